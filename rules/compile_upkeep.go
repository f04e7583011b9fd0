package rules

import (
	"fmt"
	"regexp"
	"strings"
)

var (
	// reSacUnless: "sacrifice this unless you sacrifice a creature"
	// (Contamination), "… a land" (Territorial Dispute), "… unless you
	// pay {2}": the permanent or the other one is sacrificed, or mana is
	// paid; no hand, library or life changes.
	reSacUnless = regexp.MustCompile(`^sacrifice this unless you (?:sacrifice ((?:a|an) [a-z]+)|pay ((?:\{[0-9WUBRGC]\})+))\.$`)
	reUpkeep    = regexp.MustCompile(`^At the beginning of (?:(your|each player's|each opponent's|each|the chosen player's|enchanted player's) upkeep|the upkeep of (enchanted (?:creature|land|artifact|enchantment|permanent)'s controller))(?P<cast> or whenever you cast an? (?:white|blue|black|red|green) spell)?, (.+)$`)
	// reIfHandAtMost: the intervening "if" of Lavaborn Muse (CR 603.4);
	// reIfOwnHand the same "if" of a trigger at the beginning of its
	// controller's own upkeep, "if you have no cards in hand"
	// (Hollowborn Barghest).
	reIfHandAtMost = regexp.MustCompile(`^if that player has (\w+) or fewer cards in hand, `)
	reIfOwnHand    = regexp.MustCompile(`^if you have (?:no cards|(\w+) or fewer cards) in hand, `)
	// reThey: "they" as a subject in an upkeep effect.
	reThey     = regexp.MustCompile(`\bthey\b`)
	reDrawStep = regexp.MustCompile(`^At the beginning of (your|each player's) draw step, (.+)$`)
)

// effectNotModelled marks a trigger whose effect the upkeep does not read.
func effectNotModelled(a *Ability, effect string) {
	a.Understood = false
	a.Why = "the effect " + quote(effect) + " is not one the engine models"
}

// upkeepCount reads a number of life or cards an upkeep trigger names,
// from 1 to maxUpkeepCount.
func upkeepCount(word string) (int, bool) {
	n, ok := wordNumber(word)
	return n, ok && n >= 1 && n <= maxUpkeepCount
}

// handIf reads the intervening "if" on the hand of the player an upkeep
// trigger is for (CR 603.4): "if that player has no cards in hand" (Ghirapur
// Orrery), "if that player has N or fewer cards in hand" (Lavaborn Muse)
// and, where the trigger is at the beginning of its controller's own upkeep
// (own), the same said of "you" (Hollowborn Barghest's "if you have no cards
// in hand"), that player being its controller. It returns the most cards the
// hand may hold for it to hold, and the effect after it.
func handIf(body string, own bool) (int, string, bool) {
	if rest, ok := strings.CutPrefix(body, "if that player has no cards in hand, "); ok {
		return 0, rest, true
	}
	m := reIfHandAtMost.FindStringSubmatch(body)
	if m == nil && own {
		m = reIfOwnHand.FindStringSubmatch(body)
		if m != nil && m[1] == "" {
			return 0, body[len(m[0]):], true
		}
	}
	if m == nil {
		return 0, body, false
	}
	n, ok := wordNumber(m[1])
	if !ok || n > maxUpkeepCount {
		return 0, body, false
	}
	return n, body[len(m[0]):], true
}

// reFlipDamage is a coin flip whose loss deals damage to the trigger's
// controller (Mana Crypt).
var reFlipDamage = regexp.MustCompile(`^flip a coin\. If you lose the flip, this deals (\w+) damage to you\.$`)

