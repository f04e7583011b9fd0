package command

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules"
)

func TestParse(t *testing.T) {
	cases := []struct {
		text      string
		name      string
		options   map[string]string
		canonical string
	}{
		{
			text:      `/judge tap board:"me: Forest, Mana Reflection" card:Forest`,
			name:      "judge tap",
			options:   map[string]string{"board": "me: Forest, Mana Reflection", "card": "Forest"},
			canonical: `/judge tap board:"me: Forest, Mana Reflection" card:Forest`,
		},
		{
			// The leading slash is optional; names are case-insensitive;
			// options come out in the order of the Spec.
			text:      `  Judge   TAP  Card:"Reflecting Pool"   BOARD:"me: Reflecting Pool, Forest"  `,
			name:      "judge tap",
			options:   map[string]string{"board": "me: Reflecting Pool, Forest", "card": "Reflecting Pool"},
			canonical: `/judge tap board:"me: Reflecting Pool, Forest" card:"Reflecting Pool"`,
		},
		{
			// Curly quotes, as phones type them.
			text:      `/judge lands board:“me: 2x Ghirapur Orrery, lands played 1”`,
			name:      "judge lands",
			options:   map[string]string{"board": "me: 2x Ghirapur Orrery, lands played 1"},
			canonical: `/judge lands board:"me: 2x Ghirapur Orrery, lands played 1"`,
		},
		{
			// Escapes inside quotes; a colon and a semicolon in a value.
			text:      `/judge tap board:"me: [Odd Land: Land — {T}: Add {R}.]; opp: \"x\\y\"" card:"Odd Land"`,
			name:      "judge tap",
			options:   map[string]string{"board": `me: [Odd Land: Land — {T}: Add {R}.]; opp: "x\y"`, "card": "Odd Land"},
			canonical: `/judge tap board:"me: [Odd Land: Land — {T}: Add {R}.]; opp: \"x\\y\"" card:"Odd Land"`,
		},
		{
			// A new line written \n; a backslash before another letter stays.
			text:      `/judge upkeep board:"me: Ghirapur Orrery\nopp: hand 2" player:opp`,
			name:      "judge upkeep",
			options:   map[string]string{"board": "me: Ghirapur Orrery\nopp: hand 2", "player": "opp"},
			canonical: `/judge upkeep board:"me: Ghirapur Orrery\nopp: hand 2" player:opp`,
		},
		{
			text:      `/ruling search text:"a\b"`,
			name:      "ruling search",
			options:   map[string]string{"text": `a\b`},
			canonical: `/ruling search text:a\b`,
		},
		{
			text:      `/ruling search text:"a \b\\"`,
			name:      "ruling search",
			options:   map[string]string{"text": `a \b\`},
			canonical: `/ruling search text:"a \\b\\"`,
		},
		{
			// Unquoted values run to the next space and may hold quotes,
			// colons and apostrophes.
			text:      `/judge tap board:me:Forest card:opp's ability:01`,
			name:      "judge tap",
			options:   map[string]string{"board": "me:Forest", "card": "opp's", "ability": "1"},
			canonical: `/judge tap board:me:Forest card:opp's ability:1`,
		},
		{
			text:      `/judge enters card:"Hangarback Walker" x:2 cast:FALSE`,
			name:      "judge enters",
			options:   map[string]string{"card": "Hangarback Walker", "x": "2", "cast": "false"},
			canonical: `/judge enters card:"Hangarback Walker" x:2 cast:false`,
		},
		{
			text:      `orrery upkeep format:2HG ally_hand:3 hand:0`,
			name:      "orrery upkeep",
			options:   map[string]string{"hand": "0", "format": "2hg", "ally_hand": "3"},
			canonical: `/orrery upkeep hand:0 format:2hg ally_hand:3`,
		},
		{
			// A choice may be given by its shown name.
			text:      `/orrery upkeep hand:1 format:"Two-Headed Giant"`,
			name:      "orrery upkeep",
			options:   map[string]string{"hand": "1", "format": "2hg"},
			canonical: `/orrery upkeep hand:1 format:2hg`,
		},
		{
			text:      `/orrery lands`,
			name:      "orrery lands",
			options:   map[string]string{},
			canonical: `/orrery lands`,
		},
		{
			// Spaces around a quoted value are not part of it.
			text:      `/cr rule:"  106.7 "`,
			name:      "cr",
			options:   map[string]string{"rule": "106.7"},
			canonical: `/cr rule:106.7`,
		},
		{
			text:      `/ruling review id:7QK3 verdict:Incorrect note:"Misses 616.1"`,
			name:      "ruling review",
			options:   map[string]string{"id": "7QK3", "verdict": "incorrect", "note": "Misses 616.1"},
			canonical: `/ruling review id:7QK3 verdict:incorrect note:"Misses 616.1"`,
		},
		{
			text:      `/card name:“Gaea’s Cradle”`,
			name:      "card",
			options:   map[string]string{"name": "Gaea’s Cradle"},
			canonical: `/card name:"Gaea’s Cradle"`,
		},
		{
			// A quote inside a value is escaped in the canonical form.
			text:      `/ruling search text:say”hi`,
			name:      "ruling search",
			options:   map[string]string{"text": "say”hi"},
			canonical: `/ruling search text:"say\”hi"`,
		},
		{text: "/help", name: "help", options: map[string]string{}, canonical: "/help"},
		{text: "help\n", name: "help", options: map[string]string{}, canonical: "/help"},
	}
	for _, c := range cases {
		inv, err := Parse(c.text)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.text, err)
			continue
		}
		if inv.Name != c.name || !maps.Equal(inv.Options, c.options) {
			t.Errorf("Parse(%q) = %q %q, want %q %q", c.text, inv.Name, inv.Options, c.name, c.options)
		}
		if got := inv.String(); got != c.canonical {
			t.Errorf("Parse(%q).String() =\n  %s\nwant\n  %s", c.text, got, c.canonical)
		}
		back, err := Parse(inv.String())
		if err != nil {
			t.Errorf("Parse(%q) of the canonical form: %v", inv.String(), err)
			continue
		}
		if back.Name != inv.Name || !maps.Equal(back.Options, inv.Options) {
			t.Errorf("round trip of %q: got %q %q", c.text, back.Name, back.Options)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		text    string
		option  string
		offset  int
		message string
		suggest []string
	}{
		{``, "", 0, "expected a command", nil},
		{`/`, "", 1, "expected a command", nil},
		{`board:"me: Forest" card:Forest`, "", 0, "expected a command before the options", nil},
		{`/jduge tap board:x card:y`, "", 1, "unknown command /jduge", []string{"/judge tap"}},
		{`/crd name:Forest`, "", 1, "unknown command /crd", []string{"/cr", "/card"}},
		{`/judgetap`, "", 1, "unknown command /judgetap", []string{"/judge tap"}},
		{`/xyzzy`, "", 1, "unknown command /xyzzy", nil},
		{`/judge tapp board:x card:y`, "", 7, "unknown command /judge tapp; /judge has tap, could-produce, activate, lands, upkeep, enters", []string{"/judge tap"}},
		{`/judge`, "", 6, "/judge needs a subcommand: tap, could-produce", []string{"/judge tap", "/judge could-produce", "/judge activate", "/judge lands", "/judge upkeep", "/judge enters", "/judge pay", "/judge mana"}},
		{`/orrery hand:0`, "", 8, "/orrery needs a subcommand: lands, upkeep", []string{"/orrery lands", "/orrery upkeep"}},
		{`/judge tap bord:x card:y`, "bord", 11, "unknown option bord: for /judge tap; its options are board, card, ability", []string{"board"}},
		{`/help me:x`, "me", 6, "/help takes no options", nil},
		{`/help now`, "", 6, "/help takes no options", nil},
		{`/judge tap board:x board:y card:z`, "board", 19, "board: is given twice", nil},
		{`/judge tap board:x Card:z card:z`, "card", 26, "card: is given twice", nil},
		{`/judge tap board:x Forest`, "", 19, `expected an option written name:value; got "Forest", which may be the rest of board:'s value: a value with spaces needs quotes, board:"x Forest"`, nil},
		{`/judge tap board:"me: Forest" card:Reflecting Pool`, "", 46, `got "Pool", which may be the rest of card:'s value: a value with spaces needs quotes, card:"Reflecting Pool"`, nil},
		{`/judge tap board:"me: Forest" card:"Reflecting" Pool`, "", 48, `expected an option written name:value, like board:BOARD; got "Pool"`, nil},
		{`/judge tap board:x :Forest`, "", 19, "expected an option name before the colon", nil},
		{`/judge tap board:x`, "card", 18, "missing the required option card: of /judge tap", nil},
		{`/judge enters card:"Endless One" x:two`, "x", 35, `expected a whole number 0 or more, got "two"`, nil},
		{`/judge enters card:"Endless One" x:-3`, "x", 35, "expected a whole number 0 or more, got -3", nil},
		{`/judge enters card:"Endless One" x:2.5`, "x", 35, `expected a whole number 0 or more, got "2.5"`, nil},
		{`/judge enters card:"Endless One" x:99999999999999999999`, "x", 35, "too large: at most 1000000", nil},
		{`/judge enters card:"Endless One" x:1000000001`, "x", 35, "too large: at most 1000000", nil},
		{`/judge enters card:"Endless One" x:1000000000`, "x", 35, "too large: at most 1000000", nil},
		{`/judge enters card:"Endless One" x:1000001`, "x", 35, "too large: at most 1000000", nil},
		{`/judge tap board:x card:y ability:0`, "ability", 34, "expected a whole number 1 or more, got 0", nil},
		{`/judge enters card:"Endless One" x:1 cast:maybe`, "cast", 42, `expected true or false, got "maybe"`, nil},
		{`/orrery upkeep hand:0 format:3v3`, "format", 29, `expected one of 1v1, 2hg; got "3v3"`, nil},
		{`/ruling review id:ABC verdict:wrong`, "verdict", 30, `expected one of correct, incorrect, unclear; got "wrong"`, nil},
		{`/judge tap board:"me: Forest card:Forest`, "board", 17, "unterminated quote: the value of board: opened here has no closing quote", nil},
		{`/judge tap board:“me: Forest card:Forest`, "board", 17, "unterminated quote", nil},
		{`/judge tap board:"me: Forest\" card:Forest`, "board", 17, "unterminated quote", nil},
		{`/judge tap board:"me: Forest"card:Forest`, "board", 29, "expected a space after the closing quote of board:", nil},
		{`/judge tap board:'me: Forest' card:Forest`, "board", 17, `a value is quoted with double quotes, not single ones: write board:"…"`, nil},
		{`/card name:‘Forest’`, "name", 11, "a value is quoted with double quotes, not single ones", nil},
		{`/judge tap board:"me: [Foo: Land — {T}: Add “{G}.]" card:Foo`, "board", 46, "inside the value of board:, the “ here has no partner, so the quote that would have closed the value was read as text; write quotes of the other kind in pairs, or this one as \\“", nil},
		{`/judge tap board: card:Forest`, "board", 17, "no value; write board:BOARD, with double quotes around a value that has spaces", nil},
		{`/judge tap board:"  " card:Forest`, "board", 17, "no value", nil},
		{"/cr rule:\xff", "", 9, "not valid UTF-8", nil},
	}
	for _, c := range cases {
		_, err := Parse(c.text)
		var ie *rules.InputError
		if !errors.As(err, &ie) {
			t.Errorf("Parse(%q) error = %v, want an *rules.InputError", c.text, err)
			continue
		}
		if ie.Option != c.option || ie.Offset != c.offset || !strings.Contains(ie.Message, c.message) {
			t.Errorf("Parse(%q) = option %q, offset %d, %q\nwant option %q, offset %d, message with %q",
				c.text, ie.Option, ie.Offset, ie.Message, c.option, c.offset, c.message)
		}
		if ie.Input != c.text {
			t.Errorf("Parse(%q): Input = %q, want the whole text", c.text, ie.Input)
		}
		if strings.Join(ie.Suggestions, "|") != strings.Join(c.suggest, "|") {
			t.Errorf("Parse(%q): suggestions %q, want %q", c.text, ie.Suggestions, c.suggest)
		}
	}
}

