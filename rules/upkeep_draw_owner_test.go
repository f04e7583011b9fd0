package rules

import (
	"strings"
	"testing"
)

// CR 616.1, 614.5: effects that would meet on a player's draws decide
// nothing where that player draws no card in the upkeep. Your Notion
// Thief beside Opp's Chains of Mephistopheles: only you draw (Ghirapur
// Orrery's three cards, each replaced by the Chains with no card in hand
// to discard), and the Thief and the Chains meet only on Opp's draws,
// where the answer was refused as if their order decided.
func TestCR616_1DrawEffectsMeetOnlyOnDraws(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Notion Thief; opp: Chains of Mephistopheles")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=0,opp=0")
	// Where the player those effects meet on draws, the order still
	// decides: Opp's Notion Thief and Chains of Mephistopheles on your
	// draws.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Notion Thief, Chains of Mephistopheles")
	wantUnderstood(t, r, false)
	// A player who draws another's cards draws: your Notion Thief, and
	// Opp's Orrery and Chains in Opp's upkeep.
	r = ask(t, "judge upkeep", "board", "me: hand 0, Notion Thief; opp: Ghirapur Orrery, hand 0; opp2: Chains of Mephistopheles, hand 2; turn: opp")
	wantUnderstood(t, r, false)
}

// CR 616.1f, 614.5: with a Notion Thief on each side of a two-player
// game, a card one player would draw is drawn by the other instead, and
// that draw by the first again, each effect applying to the draw once:
// the player who would draw it draws it (Notion Thief's ruling of
// 2018-03-16). Ghirapur Orrery's three cards are yours, where the
// answer was refused.
func TestCR616_1fNotionThiefOnEachSide(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Notion Thief; opp: Notion Thief")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
	if !strings.Contains(strings.Join(stepTexts(r), " "), "2018-03-16") {
		t.Errorf("steps %v: want the ruling said", stepTexts(r))
	}
	wantRules(t, r, "616.1f", "614.5")
	// Another effect on either player's draws: the order chosen decides.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Notion Thief; opp: Notion Thief, Spirit of the Labyrinth")
	wantUnderstood(t, r, false)
	// Ally's draws go to Opp by Opp's Thief, and on to you by yours:
	// not Opp's to keep.
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, Notion Thief; ally: hand 0; opp: Notion Thief")
	wantUnderstood(t, r, false)
}