// compileUpkeep reads the triggered abilities of the beginning of the
// upkeep and of the draw step.
func compileUpkeep(a *Ability, s string) bool {
	if compileDrawTrigger(a, s) {
		return true
	}
	if m := reUpkeep.FindStringSubmatch(s); m != nil {
		a.Kind = KindTriggered
		whose := whoseWord(m[1])
		if m[2] != "" {
			// "At the beginning of the upkeep of enchanted creature's
			// controller" (Wanderlust): "that player" is that controller.
			whose = "enchanted's controller"
		}
		t := &TriggerSpec{Event: TriggerUpkeep, Whose: whose, Effect: m[4]}
		a.Trigger = t
		if m[3] != "" {
			// The Shrines of New Phyrexia: "At the beginning of your
			// upkeep or whenever you cast a green spell, …" triggers
			// on either event (603.2).
			t.On = []GameEvent{EventUpkeep, EventCast}
		}
		// What it adds as it resolves is mana its permanent could
		// produce (CR 106.7): Thran Turbine's "you may add {C}{C}. You
		// can't spend this mana to cast spells."
		a.ResolvesMana = triggerResolvesMana(m[4])
		body := m[4]
		if t.Whose == "each upkeep" && strings.Contains(body, "that player") {
			// "At the beginning of each upkeep" triggers once, for no
			// player in particular (Worms of the Earth's ruling).
			a.Understood = false
			a.Why = "the effect " + quote(body) + " names a player the engine does not read"
			return true
		}
		if n, rest, ok := handIf(body, whose == "you"); ok {
			if n == 0 {
				t.IfNoCardsInHand = true
			} else {
				t.IfHandAtMost, t.HandAtMost = true, n
			}
			body = rest
		}
		if whose == "you" && reThey.MatchString(body) {
			// In a trigger at the beginning of its controller's own
			// upkeep no player is named for "they" to stand for.
			effectNotModelled(a, body)
			return true
		}
		if rest, ok := strings.CutPrefix(body, "if an opponent controls more lands than you, "); ok {
			// An intervening if (CR 603.4) on the lands the players
			// control as the upkeep begins (upkeepTriggers).
			t.IfOpponentMoreLands = true
			body = rest
		}
		// "if this is tapped, …" is an intervening if (CR 603.4): the
		// trigger is checked against the board as the upkeep begins.
		if rest, ok := strings.CutPrefix(body, "if this is tapped, "); ok && inertUpkeepEffect(rest) {
			t.IfTapped, body = true, rest
		} else if rest, ok := strings.CutPrefix(body, "if this is untapped, "); ok && inertUpkeepEffect(rest) {
			t.IfUntapped, body = true, rest
		}
		switch {
		case body == "that player draws three cards." || body == "you draw three cards.":
			t.Draw = 3
			t.ControllerDraws = body == "you draw three cards."
		case body == "you draw a card and you lose 1 life.":
			t.Draw, t.LoseLife, t.ControllerDraws = 1, 1, true
		case t.IfOpponentMoreLands && body == "you may search your library for up to three basic land cards, reveal them, put them into your hand, then shuffle your library.":
			// Land Tax: the lands it finds go to the hand (upkeepLandTax
			// reads what may change the condition first).
			t.SearchToHand, t.ControllerDraws = 3, true
		case reFlipDamage.MatchString(body) && whose == "you":
			m := reFlipDamage.FindStringSubmatch(body)
			n, ok := upkeepCount(m[1])
			if !ok {
				effectNotModelled(a, body)
				break
			}
			t.FlipDamage = n
		case body == "reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.":
			t.RevealToHand, t.ControllerDraws = true, true
		case reLifeUnless.MatchString(body):
			m := reLifeUnless.FindStringSubmatch(body)
			n, ok := upkeepCount(m[2])
			if !ok {
				effectNotModelled(a, body)
				break
			}
			t.PaysLife = n
			t.Effect = fmt.Sprintf("its controller pays %d life or %ss it", n, m[1])
		case reSacUnless.MatchString(body):
			m := reSacUnless.FindStringSubmatch(body)
			if m[1] != "" {
				t.Effect = "its controller sacrifices " + m[1] + " or sacrifices it"
			} else {
				t.Effect = "its controller pays " + m[2] + " or sacrifices it"
				t.PaysMana = true
			}
		case body == "if no spells were cast last turn, transform this." || body == "if a player cast two or more spells last turn, transform this.":
			t.TransformMaybe = true
			t.Effect = "it transforms"
		case compileUpkeepWin(t, body):
		case compileUpkeepSacrifice(t, body):
		case body == "sacrifice this unless you discard a card.":
			t.DiscardUnless = true
			t.Effect = "its controller discards a card or sacrifices it"
		case reMayDraw.MatchString(body):
			m := reMayDraw.FindStringSubmatch(body)
			d, ok := upkeepCount(m[2])
			if !ok {
				effectNotModelled(a, body)
				break
			}
			t.Draw, t.MayDraw, t.ControllerDraws = d, true, m[1] == "you"
		default:
			if d, ok := drawCards(body); ok {
				t.Draw = d
				t.ControllerDraws = strings.HasPrefix(body, "you ")
			} else if inertUpkeepEffect(body) {
				// Resolves as its text: nothing the upkeep tracks changes.
			} else if _, ok := upkeepActions(body); ok {
				// Read again as it resolves (upkeepActions).
			} else {
				effectNotModelled(a, body)
			}
		}
		if t.IfOpponentMoreLands && t.SearchToHand == 0 {
			// The condition is read only to find that the ability
			// doesn't trigger (upkeepTriggers); one that does is not
			// followed as the lands change (603.4), but for Land Tax's
			// search where nothing can change them (landTaxStopper).
			effectNotModelled(a, body)
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
			effectNotModelled(a, body)
		}
		return true
	}
	return false
}

