package rules

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// attributes reads every attribute list, now that the board order is
// known.
func (ps *boardParser) attributes(b *Board) error {
	if len(ps.attrLists) == 0 {
		return nil
	}
	names := boardNames(b)
	for _, al := range ps.attrLists {
		if err := ps.attributeList(b, names, al); err != nil {
			return err
		}
	}
	return nil
}

// boardNameSet indexes the permanents of a board by folded card name, in
// board order, and counts the most commas in a card name on the board.
type boardNameSet struct {
	byKey  map[string][]*Permanent
	commas int
}

func boardNames(b *Board) boardNameSet {
	ns := boardNameSet{byKey: map[string][]*Permanent{}}
	keys := map[*catalog.Card]string{}
	for _, p := range b.Permanents {
		k, ok := keys[p.Card]
		if !ok {
			k = catalog.Key(p.Card.Name)
			keys[p.Card] = k
		}
		if _, ok := ns.byKey[k]; !ok {
			ns.commas = max(ns.commas, strings.Count(p.Card.Name, ","))
		}
		ns.byKey[k] = append(ns.byKey[k], p)
	}
	return ns
}

// attrs collects one attribute list before it is applied.
type attrs struct {
	tapped, sick, haste setting
	x                   *int
	xAt                 setting
	counters            map[string]int
	counterAt           map[string]int
	damage              int
	damageAt            setting
	on                  *CardRef
	onAt                setting
	onRefAt             int
	// onPlayer: "on WHO" names a player, whom an Aura that enchants a
	// player enchants.
	onPlayer         string
	chose, named     string
	choseAt, namedAt setting
	exiled           string
	exiledAt         setting
}

