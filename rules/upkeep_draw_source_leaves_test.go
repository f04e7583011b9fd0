package rules

import (
	"strings"
	"testing"
)

// CR 603.2, 603.3b: a draw trigger triggers only while its permanent is on
// the battlefield. Where an upkeep trigger may take Fate Unraveler or
// Nekusar off the battlefield (cumulative upkeep unpaid, Pendrell Mists'
// "pay {1} or sacrifice", an opponent's Sheoldred), resolving that one
// first leaves a later draw undamaged: "Opp loses, every order gives this
// result" was wrong, and the engine now says it can't follow the choice.
func TestCR603_2DrawTriggerSourceMayLeaveFirst(t *testing.T) {
	for _, board := range []string{
		"me: Fate Unraveler, Master of the Feast, Mana Chains (on Fate Unraveler); opp: life 1, hand 2",
		"me: Fate Unraveler, Master of the Feast, Pendrell Mists; opp: life 2, hand 2",
		"me: Master of the Feast, Fate Unraveler; opp: Sheoldred, Whispering One, life 1, hand 2",
		"me: Nekusar, the Mindrazer, Master of the Feast, Pendrell Mists; opp: life 1, hand 2",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "off the battlefield before a card is drawn") {
			t.Errorf("%s: %q, want the draw trigger's source named", board, r.Answer)
		}
	}
	// Nothing may remove it: the damage is counted.
	r := ask(t, "judge upkeep", "board", "me: Fate Unraveler, Master of the Feast; opp: life 5, hand 2")
	wantUnderstood(t, r, true)
}

// CR 702.30a, 603.3b: echo triggers only if its permanent came under its
// controller's control since their last upkeep began, which the board
// does not record; unpaid, it sacrifices the permanent, and resolved
// before Lord of the Pit's trigger that leaves Lord no other creature to
// sacrifice (7 damage). That outcome was missing; the answer is refused.
// An echo creature no other trigger reads is still answered.
func TestCR702_30aEchoSacrificeChangesAnotherTrigger(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Lord of the Pit, Deranged Hermit, hand 2, life 7")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Deranged Hermit's echo") || !strings.Contains(r.Answer, "Lord of the Pit") {
		t.Errorf("answer %q, want the echo and Lord of the Pit named", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Deranged Hermit, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
}
