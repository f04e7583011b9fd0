package present

import (
	"fmt"
	"strings"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
)

// SearchResults is how many rules /cr shows for a search by words.
const SearchResults = 5

// NearestResults is how many rules /cr shows around a number the rules do
// not hold.
const NearestResults = 6

// RuleAnswer answers /cr: the rule or section asked for by number, the
// rule, section and glossary entry a keyword or term names, or the rules a
// search by words found. bot ask --json prints it as it is.
type RuleAnswer struct {
	// Rule is the rule asked for by number, or titled as the query
	// ("trample" gives 702.19); nil when there is none.
	Rule *Rule `json:"rule,omitempty"`
	// Section is the section asked for by number ("702") or by title
	// ("state-based actions"); nil when there is none.
	Section *Section `json:"section,omitempty"`
	// Subrules are the rules under Rule (702.19a … for 702.19), or under
	// Section (its rules, without their subrules).
	Subrules []Rule `json:"subrules,omitempty"`
	// Term is the glossary entry the query names; nil when there is none.
	Term *Term `json:"term,omitempty"`
	// Previous and Next are the numbers of the rules (or sections) printed
	// before and after Rule (or Section), "" at either end.
	Previous string `json:"previous,omitempty"`
	Next     string `json:"next,omitempty"`
	// Query and Matches are a search by words, best match first; Query is
	// "" for a lookup by number.
	Query   string `json:"query,omitempty"`
	Matches []Rule `json:"rules,omitempty"`
	// ReadAs is Query as it was read, where a word of it the rules do
	// not hold was taken as the word nearest in spelling ("mana abilty"
	// read as "mana ability"); "" where it was read as written.
	ReadAs string `json:"read_as,omitempty"`
	// Missing is the rule number asked for when the rules do not hold it;
	// Matches are then the rules printed nearest where it would be.
	Missing string `json:"missing,omitempty"`
	// Card is the card a search by words names whole ("Control Magic"),
	// where no rule, section or glossary entry has that name: /card
	// answers about it. "" for none.
	Card string `json:"card,omitempty"`
	// CR is the edition of the Comprehensive Rules the text comes from.
	CR string `json:"cr"`
}

// Rule is one rule of the Comprehensive Rules as /cr shows it.
type Rule struct {
	// Number is the rule's number: "106.12a".
	Number string `json:"number"`
	// Section is the title of the rule's section, "" when unknown.
	Section string `json:"section,omitempty"`
	// Text is the rule's text, a paragraph a line.
	Text string `json:"text"`
	// Examples are the rule's examples, never nil.
	Examples []string `json:"examples"`
}

// Section is a section of the Comprehensive Rules: "702", "Keyword
// Abilities".
type Section struct {
	// Number is the section's number, "702", or a chapter's, "7".
	Number string `json:"number"`
	// Title is its title, "Keyword Abilities".
	Title string `json:"title"`
}

// Term is a glossary entry.
type Term struct {
	// Term is the entry's name as printed: "Active Player, Nonactive
	// Player Order".
	Term string `json:"term"`
	// Text is the definition, a numbered sense a line.
	Text string `json:"text"`
}

// LookUpRule answers /cr from the Comprehensive Rules in use (cr.Current); see
// LookUpRuleIn.
func LookUpRule(query string) (*RuleAnswer, error) {
	return LookUpRuleIn(cr.Current(), query)
}

