package rules

import (
	"strings"
	"testing"
)

// CR 704.5a: a life total the board does not give is not followed, so
// the outcomes are those where it stays above 0; the steps now say so and
// how to write it, where Sulfuric Vortex beside Ghirapur Orrery answered
// three cards drawn with no word that a player at 2 life or less who lets
// the Vortex resolve first loses before drawing.
func TestCR704_5aLifeNotGivenIsSaid(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Sulfuric Vortex")
	wantUnderstood(t, r, true)
	found := false
	for _, s := range r.Steps {
		found = found || strings.Contains(s.Text, "The board does not give your life total") && strings.Contains(s.Text, "me: life N")
	}
	if !found {
		t.Errorf("steps %+v do not say the life total is taken to stay above 0", r.Steps)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Sulfuric Vortex, life 20")
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "does not give your life total") {
			t.Errorf("life given: step %q", s.Text)
		}
	}
}
