package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 609.4b and Celestial Dawn's ruling of 2006-09-25: under Celestial
// Dawn its controller spends white mana as though it were any color and
// other mana only as though it were colorless. A Plains pays {G}, {U/B}
// and {G/P}; Llanowar Elves' {G} pays only generic mana and {C}, never
// {G}; a Forest is a Plains (its {W} pays {G}); an opponent's Dawn
// changes nothing for you.
func TestRule609_4bCelestialDawnSpendsWhiteAsAnyColor(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		want        bool
	}{
		{"me: Plains, Celestial Dawn", "{G}", true},
		{"me: Forest, Celestial Dawn", "{G}", true},
		{"me: Plains, Celestial Dawn", "{U/B}", true},
		{"me: Plains, Celestial Dawn", "{G/P}", true},
		{"me: Llanowar Elves, Celestial Dawn, life 1", "{G}", false},
		{"me: Llanowar Elves, Celestial Dawn, life 1", "{G/P}", false},
		{"me: Llanowar Elves, Celestial Dawn, life 1", "{2/G}", false},
		{"me: Llanowar Elves, Celestial Dawn", "{1}", true},
		{"me: Llanowar Elves, Celestial Dawn", "{C}", true},
		{"me: Llanowar Elves, Forest, Celestial Dawn", "{1}{G}", true},
		{"me: Llanowar Elves, Forest, Celestial Dawn", "{G}{G}", false},
		{"me: Birds of Paradise, Celestial Dawn", "{U}", true},
		{"me: Plains, Celestial Dawn", "{C}", false},
		{"me: Llanowar Elves; opp: Celestial Dawn", "{G}", true},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, true)
		if r.Payable == nil || *r.Payable != c.want {
			t.Errorf("%s pays %s: %q, want payable %v", c.board, c.cost, r.Answer, c.want)
		}
		if !strings.Contains(c.board, "opp:") {
			wantRules(t, r, "609.4b")
		}
	}
	r := pay(t, "me: Llanowar Elves, Forest, Celestial Dawn", "{1}{G}")
	wantRuling(t, r, "Celestial Dawn", "2006-09-25")
	if len(r.Payments) != 1 || r.Payments[0].Spent != "{W}{G}" || r.Payments[0].Left != "" {
		t.Errorf("payments %+v: want the Forest's {W} and the Elves' {G} spent, none left", r.Payments)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, Celestial Dawn")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["W"] != 1 || r.MaxByType["G"] != 1 {
		t.Errorf("max mana %v %v: %q", r.MaxMana, r.MaxByType, r.Answer)
	}
}

// CR 107.4e and 609.4b: under Celestial Dawn the colorless half of a
// {C/W} symbol is still paid by mana spent as colorless: Sol Ring's {C},
// or Birds of Paradise's {U}, which may be spent only as though it were
// colorless. Its other half takes white mana, as before.
func TestRule107_4eColorlessHybridUnderCelestialDawn(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		want        bool
	}{
		{"me: Sol Ring, Celestial Dawn", "{C/W}", true},
		{"me: Sol Ring, Celestial Dawn", "{C/W}{C/W}", true},
		{"me: Sol Ring, Celestial Dawn", "{C/W}{C/W}{C/W}", false},
		{"me: Llanowar Elves, Celestial Dawn", "{C/W}", true},
		{"me: Plains, Celestial Dawn", "{C/W}", true},
		{"me: Plains, Llanowar Elves, Celestial Dawn", "{C/W}{C/W}", true},
		{"me: Plains, Llanowar Elves, Celestial Dawn", "{C/W}{G}", true},
		{"me: Plains, Llanowar Elves, Celestial Dawn", "{C/W}{W}{G}", false},
		{"me: Llanowar Elves, Celestial Dawn", "{G/W}", false},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, true)
		wantRules(t, r, "609.4b")
		if r.Payable == nil || *r.Payable != c.want {
			t.Errorf("%s pays %s: %q, want payable %v", c.board, c.cost, r.Answer, c.want)
		}
	}
}

