package rules

import "testing"

// CR 707.2, 106.12, 601.2g: Thespian's Stage's "{2}, {T}: … becomes a
// copy of target land" taps it as a cost, and the copy stays tapped (its
// ruling of 2018-12-07): where each land it may copy makes mana only by
// tapping and no text on the board untaps, activating it first makes no
// mana, and pay and mana are answered. Where a permanent reads what a
// land is or could produce (Urza's Tower, Reflecting Pool, Star Compass),
// a land's static ability changes others (Urborg, Tomb of Yawgmoth), or
// something untaps, the answer still stops.
func TestRule707_2ThespiansStageCopyStaysTapped(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Thespian's Stage, Forest, Island")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
	wantPayable(t, pay(t, "me: Thespian's Stage, Forest, Island", "{G}{G}"), false)
	wantPayable(t, pay(t, "me: 2x Thespian's Stage, Forest", "{2}{G}"), true)
	for _, board := range []string{
		"me: Thespian's Stage, Forest, Island; opp: Urborg, Tomb of Yawgmoth",
		"me: Thespian's Stage, Forest, Island, Voyaging Satyr",
		// A copy of Urza's Mine makes the Towers' mana more; a copy of
		// an Island is a land Reflecting Pool reads, tapped or not.
		"me: 2x Urza's Tower, Urza's Power-Plant, Thespian's Stage, 2x Forest; opp: Urza's Mine",
		"me: Reflecting Pool, Thespian's Stage, 2x Forest; opp: Island",
		"me: Thespian's Stage, Forest, Star Compass",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
}

// CR 702.103b, 601.3: cast for its bestow cost, a card is an Aura
// enchantment spell and no creature spell (Nimbus Naiad's ruling of
// 2013-09-15), so Grid Monitor's "You can't cast creature spells."
// prohibits it only for its mana cost.
func TestRule702_103bBestowedSpellIsNoCreatureSpell(t *testing.T) {
	board := "me: Grid Monitor, 5x Island, Sisters of the Flame"
	wantPayable(t, pay(t, board, "{4}{U}", "card", "Nimbus Naiad"), true)
	wantPayable(t, pay(t, board, "{2}{U}", "card", "Nimbus Naiad"), false)
	wantPayable(t, pay(t, "me: 5x Island, Sisters of the Flame; opp: Archon of Valor's Reach (named enchantment)", "{4}{U}", "card", "Nimbus Naiad"), false)
}
