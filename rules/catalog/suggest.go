package catalog

import (
	"sort"
	"strings"
	"sync"
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
	name   string
	key    string
	class  int
	score  int // within a class, lower is better
	weight int // at equal score, higher is better
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

// Suggest returns up to n known card names closest to a name that is not in
// the pool in use, best first, for "unknown card, did you mean ...": see
// Pool.Suggest.
func Suggest(name string, n int) []string { return Current().Suggest(name, n) }

// Complete returns up to n card names for autocompleting what has been
// typed: see Pool.Complete.
func Complete(prefix string, n int) []string { return Current().Complete(prefix, n) }

// Suggest returns up to n known names closest to a name that is not in the
// pool, best first: names that start with it, then names with a later word
// that starts with it, then names that contain it or a few typing mistakes
// away (edit distance, ignoring case, accents and punctuation). It returns
// nil when nothing is close.
func (p *Pool) Suggest(name string, n int) []string {
	if n <= 0 || searchKey(name) == "" {
		return nil
	}
	return p.names.find(searchKey(name), n)
}

// Complete returns up to n names for autocompleting what has been typed:
// names that start with it first, then names with a later word that starts
// with it, then names that contain it or are a few typing mistakes away.
// An empty text gives the first n names in order.
func (p *Pool) Complete(prefix string, n int) []string {
	if n <= 0 {
		return nil
	}
	q := searchKey(prefix)
	if q == "" {
		return append([]string(nil), p.names.sorted[:min(n, len(p.names.sorted))]...)
	}
	return p.names.find(q, n)
}

// nameIndex finds names by what was typed: by prefix and word prefix with
// binary search over sorted keys, and by likeness through the trigrams the
// typed text shares with each name.
type nameIndex struct {
	sorted  []string    // every name, sorted by Key
	entries []nameEntry // every name, sorted by search key
	words   []wordStart // the start of every later word of every name, sorted
	grams   map[string][]int32
}

type nameEntry struct {
	name   string
	key    string // searchKey(name)
	weight int    // see weight
}

// wordStart is a name's search key from the start of one of its words
// after the first.
type wordStart struct {
	suffix string
	entry  int32
	at     int32 // byte offset of the word in the key
}

func newNameIndex(names []string, weights []int) nameIndex {
	ix := nameIndex{grams: map[string][]int32{}}
	ix.entries = make([]nameEntry, len(names))
	for i, n := range names {
		ix.entries[i] = nameEntry{name: n, key: searchKey(n), weight: weights[i]}
	}
	ix.sorted = append([]string(nil), names...)
	sort.Slice(ix.sorted, func(i, j int) bool { return Key(ix.sorted[i]) < Key(ix.sorted[j]) })
	sort.SliceStable(ix.entries, func(i, j int) bool { return ix.entries[i].key < ix.entries[j].key })
	for i, e := range ix.entries {
		for j := 1; j < len(e.key); j++ {
			if e.key[j-1] == ' ' {
				ix.words = append(ix.words, wordStart{suffix: e.key[j:], entry: int32(i), at: int32(j)})
			}
		}
		for _, g := range bigrams(e.key) {
			list := ix.grams[g]
			if len(list) == 0 || list[len(list)-1] != int32(i) {
				ix.grams[g] = append(list, int32(i))
			}
		}
	}
	sort.Slice(ix.words, func(i, j int) bool { return ix.words[i].suffix < ix.words[j].suffix })
	return ix
}

// bigrams lists the two-byte pieces of key padded with a space at each
// end.
func bigrams(key string) []string {
	padded := " " + key + " "
	out := make([]string, 0, len(padded)-1)
	for i := 0; i+2 <= len(padded); i++ {
		out = append(out, padded[i:i+2])
	}
	return out
}

// fuzzyCandidates is how many names most like the typed text, by the
// bigrams they share, are measured by edit distance.
const fuzzyCandidates = 128

// find returns up to n names for the folded text q, best first.
func (ix *nameIndex) find(q string, n int) []string {
	var out []candidate
	seen := map[int32]bool{}
	add := func(i int32, class, score int) {
		if !seen[i] {
			seen[i] = true
			e := ix.entries[i]
			out = append(out, candidate{name: e.name, key: e.key, class: class, score: score, weight: e.weight})
		}
	}
	// Names that are q or start with it.
	lo := sort.Search(len(ix.entries), func(i int) bool { return ix.entries[i].key >= q })
	for i := lo; i < len(ix.entries) && strings.HasPrefix(ix.entries[i].key, q); i++ {
		if ix.entries[i].key == q {
			add(int32(i), matchExact, 0)
		} else {
			add(int32(i), matchPrefix, 0)
		}
	}
	sortCandidates(out)
	if len(out) >= n {
		return firstNames(out, n)
	}
	// Names with a later word that starts with q.
	have := len(out)
	lo = sort.Search(len(ix.words), func(i int) bool { return ix.words[i].suffix >= q })
	for i := lo; i < len(ix.words) && strings.HasPrefix(ix.words[i].suffix, q); i++ {
		add(ix.words[i].entry, matchWord, 0)
	}
	sortCandidates(out[have:])
	if len(out) >= n {
		return firstNames(out, n)
	}
	// Names that share the most trigrams with q, ranked by likeness.
	have = len(out)
	for _, i := range ix.likely(q) {
		if seen[i] {
			continue
		}
		if class, score := rank(q, ix.entries[i].key); class != noMatch {
			add(i, class, score)
		}
	}
	sortCandidates(out[have:])
	return firstNames(out, n)
}

// likely returns the names most like q by the bigrams they share with it
// (Dice's coefficient), most alike first.
func (ix *nameIndex) likely(q string) []int32 {
	buf := countsPool.Get().(*[]uint16)
	counts := *buf
	if len(counts) < len(ix.entries) {
		counts = make([]uint16, len(ix.entries))
	}
	var touched []int32
	qg := bigrams(q)
	for _, g := range qg {
		for _, i := range ix.grams[g] {
			if counts[i] == 0 {
				touched = append(touched, i)
			}
			counts[i]++
		}
	}
	type scored struct {
		entry int32
		dice  float64
	}
	all := make([]scored, len(touched))
	for j, i := range touched {
		all[j] = scored{i, 2 * float64(counts[i]) / float64(len(qg)+len(ix.entries[i].key)+1)}
		counts[i] = 0
	}
	*buf = counts
	countsPool.Put(buf)
	sort.Slice(all, func(a, b int) bool {
		if all[a].dice != all[b].dice {
			return all[a].dice > all[b].dice
		}
		return all[a].entry < all[b].entry
	})
	if len(all) > fuzzyCandidates {
		all = all[:fuzzyCandidates]
	}
	out := make([]int32, len(all))
	for i, s := range all {
		out[i] = s.entry
	}
	return out
}

var countsPool = sync.Pool{New: func() any { return new([]uint16) }}

func sortCandidates(cs []candidate) {
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.class != b.class {
			return a.class < b.class
		}
		if a.score != b.score {
			return a.score < b.score
		}
		if a.weight != b.weight {
			return a.weight > b.weight
		}
		if len(a.key) != len(b.key) {
			return len(a.key) < len(b.key)
		}
		return a.key < b.key
	})
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
