package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// scryfallFace is a face of a card, or a card with one face, in Scryfall's
// card objects, with the fields Orrery uses.
type scryfallFace struct {
	Name       string `json:"name"`
	ManaCost   string `json:"mana_cost"`
	TypeLine   string `json:"type_line"`
	OracleText string `json:"oracle_text"`
	Power      string `json:"power"`
	Toughness  string `json:"toughness"`
	Loyalty    string `json:"loyalty"`
	// ColorIndicator is absent where the face has none.
	ColorIndicator []string `json:"color_indicator"`
}

// scryfallCard is one card object of Scryfall's oracle-cards bulk file.
type scryfallCard struct {
	scryfallFace
	Object     string         `json:"object"`
	OracleID   string         `json:"oracle_id"`
	Layout     string         `json:"layout"`
	ReleasedAt string         `json:"released_at"`
	CardFaces  []scryfallFace `json:"card_faces"`
}

// scryfallRuling is one ruling object of Scryfall's rulings bulk file.
type scryfallRuling struct {
	Object      string `json:"object"`
	OracleID    string `json:"oracle_id"`
	Source      string `json:"source"`
	PublishedAt string `json:"published_at"`
	Comment     string `json:"comment"`
}

// Layouts of Scryfall objects that are not cards a player can name: tokens,
// emblems, art cards, and the second printing of a card on a reversible
// card.
var notCards = map[string]bool{
	"token": true, "double_faced_token": true, "emblem": true,
	"art_series": true, "reversible_card": true,
}

// ScryfallKind is what a Scryfall bulk file holds, as SniffScryfall finds.
type ScryfallKind int

// The Scryfall bulk files Orrery reads.
const (
	NotScryfall         ScryfallKind = iota
	ScryfallCardsFile                // oracle-cards (or default-cards): an array of card objects
	ScryfallRulingsFile              // rulings: an array of ruling objects
)

// SniffScryfall tells which Scryfall bulk file data is, by the "object" of
// its first element; NotScryfall for anything else.
func SniffScryfall(data []byte) ScryfallKind {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return NotScryfall
	}
	var first struct {
		Object string `json:"object"`
	}
	if err := dec.Decode(&first); err != nil {
		return NotScryfall
	}
	switch first.Object {
	case "card":
		return ScryfallCardsFile
	case "ruling":
		return ScryfallRulingsFile
	}
	return NotScryfall
}

// ReadScryfall reads Scryfall's oracle-cards bulk file and, when rulings is
// not nil, its rulings file: see ReadScryfallRulings and ReadScryfallCards.
func ReadScryfall(cards, rulings io.Reader) (*Edition, error) {
	var byOracle ScryfallRulings
	if rulings != nil {
		var err error
		if byOracle, err = ReadScryfallRulings(rulings); err != nil {
			return nil, err
		}
	}
	return ReadScryfallCards(cards, byOracle)
}

// ScryfallRulings are official rulings by the Oracle ID of their card.
type ScryfallRulings map[string][]Ruling

