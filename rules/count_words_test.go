package rules

import "testing"

// CR 608.2h: a mana ability that counts permanents counts them as it
// resolves, and its event says how many in words: Overgrown Battlement's
// "you control 2 creatures with defender", where it said "2 creature with
// defenders", Cloudpost's "3 Loci", where it said "3 Locuses", and a count
// of Plains or Merfolk, whose plural is the word itself.
func TestRule608_2hCountWordsInThePlural(t *testing.T) {
	for _, c := range []struct{ board, card, says string }{
		{"me: Overgrown Battlement, Wall of Roots", "Overgrown Battlement", "you control 2 creatures with defender"},
		{"me: Overgrown Battlement", "Overgrown Battlement", "you control 1 creature with defender"},
		{"me: Cloudpost, Glimmerpost; opp: Cloudpost", "Cloudpost", "there are 3 Loci on the battlefield"},
		{"me: [Test Mesa: Land — {T}: Add {W} for each Plains you control.], 2x Plains", "Test Mesa", "you control 2 Plains"},
		{"me: [Test Tide: Land — {T}: Add {U} for each Merfolk you control.], 2x Lord of Atlantis", "Test Tide", "you control 2 Merfolk"},
		{"me: Elvish Archdruid, Llanowar Elves", "Elvish Archdruid", "you control 2 Elves"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if !rulingSays(r, c.says) {
			t.Errorf("%s: the outcome does not say %q: %+v", c.board, c.says, r.Outcomes)
		}
	}
}

// CR 605.1a, 603.3, 106.12a: Forbidden Orchard's "Whenever you tap this
// for mana, target opponent creates a 1/1 colorless Spirit creature
// token." targets, so it is no mana ability: it triggers as the Orchard is
// tapped for mana and waits for the stack, changing no mana. Tapping the
// Orchard said nothing of it; the outcomes now say it triggers.
func TestRule603_3ForbiddenOrchardTriggerIsSaid(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forbidden Orchard", "card", "Forbidden Orchard")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	if !rulingSays(r, "triggers because it was tapped for mana; it targets an opponent and goes on the stack") {
		t.Errorf("the outcomes do not say Forbidden Orchard's ability triggers: %+v", r.Outcomes)
	}
}
