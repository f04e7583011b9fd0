package rules

import (
	"strings"
	"testing"
)

// CR 613.1, 613.6: an effect that removes a permanent's abilities in
// layer 6 (Humility, Kasmina's Transmutation, Blood Sun) leaves what the
// text did in the layers before it: a land type, a color, legendary. Text
// the engine does not understand on such a permanent still stops the
// answer; it had been answered as if the text were gone. Realmwright's
// Swamps under Humility are Swamps still: its land type applies in layer
// 4, before Humility removes its ability in layer 6.
func TestCR613_6UnreadTextOfPermanentThatLostItsAbilities(t *testing.T) {
	for _, c := range [][]string{
		{"judge tap", "board", "me: Forest, [Odd Wright: Creature — Lands you control are Swamps in addition to their other types unless it's night.], Humility", "card", "Forest"},
		{"judge mana", "board", "me: Sol Ring, Sol Ring, Leyline of Singularity, Opalescence, Humility"},
		{"judge tap", "board", "me: Forest, [Odd Wright: Creature — Lands you control are Swamps in addition to their other types unless it's night.], Kasmina's Transmutation (on Odd Wright)", "card", "Forest"},
	} {
		r := ask(t, c[0], c[1:]...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "613.6") {
			t.Errorf("%v: %s", c, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Forest, Realmwright (named Swamp), Humility", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{B}", "{G}")
	r = ask(t, "judge tap", "board", "me: Forest, Realmwright (named Island), Kasmina's Transmutation (on Realmwright)", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}", "{G}")
	// Understood text under Humility is worked out as before.
	r = ask(t, "judge tap", "board", "me: Forest, Llanowar Elves, Humility", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMana(t, r)
}

// CR 614.12, 613.1f, 605.1a: Blood Sun makes a land lose all abilities but
// its mana abilities as it would exist on the battlefield, so the land's
// own "enters tapped", "as it enters" and "enters with counters" do not
// apply (Blood Sun's rulings of 2018-01-19). They had applied.
func TestCR614_12BloodSunEnteringLand(t *testing.T) {
	for _, c := range []struct {
		card    string
		counter string
	}{{"Vivid Crag", "charge"}, {"Temple of Mystery", ""}, {"Watery Grave", ""}, {"Simic Growth Chamber", ""}} {
		for _, board := range []string{"me: Blood Sun", "opp: Blood Sun"} {
			r := ask(t, "judge enters", "card", c.card, "board", board)
			wantUnderstood(t, r, true)
			if r.EntersTapped == nil || *r.EntersTapped {
				t.Errorf("%s, %s: enters_tapped %v (%s)", c.card, board, r.EntersTapped, r.Answer)
			}
			if c.counter != "" && r.Counters[c.counter] != 0 {
				t.Errorf("%s, %s: counters %v", c.card, board, r.Counters)
			}
		}
	}
}
