package rules

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// ownReduction is a reduction of a spell's total cost that its own text
// makes and the engine counts on the board (CR 601.2f): affinity
// (702.41a), "This spell costs {2} less to cast for each artifact you
// control", "… for each creature on the battlefield", "… if you control a
// Wizard", metalcraft's "… if you control three or more artifacts", and
// domain's "… for each basic land type among lands you control".
type ownReduction struct {
	// text is the line of the card, for the steps.
	text string
	// each is the generic mana taken for each permanent counted, or, with
	// atLeast, once where there are that many.
	each int
	// word is the card type or subtype counted ("artifact", "Gate",
	// "Plains"); "" with landTypes.
	word string
	// whose is whose permanents count: "you", "opponents" or "all".
	whose string
	// atLeast, above 0, makes the reduction a condition: each, once, where
	// there are at least that many.
	atLeast int
	// landTypes: the count is the basic land types among the lands the
	// caster controls (domain).
	landTypes bool
	// opponents: the count is the caster's opponents (undaunted).
	opponents bool
	// power: the count is the total power of the creatures the caster
	// controls (Ghalta), less than 0 counted as 0.
	power bool
	// byDevotion: the count is the caster's devotion to devotion
	// (Marshmist Titan: 700.5).
	byDevotion bool
	devotion   Color
	// rule is the rule the reduction rests on beyond 601.2f.
	rule string
}

var (
	// reOwnAffinity is the affinity keyword, with what it counts.
	reOwnAffinity = regexp.MustCompile(`^Affinity for (artifacts|Plains|Islands|Swamps|Mountains|Forests)$`)
	// reOwnLessEach is "This spell costs {N} less to cast for each …".
	reOwnLessEach = regexp.MustCompile(`^(?:This spell|\S.*?) costs \{([0-9]+)\} less to cast for each (artifact|creature|land|enchantment|[A-Z][a-z]+) (you control|on the battlefield|your opponents control)\.$`)
	// reOwnLessDomain is domain's "… for each basic land type among lands
	// you control".
	reOwnLessDomain = regexp.MustCompile(`^(?:This spell|\S.*?) costs \{([0-9]+)\} less to cast for each basic land type among lands you control\.$`)
	// reOwnLessIf is "This spell costs {N} less to cast if you control a
	// Wizard" or "… three or more artifacts".
	reOwnLessIf = regexp.MustCompile(`^(?:This spell|\S.*?) costs \{([0-9]+)\} less to cast if you control (an?|two or more|three or more|four or more|five or more) (artifacts?|creatures?|lands?|enchantments?|[A-Z][a-z]+)\.$`)
	// reOwnLessWhere is "This spell costs {X} less to cast, where X is
	// the total power of creatures you control" or "… your devotion to
	// black".
	reOwnLessWhere = regexp.MustCompile(`^(?:This spell|\S.*?) costs \{X\} less to cast, where X is (the total power of creatures you control|your devotion to (white|blue|black|red|green))\.$`)
	// reOwnLessOpponents is "… for each opponent you have" (Avatar of
	// Growth), as undaunted says (702.125a).
	reOwnLessOpponents = regexp.MustCompile(`^(?:This spell|\S.*?) costs \{([0-9]+)\} less to cast for each opponent you have\.$`)
	// reOwnAbilityWord is an ability word before a reduction ("Metalcraft
	// — "), which has no rules meaning (CR 207.2c).
	reOwnAbilityWord = regexp.MustCompile(`^[A-Z][a-z' ]* [-—] `)
)

