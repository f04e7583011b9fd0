package rules

import (
	"strings"
	"testing"
)

// CR 117.3b, 615.1: while Barbed Wire's trigger waits on the stack its
// controller gets priority and may pay {2} to prevent its damage, so a
// player at 1 life with two Islands does not surely lose the game; the
// answer said "In every order, you lose the game". With one Island and no
// card in hand the {2} can't be paid, and the loss stands.
func TestRule117_3bPreventionWhileUpkeepTriggersWait(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Barbed Wire, hand 0, life 1, 2x Island",
		"me: Ghirapur Orrery, Circle of Protection: Red, Plains, hand 0, life 2; opp: Sulfuric Vortex",
		"me: Ghirapur Orrery, Fountain of Youth, 2x Plains, hand 0, life 1; opp: Copper Tablet",
		// An opponent's ability that may target any player.
		"me: Ghirapur Orrery, hand 0, life 2; opp: Sulfuric Vortex, Samite Healer",
		// A teammate's life gain: the team's life is shared (810.9).
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, life 4; ally: hand 0, Fountain of Youth, 2x Plains; opp: Copper Tablet, Copper Tablet",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may be activated while the triggers wait and keep") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
	for _, board := range []string{
		// {2} with one Island and an empty hand can't be paid.
		"me: Ghirapur Orrery, Barbed Wire, hand 0, life 1, Island",
		// Circle of Protection: Red's {1} with no land.
		"me: Ghirapur Orrery, Circle of Protection: Red, hand 0, life 2; opp: Sulfuric Vortex",
		// A tapped Fountain of Youth.
		"me: Ghirapur Orrery, Fountain of Youth (tapped), 2x Plains, hand 0, life 1; opp: Copper Tablet",
		// Life gained beside Sulfuric Vortex is none (101.2).
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, life 4; ally: hand 0, Fountain of Youth, 2x Plains; opp: Sulfuric Vortex",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "lose") {
			t.Errorf("%s: answer %q does not say who loses", board, r.Answer)
		}
	}
}

// CR 117.3b, 704.5a, 104.2a: where no outcome of the triggers alone ends
// the game, a response whose damage or drain, with what the triggers
// deal, may bring a player to 0 still changes who wins: Prodigal
// Pyromancer's 1 before Copper Tablet's 1 at 2 life, a Pestilence
// against an opponent at 1, Blood Artist drained by a sacrifice outlet,
// Worship's only creature destroyed. Where what may be dealt can't bring
// anyone to 0 (a ping at 20 life beside Sulfuric Vortex), the upkeep is
// answered; so is a board whose Pyromancer is tapped.
func TestRule117_3bResponseThatBringsAPlayerTo0(t *testing.T) {
	for _, board := range []string{
		"me: life 2, hand 2; opp: Copper Tablet, Prodigal Pyromancer",
		"me: life 3, hand 2; opp: Sulfuric Vortex, Prodigal Pyromancer",
		"me: life 3, hand 2; opp: Sulfuric Vortex, Blood Artist, Ashnod's Altar",
		"me: life 2, hand 2, Pestilence, Swamp; opp: life 1, Copper Tablet",
		"me: life 1, hand 2, Worship, Llanowar Elves; opp: Copper Tablet, Prodigal Pyromancer",
		"me: life 1, hand 2, Worship, Grizzly Bears; opp: Sulfuric Vortex, Visara the Dreadful",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may change who wins or loses the game") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: life 20, hand 2; opp: Sulfuric Vortex, Prodigal Pyromancer",
		"me: life 2, hand 2; opp: Copper Tablet, Prodigal Pyromancer (tapped)",
		"me: life 20, hand 2, Stasis, Shivan Reef",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), true)
	}
}

