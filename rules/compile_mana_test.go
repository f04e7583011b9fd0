package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// CR 605.1a: "An activated ability is a mana ability if it meets all of the
// following criteria: it doesn't require a target, it could add mana to a
// player's mana pool when it resolves, and it's not a loyalty ability."
// The mana abilities of the card pool, as printed in 2019, compile exactly.
func TestRule605_1aManaTemplatesOfThePool(t *testing.T) {
	card := func(name, typeLine, oracle string) *catalog.Card {
		t.Helper()
		c, err := catalog.NewInline(name, typeLine, oracle)
		if err != nil {
			t.Fatal(err)
		}
		c.Inline = false
		return c
	}
	cases := []struct {
		name, typeLine, oracle string
		check                  func(a *Ability) bool
	}{
		// A painland's coloured ability and its damage rider.
		{"Adarkar Mire", "Land", "{T}: Add {W} or {U}. Adarkar Mire deals 1 damage to you.", func(a *Ability) bool {
			return a.Mana.Kind == ManaOneOf && len(a.Mana.Options) == 2 && len(a.Mana.Riders) == 1
		}},
		// A filter land: hybrid mana in the cost, pools of two as options.
		{"Mystic Doorway", "Land", "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", func(a *Ability) bool {
			return a.Cost.Mana == "{W/U}" && a.Cost.Tap && len(a.Mana.Options) == 3 && a.Mana.Options[1] == One(White).Add(One(Blue))
		}},
		{"Adarkar Unicorn", "Creature — Unicorn", "{T}: Add {U} or {C}{U}. Spend this mana only to pay cumulative upkeep costs.", func(a *Ability) bool {
			return len(a.Mana.Options) == 2 && a.Mana.Options[1].Total() == 2 && a.Mana.Spend != ""
		}},
		{"Cabal Cellars", "Land", "{2}, {T}: Add {B} for each Swamp you control.", func(a *Ability) bool {
			return a.Mana.Kind == ManaPerCount && a.Mana.Count.Type == "Swamp" && !a.Mana.Count.All
		}},
		{"Cabal Stronghold", "Land", "{3}, {T}: Add {B} for each basic Swamp you control.", func(a *Ability) bool {
			return a.Mana.Count.Basic
		}},
		{"Priest of Titania", "Creature — Elf Druid", "{T}: Add {G} for each Elf on the battlefield.", func(a *Ability) bool {
			return a.Mana.Count.Type == "Elf" && a.Mana.Count.All
		}},
		{"Subterranean Depot", "Land", "{T}, Remove any number of storage counters from Subterranean Depot: Add {B} for each storage counter removed this way.", func(a *Ability) bool {
			return a.Cost.RemoveAny && a.Mana.Count.Removed && a.Mana.Count.Counter == "storage"
		}},
		{"White Mana Battery", "Artifact", "{T}, Remove any number of charge counters from White Mana Battery: Add {W}, then add an additional {W} for each charge counter removed this way.", func(a *Ability) bool {
			return a.Mana.Count.Base == One(White)
		}},
		{"Gilded Lotus", "Artifact", "{T}: Add three mana of any one color.", func(a *Ability) bool {
			return a.Mana.Kind == ManaAnyOneColor && a.Mana.Amount == 3
		}},
		{"Terrarion", "Artifact", "Terrarion enters the battlefield tapped.\n{2}, {T}, Sacrifice Terrarion: Add two mana in any combination of colors.", func(a *Ability) bool {
			return a.Mana.Kind == ManaCombination && a.Mana.Amount == 2 && len(a.Mana.Colors) == 5
		}},
		{"Sun Grail", "Artifact", "{T}: Add one mana of the chosen color.", func(a *Ability) bool {
			return a.Mana.Kind == ManaChosenColor
		}},
		{"Tainted Copse", "Land", "{T}: Add {C}.\n{T}: Add {B} or {G}. Activate this ability only if you control a Swamp.", func(a *Ability) bool {
			return a.Restriction.ControlType == "Swamp"
		}},
		{"Mox Opal", "Legendary Artifact", "Metalcraft — {T}: Add one mana of any color. Activate this ability only if you control three or more artifacts.", func(a *Ability) bool {
			return a.Restriction.AtLeast == 3 && a.Restriction.ControlType == "Artifact"
		}},
		{"Lake of the Dead", "Land", "{T}, Sacrifice a Swamp: Add {B}{B}{B}{B}.", func(a *Ability) bool {
			return a.Cost.Sacrifice == "Swamp"
		}},
		{"Pyromancer's Goggles", "Legendary Artifact", "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell and you may choose new targets for the copy.", func(a *Ability) bool {
			return a.Mana.Kind == ManaFixed && a.Mana.Spend != ""
		}},
	}
	for _, tc := range cases {
		abil := Compile(card(tc.name, tc.typeLine, tc.oracle))
		a := abil[len(abil)-1]
		if a.Kind != KindMana || !a.Understood || !tc.check(a) {
			t.Errorf("%s %q: compiled to %s (understood %v, %s): %+v %+v", tc.name, tc.oracle, a.Kind, a.Understood, a.Why, a.Mana, a.Cost)
		}
	}
	// An ability with a target is no mana ability (605.1a): it uses the
	// stack, and what it adds as it resolves is read apart.
	a := Compile(card("Witch Engine", "Artifact", "{T}: Add {B}{B}{B}{B}. Target opponent gains control of Witch Engine."))[0]
	if a.Kind != KindActivated || a.NotManaAbility != "it has a target" || a.ResolvesMana == nil || a.ResolvesMana.Pool.String() != "{B}{B}{B}{B}" {
		t.Errorf("Witch Engine: compiled to %s (%q): %+v", a.Kind, a.NotManaAbility, a.ResolvesMana)
	}
	// Text the engine cannot read exactly stays not understood.
	for _, oracle := range []string{
		"{T}: Add X mana in any combination of colors.",                                   // X with nothing to say what it is
		"{T}: Add {G} for each creature with power 4 or greater you control.",             // a count the engine does not make
		"{T}: Add {C} for each storage counter removed this way.",                         // a count of a cost it does not have
		"{T}: Add {B}. Tomb of Urami deals 1 damage to you if you don't control an Ogre.", // a conditional rider
		"Remove a charge counter from Mana Bloom: Add one mana of any color. Activate this ability only once each turn.",
	} {
		a := Compile(card("Witch Engine", "Artifact", oracle))[0]
		if a.Understood || a.Why == "" {
			t.Errorf("%q: understood %v (%s), want not understood with a reason", oracle, a.Understood, a.Why)
		}
	}
}

