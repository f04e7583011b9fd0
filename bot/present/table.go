package present

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules"
)

// Table is a ruling's outcomes as rows under a header, for each front end
// to show as a table: one row an outcome, one column each thing that came
// out (the mana, the types, each player's cards), and a last column "When"
// with the choices that lead there. Every row has as many cells as Header.
type Table struct {
	Header []string
	Rows   [][]string
}

// OutcomeTable is the table of the outcomes. The columns present are those
// some outcome fills: "Mana", "Types", for each player who draws or holds
// cards "You draw" and "Your hand" (named as rules.PlayerName names them),
// "Your life" for each player whose life total an outcome gives,
// "Result" (what happened) when there is none of those, and "When" when some
// outcome has choices (the first choice of each, and how many others). A
// player who draws nothing anywhere and whose hand is not known has no
// column, unless they are the one asking. No outcomes is an empty table.
func OutcomeTable(outs []rules.Outcome) Table {
	if len(outs) == 0 {
		return Table{}
	}
	var cols []column
	if slices.ContainsFunc(outs, func(o rules.Outcome) bool { return o.Mana != nil }) {
		cols = append(cols, column{"Mana", manaCell})
	}
	if slices.ContainsFunc(outs, func(o rules.Outcome) bool { return len(o.ManaTypes) > 0 }) {
		cols = append(cols, column{"Types", func(o rules.Outcome) string { return strings.Join(o.ManaTypes, " ") }})
	}
	for _, p := range outcomePlayers(outs) {
		hand := slices.ContainsFunc(outs, func(o rules.Outcome) bool { _, ok := o.Hand[p]; return ok })
		// A player who draws nothing in any outcome, and whose hand is
		// not known, has a column only when they are the one asking.
		draws := slices.ContainsFunc(outs, func(o rules.Outcome) bool { return o.Draws[p] > 0 })
		if draws || hand || p == rules.Me && slices.ContainsFunc(outs, func(o rules.Outcome) bool { _, ok := o.Draws[p]; return ok }) {
			cols = append(cols, column{rules.Capital(rules.PlayerDoes(p, "draws")), func(o rules.Outcome) string { return countCell(o.Draws, p) }})
		}
		if hand {
			cols = append(cols, column{rules.Capital(rules.PlayerPossessive(p)) + " hand", func(o rules.Outcome) string { return countCell(o.Hand, p) }})
		}
		if slices.ContainsFunc(outs, func(o rules.Outcome) bool { _, ok := o.Life[p]; return ok }) {
			cols = append(cols, column{rules.Capital(rules.PlayerPossessive(p)) + " life", func(o rules.Outcome) string { return countCell(o.Life, p) }})
		}
	}
	if len(cols) == 0 {
		cols = append(cols, column{"Result", Result})
	}
	if slices.ContainsFunc(outs, func(o rules.Outcome) bool { return len(o.Choices) > 0 }) {
		cols = append(cols, column{"When", whenCell})
	}
	t := Table{Header: make([]string, len(cols))}
	for i, c := range cols {
		t.Header[i] = c.name
	}
	for _, o := range outs {
		row := make([]string, len(cols))
		for i, c := range cols {
			row[i] = c.cell(o)
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// column is one column of an outcome table: its header and its cell.
type column struct {
	name string
	cell func(rules.Outcome) string
}

func manaCell(o rules.Outcome) string {
	switch {
	case o.Mana == nil:
		return ""
	case *o.Mana == "":
		return "no mana"
	}
	return *o.Mana
}

// whenCell is the first choice that leads to an outcome, and how many
// others do: a table row stays one readable line however many orders of
// triggers lead to the same result.
func whenCell(o rules.Outcome) string {
	switch len(o.Choices) {
	case 0:
		return ""
	case 1:
		return o.Choices[0]
	}
	if len(o.Choices) == 2 {
		return o.Choices[0] + " (or one other way)"
	}
	return fmt.Sprintf("%s (or %d other ways)", o.Choices[0], len(o.Choices)-1)
}

// countCell is one player's number, or "" when the outcome has none.
func countCell(m map[string]int, p string) string {
	if n, ok := m[p]; ok {
		return strconv.Itoa(n)
	}
	return ""
}

// outcomePlayers are the players some outcome counts cards for, in the
// order of ComparePlayers.
func outcomePlayers(outs []rules.Outcome) []string {
	seen := map[string]bool{}
	for _, o := range outs {
		for p := range o.Draws {
			seen[p] = true
		}
		for p := range o.Hand {
			seen[p] = true
		}
		for p := range o.Life {
			seen[p] = true
		}
	}
	return slices.SortedFunc(maps.Keys(seen), ComparePlayers)
}

// Text is the table as aligned plain-text columns, each line starting with
// indent; cells are padded by their width in runes.
func (t Table) Text(indent string) string {
	if len(t.Header) == 0 {
		return ""
	}
	widths := make([]int, len(t.Header))
	for _, row := range append([][]string{t.Header}, t.Rows...) {
		for i, c := range row {
			widths[i] = max(widths[i], len([]rune(c)))
		}
	}
	var b strings.Builder
	for _, row := range append([][]string{t.Header}, t.Rows...) {
		var line strings.Builder
		for i, c := range row {
			line.WriteString(c)
			if i < len(row)-1 {
				line.WriteString(strings.Repeat(" ", widths[i]-len([]rune(c))+2))
			}
		}
		b.WriteString(indent + strings.TrimRight(line.String(), " ") + "\n")
	}
	return b.String()
}
