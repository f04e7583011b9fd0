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

// The table of an upkeep in Two-Headed Giant: a column for each player who
// draws or whose hand is known, none for one who draws nothing and whose
// hand is not, and the first order that leads to each row with how many
// others do.
func TestOutcomeTableOfAnUpkeep(t *testing.T) {
	r := ask(t, `/judge upkeep board:"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, Phyrexian Arena, hand 0; ally: hand 0, Dark Confidant"`)
	table := present.OutcomeTable(r.Outcomes)
	if want := []string{"You draw", "Your hand", "Ally draws", "Ally's hand", "When"}; !slices.Equal(table.Header, want) {
		t.Errorf("header %q, want %q", table.Header, want)
	}
	if len(table.Rows) != len(r.Outcomes) || len(r.Outcomes) < 2 {
		t.Fatalf("%d rows for %d outcomes", len(table.Rows), len(r.Outcomes))
	}
	for i, row := range table.Rows {
		if len(row) != len(table.Header) {
			t.Errorf("row %d has %d cells, the header %d", i, len(row), len(table.Header))
		}
		if o := r.Outcomes[i]; len(o.Choices) > 1 && !strings.HasPrefix(row[len(row)-1], o.Choices[0]+" (or ") {
			t.Errorf("row %d: when %q, want the first of %d choices and how many others", i, row[len(row)-1], len(o.Choices))
		}
	}
	text := table.Text("")
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != len(r.Outcomes)+1 || !strings.HasPrefix(lines[0], "You draw  Your hand  Ally draws") {
		t.Errorf("table text:\n%s", text)
	}
	if got := present.OutcomeTable(nil); len(got.Header) != 0 || got.Text("  ") != "" {
		t.Errorf("no outcomes give %+v", got)
	}
}

// An upkeep that changes a life total the board gives has a column for
// it, and its result says it: Mana Crypt's two outcomes differ only there.
func TestOutcomeTableShowsTheLifeAnUpkeepChanges(t *testing.T) {
	r := ask(t, `/judge upkeep board:"me: Mana Crypt, hand 2, life 20; opp: hand 1"`)
	table := present.OutcomeTable(r.Outcomes)
	if want := []string{"You draw", "Your hand", "Your life", "Opp draws", "Opp's hand", "When"}; !slices.Equal(table.Header, want) {
		t.Fatalf("header %q, want %q", table.Header, want)
	}
	if len(table.Rows) != 2 || table.Rows[0][2] != "20" || table.Rows[1][2] != "17" {
		t.Errorf("rows %q, want life 20 and 17", table.Rows)
	}
	if got := present.Result(r.Outcomes[1]); !strings.Contains(got, "you are at 17 life") {
		t.Errorf("result %q does not give the life", got)
	}
}
