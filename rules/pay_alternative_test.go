package rules

import (
	"strings"
	"testing"
)

// CR 118.9: "An alternative cost is a cost listed in a spell's text ...
// that its controller may pay rather than paying the spell's mana cost."
// Force of Will ("You may pay 1 life and exile a blue card from your hand
// rather than pay this spell's mana cost."), Daze, Fireblast and Snuff Out
// can be cast without the mana their mana costs ask, and evoke, overload
// and morph (702.74a, 702.96a, 702.37c) are alternative costs in keywords.
// Pay works out paying with mana: where the mana cost can't be paid, the
// spell may still be cast, so the answer is "I can't rule on this" and
// names the alternative cost; where it can, paying it casts the spell, and
// the "yes" stands with a step that says the alternative is not needed.
func TestRule118_9AnAlternativeCostStopsANoFromTheManaCost(t *testing.T) {
	for _, c := range []struct{ board, card, cost, says string }{
		{"me: 2x Island", "Force of Will", "{3}{U}{U}", "alternative cost"},
		{"me: Island", "Daze", "{1}{U}", "alternative cost"},
		{"me: Mountain", "Fireblast", "{4}{R}{R}", "alternative cost"},
		{"me: Swamp; opp: Grizzly Bears", "Snuff Out", "{3}{B}", "alternative cost"},
		{"me: 2x Island", "Mulldrifter", "{4}{U}", "evoke {2}{U}"},
		{"me: Island", "Cyclonic Rift", "{1}{U}", "overload {6}{U}"},
		{"me: 3x Mountain", "Akroma, Angel of Fury", "{5}{R}{R}{R}", "morph {3}{R}{R}{R}"},
	} {
		r := ask(t, "judge pay", "board", c.board, "card", c.card, "cost", c.cost)
		if r.Understood || r.Payable != nil {
			t.Errorf("%s with %s: %s", c.card, c.board, r.Answer)
			continue
		}
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s with %s: the answer %q does not name the alternative cost (%q)", c.card, c.board, r.Answer, c.says)
		}
		if c.says == "alternative cost" && !rulingSays(r, "rather than pay this spell's mana cost.\u201d: that is an alternative cost") {
			t.Errorf("%s with %s: no step quotes the alternative cost: %+v", c.card, c.board, r.Steps)
		}
	}
	for _, c := range []struct{ board, card, cost, rule string }{
		{"me: 2x Island", "Daze", "{1}{U}", "118.9"},
		{"me: 5x Island", "Force of Will", "{3}{U}{U}", "118.9"},
		{"me: 5x Island", "Mulldrifter", "{4}{U}", "702.74a"},
		{"me: 2x Island; opp: Sol Ring", "Cyclonic Rift", "{1}{U}", "702.96a"},
	} {
		r := ask(t, "judge pay", "board", c.board, "card", c.card, "cost", c.cost)
		wantPayable(t, r, true)
		wantRules(t, r, c.rule)
		if !rulingSays(r, "that is not needed here, where mana pays the whole cost") {
			t.Errorf("%s with %s: no step says the alternative cost is not needed: %+v", c.card, c.board, r.Steps)
		}
	}
	// A spell with no alternative cost: the "no" from its mana cost stands.
	r := ask(t, "judge pay", "board", "me: Island", "card", "Counterspell", "cost", "{U}{U}")
	wantPayable(t, r, false)
}

// CR 118.9: an alternative cost that a permanent gives spells (Omniscience's
// "You may cast spells from your hand without paying their mana costs.",
// Fist of Suns, Aluren, Dream Halls) changes only what a spell's caster
// pays. It makes and changes no mana, and no spell is cast in /judge mana
// or /judge upkeep (the cards in a hand are not known), so it bears on
// neither, where it was refused as text the engine did not read. /judge
// pay can't rule beside it where it may let the payer cast the spell; an
// opponent's Omniscience, which lets only its controller do so, leaves the
// answer from mana standing.
func TestRule118_9AlternativeCostForSpellsBearsOnlyOnTheirCaster(t *testing.T) {
	for _, board := range []string{
		"me: Omniscience, Island",
		"me: Aluren, Island",
		"me: Fist of Suns, Island",
		"me: Dream Halls, Island",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: most mana %v, want 1 (%s)", board, r.MaxMana, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Omniscience, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	for _, board := range []string{"me: Omniscience, Island", "me: Island; opp: Aluren", "me: Island; opp: Dream Halls"} {
		if r := ask(t, "judge pay", "board", board, "card", "Llanowar Elves", "cost", "{G}"); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r = ask(t, "judge pay", "board", "me: Island; opp: Omniscience", "card", "Counterspell", "cost", "{U}{U}")
	wantPayable(t, r, false)
}
