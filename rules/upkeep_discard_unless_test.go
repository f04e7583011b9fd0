package rules

import (
	"slices"
	"testing"
)

// CR 701.9a, 119.4: "sacrifice this unless you discard a card." (Masticore,
// Solitary Confinement) is chosen as it resolves, and a player with no
// cards in hand can't discard one. Beside Ghirapur Orrery with no cards in
// hand, Masticore resolving first is sacrificed, and resolving after the
// Orrery's three cards it may take one of them: hands of three or two,
// where every board with Masticore was refused. Without the hand given it
// is refused.
func TestCR701_9aSacrificeUnlessYouDiscard(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Masticore, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	var hands []int
	for _, o := range r.Outcomes {
		hands = append(hands, o.Hand["me"])
	}
	slices.Sort(hands)
	if !slices.Equal(hands, []int{2, 3}) {
		t.Errorf("hands %v, want [2 3] (%s)", hands, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Masticore, hand 0")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 {
		t.Errorf("outcomes %+v: with no cards in hand it is sacrificed", r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "me: Masticore")
	wantUnderstood(t, r, false)
}
