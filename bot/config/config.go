package config

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"maps"
	"net"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
)

// Config is the whole configuration.
type Config struct {
	Discord  Discord  `toml:"discord"`
	Database Database `toml:"database"`
	HTTP     HTTP     `toml:"http"`
	LLM      LLM      `toml:"llm"`
	Limits   Limits   `toml:"limits"`
	// LogLevel is debug, info, warn or error.
	LogLevel string `toml:"log_level"`
	// LogFormat is text (one line a record, for a person) or json (one
	// JSON object a line, for a log collector).
	LogFormat string `toml:"log_format"`

	// Path is the file the configuration was read from, "" for none.
	Path string `toml:"-"`
	// envErrs are the environment variables ApplyEnv could not read;
	// Validate reports them.
	envErrs []error
	// Warnings are what Load found worth telling the operator that does
	// not stop the program (a file of secrets others can read); the
	// caller logs them.
	Warnings []string `toml:"-"`
}

// Discord configures the Discord bot.
type Discord struct {
	// Token is the bot's token, for the gateway and the REST API.
	Token Secret `toml:"token"`
	// ApplicationID is the application's id, for registering commands.
	ApplicationID string `toml:"application_id"`
	// PublicKey is the application's ed25519 public key in hex, for
	// checking the signatures of HTTP interactions.
	PublicKey string `toml:"public_key"`
	// DevGuild is a server id where commands are registered at once while
	// developing; "" registers them globally.
	DevGuild string `toml:"dev_guild"`
	// JudgeRoles maps a server id to the role ids whose members may review
	// rulings there.
	JudgeRoles map[string][]string `toml:"judge_roles"`
	// ShardID and ShardCount split the gateway between processes.
	ShardID    int `toml:"shard_id"`
	ShardCount int `toml:"shard_count"`
	// APIURL is where Discord's REST API is reached, for a REST proxy in
	// front of it; "" means Discord itself (https://discord.com/).
	APIURL string `toml:"api_url"`
	// Emoji maps a mana symbol as Oracle text writes it ("{G}") to the
	// emoji replies show for it ("<:mana_g:1234567890>"); a symbol not
	// mapped is shown as written.
	Emoji map[string]string `toml:"emoji"`
}

// Database configures where rulings are stored.
type Database struct {
	// URL is a Postgres connection URL; "" means a private cluster in
	// DataDir.
	URL Secret `toml:"url"`
	// DataDir is the data folder of the private cluster; "" means the
	// default (see pgembed.DefaultDir).
	DataDir string `toml:"data_dir"`
	// PostgresBin is the folder of the Postgres server programs for the
	// private cluster; "" means search for them.
	PostgresBin string `toml:"postgres_bin"`
	// RunAs is the user the private cluster runs as when Orrery runs as
	// root; "" means the default.
	RunAs string `toml:"run_as"`
}

// HTTP configures the web server: Discord's HTTP interactions and the web
// pages.
type HTTP struct {
	// Listen is the address to listen on, host:port.
	Listen string `toml:"listen"`
	// PublicURL is the address people reach the web pages at, for links
	// to rulings; "" means no links.
	PublicURL string `toml:"public_url"`
	// WebPages serves the web pages (the playground, ruling pages,
	// search); false serves only Discord's interactions, /healthz and
	// /metrics.
	WebPages bool `toml:"web_pages"`
}

// LLM configures the optional rewording of rulings by a language model
// behind an OpenAI-compatible API.
type LLM struct {
	Enabled bool   `toml:"enabled"`
	BaseURL string `toml:"base_url"`
	Model   string `toml:"model"`
	APIKey  Secret `toml:"api_key"`
	// Timeout bounds one rewording; past it the engine's wording is shown.
	Timeout time.Duration `toml:"timeout"`
}

// Limits protect the bot from floods and from boards too large to answer
// quickly.
type Limits struct {
	// UserPerMinute and GuildPerMinute are how many questions one user,
	// and one server, may ask a minute; 0 means no limit.
	UserPerMinute  int `toml:"user_per_minute"`
	GuildPerMinute int `toml:"guild_per_minute"`
	// UserBurst and GuildBurst are how many questions one user, and one
	// server, may ask at once before the rate applies; 0 means a quarter
	// of the rate (at least 1).
	UserBurst  int `toml:"user_burst"`
	GuildBurst int `toml:"guild_burst"`
	// MaxPermanents is the largest board, in permanents, the bot answers.
	MaxPermanents int `toml:"max_permanents"`
	// WebPerMinute and WebBurst are how many questions one address may ask
	// the web playground a minute, and at once; 0 means no limit, and a
	// burst of 0 a third of the rate (at least 1).
	WebPerMinute int `toml:"web_per_minute"`
	WebBurst     int `toml:"web_burst"`
}

