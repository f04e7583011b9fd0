package bot

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
)

// print writes the answer for a person.
func (ans *answer) print(w io.Writer) {
	switch {
	case ans.ruling != nil:
		printRuling(w, ans.ruling)
	case ans.rules != nil:
		printRules(w, ans.rules)
	case ans.card != nil:
		printCard(w, ans.card)
	case ans.stored != nil:
		ans.stored.print(w)
	default:
		fmt.Fprint(w, ans.help)
	}
}

// printRuling writes a ruling for a person: the answer first, then the
// outcomes, the facts the question asked for, the reasoning, the rules and
// official rulings it cites, and where it comes from.
func printRuling(w io.Writer, r *rules.Ruling) {
	fmt.Fprintln(w, r.Answer)
	if len(r.Outcomes) > 0 {
		fmt.Fprintln(w, "\nOutcomes:")
		for _, o := range r.Outcomes {
			fmt.Fprintf(w, "  - %s\n", outcomeLine(o))
		}
	}
	if facts := rulingFacts(r); len(facts) > 0 {
		fmt.Fprintln(w)
		for _, f := range facts {
			fmt.Fprintln(w, f)
		}
	}
	if len(r.Steps) > 0 {
		fmt.Fprintln(w, "\nSteps:")
		for i, s := range r.Steps {
			line := s.Text
			if len(s.Rules) > 0 {
				line += " (CR " + strings.Join(s.Rules, ", ") + ")"
			}
			fmt.Fprintf(w, "  %d. %s\n", i+1, line)
		}
	}
	if len(r.Rules) > 0 {
		fmt.Fprintln(w, "\nRules cited:")
		for _, number := range r.Rules {
			if rule, ok := cr.Lookup(number); ok {
				fmt.Fprintf(w, "  %s %s\n", number, indentLines(rule.Text, "    "))
			} else {
				fmt.Fprintf(w, "  %s\n", number)
			}
		}
	}
	if len(r.Rulings) > 0 {
		fmt.Fprintln(w, "\nOfficial rulings cited:")
		for _, c := range r.Rulings {
			fmt.Fprintf(w, "  %s, %s: %s\n", c.Card, c.Date, c.Text)
		}
	}
	fmt.Fprintln(w)
	if r.Board != "" {
		fmt.Fprintf(w, "Board: %s\n", r.Board)
	}
	footer := fmt.Sprintf("Engine %s, Comprehensive Rules %s", r.Engine, r.CR)
	if r.ID != "" {
		footer += ", ruling " + r.ID
	}
	fmt.Fprintln(w, footer)
}

// outcomeLine writes one outcome on one line: what came out, then the
// choices that lead there.
func outcomeLine(o rules.Outcome) string {
	var parts []string
	if o.Mana != nil {
		if *o.Mana == "" {
			parts = append(parts, "no mana")
		} else {
			parts = append(parts, *o.Mana)
		}
	}
	if len(o.Draws) > 0 {
		parts = append(parts, playerCounts(o.Draws, "%s draws %d"))
	}
	if len(o.Hand) > 0 {
		parts = append(parts, playerCounts(o.Hand, "%s has %d in hand"))
	}
	if len(parts) == 0 && len(o.Events) > 0 {
		parts = append(parts, strings.Join(o.Events, "; "))
	}
	line := strings.Join(parts, "; ")
	if line == "" {
		line = "nothing happens"
	}
	if len(o.Choices) > 0 {
		line += ": " + strings.Join(o.Choices, " / ")
	}
	return line
}

// playerCounts writes a number for each player, like "me draws 3, opp
// draws 0", with format taking the player and the number; me comes first,
// then the others by name.
func playerCounts(m map[string]int, format string) string {
	players := slices.SortedFunc(maps.Keys(m), func(a, b string) int {
		switch {
		case a == b:
			return 0
		case a == rules.Me:
			return -1
		case b == rules.Me:
			return 1
		}
		return strings.Compare(a, b)
	})
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = fmt.Sprintf(format, p, m[p])
	}
	return strings.Join(parts, ", ")
}

