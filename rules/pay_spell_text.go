package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// spellCheck is what pay reads of whether the spell of `card:` may be cast
// now, beyond effects on the board that prohibit it (castProhibited): when
// it may be cast (CR 117.1a, 307.1), a legendary sorcery's caster's
// legendary creature or planeswalker (205.4e), its own "Cast this spell
// only …" and "You can't cast this spell …" (601.3), and its own additional
// costs (118.8, 601.2f). A definite no is cantWhy; unsure says why the
// engine can't tell, which bears only where the mana pays (an additional
// cost or a condition only adds to what casting it takes); steps are what
// the answer says where the spell may be cast.
type spellCheck struct {
	cantWhy, cantRules []string
	// cantShort is each of cantWhy in fewer words, for the headline.
	cantShort []string
	unsure    string
	// costUnsure says why the engine can't tell whether its additional
	// cost can be paid (enters, which pays no cost, reads it apart).
	costUnsure string
	// life is the life its additional cost pays ("pay 3 life"), which
	// every way to cast it pays besides its mana (118.8, 601.2h); line
	// says the cost.
	life int
	line string
}

// reAdditionalCost is a spell's own additional cost, with what it is.
var reAdditionalCost = regexp.MustCompile(`^As an additional cost to cast (?:this spell|[A-Z][^,]*), (.+)\.$`)

// reOwnCastOnly is a spell's own condition on when it may be cast, with
// the condition: "Cast this spell only during combat.", "You can't cast
// this spell during your first, second, or third turns of the game.",
// "Cast Berserk only before the combat damage step."
var reOwnCastOnly = regexp.MustCompile(`^(?:Cast (?:this spell|[A-Z][^.]*?) only (.+)|You can't cast (?:this spell|[A-Z][^.]*?) (.+)|(?:This spell|[A-Z][^.]*?) can't be cast (.+))\.$`)

// reSacrificeCost is an additional cost that sacrifices permanents of one
// kind: "sacrifice a creature", "sacrifice a green creature", "sacrifice
// two creatures", "sacrifice an artifact", "sacrifice a Goblin".
var reSacrificeCost = regexp.MustCompile(`^sacrifice (a|an|one|two|three|four|five) (?:(white|blue|black|red|green) )?(creatures?|artifacts?|enchantments?|lands?|planeswalkers?|permanents?|[A-Z][a-z]+)$`)

// reDiscardCost is an additional cost that discards cards: "discard a
// card", "discard two cards".
var reDiscardCost = regexp.MustCompile(`^discard (a|one|two|three) cards?$`)

// rePayLifeCost is an additional cost that pays life: "pay 3 life".
var rePayLifeCost = regexp.MustCompile(`^pay ([0-9]+) life$`)

// countWords are the numbers an additional cost writes.
var countWords = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

// timingRules is the rule that says when a spell of each card type other
// than instant may be cast: in a main phase of its caster's turn, with an
// empty stack.
var timingRules = []struct{ typ, rule string }{
	{"Sorcery", "307.1"}, {"Creature", "302.1"}, {"Artifact", "301.1"}, {"Enchantment", "303.1"},
	{"Planeswalker", "306.1"}, {"Battle", "310.1"},
}

// checkSpell reads when and whether player may cast card now, on worlds,
// as spellCheck says. A card cast as one of its halves (split, adventure)
// may be cast where either half may.
func checkSpell(b *Board, worlds []*world, player string, card *catalog.Card) spellCheck {
	if card.CardName == "" && len(card.Faces) > 1 {
		var first spellCheck
		for i, f := range card.Faces {
			c := checkSpell(b, worlds, player, f)
			if len(c.cantWhy) == 0 && c.unsure == "" && c.costUnsure == "" {
				return c
			}
			if i == 0 {
				first = c
			}
			if c.unsure != "" && first.unsure == "" {
				first.unsure = c.unsure
			}
			if c.costUnsure != "" && first.costUnsure == "" {
				first.costUnsure = c.costUnsure
			}
		}
		return first
	}
	var c spellCheck
	lines := ownLines(card)
	if why, short, rule, unsure := castTiming(b, worlds, player, card, lines); unsure != "" {
		c.unsure = unsure
	} else if why != "" {
		c.cantWhy, c.cantRules = append(c.cantWhy, why), append(c.cantRules, "117.1a", rule)
		c.cantShort = append(c.cantShort, short)
	}
	if why, unsure := legendarySpell(worlds, player, card); unsure != "" && c.unsure == "" {
		c.unsure = unsure
	} else if why != "" {
		c.cantWhy, c.cantRules = append(c.cantWhy, why), append(c.cantRules, "205.4e")
		c.cantShort = append(c.cantShort, "it is legendary, and "+PlayerDoes(player, "controls")+" no legendary creature or planeswalker")
	}
	for _, l := range lines {
		if m := reOwnCastOnly.FindStringSubmatch(l); m != nil {
			why, rule, unsure := castCondition(b, worlds, player, card, l, m)
			switch {
			case unsure != "" && c.unsure == "":
				c.unsure = unsure
			case why != "":
				c.cantWhy, c.cantRules = append(c.cantWhy, why), append(c.cantRules, rule)
				c.cantShort = append(c.cantShort, "it says \u201c"+l+"\u201d")
			}
			continue
		}
		m := reAdditionalCost.FindStringSubmatch(l)
		if m == nil || strings.HasPrefix(m[1], "you may ") {
			// An additional cost its caster may choose not to pay
			// takes nothing from paying the mana cost alone.
			continue
		}
		why, unsure := additionalCost(b, worlds, player, card, l, m[1])
		switch {
		case unsure != "" && c.costUnsure == "":
			c.costUnsure = unsure
		case why != "":
			c.cantWhy, c.cantRules = append(c.cantWhy, why), append(c.cantRules, "118.8", "601.2h", "118.3")
			c.cantShort = append(c.cantShort, "its additional cost, to "+m[1]+", can't be paid")
		case unsure == "":
			if lm := rePayLifeCost.FindStringSubmatch(m[1]); lm != nil {
				n, _ := strconv.Atoi(lm[1])
				c.life += n
				c.line = l
			}
		}
	}
	return c
}

