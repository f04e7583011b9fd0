package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// items reads the comma-separated items of a statement for player who.
func (ps *boardParser) items(who string, st *playerState) error {
	for {
		ps.skipSpace()
		if ps.atEnd() || ps.text[ps.pos] == ',' {
			return ps.errf(ps.pos, "empty item: expected a card or hand, library, life, energy or lands played N, found %s", found(ps.text, ps.pos))
		}
		if err := ps.item(who, st); err != nil {
			return err
		}
		ps.skipSpace()
		if ps.atEnd() {
			return nil
		}
		if ps.text[ps.pos] != ',' {
			if ps.text[ps.pos] == '(' && strings.HasSuffix(strings.TrimRightFunc(ps.text[:ps.pos], unicode.IsSpace), ")") {
				return ps.errf(ps.pos, `expected "," or the end of the statement after an item, found %s: an item's attributes go in one pair of parentheses, separated by commas, like "(tapped, sick)"`, found(ps.text, ps.pos))
			}
			return ps.errf(ps.pos, `expected "," or the end of the statement after an item, found %s`, found(ps.text, ps.pos))
		}
		ps.pos++
		if next, err := ps.statementAfterComma(); next || err != nil {
			return err
		}
	}
}

// rePoisonItem is a player's poison counters written as an item ("10
// poison", "poison 3"), which the notation does not have.
var rePoisonItem = regexp.MustCompile(`(?i)^poison(?: counters?)?(?: \d+)?$`)

// numberItems are the items that give a player a number.
var numberItems = map[string]string{
	"hand":    "a hand size",
	"library": "a library size",
	"life":    "life",
	"energy":  "an amount of energy",
	"lands":   "lands played",
}

// numberItemWords are the keys of numberItems.
var numberItemWords = []string{"hand", "library", "life", "energy", "lands"}

// numberItemWord returns the word of numberItems that w is, in any case.
func numberItemWord(w string) (string, bool) {
	if isASCII(w) {
		for _, k := range numberItemWords {
			if asciiEqualFold(w, k) {
				return k, true
			}
		}
		return "", false
	}
	w = strings.ToLower(w)
	_, ok := numberItems[w]
	return w, ok
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
		return ps.errf(ps.pos, "expected a card after %s, found %s", Excerpt(strings.TrimRightFunc(ps.text[countAt:afterCount], unicode.IsSpace)), found(ps.text, ps.pos))
	}
	cardAt := ps.pos
	if end := strings.IndexAny(ps.text[cardAt:], ",;"); rePoisonItem.MatchString(strings.TrimSpace(ps.text[cardAt:cardAt+max(end, 0)])) || end < 0 && rePoisonItem.MatchString(strings.TrimSpace(ps.text[cardAt:])) {
		return ps.errf(cardAt, "a player's poison counters are not part of the board notation, and no question the engine answers reads them; leave them out (a player or team whom they make lose the game is not on the board, CR 704.5c, 704.6b)")
	}
	card, err := ps.card(countAt >= 0)
	if err != nil {
		return err
	}
	if what := nonPermanentCard(card); what != "" {
		if word := strings.ToLower(card.Name); countAt >= 0 && numberItems[word] != "" && !strings.ContainsAny(ps.text[countAt:afterCount], "xX") {
			// "20 life": the number before the word.
			n := strings.TrimRightFunc(ps.text[countAt:afterCount], unicode.IsSpace)
			return ps.errf(countAt, "%s: the number goes after the word, like \"%s %s\"", Excerpt(strings.TrimSpace(ps.text[countAt:ps.pos])), word, n)
		}
		if word := strings.ToLower(card.Name); countAt < 0 && numberItems[word] != "" {
			// "me: life" is most likely a life total without its
			// number, the card Life (of Life // Death) less so.
			return ps.errf(cardAt, "expected a number after %q, like \"%s 20\"; %s is %s card: a board lists permanents on the battlefield", word, word, card.Name, what)
		}
		return ps.errf(cardAt, "%s is %s card: a board lists permanents on the battlefield", card.Name, what)
	}
	if ps.nperm+count > MaxPermanents {
		return ps.errf(start, "too many permanents: a board holds at most %d", MaxPermanents)
	}
	ps.nperm += count
	// The item's permanents are made in one array.
	slab := make([]Permanent, count)
	from := len(st.perms)
	for i := range slab {
		slab[i] = Permanent{Card: card, Controller: who}
		st.perms = append(st.perms, &slab[i])
	}
	perms := st.perms[from:len(st.perms):len(st.perms)]
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
		return 0, i, k, ps.errf(i, "%s: at most %d copies in one item", Excerpt(shown), MaxCopies)
	case n == 0:
		return 0, i, k, ps.errf(i, "%s: a count must be 1 or more", Excerpt(shown))
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

// numberItem reads "hand N", "library N", "life N", "energy N" or "lands played N" if
// one starts here (and no card name does).
func (ps *boardParser) numberItem(who string, st *playerState) (bool, error) {
	s, start := ps.text, ps.pos
	wend := wordAt(s, start)
	word, ok := numberItemWord(s[start:wend])
	if !ok {
		return false, nil
	}
	what := numberItems[word]
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
			return true, ps.errf(at, "%s %s: at most %d", keyword, Excerpt(token), maxNumber)
		}
		whole := strings.TrimLeft(token, "+-")
		if strings.HasPrefix(token, "+") && strings.Trim(whole, "0123456789") == "" && whole != "" {
			return true, ps.errf(at, "%s %s: write the number without a sign, like \"%s %s\"", keyword, token, keyword, whole)
		}
		if strings.ContainsAny(whole, "0123456789") && strings.Trim(whole, "0123456789.") == "" {
			if word == "life" {
				return true, ps.errf(at, "%s %s: life must be a whole number", keyword, token)
			}
			return true, ps.errf(at, "%s %s: %s must be a whole number 0 or more", keyword, token, what)
		}
		return true, ps.errf(at, "expected a number after %q, found %s", keyword, Excerpt(token))
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
// library, life, energy or lands), written at start.
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
	case "energy":
		set, dst = &st.energy, &st.p.Energy
	case "lands":
		set = &st.lands
	}
	if set.set {
		return ps.errf(start, "%s %s is given twice (first at byte %d of the board)", PlayerPossessive(who), keyword, set.at)
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

// PermanentCard reports whether a card may be a board's item: a permanent
// card (CR 110.4a), or an inline card written with no card type.
func PermanentCard(c *catalog.Card) bool { return nonPermanentCard(c) == "" }

// permanentTypes are the card types of permanent cards (CR 110.4).
var permanentTypes = []string{"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}

// nonPermanentCard names the card types of a card that is no permanent
// card ("an instant", "a sorcery", "a tribal instant"): such a card is
// never on the battlefield (CR 110.4b, 304.4, 307.4). "" for a permanent
// card, and for an inline card written with no card type.
func nonPermanentCard(c *catalog.Card) string {
	// Most cards have a permanent type as the card data spells it.
	for _, t := range c.Types {
		if slices.Contains(permanentTypes, t) {
			return ""
		}
	}
	types := splitTypesOf(c)
	if len(types) == 0 {
		return ""
	}
	for _, t := range permanentTypes {
		if has(types, t) {
			return ""
		}
	}
	words := make([]string, len(types))
	for i, t := range types {
		words[i] = strings.ToLower(t)
	}
	return article(strings.Join(words, " "))
}
