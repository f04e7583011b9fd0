package rules

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// perm is a permanent with its characteristics after continuous effects
// (CR 613): types, colors and abilities.
type perm struct {
	i int
	*Permanent
	// spell: it stands for a spell being cast, not a permanent, as the
	// source of its targets (protection from spells, 702.16b).
	spell    bool
	name     string
	types    []string
	subtypes []string
	// everyCreatureType: it has changeling, so it is every creature
	// type (702.73a; hasSub).
	everyCreatureType bool
	supertypes        []string
	colors            TypeSet
	// printed are the abilities compiled from its rules text.
	printed []*Ability
	// abilities are its abilities now: rules text (unless lost), intrinsic
	// mana abilities of its basic land types, and granted abilities.
	abilities []*Ability
	// lostText: an effect set its land subtype, so it lost the abilities
	// of its rules text (CR 305.7).
	lostText bool
	// lostAll: an effect makes it lose all abilities (Humility, layer 6,
	// CR 613.1f); lostAllBy names that effect's permanent.
	lostAll   bool
	lostAllBy string
	// lostNonMana: an effect makes it, a land, lose all abilities but
	// its mana abilities (Blood Sun, layer 6); lostNonManaBy names it.
	lostNonMana   bool
	lostNonManaBy string
	// colorBy names the permanent whose effect set its colors in layer 5
	// ("" for none): two that set different colors apply in timestamp
	// order, which the board does not record.
	colorBy string
	// controlBy names the permanent whose control-changing effect gives
	// it to its controller, who is not the player the board writes it
	// under (layer 2, applyControl); "" for none.
	controlBy string
	haste     bool
	// asHaste names the permanent that lets its controller activate its
	// abilities as though it had haste (Thousand-Year Elixir); "" for none.
	asHaste string
	// hasteUnsure says why the engine cannot tell whether it has haste
	// from an effect ("" when it can).
	hasteUnsure string
	attached    int
	// ptManaValue: an effect sets its power and toughness each to its mana
	// value (layer 7b, CR 613.4b).
	ptManaValue bool
	// level is, for a leveler, the band its level counters are in (CR
	// 711.2): its base power and toughness are the band's; nil for none.
	level *LevelBand
	// ptSet is the power and toughness an effect sets (layer 7b), nil
	// for none.
	ptSet *[2]int
	// ptEitherBy names the two effects, one setting ptSet and one its
	// mana value (ptManaValue), that set its power and toughness in layer
	// 7b in a timestamp order the board does not record (Humility and
	// Opalescence); "" for none. Its exact power and toughness are then
	// unknown (toughness, powers), its least toughness is not
	// (toughnessLeast).
	ptEitherBy string
	// ptSetAlt is the other power and toughness set in layer 7b where two
	// effects set different ones (ptSet and ptSetAlt) in a timestamp
	// order the board does not record (Living Lands and Living Terrain,
	// Humility and a Zendikon), named by ptEitherBy; ptSetBy names the
	// effect that set ptSet. nil and "" for none.
	ptSetAlt *[2]int
	ptSetBy  string
	// colorsKnown: its colors are known whatever its card data says
	// (devoid).
	colorsKnown bool
	// becameCreature names the effect that made it a creature ("" for
	// none).
	becameCreature string
	// creatureBy names an effect that adds the card type creature to it
	// in layer 4, whether or not it was one before ("" for none).
	creatureBy string
	// boost is the power and toughness effects add in layer 7c.
	boost [2]int
	// boostUnsure says why the engine cannot tell whether a boost of
	// layer 7c applies to it ("" when it can: boost is all of them);
	// boostMaybeLower: such a boost lowers toughness; boostUnsureLow is
	// what all such boosts that lower it would add to its toughness
	// together (0 or less), so that it is at least its toughness plus
	// that, whichever of them apply.
	boostUnsure     string
	boostMaybeLower bool
	boostUnsureLow  int
	// raisedUnsure says why its power and toughness are not known where a
	// raise the board does not show keeps a creature on the battlefield
	// (Permanent.raised): set with boostUnsure.
	raisedUnsure string
	// cantActivate are the effects by which its activated abilities
	// can't be activated (CR 602.5); cantActivateUnsure says why the
	// engine cannot tell whether one applies to it, and
	// cantActivateUnsureNonMana the same of one that leaves mana
	// abilities alone (Pithing Needle with no name on the board).
	cantActivate              []cantActivate
	cantActivateUnsure        string
	cantActivateUnsureNonMana string
}

// cantActivate is an effect that stops a permanent's activated abilities:
// its source, its text, and whether it leaves mana abilities alone.
type cantActivate struct {
	src, text   string
	nonManaOnly bool
}

