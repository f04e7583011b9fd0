package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime/debug"
	"strings"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// askOptions are the flags of bot ask.
type askOptions struct {
	json    bool
	noStore bool
	explain bool
	file    string
}

func (c *CLI) askUsage(w io.Writer) {
	fmt.Fprint(w, `usage: bot ask [--json] [--no-store] [--explain] COMMAND
       bot ask [--json] [--no-store] [--explain] -f FILE

Answers Orrery commands, like the slash commands in Discord:

  bot ask '/judge tap board:"me: Forest, Mana Reflection" card:Forest'
  bot ask /orrery upkeep hand:0

COMMAND may be one argument or several, joined with spaces; an argument
written name:value whose value has spaces is quoted for you, so
  bot ask /judge lands "board:me: 2x Ghirapur Orrery"
works too. With -f, FILE holds one command a line (- reads standard input);
blank lines and lines starting with # are skipped, and every command is
answered in order, even after one that is invalid.

Flags:
  --json       print each answer as one JSON object on one line
  --no-store   do not store the rulings (no database is needed)
  --explain    after each ruling, explain it in friendly words: written by
               the language model of [llm] when one is configured and its
               text passes the checks, else the engine's own wording
  -f FILE      read the commands from FILE

Exit status: 0 when every command got an answer, 2 when any was invalid,
1 when something went wrong inside.
`)
}

// ask answers commands: one from the arguments, or one a line from a file.
func (c *CLI) ask(ctx context.Context, args []string) int {
	var opts askOptions
	fs := flag.NewFlagSet("bot ask", flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	fs.Usage = func() {}
	fs.BoolVar(&opts.json, "json", false, "print each answer as one JSON object on one line")
	fs.BoolVar(&opts.noStore, "no-store", false, "do not store the rulings")
	fs.BoolVar(&opts.explain, "explain", false, "explain each ruling in friendly words")
	fs.StringVar(&opts.file, "f", "", "read the commands from `FILE`, one a line (- is standard input)")
	words, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		c.askUsage(c.Stdout)
		return ExitOK
	}
	if err != nil {
		fmt.Fprintln(c.Stderr, "bot help ask shows how to use bot ask.")
		return ExitInvalid
	}
	switch {
	case opts.file != "" && len(words) > 0:
		fmt.Fprintln(c.Stderr, "bot ask: give a COMMAND or -f FILE, not both")
		return ExitInvalid
	case opts.file == "" && len(words) == 0:
		c.askUsage(c.Stderr)
		return ExitInvalid
	}

	a := &asker{cli: c, opts: opts, out: bufio.NewWriter(c.Stdout)}
	defer a.out.Flush()
	if opts.file == "" {
		a.answer(ctx, joinCommandWords(words), false)
		return a.exitCode()
	}
	in := c.Stdin
	if opts.file != "-" {
		f, err := os.Open(opts.file)
		if err != nil {
			fmt.Fprintf(c.Stderr, "bot ask: %v\n", err)
			return ExitInvalid
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && st.IsDir() {
			// A directory opens, but reading it fails: the user's mistake,
			// as a missing file is.
			fmt.Fprintf(c.Stderr, "bot ask: -f %s is a directory; expected a file of questions, one a line\n", opts.file)
			return ExitInvalid
		}
		in = f
	}
	if err := a.answerLines(ctx, in); err != nil {
		a.out.Flush()
		fmt.Fprintf(c.Stderr, "bot ask: %v\n", err)
		return ExitFailure
	}
	return a.exitCode()
}

// parseInterspersed parses flags that may come before, between or after
// the other arguments, and returns the other arguments in order. After
// "--" every argument is taken as it is.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var words []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return words, nil
		}
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(words, rest...), nil
		}
		words = append(words, rest[0])
		args = rest[1:]
	}
}

// optionWord is an argument written name:value.
var optionWord = regexp.MustCompile(`^[A-Za-z_][-A-Za-z0-9_]*:`)

// joinCommandWords makes one command text of the arguments. The shell has
// removed the quotes around "board:me: Forest, Island", so an argument
// written name:value whose value needs quotes gets them back.
func joinCommandWords(words []string) string {
	if len(words) == 1 {
		return words[0]
	}
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if i == 0 || !optionWord.MatchString(w) {
			continue
		}
		name, value, _ := strings.Cut(w, ":")
		if value == "" || strings.ContainsAny(value[:1], `"“”`) {
			continue
		}
		out[i] = name + ":" + command.Quote(value)
	}
	return strings.Join(out, " ")
}

// asker answers the commands of one run of bot ask.
type asker struct {
	cli       *CLI
	opts      askOptions
	out       *bufio.Writer
	invalid   bool // some command was invalid
	failed    bool // something went wrong inside
	notedNoDB bool // the note that rulings are not stored was shown
	// notedNoLLM is set once the note that no model is configured for
	// --explain was shown.
	notedNoLLM bool
}

