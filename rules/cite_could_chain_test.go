package rules

import (
	"slices"
	"testing"
)

// CR 106.7: lands that add mana by what other lands could produce help
// each other only where some land makes a type of mana. Where one looks
// at an Exotic Orchard, that card's ruling on such lands (2009-02-01, whose
// example is this board) is cited beside the land's own; Reflecting
// Pool's ruling speaks only of more Reflecting Pools, and is not cited for
// an Exotic Orchard that looks at one.
func TestRule106_7ChainCitesExoticOrchardsRuling(t *testing.T) {
	board := "me: Forest, Exotic Orchard; opp: Exotic Orchard, Reflecting Pool"
	r := ask(t, "judge could-produce", "board", board, "card", "Reflecting Pool")
	wantRuling(t, r, "Reflecting Pool", "2008-05-01")
	wantRuling(t, r, "Exotic Orchard", "2009-02-01")
	r = ask(t, "judge tap", "board", board, "card", "Exotic Orchard")
	wantRuling(t, r, "Exotic Orchard", "2009-02-01")
	if slices.ContainsFunc(r.Rulings, func(c CitedRuling) bool { return c.Card == "Reflecting Pool" }) {
		t.Errorf("Exotic Orchard cites Reflecting Pool's ruling on more Reflecting Pools: %+v", r.Rulings)
	}
}
