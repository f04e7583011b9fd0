package rules

import "testing"

// CR 205.3m, 308.3, 702.73a: creatures and kindred cards share their
// subtypes, the creature types, so "Goblin spells you cast cost {1} less
// to cast" (Goblin Warchief) lowers Warren Weirding, a Tribal Sorcery —
// Goblin, to {B}, and Crib Swap, a Tribal Instant with changeling, to
// {1}{W}; Stinkdrinker Daredevil's Giant spells take Crush Underfoot to
// {R}. A creature spell of another type is not lowered.
func TestRule205_3mKindredSpellHasCreatureTypes(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: Swamp, Goblin Warchief", "{1}{B}", "Warren Weirding", true},
		{"me: 2x Plains, Goblin Warchief", "{2}{W}", "Crib Swap", true},
		{"me: Plains, Goblin Warchief", "{2}{W}", "Crib Swap", false},
		{"me: Mountain, Stinkdrinker Daredevil", "{1}{R}", "Crush Underfoot", true},
		{"me: Forest, Goblin Warchief", "{1}{G}", "Grizzly Bears", false},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
	}
}
