package rules

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// reTargetPermanent reads "target creature", "target Blinkmoth creature",
// "target artifact you control", "target land an opponent controls": a
// target that is a permanent of one card type, with at most one subtype
// (one word, or two joined by a hyphen: "Assembly-Worker") or the word
// "nonland" or "another", and whose controller. A "target … card" (in a
// graveyard or hand), a spell, or a target of several kinds ("target
// creature or planeswalker") is not read here.
var reTargetPermanent = regexp.MustCompile(`\b[Tt]arget (?:([A-Z][a-z]+(?:-[A-Z][a-z]+)?|nonland|another) )?(creature|artifact|land|enchantment|planeswalker|permanent)(,| or| and)?( you control| an opponent controls| you don't control)?\b( card| spell)?( with| that| whose| without| of)?`)

// targetsAvailable checks that each target of ability a of p that the
// engine reads has a legal choice on the board (CR 601.2c, 602.2b: an
// ability with a target can't be activated without one). Equip targets a
// creature its controller controls (702.6a), of the quality it names
// where it names one (702.6c). A target it does not read is
// taken as available, as the contract says.
func (w *world) targetsAvailable(p *perm, a *Ability) legality {
	if w.targetsTaken {
		return legality{ok: true}
	}
	if len(a.Keywords) == 1 && a.Keywords[0] == "equip" {
		// "Attach this permanent to target creature you control"
		// (702.6a): an Equipment that is a creature may be its own
		// target, though it doesn't become attached (301.5c; March of
		// the Machines' ruling of 2004-12-01).
		if q := a.EquipQuality; q != "" {
			// "Equip legendary creature": a creature of that supertype
			// (702.6c).
			l := w.targetExistsWhere(p, "Equip: Attach to target "+q+" creature you control", func(c *perm) bool {
				return w.targetFits(p, c, "", "Creature", " you control") && c.hasSuper(q)
			})
			if !l.ok {
				l.rules = append(l.rules, "702.6c")
			}
			return l
		}
		return w.targetExists(p, "", "Creature", " you control", "Equip: Attach to target creature you control")
	}
	if a.Kind == KindMana || !strings.Contains(a.Text, "arget") {
		// Mana abilities never target (605.1a).
		return legality{ok: true}
	}
	w.targetBy, w.targetAb = w.activator(p, a), a
	defer func() { w.targetBy, w.targetAb = "", nil }()
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return legality{ok: true}
	}
	// A target in a quoted ability the effect grants or an emblem has is
	// chosen when that ability is put on the stack, not now (CR 113.10,
	// 114.4, 115.10a): Teferi, Hero of Dominaria's −8.
	effect = withoutQuoted(effect)
	// "Target creature other than Adarkar Valkyrie" is another target
	// creature: any but the ability's own permanent (CR 115.1, 109.5).
	effect = otherThanSelf(effect, p)
	// "For any number of opponents, destroy target nonland permanent
	// that player controls" (Windgrace's Judgment): any number may be
	// none, and so may its targets (601.2c), as "up to one target".
	effect = reForAnyNumber.ReplaceAllStringFunc(effect, func(s string) string {
		return reTargetWord.ReplaceAllStringFunc(s, func(t string) string { return "up to one " + t })
	})
	// Each target is read, or taken as available where the board can't
	// show its choices (a card, a spell, a player), or it stops the
	// answer; one with no legal choice decides it whatever the others.
	covered := make(coverage, len(effect))
	cover := covered.cover
	// read is each permanent target read so far, for a second target
	// that must be another permanent than the one before it.
	var read []readTarget
	if l, ok := w.graveyardTargetBarred(effect); ok {
		return l
	}
	var unknown, noted legality
	judged := 0
	judge := func(l legality) bool {
		judged++
		if !l.ok {
			return true
		}
		if l.unknown != "" && unknown.unknown == "" {
			unknown = l
		}
		if l.note != "" && noted.note == "" {
			noted = l
		}
		return false
	}
	if t, mine, phrase, ok := untapTargetOf(a); ok {
		// "Untap target Elf.", "Untap another target artifact.", "Untap
		// target basic land.": a permanent of that kind, anyone's unless
		// it says "you control", p itself not where it says "another".
		l := w.targetExistsWhere(p, phrase, func(q *perm) bool {
			return t.names(q, p) && (!mine || q.Controller == w.targeting(p))
		})
		if judge(l) {
			return l
		}
		if i := strings.Index(effect, phrase); i >= 0 {
			cover(i, i+len(phrase))
		}
	}
	for _, ix := range reTargetList.FindAllStringSubmatchIndex(effect, -1) {
		m := submatches(effect, ix)
		cover(ix[0], ix[1])
		if l, how := targetGoesOn(effect, ix, ix[1]-len(m[4])); how != goesNot {
			judge(l)
			continue
		}
		if m[3] != "" || reUpTo.MatchString(effect[:ix[0]]) {
			// Cards or spells, or "up to one": there is always a choice
			// the board does not deny.
			continue
		}
		kinds := reListKind.FindAllString(m[1], -1)
		phrase := strings.TrimSpace(strings.TrimSuffix(m[0], m[4]))
		var noPlayer legality
		players := reListPlayer.FindAllString(m[1], -1)
		if len(players) > 0 {
			// A player among them ("target creature or player"): one
			// that can be a target is a choice (702.11c, 702.18a).
			l := w.playerTargetExists(p, phrase, !slices.Contains(players, "player"))
			if l.ok || len(kinds) == 0 {
				if judge(l) {
					return l
				}
				continue
			}
			noPlayer = l
		}
		another, second := anotherTarget(effect[:ix[0]])
		fits := func(q *perm) bool {
			return !(another && q == p) && slices.ContainsFunc(kinds, func(k string) bool { return w.kindAndControllerFit(p, q, strings.Title(k), m[2]) }) //nolint:staticcheck // one ASCII word
		}
		l := w.targetExistsWhere(p, anotherShown(phrase, another, second), fits)
		if second {
			l = w.secondTarget(p, phrase, fits, l, firstBefore(read, effect, ix[0]))
		}
		if len(players) == 0 {
			read = append(read, readTarget{ix[0], phrase, fits})
		}
		if !l.ok && noPlayer.why != "" {
			l = neitherTarget(noPlayer, l)
		}
		if l.ok && l.unknown == "" && m[4] != "" {
			l = legality{ok: true, unknown: "it needs a target (\u201c" + phrase + " \u2026\u201d), and the engine does not read which permanents on the board meet that"}
		}
		if judge(l) {
			return l
		}
	}
	for _, ix := range reTargetPermanent.FindAllStringSubmatchIndex(effect, -1) {
		m := submatches(effect, ix)
		if covered[ix[0]] {
			continue
		}
		if m[5] != "" || reUpTo.MatchString(effect[:ix[0]]) {
			// A card or a spell, which the board does not show; "up to
			// one target creature", which may have no target (601.2c).
			cover(ix[0], ix[1])
			continue
		}
		if m[3] == "," || m[3] == " or" {
			// "target creature or planeswalker", "target creature or
			// Aura": kinds reTargetList does not read.
			continue
		}
		cover(ix[0], ix[1])
		end := ix[1] - len(m[6])
		// Where the target's words go on past what is read and narrow
		// it, what is read is looked for first: where no permanent
		// meets it, none meets them all.
		goesOn, how := targetGoesOn(effect, ix, end)
		if m[3] == " and" {
			how = goesNot
		}
		var kind2, whose2 string
		if c := reSecondType.FindStringSubmatch(effect[end:]); how != goesNot && c != nil && m[4] == "" {
			// "target artifact creature you control": both card types
			// (205.2a), read whole.
			kind2, whose2 = strings.Title(c[1]), c[2] //nolint:staticcheck // one ASCII word
			m[0] = effect[ix[0] : end+len(c[0])-len(c[3])]
			m[6] = ""
			how = goesNot
		}
		if how == goesElsewhere {
			judge(goesOn)
			continue
		}
		narrows := how == goesNarrower
		if l, ok := w.combatClauseTarget(p, effect, ix[0], ix[1]-len(m[6])); ok && kind2 == "" && !narrows {
			if judge(l) {
				return l
			}
			continue
		}
		phrase := strings.TrimSpace(strings.TrimSuffix(m[0], m[6]))
		phrase = strings.TrimSpace(strings.TrimSuffix(phrase, m[3]))
		if narrows {
			phrase = targetWords(effect[ix[0]:])
		}
		if m[3] == " and" {
			// "target creature and that creature's controller loses 1
			// life": what follows "and" is no more of the target.
			m[4], m[6] = "", ""
		}
		another, second := anotherTarget(effect[:ix[0]])
		kind := strings.Title(m[2]) //nolint:staticcheck // one ASCII word
		fits := func(q *perm) bool {
			return !(another && q == p) && w.targetFits(p, q, m[1], kind, m[4]) && (kind2 == "" || w.targetFits(p, q, "", kind2, whose2))
		}
		l := w.targetExistsWhere(p, anotherShown(phrase, another, second), fits)
		if second {
			l = w.secondTarget(p, phrase, fits, l, firstBefore(read, effect, ix[0]))
		}
		if !narrows {
			read = append(read, readTarget{ix[0], phrase, fits})
		}
		if narrows && l.ok {
			l = goesOn
		}
		if l.ok && l.unknown == "" && m[6] != "" {
			// "target creature with power less than or equal to …": a
			// permanent of that type is there, but whether one meets
			// the rest is not read.
			l = legality{ok: true, unknown: "it needs a target (\u201c" + phrase + " \u2026\u201d), and the engine does not read which permanents on the board meet that"}
		}
		if judge(l) {
			return l
		}
	}
	for _, ix := range reTargetQualified.FindAllStringSubmatchIndex(effect, -1) {
		m := submatches(effect, ix)
		if covered[ix[0]] {
			continue
		}
		if m[5] != "" || reUpTo.MatchString(effect[:ix[0]]) {
			cover(ix[0], ix[1])
			continue
		}
		if m[3] == "," || m[3] == " or" {
			continue
		}
		cover(ix[0], ix[1])
		// As for reTargetPermanent.
		goesOn, how := targetGoesOn(effect, ix, ix[1]-len(m[6]))
		if m[3] == " and" {
			how = goesNot
		}
		if how == goesElsewhere {
			judge(goesOn)
			continue
		}
		narrows := how == goesNarrower
		if l, ok := w.combatClauseTarget(p, effect, ix[0], ix[1]-len(m[6])); ok && !narrows {
			if judge(l) {
				return l
			}
			continue
		}
		words := strings.Fields(m[1])
		if anotherBefore(effect[:ix[0]]) {
			words = append([]string{"another"}, words...)
		}
		phrase := strings.TrimSpace(strings.TrimSuffix(m[0], m[6]))
		if narrows {
			phrase = targetWords(effect[ix[0]:])
		}
		l := w.qualifiedTargetExists(p, words, strings.Title(m[2]), m[4], phrase, m[6] != "") //nolint:staticcheck // one ASCII word
		if narrows && l.ok {
			l = goesOn
		}
		if judge(l) {
			return l
		}
	}
	// subtypeTargets reads the targets re finds named by subtypes, the
	// group tail of each match being what follows it: one followed by a
	// word that goes on with the target is not read ("target Elf or
	// Soldier", "target Aura attached to …", "target Gideon
	// planeswalker"); one that is read needs a permanent that fits.
	subtypeTargets := func(re *regexp.Regexp, tail int, fits func(m []string, q *perm) bool) (legality, bool) {
		for _, ix := range re.FindAllStringSubmatchIndex(effect, -1) {
			m := submatches(effect, ix)
			if covered[ix[0]] || m[tail] != "." && m[tail] != ";" && (!strings.HasPrefix(m[tail], " ") || notAfterSubtype[strings.TrimSpace(m[tail])]) {
				continue
			}
			if reCountBefore.MatchString(effect[:ix[0]]) {
				// "X target Mountains", "two target Goblins": the
				// plural is no subtype's name; read below, or not.
				continue
			}
			if reUpTo.MatchString(effect[:ix[0]]) {
				cover(ix[0], ix[1])
				continue
			}
			cover(ix[0], ix[1]-len(m[tail]))
			if l, ok := w.combatClauseTarget(p, effect, ix[0], ix[1]-len(m[tail])); ok {
				if judge(l) {
					return l, true
				}
				continue
			}
			phrase := strings.TrimSpace(strings.TrimSuffix(m[0], m[tail]))
			another := anotherBefore(effect[:ix[0]])
			l := w.targetExistsWhere(p, phrase, func(q *perm) bool { return !(another && q == p) && fits(m, q) })
			if judge(l) {
				return l, true
			}
		}
		return legality{}, false
	}
	// "target Wizard you control", "target Elf.", "Target Vampire gains
	// haste": a permanent of that subtype.
	if l, ok := subtypeTargets(reTargetSubtype, 3, func(m []string, q *perm) bool {
		return q.hasSub(m[1]) && w.kindAndControllerFit(p, q, "Permanent", m[2])
	}); ok {
		return l
	}
	// "target Elf or Soldier creature", "target Djinn or Efreet", "target
	// Insect, Rat, Spider, or Squirrel": a permanent of one of those
	// subtypes.
	if l, ok := subtypeTargets(reTargetSubtypes, 4, func(m []string, q *perm) bool {
		return (m[2] == "" || q.is("Creature")) && w.kindAndControllerFit(p, q, "Permanent", m[3]) && slices.ContainsFunc(reSubtypeWord.FindAllString(m[1], -1), q.hasSub)
	}); ok {
		return l
	}
	for _, m := range reTargetPlayers.FindAllStringSubmatchIndex(effect, -1) {
		// "Two target players", "two target opponents": that many
		// different players (115.3).
		cover(m[0], m[1])
		if reUpTo.MatchString(effect[:m[3]+1]) {
			continue
		}
		n, _ := wordNumber(strings.ToLower(effect[m[2]:m[3]]))
		phrase := effect[m[0]:m[1]]
		if l := w.playerTargetsExist(p, phrase, strings.HasSuffix(phrase, "opponents"), n); judge(l) {
			return l
		}
	}
	if w.spellXSet {
		for _, m := range reXTargets.FindAllStringSubmatchIndex(effect, -1) {
			// "X target creatures", "Destroy X target Mountains." with X
			// given: that many different permanents, none for 0
			// (601.2c, 115.3).
			if covered[m[0]] || reUpTo.MatchString(effect[:m[0]]) {
				continue
			}
			cover(m[0], m[1])
			if w.spellX == 0 {
				continue
			}
			noun := effect[m[2]:m[3]]
			whose := ""
			if m[4] >= 0 {
				whose = effect[m[4]:m[5]]
			}
			phrase := effect[m[0]:m[1]]
			var fits func(q *perm) bool
			switch kind := strings.TrimSuffix(noun, "s"); {
			case kind == "card" || kind == "spell":
				// Not on the board, taken as there.
				continue
			case !reTargetPermsEnd.MatchString(effect[m[1]:]):
			case slices.Contains([]string{"creature", "artifact", "land", "enchantment", "planeswalker", "permanent"}, kind):
				kind = strings.Title(kind) //nolint:staticcheck // one ASCII word
				fits = func(q *perm) bool { return w.kindAndControllerFit(p, q, kind, whose) }
			case noun != strings.ToLower(noun):
				fits = func(q *perm) bool { return q.hasSub(kind) && w.kindAndControllerFit(p, q, "Permanent", whose) }
			}
			if fits == nil {
				judge(legality{ok: true, unknown: "it needs X targets (\u201c" + phrase + " \u2026\u201d), X being " + strconv.Itoa(w.spellX) + ", and the engine does not read which permanents on the board can be them"})
				continue
			}
			if l := w.targetsApart(p, phrase, w.spellX, fits); judge(l) {
				return l
			}
		}
	}
	for _, m := range reAmongTargets.FindAllStringSubmatchIndex(effect, -1) {
		// "divided as you choose among one or two targets", "among any
		// number of targets" (each gets at least one, 601.2d), "to each
		// of two targets": that many different targets each a player,
		// a creature, a planeswalker or a battle (115.4, 115.3).
		cover(m[0], m[1])
		phrase := effect[m[0]:m[1]]
		n := 1
		if m[2] >= 0 {
			switch word := effect[m[2]:m[3]]; {
			case word != "X":
				n, _ = wordNumber(word)
			case w.spellXSet:
				n = w.spellX
			default:
				continue
			}
		}
		if l := w.anyTargetsApart(p, phrase, n); judge(l) {
			return l
		}
	}
	for _, m := range reAmongKind.FindAllStringSubmatchIndex(effect, -1) {
		// "divided as you choose among any number of target
		// creatures": at least one (601.2d).
		cover(m[0], m[1])
		if strings.HasSuffix(effect[:m[0]], "X damage divided ") {
			// Huatli, Warrior Poet's −X: X may be 0, and then no
			// target is chosen (her ruling of 2017-09-29; 601.2d).
			continue
		}
		kind := strings.Title(strings.TrimSuffix(effect[m[4]:m[5]], "s")) //nolint:staticcheck // one ASCII word
		phrase := effect[m[0]:m[1]]
		if m[2] >= 0 {
			// "among any number of target attacking creatures": those
			// in combat (Arrow Volley Trap), none outside it.
			if judge(w.combatTarget(phrase)) {
				return w.combatTarget(phrase)
			}
			continue
		}
		if !reTargetPermsEnd.MatchString(effect[m[1]:]) {
			judge(legality{ok: true, unknown: "it needs a target (\u201c" + phrase + " \u2026\u201d), and the engine does not read which permanents on the board meet that"})
			continue
		}
		if l := w.targetsApart(p, phrase, 1, func(q *perm) bool { return w.kindAndControllerFit(p, q, kind, "") }); judge(l) {
			return l
		}
	}
	if w.spellXSet && w.spellX > 0 {
		for _, m := range reTargetWord.FindAllStringIndex(effect, -1) {
			if !covered[m[0]] && strings.HasSuffix(effect[:m[0]], "X ") {
				// "X target nonland permanents", "X target blocked
				// creatures": words the engine does not read.
				cover(m[0], m[1])
				judge(legality{ok: true, unknown: "it needs X targets (\u201c" + targetPhrase(effect[m[0]-2:], false) + "\u201d), X being " + strconv.Itoa(w.spellX) + ", and the engine does not read which permanents on the board can be them"})
			}
		}
	}
	for _, m := range reTargetPerms.FindAllStringSubmatchIndex(effect, -1) {
		// "Tap two target creatures.", "Return two target creatures you
		// control to their owner's hand": that many different
		// permanents of the kind (115.3); words after it that narrow it
		// more ("controlled by the same player") are not read.
		before := effect[:m[0]]
		if covered[m[0]] || reUpTo.MatchString(effect[:m[3]+1]) || !reTargetPermsEnd.MatchString(effect[m[1]:]) {
			// Read elsewhere (an untapper's one target, untapTargetOf),
			// may be none, or narrowed by words not read. "Untap two
			// target lands" (Garruk Wildspeaker) is two lands, tapped
			// or not (its ruling of 2009-10-01).
			continue
		}
		n, _ := wordNumber(strings.ToLower(effect[m[2]:m[3]]))
		if reFewerBefore.MatchString(before) {
			// "one or two target creatures": one will do.
			if !reOneOrBefore.MatchString(before) {
				continue
			}
			n = 1
		}
		cover(m[0], m[1])
		kind := strings.Title(strings.TrimSuffix(effect[m[4]:m[5]], "s")) //nolint:staticcheck // one ASCII word
		whose := ""
		if m[6] >= 0 {
			whose = effect[m[6]:m[7]]
		}
		phrase := effect[m[0]:m[1]]
		if l := w.targetsApart(p, phrase, n, func(q *perm) bool { return w.kindAndControllerFit(p, q, kind, whose) }); judge(l) {
			return l
		}
	}
	players := 0
	for _, m := range reAlwaysTarget.FindAllStringIndex(effect, -1) {
		if covered[m[0]] {
			continue
		}
		cover(m[0], m[1])
		if reUpTo.MatchString(effect[:m[0]]) {
			continue
		}
		phrase := effect[m[0]:m[1]]
		lower := strings.ToLower(phrase)
		if !strings.HasPrefix(lower, "any") {
			if c := reWhoPlayer.FindString(effect[m[1]:]); c != "" {
				// "target opponent who had more life than you did":
				// which players meet that is not read.
				judge(legality{ok: true, unknown: "it needs a target (\u201c" + phrase + c + " \u2026\u201d), and the engine does not read which players meet that"})
				continue
			}
		}
		n := 1
		if anotherBefore(effect[:m[0]]) && !strings.HasPrefix(lower, "any") {
			// "target player and another target player": a player other
			// than the ones before (115.3).
			n += players
			phrase = effect[m[0]-len("another ") : m[1]]
		}
		if !strings.HasPrefix(lower, "any") {
			players++
		}
		l := w.playerTargetsExist(p, phrase, strings.HasSuffix(lower, "opponent"), n)
		if strings.HasPrefix(lower, "any") && !l.ok {
			// Any target: a creature, a planeswalker or a battle if no
			// player (115.4). "Any other target" after a target of the
			// same effect is another than that one (Bond of Passion's
			// "any other target", 115.3); before none, another than the
			// ability's own permanent.
			other := strings.HasPrefix(lower, "any other")
			first := firstBefore(read, effect, m[0])
			fits := func(q *perm) bool {
				return !(other && first == nil && q == p) && (q.is("Creature") || q.is("Planeswalker") || q.is("Battle"))
			}
			noPlayer := l
			l = w.targetExistsWhere(p, phrase, fits)
			if other && first != nil {
				l = w.secondTarget(p, phrase, fits, l, first)
			}
			if !l.ok && noPlayer.why != "" {
				l = neitherTarget(noPlayer, l)
				l.rules = append(l.rules, "115.4")
			}
		}
		if judge(l) {
			return l
		}
	}
	for _, ix := range reTargetWord.FindAllStringIndex(effect, -1) {
		if covered[ix[0]] || reUpTo.MatchString(effect[:ix[0]]) || reTargetNoun.MatchString(effect[:ix[0]]) {
			// Read, may have none, or the noun ("only one target",
			// "that target", "the new target"), which is no target of
			// this ability.
			continue
		}
		clause := targetPhrase(effect[ix[0]:], false)
		if reNotOnBattlefield.MatchString(reWhoseWords.ReplaceAllString(clause, "")) {
			// A card, a spell, an ability or a player: the board does
			// not show their choices, and they are taken as available.
			continue
		}
		phrase := targetPhrase(effect[ix[0]:], true)
		if reInCombat.MatchString(phrase) {
			if judge(w.combatTarget(phrase)) {
				return w.combatTarget(phrase)
			}
			continue
		}
		judge(legality{ok: true, unknown: "it needs a target (\u201c" + phrase + "\u201d), and the engine does not read which permanents on the board can be one"})
	}
	if unknown.unknown != "" {
		return unknown
	}
	if noted.note != "" {
		if judged > 1 {
			// Tapping a permanent first may take it from what another
			// target needs ("untapped"): not worked out.
			return legality{ok: true, unknown: noted.tapFirstUnknown}
		}
		return noted
	}
	return legality{ok: true}
}