// ownReductions reads the lines of card's text that lower its total cost
// as ownReduction reads them; read is false where a line that lowers it
// ("less to cast", affinity) is not one of them, and then none is read.
// A line naming the card ("Frogmite costs …") must name this card.
func ownReductions(card *catalog.Card) (out []ownReduction, read bool) {
	for _, line := range strings.Split(card.Oracle, "\n") {
		l := strings.TrimSpace(withoutReminders(strings.TrimSpace(line)))
		l = reOwnAbilityWord.ReplaceAllString(l, "")
		if m := reOwnAffinity.FindStringSubmatch(l); m != nil {
			word := m[1]
			if word != "Plains" {
				word = strings.TrimSuffix(word, "s")
			}
			out = append(out, ownReduction{text: strings.TrimSpace(line), each: 1, word: word, whose: "you", rule: "702.41a"})
			continue
		}
		if strings.HasPrefix(strings.ToLower(l), "affinity for") {
			return nil, false
		}
		if l == "Undaunted" {
			out = append(out, ownReduction{text: strings.TrimSpace(line), each: 1, opponents: true, rule: "702.125a"})
			continue
		}
		if !strings.Contains(l, "less to cast") {
			continue
		}
		if !strings.HasPrefix(l, "This spell costs ") && !strings.HasPrefix(l, card.Name+" costs ") {
			return nil, false
		}
		r := ownReduction{text: strings.TrimSpace(line), whose: "you"}
		switch {
		case reOwnLessWhere.MatchString(l):
			m := reOwnLessWhere.FindStringSubmatch(l)
			r.each = 1
			if m[2] == "" {
				r.power, r.rule = true, "613.4"
			} else {
				c, _ := colorNamed(m[2])
				r.byDevotion, r.devotion, r.rule = true, c, "700.5"
			}
		case reOwnLessOpponents.MatchString(l):
			r.each, _ = parseDigits(reOwnLessOpponents.FindStringSubmatch(l)[1])
			r.opponents = true
		case reOwnLessEach.MatchString(l):
			m := reOwnLessEach.FindStringSubmatch(l)
			r.each, _ = parseDigits(m[1])
			r.word = m[2]
			r.whose = map[string]string{"you control": "you", "on the battlefield": "all", "your opponents control": "opponents"}[m[3]]
		case reOwnLessDomain.MatchString(l):
			r.each, _ = parseDigits(reOwnLessDomain.FindStringSubmatch(l)[1])
			r.landTypes, r.rule = true, "305.6"
		case reOwnLessIf.MatchString(l):
			m := reOwnLessIf.FindStringSubmatch(l)
			r.each, _ = parseDigits(m[1])
			r.atLeast = 1
			if m[2] != "a" && m[2] != "an" {
				n, _ := wordNumber(strings.TrimSuffix(m[2], " or more"))
				r.atLeast = n
				if !strings.HasSuffix(m[3], "s") {
					return nil, false
				}
			} else if strings.HasSuffix(m[3], "s") && m[3] != "Plains" {
				return nil, false
			}
			r.word = m[3]
			if r.atLeast > 1 {
				r.word = singular(m[3])
			}
		default:
			return nil, false
		}
		if r.each <= 0 || r.word != "" && !countedTypes[r.word] && !(r.word[0] >= 'A' && r.word[0] <= 'Z') {
			return nil, false
		}
		out = append(out, r)
	}
	return out, true
}

// ownCount is how many permanents r counts for player's spell, and that
// in words.
func (w *world) ownCount(player string, r ownReduction) (int, string) {
	switch {
	case r.opponents:
		// A game of two has one opponent whether the board names them or
		// not; in Two-Headed Giant they are the other team's players (CR 102.3).
		n := 0
		switch w.b.Format {
		case Format1v1:
			n = 1
		case Format2HG:
			for _, t := range w.b.Teams {
				for _, q := range t {
					if w.b.opponents(q, player) {
						n++
					}
				}
			}
		default:
			for _, q := range w.b.Players {
				if w.b.opponents(q.Name, player) {
					n++
				}
			}
		}
		return n, PlayerName(player) + " " + VerbFor(player, "has") + " " + countNoun(n, "opponent")
	case r.power:
		total := 0
		for _, q := range w.perms {
			if q.Controller == player && q.is("Creature") {
				_, n, _ := q.powers()
				total += n
			}
		}
		return max(total, 0), fmt.Sprintf("the creatures %s have total power %d", PlayerDoes(player, "controls"), total)
	case r.byDevotion:
		n := w.devotion(player, r.devotion)
		return n, fmt.Sprintf("%s devotion to %s is %d", possessiveOf(PlayerName(player)), strings.ToLower(colorWords[r.devotion]), n)
	}
	if r.landTypes {
		types := w.basicLandTypes(player)
		if len(types) == 0 {
			return 0, "the lands " + PlayerDoes(player, "controls") + " have no basic land type"
		}
		return len(types), "the basic land types among the lands " + PlayerDoes(player, "controls") + " are " + joinAnd(types)
	}
	n := 0
	for _, q := range w.perms {
		switch r.whose {
		case "you":
			if q.Controller != player {
				continue
			}
		case "opponents":
			if !w.b.opponents(q.Controller, player) {
				continue
			}
		}
		if isA(q, r.word) {
			n++
		}
	}
	noun := countNoun(n, r.word)
	switch r.whose {
	case "all":
		if n == 1 {
			return n, "there is " + noun + " on the battlefield"
		}
		return n, "there are " + noun + " on the battlefield"
	case "opponents":
		return n, possessiveOf(PlayerName(player)) + " opponents control " + noun
	}
	return n, PlayerDoes(player, "controls") + " " + noun
}

