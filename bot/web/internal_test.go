package web

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestManaSymbols(t *testing.T) {
	for _, c := range []struct {
		mana string
		want []string
	}{
		{"", nil},
		{"{G}", []string{"{G}"}},
		{"{W}{U}{U}", []string{"{W}", "{U}", "{U}"}},
		{"{2}{G}", []string{"{2}", "{G}"}},
		{"2{G}x", []string{"2", "{G}", "x"}},
		{"{G", []string{"{G"}},
	} {
		var got []string
		for _, s := range manaSymbols(c.mana) {
			got = append(got, s.Text)
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("manaSymbols(%q) = %q, want %q", c.mana, got, c.want)
		}
	}
	if got := manaSymbols("{B}")[0].Letter; got != "B" {
		t.Errorf(`the letter of {B} is %q, want "B"`, got)
	}
}

// FuzzManaSymbols checks that splitting mana into symbols loses nothing
// and never fails, whatever the text.
func FuzzManaSymbols(f *testing.F) {
	for _, s := range []string{"", "{G}", "{W}{U}{B}{R}{G}{C}", "{X}{X}{1}", "{", "}", "{{}}", "a{b", "{G}{"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, mana string) {
		var b strings.Builder
		for _, s := range manaSymbols(mana) {
			if s.Text == "" {
				t.Fatalf("manaSymbols(%q) gives an empty symbol", mana)
			}
			b.WriteString(s.Text)
		}
		if b.String() != mana {
			t.Fatalf("manaSymbols(%q) joins back to %q", mana, b.String())
		}
	})
}

func TestShorten(t *testing.T) {
	for _, c := range []struct {
		n        int
		in, want string
	}{
		{10, "short", "short"},
		{10, "  spaced   out  ", "spaced out"},
		{20, "Ghirapur Orrery triggers: you draw three cards.", "Ghirapur Orrery…"},
		{5, "abcdefghij", "abcd…"},
		{6, "ééééééééé", "ééééé…"},
	} {
		if got := shorten(c.n, c.in); got != c.want {
			t.Errorf("shorten(%d, %q) = %q, want %q", c.n, c.in, got, c.want)
		}
	}
}

// FuzzShorten checks that shortened text is never longer than asked,
// stays valid UTF-8, and is a start of the text.
func FuzzShorten(f *testing.F) {
	f.Add(10, "Ghirapur Orrery triggers: you draw three cards.")
	f.Add(3, "ééé éé")
	f.Add(1, "a b")
	f.Fuzz(func(t *testing.T, n int, s string) {
		if n < 1 || n > 1000 || !utf8.ValidString(s) {
			return
		}
		got := shorten(n, s)
		if c := utf8.RuneCountInString(got); c > n {
			t.Fatalf("shorten(%d, %q) = %q, %d runes", n, s, got, c)
		}
		if !utf8.ValidString(got) {
			t.Fatalf("shorten(%d, %q) = %q, not UTF-8", n, s, got)
		}
		if norm := strings.Join(strings.Fields(s), " "); !strings.HasPrefix(norm, strings.TrimSuffix(got, "…")) {
			t.Fatalf("shorten(%d, %q) = %q, not a start of the text", n, s, got)
		}
	})
}

func TestPageLinks(t *testing.T) {
	link := func(n int) string { return "/search?page=" + strconv.Itoa(n) }
	for _, c := range []struct {
		cur, pages int
		want       string
	}{
		{1, 0, ""},
		{1, 1, ""},
		{1, 2, "[1] 2"},
		{5, 10, "1 … 3 4 [5] 6 7 … 10"},
		{1, 10, "[1] 2 3 … 10"},
		{10, 10, "1 … 8 9 [10]"},
		{4, 7, "1 2 3 [4] 5 6 7"},
	} {
		var parts []string
		for _, l := range pageLinks(c.cur, c.pages, link) {
			switch {
			case l.Gap:
				parts = append(parts, "…")
			case l.Current:
				parts = append(parts, "["+strconv.Itoa(l.N)+"]")
			default:
				parts = append(parts, strconv.Itoa(l.N))
			}
			if !l.Gap && l.Path != link(l.N) {
				t.Errorf("page %d links to %q", l.N, l.Path)
			}
		}
		if got := strings.Join(parts, " "); got != c.want {
			t.Errorf("pageLinks(%d, %d) = %q, want %q", c.cur, c.pages, got, c.want)
		}
	}
}
