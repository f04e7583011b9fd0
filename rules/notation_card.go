package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/catalog"
)

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
	var endsArr [8]int
	name := s[at:nameEnds(endsArr[:0], s, at, len(s), 0, "()[]")[0]]
	name = strings.TrimRightFunc(name, unicode.IsSpace)
	if name == "" {
		return nil, ps.errf(at, "expected a card name, found %s", found(s, at))
	}
	if c, ok := predefinedToken(name, counted); ok {
		// "Treasure", "3x Treasure tokens" (CR 111.10).
		ps.pos = at + len(name)
		return c, nil
	}
	if m := reGroupedCount.FindStringSubmatch(s[at:]); m != nil {
		// "1,000x Forest": the count's thousands separator read as the
		// comma between items.
		n := strings.ReplaceAll(m[1], ",", "")
		e := ps.errf(at, "%s: write the count without a thousands separator, like %q", Excerpt(m[0]), n+"x "+strings.TrimSpace(m[2]))
		e.Suggestions = []string{n + "x " + strings.TrimSpace(m[2])}
		return nil, e
	}
	if i := strings.IndexAny(name, wideCommas); i >= 0 {
		// "Forest、Island", "Forest，Island": a comma of another script.
		r, _ := utf8.DecodeRuneInString(name[i:])
		fixed := strings.NewReplacer("、", ", ", "，", ", ", "､", ", ", "﹐", ", ", "；", "; ", "﹔", "; ").Replace(name)
		e := ps.errf(at+i, "unknown card %s: items are separated by \",\" and players by \";\", not %q; like %q", Excerpt(name), string(r), fixed)
		e.Suggestions = []string{fixed}
		return nil, e
	}
	if e := ps.misplacedCount(at, name); e != nil {
		return nil, e
	}
	if rest, ok := cutTimesSign(name); ok && counted {
		// "2 × Forest": the count was read, then the sign.
		if c, found := lookupCatalog(rest); found {
			n := strings.TrimRightFunc(s[:at], unicode.IsSpace)
			n = n[strings.LastIndexFunc(n, func(r rune) bool { return r < '0' || r > '9' })+1:]
			e := ps.errf(at, "%s: write the count as a number and x before the name, like %q", Excerpt(name), n+"x "+c.Name)
			e.Suggestions = []string{n + "x " + c.Name}
			return nil, e
		}
	}
	if known, n := catalogPrefix(name); known != "" {
		if m := reCountAfter.FindStringSubmatch(name[n:]); m != nil {
			e := ps.errf(at, "%s: write the count before the name, like %q", Excerpt(name), m[1]+"x "+known)
			e.Suggestions = []string{m[1] + "x " + known}
			return nil, e
		}
		e := ps.errf(at, `unknown card %s: expected "," or "(" after %q`, Excerpt(name), known)
		e.Suggestions = []string{known}
		return nil, e
	}
	if word, rest, ok := strings.Cut(name, " "); ok && (FoldPlayer(word) == Me || ps.isPlayerWord(FoldPlayer(strings.ToLower(word)))) {
		if c, ok := lookupCatalog(strings.TrimSpace(rest)); ok {
			// "opp Chalice of the Void": the colon after the player
			// word is missing.
			e := ps.errf(at, "unknown card %s: a player's items follow their name and a colon, like %q", Excerpt(name), strings.ToLower(word)+": "+c.Name)
			e.Suggestions = []string{strings.ToLower(word) + ": " + c.Name}
			return nil, e
		}
	}
	e := ps.errf(at, "unknown card %s", Excerpt(name))
	e.Suggestions = suggest(name)
	return nil, e
}

// reGroupedCount is a count written with thousands separators before a
// name: "1,000x Forest"; 1 is the count, 2 the name up to the next item.
var reGroupedCount = regexp.MustCompile(`^([0-9]{1,3}(?:,[0-9]{3})+)\s*[xX×]\s*([^,;\]\[()]*)`)

// wideCommas are the commas and semicolons of other scripts (ideographic,
// full-width, small) that a phone keyboard may type.
const wideCommas = "、，､﹐；﹔"