// rulingFacts are the fields that answer the question, one line each.
func rulingFacts(r *rules.Ruling) []string {
	var facts []string
	add := func(format string, args ...any) { facts = append(facts, fmt.Sprintf(format, args...)) }
	if r.Legal != nil {
		add("Can be done now: %s", yesNo(*r.Legal))
	}
	if r.ManaTypes != nil {
		if len(r.ManaTypes) == 0 {
			add("Types of mana it could produce: none")
		} else {
			add("Types of mana it could produce: %s", strings.Join(r.ManaTypes, " "))
		}
	}
	if r.LandPlays != nil {
		add("Land plays this turn: %d", *r.LandPlays)
	}
	if r.LandsLeft != nil {
		add("Land plays left: %d", *r.LandsLeft)
	}
	for _, t := range r.Triggers {
		add("Triggers: %s (controlled by %s) for %s", t.Source, t.Controller, t.Player)
	}
	if r.EtbX != nil {
		add("X for its enters abilities and replacement effects: %d", *r.EtbX)
	}
	if r.PermanentX != nil {
		add("X on the battlefield: %d", *r.PermanentX)
	}
	if r.ManaValue != nil {
		add("Mana value on the battlefield: %d", *r.ManaValue)
	}
	if r.ManaValueOnStack != nil {
		add("Mana value on the stack: %d", *r.ManaValueOnStack)
	}
	if len(r.Counters) > 0 {
		kinds := slices.Sorted(maps.Keys(r.Counters))
		parts := make([]string, len(kinds))
		for i, k := range kinds {
			parts[i] = fmt.Sprintf("%d %s", r.Counters[k], k)
		}
		add("Counters as it enters: %s", strings.Join(parts, ", "))
	}
	return facts
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// indentLines indents every line of s after the first.
func indentLines(s, indent string) string {
	return strings.ReplaceAll(s, "\n", "\n"+indent)
}

// printRules writes the answer to /cr.
func printRules(w io.Writer, a *ruleAnswer) {
	printRule := func(r ruleText) {
		if r.Section != "" {
			fmt.Fprintf(w, "%s %s  [%s]\n", r.Number, r.Text, r.Section)
		} else {
			fmt.Fprintf(w, "%s %s\n", r.Number, r.Text)
		}
		for _, e := range r.Examples {
			fmt.Fprintf(w, "  Example: %s\n", indentLines(e, "  "))
		}
	}
	if a.Rule != nil {
		printRule(*a.Rule)
	} else {
		fmt.Fprintf(w, "Rules that match %q, best first:\n\n", a.Query)
		for i, r := range a.Matches {
			if i > 0 {
				fmt.Fprintln(w)
			}
			printRule(r)
		}
	}
	fmt.Fprintf(w, "\n%s\n", cr.AttributionText)
}

// printCard writes the answer to /card.
func printCard(w io.Writer, c *cardAnswer) {
	if c.ManaCost != "" {
		fmt.Fprintf(w, "%s %s\n", c.Name, c.ManaCost)
	} else {
		fmt.Fprintln(w, c.Name)
	}
	fmt.Fprintln(w, c.TypeLine)
	if c.Oracle != "" {
		fmt.Fprintln(w, c.Oracle)
	}
	if c.Power != "" || c.Toughness != "" {
		fmt.Fprintf(w, "%s/%s\n", c.Power, c.Toughness)
	}
	if len(c.Abilities) > 0 {
		fmt.Fprintln(w, "\nWhat the engine understands:")
		for _, a := range c.Abilities {
			label := fmt.Sprintf("ability %d", a.Number)
			if a.Number == 0 {
				label = "unprinted ability"
				if a.Source != "" {
					label += " from " + a.Source
				}
			}
			if a.Understood {
				fmt.Fprintf(w, "  %s (%s): understood: %s\n", label, a.Kind, a.Text)
			} else {
				why := ""
				if a.Why != "" {
					why = " (" + a.Why + ")"
				}
				fmt.Fprintf(w, "  %s: not understood%s: %s\n", label, why, a.Text)
			}
		}
	}
	if len(c.Rulings) > 0 {
		fmt.Fprintln(w, "\nOfficial rulings:")
		for _, r := range c.Rulings {
			fmt.Fprintf(w, "  %s: %s\n", r.Date, r.Text)
		}
	}
}

// printError writes an error for a person: what was wrong, the text with a
// caret under the place, and the closest names.
func printError(w io.Writer, err error) {
	var ie *rules.InputError
	if !errors.As(err, &ie) {
		fmt.Fprintf(w, "error: %v\n", err)
		return
	}
	msg := ie.Message
	if ie.Option != "" {
		msg = ie.Option + ": " + msg
	}
	fmt.Fprintf(w, "error: %s\n", msg)
	if caret := ie.Caret(); caret != "" {
		fmt.Fprintf(w, "  %s\n", indentLines(caret, "  "))
	}
	if len(ie.Suggestions) > 0 {
		quoted := make([]string, len(ie.Suggestions))
		for i, s := range ie.Suggestions {
			quoted[i] = fmt.Sprintf("%q", s)
		}
		fmt.Fprintf(w, "did you mean %s?\n", strings.Join(quoted, ", "))
	}
}
