package rules

import (
	"strings"
	"testing"
)

// Inline cards with the Oracle text of real cards, under names of their
// own (an inline card may not take a real card's name).
const (
	scalesText   = "[Test Scales: Enchantment — If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.]"
	menaceText   = "[Test Menace: Creature — Fungus 4/4 — If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.]"
	seasonText   = "[Test Season: Enchantment — If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.\nIf an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.]"
	cantCastText = "[Test Lock: Creature — Kithkin 2/2 — Creature spells can't be cast.]"
)

// outcomeEvents lists the events of each outcome, joined.
func outcomeEvents(r *Ruling) []string {
	var out []string
	for _, o := range r.Outcomes {
		out = append(out, strings.Join(o.Events, "; "))
	}
	return out
}

// CR 122.6: "Some spells and abilities refer to counters being put on an
// object. This refers to putting counters on that object while it's on
// the battlefield and also to an object that's given counters as it
// enters the battlefield." With Hardened Scales, a Walking Ballista cast
// with X = 2 enters with three counters.
func TestRule122_6CountersAsItEnters(t *testing.T) {
	r := ask(t, "judge enters", "card", "Walking Ballista", "x", "2", "board", "me: "+scalesText)
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 3 {
		t.Errorf("counters %v, want 3 +1/+1 (answer %s)", r.Counters, r.Answer)
	}
	wantRules(t, r, "122.6", "614.1c", "616.1")
	// An opponent's Hardened Scales does not apply to my creature.
	r = ask(t, "judge enters", "card", "Walking Ballista", "x", "2", "board", "opp: "+scalesText)
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("opponent's Scales: counters %v, want 2", r.Counters)
	}
	// Hardened Scales modifies only +1/+1 counters on creatures: not a
	// Chalice's charge counters.
	r = ask(t, "judge enters", "card", "Chalice of the Void", "x", "1", "board", "me: "+scalesText)
	if r.Counters["charge"] != 1 {
		t.Errorf("Chalice with Scales: counters %v, want 1 charge", r.Counters)
	}
	// "One or more": with X = 0 no counter would be put, so nothing is added.
	r = ask(t, "judge enters", "card", "Walking Ballista", "x", "0", "board", "me: "+scalesText)
	if r.Counters["+1/+1"] != 0 {
		t.Errorf("X = 0: counters %v, want none", r.Counters)
	}
}

// CR 616.1: "If two or more replacement and/or prevention effects are
// attempting to modify the way an event affects an object or player, the
// affected object's controller ... chooses one to apply". Hardened Scales
// then Corpsejack Menace gives (2+1)×2 = 6; the other order 2×2+1 = 5.
func TestRule616_1CountersReplacementOrder(t *testing.T) {
	r := ask(t, "judge enters", "card", "Walking Ballista", "x", "2", "board", "me: "+scalesText+", "+menaceText)
	wantUnderstood(t, r, true)
	got := outcomeEvents(r)
	want := []string{"Walking Ballista enters with 6 +1/+1 counters", "Walking Ballista enters with 5 +1/+1 counters"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("outcomes %q, want %q", got, want)
	}
	if r.Counters != nil {
		t.Errorf("counters %v: the count depends on the order", r.Counters)
	}
	// Identical effects commute: many copies are counted, not ordered.
	r = ask(t, "judge enters", "card", "Walking Ballista", "x", "1", "board", "me: 40x "+scalesText)
	if r.Counters["+1/+1"] != 41 {
		t.Errorf("40 Scales: counters %v, want 41", r.Counters)
	}
}

// CR 614.1c and Doubling Season: "If an effect would put one or more
// counters on a permanent you control, it puts twice that many" applies to
// every kind of counter a permanent enters with.
func TestRule614_1cDoublingSeasonChargeCounters(t *testing.T) {
	r := ask(t, "judge enters", "card", "Chalice of the Void", "x", "1", "board", "me: "+seasonText)
	wantUnderstood(t, r, true)
	if r.Counters["charge"] != 2 {
		t.Errorf("counters %v, want 2 charge", r.Counters)
	}
	// Doubling Season with Hardened Scales: 2+1 then doubled, or doubled
	// then plus one.
	r = ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: "+seasonText+", "+scalesText)
	got := outcomeEvents(r)
	want := []string{"Endless One enters with 5 +1/+1 counters", "Endless One enters with 6 +1/+1 counters"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("outcomes %q, want %q", got, want)
	}
}

