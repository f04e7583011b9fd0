package cr

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestEmbeddedEdition(t *testing.T) {
	d := Embedded()
	if d.Edition != Edition || Edition != "2026-09-25" {
		t.Errorf("embedded edition %q, Edition %q", d.Edition, Edition)
	}
	// Every rule line of the excerpt's body is a rule of the document.
	body := excerpt[strings.Index(excerpt, "\n101.4. "):strings.Index(excerpt, "\nGlossary\n")]
	want := 0
	for _, line := range strings.Split(body, "\n") {
		if ruleRe.MatchString(line) || subruleRe.MatchString(line) {
			want++
		}
	}
	if len(d.Rules) != want || want < 400 {
		t.Errorf("%d rules, the excerpt has %d rule lines", len(d.Rules), want)
	}
	if got := strings.Count(body, "\nExample:"); countExamples(d) != got {
		t.Errorf("%d examples attached, the excerpt has %d", countExamples(d), got)
	}
	for _, r := range d.Rules {
		if r.Text == "" || strings.Contains(r.Text, "\n") {
			t.Errorf("rule %s has text %q", r.Number, r.Text)
		}
	}
	if d.Rules[0].Number != "101.4" || d.Rules[len(d.Rules)-1].Number != "903.4f" {
		t.Errorf("rules run from %s to %s", d.Rules[0].Number, d.Rules[len(d.Rules)-1].Number)
	}
}

func countExamples(d *Document) int {
	n := 0
	for _, r := range d.Rules {
		n += len(r.Examples)
	}
	return n
}

// CR 106.7, the rule the could-produce question rests on.
func TestRule106_7(t *testing.T) {
	for _, number := range []string{"106.7", "106.7.", "CR 106.7", "cr106.7", "rule 106.7", " Rule  106.7 ", "§106.7"} {
		r, ok := Lookup(number)
		if !ok {
			t.Errorf("Lookup(%q) found nothing", number)
			continue
		}
		if r.Number != "106.7" || !strings.HasPrefix(r.Text, "Some abilities produce mana based on the type of mana") {
			t.Errorf("Lookup(%q) = %s %q", number, r.Number, r.Text)
		}
	}
}

// CR 106.5 carries the Meteor Crater example.
func TestRule106_5Example(t *testing.T) {
	r, ok := Lookup("106.5")
	if !ok {
		t.Fatal("106.5 not found")
	}
	if r.Text != "If an ability would produce one or more mana of an undefined type, it produces no mana instead." {
		t.Errorf("106.5 text %q", r.Text)
	}
	if len(r.Examples) != 1 || !strings.HasPrefix(r.Examples[0], "Meteor Crater has the ability") {
		t.Errorf("106.5 examples %q", r.Examples)
	}
	if next, _ := Lookup("106.6"); len(next.Examples) != 0 && strings.Contains(next.Examples[0], "Meteor Crater") {
		t.Error("the Meteor Crater example is attached to 106.6 too")
	}
}

func TestSubrules(t *testing.T) {
	cases := map[string]string{
		"rule 106.12a": "An ability that triggers whenever a permanent “is tapped for mana”",
		"106.12A":      "An ability that triggers whenever a permanent “is tapped for mana”",
		"616.1f":       "Once the chosen effect has been applied, this process is repeated",
		"603.4":        "A triggered ability may read “When/Whenever/At [trigger event], if [condition], [effect].”",
		"805.4d":       "An ability that triggers at the beginning of a step or phase may trigger multiple times",
		"CR 903.4f":    "If an ability refers to the colors or number of colors in a commander’s color identity",
	}
	for number, start := range cases {
		r, ok := Lookup(number)
		if !ok || !strings.HasPrefix(r.Text, start) {
			t.Errorf("Lookup(%q) = %q, %v; want text starting %q", number, r.Text, ok, start)
		}
	}
	for _, number := range []string{"", "106", "106.99", "999.1", "106.7x", "106.7.1", "rule", "CR", "mana", "1066.7"} {
		if r, ok := Lookup(number); ok {
			t.Errorf("Lookup(%q) = %s, want not found", number, r.Number)
		}
	}
}

