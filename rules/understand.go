package rules

import (
	"fmt"
	"regexp"
	"strings"
)

// This file is the one place that decides which text on a board can bear
// on a question. Understanding is positive: every ability of every
// permanent is either
//
//   - modelled: compiled into something the engine reads for this
//     question (an ability that is modelled but not understood stops the
//     answer);
//   - classified as unable to bear on this question, for a reason given
//     below that a judge can check; or
//   - bearing: the engine does not model how it bears, and the answer is
//     "I can't rule on this, because …" naming the text.
//
// No keyword or substring of the text decides this: the kind the compiler
// gave the ability does (its keywords, its cost and effect, its trigger
// events read from the trigger condition, its static or replacement
// effect), and a kind the compiler could not read bears on everything.
//
// The classification, per kind of ability:
//
// Keywords (CR 702):
//   - flying, reach, trample, vigilance, menace, defender, first strike,
//     double strike, deathtouch, lifelink: they change how a creature
//     attacks, blocks and deals damage (CR 702.2–702.20, 702.111, 508,
//     509, 510);
//     no question asks about combat or damage. None.
//   - exalted: a trigger when a creature attacks alone (702.83a); no
//     question has an attack. None.
//   - indestructible: it stops destruction (702.12b); no question
//     destroys anything, and 704.5f (toughness 0) still applies. None.
//   - flash: when a spell may be cast (702.8a); enters asks about a spell
//     that was cast. None.
//   - haste: modelled by tap, activate, pay and mana (302.6, 702.10c) for
//     a permanent its controller has not controlled continuously since
//     their most recent turn began (sick); for any other it changes
//     nothing asked. could-produce ignores costs (106.7); lands, upkeep
//     and enters read no {T} cost. None of those.
//   - hexproof, shroud: what can be targeted (702.11b, 702.18a). An
//     ability that targets (its text says "target", CR 115.1) may have
//     no legal target, so they bear on an activate question about an
//     ability that targets; mana abilities never target (605.1a). None
//     elsewhere.
//   - protection from …: targeting as hexproof, and an Aura or Equipment
//     of that quality attached to the permanent is put into the
//     graveyard as a state-based action (702.16c–d, 704.5m–n): it bears
//     on every question when something is attached to its permanent.
//   - enchant …: the Aura's restriction (303.4d). An Aura attached to a
//     permanent it can't enchant would be put into the graveyard by a
//     state-based action (704.5m): the question is refused
//     (illegalAttachment); attached legally, it bears on nothing more.
//   - equip: an activated ability (below).
//
// Activated abilities (CR 602):
//   - a mana ability (605.1a): modelled by every mana question that reads
//     its permanent: tap and activate read the permanent asked about;
//     could-produce, and "could produce" abilities, read the lands they
//     look at, chains included (106.7); pay and mana read every
//     permanent of the player. It does nothing unless activated, so it
//     bears on no question that does not read its permanent, nor on
//     lands, upkeep or enters.
//   - any other activated ability does nothing unless activated: it bears
//     only on an activate question about itself. One whose cost or
//     effect is not understood, and whose effect may add mana (106.3: an
//     effect that makes mana tells a player to "add" it) and has no
//     target (605.1a), may be a mana ability, and is taken as one.
//     Pay and mana ask what mana can be made while paying (601.2g), when
//     only mana abilities can be activated, so other activated abilities
//     bear on neither.
//
// Triggered abilities (CR 603): a triggered ability can change an answer
// only if its trigger event can happen while the question's actions are
// carried out. The compiler reads the trigger condition into events
// (trigger_events.go); a condition it cannot read may name any event and
// bears on everything. The events that can happen, per question, are in
// questionEvents below, with why. A trigger whose event can happen is
// modelled where the engine models it (upkeep triggers in upkeep, "becomes
// tapped" and triggered mana abilities in the mana questions, doubling X
// in enters) and bears otherwise. An intervening "if" clause the compiler
// reads narrows the events: Unbound Flourishing's copy trigger needs {X}
// in the activation cost (603.4). A triggered mana ability of a permanent
// that could-produce reads is an ability of that permanent (106.7) and
// bears on could-produce.
//
// Static abilities (CR 604): the ones the engine models (land-type and
// card-type changes, granted abilities, colors, power and toughness
// boosts in layer 7c, additional land plays, doubling X) are read where
// they apply; keywords granted to permanents whose subject or condition
// is not read bear as those keywords would on any permanent; those the compiler classifies
// as having no effect on any question (compileStatic) bear on none. A
// static ability not understood may change types, colors, costs, power
// and toughness, abilities, or what may be played, and through the
// state-based actions (704) legend status and attachment: it bears on
// every question.
//
// Replacement effects (CR 614): the mana replacement effects (106.12b)
// are modelled by the mana questions and bear on no other (no mana is
// produced in lands, upkeep or enters). One not understood may replace
// any event: it bears on every question.
//
// Enters abilities ("This enters tapped", "enters with counters", "As
// this enters, choose"): they apply only as their own permanent enters
// (614.1c–d, 614.12); a permanent on the board has already entered. None.
//
// Text no template matches bears on every question.