// CR 601.2f and Damping Sphere's ruling of 2022-12-08: each spell costs
// {1} more for each other spell its caster has cast this turn. The board
// records no spell cast this turn, so the increase is {0}: the cost is
// paid as written, and its land clause still applies to the mana.
func TestRule601_2fDampingSphereAddsNothingWithNoSpellsCast(t *testing.T) {
	r := pay(t, "me: Forest, Island, Damping Sphere", "{1}{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	wantRules(t, r, "601.2f")
	wantRuling(t, r, "Damping Sphere", "2022-12-08")
	r = pay(t, "me: Forest, Island, Damping Sphere", "{2}{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	r = pay(t, "me: Ancient Tomb; opp: Damping Sphere", "{2}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	r = pay(t, "me: Forest, Damping Sphere, Mana Reflection", "{C}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
}

// CR 702.73a and Cavern of Souls' Oracle text: a changeling creature
// spell is every creature type, so Cavern of Souls' colored mana, named
// Elf, may be spent on it; on a spell that is not a creature of that
// type it may not.
func TestRule702_73aChangelingIsTheTypeCavernOfSoulsNamed(t *testing.T) {
	r := pay(t, "me: Cavern of Souls (named Elf)", "{B}", "card", "Changeling Outcast")
	wantPayable(t, r, true)
	r = pay(t, "me: Cavern of Souls (named Elf)", "{G}", "card", "Birds of Paradise")
	wantPayable(t, r, false)
}

// Heartbeat of Spring's ruling of 2020-08-07 and Mana Flare's of
// 2007-09-16: the mana their triggered abilities add carries no
// restriction of the land's mana. Cavern of Souls named Elf, tapped for
// {U}, can't pay for Birds of Paradise with its own {U}, but the {U}
// Heartbeat or Mana Flare adds can; two {U} still need an Elf spell.
func TestHeartbeatOfSpringManaTakesNoRestrictionFromTheLand(t *testing.T) {
	for _, enchantment := range []string{"Heartbeat of Spring", "Mana Flare"} {
		board := "me: Cavern of Souls (named Elf), " + enchantment
		r := pay(t, board, "{U}", "card", "Birds of Paradise")
		wantPayable(t, r, true)
		wantRuling(t, r, enchantment, triggerRulings[enchantment][0])
		r = pay(t, board, "{U}{U}", "card", "Birds of Paradise")
		wantPayable(t, r, false)
		r = pay(t, board, "{U}{U}", "card", "Llanowar Elves")
		wantPayable(t, r, true)
		r = pay(t, board, "{U}")
		wantPayable(t, r, true)
	}
}

// CR 107.4h: {S} is paid with mana from a snow source, and the source of
// mana is the source of the ability that made it. Wild Growth on a
// Snow-Covered Forest adds {G} from Wild Growth, not a snow source: one
// {S} only. Mana Reflection makes the Forest itself produce twice as
// much: two {S}.
func TestRule107_4hTriggeredManaIsFromTheTriggersSource(t *testing.T) {
	r := pay(t, "me: Snow-Covered Forest, Wild Growth (on Snow-Covered Forest)", "{S}{S}")
	wantPayable(t, r, false)
	r = pay(t, "me: Snow-Covered Forest, Wild Growth (on Snow-Covered Forest)", "{S}{G}")
	wantPayable(t, r, true)
	r = pay(t, "me: Snow-Covered Forest, Mana Reflection", "{S}{S}")
	wantPayable(t, r, true)
}

// CR 702.51a, 702.66a, 702.41a, 601.2f: a spell with convoke, delve or
// affinity, or one that costs less to cast, can be paid for otherwise
// than with mana, or costs less than its mana cost: pay does not answer
// "no" from mana alone (convoke beside a sacrifice outlet, which may
// sacrifice a creature that could convoke, is not worked out).
func TestRule601_2fSpellPaidOtherwiseThanWithMana(t *testing.T) {
	for _, c := range []struct{ board, cost, card string }{
		{"me: Plains, Grizzly Bears, Ashnod's Altar", "{3}{W}", "Conclave Tribunal"},
		{"me: Island, 2x Sol Ring", "{6}{U}", "Gurmag Angler"},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		if r.Understood {
			t.Errorf("%s for %s on %q: %s", c.cost, c.card, c.board, r.Answer)
		}
	}
	wantPayable(t, pay(t, "me: Forest", "{G}", "card", "Llanowar Elves"), true)
}

// CR 601.2f, 207.2c, 702.125a: a reduction of a spell's own cost after a
// condition (Avatar of Fury: "If an opponent controls seven or more
// lands, this spell costs {6} less to cast"), after an additional cost
// (Torgaar),
// or by offering (Patron of the Orochi beside a Snake, CR 702.48a), may make a cost payable that its mana cost is not: pay does
// not answer "no" from the mana cost.
func TestRule601_2fConditionalSelfReductionIsNotRuledOn(t *testing.T) {
	for _, c := range []struct{ board, cost, card string }{
		{"me: 2x Mountain; opp: 7x Mountain", "{4}{R}{R}", "Avatar of Fury"},
		{"me: 2x Swamp", "{4}{B}{B}", "Avatar of Woe"},
		{"me: 2x Swamp", "{2}{B}", "Dusk Feaster"},
		{"me: 2x Swamp", "{4}{B}{B}{B}", "Torgaar, Famine Incarnate"},
		{"me: 3x Forest, Sakura-Tribe Elder", "{5}{G}{G}{G}", "Patron of the Orochi"},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		if r.Understood {
			t.Errorf("%s for %s on %q: %s", c.cost, c.card, c.board, r.Answer)
		}
	}
}

// CR 601.2f: a spell's own cost increase that depends on choices made as
// it is cast (Fireball's "This spell costs {1} more to cast for each
// target beyond the first", strive) never makes its total cost less than
// its mana cost, and with one target adds nothing: a "no" from the mana
// cost stands, and a "yes" stands for one target, which the answer says;
// it refused both. An increase that depends on anything else still
// refuses a "yes".
func TestRule601_2fSelfIncreaseIsNotRuledOn(t *testing.T) {
	r := pay(t, "me: Mountain, Mountain, Mountain", "{X}{R}", "card", "Fireball", "x", "2")
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable || !strings.Contains(r.Answer, "with one target") {
		t.Errorf("Fireball, X=2, three Mountains: %s", r.Answer)
	}
	wantRules(t, r, "601.2f")
	r = pay(t, "me: Mountain, Mountain", "{X}{R}", "card", "Fireball", "x", "2")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable {
		t.Errorf("Fireball, X=2, two Mountains: %s", r.Answer)
	}
	wantRules(t, r, "601.2f")
	// Strive: {2}{R} more for each target beyond the first.
	r = pay(t, "me: Mountain, Mountain", "{1}{R}", "card", "Twinflame")
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable || !strings.Contains(r.Answer, "with one target") {
		t.Errorf("Twinflame (strive), two Mountains: %s", r.Answer)
	}
}

// CR 601.2h: a spell's own text may restrict the mana that pays its cost
// in ways the engine does not work out (Emblazoned Golem's one mana of
// each color on X): pay does not answer from the mana alone; an activated
// ability's restriction on its own X (Crimson Hellkite) does not touch
// the spell's cost.
func TestRule601_2hSpellRestrictsTheManaSpentOnIt(t *testing.T) {
	for _, c := range []struct{ board, cost, card, x string }{
		{"me: 4x Wastes", "{X}{2}", "Emblazoned Golem", "2"},
	} {
		kv := []string{"card", c.card}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		if r := pay(t, c.board, c.cost, kv...); r.Understood {
			t.Errorf("%s for %s on %q: %s", c.cost, c.card, c.board, r.Answer)
		}
	}
	wantPayable(t, pay(t, "me: 6x Mountain", "{4}{R}{R}", "card", "Crimson Hellkite"), true)
}

// CR 106.6, 202.2 and 702.114a: Pillar of the Paruns' mana pays only for a
// multicolored spell (the colors of its mana cost, hybrid symbols
// included), Eldrazi Temple's only for a colorless Eldrazi spell (devoid
// makes one colorless); where the engine can't see a spell's colors it
// says so.
func TestRule106_6ColorsOfTheSpell(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: Pillar of the Paruns, Forest", "{W}{G}", "Selesnya Charm", true},
		{"me: Pillar of the Paruns, Forest", "{R}{G}", "Boros Reckoner", true},
		{"me: Pillar of the Paruns, Forest", "{W}{G}", "Grizzly Bears", false},
		{"me: Pillar of the Paruns, Mountain", "{R}{R}", "Eldrazi Obligator", false},
		{"me: Eldrazi Temple, Wastes", "{3}", "Thought-Knot Seer", true},
		{"me: Eldrazi Temple, Mountain", "{2}{R}", "Eldrazi Obligator", true},
		{"me: Eldrazi Temple, Wastes", "{3}", "Kozilek's Predator", false},
		{"me: Eldrazi Temple, Wastes", "{3}", "Sol Ring", false},
		// "Ghostfire is colorless." sets its color in every zone (604.3).
		{"me: Pillar of the Paruns, Forest", "{W}{G}", "Ghostfire", false},
	} {
		r := ask(t, "judge pay", "board", c.board, "cost", c.cost, "card", c.card)
		wantPayable(t, r, c.payable)
	}
	for _, card := range []string{"Dryad Arbor", "Lightning Dart"} {
		if r := ask(t, "judge pay", "board", "me: Pillar of the Paruns, Forest", "cost", "{W}{G}", "card", card); r.Understood {
			t.Errorf("%s: %s", card, r.Answer)
		}
	}
}

// CR 106.6 and 702.73a: a restriction names the spells its mana may be
// spent on by card type, supertype, color and creature type, with "or"
// between alternatives; a changeling spell is every creature type. A form
// the engine does not read stops the answer.
func TestRule106_6SpellsByTypes(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: Sliver Hive, Forest", "{G}{G}", "Muscle Sliver", true},
		{"me: Sliver Hive, Forest", "{G}{G}", "Grizzly Bears", false},
		{"me: Sliver Hive, Forest", "{G}{G}", "Amoeboid Changeling", true},
		{"me: Gnarlroot Trapper, Forest", "{G}{G}", "Elvish Mystic", true},
		{"me: Gnarlroot Trapper, Forest", "{G}{G}", "Grizzly Bears", false},
		{"me: Untaidake, the Cloud Keeper, Forest", "{2}{G}", "Azusa, Lost but Seeking", true},
		{"me: Untaidake, the Cloud Keeper, Forest", "{2}{G}", "Grizzly Bears", false},
		{"me: Vodalian Arcanist, Island", "{1}{U}", "Counterspell", true},
		{"me: Vodalian Arcanist, Island", "{1}{U}", "Divination", true},
		{"me: Vodalian Arcanist, Island", "{1}{U}", "Grizzly Bears", false},
		{"me: Shrine of the Forsaken Gods, Forest", "{2}", "Sol Ring", true},
	} {
		wantPayable(t, ask(t, "judge pay", "board", c.board, "cost", c.cost, "card", c.card), c.payable)
	}
	// Secret Base's watermark is not read.
	if r := ask(t, "judge pay", "board", "me: Secret Base, Forest", "cost", "{W}", "card", "Grizzly Bears"); r.Understood {
		t.Errorf("Secret Base: %s", r.Answer)
	}
}

// CR 106.6: the most mana counts mana whose spending is restricted as
// mana for spells; the answer says which sources restrict it, so that the
// number is not read as mana for anything.
func TestRule106_6MostManaSaysWhatIsRestricted(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Eldrazi Temple, Forest", "Some mana counted here can be spent only as Eldrazi Temple says."},
		{"me: Eldrazi Temple, Pillar of the Paruns, Forest", "Some mana counted here can be spent only as Eldrazi Temple and Pillar of the Paruns say."},
		{"me: Forest, Sol Ring", ""},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if got := strings.Contains(r.Answer, "can be spent only as"); got != (c.want != "") || c.want != "" && !strings.HasSuffix(r.Answer, c.want) {
			t.Errorf("%s: answer %q, want it to end %q", c.board, r.Answer, c.want)
		}
	}
}

