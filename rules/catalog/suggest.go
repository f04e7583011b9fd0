package catalog

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
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
	entry  int32
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
	nq := utf8.RuneCountInString(q)
	limit := nq / 3
	if limit < 1 && nq >= 3 {
		limit = 1
	}
	best := editDistanceMax(q, key, limit)
	bestScore := 2 * best
	try := func(d int) {
		if 2*d+1 < bestScore {
			best, bestScore = d, 2*d+1
		}
	}
	if utf8.RuneCountInString(key) > nq {
		cut := 0
		for i := range nq {
			_, size := utf8.DecodeRuneInString(key[cut:])
			cut += size
			_ = i
		}
		try(editDistanceMax(q, key[:cut], limit))
	}
	if strings.IndexByte(q, ' ') < 0 {
		for w := range strings.FieldsSeq(key) {
			try(editDistanceMax(q, w, limit))
		}
	}
	return bestScore, best <= limit
}

// editDistanceMax is EditDistance when that is at most limit, and limit+1
// otherwise; it gives up as soon as the distance must be more.
func editDistanceMax(a, b string, limit int) int {
	if !isASCII(a) || !isASCII(b) {
		return min(EditDistance(a, b), limit+1)
	}
	if len(a)-len(b) > limit || len(b)-len(a) > limit {
		return limit + 1
	}
	var rows [3][64]int
	var prev2, prev, cur []int
	if len(b) < 64 {
		prev2, prev, cur = rows[0][:len(b)+1], rows[1][:len(b)+1], rows[2][:len(b)+1]
	} else {
		prev2, prev, cur = make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)
	}
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit+1 {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(b)], limit+1)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
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
	return p.names().find(searchKey(name), n)
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
		sorted := p.names().sorted
		return append([]string(nil), sorted[:min(n, len(sorted))]...)
	}
	return p.names().find(q, n)
}

