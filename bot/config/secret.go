package config

import (
	"fmt"
	"log/slog"
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// Redacted is what a secret that is set shows as.
const Redacted = "[redacted]"

// Secret is a configuration value that must not be shown: it prints, logs
// and marshals as Redacted (or "" when it is not set). Value returns the
// secret itself.
type Secret string

// Value is the secret itself, for the code that uses it.
func (s Secret) Value() string { return string(s) }

// String shows the secret as Redacted, or "" when it is not set.
func (s Secret) String() string {
	if s == "" {
		return ""
	}
	return Redacted
}

// GoString keeps the secret out of %#v.
func (s Secret) GoString() string { return fmt.Sprintf("config.Secret(%q)", s.String()) }

// Format keeps the secret out of every fmt verb (%s, %v, %q, %x, ...).
func (s Secret) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v':
		if f.Flag('#') {
			fmt.Fprint(f, s.GoString())
			return
		}
		fmt.Fprint(f, s.String())
	case 'q':
		fmt.Fprintf(f, "%q", s.String())
	default:
		fmt.Fprint(f, s.String())
	}
}

// LogValue keeps the secret out of slog.
func (s Secret) LogValue() slog.Value { return slog.StringValue(s.String()) }

// MarshalText keeps the secret out of JSON, TOML and other encodings.
func (s Secret) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads the secret from the configuration file.
func (s *Secret) UnmarshalText(b []byte) error {
	*s = Secret(b)
	return nil
}

// urlScheme recognises a URL connection string, "postgres://…"; anything
// else is read as key=value settings.
var urlScheme = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*://`)

// urlPasswordRe finds a password= anywhere in a URL, up to the next & or
// white space.
var urlPasswordRe = regexp.MustCompile(`(?i)(password\s*=\s*)([^&\s]+)`)

// RedactURL shows a database URL without its password: a URL's password
// becomes Redacted, and so does a password= setting of a key=value
// connection string; the rest (host, port, database) stays, for logs.
func RedactURL(s string) string {
	if s == "" {
		return ""
	}
	if urlScheme.MatchString(s) {
		u, err := url.Parse(s)
		if err != nil {
			return Redacted // cannot tell where the password is
		}
		if _, has := u.User.Password(); has {
			u.User = url.UserPassword(u.User.Username(), "REDACTED")
		}
		q := u.Query()
		if q.Has("password") {
			q.Set("password", "REDACTED")
			u.RawQuery = q.Encode()
		}
		// A password= in a part url.Parse does not read as the query
		// (a fragment, say) is hidden too.
		return urlPasswordRe.ReplaceAllString(strings.ReplaceAll(u.String(), "REDACTED", Redacted), "${1}"+Redacted)
	}
	return redactSettings(s)
}

// setting is one key=value of a connection string: its key, and where
// its value (as written, quoted or not) begins and ends.
type setting struct {
	key        string
	start, end int
}

// readSettings reads a key=value connection string as libpq reads one:
// keys and values separated by white space, "=" with white space around
// it or not, a value either single-quoted or running to the next white
// space, with a backslash keeping the character after it in the value.
// ok is false for a string that does not read so (a word without "=", a
// quote left open).
func readSettings(s string) (settings []setting, ok bool) {
	i := 0
	for {
		i = skipSpace(s, i)
		if i == len(s) {
			return settings, true
		}
		k := i
		for k < len(s) && s[k] != '=' && !isConnSpace(s[k]) {
			k++
		}
		eq := skipSpace(s, k)
		if eq == len(s) || s[eq] != '=' {
			return nil, false
		}
		v := skipSpace(s, eq+1)
		end, ok := settingValueEnd(s, v)
		if !ok {
			return nil, false
		}
		settings = append(settings, setting{key: s[i:k], start: v, end: end})
		i = end
	}
}

