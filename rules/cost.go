package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// SymbolKind is the sort of a mana symbol in a cost (CR 107.4).
type SymbolKind int

// The mana symbols a cost can hold, besides generic mana and {X}.
const (
	// SymColored is {W} {U} {B} {R} {G}: one mana of that color.
	SymColored SymbolKind = iota + 1
	// SymColorless is {C}: one colorless mana, and only colorless mana
	// pays it (CR 107.4b).
	SymColorless
	// SymHybrid is {W/U}: one mana of either color; {C/W} is one
	// colorless or one white mana (CR 107.4e).
	SymHybrid
	// SymMonoHybrid is {2/W}: one mana of the color or two generic mana
	// (CR 107.4e).
	SymMonoHybrid
	// SymPhyrexian is {W/P}: one mana of the color or 2 life (CR 107.4f).
	SymPhyrexian
	// SymHybridPhyrexian is {W/U/P}: one mana of either color or 2 life
	// (CR 107.4f).
	SymHybridPhyrexian
	// SymSnow is {S}: one mana from a snow source (CR 107.4h).
	SymSnow
)

// CostSymbol is one mana symbol of a cost other than generic mana and {X}.
type CostSymbol struct {
	Kind SymbolKind
	// Colors are the colors the symbol names: one for colored, monocolored
	// hybrid and Phyrexian symbols, two for hybrid symbols.
	Colors []Color
}

// String prints the symbol as Oracle text does: "{W/U}", "{2/G}", "{G/P}".
func (s CostSymbol) String() string {
	switch s.Kind {
	case SymColored:
		return s.Colors[0].Symbol()
	case SymColorless:
		return "{C}"
	case SymHybrid:
		return "{" + s.Colors[0].Letter() + "/" + s.Colors[1].Letter() + "}"
	case SymMonoHybrid:
		return "{2/" + s.Colors[0].Letter() + "}"
	case SymPhyrexian:
		return "{" + s.Colors[0].Letter() + "/P}"
	case SymHybridPhyrexian:
		return "{" + s.Colors[0].Letter() + "/" + s.Colors[1].Letter() + "/P}"
	case SymSnow:
		return "{S}"
	}
	return "{?}"
}

// ManaCost is a mana cost in Oracle symbols (CR 107.4, 202.1): generic
// mana, {X}, and the other symbols in the order written.
type ManaCost struct {
	// Generic is the generic mana ({2} is 2), not counting X.
	Generic int
	// X is how many {X} symbols the cost has.
	X int
	// Symbols are the other symbols, in the order written.
	Symbols []CostSymbol
	// Floor, when more than 0, is the least mana a spell's total cost
	// takes however its Phyrexian symbols are paid (Trinisphere, CR
	// 601.2f): Generic is what it takes with each paid with mana, and a
	// Phyrexian symbol paid with life leaves generic mana to pay in its
	// place while the mana paid would be under Floor.
	Floor int
}

// maxCostMana bounds the mana a cost may ask for: more than any board can
// make, and small enough to search.
const maxCostMana = 1000

