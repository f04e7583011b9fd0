package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"

	"github.com/orrery-judge/orrery/bot/app"
)

// Exit codes of Main.
const (
	// ExitOK: every command got an answer.
	ExitOK = 0
	// ExitFailure: something went wrong inside the program.
	ExitFailure = 1
	// ExitInvalid: a command or the command line was invalid.
	ExitInvalid = 2
)

// exitCode is the exit code of a command that failed with err, by its
// code: the user's errors (bad input, an unknown ruling) are ExitInvalid,
// the rest ExitFailure.
func exitCode(err error) int {
	switch app.ErrorCode(err) {
	case app.Invalid, app.NotFound:
		return ExitInvalid
	}
	return ExitFailure
}

// CLI is the command line: its streams, and what its subcommands share.
type CLI struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// App answers the commands of bot ask and bot ruling, as it answers
	// Discord and the web pages. While it is nil, the CLI makes its own
	// (see app): storing rulings in the database when Database is set, and
	// not storing them, saying so on Stderr, when it is not.
	App *app.App
	// ConfigPath is the configuration file given with --config; "" means
	// look for one (config.Find).
	ConfigPath string
	// Database says whether subcommands open the configured database, or
	// the private Postgres cluster, to store and read rulings. Main sets
	// it; a CLI made in a test leaves it off, or sets App.
	Database bool

	db database // the store of rulings, once opened
	// apps are the Apps the CLI made: one storing rulings, one not.
	apps cliApps

	// Phraser rewords rulings for bot ask --explain. While it is nil, one
	// is made from the configuration's [llm] settings when they enable it
	// (and the CLI opens a database, as Main's does).
	Phraser app.Phraser
	// llmLoaded is set once the [llm] settings were read.
	llmLoaded bool
	// log is the logger of the configuration, once made (see logger).
	log *slog.Logger
}

// subcommand is one word after "bot": what it takes, what it does, and the
// function that runs it with the arguments after it.
type subcommand struct {
	name    string
	args    string
	summary string
	run     func(c *CLI, ctx context.Context, args []string) int
}

// subcommands lists every subcommand, in the order usage shows them.
func subcommands() []subcommand {
	return []subcommand{
		{"ask", "[--json] [--no-store] [--explain] COMMAND | -f FILE", "answer commands, like /judge tap ..., on the terminal", (*CLI).ask},
		{"ruling", "show ID | search [--card NAME] [WORDS] | review ID VERDICT [NOTE]", "read stored rulings, or review one", (*CLI).rulingCommand},
		{"recheck", "[--json]", "ask every stored question again; mark rulings whose answer changed", (*CLI).recheck},
		{"import-cr", "FILE", "load a newer Comprehensive Rules text file into the database", (*CLI).importCR},
		{"cr", "import FILE", "check a new Comprehensive Rules file and make it the edition every process uses", (*CLI).crCommand},
		{"cards", "import FILE... | list | coverage", "store newer card data (MTGJSON or Scryfall files) in the database, list what is stored, or measure how much of it the engine understands", (*CLI).cardsCommand},
		{"migrate", "", "bring the database's schema up to date", (*CLI).migrate},
		{"serve", "[--listen ADDR]", "run the web pages and Discord's HTTP interactions endpoint", (*CLI).serve},
		{"register", "[--guild ID | --global]", "install the slash commands in Discord", (*CLI).register},
		{"config", "", "check the configuration and show it, secrets redacted", (*CLI).showConfig},
		{"health", "[--url URL]", "ask the running server's /healthz; exit 0 when it is healthy (for container health checks)", (*CLI).health},
		{"help", "[SUBCOMMAND]", "show this help, or a subcommand's options", (*CLI).help},
	}
}

// Main runs the program with the command-line arguments (without the
// program name) and returns the exit code.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := &CLI{Stdin: stdin, Stdout: stdout, Stderr: stderr, Database: true}
	return c.Run(ctx, args)
}

// Run dispatches to the subcommand that args name.
func (c *CLI) Run(ctx context.Context, args []string) int {
	args, configPath, err := takeConfigFlag(args)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot: %v\n", err)
		return ExitInvalid
	}
	if configPath != "" {
		c.ConfigPath = configPath
	}
	defer c.closeDatabase()
	if len(args) == 0 {
		return c.runConfigured(ctx)
	}
	switch args[0] {
	case "-h", "-help", "--help":
		c.usage(c.Stdout)
		return ExitOK
	}
	if s, ok := findSubcommand(args[0]); ok {
		return s.run(c, ctx, args[1:])
	}
	fmt.Fprintf(c.Stderr, "bot: unknown subcommand %q\n\n", args[0])
	c.usage(c.Stderr)
	return ExitInvalid
}

func findSubcommand(name string) (subcommand, bool) {
	for _, s := range subcommands() {
		if s.name == name {
			return s, true
		}
	}
	return subcommand{}, false
}

func (c *CLI) usage(w io.Writer) {
	fmt.Fprintln(w, "Orrery, a Magic: The Gathering rules judge.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage:")
	for _, s := range subcommands() {
		fmt.Fprintf(w, "  bot %s %s\n      %s\n", s.name, s.args, s.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, `Example: bot ask '/judge tap board:"me: Forest, Mana Reflection" card:Forest'`)
	fmt.Fprintln(w, "bot ask /help lists the commands; bot help SUBCOMMAND shows its options.")
	fmt.Fprintln(w, "bot with no subcommand runs the web pages and, when configured, the Discord bot.")
	fmt.Fprintln(w, "--config FILE names the configuration file (default: ./config.toml if present).")
}

// help shows the usage, or the options of one subcommand.
func (c *CLI) help(ctx context.Context, args []string) int {
	if len(args) == 0 {
		c.usage(c.Stdout)
		return ExitOK
	}
	s, ok := findSubcommand(args[0])
	if !ok || s.name == "help" {
		fmt.Fprintf(c.Stderr, "bot help: unknown subcommand %q\n", args[0])
		return ExitInvalid
	}
	return s.run(c, ctx, []string{"-h"})
}

// newFlags makes the flag set of a subcommand, writing errors to stderr.
func (c *CLI) newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("bot "+name, flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	return fs
}
