package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/config"
	"github.com/orrery-judge/orrery/bot/discord"
	"github.com/orrery-judge/orrery/bot/metrics"
	"github.com/orrery-judge/orrery/bot/web"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/rulings"
)

// serveOptions say what a run of the server includes.
type serveOptions struct {
	// listen overrides http.listen ("" keeps it).
	listen string
	// gateway connects to Discord's gateway when a token is configured.
	gateway bool
	// noStore answers without a database: rulings are not stored.
	noStore bool
	// interactionsOnly serves Discord's interactions, /healthz and
	// /metrics, not the web pages (as http.web_pages = false does).
	interactionsOnly bool
}

func (c *CLI) serveUsage(w io.Writer) {
	fmt.Fprint(w, `usage: bot serve [--listen ADDR] [--no-store] [--interactions-only]

Runs the HTTP server: the web pages (the playground and a page for every
stored ruling), /healthz, and, when discord.public_key is configured,
Discord's HTTP interactions endpoint at POST /interactions. It does not
connect to Discord's gateway; plain "bot" runs everything configured.

Flags:
  --listen ADDR         the address to listen on (default: http.listen, 127.0.0.1:8080)
  --no-store            answer without a database: no Postgres is started or
                        reached, and rulings are not stored (no ids, no search)
  --interactions-only   serve Discord's interactions, /healthz and /metrics,
                        not the web pages (http.web_pages = false does the same)

It also serves GET /metrics (Prometheus) and GET /healthz (200 when the
database answers, 503 when it does not). A configured database that does
not answer at start is tried again with a backoff while the server
answers without storing; /healthz says "database":"starting" until it is
connected and migrated. Logs go to standard error, as
text or, with log_format = "json" (or ORRERY_LOG_FORMAT=json), as one JSON
object a line; bot config shows the settings in effect.
`)
}

// serve runs the HTTP server alone.
func (c *CLI) serve(ctx context.Context, args []string) int {
	fs := flag.NewFlagSet("bot serve", flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	fs.Usage = func() {}
	var opts serveOptions
	fs.StringVar(&opts.listen, "listen", "", "the `ADDR`ess to listen on, host:port")
	fs.BoolVar(&opts.noStore, "no-store", false, "answer without a database")
	fs.BoolVar(&opts.interactionsOnly, "interactions-only", false, "serve Discord's interactions, /healthz and /metrics only")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.serveUsage(c.Stdout)
			return ExitOK
		}
		fmt.Fprintln(c.Stderr, "bot help serve shows how to use bot serve.")
		return ExitInvalid
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(c.Stderr, "bot serve: unexpected argument %q\n", fs.Arg(0))
		return ExitInvalid
	}
	return c.runServer(ctx, opts)
}

// runConfigured runs everything the configuration sets up: the HTTP
// server always, and the Discord gateway when there is a token. With no
// configuration at all this is the local playground, on 127.0.0.1 with the
// private Postgres.
func (c *CLI) runConfigured(ctx context.Context) int {
	return c.runServer(ctx, serveOptions{gateway: true})
}

