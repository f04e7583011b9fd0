package command

import (
	"context"
	"errors"
	"testing"

	"github.com/orrery-judge/orrery/rules"
)

// TestPayCardsManaCost: /judge pay with card: and no cost: pays the card's
// mana cost as printed (CR 202.1), the front face's for a card that
// transforms (CR 712.8c) and the named half's for a half of a split card
// (CR 709.3a), and the canonical command gives that cost.
func TestPayCardsManaCost(t *testing.T) {
	cases := []struct {
		ask, canonical string
		payable        bool
	}{
		{`/judge pay board:"me: Forest, Island" card:Counterspell`,
			`/judge pay board:"me: Forest, Island" cost:{U}{U} card:Counterspell`, false},
		{`/judge pay board:"me: Island, Island" card:Counterspell`,
			`/judge pay board:"me: 2x Island" cost:{U}{U} card:Counterspell`, true},
		{`/judge pay board:"me: Island" card:"Delver of Secrets"`,
			`/judge pay board:"me: Island" cost:{U} card:"Delver of Secrets"`, true},
		{`/judge pay board:"me: Mountain, Forest, Forest" card:Blaze x:2`,
			`/judge pay board:"me: Mountain, 2x Forest" cost:{X}{R} card:Blaze x:2`, true},
		{`/judge pay board:"me: Mountain, Forest, Forest" card:Blaze x:3`,
			`/judge pay board:"me: Mountain, 2x Forest" cost:{X}{R} card:Blaze x:3`, false},
		// A half of a split card named is the half cast, for its own
		// cost (CR 709.3, 709.3a).
		{`/judge pay board:"me: Island, Mountain" card:fire`,
			`/judge pay board:"me: Island, Mountain" cost:{1}{R} card:Fire`, true},
		{`/judge pay board:"me: Island" card:Ice`,
			`/judge pay board:"me: Island" cost:{1}{U} card:Ice`, false},
		// A cost given is paid, whatever the card's own.
		{`/judge pay board:"me: Island" card:Counterspell cost:{U}`,
			`/judge pay board:"me: Island" cost:{U} card:Counterspell`, true},
	}
	for _, c := range cases {
		inv, err := Parse(c.ask)
		if err != nil {
			t.Fatalf("%s: %v", c.ask, err)
		}
		q, err := inv.Read()
		if err != nil {
			t.Fatalf("%s: %v", c.ask, err)
		}
		if got := q.(PayQuestion).String(); got != c.canonical {
			t.Errorf("%s: canonical\n %s, want\n %s", c.ask, got, c.canonical)
		}
		r, err := inv.Answer(context.Background())
		if err != nil {
			t.Fatalf("%s: %v", c.ask, err)
		}
		if r.Payable == nil || *r.Payable != c.payable {
			t.Errorf("%s: payable %v, want %v (%s)", c.ask, r.Payable, c.payable, r.Answer)
		}
	}
}

// TestPayWithoutCostErrors: without cost:, a card with no mana cost (CR
// 202.1b) or a whole card with halves cast for their own costs (CR 709.3)
// asks for cost:, and so does a question with neither.
func TestPayWithoutCostErrors(t *testing.T) {
	cases := []struct{ ask, option, message string }{
		{`/judge pay board:"me: Forest"`, "cost", "missing the required option cost: of /judge pay: give the mana cost (like {2}{G}), or card: to pay a card's mana cost"},
		{`/judge pay board:"me: Forest" card:Forest`, "card", "Forest has no mana cost (CR 202.1b); give the cost you are paying with cost:"},
		{`/judge pay board:"me: Forest" card:"Ancestral Vision"`, "card", "Ancestral Vision has no mana cost (CR 202.1b); give the cost you are paying with cost:"},
		{`/judge pay board:"me: Forest" card:"Fire // Ice"`, "card", "Fire // Ice has parts cast for costs of their own; give the cost you are paying with cost:"},
		{`/judge pay board:"me: Forest" card:Fireball`, "x", "the cost has {X}: give the value of X with x:, a whole number 0 or more"},
	}
	for _, c := range cases {
		inv, err := Parse(c.ask)
		if err == nil {
			_, err = inv.Answer(context.Background())
		}
		var ie *rules.InputError
		if !errors.As(err, &ie) {
			t.Fatalf("%s: error %v, want an *rules.InputError", c.ask, err)
		}
		if ie.Option != c.option || ie.Message != c.message {
			t.Errorf("%s: %s: %s, want %s: %s", c.ask, ie.Option, ie.Message, c.option, c.message)
		}
	}
}
