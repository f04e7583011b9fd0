package rules

import "testing"

// CR 615, 120.3: no question deals damage to a permanent, so an effect
// that prevents only damage dealt to permanents (Glittering Lion's to
// itself, Phyrexian Hydra's, Bubble Matrix's to creatures, Temple
// Altisaur's to other Dinosaurs) bears on none: beside a Forest, mana,
// upkeep, lands and tap answer. One that may prevent damage to a player
// (Urza's Armor) bears where damage is dealt: Ancient Tomb deals 2 damage
// to its controller as it makes mana, and Sulfuric Vortex deals 2 in the
// upkeep, and Ancient Tomb may make the mana Mana Vault's upkeep trigger
// asks for (605.3a); those still refuse, and an upkeep in which nothing deals damage
// answers.
func TestRule615PreventionOfDamage(t *testing.T) {
	for _, card := range []string{"Glittering Lion", "Phyrexian Hydra", "Bubble Matrix", "Temple Altisaur", "Swans of Bryn Argoll"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest"), true)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Urza's Armor"), true)
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Urza's Armor"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Ancient Tomb, Urza's Armor"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Sulfuric Vortex, Urza's Armor"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Mana Vault (tapped), Ancient Tomb, Urza's Armor"), false)
	// Leyline of Punishment's "Damage can't be prevented." changes
	// nothing where no text prevents damage (615.12); beside Urza's Armor
	// it bears.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Sulfuric Vortex, Leyline of Punishment"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Sulfuric Vortex, Leyline of Punishment, Urza's Armor"), false)
}

// Prevention of damage to permanents is read as such; one that may reach
// a player, or that does more than prevent, is read as reaching a player
// or not read.
func TestRule615PreventionTemplates(t *testing.T) {
	type want struct{ ok, toPermanents bool }
	for s, w := range map[string]want{
		"Prevent all damage that would be dealt to this.":                                                                               {true, true},
		"Prevent all damage that would be dealt to creatures you control by sources you control.":                                       {true, true},
		"Prevent all damage that this would deal to red creatures.":                                                                     {true, true},
		"If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of creatures you control.": {true, true},
		"If damage would be dealt to this, prevent that damage. Put a -1/-1 counter on this for each 1 damage prevented this way.":      {true, true},
		"If combat damage would be dealt to this, prevent that damage and exile that many cards from the top of your library.":          {true, true},
		"Prevent all damage that would be dealt to you.":                                                                                {true, false},
		"Prevent all noncombat damage that would be dealt to you and other permanents you control.":                                     {true, false},
		"If a source would deal damage to a player, you may prevent X of that damage, where X is the number of Clerics you control.":    {true, false},
		"Prevent all damage that would be dealt by instant and sorcery spells.":                                                         {true, false},
		"Damage can't be prevented.":                      {true, false},
		"Prevent all damage that this would deal.":        {false, false},
		"Prevent all damage that this would deal to you.": {false, false},
		"As long as this has an ice counter on it, prevent all combat damage it would deal and it has defender.": {false, false},
		"If damage would be dealt to this, prevent that damage. Draw a card.":                                    {false, false},
		"Prevent all damage that would be dealt to creatures you control and they have hexproof.":                {false, false},
	} {
		toPermanents, ok := preventToWhom(s)
		if ok != w.ok || ok && toPermanents != w.toPermanents {
			t.Errorf("%q: read %v (to permanents %v), want %v (%v)", s, ok, toPermanents, w.ok, w.toPermanents)
		}
	}
}

// CR 614.1a, 120.3a: an effect that makes damage more (Furnace of Rath's
// double damage, Dictate of the Twin Gods) is read as a prevention effect
// is, by whom the damage would be dealt to: it bears where damage can be
// dealt in the question, and on nothing else. Beside a Forest and
// Llanowar Elves, and in an upkeep with no damage, each was refused;
// beside City of Brass, or an opponent's Sulfuric Vortex, it still is.
// Gisela, Blade of Goldnight's "prevent half that damage, rounded up" is
// such a prevention effect too.
func TestRule614_1aDamageMadeMore(t *testing.T) {
	for _, card := range []string{"Furnace of Rath", "Dictate of the Twin Gods"} {
		r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, "+card)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, 2)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Furnace of Rath, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{Me}, "me=3")
	r = ask(t, "judge tap", "board", "me: Forest, Gisela, Blade of Goldnight", "card", "Forest")
	wantUnderstood(t, r, true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: City of Brass, Furnace of Rath, life 1"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Furnace of Rath, hand 0; opp: Sulfuric Vortex"), false)
}
