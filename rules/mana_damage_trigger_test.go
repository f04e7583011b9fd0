package rules

import (
	"strings"
	"testing"
)

// CR 106.12a, 605.1b, 603.3: Manabarbs triggers when a land is tapped for
// mana and produces mana; it adds none, so it is no mana ability: it goes
// on the stack and deals its damage to the player who tapped the land
// when it resolves, after the mana is made. The mana is the same, the
// run says it triggers, and it does not trigger on an artifact.
func TestRule106_12aManabarbsTriggersButChangesNoMana(t *testing.T) {
	r := pay(t, "me: Forest, Forest; opp: Manabarbs", "{G}{G}")
	wantPayable(t, r, true)
	if evs := strings.Join(r.Payments[0].Events, "\n"); !strings.Contains(evs, "Manabarbs' triggered ability") || !strings.Contains(evs, "deals 1 damage to you when it resolves (×2)") {
		t.Errorf("events %q: Manabarbs triggers for each Forest", r.Payments[0].Events)
	}
	for _, c := range []struct {
		board, card, mana string
		triggers          bool
	}{
		{"me: Forest; opp: Manabarbs", "Forest", "{G}", true},
		{"me: Sol Ring; opp: Manabarbs", "Sol Ring", "{C}{C}", false},
		{"me: Forest, Manabarbs, Mana Reflection", "Forest", "{G}{G}", true},
	} {
		r, err := askOpts("judge tap", map[string]string{"board": c.board, "card": c.card})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Understood || len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != c.mana {
			t.Fatalf("%s: %s, want %s", c.board, r.Answer, c.mana)
		}
		said := strings.Contains(strings.Join(r.Outcomes[0].Events, "\n"), "Manabarbs' triggered ability")
		if said != c.triggers {
			t.Errorf("%s: Manabarbs triggers %v, want %v: %q", c.board, said, c.triggers, r.Outcomes[0].Events)
		}
	}
	r, err := askOpts("judge mana", map[string]string{"board": "me: Forest, Forest; opp: Manabarbs"})
	if err != nil || !r.Understood || !strings.Contains(r.Answer, "two mana") {
		t.Errorf("mana: %v %v", err, r)
	}
}

// CR 106.12a, 605.1b, 603.3, 502.3: Vorinclex, Voice of Hunger's "Whenever
// an opponent taps a land for mana, that land doesn't untap during its
// controller's next untap step." adds no mana, so it is no mana ability:
// the outcome says it triggers, and the mana is the same. It watches only
// its controller's opponents' lands (its controller's own Forest gets its
// other ability's extra mana instead).
func TestRule106_12aVorinclexNoUntapTriggerIsSaid(t *testing.T) {
	for _, c := range []struct {
		board, mana string
		triggers    bool
	}{
		{"me: Forest; opp: Vorinclex, Voice of Hunger", "{G}", true},
		{"me: Forest, Vorinclex, Voice of Hunger", "{G}{G}", false},
		{"me: Sol Ring; opp: Vorinclex, Voice of Hunger", "{C}{C}", false},
	} {
		card := strings.SplitN(strings.TrimPrefix(c.board, "me: "), ",", 2)[0]
		card = strings.SplitN(card, ";", 2)[0]
		r := ask(t, "judge tap", "board", c.board, "card", card)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != c.mana {
			t.Fatalf("%s: %s, want %s", c.board, r.Answer, c.mana)
		}
		said := strings.Contains(strings.Join(r.Outcomes[0].Events, "\n"), "doesn't untap during your next untap step")
		if said != c.triggers {
			t.Errorf("%s: the no-untap trigger said %v, want %v: %q", c.board, said, c.triggers, r.Outcomes[0].Events)
		}
	}
}

// CR 605.1b, 605.4a, 502.3: Winter's Night's two sentences are one
// triggered mana ability, which resolves at once: the snow land tapped
// makes one more mana of a type it produced, and doesn't untap during its
// controller's next untap step, which the outcome says (its rulings of
// 2008-10-01); a land that is not snow gets neither.
func TestRule605_4aWintersNightNoUntapSaid(t *testing.T) {
	for _, c := range []struct {
		board, card, mana string
		said              bool
	}{
		{"me: Snow-Covered Forest; opp: Winter's Night", "Snow-Covered Forest", "{G}{G}", true},
		{"me: Forest; opp: Winter's Night", "Forest", "{G}", false},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		if !r.Understood || len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != c.mana {
			t.Fatalf("%s: %s, want %s", c.board, r.Answer, c.mana)
		}
		said := strings.Contains(strings.Join(r.Outcomes[0].Events, "\n"), c.card+" doesn't untap during your next untap step, by Winter's Night's triggered mana ability")
		if said != c.said {
			t.Errorf("%s: no-untap said %v, want %v: %q", c.board, said, c.said, r.Outcomes[0].Events)
		}
	}
}
