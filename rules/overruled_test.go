package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// CR 605.1a, 106.12a: a ruling published before a rule changed is noted
// with the rule that overrules it: Chromatic Sphere's and Mossfire Egg's
// 2008 "This is a mana ability" (their abilities draw a card), and
// Overabundance's damage for a land tapped for no mana. Their other
// rulings, and a mana ability's own ruling that still holds (Sol Ring's,
// Overabundance's second), get no note.
func TestRule605_1aOverruledRulingsAreNoted(t *testing.T) {
	noted := map[string]string{"Chromatic Sphere": "605.1a", "Mossfire Egg": "605.1a", "Overabundance": "106.12a"}
	for _, name := range []string{"Chromatic Sphere", "Mossfire Egg", "Overabundance", "Sol Ring", "Birds of Paradise"} {
		c, ok := catalog.Lookup(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		n := 0
		for _, r := range c.Rulings {
			note := OverruledBy(c, r)
			if note == "" {
				continue
			}
			n++
			if want := noted[name]; want == "" || !strings.Contains(note, "CR "+want) {
				t.Errorf("%s, %s: note %q, want one citing %q", name, r.Date, note, noted[name])
			}
		}
		if want := map[bool]int{true: 1, false: 0}[noted[name] != ""]; n != want {
			t.Errorf("%s: %d rulings noted, want %d", name, n, want)
		}
	}
}
