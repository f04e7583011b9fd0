package catalog

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// The compact form of an edition, which the program embeds and the
// database stores: plain text in records ended by RS (0x1E) with fields
// split by US (0x1F). The first record is the format's name and version,
// the second the edition's name. Then each card is a record
//
//	name US layout US printings US faces US rulings
//
// followed by one record per face
//
//	name US mana cost US color indicator US type line US supertypes US
//	types US subtypes US power US toughness US loyalty US Oracle text
//
// (type lists joined by "|"; the color indicator's letters in WUBRG
// order, "" for none, "?" where the card data does not record it) and one
// record per ruling, date US text. Version 1 of the form, which databases
// may still hold, has no color indicator, and reads as not recording it.
// Decoding it takes substrings of one string, so it is fast and small.
const (
	compactMagic   = "orrery-cards 2"
	compactMagicV1 = "orrery-cards 1"
	rs             = '\x1e'
	us             = '\x1f'
)

// EncodeCompact writes an edition in the compact form DecodeCompact reads.
// It refuses text holding the separators of the form (which card data
// never has).
func EncodeCompact(ed *Edition) ([]byte, error) {
	var b bytes.Buffer
	var bad error
	field := func(s string, last bool) {
		if strings.ContainsAny(s, "\x1e\x1f") && bad == nil {
			bad = fmt.Errorf("text %q holds a control character 0x1E or 0x1F", shorten(s, 40))
		}
		b.WriteString(s)
		if last {
			b.WriteByte(rs)
		} else {
			b.WriteByte(us)
		}
	}
	field(compactMagic, true)
	field(ed.Name, true)
	for _, c := range ed.Cards {
		faces := c.Faces
		if len(faces) == 0 {
			faces = []*Card{c}
		}
		field(c.Name, false)
		field(c.Layout, false)
		field(strconv.Itoa(c.Printings), false)
		field(strconv.Itoa(len(faces)), false)
		field(strconv.Itoa(len(c.Rulings)), true)
		for _, f := range faces {
			for _, l := range [][]string{f.Supertypes, f.Types, f.Subtypes} {
				for _, s := range l {
					if strings.Contains(s, "|") && bad == nil {
						bad = fmt.Errorf("card %q: type %q holds a |", c.Name, s)
					}
				}
			}
			field(f.Name, false)
			field(f.ManaCost, false)
			field(compactIndicator(f), false)
			field(f.TypeLine, false)
			field(strings.Join(f.Supertypes, "|"), false)
			field(strings.Join(f.Types, "|"), false)
			field(strings.Join(f.Subtypes, "|"), false)
			field(f.Power, false)
			field(f.Toughness, false)
			field(f.Loyalty, false)
			field(f.Oracle, true)
		}
		for _, r := range c.Rulings {
			field(r.Date, false)
			field(r.Text, true)
		}
	}
	if bad != nil {
		return nil, bad
	}
	return b.Bytes(), nil
}

