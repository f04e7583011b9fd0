package rules

import (
	"testing"
)

// CR 611.3a: a static ability's effect applies at any moment to what its
// text says. Warden of the Wall's "As long as it's not your turn, Warden
// of the Wall is a 2/3 Gargoyle artifact creature with flying." does
// nothing on its controller's turn (the board's turn, `me` where it says
// none): it is an artifact, not a creature, and taps for {C} written sick
// or not. On another player's turn it is an artifact creature (205.1b),
// and its {T} ability needs its controller to have controlled it since
// their most recent turn began (302.6): written sick, it can't be tapped;
// otherwise it taps for {C} (its ruling of 2011-01-22: it keeps the
// ability).
func TestRule611_3aWardenOfTheWallOnEachTurn(t *testing.T) {
	for _, board := range []string{
		"me: Warden of the Wall",
		"me: Warden of the Wall (sick)",
		"me: Warden of the Wall; turn: opp",
		"me: Warden of the Wall; turn: me; step: end",
	} {
		r := ask(t, "judge tap", "board", board, "card", "Warden of the Wall")
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
		wantMana(t, r, "{C}")
		wantRules(t, r, "611.3a")
	}
	r := ask(t, "judge tap", "board", "me: Warden of the Wall; turn: opp", "card", "Warden of the Wall")
	if !stepSays(r, "applies now", "not its controller's turn") || !stepSays(r, "2/3 Gargoyle creature") {
		t.Errorf("Warden of the Wall on another player's turn: steps\n%s", stepsText(r))
	}
	r = ask(t, "judge tap", "board", "me: Warden of the Wall (sick); turn: opp", "card", "Warden of the Wall")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "302.6")
	// Gideon Blackblade's "As long as it's your turn, … is a 4/4 Human
	// Soldier creature with indestructible that's still a planeswalker."
	// is not read: on its controller's turn it stops the answer, on
	// another's it does nothing.
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Gideon Blackblade, Forest", "card", "Forest"), false)
	r = ask(t, "judge tap", "board", "me: Gideon Blackblade, Forest; turn: opp", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	// Two sentences, each with its own condition (Angry Mob), are not
	// read as one.
	if a := Compile(mustCard(t, "Angry Mob")); a[1].While != nil {
		t.Errorf("Angry Mob's two conditions read as one: %+v", a[1].While)
	}
}

// CR 205.1a, 302.6: Arixmethes, Slumbering Isle's "As long as Arixmethes
// has a slumber counter on it, it's a land. (It's not a creature.)" does
// nothing without slumber counters: it is a creature, which taps for
// {G}{U} unless written sick. With one, it is a land and no creature, and
// its {T} ability needs no time under its controller's control (its
// ruling of 2018-07-13): written sick, it taps for {G}{U}. Beside another
// effect that changes types (Blood Moon), or where counters may be put or
// removed as mana is made (Gemstone Mine), the answer stops.
func TestRule205_1aArixmethesIsALandWithSlumberCounters(t *testing.T) {
	for _, board := range []string{
		"me: Arixmethes, Slumbering Isle",
		"me: Arixmethes, Slumbering Isle (5 slumber)",
		"me: Arixmethes, Slumbering Isle (sick, 5 slumber)",
		"me: Arixmethes, Slumbering Isle (sick, 1 slumber); turn: opp",
	} {
		r := ask(t, "judge tap", "board", board, "card", "Arixmethes, Slumbering Isle")
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
		wantMana(t, r, "{U}{G}")
		wantRules(t, r, "611.3a")
	}
	r := ask(t, "judge tap", "board", "me: Arixmethes, Slumbering Isle (sick, 5 slumber)", "card", "Arixmethes, Slumbering Isle")
	wantRules(t, r, "205.1a", "302.6")
	r = ask(t, "judge tap", "board", "me: Arixmethes, Slumbering Isle (sick)", "card", "Arixmethes, Slumbering Isle")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "302.6")
	r = ask(t, "judge tap", "board", "me: Arixmethes, Slumbering Isle (tapped, 5 slumber)", "card", "Arixmethes, Slumbering Isle")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge mana", "board", "me: Arixmethes, Slumbering Isle (sick, 5 slumber), Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
	for _, board := range []string{
		"me: Arixmethes, Slumbering Isle (5 slumber), Blood Moon",
		"me: Arixmethes, Slumbering Isle (5 slumber), Mycosynth Lattice",
	} {
		wantUnderstood(t, ask(t, "judge tap", "board", board, "card", "Arixmethes, Slumbering Isle"), false)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Arixmethes, Slumbering Isle (sick, 5 slumber), Gemstone Mine (3 mining)"), false)
}