// reTargetGoesOn is what, right after a target a pattern read, shows the
// target's words go on past what it read: another choice after its
// whose (", or planeswalker an opponent controls"), another card type ("target
// artifact creature", "target enchantment creature card"), or whose or
// which it must be ("another target permanent you own", "target creature
// they control", "target creature the active player has controlled
// continuously", "target creature you cast this turn").
var reTargetGoesOn = regexp.MustCompile(`^(?:,? or (?:artifact|creature|enchantment|land|planeswalker|permanent|battle|player|opponent)s?\b|,? (?:tapped|untapped) |s? (?:artifact|creature|enchantment|land|planeswalker|permanent|card|spell|token)s?\b| (?:you own|you don't own|they control|they own|the active player|you cast|its owner|that player controls|an opponent owns|other than)\b)`)

// reCardAfter: the target's words go on to a card or a spell ("target
// enchantment creature card from your graveyard"), not a permanent, so
// what the board shows can't deny it.
var reCardAfter = regexp.MustCompile(`^[a-z ]*? (?:cards?|spells?)\b`)

// reSecondType is a second card type after a target's first ("target
// artifact creature"), with whose it must be, and what ends the target's
// words after it.
var reSecondType = regexp.MustCompile(`^ (creature|artifact|enchantment|land|planeswalker)( you control| an opponent controls| you don't control)?([.;:]|,? (?:and|then|gets|gains|has|becomes|can't|blocks|deals|is|isn't|until|to|attacks|this turn)\b)`)

