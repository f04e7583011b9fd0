package rules

import "testing"

// CR 305.7, 613.1f: Blood Moon makes a Watery Grave a Mountain, which
// loses the abilities of its rules text, not those an Aura gives it in
// layer 6: the upkeep trigger the Aura grants still triggers, and the
// additional land play another grants still counts.
func TestRule305_7GrantedAbilitiesSurviveBloodMoon(t *testing.T) {
	aura := `[Draw Aura: Enchantment — Aura — Enchant land | Enchanted land has "At the beginning of your upkeep, draw a card."]`
	r := ask(t, "judge upkeep", "board", "me: Watery Grave, "+aura+" (on Watery Grave), hand 1, library 5; opp: Blood Moon")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 {
		t.Errorf("triggers %v: %s", r.Triggers, r.Answer)
	}
	land := `[Land Aura: Enchantment — Aura — Enchant land | Enchanted land has "You may play an additional land on each of your turns."]`
	r = ask(t, "judge lands", "board", "me: Watery Grave, "+land+" (on Watery Grave); opp: Blood Moon")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("land plays: %s", r.Answer)
	}
}
