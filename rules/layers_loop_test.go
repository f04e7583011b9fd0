package rules

import (
	"strings"
	"testing"
)

// CR 613.8a, 613.8b, 613.7: two March of the Machines depend on each
// other (each applied first leaves the other no Sol Ring to make a
// creature), a loop, so they apply in timestamp order, which the board
// does not record. Each makes the same change of the board, so either
// order leaves Sol Ring a 1/1 artifact creature and the answer stands;
// so with one March of the Machines on each side, whose "Each
// noncreature artifact" reads no controller. Two effects of different
// texts in a loop are still refused: which applies first may change
// the result.
func TestRule613_8bIdenticalEffectsInALoop(t *testing.T) {
	for _, board := range []string{
		"me: March of the Machines, March of the Machines, Sol Ring, Forest",
		"me: March of the Machines, Sol Ring, Forest; opp: March of the Machines",
	} {
		r := wantMost(t, board, 3, map[string]int{"C": 2, "G": 1})
		wantRules(t, r, "613.8b")
		wantStepPrefix(t, r, board, "The effects of March of the Machines and March of the Machines depend on one another in a loop")
	}
	r := ask(t, "judge pay", "board", "me: March of the Machines, March of the Machines, Sol Ring (sick), Forest", "cost", "{1}")
	wantPayable(t, r, true)
	r = ask(t, "judge pay", "board", "me: March of the Machines, March of the Machines, Sol Ring (sick), Island", "cost", "{1}{U}")
	wantPayable(t, r, false)
	for _, board := range []string{
		"me: March of the Machines, [Odd March: Enchantment — — Each noncreature artifact is a creature with base power and toughness 1/1 in addition to its other types.], Sol Ring",
		"me: March of the Machines, March of the Machines, [Odd March: Enchantment — — Each noncreature artifact is a creature with base power and toughness 1/1 in addition to its other types.], Sol Ring",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "depend on one another in a loop") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