// Default returns the configuration used for keys that are not set.
func Default() *Config {
	return &Config{
		Discord:   Discord{ShardCount: 1},
		HTTP:      HTTP{Listen: "127.0.0.1:8080", WebPages: true},
		LLM:       LLM{Timeout: 20 * time.Second},
		Limits:    Limits{UserPerMinute: 20, GuildPerMinute: 120, MaxPermanents: 200, WebPerMinute: 30},
		LogLevel:  "info",
		LogFormat: "text",
	}
}

// DefaultPaths are the files Find tries when no file is named, in order.
var DefaultPaths = []string{"config.toml", "/etc/orrery/config.toml"}

// Find returns the configuration file to read: the one named (by the
// --config flag), else the one $ORRERY_CONFIG names, else the first of
// DefaultPaths that exists, else "" (no file: defaults and environment).
// A file named explicitly must exist.
func Find(named string) (string, error) {
	for _, p := range []string{named, os.Getenv("ORRERY_CONFIG")} {
		if p == "" {
			continue
		}
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("configuration file: %w", err)
		}
		return p, nil
	}
	for _, p := range DefaultPaths {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", nil
}

// Load reads the configuration file at path ("" for none) over the
// defaults, applies the environment (see the package documentation) and
// checks the result.
func Load(path string) (*Config, error) {
	c := Default()
	if path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("configuration file %s does not exist (config.example.toml shows every key)", path)
			}
			return nil, fmt.Errorf("configuration file: %w", err)
		}
		if err := c.decode(data, path); err != nil {
			return nil, err
		}
		c.Path = path
		if fi, err := os.Stat(path); err == nil && fi.Mode().Perm()&0o044 != 0 {
			if keys := c.secretKeys(); len(keys) > 0 {
				c.Warnings = append(c.Warnings, fmt.Sprintf("configuration file %s holds secrets (%s) and other users can read it (mode %04o): chmod 600 %s, or give the secrets in the environment",
					path, strings.Join(keys, ", "), fi.Mode().Perm(), path))
			}
		}
	}
	c.ApplyEnv(os.Getenv)
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

// secretKeys names the keys of the file that hold a secret: the Discord
// token, a database URL with a password, the language model's API key.
func (c *Config) secretKeys() []string {
	var keys []string
	if c.Discord.Token != "" {
		keys = append(keys, "discord.token")
	}
	if u := c.Database.URL.Value(); u != "" && RedactURL(u) != u {
		keys = append(keys, "database.url")
	}
	if c.LLM.APIKey != "" {
		keys = append(keys, "llm.api_key")
	}
	return keys
}

// Parse reads configuration text over the defaults, without the
// environment, and checks it; name is the file name used in errors.
func Parse(data []byte, name string) (*Config, error) {
	c := Default()
	if err := c.decode(data, name); err != nil {
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *Config) decode(data []byte, name string) error {
	md, err := toml.Decode(string(data), c)
	if err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return fmt.Errorf("%s:%d: %s", name, perr.Position.Line, perr.Message)
		}
		// A value of the wrong type: "toml: line 2 (last key "a.b"): ...".
		if m := decodeErrRe.FindStringSubmatch(err.Error()); m != nil {
			return fmt.Errorf("%s:%s: %s: %s", name, m[1], m[2], m[3])
		}
		return fmt.Errorf("%s: %v", name, strings.TrimPrefix(err.Error(), "toml: "))
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		var errs []error
		var reported []toml.Key
	keys:
		for _, k := range undecoded {
			for _, r := range reported {
				if hasPrefix(k, r) {
					continue keys // a key inside an unknown table
				}
			}
			reported = append(reported, k)
			msg := "unknown key " + k.String()
			if s := suggest(k); s != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", s)
			}
			if line := findLine(data, k); line > 0 {
				errs = append(errs, fmt.Errorf("%s:%d: %s", name, line, msg))
			} else {
				errs = append(errs, fmt.Errorf("%s: %s", name, msg))
			}
		}
		return errors.Join(errs...)
	}
	return nil
}

