package rules

import (
	"strings"
	"testing"
)

// CR 608.2h: Metalworker's "Reveal any number of artifact cards in your
// hand. Add {C}{C} for each card revealed this way." counts as it
// resolves the cards revealed from its controller's hand. With hand 0
// none can be revealed, and it adds no mana, citing its ruling of
// 2004-10-04 ("You can reveal zero cards to gain zero mana."); where the
// board does not give the hand as empty, which cards it holds is not
// known, and the answer is a refusal that says so.
func TestRule608_2hMetalworkerRevealsFromAnEmptyHand(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Metalworker, Island, hand 0", "card", "Metalworker")
	wantLegal(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != "" {
		t.Errorf("hand 0: want one outcome of no mana, got %v (%s)", r.Outcomes, r.Answer)
	}
	wantRules(t, r, "608.2h")
	found := false
	for _, c := range r.Rulings {
		found = found || strings.Contains(c.Text, "reveal zero cards")
	}
	if !found {
		t.Errorf("hand 0: its ruling of 2004-10-04 is not cited: %v", r.Rulings)
	}
	if r := ask(t, "judge could-produce", "board", "me: Metalworker, hand 0", "card", "Metalworker"); !r.Understood || len(r.ManaTypes) != 0 {
		t.Errorf("could-produce with hand 0: %v (%s)", r.ManaTypes, r.Answer)
	}
	for _, board := range []string{"me: Metalworker, hand 3", "me: Metalworker"} {
		r := ask(t, "judge tap", "board", board, "card", "Metalworker")
		if r.Understood || !strings.Contains(r.Answer, "does not say which cards it holds") {
			t.Errorf("%s: want a refusal that the hand is not known, got %s", board, r.Answer)
		}
	}
	if r := ask(t, "judge mana", "board", "me: Metalworker, Island, hand 0"); !r.Understood || r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("mana with hand 0: %s", r.Answer)
	}
}
