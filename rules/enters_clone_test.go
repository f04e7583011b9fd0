package rules

import (
	"strings"
	"testing"
)

// CR 707.2, 107.3m, 614.12: Clone enters as a copy of the creature its
// controller chooses, or as itself: a copy of Walking Ballista or
// Hangarback Walker enters with X 0, so with no counters, and dies (the
// card's rulings); a copy of Spike Feeder enters with its two +1/+1
// counters, and Hardened Scales adds one; copying nothing, the 0/0 Clone
// dies. The Clone spell is what Chalice of the Void reads, at mana value
// 4. Each was refused.
func TestCR707_2CloneEntersAsACopy(t *testing.T) {
	r := ask(t, "judge enters", "card", "Clone", "board", "me: Walking Ballista (X=3, 3 +1/+1), Hardened Scales; opp: Spike Feeder (2 +1/+1)")
	wantUnderstood(t, r, true)
	want := map[string]string{
		"copies Walking Ballista": "0 +1/+1 counters (X = 0), then dies",
		"copies Spike Feeder":     "3 +1/+1 counters",
		"copies nothing":          "put into its owner's graveyard",
	}
	if len(r.Outcomes) != len(want) {
		t.Fatalf("%d outcomes, want %d: %+v", len(r.Outcomes), len(want), r.Outcomes)
	}
	for _, o := range r.Outcomes {
		if frag, ok := want[o.Choices[0]]; !ok || !strings.Contains(o.Events[0], frag) {
			t.Errorf("outcome %v: %q, want %q", o.Choices, o.Events, frag)
		}
	}
	r = ask(t, "judge enters", "card", "Clone", "board", "opp: Chalice of the Void (4 charge), Llanowar Elves")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "countered") {
		t.Errorf("answer %q: want Clone countered", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Clone", "board", "me: Llanowar Elves, Humility")
	wantUnderstood(t, r, false)
}
