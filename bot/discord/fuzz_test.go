package discord

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
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

// The window's caret stands under the problem where wide characters come
// before it, in a short line as in a window cut from a long one.
func TestCaretWindowWideCharacters(t *testing.T) {
	for _, input := range []string{
		"me: [森林: Land — {T}: Add {G}.], Forst",
		strings.Repeat("森林, ", 30) + "Forst",
	} {
		e := &rules.InputError{Input: input, Offset: strings.Index(input, "Forst"), Message: "x"}
		got := caretWindow(e, 80)
		line, caret, _ := strings.Cut(got, "\n")
		at := strings.Index(line, "Forst")
		if at < 0 {
			t.Errorf("window\n%s\ndoes not show the problem", got)
			continue
		}
		// Each 森 and 林 takes two columns.
		want := strings.Repeat(" ", utf8.RuneCountInString(line[:at])+strings.Count(line[:at], "森")+strings.Count(line[:at], "林")) + "^"
		if caret != want {
			t.Errorf("window\n%s\ncaret %q, want %q", got, caret, want)
		}
	}
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
		if !ok || strings.Count(caret, "^") != 1 || strings.TrimLeft(caret, " \t") != "^" {
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

// FuzzDecodeInteraction: decodeInteraction reads every body as
// discordgo.Interaction's own UnmarshalJSON does: the same interactions
// are refused, and those read are read the same.
func FuzzDecodeInteraction(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "interactions", "*.json"))
	for _, file := range files {
		body, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(body)
	}
	for _, body := range []string{
		`{"type":1}`, `{"type":2}`, `{"type":2,"data":null}`, `{"type":3,"data":{"custom_id":"steps:X","component_type":2}}`,
		`{"type":5,"data":{"custom_id":"m","components":[{"type":1,"components":[{"type":4,"custom_id":"t","value":"v"}]}]}}`,
		`{"ID":"1","Type":2,"data":{"name":"judge","options":[{"name":"tap","type":1,"options":[{"name":"hand","type":4,"value":1e3}]}]}}`,
		`{"type":2,"member":{"user":{"id":"1","username":"a"},"permissions":"8","roles":["2"]},"data":{"name":"x"}}`,
		`{"type":2,"data":{"name":"x"},"type":3}`, `{"id":"\ud800","type":1}`, "{\"id\":\"\xff\",\"type\":1}", `[]`, `null`, `{"type":"2"}`,
		`{"type":2,"data":{"name":"x","options":[{"name":"n","type":4,"value":1e400}]}}`,
		`{"type":2,"data":{"name":"x","options":[{"name":"n","type":10,"value":-0.0}]}}`,
		`{"type":2,"data":{"name":"x","options":[{"name":"n","type":3,"value":"a\u0000\\\"b"}]}}`,
		`{"type":2,"data":{"name":"x"}} trailing`, `{"type":2,"data":{"name":"x",}}`, `{"type":2.5}`, `{"type":-1}`,
		`{"type":2,"data":{"name":"x","options":` + strings.Repeat(`[`, 20000) + strings.Repeat(`]`, 20000) + `}}`,
		`{"type":2,"data":{"name":"x","resolved":{"users":{"1":{"id":"1"}}}}}`,
	} {
		f.Add([]byte(body))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var want discordgo.Interaction
		wantErr := want.UnmarshalJSON(body)
		got, err := decodeInteraction(body)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%q: decodeInteraction error %v, discordgo's %v", body, err, wantErr)
		}
		if err != nil {
			return
		}
		if !reflect.DeepEqual(*got, want) {
			t.Fatalf("%q:\nread as %+v\ndiscordgo reads %+v", body, *got, want)
		}
	})
}

// FuzzModalCommand: whatever a submitted modal carries, it is refused or
// read as a question that needs a board, with the board written in it.
func FuzzModalCommand(f *testing.F) {
	f.Add("ask:/judge tap card:Forest", "me: Forest\nopp: Contamination")
	f.Add("ask:/orrery upkeep hand:0", "me: Forest")
	f.Add("ask:/judge tap card:Forest board:x", "me: Forest")
	f.Add("ask:", "")
	f.Add("steps:/judge tap", "\"")
	f.Fuzz(func(t *testing.T, custom, board string) {
		data := discordgo.ModalSubmitInteractionData{CustomID: custom, Components: []discordgo.MessageComponent{
			&discordgo.ActionsRow{Components: []discordgo.MessageComponent{&discordgo.TextInput{CustomID: boardInput, Value: board}}},
		}}
		inv, err := modalCommand(data)
		if err != nil {
			return
		}
		if !takesBoard(inv.Name) || inv.Options["board"] != strings.TrimSpace(board) {
			t.Fatalf("%q with board %q read as %v", custom, board, inv)
		}
	})
}
