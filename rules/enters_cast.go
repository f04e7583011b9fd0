package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// spellFilter reads the spells a "can't be cast" effect names: "spells",
// "creature spells", "noncreature spells with mana value 4 or greater",
// "noncreature spells with {X} in their mana costs".
var spellFilter = regexp.MustCompile(`^(non)?([a-z]+ )?spells(?: with mana value (\w+) or (greater|less)|( with \{X\} in their mana costs))?$`)

// chosenCantCast reads a "can't be cast" effect on spells of what p chose
// as it entered, its named attribute (Meddling Mage's "Spells with the
// chosen name can't be cast.", Archon of Valor's Reach's "Players can't
// cast spells of the chosen type."): ok where the effect is one, and
// chosen where card, of these card types, is what p named. A split card
// has the names of both its halves (CR 709.4a), and so has a fused split
// spell (709.4d): a half's name names it. With nothing named, it prohibits nothing here:
// castChoiceUnknown stops the answer first.
func chosenCantCast(affected string, p *perm, card *catalog.Card, types []string) (chosen, ok bool) {
	switch affected {
	case "spells with the chosen name":
		if p.Named == "" || card.Name == "" {
			// A face-down spell has no name (702.37c).
			return false, true
		}
		if strings.EqualFold(card.Name, p.Named) {
			return true, true
		}
		if card.CardName == "" && (card.Layout == "split" || card.Layout == "aftermath") {
			// The whole split card, or a fused split spell, has the
			// names of both its halves (709.4a, 709.4d).
			for _, half := range strings.Split(card.Name, " // ") {
				if strings.EqualFold(half, p.Named) {
					return true, true
				}
			}
		}
		return false, true
	case "spells of the chosen type":
		return p.Named != "" && slices.ContainsFunc(types, func(t string) bool { return strings.EqualFold(t, p.Named) }), true
	}
	return false, false
}

// reTargetsStack is text that targets a spell or an ability on the stack.
// A target that may be something else besides ("target spell or nonland
// permanent", Commit) is no such target (reTargetsOther).
var (
	reTargetsStack = regexp.MustCompile(`(?i)\btarget (?:[a-z]+ )*(?:spell|ability)\b`)
	reTargetsOther = regexp.MustCompile(`(?i)\btarget (?:[a-z]+ )*(?:spell|ability),? or (?:[a-z]+ )*(?:permanent|creature|player|artifact|enchantment|land|planeswalker|card)s?\b`)
)

// targetsStackOnly is the line of an instant's or sorcery's own text by
// which, not modal, it targets a spell or an ability (Counterspell's "Counter target
// spell."), "" where it has none: cast with the stack empty, it has no
// legal target (CR 601.2c).
func targetsStackOnly(card *catalog.Card) string {
	if _, types, _ := splitTypes(card); !has(types, "Instant") && !has(types, "Sorcery") {
		// A permanent spell's own text is its abilities': the spell
		// targets nothing (Glen Elendra Archmage).
		return ""
	}
	if strings.Contains(card.Oracle, "\u2022") || strings.Contains(strings.ToLower(card.Oracle), "choose one") {
		return ""
	}
	for _, line := range ownLines(card) {
		if strings.Contains(line, ":") || strings.HasPrefix(line, "When") || strings.HasPrefix(line, "At ") {
			continue
		}
		if reTargetsStack.MatchString(line) && !reTargetsOther.MatchString(line) {
			return line
		}
	}
	return ""
}

// castWhenProhibited says when an effect that prohibits casting spells at
// some times (castWhenLimits) prohibits caster's now, the board's turn and
// step: "" where it does not; timed is false for an effect of another
// kind.
func (w *world) castWhenProhibited(affected string, p *perm, caster string) (when string, timed bool) {
	b := w.b
	switch affected {
	case "spells during its controller's turn":
		if b.activeTeam(p.Controller) {
			return "it is " + PlayerPossessive(b.Turn) + " turn", true
		}
	case "spells during combat":
		if b.Step == StepCombat {
			return "the board is in the combat phase", true
		}
	case "spells during another player's turn":
		if !b.activeTeam(caster) {
			return "it is " + PlayerPossessive(b.Turn) + " turn", true
		}
	default:
		return "", false
	}
	return "", true
}

