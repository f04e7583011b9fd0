package rules

import "testing"

// CR 702.41a, 601.2f: affinity for artifacts lowers a spell's total cost
// by {1} for each artifact its caster controls, so with none it costs its
// mana cost: Furnace Dragon beside eight Mountains can't be cast, and
// Razor Golem (affinity for Plains) beside five Forests can't, where both
// refused. An artifact an ability of the caster's could make or animate
// first (Mishra's Factory) still gets "I can't rule on this"; an
// opponent's artifact doesn't count.
func TestRule702_41aAffinityForNoneCostsNoLess(t *testing.T) {
	for _, c := range []struct {
		board, card, cost string
		payable           bool
	}{
		{"me: 8x Mountain", "Furnace Dragon", "{6}{R}{R}{R}", false},
		{"me: 8x Mountain; opp: Ornithopter", "Furnace Dragon", "{6}{R}{R}{R}", false},
		{"me: 9x Mountain", "Furnace Dragon", "{6}{R}{R}{R}", true},
		{"me: 5x Forest", "Razor Golem", "{6}", false},
	} {
		r := ask(t, "judge pay", "board", c.board, "cost", c.cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
	}
	for _, c := range [][3]string{
		{"me: 7x Mountain, Mishra's Factory", "Furnace Dragon", "{6}{R}{R}{R}"},
	} {
		wantUnderstood(t, ask(t, "judge pay", "board", c[0], "cost", c[2], "card", c[1]), false)
	}
}

// CR 702.51a, 702.126a: convoke taps the caster's untapped creatures and
// improvise their artifacts to pay; with none, the spell costs its mana
// cost: Conclave Tribunal beside three Plains and Bastion Inventor beside
// three Islands can't be cast, where both refused. With a creature or an
// artifact of theirs, each is tapped for its mana or for the spell: Sol
// Ring makes {C}{C} or pays {1}, and three Islands with it make five of
// six; two Plains and a Grizzly Bears pay three of four.
func TestRule702_51aConvokeAndImproviseWithNone(t *testing.T) {
	for _, c := range [][3]string{
		{"me: 3x Plains", "Conclave Tribunal", "{3}{W}"},
		{"me: 3x Island", "Bastion Inventor", "{5}{U}"},
		{"me: 3x Island, Sol Ring", "Bastion Inventor", "{5}{U}"},
		{"me: 2x Plains, Grizzly Bears", "Conclave Tribunal", "{3}{W}"},
	} {
		r := ask(t, "judge pay", "board", c[0], "cost", c[2], "card", c[1])
		wantUnderstood(t, r, true)
		wantPayable(t, r, false)
	}
}