// CR 202.3e: "X is treated as the number chosen for it while the object is
// on the stack." Chalice of the Void ruling 2021-03-19: the number of
// charge counters matters at the time the spell is cast. An opponent's
// Chalice with one counter counters Endless One cast with X = 1, which
// never enters (701.6a).
func TestRule202_3eChaliceCountersTheSpell(t *testing.T) {
	r := ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "opp: Chalice of the Void (1 charge)")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "countered") || !strings.Contains(r.Answer, "never enters") {
		t.Errorf("answer %q: want it countered, never entering", r.Answer)
	}
	if r.EtbX != nil || r.Counters != nil {
		t.Errorf("a countered spell has no etb X (%v) nor counters (%v)", r.EtbX, r.Counters)
	}
	wantInt(t, "mana_value_on_stack", r.ManaValueOnStack, 1)
	wantRules(t, r, "202.3e", "603.2", "701.6a")
	wantRuling(t, r, "Chalice of the Void", "2021-03-19")
	// X = 2: mana value 2, no trigger.
	r = ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "opp: Chalice of the Void (1 charge)")
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("X = 2: counters %v, want 2", r.Counters)
	}
	// Zero charge counters counter a spell of mana value 0.
	r = ask(t, "judge enters", "card", "Endless One", "x", "0", "board", "opp: Chalice of the Void")
	if !strings.Contains(r.Answer, "countered") {
		t.Errorf("X = 0 under Chalice at 0: %q", r.Answer)
	}
	// My own Chalice counters my spells too ("a player casts").
	r = ask(t, "judge enters", "card", "Hangarback Walker", "x", "1", "board", "me: Chalice of the Void (2 charge)")
	if !strings.Contains(r.Answer, "countered") {
		t.Errorf("my own Chalice: %q", r.Answer)
	}
	// Put onto the battlefield without being cast: nothing is cast, nothing
	// is countered.
	r = ask(t, "judge enters", "card", "Endless One", "x", "0", "cast", "false", "board", "opp: Chalice of the Void")
	if r.Counters == nil || strings.Contains(r.Answer, "countered") {
		t.Errorf("not cast: %q", r.Answer)
	}
}

// CR 601.3: "A player can begin to cast a spell only if a rule or effect
// allows that player to cast it and no rule or effect prohibits that
// player from casting it." A spell that can't be cast never enters.
func TestRule601_3CantBeCast(t *testing.T) {
	r := ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "opp: "+cantCastText)
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "can't be cast") || !strings.Contains(r.Answer, "never enters") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRules(t, r, "601.3", "101.2")
	// A creature-only lock does not stop Chalice of the Void.
	r = ask(t, "judge enters", "card", "Chalice of the Void", "x", "1", "board", "opp: "+cantCastText)
	if r.Counters["charge"] != 1 {
		t.Errorf("Chalice under a creature lock: %q", r.Answer)
	}
}

// A cast trigger the engine does not understand could counter the spell
// or change X, so it is refused; one whose condition excludes the spell
// is not (Unbound Flourishing's copy ability triggers only on instants,
// sorceries and activated abilities).
func TestRule603_2CastTriggerNotUnderstoodIsRefused(t *testing.T) {
	odd := "[Test Odd: Creature — Kithkin 2/2 — Whenever an opponent casts a spell, if no mana was spent to cast it, counter that spell.]"
	r := ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "opp: "+odd)
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Test Odd") {
		t.Errorf("answer %q: want the text named", r.Answer)
	}
	// Not cast: the trigger can't trigger.
	r = ask(t, "judge enters", "card", "Endless One", "x", "1", "cast", "false", "board", "opp: "+odd)
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "me: Unbound Flourishing")
	wantUnderstood(t, r, true)
}

// CR 107.1b allows any size of X; the engine counts to 10^12 and refuses
// past it rather than overflow: 63 Unbound Flourishings double X = 1 past
// any machine integer.
func TestRule107_3mXNeverOverflows(t *testing.T) {
	r := ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "me: 63x Unbound Flourishing")
	wantUnderstood(t, r, false)
	if strings.Contains(r.Answer, "-9223372036854775808") || !strings.Contains(r.Answer, "1000000000000") || !strings.Contains(r.Answer, "arbitrary precision") {
		t.Errorf("answer %q: want a refusal naming the bound", r.Answer)
	}
	for _, n := range []string{"64", "100"} {
		r = ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "me: "+n+"x Unbound Flourishing")
		wantUnderstood(t, r, false)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "me: 39x Unbound Flourishing")
	wantInt(t, "etb_x", r.EtbX, 1<<39)
	// X = 0 doubles to 0 however many there are.
	r = ask(t, "judge enters", "card", "Endless One", "x", "0", "board", "me: 100x Unbound Flourishing")
	wantInt(t, "etb_x", r.EtbX, 0)
	// Counters past the bound are refused too.
	r = ask(t, "judge enters", "card", "Endless One", "x", "1000000", "board", "me: 25x "+seasonText)
	wantUnderstood(t, r, false)
}

// CR 601.3 and Gaddock Teeg: "Noncreature spells with {X} in their mana
// costs can't be cast." stops Chalice of the Void, and not Hangarback
// Walker, a creature.
func TestRule601_3NoncreatureSpellsWithXCantBeCast(t *testing.T) {
	r := ask(t, "judge enters", "card", "Chalice of the Void", "x", "1", "board", "opp: Gaddock Teeg")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "can't be cast") || r.Counters["charge"] != 0 {
		t.Errorf("Chalice under Gaddock Teeg: %q, counters %v", r.Answer, r.Counters)
	}
	r = ask(t, "judge enters", "card", "Hangarback Walker", "x", "1", "board", "opp: Gaddock Teeg")
	if r.Counters["+1/+1"] != 1 {
		t.Errorf("Hangarback Walker under Gaddock Teeg: %q", r.Answer)
	}
}
