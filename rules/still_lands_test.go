package rules

import (
	"strings"
	"testing"
)

// CR 613.1d, 613.8a, 302.6: Kormus Bell's "All Swamps are 1/1 black
// creatures that are still lands" depends on Urborg's effect, which makes
// every land a Swamp: an Island that came under your control this turn is
// a creature, and its {T} ability can't be activated; one that didn't
// taps for {U} or {B}. Gaea's Cradle counts the Swamps made creatures.
func TestRule613_8aKormusBellAfterUrborg(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Island (sick), Urborg, Tomb of Yawgmoth, Kormus Bell", "card", "Island")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "302.6")
	r = ask(t, "judge tap", "board", "me: Island, Urborg, Tomb of Yawgmoth, Kormus Bell", "card", "Island")
	wantMana(t, r, "{U}", "{B}")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, 2x Swamp, Kormus Bell", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}{G}")
	// Under Blood Moon a Watery Grave is a Mountain only, no Swamp, and
	// no creature.
	r = ask(t, "judge tap", "board", "me: Watery Grave (sick), Blood Moon, Kormus Bell", "card", "Watery Grave")
	wantMana(t, r, "{R}")
}

// CR 613.1e, 105.3: Kormus Bell sets the color of the Swamps it makes
// creatures to black in layer 5, so Meteor Crater can make {B}; Ambush
// Commander's Forests are green Elves. Two such effects setting different
// colors on one land apply in timestamp order, which the board does not
// record: refused.
func TestRule613_1eStillLandsColor(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Meteor Crater, Swamp, Kormus Bell", "card", "Meteor Crater")
	wantUnderstood(t, r, true)
	if strings.Join(r.ManaTypes, "") != "B" {
		t.Errorf("mana types %v, want B", r.ManaTypes)
	}
	r = ask(t, "judge tap", "board", "me: Forest (sick), Ambush Commander", "card", "Forest")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: Ambush Commander; opp: Forest (sick)", "card", "opp's Forest")
	wantMana(t, r, "{G}")
	r = ask(t, "judge could-produce", "board", "me: Meteor Crater, Forest, Urborg, Tomb of Yawgmoth, Kormus Bell, Ambush Commander", "card", "Meteor Crater")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "timestamps") {
		t.Errorf("answer %q: want the timestamps named", r.Answer)
	}
}

// CR 613.1d, 302.6: Life and Limb makes every Forest a 1/1 green Saproling
// creature that is still a land: one that came under your control this
// turn can't be tapped, and Gaea's Cradle counts them. A Saproling that
// isn't a Forest (a changeling) it makes a Forest land, which the engine
// does not model: refused.
func TestRule613_1dLifeAndLimbForests(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest (sick), Life and Limb", "card", "Forest")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, 2x Forest, Life and Limb", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Taiga (sick), Blood Moon, Life and Limb", "card", "Taiga")
	wantMana(t, r, "{R}")
	r = ask(t, "judge tap", "board", "me: Forest, Changeling Outcast, Life and Limb", "card", "Forest")
	wantUnderstood(t, r, false)
}
