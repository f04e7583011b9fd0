package rules

import "testing"

// CR 115.1, 605.1a, 702.11d: a restriction on what spells or abilities
// can target ("this can't be the target of Aura spells.", "Creatures can't
// be the targets of spells.", hexproof from a color) changes only which
// targets may be chosen. A mana ability has no target, so /judge mana and
// pay answer beside it where no untapper, which targets, may be activated
// first; /judge upkeep answers where no text on the board speaks of a
// target, where these were refused as text the engine did not read.
func TestRule115_1TargetRestrictionBearsOnlyWhereATargetIsChosen(t *testing.T) {
	for _, card := range []string{"Bartel Runeaxe", "Dense Foliage", "Gaea's Revenge", "Knight of Grace", "Spellbane Centaur"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	r := ask(t, "judge pay", "board", "me: Forest, Gaea's Revenge", "cost", "{G}")
	wantPayable(t, r, true)
	// With one land, Argothian Elder's "Untap two target lands" has no
	// two targets and can't be activated (115.3): the Forest makes one.
	wantOneManaBesideForest(t, "Argothian Elder")
	for _, c := range []struct{ q, board string }{
		// Argothian Elder's untapper targets two lands.
		{"judge mana", "me: Forest, Island, Dense Foliage, Argothian Elder"},
		// Mercenary Informer's own ability targets.
		{"judge upkeep", "me: hand 0, Ghirapur Orrery, Mercenary Informer"},
		{"judge upkeep", "me: hand 0, Ghirapur Orrery, Dense Foliage; opp: Goblin Arsonist"},
	} {
		if r := ask(t, c.q, "board", c.board); r.Understood {
			t.Errorf("%s %s: %s", c.q, c.board, r.Answer)
		}
	}
	for s, want := range map[string]bool{
		"this can't be the target of white spells or abilities from white sources.":                                                 true,
		"Creatures you control can't be the targets of blue spells or abilities from blue sources.":                                 true,
		"Lands on the battlefield and land cards in graveyards can't be the targets of spells or abilities your opponents control.": true,
		"this can't be the target of spells and can't be blocked.":                                                                  false,
		"Target creature can't be the target of spells.":                                                                            false,
	} {
		if got := targetLimit(s); got != want {
			t.Errorf("%q: read %v, want %v", s, got, want)
		}
	}
}
