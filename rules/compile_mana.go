package rules

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// reGrantUnquoted is the start of a cost that is really a grant of an
// ability written without the quotation marks the engine reads: "Lands
// you control have {T}", "Each Forest has {T}", "have «{T}", "have the
// ability {T}"; 1 is what gets it, 2 the granted cost's start.
var reGrantUnquoted = regexp.MustCompile(`^(.+?) (?:have|has)\b:? ?((?:the abilit(?:y|ies) )?(?:[^\w\s]|[A-Z]).*)$`)

// reCostLike is text that begins as a cost does: a symbol, a loyalty
// number, or a verb of paying (CR 118.1, 602.1a).
var reCostLike = regexp.MustCompile(`^(?:[A-Z][a-z']+(?: [a-z']+)* [\x{2014}-] )?(?:\{|\[|[+\x{2212}-]?[0-9X]|(?i:sacrifice|discard|pay|exile|remove|tap|untap|return|put|reveal|mill|collect|forage|exert|choose|turn|shuffle|draw|lose|search|cycling|equip|crew|[a-z]+ing\b|an? ))`)

func compileActivated(a *Ability, s string) bool {
	costText, effect, ok := splitCost(s)
	if !ok {
		return false
	}
	cost, bad, ok := parseCost(costText)
	if !ok {
		// Not an activated ability after all if the "cost" is prose.
		if strings.Contains(costText, ".") {
			return false
		}
		if m := reGrantUnquoted.FindStringSubmatch(costText); m != nil {
			// "Lands you control have {T}: Add {B}.": an ability
			// given to other permanents, written without quotation
			// marks, so not this permanent's own: what it gives is
			// not read, and it bears wherever a static ability may.
			a.Kind = KindStatic
			a.Understood = false
			a.Why = "it gives " + lowerFirst(m[1]) + " an ability written without quotation marks (" + quote(strings.TrimSpace(s[len(m[0])-len(m[2]):])) + "), which the engine does not read; a granted ability is written in quotation marks"
			return true
		}
		if !reCostLike.MatchString(costText) {
			// "Static: …", "At the beginning of each upkeep: …": what
			// comes before the colon is no cost (CR 602.1, 118.1), so
			// the text is not known to be an activated ability, and
			// it bears wherever text may.
			a.Kind = KindUnknown
			a.Understood = false
			a.Why = "what comes before its colon, " + quote(strings.TrimSpace(costText)) + ", is not a cost, so it is not read as an activated ability (CR 602.1)"
			return true
		}
		a.Kind = KindActivated
		a.Understood = false
		a.Why = "the cost " + quote(bad) + " is not one the engine models"
		// "Exile this from your graveyard" in its cost, "Return this from
		// your graveyard" in its effect: it functions only in that zone
		// (113.6m), whatever else the engine does not read.
		a.FromZone = fromZone(s)
		if reEffectAdds.MatchString(withoutGranted(effect)) && !reTargets.MatchString(effect) && !strings.Contains(costText, "{T}") && a.FromZone == "" {
			// What it would add, costs ignored (CR 106.7). With no {T}
			// in its cost it is not tapping a permanent for mana
			// (106.12), so no replacement effect on that applies.
			a.ResolvesMana = resolvesMana(effect)
		}
		return true
	}
	a.Cost = cost
	if m := reNoMoreThan.FindStringSubmatch(effect); m != nil {
		effect = strings.TrimSpace(effect[:len(effect)-len(m[0])])
		n, ok := wordNumber(m[1])
		a.Restriction = Restriction{Text: strings.TrimSpace(m[0]), PerTurn: n}
		if !ok {
			a.Understood = false
			a.Why = "the restriction " + quote(strings.TrimSpace(m[0])) + " is not one the engine models"
		}
	}
	if m := reAnyPlayerOnly.FindStringSubmatch(effect); m != nil {
		// The restriction binds the player who activates it: "they"
		// is that player, as "you" is in "Activate only …" (602.5).
		effect = strings.TrimSpace(effect[:len(effect)-len(m[0])])
		r, ok := parseRestriction(reTheyActivator.Replace(m[1]))
		r.Text = strings.TrimSpace(m[0])
		r.AnyPlayer = true
		a.Restriction = r
		if !ok || r.Sorcery && r.Turn != "" {
			a.Understood = false
			a.Why = "the restriction " + quote(r.Text) + " is not one the engine models"
		}
	}
	if m := reActivateOnly.FindStringSubmatch(effect); m != nil {
		effect = strings.TrimSpace(effect[:len(effect)-len(m[0])])
		r, ok := parseRestriction(m[1])
		a.Restriction = r
		if !ok {
			a.Understood = false
			a.Why = "the restriction " + quote(r.Text) + " is not one the engine models"
		}
	}
	a.FromZone = fromZone(costText + ": " + effect)
	if rePoolMana.MatchString(effect) && !reEffectAdds.MatchString(effect) && !cost.Loyalty && !strings.Contains(strings.ToLower(effect), "target") {
		// Doubling Cube's "Double the amount of each type of unspent mana
		// you have.": it adds mana, so it is a mana ability (CR 605.1a,
		// and the card's ruling of 2004-12-01), whose mana is what the
		// pool holds as it resolves.
		a.Kind = KindMana
		a.Understood = false
		a.Why = "it adds mana according to the mana already in a mana pool, which the engine does not model"
		return true
	}
	if own := withoutGranted(effect); !reEffectAdds.MatchString(own) && !cost.Loyalty && !reTargets.MatchString(effect) && speaksOfMakingMana(effect, own) {
		// "Double the amount of {G} you have", "Produce {B}", "{T}: B",
		// "{T}: You get one mana.": it speaks of mana without "Add" and
		// has no target, so it may add mana and be a mana ability
		// (605.1a), which the engine does not read.
		a.Kind = KindMana
		a.Understood = false
		a.Why = "its effect speaks of mana without adding it as the engine reads (\u201cAdd \u2026\u201d), so whether and what it adds is not known"
		return true
	}
	if !reEffectAdds.MatchString(withoutGranted(effect)) || cost.Loyalty {
		// A loyalty ability is not a mana ability, even one that adds
		// mana (CR 605.1a): it uses the stack.
		a.Kind = KindActivated
		if reEffectAdds.MatchString(effect) && a.Understood {
			a.ResolvesMana = resolvesMana(effect)
		}
		return true
	}
	if movesLibraryCard(cost, costText, effect) {
		// Since 2024 an ability whose cost or effect moves a card to or
		// from a library is not a mana ability, even one that adds mana
		// (CR 605.1a; Chromatic Sphere's "Draw a card", Millikin's milled
		// card): it uses the stack, as a loyalty ability does, and its
		// permanent is not "tapped for mana" (106.12).
		a.Kind = KindActivated
		a.NotManaAbility = "its cost or effect moves a card to or from a library"
		if a.Understood {
			a.ResolvesMana = resolvesMana(effect)
		}
		return true
	}
	if targetsInEffect(effect) {
		// An ability with a target is not a mana ability, even one that
		// adds mana (CR 605.1a; Deathrite Shaman's "Exile target land
		// card from a graveyard. Add one mana of any color."): it uses
		// the stack, as a loyalty ability does.
		a.Kind = KindActivated
		a.NotManaAbility = "it has a target"
		if a.Understood {
			a.ResolvesMana = resolvesMana(effect)
		}
		return true
	}
	a.Kind = KindMana
	if cost.FromHand {
		// It functions only in the hand (CR 113.6m): on the battlefield it
		// adds no mana and can't be activated.
		a.Kind = KindActivated
	}
	spec, why := compileManaEffect(effect)
	a.Mana = spec
	if why == "" {
		why = manaNeedsCost(spec, cost)
	}
	if why != "" && a.Understood {
		a.Understood = false
		a.Why = why
	}
	return true
}

