package rules

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Subject is the set of permanents a static ability affects, read from
// the noun phrase that opens it: "Equipped creature", "Other Elves you
// control", "Green creatures you control", "Creatures you control with
// power 1 or less", "Each noncreature artifact", "All Mountains",
// "Nonbasic lands", "this".
type Subject struct {
	// Text is the phrase as printed.
	Text string
	// Self: the ability's own permanent ("this", "This creature").
	Self bool
	// Equipped, Enchanted: the permanent the source is attached to.
	Equipped, Enchanted bool
	// Types are card types it must have ("Creature", "Land"); Subtypes
	// are subtypes it must have ("Elf", "Mountain").
	Types    []string
	Subtypes []string
	// NotTypes and NotSupertypes are types it must not have
	// ("noncreature", "nonbasic", "nonland").
	NotTypes      []string
	NotSupertypes []string
	// NotSubtypes are subtypes it must not have ("non-Aura").
	NotSubtypes []string
	// Supertypes it must have ("basic").
	Supertypes []string
	// Colors: it must be one of these colors (0: any). NotColors: it
	// must be none of these ("nonblack").
	Colors    TypeSet
	NotColors TypeSet
	// Control: "you" (you control), "opponents" (your opponents
	// control), "" (anyone's).
	Control string
	// Other: not the source itself.
	Other bool
	// PowerAtMost, PowerAtLeast: "with power N or less/greater" (nil for none).
	PowerAtMost, PowerAtLeast *int
	// ChosenColor: "of the chosen color", the color chosen as the source
	// entered (Caged Sun, Gauntlet of Power; CR 607.2d).
	ChosenColor bool
	// ChosenType: "of the chosen type", the creature type chosen as the
	// source entered (Engineered Plague; CR 607.2d), written on the
	// board as "named TYPE".
	ChosenType bool
	// Counter: "with a +1/+1 counter on it", "with a divinity counter on
	// it": it must have a counter of this kind on it; anyCounter for
	// "with a counter on it", a counter of any kind (Rishkar, Peema
	// Renegade's ruling of 2017-02-09); "" for none.
	Counter string
	// ChosenName: "sources with the chosen name", the card name chosen as
	// the source entered (Pithing Needle; CR 607.2d), written on the
	// board as "named CARD".
	ChosenName bool
	// Token: "tokens", "Creature tokens": it must be a token (CR 111.1);
	// NotToken: "nontoken creatures": it must not be one.
	Token, NotToken bool
}

// anyCounter is the Counter of a subject that reads counters of every
// kind ("with a counter on it").
const anyCounter = "*"

var (
	reSubjectPower = regexp.MustCompile(` with power (\w+) or (less|greater)$`)
	reSubjectCtrl  = regexp.MustCompile(` (you control|your opponents control|an opponent controls)$`)
	// reSubjectCounter: "with a counter on it", "with a +1/+1 counter on
	// it", "with one or more time counters on them", "with +1/+1 counters
	// on them".
	reSubjectCounter = regexp.MustCompile(` with (?:an? |one or more )?(?:([+\-0-9/a-z]+) )??counters? on (?:it|them)$`)
)

// cardTypeWords are the card types a subject may name (CR 300.1), and
// "permanent", which names every permanent.
var cardTypeWords = map[string]string{
	"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
	"planeswalker": "Planeswalker", "battle": "Battle", "permanent": "",
}

// irregularPlural are subtypes whose plural is not made with a final "s".
var irregularPlural = map[string]string{
	"elves": "Elf", "dwarves": "Dwarf", "plains": "Plains", "wolves": "Wolf", "mercenaries": "Mercenary",
	"fungi": "Fungus", "allies": "Ally", "faeries": "Faerie", "zombies": "Zombie", "sphinxes": "Sphinx",
	"foxes": "Fox", "homunculi": "Homunculus", "octopi": "Octopus", "djinn": "Djinn", "efreet": "Efreet",
}

