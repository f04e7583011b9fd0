package rules

import (
	"strings"
	"testing"
)

// CR 120.3f, 702.15b, 120.3b, 702.90b: damage dealt by a source with
// lifelink also gains its controller that much life, and damage dealt to
// a player by a source with infect gives poison counters instead of life
// lost. Juzám Djinn's upkeep trigger deals it 1 damage to its
// controller: with lifelink (the Lifelink Aura, Loxodon Warhammer) that
// player gains 1 life too, and at 1 life does not lose, so the answer,
// which said they lose, is refused. Lifelink on a permanent that deals no
// damage in the question (Vampire Nighthawk beside Juzám Djinn or a
// painland) changes nothing, and the answers stand.
func TestRule120_3fLifelinkOnADamageSourceBears(t *testing.T) {
	for _, board := range []string{
		"me: Juzám Djinn, Lifelink (on Juzám Djinn), life 1",
		"me: Juzám Djinn, Loxodon Warhammer (on Juzám Djinn), life 10",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "lifelink") {
			t.Errorf("%s: %q does not name lifelink", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Juzám Djinn, Vampire Nighthawk, life 1")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "lose the game") {
		t.Errorf("answer %q: Juzám Djinn's damage takes you to 0 life", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Vampire Nighthawk, Llanowar Wastes, life 5", "cost", "{B}")
	wantUnderstood(t, r, true)
	r = ask(t, "judge mana", "board", "me: Vampire Nighthawk, Forest")
	wantUnderstood(t, r, true)
}
