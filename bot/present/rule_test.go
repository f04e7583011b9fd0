package present_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
)

// TestLookUpRuleByNumber finds CR 603.4, the intervening "if" clause, by
// its number written in any of the ways people write it.
func TestLookUpRuleByNumber(t *testing.T) {
	want, ok := cr.Lookup("603.4")
	if !ok {
		t.Fatal("603.4 is not in the embedded rules")
	}
	section, _ := cr.Section("603.4")
	for _, q := range []string{"603.4", "603.4.", "CR 603.4", "rule 603.4"} {
		a, err := present.LookUpRule(q)
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		if a.Rule == nil || a.Query != "" || a.Matches != nil || a.CR != cr.Edition {
			t.Fatalf("%q: %+v", q, a)
		}
		if a.Rule.Number != "603.4" || a.Rule.Text != want.Text || a.Rule.Section != section || section == "" {
			t.Errorf("%q: rule %+v", q, a.Rule)
		}
		if a.Rule.Examples == nil || len(a.Rule.Examples) != len(want.Examples) {
			t.Errorf("%q: examples %q, want %q", q, a.Rule.Examples, want.Examples)
		}
	}
}

// TestLookUpRuleByWords searches the rules for words, best match first,
// and shows at most SearchResults of them.
func TestLookUpRuleByWords(t *testing.T) {
	a, err := present.LookUpRule("intervening if")
	if err != nil {
		t.Fatal(err)
	}
	if a.Rule != nil || a.Query != "intervening if" || len(a.Matches) == 0 || len(a.Matches) > present.SearchResults {
		t.Fatalf("answer %+v", a)
	}
	if a.Matches[0].Number != "603.4" {
		t.Errorf("best match %s, want 603.4", a.Matches[0].Number)
	}
	for _, m := range a.Matches {
		if m.Text == "" || m.Examples == nil {
			t.Errorf("match %+v", m)
		}
	}
	a, err = present.LookUpRule("mana")
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Matches) != present.SearchResults {
		t.Errorf("%d matches for a common word, want %d", len(a.Matches), present.SearchResults)
	}
}

// TestLookUpRuleNothingMatches: words no rule has are bad input that says
// what was looked for and what to give instead.
func TestLookUpRuleNothingMatches(t *testing.T) {
	a, err := present.LookUpRule("zzzqqq")
	var ie *rules.InputError
	if !errors.As(err, &ie) || a != nil {
		t.Fatalf("answer %+v, error %v; want an input error", a, err)
	}
	if ie.Option != "rule" || ie.Input != "zzzqqq" || !strings.Contains(ie.Message, `"zzzqqq"`) || !strings.Contains(ie.Message, "106.7") {
		t.Errorf("error %+v", ie)
	}
}

// TestRuleAnswerJSON keeps the shape bot ask --json prints for /cr.
func TestRuleAnswerJSON(t *testing.T) {
	a, err := present.LookUpRule("106.7")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(a)
	var got map[string]json.RawMessage
	json.Unmarshal(b, &got)
	if _, ok := got["rule"]; !ok || len(got) != 4 || string(got["cr"]) != `"`+cr.Edition+`"` ||
		string(got["previous"]) != `"106.6"` || string(got["next"]) != `"106.8"` {
		t.Errorf("by number: %s", b)
	}
	if !strings.Contains(string(got["rule"]), `"number":"106.7"`) || !strings.Contains(string(got["rule"]), `"examples":[`) {
		t.Errorf("rule: %s", got["rule"])
	}
	a, err = present.LookUpRule("could produce")
	if err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(a)
	got = nil
	json.Unmarshal(b, &got)
	if _, ok := got["rule"]; ok || string(got["query"]) != `"could produce"` || got["rules"] == nil {
		t.Errorf("by words: %s", b)
	}
}

