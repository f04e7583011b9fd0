package rules

import (
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
