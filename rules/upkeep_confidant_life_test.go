package rules

import (
	"strings"
	"testing"
)

// CR 704.5a: Dark Confidant's life loss is the mana value of the card it
// reveals, which the board does not show. At 1 life with a Phyrexian Arena,
// resolving Dark Confidant first may end the game before the Arena
// resolves (no card drawn) or not (one drawn); one card was answered for
// that order, the life loss taken as 0.
func TestRule704_5aDarkConfidantLifeLossUnknown(t *testing.T) {
	for _, board := range []string{
		"me: Dark Confidant, Phyrexian Arena, life 1, hand 0",
		"me: Dark Confidant, Ghirapur Orrery, life 1, hand 0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "mana value of the card it reveals") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
	// Without a life total, or where it resolves last, it is answered.
	for _, board := range []string{
		"me: Dark Confidant, Phyrexian Arena, hand 0",
		"me: Dark Confidant, hand 0, life 3; opp: Sulfuric Vortex",
		"me: Dark Confidant, hand 0, life 2; opp: Sulfuric Vortex",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
	}
}