// ownReduction is the generic mana card's own text takes from its total
// cost as player casts it, with a step for each reduction (CR 601.2f).
func (w *world) ownReduction(player string, card *catalog.Card, e *explainer) int {
	rs, read := ownReductions(card)
	if !read {
		return 0
	}
	less := 0
	for _, r := range rs {
		if r.power {
			if why := w.ownPowerUnread(player); why != "" {
				// Taken as no reduction: a "yes" stands, a "no" does
				// not (ownReductionMayGrow).
				e.step(fmt.Sprintf("%s says \u201c%s\u201d, and %s: it is taken as costing no less, which leaves a \u201cno\u201d unknown", card.Name, r.text, why), "601.2f", "613.4")
				continue
			}
		}
		n, words := w.ownCount(player, r)
		rules := []string{"601.2f"}
		if r.rule != "" {
			rules = append(rules, r.rule)
		}
		took := 0
		switch {
		case r.atLeast > 0 && n >= r.atLeast:
			took = r.each
		case r.atLeast == 0:
			took = r.each * n
		}
		less += took
		if r.atLeast > 1 {
			words += fmt.Sprintf(" (it needs %s or more)", countWord(r.atLeast))
		}
		if took == 0 {
			e.step(fmt.Sprintf("%s says \u201c%s\u201d, and %s, so it costs no less to cast", card.Name, r.text, words), rules...)
			continue
		}
		e.step(fmt.Sprintf("%s says \u201c%s\u201d, and %s, so it costs {%d} less to cast: that is taken from the generic mana of the total cost, after any increase", card.Name, r.text, words, took), rules...)
	}
	return less
}

// ownReductionMayGrow says why a "no" from card's total cost may not
// stand where its own text lowers that cost by what player controls: an
// activated ability of theirs could create a permanent, put one onto the
// battlefield or make one become something before the spell is cast,
// and so lower it more (601.2f); "" where none could, or the cost is
// lowered by no count.
func (w *world) ownReductionMayGrow(player string, card *catalog.Card) string {
	rs, read := ownReductions(card)
	if !read || len(rs) == 0 {
		return ""
	}
	changes := reMakesOrChanges
	for _, r := range rs {
		if !r.power {
			continue
		}
		if why := w.ownPowerUnread(player); why != "" {
			return fmt.Sprintf("%s says \u201c%s\u201d, and %s", card.Name, r.text, why)
		}
		// A power raised first counts too.
		changes = reMakesOrRaises
	}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if (a.Kind == KindActivated || a.Kind == KindMana || a.Kind == KindUnknown) && changes.MatchString(a.Text) {
				return fmt.Sprintf("%s says \u201c%s\u201d, and %s ability \u201c%s\u201d could change what it counts before it is cast (CR 601.2f); the engine does not work that out", card.Name, rs[0].text, Possessive(p.name), a.Text)
			}
		}
	}
	return ""
}

// reMakesOrRaises is reMakesOrChanges, or an ability that could raise a
// creature's power: a boost or a +1/+1 counter.
var reMakesOrRaises = regexp.MustCompile(`(?i)\bcreate\b|onto the battlefield|\bbecomes?\b|\bgets? \+|\+1/\+1 counter|\bswitch\b`)

// ownPowerUnread says why the total power of the creatures player
// controls is not known: a power the engine does not compute, or text on
// the board that could change one; "" where it is known.
func (w *world) ownPowerUnread(player string) string {
	return w.powersUnread(func(q *perm) bool { return q.Controller == player && q.is("Creature") })
}
