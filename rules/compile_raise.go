package rules

import (
	"regexp"
	"strings"
)

// A boost the engine does not compute, whose numbers are all at least 0
// ("this gets +1/+0 for each artifact you control", "gets +2/+2 as long as
// you control three or more artifacts", "Creatures of the chosen type get
// +1/+1", "As long as equipped creature is a Human, it gets an additional
// +1/+1"): it raises power and toughness, or leaves them, in layer 7c (CR
// 613.4c), and never lowers them. A creature whose toughness the engine
// computes above 0 stays above 0 with it, so no state-based action it
// could bring about (704.5f) is missed; where the engine computes 0 or
// less, the state-based actions refuse on it (couldChangeToughness). It
// bears only where something reads power or toughness (understand.go).
var (
	reRaisePT = regexp.MustCompile(`^(?:As long as [^,]+, )?([^,."]+?) gets? (?:an additional )?\+([0-9]+|X)/\+([0-9]+|X)((?: for each [^."]+| as long as [^."]+|, where X is [^."]+)*)\.$`)
	// reRaiseBad: a subject or condition that does more than name what
	// gets the boost and when: another verb phrase joined to it, or a
	// number that may be below 0.
	reRaiseBad = regexp.MustCompile(`\b(?:and|or) (?:has|have|gains?|is|are|can|can't|loses?|gets?|get)\b|, and\b|\b(?:minus|difference|less than)\b|[-"]`)
	// reRaiseSubjectBad: verbs in a subject, which names permanents only.
	reRaiseSubjectBad = regexp.MustCompile(`\b(?:has|have|gains?|is|are|loses?|gets?|get|and)\b`)
)

// compileRaisePT reads the boosts above as not understood, with a kind
// that understand.go classifies.
func compileRaisePT(a *Ability, s string) bool {
	m := reRaisePT.FindStringSubmatch(s)
	if m == nil || reRaiseSubjectBad.MatchString(m[1]) || reRaiseBad.MatchString(m[4]) || !oneClause(m[4]) {
		return false
	}
	if (m[2] == "X" || m[3] == "X") && !strings.Contains(m[4], "where X is") {
		return false
	}
	a.Kind = KindStatic
	a.Static = &StaticSpec{Kind: StaticRaisesPT, RaisesSelf: m[1] == "this"}
	a.Understood = false
	a.Why = "the engine does not compute this boost, which only raises power and toughness"
	return true
}

// readsPT names an ability on the board whose text speaks of power or
// toughness (a mana ability that adds mana equal to a power, a count of
// creatures with power 4 or greater), "" when there is none. An
// activated ability that is not a mana ability does nothing unless
// activated, which no question but activate does, and that question asks
// only whether its cost can be paid and its restrictions met: only its
// cost and restrictions are read (Jagged-Scar Archers' "{T}: … deals
// damage equal to its power …").
func (w *world) readsPT() string {
	return w.readsPTOf(nil)
}

// readsPTOf is readsPT for the power and toughness of subject only: an
// ability that reads only its own permanent's ("Add an amount of {G}
// equal to this's power.", Marwyn, the Nurturer) does not read another's
// boost. A nil subject is any permanent.
func (w *world) readsPTOf(subject *perm) string {
	return w.readsPTOfBut(subject, nil)
}

// readsPTOfBut is readsPTOf, passing by the abilities skip reports (nil
// for none).
func (w *world) readsPTOfBut(subject *perm, skip func(*Ability) bool) string {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if skip != nil && skip(a) {
				continue
			}
			if a.Static != nil && a.Static.Kind == StaticDefinesPT {
				// It defines power, and reads none.
				continue
			}
			text := a.Text
			if a.Kind == KindActivated && a.Understood {
				if cost, _, ok := splitCost(text); ok {
					text = cost + " " + a.Restriction.Text
				}
			}
			// A token's own abilities, quoted where it is created,
			// speak of the token (written on the board where it is
			// there), not of the permanents here.
			l := reTokenAbilities.ReplaceAllString(strings.ToLower(text), `$1""`)
			if subject != nil && p != subject && !strings.ContainsAny(l, "\"\u201c") {
				// A quoted ability's "this" is the permanent it is
				// given to.
				l = selfPT(p.name).ReplaceAllString(l, "")
			}
			if strings.Contains(l, "power") || strings.Contains(l, "toughness") {
				return a.Text
			}
		}
	}
	return ""
}