// questionKind is what a question asks, for deciding what can bear on it.
type questionKind string

// The questions, as the ruling's question field names them.
const (
	askTap      questionKind = "tap"
	askCould    questionKind = "could-produce"
	askActivate questionKind = "activate"
	askLands    questionKind = "lands"
	askUpkeep   questionKind = "upkeep"
	askEnters   questionKind = "enters"
	askPay      questionKind = "pay"
	askMana     questionKind = "mana"
)

// manaEvents can happen while a mana ability is activated and resolves:
// it is activated (602, 605.3); its costs tap or untap the permanent
// (107.5, 107.6), pay life (119.4); its effect adds mana (106.12a); its
// riders deal damage (Ancient Tomb), and damage to a player is life lost
// (120.3). Where a cost or rider removes counters or sacrifices a
// permanent, which leaves the battlefield (701.21; a creature dies,
// 700.4), those events count too (asking.events). Nothing is cast,
// nothing enters, no step begins, no card is drawn or discarded, there is
// no combat and nothing is targeted (605.1a).
var manaEvents = []GameEvent{EventActivate, EventTapped, EventManaAdded, EventLifeLoss, EventDamage}

// questionEvents are the events that can happen while each question's
// actions are carried out.
var questionEvents = map[questionKind][]GameEvent{
	askTap:  manaEvents,
	askPay:  manaEvents,
	askMana: manaEvents,
	// activate: a mana ability's events as above. For an ability that is
	// not a mana ability, its activation is the whole question: what
	// triggers on it triggers after it is activated (603.2) and cannot
	// change whether it can be activated, so no event counts
	// (asking.events).
	askActivate: manaEvents,
	// could-produce: nothing happens; the question is what an ability
	// would produce if it resolved now, costs ignored (106.7).
	askCould: nil,
	// lands: a land played enters the battlefield, and an ability that
	// triggers on it may let its controller play more lands (305.2).
	askLands: {EventEnters},
	// upkeep: the upkeep begins (503.1a); the modelled triggers draw
	// cards, put a card into a hand and make a player lose life; a draw
	// may make a player discard (603.3, 603.4). Where an upkeep trigger
	// does anything else (Contamination makes a player sacrifice a
	// permanent, which leaves the battlefield), sacrifice and leaving the
	// battlefield count too (asking.events).
	askUpkeep: {EventUpkeep, EventDraw, EventDiscard, EventLifeLoss},
	// enters: the spell is cast (601.2i) when it is cast. Abilities that
	// trigger on its entering trigger after it has entered (603.2, 603.6a)
	// and cannot change the X it entered with, the counters it entered
	// with (those are replacement effects, 614.1c) or its mana value.
	askEnters: {EventCast},
}

