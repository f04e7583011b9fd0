package rules

import (
	"strings"
	"testing"
)

// CR 608.2h: Honden of Cleansing Fire's "you gain 2 life for each Shrine
// you control" counts the Shrines as it resolves: beside Honden of Seeing
// Winds, 4 life; Sulfuric Vortex stops the gain (101.2). The board was
// refused as an effect the engine did not model.
func TestRule608_2hHondenGainsForEachShrine(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Honden of Seeing Winds, Honden of Cleansing Fire, hand 0, life 10")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=2", "me=5")
	for _, o := range r.Outcomes {
		if !strings.Contains(strings.Join(o.Events, "|"), "Honden of Cleansing Fire's ability (for you) resolves: you gain 4 life") {
			t.Errorf("events %q", o.Events)
		}
	}
	r = ask(t, "judge upkeep", "board", "me: Honden of Cleansing Fire, life 10")
	wantUnderstood(t, r, true)
	if !strings.Contains(strings.Join(r.Outcomes[0].Events, "|"), "you gain 2 life") {
		t.Errorf("one Shrine: %q", r.Outcomes[0].Events)
	}
	r = ask(t, "judge upkeep", "board", "me: Honden of Cleansing Fire, Sulfuric Vortex, life 10")
	if !strings.Contains(strings.Join(r.Outcomes[0].Events, "|"), "you gain no life (Sulfuric Vortex stops it)") {
		t.Errorf("beside Sulfuric Vortex: %q", r.Outcomes[0].Events)
	}
}
