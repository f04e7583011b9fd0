package cr

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// The embedded file is the complete Comprehensive Rules: every rule line,
// example and glossary entry of it is read.
func TestEmbeddedEdition(t *testing.T) {
	d := Embedded()
	if d.Edition != Edition || Edition != "2026-09-25" {
		t.Errorf("embedded edition %q, Edition %q", d.Edition, Edition)
	}
	start := strings.Index(text, "\n100.1. ")
	end := strings.LastIndex(text, "\nGlossary\n")
	body := text[start:end]
	want := 0
	for _, line := range strings.Split(body, "\n") {
		if looseRuleRe.MatchString(line) || subruleRe.MatchString(line) {
			want++
		}
	}
	if len(d.Rules) != want || want != 3166 {
		t.Errorf("%d rules, the file has %d rule lines (its README says 3,166)", len(d.Rules), want)
	}
	if got := strings.Count(body, "\nExample:"); countExamples(d) != got || got < 250 {
		t.Errorf("%d examples attached, the file has %d", countExamples(d), got)
	}
	if len(d.Sections) != 147 {
		t.Errorf("%d sections, the README says 147", len(d.Sections))
	}
	// Two rules have a second paragraph, indented in the file.
	var multi []string
	for _, r := range d.Rules {
		if r.Text == "" {
			t.Errorf("rule %s has no text", r.Number)
		}
		if strings.Contains(r.Text, "\n") {
			multi = append(multi, r.Number)
		}
	}
	if !reflect.DeepEqual(multi, []string{"205.4c", "509.1b"}) {
		t.Errorf("rules of several paragraphs: %v", multi)
	}
	if d.Rules[0].Number != "100.1" || d.Rules[len(d.Rules)-1].Number != "905.6" {
		t.Errorf("rules run from %s to %s", d.Rules[0].Number, d.Rules[len(d.Rules)-1].Number)
	}
	glossary := text[end+len("\nGlossary\n") : strings.LastIndex(text, "\nCredits\n")]
	entries := 0
	for _, block := range strings.Split(glossary, "\n \n") {
		if strings.TrimSpace(block) != "" {
			entries++
		}
	}
	if len(d.Glossary) != entries || entries < 700 {
		t.Errorf("%d glossary entries, the file has %d", len(d.Glossary), entries)
	}
	if d.Glossary[0].Term != "Abandon" || d.Glossary[len(d.Glossary)-1].Term != "Zone-Change Triggers" {
		t.Errorf("glossary runs from %q to %q", d.Glossary[0].Term, d.Glossary[len(d.Glossary)-1].Term)
	}
}

