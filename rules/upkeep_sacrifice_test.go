package rules

import (
	"strings"
	"testing"
)

// CR 702.24a: cumulative upkeep is a triggered ability of its controller's
// upkeep; paid in mana or not, it changes no hand, so Ghirapur Orrery
// still draws three. An opponent's does not trigger in your upkeep.
func TestRule702_24aCumulativeUpkeepTriggers(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Mystic Remora (2 age), hand 0; opp: Mystic Remora, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
	if len(r.Triggers) != 2 || r.Triggers[1].Source != "Mystic Remora" || r.Triggers[1].Controller != "me" {
		t.Errorf("triggers %+v, want the Orrery's and your Mystic Remora's", r.Triggers)
	}
	wantRules(t, r, "702.24a", "605.3a")
}

// CR 702.30a: echo triggers only if the permanent came under its
// controller's control since their last upkeep, which the board does not
// record: with nothing else in the upkeep, the answer says nothing is
// sure to trigger, and what echo may do.
func TestRule702_30aEchoIsOnlyMaybe(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Deranged Hermit, hand 2")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "Nothing is sure to trigger") || !strings.Contains(r.Answer, "Deranged Hermit's echo may trigger") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 603.3b: "sacrifice this unless you sacrifice a land" (Territorial
// Dispute, Bog Elemental) and "unless you pay {G}{G}" (Darba) trigger and
// resolve like Contamination's; none changes what the Orrery draws.
func TestRule603_3bSacrificeUnlessTriggers(t *testing.T) {
	for _, card := range []string{"Territorial Dispute", "Bog Elemental", "Darba", "Conversion"} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Forest, hand 0, "+card)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
		if len(r.Triggers) != 2 || r.Triggers[1].Source != card {
			t.Errorf("%s: triggers %+v, want the Orrery's and its own", card, r.Triggers)
		}
	}
}

// CR 603.3b: Bitterblossom's upkeep trigger makes its controller lose life
// and create a token; the token changes no hand, so Ghirapur Orrery still
// draws three. A token doubler changes what it creates, and stops the
// answer; so does an ability that triggers on a creature entering.
func TestRule603_3bBitterblossomCreatesAToken(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Bitterblossom, Ghirapur Orrery, hand 0, life 10")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	if len(r.Triggers) != 2 {
		t.Errorf("triggers %+v, want Bitterblossom's and the Orrery's", r.Triggers)
	}
	// A token counted from something else is not read.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Swarmlord, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: Bitterblossom, Ghirapur Orrery, Doubling Season, hand 0")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: Bitterblossom, Ghirapur Orrery, Soul Warden, hand 0")
	wantUnderstood(t, r, false)
}