// reFromZone finds an effect that moves the card with the ability out of
// its owner's graveyard (Reassembling Skeleton's "Return this from your
// graveyard to the battlefield tapped."), out of exile or out of its
// owner's hand ("Put this on top of your library from your graveyard":
// Champion of Stray Souls), or out of the command zone ("Put this onto
// the battlefield from the command zone": Derevi, Empyrial Tactician); 1
// is the zone.
var reFromZone = regexp.MustCompile(`(?i)\b(?:return|put|exile|shuffle) this (?:card )?(?:on top of (?:your|its owner's) library |onto the battlefield )?from (your graveyard|exile|your hand|the command zone)\b`)

// fromZone is the zone an ability's text moves its own card out of, in
// which alone it functions (CR 113.6m): "graveyard", "hand", "exile" or
// "command zone";
// "" where it moves it from none, or where a part of the text before puts
// it into that zone first ("Sacrifice this: Return this from your
// graveyard to your hand", the exception of 113.6m).
func fromZone(text string) string {
	loc := reFromZone.FindStringSubmatchIndex(text)
	zone := ""
	switch {
	case loc != nil:
		zone = strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(text[loc[2]:loc[3]]), "your "), "the ")
	case reDiscardThis.MatchString(text):
		// Channel's and bloodrush's "Discard this": to discard is to
		// move a card from its owner's hand (701.9a).
		loc, zone = reDiscardThis.FindStringIndex(text), "hand"
	default:
		return ""
	}
	if rePutsIntoZone[zone] != nil && rePutsIntoZone[zone].MatchString(text[:loc[0]]) {
		return ""
	}
	return zone
}

// rePutsIntoZone is, by zone, text that puts an ability's own card into
// it: a sacrifice or a discard puts it into its owner's graveyard.
var rePutsIntoZone = map[string]*regexp.Regexp{
	"graveyard": regexp.MustCompile(`(?i)\b(?:sacrifice|discard) this\b|\bput this into (?:your|its owner's) graveyard\b`),
	"exile":     regexp.MustCompile(`(?i)\bexile this\b`),
	"hand":      regexp.MustCompile(`(?i)\breturn this to (?:your|its owner's) hand\b`),
}

// withoutGranted is an effect without the abilities in quotes it gives
// to objects ("Create three 1/1 colorless Eldrazi Scion creature tokens.
// They have \"Sacrifice this creature: Add {C}.\""): the mana such an
// ability adds is the token's, not the effect's, so the effect is no mana
// ability for it (CR 605.1a, 113.1).
func withoutGranted(effect string) string {
	if !strings.Contains(effect, "\"") {
		return effect
	}
	return reQuoted.ReplaceAllString(effect, "")
}

var reQuoted = regexp.MustCompile(`"[^"]*"`)

// reEffectAdds finds an effect that may add mana: "Add", "add", "adds"
// anywhere ("That player adds {G}{G}{G}."). Such an ability is read as a
// mana ability, exactly or not at all, never as one that adds nothing.
var reEffectAdds = regexp.MustCompile(`(?i)\badds?\b`)

// rePoolMana finds an effect that makes mana from the mana in a pool
// without the word "add": "Double the amount of each type of unspent mana
// you have."
// speaksOfMakingMana reports whether an effect (own: without the abilities
// in quotes it gives) speaks of mana that it may make: a mana symbol of a
// type, unless it pays, or makes mana be produced "instead" (Deep Water,
// a replacement effect's, read as such); only mana letters; or words of
// making mana, not of spending it.
func speaksOfMakingMana(effect, own string) bool {
	return reManaWords.MatchString(own) && !strings.Contains(strings.ToLower(effect), "pay") && !strings.Contains(effect, "instead") ||
		reBareMana.MatchString(effect) || reSpeaksOfMaking.MatchString(own) && !reSpendMana.MatchString(effect)
}

// reBareMana is an effect that is only mana letters: "B", "GG.",
// "W or U".
var reBareMana = regexp.MustCompile(`^\s*[WUBRGC]+(?:(?:,| or| and)\s*[WUBRGC]+)*\s*\.?\s*$`)

// reSpeaksOfMaking is an effect that speaks of making mana in other words than
// "add": "Double your mana", "You get one mana", "produces two mana".
var reSpeaksOfMaking = regexp.MustCompile(`(?i)\b(?:double|triple|produces?|makes?|gets?|gains?|gives?|creates?)\b[^.]*\bmana\b|\bmana\b[^.]*\b(?:doubles?|triples?)\b`)

