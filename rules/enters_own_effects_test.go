package rules

import (
	"strings"
	"testing"
)

// CR 614.12, 611.3b: the effects that make a permanent enter tapped are
// those that already exist; the entering permanent's own static
// abilities apply to it, not yet to others. Humility entering under
// Opalescence does not take Urabrask's ability away first, so Urabrask
// makes it enter tapped; March of the Machines entering does not make
// Orb of Dreams a creature Humility strips. Each had been said to enter
// untapped.
func TestCR614_12OwnEffectsDontApplyToOthersYet(t *testing.T) {
	for _, c := range []struct{ card, board string }{
		{"Humility", "me: Opalescence; opp: Urabrask the Hidden"},
		{"Humility", "opp: Opalescence, Kismet"},
		{"Humility", "me: Opalescence; opp: Thalia, Heretic Cathar"},
		{"March of the Machines", "me: Humility, Orb of Dreams"},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if r.EntersTapped == nil || !*r.EntersTapped {
			t.Errorf("%s on %s: enters_tapped %v (%s)", c.card, c.board, r.EntersTapped, r.Answer)
		}
	}
	// Orb of Dreams does not affect itself (614.12's example).
	r := ask(t, "judge enters", "card", "Orb of Dreams", "board", "me: Forest")
	wantUnderstood(t, r, true)
	if r.EntersTapped == nil || *r.EntersTapped {
		t.Errorf("Orb of Dreams: enters_tapped %v", r.EntersTapped)
	}
}

// CR 601.1a, 701.18b: Uphill Battle's "Creatures played by your
// opponents" makes tapped only a creature that was cast (or a land
// creature played); one put onto the battlefield was not played.
func TestCR601_1aPlayedByOpponentsNotPutOntoBattlefield(t *testing.T) {
	for _, c := range []struct {
		card, cast string
		tapped     bool
	}{
		{"Loxodon Smiter", "false", false},
		{"Llanowar Elves", "false", false},
		{"Llanowar Elves", "true", true},
		{"Dryad Arbor", "true", true},
	} {
		r := ask(t, "judge enters", "card", c.card, "cast", c.cast, "board", "opp: Uphill Battle")
		wantUnderstood(t, r, true)
		if r.EntersTapped == nil || *r.EntersTapped != c.tapped {
			t.Errorf("%s cast:%s: enters_tapped %v, want %v (%s)", c.card, c.cast, r.EntersTapped, c.tapped, r.Answer)
		}
	}
}

// CR 603.6a, 704.3, 400.7: Amulet of Vigor entering tapped sees itself
// enter, and untaps itself; a permanent the state-based actions put into
// the graveyard before the trigger is put on the stack is untapped by
// nothing. Amulet had stayed tapped, and a dead Llanowar Elves had been
// said to be untapped.
func TestCR603_6aAmuletOfVigorSeesItselfAndNotTheDead(t *testing.T) {
	r := ask(t, "judge enters", "card", "Amulet of Vigor", "board", "opp: Kismet")
	wantUnderstood(t, r, true)
	if !strings.HasSuffix(r.Answer, "It enters tapped, and Amulet of Vigor's ability untaps it.") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Llanowar Elves", "board", "me: Amulet of Vigor; opp: Urabrask the Hidden, Night of Souls' Betrayal")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "then dies") || strings.Contains(r.Answer, "untaps it") {
		t.Errorf("answer: %s", r.Answer)
	}
	wantRules(t, r, "400.7")
}

// CR 702.16b, 608.3c: an Aura spell with only protected permanents to
// enchant can't be cast, and the reason says the protection; one whose
// permanent would differ from its spell (Mycosynth Lattice makes the
// permanent an artifact, not the spell) is refused, where it had been
// said to have no target.
func TestCR702_16bAuraSpellTargetsRead(t *testing.T) {
	r := ask(t, "judge enters", "card", "Pacifism", "board", "opp: Black Knight")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "Black Knight has protection from white") {
		t.Errorf("answer: %s", r.Answer)
	}
	wantRules(t, r, "702.16b")
	for _, board := range []string{"opp: Tel-Jilad Chosen; me: Mycosynth Lattice", "me: Grizzly Bears, Mycosynth Lattice, March of the Machines"} {
		r = ask(t, "judge enters", "card", "Pacifism", "board", board)
		wantUnderstood(t, r, false)
	}
	r = ask(t, "judge enters", "card", "Pacifism", "board", "opp: Grizzly Bears; me: Mycosynth Lattice")
	wantUnderstood(t, r, true)
}
