package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// SpellFilter says which spells a StaticSpellCost applies to, as its text
// names them (CR 601.2f): alternatives each of whose words the spell must
// have ("white creature spells", "Merfolk spells and Wizard spells",
// "artifact, instant, and sorcery spells"), and what the text says
// beyond them.
type SpellFilter struct {
	// Alts are the alternatives; a spell is named when it has every word
	// of one. A word is "color:white", "colorless", "multicolored",
	// "monocolored", "type:Creature", "non:Creature", "legendary",
	// "historic" or "sub:Merfolk". One alternative with no word names
	// every spell.
	Alts [][]string
	// Chosen: only spells of the type chosen as the permanent entered,
	// written "named TYPE" on the board: a creature type, or a card type
	// where the permanent chose one (Cloud Key).
	Chosen bool
	// Flying: only spells with flying.
	Flying bool
	// MinManaValue and MinPower, when above -1, are the least mana value
	// or power a spell must have.
	MinManaValue, MinPower int
	// ShareCreatureType: only spells that share a creature type with the
	// permanent (Mistform Warchief).
	ShareCreatureType bool
	// First: only the first such spell its caster casts each turn.
	First bool
	// Targets: only spells that target what it says; the question does not
	// give a spell's targets.
	Targets string
	// FaceDown: only face-down spells (CR 708.4).
	FaceDown bool
	// Keyword: only spells with that keyword ("flashback").
	Keyword string
	// Exiled: only spells that share a card type with the card the
	// permanent exiled, which the board does not record.
	Exiled bool
	// Words is what the text says of the spells beyond their kind (" with
	// flying"), for the steps.
	Words string
}

// reSpellCostText is a static ability that makes spells cost more or less
// to cast (CR 601.2f), with the subject read by parseSpellSubject.
var reSpellCostText = regexp.MustCompile(`^(As long as this is tapped, |As long as this is in the command zone or on the battlefield, )?(.+?) (?:cost|costs) (up to )?((?:\{[0-9WUBRG]\})+) (more|less) to cast( for each [^.]+)?\.( This effect reduces only the amount of colored mana you pay\.)?$`)

// reTitheTaker raises the costs of opponents' spells and of their
// abilities other than mana abilities during its controller's turn.
var reTitheTaker = regexp.MustCompile(`^During your turn, spells your opponents cast cost \{([0-9]+)\} more to cast and abilities your opponents activate cost \{([0-9]+)\} more to activate unless they're mana abilities\.$`)

// reGrantsAffinity gives spells affinity for artifacts (Mycosynth Golem).
var reGrantsAffinity = regexp.MustCompile(`^(.+ spells you cast) have affinity for artifacts\.$`)

// spellSubtypes are the subtypes other than creature types that a cost
// effect may name spells by (CR 205.3g, 205.3h, 205.3k).
var spellSubtypes = map[string]bool{"Aura": true, "Equipment": true, "Arcane": true, "Saga": true, "Vehicle": true, "Curse": true, "Trap": true, "Shrine": true, "Cartouche": true, "Adventure": true, "Lesson": true}

// compileSpellCost reads a static ability that makes spells cost more or
// less to cast into st; false, st untouched, where the text is not such
// an ability or says more than the engine reads.
func compileSpellCost(st *StaticSpec, s string) bool { return readWhole(st, s, readSpellCost) }

// readWhole is read(st, s), st changed only where read reads all of s:
// what read filled in before giving up is dropped.
func readWhole(st *StaticSpec, s string, read func(*StaticSpec, string) bool) bool {
	var got StaticSpec
	if !read(&got, s) {
		return false
	}
	*st = got
	return true
}

