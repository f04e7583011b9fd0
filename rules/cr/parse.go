package cr

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxFileSize is the largest rules file Parse reads. The full Comprehensive
// Rules are about 1 MB.
const MaxFileSize = 16 << 20

// ParseError is a problem in a rules file: the line it is on and what was
// wrong there.
type ParseError struct {
	// Line is the 1-based line number, 0 when the problem is the file as a
	// whole (its size or encoding).
	Line int
	// Msg says what was wrong and what was expected.
	Msg string
}

// Error gives the line and the problem, as "comprehensive rules line N:
// ...".
func (e *ParseError) Error() string {
	if e.Line == 0 {
		return "comprehensive rules: " + e.Msg
	}
	return fmt.Sprintf("comprehensive rules line %d: %s", e.Line, e.Msg)
}

var (
	// "106.7. Text", the dot after the number is part of the format.
	ruleRe = regexp.MustCompile(`^(\d{3}\.\d+)\. +(\S.*)$`)
	// "106.7 Text" without the dot, accepted once the rules have begun.
	looseRuleRe = regexp.MustCompile(`^(\d{3}\.\d+)\.? +(\S.*)$`)
	// "106.12a Text", and "704.5aa Text" once the letters run out.
	subruleRe = regexp.MustCompile(`^(\d{3}\.\d+[a-z]{1,2})\.? +(\S.*)$`)
	// A line that starts like a rule number but is not one of the forms
	// above: "106.7Text", "106.7a.b", "1067.1 Text".
	brokenRuleRe = regexp.MustCompile(`^\d{3,}\.\d`)
	// "106. Mana" and "1. Game Concepts".
	headingRe = regexp.MustCompile(`^(\d{1,3})\. +(\S.*)$`)
	// "These rules are effective as of September 25, 2026." or, in an
	// excerpt's header, "... effective September 25, 2026 ...".
	effectiveRe = regexp.MustCompile(`\beffective (?:as of )?([A-Z][a-z]+ \d{1,2}, \d{4})`)
	// A line of dashes or equals signs: decoration in a header, the end of
	// the rules and glossary after them.
	separatorRe = regexp.MustCompile(`^(?:-{10,}|={10,})$`)
)

// Where the parser is in the file.
const (
	inPreamble = iota // title, effective date, introduction
	inContents        // the table of contents, up to its "Credits" line
	inRules
	inGlossary
	inEnd // credits, or anything after a separator that closes the rules
)

// Parse reads a Comprehensive Rules text file in the format Wizards of the
// Coast publishes: a title line, "These rules are effective as of Month D,
// YYYY.", an introduction, the contents, the numbered rules ("100. General",
// "100.1. Text", "100.1a Text", "Example: ..." lines after their rule), the
// glossary (a term line, then its definition) and the credits. Lines may end
// in CRLF, blank lines may hold a space, and the file may start with a byte
// order mark; UTF-16 with a byte order mark is read too.
//
// An excerpt of the rules is read the same way: a header before the rules
// may give the edition as "effective Month D, YYYY" and may be closed by a
// line of dashes, and a line of dashes after the rules or glossary ends
// the document.
//
// The error for a file that is not the rules says so, with a line number.
func Parse(r io.Reader) (*Document, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, &ParseError{Msg: "reading: " + err.Error()}
	}
	if len(data) > MaxFileSize {
		return nil, &ParseError{Msg: fmt.Sprintf("the file is larger than %d MB; the Comprehensive Rules are about 1 MB", MaxFileSize>>20)}
	}
	text, err := decode(data)
	if err != nil {
		return nil, err
	}
	p := &parser{doc: newDocument(), lastRule: -1}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		p.line = i + 1
		if err := p.feed(strings.TrimRight(line, "\r")); err != nil {
			return nil, err
		}
		if p.state == inEnd {
			break
		}
	}
	if err := p.closeTerm(); err != nil {
		return nil, err
	}
	if len(p.doc.Rules) == 0 {
		return nil, &ParseError{Line: p.line, Msg: `no rules found: this does not look like the Comprehensive Rules (expected numbered rules like "100.1. These Magic rules apply ...")`}
	}
	if p.doc.Edition == "" {
		return nil, &ParseError{Line: p.firstRule, Msg: `no edition found before the rules (expected a line "These rules are effective as of Month D, YYYY.")`}
	}
	if err := p.finish(); err != nil {
		return nil, err
	}
	p.doc.index()
	return p.doc, nil
}

// Decode turns the bytes of a rules file into the UTF-8 text Parse reads:
// without a byte order mark, UTF-16 decoded. Text that is not UTF-8 is a
// *ParseError giving the line.
func Decode(data []byte) (string, error) { return decode(data) }

