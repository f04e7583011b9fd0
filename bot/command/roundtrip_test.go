package command

import (
	"bufio"
	"context"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rulings"
)

// roundTrip checks the property docs/contract.md (section 3) promises of
// a ruling's canonical command: it parses back to an equal question, and
// asking that gives the same ruling id. It returns false when inv is not a
// question the engine answers.
func roundTrip(t *testing.T, inv Invocation) bool {
	t.Helper()
	q, err := inv.Read()
	if err != nil {
		return false
	}
	canon := q.String()
	inv2, err := Parse(canon)
	if err != nil {
		t.Fatalf("%s: its canonical command %s does not parse: %v", inv, canon, err)
	}
	q2, err := inv2.Read()
	if err != nil {
		t.Fatalf("%s: its canonical command %s does not read: %v", inv, canon, err)
	}
	if !reflect.DeepEqual(q, q2) {
		t.Fatalf("%s: its canonical command %s reads as another question:\n%#v\n%#v", inv, canon, q, q2)
	}
	if got := q2.String(); got != canon {
		t.Fatalf("%s: canonical command %s prints again as %s", inv, canon, got)
	}
	r1, err1 := inv.AnswerQuestion(context.Background(), q)
	r2, err2 := inv2.AnswerQuestion(context.Background(), q2)
	if (err1 == nil) != (err2 == nil) {
		t.Fatalf("%s: %v, but its canonical command %s: %v", inv, err1, canon, err2)
	}
	if err1 != nil {
		return true
	}
	if r1.Canonical != canon || r2.Canonical != canon {
		t.Fatalf("%s: rulings filed under %s and %s, want %s", inv, r1.Canonical, r2.Canonical, canon)
	}
	if id1, id2 := rulings.FullID(r1), rulings.FullID(r2); id1 != id2 {
		t.Fatalf("%s: ruling id %s, but %s for its canonical command %s", inv, id1, id2, canon)
	}
	return true
}

// TestCanonicalRoundTripOracle holds the round trip over every oracle case.
func TestCanonicalRoundTripOracle(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "oracle", "*.jsonl"))
	n := 0
	for _, name := range files {
		file, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(file)
		lines.Buffer(nil, 1<<20)
		for lines.Scan() {
			var c struct{ Ask string }
			if json.Unmarshal(lines.Bytes(), &c) != nil || c.Ask == "" {
				continue
			}
			inv, err := Parse(c.Ask)
			if err == nil && roundTrip(t, inv) {
				n++
			}
		}
		file.Close()
	}
	if n < 30 {
		t.Fatalf("only %d oracle cases were questions for the engine", n)
	}
}

// TestCanonicalRoundTripDiscord holds the round trip over the recorded
// Discord interactions, read as Discord delivers them.
func TestCanonicalRoundTripDiscord(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "discord", "testdata", "interactions", "*.json"))
	type option struct {
		Name    string
		Type    int
		Value   any
		Options []option
	}
	n := 0
	for _, name := range files {
		raw, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var i struct {
			Type int
			Data option
		}
		if err := json.Unmarshal(raw, &i); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if i.Type != 2 { // an application command
			continue
		}
		path, opts := []string{i.Data.Name}, i.Data.Options
		for len(opts) == 1 && (opts[0].Type == 1 || opts[0].Type == 2) {
			path, opts = append(path, opts[0].Name), opts[0].Options
		}
		values := map[string]any{}
		for _, o := range opts {
			values[o.Name] = o.Value
		}
		inv, err := FromOptions(strings.Join(path, " "), values)
		if err == nil && roundTrip(t, inv) {
			n++
		}
	}
	if n < 3 {
		t.Fatalf("only %d recorded interactions were questions for the engine", n)
	}
}

// quotedTexts are inline card texts with straight, curly and escaped
// quotes, as Oracle text writes granted abilities (Say “hi”.).
var quotedTexts = []string{
	`Say “hi”.`, `Say "hi".`, `“`, `”`, `"`, `\`, `\"`, `a\“b`, `“a” and "b" and \c`,
	`Lands you control have “{T}: Add {G}.”`, `x: “y; z”`, `“”""`,
}

// TestCanonicalRoundTripQuotedInlineCards holds the round trip over boards
// with inline cards whose text holds quotes of every kind, which a
// canonical command once printed unescaped.
func TestCanonicalRoundTripQuotedInlineCards(t *testing.T) {
	for _, text := range quotedTexts {
		for _, board := range []string{
			"me: [Quote Land: Land — {T}: Add {G}. | " + text + "], Forest",
			"me: Forest; opp: [Quote Thing: Artifact — " + text + "]",
		} {
			for _, inv := range []Invocation{
				{Name: "judge tap", Options: map[string]string{"board": board, "card": "Forest"}},
				{Name: "judge could-produce", Options: map[string]string{"board": board, "card": "Forest"}},
				{Name: "judge activate", Options: map[string]string{"board": board, "card": "Forest", "ability": "1"}},
				{Name: "judge lands", Options: map[string]string{"board": board, "player": "opp"}},
				{Name: "judge upkeep", Options: map[string]string{"board": board}},
				{Name: "judge enters", Options: map[string]string{"card": "Walking Ballista", "x": "2", "cast": "true", "board": board}},
			} {
				// The board as a user would type it, quoted as Quote does.
				typed, err := Parse(inv.String())
				if err != nil {
					t.Fatalf("%s does not parse: %v", inv, err)
				}
				if !roundTrip(t, typed) {
					t.Errorf("%s: not a question the engine reads", inv)
				}
			}
		}
	}
}