// reSpendMana is an effect that speaks of mana spent or to be spent, not
// of making it: North Star's "you may spend mana as though", Jeweled
// Amulet's "the type of mana spent", Deep Water's "produces {U} instead".
var reSpendMana = regexp.MustCompile(`(?i)\bspen[dt]\b|\binstead\b|\bas though\b|\bmana (?:value|cost|abilit|symbol)`)

// reManaWords is an effect's mana symbol of a type: "{G}", "{C}".
var reManaWords = regexp.MustCompile(`\{[WUBRGCS]\}`)

var rePoolMana = regexp.MustCompile(`(?i)\b(?:double|triple)\b.*\bunspent mana\b|\bmana pool\b`)

// manaNeedsCost checks that an effect that counts what its cost removed
// has such a cost.
func manaNeedsCost(m *ManaSpec, c Cost) string {
	switch {
	case m.Kind == ManaCombination && m.Amount == 0 && m.Count == nil && !c.RemoveX:
		return "the mana effect adds X mana and its cost does not say what X is"
	case m.Kind == ManaPerCount && m.Count.Removed && !(c.RemoveAny && c.RemoveKind == m.Count.Counter):
		return "the mana effect counts counters removed by a cost that removes none of that kind"
	case m.Kind == ManaAnyOneColor && m.Count != nil && m.Count.Removed:
		switch {
		case c.RemoveX:
			m.Count.Counter = c.RemoveKind
		case c.SacrificeX != "":
			m.Count = &CountSpec{Type: c.SacrificeX, Sacrificed: true}
		default:
			return "the mana effect adds X mana and its cost does not say what X is"
		}
	}
	return ""
}

var reControlAtLeast = regexp.MustCompile(`^if you control (two|three|four|five|six|seven|eight|nine|ten) or more (artifacts|creatures|lands|enchantments|(?:white|blue|black|red|green) permanents)$`)

func parseRestriction(s string) (Restriction, bool) {
	if first, rest, ok := strings.Cut(s, " and only "); ok {
		// "during your upkeep and only once each turn": both apply.
		a, okA := parseRestriction(first)
		b, okB := parseRestriction(rest)
		r, ok := mergeRestrictions(a, b)
		r.Text = "Activate only " + s + "."
		return r, okA && okB && ok
	}
	r := Restriction{Text: "Activate only " + s + "."}
	switch {
	case s == "during your turn, before attackers are declared":
		r.Turn, r.BeforeAttackers = "yours", true
	case s == "before attackers are declared":
		r.BeforeAttackers = true
	case s == "during combat":
		r.Combat = true
	case reIfAttacking.MatchString(s):
		r.Attacking = true
		r.AttackingOnly = strings.HasSuffix(s, " is attacking")
	case s == "if it's not your turn":
		// In Two-Headed Giant a teammate's turn is the team's (CR
		// 805.4a), so a turn that is not yours is an opponent's.
		r.Turn = "opponent's"
	case s == "during any upkeep step":
		r.Step = "upkeep"
	case reHandExactly.MatchString(s):
		n, _ := wordNumber(reHandExactly.FindStringSubmatch(s)[1])
		r.Hand = &n
	case s == "if you have no cards in hand":
		n := 0
		r.Hand = &n
	case s == "as a sorcery":
		r.Sorcery = true
	case s == "any time you could cast an instant":
		r.Instant = true
	case s == "any time you could cast a sorcery":
		r.Sorcery = true
	case s == "once each turn":
		r.PerTurn = 1
	case s == "during your turn":
		r.Turn = "yours"
	case s == "during your upkeep":
		r.Turn, r.TurnStep = "yours", StepUpkeep
	case s == "during an opponent's turn":
		r.Turn = "opponent's"
	case s == "during an opponent's upkeep":
		r.Turn, r.TurnStep = "opponent's", StepUpkeep
	case s == "during your draw step":
		r.Turn, r.TurnStep = "yours", StepDraw
	case s == "during your end step":
		r.Turn, r.TurnStep = "yours", StepEnd
	case s == "during your precombat main phase":
		r.Turn, r.TurnStep = "yours", StepMain1
	case s == "during your postcombat main phase":
		r.Turn, r.TurnStep = "yours", StepMain2
	case s == "during your main phase":
		// Either main phase of its controller's turn (505.1), with
		// anything on the stack, unlike "as a sorcery" (602.5d).
		r.Turn, r.MainPhase = "yours", true
	case reCountersOnThis.MatchString(s):
		m := reCountersOnThis.FindStringSubmatch(s)
		r.Counters, _ = wordNumber(m[1])
		r.CounterKind = m[2]
	case reControlAtLeast.MatchString(s):
		m := reControlAtLeast.FindStringSubmatch(s)
		r.AtLeast, _ = wordNumber(m[1])
		// "two or more blue permanents" (Moonring Island): the color.
		r.ControlType = strings.Title(strings.TrimSuffix(strings.TrimSuffix(m[2], " permanents"), "s")) //nolint:staticcheck // one ASCII word
	case reControlOne.MatchString(s):
		w := reControlOne.FindStringSubmatch(s)[1]
		r.ControlType = strings.Title(w) //nolint:staticcheck // one ASCII word
	case reOppAtLeast.MatchString(s):
		m := reOppAtLeast.FindStringSubmatch(s)
		r.OppAtLeast, _ = wordNumber(m[1])
		r.OppType = strings.Title(strings.TrimSuffix(m[2], "s")) //nolint:staticcheck // one ASCII word
	case reMoreLands.MatchString(s):
		r.MoreLands = 1
		if m := reMoreLands.FindStringSubmatch(s); m[1] != "" {
			r.MoreLands, _ = wordNumber(m[1])
		}
	case reControlNone.MatchString(s):
		r.ControlNone = strings.Title(strings.TrimSuffix(reControlNone.FindStringSubmatch(s)[1], "s")) //nolint:staticcheck // one ASCII word
	case rePowerRestriction.MatchString(s):
		m := rePowerRestriction.FindStringSubmatch(s)
		n, _ := strconv.Atoi(m[4])
		if n < 1 {
			return r, false
		}
		of := "one"
		switch {
		case m[2] != "":
			of = "total"
		case m[3] != "":
			of = "this"
		}
		r.Power = &PowerRestriction{AtLeast: n, Of: of}
	case strings.HasPrefix(s, "during the ") && strings.HasSuffix(s, " step"):
		r.Step = strings.TrimSuffix(strings.TrimPrefix(s, "during the "), " step")
	default:
		return r, false
	}
	return r, true
}

