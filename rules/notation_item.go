package rules

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// items reads the comma-separated items of a statement for player who.
func (ps *boardParser) items(who string, st *playerState) error {
	for {
		ps.skipSpace()
		if ps.atEnd() || ps.text[ps.pos] == ',' {
			return ps.errf(ps.pos, "empty item: expected a card or hand, library, life or lands played N, found %s", found(ps.text, ps.pos))
		}
		if err := ps.item(who, st); err != nil {
			return err
		}
		ps.skipSpace()
		if ps.atEnd() {
			return nil
		}
		if ps.text[ps.pos] != ',' {
			return ps.errf(ps.pos, `expected "," or the end of the statement after an item, found %s`, found(ps.text, ps.pos))
		}
		ps.pos++
		if next, err := ps.statementAfterComma(); next || err != nil {
			return err
		}
	}
}

// numberItems are the items that give a player a number.
var numberItems = map[string]string{
	"hand":    "a hand size",
	"library": "a library size",
	"life":    "life",
	"lands":   "lands played",
}

// item reads one item: a number, or a card with its count and attributes.
// The attributes are only located here; they are read once every permanent
// is known.
func (ps *boardParser) item(who string, st *playerState) error {
	start := ps.pos
	if handled, err := ps.phraseItem(who, st); handled || err != nil {
		return err
	}
	count, countAt, afterCount, err := ps.count()
	if err != nil {
		return err
	}
	if countAt < 0 {
		if handled, err := ps.numberItem(who, st); handled || err != nil {
			return err
		}
	}
	ps.pos = afterCount
	ps.skipSpace()
	if countAt >= 0 && (ps.atEnd() || ps.text[ps.pos] == ',') {
		return ps.errf(ps.pos, "expected a card after %s, found %s", excerpt(strings.TrimRightFunc(ps.text[countAt:afterCount], unicode.IsSpace)), found(ps.text, ps.pos))
	}
	card, err := ps.card(countAt >= 0)
	if err != nil {
		return err
	}
	if ps.nperm+count > MaxPermanents {
		return ps.errf(start, "too many permanents: a board holds at most %d", MaxPermanents)
	}
	ps.nperm += count
	perms := make([]*Permanent, count)
	for i := range perms {
		perms[i] = &Permanent{Card: card, Controller: who}
	}
	st.perms = append(st.perms, perms...)
	ps.skipSpace()
	if ps.pos < len(ps.text) && ps.text[ps.pos] == '(' {
		open := ps.pos
		i := open + 1
		for ; i < len(ps.text) && ps.text[i] != ')'; i++ {
			switch c := ps.text[i]; {
			case isSep(c):
				return ps.errf(open, `unclosed "(": expected ")" before %s`, found(ps.text, i))
			case c == '(' || c == '[' || c == ']':
				return ps.errf(i, "unexpected %q inside attributes: expected %s", string(c), attrHelp)
			}
		}
		if i >= len(ps.text) {
			return ps.errf(open, `unclosed "(": expected ")" before the end of the board`)
		}
		ps.attrLists = append(ps.attrLists, attrList{start: open + 1, end: i, perms: perms})
		ps.pos = i + 1
	}
	return nil
}

// count reads "Nx " at the current position. countAt is -1 when there is
// none; afterCount is where the card starts.
func (ps *boardParser) count() (n, countAt, afterCount int, err error) {
	s, i := ps.text, ps.pos
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == i {
		return 1, -1, i, nil
	}
	k := skipSpaceIn(s, j)
	x := k < len(s) && (s[k] == 'x' || s[k] == 'X')
	if x {
		k++
		x = k >= len(s) || s[k] == '[' || s[k] == ',' || isSep(s[k]) || spaceAt(s, k) > 0
	}
	if !x {
		// "2 Forest" is "2x Forest", unless a card name starts with the
		// number ("1996 World Champion").
		if k == j || k >= len(s) || isSep(s[k]) {
			return 1, -1, i, nil
		}
		if _, _, isCard := ps.catalogNameAt(i); isCard {
			return 1, -1, i, nil
		}
	}
	n, ok := smallNumber(s[i:j])
	shown := s[i:j]
	if x {
		shown = s[i:k]
	}
	switch {
	case !ok || n > MaxCopies:
		return 0, i, k, ps.errf(i, "%s: at most %d copies in one item", excerpt(shown), MaxCopies)
	case n == 0:
		return 0, i, k, ps.errf(i, "%s: a count must be 1 or more", excerpt(shown))
	}
	return n, i, k, nil
}

