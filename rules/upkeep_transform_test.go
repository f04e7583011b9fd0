package rules

import (
	"strings"
	"testing"
)

// CR 603.4 and 701.27a: a werewolf's "At the beginning of each upkeep,
// if no spells were cast last turn, transform this." reads the spells
// cast last turn, which the board does not record. Transforming into a
// face whose abilities are of combat, or act at another step, changes no
// hand, library, life or draw: the upkeep is answered, and says the
// werewolf may transform. A face with an ability the upkeep could read is
// refused.
func TestRule701_27aWerewolfMayTransformInTheUpkeep(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Gatstaf Shepherd",
		"me: Ghirapur Orrery, hand 0, Mayor of Avabruck",
		"me: Ghirapur Orrery, hand 0, Gatstaf Ravagers",
		"me: Ghirapur Orrery, hand 0; opp: Kruin Outlaw",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
		if !strings.Contains(r.Answer, "transform trigger may trigger") {
			t.Errorf("%s: answer %q does not say the werewolf may transform", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: hand 2; opp: Gatstaf Shepherd, hand 3")
	if !strings.HasPrefix(r.Answer, "Nothing is sure to trigger") {
		t.Errorf("answer %q", r.Answer)
	}
	// Huntmaster of the Fells' trigger on transforming gains life.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Huntmaster of the Fells"), false)
}
