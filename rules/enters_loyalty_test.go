package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 306.5b, 614.1c: a planeswalker enters with its printed loyalty in
// loyalty counters, a replacement effect that Doubling Season modifies
// (Ugin with Doubling Season enters with 14); the counters were answered
// as none.
func TestRule306_5bPlaneswalkerEntersWithLoyalty(t *testing.T) {
	r := ask(t, "judge enters", "card", "Ugin, the Spirit Dragon", "x", "0")
	wantUnderstood(t, r, true)
	if r.Counters["loyalty"] != 7 {
		t.Errorf("counters %v, want 7 loyalty", r.Counters)
	}
	wantRules(t, r, "306.5b")
	r = ask(t, "judge enters", "card", "Ugin, the Spirit Dragon", "x", "0", "board", "me: Doubling Season")
	if r.Counters["loyalty"] != 14 {
		t.Errorf("Doubling Season: counters %v, want 14 loyalty", r.Counters)
	}
	r = ask(t, "judge enters", "card", "Ugin, the Spirit Dragon", "x", "0", "board", "me: Hardened Scales")
	if r.Counters["loyalty"] != 7 {
		t.Errorf("Hardened Scales: counters %v, want 7 loyalty", r.Counters)
	}
	// A printed loyalty of X is the X paid (Nissa, Steward of Elements).
	r = ask(t, "judge enters", "card", "Nissa, Steward of Elements", "x", "3")
	if r.Counters["loyalty"] != 3 {
		t.Errorf("Nissa: counters %v, want 3 loyalty", r.Counters)
	}
}

// CR 704.5i, 306.5b: Nissa, Steward of Elements cast with X = 0, or put
// onto the battlefield without being cast, enters with no loyalty counters
// and is put into its owner's graveyard before any player gets priority
// (its ruling of 2017-04-18); the answer said only that it entered with 0
// loyalty counters. A planeswalker doesn't die (CR 700.4).
func TestRule704_5iPlaneswalkerEntersWithNoLoyalty(t *testing.T) {
	for _, kv := range [][]string{
		{"card", "Nissa, Steward of Elements", "x", "0"},
		{"card", "Nissa, Steward of Elements", "x", "3", "cast", "false"},
	} {
		r := ask(t, "judge enters", kv...)
		wantUnderstood(t, r, true)
		if r.Counters["loyalty"] != 0 {
			t.Errorf("%v: counters %v, want no loyalty", kv, r.Counters)
		}
		wantRules(t, r, "704.5i")
		if !strings.Contains(r.Answer, "graveyard") || strings.Contains(r.Answer, "dies") {
			t.Errorf("%v: answer %q, want it put into its owner's graveyard", kv, r.Answer)
		}
	}
	r := ask(t, "judge enters", "card", "Nissa, Steward of Elements", "x", "2")
	if strings.Contains(r.Answer, "graveyard") || slices.Contains(r.Rules, "704.5i") {
		t.Errorf("X = 2: answer %q, rules %v: it stays", r.Answer, r.Rules)
	}
}

// CR 614.12, 613.1d: a planeswalker entering beside Mycosynth Lattice is
// an artifact as it would exist on the battlefield, so Winding
// Constrictor's effect gives it one more loyalty counter (Winding
// Constrictor's ruling of 2017-09-29) and Solemnity's keeps every counter
// off it, which then puts it into its owner's graveyard (704.5i); both
// were read from its printed types, giving 3 loyalty counters.
func TestRule614_12EnteringTypesDecideCounterEffects(t *testing.T) {
	r := ask(t, "judge enters", "card", "Ajani Vengeant", "board", "me: Mycosynth Lattice, Winding Constrictor")
	wantUnderstood(t, r, true)
	if r.Counters["loyalty"] != 4 {
		t.Errorf("Lattice and Constrictor: counters %v, want 4 loyalty", r.Counters)
	}
	wantRules(t, r, "614.12")
	r = ask(t, "judge enters", "card", "Ajani Vengeant", "board", "me: Mycosynth Lattice; opp: Solemnity")
	if r.Counters["loyalty"] != 0 || !slices.Contains(r.Rules, "704.5i") {
		t.Errorf("Lattice and Solemnity: counters %v, rules %v, want none and 704.5i", r.Counters, r.Rules)
	}
	// A land made an artifact too; without the Lattice, neither applies.
	r = ask(t, "judge enters", "card", "Gemstone Mine", "board", "me: Mycosynth Lattice, Winding Constrictor")
	if r.Counters["mining"] != 4 {
		t.Errorf("Gemstone Mine: counters %v, want 4 mining", r.Counters)
	}
	r = ask(t, "judge enters", "card", "Ajani Vengeant", "board", "me: Winding Constrictor; opp: Solemnity")
	if r.Counters["loyalty"] != 3 {
		t.Errorf("no Lattice: counters %v, want 3 loyalty", r.Counters)
	}
}
