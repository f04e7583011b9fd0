package rules

import (
	"sort"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// notModelled lists, by card, the abilities of the catalog that the engine
// knowingly does not model: none of them bears on the questions it answers.
// A card that gains or loses an understood ability must be listed here on
// purpose.
var notModelled = map[string][]int{
	"Chalice of the Void": nil, // understood: its cast trigger counters a spell on its way (enters)
	"Hangarback Walker":   {2}, // dies trigger
	"Howling Mine":        nil, // draw-step trigger: understood
	"Sylvan Library":      {1}, // draw-step choices
	"Unbound Flourishing": {2}, // copies instants, sorceries and abilities
	"Walking Ballista":    nil, // all understood (the damage is a non-mana effect)
	"Zendikar Resurgent":  {2}, // draws on casting a creature spell
	"Dark Confidant":      nil, // understood
	"Celestial Dawn":      nil, // understood
	"Oracle of Mul Daya":  nil, // understood
	"Mutavault":           nil, // understood (activation only)
	"Damping Sphere":      nil, // the cost increase is compiled as no effect here
	"Contamination":       nil, // both understood
}

// TestCatalogCompiles: every curated card of the catalog compiles, and the
// only abilities not understood are those listed in notModelled.
func TestCatalogCompiles(t *testing.T) {
	for _, c := range catalog.Curated() {
		var got []int
		for _, a := range Compile(c) {
			if !a.Understood {
				got = append(got, a.Index)
				if a.Why == "" {
					t.Errorf("%s ability %d is not understood and does not say why", c.Name, a.Index)
				}
			}
		}
		want := notModelled[c.Name]
		sort.Ints(got)
		if !equalInts(got, want) {
			var texts []string
			for _, a := range Compile(c) {
				if !a.Understood {
					texts = append(texts, a.Text+" ("+a.Why+")")
				}
			}
			t.Errorf("%s: abilities not understood %v, want %v: %s", c.Name, got, want, strings.Join(texts, "; "))
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The template grammar on texts as printed, old and new.
func TestCompileTemplates(t *testing.T) {
	card := func(name, typeLine, oracle string) *catalog.Card {
		c, err := catalog.NewInline(name, typeLine, oracle)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	cases := []struct {
		oracle string
		kind   AbilityKind
		check  func(*Ability) bool
	}{
		{"{T}: Add {G}.", KindMana, func(a *Ability) bool { return a.Cost.Tap && a.Mana.Kind == ManaFixed && a.Mana.Pool == One(Green) }},
		{"{T}: Add {W}, {U}, or {B}.", KindMana, func(a *Ability) bool { return len(a.Mana.Options) == 3 }},
		{"{T}: Add {C}{C}.", KindMana, func(a *Ability) bool { return a.Mana.Pool[Colorless] == 2 }},
		{"{T}: Add one mana of any color.", KindMana, func(a *Ability) bool { return a.Mana.Kind == ManaAnyColor }},
		{"{T}: Add {G} for each creature you control.", KindMana, func(a *Ability) bool { return a.Mana.Kind == ManaForEach }},
		{"{T}, Pay 1 life: Add one mana of any color.", KindMana, func(a *Ability) bool { return a.Cost.PayLife == 1 }},
		{"{T}, Remove a charge counter from Test Card: Add one mana of any color.", KindMana, func(a *Ability) bool { return a.Cost.RemoveCounters == 1 && a.Cost.RemoveKind == "charge" }},
		{"{2}, {Q}: Add one mana of any color.", KindMana, func(a *Ability) bool { return a.Cost.Untap && a.Cost.Mana == "{2}" }},
		{"Sacrifice a land: Add one mana of any type the sacrificed land could produce.", KindMana, func(a *Ability) bool { return a.Cost.Sacrifice == "land" && a.Mana.Scope == "sacrificed" }},
		{"{T}: Add one mana of any type that a land you control could produce.", KindMana, func(a *Ability) bool { return a.Mana.Scope == "you" && !a.Mana.ColorsOnly }},
		{"{T}: Add one mana of any color that a land an opponent controls could produce.", KindMana, func(a *Ability) bool { return a.Mana.Scope == "opponent" && a.Mana.ColorsOnly }},
		{"{1}, {T}: Put a +1/+1 counter on Test Card.", KindActivated, func(a *Ability) bool { return a.Cost.Tap && a.Cost.Mana == "{1}" }},
		{"If you tap a permanent for mana, it produces three times as much of that mana instead.", KindReplacement, func(a *Ability) bool { return a.Replacement.Factor == 3 }},
		{"Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.", KindManaTrigger, func(a *Ability) bool { return a.Trigger.Mana.Pool[Green] == 2 }},
		{"At the beginning of your upkeep, you draw a card and you lose 1 life.", KindTriggered, func(a *Ability) bool { return a.Trigger.Draw == 1 && a.Trigger.LoseLife == 1 }},
		{"At the beginning of each player's upkeep, if that player has no cards in hand, that player draws three cards.", KindTriggered, func(a *Ability) bool { return a.Trigger.IfNoCardsInHand && a.Trigger.Draw == 3 }},
		{"Test Card enters the battlefield with X +1/+1 counters on it.", KindEnters, func(a *Ability) bool { return false }},
		{"This creature enters with X +1/+1 counters on it.", KindEnters, func(a *Ability) bool { return a.Enters.CountersX && a.Enters.CounterKind == "+1/+1" }},
		{"You may play two additional lands on each of your turns.", KindStatic, func(a *Ability) bool { return a.Static.Lands == 2 && a.Static.Who == "you" }},
		{"Nonbasic lands are Mountains.", KindStatic, func(a *Ability) bool { return a.Static.Kind == StaticSetLandType }},
		{"Flying, trample", KindKeyword, func(a *Ability) bool { return len(a.Keywords) == 2 }},
		{"{T}: Add one mana of a random color.", KindMana, func(a *Ability) bool { return !a.Understood && a.Why != "" }},
	}
	for _, tc := range cases {
		a := Compile(card("Test Card", "Artifact", tc.oracle))[0]
		if strings.Contains(tc.oracle, "enters the battlefield") {
			// The older wording "enters the battlefield" is read too.
			if a.Kind != KindEnters || !a.Enters.CountersX {
				t.Errorf("%q: kind %s %+v", tc.oracle, a.Kind, a.Enters)
			}
			continue
		}
		if a.Kind != tc.kind || !tc.check(a) {
			t.Errorf("%q: compiled to %s (understood %v, %s): %+v", tc.oracle, a.Kind, a.Understood, a.Why, a)
		}
	}
}

// Cavern of Souls: a spending rider does not change the mana; Mana
// Confluence's life payment needs the life.
func TestRidersAndLifeCosts(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Cavern of Souls (named Elf)", "card", "Cavern of Souls", "ability", "3")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	r = ask(t, "judge tap", "board", "me: Mana Confluence, life 1", "card", "Mana Confluence")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Mana Confluence, life 0", "card", "Mana Confluence")
	wantUnderstood(t, r, false) // a player at 0 life has lost (704.5a)
}

// Mutavault is a land, not a creature, on this board: it is never
// summoning sick (CR 302.6 applies to creatures).
func TestRule302_6NoncreatureLand(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Mutavault (sick)", "card", "Mutavault")
	wantLegal(t, r, true)
	wantMana(t, r, "{C}")
}

// Desert's damage ability is restricted to the end of combat step.
func TestRestrictionEndOfCombat(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Desert", "card", "Desert", "ability", "2")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Desert, Grizzly Bears; step: combat", "card", "Desert", "ability", "2")
	wantUnderstood(t, r, false)
}

// CR 514.3: "Normally, no player receives priority during the cleanup
// step, so no spells can be cast and no abilities can be activated";
// 514.3a gives priority only if a state-based action or a trigger happens.
// With no state-based action to perform and no card that can trigger
// then, no player gets priority, and nothing can be tapped or activated.
func TestRule514_3NoPriorityInCleanup(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest; step: cleanup", "card", "Forest")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "514.3")
	r = ask(t, "judge activate", "board", "me: Llanowar Elves; opp: Forest; step: cleanup", "card", "Llanowar Elves")
	wantLegal(t, r, false)
	// A state-based action is performed: the active player gets priority
	// (514.3a), and the Forest can be tapped.
	r = ask(t, "judge tap", "board", "me: Forest, Wild Growth; step: cleanup", "card", "Forest")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantRules(t, r, "514.3a")
	r = ask(t, "judge activate", "board", "me: Llanowar Elves; step: end", "card", "Llanowar Elves")
	wantLegal(t, r, true)
}

// CR 601.2c, 602.2b: an ability with a target can't be activated without a
// legal target. Equip targets a creature its controller controls (702.6a),
// so Lightning Greaves with no creature of yours can't equip; Blinkmoth
// Nexus' pump needs a Blinkmoth creature, and an unanimated Nexus is none;
// "target creature or planeswalker" needs one of either.
func TestRule602_2bNoLegalTarget(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Lightning Greaves; opp: Llanowar Elves", "card", "Lightning Greaves")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Lightning Greaves, Llanowar Elves", "card", "Lightning Greaves")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Blinkmoth Nexus", "card", "Blinkmoth Nexus", "ability", "3")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Icy Manipulator", "card", "Icy Manipulator")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: [Odd Rod: Artifact — {T}: Tap target creature or planeswalker.]", "card", "Odd Rod")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: [Odd Rod: Artifact — {T}: Tap target creature or planeswalker.]; opp: Jace Beleren", "card", "Odd Rod")
	wantLegal(t, r, true)
}

