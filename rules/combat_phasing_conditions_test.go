package rules

import (
	"slices"
	"testing"
)

// CR 508.1, 509.1, 510.2, 603.2: creatures attack only as attackers are
// declared, block or become blocked only as blockers are, and combat
// damage is dealt only in the combat damage step, whatever the condition
// says of who attacks, blocks or is dealt the damage: each of these reads
// as combat, which no question has, so beside a Forest they bear on
// nothing. A part of a condition joined by "or" whose object holds "or"
// itself ("blocks or becomes blocked by a green or white creature",
// "becomes the target of a spell or ability an opponent controls") is read
// whole, and a word that names another event (crews) keeps the condition
// from being read as combat alone.
func TestRule508_509_510CombatConditionsBearOnNone(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"you attack with three or more creatures":                                  EventCombat,
		"one or more creatures attack you":                                         EventCombat,
		"a creature you control with a +1/+1 counter on it attacks":                EventCombat,
		"this attacks for the first time each turn":                                EventCombat,
		"this blocks a creature with flying":                                       EventCombat,
		"this becomes blocked by a non-wall creature":                              EventCombat,
		"this deals combat damage to a player or planeswalker":                     EventCombat,
		"this is dealt combat damage":                                              EventCombat,
		"your opponents are dealt combat damage":                                   EventCombat,
		"one or more creatures an opponent controls attack you and aren't blocked": EventCombat,
	})
	for cond, want := range map[string][]GameEvent{
		"this blocks or becomes blocked by a green or white creature":                  {EventCombat, EventCombat},
		"this enters or becomes the target of a spell or ability an opponent controls": {EventEntersSelf, EventTargeted},
		"this attacks or crews a vehicle":                                              nil,
	} {
		if got := readEvents(cond); !slices.Equal(got, want) {
			t.Errorf("%q: read %v, want %v", cond, got, want)
		}
	}
	for _, card := range []string{"Cockatrice", "Ezuri's Archers", "Legion's Landing", "Abomination", "Shield Mare", "Wall of Essence"} {
		wantOneManaBesideForest(t, card)
	}
	// An untapper targets as it is activated before paying (115.1), but
	// Shield Mare's trigger is on an opponent's spell or ability, and
	// only gains life, which nothing else on the board speaks of.
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Arbor Elf, Shield Mare"), 2)
}

// CR 702.26a, 603.2: a permanent phases in or out as its controller's
// untap step begins, before any question's upkeep, or where an effect
// says so. Teferi's Imp's "Whenever this phases out, discard a card"
// bears on nothing beside a Forest, nor does Ertai's Familiar's "When
// this phases out or leaves the battlefield" beside its own "can't phase
// out"; beside Frenetic Efreet, whose ability that may phase it out can be
// activated before paying, it still refuses. In its controller's upkeep
// the Imp's trigger from the untap step waits to be put on the stack
// (503.1a), and the board does not say which way it phased: the upkeep
// refuses.
func TestRule702_26PhasingOnlyWhereAnEffectSaysSo(t *testing.T) {
	wantEvents(t, map[string]GameEvent{"this phases out": EventPhases, "this phases in": EventPhases})
	wantOneManaBesideForest(t, "Teferi's Imp")
	wantOneManaBesideForest(t, "Ertai's Familiar")
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Teferi's Imp"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery; opp: Teferi's Imp"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Frenetic Efreet, Teferi's Imp"), false)
}
