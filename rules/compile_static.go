package rules

import (
	"regexp"
	"strconv"
	"strings"
)

// The templates of static abilities that grant abilities or change types,
// each with any subject parseSubject reads:
//
//	SUBJECT has/have KEYWORD[, KEYWORD…][ and KEYWORD][ as long as you control a TYPE].
//	SUBJECT has/have "ABILITY"[ and "ABILITY"].
//	SUBJECT is/are [a/an] BASIC-LAND-TYPE[s].                       (sets land types, CR 305.7)
//	SUBJECT is/are [a/an] BASIC-LAND-TYPE[s] in addition to its/their other [land] types.
//	SUBJECT is/are every basic land type in addition to its/their other types.
//	SUBJECT is/are [an] artifact creature[s] with [base] power and toughness each equal to its/their mana value.
//	SUBJECT is/are [a] creature[s] in addition to its/their other types and has/have base power and base toughness each equal to its/their mana value.
//	SUBJECT is/are [an] artifact[s]/enchantment[s] in addition to its/their other types.
//	SUBJECT is/are [a] creature[s] with base power and toughness N/N in addition to its/their other types.
//	SUBJECT are N/N [COLOR] [TYPE] creatures that are still lands.
//	SUBJECT is a N/N [COLOR] [TYPE] creature that's still a land. (or ". It's still a land.")
var (
	reGrantKeywords = regexp.MustCompile(`^(.+?) (?:has|have) ([a-z][a-z ,]*?)(?: as long as (.+?))?\.$`)
	reGrantQuoted   = regexp.MustCompile(`^(.+?) (?:has|have) "([^"]+)"(?: and "([^"]+)")?\.?$`)
	reSetType       = regexp.MustCompile(`^(.+?) (?:is|are) ` + landTypeList + `\.$`)
	// reSetChosenType: the land type set is the one chosen as the
	// source entered (Convincing Mirage, Phantasmal Terrain).
	reSetChosenType = regexp.MustCompile(`^(.+?) is the chosen type\.$`)
	// reAddChosenType: the creature type chosen as the source entered is
	// added (Metallic Mimic, Adaptive Automaton).
	reAddChosenType = regexp.MustCompile(`^(.+?) is the chosen type in addition to its other types\.$`)
	// reAddChosenLandType: the basic land type chosen as the source
	// entered is added to lands (Realmwright).
	reAddChosenLandType = regexp.MustCompile(`^(.+?) are the chosen type in addition to their other types\.$`)
	reAddType           = regexp.MustCompile(`^(.+?) (?:is|are) ` + landTypeList + ` in addition to (?:its|their) other (?:land )?types\.$`)
	reLandTypeWord      = regexp.MustCompile(`Plains|Islands?|Swamps?|Mountains?|Forests?`)
	reEveryType         = regexp.MustCompile(`^(.+?) (?:is|are) every basic land type in addition to (?:its|their) other (?:land )?types\.$`)
	reStillLands        = regexp.MustCompile(`^(.+?) (?:are|is an?) ([0-9]+)/([0-9]+) (?:(white|blue|black|red|green) )?(?:([A-Z][a-z]+) )?(?:creatures that are still lands|creature that's still a land|creature\. It's still a land)\.$`)
	// reCreatureBasePT: "Enchanted artifact is a creature with base power
	// and toughness 5/5 in addition to its other types." (Ensoul
	// Artifact): a creature in layer 4, its base power and toughness set
	// in layer 7b.
	reCreatureBasePT = regexp.MustCompile(`^(.+?) (?:is|are) (?:a )?creatures? with base power and toughness ([0-9]+)/([0-9]+) in addition to (?:its|their) other types\.$`)
	reArtifactCrit   = regexp.MustCompile(`^(.+?) (?:is|are) (?:an )?artifact creatures? with (?:base )?power and toughness each equal to (?:its|their) mana value\.$`)
	// reAddCardType: "All permanents are artifacts in addition to their
	// other types." (Mycosynth Lattice), "… are enchantments …"
	// (Enchanted Evening): a card type that sets no power and toughness.
	reAddCardType = regexp.MustCompile(`^(.+?) (?:is|are) (?:an? )?(artifact|enchantment)s? in addition to (?:its|their) other types\.$`)
	reCreatureMV  = regexp.MustCompile(`^(.+?) (?:is|are) (?:a )?creatures? in addition to (?:its|their) other types and (?:has|have) base power and base toughness each equal to (?:its|their) mana value\.$`)
	reLifeAndLimb = regexp.MustCompile(`^All (Forests) and all ([A-Z][a-z]+)s are ([0-9]+)/([0-9]+) (white|blue|black|red|green) ([A-Z][a-z]+) creatures and Forest lands in addition to their other types\.$`)
	reCondControl = regexp.MustCompile(`^you control (an?|another) ([A-Za-z ]+)$`)
	reAndFrom     = regexp.MustCompile(`(protection from [a-z]+),? and from `)
	reBoost       = regexp.MustCompile(`^(.+?) (?:gets|get) ([+-]\d+)/([+-]\d+)(?:\.| and (has|have) (.+))$`)
)

