package phrasing

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules"
)

// Reason names the check a phrasing failed. Reasons are few and fixed, so
// they make good metric labels.
type Reason string

// The checks a phrasing must pass, in the order they are made.
const (
	// ReasonNotUnderstood: the engine could not rule, so there is no
	// verdict to reword; the engine's own words say why.
	ReasonNotUnderstood Reason = "not_understood"
	// ReasonEmpty: no text, or no words in it.
	ReasonEmpty Reason = "empty"
	// ReasonLength: longer than the limit.
	ReasonLength Reason = "length"
	// ReasonEscape: a literal escape sequence ("\n", "\u00e9"), an HTML
	// entity, or a control or bidirectional-override character.
	ReasonEscape Reason = "escape"
	// ReasonMarkup: a link, a Discord mention (@everyone, <@id>), or the
	// prompt's own data markers.
	ReasonMarkup Reason = "markup"
	// ReasonStubCitation: an empty or placeholder citation: "rule .", "CR"
	// without a number, "[citation needed]", "(see rule)", "rule XXX".
	ReasonStubCitation Reason = "stub_citation"
	// ReasonCard: a card name the ruling does not contain.
	ReasonCard Reason = "card"
	// ReasonMana: a mana symbol, an amount of mana or a color the ruling
	// does not contain, or a stray brace.
	ReasonMana Reason = "mana"
	// ReasonRule: a rule number the ruling does not cite, or an official
	// ruling's date it does not cite.
	ReasonRule Reason = "rule"
	// ReasonNumber: a number the ruling does not contain, or one the
	// checks cannot read (a Roman numeral, a digit of another script).
	ReasonNumber Reason = "number"
	// ReasonAction: a game action (drawing, discarding, sacrificing,
	// exiling, destroying, damage, milling, scrying, tokens, poison, life)
	// the ruling does not speak of.
	ReasonAction Reason = "action"
	// ReasonVerdict: the verdict is missing or contradicted.
	ReasonVerdict Reason = "verdict"
)

// Reasons lists every Reason, for metrics that want each label from the
// start.
var Reasons = []Reason{
	ReasonNotUnderstood, ReasonEmpty, ReasonLength, ReasonEscape, ReasonMarkup, ReasonStubCitation,
	ReasonCard, ReasonMana, ReasonRule, ReasonNumber, ReasonAction, ReasonVerdict,
}

// Rejection is why a phrasing may not be shown.
type Rejection struct {
	Reason Reason
	// Detail says what in the text failed, for the log.
	Detail string
}

// Error says that the phrasing was rejected, for which check, and what
// failed.
func (e *Rejection) Error() string {
	return fmt.Sprintf("phrasing rejected (%s): %s", e.Reason, e.Detail)
}

func reject(reason Reason, format string, args ...any) *Rejection {
	return &Rejection{Reason: reason, Detail: fmt.Sprintf(format, args...)}
}

// DefaultMaxLength is the longest phrasing shown, in characters, when
// Config.MaxLength is 0: a few short paragraphs.
const DefaultMaxLength = 1200