func (ps *boardParser) attributeList(b *Board, names boardNameSet, al attrList) error {
	s := ps.text
	var a attrs
	q := al.start
	for {
		q = skipSpaceIn(s, q)
		if q >= al.end || s[q] == ',' {
			return ps.errf(q, "empty attribute: expected %s", attrHelp)
		}
		wend := wordAt(s, q)
		word := strings.ToLower(s[q:wend])
		// "named" with a card name, which may hold commas (Pithing
		// Needle); with a type (Cavern of Souls) it is read below.
		name, nameEnd, isCard := "", 0, false
		if word == "named" && spaceAt(s, wend) > 0 {
			name, nameEnd, isCard = ps.namedCardAt(al, skipSpaceIn(s, wend))
		}
		if isCard {
			if err := ps.once(&a.namedAt, q, `"named"`); err != nil {
				return err
			}
			a.named = name
			q = nameEnd
		} else if word == "exiled" {
			if err := ps.once(&a.exiledAt, q, `"exiled"`); err != nil {
				return err
			}
			name, end, err := ps.exiledCardAt(al, skipSpaceIn(s, wend), q)
			if err != nil {
				return err
			}
			a.exiled = name
			q = end
		} else if word == "on" && spaceAt(s, wend) > 0 {
			if err := ps.once(&a.onAt, q, `"on"`); err != nil {
				return err
			}
			refAt := skipSpaceIn(s, wend)
			ref, who, end, err := ps.onRef(b, names, al, refAt)
			if err != nil {
				return err
			}
			a.on, a.onPlayer, a.onRefAt = ref, who, refAt
			q = end
		} else {
			end := q
			for end < al.end && s[end] != ',' {
				end++
			}
			text := strings.TrimRightFunc(s[q:end], unicode.IsSpace)
			if err := ps.attribute(&a, text, q); err != nil {
				return err
			}
			q = end
		}
		q = skipSpaceIn(s, q)
		if q >= al.end {
			break
		}
		if s[q] != ',' {
			return ps.errf(q, `expected "," or ")" after an attribute, found %s`, found(s[:al.end], q))
		}
		q++
	}
	if a.x != nil {
		for _, p := range al.perms {
			// X=N is the X chosen as it was cast: a card with no {X} in
			// its mana cost and no X in its text has none (CR 107.3).
			if !strings.Contains(strings.ToUpper(p.Card.ManaCost), "{X}") && !strings.Contains(p.Card.Oracle, "X") && strings.TrimSpace(p.Card.Loyalty) != "X" {
				return ps.errf(a.xAt.at, "X=%d: %s has no {X} in its mana cost and no X in its text, so no X was chosen for it; leave X out, and write counters as counters, like \"2 charge\"", *a.x, p.Card.Name)
			}
		}
	}
	if a.chose != "" {
		if err := ps.checkChose(al, a); err != nil {
			return err
		}
	}
	if a.named != "" {
		if err := ps.checkNamed(al, a); err != nil {
			return err
		}
	}
	if a.exiled != "" {
		if err := ps.checkExiled(al, a); err != nil {
			return err
		}
	}
	var counters []Counter
	if len(a.counters) > 0 {
		for k, at := range a.counterAt {
			if err := ps.checkCounterKinds(b, k, at); err != nil {
				return err
			}
		}
		for k, n := range a.counters {
			counters = append(counters, Counter{Kind: k, N: n})
		}
		sort.Slice(counters, func(i, j int) bool { return counters[i].Kind < counters[j].Kind })
	}
	var namesakes []*Permanent
	if a.on != nil {
		namesakes = names.byKey[catalog.Key(a.on.Name)]
	}
	for _, p := range al.perms {
		p.Tapped, p.Sick, p.Haste = a.tapped.set, a.sick.set, a.haste.set
		if a.x != nil {
			x := *a.x
			p.X = &x
		}
		if counters != nil {
			p.Counters = append([]Counter(nil), counters...)
		}
		if a.x != nil {
			p.Counters, p.xCounters = withXCounters(p.Card, *a.x, p.Counters, a.counterAt)
		}
		if a.damage > 0 {
			// Damage dealt to a planeswalker or a battle removes
			// loyalty or defense counters and is not marked (CR
			// 120.3c, 120.3h).
			if types := splitTypesOf(p.Card); !has(types, "Creature") && (has(types, "Planeswalker") || has(types, "Battle")) {
				return ps.errf(a.damageAt.at, "%s: damage dealt to a planeswalker or a battle removes that many loyalty or defense counters and is not marked on it (CR 120.3c, 120.3h); write the counters it has left, like \"3 loyalty\"", p.Card.Name)
			}
		}
		p.Damage = a.damage
		p.Chose, p.Named, p.Exiled = a.chose, a.named, a.exiled
		if a.onPlayer != "" {
			if !enchantsPlayer(p.Card) {
				return ps.errf(a.onRefAt, "cannot attach %s to %s, a player: only an Aura with \u201cEnchant player\u201d or \u201cEnchant opponent\u201d is attached to a player", p.Card.Name, a.onPlayer)
			}
			p.OnPlayer = a.onPlayer
		}
		if a.on != nil {
			ref := *a.on
			p.On = &ref
			target, msg := b.choose(namesakes, ref, p.Controller)
			if target == nil {
				return ps.errf(a.onRefAt, "cannot attach %s: %s", p.Card.Name, msg)
			}
			if target == p {
				return ps.errf(a.onRefAt, "%s cannot be attached to itself", p.Card.Name)
			}
		}
	}
	return nil
}