// reOppAtLeast is "if an opponent controls four or more lands" (Tectonic
// Edge).
var reOppAtLeast = regexp.MustCompile(`^if an opponent controls (two|three|four|five|six|seven|eight|nine|ten) or more (artifacts|creatures|lands|enchantments)$`)

// reMoreLands is "if an opponent controls more lands than you" (Weathered
// Wayfarer) and "if an opponent controls at least two more lands than
// you" (Isolated Watchtower).
var reMoreLands = regexp.MustCompile(`^if an opponent controls (?:at least (two|three|four|five) )?more lands than you$`)

// reControlNone is "if you control no creatures" (Haunted Plate Mail).
var reControlNone = regexp.MustCompile(`^if you control no (artifacts|creatures|lands|enchantments)$`)

// reTheyActivator reads "they" in "Any player may activate this ability
// but only …" as the player who activates it, written "you" as in
// "Activate only …": "any time they could cast a sorcery", "during their
// turn" (Volrath's Dungeon).
var reTheyActivator = strings.NewReplacer("they could", "you could", "during their turn", "during your turn")

// reIfAttacking is a condition on a creature attacking or blocking: "if
// Gerrard Capashen is attacking", "if enchanted creature is blocking".
var reIfAttacking = regexp.MustCompile(`^if [^,]+ is (?:attacking|blocking|attacking or blocking)$`)

// reHandExactly is "if you have exactly seven cards in hand" (Library of
// Alexandria).
var reHandExactly = regexp.MustCompile(`^if you have exactly (one|two|three|four|five|six|seven|eight|nine|ten) cards? in hand$`)

// mergeRestrictions joins the two halves of "Activate only A and only B";
// false where both say the same kind of thing.
func mergeRestrictions(a, b Restriction) (Restriction, bool) {
	ok := true
	pick := func(x, y bool) bool {
		ok = ok && !(x && y)
		return x || y
	}
	a.Sorcery = pick(a.Sorcery, b.Sorcery)
	a.Instant = pick(a.Instant, b.Instant)
	a.BeforeAttackers = pick(a.BeforeAttackers, b.BeforeAttackers)
	a.Combat = pick(a.Combat, b.Combat)
	a.Attacking = pick(a.Attacking, b.Attacking)
	a.MainPhase = pick(a.MainPhase, b.MainPhase)
	for _, f := range []struct {
		x *string
		y string
	}{{&a.ControlType, b.ControlType}, {&a.Step, b.Step}, {&a.Turn, b.Turn}, {(*string)(&a.TurnStep), string(b.TurnStep)}, {&a.CounterKind, b.CounterKind}, {&a.OppType, b.OppType}, {&a.ControlNone, b.ControlNone}} {
		if *f.x == "" {
			*f.x = f.y
		} else if f.y != "" {
			ok = false
		}
	}
	for _, f := range []struct {
		x *int
		y int
	}{{&a.AtLeast, b.AtLeast}, {&a.PerTurn, b.PerTurn}, {&a.Counters, b.Counters}, {&a.OppAtLeast, b.OppAtLeast}, {&a.MoreLands, b.MoreLands}} {
		if *f.x == 0 {
			*f.x = f.y
		} else if f.y != 0 {
			ok = false
		}
	}
	if a.Power == nil {
		a.Power = b.Power
	} else if b.Power != nil {
		ok = false
	}
	if a.Hand == nil {
		a.Hand = b.Hand
	} else if b.Hand != nil {
		ok = false
	}
	return a, ok
}

// rePowerRestriction is a restriction on power: "if you control a
// creature with power 4 or greater" (ferocious), "if creatures you
// control have total power 8 or greater" (formidable), "if this's power
// is 4 or greater".
var rePowerRestriction = regexp.MustCompile(`^if (?:(you control a creature with power)|(creatures you control have total power)|(this's power is)) ([0-9]+) or greater$`)

// reControlOne is "if you control a Swamp", "if you control an artifact":
// one word that is a card type or a subtype.
var reCountersOnThis = regexp.MustCompile(`^if there are (two|three|four|five|six|seven) or more ([a-z+\-0-9/]+) counters on this$`)

var reControlOne = regexp.MustCompile(`^if you control an? ([A-Za-z]+)$`)

// manaSyms is a run of mana symbols an effect adds.
const manaSyms = `(?:\{[WUBRGC]\})+`

