package rules

import "testing"

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
