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
	if _, ok := got["rule"]; !ok || len(got) != 2 || string(got["cr"]) != `"`+cr.Edition+`"` {
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
