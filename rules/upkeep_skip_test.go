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

// CR 614.10, 805.8: Gibbering Descent's "Hellbent — Skip your upkeep step
// if you have no cards in hand." skips its controller's upkeep step where
// they have no cards in hand as it would begin (its ruling of
// 2007-05-01), so Ghirapur Orrery does not trigger; with a card in hand
// the upkeep comes, and in Two-Headed Giant the team skips the step one of
// its players skips. It was refused as text not understood, for every
// question.
func TestRule614_10HellbentSkipsUpkeepWithNoCardsInHand(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Gibbering Descent, hand 0",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: Gibbering Descent, hand 0",
		"me: Ghirapur Orrery, Gibbering Descent, Eon Hub",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Triggers) != 0 || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 0 {
			t.Errorf("%s: triggers %+v, outcomes %+v: want nothing", board, r.Triggers, r.Outcomes)
		}
		if !strings.Contains(r.Answer, "upkeep step is skipped, by ") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
		wantRules(t, r, "614.10")
	}
	r := ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: Gibbering Descent, hand 0")
	wantRules(t, r, "805.8")
	wantRuling(t, r, "Gibbering Descent", "2007-05-01")

	// With a card in hand the upkeep comes: the Descent's own trigger
	// makes its controller discard it.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Gibbering Descent, hand 1, life 20")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 || r.Triggers[0].Source != "Gibbering Descent" || len(r.Outcomes) != 1 || r.Outcomes[0].Hand["me"] != 0 {
		t.Errorf("hand 1: triggers %+v, outcomes %+v", r.Triggers, r.Outcomes)
	}
	// An opponent's Descent skips only its controller's upkeep.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 20; opp: Gibbering Descent, hand 0")
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
		t.Errorf("opponent's Descent: outcomes %+v", r.Outcomes)
	}
	// Without the hand the board can't say.
	if e := askErr(t, "judge upkeep", "board", "me: Gibbering Descent"); !strings.Contains(e.Message, "write \u201cme: hand N\u201d") {
		t.Errorf("no hand: %q", e.Message)
	}
	// No other question has an upkeep to come.
	for _, q := range [][]string{{"judge mana", "board", "me: Forest, Gibbering Descent"}, {"judge lands", "board", "me: Gibbering Descent"}} {
		wantUnderstood(t, ask(t, q[0], q[1:]...), true)
	}
}
