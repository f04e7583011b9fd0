package bot

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/config"
	"github.com/orrery-judge/orrery/bot/logging"
	"github.com/orrery-judge/orrery/rules"
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

// takeConfigFlag removes --config FILE (or --config=FILE, -config ...)
// from args, up to a "--", and returns the file named.
func takeConfigFlag(args []string) (rest []string, path string, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(rest, args[i:]...), path, nil
		}
		name, value, hasValue := strings.Cut(a, "=")
		if name != "--config" && name != "-config" {
			rest = append(rest, a)
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				return nil, "", errors.New("--config needs a FILE")
			}
			i++
			value = args[i]
		}
		path = value
	}
	return rest, path, nil
}

// loadConfig reads the configuration: the --config file, else
// $ORRERY_CONFIG, ./config.toml or /etc/orrery/config.toml if present,
// with the environment over it.
func (c *CLI) loadConfig() (*config.Config, error) {
	path, err := config.Find(c.ConfigPath)
	if err != nil {
		return nil, err
	}
	return config.Load(path)
}

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

// logger is the command line's logger, made once: to Stderr, at the
// configured level and in the configured format (log_level, log_format),
// with the configured secrets' values kept out of every line.
func (c *CLI) logger(cfg *config.Config) *slog.Logger {
	if c.log != nil {
		return c.log
	}
	level, _ := cfg.SlogLevel() // Load checked it
	log, err := logging.New(c.Stderr, cfg.LogFormat, level, cfg.Secrets()...)
	if err != nil { // Load checked the format too; text will do
		log, _ = logging.New(c.Stderr, logging.Text, level, cfg.Secrets()...)
	}
	c.log = log
	return log
}

// closeDatabase closes the store of rulings if it was opened, which stops
// the private cluster when no other process uses it.
func (c *CLI) closeDatabase() {
	if c.db.store != nil {
		if err := c.db.store.Close(); err != nil {
			fmt.Fprintf(c.Stderr, "bot: closing the database: %v\n", err)
		}
		c.db.store = nil
	}
}

// databaseStore is the RulingStore of bot ask: it opens the database when
// the first ruling is stored, so questions that store nothing need none.
type databaseStore struct{ c *CLI }

func (s databaseStore) Save(ctx context.Context, r *rules.Ruling, by Asker) (string, error) {
	db, err := s.c.rulingStore(ctx)
	if err != nil {
		if s.c.db.reported {
			return "", errors.New("the database is not available (see above)")
		}
		s.c.db.reported = true
		return "", fmt.Errorf("%w\n(bot ask --no-store answers without storing)", err)
	}
	return db.Save(ctx, r, rulingsAsker(by))
}

// rulingsAsker turns the command line's Asker into the store's. A
// question asked on the terminal is recorded with the user's login name.
func rulingsAsker(by Asker) rulings.Asker {
	a := rulings.Asker{UserID: by.User, GuildID: by.Guild, ChannelID: by.Channel}
	switch by.Via {
	case "discord":
		a.Source = rulings.SourceDiscord
	case "web":
		a.Source = rulings.SourceWeb
	default:
		a.Source = rulings.SourceCLI
		a.UserName = loginName()
	}
	return a
}

func loginName() string {
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return os.Getenv("USER")
}

// storedAnswer is the answer to a /ruling command: a stored ruling, a page
// of search results, or a recorded review.
type storedAnswer interface {
	print(w io.Writer)
	jsonValue(command string) any
}

// answerStored answers /ruling show, search and review from the store.
// handled is false for other commands, with --no-store, and for a CLI
// that opens no database: those are answered as before.
func (c *CLI) answerStored(ctx context.Context, inv command.Invocation, noStore bool) (ans *answer, handled bool, err error) {
	if !strings.HasPrefix(inv.Name, "ruling ") || noStore || !c.Database {
		return nil, false, nil
	}
	db, err := c.rulingStore(ctx)
	if err != nil {
		return nil, true, err
	}
	ans = &answer{command: inv.String()}
	switch inv.Name {
	case "ruling show":
		sr, err := db.Get(ctx, inv.Options["id"])
		if err != nil {
			return nil, true, inputError("id", err)
		}
		ans.stored = storedRuling{sr}
	case "ruling search":
		p, err := db.Search(ctx, rulings.Query{Card: inv.Options["card"], Text: inv.Options["text"]})
		if err != nil {
			return nil, true, err
		}
		ans.stored = searchPage{Page: p, Card: inv.Options["card"], Text: inv.Options["text"]}
	case "ruling review":
		rv := rulings.Review{Verdict: rulings.Verdict(inv.Options["verdict"]), Note: inv.Options["note"], ReviewerName: loginName()}
		if err := db.Review(ctx, inv.Options["id"], rv); err != nil {
			option := "id"
			if errors.Is(err, rulings.ErrInvalid) {
				option = "verdict"
			}
			return nil, true, inputError(option, err)
		}
		id, _ := rulings.NormalizeID(inv.Options["id"])
		ans.stored = recordedReview{ID: id, Review: rv}
	default:
		return nil, false, nil
	}
	return ans, true, nil
}

