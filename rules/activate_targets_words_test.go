package rules

import (
	"strings"
	"testing"
)

// CR 601.2c, 602.2b, 115.1: a target with words before its type ("target
// tapped creature") needs a permanent that meets them, chosen before the
// cost taps anything (601.2h): Royal Assassin with no tapped creature
// can't be activated, and can with one, anyone's; Karn, Silver Golem's
// "target noncreature artifact" is not an artifact creature. A color
// word is read from the permanent's colors ("tapped nonblack creature":
// a tapped Grizzly Bears is one, a tapped Vampire Nighthawk is not).
func TestRule601_2cQualifiedTarget(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"me: Royal Assassin, Grizzly Bears", "Royal Assassin", false},
		{"me: Royal Assassin", "Royal Assassin", false},
		{"me: Royal Assassin; opp: Grizzly Bears (tapped)", "Royal Assassin", true},
		{"me: Royal Assassin, Grizzly Bears (tapped)", "Royal Assassin", true},
		{"me: Karn, Silver Golem, Sol Ring", "Karn, Silver Golem", true},
		{"me: Karn, Silver Golem, Pili-Pala", "Karn, Silver Golem", false},
		{"me: Stone Catapult, Grizzly Bears", "Stone Catapult", false},
		// Wasteland may target itself: it is sacrificed after its
		// target is chosen (601.2c, 601.2h).
		{"me: Wasteland; opp: Forest", "Wasteland", true},
		{"me: Forest, Wasteland", "Wasteland", true},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", abilityOf(c.card))
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	wantLegal(t, ask(t, "judge activate", "board", "me: Stone Catapult; opp: Grizzly Bears (tapped)", "card", "Stone Catapult"), true)
	wantLegal(t, ask(t, "judge activate", "board", "me: Stone Catapult; opp: Vampire Nighthawk (tapped)", "card", "Stone Catapult"), false)
}

// abilityOf numbers the ability asked about: Wasteland's and Karn, Silver
// Golem's second.
func abilityOf(card string) string {
	if card == "Wasteland" || card == "Karn, Silver Golem" {
		return "2"
	}
	return "1"
}