// asking is a question and what it reads.
type asking struct {
	kind questionKind
	// target is the permanent a tap, could-produce or activate question
	// is about.
	target *perm
	// ability is the ability an activate question is about; nil for every
	// activated ability of target.
	ability *Ability
	// mana: an activate question considers a mana ability.
	mana bool
	// targets: an activate question considers an ability that targets
	// (CR 115.1).
	targets bool
	// player is whose permanents pay and mana read.
	player string
	// cast: enters asks about a spell that was cast.
	cast bool
	// sacrifices, counters: a mana ability the question activates
	// sacrifices a permanent, or removes counters, by its cost or a rider.
	sacrifices, counters bool
	// xCost: a mana ability the question activates has {X} in its cost.
	xCost bool
	// lifeGain, damage: an upkeep trigger on the board may make a player
	// gain life, or deal damage.
	lifeGain, damage bool
}

// costEffects notes what activating a (a mana ability the question may
// activate) does besides tapping and adding mana.
func (k *asking) costEffects(a *Ability) {
	if a.Cost.Sacrifice != "" || a.Mana != nil && len(a.Mana.Riders) > 0 || !a.Understood {
		k.sacrifices = true
	}
	if a.Cost.RemoveCounters > 0 || a.Cost.RemoveX || !a.Understood {
		k.counters = true
	}
	if strings.Contains(a.Cost.Mana, "{X}") || !a.Understood {
		k.xCost = true
	}
}

// events are the events that can happen during the question.
func (k asking) events() []GameEvent {
	switch {
	case k.kind == askActivate && !k.mana:
		return nil
	case k.kind == askEnters && !k.cast:
		return nil
	}
	evs := questionEvents[k.kind]
	if k.manaQuestion() && k.kind != askCould || k.kind == askUpkeep {
		if k.sacrifices {
			evs = append(evs[:len(evs):len(evs)], EventSacrifice, EventLeaves)
		}
		if k.counters {
			evs = append(evs[:len(evs):len(evs)], EventCounters)
		}
	}
	if k.lifeGain {
		evs = append(evs[:len(evs):len(evs)], EventLifeGain)
	}
	if k.damage {
		evs = append(evs[:len(evs):len(evs)], EventDamage)
	}
	return evs
}

func (k asking) manaQuestion() bool {
	switch k.kind {
	case askTap, askCould, askPay, askMana:
		return true
	case askActivate:
		return k.mana
	}
	return false
}

// verdict is how an ability stands to a question.
type verdict int

const (
	// cannotBear: classified as unable to change the answer.
	cannotBear verdict = iota
	// modelled: the engine reads it for this question.
	modelled
	// bears: it may change the answer and the engine does not model how.
	bears
)

func worst(a, b verdict) verdict {
	if b > a {
		return b
	}
	return a
}

