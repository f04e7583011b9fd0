package rules

import (
	"strings"
	"testing"
)

// CR 613.1d, 613.4b: Opalescence makes each other non-Aura enchantment a
// creature in layer 4, with base power and toughness each equal to its
// mana value in layer 7b. Heartbeat of Spring, a creature now, still
// doubles the Forest's mana; Wild Growth, an Aura, is no creature; Gaea's
// Cradle counts the enchantments made creatures, and Opalescence itself
// only beside another Opalescence ("each other").
func TestRule613_1dOpalescenceMakesEnchantmentsCreatures(t *testing.T) {
	for _, c := range []struct{ board, card, mana string }{
		{"me: Forest, Heartbeat of Spring, Opalescence", "Forest", "{G}{G}"},
		{"me: Forest, Wild Growth (on Forest), Opalescence", "Forest", "{G}{G}"},
		{"me: Gaea's Cradle, Heartbeat of Spring, Opalescence", "Gaea's Cradle", "{G}{G}"},
		{"me: Gaea's Cradle, Opalescence", "Gaea's Cradle", ""},
		{"me: Gaea's Cradle, 2x Opalescence", "Gaea's Cradle", "{G}{G}"},
		{"me: Gaea's Cradle, Sylvan Library, Wild Growth (on Gaea's Cradle); opp: Opalescence", "Gaea's Cradle", "{G}{G}"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantMana(t, r, c.mana)
	}
}

// CR 613.7: a Theros god below its devotion isn't a creature by its own
// layer 4 effect, and Opalescence makes it one by another; neither
// depends on the other, so the later timestamp wins, which the board
// does not record: refused, not answered as if the god's applied last.
func TestRule613_7GodBesideOpalescenceRefused(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Heliod, God of the Sun, Opalescence", "card", "Gaea's Cradle")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "timestamps") {
		t.Errorf("answer %q: want the timestamps named", r.Answer)
	}
	// Without Opalescence the god below its devotion is no creature.
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Heliod, God of the Sun", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
}

// CR 205.3: "non-Human creatures" are the creatures without the subtype
// Human (a changeling has it). Mikaeus, the Unhallowed's other non-Human
// creatures get +1/+1 (613.4c): an opponent's 0/0 Walking Ballista gets
// nothing from it and dies (704.5f); a 0/0 Human of Mikaeus's controller
// dies too.
func TestRule205_3NonSubtypeSubject(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Walking Ballista; opp: Mikaeus, the Unhallowed", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, [Frail Man: Creature — Human 0/0], Mikaeus, the Unhallowed", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	sub, ok := parseSubject("Other non-Human creatures you control")
	if !ok || len(sub.NotSubtypes) != 1 || sub.NotSubtypes[0] != "Human" {
		t.Fatalf("subject %+v %v", sub, ok)
	}
}

// CR 613.4b, 704.5f: March of the Machines makes each noncreature
// artifact a creature with power and toughness each equal to its mana
// value: Mox Emerald, and Chalice of the Void, whose X is 0 on the
// battlefield (107.3m), are 0/0 and are put into the graveyard before
// anyone can tap them; Sol Ring is 1/1 and stays.
func TestRule704_5fMarchOfTheMachinesZeroManaValue(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Mox Emerald, March of the Machines", "card", "Mox Emerald")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	firstStepsCite(t, r, "704.5f")
	r = ask(t, "judge pay", "board", "me: Forest, Mox Emerald, March of the Machines", "cost", "{G}{G}")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable {
		t.Errorf("payable %v, want false: %s", r.Payable, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Chalice of the Void (X=1, 1 charge), March of the Machines")
	wantUnderstood(t, r, true)
	firstStepsCite(t, r, "704.5f")
	r = ask(t, "judge tap", "board", "me: Sol Ring, March of the Machines", "card", "Sol Ring")
	wantMana(t, r, "{C}{C}")
}

// CR 613.4b: Opalescence sets the base power and toughness of an
// enchantment creature to its mana value, over the printed ones: Dryad of
// the Ilysian Grove, printed 2/4, is 3/3, and with three -1/-1 counters
// it is 0/0 and dies, so Gaea's Cradle counts no creature; without
// Opalescence it is 2/4 with them, -1/1, and stays.
func TestRule613_4bOpalescenceOverPrintedToughness(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Dryad of the Ilysian Grove (3 -1/-1), Opalescence", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Dryad of the Ilysian Grove (3 -1/-1)", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}", "{W}", "{U}", "{B}", "{R}")
}
