package command

import (
	"bufio"
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"testing"

	"github.com/orrery-judge/orrery/rules"
)

// FuzzParseCommand checks that Parse never panics, that every error is an
// *rules.InputError pointing inside the text, and that what parses prints
// in a canonical form that parses back to the same invocation.
func FuzzParseCommand(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "oracle", "*.jsonl"))
	for _, name := range files {
		file, err := os.Open(name)
		if err != nil {
			f.Fatal(err)
		}
		lines := bufio.NewScanner(file)
		for lines.Scan() {
			var c struct{ Ask string }
			if json.Unmarshal(lines.Bytes(), &c) == nil && c.Ask != "" {
				f.Add(c.Ask)
			}
		}
		file.Close()
	}
	for _, s := range []string{
		``, `/`, `//`, `/judge`, `/judge tap`, `:`, `a:`, `/help`, `/cr rule:`,
		`/judge tap board:"`, `/judge tap board:"\`, `/judge tap board:"\"`, `/judge tap board:“x”`,
		`/judge tap board:"a"b card:c`, `/judge enters card:x x:-0`, `/judge enters card:x x:+`,
		`/judge enters card:x x:99999999999999999999999`, `/orrery upkeep hand:0 format:2HG`,
		"/ruling search text:\"a\nb\"", "/ruling search text:\"\\n\\\\n\"", "/cr rule:\xff",
		`/ruling review id:x verdict:Correct note:"”“"`, "/judge\u00a0tap\u2003board:x card:y",
	} {
		f.Add(s)
	}
	for _, c := range plainQuestions {
		f.Add(c.text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		inv, err := Parse(text)
		if err != nil {
			var ie *rules.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q): error %v is not an *rules.InputError", text, err)
			}
			if ie.Offset < 0 || ie.Offset > len(text) && len(text) <= MaxInput {
				t.Fatalf("Parse(%q): offset %d outside the text", text, ie.Offset)
			}
			if ie.Message == "" {
				t.Fatalf("Parse(%q): error without a message", text)
			}
			return
		}
		canonical := inv.String()
		back, err := Parse(canonical)
		if err != nil {
			t.Fatalf("Parse(%q) = %q, which does not parse: %v", text, canonical, err)
		}
		if back.Name != inv.Name || !maps.Equal(back.Options, inv.Options) {
			t.Fatalf("round trip of %q: %q %q became %q %q", text, inv.Name, inv.Options, back.Name, back.Options)
		}
		if again := back.String(); again != canonical {
			t.Fatalf("canonical form is not stable: %q then %q", canonical, again)
		}
	})
}
