package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// CR 601.2f, 702.41a: a spell's own reduction that counts what is on the
// battlefield is taken from its total cost with the board's effects:
// affinity for artifacts (Frogmite, Myr Enforcer), "for each creature on
// the battlefield" (Blasphemous Act, Thalia counted), "for each creature
// your opponents control" (Primeval Protector), "for each Gate you
// control", domain (Draco: five basic land types make {16} cost {6}), "if
// you control a Wizard" and metalcraft's "three or more artifacts"; each
// was refused where the mana cost alone could not be paid. Trinisphere
// still sets the least total after it. A "no" where an ability of the
// caster's could make or animate something counted first still refuses.
func TestRule601_2fOwnCostReductionIsCounted(t *testing.T) {
	for _, c := range []struct {
		board, card, total string
		payable            bool
	}{
		{"me: Island, 3x Ornithopter", "Frogmite", "{1}", true},
		{"me: 3x Ornithopter", "Frogmite", "{1}", false},
		{"me: Island, Seat of the Synod", "Myr Enforcer", "{6}", false},
		{"me: 3x Plains", "Razor Golem", "{3}", true},
		{"me: 3x Mountain, 3x Grizzly Bears; opp: 3x Grizzly Bears, Thalia, Guardian of Thraben", "Blasphemous Act", "{2}{R}", true},
		{"me: 2x Mountain, 3x Grizzly Bears; opp: 3x Grizzly Bears", "Blasphemous Act", "{2}{R}", false},
		{"me: Mountain, 3x Grizzly Bears; opp: 6x Grizzly Bears, Trinisphere", "Blasphemous Act", "{2}{R}", false},
		{"me: 3x Forest; opp: 4x Grizzly Bears", "Primeval Protector", "{6}{G}", false},
		{"me: 3x Island, 3x Azorius Guildgate", "Gate Colossus", "{5}", true},
		{"me: Plains, Island, Swamp, Mountain, Forest, Wastes", "Draco", "{6}", true},
		{"me: Mountain, Prodigal Sorcerer", "Wizard's Lightning", "{R}", true},
		{"me: Mountain, Grizzly Bears", "Wizard's Lightning", "{2}{R}", false},
		{"me: Island, 2x Sol Ring", "Stoic Rebuttal", "{1}{U}{U}", false},
		{"me: 2x Island, 3x Ornithopter", "Stoic Rebuttal", "{U}{U}", true},
	} {
		card, ok := catalog.Lookup(c.card)
		if !ok {
			t.Fatalf("no card %s", c.card)
		}
		r := pay(t, c.board, card.ManaCost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
		if shown := card.ManaCost + " (" + c.total + " in all)"; c.total != card.ManaCost && !strings.Contains(r.Answer, shown) {
			t.Errorf("%s on %q: answer %q does not give %s", c.card, c.board, r.Answer, shown)
		}
	}
	r := pay(t, "me: Island, Seat of the Synod, Mishra's Factory", "{7}", "card", "Myr Enforcer")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Mishra's Factory") {
		t.Errorf("refusal does not name Mishra's Factory: %s", r.Answer)
	}
}
