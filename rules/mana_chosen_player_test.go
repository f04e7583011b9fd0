package rules

import (
	"slices"
	"testing"
)

// CR 605.1a, 106.6: Spectral Searchlight's "Choose a player. That player
// adds one mana of any color they choose." is a mana ability (it has no
// target); its controller may choose themselves (its ruling of
// 2005-10-01), so it makes one mana of any color for them, which Mana
// Reflection doubles. It was refused as a mana effect not modelled.
func TestRule605_1aSpectralSearchlightChoosesItsController(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Spectral Searchlight", "card", "Spectral Searchlight")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	if !slices.Contains(r.Outcomes[0].Events, "you choose yourself as the player who adds the mana") {
		t.Errorf("events %v", r.Outcomes[0].Events)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Spectral Searchlight, Mana Reflection", "card", "Spectral Searchlight"), "{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}")
	wantMost(t, "me: Spectral Searchlight, Forest", 2, map[string]int{"W": 1, "G": 2})
	wantMost(t, "me: Forest; opp: Spectral Searchlight", 1, map[string]int{"G": 1})
	wantPayable(t, pay(t, "me: Spectral Searchlight, Forest", "{U}{G}"), true)
}
