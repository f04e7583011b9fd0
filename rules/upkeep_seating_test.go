package rules

import (
	"slices"
	"testing"
)

// CR 101.4, 603.3b: the nonactive players put their triggered abilities on
// the stack in turn order, and the board does not record the seating. With
// Opp's Ghirapur Orrery and Opp 2's Seizan, Perverter of Truth triggering
// in your upkeep, you draw two cards where Opp sits next (Seizan resolves
// first, and the Orrery finds two cards in your hand) and five where Opp 2
// does; only two was answered, the board's order taken as the seating.
func TestRule101_4SeatingNotRecorded(t *testing.T) {
	for _, board := range []string{
		"me: hand 0, life 20; opp: Ghirapur Orrery; opp2: Seizan, Perverter of Truth",
		"me: hand 0, life 20; opp2: Seizan, Perverter of Truth; opp: Ghirapur Orrery",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		var draws []int
		for _, o := range r.Outcomes {
			draws = append(draws, o.Draws["me"])
		}
		slices.Sort(draws)
		if !slices.Equal(draws, []int{2, 5}) {
			t.Errorf("%s: draws %v, want [2 5] (%s)", board, draws, r.Answer)
		}
		wantRules(t, r, "101.4")
	}
	// Where the turn order changes nothing, one outcome is given.
	r := ask(t, "judge upkeep", "board", "me: hand 0, life 20; opp: Seizan, Perverter of Truth; opp2: Seizan, Perverter of Truth")
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 4 {
		t.Errorf("two Seizans: %+v, want one outcome drawing four", r.Outcomes)
	}
	// The active player's abilities still go on the stack first: Opp's
	// Orrery resolves before your Phyrexian Arena, whatever the seating.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, hand 0; opp: Ghirapur Orrery; opp2: hand 3")
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 4 {
		t.Errorf("Arena and Opp's Orrery: %+v, want one outcome drawing four", r.Outcomes)
	}
}
