package catalog

import (
	"sort"
	"strings"
)

// How well a name matches what was typed, best first.
const (
	matchExact     = iota
	matchPrefix    // the name starts with the text
	matchWord      // a later word of the name starts with the text
	matchSubstring // the text is inside the name
	matchWords     // every word of the text starts a word of the name, in any order
	matchFuzzy     // within a few typing mistakes
	noMatch
)

type candidate struct {
	name  string
	key   string
	class int
	score int // within a class, lower is better
}

// rank classifies key (a folded name) against q (folded text).
func rank(q, key string) (class, score int) {
	switch {
	case key == q:
		return matchExact, 0
	case strings.HasPrefix(key, q):
		return matchPrefix, len(key)
	}
	if i := strings.Index(key, " "+q); i >= 0 {
		return matchWord, i
	}
	if i := strings.Index(key, q); i >= 0 {
		return matchSubstring, i
	}
	if allWordsStart(q, key) {
		return matchWords, len(key)
	}
	if d, ok := fuzzy(q, key); ok {
		return matchFuzzy, d
	}
	return noMatch, 0
}

// allWordsStart reports whether q has several words and each starts a word
// of key.
func allWordsStart(q, key string) bool {
	qw := strings.Fields(q)
	if len(qw) < 2 {
		return false
	}
	kw := strings.Fields(key)
	for _, w := range qw {
		found := false
		for _, k := range kw {
			if strings.HasPrefix(k, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// fuzzy measures how many typing mistakes separate q from key: from the
// whole name, from the start of the name as long as q (for text still being
// typed), or from one word of the name (for a name given by one word). It
// says whether that is few enough to be worth suggesting, and gives a score
// that puts whole-name likeness before partial likeness at equal distance.
func fuzzy(q, key string) (score int, ok bool) {
	qr, kr := []rune(q), []rune(key)
	limit := len(qr) / 3
	if limit < 1 && len(qr) >= 3 {
		limit = 1
	}
	best := editDistance(q, key)
	bestScore := 2 * best
	try := func(d int) {
		if 2*d+1 < bestScore {
			best, bestScore = d, 2*d+1
		}
	}
	if len(kr) > len(qr) {
		try(editDistance(q, string(kr[:len(qr)])))
	}
	if !strings.Contains(q, " ") {
		for _, w := range strings.Fields(key) {
			try(editDistance(q, w))
		}
	}
	return bestScore, best <= limit
}

// matches ranks every card name against text, best first, and keeps those
// that match at all.
func matches(text string) []candidate {
	load()
	q := Key(text)
	var out []candidate
	for i, c := range all {
		k := allKeys[i]
		class, score := rank(q, k)
		if class == noMatch {
			continue
		}
		out = append(out, candidate{name: c.Name, key: k, class: class, score: score})
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.class != b.class {
			return a.class < b.class
		}
		if a.score != b.score {
			return a.score < b.score
		}
		return a.key < b.key
	})
	return out
}

func firstNames(cs []candidate, n int) []string {
	if len(cs) > n {
		cs = cs[:n]
	}
	if len(cs) == 0 {
		return nil
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.name
	}
	return names
}

// Suggest returns up to n known card names closest to a name that is not in
// the catalog, best first, for "unknown card, did you mean ...": names that
// start with it, then names with a word that starts with it or that contain
// it, then names a few typing mistakes away (edit distance, ignoring case).
// It returns nil when nothing is close.
func Suggest(name string, n int) []string {
	if n <= 0 || Key(name) == "" {
		return nil
	}
	return firstNames(matches(name), n)
}

// Complete returns up to n card names for autocompleting prefix: names that
// start with it, then names with a later word that starts with it or that
// contain it, then names a few typing mistakes away. An empty prefix gives
// the first n names in order.
func Complete(prefix string, n int) []string {
	if n <= 0 {
		return nil
	}
	if Key(prefix) == "" {
		names := Names()
		if len(names) > n {
			names = names[:n]
		}
		return names
	}
	return firstNames(matches(prefix), n)
}

// editDistance is the number of single-character insertions, deletions,
// substitutions and swaps of neighbours that turn a into b.
func editDistance(a, b string) int {
	ar, br := []rune(a), []rune(b)
	prev2 := make([]int, len(br)+1)
	prev := make([]int, len(br)+1)
	cur := make([]int, len(br)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ar); i++ {
		cur[0] = i
		for j := 1; j <= len(br); j++ {
			cost := 1
			if ar[i-1] == br[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ar[i-1] == br[j-2] && ar[i-2] == br[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(br)]
}