// Check lands and fast lands enter tapped unless a condition holds: an
// enters ability, which applies only as the land enters (614.1c, 614.12);
// the board says whether it is tapped. City of Traitors' trigger on
// playing a land and Forbidden Orchard's token for an opponent (a trigger
// with a target, so no mana ability, 605.1a) don't change the mana made.
func TestRule614_12EntersTappedUnlessAndLandTriggers(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Glacial Fortress", "card", "Glacial Fortress")
	wantMana(t, r, "{W}", "{U}")
	r = ask(t, "judge tap", "board", "me: Seachrome Coast (tapped)", "card", "Seachrome Coast")
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: City of Traitors", "card", "City of Traitors")
	wantMana(t, r, "{C}{C}")
	r = ask(t, "judge lands", "board", "me: City of Traitors, Exploration")
	wantUnderstood(t, r, false)
	r = ask(t, "judge tap", "board", "me: Forbidden Orchard", "card", "Forbidden Orchard")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	// Zhur-Taa Druid's damage to each opponent changes no mana (605.1b):
	// TestRule605_1bTapTriggerThatAddsNoManaUsesTheStack.
	r = ask(t, "judge tap", "board", "me: Zhur-Taa Druid", "card", "Zhur-Taa Druid")
	wantMana(t, r, "{G}")
}

