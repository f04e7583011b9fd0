package rules

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"math/bits"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Payment is one way to pay a cost (/judge pay) or to make the most mana
// (/judge mana): the sources used and how, the choices made, the mana
// made, what pays the cost and what is left over.
type Payment struct {
	// Sources are the mana sources used, each with how many equal
	// permanents are used that way.
	Sources []PaymentSource `json:"sources"`
	// Mana is all the mana the sources make, in the order W U B R G C.
	Mana string `json:"mana"`
	// Choices are the choices the way takes, in words ("Birds of
	// Paradise: chooses blue").
	Choices []string `json:"choices"`
	// Spent is the mana that pays the cost; Left is the mana made and not
	// spent on the cost or on the sources' own costs.
	Spent string `json:"spent"`
	Left  string `json:"left"`
	// Life is the life paid: for Phyrexian symbols and the sources' costs.
	Life int `json:"life,omitempty"`
	// Events are what else happens: damage, sacrifices, triggers.
	Events []string `json:"events,omitzero"`
	// phyLife is the part of Life paid for Phyrexian symbols; damage the
	// damage the mana abilities used deal to the player as they resolve.
	phyLife int
	damage  int
	// later is the damage triggered abilities that are not mana
	// abilities deal to the player when they resolve, once the cost is
	// paid (City of Brass, Manabarbs).
	later int
	// leftAlts: a source's alternatives make different mana (Gilded
	// Lotus for {W}{W}{W} or {U}{U}{U}), so what is left over differs
	// with the choice, and Left is that of the first.
	leftAlts bool
}

// LeftWords is the mana left over as a way's short list says it: Left,
// or its amount ("two mana") where a source's alternatives make
// different mana, so that what is left differs with the choice: Gilded
// Lotus tapped for three mana of any color but green, and a Forest,
// leave two mana of that color after {1}{G}, not {W}{W} alone.
func (p Payment) LeftWords() string {
	if !p.leftAlts || p.Left == "" {
		return p.Left
	}
	return countWord(strings.Count(p.Left, "{")) + " mana"
}

// PaymentSource is a mana source used in a payment.
type PaymentSource struct {
	// Card is the permanent's name; Count how many equal permanents are
	// used the same way.
	Card  string `json:"card"`
	Count int    `json:"count"`
	// Ability is the mana ability's text.
	Ability string `json:"ability"`
	// Action says what is done, in words: "tap Forest for {G}".
	Action string `json:"action"`
	// Mana is the mana each of them makes.
	Mana string `json:"mana"`
}

// Bounds of the pay and mana searches.
const (
	// maxPayments is the most ways to pay a ruling lists.
	maxPayments = 24
	// maxPayStates is the most states one search visits; past it the
	// engine says it can't rule.
	maxPayStates = 200_000
)

// spendKind is what a restriction on spending mana allows for the cost
// being paid (CR 106.6).
type spendKind int

const (
	spendAny     spendKind = iota // no restriction
	spendSpell                    // only on this spell, which meets it
	spendNot                      // not on this spell
	spendUnknown                  // it depends on a spell not named, or is not understood
)

var (
	reSpendChosen = regexp.MustCompile(`^an? creature spells? of the chosen type$`)
)

// spendOnX is the restriction of mana that pays only costs with {X} in
// them (Rosheen Meanderer).
const spendOnX = "Spend this mana only on costs that contain {X}."

// spendOnC is the restriction of mana that pays a colorless spell, an
// ability of a colorless permanent, or a cost with {C} (Cultivator Drone).
const spendOnC = "Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contains {C}."

// spendRestriction is the part of a mana ability's text on spending its
// mana that restricts how it is spent (CR 106.6), without the riders that
// give the spell it is spent on an effect ("If that mana is spent on a
// creature spell, it gains haste."): mana with only those may be spent on
// anything. "" where nothing restricts it.
func spendRestriction(spend string) string {
	if spend == "" {
		return ""
	}
	var keep []string
	for _, s := range splitSentences(spend) {
		if !reSpentRider.MatchString(s) {
			keep = append(keep, s)
		}
	}
	return strings.Join(keep, " ")
}

// nameTheSpell ends a reason the engine can't rule where the spell paid
// for is not named; /judge mana, which names none, says another
// (raiseByType).
const nameTheSpell = "the question does not name the spell: give it with card:"

// spendFor reads a "Spend this mana only …" rider against the spell being
// paid for; why says what is not known when the answer is spendUnknown.
func spendFor(rider string, p *perm, card *catalog.Card) (spendKind, string) {
	if rider == "" {
		return spendAny, ""
	}
	s := strings.TrimSuffix(strings.ToLower(rider), ".")
	s = strings.TrimSuffix(s, ", and that spell can't be countered")
	if s == "this mana can't be spent to cast a nonartifact spell" {
		// A Powerstone's mana: any spell but a nonartifact one, and
		// anything that is no spell (CR 111.10h).
		if card == nil {
			return spendUnknown, Possessive(p.name) + " mana can't be spent to cast a nonartifact spell (“" + rider + "”), and " + nameTheSpell
		}
		if _, types, _ := splitTypes(card); has(types, "Artifact") {
			return spendSpell, ""
		}
		return spendNot, ""
	}
	rest, ok := strings.CutPrefix(s, "spend this mana only to cast ")
	if !ok {
		return spendUnknown, Possessive(p.name) + " mana can be spent only as it says (\u201c" + rider + "\u201d), which the engine does not model"
	}
	if card == nil {
		return spendUnknown, Possessive(p.name) + " mana can be spent only as it says (\u201c" + rider + "\u201d), and " + nameTheSpell
	}
	if reSpendChosen.MatchString(rest) {
		_, types, subtypes := splitTypes(card)
		if !has(types, "Creature") {
			// Whatever the type chosen, a noncreature spell is no
			// creature spell of it (CR 106.6).
			return spendNot, ""
		}
		if p.Named == "" {
			return spendUnknown, "the board does not say which creature type was chosen for " + p.name + ": write it as (named Elf)"
		}
		if hasChangeling(card) {
			// Changeling: it is every creature type (CR 702.73a), in
			// every zone, so it is a spell of the chosen type.
			if has(types, "Creature") {
				return spendSpell, ""
			}
			return spendNot, ""
		}
		if strings.Contains(strings.ToLower(card.Oracle), "changeling") || strings.Contains(strings.ToLower(card.Oracle), "every creature type") {
			return spendUnknown, card.Name + " has text about its creature types that the engine does not read"
		}
		if has(types, "Creature") && has(subtypes, p.Named) {
			return spendSpell, ""
		}
		return spendNot, ""
	}
	switch rest {
	case "a spell with devoid", "spells with devoid":
		// Devoid is a keyword of the card, in every zone (CR 702.114a).
		if hasKeywordLine(card, "devoid") {
			return spendSpell, ""
		}
		return spendNot, ""
	case "kicked spells", "a kicked spell":
		// Only a spell with kicker can be kicked (CR 702.33d).
		if !slices.ContainsFunc(strings.Split(strings.ToLower(card.Oracle), "\n"), func(l string) bool {
			return strings.HasPrefix(l, "kicker") || strings.HasPrefix(l, "multikicker")
		}) {
			return spendNot, ""
		}
		return spendUnknown, Possessive(p.name) + " mana can be spent only on a kicked spell (\u201c" + rider + "\u201d), and whether " + card.Name + " is kicked is its caster's choice as it is cast, which the question does not say"
	}
	if kind, why := spellFits(rest, card); kind != spendUnknown || why != "" {
		return kind, why
	}
	return spendUnknown, Possessive(p.name) + " mana can be spent only as it says (\u201c" + rider + "\u201d), which the engine does not model"
}

// spellFits reads the spells a restriction allows ("creature spells",
// "an Elf creature spell", "artifact spells or activate abilities of
// artifacts", "a multicolored spell", "colorless Eldrazi spells", "instant
// or sorcery spells", "legendary spells"; rest lowercased) against card,
// the spell being paid for: each alternative is words every one of which
// the spell must be, a card type, supertype, color word or creature type
// (changeling: every creature type, CR 702.73a). What pays for an ability
// is not this question's: card: is a spell. spendUnknown with no why: a
// form it does not read.
func spellFits(rest string, card *catalog.Card) (spendKind, string) {
	if i := strings.Index(rest, " or activate abilities of "); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.Index(rest, " or activate an ability of "); i >= 0 {
		rest = rest[:i]
	}
	sup, types, subtypes := splitTypes(card)
	cardTypes := map[string]bool{"creature": true, "artifact": true, "enchantment": true, "instant": true, "sorcery": true, "planeswalker": true, "land": true, "battle": true, "kindred": true, "tribal": true}
	lower := strings.ToLower(card.Oracle)
	fits := false
	// "instant or sorcery spells" is instant spells or sorcery spells.
	suffix := ""
	for _, sf := range []string{" spells", " spell"} {
		if strings.HasSuffix(rest, sf) {
			suffix = sf
			break
		}
	}
	for _, alt := range strings.Split(rest, " or ") {
		alt = strings.TrimPrefix(strings.TrimPrefix(alt, "a "), "an ")
		if suffix != "" && !strings.HasSuffix(alt, "spell") && !strings.HasSuffix(alt, "spells") {
			alt += suffix
		}
		words, ok := strings.CutSuffix(alt, "spells")
		if !ok {
			if words, ok = strings.CutSuffix(alt, "spell"); !ok {
				return spendUnknown, ""
			}
		}
		all := true
		for _, w := range strings.Fields(words) {
			switch {
			case cardTypes[w]:
				all = all && has(types, w)
			case w == "legendary" || w == "snow":
				all = all && has(sup, w)
			case w == "colorless" || w == "multicolored":
				colors, why := spellColors(card)
				if why != "" {
					return spendUnknown, why
				}
				n := len(colors.Colors())
				all = all && (w == "colorless" && n == 0 || w == "multicolored" && n >= 2)
			case isCreatureType(strings.ToUpper(w[:1]) + w[1:]):
				switch {
				case hasChangeling(card):
					// Every creature type, in every zone.
				case strings.Contains(lower, "changeling") || strings.Contains(lower, "every creature type"):
					return spendUnknown, card.Name + " has text about its creature types that the engine does not read"
				default:
					all = all && has(subtypes, w)
				}
			default:
				return spendUnknown, ""
			}
		}
		fits = fits || all
	}
	if fits {
		return spendSpell, ""
	}
	return spendNot, ""
}

// reOwnColor finds text by which a card sets its own color: "Ghostfire is
// colorless", "is all colors", "is blue".
var reOwnColor = regexp.MustCompile(`(?i)\bis (?:colorless|all colors|every color|white|blue|black|red|green)\b|\bcolor indicator\b`)