// unknownFor names text on the board that stops the question k, "" when
// every ability is modelled and understood or cannot bear on it.
func (w *world) unknownFor(k asking) string {
	if w.unknown != "" {
		return w.unknown
	}
	if k.kind == askPay || k.kind == askMana {
		// Every mana ability of the player's permanents may be activated.
		for _, p := range w.perms {
			if p.Controller != k.player {
				continue
			}
			for _, a := range p.abilities {
				if a.Kind == KindMana || a.Kind == KindActivated && !a.Understood && mayAddMana(a) {
					k.costEffects(a)
				}
			}
		}
	}
	if k.kind == askUpkeep {
		for _, p := range w.perms {
			for _, a := range p.abilities {
				t := a.Trigger
				if t == nil || t.Event != TriggerUpkeep && t.Event != TriggerDraw {
					continue
				}
				if t.Event == TriggerUpkeep && t.Draw == 0 && !t.RevealToHand {
					k.sacrifices = true
				}
				// What the upkeep's triggers do can trigger more: a
				// player gaining life, damage dealt (CR 120.3a).
				effect := strings.ToLower(t.Effect)
				k.lifeGain = k.lifeGain || strings.Contains(effect, "gain")
				k.damage = k.damage || strings.Contains(effect, "damage")
			}
		}
	}
	reads := w.readSet(k)
	for _, p := range w.perms {
		// A creature an effect makes 0/0 or less (an artifact of mana
		// value 0 made a creature, a -1/-1 effect).
		if (p.ptManaValue || p.boost[1] < 0) && p.is("Creature") {
			t, why := p.toughness()
			if why != "" {
				return why
			}
			if t <= 0 {
				return fmt.Sprintf("%s is a creature with toughness %d and is put into its owner's graveyard as a state-based action (CR 704.5f), which the engine does not apply", p.name, t)
			}
		}
		if why := w.illegalAttachment(p); why != "" {
			return why
		}
		for _, a := range p.abilities {
			v := w.classify(k, reads, p, a)
			if v == cannotBear || v == modelled && a.Understood && a.Unsure == "" {
				continue
			}
			has := p.name + " has \u201c" + a.Text + "\u201d"
			if a.Source != "" && a.Kind != KindIntrinsic {
				has = p.name + " has \u201c" + a.Text + "\u201d from " + a.Source
			}
			switch {
			case v == cannotBear:
				continue
			case a.Unsure != "":
				return a.Unsure
			case v == bears && a.Understood:
				return has + ", which the engine does not model for this question, and it could change the answer"
			case !a.Understood:
				why := a.Why
				if why == "" {
					why = "it is not understood"
				}
				if p == k.target && a.Source == "" {
					return fmt.Sprintf("%s's ability \u201c%s\u201d is not understood (%s)", p.name, a.Text, why)
				}
				return fmt.Sprintf("%s, which the engine does not understand (%s), and it could change the answer", has, why)
			}
		}
	}
	return ""
}

// illegalAttachment says why p, an Aura or Equipment, is attached to a
// permanent it can't be attached to, which a state-based action undoes
// (CR 303.4d, 704.5m, 704.5n, 301.5c); "" when it is not, or is attached
// to nothing. The engine does not answer as if it stayed.
func (w *world) illegalAttachment(p *perm) string {
	if p.attached < 0 {
		return ""
	}
	host := w.perms[p.attached]
	if p.hasSub("Equipment") && !host.is("Creature") {
		return fmt.Sprintf("%s is an Equipment attached to %s, which is not a creature, so it becomes unattached as a state-based action (CR 301.5c, 704.5n), which the engine does not apply", p.name, host.name)
	}
	if !p.hasSub("Aura") {
		return ""
	}
	for _, a := range p.abilities {
		for _, kw := range a.Keywords {
			if !strings.HasPrefix(kw, "enchant ") {
				continue
			}
			ok, known := enchantable(w, p, host, strings.TrimPrefix(kw, "enchant "))
			switch {
			case !known:
				return fmt.Sprintf("%s has \u201c%s\u201d, and the engine does not read whether %s is a legal object for it (CR 303.4d, 704.5m)", p.name, kw, host.name)
			case !ok:
				return fmt.Sprintf("%s can't enchant %s (\u201c%s\u201d), so it is put into its owner's graveyard as a state-based action (CR 303.4d, 704.5m), which the engine does not apply", p.name, host.name, kw)
			}
		}
	}
	return ""
}

// enchantable reports whether host is a legal object for "enchant what",
// and whether the engine can tell.
func enchantable(w *world, aura, host *perm, what string) (ok, known bool) {
	words := strings.Fields(what)
	if len(words) == 0 {
		return false, false
	}
	// Subtypes are written with a capital letter; the keyword was read in
	// lower case.
	last := words[len(words)-1]
	if _, isType := cardTypeWords[last]; !isType {
		words[len(words)-1] = strings.ToUpper(last[:1]) + last[1:]
	}
	sub, parsed := parseSubject("each " + strings.Join(words, " "))
	if !parsed {
		return false, false
	}
	in, why := sub.matches(w.b, aura, host)
	return in, why == ""
}

