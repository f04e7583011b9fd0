package rules

import (
	"strings"
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

// CR 800.4a, 108.3: a player who leaves the game takes the permanents
// they own, whoever controls them: Opp's Underworld Dreams under Opp 2's
// Confiscate leaves with Opp, who may lose before the Orrery's draws; the
// engine does not follow that and says so. Opp's own Dreams, which the
// outcomes follow, leaves an answer.
func TestRule800_4aOwnedPermanentLeavesWithItsOwner(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, library 5, life 3; opp: Asylum Visitor, life 1, library 5, hand 1; opp2: hand 1, Confiscate (on opp's Underworld Dreams); opp: Underworld Dreams",
		"me: Phyrexian Arena, hand 1, library 5, life 3, Confiscate (on opp's Psychosis Crawler); opp: Baleful Force, life 1, library 5, hand 1, Psychosis Crawler; opp2: hand 1, life 1",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "leaves the game with them (CR 800.4a)") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 5, life 3; opp: Asylum Visitor, life 1, library 5, hand 1, Underworld Dreams; opp2: hand 1")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you draw three cards") {
		t.Errorf("own Dreams: answer %q", r.Answer)
	}
}
