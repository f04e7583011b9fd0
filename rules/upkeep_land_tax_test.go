package rules

import (
	"strings"
	"testing"
)

// CR 603.4: Land Tax's "At the beginning of your upkeep, if an opponent
// controls more lands than you, …" doesn't trigger where no opponent
// controls more lands than its controller as the upkeep begins, and an
// opponent's Land Tax doesn't trigger in your upkeep: what it would do
// (a search the engine does not model) can't happen, so Ghirapur Orrery's
// three cards stand, where both boards were refused. Where an opponent
// controls more lands, it may put lands into the hand the Orrery checks,
// and the board is still refused.
func TestRule603_4LandTaxDoesNotTriggerWithoutMoreLands(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Land Tax, Forest, hand 0; opp: Forest",
		"me: Ghirapur Orrery, hand 0; opp: Land Tax",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, Land Tax, Forest, hand 0; ally: hand 0, 3x Forest; opp: Forest",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
			t.Errorf("%s: outcomes %+v", board, r.Outcomes)
		}
		for _, tr := range r.Triggers {
			if tr.Source == "Land Tax" {
				t.Errorf("%s: Land Tax triggered", board)
			}
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Land Tax, Forest, hand 0; opp: Forest")
	wantRules(t, r, "603.4")
	if !strings.Contains(strings.Join(r.Outcomes[0].Events, "|"), "Land Tax's ability doesn't trigger: no opponent controls more lands than you") {
		t.Errorf("events %q", r.Outcomes[0].Events)
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, Land Tax, Forest, hand 0; opp: 2x Forest",
		"me: Ghirapur Orrery, Land Tax, hand 0; opp: hand 0; opp2: Forest",
		// A board that names no opponent does not say what they control.
		"me: Ghirapur Orrery, Land Tax, hand 0",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
}

// CR 603.2: an ability that triggers "at the beginning of each opponent's
// upkeep" doesn't trigger in its controller's own upkeep (in Two-Headed
// Giant, their team's), whatever it would do: beside Bottled Cloister in
// its controller's upkeep the answer names the ability that triggers
// there, where it named the one that can't.
func TestRule603_2OpponentsUpkeepTriggerNotInOwnUpkeep(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Bottled Cloister, hand 0",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 0, Bottled Cloister",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "At the beginning of your upkeep, return all cards") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Bottled Cloister")
	if !strings.Contains(r.Answer, "At the beginning of each opponent's upkeep") {
		t.Errorf("opponent's Cloister: %s", r.Answer)
	}
}

// CR 603.4: the intervening "if an opponent controls more lands than you"
// is read only to find that an ability doesn't trigger; one that may
// trigger, whatever its effect (an inline card's "you draw a card"), is
// refused, as the condition is checked again as it resolves. Such a card
// drew a card where no opponent controlled more lands.
func TestRule603_4MoreLandsConditionIsNotIgnored(t *testing.T) {
	card := "[Tax Test: Enchantment — At the beginning of your upkeep, if an opponent controls more lands than you, you draw a card.]"
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, "+card+", hand 0, Forest; opp: Forest")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
		t.Errorf("equal lands: triggers %+v, outcomes %+v", r.Triggers, r.Outcomes)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, "+card+", hand 0; opp: Forest"), false)
}