// ReadScryfallRulings reads Scryfall's rulings bulk file (an array of
// ruling objects: oracle_id, source, published_at, comment), keeping the
// rulings of Wizards of the Coast (source "wotc"). A malformed or truncated
// file is refused with a *FormatError that gives its position.
func ReadScryfallRulings(r io.Reader) (ScryfallRulings, error) {
	rdata, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	byOracle := ScryfallRulings{}
	err = readScryfallArray(rdata, "ruling", func(at int64, raw json.RawMessage) error {
		var r scryfallRuling
		if err := json.Unmarshal(raw, &r); err != nil {
			return err
		}
		if r.Source != "wotc" {
			return nil
		}
		if r.OracleID == "" {
			return fmt.Errorf("a ruling has no oracle_id")
		}
		if err := checkRulingDate(r.PublishedAt); err != nil {
			return err
		}
		byOracle[r.OracleID] = append(byOracle[r.OracleID], Ruling{Date: r.PublishedAt, Text: r.Comment})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return byOracle, nil
}

// ReadScryfallCards reads Scryfall's oracle-cards bulk file (an array of
// card objects: name, layout, mana_cost, type_line, oracle_text, power,
// toughness, loyalty, card_faces, oracle_id, released_at), with the
// rulings of each card by its oracle_id. Tokens, emblems and art cards are
// left out; a name given twice keeps its first card. The edition is named
// for the newest card's release date. A malformed or truncated file is
// refused with a *FormatError that gives its position.
func ReadScryfallCards(cards io.Reader, byOracle ScryfallRulings) (*Edition, error) {
	data, err := io.ReadAll(cards)
	if err != nil {
		return nil, err
	}
	var out []*Card
	seen := map[string]bool{}
	newest := ""
	err = readScryfallArray(data, "card", func(at int64, raw json.RawMessage) error {
		var c scryfallCard
		if err := json.Unmarshal(raw, &c); err != nil {
			return err
		}
		if notCards[c.Layout] {
			return nil
		}
		card, err := scryfallToCard(&c, byOracle[c.OracleID])
		if err != nil {
			return err
		}
		if seen[Key(card.Name)] {
			return nil
		}
		seen[Key(card.Name)] = true
		out = append(out, card)
		newest = max(newest, c.ReleasedAt)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, faultAt(data, int64(len(data)), "the file has no cards")
	}
	sortCards(out)
	name := "Scryfall oracle-cards"
	if newest != "" {
		name += " to " + newest
	}
	return &Edition{Name: name, Cards: out}, nil
}

// readScryfallArray reads a JSON array of objects of the kind want, giving
// each to f with its offset; an error of f is a fault at that element.
func readScryfallArray(data []byte, want string, f func(at int64, raw json.RawMessage) error) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := expectDelim(dec, data, '[', fmt.Sprintf("[ to start a Scryfall bulk file (an array of %s objects)", want)); err != nil {
		return err
	}
	for dec.More() {
		at := skipSpace(data, dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return jsonFault(data, at, err)
		}
		var head struct {
			Object string `json:"object"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			return faultAt(data, at, "expected a %s object, found %s", want, shorten(string(raw), 30))
		}
		if head.Object != want {
			return faultAt(data, at, "expected a %s object, found object %q", want, head.Object)
		}
		if err := f(at, raw); err != nil {
			if fe, ok := err.(*FormatError); ok {
				return fe
			}
			return faultAt(data, at, "%v", err)
		}
	}
	if err := expectDelim(dec, data, ']', "] to end the array"); err != nil {
		return err
	}
	if at := dec.InputOffset(); len(bytes.TrimSpace(data[at:])) > 0 {
		return faultAt(data, at, "text after the end of the JSON array")
	}
	return nil
}

// scryfallToCard builds a card from a Scryfall card object.
func scryfallToCard(c *scryfallCard, rulings []Ruling) (*Card, error) {
	if strings.TrimSpace(c.Name) == "" {
		return nil, fmt.Errorf("a card has no name")
	}
	face := func(f scryfallFace) (*Card, error) {
		if f.TypeLine == "" {
			return nil, fmt.Errorf("card %q: face %q has no type_line", c.Name, f.Name)
		}
		ind, err := indicatorOf(f.ColorIndicator)
		if err != nil {
			return nil, fmt.Errorf("card %q: face %q: %v", c.Name, f.Name, err)
		}
		fc := &Card{Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine,
			ColorIndicator: ind, IndicatorKnown: true,
			Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty, Oracle: f.OracleText}
		super, types, sub := SplitTypeLine(f.TypeLine)
		fc.Supertypes, fc.Types, fc.Subtypes = nonEmpty(super), nonEmpty(types), nonEmpty(sub)
		return fc, nil
	}
	if len(c.CardFaces) < 2 {
		f, err := face(c.scryfallFace)
		if err != nil {
			return nil, err
		}
		return wholeCard(c.Name, c.Layout, []*Card{f}, rulings), nil
	}
	faces := make([]*Card, len(c.CardFaces))
	for i, cf := range c.CardFaces {
		if cf.Name == "" {
			return nil, fmt.Errorf("card %q: face %d has no name", c.Name, i+1)
		}
		f, err := face(cf)
		if err != nil {
			return nil, err
		}
		faces[i] = f
	}
	return wholeCard(c.Name, c.Layout, faces, rulings), nil
}
