package cr

import "testing"

// A word the rules do not hold is read as the one nearest in spelling:
// one letter off for a word of up to six letters, two for a longer one;
// a word with no such neighbour leaves the query as it is, and a word
// the rules hold, or one that starts a word they hold, is not changed.
func TestCorrectMisspeltWords(t *testing.T) {
	d := Embedded()
	for q, want := range map[string]string{
		"mana abilty":      "mana ability",
		"dependancy":       "dependency",
		"cumlative upkeep": "cumulative upkeep",
		"sacrafice":        "sacrifice",
		"indestructable":   "indestructible",
		"xyzzyq":           "",
		"mana ability":     "",
		"abil":             "",
	} {
		if got := d.Correct(q); got != want {
			t.Errorf("Correct(%q) = %q, want %q", q, got, want)
		}
	}
	f := d.Find("mana abilty", 5)
	if f.ReadAs != "mana ability" || f.Term == nil {
		t.Errorf("Find(mana abilty): read as %q, term %v", f.ReadAs, f.Term)
	}
}

func FuzzCorrect(f *testing.F) {
	d := Embedded()
	for _, s := range []string{"mana abilty", "", "a", "zzzzzzzzzzzz", "603.4 intervening", "ÿÿÿ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		if len(q) > 200 {
			return
		}
		c := d.Correct(q)
		if c != "" && len(words(c)) != len(words(q)) {
			t.Errorf("Correct(%q) = %q: the words changed in number", q, c)
		}
	})
}