// castChoiceUnknown says why the engine can't tell whether caster may cast
// card: an effect that prohibits spells of what its permanent named or
// chose as it entered applies to caster, and the board does not say what
// it named or chose, or the card's colors are not known; or one that
// counts permanents (Ward of Bones) prohibits it now, and an ability a
// player may use first may change the count (countChanger); "" where
// there is none.
func (w *world) castChoiceUnknown(caster string, card *catalog.Card) string {
	_, types, _ := splitTypes(card)
	for _, p := range w.perms {
		for _, a := range p.abilities {
			s := castSpec(a)
			if a.Understood && s != nil && s.Who == "opponents with more" && w.b.opponents(p.Controller, caster) {
				for _, t := range s.MoreThan {
					if !has(types, Capital(t)) || w.controlCount(caster, t) <= w.controlCount(p.Controller, t) {
						continue
					}
					if q, c := w.countChanger(Capital(t)); q != nil {
						return fmt.Sprintf("%s \u201c%s\u201d counts %ss, and %s ability \u201c%s\u201d may change that count before %s is cast (CR 601.3, 602.2)", Possessive(p.name), a.Text, t, Possessive(q.name), c.Text, card.Name)
					}
				}
			}
			if !a.Understood || s == nil || !strings.Contains(s.Affected, "chosen") {
				continue
			}
			if !w.castLimitApplies(s, p, caster) {
				continue
			}
			if s.Affected == "spells of the chosen color" {
				colors, why := spellColors(w.spellAs(caster, card, newExplainer()))
				switch {
				case why != "":
					return fmt.Sprintf("%s has \u201c%s\u201d, and %s", p.name, a.Text, why)
				case p.Chose == "" && colors != 0:
					return fmt.Sprintf("%s has \u201c%s\u201d, and the board does not say which color it chose as it entered (write it as \u201c%s (chose blue)\u201d)", p.name, a.Text, p.name)
				}
				// A colorless spell is of no color chosen.
				continue
			}
			if p.Named != "" || card.Name == "" && strings.Contains(s.Affected, "name") {
				// A face-down spell has no name (702.37c).
				continue
			}
			if strings.Contains(s.Affected, "type") {
				if m := reChooseCardType.FindStringSubmatch(p.Card.Oracle); m != nil {
					_, types, _ := splitTypes(card)
					if !slices.ContainsFunc(types, func(t string) bool { return strings.Contains(strings.ToLower(m[1]), strings.ToLower(t)) }) {
						// Archon of Valor's Reach chooses no creature:
						// none of the card's types can be chosen.
						continue
					}
				}
			}
			what, like := "card name", "Grizzly Bears"
			if strings.Contains(s.Affected, "type") {
				what, like = "card type", "instant"
			}
			return fmt.Sprintf("%s has \u201c%s\u201d, and the board does not say which %s it named as it entered (write it as \u201c%s (named %s)\u201d)", p.name, a.Text, what, p.name, like)
		}
	}
	return ""
}

// castSpec is the "can't be cast" effect of a's static ability: its own,
// or the one its sentence adds to stopping activated abilities (Grand
// Abolisher); nil for none.
func castSpec(a *Ability) *StaticSpec {
	switch {
	case a.Static == nil:
		return nil
	case a.Static.Kind == StaticCantCast:
		return a.Static
	}
	return a.Static.Cast
}

// castLimitApplies reports whether the "can't be cast" effect s of p's
// ability applies to spells caster casts: every player's, its
// controller's, or its controller's opponents'.
func (w *world) castLimitApplies(s *StaticSpec, p *perm, caster string) bool {
	return s.Who == "each player" || s.Who == "you" && p.Controller == caster || s.Who == "opponents" && w.b.opponents(p.Controller, caster)
}