func TestParseCaret(t *testing.T) {
	_, err := Parse(`/judge enters card:"Endless One" x:two`)
	got := err.(*rules.InputError).Caret()
	want := "/judge enters card:\"Endless One\" x:two\n" + strings.Repeat(" ", 35) + "^"
	if got != want {
		t.Errorf("Caret() =\n%s\nwant\n%s", got, want)
	}
}

func TestParseTooLong(t *testing.T) {
	text := `/ruling search text:"` + strings.Repeat("a", MaxInput) + `"`
	_, err := Parse(text)
	var ie *rules.InputError
	if !errors.As(err, &ie) || !strings.Contains(ie.Message, "too long") || ie.Offset != MaxInput {
		t.Fatalf("Parse of %d bytes: %v", len(text), err)
	}
	// Just under the limit is fine.
	text = `/ruling search text:"` + strings.Repeat("a", MaxInput-len(`/ruling search text:""`)) + `"`
	if _, err := Parse(text); err != nil {
		t.Fatalf("Parse of %d bytes: %v", len(text), err)
	}
}

func TestInvocationValues(t *testing.T) {
	inv, err := Parse(`/judge enters card:"Chalice of the Void" x:1 cast:false`)
	if err != nil {
		t.Fatal(err)
	}
	if n, ok := inv.Int("x"); n != 1 || !ok {
		t.Errorf("Int(x) = %d, %v", n, ok)
	}
	if b, ok := inv.Bool("cast"); b || !ok {
		t.Errorf("Bool(cast) = %v, %v", b, ok)
	}
	if _, ok := inv.Int("board"); ok {
		t.Error("Int(board) reported a value that was not given")
	}
	if _, ok := inv.Bool("nothing"); ok {
		t.Error("Bool(nothing) reported a value")
	}
	if _, ok := inv.Int("card"); ok {
		t.Error("Int(card) read a card name as a number")
	}
	q, err := inv.Read()
	if err != nil {
		t.Fatal(err)
	}
	eq, ok := q.(EntersQuestion)
	if !ok || eq.Card.Name != "Chalice of the Void" || eq.X != 1 || eq.Cast || eq.On.String() != "" {
		t.Errorf("Read() = %#v", q)
	}
}

