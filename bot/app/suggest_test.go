package app_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
)

func option(t *testing.T, cmd, name string) command.OptionSpec {
	t.Helper()
	sp, ok := command.Lookup(cmd)
	if !ok {
		t.Fatalf("no command %s", cmd)
	}
	o, ok := sp.Option(name)
	if !ok {
		t.Fatalf("/%s has no option %s", cmd, name)
	}
	return o
}

// Suggest offers an option's choices, true or false, card names, the
// permanents of the board typed so far and rule numbers; a store it does
// not have offers no ruling ids.
func TestSuggest(t *testing.T) {
	a := &app.App{}
	values := func(o command.OptionSpec, typed, board string, n int) []string {
		var out []string
		for _, s := range a.Suggest(context.Background(), nil, o, typed, board, n) {
			out = append(out, s.Value)
		}
		return out
	}
	cases := []struct {
		what         string
		o            command.OptionSpec
		typed, board string
		n            int
		want         []string
	}{
		{"choices", option(t, "orrery upkeep", "format"), "", "", 5, []string{"1v1", "2hg"}},
		{"a choice by its name", option(t, "orrery upkeep", "format"), "two", "", 5, []string{"2hg"}},
		{"choices, at most n", option(t, "ruling review", "verdict"), "", "", 2, []string{"correct", "incorrect"}},
		{"booleans", option(t, "judge enters", "cast"), "f", "", 5, []string{"false"}},
		{"card names", option(t, "card", "name"), "Ghirapur Orr", "", 1, []string{"Ghirapur Orrery"}},
		{"the board's permanents", option(t, "judge tap", "card"), "for", "me: Forest, Forest; opp: Forest, Exotic Orchard", 5,
			[]string{"Forest", "Forest #2", "opp's Forest"}},
		{"any card without a board", option(t, "judge enters", "card"), "Hangarback W", "", 1, []string{"Hangarback Walker"}},
		{"rule numbers", option(t, "cr", "rule"), "106.7", "", 1, []string{"106.7"}},
		{"no ids without a store", option(t, "ruling show", "id"), "", "", 5, nil},
		{"nothing for a board", option(t, "judge tap", "board"), "me", "", 5, nil},
	}
	for _, c := range cases {
		if got := values(c.o, c.typed, c.board, c.n); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Suggest(%q) = %q, want %q", c.what, c.typed, got, c.want)
		}
	}
	if got := a.Suggest(context.Background(), nil, option(t, "cr", "rule"), "tram", "", 3); len(got) == 0 || got[0].Label == got[0].Value {
		t.Errorf("a rule found by words is labelled with its title: %+v", got)
	}
}

// A board being typed offers the permanents of the part of it that
// reads: the item being typed, or one in error, is left out.
func TestBoardRefsOfABoardBeingTyped(t *testing.T) {
	cases := map[string][]string{
		"me: Forest, Mana Reflection; opp: Exotic Orch":    {"Forest", "Mana Reflection"},
		"me: Forest, Forst, Island":                        {"Forest"},
		"me: Forest\nopp: Contamination, [Odd: Land — {T}": {"Forest", "opp's Contamination"},
		"me: Forst": nil,
		"turn: opp": nil,
		"":          nil,
	}
	for board, want := range cases {
		if got := app.BoardRefs(board, ""); !reflect.DeepEqual(got, want) {
			t.Errorf("BoardRefs(%q) = %q, want %q", board, got, want)
		}
	}
}

// FuzzReadBoardSoFar: a board being typed reads as the board itself when
// that reads with a permanent, and otherwise as nothing or as a board
// with permanents; never a panic.
func FuzzReadBoardSoFar(f *testing.F) {
	for _, s := range []string{"me: Forest, Mana Reflection\nopp: Contamination, Exotic Orch", "me: Forst", "", ";;,,\n", "me: [Odd: Land — {T}: Add {R}, draw", "opp: 2x Forest; me: Isl"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got := app.ReadBoardSoFar(text)
		if got != nil && len(got.Permanents) == 0 {
			t.Fatalf("%q: a board without permanents", text)
		}
		if whole, err := rules.ParseBoard(strings.TrimSpace(text)); err == nil && len(whole.Permanents) > 0 {
			if got == nil || got.String() != whole.String() {
				t.Fatalf("%q reads as %v, but as a whole as %v", text, got, whole)
			}
		}
	})
}
