package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 104.2a: in a game of more than two players, a player whose opponents
// have all left the game wins it then, and the game is over. Master of the
// Feast making two opponents draw from empty libraries ends the game, so a
// Phyrexian Arena put on the stack under it never resolves: you draw no
// cards or one, where one was answered in every order and no winner named.
func TestRule104_2aLastPlayerLeftWins(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Master of the Feast, Phyrexian Arena, life 20; opp: library 0; opp2: library 0")
	wantUnderstood(t, r, true)
	var draws []int
	for _, o := range r.Outcomes {
		draws = append(draws, o.Draws["me"])
	}
	slices.Sort(draws)
	if !slices.Equal(draws, []int{0, 1}) {
		t.Errorf("draws %v, want [0 1] (%s)", draws, r.Answer)
	}
	if !strings.Contains(r.Answer, "you win the game") {
		t.Errorf("answer %q does not say you win", r.Answer)
	}
	wantRules(t, r, "104.2a")
	// With one opponent still in the game, it goes on.
	r = ask(t, "judge upkeep", "board", "me: Master of the Feast, Phyrexian Arena, life 20; opp: library 0; opp2: library 5")
	if strings.Contains(r.Answer, "win") || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 1 {
		t.Errorf("one opponent left: %q, %+v", r.Answer, r.Outcomes)
	}
}