// CR 106.12: tapping a painland, a filter land, Cabal Cellars and a
// storage land gives exactly what its text says.
func TestRule106_12PoolLandsTap(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Adarkar Mire: Land — {T}: Add {C}. | {T}: Add {W} or {U}. Adarkar Mire deals 1 damage to you.]", "card", "Adarkar Mire")
	wantMana(t, r, "{C}", "{U}", "{W}")
	r = ask(t, "judge tap", "board", "me: [Mystic Doorway: Land — {T}: Add {C}. | {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.]", "card", "Mystic Doorway")
	wantMana(t, r, "{C}", "{U}{U}", "{W}{U}", "{W}{W}")
	r = ask(t, "judge tap", "board", "me: [Cabal Cellars: Land — {2}, {T}: Add {B} for each Swamp you control.], Swamp, Swamp, Forest, Swamp (tapped)", "card", "Cabal Cellars")
	wantMana(t, r, "{B}{B}{B}")
	// Urborg makes every land a Swamp: Cabal Cellars counts itself too, and
	// has the intrinsic "{T}: Add {B}." of a Swamp (CR 305.6).
	r = ask(t, "judge tap", "board", "me: [Cabal Cellars: Land — {2}, {T}: Add {B} for each Swamp you control.], Urborg, Tomb of Yawgmoth", "card", "Cabal Cellars")
	wantMana(t, r, "{B}", "{B}{B}")
	r = ask(t, "judge tap", "board", "me: [Subterranean Depot: Land — {T}, Remove any number of storage counters from Subterranean Depot: Add {B} for each storage counter removed this way.] (2 storage)", "card", "Subterranean Depot")
	wantMana(t, r, "", "{B}", "{B}{B}")
	r = ask(t, "judge could-produce", "board", "me: [Subterranean Depot: Land — {T}, Remove any number of storage counters from Subterranean Depot: Add {B} for each storage counter removed this way.]", "card", "Subterranean Depot")
	if r.Understood != true || len(r.ManaTypes) != 1 || r.ManaTypes[0] != "B" {
		t.Errorf("could-produce: %v %v %s", r.Understood, r.ManaTypes, r.Answer)
	}
}