// decode turns the file into UTF-8 text without a byte order mark.
func decode(data []byte) (string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		data = data[3:]
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		if len(data)%2 != 0 {
			return "", &ParseError{Msg: "the file starts with a UTF-16 byte order mark but has an odd number of bytes"}
		}
		big := data[0] == 0xFE
		units := make([]uint16, 0, len(data)/2-1)
		for i := 2; i+1 < len(data); i += 2 {
			if big {
				units = append(units, uint16(data[i])<<8|uint16(data[i+1]))
			} else {
				units = append(units, uint16(data[i+1])<<8|uint16(data[i]))
			}
		}
		return string(utf16.Decode(units)), nil
	}
	if !utf8.Valid(data) {
		line := 1 + bytes.Count(data[:invalidAt(data)], []byte("\n"))
		return "", &ParseError{Line: line, Msg: "the text is not UTF-8 (save the file as UTF-8 and import it again)"}
	}
	return string(data), nil
}

// invalidAt returns the offset of the first byte that is not valid UTF-8.
func invalidAt(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(data)
}

type parser struct {
	doc       *Document
	line      int
	state     int
	firstRule int // line of the first rule
	lastRule  int // index in doc.Rules of the rule being read, -1 before any
	seen      map[string]int
	// contents are the section titles the table of contents lists, with
	// their lines; glossary is set when it lists the glossary.
	listed        map[string]contentsEntry
	listsGlossary bool
	// Where the numbered rules are: the chapter and section being read, and
	// the last rule (not subrule) of the section.
	chapter, section, parent string
	glossaryLine             int
	// The glossary entry being read.
	term     string
	termLine int
	termText []string
}

type contentsEntry struct {
	title string
	line  int
}