// CR 601.2f, 107.4e and Beseech the Queen's and Reaper King's rulings of
// 2008-05-01: a reduction of generic mana applies to a monocolored hybrid
// symbol only where it is paid with two generic mana. Where the reduction
// is more than the cost's generic mana and the symbols are alike, the rest
// reduces as many of them, each then paid at least as easily with the
// generic mana left: Goblin Electromancer and Beseech the Queen beside
// Swamp, Swamp, Forest ({B}{B} and {2} less {1}) and Helm of Awakening and
// Spectral Procession beside five Islands ({6} less {1}) pay, where both
// were refused, and four Islands do not. Symbols of different colors
// (Reaper King) are each the payer's choice: a "no" is not known, and a
// "yes" says that ways paying so are not listed.
func TestRule601_2fReductionOnMonocoloredHybrid(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: Swamp, Swamp, Forest, Goblin Electromancer", "{2/B}{2/B}{2/B}", "Beseech the Queen", true},
		{"me: Forest, Goblin Electromancer", "{2/B}", "Lightning Bolt", true},
		{"me: 5x Island, Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", true},
		{"me: 4x Island, Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", false},
		{"me: Plains, 3x Island, Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", true},
		{"me: Plains, 2x Island, Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", false},
		{"me: 2x Plains, Island, 2x Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", true},
		{"me: 2x Plains, Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", false},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantPayable(t, r, c.payable)
	}
	r := ask(t, "judge pay", "board", "me: Island, Swamp, Mountain, Forest, Grand Arbiter Augustin IV", "cost", "{2/W}{2/U}{2/B}{2/R}{2/G}", "card", "Reaper King")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "601.2f") {
		t.Errorf("Reaper King: %q", r.Answer)
	}
	r = pay(t, "me: 5x Mountain, Plains, Island, Swamp, Forest, Helm of Awakening", "{2/W}{2/U}{2/B}{2/R}{2/G}", "card", "Reaper King")
	wantPayable(t, r, true)
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "ways that use it are not listed") }) {
		t.Errorf("no step says which ways are not listed: %v", r.Steps)
	}
	// With generic mana enough for the reduction, nothing is left over.
	wantPayable(t, pay(t, "me: Forest, Forest, Forest, Goblin Electromancer", "{2}{2/B}", "card", "Lightning Bolt"), true)
}