// spellColors are the colors of card as a spell: those of its mana cost
// (CR 202.2), none with devoid (CR 702.114a). why says what the engine
// can't see: a card with no mana cost or a back face may have a color
// indicator the card data does not record (CR 204), and text may set its
// color.
func spellColors(card *catalog.Card) (TypeSet, string) {
	if card.SpellColors != nil {
		var set TypeSet
		for _, word := range card.SpellColors {
			c, _ := colorFromWord(word)
			set |= 1 << c
		}
		return set, ""
	}
	for _, line := range strings.Split(card.Oracle, "\n") {
		if strings.EqualFold(strings.TrimSpace(withoutReminders(line)), "devoid") {
			return 0, ""
		}
	}
	if card.CardName == "" && len(card.Faces) > 1 && card != card.Faces[0] && (card.Layout == "split" || card.Layout == "aftermath") {
		// The whole card, for a cost that is no half's own: which half
		// is cast, each with its own colors, is not known (709.3).
		return 0, fmt.Sprintf("%s is cast as one of its halves, each with its own colors, and the cost given is neither half's own mana cost, so the engine does not know which is cast (CR 709.3): give the half with card:, like card:%q", card.Name, card.Faces[0].Name)
	}
	if card.ManaCost == "" && (!card.IndicatorKnown || meldBackUnrecorded(card)) || len(card.Faces) > 1 && card != card.Faces[0] && !splitHalf(card) {
		return 0, "the engine does not know the colors of " + card.Name + ", which has no mana cost or is a back face (CR 204)"
	}
	if card.ManaCost == "{0}" && !card.IndicatorKnown && !card.HasType("Artifact") && !card.HasType("Land") && !slices.ContainsFunc(strings.Split(card.Oracle, "\n"), func(l string) bool {
		return strings.TrimSpace(withoutReminders(l)) == card.Name+" is colorless."
	}) {
		// The Pacts, Kobolds of Kher Keep: a colored card whose mana
		// cost is {0} has a color indicator (CR 204, 105.2; the Pacts'
		// rulings of 2013-06-07).
		return 0, "the engine does not know the colors of " + card.Name + ", whose mana cost is {0}: it may have a color indicator, which the card data the engine has does not record (CR 204, 105.2)"
	}
	// A characteristic-defining ability that sets the card's colors
	// functions in every zone (CR 604.3): "Ghostfire is colorless.",
	// "Transguild Courier is all colors."
	colors := printedColors(card)
	for _, line := range strings.Split(card.Oracle, "\n") {
		switch strings.TrimSpace(withoutReminders(line)) {
		case card.Name + " is colorless.":
			colors = 0
			continue
		case card.Name + " is all colors.":
			colors = AllColors
			continue
		}
		if reOwnColor.MatchString(line) {
			return 0, card.Name + " has text about its own color that the engine does not read"
		}
	}
	return colors, ""
}

// splitHalf reports whether card is one half of a split card, whose
// characteristics are its own when it is the half cast (CR 709.3b).
func splitHalf(card *catalog.Card) bool {
	return card.CardName != "" && (card.Layout == "split" || card.Layout == "aftermath")
}

// paySources are the groups of equal mana sources of a player, and what
// stops the engine from ruling.
type paySources struct {
	groups []payGroup
	// meter counts the memory the groups' signatures take (addGroup).
	meter *meter
	// floor: an effect keeps damage from reducing the player's life
	// total to less than 1 (paymentFloor), so a way pays its life first
	// even where the order it was found in could pay it (lifeFirst).
	floor bool
	// untapUnread: pay, not the most mana, leaves out an ability that
	// untaps a permanent and that it does not work out (untapsClash):
	// the ways found without it still pay, but a "no" can't be said.
	// It says why.
	untapUnread string
	// untapBounds: the most mana leaves out these self-untaps, which
	// make no more than they cost (mostUntapBounds).
	untapBounds []untapBound
	// unknown is text the engine does not understand that bears on the
	// answer; "" when there is none.
	unknown string
	// restricted says, for sources whose mana may or may not be spent on
	// this cost, why that is not known.
	restricted []string
	// spendOnly names the sources whose mana can be spent only as they
	// say (CR 106.6), each once.
	spendOnly []string
	// notHere names the sources whose mana can't be spent on this cost
	// (CR 106.6), each once.
	notHere []string
	// creatureOnce names the lands whose mana can be spent on a spell
	// that allows only creatures' mana once they are made creatures
	// (payCreatureMana), for the notes of a "no" (unpayableNotes).
	creatureOnce []string
	// castFirst says, for sources left out because they can be used
	// only before the spell is cast and their cost then discards the
	// hand it is cast from (Lion's Eye Diamond), why.
	castFirst []string
	// unusable says why sources that could make mana can't now, and
	// unusableShort the same, short enough for a headline.
	unusable, unusableShort []string
	snow                    bool
	// apart are the uses of the permanent usesOf last read that are used
	// apart from its other mana abilities (usedApart).
	apart []payUse
	// asWhite: the player spends mana as Celestial Dawn says
	// (spentAsWhite); the uses' made mana is then as it may be spent.
	asWhite bool
	// sourceSlab and stringSlab hold the sources, choices and events of
	// the payments written (payment), and words their mana in symbols;
	// shownAlts the actions and choices of the picks with alternatives
	// written so far.
	sourceSlab slab[PaymentSource]
	stringSlab slab[string]
	shownSlab  slab[useShown]
	words      *strings.Builder
	shownAlts  []altsShown
	// untappers: a group is an untapper's (addUntappers).
	untappers bool
	// split: a group's copies are split by a resource their uses share
	// (share).
	split bool
	// texts holds the texts of the uses read (newUseTexts) and the keys
	// of the permanents grouped, and choiceSlab the uses' choices; runs
	// are the runs of the ability being read, kept between abilities so
	// that their array is made once.
	texts      textSlab
	choiceSlab slab[string]
	runs       []manaRun
	// white is spendsAsWhite of whiteOf, the controller of the
	// permanents usesOf reads, worked out once (whiteKnown).
	white      *perm
	whiteOf    string
	whiteKnown bool
	// anyBy is spendsAsAny of anyOf, worked out once (anyKnown);
	// anyShown names the permanents whose ability's colored cost a step
	// says any mana pays.
	anyBy    *perm
	anyOf    string
	anyKnown bool
	anyShown map[string]bool
	// repeat holds, while a permanent's uses are read, those of its mana
	// abilities that can be activated again and again (repeatable).
	repeat []payUse
	// tapCost holds the uses of the mana abilities whose cost taps another
	// untapped permanent that the engine reads (tapCostMana), made uses
	// of the permanents they tap by addTapCostMana.
	tapCost []tapCostUses
	// tapCostIdle is the ability addTapCostMana read as tapping, for each
	// activation, one of the permanents that make no mana of their own,
	// without naming which (nil where it named them or there is none).
	tapCostIdle *tapCostUses
	// tapMany is such an ability that taps two or more where some of
	// the permanents it may tap make mana of their own: the groups hold
	// the activations that tap only the others, and the pay and mana
	// questions search its other splits too (tapManySplitsOf).
	tapMany *tapManySplits
	// tapCostTapped are the permanents whose {T} the cost of such an
	// ability taps (Loam Dryad's own): each activation uses one up, which
	// the groups do not say.
	tapCostTapped []*perm
	// outlets are the player's sacrifice outlets (sacOutletsOf).
	outlets []sacOutlet
	// tapsToPay is the spell's convoke or improvise where its taps are
	// uses of the permanents (addTapsToPay), "" where they are not.
	tapsToPay string
	// tapsToPayWhy says why they are not, for a spell with one.
	tapsToPayWhy string
	// life is the life the player can pay, -1 when the board does not
	// say: a payment lists the uses that pay life first where they could
	// not be paid in its order (lifeFirst).
	life int
}

var reDamage = regexp.MustCompile(`^(?:This|this|It|it) deals (\w+) damage to you\.$`)

