package rules

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// CR 614.1c, 616.1f: "Each other [type] creature you control enters with
// an additional +1/+1 counter on it" (Bramblewood Paragon) is a
// replacement effect on the creature entering, ordered with the others
// that modify its counters: Llanowar Elves beside an Elf lord enters with
// one, and with Hardened Scales two, where /judge enters refused; a
// creature without the type gets none. An effect that modifies no counter
// is not applied and may apply once another has given it some (616.1f):
// Hangarback Walker cast with X = 0 beside such an effect and Doubling
// Season enters with two in every order.
func TestCR614_1cAdditionalCounterAsItEnters(t *testing.T) {
	lord := "[Elf Lord: Creature — Elf 2/2 — Each other Elf creature you control enters with an additional +1/+1 counter on it.]"
	for _, c := range []struct {
		card, x, board string
		n              int
	}{
		{"Llanowar Elves", "", "me: " + lord, 1},
		{"Llanowar Elves", "", "me: " + lord + ", Hardened Scales", 2},
		{"Llanowar Elves", "", "opp: " + lord, 0},
		{"Hangarback Walker", "2", "me: Bramblewood Paragon", 2},
		{"Hangarback Walker", "0", "me: [Counter Lord: Enchantment — Each other creature you control enters with an additional +1/+1 counter on it.], Doubling Season", 2},
	} {
		kv := []string{"card", c.card, "board", c.board}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		r := ask(t, "judge enters", kv...)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) > 1 || r.Counters["+1/+1"] != c.n {
			t.Errorf("%s beside %s: counters %v, outcomes %d, want %d +1/+1", c.card, c.board, r.Counters, len(r.Outcomes), c.n)
		}
	}
}

// CR 122.6, 614.1c: cast for X = 0, Walking Ballista would enter with no
// +1/+1 counters, and Hardened Scales, Doubling Season and Winding
// Constrictor modify only a number of counters that would be put: it
// enters with none, and the answer says why, where it said those effects
// applied to its counters. Metallic Mimic's additional counter is put all
// the same, and Hardened Scales then adds one.
func TestRule122_6NoCountersToModifyAtXZero(t *testing.T) {
	for _, board := range []string{"me: Hardened Scales", "me: Doubling Season, Winding Constrictor"} {
		r := ask(t, "judge enters", "card", "Walking Ballista", "x", "0", "board", board)
		wantUnderstood(t, r, true)
		if r.Counters["+1/+1"] != 0 {
			t.Errorf("%s: counters %v", board, r.Counters)
		}
		said := false
		for _, s := range stepTexts(r) {
			said = said || strings.Contains(s, "applies only where one or more would be put")
			if strings.Contains(s, "apply to them") {
				t.Errorf("%s: step %q", board, s)
			}
		}
		if !said {
			t.Errorf("%s: steps %q", board, stepTexts(r))
		}
	}
	r := ask(t, "judge enters", "card", "Walking Ballista", "x", "0", "board", "me: Metallic Mimic (named Construct), Hardened Scales")
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("Metallic Mimic and Hardened Scales: counters %v", r.Counters)
	}
}

// CR 306.5b, 614.1c, 616.1: Oath of Gideon's "Each planeswalker you
// control enters with an additional loyalty counter on it." is a
// replacement effect on the planeswalker entering with its loyalty
// counters, ordered with the others that modify them: Liliana of the
// Veil enters with four, beside Doubling Season with seven or eight, and
// an opponent's Oath gives none; it changes no +1/+1 counter. /judge
// enters refused beside it.
func TestCR614_1cAdditionalLoyaltyCounter(t *testing.T) {
	for _, c := range []struct {
		card, x, board string
		kind           string
		want           []int
	}{
		{"Liliana of the Veil", "", "me: Oath of Gideon", "loyalty", []int{4}},
		{"Liliana of the Veil", "", "opp: Oath of Gideon", "loyalty", []int{3}},
		{"Liliana of the Veil", "", "me: Oath of Gideon, Doubling Season", "loyalty", []int{7, 8}},
		{"Gideon, Ally of Zendikar", "", "me: Oath of Gideon, Hardened Scales", "loyalty", []int{5}},
		{"Hangarback Walker", "2", "me: Oath of Gideon", "+1/+1", []int{2}},
	} {
		kv := []string{"card", c.card, "board", c.board}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		r := ask(t, "judge enters", kv...)
		wantUnderstood(t, r, true)
		var got []int
		if len(r.Outcomes) > 1 {
			for _, o := range r.Outcomes {
				n := -1
				for _, w := range strings.Fields(strings.Join(o.Events, " ")) {
					if v, err := strconv.Atoi(w); err == nil {
						n = v
						break
					}
				}
				got = append(got, n)
			}
			sort.Ints(got)
		} else {
			got = []int{r.Counters[c.kind]}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s beside %s: %s counters %v, want %v (answer: %s)", c.card, c.board, c.kind, got, c.want, r.Answer)
		}
	}
}