// landTypeList is one or more basic land types: "a Swamp", "Mountains",
// "a Mountain, Forest, and Plains".
const landTypeList = `((?:an? )?(?:Plains|Islands?|Swamps?|Mountains?|Forests?)(?:(?:,? and |, )(?:an? )?(?:Plains|Islands?|Swamps?|Mountains?|Forests?))*)`

// landTypes reads the basic land types of a landTypeList match.
func landTypesOf(s string) []string {
	var out []string
	for _, w := range reLandTypeWord.FindAllString(s, -1) {
		if t := landTypeWord(w); !has(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// landTypeWord reads a basic land type, singular or plural.
func landTypeWord(s string) string {
	if s == "Plains" {
		return s
	}
	return strings.TrimSuffix(s, "s")
}

// compileGrantOrType reads the templates above. It returns false when s
// is none of them.
// Long: one case per template above, in the order they are tried.
func compileGrantOrType(a *Ability, s string) bool {
	// An activated ability ("{T}: Lands you control are Swamps until end
	// of turn.") is none of these: a cost comes before its colon.
	if cost, _, ok := splitCost(s); ok {
		if _, _, isCost := parseCost(cost); isCost {
			return false
		}
	}
	st := &StaticSpec{}
	// "SUBJECT gets +N/+N[ and has …]": the boost applies in layer 7c
	// (CR 613.4c) to the subject; what follows "and" is a grant to the
	// same subject.
	if m := reBoost.FindStringSubmatch(s); m != nil {
		p, _ := parseSignedDigits(m[2])
		t, _ := parseSignedDigits(m[3])
		if m[4] == "" {
			sub, ok := parseSubject(m[1])
			if !ok || sub.PowerAtMost != nil || sub.PowerAtLeast != nil {
				return false
			}
			st.Kind = StaticBoost
			st.Subject = &sub
			st.Affected = strings.ToLower(m[1])
			st.Boost = &[2]int{p, t}
			a.Kind = KindStatic
			a.Static = st
			return true
		}
		if !compileGrantOrType(a, m[1]+" "+m[4]+" "+m[5]) || !a.Understood || a.Static.Kind != StaticGrant {
			if a.Static != nil {
				a.Static.Boost = &[2]int{p, t}
			}
			return a.Kind != ""
		}
		if a.Static.Subject.PowerAtMost != nil || a.Static.Subject.PowerAtLeast != nil {
			a.Understood = false
			a.Why = "a boost whose subject reads power is not one the engine models"
			return true
		}
		a.Static.Boost = &[2]int{p, t}
		return true
	}
	fail := func(why string) bool {
		a.Kind = KindStatic
		a.Static = st
		a.Understood = false
		a.Why = why
		return true
	}
	subject := func(text string) bool {
		sub, ok := parseSubject(text)
		if !ok {
			return false
		}
		st.Subject = &sub
		st.Affected = strings.ToLower(text)
		return true
	}
	switch {
	case reArtifactCrit.MatchString(s):
		m := reArtifactCrit.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticAddType
		st.Types = []string{"Artifact", "Creature"}
		st.PTManaValue = true
	case reCreatureMV.MatchString(s):
		// Opalescence: a creature in layer 4, its base power and
		// toughness set in layer 7b (CR 613.1d, 613.4b).
		m := reCreatureMV.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticAddType
		st.Types = []string{"Creature"}
		st.PTManaValue = true
	case reAddCardType.MatchString(s):
		m := reAddCardType.FindStringSubmatch(s)
		if !subject(m[1]) {
			// Not this template ("Equipped creature gets +1/+1 and is
			// an artifact …").
			return false
		}
		st.Kind = StaticAddType
		st.Types = []string{map[string]string{"artifact": "Artifact", "enchantment": "Enchantment"}[m[2]]}
	case reCreatureBasePT.MatchString(s):
		m := reCreatureBasePT.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.makesCreature(m[2], m[3])
	case reStillLands.MatchString(s):
		m := reStillLands.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.makesCreature(m[2], m[3])
		if m[4] != "" {
			// Its color is set in layer 5 (CR 613.1e, 105.3).
			c, _ := colorFromWord(m[4])
			st.StillColor = &c
		}
		if m[5] != "" {
			if !isCreatureType(m[5]) {
				return fail("\u201c" + m[5] + "\u201d is not a creature type the engine knows")
			}
			st.StillSubtypes = []string{m[5]}
		}
	case reLifeAndLimb.MatchString(s):
		// Life and Limb: the Forests are creatures of the creature type,
		// as the lands of reStillLands; the permanents of that type it
		// makes Forest lands too are refused where there are any.
		m := reLifeAndLimb.FindStringSubmatch(s)
		if !subject("All "+m[1]) || !isCreatureType(m[2]) || m[2] != m[6] {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d and \u201c" + m[2] + "s\u201d are")
		}
		st.Kind = StaticAddType
		st.Types = []string{"Creature"}
		pw, _ := strconv.Atoi(m[3])
		tg, _ := strconv.Atoi(m[4])
		st.SetPT = &[2]int{pw, tg}
		c, _ := colorFromWord(m[5])
		st.StillColor = &c
		st.StillSubtypes = []string{m[6]}
		st.StillAlso = m[2]
	case reEveryType.MatchString(s):
		m := reEveryType.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticAddLandType
		st.LandTypes = append([]string(nil), basicLandTypes...)
	case reAddType.MatchString(s):
		m := reAddType.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticAddLandType
		st.LandTypes = landTypesOf(m[2])
	case reAddChosenType.MatchString(s):
		m := reAddChosenType.FindStringSubmatch(s)
		if !subject(m[1]) || !st.Subject.Self {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticAddType
		st.ChosenCreatureType = true
	case reAddChosenLandType.MatchString(s):
		m := reAddChosenLandType.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticAddLandType
		st.ChosenLandType = true
	case reSetChosenType.MatchString(s):
		m := reSetChosenType.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticSetLandType
		st.ChosenLandType = true
	case reSetType.MatchString(s):
		m := reSetType.FindStringSubmatch(s)
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		st.Kind = StaticSetLandType
		st.LandTypes = landTypesOf(m[2])
	case reGrantQuoted.MatchString(s):
		m := reGrantQuoted.FindStringSubmatch(s)
		if !subject(m[1]) {
			return false
		}
		st.Kind = StaticGrant
		printed := printedQuotes(a.Text)
		for i, inner := range m[2:] {
			if inner == "" {
				continue
			}
			g := &Ability{Text: inner}
			compileText(g, inner)
			if len(printed) == len(m[2:]) || len(printed) == 1 && m[3] == "" {
				// Shown as printed: "This creature deals …".
				g.Text = printed[i]
			}
			st.Granted = append(st.Granted, g)
		}
	case reGrantKeywords.MatchString(s):
		m := reGrantKeywords.FindStringSubmatch(s)
		kws, ok := keywordList(m[2])
		if !ok {
			return false
		}
		// The granted keywords are known even where the subject or the
		// condition is not read: understand.go classifies them.
		st.Kind = StaticGrant
		st.Granted = []*Ability{{Text: strings.Join(kws, ", "), Kind: KindKeyword, Keywords: kws, Understood: true}}
		if !subject(m[1]) {
			return fail("the engine does not read which permanents \u201c" + m[1] + "\u201d are")
		}
		if m[3] != "" {
			c := reCondControl.FindStringSubmatch(m[3])
			if c == nil {
				return fail("the condition \u201c" + m[3] + "\u201d is not one the engine models")
			}
			cond, ok := parseSubject("each " + strings.TrimSpace(c[2]))
			if !ok {
				return fail("the condition \u201c" + m[3] + "\u201d is not one the engine models")
			}
			cond.Control = "you"
			cond.Other = c[1] == "another"
			st.Condition = &cond
		}
	default:
		return false
	}
	if (st.Kind == StaticSetLandType || st.Kind == StaticAddLandType) && !namesLands(st.Subject) {
		return fail("it gives land types to \u201c" + st.Subject.Text + "\u201d, which are not all lands, and the engine models land types only on lands")
	}
	a.Kind = KindStatic
	a.Static = st
	return true
}

// namesLands reports whether every permanent of the subject is a land: it
// names the card type land or a basic land type.
func namesLands(s *Subject) bool {
	if has(s.Types, "Land") {
		return true
	}
	for _, t := range s.Subtypes {
		if _, ok := basicLandColor[t]; ok {
			return true
		}
	}
	return false
}

// parseSignedDigits reads "+2" or "-1".
func parseSignedDigits(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	n, ok := parseDigits(s[1:])
	if s[0] == '-' {
		n = -n
	}
	return n, ok
}

// keywordList reads "flying, first strike, vigilance, trample, haste" or
// "haste and shroud": every item must be a keyword the compiler knows.
func keywordList(s string) ([]string, bool) {
	// "protection from black and from green" is two protections
	// (CR 702.16a), each "protection from" a quality.
	for reAndFrom.MatchString(s) {
		s = reAndFrom.ReplaceAllString(s, "$1, protection from ")
	}
	s = strings.ReplaceAll(s, ", and ", ", ")
	s = strings.ReplaceAll(s, " and ", ", ")
	var out []string
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if !keywordWords[part] && !protectionKW.MatchString(part) {
			return nil, false
		}
		out = append(out, part)
	}
	return out, len(out) > 0
}

// makesCreature makes st an effect that makes its permanents creatures
// with base power and toughness power/toughness (layers 4 and 7b).
func (st *StaticSpec) makesCreature(power, toughness string) {
	st.Kind = StaticAddType
	st.Types = []string{"Creature"}
	pw, _ := strconv.Atoi(power)
	tg, _ := strconv.Atoi(toughness)
	st.SetPT = &[2]int{pw, tg}
}

// rePrintedQuote is a quoted ability in printed text, in straight or curly
// quotes.
var rePrintedQuote = regexp.MustCompile(`["\x{201C}]([^"\x{201C}\x{201D}]+)["\x{201D}]`)

// printedQuotes is the quoted abilities of a printed line, as printed.
func printedQuotes(line string) []string {
	var out []string
	for _, m := range rePrintedQuote.FindAllStringSubmatch(line, -1) {
		out = append(out, m[1])
	}
	return out
}