// CR 712.8c, 710.2: a double-faced card is cast with its front face up
// and a flip card unflipped, so card: naming a back face or a flipped
// half names no spell; it was read with that face's types (Cavern of
// Souls named Insect paid for Insectile Aberration).
func TestRule712_8cBackFaceIsNotTheSpellCast(t *testing.T) {
	for _, c := range []struct{ board, cost, card, front string }{
		{"me: Cavern of Souls (named Insect)", "{U}", "Insectile Aberration", "Delver of Secrets"},
		{"me: Cavern of Souls (named Samurai)", "{W}", "Kenzo the Hardhearted", "Bushi Tenderfoot"},
		{"me: Ancient Ziggurat", "{R}", "Curse of the Fire Penguin Creature", "Curse of the Fire Penguin"},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, `card:"`+c.front+`"`) {
			t.Errorf("%s: %q does not name the front", c.card, r.Answer)
		}
	}
	wantPayable(t, pay(t, "me: Cavern of Souls (named Wizard)", "{U}", "card", "Delver of Secrets"), true)
	// CR 305.9: a land, even one that is also a creature, is played and
	// never cast.
	r := pay(t, "me: Ancient Ziggurat, Forest", "{1}{G}", "card", "Dryad Arbor")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "305.9") {
		t.Errorf("Dryad Arbor: %q", r.Answer)
	}
}

