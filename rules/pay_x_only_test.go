package rules

import (
	"strings"
	"testing"
)

// CR 107.3, 601.2h: "Spend only black mana on X" (Drain Life, Consume
// Spirit) and "Spend only black and/or red mana on X" (Soul Burn) pay
// each mana of X with mana of those colors only: Drain Life with X = 2
// takes three {B} beside a Forest, so three Swamps and a Forest pay it and
// two Swamps and two Forests don't; each was refused as a restriction not
// worked out. An effect that changes its total cost, or Celestial Dawn's
// white mana spent as any color, still refuses.
func TestRule107_3SpendOnlyColorOnX(t *testing.T) {
	for _, c := range []struct {
		board, card, cost string
		payable           bool
	}{
		{"me: 3x Swamp, Forest", "Drain Life", "{X}{1}{B}", true},
		{"me: 2x Swamp, 2x Forest", "Drain Life", "{X}{1}{B}", false},
		{"me: 2x Swamp, Mountain, 2x Forest", "Soul Burn", "{X}{2}{B}", true},
		{"me: Swamp, 4x Forest", "Soul Burn", "{X}{2}{B}", false},
	} {
		wantPayable(t, pay(t, c.board, c.cost, "card", c.card, "x", "2"), c.payable)
	}
	wantUnderstood(t, pay(t, "me: 4x Swamp, Helm of Awakening", "{X}{1}{B}", "card", "Drain Life", "x", "2"), false)
	wantUnderstood(t, pay(t, "me: 4x Swamp, Celestial Dawn", "{X}{1}{B}", "card", "Drain Life", "x", "2"), false)
	wantUnderstood(t, pay(t, "me: 2x Forest, Swamp", "{2}{B}", "card", "Drain Life"), false)
}

// CR 601.2h, 106.6, 605.1b: "Spend only mana produced by basic lands to
// cast Imperiosaur" and "… by creatures to cast Myr Superion" let only
// those sources' mana pay, the whole total cost: an Overgrown Tomb's or
// a Llanowar Elves' mana pays no part of Imperiosaur, nor what Wild
// Growth or Heartbeat of Spring adds to a Forest's, which is theirs, while
// Mana Reflection's doubling is the Forest's own; Llanowar Elves and
// Elvish Mystic pay Myr Superion, two Wastes don't. Each was refused. A
// sacrifice outlet, whose mana is its own, still refuses, as does a "no"
// beside an ability with a mana cost, which the other mana may pay.
func TestRule601_2hSpendOnlyManaProducedBy(t *testing.T) {
	for _, c := range []struct {
		board, card, cost string
		payable           bool
	}{
		{"me: 4x Forest", "Imperiosaur", "{2}{G}{G}", true},
		{"me: Overgrown Tomb, 3x Forest", "Imperiosaur", "{2}{G}{G}", false},
		{"me: 2x Forest, Llanowar Elves, Elvish Mystic", "Imperiosaur", "{2}{G}{G}", false},
		{"me: 2x Forest, Mana Reflection", "Imperiosaur", "{2}{G}{G}", true},
		{"me: 2x Forest, Wild Growth (on Forest), Wild Growth (on Forest #2)", "Imperiosaur", "{2}{G}{G}", false},
		{"me: 3x Forest; opp: Heartbeat of Spring", "Imperiosaur", "{2}{G}{G}", false},
		{"me: Llanowar Elves, Elvish Mystic", "Myr Superion", "{2}", true},
		{"me: 2x Wastes", "Myr Superion", "{2}", false},
		{"me: Dryad Arbor, Forest", "Myr Superion", "{2}", false},
	} {
		wantPayable(t, pay(t, c.board, c.cost, "card", c.card), c.payable)
	}
	wantUnderstood(t, pay(t, "me: 3x Forest, 4x Grizzly Bears, Ashnod's Altar", "{2}", "card", "Myr Superion"), false)
	// An Overgrown Tomb's mana may pay Deserted Temple's {1} to untap a
	// Forest for a fourth {G}.
	wantUnderstood(t, pay(t, "me: 3x Forest, Deserted Temple, Overgrown Tomb", "{2}{G}{G}", "card", "Imperiosaur"), false)
}

// CR 601.2h, 106.6: "Spend only red mana on X." on Crimson Hellkite's
// activated ability restricts that ability's cost, not the spell's. A
// cost with X asked with card: Crimson Hellkite, whose mana cost has no
// X, is the ability's, and the answer stops rather than pay it with any
// mana; so for Crypt Rats and a mode of Atalya, Samite Master. Drain
// Life's own restriction is still honoured.
func TestRule601_2hAbilityXRestrictionStopsTheAnswer(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Mountain, Forest, Forest", "Crimson Hellkite"},
		{"me: Swamp, Forest", "Crypt Rats"},
		{"me: Plains, Forest", "Atalya, Samite Master"},
	} {
		r := ask(t, "judge pay", "board", c.board, "cost", "{X}", "x", "2", "card", c.card)
		if r.Understood {
			t.Errorf("%s: understood (%s), want a refusal", c.card, r.Answer)
		} else if !strings.Contains(r.Answer, "Spend only") {
			t.Errorf("%s: %q does not quote the restriction", c.card, r.Answer)
		}
	}
	r := ask(t, "judge pay", "board", "me: Swamp, Forest, Swamp", "cost", "{X}{B}", "x", "2", "card", "Drain Life")
	wantPayable(t, r, false)
}
