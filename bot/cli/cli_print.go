package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/orrery-judge/orrery/bot/present"
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
	printOutcomes(w, r.Outcomes)
	if len(r.Payments) > 0 {
		fmt.Fprintf(w, "\n%s:\n", present.PaymentsTitle(r))
		for _, p := range r.Payments {
			fmt.Fprintf(w, "  - %s\n", present.PaymentLine(p))
			if c := present.PaymentChoices(p); c != "" {
				fmt.Fprintf(w, "    choosing: %s\n", c)
			}
		}
	}
	if facts := present.Facts(r); len(facts) > 0 {
		fmt.Fprintln(w)
		for _, f := range facts {
			fmt.Fprintln(w, f.String())
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
	if r.Cards != "" {
		footer += ", cards " + r.Cards
	}
	if r.ID != "" {
		footer += ", ruling " + r.ID
	}
	fmt.Fprintln(w, footer)
}

// printOutcomes writes one outcome on a line, and several as a table
// with aligned columns under a title that says how many there are; one
// outcome that counts the cards of several players is a table too.
func printOutcomes(w io.Writer, outs []rules.Outcome) {
	switch {
	case len(outs) == 0:
		return
	case len(outs) == 1 && len(outs[0].Draws)+len(outs[0].Hand) <= 2:
		fmt.Fprintf(w, "\nOutcome:\n  - %s\n", outcomeLine(outs[0]))
		return
	case len(outs) == 1:
		fmt.Fprintln(w, "\nOutcome:")
	default:
		fmt.Fprintf(w, "\n%d outcomes:\n", len(outs))
	}
	fmt.Fprint(w, present.OutcomeTable(outs).Text("  "))
}

// outcomeLine writes one outcome on one line: what came out, then the
// choices that lead there.
func outcomeLine(o rules.Outcome) string {
	return present.OutcomeLine(o, ": ")
}

// indentLines indents every line of s after the first.
func indentLines(s, indent string) string {
	return strings.ReplaceAll(s, "\n", "\n"+indent)
}

// printRules writes the answer to /cr.
func printRules(w io.Writer, a *present.RuleAnswer) {
	printRule := func(r present.Rule) {
		if r.Section != "" {
			fmt.Fprintf(w, "%s %s  [%s]\n", r.Number, r.Text, r.Section)
		} else {
			fmt.Fprintf(w, "%s %s\n", r.Number, r.Text)
		}
		for _, e := range r.Examples {
			fmt.Fprintf(w, "  Example: %s\n", indentLines(e, "  "))
		}
	}
	printRuleAnswer(w, a, printRule)
}

// printCard writes the answer to /card.
func printCard(w io.Writer, c *present.Card) {
	if c.ManaCost != "" {
		fmt.Fprintf(w, "%s %s\n", c.Name, c.ManaCost)
	} else {
		fmt.Fprintln(w, c.Name)
	}
	fmt.Fprintln(w, c.TypeLine)
	if ind := present.IndicatorLine(c.ColorIndicator); ind != "" {
		fmt.Fprintln(w, ind)
	}
	if c.Oracle != "" {
		fmt.Fprintln(w, c.Oracle)
	}
	if pt := c.Stats(); pt != "" {
		fmt.Fprintln(w, pt)
	}
	printFaces(w, c)
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
			if a.Level != "" {
				label += " at level " + a.Level
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
			if r.Note != "" {
				fmt.Fprintf(w, "    Overruled since: %s\n", r.Note)
			}
		}
	}
	fmt.Fprintf(w, "\nCard data %s\n", c.Cards)
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
	if ie.Multiline() {
		msg = "at " + ie.Position() + ": " + msg
	}
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
