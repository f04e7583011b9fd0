package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

const chandra = "Chandra, Torch of Defiance"

// CR 606.3: a loyalty ability can be activated only in a main phase of its
// controller's turn; a planeswalker that came under its controller's
// control this turn is no matter (no {T} in the cost, 302.6).
func TestRule606_3LoyaltyAbilityTiming(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: " + chandra + " (4 loyalty)", true},
		{"me: " + chandra + " (new, 4 loyalty); step: main2", true},
		{"me: " + chandra + " (4 loyalty); turn: opp", false},
		{"me: " + chandra + " (4 loyalty); step: upkeep", false},
		{"me: " + chandra + " (4 loyalty); step: combat", false},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: " + chandra + " (4 loyalty); turn: ally", true},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", chandra, "ability", "2")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		wantRules(t, r, "606.3")
	}
}

// CR 606.6: a loyalty ability with a negative cost can't be activated
// unless the permanent has at least that many loyalty counters.
func TestRule606_6NegativeLoyaltyCost(t *testing.T) {
	const jace = "[Test Walker: Legendary Planeswalker — [-3]: Draw three cards. | [-X]: You gain X life.]"
	r := ask(t, "judge activate", "board", "me: "+jace+" (2 loyalty)", "card", "Test Walker", "ability", "1")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "606.6")
	r = ask(t, "judge activate", "board", "me: "+jace+" (3 loyalty)", "card", "Test Walker", "ability", "1")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: "+jace+" (1 loyalty)", "card", "Test Walker", "ability", "2")
	wantLegal(t, r, true)
	// No loyalty counters written: how many it has is not on the board.
	r = ask(t, "judge activate", "board", "me: "+jace, "card", "Test Walker", "ability", "1")
	wantUnderstood(t, r, false)
}