// attribute reads one attribute other than "on".
func (ps *boardParser) attribute(a *attrs, text string, at int) error {
	lower := strings.ToLower(text)
	word, rest, _ := strings.Cut(lower, " ")
	rest = strings.TrimSpace(rest)
	switch {
	case reCountWord.MatchString(lower):
		return ps.errf(at, `%s: a count is written before the card's name, like "2x Forest", not among its attributes`, Excerpt(text))
	case lower == "tapped":
		return ps.once(&a.tapped, at, `"tapped"`)
	case lower == "sick" || lower == "new":
		return ps.once(&a.sick, at, `"sick" (or "new")`)
	case lower == "haste":
		return ps.once(&a.haste, at, `"haste"`)
	case strings.HasPrefix(lower, "x") && strings.HasPrefix(strings.TrimLeftFunc(lower[1:], unicode.IsSpace), "="):
		if err := ps.once(&a.xAt, at, "X"); err != nil {
			return err
		}
		v := strings.TrimSpace(strings.TrimLeftFunc(lower[1:], unicode.IsSpace)[1:])
		n, ok := smallNumber(v)
		if !ok {
			if v == "" {
				return ps.errf(at, "expected a number after \"X=\"")
			}
			return ps.errf(at, "X=%s: X must be a whole number from 0 to %d", v, maxNumber)
		}
		a.x = &n
		return nil
	case isDigit(lower[0]) || lower[0] == '-' || lower[0] == '+' && len(lower) > 1 && isDigit(lower[1]):
		return ps.counter(a, text, at)
	case word == "chose":
		if err := ps.once(&a.choseAt, at, `"chose"`); err != nil {
			return err
		}
		c, ok := colors[rest]
		if !ok {
			// A type chosen as it entered (Cavern of Souls) is written
			// "named".
			if t, isWord := typeWord(strings.TrimSpace(text[len("chose"):])); isWord && isCreatureType(t) {
				return ps.errf(at, "chose %s: expected a color: white, blue, black, red or green (or W, U, B, R, G); a type chosen as it entered is written \"named %s\"", Excerpt(rest), t)
			}
			return ps.errf(at, "chose %s: expected a color: white, blue, black, red or green (or W, U, B, R, G)", Excerpt(rest))
		}
		a.chose = c
		return nil
	case word == "named":
		if err := ps.once(&a.namedAt, at, `"named"`); err != nil {
			return err
		}
		t, ok := typeWord(strings.TrimSpace(text[len("named"):]))
		if !ok {
			e := ps.errf(at, "named %s: expected one word, a type like Elf, or a card name like Sol Ring", Excerpt(strings.TrimSpace(text[len("named"):])))
			e.Suggestions = suggest(strings.TrimSpace(text[len("named"):]))
			return e
		}
		if ct, ok := creatureTypeFold(t); ok {
			t = ct // "assembly-worker" is Assembly-Worker
		}
		a.named = t
		return nil
	case lower == "on":
		return ps.errf(at, `expected a permanent after "on", like "on Forest"`)
	case lower == "untapped":
		return ps.errf(at, `"untapped": a permanent is untapped unless it is written "tapped"; leave "untapped" out`)
	}
	return ps.errf(at, "unknown attribute %s: expected %s", Excerpt(text), attrHelp)
}

// checkChose holds "chose COLOR" to permanents whose text chooses a
// color or speaks of the chosen one (Utopia Sprawl, Paradise Plume): a
// color given to another permanent would be read by nothing, and the
// color a mana ability adds is chosen as it resolves (CR 106.1b), which
// the outcomes say.
func (ps *boardParser) checkChose(al attrList, a attrs) error {
	for _, p := range al.perms {
		oracle := strings.ToLower(p.Card.Oracle)
		if strings.Contains(oracle, "color") && (strings.Contains(oracle, "choose") || strings.Contains(oracle, "chosen")) {
			continue
		}
		return ps.errf(a.choseAt.at, "chose %s: %s chooses no color as it enters; leave \"chose\" out (a color its mana ability adds is chosen as that ability resolves, and each choice is one of the outcomes)", a.chose, p.Card.Name)
	}
	return nil
}

// reChooseCardType is a choice of card type as a permanent enters, with
// the types it may choose (Cloud Key).
var reChooseCardType = regexp.MustCompile(`(?i)\bchoose ((?:(?:artifact|creature|enchantment|instant|sorcery|land|planeswalker|battle|kindred|tribal)(?:, or |, | or ))+(?:artifact|creature|enchantment|instant|sorcery|land|planeswalker|battle|kindred|tribal))\b`)

