package rules

import (
	"strings"
	"testing"
)

// CR 107.4c, 106.1b, 601.2h: "{C} … can be paid only with colorless mana",
// and a colored symbol only with mana of its color. Cascading Cataracts'
// "{5}, {T}: Add five mana in any combination of colors." is 126 ways of
// using one land, each with a mana cost: the kinds of mana the solver tells
// apart are those some symbol treats differently, however many ways there
// are. Four Forests can't pay its {5}, so they and it make no {U}; its five
// colored mana pay no {C}.
func TestRule107_4cColorlessSymbolBesideManyCostedWays(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		payable     bool
	}{
		{"me: 4x Forest, Cascading Cataracts", "{U}", false},
		{"me: 5x Forest, Cascading Cataracts", "{U}{U}{U}{U}{U}", true},
		{"me: 5x Forest, Cascading Cataracts", "{U}{U}{U}{U}{U}{U}", false},
		{"me: 5x Forest, Cascading Cataracts", "{C}{C}", false},
		{"me: Forest, Island, Sol Ring, Cascading Cataracts", "{C}{C}{C}", true},
		{"me: Forest, Island, Sol Ring, Cascading Cataracts", "{C}{C}{C}{C}", false},
		{"me: Wastes, [Cascade Test: Land — {4}, {T}: Add four mana in any combination of colors.]", "{U}", false},
		{"me: Wastes, [Cascade Test: Land — {1}, {T}: Add four mana in any combination of colors.]", "{C}{C}", false},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, c.payable)
		for _, p := range r.Payments {
			if strings.Count(p.Spent, "{") != strings.Count(c.cost, "{") {
				t.Errorf("%s, %s: a way spends %q", c.board, c.cost, p.Spent)
			}
		}
	}
	r := ask(t, "judge mana", "board", "me: Forest, Island, Sol Ring, Cascading Cataracts")
	if r.MaxMana == nil || *r.MaxMana != 5 || r.MaxByType["U"] != 1 || r.MaxByType["C"] != 3 {
		t.Errorf("mana: %v %v (%s)", r.MaxMana, r.MaxByType, r.Answer)
	}
}
