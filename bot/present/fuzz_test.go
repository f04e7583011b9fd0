package present_test

import (
	"errors"
	"testing"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

// FuzzLookUp checks that /cr and /card answer any text with an answer or
// bad input, never a panic or another error.
func FuzzLookUp(f *testing.F) {
	for _, s := range []string{"", "1", "603", "603.4", "CR 106.12a", "intervening if", "zzzqqq", "Ghirapur Orrery", "orrery", "…", "\x00", "rule 999.9z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		var ie *rules.InputError
		if a, err := present.LookUpRule(q); err != nil && !errors.As(err, &ie) {
			t.Fatalf("LookUpRule(%q): %v", q, err)
		} else if err == nil && a.Rule == nil && a.Section == nil && a.Term == nil && len(a.Matches) == 0 && a.Missing == "" && a.Card == "" {
			// An answer is a rule, a section, a glossary term, the rules
			// words find, the rules nearest a number the text lacks, or
			// the card the text names.
			t.Fatalf("LookUpRule(%q) answers nothing: %+v", q, a)
		}
		if c, err := present.LookUpCard(q); err != nil && !errors.As(err, &ie) {
			t.Fatalf("LookUpCard(%q): %v", q, err)
		} else if err == nil && c.Name == "" {
			t.Fatalf("LookUpCard(%q) = %+v", q, c)
		}
	})
}