// ParseManaCost reads a mana cost written in Oracle symbols: "{2}{G}{G}",
// "{X}{R}", "{G/W}", "{2/W}", "{G/P}", "{S}", "{C}". A cost whose symbols
// are each a number or one letter may leave out the braces, a number
// first: "2GG" is {2}{G}{G}. Bad text is an *InputError whose offset points
// at the symbol that is wrong.
func ParseManaCost(text string) (ManaCost, error) {
	if braced, ok := withBraces(text); ok {
		c, err := ParseManaCost(braced)
		var ie *InputError
		if errors.As(err, &ie) {
			ie.Input, ie.Offset = text, 0
		}
		return c, err
	}
	var c ManaCost
	bad := func(at int, format string, args ...any) (ManaCost, error) {
		return ManaCost{}, &InputError{Input: text, Offset: at, Message: fmt.Sprintf(format, args...)}
	}
	if strings.TrimSpace(text) == "" {
		return bad(0, "expected a mana cost in Oracle symbols, like {2}{G}{G}, {X}{R}, {G/W}, {G/P}, {S} or {C}")
	}
	i := 0
	for i < len(text) {
		r := text[i]
		if r == ' ' || r == '\t' {
			i++
			continue
		}
		if r != '{' {
			return bad(i, "expected a mana symbol in braces, like {G} or {2}, at %q", rest(text[i:]))
		}
		end := strings.IndexByte(text[i:], '}')
		if end < 0 {
			return bad(i, "the symbol %q has no closing }", rest(text[i:]))
		}
		inner := strings.ToUpper(strings.TrimSpace(text[i+1 : i+end]))
		at := i
		i += end + 1
		if n, ok := parseDigits(inner); ok {
			c.Generic += n
			if c.Generic > maxCostMana {
				return bad(at, "the cost asks for more than %d generic mana", maxCostMana)
			}
			continue
		}
		if inner != "" && strings.Trim(inner, "0123456789") == "" {
			// A number too long to read is a generic amount past the bound.
			return bad(at, "the cost asks for more than %d generic mana", maxCostMana)
		}
		parts := strings.Split(inner, "/")
		switch len(parts) {
		case 1:
			switch inner {
			case "X":
				c.X++
			case "C":
				c.Symbols = append(c.Symbols, CostSymbol{Kind: SymColorless})
			case "S":
				c.Symbols = append(c.Symbols, CostSymbol{Kind: SymSnow})
			default:
				col, ok := colorFromLetter(inner)
				if !ok {
					return bad(at, "%q is not a mana symbol: expected a number, X, W, U, B, R, G, C, S, a hybrid symbol like {G/W} or {2/W}, or a Phyrexian symbol like {G/P}", "{"+inner+"}")
				}
				c.Symbols = append(c.Symbols, CostSymbol{Kind: SymColored, Colors: []Color{col}})
			}
		case 2:
			a, aok := colorOnly(parts[0])
			b, bok := colorOnly(parts[1])
			switch {
			case parts[0] == "2" && bok:
				c.Symbols = append(c.Symbols, CostSymbol{Kind: SymMonoHybrid, Colors: []Color{b}})
			case aok && parts[1] == "P":
				c.Symbols = append(c.Symbols, CostSymbol{Kind: SymPhyrexian, Colors: []Color{a}})
			case parts[0] == "C" && bok:
				c.Symbols = append(c.Symbols, CostSymbol{Kind: SymHybrid, Colors: []Color{Colorless, b}})
			case aok && bok && a != b:
				c.Symbols = append(c.Symbols, CostSymbol{Kind: SymHybrid, Colors: []Color{a, b}})
			default:
				return bad(at, "%q is not a hybrid or Phyrexian symbol: expected two different colors like {G/W}, a monocolored hybrid like {2/W} or {C/W}, or a color and P like {G/P}", "{"+inner+"}")
			}
		case 3:
			a, aok := colorOnly(parts[0])
			b, bok := colorOnly(parts[1])
			if !aok || !bok || a == b || parts[2] != "P" {
				return bad(at, "%q is not a hybrid Phyrexian symbol: expected two different colors and P, like {G/U/P}", "{"+inner+"}")
			}
			c.Symbols = append(c.Symbols, CostSymbol{Kind: SymHybridPhyrexian, Colors: []Color{a, b}})
		default:
			return bad(at, "%q is not a mana symbol", "{"+inner+"}")
		}
		if len(c.Symbols)+c.X > maxCostMana {
			return bad(at, "the cost has more than %d symbols", maxCostMana)
		}
	}
	return c, nil
}

func rest(s string) string {
	if len(s) > 12 {
		return s[:12] + "…"
	}
	return s
}

// colorOnly reads W U B R G (not C).
func colorOnly(s string) (Color, bool) {
	c, ok := colorFromLetter(s)
	return c, ok && c != Colorless
}

