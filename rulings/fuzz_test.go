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

// IDPrefix reads the start of an id as NormalizeID reads a whole one: what
// NormalizeID accepts, IDPrefix reads the same, and every start of an id
// is a prefix of it.
func FuzzIDPrefix(f *testing.F) {
	for _, seed := range []string{"478XQA9F", "478x-qa9f", "oil", "", "-", "ruling 42", "Å"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		s = strings.TrimSpace(s)
		prefix, ok := rulings.IDPrefix(s)
		if id, err := rulings.NormalizeID(s); err == nil && (!ok || prefix != id) {
			t.Fatalf("NormalizeID(%q) = %q but IDPrefix = %q, %v", s, id, prefix, ok)
		}
		if !ok {
			return
		}
		for i := range len(s) + 1 {
			if p, ok := rulings.IDPrefix(s[:i]); ok && !strings.HasPrefix(prefix, p) {
				t.Fatalf("IDPrefix(%q) = %q is not a start of IDPrefix(%q) = %q", s[:i], p, s, prefix)
			}
		}
	})
}
