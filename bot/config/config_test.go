package config_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/orrery-judge/orrery/bot/config"
)

// The example file documents every key, each with a comment, and holds the
// defaults.
func TestExampleDocumentsEveryKey(t *testing.T) {
	data, err := os.ReadFile("../../config.example.toml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := config.Parse(data, "config.example.toml")
	if err != nil {
		t.Fatalf("the example does not load: %v", err)
	}
	want := config.Default()
	c.Discord.JudgeRoles, c.Discord.Emoji = nil, nil
	if !reflect.DeepEqual(c, want) {
		t.Errorf("the example's values differ from the defaults:\n%v\nwant\n%v", c, want)
	}
	var raw map[string]any
	md, err := toml.Decode(string(data), &raw)
	if err != nil {
		t.Fatal(err)
	}
	inExample := map[string]bool{}
	for _, k := range md.Keys() {
		inExample[k.String()] = true
	}
	for _, key := range tomlKeys(reflect.TypeOf(config.Config{}), "") {
		if !inExample[key] {
			t.Errorf("config.example.toml does not show %s", key)
			continue
		}
		// The line before the key, or before its table, is a comment.
		if !strings.Contains(key, ".") || strings.Count(key, ".") == 1 {
			if !commented(string(data), key) {
				t.Errorf("config.example.toml has no comment for %s", key)
			}
		}
	}
}

// tomlKeys lists the keys of a configuration struct, dotted.
func tomlKeys(t reflect.Type, prefix string) []string {
	var keys []string
	for i := range t.NumField() {
		f := t.Field(i)
		name := f.Tag.Get("toml")
		if name == "" || name == "-" {
			continue
		}
		key := prefix + name
		keys = append(keys, key)
		if f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeOf(time.Duration(0)) {
			keys = append(keys, tomlKeys(f.Type, key+".")...)
		}
	}
	return keys
}

// commented tells whether the key's line (or its table's header) has a
// comment line somewhere in the block of lines above it.
func commented(data, key string) bool {
	last := key[strings.LastIndex(key, ".")+1:]
	lines := strings.Split(data, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, last+" =") || l == "["+key+"]" {
			for j := i - 1; j >= 0 && strings.TrimSpace(lines[j]) != ""; j-- {
				if strings.HasPrefix(lines[j], "#") {
					return true
				}
			}
		}
	}
	return false
}

func TestParseFile(t *testing.T) {
	c, err := config.Parse([]byte(`
log_level = "debug"
[discord]
token = "Bot.abc.def"
application_id = "1234567890"
shard_id = 1
shard_count = 2
[discord.judge_roles]
"111" = ["222", "333"]
[database]
url = "postgres://orrery:hunter2@db:5432/orrery"
[llm]
enabled = true
base_url = "http://127.0.0.1:11434/v1"
model = "llama3.1:8b"
timeout = "5s"
[limits]
max_permanents = 50
`), "test.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.Discord.Token.Value() != "Bot.abc.def" || c.Discord.ShardID != 1 || c.Discord.ShardCount != 2 {
		t.Errorf("discord %+v", c.Discord)
	}
	if got := c.Discord.JudgeRoles["111"]; !reflect.DeepEqual(got, []string{"222", "333"}) {
		t.Errorf("judge roles %v", c.Discord.JudgeRoles)
	}
	if c.LLM.Timeout != 5*time.Second || !c.LLM.Enabled || c.LLM.Model != "llama3.1:8b" {
		t.Errorf("llm %+v", c.LLM)
	}
	if c.Limits.MaxPermanents != 50 || c.Limits.UserPerMinute != 20 || c.HTTP.Listen != "127.0.0.1:8080" {
		t.Errorf("limits %+v, http %+v: unset keys keep their defaults", c.Limits, c.HTTP)
	}
	if lvl, _ := c.SlogLevel(); lvl != slog.LevelDebug {
		t.Errorf("level %v", lvl)
	}
}