// DecodeCompact reads an edition in the compact form. The cards' text
// shares the memory of data.
func DecodeCompact(data string) (*Edition, error) {
	d := compactReader{data: data}
	magic := d.record()
	if len(magic) != 1 || magic[0] != compactMagic && magic[0] != compactMagicV1 {
		return nil, fmt.Errorf("compact card data: expected %q first", compactMagic)
	}
	faceFields := 11
	if magic[0] == compactMagicV1 {
		faceFields = 10
	}
	name := d.record()
	if len(name) != 1 {
		return nil, d.fault("expected the edition's name")
	}
	ed := &Edition{Name: name[0]}
	var m cardMaker
	for d.more() {
		head := d.record()
		if len(head) != 5 {
			return nil, d.fault("expected a card record of 5 fields, found %d", len(head))
		}
		np, err0 := strconv.Atoi(head[2])
		nf, err1 := strconv.Atoi(head[3])
		nr, err2 := strconv.Atoi(head[4])
		if err0 != nil || err1 != nil || err2 != nil || nf < 1 || nr < 0 {
			return nil, d.fault("card %q: bad counts of printings %q, faces %q and rulings %q", head[0], head[2], head[3], head[4])
		}
		faces := make([]*Card, nf)
		for i := range faces {
			f := d.record()
			if len(f) != faceFields {
				return nil, d.fault("card %q: expected a face record of %d fields, found %d", head[0], faceFields, len(f))
			}
			var ind string
			known := false
			if faceFields == 11 {
				var err error
				if ind, known, err = readIndicator(f[2]); err != nil {
					return nil, d.fault("card %q: %v", head[0], err)
				}
				f = append(f[:2], f[3:]...)
			}
			faces[i] = m.card(currentTypes(Card{Name: f[0], ManaCost: text(f[1]), TypeLine: f[2],
				ColorIndicator: ind, IndicatorKnown: known,
				Supertypes: m.list(f[3]), Types: m.list(f[4]), Subtypes: m.list(f[5]),
				Power: text(f[6]), Toughness: text(f[7]), Loyalty: text(f[8]), Oracle: text(f[9])}))
		}
		var rulings []Ruling
		if nr > 0 {
			rulings = make([]Ruling, nr)
		}
		for i := range rulings {
			r := d.record()
			if len(r) != 2 {
				return nil, d.fault("card %q: expected a ruling record of 2 fields, found %d", head[0], len(r))
			}
			rulings[i] = Ruling{Date: r[0], Text: r[1]}
		}
		c := wholeCard(head[0], word(head[1]), faces, rulings)
		setPrintings(c, np)
		ed.Cards = append(ed.Cards, c)
	}
	return ed, nil
}

// text is s, or for empty text the empty string that points nowhere, so
// that the collector has no pointer to follow.
func text(s string) string {
	if s == "" {
		return ""
	}
	return s
}

// words are the words that most cards share (layouts, supertypes and card
// types), each a constant of the program: a constant is not in the heap,
// so a card holding it rather than a piece of the data gives the
// collector nothing to mark.
var words = func() map[string]string {
	m := map[string]string{}
	for _, list := range [][]string{Supertypes, CardTypes, layouts} {
		for _, w := range list {
			m[w] = w
		}
	}
	return m
}()

// layouts are the layouts card data names.
var layouts = []string{"normal", "split", "aftermath", "transform", "modal_dfc", "flip", "adventure", "meld", "leveler", "saga", "class", "case", "mutate", "prototype", "host", "augment", "planar", "scheme", "vanguard", "token", "double_faced_token", "emblem", "art_series", "reversible_card"}

// word is w, or the program's constant that is equal to it.
func word(w string) string {
	if c, ok := words[w]; ok {
		return c
	}
	return w
}

// cardMaker makes the cards of an edition and their type lists in large
// arrays rather than one by one: an edition holds tens of thousands, and
// the collector then has far fewer objects to visit.
type cardMaker struct {
	cards []Card
	lists []string
}

// card returns a new card holding c.
func (m *cardMaker) card(c Card) *Card {
	if len(m.cards) == cap(m.cards) {
		m.cards = make([]Card, 0, 1024)
	}
	m.cards = append(m.cards, c)
	return &m.cards[len(m.cards)-1]
}

// list splits a type list joined by "|", nil for "". The list is capped,
// so that appending to it copies it.
func (m *cardMaker) list(s string) []string {
	if s == "" {
		return nil
	}
	n := strings.Count(s, "|") + 1
	if cap(m.lists)-len(m.lists) < n {
		m.lists = make([]string, 0, max(4096, n))
	}
	from := len(m.lists)
	for {
		t, rest, more := strings.Cut(s, "|")
		m.lists = append(m.lists, word(t))
		if !more {
			break
		}
		s = rest
	}
	return m.lists[from:len(m.lists):len(m.lists)]
}

type compactReader struct {
	data string
	at   int
	n    int // records read
}

func (d *compactReader) more() bool { return d.at < len(d.data) }

// record returns the fields of the next record, nil at the end.
func (d *compactReader) record() []string {
	if d.at >= len(d.data) {
		return nil
	}
	end := strings.IndexByte(d.data[d.at:], rs)
	if end < 0 {
		end = len(d.data) - d.at
	}
	rec := d.data[d.at : d.at+end]
	d.at += end + 1
	d.n++
	return strings.Split(rec, string(us))
}

func (d *compactReader) fault(format string, args ...any) error {
	return fmt.Errorf("compact card data, record %d: %s", d.n, fmt.Sprintf(format, args...))
}
