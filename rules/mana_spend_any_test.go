package rules

import "testing"

// CR 609.4b: Mycosynth Lattice lets players spend mana as though it were
// mana of any color, so the Island's {U} may pay Selvala, Heart of the
// Wilds' {G}, which the mana question does not work out: it says it can't
// rule, rather than counting only the {G} that pays it. With no colored
// mana cost on a mana ability, how mana may be spent changes no most mana
// made, and the question is answered.
func TestRule609_4bSpendAsAnyColorBearsOnAbilityCosts(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Mycosynth Lattice, Island, Forest, Selvala, Heart of the Wilds")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: Mycosynth Lattice, Island, Forest, Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
}
