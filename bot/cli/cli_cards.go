package cli

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/ulikunitz/xz"
)

// cardsCommand runs bot cards import|list.
func (c *CLI) cardsCommand(ctx context.Context, args []string) int {
	const usage = `usage: bot cards import FILE...
       bot cards list
       bot cards coverage

import reads card data and stores it in the database as a new edition,
which every process uses from its next start, laid over the cards built
into the program. FILE is MTGJSON's AtomicCards.json, or Scryfall's
oracle-cards bulk file with, optionally, its rulings file; each may be
plain, gzip (.gz) or xz (.xz) compressed. Importing the same data again
changes nothing; a malformed or truncated file is refused with the place
of the fault, and the stored card data is left as it was.

list shows the editions imported, newest (the one in use) first.

coverage compiles every card the bot knows and prints, per kind of ability
that bears on its questions, how many abilities the engine understands and
the most common wordings it does not.
`
	if len(args) == 0 {
		fmt.Fprint(c.Stderr, usage)
		return ExitInvalid
	}
	switch args[0] {
	case "import":
		return c.importCards(ctx, args[1:], usage)
	case "list":
		return c.listCards(ctx, args[1:], usage)
	case "coverage":
		return c.cardsCoverage(ctx, args[1:], usage)
	case "-h", "-help", "--help", "help":
		fmt.Fprint(c.Stdout, usage)
		return ExitOK
	}
	fmt.Fprintf(c.Stderr, "bot cards: unknown subcommand %q\n\n%s", args[0], usage)
	return ExitInvalid
}

// importCards runs bot cards import FILE...
func (c *CLI) importCards(ctx context.Context, args []string, usage string) int {
	fs := c.newFlags("cards import")
	fs.Usage = func() { fmt.Fprint(c.Stderr, usage) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return ExitInvalid
	}
	ed, err := readCardFiles(fs.Args())
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot cards import: %v\n", err)
		return ExitInvalid
	}
	db := c.openOrFail(ctx, "cards import")
	if db == nil {
		return ExitFailure
	}
	var names []string
	for _, f := range fs.Args() {
		names = append(names, filepath.Base(f))
	}
	e, added, err := db.ImportCards(ctx, ed, strings.Join(names, ", "))
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot cards import: %v\n", err)
		return ExitFailure
	}
	if !added {
		fmt.Fprintf(c.Stdout, "Already imported as %s (%d cards, %s): nothing changed.\n", e.Name, e.Cards, e.ImportedAt.UTC().Format("2006-01-02 15:04 UTC"))
		return ExitOK
	}
	fmt.Fprintf(c.Stdout, "Imported %s: %d cards. Every process uses it from its next start; bot recheck asks again the stored rulings whose cards' text changed.\n", e.Name, e.Cards)
	return ExitOK
}

// listCards runs bot cards list.
func (c *CLI) listCards(ctx context.Context, args []string, usage string) int {
	if len(args) > 0 {
		fmt.Fprint(c.Stderr, usage)
		return ExitInvalid
	}
	db := c.openOrFail(ctx, "cards list")
	if db == nil {
		return ExitFailure
	}
	eds, err := db.CardEditions(ctx)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot cards list: %v\n", err)
		return ExitFailure
	}
	fmt.Fprintf(c.Stdout, "Built in: %s (%d cards)\n", catalog.Bundled().Edition(), catalog.Bundled().Len())
	for i, e := range eds {
		mark := ""
		if i == 0 {
			mark = " (in use)"
		}
		fmt.Fprintf(c.Stdout, "%s%s: %d cards from %s, imported %s\n", e.Name, mark, e.Cards, e.Source, e.ImportedAt.UTC().Format("2006-01-02 15:04 UTC"))
	}
	return ExitOK
}