// ownLines are the lines of card's text, without reminder text.
func ownLines(card *catalog.Card) []string {
	var out []string
	for _, line := range strings.Split(card.Oracle, "\n") {
		if l := strings.TrimSpace(withoutReminders(strings.TrimSpace(line))); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// castTiming says why player can't cast card now for its card type: a
// spell other than an instant, without flash, is cast in a main phase of
// its caster's turn with an empty stack (CR 117.1a; the board records
// nothing on the stack); rule is the rule of its type. unsure says why the
// engine can't tell: an effect on the board or the card's own text may let
// it be cast as though it had flash.
func castTiming(b *Board, worlds []*world, player string, card *catalog.Card, lines []string) (why, short, rule, unsure string) {
	_, types, _ := splitTypes(card)
	if !needsEmptyStack(card) {
		return "", "", "", ""
	}
	if b.activeTeam(player) && (b.Step == StepMain1 || b.Step == StepMain2) {
		return "", "", "", ""
	}
	for _, l := range lines {
		if strings.Contains(strings.ToLower(l), "flash") {
			return "", "", "", fmt.Sprintf("%s says \u201c%s\u201d, and the engine does not work out whether it may be cast now", card.Name, l)
		}
		if m := reOffering.FindString(strings.ToLower(l)); m != "" {
			// Offering lets it be cast any time its caster could cast
			// an instant, sacrificing a permanent of that kind
			// (702.48c).
			kind := strings.Title(strings.TrimSuffix(m, " offering")) //nolint:staticcheck // one ASCII word
			for _, w := range worlds {
				if w.controlCount(player, kind) > 0 || slices.ContainsFunc(w.permsOf(player), func(p *perm) bool { return slices.ContainsFunc(p.abilities, makesOrChanges) }) {
					return "", "", "", fmt.Sprintf("%s has %s: sacrificing a %s, it may be cast any time its caster could cast an instant (CR 702.48c), and the engine does not work out whether it may be cast now", card.Name, m, strings.ToLower(kind))
				}
			}
		}
	}
	if p, text := flashGranter(worlds, player, types); p != nil {
		return "", "", "", fmt.Sprintf("%s says \u201c%s\u201d, which may let %s be cast now, outside %s main phase, and the engine does not work out whether it does", p.name, text, card.Name, PlayerPossessive(player))
	}
	kind, rule := "", "117.1a"
	for _, t := range timingRules {
		if slices.Contains(types, t.typ) {
			kind, rule = strings.ToLower(t.typ), t.rule
			break
		}
	}
	if kind == "" {
		return "", "", "", fmt.Sprintf("%s has no card type the engine knows when to cast", card.Name)
	}
	when := b.notSorceryTime(player)
	return fmt.Sprintf("%s is %s spell without flash, which can be cast only in a main phase of its caster's turn, when the stack is empty, and %s", card.Name, article(kind), when), fmt.Sprintf("%s is cast only in its caster's main phase, and %s", article(kind), when), rule, ""
}

// flashGranter is a permanent with text about flash, other than the
// keyword, that may let player cast a spell of types as though it had
// flash (Vedalken Orrery), and that text; nil for none.
func flashGranter(worlds []*world, player string, types []string) (*perm, string) {
	for _, w := range worlds {
		for _, p := range w.perms {
			for _, a := range p.abilities {
				if strings.Contains(strings.ToLower(a.Text), "flash") && !hasFlashKeyword(a.Text) && flashMayCover(a.Text, p.Controller, player, types) {
					return p, a.Text
				}
			}
		}
	}
	return nil, ""
}

// reFlashTypes are the card types a text that gives flash may limit it
// to ("You may cast creature spells as though they had flash.").
var reFlashTypes = regexp.MustCompile(`(?i)\b(creature|artifact|enchantment|sorcery|instant|planeswalker|battle)\b`)

// flashMayCover reports whether a text that speaks of flash, on a
// permanent controller controls, may let player cast a spell of types
// as though it had flash: "You may …" is its controller's alone (an
// "each player" or "any player" text, anyone's), and where it names card
// types, the spell must have one.
func flashMayCover(text, controller, player string, types []string) bool {
	low := strings.ToLower(text)
	if controller != player && !strings.Contains(low, "each player") && !strings.Contains(low, "any player") && !strings.Contains(low, "players may") {
		return false
	}
	named := reFlashTypes.FindAllString(low, -1)
	if len(named) == 0 {
		return true
	}
	return slices.ContainsFunc(named, func(t string) bool { return slices.Contains(types, strings.Title(t)) }) //nolint:staticcheck // one ASCII word
}

// hasFlashKeyword reports whether a line is a list of keywords with
// flash among them ("Flash", "Flying, flash"): the permanent's own flash
// gives nothing to other spells.
func hasFlashKeyword(l string) bool {
	for _, kw := range strings.Split(withoutReminders(l), ",") {
		if strings.EqualFold(strings.TrimSpace(kw), "flash") {
			return true
		}
	}
	return false
}

// notSorceryTime says why player can't now do what is done only when a
// sorcery could be cast, in a main phase of their turn with the stack
// empty (CR 117.1a, 307.1; the board records nothing on the stack): "it is
// Opp's turn", "the board is in the upkeep step"; "" where they can.
func (b *Board) notSorceryTime(player string) string {
	switch {
	case !b.activeTeam(player):
		return "it is " + PlayerPossessive(b.Turn) + " turn"
	case b.Step != StepMain1 && b.Step != StepMain2:
		return "the board is in the " + stepWords(b.Step)
	}
	return ""
}

// stepWords names a step of the board as a sentence does.
func stepWords(s Step) string {
	switch s {
	case StepCombat:
		return "combat phase"
	case StepMain1:
		return "first main phase"
	case StepMain2:
		return "second main phase"
	case StepEnd:
		return "end step"
	}
	return string(s) + " step"
}

// legendarySpell says why player can't cast card, a legendary instant or
// sorcery, now: they control no legendary creature or planeswalker (CR
// 205.4e). unsure: the worlds differ, or an ability of theirs could make
// or change one before the spell is cast.
func legendarySpell(worlds []*world, player string, card *catalog.Card) (why, unsure string) {
	sup, types, _ := splitTypes(card)
	if !slices.Contains(sup, "Legendary") || !slices.Contains(types, "Instant") && !slices.Contains(types, "Sorcery") {
		return "", ""
	}
	some, none := false, false
	for _, w := range worlds {
		has, maker := false, ""
		for _, p := range w.perms {
			if p.Controller != player {
				continue
			}
			if p.hasSuper("Legendary") && (p.is("Creature") || p.is("Planeswalker")) {
				has = true
			}
			if maker == "" && makesLegendary(p) {
				maker = p.name
			}
		}
		if !has && maker != "" {
			return "", fmt.Sprintf("%s is a legendary spell, which can be cast only by a player who controls a legendary creature or planeswalker (CR 205.4e), and %s may make or change one first", card.Name, maker)
		}
		some, none = some || has, none || !has
	}
	switch {
	case some && none:
		return "", fmt.Sprintf("%s is a legendary spell, which can be cast only by a player who controls a legendary creature or planeswalker (CR 205.4e), and whether %s one depends on the effects' timestamp order, which the board doesn't record", card.Name, PlayerDoes(player, "controls"))
	case none:
		return fmt.Sprintf("%s is a legendary spell, which can be cast only by a player who controls a legendary creature or planeswalker, and %s none", card.Name, PlayerDoes(player, "controls")), ""
	}
	return "", ""
}

// reMakesLegendary is an ability that may give its controller a
// legendary creature or planeswalker before a spell is cast: it speaks
// of legendary permanents, gains or exchanges control of one, copies,
// flips or transforms one, or puts one onto the battlefield.
var reMakesLegendary = regexp.MustCompile(`(?i)\blegendary\b|\bgains? control\b|\bexchange control\b|\bcopy\b|\bflip\b|\btransform|\b(?:on)?to the battlefield`)

// makesLegendary reports whether an ability of p may give its controller
// a legendary creature or planeswalker before a spell is cast
// (reMakesLegendary), or, p being legendary, make p a creature (a Vehicle
// crewed, a legendary land animated).
func makesLegendary(p *perm) bool {
	for _, a := range p.abilities {
		// A mana ability only adds mana (Mox Amber's reads legendary
		// permanents, and makes none).
		if a.Kind != KindActivated && a.Kind != KindUnknown {
			continue
		}
		if reMakesLegendary.MatchString(a.Text) || p.hasSuper("Legendary") && reMakesOrChanges.MatchString(a.Text) {
			return true
		}
	}
	return false
}

// makesBeforeCast reports whether an activated ability of p could make
// or change a permanent before a spell is cast: one that creates a
// token, puts a permanent onto the battlefield or makes one become
// something (Mutavault).
func makesBeforeCast(p *perm) bool {
	return slices.ContainsFunc(p.abilities, makesOrChanges)
}

// reCastIfControl is a condition on what the caster controls: "if you
// control a snow land", "if you control two or more Vampires".
var reCastIfControl = regexp.MustCompile(`^if you control (a|an|two or more|three or more|four or more|five or more) (?:(snow|legendary|basic|artifact) )?(creatures?|artifacts?|enchantments?|lands?|planeswalkers?|permanents?|[A-Z][a-z]+)$`)

// controlsEnough reads a condition reCastIfControl matched (cm) on
// worlds: ok where player controls enough, known where every world
// agrees and no ability of theirs may make or change one first.
func controlsEnough(worlds []*world, player string, cm []string) (ok, known, unsure bool) {
	n := countWords[strings.Fields(cm[1])[0]]
	word := singular(cm[3])
	if word == strings.ToLower(word) {
		word = strings.ToUpper(word[:1]) + word[1:]
	}
	some, none := false, false
	for _, w := range worlds {
		count, maker := 0, false
		for _, p := range w.perms {
			if p.Controller != player {
				continue
			}
			maker = maker || makesBeforeCast(p)
			if !isA(p, word) {
				continue
			}
			switch cm[2] {
			case "":
			case "artifact":
				if !p.is("Artifact") {
					continue
				}
			default:
				if !p.hasSuper(cm[2]) {
					continue
				}
			}
			count++
		}
		if count < n && maker {
			return false, false, true
		}
		some, none = some || count >= n, none || count < n
	}
	if some && none {
		return false, false, true
	}
	return some, true, false
}

// castCondition reads a spell's own "Cast this spell only …" (m as
// reOwnCastOnly matched line l) for the board's turn and step: why says
// why player can't cast it now, unsure why the engine can't tell.
func castCondition(b *Board, worlds []*world, player string, card *catalog.Card, l string, m []string) (why, rule, unsureWhy string) {
	unsure := false
	mine := b.activeTeam(player)
	ok, known := false, false
	if m[1] != "" {
		switch m[1] {
		case "during combat":
			ok, known = b.Step == StepCombat, true
		case "during your turn":
			ok, known = mine, true
		case "during an opponent's turn":
			ok, known = !mine, true
		case "during your upkeep":
			ok, known = mine && b.Step == StepUpkeep, true
		case "during an opponent's upkeep":
			ok, known = !mine && b.Step == StepUpkeep, true
		case "during your end step":
			ok, known = mine && b.Step == StepEnd, true
		case "during an opponent's turn after their upkeep step":
			ok, known = !mine && b.Step != StepUntap && b.Step != StepUpkeep, true
		case "before attackers are declared", "before blockers are declared", "before the combat damage step":
			// Before combat this turn, or after it: in combat, the
			// board does not say which step.
			switch b.Step {
			case StepUpkeep, StepDraw, StepMain1:
				ok, known = true, true
			case StepMain2, StepEnd, StepCleanup:
				ok, known = false, true
			}
		}
	}
	if m[2] == "if you've played a land this turn" {
		// Rock Jockey: the board records the lands played this turn
		// (lands played N), none where it says nothing.
		pl := b.Player(player)
		ok, known = pl == nil || pl.LandsPlayed == 0, true
		if !ok {
			return fmt.Sprintf("%s says \u201c%s\u201d, and %s played %s this turn", card.Name, l, PlayerDoes(player, "has"), plural(pl.LandsPlayed, "land")), "601.3", ""
		}
	}
	if cm := reCastIfControl.FindStringSubmatch(m[1]); cm != nil {
		ok, known, unsure = controlsEnough(worlds, player, cm)
		if unsure {
			return "", "", fmt.Sprintf("%s says \u201c%s\u201d, and whether %s enough depends on the effects' timestamp order, or on a permanent an ability may make or change first", card.Name, l, PlayerDoes(player, "controls"))
		}
	}
	if !known {
		return "", "", fmt.Sprintf("%s says \u201c%s\u201d, and the engine does not work out whether it may be cast now", card.Name, l)
	}
	if ok {
		return "", "", ""
	}
	if reCastIfControl.MatchString(m[1]) {
		return fmt.Sprintf("%s says \u201c%s\u201d, and %s too few", card.Name, l, PlayerDoes(player, "controls")), "601.3", ""
	}
	now := "it is " + PlayerPossessive(b.Turn) + " turn, in the " + stepWords(b.Step)
	return fmt.Sprintf("%s says \u201c%s\u201d, and %s", card.Name, l, now), "601.3", ""
}

// additionalCost reads a spell's own additional cost (line l, what it
// costs): why says why player can't pay it, unsure why the engine can't
// tell. A permanent tapped for mana can still be sacrificed, so the
// mana abilities that take nothing the cost takes leave it alone; one
// that does (a mana ability that sacrifices, discards or costs life)
// stops the answer.
func additionalCost(b *Board, worlds []*world, player string, card *catalog.Card, l, what string) (why, unsure string) {
	cantTell := fmt.Sprintf("%s says \u201c%s\u201d, and the engine works out paying with mana only", card.Name, l)
	pl := b.Player(player)
	if m := reSacrificeCost.FindStringSubmatch(what); m != nil {
		n, word := countWords[m[1]], singular(m[3])
		if word == strings.ToLower(word) {
			word = strings.ToUpper(word[:1]) + word[1:]
		}
		color, byColor := colorNamed(m[2])
		fewer, enough, maker, sacrificer := false, false, false, false
		for _, w := range worlds {
			count := 0
			for _, p := range w.perms {
				if p.Controller != player {
					continue
				}
				// One may make or change a permanent first, or sacrifice
				// one for mana.
				maker, sacrificer = maker || makesBeforeCast(p), sacrificer || sacrificesForMana(p)
				if !isA(p, word) {
					continue
				}
				if byColor && p.colorsUnsure() {
					return "", p.colorsUnsureWhy()
				}
				if !byColor || p.colors.Has(color) {
					count++
				}
			}
			fewer, enough = fewer || count < n, enough || count >= n
		}
		switch {
		case fewer && maker, enough && sacrificer:
			return "", cantTell
		case fewer && enough:
			return "", cantTell + ", and whether " + PlayerDoes(player, "controls") + " enough to sacrifice depends on the effects' timestamp order, which the board doesn't record"
		case fewer:
			kind := strings.TrimSpace(m[2] + " " + singular(m[3]))
			if n == 1 {
				return fmt.Sprintf("%s says \u201c%s\u201d, and %s no %s", card.Name, l, PlayerDoes(player, "controls"), kind), ""
			}
			return fmt.Sprintf("%s says \u201c%s\u201d, and %s fewer than %s", card.Name, l, PlayerDoes(player, "controls"), plural(n, kind)), ""
		}
		return "", ""
	}
	if m := reDiscardCost.FindStringSubmatch(what); m != nil {
		n := countWords[m[1]]
		if pl == nil || pl.Hand == nil {
			return "", cantTell + ", and the board does not give " + PlayerPossessive(player) + " hand (write hand N)"
		}
		for _, w := range worlds {
			for _, p := range w.perms {
				if p.Controller == player && slices.ContainsFunc(p.abilities, func(a *Ability) bool {
					return a.Kind == KindMana && (a.Cost.Discard > 0 || a.Cost.ExileFromHand > 0 || a.Cost.DiscardHand)
				}) {
					return "", cantTell
				}
			}
		}
		if have := max(0, *pl.Hand-1); have < n {
			if *pl.Hand == 0 {
				return fmt.Sprintf("%s says \u201c%s\u201d, and the board gives %s hand as empty (hand 0), so it holds no card to discard", card.Name, l, PlayerPossessive(player)), ""
			}
			return fmt.Sprintf("%s says \u201c%s\u201d, and %s hand holds %s besides the spell being cast", card.Name, l, PlayerPossessive(player), plural(have, "card")), ""
		}
		return "", ""
	}
	if m := rePayLifeCost.FindStringSubmatch(what); m != nil {
		n := 0
		fmt.Sscan(m[1], &n)
		life, given, _ := boardLife(b, player, nil, false)
		if !given {
			return "", cantTell + ", and the board does not give " + PlayerPossessive(player) + " life total (write life N)"
		}
		if life < n {
			return fmt.Sprintf("%s says \u201c%s\u201d, and %s %d life, and a player can pay life only while their life total is at least the payment", card.Name, l, PlayerDoes(player, "has"), life), ""
		}
		for _, w := range worlds {
			for _, p := range w.perms {
				if p.Controller == player && slices.ContainsFunc(p.abilities, func(a *Ability) bool {
					return a.Kind == KindMana && (a.Cost.PayLife > 0 || len(a.Mana.Riders) > 0)
				}) {
					return "", cantTell
				}
			}
		}
		return "", ""
	}
	return "", cantTell
}

// sacrificesForMana reports whether a mana ability of p sacrifices or
// returns a permanent as its cost.
func sacrificesForMana(p *perm) bool {
	return slices.ContainsFunc(p.abilities, func(a *Ability) bool {
		return a.Kind == KindMana && (a.Cost.Sacrifice != "" || a.Cost.SacrificeX != "" || a.Cost.ReturnToHand)
	})
}

// halfCast is the half of card, a card cast as one of its halves (split,
// aftermath, adventure), whose own mana cost is cost; nil where no one
// half's is (the whole card, or a cost of neither).
func halfCast(card *catalog.Card, cost ManaCost) *catalog.Card {
	if card.CardName != "" || len(card.Faces) < 2 {
		return nil
	}
	var found *catalog.Card
	for _, f := range card.Faces {
		c, err := ParseManaCost(f.ManaCost)
		if err != nil || f.ManaCost == "" || c.String() != cost.String() {
			continue
		}
		if found != nil {
			return nil
		}
		found = f
	}
	return found
}

// fusedCast reports whether card, a split card with fuse, is cast with
// both halves for cost, the total of their mana costs (702.102b, 709.4d).
func fusedCast(card *catalog.Card, cost ManaCost) bool {
	if card.CardName != "" || len(card.Faces) != 2 || !strings.Contains(card.Faces[0].Oracle, "Fuse") {
		return false
	}
	both, err := ParseManaCost(card.Faces[0].ManaCost + card.Faces[1].ManaCost)
	if err != nil {
		return false
	}
	// Both costs, or both with their hybrid symbols paid one way
	// ("{4}{G}{W}{U}{U}" for Beck // Call's "{G/U}{G/U}{4}{W}{U}"),
	// where it is neither half's own.
	return both.String() == cost.String() || halfCast(card, cost) == nil && hybridPaidAs(both, cost)
}

// hybridPaidAs reports whether cost is both with each of its hybrid
// symbols written as one of its colors ({G/U} as {G} or {U}), in any
// order: Beck // Call's fused cost paid "{4}{G}{W}{U}{U}", not Wear //
// Tear's "{1}{R}{W}" given as "{1}{G}{W}".
func hybridPaidAs(both, cost ManaCost) bool {
	if both.Generic != cost.Generic || both.X != cost.X || len(both.Symbols) != len(cost.Symbols) {
		return false
	}
	want := map[string]int{}
	for _, s := range cost.Symbols {
		want[s.String()]++
	}
	// Each symbol of both takes one symbol of cost: itself, or for a
	// hybrid symbol one of its colors; matched greedily, fixed symbols
	// first, as a hybrid symbol is the only one with a choice.
	var hybrids []CostSymbol
	for _, s := range both.Symbols {
		if s.Kind == SymHybrid {
			hybrids = append(hybrids, s)
			continue
		}
		if want[s.String()] == 0 {
			return false
		}
		want[s.String()]--
	}
	return matchHybrids(hybrids, want)
}

// matchHybrids reports whether the hybrid symbols can each take one of
// the symbols left in want, one of their colors, using them all.
func matchHybrids(hybrids []CostSymbol, want map[string]int) bool {
	if len(hybrids) == 0 {
		for _, n := range want {
			if n != 0 {
				return false
			}
		}
		return true
	}
	for _, c := range hybrids[0].Colors {
		k := c.Symbol()
		if want[k] == 0 {
			continue
		}
		want[k]--
		ok := matchHybrids(hybrids[1:], want)
		want[k]++
		if ok {
			return true
		}
	}
	return false
}

// fusedSpells keeps the fused spell of each split card with fuse asked
// about, so that it is one card, compiled once (compile.go).
var fusedSpells sync.Map // *catalog.Card → *catalog.Card

// fusedSpell is card, a split card with fuse, as the one spell its two
// halves make cast fused: both halves' mana costs, text and types, and
// so both halves' colors and the mana value of both costs (702.102b,
// 709.4d, 202.3d).
func fusedSpell(card *catalog.Card) *catalog.Card {
	if f, ok := fusedSpells.Load(card); ok {
		return f.(*catalog.Card)
	}
	a, b := card.Faces[0], card.Faces[1]
	f := *a
	f.Name = card.Name
	f.CardName = ""
	f.Faces = nil
	f.ManaCost = a.ManaCost + b.ManaCost
	f.Oracle = a.Oracle + "\n" + b.Oracle
	f.Types = slices.Compact(slices.Sorted(slices.Values(slices.Concat(a.Types, b.Types))))
	got, _ := fusedSpells.LoadOrStore(card, &f)
	return got.(*catalog.Card)
}

// spellTargets says why player can't cast card now for want of a legal
// target (CR 601.2c, 115.1), with the rules; unsure says why the engine
// can't tell. An Aura spell targets what its enchant ability names
// (303.4a, auraHasNothingFor); an instant or sorcery each target its text
// names, read as an activated ability's are (targetsAvailable), the spell
// being no permanent any of them could be, and a modal one needs as many
// modes with legal targets as it chooses (700.2a). A target only a kicked
// spell has, "any number of targets" (none may be chosen) and the cost of
// targets beyond the first are no target of the spell cast for its mana
// cost. Where there is no target, an ability of the player's that may
// make one first, and an overload cost, which needs none (702.96b), stop
// the answer; where there is one, text on the board that may keep spells
// from targeting it and that the engine does not read stops it too.
func spellTargets(ctx context.Context, b *Board, worlds []*world, player string, card *catalog.Card, x int) (why string, rules []string, unsure string, few bool) {
	if card.CardName == "" && len(card.Faces) > 1 {
		return "", nil, "", false
	}
	_, types, _ := splitTypes(card)
	aura := card.HasSubtype("Aura")
	if !aura && !slices.Contains(types, "Instant") && !slices.Contains(types, "Sorcery") {
		return "", nil, "", false
	}
	var effect, modes []string
	need, overload := 0, false
	for _, l := range ownLines(card) {
		low := strings.ToLower(l)
		switch {
		case strings.HasPrefix(low, "overload "):
			overload = true
			continue
		case strings.HasPrefix(low, "choose ") && (strings.Contains(l, "\u2014") || strings.HasSuffix(l, "-")):
			// "Choose one —", not "Choose two target players."
			need = map[string]int{"choose two": 2, "choose three": 3}[strings.TrimRight(strings.SplitN(low, " \u2014", 2)[0], " -")]
			need = max(need, 1)
			continue
		case strings.HasPrefix(l, "\u2022"):
			modes = append(modes, spellTargetText(strings.TrimSpace(strings.TrimPrefix(l, "\u2022"))))
			continue
		case strings.HasPrefix(low, "when") || strings.HasPrefix(low, "at "):
			// A delayed trigger the spell makes whose condition names a
			// target ("When target creature dies this turn, …"): that
			// target is the spell's (Graceful Reprieve's ruling of
			// 2017-03-14).
			if cond, _, ok := strings.Cut(l, ","); ok && !aura && strings.Contains(strings.ToLower(cond), "target") {
				effect = append(effect, spellTargetText(cond+"."))
			}
			continue
		}
		if _, _, ok := splitCost(l); ok {
			// An ability of the card (cycling), not the spell's effect.
			continue
		}
		if t := spellTargetText(l); t != "" {
			effect = append(effect, t)
		}
	}
	if aura {
		why, rules, unsure = auraHasNothingFor(ctx, b, card, true, player)
	} else {
		var spell perm
		initPerm(&spell, len(b.Permanents), &Permanent{Card: card, Controller: player})
		spell.spell = true
		legal := func(w *world, text string) legality {
			if text == "" {
				return legality{ok: true}
			}
			// Its colors as a spell on the stack, where its targets are
			// chosen (601.2c): Celestial Dawn's white, Ghostfire's none
			// (105.3, 604.3), which protection and "hexproof from" read
			// (702.16b, 702.11d).
			spell.colors = printedColors(card)
			if cs, why := spellColors(w.spellAs(player, card, newExplainer())); why == "" {
				spell.colors = cs
			}
			w.spellX, w.spellXSet = x, x >= 0
			defer func() { w.spellX, w.spellXSet = 0, false }()
			l := w.targetsAvailable(&spell, &Ability{Kind: KindActivated, Text: "{0}: " + text})
			if l.note != "" {
				// A target there is only once a permanent is tapped for
				// mana first, which the ways to pay would have to show.
				l.unknown = l.tapFirstUnknown
			}
			return l
		}
		some, none := false, false
		for _, w := range worlds {
			l := legal(w, strings.Join(effect, " "))
			if l.ok && l.unknown == "" && len(modes) > 0 {
				// Enough modes with legal targets (700.2a).
				n, unread := 0, legality{}
				for _, m := range modes {
					switch ml := legal(w, m); {
					case ml.unknown != "":
						unread = ml
					case ml.ok:
						n++
					}
				}
				if n < need && unread.unknown != "" {
					// A mode not read may be the one it needs.
					l = unread
				}
				if l.unknown == "" && n < need {
					l = legality{why: fmt.Sprintf("it chooses %s, and %s", plural(need, "mode"), map[bool]string{true: "none of its modes has a legal target", false: fmt.Sprintf("only %d of its modes have a legal target", n)}[n == 0])}
				}
			}
			switch {
			case l.unknown != "":
				return "", nil, card.Name + strings.TrimPrefix(l.unknown, "it"), false
			case l.ok:
				some = true
			default:
				none = true
				why, rules, few = l.why, slices.DeleteFunc(slices.Clone(l.rules), func(r string) bool { return r == "602.2b" }), l.few
			}
		}
		switch {
		case some && none:
			return "", nil, card.Name + " has a legal target in one order of the board's effects and none in another, and the board does not record their order (CR 613.7)", false
		case none:
			why = card.Name + strings.TrimPrefix(why, "it")
		default:
			why = ""
		}
	}
	if unsure != "" {
		return "", nil, unsure, false
	}
	if why != "" {
		if overload {
			return "", nil, why + "; overloaded it needs none (CR 702.96b), and the engine works out paying its mana cost only", false
		}
		if u := targetEnablersUnread(worlds, card, player); u != "" {
			return "", nil, why + "; " + u, false
		}
		// Tapping a permanent for mana makes a tapped one (Assassinate's
		// "target tapped creature").
		tapped := strings.Contains(strings.ToLower(strings.Join(append(effect, modes...), " ")), "tapped")
		for _, w := range worlds {
			for _, p := range w.perms {
				if p.Controller == player && slices.ContainsFunc(p.abilities, func(a *Ability) bool { return makesTarget(a, tapped && !p.is("Land")) }) {
					return "", nil, why + ", and " + p.name + " may make one, or change one, first", false
				}
			}
		}
		return why, rules, "", few
	}
	if len(effect) == 0 && len(modes) == 0 && !aura {
		return "", nil, "", false
	}
	return "", nil, targetLimitsUnread(worlds, card, nil, player), false
}

// reLetsTarget is text that may let a spell target what it otherwise
// couldn't: Glaring Spotlight's "as though they didn't have hexproof",
// Kaya, Bane of the Dead's, "can be the target of".
var reLetsTarget = regexp.MustCompile(`(?i)\bas though (?:it|they|that player|those players) (?:didn't|did not) have (?:hexproof|shroud)\b|\bcan be the targets? of\b`)

// targetEnablersUnread says where a permanent of the worlds has text that
// may let the spell card target what it otherwise couldn't (reLetsTarget),
// which the engine does not read for a spell's targets; "" where none has.
// Text for "spells and abilities you control" helps only its controller,
// not caster.
func targetEnablersUnread(worlds []*world, card *catalog.Card, caster string) string {
	for _, w := range worlds {
		for _, p := range w.perms {
			for _, a := range p.abilities {
				if reLetsTarget.MatchString(a.Text) && (p.Controller == caster || !strings.Contains(a.Text, "abilities you control")) {
					return fmt.Sprintf("%s has \u201c%s\u201d, which may let %s target what it otherwise couldn't, and the engine does not read it for a spell's targets", p.name, a.Text, card.Name)
				}
			}
		}
	}
	return ""
}

// targetLimitsUnread says where a permanent of the worlds other than
// the spell's own (self) has text that may keep the spell card, cast by
// caster, from targeting and that the engine does not read for a spell's
// targets; "" where none has.
func targetLimitsUnread(worlds []*world, card *catalog.Card, self *Permanent, caster string) string {
	for _, w := range worlds {
		for _, p := range w.perms {
			if p.Permanent == self {
				continue
			}
			for _, a := range p.abilities {
				if targetLimitUnread(a) && !(p.Controller == caster && ownHexproof(normalize(p.Card, a.Text))) {
					return fmt.Sprintf("%s has \u201c%s\u201d, which may keep %s from targeting what it would, and the engine does not read it for a spell's targets", p.name, a.Text, card.Name)
				}
			}
		}
	}
	return ""
}

// spellTargetText is the part of a line of a spell's text whose targets
// the spell cast for its mana cost has: without sentences about a kicked
// spell, "any number of targets" (none may be chosen: Fireball's ruling
// of 2017-11-17, strive's of 2014-04-26) or the cost of targets beyond
// the first; "" where none is left with a target.
func spellTargetText(l string) string {
	var keep []string
	for _, sentence := range strings.SplitAfter(l, ". ") {
		low := strings.ToLower(sentence)
		if strings.HasPrefix(low, "when you do, ") || strings.HasPrefix(low, "whenever you do, ") {
			// A reflexive triggered ability's target is chosen when it
			// triggers, not as the spell is cast (603.12;
			// Hypothesizzle's ruling of 2018-10-05).
			continue
		}
		if i := strings.Index(sentence, ", then choose another target"); i > 0 && strings.Contains(low, "for each time this spell was kicked") {
			// Multikicker: the first target, unkicked (Strength of
			// the Tajuru's rulings of 2010-03-01).
			keep = append(keep, strings.TrimSpace(sentence[:i])+".")
			continue
		}
		if !strings.Contains(low, "target") || strings.Contains(low, "kicked") || strings.Contains(low, "any number of target") && !strings.Contains(low, "as you choose among any number of target") || strings.Contains(low, "for each target beyond the first") {
			continue
		}
		keep = append(keep, strings.TrimSpace(sentence))
	}
	return strings.Join(keep, " ")
}

// unseenTargets is the targets of card's spell text, an instant's or a
// sorcery's, that are no permanent or player (a spell, a card, an
// ability): the board does not show them, and they are taken as there.
func unseenTargets(card *catalog.Card) []string {
	_, types, _ := splitTypes(card)
	if !slices.Contains(types, "Instant") && !slices.Contains(types, "Sorcery") {
		return nil
	}
	var out []string
	for _, l := range ownLines(card) {
		if _, _, ok := splitCost(l); ok {
			continue
		}
		t := strings.TrimPrefix(spellTargetText(l), "\u2022 ")
		for _, ix := range reTargetWord.FindAllStringIndex(t, -1) {
			if reTargetNoun.MatchString(t[:ix[0]]) || reUpTo.MatchString(t[:ix[0]]) {
				continue
			}
			ph := targetPhrase(t[ix[0]:], false)
			m := reUnseenTarget.FindStringIndex(ph)
			if m == nil || seenBefore(ph[:m[0]]) || reOrSeen.MatchString(ph[m[1]:]) {
				// None, or a player or permanent besides ("target
				// opponent puts the top card", "target permanent or
				// suspended card", "target spell or permanent").
				continue
			}
			// To its noun, and where it is: "target card from your
			// graveyard".
			end := m[1] + len(reUnseenWhere.FindString(t[ix[0]+m[1]:]))
			if ph = t[ix[0] : ix[0]+end]; !slices.Contains(out, ph) {
				out = append(out, ph)
			}
		}
	}
	return out
}

// seenBefore reports whether the words of a target before its noun, a
// card, a spell or an ability, name a player or a permanent: "target
// opponent puts the top card", not "target creature card".
func seenBefore(words string) bool {
	f := strings.FieldsFunc(words, func(r rune) bool { return r == ' ' || r == ',' })
	for i, w := range f {
		switch w {
		case "player", "players", "opponent", "opponents", "permanent", "permanents":
			return true
		case "creature", "creatures", "artifact", "artifacts", "land", "lands", "enchantment", "enchantments", "planeswalker", "planeswalkers", "battle", "battles":
			// A type word goes on to the noun, or to another type.
			for _, next := range f[i+1:] {
				switch next {
				case "or", "and", "and/or", "instant", "sorcery", "creature", "artifact", "land", "enchantment", "planeswalker", "battle":
					continue
				}
				return true
			}
		}
	}
	return false
}

// reUnseenTarget is a target that is a spell, a card or an ability;
// reUnseenWhere, where it is.
var (
	reUnseenTarget = regexp.MustCompile(`\b(?:cards?|spells?|abilit(?:y|ies))\b`)
	reOrSeen       = regexp.MustCompile(`^,? or (?:(?:non[a-z]+|tapped|untapped|attacking|blocking) )?(?:players?|opponents?|creatures?|artifacts?|lands?|enchantments?|planeswalkers?|permanents?|battles?)\b`)
	reUnseenWhere  = regexp.MustCompile(`^ (?:from|in) (?:your|a|an opponent's|target player's|their|that player's) (?:graveyard|hand|library)`)
)

// reMakesTarget is an ability that may give a spell a target before it
// is cast: one that makes or changes a permanent (reMakesOrChanges), or
// lets spells target what they otherwise couldn't (Detection Tower).
var reMakesTarget = regexp.MustCompile(`(?i)\bas though\b|\bcan be the targets?\b`)

// makesTarget reports whether an ability its controller may activate
// before casting a spell may give that spell a target: it makes or
// changes a permanent, lets spells target more, or, where the spell
// targets a tapped permanent, taps one for mana (tapped: a permanent
// other than a land, whose tapping may make one).
func makesTarget(a *Ability, tapped bool) bool {
	switch a.Kind {
	case KindActivated, KindUnknown:
		return reMakesOrChanges.MatchString(a.Text) || reMakesTarget.MatchString(a.Text)
	case KindMana:
		return tapped && a.Cost.Tap
	}
	return false
}

// reSpellTargetLimit is text that may keep a spell from targeting a permanent
// or player: "can't be the target", hexproof, shroud, protection.
var reSpellTargetLimit = regexp.MustCompile(`(?i)\bcan't be the targets?\b|\bhexproof\b|\bshroud\b|\bprotection\b`)

// reOwnHexproof is hexproof that only its controller's permanents, or
// that player, have ("this has hexproof as long as it's untapped",
// "creatures you control have hexproof", "you have hexproof"): it keeps
// only that player's opponents' spells from targeting (CR 702.11b), so a
// spell its controller casts targets as though it weren't there.
var reOwnHexproof = regexp.MustCompile(`(?i)^(?:as long as [^,.;:]+, )?(?:this|(?:other )?(?:creatures|permanents|lands|artifacts|enchantments|planeswalkers) you control|you) (?:has|have) hexproof(?: from [a-z]+)?(?: as long as [^,.;:]+)?\.$`)

// ownHexproof reports whether text, normalized, is reOwnHexproof's and
// holds no word that may join it to another clause or keyword ("… as
// long as it's untapped and spells you cast cost {2} more").
func ownHexproof(text string) bool {
	return reOwnHexproof.MatchString(text) && !joined(text)
}

// targetLimitUnread reports whether an ability on the board may keep a
// spell from targeting and the engine does not read it so: text not
// understood that speaks of targets, or a restriction on targets
// (StaticTargetLimit), which is read for abilities.
func targetLimitUnread(a *Ability) bool {
	if !a.Understood {
		return reSpellTargetLimit.MatchString(a.Text)
	}
	return a.Static != nil && a.Static.Kind == StaticTargetLimit
}

// needsEmptyStack reports whether card, cast as a spell, needs an empty
// stack: it is no instant and has no flash (CR 117.1a); a card cast as
// one of its halves needs one where every half does.
func needsEmptyStack(card *catalog.Card) bool {
	if card.CardName == "" && len(card.Faces) > 1 {
		for _, f := range card.Faces {
			if !needsEmptyStack(f) {
				return false
			}
		}
		return true
	}
	_, types, _ := splitTypes(card)
	return !slices.Contains(types, "Instant") && !slices.ContainsFunc(ownLines(card), hasFlashKeyword)
}

// kickedTargets says why spellTargets' reading, which is of the spell
// unkicked, may not hold: the cost given is not card's mana cost, and
// card has kicker with text about the kicked spell's targets, which are
// chosen once the kicker is paid (CR 601.2c, 702.33d); ok where it
// holds.
func kickedTargets(card *catalog.Card, cost ManaCost) (why string, ok bool) {
	own, err := ParseManaCost(card.ManaCost)
	if err == nil && own.String() == cost.String() {
		return "", true
	}
	kicker := false
	for _, l := range ownLines(card) {
		low := strings.ToLower(l)
		if strings.HasPrefix(low, "kicker") || strings.HasPrefix(low, "multikicker") {
			kicker = true
		}
	}
	if !kicker {
		return "", true
	}
	for _, l := range ownLines(card) {
		for _, sentence := range strings.SplitAfter(l, ". ") {
			if low := strings.ToLower(sentence); strings.Contains(low, "kicked") && strings.Contains(low, "target") {
				return fmt.Sprintf("%s has kicker, and the cost given, %s, is not its mana cost, so it may be kicked, and then \u201c%s\u201d: the engine reads the targets of the spell unkicked only", card.Name, cost.String(), strings.TrimSpace(sentence)), false
			}
		}
	}
	return "", true
}

// quoteEach is each of list in quotation marks.
func quoteEach(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = quote(s)
	}
	return out
}