// cantBeCast names an effect on the board that says the card can't be
// cast by caster with mana value mv (CR 101.2, 601.3); "" if none.
func (w *world) cantBeCast(caster string, card *catalog.Card, mv int, e *explainer) string {
	_, types, _ := splitTypes(card)
	for _, p := range w.perms {
		for _, a := range p.abilities {
			s := castSpec(a)
			if !a.Understood || s == nil {
				continue
			}
			if s.Who == "opponents with more" {
				if why := w.cantCastMoreThan(caster, p, a, types, e); why != "" {
					return fmt.Sprintf("%s can't be cast: %s", card.Name, why)
				}
				continue
			}
			if !w.castLimitApplies(s, p, caster) {
				continue
			}
			if s.Affected == affectedSorceryOnly {
				when := w.b.notSorceryTime(caster)
				if when == "" {
					// A sorcery could be cast now: the board records
					// nothing on the stack (117.1a). A spell that
					// must target a spell or ability then has none
					// (601.2c; Teferi, Time Raveler's ruling of
					// 2019-05-03).
					if line := targetsStackOnly(card); line != "" {
						e.step(fmt.Sprintf("%s \u201c%s\u201d lets %s cast spells only when a sorcery could be cast, when the stack is empty, and %s says \u201c%s\u201d: there is no spell or ability to target", Possessive(p.name), a.Text, PlayerName(caster), card.Name, line), "307.5", "601.2c", "115.1")
						return fmt.Sprintf("%s can't be cast: with %s, %s spells only when the stack is empty, and it targets a spell or ability", card.Name, p.name, PlayerDoes(caster, "casts"))
					}
					continue
				}
				e.step(fmt.Sprintf("%s \u201c%s\u201d prohibits it: a sorcery can be cast only in a main phase of its caster's turn, when the stack is empty, and %s; a player can begin to cast a spell only if no rule or effect prohibits it", Possessive(p.name), a.Text, when), "307.5", "601.3", "101.2")
				return fmt.Sprintf("%s can't be cast: with %s, %s spells only when a sorcery could be cast, and %s", card.Name, p.name, PlayerDoes(caster, "casts"), when)
			}
			if when, timed := w.castWhenProhibited(s.Affected, p, caster); timed {
				if when == "" {
					continue
				}
				e.step(fmt.Sprintf("%s \u201c%s\u201d prohibits it, as %s; a player can begin to cast a spell only if no rule or effect prohibits it", Possessive(p.name), a.Text, when), "601.3", "101.2")
				if len(a.Text) > 60 {
					// Grand Abolisher's sentence, too long for a headline:
					// the step quotes it.
					return fmt.Sprintf("%s can't be cast: %s prohibits it, as %s", card.Name, p.name, when)
				}
				return fmt.Sprintf("%s can't be cast: %s \u201c%s\u201d, and %s", card.Name, Possessive(p.name), a.Text, when)
			}
			if s.Affected == "spells of the chosen color" {
				colors, _ := spellColors(w.spellAs(caster, card, newExplainer()))
				c, _ := colorFromWord(p.Chose)
				if p.Chose == "" || colors&(1<<c) == 0 {
					continue
				}
				e.step(fmt.Sprintf("%s \u201c%s\u201d prohibits it: %s chose %s as it entered, and %s is %s; a player can begin to cast a spell only if no rule or effect prohibits it", Possessive(p.name), a.Text, p.name, p.Chose, card.Name, p.Chose), "601.3", "101.2", "105.2")
				return fmt.Sprintf("%s can't be cast: %s chose %s (\u201c%s\u201d)", card.Name, p.name, p.Chose, a.Text)
			}
			if chosen, ok := chosenCantCast(s.Affected, p, card, types); ok {
				if !chosen {
					continue
				}
				e.step(fmt.Sprintf("%s \u201c%s\u201d prohibits it: %s named %s as it entered, and a player can begin to cast a spell only if no rule or effect prohibits it", Possessive(p.name), a.Text, p.name, p.Named), "601.3", "101.2")
				named := "it"
				if strings.Contains(s.Affected, "type") {
					named = strings.ToLower(p.Named)
				}
				return fmt.Sprintf("%s can't be cast: %s named %s (\u201c%s\u201d)", card.Name, p.name, named, a.Text)
			}
			m := spellFilter.FindStringSubmatch(s.Affected)
			if m == nil {
				return ""
			}
			match := true
			if m[2] != "" {
				t := strings.TrimSpace(m[2])
				match = has(types, t)
				if m[1] != "" {
					match = !match
				}
			}
			if m[3] != "" {
				n, _ := wordNumber(m[3])
				if m[4] == "greater" {
					match = match && mv >= n
				} else {
					match = match && mv <= n
				}
			}
			if m[5] != "" {
				match = match && strings.Contains(strings.ToUpper(card.ManaCost), "{X}")
			}
			if !match {
				continue
			}
			e.step(fmt.Sprintf("%s \u201c%s\u201d prohibits it: a player can begin to cast a spell only if no rule or effect prohibits it, and a \u201ccan't\u201d effect takes precedence over one that allows", Possessive(p.name), a.Text), "601.3", "101.2")
			return fmt.Sprintf("%s can't be cast: %s \u201c%s\u201d", card.Name, Possessive(p.name), a.Text)
		}
	}
	return ""
}

