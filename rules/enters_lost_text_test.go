package rules

import (
	"strings"
	"testing"
)

// CR 614.12, 305.7: a nonbasic land entering while Blood Moon is on the
// battlefield is a Mountain as it enters and has lost the abilities of its
// rules text before they can apply (Blood Moon's ruling of 2020-08-07):
// Vivid Crag enters without charge counters and Gemstone Mine without
// mining counters. They were answered with 2 and 3. An effect that only
// adds a land type (Urborg) takes no ability away; where timestamps the
// board does not record decide it, the answer is a refusal.
func TestRule614_12LandEntersUnderBloodMoon(t *testing.T) {
	for _, c := range []struct {
		card, board, kind string
		want              int
	}{
		{"Vivid Crag", "me: Blood Moon", "charge", 0},
		{"Vivid Crag", "opp: Blood Moon", "charge", 0},
		{"Gemstone Mine", "me: Blood Moon, Doubling Season", "mining", 0},
		{"Gemstone Mine", "me: Celestial Dawn", "mining", 0},
		{"Gemstone Mine", "me: Urborg, Tomb of Yawgmoth", "mining", 3},
		{"Gemstone Mine", "me: Urborg, Tomb of Yawgmoth, Blood Moon", "mining", 0},
		{"Gemstone Mine", "opp: Celestial Dawn", "mining", 3},
		{"Vivid Crag", "", "charge", 2},
	} {
		args := []string{"card", c.card, "x", "0"}
		if c.board != "" {
			args = append(args, "board", c.board)
		}
		r := ask(t, "judge enters", args...)
		wantUnderstood(t, r, true)
		if got, ok := r.Counters[c.kind]; !ok || got != c.want {
			t.Errorf("%s with %q: counters %v, want %d %s", c.card, c.board, r.Counters, c.want, c.kind)
		}
		if c.want == 0 {
			wantRules(t, r, "614.12", "305.7")
		}
	}
	r := ask(t, "judge enters", "card", "Vivid Crag", "x", "0", "board", "me: Blood Moon")
	if len(r.Rulings) == 0 || r.Rulings[0].Card != "Blood Moon" {
		t.Errorf("rulings %+v, want Blood Moon's", r.Rulings)
	}
	r = ask(t, "judge enters", "card", "Gemstone Mine", "x", "0", "board", "me: Celestial Dawn")
	if len(r.Rulings) == 0 || r.Rulings[0].Card != "Celestial Dawn" {
		t.Errorf("rulings %+v, want Celestial Dawn's", r.Rulings)
	}
}

// CR 704.5f, 704.3: a creature that enters as a 0/0 with no counters
// (Walking Ballista cast with X = 0, Endless One put onto the battlefield)
// is put into its owner's graveyard by a state-based action before anyone
// gets priority; the answer said only that it enters with no counters. An
// effect that raises its toughness (Glorious Anthem) keeps it.
func TestRule704_5fEntersAsZeroZero(t *testing.T) {
	for _, c := range []struct {
		args []string
		dies bool
	}{
		{[]string{"card", "Walking Ballista", "x", "0"}, true},
		{[]string{"card", "Hangarback Walker", "x", "0", "board", "me: Hardened Scales"}, true},
		{[]string{"card", "Endless One", "x", "3", "cast", "false"}, true},
		{[]string{"card", "Endless One", "x", "3", "cast", "false", "board", "me: Glorious Anthem"}, false},
		{[]string{"card", "Walking Ballista", "x", "1"}, false},
		{[]string{"card", "Chalice of the Void", "x", "0"}, false},
	} {
		r := ask(t, "judge enters", c.args...)
		wantUnderstood(t, r, true)
		if got := strings.Contains(r.Answer, "then dies"); got != c.dies {
			t.Errorf("%v: answer %q, dies %v", c.args, r.Answer, c.dies)
		}
		if c.dies {
			wantRules(t, r, "704.5f")
		}
		if n := len(strings.Fields(r.Answer)); n > 25 {
			t.Errorf("%v: answer of %d words", c.args, n)
		}
	}
}

// CR 614.12, 305.7 and Magus of the Moon's ruling of 2017-09-29: a
// nonbasic land entering beside Magus of the Moon loses an ability that
// would have it enter tapped before it applies, and the step cites the
// Magus's own ruling, as it cites Blood Moon's beside Blood Moon; Vesuva
// beside Blood Moon alone cites no ruling of Celestial Dawn.
func TestRule614_12EntersBesideMagusOfTheMoonCitesItsRuling(t *testing.T) {
	r := ask(t, "judge enters", "card", "Breeding Pool", "board", "me: Magus of the Moon")
	if r.EntersTapped == nil || *r.EntersTapped {
		t.Errorf("Breeding Pool beside Magus of the Moon: enters_tapped %v, want false", r.EntersTapped)
	}
	wantRuling(t, r, "Magus of the Moon", "2017-09-29")
	r = ask(t, "judge enters", "card", "Vesuva", "board", "me: Forest, Blood Moon")
	wantRuling(t, r, "Blood Moon", "2020-08-07")
	for _, c := range r.Rulings {
		if c.Card == "Celestial Dawn" {
			t.Errorf("Vesuva beside Blood Moon cites Celestial Dawn's ruling: %v", r.Rulings)
		}
	}
}

// CR 306.5b, 613.1f, 614.12: a planeswalker made an artifact creature as
// it enters (Mycosynth Lattice, March of the Machines) under Humility
// was said to enter with its printed loyalty, Humility's loss of
// abilities left unread for planeswalkers; it is now refused, and a
// planeswalker Humility does not touch still enters with its loyalty.
func TestCR306_5bPlaneswalkerMadeACreatureUnderHumility(t *testing.T) {
	r := ask(t, "judge enters", "card", "Elspeth, Sun's Champion", "board", "me: Humility, Mycosynth Lattice, March of the Machines")
	wantUnderstood(t, r, false)
	r = ask(t, "judge enters", "card", "Elspeth, Sun's Champion", "board", "me: Humility")
	wantUnderstood(t, r, true)
	if r.Counters["loyalty"] != 4 {
		t.Errorf("counters %v, want 4 loyalty", r.Counters)
	}
}
