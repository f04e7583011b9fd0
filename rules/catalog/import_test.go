package catalog

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
)

func readTestFile(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/import/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// An MTGJSON AtomicCards file, in the layout MTGJSON documents (meta, and
// data keyed by card name with a list of faces), gives every card and face.
func TestReadAtomicCards(t *testing.T) {
	ed, err := ReadAtomicCards(bytes.NewReader(readTestFile(t, "AtomicCards.json")))
	if err != nil {
		t.Fatal(err)
	}
	if ed.Name != "MTGJSON AtomicCards 2026-11-30" || len(ed.Cards) != 5 {
		t.Fatalf("edition %q with %d cards", ed.Name, len(ed.Cards))
	}
	p := NewPool("test", ed.Cards)
	stomp, ok := p.Lookup("Stomp")
	if !ok || stomp.CardName != "Bonecrusher Giant // Stomp" || stomp.TypeLine != "Instant — Adventure" || len(stomp.Rulings) != 1 {
		t.Errorf("Stomp: %+v", stomp)
	}
	giant, ok := p.Lookup("Bonecrusher Giant // Stomp")
	if !ok || giant.Name != "Bonecrusher Giant" || giant.Power != "4" {
		t.Errorf("the whole adventure card finds %+v", giant)
	}
	springs, ok := p.Lookup("soporific springs")
	if !ok || !springs.HasType("Land") || springs.ManaCost != "" || len(springs.Faces) != 2 {
		t.Errorf("Soporific Springs: %+v", springs)
	}
	cary, _ := p.Lookup("Sylvan Caryatid")
	if cary.Oracle != "Defender, hexproof\n{T}: Add one mana of any color." || cary.Printings != 1 {
		t.Errorf("Sylvan Caryatid: %+v", cary)
	}
	// A color indicator where the face has one, and none recorded where
	// it has none (CR 204).
	arbor, _ := p.Lookup("Dryad Arbor")
	if arbor == nil || arbor.ColorIndicator != "G" || !arbor.IndicatorKnown {
		t.Errorf("Dryad Arbor: %+v", arbor)
	}
	if !springs.Faces[1].IndicatorKnown || springs.Faces[1].ColorIndicator != "" || !cary.IndicatorKnown {
		t.Errorf("faces with no color indicator read as not recording it: %+v, %+v", springs.Faces[1], cary)
	}
}

// A Scryfall oracle-cards file with its rulings file, in the layout of
// Scryfall's card and ruling objects: tokens are left out and only Wizards'
// rulings kept.
func TestReadScryfall(t *testing.T) {
	cards, rulings := readTestFile(t, "oracle-cards.json"), readTestFile(t, "rulings.json")
	if SniffScryfall(cards) != ScryfallCardsFile || SniffScryfall(rulings) != ScryfallRulingsFile ||
		SniffScryfall(readTestFile(t, "AtomicCards.json")) != NotScryfall {
		t.Error("SniffScryfall misreads the test files")
	}
	ed, err := ReadScryfall(bytes.NewReader(cards), bytes.NewReader(rulings))
	if err != nil {
		t.Fatal(err)
	}
	if ed.Name != "Scryfall oracle-cards to 2021-09-24" || len(ed.Cards) != 3 {
		t.Fatalf("edition %q with %d cards", ed.Name, len(ed.Cards))
	}
	p := NewPool("test", ed.Cards)
	if _, ok := p.Lookup("Treasure"); ok {
		t.Error("the Treasure token is a card")
	}
	giant, _ := p.Lookup("Bonecrusher Giant")
	if giant == nil || len(giant.Rulings) != 1 || giant.Subtypes[0] != "Giant" || giant.CardName != "Bonecrusher Giant // Stomp" {
		t.Errorf("Bonecrusher Giant: %+v", giant)
	}
	ab, _ := p.Lookup("Insectile Aberration")
	if ab == nil || ab.Oracle != "Flying" || ab.Power != "3" || len(ab.Rulings) != 1 || ab.ColorIndicator != "U" || !ab.IndicatorKnown {
		t.Errorf("Insectile Aberration: %+v", ab)
	}
	elves, _ := p.Lookup("Llanowar Elves")
	if elves == nil || elves.Oracle != "{T}: Add {G}." || !elves.HasSubtype("Druid") {
		t.Errorf("Llanowar Elves: %+v", elves)
	}
}

// A malformed or truncated file is refused with the line and column of the
// fault.
func TestReadRefusesFaultsWithTheirPosition(t *testing.T) {
	atomic := string(readTestFile(t, "AtomicCards.json"))
	oracle := string(readTestFile(t, "oracle-cards.json"))
	cases := []struct {
		name, data string
		scryfall   bool
		line       int
		msg        string
	}{
		{"truncated", atomic[:len(atomic)/2], false, strings.Count(atomic[:len(atomic)/2], "\n") + 1, "truncated"},
		{"a number for a name", strings.Replace(atomic, `"faceName": "Stomp"`, `"faceName": 7`, 1), false, 10, "faceName"},
		{"no type", strings.Replace(atomic, `"type": "Creature — Plant",`, ``, 1), false, 24, "no \"type\""},
		{"broken JSON", strings.Replace(atomic, `"layout": "normal", "manaCost": "{G}"`, `"layout": "normal" "manaCost": "{G}"`, 1), false, 19, "malformed JSON"},
		{"no data", `{"meta": {"date": "2026-11-30"}}`, false, 1, `no "data"`},
		{"truncated cards", oracle[:len(oracle)-40], true, 0, "truncated"},
		{"a ruling among cards", strings.Replace(oracle, `"object":"card","id":"1a2b3c4d-0000-4000-8000-000000000003"`, `"object":"ruling","id":"x"`, 1), true, 8, "expected a card object"},
		{"no type line", strings.Replace(oracle, `"type_line":"Creature — Elf Druid",`, ``, 1), true, 2, "no type_line"},
	}
	for _, c := range cases {
		var err error
		if c.scryfall {
			_, err = ReadScryfall(strings.NewReader(c.data), nil)
		} else {
			_, err = ReadAtomicCards(strings.NewReader(c.data))
		}
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Errorf("%s: error %v, want a *FormatError", c.name, err)
			continue
		}
		if c.line > 0 && fe.Line != c.line || !strings.Contains(fe.Error(), c.msg) || fe.Column < 1 {
			t.Errorf("%s: %v (line %d), want line %d and %q", c.name, err, fe.Line, c.line, c.msg)
		}
	}
}

// FuzzReadAtomicCards: no input makes the reader panic, and what it reads
// goes through the compact form unchanged.
func FuzzReadAtomicCards(f *testing.F) {
	f.Add(readTestFile(f, "AtomicCards.json"))
	f.Add([]byte(`{"meta":{"date":"x"},"data":{"A":[{"name":"A","type":"Land"}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ed, err := ReadAtomicCards(bytes.NewReader(data))
		if err != nil {
			return
		}
		enc, err := EncodeCompact(ed)
		if err != nil {
			return // text holding the compact form's separators
		}
		if _, err := DecodeCompact(string(enc)); err != nil {
			t.Fatalf("DecodeCompact: %v", err)
		}
	})
}

// FuzzReadScryfall: no input makes the reader panic.
func FuzzReadScryfall(f *testing.F) {
	f.Add(readTestFile(f, "oracle-cards.json"), readTestFile(f, "rulings.json"))
	f.Fuzz(func(t *testing.T, cards, rulings []byte) {
		ReadScryfall(bytes.NewReader(cards), bytes.NewReader(rulings))
	})
}