// CR 603.2, 605.1a: tapping a land for mana activates only its mana
// abilities. A trigger on the land leaving the battlefield (Dunes of the
// Dead, Flagstones of Trokair) can't happen when no mana ability that
// could be used sacrifices anything, so it does not stop the answer.
func TestRule603_2TapDoesNotSetOffLeavesTriggers(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Flagstones of Trokair", "card", "Flagstones of Trokair")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}")
	r = ask(t, "judge tap", "board", "me: Dunes of the Dead, Lotus Petal", "card", "Lotus Petal")
	wantUnderstood(t, r, false)
}

// CR 702.18a: a permanent with shroud can't be the target of abilities.
// Lightning Greaves gives its creature shroud, so on a player's only
// creature it can't be equipped again (702.6a: equip targets); with a
// second creature it can. Hexproof stops only opponents (702.11b).
func TestRule702_18aGreavesOnTheOnlyCreature(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Lightning Greaves (on Llanowar Elves), Llanowar Elves", "card", "Lightning Greaves")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Lightning Greaves (on Llanowar Elves), Llanowar Elves, Birds of Paradise", "card", "Lightning Greaves")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Lightning Greaves, Llanowar Elves, Swiftfoot Boots (on Llanowar Elves)", "card", "Lightning Greaves")
	wantLegal(t, r, true)
}

// A target with a condition the engine does not read ("target creature
// with power less than or equal to the number of Islands you control",
// Vedalken Shackles) is not taken as available when a creature is there;
// with no creature at all there is certainly none (CR 601.2c).
func TestRule601_2cTargetConditionNotRead(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Vedalken Shackles, Island; opp: Grizzly Bears", "card", "Vedalken Shackles")
	wantUnderstood(t, r, false)
	r = ask(t, "judge activate", "board", "me: Vedalken Shackles, Island", "card", "Vedalken Shackles")
	wantLegal(t, r, false)
}

