package rules

import (
	"strings"
	"testing"
)

// CR 305.2: Contamination's upkeep trigger, "sacrifice this enchantment
// unless you sacrifice a creature", keeps it or takes a permanent, which
// changes no land play and ends no game: /judge lands in the upkeep is
// answered beside it. Phyrexian Arena's loss of life may end the game
// there, and still stops the answer.
func TestRule305_2SacrificeUnlessChangesNoLandPlay(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, Contamination; step: upkeep")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("land plays: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Ghirapur Orrery, Phyrexian Arena; step: upkeep"), false)
	for _, text := range []string{
		"sacrifice this enchantment unless you sacrifice a creature.",
		"sacrifice this creature unless you pay {U}{U}.",
	} {
		if !reSacrificeUnless.MatchString(text) {
			t.Errorf("not read: %q", text)
		}
	}
	if reSacrificeUnless.MatchString("sacrifice this creature unless you pay 2 life.") {
		t.Error("a life payment read as mana")
	}
}

// CR 503.1a, 603.2, 305.2: before the turn's first main phase, an upkeep
// trigger "sacrifice this … unless you pay {N}" on the permanent that gives
// the additional land play (Ghirapur Orrery given it by Energy Flux or
// Kataki, War's Wage; Exploration by Aura Flux; Oracle of Mul Daya by
// Pendrell Mists or an opponent's Magus of the Tabernacle; an inline
// card's own) may take it off the battlefield before a land can be
// played, and whether its controller pays is not worked out: the count
// stops, where it was 2. So does Contamination's "unless you sacrifice a
// creature" beside Oracle of Mul Daya, which may be the creature
// sacrificed. The same boards in the main phase, on another player's
// turn, and such a trigger that may take only what gives no land play
// (Contamination beside Ghirapur Orrery, Magus of the Tabernacle's own,
// Llanowar Elves's), are still answered.
func TestRule305_2SacrificeUnlessPayMayTakeTheLandPlay(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Energy Flux, hand 1; step: untap",
		"me: Exploration, Aura Flux, hand 1; step: untap",
		"me: Oracle of Mul Daya, Pendrell Mists, hand 0; step: untap",
		"me: Oracle of Mul Daya, hand 0; opp: Magus of the Tabernacle; step: untap",
		"me: Ghirapur Orrery, hand 0; opp: Kataki, War's Wage; step: untap",
		"me: Ghirapur Orrery, Kataki, War's Wage, hand 0; step: upkeep",
		"me: [Lander Totem: Enchantment \u2014 You may play an additional land on each of your turns. | At the beginning of your upkeep, sacrifice this enchantment unless you pay {2}.], hand 1; step: untap",
		"me: Oracle of Mul Daya, Contamination, hand 0; step: untap",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "off the battlefield, which may change the land plays counted here") || !strings.Contains(r.Answer, "503.1a") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, c := range []struct {
		board string
		plays int
	}{
		{"me: Ghirapur Orrery, Energy Flux, hand 1; step: main1", 2},
		{"me: Oracle of Mul Daya, hand 0; opp: Magus of the Tabernacle; step: draw", 2},
		{"turn: opp; opp: hand 1; me: Ghirapur Orrery, Energy Flux, hand 1; step: untap", 2},
		{"me: Ghirapur Orrery, Contamination, hand 1; step: untap", 2},
		{"me: Exploration, Magus of the Tabernacle, hand 1; step: upkeep", 2},
		{"me: Exploration, Llanowar Elves, hand 1; opp: Magus of the Tabernacle; step: untap", 2},
	} {
		r := ask(t, "judge lands", "board", c.board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != c.plays {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
}
