package rules

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Compile turns a card's Oracle text into the engine's abilities, one per
// line of text. A line that no template matches is compiled as an ability
// with Understood false and the reason in Why. Compile never fails.
func Compile(card *catalog.Card) []*Ability {
	if card == nil {
		return nil
	}
	if !card.Inline {
		if a, ok := compiled.Load(card); ok {
			return a.([]*Ability)
		}
	} else if a := inlineCompiled.get(card); a != nil {
		return a
	}
	var out []*Ability
	lines := strings.Split(card.Oracle, "\n")
	// A leveler's level symbols and their power and toughness are no
	// abilities; the abilities printed in a band are the band's (CR
	// 711.2, applyLevel).
	bandOf, skip, _ := levelLines(lines)
	for i, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" || skip != nil && skip[i] {
			continue
		}
		if card.HasType("Planeswalker") {
			// "−X: …" as some card data prints a loyalty ability is
			// "[−X]: …" (CR 606.2).
			line = reBareLoyalty.ReplaceAllString(line, "[$1]:")
		}
		a := compileLine(card, line, len(out)+1)
		if a.Kind == KindMana && a.Cost.SacrificeOther && a.Understood {
			// Sacrificing another permanent for mana is read only by
			// activate, not by the questions that make mana.
			a.Understood, a.Why = false, "the cost \u201cSacrifice another "+a.Cost.Sacrifice+"\u201d is not one the engine models in a mana ability"
		}
		if bandOf != nil {
			a.Level = bandOf[i]
		}
		out = append(out, a)
	}
	linkModes(card.Name, out)
	for _, a := range out {
		a.Why = printedWhy(card.Name, a.Why)
	}
	if !card.Inline {
		compiled.Store(card, out)
	} else {
		inlineCompiled.put(card, out)
	}
	return out
}

// reBareLoyalty is a loyalty cost written without its brackets at the
// start of a planeswalker's line: "−X:", "+1:", "0:".
var reBareLoyalty = regexp.MustCompile(`^([+\x{2212}-][0-9X]+|0):`)

// compiled caches the abilities of catalog cards, which never change.
var compiled sync.Map

// inlineCompiled keeps the abilities of the inline cards compiled
// lately, by their text: a board of many copies of one inline card, and
// the worlds a question builds again and again, compile it once. The
// abilities are shared as a catalog card's are, and never changed.
var inlineCompiled = inlineCache{max: 4 << 20}

// inlineCache is a cache of compiled inline cards, by their text, of at
// most max bytes of text: past that it starts again empty.
type inlineCache struct {
	mu    sync.Mutex
	max   int
	bytes int
	m     map[string][]*Ability
}

// inlineKey is the text of an inline card that its compiled abilities
// rest on.
func inlineKey(c *catalog.Card) string {
	return strings.Join([]string{c.Name, c.ManaCost, c.TypeLine, c.Power, c.Toughness, c.Loyalty, c.Oracle}, "\x00")
}

func (ic *inlineCache) get(c *catalog.Card) []*Ability {
	k := inlineKey(c)
	ic.mu.Lock()
	defer ic.mu.Unlock()
	return ic.m[k]
}

func (ic *inlineCache) put(c *catalog.Card, a []*Ability) {
	k := inlineKey(c)
	ic.mu.Lock()
	defer ic.mu.Unlock()
	if ic.m == nil || ic.bytes+len(k) > ic.max {
		ic.m, ic.bytes = map[string][]*Ability{}, 0
	}
	if len(k) > ic.max {
		return
	}
	ic.m[k] = a
	ic.bytes += len(k)
}

func compileLine(card *catalog.Card, line string, index int) *Ability {
	a := &Ability{Index: index, Text: line}
	// A line that is only reminder text restates the intrinsic mana
	// abilities of the card's basic land types (CR 305.6).
	if strings.HasPrefix(line, "(") && strings.HasSuffix(line, ")") && reminder.ReplaceAllString(line, "") == "" {
		inner := strings.TrimSuffix(strings.TrimPrefix(line, "("), ")")
		if strings.Contains(inner, "{T}: Add") {
			a.Kind = KindIntrinsic
			a.Understood = true
			return a
		}
	}
	s := normalize(card, line)
	if compileChapter(card, a, s) {
		return a
	}
	compileText(a, s)
	return a
}

// reChapter is a Saga's chapter ability (CR 714.2a, 714.2c): "I, II -
// Create a 2/2 white Knight creature token with vigilance."
var reChapter = regexp.MustCompile(`^((?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))*) - (.+)$`)

