package catalog

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// ParseError is a problem in a card data file: the line it is on and what
// was wrong there.
type ParseError struct {
	// Line is the 1-based line number.
	Line int
	// Msg says what was wrong and what was expected.
	Msg string
}

// Error gives the line and the problem, as "card data line N: ...".
func (e *ParseError) Error() string {
	return fmt.Sprintf("card data line %d: %s", e.Line, e.Msg)
}

// Parse reads card data in the catalog's text format: each card is a block
// that starts with "=== Name ===", has a "Mana cost: C | Type: T" line, an
// "Oracle text:" section that runs until a line starting "Oracle source:",
// and either "Rulings (N, ...):" followed by N lines "- YYYY-MM-DD: text" or
// "Rulings: NONE ...". A blank line ends a block; text outside blocks (file
// and part headers) is skipped, and so are the Supertypes, Printings and
// Verification lines and indented notes inside a block. Cards come back in
// file order, rulings in file order.
func Parse(r io.Reader) ([]*Card, error) {
	p := &parser{seen: map[string]int{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		p.line++
		text := strings.TrimSuffix(sc.Text(), "\r")
		if p.line == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		if err := p.feed(text); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &ParseError{Line: p.line + 1, Msg: err.Error()}
	}
	if err := p.finish(); err != nil {
		return nil, err
	}
	if len(p.cards) == 0 {
		return nil, &ParseError{Line: p.line, Msg: `no cards found (each card starts with a line "=== Name ===")`}
	}
	return p.cards, nil
}

// Where the parser is inside a card block.
const (
	inHeader  = iota // after "=== Name ===", before "Oracle text:"
	inOracle         // reading Oracle lines
	inBody           // after "Oracle source:", before "Rulings"
	inRulings        // reading "- date: text" lines
)

type parser struct {
	line  int
	cards []*Card
	seen  map[string]int // Key(name) → line of its heading

	cur       *Card
	curLine   int // line of cur's heading
	state     int
	hasType   bool
	hasOracle bool
	oracle    []string
	wantRul   int // rulings announced; -1 until the Rulings line
}

var (
	headingRe = regexp.MustCompile(`^=== (.+) ===$`)
	rulingsRe = regexp.MustCompile(`^Rulings \((\d+)\b[^)]*\):?$`)
	rulingRe  = regexp.MustCompile(`^- (\d{4}-\d{2}-\d{2}): (.+)$`)
)

func (p *parser) errorf(format string, args ...any) error {
	return &ParseError{Line: p.line, Msg: fmt.Sprintf(format, args...)}
}

// feed answers one interaction received over HTTP.
// It is long because it is one switch over the fields of a card in the MTGJSON
// and Scryfall layouts, a case per field.
func (p *parser) feed(text string) error {
	if m := headingRe.FindStringSubmatch(text); m != nil {
		if err := p.finish(); err != nil {
			return err
		}
		name := strings.TrimSpace(m[1])
		if name == "" {
			return p.errorf("card heading has no name")
		}
		if at, dup := p.seen[Key(name)]; dup {
			return p.errorf("card %q appears twice (first at line %d)", name, at)
		}
		p.seen[Key(name)] = p.line
		p.cur = &Card{Name: name}
		p.curLine = p.line
		p.state = inHeader
		p.hasType, p.hasOracle = false, false
		p.oracle = nil
		p.wantRul = -1
		return nil
	}
	if p.cur == nil {
		return nil // file or part header
	}
	if p.state == inOracle {
		if strings.HasPrefix(text, "Oracle source:") {
			p.cur.Oracle = strings.Join(p.oracle, "\n")
			p.state = inBody
			return nil
		}
		if strings.TrimSpace(text) == "" {
			return p.errorf("card %q: Oracle text is not ended by an \"Oracle source:\" line", p.cur.Name)
		}
		p.oracle = append(p.oracle, strings.TrimSpace(text))
		return nil
	}
	switch {
	case strings.TrimSpace(text) == "":
		return p.finish()
	case text[0] == ' ' || text[0] == '\t':
		return nil // an indented note, such as an earlier wording
	case strings.HasPrefix(text, "Mana cost:"):
		return p.manaAndType(text)
	case strings.HasPrefix(text, "Oracle text:"):
		if p.hasOracle {
			return p.errorf("card %q has a second \"Oracle text:\" section", p.cur.Name)
		}
		p.hasOracle = true
		p.state = inOracle
		if rest := strings.TrimSpace(strings.TrimPrefix(text, "Oracle text:")); rest != "" {
			p.oracle = append(p.oracle, rest)
		}
		return nil
	case strings.HasPrefix(text, "Rulings: NONE"):
		if p.wantRul >= 0 {
			return p.errorf("card %q has a second Rulings line", p.cur.Name)
		}
		p.wantRul = 0
		p.state = inRulings
		return nil
	case strings.HasPrefix(text, "Rulings"):
		if p.wantRul >= 0 {
			return p.errorf("card %q has a second Rulings line", p.cur.Name)
		}
		m := rulingsRe.FindStringSubmatch(text)
		if m == nil {
			return p.errorf(`card %q: expected "Rulings (N, ...):" or "Rulings: NONE ...", got %q`, p.cur.Name, text)
		}
		n, err := strconv.Atoi(m[1])
		if err != nil || n > 10000 {
			return p.errorf("card %q: bad number of rulings %q", p.cur.Name, m[1])
		}
		p.wantRul = n
		p.state = inRulings
		return nil
	case strings.HasPrefix(text, "- "):
		if p.state != inRulings {
			return p.errorf("card %q: ruling line before the \"Rulings\" line", p.cur.Name)
		}
		m := rulingRe.FindStringSubmatch(text)
		if m == nil {
			return p.errorf(`card %q: expected a ruling "- YYYY-MM-DD: text", got %q`, p.cur.Name, text)
		}
		if err := checkDate(m[1]); err != nil {
			return p.errorf("card %q: ruling date %s: %v", p.cur.Name, m[1], err)
		}
		p.cur.Rulings = append(p.cur.Rulings, Ruling{Date: m[1], Text: strings.TrimSpace(m[2])})
		return nil
	case strings.HasPrefix(text, "Supertypes:"),
		strings.HasPrefix(text, "Printings"),
		strings.HasPrefix(text, "Verification:"),
		strings.HasPrefix(text, "Oracle source:"):
		return nil
	}
	return p.errorf("card %q: unexpected line %q", p.cur.Name, shorten(text, 60))
}

func (p *parser) manaAndType(text string) error {
	if p.hasType {
		return p.errorf("card %q has a second \"Mana cost:\" line", p.cur.Name)
	}
	rest := strings.TrimPrefix(text, "Mana cost:")
	cost, typ, ok := strings.Cut(rest, "| Type:")
	if !ok {
		return p.errorf(`card %q: expected "Mana cost: COST | Type: TYPE LINE", got %q`, p.cur.Name, text)
	}
	cost = strings.TrimSpace(cost)
	if cost == "(none)" {
		cost = ""
	} else if err := checkManaCost(cost); err != nil {
		return p.errorf("card %q: mana cost %q: %v", p.cur.Name, cost, err)
	}
	if err := fillTypeLine(p.cur, typ); err != nil {
		return p.errorf("card %q: %v", p.cur.Name, err)
	}
	p.cur.ManaCost = cost
	p.hasType = true
	return nil
}

// finish closes the card being read, if any, and checks it is complete.
func (p *parser) finish() error {
	c := p.cur
	if c == nil {
		return nil
	}
	p.cur = nil
	where := &ParseError{Line: p.curLine}
	switch {
	case p.state == inOracle:
		where.Line = p.line
		where.Msg = fmt.Sprintf("card %q: Oracle text is not ended by an \"Oracle source:\" line", c.Name)
	case !p.hasType:
		where.Msg = fmt.Sprintf("card %q has no \"Mana cost: ... | Type: ...\" line", c.Name)
	case !p.hasOracle:
		where.Msg = fmt.Sprintf("card %q has no \"Oracle text:\" section", c.Name)
	case p.wantRul < 0:
		where.Msg = fmt.Sprintf("card %q has no \"Rulings\" line", c.Name)
	case p.wantRul != len(c.Rulings):
		where.Msg = fmt.Sprintf("card %q announces %d rulings but lists %d", c.Name, p.wantRul, len(c.Rulings))
	default:
		p.cards = append(p.cards, c)
		return nil
	}
	return where
}

// checkDate checks a YYYY-MM-DD date has a month and a day in range.
func checkDate(d string) error {
	m, _ := strconv.Atoi(d[5:7])
	day, _ := strconv.Atoi(d[8:10])
	if m < 1 || m > 12 {
		return fmt.Errorf("month %d is not 1 to 12", m)
	}
	if day < 1 || day > 31 {
		return fmt.Errorf("day %d is not 1 to 31", day)
	}
	return nil
}

var manaSymbolRe = regexp.MustCompile(`^(\{[0-9A-Z/]+\})+$`)

// checkManaCost checks a mana cost is made of symbols like {2}{G}{W/U}.
func checkManaCost(cost string) error {
	if !manaSymbolRe.MatchString(cost) {
		return fmt.Errorf("expected mana symbols like {2}{G}, or (none)")
	}
	return nil
}

func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