// readSpellCost is compileSpellCost, filling st as it reads.
func readSpellCost(st *StaticSpec, s string) bool {
	if m := reGrantsAffinity.FindStringSubmatch(s); m != nil {
		// Affinity for artifacts: the spell costs {1} less for each
		// artifact its controller controls (CR 702.41a); each instance
		// counts (702.41b).
		f, kind, whose, ok := parseSpellSubject(m[1])
		if !ok || whose != "you" {
			return false
		}
		st.Kind, st.Spells, st.SpellKind, st.SpellWhose = StaticSpellCost, f, kind, whose
		st.SpellCost, st.SpellCostPerArtifact = -1, true
		return true
	}
	if m := reTitheTaker.FindStringSubmatch(s); m != nil && m[1] == m[2] {
		// Tithe Taker: spells and abilities other than mana abilities,
		// during its controller's turn.
		if !readSpellCost(st, "Spells your opponents cast cost {"+m[1]+"} more to cast.") {
			return false
		}
		st.SpellCostOwnTurnOnly, st.SpellCostAbilitiesToo = true, true
		return true
	}
	m := reSpellCostText.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	f, kind, whose, ok := parseSpellSubject(m[2])
	if !ok {
		return false
	}
	st.Kind, st.Spells, st.SpellKind, st.SpellWhose = StaticSpellCost, f, kind, whose
	st.SpellCostWhileTapped = strings.HasPrefix(m[1], "As long as this is tapped")
	st.SpellCostUpTo = m[3] != ""
	amount := m[4]
	if n, ok := parseDigits(strings.Trim(amount, "{}")); ok && strings.Count(amount, "{") == 1 {
		st.SpellCost = n
	} else {
		for _, sym := range strings.SplitAfter(amount, "}") {
			if sym == "" {
				continue
			}
			if _, ok := colorOnly(strings.Trim(sym, "{}")); !ok {
				return false
			}
		}
		st.SpellCostMana = amount
	}
	less := m[5] == "less"
	if less {
		st.SpellCost = -st.SpellCost
	}
	// A reduction of colored mana takes generic mana where the cost has
	// too little of that color (CR 118.7b, 118.7c), unless its text says
	// it reduces only colored mana (Edgewalker).
	st.SpellCostColoredOnly = m[7] != ""
	if st.SpellCostMana != "" && less != st.SpellCostColoredOnly || st.SpellCostColoredOnly && st.SpellCostMana == "" {
		return false
	}
	if st.SpellCostUpTo && (!less || st.SpellCostMana != "") {
		return false
	}
	switch each := strings.TrimPrefix(m[6], " for each "); {
	case m[6] == "":
	case each == "+1/+1 counter on this":
		st.SpellCostPerCounter = "+1/+1"
	case each == "artifact its controller controls":
		st.SpellCostPerArtifact = true
	case each == "of the chosen colors it is" && len(f.Alts) == 1 && len(f.Alts[0]) == 0:
		// Seal of the Guildpact chose two colors, and the board records
		// one at most: a colorless spell is none of them.
		f.Alts = [][]string{{"colored"}}
		st.SpellCostUnknown = "it costs " + amount + " less for each of the two colors chosen as it entered that the spell is, and the board records one chosen color at most"
	case each == "creature it targets" && f.Targets == "":
		// Battlefield Thaumaturge: a spell that targets no creature costs
		// no less.
		f.Targets = "creatures"
		f.Words += " for each creature it targets"
	default:
		st.SpellCostUnknown = "it costs " + amount + " " + m[5] + " for each " + each + ", which the engine does not work out"
	}
	return true
}

var (
	reFirstSpell    = regexp.MustCompile(`^The first (.+ spell) you cast each turn$`)
	reEachSpell     = regexp.MustCompile(`^Each ((?:.+ )?spell)( you cast)?$`)
	reMinManaValue  = regexp.MustCompile(` with mana value (\w+) or greater`)
	reMinPower      = regexp.MustCompile(` with power (\w+) or greater`)
	reTargetsWhat   = regexp.MustCompile(` that target (this|an? [a-z]+(?: or [a-z]+)? you control|an? [A-Z][a-z]+ you control)`)
	reSpellKindJoin = regexp.MustCompile(`, and |, | and `)
)