// CR 514.1 and 702.35a: with more than seven cards in hand the active
// player discards in the cleanup step, and a card discarded may trigger
// itself (madness), which gives players priority (514.3a): not answered
// no.
func TestRule514_1DiscardToHandSizeMayTrigger(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, hand 9; step: cleanup", "card", "Forest")
	if r.Understood && r.Legal != nil && !*r.Legal {
		t.Errorf("tapping a Forest in a cleanup step with 9 cards in hand: %q", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest, hand 7; step: cleanup", "card", "Forest")
	wantLegal(t, r, false)
}

// CR 702.16b: a permanent with protection can't be the target of
// abilities from sources with that quality, and only those. Stonecoil
// Serpent's protection from multicolored does not stop colorless
// Lightning Greaves from equipping it; protection from artifacts does.
// Protection from a quality the engine does not read stays unanswered.
func TestRule702_16bProtectionStopsOnlyThatQuality(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Lightning Greaves, Stonecoil Serpent (X=2, 2 +1/+1)", "card", "Lightning Greaves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Lightning Greaves, [Pro Bear: Creature — Bear 2/2 — Protection from artifacts]", "card", "Lightning Greaves")
	wantLegal(t, r, false)
	wantRules(t, r, "702.16b")
	r = ask(t, "judge activate", "board", "me: Lightning Greaves, [Pro Bear: Creature — Bear 2/2 — Protection from green]", "card", "Lightning Greaves")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Lightning Greaves, [Pro Bear: Creature — Bear 2/2 — Protection from you]", "card", "Lightning Greaves")
	wantUnderstood(t, r, false)
}

// CR 702.18a: the answer names the creature that can't be the target and
// why, not that there is none.
func TestRule702_18aShroudNamedAsWhyNoTarget(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Lightning Greaves (on Llanowar Elves), Llanowar Elves", "card", "Lightning Greaves")
	wantLegal(t, r, false)
	wantRules(t, r, "702.18a")
}

// CR 115.4, 702.11c and 702.18a: "any target" with no player and no
// permanent that can be it says why of both: the players' hexproof and
// shroud as well as the permanents'.
func TestRule115_4AnyTargetNeitherPlayerNorPermanent(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Prodigal Pyromancer, Lightning Greaves (on Prodigal Pyromancer), Ivory Mask; opp: Leyline of Sanctity", "card", "Prodigal Pyromancer")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "115.4", "702.11c", "702.18a")
	for _, want := range []string{"you have shroud from Ivory Mask", "Opp has hexproof from Leyline of Sanctity", "Prodigal Pyromancer has shroud"} {
		if !strings.Contains(stepsText(r), want) {
			t.Errorf("steps %q do not say %q", stepsText(r), want)
		}
	}
}

// CR 702.18a and 115.4: shroud stops a permanent being a target, never
// every choice of "any target": a player can always be one. Walking
// Ballista under Lightning Greaves can still deal its damage, though it
// can't target itself; "target creature or planeswalker", like "target
// creature", with only a creature with shroud, or an opponent's with
// hexproof, has none (601.2c).
func TestRule702_18aShroudLeavesAnyTargetAPlayer(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Walking Ballista (2 +1/+1), Lightning Greaves (on Walking Ballista)", "card", "Walking Ballista", "ability", "3")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Walking Ballista (2 +1/+1); opp: Troll Ascetic", "card", "Walking Ballista", "ability", "3")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: [Striker: Artifact — {T}: This deals 1 damage to target creature or planeswalker.]; opp: Troll Ascetic", "card", "Striker")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "702.11b")
	r = ask(t, "judge activate", "board", "me: [Striker: Artifact — {T}: This deals 1 damage to target creature.]; opp: Troll Ascetic", "card", "Striker")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "702.11b")
	r = ask(t, "judge activate", "board", "me: [Striker: Artifact — {T}: This deals 1 damage to target creature.], Llanowar Elves, Lightning Greaves (on Llanowar Elves)", "card", "Striker")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "702.18a")
	// Hexproof stops only opponents' abilities (702.11b).
	r = ask(t, "judge activate", "board", "me: [Striker: Artifact — {T}: This deals 1 damage to target creature.], [Hexbear: Creature — Bear 2/2 — Hexproof]", "card", "Striker")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
}

// CR 201.5: a reason that quotes a card's text names the card as its text
// does ("Add one mana of Jeweled Amulet's last noted type."), not by the
// "this" the templates read; "this mana", "this one", "this process" stay.
func TestRule201_5ReasonsQuoteTheCardByName(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Jeweled Amulet", "card", "Jeweled Amulet")
	if !strings.Contains(r.Answer, "(the mana effect \u201cAdd one mana of Jeweled Amulet's last noted type.\u201d") {
		t.Errorf("Jeweled Amulet: %s", r.Answer)
	}
	for name, want := range map[string]string{
		"Shield of Kaldra": "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra",
		"Timesifter":       "repeat this process",
	} {
		c, ok := catalog.Lookup(name)
		if !ok {
			t.Fatalf("%s not in the catalog", name)
		}
		found := false
		for _, a := range Compile(c) {
			if strings.Contains(a.Why, want) {
				found = true
			}
			if strings.Contains(a.Why, "this's") || strings.Contains(a.Why, name+" process") {
				t.Errorf("%s: %s", name, a.Why)
			}
		}
		if !found {
			t.Errorf("%s: no reason quotes %q", name, want)
		}
	}
}

