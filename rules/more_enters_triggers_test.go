package rules

import "testing"

// CR 603.2d: Panharmonicon's "If an artifact or creature entering the
// battlefield causes a triggered ability of a permanent you control to
// trigger, that ability triggers an additional time." (and Yarok, the
// Desecrated's, of any permanent entering) changes only how often an
// ability triggers as a permanent enters. Ghirapur Orrery's trigger at
// the beginning of the upkeep is not one: beside it with no cards in hand
// the Orrery draws three, where every board with either was refused, and
// a Forest beside it makes one mana. Where a permanent may enter (a token
// Bitterblossom creates) or a trigger watches permanents entering, it is
// refused as Torpor Orb is.
func TestRule603_2dMoreEntersTriggersLeaveTheOrreryAlone(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Panharmonicon, hand 0",
		"me: 2x Ghirapur Orrery, Yarok, the Desecrated, hand 0",
		"me: hand 0; opp: Ghirapur Orrery, Panharmonicon",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
	}
	r := ask(t, "judge mana", "board", "me: Forest, Panharmonicon")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("mana: %s", r.Answer)
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, Panharmonicon, Bitterblossom, hand 0, life 20",
		"me: Ghirapur Orrery, Yarok, the Desecrated, Soul Warden, hand 0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
}

// CR 603.2d, 700.4: Teysa Karlov's "If a creature dying causes a triggered
// ability of a permanent you control to trigger, that ability triggers an
// additional time." changes only how often an ability triggers as a
// creature dies: with no ability on the board that triggers on a
// permanent leaving the battlefield, it bears on no question (every board
// with it was refused); beside Blood Artist, which triggers as a creature
// dies, it still stops the answer.
func TestRule603_2dMoreDiesTriggersBearOnlyBesideThem(t *testing.T) {
	wantOneManaBesideForest(t, "Teysa Karlov")
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Teysa Karlov, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	r = ask(t, "judge mana", "board", "me: Teysa Karlov, Forest, Blood Artist")
	wantUnderstood(t, r, false)
}
