package rules

import (
	"strings"
	"testing"
)

// CR 702.30a, 603.4: echo triggers at the beginning of its controller's
// upkeep only if the permanent came under their control since the
// beginning of their last upkeep, which the board does not record; if it
// does, they pay the echo cost or sacrifice it, which changes no hand,
// library or draw: beside Avalanche Riders, Ghirapur Orrery's three cards
// are drawn either way, and the answer says what echo may do. It was
// refused. What a sacrifice would trigger still bears (Blood Artist).
func TestRule702_30aEchoMayTrigger(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Avalanche Riders")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	wantRules(t, r, "702.30a", "603.4")
	if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "pays its echo cost, {3}{R}, or sacrifices it") {
		t.Errorf("outcomes %+v: want what echo may do", r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Acridian, Blood Artist")
	wantUnderstood(t, r, false)
}