func TestUnknownKeyNamesKeyAndLine(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"log_level = \"info\"\n[discord]\ntokn = \"x\"\n", []string{"test.toml:3:", "unknown key discord.tokn", "did you mean discord.token?"}},
		{"[discrod]\ntoken = \"x\"\n", []string{"test.toml:1:", "unknown key discrod", "did you mean discord?"}},
		{"# a comment\n\n[llm]\n  enabled = false # off\n  \"modle\" = \"x\"\n", []string{"test.toml:5:", "unknown key llm.modle", "llm.model"}},
		{"http.listn = \"127.0.0.1:1\"\n", []string{"test.toml:1:", "unknown key http.listn"}},
		{"[database]\nurl = \"\"\"\nfoo = 1\n\"\"\"\nfoo = 2\n", []string{"test.toml:5:", "unknown key database.foo"}},
		{"llm = { enabled = false, colour = \"red\" }\n", []string{"test.toml:1:", "unknown key llm.colour"}},
		{"verbose = true\n", []string{"test.toml:1:", "unknown key verbose"}},
	}
	for _, c := range cases {
		_, err := config.Parse([]byte(c.text), "test.toml")
		if err == nil {
			t.Errorf("%q: no error", c.text)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q: error %q does not say %q", c.text, err, w)
			}
		}
	}
	// Every unknown key is reported, each once.
	_, err := config.Parse([]byte("a = 1\n[nope]\nx = 1\ny = 2\n[http]\nb = 2\n"), "test.toml")
	if err == nil || strings.Count(err.Error(), "unknown key") != 3 {
		t.Errorf("err = %v, want 3 unknown keys (a, nope, http.b)", err)
	}
}

func TestBadValues(t *testing.T) {
	cases := map[string]string{
		"[discord]\nshard_id = \"one\"\n":                         "test.toml:2:",
		"[discord]\nshard_id = 2\nshard_count = 2\n":              "discord.shard_id: expected 0 to 1",
		"[discord]\nshard_count = 0\n":                            "discord.shard_count",
		"[discord]\napplication_id = \"my-app\"\n":                "discord.application_id",
		"[discord]\npublic_key = \"abc\"\n":                       "discord.public_key: expected 64 hexadecimal digits",
		"[discord.judge_roles]\n\"server\" = [\"1\"]\n":           "discord.judge_roles: \"server\"",
		"[database]\nurl = \"mysql:/x\"\n":                        "database.url",
		"[http]\nlisten = \"8080\"\n":                             "http.listen",
		"[http]\npublic_url = \"orrery.example.org\"\n":           "http.public_url",
		"[llm]\nenabled = true\nmodel = \"m\"\n":                  "llm.base_url: needed",
		"[llm]\nenabled = true\nbase_url = \"http://x/v1\"\n":     "llm.model: needed",
		"[llm]\ntimeout = \"soon\"\n":                             "test.toml:2:",
		"[llm]\ntimeout = \"-1s\"\n":                              "llm.timeout",
		"[limits]\nuser_per_minute = -1\n":                        "limits.user_per_minute",
		"log_level = \"loud\"\n":                                  "log_level: expected debug, info, warn or error",
		"log_format = \"xml\"\n":                                  "log_format: expected text or json, got \"xml\"",
		"[discord]\napi_url = \"discord.com\"\n":                  "discord.api_url: expected an http:// or https:// URL",
		"[discord]\napi_url = \"http://proxy.example.org/api\"\n": "discord.api_url: \"http://proxy.example.org/api\" would send the bot token in clear text",
		"[discord]\napi_url = \"http://10.0.0.5:8080/api\"\n":     "would send the bot token in clear text",
		"[limits]\nguild_burst = -2\n":                            "limits.guild_burst: expected 0 or more, got -2",
		"[discord\ntoken = 1\n":                                   "to end table name",
		"[discord.emoji]\n\"G\" = \"<:mana_g:1>\"\n":              "discord.emoji: \"G\" is not a mana symbol",
		"[discord.emoji]\n\"{G}\" = \"<@123>\"\n":                 "discord.emoji.{G}: expected an emoji",
	}
	for text, want := range cases {
		_, err := config.Parse([]byte(text), "test.toml")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: err = %v, want it to say %q", text, err, want)
		}
	}
}

