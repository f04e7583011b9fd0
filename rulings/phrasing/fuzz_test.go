package phrasing_test

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings/phrasing"
)

// ruleNumber matches the rule numbers the rulings cite, which may hold a 7.
var ruleNumber = regexp.MustCompile(`\d{3}\.\d+[a-z]?`)

// FuzzCheck feeds Check any text, against rulings of every kind: it must
// never panic, must give the same answer twice, and what it accepts must
// hold none of what it promises to refuse.
func FuzzCheck(f *testing.F) {
	for _, c := range checkCases {
		f.Add(c.text)
	}
	var rs []*rules.Ruling
	for _, c := range []string{reflectionTap, sickElves, orreryEmpty, orreryHand2, twoOrreryLands, poolTypes, endlessOne, injection} {
		rs = append(rs, ask(f, c))
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, r := range rs {
			err := phrasing.Check(r, text, 0)
			if again := phrasing.Check(r, text, 0); (err == nil) != (again == nil) {
				t.Fatalf("Check gave %v, then %v", err, again)
			}
			if err != nil {
				if _, ok := err.(*phrasing.Rejection); !ok {
					t.Fatalf("Check returned %T, want *phrasing.Rejection", err)
				}
				continue
			}
			switch {
			case utf8.RuneCountInString(strings.TrimSpace(text)) > phrasing.DefaultMaxLength:
				t.Fatalf("accepted a text over the limit")
			case strings.Contains(text, `\`):
				t.Fatalf("accepted a backslash: %q", text)
			case strings.Contains(strings.ToLower(text), "http"):
				t.Fatalf("accepted a link: %q", text)
			case strings.Contains(strings.ToLower(text), "seven") || strings.Contains(ruleNumber.ReplaceAllString(text, ""), "7"):
				t.Fatalf("accepted seven, a number none of these rulings contains: %q\n%s", text, r.Answer)
			}
		}
	})
}
