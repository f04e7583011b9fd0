package rules

import (
	"strings"
	"testing"
)

// CR 613.1f, 613.4b: Humility's creatures lose all abilities in layer 6,
// mana abilities included (Humility's ruling of 2007-02-01: "This
// includes mana abilities. Animated lands will also lose the ability to
// tap for mana"), and are 1/1 in layer 7b, under counters (7d).
func TestRule613_1fHumilityCreaturesLoseAllAbilities(t *testing.T) {
	for _, c := range []struct {
		board string
		max   int
	}{
		{"me: Llanowar Elves, Forest, Humility", 1},
		{"me: Dryad Arbor, Humility", 0},
		{"me: Llanowar Elves, Birds of Paradise, Kasmina's Transmutation (on Llanowar Elves)", 1},
		// Not a creature, Mishra's Factory keeps its abilities.
		{"me: Mishra's Factory, Humility", 1},
		// A 1/1 with a -1/-1 counter is 0/0 and dies: Gaea's Cradle
		// counts no creature.
		{"me: Gaea's Cradle, Grizzly Bears (1 -1/-1), Humility", 0},
		{"me: Gaea's Cradle, Grizzly Bears, Humility", 1},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.max {
			t.Errorf("%s: max mana %v, want %d: %s", c.board, r.MaxMana, c.max, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Llanowar Elves, Humility", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal {
		t.Errorf("legal %v, want false: %s", r.Legal, r.Answer)
	}
	wantRules(t, r, "613.1f", "613.4b")
	// Dark Confidant loses its upkeep trigger.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Dark Confidant, Humility")
	wantUnderstood(t, r, true)
	for _, o := range r.Outcomes {
		for _, ev := range o.Events {
			if strings.Contains(ev, "Dark Confidant") {
				t.Errorf("outcome event %q: Dark Confidant has no ability under Humility", ev)
			}
		}
	}
}

// CR 613.7: where the order of the effects decides and the board does not
// record the timestamps, the engine says so: an ability granted to the
// creatures Humility affects; a card entering that another effect would
// make a creature with other power and toughness.
func TestRule613_7HumilityTimestampsRefuse(t *testing.T) {
	for _, c := range [][]string{
		{"judge mana", "board", "me: Llanowar Elves, Humility, Cryptolith Rite"},
		{"judge enters", "card", "Chalice of the Void", "x", "2", "board", "me: Humility, March of the Machines"},
	} {
		r := ask(t, c[0], c[1:]...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Humility") {
			t.Errorf("%v: answer %q: want Humility named", c, r.Answer)
		}
	}
}

// CR 613.7, 613.4b: another effect that sets the same power and toughness
// in layer 7b as Humility (Living Plane's and Kormus Bell's 1/1) gives
// them in either timestamp order, so the lands it animates are 1/1
// creatures with no abilities, their mana abilities included (Humility's
// ruling of 2007-02-01), where each was refused as an order of effects
// the board does not record; beside Nature's Revolt's 2/2 the Forest is
// 1/1 or 2/2, above 0 either way.
func TestRule613_7SamePowerToughnessInEitherOrder(t *testing.T) {
	for _, c := range []struct {
		board string
		max   int
	}{
		{"me: Forest, Living Plane, Humility", 0},
		{"me: Forest, Island, Living Lands, Humility", 1},
		{"me: Forest, Living Plane, Humility, Gaea's Cradle", 0},
		// A second Humility sets the same 1/1 as the first: Sol Ring,
		// a creature by March of the Machines, is 1/1 or its mana value
		// 1 in any order, with no abilities.
		{"me: 2x Humility, Sol Ring, March of the Machines", 0},
		{"me: 2x Humility, Forest, Living Plane", 0},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.max {
			t.Errorf("%s: max mana %v, want %d: %s", c.board, r.MaxMana, c.max, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Swamp (1 -1/-1), Kormus Bell, Humility")
	wantUnderstood(t, r, true)
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "Swamp is 1/1 by Humility's effect, with 1 -1/-1 counter on it, so its toughness is 0") {
		t.Errorf("steps %q: want the Swamp put into the graveyard as a 0/0", stepTexts(r))
	}
	// Nature's Revolt's 2/2 and Humility's 1/1 apply in an order the
	// board does not record; above 0 either way, the Forest stays, with
	// no mana ability (613.7).
	r = ask(t, "judge mana", "board", "me: Forest, Nature's Revolt, Humility")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("Nature's Revolt beside Humility: max mana %v, want 0: %s", r.MaxMana, r.Answer)
	}
}

// CR 614.12, 613.1f: a card that would be a creature on the battlefield
// under Humility enters without the abilities it loses there, so an
// ability that says it enters with counters does not apply: Hangarback
// Walker cast with X = 2 enters with no +1/+1 counter and stays as a 1/1,
// Walking Ballista too, Maro with no cards in hand is a 1/1 and stays; a
// noncreature Chalice of the Void keeps its charge counters. Each refused
// as an effect enters did not work out.
func TestCR614_12CreatureEnteringUnderHumilityHasNoCounters(t *testing.T) {
	for _, c := range []struct {
		card, x, board string
		counters       map[string]int
	}{
		{"Hangarback Walker", "2", "me: Humility", map[string]int{"+1/+1": 0}},
		{"Hangarback Walker", "2", "me: Humility, Hardened Scales", map[string]int{"+1/+1": 0}},
		{"Walking Ballista", "3", "opp: Humility", map[string]int{"+1/+1": 0}},
		{"Chalice of the Void", "2", "opp: Humility", map[string]int{"charge": 2}},
		{"Hangarback Walker", "2", "me: Grizzly Bears, Kasmina's Transmutation (on Grizzly Bears)", map[string]int{"+1/+1": 2}},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", c.x, "board", c.board)
		wantUnderstood(t, r, true)
		for k, n := range c.counters {
			if r.Counters[k] != n {
				t.Errorf("%s X=%s beside %s: counters %v, want %d %s: %s", c.card, c.x, c.board, r.Counters, n, k, r.Answer)
			}
		}
		if strings.Contains(r.Answer, "dies") {
			t.Errorf("%s beside %s: %s, want it to stay as a 1/1", c.card, c.board, r.Answer)
		}
	}
	for _, c := range [][]string{
		{"Hangarback Walker", "0", "me: Humility"},
		{"Maro", "0", "me: hand 0, Humility"},
	} {
		r := ask(t, "judge enters", "card", c[0], "x", c[1], "board", c[2])
		wantUnderstood(t, r, true)
		if strings.Contains(r.Answer, "dies") {
			t.Errorf("%s beside %s: %s, want it to stay as a 1/1", c[0], c[2], r.Answer)
		}
		wantRules(t, r, "614.12", "613.1f")
	}
}

// CR 302.6, 613.7: haste matters only to a creature's own {T} abilities,
// and a creature that loses all abilities to Humility has none, so haste
// given by Fires of Yavimaya or written on the board gives the same
// answers in either timestamp order: Llanowar Elves makes no mana, where
// each was refused as an order of effects the board does not record. An
// ability with {T} granted beside it (Cryptolith Rite's) still refuses.
func TestCR302_6HasteBesideHumilityChangesNoAnswer(t *testing.T) {
	for _, board := range []string{
		"me: Llanowar Elves (sick, haste), Humility, Forest",
		"me: Llanowar Elves (sick), Humility, Fires of Yavimaya, Forest",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: max mana %v, want 1: %s", board, r.MaxMana, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Llanowar Elves (sick), Humility, Fires of Yavimaya, Cryptolith Rite"), false)
}

// CR 613.1f, 613.6, 613.7: Humility made a creature by Opalescence is one
// of the creatures its own effect applies to: every creature, Humility
// included, loses all abilities in layer 6 whatever the timestamps (the
// effect, begun, still applies), and only the power and toughness of the
// enchantment creatures in layer 7b depend on them, 1/1 or their mana
// value, above 0 either way; March of the Machines' artifact creatures
// the same. So Llanowar Elves and Heartbeat of Spring make no mana, and
// Gaea's Cradle counts Humility, where each was refused; what reads
// their exact power still refuses.
func TestRule613_6HumilityBesideOpalescenceLosesAbilitiesEitherWay(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Llanowar Elves, Humility, Opalescence")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("max mana %v, want 0 (answer: %s)", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Humility, March of the Machines, Sol Ring")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("max mana %v, want 1 (answer: %s)", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest, Opalescence, Humility, Heartbeat of Spring", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Opalescence, Humility, Heartbeat of Spring", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
	wantRules(t, r, "613.7")
}