// nameIndex finds names by what was typed: by prefix and word prefix with
// binary search over sorted keys, and by likeness through the trigrams the
// typed text shares with each name.
type nameIndex struct {
	sorted  []string           // every name, sorted by Key
	entries []nameEntry        // every name, sorted by search key
	words   []wordStart        // the start of every later word of every name, sorted
	grams   map[uint32][]int32 // trigram → entries that have it
	lens    []int32            // number of trigrams of each entry
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

func newNameIndex(names []string, weights []int) *nameIndex {
	ix := &nameIndex{grams: map[uint32][]int32{}}
	ix.entries = make([]nameEntry, len(names))
	type keyed struct{ key, name string }
	byKey := make([]keyed, len(names))
	for i, n := range names {
		ix.entries[i] = nameEntry{name: n, key: searchKey(n), weight: weights[i]}
		byKey[i] = keyed{Key(n), n}
	}
	slices.SortFunc(byKey, func(a, b keyed) int { return strings.Compare(a.key, b.key) })
	ix.sorted = make([]string, len(byKey))
	for i, k := range byKey {
		ix.sorted[i] = k.name
	}
	slices.SortStableFunc(ix.entries, func(a, b nameEntry) int { return strings.Compare(a.key, b.key) })
	for i, e := range ix.entries {
		for j := 1; j < len(e.key); j++ {
			if e.key[j-1] == ' ' {
				ix.words = append(ix.words, wordStart{suffix: e.key[j:], entry: int32(i), at: int32(j)})
			}
		}
		n := 0
		forTrigrams(e.key, func(g uint32) {
			n++
			list := ix.grams[g]
			if len(list) == 0 || list[len(list)-1] != int32(i) {
				ix.grams[g] = append(list, int32(i))
			}
		})
		ix.lens = append(ix.lens, int32(n))
	}
	slices.SortFunc(ix.words, func(a, b wordStart) int { return strings.Compare(a.suffix, b.suffix) })
	return ix
}

// forTrigrams calls f with each three-byte piece of key padded with a
// space at each end (trigrams: fewer names share each than share a pair of
// letters, so counting them is quicker, and they say as much).
func forTrigrams(key string, f func(uint32)) {
	p1, p2 := byte(' '), byte(' ')
	for i := 0; i < len(key); i++ {
		if i > 0 {
			f(uint32(p1)<<16 | uint32(p2)<<8 | uint32(key[i]))
		} else {
			f(uint32(' ')<<16 | uint32(' ')<<8 | uint32(key[i]))
		}
		p1, p2 = p2, key[i]
	}
	f(uint32(p1)<<16 | uint32(p2)<<8 | ' ')
}

// fuzzyCandidates is how many names most like the typed text, by the
// trigrams they share, are measured by edit distance.
const fuzzyCandidates = 32

// find returns up to n names for the folded text q, best first.
func (ix *nameIndex) find(q string, n int) []string {
	var out []candidate
	has := func(i int32) bool {
		for _, c := range out {
			if c.entry == i {
				return true
			}
		}
		return false
	}
	cand := func(i int32, class, score int) candidate {
		e := &ix.entries[i]
		return candidate{name: e.name, key: e.key, class: class, score: score, weight: e.weight, entry: i}
	}
	// Names that are q or start with it.
	best := topN{n: n}
	lo := sort.Search(len(ix.entries), func(i int) bool { return ix.entries[i].key >= q })
	for i := lo; i < len(ix.entries) && strings.HasPrefix(ix.entries[i].key, q); i++ {
		class := matchPrefix
		if ix.entries[i].key == q {
			class = matchExact
		}
		best.offer(cand(int32(i), class, 0))
	}
	out = append(out, best.items...)
	if len(out) >= n {
		return firstNames(out, n)
	}
	// Names with a later word that starts with q.
	best = topN{n: n - len(out)}
	lo = sort.Search(len(ix.words), func(i int) bool { return ix.words[i].suffix >= q })
	for i := lo; i < len(ix.words) && strings.HasPrefix(ix.words[i].suffix, q); i++ {
		if e := ix.words[i].entry; !has(e) {
			best.offer(cand(e, matchWord, 0))
		}
	}
	out = append(out, best.items...)
	if len(out) >= n {
		return firstNames(out, n)
	}
	// Names that share the most trigrams with q, ranked by likeness.
	best = topN{n: n - len(out)}
	for _, i := range ix.likely(q) {
		if has(i) {
			continue
		}
		if class, score := rank(q, ix.entries[i].key); class != noMatch {
			best.offer(cand(i, class, score))
		}
	}
	out = append(out, best.items...)
	return firstNames(out, n)
}

// topN keeps the best n candidates offered, best first.
type topN struct {
	n     int
	items []candidate
}

func (t *topN) offer(c candidate) {
	if t.n <= 0 || len(t.items) == t.n && !c.before(&t.items[len(t.items)-1]) {
		return
	}
	at := sort.Search(len(t.items), func(j int) bool { return c.before(&t.items[j]) })
	if len(t.items) < t.n {
		t.items = append(t.items, candidate{})
	}
	copy(t.items[at+1:], t.items[at:])
	t.items[at] = c
}

// before reports whether a ranks before b: by class, then score, then how
// widely printed, then the shorter name, then by name.
func (a *candidate) before(b *candidate) bool {
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
}

// likely returns the names most like q by the trigrams they share with it
// (Dice's coefficient), most alike first.
func (ix *nameIndex) likely(q string) []int32 {
	buf := countsPool.Get().(*likeliness)
	counts, touched := buf.counts, buf.touched[:0]
	if len(counts) < len(ix.entries) {
		counts = make([]uint16, len(ix.entries))
	}
	nq := 0
	common := len(ix.entries) / 24
	forTrigrams(q, func(g uint32) {
		nq++
		list := ix.grams[g]
		if len(list) > common {
			// A trigram this many names share ("ing", "the") says little
			// about which is meant; counting it costs the most.
			return
		}
		for _, i := range list {
			if counts[i] == 0 {
				touched = append(touched, i)
			}
			counts[i]++
		}
	})
	type scored struct {
		entry int32
		dice  float64
	}
	// The best fuzzyCandidates, kept sorted, most alike first.
	top := make([]scored, 0, fuzzyCandidates+1)
	better := func(a, b scored) bool {
		if a.dice != b.dice {
			return a.dice > b.dice
		}
		return a.entry < b.entry
	}
	for _, i := range touched {
		s := scored{i, 2 * float64(counts[i]) / float64(nq+int(ix.lens[i]))}
		counts[i] = 0
		if len(top) == fuzzyCandidates && !better(s, top[len(top)-1]) {
			continue
		}
		at := sort.Search(len(top), func(j int) bool { return better(s, top[j]) })
		top = append(top, scored{})
		copy(top[at+1:], top[at:])
		top[at] = s
		if len(top) > fuzzyCandidates {
			top = top[:fuzzyCandidates]
		}
	}
	buf.counts, buf.touched = counts, touched
	countsPool.Put(buf)
	out := make([]int32, len(top))
	for i, s := range top {
		out[i] = s.entry
	}
	return out
}

// likeliness is the memory likely counts in, kept for the next call.
type likeliness struct {
	counts  []uint16 // trigrams shared, by entry; all zero between calls
	touched []int32  // entries with a count
}

var countsPool = sync.Pool{New: func() any { return new(likeliness) }}

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

// EditDistance is the number of single-character insertions, deletions,
// substitutions and swaps of neighbours that turn a into b.
func EditDistance(a, b string) int {
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