// reChoosesCardName is text by which a permanent chooses a card name as it
// enters: "choose a nonland card name" (Pithing Needle), "choose the name
// of a nonland card revealed this way" (Alhammarret, High Arbiter).
var reChoosesCardName = regexp.MustCompile(`(?i)\bcard name\b|\bchoose the name of\b`)

// choosesCardName reports whether oracle chooses a card name as its
// permanent enters.
func choosesCardName(oracle string) bool { return reChoosesCardName.MatchString(oracle) }

// checkNamed holds "named" to what the permanents chose as they entered:
// a card name where their text chooses one (Pithing Needle), else a type
// (Cavern of Souls), one word.
func (ps *boardParser) checkNamed(al attrList, a attrs) error {
	for _, p := range al.perms {
		if oracle := strings.ToLower(p.Card.Oracle); !strings.Contains(oracle, "choose") && !strings.Contains(oracle, "chosen") && !strings.Contains(oracle, "name") {
			return ps.errf(a.namedAt.at, "named %s: %s chooses no card name or type as it enters; leave \"named\" out", Excerpt(a.named), p.Card.Name)
		}
		namesCard := choosesCardName(p.Card.Oracle)
		if low := strings.ToLower(p.Card.Oracle); !namesCard && !strings.Contains(low, " type") {
			// A color or an opponent chosen, which "named" does not
			// write (Utopia Sprawl, Black Vise).
			switch {
			case strings.Contains(low, "choose a color"):
				return ps.errf(a.namedAt.at, "named %s: %s chooses a color as it enters, which is written \"chose COLOR\", as in \"%s (chose red)\"", Excerpt(a.named), p.Card.Name, p.Card.Name)
			case strings.Contains(low, "choose an opponent") || strings.Contains(low, "choose a player"):
				return ps.errf(a.namedAt.at, "named %s: %s chooses a player as it enters, which the board does not write; leave \"named\" out", Excerpt(a.named), p.Card.Name)
			}
		}
		if namesCard {
			c, ok := lookupCatalog(a.named)
			if !ok {
				e := ps.errf(a.namedAt.at, "named %s: %s chooses a card name as it enters, and no card has that name", Excerpt(a.named), p.Card.Name)
				e.Suggestions = suggest(a.named)
				return e
			}
			if c.CardName == "" && len(c.Faces) > 1 && (c.Layout == "split" || c.Layout == "aftermath") {
				// A split card's name is chosen as one of its halves'
				// (CR 201.4b, 709.4a).
				return ps.errf(a.namedAt.at, "named %s: a split card's name is chosen as one half's, not both (CR 201.4b): write %s or %s", Excerpt(a.named), c.Faces[0].Name, c.Faces[1].Name)
			}
			if (strings.Contains(p.Card.Oracle, "nonland card name") || strings.Contains(p.Card.Oracle, "name of a nonland card")) && c.HasType("Land") {
				return ps.errf(a.namedAt.at, "named %s: %s chooses a nonland card name as it enters, and %s is a land card", Excerpt(a.named), p.Card.Name, c.Name)
			}
			continue
		}
		if strings.ContainsAny(a.named, " ,") {
			return ps.errf(a.namedAt.at, "named %s: expected one word, a type like Elf", Excerpt(a.named))
		}
		if m := reChooseCardType.FindStringSubmatch(p.Card.Oracle); m != nil && !slices.Contains(strings.FieldsFunc(strings.ToLower(m[1]), func(r rune) bool { return r == ',' || r == ' ' }), strings.ToLower(a.named)) {
			// Cloud Key's "choose artifact, creature, enchantment,
			// instant, or sorcery": only those.
			return ps.errf(a.namedAt.at, "named %s: %s chooses one of %s as it enters", Excerpt(a.named), p.Card.Name, m[1])
		}
		if strings.Contains(p.Card.Oracle, "choose a basic land type") {
			if _, ok := basicLandColor[a.named]; !ok {
				return ps.errf(a.namedAt.at, "named %s: %s chooses a basic land type as it enters: Plains, Island, Swamp, Mountain or Forest", Excerpt(a.named), p.Card.Name)
			}
		}
		// A creature type chosen must be one (CR 205.3m): a card type
		// such as artifact, or a land type, can't be chosen (Cavern of
		// Souls' rulings of 2018-12-07).
		if choosesCreatureType(p.Card.Oracle) && !isCreatureType(a.named) {
			return ps.errf(a.namedAt.at, "named %s: %s chooses a creature type as it enters, like Elf or Human, and %s is not one (CR 205.3m)", Excerpt(a.named), p.Card.Name, a.named)
		}
	}
	return nil
}