func TestSection(t *testing.T) {
	cases := map[string]string{"106": "Mana", "106.12a": "Mana", "CR 603.4": "Handling Triggered Abilities", "805": "Shared Team Turns Option"}
	for number, want := range cases {
		if got, ok := Section(number); !ok || got != want {
			t.Errorf("Section(%q) = %q, %v; want %q", number, got, ok, want)
		}
	}
	if got, ok := Section("101.4"); ok {
		t.Errorf("Section(101.4) = %q, but the excerpt has no title for section 101", got)
	}
}

func TestSearchWords(t *testing.T) {
	cases := []struct{ query, first string }{
		{"intervening if", "603.4"},
		{"Intervening “If” Clause", "603.4"},
		{"intervening 'if' clause", "603.4"},
		{"could produce", "106.7"},
		{"is tapped for mana", "106.12a"},
		{"mana value", "202.3"},
		{"untap symbol", "107.6"},
	}
	for _, c := range cases {
		got := Search(c.query, 5)
		if len(got) == 0 || got[0].Number != c.first {
			t.Errorf("Search(%q) = %v, want %s first", c.query, numbers(got), c.first)
		}
		if len(got) > 5 {
			t.Errorf("Search(%q, 5) gave %d", c.query, len(got))
		}
	}
	// Every rule with all the words, before any rule with only some.
	got := Search("intervening if", 1000)
	firstPartial := slices.IndexFunc(got, func(r Rule) bool {
		return !strings.Contains(strings.ToLower(r.Text+strings.Join(r.Examples, " ")), "intervening")
	})
	for _, r := range got[firstPartial:] {
		if strings.Contains(strings.ToLower(r.Text), "intervening") {
			t.Errorf("%s has every word but comes after a rule that lacks one", r.Number)
		}
	}
	if !reflect.DeepEqual(numbers(Search("intervening if", 50)), numbers(Search("INTERVENING   IF", 50))) {
		t.Error("Search depends on case or spacing")
	}
	if got := Search("xyzzy", 5); got != nil {
		t.Errorf("Search(xyzzy) = %v", numbers(got))
	}
	if got := Search("mana", 0); got != nil {
		t.Errorf("Search(n=0) = %v", numbers(got))
	}
	if got := Search("  ", 5); got != nil {
		t.Errorf("Search(blank) = %v", numbers(got))
	}
}

func TestSearchNumber(t *testing.T) {
	got := numbers(Search("CR 106.1", 5))
	if want := []string{"106.1", "106.1a", "106.1b", "106.10", "106.11"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Search(CR 106.1) = %v, want %v", got, want)
	}
	got = numbers(Search("805.4", 10))
	if len(got) < 5 || !reflect.DeepEqual(got[:5], []string{"805.4", "805.4a", "805.4b", "805.4c", "805.4d"}) {
		t.Errorf("Search(805.4) = %v", got)
	}
	// After the rule and its subrules come the rules that cite it.
	all := Search("603.4", 100)
	if all[0].Number != "603.4" {
		t.Fatalf("Search(603.4) starts %s", all[0].Number)
	}
	for _, r := range all[1:] {
		if !strings.HasPrefix(r.Number, "603.4") && !strings.Contains(r.Text+strings.Join(r.Examples, " "), "603.4") {
			t.Errorf("Search(603.4) gave %s, which neither is 603.4's nor cites it", r.Number)
		}
	}
}

func TestComplete(t *testing.T) {
	if got := Complete("106.1", 4); !reflect.DeepEqual(got, []string{"106.1", "106.1a", "106.1b", "106.10"}) {
		t.Errorf("Complete(106.1) = %v", got)
	}
	if got := Complete("CR 60", 3); !reflect.DeepEqual(got, []string{"601.2", "601.2a", "601.2b"}) {
		t.Errorf("Complete(CR 60) = %v", got)
	}
	if got := Complete("interv", 3); len(got) == 0 || got[0] != "603.4" {
		t.Errorf("Complete(interv) = %v", got)
	}
	if got := Complete("", 2); !reflect.DeepEqual(got, []string{"101.4", "101.4a"}) {
		t.Errorf("Complete(\"\") = %v", got)
	}
	if got := Complete("106.x", 5); got != nil {
		t.Errorf("Complete(106.x) = %v", got)
	}
	if got := Complete("999", 5); got != nil {
		t.Errorf("Complete(999) = %v", got)
	}
}

