package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/coverage"
)

// cardsCoverage prints the coverage of the card pool.
func (c *CLI) cardsCoverage(ctx context.Context, args []string, usage string) int {
	fs := c.newFlags("cards coverage")
	fs.Usage = func() { fmt.Fprint(c.Stderr, usage) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(c.Stderr, "bot cards coverage: unexpected argument %q\n\n", fs.Arg(0))
		fs.Usage()
		return ExitInvalid
	}
	fmt.Fprintf(c.Stdout, "card data: %s\n", catalog.EditionName())
	if err := coverage.Measure(catalog.All()).Write(c.Stdout); err != nil {
		fmt.Fprintf(c.Stderr, "bot cards coverage: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}
