package cr

import (
	"math"
	"math/bits"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

var wordQuotes = strings.NewReplacer("’", "'", "‘", "'", "“", " ", "”", " ", `"`, " ")

// words splits text into folded words: lower case, curly apostrophes made
// straight, quotes dropped. A word is a run of letters and digits, with
// apostrophes between letters ("player's") and dots between digits
// ("603.4") kept inside it.
func words(text string) []string {
	rs := []rune(strings.ToLower(wordQuotes.Replace(text)))
	var out []string
	start := -1
	for i, r := range rs {
		inner := false
		if (r == '\'' || r == '.') && start >= 0 && i+1 < len(rs) {
			prev, next := rs[i-1], rs[i+1]
			inner = r == '\'' && unicode.IsLetter(prev) && unicode.IsLetter(next) ||
				r == '.' && unicode.IsDigit(prev) && unicode.IsDigit(next)
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) || inner {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, string(rs[start:i]))
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, string(rs[start:]))
	}
	return out
}

type hit struct {
	index int // in Rules
	tier  int // lower is better
	score int // then lower is better
}

func hitBefore(a, b hit) bool {
	if a.tier != b.tier {
		return a.tier < b.tier
	}
	if a.score != b.score {
		return a.score < b.score
	}
	return a.index < b.index
}

func sortHits(hits []hit) {
	slices.SortFunc(hits, func(a, b hit) int {
		switch {
		case hitBefore(a, b):
			return -1
		case hitBefore(b, a):
			return 1
		}
		return 0
	})
}

// Search finds rules by number or by words, best first, at most n.
//
// A query that is a rule or section number ("106.7", "CR 106", "rule
// 603.4a") gives that rule, then its subrules (or the section's rules),
// then other rules whose number starts the same way, then rules that cite
// it.
//
// Otherwise the query's words are looked for in each rule's text and
// examples, ignoring case and quotes; a query word of three letters or more
// also matches longer words it starts, and small words ("the", "what",
// "does") count only when the query has nothing else. Ranked first is the
// rule the query names: a rule titled so ("trample" gives 702.19
// "Trample"), the first rule of a section titled so ("state-based actions"
// gives 704.1), then the rules the glossary entry of that name points to
// ("mana ability" gives 605.1; "See" entries are followed, so "APNAP order"
// gives 101.4). Then come rules whose text has the words side by side,
// those where they come earlier and the rule is shorter first; then rules
// with every word, nearer together first; then rules whose examples alone
// have them; then rules with some of the words, more and rarer words
// first. Rules that rank the same keep the printed order.
func (d *Document) Search(query string, n int) []Rule {
	if n <= 0 {
		return nil
	}
	var hits []hit
	if num := normalNumber(query); num != "" {
		hits = d.numberHits(num)
	} else {
		hits = d.wordHits(query, n)
	}
	if len(hits) > n {
		hits = hits[:n]
	}
	if len(hits) == 0 {
		return nil
	}
	out := make([]Rule, len(hits))
	for i, h := range hits {
		out[i] = d.Rules[h.index]
	}
	return out
}

// numberHits ranks rules against a rule or section number.
func (d *Document) numberHits(num string) []hit {
	var hits []hit
	for i, r := range d.Rules {
		tier := -1
		rest, prefixed := strings.CutPrefix(r.Number, num)
		switch {
		case r.Number == num:
			tier = 0
		case prefixed && (rest[0] == '.' || rest[0] >= 'a' && rest[0] <= 'z'):
			tier = 1 // a subrule, or a rule of the section
		case prefixed:
			tier = 2 // 106.1 → 106.10
		default:
			for _, w := range d.ix.ruleWords[i] {
				w := d.ix.vocab[w]
				if w == num || strings.HasPrefix(w, num) && len(w) > len(num) && w[len(num)] >= 'a' {
					tier = 3
					break
				}
			}
		}
		if tier >= 0 {
			hits = append(hits, hit{index: i, tier: tier})
		}
	}
	sortHits(hits)
	return hits
}