// namedCardAt reads the card name of "named CARD" at i, up to the end of
// the attribute: the longest text that is a card's name, commas and all;
// not ok where none is one, or the text is one word (a type, which the
// attribute reads as it reads every type).
func (ps *boardParser) namedCardAt(al attrList, i int) (string, int, bool) {
	s := ps.text
	var endsArr [8]int
	for _, e := range nameEnds(endsArr[:0], s, i, al.end, catalogCommas(), "") {
		text := strings.TrimRightFunc(s[i:e], unicode.IsSpace)
		if text == "" || !strings.ContainsAny(text, " ,") {
			continue
		}
		if c, ok := lookupCatalog(text); ok {
			return c.Name, i + len(text), true
		}
	}
	return "", 0, false
}

// typeWord capitalises a type named as a permanent entered ("elf" →
// "Elf"), or says it is not one word.
func typeWord(w string) (string, bool) {
	w = strings.ReplaceAll(w, "’", "'")
	r, size := utf8.DecodeRuneInString(w)
	t := string(unicode.ToUpper(r)) + strings.ToLower(w[size:])
	if w == "" || !unicode.IsLetter(firstRune(t)) {
		return "", false
	}
	for _, r := range t {
		if !unicode.IsLetter(r) && r != '\'' && r != '-' {
			return "", false
		}
	}
	return t, true
}

// counter reads "N KIND" or "N KIND counter(s)".
func (ps *boardParser) counter(a *attrs, text string, at int) error {
	i := 0
	for i < len(text) && (isDigit(text[i]) || text[i] == '-' || text[i] == '+' || text[i] == '.') {
		i++
	}
	num := text[:i]
	if i < len(text) && spaceAt(text, i) == 0 {
		// "+1/+1" with no number before it.
		return ps.errf(at, "expected a number of counters before the kind, like \"2 +1/+1\", found %s", Excerpt(text))
	}
	n, ok := smallNumber(num)
	words := strings.Fields(strings.ToLower(text[i:]))
	if !ok && len(words) == 1 && words[0] == "damage" {
		return ps.errf(at, "%s damage: the damage marked on a permanent must be a whole number from 0 to %d", Excerpt(num), maxNumber)
	}
	if !ok {
		return ps.errf(at, "%s counters: a number of counters must be a whole number from 1 to %d", Excerpt(num), maxNumber)
	}
	for len(words) > 1 && (words[len(words)-1] == "counter" || words[len(words)-1] == "counters") {
		words = words[:len(words)-1]
	}
	kind := strings.Join(words, " ")
	if kind == "" || kind == "counter" || kind == "counters" {
		return ps.errf(at, "expected a kind of counter after %s, like \"2 +1/+1\" or \"1 charge\"", num)
	}
	if kind == "damage" {
		// Damage marked on a permanent is no counter (CR 120.6):
		// "2 damage" is the damage marked on it this turn, "0 damage"
		// none.
		if err := ps.once(&a.damageAt, at, "damage"); err != nil {
			return err
		}
		a.damage = n
		return nil
	}
	if a.counters == nil {
		a.counters, a.counterAt = map[string]int{}, map[string]int{}
	}
	if _, ok := a.counterAt[kind]; !ok {
		a.counterAt[kind] = at
	}
	if n == 0 {
		// "0 charge": no counters of that kind. "0 loyalty" and "0
		// defense" are kept: a planeswalker written without loyalty
		// counters, or a battle without defense counters, is taken to
		// have some (CR 704.5i, 704.5v, 704.5w).
		if k := strings.ToLower(kind); k == "loyalty" || k == "defense" {
			a.counters[k] += 0
		}
		return nil
	}
	if _, ok := a.counters[kind]; !ok && len(a.counters) == maxCounterKinds {
		return ps.errf(at, "too many kinds of counters: at most %d on one permanent", maxCounterKinds)
	}
	if a.counters[kind]+n > maxNumber {
		return ps.errf(at, "too many %s counters: at most %d", kind, maxNumber)
	}
	a.counters[kind] += n
	return nil
}