// romanChapters are the chapter numbers a chapter symbol may show.
var romanChapters = map[string]int{"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}

// compileChapter compiles a chapter ability of a Saga card: a triggered
// ability that triggers only when lore counters are put on its Saga and
// their number becomes at least its chapter number (CR 714.2b). What it
// does is not modelled; when it can trigger is read (understand.go), and
// its chapter numbers give the Saga's final chapter number (714.2d), which
// a state-based action reads (704.5s).
func compileChapter(card *catalog.Card, a *Ability, s string) bool {
	m := reChapter.FindStringSubmatch(s)
	if m == nil || !slices.Contains(card.Subtypes, "Saga") {
		return false
	}
	var ch []int
	for _, r := range strings.Split(m[1], ", ") {
		ch = append(ch, romanChapters[r])
	}
	a.Kind = KindTriggered
	a.Trigger = &TriggerSpec{Event: TriggerOther, On: []GameEvent{EventCounters}, Effect: s, Chapters: ch}
	a.Understood = false
	a.Why = "the engine does not model what a chapter ability does; it triggers only when lore counters are put on its Saga (CR 714.2b)"
	return true
}

// reAbilityWord is an ability word before a triggered or activated
// ability ("Landfall - Whenever …"): it has no rules meaning (CR 207.2c).
var reAbilityWord = regexp.MustCompile(`^[A-Z][a-z]+(?: [a-z]+){0,2} - ((?:When|Whenever|At) .+|\{.+)$`)

// startsWithCost reports whether s is written "[Cost]: [Effect.]" with
// a cost that begins with a symbol ({T}, {Q}, a mana symbol): no static,
// triggered or keyword ability is written so.
func startsWithCost(s string) bool {
	cost, _, ok := splitCost(s)
	return ok && strings.HasPrefix(cost, "{") && !strings.ContainsAny(cost, ".\"")
}

// compileText fills a from the normalised text s.
func compileText(a *Ability, s string) {
	if m := reAbilityWord.FindStringSubmatch(s); m != nil {
		s = m[1]
	}
	a.Understood = true
	if s == "" {
		a.Kind = KindKeyword
		return
	}
	if compileWhile(a, s) {
		return
	}
	switch {
	case startsWithCost(s) && compileActivated(a, s):
		// "[Cost]: [Effect.]" is an activated ability (CR 113.3b),
		// whatever its effect says: "{T}: Target creature can't attack
		// or block this turn." restricts combat only once activated.
	case compileOnTheWay(a, s):
	case compileSelfProtection(a, s):
	case compileKeywords(a, s):
	case compileOwnDiscard(a, s):
	case compileTriggered(a, s):
	case compileOpeningHand(a, s):
	case compileTypeReplacement(a, s):
	case compileKeepsMana(a, s), compileAllLegendary(a, s):
	case compileReplacement(a, s):
	case compileEnters(a, s):
	case compileStatic(a, s):
	case compileActivated(a, s):
	default:
		a.Kind = KindUnknown
		a.Understood = false
		a.Why = "no template matches this text"
	}
	if a.Trigger != nil && fromGraveyardOnly(s) {
		// It functions only while its card is in a graveyard
		// (EventInGraveyard).
		a.Trigger.GraveyardOn = eventsOf(a)
		a.Kind, a.Understood, a.Why = KindTriggered, false, whyFromGraveyard
		a.Trigger.Event, a.Trigger.On = TriggerOther, []GameEvent{EventInGraveyard}
	}
}

// reSelfProtection is "this has protection from the chosen player."
// (True-Name Nemesis): a protection of its own permanent, with no
// condition, written as a static ability.
var reSelfProtection = regexp.MustCompile(`^this has (protection from [a-z ]+)\.$`)

// compileSelfProtection reads such an ability as the keyword it gives
// (702.16a): a quality protectedFrom does not read stops only the
// questions where an Aura or Equipment is attached to it or a target is
// chosen.
func compileSelfProtection(a *Ability, s string) bool {
	m := reSelfProtection.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	a.Kind = KindKeyword
	a.Keywords = []string{m[1]}
	return true
}

// reFromGraveyard is a triggered ability that moves its own card out of a
// graveyard ("return this from your graveyard to your hand"), or does
// anything only while it is there ("if this is in your graveyard"), or
// triggers on its card being put into a graveyard from a library
// (Narcomoeba): it functions only in a graveyard (CR 113.6k, 113.6m).
var reFromGraveyard = regexp.MustCompile(`\b(?:return|put|cast) this(?: card)? from your graveyard\b|\bif this(?: card)? is in your graveyard\b|^When(?:ever)? this(?: card)? is put into your graveyard from your library\b`)

// reGraveyardFromHere is a trigger condition that a permanent on the
// battlefield meets by its own leaving, or an Aura by what it enchants
// leaving ("When enchanted Forest is put into a graveyard", Genju of the
// Cedars): the ability returning its card from the graveyard functions
// on the battlefield (113.6m).
var reGraveyardFromHere = regexp.MustCompile(`\benchanted\b|\bthis (?:dies|is put into (?:a|your) graveyard from the battlefield|leaves)\b`)

// fromGraveyardOnly reports whether the triggered ability s functions
// only while its card is in a graveyard (reFromGraveyard), not by a
// condition the permanent meets leaving the battlefield.
func fromGraveyardOnly(s string) bool {
	if !reFromGraveyard.MatchString(s) || strings.Contains(s, "or on the battlefield") || strings.Contains(s, "on the battlefield or") {
		// Firemane Angel's "if this is in your graveyard or on the
		// battlefield" functions in both.
		return false
	}
	cond, ok := triggerCondition(s)
	return ok && !reGraveyardFromHere.MatchString(cond)
}

// whyFromGraveyard is why such an ability is not read.
const whyFromGraveyard = "it works only while this card is in a graveyard (CR 113.6k, 113.6m), and the question may put its permanent there"

var keywordWords = map[string]bool{
	"flying": true, "trample": true, "reach": true, "haste": true, "vigilance": true,
	"deathtouch": true, "lifelink": true, "first strike": true, "double strike": true,
	"menace": true, "defender": true, "hexproof": true, "shroud": true, "indestructible": true,
	"flash": true, "exalted": true,
	"fear": true, "intimidate": true, "shadow": true, "horsemanship": true, "skulk": true,
	"islandwalk": true, "swampwalk": true, "forestwalk": true, "mountainwalk": true, "plainswalk": true,
	"flanking": true, "banding": true, "battle cry": true, "provoke": true, "melee": true,
	"myriad": true, "dethrone": true, "extort": true,
	"persist": true, "undying": true, "prowess": true, "evolve": true,
	"devoid": true, "changeling": true,
}

var (
	// numberedCombatKW are combat keywords with a number: "Bushido 2".
	numberedCombatKW = regexp.MustCompile(`^(bushido|annihilator|rampage|afflict) [0-9]+$`)
	// kickerKW: kicker and multikicker with a mana cost (702.33).
	// "Kicker {1}{W} and/or {U}" is two kicker costs (702.33b).
	kickerKW = regexp.MustCompile(`^(?:multi)?kicker (?:\{[0-9wubrgcx/]+\})+(?: and/or (?:\{[0-9wubrgcx/]+\})+)?$`)
	// handKW: keywords that function only from a hand or a graveyard:
	// cycling and landcycling (702.29a), transmute (702.53a), dredge
	// (702.52a).
	// Also unearth, embalm, eternalize and scavenge from a graveyard
	// (702.84a, 702.128a, 702.129a, 702.97a), ninjutsu and madness from a
	// hand (702.49a, 702.35a), reinforce from a hand (702.77a), and
	// partner, which says what a deck may hold (702.124a).
	handKW = regexp.MustCompile(`^(?:(?:basic |[a-z]+)?(?:land)?cycling|transmute|unearth|embalm|eternalize|scavenge|ninjutsu|madness) (?:\{[0-9wubrgcx/]+\})+$|^dredge [0-9]+$|^(?:suspend|reinforce) [0-9x]+ ?- ?(?:\{[0-9wubrgcx/]+\})+$|^partner$`)
	// castKW: keywords that function only as their spell is cast or while
	// it is on the stack (113.6): split second (702.61a), costs paid as it is cast, convoke
	// (702.51a), delve (702.66a), affinity (702.41a), improvise
	// (702.126a), assist (702.132a), emerge (702.119a), evoke (702.74a),
	// dash (702.109a), prowl (702.76a), surge (702.117a), spectacle
	// (702.137a); and triggers on its being cast, cascade (702.85a),
	// storm (702.40a), ripple (702.60a). What an evoked or dashed spell
	// does once it has entered is over, or is the board's (haste).
	castKW = regexp.MustCompile(`^(?:split second|convoke|delve|improvise|assist|cascade|storm|affinity for [a-z]+|ripple [0-9]+|(?:emerge|evoke|dash|prowl|surge|spectacle) (?:\{[0-9wubrgcx/]+\})+)$`)
	// enteredKW: triggers on the permanent itself entering, which a
	// permanent on the board has done: exploit (702.110a), living weapon
	// (702.92a). Soulbond also triggers as another creature enters
	// (702.95a), haunt as it dies (702.55a), soulshift and afterlife as it
	// dies (702.46a, 702.135a): those bear where a creature enters or
	// leaves. Champion triggers as the permanent enters, and its card
	// exiled returns as it leaves the battlefield (702.72a): that bears
	// where a permanent leaves.
	// hexproofFromKW: hexproof from a quality (702.11d), which only
	// some spells and abilities can't target.
	hexproofFromKW = regexp.MustCompile(`^hexproof from [a-z]+$`)
	enteredKW      = regexp.MustCompile(`^(?:exploit|living weapon|soulbond|haunt|soulshift [0-9]+|afterlife [0-9]+|champion an? [a-z]+(?: or [a-z]+)?)$`)
	// damageKW: keywords that change only what damage a creature deals
	// does, or trigger on combat damage (702.80, 702.90, 702.112).
	damageKW = regexp.MustCompile(`^(?:infect|wither|renown [0-9]+)$`)
	// crewKW: crew, an activated ability of a Vehicle (702.122a).
	crewKW = regexp.MustCompile(`^crew [0-9]+$`)
	// levelUpKW is level up or outlast with its cost (CR 702.87a,
	// 702.107a).
	levelUpKW = regexp.MustCompile(`^(level up|outlast) ((?:\{[0-9wubrgc]\})+)$`)
	// upkeepKW: keywords that are upkeep triggers (702.24, 702.30), with
	// a mana cost (one of two symbols: "Cumulative upkeep {G} or {W}")
	// or, after a dash, any other cost ("Cumulative upkeep—Pay {B} and 1
	// life", "Echo—Discard a card", Braid of Fire's "Cumulative
	// upkeep—Add {R}."): paid or not as the trigger resolves, in an
	// upkeep.
	upkeepKW = regexp.MustCompile(`^(?:cumulative upkeep|echo)(?: (?:\{[0-9wubrgcsx/]+\})+(?: or \{[wubrg]\})?|[-—][^,]+)$`)
	// countersKW: keywords whose permanent enters with N counters:
	// modular and graft (+1/+1, 702.43a, 702.58a), fading (fade,
	// 702.32a), vanishing (time, 702.63a). Each also has a triggered
	// ability (understand_classify.go).
	countersKW = regexp.MustCompile(`^(modular|graft|fading|vanishing) ([0-9]+)$`)
	// faceDownKW: morph and megamorph with a mana cost (702.37).
	faceDownKW = regexp.MustCompile(`^(?:mega)?morph (?:\{[0-9wubrgcx/]+\})+$`)
	// bestowKW: bestow with a mana cost (702.103).
	bestowKW = regexp.MustCompile(`^bestow (?:\{[0-9wubrgcx/]+\})+$`)
	// protectionKW: protection from a quality (702.16a); one protectedFrom
	// does not read ("non-spirit creatures", "all colors") bears where an
	// Aura or Equipment is attached or a target is chosen.
	protectionKW = regexp.MustCompile(`^protection from (?:[a-z]+|(?:colored|multicolored|monocolored|instant|sorcery|creature|noncreature) spells|non-?[a-z]+ creatures|all colors)$`)
	// reProtectionTwo: "Protection from white and from black".
	reProtectionTwo = regexp.MustCompile(`\bprotection from ([a-z]+) and from ([a-z]+)\b`)
	enchantKW       = regexp.MustCompile(`^enchant [a-z ]+(?: with (?:converted mana cost|mana value) [0-9]+ or less)?$`)
	equipKW         = regexp.MustCompile(`^equip (\{[^}]+\})+$`)
	// equipQualityKW: "Equip legendary creature {3}" (702.6c), the only
	// equip with a quality in the card pool that restricts its target to
	// a creature of a supertype; another quality is not read.
	equipQualityKW = regexp.MustCompile(`^equip (legendary) creature ((?:\{[^}]+\})+)$`)
	rePartnerWith  = regexp.MustCompile(`^partner with [a-z0-9][a-z0-9 ,'\-]*$`)
)

// isUpkeepKeyword reports whether kw is cumulative upkeep or echo. The
// mana a cost that adds mana adds (Braid of Fire's "Cumulative
// upkeep—Add {R}") may still be in the pool within the upkeep, which pay
// and mana read (manaInPool, CR 106.4).
func isUpkeepKeyword(kw string) bool {
	return upkeepKW.MatchString(kw)
}

// compileKeywords reads a line of keywords: "Reach, trample, protection
// from multicolored", "Enchant land", "Equip {0}".
func compileKeywords(a *Ability, s string) bool {
	l := strings.ToLower(strings.TrimSuffix(s, "."))
	if m := equipKW.FindString(l); m != "" {
		a.Kind = KindActivated
		a.Keywords = []string{"equip"}
		a.Cost.Mana = strings.TrimSpace(s[len("equip"):])
		a.Restriction = Restriction{Text: "Equip only as a sorcery.", Sorcery: true}
		return true
	}
	if m := equipQualityKW.FindStringSubmatch(l); m != nil {
		// "Equip [quality] creature [cost]" means "[Cost]: Attach this
		// permanent to target [quality] creature you control. Activate
		// only as a sorcery." (702.6a, 702.6c).
		a.Kind = KindActivated
		a.Keywords = []string{"equip"}
		a.EquipQuality = m[1]
		t := strings.TrimSuffix(s, ".")
		a.Cost.Mana = t[len(t)-len(m[2]):]
		a.Restriction = Restriction{Text: "Equip only as a sorcery.", Sorcery: true}
		return true
	}
	if m := levelUpKW.FindStringSubmatch(l); m != nil {
		// Level up [cost] means "[Cost]: Put a level counter on this
		// permanent. Activate only as a sorcery." (CR 702.87a); Outlast
		// [cost], "[Cost], {T}: Put a +1/+1 counter on this creature.
		// Activate only as a sorcery." (702.107a).
		cost := strings.ToUpper(m[2])
		kw := m[1]
		x := cost + ": Put a level counter on this. Activate only as a sorcery."
		if kw == "outlast" {
			x = cost + ", {T}: Put a +1/+1 counter on this. Activate only as a sorcery."
		}
		compileText(a, x)
		a.Keywords = []string{kw}
		a.Expanded = x
		return true
	}
	if crewKW.MatchString(l) {
		// An activated ability whose cost taps other untapped creatures
		// its controller controls with total power N or greater, and
		// which makes its Vehicle an artifact creature until end of turn
		// (702.122a).
		a.Kind = KindActivated
		a.Keywords = []string{l}
		a.Cost.CrewPower, _ = parseDigits(strings.TrimPrefix(l, "crew "))
		return true
	}
	if reDashKeyword.MatchString(l) {
		// A keyword with a cost after a dash, which may hold commas: it
		// functions only elsewhere (compile_elsewhere.go).
		a.Kind = KindKeyword
		a.Keywords = []string{l}
		return true
	}
	if rePartnerWith.MatchString(l) {
		// "Partner with [name]": a rule for building a deck and a
		// trigger on its own permanent entering (702.124j); the name
		// may hold a comma ("Partner with Toothy, Imaginary Friend").
		a.Kind = KindKeyword
		a.Keywords = []string{"partner with"}
		return true
	}
	var kws []string
	// Older cards' keyword lines are split by semicolons ("Flying;
	// banding"); a protection from two qualities is two protections
	// (702.16g).
	l = strings.ReplaceAll(l, ";", ",")
	l = reProtectionTwo.ReplaceAllString(l, "protection from $1, protection from $2")
	for _, part := range strings.Split(l, ",") {
		part = strings.TrimSpace(part)
		switch {
		case keywordWords[part], protectionKW.MatchString(part), enchantKW.MatchString(part), numberedCombatKW.MatchString(part), kickerKW.MatchString(part), faceDownKW.MatchString(part), isUpkeepKeyword(part), countersKW.MatchString(part), handKW.MatchString(part), damageKW.MatchString(part), castKW.MatchString(part), enteredKW.MatchString(part), bestowKW.MatchString(part), part == "ascend", part == "hideaway", part == "phasing", part == "mentor", part == "ingest", hexproofFromKW.MatchString(part):
			kws = append(kws, part)
		default:
			return false
		}
	}
	a.Kind = KindKeyword
	a.Keywords = kws
	return true
}

var (
	reTapForMana = regexp.MustCompile(`^Whenever (a player taps a land|you tap a land|enchanted land is tapped|enchanted Forest is tapped|a Forest is tapped|an? ([A-Z][a-z]+) is tapped|a player taps a snow land|a player taps a nonbasic land|a player taps an? [A-Z][a-z]+(?:(?:, (?:an? )?[A-Z][a-z]+)*,? or (?:an? )?[A-Z][a-z]+)?) for mana, (.+)$`)
	// reTapTypes are the land types of "a player taps a Mountain,
	// Forest, or Plains" (Keeper of Progenitus).
	reTapTypes = regexp.MustCompile(`[A-Z][a-z]+`)
	// reNoUntapRider: Winter's Night's second sentence, which bears on
	// the next untap step only, after any question about now.
	reNoUntapRider = regexp.MustCompile(` That land doesn't untap during its controller's next untap step\.$`)
	// reDamageTapper: a tap-for-mana trigger's damage to the player who
	// tapped the land (Manabarbs).
	reDamageTapper = regexp.MustCompile(`^this deals (\w+) damage to that player\.$`)
	// reProducedDamage: a tap-for-mana trigger that adds one mana of a
	// type the land produced and deals damage to the player who tapped it
	// (Overabundance).
	reProducedDamage = regexp.MustCompile(`^that player adds one mana of any type that land produced, and this deals (\w+) damage to the player\.$`)
	reBecomesTap     = regexp.MustCompile(`^Whenever this becomes tapped, (?:it|this) deals (\w+) damage to you\.$`)
	reOtherTrigger   = regexp.MustCompile(`^(When|Whenever|At) [^,]+, .+$`)
	// reNoLandPlays: trigger effects that neither give a player land
	// plays nor put a permanent that could onto the battlefield: mana
	// (Lotus Cobra), untapping (Amulet of Vigor), a token that is no copy
	// (Tireless Tracker, Field of the Dead, Emeria Angel's Bird with
	// flying), damage to its controller (Fastbond: life lost changes no
	// count of land plays, 305.2), life gained and a card drawn (Tatyova,
	// Benthic Druid; Seer's Sundial's paid for), +1/+1 counters and a
	// boost until end of turn (Avenger of Zendikar, Steppe Lynx). What they do can trigger
	// more (mana added, a permanent untapped, one entering): the lands
	// question counts those events (asking.events).
	reNoLandPlays = regexp.MustCompile(`^(?:if [^,]+, )?(?:you may )?(?:add (?:one mana of any color|\{[WUBRGC]\}(?:\{[WUBRGC]\})*)|untap (?:it|that land|that permanent|target land)|investigate|create (?:a|an|two|three|X) [^.]*tokens?(?: with [a-z]+)?|(?:you )?gain (?:one|two|three|1|2|3) life(?: and draw a card)?|(?:you|that player) draws? a card|pay \{[0-9]\}\. If you do, draw a card|scry (?:one|1)|put a \+1/\+1 counter on (?:this|each [A-Z][a-z]+ creature you control)|this gets \+[0-9]/\+[0-9] until end of turn|this deals (?:[0-9]+|one|two|three) damage to (?:you|that player|that land's controller|each opponent|each player|target player)|(?:you may )?put (?:a|one|two|X) \+1/\+1 counters? on this(?:, where X is that creature's power)?)\.(?: \([^)]*\))?$`)
	// reOpponentToken: an effect that only gives an opponent a token
	// (Forbidden Orchard). It targets, so its trigger is no mana ability
	// (605.1a) and resolves after the mana is made and any cost is paid.
	reOpponentToken = regexp.MustCompile(`^target opponent creates (?:a|an|two) [^.]*tokens?\.$`)
	// reDamageOpponents: an effect that only deals damage to each
	// opponent (Zhur-Taa Druid).
	reDamageOpponents = regexp.MustCompile(`^(?:it|this) deals (?:[0-9]+|one|two|three) damage to each opponent\.$`)
	// reDrawsOnly: an effect that only has its controller draw cards
	// (Chromatic Star, Terrarion, Fallowsage).
	reDrawsOnly = regexp.MustCompile(`^(?:you )?(?:may )?draw (?:a card|two cards|three cards)\.$`)
	// reNextUntapOnly: a trigger whose whole effect is that a permanent
	// doesn't untap during a later untap step (Vorinclex, Voice of Hunger).
	// reCastDrawGain: a cast trigger that only draws cards and gains life
	// (Hydroid Krasis).
	reCastDrawGain = regexp.MustCompile(`^When you cast this spell, (?:you gain half X life and draw half X cards\. Round down each time|you gain (?:\w+|half X) life|draw (?:a card|two cards|three cards|half X cards))\.$`)
	// reStateSacrificeSelf: a state trigger (603.8) that only sacrifices
	// its own permanent (Dandân, Covetous Dragon, Tethered Griffin).
	reStateSacrificeSelf = regexp.MustCompile(`^When you control no [^,]+, sacrifice this\.$`)
	// nextUntapWhose: the lands whose tapping for mana a reNextUntapOnly
	// trigger watches, as manaTriggerWatches reads them.
	nextUntapWhose = map[string]string{
		"an opponent taps a land for mana": "opponent land",
		"a player taps a land for mana":    "any player",
		"you tap a land for mana":          "you",
	}
	reNextUntapOnly = regexp.MustCompile(`^Whenever [^,]+, (?:that land|that permanent|that creature|it) doesn't untap during its controller's next untap step\.$`)
	reOnlyXCost     = regexp.MustCompile(`^Whenever [^,]+ activate an ability, if that spell's mana cost or that ability's activation cost contains \{X\}, `)
)

func compileTriggered(a *Ability, s string) bool {
	if compileUpkeep(a, s) {
		return true
	}
	if compileYouTapTrigger(a, s) || compileChosenColorTrigger(a, s) || compileExert(a, s) {
		return true
	}
	if s == "Whenever a land with the same name as the exiled card is tapped for mana, its controller adds one mana of any type that land produced." {
		// Extraplanar Lens: the card its imprint ability exiled is the
		// board's "exiled CARD" (607.2a).
		a.Kind = KindManaTrigger
		a.Trigger = &TriggerSpec{Event: TriggerTapForMana, Effect: "its controller adds one mana of any type that land produced.", Whose: "exiled name", ProducedType: true}
		return true
	}
	if m := reTapForMana.FindStringSubmatch(s); m != nil {
		a.Kind = KindManaTrigger
		t := &TriggerSpec{Event: TriggerTapForMana, Effect: m[3]}
		a.Trigger = t
		switch {
		case m[1] == "a player taps a land":
			t.Whose = "any player"
		case m[1] == "you tap a land":
			t.Whose = "you"
		case m[1] == "enchanted land is tapped":
			t.Whose = "enchanted"
		case m[1] == "enchanted Forest is tapped":
			t.Whose = "enchanted"
		case m[1] == "a player taps a snow land":
			t.Whose = "snow land"
		case m[1] == "a player taps a nonbasic land":
			t.Whose = "nonbasic land"
		case strings.HasPrefix(m[1], "a player taps "):
			t.Whose = "types:" + strings.Join(reTapTypes.FindAllString(m[1], -1), ",")
		default:
			t.Whose = "type:" + m[2]
			if m[1] == "a Forest is tapped" {
				t.Whose = "type:Forest"
			}
		}
		body := m[3]
		if r := reNoUntapRider.FindString(body); r != "" {
			// What the land does in its next untap step bears on no
			// question about now or this turn's upkeep.
			body = strings.TrimSuffix(body, r)
			t.NoUntapNext = true
		}
		switch {
		case body == "that player adds one mana of any type that land produced." || body == "add one mana of any type that land produced.":
			t.ProducedType = true
		case reProducedDamage.MatchString(body) && strings.HasPrefix(m[1], "a player taps "):
			// One mana ability: the damage is dealt as it resolves, at
			// once (605.1b, 605.4a).
			t.ProducedType = true
			n, ok := wordNumber(reProducedDamage.FindStringSubmatch(body)[1])
			t.ManaDamage = n
			if !ok || n <= 0 {
				a.Understood = false
				a.Why = "the damage " + quote(body) + " is not one the engine reads"
			}
		case reDamageTapper.MatchString(body) && strings.HasPrefix(m[1], "a player taps "):
			// It adds no mana, so it is no mana ability (605.1b): it
			// waits for the stack (603.3).
			n, ok := wordNumber(reDamageTapper.FindStringSubmatch(body)[1])
			a.Kind = KindTriggered
			t.DamageTapper = n
			if !ok || n <= 0 {
				a.Understood = false
				a.Why = "the damage " + quote(body) + " is not one the engine reads"
			}
		case strings.HasPrefix(body, "its controller adds an additional "):
			rest := strings.TrimSuffix(strings.TrimPrefix(body, "its controller adds an additional "), ".")
			if m := additionalMana(rest); m != nil {
				t.Mana = m
			} else {
				a.Understood = false
				a.Why = "the mana " + quote(rest) + " is not one the engine models"
			}
		default:
			a.Understood = false
			a.Why = "the effect " + quote(body) + " is not one the engine models"
		}
		return true
	}
	if m := reBecomesTap.FindStringSubmatch(s); m != nil {
		n, ok := wordNumber(m[1])
		a.Kind = KindTriggered
		a.Trigger = &TriggerSpec{Event: TriggerBecomesTap, Damage: n, Effect: "it deals " + m[1] + " damage to you"}
		a.Understood = ok
		return true
	}
	if reDoubleX.MatchString(s) {
		// X is read where it matters: as the permanent enters.
		a.Kind = KindTriggered
		a.Trigger = &TriggerSpec{Event: TriggerOther, Effect: "doubles X of permanent spells you cast with {X} in their mana cost"}
		a.Static = &StaticSpec{Kind: StaticDoubleX}
		return true
	}
	if reOtherTrigger.MatchString(s) {
		a.Kind = KindTriggered
		a.Trigger = &TriggerSpec{Event: TriggerOther, Effect: s}
		// The trigger events, read from the trigger condition, say when
		// it can trigger (understand.go); its effect is not modelled.
		if cond, ok := triggerCondition(s); ok {
			a.Trigger.On = readEvents(cond)
			if i := strings.Index(s, cond); i >= 0 && strings.HasPrefix(s[i+len(cond):], ", if it isn't a mana ability,") {
				// Rings of Brighthearth: "Whenever you activate an
				// ability, if it isn't a mana ability, …": an
				// intervening "if" (603.4) that a mana ability never
				// meets, so it triggers on other abilities only.
				for i, ev := range a.Trigger.On {
					if ev == EventActivate {
						a.Trigger.On[i] = EventActivateNonMana
					}
				}
			}
			if strings.HasPrefix(cond, "you tap this") && reEffectAdds.MatchString(s[strings.Index(s, ", ")+2:]) {
				// A triggered mana ability of its own (106.12a) bears on
				// what it could produce too: read as bearing on all.
				a.Trigger.On = nil
			}
		}
		a.Trigger.OnlyXCost = reOnlyXCost.MatchString(s)
		if i := strings.Index(s, ", "); i > 0 {
			a.Trigger.NoLandPlays = reNoLandPlays.MatchString(s[i+2:]) && !strings.Contains(s, "copy")
			a.Trigger.PutsLandFromHand = s[i+2:] == "you may put a land card from your hand onto the battlefield."
			a.Trigger.OpponentToken = reOpponentToken.MatchString(s[i+2:]) && !strings.Contains(s, "copy")
			a.Trigger.DamageOpponents = reDamageOpponents.MatchString(s[i+2:])
			a.Trigger.DrawsOnly = reDrawsOnly.MatchString(s[i+2:])
			if cond, ok := triggerCondition(s); ok && !strings.Contains(cond, "tap") {
				// What it adds as it resolves is mana its permanent
				// could produce (CR 106.7), whatever triggers it.
				a.ResolvesMana = triggerResolvesMana(s[i+2:])
			}
		}
		if reCastDrawGain.MatchString(s) {
			// It resolves before the spell and only draws cards and
			// gains life (603.3, 608.2): nothing it does changes the
			// spell's X, its counters or its mana value.
			a.Trigger.CastDrawGainOnly = true
			return true
		}
		if a.Trigger.DamageOpponents && strings.HasPrefix(s, "Whenever you tap this for mana, ") {
			// No mana ability (it adds none, 605.1b): it goes on the stack
			// after the mana is made, and damage to opponents changes no
			// mana, land play or draw of its controller.
			return true
		}
		if reAfterMana.MatchString(s) {
			// Not modelled, but read where it bears (understand.go).
			a.Trigger.AfterMana = true
		}
		if reStateSacrificeSelf.MatchString(s) {
			// Not modelled, but read where it bears (understand.go):
			// the permanent leaves the battlefield, nothing else.
			a.Trigger.SacrificesSelfOnly = true
		}
		if reNextUntapOnly.MatchString(s) {
			// Its effect happens only in a later untap step (502.3).
			a.Trigger.NextUntapOnly = true
			if cond, ok := triggerCondition(s); ok {
				// Vorinclex, Voice of Hunger: the tap question says it
				// triggers (mana_triggers.go).
				a.Trigger.Whose = nextUntapWhose[cond]
			}
			return true
		}
		a.Understood = false
		a.Why = "the engine does not model this trigger"
		if onlyCombat(a.Trigger.On) {
			// Classified, not guessed: no question has combat
			// (understand.go), so it bears on none.
			a.Why = "the engine does not model what it does; it triggers only on attacking, blocking or combat damage, which no question has"
		}
		return true
	}
	return false
}

// reAfterMana is a trigger on a land or an artifact being tapped for
// mana that only taps lands, or destroys, returns or takes control of
// what was tapped (War's Toll, Mana Web, Storm Cauldron, Price of Glory,
// Treasure Nabber).
var reAfterMana = regexp.MustCompile(`^Whenever (?:a player|an opponent|you) taps? (?:a land|an artifact) for mana, (?:tap all lands that player controls|if it's not that player's turn, destroy that land|gain control of that artifact until the end of your next turn)\.$|^Whenever a land (?:an opponent controls )?is tapped for mana, (?:return it to its owner's hand|tap all lands that player controls that could produce any type of mana that land could produce)\.$`)

var (
	reMultiply = regexp.MustCompile(`^If you tap a permanent for mana, it produces (twice|three times|four times) as much of that mana instead\.$`)
	reSetMana  = regexp.MustCompile(`^If a land is tapped for (?:(\w+) or more )?mana, it produces ((?:\{[WUBRGC0-9]\})+) instead of any other type and amount\.$`)
	reAnyColor = regexp.MustCompile(`^If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type\.$`)
)

func compileReplacement(a *Ability, s string) bool {
	if m := reMultiply.FindStringSubmatch(s); m != nil {
		f := map[string]int{"twice": 2, "three times": 3, "four times": 4}[m[1]]
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceMultiply, Factor: f, Applies: "you tap a permanent"}
		return true
	}
	if m := reSetMana.FindStringSubmatch(s); m != nil {
		p, ok := parseSymbols(m[2])
		min := 1
		if m[1] != "" {
			n, ok2 := wordNumber(m[1])
			ok = ok && ok2
			min = n
		}
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceSetMana, Pool: p, Applies: "a land", MinAmount: min}
		if !ok {
			a.Understood = false
			a.Why = "the mana is not one the engine models"
		}
		return true
	}
	if reAnyColor.MatchString(s) {
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceAnyColor, Applies: "a basic land you control"}
		return true
	}
	if compileDrawEffect(a, s) {
		return true
	}
	if compileLifeFloor(a, s) {
		return true
	}
	if reAltCostSpells.MatchString(s) {
		// What a spell's caster may pay instead of its mana cost
		// (118.9): it bears only where a spell is cast.
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticAltCostSpells}
		return true
	}
	if m := reCastLimit.FindStringSubmatch(s); m != nil && !reCastLimitBad.MatchString(s) {
		// A restriction on casting spells that compileOnTheWay does not
		// read (601.3): it bears only where a spell is cast.
		who := "each player"
		switch m[1] + m[2] {
		case "Your opponents", "your opponents", "Each opponent":
			who = "opponents"
		case "You":
			who = "you"
		}
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticCastLimit, Who: who, OneSpell: reOneSpell.MatchString(s)}
		return true
	}
	if s == "If this would be destroyed, regenerate it." {
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceRegenerateSelf, Applies: "this being destroyed"}
		return true
	}
	if reLifeGainInstead.MatchString(s) {
		// A replacement of gaining life (614.1a): like "can't gain
		// life", it bears only where a player could gain life.
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticCantGainLife}
		return true
	}
	if reSearchLimit.MatchString(s) {
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticSearchLimit}
		a.Understood = false
		a.Why = "the engine does not model what a search finds"
		return true
	}
	for _, r := range classedReplacements {
		if r.re.MatchString(s) {
			// Not modelled, but classified by where it applies
			// (understand.go).
			a.Kind = KindReplacement
			a.Replacement = &ReplacementSpec{Kind: r.kind, Applies: r.applies}
			a.Understood = false
			a.Why = r.why
			return true
		}
	}
	if m := reDamageMore.FindStringSubmatch(s); m != nil && !rePreventBad.MatchString(m[1]) && oneClause(m[1]) {
		// Furnace of Rath's "deals double that damage", Torbran's
		// "that much damage plus 2": read as a prevention effect is,
		// by whom the damage would be dealt to (compile_prevent.go).
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticPlayerDamage, KeepsPT: true}
		if permanentsOnly(m[1]) {
			a.Static.Kind = StaticNoEffect
		}
		return true
	}
	if strings.HasPrefix(s, "If ") && strings.Contains(s, " instead") && !reSelfEnterReplace.MatchString(s) {
		a.Kind = KindReplacement
		a.Understood = false
		a.Why = "the engine does not model this replacement effect"
		return true
	}
	return false
}