// goesOn is how a target's words go on past what a pattern read
// (targetGoesOn).
type goesOn int

const (
	// goesNot: the pattern read the target's words whole.
	goesNot goesOn = iota
	// goesNarrower: they narrow the permanents the words read name
	// ("you own", "they control", "token"): where none of those is on
	// the board, none meets them all.
	goesNarrower
	// goesElsewhere: they name more kinds (a list: "target enchantment,
	// tapped artifact, or tapped creature") or a card or a spell, which
	// the board does not show.
	goesElsewhere
)

// targetGoesOn says, where the words of the target that pattern match ix
// of effect read, up to end, go on past it (reTargetGoesOn), that the
// engine does not read which permanents meet them, and how they go on.
func targetGoesOn(effect string, ix []int, end int) (legality, goesOn) {
	rest := effect[end:]
	if !reTargetGoesOn.MatchString(rest) {
		return legality{}, goesNot
	}
	how := goesNarrower
	if strings.HasPrefix(rest, ",") || reCardAfter.MatchString(rest) {
		how = goesElsewhere
	}
	return legality{ok: true, unknown: "it needs a target (\u201c" + targetWords(effect[ix[0]:]) + "\u201d), and the engine does not read which permanents on the board meet that"}, how
}

// targetWords is a target's words from "target" to the end of its
// sentence, at most ten.
func targetWords(s string) string {
	if i := strings.IndexAny(s, ".;:"); i >= 0 {
		s = s[:i]
	}
	s, _, _ = strings.Cut(s, ", then ")
	if words := strings.Fields(s); len(words) > 10 {
		s = strings.Join(words[:10], " ") + " \u2026"
	}
	return s
}

// reTargetList reads a target of one of several card types: "target
// artifact or enchantment", "target artifact, creature, or land",
// "target creature or player" (a player is always a choice).
var reTargetList = regexp.MustCompile(`\b[Tt]arget ((?:artifact|creature|enchantment|land|planeswalker|permanent|player|opponent)(?:(?:,| or|, or| and/or) (?:artifact|creature|enchantment|land|planeswalker|permanent|player|opponent))+)( you control| an opponent controls| you don't control)?\b( cards?| spells?)?( with| that| whose| without| of)?`)

var (
	reListPlayer = regexp.MustCompile(`\b(?:player|opponent)\b`)
	reListKind   = regexp.MustCompile(`\b(?:artifact|creature|enchantment|land|planeswalker|permanent)\b`)
)

// reTargetSubtype reads a target named by a subtype alone, and what
// follows it: "target Wizard you control to …", "target Elf.", "Target
// Vampire gains haste".
var reTargetSubtype = regexp.MustCompile(`\b[Tt]arget ([A-Z][a-z]+(?:-[A-Z][a-z]+)?)( you control| an opponent controls| you don't control)?([.;,]| [a-z]+|$)`)

// notAfterSubtype are the words after a subtype that make a target more
// than a permanent of that subtype: a list, a card type, a qualifier.
var notAfterSubtype = map[string]bool{
	"or": true, "and": true, "card": true, "cards": true, "spell": true, "spells": true,
	"creature": true, "creatures": true, "artifact": true, "artifacts": true, "land": true, "lands": true,
	"enchantment": true, "enchantments": true, "planeswalker": true, "planeswalkers": true,
	"permanent": true, "permanents": true, "token": true, "tokens": true, "with": true, "that": true,
	"whose": true, "without": true, "of": true, "attached": true, "on": true, "in": true, "from": true,
	"who": true, "which": true,
}

// reTargetSubtypes reads a target of one of several subtypes: "target
// Elf or Soldier creature", "target Skeleton, Vampire, or Zombie".
var reTargetSubtypes = regexp.MustCompile(`\b[Tt]arget ([A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:, [A-Z][a-z]+(?:-[A-Z][a-z]+)?)*,? or [A-Z][a-z]+(?:-[A-Z][a-z]+)?)( creature)?( you control| an opponent controls| you don't control)?([.;,]| [a-z]+|$)`)

var reSubtypeWord = regexp.MustCompile(`[A-Z][a-z]+(?:-[A-Z][a-z]+)?`)

// reTargetWord is each word "target"; reTargetNoun ends the text before
// the word used as a noun ("has only one target", "that target", "the new
// target", "that spell's target") or a number of targets that may be none
// ("X target lands", CR 601.2c); reNotOnBattlefield is a target the board does not show: a
// card, a spell, an ability, a player.
var (
	reTargetWord       = regexp.MustCompile(`\b[Tt]arget\b`)
	reTargetNoun       = regexp.MustCompile(`(?:\b(?:one|single|that|the|new|a|its|their|X|could|can|would|may|might)|'s) $`)
	reNotOnBattlefield = regexp.MustCompile(`\b(?:cards?|spells?|abilit(?:y|ies)|players?|opponents?)\b`)
	// reWhoseWords says whose a target permanent is ("blocking creatures
	// an opponent controls"): its player is not the target.
	reWhoseWords = regexp.MustCompile(`\b(?:an opponent|a single opponent|that player|its controller|you|they) (?:controls|owns|control|own)\b`)
)

// inCombatWords are the words of a target that is in combat.
var inCombatWords = map[string]bool{"attacking": true, "blocking": true, "blocked": true, "unblocked": true}

// reInCombat is a target that is attacking or blocking: "target
// attacking or blocking creature", "target attacking Zombie", "target
// blocked creature".
var reInCombat = regexp.MustCompile(`^[Tt]arget (?:attacking|blocking|blocked|unblocked)\b`)

// combatTarget is whether a target that must be attacking or blocking
// (phrase) has a choice: outside the combat phase no creature is one (CR
// 508.1k, 509.1g, 511.3); in it the board does not say which are.
func (w *world) combatTarget(phrase string) legality {
	if w.b.Step != StepCombat {
		return legality{why: "it needs a target (\u201c" + phrase + "\u201d), and outside the combat phase no creature is attacking or blocking", short: "there is nothing it can target (\u201c" + phrase + "\u201d)", rules: []string{"601.2c", "602.2b", "508.1k", "511.3"}}
	}
	return legality{ok: true, unknown: "it needs a target (\u201c" + phrase + "\u201d), and the board does not say which creatures are attacking or blocking"}
}

