package present

import (
	"fmt"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
)

// SearchResults is how many rules /cr shows for a search by words.
const SearchResults = 5

// RuleAnswer answers /cr: the rule with that number, or the rules that a
// search by words found. bot ask --json prints it as it is.
type RuleAnswer struct {
	// Rule is the rule asked for by number; nil for a search.
	Rule *Rule `json:"rule,omitempty"`
	// Query and Matches are a search by words, best match first.
	Query   string `json:"query,omitempty"`
	Matches []Rule `json:"rules,omitempty"`
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

// LookUpRule answers /cr from the embedded Comprehensive Rules: the rule
// numbered query, or else the rules that its words match, best first. When
// nothing matches, the error is a *rules.InputError on the option "rule".
func LookUpRule(query string) (*RuleAnswer, error) {
	if r, ok := cr.Lookup(query); ok {
		rule := newRule(r)
		return &RuleAnswer{Rule: &rule, CR: cr.Edition}, nil
	}
	found := cr.Search(query, SearchResults)
	if len(found) == 0 {
		return nil, &rules.InputError{
			Option:  "rule",
			Input:   query,
			Message: fmt.Sprintf("no rule matches %q in the Comprehensive Rules excerpt (%s); give a number like 106.7 or some words of the rule", query, cr.Edition),
		}
	}
	a := &RuleAnswer{Query: query, CR: cr.Edition}
	for _, r := range found {
		a.Matches = append(a.Matches, newRule(r))
	}
	return a, nil
}

func newRule(r cr.Rule) Rule {
	section, _ := cr.Section(r.Number)
	examples := r.Examples
	if examples == nil {
		examples = []string{}
	}
	return Rule{Number: r.Number, Section: section, Text: r.Text, Examples: examples}
}
