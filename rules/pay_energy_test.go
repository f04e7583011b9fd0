package rules

import (
	"strings"
	"testing"
)

// CR 107.14, 118.3, 602.2b: paying {E} removes an energy counter from the
// player, who must have it. Aether Hub's "{T}, Pay {E}: Add one mana of
// any color." can be activated with energy 1 and not with energy 0;
// without the energy given, the answer says how to give it.
func TestRule107_14EnergyPaysForMana(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Aether Hub, energy 1", "card", "Aether Hub")
	wantMana(t, r, "{C}", "{W}", "{U}", "{B}", "{R}", "{G}")
	r = ask(t, "judge tap", "board", "me: Aether Hub, energy 0", "card", "Aether Hub")
	wantMana(t, r, "{C}")
	wantRules(t, r, "107.14", "118.3")
	r = ask(t, "judge tap", "board", "me: Aether Hub", "card", "Aether Hub")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "energy N") {
		t.Errorf("answer %q: want it to say how to give the energy", r.Answer)
	}
	r = pay(t, "me: Aether Hub, Island, energy 1", "{W}{U}")
	wantPayable(t, r, true)
	r = pay(t, "me: Aether Hub, Island, energy 0", "{W}{U}")
	wantPayable(t, r, false)
	// Energy is each player's own: an opponent's counters pay nothing.
	r = pay(t, "me: Aether Hub, Island; opp: energy 3", "{W}{U}")
	wantUnderstood(t, r, false)
}

// CR 107.14, 118.3: the mana abilities of one payment share the player's
// energy counters. With one counter, one of two Servants of the Conduit
// makes mana; with two, both do. Two Aether Hubs, each of which can also
// make {C} without energy, sharing one counter are refused.
func TestRule107_14EnergySharedByPayment(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: 2x Servant of the Conduit, energy 1", 1},
		{"me: 2x Servant of the Conduit, energy 2", 2},
		{"me: 3x Servant of the Conduit, Forest, energy 2", 3},
		{"me: 2x Aether Hub, energy 2", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: max mana %v, want %d (%s)", c.board, r.MaxMana, c.most, r.Answer)
		}
	}
	r := pay(t, "me: 2x Servant of the Conduit, energy 1", "{W}{U}")
	wantPayable(t, r, false)
	wantRules(t, r, "107.14")
	r = pay(t, "me: 2x Servant of the Conduit, energy 2", "{W}{U}")
	wantPayable(t, r, true)
	r = pay(t, "me: 2x Aether Hub, energy 1", "{W}{U}")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "energy") {
		t.Errorf("answer %q", r.Answer)
	}
}
