package rules

import (
	"strings"
	"testing"
)

// CR 202.3f: a hybrid mana symbol counts its largest component; 202.3g: a
// Phyrexian one counts 1.
func TestRule202_3fHybridManaValue(t *testing.T) {
	for _, c := range []struct {
		card string
		mv   int
	}{
		{"Reaper King", 10},  // {2/W}{2/U}{2/B}{2/R}{2/G}
		{"Kitchen Finks", 3}, // {1}{G/W}{G/W}
		{"Birthing Pod", 4},  // {3}{G/P}
	} {
		r := ask(t, "judge enters", "card", c.card, "x", "0")
		wantUnderstood(t, r, true)
		if r.ManaValue == nil || *r.ManaValue != c.mv || *r.ManaValueOnStack != c.mv {
			t.Errorf("%s: mana value %v, on the stack %v; want %d", c.card, r.ManaValue, r.ManaValueOnStack, c.mv)
		}
	}
}

// CR 702.43a, 702.58a, 702.32a, 702.63a: modular and graft N enter with N
// +1/+1 counters, fading N with N fade counters, vanishing N with N time
// counters; Hardened Scales adds one +1/+1 counter (614.1c).
func TestRule702_43aModularEntersWithCounters(t *testing.T) {
	for _, c := range []struct {
		card, board, kind string
		n                 int
	}{
		{"Arcbound Ravager", "", "+1/+1", 1},
		{"Arcbound Ravager", "me: Hardened Scales", "+1/+1", 2},
		{"Simic Initiate", "", "+1/+1", 1},
		{"Defender en-Vec", "", "fade", 4},
		{"Aven Riftwatcher", "", "time", 3},
	} {
		kv := []string{"card", c.card, "x", "0"}
		if c.board != "" {
			kv = append(kv, "board", c.board)
		}
		r := ask(t, "judge enters", kv...)
		wantUnderstood(t, r, true)
		if r.Counters[c.kind] != c.n {
			t.Errorf("%s (%s): counters %v, want %d %s", c.card, c.board, r.Counters, c.n, c.kind)
		}
	}
}

// CR 702.63a, 603.4: vanishing's upkeep trigger has an intervening "if": it
// triggers only while the permanent has a time counter; fading's (702.32a)
// always does. Neither changes a hand.
func TestRule702_63aVanishingAndFadingInTheUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Calciderm (2 time), Blastoderm (1 fade), Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	if len(r.Triggers) != 3 {
		t.Errorf("triggers %+v, want the Orrery's, vanishing's and fading's", r.Triggers)
	}
	wantRules(t, r, "702.63a", "702.32a")
	r = ask(t, "judge upkeep", "board", "me: Calciderm, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 {
		t.Errorf("no time counter: triggers %+v, want the Orrery's alone", r.Triggers)
	}
	// A permanent sacrificed may set off what leaves the battlefield.
	r = ask(t, "judge upkeep", "board", "me: Aven Riftwatcher (2 time), Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, false)
}

// CR 614.1c: "This creature enters with X +1/+1 counters on it" is a
// replacement effect; its X is the spell's (107.3m).
func TestRule614_1cEntersWithCountersIsAReplacement(t *testing.T) {
	r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "2")
	wantRules(t, r, "107.3m", "614.1c")
}

// CR 615: a prevention effect on damage dealt to the permanent itself
// (Protean Hydra, Ugin's Conjurant, Phantom Centaur) applies once it is on
// the battlefield; no damage is dealt as the spell is cast and enters.
func TestRule615PreventionOnItselfDoesNotBearOnEntering(t *testing.T) {
	for _, c := range []struct {
		card string
		n    int
	}{{"Protean Hydra", 3}, {"Ugin's Conjurant", 3}, {"Phantom Centaur", 3}} {
		r := ask(t, "judge enters", "card", c.card, "x", "3")
		wantUnderstood(t, r, true)
		if r.Counters["+1/+1"] != c.n {
			t.Errorf("%s: counters %v, want %d +1/+1", c.card, r.Counters, c.n)
		}
	}
}

