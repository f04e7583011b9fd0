package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 601.3 and 101.2: a player can begin to cast a spell only if no
// effect prohibits it, so a spell that can't be cast can't be paid for,
// whatever mana the player has. Steel Golem stops its controller's
// creature spells, not their instants, and not another player's.
func TestRule601_3PayForASpellThatCantBeCast(t *testing.T) {
	for _, c := range []struct {
		board, cost, card, player string
		want                      bool
	}{
		{"me: 3x Forest, Steel Golem", "{1}{G}", "Grizzly Bears", "", false},
		{"me: 3x Forest, Steel Golem", "{1}{G}", "Giant Growth", "", true},
		{"me: 3x Forest; opp: Steel Golem", "{1}{G}", "Grizzly Bears", "", true},
		{"me: 3x Forest; opp: Steel Golem, 3x Forest", "{1}{G}", "Grizzly Bears", "opp", false},
		// Gaddock Teeg: noncreature spells of mana value 4 or more, and
		// noncreature spells with {X} in their mana costs.
		{"me: 5x Forest; opp: Gaddock Teeg", "{2}{G}{G}", "Harmonize", "", false},
		{"me: 5x Forest; opp: Gaddock Teeg", "{1}{G}", "Rampant Growth", "", true},
		{"me: 5x Forest; opp: Gaddock Teeg", "{X}{G}", "Stream of Life", "", false},
		{"me: 5x Forest; opp: Gaddock Teeg", "{X}{G}{G}", "Genesis Wave", "", false},
	} {
		kv := []string{"card", c.card}
		if c.player != "" {
			kv = append(kv, "player", c.player)
		}
		if strings.Contains(c.cost, "{X}") {
			kv = append(kv, "x", "2")
		}
		r := pay(t, c.board, c.cost, kv...)
		wantPayable(t, r, c.want)
		if !c.want && (len(r.Payments) > 0 || !strings.Contains(r.Answer, "can't cast "+c.card)) {
			t.Errorf("%s, %s: answer %q with %d payments, want the spell named as one that can't be cast and no payment", c.board, c.card, r.Answer, len(r.Payments))
		}
		if !c.want && !slices.Contains(r.Rules, "601.3") {
			t.Errorf("%s, %s: rules %v do not cite 601.3", c.board, c.card, r.Rules)
		}
	}
}

// CR 107.3m and 601.3: where the effect reads the spell's mana value and
// the spell has {X} whose value is not given, the engine can't tell.
func TestRule107_3mCantBeCastByManaValueWithXUnknown(t *testing.T) {
	r := pay(t, "me: 5x Mountain; opp: [Tall Wall: Enchantment — Noncreature spells with mana value 4 or greater can't be cast.]", "{R}", "card", "Blaze")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "give the value of X") {
		t.Errorf("answer %q does not ask for X", r.Answer)
	}
	r = pay(t, "me: 5x Mountain; opp: [Tall Wall: Enchantment — Noncreature spells with mana value 4 or greater can't be cast.]", "{X}{R}", "card", "Blaze", "x", "2")
	wantPayable(t, r, true)
	r = pay(t, "me: 5x Mountain; opp: [Tall Wall: Enchantment — Noncreature spells with mana value 4 or greater can't be cast.]", "{X}{R}", "card", "Blaze", "x", "3")
	wantPayable(t, r, false)
}

// CR 709.3a: only the half of a split card chosen as it is cast is
// evaluated to see if it can be cast, so Gaddock Teeg (mana value 4 or
// greater) does not stop Fire // Ice, whose halves are each 2 though the
// card's combined mana value is 4; it stops Commit // Memory, whose halves
// are 4 and 6.
func TestRule709_3aSplitCardHalfEvaluatedToCast(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		want              bool
	}{
		{"me: 3x Mountain, Island; opp: Gaddock Teeg", "{1}{R}", "Fire // Ice", true},
		{"me: 3x Mountain, Island; opp: Gaddock Teeg", "{1}{R}", "Fire", true},
		{"me: 6x Island; opp: Gaddock Teeg", "{3}{U}", "Commit // Memory", false},
		{"me: 6x Island; opp: Gaddock Teeg", "{3}{U}", "Commit", false},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantPayable(t, r, c.want)
		if !c.want && !slices.Contains(r.Rules, "601.3") {
			t.Errorf("%s, %s: rules %v do not cite 601.3", c.board, c.card, r.Rules)
		}
	}
}