// CR 605.1a: a loyalty ability is not a mana ability, even one that adds
// mana; it is not tapping the permanent for mana (106.12), and what it
// would add is not followed where a payment or the most mana asks it.
// Its mana is still mana its permanent could produce (106.7: any ability
// of the permanent that would produce mana if it resolved now).
func TestRule605_1aLoyaltyAbilityIsNotAManaAbility(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: "+chandra+" (4 loyalty), Mana Reflection", "card", chandra, "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantRules(t, r, "605.1a")
	if len(r.Outcomes) != 0 {
		t.Errorf("outcomes %v: a loyalty ability's mana is added when it resolves, not as it is activated", r.Outcomes)
	}
	r = ask(t, "judge tap", "board", "me: "+chandra+" (4 loyalty)", "card", chandra)
	wantLegal(t, r, false)
	r = ask(t, "judge could-produce", "board", "me: "+chandra+" (4 loyalty)", "card", chandra)
	wantUnderstood(t, r, true)
	wantRules(t, r, "106.7", "605.1a")
	if !slices.Equal(r.ManaTypes, []string{"R"}) {
		t.Errorf("could-produce: mana types %v, want [R] (%s)", r.ManaTypes, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, "+chandra+" (4 loyalty)")
	wantUnderstood(t, r, false)
}

// CR 602.5b: "Activate only during the … step" is met only in that step;
// one of the steps of combat is met only where the board says which.
func TestRule602_5bActivateOnlyDuringStep(t *testing.T) {
	const rock = "[Test Rock: Artifact — {T}: Add {C}. Activate only during the upkeep step.]"
	r := ask(t, "judge activate", "board", "me: "+rock+"; step: upkeep", "card", "Test Rock")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: "+rock+"; step: combat", "card", "Test Rock")
	wantLegal(t, r, false)
	wantRules(t, r, "602.5b")
	r = ask(t, "judge activate", "board", "me: Desert; step: end", "card", "Desert", "ability", "2")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Desert, Grizzly Bears; step: combat", "card", "Desert", "ability", "2")
	wantUnderstood(t, r, false)
}

// CR 302.6 and 613.4b: a land an effect makes a creature ("All Forests
// are 1/1 creatures that are still lands") can't be tapped for mana the
// turn it came under its controller's control, however long it has been a
// creature (Mutavault ruling 2008-08-01); its toughness is the one the
// effect sets (704.5f).
func TestRule302_6LandMadeACreatureBySetPT(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest (new), Living Lands", "card", "Forest")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "302.6")
	r = ask(t, "judge tap", "board", "me: Forest, Living Lands", "card", "Forest")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Island (new), Living Lands", "card", "Island")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Mutavault (new), Nature's Revolt", "card", "Mutavault")
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: Taiga (new), Living Lands, Blood Moon", "card", "Taiga")
	wantLegal(t, r, true)
	wantMana(t, r, "{R}")
	r = ask(t, "judge tap", "board", "me: Forest (new), Living Lands, Concordant Crossroads", "card", "Forest")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Forest (1 -1/-1), Forest, Living Lands", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	wantRules(t, r, "704.5f")
}

// CR 305.7: a land whose subtype an effect sets (Blood Moon) loses the
// abilities of its rules text: Mutavault's second ability is gone, and it
// taps for {R} only.
func TestRule305_7LostAbilityCantBeActivated(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Mutavault, Blood Moon", "card", "Mutavault", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "305.7")
	r = ask(t, "judge activate", "board", "me: Mutavault, Blood Moon", "card", "Mutavault")
	wantLegal(t, r, true)
	wantMana(t, r, "{R}")
}

// CR 605.1b: Overgrowth's, Wild Growth's and Mana Flare's abilities are
// triggered mana abilities (Overgrowth ruling 2004-10-04).
func TestRule605_1bTriggeredManaAbilitiesCited(t *testing.T) {
	for _, c := range []struct{ board, card, mana string }{
		{"me: Forest, Overgrowth (on Forest)", "Forest", "{G}{G}{G}"},
		{"me: Island, Wild Growth (on Island)", "Island", "{U}{G}"},
		{"me: Island; opp: Mana Flare", "Island", "{U}{U}"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantMana(t, r, c.mana)
		wantRules(t, r, "605.1b", "106.12a")
	}
}

// CR 602.5b: "Activate only once each turn" is met when it has not been
// activated this turn; a board records no activation, as it records no
// land played, so an activate question takes it so (Wall of Roots can be
// activated the turn it came under its controller's control: no {T}).
// A payment and the most mana take it so too, and activate it at most
// once for each permanent, as well as the permanent's other abilities:
// Wall of Roots beside a Forest pays {G}{G} and not {G}{G}{G}, two make
// two {G}, Mana Reflection does not double it (no {T}, 106.12), and
// Kozilek's Translator's "Pay 1 life" is not paid again and again.
func TestRule602_5bOnceEachTurnTakenAsNotYetActivated(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Wall of Roots (sick)", "card", "Wall of Roots")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge activate", "board", "me: Mana Bloom", "card", "Mana Bloom")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Mana Bloom (2 charge)", "card", "Mana Bloom")
	wantLegal(t, r, true)
	for _, c := range []struct {
		board, cost string
		want        bool
	}{
		{"me: Wall of Roots", "{G}", true},
		{"me: Wall of Roots, Forest", "{G}{G}", true},
		{"me: Wall of Roots, Forest", "{G}{G}{G}", false},
		{"me: Wall of Roots, Mana Reflection", "{G}{G}", false},
		{"me: Kozilek's Translator, life 20", "{C}{C}", false},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, c.want)
		if !slices.Contains(r.Rules, "602.5b") {
			t.Errorf("%s pays %s: rules %v do not give 602.5b", c.board, c.cost, r.Rules)
		}
	}
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: 2x Wall of Roots (sick), Forest", 3},
		{"me: Mana Bloom (2 charge), Forest", 2},
		{"me: Ramos, Dragon Engine (5 +1/+1), Forest", 11},
		{"me: Ramos, Dragon Engine (4 +1/+1), Forest", 1},
	} {
		wantMost(t, c.board, c.want, nil)
	}
	// Its cost puts a counter on it, which Nest of Scarabs triggers on
	// (CR 603.2): activated before paying, the Insect it makes is counted
	// by Gaea's Cradle, which the engine does not work out.
	const nest = "me: Wall of Roots, Gaea's Cradle, Nest of Scarabs"
	wantUnderstood(t, pay(t, nest, "{G}{G}{G}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", nest), false)
	// The permanents that make mana name it, as any other.
	r = ask(t, "judge mana", "board", "me: 2x Wall of Roots, Forest")
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "can make mana now: 2 × Wall of Roots, Forest;") }) {
		t.Errorf("no step names the two Walls of Roots: %v", r.Steps)
	}
}

