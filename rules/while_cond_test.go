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

// CR 611.3a, 805.4: the upkeep asked about may be of another player's
// turn than the board's: whether "it's your turn" holds then is not what
// the board shows, and a text with that condition stops the answer; of
// the board's own turn, it is read as the board shows it.
func TestRule611_3aTurnConditionInAnotherTurnsUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Warden of the Wall; opp: Forest", "player", "opp")
	wantUnderstood(t, r, false)
	if !rulingSays(r, "another player's turn than the upkeep asked about") {
		t.Errorf("Warden of the Wall in the opponent's upkeep: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Warden of the Wall; opp: Forest", "player", "me"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Warden of the Wall; opp: Forest; turn: opp", "player", "opp"), true)
}

// CR 611.3a, 613.4c, 704.5f: Glory of Warfare's "As long as it's your
// turn, creatures you control get +2/+0." and "As long as it's not your
// turn, creatures you control get +0/+2." apply each on its own turns:
// Marwyn, the Nurturer with three +1/+1 counters adds six {G} on its
// controller's turn and four on another's. Vibrating Sphere's "-0/-2" on
// another's turn puts Llanowar Elves into its owner's graveyard.
func TestRule611_3aBoostsOnTheirTurns(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Marwyn, the Nurturer (3 +1/+1), Glory of Warfare")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 6)
	r = ask(t, "judge mana", "board", "me: Marwyn, the Nurturer (3 +1/+1), Glory of Warfare; turn: opp", "player", "me")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 4)
	r = ask(t, "judge mana", "board", "me: Forest, Vibrating Sphere, Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
	r = ask(t, "judge mana", "board", "me: Forest, Vibrating Sphere, Llanowar Elves; turn: opp", "player", "me")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
	wantRules(t, r, "704.5f")
}