// CR 602.5b: "If an activated ability has a restriction on its use (for
// example, 'Activate only once each turn'), the restriction continues to
// apply to that object even if its controller changes." A restriction
// naming a land type is met by a land of that subtype.
func TestRule602_5bControlSubtype(t *testing.T) {
	const wood = "[Tainted Copse: Land — {T}: Add {C}. | {T}: Add {B} or {G}. Activate this ability only if you control a Swamp.]"
	r := ask(t, "judge activate", "board", "me: "+wood+", Swamp", "card", "Tainted Copse", "ability", "2")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: "+wood+", Forest", "card", "Tainted Copse", "ability", "2")
	wantLegal(t, r, false)
	// The land type is written as the text writes it; a card type in
	// lower case.
	if !strings.HasSuffix(r.Answer, "you control no Swamp.") {
		t.Errorf("headline %q", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Spire of Industry", "card", "Spire of Industry", "ability", "2")
	if !strings.HasSuffix(r.Answer, "you control no artifact.") {
		t.Errorf("headline %q", r.Answer)
	}
}

// The color chosen as Sun Grail (Sol Grail's text) entered decides its mana; when the board
// does not say, could-produce is refused rather than answered with every
// color.
func TestChosenColorMana(t *testing.T) {
	const grail = "[Sun Grail: Artifact — As Sun Grail enters the battlefield, choose a color. | {T}: Add one mana of the chosen color.]"
	r := ask(t, "judge tap", "board", "me: "+grail+" (chose blue)", "card", "Sun Grail")
	wantMana(t, r, "{U}")
	r = ask(t, "judge could-produce", "board", "me: "+grail, "card", "Sun Grail")
	wantUnderstood(t, r, false)
}

// CR 302.6 limits only a creature's own {T} and {Q} abilities: tapping an
// untapped creature as another cost is allowed while it is summoning sick
// (Heritage Druid's ruling of 2008-04-01: it can tap itself), and a cost
// with {T} can't tap the same permanent again.
func TestRule302_6TapUntappedCreatureCost(t *testing.T) {
	const drum = "[Springleaf Tabor: Artifact — {T}, Tap an untapped creature you control: Add one mana of any color.]"
	r := ask(t, "judge activate", "board", "me: "+drum, "card", "Springleaf Tabor")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: "+drum+", Llanowar Elves (sick)", "card", "Springleaf Tabor")
	wantLegal(t, r, true)
	const druid = "[Heritage Elder: Creature — Elf Druid — Tap three untapped Elves you control: Add {G}{G}{G}.]"
	r = ask(t, "judge activate", "board", "me: "+druid+" (sick), Llanowar Elves, Llanowar Elves", "card", "Heritage Elder")
	wantLegal(t, r, true)
	wantMana(t, r, "{G}{G}{G}")
	const encampment = "[Survivors' Camp: Land — {T}, Tap an untapped creature you control: Add one mana of any color.]"
	r = ask(t, "judge activate", "board", "me: "+encampment+", [Dryad: Creature — Dryad — {T}, Tap an untapped creature you control: Add one mana of any color.]", "card", "Dryad")
	wantLegal(t, r, false)
}

// A cost that needs cards in hand is refused when the board does not say
// how many there are, and answered when it does.
func TestDiscardCostNeedsHand(t *testing.T) {
	const familiar = "[Skirge Servant: Creature — Imp — Discard a card: Add {B}.]"
	r := ask(t, "judge activate", "board", "me: "+familiar, "card", "Skirge Servant")
	wantUnderstood(t, r, false)
	r = ask(t, "judge activate", "board", "me: "+familiar+", hand 0", "card", "Skirge Servant")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: "+familiar+", hand 2", "card", "Skirge Servant")
	wantLegal(t, r, true)
}

// withoutReminders removes reminder text as the reminder pattern does.
func TestWithoutRemindersAgreesWithPattern(t *testing.T) {
	for _, s := range []string{
		"", "Flying", "Flying (This creature can't be blocked except by creatures with flying or reach.)",
		"(Reminder only.)", "a (b) c (d)", "unclosed (paren", "nested (a (b) c)", "close) first (x)", "two  \t(spaces)",
	} {
		if got, want := withoutReminders(s), reminder.ReplaceAllString(s, ""); got != want {
			t.Errorf("withoutReminders(%q) = %q, want %q", s, got, want)
		}
	}
	for _, c := range catalog.All() {
		if got, want := withoutReminders(c.Oracle), reminder.ReplaceAllString(c.Oracle, ""); got != want {
			t.Errorf("%s: withoutReminders(%q) = %q, want %q", c.Name, c.Oracle, got, want)
		}
	}
}

// CR 605.1a: an ability that makes another player add mana is a mana
// ability too; the engine does not read "That player adds" where the
// player is another's choice of a target or of any player, so it must
// not take it for an ability that adds nothing. (Spectral Searchlight's,
// whose controller may choose themselves, is read:
// TestRule605_1aSpectralSearchlightChoosesItsController.)
func TestRule605_1aAnotherPlayerAdds(t *testing.T) {
	for _, name := range []string{"Valleymaker", "Victory Chimes"} {
		c, ok := catalog.Lookup(name)
		if !ok {
			t.Fatalf("%s is not in the pool", name)
		}
		found := false
		for _, a := range Compile(c) {
			if a.Kind == KindMana {
				found = true
				if a.Understood {
					t.Errorf("%s: %q is read as understood", name, a.Text)
				}
			}
		}
		if !found {
			t.Errorf("%s: no mana ability", name)
		}
	}
}

// CR 605.1a and Doubling Cube's ruling of 2004-12-01: "Double the amount
// of each type of unspent mana you have." adds mana without the word
// "add", so it is a mana ability; its mana is what the pool holds, which a
// board does not record, so every question about it says so rather than
// "it has no mana ability" or "it could produce no mana".
func TestRule605_1aDoublingCubeQuestions(t *testing.T) {
	c, ok := catalog.Lookup("Doubling Cube")
	if !ok {
		t.Fatal("Doubling Cube is not in the pool")
	}
	abil := Compile(c)
	if len(abil) != 1 || abil[0].Kind != KindMana || abil[0].Understood {
		t.Fatalf("Doubling Cube compiles to %+v, want one mana ability not understood", abil[0])
	}
	board := "me: Forest, Sol Ring, Doubling Cube"
	for _, q := range []string{"judge tap", "judge could-produce", "judge activate"} {
		if r := ask(t, q, "board", board, "card", "Doubling Cube"); r.Understood {
			t.Errorf("/%s Doubling Cube: %s", q, r.Answer)
		}
	}
	if r := ask(t, "judge mana", "board", board); r.Understood {
		t.Errorf("/judge mana: %s", r.Answer)
	}
	// It bears on no other permanent's mana.
	if r := ask(t, "judge tap", "board", board, "card", "Forest"); !r.Understood || len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != "{G}" {
		t.Errorf("/judge tap Forest: %s", r.Answer)
	}
}

// Every combination is listed, for every X up to the counters there are;
// the question's budget, not a fixed X, bounds the work
// (TestRule107_3StorageCountersEveryX).
func TestCombinationXBound(t *testing.T) {
	const pools = "[Calciform Basins: Land — {1}, {T}, Remove X storage counters from Calciform Basins: Add X mana in any combination of {W} and/or {U}.]"
	r := ask(t, "judge activate", "board", "me: "+pools+" (2 storage)", "card", "Calciform Basins")
	wantMana(t, r, "", "{U}", "{U}{U}", "{W}", "{W}{U}", "{W}{W}")
	r = ask(t, "judge activate", "board", "me: "+pools+" (13 storage)", "card", "Calciform Basins")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 105 { // 1 + 2 + ... + 14
		t.Errorf("%d outcomes with 13 counters, want 105", len(r.Outcomes))
	}
}

// CR 106.12b, 614.1a: Infernal Gloom (Infernal Darkness's text) changes the type of the mana a land
// is tapped for and keeps the amount; Mana Reflection's doubling and it
// apply in either order to the same result.
func TestRule106_12bSetTypeKeepsAmount(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Infernal Gloom: Enchantment — If a land is tapped for mana, it produces {B} instead of any other type.], Forest", "card", "Forest")
	wantMana(t, r, "{B}")
	r = ask(t, "judge tap", "board", "me: [Infernal Gloom: Enchantment — If a land is tapped for mana, it produces {B} instead of any other type.], Mana Reflection, Forest", "card", "Forest")
	wantMana(t, r, "{B}{B}")
	r = ask(t, "judge could-produce", "board", "me: [Subdual: Enchantment — If a land is tapped for mana, it produces colorless mana instead of any other type.], Forest", "card", "Forest")
	if !r.Understood || len(r.ManaTypes) != 1 || r.ManaTypes[0] != "C" {
		t.Errorf("Forest under Subdual could produce %v (%s)", r.ManaTypes, r.Answer)
	}
}

// Urza's Tower: "If you control an Urza's Mine and an Urza's Power-Plant,
// add {C}{C}{C} instead." The card data of the pool spells the subtype
// "Urza’s" with a curly apostrophe, Oracle text with a straight one; they
// are the same land type (CR 205.3i), so the Tronlands add their bonus.
func TestRule205_3iUrzasLandsWithEitherApostrophe(t *testing.T) {
	board := "me: Urza's Tower, Urza's Mine, Urza's Power Plant"
	wantMana(t, ask(t, "judge tap", "board", board, "card", "Urza's Tower"), "{C}{C}{C}")
	wantMana(t, ask(t, "judge tap", "board", board, "card", "Urza's Mine"), "{C}{C}")
	wantMana(t, ask(t, "judge tap", "board", board, "card", "Urza's Power Plant"), "{C}{C}")
	wantMana(t, ask(t, "judge tap", "board", "me: Urza's Tower, Urza's Mine", "card", "Urza's Tower"), "{C}")
}

// Mox Amber rulings 2018-04-27: it adds one mana of one color among its
// controller's legendary creatures and planeswalkers, and none when they
// are colorless or there are none.
func TestMoxAmberRuling20180427ColorsAmongLegends(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Mox Amber, Azusa, Lost but Seeking, Llanowar Elves", "card", "Mox Amber")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	wantRuling(t, r, "Mox Amber", "2018-04-27")
	r = ask(t, "judge tap", "board", "me: Mox Amber, Chandra, Torch of Defiance (4 loyalty), Azusa, Lost but Seeking", "card", "Mox Amber")
	wantMana(t, r, "{R}", "{G}")
	for _, board := range []string{"me: Mox Amber", "me: Mox Amber, Karn, Scion of Urza (4 loyalty)", "me: Mox Amber, Birds of Paradise; opp: Azusa, Lost but Seeking"} {
		r = ask(t, "judge tap", "board", board, "card", "Mox Amber")
		wantUnderstood(t, r, true)
		wantMana(t, r, "")
	}
	r = ask(t, "judge could-produce", "board", "me: Mox Amber, Azusa, Lost but Seeking", "card", "Mox Amber")
	wantTypes(t, r, "G")
}

// CR 608.2c: Gemstone Mine's instructions are followed in order: the cost
// removed a mining counter, then it is sacrificed only if none is left.
func TestRule608_2cGemstoneMineSacrificedWithoutCountersLeft(t *testing.T) {
	for _, c := range []struct {
		board, want string
	}{
		{"me: Gemstone Mine (1 mining)", "Gemstone Mine is sacrificed"},
		{"me: Gemstone Mine (3 mining)", "2 mining counters are left on Gemstone Mine, so it is not sacrificed"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Gemstone Mine")
		wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
		for _, o := range r.Outcomes {
			if !strings.Contains(strings.Join(o.Events, "; "), c.want) {
				t.Errorf("%s: events %v, want %q", c.board, o.Events, c.want)
			}
		}
	}
}

// CR 103.6a: beginning the game with a card on the battlefield from the
// opening hand happens before the first turn; on the battlefield that
// text does nothing, and the card's other abilities are read as usual.
func TestRule103_6aOpeningHandAbilityDoesNothingOnTheBattlefield(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Leyline of Abundance, Llanowar Elves", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Gemstone Caverns (1 luck)", "card", "Gemstone Caverns")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	r = ask(t, "judge tap", "board", "me: Gemstone Caverns", "card", "Gemstone Caverns")
	wantMana(t, r, "{C}")
}

// CR 605.1b: "Whenever you tap this for mana, it deals 1 damage to each
// opponent" adds no mana, so it is no mana ability: it goes on the stack
// after the mana is made, and changes no mana (Zhur-Taa Druid).
func TestRule605_1bTapTriggerThatAddsNoManaUsesTheStack(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Zhur-Taa Druid, Mana Reflection", "card", "Zhur-Taa Druid")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: [Test Druid: Creature — {T}: Add {G}. | Whenever you tap Test Druid for mana, it deals 1 damage to target opponent.]", "card", "Test Druid")
	wantUnderstood(t, r, false)
}