func TestDefine(t *testing.T) {
	d := Embedded()
	if len(d.Glossary) != 6 {
		t.Errorf("%d glossary entries, want 6", len(d.Glossary))
	}
	term, ok := Define("intervening 'if' clause")
	if !ok || term.Term != "Intervening “If” Clause" || !strings.HasSuffix(term.Text, "See rule 603.4.") {
		t.Errorf("Define = %+v, %v", term, ok)
	}
	if term, ok := Define("MANA  ability"); !ok || term.Term != "Mana Ability" {
		t.Errorf("Define(mana ability) = %+v, %v", term, ok)
	}
	if _, ok := Define("Credits"); ok {
		t.Error("Credits is not a glossary entry")
	}
}

func TestWords(t *testing.T) {
	got := words("See rule 603.4. A player’s “Intervening ‘if’ clause” — {T}: add {G}, 106.12a.")
	want := []string{"see", "rule", "603.4", "a", "player's", "intervening", "if", "clause", "t", "add", "g", "106.12a"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("words = %q\nwant    %q", got, want)
	}
}

func numbers(rs []Rule) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.Number
	}
	return out
}

// official is a small file laid out like the published Comprehensive Rules.
var official = strings.Join([]string{
	"Magic: The Gathering Comprehensive Rules : https://magic.wizards.com/en/rules",
	" ",
	"These rules are effective as of February 7, 2031.",
	" ",
	"Introduction",
	" ",
	"This document is the ultimate authority for Magic: The Gathering® competitive game play.",
	"",
	"Contents",
	" ",
	"1. Game Concepts",
	"100. General",
	"106. Mana",
	" ",
	"9. Casual Variants",
	"903. Commander",
	" ",
	"Glossary",
	" ",
	"Credits",
	"",
	"1. Game Concepts",
	" ",
	"100. General",
	" ",
	"100.1. These Magic rules apply to any Magic game with two or more players.",
	" ",
	"100.1a A two-player game is a game that begins with only two players.",
	" ",
	"106. Mana",
	" ",
	"106.5. If an ability would produce one or more mana of an undefined type, it produces no mana instead.",
	"Example: Meteor Crater has the ability “{T}: Choose a color of a permanent you control. Add one mana of that color.”",
	"Example: A second example.",
	" ",
	"Glossary",
	" ",
	"Abandon",
	"To turn a face-up ongoing scheme card face down. See rule 701.31, “Abandon.”",
	" ",
	"Type",
	"1. An object’s card type. See rule 205, “Type Line.”",
	"2. An attribute mana has. See rule 106, “Mana.”",
	" ",
	"",
	"Credits",
	" ",
	"Magic: The Gathering Original Game Design: Richard Garfield",
	" ",
	"These rules are effective as of February 7, 2031.",
	"",
}, "\r\n")

func checkOfficial(t *testing.T, d *Document) {
	t.Helper()
	if d.Edition != "2031-02-07" {
		t.Errorf("Edition = %q", d.Edition)
	}
	if got := numbers(d.Rules); !reflect.DeepEqual(got, []string{"100.1", "100.1a", "106.5"}) {
		t.Errorf("rules %v", got)
	}
	r, _ := d.Lookup("106.5")
	if len(r.Examples) != 2 || !strings.HasPrefix(r.Examples[0], "Meteor Crater") || strings.ContainsAny(r.Text+r.Examples[1], "\r\n") {
		t.Errorf("106.5 = %+v", r)
	}
	if title, ok := d.Section("903"); !ok || title != "Commander" {
		t.Errorf("Section(903) from the contents = %q, %v", title, ok)
	}
	if title, ok := d.Section("1"); !ok || title != "Game Concepts" {
		t.Errorf("Section(1) = %q, %v", title, ok)
	}
	want := []Term{
		{"Abandon", "To turn a face-up ongoing scheme card face down. See rule 701.31, “Abandon.”"},
		{"Type", "1. An object’s card type. See rule 205, “Type Line.”\n2. An attribute mana has. See rule 106, “Mana.”"},
	}
	if !reflect.DeepEqual(d.Glossary, want) {
		t.Errorf("glossary %q", d.Glossary)
	}
	if got := numbers(d.Search("undefined type", 5)); !reflect.DeepEqual(got, []string{"106.5"}) {
		t.Errorf("Search(undefined type) = %v", got)
	}
}

