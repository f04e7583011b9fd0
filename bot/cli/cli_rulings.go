package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/user"
	"strconv"
	"strings"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// loginName is who asks on the terminal, as the store records them.
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

// answerStored answers /ruling show, search and review with the App, as
// bot ruling does.
func (c *CLI) answerStored(ctx context.Context, req app.Request, noStore bool) (*answer, error) {
	name := req.Inv.Name
	if noStore {
		return nil, &rules.InputError{Message: fmt.Sprintf("/%s needs the database of stored rulings; run without --no-store", name)}
	}
	if c.App == nil && !c.Database {
		return nil, fmt.Errorf("/%s needs the database of stored rulings, and none is set up", name)
	}
	a, err := c.app(ctx, true)
	if err != nil {
		return nil, err
	}
	req.Who = rulings.Asker{Source: rulings.SourceCLI, UserName: loginName()}
	rep, err := a.Do(ctx, req)
	if err != nil {
		option := "id"
		if name == "ruling review" && errors.Is(err, rulings.ErrInvalid) {
			option = "verdict"
		}
		if name == "ruling search" {
			return nil, err
		}
		return nil, inputError(option, err)
	}
	return answerOf(rep), nil
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
	name := "ruling " + args[0]
	req := app.Request{Who: rulings.Asker{Source: rulings.SourceCLI, UserName: *by}, Page: *page, PerPage: *perPage}
	opts, code := c.rulingOptions(args[0], words, *card, usage)
	if opts == nil {
		return code
	}
	inv, err := command.FromOptions(name, opts)
	if err != nil {
		return c.storeError(name, err)
	}
	req.Inv = inv
	a := c.appOrFail(ctx, name)
	if a == nil {
		return ExitFailure
	}
	rep, err := a.Do(ctx, req)
	if err != nil {
		return c.storeError(name, err)
	}
	ans := answerOf(rep)
	cmd := "/" + name
	if rep.Stored != nil {
		cmd += " id:" + rep.Stored.Ruling.ID
	}
	c.printResult(ans.stored, cmd, *asJSON)
	return ExitOK
}

// rulingOptions reads the arguments of bot ruling show|search|review into
// the options of its command; nil and the exit code when they are wrong.
func (c *CLI) rulingOptions(sub string, words []string, card, usage string) (map[string]any, int) {
	opts := map[string]any{}
	switch sub {
	case "show":
		if len(words) != 1 {
			fmt.Fprint(c.Stderr, "bot ruling show: give one ruling id\n\n"+usage)
			return nil, ExitInvalid
		}
		opts["id"] = words[0]
	case "search":
		if card != "" {
			opts["card"] = card
		}
		if len(words) > 0 {
			opts["text"] = strings.Join(words, " ")
		}
	case "review":
		if len(words) < 2 {
			fmt.Fprint(c.Stderr, "bot ruling review: give a ruling id and a verdict\n\n"+usage)
			return nil, ExitInvalid
		}
		v, err := rulings.ParseVerdict(words[1])
		if err != nil {
			return nil, c.storeError("ruling review", err)
		}
		opts["id"], opts["verdict"] = words[0], string(v)
		if len(words) > 2 {
			opts["note"] = strings.Join(words[2:], " ")
		}
	default:
		fmt.Fprintf(c.Stderr, "bot ruling: unknown command %q\n\n%s", sub, usage)
		return nil, ExitInvalid
	}
	return opts, ExitOK
}

// storeError reports an error of the store: not found and invalid are the
// user's (exit 2), others the program's (exit 1).
func (c *CLI) storeError(name string, err error) int {
	fmt.Fprintf(c.Stderr, "bot %s: %v\n", name, err)
	return exitCode(err)
}
