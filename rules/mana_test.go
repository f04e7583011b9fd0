package rules

import (
	"strings"
	"testing"
)

// CR 106.7 and the Reflecting Pool ruling of 2008-05-01: "Multiple
// Reflecting Pools won't help each other produce mana."
func TestRulingReflectingPool20080501MultiplePoolsDontHelp(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Reflecting Pool, Reflecting Pool", "card", "Reflecting Pool")
	wantLegal(t, r, true)
	wantMana(t, r, "")
	wantRules(t, r, "106.7")
	wantRuling(t, r, "Reflecting Pool", "2008-05-01")
}

// CR 106.7: Reflecting Pool adds one mana of any type a land you control
// could produce.
func TestRule106_7ReflectingPoolTypes(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Reflecting Pool, Forest, Island", "card", "Reflecting Pool")
	wantMana(t, r, "{U}", "{G}")
	r = ask(t, "judge could-produce", "board", "me: Reflecting Pool, Forest, Wastes", "card", "Reflecting Pool")
	wantTypes(t, r, "G", "C")
}

// Reflecting Pool ruling 2004-10-04: replacement effects are considered.
func TestRulingReflectingPool20041004ReplacementEffects(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Reflecting Pool, Forest; opp: Contamination", "card", "Reflecting Pool")
	wantTypes(t, r, "B")
}

// Reflecting Pool ruling 2008-05-01: costs and tapped state are ignored
// (Vivid Crag with no charge counters still counts).
func TestRulingReflectingPool20080501CostsIgnored(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Reflecting Pool, Vivid Crag (tapped)", "card", "Reflecting Pool")
	wantTypes(t, r, "W", "U", "B", "R", "G")
}

// Exotic Orchard ruling 2009-02-01: the chain example, all three ways.
func TestRulingExoticOrchard20090201Chains(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Forest, Exotic Orchard; opp: Exotic Orchard, Reflecting Pool", "card", "Exotic Orchard")
	wantTypes(t, r, "G")
	r = ask(t, "judge tap", "board", "me: Forest, Exotic Orchard; opp: Exotic Orchard, Reflecting Pool", "card", "opp's Reflecting Pool")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Forest, Exotic Orchard; opp: Exotic Orchard, Reflecting Pool", "card", "opp's Exotic Orchard")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Exotic Orchard; opp: Exotic Orchard, Reflecting Pool", "card", "Exotic Orchard")
	wantMana(t, r, "")
	wantRuling(t, r, "Exotic Orchard", "2009-02-01")
}

// Exotic Orchard ruling 2009-02-01: it can't be tapped for colorless.
func TestRulingExoticOrchard20090201NoColorless(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Exotic Orchard; opp: Wastes", "card", "Exotic Orchard")
	wantTypes(t, r)
	if r.ManaTypes == nil {
		t.Error("mana_types must be an empty list, not absent")
	}
}

// Exotic Orchard ruling 2009-02-01: Contamination's replacement counts.
func TestRulingExoticOrchard20090201Contamination(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Exotic Orchard; opp: Forest, Contamination", "card", "Exotic Orchard")
	wantTypes(t, r, "B")
}

// Fellwar Stone ruling 2004-10-04: works even if the opponent's lands are
// tapped; with no lands it produces nothing.
func TestRulingFellwarStone20041004(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Fellwar Stone; opp: Mountain (tapped)", "card", "Fellwar Stone")
	wantMana(t, r, "{R}")
	r = ask(t, "judge tap", "board", "me: Fellwar Stone, Forest", "card", "Fellwar Stone")
	wantLegal(t, r, true)
	wantMana(t, r, "")
}

// Naga Vitalist (types) and Harvester Druid (colors) look at your lands;
// Sylvok Explorer at an opponent's.
func TestRule106_7CreaturesThatLookAtLands(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Naga Vitalist, Wastes, Island", "card", "Naga Vitalist")
	wantTypes(t, r, "U", "C")
	r = ask(t, "judge could-produce", "board", "me: Harvester Druid, Wastes, Island", "card", "Harvester Druid")
	wantTypes(t, r, "U")
	r = ask(t, "judge could-produce", "board", "me: Sylvok Explorer, Island; opp: Mountain", "card", "Sylvok Explorer")
	wantTypes(t, r, "R")
}