// parseSpellSubject reads the spells a cost effect names ("Merfolk spells
// and Wizard spells you cast", "Creature spells with flying you cast",
// "Spells your opponents cast that target this"): the filter, the kind as
// steps write it ("Merfolk spells and Wizard spells"), and whose spells
// ("you", "opponents" or "" for every player's).
func parseSpellSubject(s string) (f *SpellFilter, kind, whose string, ok bool) {
	f = &SpellFilter{MinManaValue: -1, MinPower: -1}
	if m := reFirstSpell.FindStringSubmatch(s); m != nil {
		f.First, whose = true, "you"
		s = m[1] + "s"
	} else if m := reEachSpell.FindStringSubmatch(s); m != nil {
		s = strings.ToUpper(m[1][:1]) + m[1][1:] + "s"
		if m[2] != "" {
			whose = "you"
		}
	}
	s = strings.TrimPrefix(s, "other ")
	for _, w := range []struct{ text, whose string }{{" you cast", "you"}, {" your opponents cast", "opponents"}} {
		if i := strings.Index(s, w.text); i >= 0 {
			if whose != "" {
				return nil, "", "", false
			}
			whose = w.whose
			s = s[:i] + s[i+len(w.text):]
		}
	}
	cut := func(phrase string) bool {
		if i := strings.Index(s, phrase); i >= 0 {
			s = s[:i] + s[i+len(phrase):]
			f.Words += phrase
			return true
		}
		return false
	}
	f.Chosen = cut(" of the chosen type")
	f.Flying = cut(" with flying")
	f.ShareCreatureType = cut(" that share a creature type with this")
	f.Exiled = cut(" that share a card type with the exiled card")
	for _, q := range []struct {
		re *regexp.Regexp
		to *int
	}{{reMinManaValue, &f.MinManaValue}, {reMinPower, &f.MinPower}} {
		if m := q.re.FindStringSubmatch(s); m != nil {
			n, ok := wordNumber(m[1])
			if !ok {
				return nil, "", "", false
			}
			*q.to = n
			cut(m[0])
		}
	}
	if m := reTargetsWhat.FindStringSubmatch(s); m != nil {
		f.Targets = strings.TrimPrefix(m[0], " that target ")
		cut(m[0])
	}
	if strings.HasPrefix(s, "Face-down ") {
		f.FaceDown = true
		s = strings.ToUpper(s[len("Face-down "):len("Face-down ")+1]) + s[len("Face-down ")+1:]
		f.Words = " face down" + f.Words
	}
	alts, ok := parseSpellKinds(s)
	if !ok {
		return nil, "", "", false
	}
	f.Alts = alts
	kind = s
	if first := strings.Fields(s)[0]; !isCreatureType(first) && !spellSubtypes[first] {
		kind = strings.ToLower(s[:1]) + s[1:]
	}
	return f, kind, whose, true
}

// parseSpellKinds reads "Merfolk spells and Wizard spells", "Artifact,
// instant, and sorcery spells", "White creature spells", "Spells" into
// alternatives of words (SpellFilter.Alts).
func parseSpellKinds(s string) ([][]string, bool) {
	if s == "Spells" {
		return [][]string{nil}, true
	}
	t, ok := strings.CutSuffix(s, " spells")
	if !ok {
		return nil, false
	}
	parts := reSpellKindJoin.Split(t, -1)
	each := true
	for i, part := range parts[:len(parts)-1] {
		var cut bool
		parts[i], cut = strings.CutSuffix(part, " spells")
		each = each && cut
	}
	var alts [][]string
	for _, part := range parts {
		fields := strings.Fields(part)
		// "Red creature spells and green creature spells" says "spells"
		// after each; "Artifact and enchantment spells" joins single words.
		if len(parts) > 1 && !each && len(fields) != 1 {
			return nil, false
		}
		var words []string
		for _, w := range fields {
			word, ok := spellWord(w)
			if !ok {
				return nil, false
			}
			words = append(words, word)
		}
		if len(words) == 0 {
			return nil, false
		}
		alts = append(alts, words)
	}
	return alts, true
}

// spellWord reads one word naming spells (SpellFilter.Alts).
func spellWord(w string) (string, bool) {
	lw := strings.ToLower(w)
	if _, ok := spellColorWords[lw]; ok {
		return "color:" + lw, true
	}
	switch lw {
	case "colorless", "multicolored", "monocolored", "historic", "legendary":
		return lw, true
	}
	if t, ok := spellTypeWords[lw]; ok {
		return "type:" + t, true
	}
	if t, ok := spellTypeWords[strings.TrimPrefix(lw, "non")]; ok && strings.HasPrefix(lw, "non") {
		return "non:" + t, true
	}
	if isCreatureType(w) || spellSubtypes[w] {
		return "sub:" + w, true
	}
	return "", false
}

