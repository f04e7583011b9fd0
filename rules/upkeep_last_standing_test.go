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
	if strings.Contains(r.Answer, " win") || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 1 {
		t.Errorf("one opponent left: %q, %+v", r.Answer, r.Outcomes)
	}
}

// CR 704.5a, 800.4a: in a multiplayer game a player at 0 life loses
// before the upkeep begins and leaves the game with their permanents; the
// upkeep of a player still in it is answered of the game the others play
// on (their Sulfuric Vortex no longer triggers), where every such board
// was refused. A permanent that affects an opponent chosen as it entered
// may have chosen the player who left, which the board does not record.
func TestRule800_4aUpkeepAfterAPlayerLeftAMultiplayerGame(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, life 20; opp: life 0, Sulfuric Vortex; opp2: life 5")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 || r.Triggers[0].Source != "Ghirapur Orrery" {
		t.Errorf("triggers %+v, want Ghirapur Orrery's alone", r.Triggers)
	}
	wantDraws(t, r, []string{"me"}, "me=3")
	wantRules(t, r, "704.5a", "800.4a")
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 6, life 20; opp: life 0; opp2: life 5, Black Vise"), false)
	// Still refused: the player whose upkeep it is lost, or a two-player
	// game is over.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, life 0; opp: life 3; opp2: life 5"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, life 5; opp: life 0, hand 0"), false)
}
