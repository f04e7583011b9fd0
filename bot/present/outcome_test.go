package present_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

func TestResult(t *testing.T) {
	none, two := "", "{B}{B}"
	for _, c := range []struct {
		o    rules.Outcome
		want string
	}{
		{rules.Outcome{Mana: &none}, "no mana"},
		{rules.Outcome{Mana: &two, Events: []string{"Forest is tapped"}}, "{B}{B}"},
		{rules.Outcome{Draws: map[string]int{"opp": 0, "me": 3, "ally": 1}}, "you draw 3, Ally draws 1, Opp draws 0"},
		{rules.Outcome{Draws: map[string]int{"me": 3}, Hand: map[string]int{"opp": 2, "me": 3}}, "you draw 3; you have 3 in hand, Opp has 2 in hand"},
		{rules.Outcome{Mana: &two, Hand: map[string]int{"me": 0}}, "{B}{B}; you have 0 in hand"},
		{rules.Outcome{Events: []string{"it resolves", "nothing is drawn"}}, "it resolves; nothing is drawn"},
		{rules.Outcome{Choices: []string{"a"}}, "nothing happens"},
	} {
		if got := present.Result(c.o); got != c.want {
			t.Errorf("Result(%+v) = %q, want %q", c.o, got, c.want)
		}
	}
}

func TestOutcomeLine(t *testing.T) {
	two := "{B}{B}"
	o := rules.Outcome{Mana: &two, Choices: []string{"Contamination applies first", "Mana Reflection applies first"}}
	if got, want := present.OutcomeLine(o, ": "), "{B}{B}: Contamination applies first / Mana Reflection applies first"; got != want {
		t.Errorf("OutcomeLine = %q, want %q", got, want)
	}
	if got, want := present.OutcomeLine(o, " ← "), "{B}{B} ← Contamination applies first / Mana Reflection applies first"; got != want {
		t.Errorf("OutcomeLine = %q, want %q", got, want)
	}
	o.Choices = []string{}
	if got := present.OutcomeLine(o, ": "); got != "{B}{B}" {
		t.Errorf("OutcomeLine without choices = %q", got)
	}
}

// TestOutcomesOfReplacementOrder: Mana Reflection and Contamination apply
// in either order (CR 616.1), and each order is an outcome that names it.
func TestOutcomesOfReplacementOrder(t *testing.T) {
	r := ask(t, `/judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest`)
	var got []string
	for _, o := range r.Outcomes {
		got = append(got, present.Result(o))
		if line := present.OutcomeLine(o, ": "); !strings.HasPrefix(line, present.Result(o)+": ") || !strings.Contains(line, "applies") {
			t.Errorf("outcome line %q", line)
		}
	}
	if want := []string{"{B}", "{B}{B}"}; !slices.Equal(got, want) {
		t.Errorf("results %q, want %q", got, want)
	}
}

func TestComparePlayers(t *testing.T) {
	players := []string{"opp2", rules.Me, "Ally", "ally", "opp"}
	slices.SortFunc(players, present.ComparePlayers)
	if want := []string{rules.Me, "Ally", "ally", "opp", "opp2"}; !slices.Equal(players, want) {
		t.Errorf("players in order %q, want %q", players, want)
	}
	if present.ComparePlayers(rules.Me, rules.Me) != 0 || present.ComparePlayers("opp", "opp") != 0 {
		t.Error("a player does not compare equal to itself")
	}
}
