package rules

import (
	"strings"
	"testing"
)

// CR 810.8c (a team with 0 or less life loses) and 704.5a: in Two-Headed
// Giant, tapping City of Brass at 1 life makes the team lose once its
// damage resolves. The headline keeps the loss, leaving the words on
// choices to the outcomes, where both don't fit in 25 words.
func TestRule810_8cTeamLossKeptInTapHeadline(t *testing.T) {
	const board = "format: 2hg; teams: me+ally vs opp+opp2; me: City of Brass, life 1"
	for _, cmd := range []string{"judge tap", "judge activate"} {
		r := ask(t, cmd, "board", board, "card", "City of Brass")
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "your team loses") || !strings.Contains(r.Answer, "{W}, {U}, {B}, {R} or {G}") {
			t.Errorf("%s: %q: want the mana and the team's loss", cmd, r.Answer)
		}
		if !headlineFits(r.Answer) {
			t.Errorf("%s: %q: more than %d words", cmd, r.Answer, maxHeadlineWords)
		}
		wantRules(t, r, "810.8c", "704.5a")
	}
	// Where both fit, both are said.
	r := ask(t, "judge tap", "board", "me: City of Brass, life 1", "card", "City of Brass")
	if !strings.Contains(r.Answer, "depending on the choices made; then you lose") {
		t.Errorf("1v1: %q", r.Answer)
	}
}

// CR 810.8a (a player who loses takes their team with them) and 704.5b: in
// Two-Headed Giant the upkeep's headline says the team loses for a draw
// from an empty library, whichever of its players draws in each order, and
// merges that with the team's loss at 0 or less life.
func TestRule810_8aTeamLosesForEmptyLibraryInUpkeepHeadline(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	cases := []struct{ board, want string }{
		{teams + "me: hand 0, library 2; ally: hand 0, Ghirapur Orrery, library 2",
			"In every order, your team loses the game for drawing from an empty library."},
		{teams + "me: hand 0, library 2, Ghirapur Orrery; ally: hand 0, library 2, life 1, Phyrexian Arena",
			"In every order, your team loses the game."},
		{teams + "turn: opp; me: hand 0, Ghirapur Orrery; opp: hand 0, library 1; opp2: hand 0, library 1",
			"In every order, Opp's team loses the game for drawing from an empty library."},
	}
	for _, c := range cases {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.HasSuffix(r.Answer, c.want) || strings.Contains(r.Answer, "Ally does") || strings.Contains(r.Answer, "Opp 2 does") {
			t.Errorf("%s: %q: want it to end %q", c.board, r.Answer, c.want)
		}
		wantRules(t, r, "810.8a", "704.5b")
	}
	// Outside Two-Headed Giant the player is named.
	r := ask(t, "judge upkeep", "board", "me: hand 0, library 1, Ghirapur Orrery; opp: hand 0, library 0")
	if !strings.Contains(r.Answer, "you lose the game for drawing from an empty library") {
		t.Errorf("1v1: %q", r.Answer)
	}
}

// CR 104.2a: in a two-player game the opponent who loses in the upkeep
// leaves the other player the winner; the events say so, the steps cite
// the rule, and the headline, which names the loser, does not repeat it.
func TestRule104_2aLastOpponentLeavingWinsTwoPlayerUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: life 20; opp: Phyrexian Arena, life 1", "player", "opp")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || !slicesContainsPart(r.Outcomes[0].Events, "you are the only player left in the game, so you win the game") {
		t.Fatalf("outcomes %+v: want you to win", r.Outcomes)
	}
	wantRules(t, r, "104.2a", "704.5a")
	if strings.Contains(r.Answer, "win") || !strings.Contains(r.Answer, "Opp loses the game") {
		t.Errorf("headline %q: want the loss only", r.Answer)
	}
}