// reInert are upkeep effects that change nothing the upkeep machine tracks
// (hands, libraries, draws, life) and nothing that could: a counter put on
// or removed from the permanent itself, of a kind that can't make it leave
// the battlefield (not -1/-1, and none removed that could bring toughness
// or loyalty to 0, CR 704.5f, 704.5i), a +1/+1 counter put on the creature
// it equips, a scry (701.22: the library keeps
// its size), or untapping it.
var reInert = []*regexp.Regexp{
	regexp.MustCompile(`^(?:you may )?put (?:a|an|one|two|three|four|five) ([a-z]+|\+1/\+1) counters? on (?:this|it)\.$`),
	regexp.MustCompile(`^if this is (?:un)?tapped, put (?:a|an|one|two|three) ([a-z]+) counters? on (?:this|it)\.$`),
	regexp.MustCompile(`^(?:you may )?remove (?:a|an|one) ([a-z]+) counters? from (?:this|it)\.$`),
	// A +1/+1 counter on the creature an Equipment equips (the Rings of
	// Fifth Dawn) only raises its toughness; attached to none, the
	// Equipment puts it on nothing (CR 301.5).
	regexp.MustCompile(`^put (?:a|an|one) (\+1/\+1) counters? on equipped creature(?: if it's (?:white|blue|black|red|green))?\.$`),
	regexp.MustCompile(`^scry (?:1|2|3|one|two|three)\.$`),
	regexp.MustCompile(`^(?:you may )?untap this\.$`),
	regexp.MustCompile(`^you may pay (?:\{[0-9WUBRGC]\})+\. If you do, untap this\.$`),
	// A boost until end of turn raises power and toughness only, and
	// the keywords given change only combat (CR 702.9, 702.20, 702.19,
	// 702.7, 702.17, 702.111): none is a hand, a library, a life total
	// or a permanent leaving.
	regexp.MustCompile(`^this gets \+[0-9]+/\+[0-9]+(?: and gains ` + pumpKeywords + `(?:(?:,| and|, and) ` + pumpKeywords + `)*)? until end of turn\.$`),
	regexp.MustCompile(`^each creature you control gains ` + pumpKeywords + ` until end of turn\.$`),
}

// pumpKeywords are keywords that change only how a creature attacks,
// blocks or deals combat damage first.
const pumpKeywords = `(?:flying|vigilance|trample|first strike|reach|menace)`

// reKinship is kinship's check of the top card of the library (Ink
// Dissolver, Winnower Patrol): looking at and revealing a card moves none,
// so the trigger is its effect, which may or may not happen.
var reKinship = regexp.MustCompile(`^you may look at the top card of your library\. If it shares a creature type with this, you may reveal it\. If you do, (.+)$`)