var (
	reAddFixed        = regexp.MustCompile(`^Add ((?:\{[WUBRGC0-9]\})+)\.$`)
	reAddOneOf        = regexp.MustCompile(`^Add (` + manaSyms + `(?:, ` + manaSyms + `)*,? or ` + manaSyms + `)\.$`)
	reAddAnyColor     = regexp.MustCompile(`^Add one mana of any color\.$`)
	reAddOneColor     = regexp.MustCompile(`^Add (two|three|four|five|six|seven|eight|nine|ten) mana of any one color\.$`)
	reAddColorCombo   = regexp.MustCompile(`^Add (two|three|four|five|six|seven|eight|nine|ten|X) mana in any combination of colors(` + whereX + `)?\.$`)
	reAddChosen       = regexp.MustCompile(`^Add one mana of the chosen color\.$`)
	reAddCould        = regexp.MustCompile(`^Add one mana of any (type|color) that a land (you control|an opponent controls) could produce\.$`)
	reAddSacrificed   = regexp.MustCompile(`^Add one mana of any (type|color) the sacrificed land could produce\.$`)
	reAddForEach      = regexp.MustCompile(`^Add ((?:\{[WUBRGC]\})+) for each (creature|artifact|land|enchantment) you control\.$`)
	reAddPerType      = regexp.MustCompile(`^Add (` + manaSyms + `) for each (basic )?([A-Za-z]+) (you control|on the battlefield)\.$`)
	reAddPerCounter   = regexp.MustCompile(`^Add (` + manaSyms + `) for each ([+\-0-9/a-z]+) counter (on this|removed this way)\.$`)
	reAddBattery      = regexp.MustCompile(`^Add (` + manaSyms + `), then add an additional (` + manaSyms + `) for each ([+\-0-9/a-z]+) counter removed this way\.$`)
	reAddCommander    = regexp.MustCompile(`^Add one mana of any color in your commander's color identity\.$`)
	reAddForEachKW    = regexp.MustCompile(`^Add ((?:\{[WUBRGC]\})+) for each creature with (defender|flying) you control\.$`)
	reAddPower        = regexp.MustCompile(`^Add an amount of (\{[WUBRGC]\}) equal to this's power\.$`)
	reAddExiledColor  = regexp.MustCompile(`^Add one mana of any of the exiled card's colors\.$`)
	reAddPermColor    = regexp.MustCompile(`^Choose a color of a permanent you control\. Add one mana of that color\.$`)
	reAddLegendsColor = regexp.MustCompile(`^Add one mana of any color among legendary creatures and planeswalkers you control\.$`)
	reAddEachColor    = regexp.MustCompile(`^For each color among permanents you control, add one mana of that color\.$`)
	reAddCombo        = regexp.MustCompile(`^Add (X|two|three|four|five) mana in any combination of ((?:\{[WUBRG]\})(?: and/or \{[WUBRG]\})+)\.$`)
	reAddLuck         = regexp.MustCompile(`^Add (\{[WUBRGC]\})\. If this has an? ([a-z]+) counter on it, instead add one mana of any color\.$`)
	reAddCouldOf      = regexp.MustCompile(`^Add one mana of any (type|color) that an? (Gate|basic land) you control could produce\.$`)
	reInsteadIf       = regexp.MustCompile(`^If you control an? (.+?) and an? (.+?), add ((?:\{[WUBRGC]\})+) instead\.$`)
	reSymbolGroup     = regexp.MustCompile(manaSyms)
	reInsteadCount    = regexp.MustCompile(`^If you control (two|three|four|five|six|seven) or more (creatures|artifacts|lands|enchantments), add (` + manaSyms + `) instead\.$`)
	reRevealHand      = regexp.MustCompile(`^Reveal any number of ([a-z][a-z0-9 ]*?) cards( with power 5 or greater)? (?:in|from) your hand\.$`)
	reAddPerReveal    = regexp.MustCompile(`^Add ((?:\{[WUBRGC]\})+) for each card revealed this way\.$`)
	reInsteadPlayed   = regexp.MustCompile(`^If you played a land this turn, add (` + manaSyms + `) instead\.$`)
	reInsteadCtrTyp   = regexp.MustCompile(`^If this has an? ([+\-0-9/a-z]+) counter on it, add (two|three|four) mana of that type instead\.$`)
	reAddDifferent    = regexp.MustCompile(`^Add (two|three) mana of different colors\.$`)
	reAddRhystic      = regexp.MustCompile(`^Choose a color\. Add one mana of that color unless any player pays (\{[0-9]+\})\.$`)
	reAddColorPerCt   = regexp.MustCompile(`^Choose a color\. Add one mana of that color for each ([a-z+\-0-9/]+) counter on this\.$`)
	reAddDevotion     = regexp.MustCompile(`^Choose a color\. Add an amount of mana of that color equal to your devotion to that color\.$`)
	reAddDevotionOf   = regexp.MustCompile(`^Add an amount of (\{[WUBRG]\}) equal to your devotion to (white|blue|black|red|green)\.$`)
	reAddXOneColor    = regexp.MustCompile(`^Add X mana of any one color(` + whereX + `)?\.$`)
	reAddNamed        = regexp.MustCompile(`^Add (` + manaSyms + `) for each (artifact|creature|land|enchantment) you control named this\.$`)
)

// whereX is the X of an effect that adds X mana ("Add X mana in any
// combination of colors, where X is …") that the engine counts on the
// board (countX).
const whereX = `, where X is (?:the number of (?:([A-Za-z]+) (you control|on the battlefield)|([a-z+\-0-9/]+) counters on this|creatures with ([a-z]+) you control|(basic land types) among lands you control)|(the greatest power) among creatures you control)`

// reWhereX reads whereX apart.
var reWhereX = regexp.MustCompile(`^` + whereX + `$`)

// whereXCount is what "where X is …" (whereX) counts; why says, after
// the effect, what the engine can't count.
func whereXCount(clause string) (*CountSpec, string) {
	m := reWhereX.FindStringSubmatch(clause)
	switch {
	case m == nil:
		return nil, "counts something the engine does not count"
	case m[1] != "":
		word := singular(m[1])
		if !countedTypes[word] && !(word[0] >= 'A' && word[0] <= 'Z') {
			return nil, "counts something the engine does not count"
		}
		return &CountSpec{Type: word, All: m[2] == "on the battlefield"}, ""
	case m[3] != "":
		return &CountSpec{Counter: m[3]}, ""
	case m[5] != "":
		// Domain (Prismatic Geoscope).
		return &CountSpec{LandTypes: true}, ""
	case m[6] != "":
		// Selvala, Heart of the Wilds.
		return &CountSpec{GreatestPower: true}, ""
	default:
		if !countedKeywords[m[4]] {
			return nil, "counts creatures with a keyword the engine does not count"
		}
		return &CountSpec{Type: "creature", Keyword: m[4]}, ""
	}
}

// countedKeywords are the keywords a count of "creatures with …" may name:
// one-word keywords a permanent has only as an ability, printed or
// granted (hasKeyword; haste may be the board's too, and is not one), and
// which a text the engine does not read may grant (keywordAnywhere).
var countedKeywords = func() map[string]bool {
	m := map[string]bool{}
	for _, kw := range countedKeywordList {
		m[kw] = true
	}
	return m
}()

var countedKeywordList = []string{"defender", "flying", "reach", "trample", "vigilance", "menace", "deathtouch", "lifelink", "indestructible"}

// countedTypes are the card types a "for each" count may name in lower
// case; any other word must be a subtype, written capitalised.
var countedTypes = map[string]bool{"creature": true, "artifact": true, "land": true, "enchantment": true, "planeswalker": true}

