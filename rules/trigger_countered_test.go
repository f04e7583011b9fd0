package rules

import "testing"

// CR 603.2, 701.6a, 605.1a: a trigger on a spell being countered (Baral,
// Chief of Compliance's "Whenever a spell or ability you control counters
// a spell") can't trigger while mana abilities are activated or a cost is
// paid, when no spell is countered: Baral's reduction is read, and its
// loot stops nothing.
func TestRule603_2CounteredSpellTriggerBearsOnNoPayment(t *testing.T) {
	if evs := readEvents("a spell or ability you control counters a spell"); len(evs) != 1 || evs[0] != EventSpellResolv {
		t.Errorf("Baral's condition reads as %v", evs)
	}
	if evs := readEvents("a spell you've cast is countered"); len(evs) != 1 || evs[0] != EventSpellResolv {
		t.Errorf("Multani's Presence's condition reads as %v", evs)
	}
	r := ask(t, "judge pay", "board", "me: Baral, Chief of Compliance, 3x Island", "card", "Fact or Fiction", "cost", "{3}{U}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	wantMostMana(t, ask(t, "judge mana", "board", "me: Baral, Chief of Compliance, 3x Island"), 3)
	wantMana(t, ask(t, "judge tap", "board", "me: Multani's Presence, Island", "card", "Island"), "{U}")
}
