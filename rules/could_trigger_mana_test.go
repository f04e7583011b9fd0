package rules

import (
	"strings"
	"testing"
)

// CR 106.7: the types of mana a permanent could produce include any type
// an ability of it would produce if it resolved now, a triggered ability
// that is no mana ability among them (605.1b), whether or not it can
// trigger. Crumbling Vestige's "When this enters, add one mana of any
// color." lets Reflecting Pool and an opponent's Exotic Orchard add any
// color, where they were said to add only {C} or nothing; Priest of
// Urabrask and Lotus Cobra could produce red and every color, where they
// were said to produce none.
func TestRule106_7TriggeredAbilityManaCounts(t *testing.T) {
	for _, c := range []struct {
		board, card string
		types       []string
	}{
		{"me: Reflecting Pool, Crumbling Vestige", "Reflecting Pool", []string{"W", "U", "B", "R", "G", "C"}},
		{"me: Crumbling Vestige", "Crumbling Vestige", []string{"W", "U", "B", "R", "G", "C"}},
		{"me: Exotic Orchard; opp: Crumbling Vestige", "Exotic Orchard", []string{"W", "U", "B", "R", "G"}},
		{"me: Exotic Orchard, Crumbling Vestige; opp: Wastes", "Exotic Orchard", nil},
		{"me: Priest of Urabrask", "Priest of Urabrask", []string{"R"}},
		{"me: Lotus Cobra", "Lotus Cobra", []string{"W", "U", "B", "R", "G"}},
		{"me: Eladamri's Vineyard", "Eladamri's Vineyard", []string{"G"}},
	} {
		r := ask(t, "judge could-produce", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantTypes(t, r, c.types...)
		wantRules(t, r, "106.7")
	}
	// Tapped for mana, Reflecting Pool adds a type Crumbling Vestige's
	// trigger could.
	r := ask(t, "judge tap", "board", "me: Reflecting Pool, Crumbling Vestige", "card", "Reflecting Pool")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}", "{C}")
	if !rulingSays(r, "Crumbling Vestige's triggered ability") {
		t.Errorf("tap: the steps do not say why Reflecting Pool adds a color: %v", r.Steps)
	}
	// A trigger whose mana the engine does not read stops the answer.
	r = ask(t, "judge could-produce", "board", "me: Mardu Warshrieker", "card", "Mardu Warshrieker")
	wantUnderstood(t, r, false)
}

// CR 106.7: Coalition Relic's "At the beginning of your precombat main
// phase, remove all charge counters from this. Add one mana of any color
// for each charge counter removed this way." would add, if it resolved
// now, one mana of any color for each charge counter on it (its ruling of
// 2018-03-16: a different color for each). With or without counters, its
// first ability makes any color, so it could produce every color, where
// the trigger stopped the answer.
func TestRule106_7CoalitionRelicChargeTrigger(t *testing.T) {
	for _, board := range []string{"me: Coalition Relic", "me: Coalition Relic (2 charge)"} {
		r := ask(t, "judge could-produce", "board", board, "card", "Coalition Relic")
		wantUnderstood(t, r, true)
		wantTypes(t, r, "W", "U", "B", "R", "G")
		wantRules(t, r, "106.7")
	}
	// The trigger adds X mana in any combination of colors, X its charge
	// counters; a kind of counter it did not remove is no such count.
	a := compileOne(t, "At the beginning of your precombat main phase, remove all charge counters from Test Card. Add one mana of any color for each charge counter removed this way.")
	if a.ResolvesMana == nil || a.ResolvesMana.Count == nil {
		t.Errorf("Coalition Relic's trigger adds %+v, want one mana of any color for each charge counter", a.ResolvesMana)
	}
	a = compileOne(t, "At the beginning of your precombat main phase, remove all charge counters from Test Card. Add one mana of any color for each storage counter removed this way.")
	if a.ResolvesMana != nil {
		t.Errorf("a count of counters it did not remove was read: %+v", a.ResolvesMana)
	}
	// Ventifact Bottle's intervening "if" is still not read.
	r := ask(t, "judge could-produce", "board", "me: Ventifact Bottle (1 charge)", "card", "Ventifact Bottle")
	wantUnderstood(t, r, false)
}

// CR 106.7: Thran Turbine's "At the beginning of your upkeep, you may add
// {C}{C}. You can't spend this mana to cast spells." would add {C}{C} if
// it resolved now; the second sentence says only how that mana may be
// spent, so Thran Turbine could produce colorless mana, where it was
// refused. The upkeep, which the engine does not follow it in, still is.
func TestRule106_7ThranTurbineUpkeepMana(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Thran Turbine", "card", "Thran Turbine")
	wantUnderstood(t, r, true)
	wantTypes(t, r, "C")
	r = ask(t, "judge upkeep", "board", "me: Thran Turbine, hand 2")
	wantUnderstood(t, r, false)
}

// CR 106.7: costs ignored, a storage land may remove any number of
// counters, and two or more mana under Damping Sphere is {C}: Sand Silos
// could produce {C}, and Reflecting Pool beside it could too.
func TestRule106_7CostsIgnoredAmountsBesideDampingSphere(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Sand Silos (3 storage), Damping Sphere", "card", "Sand Silos")
	wantUnderstood(t, r, true)
	if strings.Join(r.ManaTypes, ",") != "U,C" {
		t.Errorf("Sand Silos: %v", r.ManaTypes)
	}
	r = ask(t, "judge pay", "board", "me: Reflecting Pool, Sand Silos (3 storage), Damping Sphere", "cost", "{C}{C}")
	if r.Payable == nil || !*r.Payable {
		t.Errorf("pay {C}{C}: %s", r.Answer)
	}
	r = ask(t, "judge could-produce", "board", "me: Sand Silos (3 storage)", "card", "Sand Silos")
	if strings.Join(r.ManaTypes, ",") != "U" {
		t.Errorf("Sand Silos alone: %v", r.ManaTypes)
	}
}