// Squandered Resources ruling 2004-10-04: a land that can't produce mana
// can be sacrificed, for no mana.
func TestRulingSquanderedResources20041004(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Squandered Resources, Forest, Watery Grave", "card", "Squandered Resources")
	wantLegal(t, r, true)
	wantMana(t, r, "{U}", "{B}", "{G}")
	// Desert could produce {B} under Contamination: could-produce counts
	// replacement effects (CR 106.7).
	r = ask(t, "judge activate", "board", "me: Squandered Resources, Desert; opp: Contamination", "card", "Squandered Resources")
	wantMana(t, r, "{B}")
	r = ask(t, "judge activate", "board", "me: Squandered Resources", "card", "Squandered Resources")
	wantLegal(t, r, false)
}

// CR 616.1: the land's controller orders Mana Reflection and Contamination.
func TestRule616_1ReflectionAndContamination(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Mana Reflection; opp: Contamination", "card", "Forest")
	wantMana(t, r, "{B}", "{B}{B}")
	wantRules(t, r, "616.1")
}

// Mana Reflection ruling 2020-08-07: the effects are cumulative.
func TestRulingManaReflection20200807Cumulative(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, 2x Mana Reflection", "card", "Forest")
	wantMana(t, r, "{G}{G}{G}{G}")
	wantRuling(t, r, "Mana Reflection", "2020-08-07")
	r = ask(t, "judge tap", "board", "me: Forest, 3x Mana Reflection", "card", "Forest")
	wantMana(t, r, "{G}{G}{G}{G}{G}{G}{G}{G}")
}

// Mana Reflection applies to the permanents you tap, not an opponent's.
func TestRulingManaReflection20200807OnlyYou(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest; opp: Mana Reflection", "card", "Forest")
	wantMana(t, r, "{G}")
}

// Nyxbloom Ancient ruling 2020-01-24: three times, cumulative with
// Mana Reflection (six times).
func TestRulingNyxbloomAncient20200124(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Sol Ring, Nyxbloom Ancient, Mana Reflection", "card", "Sol Ring")
	wantMana(t, r, "{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}")
}

// Mana Reflection ruling 2020-08-07: a triggered mana ability is not
// tapping for mana, so Wild Growth's mana is not doubled.
func TestRulingManaReflection20200807TriggersNotAffected(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Wild Growth (on Forest), Mana Reflection", "card", "Forest")
	wantMana(t, r, "{G}{G}{G}")
}

// CR 106.12a and the Mana Flare rulings: one more mana of a type produced.
func TestRule106_12aManaFlare(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Island; opp: Mana Flare", "card", "Island")
	wantMana(t, r, "{U}{U}")
	wantRules(t, r, "106.12a")
	// Mana Flare only sees lands.
	r = ask(t, "judge tap", "board", "me: Sol Ring, Mana Flare", "card", "Sol Ring")
	wantMana(t, r, "{C}{C}")
}

// Heartbeat of Spring ruling 2020-08-07: one type that was produced.
func TestRulingHeartbeatOfSpring20200807(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: City of Brass, Heartbeat of Spring", "card", "City of Brass")
	wantMana(t, r, "{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Taiga, Heartbeat of Spring", "card", "Taiga")
	wantMana(t, r, "{R}{R}", "{G}{G}")
}

// CR 106.12a and 305.6: Keeper of Progenitus triggers on a Mountain,
// Forest or Plains tapped for mana by any player, Winter's Night on a snow
// land; each adds one mana of a type the land produced. Winter's Night's
// second sentence bears on the next untap step only.
func TestRule106_12aTriggersOnLandTypes(t *testing.T) {
	for _, c := range []struct {
		board, card string
		want        []string
	}{
		{"me: Forest, Keeper of Progenitus", "Forest", []string{"{G}{G}"}},
		{"me: Island; opp: Keeper of Progenitus", "Island", []string{"{U}"}},
		{"me: Taiga; opp: Keeper of Progenitus", "Taiga", []string{"{R}{R}", "{G}{G}"}},
		{"me: Forest, Keeper of Progenitus, Contamination", "Forest", []string{"{B}{B}"}},
		{"me: Forest, Winter's Night", "Forest", []string{"{G}"}},
		{"me: Snow-Covered Forest; opp: Winter's Night", "Snow-Covered Forest", []string{"{G}{G}"}},
	} {
		wantMana(t, ask(t, "judge tap", "board", c.board, "card", c.card), c.want...)
	}
	r := ask(t, "judge mana", "board", "me: Snow-Covered Forest, Snow-Covered Island, Forest, Winter's Night")
	if r.MaxMana == nil || *r.MaxMana != 5 {
		t.Errorf("mana: %s", r.Answer)
	}
}