// parseSubject reads a subject noun phrase. It returns false for a phrase
// it cannot read whole: the caller then leaves the ability not understood.
// Long: one case per form of subject, in the order they are tried.
func parseSubject(s string) (Subject, bool) {
	sub := Subject{Text: s}
	l := strings.TrimSpace(s)
	switch strings.ToLower(l) {
	case "this":
		sub.Self = true
		return sub, true
	case "equipped creature":
		sub.Equipped = true
		sub.Types = []string{"Creature"}
		return sub, true
	case "enchanted creature":
		sub.Enchanted = true
		sub.Types = []string{"Creature"}
		return sub, true
	case "enchanted land":
		sub.Enchanted = true
		sub.Types = []string{"Land"}
		return sub, true
	case "enchanted permanent":
		sub.Enchanted = true
		return sub, true
	case "enchanted artifact":
		sub.Enchanted = true
		sub.Types = []string{"Artifact"}
		return sub, true
	}
	if m := reSubjectCounter.FindStringSubmatch(l); m != nil {
		sub.Counter = m[1]
		if sub.Counter == "" {
			sub.Counter = anyCounter
		}
		l = l[:len(l)-len(m[0])]
	}
	if m := reSubjectPower.FindStringSubmatch(l); m != nil {
		n, ok := wordNumber(m[1])
		if !ok {
			return sub, false
		}
		if m[2] == "less" {
			sub.PowerAtMost = &n
		} else {
			sub.PowerAtLeast = &n
		}
		l = l[:len(l)-len(m[0])]
	}
	if c, ok := strings.CutSuffix(l, " of the chosen color"); ok {
		sub.ChosenColor = true
		l = c
	}
	if c, ok := strings.CutSuffix(l, " of the chosen type"); ok {
		sub.ChosenType = true
		l = c
	}
	if c, ok := strings.CutSuffix(l, " with the chosen name"); ok {
		// "Lands your opponents control with the chosen name" (Alpine
		// Moon): the card name chosen as the source entered (607.2d).
		sub.ChosenName = true
		l = c
	}
	if m := reSubjectCtrl.FindStringSubmatch(l); m != nil {
		if m[1] == "you control" {
			sub.Control = "you"
		} else {
			sub.Control = "opponents"
		}
		l = l[:len(l)-len(m[0])]
	}
	words := strings.Fields(l)
	if len(words) == 0 {
		return sub, false
	}
	plural := true
	switch strings.ToLower(words[0]) {
	case "all":
		words = words[1:]
	case "each":
		plural = false
		words = words[1:]
	}
	if len(words) > 0 && strings.EqualFold(words[0], "other") {
		sub.Other = true
		words = words[1:]
	}
	if len(words) == 0 {
		return sub, false
	}
	// The head noun is the last word; the words before it are colors,
	// "non-" types, supertypes or further types ("artifact creatures").
	head := strings.ToLower(words[len(words)-1])
	for _, w := range words[:len(words)-1] {
		lw := strings.ToLower(w)
		switch {
		case lw == "basic" || lw == "legendary" || lw == "snow":
			sub.Supertypes = append(sub.Supertypes, strings.Title(lw)) //nolint:staticcheck // one ASCII word
		case lw == "nontoken":
			sub.NotToken = true
		case lw == "nonbasic" || lw == "nonlegendary" || lw == "nonsnow":
			sub.NotSupertypes = append(sub.NotSupertypes, strings.Title(lw[3:])) //nolint:staticcheck // one ASCII word
		case strings.HasPrefix(lw, "non-") && len(w) > 4 && knownSubtypes[w[4:]]:
			// "non-Aura": a subtype, written with a capital letter
			// after the hyphen (CR 205.3).
			sub.NotSubtypes = append(sub.NotSubtypes, w[4:])
		case strings.HasPrefix(lw, "non") && isColorWord(lw[3:]):
			// "nonblack": not of that color (CR 105.2).
			c, _ := colorFromWord(lw[3:])
			sub.NotColors |= 1 << c
		case strings.HasPrefix(lw, "non"):
			t, ok := cardTypeWords[strings.TrimPrefix(strings.TrimPrefix(lw, "non"), "-")]
			if !ok || t == "" {
				return sub, false
			}
			sub.NotTypes = append(sub.NotTypes, t)
		default:
			if c, ok := colorFromWord(lw); ok && len(lw) > 1 {
				sub.Colors |= 1 << c
				continue
			}
			if t, ok := cardTypeWords[lw]; ok && t != "" {
				sub.Types = append(sub.Types, t)
				continue
			}
			// A subtype before the head noun ("Sliver creatures",
			// "Goblin creatures"): capitalised, as Oracle text writes
			// subtypes (CR 205.3).
			if knownSubtypes[w] {
				sub.Subtypes = append(sub.Subtypes, w)
				continue
			}
			return sub, false
		}
	}
	if head == "tokens" && plural || head == "token" && !plural {
		// A token is no card type (CR 111.1): the words before it are.
		sub.Token = true
		return sub, true
	}
	if t, ok := cardTypeWords[head]; ok && !plural {
		if t != "" {
			sub.Types = append(sub.Types, t)
		}
		return sub, true
	}
	if plural {
		if t, ok := cardTypeWords[strings.TrimSuffix(head, "s")]; ok && strings.HasSuffix(head, "s") {
			if t != "" {
				sub.Types = append(sub.Types, t)
			}
			return sub, true
		}
	}
	// Any other head noun is a subtype (CR 205.3), written with a capital
	// letter, singular or plural, and one of the subtypes the rules list.
	orig := words[len(words)-1]
	if orig[0] < 'A' || orig[0] > 'Z' {
		return sub, false
	}
	for _, cand := range singulars(orig, plural) {
		if knownSubtypes[cand] {
			sub.Subtypes = append(sub.Subtypes, cand)
			return sub, true
		}
	}
	return sub, false
}

