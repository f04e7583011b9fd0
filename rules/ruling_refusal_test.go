package rules

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// A refusal gives no answer (contract: "understood" false, "no outcome is
// given"): what a question set before its work stopped, a payment found
// before a later reason to refuse, is not part of the ruling.
func TestRefusalKeepsNoAnswerFields(t *testing.T) {
	yes, n := true, 3
	r := &Ruling{Understood: true, Payable: &yes, Payments: []Payment{{Mana: "{G}"}}, MaxMana: &n, MaxByType: map[string]int{"G": 3},
		LandPlays: &n, LandsLeft: &n, LandsAnyNumber: true, ManaTypes: []string{"G"}, Legal: &yes, Outcomes: []Outcome{{}},
		Triggers: []Trigger{{Source: "Ghirapur Orrery"}}, EntersTapped: &yes, EtbX: &n, PermanentX: &n, ManaValue: &n, ManaValueOnStack: &n,
		Counters: map[string]int{"charge": 1}}
	if err := notUnderstood(r, newExplainer(), "a reason"); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	if err := json.Unmarshal(out, &fields); err != nil {
		t.Fatal(err)
	}
	for k := range fields {
		switch k {
		case "command", "question", "understood", "answer", "steps", "rules", "rulings", "engine", "cr", "cards":
		default:
			t.Errorf("a refusal carries %q: %s", k, out)
		}
	}
	if !strings.HasPrefix(r.Answer, "I can't rule on this, because a reason") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 602.2b, 118.3: an activated ability's sacrifice cost is said with
// what it sacrifices as written: "an artifact", "a Goblin".
func TestRule602_2bSacrificeCostSaysWhat(t *testing.T) {
	for _, c := range []struct{ board, card, want string }{
		{"me: Krark-Clan Ironworks, Sol Ring", "Krark-Clan Ironworks", "you sacrifice an artifact"},
		{"me: Skirk Prospector, Goblin Guide", "Skirk Prospector", "you sacrifice a Goblin"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		if len(r.Outcomes) == 0 || !slices.Contains(r.Outcomes[0].Events, c.want) {
			t.Errorf("%s: outcomes %+v, want the event %q", c.board, r.Outcomes, c.want)
		}
	}
}
