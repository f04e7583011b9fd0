package rules

import (
	"strings"
	"testing"
)

// CR 704.5f, 613.1d: a permanent that is no creature card may be a
// creature on the battlefield by another effect, and die there by the
// state-based actions as a creature card would. Chalice of the Void cast
// with X = 1 beside March of the Machines enters with one charge counter
// as a 0/0 artifact creature (its mana value there is 0) and dies; a
// Forest beside Mycosynth Lattice and March of the Machines likewise.
// The answers said they entered, as if they stayed. Sol Ring, a 1/1
// there, stays.
func TestCR704_5fEntersAsCreatureByEffect(t *testing.T) {
	for _, c := range []struct {
		card, x, cast, board string
		dies                 bool
	}{
		{"Chalice of the Void", "1", "true", "me: March of the Machines", true},
		{"Forest", "", "false", "me: Mycosynth Lattice, March of the Machines", true},
		{"Sol Ring", "", "true", "opp: March of the Machines", false},
		{"Chalice of the Void", "1", "true", "", false},
	} {
		args := []string{"card", c.card, "cast", c.cast, "board", c.board}
		if c.x != "" {
			args = append(args, "x", c.x)
		}
		r := ask(t, "judge enters", args...)
		wantUnderstood(t, r, true)
		if got := strings.Contains(r.Answer, "then dies"); got != c.dies {
			t.Errorf("%s on %q: %s; want dies %v", c.card, c.board, r.Answer, c.dies)
		}
	}
}
