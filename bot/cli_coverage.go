package bot

import (
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/coverage"
)

// cardsCommand runs "bot cards SUBCOMMAND": coverage.
func (c *CLI) cardsCommand(ctx context.Context, args []string) int {
	if len(args) == 0 {
		fmt.Fprint(c.Stderr, cardsUsage)
		return ExitInvalid
	}
	if args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprint(c.Stdout, cardsUsage)
		return ExitOK
	}
	switch args[0] {
	case "coverage":
		return c.cardsCoverage(ctx, args[1:])
	}
	fmt.Fprintf(c.Stderr, "bot cards: unknown subcommand %q\n\n%s", args[0], cardsUsage)
	return ExitInvalid
}

const cardsUsage = `usage: bot cards coverage

coverage compiles every card the bot knows (the bundled pool) and prints, per
kind of ability that bears on its questions, how many abilities the engine
understands and the most common wordings it does not.
`

// cardsCoverage prints the coverage of the card pool.
func (c *CLI) cardsCoverage(ctx context.Context, args []string) int {
	fs := c.newFlags("cards coverage")
	fs.Usage = func() { fmt.Fprint(c.Stderr, cardsUsage) }
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
