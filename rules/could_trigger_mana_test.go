package rules

import "testing"

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