// CR 509.1b: "can't be blocked" restricts blocking; no question has combat.
func TestRule509_1bCantBeBlockedBearsOnNoQuestion(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Phantom Warrior", "card", "Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Phantom Warrior, hand 0")
	wantUnderstood(t, r, true)
}

// CR 702.136a, 702.54a: riot and bloodthirst apply as their permanent
// enters, by a choice or by damage dealt this turn that no board records:
// enters stops; on the battlefield the board says its counters and haste.
func TestRule702_136aRiotAndBloodthirstOnlyAsItEnters(t *testing.T) {
	for _, card := range []string{"Gruul Spellbreaker", "Gorehorn Minotaurs"} {
		r := ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest")
		wantUnderstood(t, r, true)
		r = ask(t, "judge enters", "card", card, "x", "0")
		wantUnderstood(t, r, false)
	}
}

// CR 305.1, 305.9: a land is played, not cast: Chalice of the Void at zero
// counters does not counter Gemstone Mine, which enters with its counters.
func TestRule305_9LandIsPlayedNotCast(t *testing.T) {
	r := ask(t, "judge enters", "card", "Gemstone Mine", "x", "0", "board", "opp: Chalice of the Void")
	wantUnderstood(t, r, true)
	if r.Counters["mining"] != 3 {
		t.Errorf("counters %v, want 3 mining: a land is not a spell (%s)", r.Counters, r.Answer)
	}
	wantRules(t, r, "305.9")
	r = ask(t, "judge enters", "card", "Dryad Arbor", "x", "0", "board", "opp: [Test Bind: Enchantment — Creature spells can't be cast.]")
	if r.ManaValue == nil || r.Counters == nil {
		t.Errorf("Dryad Arbor is played, not cast: %s", r.Answer)
	}
	// Ward of Bones stops a land being played only by a player with more
	// lands than its controller (lands counts them); its creature spells
	// part does not touch a land played.
	r = ask(t, "judge enters", "card", "Dryad Arbor", "x", "0", "board", "me: Grizzly Bears, Grizzly Bears; opp: Ward of Bones")
	wantUnderstood(t, r, true)
	if !strings.HasPrefix(r.Answer, "Dryad Arbor enters") {
		t.Errorf("Dryad Arbor beside Ward of Bones: %s", r.Answer)
	}
}

// CR 304.4, 307.4: an instant or a sorcery can't enter the battlefield; its
// mana value counts X only on the stack (202.3e).
func TestRule304_4InstantNeverEnters(t *testing.T) {
	r := ask(t, "judge enters", "card", "Fireball", "x", "3")
	wantUnderstood(t, r, true)
	if *r.ManaValue != 1 || *r.ManaValueOnStack != 4 || r.Counters != nil {
		t.Errorf("mana value %d, on the stack %d, counters %v; want 1, 4, none", *r.ManaValue, *r.ManaValueOnStack, r.Counters)
	}
	wantRules(t, r, "307.4", "202.3e")
	r = ask(t, "judge enters", "card", "Lightning Bolt", "x", "0")
	wantRules(t, r, "304.4")
}

// Chalice of the Void's ruling of 2021-03-19, CR 601.2g-h, 605.3a: its
// ability triggers only if it is on the battlefield as the spell becomes
// cast; Krark-Clan Ironworks may sacrifice it for mana while the spell is
// cast, which the question does not say, so it can't rule. An opponent's
// Chalice its caster can't sacrifice counters the spell.
func TestRulingChaliceSacrificedWhileCasting(t *testing.T) {
	r := ask(t, "judge enters", "card", "Pili-Pala", "x", "0", "board", "me: Chalice of the Void (2 charge), Krark-Clan Ironworks")
	wantUnderstood(t, r, false)
	r = ask(t, "judge enters", "card", "Pili-Pala", "x", "0", "board", "me: Krark-Clan Ironworks; opp: Chalice of the Void (2 charge)")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "countered") {
		t.Errorf("answer %q", r.Answer)
	}
}