func hasPrefix(k, prefix toml.Key) bool {
	return len(k) >= len(prefix) && slices.Equal(k[:len(prefix)], prefix)
}

// ApplyEnv sets the keys that environment variables override; getenv is
// os.Getenv or a stand-in. Empty variables are ignored.
func (c *Config) ApplyEnv(getenv func(string) string) {
	for _, e := range envVars {
		v := getenv(e.name)
		if v == "" {
			continue
		}
		if err := e.set(c, v); err != nil {
			c.envErrs = append(c.envErrs, fmt.Errorf("%s (environment variable %s): %v", e.key, e.name, err))
		}
	}
}

// envVar is an environment variable that sets a key of the file.
type envVar struct {
	name, key string
	set       func(c *Config, v string) error
}

// envVars are the environment variables, one for every key of the file
// (TestEveryKeyHasAnEnvironmentVariable holds it).
var envVars = []envVar{
	{"DISCORD_TOKEN", "discord.token", func(c *Config, v string) error { c.Discord.Token = Secret(v); return nil }},
	{"DISCORD_APP_ID", "discord.application_id", str(func(c *Config) *string { return &c.Discord.ApplicationID })},
	{"DISCORD_PUBLIC_KEY", "discord.public_key", str(func(c *Config) *string { return &c.Discord.PublicKey })},
	{"DISCORD_DEV_GUILD", "discord.dev_guild", str(func(c *Config) *string { return &c.Discord.DevGuild })},
	{"DISCORD_JUDGE_ROLES", "discord.judge_roles", setJudgeRoles},
	{"DISCORD_SHARD_ID", "discord.shard_id", integer(func(c *Config) *int { return &c.Discord.ShardID })},
	{"DISCORD_SHARD_COUNT", "discord.shard_count", integer(func(c *Config) *int { return &c.Discord.ShardCount })},
	{"DISCORD_API_URL", "discord.api_url", str(func(c *Config) *string { return &c.Discord.APIURL })},
	{"DISCORD_EMOJI", "discord.emoji", setEmoji},
	{"DATABASE_URL", "database.url", func(c *Config, v string) error { c.Database.URL = Secret(v); return nil }},
	{"ORRERY_DATA_DIR", "database.data_dir", str(func(c *Config) *string { return &c.Database.DataDir })},
	{"ORRERY_POSTGRES_BIN", "database.postgres_bin", str(func(c *Config) *string { return &c.Database.PostgresBin })},
	{"ORRERY_POSTGRES_RUN_AS", "database.run_as", str(func(c *Config) *string { return &c.Database.RunAs })},
	{"ORRERY_HTTP_LISTEN", "http.listen", str(func(c *Config) *string { return &c.HTTP.Listen })},
	{"ORRERY_PUBLIC_URL", "http.public_url", str(func(c *Config) *string { return &c.HTTP.PublicURL })},
	{"ORRERY_WEB_PAGES", "http.web_pages", boolean(func(c *Config) *bool { return &c.HTTP.WebPages })},
	{"ORRERY_LLM_ENABLED", "llm.enabled", boolean(func(c *Config) *bool { return &c.LLM.Enabled })},
	// A base URL turns the language model on, as setting one in the file
	// with enabled = true does.
	{"OPENAI_BASE_URL", "llm.base_url", func(c *Config, v string) error { c.LLM.BaseURL, c.LLM.Enabled = v, true; return nil }},
	{"OPENAI_MODEL", "llm.model", str(func(c *Config) *string { return &c.LLM.Model })},
	{"OPENAI_API_KEY", "llm.api_key", func(c *Config, v string) error { c.LLM.APIKey = Secret(v); return nil }},
	{"ORRERY_LLM_TIMEOUT", "llm.timeout", func(c *Config, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil {
			return fmt.Errorf("expected a duration like 20s, got %q", v)
		}
		c.LLM.Timeout = d
		return nil
	}},
	{"ORRERY_USER_PER_MINUTE", "limits.user_per_minute", integer(func(c *Config) *int { return &c.Limits.UserPerMinute })},
	{"ORRERY_GUILD_PER_MINUTE", "limits.guild_per_minute", integer(func(c *Config) *int { return &c.Limits.GuildPerMinute })},
	{"ORRERY_USER_BURST", "limits.user_burst", integer(func(c *Config) *int { return &c.Limits.UserBurst })},
	{"ORRERY_GUILD_BURST", "limits.guild_burst", integer(func(c *Config) *int { return &c.Limits.GuildBurst })},
	{"ORRERY_MAX_PERMANENTS", "limits.max_permanents", integer(func(c *Config) *int { return &c.Limits.MaxPermanents })},
	{"ORRERY_WEB_PER_MINUTE", "limits.web_per_minute", integer(func(c *Config) *int { return &c.Limits.WebPerMinute })},
	{"ORRERY_WEB_BURST", "limits.web_burst", integer(func(c *Config) *int { return &c.Limits.WebBurst })},
	{"ORRERY_LOG_LEVEL", "log_level", str(func(c *Config) *string { return &c.LogLevel })},
	{"ORRERY_LOG_FORMAT", "log_format", str(func(c *Config) *string { return &c.LogFormat })},
}

