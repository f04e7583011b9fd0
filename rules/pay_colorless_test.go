package rules

import "testing"

// CR 601.2f, 702.114a, 202.2: "Colorless spells you cast cost {1} less to
// cast" (Herald of Kozilek) lowers Thought-Knot Seer to {2}{C}, a devoid
// Eldrazi Displacer to {1}{W} and Sol Ring to {0}, and not a green
// Grizzly Bears, nor an opponent's spell.
func TestRule601_2fColorlessSpellsCostLess(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: 3x Wastes, Herald of Kozilek", "{3}{C}", "Thought-Knot Seer", true},
		{"me: 2x Wastes, Herald of Kozilek", "{3}{C}", "Thought-Knot Seer", false},
		{"me: 2x Plains, Herald of Kozilek", "{2}{W}", "Eldrazi Displacer", true},
		{"me: Herald of Kozilek", "{1}", "Sol Ring", true},
		{"me: Forest, Herald of Kozilek", "{1}{G}", "Grizzly Bears", false},
		{"me: Wastes; opp: Herald of Kozilek", "{2}", "Mind Stone", false},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
	}
}
