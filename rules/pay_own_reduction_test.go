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
// you control a Wizard", metalcraft's "three or more artifacts", Ghalta's
// total power (613.4), Marshmist Titan's devotion and undaunted's
// opponents (702.125a, one in a game of two, the other team in
// Two-Headed Giant); each
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
		{"me: 4x Forest, 4x Grizzly Bears", "Ghalta, Primal Hunger", "{2}{G}{G}", true},
		{"me: 3x Forest, 4x Grizzly Bears", "Ghalta, Primal Hunger", "{2}{G}{G}", false},
		{"me: 2x Forest, 2x Craw Wurm", "Ghalta, Primal Hunger", "{G}{G}", true},
		{"me: 4x Swamp, Gray Merchant of Asphodel", "Marshmist Titan", "{4}{B}", false},
		{"me: 3x Island", "Coastal Breach", "{5}{U}", false},
		{"me: 4x Island; opp: Forest; opp2: Forest", "Coastal Breach", "{4}{U}", false},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: 5x Island", "Coastal Breach", "{4}{U}", true},
		{"me: 3x Forest; opp: Forest; opp2: Forest; opp3: Forest", "Avatar of Growth", "{1}{G}{G}", true},
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

// CR 601.2f, 613.4: Ghalta's reduction is the total power of its caster's
// creatures; where the engine does not compute a power (Maro with no hand
// given) it is taken as no reduction, so a "no" refuses and a "yes" from
// the mana cost stands; a boost an ability could give first leaves a "no"
// unknown too (Shivan Dragon's firebreathing).
func TestRule601_2fGhaltaPowerNotComputed(t *testing.T) {
	wantUnderstood(t, pay(t, "me: 4x Forest, Maro", "{10}{G}{G}", "card", "Ghalta, Primal Hunger"), false)
	wantPayable(t, pay(t, "me: 12x Forest, Maro", "{10}{G}{G}", "card", "Ghalta, Primal Hunger"), true)
	wantUnderstood(t, pay(t, "me: Forest, Shivan Dragon", "{10}{G}{G}", "card", "Ghalta, Primal Hunger"), false)
	wantPayable(t, pay(t, "me: 2x Forest, Shivan Dragon, Grizzly Bears, Craw Wurm", "{10}{G}{G}", "card", "Ghalta, Primal Hunger"), true)
}

// CR 601.2f, 613.4: an effect on what spells cost (Sphere of Resistance)
// changes no power or toughness, so beside it Ghalta's reduction is
// counted: four Grizzly Bears take {8} of its {11}, and five Forests pay
// the {3}{G}{G} left, where it was refused as text that might change a
// power.
func TestRule613_4SpellCostEffectChangesNoPower(t *testing.T) {
	wantPayable(t, pay(t, "me: 5x Forest, 4x Grizzly Bears, Sphere of Resistance", "{10}{G}{G}", "card", "Ghalta, Primal Hunger"), true)
	wantPayable(t, pay(t, "me: 4x Forest, 4x Grizzly Bears, Sphere of Resistance", "{10}{G}{G}", "card", "Ghalta, Primal Hunger"), false)
}
