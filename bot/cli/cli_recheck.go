package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// recheck runs bot recheck.
func (c *CLI) recheck(ctx context.Context, args []string) int {
	fs := c.newFlags("recheck")
	fs.Usage = func() {
		fmt.Fprint(c.Stderr, `usage: bot recheck [--json]

Lists the stored rulings whose cited rules changed in the edition of the
Comprehensive Rules in use (see bot cr import), asks them again and says
which verdicts changed; the new rulings, citing that edition, supersede
them. Then asks every current stored ruling's question again through this
engine, and marks those whose answer changed as superseded by the new
ruling. Exits 1 when a question could not be asked again.
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
	cites, err := c.recheckCitations(ctx, db, *asJSON)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot recheck: %v\n", err)
		return ExitFailure
	}
	rep, err := db.Recheck(ctx, func(canonical string) (*rules.Ruling, error) {
		return command.Ask(ctx, canonical)
	})
	if *asJSON {
		a := &asker{cli: c, out: bufio.NewWriter(c.Stdout)}
		a.writeJSON(struct {
			rulings.RecheckReport
			Citations rulings.CitationReport `json:"citations"`
		}{rep, cites})
		a.out.Flush()
	} else {
		noun := "rulings"
		if rep.Checked == 1 {
			noun = "ruling"
		}
		fmt.Fprintf(c.Stdout, "Checked %d %s with engine %s: %d unchanged, %d superseded, %d failed.\n",
			rep.Checked, noun, rules.EngineVersion, rep.Unchanged, len(rep.Superseded), len(rep.Failed))
		for _, s := range rep.Superseded {
			fmt.Fprintf(c.Stdout, "  %s superseded by %s%s\n", s.Old, s.New, supersessionNote(s))
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
	for _, ch := range cites.Changed {
		if ch.Err != "" {
			return ExitFailure
		}
	}
	return ExitOK
}