// readSet is the permanents whose mana abilities a mana question reads:
// the permanent asked about (every permanent of the player, for pay and
// mana), and the lands each "could produce" ability among them looks at,
// until nothing new is added (106.7).
func (w *world) readSet(k asking) map[*perm]bool {
	set := map[*perm]bool{}
	if !k.manaQuestion() {
		return set
	}
	var todo []*perm
	add := func(p *perm) {
		if !set[p] {
			set[p] = true
			todo = append(todo, p)
		}
	}
	switch k.kind {
	case askPay, askMana:
		for _, p := range w.perms {
			if p.Controller == k.player {
				add(p)
			}
		}
	default:
		add(k.target)
	}
	for len(todo) > 0 {
		p := todo[0]
		todo = todo[1:]
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Kind != ManaCould {
				continue
			}
			for _, q := range w.perms {
				if !q.is("Land") {
					continue
				}
				in := (a.Mana.Scope == "you" || a.Mana.Scope == "sacrificed") && q.Controller == p.Controller ||
					a.Mana.Scope == "opponent" && w.b.opponents(p.Controller, q.Controller)
				if in {
					add(q)
				}
			}
		}
	}
	return set
}

// tapped is the permanents a mana question taps for mana.
func (w *world) tapped(k asking, p *perm) bool {
	switch k.kind {
	case askTap, askActivate:
		return p == k.target
	case askPay, askMana:
		return p.Controller == k.player
	}
	return false
}

// combatKeywords bear on no question: see the file's comment.
var combatKeywords = map[string]bool{
	"flying": true, "reach": true, "trample": true, "vigilance": true, "menace": true, "defender": true,
	"first strike": true, "double strike": true, "deathtouch": true, "lifelink": true,
	"indestructible": true, "flash": true, "exalted": true,
}

// classify says how ability a of p stands to the question k.
func (w *world) classify(k asking, reads map[*perm]bool, p *perm, a *Ability) verdict {
	switch a.Kind {
	case KindIntrinsic:
		if k.manaQuestion() && reads[p] {
			return modelled
		}
		return cannotBear
	case KindKeyword:
		v := cannotBear
		for _, kw := range a.Keywords {
			v = worst(v, w.keyword(k, p, kw))
		}
		return v
	case KindMana:
		if k.manaQuestion() && reads[p] {
			return modelled
		}
		if k.kind == askActivate && p == k.target && (k.ability == nil || k.ability == a) {
			return modelled
		}
		return cannotBear
	case KindActivated:
		if k.kind == askActivate && p == k.target && (k.ability == nil || k.ability == a) {
			return modelled
		}
		if !a.Understood && mayAddMana(a) && k.manaQuestion() && reads[p] {
			return bears
		}
		return cannotBear
	case KindManaTrigger:
		switch {
		case k.kind == askCould:
			if reads[p] {
				return bears
			}
			return cannotBear
		case k.manaQuestion():
			if a.Trigger == nil {
				return bears
			}
			for _, q := range w.perms {
				if w.tapped(k, q) && w.manaTriggerWatches(p, a.Trigger, q) {
					return modelled
				}
			}
			return cannotBear
		}
		return cannotBear
	case KindTriggered:
		evs := eventsOf(a)
		if evs == nil {
			return bears
		}
		v := cannotBear
		for _, ev := range evs {
			if !hasEvent(k.events(), ev) {
				continue
			}
			// "if that ability's activation cost contains {X}" (603.4):
			// it does not trigger on an ability without {X} in its cost.
			if ev == EventActivate && a.Trigger.OnlyXCost && !k.xCost {
				continue
			}
			v = worst(v, triggerModelled(k, a, ev))
		}
		return v
	case KindReplacement:
		if a.Replacement == nil {
			return bears
		}
		if k.manaQuestion() {
			return modelled
		}
		return cannotBear
	case KindStatic:
		if a.Static != nil && !a.Understood && a.Static.Kind == StaticGrant && a.Static.Boost == nil && keywordsOnly(a.Static.Granted) {
			// Keywords granted to permanents the engine cannot name (the
			// subject or condition is not read): they bear as those
			// keywords would on any permanent.
			v := cannotBear
			for _, g := range a.Static.Granted {
				for _, kw := range g.Keywords {
					v = worst(v, w.keywordAnywhere(k, kw))
				}
			}
			return v
		}
		if a.Static == nil || !a.Understood {
			return bears
		}
		switch a.Static.Kind {
		case StaticExtraLands:
			if k.kind == askLands {
				return modelled
			}
			return cannotBear
		case StaticDoubleX:
			if k.kind == askEnters {
				return modelled
			}
			return cannotBear
		case StaticNoEffect:
			return cannotBear
		}
		return modelled
	case KindEnters:
		return cannotBear
	}
	return bears
}