// smallNumber reads a string of digits no greater than maxNumber.
func smallNumber(digits string) (int, bool) {
	n := 0
	for i := 0; i < len(digits); i++ {
		if !isDigit(digits[i]) {
			return 0, false
		}
		n = n*10 + int(digits[i]-'0')
		if n > maxNumber {
			return 0, false
		}
	}
	return n, digits != ""
}

// numberItem reads "hand N", "library N", "life N" or "lands played N" if
// one starts here (and no card name does).
func (ps *boardParser) numberItem(who string, st *playerState) (bool, error) {
	s, start := ps.text, ps.pos
	wend := wordAt(s, start)
	word := strings.ToLower(s[start:wend])
	what, ok := numberItems[word]
	if !ok {
		return false, nil
	}
	if wend < len(s) && !(spaceAt(s, wend) > 0 || s[wend] == '-' || s[wend] == ',' || s[wend] == ':' || isSep(s[wend])) {
		return false, nil
	}
	if _, _, isCard := ps.catalogNameAt(start); isCard {
		return false, nil
	}
	kwEnd := wend
	if word == "lands" {
		p := skipSpaceIn(s, wend)
		pend := wordAt(s, p)
		if p == wend || strings.ToLower(s[p:pend]) != "played" {
			return false, nil
		}
		kwEnd = pend
	}
	keyword := strings.Join(strings.Fields(strings.ToLower(s[start:kwEnd])), " ")
	at := skipSpaceIn(s, kwEnd)
	if at < len(s) && s[at] == ':' {
		// "hand: 0" is "hand 0".
		at = skipSpaceIn(s, at+1)
	}
	end := at
	for end < len(s) && s[end] != ',' && s[end] != '(' && !isSep(s[end]) && spaceAt(s, end) == 0 {
		end++
	}
	token := s[at:end]
	if token == "" {
		return true, ps.errf(at, "expected a number after %q, found %s", keyword, found(s, at))
	}
	digits, neg := token, false
	if word == "life" && strings.HasPrefix(token, "-") {
		digits, neg = token[1:], true
	}
	n, isNum := smallNumber(digits)
	if !isNum {
		if strings.Trim(digits, "0123456789") == "" && digits != "" {
			return true, ps.errf(at, "%s %s: at most %d", keyword, excerpt(token), maxNumber)
		}
		whole := strings.TrimLeft(token, "+-")
		if strings.ContainsAny(whole, "0123456789") && strings.Trim(whole, "0123456789.") == "" {
			if word == "life" {
				return true, ps.errf(at, "%s %s: life must be a whole number", keyword, token)
			}
			return true, ps.errf(at, "%s %s: %s must be a whole number 0 or more", keyword, token, what)
		}
		return true, ps.errf(at, "expected a number after %q, found %s", keyword, excerpt(token))
	}
	if neg {
		n = -n
	}
	if err := ps.setNumber(who, st, word, start, n); err != nil {
		return true, err
	}
	ps.pos = end
	return true, nil
}

// setNumber gives who the number of the item that starts with word (hand,
// library, life or lands), written at start.
func (ps *boardParser) setNumber(who string, st *playerState, word string, start, n int) error {
	keyword := word
	if word == "lands" {
		keyword = "lands played"
	}
	var set *setting
	var dst **int
	switch word {
	case "hand":
		set, dst = &st.hand, &st.p.Hand
	case "library":
		set, dst = &st.library, &st.p.Library
	case "life":
		set, dst = &st.life, &st.p.Life
	case "lands":
		set = &st.lands
	}
	if set.set {
		return ps.errf(start, "%s's %s is given twice (first at %d)", who, keyword, set.at)
	}
	*set = setting{set: true, at: start}
	if dst != nil {
		v := n
		*dst = &v
	} else {
		st.p.LandsPlayed = n
	}
	return nil
}

