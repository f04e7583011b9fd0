package rules

import (
	"math/big"
	"strconv"
	"strings"
)

// Color is a type of mana: one of the five colors, or colorless (CR 106.1).
type Color int

// The six types of mana, in the order the contract prints them.
const (
	White Color = iota
	Blue
	Black
	Red
	Green
	Colorless
)

var manaLetters = [6]string{"W", "U", "B", "R", "G", "C"}
var colorWords = [6]string{"white", "blue", "black", "red", "green", "colorless"}

// Letter is the mana symbol's letter: W U B R G C.
func (c Color) Letter() string { return manaLetters[c] }

// Word is the color's name in lower case ("green", "colorless").
func (c Color) Word() string { return colorWords[c] }

// Symbol is the mana symbol: {W} ... {C}.
func (c Color) Symbol() string { return "{" + manaLetters[c] + "}" }

// colorFromLetter reads W U B R G C (any case).
func colorFromLetter(s string) (Color, bool) {
	for i, l := range manaLetters {
		if strings.EqualFold(s, l) {
			return Color(i), true
		}
	}
	return 0, false
}

// colorFromWord reads a color's name ("green") or its letter.
func colorFromWord(s string) (Color, bool) {
	for i, w := range colorWords[:5] {
		if strings.EqualFold(s, w) {
			return Color(i), true
		}
	}
	if c, ok := colorFromLetter(s); ok && c != Colorless {
		return c, true
	}
	return 0, false
}

// Pool is an amount of mana of each type, indexed by Color.
type Pool [6]int

// Total is the amount of mana in the pool.
func (p Pool) Total() int {
	n := 0
	for _, v := range p {
		n += v
	}
	return n
}

// Add returns the sum of two pools.
func (p Pool) Add(q Pool) Pool {
	for i := range p {
		p[i] += q[i]
	}
	return p
}

// addTimes adds k times q to p.
func (p *Pool) addTimes(q *Pool, k int) {
	for i, n := range q {
		p[i] += n * k
	}
}

// Times returns the pool with each amount multiplied by k.
func (p Pool) Times(k int) Pool {
	for i := range p {
		p[i] *= k
	}
	return p
}

// Types is the set of types present in the pool.
func (p Pool) Types() TypeSet {
	var s TypeSet
	for i, v := range p {
		if v > 0 {
			s |= 1 << i
		}
	}
	return s
}

// String prints the pool as the contract does: symbols in the order
// W U B R G C, one per mana; "" for no mana.
func (p Pool) String() string {
	n, last := p.count()
	switch {
	case n == 0:
		return ""
	case n == 1:
		return manaLetterSymbols[last]
	}
	var b strings.Builder
	b.Grow(3 * n)
	p.writeTo(&b)
	return b.String()
}

// count is how much mana p holds, and the last type it holds.
func (p Pool) count() (n, last int) {
	for i, v := range p {
		if v > 0 {
			n += v
			last = i
		}
	}
	return n, last
}

// writeTo writes p's symbols to b, as String does: into an array on the
// stack, which is written to b each time it is full and at the end.
func (p Pool) writeTo(b *strings.Builder) {
	var buf [96]byte
	j := 0
	for i, v := range p {
		for ; v > 0; v-- {
			if j == len(buf) {
				b.Write(buf[:j])
				j = 0
			}
			buf[j], buf[j+1], buf[j+2] = '{', symbolLetters[i], '}'
			j += 3
		}
	}
	b.Write(buf[:j])
}

var manaLetterSymbols = [6]string{"{W}", "{U}", "{B}", "{R}", "{G}", "{C}"}

// symbolLetters are the letters of the types' symbols, in Color order.
const symbolLetters = "WUBRGC"

// One is a pool of one mana of color c.
func One(c Color) Pool {
	var p Pool
	p[c] = 1
	return p
}

// TypeSet is a set of mana types, one bit per Color.
type TypeSet uint8

// AllColors is the set of the five colors; AllTypes adds colorless.
const (
	AllColors TypeSet = 0x1f
	AllTypes  TypeSet = 0x3f
)

// Has reports whether c is in the set.
func (s TypeSet) Has(c Color) bool { return s&(1<<c) != 0 }

