package rules

import "testing"

// The contract's board field is the board in canonical form, present in
// every question's ruling: the empty board is "me:", as its canonical
// command writes it. It had been left out.
func TestContractEmptyBoardIsWrittenMe(t *testing.T) {
	for _, q := range []string{"judge mana", "judge lands", "judge upkeep"} {
		r := ask(t, q, "board", "me:")
		wantUnderstood(t, r, true)
		if r.Board != "me:" {
			t.Errorf("/%s: board %q, want \"me:\"", q, r.Board)
		}
	}
	r := ask(t, "judge pay", "board", "me:", "cost", "{G}")
	if r.Board != "me:" {
		t.Errorf("/judge pay: board %q, want \"me:\"", r.Board)
	}
}
