package cr

import (
	"regexp"
	"strings"
)

// Rule is one numbered rule or subrule of the Comprehensive Rules.
type Rule struct {
	// Number is the rule's number as printed, without a final dot:
	// "106.7", "106.12a".
	Number string
	// Text is the rule's text. A rule of several paragraphs has them on
	// separate lines.
	Text string
	// Examples are the texts of the "Example:" paragraphs that follow the
	// rule, without the word "Example:".
	Examples []string
}

// Term is one entry of the glossary.
type Term struct {
	// Term is the glossary word or phrase as printed, like "Mana Ability".
	Term string
	// Text is its definition; numbered senses are on separate lines.
	Text string
}

// Heading is the title of a section of the rules.
type Heading struct {
	// Number is the section's number: "702".
	Number string
	// Title is its title: "Keyword Abilities".
	Title string
}

// Document is one edition of the Comprehensive Rules, or an excerpt of it.
type Document struct {
	// Edition is the date the rules are effective from, as YYYY-MM-DD.
	Edition string
	// Rules are the numbered rules and subrules, in the order printed.
	Rules []Rule
	// Glossary holds the glossary entries, in the order printed.
	Glossary []Term
	// Sections are the sections' titles ("702. Keyword Abilities"), in the
	// order printed.
	Sections []Heading

	sections map[string]string // "106" → "Mana", "1" → "Game Concepts"
	termAt   map[string]int    // foldTerm(term) → line, while parsing
	byNumber map[string]int    // rule number → index in Rules
	byTerm   map[string]int    // foldTerm(term) → index in Glossary
	ix       index             // for searches by words
}

func newDocument() *Document {
	return &Document{sections: map[string]string{}, termAt: map[string]int{}}
}

// index builds the lookup tables once the document is read.
func (d *Document) index() {
	d.byNumber = make(map[string]int, len(d.Rules))
	for i, r := range d.Rules {
		d.byNumber[r.Number] = i
	}
	d.byTerm = make(map[string]int, len(d.Glossary))
	for i, t := range d.Glossary {
		d.byTerm[foldTerm(t.Term)] = i
	}
	// Each name of an entry that joins several ("Control, Controller",
	// "Life, Life Total"), and an obsolete term without its mark ("In
	// Play (Obsolete)"), finds it, where no entry is named so itself.
	for i, t := range d.Glossary {
		for _, part := range strings.Split(strings.TrimSuffix(t.Term, " (Obsolete)"), ", ") {
			if k := foldTerm(part); k != "" {
				if _, taken := d.byTerm[k]; !taken {
					d.byTerm[k] = i
				}
			}
		}
	}
	d.termAt = nil
	d.ix.build(d)
}

var numberRe = regexp.MustCompile(`^(\d{1,3})(?:\.(\d+)([a-z]{1,2})?)?\.?$`)

// normalNumber turns what a user typed for a rule number ("CR 106.7",
// "rule 106.12A", "106.7.") into the printed form ("106.7", "106.12a").
// It returns "" when the text is not a rule or section number.
func normalNumber(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, prefix := range []string{"cr", "rules", "rule", "§", "r."} {
		if rest, ok := strings.CutPrefix(s, prefix); ok {
			if rest == "" || rest[0] == ' ' || rest[0] == '.' || (rest[0] >= '0' && rest[0] <= '9') {
				s = strings.TrimLeft(rest, " .")
				break
			}
		}
	}
	s = strings.TrimSpace(s)
	if !numberRe.MatchString(s) {
		return ""
	}
	return strings.TrimSuffix(s, ".")
}

// Normalize gives the printed form of a rule, section or chapter number as
// users type it: "CR 106.12A" and "rule 106.12a." give "106.12a", "§ 702"
// gives "702". It gives "" for a text that is not such a number.
func Normalize(number string) string { return normalNumber(number) }

// Lookup finds a rule by number. It accepts "106.7", "106.7.", "CR 106.7",
// "rule 106.12a" and "106.12A".
func (d *Document) Lookup(number string) (Rule, bool) {
	n := normalNumber(number)
	i, ok := d.byNumber[n]
	if n == "" || !ok {
		return Rule{}, false
	}
	return d.Rules[i], true
}

// Section returns the title of the section a number belongs to: "106",
// "106.7" and "CR 106.12a" all give "Mana". A chapter number gives the
// chapter's title ("1" gives "Game Concepts"). Sections are known from the
// section titles in the text and from the table of contents.
func (d *Document) Section(number string) (title string, ok bool) {
	n := normalNumber(number)
	if n == "" {
		return "", false
	}
	n, _, _ = strings.Cut(n, ".")
	title, ok = d.sections[n]
	return title, ok
}

// Define returns a glossary entry's definition. Case, curly or straight
// quotes and extra spaces do not matter: "intervening if clause" finds
// "Intervening “If” Clause". An entry that only sends the reader to
// another ("APNAP Order": "See Active Player, Nonactive Player Order.")
// gives the entry it sends to.
func (d *Document) Define(term string) (Term, bool) {
	i, ok := d.byTerm[foldTerm(term)]
	if !ok {
		return Term{}, false
	}
	return d.follow(i), true
}

// follow returns glossary entry i, or the entry it sends the reader to.
func (d *Document) follow(i int) Term {
	for range 3 { // "See" entries lead to an entry with a definition
		to, ok := strings.CutPrefix(d.Glossary[i].Text, "See ")
		if !ok || strings.Contains(to, "\n") {
			break
		}
		j, ok := d.byTerm[foldTerm(strings.TrimSuffix(to, "."))]
		if !ok {
			break
		}
		i = j
	}
	return d.Glossary[i]
}

var termReplacer = strings.NewReplacer("’", "", "‘", "", "“", "", "”", "", "'", "", `"`, "", "—", " ", "–", " ", "-", " ")

// foldTerm folds a glossary term or title for comparison: lower case,
// without quotes or apostrophes, hyphens and dashes made spaces ("face-down"
// is "face down"), runs of spaces made one.
func foldTerm(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(termReplacer.Replace(s))), " ")
}
