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

// CR 702.24a, 500.5 and Braid of Fire's ruling of 2009-10-01 ("Add {R}"
// is a cost): cumulative upkeep whose cost adds mana, or is one of two
// mana symbols for each age counter ("Cumulative upkeep {R} or {G}",
// Earthen Goo), is an upkeep trigger that changes no hand, library or
// draw, beside Ghirapur Orrery's; both were refused as text not
// understood. Braid of Fire's mana may be in its controller's pool only
// in their upkeep: pay and mana are refused there, saying so, and
// answered in any other step.
func TestRule702_24aCumulativeUpkeepThatAddsMana(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Braid of Fire (2 age), hand 0",
		"me: Ghirapur Orrery, Earthen Goo, hand 0, life 20",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Triggers) != 2 || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
			t.Errorf("%s: triggers %+v, outcomes %+v", board, r.Triggers, r.Outcomes)
		}
		wantRules(t, r, "702.24a")
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Braid of Fire, hand 0")
	wantRules(t, r, "500.5")
	wantRuling(t, r, "Braid of Fire", "2009-10-01")

	r = ask(t, "judge mana", "board", "me: Forest, Braid of Fire")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("main phase: %s", r.Answer)
	}
	for _, q := range [][]string{
		{"judge mana", "board", "me: Forest, Braid of Fire; step: upkeep"},
		{"judge pay", "board", "me: Forest, Braid of Fire; step: upkeep", "cost", "{G}{G}"},
	} {
		r := ask(t, q[0], q[1:]...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may still be in your mana pool") {
			t.Errorf("%s: %s", q[2], r.Answer)
		}
	}
}

// CR 702.24a, 500.5, 106.4: cumulative upkeep whose cost adds any amount
// of mana (an inline card's "Cumulative upkeep—Add {R}{R}.") may leave
// that mana in its controller's pool within their upkeep, which the board
// does not record: /judge mana there is refused, where it answered as
// though the pool were empty.
func TestRule702_24aCumulativeUpkeepAddingManyManaInPool(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, [Braid Test: Enchantment — Cumulative upkeep-Add {R}{R}.]; step: upkeep")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "may still be in your mana pool") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 702.30a: echo is a triggered ability: where it surely triggers (a
// permanent written sick), the answer's triggers list it with the others,
// and two are said in the plural.
func TestRule702_30aSureEchoIsListedAsATrigger(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Deranged Hermit (sick), Avalanche Riders (sick), hand 2")
	if len(r.Triggers) != 2 || r.Triggers[0].Source != "Deranged Hermit" || r.Triggers[1].Source != "Avalanche Riders" {
		t.Errorf("two sick echo creatures: triggers %+v, want both", r.Triggers)
	}
	if !strings.Contains(r.Answer, "echo abilities trigger; paying them") {
		t.Errorf("two sick echo creatures: answer %q is not in the plural", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Deranged Hermit (sick), Ghirapur Orrery, hand 0")
	if len(r.Triggers) != 2 {
		t.Errorf("Orrery and a sick echo creature: triggers %+v, want both", r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "me: Deranged Hermit, hand 2")
	if len(r.Triggers) != 0 {
		t.Errorf("an echo creature not written sick: triggers %+v, want none listed as sure", r.Triggers)
	}
}

// CR 702.24b: a permanent with more than one cumulative upkeep ability
// (Gallowbraid's own and Mana Chains') has each put an age counter on it,
// and each cost counts all of them as it resolves: the answer stops.
func TestRule702_24bTwoCumulativeUpkeeps(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Gallowbraid (1 age), Mana Chains (on Gallowbraid), life 3, Swamp, Swamp, Swamp, library 20")
	if r.Understood || !strings.Contains(r.Answer, "702.24b") {
		t.Errorf("Gallowbraid under Mana Chains: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Gallowbraid (1 age), life 3"), true)
}