// paySourcesOf lists the ways each permanent player controls can make
// mana now (CR 605, 106), grouping equal permanents. With forMax, mana
// with a spending restriction counts as mana for spells.
func (w *world) paySourcesOf(ctx context.Context, player string, card *catalog.Card, forMax bool, e *explainer) paySources {
	m := meterOf(ctx)
	out := paySources{meter: m}
	if l, why := payerLife(w.b, player, nil, false); why == "" {
		out.life = l
	} else {
		out.life = -1
	}
	// Every ability on the board is modelled, or cannot bear on what the
	// player's permanents make (understand.go), or the answer stops.
	// The most mana (forMax) reads no spending and no cost.
	kind := askPay
	if forMax {
		kind = askMana
	}
	if u := w.unknownFor(asking{kind: kind, player: player, spell: card != nil, spellCard: card, ctx: ctx}); u != "" {
		out.unknown = u
		return out
	}
	if why := w.untapsClash(ctx, player, card, forMax); why != "" {
		if forMax {
			out.unknown = why
			return out
		}
		// Activating it is the player's choice: the ways without it
		// pay as they are (payQuestion).
		out.untapUnread = why
	}
	if out.unknown = w.abilityManaUnread(player); out.unknown != "" {
		return out
	}
	w.explainUntapsNoTarget(player, e)
	out.asWhite = !forMax && w.spendsAsWhite(player) != nil
	if out.unknown = w.equipUnread(player); out.unknown != "" {
		return out
	}
	w.equipForHaste(player, e)
	outlets, why := w.sacOutletsOf(ctx, player, card, e)
	if why != "" {
		out.unknown = why
		return out
	}
	out.outlets = outlets
	if slices.ContainsFunc(outlets, func(o sacOutlet) bool { return !o.idle }) {
		if why := w.countedBesideMinAmount(player); why != "" {
			out.unknown = why
			return out
		}
	}
	if _, _, line := producedOnly(card); line != "" && !forMax && slices.ContainsFunc(outlets, func(o sacOutlet) bool { return !o.idle }) {
		out.unknown = fmt.Sprintf("%s says \u201c%s\u201d, and the engine does not work out that restriction beside a sacrifice outlet, whose mana is its own", card.Name, line)
		return out
	}
	var could []TypeSet
	for i, o := range outlets {
		if o.could && could == nil {
			could = w.couldProduce(ctx)
		}
		w.explainOutlet(e, o)
		if o.exile {
			w.exileOutletSpend(&outlets[i], card, forMax, &out, e)
		}
	}
	byKey := newGroupIndex(len(w.perms))
	done := make(map[string]int, len(w.perms))
	// About a group for each permanent, made once.
	out.groups = make([]payGroup, 0, len(w.perms))
	var keyArr [128]byte
	keyBuf := keyArr[:0]
	hasAttached := make([]bool, len(w.perms))
	for _, q := range w.perms {
		if q.attached >= 0 && q.attached < len(hasAttached) {
			hasAttached[q.attached] = true
		}
	}
	groupOf := make([]int, len(w.perms))
	for i := range groupOf {
		groupOf[i] = -1
	}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		// The key is written after room for a prefix of one byte
		// (apartKey, repeatKey), and copied into a string only for a
		// new group.
		keyBuf = appendSourceKey(append(keyBuf[:0], ' '), p, hasAttached[p.i])
		key := keyBuf[1:]
		if gi, ok := done[string(key)]; ok {
			groupOf[p.i] = gi
			if gi >= 0 {
				out.groups[gi].count++
			}
			keyBuf[0] = apartKey[0]
			if ai, ok := done[string(keyBuf)]; ok && ai >= 0 {
				out.groups[ai].count++
			}
			keyBuf[0] = repeatKey[0]
			if ri, ok := done[string(keyBuf)]; ok && ri >= 0 {
				out.groups[ri].count++
			}
			continue
		}
		both := w.tapThenSacrificeItself(p)
		uses, why := w.usesOf(ctx, p, card, forMax, e, &out)
		if why != "" {
			out.unknown = why
			return out
		}
		apart, repeat := out.apart, out.repeat
		out.apart, out.repeat = nil, nil
		if both != "" {
			var ok bool
			if uses, ok = tapThenSacrificeUses(p, uses); !ok || len(apart) > 0 || len(repeat) > 0 {
				out.unknown = both
				return out
			}
			if why := w.countedBesideMinAmount(player); why != "" {
				out.unknown = why
				return out
			}
		}
		if len(outlets) > 0 {
			uses = w.withSacrifices(m, p, uses, could, outlets, out.asWhite)
		}
		gi := out.addGroup(p.name, "", uses, &byKey)
		if m.exceeded() {
			out.unknown = m.why()
			return out
		}
		done[out.texts.keep(key)] = gi
		groupOf[p.i] = gi
		if len(apart) > 0 {
			keyBuf[0] = apartKey[0]
			done[out.texts.keep(keyBuf)] = out.addGroup(p.name, apartKey, apart, &byKey)
		}
		if len(repeat) > 0 {
			keyBuf[0] = repeatKey[0]
			done[out.texts.keep(keyBuf)] = out.addGroup(p.name, repeatKey, repeat, &byKey)
		}
	}
	if why := w.addTapCostMana(player, &out, &byKey, groupOf, hasAttached, len(outlets) > 0, e); why != "" {
		out.unknown = why
		return out
	}
	if why := w.addSelfUntaps(ctx, player, card, forMax, &out, &byKey, groupOf, e); why != "" {
		out.unknown = why
		return out
	}
	if slices.ContainsFunc(out.groups, func(g payGroup) bool { return g.repeat }) {
		life, why := payerLife(w.b, player, nil, false)
		if why == "" {
			why = out.boundRepeats(e, payerLimit{life: life, twoHG: w.b.Format == Format2HG, subject: PlayerName(player)})
		}
		if why != "" {
			out.unknown = why
			return out
		}
	}
	if why := w.addUntappers(ctx, player, card, forMax, e, &out, groupOf); why != "" {
		out.unknown = why
		return out
	}
	w.sacrificedLast(out.groups, outlets)
	if _, _, _, ok := tapsToPayOf(card); ok && !forMax {
		out.tapsToPayWhy = w.addTapsToPay(player, card, &out, &byKey, groupOf)
	}
	// The resources the costs share are counted once every use is known,
	// those that tap a creature to convoke too.
	if why := out.shareHand(w.b, player, card != nil && !forMax && !w.castFromElsewhere, e); why != "" {
		out.unknown = why
		return out
	}
	if why := out.shareEnergy(w.b, player, e); why != "" {
		out.unknown = why
		return out
	}
	if m.exceeded() {
		out.unknown = m.why()
	}
	return out
}

// apartKey marks the group of the uses of a permanent's ability that is
// used apart from its other mana abilities (usedApart).
const apartKey = "~"

// joinUses adds uses that tap permanent x (an untapper that taps itself,
// a permanent tapped for another's cost) to the uses of x's group gx, so
// that x is used for one or the other; joined marks the groups already
// joined, whose equal permanents brought the same uses. Where x has no
// group (it makes no mana of its own), the uses are a group of their own.
func (out *paySources) joinUses(gx int, joined map[int]bool, name, prefix string, uses []payUse, byKey *groupIndex) {
	switch {
	case gx >= 0 && joined[gx]:
	case gx >= 0:
		joined[gx] = true
		out.groups[gx].uses = slices.Concat(out.groups[gx].uses, uses)
	default:
		out.addGroup(name, prefix, uses, byKey)
	}
}

// addGroup adds a permanent's uses to the group of equal uses, or as a
// new group; it returns the group's index, -1 for no uses.
func (out *paySources) addGroup(name, prefix string, uses []payUse, byKey *groupIndex) int {
	if len(uses) == 0 {
		return -1
	}
	var buf [512]byte
	sig := append(append(buf[:0], prefix...), name...)
	// Room for the whole signature at once: a land under twenty Fertile
	// Grounds has thousands of uses, whose signature grown step by step
	// would be copied over and over.
	size := 0
	for ui := range uses {
		u := &uses[ui]
		size += 1 + len(u.action) + 2 + uvarintLen(u.life) + uvarintLen(u.damage) + uvarintLen(u.later)
		for _, n := range u.pool {
			if n != 0 {
				size += 1 + uvarintLen(int(n))
			}
		}
		for _, n := range u.made {
			if n != 0 {
				size += 1 + uvarintLen(int(n))
			}
		}
		for _, ev := range u.events {
			size += 1 + len(ev)
		}
	}
	if len(sig)+size > cap(sig) {
		// The signature and its copy in byKey.
		if !out.meter.alloc(2 * (len(sig) + size)) {
			return -1
		}
		sig = slices.Grow(sig, size)
	}
	for ui := range uses {
		u := &uses[ui]
		sig = append(sig, '|')
		sig = append(sig, u.action...)
		// The mana of each type and kind made, each with how much, and
		// after each a byte no type or kind is.
		for c, n := range u.pool {
			if n != 0 {
				sig = binary.AppendUvarint(append(sig, byte(c)), uint64(n))
			}
		}
		sig = append(sig, 0xff)
		for k, n := range u.made {
			if n != 0 {
				sig = binary.AppendUvarint(append(sig, byte(k)), uint64(n))
			}
		}
		sig = append(sig, 0xff)
		sig = binary.AppendUvarint(sig, uint64(u.life))
		sig = binary.AppendUvarint(sig, uint64(u.damage))
		sig = binary.AppendUvarint(sig, uint64(u.later))
		// What it does besides: two Gemstone Mines with one and two
		// counters make the same mana, and only one is sacrificed.
		for _, ev := range u.events {
			sig = append(append(sig, 0xfe), ev...)
		}
	}
	h := maphash.Bytes(sigSeed, sig)
	if gi, ok := byKey.find(sig, h); ok {
		out.groups[gi].count++
		return gi
	}
	byKey.add(sig, h, len(out.groups))
	out.groups = append(out.groups, payGroup{name: name, count: 1, uses: uses, apart: prefix == apartKey, untap: prefix == untapKey, repeat: prefix == repeatKey})
	return len(out.groups) - 1
}

// uvarintLen is the length of n as binary.AppendUvarint writes it.
func uvarintLen(n int) int {
	return (bits.Len64(uint64(n)|1) + 6) / 7
}

// groupIndex finds a group by the signature of its uses (addGroup). The
// signatures are kept one after the other in one array, each with its
// hash; equal hashes are told apart by the signatures themselves. A
// player has few groups: they are looked through in turn.
type groupIndex struct {
	entries []sigEntry
	sigs    []byte
}

// sigEntry is a signature, sigs[start:end], its hash and its group.
type sigEntry struct {
	hash              uint64
	start, end, group int
}

// sigSeed seeds the hash of signatures.
var sigSeed = maphash.MakeSeed()

// newGroupIndex is an index with room for about n groups.
func newGroupIndex(n int) groupIndex {
	return groupIndex{entries: make([]sigEntry, 0, n), sigs: make([]byte, 0, 96*n)}
}

// find is the group of signature sig, whose hash is h, if there is one.
func (x *groupIndex) find(sig []byte, h uint64) (int, bool) {
	for _, e := range x.entries {
		if e.hash == h && string(x.sigs[e.start:e.end]) == string(sig) {
			return e.group, true
		}
	}
	return 0, false
}

// add records that sig, whose hash is h, is the signature of group gi.
func (x *groupIndex) add(sig []byte, h uint64, gi int) {
	start := len(x.sigs)
	x.sigs = append(x.sigs, sig...)
	x.entries = append(x.entries, sigEntry{hash: h, start: start, end: len(x.sigs), group: gi})
}

// appendSourceKey appends to b a key that is the same for permanents
// that make mana the same ways: the same card in the same state, with
// nothing attached to it (attached says whether something is).
func appendSourceKey(b []byte, p *perm, attached bool) []byte {
	if attached || p.Card.Inline {
		return strconv.AppendInt(append(b, '#'), int64(p.i), 10)
	}
	b = append(b, p.name...)
	for _, f := range []bool{p.Tapped, p.Sick, p.haste || p.asHaste != "", p.lostText || p.lostAll, p.lostNonMana, p.X != nil} {
		b = append(b, boolKey(f)...)
	}
	if p.X != nil {
		b = strconv.AppendInt(b, int64(*p.X), 10)
	}
	for _, c := range p.Counters {
		b = append(b, '|')
		b = append(b, c.Kind...)
		b = append(b, '=')
		b = strconv.AppendInt(b, int64(c.N), 10)
	}
	if _, dt := p.ptCounters(); dt != 0 && p.Damage > 0 {
		// Removing its counters for mana may bring its toughness down
		// to the damage marked on it (removedPTUnread).
		b = strconv.AppendInt(append(b, "|damage="...), int64(p.Damage), 10)
	}
	b = append(b, '|')
	b = append(b, p.Chose...)
	b = append(b, '|')
	b = append(b, p.Named...)
	b = append(b, '|')
	b = append(b, p.Exiled...)
	b = append(b, '|')
	for i, t := range p.subtypes {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, t...)
	}
	return b
}

