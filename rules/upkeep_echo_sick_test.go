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