// reCombatClause is what follows a target's noun where it must be in
// combat now: "target creature it's blocking" (Tinder Wall), "target
// creature blocking or blocked by Cromat", "target creature that's
// attacking or blocking", "target creature attacking you".
var reCombatClause = regexp.MustCompile(`^ (?:(?:that's|that is|that are|it's|it is) )?(?:attacking|blocking|blocked by|being blocked by)\b`)

// combatClauseTarget reads a target whose noun, from start to end in
// effect, is followed by a clause that puts it in combat (reCombatClause,
// or p by name: "target creature Wall of Corpses is blocking"):
// it has a choice as combatTarget says. ok is false where no such clause
// follows.
func (w *world) combatClauseTarget(p *perm, effect string, start, end int) (legality, bool) {
	rest := effect[end:]
	phrase := ""
	for _, self := range []string{p.name, p.Card.Name, "this creature", "this"} {
		// "target creature Wall of Corpses is blocking": it, by name.
		if after, ok := strings.CutPrefix(rest, " "+self+" is "); ok && self != "" {
			rest = " it is " + after
			phrase = effect[start:end] + " " + self + " is"
			break
		}
	}
	m := reCombatClause.FindString(rest)
	if m == "" {
		return legality{}, false
	}
	if phrase == "" {
		phrase = targetPhrase(effect[start:], false)
	} else {
		phrase += strings.TrimPrefix(m, " it is")
	}
	return w.combatTarget(phrase), true
}

// targetPhrase is the words of a target from "target" to the end of its
// clause, at most six; with noun, only to the end of its noun: to "control" or "controls" where it says whose, else to its first
// type or subtype ("target attacking Elf", "target face-down creature"),
// at most six words, and never past the end of the clause.
func targetPhrase(s string, noun bool) string {
	if i := strings.IndexAny(s, ".,;:()\""); i >= 0 {
		s = s[:i]
	}
	words := strings.Fields(s)
	if len(words) > 6 {
		words = words[:6]
	}
	if !noun {
		return strings.Join(words, " ")
	}
	end := len(words)
	for i, w := range words {
		if w == "control" || w == "controls" {
			return strings.Join(words[:i+1], " ")
		}
	}
	for i := 1; i < len(words); i++ {
		w := strings.TrimSuffix(words[i], "s")
		if countedTypes[w] || w == "permanent" || w[0] >= 'A' && w[0] <= 'Z' {
			end = i + 1
			break
		}
	}
	return strings.Join(words[:end], " ")
}

// reUpTo ends the text before a target that may be chosen no times: "up
// to one target creature", "any number of target creatures" (CR 601.2c).
// reForAnyNumber is a sentence whose targets are chosen for any number
// of players or objects, which may be none.
var reForAnyNumber = regexp.MustCompile(`(?i)\bfor (?:each of )?any number of [^.]*\.?`)

var reUpTo = regexp.MustCompile(`(?i)(?:\bup to (?:one|two|three|four|five|six|seven|X|\d+)|\bany number of)(?: other)? $`)

// submatches is the text of each group of a FindAllStringSubmatchIndex
// match, "" for a group that did not match.
func submatches(s string, ix []int) []string {
	out := make([]string, len(ix)/2)
	for i := range out {
		if ix[2*i] >= 0 {
			out[i] = s[ix[2*i]:ix[2*i+1]]
		}
	}
	return out
}

// reTargetQualified reads a permanent target whose type follows words in
// lower case: "target tapped creature" (Royal Assassin), "target tapped
// nonblack creature", "target noncreature artifact", or a subtype after
// "non-": "target non-Swamp land" (Cyclopean Tomb), "target non-Wall
// creature". The words
// reTargetPermanent reads alone ("nonland", "another") are left to it.
var reTargetQualified = regexp.MustCompile(`\b[Tt]arget ((?:(?:(?:un)?tapped|attacking|blocking|unblocked|non[a-z]+|non-[A-Z][a-z]+|white|blue|black|red|green|colorless|multicolored|monocolored|legendary|basic|snow|token|other) )+)(creature|artifact|land|enchantment|planeswalker|permanent)(,| or| and)?( you control| an opponent controls| you don't control)?\b( card| spell)?( with| that| whose| without| of)?`)

// qualifiedTargetExists is targetExists for a target with words before
// its type. "tapped", "untapped" and "non" with a card type are read from
// the board; a target is chosen before the cost is paid (CR 601.2c,
// 601.2h), so a permanent the cost taps is still untapped then. Where no
// permanent meets the words read, the ability can't be activated; where
// one does but a word is not read (a color, "attacking"), or more follows
// the type ("with power 2 or less"), the answer is "I can't rule on this".
func (w *world) qualifiedTargetExists(p *perm, words []string, kind, whose, phrase string, more bool) legality {
	if len(words) == 1 && (words[0] == "nonland" || words[0] == "another") {
		return legality{ok: true}
	}
	read := !more
	colorsUnsure := false
	// Outside the combat phase no creature is attacking or blocking (CR
	// 508.1k, 509.1g, 511.3).
	noCombat := w.b.Step != StepCombat
	// match reports whether q meets the target's words, whether it does
	// only by colors the engine can't tell, and whether it does only
	// once tapped.
	match := func(q *perm) (fit, unsure, untapped bool) {
		if !w.kindAndControllerFit(p, q, kind, whose) {
			return false, false, false
		}
		for _, word := range words {
			switch {
			case noCombat && inCombatWords[word]:
				return false, false, false
			case word == "tapped" && !q.Tapped:
				untapped = true
			case word == "untapped" && q.Tapped:
				return false, false, false
			case word == "another" && q == p:
				return false, false, false
			case strings.HasPrefix(word, "non") && countedTypes[word[3:]]:
				if q.is(strings.Title(word[3:])) { //nolint:staticcheck // one ASCII word
					return false, false, false
				}
			case (word == "legendary" || word == "basic" || word == "snow") && !q.hasSuper(word):
				return false, false, false
			case word == "nonbasic" && q.hasSuper("basic"):
				return false, false, false
			case strings.HasPrefix(word, "non-") && q.hasSub(word[len("non-"):]):
				// "target non-Swamp land", "target non-Wall creature":
				// its subtypes after the layers (Urborg makes every
				// land a Swamp, 613.1d).
				return false, false, false
			case colorWord(word) || colorWord(strings.TrimPrefix(word, "non")):
				// "target nonblack creature", "target red permanent":
				// its colors after the layers (105.2). Colors the
				// engine can't tell count as fitting, and then a
				// permanent that fits doesn't settle the answer.
				if q.colorsUnsure() {
					unsure = true
					continue
				}
				if colorFits(q, word) != !strings.HasPrefix(word, "non") {
					return false, false, false
				}
			}
		}
		return true, unsure, untapped
	}
	// A permanent that meets the words but "tapped" may be tapped for
	// mana first, becoming a tapped target (tappedFirst). The board
	// is read as it is first; where that finds none, tapping lets those
	// that surely can be tapped so fit, and fitFirst is then the one
	// that did, tapped by fitBy's mana ability. tapFirst names one that
	// may be, and maybe is set where one may be and the engine can't
	// tell.
	tapFirst, tapping, maybe := "", false, false
	var fitFirst, fitBy *perm
	fits := func(q *perm) bool {
		fitFirst = nil
		fit, unsure, untapped := match(q)
		if !fit {
			return false
		}
		if untapped {
			way, by := w.tappedFirst(p, q)
			if !tapping {
				if way != tapNever && tapFirst == "" {
					tapFirst = q.name
					if q.Controller != cmp.Or(w.targetBy, p.Controller) {
						// A teammate's (tappedFirst).
						tapFirst = PlayerPossessive(q.Controller) + " " + q.name
					}
				}
				maybe = maybe || way == tapMaybe
				return false
			}
			if way != tapSurely {
				return false
			}
			fitFirst, fitBy = q, by
		}
		colorsUnsure = colorsUnsure || unsure
		return true
	}
	for _, word := range words {
		switch {
		case colorWord(word) || colorWord(strings.TrimPrefix(word, "non")):
		case word == "tapped", word == "untapped", word == "another", word == "legendary", word == "basic", word == "nonbasic", word == "snow":
		case noCombat && inCombatWords[word]:
		case strings.HasPrefix(word, "non") && countedTypes[word[3:]]:
		case strings.HasPrefix(word, "non-") && len(word) > len("non-"):
		default:
			read = false
		}
	}
	l := w.targetExistsWhere(p, phrase, fits)
	if !l.ok && l.unknown == "" && tapFirst == "" && kind == "Creature" && slices.Contains(words, "tapped") {
		if q := w.becomesCreatureFirst(p); q != "" {
			// Royal Assassin beside Mutavault: tapped for its own {1}, it
			// becomes a tapped creature to target.
			return legality{ok: true, unknown: "it needs a target (\u201c" + phrase + "\u201d), and " + Possessive(q) + " ability could first make a permanent a creature, which may be tapped, for mana or to pay for that, and become one; the engine does not work that out (CR 605.3a, 601.2c)"}
		}
	}
	if !l.ok && l.unknown == "" && tapFirst != "" {
		// Royal Assassin beside an untapped Llanowar Elves: the Elves
		// can be tapped for mana before the ability is activated (a
		// mana ability needs only priority and uses no stack, CR 605.3a,
		// 605.3b), and then it is a tapped creature to target.
		refused := "it needs a target (“" + phrase + "”), and " + tapFirst + " could first be tapped, for mana or to pay the cost of an ability, becoming one; the engine does not work that out (CR 605.3a, 117.3c, 601.2c)"
		tapping = true
		first := w.targetExistsWhere(p, phrase, fits)
		if !first.ok && first.unknown == "" && !maybe && read && !colorsUnsure {
			// None can be tapped so and targeted: Llanowar Elves with
			// shroud.
			return first
		}
		if !first.ok || first.unknown != "" || fitFirst == nil || !read || colorsUnsure {
			return legality{ok: true, unknown: refused}
		}
		how := "tap it for mana first"
		if fitBy != fitFirst {
			how = "first tap it to pay the cost of " + Possessive(fitBy.name) + " mana ability"
		}
		return legality{ok: true, tapFirstUnknown: refused,
			note:      fitFirst.name + " is untapped, but its controller can " + how + ", whenever they have priority, and it is then a tapped " + strings.ToLower(kind) + " to target (“" + phrase + "”): a mana ability is activated and resolves at once, without the stack, and the target is chosen as the ability is activated",
			noteRules: []string{"605.3a", "605.3b", "601.2c"}}
	}
	if l.ok && l.unknown == "" && (!read || colorsUnsure) {
		return legality{ok: true, unknown: "it needs a target (\u201c" + phrase + "\u201d), and the engine does not read which permanents on the board meet all of that"}
	}
	return l
}