// Colors are the members of the set, in the order W U B R G C.
func (s TypeSet) Colors() []Color {
	var out []Color
	for c := White; c <= Colorless; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// Letters are the members' letters, in the order W U B R G C; never nil.
func (s TypeSet) Letters() []string {
	out := []string{}
	for _, c := range s.Colors() {
		out = append(out, c.Letter())
	}
	return out
}

// parseSymbols reads a run of mana symbols like "{C}{C}" or "{G}" into a
// pool. Generic symbols ({2}) add that much colorless mana (CR 106.10).
func parseSymbols(s string) (Pool, bool) {
	var p Pool
	s = strings.TrimSpace(s)
	if s == "" {
		return p, false
	}
	for s != "" {
		if s[0] != '{' {
			return p, false
		}
		end := strings.IndexByte(s, '}')
		if end < 0 {
			return p, false
		}
		sym := s[1:end]
		s = s[end+1:]
		if c, ok := colorFromLetter(sym); ok {
			p[c]++
			continue
		}
		n, ok := parseDigits(sym)
		if !ok {
			return p, false
		}
		p[Colorless] += n
	}
	return p, true
}

// parseDigits reads a whole number written in digits.
func parseDigits(s string) (int, bool) {
	if s == "" || len(s) > 6 {
		return 0, false
	}
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, true
}

// numberWords are the number words Oracle text uses.
var numberWords = map[string]int{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
	"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}

// wordNumber reads "three" or "3".
func wordNumber(s string) (int, bool) {
	if n, ok := numberWords[strings.ToLower(s)]; ok {
		return n, true
	}
	return parseDigits(s)
}

// maxSymbols is the most mana words writes out symbol by symbol; larger
// amounts are written as a number and a symbol ("1,024 {G}").
const maxSymbols = 20

// words prints the pool for a sentence: as String does when it is small,
// else each type as an amount and its symbol, an amount past maxMana as
// "more than" maxMana (see capped). "no mana" for none.
func (p Pool) words() string {
	t := p.Total()
	if t == 0 {
		return "no mana"
	}
	if t <= maxSymbols {
		return p.String()
	}
	var parts []string
	for i, v := range p {
		switch {
		case v > maxMana:
			parts = append(parts, "more than "+thousands(maxMana)+" "+manaLetterSymbols[i])
		case v > 0:
			parts = append(parts, thousands(v)+" "+manaLetterSymbols[i])
		}
	}
	return strings.Join(parts, " and ")
}

// manaWords is mana written as the contract writes it (Pool.String), for
// a sentence: the same when small, as words writes it when large.
func manaWords(symbols string) string {
	if p, ok := parseSymbols(symbols); ok && p.Total() > maxSymbols {
		return p.words()
	}
	return orNone(symbols)
}

// bigPool is an amount of mana of each type in arbitrary precision, for
// saying how much mana an outcome too large to write out would be.
type bigPool [6]*big.Int

func newBigPool(p Pool) bigPool {
	var b bigPool
	for i, v := range p {
		b[i] = big.NewInt(int64(v))
	}
	return b
}

// apply makes the mana what replacement effect r makes it by its choice k
// (see nextPools).
func (b *bigPool) apply(r *ReplacementSpec, k int) {
	switch r.Kind {
	case ReplaceMultiply:
		for _, v := range b {
			v.Mul(v, big.NewInt(int64(r.Factor)))
		}
	case ReplaceSetMana:
		*b = newBigPool(r.Pool)
	case ReplaceSetType:
		// The amount is kept, each mana of r's type (Infernal Darkness).
		total := new(big.Int)
		for _, v := range b {
			total.Add(total, v)
			v.SetInt64(0)
		}
		for i, v := range r.Pool {
			if v > 0 {
				b[i].Mul(total, big.NewInt(int64(v)))
			}
		}
	case ReplaceAnyColor, ReplaceColorAmong:
		total := new(big.Int)
		for _, v := range b {
			total.Add(total, v)
			v.SetInt64(0)
		}
		b[r.choiceColors()[k]].Set(total)
	}
}

// String writes each type present as an amount and its symbol, the
// amounts with commas: "1,099,511,627,776 {G}".
func (b bigPool) String() string {
	var parts []string
	for i, v := range b {
		if v.Sign() > 0 {
			parts = append(parts, bigWords(v.String())+" "+manaLetterSymbols[i])
		}
	}
	if len(parts) == 0 {
		return "no mana"
	}
	return strings.Join(parts, " and ")
}

// bigWords writes a whole number of digits d with its digits grouped, or,
// past 21 digits, as about so much times a power of ten ("about 1.07 ×
// 10^301"), which a reader can take in.
func bigWords(d string) string {
	if len(d) <= 21 {
		return groupDigits(d)
	}
	return "about " + d[:1] + "." + d[1:3] + " × 10^" + strconv.Itoa(len(d)-1)
}

// groupDigits puts commas between groups of three digits of a whole
// number written in digits.
func groupDigits(s string) string {
	neg := ""
	if strings.HasPrefix(s, "-") {
		neg, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return neg + s
}
