package config_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/config"
)

// Parse never panics: any text gives a configuration that passes Validate,
// or an error that says what is wrong.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"",
		"log_level = \"debug\"\n[discord]\ntoken = \"x\"\nshard_count = 2\n",
		"[discord.judge_roles]\n\"1\" = [\"2\"]\n",
		"[llm]\nenabled = true\nbase_url = \"http://127.0.0.1/v1\"\nmodel = \"m\"\ntimeout = \"3s\"\n",
		"[database]\nurl = \"\"\"\nx = 1\n\"\"\"\nfoo = 2\n",
		"llm = { colour = 'red' } # comment\n",
		"[discrod]\ntoken = 1\n",
		"a.b.c = 1\n[[x]]\ny = 2\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := config.Parse([]byte(text), "fuzz.toml")
		if err != nil {
			if strings.TrimSpace(err.Error()) == "" {
				t.Fatal("an error with no message")
			}
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("Parse accepted a configuration Validate refuses: %v", err)
		}
		_ = c.String()
	})
}

// RedactURL never shows a password it was given.
func FuzzRedactURL(f *testing.F) {
	for _, seed := range []string{"postgres://u:pw@h/db", "host=h password=pw", "postgres://h/db?password=pw", "%zz"} {
		f.Add(seed, "hunter22")
	}
	f.Fuzz(func(t *testing.T, base, password string) {
		// A password that the rest of the text holds anyway, or that percent
		// escapes (uppercase hex) could spell, proves nothing.
		if len(password) < 6 || strings.ContainsAny(password, " '\\\"@/?#&=:%[]") ||
			strings.Contains(base, password) || strings.Contains(percentEscaped(base), password) ||
			!strings.ContainsAny(password, "ghijklmnopqrstuvwxyz") {
			return
		}
		for _, u := range []string{
			"postgres://orrery:" + password + "@" + base + "/db",
			"host=" + base + " password=" + password,
		} {
			if got := config.RedactURL(u); strings.Contains(got, password) {
				t.Fatalf("RedactURL(%q) = %q shows the password", u, got)
			}
		}
	})
}

// percentEscaped is s with every byte outside printable ASCII written as
// a percent escape in uppercase hex, as a URL's host may be shown: the
// escapes' digits beside the text around them can spell a password.
func percentEscaped(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x21 || c > 0x7e {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}
