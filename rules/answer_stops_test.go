package rules

import (
	"strings"
	"testing"
)

// Tests of what a player may do that the engine does not follow, where it
// could change the answer: each such board stops the answer, and the
// boards beside them where it can't change anything are still answered.

// CR 106.6, 605.3a: mana that may be spent to activate abilities of
// artifacts (Vedalken Engineer, Soldevi Machinist) or of a colorless
// permanent (Cultivator Drone) may pay a Signet's {1}, Cabal Coffers' {2}
// or Grim Monolith's untap; the solver spends restricted mana only on the
// cost asked about, so such a board stops the answer rather than say no.
func TestRule106_6ManaForAbilitiesPayingManaAbilitiesStops(t *testing.T) {
	for _, c := range [][]string{
		{"judge pay", "board", "me: Vedalken Engineer, Izzet Signet", "cost", "{U}{R}"},
		{"judge mana", "board", "me: Vedalken Engineer, Izzet Signet"},
		{"judge pay", "board", "me: Vedalken Engineer, Dimir Signet, Island", "card", "Counterspell", "cost", "{U}{U}"},
		{"judge pay", "board", "me: Soldevi Machinist, Izzet Signet", "cost", "{U}{R}"},
		{"judge pay", "board", "me: Cultivator Drone, Shimmering Grotto", "card", "Lightning Bolt", "cost", "{R}"},
		{"judge pay", "board", "me: Cultivator Drone, Cabal Coffers, 2x Swamp", "cost", "{B}{B}{B}"},
		{"judge pay", "board", "me: Grim Monolith (tapped), Cultivator Drone, 3x Forest", "cost", "{C}{C}{C}"},
		// Powerstone's mana can't cast a nonartifact spell, and so may
		// pay any ability (CR 111.10h).
		{"judge pay", "board", "me: Powerstone, Dimir Signet", "cost", "{U}{B}"},
		{"judge pay", "board", "me: 2x Powerstone, Dimir Signet", "card", "Master of Etherium", "cost", "{2}{U}"},
		{"judge mana", "board", "me: Powerstone, Dimir Signet"},
	} {
		r := ask(t, c[0], c[1:]...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "restricted mana paying for the abilities") {
			t.Errorf("%v: %q", c, r.Answer)
		}
	}
	// Without a mana ability that costs mana, the restriction is read
	// against the spell as before.
	wantPayable(t, ask(t, "judge pay", "board", "me: Vedalken Engineer, Forest", "card", "Sol Ring", "cost", "{1}"), true)
	wantPayable(t, ask(t, "judge pay", "board", "me: Vedalken Engineer, Forest", "card", "Grizzly Bears", "cost", "{1}{G}"), false)
	wantPayable(t, ask(t, "judge pay", "board", "me: Cultivator Drone, Forest, Island", "card", "Matter Reshaper", "cost", "{2}{C}"), true)
	wantPayable(t, ask(t, "judge pay", "board", "me: Powerstone, Forest", "card", "Sol Ring", "cost", "{1}"), true)
	wantPayable(t, ask(t, "judge pay", "board", "me: Powerstone", "card", "Grizzly Bears", "cost", "{1}"), false)
	// A tapped Powerstone or Signet makes nothing now.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Powerstone (tapped), Forest, Simic Signet"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Powerstone, Forest, Simic Signet (tapped)"), true)
	// A summoning-sick creature's {T} ability makes no mana now (CR
	// 302.6), so its restricted mana pays for nothing; with haste it may.
	wantMostMana(t, ask(t, "judge mana", "board", "me: Vedalken Engineer (sick), Izzet Signet, Island"), 2)
	wantPayable(t, ask(t, "judge pay", "board", "me: Cultivator Drone (sick), Cabal Coffers, 2x Swamp", "cost", "{B}{B}{B}"), false)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Vedalken Engineer (sick), Izzet Signet, Island, Fires of Yavimaya", "cost", "{U}{R}"), false)
	// Lightning Greaves, equipped first for {0}, gives it haste.
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Vedalken Engineer (sick), Izzet Signet, Lightning Greaves", "cost", "{U}{R}"), false)
}