// inertUpkeepEffect reports whether an upkeep trigger's effect is one of
// reInert.
func inertUpkeepEffect(body string) bool {
	if m := reKinship.FindStringSubmatch(body); m != nil {
		body = m[1]
	}
	for _, re := range reInert {
		m := re.FindStringSubmatch(body)
		if m == nil {
			continue
		}
		if len(m) > 1 && (m[1] == "loyalty" || strings.HasPrefix(body, "remove") && m[1] == "+1/+1") {
			return false
		}
		return true
	}
	return false
}

// reMayDraw is an optional draw (Bringer of the Blue Dawn): its
// controller chooses as it resolves (CR 603.5).
var reMayDraw = regexp.MustCompile(`^(you|that player) may draw (\w+) cards?\.$`)

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
	case "each":
		return "each upkeep"
	case "enchanted player's":
		return "enchanted player"
	case "the chosen player's":
		return "chosen player"
	}
	return s
}

// TriggerDraw is a trigger on a player drawing a card.
const TriggerDraw TriggerEvent = "draws a card"

// upAction is one thing an upkeep trigger does: who (you, that player,
// each player, each opponent) draws, discards, loses or gains how much.
type upAction struct {
	who  string
	verb string // "draw", "discard", "mill", "lose", "gain", "create"
	n    int
	// what is the token a "create" action makes: "a 1/1 black Faerie
	// Rogue creature token with flying".
	what string
	// byHand: n is not fixed but the number of cards in the player's hand
	// as it resolves minus handMinus, or with handFrom handMinus minus
	// that number; 0 if that is less (CR 107.1b).
	byHand    bool
	handFrom  bool
	handMinus int
	// countWhat: n is the number of permanents of this kind (a key of
	// upCounted) that countWhose controls, read from the board.
	countWhat  string
	countWhose string
	// damage: the life is lost to damage dealt to the player (CR
	// 120.3a), which effects on damage may change (life_floor.go).
	damage bool
}

// upCounted are the permanents an upkeep effect may count: a card type or
// a subtype, by the word the effect uses.
var upCounted = map[string][2]string{
	"artifacts": {"Artifact", ""}, "Plains": {"", "Plains"}, "Islands": {"", "Island"},
	"Swamps": {"", "Swamp"}, "Mountains": {"", "Mountain"}, "Forests": {"", "Forest"},
	"Shrine": {"", "Shrine"}, "Zombies": {"", "Zombie"},
}

var (
	reUpClause = regexp.MustCompile(`^(?:(you|that player|each player|each opponent) )?(draws?|discards?|loses?|gains?) (\w+) (cards?|life)(?: at random)?$`)
	// reUpDamage: damage to players; "or a planeswalker that player
	// controls" (Curse of the Pierced Heart) is read where that player
	// controls none (upkeepTriggers).
	reUpDamage = regexp.MustCompile(`^this deals (\w+) damage to (you|that player|each player|each opponent)(?: or a planeswalker that player controls)?$`)
	// reUpMill: a player puts the top cards of their library into their
	// graveyard (Curse of the Bloody Tome), which is milling them (CR
	// 701.17a).
	reUpMill = regexp.MustCompile(`^(?:(?:(you) )?put the top (card|\w+ cards) of your library into your graveyard|(that player|each player|each opponent) puts? the top (card|\w+ cards) of their library into their graveyard|(you|that player|each player|each opponent) mills? (a card|\w+ cards))$`)
	// reUpCreate: a player creates tokens of fixed power and toughness
	// whose only abilities are keywords (Bitterblossom). A token that
	// is a copy, has quoted abilities or a number not given is not read.
	reUpCreate = regexp.MustCompile(`^(?:(you|that player|each player|each opponent) )?creates? ((?:a|an|one|two|three) [0-9]+/[0-9]+ [A-Za-z ]+ tokens?(?: with ([a-z ]+))?)$`)
	// reUpByHand: a player gains life counted from their own hand as
	// it resolves (Ivory Tower).
	reUpByHand = regexp.MustCompile(`^(you|that player) gains? X life, where X is the number of cards in (your|their) hand minus (\w+)$`)
	// reUpDamageByHand: damage counted from the hand of the player dealt
	// it as it resolves (Black Vise, The Rack).
	reUpDamageByHand = regexp.MustCompile(`^this deals X damage to that player, where X is (?:the number of cards in their hand minus (\w+)|(\w+) minus the number of cards in their hand)$`)
	// reUpDamageCount, reUpDrawCount, reUpDrawLoseCount: damage, draws,
	// or draws and life lost, equal to a number of permanents (Ancient
	// Runes, Karma, Honden of Seeing Winds, Graveborn Muse).
	reUpDamageCount = regexp.MustCompile(`^this deals damage to that player equal to the number of (\w+) they control$`)
	reUpDrawCount   = regexp.MustCompile(`^draw a card for each (\w+) you control$`)
	// reUpGainCount: life gained for each permanent of a kind (Honden
	// of Cleansing Fire's "you gain 2 life for each Shrine you control").
	reUpGainCount     = regexp.MustCompile(`^you gain (\w+) life for each (\w+) you control$`)
	reUpDrawLoseCount = regexp.MustCompile(`^you draw X cards and you lose X life, where X is the number of (\w+) you control\.$`)
	reUpSplit         = regexp.MustCompile(`(?:,? and |, then |\. )`)
)

