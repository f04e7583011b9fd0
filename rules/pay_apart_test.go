package rules

import "testing"

// CR 605.3a, 602.2b: Calciform Pools' "{1}, Remove X storage counters:
// Add X mana in any combination of {W} and/or {U}" has no {T}, so Pools
// may be tapped for {C} and that {C} pay the {1}: with three storage
// counters it makes three mana, any mix of {W} and {U}, on its own. One
// activation removing every counter does all that more would, for less.
func TestRule605_3aCalciformPoolsTapsToPayItsStorageAbility(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Calciform Pools (3 storage)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 || r.MaxByType["W"] != 3 || r.MaxByType["U"] != 3 || r.MaxByType["C"] != 1 {
		t.Errorf("max mana %v %v: %q", r.MaxMana, r.MaxByType, r.Answer)
	}
	wantRules(t, r, "605.3a")
	r = ask(t, "judge mana", "board", "me: Calciform Pools (tapped, 3 storage)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("tapped Pools with nothing to pay {1}: max mana %v", r.MaxMana)
	}
	r = ask(t, "judge mana", "board", "me: Calciform Pools (tapped, 3 storage), Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 || r.MaxByType["G"] != 1 {
		t.Errorf("tapped Pools and a Forest: max mana %v %v", r.MaxMana, r.MaxByType)
	}
	for _, c := range []struct {
		board, cost string
		want        bool
	}{
		{"me: Calciform Pools (3 storage)", "{W}{U}{U}", true},
		{"me: Calciform Pools (3 storage)", "{W}{U}{U}{C}", false},
		{"me: Calciform Pools (2 storage), Forest", "{C}{W}{W}", true},
		{"me: Calciform Pools (2 storage), Forest", "{W}{W}{W}", false},
		{"me: Calciform Pools (2 storage), Calciform Pools (2 storage)", "{W}{W}{U}{U}", true},
		{"me: Calciform Pools (2 storage), Calciform Pools (2 storage)", "{W}{W}{U}{U}{C}", false},
		{"me: Calciform Pools", "{W}", false},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, true)
		if r.Payable == nil || *r.Payable != c.want {
			t.Errorf("%s pays %s: %q, want payable %v", c.board, c.cost, r.Answer, c.want)
		}
	}
	// Mana Reflection doubles the {C} of tapping it, not the storage
	// ability's mana, which no {T} makes (106.12).
	r = ask(t, "judge mana", "board", "me: Calciform Pools (3 storage), Mana Reflection")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("with Mana Reflection: max mana %v, want 4", r.MaxMana)
	}
}