// tapWay is whether a permanent could be tapped for mana before an
// ability is activated: never; surely, where the mana ability that taps
// it costs nothing else (Llanowar Elves' "{T}: Add {G}"), or its tapping
// is all another mana ability's cost takes beyond its own {T} (Springleaf
// Drum's "Tap an untapped creature you control"); or perhaps, where that
// cost asks more (mana, life, a sacrifice) that the engine does not weigh.
type tapWay int

const (
	tapNever tapWay = iota
	tapMaybe
	tapSurely
)

// tappedFirst says whether q, untapped, could be tapped by the player
// activating p's ability before they activate it: q is theirs, and has a
// mana ability with {T} in its cost that can be activated now (CR 605.3a,
// 302.6), or is a creature another of their mana abilities may tap for
// its cost (Springleaf Drum's "Tap an untapped creature you control",
// which may tap a summoning-sick one). p itself is not, where the ability
// asked about has {T} in its cost: tapped, it can't pay that (118.3).
// Where that ability's own cost taps untapped creatures, tapping q first
// may leave too few, and it is never surely. An ability that is no mana
// ability and taps q (its own {T}, or a cost that taps a creature) may
// tap it too, and so may a Two-Headed Giant teammate's: those are never
// surely, the way not shown.
func (w *world) tappedFirst(p, q *perm) (tapWay, *perm) {
	player := cmp.Or(w.targetBy, p.Controller)
	if q.Tapped || q == p && (w.targetAb == nil || w.targetAb.Cost.Tap) {
		return tapNever, nil
	}
	if q.Controller != player {
		// A Two-Headed Giant teammate may act whenever the team has
		// priority (CR 805.5a) and tap their own permanent for mana
		// first; whether they do is their choice.
		if w.b.Format != Format2HG || w.b.teamOf(player) < 0 || w.b.opponents(q.Controller, player) {
			return tapNever, nil
		}
		for _, r := range w.perms {
			if r.Controller != q.Controller || r != q && !q.is("Creature") {
				continue
			}
			for _, a := range r.abilities {
				if a.Kind == KindActivated && (r == q && a.Cost.Tap || r != q && a.Cost.TapUntapped > 0) && (w.tapProbe || w.activatableProbing(r, a)) {
					return tapMaybe, nil
				}
				if a.Kind == KindMana && (r == q && a.Cost.Tap || r != q && a.Cost.TapUntapped > 0) {
					if l := w.canActivate(r, a); l.ok {
						return tapMaybe, nil
					}
				}
			}
		}
		return tapNever, nil
	}
	best, via := tapNever, (*perm)(nil)
	found := func(r *perm, c Cost) {
		c.Tap = false
		if best == tapMaybe || c != (Cost{}) || w.targetAb == nil || w.targetAb.Cost.TapUntapped > 0 || w.targetAb.Cost.CrewPower > 0 {
			best = max(best, tapMaybe)
			return
		}
		best, via = tapSurely, r
	}
	for _, a := range q.abilities {
		if a.Cost.Tap && a.Kind == KindActivated {
			// An ability that is no mana ability goes on the stack, q
			// tapped as its cost is paid, and its controller then gets
			// priority again (CR 602.2b, 117.3c): q is a tapped target
			// while it waits (Merfolk Looter's "{T}: Draw a card, then
			// discard a card."), which the engine does not show as a way.
			if w.tapProbe || w.activatableProbing(q, a) {
				best = max(best, tapMaybe)
			}
			continue
		}
		if a.Cost.Tap && a.Kind == KindMana {
			if l := w.canActivate(q, a); l.ok {
				if l.unknown != "" {
					best = max(best, tapMaybe)
					continue
				}
				found(q, a.Cost)
			}
		}
	}
	if !q.is("Creature") {
		return best, via
	}
	for _, r := range w.perms {
		if r == q || r.Controller != player {
			continue
		}
		for _, a := range r.abilities {
			if a.Kind == KindActivated && a.Cost.TapUntapped > 0 {
				if w.tapProbe || w.activatableProbing(r, a) {
					best = max(best, tapMaybe)
				}
				continue
			}
			if a.Kind == KindMana && a.Cost.TapUntapped > 0 {
				// Its type is read by canActivate's cost check; any
				// such cost may take q where it names creatures.
				if l := w.canActivate(r, a); l.ok {
					c := a.Cost
					if l.unknown != "" || c.TapUntapped != 1 || !isA(q, c.TapType) {
						best = max(best, tapMaybe)
						continue
					}
					c.TapUntapped, c.TapType = 0, ""
					found(r, c)
				}
			}
		}
	}
	return best, via
}

// activatableProbing reports whether ability a of q, no mana ability,
// may be activated now, as canActivate reads it; the targets it reads do
// not ask again whether a permanent may be tapped first (tapProbe).
func (w *world) activatableProbing(q *perm, a *Ability) bool {
	saveBy, saveAb := w.targetBy, w.targetAb
	w.tapProbe = true
	l := w.canActivate(q, a)
	w.tapProbe, w.targetBy, w.targetAb = false, saveBy, saveAb
	return l.ok
}

// becomesCreatureFirst names a permanent of the player activating p's
// ability with an activated ability that may make a permanent a creature
// (Mutavault, Mishra's Factory, Karn, Silver Golem), which they could
// activate first; "" for none.
func (w *world) becomesCreatureFirst(p *perm) string {
	player := cmp.Or(w.targetBy, p.Controller)
	for _, r := range w.perms {
		if r.Controller != player {
			continue
		}
		for _, a := range r.abilities {
			if a.Kind == KindActivated && reBecomesCreature.MatchString(a.Text) {
				return r.name
			}
		}
	}
	return ""
}

// colorWord reports whether word is a color, or "colorless",
// "multicolored" or "monocolored", as a target's words name them.
func colorWord(word string) bool {
	if _, ok := colorNamed(word); ok {
		return true
	}
	return word == "colorless" || word == "multicolored" || word == "monocolored"
}

// colorFits reports whether q has the color a target's word names
// ("black", "nonblack": black; "colorless", "multicolored",
// "monocolored" by its number of colors).
func colorFits(q *perm, word string) bool {
	word = strings.TrimPrefix(word, "non")
	n := len(q.colors.Colors())
	switch word {
	case "colorless":
		return n == 0
	case "multicolored":
		return n >= 2
	case "monocolored":
		return n == 1
	}
	c, _ := colorNamed(word)
	return q.colors.Has(c)
}

// targetExists looks for a permanent that could be the target: of card
// type kind, with the word adj (a subtype, "nonland" or "another"), under
// the controller whose says. One with shroud, or hexproof under another
// player, can't be targeted (702.18a, 702.11b); nor can one with
// protection from a quality p, the ability's source, has (702.16b).
// Protection whose quality the engine does not read, or from a color
// while p's colors are unsure, may or may not stop it, which the engine
// does not decide.
func (w *world) targetExists(p *perm, adj, kind, whose, phrase string) legality {
	return w.targetExistsWhere(p, phrase, func(q *perm) bool { return w.targetFits(p, q, adj, kind, whose) })
}

// targetFits is whether q is a permanent targetExists looks for.
func (w *world) targetFits(p, q *perm, adj, kind, whose string) bool {
	switch {
	case !w.kindAndControllerFit(p, q, kind, whose):
		return false
	case adj == "nonland" && q.is("Land"), adj == "another" && q == p:
		return false
	case adj != "" && adj != "nonland" && adj != "another" && !q.hasSub(adj):
		return false
	}
	return true
}

// anotherTarget reads the text before a target: another, that it says
// "another target" of a target other than the ability's own permanent;
// second, that it says so after a target of the same effect, where it
// means a target other than that first one ("Target creature you control
// fights another target creature", CR 115.3; Domri Rade's and Ulvenwald
// Tracker's rulings of 2017-03-14), not other than the source, or that it
// says "a second target" (Daghatar the Adamant's ruling of 2014-11-24:
// "The two targets of the last ability must be different creatures").
func anotherTarget(before string) (another, second bool) {
	if reSecondBefore.MatchString(before) && reTargets.MatchString(before) {
		return false, true
	}
	if !anotherBefore(before) {
		return false, false
	}
	if reTargets.MatchString(before) {
		return false, true
	}
	return true, false
}

// differentTargetsRuling is Daghatar the Adamant's ruling of 2014-11-24
// on its "second target creature".
const differentTargetsRuling = "The two targets of the last ability must be different creatures."

// reSecondBefore ends the text before "second target".
var reSecondBefore = regexp.MustCompile(`(?i)\bsecond $`)

// readTarget is a permanent target targetsAvailable has read: where its
// word "target" starts in the effect, its words, and which permanents
// fit it.
type readTarget struct {
	start  int
	phrase string
	fits   func(q *perm) bool
}

// firstBefore is the target read right before the one at start, where no
// other word "target" comes between them; nil where none was read.
func firstBefore(read []readTarget, effect string, start int) *readTarget {
	var first *readTarget
	for i := range read {
		if read[i].start < start && (first == nil || read[i].start > first.start) {
			first = &read[i]
		}
	}
	if first == nil {
		return nil
	}
	for _, m := range reTargets.FindAllStringIndex(effect[:start], -1) {
		if m[0] > first.start {
			return nil
		}
	}
	return first
}

