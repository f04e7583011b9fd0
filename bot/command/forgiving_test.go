package command

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules"
)

const inWords = "this reads as a question in words, and Orrery reads commands"

// plainQuestions are questions typed in words, each answered with the
// closest command: the whole message is given.
var plainQuestions = []struct{ name, text, message string }{
	{"tapping a creature the turn it came in",
		"can I tap my elves the turn I play them?",
		inWords + `; the closest is /judge tap board:"me: Llanowar Elves (sick)" card:"Llanowar Elves" (check the board and add what else is on it)`},
	{"land plays with a count in words",
		"how many lands can I play with two orreries",
		inWords + `; the closest is /judge lands board:"me: 2x Ghirapur Orrery" (check the board and add what else is on it)`},
	{"upkeep with a whole card name",
		"what happens in my upkeep with Ghirapur Orrery?",
		inWords + `; the closest is /judge upkeep board:"me: Ghirapur Orrery" (check the board and add what else is on it)`},
	{"drawing is the upkeep question",
		"how many cards do I draw with 3 orreries",
		inWords + `; the closest is /judge upkeep board:"me: 3x Ghirapur Orrery" (check the board and add what else is on it)`},
	{"the mana a land could produce",
		"what mana could reflecting pool produce with a forest and an island?",
		inWords + `; the closest is /judge could-produce board:"me: Reflecting Pool, Forest, Island" card:"Reflecting Pool" (check the board and add what else is on it)`},
	{"X of an enters question",
		"Walking Ballista enters with x=3, how many counters?",
		inWords + `; the closest is /judge enters card:"Walking Ballista" x:3 (check the board and add what else is on it)`},
	{"activating in the upkeep",
		"can I activate pili-pala in my upkeep",
		inWords + `; the closest is /judge activate board:"step: upkeep; me: Pili-Pala" card:Pili-Pala (check the board and add what else is on it)`},
	{"paying a cost",
		"can I pay {2}{g} with a forest and a reflecting pool?",
		inWords + `; the closest is /judge pay board:"me: Forest, Reflecting Pool" cost:{2}{G} (check the board and add what else is on it)`},
	{"paying without a cost",
		"can I afford it with two forests",
		inWords + `; the closest is /judge pay board:"me: 2x Forest" cost:COST (COST is a mana cost in Oracle symbols, like {2}{G}{G})`},
	{"casting a card pays its mana cost",
		"can I cast Counterspell with two Islands",
		inWords + `; the closest is /judge pay board:"me: 2x Island" card:Counterspell (check the board and add what else is on it)`},
	{"the spell cast is the card named just after cast",
		"can I cast a Grizzly Bears with Ancient Ziggurat and a forest?",
		inWords + `; the closest is /judge pay board:"me: Ancient Ziggurat, Forest" card:"Grizzly Bears" (check the board and add what else is on it)`},
	{"casting a cost written",
		"can I cast {2}{g} with three forests",
		inWords + `; the closest is /judge pay board:"me: 3x Forest" cost:{2}{G} (check the board and add what else is on it)`},
	{"casting a card with no mana cost of its own",
		"can I cast Fire // Ice with an island and a mountain",
		inWords + `; the closest is /judge pay board:"me: Island, Mountain" cost:COST card:"Fire // Ice" (COST is a mana cost in Oracle symbols, like {2}{G}{G})`},
	{"the most mana in all",
		"how much mana can I make with 2 forests and Llanowar Elves",
		inWords + `; the closest is /judge mana board:"me: 2x Forest, Llanowar Elves" (check the board and add what else is on it)`},
	{"no card named leaves placeholders",
		"can I tap it?",
		inWords + `; the closest is /judge tap board:BOARD card:CARD (BOARD is the board in board notation, like "me: Forest; opp: Island"; CARD names a permanent on it)`},
	{"an enters question without X",
		"what does walking ballista enter with",
		inWords + `; the closest is /judge enters card:"Walking Ballista" x:N (N is the X chosen)`},
	{"an enters question of a card with no {X} needs no X",
		"what does dark confidant enter with",
		inWords + `; the closest is /judge enters card:"Dark Confidant" (check the board and add what else is on it)`},
	{"no keyword fits",
		"hello there friend",
		inWords + ", like /judge tap board:BOARD card:CARD or /judge lands board:BOARD (/help lists them all)"},
	{"a slash before the words",
		"/can I tap Llanowar Elves?",
		inWords + `; the closest is /judge tap board:"me: Llanowar Elves" card:"Llanowar Elves" (check the board and add what else is on it)`},
}