// FuzzCanonicalRoundTrip holds the round trip's first half over commands
// the fuzzer makes: every question read from a command prints a canonical
// command that parses and reads back to an equal question, which prints
// the same canonical command (and so files its ruling under the same id).
func FuzzCanonicalRoundTrip(f *testing.F) {
	for _, text := range quotedTexts {
		f.Add(`/judge tap board:"me: [Quote Land: Land — {T}: Add {G}. | ` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, `“`, `\“`, `”`, `\”`).Replace(text) + `], Forest" card:Forest`)
	}
	for _, s := range []string{
		`/judge could-produce board:"me: Forest, Exotic Orchard; opp: Exotic Orchard" card:"opp's Exotic Orchard"`,
		`/judge lands board:"me: Ghirapur Orrery, lands played 1; opp: Exploration" player:opp`,
		`/judge enters card:"Walking Ballista" x:3 cast:false board:"me: Unbound Flourishing"`,
		`/orrery upkeep hand:0 orreries:2 format:2hg ally_hand:1`, `/orrery lands orreries:0 played:2`,
		`/judge activate board:"turn: opp; step: upkeep; me: Pili-Pala (tapped)" card:Pili-Pala ability:1`,
		`/judge lands board:"my: 2 Ghirapur Orreries, played 1 land, opponent: Exploration" player:opponent`,
		`/judge upkeep board:“me: Ghirapur Orrery, empty hand, opp: 3 cards in hand”`,
		`/judge tap board:"me: Reflecting Pool, 2 Forests, Vivid Crag (0 charge)" card:“Reflecting Pool”`,
		`/judge tap board:"me: Forest; opp: Exotic Orchard, hand: 0" card:"opponent's Exotic Orchard"`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		inv, err := Parse(text)
		if err != nil {
			return
		}
		q, err := inv.Read()
		if err != nil || len(q.Board().Permanents) > 40 {
			return
		}
		canon := q.String()
		inv2, err := Parse(canon)
		if err != nil {
			t.Fatalf("%q: its canonical command %q does not parse: %v", text, canon, err)
		}
		q2, err := inv2.Read()
		if err != nil {
			t.Fatalf("%q: its canonical command %q does not read: %v", text, canon, err)
		}
		if !reflect.DeepEqual(q, q2) {
			t.Fatalf("%q: its canonical command %q reads as another question", text, canon)
		}
		if got := q2.String(); got != canon {
			t.Fatalf("%q: canonical command %q prints again as %q", text, canon, got)
		}
	})
}

// genQuoted writes a random command over a random board whose inline
// cards' text mixes straight, curly and escaped quotes, typed the way a
// user would (Quote escapes what must be).
func genQuoted(r *rand.Rand) Invocation {
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	players := []string{"me", "opp", "ally"}
	var parts []string
	names := []string{"Forest"}
	for _, who := range players[:1+r.IntN(len(players))] {
		var items []string
		for range 1 + r.IntN(4) {
			switch r.IntN(3) {
			case 0:
				name := pick("Quote Land", "Odd, Name", "Say Land", "Urza's Quip")
				text := pick(quotedTexts...) + " " + pick(quotedTexts...)
				items = append(items, "["+name+": "+pick("Land — {T}: Add {G}. | ", "Artifact — ", "Creature — Elf 1/1 — {T}: Add {G}. | ")+text+"]")
				names = append(names, name)
			default:
				c := pick("Forest", "Island", "Reflecting Pool", "Ghirapur Orrery", "Mana Reflection", "Llanowar Elves")
				items = append(items, c+pick("", "", " (tapped)", " (sick)"))
				names = append(names, c)
			}
		}
		items = append(items, "hand "+strconv.Itoa(r.IntN(4)))
		parts = append(parts, who+": "+strings.Join(items, ", "))
	}
	board := strings.Join(parts, pick("; ", "\n"))
	card := pick(names...)
	switch r.IntN(6) {
	case 0:
		return Invocation{Name: "judge tap", Options: map[string]string{"board": board, "card": card}}
	case 1:
		return Invocation{Name: "judge could-produce", Options: map[string]string{"board": board, "card": card}}
	case 2:
		return Invocation{Name: "judge activate", Options: map[string]string{"board": board, "card": card, "ability": "1"}}
	case 3:
		return Invocation{Name: "judge lands", Options: map[string]string{"board": board, "player": pick(players...)}}
	case 4:
		return Invocation{Name: "judge upkeep", Options: map[string]string{"board": board}}
	}
	return Invocation{Name: "judge enters", Options: map[string]string{"card": "Walking Ballista", "x": "1", "board": board}}
}

// TestCanonicalRoundTripGenerated holds the round trip over generated
// boards with quoted inline cards, many players and several lines.
func TestCanonicalRoundTripGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 1))
	n := 0
	for range 300 {
		typed, err := Parse(genQuoted(r).String())
		if err != nil {
			t.Fatalf("a generated command does not parse: %v", err)
		}
		if roundTrip(t, typed) {
			n++
		}
	}
	if n < 150 {
		t.Fatalf("only %d of 300 generated commands were questions the engine reads", n)
	}
}