// runServer starts the server as opts say and runs it until ctx ends.
//
// It is long because it starts the parts in the order they depend on each other
// and stops them in reverse; one function keeps that order visible.
func (c *CLI) runServer(ctx context.Context, opts serveOptions) int {
	cfg, err := c.loadConfig()
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot: %v\n", err)
		return ExitInvalid
	}
	log := c.logger(cfg)
	if err := useDiscordAPI(cfg); err != nil {
		fmt.Fprintf(c.Stderr, "bot: %v\n", err)
		return ExitInvalid
	}

	// Listen before the database starts, so that a port in use is known
	// at once.
	ln, err := listen(cfg, opts.listen, log)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot: %v\n", err)
		return ExitFailure
	}
	defer ln.Close()
	url := "http://" + displayAddr(ln.Addr())

	m := metrics.New()
	a := &app.App{Log: log, PublicURL: cfg.HTTP.PublicURL, Observe: m.Answered}
	if opts.noStore {
		log.Info("answering without a database: rulings are not stored")
	} else {
		log.Info("opening the database", "database", describeDatabase(cfg))
		store, err := c.serveStore(ctx)
		if err != nil {
			fmt.Fprintf(c.Stderr, "bot: the database: %v\n", err)
			return ExitFailure
		}
		a.Store = store
		m.WatchDatabase(func() string { return databaseState(store.Status()) })
		a.Pending = app.NewPending(store, app.PendingOptions{Log: log, Observe: m.Pending, Spool: spoolPath(cfg)})
		go followCardImports(ctx, store, log, cardsCheckEvery)
	}
	if a.Phraser, err = newPhraser(cfg.LLM, a.Store, log, m.Phrasing); err != nil {
		fmt.Fprintf(c.Stderr, "bot: %v\n", err)
		return ExitInvalid
	}

	srv := &Server{App: a, Log: log, Metrics: m}
	if cfg.HTTP.WebPages && !opts.interactionsOnly {
		srv.Pages = webPages(a, log, cfg.Limits)
	}
	d := cfg.Discord
	token := d.Token.Value()
	gateway := opts.gateway && token != ""
	if token != "" || d.PublicKey != "" {
		dc := discordConfig(cfg)
		dc.Observe = m.Interaction
		srv.Discord, err = discord.New(a, dc)
		if err != nil {
			fmt.Fprintf(c.Stderr, "bot: %v\n", err)
			return ExitInvalid
		}
		srv.Gateway = gateway
	}

	ready := func() {
		log.Info("serving", "url", url, "interactions", srv.Discord != nil && srv.Discord.HasPublicKey(), "gateway", srv.Gateway)
		// The words for a person go with the logs, to standard error; a
		// log collector (JSON logs) has the line above.
		if cfg.LogFormat == "json" {
			return
		}
		fmt.Fprintf(c.Stderr, "Orrery is running: open %s/ in a browser to ask it a question.\n", url)
		if srv.Discord != nil && srv.Discord.HasPublicKey() {
			fmt.Fprintf(c.Stderr, "Discord's HTTP interactions are answered at %s/interactions.\n", strings.TrimRight(publicOr(cfg, url), "/"))
		}
		if srv.Gateway {
			fmt.Fprintln(c.Stderr, "Connecting to Discord's gateway.")
		}
		fmt.Fprintln(c.Stderr, "Press Ctrl+C to stop.")
	}
	if err := srv.Run(ctx, ln, ready); err != nil {
		fmt.Fprintf(c.Stderr, "bot: %v\n", err)
		return ExitFailure
	}
	// Run's caller closes the database (stopping the private cluster).
	return ExitOK
}

// databaseState names the state of the database for the metrics from
// the store's Status.
func databaseState(err error) string {
	switch {
	case err == nil:
		return metrics.DatabaseOK
	case errors.Is(err, rulings.ErrStarting):
		return metrics.DatabaseStarting
	case errors.Is(err, pgembed.ErrDiskFull):
		return metrics.DatabaseDiskFull
	}
	return metrics.DatabaseDown
}

// spoolPath is the file in the data folder that keeps the rulings waiting
// for the database across a stop or a crash.
func spoolPath(cfg *config.Config) string {
	dir := cfg.Database.DataDir
	if dir == "" {
		dir = pgembed.DefaultDir()
	}
	return filepath.Join(dir, "pending-rulings.jsonl")
}

// webPages are the web pages: the playground, a page for every stored
// ruling, and search, with the playground's limits per address (a rate
// of 0 means no limit; the burst is by default a third of a minute's
// questions) and Discord's largest board.
func webPages(a *app.App, log *slog.Logger, l config.Limits) http.Handler {
	cfg := web.Config{App: a, Log: log, AskPerMinute: -1, MaxPermanents: max(l.MaxPermanents, 0)}
	if l.WebPerMinute > 0 {
		cfg.AskPerMinute, cfg.AskBurst = float64(l.WebPerMinute), l.WebBurst
		if cfg.AskBurst <= 0 {
			cfg.AskBurst = max(1, l.WebPerMinute/3)
		}
	}
	return web.New(cfg)
}

// discordConfig is the Discord part of the configuration as package
// discord takes it.
func discordConfig(cfg *config.Config) discord.Config {
	d := cfg.Discord
	return discord.Config{
		Token:      d.Token.Value(),
		AppID:      d.ApplicationID,
		PublicKey:  d.PublicKey,
		ShardID:    d.ShardID,
		ShardCount: d.ShardCount,
		JudgeRoles: d.JudgeRoles,
		Limits:     discordLimits(cfg.Limits),
		Emoji:      d.Emoji,
	}
}

// discordLimits reads the configured limits: a rate of 0 means no limit;
// a user or server may ask the configured burst at once, by default a
// quarter of a minute's questions.
func discordLimits(l config.Limits) discord.Limits {
	out := discord.Limits{MaxPermanents: l.MaxPermanents, UserPerMinute: -1, GuildPerMinute: -1}
	if l.MaxPermanents <= 0 {
		out.MaxPermanents = -1
	}
	burst := func(perMinute, configured int) int {
		if configured > 0 {
			return configured
		}
		return max(1, perMinute/4)
	}
	if l.UserPerMinute > 0 {
		out.UserPerMinute, out.UserBurst = float64(l.UserPerMinute), burst(l.UserPerMinute, l.UserBurst)
	}
	if l.GuildPerMinute > 0 {
		out.GuildPerMinute, out.GuildBurst = float64(l.GuildPerMinute), burst(l.GuildPerMinute, l.GuildBurst)
	}
	return out
}