// secondTarget is the legality of a second target that must differ from
// a first one, l being its own. With the first target read (first), it
// needs two different permanents, one for each (CR 115.3, 601.2c);
// without, where fewer than two permanents can be it, whether the first
// can be another is not worked out.
func (w *world) secondTarget(p *perm, phrase string, fits func(q *perm) bool, l legality, first *readTarget) legality {
	if !l.ok {
		return l
	}
	if first != nil {
		// Two different permanents, one for each: some pair of them
		// surely, or maybe.
		var sure, maybe [2][]*perm
		for _, q := range w.perms {
			for i, t := range [2]struct {
				phrase string
				fits   func(q *perm) bool
			}{{first.phrase, first.fits}, {phrase, fits}} {
				switch w.targetable(p, t.phrase, q, t.fits) {
				case 1:
					sure[i] = append(sure[i], q)
					maybe[i] = append(maybe[i], q)
				case -1:
					maybe[i] = append(maybe[i], q)
				}
			}
		}
		apart := func(a, b []*perm) bool {
			return len(a) > 0 && len(b) > 0 && (len(a) > 1 || len(b) > 1 || a[0] != b[0])
		}
		if apart(sure[0], sure[1]) {
			return l
		}
		if apart(maybe[0], maybe[1]) {
			return legality{ok: true, unknown: "it needs two different targets, the first \u201c" + first.phrase + "\u201d and the second \u201c" + phrase + "\u201d, and whether two different permanents on the board can be them rests on protection the engine does not weigh (CR 702.16b)"}
		}
		l := legality{why: "it needs two different targets, the first \u201c" + first.phrase + "\u201d and the second \u201c" + phrase + "\u201d, and no two different permanents on the board can be them", short: "there are not two different permanents it can target", rules: []string{"601.2c", "602.2b", "115.1"}, few: true}
		for _, r := range rulingsAbout(p.Card.Name, differentTargetsRuling) {
			l.rulings = append(l.rulings, rulingRef{r.Card, r.Date, differentTargetsRuling})
		}
		return l
	}
	if l.unknown != "" {
		return l
	}
	n := 0
	for _, q := range w.perms {
		if w.targetable(p, phrase, q, fits) == 1 {
			if n++; n >= 2 {
				return l
			}
		}
	}
	return legality{ok: true, unknown: "it needs two different targets, the second \u201c" + phrase + "\u201d, and only one permanent on the board can be that one; whether the first target can be another permanent the engine does not work out (CR 115.3)"}
}

// targetsApart is the legality of n different targets (phrase), each a
// permanent fits, one for each (CR 115.3, 601.2c): where fewer can surely
// be one but enough may (protection the engine does not weigh), it is not
// known.
func (w *world) targetsApart(p *perm, phrase string, n int, fits func(q *perm) bool) legality {
	sure, maybe := w.targetableCount(p, phrase, fits, n)
	switch {
	case sure >= n:
		return legality{ok: true}
	case sure+maybe >= n:
		return legality{ok: true, unknown: fmt.Sprintf("it needs %s (\u201c%s\u201d), and whether enough permanents on the board can be them rests on protection the engine does not weigh (CR 702.16b)", targetsWord(n), phrase)}
	}
	short := fmt.Sprintf("there are not %s permanents it can target (\u201c%s\u201d)", countWord(n), phrase)
	if n == 1 {
		short = "there is nothing it can target (\u201c" + phrase + "\u201d)"
	}
	can := "no permanent"
	switch {
	case sure == 1:
		can = "only one permanent"
	case sure > 1:
		can = "only " + countWord(sure) + " permanents"
	}
	return legality{why: fmt.Sprintf("it needs %s (\u201c%s\u201d), and %s on the board can be one", targetsWord(n), phrase, can), short: short, rules: []string{"601.2c", "602.2b", "115.1", "115.3"}, few: n > 1}
}

// targetableCount counts the permanents fits names that can be the
// target phrase of p: surely, and maybe (protection the engine does not
// weigh); it stops once enough surely can.
func (w *world) targetableCount(p *perm, phrase string, fits func(q *perm) bool, enough int) (sure, maybe int) {
	for _, q := range w.perms {
		if sure >= enough {
			break
		}
		switch w.targetable(p, phrase, q, fits) {
		case 1:
			sure++
		case -1:
			maybe++
		}
	}
	return sure, maybe
}

// targetable is whether q, which fits must name, can be the target
// phrase of p: 1 surely, 0 not, -1 maybe (protection the engine does not
// weigh).
func (w *world) targetable(p *perm, phrase string, q *perm, fits func(q *perm) bool) int {
	switch one := w.targetExistsWhere(p, phrase, func(x *perm) bool { return x == q && fits(q) }); {
	case !one.ok:
		return 0
	case one.unknown != "":
		return -1
	}
	return 1
}

// anyTargetsApart is the legality of n different targets (phrase), each
// a player, a creature, a planeswalker or a battle (115.4, 115.3).
func (w *world) anyTargetsApart(p *perm, phrase string, n int) legality {
	players := 0
	for k := 1; k <= n && w.playerTargetsExist(p, phrase, false, k).ok; k++ {
		players = k
	}
	sure, maybe := w.targetableCount(p, phrase, func(q *perm) bool {
		return q.is("Creature") || q.is("Planeswalker") || q.is("Battle")
	}, n-players)
	sure += players
	switch {
	case sure >= n:
		return legality{ok: true}
	case sure+maybe >= n:
		return legality{ok: true, unknown: fmt.Sprintf("it needs %s (\u201c%s\u201d), and whether enough players and permanents can be them rests on protection the engine does not weigh (CR 702.16b)", targetsWord(n), phrase)}
	}
	can := "none"
	if sure > 0 {
		can = "only " + countWord(sure)
	}
	return legality{why: fmt.Sprintf("it needs %s (\u201c%s\u201d), each a player, a creature, a planeswalker or a battle, and %s can be one", targetsWord(n), phrase, can), short: "there are not " + targetsWord(n) + " it can have", rules: []string{"601.2c", "115.1", "115.3", "115.4"}, few: n > 1}
}

// neitherTarget is the legality of a target that may be a player or a
// permanent where neither can be it: noPlayer says why no player can,
// noPerm why no permanent can, and both are said and cited.
func neitherTarget(noPlayer, noPerm legality) legality {
	_, permWhy, _ := strings.Cut(noPerm.why, "), ")
	if permWhy == "" {
		permWhy = "there is no such permanent on the board"
	}
	noPerm.why = noPlayer.why + "; and " + strings.TrimPrefix(permWhy, "and ")
	for _, r := range noPlayer.rules {
		if !slices.Contains(noPerm.rules, r) {
			noPerm.rules = append(noPerm.rules, r)
		}
	}
	return noPerm
}

// targetsWord is "a target", "two different targets".
func targetsWord(n int) string {
	if n == 1 {
		return "a target"
	}
	return countWord(n) + " different targets"
}

// anotherBefore reports whether the text before a target ends with
// "another" ("Regenerate another target Elf", "Tap another target
// creature"): the ability's own permanent can't be that target.
func anotherBefore(before string) bool {
	return strings.HasSuffix(strings.ToLower(before), "another ")
}

// targetExistsWhere is targetExists for the permanents fits names.
func (w *world) targetExistsWhere(p *perm, phrase string, fits func(q *perm) bool) legality {
	protected := ""
	var barred []string
	var barredRules []string
	bar := func(q *perm, why, rule string) {
		barred = append(barred, q.name+" "+why)
		if !has(barredRules, rule) {
			barredRules = append(barredRules, rule)
		}
	}
	for _, q := range w.perms {
		switch {
		case !fits(q):
			continue
		case hasKeyword(q, "shroud"):
			bar(q, "has shroud", "702.18a")
			continue
		case w.b.opponents(w.targeting(p), q.Controller) && hasKeyword(q, "hexproof"):
			// Hexproof stops only opponents (702.11b): a teammate in
			// Two-Headed Giant may target it (102.3).
			bar(q, "has hexproof and is controlled by an opponent", "702.11b")
			continue
		case w.b.opponents(w.targeting(p), q.Controller) && hasKeyword(q, "hexproof from "):
			// "Hexproof from white": it can't be the target of white
			// spells or abilities its opponents control (702.11d).
			switch kw, has := hexproofFromColor(q, p); {
			case kw == "":
			case p.colorsUnsure():
				protected = q.name
				continue
			case has:
				bar(q, "has "+kw+", and "+p.name+" has that color", "702.11d")
				continue
			}
		}
		if hasKeyword(q, "protection from ") {
			hit, prot, read := protectedFrom(q, p)
			switch {
			case !read || p.colorsUnsure():
				protected = q.name
				continue
			case hit:
				bar(q, "has "+prot+", a quality "+p.name+" has", "702.16b")
				continue
			}
		}
		return legality{ok: true}
	}
	if protected != "" {
		return legality{ok: true, unknown: "it needs a target (\u201c" + phrase + "\u201d), and the only one on the board, " + protected + ", has protection, which may or may not stop it (CR 702.16b)"}
	}
	if len(barred) > 0 {
		return legality{why: "it needs a target (\u201c" + phrase + "\u201d), and no permanent on the board can be one: " + joinAnd(barred), short: "there is nothing it can target (\u201c" + phrase + "\u201d)", rules: append([]string{"601.2c", "602.2b", "115.1"}, barredRules...)}
	}
	return legality{why: "it needs a target (\u201c" + phrase + "\u201d) and there is no such permanent on the board", short: "there is nothing it can target (\u201c" + phrase + "\u201d)", rules: []string{"601.2c", "602.2b", "115.1"}}
}

// coverage marks the bytes of an effect's text that the target phrases
// read so far cover.
type coverage []bool

func (c coverage) cover(from, to int) {
	for i := from; i < to; i++ {
		c[i] = true
	}
}

// controllerTargetable reports whether every target of a may be its
// controller: "any target", "any other target", "target player", or a
// list with "player" ("target creature or player").
func controllerTargetable(a *Ability) bool {
	return targetsAll(a, func(phrase string) bool { return !strings.HasSuffix(phrase, "opponent") }, true)
}

// playersOnlyTargets reports whether every target of a is a player:
// "target player", "target opponent".
func playersOnlyTargets(a *Ability) bool {
	return targetsAll(a, func(phrase string) bool { return !strings.HasPrefix(phrase, "any") }, false)
}

