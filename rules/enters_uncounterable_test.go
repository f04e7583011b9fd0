package rules

import (
	"strings"
	"testing"
)

// CR 101.2, 106.6, 117.3b: Chalice of the Void's trigger would counter a
// spell whose mana value matches its charge counters, but a permanent on
// the board may make the spell one that can't be countered: Cavern of
// Souls' mana, spent on a creature spell of the chosen type (its ruling of
// 2018-12-07), Vexing Shusher's "{R/G}: Target spell can't be countered."
// activated while the trigger waits, Domri, Anarch of Bolas' +1 activated
// first. Whether it is, the board does not say: Hangarback Walker cast
// for X = 1 beside them was said to be countered.
func TestRule101_2ChaliceBesideWhatMakesSpellsUncounterable(t *testing.T) {
	for _, board := range []string{
		"me: Cavern of Souls (named Construct); opp: Chalice of the Void (2 charge)",
		"me: Vexing Shusher; opp: Chalice of the Void (2 charge)",
		"me: Domri, Anarch of Bolas; opp: Chalice of the Void (2 charge)",
	} {
		r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "1", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "can't be countered") {
			t.Errorf("%s: answer %q, want the ability that makes it uncounterable named", board, r.Answer)
		}
	}
	// Cavern named for another type, tapped, or the opponent's, and
	// Boseiju's mana, which only instants and sorceries keep, change
	// nothing: the spell is countered.
	for _, board := range []string{
		"me: Cavern of Souls (named Elf); opp: Chalice of the Void (2 charge)",
		"me: Cavern of Souls (tapped, named Construct); opp: Chalice of the Void (2 charge)",
		"opp: Cavern of Souls (named Construct), Chalice of the Void (2 charge)",
		"me: Boseiju, Who Shelters All; opp: Chalice of the Void (2 charge)",
	} {
		r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "1", "board", board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "countered") || r.Counters != nil {
			t.Errorf("%s: answer %q, counters %v, want it countered", board, r.Answer, r.Counters)
		}
	}
}

// CR 107.3a: only a spell with {X} in its mana cost has an X on the stack;
// Chalice of the Void's step said of Grizzly Bears that its mana value on
// the stack is 2 "since X is 0 there".
func TestRule107_3aChaliceStepSpeaksOfXOnlyForX(t *testing.T) {
	r := ask(t, "judge enters", "card", "Grizzly Bears", "board", "opp: Chalice of the Void (2 charge)")
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "X is 0 there") || strings.Contains(s.Text, "X counts as") {
			t.Errorf("step %q speaks of an X Grizzly Bears doesn't have", s.Text)
		}
	}
	r = ask(t, "judge enters", "card", "Hangarback Walker", "x", "1", "board", "opp: Chalice of the Void (4 charge)")
	found := false
	for _, s := range r.Steps {
		found = found || strings.Contains(s.Text, "(X counts as 1 there)")
	}
	if !found {
		t.Errorf("Hangarback Walker: no step gives its X on the stack: %v", r.Steps)
	}
}

// CR 710.2, 712.8c: the flipped half of a flip card is cast and enters
// unflipped, and the back face of a double-faced card is not cast; the
// answer says so before it reads the face's abilities, where Tok-Tok,
// Volcano Born was refused for its damage replacement effect.
func TestRule710_2FlippedHalfSaidBeforeItsText(t *testing.T) {
	r := ask(t, "judge enters", "card", "Tok-Tok, Volcano Born")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "flipped half") || !strings.Contains(r.Answer, "Akki Lavarunner") {
		t.Errorf("answer %q, want the flip card's reason", r.Answer)
	}
}
