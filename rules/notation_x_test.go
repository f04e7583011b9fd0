package rules

import (
	"strings"
	"testing"
)

// CR 107.3m: an object's replacement effect that refers to X uses the X of
// the spell that became it; CR 614.1c: "enters with counters" is a
// replacement effect. A permanent written X=N, with no counters of the
// kind its own text gives it, has the N it entered with: Chalice of the
// Void (X=1) has one charge counter, so Ornithopter (mana value 0) is not
// countered, and Astral Cornucopia (X=2) adds two mana. A kind written,
// even "0 charge", is what it has.
func TestRule107_3mXWrittenGivesTheCountersItEnteredWith(t *testing.T) {
	r := ask(t, "judge enters", "card", "Ornithopter", "board", "opp: Chalice of the Void (X=1)")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "countered") {
		t.Errorf("Chalice of the Void (X=1) has one charge counter and doesn't counter Ornithopter: %q", r.Answer)
	}
	if r.Board != "opp: Chalice of the Void (X=1)" {
		t.Errorf("board %q: want it printed as written", r.Board)
	}
	r = ask(t, "judge enters", "card", "Ornithopter", "board", "opp: Chalice of the Void (X=1, 0 charge)")
	if !strings.Contains(r.Answer, "countered") {
		t.Errorf("written 0 charge, the Chalice counters a spell of mana value 0: %q", r.Answer)
	}
	if r.Board != "opp: Chalice of the Void (X=1, 0 charge)" {
		t.Errorf("board %q: want the 0 charge written kept", r.Board)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "opp: Chalice of the Void (X=1, 2 charge)")
	if strings.Contains(r.Answer, "countered") {
		t.Errorf("written 2 charge, mana value 1 is not countered: %q", r.Answer)
	}

	r = ask(t, "judge tap", "board", "me: Astral Cornucopia (X=2)", "card", "Astral Cornucopia")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}")

	// Hangarback Walker (X=2) is a 2/2, not a 0/0 the state-based
	// actions put into the graveyard.
	r = ask(t, "judge mana", "board", "me: Hangarback Walker (X=2), Forest")
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "toughness 0") {
			t.Errorf("Hangarback Walker (X=2) has two +1/+1 counters: %q", s.Text)
		}
	}
	// X=0: none, as written.
	r = ask(t, "judge mana", "board", "me: Walking Ballista (X=0), Forest")
	if r.Board != "me: Walking Ballista (X=0), Forest" {
		t.Errorf("board %q", r.Board)
	}
}

// The counters X=N gives are not printed: the board prints as written,
// and reads back the same.
func TestParseBoardXGivesItsOwnCounters(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Chalice of the Void (X=2)", "me: Chalice of the Void (X=2)"},
		{"Chalice of the Void (x=2, 0 charge)", "me: Chalice of the Void (X=2, 0 charge)"},
		{"Chalice of the Void (X=2, 3 charge)", "me: Chalice of the Void (X=2, 3 charge)"},
		{"Hangarback Walker (X=3, 1 +1/+1)", "me: Hangarback Walker (X=3, 1 +1/+1)"},
		{"Endless One (X=4)", "me: Endless One (X=4)"},
		{"Nissa, Steward of Elements (X=3)", "me: Nissa, Steward of Elements (X=3)"},
		{"Chalice of the Void (X=0)", "me: Chalice of the Void (X=0)"},
	} {
		b, err := ParseBoard(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := b.String(); got != c.want {
			t.Errorf("%s: printed %q, want %q", c.in, got, c.want)
		}
		again, err := ParseBoard(b.String())
		if err != nil || again.String() != b.String() {
			t.Errorf("%s: printed form %q reads back as %v, %v", c.in, b.String(), again, err)
		}
	}
}

// CR 614.1c, 122.6: an effect that modifies the counters a permanent
// enters with (Doubling Season, Hardened Scales on a creature's +1/+1
// counters, Solemnity keeping them off) may have applied as a permanent
// written X=N without counters entered, had it been on the battlefield
// then, which the board does not say: the answer says so and asks for the
// counters. One that can't apply to its kind or type, or X 0 (no counter
// would have been put), leaves the reading as it is.
func TestRule614_1cXWrittenBesideCounterModifiers(t *testing.T) {
	for _, c := range []struct {
		board, card string
		refused     bool
	}{
		{"me: Astral Cornucopia (X=2), Doubling Season", "Astral Cornucopia", true},
		{"me: Astral Cornucopia (X=2, 4 charge), Doubling Season", "Astral Cornucopia", false},
		{"me: Astral Cornucopia (X=2), Hardened Scales", "Astral Cornucopia", false},
		{"me: Astral Cornucopia (X=2), Solemnity", "Astral Cornucopia", true},
		{"me: Astral Cornucopia (X=2); opp: Doubling Season", "Astral Cornucopia", false},
		{"me: Astral Cornucopia (X=0), Doubling Season", "Astral Cornucopia", false},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, !c.refused)
		if c.refused && !strings.Contains(r.Answer, "write its counters") {
			t.Errorf("%s: %q: want it to ask for the counters", c.board, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Hangarback Walker (X=2), Hardened Scales, Forest")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: Walking Ballista (X=0), Hardened Scales, Forest")
	wantUnderstood(t, r, true)
}

// CR 107.3m, 122.6: beside its controller's Unbound Flourishing, a
// permanent written X=N may have entered with 2N counters, had Flourishing
// been on the battlefield as it was cast, which the board does not say:
// the answer asks for its counters. Written with them, or beside an
// opponent's Flourishing, it is answered.
func TestRule107_3mUnboundFlourishingAndXWithoutCounters(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Astral Cornucopia (X=2), Unbound Flourishing")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "write its counters") {
		t.Errorf("answer %q", r.Answer)
	}
	for _, board := range []string{"me: Astral Cornucopia (X=2, 4 charge), Unbound Flourishing", "me: Astral Cornucopia (X=2); opp: Unbound Flourishing"} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), true)
	}
}

// CR 704.5i, 306.5b: a planeswalker whose loyalty is X written with X=0
// has no loyalty counters, as "0 loyalty" says: it is put into its
// owner's graveyard, and its abilities can't be activated. It was taken
// as a board that writes no loyalty.
func TestCR704_5iPlaneswalkerWithXZero(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Nissa, Steward of Elements (X=0)", "card", "Nissa, Steward of Elements")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	b, err := ParseBoard("me: Nissa, Steward of Elements (X=0)")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "me: Nissa, Steward of Elements (X=0)" {
		t.Errorf("prints %q", got)
	}
}