var citedRe = regexp.MustCompile(`\b\d{3}(?:\.\d+[a-z]{0,2})?\b`)

// named returns the rules a query names, best first: the rule titled so,
// the first rule of the section titled so, and the rules its glossary
// entry cites.
func (d *Document) named(query string) []int {
	var out []int
	add := func(i int) {
		if !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	ks := keys(query)
	for _, key := range ks {
		if i, ok := d.ix.titles[key]; ok {
			add(i)
			break
		}
	}
	for _, key := range ks {
		if i, ok := d.ix.sectionTitles[key]; ok {
			add(i)
			break
		}
	}
	if t, ok := d.termFor(ks); ok {
		for _, i := range d.ix.termCites[t.Term] {
			add(i)
		}
	}
	return out
}

// keys are the folded forms a query may name a title or glossary entry
// by: as typed, without its small words ("what is the stack" is "stack"),
// and each of those in the singular or plural ("layers" is "layer",
// "mana abilities" is "mana ability").
func keys(query string) []string {
	var out []string
	add := func(k string) {
		if k != "" && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	base := []string{foldTerm(query), strings.Join(contentWords(strings.Fields(foldTerm(query))), " ")}
	for _, k := range base {
		add(k)
	}
	for _, k := range base {
		switch {
		case strings.HasSuffix(k, "ies"):
			add(strings.TrimSuffix(k, "ies") + "y")
		case strings.HasSuffix(k, "y"):
			add(strings.TrimSuffix(k, "y") + "ies")
		case strings.HasSuffix(k, "s"):
			add(strings.TrimSuffix(k, "s"))
		default:
			add(k + "s")
		}
	}
	return out
}

// TermFor finds the glossary entry a lookup names: the entry of that name
// (see Define), or of that name without small words or in the singular or
// plural ("layers" gives "Layer"), or else the only entry whose name
// starts with the query's words ("intervening if" gives "Intervening “If”
// Clause").
func (d *Document) TermFor(query string) (Term, bool) {
	return d.termFor(keys(query))
}

// termFor is TermFor for the keys of a query.
func (d *Document) termFor(ks []string) (Term, bool) {
	for _, k := range ks {
		if i, ok := d.byTerm[k]; ok {
			return d.follow(i), true
		}
	}
	if ks == nil {
		return Term{}, false
	}
	prefix := ks[0] + " "
	keys := d.ix.termKeys
	at := sort.Search(len(keys), func(i int) bool { return keys[i].key >= prefix })
	if at >= len(keys) || !strings.HasPrefix(keys[at].key, prefix) ||
		at+1 < len(keys) && strings.HasPrefix(keys[at+1].key, prefix) {
		return Term{}, false // none, or more than one
	}
	return d.follow(keys[at].term), true
}

// Ranks of a search by words, best first; see Search.
const (
	tierNamed = iota
	tierPhrase
	tierAll
	tierExamples
	tierSome
)

// wordHits returns the best n rules for the words of a query, best first,
// and may return more after them, not in order.
//
// It is long because scoring is one pass: each word's matches in titles, text
// and the glossary weigh on the same scores, and splitting the pass would hand
// those scores around.
func (d *Document) wordHits(query string, n int) []hit {
	all := words(query)
	qw := contentWords(all)
	if len(qw) == 0 || len(qw) > 16 {
		if len(qw) > 16 {
			qw = qw[:16]
		} else {
			return nil
		}
	}
	ix := &d.ix
	ranges := make([][2]int32, len(qw))
	for k, q := range qw {
		ranges[k] = ix.matching(q)
	}
	// Which rules have each query word, as sets of rule indexes, and how
	// many rules have each.
	sets := make([]bitset, len(qw))
	df := make([]int, len(qw))
	size := (len(d.Rules) + 63) / 64
	every := make(bitset, size) // the rules with every word
	for k, r := range ranges {
		sets[k] = make(bitset, size)
		for w := r[0]; w < r[1]; w++ {
			for _, i := range ix.rulesOf[w] {
				sets[k][i>>6] |= 1 << (i & 63)
			}
		}
		for j, b := range sets[k] {
			df[k] += bits.OnesCount64(b)
			if k == 0 {
				every[j] = b
			} else {
				every[j] &= b
			}
		}
	}
	rarity := make([]int, len(qw))
	for k := range qw {
		if df[k] > 0 {
			rarity[k] = int(1000 * math.Log(float64(len(d.Rules))/float64(df[k])))
		}
	}
	var hits []hit
	named := d.named(query)
	for order, i := range named {
		hits = append(hits, hit{index: i, tier: tierNamed, score: order})
	}
	phraseRanges := ranges
	if len(all) != len(qw) {
		phraseRanges = make([][2]int32, len(all))
		for k, q := range all {
			phraseRanges[k] = ix.matching(q)
		}
	}
	phrases := ix.phrases(phraseRanges, every)
	var rest []hit // rules with every word, but not side by side
	for i := range every.all() {
		if slices.Contains(named, i) {
			continue
		}
		textLen := int(ix.textLen[i])
		if at := int(phrases[i]) - 1; at >= 0 {
			hits = append(hits, hit{index: i, tier: tierPhrase, score: min(at, 30)*64 + min(textLen, 600)/10})
			continue
		}
		rest = append(rest, hit{index: i})
	}
	// The nearness of words apart counts only when the rules above leave
	// room for them among the best n.
	if len(hits) < n {
		for _, h := range rest {
			ws := ix.ruleWords[h.index]
			textLen := int(ix.textLen[h.index])
			if sp := span(ws[:textLen], ranges); sp <= maxSpan {
				hits = append(hits, hit{index: h.index, tier: tierAll, score: sp*64 + min(textLen, 600)/10})
			} else {
				hits = append(hits, hit{index: h.index, tier: tierExamples, score: span(ws, ranges)})
			}
		}
	} else {
		for _, h := range rest {
			hits = append(hits, hit{index: h.index, tier: tierAll})
		}
	}
	sortHits(hits)
	if len(hits) >= n {
		return hits
	}
	// Then the best of the rules with some of the words.
	best := make([]hit, 0, n-len(hits))
	some := make(bitset, size)
	for _, set := range sets {
		for j, b := range set {
			some[j] |= b
		}
	}
	for j := range some {
		some[j] &^= every[j]
	}
	for i := range some.all() {
		if slices.Contains(named, i) {
			continue
		}
		found, weight := 0, 0
		for k, set := range sets {
			if set.has(i) {
				found++
				weight += rarity[k]
			}
		}
		best = keepBest(best, hit{index: i, tier: tierSome + len(qw) - found, score: -weight})
	}
	return append(hits, best...)
}

// bitset is a set of rule indexes.
type bitset []uint64

func (b bitset) has(i int) bool { return b[i>>6]&(1<<(i&63)) != 0 }

// all yields the indexes in the set, in order.
func (b bitset) all() func(yield func(int) bool) {
	return func(yield func(int) bool) {
		for j, w := range b {
			for w != 0 {
				t := bits.TrailingZeros64(w)
				if !yield(j<<6 + t) {
					return
				}
				w &= w - 1
			}
		}
	}
}

// keepBest adds h to best, a list of hits in order, if it is better than
// the last one or the list has room (its capacity).
func keepBest(best []hit, h hit) []hit {
	n := cap(best)
	if len(best) == n && (n == 0 || !hitBefore(h, best[n-1])) {
		return best
	}
	at := sort.Search(len(best), func(i int) bool { return hitBefore(h, best[i]) })
	if len(best) < n {
		best = append(best, hit{})
	}
	copy(best[at+1:], best[at:])
	best[at] = h
	return best
}

// smallWords are words too common to find a rule by, unless a query has
// only them.
var smallWords = map[string]bool{
	"a": true, "an": true, "the": true, "of": true, "to": true, "in": true, "on": true, "at": true,
	"is": true, "are": true, "be": true, "it": true, "its": true, "and": true, "or": true, "for": true,
	"what": true, "how": true, "does": true, "do": true, "can": true, "when": true, "with": true,
	"i": true, "my": true, "you": true, "your": true, "rule": true, "rules": true, "cr": true,
}

// contentWords drops the small words from a query's words, unless that
// leaves none.
func contentWords(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !smallWords[w] {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return ws
	}
	return out
}

// maxSpan is how far apart, in words, the query's words may be and still
// count as near each other.
const maxSpan = 40

func inRange(w int32, r [2]int32) bool { return w >= r[0] && w < r[1] }

// span returns the fewest consecutive words of ws that hold a word of every
// range, or maxSpan+1 when they are further apart than maxSpan. It reads
// ws once, keeping where each range's word was last seen.
func span(ws []int32, ranges [][2]int32) int {
	best := maxSpan + 1
	var last [16]int
	for k := range ranges {
		last[k] = -1
	}
	for j, w := range ws {
		hit := false
		for k, r := range ranges {
			if inRange(w, r) {
				last[k], hit = j, true
			}
		}
		if !hit {
			continue
		}
		first := j
		for k := range ranges {
			if last[k] < 0 {
				first = -1
				break
			}
			first = min(first, last[k])
		}
		if first >= 0 && j-first+1 < best {
			best = j - first + 1
		}
	}
	return best
}

// phrases finds the rules of the set want whose text has a word of each
// range side by side, in order: per rule, where the first such run starts,
// plus one, or 0 where there is none. It reads the places of the range
// with the fewest, and checks the words around each.
func (ix *index) phrases(ranges [][2]int32, want bitset) []int32 {
	rarest, fewest := 0, -1
	for k, r := range ranges {
		n := 0
		for w := r[0]; w < r[1]; w++ {
			n += len(ix.places[w])
		}
		if fewest < 0 || n < fewest {
			rarest, fewest = k, n
		}
	}
	found := make([]int32, len(ix.textLen)) // per rule: where the run starts, plus one
	r := ranges[rarest]
	for w := r[0]; w < r[1]; w++ {
	places:
		for _, p := range ix.places[w] {
			start := int(p.at) - rarest
			if !want.has(int(p.rule)) || start < 0 || start+len(ranges) > int(ix.textLen[p.rule]) {
				continue
			}
			if at := found[p.rule]; at > 0 && int(at) <= start+1 {
				continue
			}
			ws := ix.ruleWords[p.rule]
			for j, r := range ranges {
				if !inRange(ws[start+j], r) {
					continue places
				}
			}
			found[p.rule] = int32(start + 1)
		}
	}
	return found
}

// Complete returns up to n rule numbers for autocompleting what a user has
// typed: for a number ("106.1", "CR 60"), the rules whose number starts with
// it, in printed order, that number itself first; for words, the numbers of
// the rules Search finds, the last word counting as the start of a word. An
// empty prefix gives the first n rules. Lookup gives each number's text.
func (d *Document) Complete(prefix string, n int) []string {
	if n <= 0 {
		return nil
	}
	var out []string
	add := func(num string) bool {
		out = append(out, num)
		return len(out) < n
	}
	p := strings.TrimSpace(prefix)
	if p == "" {
		for _, r := range d.Rules {
			if !add(r.Number) {
				break
			}
		}
		return out
	}
	if num := normalNumber(p); num != "" || startsWithDigit(p) {
		if num == "" {
			return nil // "106.x": not a number and not words
		}
		if _, ok := d.byNumber[num]; ok {
			add(num)
		}
		for _, r := range d.Rules {
			if len(out) >= n {
				break
			}
			if r.Number != num && strings.HasPrefix(r.Number, num) {
				add(r.Number)
			}
		}
		return out
	}
	for _, r := range d.Search(p, n) {
		add(r.Number)
	}
	return out
}

func startsWithDigit(s string) bool {
	return s != "" && s[0] >= '0' && s[0] <= '9'
}