// targetsAll reports whether a has a target and each of them is a
// reAlwaysTarget phrase ("any target", "target player", "target
// opponent", in lower case) that always accepts, or, with lists, a list
// with "player" among its kinds.
func targetsAll(a *Ability, always func(phrase string) bool, lists bool) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return false
	}
	covered := make(coverage, len(effect))
	cover := covered.cover
	for _, m := range reAlwaysTarget.FindAllStringIndex(effect, -1) {
		if always(strings.ToLower(effect[m[0]:m[1]])) {
			cover(m[0], m[1])
		}
	}
	if lists {
		for _, ix := range reTargetList.FindAllStringSubmatchIndex(effect, -1) {
			if m := submatches(effect, ix); strings.Contains(m[1], "player") {
				cover(ix[0], ix[1])
			}
		}
	}
	all := reTargets.FindAllStringIndex(effect, -1)
	for _, m := range all {
		if !covered[m[0]] {
			return false
		}
	}
	return len(all) > 0
}

// playerTargetExists is whether a player can be the target phrase of an
// ability of p: a player of the game (an opponent of p's controller with
// opponents), without shroud, and without hexproof unless they control p
// (702.11c, 702.18a), as the StaticPlayerKeyword abilities of their
// permanents give them. A game of two has an opponent the board need not
// write, who has none.
func (w *world) playerTargetExists(p *perm, phrase string, opponents bool) legality {
	return w.playerTargetsExist(p, phrase, opponents, 1)
}

// playerTargetsExist is playerTargetExists for n different players, one
// for each instance of "target" ("Two target players exchange life
// totals": CR 115.3, 601.2c).
func (w *world) playerTargetsExist(p *perm, phrase string, opponents bool, n int) legality {
	var barred []string
	var rules []string
	opponent := false
	can := 0
	for _, pl := range w.b.Players {
		if w.b.opponents(w.targeting(p), pl.Name) {
			opponent = true
		} else if opponents {
			continue
		}
		kw, from := w.playerKeyword(pl.Name, w.targeting(p))
		if kw == "" {
			if can++; can >= n {
				return legality{ok: true}
			}
			continue
		}
		barred = append(barred, PlayerDoes(pl.Name, "has")+" "+kw+" from "+from)
		rules = append(rules, map[string]string{"shroud": "702.18a", "hexproof": "702.11c"}[kw])
	}
	if !opponent && w.b.Format == Format1v1 {
		// The opponent the board need not write, who has none.
		if can++; can >= n {
			return legality{ok: true}
		}
	}
	slices.Sort(rules)
	rules = slices.Compact(rules)
	cited := append([]string{"601.2c", "602.2b", "115.1"}, rules...)
	if n > 1 {
		why := fmt.Sprintf("it needs %s different players as targets (\u201c%s\u201d), and ", countWord(n), phrase)
		switch {
		case len(barred) == 0:
			why += "the game has only " + playerCount(can)
		case can == 0:
			why += "no player can be one: " + joinAnd(barred)
		default:
			why += "only " + playerCount(can) + " can be one: " + joinAnd(barred)
		}
		return legality{why: why, short: "there are not " + countWord(n) + " players it can target (\u201c" + phrase + "\u201d)", rules: append(cited, "115.3"), few: true}
	}
	return legality{why: "it needs a target (\u201c" + phrase + "\u201d), and no player can be one: " + joinAnd(barred), short: "there is nothing it can target (\u201c" + phrase + "\u201d)", rules: cited}
}

// playerCount is n players in words: "one player", "two players".
func playerCount(n int) string {
	if n == 1 {
		return "one player"
	}
	return countWord(n) + " players"
}

// playerKeyword is the keyword that keeps player from being a target of
// an ability controller controls, "shroud" or "hexproof", and the
// permanent it comes from; "" where none does.
func (w *world) playerKeyword(player, controller string) (kw, from string) {
	for _, r := range w.perms {
		if r.Controller != player {
			continue
		}
		for _, a := range r.abilities {
			if a.Static == nil || !a.Understood || a.Static.Kind != StaticPlayerKeyword {
				continue
			}
			switch a.Static.PlayerKeyword {
			case "shroud":
				return "shroud", r.name
			case "hexproof":
				// Only opponents' abilities (702.11c): not a teammate's.
				if w.b.opponents(controller, player) {
					return "hexproof", r.name
				}
			}
		}
	}
	return "", ""
}

// hexproofFromColor is q's first "hexproof from COLOR" keyword, and
// whether src has that color; "" where q has none the engine reads.
func hexproofFromColor(q, src *perm) (kw string, has bool) {
	for _, a := range q.abilities {
		for _, k := range a.Keywords {
			word, ok := strings.CutPrefix(k, "hexproof from ")
			if !ok {
				continue
			}
			c, ok := colorFromWord(word)
			if !ok {
				return k, true
			}
			return k, src.colors.Has(c)
		}
	}
	return "", false
}

// hasKeyword reports whether q has the keyword kw, its own or granted; a
// kw ending in a space is a prefix ("protection from ").
func hasKeyword(q *perm, kw string) bool {
	for _, a := range q.abilities {
		for _, k := range a.Keywords {
			if k == kw || strings.HasSuffix(kw, " ") && strings.HasPrefix(k, kw) {
				return true
			}
		}
	}
	return false
}

// reTargetPlayers is a number of target players: "Two target players".
var reTargetPlayers = regexp.MustCompile(`\b([Tt]wo|[Tt]hree|[Ff]our) target (?:players|opponents)\b`)

// reTargetPerms is a number of target permanents of one kind: "two
// target creatures", "two target lands you control"; reTargetPermsEnd is
// what may follow it where nothing after narrows it.
var (
	reTargetPerms = regexp.MustCompile(`\b([Tt]wo|[Tt]hree) target (creatures|artifacts|lands|enchantments|permanents|planeswalkers)( you control| an opponent controls| you don't control)?\b`)
	// reFewerBefore: "one or two target creatures", "among one, two,
	// or three target creatures": fewer may do.
	reFewerBefore    = regexp.MustCompile(`(?:\bor|,) $`)
	reOneOrBefore    = regexp.MustCompile(`\b[Oo]ne(?:, two)?,? or $`)
	reTargetPermsEnd = regexp.MustCompile(`^(?:[.;]|,? and (?:you|it|they|then|that|those|put|return|draw|gain|each)\b|,? then\b| (?:to|can't|each|gain|get|don't|doesn't|until|become|fight|deal)\b)`)
)

// reXTargets is X target permanents of a kind or a subtype: "X target
// creatures", "X target Mountains"; reAmongTargets, targets one of which
// will do: "among one or two targets"; reCountBefore ends the text
// before a target with a number of them.
var (
	reXTargets     = regexp.MustCompile(`\bX target ([a-z]+s|[A-Z][a-z]+s)( you control| an opponent controls| you don't control)?\b`)
	reAmongTargets = regexp.MustCompile(`\b(?:one or two|one, two, or three|one or more) targets\b|\bas you choose among any number of targets\b|\beach of (two|three|X) targets\b`)
	reAmongKind    = regexp.MustCompile(`\bas you choose among any number of target (?:(attacking|blocking|attacking or blocking) )?(creatures|planeswalkers|permanents|artifacts|lands)\b`)
	reCountBefore  = regexp.MustCompile(`\b(?:X|two|three|four|five|six|seven|eight|nine|ten|[0-9]+) $`)
)

// reWhoPlayer is a condition after a target player: "who had more life
// than you did", "with the most life".
var reWhoPlayer = regexp.MustCompile(`^ (?:who|with|that|whose|other than)\b`)

// reAlwaysTarget is a target a player can always be: "any target", "any
// other target", "target player", "target opponent" (CR 115.4). Hexproof
// and shroud as keywords of permanents make no player untargetable; a
// player's own hexproof or shroud ("You have shroud.") is text of its own,
// which the engine reads or refuses by itself.
var reAlwaysTarget = regexp.MustCompile(`\bany (?:other )?target\b|\b[Tt]arget (?:player|opponent)\b`)

