package rules

import (
	"strings"
	"testing"
)

// CR 603.2, Torpor Orb's and Hushwing Gryff's rulings: "If a creature
// enters the battlefield tapped and under your control, Amulet of Vigor
// would not trigger." A creature with that effect entering tapped stops
// the trigger itself (Tocatli Honor Guard's ruling: "abilities that would
// trigger when Tocatli Honor Guard itself enters"), and so does Torpor
// Orb entering as a creature under March of the Machines.
func TestRule603_2CreatureEnteringWithTorporEffectStopsAmulet(t *testing.T) {
	for _, c := range []struct{ card, board string }{
		{"Hushwing Gryff", "me: Amulet of Vigor; opp: Kismet"},
		{"Tocatli Honor Guard", "me: Amulet of Vigor; opp: Blind Obedience"},
		{"Torpor Orb", "me: Amulet of Vigor, March of the Machines; opp: Kismet"},
		{"Amulet of Vigor", "opp: Kismet; me: Torpor Orb, March of the Machines"},
	} {
		r := ask(t, "judge enters", "board", c.board, "card", c.card, "x", "0")
		if !r.Understood || r.EntersTapped == nil || !*r.EntersTapped || strings.Contains(r.Answer, "untaps it") {
			t.Errorf("%s beside %s: %s, want it to enter tapped and stay tapped", c.card, c.board, r.Answer)
		}
	}
	r := ask(t, "judge enters", "board", "me: Amulet of Vigor; opp: Kismet", "card", "Grizzly Bears", "x", "0")
	if !strings.Contains(r.Answer, "untaps it") {
		t.Errorf("Grizzly Bears: %s, want Amulet to untap it", r.Answer)
	}
}

// CR 614.12, 101.2: a permanent's own "can't have counters put on it"
// applies as it enters. Melira's Keepers' ruling: "If Melira's Keepers
// would enter the battlefield with a counter on it, it simply enters the
// battlefield without that counter"; Tatterkite's the same.
func TestRule614_12OwnNoCountersAppliesAsItEnters(t *testing.T) {
	for _, c := range []struct{ card, board string }{
		{"Melira's Keepers", "me: Bramblewood Paragon, Hardened Scales"},
		{"Tatterkite", "me: Metallic Mimic (named Scarecrow), Doubling Season, Hardened Scales"},
	} {
		r := ask(t, "judge enters", "board", c.board, "card", c.card, "x", "0")
		if !r.Understood || r.Counters["+1/+1"] != 0 || len(r.Outcomes) > 1 {
			t.Errorf("%s: %s (counters %v), want none", c.card, r.Answer, r.Counters)
		}
	}
}

// CR 119.4, 104.3b, 101.2: a shock land's 2 life paid at 2 life leaves
// the player at 0, and Platinum Angel keeps them in the game: the step
// says so, not that they lose.
func TestRule101_2ShockLandLifeBesideCantLose(t *testing.T) {
	r := ask(t, "judge enters", "board", "me: life 2, Platinum Angel", "card", "Watery Grave", "x", "0")
	text := ""
	for _, s := range r.Steps {
		text += s.Text + "\n"
	}
	if !strings.Contains(text, "you don't lose the game, by Platinum Angel") || strings.Contains(text, "loses the game the next time") {
		t.Errorf("steps:\n%s", text)
	}
}

// Dodecapod's "If a spell or ability an opponent controls causes you to
// discard Dodecapod, put it onto the battlefield with two +1/+1 counters
// on it": put onto the battlefield without being cast, it enters with
// them or without them as the way it came says, which the question does
// not (614.1c): the answer stops. Cast, it enters with none.
func TestRule614_1cOwnDiscardCountersStopCastFalse(t *testing.T) {
	r := ask(t, "judge enters", "card", "Dodecapod", "x", "0", "cast", "false")
	if r.Understood {
		t.Errorf("cast:false: %s, want a refusal", r.Answer)
	}
	// Solemnity keeps the counters off however it came.
	r = ask(t, "judge enters", "board", "me: Solemnity", "card", "Dodecapod", "x", "0", "cast", "false")
	if !r.Understood {
		t.Errorf("cast:false beside Solemnity: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Dodecapod", "x", "0")
	if !r.Understood || len(r.Counters) > 0 && r.Counters["+1/+1"] != 0 {
		t.Errorf("cast: %s", r.Answer)
	}
}

// CR 704.3, 603.3, 400.7: where whether it stays on the battlefield is not
// worked out (Multani's power and toughness beside empty hands), Amulet of
// Vigor's trigger is said to untap it only if it stays.
func TestRule603_3UntapperOnlyIfItStays(t *testing.T) {
	r := ask(t, "judge enters", "board", "me: Amulet of Vigor, hand 0; opp: Kismet, hand 0", "card", "Multani, Maro-Sorcerer", "x", "0")
	if !r.Understood || !strings.Contains(r.Answer, "It enters tapped, and if it stays on the battlefield, Amulet of Vigor's ability untaps it.") {
		t.Errorf("Multani: %s", r.Answer)
	}
	r = ask(t, "judge enters", "board", "me: Amulet of Vigor; opp: Kismet", "card", "Grizzly Bears", "x", "0")
	if !r.Understood || !strings.Contains(r.Answer, "It enters tapped, and Amulet of Vigor's ability untaps it.") {
		t.Errorf("Grizzly Bears: %s", r.Answer)
	}
}