// card reads a CARD: an inline card or a catalog name; after a count
// (counted), a plural of a catalog name too.
func (ps *boardParser) card(counted bool) (*catalog.Card, error) {
	s, at := ps.text, ps.pos
	if s[at] == '[' {
		return ps.inlineCard()
	}
	if c, end, ok := ps.catalogNameAt(at); ok {
		ps.pos = end
		return c, nil
	}
	if c, end, ok := ps.pluralNameAt(at); ok {
		if !counted {
			return nil, ps.pluralWithoutCount(at, s[at:end], c)
		}
		ps.pos = end
		return c, nil
	}
	name := s[at:nameEnds(s, at, len(s), 0, "()[]")[0]]
	name = strings.TrimRightFunc(name, unicode.IsSpace)
	if name == "" {
		return nil, ps.errf(at, "expected a card name, found %s", found(s, at))
	}
	if known := catalogPrefix(name); known != "" {
		e := ps.errf(at, `unknown card %s: expected "," or "(" after %q`, excerpt(name), known)
		e.Suggestions = []string{known}
		return nil, e
	}
	e := ps.errf(at, "unknown card %s", excerpt(name))
	e.Suggestions = suggest(name)
	return nil, e
}

// catalogPrefix returns the longest catalog name that name starts with,
// followed by a space ("Forest" in "Forest tapped"), or "".
func catalogPrefix(name string) string {
	if len(name) > maxInlineName {
		name = name[:maxInlineName]
	}
	for i := len(name) - 1; i > 0; i-- {
		if spaceAt(name, i) > 0 {
			if c, ok := lookupCatalog(name[:i]); ok {
				return c.Name
			}
		}
	}
	return ""
}

// lookupCatalog finds a card or a face of the catalog by name.
func lookupCatalog(name string) (*catalog.Card, bool) {
	return catalog.Lookup(name)
}

// foldKey folds a name exactly as catalog.Key does, quickly for ASCII text
// (which the catalog's replacements of quotes and dashes do not touch).
func foldKey(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return catalog.Key(s)
		}
	}
	b := make([]byte, 0, len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			space = len(b) > 0
			continue
		}
		if space {
			b = append(b, ' ')
			space = false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return string(b)
}

// catalogCommas is the most commas any catalog name holds.
var catalogCommas = sync.OnceValue(func() int {
	m := 0
	for _, n := range catalog.Names() {
		m = max(m, strings.Count(n, ","))
	}
	return m
})

// nameEnds returns where a name starting at i may end, longest first:
// before each of the first commas+1 commas (a name of up to that many
// commas), or at the first byte of stops, a statement separator or limit.
// The shortest (up to the first comma) is last.
func nameEnds(s string, i, limit, commas int, stops string) []int {
	var ends []int
	n := 0
	j := i
	for ; j < limit; j++ {
		c := s[j]
		if isSep(c) || strings.IndexByte(stops, c) >= 0 {
			break
		}
		if c == ',' {
			ends = append(ends, j)
			n++
			if n > commas {
				break
			}
		}
	}
	if n <= commas {
		ends = append(ends, j)
	}
	for l, r := 0, len(ends)-1; l < r; l, r = l+1, r-1 {
		ends[l], ends[r] = ends[r], ends[l]
	}
	return ends
}

// catalogNameAt finds the longest catalog name at i, and where it ends.
func (ps *boardParser) catalogNameAt(i int) (*catalog.Card, int, bool) {
	for _, e := range nameEnds(ps.text, i, len(ps.text), catalogCommas(), "()[]") {
		name := strings.TrimRightFunc(ps.text[i:e], unicode.IsSpace)
		if name == "" {
			continue
		}
		if c, ok := lookupCatalog(name); ok {
			return c, i + len(name), true
		}
	}
	return nil, 0, false
}

// maxInlineName bounds the name of an inline card (the longest printed
// card name has 141 letters).
const maxInlineName = 200

// inlineCard reads "[Name: Type line — Oracle text]" at the current
// position.
func (ps *boardParser) inlineCard() (*catalog.Card, error) {
	s, open := ps.text, ps.pos
	depth, close := 0, -1
	for i := open; i < len(s); i++ {
		if s[i] == '[' {
			depth++
		} else if s[i] == ']' {
			depth--
			if depth == 0 {
				close = i
				break
			}
		}
	}
	if close < 0 {
		return nil, ps.errf(open, `unclosed "[": expected "]" to end the inline card`)
	}
	ps.pos = close + 1
	body := s[open+1 : close]
	colon := strings.IndexByte(body, ':')
	if colon < 0 {
		return nil, ps.errf(open, `inline card without ":": expected [Name: Type line — Oracle text]`)
	}
	name := strings.Join(strings.Fields(body[:colon]), " ")
	if name == "" {
		return nil, ps.errf(open, `inline card without a name: expected [Name: Type line — Oracle text]`)
	}
	if len(name) > maxInlineName {
		return nil, ps.errf(open+1, "an inline card name has at most %d bytes; found %d", maxInlineName, len(name))
	}
	if i := strings.IndexAny(name, "#()[];"); i >= 0 {
		return nil, ps.errf(open+1+strings.IndexAny(body, "#()[];"), "an inline card name cannot hold %q: found %s", string(name[i]), excerpt(name))
	}
	typeLine, oracle := splitInline(body[colon+1:])
	if len(typeLine) > maxInlineName {
		return nil, ps.errf(open, "inline card %q: a type line has at most %d bytes; found %d", name, maxInlineName, len(typeLine))
	}
	c, err := catalog.NewInline(name, typeLine, oracle)
	if err != nil {
		return nil, ps.errf(open, "%s", err.Error())
	}
	return c, nil
}

