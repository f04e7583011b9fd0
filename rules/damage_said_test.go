package rules

import "testing"

// CR 120.1, 120.2, 603.2: outside combat, which no question has, damage is
// dealt only by an effect that says so (or a fight, 701.14a). Where no
// text on the board speaks of damage, apart from trigger conditions, no
// trigger on damage can trigger: beside a Forest, Abyssal Specter's
// "Whenever this deals damage to a player", Angelheart Vial's "Whenever
// you're dealt damage" and Aurification's "Whenever a creature deals
// damage to you" bear on no mana question. Beside a painland or a
// Talisman, whose mana ability deals damage to its controller, and beside
// an ability that deals damage and can be activated first (Prodigal
// Sorcerer), they still refuse; so does the upkeep where a trigger asks
// for a payment and a source that may pay it deals damage (605.3a).
func TestRule120_1NoDamageWhereNoTextDealsIt(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"you're dealt damage":                              EventDamage,
		"an opponent is dealt noncombat damage":            EventDamage,
		"a source deals damage to this":                    EventPermDamaged,
		"this deals damage to one or more creatures":       EventPermDamaged,
		"equipped creature deals damage to a creature":     EventPermDamaged,
		"a human deals damage to you":                      EventDamage,
		"a source of the chosen color deals damage to you": EventDamage,
		"this deals damage to an opponent":                 EventDamage,
	})
	for _, card := range []string{"Abyssal Specter", "Akki Lavarunner", "Angelheart Vial", "Aurification", "Belltower Sphinx", "Sword of Kaldra"} {
		wantOneManaBesideForest(t, card)
	}
	for _, board := range []string{
		"me: Caves of Koilos, Aurification",
		"me: Talisman of Progress, Angelheart Vial",
		"me: Forest, Prodigal Sorcerer, Abyssal Specter",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
	}
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Caves of Koilos, Angelheart Vial", "card", "Caves of Koilos"), false)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Caves of Koilos, Forest, Angelheart Vial", "cost", "{1}"), false)
	// Paying life is no damage (119.4): Mana Confluence deals none.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Mana Confluence, Angelheart Vial"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Mana Vault, Caves of Koilos"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Mana Vault, Caves of Koilos, Angelheart Vial"), false)
}
