package discord

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/rules"
)

// FuzzCut: whatever the text and the limit, the result fits, and is the
// text itself or a start of it followed by an ellipsis.
func FuzzCut(f *testing.F) {
	for _, s := range []string{"Ghirapur Orrery triggers", "one, two; three", "🃏🃏🃏 cards", "", "a\nb\tc", "Supercalifragilistic"} {
		f.Add(s, 10)
	}
	f.Fuzz(func(t *testing.T, s string, limit int) {
		if !utf8.ValidString(s) || limit < 0 || limit > 10000 {
			return
		}
		got := cut(s, limit)
		if textLen(got) > limit {
			t.Fatalf("cut(%q, %d) = %q, %d long", s, limit, got, textLen(got))
		}
		if got != s && !strings.HasPrefix(s, strings.TrimSuffix(got, ellipsis)) {
			t.Fatalf("cut(%q, %d) = %q is not a start of it", s, limit, got)
		}
	})
}

// FuzzCaretWindow: the window around a problem in any input is short and
// its caret line holds one caret.
func FuzzCaretWindow(f *testing.F) {
	f.Add("me: Forst, Mana Reflection", 4)
	f.Add(strings.Repeat("Forest, ", 40)+"Forst", 320)
	f.Add("line one\nline two", 12)
	f.Fuzz(func(t *testing.T, input string, offset int) {
		if !utf8.ValidString(input) {
			return
		}
		w := caretWindow(&rules.InputError{Input: input, Offset: offset, Message: "x"}, 80)
		if input == "" {
			return
		}
		line, caret, ok := strings.Cut(w, "\n")
		if !ok || strings.Count(caret, "^") != 1 || strings.TrimLeft(caret, " ") != "^" {
			t.Fatalf("window %q", w)
		}
		if n := utf8.RuneCountInString(line); n > 80+2 {
			t.Fatalf("window line of %d characters", n)
		}
	})
}

// FuzzHandle: any interaction Discord could send (any JSON that reads as
// one) gets exactly one response, and never a panic or a stack trace.
func FuzzHandle(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "interactions", "*.json"))
	for _, file := range files {
		body, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(body)
	}
	b, err := New(&app.App{Log: discardLog()}, Config{DeferAfter: 1 << 62, Limits: Limits{UserPerMinute: -1, GuildPerMinute: -1}})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var i discordgo.Interaction
		if json.Unmarshal(body, &i) != nil {
			return
		}
		if i.Type == discordgo.InteractionMessageComponent || i.Type == discordgo.InteractionApplicationCommand ||
			i.Type == discordgo.InteractionApplicationCommandAutocomplete {
			if i.Data == nil {
				return // discordgo leaves no data for a body without it
			}
		}
		c := newCapture()
		b.Handle(context.Background(), &i, c)
		resps := c.all()
		if len(resps) != 1 {
			t.Fatalf("%d responses", len(resps))
		}
		out, _ := json.Marshal(resps[0])
		if strings.Contains(string(out), "goroutine ") || strings.Contains(string(out), ".go:") {
			t.Fatalf("internals shown: %s", out)
		}
	})
}