func (p *parser) errorf(format string, args ...any) error {
	return &ParseError{Line: p.line, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) feed(line string) error {
	trimmed := strings.TrimSpace(line)
	switch p.state {
	case inPreamble:
		return p.preamble(trimmed)
	case inContents:
		return p.contents(trimmed)
	case inRules:
		return p.rules(trimmed)
	case inGlossary:
		return p.glossary(trimmed)
	}
	return nil
}

func (p *parser) preamble(line string) error {
	if m := effectiveRe.FindStringSubmatch(line); m != nil && p.doc.Edition == "" {
		t, err := time.Parse("January 2, 2006", m[1])
		if err != nil {
			return p.errorf("effective date %q is not a date like \"September 25, 2026\"", m[1])
		}
		p.doc.Edition = t.Format("2006-01-02")
		return nil
	}
	switch {
	case line == "Contents":
		p.state = inContents
		p.listed = map[string]contentsEntry{}
		return nil
	case ruleRe.MatchString(line) || subruleRe.MatchString(line) || headingRe.MatchString(line) || brokenRuleRe.MatchString(line):
		p.state = inRules
		return p.rules(line)
	}
	return nil
}

// contents records the section titles of the table of contents; the
// numbered rules begin after its "Credits" line.
func (p *parser) contents(line string) error {
	switch line {
	case "Credits":
		p.state = inRules
		return nil
	case "Glossary":
		p.listsGlossary = true
		return nil
	}
	if ruleRe.MatchString(line) || subruleRe.MatchString(line) {
		p.state = inRules
		return p.rules(line)
	}
	if m := headingRe.FindStringSubmatch(line); m != nil {
		if at, dup := p.listed[m[1]]; dup {
			return p.errorf("the contents list section %s twice (first at line %d)", m[1], at.line)
		}
		p.listed[m[1]] = contentsEntry{title: m[2], line: p.line}
		p.doc.sections[m[1]] = m[2]
	}
	return nil
}

func (p *parser) rules(line string) error {
	if line == "" {
		return nil
	}
	if separatorRe.MatchString(line) {
		p.state = inEnd
		return nil
	}
	if line == "Glossary" {
		p.state = inGlossary
		p.glossaryLine = p.line
		return nil
	}
	if line == "Credits" {
		p.state = inEnd
		return nil
	}
	if m := subruleRe.FindStringSubmatch(line); m != nil {
		return p.addRule(m[1], m[2])
	}
	if m := looseRuleRe.FindStringSubmatch(line); m != nil {
		return p.addRule(m[1], m[2])
	}
	if m := headingRe.FindStringSubmatch(line); m != nil {
		return p.heading(m[1], m[2])
	}
	if brokenRuleRe.MatchString(line) {
		return p.errorf("%q starts like a rule number but is not a rule (expected \"702.19. Text\" for a rule or \"702.19c Text\" for a subrule)", shorten(line, 60))
	}
	if p.lastRule < 0 {
		return p.errorf("text before the first rule: %q (expected a rule like \"100.1. Text\" or a section title like \"100. General\")", shorten(line, 60))
	}
	r := &p.doc.Rules[p.lastRule]
	if ex, ok := strings.CutPrefix(line, "Example:"); ok {
		r.Examples = append(r.Examples, strings.TrimSpace(ex))
		return nil
	}
	// A further paragraph of the rule (or of its last example).
	if n := len(r.Examples); n > 0 {
		r.Examples[n-1] += "\n" + line
	} else {
		r.Text += "\n" + line
	}
	return nil
}

// heading reads a chapter title ("7. Additional Rules") or a section title
// ("702. Keyword Abilities"): chapters and sections come in order, each
// section in its chapter, with the title the contents give it.
func (p *parser) heading(number, title string) error {
	if want, ok := p.listed[number]; ok && want.title != title {
		return p.errorf("section %s is titled %q here but %q in the contents (line %d)", number, title, want.title, want.line)
	}
	p.doc.sections[number] = title
	if len(number) < 3 {
		if p.chapter != "" && atoi(number) <= atoi(p.chapter) {
			return p.errorf("chapter %s comes after chapter %s (expected the chapters in order)", number, p.chapter)
		}
		p.chapter = number
		return nil
	}
	if p.chapter != "" && number[:1] != p.chapter {
		return p.errorf("section %s is in chapter %s (expected sections %s00 to %s99 here)", number, p.chapter, p.chapter, p.chapter)
	}
	if p.section != "" && atoi(number) <= atoi(p.section) {
		return p.errorf("section %s comes after section %s (expected the sections in order)", number, p.section)
	}
	p.section, p.parent = number, ""
	p.doc.Sections = append(p.doc.Sections, Heading{Number: number, Title: title})
	return nil
}

func (p *parser) addRule(number, text string) error {
	if p.seen == nil {
		p.seen = map[string]int{}
	}
	if at, dup := p.seen[number]; dup {
		return p.errorf("rule %s appears twice (first at line %d)", number, at)
	}
	section, rest, _ := strings.Cut(number, ".")
	if section != p.section {
		if p.section == "" {
			return p.errorf("rule %s comes before any section title (expected a line \"%s. Title\" before it)", number, section)
		}
		return p.errorf("rule %s is under section %s (expected a rule numbered %s.N, or the title line \"%s. ...\" first)", number, p.section, p.section, section)
	}
	digits := strings.TrimRight(rest, "abcdefghijklmnopqrstuvwxyz")
	parent := section + "." + digits
	if letters := rest[len(digits):]; letters != "" {
		if p.parent != parent {
			return p.errorf("subrule %s does not follow rule %s (expected it among %s's subrules)", number, parent, parent)
		}
		if prev := p.doc.Rules[p.lastRule].Number; prev != parent && !letterBefore(prev[len(parent):], letters) {
			return p.errorf("subrule %s comes after %s (expected the subrules in order)", number, prev)
		}
	} else {
		if p.parent != "" && atoi(digits) <= atoi(p.parent[len(section)+1:]) {
			return p.errorf("rule %s comes after rule %s (expected the rules in order)", number, p.parent)
		}
		p.parent = parent
	}
	p.seen[number] = p.line
	if p.firstRule == 0 {
		p.firstRule = p.line
	}
	p.doc.Rules = append(p.doc.Rules, Rule{Number: number, Text: strings.TrimSpace(text)})
	p.lastRule = len(p.doc.Rules) - 1
	return nil
}

// letterBefore orders subrule letters: a … z, then aa, ab ….
func letterBefore(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// atoi reads the digits of a rule or section number; they are few, so it
// cannot overflow.
func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

func (p *parser) glossary(line string) error {
	if separatorRe.MatchString(line) || line == "Credits" {
		p.state = inEnd
		return p.closeTerm()
	}
	if line == "" {
		return p.closeTerm()
	}
	if p.term == "" {
		if ruleRe.MatchString(line) || subruleRe.MatchString(line) {
			return p.errorf("rule %q in the glossary (expected a glossary term, or the rules before the line \"Glossary\")", shorten(line, 40))
		}
		p.term, p.termLine = line, p.line
		return nil
	}
	p.termText = append(p.termText, line)
	return nil
}

// finish checks that the file held what its contents list.
func (p *parser) finish() error {
	for _, s := range p.doc.Sections {
		delete(p.listed, s.Number)
	}
	missing := ""
	at := 0
	for number, e := range p.listed {
		if len(number) == 3 && (at == 0 || e.line < at) {
			missing, at = number, e.line
		}
	}
	if missing != "" {
		return &ParseError{Line: p.line, Msg: fmt.Sprintf("the file ends without section %s, %q, which the contents list at line %d (is the file cut short?)", missing, p.listed[missing].title, at)}
	}
	if p.listsGlossary && len(p.doc.Glossary) == 0 {
		return &ParseError{Line: p.line, Msg: "the file ends without the glossary its contents list (is the file cut short?)"}
	}
	return nil
}

// closeTerm files the glossary entry being read, if any.
func (p *parser) closeTerm() error {
	if p.term == "" {
		return nil
	}
	if len(p.termText) == 0 {
		return &ParseError{Line: p.termLine, Msg: fmt.Sprintf("glossary entry %q has no definition (expected the term on one line and its definition on the next)", shorten(p.term, 60))}
	}
	key := foldTerm(p.term)
	if at, dup := p.doc.termAt[key]; dup {
		return &ParseError{Line: p.termLine, Msg: fmt.Sprintf("glossary entry %q appears twice (first at line %d)", p.term, at)}
	}
	p.doc.termAt[key] = p.termLine
	p.doc.Glossary = append(p.doc.Glossary, Term{Term: p.term, Text: strings.Join(p.termText, "\n")})
	p.term, p.termText = "", nil
	return nil
}

func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