// spellFilterApplies reports whether the effect of p, which names spells
// as f does, applies to the spell card cast with X = x; why says why that
// can't be told.
func spellFilterApplies(f *SpellFilter, kind string, p *perm, card *catalog.Card, x int) (bool, string) {
	every := len(f.Alts) == 1 && len(f.Alts[0]) == 0 && !f.Chosen && !f.Flying && f.MinManaValue < 0 && f.MinPower < 0 &&
		!f.ShareCreatureType && !f.First && f.Targets == "" && !f.FaceDown && !f.Exiled && f.Keyword == ""
	if every {
		return true, ""
	}
	what := strings.ReplaceAll(kind+f.Words, " this", " "+p.name)
	if card == nil {
		return false, fmt.Sprintf("%s makes %s cost more or less to cast, and %s", p.name, what, nameTheSpell)
	}
	if f.Exiled {
		if p.Exiled == "" {
			return false, fmt.Sprintf("%s makes spells that share a card type with the card it exiled cost less to cast, and the board does not record that card (write it as \u201c%s (exiled Lightning Bolt)\u201d)", p.name, p.name)
		}
		exiled, _ := lookupCatalog(p.Exiled)
		_, types, _ := splitTypes(exiledFace(exiled))
		_, spell, _ := splitTypes(card)
		if !slices.ContainsFunc(types, func(t string) bool { return has(spell, t) }) {
			return false, ""
		}
		f = &SpellFilter{Alts: f.Alts, Chosen: f.Chosen, Flying: f.Flying, MinManaValue: f.MinManaValue, MinPower: f.MinPower, ShareCreatureType: f.ShareCreatureType, First: f.First, Targets: f.Targets, Keyword: f.Keyword, Words: f.Words}
		if len(f.Alts) == 1 && len(f.Alts[0]) == 0 && !f.Chosen && !f.Flying && f.MinManaValue < 0 && f.MinPower < 0 && !f.ShareCreatureType && !f.First && f.Targets == "" && f.Keyword == "" {
			return true, ""
		}
	}
	if f.Keyword != "" {
		if !hasKeywordLine(card, f.Keyword) {
			return false, ""
		}
		return true, ""
	}
	if f.FaceDown {
		if hasKeywordLine(card, "morph", "megamorph", "disguise") {
			return false, fmt.Sprintf("%s makes face-down spells cost less to cast, and %s may be cast face down (CR 708.4), which the question does not say", p.name, card.Name)
		}
		// A card without morph is cast face up.
		return false, ""
	}
	sup, types, subs := splitTypes(card)
	changeling := hasChangeling(card)
	// Text of the card's own about its creature types other than the
	// changeling keyword (Mistform Ultimus) is not read.
	lower := strings.ToLower(card.Oracle)
	typesUnread := !changeling && (strings.Contains(lower, "changeling") || strings.Contains(lower, "every creature type"))
	unread := fmt.Sprintf("%s makes %s cost more or less to cast, and %s has text about its creature types that the engine does not read", p.name, what, card.Name)
	named := false
	for _, alt := range f.Alts {
		all := true
		for _, w := range alt {
			ok, why := spellHasWord(w, card, sup, types, subs, changeling)
			if typesUnread && strings.HasPrefix(w, "sub:") && isCreatureType(w[len("sub:"):]) {
				return false, unread
			}
			if why != "" {
				return false, fmt.Sprintf("%s makes %s cost more or less to cast, and %s", p.name, what, why)
			}
			all = all && ok
		}
		named = named || all
	}
	if !named {
		return false, ""
	}
	if f.Chosen {
		if p.Named == "" {
			return false, fmt.Sprintf("%s makes %s cost more or less to cast, and the board does not say which type was chosen (write it as \u201cnamed TYPE\u201d)", p.name, what)
		}
		if cardTypeChoice(p) {
			t, ok := spellTypeWords[strings.ToLower(p.Named)]
			if !ok {
				return false, fmt.Sprintf("%s chose a card type as it entered, and %s is none it can choose", p.name, p.Named)
			}
			if !has(types, t) {
				return false, ""
			}
		} else {
			if !isCreatureType(p.Named) {
				return false, fmt.Sprintf("%s chose a creature type as it entered, and %s is none", p.name, p.Named)
			}
			if typesUnread {
				return false, unread
			}
			if !creatureTyped(types) || !has(subs, p.Named) && !changeling {
				return false, ""
			}
		}
	}
	if f.ShareCreatureType {
		if typesUnread {
			return false, unread
		}
		if ab := ownTypeChangeMayLast(p); ab != nil {
			return false, fmt.Sprintf("%s makes %s cost more or less to cast, and its ability \u201c%s\u201d may have been activated this turn, and the creature type it chose lasts this turn (CR 611.2a)", p.name, what, ab.Text)
		}
		if !creatureTyped(types) || !shareCreatureType(p, subs, changeling) {
			return false, ""
		}
	}
	if f.Flying && !hasKeywordLine(card, "flying") {
		return false, ""
	}
	if f.MinManaValue >= 0 {
		if mv := manaValue(card.ManaCost) + x*strings.Count(card.ManaCost, "{X}"); mv < f.MinManaValue {
			return false, ""
		}
	}
	if f.MinPower >= 0 {
		pw, err := strconv.Atoi(card.Power)
		if err != nil {
			return false, fmt.Sprintf("%s makes %s cost less to cast, and the power of %s is %q, which the engine does not work out as a spell", p.name, what, card.Name, card.Power)
		}
		if pw < f.MinPower {
			return false, ""
		}
	}
	if f.Targets != "" {
		if !mayTarget(card) {
			return false, ""
		}
		target := f.Targets
		if target == "this" {
			target = p.name
		}
		return false, fmt.Sprintf("%s makes %s cost more or less to cast, and whether %s targets %s depends on the targets chosen as it is cast (CR 601.2c), which the question does not give", p.name, what, card.Name, target)
	}
	return true, ""
}