// CR 117.3b, 704.5a: damage equal to a power (Spikeshot Elder, Ghitu
// Fire-Eater) and an exchange of life totals (Soul Conduit) may be
// activated while Sulfuric Vortex's trigger waits and bring a player to
// 0 with it; a tapped Pyromancer and an ability that hurts no player
// (Royal Assassin) do not stop the answer.
func TestRule117_3bPowerDamageAndLifeExchange(t *testing.T) {
	for _, board := range []string{
		"me: life 3, hand 2; opp: Sulfuric Vortex, Spikeshot Elder, 3x Mountain",
		"me: life 3, hand 2; opp: Sulfuric Vortex, Ghitu Fire-Eater",
		"me: life 20, hand 2; opp: life 1, Sulfuric Vortex, Soul Conduit, 6x Wastes",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: life 2, hand 2; opp: Copper Tablet, Prodigal Pyromancer (tapped), Royal Assassin"), true)
}

// CR 117.3b, 704.5a: the life an upkeep's outcome leaves is read from the
// outcome itself, whatever its triggers' words: Phyrexian Arena's "you
// lose 1 life", Black Vise's and The Rack's counts of cards in hand,
// Rumbling Slum's damage to each player; a ping beside any of them at
// that life may bring the player to 0. At 20 life the Arena is answered.
func TestRule117_3bResponseBesideAnyLifeLoss(t *testing.T) {
	for _, board := range []string{
		"me: life 2, hand 2, library 5, Phyrexian Arena; opp: life 20, hand 2, Prodigal Pyromancer",
		"me: life 2, hand 5; opp: life 20, hand 2, Black Vise, Prodigal Pyromancer",
		"me: life 4, hand 0; opp: life 20, hand 2, The Rack, Prodigal Pyromancer",
		"me: life 2, hand 2, Rumbling Slum; opp: life 20, hand 2, Prodigal Pyromancer",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: life 20, hand 2, library 5, Phyrexian Arena; opp: life 20, hand 2, Prodigal Pyromancer"), true)
}

// CR 503.1a, 117.3b: where nothing triggers at the beginning of the
// upkeep, no trigger waits on the stack, and what a player may activate in
// the upkeep (Mouth of Ronom, Knollspine Invocation) does not stop the
// answer.
func TestRule503_1aNothingWaitsWhereNothingTriggers(t *testing.T) {
	for _, board := range []string{
		"me: Undead Augur, Mouth of Ronom, life 20; opp: Mountain, life 20",
		"me: 3x Mountain, Knollspine Invocation, life 20, hand 5; opp: Island, life 20",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if !strings.HasPrefix(r.Answer, "Nothing triggers") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 117.3b, 704.5a: an ability whose cost removes a counter from its own
// permanent acts at most once for each counter while the triggers wait,
// where nothing may put more on it: Walking Ballista with two +1/+1
// counters deals at most 2, so it can't bring a player at 3 to 0 life,
// and can one at 2; beside four Forests, its "{4}: Put a +1/+1 counter"
// may give it more, and what moves counters onto it or copies its ability
// makes more too.
func TestRule117_3bCounterCostBoundsAResponse(t *testing.T) {
	for board, understood := range map[string]bool{
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2); opp: life 20":            true,
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2); opp: life 3":             true,
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2); opp: life 2":             false,
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2), 4x Forest; opp: life 20": false,
		"me: Ghirapur Orrery, hand 0, life 20, 2x Walking Ballista (X=1); opp: life 20":         true,
		// Modular moves counters onto it, Daghatar moves one, Rings of
		// Brighthearth and Kurkesh copy its ability.
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2), Arcbound Worker (1 +1/+1), Viscera Seer; opp: life 3":   false,
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2), Daghatar the Adamant (4 +1/+1), 3x Forest; opp: life 3": false,
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2), Rings of Brighthearth, 2x Forest; opp: life 3":          false,
		"me: Ghirapur Orrery, hand 0, life 20, Walking Ballista (X=2), Kurkesh, Onakke Ancient, Mountain; opp: life 3":         false,
		// A {T} pinger acts once, unless its ability may be copied.
		"me: Ghirapur Orrery, hand 0, life 20, Prodigal Pyromancer; opp: life 2":                                   true,
		"me: Ghirapur Orrery, hand 0, life 20, Prodigal Pyromancer, Rings of Brighthearth, 2x Forest; opp: life 2": false,
	} {
		r := ask(t, "judge upkeep", "board", board)
		if r.Understood != understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