// CR 601.2f, 702.51a, 702.66a, 702.41a: convoke, delve, affinity and a
// spell's own reduction only lower what mana must pay, so where mana pays
// the whole mana cost the spell can be cast: pay answers "yes" (Treasure
// Cruise with eight Islands, Frogmite with four, Conclave Tribunal with
// four Plains, Avatar of Fury with eight Mountains), where it refused, and
// still refuses a "no" from mana alone.
func TestRule601_2fManaPaysSpellThatMayCostLess(t *testing.T) {
	for _, c := range []struct{ board, cost, card, rule string }{
		{"me: 8x Island", "{7}{U}", "Treasure Cruise", "702.66a"},
		{"me: 4x Island", "{4}", "Frogmite", "702.41a"},
		{"me: 4x Plains", "{3}{W}", "Conclave Tribunal", "702.51a"},
		{"me: 8x Mountain", "{6}{R}{R}", "Avatar of Fury", "601.2f"},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, true)
		wantRules(t, r, c.rule)
	}
	r := pay(t, "me: 7x Island", "{7}{U}", "card", "Treasure Cruise")
	wantUnderstood(t, r, false)
}

// CR 106.6, 702.114a, 702.33d: Corrupted Crossroads' colored mana is spent
// only on a spell with devoid, a keyword of the card (Eldrazi Displacer),
// and Elfhame Druid's {G}{G} only on a kicked spell, which a spell with no
// kicker never is; both were refused as restrictions not modelled.
func TestRule106_6DevoidAndKickedSpells(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: Corrupted Crossroads, 2x Wastes", "{2}{W}", "Eldrazi Displacer", true},
		{"me: Corrupted Crossroads, 2x Wastes, Plains", "{1}{G}", "Grizzly Bears", false},
		{"me: Elfhame Druid", "{1}{G}", "Grizzly Bears", false},
		{"me: Elfhame Druid, Forest", "{1}{G}", "Grizzly Bears", true},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantPayable(t, r, c.payable)
	}
	// A spell with kicker may be kicked or not: the caster's choice.
	r := pay(t, "me: Elfhame Druid, Swamp", "{1}{B}{B}", "card", "Duress")
	if r.Understood && r.Payable != nil && *r.Payable {
		t.Errorf("Duress paid with Elfhame Druid's restricted mana: %q", r.Answer)
	}
	r = pay(t, "me: Elfhame Druid, Island", "{G}{G}{U}", "card", "Into the Roil")
	wantUnderstood(t, r, false)
}