// An http:// Discord API URL is allowed only to this machine (a local REST
// proxy); https:// anywhere.
func TestDiscordAPIURLOverHTTPOnlyToLoopback(t *testing.T) {
	for _, u := range []string{"http://127.0.0.1:8080/api", "http://localhost/api", "http://[::1]:9/api", "https://proxy.example.org/api"} {
		if _, err := config.Parse([]byte("[discord]\napi_url = \""+u+"\"\n"), "test.toml"); err != nil {
			t.Errorf("%s: %v", u, err)
		}
	}
}

// A file that holds a secret and that other users can read is loaded with
// a warning that names the keys and the fix; the same file kept private,
// or a readable file without secrets, gets none.
func TestWarnsOfSecretsOthersCanRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) string {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, mode); err != nil {
			t.Fatal(err)
		}
		return path
	}
	secrets := "[discord]\ntoken = \"Bot-token-value\"\n[database]\nurl = \"postgres://orrery:pw@db/orrery\"\n"
	open := write("open.toml", secrets, 0o644)
	c, err := config.Load(open)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0], "discord.token, database.url") || !strings.Contains(c.Warnings[0], "chmod 600 "+open) {
		t.Errorf("warnings %q, want one naming discord.token, database.url and the chmod", c.Warnings)
	}
	if strings.Contains(strings.Join(c.Warnings, " "), "Bot-token-value") || strings.Contains(strings.Join(c.Warnings, " "), "pw@") {
		t.Errorf("a warning shows a secret: %q", c.Warnings)
	}
	for name, text := range map[string]string{"private.toml": secrets, "plain.toml": "log_level = \"debug\"\n"} {
		mode := os.FileMode(0o600)
		if name == "plain.toml" {
			mode = 0o644
		}
		c, err := config.Load(write(name, text, mode))
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Warnings) != 0 {
			t.Errorf("%s: warnings %q, want none", name, c.Warnings)
		}
	}
}

func TestEnvironmentOverridesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(path, []byte("[discord]\ntoken = \"from-file\"\napplication_id = \"1\"\n[llm]\nmodel = \"file-model\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]string{
		"DISCORD_TOKEN":      "from-env",
		"DISCORD_APP_ID":     "",
		"DISCORD_PUBLIC_KEY": strings.Repeat("ab", 32),
		"DATABASE_URL":       "postgres://u:pw@h/db",
		"OPENAI_BASE_URL":    "http://127.0.0.1:11434/v1",
		"OPENAI_API_KEY":     "sk-env",
		"OPENAI_MODEL":       "",
		"ORRERY_DATA_DIR":    "/srv/orrery",
		"ORRERY_LOG_LEVEL":   "warn",
		"ORRERY_LOG_FORMAT":  "json",
		"DISCORD_API_URL":    "http://127.0.0.1:9999/",
	} {
		t.Setenv(k, v)
	}
	c, err := config.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if c.Discord.Token.Value() != "from-env" {
		t.Errorf("token %q, want the environment's", c.Discord.Token.Value())
	}
	if c.Discord.ApplicationID != "1" || c.LLM.Model != "file-model" {
		t.Errorf("empty variables replaced the file's values: %q, %q", c.Discord.ApplicationID, c.LLM.Model)
	}
	if !c.LLM.Enabled || c.LLM.BaseURL != "http://127.0.0.1:11434/v1" || c.LLM.APIKey.Value() != "sk-env" {
		t.Errorf("OPENAI_BASE_URL does not turn the LLM on: %+v", c.LLM)
	}
	if c.Database.URL.Value() != "postgres://u:pw@h/db" || c.Database.DataDir != "/srv/orrery" || c.LogLevel != "warn" {
		t.Errorf("database %+v, log level %q", c.Database, c.LogLevel)
	}
	if c.LogFormat != "json" || c.Discord.APIURL != "http://127.0.0.1:9999/" {
		t.Errorf("log format %q, Discord API %q, want the environment's", c.LogFormat, c.Discord.APIURL)
	}
	if c.Path != path {
		t.Errorf("Path %q", c.Path)
	}
}

