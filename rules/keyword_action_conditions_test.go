package rules

import "testing"

// CR 701.44a, 701.25a, 701.22a, 701.30a, 702.110a, 702.110b, 603.2: a
// creature explores, and a player surveils, scries or clashes, only where
// an effect says so; a creature exploits one only as its exploit ability
// resolves, which triggers on its entering, which a permanent on the board
// has done. Beside a Forest, with no such effect, "Whenever a creature you
// control explores", "Whenever you surveil", "Whenever you scry" and "When
// this exploits a creature" bear on nothing; beside a permanent whose
// ability scries (Crystal Ball) or surveils (Doom Whisperer),
// they still refuse.
func TestRule701_ActionsOnlyWhereAnEffectSaysSo(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"a creature you control explores": EventExplores,
		"you surveil":                     EventSurveils,
		"you scry":                        EventScries,
		"you clash":                       EventClashes,
		"this exploits a creature":        EventExploits,
	})
	for _, card := range []string{"Lurking Chupacabra", "Dimir Spybug", "Flamespeaker Adept", "Gurmag Drowner"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Crystal Ball, Flamespeaker Adept"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Doom Whisperer, Dimir Spybug, Selvala, Heart of the Wilds"), false)
	// Dimir Spybug's counter changes no mana where nothing reads its
	// power or toughness or speaks of counters.
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Doom Whisperer, Dimir Spybug"), 1)
}
