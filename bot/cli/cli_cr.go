package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
)

// crCommand runs bot cr import FILE.
func (c *CLI) crCommand(ctx context.Context, args []string) int {
	const usage = `usage: bot cr import FILE

Reads a Comprehensive Rules text file as Wizards of the Coast publishes it
(MagicCompRules YYYYMMDD.txt), checks it (every rule is parsed; a file not
laid out as the rules are is refused, with the line), and stores it in the
database. The newest edition stored is the one every process uses: /cr
shows its text and new rulings cite it. Then run bot recheck to re-answer
the stored rulings whose cited rules changed.
`
	if len(args) == 0 || args[0] != "import" {
		fmt.Fprint(c.Stderr, usage)
		if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			return ExitOK
		}
		return ExitInvalid
	}
	fs := c.newFlags("cr import")
	fs.Usage = func() { fmt.Fprint(c.Stderr, usage) }
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return ExitInvalid
	}
	name := fs.Arg(0)
	f, err := os.Open(name)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot cr import: %v\n", err)
		return ExitInvalid
	}
	defer f.Close()
	// The file is checked before the database is opened: a file that is
	// not the rules is refused without one.
	data, err := io.ReadAll(io.LimitReader(f, cr.MaxFileSize+1))
	if err == nil {
		_, err = cr.Parse(strings.NewReader(string(data)))
	}
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot cr import: %s: %v\n", name, err)
		return ExitInvalid
	}
	db := c.openOrFail(ctx, "cr import")
	if db == nil {
		return ExitFailure
	}
	ed, err := db.ImportCR(ctx, strings.NewReader(string(data)), filepath.Base(name))
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot cr import: %s: %v\n", name, err)
		return ExitFailure
	}
	fmt.Fprintf(c.Stdout, "Imported the Comprehensive Rules effective %s: %d rules, %d glossary entries.\n", ed.Edition, ed.Rules, ed.Terms)
	if inUse := cr.Current().Edition; inUse == ed.Edition {
		fmt.Fprintf(c.Stdout, "Every process now uses this edition (at its next start); run bot recheck to re-answer the rulings whose cited rules changed.\n")
	} else {
		fmt.Fprintf(c.Stdout, "The edition in use stays %s, which is newer.\n", inUse)
	}
	return ExitOK
}

// askAgain answers a stored ruling's question again through this engine.
func askAgain(canonical string) (*rules.Ruling, error) {
	return command.Ask(context.Background(), canonical)
}

// recheckCitations is the first part of bot recheck: the stored rulings
// whose cited rules changed in the edition in use, asked again. It prints
// what it found unless asJSON, and returns the report.
func (c *CLI) recheckCitations(ctx context.Context, db *rulings.Store, asJSON bool) (rulings.CitationReport, error) {
	rep, err := db.RecheckCitations(ctx, askAgain)
	if asJSON || err != nil {
		return rep, err
	}
	fmt.Fprintf(c.Stdout, "Comprehensive Rules in use: %s. %d rulings cite another edition: %d cite rules that read the same, %d cite rules that changed.\n",
		rep.Edition, rep.Checked, rep.Unchanged, len(rep.Changed))
	for _, ch := range rep.Changed {
		numbers := make([]string, len(ch.Rules))
		for i, r := range ch.Rules {
			numbers[i] = r.Number
			if r.New == "" {
				numbers[i] += " (gone)"
			}
		}
		fmt.Fprintf(c.Stdout, "  %s %s: CR %s changed since %s.\n", ch.ID, ch.Command, strings.Join(numbers, ", "), ch.Edition)
		switch {
		case ch.Err != "":
			fmt.Fprintf(c.Stdout, "    could not be asked again: %s\n", ch.Err)
		case ch.VerdictChanged:
			fmt.Fprintf(c.Stdout, "    VERDICT CHANGED, superseded by %s:\n    was: %s\n    now: %s\n", ch.NewID, ch.OldAnswer, ch.NewAnswer)
		default:
			fmt.Fprintf(c.Stdout, "    same verdict, superseded by %s citing %s.\n", ch.NewID, rep.Edition)
		}
	}
	return rep, nil
}
