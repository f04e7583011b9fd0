package rules

import "testing"

// Squandered Resources' ruling of 2004-10-04 and CR 106.7: each land can
// be tapped for its mana and then sacrificed for one mana of a type it
// could produce; a tapped land can still be sacrificed; a land that could
// produce no mana adds none. Contamination makes a Forest produce {B}, so
// {B} is what it could produce; Mana Reflection doubles the tapping, not
// the sacrifice.
func TestSquanderedResourcesTapsThenSacrificesEachLand(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		want        bool
	}{
		{"me: Squandered Resources, Forest, Island", "{G}{G}{U}{U}", true},
		{"me: Squandered Resources, Forest, Island", "{1}{G}{G}{U}{U}", false},
		{"me: Squandered Resources, Forest (tapped), Island", "{G}{U}{U}", true},
		{"me: Squandered Resources, Forest (tapped), Island", "{G}{G}{U}", false},
		{"me: Squandered Resources, Forest, Contamination", "{B}{B}", true},
		{"me: Squandered Resources, Forest, Contamination", "{G}", false},
		{"me: Squandered Resources, Forest, Mana Reflection", "{G}{G}{G}", true},
		{"me: Squandered Resources, Forest, Mana Reflection", "{G}{G}{G}{G}", false},
		{"me: Squandered Resources, Gemstone Mine (2 mining)", "{R}{U}", true},
		{"me: Squandered Resources, Gemstone Mine (1 mining)", "{R}{U}", false},
		{"me: Squandered Resources; opp: Forest", "{G}", false},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, true)
		if r.Payable == nil || *r.Payable != c.want {
			t.Errorf("%s pays %s: %q, want payable %v", c.board, c.cost, r.Answer, c.want)
		}
	}
	r := ask(t, "judge mana", "board", "me: Squandered Resources, Reflecting Pool, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("Pool and Forest, each tapped and sacrificed: max mana %v, want 4", r.MaxMana)
	}
	wantRules(t, r, "106.7")
	wantRuling(t, r, "Squandered Resources", "2004-10-04")
	// Under Celestial Dawn the Forest is a Plains: tapped and sacrificed
	// it makes {W}{W}, which pays {U}{U}; all the mana made is spent.
	r = pay(t, "me: Squandered Resources, Llanowar Elves, Forest, Celestial Dawn", "{1}{U}{U}")
	wantPayable(t, r, true)
	if r.Payments[0].Left != "" {
		t.Errorf("left %q, want none", r.Payments[0].Left)
	}
	// Cabal Coffers' {2} could be paid with the mana of a Swamp it
	// counts: the engine does not order that, and says so.
	r = pay(t, "me: Squandered Resources, Cabal Coffers, Swamp, Swamp", "{B}")
	wantUnderstood(t, r, false)
}
