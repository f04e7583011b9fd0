package rules

import (
	"strings"
	"testing"
)

// CR 117.3b, 704.3, 800.4a: triggered damage (City of Brass, Manabarbs)
// resolves one trigger at a time, with state-based actions checked
// between, so a player whose life the triggers would take below 0 loses
// as the first leaves them at 0 or less; the rest never resolve. "that
// leaves you at -1 life" named a life total the game never reaches.
func TestCR704_3TriggeredDamageStopsAtTheFirstLethal(t *testing.T) {
	for _, c := range []struct{ board, cost, want string }{
		{"me: City of Brass, City of Brass, life 1", "{W}{U}", "0 life or less"},
		{"me: Forest, Forest, Manabarbs, life 1", "{G}{G}", "0 life or less"},
		{"me: Forest, Forest, Manabarbs, life 2", "{G}{G}", "at 0 life,"},
	} {
		r := ask(t, "judge pay", "board", c.board, "cost", c.cost)
		wantPayable(t, r, true)
		if !strings.Contains(r.Answer, c.want) || strings.Contains(r.Answer, "-1 life") {
			t.Errorf("%s %s: %q, want %q", c.board, c.cost, r.Answer, c.want)
		}
	}
}

// CR 117.3b, 704.3, 800.4a: the most mana made with triggered damage that
// would take the player below 0 is said as /judge pay says it: the first
// lethal trigger leaves them at 0 or less, and they lose then. Damage of
// mana abilities themselves (Ancient Tomb) is dealt at once, and its
// total is said.
func TestCR704_3MostManaTriggeredDamageStopsAtTheFirstLethal(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: City of Brass, City of Brass, life 1", "0 life or less"},
		{"me: Forest, Forest, life 1; opp: Manabarbs, Manabarbs", "0 life or less"},
		{"me: Ancient Tomb, Ancient Tomb, City of Brass, life 3", "-1 life"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		if !strings.Contains(r.Answer, c.want) || c.want != "-1 life" && strings.Contains(r.Answer, "-") {
			t.Errorf("%s: %q, want %q", c.board, r.Answer, c.want)
		}
	}
}
