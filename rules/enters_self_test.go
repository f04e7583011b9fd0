package rules

import (
	"strings"
	"testing"
)

// CR 614.1c, 614.12: what a permanent enters with, and a replacement of
// its own entering, apply only as it enters. On the battlefield they do
// nothing: Mox Diamond and Everflowing Chalice tap for their mana, and a
// Crypt Ghast's extort (702.101a, a trigger on casting a spell) changes
// no mana. Asked as the card enters, what the engine does not read stops
// the answer.
func TestRule614_12SelfEnteringTextBearsOnlyAsItEnters(t *testing.T) {
	cases := []struct{ board, card, mana string }{
		{"me: Mox Diamond", "Mox Diamond", "{W}"},
		{"me: Everflowing Chalice (2 charge)", "Everflowing Chalice", "{C}{C}"},
		{"me: Swamp, Crypt Ghast", "Swamp", "{B}{B}"},
		{"me: Reliquary Tower", "Reliquary Tower", "{C}"},
		{"me: Forest, Academy Drake", "Forest", "{G}"},
	}
	for _, c := range cases {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		found := false
		for _, o := range r.Outcomes {
			found = found || o.Mana != nil && *o.Mana == c.mana
		}
		if !found {
			t.Errorf("%s: outcomes %+v, want %s among them", c.board, r.Outcomes, c.mana)
		}
	}
	for _, card := range []string{"Mox Diamond", "Everflowing Chalice", "Academy Drake"} {
		r := ask(t, "judge enters", "card", card, "x", "0")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, card) {
			t.Errorf("enters %s: answer %q does not name it", card, r.Answer)
		}
	}
	// Extort triggers as a spell is cast: the enters question of a cast
	// spell is where it can happen, and it bears where its drain could
	// end the game before the spell resolves (an opponent at 1 life);
	// otherwise the life it moves changes nothing enters asks.
	r := ask(t, "judge enters", "board", "me: Crypt Ghast; opp: life 1", "card", "Hangarback Walker", "x", "2")
	wantUnderstood(t, r, false)
	r = ask(t, "judge enters", "board", "me: Crypt Ghast", "card", "Hangarback Walker", "x", "2")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "board", "me: Crypt Ghast", "card", "Hangarback Walker", "x", "2", "cast", "false")
	wantUnderstood(t, r, true)
}

// CR 113.6g: "can't be countered" functions on the stack. On the
// battlefield it changes nothing; as the spell is cast, Chalice of the
// Void's ability still triggers but can't counter it (101.2).
func TestRule113_6gCantBeCounteredFunctionsOnTheStack(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Thrun, the Last Troll", "card", "Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Thrun, the Last Troll", "x", "0")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Thrun, the Last Troll", "x", "0", "cast", "false")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Mistcutter Hydra", "x", "2", "board", "opp: Chalice of the Void (3 charge)")
	wantUnderstood(t, r, true)
	wantRules(t, r, "113.6g")
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("counters %v, want 2 +1/+1: Chalice can't counter it (%s)", r.Counters, r.Answer)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "3", "board", "opp: Chalice of the Void (3 charge)")
	if r.Counters != nil {
		t.Errorf("Endless One X=3 under Chalice at 3: countered, yet counters %v (%s)", r.Counters, r.Answer)
	}
}

// A combat keyword granted under a condition the engine does not read
// ("has trample as long as it has ten or more +1/+1 counters on it")
// changes no X, counter or mana value (CR 107.3m, 202.3e).
func TestRule107_3mPrimordialHydraEnters(t *testing.T) {
	r := ask(t, "judge enters", "card", "Primordial Hydra", "x", "3")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 3 || *r.ManaValue != 2 || *r.ManaValueOnStack != 5 {
		t.Errorf("counters %v, mana value %d, on the stack %d; want 3 +1/+1, 2, 5", r.Counters, *r.ManaValue, *r.ManaValueOnStack)
	}
}

// CR 302.6, 702.10c: Thousand-Year Elixir lets its controller activate
// the {T} abilities of their creatures as though they had haste; another
// player's Elixir does not.
func TestRule302_6ActivateAsThoughItHadHaste(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Thousand-Year Elixir, Llanowar Elves (sick)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantRules(t, r, "302.6", "702.10c")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (sick); opp: Thousand-Year Elixir", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
}

// CR 614.1c–d: entering tapped and entering with counters are two
// replacements of one entering, and joined in one sentence ("Sphere of
// the Suns enters the battlefield tapped and with three charge counters on
// it") they still apply only as the permanent enters; joined to not
// untapping in its controller's untap step (Leviathan, 502.3) they act
// where no question is asked. On the battlefield the board says whether
// it is tapped and its counters; asked as the card enters, the counters
// are read.
func TestRule614_1cEntersTappedJoinedToCountersOrUntapStep(t *testing.T) {
	for _, card := range []string{"Sphere of the Suns", "Leviathan", "Traxos, Scourge of Kroog"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, Sphere of the Suns"), true)
	// Leviathan's own upkeep trigger still bears on the upkeep.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, Leviathan"), false)
	r := ask(t, "judge mana", "board", "me: Forest, Sphere of the Suns (2 charge)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("Sphere of the Suns with 2 charge counters beside a Forest: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Sphere of the Suns", "x", "0")
	wantUnderstood(t, r, true)
	if r.Counters["charge"] != 3 {
		t.Errorf("Sphere of the Suns enters with %v, want 3 charge counters", r.Counters)
	}
}

// CR 614.12, 614.1c–d: a replacement of a permanent's own entering
// (Sheltered Valley: "If Sheltered Valley would enter the battlefield,
// instead sacrifice each other permanent named Sheltered Valley you
// control, then put Sheltered Valley onto the battlefield") and what is
// done once as it enters (Overlaid Terrain: "As Overlaid Terrain enters
// the battlefield, sacrifice all lands you control"; Heightened
// Awareness discards a hand, Devouring Hellion sacrifices creatures for
// its counters, Archangel of Strife's players choose) apply only as that
// permanent enters: on the battlefield the board says what came of them,
// and they bear on no question but enters about that card. What lasts
// ("You lose the game when that creature leaves the battlefield") still
// bears.
func TestRule614_12OwnEnteringDoneOnce(t *testing.T) {
	for _, card := range []string{"Heightened Awareness", "Devouring Hellion", "Archangel of Strife", "Thief of Blood", "Emissary of Grudges"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, "+card), true)
	}
	r := ask(t, "judge mana", "board", "me: Forest, Sheltered Valley")
	wantUnderstood(t, r, true)
	wantMana(t, ask(t, "judge tap", "board", "me: Sheltered Valley", "card", "Sheltered Valley"), "{C}")
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Sheltered Valley, Overlaid Terrain"), true)
	r = ask(t, "judge mana", "board", "me: Forest, Overlaid Terrain")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("a Forest beside Overlaid Terrain: %s", r.Answer)
	}
	for _, card := range []string{"Sheltered Valley", "Overlaid Terrain", "Devouring Hellion"} {
		r := ask(t, "judge enters", "card", card, "x", "0")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "as this enters") && !strings.Contains(r.Answer, "own entering") {
			t.Errorf("enters %s: %s", card, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Form of the Squirrel"), false)
}