// dashAt returns the end of a dash at i, or -1: "—" or "–" anywhere, "-"
// or "--" standing alone (between spaces, or before another dash).
func dashAt(s string, i int) int {
	switch {
	case strings.HasPrefix(s[i:], "—"):
		return i + len("—")
	case strings.HasPrefix(s[i:], "–"):
		return i + len("–")
	case s[i] == '-':
		j := i + 1
		if j < len(s) && s[j] == '-' {
			j++
		}
		before := i == 0 || unicode.IsSpace(lastRune(s[:i]))
		next := firstRune(s[j:])
		after := j == len(s) || unicode.IsSpace(next) || next == '—' || next == '–'
		if before && after {
			return j
		}
	}
	return -1
}

func lastRune(s string) rune  { r, _ := utf8.DecodeLastRuneInString(s); return r }
func firstRune(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }

// nextDash finds the first dash at or after i: its start and end, or -1.
func nextDash(s string, i int) (int, int) {
	for ; i < len(s); i++ {
		if e := dashAt(s, i); e >= 0 {
			return i, e
		}
	}
	return -1, -1
}

// splitInline splits what follows the name of an inline card into its
// type line (with subtypes and P/T) and its Oracle text, one ability a
// line.
func splitInline(rest string) (typeLine, oracle string) {
	d1, e1 := nextDash(rest, 0)
	if d1 < 0 {
		return strings.Join(strings.Fields(rest), " "), ""
	}
	types := strings.Join(strings.Fields(rest[:d1]), " ")
	after := rest[e1:]
	d2, e2 := nextDash(after, 0)
	seg := after
	if d2 >= 0 {
		seg = after[:d2]
	}
	switch {
	case strings.TrimSpace(seg) == "" && d2 >= 0:
		return types, abilities(after[e2:])
	case isSubtypeList(seg) && !strings.ContainsAny(strings.TrimSpace(seg), "\n\r"):
		typeLine = types + " — " + strings.Join(strings.Fields(seg), " ")
		if d2 >= 0 {
			oracle = abilities(after[e2:])
		}
		return typeLine, oracle
	}
	return types, abilities(after)
}

// isSubtypeList reports whether s is words of letters (with ' and -),
// possibly ending in power/toughness.
func isSubtypeList(s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 {
		return false
	}
	for i, w := range words {
		if i == len(words)-1 && i > 0 && isPT(w) {
			continue
		}
		if !unicode.IsLetter(firstRune(w)) {
			return false
		}
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '\'' && r != '’' && r != '-' {
				return false
			}
		}
	}
	return true
}

// isPT reports whether w is a power/toughness like "2/2" or "*/*".
func isPT(w string) bool {
	p, t, ok := strings.Cut(w, "/")
	ok = ok && p != "" && t != ""
	return ok && strings.Trim(p, "0123456789X*+-") == "" && strings.Trim(t, "0123456789X*+-") == ""
}

// abilities splits Oracle text written in a board into one ability a line:
// abilities are separated by line breaks or a "|" standing alone; runs of
// white space become one space.
func abilities(s string) string {
	var sb strings.Builder
	newAbility := false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\n' || r == '\r':
			newAbility = true
			i += size
			continue
		case unicode.IsSpace(r):
			i += size
			continue
		}
		j := i + size
		for j < len(s) {
			r, size := utf8.DecodeRuneInString(s[j:])
			if unicode.IsSpace(r) {
				break
			}
			j += size
		}
		if w := s[i:j]; w == "|" {
			newAbility = true
		} else {
			if sb.Len() > 0 {
				if newAbility {
					sb.WriteByte('\n')
				} else {
					sb.WriteByte(' ')
				}
			}
			sb.WriteString(w)
			newAbility = false
		}
		i = j
	}
	return sb.String()
}
