package rules

import (
	"strings"
	"testing"
)

// CR 611.2c, 613.4c: a raise of toughness until end of turn applies on
// top of an effect that sets power and toughness, whatever came first
// (Humility's ruling of 2009-10-01): a creature's own pump may have
// resolved before a Humility written sick entered and took its
// abilities, so Nantuko Shade with damage may have survived. With
// Humility on the battlefield all turn, the Shade had no ability to use.
func TestRule611_2cARaiseBeforeHumilityEntered(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Gaea's Cradle, Nantuko Shade (1 damage), Forest; opp: Humility (sick); turn: opp", "cost", "{G}{G}", "player", "me")
	if !r.Understood || !strings.HasPrefix(r.Answer, "It depends on what the board does not say") {
		t.Errorf("Humility written sick: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Gaea's Cradle, Nantuko Shade (1 damage), Forest; opp: Humility; turn: opp", "cost", "{G}{G}", "player", "me")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable {
		t.Errorf("Humility all turn: %s", r.Answer)
	}
	// Flame-Kin Zealot entered under a Humility there all turn, with no
	// ability to trigger: Birds of Paradise, a 1/1 with 1 damage, dies.
	r = ask(t, "judge mana", "board", "me: Forest, Flame-Kin Zealot (sick), Birds of Paradise (1 damage), Humility")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("Zealot under Humility: %s", r.Answer)
	}
}

// CR 611.2c: a creature written sick may have come under its
// controller's control this turn, and an opponent's "creatures you
// control get +1/+1 until end of turn" (Jeskai Ascendancy) may have
// raised it while it was theirs: a damaged Azusa is followed both ways.
func TestRule611_2cARaiseUnderAnEarlierController(t *testing.T) {
	wantBothRaised(t, "Azusa written sick", ask(t, "judge lands", "board", "me: Azusa, Lost but Seeking (2 damage, sick); opp: Jeskai Ascendancy"), "You may play 3 lands", "You may play 1 land")
	r := ask(t, "judge lands", "board", "me: Azusa, Lost but Seeking (2 damage); opp: Jeskai Ascendancy")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("Azusa not sick: %s", r.Answer)
	}
}

// CR 702.24a, 614.1a: Doubling Season doubles the age counter cumulative
// upkeep puts, so what is paid is not what the board's counters say: the
// engine does not rule. Beside Ghirapur Orrery alone it changes nothing.
func TestRule702_24aDoubledAgeCounters(t *testing.T) {
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Gallowbraid (1 age), Doubling Season, life 2, library 10; opp: life 20"), false)
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Doubling Season")
	wantUnderstood(t, r, true)
	// Hardened Scales changes only +1/+1 counters, an opponent's Doubling
	// Season only counters on their permanents, and in another player's
	// upkeep the cumulative upkeep doesn't trigger.
	for _, c := range []struct{ board, player string }{
		{"me: Gallowbraid (1 age), Hardened Scales, life 2, library 10; opp: life 20", "me"},
		{"me: Gallowbraid (1 age), life 2, library 10; opp: Doubling Season, life 20", "me"},
		{"me: Braid of Fire, Doubling Season; opp: life 20", "opp"},
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", c.board, "player", c.player), true)
	}
}

