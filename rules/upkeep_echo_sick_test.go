package rules

import (
	"strings"
	"testing"
)

// CR 702.30a, 302.6: a permanent written sick came under its controller's
// control this turn, after their last upkeep began, so its echo triggers:
// the answer says so rather than that it may.
func TestRule702_30aEchoOfASickPermanentTriggers(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 2, Deranged Hermit (sick)")
	wantUnderstood(t, r, true)
	if !strings.HasPrefix(r.Answer, "Only Deranged Hermit's echo triggers") {
		t.Errorf("sick: %q", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 2, Deranged Hermit")
	if !strings.Contains(r.Answer, "echo may trigger") {
		t.Errorf("not sick: %q", r.Answer)
	}
}

// CR 800.4a, 104.2a, 704.3: in a game of more than two players, a player
// who loses while the draw triggers of one draw resolve leaves, and the
// rest of those triggers still resolve: with Opp at 2 and Opp 2 at 1,
// three Psychosis Crawler triggers make Opp 2 lose, then Opp, and you win;
// where the last one makes you lose, Opp wins.
func TestRule800_4aDrawTriggersGoOnAfterAPlayerLeaves(t *testing.T) {
	for _, c := range []struct{ board, says string }{
		{"me: hand 0, Ghirapur Orrery, Psychosis Crawler (3 +1/+1); opp: hand 0, life 2; opp2: hand 0, life 1", "you win the game"},
		{"turn: opp; me: hand 2, life 2; opp: hand 0, life 5, Ghirapur Orrery, Psychosis Crawler (3 +1/+1); opp2: hand 0, life 1", "Opp wins the game"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: %q, want it to say %q", c.board, r.Answer, c.says)
		}
	}
}

// CR 121.2d, 104.1: in Two-Headed Giant the active team's players draw by
// one effect in the order the team chooses; where one's draw wins the
// game before the other's, that order changes the outcome, and the
// engine says it does not follow it rather than give one order.
func TestRule121_2dActiveTeamChoosesItsDrawOrder(t *testing.T) {
	well := "[Feast Well: Enchantment \u2014 At the beginning of your upkeep, each player draws a card.]"
	r := ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: hand 1, "+well+"; ally: hand 1, library 0, Laboratory Maniac; opp: hand 1; opp2: hand 1")
	if r.Understood || !strings.Contains(r.Answer, "121.2d") {
		t.Errorf("Laboratory Maniac on the active team: %v %q", r.Understood, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: hand 1, "+well+"; ally: hand 1, library 3; opp: hand 1; opp2: hand 1")
	wantUnderstood(t, r, true)
}