func str(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, v string) error { *field(c) = v; return nil }
}

func boolean(field func(*Config) *bool) func(*Config, string) error {
	return func(c *Config, v string) error {
		b, err := strconv.ParseBool(strings.TrimSpace(v))
		if err != nil {
			return fmt.Errorf("expected true or false, got %q", v)
		}
		*field(c) = b
		return nil
	}
}

func integer(field func(*Config) *int) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return fmt.Errorf("expected a whole number, got %q", v)
		}
		*field(c) = n
		return nil
	}
}

// setJudgeRoles reads judge roles from one line: servers separated by
// ";", each "SERVER=ROLE,ROLE" (1234=5678,9012;3456=7890).
func setJudgeRoles(c *Config, v string) error {
	pairs, err := keyValues(v, "SERVER=ROLE,ROLE;SERVER=ROLE")
	if err != nil {
		return err
	}
	roles := map[string][]string{}
	for _, kv := range pairs {
		for _, r := range strings.Split(kv[1], ",") {
			if r = strings.TrimSpace(r); r != "" {
				roles[kv[0]] = append(roles[kv[0]], r)
			}
		}
	}
	c.Discord.JudgeRoles = roles
	return nil
}

// keyValues reads the pairs of one line of an environment variable:
// "KEY=VALUE" separated by ";", blank parts skipped, each key and value
// trimmed. A part without "=" is an error that says the form (want).
func keyValues(v, want string) ([][2]string, error) {
	var out [][2]string
	for _, part := range strings.Split(v, ";") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		key, value, ok := strings.Cut(part, "=")
		if !ok {
			return nil, fmt.Errorf("expected %s, got %q", want, part)
		}
		out = append(out, [2]string{strings.TrimSpace(key), strings.TrimSpace(value)})
	}
	return out, nil
}

var (
	decodeErrRe = regexp.MustCompile(`^toml: line (\d+) \(last key "([^"]*)"\): (.*)$`)
	snowflakeRe = regexp.MustCompile(`^[0-9]{1,20}$`)
	hexKeyRe    = regexp.MustCompile(`^[0-9a-fA-F]{64}$`)
)

