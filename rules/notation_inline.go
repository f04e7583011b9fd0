package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/orrery-judge/orrery/rules/catalog"
)

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
		return nil, ps.errf(open+1+strings.IndexAny(body, "#()[];"), "an inline card name cannot hold %q: found %s", string(name[i]), Excerpt(name))
	}
	if i := strings.IndexFunc(name, func(r rune) bool { return unicode.Is(unicode.Cc, r) || unicode.In(r, unicode.Bidi_Control) }); i >= 0 {
		// A control character (BEL, ESC) or a direction control (a
		// right-to-left override that shows "gniR loS" as "Sol Ring"):
		// no name a player reads holds one.
		r, _ := utf8.DecodeRuneInString(name[i:])
		return nil, ps.errf(open+1, "an inline card name cannot hold the invisible or control character U+%04X: found %q", r, name)
	}
	if c, ok := lookupCatalog(name); ok {
		e := ps.errf(open+1, "an inline card may not take the name of a real card: %s; give it a name of its own, or write %s without brackets for the real card", realName(c, name), c.Name)
		e.Suggestions = []string{c.Name}
		return nil, e
	}
	for _, sk := range nameSkeletons(name) {
		if c, ok := lookupCatalog(sk); ok {
			// "Fore\u200bst", "Ｆｏｒｅｓｔ", a Cyrillic о: a real card's
			// name made to look like it, which would let a ruling
			// about false text pass for one about the card.
			e := ps.errf(open+1, "an inline card may not take the name of a real card written with look-alike or invisible characters: %q reads as %s; give it a name of its own", name, c.Name)
			e.Suggestions = []string{c.Name}
			return nil, e
		}
	}
	if i := strings.IndexFunc(body, func(r rune) bool { return unicode.Is(unicode.Cc, r) && r != '\t' && r != '\n' && r != '\r' }); i >= 0 {
		// Answers quote the text: a control character in it (ESC)
		// would reach a terminal.
		r, _ := utf8.DecodeRuneInString(body[i:])
		return nil, ps.errf(open+1+i, "inline card %q: its text cannot hold the control character U+%04X", name, r)
	}
	typeLine, oracle := splitInline(body[colon+1:])
	if len(typeLine) > maxInlineName {
		if d, _ := nextDash(body[colon+1:], 0); d < 0 {
			// "[Zork: Artifact {T}: Add {G}.]": with no dash, all of
			// it is read as the type line.
			return nil, ps.errf(open, "inline card %q: a type line has at most %d bytes; found %d, with no \u201c\u2014\u201d after it: an inline card is written [Name: Type \u2014 rules text]", name, maxInlineName, len(typeLine))
		}
		return nil, ps.errf(open, "inline card %q: a type line has at most %d bytes; found %d", name, maxInlineName, len(typeLine))
	}
	// Two inline cards of one name must be the same card: a card:
	// option or an "on" names them by it, in any case ("Zork", "ZORK"),
	// and it keeps the name as first written.
	text := typeLine + "\x00" + oracle
	if seen, ok := ps.inlines[catalog.Key(name)]; ok && seen.text != text {
		same := fmt.Sprintf("named %q", seen.name)
		if seen.name != name {
			same = fmt.Sprintf("named %q and %q, one name,", seen.name, name)
		}
		return nil, ps.errf(open+1, "two inline cards are %s with different text (the first at byte %d of the board); give each a name of its own", same, seen.at)
	} else if ok {
		name = seen.name
	} else {
		if ps.inlines == nil {
			ps.inlines = map[string]inlineSeen{}
		}
		ps.inlines[catalog.Key(name)] = inlineSeen{text: text, at: open, name: name}
	}
	c, err := catalog.NewInline(name, typeLine, oracle)
	if err != nil {
		return nil, ps.errf(open, "%s", err.Error())
	}
	if why := unknownSubtype(c); why != "" {
		return nil, ps.errf(open, "inline card %q: %s", name, why)
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

func lastRune(s string) rune { r, _ := utf8.DecodeLastRuneInString(s); return r }

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

// realName says which real card an inline card's name names: the card,
// or the face of it.
func realName(c *catalog.Card, name string) string {
	if strings.EqualFold(c.Name, name) {
		return strconv.Quote(name) + " is a real card"
	}
	return strconv.Quote(name) + " is the real card " + c.Name
}

// confusables maps letters that look like Latin ones (Cyrillic, Greek)
// and marks that look like an apostrophe to what they look like.
var confusables = strings.NewReplacer(
	"а", "a", "е", "e", "о", "o", "р", "p", "с", "c", "у", "y", "х", "x", "і", "i", "ј", "j", "ѕ", "s", "һ", "h", "ԁ", "d", "ɡ", "g",
	"А", "A", "В", "B", "Е", "E", "К", "K", "М", "M", "Н", "H", "О", "O", "Р", "P", "С", "C", "Т", "T", "Х", "X", "І", "I", "Ј", "J", "Ѕ", "S",
	"Α", "A", "Β", "B", "Ε", "E", "Ζ", "Z", "Η", "H", "Ι", "I", "Κ", "K", "Μ", "M", "Ν", "N", "Ο", "O", "Ρ", "P", "Τ", "T", "Υ", "Y", "Χ", "X", "ο", "o", "ν", "v",
	"ʼ", "'", "′", "'", "`", "'", "＇", "'", "ʹ", "'",
	// Lisu and Cherokee capitals that look like Latin ones, and the
	// Braille blank, which shows as a space.
	"ꓮ", "A", "ꓐ", "B", "ꓚ", "C", "ꓓ", "D", "ꓰ", "E", "ꓝ", "F", "ꓖ", "G", "ꓧ", "H", "ꓲ", "I", "ꓙ", "J", "ꓗ", "K", "ꓡ", "L", "ꓟ", "M", "ꓠ", "N", "ꓳ", "O", "ꓑ", "P", "ꓣ", "R", "ꓢ", "S", "ꓔ", "T", "ꓴ", "U", "ꓦ", "V", "ꓪ", "W", "ꓫ", "X", "ꓬ", "Y", "ꓜ", "Z",
	"Ꭺ", "A", "Ᏼ", "B", "Ꮯ", "C", "Ꭰ", "D", "Ꭼ", "E", "Ꮐ", "G", "Ꮋ", "H", "Ꮖ", "I", "Ꭻ", "J", "Ꮶ", "K", "Ꮮ", "L", "Ꮇ", "M", "Ꮲ", "P", "Ꭱ", "R", "Ꮪ", "S", "Ꮤ", "T", "Ꮩ", "V", "Ꮃ", "W", "Ꮓ", "Z",
	"⠀", " ",
)

// nameSkeletons are the ways name may look like a real card's name: its
// skeleton (nameSkeleton), that with each capital I read as a lower case
// l, and that with each l that begins a word read as a capital I, which
// many fonts draw alike ("SoI Ring", "LIanowar Elves", "lsland"); names
// other than name itself, each once.
func nameSkeletons(name string) []string {
	sk := nameSkeleton(name)
	var out []string
	for _, s := range []string{sk, strings.ReplaceAll(sk, "I", "l"), reWordStartL.ReplaceAllString(sk, "${1}I")} {
		s = strings.Join(strings.Fields(s), " ")
		if s != name && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// reWordStartL is a lower case l that begins a word.
var reWordStartL = regexp.MustCompile(`(^|[\s-])l`)

// nameSkeleton is name as it looks: in compatibility form (full-width
// letters, ligatures), without invisible characters or combining marks,
// and with look-alike letters as the Latin ones they look like.
func nameSkeleton(name string) string {
	s := norm.NFKD.String(name)
	s = strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf) || unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) {
			return -1
		}
		return r
	}, s)
	return norm.NFC.String(confusables.Replace(s))
}