// reDamageMore is a replacement effect that makes damage dealt to
// something more ("If a source would deal damage to a permanent or
// player, it deals double that damage to that permanent or player
// instead.", "If a red source you control would deal damage to an
// opponent or a permanent an opponent controls, it deals that much damage
// plus 2 instead."), m[1] what the damage would be dealt to.
var reDamageMore = regexp.MustCompile(`^If (?:an? )?(?:[a-z]+ )?source(?: you control| an opponent controls)? would deal damage to ([^,."]+?), (?:it|that source) deals (?:double|triple|that much) (?:that )?damage(?: plus [0-9]+)?(?: to that [^,."]+?)? instead\.$`)

// reNoLandsIfCast is Rock Jockey's "You can't play lands if you've cast
// this this turn.", its name normalized.
var reNoLandsIfCast = regexp.MustCompile(`^You can't play lands if you've cast this(?: spell| creature)? this turn\.$`)

// reExtraTurnSkipped is Stranglehold's "If an opponent would begin an
// extra turn, that player skips that turn instead."
var reExtraTurnSkipped = regexp.MustCompile(`^If (?:an opponent|a player) would begin an extra turn, that player skips that turn instead\.$`)

// reSearchLimit is an effect that stops or narrows searching libraries,
// and does nothing else.
var reSearchLimit = regexp.MustCompile(`^(?:Your opponents|Players) can't search libraries\.(?: Any player may pay \{2\} for that player to ignore this effect until end of turn\.)?$|^If an opponent would search a library, that player searches the top four cards of that library instead\.$|^Spells and abilities your opponents control can't cause their controller to search their library\.$`)