// toughness is p's toughness after the effects of layer 7, or why the
// engine cannot compute it.
func (p *perm) toughness() (int, string) {
	if p.raisedUnsure != "" {
		return 0, p.raisedUnsure
	}
	return p.toughnessBeforeRaise()
}

// toughnessBeforeRaise is toughness without a raise the board does not
// show that keeps a creature on the battlefield (raisedUnsure), which can
// only add to it.
func (p *perm) toughnessBeforeRaise() (int, string) {
	t := 0
	if why := p.levelPTClash(); why != "" {
		return 0, why
	}
	if b := p.levelPT(); b != nil && p.ptSet == nil {
		t = b.Toughness
	} else if p.Card.Toughness != "" && p.ptSet == nil {
		n, ok := parseDigits(p.Card.Toughness)
		if !ok {
			return 0, Possessive(p.name) + " toughness is " + p.Card.Toughness + ", which the engine does not compute"
		}
		t = n
	}
	if p.ptManaValue && p.ptSet != nil || p.ptSetAlt != nil {
		return 0, "two effects set " + Possessive(p.name) + " power and toughness, and which applies last depends on their timestamps, which the board does not record"
	}
	if p.ptManaValue {
		mv, why := faceManaValue(p.Card)
		if why != "" {
			return 0, why
		}
		t = mv
	}
	if p.ptSet != nil {
		t = p.ptSet[1]
	}
	_, dt := p.ptCounters()
	return t + p.boost[1] + dt, ""
}

// toughnessLeast is p's toughness where two effects set its power and
// toughness in an order the board does not record (ptEitherBy): the
// lesser of the two it can have; otherwise its toughness.
func (p *perm) toughnessLeast() (int, string) {
	if p.ptEitherBy != "" && p.ptSet != nil && p.ptSetAlt != nil && !p.ptManaValue {
		_, dt := p.ptCounters()
		return min(p.ptSet[1], p.ptSetAlt[1]) + p.boost[1] + dt, ""
	}
	if p.ptEitherBy == "" || p.ptSet == nil || !p.ptManaValue || p.ptSetAlt != nil {
		return p.toughness()
	}
	mv, why := faceManaValue(p.Card)
	if why != "" {
		return 0, why
	}
	_, dt := p.ptCounters()
	return min(mv, p.ptSet[1]) + p.boost[1] + dt, ""
}

// powers is p's power before the effects of layer 7 (as printed, 0 for a
// permanent with none) and after them (layer 7b setting, 7c counters),
// or why the engine cannot compute it.
func (p *perm) powers() (before, after int, why string) {
	if why := p.levelPTClash(); why != "" {
		return 0, 0, why
	}
	if b := p.levelPT(); b != nil {
		before = b.Power
	} else if p.Card.Power != "" {
		n, ok := parseDigits(p.Card.Power)
		if !ok {
			return 0, 0, Possessive(p.name) + " power is " + p.Card.Power + ", which the engine does not compute"
		}
		before = n
	}
	after = before
	if p.ptManaValue && p.ptSet != nil || p.ptSetAlt != nil {
		return 0, 0, "two effects set " + Possessive(p.name) + " power, and which applies last depends on their timestamps, which the board does not record"
	}
	if p.ptManaValue {
		mv, why := faceManaValue(p.Card)
		if why != "" {
			return 0, 0, why
		}
		after = mv
	}
	if p.ptSet != nil {
		after = p.ptSet[0]
	}
	if p.boostUnsure != "" {
		return 0, 0, p.boostUnsure
	}
	dp, _ := p.ptCounters()
	after += p.boost[0] + dp
	return before, after, ""
}

// levelPT is the band whose base power and toughness a leveler has
// (CR 711.2): nil where it has none, or has lost its abilities, the
// band's among them.
func (p *perm) levelPT() *LevelBand {
	if p.level == nil || !p.level.HasPT || p.lostText || p.lostAll {
		return nil
	}
	return p.level
}

// levelPTClash says why a leveler's power and toughness are not known
// where another effect sets them too: both apply in layer 7b in
// timestamp order (CR 613.4b; the leveler's rulings of 2010-06-15), which
// the board does not record.
func (p *perm) levelPTClash() string {
	if p.levelPT() != nil && (p.ptSet != nil || p.ptManaValue) {
		return "two effects set " + Possessive(p.name) + " power and toughness, its level symbol's and another, and which applies last depends on their timestamps, which the board does not record"
	}
	return ""
}

func (p *perm) is(t string) bool { return has(p.types, t) }

