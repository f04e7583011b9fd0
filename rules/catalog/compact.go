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
//	name US mana cost US type line US supertypes US types US subtypes US
//	power US toughness US loyalty US Oracle text
//
// (type lists joined by "|") and one record per ruling, date US text.
// Decoding it takes substrings of one string, so it is fast and small.
const (
	compactMagic = "orrery-cards 1"
	rs           = '\x1e'
	us           = '\x1f'
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
	if magic := d.record(); len(magic) != 1 || magic[0] != compactMagic {
		return nil, fmt.Errorf("compact card data: expected %q first", compactMagic)
	}
	name := d.record()
	if len(name) != 1 {
		return nil, d.fault("expected the edition's name")
	}
	ed := &Edition{Name: name[0]}
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
			if len(f) != 10 {
				return nil, d.fault("card %q: expected a face record of 10 fields, found %d", head[0], len(f))
			}
			faces[i] = &Card{Name: f[0], ManaCost: f[1], TypeLine: f[2],
				Supertypes: splitList(f[3]), Types: splitList(f[4]), Subtypes: splitList(f[5]),
				Power: f[6], Toughness: f[7], Loyalty: f[8], Oracle: f[9]}
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
		c := wholeCard(head[0], head[1], faces, rulings)
		setPrintings(c, np)
		ed.Cards = append(ed.Cards, c)
	}
	return ed, nil
}

func splitList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, "|")
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