// singulars are the words a subtype written w may be: w itself when
// singular; for a plural, w without "s", "es", with "ies" made "y", or an
// irregular plural's singular.
func singulars(w string, plural bool) []string {
	if !plural {
		return []string{w}
	}
	out := []string{w}
	if n, ok := irregularPlural[strings.ToLower(w)]; ok {
		out = append(out, n)
	}
	if strings.HasSuffix(w, "ies") {
		out = append(out, strings.TrimSuffix(w, "ies")+"y")
	}
	if strings.HasSuffix(w, "es") {
		out = append(out, strings.TrimSuffix(w, "es"))
	}
	if strings.HasSuffix(w, "s") {
		out = append(out, strings.TrimSuffix(w, "s"))
	}
	return out[1:]
}

// matches reports whether p is in the subject of src's ability, and a
// reason the engine cannot tell ("" when it can).
func (s *Subject) matches(b *Board, src, p *perm) (bool, string) {
	switch {
	case s.Self:
		return p == src, ""
	case s.Equipped || s.Enchanted:
		if src.attached != p.i {
			return false, ""
		}
	}
	if s.Other && p == src {
		return false, ""
	}
	if s.Token || s.NotToken {
		if p.Card.Inline {
			// A token a card defines is written inline, as a card is
			// (the notation marks no token).
			return false, "the board does not say whether " + p.name + ", written inline, is a token, and \u201c" + s.Text + "\u201d reads it"
		}
		if p.Card.Token != s.Token {
			return false, ""
		}
	}
	for _, t := range s.Types {
		if !p.is(t) {
			return false, ""
		}
	}
	for _, t := range s.Subtypes {
		if !p.hasSub(t) {
			return false, ""
		}
	}
	for _, t := range s.NotTypes {
		if p.is(t) {
			return false, ""
		}
	}
	for _, t := range s.NotSubtypes {
		if p.hasSub(t) {
			return false, ""
		}
	}
	for _, t := range s.Supertypes {
		if !p.hasSuper(t) {
			return false, ""
		}
	}
	for _, t := range s.NotSupertypes {
		if p.hasSuper(t) {
			return false, ""
		}
	}
	if s.Colors != 0 || s.NotColors != 0 || s.ChosenColor {
		if p.colorsUnsure() {
			return false, p.colorsUnsureWhy() + ", and \u201c" + s.Text + "\u201d reads its colors"
		}
		if s.Colors != 0 && p.colors&s.Colors == 0 || p.colors&s.NotColors != 0 {
			return false, ""
		}
	}
	if s.ChosenType {
		switch {
		case src.Named == "" && choosesCreatureType(src.Card.Oracle) && p.everyCreatureType && !p.lostText:
			// Changeling: every creature type is its (702.73a), the
			// chosen one among them, whichever it is.
		case src.Named == "" && choosesCreatureType(src.Card.Oracle) && !p.everyCreatureType && !slices.ContainsFunc(p.subtypes, func(t string) bool { _, ok := creatureTypeFold(t); return ok }):
			// It has no creature type, so none chosen is its.
			return false, ""
		case src.Named == "":
			return false, "the board does not say which creature type was chosen as " + src.name + " entered (write it as \u201c" + src.name + " (named Elf)\u201d), and \u201c" + s.Text + "\u201d reads it"
		case !p.hasSub(src.Named):
			return false, ""
		}
	}
	if s.ChosenColor {
		c, ok := colorFromWord(src.Chose)
		switch {
		case ok && !p.colors.Has(c), !ok && p.colors == 0:
			return false, ""
		case !ok && p.colors&AllColors == AllColors && !p.colorsUnsure():
			// It is all five colors: the chosen one among them,
			// whichever it is.
		case !ok:
			return false, "the board does not say which color was chosen for " + src.name + " as it entered (write it as \u201c" + src.name + " (chose green)\u201d), and \u201c" + s.Text + "\u201d reads it"
		}
	}
	switch s.Control {
	case "you":
		if p.Controller != src.Controller {
			return false, ""
		}
	case "opponents":
		if !b.opponents(src.Controller, p.Controller) {
			return false, ""
		}
	}
	if s.Counter != "" {
		if why := s.countersMayChange(p); why != "" {
			return false, why
		}
		if !p.hasCounter(s.Counter) {
			return false, ""
		}
	}
	if s.ChosenName {
		// Read after what the board shows of p: a permanent none of
		// whose other words fit is not one, whatever name was chosen.
		if src.Named == "" {
			return false, "the board does not say which card name was chosen as " + src.name + " entered: write it as \u201c" + src.name + " (named CARD)\u201d"
		}
		if catalog.Key(p.Card.Name) != catalog.Key(src.Named) {
			return false, ""
		}
	}
	if s.PowerAtMost != nil || s.PowerAtLeast != nil {
		before, after, why := p.powers()
		if why != "" {
			return false, why
		}
		in := func(n int) bool {
			return (s.PowerAtMost == nil || n <= *s.PowerAtMost) && (s.PowerAtLeast == nil || n >= *s.PowerAtLeast)
		}
		if in(before) != in(after) {
			return false, Possessive(p.name) + " power is " + strconv.Itoa(before) + " before the effects of layer 7 and " + strconv.Itoa(after) + " after them, and the engine does not decide which one \u201c" + s.Text + "\u201d reads (CR 613.4)"
		}
		return in(after), ""
	}
	return true, ""
}