// Zendikar Resurgent triggers only for its controller's lands.
func TestRulingZendikarResurgent20160122(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Zendikar Resurgent", "card", "Forest")
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Forest; opp: Zendikar Resurgent", "card", "Forest")
	wantMana(t, r, "{G}")
}

// CR 106.12a: Wild Growth needs mana produced; Gaea's Cradle with no
// creatures produces none.
func TestRule106_12aWildGrowthOnEmptyCradle(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Wild Growth (on Gaea's Cradle), Forest", "card", "Gaea's Cradle")
	wantMana(t, r, "")
	wantRules(t, r, "106.12a")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Wild Growth (on Gaea's Cradle), 2x Llanowar Elves", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}{G}{G}")
}

// Overgrowth and Vernal Bloom (a Forest, any controller).
func TestRulingOvergrowth20041004AndVernalBloom(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Overgrowth (on Forest)", "card", "Forest")
	wantMana(t, r, "{G}{G}{G}")
	r = ask(t, "judge tap", "board", "me: Forest; opp: Vernal Bloom", "card", "Forest")
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Island; opp: Vernal Bloom", "card", "Island")
	wantMana(t, r, "{U}")
}

// Utopia Sprawl adds the chosen color; without a choice written, each
// color is an outcome.
func TestUtopiaSprawlChosenColor(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Utopia Sprawl (on Forest, chose red)", "card", "Forest")
	wantMana(t, r, "{R}{G}")
	r = ask(t, "judge tap", "board", "me: Forest, Utopia Sprawl (on Forest)", "card", "Forest")
	wantMana(t, r, "{W}{G}", "{U}{G}", "{B}{G}", "{R}{G}", "{G}{G}")
}

// Contamination ruling 2004-10-04: external effects still add their mana;
// those based on the type produced change color, not amount.
func TestRulingContamination20041004ExternalEffects(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Contamination, Wild Growth (on Forest), Mana Flare", "card", "Forest")
	wantMana(t, r, "{B}{B}{G}")
	wantRuling(t, r, "Contamination", "2004-10-04")
}

// Pulse of Llanowar ruling 2004-10-04: same amount, a color of your choice.
func TestRulingPulseOfLlanowar20041004(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Pulse of Llanowar", "card", "Forest")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	// Not a basic land: no effect.
	r = ask(t, "judge tap", "board", "me: Taiga, Pulse of Llanowar", "card", "Taiga")
	wantMana(t, r, "{R}", "{G}")
}

// Damping Sphere ruling 2022-12-08: choose one replacement, then see if
// the others still apply.
func TestRulingDampingSphere20221208Order(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Ancient Tomb, Damping Sphere, Mana Reflection", "card", "Ancient Tomb")
	// Damping first: {C}, then doubled: {C}{C}. Reflection first: four, then {C}.
	wantMana(t, r, "{C}", "{C}{C}")
	r = ask(t, "judge tap", "board", "me: Forest, Damping Sphere", "card", "Forest")
	wantMana(t, r, "{G}")
}

// CR 106.5: Meteor Crater with no colored permanent adds no mana.
func TestRule106_5MeteorCrater(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Meteor Crater, Sol Ring", "card", "Meteor Crater")
	wantMana(t, r, "")
	wantRules(t, r, "106.5")
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Llanowar Elves, Hangarback Walker", "card", "Meteor Crater")
	wantMana(t, r, "{G}")
}

// Celestial Dawn makes nonland permanents white, for Meteor Crater too.
func TestRulingCelestialDawnColorsAndPlains(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Meteor Crater, Sol Ring, Celestial Dawn", "card", "Meteor Crater")
	wantMana(t, r, "{W}")
	r = ask(t, "judge tap", "board", "me: Taiga, Celestial Dawn", "card", "Taiga")
	wantMana(t, r, "{W}")
	// Its lands only: an opponent's land is unchanged.
	r = ask(t, "judge tap", "board", "me: Celestial Dawn; opp: Taiga", "card", "opp's Taiga")
	wantMana(t, r, "{R}", "{G}")
}

// Chromatic Lantern ruling 2018-10-05: lands keep their other abilities.
func TestRulingChromaticLantern20181005(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Wastes, Chromatic Lantern", "card", "Wastes")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}", "{C}")
	r = ask(t, "judge could-produce", "board", "me: Wastes, Chromatic Lantern", "card", "Wastes")
	wantTypes(t, r, "W", "U", "B", "R", "G", "C")
}

// Blood Moon ruling 2020-08-07 and CR 305.7: nonbasic lands are Mountains
// and lose their other abilities; granted abilities stay.
func TestRulingBloodMoon20200807(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Taiga, Blood Moon", "card", "Taiga")
	wantMana(t, r, "{R}")
	r = ask(t, "judge tap", "board", "me: City of Brass, Blood Moon", "card", "City of Brass")
	wantMana(t, r, "{R}")
	r = ask(t, "judge tap", "board", "me: Forest, Blood Moon", "card", "Forest")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Wastes, Ancient Tomb, Chromatic Lantern, Blood Moon", "card", "Ancient Tomb")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
}

// Urborg ruling 2021-03-19: each land is a Swamp; under Blood Moon Urborg
// loses its ability and no land becomes a Swamp (CR 613.8 dependency).
func TestRulingUrborg20210319(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest; opp: Urborg, Tomb of Yawgmoth", "card", "Forest")
	wantMana(t, r, "{B}", "{G}")
	r = ask(t, "judge tap", "board", "me: Forest, Urborg, Tomb of Yawgmoth, Blood Moon", "card", "Forest")
	wantMana(t, r, "{G}")
	wantRules(t, r, "613.8a")
}

// Dryad of the Ilysian Grove ruling 2020-01-24: every basic land type and
// its mana ability, in addition.
func TestRulingDryadOfTheIlysianGrove20200124(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Wastes, Dryad of the Ilysian Grove", "card", "Wastes")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}", "{C}")
	// An opponent's Dryad does not change my lands.
	r = ask(t, "judge tap", "board", "me: Wastes; opp: Dryad of the Ilysian Grove", "card", "Wastes")
	wantMana(t, r, "{C}")
}