// inputError turns the store's not-found and invalid errors into the
// user's input errors; others are left as they are.
func inputError(option string, err error) error {
	if errors.Is(err, rulings.ErrNotFound) || errors.Is(err, rulings.ErrInvalid) {
		return &rules.InputError{Option: option, Message: err.Error()}
	}
	return err
}

// storedRuling answers /ruling show.
type storedRuling struct{ *rulings.StoredRuling }

func (s storedRuling) print(w io.Writer) {
	if s.SupersededBy != "" {
		fmt.Fprintf(w, "Superseded: a newer engine answers this question differently, in ruling %s (since %s).\n\n",
			s.SupersededBy, day(*s.SupersededAt))
	}
	printRuling(w, s.Ruling)
	asks := "once"
	if s.Asks != 1 {
		asks = strconv.Itoa(s.Asks) + " times"
	}
	fmt.Fprintf(w, "Stored %s, asked %s; cites the Comprehensive Rules of %s.\n", day(s.CreatedAt), asks, s.CREdition)
	if s.Latest != nil {
		fmt.Fprintf(w, "Latest review: %s\n", reviewLine(*s.Latest))
		if n := len(s.Reviews); n > 1 {
			fmt.Fprintf(w, "(%d reviews in all)\n", n)
		}
	} else {
		fmt.Fprintln(w, "Not reviewed yet.")
	}
}

func (s storedRuling) jsonValue(command string) any {
	return struct {
		Command string `json:"command"`
		*rulings.StoredRuling
	}{command, s.StoredRuling}
}

func reviewLine(r rulings.Review) string {
	line := string(r.Verdict)
	if r.ReviewerName != "" {
		line += " by " + r.ReviewerName
	}
	line += ", " + day(r.At)
	if r.Note != "" {
		line += ": " + r.Note
	}
	return line
}

func day(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }

// searchPage answers /ruling search.
type searchPage struct {
	rulings.Page
	Card string `json:"card,omitempty"`
	Text string `json:"text,omitempty"`
}

func (p searchPage) print(w io.Writer) {
	what := "Stored rulings"
	var filters []string
	if p.Card != "" {
		filters = append(filters, "mentioning "+p.Card)
	}
	if p.Text != "" {
		filters = append(filters, fmt.Sprintf("matching %q", p.Text))
	}
	if len(filters) > 0 {
		what += " " + strings.Join(filters, " and ")
	}
	if p.Total == 0 {
		fmt.Fprintf(w, "%s: none.\n", what)
		return
	}
	fmt.Fprintf(w, "%s: %d, newest first", what, p.Total)
	if p.Pages() > 1 {
		fmt.Fprintf(w, " (page %d of %d)", p.Page.Page, p.Pages())
	}
	fmt.Fprintln(w, ":")
	for _, r := range p.Rulings {
		marks := ""
		if r.Verdict != "" {
			marks += " [" + r.Verdict + "]"
		}
		if r.SupersededBy != nil {
			marks += " [superseded by " + *r.SupersededBy + "]"
		}
		fmt.Fprintf(w, "\n%s  %s%s\n  %s\n  %s\n", r.ID, day(r.CreatedAt), marks, r.Canonical, r.Answer)
	}
}

func (p searchPage) jsonValue(command string) any {
	return struct {
		Command string `json:"command"`
		searchPage
		Pages int `json:"pages"`
	}{command, p, p.Pages()}
}

// recordedReview answers /ruling review.
type recordedReview struct {
	ID     string         `json:"id"`
	Review rulings.Review `json:"review"`
}

func (r recordedReview) print(w io.Writer) {
	fmt.Fprintf(w, "Recorded: ruling %s reviewed as %s.\n", r.ID, r.Review.Verdict)
}

func (r recordedReview) jsonValue(command string) any {
	return struct {
		Command string `json:"command"`
		ID      string `json:"id"`
		Verdict string `json:"verdict"`
		Note    string `json:"note,omitempty"`
	}{command, r.ID, string(r.Review.Verdict), strings.TrimSpace(r.Review.Note)}
}