func TestParseOfficialFormat(t *testing.T) {
	for name, text := range map[string]string{
		"CRLF and BOM": "\ufeff" + official,
		"LF":           strings.ReplaceAll(official, "\r\n", "\n"),
	} {
		t.Run(name, func(t *testing.T) {
			d, err := Parse(strings.NewReader(text))
			if err != nil {
				t.Fatal(err)
			}
			checkOfficial(t, d)
		})
	}
	t.Run("UTF-16LE", func(t *testing.T) {
		units := utf16.Encode([]rune(official))
		b := []byte{0xFF, 0xFE}
		for _, u := range units {
			b = append(b, byte(u), byte(u>>8))
		}
		d, err := Parse(strings.NewReader(string(b)))
		if err != nil {
			t.Fatal(err)
		}
		checkOfficial(t, d)
	})
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, in string
		line     int
		msg      string
	}{
		{"empty", "", 1, "no rules found"},
		{"card data", "=== Forest ===\nMana cost: (none) | Type: Basic Land — Forest\nOracle text:\n({T}: Add {G}.)\n", 5, "no rules found"},
		{"no edition", "100. General\n\n100.1. Rules apply.\n", 3, "no edition found"},
		{"bad date", "These rules are effective as of Smarch 40, 2026.\n", 1, "not a date"},
		{"text before rules", "These rules are effective as of May 1, 2026.\n100. General\nStray words.\n100.1. x\n", 3, "text before the first rule"},
		{"duplicate", "effective May 1, 2026\n100.1. a\n100.2. b\n100.1. c\n", 4, "rule 100.1 appears twice (first at line 2)"},
		{"glossary term alone", "effective May 1, 2026\n100.1. a\nGlossary\nTap\n\nUntap\nTo rotate.\n", 4, "glossary entry \"Tap\" has no definition"},
		{"glossary twice", "effective May 1, 2026\n100.1. a\nGlossary\nTap\nTo turn.\n\ntap\nAgain.\n", 7, "glossary entry \"tap\" appears twice (first at line 4)"},
		{"latin-1", "effective May 1, 2026\n100.1. caf\xe9\n", 2, "not UTF-8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse(strings.NewReader(c.in))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *ParseError", err)
			}
			if pe.Line != c.line || !strings.Contains(pe.Msg, c.msg) {
				t.Errorf("err = %v, want line %d and %q", err, c.line, c.msg)
			}
		})
	}
	_, err := Parse(strings.NewReader(strings.Repeat("x", MaxFileSize+1)))
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("oversized file: %v", err)
	}
}

// A line of dashes after the rules ends the document: the excerpt's notes
// after it are not rules text.
func TestExcerptEndsAtSeparator(t *testing.T) {
	d := Embedded()
	for _, term := range d.Glossary {
		if strings.Contains(term.Text, "APPENDIX") || strings.Contains(term.Term, "APPENDIX") {
			t.Errorf("appendix read as glossary: %+v", term)
		}
	}
	last := d.Glossary[len(d.Glossary)-1]
	if last.Term != "Untap" || strings.Contains(last.Text, "\n") {
		t.Errorf("last glossary entry %+v", last)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(official)
	f.Add("\ufeff" + strings.ReplaceAll(official, "\r\n", "\n"))
	f.Add(excerpt[:6000])
	f.Add(excerpt[len(excerpt)-5000:])
	f.Add("effective May 1, 2026\n100.1. a\nExample: b\nmore\n100.1a c\nGlossary\nTap\nTo turn.\n------------\n")
	f.Add("\xff\xfe1\x000\x000\x00")
	f.Fuzz(func(t *testing.T, in string) {
		d, err := Parse(strings.NewReader(in))
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Msg == "" {
				t.Fatalf("error %v is not a ParseError with a message", err)
			}
			return
		}
		if len(d.Rules) == 0 || len(d.Edition) != 10 {
			t.Fatalf("document without rules or edition: %+v", d)
		}
		for _, r := range d.Rules {
			got, ok := d.Lookup(r.Number)
			if !ok || got.Number != r.Number {
				t.Fatalf("Lookup(%q) = %+v, %v", r.Number, got, ok)
			}
		}
		d.Search(d.Rules[0].Text, 3)
		d.Complete(d.Rules[0].Number, 3)
	})
}

func BenchmarkSearch(b *testing.B) {
	d := Embedded()
	for b.Loop() {
		d.Search("intervening if", 10)
	}
}

func BenchmarkParseExcerpt(b *testing.B) {
	for b.Loop() {
		if _, err := Parse(strings.NewReader(excerpt)); err != nil {
			b.Fatal(err)
		}
	}
}