// "At the beginning of each upkeep" triggers once in every player's upkeep
// (Worms of the Earth ruling 2006-05-01: once per upkeep in Two-Headed
// Giant), for its controller: an opponent's Verdant Force triggers in
// yours.
func TestRulingEachUpkeepTriggersOnce(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Verdant Force, hand 2")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
	if len(r.Triggers) != 2 || r.Triggers[1].Source != "Verdant Force" || r.Triggers[1].Controller != "opp" {
		t.Errorf("triggers %+v, want the Orrery's and Opp's Verdant Force", r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: hand 0; ally: hand 0; opp: Verdant Force, hand 2; opp2: hand 1")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 {
		t.Errorf("Two-Headed Giant: triggers %+v, want Verdant Force once", r.Triggers)
	}
}

// CR 614.1a: a replacement of gaining life (Sulfuric Vortex, Tainted
// Remedy) bears only where a player could gain life; with no life
// gained in the upkeep it changes nothing, and with Nyx-Fleece Ram's
// Tainted Remedy, which the engine does not follow, stops the answer.
func TestRule614_1aLifeGainReplacementOnlyWhereLifeIsGained(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Sulfuric Vortex, Ghirapur Orrery, hand 0, life 10; opp: hand 1, life 10")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
	r = ask(t, "judge upkeep", "board", "me: Nyx-Fleece Ram, Ghirapur Orrery, hand 0; opp: Tainted Remedy")
	wantUnderstood(t, r, false)
}

// CR 603.2, 303.4: "At the beginning of the upkeep of enchanted
// creature's controller, Wanderlust deals 1 damage to that player"
// triggers in the upkeep of the player who controls the permanent the
// Aura is attached to, whoever controls the Aura, and "that player" is
// that one; each such Aura (Wanderlust, Cursed Land, Warp Artifact) was
// refused as a trigger not modelled.
func TestRule603_2EnchantedPermanentsControllersUpkeep(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: hand 1, life 20, Grizzly Bears; opp: Wanderlust (on Grizzly Bears)", "Wanderlust's ability (for you) resolves: you lose 1 life"},
		{"me: hand 1, life 20, Forest; opp: Cursed Land (on Forest)", "Cursed Land's ability (for you) resolves: you lose 1 life"},
		{"me: hand 0, life 1, Ghirapur Orrery, Grizzly Bears; opp: Parasitic Bond (on Grizzly Bears)", "you have 0 or less life"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: hand 1, life 20, Grizzly Bears; ally: hand 1, Forest; opp: hand 1, Wanderlust (on Grizzly Bears), Cursed Land (on Forest); opp2: hand 1", "Cursed Land's ability (for Ally) resolves: Ally loses 1 life"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, c.want) {
			t.Errorf("%s: events %q, want %q", c.board, ev, c.want)
		}
	}
	// Not in the upkeep of the Aura's controller.
	r := ask(t, "judge upkeep", "board", "turn: opp; me: hand 1, life 20, Sol Ring; opp: hand 1, Warp Artifact (on Sol Ring)")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 0 {
		t.Errorf("the Aura's controller's upkeep: triggers %+v", r.Triggers)
	}
	// An effect not modelled still refuses.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, life 20, Grizzly Bears; opp: Unstable Mutation (on Grizzly Bears)"), false)
}

// CR 119.4, 702.24a: an upkeep trigger that lets its controller pay life
// ("tap this unless you pay 1 life", Carnophage; cumulative upkeep—pay 2
// life, Glacial Chasm, for each age counter once it has put one more) has
// two outcomes, paying and not, and paying is possible only with at least
// that much life; paying it to 0 loses the game. Each was refused.
func TestRule119_4PayingLifeInAnUpkeepIsAChoice(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 1, life 20, Carnophage")
	wantUnderstood(t, r, true)
	if ev := strings.Join(upkeepEventLines(r), "|"); len(r.Outcomes) != 2 || !strings.Contains(ev, "you pay 1 life") || !strings.Contains(ev, "you pay no life and tap Carnophage") {
		t.Errorf("Carnophage: %d outcomes, events %q", len(r.Outcomes), ev)
	}
	wantRules(t, r, "119.4")
	// Two age counters after it puts one: 4 life, which 3 life can't pay.
	r = ask(t, "judge upkeep", "board", "me: hand 0, life 3, Ghirapur Orrery, Glacial Chasm (1 age)")
	wantUnderstood(t, r, true)
	if ev := strings.Join(upkeepEventLines(r), "|"); len(r.Outcomes) != 1 || !strings.Contains(ev, "2 in all), then you pay no life and sacrifice Glacial Chasm") {
		t.Errorf("Glacial Chasm at 3 life: events %q", ev)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 0, life 4, Ghirapur Orrery, Glacial Chasm (1 age)")
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "you pay 4 life; your life total is now 0") {
		t.Errorf("Glacial Chasm at 4 life: events %q", ev)
	}
	if !strings.Contains(r.Answer, "the order they resolve in and the choices made") {
		t.Errorf("answer %q", r.Answer)
	}
}

// The orders explored count the choices of paying life: twelve creatures
// under Vile Consumption are refused at once as past the engine's bounds,
// where they ran to the question's time limit.
func TestRule119_4LifeChoicesCountTowardTheOrdersExplored(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 1, life 20, Vile Consumption, Grizzly Bears, Llanowar Elves, Birds of Paradise, Elite Vanguard, Savannah Lions, Eager Cadet, Raging Goblin, Goblin Piker, Hill Giant, Gray Ogre, Scathe Zombies, Walking Corpse")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "more orders than the engine explores") {
		t.Errorf("answer %q", r.Answer)
	}
}
