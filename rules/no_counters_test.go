package rules

import (
	"strings"
	"testing"
)

// CR 101.2, 122.6, 614.1c: "Counters can't be put on artifacts,
// creatures, enchantments, or lands." (Solemnity) keeps a permanent of
// those types from entering with counters, whatever would add to them
// (Hardened Scales), so Hangarback Walker cast with X = 2 enters with none
// and dies, and Chalice of the Void with none, where /judge enters
// refused; "Players can't get counters." bears on no question asked. It
// changes no mana made, and where an upkeep trigger puts a counter
// (cumulative upkeep) the answer is still refused.
func TestCR122_6CountersCantBePut(t *testing.T) {
	r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "2", "board", "opp: Solemnity")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 0 || !strings.Contains(r.Answer, "then dies") {
		t.Errorf("counters %v, answer %q: want none, and that it dies", r.Counters, r.Answer)
	}
	r = ask(t, "judge enters", "card", "Chalice of the Void", "x", "2", "board", "me: Solemnity, Hardened Scales")
	wantUnderstood(t, r, true)
	if r.Counters["charge"] != 0 {
		t.Errorf("counters %v, want no charge counter", r.Counters)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: [Counter Ban: Enchantment — Counters can't be put on artifacts.]")
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("Endless One, no artifact: counters %v, want 2 +1/+1", r.Counters)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Solemnity", "card", "Forest"), "{G}")
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Solemnity, Mystic Remora (1 age), Island"), false)
}
