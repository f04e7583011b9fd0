package rules

import (
	"strings"
	"testing"
)

// CR 601.2g, 603.3, 704.5f, 605.3a: Plague Dogs' "{2}, Sacrifice Plague
// Dogs: Draw a card." can be activated before the mana is made, and its
// "When Plague Dogs dies, all creatures get -1/-1 until end of turn."
// then kills Llanowar Elves (toughness 0). The Elves may be tapped for
// mana first, the mana staying in the pool, and the lowering bears on
// nothing else where no text reads power or toughness, creatures dying
// or graveyards, and none that dies restricts mana (Thalia, a Magus of
// the Moon): the most is the Elves' and the Forest's, with Gaea's
// Cradle counting the Dogs and the Elves as it is. Where one that dies
// restricts mana, a trigger reads its dying (Blood Artist), or power is
// read (Marwyn), the engine still refuses.
func TestRule704_5fLoweringTriggerTakesOnlyMana(t *testing.T) {
	wantMost(t, "me: Plague Dogs, Llanowar Elves, Forest", 2, map[string]int{"G": 2})
	wantMost(t, "me: Plague Dogs, Llanowar Elves, Forest, Gaea's Cradle", 4, map[string]int{"G": 4})
	wantPayable(t, pay(t, "me: Plague Dogs, Llanowar Elves, Forest", "{G}{G}"), true)
	wantPayable(t, pay(t, "me: Plague Dogs, Llanowar Elves, Forest", "{2}{G}"), false)
	for _, board := range []string{
		"me: Plague Dogs, Llanowar Elves, Taiga; opp: [Odd Magus: Creature — Human Wizard 1/1 — Nonbasic lands are Mountains.]",
		"me: Plague Dogs, Llanowar Elves, Forest, Forest; opp: Thalia, Guardian of Thraben",
		"me: Plague Dogs, Llanowar Elves, Forest; opp: Blood Artist",
		"me: Plague Dogs, Plague Dogs (2 -1/-1), Forest, Forest",
		"me: Plague Dogs, Llanowar Elves, Forest, Marwyn, the Nurturer",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Plague Dogs") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	// A 2/2 Magus lives through -1/-1: the answer stands.
	wantMost(t, "me: Plague Dogs, Llanowar Elves, Taiga; opp: [Odd Magus: Creature — Human Wizard 2/2 — Nonbasic lands are Mountains.]", 2, map[string]int{"R": 1, "G": 1})
}

// CR 601.2g, 704.5m, 613.1d: an ability activated before the mana is made
// that sacrifices a permanent whose effect changes the mana (a Blood
// Moon's "Nonbasic lands are Mountains."), or the creature an Aura with
// that effect enchants, which goes to the graveyard with it, may let
// Taiga make {G}: "no" was answered; the engine refuses. A Blood Moon
// the ability does not take stays; an Aura of Silence that taxes only
// its controller's opponents' spells, or Ugin's reduction, opens up
// nothing of its controller's.
func TestRule704_5mSacrificeTakesARestrictor(t *testing.T) {
	for _, board := range []string{
		"me: [Odd Moon: Enchantment — — Nonbasic lands are Mountains. | Sacrifice this: Draw a card.], Taiga",
		"me: [Odd Dogs: Creature — Zombie Dog 3/3 — Sacrifice this: Draw a card.], Taiga, [Odd Moon Aura: Enchantment — Aura — Enchant creature | Nonbasic lands are Mountains.] (on Odd Dogs)",
		"me: [Odd Dogs: Creature — Zombie Dog 3/3 — Sacrifice this: Draw a card.], Taiga; opp: [Odd Moon Aura: Enchantment — Aura — Enchant creature | Nonbasic lands are Mountains.] (on Odd Dogs)",
	} {
		r := pay(t, board, "{G}")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "704.5m") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	wantPayable(t, pay(t, "me: [Odd Dogs: Creature — Zombie Dog 3/3 — Sacrifice this: Draw a card.], Taiga, Blood Moon", "{G}"), false)
	wantMost(t, "me: Forest, Island, Aura of Silence", 2, map[string]int{"G": 1, "U": 1})
	wantMost(t, "me: Forest, Island, Ugin, the Ineffable", 2, map[string]int{"G": 1, "U": 1})
}