// CR 106.6 and Rosheen Meanderer's rulings of 2017-11-17: its mana can be
// spent on any part of a cost that contains {X}, a spell's or an
// ability's, and on no other: it pays {X} with X 4 and Fireball's {X}{R}
// beside a Mountain, and not {4} or Grizzly Bears, each of which was
// refused as a restriction not modelled. A "no" says whose mana can't be
// spent on the cost.
func TestRule106_6RosheenPaysCostsWithX(t *testing.T) {
	for _, c := range []struct {
		board, cost, card, x string
		payable              bool
	}{
		{"me: Rosheen Meanderer", "{X}", "", "4", true},
		{"me: Rosheen Meanderer", "{X}", "", "5", false},
		{"me: Rosheen Meanderer, Mountain", "{X}{R}", "Fireball", "4", true},
		{"me: Rosheen Meanderer", "{4}", "", "", false},
		{"me: Rosheen Meanderer, Forest", "{1}{G}", "Grizzly Bears", "", false},
	} {
		kv := []string{"card", c.card}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		r := pay(t, c.board, c.cost, kv...)
		wantPayable(t, r, c.payable)
		if c.cost == "{4}" && !strings.Contains(r.Answer, "(Rosheen Meanderer's mana can't be spent on it)") {
			t.Errorf("%s, %s: answer %q does not say whose mana can't be spent", c.board, c.cost, r.Answer)
		}
	}
	r := pay(t, "me: Eldrazi Temple, Forest", "{2}{G}", "card", "Grizzly Bears")
	if !strings.HasSuffix(r.Answer, "(Eldrazi Temple's restricted mana can't be spent on it).") {
		t.Errorf("answer %q does not say whose mana can't be spent", r.Answer)
	}
}

