package rules

import "testing"

// CR 601.2i, 603.2: a spell becomes cast as its costs are paid, and what
// triggers on it waits until then: whatever narrows the spell ("a spell
// that's both red and white", "of the chosen color", "your second spell
// each turn", a list of colors or types joined by commas), a cast is all
// the condition watches for. Beside a Forest, where nothing is cast, such
// triggers bear on no mana question and on no upkeep; a list's commas are
// no end of the condition.
func TestRule601_2iCastConditionsRead(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"you cast a spell that's both red and white":           EventCast,
		"a player casts a spell of the chosen color":           EventCast,
		"you cast your second spell each turn":                 EventCast,
		"an opponent casts their first spell each turn":        EventCast,
		"you cast a blue, black, or red spell":                 EventCast,
		"you cast an aura, equipment, or vehicle spell":        EventCast,
		"the first noncreature spell of a turn is cast":        EventCast,
		"an instant or sorcery spell is cast during your turn": EventCast,
	})
	for _, s := range []string{
		"Whenever you cast a blue, black, or red spell, you gain 1 life.",
		"Whenever you cast an Aura, Equipment, or Vehicle spell, draw a card.",
	} {
		cond, ok := triggerCondition(s)
		if !ok || readEvents(cond) == nil {
			t.Errorf("%q: condition %q not read", s, cond)
		}
	}
	// The condition still ends at the first comma after it.
	if cond, _ := triggerCondition("When this enters, destroy target artifact, enchantment, or land."); cond != "this enters" {
		t.Errorf("condition %q, want %q", cond, "this enters")
	}
	for _, card := range []string{"God-Pharaoh's Faithful", "Quirion Dryad", "Battlegate Mimic", "Thunder Drake", "Sram, Senior Edificer"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
}

// CR 706.1, 705.1, 701.37a, 702.112a: a die is rolled, or a coin flipped,
// only where an effect says so; a permanent becomes monstrous only as its
// monstrosity ability resolves, and renowned only as its renown trigger
// does, on combat damage to a player. Beside a Forest none of them
// happens, and triggers on them bear on no mana question; beside Mogg
// Assassin, whose ability flips a coin, Chance Encounter's trigger still refuses.
func TestRule706_1DiceCoinsMonstrosityOnlyWhereSaid(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"you roll a die":                          EventDice,
		"you roll a 5 or higher on a die":         EventDice,
		"a 6 is rolled on a six-sided die":        EventDice,
		"you win a coin flip":                     EventDice,
		"a player wins a coin flip":               EventDice,
		"this becomes monstrous":                  EventMonstrous,
		"this becomes renowned":                   EventCombat,
		"a creature you control becomes renowned": EventCombat,
	})
	for _, card := range []string{"Zndrsplt, Eye of Wisdom", "Chance Encounter", "Keepsake Gorgon", "Relic Seeker", "Valeron Wardens"} {
		wantOneManaBesideForest(t, card)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Chance Encounter, Mogg Assassin"), false)
}