func TestStringOfHandBuiltInvocation(t *testing.T) {
	inv := Invocation{Name: "cr", Options: map[string]string{"zeta": "a b", "rule": "", "alpha": "1"}}
	want := `/cr rule:"" alpha:1 zeta:"a b"`
	if got := inv.String(); got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}
}

func TestFromOptions(t *testing.T) {
	inv, err := FromOptions("orrery upkeep", map[string]any{"hand": float64(0), "format": "2HG", "ally_hand": int64(2), "orreries": nil})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := inv.String(), "/orrery upkeep hand:0 format:2hg ally_hand:2"; got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}
	inv, err = FromOptions("/Judge Enters", map[string]any{"card": "Endless One", "x": 3, "cast": false})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := inv.String(), `/judge enters card:"Endless One" x:3 cast:false`; got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}

	bad := []struct {
		name    string
		opts    map[string]any
		option  string
		message string
	}{
		{"judge tapp", nil, "", "unknown command /judge tapp"},
		{"judge tap", map[string]any{"board": "me: Forest"}, "card", "missing the required option card:"},
		{"judge tap", map[string]any{"board": "x", "card": "y", "bord": "z"}, "bord", "unknown option bord:"},
		{"judge enters", map[string]any{"card": "Endless One", "x": float64(2.5)}, "x", `expected a whole number 0 or more, got "2.5"`},
		{"judge enters", map[string]any{"card": "Endless One", "x": float64(-1)}, "x", "expected a whole number 0 or more, got -1"},
		{"judge enters", map[string]any{"card": "Endless One", "x": "two"}, "x", `got "two"`},
		{"judge enters", map[string]any{"card": "Endless One", "x": 1, "cast": []int{1}}, "cast", "expected true or false for cast:, got a value of type []int"},
		{"judge tap", map[string]any{"board": "", "card": "y"}, "board", "no value"},
		{"help", map[string]any{"x": 1}, "x", "/help takes no options"},
		{"ruling review", map[string]any{"id": "A", "verdict": "maybe"}, "verdict", "expected one of correct, incorrect, unclear"},
		{"judge tap", map[string]any{"board": "x", "Board": "y", "card": "z"}, "board", "given twice"},
	}
	for _, c := range bad {
		_, err := FromOptions(c.name, c.opts)
		var ie *rules.InputError
		if !errors.As(err, &ie) || ie.Option != c.option || !strings.Contains(ie.Message, c.message) {
			t.Errorf("FromOptions(%q, %v) = %v, want option %q and %q", c.name, c.opts, err, c.option, c.message)
		}
	}
}