// LookUpRuleIn answers /cr from doc: by number the rule or section, with
// the rules under it; by keyword, title or glossary term the rule, section
// and glossary entry it names, with the rules that match its words; by
// words the rules that match them, best first. A number doc does not hold
// gets the rules nearest it, with Missing set. When nothing at all
// matches, the error is a *rules.InputError on the option "rule".
func LookUpRuleIn(doc *cr.Document, query string) (*RuleAnswer, error) {
	a := &RuleAnswer{CR: doc.Edition}
	if r, ok := doc.Lookup(query); ok {
		rule := newRule(doc, r)
		a.Rule = &rule
		a.fill(doc, r.Number)
		return a, nil
	}
	f := doc.Find(query, 40) // room for the matches shown under the rule or section, left out below
	if num := cr.Normalize(query); num != "" {
		if f.Section != nil {
			a.Section = &Section{Number: f.Section.Number, Title: f.Section.Title}
			a.fill(doc, f.Section.Number)
			return a, nil
		}
		a.Missing = num
		for _, r := range doc.Nearest(num, NearestResults) {
			a.Matches = append(a.Matches, newRule(doc, r))
		}
		return a, nil
	}
	a.Query = query
	a.ReadAs = f.ReadAs
	if f.Rule != nil {
		rule := newRule(doc, *f.Rule)
		a.Rule = &rule
		a.fill(doc, f.Rule.Number)
	} else if f.Section != nil {
		a.Section = &Section{Number: f.Section.Number, Title: f.Section.Title}
		a.fill(doc, f.Section.Number)
	}
	if f.Term != nil {
		a.Term = &Term{Term: f.Term.Term, Text: f.Term.Text}
	}
	for _, r := range f.Matches {
		if p := cr.Parent(r.Number); a.Rule != nil && p == a.Rule.Number || a.Section != nil && p == a.Section.Number {
			continue // shown under the rule or section already
		}
		if len(a.Matches) == SearchResults {
			break
		}
		a.Matches = append(a.Matches, newRule(doc, r))
	}
	if a.Rule == nil && a.Section == nil && a.Term == nil {
		if c, ok := catalog.Lookup(query); ok && catalog.Key(c.Name) == catalog.Key(strings.TrimSpace(query)) {
			// A card's name: the rules shown are those with every word
			// of it, not those with some ("Magic" is in most of 100).
			a.Card = c.Name
			kept := a.Matches[:0]
			for _, r := range a.Matches {
				if hasEveryWord(r.Text, query) {
					kept = append(kept, r)
				}
			}
			a.Matches = kept
		}
	}
	if a.Rule == nil && a.Section == nil && a.Term == nil && len(a.Matches) == 0 {
		if a.Card != "" {
			return a, nil
		}
		return nil, &rules.InputError{
			Option:  "rule",
			Input:   query,
			Message: fmt.Sprintf("no rule matches %q in the Comprehensive Rules (%s); give a number like 106.7, a keyword like trample, a glossary term like mana ability, or some words of the rule", query, doc.Edition),
		}
	}
	return a, nil
}

// fill adds what is under a rule or section, and its neighbours.
func (a *RuleAnswer) fill(doc *cr.Document, number string) {
	for _, r := range doc.Subrules(number) {
		a.Subrules = append(a.Subrules, newRule(doc, r))
	}
	if a.Section != nil {
		for i, s := range doc.Sections {
			if s.Number != number {
				continue
			}
			if i > 0 {
				a.Previous = doc.Sections[i-1].Number
			}
			if i+1 < len(doc.Sections) {
				a.Next = doc.Sections[i+1].Number
			}
		}
		return
	}
	// Rules shown with their subrules step over them: after 702.19 comes
	// 702.20, before it 702.18 (not 702.18b).
	if r, ok := doc.Previous(number); ok {
		a.Previous = r.Number
		if p := cr.Parent(r.Number); strings.Contains(p, ".") && p != cr.Parent(number) {
			a.Previous = p
		}
	}
	next := number
	if len(a.Subrules) > 0 {
		next = a.Subrules[len(a.Subrules)-1].Number
	}
	if r, ok := doc.Next(next); ok {
		a.Next = r.Number
	}
}

func newRule(doc *cr.Document, r cr.Rule) Rule {
	section, _ := doc.Section(r.Number)
	examples := r.Examples
	if examples == nil {
		examples = []string{}
	}
	return Rule{Number: r.Number, Section: section, Text: r.Text, Examples: examples}
}

// CardNote says that the query of a search by words is a card's name, and
// where to ask about the card; "" for none.
func (a *RuleAnswer) CardNote() string {
	if a.Card == "" {
		return ""
	}
	return fmt.Sprintf("%q is a card: /card name:%q gives its Oracle text, its official rulings and what the engine understands of it.", a.Card, a.Card)
}

// hasEveryWord reports whether text holds every word of query, ignoring
// case.
func hasEveryWord(text, query string) bool {
	t := strings.ToLower(text)
	for _, w := range strings.Fields(strings.ToLower(query)) {
		if !strings.Contains(t, strings.Trim(w, ",.'\"")) {
			return false
		}
	}
	return true
}