// targetsRead reports whether every target of ability a is one whose
// legal choices the engine reads with the permanents' shroud, hexproof and
// protection: a permanent targetsAvailable reads, or a target a player
// can always be. Then those keywords are modelled for a question about
// activating a (702.11b, 702.16b, 702.18a); otherwise they bear on it.
func targetsRead(a *Ability) bool {
	if len(a.Keywords) == 1 && a.Keywords[0] == "equip" {
		// "target creature you control" (702.6a), read as such.
		return true
	}
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return false
	}
	covered := make(coverage, len(effect))
	cover := covered.cover
	for _, m := range reTargetList.FindAllStringIndex(effect, -1) {
		// "target artifact or enchantment", "target creature or
		// player": a player that can be a target, or a permanent of
		// those kinds that can (targetExistsWhere); words after it that
		// the engine does not read stop the answer by themselves.
		cover(m[0], m[1])
	}
	for _, m := range reTargetPermanent.FindAllStringSubmatchIndex(effect, -1) {
		// Groups 3 ("," " or") and 5 (" card" " spell") are targets
		// targetsAvailable does not read; " and" ends the target
		// ("target creature and 2 damage to that creature's
		// controller").
		if m[6] < m[7] && effect[m[6]:m[7]] != " and" || m[10] < m[11] {
			continue
		}
		cover(m[0], m[1])
	}
	for _, m := range reTargetQualified.FindAllStringSubmatchIndex(effect, -1) {
		// "target tapped creature", "target nonblack creature": read by
		// qualifiedTargetExists, whose words left unread stop the answer
		// by themselves. Groups 3 and 5 as above.
		if m[6] < m[7] && effect[m[6]:m[7]] != " and" || m[10] < m[11] {
			continue
		}
		cover(m[0], m[1])
	}
	for _, sub := range []struct {
		re   *regexp.Regexp
		tail int
	}{{reTargetSubtype, 3}, {reTargetSubtypes, 4}} {
		// "target Wizard you control", "target Elf or Soldier
		// creature": read as targetsAvailable's subtypeTargets reads
		// them, where nothing follows that makes them more.
		for _, ix := range sub.re.FindAllStringSubmatchIndex(effect, -1) {
			m := submatches(effect, ix)
			if m[sub.tail] != "." && m[sub.tail] != ";" && (!strings.HasPrefix(m[sub.tail], " ") || notAfterSubtype[strings.TrimSpace(m[sub.tail])]) || reCountBefore.MatchString(effect[:ix[0]]) {
				continue
			}
			cover(ix[0], ix[1]-len(m[sub.tail]))
		}
	}
	for _, m := range reAlwaysTarget.FindAllStringIndex(effect, -1) {
		cover(m[0], m[1])
	}
	for _, w := range reTargetWord.FindAllStringIndex(effect, -1) {
		// "Counter target spell", "target instant or sorcery spell",
		// "target activated or triggered ability": on the stack, not
		// a permanent; the board shows none, and it is taken as
		// available (CR 115.1).
		m := reTargetSpell.FindStringSubmatchIndex(effect[w[0]:])
		if m == nil {
			continue
		}
		if words := effect[w[0]+m[2] : w[0]+m[3]]; reNotSpellWord.MatchString(words) || strings.HasSuffix(words, "or ") {
			continue
		}
		cover(w[0], w[0]+m[1])
	}
	for _, m := range reTargetsVerb.FindAllStringIndex(effect, -1) {
		// "that targets you": what a spell does, no target.
		cover(m[0], m[1])
	}
	for _, m := range reTargetPerms.FindAllStringSubmatchIndex(effect, -1) {
		// "Tap two target lands": that many different permanents
		// (targetsApart), where targetsAvailable reads them.
		before := effect[:m[0]]
		if reUpTo.MatchString(effect[:m[3]+1]) || !reTargetPermsEnd.MatchString(effect[m[1]:]) || reFewerBefore.MatchString(before) && !reOneOrBefore.MatchString(before) {
			continue
		}
		cover(m[0], m[1])
	}
	for _, re := range []*regexp.Regexp{reAmongTargets, reAmongKind, reTargetPlayers} {
		// "among one, two, or three targets", "two target players":
		// players and permanents that can be targets, counted
		// (anyTargetsApart, targetsApart, playerTargetsExist).
		for _, m := range re.FindAllStringIndex(effect, -1) {
			cover(m[0], m[1])
		}
	}
	for _, m := range reTargets.FindAllStringIndex(effect, -1) {
		if reTargetNoun.MatchString(effect[:m[0]]) {
			// "You may choose new targets for the copy": no target of
			// this ability.
			cover(m[0], m[1])
		}
	}
	for _, m := range reTargets.FindAllStringIndex(effect, -1) {
		if graveyardCardTarget(effect[m[0]:]) {
			cover(m[0], m[1])
		}
	}
	for _, m := range reTargetWord.FindAllStringIndex(effect, -1) {
		if covered[m[0]] {
			continue
		}
		if reUpTo.MatchString(effect[:m[0]]) || reTargetNoun.MatchString(effect[:m[0]]) {
			// "up to one target creature" may have none (601.2c), and
			// "that target" is no target of this ability: neither
			// needs a permanent that can be targeted.
			cover(m[0], m[1])
			continue
		}
		clause := targetPhrase(effect[m[0]:], false)
		if !reNotOnBattlefield.MatchString(reWhoseWords.ReplaceAllString(clause, "")) && reInCombat.MatchString(targetPhrase(effect[m[0]:], true)) {
			// "target attacking or blocking creature": none outside
			// the combat phase, whatever can be targeted, and in it the
			// board does not say which are (combatTarget).
			cover(m[0], m[1])
		}
	}
	for _, m := range reTargets.FindAllStringIndex(effect, -1) {
		if !covered[m[0]] {
			return false
		}
	}
	return true
}

// reTargetSpell, matched where a word "target" starts, is a target that is a spell or an ability on the stack
// ("target spell", "target instant or sorcery spell", "target spell or
// ability", "target activated or triggered ability"), group 1 the words
// before its noun; one that goes on to another kind ("target spell or
// permanent", "target creature or spell") is not it. reNotSpellWord is a word before the noun that
// makes it more than a spell or an ability ("target permanent or
// spell"). reTargetsVerb is "targets" as what a spell does ("that
// targets you").
var (
	reTargetSpell  = regexp.MustCompile(`^[Tt]arget ((?:[a-z]+ ){0,4}?)(?:spells?|abilit(?:y|ies))(?: or (?:activated |triggered )?ability)?\b(?:[^ ,]| (?:[^o]|o[^r]|or[^ ])|$)`)
	reNotSpellWord = regexp.MustCompile(`\b(?:permanents?|players?|opponents?|cards?|targets?|lands?|of|the|a|an)\b`)
	reTargetsVerb  = regexp.MustCompile(`\b(?:that|which) targets\b`)
)

// graveyardTargetBarred says, where effect must target a card in a
// graveyard and a permanent on the board says cards in graveyards can't
// be the targets of spells or abilities (Ground Seal), that the ability
// has no legal target and can't be activated (CR 601.2c, 602.2b, 115.1).
func (w *world) graveyardTargetBarred(effect string) (legality, bool) {
	for _, m := range reTargets.FindAllStringIndex(effect, -1) {
		if !graveyardCardTarget(effect[m[0]:]) || reUpTo.MatchString(effect[:m[0]]) {
			continue
		}
		for _, q := range w.perms {
			if q.staticsGone() {
				continue
			}
			for _, a := range q.abilities {
				if a.Kind == KindStatic && a.Static != nil && a.Static.Kind == StaticGraveyardUntargetable {
					phrase := effect[m[0]:]
					if loc := reTargetGraveyardCard.FindStringIndex(strings.ToLower(phrase)); loc != nil {
						phrase = phrase[:loc[1]]
					}
					return legality{why: fmt.Sprintf("it needs a target (\u201c%s\u201d), a card in a graveyard, and %s says \u201c%s\u201d", phrase, q.name, a.Text), short: "there is nothing it can target (\u201c" + phrase + "\u201d)", rules: []string{"601.2c", "602.2b", "115.1"}}, true
				}
			}
		}
	}
	return legality{}, false
}

// graveyardCardTarget reports whether text, which starts at the word
// "target", names one target that is a card in a graveyard ("target
// creature card with mana value 3 or less from your graveyard", "target
// card in a graveyard"): the words up to " card" and from there to
// " graveyard", in one sentence, hold no other target. Such a card is no
// permanent, so no permanent's shroud, hexproof or protection makes it
// an illegal target (CR 702.11b, 702.16b, 702.18a), and the board, which
// shows no graveyard, takes it as available.
func graveyardCardTarget(text string) bool {
	if end := strings.IndexAny(text, ".;"); end >= 0 {
		text = text[:end]
	}
	m := reTargetGraveyardCard.FindStringSubmatch(strings.ToLower(text))
	return m != nil && !strings.Contains(m[1], "target") && !strings.Contains(m[2], "target")
}

// reTargetGraveyardCard is "target … card(s) … from/in your, a or an
// opponent's graveyard", its two groups the words between.
var reTargetGraveyardCard = regexp.MustCompile(`^targets? ((?:[a-z0-9'-]+ )*?)cards? ((?:[a-z0-9'-]+ )*?)(?:from|in) (?:your|a|an opponent's) graveyard\b`)

// kindAndControllerFit reports whether q is of the card type kind
// ("Permanent" for any) and has the controller whose asks for, as p's
// ability words it (" you control", " an opponent controls", " you don't
// control", "" for anyone).
func (w *world) kindAndControllerFit(p, q *perm, kind, whose string) bool {
	ctl := w.targeting(p)
	switch {
	case kind != "Permanent" && !q.is(kind):
		return false
	case whose == " you control" && q.Controller != ctl:
		return false
	case whose == " you don't control" && q.Controller == ctl:
		return false
	case whose == " an opponent controls" && !w.b.opponents(ctl, q.Controller):
		// In Two-Headed Giant a teammate is no opponent (CR 102.3).
		return false
	}
	return true
}

// targeting is the player who chooses the targets of an ability of p
// being activated: its controller, who is the player activating it
// (CR 602.2a, 113.8), the asker of "Any player may activate this
// ability" (targetsAvailable sets targetBy).
func (w *world) targeting(p *perm) string {
	if w.targetBy != "" {
		return w.targetBy
	}
	return p.Controller
}

// withoutQuoted is s with the text of each quoted ability (“…” or "…")
// blanked out, each byte a space, so that what is read of s keeps its
// place.
func withoutQuoted(s string) string {
	if !strings.ContainsAny(s, "\"\u201c") {
		return s
	}
	b := []byte(s)
	in := false
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case !in && (r == '\u201c' || r == '"'):
			in = true
		case in && (r == '\u201d' || r == '"'):
			in = false
		case in:
			for k := i; k < i+n; k++ {
				b[k] = ' '
			}
		}
		i += n
	}
	return string(b)
}

// reOtherThanThis is a target other than the ability's own permanent,
// named by "this" and its card type.
var reOtherThanThis = regexp.MustCompile(`\b([Tt])arget ((?:[a-z]+ )*?[a-z]+) other than this (?:creature|permanent|artifact|land|enchantment|planeswalker)([^'\x{2019}\w]|$)`)

// otherThanSelf rewrites in effect a target "other than" p, by "this" or
// by p's name, as "another target": the same words for the same choice.
// Other things a target must be other than ("other than enchanted
// creature") are left to reTargetGoesOn, which does not read them.
func otherThanSelf(effect string, p *perm) string {
	if !strings.Contains(effect, " other than ") {
		return effect
	}
	effect = reOtherThanThis.ReplaceAllStringFunc(effect, anotherTargetOf(reOtherThanThis))
	if name := p.Card.Name; name != "" {
		// Not "other than Crown of Doom's owner", a player.
		re, err := regexp.Compile(`\b([Tt])arget ((?:[a-z]+ )*?[a-z]+) other than ` + regexp.QuoteMeta(name) + `([^'\x{2019}\w]|$)`)
		if err == nil {
			effect = re.ReplaceAllStringFunc(effect, anotherTargetOf(re))
		}
	}
	return effect
}

// anotherTargetOf rewrites a match of re, a target other than the
// ability's own permanent, as "another target …", capitalized where the
// target began a sentence ("Another target creature").
func anotherTargetOf(re *regexp.Regexp) func(string) string {
	return func(m string) string {
		sm := re.FindStringSubmatch(m)
		if sm[1] == "T" {
			return "Another target " + sm[2] + sm[3]
		}
		return "another target " + sm[2] + sm[3]
	}
}

// anotherShown is a target's words as a reason quotes them: "another
// target creature" where the target is another than the ability's own
// permanent, which the words read leave out.
func anotherShown(phrase string, another, second bool) string {
	if another && !second {
		return "another " + phrase
	}
	return phrase
}
