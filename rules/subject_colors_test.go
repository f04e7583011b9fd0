package rules

import (
	"strings"
	"testing"
)

// CR 105.2 and 613.4c: Ascendant Evincar's "Nonblack creatures get
// -1/-1" puts a green Llanowar Elves into the graveyard (704.5f) and
// leaves a black creature alone; Crusade's +1/+1 for white creatures
// doesn't save the green one.
func TestRule105_2NonblackCreaturesGetMinusOne(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: Forest, Llanowar Elves; opp: Ascendant Evincar", 1},
		{"me: Forest, Llanowar Elves, Crusade; opp: Ascendant Evincar", 1},
		{"me: Forest, Llanowar Elves, Glorious Anthem; opp: Ascendant Evincar", 2},
		// Blood Pet is black: "Sacrifice Blood Pet: Add {B}."
		{"me: Forest, Blood Pet; opp: Ascendant Evincar", 2},
	} {
		if got := mostMana(t, c.board); got != c.want {
			t.Errorf("%s: most mana %d, want %d", c.board, got, c.want)
		}
	}
}

// CR 607.2d and 613.4c: Engineered Plague's "All creatures of the chosen
// type get -1/-1" reads the creature type chosen as it entered, written
// "named TYPE"; two of them give -2/-2. Without the choice on the board
// the answer names what is missing.
func TestRule607_2dCreaturesOfTheChosenTypeGetMinusOne(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: Forest, Llanowar Elves; opp: Engineered Plague (named Elf)", 1},
		{"me: Forest, Llanowar Elves; opp: Engineered Plague (named Goblin)", 2},
		{"me: Forest, Llanowar Elves (1 +1/+1); opp: Engineered Plague (named Elf)", 2},
		{"me: Forest, Llanowar Elves (1 +1/+1); opp: 2x Engineered Plague (named Elf)", 1},
	} {
		if got := mostMana(t, c.board); got != c.want {
			t.Errorf("%s: most mana %d, want %d", c.board, got, c.want)
		}
	}
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves; opp: Engineered Plague")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "which creature type was chosen") {
		t.Errorf("answer %q does not say the chosen type is missing", r.Answer)
	}
}

// CR 613.1e, 105.2c: Painter's Servant adds the color chosen as it
// entered (607.2d) to every permanent, in addition to its other colors:
// Meteor Crater may choose it, and a creature of that color gets Caged
// Sun's +1/+1. Beside an effect that sets the color of the same
// permanent (Mycosynth Lattice, Celestial Dawn) the result depends on
// their timestamps (613.7), which the board does not record, unless the
// color set has the color added.
func TestRule613_1ePaintersServantAddsChosenColor(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Meteor Crater, Llanowar Elves, Painter's Servant (chose blue)", "card", "Meteor Crater")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}", "{G}")
	r = ask(t, "judge tap", "board", "me: Meteor Crater; opp: Painter's Servant (chose red)", "card", "Meteor Crater")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{R}")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (1 damage), Caged Sun (chose blue), Painter's Servant (chose blue)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Llanowar Elves, Celestial Dawn, Painter's Servant (chose white)", "card", "Meteor Crater")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}")
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Llanowar Elves, Mycosynth Lattice, Painter's Servant (chose blue)", "card", "Meteor Crater")
	wantUnderstood(t, r, false)
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Painter's Servant", "card", "Meteor Crater")
	wantUnderstood(t, r, false)
}
