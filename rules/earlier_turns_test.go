package rules

import (
	"strings"
	"testing"
)

// CR 611.2a: Elder Land Wurm's "When Elder Land Wurm blocks, it loses
// defender." has no end: resolved in an earlier turn, the Wurm has no
// defender now, and Overgrown Battlement's "Add {G} for each creature
// with defender you control" counts one creature or two. The board does
// not say it did. Where nothing reads defender, the answer stands.
func TestRule611_2aLostKeywordLasts(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Overgrown Battlement, Elder Land Wurm", "card", "Overgrown Battlement")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Elder Land Wurm") {
		t.Errorf("answer %q: want Elder Land Wurm named", r.Answer)
	}
	wantPayable(t, pay(t, "me: Forest, Island, Elder Land Wurm", "{G}{U}"), true)
	// Life lost is on the board: a trigger that only makes a player lose
	// life takes no ability away.
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest; opp: Blood Artist", "card", "Forest"), true)
}

// CR 702.26a, 702.26b, 502.1: Taniwha's "At the beginning of your
// upkeep, all lands you control phase out." resolved in its controller's
// last upkeep (a Taniwha with summoning sickness on its controller's turn
// did not): their lands are phased out, treated as though they do not
// exist, until their next untap step, so after that upkeep, and through
// the other players' turns, the Forest may make no mana. Before the
// upkeep trigger resolves, in its controller's untap step, they are
// phased in.
func TestRule702_26bPhasedOutByAnUpkeepTrigger(t *testing.T) {
	for _, board := range []string{
		"me: Forest, Taniwha; turn: me; step: main1",
		"me: Forest, Taniwha; turn: opp; step: main1",
	} {
		r := ask(t, "judge tap", "board", board, "card", "Forest")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "702.26b") {
			t.Errorf("%s: %q: want the phasing named (CR 702.26b)", board, r.Answer)
		}
		wantUnderstood(t, ask(t, "judge mana", "board", board, "player", "me"), false)
	}
	// An opponent's Taniwha phases out only its controller's lands.
	wantPayable(t, pay(t, "me: Forest; opp: Taniwha, Island; turn: opp; step: main1", "{G}", "player", "me"), true)
	// Crystal Golem's "At the beginning of your end step, Crystal Golem
	// phases out." on another player's turn: Gaea's Cradle may count one
	// creature fewer.
	wantUnderstood(t, pay(t, "me: Forest, Llanowar Elves, Crystal Golem, Gaea's Cradle; opp: Island; turn: opp; step: main1", "{G}{G}{G}{G}", "player", "me"), false)
	// Land Tax reads the opponent's lands, which their Taniwha may have
	// phased out (603.4); Ghirapur Orrery reads none.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Land Tax, Forest, hand 2; opp: Taniwha, 3x Island, hand 2; turn: me; step: upkeep"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: hand 3, Taniwha; turn: me; step: upkeep"), true)
	// Vaporous Djinn phases only itself out: beside Forests it changes
	// no mana, beside Gaea's Cradle, which counts creatures, it may.
	wantPayable(t, pay(t, "me: Forest, Island, Vaporous Djinn; turn: me; step: main1", "{G}{U}"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Gaea's Cradle, Vaporous Djinn; turn: me; step: main1"), false)
	// Another player's Djinn is no creature Gaea's Cradle counts.
	r0 := ask(t, "judge mana", "board", "me: Gaea's Cradle, Llanowar Elves; opp: Island, Vaporous Djinn; turn: me; step: main1")
	wantUnderstood(t, r0, true)
	wantMostMana(t, r0, 2)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Taniwha (sick), Forest; turn: me; step: main1"), true)
	r := ask(t, "judge tap", "board", "me: Forest, Taniwha; turn: me; step: untap", "card", "Forest")
	if strings.Contains(r.Answer, "phased out") {
		t.Errorf("untap step: %q: the lands are phased in before the upkeep", r.Answer)
	}
}

// CR 702.26a, 702.26b, 513.1: Crystal Golem written sick in its
// controller's end step came under their control this turn, before that
// step began as likely as not: its "At the beginning of your end step,
// Crystal Golem phases out." may have resolved, and Gaea's Cradle may
// count it or not. Equipoise and Teferi's Realm may have phased out an
// artifact or enchantment that gives a land play (Ghirapur Orrery), so the
// lands question stops; Equipoise phases out only the permanents of the
// player it targets, so its controller's own mana, where no text reads
// another player's permanents, is answered.
func TestRule702_26aPhasedOutWhereItMayBear(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Gaea's Cradle, Llanowar Elves, Crystal Golem (sick); turn: me; step: end", "{G}{G}{G}"), false)
	for _, board := range []string{
		"me: Forest, Equipoise, hand 3; opp: Island, Ghirapur Orrery, Sol Ring, hand 3; turn: me; step: main1",
		"me: Teferi's Realm, Forest, Ghirapur Orrery, hand 3; opp: Island, hand 3; turn: me; step: main1",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), false)
	}
	r := ask(t, "judge mana", "board", "me: Forest, Equipoise; opp: Island; turn: me; step: main1")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
	// A Taniwha that came under its controller's control in another
	// player's turn has phased out none of their lands.
	r = ask(t, "judge mana", "board", "me: Gaea's Cradle, Llanowar Elves, Llanowar Elves, Taniwha (sick); opp: Island; turn: opp; step: main1", "player", "me")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 5)
}