// listen opens the server's address: the flag's, else http.listen. When
// the address is the default one and its port is taken, it takes a free
// port on the same host instead, so that a second local copy still starts.
func listen(cfg *config.Config, flagAddr string, log *slog.Logger) (net.Listener, error) {
	addr := cfg.HTTP.Listen
	if flagAddr != "" {
		addr = flagAddr
	}
	ln, err := net.Listen("tcp", addr)
	if err == nil {
		return ln, nil
	}
	if flagAddr == "" && addr == config.Default().HTTP.Listen && errors.Is(err, syscall.EADDRINUSE) {
		host, _, _ := net.SplitHostPort(addr)
		if ln, err2 := net.Listen("tcp", net.JoinHostPort(host, "0")); err2 == nil {
			log.Info("the default port is taken; using a free one", "wanted", addr, "address", ln.Addr().String())
			return ln, nil
		}
	}
	return nil, fmt.Errorf("listening on %s: %w", addr, err)
}

// displayAddr is an address to open in a browser: an unspecified host
// (listening on every address) is shown as 127.0.0.1.
func displayAddr(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return a.String()
	}
	if tcp.IP == nil || tcp.IP.IsUnspecified() {
		return fmt.Sprintf("127.0.0.1:%d", tcp.Port)
	}
	return tcp.String()
}

func publicOr(cfg *config.Config, url string) string {
	if cfg.HTTP.PublicURL != "" {
		return cfg.HTTP.PublicURL
	}
	return url
}

// describeDatabase says which database is used, without its password.
func describeDatabase(cfg *config.Config) string {
	if u := cfg.Database.URL.Value(); u != "" {
		return config.RedactURL(u)
	}
	return "the private Postgres cluster"
}

// useDiscordAPI points Discord's REST calls at discord.api_url (or
// DISCORD_API_URL) when it is set: a REST proxy in front of Discord, or a
// test's fake Discord.
func useDiscordAPI(cfg *config.Config) error {
	if base := cfg.Discord.APIURL; base != "" {
		return discord.UseAPIBase(base)
	}
	return nil
}

func (c *CLI) registerUsage(w io.Writer) {
	fmt.Fprint(w, `usage: bot register [--guild ID | --global]

Installs Orrery's slash commands in Discord with one bulk overwrite, which
replaces the application's commands with the current ones; running it
again changes nothing. It needs discord.token and discord.application_id
(or DISCORD_TOKEN and DISCORD_APP_ID).

Without a flag, the commands go to discord.dev_guild when it is set (they
show at once there), else to every server (Discord may take up to an hour
to show them).

Flags:
  --guild ID   install them in this server only
  --global     install them for every server, even with a dev_guild set
`)
}

// register installs the slash commands in Discord.
func (c *CLI) register(ctx context.Context, args []string) int {
	fs := flag.NewFlagSet("bot register", flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	fs.Usage = func() {}
	guild := fs.String("guild", "", "the server `ID` to install the commands in")
	global := fs.Bool("global", false, "install the commands for every server")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.registerUsage(c.Stdout)
			return ExitOK
		}
		fmt.Fprintln(c.Stderr, "bot help register shows how to use bot register.")
		return ExitInvalid
	}
	if fs.NArg() > 0 || (*global && *guild != "") {
		c.registerUsage(c.Stderr)
		return ExitInvalid
	}
	cfg, err := c.loadConfig()
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot register: %v\n", err)
		return ExitInvalid
	}
	if err := useDiscordAPI(cfg); err != nil {
		fmt.Fprintf(c.Stderr, "bot register: %v\n", err)
		return ExitInvalid
	}
	token := cfg.Discord.Token.Value()
	switch {
	case token == "":
		fmt.Fprintln(c.Stderr, "bot register: needs the bot's token: discord.token in the configuration, or DISCORD_TOKEN")
		return ExitInvalid
	case cfg.Discord.ApplicationID == "":
		fmt.Fprintln(c.Stderr, "bot register: needs the application id: discord.application_id in the configuration, or DISCORD_APP_ID")
		return ExitInvalid
	}
	where := *guild
	if where == "" && !*global {
		where = cfg.Discord.DevGuild
	}
	s, err := discordgo.New("Bot " + token)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot register: %v\n", err)
		return ExitFailure
	}
	n, err := discord.Register(ctx, s, cfg.Discord.ApplicationID, where)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot register: %v\n", err)
		return ExitFailure
	}
	if where != "" {
		fmt.Fprintf(c.Stdout, "Registered %d commands in server %s; they show there at once.\n", n, where)
	} else {
		fmt.Fprintf(c.Stdout, "Registered %d commands for every server; Discord may take up to an hour to show them.\n", n)
	}
	return ExitOK
}
