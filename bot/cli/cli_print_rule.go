package cli

import (
	"fmt"
	"io"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules/cr"
)

// printRuleAnswer writes the answer to /cr on the terminal: the rule or
// section asked for with what is under it, the glossary entry, the rules
// that match, or the rules nearest a number the rules lack; then the
// attribution.
func printRuleAnswer(w io.Writer, a *present.RuleAnswer, printRule func(present.Rule)) {
	blank := false
	para := func() {
		if blank {
			fmt.Fprintln(w)
		}
		blank = true
	}
	switch {
	case a.Missing != "":
		para()
		fmt.Fprintf(w, "There is no rule %s in the Comprehensive Rules (%s). The rules nearest where it would be:\n", a.Missing, a.CR)
		for _, r := range a.Matches {
			fmt.Fprintln(w)
			printRule(r)
		}
	case a.Rule != nil:
		para()
		printRule(*a.Rule)
	case a.Section != nil:
		para()
		fmt.Fprintf(w, "%s %s\n", a.Section.Number, a.Section.Title)
	}
	if len(a.Subrules) > 0 {
		for _, r := range a.Subrules {
			fmt.Fprintln(w)
			printRule(r)
		}
	}
	if a.Term != nil {
		para()
		fmt.Fprintf(w, "Glossary: %s\n%s\n", a.Term.Term, indentLines(a.Term.Text, "  "))
	}
	if note := a.CardNote(); note != "" {
		para()
		fmt.Fprintln(w, note)
	}
	if a.Missing == "" && len(a.Matches) > 0 {
		para()
		if a.ReadAs != "" {
			fmt.Fprintf(w, "Rules that match %q (read as %q), best first:\n", a.Query, a.ReadAs)
		} else {
			fmt.Fprintf(w, "Rules that match %q, best first:\n", a.Query)
		}
		for _, r := range a.Matches {
			fmt.Fprintln(w)
			printRule(r)
		}
	}
	if a.Previous != "" || a.Next != "" {
		para()
		fmt.Fprintf(w, "Before: %s  After: %s\n", orNone(a.Previous), orNone(a.Next))
	}
	fmt.Fprintf(w, "\n%s\n", cr.Attribution())
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}
