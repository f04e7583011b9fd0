package rules

import "testing"

// CR 603.2, 603.10a: "Whenever one or more land cards are put into your
// graveyard from anywhere" triggers only where a card goes to a graveyard:
// a permanent that dies or is sacrificed, a card discarded, a spell
// resolved or countered, a card put there in place of a draw. Nothing goes
// there as lands are counted or a Forest is tapped, so The Gitrog
// Monster's land play counts and Turntimber Sower leaves a Forest's mana
// alone, where each refused every question; a land sacrificed for mana
// sets off only a draw, which changes no mana (Squandered Resources), and
// an upkeep that draws still refuses.
func TestCR603_2CardPutIntoGraveyardFromAnywhere(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: The Gitrog Monster")
	wantUnderstood(t, r, true)
	wantInt(t, "land_plays", r.LandPlays, 2)
	r = ask(t, "judge tap", "board", "me: Forest, Turntimber Sower", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge mana", "board", "me: Forest, The Gitrog Monster, Squandered Resources")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("max mana %v, want 2 (answer: %s)", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, The Gitrog Monster")
	wantUnderstood(t, r, false)
	r = ask(t, "judge lands", "board", "me: Exploration, Countryside Crusher, Forest, March of the Machines, Mycosynth Lattice")
	wantUnderstood(t, r, false)
}