// WithX is the cost with each {X} replaced by x generic mana (CR 107.3).
func (c ManaCost) WithX(x int) ManaCost {
	out := c
	out.Generic += c.X * x
	out.X = 0
	return out
}

// String prints the cost in its canonical form: {X}s, the generic mana,
// then the other symbols in the order written; "{0}" for no mana.
func (c ManaCost) String() string {
	// Written into an array on the stack, and copied once.
	var arr [64]byte
	b := arr[:0]
	for i := 0; i < c.X; i++ {
		b = append(b, "{X}"...)
	}
	if c.Generic > 0 || (c.X == 0 && len(c.Symbols) == 0) {
		b = append(strconv.AppendInt(append(b, '{'), int64(c.Generic), 10), '}')
	}
	for _, s := range c.Symbols {
		b = append(b, s.String()...)
	}
	return string(b)
}

// MinMana is the least mana that can pay the cost: Phyrexian symbols paid
// with life and monocolored hybrid symbols with one mana, and no less
// than its Floor.
func (c ManaCost) MinMana() int {
	return c.MinManaWithLife(-1)
}

// MinManaWithLife is MinMana for a payer with life life (-1: any): the
// Phyrexian symbols life can't pay, 2 life each, are paid with mana.
func (c ManaCost) MinManaWithLife(life int) int {
	n, phy := c.Generic, 0
	for _, s := range c.Symbols {
		if s.Kind != SymPhyrexian && s.Kind != SymHybridPhyrexian {
			n++
		} else {
			phy++
		}
	}
	if life >= 0 {
		n += max(0, phy-life/2)
	}
	return max(n, c.Floor)
}

// withLifeOnly is the mana a cost with a Floor takes with each of its
// Phyrexian symbols paid with life, and that life; life is 0 where it has
// no Floor that such a payment reaches.
func (c ManaCost) withLifeOnly() (ManaCost, int) {
	phy := 0
	out := ManaCost{Generic: c.Generic, X: c.X}
	for _, s := range c.Symbols {
		if s.Kind == SymPhyrexian || s.Kind == SymHybridPhyrexian {
			phy++
		} else {
			out.Symbols = append(out.Symbols, s)
		}
	}
	free := c.lifeFree()
	if c.Floor <= 0 || free >= phy {
		return c, 0
	}
	out.Generic += phy - free
	return out, 2 * phy
}

// lifeFree is how many of the cost's Phyrexian symbols may be paid with
// life before the mana paid comes under its Floor; each paid with life
// after those takes one generic mana in its place.
func (c ManaCost) lifeFree() int {
	if c.Floor <= 0 {
		return len(c.Symbols)
	}
	return max(0, c.Generic+len(c.Symbols)-c.Floor)
}

// MaxMana is the most mana the cost can take: monocolored hybrid symbols
// paid with two generic mana, Phyrexian symbols with mana.
func (c ManaCost) MaxMana() int {
	n := c.Generic
	for _, s := range c.Symbols {
		if s.Kind == SymMonoHybrid {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// withBraces writes a cost given without braces ("2GG", "XR", "wu") in
// Oracle symbols ("{2}{G}{G}"): at most one number, first, then letters
// each of which is a symbol (W, U, B, R, G, C, S or X). Any other text is
// not such a cost, and ok is false.
func withBraces(text string) (string, bool) {
	t := strings.TrimSpace(text)
	digits := 0
	for digits < len(t) && t[digits] >= '0' && t[digits] <= '9' {
		digits++
	}
	if t == "" {
		return "", false
	}
	var b strings.Builder
	if digits > 0 {
		b.WriteString("{" + t[:digits] + "}")
	}
	for _, r := range t[digits:] {
		switch unicode.ToUpper(r) {
		case 'W', 'U', 'B', 'R', 'G', 'C', 'S', 'X':
			b.WriteString("{" + string(unicode.ToUpper(r)) + "}")
		default:
			return "", false
		}
	}
	return b.String(), true
}
