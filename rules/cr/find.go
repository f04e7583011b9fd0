package cr

import (
	"strings"
)

// Found is what a lookup finds: the rule or section asked for by number,
// the rule and glossary entry a keyword or term names, and the rules its
// words match.
type Found struct {
	// Rule is the rule asked for by number, or the rule titled as the query
	// ("trample" gives 702.19). Nil when there is none.
	Rule *Rule
	// Section is the section asked for by number ("702") or by title
	// ("state-based actions"). Nil when there is none.
	Section *Heading
	// Term is the glossary entry the query names (see TermFor). Nil when
	// there is none.
	Term *Term
	// Matches are further rules, best first: for a search by words, the
	// rules Search finds after Rule; for a number the document does not
	// hold, the rules nearest where it would be (see Nearest).
	Matches []Rule
	// Missing is set when the query is a rule or section number the
	// document does not hold; Matches are then the nearest rules.
	Missing bool
	// ReadAs is the query as it was read, where a word of it the rules
	// do not hold was taken as the one nearest in spelling (Correct);
	// "" where it was read as written.
	ReadAs string
}

// Find looks a query up the ways judges ask: by rule or section number
// ("702.19", "CR 510.1c", "702"), by keyword or title ("trample", "state-based
// actions"), by glossary term ("APNAP order") and by words ("creature
// deals damage to itself"). It gives at most n Matches.
func (d *Document) Find(query string, n int) Found {
	var f Found
	if num := normalNumber(query); num != "" {
		if i, ok := d.byNumber[num]; ok {
			f.Rule = &d.Rules[i]
			return f
		}
		if h, ok := d.Heading(num); ok && !strings.Contains(num, ".") {
			f.Section = &h
			return f
		}
		if title, ok := d.sections[num]; ok { // a chapter: "7"
			f.Section = &Heading{Number: num, Title: title}
			return f
		}
		f.Missing = true
		f.Matches = d.Nearest(num, n)
		return f
	}
	// A glossary term as written is read as written ("Plainswalk", "Mana
	// Burn (Obsolete)"), whatever word of it the rules do not hold.
	if _, ok := d.TermFor(query); !ok && !d.headingWord(query) && (len(d.Search(query, 1)) == 0 || d.misspelt(query)) {
		if c := d.Correct(query); c != "" {
			f.ReadAs, query = c, c
		}
	}
	if t, ok := d.TermFor(query); ok {
		f.Term = &t
	}
	// A glossary term named exactly ("In Play", obsolete) is not taken
	// for a rule titled by some of its words ("Play").
	_, exact := d.byTerm[foldTerm(query)]
	for _, key := range keys(query) {
		if exact && key != foldTerm(query) {
			break
		}
		if i, ok := d.ix.titles[key]; ok {
			f.Rule = &d.Rules[i]
			break
		}
	}
	if f.Rule == nil {
		for _, key := range keys(query) {
			if i, ok := d.ix.sectionTitles[key]; ok {
				h, _ := d.Heading(d.Rules[i].Number)
				f.Section = &h
				break
			}
		}
	}
	for _, r := range d.Search(query, n+1) {
		if f.Rule != nil && r.Number == f.Rule.Number || len(f.Matches) == n {
			continue
		}
		f.Matches = append(f.Matches, r)
	}
	return f
}

// Suggestion is one choice for autocompleting a lookup: Value is what to
// look up (a rule or section number, or a glossary term), Label what to
// show.
type Suggestion struct {
	// Value is what to look up: "702.19", "704" or "APNAP Order".
	Value string
	// Label is what to show: "702.19 Trample", "APNAP Order (glossary)".
	Label string
}

// Suggest returns up to n choices for what a user has typed so far: for a
// number, the rules whose number starts so (see Complete); for words, the
// rules titled so (keywords: "tram" gives 702.19 Trample), the sections,
// and the glossary terms whose name has a word starting with the last word
// typed and holds the words before it, then the rules a search finds.
func (d *Document) Suggest(typed string, n int) []Suggestion {
	if n <= 0 {
		return nil
	}
	var out []Suggestion
	seen := map[string]bool{}
	add := func(value, label string) {
		if len(out) < n && !seen[value] {
			seen[value] = true
			out = append(out, Suggestion{Value: value, Label: label})
		}
	}
	typed = strings.TrimSpace(typed)
	if typed == "" || normalNumber(typed) != "" || startsWithDigit(typed) {
		for _, num := range d.Complete(typed, n) {
			r, _ := d.Lookup(num)
			add(num, num+" "+firstLine(r.Text))
		}
		return out
	}
	key := foldTerm(typed)
	if key == "" {
		return nil
	}
	// Names that start with what was typed, then names with a word that
	// does; each kind (rule titles, section titles, glossary terms) in
	// printed order.
	spaced := " " + key
	for _, prefix := range []bool{true, false} {
		for _, nm := range d.ix.names {
			if len(out) == n {
				return out
			}
			if at := strings.Index(nm.spaced, spaced); at == 0 && prefix || at > 0 && !prefix {
				add(nm.value, nm.label)
			}
		}
	}
	for _, r := range d.Search(typed, n-len(out)+3) {
		add(r.Number, r.Number+" "+firstLine(r.Text))
	}
	return out
}

// firstLine is the first paragraph of a rule's text.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// headingWord reports whether query names one of the document's own
// parts ("Contents", "Credits"): a word it holds, though no rule does,
// and so no misspelling to correct.
func (d *Document) headingWord(query string) bool {
	switch foldTerm(query) {
	case "introduction", "contents", "glossary", "credits":
		return true
	}
	return false
}