// CR 613.7: Blood Moon and Dryad apply in timestamp order, which the
// board does not record, so both results are outcomes.
func TestRule613_7TimestampsUnknown(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Taiga, Dryad of the Ilysian Grove, Blood Moon", "card", "Taiga")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	wantRules(t, r, "613.7")
}

// Pili-Pala ruling 2008-05-01: untapping for mana is not tapping for mana.
func TestRulingPiliPala20080501NotTapping(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Pili-Pala (tapped), Mana Reflection", "card", "Pili-Pala")
	wantLegal(t, r, true)
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	wantRuling(t, r, "Pili-Pala", "2008-05-01")
}

// CR 107.6 and the Pili-Pala ruling: an untapped Pili-Pala can't pay {Q}.
func TestRule107_6UntapCost(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Pili-Pala", "card", "Pili-Pala")
	wantLegal(t, r, false)
	wantRules(t, r, "107.6")
	r = ask(t, "judge activate", "board", "me: Pili-Pala (tapped, sick)", "card", "Pili-Pala")
	wantLegal(t, r, false)
	wantRules(t, r, "302.6")
	r = ask(t, "judge activate", "board", "me: Order of Whiteclay (tapped)", "card", "Order of Whiteclay")
	wantLegal(t, r, true)
	if len(r.Outcomes) != 0 {
		t.Errorf("a non-mana ability has no mana outcomes: %v", r.Outcomes)
	}
}

// CR 107.5: a tapped permanent can't be tapped again.
func TestRule107_5Tapped(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest (tapped)", "card", "Forest")
	wantLegal(t, r, false)
	wantRules(t, r, "107.5")
	if len(r.Outcomes) != 0 {
		t.Errorf("no outcomes when illegal, got %v", r.Outcomes)
	}
}

