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

// CR 613.1f: an ability an effect gives a permanent is numbered after the
// abilities it has of its own. A Forest's mana ability keeps the number of
// its reminder text, 1, so Chromatic Lantern's is 2; it was numbered 3,
// and ability:2 was refused as no ability while the message said the
// Forest had 3.
func TestRule613_1fGrantedAbilityNumberedNext(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Chromatic Lantern", "card", "Forest", "ability", "2")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	r = ask(t, "judge tap", "board", "me: Wastes, Urborg, Tomb of Yawgmoth, Chromatic Lantern", "card", "Wastes", "ability", "3")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	askErr(t, "judge tap", "board", "me: Forest, Chromatic Lantern", "card", "Forest", "ability", "3")
}
