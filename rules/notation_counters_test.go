package rules

import (
	"slices"
	"strings"
	"testing"
)

// A kind of counter no card or rule names is a slip, and an input error
// that suggests the kinds near it; the kinds of the catalog's cards, of
// the rules (CR 122.1a–j) and of the board's inline cards are read.
func TestCounterKindsAreNamedByACardOrRule(t *testing.T) {
	for _, board := range []string{
		"me: Llanowar Elves (2 +1/+1)",
		"me: Llanowar Elves (2 +3/+3, 1 shield, 1 flying, 1 first strike)",
		"me: Vivid Crag (2 charge counters)",
		"me: Gemstone Mine (3 mining)",
		"me: [Oil Rig: Land — {T}, Remove an oil counter from this land: Add {B}.] (2 oil)",
		"me: Forest (0 chrage)",
	} {
		if _, err := ParseBoard(board); err != nil {
			t.Errorf("%s: %v", board, err)
		}
	}
	for _, c := range []struct {
		board, near string
	}{
		{"me: Llanowar Elves (2 dmg)", "damage"},
		{"me: Gemstone Mine (3 minig)", "mining"},
		{"me: Llanowar Elves (1 +1/1)", "+1/+1"},
		{"me: Vivid Crag (2 chrage)", "charge"},
	} {
		_, err := ParseBoard(c.board)
		ie, ok := err.(*InputError)
		if !ok {
			t.Errorf("%s: %v, want an input error", c.board, err)
			continue
		}
		if !strings.Contains(ie.Message, "no card or rule names that kind of counter") || !slices.Contains(ie.Suggestions, c.near) {
			t.Errorf("%s: %q suggesting %q, want %q among them", c.board, ie.Message, ie.Suggestions, c.near)
		}
	}
}
