package catalog

import (
	"errors"
	"strings"
	"testing"
)

const twoCards = "\ufeff# header\r\nOracle text: in a header, not a card\r\n\r\n" +
	"=== Mystery Elf ===\r\n" +
	"Mana cost: {G} | Type: Creature — Elf Druid 1/1\r\n" +
	"Supertypes: (none) | Card types: Creature | Subtypes: Elf, Druid | Power/Toughness: 1/1\r\n" +
	"Oracle text:\r\n" +
	"{T}: Add {G}.\r\n" +
	"Oracle source: made up\r\n" +
	"  (an indented note)\r\n" +
	"Printings: none\r\n" +
	"Rulings (2, all WotC/Gatherer):\r\n" +
	"- 2020-01-02: First.\r\n" +
	"- 2021-03-04: Second.\r\n" +
	"Verification: none\r\n" +
	"\r\n" +
	"=== Plain Rock ===\n" +
	"Mana cost: (none) | Type: Land\n" +
	"Oracle text:\n" +
	"Oracle source: made up\n" +
	"Rulings: NONE at all.\n"

func TestParse(t *testing.T) {
	cards, err := Parse(strings.NewReader(twoCards))
	if err != nil {
		t.Fatal(err)
	}
	if len(cards) != 2 {
		t.Fatalf("%d cards, want 2", len(cards))
	}
	elf, rock := cards[0], cards[1]
	if elf.Name != "Mystery Elf" || elf.ManaCost != "{G}" || elf.TypeLine != "Creature — Elf Druid" ||
		elf.Power != "1" || elf.Toughness != "1" || elf.Oracle != "{T}: Add {G}." {
		t.Errorf("elf: %+v", elf)
	}
	if len(elf.Rulings) != 2 || elf.Rulings[1] != (Ruling{Date: "2021-03-04", Text: "Second."}) {
		t.Errorf("elf rulings: %+v", elf.Rulings)
	}
	if rock.Name != "Plain Rock" || rock.ManaCost != "" || rock.Oracle != "" || rock.Rulings != nil {
		t.Errorf("rock: %+v", rock)
	}
}

func TestParseErrors(t *testing.T) {
	card := func(lines ...string) string { return "=== Test Card ===\n" + strings.Join(lines, "\n") + "\n" }
	cases := []struct {
		name, in string
		line     int
		msg      string
	}{
		{"empty", "", 0, "no cards found"},
		{"not card data", "hello\nworld\n", 2, "no cards found"},
		{"no type", card("Oracle text:", "x", "Oracle source: y", "Rulings: NONE"), 1, "no \"Mana cost"},
		{"no oracle", card("Mana cost: {1} | Type: Artifact", "Rulings: NONE"), 1, "no \"Oracle text:\""},
		{"no rulings", card("Mana cost: {1} | Type: Artifact", "Oracle text:", "Oracle source: y"), 1, "no \"Rulings\""},
		{"oracle not ended", card("Mana cost: {1} | Type: Artifact", "Oracle text:", "x", "", "more"), 5, "not ended"},
		{"bad cost", card("Mana cost: 2G | Type: Artifact"), 2, "mana cost \"2G\""},
		{"bad type", card("Mana cost: {1} | Type: Artefact"), 2, "did you mean \"Artifact\""},
		{"no bar", card("Mana cost: {1} Type: Artifact"), 2, "expected \"Mana cost: COST | Type: TYPE LINE\""},
		{"count", card("Mana cost: {1} | Type: Artifact", "Oracle text:", "Oracle source: y", "Rulings (2):", "- 2020-01-01: a"), 1, "announces 2 rulings but lists 1"},
		{"bad ruling", card("Mana cost: {1} | Type: Artifact", "Oracle text:", "Oracle source: y", "Rulings (1):", "- 20-01-01: a"), 6, "expected a ruling"},
		{"bad date", card("Mana cost: {1} | Type: Artifact", "Oracle text:", "Oracle source: y", "Rulings (1):", "- 2020-13-01: a"), 6, "month 13"},
		{"early ruling", card("Mana cost: {1} | Type: Artifact", "- 2020-01-01: a"), 3, "before the \"Rulings\" line"},
		{"stray line", card("Mana cost: {1} | Type: Artifact", "Flavor: nice"), 3, "unexpected line"},
		{"twice", card("Mana cost: {1} | Type: Artifact", "Oracle text:", "Oracle source: y", "Rulings: NONE") + "\n=== test  CARD ===\n", 7, "appears twice (first at line 1)"},
		{"empty type", card("Mana cost: {1} | Type: "), 2, "the type line is empty"},
		{"only subtypes", card("Mana cost: {1} | Type: — Elf 1/1"), 2, "has no card type"},
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
}

func FuzzParse(f *testing.F) {
	f.Add(twoCards)
	f.Add(cardsTxt[:4000])
	f.Add("=== A ===\nMana cost: {X}{X} | Type: Legendary Artifact Creature - Golem */*\nOracle text:\nx\nOracle source: y\nRulings: NONE\n")
	f.Add("=== ===\n")
	f.Add("=== A ===\nMana cost: (none) | Type: Land —\n")
	f.Fuzz(func(t *testing.T, in string) {
		cards, err := Parse(strings.NewReader(in))
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Msg == "" {
				t.Fatalf("error %v is not a ParseError with a message", err)
			}
			return
		}
		for _, c := range cards {
			if c.Name == "" || len(c.Types) == 0 {
				t.Fatalf("card without name or type: %+v", c)
			}
		}
	})
}