// CR 302.6 and 702.10c: summoning sickness and haste.
func TestRule302_6SummoningSickness(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Llanowar Elves (sick)", "card", "Llanowar Elves")
	wantLegal(t, r, false)
	wantRules(t, r, "302.6")
	r = ask(t, "judge activate", "board", "me: Llanowar Elves (sick, haste)", "card", "Llanowar Elves")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Llanowar Elves (sick), Lightning Greaves (on Llanowar Elves)", "card", "Llanowar Elves")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Birds of Paradise (new); opp: Concordant Crossroads", "card", "Birds of Paradise")
	wantLegal(t, r, true)
	// Noncreature permanents are never summoning sick.
	r = ask(t, "judge activate", "board", "me: Sol Ring (new)", "card", "Sol Ring")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Hangarback Walker (sick, 1 +1/+1)", "card", "Hangarback Walker", "ability", "3")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Walking Ballista (sick, 2 +1/+1)", "card", "Walking Ballista", "ability", "3")
	wantLegal(t, r, true)
}

// Costs that can't be paid: counters and a restriction.
func TestRule602_2bCostsThatCantBePaid(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Vivid Crag", "card", "Vivid Crag", "ability", "3")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Vivid Crag (2 charge)", "card", "Vivid Crag", "ability", "3")
	wantLegal(t, r, true)
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	r = ask(t, "judge activate", "board", "me: Spire of Industry", "card", "Spire of Industry", "ability", "2")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Spire of Industry, Sol Ring", "card", "Spire of Industry", "ability", "2")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Gemstone Mine (1 mining)", "card", "Gemstone Mine")
	wantLegal(t, r, true)
}

// Urza's Mine ruling 2024-06-07: it checks land types.
func TestRulingUrzasMine20240607(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Urza's Mine", "card", "Urza's Mine")
	wantMana(t, r, "{C}")
	r = ask(t, "judge tap", "board", "me: Urza's Mine, [Plant Land: Land — Urza's Power-Plant], [Tower Land: Land — Urza's Tower]", "card", "Urza's Mine")
	wantMana(t, r, "{C}{C}")
}

// Command Tower ruling 2020-11-10: with no commander, no mana.
func TestRulingCommandTower20201110(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Command Tower", "card", "Command Tower")
	wantMana(t, r, "")
	wantRuling(t, r, "Command Tower", "2020-11-10")
	wantRules(t, r, "903.4f")
}