// readsCounter reports whether a subject that reads counters of kind
// s.Counter reads counters of kind.
func (s *Subject) readsCounter(kind string) bool {
	return kind != "" && (s.Counter == anyCounter || strings.EqualFold(kind, s.Counter))
}

// countersMayChange says why whether p has the counters the subject reads
// may change while its controller makes mana: an ability of p whose cost
// puts or removes such counters on it (Wall of Roots' "Put a -0/-1
// counter on this", a storage land's, a loyalty ability's), or a mana
// ability of p that says more of counters than the engine reads. The
// player may activate it before or after the abilities the subject gives,
// and the engine does not work out that order. "" when none can.
func (s *Subject) countersMayChange(p *perm) string {
	if p.lostText || p.lostAll {
		return ""
	}
	for _, a := range p.printed {
		c := a.Cost
		how := ""
		switch {
		case c.PutCounter != "" && s.readsCounter(c.PutCounter):
			how = "puts a " + c.PutCounter + " counter on it as its cost"
		case (c.RemoveCounters > 0 || c.RemoveX || c.RemoveAny) && s.readsCounter(c.RemoveKind):
			how = "removes " + c.RemoveKind + " counters from it as its cost"
		case c.Loyalty && s.readsCounter("loyalty"):
			how = "puts or removes loyalty counters as its cost"
		}
		if how == "" && a.Mana != nil {
			for _, r := range a.Mana.Riders {
				if strings.Contains(strings.ToLower(r), "counter") {
					how = "speaks of counters"
				}
			}
		}
		if how != "" {
			return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d " + how + ", so whether " + p.name + " is one of \u201c" + s.Text + "\u201d may change as its controller activates its abilities, and the engine does not work out their order"
		}
	}
	return ""
}

// isColorWord reports whether w names one of the five colors ("black"),
// not a letter standing for one.
func isColorWord(w string) bool {
	c, ok := colorFromWord(w)
	return ok && strings.EqualFold(w, colorWords[c])
}
