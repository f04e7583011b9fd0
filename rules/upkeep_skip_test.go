package rules

import (
	"strings"
	"testing"
)

// CR 614.10: "Players skip their upkeep steps." (Eon Hub) replaces the
// upkeep step with nothing, so no ability triggers at its beginning (Eon
// Hub's rulings of 2004-12-01): Ghirapur Orrery with no cards in hand
// draws nothing, where the board was refused as text not understood.
func TestCR614_10SkippedUpkeepTriggersNothing(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Eon Hub, hand 0",
		"me: Phyrexian Arena, life 1; opp: Eon Hub",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Phyrexian Arena; opp: Eon Hub",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Triggers) != 0 || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 0 {
			t.Errorf("%s: triggers %+v, outcomes %+v: want nothing", board, r.Triggers, r.Outcomes)
		}
		if !strings.Contains(r.Answer, "upkeep step is skipped, by Eon Hub") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
		wantRules(t, r, "614.10")
		wantRuling(t, r, "Eon Hub", "2004-12-01")
	}
	// No other question has an upkeep to come.
	r := ask(t, "judge mana", "board", "me: Forest, Eon Hub")
	wantUnderstood(t, r, true)
}
