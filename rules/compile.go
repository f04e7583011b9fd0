package rules

import (
	"regexp"
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
	}
	var out []*Ability
	for _, line := range strings.Split(card.Oracle, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		out = append(out, compileLine(card, line, len(out)+1))
	}
	if !card.Inline {
		compiled.Store(card, out)
	}
	return out
}

// compiled caches the abilities of catalog cards, which never change.
var compiled sync.Map

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
	compileText(a, s)
	return a
}

// compileText fills a from the normalised text s.
func compileText(a *Ability, s string) {
	a.Understood = true
	if s == "" {
		a.Kind = KindKeyword
		return
	}
	switch {
	case compileKeywords(a, s):
	case compileTriggered(a, s):
	case compileTypeReplacement(a, s):
	case compileReplacement(a, s):
	case compileEnters(a, s):
	case compileStatic(a, s):
	case compileActivated(a, s):
	default:
		a.Kind = KindUnknown
		a.Understood = false
		a.Why = "no template matches this text"
	}
}

var keywordWords = map[string]bool{
	"flying": true, "trample": true, "reach": true, "haste": true, "vigilance": true,
	"deathtouch": true, "lifelink": true, "first strike": true, "double strike": true,
	"menace": true, "defender": true, "hexproof": true, "shroud": true, "indestructible": true,
	"flash": true, "exalted": true,
}

var (
	protectionKW = regexp.MustCompile(`^protection from [a-z]+$`)
	enchantKW    = regexp.MustCompile(`^enchant [a-z ]+$`)
	equipKW      = regexp.MustCompile(`^equip (\{[^}]+\})+$`)
)

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
	var kws []string
	for _, part := range strings.Split(l, ",") {
		part = strings.TrimSpace(part)
		switch {
		case keywordWords[part], protectionKW.MatchString(part), enchantKW.MatchString(part):
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
	reUpkeep       = regexp.MustCompile(`^At the beginning of (your|each player's|each opponent's) upkeep, (.+)$`)
	reDrawStep     = regexp.MustCompile(`^At the beginning of (your|each player's) draw step, (.+)$`)
	reTapForMana   = regexp.MustCompile(`^Whenever (a player taps a land|you tap a land|enchanted land is tapped|enchanted Forest is tapped|a Forest is tapped|an? ([A-Z][a-z]+) is tapped) for mana, (.+)$`)
	reBecomesTap   = regexp.MustCompile(`^Whenever this becomes tapped, (?:it|this) deals (\w+) damage to you\.$`)
	reOtherTrigger = regexp.MustCompile(`^(When|Whenever|At) [^,]+, .+$`)
)

func compileTriggered(a *Ability, s string) bool {
	if m := reUpkeep.FindStringSubmatch(s); m != nil {
		a.Kind = KindTriggered
		t := &TriggerSpec{Event: TriggerUpkeep, Whose: whoseWord(m[1]), Effect: m[2]}
		a.Trigger = t
		body := m[2]
		if strings.HasPrefix(body, "if that player has no cards in hand, ") {
			t.IfNoCardsInHand = true
			body = strings.TrimPrefix(body, "if that player has no cards in hand, ")
		}
		switch {
		case body == "that player draws three cards." || body == "you draw three cards.":
			t.Draw = 3
		case body == "you draw a card and you lose 1 life.":
			t.Draw, t.LoseLife = 1, 1
		case body == "reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.":
			t.RevealToHand = true
		case body == "sacrifice this unless you sacrifice a creature.":
			t.Effect = "its controller sacrifices a creature or sacrifices it"
		default:
			if d, ok := drawCards(body); ok {
				t.Draw = d
			} else {
				a.Understood = false
				a.Why = "the effect " + quote(body) + " is not one the engine models"
			}
		}
		return true
	}
	if m := reDrawStep.FindStringSubmatch(s); m != nil {
		a.Kind = KindTriggered
		t := &TriggerSpec{Event: TriggerDrawStep, Whose: whoseWord(m[1]), Effect: m[2]}
		a.Trigger = t
		body := m[2]
		if strings.HasPrefix(body, "if this is untapped, ") {
			t.IfUntapped = true
			body = strings.TrimPrefix(body, "if this is untapped, ")
		}
		if body == "that player draws an additional card." {
			t.Draw = 1
		} else {
			a.Understood = false
			a.Why = "the effect " + quote(body) + " is not one the engine models"
		}
		return true
	}
	if compileYouTapTrigger(a, s) {
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
		default:
			t.Whose = "type:" + m[2]
			if m[1] == "a Forest is tapped" {
				t.Whose = "type:Forest"
			}
		}
		body := m[3]
		switch {
		case body == "that player adds one mana of any type that land produced." || body == "add one mana of any type that land produced.":
			t.ProducedType = true
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
		a.Understood = false
		a.Why = "the engine does not model this trigger"
		return true
	}
	return false
}

var reDraw = regexp.MustCompile(`^(?:you|that player) draws? (\w+) (?:additional )?cards?\.$`)

func drawCards(s string) (int, bool) {
	m := reDraw.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	return wordNumber(m[1])
}

func whoseWord(s string) string {
	switch s {
	case "your":
		return "you"
	case "each player's":
		return "each player"
	case "each opponent's":
		return "each opponent"
	}
	return s
}

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
	if strings.HasPrefix(s, "If ") && strings.Contains(s, " instead") {
		a.Kind = KindReplacement
		a.Understood = false
		a.Why = "the engine does not model this replacement effect"
		return true
	}
	return false
}