// onRef reads the CARDREF of an "on" attribute at i, trying the longest
// text (commas included) that names a permanent on the board.
func (ps *boardParser) onRef(b *Board, names boardNameSet, al attrList, i int) (*CardRef, string, int, error) {
	s := ps.text
	var endsArr [8]int
	ends := nameEnds(endsArr[:0], s, i, al.end, max(names.commas, catalogCommas()), "")
	onBoard := func(k string) (string, bool) {
		if ps := names.byKey[k]; len(ps) > 0 {
			return ps[0].Card.Name, true
		}
		return "", false
	}
	inCatalog := func(k string) (string, bool) {
		c, ok := lookupCatalog(k)
		if !ok {
			return "", false
		}
		return c.Name, true
	}
	for _, known := range []func(string) (string, bool){onBoard, inCatalog} {
		for _, e := range ends {
			text := strings.TrimRightFunc(s[i:e], unicode.IsSpace)
			if ref, ok, err := readRef(text, known); ok && err == nil {
				return &ref, "", i + len(text), nil
			}
		}
	}
	// Nothing fits: read the text up to the first comma, for the error.
	text := strings.TrimRightFunc(s[i:ends[len(ends)-1]], unicode.IsSpace)
	if text == "" {
		return nil, "", 0, ps.errf(i, `expected a permanent after "on", like "on Forest"`)
	}
	if pl := b.Player(text); pl != nil && !strings.ContainsAny(text, " '\u2019#") {
		// "Curse of the Pierced Heart (on opp)": a player, whom an
		// Aura that enchants a player enchants (CR 303.4a, 702.5a).
		return nil, pl.Name, i + len(text), nil
	}
	if reWhoWord.MatchString(text) {
		// "Utopia Sprawl (on opp)" on a board that names no opp.
		if enchantsPlayer(al.perms[0].Card) {
			return nil, "", 0, ps.errf(i, "cannot attach %s: there is no player %q on the board; give them a statement of their own, like \"%s: Island\"", al.perms[0].Card.Name, text, text)
		}
		return nil, "", 0, ps.errf(i, "cannot attach %s to %s, a player: only an Aura with \u201cEnchant player\u201d or \u201cEnchant opponent\u201d is attached to a player; write the permanent it is attached to, like (on Forest)", al.perms[0].Card.Name, text)
	}
	ref, _, err := readRef(text, onBoard)
	if err != nil {
		return nil, "", 0, ps.errf(i+err.Offset, "%s", err.Message)
	}
	msg := fmt.Sprintf("no permanent named %s on the board", Excerpt(ref.Name))
	if ref.Owner != "" && b.Player(ref.Owner) == nil {
		msg = fmt.Sprintf("there is no player %s on the board", Excerpt(ref.Owner))
	}
	e2 := ps.errf(i, "cannot attach %s: %s", al.perms[0].Card.Name, msg)
	e2.Suggestions = suggest(ref.Name)
	return nil, "", 0, e2
}

