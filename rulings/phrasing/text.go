package phrasing

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// folder makes text comparable before it is checked: curly quotes and
// apostrophes become straight, every dash and minus sign a hyphen, the
// many widths of space one space, and invisible joiners (which could hide
// a number or a card name from the checks) disappear.
var folder = strings.NewReplacer(
	"\u2018", "'", "\u2019", "'", "\u201a", "'", "\u201b", "'", "\u2032", "'", "\u02bc", "'", "\u00b4", "'", "`", "'",
	"\u201c", `"`, "\u201d", `"`, "\u201e", `"`, "\u201f", `"`, "\u2033", `"`, "\u00ab", `"`, "\u00bb", `"`,
	"\u2010", "-", "\u2011", "-", "\u2012", "-", "\u2013", "-", "\u2014", "-", "\u2015", "-",
	"\u2212", "-", "\ufe58", "-", "\ufe63", "-", "\uff0d", "-",
	"\u00a0", " ", "\u2002", " ", "\u2003", " ", "\u2007", " ", "\u2009", " ", "\u200a", " ", "\u202f", " ", "\u3000", " ",
	"\u200b", "", "\u200c", "", "\u200d", "", "\u2060", "", "\ufeff", "", "\u00ad", "",
	"\u2026", "...",
	// Markdown emphasis, so "**three** cards" reads as "three cards".
	"*", "",
	"\uff5b", "{", "\uff5d", "}", "\uff3b", "[", "\uff3d", "]",
	"\r\n", "\n", "\r", "\n",
)

// fold makes text comparable: see folder.
func fold(s string) string { return folder.Replace(s) }

// nameMark stands in for a card name once the name has been checked, so
// that digits in a name ("Urza's Mine") are not read as numbers.
const nameMark = " \u00a4 "

var (
	symbolRe   = regexp.MustCompile(`\{[^{}\n]{0,8}\}`)
	colorRunRe = regexp.MustCompile(`(?:\{[WUBRGC]\} ?)+`)
	dateRe     = regexp.MustCompile(`\b\d{4}-\d{2}-\d{2}\b`)
	ruleRe     = regexp.MustCompile(`(?:^|[^0-9.])(\d{3}\.\d+[A-Za-z]*)`)
	bareRuleRe = regexp.MustCompile(`(?i)\b(?:rule|rules|cr|section|sections)\s+(\d{1,4})\b`)
	counterRe  = regexp.MustCompile(`[+-]\d+/[+-]\d+`)
	digitsRe   = regexp.MustCompile(`\d+`)
	numberWord = regexp.MustCompile(`\b(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|twice|thrice|double|doubles|doubled|doubling|triple|triples|tripled|tripling|quadruple|quadruples|quadrupled|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|twentieth)\b`)
	// gluedRe finds a run of letters with a number word inside it
	// ("landsevenfor", "threefold"): a reader reads the number in it, so
	// the checks do too. Its words are those no everyday word holds but
	// for the few in ordinaryGlued, longest first so that "seventeen" is
	// not read as "seven".
	gluedRe     = regexp.MustCompile(`[a-z]*(?:seventeen|thirteen|fourteen|fifteen|sixteen|eighteen|nineteen|thousand|hundred|million|billion|seventy|twenty|thirty|eighty|ninety|eleven|twelve|forty|fifty|sixty|three|seven|eight|four|five|nine|six)[a-z]*`)
	gluedWordRe = regexp.MustCompile(`seventeen|thirteen|fourteen|fifteen|sixteen|eighteen|nineteen|thousand|hundred|million|billion|seventy|twenty|thirty|eighty|ninety|eleven|twelve|forty|fifty|sixty|three|seven|eight|four|five|nine|six`)
	colorWordRe = regexp.MustCompile(`\b(?:white|blue|black|red|green|colorless)\b`)
	// romanRe finds Roman numerals from II up, written in capitals; I, V
	// and X alone are a pronoun, a letter and the variable X.
	romanRe = regexp.MustCompile(`\b(?:II|III|IV|VI|VII|VIII|IX|XI|XII|XIII|XIV|XV|XX)\b`)
	// actionRe finds game actions; a phrasing may speak only of those the
	// ruling speaks of.
	actionRe = regexp.MustCompile(`\b(?:draw|draws|drawn|drawing|drew|discard\w*|sacrific\w*|exil\w*|destroy\w*|damage\w*|mill|mills|milled|milling|scry\w*|tokens?|poison\w*|life)\b`)
)