// unknownSubtype says why an inline card's subtypes are not all of the
// lists its card types take (CR 205.3g-m): "Mountian" is no land type, and
// Title-Case rules text written without its period ("Enchantment — Lands
// You Control Are Swamps") is no list of enchantment types. A card of a
// type whose subtypes the engine does not list (planeswalker, battle,
// instant, sorcery) is not checked. "" where all are known.
func unknownSubtype(c *catalog.Card) string {
	var lists [][]string
	var kinds []string
	for _, t := range c.Types {
		switch t {
		case "Land":
			lists, kinds = append(lists, landTypes), append(kinds, "land")
		case "Creature", "Kindred", "Tribal":
			lists, kinds = append(lists, creatureTypes), append(kinds, "creature")
		case "Artifact":
			lists, kinds = append(lists, artifactTypes), append(kinds, "artifact")
		case "Enchantment":
			lists, kinds = append(lists, enchantmentTypes), append(kinds, "enchantment")
		default:
			return ""
		}
	}
	known := func(t string) bool {
		t = strings.ReplaceAll(t, "\u2019", "'")
		for _, l := range lists {
			for _, x := range l {
				if strings.EqualFold(x, t) {
					return true
				}
			}
		}
		return false
	}
	subs := c.Subtypes
	for i := 0; i < len(subs); i++ {
		if i+1 < len(subs) && known(subs[i]+" "+subs[i+1]) {
			// "Time Lord", the one type of two words.
			i++
			continue
		}
		if known(subs[i]) {
			continue
		}
		msg := fmt.Sprintf("%q is not %s type (CR 205.3)", subs[i], article(joinOr(dedup(kinds))))
		var all []string
		for _, l := range lists {
			all = append(all, l...)
		}
		if near := catalog.Closest(subs[i], all); near != "" {
			msg += fmt.Sprintf("; did you mean %q?", near)
		} else if len(subs) > 2 {
			msg += "; rules text after the type line ends with a period, as in \"Enchantment — Lands you control are Swamps.\""
		}
		return msg
	}
	return ""
}