// Validate checks every key and returns an error naming each that is
// wrong, with what was expected.
//
// It is long because it is a flat list with a check per key, in the order of
// config.example.toml.
func (c *Config) Validate() error {
	errs := slices.Clone(c.envErrs)
	bad := func(key, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s", key, fmt.Sprintf(format, args...)))
	}
	d := c.Discord
	if d.ApplicationID != "" && !snowflakeRe.MatchString(d.ApplicationID) {
		bad("discord.application_id", "%q is not a Discord id (digits only)", d.ApplicationID)
	}
	if d.PublicKey != "" && !hexKeyRe.MatchString(d.PublicKey) {
		bad("discord.public_key", "expected 64 hexadecimal digits (the application's public key), got %d characters", len(d.PublicKey))
	}
	if d.DevGuild != "" && !snowflakeRe.MatchString(d.DevGuild) {
		bad("discord.dev_guild", "%q is not a Discord server id (digits only)", d.DevGuild)
	}
	for _, guild := range slices.Sorted(maps.Keys(d.JudgeRoles)) {
		if !snowflakeRe.MatchString(guild) {
			bad("discord.judge_roles", "%q is not a Discord server id (digits only)", guild)
		}
		for _, role := range d.JudgeRoles[guild] {
			if !snowflakeRe.MatchString(role) {
				bad("discord.judge_roles."+guild, "%q is not a Discord role id (digits only)", role)
			}
		}
	}
	if d.APIURL != "" {
		if err := checkHTTPURL(d.APIURL); err != nil {
			bad("discord.api_url", "%v", err)
		} else if u, _ := url.Parse(d.APIURL); u.Scheme == "http" && !loopbackHost(u.Hostname()) {
			bad("discord.api_url", "%q would send the bot token in clear text: use https://, or http:// only to a loopback address (127.0.0.1, ::1, localhost)", d.APIURL)
		}
	}
	c.validateEmoji(bad)
	if d.ShardCount < 1 {
		bad("discord.shard_count", "expected 1 or more, got %d", d.ShardCount)
	} else if d.ShardID < 0 || d.ShardID >= d.ShardCount {
		bad("discord.shard_id", "expected 0 to %d (shard_count - 1), got %d", d.ShardCount-1, d.ShardID)
	}

	if u := c.Database.URL.Value(); u != "" && !strings.HasPrefix(u, "postgres://") && !strings.HasPrefix(u, "postgresql://") && !strings.Contains(u, "=") {
		bad("database.url", "expected a URL like postgres://user:password@host:5432/orrery, or key=value settings")
	}

	if _, port, err := net.SplitHostPort(c.HTTP.Listen); err != nil {
		bad("http.listen", "expected host:port, like 127.0.0.1:8080 or :8080, got %q", c.HTTP.Listen)
	} else if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		bad("http.listen", "port %q is not a number from 0 to 65535", port)
	}
	if c.HTTP.PublicURL != "" {
		if err := checkHTTPURL(c.HTTP.PublicURL); err != nil {
			bad("http.public_url", "%v", err)
		}
	}

	if c.LLM.Enabled {
		if c.LLM.BaseURL == "" {
			bad("llm.base_url", "needed when llm.enabled is true (an OpenAI-compatible API, like http://127.0.0.1:11434/v1)")
		} else if err := checkHTTPURL(c.LLM.BaseURL); err != nil {
			bad("llm.base_url", "%v", err)
		}
		if c.LLM.Model == "" {
			bad("llm.model", "needed when llm.enabled is true")
		}
	}
	if c.LLM.Timeout <= 0 {
		bad("llm.timeout", "expected a positive duration, like \"20s\", got %v", c.LLM.Timeout)
	}

	for key, n := range map[string]int{
		"limits.user_per_minute":  c.Limits.UserPerMinute,
		"limits.guild_per_minute": c.Limits.GuildPerMinute,
		"limits.max_permanents":   c.Limits.MaxPermanents,
		"limits.user_burst":       c.Limits.UserBurst,
		"limits.guild_burst":      c.Limits.GuildBurst,
		"limits.web_per_minute":   c.Limits.WebPerMinute,
		"limits.web_burst":        c.Limits.WebBurst,
	} {
		if n < 0 {
			bad(key, "expected 0 or more, got %d", n)
		}
	}
	if _, err := c.SlogLevel(); err != nil {
		bad("log_level", "%v", err)
	}
	switch c.LogFormat {
	case "text", "json":
	default:
		bad("log_format", "expected text or json, got %q", c.LogFormat)
	}
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	if c.Path != "" && len(errs) > 0 {
		for i, e := range errs {
			errs[i] = fmt.Errorf("%s: %w", c.Path, e)
		}
	}
	return errors.Join(errs...)
}

// loopbackHost tells whether host names this machine: localhost, or a
// loopback address.
func loopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func checkHTTPURL(s string) error {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("expected an http:// or https:// URL, got %q", s)
	}
	return nil
}

// SlogLevel is LogLevel as a slog.Level.
func (c *Config) SlogLevel() (slog.Level, error) {
	switch strings.ToLower(c.LogLevel) {
	case "debug":
		return slog.LevelDebug, nil
	case "info", "":
		return slog.LevelInfo, nil
	case "warn", "warning":
		return slog.LevelWarn, nil
	case "error":
		return slog.LevelError, nil
	}
	return slog.LevelInfo, fmt.Errorf("expected debug, info, warn or error, got %q", c.LogLevel)
}

// EnvironmentVariables maps each key of the file to the environment
// variable that sets it.
func EnvironmentVariables() map[string]string {
	m := make(map[string]string, len(envVars))
	for _, e := range envVars {
		m[e.key] = e.name
	}
	return m
}