// CR 614.1c, 614.12: "enters with X +1/+1 counters on it, where X is the
// number of tapped lands on the battlefield" (Ignition Team) applies only
// as its own permanent enters: on the battlefield, with its counters
// written, it bears on no question, and /judge enters, which the engine
// can't count X for, does not rule.
func TestRule614_12EntersWithCountersWhereXIs(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Ignition Team (4 +1/+1), Mountain", "card", "Ignition Team")
	wantUnderstood(t, r, true)
	if r := ask(t, "judge enters", "card", "Ignition Team", "board", "me: 2x Mountain (tapped)"); r.Understood {
		t.Errorf("enters: %s", r.Answer)
	}
}

// CR 601.2, 702.33d, 702.119a: counters a permanent enters with for the
// colors of mana spent to cast it (converge), for its kicks, or "if you
// cast it from your hand" need it cast: put onto the battlefield with
// cast:false it gets none of them (Tajuru Stalwart, Gnarlid Pack, Myojin
// of Seeing Winds), nor for sunburst (Pentad Prism, 702.44b). Cast, the
// engine does not count them.
func TestRule601_2CastOnlyCountersPutOntoTheBattlefield(t *testing.T) {
	for _, c := range []string{"Tajuru Stalwart", "Gnarlid Pack", "Myojin of Seeing Winds", "Pentad Prism"} {
		r := ask(t, "judge enters", "card", c, "cast", "false")
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "enters with no counters") {
			t.Errorf("%s put onto the battlefield: %s", c, r.Answer)
		}
		if r := ask(t, "judge enters", "card", c); r.Understood {
			t.Errorf("%s cast: %s", c, r.Answer)
		}
	}
}

// CR 702.16a: "Protection from non-Spirit creatures" (Harbinger of Spring)
// is a protection keyword; it bears on no mana made, and where an
// Equipment is attached to it or it may be a target, the engine, which
// does not read that quality, does not rule.
func TestRule702_16aProtectionFromNonSubtypeCreatures(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: 3x Forest, Harbinger of Spring, Llanowar Elves; opp: Island")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("Harbinger of Spring: %s", r.Answer)
	}
	if r := ask(t, "judge mana", "board", "me: Harbinger of Spring, Lightning Greaves (on Harbinger of Spring), Forest"); r.Understood {
		t.Errorf("Lightning Greaves attached: %s", r.Answer)
	}
}

// CR 702.44b, 704.5f: sunburst and converge add no counters to a permanent
// put onto the battlefield without being cast: Etched Oracle and Skyrider
// Elf, 0/0 creatures, then die.
func TestRule702_44bZeroToughnessWithoutCast(t *testing.T) {
	for _, c := range []string{"Etched Oracle", "Skyrider Elf"} {
		r := ask(t, "judge enters", "card", c, "cast", "false")
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "then dies") {
			t.Errorf("%s put onto the battlefield: %s", c, r.Answer)
		}
	}
}

// CR 113.6m: an ability whose cost or effect moves its own card from a
// graveyard functions only there (Seasoned Pyromancer's "Exile this from
// your graveyard", Skarrgan Firebird's "Return this from your graveyard"),
// whatever else of it the engine does not read: on the battlefield it
// can't be activated, and it bears on no mana.
func TestRule113_6mGraveyardOnlyAbilityUnread(t *testing.T) {
	for _, c := range []string{"Seasoned Pyromancer", "Skarrgan Firebird"} {
		r := ask(t, "judge activate", "board", "me: "+c+", 5x Mountain", "card", c)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		if !strings.Contains(r.Answer, "moves it from its owner's graveyard, so it works only there") {
			t.Errorf("%s: %s", c, r.Answer)
		}
		r = ask(t, "judge mana", "board", "me: "+c+", 5x Mountain")
		wantUnderstood(t, r, true)
	}
}

// CR 113.6m: where a part of the ability before puts its card into the
// zone (a sacrifice puts it into the graveyard), the ability functions on
// the battlefield ("Sacrifice this: Return this from your graveyard to
// your hand"). A mana ability that works only in a graveyard is no mana
// its permanent could produce on the battlefield that the engine reads:
// could-produce does not rule (CR 106.7).
func TestRule113_6mPutIntoTheZoneFirst(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: [Phoenix Kid: Creature — Elemental 1/1 — {R}, Sacrifice Phoenix Kid: Return Phoenix Kid from your graveyard to your hand.], Mountain", "card", "Phoenix Kid")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	if r := ask(t, "judge could-produce", "board", "me: [Grave Elf: Creature — Elf 1/1 — {1}, Exile Grave Elf from your graveyard: Add {G}{G}{G}.]", "card", "Grave Elf"); r.Understood {
		t.Errorf("Grave Elf: %s", r.Answer)
	}
}
