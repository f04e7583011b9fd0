package rules

import (
	"strings"
	"testing"
)

// CR 121.2b, 614.1a: a draw a limit forbids is not replaced (Spirit of the
// Labyrinth's ruling of 2014-02-01), and one it allows is. With Spirit of
// the Labyrinth and Laboratory Maniac and no cards in the library,
// Ghirapur Orrery's first card is a draw from an empty library, which
// Laboratory Maniac replaces: you win, where the answer was refused as if
// the order of two replacement effects decided. With one card left you
// draw it and the other two draws are not allowed, so nothing wins; with
// Omen Machine no draw is allowed and nothing is replaced. Thought
// Reflection beside Laboratory Maniac wins once the cards it makes run
// past the library, whichever the player applies first.
func TestCR121_2bLimitLeavesForbiddenDrawsUnreplaced(t *testing.T) {
	for _, c := range []struct {
		board string
		draws string
		win   bool
	}{
		{"me: Ghirapur Orrery, hand 0, Laboratory Maniac, Spirit of the Labyrinth, library 0", "me=0", true},
		{"me: Ghirapur Orrery, hand 0, Laboratory Maniac, Spirit of the Labyrinth, library 1", "me=1", false},
		{"me: Ghirapur Orrery, hand 0, Laboratory Maniac, library 0; opp: Narset, Parter of Veils (3 loyalty)", "me=0,opp=0", true},
		{"me: Ghirapur Orrery, hand 0, Laboratory Maniac, Omen Machine, library 0", "me=0", false},
		{"me: Ghirapur Orrery, hand 0, Laboratory Maniac, Thought Reflection, library 4", "me=4", true},
		{"me: Ghirapur Orrery, hand 0, Laboratory Maniac, Thought Reflection, library 6", "me=6", false},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		players := []string{"me"}
		if c.draws == "me=0,opp=0" {
			players = append(players, "opp")
		}
		wantDraws(t, r, players, c.draws)
		if won := strings.Contains(r.Answer, "win the game"); won != c.win {
			t.Errorf("%s: answer %q, want a win %v", c.board, r.Answer, c.win)
		}
	}
	// Notion Thief beside it still leaves the choice to the player.
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Laboratory Maniac, library 0; opp: Notion Thief")
	wantUnderstood(t, r, false)
}
