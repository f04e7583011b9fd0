package cr

import (
	"math"
	"regexp"
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

// wordMatches reports whether a query word matches a word of the text:
// the same word, or, for query words of three letters or more, the start
// of it ("trigger" matches "triggers" and "triggered").
func wordMatches(q, w string) bool {
	return q == w || len(q) >= 3 && strings.HasPrefix(w, q)
}

type hit struct {
	index int // in Rules
	tier  int // lower is better
	// then lower is better: for rules with every query word, how many words
	// it takes to hold them all; for rules with some, minus how rare the
	// words they have are
	score int
}

func sortHits(hits []hit) {
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].tier != hits[j].tier {
			return hits[i].tier < hits[j].tier
		}
		if hits[i].score != hits[j].score {
			return hits[i].score < hits[j].score
		}
		return hits[i].index < hits[j].index
	})
}

// Search finds rules by number or by words, best first, at most n.
//
// A query that is a rule or section number ("106.7", "CR 106", "rule
// 603.4a") gives that rule, then its subrules (or the section's rules),
// then other rules whose number starts the same way, then rules that cite
// it. Otherwise the query's words are looked for in each rule's text and
// examples, ignoring case and quotes; a query word of three letters or more
// also matches longer words it starts. Rules the glossary points to for a
// term equal to the query come first; then rules with every word, the
// words side by side before the words apart; then rules with some of the
// words, more words first. Among rules with every word, those where the
// words stand closer together come first; among rules with some, those
// with the rarer words. Rules that rank the same keep the printed order.
func (d *Document) Search(query string, n int) []Rule {
	if n <= 0 {
		return nil
	}
	var hits []hit
	if num := normalNumber(query); num != "" {
		hits = d.numberHits(num)
	} else {
		hits = d.wordHits(query)
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
			for _, w := range d.words[i] {
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

var citedRe = regexp.MustCompile(`\b\d{3}\.\d+[a-z]{0,2}\b`)

// wordHits ranks rules against the words of a query.
func (d *Document) wordHits(query string) []hit {
	qw := words(query)
	if len(qw) == 0 {
		return nil
	}
	pointed := map[int]int{} // rule index → order the glossary cites it
	if t, ok := d.Define(query); ok {
		for _, num := range citedRe.FindAllString(t.Text, -1) {
			if i, ok := d.byNumber[num]; ok {
				if _, dup := pointed[i]; !dup {
					pointed[i] = len(pointed)
				}
			}
		}
	}
	has := make([][]bool, len(d.words)) // rule → which query words it has
	rarity := make([]int, len(qw))      // query word → how rare it is
	for i, ws := range d.words {
		has[i] = make([]bool, len(qw))
		for k, q := range qw {
			for _, w := range ws {
				if wordMatches(q, w) {
					has[i][k] = true
					break
				}
			}
		}
	}
	for k := range qw {
		df := 0
		for i := range has {
			if has[i][k] {
				df++
			}
		}
		if df > 0 {
			rarity[k] = int(1000 * math.Log(float64(len(d.words))/float64(df)))
		}
	}
	var hits []hit
	for i, ws := range d.words {
		if order, ok := pointed[i]; ok {
			hits = append(hits, hit{index: i, tier: -len(pointed) + order})
			continue
		}
		found, weight := 0, 0
		for k, h := range has[i] {
			if h {
				found++
				weight += rarity[k]
			}
		}
		switch {
		case found == 0:
			continue
		case found == len(qw) && (len(qw) == 1 || hasPhrase(ws, qw)):
			hits = append(hits, hit{index: i, tier: 0})
		case found == len(qw):
			hits = append(hits, hit{index: i, tier: 1, score: span(ws, qw)})
		default:
			hits = append(hits, hit{index: i, tier: 1 + len(qw) - found, score: -weight})
		}
	}
	sortHits(hits)
	return hits
}

// maxSpan is how far apart, in words, the query's words may be and still
// count as near each other.
const maxSpan = 40

// span returns the fewest consecutive words of ws that hold every query
// word, or maxSpan+1 when they are further apart than maxSpan.
func span(ws, qw []string) int {
	best := maxSpan + 1
	seen := make([]bool, len(qw))
	for i := range ws {
		clear(seen)
		left := len(qw)
		for j := i; j < len(ws) && j-i < best && j-i < maxSpan; j++ {
			for k, q := range qw {
				if !seen[k] && wordMatches(q, ws[j]) {
					seen[k] = true
					left--
				}
			}
			if left == 0 {
				best = j - i + 1
				break
			}
		}
	}
	return best
}

// hasPhrase reports whether the query words appear side by side in ws.
func hasPhrase(ws, qw []string) bool {
	for i := 0; i+len(qw) <= len(ws); i++ {
		all := true
		for j, q := range qw {
			if !wordMatches(q, ws[i+j]) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
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