// Riders: sentences after the mana that do not change which mana the
// ability adds. Each is shown as an event of the outcome, or as the mana's
// spending restriction.
var (
	reDamageRider = regexp.MustCompile(`^(?:This|this|It|it) deals (\w+) damage to you\.$`)
	reSacRider    = regexp.MustCompile(`^If there are no ([a-z]+) counters on this, sacrifice it\.$`)
	reSpendRider  = regexp.MustCompile(`^(?:Spend this mana only .+|This mana can't be spent to cast a nonartifact spell)\.$`)
	reEventRider  = regexp.MustCompile(`^(?:` + strings.Join([]string{
		`(?:This|this) doesn't untap during your next untap step\.`,
		`Put an? ([+\-0-9/a-z]+) counter on this\.`,
		`(?:You|Each player) (?:gain|gains|lose|loses) (\w+) life\.`,
		`Each opponent (?:gains|loses) (\w+) life\.`,
		`Draw a card\.`,
		`(?:This|this) deals (\w+) damage to you if you don't control an? [A-Z][a-z]+\.`,
		`If you control an? [A-Za-z ]+, you gain (\w+) life\.`,
		`If this ability has been activated (\w+) or more times this turn, sacrifice this at the beginning of the next end step\.`,
		`Use toys to represent the tokens\.`,
		`Draw a card at the beginning of the next turn's upkeep\.`,
		`An opponent gains control of this at the beginning of the next end step\.`,
		`During your next untap step, as you untap your permanents, return this to its owner's hand\.`,
	}, "|") + `)$`)
	// reSpentRider is a delayed trigger or effect on the spell the mana is
	// spent on: it changes what that spell does, not the mana.
	reSpentRider = regexp.MustCompile(`^(?:(?:When|If) (?:that|this) mana is spent (?:to cast|on) [^,]+, [^.]+\.|If you spend this mana to cast [^,]+, [^.]+\.|When you spend this mana to cast [^,]+, [^.]+\.)$`)
)

