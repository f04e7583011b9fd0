package rules

import "testing"

// CR 603.3, 107.3m: a trigger on a spell being cast whose whole effect is
// drawing cards (Zendikar Resurgent's "Whenever you cast a creature
// spell, draw a card") resolves before the spell (Zendikar Resurgent's
// ruling of 2016-01-22), and a card drawn changes none of the X the
// spell enters with, its counters or its mana value, so /judge enters
// answers beside it, where it refused; what triggers on the card drawn
// still bears (Psychosis Crawler).
func TestCR603_3CastTriggerThatDrawsChangesNoX(t *testing.T) {
	r := ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: Zendikar Resurgent")
	wantUnderstood(t, r, true)
	if r.EtbX == nil || *r.EtbX != 2 || r.Counters["+1/+1"] != 2 {
		t.Errorf("etb_x %v, counters %v, want 2 and 2 +1/+1", r.EtbX, r.Counters)
	}
	r = ask(t, "judge enters", "card", "Hangarback Walker", "x", "1", "board", "me: Zendikar Resurgent, Hardened Scales")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("counters %v, want 2 +1/+1", r.Counters)
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: Zendikar Resurgent, Psychosis Crawler"), false)
}
