package command

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules"
)

// TestRule107_3EntersWithoutXIsZeroForACardWithNoX checks that /judge
// enters of a card with no {X} in its mana cost needs no x:: X is 0 for it
// (CR 107.3, 107.3a), and the answer is the one x:0 gets, filed under the
// same canonical command.
func TestRule107_3EntersWithoutXIsZeroForACardWithNoX(t *testing.T) {
	for _, card := range []string{"Dark Confidant", "Forest"} {
		without, err := Ask(context.Background(), `/judge enters card:"`+card+`"`)
		if err != nil {
			t.Fatalf("%s without x: %v", card, err)
		}
		with, err := Ask(context.Background(), `/judge enters card:"`+card+`" x:0`)
		if err != nil {
			t.Fatalf("%s with x:0: %v", card, err)
		}
		if without.Canonical != with.Canonical || !strings.Contains(without.Canonical, "x:0") {
			t.Errorf("%s: canonical %q without x, %q with x:0", card, without.Canonical, with.Canonical)
		}
		if !without.Understood || without.EtbX == nil || *without.EtbX != 0 || without.ManaValue == nil || with.ManaValue == nil || *without.ManaValue != *with.ManaValue {
			t.Errorf("%s without x: understood %v, etb_x %v, mana value %v; with x:0 mana value %v", card, without.Understood, without.EtbX, without.ManaValue, with.ManaValue)
		}
	}
}

// TestRule107_3aEntersOfACardWithXNeedsX checks that a card with {X} in its
// mana cost, or in a face's, still needs the X chosen as it was cast
// (CR 107.3a).
func TestRule107_3aEntersOfACardWithXNeedsX(t *testing.T) {
	for _, card := range []string{"Endless One", "Hangarback Walker"} {
		_, err := Ask(context.Background(), `/judge enters card:"`+card+`"`)
		var ie *rules.InputError
		if !errors.As(err, &ie) || ie.Option != "x" || !strings.Contains(ie.Message, "missing the required option x:") || !strings.Contains(ie.Message, "{X}") {
			t.Errorf("%s without x: error %v, want x: required because of its {X}", card, err)
		}
	}
}

// TestRule107_3mEntersNotCastNeedsNoX checks that a card with {X} in its
// mana cost put onto the battlefield without being cast needs no x:: no
// value was chosen for X, so X is 0 for its enters abilities (CR 107.3m,
// 107.3g), where the missing x: was an input error.
func TestRule107_3mEntersNotCastNeedsNoX(t *testing.T) {
	r, err := Ask(context.Background(), `/judge enters card:"Walking Ballista" cast:false`)
	if err != nil {
		t.Fatalf("Walking Ballista cast:false without x: %v", err)
	}
	if !r.Understood || r.EtbX == nil || *r.EtbX != 0 || r.Counters["+1/+1"] != 0 || !strings.Contains(r.Canonical, "x:0") {
		t.Errorf("understood %v, etb_x %v, counters %v, canonical %q: want X 0, no counters", r.Understood, r.EtbX, r.Counters, r.Canonical)
	}
}
