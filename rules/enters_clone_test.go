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

// CR 707.2, 614.12, 305.7: Vesuva enters tapped as a copy of the land its
// controller chooses (Amulet of Vigor then untaps it), or untapped as
// itself; beside Blood Moon it loses that ability before it applies and
// enters as itself, untapped (Blood Moon's and Celestial Dawn's rulings).
// Each was refused.
func TestCR707_2VesuvaEntersTappedAsACopy(t *testing.T) {
	r := ask(t, "judge enters", "card", "Vesuva", "board", "me: Forest, Amulet of Vigor")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 || !strings.Contains(r.Outcomes[0].Events[0], "It enters tapped, as Vesuva says, and Amulet of Vigor's ability untaps it") || !strings.Contains(r.Outcomes[1].Events[0], "untapped") {
		t.Errorf("outcomes %+v: want a tapped copy of Forest that Amulet untaps, and Vesuva untapped", r.Outcomes)
	}
	r = ask(t, "judge enters", "card", "Vesuva", "board", "me: Forest, Blood Moon")
	wantUnderstood(t, r, true)
	if r.EntersTapped == nil || *r.EntersTapped || len(r.Outcomes) != 0 {
		t.Errorf("Blood Moon: answer %q, enters_tapped %v: want no copy, untapped", r.Answer, r.EntersTapped)
	}
}
