package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
)

// recheck runs bot recheck.
func (c *CLI) recheck(ctx context.Context, args []string) int {
	fs := c.newFlags("recheck")
	fs.Usage = func() {
		fmt.Fprint(c.Stderr, `usage: bot recheck [--json]

Asks every current stored ruling's question again through this engine, and
marks those whose answer changed as superseded by the new ruling. Exits 1
when a question could not be asked again.
`)
	}
	asJSON := fs.Bool("json", false, "print the report as one JSON object")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	db := c.openOrFail(ctx, "recheck")
	if db == nil {
		return ExitFailure
	}
	rep, err := db.Recheck(ctx, func(canonical string) (*rules.Ruling, error) {
		return command.Ask(ctx, canonical)
	})
	if *asJSON {
		a := &asker{cli: c, out: bufio.NewWriter(c.Stdout)}
		a.writeJSON(rep)
		a.out.Flush()
	} else {
		noun := "rulings"
		if rep.Checked == 1 {
			noun = "ruling"
		}
		fmt.Fprintf(c.Stdout, "Checked %d %s with engine %s: %d unchanged, %d superseded, %d failed.\n",
			rep.Checked, noun, rules.EngineVersion, rep.Unchanged, len(rep.Superseded), len(rep.Failed))
		for _, s := range rep.Superseded {
			fmt.Fprintf(c.Stdout, "  %s superseded by %s\n", s.Old, s.New)
		}
		for _, f := range rep.Failed {
			fmt.Fprintf(c.Stdout, "  %s failed: %s\n", f.ID, f.Err)
		}
	}
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot recheck: %v\n", err)
		return ExitFailure
	}
	if len(rep.Failed) > 0 {
		return ExitFailure
	}
	return ExitOK
}