func TestParsePlainLanguageShowsClosestCommand(t *testing.T) {
	for _, c := range plainQuestions {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse(c.text)
			var ie *rules.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q) = %v, want an *rules.InputError", c.text, err)
			}
			if ie.Message != c.message || ie.Option != "" || ie.Offset != 0 {
				t.Fatalf("Parse(%q):\n got %q at %d\nwant %q at 0", c.text, ie.Message, ie.Offset, c.message)
			}
			if strings.Contains(ie.Message, "unknown command") {
				t.Fatalf("Parse(%q): %q", c.text, ie.Message)
			}
		})
	}
}

// TestPlainLanguageFilledCommandsRead: every command suggested with its
// board filled in parses and reads as a question.
func TestPlainLanguageFilledCommandsRead(t *testing.T) {
	for _, c := range plainQuestions {
		cmd, filled := plainCommand(c.text)
		if !filled {
			continue
		}
		inv, err := Parse(cmd)
		if err != nil {
			t.Errorf("%q suggests %q, which does not parse: %v", c.text, cmd, err)
			continue
		}
		if _, err := inv.Read(); err != nil {
			t.Errorf("%q suggests %q, which does not read: %v", c.text, cmd, err)
		}
	}
}

// TestParseMistypedCommandIsNotWords: a mistyped command with options is
// still an unknown command with suggestions, not a question in words.
func TestParseMistypedCommandIsNotWords(t *testing.T) {
	for _, text := range []string{`/jduge tap board:x card:y`, `/xyzzy`, `judeg tap board:Forest card:Forest`} {
		_, err := Parse(text)
		var ie *rules.InputError
		if !errors.As(err, &ie) || !strings.Contains(ie.Message, "unknown command") {
			t.Errorf("Parse(%q) = %v, want unknown command", text, err)
		}
	}
}

// TestParseCurlyQuotes: curly quotes delimit values as straight ones do,
// in pairs of either kind.
func TestParseCurlyQuotes(t *testing.T) {
	want := `/judge tap board:"me: Reflecting Pool, Forest" card:"Reflecting Pool"`
	for _, text := range []string{
		`/judge tap board:"me: Reflecting Pool, Forest" card:"Reflecting Pool"`,
		`/judge tap board:“me: Reflecting Pool, Forest” card:“Reflecting Pool”`,
		`/judge tap board:“me: Reflecting Pool, Forest" card:"Reflecting Pool”`,
		`/judge tap board:”me: Reflecting Pool, Forest“ card:“Reflecting Pool"`,
	} {
		inv, err := Parse(text)
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if got := inv.String(); got != want {
			t.Errorf("Parse(%q) = %s, want %s", text, got, want)
		}
	}
}

// TestParseQuotesOfTheOtherKindInsideAValue: inside a value, quotes of
// the other kind are plain text, in pairs (contract: "inside a value,
// quotes of the other kind, or \", are plain text"): an inline card's
// Oracle quotes, a glossary term, a card name with quotes. Any quote
// closed the value, with "expected a space after the closing quote".
func TestParseQuotesOfTheOtherKindInsideAValue(t *testing.T) {
	for _, c := range []struct{ text, option, want string }{
		{`/cr rule:"Intervening “If” Clause"`, "rule", `Intervening “If” Clause`},
		{`/card name:"Kongming, “Sleeping Dragon”"`, "name", `Kongming, “Sleeping Dragon”`},
		{`/card name:“Kongming, "Sleeping Dragon"”`, "name", `Kongming, "Sleeping Dragon"`},
		{`/judge tap board:"me: [Rock: Artifact — Creatures have “{T}: Add {G}.”], Forest" card:Forest`, "board", `me: [Rock: Artifact — Creatures have “{T}: Add {G}.”], Forest`},
	} {
		inv, err := Parse(c.text)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.text, err)
			continue
		}
		if got := inv.Options[c.option]; got != c.want {
			t.Errorf("Parse(%q): %s = %q, want %q", c.text, c.option, got, c.want)
		}
	}
}

