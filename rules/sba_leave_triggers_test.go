package rules

import "testing"

// CR 704.3, 603.3, 603.10a: a permanent the state-based actions of the
// described board put into a graveyard sets off the abilities that
// trigger on its leaving, its own looking back in time; they are put on
// the stack with the upkeep's triggered abilities and may resolve before
// Ghirapur Orrery's, so a dies trigger that draws (Solemn Simulacrum,
// Midnight Reaper), soulshift, or an Aura that returns to its owner's
// hand (Rancor)
// can leave the hand not empty as Orrery's ability resolves (603.4). The
// engine follows none of their effects: the upkeep and the land plays
// are refused, where Orrery was answered as drawing three cards. An
// ability that does not trigger (an opponent's Midnight Reaper, a
// creature you control), or whose effect counts counters the permanent
// had none of (Hangarback Walker with none), changes nothing. Mana made
// now is made before the trigger is put on the stack (605.3a).
func TestCR704_3LeaveTriggersOfStateBasedActions(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Solemn Simulacrum (2 -1/-1)",
		"me: Ghirapur Orrery, hand 0, Llanowar Elves (2 -1/-1), Midnight Reaper",
		"me: Ghirapur Orrery, hand 0, Rancor",
		"me: Ghirapur Orrery, hand 0, Llanowar Elves (1 -1/-1), Blood Artist",
		"me: Ghirapur Orrery, hand 0, Hangarback Walker (1 +1/+1, 1 -1/-1)",
		// Keywords that trigger on dying: soulshift may return a card
		// to the hand (702.46a), persist the creature itself (702.79a).
		"me: Ghirapur Orrery, hand 0, Thief of Hope (2 -1/-1)",
		"me: Ghirapur Orrery, hand 0, Kitchen Finks (2 -1/-1)",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Exploration, Solemn Simulacrum (2 -1/-1)"), false)
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Llanowar Elves (2 -1/-1); opp: Midnight Reaper",
		"me: Ghirapur Orrery, hand 0, Hangarback Walker",
		"me: Ghirapur Orrery, hand 0, Servant of the Scale",
		"me: Ghirapur Orrery, hand 0, Curator's Ward",
		"me: Ghirapur Orrery, hand 0, Arcbound Worker",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
			t.Errorf("%s: outcomes %+v, want one where you draw three cards", board, r.Outcomes)
		}
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves, Solemn Simulacrum (2 -1/-1)", "card", "Gaea's Cradle"), "{G}")
}