// maxUpkeepCount is the largest number of cards, life or damage an
// upkeep effect is read with; a larger one is refused, so that what the
// machine plays out stays bounded.
const maxUpkeepCount = 1000

// upkeepActions reads the effect of a simple upkeep trigger: one or more
// clauses, each a player drawing or discarding cards, or losing or gaining
// life (damage to a player is life lost, CR 120.3a). "you" is the
// trigger's controller; a clause without a subject is "you". It reports
// false for anything else.
func upkeepActions(body string) ([]upAction, bool) {
	body = strings.TrimSpace(body)
	if !strings.HasSuffix(body, ".") {
		return nil, false
	}
	if m := reUpDrawLoseCount.FindStringSubmatch(body); m != nil {
		if _, ok := upCounted[m[1]]; !ok {
			return nil, false
		}
		return []upAction{{who: "you", verb: "draw", countWhat: m[1], countWhose: "you"}, {who: "you", verb: "lose", countWhat: m[1], countWhose: "you"}}, true
	}
	var out []upAction
	prev := ""
	for _, c := range reUpSplit.Split(strings.TrimSuffix(body, "."), -1) {
		c = strings.TrimSpace(c)
		if rest, ok := strings.CutPrefix(c, "they "); ok {
			// "they" stands for the player the clause before names,
			// or first of all for the player the trigger is for
			// (Shrieking Affliction's "if that player has one or fewer
			// cards in hand, they lose 3 life").
			who := prev
			if who == "" {
				who = "that player"
			}
			c = who + " " + rest
		}
		if m := reUpDamage.FindStringSubmatch(c); m != nil {
			n, ok := wordNumber(m[1])
			if !ok || n > maxUpkeepCount {
				return nil, false
			}
			out = append(out, upAction{who: m[2], verb: "lose", n: n, damage: true})
			prev = m[2]
			continue
		}
		if m := reUpMill.FindStringSubmatch(c); m != nil {
			who, count := m[1]+m[3]+m[5], m[2]+m[4]+m[6]
			if who == "" {
				who = "you"
				if prev != "" {
					who = prev
				}
			}
			n, ok := cardCount(count)
			if !ok || n > maxUpkeepCount {
				return nil, false
			}
			out = append(out, upAction{who: who, verb: "mill", n: n})
			prev = who
			continue
		}
		if m := reUpByHand.FindStringSubmatch(c); m != nil && (m[1] == "you") == (m[2] == "your") {
			k, ok := wordNumber(m[3])
			if !ok || k > maxUpkeepCount {
				return nil, false
			}
			out = append(out, upAction{who: m[1], verb: "gain", byHand: true, handMinus: k})
			prev = m[1]
			continue
		}
		if m := reUpDamageCount.FindStringSubmatch(c); m != nil {
			if _, ok := upCounted[m[1]]; !ok {
				return nil, false
			}
			out = append(out, upAction{who: "that player", verb: "lose", countWhat: m[1], countWhose: "that player", damage: true})
			prev = "that player"
			continue
		}
		if m := reUpDrawCount.FindStringSubmatch(c); m != nil {
			if _, ok := upCounted[m[1]]; !ok {
				return nil, false
			}
			out = append(out, upAction{who: "you", verb: "draw", countWhat: m[1], countWhose: "you"})
			prev = "you"
			continue
		}
		if m := reUpGainCount.FindStringSubmatch(c); m != nil {
			k, ok := wordNumber(m[1])
			if _, counted := upCounted[m[2]]; !ok || !counted || k > maxUpkeepCount {
				return nil, false
			}
			// n is the life for each one counted (upkeepTriggers).
			out = append(out, upAction{who: "you", verb: "gain", n: k, countWhat: m[2], countWhose: "you"})
			prev = "you"
			continue
		}
		if m := reUpDamageByHand.FindStringSubmatch(c); m != nil {
			k, ok := wordNumber(m[1] + m[2])
			if !ok || k > maxUpkeepCount {
				return nil, false
			}
			out = append(out, upAction{who: "that player", verb: "lose", byHand: true, handFrom: m[2] != "", handMinus: k, damage: true})
			prev = "that player"
			continue
		}
		if m := reUpCreate.FindStringSubmatch(c); m != nil && !strings.Contains(c, "copy") && (m[3] == "" || combatKeywords[m[3]] || m[3] == "haste") {
			who := m[1]
			if who == "" {
				who = "you"
				if prev != "" {
					who = prev
				}
			}
			n, ok := wordNumber(strings.Fields(m[2])[0])
			if !ok {
				n = 1
			}
			out = append(out, upAction{who: who, verb: "create", n: n, what: m[2]})
			prev = who
			continue
		}
		m := reUpClause.FindStringSubmatch(c)
		if m == nil {
			return nil, false
		}
		who := m[1]
		if who == "" {
			who = "you"
			if prev != "" {
				who = prev
			}
		}
		verb := strings.TrimSuffix(m[2], "s")
		if verb == "lose" || verb == "gain" {
			if m[4] != "life" {
				return nil, false
			}
		} else if m[4] == "life" {
			return nil, false
		}
		n, ok := wordNumber(m[3])
		if !ok || n > maxUpkeepCount {
			return nil, false
		}
		if strings.HasSuffix(c, "at random") && verb != "discard" {
			return nil, false
		}
		out = append(out, upAction{who: who, verb: verb, n: n})
		prev = who
	}
	return out, len(out) > 0
}

