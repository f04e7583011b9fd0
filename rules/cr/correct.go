package cr

import (
	"slices"
	"strings"
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
			dist := editDistance(w, v, most)
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

// editDistance is the optimal string alignment distance of a and b (a
// letter left out, added or changed, or two letters side by side swapped,
// each 1), or most+1 where it is more than most.
func editDistance(a, b string, most int) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			low = min(low, cur[j])
		}
		if low > most {
			return most + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if prev[len(b)] > most {
		return most + 1
	}
	return prev[len(b)]
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