// compileManaEffect reads the effect of a mana ability: the first sentence
// adds mana; later sentences are riders the engine reports. An ability
// that targets is not a mana ability (CR 605.1a) and is not read.
// Long: one case per template of the first sentence, in the order they are
// tried.
func compileManaEffect(effect string) (*ManaSpec, string) {
	sentences := splitSentences(effect)
	spec := &ManaSpec{}
	first := sentences[0]
	rest := sentences[1:]
	if (first == "Choose a color of a permanent you control." || first == "Choose a color.") && len(rest) > 0 {
		first += " " + rest[0]
		rest = rest[1:]
	}
	if m := reRevealHand.FindStringSubmatch(first); m != nil && len(rest) > 0 && reAddPerReveal.MatchString(rest[0]) {
		// "Reveal any number of artifact cards in your hand. Add {C}{C}
		// for each card revealed this way." (Metalworker): the count is
		// made as it resolves (608.2h).
		spec.Kind = ManaPerCount
		spec.Pool, _ = parseSymbols(reAddPerReveal.FindStringSubmatch(rest[0])[1])
		spec.Count = &CountSpec{Revealed: m[1] + " card" + m[2]}
		if len(rest) > 1 {
			return spec, "the rider " + quote(rest[1]) + " is not one the engine models"
		}
		return spec, ""
	}
	chosenPlayer := false
	if first == "Choose a player." && len(rest) > 0 && rest[0] == "That player adds one mana of any color they choose." {
		first, rest, chosenPlayer = "Add one mana of any color.", rest[1:], true
	}
	if len(rest) > 0 && reAddLuck.MatchString(first+" "+rest[0]) {
		first += " " + rest[0]
		rest = rest[1:]
	}
	if targetsInEffect(effect) {
		return spec, "the ability has a target, so it is not a mana ability and uses the stack (CR 605.1a)"
	}
	switch {
	case reAddLuck.MatchString(first):
		m := reAddLuck.FindStringSubmatch(first)
		spec.Kind = ManaFixed
		spec.Pool, _ = parseSymbols(m[1])
		spec.InsteadCounter = m[2]
	case reAddCouldOf.MatchString(first):
		m := reAddCouldOf.FindStringSubmatch(first)
		spec.Kind = ManaCould
		spec.ColorsOnly = m[1] == "color"
		spec.Scope = "you"
		spec.ScopeType = map[string]string{"Gate": "Gate", "basic land": "basic"}[m[2]]
	case reAddDifferent.MatchString(first):
		spec.Kind = ManaCombination
		spec.Different = true
		spec.Colors = []Color{White, Blue, Black, Red, Green}
		spec.Amount, _ = wordNumber(reAddDifferent.FindStringSubmatch(first)[1])
	case reAddRhystic.MatchString(first):
		spec.Kind = ManaAnyColor
		spec.UnlessPaid = reAddRhystic.FindStringSubmatch(first)[1]
	case reAddColorPerCt.MatchString(first):
		spec.Kind = ManaAnyOneColor
		spec.Count = &CountSpec{Counter: reAddColorPerCt.FindStringSubmatch(first)[1]}
	case reAddDevotion.MatchString(first):
		spec.Kind = ManaAnyOneColor
		spec.Devotion = true
	case reAddDevotionOf.MatchString(first):
		m := reAddDevotionOf.FindStringSubmatch(first)
		c, _ := colorFromWord(m[2])
		if m[1] != c.Symbol() {
			return spec, "the mana effect " + quote(first) + " is not one the engine models"
		}
		spec.Kind = ManaAnyOneColor
		spec.Devotion = true
		spec.Colors = []Color{c}
	case reAddXOneColor.MatchString(first):
		m := reAddXOneColor.FindStringSubmatch(first)
		spec.Kind = ManaAnyOneColor
		spec.Count = &CountSpec{Removed: true}
		if m[1] != "" {
			c, why := whereXCount(m[1])
			if why != "" {
				return spec, "the mana effect " + quote(first) + " " + why
			}
			spec.Count = c
		}
	case reAddNamed.MatchString(first):
		m := reAddNamed.FindStringSubmatch(first)
		spec.Kind = ManaPerCount
		spec.Pool, _ = parseSymbols(m[1])
		spec.Count = &CountSpec{Type: m[2], Named: true}
	case reAddFixed.MatchString(first):
		spec.Kind = ManaFixed
		spec.Pool, _ = parseSymbols(reAddFixed.FindStringSubmatch(first)[1])
	case reAddOneOf.MatchString(first):
		spec.Kind = ManaOneOf
		for _, sym := range reSymbolGroup.FindAllString(first, -1) {
			p, _ := parseSymbols(sym)
			spec.Options = append(spec.Options, p)
		}
	case reAddAnyColor.MatchString(first):
		spec.Kind = ManaAnyColor
		spec.ChosenPlayer = chosenPlayer
	case reAddOneColor.MatchString(first):
		spec.Kind = ManaAnyOneColor
		spec.Amount, _ = wordNumber(reAddOneColor.FindStringSubmatch(first)[1])
	case reAddColorCombo.MatchString(first):
		m := reAddColorCombo.FindStringSubmatch(first)
		spec.Kind = ManaCombination
		spec.Colors = []Color{White, Blue, Black, Red, Green}
		switch {
		case m[1] != "X" && m[2] != "":
			return spec, "the mana effect " + quote(first) + " is not one the engine models"
		case m[1] != "X":
			spec.Amount, _ = wordNumber(m[1])
		case m[2] != "":
			// X counted as it resolves (608.2h): the number of
			// creatures with defender its controller controls
			// (Axebane Guardian).
			c, why := whereXCount(m[2])
			if why != "" {
				return spec, "the mana effect " + quote(first) + " " + why
			}
			spec.Count = c
		}
	case reAddChosen.MatchString(first):
		spec.Kind = ManaChosenColor
	case reAddCould.MatchString(first):
		m := reAddCould.FindStringSubmatch(first)
		spec.Kind = ManaCould
		spec.ColorsOnly = m[1] == "color"
		spec.Scope = map[string]string{"you control": "you", "an opponent controls": "opponent"}[m[2]]
	case reAddSacrificed.MatchString(first):
		spec.Kind = ManaCould
		spec.ColorsOnly = reAddSacrificed.FindStringSubmatch(first)[1] == "color"
		spec.Scope = "sacrificed"
	case reAddForEach.MatchString(first):
		m := reAddForEach.FindStringSubmatch(first)
		spec.Kind = ManaForEach
		spec.Pool, _ = parseSymbols(m[1])
		spec.ForEach = m[2] + " you control"
	case reAddPerType.MatchString(first):
		m := reAddPerType.FindStringSubmatch(first)
		word := m[3]
		if !countedTypes[word] && !(word[0] >= 'A' && word[0] <= 'Z') {
			return spec, "the mana effect " + quote(first) + " counts something the engine does not count"
		}
		spec.Kind = ManaPerCount
		spec.Pool, _ = parseSymbols(m[1])
		spec.Count = &CountSpec{Type: word, Basic: m[2] != "", All: m[4] == "on the battlefield"}
	case reAddForEachKW.MatchString(first):
		m := reAddForEachKW.FindStringSubmatch(first)
		spec.Kind = ManaForEach
		spec.Pool, _ = parseSymbols(m[1])
		spec.ForEach = "creature you control"
		spec.ForEachKeyword = m[2]
	case reAddPower.MatchString(first):
		spec.Kind = ManaPerCount
		spec.Pool, _ = parseSymbols(reAddPower.FindStringSubmatch(first)[1])
		spec.Count = &CountSpec{Power: true}
	case reAddPerCounter.MatchString(first):
		m := reAddPerCounter.FindStringSubmatch(first)
		spec.Kind = ManaPerCount
		spec.Pool, _ = parseSymbols(m[1])
		spec.Count = &CountSpec{Counter: m[2], Removed: m[3] == "removed this way"}
	case reAddBattery.MatchString(first):
		m := reAddBattery.FindStringSubmatch(first)
		spec.Kind = ManaPerCount
		spec.Pool, _ = parseSymbols(m[2])
		base, _ := parseSymbols(m[1])
		spec.Count = &CountSpec{Counter: m[3], Removed: true, Base: base}
	case reAddCommander.MatchString(first):
		spec.Kind = ManaCommander
	case reAddExiledColor.MatchString(first):
		spec.Kind = ManaExiledColor
	case reAddPermColor.MatchString(first):
		spec.Kind = ManaPermColor
	case reAddLegendsColor.MatchString(first):
		spec.Kind = ManaPermColor
		spec.Legends = true
	case reAddEachColor.MatchString(first):
		spec.Kind = ManaEachColor
	case reAddCombo.MatchString(first):
		spec.Kind = ManaCombination
		if w := reAddCombo.FindStringSubmatch(first)[1]; w != "X" {
			spec.Amount, _ = wordNumber(w)
		}
		for _, sym := range regexp.MustCompile(`\{[WUBRG]\}`).FindAllString(first, -1) {
			c, _ := colorFromLetter(sym[1:2])
			spec.Colors = append(spec.Colors, c)
		}
	default:
		return spec, "the mana effect " + quote(first) + " is not one the engine models"
	}
	for _, r := range rest {
		switch {
		case reInsteadIf.MatchString(r) && spec.Kind == ManaFixed:
			m := reInsteadIf.FindStringSubmatch(r)
			spec.InsteadIf = []string{m[1], m[2]}
			spec.InsteadPool, _ = parseSymbols(m[3])
		case reInsteadCount.MatchString(r) && spec.Kind == ManaFixed && spec.InsteadCounter == "":
			m := reInsteadCount.FindStringSubmatch(r)
			spec.InsteadAtLeast, _ = wordNumber(m[1])
			spec.InsteadType = strings.TrimSuffix(m[2], "s")
			spec.InsteadPool, _ = parseSymbols(m[3])
		case reInsteadPlayed.MatchString(r) && spec.Kind == ManaFixed && spec.InsteadCounter == "" && !spec.InsteadPlayed:
			spec.InsteadPlayed = true
			spec.InsteadPool, _ = parseSymbols(reInsteadPlayed.FindStringSubmatch(r)[1])
		case reInsteadCtrTyp.MatchString(r) && spec.Kind == ManaCould && spec.ScopeType == "":
			m := reInsteadCtrTyp.FindStringSubmatch(r)
			spec.InsteadCounter = m[1]
			spec.InsteadTimes, _ = wordNumber(m[2])
		case reDamageRider.MatchString(r), reSacRider.MatchString(r), reEventRider.MatchString(r):
			spec.Riders = append(spec.Riders, r)
		case reSpendRider.MatchString(r), reSpentRider.MatchString(r):
			if spec.Spend != "" {
				spec.Spend += " "
			}
			spec.Spend += r
		default:
			return spec, "the rider " + quote(r) + " is not one the engine models"
		}
	}
	return spec, ""
}