// numberValues gives the number that a number word stands for. "one",
// "a", "first" and "once" are left out of the free-standing numbers: they
// are everyday words; where a number matters (cards drawn, lands played,
// mana) the verdict checks read them.
var numberValues = map[string]int{
	"zero": 0, "no": 0, "none": 0, "a": 1, "an": 1, "one": 1,
	"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
	"fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
	"thousand": 1000, "million": 1000000, "billion": 1000000000, "dozen": 12,
	"twice": 2, "thrice": 3, "double": 2, "doubles": 2, "doubled": 2, "doubling": 2,
	"triple": 3, "triples": 3, "tripled": 3, "tripling": 3,
	"quadruple": 4, "quadruples": 4, "quadrupled": 4,
	"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
	"ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "twentieth": 20,
}

// ordinaryGlued are everyday words that hold a number word and are no
// number.
var ordinaryGlued = map[string]bool{
	"weight": true, "weights": true, "height": true, "heights": true, "freight": true,
	"sleight": true, "canine": true, "feminine": true,
}

// parseNumber reads a number written in digits or as a word; large digit
// strings are capped rather than overflowing.
func parseNumber(s string) (int, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return 0, false
	}
	if s[0] >= '0' && s[0] <= '9' {
		if len(s) > 9 {
			return 1 << 30, true
		}
		n, err := strconv.Atoi(s)
		return n, err == nil
	}
	n, ok := numberValues[s]
	return n, ok
}

// manaOrder is the order of mana symbols in a ruling: W U B R G C.
const manaOrder = "WUBRGC"

// colorNames names the colors (and colorless) of the mana symbols.
var colorNames = map[byte]string{'W': "white", 'U': "blue", 'B': "black", 'R': "red", 'G': "green", 'C': "colorless"}

// normalizeRun writes a run of mana symbols in the order W U B R G C
// without spaces, so "{U} {W}" and "{W}{U}" compare equal.
func normalizeRun(run string) string {
	var letters []byte
	for _, m := range symbolRe.FindAllString(run, -1) {
		if len(m) == 3 {
			letters = append(letters, m[1])
		}
	}
	slices.SortFunc(letters, func(a, b byte) int {
		return strings.IndexByte(manaOrder, a) - strings.IndexByte(manaOrder, b)
	})
	var b strings.Builder
	for _, l := range letters {
		b.WriteString("{" + string(l) + "}")
	}
	return b.String()
}

// scanned is what the checks read out of one text: its symbols, dates,
// rule numbers, counter kinds and numbers, and the text with those taken
// out for the phrase checks.
type scanned struct {
	symbols  []string // mana and other symbols, upper case: "{G}", "{T}", "{2}"
	runs     []string // runs of colored or colorless mana, normalized
	dates    []string
	rules    []string // rule numbers like "106.12b", lower case
	bare     []string // rule numbers written without a dot: "rule 106"
	counters []string // counter kinds like "+1/+1"
	numbers  []int    // free-standing numbers, in digits or words
	colors   []string // color words
	actions  []string // game actions, by their stem
	// lower is the text in lower case with names, symbols, dates, rule
	// numbers and counter kinds replaced by spaces or marks.
	lower string
	// strays are braces left over after symbols were taken out.
	strays bool
	// foreign is a number character that is not an ASCII digit ("٣",
	// "²", "½"), which the checks cannot read.
	foreign string
}

// scan reads a folded text whose card names were already replaced.
func scan(text string) scanned {
	var s scanned
	text = symbolRe.ReplaceAllStringFunc(text, func(m string) string {
		u := strings.ToUpper(strings.Join(strings.Fields(m), ""))
		s.symbols = append(s.symbols, u)
		return u
	})
	for _, run := range colorRunRe.FindAllString(text, -1) {
		s.runs = append(s.runs, normalizeRun(run))
	}
	text = symbolRe.ReplaceAllString(text, " ")
	s.strays = strings.ContainsAny(text, "{}")
	text = dateRe.ReplaceAllStringFunc(text, func(m string) string {
		s.dates = append(s.dates, m)
		return " "
	})
	// Rule numbers: a match may begin with the character before the
	// number, which stays.
	for {
		loc := ruleRe.FindStringSubmatchIndex(text)
		if loc == nil {
			break
		}
		s.rules = append(s.rules, strings.ToLower(text[loc[2]:loc[3]]))
		text = text[:loc[2]] + " " + text[loc[3]:]
	}
	for {
		loc := bareRuleRe.FindStringSubmatchIndex(text)
		if loc == nil {
			break
		}
		s.bare = append(s.bare, text[loc[2]:loc[3]])
		text = text[:loc[2]] + " " + text[loc[3]:]
	}
	text = counterRe.ReplaceAllStringFunc(text, func(m string) string {
		s.counters = append(s.counters, m)
		return " counter "
	})
	for _, r := range text {
		if unicode.IsNumber(r) && (r < '0' || r > '9') {
			s.foreign = string(r)
			break
		}
	}
	s.lower = strings.ToLower(text)
	for _, m := range digitsRe.FindAllString(s.lower, -1) {
		n, _ := parseNumber(m)
		s.numbers = append(s.numbers, n)
	}
	for _, m := range numberWord.FindAllString(s.lower, -1) {
		n, _ := parseNumber(m)
		s.numbers = append(s.numbers, n)
	}
	for _, m := range gluedRe.FindAllString(s.lower, -1) {
		if _, ok := numberValues[m]; ok || ordinaryGlued[m] {
			continue
		}
		n, _ := parseNumber(gluedWordRe.FindString(m))
		s.numbers = append(s.numbers, n)
	}
	s.colors = colorWordRe.FindAllString(s.lower, -1)
	for _, m := range actionRe.FindAllString(s.lower, -1) {
		s.actions = append(s.actions, actionStem(m))
	}
	if m := romanRe.FindString(text); m != "" && s.foreign == "" {
		s.foreign = m
	}
	return s
}

