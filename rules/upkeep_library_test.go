package rules

import (
	"strings"
	"testing"
)

// CR 121.4, 704.5b: a player who draws more cards than their library holds
// draws what it has and loses the game the next time state-based actions
// are checked.
func TestRule704_5bDrawFromAnEmptyLibrary(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 2")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=2")
	wantRules(t, r, "704.5b")
	if !strings.Contains(r.Answer, "you lose the game for drawing from an empty library") {
		t.Errorf("answer %q does not say the player loses", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Phyrexian Arena, hand 0, library 3")
	found := false
	for _, o := range r.Outcomes {
		for _, ev := range o.Events {
			found = found || strings.Contains(ev, "the library was empty")
		}
	}
	if !found {
		t.Errorf("no outcome says the library was empty: %+v", r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 3")
	if strings.Contains(r.Answer, "lose") {
		t.Errorf("three cards from a library of three: %q", r.Answer)
	}
	for _, c := range r.Rules {
		if c == "704.5b" {
			t.Errorf("three cards from a library of three: 704.5b cited")
		}
	}
}

// Underworld Dreams triggers once for each card drawn (CR 121.2, 603.2):
// one card, once.
func TestRule121_2OneDrawOneTrigger(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, hand 2; opp: Underworld Dreams, hand 2")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "triggers once, for the card you drew") {
		t.Errorf("events %+v", r.Outcomes)
	}
}

// Howling Mine ruling 2013-04-15, CR 504.1-504.2: a draw-step trigger is
// put on the stack after the draw for the turn; it is no upkeep trigger.
func TestRulingHowlingMineDrawStepNotUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Howling Mine, Ghirapur Orrery, hand 0; opp: hand 1")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
	if len(r.Triggers) != 1 {
		t.Errorf("triggers %+v, want the Orrery's alone", r.Triggers)
	}
	wantRules(t, r, "504.2")
	wantRuling(t, r, "Howling Mine", "2013-04-15")
}

// CR 117.5, 704.3, 704.5a: the triggers for each card drawn resolve one at
// a time, state-based actions checked between them: at 2 life, the second
// of Spiteful Visions' three leaves you at 0 and you lose; the third does
// nothing. The answer said all three resolved, for a life total of -1.
func TestRule704_5aDrawTriggersStopAtZeroLife(t *testing.T) {
	for _, c := range []struct {
		board, want string
	}{
		{"me: Ghirapur Orrery, hand 0, life 2, Spiteful Visions", "two resolve before you lose, and Spiteful Visions deals 1 damage to you twice; your life total is now 0"},
		{"me: Ghirapur Orrery, hand 0, life 2; opp: Underworld Dreams", "two resolve before you lose, and Underworld Dreams deals 1 damage to you twice; your life total is now 0"},
		{"me: Ghirapur Orrery, hand 0, life 3; opp: Underworld Dreams", "and resolves: Underworld Dreams deals 1 damage to you 3 times; your life total is now 0"},
		{"me: Ghirapur Orrery, hand 0, life 4; opp: Underworld Dreams", "and resolves: Underworld Dreams deals 1 damage to you 3 times"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), c.want) {
			t.Errorf("%s: outcomes %+v, want %q", c.board, r.Outcomes, c.want)
		}
	}
}