// CR 605.3a, 119.4, 704.5a: a mana payment an upkeep trigger asks for may
// be made with a painland, Ancient Tomb, Mana Confluence or lands beside
// Overabundance, which cost life: where the payer's life total is low
// enough for that to matter, the answer stops; where the most it and the
// triggers could cost leaves them above 0, or no life total is given, it
// is answered.
func TestRule605_3aUpkeepPaymentThatCostsLife(t *testing.T) {
	for _, board := range []string{
		"me: life 3, hand 2, Stasis, Shivan Reef, Sulfuric Vortex",
		"me: life 1, hand 2, Stasis, Underground River",
		"me: life 2, hand 2, Mystic Remora, Ancient Tomb",
		"me: life 1, hand 2, Mystic Remora, Mana Confluence",
		"me: life 1, hand 2, Mystic Remora, Island, Overabundance",
		"me: life 4, hand 2, Stasis, Shivan Reef, Sulfuric Vortex, Phyrexian Arena",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
	for _, board := range []string{
		"me: life 20, hand 2, Stasis, Shivan Reef",
		"me: life 4, hand 2, Stasis, Shivan Reef, Sulfuric Vortex",
		"me: life 5, hand 2, Stasis, Shivan Reef, Sulfuric Vortex, Phyrexian Arena",
		"me: hand 2, Stasis, Shivan Reef, Sulfuric Vortex",
		"me: life 1, hand 2, Stasis, Island",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
	}
}

// CR 117.3b, 704.5a, 104.2a: while the upkeep's triggers wait, a player
// who would lose may first bring an opponent to 0 life with an ability
// (Prodigal Pyromancer, Mogg Fanatic even while summoning sick, Goblin
// Bombardment), which ends the game; and may set off another permanent's
// trigger that gains life (Blood Artist, Soul Warden) or deal damage with
// lifelink (603.2, 702.15b). Such boards stop the answer; where the
// ability can't be activated, the opponent has too much life, or no
// player can gain life, the loss is said.
func TestRule117_3bUpkeepResponsesThatChangeWhoLoses(t *testing.T) {
	for _, c := range []struct{ board, says string }{
		{"me: life 1, hand 2, Prodigal Pyromancer; opp: life 1, Copper Tablet", "make your opponent lose the game first"},
		{"me: life 1, hand 2, Mogg Fanatic (sick); opp: life 1, Copper Tablet", "make your opponent lose the game first"},
		{"me: life 1, hand 2, Goblin Bombardment, Grizzly Bears; opp: life 1, hand 2, Lavaborn Muse", "make your opponent lose the game first"},
		{"turn: opp; me: life 1, hand 2; opp: life 1, hand 2, Phyrexian Arena, Mogg Fanatic", "make Opp's opponent lose the game first"},
		{"me: life 1, hand 2, Viscera Seer, Blood Artist; opp: Copper Tablet", "set off an ability that gains life"},
		{"me: life 1, hand 2, Ashnod's Altar, Blood Artist; opp: Copper Tablet", "set off an ability that gains life"},
		{"me: life 1, hand 2, Krenko, Mob Boss, Soul Warden; opp: Copper Tablet", "set off an ability that gains life"},
		{"me: life 1, hand 2, Prodigal Pyromancer, Basilisk Collar (on Prodigal Pyromancer); opp: Copper Tablet", "set off an ability that gains life"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: %q: want %q", c.board, r.Answer, c.says)
		}
	}
	// An ability that may change the game's end in other ways (a ping
	// that can't kill, a sacrifice that sets off a drain) stops it too
	// (gameEndResponse).
	for _, board := range []string{
		"me: life 1, hand 2, Prodigal Pyromancer; opp: life 5, Copper Tablet",
		"me: life 1, hand 2, Viscera Seer, Blood Artist, Grizzly Bears; opp: Sulfuric Vortex",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
	for _, board := range []string{
		"me: life 1, hand 2, Prodigal Pyromancer (sick); opp: life 1, Copper Tablet",
		"me: life 1, hand 2, Grizzly Bears; opp: life 1, Copper Tablet",
		"me: life 1, hand 2, Mutavault, Phyrexian Arena",
		"me: life 1, hand 2, Mishra's Bauble, Phyrexian Arena",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "you lose the game") {
			t.Errorf("%s: %q: want the loss", board, r.Answer)
		}
	}
}

// CR 704.5k, 704.5j, 704.3: a legendary world permanent is put into the
// graveyard by the world rule like any other; where the legend rule also
// chooses among it, the two together stop the answer.
func TestRule704_5kLegendaryWorldMeetsTheWorldRule(t *testing.T) {
	const realm = "Legendary World Enchantment — Creatures you control get +1/+1."
	r := ask(t, "judge mana", "board", "me: Serra's Sanctum, [Old Realm: "+realm+"], Concordant Crossroads")
	wantMostMana(t, r, 1)
	wantRules(t, r, "704.5k")
	r = ask(t, "judge mana", "board", "me: Serra's Sanctum, [Old Realm: "+realm+"], [New Realm: "+realm+"]")
	wantMostMana(t, r, 1)
	r = ask(t, "judge tap", "board", "me: Forest (sick), Living Plane, [Old Realm: "+realm+"]", "card", "Forest")
	if !strings.HasPrefix(r.Answer, "It depends on what the board does not say") {
		t.Errorf("Living Plane beside a legendary world: %q", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Serra's Sanctum, [Old Realm: "+realm+"], [Old Realm: "+realm+"], Concordant Crossroads")
	wantUnderstood(t, r, false)
}

// CR 613.1f, 613.7c: a keyword counter's keyword and an effect that
// removes abilities (Blood Sun, Humility) apply in layer 6 in timestamp
// order, and the board does not record when the counter was put on.
func TestRule613_7cKeywordCounterBesideAbilityRemover(t *testing.T) {
	for _, c := range [][]string{
		{"me: Forest (sick, 1 haste), Living Plane, Blood Sun", "Forest"},
		{"me: Forest (1 damage, 1 indestructible), Living Plane, Blood Sun", "Forest"},
		{"me: Gaea's Cradle, Llanowar Elves (1 damage, 1 indestructible), Humility", "Gaea's Cradle"},
	} {
		r := ask(t, "judge tap", "board", c[0], "card", c[1])
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "613.7c") {
			t.Errorf("%s: %q", c[0], r.Answer)
		}
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest (sick, 1 haste), Living Plane", "card", "Forest"), "{G}")
	wantMana(t, ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves (1 indestructible)", "card", "Gaea's Cradle"), "{G}")
}

// CR 704.5m, 303.4c: an Aura written on nothing is put into the graveyard,
// and the step says how to write it on a permanent, naming one it could
// enchant.
func TestRule704_5mAuraOnNothingSaysHowToWriteIt(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Wild Growth", "card", "Forest")
	wantMana(t, r, "{G}")
	if !stepSays(r, "Wild Growth is an Aura attached to no object or player (one on a permanent is written \u201cWild Growth (on Forest)\u201d)") {
		t.Errorf("steps: %s", stepsText(r))
	}
	wantRules(t, r, "704.5m")
}

// CR 117.1a, 302.1, 601.3: enters asks about a spell that is cast; one
// without flash can't be cast outside its caster's main phase, so it never
// enters. Flash, a land played and a permanent put onto the battlefield
// are not held to that.
func TestRule117_1aEntersOnlyWhenItMayBeCast(t *testing.T) {
	for _, c := range [][3]string{
		{"Grizzly Bears", "turn: opp", "(it is Opp's turn)"},
		{"Grizzly Bears", "step: combat", "(not in a main phase)"},
		{"Pacifism", "step: combat; opp: Grizzly Bears", "(not in a main phase)"},
		{"Hangarback Walker", "step: end; me: Hardened Scales", "(not in a main phase)"},
	} {
		r := ask(t, "judge enters", "card", c[0], "board", c[1], "x", "0")
		wantUnderstood(t, r, true)
		if !strings.HasPrefix(r.Answer, c[0]+" can't be cast now "+c[2]+", so it never enters") || r.Counters != nil {
			t.Errorf("%s on %q: %q", c[0], c[1], r.Answer)
		}
		wantRules(t, r, "117.1a")
	}
	if r := ask(t, "judge enters", "card", "Snapcaster Mage", "board", "turn: opp"); !strings.HasPrefix(r.Answer, "Snapcaster Mage enters") {
		t.Errorf("flash: %q", r.Answer)
	}
	if r := ask(t, "judge enters", "card", "Grizzly Bears", "board", "turn: opp", "cast", "false"); !strings.HasPrefix(r.Answer, "Grizzly Bears enters") {
		t.Errorf("not cast: %q", r.Answer)
	}
}

// CR 303.4c, 704.5m, 800.4a: an Aura written on a permanent that state-
// based actions take away (its owner left the game) is put into the
// graveyard in the next check, and the step says what it enchanted left,
// not how to write it.
func TestRule704_5mAuraWhoseTargetLeft(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Annex (on opp's Island), Exotic Orchard; opp: Island, life 0; opp2: Swamp", "card", "Exotic Orchard")
	if !stepSays(r, "Annex is an Aura attached to no object or player: what it enchanted has left the battlefield") || strings.Contains(stepsText(r), "is written") {
		t.Errorf("steps: %s", stepsText(r))
	}
}

// CR 608.2h: a count of permanents named by a card says the plural of the
// kind, not of the name ("2 artifacts named Powerstone Shard").
func TestRule608_2hCountOfNamedArtifacts(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: 2x Powerstone Shard", "card", "Powerstone Shard")
	wantMana(t, r, "{C}{C}")
	if !strings.Contains(stepsText(r), "you control 2 artifacts named Powerstone Shard,") {
		t.Errorf("steps: %s", stepsText(r))
	}
}

// CR 303.4a, 601.2c: an Aura asked about with no board is taken to have
// what it enchants, and a step says so.
func TestRule303_4aAuraWithNoBoard(t *testing.T) {
	r := ask(t, "judge enters", "card", "Pacifism")
	wantUnderstood(t, r, true)
	if !stepSays(r, "No board is given, so what Pacifism enchants is taken to be there") {
		t.Errorf("steps: %s", stepsText(r))
	}
}

// CR 704.5a: twenty Dark Confidants whose reveals come after forty
// Phyrexian Arenas may take a player at 100 life to 0; the outcome's
// events are listed only to a bound, and what follows a reveal there is
// not known, so the answer stops as it does with thirty-nine Arenas.
func TestRule704_5aRevealPastTheListedEvents(t *testing.T) {
	for _, n := range []string{"39", "40"} {
		r := ask(t, "judge upkeep", "board", "me: "+n+"x Phyrexian Arena, 20x Dark Confidant, hand 3, library 500, life 100; opp: hand 3")
		wantUnderstood(t, r, false)
	}
}

// CR 605.1a: an activated ability with no target whose effect speaks of
// mana of a type without "Add" ("Double the amount of {G} you have",
// "Produce {B}") may be a mana ability: it is not taken as one that isn't.
func TestRule605_1aManaWordsWithoutAdd(t *testing.T) {
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, [Zork: Land \u2014 {T}: Double the amount of {G} you have.]"), false)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: [Zork: Land \u2014 {T}: Produce {B}.]", "card", "Zork"), false)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Forest, [Zork: Land \u2014 {T}: Produce {B}.]", "cost", "{G}"), false)
}

// CR 605.1a: an effect that is only mana letters ("B", "G or W"), or that
// speaks of making mana in other words ("Double your mana", "You get one
// mana of any color"), may be a mana ability too; one that speaks of mana
// spent (North Star, Jeweled Amulet's first ability) or of something else
// is not one.
func TestRule605_1aManaInOtherWords(t *testing.T) {
	for _, eff := range []string{"B", "G or W.", "Double your mana.", "You get one mana of any color.", "It produces two mana."} {
		r := ask(t, "judge tap", "board", "me: [Zork: Artifact \u2014 {T}: "+eff+"]", "card", "Zork")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "speaks of mana without adding it") {
			t.Errorf("%q: %s", eff, r.Answer)
		}
	}
	for _, b := range []string{"me: North Star", "me: [Zork: Artifact \u2014 {T}: Draw a card.]", "me: [Zork: Artifact \u2014 {1}, {T}: Note the type of mana spent to pay this activation cost.]"} {
		r := ask(t, "judge tap", "board", b, "card", strings.Trim(strings.SplitN(strings.TrimPrefix(b, "me: "), ":", 2)[0], "["))
		wantUnderstood(t, r, true)
		if r.Answer == "" || !strings.Contains(r.Answer, "no mana ability") {
			t.Errorf("%s: %s", b, r.Answer)
		}
	}
}