// actionStem names the action a word of actionRe speaks of.
func actionStem(word string) string {
	switch {
	case strings.HasPrefix(word, "draw") || word == "drew":
		return "draw"
	case strings.HasPrefix(word, "mill"):
		return "mill"
	case strings.HasPrefix(word, "token"):
		return "token"
	case len(word) > 5:
		return word[:5] // discard, sacri, exile, destr, damag, poiso
	}
	return word
}

// inlinePart is a card written into a board by a user: its name, which
// the ruling may mention, and the rest (type line and Oracle text), which
// is the user's text and is never a source of allowed numbers, names or
// symbols.
type inlinePart struct {
	name string
	body string
}

// inlineCards finds the inline cards "[Name: Type line — Oracle text]" in
// text, with nested brackets balanced as the board notation reads them.
func inlineCards(text string) []inlinePart {
	var out []inlinePart
	for i := 0; i < len(text); i++ {
		if text[i] != '[' {
			continue
		}
		depth, end := 0, -1
		for j := i; j < len(text); j++ {
			if text[j] == '[' {
				depth++
			} else if text[j] == ']' {
				depth--
				if depth == 0 {
					end = j
					break
				}
			}
		}
		if end < 0 {
			// An unclosed bracket: everything after it is the user's.
			end = len(text)
		}
		body := text[i+1 : end]
		if name, rest, ok := strings.Cut(body, ":"); ok {
			out = append(out, inlinePart{name: strings.Join(strings.Fields(name), " "), body: rest})
		} else {
			out = append(out, inlinePart{body: body})
		}
		i = end
	}
	return out
}

// withoutInline replaces each inline card in text by "[Name]".
func withoutInline(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] != '[' {
			b.WriteByte(text[i])
			continue
		}
		depth, end := 0, len(text)
		for j := i; j < len(text); j++ {
			if text[j] == '[' {
				depth++
			} else if text[j] == ']' {
				depth--
				if depth == 0 {
					end = j
					break
				}
			}
		}
		name, _, _ := strings.Cut(text[i+1:min(end, len(text))], ":")
		b.WriteString("[" + strings.Join(strings.Fields(name), " ") + "]")
		i = end
	}
	return b.String()
}

// userPieces splits the user's part of inline cards into the pieces an
// engine text may quote: the whole, each line, and each part between
// dashes.
func userPieces(parts []inlinePart) []string {
	var pieces []string
	add := func(p string) {
		p = strings.TrimSpace(p)
		if len(p) >= 3 && !slices.Contains(pieces, p) {
			pieces = append(pieces, p)
		}
	}
	for _, p := range parts {
		body := fold(p.body)
		add(body)
		for _, line := range strings.Split(body, "\n") {
			add(line)
			for _, part := range strings.Split(line, " - ") {
				add(part)
			}
		}
	}
	// Longest first, so a line is removed before a part of it.
	slices.SortFunc(pieces, func(a, b string) int { return len(b) - len(a) })
	return pieces
}

// catalogName is a card name of the catalog, folded, with what a search
// for it in many texts needs: its lower case and its first word, exactly
// and in lower case ("" where the name does not start with a letter or a
// digit, so that it is always searched for).
type catalogName struct {
	name, lower       string
	first, firstLower string
	words             bool // several words: matched case-insensitively
}

// catalogNames lists the catalog's card names, folded, longest first,
// less the names of one character (the Unstable card "X"), which read as
// the variable X of rules text.
var catalogNames = sync.OnceValue(func() []catalogName {
	var names []catalogName
	for _, n := range catalog.Names() {
		if utf8.RuneCountInString(n) > 1 {
			n = fold(n)
			lower := strings.ToLower(n)
			names = append(names, catalogName{name: n, lower: lower, first: firstWord(n), firstLower: firstWord(lower), words: strings.Contains(n, " ")})
		}
	}
	slices.SortFunc(names, func(a, b catalogName) int { return len(b.name) - len(a.name) })
	return names
})