// hasSub reports whether p has subtype t: printed or given, or any
// creature type for a permanent with changeling (702.73a).
func (p *perm) hasSub(t string) bool {
	return has(p.subtypes, t) || p.everyCreatureType && !p.lostText && isCreatureType(t)
}

func (p *perm) hasSuper(t string) bool { return has(p.supertypes, t) }

func has(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func (p *perm) counters(kind string) int {
	for _, c := range p.Counters {
		if strings.EqualFold(c.Kind, kind) {
			return c.N
		}
	}
	return 0
}

// initPerm makes q permanent p, the ith of its board, as the layers
// have not yet changed it; it returns q.
func initPerm(q *perm, i int, p *Permanent) *perm {
	c := p.Card
	*q = perm{i: i, Permanent: p, name: c.Name, attached: -1}
	q.supertypes, q.types, q.subtypes = splitTypes(c)
	q.colors = printedColors(c)
	q.printed = Compile(c)
	q.applyLevel()
	for _, a := range q.printed {
		if a.Kind == KindKeyword && has(a.Keywords, "changeling") {
			q.everyCreatureType = true
		}
		if a.Kind == KindKeyword && has(a.Keywords, "devoid") {
			// Devoid: it is colorless (CR 702.114a).
			q.colors = 0
			q.colorsKnown = true
		}
	}
	return q
}

// colorsUnsure reports whether p's colors may not be those of its mana
// cost and color indicator: where the card data does not record color
// indicators (CR 204), a back face, a card with no mana cost (Dryad
// Arbor), or a nonartifact card costing {0} (Crimson Kobolds), unless it
// is a land and no creature, may have colors the engine cannot see. An
// inline card is written without a mana cost: its colors are not known
// either (202.2), unless it is a land and no creature.
func (p *perm) colorsUnsure() bool {
	c := p.Card
	if p.colorsKnown {
		return false
	}
	types := splitTypesOf(c)
	if has(types, "Land") && !has(types, "Creature") {
		// A land is colorless: no land but Dryad Arbor, a creature, has
		// a color indicator.
		return false
	}
	if c.Inline {
		return true
	}
	if c.IndicatorKnown && !meldBackUnrecorded(c) {
		return false
	}
	if c.Token {
		// A predefined token is colorless (CR 111.10).
		return false
	}
	if len(c.Faces) > 1 && c != c.Faces[0] {
		return true
	}
	switch c.ManaCost {
	case "":
		return true
	case "{0}":
		return !has(types, "Artifact")
	}
	return false
}

// colorsUnsureWhy says why p's colors are not known, where colorsUnsure.
func (p *perm) colorsUnsureWhy() string {
	if p.Card.Inline {
		return p.name + " is an inline card, which the board writes without a mana cost or color indicator, so its colors are not known (CR 105.2, 202.2)"
	}
	return p.name + " may have a color indicator or be a face whose colors are not those of its mana cost, which the card data the engine has does not record (CR 105.2, 204)"
}

// splitTypes returns c's supertypes, card types and subtypes. Where the
// card data's own lists need no change they are returned themselves, each
// capped so that a list that grows is copied: the caller must not write
// into them.
func splitTypes(c *catalog.Card) (sup, typ, sub []string) {
	if len(c.Types) > 0 && !anyCurly(c.Supertypes) && !anyCurly(c.Types) && !anyCurly(c.Subtypes) {
		sup, typ, sub = c.Supertypes, c.Types, c.Subtypes
		if len(sup) == 0 {
			sup = nil
		}
		if len(sub) == 0 {
			sub = nil
		}
		return sup[:len(sup):len(sup)], typ[:len(typ):len(typ)], sub[:len(sub):len(sub)]
	}
	if len(c.Types) > 0 {
		// One array for the three copies, each capped so that a list
		// that grows is copied.
		a, t := len(c.Supertypes), len(c.Supertypes)+len(c.Types)
		all := make([]string, 0, t+len(c.Subtypes))
		all = append(append(append(all, c.Supertypes...), c.Types...), c.Subtypes...)
		sup, typ, sub = all[:a:a], all[a:t:t], all[t:len(all):len(all)]
		if a == 0 {
			sup = nil
		}
		if len(c.Subtypes) == 0 {
			sub = nil
		}
	} else {
		sup, typ, sub = catalog.SplitTypeLine(c.TypeLine)
	}
	// Card data spells "Urza's" with a curly apostrophe or a straight one,
	// and Oracle text, which names the type, with a straight one: they are
	// the same subtype (CR 205.3i).
	for _, list := range [][]string{sup, typ, sub} {
		for i, t := range list {
			if strings.Contains(t, "\u2019") || strings.Contains(t, "\u2018") {
				list[i] = apostrophes.Replace(t)
			}
		}
	}
	return sup, typ, sub
}

// anyCurly reports whether a type of list is spelled with a curly
// apostrophe.
func anyCurly(list []string) bool {
	for _, t := range list {
		if strings.Contains(t, "\u2019") || strings.Contains(t, "\u2018") {
			return true
		}
	}
	return false
}

// printedSubtypesAre reports whether subs are the subtypes splitTypes
// reads of c, without copying them.
func printedSubtypesAre(c *catalog.Card, subs []string) bool {
	if len(c.Types) == 0 {
		_, _, printed := splitTypes(c)
		return slices.Equal(printed, subs)
	}
	if len(c.Subtypes) != len(subs) {
		return false
	}
	for i, t := range c.Subtypes {
		if strings.Contains(t, "\u2019") || strings.Contains(t, "\u2018") {
			t = apostrophes.Replace(t)
		}
		if t != subs[i] {
			return false
		}
	}
	return true
}

var apostrophes = strings.NewReplacer("\u2019", "'", "\u2018", "'")

// meldBackUnrecorded reports whether c is the melded permanent of a meld
// pair, with no mana cost, that the card data gives no color indicator:
// the data of 2019 records none for them (Brisela, Voice of Nightmares is
// white, CR 712.4), so its colors are not known. A melded land (Hanweir
// Battlements' front is one) is colorless.
func meldBackUnrecorded(c *catalog.Card) bool {
	return c.Layout == "meld" && c.ManaCost == "" && c.ColorIndicator == "" && !c.HasType("Land")
}

// printedColors is the colors of c's mana cost and color indicator (CR
// 202.2, 204). A flipped flip card keeps the colors of its mana cost
// (710.1c), which the card data writes on its unflipped half only.
func printedColors(c *catalog.Card) TypeSet {
	cost := c.ManaCost
	if c.Layout == "flip" && len(c.Faces) > 1 && c != c.Faces[0] && cost == "" {
		cost = c.Faces[0].ManaCost
	}
	s := costColors(cost)
	for i := 0; i < len(c.ColorIndicator); i++ {
		if col, ok := colorFromLetter(c.ColorIndicator[i : i+1]); ok && col != Colorless {
			s |= 1 << col
		}
	}
	return s
}

// costColors is the colors of a mana cost's colored symbols (CR 202.2).
func costColors(cost string) TypeSet {
	var s TypeSet
	for i := 0; i < len(cost); i++ {
		if cost[i] != '{' {
			continue
		}
		end := strings.IndexByte(cost[i:], '}')
		if end < 0 {
			break
		}
		for _, r := range cost[i+1 : i+end] {
			if c, ok := colorFromLetter(string(r)); ok && c != Colorless {
				s |= 1 << c
			}
		}
		i += end
	}
	return s
}

func countGranted(p *perm) int {
	n := 0
	for _, a := range p.abilities {
		// The mana ability of a basic land type the card's own type
		// line gives keeps the number of its reminder text.
		if a.Source != "" && a.Kind != KindIntrinsic && a.Index > len(p.printed) {
			n++
		}
	}
	return n
}

// rePTCounter is the kind of a counter that changes power and toughness:
// "+1/+1", "-1/-1", "-0/-1", "+2/+0" (CR 122.1a).
var rePTCounter = regexp.MustCompile(`^([+-][0-9]+)/([+-][0-9]+)$`)

// ptCounters is what the power and toughness counters on p add to its
// power and toughness, each counter of kind +X/+Y adding X and Y
// (CR 122.1a, 613.4c).
func (p *perm) ptCounters() (power, toughness int) {
	for _, c := range p.Counters {
		m := rePTCounter.FindStringSubmatch(c.Kind)
		if m == nil {
			continue
		}
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		power += x * c.N
		toughness += y * c.N
	}
	return power, toughness
}

// hasCounter reports whether p has a counter of kind on it, of any kind
// for anyCounter.
func (p *perm) hasCounter(kind string) bool {
	for _, c := range p.Counters {
		if c.N > 0 && (kind == anyCounter || strings.EqualFold(c.Kind, kind)) {
			return true
		}
	}
	return false
}

// staticsGone reports whether p's own static abilities no longer apply in
// layer 6 and after: it lost the abilities of its rules text (a land type
// set, CR 305.7), all of them (Humility), or all but its mana abilities
// (Blood Sun). Its effects of layers 1 to 5 applied before (613.6).
func (p *perm) staticsGone() bool { return p.lostText || p.lostAll || p.lostNonMana }