// CR 602.5b: "Activate only during your turn", "during an opponent's
// turn" and "during your upkeep" are met by whose turn and which step it
// is; in Two-Headed Giant a teammate's turn is the team's (805.4a).
func TestRule602_5bActivateOnlyDuringATurn(t *testing.T) {
	const rock = "[Test Rock: Artifact — {T}: Add {C}{C}. Activate only during your turn.]"
	const upkeep = "[Test Rock: Artifact — {T}: Add {C}{C}. Activate only during your upkeep.]"
	const theirs = "[Test Rock: Artifact — {T}: Add {C}{C}. Activate only during an opponent's turn.]"
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: " + rock, true},
		{"me: " + rock + "; turn: opp", false},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: " + rock + "; turn: ally", true},
		{"me: " + upkeep, false},
		{"me: " + upkeep + "; step: upkeep", true},
		{"me: " + upkeep + "; step: upkeep; turn: opp", false},
		{"me: " + theirs + "; turn: opp", true},
		{"me: " + theirs, false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Test Rock")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 602.5b, 105.2, 202.2: "Activate this ability only if you control two
// or more blue permanents" (Moonring Island and its cycle) counts the
// permanents of that color its controller controls, by their mana costs
// and color indicators (204: Dryad Arbor is green): lands are colorless,
// and an opponent's don't count. Where too few are sure and a permanent's
// colors are unknown to the engine (an inline creature, written without a
// mana cost), it can't rule; it was refused as a restriction not modelled.
func TestRule602_5bColoredPermanentsRestriction(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"me: Moonring Island, Island", "Moonring Island", false},
		{"me: Moonring Island, Island, 2x Storm Crow", "Moonring Island", true},
		{"me: Moonring Island, Island, Storm Crow; opp: Storm Crow", "Moonring Island", false},
		{"me: Leechridden Swamp, Swamp, Hypnotic Specter, Boggart Ram-Gang, Rakdos Guildmage", "Leechridden Swamp", true},
		{"me: Sapseep Forest, Forest, 2x Llanowar Elves, Dryad Arbor", "Sapseep Forest", true},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", "3")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	r := ask(t, "judge activate", "board", "me: Sapseep Forest, Forest, Llanowar Elves, Dryad Arbor", "card", "Sapseep Forest", "ability", "3")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Sapseep Forest, Forest, Llanowar Elves, [Odd Druid: Creature — Druid]", "card", "Sapseep Forest", "ability", "3")
	wantUnderstood(t, r, false)
}

