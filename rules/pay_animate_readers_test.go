package rules

import (
	"strings"
	"testing"
)

// CR 601.2g-h, 602.2, 106.6, 302.6: Myr Superion lets only mana produced
// by creatures pay for it (its ruling of 2011-06-01). Mutavault's {1} is
// paid before the spell is cast, with any mana, a Forest's too; Mutavault
// is then a creature, controlled since the turn began (its ruling of
// 2008-08-01), and the {C} it makes is produced by a creature. So are
// Mishra's Factory's, Dread Statuary's and Inkmoth Nexus'. A land's own
// mana, made before it is a creature, pays its ability and no part of the
// spell (Elvish Archdruid's {G}{G} counts it an Elf then); Gaea's Cradle
// pays for Mutavault with what it makes before, counting Llanowar Elves.
func TestRule106_6CreaturesManaFromLandMadeCreatureFirst(t *testing.T) {
	for _, c := range []struct{ board, says string }{
		{"me: Mutavault, Llanowar Elves, Forest", "after paying {1} for Mutavault's ability with Forest's {G}: tap Mutavault for {C}, tap Llanowar Elves for {G}"},
		{"me: Mishra's Factory, Mishra's Factory, 2x Forest", "tap Mishra's Factory for {C} (×2)"},
		{"me: Dread Statuary, Llanowar Elves, 4x Forest", "after paying {4} for Dread Statuary's ability with Forest's {G} (×4)"},
		{"me: Inkmoth Nexus, Llanowar Elves, Forest", "tap Inkmoth Nexus for {C}, tap Llanowar Elves for {G}"},
		{"me: Elvish Archdruid, Mutavault (sick)", "with Mutavault's {C}: tap Elvish Archdruid for {G}{G}"},
		{"me: Gaea's Cradle, Mutavault, Llanowar Elves", "with Gaea's Cradle's {G}"},
		{"me: Mutavault, Mishra's Factory, Dread Statuary, Llanowar Elves, 4x Forest", "tap Llanowar Elves for {G}"},
	} {
		r := ask(t, "judge pay", "board", c.board, "card", "Myr Superion", "cost", "{2}")
		wantPayable(t, r, true)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: %q", c.board, r.Answer)
		}
		if len(r.Steps) == 0 || !strings.Contains(r.Steps[0].Text, "Spend only mana produced by creatures") {
			t.Errorf("%s: first step %v", c.board, r.Steps)
		}
		if !strings.Contains(r.Payments[0].Events[0], "until end of turn") {
			t.Errorf("%s: events %v", c.board, r.Payments[0].Events)
		}
	}
	r := ask(t, "judge pay", "board", "me: Mutavault, Llanowar Elves, Forest", "card", "Myr Superion", "cost", "{2}")
	wantRuling(t, r, "Mutavault", "2008-08-01")
	wantRuling(t, r, "Myr Superion", "2011-06-01")
	// A Mutavault that came this turn can't be tapped as a creature: its
	// {C}, made before, is a land's. Forest and Mutavault make one
	// creature's mana at most; Sphere of Resistance makes it cost {3}.
	for _, c := range []struct{ board, cost, says string }{
		{"me: Mutavault (sick), Llanowar Elves, Forest", "", "at most one mana, and it needs two (not with Mutavault's mana and Forest's mana)"},
		{"me: Mutavault, Forest", "", "at most one mana, and it needs two (not with Forest's mana; Mutavault's only as a creature)"},
		{"me: Mutavault, Llanowar Elves, Forest", "{3}", "at most two mana, and it needs three"},
		{"me: Mutavault, Llanowar Elves, Forest, Humility", "", "you can make no mana"},
		{"me: Mutavault, Llanowar Elves, Forest, Sphere of Resistance", "", "No, you can't pay {2} ({3} in all)"},
	} {
		cost := c.cost
		if cost == "" {
			cost = "{2}"
		}
		kv := []string{"board", c.board, "card", "Myr Superion", "cost", cost}
		r := ask(t, "judge pay", kv...)
		wantPayable(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: %q", c.board, r.Answer)
		}
	}
	// Karn, Silver Golem makes an artifact a creature, and a Treasure's
	// mana ability sacrifices it; Linvala stops a creature's abilities:
	// those the engine does not weigh.
	for _, c := range []struct{ board, says string }{
		{"me: Karn, Silver Golem, Sol Ring, Forest", "Karn, Silver Golem's ability"},
		{"me: Mutavault, Llanowar Elves, Treasure", "Treasure's mana ability"},
		{"me: Mutavault, Llanowar Elves, Forest; opp: Linvala, Keeper of Silence", "Linvala"},
		{"me: Celestial Colonnade, Llanowar Elves, 2x Forest, 2x Island, Plains", "Celestial Colonnade's ability"},
	} {
		r := ask(t, "judge pay", "board", c.board, "card", "Myr Superion", "cost", "{2}")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) || !strings.Contains(r.Answer, "106.6") {
			t.Errorf("%s: %q", c.board, r.Answer)
		}
	}
}