// CR 601.2c: a spell or ability with a variable number of targets ("up
// to one target creature") may have none, so no such permanent on the
// board does not stop it; one target still needs one.
func TestRule601_2cUpToOneTarget(t *testing.T) {
	for _, c := range []struct {
		text  string
		legal bool
	}{
		{"Tap up to one target creature.", true},
		{"Tap up to two target tapped creatures.", true},
		{"Tap any number of target creatures.", true},
		{"Tap target creature.", false},
		{"Tap target tapped creature.", false},
	} {
		r := ask(t, "judge activate", "board", "me: [Test Rod: Artifact — {T}: "+c.text+"]", "card", "Test Rod")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 106.4, 601.2g: a permanent an ability exiles and returns "at the
// beginning of your next upkeep" (Kaya, Ghost Assassin's [0]) comes back
// in a later step, after the mana made now has left the pool, so it
// changes no mana now: a Forest and Llanowar Elves make two.
func TestRule106_4DelayedReturnMakesNoManaNow(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, Kaya, Ghost Assassin")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("the most mana %v, want 2", r.MaxMana)
	}
}

// CR 601.2c, 602.2b, 115.1: a target named by a subtype alone ("target
// Wizard you control", "target Wall"), by a subtype of two words joined by
// a hyphen ("target Assembly-Worker creature"), by several subtypes
// ("target Djinn or Efreet") or by several card types ("target artifact or
// enchantment", "target artifact, creature, or land") needs a permanent on
// the board that fits, where each was taken as available (Riptide
// Laboratory with no Wizard, Mishra's Factory with no Assembly-Worker) or
// read as its first type alone (Elder Druid beside a Forest was "no").
// A creature is attacking or blocking only in the combat phase (508.1k,
// 509.1g, 511.3): "target attacking Elf" has none in a main phase, and in
// combat the board does not say. A target the engine reads no further
// ("target Aura attached to a creature", "two target lands") gets "I
// can't rule on this", and one the board does not show (a card in a
// graveyard, a spell, a player) stays taken as available.
func TestRule601_2cTargetSubtypesAndTypes(t *testing.T) {
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		{"me: Riptide Laboratory, Island", "Riptide Laboratory", "2", false},
		{"me: Riptide Laboratory, Island; opp: Prodigal Sorcerer", "Riptide Laboratory", "2", false},
		{"me: Riptide Laboratory, Island, Prodigal Sorcerer", "Riptide Laboratory", "2", true},
		{"me: Mishra's Factory; opp: Grizzly Bears", "Mishra's Factory", "3", false},
		{"me: Mishra's Factory, Assembly-Worker", "Mishra's Factory", "3", true},
		{"me: Dwarven Demolition Team; opp: Grizzly Bears", "Dwarven Demolition Team", "1", false},
		{"me: Dwarven Demolition Team; opp: Wall of Roots", "Dwarven Demolition Team", "1", true},
		{"me: King Suleiman; opp: Grizzly Bears", "King Suleiman", "1", false},
		{"me: King Suleiman; opp: Serendib Efreet", "King Suleiman", "1", true},
		{"me: Qasali Pridemage; opp: Grizzly Bears", "Qasali Pridemage", "2", false},
		{"me: Qasali Pridemage; opp: Mana Reflection", "Qasali Pridemage", "2", true},
		{"me: Elder Druid, Forest", "Elder Druid", "1", true},
		{"me: Rakdos Ickspitter; opp: Grizzly Bears", "Rakdos Ickspitter", "1", true},
		{"me: Gnarlroot Trapper, Llanowar Elves", "Gnarlroot Trapper", "2", false},
		{"me: Serra Advocate, Grizzly Bears; step: main2", "Serra Advocate", "2", false},
		{"me: [Test Bow: Artifact — {T}: Destroy target attacking creature.]; opp: Grizzly Bears", "Test Bow", "1", false},
		// "Untap two target lands": two lands, tapped or not (115.3;
		// Garruk Wildspeaker's ruling of 2009-10-01).
		{"me: Argothian Elder, Forest, Island", "Argothian Elder", "1", true},
		{"me: Argothian Elder, Forest", "Argothian Elder", "1", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	for _, c := range []struct{ board, card, ability string }{
		{"me: Gnarlroot Trapper, Llanowar Elves; step: combat", "Gnarlroot Trapper", "2"},
		{"me: Serra Advocate, Grizzly Bears; step: combat", "Serra Advocate", "2"},
		{"me: [Test Bow: Artifact — {T}: Destroy target attacking creature.]; opp: Grizzly Bears; step: combat", "Test Bow", "1"},
		{"me: Devout Harpist, Grizzly Bears, Rancor (on Grizzly Bears)", "Devout Harpist", "1"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, false)
	}
	r := ask(t, "judge activate", "board", "me: Unholy Grotto, Swamp", "card", "Unholy Grotto", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
}

// CR 601.2c, 115.1: "another target …" can't be the ability's own
// permanent (Ezuri, Renegade Leader's ruling of 2011-01-01: its first
// ability can't affect itself), so Ezuri with no other Elf, or "Tap
// another target creature" on the only creature, can't be activated;
// each was answered as activatable.
func TestRule601_2cAnotherTargetIsNotItself(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"me: Ezuri, Renegade Leader, Forest", "Ezuri, Renegade Leader", false},
		{"me: Ezuri, Renegade Leader, Forest, Llanowar Elves", "Ezuri, Renegade Leader", true},
		{"me: [Test Guy: Creature — Elf — {T}: Tap another target creature.]", "Test Guy", false},
		{"me: [Test Guy: Creature — Elf — {T}: Tap another target creature.], Grizzly Bears", "Test Guy", true},
		{"me: [Test Guy: Creature — Elf — {T}: Tap another target nonblack creature.]", "Test Guy", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", "1")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 115.1, 601.2c, 205.3: "target non-Swamp land" (Cyclopean Tomb) and
// "target non-Human creature" (Avacynian Priest) name permanents by a
// subtype they lack, after the layers: with Urborg, Tomb of Yawgmoth every
// land is a Swamp, and a changeling is every creature type. Each was
// refused as a target the engine does not read.
func TestRule115_1TargetWithoutASubtype(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"step: upkeep; me: Cyclopean Tomb, Forest", "Cyclopean Tomb", true},
		{"step: upkeep; me: Cyclopean Tomb, Swamp", "Cyclopean Tomb", false},
		{"step: upkeep; me: Cyclopean Tomb, Forest, Urborg, Tomb of Yawgmoth", "Cyclopean Tomb", false},
		{"step: upkeep; me: Cyclopean Tomb; opp: Island", "Cyclopean Tomb", true},
		{"me: Avacynian Priest; opp: Grizzly Bears", "Avacynian Priest", true},
		{"me: Avacynian Priest; opp: Elite Vanguard", "Avacynian Priest", false},
		{"me: Avacynian Priest, Woodland Changeling", "Avacynian Priest", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 702.11b, 702.16b, 702.18a, 115.1: Royal Assassin's "target tapped
// creature" can't be an opponent's tapped creature with hexproof, shroud
// or protection from black, so with only such a creature tapped it can't
// be activated; its controller's own tapped hexproof creature is a legal
// target. These were refused.
func TestRule702_11bRoyalAssassinTappedTargetHexproof(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
		rule  string
	}{
		{"me: Royal Assassin; opp: Troll Ascetic (tapped)", false, "702.11b"},
		{"me: Royal Assassin; opp: Blastoderm (tapped)", false, "702.18a"},
		{"me: Royal Assassin; opp: White Knight (tapped)", false, "702.16b"},
		{"me: Royal Assassin, Troll Ascetic (tapped)", true, ""},
		{"me: Royal Assassin; opp: Troll Ascetic (tapped), Grizzly Bears (tapped)", true, ""},
		{"me: Royal Assassin; opp: Black Knight (tapped)", true, ""},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Royal Assassin")
		if !r.Understood {
			t.Errorf("%s: refused: %s", c.board, r.Answer)
			continue
		}
		wantLegal(t, r, c.legal)
		if c.rule != "" {
			wantRules(t, r, c.rule)
		}
	}
}

// CR 601.2c, 602.2b, 511.3: a target that a clause after its noun puts in
// combat ("target creature it's blocking", Tinder Wall's; "target creature
// blocking it", "blocking or blocked by Cromat", "that's attacking") has
// none outside the combat phase, where no creature is attacking or
// blocking: Tinder Wall's "{R}, Sacrifice Tinder Wall: It deals 2 damage to
// target creature it's blocking." was said to be activatable in a main
// phase, Tinder Wall itself taken as the target. In combat the board does
// not say which creatures block, and the answer is "I can't rule on this".
func TestRule601_2cTargetInCombatByClause(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Tinder Wall", "Tinder Wall", "3"},
		{"me: Tinder Wall; opp: Grizzly Bears; turn: opp; step: main2", "Tinder Wall", "3"},
		{"me: Goblin Snowman; opp: Grizzly Bears", "Goblin Snowman", "2"},
		{"me: Flowstone Salamander; opp: Grizzly Bears", "Flowstone Salamander", "1"},
		{"me: Barbed-Back Wurm; opp: Llanowar Elves", "Barbed-Back Wurm", "1"},
		{"me: Cromat; opp: Grizzly Bears", "Cromat", "1"},
		{"me: [Test Net: Artifact — {T}: Tap target creature that's attacking you.]; opp: Grizzly Bears", "Test Net", "1"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		wantRules(t, r, "601.2c", "511.3")
	}
	r := ask(t, "judge activate", "board", "me: Tinder Wall; opp: Grizzly Bears; turn: opp; step: combat", "card", "Tinder Wall", "ability", "3")
	wantUnderstood(t, r, false)
	// Its mana ability targets nothing and stays activatable.
	r = ask(t, "judge activate", "board", "me: Tinder Wall", "card", "Tinder Wall", "ability", "2")
	wantLegal(t, r, true)
}

// CR 702.11b, 702.11c, 702.18a, 115.1: what makes a permanent or a player
// untargetable without being on that permanent (a grant to permanents the
// engine can't name, an Equipment's shroud it doesn't read, "can't be the
// target of" another's abilities, a player's own hexproof or shroud) may
// leave an ability with no legal target (601.2c, 602.2b): beside such text
// the answer is "I can't rule on this", where it had been "can be
// activated". A target the board's creatures fit with nothing of the kind
// on the board is still read.
func TestRule702_11UntargetableByTextNotOnTheTargetStops(t *testing.T) {
	for _, c := range []struct{ board, card, ability, names string }{
		{"me: Royal Assassin; opp: Grizzly Bears (tapped), Shalai, Voice of Plenty", "Royal Assassin", "", "Shalai"},
		{"me: Royal Assassin; opp: Grizzly Bears (tapped), Whispersilk Cloak (on Grizzly Bears)", "Royal Assassin", "", "Whispersilk Cloak"},
		{"me: Royal Assassin; opp: Grizzly Bears (tapped), Spiritual Asylum", "Royal Assassin", "", "Spiritual Asylum"},
		{"me: Royal Assassin; opp: Gaea's Revenge (tapped)", "Royal Assassin", "", "Gaea's Revenge"},
		{"me: Royal Assassin, Glaring Spotlight; opp: Slippery Bogle (tapped)", "Royal Assassin", "", "Glaring Spotlight"},
		{"me: Gideon Jura (6 loyalty); opp: Shalai, Voice of Plenty", "Gideon Jura", "1", "Shalai"},
	} {
		kv := []string{"board", c.board, "card", c.card}
		if c.ability != "" {
			kv = append(kv, "ability", c.ability)
		}
		r := ask(t, "judge activate", kv...)
		if r.Understood || !strings.Contains(r.Answer, c.names) {
			t.Errorf("%s: understood %v, %q; want a refusal naming %s", c.board, r.Understood, r.Answer, c.names)
		}
	}
	// Nothing of the kind: the targets are read.
	r := ask(t, "judge activate", "board", "me: Royal Assassin; opp: Grizzly Bears (tapped), Glorious Anthem", "card", "Royal Assassin")
	wantUnderstood(t, r, true)
	if r.Legal == nil || !*r.Legal {
		t.Errorf("Royal Assassin beside a tapped Grizzly Bears: legal %v, want true", r.Legal)
	}
	r = ask(t, "judge activate", "board", "me: Gideon Jura (6 loyalty); opp: Forest", "card", "Gideon Jura", "ability", "1")
	wantUnderstood(t, r, true)
	// The same grant does not bear on an ability with no target.
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Llanowar Elves; opp: Shalai, Voice of Plenty", "card", "Llanowar Elves"), true)
}

// CR 702.1, 113.3b: a keyword such as flying is no activated ability; the
// answer about it says so, not that it can't be activated on the
// battlefield.
func TestRule702_1KeywordIsNotActivated(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Vampire Nighthawk", "card", "Vampire Nighthawk", "ability", "1")
	if !strings.Contains(r.Answer, "keyword ability that is not activated") || strings.Contains(r.Answer, "while it is on the battlefield") {
		t.Errorf("Vampire Nighthawk ability 1: %q", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Granitic Titan", "card", "Granitic Titan", "ability", "2")
	if !strings.Contains(r.Answer, "can't be activated while it is on the battlefield") {
		t.Errorf("Granitic Titan's cycling: %q", r.Answer)
	}
}

// CR 702.11c, 702.18a, 115.4, 601.2c: a player with hexproof ("You have
// hexproof.", Leyline of Sanctity) can't be the target of an opponent's
// ability, and one with shroud ("You have shroud.", True Believer) of
// anyone's: Gideon Jura's "target opponent" has none beside an opponent's
// Leyline, nor Jace Beleren's "target player" where each player has one
// of them, while "any target" still has a creature; the ability's own
// controller's hexproof leaves them a target.
func TestRule702_11cPlayerHexproofAndShroud(t *testing.T) {
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		{"me: Gideon Jura (6 loyalty); opp: Leyline of Sanctity", "Gideon Jura", "1", false},
		{"me: Gideon Jura (6 loyalty), Leyline of Sanctity", "Gideon Jura", "1", true},
		{"me: Gideon Jura (6 loyalty)", "Gideon Jura", "1", true},
		{"me: Jace Beleren (3 loyalty), True Believer; opp: Leyline of Sanctity", "Jace Beleren", "2", false},
		{"me: Jace Beleren (3 loyalty); opp: Leyline of Sanctity", "Jace Beleren", "2", true},
		{"me: Jace Beleren (3 loyalty), Leyline of Sanctity; opp: Leyline of Sanctity", "Jace Beleren", "2", true},
		{"me: Prodigal Pyromancer, True Believer; opp: Leyline of Sanctity", "Prodigal Pyromancer", "", true},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Gideon Jura (6 loyalty); opp: Leyline of Sanctity", "Gideon Jura", "1", true},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Gideon Jura (6 loyalty); opp: Leyline of Sanctity; opp2: Leyline of Sanctity", "Gideon Jura", "1", false},
	} {
		kv := []string{"board", c.board, "card", c.card}
		if c.ability != "" {
			kv = append(kv, "ability", c.ability)
		}
		r := ask(t, "judge activate", kv...)
		wantUnderstood(t, r, true)
		if r.Legal == nil || *r.Legal != c.legal {
			t.Errorf("%s: legal %v, want %v (%s)", c.board, r.Legal, c.legal, r.Answer)
		}
		if !c.legal {
			wantRules(t, r, "601.2c")
		}
	}
	// "target opponent or planeswalker" with neither: the step says why
	// for both.
	r := ask(t, "judge activate", "board", "me: Razortip Whip, Island; opp: Leyline of Sanctity", "card", "Razortip Whip")
	if r.Legal == nil || *r.Legal || !rulingSays(r, "Opp has hexproof from Leyline of Sanctity; and there is no such permanent on the board") {
		t.Errorf("Razortip Whip: legal %v, steps %q", r.Legal, stepTexts(r))
	}
}

// CR 702.11b-c, 115.1: hexproof never keeps a player or permanent from
// being a target of its controller's own abilities, so beside a grant of
// hexproof the engine does not read (Shalai, Voice of Plenty), an ability
// whose target may be its controller ("any target", "target player") can
// be activated; a restriction on spells alone (Dense Foliage), or on
// abilities from sources of a color the ability's source is not (Rebel
// Informer, Spellbane Centaur beside black Royal Assassin), bars nothing.
func TestRule702_11HexproofAndLimitsThatBarNothing(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Prodigal Sorcerer; opp: Shalai, Voice of Plenty", "Prodigal Sorcerer", ""},
		{"me: Jace Beleren (3 loyalty); opp: Shalai, Voice of Plenty", "Jace Beleren", "2"},
		{"me: Royal Assassin; opp: Rebel Informer (tapped)", "Royal Assassin", ""},
		{"me: Royal Assassin; opp: Spellbane Centaur (tapped)", "Royal Assassin", ""},
		{"me: Royal Assassin; opp: Grizzly Bears (tapped), Dense Foliage", "Royal Assassin", ""},
		// A restriction on targeting permanents bars no player target.
		{"me: Millstone; opp: Gaea's Revenge", "Millstone", ""},
	} {
		kv := []string{"board", c.board, "card", c.card}
		if c.ability != "" {
			kv = append(kv, "ability", c.ability)
		}
		r := ask(t, "judge activate", kv...)
		wantUnderstood(t, r, true)
		if r.Legal == nil || !*r.Legal {
			t.Errorf("%s: legal %v (%s)", c.board, r.Legal, r.Answer)
		}
	}
	// Mercenary Informer's "black … from black sources" bars black Royal
	// Assassin's ability, which the engine does not read: it stops.
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Royal Assassin; opp: Mercenary Informer (tapped)", "card", "Royal Assassin"), false)
}

// CR 702.11b-d, 102.3, 702.18a, 115.3: hexproof stops only opponents'
// abilities, so in Two-Headed Giant a teammate's Slippery Bogle or
// Leyline of Sanctity is a target; "hexproof from black" keeps black
// Royal Assassin's ability from Knight of Grace, not white's from Knight
// of Malice; a controller with shroud is no target of their own "target
// player" beside an opponent's unread hexproof; "another target" after a
// first target means one other than it (Domri Rade's ruling of
// 2017-03-14), so a lone Grizzly Bears can't be both.
func TestRule702_11TeamsColorsAndSecondTargets(t *testing.T) {
	checkActivateCases(t, []activateCase{
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Royal Assassin; ally: Slippery Bogle (tapped)", "Royal Assassin", "", ptr(true), ""},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Millstone, True Believer; ally: Leyline of Sanctity; opp: Leyline of Sanctity; opp2: Leyline of Sanctity", "Millstone", "", ptr(true), ""},
		{"me: Royal Assassin; opp: Knight of Grace (tapped)", "Royal Assassin", "", ptr(false), ""},
		{"me: Royal Assassin; opp: Knight of Malice (tapped)", "Royal Assassin", "", ptr(true), ""},
		{"me: Millstone, True Believer; opp: Shalai, Voice of Plenty", "Millstone", "", nil, ""},
		{"me: Domri Rade (3 loyalty), Grizzly Bears", "Domri Rade", "2", ptr(false), ""},
		{"me: Domri Rade (3 loyalty), Grizzly Bears; opp: Hill Giant", "Domri Rade", "2", ptr(true), ""},
		{"me: Saheeli, Sublime Artificer (5 loyalty), Sol Ring", "Saheeli, Sublime Artificer", "2", nil, ""},
	})
}

// CR 115.1, 601.2c: a target is what all of its words say. Where the
// words go on past what the engine reads ("target artifact creature",
// "target enchantment, tapped artifact, or tapped creature", "another
// target permanent you own", "target creature they control", "target
// non-Wall creature the active player has controlled continuously",
// "target creature you cast this turn"), the answer stops, where it had
// read the first words alone: a Sol Ring taken as an artifact creature,
// Nahiri finding no tapped creature.
func TestRule115_1TargetWordsReadWhole(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Nahiri, the Harbinger (4 loyalty); opp: Grizzly Bears (tapped)", "Nahiri, the Harbinger", "2"},
		{"me: Aminatou, the Fateshifter (3 loyalty); opp: Sol Ring", "Aminatou, the Fateshifter", "2"},
		{"me: Echo Chamber, Grizzly Bears", "Echo Chamber", "1"},
		{"me: Arcum's Whistle; opp: Grizzly Bears", "Arcum's Whistle", "1"},
		{"me: Cycle of Life, Grizzly Bears", "Cycle of Life", "1"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		if r.Understood {
			t.Errorf("%s: %s, want a refusal", c.card, r.Answer)
		}
	}
	r := ask(t, "judge activate", "board", "me: Royal Assassin; opp: Grizzly Bears (tapped)", "card", "Royal Assassin")
	wantUnderstood(t, r, true)
	// A card in a graveyard ("target enchantment creature card from your
	// graveyard") is no permanent: the board can't deny it.
	r = ask(t, "judge activate", "board", "me: Odunos River Trawler", "card", "Odunos River Trawler", "ability", "2")
	if r.Legal != nil && !*r.Legal {
		t.Errorf("Odunos River Trawler: %s, want no \"can't\"", r.Answer)
	}
	// "Artifact creature" is two card types (205.2a), read whole; and
	// where no permanent is even of the first words' kind, none meets
	// them all.
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		{"me: Gremlin Mine", "Gremlin Mine", "1", false},
		{"me: Gremlin Mine, Ornithopter", "Gremlin Mine", "1", true},
		{"me: Argivian Blacksmith, Sol Ring", "Argivian Blacksmith", "1", false},
		{"me: Argivian Blacksmith, Ornithopter", "Argivian Blacksmith", "1", true},
		{"me: Aminatou, the Fateshifter (3 loyalty)", "Aminatou, the Fateshifter", "2", false},
		{"me: Time Machine", "Time Machine", "1", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		if !r.Understood || r.Legal == nil || *r.Legal != c.legal {
			t.Errorf("%s: %s, want legal %v", c.board, r.Answer, c.legal)
		}
	}
}

// CR 601.2c, 602.5b, 508.1k: Desert's "Activate only during the end of
// combat step" ability targets an attacking creature; in `step: combat`,
// which does not say which step of combat, a board with no creature has
// none to target in any of them, so it can't be activated. Beside a
// creature, which may be attacking, or a land that may have become one
// (Mutavault), the engine does not rule.
func TestRule601_2cNoAttackingTargetInAnyStepOfCombat(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Desert; step: combat", "card", "Desert", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Desert; opp: Grizzly Bears; step: combat", "card", "Desert", "ability", "2"), false)
	// A Mutavault may be attacking as a creature until end of turn.
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Desert; opp: Mutavault; step: combat", "card", "Desert", "ability", "2"), false)
}
