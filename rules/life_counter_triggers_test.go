package rules

import "testing"

// CR 605.1b, 603.3, 119.3: a trigger on a creature dying that only makes
// players gain or lose life (Blood Artist, Zulaport Cutthroat) is no mana
// ability; it goes on the stack after the mana is made, and whenever it
// resolves a life total changes no mana where no other text on the board
// speaks of life and no life total the board gives can fall to 0 by it
// (704.5a, 800.4a). Ashnod's Altar sacrificing Llanowar Elves and the
// Artist itself makes {C}{C} each.
func TestRule605_1bLifeOnlyTriggerBesideASacrificeOutlet(t *testing.T) {
	for _, board := range []string{
		"me: Llanowar Elves, Blood Artist, Ashnod's Altar, Forest",
		"me: Llanowar Elves, Zulaport Cutthroat, Ashnod's Altar, Forest, life 20; opp: life 20",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, 6)
		wantPayable(t, pay(t, board, "{5}"), true)
		wantPayable(t, pay(t, board, "{7}"), false)
	}
	// Where a cost pays life (Mana Confluence), a condition reads it, or
	// a life total the board gives may fall to 0 by the drains, the
	// answer still stops.
	for _, board := range []string{
		"me: Llanowar Elves, Blood Artist, Ashnod's Altar, Mana Confluence",
		"me: Llanowar Elves, Blood Artist, Ashnod's Altar, Forest, life 3; opp: life 4",
		"me: Llanowar Elves, Blood Artist, Ashnod's Altar, Forest, Ajani's Pridemate",
		"me: Llanowar Elves, Blood Artist, Ashnod's Altar, Adarkar Wastes",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
	// Life gained first may pay Phyrexian symbols a given life total
	// could not (119.4): the Elves and the Artist sacrificed before the
	// spell is cast gain 2 life, and 9 life pays 8.
	for _, c := range []struct{ board, cost string }{
		{"me: life 7, Llanowar Elves, Blood Artist, Ashnod's Altar", "{B/P}{B/P}{B/P}{B/P}"},
		{"me: life 5, Forest, Vampire Envoy, Cryptolith Rite", "{G}{B/P}{B/P}{B/P}{B/P}"},
	} {
		wantUnderstood(t, pay(t, c.board, c.cost), false)
	}
}

// CR 122.1a, 613.4c, 704.5f: a trigger that only puts a +1/+1 counter on
// a creature (Blood Cultist's, on a creature it damaged dying) changes no
// mana where nothing on the board reads that creature's power or
// toughness or speaks of counters, whether a creature is sacrificed while
// mana is made or the Cultist's damage is dealt first (601.2g).
func TestRule122_1aPlusCounterTriggerChangesNoMana(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Llanowar Elves, Blood Cultist, Ashnod's Altar, Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 6)
	wantPayable(t, pay(t, "me: Llanowar Elves, Blood Cultist, Forest", "{G}{G}"), true)
	// Devoted Druid's cost puts -1/-1 counters; Marwyn, the Nurturer
	// grows with them: the answer stops.
	for _, board := range []string{
		"me: Llanowar Elves, Blood Cultist, Ashnod's Altar, Forest, Devoted Druid",
		"me: Llanowar Elves, Blood Cultist, Ashnod's Altar, Forest, Marwyn, the Nurturer",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
}

// CR 119.3, 603.2: in pay and mana no player loses life where no text on
// the board deals damage or has a player lose or pay life and the cost
// has no Phyrexian symbol: a trigger on life lost (Lich's Mastery,
// Exquisite Blood) can't trigger beside basic lands. Beside Mana
// Confluence's "Pay 1 life", or paying {U/P}, it may.
func TestRule119_3NoLifeLostWhereNothingTakesIt(t *testing.T) {
	// Lich's Mastery also draws for life gained, which Soulmender may
	// gain first: the card drawn may pay Bog Witch's discard (603.2).
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Lich's Mastery, Soulmender, Bog Witch, Swamp, hand 0"), false)
	for _, card := range []string{"Lich's Mastery", "Exquisite Blood"} {
		wantPayable(t, pay(t, "me: Forest, Island, Swamp, "+card, "{1}{G}{U}"), true)
		wantUnderstood(t, pay(t, "me: Forest, Island, Mana Confluence, "+card, "{1}{G}{U}"), false)
		wantUnderstood(t, pay(t, "me: Forest, Island, Swamp, "+card, "{1}{G}{U/P}"), false)
	}
}
