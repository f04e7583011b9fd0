package cr

import (
	"sort"
	"strings"
)

// index is what searches by words use: every word of the text once, in
// sorted order, with the rules that hold it, and each rule's text as word
// numbers.
type index struct {
	vocab     []string  // distinct words, sorted
	rulesOf   [][]int32 // per word: the rules that hold it, in printed order
	ruleWords [][]int32 // per rule: its words (text, then examples) as vocab numbers
	textLen   []int32   // per rule: how many of ruleWords are its text, not examples
	places    [][]place // per word: where it stands in the rules' text, in order
	// titles maps a folded title to the rule titled so: "trample" → 702.19,
	// whose whole text is "Trample".
	titles map[string]int
	// sectionTitles maps a folded section title to the section's first
	// rule, and sectionStart a section number to it.
	sectionTitles map[string]int
	sectionStart  map[string]int
	// termKeys are the glossary's folded terms, sorted.
	termKeys []termKey
	// termCites maps a glossary term to the rules its definition cites,
	// in order: a section's citation ("See rule 605") is its first rule.
	termCites map[string][]int
	// names are what autocomplete offers by name: rule titles, section
	// titles and glossary terms, in that order, each in printed order.
	names []name
}

// name is a title or term autocomplete offers: spaced is its folded form
// after a space, for finding a word that starts with what was typed.
type name struct {
	spaced, value, label string
}

// place is where a word stands: in which rule, and at which word of its
// text.
type place struct{ rule, at int32 }

type termKey struct {
	key  string
	term int // in Glossary
}

// build indexes the rules of d.
//
// It is long because it is one pass over the document that fills every index
// (numbers, sections, glossary, words) together.
func (ix *index) build(d *Document) {
	textWords := make([][]string, len(d.Rules))
	exampleWords := make([][]string, len(d.Rules))
	ids := map[string]int32{}
	for i, r := range d.Rules {
		textWords[i] = words(r.Text)
		exampleWords[i] = words(strings.Join(r.Examples, "\n"))
		for _, w := range textWords[i] {
			ids[w] = 0
		}
		for _, w := range exampleWords[i] {
			ids[w] = 0
		}
	}
	ix.vocab = make([]string, 0, len(ids))
	for w := range ids {
		ix.vocab = append(ix.vocab, w)
	}
	sort.Strings(ix.vocab)
	for i, w := range ix.vocab {
		ids[w] = int32(i)
	}
	ix.rulesOf = make([][]int32, len(ix.vocab))
	ix.ruleWords = make([][]int32, len(d.Rules))
	ix.textLen = make([]int32, len(d.Rules))
	ix.places = make([][]place, len(ix.vocab))
	ix.titles = map[string]int{}
	for i, r := range d.Rules {
		ws := make([]int32, 0, len(textWords[i])+len(exampleWords[i]))
		for _, w := range textWords[i] {
			ws = append(ws, ids[w])
		}
		for _, w := range exampleWords[i] {
			ws = append(ws, ids[w])
		}
		ix.ruleWords[i] = ws
		ix.textLen[i] = int32(len(textWords[i]))
		for at, w := range ws[:len(textWords[i])] {
			ix.places[w] = append(ix.places[w], place{int32(i), int32(at)})
		}
		for _, w := range ws {
			if l := ix.rulesOf[w]; len(l) == 0 || l[len(l)-1] != int32(i) {
				ix.rulesOf[w] = append(l, int32(i))
			}
		}
		if isTitle(r.Text) {
			if _, dup := ix.titles[foldTerm(r.Text)]; !dup {
				ix.titles[foldTerm(r.Text)] = i
			}
		}
	}
	ix.termKeys = make([]termKey, len(d.Glossary))
	for i, t := range d.Glossary {
		ix.termKeys[i] = termKey{foldTerm(t.Term), i}
	}
	sort.Slice(ix.termKeys, func(i, j int) bool { return ix.termKeys[i].key < ix.termKeys[j].key })
	ix.sectionTitles = map[string]int{}
	ix.sectionStart = map[string]int{}
	for _, s := range d.Sections {
		i := sort.Search(len(d.Rules), func(i int) bool { return compareNumbers(d.Rules[i].Number, s.Number+".0") >= 0 })
		if i < len(d.Rules) && strings.HasPrefix(d.Rules[i].Number, s.Number+".") {
			ix.sectionStart[s.Number] = i
			if _, dup := ix.sectionTitles[foldTerm(s.Title)]; !dup {
				ix.sectionTitles[foldTerm(s.Title)] = i
			}
		}
	}
	ix.termCites = map[string][]int{}
	for _, t := range d.Glossary {
		for _, num := range citedRe.FindAllString(t.Text, -1) {
			if i, ok := d.byNumber[num]; ok {
				ix.termCites[t.Term] = append(ix.termCites[t.Term], i)
			} else if i, ok := ix.sectionStart[num]; ok {
				ix.termCites[t.Term] = append(ix.termCites[t.Term], i)
			}
		}
	}
	ix.names = nil
	for _, r := range d.Rules {
		if isTitle(r.Text) {
			ix.names = append(ix.names, name{" " + foldTerm(r.Text), r.Number, r.Number + " " + r.Text})
		}
	}
	for _, s := range d.Sections {
		ix.names = append(ix.names, name{" " + foldTerm(s.Title), s.Number, s.Number + " " + s.Title})
	}
	for _, t := range d.Glossary {
		ix.names = append(ix.names, name{" " + foldTerm(t.Term), t.Term, t.Term + " (glossary)"})
	}
}

// isTitle reports whether a rule's text is a title, like the "Trample" of
// 702.19, rather than a sentence.
func isTitle(text string) bool {
	return text != "" && !strings.ContainsAny(text, ".:\n") && len(strings.Fields(text)) <= 6
}

// matching returns the words of the index a query word matches, as a
// range of vocab: the word itself and, for words of three letters or
// more, the words it starts ("trigger" matches "triggered").
func (ix *index) matching(q string) [2]int32 {
	lo := sort.SearchStrings(ix.vocab, q)
	if len([]rune(q)) < 3 {
		if lo < len(ix.vocab) && ix.vocab[lo] == q {
			return [2]int32{int32(lo), int32(lo + 1)}
		}
		return [2]int32{}
	}
	hi := lo + sort.Search(len(ix.vocab)-lo, func(i int) bool { return !strings.HasPrefix(ix.vocab[lo+i], q) })
	return [2]int32{int32(lo), int32(hi)}
}