// readCardFiles reads one edition of card data from files: one MTGJSON
// AtomicCards file, or one Scryfall oracle-cards file and at most one
// rulings file, in any order.
func readCardFiles(paths []string) (*catalog.Edition, error) {
	var atomic, cards, rulings string
	data := map[string][]byte{}
	for _, p := range paths {
		b, err := readMaybeCompressed(p)
		if err != nil {
			return nil, err
		}
		data[p] = b
		trimmed := bytes.TrimLeft(b, " \t\r\n\ufeff")
		kind := catalog.SniffScryfall(trimmed)
		switch {
		case len(trimmed) > 0 && trimmed[0] == '{':
			if atomic != "" {
				return nil, fmt.Errorf("%s and %s are both MTGJSON files; import one edition at a time", atomic, p)
			}
			atomic = p
		case kind == catalog.ScryfallCardsFile:
			if cards != "" {
				return nil, fmt.Errorf("%s and %s are both Scryfall card files; import one at a time", cards, p)
			}
			cards = p
		case kind == catalog.ScryfallRulingsFile:
			if rulings != "" {
				return nil, fmt.Errorf("%s and %s are both Scryfall rulings files", rulings, p)
			}
			rulings = p
		case len(trimmed) > 0 && trimmed[0] == '[':
			// A Scryfall file that does not start well: let the reader say where.
			if cards != "" {
				return nil, fmt.Errorf("%s: expected Scryfall card or ruling objects", p)
			}
			cards = p
		default:
			return nil, fmt.Errorf("%s: not card data: expected MTGJSON's AtomicCards.json (a JSON object) or a Scryfall bulk file (a JSON array)", p)
		}
	}
	var ed *catalog.Edition
	var err error
	file := atomic
	switch {
	case atomic != "" && (cards != "" || rulings != ""):
		return nil, fmt.Errorf("%s is MTGJSON data and %s Scryfall data; import one edition at a time", atomic, cards+rulings)
	case atomic != "":
		ed, err = catalog.ReadAtomicCards(bytes.NewReader(data[atomic]))
	case cards == "":
		return nil, fmt.Errorf("%s is a Scryfall rulings file: give the oracle-cards file with it", rulings)
	default:
		byOracle := catalog.ScryfallRulings{}
		if rulings != "" {
			if byOracle, err = catalog.ReadScryfallRulings(bytes.NewReader(data[rulings])); err != nil {
				return nil, inFile(rulings, err)
			}
		}
		file = cards
		ed, err = catalog.ReadScryfallCards(bytes.NewReader(data[cards]), byOracle)
	}
	if err != nil {
		return nil, inFile(file, err)
	}
	return ed, nil
}

// inFile names the file a reading error is in.
func inFile(file string, err error) error {
	var fe *catalog.FormatError
	if errors.As(err, &fe) {
		fe.File = file
		return fe
	}
	return fmt.Errorf("%s: %w", file, err)
}

// readMaybeCompressed reads a file, unpacking gzip or xz by their magic
// numbers. A compressed stream that ends early is reported with how much
// of it could be read.
func readMaybeCompressed(path string) ([]byte, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var r io.Reader
	kind := ""
	switch {
	case bytes.HasPrefix(raw, []byte{0x1f, 0x8b}):
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("%s: not a readable gzip file: %v", path, err)
		}
		r, kind = zr, "gzip"
	case bytes.HasPrefix(raw, []byte{0xfd, '7', 'z', 'X', 'Z', 0x00}):
		xr, err := xz.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("%s: not a readable xz file: %v", path, err)
		}
		r, kind = xr, "xz"
	default:
		return raw, nil
	}
	var out bytes.Buffer
	if _, err := io.Copy(&out, r); err != nil {
		return nil, fmt.Errorf("%s: the %s stream breaks off after %d bytes of data (is the file truncated?): %v", path, kind, out.Len(), err)
	}
	return out.Bytes(), nil
}

// supersessionNote says why bot recheck superseded a ruling: which cards'
// text changed, and whether the verdict did.
func supersessionNote(s rulings.Supersession) string {
	if len(s.Cards) == 0 {
		return ""
	}
	verdict := "same verdict"
	if s.VerdictChanged {
		verdict = "verdict changed"
	}
	return fmt.Sprintf(": text of %s changed; %s", strings.Join(s.Cards, ", "), verdict)
}