var (
	backslashRe = regexp.MustCompile(`\\.?`)
	entityRe    = regexp.MustCompile(`&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,9});`)
	markupRes   = []*regexp.Regexp{
		regexp.MustCompile(`(?i)\b(?:https?|ftp|file|data|javascript|mailto)\s*:`),
		regexp.MustCompile(`(?i)\bwww\.`),
		regexp.MustCompile(`\]\(`),
		regexp.MustCompile(`(?i)@(?:everyone|here)\b`),
		regexp.MustCompile(`<[@#:]|<a:|<t:`),
		regexp.MustCompile(`(?i)</?\s*ruling`),
	}
	stubRes = []*regexp.Regexp{
		regexp.MustCompile(`(?i)\[\s*(?:citation|source|ref|reference|rule)[^\]]*\]`),
		regexp.MustCompile(`(?i)\(\s*(?:see\s+)?(?:the\s+)?(?:rules?|cr|comprehensive rules|ruling|source|citation)\s*\)`),
		regexp.MustCompile(`(?i)\b(?:rules?|cr|section)\s+[.,;:)\]!?]`),
		regexp.MustCompile(`(?i)\b(?:rules?|cr|section)\s*(?:#+|x{2,}\b|n{1,3}\b|\?+|_+|number\b|tbd\b|\.{2,}|<)`),
		regexp.MustCompile(`(?i)\b(?:see|per|under|citing|cite|cites|according to)\s+(?:rules?|cr|section)\s*(?:$|[^\s\d])`),
		regexp.MustCompile(`(?i)\b(?:rules?|cr)\s*$`),
		regexp.MustCompile(`\?\?|(?i)\b(?:todo|tbd|fixme|placeholder|lorem)\b`),
		regexp.MustCompile(`\(\s*\)|\[\s*\]|\{\s*\}|""|''`),
	}
	crWordRe = regexp.MustCompile(`\bCR\b`)
	crNumRe  = regexp.MustCompile(`^\s*\d{3}`)
)

// Check reports whether text may be shown as a rewording of r, and if not,
// why (a *Rejection). maxLength is the limit in characters; 0 means
// DefaultMaxLength. Check reads only r and text: no I/O.
//
// The checks (the package documentation explains the design):
//   - the ruling was understood (otherwise there is no verdict to reword);
//   - the text has words, is within the length limit, and holds no literal
//     escape sequence, entity, control character, link or mention;
//   - no empty or placeholder citation;
//   - every card name, mana symbol, run of mana, color, official ruling
//     date, rule number and number in it is one the ruling contains, read
//     after folding quotes, dashes and spaces, and without the text users
//     wrote into inline cards;
//   - it states the ruling's verdict and nothing contradicting it.
//
// It is long because it is the list above, one check after another, in the
// order a reader would apply them; each is a few lines.
func Check(r *rules.Ruling, text string, maxLength int) error {
	if r == nil {
		return reject(ReasonEmpty, "no ruling")
	}
	if !r.Understood {
		return reject(ReasonNotUnderstood, "the engine could not rule on this question")
	}
	if maxLength <= 0 {
		maxLength = DefaultMaxLength
	}
	text = strings.TrimSpace(text)
	if !strings.ContainsFunc(text, unicode.IsLetter) {
		return reject(ReasonEmpty, "no words in %q", excerpt(text))
	}
	if n := utf8.RuneCountInString(text); n > maxLength {
		return reject(ReasonLength, "%d characters, at most %d", n, maxLength)
	}
	if !utf8.ValidString(text) {
		return reject(ReasonEscape, "not valid UTF-8")
	}
	for _, c := range text {
		if c == '\n' || c == '\t' {
			continue
		}
		if unicode.IsControl(c) || unicode.Is(unicode.Bidi_Control, c) || c == '\ufffd' {
			return reject(ReasonEscape, "control character %U", c)
		}
	}
	if m := backslashRe.FindString(text); m != "" {
		return reject(ReasonEscape, "literal escape %q", m)
	}
	if m := entityRe.FindString(text); m != "" {
		return reject(ReasonEscape, "HTML entity %q", m)
	}
	f := fold(text)
	for _, re := range markupRes {
		if m := re.FindString(f); m != "" {
			return reject(ReasonMarkup, "%q", m)
		}
	}
	for _, re := range stubRes {
		if loc := re.FindStringIndex(f); loc != nil {
			return reject(ReasonStubCitation, "%q", around(f, loc))
		}
	}
	for _, loc := range crWordRe.FindAllStringIndex(f, -1) {
		if !crNumRe.MatchString(f[loc[1]:]) {
			return reject(ReasonStubCitation, "%q: CR without a rule number", around(f, loc))
		}
	}

	v := vocabularyOf(r)
	named := replaceNames(f, v.names)
	if found := catalogNamesIn(named); len(found) > 0 {
		return reject(ReasonCard, "%q is not in the ruling", found[0])
	}
	s := scan(named)
	if s.foreign != "" {
		return reject(ReasonNumber, "number character %q", s.foreign)
	}
	if s.strays {
		return reject(ReasonMana, "a brace outside a mana symbol")
	}
	for _, sym := range s.symbols {
		if !v.symbols[sym] {
			return reject(ReasonMana, "mana symbol %s is not in the ruling", sym)
		}
	}
	for _, run := range s.runs {
		if !v.runs[run] {
			return reject(ReasonMana, "mana %s is not in the ruling", run)
		}
	}
	for _, c := range s.colors {
		if !v.colors[c] {
			return reject(ReasonMana, "the color %q is not in the ruling", c)
		}
	}
	for _, d := range s.dates {
		if !v.dates[d] {
			return reject(ReasonRule, "no official ruling of %s is cited", d)
		}
	}
	for _, n := range s.rules {
		if !v.rules[n] {
			return reject(ReasonRule, "rule %s is not cited by the ruling (it cites %s)", n, strings.Join(r.Rules, ", "))
		}
	}
	for _, n := range s.bare {
		if !v.rules[n] {
			return reject(ReasonRule, "rule %s is not cited by the ruling (it cites %s)", n, strings.Join(r.Rules, ", "))
		}
	}
	for _, c := range s.counters {
		if !v.counters[c] {
			return reject(ReasonNumber, "%s is not in the ruling", c)
		}
	}
	for _, n := range s.numbers {
		if !v.numbers[n] {
			return reject(ReasonNumber, "%d is not a number the ruling contains", n)
		}
	}
	for _, a := range s.actions {
		if !v.actions[a] {
			return reject(ReasonAction, "it speaks of %q; the ruling does not", a)
		}
	}
	return checkVerdict(r, v, s)
}