// CR 106.6 and Cultivator Drone's rulings of 2016-01-22: its mana pays a
// colorless spell (devoid or an artifact), or a cost that contains {C},
// whatever it is for, and no colored spell without {C}: it pays {C}, Sol
// Ring and Eldrazi Displacer, and not Grizzly Bears, where each was
// refused as a restriction not modelled.
func TestRule106_6CultivatorDroneColorlessOrC(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: Cultivator Drone", "{C}", "", true},
		{"me: Cultivator Drone", "{1}", "Sol Ring", true},
		{"me: Cultivator Drone, 2x Plains", "{2}{W}", "Eldrazi Displacer", true},
		{"me: Cultivator Drone, Forest", "{1}{G}", "Grizzly Bears", false},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantPayable(t, r, c.payable)
	}
	// Without card:, a cost without {C} may be an ability of a
	// colorless permanent's.
	r := pay(t, "me: Cultivator Drone", "{1}")
	wantUnderstood(t, r, false)
}

// CR 106.6, 601.2h: where a restriction on spending mana reads the spell,
// a step says that card: is taken as the spell being cast, whose cost
// this is: Mishra's Workshop pays {1} for Golgari Signet cast, not for its
// ability, which is asked without card:.
func TestRule106_6CardIsTheSpellCast(t *testing.T) {
	r := pay(t, "me: Mishra's Workshop", "{1}", "card", "Golgari Signet")
	wantPayable(t, r, true)
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool {
		return strings.HasPrefix(s.Text, "Golgari Signet is taken to be the spell being cast")
	}) {
		t.Errorf("no step says how card: is read: %v", r.Steps)
	}
}

// CR 106.6 and 118.3: a "no" where mana with a restriction the engine does
// not read for the cost could not pay it either says what the player makes
// at most counting that mana, which may be spendable on it: Eldrazi
// Temple's {C}{C} and a Forest make three mana for an Eldrazi's cost, and
// Chandra's Embercat makes an {R} for an Elemental spell. It said "at most
// two mana" and "no {R}".
func TestRule106_6NoCountsManaWhoseSpendingIsNotKnown(t *testing.T) {
	for _, c := range []struct{ board, cost, card, want string }{
		{"me: Eldrazi Temple, Forest", "{4}", "", "you can make at most three mana, and it needs four"},
		{"me: Pillar of the Paruns, Forest", "{W}{W}", "", "you can make at most one {W}, and it needs two"},
		{"me: Crystal Vein, Mind Stone, Chandra's Embercat", "{1}{R}{R}", "Flamekin Harbinger", "you can make at most one {R}, and it needs two"},
	} {
		kv := []string{"board", c.board, "cost", c.cost}
		if c.card != "" {
			kv = append(kv, "card", c.card)
		}
		r := ask(t, "judge pay", kv...)
		wantPayable(t, r, false)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s pays %s: %q, want %q", c.board, c.cost, r.Answer, c.want)
		}
	}
	// Mana known not to be spendable on the spell is not counted.
	r := ask(t, "judge pay", "board", "me: Eldrazi Temple, Forest, Island", "cost", "{3}{G}", "card", "Llanowar Elves")
	if !strings.Contains(r.Answer, "at most three mana, and it needs four (Eldrazi Temple's restricted mana can't be spent on it)") {
		t.Errorf("Llanowar Elves: %q", r.Answer)
	}
}