// reGraveyardExile: a replacement that exiles a card that would be put
// into a graveyard, and does nothing else (Rest in Peace, Leyline of the
// Void, Anafenza, the Foremost).
var reGraveyardExile = regexp.MustCompile(`^If (?:a card or token|a card|a nontoken creature an opponent owns would die or a creature card not on the battlefield) would be put into (?:a|an opponent's|your|your opponents') graveyard(?: from anywhere)?, exile (?:it|that card) instead\.$`)

// classedReplacements are replacement effects the engine does not model
// but classifies by the event they replace (614.1a): where a discarded
// card goes, which applies only as a card is discarded (701.9a); one fewer
// -1/-1 counter (Vizier of Remedies), only as such counters are put on a
// creature; an extra turn skipped (Stranglehold), which no question
// begins (614.10); a card exiled instead of put into a graveyard (Rest in
// Peace), which bears only where text speaks of graveyards or dying.
var classedReplacements = []struct {
	re      *regexp.Regexp
	kind    ReplacementKind
	applies string
	why     string
}{
	{reDiscardInstead, ReplaceDiscard, "cards you discard", "the engine does not model this replacement effect"},
	{reFewerMinusCounters, ReplaceMinusCounters, "-1/-1 counters on a creature you control", "the engine does not model this replacement effect"},
	{reExtraTurnSkipped, ReplaceExtraTurn, "extra turns", "the engine does not model extra turns"},
	{reGraveyardExile, ReplaceGraveyardExile, "cards put into graveyards", "the engine does not model this replacement effect"},
}

