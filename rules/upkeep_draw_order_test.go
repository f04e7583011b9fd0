package rules

import (
	"strings"
	"testing"
)

// CR 121.2c, 121.2d, 104.1: when one effect has several players draw, the
// active player (the active team) draws first, then the others in turn
// order, and a player who wins ends the game, so no one draws after. On
// the opponent's turn the opponent's Laboratory Maniac wins first; it
// had been said that you win. With two nonactive players whose draws
// decide the game, the seating the board does not record decides which,
// and the question is refused; it had been answered for the first named.
func TestCR121_2cPlayersDrawInTurnOrder(t *testing.T) {
	well := "[Feast Well: Enchantment — At the beginning of your upkeep, each player draws a card.]"
	r := ask(t, "judge upkeep", "board", "turn: opp; me: hand 1, library 0, Laboratory Maniac; opp: hand 1, library 0, Laboratory Maniac, "+well)
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "Opp wins the game") || strings.Contains(r.Answer, "you win") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 1, library 0, Laboratory Maniac, "+well+"; opp: hand 1, library 5")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["opp"] != 0 {
		t.Errorf("answer: %s; outcomes %+v", r.Answer, r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 1, Master of the Feast; opp: hand 1, library 0, Laboratory Maniac; opp2: hand 1, library 0, Laboratory Maniac")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "121.2c") {
		t.Errorf("answer: %s", r.Answer)
	}
	// Where the draws decide nothing, the order is not needed.
	r = ask(t, "judge upkeep", "board", "me: hand 1, Master of the Feast; opp: hand 1; opp2: hand 1")
	wantUnderstood(t, r, true)
}
