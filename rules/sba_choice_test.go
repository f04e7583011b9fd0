package rules

import (
	"strings"
	"testing"
)

// CR 704.5j: with two Gaea's Cradles, their controller chooses which one
// stays. Asked whether they can pay, or how much they can make, the
// answer is what their best choice gives: keeping the untapped Cradle
// pays {G}{G}. A choice another player makes leaves the answer as each
// choice's.
func TestRule704_5jTheLegendRuleChoiceIsThePayersOwn(t *testing.T) {
	r := pay(t, "me: Gaea's Cradle (tapped), Gaea's Cradle, Llanowar Elves", "{G}{G}")
	wantPayable(t, r, true)
	wantRules(t, r, "704.5j")
	r = pay(t, "me: Gaea's Cradle (tapped), Gaea's Cradle, Llanowar Elves", "{G}{G}{G}")
	wantPayable(t, r, false)
	r = ask(t, "judge mana", "board", "me: Urborg, Tomb of Yawgmoth (tapped), Urborg, Tomb of Yawgmoth, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["B"] != 2 || r.MaxByType["G"] != 1 {
		t.Errorf("max mana %v %v: %q", r.MaxMana, r.MaxByType, r.Answer)
	}
	r = pay(t, "me: Forest; opp: Gaea's Cradle (tapped), Gaea's Cradle, Llanowar Elves", "{G}")
	wantPayable(t, r, true)
}

// CR 704.5j: where each choice of the legend rule is an outcome of its
// own, each way to make the most mana, and each way to pay, names the
// choice it follows (Marwyn, the Nurturer with counters kept, or the one
// without), so that no two are read as one way.
func TestRule704_5jWaysNameTheirChoice(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Marwyn, the Nurturer (3 +1/+1), Marwyn, the Nurturer")
	wantUnderstood(t, r, true)
	if len(r.Payments) != 2 {
		t.Fatalf("%d ways, want one for each choice: %q", len(r.Payments), r.Answer)
	}
	for _, p := range r.Payments {
		if len(p.Choices) == 0 || !strings.HasPrefix(p.Choices[0], "you keep Marwyn, the Nurturer") {
			t.Errorf("way %q takes choices %q, want the legend kept first", p.Mana, p.Choices)
		}
	}
	if r.Payments[0].Choices[0] == r.Payments[1].Choices[0] {
		t.Errorf("both ways follow %q", r.Payments[0].Choices[0])
	}
}