func TestFromOptionsAgreesWithParse(t *testing.T) {
	text := `/judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest ability:1`
	parsed, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	delivered, err := FromOptions("judge tap", map[string]any{
		"board": "me: Forest, Mana Reflection; opp: Contamination", "card": "Forest", "ability": float64(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	if parsed.Name != delivered.Name || !maps.Equal(parsed.Options, delivered.Options) {
		t.Errorf("Parse gives %v, FromOptions gives %v", parsed, delivered)
	}
}

func BenchmarkParse(b *testing.B) {
	text := `/judge tap board:"me: Forest, 2x Mana Reflection, Exotic Orchard; opp: Contamination, Reflecting Pool" card:"Exotic Orchard" ability:1`
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkString(b *testing.B) {
	inv, err := Parse(`/judge tap board:"me: Forest, 2x Mana Reflection; opp: Contamination" card:Forest`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = inv.String()
	}
}

// A command's text and a slash command's options are read in Unicode
// normalization form C: "Zo" and a combining diaeresis is "Zö".
func TestParseDecomposedAccents(t *testing.T) {
	inv, err := Parse("/judge tap board:\"me: [Zo\u0308rk: Land \u2014 {T}: Add {G}.]\" card:\"Zo\u0308rk\"")
	if err != nil {
		t.Fatal(err)
	}
	if got := inv.Options["card"]; got != "Z\u00f6rk" {
		t.Errorf("card %q, want Z\u00f6rk", got)
	}
	inv, err = FromOptions("judge tap", map[string]any{"board": "me: [Zo\u0308rk: Land \u2014 {T}: Add {G}.]", "card": "Zo\u0308rk"})
	if err != nil {
		t.Fatal(err)
	}
	if got := inv.Options["card"]; got != "Z\u00f6rk" {
		t.Errorf("FromOptions card %q, want Z\u00f6rk", got)
	}
}

// CR 606.2: a loyalty cost is no ability number: "ability:+2" would name
// Jace Beleren's second ability, its [−1].
func TestParseAbilityIsNoLoyaltyCost(t *testing.T) {
	for _, v := range []string{"+2", "-1", "\u22121", "[+1]"} {
		_, err := Parse(`/judge activate board:"me: Jace Beleren" card:"Jace Beleren" ability:` + v)
		if err == nil || !strings.Contains(err.Error(), "not its loyalty cost") {
			t.Errorf("ability:%s: %v", v, err)
		}
	}
}
