package rules

import "testing"

// CR 122.1b, 613.1f: a keyword counter gives its permanent that keyword.
// A haste counter lets a creature with summoning sickness tap for mana,
// and an indestructible counter keeps a creature with lethal damage on
// the battlefield (702.12b); both were accepted and then ignored.
func TestCR122_1bKeywordCountersGiveTheirKeyword(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (sick, 1 haste)", "card", "Llanowar Elves")
	wantLegal(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (sick)", "card", "Llanowar Elves")
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (1 damage, 1 indestructible)", "card", "Llanowar Elves")
	wantLegal(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge lands", "board", "me: Azusa, Lost but Seeking (3 damage, 1 indestructible)")
	if r.LandPlays == nil || *r.LandPlays != 3 {
		t.Errorf("land plays %v, want 3 (%s)", r.LandPlays, r.Answer)
	}
}