func TestLoadWithoutFile(t *testing.T) {
	t.Setenv("DATABASE_URL", "")
	c, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTP.Listen != "127.0.0.1:8080" || c.Path != "" {
		t.Errorf("defaults %+v", c)
	}
	_, err = config.Load(filepath.Join(t.TempDir(), "missing.toml"))
	if err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing file: %v", err)
	}
}

func TestFind(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("ORRERY_CONFIG", "")
	if p, err := config.Find(""); err != nil || (p != "" && p != "/etc/orrery/config.toml") {
		t.Errorf("no file: %q, %v", p, err)
	}
	if err := os.WriteFile("config.toml", nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if p, err := config.Find(""); err != nil || p != "config.toml" {
		t.Errorf("./config.toml present: %q, %v", p, err)
	}
	if _, err := config.Find("nope.toml"); err == nil {
		t.Error("a named file that does not exist is no error")
	}
	other := filepath.Join(dir, "other.toml")
	os.WriteFile(other, nil, 0o600)
	t.Setenv("ORRERY_CONFIG", other)
	if p, err := config.Find(""); err != nil || p != other {
		t.Errorf("ORRERY_CONFIG: %q, %v", p, err)
	}
	if p, err := config.Find("config.toml"); err != nil || p != "config.toml" {
		t.Errorf("the flag wins over ORRERY_CONFIG: %q, %v", p, err)
	}
}

// Secrets never appear in logs, printed values or JSON.
func TestSecretsNeverShown(t *testing.T) {
	secrets := []string{"tok-SECRET-1", "hunter2-SECRET", "sk-SECRET-3"}
	c, err := config.Parse([]byte(fmt.Sprintf(`
[discord]
token = %q
[database]
url = "postgres://orrery:%s@db.example.org:5432/orrery"
[llm]
api_key = %q
`, secrets[0], secrets[1], secrets[2])), "test.toml")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	for _, h := range []slog.Handler{slog.NewTextHandler(&out, nil), slog.NewJSONHandler(&out, nil)} {
		log := slog.New(h)
		log.Info("configured", "config", c)
		log.Info("token", "token", c.Discord.Token, "llm", c.LLM, "discord", c.Discord)
	}
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x"} {
		fmt.Fprintf(&out, verb+"\n", c)
		fmt.Fprintf(&out, verb+"\n", *c)
		fmt.Fprintf(&out, verb+"\n", c.Discord.Token)
		fmt.Fprintf(&out, verb+"\n", c.LLM)
	}
	out.WriteString(c.String())
	j, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	out.Write(j)
	for _, s := range secrets {
		if strings.Contains(out.String(), s) {
			t.Errorf("secret %q shown in:\n%s", s, out.String())
		}
	}
	// What is not secret is still there to help.
	for _, want := range []string{"db.example.org:5432", config.Redacted} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output does not show %q", want)
		}
	}
	if c.Discord.Token.Value() != secrets[0] {
		t.Error("Value does not give the secret")
	}
}

