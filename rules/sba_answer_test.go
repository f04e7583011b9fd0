package rules

import (
	"strings"
	"testing"
)

// CR 602.5b, 611.2a, 704.5f, 704.5g: a raise of toughness that may still
// apply is followed both ways only where it could keep the creature on
// the battlefield. Rootwalla's "+2/+2 … Activate this ability only once
// each turn." adds at most 2: with 5 damage, or four -1/-1 counters, it
// is put into the graveyard either way, and Gaea's Cradle counts no
// creature; with 3 damage both ways are followed.
func TestRule602_5bRaiseOnceEachTurnCantSave(t *testing.T) {
	for _, board := range []string{
		"me: Gaea's Cradle, Rootwalla (5 damage)",
		"me: Gaea's Cradle, Rootwalla (4 -1/-1)",
		"me: Gaea's Cradle, Putrid Leech (4 damage)",
		"me: Gaea's Cradle, Boreal Centaur (3 damage)",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, 0)
		wantRules(t, r, "602.5b")
	}
	// Pemmin's Aura's "+1/-1 or -1/+1" may be activated any number of
	// times: Rootwalla may have survived.
	for _, board := range []string{"me: Gaea's Cradle, Rootwalla (3 damage)", "me: Gaea's Cradle, Rootwalla (4 damage), Pemmin's Aura (on Rootwalla)"} {
		r := ask(t, "judge mana", "board", board)
		if !strings.Contains(r.Answer, "It depends") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
