package rules

import (
	"strings"
	"testing"
)

// CR 707.2, 611.2a: Thespian's Stage's "{2}, {T}: … becomes a copy of
// target land, except it has this ability." has no end: activated in an
// earlier turn, it made the Stage a copy of a land, which it still is,
// with that land's name and abilities (Dark Depths, Gaea's Cradle). The
// board names the Stage by its own card and does not say whether it did,
// so pay and mana stop, the reason naming the copy; the lasting copies of
// Mizzium Transreliquat and Dimir Doppelganger's activated abilities and
// Cryptoplasm's upkeep trigger stop the questions they could bear on too,
// while "becomes a copy … until end of turn" does not last (Mirage
// Mirror).
func TestRule707_2LastingCopyNamedByItsCard(t *testing.T) {
	for _, board := range []string{
		"me: Thespian's Stage, Forest, Island",
		"me: 2x Thespian's Stage, Forest",
		"me: Thespian's Stage (tapped), Forest, Island",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "a copy of another object") {
			t.Errorf("%s: %q: want the lasting copy named", board, r.Answer)
		}
		wantUnderstood(t, pay(t, board, "{G}{G}"), false)
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0; opp: hand 2, Cryptoplasm; turn: me; step: upkeep",
		"me: Ghirapur Orrery, hand 0; opp: hand 2, Mizzium Transreliquat; turn: me; step: upkeep",
		"me: Ghirapur Orrery, hand 0; opp: hand 2, Dimir Doppelganger; turn: me; step: upkeep",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, Mizzium Transreliquat", "card", "Forest"), false)
	// No land's text gives or takes a land play: a Stage that copied one
	// changes none. Mizzium Transreliquat may be a copy of Ghirapur
	// Orrery.
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Thespian's Stage, Forest, hand 2; turn: me; step: main1"), true)
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Mizzium Transreliquat, Forest, hand 2; turn: me; step: main1"), false)
	// Mirage Mirror's copy lasts until end of turn.
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
