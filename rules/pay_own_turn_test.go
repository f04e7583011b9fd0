package rules

import "testing"

// CR 601.2f; Defense Grid rulings 2004-10-04 and 2006-05-01: "Each spell
// costs {3} more to cast except during its controller's turn" adds {3} to
// a Brainstorm cast on an opponent's turn, which Sapphire Medallion then
// lowers, and nothing on its controller's turn, in Two-Headed Giant their
// team's.
func TestRule601_2fDefenseGridExceptOnOwnTurn(t *testing.T) {
	for _, c := range []struct {
		board   string
		payable bool
	}{
		{"me: Island; opp: Defense Grid; turn: opp", false},
		{"me: 4x Island; opp: Defense Grid; turn: opp", true},
		{"me: Island; opp: Defense Grid", true},
		{"me: 3x Island, Defense Grid, Sapphire Medallion; turn: opp", true},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Island; opp: Defense Grid; turn: ally", true},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Island; opp: Defense Grid; turn: opp2", false},
	} {
		r := pay(t, c.board, "{U}", "card", "Brainstorm", "player", "me")
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
	}
}
