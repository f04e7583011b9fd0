package rules

import (
	"slices"
	"testing"
)

// CR 605.1a and 122.1: two Gemstone Mines, one with one mining counter and
// one with two, make the same mana, but only the first is left with no
// counter and sacrificed; a way that uses both says so of one alone, where
// it counted them as two equal permanents both sacrificed.
func TestRule605_1aEqualManaDifferentRidersAreNotMerged(t *testing.T) {
	const board = "me: Gemstone Mine (1 mining), Gemstone Mine (2 mining)"
	for _, r := range []*Ruling{pay(t, board, "{2}"), ask(t, "judge mana", "board", board)} {
		if len(r.Payments) == 0 {
			t.Fatalf("%s: no way", r.Answer)
		}
		p := r.Payments[0]
		for _, s := range p.Sources {
			if s.Count != 1 {
				t.Errorf("%s: %d × %s, want each Mine on its own", r.Answer, s.Count, s.Card)
			}
		}
		const sacrificed = "Gemstone Mine is sacrificed: no mining counters are left on it"
		const kept = "1 mining counter is left on Gemstone Mine, so it is not sacrificed"
		if n := countOf(p.Events, sacrificed); n != 1 || !slices.Contains(p.Events, kept) {
			t.Errorf("%s: events %q, want one Mine sacrificed and one kept", r.Answer, p.Events)
		}
	}
	// Equal Mines are still counted together.
	r := pay(t, "me: 2x Gemstone Mine (2 mining)", "{2}")
	if len(r.Payments) != 1 || len(r.Payments[0].Sources) != 1 || r.Payments[0].Sources[0].Count != 2 {
		t.Errorf("two equal Mines: ways %q", actions(r))
	}
}
