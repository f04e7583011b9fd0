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
		if !strings.Contains(r.Answer, "may transform too") || len(strings.Fields(r.Answer)) > 25 {
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

// CR 704.5f and 712.8: a werewolf that transforms has its other face's
// types and abilities, so an effect on a creature type may apply to it
// and a static of the face it leaves stops applying. Engineered Plague
// naming Human gives Hinterland Hermit (2/1 Human, Hinterland Scourge's
// front face) -1/-1, and it dies; Lord of the Pit's trigger, resolving
// after it, then finds no creature to sacrifice and deals 7 damage. Mayor
// of Avabruck turned into Howlpack Alpha stops giving Hanweir Watchkeep,
// a Human, +1/+1. The engine does not follow that creature dying, so it
// refuses; where no creature's toughness falls to 0 it answers.
func TestRule704_5fWerewolfTransformingChangesToughness(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: Lord of the Pit, Hinterland Scourge, Engineered Plague (named Human), life 7, hand 3", false},
		{"me: Ghirapur Orrery, hand 0, Mayor of Avabruck, Hanweir Watchkeep (5 -1/-1)", false},
		{"me: Lord of the Pit, Hinterland Scourge, life 7, hand 3", true},
		{"me: Ghirapur Orrery, hand 0, Mayor of Avabruck, Hanweir Watchkeep (3 -1/-1)", true},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v: %s", c.board, r.Understood, c.understood, r.Answer)
			continue
		}
		if !c.understood && !strings.Contains(r.Answer, "704.5f") {
			t.Errorf("%s: answer %q does not cite 704.5f", c.board, r.Answer)
		}
	}
}