// redactSettings hides the value of each password setting of a key=value
// connection string, and any value that mentions a password (in
// "host= password=pw", libpq reads "password=pw" as the host, but it was
// surely meant as the password). A string that does not read as settings
// is hidden whole: where its password is cannot be told.
func redactSettings(s string) string {
	settings, ok := readSettings(s)
	if !ok {
		return Redacted
	}
	var b strings.Builder
	last := 0
	for _, st := range settings {
		if strings.EqualFold(st.key, "password") || strings.Contains(strings.ToLower(s[st.start:st.end]), "password") {
			b.WriteString(s[last:st.start])
			b.WriteString(Redacted)
			last = st.end
		}
	}
	b.WriteString(s[last:])
	return b.String()
}

// settingValueEnd is where the value that starts at i ends; ok is false
// for a quote left open.
func settingValueEnd(s string, i int) (end int, ok bool) {
	if i < len(s) && s[i] == '\'' {
		for i++; i < len(s); i++ {
			switch s[i] {
			case '\\':
				i++
			case '\'':
				return i + 1, true
			}
		}
		return len(s), false
	}
	for i < len(s) && !isConnSpace(s[i]) {
		if s[i] == '\\' {
			i++
		}
		i++
	}
	return min(i, len(s)), true
}

func skipSpace(s string, i int) int {
	for i < len(s) && isConnSpace(s[i]) {
		i++
	}
	return i
}

// isConnSpace is white space as libpq's connection strings know it.
func isConnSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// LogValue shows the configuration in logs, with its secrets redacted.
func (c *Config) LogValue() slog.Value {
	return slog.GroupValue(
		slog.String("file", c.Path),
		slog.Group("discord",
			slog.Any("token", c.Discord.Token),
			slog.String("application_id", c.Discord.ApplicationID),
			slog.String("public_key", c.Discord.PublicKey),
			slog.String("dev_guild", c.Discord.DevGuild),
			slog.Int("judge_role_guilds", len(c.Discord.JudgeRoles)),
			slog.Int("shard_id", c.Discord.ShardID),
			slog.Int("shard_count", c.Discord.ShardCount),
			slog.String("api_url", RedactURL(c.Discord.APIURL)),
			slog.Int("emoji", len(c.Discord.Emoji)),
		),
		slog.Group("database",
			slog.String("url", RedactURL(c.Database.URL.Value())),
			slog.String("data_dir", c.Database.DataDir),
			slog.String("postgres_bin", c.Database.PostgresBin),
			slog.String("run_as", c.Database.RunAs),
		),
		slog.Group("http",
			slog.String("listen", c.HTTP.Listen),
			slog.String("public_url", c.HTTP.PublicURL),
		),
		slog.Group("llm",
			slog.Bool("enabled", c.LLM.Enabled),
			slog.String("base_url", c.LLM.BaseURL),
			slog.String("model", c.LLM.Model),
			slog.Any("api_key", c.LLM.APIKey),
			slog.Duration("timeout", c.LLM.Timeout),
		),
		slog.Group("limits",
			slog.Int("user_per_minute", c.Limits.UserPerMinute),
			slog.Int("guild_per_minute", c.Limits.GuildPerMinute),
			slog.Int("user_burst", c.Limits.UserBurst),
			slog.Int("guild_burst", c.Limits.GuildBurst),
			slog.Int("max_permanents", c.Limits.MaxPermanents),
		),
		slog.String("log_level", c.LogLevel),
		slog.String("log_format", c.LogFormat),
	)
}

