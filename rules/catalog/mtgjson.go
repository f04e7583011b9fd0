package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
)

// FormatError is a fault in a card data file (MTGJSON or Scryfall JSON):
// where it is and what was wrong there.
type FormatError struct {
	// File names the file, when known.
	File string
	// Offset is the byte offset of the fault; Line and Column (1-based)
	// say the same for people.
	Offset       int64
	Line, Column int
	// Msg says what was wrong and what was expected.
	Msg string
}

// Error gives the position and the problem, as "FILE:LINE:COL: msg".
func (e *FormatError) Error() string {
	file := e.File
	if file == "" {
		file = "card data"
	}
	return fmt.Sprintf("%s:%d:%d (byte %d): %s", file, e.Line, e.Column, e.Offset, e.Msg)
}

// faultAt makes a FormatError at offset in data.
func faultAt(data []byte, offset int64, format string, args ...any) *FormatError {
	offset = max(0, min(offset, int64(len(data))))
	before := data[:offset]
	line := bytes.Count(before, []byte{'\n'}) + 1
	col := int(offset) - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return &FormatError{Offset: offset, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
}

// jsonFault turns an error of encoding/json over data into a FormatError
// at its position; at is where the value being decoded started.
func jsonFault(data []byte, at int64, err error) *FormatError {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return faultAt(data, int64(len(data)), "the file ends in the middle of its JSON (is it truncated?)")
	case errors.As(err, &syn):
		return faultAt(data, syn.Offset, "malformed JSON: %v", syn)
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "a value"
		}
		return faultAt(data, typ.Offset, "%s is JSON %s, expected %s", field, typ.Value, typ.Type)
	}
	return faultAt(data, at, "%v", err)
}

// mtgjsonFace is one face of a card in MTGJSON's AtomicCards.json, with the
// fields Orrery uses.
type mtgjsonFace struct {
	Name       string   `json:"name"`
	FaceName   string   `json:"faceName"`
	Side       string   `json:"side"`
	Layout     string   `json:"layout"`
	ManaCost   string   `json:"manaCost"`
	Type       string   `json:"type"`
	Supertypes []string `json:"supertypes"`
	Types      []string `json:"types"`
	Subtypes   []string `json:"subtypes"`
	Text       string   `json:"text"`
	Power      string   `json:"power"`
	Toughness  string   `json:"toughness"`
	Loyalty    string   `json:"loyalty"`
	// ColorIndicator is absent where the face has none.
	ColorIndicator []string `json:"colorIndicator"`
	Printings      []string `json:"printings"`
	Rulings        []struct {
		Date string `json:"date"`
		Text string `json:"text"`
	} `json:"rulings"`
}

// ReadAtomicCards reads card data in the layout of MTGJSON's
// AtomicCards.json: {"meta": {"date", "version"}, "data": {"Card Name":
// [face, ...]}}, each face with name, faceName (cards with several faces),
// side, layout, manaCost, colorIndicator (absent for a face with none),
// type, supertypes, types, subtypes, text, power, toughness, loyalty and
// rulings [{date, text}]. Other fields are skipped.
// A malformed or truncated file, or a card without a name or type, is
// refused with a *FormatError that gives its position.
func ReadAtomicCards(r io.Reader) (*Edition, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := expectDelim(dec, data, '{', "the file to start with { (an MTGJSON AtomicCards object)"); err != nil {
		return nil, err
	}
	var date string
	var cards []*Card
	sawData := false
	for dec.More() {
		at := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil, jsonFault(data, at, err)
		}
		key, _ := tok.(string)
		switch key {
		case "meta":
			var meta struct {
				Date string `json:"date"`
			}
			at := dec.InputOffset()
			if err := dec.Decode(&meta); err != nil {
				return nil, jsonFault(data, at, err)
			}
			date = meta.Date
		case "data":
			sawData = true
			if cards, err = readAtomicData(dec, data); err != nil {
				return nil, err
			}
		default:
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, jsonFault(data, dec.InputOffset(), err)
			}
		}
	}
	if err := expectDelim(dec, data, '}', "} to end the file"); err != nil {
		return nil, err
	}
	if at := dec.InputOffset(); len(bytes.TrimSpace(data[at:])) > 0 {
		return nil, faultAt(data, at+int64(len(data[at:])-len(bytes.TrimLeft(data[at:], " \t\r\n"))), "text after the end of the JSON object")
	}
	if !sawData {
		return nil, faultAt(data, int64(len(data)), `no "data" object: expected MTGJSON's AtomicCards layout {"meta": ..., "data": {"Card Name": [face, ...]}}`)
	}
	if len(cards) == 0 {
		return nil, faultAt(data, int64(len(data)), `the "data" object has no cards`)
	}
	if date == "" {
		return nil, faultAt(data, 0, `no "meta" object with a "date": MTGJSON files carry the date of their data in meta.date`)
	}
	sortCards(cards)
	return &Edition{Name: "MTGJSON AtomicCards " + date, Cards: cards}, nil
}