// CR 121.4, 704.5b, 603.3: a trigger on casting a spell that draws a card
// (Zendikar Resurgent's) resolves before the spell, and from a library of
// 0 its controller draws from an empty library and loses: the enters
// question is not answered. With a card in the library it is.
func TestRule704_5bACastTriggerDrawsFromAnEmptyLibrary(t *testing.T) {
	wantUnderstood(t, ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: Zendikar Resurgent, library 0; opp: life 20"), false)
	wantUnderstood(t, ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: Zendikar Resurgent, library 1; opp: life 20"), true)
}

// CR 611.2a, 613.4b, 613.4c, 701.10d: a raise of toughness until end of
// turn may also set base power and toughness (Sorceress Queen's 0/2),
// switch them (Merfolk Thaumaturgist on a 6/4 with 4 damage) or double
// them (Grunn, the Lonely King's attack trigger, once combat may have
// begun): the damaged creature is followed both ways, and Gaea's Cradle
// makes {G}{G} where it stays.
func TestRule611_2aRaisesThatSetSwitchOrDouble(t *testing.T) {
	for _, c := range []struct{ board, raised, none string }{
		{"me: Gaea's Cradle, Llanowar Elves (1 damage), Sorceress Queen", "Tapping Gaea's Cradle for mana produces {G}{G}", "Tapping Gaea's Cradle for mana produces {G}"},
		{"me: Gaea's Cradle, Craw Wurm (4 damage), Merfolk Thaumaturgist", "Tapping Gaea's Cradle for mana produces {G}{G}", "Tapping Gaea's Cradle for mana produces {G}"},
		{"me: Gaea's Cradle, Llanowar Elves, Grunn, the Lonely King (5 damage); step: main2", "Tapping Gaea's Cradle for mana produces {G}{G}", "Tapping Gaea's Cradle for mana produces {G}"},
	} {
		wantBothRaised(t, c.board, ask(t, "judge tap", "board", c.board, "card", "Gaea's Cradle"), c.raised, c.none)
	}
}

// CR 800.4a: with three players, an opponent who may draw from an empty
// library before the main phase leaves the game with their permanents;
// their Humility then no longer takes Azusa's abilities, so the lands
// question is not answered.
func TestRule800_4aAnOpponentsHumilityLeavesWithThem(t *testing.T) {
	board := "me: Azusa, Lost but Seeking, library 10, hand 2; opp: Humility, library 0, [Drawer: Enchantment — At the beginning of each upkeep, each player draws a card.]; opp2: library 10; step: upkeep"
	if r := ask(t, "judge lands", "board", board); r.Understood {
		t.Errorf("%s: %s", board, r.Answer)
	}
}

// CR 613.4b, 613.4c: a raise that sets toughness ("becomes a 2/2 …
// until end of turn", Guardian Idol) is no larger for being repeated:
// under March of the Machines and an opponent's Elesh Norn the Idol is
// 0/0 either way, and dies.
func TestRule613_4bASetToughnessThatCantSave(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Guardian Idol, March of the Machines; opp: Elesh Norn, Grand Cenobite")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("Guardian Idol: %s", r.Answer)
	}
}

// CR 613.4d, 613.7, 508.1a, 602.5b: raises that can't have saved the
// creature are not followed: a switch that leaves its toughness at or
// below its damage (Merfolk Thaumaturgist on Grizzly Bears, Azusa), a
// base power and toughness set before a Humility written sick entered
// (Humility's later timestamp applies over it), a pump under a Humility
// another copy of which was there all turn, an attack trigger of a
// creature that can't have attacked this turn (Grunn on another player's
// turn, or summoning sick), and an ability whose "Activate only" window
// has not come this turn.
func TestRule611_2aRaisesThatCantHaveSaved(t *testing.T) {
	for _, c := range []struct {
		cmd, board, card string
		want             []string
	}{
		{"judge tap", "me: Gaea's Cradle, Grizzly Bears (2 damage), Merfolk Thaumaturgist", "Gaea's Cradle", []string{"{G}"}},
		{"judge tap", "me: Gaea's Cradle, Llanowar Elves (1 damage), Sorceress Queen, Humility (sick)", "Gaea's Cradle", []string{"{G}"}},
		{"judge tap", "me: Gaea's Cradle, Nantuko Shade (1 damage), Humility (sick), Humility", "Gaea's Cradle", []string{""}},
		{"judge tap", "me: Gaea's Cradle, Grunn, the Lonely King (5 damage); turn: opp; step: main2", "Gaea's Cradle", []string{""}},
		{"judge tap", "me: Gaea's Cradle, Grunn, the Lonely King (5 damage, sick); step: main2", "Gaea's Cradle", []string{""}},
		{"judge tap", "me: Gaea's Cradle, Llanowar Elves (1 damage), [Pumper: Enchantment — {1}: Target creature gets +1/+1 until end of turn. Activate only during your postcombat main phase.]; step: main1", "Gaea's Cradle", []string{""}},
	} {
		r := ask(t, c.cmd, "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantMana(t, r, c.want...)
	}
	r := ask(t, "judge lands", "board", "me: Azusa, Lost but Seeking (2 damage), Merfolk Thaumaturgist")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("Azusa beside Merfolk Thaumaturgist: %s", r.Answer)
	}
}

// CR 601.2g, 106.1: an ability that would be activated before a cost is
// paid whose mana cost's colors the player's permanents can't make
// (Order of Whiteclay's {1}{W}{W} beside Forests) can't be activated
// first, so the payment is answered; beside Plains it may be.
func TestRule601_2gAnAbilityFirstNeedsItsColors(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Order of Whiteclay (tapped), 3x Forest", "cost", "{4}")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable {
		t.Errorf("beside Forests: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Order of Whiteclay (tapped), 3x Plains", "cost", "{4}"), false)
}