// keyword classifies one keyword of p.
func (w *world) keyword(k asking, p *perm, kw string) verdict {
	switch {
	case combatKeywords[kw]:
		return cannotBear
	case kw == "haste":
		// Haste changes only what 302.6 forbids (702.10b–c): nothing for
		// a permanent its controller has controlled continuously since
		// their most recent turn began.
		if p.Permanent != nil && !p.Sick {
			return cannotBear
		}
		switch k.kind {
		case askTap, askActivate, askPay, askMana:
			return modelled
		}
		return cannotBear
	case kw == "hexproof" || kw == "shroud":
		if k.kind == askActivate && k.targets {
			return bears
		}
		return cannotBear
	case strings.HasPrefix(kw, "protection from "):
		for _, q := range w.perms {
			if q.attached == p.i {
				return bears
			}
		}
		if k.kind == askActivate && k.targets {
			return bears
		}
		return cannotBear
	case strings.HasPrefix(kw, "enchant "):
		return modelled
	}
	return bears
}

// keywordsOnly reports whether every granted ability is a keyword line.
func keywordsOnly(list []*Ability) bool {
	for _, g := range list {
		if g.Kind != KindKeyword || len(g.Keywords) == 0 {
			return false
		}
	}
	return len(list) > 0
}

// keywordAnywhere classifies a keyword that some unknown permanents may
// have: as keyword does, with protection bearing wherever anything is
// attached to anything.
func (w *world) keywordAnywhere(k asking, kw string) verdict {
	if strings.HasPrefix(kw, "protection from ") {
		for _, q := range w.perms {
			if q.attached >= 0 {
				return bears
			}
		}
	}
	if kw == "haste" {
		sick := false
		for _, q := range w.perms {
			sick = sick || q.Sick
		}
		switch k.kind {
		case askTap, askActivate, askPay, askMana:
			if sick {
				return bears
			}
		}
		return cannotBear
	}
	if kw == "enchant" || strings.HasPrefix(kw, "enchant ") {
		return bears
	}
	return w.keyword(k, &perm{i: -2}, kw)
}

// eventsOf are the events a triggered ability triggers on; nil when its
// condition is not read.
func eventsOf(a *Ability) []GameEvent {
	t := a.Trigger
	if t == nil {
		return nil
	}
	if t.On != nil {
		return t.On
	}
	switch t.Event {
	case TriggerUpkeep:
		return onUpkeep
	case TriggerDrawStep:
		return onDrawStep
	case TriggerTapForMana:
		return onTapForMana
	case TriggerBecomesTap:
		return onBecomesTapped
	case TriggerCast:
		return onCast
	case TriggerDraw:
		return onDraw
	}
	if a.Static != nil && a.Static.Kind == StaticDoubleX {
		return onCast
	}
	return nil
}

