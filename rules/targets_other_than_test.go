package rules

import (
	"strings"
	"testing"
)

// CR 115.1, 601.2c, 602.2b: "target creature other than Adarkar
// Valkyrie" can't be the ability's own permanent, as "another target
// creature" can't; "other than enchanted creature" and a player "other
// than its owner" are words the engine does not read, so they stop the
// answer where some permanent or player could still be chosen.
func TestRule115_1TargetOtherThanItself(t *testing.T) {
	cases := []struct {
		board, card, ability string
		legal                bool
		understood           bool
	}{
		{"me: Adarkar Valkyrie", "Adarkar Valkyrie", "2", false, true},
		{"me: Adarkar Valkyrie; opp: Slippery Bogle", "Adarkar Valkyrie", "2", false, true},
		{"me: Adarkar Valkyrie; opp: Grizzly Bears", "Adarkar Valkyrie", "2", true, true},
		{"me: Sorceress Queen", "Sorceress Queen", "1", false, true},
		{"me: Hisoka's Guard; opp: Grizzly Bears", "Hisoka's Guard", "2", false, true},
		{"me: Hisoka's Guard, Grizzly Bears", "Hisoka's Guard", "2", true, true},
		{"me: That Which Was Taken", "That Which Was Taken", "1", false, true},
		{"me: Kjeldoran Pride (on Grizzly Bears), Grizzly Bears", "Kjeldoran Pride", "3", false, false},
		{"me: Crown of Doom; opp: Leyline of Sanctity", "Crown of Doom", "2", false, false},
	}
	for _, c := range cases {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, c.understood)
		if c.understood {
			wantLegal(t, r, c.legal)
		}
	}
	r := ask(t, "judge activate", "board", "me: Adarkar Valkyrie", "card", "Adarkar Valkyrie", "ability", "2")
	if !strings.Contains(r.Answer, "\u201canother target creature\u201d") {
		t.Errorf("%q: want the target quoted as another", r.Answer)
	}
}

// CR 601.2c, 603.2: an Aura spell targets as it is cast, and what
// triggers on a permanent becoming a target (Phantasmal Bear, Horobi,
// Reality Smasher, Fblthp, Shimmering Glasskite) resolves before it and
// may leave it no legal target or counter it: the engine does not follow
// those triggers, so the answer stops. A creature spell targets nothing.
func TestRule601_2cAuraSpellSetsOffTargetTriggers(t *testing.T) {
	for _, c := range [][2]string{
		{"Pacifism", "opp: Phantasmal Bear"},
		{"Rancor", "me: Grizzly Bears; opp: Horobi, Death's Wail"},
		{"Rancor", "me: Grizzly Bears, hand 0; opp: Reality Smasher"},
		{"Pacifism", "opp: Fblthp, the Lost"},
		{"Pacifism", "opp: Shimmering Glasskite"},
	} {
		r := ask(t, "judge enters", "card", c[0], "board", c[1])
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "becomes the target") {
			t.Errorf("%s beside %s: %q", c[0], c[1], r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Grizzly Bears", "board", "opp: Phantasmal Bear"), true)
	wantUnderstood(t, ask(t, "judge enters", "card", "Pacifism", "board", "opp: Grizzly Bears"), true)
}

// CR 611.2a, 702.16b: Council Guardian's voted protection, given as it
// entered, lasts; the board does not say which colors, so a target that
// could be it stops the answer.
func TestRule611_2aVotedProtectionLasts(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Royal Assassin; opp: Council Guardian (tapped)", "card", "Royal Assassin")
	wantUnderstood(t, r, false)
	r = ask(t, "judge activate", "board", "me: Royal Assassin; opp: Grizzly Bears (tapped)", "card", "Royal Assassin")
	wantLegal(t, r, true)
}

// CR 603.2, 603.3b, 400.7: a trigger on a permanent entering that untaps
// (Intruder Alarm) changes whether what enters tapped stays tapped, and one
// that may take it from the battlefield (Aether Flash) may resolve before
// Amulet of Vigor's: then Amulet untaps it only if it stays.
func TestRule603_3bEnteringTriggersBesideAnUntapper(t *testing.T) {
	r := ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: Intruder Alarm; opp: Kismet")
	wantUnderstood(t, r, false)
	r = ask(t, "judge enters", "card", "Llanowar Elves", "board", "me: Amulet of Vigor; opp: Kismet, Aether Flash")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "if it stays on the battlefield, Amulet of Vigor's ability untaps it") {
		t.Errorf("%q", r.Answer)
	}
	wantRules(t, r, "603.3b", "400.7")
	r = ask(t, "judge enters", "card", "Llanowar Elves", "board", "me: Amulet of Vigor; opp: Kismet")
	if !strings.Contains(r.Answer, "It enters tapped, and Amulet of Vigor's ability untaps it") {
		t.Errorf("%q", r.Answer)
	}
}

// CR 118.8, 601.2h, 119.4, 704.5a: a spell's additional cost of life is
// paid with its mana: each way pays it, the headline says it, and where it
// leaves the caster at 0 life, that they then lose.
func TestRule118_8AdditionalLifeCostInEachWay(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Swamp, Swamp, life 20", "card", "Withering Boon", "cost", "{1}{B}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 || r.Payments[0].Life != 3 {
		t.Fatalf("payments %+v: want one paying 3 life", r.Payments)
	}
	if !strings.Contains(r.Answer, "and pay 3 life for its additional cost") {
		t.Errorf("%q", r.Answer)
	}
	wantRules(t, r, "118.8")
	r = ask(t, "judge pay", "board", "me: Swamp, Swamp, life 3", "card", "Withering Boon", "cost", "{1}{B}")
	wantPayable(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("%q: want the loss", r.Answer)
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Swamp, Swamp, life 2", "card", "Withering Boon", "cost", "{1}{B}"), false)
}