// spellHasWord reports whether a spell with these characteristics has the
// word w of a SpellFilter.
func spellHasWord(w string, card *catalog.Card, sup, types, subs []string, changeling bool) (bool, string) {
	switch {
	case strings.HasPrefix(w, "color:"), w == "colorless", w == "multicolored", w == "monocolored", w == "colored":
		// A devoid spell is colorless whatever its mana cost (CR
		// 702.114a): Kozilek's Return is no red spell.
		colors, why := spellColors(card)
		if why != "" {
			return false, why
		}
		n := len(colors.Colors())
		switch w {
		case "colorless":
			return n == 0, ""
		case "multicolored":
			return n > 1, ""
		case "monocolored":
			return n == 1, ""
		case "colored":
			return n > 0, ""
		}
		return colors.Has(spellColorWords[strings.TrimPrefix(w, "color:")]), ""
	case strings.HasPrefix(w, "type:"):
		return has(types, w[len("type:"):]), ""
	case strings.HasPrefix(w, "non:"):
		return !has(types, w[len("non:"):]), ""
	case w == "legendary":
		return has(sup, "Legendary"), ""
	case w == "historic":
		// Artifacts, legendaries and Sagas are historic (CR 700.6).
		return has(types, "Artifact") || has(sup, "Legendary") || has(subs, "Saga"), ""
	case strings.HasPrefix(w, "sub:"):
		sub := w[len("sub:"):]
		if !isCreatureType(sub) {
			return has(subs, sub), ""
		}
		// A creature type names creature spells and kindred ones, which
		// share their subtypes (CR 205.3m, 308.3): Warren Weirding, a
		// Kindred Sorcery — Goblin, is a Goblin spell; changeling is every
		// creature type (702.73a).
		return creatureTyped(types) && (has(subs, sub) || changeling), ""
	}
	return false, "the engine does not read " + w
}

// creatureTyped reports whether a card of these types has creature types:
// a creature or a kindred card (CR 205.3m).
func creatureTyped(types []string) bool {
	return has(types, "Creature") || has(types, "Kindred") || has(types, "Tribal")
}

