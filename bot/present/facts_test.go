package present_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

func lines(facts []present.Fact) []string {
	var out []string
	for _, f := range facts {
		out = append(out, f.String())
	}
	return out
}

// TestFactsOfEveryField: a ruling with every field that answers a
// question gives one fact each, in a fixed order, the triggers one a line
// and the counters by kind.
func TestFactsOfEveryField(t *testing.T) {
	n := func(v int) *int { return &v }
	r := &rules.Ruling{
		Legal:            new(false),
		ManaTypes:        []string{"G", "U"},
		LandPlays:        n(3),
		LandsLeft:        n(2),
		Triggers:         []rules.Trigger{{Source: "Ghirapur Orrery", Controller: "opp", Player: "me"}, {Source: "Ghirapur Orrery", Controller: "me", Player: "ally"}},
		EtbX:             n(6),
		PermanentX:       n(0),
		ManaValue:        n(0),
		ManaValueOnStack: n(12),
		Counters:         map[string]int{"charge": 1, "+1/+1": 6},
	}
	want := []string{
		"Can be done now: no",
		"Types of mana it could produce: G U",
		"Land plays this turn: 3",
		"Land plays left: 2",
		"Triggers: Opp's Ghirapur Orrery, for you",
		"Triggers: Your Ghirapur Orrery, for Ally",
		"X for its enters abilities and replacement effects: 6",
		"X on the battlefield: 0",
		"Mana value on the battlefield: 0",
		"Mana value on the stack: 12",
		"Counters as it enters: 6 +1/+1, 1 charge",
	}
	facts := present.Facts(r)
	if got := lines(facts); !slices.Equal(got, want) {
		t.Errorf("facts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, f := range facts {
		if f.Short == "" || len(f.Short) > len(f.Label) {
			t.Errorf("%q has the short label %q", f.Label, f.Short)
		}
		if (f.ManaTypes != nil) != (f.Label == "Types of mana it could produce") {
			t.Errorf("%q has the mana types %q", f.Label, f.ManaTypes)
		}
	}
	if got := facts[1].ManaTypes; !slices.Equal(got, []string{"G", "U"}) {
		t.Errorf("mana types %q", got)
	}
	if got := facts[6].Short; got != "X as it enters" {
		t.Errorf("short label of X %q", got)
	}
}

// TestFactsOfNothing: a ruling that answers with none of the fields has no
// facts, and a permanent that could produce no type of mana (CR 106.7) says
// "none" rather than nothing.
func TestFactsOfNothing(t *testing.T) {
	if got := present.Facts(&rules.Ruling{Counters: map[string]int{}}); len(got) != 0 {
		t.Errorf("facts of an empty ruling: %q", lines(got))
	}
	got := present.Facts(&rules.Ruling{ManaTypes: []string{}})
	if len(got) != 1 || got[0].String() != "Types of mana it could produce: none" || got[0].ManaTypes == nil || len(got[0].ManaTypes) != 0 {
		t.Errorf("no types of mana: %+v", got)
	}
}

// TestFactsOfTheEngine checks the facts of rulings the engine makes: X
// doubled by Unbound Flourishing (CR 107.3m), and Ghirapur Orrery's extra
// land plays (CR 305.2).
func TestFactsOfTheEngine(t *testing.T) {
	for _, c := range []struct {
		ask  string
		want []string
	}{
		{`/judge enters card:"Walking Ballista" x:3 board:"me: Unbound Flourishing"`, []string{
			"X for its enters abilities and replacement effects: 6",
			"X on the battlefield: 0",
			"Mana value on the battlefield: 0",
			"Mana value on the stack: 12",
			"Counters as it enters: 6 +1/+1",
		}},
		{`/judge lands board:"me: 2x Ghirapur Orrery"`, []string{"Land plays this turn: 3", "Land plays left: 3"}},
		{`/judge activate board:"me: Llanowar Elves (sick)" card:"Llanowar Elves"`, []string{"Can be done now: no"}},
	} {
		if got := lines(present.Facts(ask(t, c.ask))); !slices.Equal(got, c.want) {
			t.Errorf("%s:\n%s\nwant:\n%s", c.ask, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
}

// TestTriggerTextNamesItsGiver: a trigger another permanent gives its
// source (Aura Flux's on Land Tax) is named with that permanent, so it
// reads apart from the source's own.
func TestTriggerTextNamesItsGiver(t *testing.T) {
	for _, c := range []struct {
		tr   rules.Trigger
		want string
	}{
		{rules.Trigger{Source: "Land Tax", Controller: "me", Player: "me"}, "Land Tax, for you"},
		{rules.Trigger{Source: "Land Tax", Controller: "me", Player: "me", From: "Aura Flux"}, "Land Tax's ability from Aura Flux, for you"},
		{rules.Trigger{Source: "Land Tax", Controller: "opp", Player: "me", From: "Aura Flux"}, "Opp's Land Tax's ability from Aura Flux, for you"},
	} {
		if got := present.TriggerText(c.tr); got != c.want {
			t.Errorf("%+v: %q, want %q", c.tr, got, c.want)
		}
	}
}