// reWhoWord is a word that names a player in the contract's examples
// (me, opp, opp2, ally), and no card.
var reWhoWord = regexp.MustCompile(`^(?:me|opp[0-9]*|ally[0-9]*)$`)

// reEnchantPlayer is the enchant ability of an Aura that enchants a
// player (CR 702.5a, 303.4a).
var reEnchantPlayer = regexp.MustCompile(`(?m)^Enchant (?:player|opponent)$`)

// enchantsPlayer reports whether c is an Aura that enchants a player.
func enchantsPlayer(c *catalog.Card) bool {
	return slices.Contains(c.Subtypes, "Aura") && reEnchantPlayer.MatchString(c.Oracle)
}

// exiledCardAt reads the card name of "exiled CARD" at i, up to the end
// of the attribute: the longest text that is a card's name, commas and
// all. at is where the attribute starts, for the error.
func (ps *boardParser) exiledCardAt(al attrList, i, at int) (string, int, error) {
	s := ps.text
	var endsArr [8]int
	for _, e := range nameEnds(endsArr[:0], s, i, al.end, catalogCommas(), "") {
		text := strings.TrimRightFunc(s[i:e], unicode.IsSpace)
		if text == "" {
			continue
		}
		if c, ok := lookupCatalog(text); ok {
			// A face names the whole card, which is what is exiled: a
			// split card with both halves' characteristics (CR 709.4).
			return c.WholeName(), i + len(text), nil
		}
	}
	end := i
	for end < al.end && s[end] != ',' {
		end++
	}
	text := strings.TrimSpace(s[i:end])
	if text == "" {
		return "", 0, ps.errf(at, `expected a card name after "exiled", like "exiled Counterspell"`)
	}
	e := ps.errf(at, "exiled %s: expected the name of the card it exiled, like Counterspell", Excerpt(text))
	e.Suggestions = suggest(text)
	return "", 0, e
}

// checkExiled holds "exiled CARD" to permanents whose text exiles a card
// as they enter for later use ("the exiled card"), and to the kind of
// card that text may exile: Chrome Mox's "nonartifact, nonland card",
// Extraplanar Lens' land, Isochron Scepter's instant.
func (ps *boardParser) checkExiled(al attrList, a attrs) error {
	for _, p := range al.perms {
		oracle := strings.ToLower(p.Card.Oracle)
		if !strings.Contains(oracle, "exiled card") {
			return ps.errf(a.exiledAt.at, "exiled %s: %s does not exile a card as it enters to use later", Excerpt(a.exiled), p.Card.Name)
		}
		c, _ := lookupCatalog(a.exiled)
		types := splitTypesOf(c)
		kind, _, _ := strings.Cut(oracle, "card from your hand")
		for _, k := range []struct {
			words, typ string
			not        bool
		}{{"nonartifact", "Artifact", true}, {"nonland", "Land", true}, {"target land", "Land", false}, {"an instant card", "Instant", false}} {
			if !strings.Contains(kind, k.words) || has(types, k.typ) != k.not {
				continue
			}
			typ := strings.ToLower(k.typ)
			if k.not {
				return ps.errf(a.exiledAt.at, "exiled %s: %s exiles only a %s card, and %s is %s card", Excerpt(a.exiled), p.Card.Name, k.words, c.Name, article(typ))
			}
			return ps.errf(a.exiledAt.at, "exiled %s: %s exiles %s card, and %s is not one", Excerpt(a.exiled), p.Card.Name, article(typ), c.Name)
		}
	}
	return nil
}

// reCountWord is a count written as an attribute: "x3", "3x".
var reCountWord = regexp.MustCompile(`^(?:x\d+|\d+x)$`)