// CR 603.2: a trigger on casting a spell of one type (Zendikar
// Resurgent's creature spells) doesn't trigger on another's, so its draw
// from an empty library bears on no artifact entering; an opponent's "you
// cast" trigger doesn't trigger on the asking player's spell.
func TestRule603_2ACastTriggerOfAnotherType(t *testing.T) {
	wantUnderstood(t, ask(t, "judge enters", "card", "Sol Ring", "board", "me: Zendikar Resurgent, library 0; opp: life 20"), true)
	wantUnderstood(t, ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: library 5; opp: Zendikar Resurgent, library 0"), true)
	wantUnderstood(t, ask(t, "judge enters", "card", "Sol Ring", "board", "me: Vedalken Archmage, library 0"), false)
}

// CR 305.2, 504.2: Sylvan Library's draw step trigger, asked of the lands
// in the upkeep, may be declined and only puts cards back or pays life:
// it changes no land play.
func TestRule305_2SylvanLibraryBeforeTheMainPhase(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Forest, Sylvan Library, library 10; step: upkeep")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("Sylvan Library: %s", r.Answer)
	}
}

// CR 611.2a, 601.2f: what a trigger on attacking did that lasts this turn
// (Cheering Fanatic's "Spells with the chosen name cost {1} less to cast
// this turn") may apply once combat may have begun: `pay` with a spell
// is not answered in the postcombat main phase, is in the precombat one,
// and tap and mana, which no spell's cost bears on, are answered. A
// tapped Mistform Warchief may have chosen another creature type this
// turn, which its cost reduction reads.
func TestRule611_2aLastingCostChanges(t *testing.T) {
	wantUnderstood(t, ask(t, "judge pay", "board", "me: 2x Mountain, Cheering Fanatic (tapped); step: main2", "cost", "{2}{R}", "card", "Lightning Strike"), false)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: 2x Mountain, Cheering Fanatic (tapped); step: main1", "cost", "{2}{R}", "card", "Lightning Strike"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: 3x Mountain, Cheering Fanatic (tapped); step: main2"), true)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Island, Mistform Warchief (tapped)", "cost", "{1}{U}", "card", "Krovikan Mist"), false)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Island, Mistform Warchief", "cost", "{1}{U}", "card", "Krovikan Mist"), true)
}

// CR 305.2, 611.2a: a trigger on a creature entering that only raises
// power and toughness until end of turn (Goldnight Commander) changes no
// count of land plays; a trigger that created a token whose quoted
// ability lasts until end of turn as it is used (Nesting Dragon's eggs)
// left nothing that lasts.
func TestRule305_2RaisesAndTokensChangeNoLandPlay(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Plains, Goldnight Commander")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("Goldnight Commander: %s", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest, Nesting Dragon (sick)", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
}