// ownTypeChangeMayLast is an activated ability of p that changes its
// creature types until end of turn ("{T}: Mistform Warchief becomes the
// creature type of your choice until end of turn") and may have been
// activated this turn: one with {T} in its cost where p is tapped, or one
// without; nil for none.
func ownTypeChangeMayLast(p *perm) *Ability {
	for _, a := range p.abilities {
		if a.Kind != KindActivated || !reLasts.MatchString(a.Text) || !strings.Contains(strings.ToLower(a.Text), "creature type") {
			continue
		}
		if !a.Cost.Tap || p.Tapped {
			return a
		}
	}
	return nil
}

// shareCreatureType reports whether a spell with subtypes subs (every
// creature type with changeling) shares a creature type with p.
func shareCreatureType(p *perm, subs []string, changeling bool) bool {
	for _, t := range p.subtypes {
		if isCreatureType(t) && (changeling || has(subs, t)) {
			return true
		}
	}
	if p.everyCreatureType && !p.lostText {
		for _, t := range subs {
			if isCreatureType(t) {
				return true
			}
		}
		return changeling
	}
	return false
}

// cardTypeChoice reports whether p chose a card type as it entered (Cloud
// Key's "choose artifact, creature, enchantment, instant, or sorcery"),
// not a creature type.
func cardTypeChoice(p *perm) bool {
	return p.Card != nil && strings.Contains(p.Card.Oracle, "choose artifact, creature")
}

// hasKeywordLine reports whether a line of card's text is a list of
// keywords starting with one of words ("Flying", "Flying, vigilance",
// "Morph {4}{G}").
func hasKeywordLine(card *catalog.Card, words ...string) bool {
	for _, line := range strings.Split(card.Oracle, "\n") {
		first := strings.ToLower(strings.TrimSpace(withoutReminders(line)))
		if i := strings.IndexAny(first, ", {"); i >= 0 {
			first = first[:i]
		}
		for _, w := range words {
			if first == w {
				return true
			}
		}
	}
	return false
}

// reSpellTargets finds "target" as a word in a spell's text.
var reSpellTargets = regexp.MustCompile(`(?i)\btargets?\b`)

// mayTarget reports whether a spell of card may have targets (CR 115.1):
// an instant or sorcery whose text says "target", an Aura, whose enchant
// ability targets as it is cast (303.4a), or a card with mutate
// (702.140a); another permanent spell has none, its abilities targeting
// only once it is a permanent.
func mayTarget(card *catalog.Card) bool {
	_, types, subs := splitTypes(card)
	if has(subs, "Aura") || hasKeywordLine(card, "mutate") {
		return true
	}
	return (has(types, "Instant") || has(types, "Sorcery")) && reSpellTargets.MatchString(withoutReminders(card.Oracle))
}

// reAbilityCost is a static ability that makes activated abilities, or
// costs paid otherwise than to cast a spell, cost more or less (CR
// 602.2b, 601.2f).
var reAbilityCost = regexp.MustCompile(`^(Activated abilities(?: of [a-z ]+)?|Enchanted [a-z]+'s activated abilities|Activated abilities of creature cards in your graveyard|Abilities your opponents activate that target an? [A-Za-z ]+ you control|Equip costs you pay|Equip abilities you activate|Cycling abilities you activate|All morph costs) cost (?:up to )?\{[0-9]+\} (more|less)(?: to activate)?( unless they're mana abilities)?\.(?: This effect can't reduce the amount of mana an ability costs to activate to less than one mana\.)?$`)

// reSpellKeywordCost is a static ability that makes a cost a spell may be
// cast for or with (flashback, dash, buyback) cost more or less.
var reSpellKeywordCost = regexp.MustCompile(`^(Flashback|Dash|Buyback) costs( you pay| your opponents pay)? cost (?:up to )?\{[0-9]+\} (?:more|less)\.$`)

// compileAbilityCost reads a static ability that changes what activated
// abilities cost (StaticAbilityCost), or what a spell's flashback, dash or
// buyback costs, a StaticSpellCost on spells with that keyword whose
// amount is not worked out (the cost given may be that cost or not).
func compileAbilityCost(st *StaticSpec, s string) bool { return readWhole(st, s, readAbilityCost) }

