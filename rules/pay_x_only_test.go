package rules

import "testing"

// CR 107.3, 601.2h: "Spend only black mana on X" (Drain Life, Consume
// Spirit) and "Spend only black and/or red mana on X" (Soul Burn) pay
// each mana of X with mana of those colors only: Drain Life with X = 2
// takes three {B} beside a Forest, so three Swamps and a Forest pay it and
// two Swamps and two Forests don't; each was refused as a restriction not
// worked out. An effect that changes its total cost, or Celestial Dawn's
// white mana spent as any color, still refuses.
func TestRule107_3SpendOnlyColorOnX(t *testing.T) {
	for _, c := range []struct {
		board, card, cost string
		payable           bool
	}{
		{"me: 3x Swamp, Forest", "Drain Life", "{X}{1}{B}", true},
		{"me: 2x Swamp, 2x Forest", "Drain Life", "{X}{1}{B}", false},
		{"me: 2x Swamp, Mountain, 2x Forest", "Soul Burn", "{X}{2}{B}", true},
		{"me: Swamp, 4x Forest", "Soul Burn", "{X}{2}{B}", false},
	} {
		wantPayable(t, pay(t, c.board, c.cost, "card", c.card, "x", "2"), c.payable)
	}
	wantUnderstood(t, pay(t, "me: 4x Swamp, Helm of Awakening", "{X}{1}{B}", "card", "Drain Life", "x", "2"), false)
	wantUnderstood(t, pay(t, "me: 4x Swamp, Celestial Dawn", "{X}{1}{B}", "card", "Drain Life", "x", "2"), false)
	wantUnderstood(t, pay(t, "me: 2x Forest, Swamp", "{2}{B}", "card", "Drain Life"), false)
}