// usesOf lists the ways p can be used for mana now.
// Long: after two short checks, one case per sort of cost a mana ability
// has (a sacrifice, no tap, an untap, …), each making its uses.
func (w *world) usesOf(ctx context.Context, p *perm, card *catalog.Card, forMax bool, e *explainer, out *paySources) ([]payUse, string) {
	for _, a := range p.abilities {
		// Its mana abilities are read here. Its other abilities were
		// classified by unknownFor (understand.go): a trigger at the
		// beginning of a draw step (Mana Vault) or what it enters with
		// (614.12) cannot bear on making mana now.
		if !a.Understood && (a.Kind == KindMana && !w.idleNow(p, a) && !w.priced[permAbility{p.i, a}] && !w.exileIdle(p, a, card) || a.Kind == KindIntrinsic || a.Kind == KindManaTrigger) {
			return nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand (%s)", p.name, a.Text, a.Why)
		}
	}
	var uses []payUse
	hasTap := false
	for _, a := range p.abilities {
		if a.Kind == KindMana && a.Cost.Tap {
			hasTap = true
		}
	}
	snow := p.hasSuper("Snow")
	if !out.whiteKnown || out.whiteOf != p.Controller {
		out.white, out.whiteOf, out.whiteKnown = w.spendsAsWhite(p.Controller), p.Controller, true
	}
	asWhite := out.white != nil
	if !out.anyKnown || out.anyOf != p.Controller {
		out.anyBy, out.anyOf, out.anyKnown = w.spendsAsAny(p.Controller), p.Controller, true
	}
	for _, a := range p.abilities {
		if a.Kind == KindActivated && !a.Understood {
			// Food Chain's, read as a mana ability would be where it
			// can change nothing (exileCostIdle).
			if why, cites := w.exileCostIdle(p, a, card); why != "" {
				e.step(why, cites...)
			}
			continue
		}
		if a.Kind != KindMana || outletAbility(a) && !a.Cost.Tap {
			// An outlet's uses are those of what it sacrifices
			// (withSacrifices).
			continue
		}
		if w.priced[permAbility{p.i, a}] {
			e.step(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d costs more mana than "+theirFor(p.Controller)+" other permanents can make, so it can't be activated now", "602.2b", "601.2g")
			continue
		}
		if !a.Understood {
			if why, cites := w.exileCostIdle(p, a, card); why != "" {
				e.step(why, cites...)
				continue
			}
		}
		l := w.canActivate(p, a)
		// once: only whether it was activated this turn is unknown, and
		// it is used at most once, apart from the other abilities.
		once := l.perTurn && onceApart(p, a)
		if l.unknown != "" && !once {
			return nil, l.unknown
		}
		if !l.ok && a.Cost.Untap && hasTap && !p.Tapped {
			// Untapped, its {Q} can't be paid now, but a mana ability
			// with {T} may tap it first (601.2g-h, 602.2b).
			return nil, p.name + " can be tapped by one mana ability and then untapped by another, and the engine does not work out using it twice"
		}
		if !l.ok {
			if slices.ContainsFunc(out.outlets, func(o sacOutlet) bool { return !o.idle && o.sacrificeable(p) }) {
				e.cantNow(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d can't be activated now, though "+p.name+" can still be sacrificed for mana: ", l)
			} else {
				e.cantNow(p.name+" can't make mana now: ", l)
			}
			out.unusable = append(out.unusable, l.why)
			out.unusableShort = append(out.unusableShort, l.headline())
			continue
		}
		if a.Mana != nil && a.Mana.UnlessPaid != "" {
			// Rhystic Cave: each player, in turn order, may pay as it
			// resolves, and then it adds no mana (its rulings of
			// 2004-10-04).
			return nil, fmt.Sprintf("%s ability \u201c%s\u201d adds mana only if no player pays %s as it resolves, a choice each player makes, so whether it makes mana rests on the other players, which the engine does not work out", Possessive(p.name), a.Text, a.Mana.UnlessPaid)
		}
		if card != nil && !forMax && !w.castFromElsewhere && a.Cost.DiscardHand && a.Restriction.Instant {
			// It can't be activated while the spell is cast, when no
			// player has priority; activated before, its cost
			// discards the card from its caster's hand.
			why := fmt.Sprintf("%s ability \u201c%s\u201d can be activated only any time %s could cast an instant, so not while %s is being cast, only before, and its cost then discards %s hand, with %s in it unless it is cast from elsewhere", Possessive(p.name), a.Text, PlayerName(p.Controller), card.Name, theirFor(p.Controller), card.Name)
			out.castFirst = append(out.castFirst, why)
			continue
		}
		if once {
			e.step(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d may be activated only once each turn; the board records no activation this turn, as it records no land played, so it is taken as not yet activated, and it is activated at most once", "602.5b", "605.3a")
		}
		explainHaste(e, p, a)
		converted, dies := false, false
		if !once {
			each, note, why := w.eachCounterAsX(p, a)
			if why != "" {
				return nil, why
			}
			if each != nil {
				converted, dies = true, strings.Contains(note, "graveyard")
				n := p.counters(a.Cost.RemoveKind)
				rules := []string{"605.3a", "602.2b"}
				if rePTCounter.MatchString(a.Cost.RemoveKind) {
					rules = append(rules, "122.1a", "613.4c")
					if strings.Contains(note, "graveyard") {
						rules = append(rules, "704.3", "704.5f")
					}
				}
				e.step(fmt.Sprintf("%s ability “%s” removes one %s counter each time it is activated, and %s has %d: activating it up to that many times adds as much mana, each of a type one activation adds, chosen as it resolves, and is worked out as one use removing X counters%s", Possessive(p.name), a.Text, a.Cost.RemoveKind, p.name, n, note), rules...)
				a = each
			}
		}
		tapCost := tapCostMana(p, a) && !once
		switch {
		case a.Cost.Sacrifice != "" && a.Cost.Sacrifice != "this" && !out.tapOutletOf(p, a):
			return nil, Possessive(p.name) + " ability \u201c" + a.Text + "\u201d sacrifices another permanent, and the engine does not work out payments that use up other sources"
		case !a.Cost.Tap && !a.Cost.Untap && a.Cost.Sacrifice != "this" && !a.Cost.ReturnToHand && !usedApart(p, a) && !repeatable(a) && !once && !tapCost:
			return nil, Possessive(p.name) + " ability \u201c" + a.Text + "\u201d can be activated again and again, and the engine does not work out repeated activations"
		case a.Cost.Untap && hasTap:
			return nil, p.name + " can be untapped by one mana ability and tapped by another, and the engine does not work out using it twice"
		}
		if usedApart(p, a) && !converted {
			e.step(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d has no {T} in its cost, so it can be activated as well as "+Possessive(p.name)+" other mana abilities; one activation that removes all the counters several activations would remove makes any mana they could make, for less, so it is counted once", "605.3a", "602.2b")
		}
		if why := w.tapsOtherSources(p, a); why != "" && !tapCost {
			return nil, why
		}
		if why := w.orderMatters(p, a); why != "" {
			if !forMax || a.Cost.Mana != "" {
				return nil, why
			}
			// The most mana is made activating a first, which its own
			// cost, no mana, lets it be.
			e.step("The most mana is made activating "+Possessive(p.name)+" ability first, before any mana ability that changes what it reads", "608.2h", "605.3a")
		}
		var cost *ManaCost
		if a.Cost.Mana != "" {
			c, err := ParseManaCost(a.Cost.Mana)
			if err != nil || c.X > 0 || hasLifeSymbol(c) {
				return nil, Possessive(p.name) + " ability \u201c" + a.Text + "\u201d has a mana cost (" + a.Cost.Mana + ") the engine does not pay"
			}
			if asWhite && forMax && hasColorlessSymbol(c) {
				return nil, Possessive(p.name) + " ability \u201c" + a.Text + "\u201d costs {C}, and the engine does not work out the most mana when other mana may be spent only as though it were colorless"
			}
			if by := out.anyBy; by != nil && hasColoredPart(c) {
				paid, ok := anyCost(c)
				if !ok || asWhite {
					return nil, Possessive(p.name) + " ability \u201c" + a.Text + "\u201d costs " + a.Cost.Mana + ", and the engine does not work out how that cost is paid with " + by.name + "'s spending of mana as though it were mana of any color"
				}
				if !out.anyShown[p.name] {
					if out.anyShown == nil {
						out.anyShown = map[string]bool{}
					}
					out.anyShown[p.name] = true
					e.step(fmt.Sprintf("With %s, %s may spend mana as though it were mana of any color, so any mana pays %s ability's %s, as it would %s", by.name, PlayerName(p.Controller), Possessive(p.name), a.Cost.Mana, paid.String()), "609.4b")
				}
				c = paid
			} else if asWhite {
				c = whiteCost(c)
			}
			if c.MaxMana() > 0 {
				cost = &c
			}
		}
		trigSnow, why := w.triggerSnow(p, a)
		if why != "" {
			return nil, why
		}
		restriction := spendRestriction(a.Mana.Spend)
		spend, why := spendFor(restriction, p, card)
		if strings.EqualFold(restriction, spendOnX) {
			// Any part of a cost that contains {X} (Rosheen
			// Meanderer's rulings of 2017-11-17), none of a mana
			// ability's cost, which has none.
			switch w.costX {
			case 1:
				spend, why = spendSpell, ""
			case 2:
				spend, why = spendNot, ""
			}
		}
		if strings.EqualFold(restriction, spendOnC) && w.costC != 0 {
			// A cost with {C} it pays whatever it is for; else a
			// colorless spell, and no colored one; an ability's cost
			// without card: may be a colorless permanent's (Cultivator
			// Drone's rulings of 2016-01-22).
			switch {
			case w.costC == 1:
				spend, why = spendSpell, ""
			case card != nil:
				colors, unsure := spellColors(card)
				switch {
				case unsure != "":
					spend, why = spendUnknown, unsure
				case colors == 0:
					spend, why = spendSpell, ""
				default:
					spend, why = spendNot, ""
				}
			}
		}
		// The spell's own restriction on the sources of its mana (Myr
		// Superion): the mana of a source it does not allow pays no part
		// of it; what triggered mana abilities add is their sources'.
		trigOK, bySpell := true, false
		if only, words, line := producedOnly(card); only != nil && !forMax {
			if !only(p) {
				spend, why, bySpell = spendNot, "", true
				what := Possessive(p.name) + " mana"
				if !slices.Contains(out.notHere, what) {
					out.notHere = append(out.notHere, what)
				}
				e.step(fmt.Sprintf("%s says \u201c%s\u201d, and %s is not %s, so its mana pays no part of it", card.Name, line, p.name, words), "601.2h", "106.6")
			}
			ok, unsure, trigBy := w.triggersProduce(p, a, only)
			if unsure != "" {
				return nil, unsure
			}
			trigOK = ok
			if what := Possessive(trigBy) + " mana"; !ok && trigBy != "" && !slices.Contains(out.notHere, what) {
				// What Mana Flare adds is its own, not the land's.
				out.notHere = append(out.notHere, what)
				e.step(fmt.Sprintf("%s says \u201c%s\u201d, and %s is not %s, so the mana its triggered ability adds pays no part of it", card.Name, line, trigBy, words), "601.2h", "106.6", "605.1b")
			}
		}
		if forMax && spend != spendAny {
			spend = spendSpell
		}
		if spend == spendUnknown && w.spendUnknownOK {
			spend = spendSpell
		}
		if spend == spendUnknown {
			out.restricted = append(out.restricted, why)
		}
		if spend == spendNot && !bySpell {
			// "Eldrazi Temple's restricted mana" where another of its
			// mana abilities makes mana without the restriction.
			what := Possessive(p.name) + " mana"
			if slices.ContainsFunc(p.abilities, func(b *Ability) bool {
				return b.Kind == KindMana && b.Mana != nil && spendRestriction(b.Mana.Spend) == ""
			}) {
				what = Possessive(p.name) + " restricted mana"
			}
			if !slices.Contains(out.notHere, what) {
				out.notHere = append(out.notHere, what)
			}
		}
		damage := 0
		for _, r := range a.Mana.Riders {
			if n, dmg, ok := w.riderDamage(p, r); !ok {
				return nil, Possessive(p.name) + " rider \u201c" + r + "\u201d is not one the engine reads"
			} else if dmg {
				damage += n
			}
			if reLoseLifeRider.MatchString(r) && w.lifeGiven() {
				// Life lost as it resolves is neither paid nor dealt
				// as damage: a payment does not count it (CR 119.3).
				return nil, Possessive(p.name) + " \u201c" + r + "\u201d makes a player lose life, which isn't counted against the life total given"
			}
		}
		runs, unknown := w.runMana(ctx, p, a, e, false, out.runs)
		if unknown != "" {
			return nil, unknown
		}
		out.runs = runs[:0]
		w.citeReplacements(ctx, p, a, e, false)
		if reps := w.replacementsFor(p); (a.Cost.Untap || !a.Cost.Tap) && len(reps) > 0 {
			// Pili-Pala beside Mana Reflection: untapping it for mana
			// is not tapping it for mana (106.12).
			e.step("Activating "+Possessive(p.name)+" ability \u201c"+a.Text+"\u201d is not tapping "+p.name+" for mana, since its cost has no {T}, so effects that apply when a permanent is tapped for mana don't apply", "106.12")
			e.citeAbout(p.Card.Name, "not tapping it for mana")
			for _, r := range reps {
				for _, name := range r.names {
					e.citeAbout(name, "that includes the {T} symbol in its cost")
				}
			}
		}
		if restriction != "" {
			if !slices.Contains(out.spendOnly, p.name) {
				out.spendOnly = append(out.spendOnly, p.name)
			}
			e.step(Possessive(p.name)+" mana can be spent only as it says: \u201c"+restriction+"\u201d", "106.6")
			w.explainUnrestrictedTriggers(p, a, e)
		} else if a.Mana.Spend != "" {
			e.step(Possessive(p.name)+" mana may be spent on any cost: \u201c"+a.Mana.Spend+"\u201d gives the spell it is spent on an effect, which doesn't restrict how it is spent", "106.6")
		}
		var doing [128]byte
		texts := newUseTexts(&out.texts, p.name, appendDoing(doing[:0], p, a), runs)
		rep, apart := repeatable(a) && !once, usedApart(p, a) || once
		// The runs' choices, each capped so that adding to it copies.
		var runChoices []string
		var byUse map[useMergeKey]int
		for ri, run := range runs {
			action, choice := texts.next(&run)
			u := payUse{
				action:  action,
				ability: a.Text,
				events:  run.events,
				pool:    run.pool,
				cost:    cost,
				life:    a.Cost.PayLife,
				damage:  damage + run.damage,
				later:   run.later,
				hand:    a.Cost.Discard + a.Cost.ExileFromHand,
				energy:  a.Cost.Energy,
			}
			if dies {
				// Its last counter removed, state-based actions put it
				// into its owner's graveyard: a way lists it after the
				// others, before what is sacrificed (sacrificesLast).
				u.selfSac = 3
			}
			// The ability's own mana carries its restriction; what
			// triggered mana abilities add carries none (Heartbeat of
			// Spring's and Mana Flare's rulings), and comes from their
			// sources, snow or not.
			own, trig := run.pool.minus(run.trig), run.trig
			if spend == spendAny || spend == spendSpell {
				u.usable = own
			}
			if trigOK {
				u.usable = u.usable.Add(trig)
			}
			if asWhite && !forMax {
				own, trig = spentAsWhite(own), spentAsWhite(trig)
			}
			switch spend {
			case spendAny:
				u.made.addPool(own, snow, false)
			case spendSpell:
				u.made.addPool(own, snow, true)
			}
			if trigOK {
				u.made.addPool(trig, trigSnow, false)
			}
			if snow && run.pool.Total() > 0 {
				out.snow = true
			}
			var choices []string
			if len(run.choices) > 0 {
				if runChoices == nil {
					runChoices = out.choiceSlab.take(len(runs))
				}
				runChoices[ri] = choice
				choices = runChoices[ri : ri+1 : ri+1]
			}
			if tapCost {
				u.choices = choices
				stashTapCost(out, p, a, u)
				continue
			}
			if rep {
				u.choices = choices
				out.repeat = append(out.repeat, u)
				continue
			}
			if apart {
				u.choices = choices
				out.apart = append(out.apart, u)
				continue
			}
			at := findUse(uses, &byUse, &u, len(runs))
			if at < len(uses) {
				// The choices that lead to the same use are
				// alternatives; where one way needs none (a Forest's
				// own {G} beside Chromatic Lantern's "any color"), none
				// is needed.
				v := &uses[at]
				switch {
				case len(v.choices) == 0:
				case len(choices) == 0:
					v.choices = nil
				default:
					for _, c := range choices {
						if !slices.Contains(v.choices, c) && len(v.choices) < maxPaths {
							v.choices = append(v.choices, c)
						}
					}
				}
			} else {
				u.choices = choices
				if uses == nil {
					uses = make([]payUse, 0, len(runs))
				}
				uses = append(uses, u)
				if byUse != nil {
					byUse[useMergeKey{u.action, u.made, u.pool}] = len(uses) - 1
				}
			}
		}
	}
	return dropDominated(uses), ""
}

// indexUsesFrom is how many uses of one ability an index finds the use a
// run merges into (usesOf), where below it they are looked through in
// turn: Fertile Grounds on one land make thousands, and looking through
// them for each would take their number squared.
const indexUsesFrom = 32

// findUse is the index of the use of uses that u merges into, len(uses)
// for none. Past indexUsesFrom uses it is found in byUse, made when first
// needed, with room for n; usesOf adds to it the uses it appends.
func findUse(uses []payUse, byUse *map[useMergeKey]int, u *payUse, n int) int {
	if len(uses) < indexUsesFrom {
		for i := range uses {
			if uses[i].action == u.action && uses[i].made == u.made && uses[i].pool == u.pool && sameUseCost(&uses[i], u) {
				return i
			}
		}
		return len(uses)
	}
	if *byUse == nil {
		*byUse = make(map[useMergeKey]int, n)
		for i := range uses {
			(*byUse)[useMergeKey{uses[i].action, uses[i].made, uses[i].pool}] = i
		}
	}
	if i, ok := (*byUse)[useMergeKey{u.action, u.made, u.pool}]; ok && sameUseCost(&uses[i], u) {
		return i
	}
	return len(uses)
}

// sameUseCost reports whether two uses that make the same mana the same
// way cost and do the same: the same life, damage and shown events. Under
// Contamination both of Tarnished Citadel's abilities make {B}, and only
// one of them deals 3 damage.
func sameUseCost(a, b *payUse) bool {
	return a.life == b.life && a.damage == b.damage && a.later == b.later && sameShownEvents(a.events, b.events)
}

// useMergeKey is what runs that merge into one use share (usesOf).
type useMergeKey struct {
	action string
	made   kindVec
	pool   Pool
}

// useTexts are the texts of the uses of the runs of an ability of the
// permanent named name, used by doing ("tap Forest for "), cut in turn
// (next) from one string: each run's action ("tap Forest for {G}") and
// its choices in one ("Birds of Paradise: chooses white").
type useTexts struct {
	name     string
	doingLen int
	all      string
	off      int
}

func newUseTexts(s *textSlab, name string, doing []byte, runs []manaRun) useTexts {
	t := useTexts{name: name, doingLen: len(doing)}
	n := 0
	for i := range runs {
		n += len(doing) + poolLen(runs[i].pool) + t.choicesLen(runs[i].choices)
	}
	b, start := s.reserve(n)
	for i := range runs {
		b.Write(doing)
		writePool(b, runs[i].pool)
		for j, c := range runs[i].choices {
			if j == 0 {
				b.WriteString(name)
				b.WriteString(": ")
			} else {
				b.WriteString("; ")
			}
			b.WriteString(c)
		}
	}
	t.all = b.String()[start:]
	return t
}

// next cuts the texts of the next run, run: its action, and its choices
// ("" for none).
func (t *useTexts) next(run *manaRun) (action, choices string) {
	n := t.doingLen + poolLen(run.pool)
	action, t.off = t.all[t.off:t.off+n], t.off+n
	n = t.choicesLen(run.choices)
	choices, t.off = t.all[t.off:t.off+n], t.off+n
	return action, choices
}

// choicesLen is the length of the choices of a run written in one.
func (t *useTexts) choicesLen(cs []string) int {
	if len(cs) == 0 {
		return 0
	}
	n := len(t.name) + len(": ") + len("; ")*(len(cs)-1)
	for _, c := range cs {
		n += len(c)
	}
	return n
}

// poolLen is the length of orNone(p.String()).
func poolLen(p Pool) int {
	n := 0
	for _, v := range p {
		n += 3 * max(v, 0)
	}
	if n == 0 {
		return len("no mana")
	}
	return n
}

// writePool writes orNone(p.String()).
func writePool(b *strings.Builder, p Pool) {
	none := true
	for i, v := range p {
		for j := 0; j < v; j++ {
			b.WriteString(manaLetterSymbols[i])
			none = false
		}
	}
	if none {
		b.WriteString("no mana")
	}
}

// hasChangeling reports whether card has the keyword changeling, a line
// of its own ("Changeling (This card is every creature type.)").
func hasChangeling(card *catalog.Card) bool {
	for _, line := range strings.Split(card.Oracle, "\n") {
		line = strings.TrimSpace(line)
		if line == "Changeling" || strings.HasPrefix(line, "Changeling (") {
			return true
		}
	}
	return false
}

func hasLifeSymbol(c ManaCost) bool {
	for _, s := range c.Symbols {
		if s.Kind == SymPhyrexian || s.Kind == SymHybridPhyrexian {
			return true
		}
	}
	return false
}

// appendDoing appends to b in words how ability a of p is used, up to
// the mana it makes: "tap Forest for ", "pay {W/U}, tap Mystic Gate for "
// (a use's action adds the mana: "tap Forest for {G}").
func appendDoing(b []byte, p *perm, a *Ability) []byte {
	start := len(b)
	part := func(ss ...string) {
		if len(b) > start {
			b = append(b, ", "...)
		}
		for _, s := range ss {
			b = append(b, s...)
		}
	}
	if a.Cost.Mana != "" {
		part("pay ", a.Cost.Mana)
	}
	if a.Cost.Tap {
		part("tap ", p.name)
	}
	if a.Cost.Untap {
		part("untap ", p.name)
	}
	if a.Cost.PayLife > 0 {
		part("pay ", strconv.Itoa(a.Cost.PayLife), " life")
	}
	if a.Cost.RemoveCounters > 0 {
		part("remove ", plural(a.Cost.RemoveCounters, a.Cost.RemoveKind+" counter"), " from ", p.name)
	}
	if a.Cost.RemoveX {
		part("remove X ", a.Cost.RemoveKind, " counters from ", p.name)
	}
	if a.Cost.PutCounter != "" {
		part("put a ", a.Cost.PutCounter, " counter on ", p.name)
	}
	if a.Cost.Energy > 0 {
		part("pay ", strings.Repeat("{E}", a.Cost.Energy))
	}
	if a.Cost.DiscardHand {
		part("discard your hand")
	}
	if a.Cost.Discard > 0 {
		part("discard ", cardsWord(a.Cost.Discard))
	}
	if a.Cost.ExileFromHand > 0 {
		part("exile ", cardsWord(a.Cost.ExileFromHand), " from your hand")
	}
	if a.Cost.Mill > 0 {
		part("put the top card of your library into your graveyard")
	}
	if a.Cost.Exert {
		part("exert ", p.name)
	}
	if a.Cost.Sacrifice == "this" {
		part("sacrifice ", p.name)
	} else if a.Cost.Sacrifice != "" {
		part("sacrifice ", article(a.Cost.Sacrifice))
	}
	if a.Cost.ReturnToHand {
		part("return ", p.name, " to its owner's hand")
	}
	if !bytesContain(b[start:], p.name) {
		// Nothing names the permanent: its ability is activated.
		part("activate ", p.name)
	}
	return append(b, " for "...)
}

// cardsWord is "a card", "two cards".
func cardsWord(n int) string {
	if n == 1 {
		return "a card"
	}
	return countWord(n) + " cards"
}

// bytesContain is strings.Contains(string(b), s), without a copy.
func bytesContain(b []byte, s string) bool {
	for i := 0; i+len(s) <= len(b); i++ {
		if string(b[i:i+len(s)]) == s {
			return true
		}
	}
	return false
}

// altsShown is what a payment shows of a pick of use of group whose
// alternatives are alts: its action and its choice.
type altsShown struct {
	group, use     int
	alts           []int
	action, choice string
}

// reserve makes room in the slabs for the payments of ways, so that
// writing them takes one array of each (payment).
func (src *paySources) reserve(ways []payWay) {
	sources, strs, mana := 0, 0, 0
	// The uses shown (shownOf) are at most those not shown yet, and at
	// most one for each pick.
	unshown, picks := 0, 0
	for gi := range src.groups {
		for ui := range src.groups[gi].uses {
			if src.groups[gi].uses[ui].shown == nil {
				unshown++
			}
		}
	}
	for _, w := range ways {
		picks += len(w.picks)
	}
	src.shownSlab.reserve(min(unshown, picks))
	for _, w := range ways {
		sources += len(w.picks)
		for _, pk := range w.picks {
			g := &src.groups[pk.group]
			u := &g.uses[pk.use]
			mana += (u.pool.Total() + u.ownPaid.Total()) * pk.count
			if len(pk.alts) > 1 {
				strs++
			} else {
				strs += len(u.choices)
			}
			strs += len(src.shownOf(g, u).events)
		}
	}
	src.sourceSlab.reserve(sources)
	src.stringSlab.reserve(strs)
	// The mana made, spent and left, in symbols of three bytes, is
	// about three times the mana made.
	if b := src.words; b == nil || b.Cap()-b.Len() < 9*mana {
		src.words = &strings.Builder{}
		src.words.Grow(9 * mana)
	}
}

// payment turns a way found by the solver into a Payment.
func (src *paySources) payment(w payWay, label string) Payment {
	w.picks = src.tapsToPayLast(src.untapsLast(src.lifeFirst(src.costsLast(src.sacrificesLast(src.normalized(src.unsplit(w.picks))), w.costOrder))))
	nChoices, nEvents := 0, 0
	if label != "" {
		nChoices++
	}
	for _, pk := range w.picks {
		g := &src.groups[pk.group]
		u := &g.uses[pk.use]
		if len(pk.alts) > 1 {
			nChoices++
		} else {
			nChoices += len(u.choices)
		}
		nEvents += len(src.shownOf(g, u).events)
	}
	pay := Payment{Sources: src.sourceSlab.take(len(w.picks))[:0], Choices: src.stringSlab.take(nChoices)[:0]}
	if nEvents > 0 {
		pay.Events = src.stringSlab.take(nEvents)[:0]
	}
	if label != "" {
		pay.Choices = append(pay.Choices, label)
	}
	var made, usable, tapped Pool
	waits := false
	for _, pk := range w.picks {
		g := &src.groups[pk.group]
		u := &g.uses[pk.use]
		sh := src.shownOf(g, u)
		waits = waits || u.selfSac == 2 && strings.Contains(u.action, countsWait)
		ps := PaymentSource{Card: g.name, Count: pk.count, Ability: u.ability, Action: u.action, Mana: sh.mana}
		if u.card != "" {
			ps.Card = u.card
		}
		if len(pk.alts) > 1 {
			as := src.altsShownOf(pk)
			ps.Action = as.action
			for _, a := range pk.alts[1:] {
				if g.uses[a].pool != u.pool && !pk.sameLeft {
					pay.leftAlts = true
				}
			}
			// Alternatives that each choose nothing (a Forest that is a
			// Swamp too, tapped for {G} or {B}) say so in the action.
			if as.choice != "" {
				pay.Choices = append(pay.Choices, as.choice)
			}
		} else {
			pay.Choices = append(pay.Choices, u.choices...)
		}
		pay.Sources = append(pay.Sources, ps)
		if u.tapsToPay {
			// What it pays for is part of the cost paid, and no mana.
			tapped.addTimes(&u.pool, pk.count)
			continue
		}
		made.addTimes(&u.pool, pk.count)
		made.addTimes(&u.ownPaid, pk.count)
		if src.asWhite {
			usable.addTimes(&u.usable, pk.count)
		} else {
			usable.addTimes(&sh.usable, pk.count)
		}
		pay.Life += u.life * pk.count
		pay.damage += u.damage * pk.count
		pay.later += u.later * pk.count
		// What happens as a source is used happens for each of the
		// equal permanents used that way, and for each use.
		for _, ev := range sh.events {
			if pk.count > 1 {
				ev = strings.TrimSuffix(ev, ".") + " (×" + strconv.Itoa(pk.count) + ")"
			}
			pay.Events = append(pay.Events, ev)
		}
	}
	if waits {
		// The sacrifices wait for the mana that counts permanents
		// (countsSacrificeable): the events say them after it.
		pay.Events = picksLast(pay.Events, func(ev string) bool { return strings.HasPrefix(ev, "you sacrifice ") })
	}
	left := w.left
	// Mana no symbol of the cost could use is not counted by the solver's
	// classes; what it did not spend of the usable mana is left over.
	wasted := made
	for i := range wasted {
		wasted[i] -= usable[i]
	}
	spent := w.spellPay.minus(tapped)
	if src.asWhite {
		spent, left = spentOfWhite(usable, spent, left)
	}
	pay.Mana = src.poolWords(made)
	pay.Left = src.poolWords(left.Add(wasted))
	pay.Spent = src.poolWords(spent)
	pay.Life += w.phyLife
	pay.phyLife = w.phyLife
	return pay
}

// altsShownOf is what a payment shows of pick pk, whose use has
// alternatives this cost can't tell apart: one way, its mana any of
// theirs. It is worked out once for each use and alternatives.
func (src *paySources) altsShownOf(pk payPick) *altsShown {
	for i := range src.shownAlts {
		as := &src.shownAlts[i]
		if as.group == pk.group && as.use == pk.use && slices.Equal(as.alts, pk.alts) {
			return as
		}
	}
	g := &src.groups[pk.group]
	u := &g.uses[pk.use]
	var manas, choices []string
	for _, a := range pk.alts {
		m := orNone(g.uses[a].pool.String())
		if !slices.Contains(manas, m) {
			manas = append(manas, m)
		}
		// An alternative's choices are one alternative.
		if c := strings.Join(g.uses[a].choices, "; "); c != "" && !slices.Contains(choices, c) {
			choices = append(choices, c)
		}
	}
	as := altsShown{group: pk.group, use: pk.use, alts: pk.alts}
	// The uses of one permanent are written with one action, but where
	// one of them sacrifices it: that is not done the same way.
	// Nor where one taps it for another's ability (Springleaf Drum).
	plain := u.card == "" && !slices.ContainsFunc(pk.alts, func(a int) bool { return sacrificesItself(&g.uses[a]) || g.uses[a].tapsFor })
	if i := strings.LastIndex(u.action, " for "); i >= 0 && (plain || samePrefix(g.uses, pk.alts, u.action[:i+len(" for ")])) {
		as.action = u.action[:i] + " for " + joinOr(fewAlternatives(manas)) + inAll(manas)
	} else if slices.ContainsFunc(pk.alts, func(a int) bool { return g.uses[a].tapsFor }) {
		// A permanent tapped for its own mana or for another's ability
		// (Springleaf Drum's): each way of tapping it once, its mana the
		// alternatives'.
		var doings []string
		manasOf := map[string][]string{}
		for _, a := range pk.alts {
			act := g.uses[a].action
			j := strings.LastIndex(act, " for ")
			if j < 0 {
				j = len(act)
			}
			doing, m := act[:j], orNone(g.uses[a].pool.String())
			if !slices.Contains(doings, doing) {
				doings = append(doings, doing)
			}
			if !slices.Contains(manasOf[doing], m) {
				manasOf[doing] = append(manasOf[doing], m)
			}
		}
		actions := make([]string, 0, len(doings))
		for _, d := range doings {
			actions = append(actions, d+" for "+joinOr(fewAlternatives(manasOf[d]))+inAll(manasOf[d]))
		}
		as.action = joinOr(fewAlternatives(actions)) + inAll(actions)
	} else {
		// An untapper's uses of several permanents, or a sacrifice
		// outlet's: each is written out, without the commas that would
		// run into the way's list of actions ("untap Plains with Ley
		// Druid and then tap Plains for {W} or untap …").
		var actions []string
		for _, a := range pk.alts {
			if act := g.uses[a].action; !slices.Contains(actions, act) {
				actions = append(actions, act)
			}
		}
		if len(actions) > 1 {
			for i, act := range actions {
				actions[i] = altCommas.Replace(act)
			}
			few := fewAlternatives(actions)
			as.action = strings.Join(few, " or ") + inAll(actions)
		} else {
			as.action = joinOr(actions)
		}
	}
	as.choice = joinAlternatives(fewAlternatives(choices)) + inAll(choices)
	src.shownAlts = append(src.shownAlts, as)
	return &src.shownAlts[len(src.shownAlts)-1]
}

// altCommas writes an action without its commas, as one of several
// alternatives: "untap Forest with Earthcraft tapping Grizzly Bears and
// then tap Forest for {G}", "tap Powerstone and then sacrifice Powerstone
// to Krark-Clan Ironworks for {C}{C}{C}".
var altCommas = strings.NewReplacer(", then ", " and then ", ", paying ", " paying ", ", tapping ", " tapping ")

// poolWords is p.String(), written into src.words: the strings of the
// payments share a few arrays.
func (src *paySources) poolWords(p Pool) string {
	n, last := p.count()
	switch {
	case n == 0:
		return ""
	case n == 1:
		return manaLetterSymbols[last]
	}
	b := src.words
	if b == nil || b.Cap()-b.Len() < 3*n {
		// A new array: the strings written stay in the old one.
		b = &strings.Builder{}
		b.Grow(max(3*n, 256))
		src.words = b
	}
	from := b.Len()
	p.writeTo(b)
	return b.String()[from:]
}

// samePrefix reports whether the actions of uses alts all start with
// prefix.
func samePrefix(uses []payUse, alts []int, prefix string) bool {
	for _, a := range alts {
		if !strings.HasPrefix(uses[a].action, prefix) {
			return false
		}
	}
	return true
}

// shownOf is what a payment shows of use u of group g, worked out once
// (newShown).
func (src *paySources) shownOf(g *payGroup, u *payUse) *useShown {
	if u.shown != nil {
		return u.shown
	}
	return src.newShown(g, u)
}

// newShown works out what a payment shows of use u of group g; the uses
// shown and their events share the slabs' arrays.
func (src *paySources) newShown(g *payGroup, u *payUse) *useShown {
	sh := &src.shownSlab.take(1)[0]
	sh.mana, sh.usable = u.pool.Add(u.ownPaid).String(), u.made.pool().Add(u.ownPaid)
	if u.tapsToPay {
		// Convoke and improvise pay for mana; they make none.
		sh.mana, sh.usable = "", Pool{}
	}
	// Room for the events shown: writing ": this " out (below) does not
	// change which they are.
	n := 0
	for _, ev := range u.events {
		if shownEvent(ev) {
			n++
		}
	}
	if n > 0 {
		sh.events = src.stringSlab.take(n)[:0]
	}
	for _, ev := range u.events {
		if strings.Contains(ev, ": this ") {
			ev = strings.Replace(ev, g.name+": this ", g.name+" ", 1)
		}
		if shownEvent(ev) {
			sh.events = append(sh.events, ev)
		}
	}
	u.shown = sh
	return sh
}

// shownEvent reports whether a payment shows event ev of a use: the
// cost's tapping and the mana added are the action itself; a trigger that
// quotes "becomes tapped" (City of Brass) is an event of its own.
func shownEvent(ev string) bool {
	return !strings.HasSuffix(ev, " becomes tapped") && !strings.Contains(ev, " ability adds")
}

// actionList is a payment as a short list: "tap Forest for {G}, tap
// Island for {U}".
func actionList(p Payment) string {
	var parts []string
	for _, s := range p.Sources {
		a := s.Action
		if s.Count > 1 {
			a += " (×" + strconv.Itoa(s.Count) + ")"
		}
		parts = append(parts, a)
	}
	return strings.Join(parts, ", ")
}

// countWord writes small numbers as words: "one", "two".
func countWord(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}

// manaWord is "one {G}", "two {G}", "no {G}".
func manaWord(n int, sym string) string {
	return countWord(n) + " " + sym
}

// joinOr is "a, b or c".
func joinOr(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// maxAlternatives is the most alternatives a payment writes out in full.
const maxAlternatives = 6

// fewAlternatives keeps the first two and the last of more than
// maxAlternatives alternatives; inAll then says how many there are.
func fewAlternatives(alts []string) []string {
	if len(alts) <= maxAlternatives {
		return alts
	}
	return []string{alts[0], alts[1], alts[len(alts)-1]}
}

// inAll is " (one of 61)" for more than maxAlternatives alternatives.
func inAll(alts []string) string {
	if len(alts) <= maxAlternatives {
		return ""
	}
	return " (one of " + strconv.Itoa(len(alts)) + ")"
}

// joinAlternatives joins choices that begin alike once: "Birds of
// Paradise: chooses white, blue or red".
func joinAlternatives(choices []string) string {
	if len(choices) < 2 {
		return strings.Join(choices, "")
	}
	// The longest prefix they all share, byte by byte.
	prefix := choices[0]
	for _, c := range choices[1:] {
		n := min(len(prefix), len(c))
		i := 0
		for i < n && prefix[i] == c[i] {
			i++
		}
		prefix = prefix[:i]
	}
	if i := strings.LastIndexByte(prefix, ' '); i >= 0 {
		prefix = prefix[:i+1]
	} else {
		prefix = ""
	}
	rest := make([]string, len(choices))
	for i, c := range choices {
		rest[i] = c[len(prefix):]
		if strings.ContainsAny(rest[i], ":;,()") {
			// Not one word that differs ("Forest: Pulse of Llanowar
			// applies (choosing blue): {W} becomes {U}"): each
			// alternative is written whole.
			return strings.Join(choices, " or ")
		}
	}
	return prefix + joinOr(rest)
}

// explainHaste says why a creature that came under its controller's
// control this turn can still be tapped or untapped for mana: it has
// haste, or an effect lets it be used as though it had (CR 302.6,
// 702.10c).
func explainHaste(e *explainer, p *perm, a *Ability) {
	if !(a.Cost.Tap || a.Cost.Untap) || !p.Sick || !p.is("Creature") {
		return
	}
	sym := "{T}"
	if a.Cost.Untap {
		sym = "{Q}"
	}
	if !p.haste && p.asHaste != "" {
		e.step(p.asHaste+" lets its controller activate "+Possessive(p.name)+" abilities as though it had haste, so its ability with "+sym+" in its cost can be activated though it came under their control this turn", "302.6", "702.10c")
		return
	}
	e.step(p.name+" has haste, so its ability with "+sym+" in its cost can be activated though it came under its controller's control this turn", "302.6", "702.10c")
}

// lifeFirst orders picks so that the life they pay can be paid in the
// order a payment lists them: a player can pay life only if their life
// total is at least the payment (CR 119.4), and the damage mana abilities
// deal lowers it as they resolve. Where picks in their order would pay
// life the player no longer has, the uses that pay life, tap only their
// own permanent and are no untapper's come first, each in its order,
// where that order pays it; otherwise picks is unchanged.
func (src *paySources) lifeFirst(picks []payPick) []payPick {
	if src.life < 0 || !src.floor && payableInOrder(src, picks, src.life) {
		return picks
	}
	first := func(pk payPick) bool {
		u := &src.groups[pk.group].uses[pk.use]
		return u.life > 0 && u.card == "" && !u.tapsFor && u.again == 0
	}
	out := make([]payPick, 0, len(picks))
	for _, pk := range picks {
		if first(pk) {
			out = append(out, pk)
		}
	}
	for _, pk := range picks {
		if !first(pk) {
			out = append(out, pk)
		}
	}
	if !payableInOrder(src, out, src.life) {
		return picks
	}
	return out
}

// costsLast puts the picks whose mana ability costs mana (Pili-Pala's
// "{2}, {Q}", a Signet's {1}, a filter land's "{W/U}, {T}") after the
// others, keeping their order, and orders those so that each comes after
// picks whose mana can pay its cost (a Signet's mana before the Pili-Pala
// it pays for): a way is written in an order it can be carried out in,
// the mana that pays such a cost made before it is paid (CR 605.3a,
// 601.2g-h). The order is the one the search found the way in (order,
// one activation each), which leaves the mana that pays the spell; where
// it has none for some pick, the first order found here in which each
// cost can be paid in turn, and where there is none the rest keep their
// order.
func (src *paySources) costsLast(picks, order []payPick) []payPick {
	costed := func(pk payPick) bool { return src.groups[pk.group].uses[pk.use].cost != nil }
	first := slices.IndexFunc(picks, costed)
	if first < 0 {
		return picks
	}
	if out, ok := src.foundOrder(picks, order, costed); ok {
		return out
	}
	if src.inOrder(picks, first) {
		return picks
	}
	out := make([]payPick, 0, len(picks))
	var rest []payPick
	var avail Pool
	for _, pk := range picks {
		if costed(pk) {
			rest = append(rest, pk)
			continue
		}
		out = append(out, pk)
		avail = avail.Add(src.groups[pk.group].uses[pk.use].pool.Times(pk.count))
	}
	for len(rest) > 0 {
		i, left := -1, avail
		for j, pk := range rest {
			u := &src.groups[pk.group].uses[pk.use]
			if l, ok := takeCost(avail, u.cost, pk.count); ok {
				i, left = j, l.Add(u.pool.Times(pk.count))
				break
			}
		}
		if i < 0 {
			return append(out, rest...)
		}
		out = append(out, rest[i])
		rest = slices.Delete(rest, i, i+1)
		avail = left
	}
	return out
}

// foundOrder is picks with those that cost mana after the others, in
// the order the search activated them (costsLast): a pick used more than
// once is split where others come between its activations. false where
// order does not account for each of them.
func (src *paySources) foundOrder(picks, order []payPick, costed func(payPick) bool) ([]payPick, bool) {
	if len(order) == 0 {
		return nil, false
	}
	// runs are the picks' indexes in the order found, with the times in
	// a row: kept in small arrays, so that a way already in that order
	// (the usual case) is kept without a copy.
	type run struct{ i, n int }
	var smallRuns [16]run
	var smallLeft [16]int
	runs, left := smallRuns[:0], smallLeft[:0]
	if len(picks) > len(smallLeft) {
		left = make([]int, 0, len(picks))
	}
	for _, pk := range picks {
		left = append(left, pk.count)
	}
	find := func(group, use int) int {
		return slices.IndexFunc(picks, func(pk payPick) bool { return pk.group == group && pk.use == use && costed(pk) })
	}
	for _, o := range order {
		o = src.unsplitPick(o)
		i := find(o.group, o.use)
		if u := &src.groups[o.group].uses[o.use]; i < 0 && u.again != 0 && !u.paid {
			// An untap whose permanent is used once in all is written as
			// that permanent's own use (normalized).
			i = find(u.again-1, u.againUse)
		}
		if i < 0 || left[i] == 0 {
			return nil, false
		}
		left[i]--
		if len(runs) > 0 && runs[len(runs)-1].i == i {
			runs[len(runs)-1].n++
			continue
		}
		runs = append(runs, run{i, 1})
	}
	for i, pk := range picks {
		if costed(pk) && left[i] != 0 {
			return nil, false
		}
	}
	// Kept: the picks that cost nothing come first, then those that do,
	// each whole, in the order found.
	first := len(picks) - len(runs)
	same := first >= 0
	for k := 0; same && k < len(picks); k++ {
		if k < first {
			same = !costed(picks[k])
		} else {
			r := runs[k-first]
			same = r.i == k && r.n == picks[k].count
		}
	}
	if same {
		return picks, true
	}
	out := make([]payPick, 0, len(picks)+len(runs))
	for _, pk := range picks {
		if !costed(pk) {
			out = append(out, pk)
		}
	}
	for _, r := range runs {
		pk := picks[r.i]
		pk.count = r.n
		out = append(out, pk)
	}
	return out, true
}

// inOrder reports whether picks from first on all cost mana and each can
// be paid, in turn, from the mana of the picks before it: costsLast then
// keeps picks as they are.
func (src *paySources) inOrder(picks []payPick, first int) bool {
	var avail Pool
	for i, pk := range picks {
		u := &src.groups[pk.group].uses[pk.use]
		if i >= first {
			if u.cost == nil {
				return false
			}
			l, ok := takeCost(avail, u.cost, pk.count)
			if !ok {
				return false
			}
			avail = l
		}
		avail = avail.Add(u.pool.Times(pk.count))
	}
	return true
}

// takeCost is avail less cost paid n times, and whether avail pays it: a
// hybrid symbol takes the color of its two there is more of, {2/W} white
// or else two mana, a Phyrexian symbol its color or else life, {S} and
// generic mana the type there is most of. It orders a payment's picks
// (costsLast), no more.
func takeCost(avail Pool, cost *ManaCost, n int) (Pool, bool) {
	most := func() Color {
		best := Color(0)
		for c := range avail {
			if avail[c] > avail[best] {
				best = Color(c)
			}
		}
		return best
	}
	for range n {
		for _, sym := range cost.Symbols {
			c := most()
			switch sym.Kind {
			case SymColored, SymPhyrexian:
				c = sym.Colors[0]
			case SymColorless:
				c = Colorless
			case SymHybrid, SymHybridPhyrexian:
				// The color of the two there is more of.
				c = sym.Colors[0]
				if avail[sym.Colors[1]] > avail[c] {
					c = sym.Colors[1]
				}
			case SymMonoHybrid:
				if avail[sym.Colors[0]] > 0 {
					c = sym.Colors[0]
				} else if avail.Total() >= 2 {
					// Two generic mana.
					avail[most()]--
					c = most()
				}
			}
			if avail[c] < 1 {
				if sym.Kind == SymPhyrexian || sym.Kind == SymHybridPhyrexian {
					// Paid with life.
					continue
				}
				return avail, false
			}
			avail[c]--
		}
		for range cost.Generic {
			c := most()
			if avail[c] < 1 {
				return avail, false
			}
			avail[c]--
		}
	}
	return avail, true
}

// sacrificesLast puts the picks that sacrifice their own permanent after
// the others, keeping each part's order: a way is written in an order it
// can be carried out in, and a permanent sacrificed first is no longer
// there for what counts or needs it (two Treasures before Tolarian
// Academy, Mox Opal's metalcraft).
func (src *paySources) sacrificesLast(picks []payPick) []payPick {
	tier := func(pk payPick) int8 {
		u := &src.groups[pk.group].uses[pk.use]
		if u.selfSac == 0 {
			u.selfSac = 1
			if sacrificesItself(u) {
				u.selfSac = 2
			}
		}
		return u.selfSac
	}
	// Most ways sacrifice nothing: their picks stay as they are.
	last := false
	for _, pk := range picks {
		if tier(pk) >= 2 {
			last = true
		}
	}
	if !last {
		return picks
	}
	// A creature left to die by its counters' removal (Workhorse) is
	// listed after the others, and before what is sacrificed or exiled,
	// itself among them: once gone, its counters can't be removed.
	picks = picksLast(picks, func(pk payPick) bool { return tier(pk) == 3 })
	return picksLast(picks, func(pk payPick) bool { return tier(pk) == 2 })
}

// payableInOrder reports whether the life the picks pay, each activation
// in turn, can be paid from life, less the damage each deals after it.
func payableInOrder(src *paySources, picks []payPick, life int) bool {
	for _, pk := range picks {
		u := &src.groups[pk.group].uses[pk.use]
		for range pk.count {
			if u.life > 0 && life < u.life {
				return false
			}
			life -= u.life + u.damage
		}
	}
	return true
}

// abilityManaUnread says why the engine stops where mana whose restriction
// lets it be spent to activate abilities (Vedalken Engineer's "or activate
// abilities of artifacts", Cultivator Drone's "an ability of a colorless
// permanent", Powerstone's, which forbids only nonartifact spells) could
// pay the mana cost of an ability of one of player's
// permanents that its restriction allows: a Signet's {1}, Cabal Coffers'
// {2}, Grim Monolith's untap. The solver spends restricted mana only on the
// cost being paid, never on its sources' costs (CR 106.6, 605.3a); "" where
// no such pair is on the board.
func (w *world) abilityManaUnread(player string) string {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Mana == nil {
				continue
			}
			restriction := spendRestriction(a.Mana.Spend)
			lower := strings.ToLower(restriction)
			if !strings.Contains(lower, "activate") && !strings.HasPrefix(lower, "this mana can't be spent to cast") {
				// A restriction that forbids casting some spells
				// (Powerstone's) leaves the mana free for any ability.
				continue
			}
			if p.Tapped && a.Cost.Tap || w.surelyInactive(p, a) {
				// A tapped Powerstone, or a summoning-sick Vedalken
				// Engineer, makes no mana now.
				continue
			}
			for _, q := range w.perms {
				if q.Controller != player || !abilityOfAllowed(lower, q) {
					continue
				}
				for _, b := range q.abilities {
					if b.Cost.Mana == "" || b.Kind != KindMana && !(b.Kind == KindActivated && strings.Contains(b.Text, "Untap")) {
						// Only abilities that make mana, or untap what
						// makes it (Grim Monolith), take part in paying.
						continue
					}
					if c, err := ParseManaCost(b.Cost.Mana); err == nil && c.MaxMana() == 0 && c.X == 0 {
						continue
					}
					if q.Tapped && b.Cost.Tap && b.Kind == KindMana || w.surelyInactive(q, b) {
						// A tapped Signet's ability can't be activated.
						continue
					}
					return fmt.Sprintf("%s mana can be spent only as it says (\u201c%s\u201d), which lets it pay for %s ability \u201c%s\u201d, and the engine does not work out restricted mana paying for the abilities that make or untap mana (CR 106.6, 605.3a)", Possessive(p.name), restriction, Possessive(q.name), b.Text)
				}
			}
		}
	}
	return ""
}

// surelyInactive reports whether ability a of p surely can't be activated
// as the payment is made (a summoning-sick creature's {T}, CR 302.6), as
// canActivate reads it, where no text on the board speaks of untapping or
// haste (idleNow): usesOf makes no mana with it then, and no mana pays its
// cost.
func (w *world) surelyInactive(p *perm, a *Ability) bool {
	if !w.idleNow(p, a) {
		// Lightning Greaves equipped first, an untapper: it may be
		// activated after all.
		return false
	}
	l := w.canActivate(p, a)
	return !l.ok && l.unknown == ""
}

// reAbilitiesOf is what a restriction on spending mana lets it activate
// abilities of: "abilities of artifacts", "an ability of a colorless
// permanent", "abilities of colorless Eldrazi", "an ability of an
// Elemental".
var reAbilitiesOf = regexp.MustCompile(`(?:abilities of|an ability of an?) ([a-z ]+?)(?:[.,]| or |$)`)

// abilityOfAllowed reports whether a restriction on spending mana
// (lowercased) may let it pay for an activated ability of q: each word of
// what it names must fit q, a card type, "colorless" (a permanent whose
// colors are not known may be) or a subtype; a word not read lets any.
func abilityOfAllowed(restriction string, q *perm) bool {
	ms := reAbilitiesOf.FindAllStringSubmatch(restriction, -1)
	if len(ms) == 0 {
		return true
	}
	for _, m := range ms {
		fits := true
		for _, word := range strings.Fields(m[1]) {
			if word == "colorless" {
				fits = fits && (q.colors == 0 || q.colorsUnsure())
				continue
			}
			one := strings.TrimSuffix(word, "s")
			title := strings.ToUpper(one[:1]) + one[1:]
			switch {
			case one == "permanent":
			case slices.Contains([]string{"artifact", "creature", "land", "enchantment", "planeswalker"}, one):
				fits = fits && q.is(title)
			case isCreatureType(title) || isCreatureType(strings.ToUpper(word[:1])+word[1:]):
				fits = fits && (q.hasSub(title) || q.hasSub(strings.ToUpper(word[:1])+word[1:]) || hasKeyword(q, "changeling"))
			default:
				return true
			}
		}
		if fits {
			return true
		}
	}
	return false
}