// reFewerMinusCounters is Vizier of Remedies' replacement.
var reFewerMinusCounters = regexp.MustCompile(`^If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead\.$`)

// reDiscardInstead: a replacement of where a card its controller discards
// goes (Nephalia Academy, Library of Leng).
var reDiscardInstead = regexp.MustCompile(`^If (?:a spell or ability an opponent controls|an effect) causes you to discard a card, [^.]+ instead of (?:putting it anywhere else|into your graveyard)\.$`)

// dawnAffected is what Celestial Dawn's color effect applies to, as a
// StaticSpec says it: its controller's nonland permanents, and the spells
// they control (pay_spend.go).
const dawnAffected = "nonland permanents you control"

// reSpendAsColor: a player may spend mana of one color as though it were
// mana of another (Sunglasses of Urza, CR 609.4b), or mana as though it
// were mana of any color for some costs only (Oath of Nissa's "to cast
// planeswalker spells", Quicksilver Elemental's "to pay the activation
// costs of …").
var reSpendAsColor = regexp.MustCompile(`^(?:You|Players) may spend (?:white|blue|black|red|green) mana as though it were (?:white|blue|black|red|green) mana\.$|^(?:You|Players) may spend (?:(?:white|blue|black|red|green) )?mana as though it were mana of any (?:color|type) to (?:cast|pay) [^.]+\.$`)

