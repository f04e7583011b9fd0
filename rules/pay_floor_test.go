package rules

import "testing"

// CR 601.2f; Trinisphere rulings 2004-12-01: while Trinisphere is
// untapped, a spell whose total cost, after every increase and
// reduction, is less than three mana costs three, the rest generic: a
// Lightning Bolt takes three Mountains, a Grizzly Bears under Helm of
// Awakening still three, and one under two Spheres of Resistance its own
// {3}{G}; a Phyrexian symbol is one mana of the three, which may still be
// paid with life (Gitaxian Probe: {2}{U/P}); a tapped Trinisphere changes
// nothing. A monocolored hybrid symbol, one mana or two, is refused.
func TestRule601_2fTrinisphereSetsTheLeastTotalCost(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: 2x Mountain, Trinisphere", "{R}", "Lightning Bolt", false},
		{"me: 3x Mountain; opp: Trinisphere", "{R}", "Lightning Bolt", true},
		{"me: Mountain; opp: Trinisphere (tapped)", "{R}", "Lightning Bolt", true},
		{"me: 2x Forest, Trinisphere, Helm of Awakening", "{1}{G}", "Grizzly Bears", false},
		{"me: 3x Forest, Trinisphere, Helm of Awakening", "{1}{G}", "Grizzly Bears", true},
		{"me: 3x Forest, Trinisphere, 2x Sphere of Resistance", "{1}{G}", "Grizzly Bears", false},
		{"me: 4x Forest, Trinisphere, 2x Sphere of Resistance", "{1}{G}", "Grizzly Bears", true},
		{"me: 2x Island, Trinisphere, life 2", "{U/P}", "Gitaxian Probe", true},
		{"me: 2x Island, Trinisphere, life 1", "{U/P}", "Gitaxian Probe", false},
		{"me: 2x Island, Trinisphere", "{0}", "Memnite", false},
		{"me: 3x Island, Trinisphere", "{0}", "Memnite", true},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
	}
	r := pay(t, "me: 3x Swamp, Trinisphere", "{2/B}{2/B}{2/B}", "card", "Beseech the Queen")
	wantUnderstood(t, r, false)
}