// CR 903.4f: Commander's Sphere's and Opal Palace's mana of the commander's
// color identity is none where the player has no commander, as their
// rulings say of formats other than Commander; Opal Palace's {C} is still
// made.
func TestRule903_4fNoCommanderNoMana(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Commander's Sphere", "card", "Commander's Sphere")
	wantMana(t, r, "")
	wantRuling(t, r, "Commander's Sphere", "2014-11-07")
	wantRules(t, r, "903.4f")
	if r.Answer != "Tapping Commander's Sphere for mana produces no mana: the board names no commander." {
		t.Errorf("answer %q, want it to say the board names no commander", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Opal Palace, Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
}

// Watery Grave has both basic land types' abilities; Gaea's Cradle counts
// creatures.
func TestRule305_6DualLands(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Watery Grave", "card", "Watery Grave")
	wantMana(t, r, "{U}", "{B}")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, 2x Llanowar Elves, Birds of Paradise; opp: Llanowar Elves", "card", "Gaea’s Cradle")
	wantMana(t, r, "{G}{G}{G}")
}

// Inline cards use the same compiler; text no template matches leaves the
// ability not understood, and questions that don't touch it are answered.
func TestInlineCardsAndUnderstood(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Mystery Land: Land — {T}: Add {R} or {G}.]", "card", "Mystery Land")
	wantMana(t, r, "{R}", "{G}")
	r = ask(t, "judge tap", "board", "me: [Odd Land: Land — {T}: Add one mana of a random color.]", "card", "Odd Land")
	wantUnderstood(t, r, false)
	if len(r.Outcomes) != 0 {
		t.Errorf("no outcomes when not understood: %v", r.Outcomes)
	}
	r = ask(t, "judge tap", "board", "me: Forest, [Odd Land: Land — {T}: Add one mana of a random color.]", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge could-produce", "board", "me: Reflecting Pool, [Odd Land: Land — {T}: Add one mana of a random color.]", "card", "Reflecting Pool")
	wantUnderstood(t, r, false)
	r = ask(t, "judge tap", "board", "me: Forest, [Strange Bloom: Enchantment — If a land is tapped for mana, it produces mana of a random color instead.]", "card", "Forest")
	wantUnderstood(t, r, false)
	// Unrelated not-understood triggers don't block a mana answer.
	r = ask(t, "judge tap", "board", "me: Forest, Hangarback Walker, Chalice of the Void, Zendikar Resurgent", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
}

// City of Brass: its damage trigger is not a mana ability and uses the
// stack; Ancient Tomb's damage is part of its mana ability.
func TestRulingCityOfBrass20041004(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: City of Brass", "card", "City of Brass")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	if !eventsMention(r, "1 damage") {
		t.Errorf("events should say City of Brass deals 1 damage: %v", r.Outcomes[0].Events)
	}
	r = ask(t, "judge tap", "board", "me: Ancient Tomb", "card", "Ancient Tomb")
	if !eventsMention(r, "2 damage") {
		t.Errorf("events should say Ancient Tomb deals 2 damage: %v", r.Outcomes[0].Events)
	}
}

func eventsMention(r *Ruling, s string) bool {
	for _, o := range r.Outcomes {
		for _, e := range o.Events {
			if strings.Contains(e, s) {
				return true
			}
		}
	}
	return false
}

// An Aura is attached where the board says, read as the parser reads it.
func TestAttachedAsParsed(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: 2x Forest; opp: 2x Forest, Wild Growth (on Forest)", "card", "opp's Forest")
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: 2x Forest; opp: 2x Forest, Wild Growth (on Forest)", "card", "Forest")
	wantMana(t, r, "{G}")
}

// Forty Mana Reflections would make 2^40 mana: the engine says it can't
// write that out, and how much it would be, in bounded time and memory,
// and still knows the type.
func TestRulingManaReflection20200807TooMuchMana(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, 40x Mana Reflection", "card", "Forest")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "more mana than the 4,096 an outcome writes out") || !strings.Contains(r.Answer, "1,099,511,627,776 {G}") {
		t.Errorf("answer: %s", r.Answer)
	}
	// Damping Sphere must apply once the mana is two or more (CR 616.1f).
	r = ask(t, "judge could-produce", "board", "me: Forest, 40x Mana Reflection, Damping Sphere", "card", "Forest")
	wantTypes(t, r, "C")
	r = ask(t, "judge tap", "board", "me: Forest, 9x Mana Reflection", "card", "Forest")
	wantMana(t, r, strings.Repeat("{G}", 512))
}

// CR 106.7: "Ignore whether any costs of the ability could or could not be
// paid." A storage land's "Remove X storage counters: Add X mana in any
// combination of {W} and/or {U}" could make white and blue mana with no
// counters on it, as Vivid Crag with none could make any color.
func TestRule106_7StorageLandCostsIgnored(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Calciform Pools", "card", "Calciform Pools")
	wantTypes(t, r, "W", "U", "C")
	r = ask(t, "judge could-produce", "board", "me: Reflecting Pool, Calciform Pools", "card", "Reflecting Pool")
	wantTypes(t, r, "W", "U", "C")
	r = ask(t, "judge could-produce", "board", "me: Exotic Orchard; opp: Calciform Pools", "card", "Exotic Orchard")
	wantTypes(t, r, "W", "U")
	// Tapping the Pool itself still pays the cost: no counters, no X.
	r = ask(t, "judge activate", "board", "me: Calciform Pools", "card", "Calciform Pools", "ability", "3")
	wantMana(t, r, "")
}

// CR 614.1a, 106.12b: a replacement effect on counters (Hardened Scales,
// Doubling Season) or tokens modifies no mana, and no outcome of tapping
// a Forest names it.
func TestRule106_12bCounterReplacementsModifyNoMana(t *testing.T) {
	for _, board := range []string{"me: Forest, Hardened Scales", "me: Forest, Doubling Season"} {
		r := ask(t, "judge tap", "board", board, "card", "Forest")
		if !r.Understood || len(r.Outcomes) != 1 || len(r.Outcomes[0].Choices) != 0 {
			t.Errorf("%s: %s %+v", board, r.Answer, r.Outcomes)
		}
	}
}

// A pool is written one symbol for each unit of mana, in the order W U B
// R G C, however many units of a type it holds.
func TestPoolStringLongRuns(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 8, 9, 16, 17, 25} {
		p := Pool{n, 1, 0, 0, n, 2}
		want := strings.Repeat("{W}", n) + "{U}" + strings.Repeat("{G}", n) + "{C}{C}"
		if got := p.String(); got != want {
			t.Errorf("Pool%v.String() = %q, want %q", p, got, want)
		}
	}
}