// catalogPrefix returns the longest catalog name that name starts with,
// followed by a space ("Forest" in "Forest tapped"), and how many bytes
// of name it takes, which a name looked up loosely may make other than
// its own length ("GhirApurOrrerY 0"); "", 0 for none.
func catalogPrefix(name string) (string, int) {
	if len(name) > maxInlineName {
		name = name[:maxInlineName]
	}
	for i := len(name) - 1; i > 0; i-- {
		if spaceAt(name, i) > 0 {
			if c, ok := lookupCatalog(name[:i]); ok {
				return c.Name, i
			}
		}
	}
	return "", 0
}

// lookupCatalog finds a card or a face of the catalog by name.
func lookupCatalog(name string) (*catalog.Card, bool) {
	return catalog.Lookup(name)
}

// catalogCommas is the most commas any catalog name holds.
func catalogCommas() int { return catalog.MostCommas() }

// nameEnds returns where a name starting at i may end, longest first:
// before each of the first commas+1 commas (a name of up to that many
// commas), or at the first byte of stops, a statement separator or limit.
// The shortest (up to the first comma) is last. They are appended to
// ends, which the caller may give room on its stack.
func nameEnds(ends []int, s string, i, limit, commas int, stops string) []int {
	ends = ends[:0]
	n := 0
	j := i
	for ; j < limit; j++ {
		c := s[j]
		if isSep(c) || isStop(stops, c) {
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

// isStop reports whether c is one of the bytes of stops, which are few.
func isStop(stops string, c byte) bool {
	for i := 0; i < len(stops); i++ {
		if stops[i] == c {
			return true
		}
	}
	return false
}

// isNameStop reports whether c ends a catalog name read from a board: a
// statement separator or a parenthesis or bracket (catalogNameAt).
func isNameStop(c byte) bool {
	return isSep(c) || c == '(' || c == ')' || c == '[' || c == ']'
}

// catalogNameAt finds the longest catalog name at i, and where it ends.
func (ps *boardParser) catalogNameAt(i int) (*catalog.Card, int, bool) {
	commas := catalogCommas()
	if commas > 0 {
		// Text with a comma is a name only if some name with a comma
		// starts as the text before its first comma does: else only the
		// shortest end can be one's.
		j := i
		for j < len(ps.text) && !isNameStop(ps.text[j]) && ps.text[j] != ',' {
			j++
		}
		if j < len(ps.text) && ps.text[j] == ',' && !catalog.CommaHead(ps.text[i:j]) {
			commas = 0
		}
	}
	var endsArr [8]int
	for _, e := range nameEnds(endsArr[:0], ps.text, i, len(ps.text), commas, "()[]") {
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

// reCountAfter is a count written after a card name: " x2", " 2x", " (x2)".
var reCountAfter = regexp.MustCompile(`^\s+\(?[xX]?(\d+)[xX]?\)?$`)

// reBadCount is a count that is not a whole number 1 or more, or one
// written "x2": "-2x", "-2", "2.5x", "x2", before a name.
var reBadCount = regexp.MustCompile(`^(?:(-\d+|\d+[.,]\d+)\s*[xX]?|[xX](\d+)|(\d+)\s*[×*])\s*(.+)$`)

// cutTimesSign is name without a multiplication sign before it ("× Forest",
// "* Forest"), and whether it had one.
func cutTimesSign(name string) (string, bool) {
	for _, sign := range []string{"×", "*"} {
		if rest, ok := strings.CutPrefix(name, sign); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return name, false
}

// misplacedCount is the error for a count before a card name that is not
// a whole number 1 or more ("-2x Forest", "2.5x Forest") or is written
// "x2 Forest" or "2× Forest"; nil where name is no such thing.
func (ps *boardParser) misplacedCount(at int, name string) *InputError {
	m := reBadCount.FindStringSubmatch(name)
	if m == nil {
		return nil
	}
	c, ok := lookupCatalog(m[4])
	if !ok {
		return nil
	}
	if n := m[2] + m[3]; n != "" {
		// "x2 Forest", "2× Forest", "2*Forest".
		e := ps.errf(at, "%s: write the count as a number and x before the name, like %q", Excerpt(name), n+"x "+c.Name)
		e.Suggestions = []string{n + "x " + c.Name}
		return e
	}
	e := ps.errf(at, "%s: a count must be a whole number 1 or more, like %q", Excerpt(m[1]), "2x "+c.Name)
	return e
}