// CR 105.3, 613.1e: Celestial Dawn makes the spells its controller
// controls white, and no other color: Ruby Medallion and Chill don't
// change a Shivan Dragon's or a Lightning Bolt's cost, Pearl Medallion
// lowers it and Gloom raises it, Jade Leech doesn't raise a Llanowar
// Elves', and Cultivator Drone's mana, spent only on colorless spells,
// isn't spent on an Ulamog's Crusher that Dawn makes white.
func TestRule105_3CelestialDawnMakesTheSpellWhite(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
		total             string
	}{
		{"me: Celestial Dawn, Ruby Medallion, 5x Plains", "{4}{R}{R}", "Shivan Dragon", false, ""},
		{"me: Celestial Dawn, Pearl Medallion, 5x Plains", "{4}{R}{R}", "Shivan Dragon", true, "{3}{R}{R} in all"},
		{"me: Celestial Dawn, Plains; opp: Chill", "{R}", "Lightning Bolt", true, ""},
		{"me: Celestial Dawn, Plains; opp: Gloom", "{R}", "Lightning Bolt", false, "{3}{R} in all"},
		{"me: Celestial Dawn, Plains, Jade Leech", "{G}", "Llanowar Elves", true, ""},
		{"me: Celestial Dawn, Cultivator Drone, 7x Plains", "{8}", "Ulamog's Crusher", false, ""},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantPayable(t, r, c.payable)
		if !strings.Contains(r.Answer, c.total) || c.total == "" && strings.Contains(r.Answer, "in all") {
			t.Errorf("%s, %s: answer %q, want the total %q", c.board, c.card, r.Answer, c.total)
		}
		if !rulingSays(r, "is a white spell") {
			t.Errorf("%s: no step says %s is white", c.board, c.card)
		}
	}
	// Without Dawn, the Medallion lowers the red spell's cost.
	r := pay(t, "me: Ruby Medallion, 5x Mountain", "{4}{R}{R}", "card", "Shivan Dragon")
	wantPayable(t, r, true)
}

// CR 205.3m: the Snake type now holds what was Naga, so Cavern of Souls
// naming Snake pays for Naga Vitalist, a Snake Druid, and naming Naga is
// no creature type.
func TestRule205_3mNagaIsNowSnake(t *testing.T) {
	r := pay(t, "me: Cavern of Souls (named Snake)", "{G}", "card", "Naga Vitalist")
	wantPayable(t, r, true)
	if _, err := ParseBoard("me: Cavern of Souls (named Naga)"); err == nil {
		t.Errorf("Naga read as a creature type")
	}
}

// CR 118.12a, Rhystic Cave's rulings of 2004-10-04: "Each player (starting with the
// current player and going in turn order) gets the option to pay when
// this ability resolves", and then it makes no mana. Whether it makes
// mana rests on the other players: pay and mana stop, where they had
// counted it as the payer's choice; tap lists both outcomes.
func TestRule118_12aRhysticCaveRestsOnOtherPlayers(t *testing.T) {
	r := pay(t, "me: Rhystic Cave, Forest; opp: Mountain", "{1}{G}")
	if r.Understood {
		t.Errorf("pay: %s, want a refusal", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Rhystic Cave, Forest")
	if r.Understood {
		t.Errorf("mana: %s, want a refusal", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Rhystic Cave", "card", "Rhystic Cave")
	if !r.Understood || len(r.Outcomes) < 2 {
		t.Errorf("tap: %s", r.Answer)
	}
}

// CR 702.119a, 702.48a, 601.2f: emerge sacrifices a creature and offering
// a permanent of its kind as the spell is cast; where the caster controls
// none and nothing could make one first, the cost is not lowered, and a
// "no" from the mana cost stands.
func TestRule702_119aEmergeWithNoCreatureLowersNothing(t *testing.T) {
	for _, c := range []struct{ board, cost, card string }{
		{"me: 7x Wastes", "{8}", "It of the Horrid Swarm"},
		{"me: 3x Forest", "{6}{G}{G}", "Patron of the Orochi"},
		{"me: Plains, Island, Swamp, Mountain, Forest", "{5}{B}{B}", "Patron of the Nezumi"},
	} {
		wantPayable(t, pay(t, c.board, c.cost, "card", c.card), false)
	}
	wantUnderstood(t, pay(t, "me: 7x Wastes, Grizzly Bears", "{8}", "card", "It of the Horrid Swarm"), false)
	wantPayable(t, pay(t, "me: 9x Wastes", "{8}", "card", "It of the Horrid Swarm"), true)
}
