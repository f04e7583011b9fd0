package rules

import (
	"strings"
	"testing"
)

// CR 305.1, 305.3, 505.6b, 305.2b: a land card asked about as played is
// played only in a main phase of its player's turn, while a land play is
// left; where it can't be, it never enters, as a spell that can't be cast
// never does.
func TestRule305_1LandPlayedOnlyWhenItCanBe(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Island; opp: Swamp; turn: opp", "Forest can't be played now (it is Opp's turn), so it never enters"},
		{"me: Island; step: combat", "Forest can't be played now (not in a main phase), so it never enters"},
		{"me: Island; step: end", "Forest can't be played now (not in a main phase), so it never enters"},
		{"me: Island, lands played 1", "Forest can't be played now (no land play is left this turn), so it never enters"},
		{"me: Island, lands played 1, Exploration", "Forest enters with no counters"},
		{"me: Island, Aggressive Mining", "Forest can't be played now: you can't play lands this turn (Aggressive Mining), so it never enters"},
		{"me: 2x Island; opp: Ward of Bones", "Forest can't be played now: you can't play lands this turn (Ward of Bones), so it never enters"},
		{"me: Island; step: main2", "Forest enters with no counters"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Island; ally: Forest; turn: ally", "Forest enters with no counters"},
	} {
		r := ask(t, "judge enters", "card", "Forest", "board", c.board)
		if !r.Understood || !strings.HasPrefix(r.Answer, c.want) {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	// Kiora's −1, activated first, gives another land play: not ruled on.
	r := ask(t, "judge enters", "card", "Forest", "board", "me: Island, lands played 1, Kiora, the Crashing Wave (3 loyalty)")
	if r.Understood || !strings.Contains(r.Answer, "Kiora, the Crashing Wave") {
		t.Errorf("Kiora: %s", r.Answer)
	}
	// Put onto the battlefield by an effect, it is not played.
	for _, board := range []string{"me: Island; opp: Swamp; turn: opp", "me: Island, Aggressive Mining"} {
		r := ask(t, "judge enters", "card", "Forest", "board", board, "cast", "false")
		if !r.Understood || !strings.HasPrefix(r.Answer, "Forest enters") {
			t.Errorf("cast:false, %s: %s", board, r.Answer)
		}
	}
}

// CR 202.3: a mana value is a whole number; Little Girl's {HW}, half a
// white mana, is no symbol the rules define.
func TestRule202_3HalfManaSymbolHasNoWholeManaValue(t *testing.T) {
	r := ask(t, "judge enters", "card", "Little Girl")
	if r.Understood || r.ManaValue != nil || !strings.Contains(r.Answer, "half mana symbol") {
		t.Errorf("Little Girl: %s", r.Answer)
	}
}