func expectDelim(dec *json.Decoder, data []byte, want json.Delim, what string) error {
	at := dec.InputOffset()
	tok, err := dec.Token()
	if err != nil {
		return jsonFault(data, at, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return faultAt(data, at, "expected %s, found %v", what, tok)
	}
	return nil
}

// readAtomicData reads the "data" object: card name → faces.
func readAtomicData(dec *json.Decoder, data []byte) ([]*Card, error) {
	if err := expectDelim(dec, data, '{', `"data" to be an object of card name → faces`); err != nil {
		return nil, err
	}
	var cards []*Card
	seen := map[string]bool{}
	for dec.More() {
		at := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil, jsonFault(data, at, err)
		}
		name, _ := tok.(string)
		at = dec.InputOffset()
		var faces []mtgjsonFace
		if err := dec.Decode(&faces); err != nil {
			return nil, jsonFault(data, at, err)
		}
		at = skipSpace(data, at)
		c, err := atomicCard(name, faces)
		if err != nil {
			return nil, faultAt(data, at, "card %q: %v", name, err)
		}
		if seen[Key(c.Name)] {
			return nil, faultAt(data, at, "card %q appears twice", name)
		}
		seen[Key(c.Name)] = true
		cards = append(cards, c)
	}
	if err := expectDelim(dec, data, '}', `} to end "data"`); err != nil {
		return nil, err
	}
	return cards, nil
}

// skipSpace moves at past JSON white space and a separating colon.
func skipSpace(data []byte, at int64) int64 {
	for at < int64(len(data)) && strings.IndexByte(" \t\r\n:", data[at]) >= 0 {
		at++
	}
	return at
}

// atomicCard builds a card from its MTGJSON faces.
func atomicCard(name string, faces []mtgjsonFace) (*Card, error) {
	if strings.TrimSpace(name) == "" {
		return nil, fmt.Errorf("the card has no name")
	}
	if len(faces) == 0 {
		return nil, fmt.Errorf("no faces: expected a list of at least one face")
	}
	sort.SliceStable(faces, func(i, j int) bool { return faces[i].Side < faces[j].Side })
	var rulings []Ruling
	for _, r := range faces[0].Rulings {
		if err := checkRulingDate(r.Date); err != nil {
			return nil, err
		}
		rulings = append(rulings, Ruling{Date: r.Date, Text: r.Text})
	}
	out := make([]*Card, len(faces))
	for i, f := range faces {
		if f.Type == "" {
			return nil, fmt.Errorf("face %d has no \"type\" (type line)", i+1)
		}
		fname := f.FaceName
		if len(faces) == 1 {
			fname = name
		} else if fname == "" {
			return nil, fmt.Errorf("face %d of a card with %d faces has no \"faceName\"", i+1, len(faces))
		}
		ind, err := indicatorOf(f.ColorIndicator)
		if err != nil {
			return nil, fmt.Errorf("face %d: %v", i+1, err)
		}
		out[i] = &Card{
			Name: fname, ManaCost: f.ManaCost, TypeLine: f.Type,
			ColorIndicator: ind, IndicatorKnown: true,
			Supertypes: nonEmpty(f.Supertypes), Types: nonEmpty(f.Types), Subtypes: nonEmpty(f.Subtypes),
			Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty,
			Oracle: f.Text, Layout: f.Layout,
		}
	}
	c := wholeCard(name, out[0].Layout, out, rulings)
	setPrintings(c, len(faces[0].Printings))
	return c, nil
}

// checkRulingDate checks a ruling's date is YYYY-MM-DD.
func checkRulingDate(d string) error {
	if len(d) != 10 || d[4] != '-' || d[7] != '-' || strings.Trim(d[:4]+d[5:7]+d[8:], "0123456789") != "" {
		return fmt.Errorf("ruling date %q is not YYYY-MM-DD", d)
	}
	if err := checkDate(d); err != nil {
		return fmt.Errorf("ruling date %s: %v", d, err)
	}
	return nil
}

func nonEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

// wholeCard joins faces into a card: a card with one face is that face;
// with several, each face learns the whole card's name and its siblings,
// and the whole card takes its halves' joined characteristics (split
// cards, CR 709.4) or its front face's (every other layout).
func wholeCard(name, layout string, faces []*Card, rulings []Ruling) *Card {
	for _, f := range faces {
		f.Rulings = rulings
		f.Layout = layout
	}
	if len(faces) == 1 {
		c := faces[0]
		c.Name = name
		return c
	}
	var whole Card
	if joinsFaces(layout) {
		var costs, typeLines, oracles []string
		for _, f := range faces {
			costs = append(costs, f.ManaCost)
			if !slices.Contains(typeLines, f.TypeLine) {
				typeLines = append(typeLines, f.TypeLine)
			}
			if f.Oracle != "" {
				oracles = append(oracles, f.Oracle)
			}
			whole.Supertypes = union(whole.Supertypes, f.Supertypes)
			whole.Types = union(whole.Types, f.Types)
			whole.Subtypes = union(whole.Subtypes, f.Subtypes)
		}
		whole.ManaCost = strings.Join(costs, "")
		whole.IndicatorKnown = !slices.ContainsFunc(faces, func(f *Card) bool { return !f.IndicatorKnown })
		whole.TypeLine = strings.Join(typeLines, " // ")
		whole.Oracle = strings.Join(oracles, "\n")
	} else {
		whole = *faces[0]
	}
	whole.Name = name
	whole.Layout = layout
	whole.Rulings = rulings
	whole.CardName = ""
	whole.Faces = faces
	for _, f := range faces {
		f.CardName = name
		f.Faces = faces
	}
	return &whole
}

func union(a, b []string) []string {
	for _, s := range b {
		if !slices.Contains(a, s) {
			a = append(a, s)
		}
	}
	return a
}

func sortCards(cards []*Card) {
	sort.Slice(cards, func(i, j int) bool { return Key(cards[i].Name) < Key(cards[j].Name) })
}

// setPrintings records how many sets printed c, on the card and its faces.
func setPrintings(c *Card, n int) {
	c.Printings = n
	for _, f := range c.Faces {
		f.Printings = n
	}
}