// String shows the configuration as TOML-like lines, with its secrets
// redacted, for a person checking what the program will use.
func (c *Config) String() string {
	var b strings.Builder
	if c.Path != "" {
		fmt.Fprintf(&b, "# from %s and the environment\n", c.Path)
	} else {
		b.WriteString("# from the defaults and the environment\n")
	}
	fmt.Fprintf(&b, "log_level = %q\nlog_format = %q\n", c.LogLevel, c.LogFormat)
	fmt.Fprintf(&b, "\n[discord]\ntoken = %q\napplication_id = %q\npublic_key = %q\ndev_guild = %q\nshard_id = %d\nshard_count = %d\napi_url = %q\n",
		c.Discord.Token.String(), c.Discord.ApplicationID, c.Discord.PublicKey, c.Discord.DevGuild, c.Discord.ShardID, c.Discord.ShardCount,
		RedactURL(c.Discord.APIURL))
	if len(c.Discord.JudgeRoles) > 0 {
		b.WriteString("\n[discord.judge_roles]\n")
		for _, guild := range slices.Sorted(maps.Keys(c.Discord.JudgeRoles)) {
			fmt.Fprintf(&b, "%q = [%s]\n", guild, quoteList(c.Discord.JudgeRoles[guild]))
		}
	}
	if len(c.Discord.Emoji) > 0 {
		b.WriteString("\n[discord.emoji]\n")
		for _, symbol := range slices.Sorted(maps.Keys(c.Discord.Emoji)) {
			fmt.Fprintf(&b, "%q = %q\n", symbol, c.Discord.Emoji[symbol])
		}
	}
	fmt.Fprintf(&b, "\n[database]\nurl = %q\ndata_dir = %q\npostgres_bin = %q\nrun_as = %q\n",
		RedactURL(c.Database.URL.Value()), c.Database.DataDir, c.Database.PostgresBin, c.Database.RunAs)
	fmt.Fprintf(&b, "\n[http]\nlisten = %q\npublic_url = %q\n", c.HTTP.Listen, c.HTTP.PublicURL)
	fmt.Fprintf(&b, "\n[llm]\nenabled = %t\nbase_url = %q\nmodel = %q\napi_key = %q\ntimeout = %q\n",
		c.LLM.Enabled, c.LLM.BaseURL, c.LLM.Model, c.LLM.APIKey.String(), c.LLM.Timeout.String())
	fmt.Fprintf(&b, "\n[limits]\nuser_per_minute = %d\nguild_per_minute = %d\nuser_burst = %d\nguild_burst = %d\nmax_permanents = %d\n",
		c.Limits.UserPerMinute, c.Limits.GuildPerMinute, c.Limits.UserBurst, c.Limits.GuildBurst, c.Limits.MaxPermanents)
	return b.String()
}

func quoteList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}

// Secrets are the values of the secrets that are set: the Discord token,
// the database's password (or its whole URL, when the password cannot be
// told apart) and the LLM API key. They are for keeping the secrets out of
// text the program does not write itself, such as a server's error that
// echoes what it was sent (see package bot/logging).
func (c *Config) Secrets() []string {
	var out []string
	add := func(s string) {
		if s != "" {
			out = append(out, s)
		}
	}
	add(c.Discord.Token.Value())
	add(c.LLM.APIKey.Value())
	if u := c.Database.URL.Value(); u != "" {
		add(databasePassword(u))
	}
	return out
}

// databasePassword is the password a database URL or key=value string
// holds, "" for none; the whole text when it cannot be read.
func databasePassword(s string) string {
	if urlScheme.MatchString(s) {
		u, err := url.Parse(s)
		if err != nil {
			return s
		}
		if p, ok := u.User.Password(); ok {
			return p
		}
		return u.Query().Get("password")
	}
	settings, ok := readSettings(s)
	if !ok {
		return s
	}
	password := ""
	for _, st := range settings {
		if strings.EqualFold(st.key, "password") {
			password = settingValue(s[st.start:st.end])
		}
	}
	return password
}

// settingValue is a value of a connection string as written, quoted or
// not, read: without its quotes, each backslash keeping the character
// after it.
func settingValue(v string) string {
	if len(v) >= 2 && v[0] == '\'' && v[len(v)-1] == '\'' {
		v = v[1 : len(v)-1]
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) {
			i++
		}
		b.WriteByte(v[i])
	}
	return b.String()
}