var (
	reExtraLands = regexp.MustCompile(`^(Each player|You) may play (an|two|three) additional lands? (?:on|during) each of (their|your) turns\.$`)
	// reControlEnchanted: a control-changing effect on the permanent the
	// source is attached to (CR 613.1b, 303.4m).
	reControlEnchanted = regexp.MustCompile(`^You control enchanted (?:creature|permanent|land|artifact|artifact creature|Equipment|planeswalker)\.$`)
	reDawnColor        = regexp.MustCompile(`^Nonland permanents you control are (white|blue|black|red|green)\. The same is true for spells you control and nonland cards you own that aren't on the battlefield\.$`)
	reDoubleX          = regexp.MustCompile(`^Whenever you cast a permanent spell with a mana cost that contains \{X\}, double the value of X\.$`)
	// reCantGainLife: life gain prevented (CR 119.7); it bears only where
	// a player could gain life.
	reCantGainLife = regexp.MustCompile(`^(?:Your opponents|You|Players|Each opponent) can't gain life\.$`)
	// reLifeGainInstead: a replacement of a player gaining life (Sulfuric
	// Vortex, Rhox Faithmender, Tainted Remedy, Lich).
	// reAltCostSpells is an alternative cost that a permanent gives spells
	// (CR 118.9): Omniscience, Aluren, Fist of Suns, Rooftop Storm, Dream
	// Halls.
	reAltCostSpells = regexp.MustCompile(`^(?:(?:You|Any player) may cast [a-zA-Z0-9 ]*spells(?: [a-zA-Z0-9 ]+)? without paying (?:their|its) mana costs?(?: and as though they had flash)?|You may pay (?:\{[0-9WUBRGC]\})+ rather than pay the mana cost for [a-zA-Z ]*spells (?:that )?you cast|Rather than pay the mana cost for a spell, its controller may discard a card that shares a color with that spell)\.$`)
	// reCastLimit: a restriction on casting spells, by who casts them
	// (m[1], or m[2] after a condition) or by the spells
	// ("Spells with the chosen name can't be cast."), that
	// compileOnTheWay does not read: Meddling Mage, Rule of Law,
	// Teferi, Time Raveler, Iona, Void Winnower, Ethersworn Canonist.
	reCastLimit = regexp.MustCompile(`^(?:(Players|Each player|Your opponents|Each opponent|You|Defending player)(?: who [^.,]+)?|(?:As long as [^,.]+|During your turn), (your opponents|players|defending player)) (?:can't cast [^.]+|can cast spells only [^.]+)\.$|^(?:[A-Z][a-z]+ )?[Ss]pells with [^.]+ can't be cast\.$`)
	// reCastLimitBad: a restriction that names more than casting
	// spells: activating abilities or playing lands (Grand Abolisher,
	// Null Chamber), or a spell's restriction on casting itself (Serra
	// Avenger's "You can't cast this spell during your first, second,
	// or third turns of the game.", read where it is cast).
	// reOneSpell: a cast limit of one spell each turn, or of one of a
	// kind after the first (Rule of Law, Ethersworn Canonist).
	reOneSpell        = regexp.MustCompile(`^(?:Each player|Each opponent|You|Players) can't cast more than one spell each turn\.$|^Each player who has cast an? (?:non)?[a-z]+ spell this turn can't cast additional (?:non)?[a-z]+ spells\.$`)
	reCastLimitBad    = regexp.MustCompile(`\b(?:activate|abilities|play|played|lands? can't|this spell)\b`)
	reLifeGainInstead = regexp.MustCompile(`^If (?:a player|you|an opponent) would gain life, [^.]+ instead\.$`)
	// reCantPlayLands: "can't play lands" effects (CR 305.2, 101.2).
	reCantPlayLands    = regexp.MustCompile(`^(Players|You|Each opponent who controls more lands than you) can't play lands(?: as long as (\w+) or more lands are on the battlefield)?\.$`)
	reCantCastMoreThan = regexp.MustCompile(`^Each opponent who controls more (creatures|artifacts|enchantments) than you can't cast (creature|artifact|enchantment) spells\.(?: The same is true for (artifacts|enchantments|creatures)(?:,? and (artifacts|enchantments|creatures))?\.)?$`)
	// reNotCreatureDevotion: a Theros god (CR 700.5).
	reNotCreatureDevotion = regexp.MustCompile(`^As long as your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))? is less than (\w+), this isn't a creature\.$`)
	// reNoCombat: a restriction on attacking or blocking (506–509), a
	// boost only attacking creatures get, a requirement to attack, combat
	// damage assigned by toughness (510.1c): no question has combat.
	reNoCombat  = regexp.MustCompile(`^[Tt]his can't (?:attack|block|attack or block)(?: unless [^.;]+| alone)?\.$|^[Tt]his can't be blocked(?: by [a-z ]+| except by [a-z ]+)?\.$|^[Tt]his can't block and can't be blocked\.$|^[Tt]his can block only creatures with flying\.$|^Attacking creatures you control get \+[0-9]+/\+[0-9]+\.$|^Creatures can't attack you(?: or a planeswalker you control)? unless their controller pays \{[0-9WUBRG/P]+\} for each (?:creature they control that's attacking you|of those creatures)\.$|^Creatures can't attack you\.$|^Each creature(?: you control)? assigns combat damage equal to its toughness rather than its power\.$|^(?:All creatures|Creatures your opponents control) (?:attack|block) each combat if able\.$|^[Tt]his attacks each combat if able\.$|^Creatures with flying can block only creatures with flying\.$|^Each creature you control can block an additional creature each combat\.$`)
	reUntapStep = regexp.MustCompile(`^(?:[Tt]his doesn't untap during (?:your|its controller's) untap step(?: if it has an? [a-z]+ counter on it)?|You may choose not to untap this during your untap step|Untap all [a-z/ ]+ you control during each other player's untap step|Untap this during each other player's untap step|[A-Z][a-z]*(?: [A-Za-z0-9+/'-]+)*? (?:don't untap during their controllers' untap steps|doesn't untap during its controller's untap step)(?: (?:if|as long as|for as long as) [^.,]+)?|(?:As long as this is untapped, p|P)layers can't untap more than (?:one|two|three) (?:artifacts?|creatures?|lands?|permanents?|nonbasic lands?) during their untap steps|Players skip their untap steps)\.$`)
	// reSpellsUncounterable: "Creature spells can't be countered.",
	// "Green spells you control can't be countered.", "Spells can't be
	// countered."
	reSpellsUncounterable = regexp.MustCompile(`^(?:(?:[A-Z][a-z]+ )?spells|Spells)(?: you control| your opponents control)? can't be countered(?: by spells or abilities your opponents control)?\.$`)
	reNoEffectHere        = regexp.MustCompile(`^(You may [^.]+ rather than pay this spell's mana cost\.|Play with the top card of your library revealed\.|You may play lands from the top of your library\.|You may play the top card of your library(?: if it's a land card)?\.|You may play (?:land cards|lands) from your graveyard\.|(?:You|Players) have no maximum hand size\.|(?:Your|Each opponent's|The chosen player's) maximum hand size is (?:(?:reduced|increased) by )?(?:one|two|three|four|five|six|seven)\.|You may look at the top card of your library any time\.|Players play with the top card of their libraries revealed\.|(?:Players|Your opponents) play with their hands revealed\.|You play with your hand revealed\.|A deck can have (?:any number of|up to (?:two|three|four|five|six|seven|eight|nine)) cards named this\.|[A-Z][a-z]+(?:,? (?:and )?[a-z]+)*(?: your opponents control| played by your opponents)? enter(?: the battlefield)? tapped\.|You may cast (?:artifact |creature |green |instant |sorcery |noncreature )?spells as though they had flash\.|You may spend white mana as though it were mana of any color\. You may spend other mana only as though it were colorless mana\.|Each spell a player casts costs \{1\} more to cast for each other spell that player has cast this turn\.|` + openingHand + `)$`)
	// openingHand: an ability that begins the game with the card on the
	// battlefield functions only from the opening hand, before the first
	// turn (CR 103.6a); on the battlefield it does nothing.
	openingHand = `If this is in your opening hand(?: and you're not (?:playing|the starting player) first| and you're not the starting player)?, you may begin the game with (?:it|this) on the battlefield(?: with an? [a-z]+ counter on it)?\.(?: If you do, exile a card from your hand\.)?`
)

// compileStatic reads the static abilities the engine models. The texts
// reNoEffectHere matches are modelled as having no effect on any question
// the engine answers: revealing the top card of a library and playing
// lands from it or from a graveyard change no count of land plays (Oracle
// of Mul Daya's and Crucible of Worlds' rulings: the land still uses a
// land play, CR 305.2); beginning the game with the card on the
// battlefield happens before the first turn (103.6a); a maximum hand size, none or
// another number than seven, matters only in the cleanup step (402.2, 514.1),
// which no question contains; spending white mana
// as though it were any color changes what mana can pay for, not what is
// produced (CR 609.4b); a cost increase on spells changes no mana
// produced, no land play and no trigger; casting spells as though they had
// flash changes when a spell may be cast (702.8a), and no question casts
// one at a time it names; permanents entering tapped changes no question's
// answer: the board says which are tapped, and the enters question says
// nothing of it. The pay question reads spending
// (SpendAsWhite) and the cost increase (SpellTax) itself. The texts
// reAndNoUntap is a boost of the creature an Aura or Equipment is on,
// joined to "doesn't untap during its controller's untap step"; 1 is
// the boost.
var reAndNoUntap = regexp.MustCompile(`^((?:Equipped|Enchanted) creature gets [+-][0-9]+/[+-][0-9]+) and doesn't untap during its controller's untap step\.$`)

