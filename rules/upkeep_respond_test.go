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

// CR 117.3b and 603.4: an opponent's ability that returns a permanent to
// its owner's hand (Crystal Shard, Seal of Removal) can put one of the
// upkeep player's permanents into their hand while Ghirapur Orrery's
// trigger waits, and the trigger then does nothing; with no permanent it
// can target, it changes nothing.
func TestRule603_4OpponentReturnsPermanentToHandBeforeOrrery(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Crystal Shard, 2x Island", false},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Seal of Removal", false},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Seal of Removal, Crystal Shard (tapped)", false},
		// Seal of Removal targets a creature: Ghirapur Orrery is none.
		{"me: Ghirapur Orrery, hand 0; opp: Seal of Removal", true},
		// "to their owners' hands": Alexi, Zephyr Mage's X target
		// creatures; Disappear's enchanted creature, where it is yours.
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Alexi, Zephyr Mage, 4x Island", false},
		{"me: Ghirapur Orrery, hand 0; opp: Alexi, Zephyr Mage, 4x Island", true},
		// Alexi's own cost discards two cards, which an empty hand can't
		// pay.
		{"me: Ghirapur Orrery, Alexi, Zephyr Mage, 4x Island, hand 0", true},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Disappear (on Grizzly Bears), Island", false},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Disappear (on Savannah Lions), Savannah Lions, Island", true},
		// Arcanis returns only itself, to its owner's hand.
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Arcanis the Omnipotent", true},
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

// CR 117.3b and 608.2h: Black Vise counts the cards in the player's hand
// as its trigger resolves (its ruling of 2009-10-01), so a player who can
// discard (Wild Mongrel) or draw while it waits changes the damage; a
// hand no ability can change is counted as given.
func TestRule608_2hHandCountedAsResolvingAfterResponses(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: hand 6, Wild Mongrel; opp: Black Vise", false},
		{"me: hand 6, Arcanis the Omnipotent; opp: Black Vise", false},
		// An opponent's Wild Mongrel discards from their own hand.
		{"me: hand 6, Grizzly Bears; opp: Black Vise, Wild Mongrel", true},
		{"me: hand 6; opp: Black Vise", true},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v: %s", c.board, r.Understood, c.understood, r.Answer)
			continue
		}
		if !c.understood && !strings.Contains(r.Answer, "608.2h") {
			t.Errorf("%s: answer %q does not cite 608.2h", c.board, r.Answer)
		}
	}
}

// CR 503.1a and 603.4: Lavaborn Muse triggers only in an opponent's
// upkeep, so in its controller's own upkeep no trigger reads their hand
// and Arcanis the Omnipotent's draw changes nothing; in the opponent's
// upkeep it does.
func TestRule603_4HandTriggerOfAnotherPlayersUpkeepDoesNotWait(t *testing.T) {
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Lavaborn Muse, Arcanis the Omnipotent; opp: hand 3"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 2, Arcanis the Omnipotent; opp: Lavaborn Muse"), false)
}
