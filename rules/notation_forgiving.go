package rules

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// The forms of board notation people naturally type that are not the
// canonical one: each reads to the same board as its canonical form, and
// so prints canonically.
//
//   - "my" for me and "opponent" for opp (FoldPlayer);
//   - "empty hand", "no cards in hand" and "N cards in hand" for "hand N";
//     "played N lands" and "N lands played" for "lands played N"; a colon
//     after the keyword of a number ("hand: 0", "lands played: 1");
//   - "N CARD" for "Nx CARD", and a plural of a card name after a count
//     ("2 Forests", "2x Islands");
//   - a "," before "WHO:" where WHO is a player word, for ";".

// FoldPlayer returns the player a WHO word names, as the board notation
// reads it: in lower case, with "my", "you" and "your" read as me and "opponent" (or
// "opponentN") as opp (or "oppN"). Other words are only lowered.
func FoldPlayer(word string) string {
	w := strings.ToLower(word)
	switch {
	case w == "my" || w == "you" || w == "your":
		// The engine speaks to the person asking as "you".
		return Me
	case strings.HasPrefix(w, "opponent"):
		rest := w[len("opponent"):]
		if strings.Trim(rest, "0123456789") == "" {
			return "opp" + rest
		}
	}
	return w
}

// isPlayerWord reports whether word, folded, names a player when it
// follows a comma: me, opp, oppN, ally, allyN, or a player the board
// already names.
func (ps *boardParser) isPlayerWord(word string) bool {
	if _, ok := ps.players[word]; ok {
		return true
	}
	for _, p := range []string{"opp", "ally"} {
		if strings.HasPrefix(word, p) && strings.Trim(word[len(p):], "0123456789") == "" {
			return true
		}
	}
	return word == Me
}

// statementAfterComma decides what follows the comma just read in a
// player's items: true when a new statement starts there ("me: Forest,
// opp: Contamination"), so the items end; false when another item does.
// A "WORD:" after the comma that is neither a player word nor the start of
// a card name or number is an error pointing at the comma.
func (ps *boardParser) statementAfterComma() (bool, error) {
	s := ps.text
	comma := ps.pos - 1
	q := skipSpaceIn(s, ps.pos)
	wend := wordAt(s, q)
	colon := skipSpaceIn(s, wend)
	if wend == q || colon >= len(s) || s[colon] != ':' {
		return false, nil
	}
	word := FoldPlayer(s[q:wend])
	if _, ok := numberItems[word]; ok && (word != "energy" || numberAfterColon(s, colon)) {
		return false, nil
	}
	if _, _, ok := ps.catalogNameAt(q); ok {
		return false, nil
	}
	switch word {
	case "turn", "step", "format", "teams":
		return true, nil
	}
	if checkWho(word) == "" && ps.isPlayerWord(word) {
		return true, nil
	}
	from := strings.LastIndexAny(s[:comma], ";\n\r") + 1
	like := strings.TrimSpace(s[from:comma]) + "; " + ps.restOfStatement(q)
	return false, ps.errf(comma, `expected ";" here to start the statement %s: a "," separates the items of one player, a ";" (or a new line) the statements: %s`, Excerpt(s[q:colon+1]), Excerpt(like))
}

// phrase matches words at i, case-insensitively, each separated by white
// space. A word "N" matches a whole number; a word "a|b" either word. It
// returns the end of the match and the number read, or ok false.
func phrase(s string, i int, words ...string) (end, n int, ok bool) {
	n = -1
	for k, w := range words {
		if k > 0 {
			j := skipSpaceIn(s, i)
			if j == i {
				return 0, 0, false
			}
			i = j
		}
		var e int
		if w == "N" {
			e = i
			for e < len(s) && isDigit(s[e]) {
				e++
			}
			v, isNum := smallNumber(s[i:e])
			if !isNum {
				return 0, 0, false
			}
			n = v
		} else {
			e = wordAt(s, i)
			if !wordIsOneOf(s[i:e], w) {
				return 0, 0, false
			}
		}
		i = e
	}
	if i < len(s) && !(s[i] == ',' || s[i] == '(' || isSep(s[i]) || spaceAt(s, i) > 0) {
		return 0, 0, false
	}
	return i, n, true
}

// wordIsOneOf reports whether word, in lower case, is one of the
// lower-case words alts separated by "|" ("card|cards").
func wordIsOneOf(word, alts string) bool {
	if !isASCII(word) {
		word = strings.ToLower(word)
	}
	for alts != "" {
		alt, rest, _ := strings.Cut(alts, "|")
		if asciiEqualFold(word, alt) {
			return true
		}
		alts = rest
	}
	return false
}

