package rules

import (
	"testing"
)

// CR 608.2h, 611.2a: an effect of a permanent that leaves the battlefield
// stops applying, so the abilities that resolve after change. Contamination
// lets its controller sacrifice a creature instead of itself: sacrificing
// Spirit of the Labyrinth before Ghirapur Orrery resolves lets three cards
// be drawn, and sacrificing Platinum Angel after Phyrexian Arena's life
// loss loses the game. "you draw one card" and "you don't lose" were
// answered in every order; which permanent is sacrificed is a choice the
// engine does not follow, and the board is refused.
func TestCR611_2aSacrificedPermanentsEffectStops(t *testing.T) {
	for _, board := range []string{
		"me: Contamination, Spirit of the Labyrinth, Ghirapur Orrery, hand 0",
		"me: Contamination, Platinum Angel, Phyrexian Arena, life 1",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
	// A permanent that can't be sacrificed that way still counts.
	r := ask(t, "judge upkeep", "board", "me: Contamination, Thought Reflection, Llanowar Elves, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 6 {
		t.Errorf("outcomes %+v: want six cards drawn", r.Outcomes)
	}
}

// CR 800.4a: in a game of more than two players, a player who loses
// leaves it with their permanents, and their effects stop. Drana's
// Emissary taking Opp 2 to 0 life before Ghirapur Orrery resolves takes
// Opp 2's Spirit of the Labyrinth away, and three cards are drawn; "you
// draw one card" was answered in every order.
func TestCR800_4aLeavingPlayersEffectStops(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Drana's Emissary, life 10; opp: life 10; opp2: life 1, Spirit of the Labyrinth")
	wantUnderstood(t, r, false)
	// An effect nothing reads is no matter: no trigger gains life.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Rumbling Slum, life 10; opp: life 10; opp2: life 1, Sulfuric Vortex")
	wantUnderstood(t, r, true)
}