// counteredAsCast names a triggered ability on the board that counters the
// spell as it is cast (Chalice of the Void); "" if none. unsure says why
// the engine can't tell whether it does: an ability on the board may make
// the spell one that can't be countered (mayMakeUncounterable).
func (w *world) counteredAsCast(card *catalog.Card, mv, x int, e *explainer) (countered, unsure string) {
	uncounterable := false
	for _, a := range Compile(card) {
		if a.Understood && a.Static != nil && a.Static.Kind == StaticUncounterable {
			uncounterable = true
		}
	}
	// Only a spell with {X} in its mana cost has an X on the stack
	// (107.3a): the steps speak of it only then.
	since, counts := "", ""
	if strings.Contains(strings.ToUpper(card.ManaCost), "{X}") {
		since, counts = fmt.Sprintf(", since X is %d there,", x), fmt.Sprintf(" (X counts as %d there)", x)
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if !a.Understood || a.Trigger == nil || a.Trigger.Event != TriggerCast || a.Trigger.Effect != castCounterMV {
				continue
			}
			t := a.Trigger
			if t.Whose == "you" && p.Controller != Me || t.Whose == "an opponent" && !w.b.opponents(p.Controller, Me) {
				continue
			}
			n := p.counters("charge")
			if n != mv {
				e.step(fmt.Sprintf("%s ability doesn't trigger: %s mana value on the stack is %d%s and %s has %s", Possessive(p.name), Possessive(card.Name), mv, counts, p.name, plural(n, "charge counter")), "202.3e", "603.2")
				continue
			}
			if src, text := w.spellsUncounterable(card, p.Controller); src != "" {
				e.step(fmt.Sprintf("%s mana value on the stack is %d%s and %s (controlled by %s) has %s: its ability triggers as the spell becomes cast, but %s \u201c%s\u201d says the spell can't be countered, so the ability does nothing to it", Possessive(card.Name), mv, since, p.name, PlayerName(p.Controller), plural(n, "charge counter"), Possessive(src), text), "202.3e", "603.2", "101.2")
				continue
			}
			if uncounterable {
				e.step(fmt.Sprintf("%s mana value on the stack is %d%s and %s (controlled by %s) has %s: its ability triggers as the spell becomes cast, but the spell can't be countered, an ability that functions while it is on the stack, so the ability does nothing to it", Possessive(card.Name), mv, since, p.name, PlayerName(p.Controller), plural(n, "charge counter")), "202.3e", "603.2", "113.6g", "101.2")
				continue
			}
			if src, text, how := w.mayMakeUncounterable(card); src != "" {
				e.step(fmt.Sprintf("%s ability triggers as %s is cast and would counter it, but %s \u201c%s\u201d makes it a spell that can't be countered %s, and a spell that can't be countered isn't countered by it", Possessive(p.name), card.Name, Possessive(src), text, how), "101.2", "106.6", "117.3b")
				return "", fmt.Sprintf("%s may make %s a spell that can't be countered, which the question does not say", src, card.Name)
			}
			if q, a := w.sacrificesWhileCasting(p); q != nil {
				// Chalice of the Void's ruling of 2021-03-19: its
				// ability triggers only if it is on the battlefield as
				// the spell becomes cast, and a mana ability activated
				// while the spell is cast may sacrifice it first
				// (601.2g-h, 605.3a).
				return "", fmt.Sprintf("%s ability “%s” may sacrifice %s while %s is cast, before it becomes cast, and then %s ability doesn't trigger; the question does not say whether it is", Possessive(q.name), a.Text, p.name, card.Name, Possessive(p.name))
			}
			e.step(fmt.Sprintf("%s mana value on the stack is %d%s and %s (controlled by %s) has %s: its ability triggers as the spell becomes cast, and when it resolves the spell is countered and put into its owner's graveyard", Possessive(card.Name), mv, since, p.name, PlayerName(p.Controller), plural(n, "charge counter")), "202.3e", "601.2i", "603.2", "701.6a")
			e.cite(p.name, "2021-03-19", "matters only at the time the spell is cast")
			if n == 0 {
				e.cite(p.name, "2021-03-19", "zero charge counters")
			}
			return fmt.Sprintf("%s is countered by %s triggered ability", card.Name, Possessive(p.name)), ""
		}
	}
	return "", ""
}

