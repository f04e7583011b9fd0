package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 605.3a, 602.2b, 106.4: Grim Monolith's "{4}: Untap Grim Monolith."
// costs more than the {C}{C}{C} it then makes, so the most mana is made
// without it, and it can make no more {C} than that mana in all, less
// one, where that is no more than the most {C} made without it. Beside a
// Signet, whose {1} the Monolith's mana may pay before the untap, this
// was refused (a common pair in Commander). Where the untap may turn more
// mana into {C} (a Forest's and the Signet's mana pay it: four {C}), or
// costs no more than it makes (Basalt Monolith's {3}), it still is.
func TestRule605_3aAnUntapThatCostsMoreThanItMakes(t *testing.T) {
	for _, c := range []struct {
		board  string
		most   int
		byType map[string]int
	}{
		{"me: Grim Monolith, Azorius Signet", 4, map[string]int{"W": 1, "U": 1, "C": 3}},
		{"me: Grim Monolith, Sol Ring, Azorius Signet", 6, map[string]int{"W": 1, "U": 1, "C": 5}},
		{"me: Sol Ring, Azorius Signet, Grim Monolith (tapped)", 3, map[string]int{"W": 1, "U": 1, "C": 2}},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
		for k, n := range c.byType {
			if r.MaxByType[k] != n {
				t.Errorf("%s: most %s %d, want %d", c.board, k, r.MaxByType[k], n)
			}
		}
		if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.HasPrefix(s.Text, "Untapping Grim Monolith") }) {
			t.Errorf("%s: steps %+v: want the untap weighed", c.board, r.Steps)
		}
	}
	for _, board := range []string{
		"me: Grim Monolith, Azorius Signet, Forest",
		"me: Basalt Monolith, Azorius Signet",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
}