// CR 704.5aa: after 704.5z the subrule letters go on as aa, ab ….
func TestRule704_5aa(t *testing.T) {
	r, ok := Lookup("704.5aa")
	if !ok || !strings.HasPrefix(r.Text, "If a player controls a permanent with start your engines!") {
		t.Errorf("704.5aa = %+v, %v", r, ok)
	}
	z, _ := Lookup("704.5z")
	if strings.Contains(z.Text, "704.5aa") {
		t.Errorf("704.5aa read as part of 704.5z: %q", z.Text)
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
	if got, ok := Section("101.4"); !ok || got != "The Magic Golden Rules" {
		t.Errorf("Section(101.4) = %q, %v", got, ok)
	}
	if got, ok := Section("199.1"); ok {
		t.Errorf("Section(199.1) = %q, but there is no section 199", got)
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
	if got := Complete("CR 60", 3); !reflect.DeepEqual(got, []string{"601.1", "601.1a", "601.2"}) {
		t.Errorf("Complete(CR 60) = %v", got)
	}
	if got := Complete("intervening if", 3); len(got) == 0 || got[0] != "603.4" {
		t.Errorf("Complete(intervening if) = %v", got)
	}
	for _, n := range Complete("interv", 5) {
		if r, _ := Lookup(n); !strings.Contains(strings.ToLower(r.Text+strings.Join(r.Examples, " ")), "interv") {
			t.Errorf("Complete(interv) gave %s: %q", n, r.Text)
		}
	}
	if got := Complete("", 2); !reflect.DeepEqual(got, []string{"100.1", "100.1a"}) {
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
	"9. Casual Variants",
	" ",
	"903. Commander",
	" ",
	"903.1. In the Commander variant, each deck is led by a legendary creature designated as that deck’s commander.",
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
	if got := numbers(d.Rules); !reflect.DeepEqual(got, []string{"100.1", "100.1a", "106.5", "903.1"}) {
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
		{"duplicate", "effective May 1, 2026\n100. General\n100.1. a\n100.2. b\n100.1. c\n", 5, "rule 100.1 appears twice (first at line 3)"},
		{"glossary term alone", "effective May 1, 2026\n100. General\n100.1. a\nGlossary\nTap\n\nUntap\nTo rotate.\n", 5, "glossary entry \"Tap\" has no definition"},
		{"glossary twice", "effective May 1, 2026\n100. General\n100.1. a\nGlossary\nTap\nTo turn.\n\ntap\nAgain.\n", 8, "glossary entry \"tap\" appears twice (first at line 5)"},
		{"no section title", "effective May 1, 2026\n100.1. a\n", 2, "rule 100.1 comes before any section title"},
		{"wrong section", "effective May 1, 2026\n100. General\n100.1. a\n101.1. b\n", 4, "rule 101.1 is under section 100"},
		{"rules out of order", "effective May 1, 2026\n100. General\n100.2. a\n100.1. b\n", 4, "rule 100.1 comes after rule 100.2"},
		{"subrules out of order", "effective May 1, 2026\n100. General\n100.1. a\n100.1b b\n100.1a c\n", 5, "subrule 100.1a comes after 100.1b"},
		{"subrule without its rule", "effective May 1, 2026\n100. General\n100.1. a\n100.2a b\n", 4, "subrule 100.2a does not follow rule 100.2"},
		{"sections out of order", "effective May 1, 2026\n1. Game Concepts\n101. Golden\n101.1. a\n100. General\n", 5, "section 100 comes after section 101"},
		{"section in the wrong chapter", "effective May 1, 2026\n1. Game Concepts\n201. Name\n", 3, "section 201 is in chapter 1"},
		{"title unlike the contents", "effective May 1, 2026\nContents\n100. General\nCredits\n100. Generalities\n", 5, "section 100 is titled \"Generalities\" here but \"General\" in the contents (line 3)"},
		{"broken number", "effective May 1, 2026\n100. General\n100.1. a\n100.2.1 b\n", 4, "starts like a rule number but is not a rule"},
		{"cut short", "effective May 1, 2026\nContents\n100. General\n101. Golden\nCredits\n100. General\n100.1. a\n", 8, "the file ends without section 101, \"Golden\", which the contents list at line 4"},
		{"no glossary", "effective May 1, 2026\nContents\n100. General\nGlossary\nCredits\n100. General\n100.1. a\n", 8, "without the glossary"},
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

// lineOf is the 1-based number of the line of text that starts with prefix.
func lineOf(t *testing.T, text, prefix string) int {
	t.Helper()
	i := strings.Index(text, "\n"+prefix)
	if i < 0 {
		t.Fatalf("no line starts with %q", prefix)
	}
	return strings.Count(text[:i+1], "\n") + 1
}

// A damaged copy of the real file is refused, at the line of the damage.
func TestParseRefusesDamagedFile(t *testing.T) {
	cases := []struct {
		name   string
		damage func(string) string
		at     string // the line the error is on starts so, in the damaged file
		msg    string
	}{
		{"a rule line lost", func(s string) string {
			return strings.Replace(s, "\n702.19. Trample\n", "\n", 1)
		}, "702.19a ", "subrule 702.19a does not follow rule 702.19"},
		{"a rule number mistyped", func(s string) string {
			return strings.Replace(s, "\n702.19c ", "\n702.91c ", 1)
		}, "702.91c ", "subrule 702.91c does not follow rule 702.91"},
		{"two rules swapped", func(s string) string {
			return strings.Replace(s, "\n510.1c ", "\n510.1x ", 1)
		}, "510.1d ", "subrule 510.1d comes after 510.1x"},
		{"a section title changed", func(s string) string {
			i := strings.Index(s, "\nCredits\n") // the rules begin after the contents
			return s[:i] + strings.Replace(s[i:], "\n702. Keyword Abilities\n", "\n702. Keywords\n", 1)
		}, "702. Keywords", "section 702 is titled \"Keywords\" here but \"Keyword Abilities\" in the contents"},
		{"a number run into its text", func(s string) string {
			return strings.Replace(s, "\n100.2. ", "\n100.2.", 1)
		}, "100.2.", "starts like a rule number but is not a rule"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			damaged := c.damage(text)
			if damaged == text {
				t.Fatal("the damage changed nothing")
			}
			_, err := Parse(strings.NewReader(damaged))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *ParseError", err)
			}
			if want := lineOf(t, damaged, c.at); pe.Line != want || !strings.Contains(pe.Msg, c.msg) {
				t.Errorf("err = %v, want line %d and %q", err, want, c.msg)
			}
		})
	}
	t.Run("cut short", func(t *testing.T) {
		cut := text[:strings.LastIndex(text, "\n800. General\n")]
		_, err := Parse(strings.NewReader(cut))
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Line != strings.Count(cut, "\n")+1 || !strings.Contains(pe.Msg, "the file ends without section 800, \"General\"") {
			t.Errorf("err = %v", err)
		}
	})
}

// The credits after the glossary are not glossary entries.
func TestCreditsNotGlossary(t *testing.T) {
	d := Embedded()
	for _, term := range d.Glossary {
		if strings.Contains(term.Term+term.Text, "Richard Garfield") || term.Term == "Credits" {
			t.Errorf("credits read as glossary: %+v", term)
		}
	}
	last := d.Glossary[len(d.Glossary)-1]
	if last.Text != "Trigger events that involve objects changing zones. See rule 603.6." {
		t.Errorf("last glossary entry %+v", last)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(official)
	f.Add("\ufeff" + strings.ReplaceAll(official, "\r\n", "\n"))
	f.Add(text[:6000])
	f.Add(text[len(text)-5000:])
	f.Add("effective May 1, 2026\n100. General\n100.1. a\nExample: b\nmore\n100.1a c\n100.1aa d\nGlossary\nTap\nTo turn.\n------------\n")
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

// BenchmarkLoad is what the first use of the embedded rules costs at
// start-up: reading the whole file and indexing it.
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(strings.NewReader(text)); err != nil {
			b.Fatal(err)
		}
	}
}
