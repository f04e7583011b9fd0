package rules

import "testing"

// CR 701.9a: a card is discarded from its owner's hand. A trigger on a
// discard (Waste Not's "Whenever an opponent discards a noncreature,
// nonland card, draw a card", Spiritual Focus, Curator of Mysteries) and a
// replacement of where a discarded card goes (Nephalia Academy, Library of
// Leng) bear only where a card may be discarded: where a mana ability's
// cost discards one (Bog Witch), and in the upkeep, where an upkeep trigger
// or a draw trigger makes a player discard. What happens as the card itself is discarded (Dodecapod,
// Loxodon Smiter, Metrognome, Sand Golem) works only from a hand (113.6k)
// and bears on no question about its permanent.
func TestRule701_9aDiscardTextsBearOnlyWhereACardIsDiscarded(t *testing.T) {
	for _, card := range []string{
		"Waste Not", "Library of Leng", "Spiritual Focus", "Curator of Mysteries",
		"Dodecapod", "Loxodon Smiter", "Metrognome", "Sand Golem",
	} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest"), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	r := ask(t, "judge mana", "board", "me: Forest, Nephalia Academy")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("Forest and Nephalia Academy: %s", r.Answer)
	}
	for _, card := range []string{"Dodecapod", "Metrognome"} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	// A cost that discards a card.
	for _, card := range []string{"Nephalia Academy", "Spiritual Focus", "Drake Haven"} {
		wantUnderstood(t, ask(t, "judge mana", "board", "me: Swamp, Bog Witch, hand 3, "+card), false)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Swamp, Bog Witch, hand 3, "+card, "card", "Bog Witch"), false)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Swamp, Bog Witch, hand 3; opp: Waste Not"), false)
	// In the upkeep a card is discarded only where a trigger says so: an
	// upkeep trigger, or a draw trigger the Orrery's draws set off.
	for _, card := range []string{"Nephalia Academy", "Waste Not"} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Bottomless Pit, "+card), false)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+wheelText+", "+card), false)
	}
}