// readAbilityCost is compileAbilityCost, filling st as it reads.
func readAbilityCost(st *StaticSpec, s string) bool {
	if m := reSpellKeywordCost.FindStringSubmatch(s); m != nil {
		kw := strings.ToLower(m[1])
		st.Kind, st.SpellKind = StaticSpellCost, "spells with "+kw
		st.Spells = &SpellFilter{Alts: [][]string{nil}, MinManaValue: -1, MinPower: -1, Keyword: kw}
		st.SpellWhose = map[string]string{" you pay": "you", " your opponents pay": "opponents"}[m[2]]
		st.SpellCostUnknown = "it changes its " + kw + " cost, and the engine does not work out whether the cost given is that cost"
		return true
	}
	m := reAbilityCost.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	st.Kind = StaticAbilityCost
	st.AbilityCostMore = m[2] == "more"
	st.NonManaOnly = m[3] != ""
	switch {
	case strings.HasPrefix(m[1], "Cycling") || strings.Contains(m[1], "cards in your graveyard"):
		st.AbilityCostOf = "cards"
	case m[1] == "All morph costs":
		st.AbilityCostOf = "morph"
	case strings.HasPrefix(m[1], "Abilities your opponents activate that target"):
		st.AbilityCostOf = "targets"
	case strings.HasPrefix(m[1], "Enchanted ") && strings.HasSuffix(m[1], "'s activated abilities"):
		what := strings.TrimSuffix(m[1], "'s activated abilities")
		sub, ok := parseSubject(what)
		if !ok {
			t, isType := cardTypeWords[strings.TrimPrefix(what, "Enchanted ")]
			if !isType {
				return false
			}
			sub = Subject{Text: what, Enchanted: true}
			if t != "" {
				sub.Types = []string{t}
			}
		}
		st.Subject = &sub
	case strings.HasPrefix(m[1], "Activated abilities of "):
		if sub, ok := parseSubject(strings.TrimPrefix(m[1], "Activated abilities of ")); ok {
			st.Subject = &sub
		}
	}
	return true
}

// abilityCostBears says how an effect that makes abilities cost more or
// less stands to question k. Mana in an activation cost is taken as
// payable by activate, and no other question but pay and mana pays one:
// tap and could-produce make the same mana, lands, upkeep and enters
// activate nothing (an upkeep trigger's payment is no activation, but its
// payer may activate mana abilities). Pay and mana activate the abilities
// of permanents: a reduction bears where one has generic mana in its cost,
// an increase where one is not a mana ability, or is one and the effect
// does not leave those alone; pay asked of a cost without card: may be
// paying an ability's. Abilities of cards in a hand or graveyard, and
// turning a permanent face up, none of these activate.
func (w *world) abilityCostBears(k asking, src *perm, st *StaticSpec) verdict {
	switch k.kind {
	case askActivate:
		if st.AbilityCostOf != "" {
			return cannotBear
		}
		return w.activatedCostBears(k, src, st)
	case askUpkeep:
		if k.paysMana {
			return bears
		}
		return cannotBear
	case askPay, askMana:
	case askTap:
		// The tapped permanent's mana ability costs more or less
		// (Oppressive Rays), which the tap answer does not say: it
		// stops there, and only there (602.2b, 601.2f).
		if k.target == nil || st.NonManaOnly || st.AbilityCostOf != "" {
			return cannotBear
		}
		if !st.AbilityCostMore && !slices.ContainsFunc(k.target.abilities, func(b *Ability) bool {
			return b.Kind == KindMana && strings.ContainsAny(b.Cost.Mana, "0123456789X")
		}) {
			// A reduction lowers only generic mana (601.2f), which no
			// mana ability of it costs.
			return cannotBear
		}
		if st.Subject == nil {
			return bears
		}
		if in, why := st.Subject.matches(w.b, src, k.target); in || why != "" {
			return bears
		}
		return cannotBear
	default:
		return cannotBear
	}
	if k.kind == askPay && !k.spell {
		return bears
	}
	if st.AbilityCostOf != "" {
		// An opponent's ability that targets the effect's controller's
		// permanent (Kopala, Warden of Waves) makes its activator no
		// mana.
		return cannotBear
	}
	// Only the permanents the effect names, as they are now, unless an
	// ability on the board may change what a permanent is (an animation).
	all := st.Subject == nil
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if b.Kind == KindActivated && (!b.Understood || strings.Contains(b.Text, "become")) {
				all = true
			}
		}
	}
	for _, q := range w.perms {
		if !all {
			if in, why := st.Subject.matches(w.b, src, q); !in && why == "" {
				continue
			}
		}
		for _, b := range q.abilities {
			if !b.Understood && (b.Kind == KindActivated || b.Kind == KindMana || b.Kind == KindKeyword) {
				return bears
			}
			switch b.Kind {
			case KindKeyword:
				// An activated keyword ability (equip, reinforce, level
				// up) has a cost in mana symbols.
				if strings.Contains(b.Text, "{") {
					return bears
				}
			case KindActivated, KindMana:
				if !st.AbilityCostMore {
					if hasGenericMana(b.Cost.Mana) {
						return bears
					}
					continue
				}
				if b.Kind == KindActivated || !st.NonManaOnly {
					return bears
				}
			}
		}
	}
	return cannotBear
}