func TestRedactURL(t *testing.T) {
	cases := map[string]string{
		"postgres://orrery:pw@db:5432/orrery":              "postgres://orrery:" + config.Redacted + "@db:5432/orrery",
		"postgres://db/orrery?password=pw&sslmode=require": "postgres://db/orrery?password=" + config.Redacted + "&sslmode=require",
		"postgres://orrery@db/orrery":                      "postgres://orrery@db/orrery",
		"host=db password=pw dbname=orrery":                "host=db password=" + config.Redacted + " dbname=orrery",
		"host=db password='p w' dbname=orrery":             "host=db password=" + config.Redacted + " dbname=orrery",
		"":                                                 "",
		// As libpq reads them: white space after "=", a backslash
		// keeping a space in a value, a quote left open. A value that
		// mentions a password is hidden too, whatever its key.
		"host=password= password=\rpw":       "host=" + config.Redacted + " password=\r" + config.Redacted,
		"host= password=pw dbname=orrery":    "host= " + config.Redacted + " dbname=orrery",
		"host=db password=p\\ w port=5":      "host=db password=" + config.Redacted + " port=5",
		"host='db password=x' password = pw": "host=" + config.Redacted + " password = " + config.Redacted,
		"host='db password=pw":               config.Redacted,
		"host=db pw":                         config.Redacted,
	}
	for in, want := range cases {
		got := config.RedactURL(in)
		if strings.Contains(got, "pw") || strings.Contains(got, "p w") {
			t.Errorf("RedactURL(%q) = %q shows the password", in, got)
		}
		if got != strings.ReplaceAll(want, "[", "%5B") && got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSecretFormsWhenEmpty(t *testing.T) {
	var s config.Secret
	if s.String() != "" || fmt.Sprint(s) != "" {
		t.Errorf("an unset secret shows as %q", s.String())
	}
}

func TestSecretsListsTheValuesSet(t *testing.T) {
	c := config.Default()
	if got := c.Secrets(); len(got) != 0 {
		t.Errorf("no secrets set: %q", got)
	}
	c.Discord.Token = "bot-token"
	c.LLM.APIKey = "sk-key"
	for url, want := range map[string]string{
		"postgres://orrery:pa%40ss@db:5432/orrery":        "pa@ss",
		"postgres://db/orrery?password=qs-secret":         "qs-secret",
		"host=db user=orrery password='a\\'b c' dbname=o": "a'b c",
		"host=db password=plain dbname=o":                 "plain",
		"postgres://db/orrery":                            "",
	} {
		c.Database.URL = config.Secret(url)
		got := c.Secrets()
		wantList := []string{"bot-token", "sk-key"}
		if want != "" {
			wantList = append(wantList, want)
		}
		if !reflect.DeepEqual(got, wantList) {
			t.Errorf("%s: %q, want %q", url, got, wantList)
		}
	}
}

// Every key of the file can be set from the environment too, as a
// container is configured; an environment value that cannot be read is
// an error naming the variable.
func TestEveryKeyHasAnEnvironmentVariable(t *testing.T) {
	names := config.EnvironmentVariables()
	example, err := os.ReadFile("../../config.example.toml")
	if err != nil {
		t.Fatal(err)
	}
	for key, name := range names {
		if !strings.Contains(string(example), name) {
			t.Errorf("config.example.toml does not name %s, the variable of %s", name, key)
		}
	}
	for _, key := range tomlKeys(reflect.TypeOf(config.Config{}), "") {
		if _, ok := names[key]; !ok && !slices.Contains([]string{"discord", "database", "http", "llm", "limits"}, key) {
			t.Errorf("%s has no environment variable", key)
		}
	}
	env := map[string]string{
		"DISCORD_SHARD_ID": "1", "DISCORD_SHARD_COUNT": "4", "ORRERY_MAX_PERMANENTS": "50",
		"DISCORD_JUDGE_ROLES": "1234=5678,9012;3456=7890", "ORRERY_LLM_TIMEOUT": "5s",
		"ORRERY_WEB_PER_MINUTE": "0", "ORRERY_POSTGRES_RUN_AS": "postgres",
		"DISCORD_EMOJI": "{G}=<:mana_g:1234>; {T}=<a:tap:5678>",
	}
	c := config.Default()
	c.ApplyEnv(func(k string) string { return env[k] })
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if c.Discord.ShardID != 1 || c.Discord.ShardCount != 4 || c.Limits.MaxPermanents != 50 || c.LLM.Timeout != 5*time.Second ||
		c.Limits.WebPerMinute != 0 || c.Database.RunAs != "postgres" ||
		!reflect.DeepEqual(c.Discord.JudgeRoles, map[string][]string{"1234": {"5678", "9012"}, "3456": {"7890"}}) ||
		!reflect.DeepEqual(c.Discord.Emoji, map[string]string{"{G}": "<:mana_g:1234>", "{T}": "<a:tap:5678>"}) {
		t.Errorf("from the environment: %+v", c)
	}
	c = config.Default()
	c.ApplyEnv(func(k string) string { return map[string]string{"DISCORD_SHARD_COUNT": "four"}[k] })
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "DISCORD_SHARD_COUNT") || !strings.Contains(err.Error(), `"four"`) {
		t.Errorf("DISCORD_SHARD_COUNT=four: %v", err)
	}
}
