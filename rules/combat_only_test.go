package rules

import "testing"

// CR 508.1c–d, 509.1a–c: restrictions and requirements on attacking and
// blocking (Juggernaut, Bog Rats, Archangel of Tithes, Lure's "All
// creatures able to block" on Prized Unicorn, Guardian of the Gateless)
// are checked only as attackers or blockers are declared; how combat
// damage is assigned and combat damage prevented (510.1c, 510.2: Rhox,
// Guard Gomazoa) only in combat. No question declares either or deals
// combat damage: mana, upkeep, lands and tap answer beside them. A
// sentence that does more (Katabatic Winds also stops Birds of Paradise's
// {T} ability, 602.5) still stops the answer; Copper Carapace's boost
// bears where power is read (Marwyn, the Nurturer's mana).
func TestRule508_1cCombatRestrictionsBearOnNoQuestion(t *testing.T) {
	for _, card := range []string{
		"Juggernaut", "Bog Rats", "Archangel of Tithes", "Prized Unicorn", "Guardian of the Gateless",
		"Rhox", "Guard Gomazoa", "Watcher in the Web", "Hipparion", "Steel Leaf Champion",
	} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest"), true)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Birds of Paradise, Katabatic Winds"), false)
	// A boost with a restriction bears as the boost: where power is read.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Marwyn, the Nurturer (3 +1/+1), Copper Carapace"), false)
}

// CR 701.43a: a creature is exerted as it attacks, and "When you do, …"
// triggers then (603.12): no question has an attack, so exert (Hooded
// Brawler, Champion of Rhonas) bears on none, as an attack trigger does.
func TestRule701_43aExertActsOnlyAsItAttacks(t *testing.T) {
	for _, card := range []string{"Hooded Brawler", "Champion of Rhonas", "Glorybringer"} {
		wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, "+card), true)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, "+card), true)
	}
	for _, a := range Compile(mustCard(t, "Hooded Brawler")) {
		if a.Kind == KindTriggered && !(len(eventsOf(a)) == 1 && eventsOf(a)[0] == EventCombat) {
			t.Errorf("exert read with events %v", eventsOf(a))
		}
	}
}

// CR 508.1c–d, 509.1b: how many creatures can attack or block each combat
// (Dueling Grounds, Crawlspace, Mirri's "no more than one creature can
// attack you each combat"), a player's requirement to attack (Trove of
// Temptation: "Each opponent must attack you or a planeswalker you control
// with at least one creature each combat if able"), creatures that attack
// each combat if able (Goblin Assault) and a requirement that follows
// another attack (Viashino Bey, Ekundu Cyclops) are checked only as
// attackers or blockers are declared: no question declares either. A
// sentence that also gives haste (Hellraiser Goblin) still bears where a
// creature with summoning sickness could tap for mana.
func TestRule508_1dAttackRequirementsAndCountsBearOnNoQuestion(t *testing.T) {
	for _, card := range []string{
		"Trove of Temptation", "Dueling Grounds", "Crawlspace", "Mirri, Weatherlight Duelist",
		"Goblin Rabblemaster", "Viashino Bey", "Ekundu Cyclops", "Magnetic Web",
	} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest"), true)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (sick), Hellraiser Goblin"), false)
}

// CR 611.2a, 613.4c: a constellation trigger that doubled a creature's
// power and toughness until end of turn (Nylea's Colossus written sick)
// only raised a toughness above 0: it bears on no question where no text
// reads power or toughness (the Colossus's own doubling reads them only
// as it resolves again), on one where text does (Selvala), and it may
// have kept a damaged creature alive, so both ways are followed.
func TestRule611_2aADoublingOfPowerAndToughness(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Nylea's Colossus (sick)", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	if r := ask(t, "judge tap", "board", "me: Forest, Selvala, Heart of the Wilds, Nylea's Colossus (sick)", "card", "Selvala, Heart of the Wilds"); r.Understood {
		t.Errorf("beside Selvala: %s", r.Answer)
	}
	wantBothRaised(t, "a damaged Llanowar Elves", ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (1 damage), Nylea's Colossus (sick)"), "You can make at most two mana", "You can make at most one mana")
}