// sacrificesWhileCasting names a permanent of mine, and its mana
// ability, that may sacrifice p (mine) as part of its cost while a spell
// is cast (Krark-Clan Ironworks' "Sacrifice an artifact: Add {C}{C}."
// and Chalice of the Void); nil where none can.
func (w *world) sacrificesWhileCasting(p *perm) (*perm, *Ability) {
	if p.Controller != Me {
		return nil, nil
	}
	for _, q := range w.perms {
		if q.Controller != Me {
			continue
		}
		for _, a := range q.abilities {
			what := a.Cost.Sacrifice
			if a.Kind != KindMana || what == "" {
				continue
			}
			// "this" sacrifices only its own permanent; a type, any of
			// that type.
			fits := q == p
			if what != "this" {
				fits = what == "permanent" || p.is(capitalize(what)) || p.hasSub(capitalize(what))
			}
			if l := w.canActivate(q, a); fits && (l.ok || l.unknown != "") {
				return q, a
			}
		}
	}
	return nil, nil
}

// mayMakeUncounterable names a permanent whose ability may make card, a
// spell cast by me, one that can't be countered, and that ability's text;
// "" for none. Such an ability is one that costs something to use: a
// mana ability of mine, untapped, whose mana can be spent on the spell and
// makes a spell it is spent on one that can't be countered (Cavern of
// Souls named for one of its creature types: its ruling of 2018-12-07),
// or an activated ability any player may activate while a trigger that
// would counter the spell waits (Vexing Shusher's "Target spell can't be
// countered."), or of mine before casting it (Domri, Anarch of Bolas).
func (w *world) mayMakeUncounterable(card *catalog.Card) (src, text, how string) {
	_, types, _ := splitTypes(card)
	for _, p := range w.perms {
		for _, a := range p.abilities {
			lower := strings.ToLower(a.Text)
			if !strings.Contains(lower, "can't be countered") || !strings.Contains(a.Text, ":") {
				continue
			}
			if strings.Contains(lower, "instant or sorcery spell") && !has(types, "Instant") && !has(types, "Sorcery") {
				// Boseiju, Who Shelters All's mana, spent on a
				// permanent spell, does nothing to it.
				continue
			}
			if a.Kind == KindMana && a.Mana != nil {
				if p.Controller != Me || p.Tapped {
					continue
				}
				if kind, _ := spendFor(spendRestriction(a.Mana.Spend), p, card); kind == spendNot {
					continue
				}
				return p.name, a.Text, "if its mana is spent to cast it"
			}
			if strings.Contains(lower, "spells you cast") {
				if p.Controller != Me {
					continue
				}
				return p.name, a.Text, "if it is activated before the spell is cast"
			}
			return p.name, a.Text, "if " + PlayerDoes(p.Controller, "activates") + " it while the trigger waits"
		}
	}
	return "", "", ""
}

// reCastTrigger is a trigger on casting a spell of some types: who casts,
// which spells, and the effect.
var reCastTrigger = regexp.MustCompile(`^Whenever (you|a player|an opponent) casts? (?:an? )?([a-z]+(?: or [a-z]+)?) spells?(?: or activates? an ability)?, (.+)$`)

// reHarmlessCastEffect is an effect of a cast trigger that does nothing to
// the spell: drawing a card or gaining life.
var reHarmlessCastEffect = regexp.MustCompile(`^(?:you (?:may )?)?(?:draw a card|gain \w+ life)\.$`)

// castTriggerPasses reports whether a triggered ability the engine does
// not model is one whose trigger condition reads as a cast trigger that
// does not trigger for this spell cast by me (its spell types exclude the
// card's, or only an opponent's spells trigger it), or whose effect
// only draws a card or gains life, which does not change the spell.
func castTriggerPasses(a *Ability, card *catalog.Card, controller string) bool {
	m := reCastTrigger.FindStringSubmatch(normalize(nil, a.Text))
	if m == nil {
		return false
	}
	if m[1] == "you" && controller != Me || m[1] == "an opponent" && controller == Me {
		return true
	}
	_, types, _ := splitTypes(card)
	triggers := false
	for _, w := range strings.Split(m[2], " or ") {
		switch {
		case w == "spell":
			triggers = true
		case w == "permanent":
			triggers = triggers || !has(types, "Instant") && !has(types, "Sorcery")
		case strings.HasPrefix(w, "non"):
			t, ok := objectTypes[strings.TrimPrefix(w, "non")]
			if !ok && w != "noninstant" && w != "nonsorcery" {
				return false
			}
			triggers = triggers || !has(types, t)
		case w == "instant" || w == "sorcery":
			triggers = triggers || has(types, strings.ToUpper(w[:1])+w[1:])
		default:
			t, ok := objectTypes[w]
			if !ok || t == "" {
				return false
			}
			triggers = triggers || has(types, t)
		}
	}
	if !triggers {
		return true
	}
	return reHarmlessCastEffect.MatchString(m[3])
}