// CR 502.1, 702.26a: what phased out phases in as its controller's untap
// step begins, and not before. Lands another player's Taniwha phased out
// in their upkeep are still out in my untap step (Limited Resources may
// not stop my land plays); Equipoise's controller phases out only the
// permanents of the player it targets, which phase in as that player's
// untap step begins: in a game of two, on its target's turn, nothing it
// phased out is out, and on its controller's turn, or where a third
// player's permanents may still be out, the lands question stops.
func TestRule502_1PhasedInOnlyInItsControllersUntapStep(t *testing.T) {
	for _, c := range []struct{ board, player string }{
		{"me: Exploration, 9x Forest; opp: Taniwha, Limited Resources, Island; turn: me; step: untap", "me"},
		{"me: Taniwha, 5x Island; opp: Limited Resources, 5x Forest, Exploration; turn: opp; step: untap", "opp"},
		{"me: Exploration, Ghirapur Orrery; opp: Equipoise; turn: opp; step: main1", "me"},
		{"me: Exploration, Ghirapur Orrery; opp: Equipoise; opp2: Forest; turn: me; step: main1", "me"},
		// In Two-Headed Giant it may target its controller's teammate,
		// whose untap step came before its trigger this turn.
		{"me: 5x Forest, Exploration; ally: Equipoise, Forest; format: 2hg; teams: me+ally vs opp+opp2; opp: Island; opp2: Island; turn: me; step: main1", "me"},
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", c.board, "player", c.player), false)
	}
	r := ask(t, "judge lands", "board", "me: Exploration, Ghirapur Orrery; opp: Equipoise; turn: me; step: main1")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 3 {
		t.Errorf("Equipoise on its target's turn: %s, want 3 land plays", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Land Tax, 2x Forest, hand 0, Ghirapur Orrery; opp: Taniwha, 3x Island; turn: me; step: untap"), false)
	// A phased-out permanent's abilities can't be activated (702.26b),
	// mana abilities or not.
	for _, c := range []struct{ board, card string }{
		{"me: Taniwha, Bazaar of Baghdad, hand 2; turn: me; step: main1", "Bazaar of Baghdad"},
		{"me: Taniwha, Evolving Wilds; turn: opp", "Evolving Wilds"},
		{"me: Prodigal Sorcerer, 3x Grizzly Bears, 5x Forest; opp: Equipoise, Forest; turn: opp; step: main1", "Prodigal Sorcerer"},
		{"me: Prodigal Sorcerer; opp: Teferi's Realm; turn: opp; step: main1", "Prodigal Sorcerer"},
		{"me: Vaporous Djinn; turn: opp; step: main1", "Vaporous Djinn"},
		// The only target may be phased out.
		{"me: Royal Assassin, Equipoise; opp: Grizzly Bears (tapped), Llanowar Elves; turn: me; step: main1", "Royal Assassin"},
		{"me: Dwarven Miner, Mountain; opp: Taniwha, Wasteland; turn: me; step: main1", "Dwarven Miner"},
	} {
		wantUnderstood(t, ask(t, "judge activate", "board", c.board, "card", c.card), false)
	}
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Prodigal Sorcerer, Forest; opp: Equipoise; turn: me; step: main1", "card", "Prodigal Sorcerer"), true)
	// Equipoise written sick came under its controller's control this
	// turn, after their upkeep: it phased out nothing.
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Forest; opp: Equipoise (sick), Plains; turn: opp; step: main2", "card", "Forest"), true)
	// In the untap step no player gets priority: nothing is activated,
	// phased out or not (502.4).
	wantLegal(t, ask(t, "judge activate", "board", "me: Forest, Island, Plains; opp: Teferi's Realm, Forest; turn: me; step: untap", "card", "Forest"), false)
}