var reDrawTrigger = regexp.MustCompile(`^Whenever (a player|an opponent|you) draws? a card, (.+)$`)

// compileDrawTrigger reads a trigger on drawing a card whose effect the
// upkeep machine models (drawEffectOf): that player, you, each opponent or
// each player discards cards, loses or gains life, or puts cards from the
// top of their library into their graveyard; its controller may draw
// cards, or may have a target player put the top card of their library
// into their graveyard; or a counter is put on the permanent itself,
// which changes nothing the upkeep follows (resolveDrawTriggers and
// resolveDrawChoices resolve them one at a time). Other effects are not
// understood.
func compileDrawTrigger(a *Ability, s string) bool {
	m := reDrawTrigger.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	a.Kind = KindTriggered
	a.Trigger = &TriggerSpec{Event: TriggerDraw, Whose: m[1], Effect: m[2]}
	if _, ok := drawEffectOf(m[2]); !ok {
		effectNotModelled(a, m[2])
	}
	return true
}

// drawEffect is what a trigger on drawing a card does each time it
// resolves, as drawEffectOf reads it.
type drawEffect struct {
	// acts are the steps of a fixed effect (upkeepActions, and a "mill"
	// of the top cards of a library, reDrawMill).
	acts []upAction
	// inert: the effect changes nothing the upkeep follows (a counter
	// put on the permanent itself, inertUpkeepEffect).
	inert bool
	// mayDraw is how many cards its controller may draw (Consecrated
	// Sphinx's "you may draw two cards"): all or none (CR 603.5).
	mayDraw int
	// mayMill: its controller may have a target player put the top card
	// of their library into their graveyard (Jace's Erasure).
	mayMill bool
	// mayDamage is the damage its controller may have it deal to the
	// player who drew, where they control a permanent of the color
	// ifColor (Kederekt Parasite's intervening "if", CR 603.4).
	mayDamage int
	ifColor   string
}

