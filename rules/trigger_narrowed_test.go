package rules

import "testing"

// CR 603.2, 700.4: trigger conditions narrowed by what dies or enters
// ("equipped creature dies", "a creature you control with toughness 4 or
// greater dies", "a creature dealt damage by this this turn dies", "a
// creature with power 4 or greater enters") name the same event as the
// unnarrowed one, and "one or more creatures you control deal combat
// damage to a player" names combat. Beside a Forest, mana answers with
// Skullclamp, Abattoir Ghoul and Territorial Boar; a mana ability that
// sacrifices a creature (Blood Pet) makes one die, and Abattoir Ghoul
// beside it still refuses (Skullclamp's trigger only draws: its draw is
// counted as a card drawn while mana is made, 603.3).
func TestRule603_2NarrowedConditions(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"equipped creature dies":                                           EventLeaves,
		"a creature you control with toughness 4 or greater dies":          EventLeaves,
		"a creature you control with a +1/+1 counter on it dies":           EventLeaves,
		"a creature dealt damage by this this turn dies":                   EventLeaves,
		"a creature with power 4 or greater enters under your control":     EventEnters,
		"one or more creatures you control deal combat damage to a player": EventCombat,
	})
	// Another verb in the narrowing is not read.
	if got := readEvents("a creature dealt damage by this this turn is exiled"); got != nil {
		t.Errorf("read %v", got)
	}
	for _, card := range []string{"Skullclamp", "Abattoir Ghoul", "Territorial Boar"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Blood Pet, Abattoir Ghoul"), false)
}