// CR 605.1b, 205.3m, 601.2g: Elvish Guidance adds {G} for each Elf on the
// battlefield as its land is tapped for mana. Mutavault, tapped for its
// own {1}, is then a creature with all creature types, an Elf: the
// enchanted Forest makes {G}{G}, a summoning-sick Mutavault's too (it is
// tapped as a land), and with Llanowar Elves {G}{G}{G}. Mishra's Factory
// is no Elf; Guidance on Mutavault itself, or beside Elvish Archdruid too,
// the engine does not weigh.
func TestRule605_1bElvishGuidanceCountsLandMadeElf(t *testing.T) {
	for _, board := range []string{"me: Elvish Guidance (on Forest), Forest, Mutavault", "me: Elvish Guidance (on Forest), Forest, Mutavault (sick)"} {
		r := pay(t, board, "{G}{G}")
		wantPayable(t, r, true)
		if !strings.Contains(r.Answer, "tap Forest for {G}{G}") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	m := ask(t, "judge mana", "board", "me: Elvish Guidance (on Forest), Forest, Mutavault, Llanowar Elves (sick)")
	wantMostMana(t, m, 3)
	if m.MaxByType["G"] != 3 {
		t.Errorf("%v: %s", m.MaxByType, m.Answer)
	}
	// Dread Statuary is a Golem: Priest of Titania and Elvish Archdruid
	// are the Elves, nine mana in all.
	m = ask(t, "judge mana", "board", "me: Dread Statuary, Priest of Titania, Forest, Forest (sick), Elvish Archdruid, Elvish Guidance (on Forest)")
	wantMostMana(t, m, 9)
	r := pay(t, "me: Elvish Guidance (on Forest), Forest, Mishra's Factory", "{G}{G}")
	wantPayable(t, r, false)
	wantRefusedSaying(t, "me: Elvish Guidance (on Mutavault), Mutavault, Forest", "{G}{G}", "adds to the mana of Mutavault")
	wantRefusedSaying(t, "me: Elvish Guidance (on Forest), Forest, Mutavault, Elvish Archdruid", "{G}{G}{G}{G}{G}", "2 more mana")
}

// CR 118.3, 601.2g, 602.2: a "no" says how much the player can make,
// counting what a land made a creature first lets the other sources make,
// less its ability's {1}: Mutavault paying its own {1} is a creature for
// Gaea's Cradle and an Elf for Elvish Archdruid, Mishra's Factory an
// artifact for Tolarian Academy.
func TestRule118_3NoCountsLandsMadeCreaturesFirst(t *testing.T) {
	for _, c := range []struct{ board, cost, says string }{
		{"me: Gaea's Cradle, Mutavault", "{G}{G}", "you can make at most one {G}, and it needs two"},
		{"me: Tolarian Academy, Mishra's Factory", "{U}{U}", "you can make at most one {U}, and it needs two"},
		{"me: Elvish Archdruid, Mutavault", "{G}{G}{G}", "you can make at most two {G}, and it needs three"},
		{"me: Gaea's Cradle, Mutavault (tapped)", "{G}", "you can make no {G}"},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s %s: %q", c.board, c.cost, r.Answer)
		}
	}
	r := pay(t, "me: Gaea's Cradle, Mutavault", "{G}")
	wantPayable(t, r, true)
}