// newFlags makes the flag set of a subcommand, writing errors to stderr.
func (c *CLI) newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("bot "+name, flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	return fs
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

// printResult prints an answer for a person or as one JSON line.
func (c *CLI) printResult(s storedAnswer, command string, asJSON bool) {
	if asJSON {
		a := &asker{cli: c, out: bufio.NewWriter(c.Stdout)}
		a.writeJSON(s.jsonValue(command))
		a.out.Flush()
		return
	}
	s.print(c.Stdout)
}

// rulingCommand runs bot ruling show|search|review.
func (c *CLI) rulingCommand(ctx context.Context, args []string) int {
	const usage = `usage: bot ruling show [--json] ID
       bot ruling search [--json] [--card NAME] [--page N] [--per-page N] [WORDS...]
       bot ruling review [--by NAME] ID correct|incorrect|unclear [NOTE...]

Reads the stored rulings: one by its id, a search by card and words
(newest first), or records a judge's review of one.
`
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		w := c.Stderr
		if len(args) > 0 {
			w = c.Stdout
		}
		fmt.Fprint(w, usage)
		if len(args) == 0 {
			return ExitInvalid
		}
		return ExitOK
	}
	fs := c.newFlags("ruling " + args[0])
	fs.Usage = func() { fmt.Fprint(c.Stderr, usage) }
	asJSON := fs.Bool("json", false, "print the answer as one JSON object")
	card := fs.String("card", "", "only rulings that mention this card")
	page := fs.Int("page", 1, "the page of results, from 1")
	perPage := fs.Int("per-page", rulings.DefaultPerPage, "results on a page")
	by := fs.String("by", loginName(), "the reviewer's name")
	words, err := parseInterspersed(fs, args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return ExitOK
	}
	if err != nil {
		return ExitInvalid
	}
	switch args[0] {
	case "show":
		if len(words) != 1 {
			fmt.Fprint(c.Stderr, "bot ruling show: give one ruling id\n\n"+usage)
			return ExitInvalid
		}
		db := c.openOrFail(ctx, "ruling show")
		if db == nil {
			return ExitFailure
		}
		sr, err := db.Get(ctx, words[0])
		if err != nil {
			return c.storeError("ruling show", err)
		}
		c.printResult(storedRuling{sr}, "/ruling show id:"+sr.Ruling.ID, *asJSON)
	case "search":
		db := c.openOrFail(ctx, "ruling search")
		if db == nil {
			return ExitFailure
		}
		q := rulings.Query{Card: *card, Text: strings.Join(words, " "), Page: *page, PerPage: *perPage}
		p, err := db.Search(ctx, q)
		if err != nil {
			return c.storeError("ruling search", err)
		}
		c.printResult(searchPage{Page: p, Card: q.Card, Text: q.Text}, "/ruling search", *asJSON)
	case "review":
		if len(words) < 2 {
			fmt.Fprint(c.Stderr, "bot ruling review: give a ruling id and a verdict\n\n"+usage)
			return ExitInvalid
		}
		v, err := rulings.ParseVerdict(words[1])
		if err != nil {
			return c.storeError("ruling review", err)
		}
		db := c.openOrFail(ctx, "ruling review")
		if db == nil {
			return ExitFailure
		}
		rv := rulings.Review{Verdict: v, Note: strings.Join(words[2:], " "), ReviewerName: *by}
		if err := db.Review(ctx, words[0], rv); err != nil {
			return c.storeError("ruling review", err)
		}
		id, _ := rulings.NormalizeID(words[0])
		c.printResult(recordedReview{ID: id, Review: rv}, "/ruling review", *asJSON)
	default:
		fmt.Fprintf(c.Stderr, "bot ruling: unknown command %q\n\n%s", args[0], usage)
		return ExitInvalid
	}
	return ExitOK
}

// storeError reports an error of the store: not found and invalid are the
// user's (exit 2), others the program's (exit 1).
func (c *CLI) storeError(name string, err error) int {
	fmt.Fprintf(c.Stderr, "bot %s: %v\n", name, err)
	if errors.Is(err, rulings.ErrNotFound) || errors.Is(err, rulings.ErrInvalid) {
		return ExitInvalid
	}
	return ExitFailure
}

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
		inv, err := command.Parse(canonical)
		if err != nil {
			return nil, err
		}
		return rules.Ask(inv.Question())
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
	return ExitOK
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

// showConfig runs bot config: the configuration in effect, secrets
// redacted.
func (c *CLI) showConfig(ctx context.Context, args []string) int {
	fs := c.newFlags("config")
	fs.Usage = func() {
		fmt.Fprint(c.Stderr, `usage: bot [--config FILE] config

Checks the configuration and prints the settings in effect (the file, then
the environment over it), with secrets redacted.
`)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	cfg, err := c.loadConfig()
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot config: %v\n", err)
		return ExitInvalid
	}
	fmt.Fprint(c.Stdout, cfg.String())
	return ExitOK
}
