package rules

import "testing"

// CR 602.2b, 601.2h: Mutavault's "{1}: This land becomes a 2/2 creature"
// is activated before the spell is cast and its {1} paid then, apart from
// the spell's cost. A Forest, an Island, a Wastes, Gaea's Cradle and
// Mutavault pay {G}{G} once Mutavault is a creature, and each way's spent
// mana is the {G}{G} that pays the cost, the {1} left out of it, as a
// storage counter's {1} is.
func TestRule602_2bSpentLeavesOutTheAbilityActivatedFirst(t *testing.T) {
	r := pay(t, "me: Forest, Island, Wastes, Gaea's Cradle, Mutavault", "{G}{G}")
	wantPayable(t, r, true)
	for _, p := range r.Payments {
		if p.Spent != "{G}{G}" {
			t.Errorf("a way spends %q of %q on {G}{G} (%v)", p.Spent, p.Mana, p.Events)
		}
	}
}
