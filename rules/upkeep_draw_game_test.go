package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 104.4a, 104.4d: if all the players (or teams) remaining in a game lose
// at the same time, the game is a draw. An upkeep trigger that has each
// player lose 1 life at 1 life, or draw from an empty library, was answered
// as each player losing, and no word of a draw.
func TestRule104_4aAllLoseAtOnceIsADraw(t *testing.T) {
	const yyy = "[Yyy: Enchantment — At the beginning of your upkeep, each player loses 1 life.]"
	const zzz = "[Zzz: Enchantment — At the beginning of your upkeep, each player draws a card.]"
	for _, board := range []string{
		"me: " + yyy + ", life 1; opp: life 1",
		"me: " + zzz + ", library 0; opp: library 0",
		"format: 2hg; teams: me+ally vs opp+opp2; me: " + yyy + ", life 1; opp: life 1",
		"me: " + yyy + ", life 1; opp: life 1; opp2: life 1",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "the game is a draw") {
			t.Errorf("%s: answer %q does not say the game is a draw", board, r.Answer)
		}
		wantRules(t, r, "104.4a")
	}
	// One player left standing: no draw.
	for _, board := range []string{
		"me: " + yyy + ", life 1; opp: life 2",
		"me: " + yyy + ", life 1; opp: life 1; opp2: life 2",
	} {
		r := ask(t, "judge upkeep", "board", board)
		if strings.Contains(r.Answer, "draw.") || strings.Contains(r.Answer, "a draw") {
			t.Errorf("%s: answer %q says the game is a draw", board, r.Answer)
		}
	}
}

// CR 608.2c, 704.3, 704.5b: Graveborn Muse's "you draw X cards and you
// lose X life" from an empty library still loses the life: the player
// loses the game only as state-based actions are checked, after the
// whole effect. With the Muse and Sulfuric Vortex beside Ghirapur
// Orrery, the order the triggers resolve in then gives two life totals.
func TestRule608_2cTheLifeLossAfterADrawFromAnEmptyLibrary(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Graveborn Muse, hand 5, life 2, library 0")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Life["me"] != 1 {
		t.Errorf("Muse: %+v, want life 1", r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Graveborn Muse, hand 0, life 6, library 0; opp: Sulfuric Vortex, hand 0, life 5, library 2")
	wantUnderstood(t, r, true)
	var lifes []int
	for _, o := range r.Outcomes {
		lifes = append(lifes, o.Life["me"])
	}
	slices.Sort(lifes)
	if !slices.Equal(lifes, []int{3, 4}) {
		t.Errorf("Muse, Orrery and Vortex: your life %v, want 3 or 4", lifes)
	}
}
