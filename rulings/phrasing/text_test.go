package phrasing

import (
	"slices"
	"testing"
)

// The search for many names in one text (textWords.find) passes over
// names whose first word the text lacks; it must find exactly what
// findName finds, for every catalog name, on texts with names in every
// case, at every kind of boundary, and with letters whose lower case is
// longer or shorter.
func TestFindingNamesByWordsAgreesWithFindName(t *testing.T) {
	texts := []string{
		"Tapping Forest for mana gets you {G}{G}. Forest's ability adds {G}, and Mana Reflection doubles it (rule 106.12b).",
		"ghirapur orrery triggers; GHIRAPUR ORRERY; Ghirapur Orrery's ability; (Ghirapur Orrery)",
		"a forest, an Island-like land, Llanowar Elves—and llanowar elves.",
		"Urza's Tower makes {C}{C}{C}; urza's tower; Urza’s Tower.",
		"İstanbul Ach! Hans, Run! \"Ach! Hans, Run!\" Ach Hans Run",
		"Kenzo the Hardhearted and Bushi Tenderfoot, Æther Vial, Aether Vial, Lim-Dûl's Vault",
		"",
		"X",
		"1 2 3 Forest2 Forest_ Forest9 9Forest",
		"Who // What // When // Where // Why, Fire // Ice, Fire, Ice",
		"ẞ Straße STRASSE Σ ς σ",
	}
	names := catalogNames()
	for _, text := range texts {
		w := wordsOf(text)
		found := 0
		for _, n := range names {
			got, want := w.find(n), findName(text, n.name)
			if got != want {
				t.Fatalf("%q in %q: found at %d, findName says %d", n.name, text, got, want)
			}
			if got >= 0 {
				found++
			}
		}
		if text != "" && text != "X" && text[0] != 0xe1 && found == 0 {
			t.Errorf("no name found in %q", text)
		}
		var want []string
		for _, n := range names {
			if findName(text, n.name) >= 0 {
				want = append(want, n.name)
			}
		}
		if got := catalogNamesIn(text); !slices.Equal(got, want) {
			t.Errorf("catalogNamesIn(%q) = %q, want %q", text, got, want)
		}
	}
}