// TestLookUpRuleKeyword: "/cr rule:trample" gives CR 702.19, "Trample",
// with its subrules, and the glossary entry "Trample".
func TestLookUpRuleKeyword(t *testing.T) {
	a, err := present.LookUpRule("trample")
	if err != nil {
		t.Fatal(err)
	}
	if a.Rule == nil || a.Rule.Number != "702.19" || a.Rule.Section != "Keyword Abilities" || a.Term == nil || a.Term.Term != "Trample" ||
		!strings.HasPrefix(a.Term.Text, "A keyword ability that modifies how a creature assigns combat damage.") {
		t.Fatalf("answer %+v", a)
	}
	if len(a.Subrules) != 7 || a.Subrules[0].Number != "702.19a" || !strings.HasPrefix(a.Subrules[0].Text, "Trample is a static ability") {
		t.Errorf("subrules %+v", a.Subrules)
	}
	if a.Previous != "702.18" || a.Next != "702.20" {
		t.Errorf("previous %q, next %q", a.Previous, a.Next)
	}
	// A glossary term with no rule of its name: the entry and the rules.
	a, err = present.LookUpRule("APNAP order")
	if err != nil {
		t.Fatal(err)
	}
	if a.Rule != nil || a.Term == nil || a.Term.Term != "Active Player, Nonactive Player Order" || len(a.Matches) == 0 || a.Matches[0].Number != "101.4" {
		t.Errorf("APNAP order: %+v", a)
	}
}

// TestLookUpRuleSection: a section number gives its title and its rules.
func TestLookUpRuleSection(t *testing.T) {
	a, err := present.LookUpRule("CR 510")
	if err != nil {
		t.Fatal(err)
	}
	if a.Section == nil || *a.Section != (present.Section{Number: "510", Title: "Combat Damage Step"}) || a.Rule != nil {
		t.Fatalf("answer %+v", a)
	}
	var nums []string
	for _, r := range a.Subrules {
		nums = append(nums, r.Number)
	}
	if strings.Join(nums, " ") != "510.1 510.2 510.3 510.4" || a.Previous != "509" || a.Next != "511" {
		t.Errorf("rules %v, previous %q, next %q", nums, a.Previous, a.Next)
	}
}

// TestLookUpRuleMissingNumber: a number the rules do not hold says so and
// gives the rules nearest it.
func TestLookUpRuleMissingNumber(t *testing.T) {
	a, err := present.LookUpRule("rule 510.1z")
	if err != nil {
		t.Fatal(err)
	}
	if a.Missing != "510.1z" || a.Rule != nil || len(a.Matches) != present.NearestResults {
		t.Fatalf("answer %+v", a)
	}
	var nums []string
	for _, r := range a.Matches {
		nums = append(nums, r.Number)
	}
	if strings.Join(nums, " ") != "510.1c 510.1d 510.1e 510.2 510.3 510.3a" {
		t.Errorf("nearest %v", nums)
	}
}

// A search by words that names a card whole, and no rule, section or
// glossary entry, says it is a card and where to ask about it, and shows
// only the rules with every word of its name: "Control Magic" is not
// about rule 100.1, which says "Magic".
func TestLookUpRuleCardName(t *testing.T) {
	a, err := present.LookUpRule("control magic")
	if err != nil {
		t.Fatal(err)
	}
	if a.Card != "Control Magic" || !strings.Contains(a.CardNote(), `/card name:"Control Magic"`) {
		t.Errorf("card %q, note %q", a.Card, a.CardNote())
	}
	for _, r := range a.Matches {
		if !strings.Contains(strings.ToLower(r.Text), "control") || !strings.Contains(strings.ToLower(r.Text), "magic") {
			t.Errorf("match %s lacks a word of the card's name: %s", r.Number, r.Text)
		}
	}
	// A keyword that is also a card's name gives the rule.
	a, err = present.LookUpRule("flash")
	if err != nil {
		t.Fatal(err)
	}
	if a.Rule == nil || a.Rule.Number != "702.8" || a.Card != "" {
		t.Errorf("flash: rule %+v, card %q", a.Rule, a.Card)
	}
	// Words that are no card's name are searched as before.
	a, err = present.LookUpRule("control changing")
	if err != nil {
		t.Fatal(err)
	}
	if a.Card != "" || len(a.Matches) == 0 {
		t.Errorf("control changing: card %q, %d matches", a.Card, len(a.Matches))
	}
}

// A misspelt word of a search is read as the word of the rules nearest in
// spelling, and the answer says how the query was read.
func TestLookUpRuleReadsMisspeltWords(t *testing.T) {
	a, err := present.LookUpRule("mana abilty")
	if err != nil {
		t.Fatal(err)
	}
	if a.ReadAs != "mana ability" || a.Term == nil || !strings.EqualFold(a.Term.Term, "mana ability") {
		t.Errorf("read as %q, term %+v", a.ReadAs, a.Term)
	}
	a, err = present.LookUpRule("mana ability")
	if err != nil || a.ReadAs != "" {
		t.Errorf("mana ability: read as %q, %v", a.ReadAs, err)
	}
}
