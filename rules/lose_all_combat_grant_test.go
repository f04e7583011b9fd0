package rules

import "testing"

// CR 613.7, 613.1f: where Humility takes a creature's abilities and an
// Aura grants it abilities, their timestamp order decides which it keeps;
// but where all the Aura grants is a keyword of combat (Rancor's trample),
// either order gives the same answers, and the +2/+0 applies in layer 7c
// whatever the order. Opp's Spirit of the Labyrinth under Rancor and
// Humility has lost its limit on drawing: Ghirapur Orrery's three cards
// are drawn, where the answer was refused. Indestructible, which the
// state-based actions read, still depends on the order.
func TestCR613_7CombatKeywordGrantBesideHumility(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Spirit of the Labyrinth, Rancor (on Spirit of the Labyrinth), Humility")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	r = ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, Rancor (on Llanowar Elves), Humility")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("mana: %s, want 1 (the Elves lost their mana ability)", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Spirit of the Labyrinth, Lightning Greaves (on Spirit of the Labyrinth), Humility")
	wantUnderstood(t, r, false)
}