// The events of the trigger kinds the compiler models, shared.
var (
	onUpkeep        = []GameEvent{EventUpkeep}
	onDrawStep      = []GameEvent{EventDrawStep}
	onTapForMana    = []GameEvent{EventTapped, EventManaAdded}
	onBecomesTapped = []GameEvent{EventTapped}
	onCast          = []GameEvent{EventCast}
	onDraw          = []GameEvent{EventDraw}
)

// triggerModelled says whether the engine models a trigger whose event ev
// can happen during the question.
func triggerModelled(k asking, a *Ability, ev GameEvent) verdict {
	t := a.Trigger
	switch {
	case k.kind == askUpkeep && ev == EventUpkeep && t.Event == TriggerUpkeep:
		return modelled
	case k.manaQuestion() && ev == EventTapped && t.Event == TriggerBecomesTap:
		return modelled
	case k.kind == askEnters && ev == EventCast && a.Static != nil && a.Static.Kind == StaticDoubleX:
		return modelled
	// A cast trigger that counters the spell (Chalice of the Void) is
	// applied on the spell's way to the battlefield.
	case k.kind == askEnters && ev == EventCast && t.Event == TriggerCast:
		return modelled
	// Draw triggers (a discard, a loss of life) resolve between the upkeep
	// triggers, after each draw (CR 603.3).
	case k.kind == askUpkeep && ev == EventDraw && t.Event == TriggerDraw:
		return modelled
	}
	return bears
}

func hasEvent(list []GameEvent, ev GameEvent) bool {
	for _, x := range list {
		if x == ev {
			return true
		}
	}
	return false
}

var (
	reAddsMana = regexp.MustCompile(`\b[Aa]dds?\b`)
	reTargets  = regexp.MustCompile(`\b[Tt]argets?\b`)
)

// mayAddMana reports whether an activated ability the compiler did not
// understand may be a mana ability: its effect may add mana (an effect
// that makes mana tells a player to add it, CR 106.3) and it has no
// target (605.1a; a target is named by the word "target", 115.1).
func mayAddMana(a *Ability) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return true
	}
	return reAddsMana.MatchString(effect) && !reTargets.MatchString(effect)
}

// targetsSomething reports whether an ability's text names a target
// (CR 115.1).
func targetsSomething(a *Ability) bool { return reTargets.MatchString(a.Text) }

// entersUnknown names an ability of the card an enters question is about
// that stops the answer. Its enters abilities are modelled; what triggers
// on its being cast ("When you cast this spell") can change what happens
// before it enters; a static or replacement effect not understood may
// change its X, counters or mana value; text not read bears. Its keywords
// (combat keywords and flash change nothing asked, see above), its
// activated abilities (they do nothing unless activated) and abilities
// that trigger on other events (after it has entered, 603.6a) cannot bear.
func entersUnknown(name string, abil []*Ability, cast bool) string {
	for _, a := range abil {
		v := cannotBear
		switch a.Kind {
		case KindEnters:
			v = modelled
		case KindKeyword, KindActivated, KindMana, KindIntrinsic, KindManaTrigger:
			v = cannotBear
		case KindTriggered:
			// Its other triggered abilities function only once it is on
			// the battlefield (113.6), after it has entered.
			evs := eventsOf(a)
			if evs == nil || cast && hasEvent(evs, EventCastSelf) {
				v = bears
				if a.Static != nil && a.Static.Kind == StaticDoubleX {
					v = modelled
				}
			}
		case KindStatic:
			if a.Static == nil || !a.Understood {
				v = bears
			}
		default:
			v = bears
		}
		if v == cannotBear || v == modelled && a.Understood {
			continue
		}
		why := a.Why
		if why == "" {
			why = "the engine does not model it for this question"
		}
		return fmt.Sprintf("%s's ability \u201c%s\u201d is not understood (%s)", name, a.Text, why)
	}
	return ""
}