// CR 606.3: a loyalty ability that adds mana (Chandra, Torch of
// Defiance's "[+1]: Add {R}{R}.") is activated only in a main phase of
// its controller's turn; in the end step, or on another player's turn,
// it adds nothing to a payment, and pay and mana are answered. In a main
// phase it could be activated before the spell is cast: refused.
func TestRule606_3LoyaltyManaOutsideAMainPhase(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Chandra, Torch of Defiance (4 loyalty), Mountain; step: end", "cost", "{R}")
	wantPayable(t, r, true)
	r = ask(t, "judge mana", "board", "me: Chandra, Torch of Defiance (4 loyalty), Mountain; opp: Forest; turn: opp", "player", "me")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("the most mana: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Chandra, Torch of Defiance (4 loyalty), Mountain", "cost", "{R}{R}{R}")
	wantUnderstood(t, r, false)
	// So is one that makes a token with a mana ability (Freyalise,
	// Llanowar's Fury's +2): a token made before is on the board.
	r = ask(t, "judge mana", "board", "me: Freyalise, Llanowar's Fury (3 loyalty), Forest; turn: me; step: end")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("the most mana: %s", r.Answer)
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Freyalise, Llanowar's Fury (3 loyalty), Forest, Grizzly Bears; turn: opp", "card", "Giant Growth", "cost", "{G}", "player", "me"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Freyalise, Llanowar's Fury (3 loyalty), Forest; turn: me; step: main1"), false)
	// A rider on the mana it adds changes nothing once it can't be
	// activated (Domri, Chaos Bringer's riot).
	r = ask(t, "judge mana", "board", "me: Domri, Chaos Bringer (3 loyalty), Forest; turn: me; step: end")
	wantUnderstood(t, r, true)
	// An emblem made earlier this turn is not on the board: Liliana of
	// the Dark Realms' −6 in the end step stops the answer.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Liliana of the Dark Realms (6 loyalty), Swamp; turn: me; step: end"), false)
}

// CR 606.2, 606.3: "−X:" as some card data prints Tezzeret the Seeker's
// loyalty ability is the loyalty ability "[−X]:", activated only in a
// main phase of its controller's turn: in the end step it puts no
// artifact onto the battlefield before a cost is paid, and Sol Ring's
// {C}{C} pays {2} and not {4}.
func TestRule606_2BareLoyaltyCostIsALoyaltyAbility(t *testing.T) {
	c, ok := catalog.Lookup("Tezzeret the Seeker")
	if !ok {
		t.Fatal("Tezzeret the Seeker is not in the pool")
	}
	a := Compile(c)[1]
	if !a.Understood || !a.Cost.Loyalty || !a.Cost.LoyaltyX {
		t.Errorf("Tezzeret's −X: %+v", a)
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Sol Ring, Tezzeret the Seeker; step: end", "cost", "{4}"), false)
	wantPayable(t, ask(t, "judge pay", "board", "me: Sol Ring, Tezzeret the Seeker; step: end", "cost", "{2}"), true)
}

// Huatli, Warrior Poet's ruling of 2017-09-29: "If X is 0, you can't
// choose any targets": her −X, dividing X damage among any number of
// target creatures, can be activated with no creature on the board
// (601.2d).
func TestRuling20170929HuatliXZeroNeedsNoTarget(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Huatli, Warrior Poet (3 loyalty)", "card", "Huatli, Warrior Poet", "ability", "3")
	wantLegal(t, r, true)
}

// CR 606.6: a loyalty ability with a negative cost can't be activated
// unless its permanent has that many loyalty counters: "[−2]: Add
// {R}{R}." on a planeswalker with one adds nothing to the most mana.
func TestRule606_6LoyaltyManaWithTooFewCounters(t *testing.T) {
	const kothy = "[Kothy: Legendary Planeswalker — Koth — [−2]: Add {R}{R}.]"
	wantMost(t, "me: "+kothy+" (1 loyalty), Mountain", 1, map[string]int{"R": 1})
	wantUnderstood(t, ask(t, "judge mana", "board", "me: "+kothy+" (2 loyalty), Mountain"), false)
}

// CR 113.3b: asked about an ability that is not activated, the answer names
// the abilities that are, in the order of the card's text: Moonring
// Island's intrinsic "{T}: Add {U}." is ability 1, its scry ability 3.
func TestRule113_3bActivatedAbilitiesNamedInTextOrder(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Moonring Island", "card", "Moonring Island", "ability", "2")
	if !strings.Contains(r.Answer, "its activated abilities are abilities 1 and 3.") {
		t.Errorf("Moonring Island ability 2: %s", r.Answer)
	}
}