// targetsInEffect reports whether an effect has a target (CR 115.1),
// other than in a rider on what spending its mana does.
func targetsInEffect(effect string) bool {
	for _, x := range splitSentences(effect) {
		if l := strings.ToLower(strings.TrimSpace(x)); strings.HasPrefix(l, "when") {
			// A triggered ability's target, reflexive ("When you do,
			// target player draws a card", 603.12) or its own, is
			// chosen as that ability is put on the stack, not by this
			// one (605.1a).
			continue
		}
		if strings.Contains(strings.ToLower(x), "target") && !reSpentRider.MatchString(x) {
			return true
		}
	}
	return false
}

// resolvesMana compiles the mana an ability adds as it resolves
// (Ability.ResolvesMana): its effect's one sentence, or part of a
// sentence after ", then", that adds mana, where the other sentences say
// nothing of mana but how it may be spent ("Spend this mana only …", "If
// that mana is spent …"); nil where it can't.
func resolvesMana(effect string) *ManaSpec {
	var adds string
	for _, s := range splitSentences(effect) {
		for _, part := range strings.Split(s, ", then ") {
			part = strings.TrimSpace(part)
			switch {
			case reEffectAdds.MatchString(part):
				if adds != "" {
					return nil
				}
				adds = part
			case reSpendsIt.MatchString(part):
			case strings.Contains(strings.ToLower(part), "mana"):
				return nil
			}
		}
	}
	if adds == "" {
		return nil
	}
	if !strings.HasSuffix(adds, ".") {
		adds += "."
	}
	spec, why := compileManaEffect(strings.ToUpper(adds[:1]) + adds[1:])
	if why != "" || spec == nil || manaNeedsCost(spec, Cost{}) != "" {
		return nil
	}
	return spec
}

// triggerResolvesMana compiles the mana a triggered ability's effect adds
// as it resolves, as resolvesMana does an activated ability's: "add
// {R}{R}{R}." (Priest of Urabrask), "you may add one mana of any color."
// (Lotus Cobra, Crumbling Vestige's "add"), "that player adds {G}{G}."
// (Eladamri's Vineyard); nil where it adds none, or where an intervening
// "if" or anything else about the mana is not understood.
func triggerResolvesMana(effect string) *ManaSpec {
	effect = strings.TrimSpace(effect)
	if m := reRemoveAllAdd.FindStringSubmatch(effect); m != nil && m[1] == m[2] {
		// Coalition Relic's "remove all charge counters from this. Add
		// one mana of any color for each charge counter removed this
		// way.": resolving now, it removes those on it now and adds as
		// many mana, each of any color (its ruling of 2018-03-16).
		effect = "add X mana in any combination of colors, where X is the number of " + m[1] + " counters on this."
	}
	effect = reTriggerAdder.ReplaceAllString(effect, "add ")
	if !strings.HasPrefix(effect, "add ") {
		return nil
	}
	return resolvesMana(effect)
}

// reRemoveAllAdd is a triggered ability's effect that removes every
// counter of a kind from its own permanent and adds one mana of any color
// for each counter removed.
var reRemoveAllAdd = regexp.MustCompile(`^remove all ([a-z+\-0-9/]+) counters from this\. [Aa]dd one mana of any color for each ([a-z+\-0-9/]+) counter removed this way\.$`)

// reTriggerAdder is who adds the mana, at the start of a triggered
// ability's effect.
var reTriggerAdder = regexp.MustCompile(`^(?:you may add|you add|that player adds|add) `)

// reSpendsIt is a sentence that says only how mana may be spent ("You
// can't spend this mana to cast spells.", Thran Turbine's), or what
// spending it on a spell does, and so not which mana is added.
var reSpendsIt = regexp.MustCompile(`^(?:Spend this mana only|If that mana is spent|You can't spend this mana)\b`)

// splitSentences splits text after each ". " that ends a sentence.
func splitSentences(s string) []string {
	var out []string
	for {
		i := strings.Index(s, ". ")
		if i < 0 {
			out = append(out, strings.TrimSpace(s))
			return out
		}
		out = append(out, strings.TrimSpace(s[:i+1]))
		s = s[i+2:]
	}
}

var (
	// reDrawsNow: an effect that draws as it resolves; a draw "at the
	// beginning of the next turn's upkeep" (Barbed Sextant) is a delayed
	// trigger's, which moves no card as the ability resolves.
	reDrawsNow = regexp.MustCompile(`(?i)\bdraws? (?:a|an|one|two|three|four|x|\d+) cards?\b`)
	// reLibraryMove: words that move a card to or from a library.
	reLibraryMove = regexp.MustCompile(`(?i)\b(?:into|onto|from|on top of|on the bottom of) (?:your|its owner's|their|that player's|a player's|target player's|each player's) library|\bmills?\b|\bsearch(?:es)? (?:your|their|its owner's) library|\btop card of (?:your|their|a|that player's) library`)
)

// movesLibraryCard reports whether an ability's cost or effect moves a
// card to or from a library (CR 605.1a), which keeps it from being a mana
// ability.
func movesLibraryCard(cost Cost, costText, effect string) bool {
	if cost.Mill > 0 || reLibraryMove.MatchString(costText) || reLibraryMove.MatchString(effect) {
		return true
	}
	// A draw in a triggered ability, delayed ("at the beginning of the
	// next upkeep", "When that mana is spent to cast a creature spell")
	// or written on the same line as its own ("When this land enters,
	// draw a card" in a user's text), moves no card as this ability
	// resolves; what the sentence is, the mana effect's reading says.
	for _, sentence := range splitSentences(effect) {
		l := strings.ToLower(sentence)
		if strings.HasPrefix(l, "when") || strings.HasPrefix(l, "at ") || strings.Contains(l, "at the beginning of") {
			continue
		}
		if reDrawsNow.MatchString(sentence) {
			return true
		}
	}
	return false
}

// lowerFirst is s with its first letter in lower case: "Lands you
// control" said in a sentence.
func lowerFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[size:]
}
