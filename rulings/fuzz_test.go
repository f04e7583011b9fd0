package rulings_test

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rulings"
)

// NormalizeID never panics; what it accepts is an id in the alphabet, of a
// length an id can have, and normalizing it again changes nothing.
func FuzzNormalizeID(f *testing.F) {
	for _, seed := range []string{"478XQA9F", "478x-qa9f", "OIL0ABCD", "", "ruling 42", "ÅÅÅÅÅÅÅÅ", strings.Repeat("Z", 60)} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := rulings.NormalizeID(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error with no message")
			}
			return
		}
		if len(id) < rulings.IDLength || len(id) > 52 {
			t.Fatalf("NormalizeID(%q) = %q: bad length", s, id)
		}
		for _, c := range id {
			if !strings.ContainsRune(rulings.Alphabet, c) {
				t.Fatalf("NormalizeID(%q) = %q: %q outside the alphabet", s, id, c)
			}
		}
		if again, err := rulings.NormalizeID(id); err != nil || again != id {
			t.Fatalf("NormalizeID(%q) = %q, %v", id, again, err)
		}
	})
}
