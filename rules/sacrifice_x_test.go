package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 107.3a, 601.2b (by 602.2b): Springjack Pasture's "{T}, Sacrifice X
// Goats: Add X mana of any one color. You gain X life." has its
// controller choose X as it is activated, from 0 to the Goats they
// control (its ruling of 2008-08-01: sacrificing none adds no mana).
// Tapped beside two Goats it makes one or two mana of a color, or none;
// alone it could produce every color (106.7 ignores whether the cost can
// be paid); the life it gains is the X chosen.
func TestRule107_3aSacrificeXChoosesX(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Springjack Pasture, 2x Mountain Goat", "card", "Springjack Pasture")
	var manas []string
	gains := false
	for _, o := range r.Outcomes {
		if o.Mana != nil {
			manas = append(manas, *o.Mana)
		}
		for _, ev := range o.Events {
			gains = gains || strings.Contains(ev, "You gain 1 life")
			if strings.Contains(ev, "gain X") {
				t.Errorf("event %q leaves X unfilled", ev)
			}
		}
	}
	for _, want := range []string{"{C}", "", "{G}", "{G}{G}"} {
		if !slices.Contains(manas, want) {
			t.Errorf("outcomes %q lack %q", manas, want)
		}
	}
	if !gains {
		t.Errorf("no outcome gains 1 life")
	}
	r = ask(t, "judge could-produce", "board", "me: Springjack Pasture", "card", "Springjack Pasture")
	if strings.Join(r.ManaTypes, "") != "WUBRGC" {
		t.Errorf("could produce %v, want W U B R G C", r.ManaTypes)
	}
}