// vocabulary is what a ruling contains, that a phrasing may repeat.
type vocabulary struct {
	names    []string // card names, folded, longest first
	symbols  map[string]bool
	runs     map[string]bool
	dates    map[string]bool
	rules    map[string]bool
	counters map[string]bool
	numbers  map[int]bool
	colors   map[string]bool
	actions  map[string]bool
	// engine is the ruling's own text, scanned, for the verdict checks.
	engine []scanned
}

// engineTexts is what the ruling says in words: its answer, the question
// in canonical form, the board, the outcomes, the steps, the official
// rulings and the triggers.
func engineTexts(r *rules.Ruling) []string {
	texts := []string{r.Answer, r.Canonical, r.Board}
	for _, o := range r.Outcomes {
		texts = append(texts, o.Choices...)
		texts = append(texts, o.Events...)
		if o.Mana != nil {
			texts = append(texts, *o.Mana)
		}
	}
	for _, s := range r.Steps {
		texts = append(texts, s.Text)
		for _, c := range s.Rulings {
			texts = append(texts, c.Card+" ("+c.Date+"): "+c.Text)
		}
	}
	for _, c := range r.Rulings {
		texts = append(texts, c.Card+" ("+c.Date+"): "+c.Text)
	}
	for _, t := range r.Triggers {
		texts = append(texts, t.Source+" ("+rules.PlayerName(t.Controller)+", for "+rules.PlayerName(t.Player)+")")
	}
	return texts
}