// namesByFirst indexes catalogNames by their first word, exactly and in
// lower case; always lists the names with no first word.
type namesByFirst struct {
	exact, lower map[string][]int
	always       []int
}

var catalogByFirst = sync.OnceValue(func() *namesByFirst {
	ix := &namesByFirst{exact: map[string][]int{}, lower: map[string][]int{}}
	for i, n := range catalogNames() {
		if n.first == "" || n.firstLower == "" {
			ix.always = append(ix.always, i)
			continue
		}
		ix.exact[n.first] = append(ix.exact[n.first], i)
		if n.words {
			ix.lower[n.firstLower] = append(ix.lower[n.firstLower], i)
		}
	}
	return ix
})

// catalogNamesIn lists the catalog names found in text as findName finds
// them, in the order of catalogNames (longest first). It searches only
// for the names whose first word the text has (textWords.find).
func catalogNamesIn(text string) []string {
	t := wordsOf(text)
	ix := catalogByFirst()
	cands := slices.Clone(ix.always)
	for w := range t.exact {
		cands = append(cands, ix.exact[w]...)
	}
	for w := range t.folded {
		cands = append(cands, ix.lower[w]...)
	}
	slices.Sort(cands)
	names := catalogNames()
	var found []string
	for i, c := range cands {
		if i > 0 && cands[i-1] == c {
			continue
		}
		if t.find(names[c]) >= 0 {
			found = append(found, names[c].name)
		}
	}
	return found
}

// firstWord is the letters and digits s starts with, "" where it starts
// with anything else.
func firstWord(s string) string {
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if end < 0 {
		return s
	}
	return s[:end]
}

// textWords is a text made ready for finding many names in it: its lower
// case ("" where lower-casing changes its length) and the words of each,
// words being the runs of letters and digits.
type textWords struct {
	text, lower   string
	exact, folded map[string]bool
}

func wordsOf(text string) *textWords {
	t := &textWords{text: text, exact: words(text)}
	if lower := strings.ToLower(text); len(lower) == len(text) {
		t.lower, t.folded = lower, words(lower)
	}
	return t
}

func words(s string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		set[w] = true
	}
	return set
}

// find is findName(t.text, n.name). A name found as a whole name starts
// with a whole word of the text (its first word is followed by a
// character that is not a letter or a digit, or it is all of the name and
// nameAt looks at what follows), so a name whose first word the text does
// not have is passed over without searching.
func (t *textWords) find(n catalogName) int {
	if n.words && t.lower != "" {
		if n.firstLower != "" && !t.folded[n.firstLower] {
			return -1
		}
		return findWhole(t.lower, n.lower)
	}
	if n.first != "" && !t.exact[n.first] {
		return -1
	}
	return findWhole(t.text, n.name)
}

// nameAt reports whether name occurs in text at i as a whole name: not
// inside a longer word.
func nameAt(text string, i int, name string) bool {
	if i > 0 {
		r := lastRuneOf(text[:i])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if j := i + len(name); j < len(text) {
		r := firstRuneOf(text[j:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// findName finds name in text as a whole name: case-insensitively for a
// name of several words, exactly for a one-word name ("Forest", "Desert",
// "Exploration"), which is an everyday word when not capitalised. It
// returns the start, or -1.
func findName(text, name string) int {
	if !strings.Contains(name, " ") {
		return findWhole(text, name)
	}
	hay, needle := strings.ToLower(text), strings.ToLower(name)
	if len(hay) != len(text) {
		// Lower-casing changed lengths (rare letters); match exactly.
		hay, needle = text, name
	}
	return findWhole(hay, needle)
}

// findWhole finds needle in hay as a whole name (nameAt), or gives -1.
func findWhole(hay, needle string) int {
	for from := 0; ; {
		i := strings.Index(hay[from:], needle)
		if i < 0 {
			return -1
		}
		i += from
		if nameAt(hay, i, needle) {
			return i
		}
		from = i + 1
	}
}

// replaceNames replaces every whole occurrence of the names in text by
// nameMark.
func replaceNames(text string, names []string) string {
	for _, n := range names {
		if n == "" {
			continue
		}
		for {
			i := findName(text, n)
			if i < 0 {
				break
			}
			text = text[:i] + nameMark + text[i+len(n):]
		}
	}
	return text
}

func lastRuneOf(s string) rune  { r, _ := utf8.DecodeLastRuneInString(s); return r }
func firstRuneOf(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }
