package rules

import "testing"

// CR 106.6: a mana ability may give the spell its mana is spent on an
// effect without restricting how the mana is spent, so Hall of the Bandit
// Lord's {C} ("If that mana is spent on a creature spell, it gains
// haste.") and Pyromancer's Goggles' {R} pay any cost, where the riders
// were read as restrictions the engine does not model; "Spend this mana
// only …" still restricts (Ancient Ziggurat).
func TestRule106_6SpentRiderDoesNotRestrict(t *testing.T) {
	for _, c := range []struct{ board, cost, card string }{
		{"me: Hall of the Bandit Lord, life 5", "{1}", ""},
		{"me: Hall of the Bandit Lord, life 5", "{1}", "Counterspell"},
		{"me: Pyromancer's Goggles", "{R}", ""},
		{"me: Boseiju, Who Shelters All, life 2", "{C}", "Ornithopter"},
	} {
		kv := []string{"board", c.board, "cost", c.cost}
		if c.card != "" {
			kv = append(kv, "card", c.card)
		}
		r := ask(t, "judge pay", kv...)
		wantUnderstood(t, r, true)
		if r.Payable == nil || !*r.Payable {
			t.Errorf("%s, %s: payable %v, want true (%s)", c.board, c.cost, r.Payable, r.Answer)
		}
	}
	r := ask(t, "judge pay", "board", "me: Ancient Ziggurat", "cost", "{U}", "card", "Counterspell")
	if r.Payable == nil || *r.Payable {
		t.Errorf("Ancient Ziggurat for Counterspell: payable %v, want false (%s)", r.Payable, r.Answer)
	}
}