// TestFromOptionsQuotedValues: a value typed into a Discord option with
// quotes around it, straight, curly or mixed, is the value inside them; a
// value with quotes inside keeps them.
func TestFromOptionsQuotedValues(t *testing.T) {
	for _, c := range []struct{ card, board, want string }{
		{`“Reflecting Pool”`, `“me: Reflecting Pool, Forest”`, `/judge tap board:"me: Reflecting Pool, Forest" card:"Reflecting Pool"`},
		{`"Reflecting Pool"`, `me: Reflecting Pool, Forest`, `/judge tap board:"me: Reflecting Pool, Forest" card:"Reflecting Pool"`},
		{` "Reflecting Pool” `, `"me: Reflecting Pool, Forest“`, `/judge tap board:"me: Reflecting Pool, Forest" card:"Reflecting Pool"`},
		{`Forest`, `me: [Say: Land — Say “hi”.], Forest`, `/judge tap board:"me: [Say: Land — Say \“hi\”.], Forest" card:Forest`},
	} {
		inv, err := FromOptions("judge tap", map[string]any{"board": c.board, "card": c.card})
		if err != nil {
			t.Errorf("FromOptions(%q, %q): %v", c.board, c.card, err)
			continue
		}
		if got := inv.String(); got != c.want {
			t.Errorf("FromOptions(%q, %q) = %s, want %s", c.board, c.card, got, c.want)
		}
		if !roundTrip(t, inv) {
			t.Errorf("%s: not a question the engine reads", inv)
		}
	}
}

// TestReadForgivingBoards: the forgiving board forms and player words read
// to the question of their canonical form.
func TestReadForgivingBoards(t *testing.T) {
	for _, c := range []struct{ text, canonical string }{
		{`/judge lands board:"my: 2 Ghirapur Orreries, played 1 land, opponent: Exploration" player:my`,
			`/judge lands board:"me: lands played 1, 2x Ghirapur Orrery; opp: Exploration"`},
		{`/judge lands board:“opp: Exploration, 1 land played; me: 2 Forests” player:opponent`,
			`/judge lands board:"me: 2x Forest; opp: lands played 1, Exploration" player:opp`},
		{`/judge upkeep board:"me: Ghirapur Orrery, empty hand, opp: 3 cards in hand"`,
			`/judge upkeep board:"me: hand 0, Ghirapur Orrery; opp: hand 3"`},
		{`/judge tap board:"me: Reflecting Pool, Vivid Crag (0 charge)" card:“Reflecting Pool”`,
			`/judge tap board:"me: Reflecting Pool, Vivid Crag" card:"Reflecting Pool"`},
		{`/judge tap board:"me: Forest; opp: Exotic Orchard" card:"opponent's Exotic Orchard"`,
			`/judge tap board:"me: Forest; opp: Exotic Orchard" card:"opp's Exotic Orchard"`},
	} {
		inv, err := Parse(c.text)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.text, err)
			continue
		}
		q, err := inv.Read()
		if err != nil {
			t.Errorf("%s: %v", c.text, err)
			continue
		}
		if got := q.String(); got != c.canonical {
			t.Errorf("%s\n reads as %s\nwant %s", c.text, got, c.canonical)
		}
		if !roundTrip(t, inv) {
			t.Errorf("%s: not a question the engine reads", c.text)
		}
	}
}

// TestAnswerCardNotOnBoard: a real card named in card: that is not on the
// board says so, and is not suggested to itself.
func TestAnswerCardNotOnBoard(t *testing.T) {
	inv, err := Parse(`/judge tap board:"me: Forest, Reflecting Pool" card:Island`)
	if err != nil {
		t.Fatal(err)
	}
	_, err = inv.Answer(context.Background())
	var ie *rules.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("answer: %v, want an *rules.InputError", err)
	}
	if ie.Option != "card" || ie.Message != "there is no Island on the board; it has Forest, Reflecting Pool" || len(ie.Suggestions) != 0 {
		t.Fatalf("answer: %+v", ie)
	}
}