var (
	reEntersCounters = regexp.MustCompile(`^this enters (tapped )?with (\w+) ([+\-0-9/a-z]+) counters? on it\.$`)
	reEntersTapped   = regexp.MustCompile(`^this enters tapped\.$`)
	reAsEntersChoose = regexp.MustCompile(`^As this enters, choose an? (color|creature type|card type|card name|land type)\.$`)
	reShockLand      = regexp.MustCompile(`^As this enters, you may pay (\w+) life\. If you don't, it enters tapped\.$`)
)

func compileEnters(a *Ability, s string) bool {
	l := s
	if strings.HasPrefix(l, "This ") || strings.HasPrefix(l, "this ") {
		l = "this" + l[4:]
	}
	if m := reEntersCounters.FindStringSubmatch(l); m != nil {
		a.Kind = KindEnters
		e := &EntersSpec{Tapped: m[1] != "", CounterKind: m[3]}
		if m[2] == "X" {
			e.CountersX = true
		} else if n, ok := wordNumber(m[2]); ok {
			e.Counters = n
		} else {
			a.Understood = false
			a.Why = "the number of counters is not one the engine reads"
		}
		a.Enters = e
		return true
	}
	if reEntersTapped.MatchString(l) {
		a.Kind = KindEnters
		a.Enters = &EntersSpec{Tapped: true}
		return true
	}
	if m := reAsEntersChoose.FindStringSubmatch(s); m != nil {
		a.Kind = KindEnters
		a.Enters = &EntersSpec{Choose: m[1]}
		return true
	}
	if m := reShockLand.FindStringSubmatch(s); m != nil {
		n, _ := wordNumber(m[1])
		a.Kind = KindEnters
		a.Enters = &EntersSpec{MayPayLife: n}
		return true
	}
	return false
}

var (
	reExtraLands   = regexp.MustCompile(`^(Each player|You) may play (an|two|three) additional lands? (?:on|during) each of (their|your) turns\.$`)
	reBloodMoon    = regexp.MustCompile(`^Nonbasic lands are (Plains|Islands|Swamps|Mountains|Forests)\.$`)
	reDawnLands    = regexp.MustCompile(`^Lands you control are (Plains|Islands|Swamps|Mountains|Forests)\.$`)
	reUrborg       = regexp.MustCompile(`^Each land is an? (Plains|Island|Swamp|Mountain|Forest) in addition to its other land types\.$`)
	reDryad        = regexp.MustCompile(`^Lands you control are every basic land type in addition to their other types\.$`)
	reGrant        = regexp.MustCompile(`^Lands you control have "(.+)"$`)
	reEquipHaste   = regexp.MustCompile(`^Equipped creature has haste(?: and [a-z]+)?\.$`)
	reAllHaste     = regexp.MustCompile(`^(All creatures|Creatures you control) have haste\.$`)
	reDawnColor    = regexp.MustCompile(`^Nonland permanents you control are (white|blue|black|red|green)\. The same is true for spells you control and nonland cards you own that aren't on the battlefield\.$`)
	reDoubleX      = regexp.MustCompile(`^Whenever you cast a permanent spell with a mana cost that contains \{X\}, double the value of X\.$`)
	reNoEffectHere = regexp.MustCompile(`^(Play with the top card of your library revealed\.|You may play lands from the top of your library\.|You may spend white mana as though it were mana of any color\. You may spend other mana only as though it were colorless mana\.|Each spell a player casts costs \{1\} more to cast for each other spell that player has cast this turn\.)$`)
)

var pluralType = map[string]string{"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}

func compileStatic(a *Ability, s string) bool {
	st := &StaticSpec{}
	switch {
	case reExtraLands.MatchString(s):
		m := reExtraLands.FindStringSubmatch(s)
		st.Kind = StaticExtraLands
		st.Lands, _ = wordNumber(m[2])
		st.Who = map[string]string{"Each player": "each player", "You": "you"}[m[1]]
	case reBloodMoon.MatchString(s):
		st.Kind = StaticSetLandType
		st.Affected = "nonbasic lands"
		st.LandTypes = []string{pluralType[reBloodMoon.FindStringSubmatch(s)[1]]}
	case reDawnLands.MatchString(s):
		st.Kind = StaticSetLandType
		st.Affected = "lands you control"
		st.LandTypes = []string{pluralType[reDawnLands.FindStringSubmatch(s)[1]]}
	case reUrborg.MatchString(s):
		st.Kind = StaticAddLandType
		st.Affected = "each land"
		st.LandTypes = []string{reUrborg.FindStringSubmatch(s)[1]}
	case reDryad.MatchString(s):
		st.Kind = StaticAddLandType
		st.Affected = "lands you control"
		st.LandTypes = append([]string(nil), basicLandTypes...)
	case reGrant.MatchString(s):
		inner := reGrant.FindStringSubmatch(s)[1]
		g := &Ability{Text: inner}
		compileText(g, inner)
		st.Kind = StaticGrant
		st.Affected = "lands you control"
		st.Granted = g
		if !g.Understood {
			a.Understood = false
			a.Why = "the granted ability " + quote(inner) + " is not understood"
		}
	case reEquipHaste.MatchString(s):
		st.Kind = StaticHaste
		st.Affected = "equipped creature"
	case reAllHaste.MatchString(s):
		st.Kind = StaticHaste
		st.Affected = map[string]string{"All creatures": "all creatures", "Creatures you control": "creatures you control"}[reAllHaste.FindStringSubmatch(s)[1]]
	case reDawnColor.MatchString(s):
		c, _ := colorFromWord(reDawnColor.FindStringSubmatch(s)[1])
		st.Kind = StaticColor
		st.Affected = "nonland permanents you control"
		st.Color = c
	case reNoEffectHere.MatchString(s):
		st.Kind = StaticNoEffect
	default:
		return false
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
