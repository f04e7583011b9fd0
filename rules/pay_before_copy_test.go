package rules

import (
	"slices"
	"testing"
)

// CR 707.2: a copy has the name of what it copies, and the board names
// each permanent by the name it has: Thespian's Stage, Mizzium
// Transreliquat, Dimir Doppelganger and Cryptoplasm written by their own
// names are no copies of another object, whatever their abilities, with
// no end, may have done in an earlier turn. Thespian's Stage's ability
// activated first taps it, and a tapped copy of a land that only taps for
// mana makes none (its ruling of 2018-12-07); beside Urborg, Tomb of
// Yawgmoth, whose copy would change every land's type, the answer stops.
func TestRule707_2CopyNamedByTheNameItHas(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Thespian's Stage, Forest, Island")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
	wantPayable(t, pay(t, "me: Thespian's Stage, Forest, Island", "{G}{G}"), false)
	wantPayable(t, pay(t, "me: 2x Thespian's Stage, Forest", "{2}{G}"), true)
	r = ask(t, "judge could-produce", "board", "me: Thespian's Stage", "card", "Thespian's Stage")
	wantUnderstood(t, r, true)
	if !slices.Equal(r.ManaTypes, []string{"C"}) {
		t.Errorf("could-produce: %v (%s), want {C}", r.ManaTypes, r.Answer)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Thespian's Stage, Forest, Urborg, Tomb of Yawgmoth"), false)
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0; opp: hand 2, Cryptoplasm; turn: me; step: upkeep",
		"me: Ghirapur Orrery, hand 0; opp: hand 2, Mizzium Transreliquat; turn: me; step: upkeep",
		"me: Ghirapur Orrery, hand 0; opp: hand 2, Dimir Doppelganger; turn: me; step: upkeep",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
			t.Errorf("%s: %s, want three cards drawn", board, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, Mizzium Transreliquat", "card", "Forest"), true)
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Thespian's Stage, Forest, hand 2; turn: me; step: main1"), true)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, Mirage Mirror", "card", "Forest"), true)
}

// CR 702.103b, 601.3: cast for its bestow cost, a card is an Aura
// enchantment spell and no creature spell (Nimbus Naiad's ruling of
// 2013-09-15), so Grid Monitor's "You can't cast creature spells."
// prohibits it only for its mana cost.
func TestRule702_103bBestowedSpellIsNoCreatureSpell(t *testing.T) {
	board := "me: Grid Monitor, 5x Island, Sisters of the Flame"
	wantPayable(t, pay(t, board, "{4}{U}", "card", "Nimbus Naiad"), true)
	wantPayable(t, pay(t, board, "{2}{U}", "card", "Nimbus Naiad"), false)
	wantPayable(t, pay(t, "me: 5x Island, Sisters of the Flame; opp: Archon of Valor's Reach (named enchantment)", "{4}{U}", "card", "Nimbus Naiad"), false)
}