// untapSubjectOnly reports whether s, a text reUntapStep matches, names
// with its "… don't untap" or "… doesn't untap" only what doesn't untap:
// a verb before it is a second clause ("Lands you control can't be tapped
// for mana and don't untap …"), not a subject; nor does its condition go
// on into one ("… if they attacked this turn; lands you control …").
func untapSubjectOnly(s string) bool {
	for _, verb := range []string{" don't untap during", " doesn't untap during"} {
		if subject, rest, ok := strings.Cut(s, verb); ok {
			return nounsOnly(subject) && oneClause(rest)
		}
	}
	return true
}

// entersTappedSubjectOnly reports whether s, where it is reNoEffectHere's
// "… enter tapped.", names with its subject only what enters tapped
// ("Creatures you control have haste and creatures your opponents control
// enter tapped." does more).
func entersTappedSubjectOnly(s string) bool {
	for _, verb := range []string{" enter tapped.", " enter the battlefield tapped."} {
		if subject, ok := strings.CutSuffix(s, verb); ok {
			return nounsOnly(subject)
		}
	}
	return true
}

// reUntapStep matches act only in the untap step (CR 502.3), which no
// question contains: a permanent is tapped or untapped as the board says.
// reSpellCostFloor is a least total cost of every spell while the
// permanent is untapped (Trinisphere).
var reSpellCostFloor = regexp.MustCompile(`^As long as this is untapped, each spell that would cost less than (\w+) mana to cast costs (\w+) mana to cast\.$`)

// reSpellCostNotOwnTurn is an increase of every spell's cost but on its
// controller's turn (Defense Grid).
var reSpellCostNotOwnTurn = regexp.MustCompile(`^Each spell costs \{([0-9]+)\} more to cast except during its controller's turn\.$`)

// spellCostFloorRead is the least total cost a reSpellCostFloor match
// sets, 0 where its two numbers are not one number the engine reads.
func spellCostFloorRead(m []string) int {
	a, aok := wordNumber(m[1])
	b, bok := wordNumber(m[2])
	if !aok || !bok || a != b {
		return 0
	}
	return a
}

// spellTypeWords are the card types a StaticSpellCost may name.
var spellTypeWords = map[string]string{"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker"}

// spellColorWords are the colors a StaticSpellCost may name.
var spellColorWords = map[string]Color{"white": White, "blue": Blue, "black": Black, "red": Red, "green": Green}

// reTargetLimit: a restriction on what spells or abilities can target, of
// one sentence: "this can't be the target of Aura spells.", "Creatures can't
// be the targets of spells.", "Creatures you control can't be the targets
// of blue spells or abilities from blue sources."
var reTargetLimit = regexp.MustCompile(`^(?:this|[A-Z][a-z]+(?: (?:you control|your opponents control|on the battlefield and [a-z]+ cards in graveyards))?) can't be the targets? of ([^."]+)\.$`)

// reTargetLimitBad: a second verb phrase after the restriction ("and
// can't be blocked", "and gets +1/+1").
var reTargetLimitBad = regexp.MustCompile(`\b(?:and|gets?|has|have|is|are|loses?|gains?)\b`)

// targetLimit reports whether s is a reTargetLimit restriction alone.
func targetLimit(s string) bool {
	m := reTargetLimit.FindStringSubmatch(s)
	return m != nil && !reTargetLimitBad.MatchString(m[1]) && oneClause(m[1])
}

// reCantActivate: "Activated abilities of artifacts your opponents control
// can't be activated." (CR 602.5), with any subject parseSubject reads.
var reCantActivate = regexp.MustCompile(`^Activated abilities of (.+?) can't be activated( unless they're mana abilities)?\.$`)

// reEnchantedCantActivate: an Aura that stops the activated abilities of
// the permanent it enchants (Arrest, Faith's Fetters, Encrust, Detainment
// Spell; CR 602.5), beside a restriction on attacking or blocking or on
// untapping that no question here reads: the permanent it names, and the
// rider that leaves mana abilities.
var reEnchantedCantActivate = regexp.MustCompile(`^Enchanted (creature|permanent|artifact|land)(?:'s activated abilities| (?:can't attack or block|can't block|doesn't untap during its controller's untap step),? and its activated abilities) can't be activated( unless they're mana abilities)?\.$`)

