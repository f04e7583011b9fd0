package rules

import (
	"strings"
	"testing"
)

// CR 107.3a: an X its own text defines (Cavalier of Flame's dies trigger,
// "where X is the number of land cards in your graveyard") is chosen by
// no one as the card is cast, so the enters headline says no X.
func TestRule107_3aDefinedXIsNoXAsItEnters(t *testing.T) {
	r := ask(t, "judge enters", "card", "Cavalier of Flame", "board", "me: 6x Mountain")
	wantUnderstood(t, r, true)
	if !strings.HasPrefix(r.Answer, "Cavalier of Flame enters with no counters;") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: 6x Mountain")
	if !strings.Contains(r.Answer, "(X = 2)") {
		t.Errorf("Endless One: %s", r.Answer)
	}
}
