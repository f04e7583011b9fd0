package command_test

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
)

// ReadTyping says what a command typed so far ends with: the command's
// path, an option's name, or an option's value, with the text a
// completion replaces.
func TestReadTyping(t *testing.T) {
	cases := []struct {
		text   string
		kind   command.TypingKind
		word   string
		spec   string
		option string
		value  string
		given  map[string]string
	}{
		{text: "", kind: command.TypingCommand, word: ""},
		{text: "/", kind: command.TypingCommand, word: "/"},
		{text: "  /ju", kind: command.TypingCommand, word: "/ju"},
		{text: "/judge ", kind: command.TypingCommand, word: "/judge "},
		{text: "/judge t", kind: command.TypingCommand, word: "/judge t"},
		{text: "/judge tap ", kind: command.TypingOption, word: "", spec: "judge tap"},
		{text: "/Judge Tap bo", kind: command.TypingOption, word: "bo", spec: "judge tap"},
		{text: "/judge tap board:", kind: command.TypingValue, word: "", spec: "judge tap", option: "board"},
		{text: `/judge tap board:"me: Forest, Mana Re`, kind: command.TypingValue, word: `"me: Forest, Mana Re`, spec: "judge tap", option: "board", value: "me: Forest, Mana Re"},
		{text: `/judge tap board:"me: \"Forest\"\n x`, kind: command.TypingValue, word: `"me: \"Forest\"\n x`, spec: "judge tap", option: "board", value: "me: \"Forest\"\n x"},
		{text: `/judge tap board:“me: Forest” card:Fo`, kind: command.TypingValue, word: "Fo", spec: "judge tap", option: "card", value: "Fo", given: map[string]string{"board": "me: Forest"}},
		{text: `/judge tap board:"me: Forest" c`, kind: command.TypingOption, word: "c", spec: "judge tap", given: map[string]string{"board": "me: Forest"}},
		{text: "/card name:Ghirapur Orr", kind: command.TypingValue, word: "Ghirapur Orr", spec: "card", option: "name", value: "Ghirapur Orr"},
		{text: "/judge tap card:Exotic b", kind: command.TypingOption, word: "b", spec: "judge tap", given: map[string]string{"card": "Exotic"}},
		{text: "/cr rule:106", kind: command.TypingValue, word: "106", spec: "cr", option: "rule", value: "106"},
		{text: "/help ", kind: command.TypingOption, word: "", spec: "help"},
		{text: "/nope ", kind: command.TypingNothing},
		{text: "/judge nope x", kind: command.TypingNothing},
		{text: "/judge tap nope:x", kind: command.TypingNothing},
		{text: "/judge tap board x", kind: command.TypingNothing},
		{text: "board:x", kind: command.TypingNothing},
	}
	for _, c := range cases {
		got := command.ReadTyping(c.text)
		if got.Kind != c.kind || got.Word != c.word || got.Spec.Name != c.spec || got.Option.Name != c.option || got.Value != c.value {
			t.Errorf("ReadTyping(%q) = kind %d, word %q, spec %q, option %q, value %q; want %d, %q, %q, %q, %q",
				c.text, got.Kind, got.Word, got.Spec.Name, got.Option.Name, got.Value, c.kind, c.word, c.spec, c.option, c.value)
		}
		for k, v := range c.given {
			if got.Given[k] != v {
				t.Errorf("ReadTyping(%q): given %s = %q, want %q", c.text, k, got.Given[k], v)
			}
		}
	}
}

// BoardItem is the card name being typed at the end of a board, if a card
// name goes there.
func TestBoardItem(t *testing.T) {
	cases := map[string]string{
		"":                                   "",
		"me: Fo":                             "Fo",
		"Fo":                                 "Fo",
		"me: Forest, 2x Mana Re":             "Mana Re",
		"me: Forest; opp: Exotic":            "Exotic",
		"me: Forest (tapped, on Isl":         "",
		"me: Llanowar Elves (sick), Pili":    "Pili",
		"me: [Mystery Land: Land — {T}: Add": "",
		"turn: me":                           "",
		"turn: opp; me: Gh":                  "Gh",
		"me: hand 2":                         "",
		"me: Forest,":                        "",
	}
	for board, want := range cases {
		if got := command.BoardItem(board); got != want {
			t.Errorf("BoardItem(%q) = %q, want %q", board, got, want)
		}
	}
}

func FuzzReadTyping(f *testing.F) {
	f.Add(`/judge tap board:"me: Forest, Mana Re`)
	f.Add(`/orrery upkeep hand:0 format:2`)
	f.Add("/judge ")
	f.Fuzz(func(t *testing.T, text string) {
		got := command.ReadTyping(text)
		if !strings.HasSuffix(text, got.Word) {
			t.Errorf("ReadTyping(%q): the word %q is not the end of the text", text, got.Word)
		}
		if got.Kind == command.TypingValue && got.Option.Name == "" {
			t.Errorf("ReadTyping(%q): a value of no option", text)
		}
		item := command.BoardItem(got.Value)
		if !strings.Contains(got.Value, item) {
			t.Errorf("BoardItem(%q) = %q, not part of it", got.Value, item)
		}
	})
}
