package rules

import (
	"strings"
	"testing"
)

// CR 603.7, 603.7a: "When Pyknite enters, draw a card at the beginning of
// the next turn's upkeep" made a delayed triggered ability as it resolved,
// which triggers in the upkeep after it: Opp's Carrier Pigeons cast in
// Opp's last turn has Opp draw a card in your upkeep, and your own
// Pyknite that entered in the turn before may have you draw one before
// Ghirapur Orrery's trigger resolves, which then does nothing. The board
// does not record when the ability resolved: the answer is refused,
// where three cards drawn was answered. A delayed ability that returns
// the permanent itself (Phytotitan) waits only while the card is away.
func TestCR603_7aDelayedUpkeepTriggerMayWait(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Pyknite",
		"me: hand 0; opp: Ghirapur Orrery, hand 0, Carrier Pigeons",
		"me: Ghirapur Orrery, hand 0, Hazezon Tamar",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "delayed triggered ability") || !strings.Contains(r.Answer, "603.7") {
			t.Errorf("%s: answer %q, want the delayed trigger named", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Phytotitan")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	// "Until the beginning of your next upkeep" is a duration.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Elkin Bottle")
	wantUnderstood(t, r, true)
	// Other questions are not concerned.
	r = ask(t, "judge mana", "board", "me: Forest, Pyknite")
	wantUnderstood(t, r, true)
}