// choices reports whether its controller chooses as it resolves.
func (d drawEffect) choices() bool { return d.mayDraw > 0 || d.mayMill || d.mayDamage > 0 }

var (
	// reDrawMill: "each opponent puts the top two cards of their library
	// into their graveyard" (Psychic Corrosion), "mills two cards".
	reDrawMill = regexp.MustCompile(`^(you|that player|each player|each opponent) (?:puts? the top (card|\w+ cards) of (?:your|their) library into (?:your|their) graveyard|mills? (a card|\w+ cards))\.$`)
	// reDrawMayDraw: "you may draw two cards." (Consecrated Sphinx).
	reDrawMayDraw = regexp.MustCompile(`^you may draw (a card|\w+ cards)\.$`)
	// reDrawIfColorDamage: Kederekt Parasite's "if you control a red
	// permanent, you may have this deal 1 damage to that player."
	reDrawIfColorDamage = regexp.MustCompile(`^if you control an? (white|blue|black|red|green) permanent, you may have this deal (\w+) damage to that player\.$`)
	// reDrawMayMill: Jace's Erasure's optional mill of a target player.
	reDrawMayMill = regexp.MustCompile(`^you may have target player (?:put the top card of their library into their graveyard|mill a card)\.$`)
)

// drawEffectOf reads the effect of a trigger on drawing a card. A draw
// made by a fixed effect would set the trigger off again without end, and
// tokens, and counts of hands or permanents, are not followed.
func drawEffectOf(effect string) (drawEffect, bool) {
	switch {
	case inertUpkeepEffect(effect):
		return drawEffect{inert: true}, true
	case reDrawMayDraw.MatchString(effect):
		n, ok := cardCount(reDrawMayDraw.FindStringSubmatch(effect)[1])
		return drawEffect{mayDraw: n}, ok
	case reDrawIfColorDamage.MatchString(effect):
		m := reDrawIfColorDamage.FindStringSubmatch(effect)
		n, ok := upkeepCount(m[2])
		return drawEffect{mayDamage: n, ifColor: m[1]}, ok
	case reDrawMayMill.MatchString(effect):
		return drawEffect{mayMill: true}, true
	case reDrawMill.MatchString(effect):
		m := reDrawMill.FindStringSubmatch(effect)
		n, ok := cardCount(m[2] + m[3])
		return drawEffect{acts: []upAction{{who: m[1], verb: "mill", n: n}}}, ok
	}
	acts, ok := upkeepActions(effect)
	for _, x := range acts {
		if x.verb == "draw" || x.verb == "create" || x.byHand || x.countWhat != "" {
			ok = false
		}
	}
	return drawEffect{acts: acts}, ok
}

// cardCount reads "card", "a card" or "two cards" as a number of cards,
// from 1 to maxUpkeepCount.
func cardCount(s string) (int, bool) {
	if s == "card" || s == "a card" {
		return 1, true
	}
	return upkeepCount(strings.TrimSuffix(s, " cards"))
}

// reLifeUnless: "tap this unless you pay 1 life" (Carnophage), "sacrifice
// this unless you pay 2 life" (Season of the Witch): its controller
// chooses as it resolves (CR 119.4).
var reLifeUnless = regexp.MustCompile(`^(sacrifice|tap) this(?: creature)? unless you pay (\w+) life\.$`)

// reCumulativeLife is cumulative upkeep paid in life (Glacial Chasm):
// that much life for each age counter, or the permanent is sacrificed
// (702.24a, 119.4).
var reCumulativeLife = regexp.MustCompile(`^cumulative upkeep[-\x{2014}]pay (\w+) life$`)

