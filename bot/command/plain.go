package command

import (
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// A question typed in words ("can I tap my elves the turn I play them?")
// is not a command. Rather than "unknown command /can", Parse answers it
// with an error whose message shows the closest command: the question
// chosen by a few keyword rules, and the board filled in with the cards
// the text names. It is a suggestion to check, never an answer.

// looksLikeWords reports whether text, whose first word is no command, is
// a question in words rather than a mistyped command: it ends in "?", or
// has three words or more and none of them is an option (name:value).
func looksLikeWords(text string) bool {
	fields := strings.Fields(text)
	for _, f := range fields[1:] {
		if name, _, ok := strings.Cut(f, ":"); ok && isOptionName(strings.ToLower(name)) {
			return false
		}
	}
	return len(fields) >= 3 || strings.HasSuffix(strings.TrimSpace(text), "?")
}

// isOptionName reports whether any command has an option of that name.
func isOptionName(name string) bool {
	for _, s := range specs {
		if _, ok := s.Option(name); ok {
			return true
		}
	}
	return false
}

// plainWords splits folded text into words of letters, digits, "'", "-"
// and "/".
func plainWords(folded string) []string {
	return strings.FieldsFunc(folded, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '-' || r == '/')
	})
}

// plainIntent is the command a question in words is closest to, by
// keyword rules read in order: X or entering → enters; activating →
// activate; paying or affording, or casting where nothing is tapped → pay;
// upkeep or drawing → upkeep; playing
// lands → lands; what mana it could produce → could-produce; how much mana
// in all → mana; tapping or mana → tap. "" when no
// rule fits.
func plainIntent(words []string) string {
	has := func(ws ...string) bool {
		for _, w := range words {
			for _, x := range ws {
				if w == x {
					return true
				}
			}
		}
		return false
	}
	switch {
	case has("enters", "enter", "entering", "etb", "x", "x=0", "x=1", "x=2", "x=3", "x=4", "x=5"):
		return "judge enters"
	case has("activate", "activating", "activated"):
		return "judge activate"
	case has("pay", "paying", "afford"), has("cast", "casting") && !has("tap", "tapping", "tapped"):
		return "judge pay"
	case has("upkeep", "draw", "draws", "drawing"):
		return "judge upkeep"
	case has("land", "lands") && has("play", "played", "playing", "drop", "drops"):
		return "judge lands"
	case has("could") && has("produce"), has("type", "types", "kind", "kinds", "color", "colors", "colour", "colours") && has("mana"):
		return "judge could-produce"
	case has("mana") && (has("much", "most", "total", "all") || has("how") && has("many")):
		return "judge mana"
	case has("tap", "tapping", "tapped", "mana", "produce", "produces", "make", "makes"):
		return "judge tap"
	}
	return ""
}

// plainStopWords are words of questions that name a card only by
// accident: as the last word of a name, or as a whole one-word name.
var plainStopWords = map[string]bool{
	"land": true, "lands": true, "mana": true, "turn": true, "card": true, "cards": true,
	"hand": true, "play": true, "creature": true, "counter": true, "counters": true,
	"upkeep": true, "draw": true, "tap": true, "this": true, "that": true, "them": true,
	"flash": true, "haste": true, "flying": true, "lifelink": true, "trample": true,
	"reach": true, "vigilance": true, "deathtouch": true, "enter": true, "enters": true,
	"activate": true, "produce": true, "opponent": true, "opp": true, "untap": true,
}

// cardWords indexes the catalog for finding card names in words: every
// card's name as words, longest names first (so "Reflecting Pool" is not
// read as a shorter name inside it), and the last words that end exactly
// one name, or exactly one of the curated cards (the ones players ask
// about most: "orrery" is Ghirapur Orrery, not Vedalken Orrery; "elves",
// Llanowar Elves).
type cardWords struct {
	cards  []*catalog.Card
	names  map[*catalog.Card][]string
	byLast map[string]*catalog.Card
}

var plainIndex = sync.OnceValue(func() cardWords {
	ix := cardWords{names: map[*catalog.Card][]string{}, byLast: map[string]*catalog.Card{}}
	shared := map[string]bool{}
	for _, c := range catalog.All() {
		ws := plainWords(catalog.Key(c.Name))
		// A one-word name that is a common word of questions ("Flash"),
		// or a short one ("Opt"), names a card only by accident.
		if len(ws) == 0 || len(ws) == 1 && (plainStopWords[ws[0]] || len(ws[0]) < 4) {
			continue
		}
		ix.cards = append(ix.cards, c)
		ix.names[c] = ws
		last := ws[len(ws)-1]
		if _, dup := ix.byLast[last]; dup {
			shared[last] = true
		}
		ix.byLast[last] = c
	}
	for w := range shared {
		delete(ix.byLast, w)
	}
	curatedLast := map[string]*catalog.Card{}
	for _, c := range catalog.Curated() {
		ws := plainWords(catalog.Key(c.Name))
		if len(ws) < 2 {
			continue
		}
		last := ws[len(ws)-1]
		if _, dup := curatedLast[last]; dup {
			curatedLast[last] = nil
			continue
		}
		curatedLast[last] = c
	}
	for w, c := range curatedLast {
		if _, ok := ix.byLast[w]; !ok && c != nil && shared[w] {
			if pooled, ok := catalog.Lookup(c.Name); ok {
				ix.byLast[w] = pooled
			}
		}
	}
	sort.SliceStable(ix.cards, func(a, b int) bool {
		return len(ix.names[ix.cards[a]]) > len(ix.names[ix.cards[b]])
	})
	return ix
})