func compileStatic(a *Ability, s string) bool {
	if m := reAndNoUntap.FindStringSubmatch(s); m != nil && compileStatic(a, m[1]+".") {
		// "Equipped creature gets +4/+2 and doesn't untap during its
		// controller's untap step." (Vulshok Gauntlets): the untap acts
		// only in an untap step (502.3), which no question spans, as
		// reUntapStep's texts; the boost is read alone.
		return true
	}
	st := &StaticSpec{}
	switch {
	case s == "You have hexproof." || s == "You have shroud.":
		st.Kind = StaticPlayerKeyword
		st.PlayerKeyword = strings.TrimSuffix(strings.TrimPrefix(s, "You have "), ".")
	case reEnchantedCantActivate.MatchString(s):
		m := reEnchantedCantActivate.FindStringSubmatch(s)
		sub := Subject{Text: "enchanted " + m[1], Enchanted: true}
		if t := cardTypeWords[m[1]]; t != "" {
			sub.Types = []string{t}
		}
		st.Kind = StaticCantActivate
		st.Subject = &sub
		st.Affected = sub.Text
		st.NonManaOnly = m[2] != ""
	case reExtraLands.MatchString(s):
		m := reExtraLands.FindStringSubmatch(s)
		st.Kind = StaticExtraLands
		st.Lands, _ = wordNumber(m[2])
		st.Who = map[string]string{"Each player": "each player", "You": "you"}[m[1]]
	case s == "You may play any number of lands on each of your turns.":
		// Fastbond (CR 305.2).
		st.Kind = StaticExtraLands
		st.Who = "you"
		st.AnyLands = true
	case reControlEnchanted.MatchString(s):
		st.Kind = StaticControl
	case s == "All cards that aren't on the battlefield, spells, and permanents are colorless.":
		// Mycosynth Lattice: a color-setting effect of layer 5 on every
		// permanent (CR 613.1e, 105.2c).
		st.Kind = StaticColor
		st.Affected = "permanents, spells and cards that aren't on the battlefield"
		st.AllColorless = true
	case s == "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.":
		// Painter's Servant: a color-adding effect of layer 5 on every
		// permanent, of the color chosen as it entered (CR 613.1e,
		// 607.2d, 105.2c).
		st.Kind = StaticColor
		st.Affected = "permanents, spells and cards that aren't on the battlefield"
		st.AddChosenColor = true
	case s == "Players may spend mana as though it were mana of any color." || s == "You may spend mana as though it were mana of any color.":
		// It changes only what pays a cost (609.4b): Mycosynth
		// Lattice's for every player, Chromatic Orrery's for its
		// controller.
		st.Kind = StaticNoEffect
		st.SpendAsAny = true
		st.SpendAnyAll = strings.HasPrefix(s, "Players")
	case reNoLandsIfCast.MatchString(s):
		// Rock Jockey: a permanent that did not enter this turn was
		// not cast this turn.
		st.Kind = StaticNoEffect
		st.NoLandsIfCast = true
	case reSpendAsColor.MatchString(s):
		// Sunglasses of Urza's "You may spend white mana as though it
		// were red mana." and Oath of Nissa's spending for planeswalker
		// spells change, like the others, only what pays a cost
		// (609.4b).
		st.Kind = StaticNoEffect
		st.SpendOneAs = true
	case reDawnColor.MatchString(s):
		c, _ := colorFromWord(reDawnColor.FindStringSubmatch(s)[1])
		st.Kind = StaticColor
		st.Affected = dawnAffected
		st.Color = c
	case reNotCreatureDevotion.MatchString(s):
		m := reNotCreatureDevotion.FindStringSubmatch(s)
		st.Kind = StaticNotCreatureDevotion
		for _, w := range m[1:3] {
			if c, ok := colorFromWord(w); ok {
				st.Devotion = append(st.Devotion, c)
			}
		}
		n, ok := wordNumber(m[3])
		if !ok {
			a.Understood = false
			a.Why = "the devotion is not a number the engine reads"
		}
		st.Below = n
	case reCantGainLife.MatchString(s):
		st.Kind = StaticCantGainLife
	case compileCantLose(st, s):
	case compileLifeBan(st, s):
	case s == "Lands can't enter the battlefield." || s == "Lands can't enter.":
		// Worms of the Earth: a land played is put onto the battlefield
		// (305.1); one that can't enter can't be played.
		st.Kind = StaticNoLandPlays
		st.Who = "each player"
	case reCantPlayLands.MatchString(s):
		m := reCantPlayLands.FindStringSubmatch(s)
		st.Kind = StaticNoLandPlays
		st.Who = map[string]string{"Players": "each player", "You": "you"}[m[1]]
		if st.Who == "" {
			st.Who = "opponents with more lands"
		}
		if m[2] != "" {
			n, ok := wordNumber(m[2])
			if !ok || n <= 0 {
				return false
			}
			st.LandsOnBattlefield = n
		}
	case reCantCastMoreThan.MatchString(s):
		m := reCantCastMoreThan.FindStringSubmatch(s)
		if strings.TrimSuffix(m[1], "s") != m[2] {
			return false
		}
		st.Kind = StaticCantCast
		st.Who = "opponents with more"
		for _, t := range m[1:] {
			if t != "" && !has(st.MoreThan, strings.TrimSuffix(t, "s")) {
				st.MoreThan = append(st.MoreThan, strings.TrimSuffix(t, "s"))
			}
		}
		st.Affected = "spells"
	case s == "During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures, or enchantments.":
		// Grand Abolisher: its controller's opponents' spells, read as
		// Dragonlord Dromoka's, and the abilities of their artifacts,
		// creatures and enchantments, which they control and activate
		// (602.2).
		st.Kind = StaticCantActivate
		for i, t := range []string{"artifacts", "creatures", "enchantments"} {
			sub, ok := parseSubject(t + " your opponents control")
			if !ok {
				return false
			}
			if i == 0 {
				st.Subject = &sub
			} else {
				st.OrSubjects = append(st.OrSubjects, &sub)
			}
		}
		st.Affected = "artifacts, creatures, and enchantments your opponents control"
		st.DuringTurn = true
		st.Cast = &StaticSpec{Kind: StaticCantCast, Who: "opponents", Affected: "spells during its controller's turn"}
	case reCantActivate.MatchString(s):
		m := reCantActivate.FindStringSubmatch(s)
		// "artifacts and creatures" (Damping Matrix) is two subjects.
		var subs []Subject
		for _, part := range strings.Split(m[1], " and ") {
			if part == "sources with the chosen name" {
				// Pithing Needle, Phyrexian Revoker: the card name
				// chosen as it entered (607.2d).
				subs = append(subs, Subject{Text: part, ChosenName: true})
				continue
			}
			sub, ok := parseSubject(part)
			if !ok || sub.Self || sub.Equipped || sub.Enchanted {
				return false
			}
			subs = append(subs, sub)
		}
		st.Kind = StaticCantActivate
		st.Subject = &subs[0]
		for i := range subs[1:] {
			st.OrSubjects = append(st.OrSubjects, &subs[1+i])
		}
		st.Affected = m[1]
		st.NonManaOnly = m[2] != ""
	case s == "Creatures entering the battlefield don't cause abilities to trigger." || s == "Creatures entering don't cause abilities to trigger.":
		st.Kind = StaticNoEntersTriggers
	case reMoreEntersTriggers.MatchString(s):
		st.Kind = StaticMoreEntersTriggers
	case s == "If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.":
		st.Kind = StaticMoreDiesTriggers
	case s == "Cards in graveyards can't be the targets of spells or abilities.":
		st.Kind = StaticGraveyardUntargetable
	case s == "this can't have counters put on it.":
		st.Kind = StaticNoCountersSelf
	case targetLimit(s):
		st.Kind = StaticTargetLimit
		st.TargetLimit = reTargetLimit.FindStringSubmatch(s)[1]
	case s == "You may activate abilities of creatures you control as though those creatures had haste.":
		st.Kind = StaticActivateAsHaste
	case s == "This spell can't be countered." || s == "this spell can't be countered." || s == "this can't be countered.":
		st.Kind = StaticUncounterable
	case reSpellsUncounterable.MatchString(s):
		st.Kind = StaticSpellsUncounterable
	case s == "Skip your draw step.":
		st.Kind = StaticSkipDraw
	case s == "Players skip their upkeep steps.":
		st.Kind = StaticSkipUpkeep
	case s == "Skip your upkeep step if you have no cards in hand.":
		// Gibbering Descent's hellbent (the ability word dropped, CR
		// 207.2c).
		st.Kind, st.SkipOwnNoHand = StaticSkipUpkeep, true
	case compileSpellCost(st, s), compileAbilityCost(st, s):
	case reSpellCostNotOwnTurn.MatchString(s):
		n, _ := parseDigits(reSpellCostNotOwnTurn.FindStringSubmatch(s)[1])
		st.Kind, st.SpellCost, st.SpellKind, st.SpellCostNotOwnTurn = StaticSpellCost, n, "spells", true
	case reSpellCostFloor.MatchString(s) && spellCostFloorRead(reSpellCostFloor.FindStringSubmatch(s)) > 0:
		st.Kind, st.SpellKind = StaticSpellCost, "spells"
		st.SpellCostAtLeast = spellCostFloorRead(reSpellCostFloor.FindStringSubmatch(s))
	case reNoEffectHere.MatchString(s) && entersTappedSubjectOnly(s), reUntapStep.MatchString(s) && !rePTChange.MatchString(s) && untapSubjectOnly(s), reNoCombat.MatchString(s) && afterOneClause(s, " unless "), isCombatOnly(s), reElsewhere.MatchString(s):
		// An untap-step text that also changes power or toughness
		// (Vulshok Gauntlets' "gets +4/+2 and doesn't untap") is more
		// than untap text.
		st.Kind = StaticNoEffect
		st.KeepsPT = isCombatOnly(s) || reElsewhere.MatchString(s)
		st.SpendAsWhite = strings.HasPrefix(s, "You may spend white mana as though")
		st.SpellTax = strings.HasPrefix(s, "Each spell a player casts costs ")
	case compileCondUnread(a, st, s):
	case compilePrevent(st, s):
	case reDefinesPT.MatchString(s) && afterOneClause(s, " equal to "):
		st.Kind = StaticDefinesPT
	case compileLoseAll(st, s):
	case compileSubjectOnly(a, st, s):
	default:
		if compileGrantOrType(a, s) {
			// A boost with combat keywords whose subject or condition is
			// not read (compile_raise.go).
			if b := (&Ability{Index: a.Index, Text: a.Text}); !a.Understood && compileRaiseCombat(b, s) {
				*a = *b
			}
			return true
		}
		return compileRaisePT(a, s) || compileRaiseCombat(a, s) || compileEquippedUnread(a, s)
	}
	a.Kind = KindStatic
	a.Static = st
	return true
}

var basicLandTypes = []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}

// basicLandColor is the color of mana each basic land type's intrinsic
// ability adds (CR 305.6).
var basicLandColor = map[string]Color{"Plains": White, "Island": Blue, "Swamp": Black, "Mountain": Red, "Forest": Green}

func quote(s string) string { return "\u201c" + s + "\u201d" }

// onlyCombat reports whether a trigger condition read names only combat
// events (attacking, blocking, combat damage).
func onlyCombat(evs []GameEvent) bool {
	for _, ev := range evs {
		if ev != EventCombat {
			return false
		}
	}
	return len(evs) > 0
}

// reMoreEntersTriggers is Panharmonicon's and Yarok, the Desecrated's
// "If an artifact or creature (a permanent) entering the battlefield
// causes a triggered ability of a permanent you control to trigger, that
// ability triggers an additional time." (StaticMoreEntersTriggers).
var reMoreEntersTriggers = regexp.MustCompile(`^If (?:an artifact or creature|a permanent) entering(?: the battlefield)? causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time\.$`)

// printedWhy is a reason with the card's own name where the text it
// quotes, read as normalised, says "this" for the card: "the mana effect
// “Add one mana of Jeweled Amulet's last noted type.”", not "this's".
func printedWhy(name, why string) string {
	if !strings.Contains(why, "this") {
		return why
	}
	var b strings.Builder
	for {
		i := strings.Index(why, "\u201c")
		if i < 0 {
			break
		}
		j := strings.Index(why[i:], "\u201d")
		if j < 0 {
			break
		}
		j += i
		b.WriteString(why[:i])
		b.WriteString(namedForThis(reThisQuoted, why[i:j], name))
		why = why[j:]
		b.WriteString(why[:len("\u201d")])
		why = why[len("\u201d"):]
	}
	b.WriteString(why)
	return b.String()
}

// namedForThis is s with the card's name for each "this" re finds ("this's"
// its possessive), a match of more words ("this ability") kept, and one
// inside straight quotes kept: an ability the card gives another object
// ("They each have flying and "This creature can't be enchanted."") speaks
// of that object.
func namedForThis(re *regexp.Regexp, s, name string) string {
	var b strings.Builder
	last := 0
	for _, at := range re.FindAllStringIndex(s, -1) {
		m := s[at[0]:at[1]]
		if strings.Contains(m, " ") || strings.Count(s[:at[0]], `"`)%2 == 1 {
			continue
		}
		b.WriteString(s[last:at[0]])
		if m == "this's" {
			b.WriteString(Possessive(name))
		} else {
			b.WriteString(name)
		}
		last = at[1]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// reThisQuoted is "this" in a normalised text, or followed by a noun that
// is not the card ("this mana", "this one", "this process").
var reThisQuoted = regexp.MustCompile(`\bthis(?:'s)?\b(?: (?:abilit(?:y|ies)|turn|way|spell|game|mana|one|process|card|cards|cost|combat|phase|step|activation|effect|damage|emblem|token|choice|time|amount|number|life|counters?|type|color|name|list|card's)\b)?`)