// vocabularyOf gathers what r contains. The text users wrote into inline
// cards (type lines and Oracle text) is taken out first: it is data the
// user controls, and a number or card name in it must not become one the
// phrasing may use.
//
// It is long because it walks every field of a ruling once, each kind of term
// in its own few lines.
func vocabularyOf(r *rules.Ruling) *vocabulary {
	v := &vocabulary{
		symbols: map[string]bool{}, runs: map[string]bool{}, dates: map[string]bool{},
		rules: map[string]bool{}, counters: map[string]bool{}, numbers: map[int]bool{}, colors: map[string]bool{},
		actions: map[string]bool{},
	}
	var inline []inlinePart
	for _, t := range []string{r.Board, r.Canonical, r.Command} {
		inline = append(inline, inlineCards(fold(t))...)
	}
	pieces := userPieces(inline)
	var texts []string
	for _, t := range engineTexts(r) {
		t = withoutInline(fold(t))
		for _, p := range pieces {
			t = strings.ReplaceAll(t, p, " ")
		}
		texts = append(texts, t)
	}

	var inlineNames []string
	for _, p := range inline {
		if p.name != "" && !slices.Contains(inlineNames, p.name) {
			inlineNames = append(inlineNames, p.name)
		}
	}
	joined := replaceNames(strings.Join(texts, "\n"), inlineNames)
	v.names = inlineNames
	v.names = append(v.names, catalogNamesIn(joined)...)
	slices.SortFunc(v.names, func(a, b string) int { return len(b) - len(a) })

	for _, t := range texts {
		s := scan(replaceNames(t, v.names))
		v.engine = append(v.engine, s)
		addAll(v.symbols, s.symbols)
		addAll(v.runs, s.runs)
		addAll(v.dates, s.dates)
		addAll(v.rules, s.rules)
		addAll(v.counters, s.counters)
		addAll(v.numbers, s.numbers)
		addAll(v.colors, s.colors)
		addAll(v.actions, s.actions)
	}

	// What the ruling says in fields rather than words.
	for _, n := range r.Rules {
		v.rules[strings.ToLower(n)] = true
	}
	for _, st := range r.Steps {
		for _, n := range st.Rules {
			v.rules[strings.ToLower(n)] = true
		}
	}
	for _, c := range r.Rulings {
		v.dates[c.Date] = true
	}
	for _, o := range r.Outcomes {
		if o.Mana != nil {
			v.addMana(*o.Mana)
		}
		if len(o.Draws) > 0 {
			v.actions["draw"] = true
		}
		for _, n := range o.Draws {
			v.numbers[n] = true
		}
		for _, n := range o.Hand {
			v.numbers[n] = true
		}
	}
	for _, t := range r.ManaTypes {
		v.addMana("{" + t + "}")
	}
	for _, p := range []*int{r.LandPlays, r.LandsLeft, r.EtbX, r.PermanentX, r.ManaValue, r.ManaValueOnStack} {
		if p != nil {
			v.numbers[*p] = true
		}
	}
	for kind, n := range r.Counters {
		v.counters[kind] = true
		v.numbers[n] = true
	}
	if n := len(r.Triggers); n > 0 {
		v.numbers[n] = true
	}
	if n := len(r.Outcomes); n > 1 {
		v.numbers[n] = true
	}
	return v
}

// addMana adds a mana amount like "{G}{G}": its symbols, the run, its
// colors, and how much mana it is in all and of each color.
func (v *vocabulary) addMana(mana string) {
	syms := symbolRe.FindAllString(mana, -1)
	perColor := map[string]int{}
	for _, s := range syms {
		v.symbols[s] = true
		if len(s) == 3 {
			if c, ok := colorNames[s[1]]; ok {
				v.colors[c] = true
				perColor[c]++
			}
		}
	}
	if run := normalizeRun(mana); run != "" {
		v.runs[run] = true
	}
	v.numbers[len(syms)] = true
	for _, n := range perColor {
		v.numbers[n] = true
	}
}

func addAll[K comparable](m map[K]bool, keys []K) {
	for _, k := range keys {
		m[k] = true
	}
}

// excerpt shortens text for a log line.
func excerpt(text string) string {
	const n = 60
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	return string([]rune(text)[:n]) + "…"
}

// around is the text of a match with a little context.
func around(text string, loc []int) string {
	from, to := max(0, loc[0]-20), min(len(text), loc[1]+20)
	for from > 0 && !utf8.RuneStart(text[from]) {
		from--
	}
	for to < len(text) && !utf8.RuneStart(text[to]) {
		to++
	}
	return text[from:to]
}
