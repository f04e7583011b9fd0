package rules

import (
	"slices"
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
// makes mana; with two, both do. Two Aether Hubs sharing one counter make
// one mana of a color and {C}.
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
	wantPayable(t, r, false)
	wantRules(t, r, "107.14")
	r = pay(t, "me: 2x Aether Hub, energy 1", "{W}")
	wantPayable(t, r, true)
}

// CR 107.14, 118.3: where only some of a permanent's mana abilities pay
// energy, the copies the counters don't pay for are still used in the
// other ways: three Aether Hubs with one counter make {C}{C} and one mana
// of any color, and pay {1}{R} one way.
func TestRule107_14EnergyLeavesOtherUses(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: 3x Aether Hub, energy 1")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 || r.MaxByType["R"] != 1 || r.MaxByType["C"] != 3 {
		t.Errorf("max %v by type %v (%s)", r.MaxMana, r.MaxByType, r.Answer)
	}
	r = pay(t, "me: 3x Aether Hub, energy 1", "{1}{R}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 {
		t.Errorf("%d ways, want 1: %+v", len(r.Payments), r.Payments)
	}
	r = pay(t, "me: 3x Aether Hub, energy 1", "{R}{G}")
	wantPayable(t, r, false)
	// {2}: two Hubs for {C}, or one for {C} and one paying the energy
	// counter, which is not the same way (its event is the energy paid).
	r = pay(t, "me: 3x Aether Hub, energy 1", "{2}")
	if len(r.Payments) != 2 || len(r.Payments[0].Events) != 0 || !slices.Equal(r.Payments[1].Events, []string{"you pay {E}"}) {
		t.Errorf("{2}: %d ways, want 2: %+v", len(r.Payments), r.Payments)
	}
}

// CR 118.3, 702.51a: a creature whose mana ability discards a card is
// still a creature to convoke with when the hand can't pay for it: with
// one card besides the spell, one Bog Witch discards for {B}{B}{B} and the
// other convokes, so Conclave Phalanx's {4}{W} is paid.
func TestRule118_3DiscardLeavesConvoke(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: hand 2, 2x Bog Witch, Swamp, Plains", "cost", "{4}{W}", "card", "Conclave Phalanx")
	wantPayable(t, r, true)
	r = ask(t, "judge pay", "board", "me: hand 1, 2x Bog Witch, Swamp, Plains", "cost", "{4}{W}", "card", "Conclave Phalanx")
	wantPayable(t, r, false)
}

// CR 605.1a, 106.12: tapping a Forest beside Chromatic Lantern for {G}
// needs no choice, as its own ability adds {G}: the way says none, where
// it said the Lantern's ability chose green.
func TestRule605_1aNoChoiceWhereOneAbilityNeedsNone(t *testing.T) {
	r := pay(t, "me: Chromatic Lantern, Forest", "{G}")
	wantPayable(t, r, true)
	for _, p := range r.Payments {
		if len(p.Sources) == 1 && p.Sources[0].Card == "Forest" && len(p.Choices) != 0 {
			t.Errorf("Forest for {G}: choices %q, want none", p.Choices)
		}
	}
}