// singulars are the words a plural word may stand for: "orreries" →
// "orrery", "forests" → "forest".
func singulars(w string) []string {
	out := []string{w}
	if strings.HasSuffix(w, "ies") {
		out = append(out, w[:len(w)-3]+"y")
	}
	if strings.HasSuffix(w, "es") {
		out = append(out, w[:len(w)-2])
	}
	if strings.HasSuffix(w, "s") {
		out = append(out, w[:len(w)-1])
	}
	return out
}

// plainCard is a card a question in words names, with how many.
type plainCard struct {
	card  *catalog.Card
	at, n int
}

// numberWords are the counts a question may write in words.
var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}

// plainCards finds the cards words name, in the order named: whole names
// first ("reflecting pool", "ghirapur orreries"), then a last word that
// ends exactly one card name ("elves", "orrery"). A number just before a
// name counts it ("two orreries").
func plainCards(words []string) []plainCard {
	ix := plainIndex()
	used := make([]bool, len(words))
	var found []plainCard
	matchAt := func(i int, name []string) bool {
		if i+len(name) > len(words) {
			return false
		}
		for k, nw := range name {
			w := words[i+k]
			if w == nw || k == len(name)-1 && contains(singulars(w), nw) {
				continue
			}
			return false
		}
		return true
	}
	for _, c := range ix.cards {
		name := ix.names[c]
		for i := range words {
			if !used[i] && matchAt(i, name) {
				for k := range name {
					used[i+k] = true
				}
				found = append(found, plainCard{card: c, at: i})
			}
		}
	}
	for i, w := range words {
		if used[i] || len(w) < 4 || plainStopWords[w] {
			continue
		}
		for _, s := range singulars(w) {
			if c, ok := ix.byLast[s]; ok {
				used[i] = true
				found = append(found, plainCard{card: c, at: i})
				break
			}
		}
	}
	sort.Slice(found, func(a, b int) bool { return found[a].at < found[b].at })
	for i := range found {
		found[i].n = 1
		if at := found[i].at; at > 0 {
			if n, ok := numberWords[words[at-1]]; ok {
				found[i].n = n
			} else if n, err := strconv.Atoi(words[at-1]); err == nil && n >= 1 && n <= 100 {
				found[i].n = n
			}
		}
	}
	return found
}

