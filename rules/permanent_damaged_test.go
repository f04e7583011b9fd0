package rules

import "testing"

// CR 120.3, 603.2: a trigger on a permanent being dealt damage (Phyrexian
// Totem's "Whenever Phyrexian Totem is dealt damage, if it's a creature,
// sacrifice that many permanents", enrage) triggers only where damage is
// dealt to a permanent. The mana abilities the engine reads deal damage
// only to their controller (Ancient Tomb, a painland, City of Brass's
// trigger), so no mana question deals any to a permanent: beside a Forest
// mana answers. An ability that can be activated before the cost is paid
// and deals damage (Prodigal Sorcerer) may set one off (Cacophodon untaps a
// land), and an upkeep trigger that deals damage (Sulfuric Vortex) may
// deal it to a creature: there they still refuse.
func TestRule120_3PermanentDealtDamageInNoManaQuestion(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"this is dealt damage":                            EventPermDamaged,
		"a creature an opponent controls is dealt damage": EventPermDamaged,
		"equipped creature is dealt damage":               EventPermDamaged,
		"a player is dealt damage":                        EventDamage,
		"a source deals damage to a creature":             EventPermDamaged,
		"a source deals damage to you":                    EventDamage,
	})
	for _, card := range []string{"Phyrexian Negator", "Cacophodon", "Death Pits of Rath", "Deep-Slumber Titan", "Boros Reckoner"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Ancient Tomb, "+card, "card", "Ancient Tomb"), true)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	r := ask(t, "judge mana", "board", "me: Forest, Phyrexian Totem")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("Forest and Phyrexian Totem: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Cacophodon, Prodigal Sorcerer"), false)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Forest, Cacophodon, Prodigal Sorcerer", "cost", "{G}{G}"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Cacophodon, Sulfuric Vortex"), false)
}
