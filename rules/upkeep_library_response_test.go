package rules

import (
	"strings"
	"testing"
)

// CR 117.3b, 121.4, 704.5b: while Ghirapur Orrery's trigger waits, its
// player may crack Polluted Delta, taking a card from a library of three:
// the three draws then meet its end and the player loses, where they
// did not; with four cards, or a library the board does not give, the
// answer stands. Millstone mills two, so a library of four may run out
// and one of five can't; an opponent's Millstone can target the upkeep
// player too.
func TestCR117_3bLibraryChangedWhileUpkeepTriggersWait(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Polluted Delta, library 3",
		"me: Ghirapur Orrery, hand 0, Millstone, 2x Island, library 4",
		"me: Ghirapur Orrery, hand 0, library 4; opp: Millstone, 2x Island",
		"me: Phyrexian Arena, library 1, hand 2, Jayemdae Tome, 4x Island",
		"me: Ghirapur Orrery, hand 0, library 2, Feldon's Cane",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "library") || !strings.Contains(r.Answer, "704.5b") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Polluted Delta, library 4",
		"me: Ghirapur Orrery, hand 0, Polluted Delta",
		"me: Ghirapur Orrery, hand 0, Millstone, 2x Island, library 5",
		// Millstone's {2} can't be paid.
		"me: Ghirapur Orrery, hand 0, Millstone, library 4",
		// The opponent's Tome draws from the opponent's library.
		"me: Phyrexian Arena, library 1, hand 2; opp: Jayemdae Tome, 4x Island",
		"me: Ghirapur Orrery, hand 0, library 3, Feldon's Cane",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), true)
	}
}

// CR 117.3a, 117.1a: each player gets priority while the upkeep's
// triggers wait, and a card in a hand may be cast then; the board shows
// none, so the answer says that none is taken to be, where a hand may
// hold one, and not where every hand is empty.
func TestCR117_3aUpkeepSaysHandsAreNotKnown(t *testing.T) {
	says := func(r *Ruling) bool {
		for _, s := range r.Steps {
			if strings.Contains(s.Text, "hand holds is not known") {
				return true
			}
		}
		return false
	}
	if r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: hand 3"); !says(r) {
		t.Errorf("opp's three cards not said: %+v", r.Steps)
	}
	if r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: hand 0"); says(r) {
		t.Errorf("empty hands said: %+v", r.Steps)
	}
}

// CR 117.3b, 121.4, 704.5a: Dark Confidant's trigger reveals the top card
// of its controller's library, which is no draw but takes a card from it
// as a draw does. Feldon's Cane, activated while the trigger waits, puts
// the graveyard into an empty library, so a card may then be revealed
// and its mana value lost as life; Millstone may mill the one card a
// Confidant would reveal. "Nothing is revealed" and "you reveal one card"
// were answered; with a library the response can't empty, or no
// response, the answer stands.
func TestCR117_3bRevealFromLibraryChangedWhileUpkeepTriggersWait(t *testing.T) {
	for _, board := range []string{
		"me: Dark Confidant, life 1, hand 0, library 0, Feldon's Cane",
		"me: Dark Confidant, life 20, hand 0, library 0, Feldon's Cane",
		"me: Dark Confidant, hand 0, library 1, Millstone, 2x Island",
		"me: Dark Confidant, hand 0, library 2; opp: Millstone, 2x Island",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "a card is revealed") || !strings.Contains(r.Answer, "117.3b") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Dark Confidant, life 1, hand 0, library 0",
		"me: Dark Confidant, hand 0, library 3, Millstone, 2x Island",
		"me: Dark Confidant, hand 0, library 1, Feldon's Cane",
		"me: Dark Confidant, hand 0, Millstone, 2x Island",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), true)
	}
}

// CR 117.3b and 603.4 (Battle of Wits' ruling of 2012-07-01: with fewer
// than 200 cards as it resolves, it does nothing): a response that moves
// cards out of that library (Millstone, Grindclock, Temple Bell) may keep
// Battle of Wits from winning, so the answer stops; with the Millstone
// tapped, or no such response, "you win" stands.
func TestRule603_4ResponseChangesALibraryCountedAsItResolves(t *testing.T) {
	const me = "me: life 20, hand 2, library 200, Battle of Wits; "
	for _, opp := range []string{"opp: Millstone, 2x Island", "opp: Grindclock (1 charge)", "opp: Temple Bell"} {
		r := ask(t, "judge upkeep", "board", me+opp)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Battle of Wits' ability") {
			t.Errorf("%s: answer %q", opp, r.Answer)
		}
	}
	for _, opp := range []string{"opp: Millstone (tapped), 2x Island", "opp: hand 1"} {
		r := ask(t, "judge upkeep", "board", me+opp)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "you win the game") {
			t.Errorf("%s: answer %q", opp, r.Answer)
		}
	}
	// A library the response can't bring below 200 (Millstone's two of
	// 202), or one below 200 as the upkeep begins, where Battle of Wits
	// does not trigger at all: the answer stands.
	for _, lib := range []string{"202", "300", "199"} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: life 20, hand 2, library "+lib+", Battle of Wits; opp: Millstone, 2x Island"), true)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: life 20, hand 2, library 201, Battle of Wits; opp: Millstone, 2x Island"), false)
}