func (a *asker) exitCode() int {
	switch {
	case a.failed:
		return ExitFailure
	case a.invalid:
		return ExitInvalid
	}
	return ExitOK
}

// answerLines answers every command of in, one a line, skipping blank lines
// and lines starting with #. The lines are read apart from the answering,
// so that a stop (Ctrl-C, SIGTERM: ctx done) ends it even while it waits
// for input that does not come.
func (a *asker) answerLines(ctx context.Context, in io.Reader) error {
	lines := make(chan readResult)
	go readLines(ctx, bufio.NewReader(in), lines)
	for {
		var lr readResult
		select {
		case <-ctx.Done():
			return fmt.Errorf("stopped: %w", context.Cause(ctx))
		case lr = <-lines:
		}
		if lr.err != nil && !errors.Is(lr.err, io.EOF) {
			return lr.err
		}
		if text := strings.TrimSpace(lr.line); text != "" && !strings.HasPrefix(text, "#") {
			if ctx.Err() != nil {
				return fmt.Errorf("stopped: %w", context.Cause(ctx))
			}
			if lr.size > command.MaxInput {
				a.report(text, &rules.InputError{
					Offset:  command.MaxInput,
					Message: fmt.Sprintf("the command is too long: %d bytes, at most %d (64 KiB)", lr.size, command.MaxInput),
				}, true)
			} else {
				a.answer(ctx, lr.line, true)
			}
		}
		if lr.err != nil { // the end of the input
			return nil
		}
	}
}

// readResult is one line read, its size, and the error that ended the
// input after it (io.EOF at its end).
type readResult struct {
	line string
	size int
	err  error
}

// readLines sends the lines of r, one at a time, until the input ends or
// fails, or ctx is done.
func readLines(ctx context.Context, r *bufio.Reader, out chan<- readResult) {
	// A byte order mark that some editors write at the start of a UTF-8
	// file is not part of the first command.
	if bom, err := r.Peek(3); err == nil && string(bom) == "\uFEFF" {
		r.Discard(3) //nolint:errcheck // the bytes were just peeked
	}
	for {
		line, size, err := readLine(ctx, r)
		select {
		case out <- readResult{line, size, err}:
		case <-ctx.Done():
			return
		}
		if err != nil {
			return
		}
	}
}

// maxLineRead bounds the bytes read of one line: past it, a file with no
// line ending (/dev/zero) is no file of questions.
const maxLineRead = 64 << 20

// readLine reads one line without its line ending, and returns its size in
// bytes. Of a line longer than a command may be it keeps only the start;
// a line of more than maxLineRead bytes, or ctx done, ends the reading
// with an error.
func readLine(ctx context.Context, r *bufio.Reader) (line string, size int, err error) {
	const keep = command.MaxInput + 2 // room for a line ending
	var b []byte
	for {
		chunk, err := r.ReadSlice('\n')
		size += len(chunk)
		if len(b) < keep {
			b = append(b, chunk[:min(keep-len(b), len(chunk))]...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			if ctx.Err() != nil {
				return "", size, fmt.Errorf("stopped: %w", context.Cause(ctx))
			}
			if size > maxLineRead {
				return "", size, fmt.Errorf("a line of more than %d bytes (64 MiB) with no line ending: expected one command a line", maxLineRead)
			}
			continue
		}
		if strings.HasSuffix(string(chunk), "\n") {
			size--
			b = bytes.TrimSuffix(b, []byte("\n"))
			if strings.HasSuffix(string(chunk), "\r\n") {
				size--
				b = bytes.TrimSuffix(b, []byte("\r"))
			}
		}
		return string(b), size, err
	}
}

// answer answers one command and prints the answer.
func (a *asker) answer(ctx context.Context, text string, echo bool) {
	ans, err := a.answerCommand(ctx, text)
	if err != nil {
		a.report(text, err, echo)
		return
	}
	ex := a.explain(ctx, ans)
	if a.opts.json {
		if ex != nil {
			a.writeJSON(withExplanation(ans.ruling, ex))
		} else {
			a.writeJSON(ans.jsonValue())
		}
	} else {
		if echo {
			fmt.Fprintf(a.out, "> %s\n", text)
		}
		ans.print(a.out)
		if ex != nil {
			printExplanation(a.out, ex)
		}
		if echo {
			fmt.Fprintln(a.out)
		}
	}
	a.out.Flush()
}

// answerCommand reads a command and answers it. A panic inside is turned
// into an internal error, so one bad command does not stop the others.
func (a *asker) answerCommand(ctx context.Context, text string) (ans *answer, err error) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(a.cli.Stderr, "bot ask: internal error answering %q: %v\n%s", text, p, debug.Stack())
			ans, err = nil, fmt.Errorf("internal error: %v", p)
		}
	}()
	inv, err := command.Parse(text)
	if err != nil {
		return nil, err
	}
	req := app.Request{Inv: inv}
	switch spec, _ := command.Lookup(inv.Name); spec.Handler {
	case command.ShowRuling, command.SearchRulings, command.ReviewRuling:
		return a.cli.answerStored(ctx, req, a.opts.noStore)
	case command.AskEngine:
		return a.answerEngine(ctx, req)
	}
	ap, _ := a.cli.app(ctx, false) // /cr, /card and /help store nothing
	rep, err := ap.Do(ctx, req)
	if err != nil {
		return nil, err
	}
	return answerOf(rep), nil
}

