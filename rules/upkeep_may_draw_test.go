package rules

import (
	"slices"
	"testing"
)

// CR 603.5: "At the beginning of your upkeep, you may draw two cards."
// (Bringer of the Blue Dawn) is chosen as it resolves, and each choice is
// an outcome: beside Ghirapur Orrery with no cards in hand, two, three or
// five cards, where the board was refused.
func TestCR603_5OptionalUpkeepDraw(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Bringer of the Blue Dawn, hand 0, Ghirapur Orrery")
	wantUnderstood(t, r, true)
	var draws []int
	for _, o := range r.Outcomes {
		draws = append(draws, o.Draws["me"])
	}
	slices.Sort(draws)
	if !slices.Equal(draws, []int{2, 3, 5}) {
		t.Errorf("draws %v, want [2 3 5] (%s)", draws, r.Answer)
	}
	wantRules(t, r, "603.5")
	r = ask(t, "judge upkeep", "board", "me: Bringer of the Blue Dawn, library 1")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 {
		t.Errorf("outcomes %+v: want drawing (and losing) or not", r.Outcomes)
	}
}