// activatedCostBears says how an effect that makes permanents' activated
// abilities cost more or less (st) stands to an activate question: mana
// in the cost is taken as payable, so it changes only the cost the answer
// states. A reduction lowers only generic mana (CR 601.2f, 118.7a), so it
// changes no cost without any; an increase that leaves mana abilities
// alone changes none of theirs. Where an ability asked about may have its
// cost changed, or is not understood, it bears. One whose subject the
// permanent asked about is not now changes none of its costs, which are
// what they are as it is activated (CR 601.2f, 602.2b).
func (w *world) activatedCostBears(k asking, src *perm, st *StaticSpec) verdict {
	if k.target == nil {
		return bears
	}
	if st.Subject != nil {
		if in, why := st.Subject.matches(w.b, src, k.target); !in && why == "" {
			return cannotBear
		}
	}
	asked := k.target.abilities
	if k.ability != nil {
		asked = []*Ability{k.ability}
	}
	for _, b := range asked {
		switch {
		case b.Kind != KindActivated && b.Kind != KindMana && b.Kind != KindKeyword:
			continue
		case !b.Understood:
			return bears
		case b.Kind == KindKeyword:
			if strings.Contains(b.Text, "{") {
				return bears
			}
		case st.AbilityCostMore:
			if b.Kind != KindMana || !st.NonManaOnly {
				return bears
			}
		case hasGenericMana(b.Cost.Mana):
			return bears
		}
	}
	return cannotBear
}

// hasGenericMana reports whether a cost in mana symbols has generic mana,
// {X} included, which a reduction of generic mana lowers (CR 118.7a).
func hasGenericMana(cost string) bool {
	c, err := ParseManaCost(cost)
	return err == nil && (c.Generic > 0 || c.X > 0) || err != nil && cost != ""
}

// spellCostBears says how a StaticSpellCost of src stands to question k:
// pay reads it (spellCostChanges), and nothing else but where it also
// raises what an opponent's activated abilities other than mana abilities
// cost during its controller's turn (Tithe Taker), which bears as such an
// effect does (abilityCostBears) on a question asked of that opponent
// then.
func (w *world) spellCostBears(k asking, src *perm, st *StaticSpec) verdict {
	v := cannotBear
	if k.kind == askPay {
		v = modelled
	}
	if !st.SpellCostAbilitiesToo || !w.b.activeTeam(src.Controller) {
		return v
	}
	switch k.kind {
	case askPay, askMana:
		if !w.b.opponents(src.Controller, k.player) {
			return v
		}
		if k.kind == askPay && !k.spell {
			// A spell's cost or an ability's: {1} more either way.
			return v
		}
	}
	abilities := *st
	abilities.AbilityCostMore, abilities.NonManaOnly, abilities.AbilityCostOf, abilities.Subject = true, true, "", nil
	return worst(v, w.abilityCostBears(k, src, &abilities))
}
