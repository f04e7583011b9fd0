package rules

import (
	"strings"
	"testing"
)

// CR 613.7, 302.6 and Living Lands' ruling (2008-08-01: a noncreature
// permanent that turns into a creature can't use its {T} abilities unless
// its controller has controlled it continuously since their most recent
// turn began): Taiga, played this turn, beside Blood Moon and Prismatic
// Omen is a Forest, and so a 1/1 creature with summoning sickness, only
// if Prismatic Omen's effect applies after Blood Moon's. The board does
// not record their timestamps: tap and activate answered "yes, {R}" from
// the one order in which it can be tapped.
func TestRule613_7TapLegalInOneTimestampOrderOnly(t *testing.T) {
	board := "me: Taiga (sick), Living Lands, Blood Moon, Prismatic Omen"
	for _, cmd := range []string{"judge tap", "judge activate"} {
		r := ask(t, cmd, "board", board, "card", "Taiga")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "timestamps") {
			t.Errorf("%s: %s", cmd, r.Answer)
		}
	}
	// Without summoning sickness it can be tapped in either order.
	r := ask(t, "judge tap", "board", "me: Taiga, Living Lands, Blood Moon, Prismatic Omen", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	// Without Prismatic Omen, Taiga is a Mountain and no creature.
	r = ask(t, "judge tap", "board", "me: Taiga (sick), Living Lands, Blood Moon", "card", "Taiga")
	wantLegal(t, r, true)
	wantMana(t, r, "{R}")
}
