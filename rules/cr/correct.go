package cr

import (
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/spelling"
)

// Correct is query with each word the rules do not hold, and that starts
// no word they hold, replaced by the word of the rules nearest it in
// spelling: one letter left out, added, changed or two swapped for a word
// of four to six letters, two for a longer one ("mana abilty" reads as
// "mana ability", "dependancy" as "dependency"). Of words equally near,
// the one more rules hold is taken. It is "" where no word changes, or
// where a word has no such neighbour.
func (d *Document) Correct(query string) string {
	ws := words(query)
	changed := false
	for i, w := range ws {
		if len(w) < 4 || !isLetters(w) || d.holdsWordOrPrefix(w) {
			continue
		}
		most := 1
		if len(w) > 6 {
			most = 2
		}
		best, bestDist, bestRules := "", most+1, 0
		for id, v := range d.ix.vocab {
			if v[0] != w[0] && most < 2 || abs(len(v)-len(w)) > most || !isLetters(v) {
				continue
			}
			dist := spelling.AtMost(w, v, most)
			if dist > most {
				continue
			}
			if dist < bestDist || dist == bestDist && len(d.ix.rulesOf[id]) > bestRules {
				best, bestDist, bestRules = v, dist, len(d.ix.rulesOf[id])
			}
		}
		if best == "" {
			return ""
		}
		ws[i], changed = best, true
	}
	if !changed {
		return ""
	}
	return strings.Join(ws, " ")
}

// holdsWordOrPrefix reports whether the rules hold w, or a word w starts.
func (d *Document) holdsWordOrPrefix(w string) bool {
	i, _ := slices.BinarySearch(d.ix.vocab, w)
	return i < len(d.ix.vocab) && strings.HasPrefix(d.ix.vocab[i], w)
}

func isLetters(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return w != ""
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// misspelt reports whether a word of query of four letters or more is
// no word of the rules and starts none: what it matches, it matches by
// its other words alone.
func (d *Document) misspelt(query string) bool {
	for _, w := range words(query) {
		if len(w) >= 4 && isLetters(w) && !d.holdsWordOrPrefix(w) {
			return true
		}
	}
	return false
}