// CR 702.114a: a devoid permanent is colorless, so Meteor Crater can't
// choose a color from it (Meteor Crater ruling 2004-10-04: colorless is
// no choice). CR 204: Dryad Arbor's color indicator makes it green.
func TestRule702_114aDevoidIsColorless(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Meteor Crater, Eldrazi Skyspawner", "card", "Meteor Crater")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Eldrazi Skyspawner, Llanowar Elves", "card", "Meteor Crater")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Forest, Kozilek's Translator", "card", "Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Dryad Arbor", "card", "Meteor Crater")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Itlimoc, Cradle of the Sun, Llanowar Elves", "card", "Meteor Crater")
	wantMana(t, r, "{G}")
}

// CR 613.4 and 107.1b: "Add an amount of {G} equal to Marwyn's power"
// reads its power after layer 7: printed, boosts the engine reads,
// counters; a negative power adds none. A boost the engine does not read
// stops the answer.
func TestRule613_4ManaEqualToPower(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Marwyn, the Nurturer (3 +1/+1), Elvish Archdruid", "card", "Marwyn, the Nurturer")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}{G}{G}{G}")
	r = ask(t, "judge tap", "board", "me: Marwyn, the Nurturer (1 -2/-0)", "card", "Marwyn, the Nurturer")
	wantMana(t, r, "")
	r = ask(t, "judge tap", "board", "me: Marwyn, the Nurturer (2 +1/+1), Mana Reflection", "card", "Marwyn, the Nurturer")
	wantMana(t, r, "{G}{G}{G}{G}{G}{G}")
	r = ask(t, "judge tap", "board", "me: Marwyn, the Nurturer (2 +1/+1), Caged Sun", "card", "Marwyn, the Nurturer")
	wantUnderstood(t, r, false)
}

// Overgrown Battlement: "Add {G} for each creature with defender you
// control" counts its controller's creatures that have defender, its own
// or granted (CR 702.3).
func TestRule702_3CountOfCreaturesWithDefender(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Overgrown Battlement, Wall of Roots, Llanowar Elves; opp: Wall of Roots", "card", "Overgrown Battlement")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
}
