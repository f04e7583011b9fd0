package rules

import "testing"

// A mana ability whose cost returns its permanent to its owner's hand
// (Grinning Ignus) can be activated once: the permanent is gone after it,
// as after a cost that sacrifices it. Its timing restriction ("any time you
// could cast a sorcery") holds only in a main phase of its controller's
// turn (CR 605.1a, 602.5d, 307.1).
func TestCR605_1aGrinningIgnusReturnsToHandOnce(t *testing.T) {
	cases := []struct {
		board string
		max   int
		byT   map[string]int
	}{
		{"me: Grinning Ignus, Mountain", 3, map[string]int{"C": 2, "R": 1}},
		{"me: Grinning Ignus, Mountain, Mana Reflection", 4, map[string]int{"C": 2, "R": 2}},
		// Gaea's Cradle counts Grinning Ignus only while it is on the
		// battlefield: it is tapped first.
		{"me: Grinning Ignus, Gaea's Cradle, Mountain", 4, map[string]int{"C": 2, "G": 1, "R": 1}},
		{"me: Grinning Ignus, Gaea's Cradle", 1, map[string]int{"G": 1}},
		{"me: Grinning Ignus, Mountain; turn: opp", 1, map[string]int{"R": 1}},
	}
	for _, c := range cases {
		r := ask(t, "judge mana", "board", c.board, "player", "me")
		if !r.Understood {
			t.Errorf("%s: refused: %s", c.board, r.Answer)
			continue
		}
		if r.MaxMana == nil || *r.MaxMana != c.max {
			t.Errorf("%s: the most mana %v, want %d (%s)", c.board, r.MaxMana, c.max, r.Answer)
		}
		for k, v := range c.byT {
			if r.MaxByType[k] != v {
				t.Errorf("%s: most %s %d, want %d (%v)", c.board, k, r.MaxByType[k], v, r.MaxByType)
			}
		}
		if len(r.MaxByType) != len(c.byT) {
			t.Errorf("%s: by type %v, want %v", c.board, r.MaxByType, c.byT)
		}
	}
	r := ask(t, "judge pay", "board", "me: Grinning Ignus, Mountain", "cost", "{3}")
	if r.Payable == nil || !*r.Payable {
		t.Errorf("{3} beside Grinning Ignus and a Mountain: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Grinning Ignus, Mountain", "cost", "{4}")
	if r.Payable == nil || *r.Payable {
		t.Errorf("{4} beside Grinning Ignus and a Mountain: %s", r.Answer)
	}
}