func contains(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// plainSick reports whether the words ask about the turn a permanent came
// in ("the turn I play them", "just played", "summoning sick").
func plainSick(text string) bool {
	for _, p := range []string{"turn i play", "turn i cast", "turn it enter", "turn they enter", "just played", "just cast", "summoning sick", "this turn", "same turn"} {
		if strings.Contains(text, p) {
			return true
		}
	}
	return false
}

// plainCost reads the first mana cost written in symbols ("{2}{g}{g}")
// from text, in upper case, or "".
func plainCost(text string) string {
	start := strings.IndexByte(text, '{')
	if start < 0 {
		return ""
	}
	end := start
	for end < len(text) && text[end] == '{' {
		c := strings.IndexByte(text[end:], '}')
		if c < 0 {
			break
		}
		sym := text[end+1 : end+c]
		if sym == "" || strings.ContainsAny(sym, " {") {
			break
		}
		end += c + 1
	}
	return strings.ToUpper(text[start:end])
}

// plainX reads "x=3", "x is 3" or "x of 3" from words, or -1.
func plainX(words []string) int {
	for i, w := range words {
		if v, ok := strings.CutPrefix(w, "x="); ok {
			if n, err := strconv.Atoi(v); err == nil && n >= 0 {
				return n
			}
		}
		if w == "x" && i+1 < len(words) {
			next := words[i+1]
			if (next == "is" || next == "of" || next == "=") && i+2 < len(words) {
				next = words[i+2]
			}
			if n, err := strconv.Atoi(next); err == nil && n >= 0 {
				return n
			}
		}
	}
	return -1
}

// plainCommand is the closest command to a question in words, with the
// board filled in from the cards it names, or placeholders (BOARD, CARD, N)
// where the words do not say. filled reports whether it is a whole
// command that reads as a question.
func plainCommand(text string) (cmd string, filled bool) {
	folded := catalog.Key(text)
	words := plainWords(folded)
	intent := plainIntent(words)
	if intent == "" {
		return "", false
	}
	cards := plainCards(words)
	// The spell a question about casting names is the card named just
	// after "cast" ("cast a Grizzly Bears"): it is paid for (card:), not a
	// permanent of the board.
	var spell *catalog.Card
	if intent == "judge pay" {
		for i, w := range words {
			if w != "cast" && w != "casting" {
				continue
			}
			at := i + 1
			if at < len(words) && (words[at] == "a" || words[at] == "an" || words[at] == "my" || words[at] == "the") {
				at++
			}
			for k, c := range cards {
				if c.at == at {
					spell = c.card
					cards = append(cards[:k:k], cards[k+1:]...)
					break
				}
			}
			break
		}
	}
	var items []string
	for i, c := range cards {
		item := c.card.Name
		if c.n > 1 {
			item = strconv.Itoa(c.n) + "x " + item
		}
		if i == 0 && (intent == "judge tap" || intent == "judge activate") && plainSick(folded) {
			item += " (sick)"
		}
		items = append(items, item)
	}
	board := "BOARD"
	if len(items) > 0 {
		step := ""
		if intent != "judge upkeep" && contains(words, "upkeep") {
			step = "step: upkeep; "
		}
		if b, err := rules.ParseBoard(step + "me: " + strings.Join(items, ", ")); err == nil {
			board = Quote(b.String())
		}
	}
	card := "CARD"
	if len(cards) > 0 {
		card = Quote(cards[0].card.Name)
	}
	parts := []string{"/" + intent}
	switch intent {
	case "judge tap", "judge could-produce", "judge activate":
		parts = append(parts, "board:"+board, "card:"+card)
	case "judge lands", "judge upkeep", "judge mana":
		parts = append(parts, "board:"+board)
	case "judge pay":
		cost := "COST"
		if c := plainCost(text); c != "" {
			cost = c
		}
		parts = append(parts, "board:"+board)
		if spell != nil {
			if _, err := cardManaCost(spell); err == nil && cost == "COST" {
				cost = ""
			}
		}
		if cost != "" {
			parts = append(parts, "cost:"+cost)
		}
		if spell != nil {
			parts = append(parts, "card:"+Quote(spell.Name))
		}
	case "judge enters":
		x := "N"
		if n := plainX(words); n >= 0 {
			x = strconv.Itoa(n)
		}
		parts = append(parts, "card:"+card)
		if x != "N" || len(cards) == 0 || hasXCost(cards[0].card) {
			parts = append(parts, "x:"+x)
		}
		if len(cards) > 1 {
			if b, err := rules.ParseBoard("me: " + strings.Join(items[1:], ", ")); err == nil {
				parts = append(parts, "board:"+Quote(b.String()))
			}
		}
	}
	cmd = strings.Join(parts, " ")
	if strings.Contains(cmd, "BOARD") || strings.Contains(cmd, "CARD") || strings.Contains(cmd, "COST") || strings.HasSuffix(cmd, "x:N") {
		return cmd, false
	}
	inv, err := Parse(cmd)
	if err != nil {
		return cmd, false
	}
	if _, err := inv.Read(); err != nil {
		return cmd, false
	}
	return cmd, true
}

// plainLanguageError is the answer to a question in words, the text from
// at.
func (p *parser) plainLanguageError(at int) *rules.InputError {
	const words = "this reads as a question in words, and Orrery reads commands"
	cmd, filled := plainCommand(strings.TrimPrefix(p.text[at:], "/"))
	switch {
	case cmd == "":
		return p.errorf("", at, "%s, like /judge tap board:BOARD card:CARD or /judge lands board:BOARD (/help lists them all)", words)
	case filled:
		return p.errorf("", at, "%s; the closest is %s (check the board and add what else is on it)", words, cmd)
	}
	var fill []string
	if strings.Contains(cmd, "BOARD") {
		fill = append(fill, `BOARD is the board in board notation, like "me: Forest; opp: Island"`)
	}
	if strings.Contains(cmd, "CARD") {
		fill = append(fill, "CARD names a permanent on it")
	}
	if strings.Contains(cmd, "COST") {
		fill = append(fill, "COST is a mana cost in Oracle symbols, like {2}{G}{G}")
	}
	if strings.HasSuffix(cmd, "x:N") || strings.Contains(cmd, "x:N ") {
		fill = append(fill, "N is the X chosen")
	}
	return p.errorf("", at, "%s; the closest is %s (%s)", words, cmd, strings.Join(fill, "; "))
}