// reCumulativeMana is cumulative upkeep whose cost is mana alone
// (702.24a): each age counter asks for that mana, or the permanent is
// sacrificed.
var reEchoMana = regexp.MustCompile(`^echo ((?:\{[0-9wubrgc]\})+)$`)

var reCumulativeMana = regexp.MustCompile(`^cumulative upkeep ((?:\{[0-9wubrgcs]\})+|\{[wubrg]\} or \{[wubrg]\})$`)

// reCumulativeAdd is cumulative upkeep whose cost adds mana (Braid of
// Fire's "Cumulative upkeep—Add {R}."; its ruling: "Add {R}" is a cost).
var reCumulativeAdd = regexp.MustCompile(`^cumulative upkeep[-\x{2014}]add (\{[wubrgc]\})$`)

// reCumulativeAddsAny is cumulative upkeep whose cost adds mana of any
// amount (an inline card's "Add {R}{R}"), whose mana may be in the pool
// within the upkeep (manaInPool).
var reCumulativeAddsAny = regexp.MustCompile(`^cumulative upkeep[-\x{2014}]add `)

// cumulativeAdds begins the effect of cumulative upkeep whose cost adds
// mana.
const cumulativeAdds = "an age counter is put on it, then its controller adds "

// keywordUpkeep reads a keyword that stands for an upkeep trigger the
// engine models: cumulative upkeep paid in mana (702.24a), fading
// (702.32a) and vanishing (702.63a, with its intervening "if", 603.4); ok
// false for any other keyword.
func keywordUpkeep(kw string) (*TriggerSpec, bool) {
	if m := countersKW.FindStringSubmatch(kw); m != nil {
		switch m[1] {
		case "fading":
			return &TriggerSpec{Event: TriggerUpkeep, Whose: "you", Effect: "a fade counter is removed from it; if none can be, its controller sacrifices it"}, true
		case "vanishing":
			return &TriggerSpec{Event: TriggerUpkeep, Whose: "you", IfTimeCounter: true, Effect: "a time counter is removed from it; when the last is removed, its controller sacrifices it"}, true
		}
		return nil, false
	}
	if m := reCumulativeLife.FindStringSubmatch(kw); m != nil {
		n, ok := wordNumber(m[1])
		if !ok || n < 1 || n > maxUpkeepCount {
			return nil, false
		}
		return &TriggerSpec{Event: TriggerUpkeep, Whose: "you", PaysLife: n, Cumulative: true, Effect: fmt.Sprintf("an age counter is put on it, then its controller pays %d life for each age counter on it or sacrifices it", n)}, true
	}
	if m := reEchoMana.FindStringSubmatch(kw); m != nil {
		// Echo triggers only if the permanent came under its
		// controller's control since the beginning of their last upkeep
		// (702.30a), which the board does not record (upkeepTriggers).
		cost := strings.ToUpper(m[1])
		return &TriggerSpec{Event: TriggerUpkeep, Whose: "you", PaysMana: true, EchoMaybe: true, Effect: "its controller pays its echo cost, " + cost + ", or sacrifices it"}, true
	}
	if m := reCumulativeAdd.FindStringSubmatch(kw); m != nil {
		// Paying it adds mana, which no mana ability makes (702.24a).
		return &TriggerSpec{Event: TriggerUpkeep, Whose: "you", Effect: cumulativeAdds + strings.ToUpper(m[1]) + " for each age counter on it or sacrifices it"}, true
	}
	m := reCumulativeMana.FindStringSubmatch(kw)
	if m == nil {
		return nil, false
	}
	cost := strings.ToUpper(m[1])
	if strings.Contains(cost, " OR ") {
		// One of two symbols for each age counter ("{G} or {W}").
		cost = strings.Replace(cost, " OR ", " or ", 1)
		return &TriggerSpec{Event: TriggerUpkeep, Whose: "you", PaysMana: true, Effect: "an age counter is put on it, then its controller pays " + cost + " for each age counter on it (either, for each), or sacrifices it"}, true
	}
	return &TriggerSpec{Event: TriggerUpkeep, Whose: "you", PaysMana: true, Effect: "an age counter is put on it, then its controller pays " + cost + " for each age counter on it or sacrifices it"}, true
}
