package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
)

// database is the store of rulings the command line opens on first use:
// the configured Postgres, or the private cluster in the data folder.
type database struct {
	opened bool
	store  *rulings.Store
	err    error
	// reported is set once the error of opening it has been shown.
	reported bool
}

// errNoDatabase is the error of a CLI that opens no database (one made
// for tests).
var errNoDatabase = errors.New("no store of rulings is set up")

// rulingStore opens the store of rulings once and returns it.
func (c *CLI) rulingStore(ctx context.Context) (*rulings.Store, error) {
	if !c.Database {
		return nil, errNoDatabase
	}
	if c.db.opened {
		return c.db.store, c.db.err
	}
	c.db.opened = true
	cfg, err := c.loadConfig()
	if err != nil {
		c.db.err = err
		return nil, err
	}
	c.db.store, c.db.err = rulings.Connect(ctx, rulings.Options{
		URL:     cfg.Database.URL.Value(),
		DataDir: cfg.Database.DataDir,
		BinDir:  cfg.Database.PostgresBin,
		RunAs:   cfg.Database.RunAs,
		Logger:  c.logger(cfg),
	})
	return c.db.store, c.db.err
}

// serveStore opens the store of rulings for a server. A configured
// database is set up in the background (rulings.OpenInBackground): the
// server starts while it does not answer yet, and it is tried again with
// a backoff until it does. The private cluster is started here, and a
// failure to start it is an error.
func (c *CLI) serveStore(ctx context.Context) (*rulings.Store, error) {
	if !c.Database {
		return nil, errNoDatabase
	}
	cfg, err := c.loadConfig()
	if err != nil {
		return nil, err
	}
	url := cfg.Database.URL.Value()
	if url == "" || c.db.opened {
		return c.rulingStore(ctx)
	}
	c.db.opened = true
	c.db.store, c.db.err = rulings.OpenInBackground(url, rulings.BackgroundOptions{Log: c.logger(cfg)})
	return c.db.store, c.db.err
}

func (c *CLI) closeDatabase() {
	if c.db.store != nil {
		if err := c.db.store.Close(); err != nil {
			fmt.Fprintf(c.Stderr, "bot: closing the database: %v\n", err)
		}
		c.db.store = nil
	}
}

// openOrFail opens the store, or says why it cannot and returns nil.
func (c *CLI) openOrFail(ctx context.Context, name string) *rulings.Store {
	db, err := c.rulingStore(ctx)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot %s: %v\n", name, err)
		return nil
	}
	return db
}

// importCR runs bot import-cr FILE.
func (c *CLI) importCR(ctx context.Context, args []string) int {
	fs := c.newFlags("import-cr")
	fs.Usage = func() {
		fmt.Fprint(c.Stderr, `usage: bot import-cr FILE

Loads a Comprehensive Rules text file, as Wizards of the Coast publishes it
(MagicCompRules YYYYMMDD.txt), into the database. Rules are then cited from
the newest edition that has them.
`)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return ExitInvalid
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot import-cr: %v\n", err)
		return ExitInvalid
	}
	defer f.Close()
	db := c.openOrFail(ctx, "import-cr")
	if db == nil {
		return ExitFailure
	}
	ed, err := db.ImportCR(ctx, f, filepath.Base(fs.Arg(0)))
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot import-cr: %s: %v\n", fs.Arg(0), err)
		var perr *cr.ParseError
		if errors.As(err, &perr) {
			return ExitInvalid
		}
		return ExitFailure
	}
	fmt.Fprintf(c.Stdout, "Imported the Comprehensive Rules effective %s: %d rules, %d glossary entries.\n", ed.Edition, ed.Rules, ed.Terms)
	return ExitOK
}

// migrate runs bot migrate.
func (c *CLI) migrate(ctx context.Context, args []string) int {
	fs := c.newFlags("migrate")
	fs.Usage = func() {
		fmt.Fprint(c.Stderr, `usage: bot migrate

Brings the database's schema up to date and loads the reference data
(cards, official rulings, Comprehensive Rules). Every subcommand that uses
the database does this too; this one does only that.
`)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	db := c.openOrFail(ctx, "migrate")
	if db == nil {
		return ExitFailure
	}
	v, err := db.SchemaVersion(ctx)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot migrate: %v\n", err)
		return ExitFailure
	}
	fmt.Fprintf(c.Stdout, "The database is up to date: schema version %d, reference data loaded.\n", v)
	return ExitOK
}