// reRaiseWith: a boost joined to keywords or a restriction of combat
// ("gets +2/+0 and has flying", "gets +1/+1 and has flying and trample",
// "gets +2/+2 and can't block"): m[1] is the boost, m[2] the keywords,
// m[3] the restriction.
var reRaiseWith = regexp.MustCompile(`(\+(?:[0-9]+|X)/\+(?:[0-9]+|X)) and (?:(?:has|have) ([a-z ,]+?)|(can't block|can't attack|can't attack or block))( as long as [^."]+| for each [^."]+)?\.$`)

// reRaiseAnd: a boost joined by "and" to one more verb phrase: m[1] is
// the boost with its subject, m[2] the verb phrase.
var reRaiseAnd = regexp.MustCompile(`^((?:As long as [^,]+, )?[^,."]+? gets? \+(?:[0-9]+|X)/\+(?:[0-9]+|X)) and ([^,."]+)\.$`)

// compileRaiseCombat reads a boost that only raises power and toughness
// joined to keywords of combat (combatKeywords: flying, first strike,
// trample, deathtouch, …) or to a restriction or requirement of combat
// (compile_combat.go: "can't be blocked by creatures with flying",
// "attacks each combat if able", "can block an additional creature each
// combat"),
// each of which bears on no question (understand_classify.go,
// compile_combat.go), as the boost alone. Any other keyword (haste,
// hexproof, protection) or quoted ability is not read.
func compileRaiseCombat(a *Ability, s string) bool {
	if r := reRaiseAnd.FindStringSubmatch(s); r != nil {
		// "Equipped creature gets +1/+0 and can't be blocked by
		// creatures with flying.": the second half is a restriction
		// or requirement of combat of its own (isCombatOnly) for the
		// same subject.
		if b := reRaisePT.FindStringSubmatch(r[1] + "."); b != nil && isCombatOnly(b[1]+" "+r[2]+".") && compileRaisePT(a, r[1]+".") {
			a.Why = whyRaiseCombat
			a.Static.RaisesSelf = false
			return true
		}
	}
	m := reRaiseWith.FindStringSubmatchIndex(s)
	if m == nil {
		return false
	}
	if m[4] >= 0 {
		for _, kw := range strings.FieldsFunc(strings.ReplaceAll(s[m[4]:m[5]], " and ", ","), func(r rune) bool { return r == ',' }) {
			if !combatKeywords[strings.TrimSpace(kw)] {
				return false
			}
		}
	}
	rest := ""
	if m[8] >= 0 {
		rest = s[m[8]:m[9]]
	}
	if !compileRaisePT(a, s[:m[3]]+rest+".") {
		return false
	}
	a.Why = whyRaiseCombat
	// What else it gives (exalted, flanking) may bear on another
	// creature's toughness.
	a.Static.RaisesSelf = false
	return true
}

// whyRaiseCombat is why a boost joined to keywords or a restriction of
// combat is not understood: the boost is not computed, and the rest bears
// only on combat, which no question has.
const whyRaiseCombat = "the engine does not compute this boost, which only raises power and toughness; what else it gives bears only on combat"

// reTokenAbilities is, in lower case, the abilities a token is created
// with: `create a green treefolk warrior creature token with "this
// creature's power and toughness are each equal to …"`.
var reTokenAbilities = regexp.MustCompile(`(\bcreate [^."]*\btokens? with )"[^"]*"`)

// selfPT matches, in lower case, a text's words for its own permanent's
// power or toughness: "this's power", "this creature's toughness",
// "Marwyn's power" (a legend's short name, before its comma).
func selfPT(name string) *regexp.Regexp {
	short, _, _ := strings.Cut(name, ",")
	return regexp.MustCompile(`\b(?:this|this creature|` + regexp.QuoteMeta(strings.ToLower(name)) + `|` + regexp.QuoteMeta(strings.ToLower(short)) + `)(?:'s?)? (?:power|toughness)\b`)
}
