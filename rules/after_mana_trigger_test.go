package rules

import "testing"

// CR 605.1b, 603.3, 117.3c: a trigger on a land or an artifact being
// tapped for mana that adds no mana (War's Toll's "tap all lands that
// player controls", Mana Web's, Storm Cauldron's "return it to its
// owner's hand", Treasure Nabber's control) is no mana ability: it goes
// on the stack after the mana is made, and the player may make all the
// mana they want first. War's Toll's ruling: lands can be tapped in
// response. tap, mana and pay answer beside it; a land Storm Cauldron
// returns may be played again where a land play is left
// (TestRule305_2LandPlayedAgainAfterItLeaves).
func TestRule605_1bTriggerAfterTheManaIsMade(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest; opp: War's Toll", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Sol Ring; opp: Treasure Nabber", "card", "Sol Ring")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{C}{C}")
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Forest, Island, Mountain; opp: War's Toll", 3},
		{"me: Forest, Island, Storm Cauldron; lands played 2", 2},
		{"me: Forest, Island; opp: Mana Web", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	r = ask(t, "judge pay", "board", "me: Forest, Island; opp: Mana Web", "cost", "{G}{U}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
}
