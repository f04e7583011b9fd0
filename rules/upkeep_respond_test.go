package rules

import (
	"strings"
	"testing"
)

// CR 117.3b and 603.4, and Ghirapur Orrery's rulings of 2016-09-20: the
// players get priority while the Orrery's trigger waits on the stack, and
// one that then draws a card, or returns one to the hand, makes the
// trigger do nothing as it resolves; a second Orrery draws again only if
// the hand is emptied after the first resolves. The engine does not work
// out players acting in the upkeep, so it refuses where such an ability
// can be activated, and answers where it can't: tapped, a creature with
// summoning sickness, an ability that functions only from a graveyard,
// or a hand the trigger doesn't read.
func TestRule603_4AbilitiesActivatedInResponseToOrrery(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0, Arcanis the Omnipotent", false},
		{"me: Ghirapur Orrery, hand 0, Sensei's Divining Top", false},
		{"me: Ghirapur Orrery, hand 0, Sensei's Divining Top (tapped)", true},
		{"me: Ghirapur Orrery, hand 0, Cavern Harpy", false},
		// A discard empties a hand only where something puts a card in
		// it first: a second Orrery, or another trigger that draws.
		{"me: Ghirapur Orrery, hand 0, Wild Mongrel", true},
		{"me: 2x Ghirapur Orrery, hand 0, Wild Mongrel", false},
		{"me: Ghirapur Orrery, Phyrexian Arena, hand 0, Wild Mongrel", false},
		// An opponent's draw for themselves reads no hand the Orrery
		// reads; one with a hand the Orrery can't trigger on changes
		// nothing.
		{"me: Ghirapur Orrery, hand 0; opp: Arcanis the Omnipotent", true},
		{"me: Ghirapur Orrery, hand 1, Arcanis the Omnipotent", true},
		{"me: Ghirapur Orrery, hand 0, Skarrgan Firebird", true},
		// Humble Defector's "Activate only during your turn", an
		// opponent's: not in your upkeep.
		{"me: Ghirapur Orrery, hand 0; opp: Humble Defector", true},
		{"me: Ghirapur Orrery, hand 0, Humble Defector", false},
		// Phyrexian Arena reads no hand.
		{"me: Phyrexian Arena, hand 0, Arcanis the Omnipotent", true},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v: %s", c.board, r.Understood, c.understood, r.Answer)
			continue
		}
		if !c.understood && !strings.Contains(r.Answer, "603.4") {
			t.Errorf("%s: answer %q does not cite 603.4", c.board, r.Answer)
		}
	}
}