// answerEngine answers a question for the engine with the CLI's App,
// which stores the ruling unless --no-store says not to. The answer
// stands when storing it fails; the failure is reported on Stderr.
func (a *asker) answerEngine(ctx context.Context, req app.Request) (*answer, error) {
	// Bad input is told before the database is opened.
	q, err := req.Inv.Read()
	if err != nil {
		return nil, err
	}
	req.Question = q
	store := !a.opts.noStore && (a.cli.App != nil || a.cli.Database)
	ap, openErr := a.cli.app(ctx, store)
	req.Who = rulings.Asker{Source: rulings.SourceCLI, UserName: loginName()}
	rep, err := ap.Do(ctx, req)
	if err != nil {
		return nil, err
	}
	res := rep.Result
	switch {
	case a.opts.noStore:
	case !store || openErr == nil && ap.Store == nil:
		if !a.notedNoDB {
			fmt.Fprintln(a.cli.Stderr, "note: the ruling was not stored: no store of rulings is set up (--no-store leaves this note out)")
			a.notedNoDB = true
		}
	case openErr != nil:
		if a.cli.db.reported {
			fmt.Fprintln(a.cli.Stderr, "bot ask: the ruling was not stored: the database is not available (see above)")
		} else {
			a.cli.db.reported = true
			fmt.Fprintf(a.cli.Stderr, "bot ask: the ruling was not stored: %v\n(bot ask --no-store answers without storing)\n", openErr)
		}
		a.failed = true
	case !res.Stored:
		fmt.Fprintf(a.cli.Stderr, "bot ask: the ruling was not stored: %v\n", res.StoreErr)
		a.failed = true
	}
	return answerOf(rep), nil
}

// report prints an error as the answer to a command and notes it for the
// exit code.
func (a *asker) report(text string, err error, echo bool) {
	if exitCode(err) == ExitInvalid {
		a.invalid = true
	} else {
		a.failed = true
	}
	if a.opts.json {
		a.writeJSON(errorJSON(err))
	} else {
		if echo {
			fmt.Fprintf(a.out, "> %s\n", text)
		}
		printError(a.out, err)
		if echo {
			fmt.Fprintln(a.out)
		}
	}
	a.out.Flush()
}

// writeJSON prints v as one compact JSON line.
func (a *asker) writeJSON(v any) {
	enc := json.NewEncoder(a.out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Every value printed here is made of plain data; this is a bug.
		a.failed = true
		enc.Encode(errorJSON(fmt.Errorf("internal error: %v", err)))
	}
}

// errorBody is the JSON form of an error: {"error": {...}}
// (docs/contract.md, section 3).
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Message string `json:"message"`
	Option  string `json:"option"`
	Offset  int    `json:"offset"`
	// CommandOffset is where the problem is in the command, for an error
	// about an option found reading the command line (given twice, unknown,
	// missing, or a value not of its kind); Offset is then in its value.
	CommandOffset *int     `json:"command_offset,omitempty"`
	Suggestions   []string `json:"suggestions"`
	// Line and Column say where Offset is when the input spans lines
	// (a board may); they are absent for one line.
	Line   int `json:"line,omitempty"`
	Column int `json:"column,omitempty"`
}

func errorJSON(err error) errorBody {
	var ie *rules.InputError
	if !errors.As(err, &ie) {
		return errorBody{errorDetail{Message: err.Error(), Suggestions: []string{}}}
	}
	d := errorDetail{Message: ie.Message, Option: ie.Option, Offset: ie.OffsetInValue(), Suggestions: ie.Suggestions}
	if ie.ValueAt > 0 {
		d.CommandOffset = &ie.Offset
	}
	if ie.Multiline() {
		d.Line, d.Column = ie.LineColumn()
	}
	if d.Suggestions == nil {
		d.Suggestions = []string{}
	}
	return errorBody{d}
}
