package rules

import (
	"fmt"
	"strings"
	"testing"
)

// CR 614.15 and 305.1: River of Tears' "If you played a land this turn,
// add {B} instead." is a self-replacement effect read from the lands its
// controller played this turn, as the board gives them (lands played N):
// {B} after one, {U} with none; another player's land played does not
// count, nor one written for its controller on another's turn (305.3).
// Its ruling of 2017-11-17 is cited.
func TestRule614_15RiverOfTearsAfterALandPlayed(t *testing.T) {
	for _, c := range []struct {
		board, want string
	}{
		{"me: River of Tears, lands played 1", "{B}"},
		{"me: River of Tears", "{U}"},
		{"turn: opp; me: River of Tears; opp: lands played 1", "{U}"},
		// A player plays lands only on their own turn (305.3): on
		// Opp's, what the board writes of yours is another turn's.
		{"turn: opp; me: River of Tears, lands played 1", "{U}"},
		{"me: River of Tears, lands played 1, Mana Reflection", "{B}{B}"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "River of Tears")
		wantLegal(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != c.want {
			t.Errorf("%s: want one outcome of %s, got %v (%s)", c.board, c.want, r.Outcomes, r.Answer)
		}
		if !strings.Contains(fmt.Sprint(r.Rulings), "only after") {
			t.Errorf("%s: its ruling of 2017-11-17 is not cited: %v", c.board, r.Rulings)
		}
	}
	wantRules(t, ask(t, "judge tap", "board", "me: River of Tears, lands played 1", "card", "River of Tears"), "614.15", "305.1")
	for _, c := range []struct {
		board string
		want  []string
	}{
		{"me: River of Tears", []string{"U"}},
		{"me: River of Tears, lands played 1", []string{"B"}},
	} {
		r := ask(t, "judge could-produce", "board", c.board, "card", "River of Tears")
		if fmt.Sprint(r.ManaTypes) != fmt.Sprint(c.want) {
			t.Errorf("could-produce %s: %v, want %v", c.board, r.ManaTypes, c.want)
		}
	}
	r := ask(t, "judge pay", "board", "me: River of Tears, Swamp", "cost", "{B}{B}")
	if r.Payable == nil || *r.Payable {
		t.Errorf("pay {B}{B} with no land played: %s", r.Answer)
	}
}
