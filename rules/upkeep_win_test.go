package rules

import (
	"strings"
	"testing"
)

// CR 603.4, 104.2b: "At the beginning of your upkeep, if you have exactly 1
// life, you win the game." checks the life total as the upkeep begins and
// again as it resolves, after the abilities resolved before it: Test of
// Endurance at 51 life under an opponent's Sulfuric Vortex does nothing
// (the Vortex resolves first), Battle of Wits with 200 cards wins only if
// it resolves before Phyrexian Arena's draw, and an opponent's Platinum
// Angel stops the win (101.2); each such card was refused.
func TestCR603_4UpkeepWinChecksItsConditionTwice(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Near-Death Experience, life 1")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you win the game") {
		t.Errorf("answer %q: want a win", r.Answer)
	}
	wantRules(t, r, "603.4", "104.2b")
	r = ask(t, "judge upkeep", "board", "me: Near-Death Experience, life 2")
	if len(r.Triggers) != 0 {
		t.Errorf("at 2 life it does not trigger: %+v", r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "me: Test of Endurance, life 51; opp: Sulfuric Vortex")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "win") || len(r.Outcomes) != 1 {
		t.Errorf("answer %q: the Vortex resolves first and leaves 49 life", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Battle of Wits, library 200, Phyrexian Arena")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 || !strings.Contains(r.Answer, "In some orders, you win the game") {
		t.Errorf("answer %q, outcomes %+v: want a win in one order", r.Answer, r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "me: Near-Death Experience, life 1; opp: Platinum Angel")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "you win") {
		t.Errorf("answer %q: Platinum Angel stops the win", r.Answer)
	}
	// Without the life total it can't be told whether it triggers.
	r = ask(t, "judge upkeep", "board", "me: Felidar Sovereign")
	wantUnderstood(t, r, false)
}