// asciiEqualFold reports whether a and b are equal with ASCII letters
// compared in lower case.
func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lowerASCII(a[i]) != lowerASCII(b[i]) {
			return false
		}
	}
	return true
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// phraseForm is a number written in words: its words, as phrase reads
// them, and the item it gives.
type phraseForm struct {
	words   []string
	keyword string
}

// phraseForms are the forms phraseItem reads.
var phraseForms = []phraseForm{
	{[]string{"empty", "hand"}, "hand"},
	{[]string{"no", "card|cards", "in", "hand"}, "hand"},
	{[]string{"N", "card|cards", "in", "hand"}, "hand"},
	{[]string{"played", "N", "land|lands"}, "lands"},
	{[]string{"N", "land|lands", "played"}, "lands"},
}

// phraseItem reads a number written in words if one starts here (and no
// card name does): "empty hand", "no cards in hand", "N cards in hand",
// "played N lands", "N lands played".
func (ps *boardParser) phraseItem(who string, st *playerState) (bool, error) {
	s, start := ps.text, ps.pos
	c := s[start]
	if !isDigit(c) && c != 'e' && c != 'E' && c != 'n' && c != 'N' && c != 'p' && c != 'P' {
		return false, nil
	}
	for _, f := range phraseForms {
		end, n, ok := phrase(s, start, f.words...)
		if !ok {
			continue
		}
		if _, _, isCard := ps.catalogNameAt(start); isCard {
			return false, nil
		}
		n = max(n, 0)
		if err := ps.setNumber(who, st, f.keyword, start, n); err != nil {
			return true, err
		}
		ps.pos = end
		return true, nil
	}
	return false, nil
}

// pluralNameAt reads a plural of a catalog name at i ("Forests", "Ghirapur
// Orreries"), when the plural itself is no card name: the longest name
// that fits, as catalogNameAt finds it.
func (ps *boardParser) pluralNameAt(i int) (*catalog.Card, int, bool) {
	var endsArr [8]int
	for _, e := range nameEnds(endsArr[:0], ps.text, i, len(ps.text), catalogCommas(), "()[]") {
		name := strings.TrimRightFunc(ps.text[i:e], unicode.IsSpace)
		if c, ok := singularOf(name); ok {
			return c, i + len(name), true
		}
	}
	return nil, 0, false
}

// singularOf finds the catalog card a plural name ("Forests", "Swamps",
// "Orreries") is the plural of, when the name itself is no card.
func singularOf(name string) (*catalog.Card, bool) {
	if len(name) < 2 || len(name) > maxInlineName {
		return nil, false
	}
	if _, ok := lookupCatalog(name); ok {
		return nil, false
	}
	lower := strings.ToLower(name)
	var tries []string
	if strings.HasSuffix(lower, "ies") {
		tries = append(tries, name[:len(name)-3]+"y")
	}
	if strings.HasSuffix(lower, "s") {
		tries = append(tries, name[:len(name)-1])
	}
	if strings.HasSuffix(lower, "es") {
		tries = append(tries, name[:len(name)-2])
	}
	for _, t := range tries {
		if c, ok := lookupCatalog(t); ok {
			return c, true
		}
	}
	return nil, false
}

// pluralWithoutCount is the error for a plural card name with no count.
func (ps *boardParser) pluralWithoutCount(at int, written string, c *catalog.Card) *InputError {
	return ps.errf(at, "%s: how many? write the count before the name, like \"2x %s\"", Excerpt(written), c.Name)
}

// notOnBoard says that no permanent on b has the name ref names, and which
// names it has instead.
func notOnBoard(b *Board, name string) string {
	return withBoardNames(b, fmt.Sprintf("there is no %s on the board", name))
}

// withBoardNames adds to msg, which says a name is on no permanent of b,
// the names b has instead.
func withBoardNames(b *Board, msg string) string {
	if b == nil {
		return msg
	}
	names := boardCardNames(b)
	switch {
	case len(names) == 0:
		return msg + ", which has no permanents"
	case len(names) <= 8:
		return msg + "; it has " + strings.Join(names, ", ")
	}
	return msg
}

// boardCardNames lists the names of the permanents of b, each once, in
// board order.
func boardCardNames(b *Board) []string {
	seen := map[string]bool{}
	var names []string
	for _, p := range b.Permanents {
		k := catalog.Key(p.Card.Name)
		if !seen[k] {
			seen[k] = true
			names = append(names, p.Card.Name)
		}
	}
	return names
}