// cantCastMoreThan applies Ward of Bones' "Each opponent who controls more
// creatures than you can't cast creature spells" to a spell of types cast
// by me: the reason it can't be cast, or "".
func (w *world) cantCastMoreThan(caster string, p *perm, a *Ability, types []string, e *explainer) string {
	if !w.b.opponents(p.Controller, caster) {
		return ""
	}
	for _, t := range a.Static.MoreThan {
		if !has(types, Capital(t)) {
			continue
		}
		mine, theirs := w.controlCount(caster, t), w.controlCount(p.Controller, t)
		if mine <= theirs {
			continue
		}
		if q, _ := w.countChanger(Capital(t)); q != nil {
			// The count may change before the spell is cast:
			// castChoiceUnknown says so.
			continue
		}
		e.step(fmt.Sprintf("%s \u201c%s\u201d prohibits it: %s %d %ss and %s %d, and a \u201ccan't\u201d effect takes precedence over one that allows", Possessive(p.name), a.Text, PlayerDoes(caster, "controls"), mine, t, PlayerDoes(p.Controller, "controls"), theirs), "601.3", "101.2")
		return fmt.Sprintf("%s, as %s more %ss than %s", p.name, PlayerDoes(caster, "controls"), t, PlayerName(p.Controller))
	}
	return ""
}

// countersAsCast reports whether a permanent on the board has a trigger
// that counters a spell as it is cast (counteredAsCast).
func (w *world) countersAsCast() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Trigger != nil && a.Trigger.Event == TriggerCast && a.Trigger.Effect == castCounterMV {
				return true
			}
		}
	}
	return false
}

// reSpellsUncounterableParts reads a static that keeps spells from being
// countered: the spells' color or type, whose spells, and by whose spells
// or abilities ("Creature spells can't be countered.", "Green spells you
// control can't be countered by spells or abilities your opponents
// control.").
var reSpellsUncounterableParts = regexp.MustCompile(`^(?:([A-Z][a-z]+) )?[Ss]pells( you control| your opponents control)? can't be countered( by spells or abilities your opponents control)?\.$`)

// uncounterableRead reports whether the engine reads a static that keeps
// spells from being countered (spellsUncounterableApplies).
func uncounterableRead(text string) bool {
	m := reSpellsUncounterableParts.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	word := strings.TrimPrefix(strings.ToLower(m[1]), "non")
	_, isColor := spellColorWords[word]
	return m[1] == "" || isColor || spellTypeWords[word] != ""
}

// spellsUncounterableApplies reports whether the static text keeps card,
// cast by me, from being countered by an ability that player by controls,
// the static's source controlled by owner; ok is false where the engine
// does not read the text.
func (w *world) spellsUncounterableApplies(text, owner string, card *catalog.Card, by string) (applies, ok bool) {
	m := reSpellsUncounterableParts.FindStringSubmatch(text)
	if m == nil {
		return false, false
	}
	applies = true
	if word := strings.ToLower(m[1]); word != "" {
		non := strings.HasPrefix(word, "non")
		word = strings.TrimPrefix(word, "non")
		if c, isColor := spellColorWords[word]; isColor {
			colors, why := spellColors(card)
			if why != "" {
				return false, false
			}
			applies = colors.Has(c)
		} else if t := spellTypeWords[word]; t != "" {
			_, types, _ := splitTypes(card)
			applies = has(types, t)
		} else {
			return false, false
		}
		applies = applies != non
	}
	switch m[2] {
	case " you control":
		applies = applies && owner == Me
	case " your opponents control":
		applies = applies && w.b.opponents(owner, Me)
	}
	if m[3] != "" {
		applies = applies && w.b.opponents(owner, by)
	}
	return applies, true
}

// spellsUncounterable names a permanent on the board whose static keeps
// card, cast by me, from being countered by an ability that player by
// controls (Gaea's Herald's "Creature spells can't be countered."), and
// that static's text; "" if none.
func (w *world) spellsUncounterable(card *catalog.Card, by string) (src, text string) {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticSpellsUncounterable {
				continue
			}
			if applies, ok := w.spellsUncounterableApplies(normalize(nil, a.Text), p.Controller, card, by); ok && applies {
				return p.name, a.Text
			}
		}
	}
	return "", ""
}
