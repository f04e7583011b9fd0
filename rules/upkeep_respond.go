package rules

import (
	"context"
	"regexp"
	"slices"
	"strings"
)

// While an upkeep trigger that reads a hand as it resolves waits on the
// stack, every player gets priority (CR 117.3b), and an activated ability
// that puts a card into that hand or takes one out of it changes what the
// trigger does (603.4, 608.2h): respondsToHand refuses such a board. An
// ability its controller can't activate then changes nothing: one whose
// whole cost can't be paid (602.2b, 601.2h: {T} of a tapped permanent or
// a creature with summoning sickness, 302.6; counters, permanents to
// sacrifice or tap, cards in hand, life it lacks; mana its controller's
// permanents can't make), one without a legal target (601.2c, 602.2b), or
// one its timing or an effect forbids (602.5).
//
// That the cost can't be paid holds only while nothing can change what
// pays it before the trigger resolves. cantRespond says so only where
// that is sure:
//   - no other upkeep trigger draws, untaps, creates, puts counters,
//     discards, asks for mana or does anything beyond cards and life, and
//     no second trigger reads a hand (one resolving first gives cards
//     whose kind is unknown); one that gains life leaves a cost that pays
//     life as payable;
//   - every other activated ability on the board can't be activated now
//     either (it could untap the permanent, give it haste, put counters
//     on it, make a token to sacrifice or a target, or mana), read
//     without this condition, so that nothing at all can be activated but
//     mana abilities;
//   - no triggered ability triggers on what the mana abilities that can
//     be activated may do (a permanent tapped, mana added, damage, life
//     paid, a permanent sacrificed: noteResponses), only on steps,
//     casting, combat and the like;
//   - no keyword other than those that work only in combat, from a hand
//     or graveyard, as a spell is cast or as a permanent enters, or as a
//     creature dies where no such mana ability sacrifices one;
//   - no mana ability the engine does not understand or that does more
//     than add mana.
//
// Mana is read by the pay question's own solver (payQuestion) on the
// board in the upkeep of the player asked about, with the permanent
// tapped where its cost has {T} (its own {T} mana abilities then make
// none for it: 602.2b, 601.2g-h), and only where its controller's hand
// is known to be empty: a card in a hand may make mana (Simian Spirit
// Guide's ability works from the hand, 113.6m), and a "no" stands only
// where no effect changes what abilities or spells cost. Where anything
// is not known, the ability is taken as one that can be activated.

// respondMemo holds, for one upkeep question, what cantRespond worked
// out.
type respondMemo struct {
	ctx context.Context
	// gate: 1 nothing but mana abilities can act first, 2 something
	// else may, 0 not yet known.
	gate int8
	// cant: whether an ability of the permanent at an index can't be
	// activated now, read without the gate.
	cant map[permAbility]bool
	// worlds are the board's worlds in the upkeep of the player asked
	// about; built once.
	worlds []*world
	built  bool
	// responses are the abilities that can be activated while the
	// trigger waits and that the upkeep follows (followedResponse).
	responses []upResponse
}

// cantRespond reports whether ability a of p surely can't be activated
// while the hand-reading trigger of k waits on the stack.
func (w *world) cantRespond(k asking, p *perm, a *Ability) bool {
	if w.cantByTiming(k, p, a) || w.discardsMoreThanHeld(k, p, a) {
		return true
	}
	m := k.respond
	if m == nil || m.ctx == nil {
		return false
	}
	if m.gate == 0 {
		m.gate = 2
		if w.onlyManaActs(k) {
			m.gate = 1
		}
	}
	if m.gate != 1 {
		return false
	}
	return w.cantActivateNow(k, p, a)
}

// discardsMoreThanHeld reports whether a's cost discards more cards than
// its controller holds, where nothing puts one in their hand first: no
// trigger draws, and none of two that read hands resolves first
// (CR 602.2b, 601.2h). An ability that could put one there first puts a
// card into a hand while the trigger waits and is refused itself.
func (w *world) discardsMoreThanHeld(k asking, p *perm, a *Ability) bool {
	if a.Cost.Discard == 0 || k.handIfs > 1 || k.upkeepDraws || k.handIf != "" && k.handCount != "" {
		return false
	}
	pl := w.b.Player(p.Controller)
	return pl != nil && pl.Hand != nil && *pl.Hand < a.Cost.Discard
}

// cantByTiming reports whether a can't be activated in the upkeep of
// k.player whatever is paid: a loyalty ability or one activated as a
// sorcery (606.3, 602.5d: the stack is not empty), one that works only
// from a graveyard (113.6m), or one whose "Activate only" timing excludes
// this upkeep (602.5b).
func (w *world) cantByTiming(k asking, p *perm, a *Ability) bool {
	if a.Cost.Loyalty || a.Restriction.Sorcery || a.FromZone != "" {
		return true
	}
	ours := !w.b.opponents(p.Controller, k.player)
	r := a.Restriction
	// "before attackers are declared": in the upkeep they have not been
	// (508.1), so that alone bars nothing.
	if r.Turn == "yours" && !ours || r.Turn == "opponent's" && ours || r.Combat || r.Attacking || r.Step != "" && r.Step != "upkeep" {
		return true
	}
	return strings.Contains(strings.ToLower(a.Text), "return "+strings.ToLower(p.Card.Name)+" from your graveyard")
}

// onlyManaActs reports whether, in the upkeep of k, nothing can change
// the board before a hand-reading trigger resolves but the activation of
// mana abilities: see the file's comment.
func (w *world) onlyManaActs(k asking) bool {
	return w.manaActsStopper(k) == ""
}

// manaActsStopper says, where onlyManaActs does not hold, what may act
// first and change whether an ability can be activated: "an upkeep
// trigger that resolves first changes that", "Lore Weaver's “Partner
// with …” changes that"; "" where only mana abilities can act.
func (w *world) manaActsStopper(k asking) string {
	if k.handIfs > 1 || k.handIf != "" && k.handCount != "" || k.upkeepDraws || k.paysMana || k.untaps || k.enters || k.counters || k.discards || k.sacrifices {
		return "an upkeep trigger that resolves first changes that"
	}
	if w.handReadTwice(k) {
		return "an upkeep trigger that resolves first changes that"
	}
	for _, q := range w.perms {
		if anyPlayerMay(q.Permanent) {
			// Another player than its controller may activate it
			// (602.2), with their own mana.
			return Possessive(q.name) + " abilities, which another player than its controller may activate, change that"
		}
		for _, x := range q.abilities {
			if x.Unsure != "" || !x.Understood && x.Kind != KindActivated && x.Kind != KindTriggered && x.Kind != KindEnters || x.Kind == KindKeyword && len(x.Keywords) == 0 {
				// What it is or does is not known. What a permanent
				// enters with applies only as it enters (614.12), which
				// nothing here makes happen.
				return Possessive(q.name) + " \u201c" + x.Text + "\u201d changes that"
			}
			switch x.Kind {
			case KindActivated:
				if !w.cantByTiming(k, q, x) && !w.cantActivateNow(k, q, x) && !w.changesNothingUsed(x) {
					return Possessive(q.name) + " \u201c" + x.Text + "\u201d changes that"
				}
			case KindMana:
				if !x.Understood || x.Mana == nil || len(x.Mana.Riders) > 0 || x.Cost.PutCounter != "" {
					return Possessive(q.name) + " \u201c" + x.Text + "\u201d changes that"
				}
			case KindManaTrigger:
				if !x.Understood || x.Trigger == nil || x.Trigger.Mana == nil && !x.Trigger.ProducedType {
					return Possessive(q.name) + " \u201c" + x.Text + "\u201d changes that"
				}
			case KindTriggered:
				if !triggerOutOfReach(k, x) {
					return Possessive(q.name) + " \u201c" + x.Text + "\u201d changes that"
				}
			case KindKeyword:
				for _, kw := range x.Keywords {
					if !keywordOutOfReach(kw) && !(diesOnlyKeyword(kw) && k.responseEvents != nil && !slices.Contains(k.responseEvents, EventLeaves)) {
						return Possessive(q.name) + " \u201c" + x.Text + "\u201d changes that"
					}
				}
			case KindStatic, KindIntrinsic, KindReplacement, KindEnters:
				// Applied in building the world; what it applies to
				// changes only where something acts.
			default:
				return Possessive(q.name) + " \u201c" + x.Text + "\u201d changes that"
			}
		}
	}
	return ""
}

// reHarmless is an effect that changes nothing a cost, a restriction or a
// target reads but by taking away: damage (a creature dealt lethal damage
// is gone, 704.5g; lifelink is read apart), regeneration, prevention.
var reHarmless = regexp.MustCompile(`^(?:[a-z0-9,' -]+ deals (?:[0-9]+|one|two|three) damage to (?:any target|target creature|target player|target creature or player|target player or planeswalker|target creature or planeswalker|target attacking creature|target attacking or blocking creature|target blocking creature)|regenerate (?:target creature|[a-z0-9,' -]+)|prevent the next (?:[0-9]+|one|two|three) damage that would be dealt to (?:any target|target creature|target player|target creature or player|[a-z0-9,' -]+) this turn)\.$`)

// changesNothingUsed reports whether activated ability x, whose cost
// only taps, pays mana or life, sacrifices or removes counters, does only
// what reHarmless says (and where no text on the board speaks of
// lifelink, by which damage gains life): activating it first can't let
// another ability's cost be paid, its restriction be met or its target
// be chosen. What it sets off is read apart (triggerOutOfReach).
func (w *world) changesNothingUsed(x *Ability) bool {
	if !x.Understood || x.Cost.PutCounter != "" || x.Cost.ReturnToHand || x.Cost.Discard > 0 || x.Cost.DiscardHand || x.Cost.ExileFromHand > 0 || x.Cost.Mill > 0 || x.Cost.TapUntapped > 0 || x.Cost.Untap || x.Cost.Exert {
		return false
	}
	_, effect, ok := splitCost(x.Text)
	if !ok || !reHarmless.MatchString(strings.ToLower(withoutReminders(effect))) {
		return false
	}
	for _, q := range w.perms {
		for _, y := range q.abilities {
			if strings.Contains(strings.ToLower(y.Text), "lifelink") {
				return false
			}
		}
	}
	return true
}

// handReadTwice reports whether, in Two-Headed Giant, a trigger that
// reads a hand may trigger for two players of the upkeep's team (Ghirapur
// Orrery's "each player's upkeep" triggers once for each, 805.4d): one
// resolving first gives its player cards whose kind is unknown while the
// other waits. k.handIfs counts the abilities, not the times they
// trigger.
func (w *world) handReadTwice(k asking) bool {
	if w.b.Format != Format2HG {
		return false
	}
	for _, q := range w.perms {
		for _, x := range q.abilities {
			t := x.Trigger
			if t == nil || t.Event != TriggerUpkeep {
				continue
			}
			limit, reads := t.handLimit()
			if !reads {
				continue
			}
			n := 0
			for _, pl := range w.b.Players {
				if !w.b.opponents(pl.Name, k.player) && (pl.Hand == nil || *pl.Hand <= limit) {
					n++
				}
			}
			if n > 1 {
				return true
			}
		}
	}
	return false
}

// noteResponses notes, in an upkeep where a trigger that reads a hand
// waits on the stack, the events players may bring about meanwhile
// (k.responseEvents): mana abilities they can activate (605.3a) tap
// permanents, add mana and may deal damage, and their costs may
// sacrifice, remove counters or discard; where another ability can be
// activated, anything may happen. What that brings about may trigger an
// ability that resolves before the waiting one (603.3b), whose draw
// makes it do nothing (Chromatic Star's "When this is put into a
// graveyard from the battlefield, draw a card" after its mana, Grim
// Haruspex's after Blood Pet's): responseTrigger.
func (w *world) noteResponses(k *asking) {
	evs := []GameEvent{}
	mana := []GameEvent{EventTapped, EventManaAdded, EventActivate, EventDamage}
	for _, q := range w.perms {
		for _, x := range q.abilities {
			if x.Kind == KindIntrinsic && !q.Tapped && !(q.Sick && q.is("Creature") && !q.haste && q.asHaste == "") && len(evs) == 0 {
				evs = mana
			}
			if x.Kind != KindMana && x.Kind != KindActivated || w.cantByTiming(*k, q, x) || w.cantActivateNow(*k, q, x) {
				continue
			}
			if len(evs) == 0 {
				evs = slices.Clone(mana)
			}
			if x.Kind == KindActivated || !x.Understood || x.Mana != nil && len(x.Mana.Riders) > 0 {
				k.responseEvents = append(slices.Clone(mana), EventActivateNonMana, EventSacrifice, EventLeaves, EventCounters, EventEnters, EventTargeted, EventLifeGain, EventLifeLoss, EventDiscard, EventPermDamaged, EventDraw)
				return
			}
			c := x.Cost
			if c.Sacrifice != "" || c.SacrificeX != "" || c.ReturnToHand {
				evs = append(evs, EventSacrifice, EventLeaves)
			}
			if c.RemoveCounters > 0 || c.RemoveX || c.RemoveAny || c.PutCounter != "" {
				evs = append(evs, EventCounters)
			}
			if c.Discard > 0 || c.DiscardHand {
				evs = append(evs, EventDiscard)
			}
			if c.PayLife > 0 {
				evs = append(evs, EventLifeLoss)
			}
		}
	}
	k.responseEvents = evs
}

// responseTrigger reports whether triggered ability a of p may trigger on
// what players do while a trigger that reads a hand waits
// (k.responseEvents), and change what the outcomes hold: responseChange.
func (w *world) responseTrigger(k asking, p *perm, a *Ability) bool {
	return w.responseChange(k, p, a) != ""
}

// responseChange says what triggered ability a of p may change where it
// triggers on what players do while a trigger that reads a hand waits
// (k.responseEvents) and resolves first (603.3b): "hand" where it puts a
// card into or takes one out of a hand that trigger reads (it draws or
// names a hand, its controller's where they are an upkeep player,
// another where its text reaches it: reachesOtherHands); "outcome" where
// it triggers on an ability that is no mana ability being activated and
// changes what the outcomes of that activation hold (Harsh Mentor's
// damage, Runic Armasaur's draw, Rings of Brighthearth's copy:
// reOnActivation); "" where it doesn't trigger then or changes neither.
// What a mana ability activated meanwhile sets off that may end the game
// is gameEndResponse's.
func (w *world) responseChange(k asking, p *perm, a *Ability) string {
	if len(k.responseEvents) == 0 || a.Kind != KindTriggered && a.Kind != KindManaTrigger {
		return ""
	}
	evs := eventsOf(a)
	reached := evs == nil
	for _, ev := range evs {
		if slices.Contains(k.responseEvents, ev) && !(ev == EventDamage && k.noDamage) {
			reached = true
		}
		if ev == EventSelfTapped && slices.Contains(k.responseEvents, EventTapped) && (w.selfTappable(p) || slices.Contains(k.responseEvents, EventActivateNonMana) && w.mayTapOthers(p)) {
			// Fallowsage's "Whenever this becomes tapped": tapped for
			// its own mana, or by Springleaf Drum's cost.
			reached = true
		}
	}
	if !reached {
		return ""
	}
	l := strings.ToLower(a.Text)
	// What it does, not what it triggers on ("Whenever you discard a
	// card, exile that card from your graveyard").
	if a.Trigger != nil && a.Trigger.Effect != "" {
		l = strings.ToLower(a.Trigger.Effect)
	}
	if _, effect, ok := strings.Cut(l, ", "); ok && (strings.HasPrefix(l, "when") || strings.HasPrefix(l, "at ")) {
		l = effect
	}
	if !w.b.opponents(p.Controller, k.player) {
		if strings.Contains(l, "draw") || strings.Contains(l, "hand") || strings.Contains(l, "discard") {
			return "hand"
		}
	} else if reachesOtherHands(l) || strings.Contains(l, "owner's hand") || strings.Contains(l, "owners' hands") {
		return "hand"
	}
	if slices.Contains(evs, EventActivateNonMana) && slices.Contains(k.responseEvents, EventActivateNonMana) && reOnActivation.MatchString(l) {
		return "outcome"
	}
	return ""
}

// reOnActivation is what an ability that triggers on an ability that is
// no mana ability being activated may do that changes what the outcomes
// of the activations upkeep follows hold, or what may be activated next:
// damage or a life total changed (Harsh Mentor), a draw (Runic
// Armasaur's, the opponent's), a copy of the ability (Rings of
// Brighthearth), an untap, a card milled, a game won or lost.
var reOnActivation = regexp.MustCompile(`\bdamage\b|\blife\b|\bloses?\b|\bwins?\b|\bpoison\b|\bdraws?\b|\bcop(?:y|ies)\b|\buntaps?\b|\bmills?\b|\blibrar|\bhand\b|\bcounters?\b`)

// selfTappable reports whether untapped permanent p may become tapped by
// a mana ability while a trigger waits: one of its own with {T} in its
// cost, or another permanent's of its controller whose cost taps an
// untapped permanent of its kind (Springleaf Drum's "Tap an untapped
// creature you control").
func (w *world) selfTappable(p *perm) bool {
	if p.Tapped {
		return false
	}
	for _, x := range p.abilities {
		if (x.Kind == KindMana || x.Kind == KindIntrinsic) && x.Cost.Tap && !(p.Sick && p.is("Creature") && !p.haste && p.asHaste == "") {
			return true
		}
	}
	return w.manaCostTaps(p, nil)
}

// manaCostTaps reports whether a mana ability of a permanent of p's
// controller other than except taps p as its cost: Springleaf Drum's
// "Tap an untapped creature you control", Heritage Druid's.
func (w *world) manaCostTaps(p, except *perm) bool {
	for _, q := range w.perms {
		if q == except || q.Controller != p.Controller {
			continue
		}
		for _, x := range q.abilities {
			if (x.Kind == KindMana || x.Kind == KindIntrinsic) && x.Cost.TapUntapped > 0 && isA(p, x.Cost.TapType) {
				return true
			}
		}
	}
	return false
}

// mayTapOthers reports whether an activated ability or a keyword on the
// board may tap untapped permanent p as its cost or its effect: "Tap
// target creature" (Icy Manipulator), "Tap an untapped creature you
// control" (Earthcraft, Opposition), crew (Smuggler's Copter).
func (w *world) mayTapOthers(p *perm) bool {
	if p.Tapped {
		return false
	}
	for _, q := range w.perms {
		for _, x := range q.abilities {
			if x.Kind == KindActivated && reTapsAnother.MatchString(x.Text) {
				return true
			}
			if x.Kind == KindKeyword && slices.ContainsFunc(x.Keywords, func(kw string) bool { return strings.HasPrefix(kw, "crew") }) && p.is("Creature") {
				return true
			}
		}
	}
	return false
}

// reTapsAnother is an activated ability's text that may tap a permanent
// other than its own.
var reTapsAnother = regexp.MustCompile(`(?i)\btap (?:target|an untapped|another|all|up to|any number of|two|three|X)\b|\bcrew\b`)

// unreachedEvents are the trigger events nothing but mana abilities
// being activated in an upkeep, with no spell cast, can bring about.
var unreachedEvents = []GameEvent{EventUpkeep, EventDrawStep, EventOtherStep, EventCast, EventCastSelf, EventCastNonPerm, EventActivateNonMana, EventEntersSelf, EventEnters, EventCombat, EventTurnedFaceUp, EventCycle, EventSpellResolv}

// triggerOutOfReach reports whether triggered ability a triggers only on
// events that activating mana abilities can't bring about: see
// unreachedEvents; damage only where no text on the board speaks of
// damage, phasing only where none has a permanent phase.
func triggerOutOfReach(k asking, a *Ability) bool {
	evs := eventsOf(a)
	if len(evs) == 0 {
		return false
	}
	for _, ev := range evs {
		switch {
		case slices.Contains(unreachedEvents, ev):
		case (ev == EventDamage || ev == EventPermDamaged) && k.noDamage:
		case ev == EventPhases && k.noPhasing:
		case k.responseEvents != nil && !slices.Contains(k.responseEvents, ev) && ev != EventState:
			// No mana ability that can be activated brings it about
			// (noteResponses), and nothing else can act.
		default:
			return false
		}
	}
	return true
}

// keywordOutOfReach reports whether keyword kw works only in combat, from
// a hand, a graveyard or exile, as a spell is cast, or as a sorcery
// (equip): nothing it does can happen in an upkeep where only mana
// abilities are activated.
func keywordOutOfReach(kw string) bool {
	if combatKeywords[kw] || numberedCombatKW.MatchString(kw) {
		return true
	}
	switch kw {
	case "haste", "hexproof", "shroud", "changeling", "devoid", "flash", "prowess", "storm", "cascade", "convoke", "delve", "split second", "infect", "wither":
		return true
	}
	for _, pre := range []string{"protection from ", "hexproof from ", "equip", "enchant ", "cycling", "kicker", "multikicker", "madness", "flashback", "unearth", "ninjutsu", "evoke", "dash", "affinity for ", "suspend", "transmute", "dredge", "buyback", "entwine", "replicate", "emerge", "escape", "surge", "spectacle", "retrace", "jump-start", "aftermath", "embalm", "eternalize", "scavenge", "encore"} {
		if strings.HasPrefix(kw, pre) {
			return true
		}
	}
	for _, pre := range []string{"ascend", "living weapon", "evolve", "exploit", "fabricate", "riot", "amplify", "bloodthirst", "graft", "devour", "sunburst", "tribute", "unleash"} {
		// What it does as its permanent or another enters, or a
		// designation only a permanent entering can change (the city's
		// blessing): nothing enters while only mana abilities act.
		if strings.HasPrefix(kw, pre) {
			return true
		}
	}
	return strings.HasSuffix(kw, "cycling") || strings.HasSuffix(kw, "landcycling")
}

// diesOnlyKeyword reports whether keyword kw triggers only as its creature
// dies (persist, undying, afterlife, soulshift, modular) or, beyond
// entering, as its permanent leaves the battlefield (champion, whose
// exiled card returns then, 702.72a): out of reach where no mana ability
// that can be activated sacrifices a permanent.
func diesOnlyKeyword(kw string) bool {
	for _, pre := range []string{"persist", "undying", "afterlife", "soulshift", "modular", "champion"} {
		if strings.HasPrefix(kw, pre) {
			return true
		}
	}
	return false
}

// cantActivateNow reports whether ability a of p surely can't be
// activated in the upkeep of k.player as the board stands: its costs and
// restrictions read by canActivate in every world of that upkeep, and
// the mana in its cost by the pay solver (manaUnpayable). Nothing is
// assumed of what may change first (cantRespond's gate).
func (w *world) cantActivateNow(k asking, p *perm, a *Ability) bool {
	m := k.respond
	if m == nil || m.ctx == nil {
		return false
	}
	key := permAbility{p.i, a}
	if v, ok := m.cant[key]; ok {
		return v
	}
	if m.cant == nil {
		m.cant = map[permAbility]bool{}
	}
	m.cant[key] = false
	if k.lifeGain && (a.Cost.PayLife > 0 || strings.Contains(a.Cost.Mana, "/P}")) {
		// An upkeep trigger may gain its controller the life first.
		return false
	}
	v := w.cantByTiming(k, p, a) || w.costUnpayable(k, p, a)
	m.cant[key] = v
	return v
}

// costUnpayable reports whether a's cost or targets can't be had in
// every world of the upkeep of k.player (canActivate), or the mana of its
// cost can't be paid (manaUnpayable).
func (w *world) costUnpayable(k asking, p *perm, a *Ability) bool {
	if anyPlayerMay(p.Permanent) {
		return false
	}
	worlds := k.respond.upkeepWorlds(w.b, k.player)
	if len(worlds) == 0 {
		return false
	}
	part, partial := knownCost(a)
	cant := true
	for _, uw := range worlds {
		if uw.unknown != "" {
			return false
		}
		q := uw.perms[p.i]
		x := sameAbility(q, a)
		if x == nil {
			return false
		}
		if partial && part.Tap && (q.Tapped || q.Sick && q.is("Creature") && !q.haste && q.asHaste == "") {
			// Its {T} can't be paid (107.5, 302.6).
			continue
		}
		if l := uw.canActivate(q, x); l.ok || l.unknown != "" && !l.perTurn {
			cant = false
		}
	}
	if cant {
		return true
	}
	if partial {
		b := *a
		b.Cost = part
		return w.manaUnpayable(k, p, &b)
	}
	return w.manaUnpayable(k, p, a)
}

// knownCost is, for an ability whose cost the compiler did not read
// whole ("{B}{G}, Sacrifice another creature"), the parts of it it reads
// on their own: its mana and {T}, each a part the whole cost asks for
// (602.2b), and partial true. A cost with a choice between parts ("{3},
// {T} or {U}, {T}") gives none.
func knownCost(a *Ability) (Cost, bool) {
	if a.Understood || !strings.HasPrefix(a.Why, "the cost ") {
		return Cost{}, false
	}
	costText, _, ok := splitCost(a.Text)
	if !ok {
		return Cost{}, false
	}
	if _, word, ok := strings.Cut(costText, " \u2014 "); ok {
		// An ability word ("Hellbent — {1}, Pay 2 life").
		costText = word
	}
	if strings.Contains(costText, " or ") {
		return Cost{}, false
	}
	var c Cost
	for _, part := range strings.Split(costText, ",") {
		pc, _, ok := parseCost(strings.TrimSpace(part))
		if !ok {
			continue
		}
		c.Mana += pc.Mana
		c.Tap = c.Tap || pc.Tap
	}
	return c, true
}

// sameAbility is the ability of q that is a, in another world of the
// same board.
func sameAbility(q *perm, a *Ability) *Ability {
	for _, x := range q.abilities {
		if x == a || x.Index == a.Index && x.Text == a.Text && x.Source == a.Source && x.Kind == a.Kind {
			return x
		}
	}
	return nil
}

// upkeepWorlds are the worlds of b in the upkeep of player, the step the
// question is about (canActivate reads the step and whose turn it is).
func (m *respondMemo) upkeepWorlds(b *Board, player string) []*world {
	if !m.built {
		m.built = true
		ub := upkeepBoard(b, player)
		m.worlds = buildWorlds(m.ctx, ub)
	}
	return m.worlds
}

// upkeepBoard is a copy of b in the upkeep of player.
func upkeepBoard(b *Board, player string) *Board {
	ub := *b
	ub.Step = StepUpkeep
	ub.Turn = player
	return &ub
}

// manaUnpayable reports whether the mana in a's cost surely can't be paid
// by its controller now, with p tapped where the cost has {T}: see the
// file's comment.
func (w *world) manaUnpayable(k asking, p *perm, a *Ability) bool {
	if a.Cost.Mana == "" {
		return false
	}
	pl := w.b.Player(p.Controller)
	if pl == nil || pl.Hand == nil || *pl.Hand != 0 {
		return false
	}
	if costsChange(w) {
		return false
	}
	c, err := ParseManaCost(a.Cost.Mana)
	if err != nil {
		return false
	}
	x := -1
	if c.X > 0 {
		// X is at least 0: the least it can cost.
		x = 0
	}
	ub := upkeepBoard(w.b, k.player)
	if a.Cost.Tap {
		ub.Permanents = slices.Clone(ub.Permanents)
		tapped := *ub.Permanents[p.i]
		tapped.Tapped = true
		ub.Permanents[p.i] = &tapped
	}
	r := &Ruling{Question: "pay"}
	if err := payQuestion(k.respond.ctx, ub, p.Controller, a.Cost.Mana, "", x, r); err != nil {
		return false
	}
	return r.Understood && r.Payable != nil && !*r.Payable
}

// costsChange reports whether any text on the board may change what a
// spell or an ability costs ("Activated abilities of creatures you
// control cost {2} less to activate", "This ability costs {1} less to
// activate for each …", "Noncreature spells cost {1} more to cast"): the
// pay question reads a cost given without a card as a spell's.
func costsChange(w *world) bool {
	for _, q := range w.perms {
		for _, x := range q.abilities {
			l := strings.ToLower(x.Text)
			if x.Static != nil && (x.Static.Kind == StaticAbilityCost || x.Static.Kind == StaticSpellCost) || strings.Contains(l, "to activate") || strings.Contains(l, "cost {") || strings.Contains(l, "costs {") || strings.Contains(l, "cost up to") {
				return true
			}
		}
	}
	return false
}

// abilityCostsChange reports whether any text on the board may change
// what an activated ability costs ("Activated abilities cost {2} more to
// activate unless they're mana abilities", Suppression Field; "This
// ability costs {1} more to activate for each card in your hand"): a
// cost of {T} alone may then ask for mana (CR 601.2f, 602.2b). What
// changes only what spells cost (costsChange's "to cast") is not such a
// text.
func abilityCostsChange(w *world) bool {
	for _, q := range w.perms {
		for _, x := range q.abilities {
			if x.Static != nil && x.Static.Kind == StaticAbilityCost || strings.Contains(strings.ToLower(x.Text), "to activate") {
				return true
			}
		}
	}
	return false
}

// returnsOnlyTargets reports whether ability a (text l) puts a card into
// a hand only by returning target permanents to their owners' hands
// ("Return up to two target creatures to their owners' hands"): it draws
// none, searches for none, and its cost returns nothing.
func (w *world) returnsOnlyTargets(a *Ability, l string) bool {
	if a.Cost.ReturnToHand || strings.Contains(l, "draw") || strings.Contains(l, "search") || strings.Contains(l, "graveyard") || strings.Contains(l, "each ") || strings.Contains(l, "all ") || strings.Contains(l, "exile") {
		return false
	}
	if len(reBounceTarget.FindAllString(l, -1)) != 1 || len(reToHand.FindAllString(l, -1)) != 1 {
		return false
	}
	m := reToHand.FindString(l)
	return strings.Contains(m, "owner")
}

// returnTargetExists reports whether a permanent is on the board that
// ability a of p (text l, returnsOnlyTargets) can target and still
// return as it resolves: of the kind it names, not p where it says
// "another" or its cost sacrifices p (p is gone as the ability resolves,
// and a target gone does nothing, 608.2b). Its controller and whatever
// keeps it from being targeted are not read: any such permanent counts.
func (w *world) returnTargetExists(k asking, p *perm, a *Ability, l string) bool {
	m := reBounceTarget.FindStringSubmatch(l)
	if m == nil {
		return true
	}
	another := strings.Contains(m[0], "another")
	for _, q := range w.perms {
		if q == p && (another || a.Cost.Sacrifice == "this") {
			continue
		}
		if m[2] == "permanent" || q.is(Capital(m[2])) != (m[1] == "non") {
			return true
		}
	}
	return false
}

// reDrawsOrDiscards is a player other than "you" drawing or discarding
// ("target player draws", "each player discards").
var reDrawsOrDiscards = regexp.MustCompile(`\b(?:draws|discards)\b`)

// reDrawVerb is "draw" or "discard", whose subject is read from the words
// before it.
var reDrawVerb = regexp.MustCompile(`\b(?:draw|discard)\b`)

// reHandRead is "hand" in a count of its cards ("the number of cards in
// an opponent's hand"), which changes no hand.
var reHandRead = regexp.MustCompile(`cards in (?:an |target |that |each )?(?:opponent's|player's|their) $`)

// reachesOtherHands reports whether text l of an ability controlled by a
// player who is not one of the upkeep's may put a card into, or take one
// out of, another player's hand: another player draws or discards
// ("target player draws", "each player may discard"), or a hand other
// than "your" one is named otherwise than by counting its cards, or a
// card goes from a graveyard to its owner's hand. Its controller drawing
// ("Draw a card", "you draw") reaches no other hand.
func reachesOtherHands(l string) bool {
	if reDrawsOrDiscards.MatchString(l) {
		return true
	}
	for _, ix := range reDrawVerb.FindAllStringIndex(l, -1) {
		before := strings.Fields(l[:ix[0]])
		if len(before) == 0 {
			continue
		}
		last := before[len(before)-1]
		if last == "may" || last == "to" || last == "must" || last == "can" {
			if len(before) < 2 || before[len(before)-2] != "you" {
				return true
			}
			continue
		}
		if last == "you" || last == "then" || last == "and" || last == "or" || strings.HasSuffix(last, ".") || strings.HasSuffix(last, ":") || strings.HasSuffix(last, ",") {
			continue
		}
		return true
	}
	for i := 0; ; {
		j := strings.Index(l[i:], "hand")
		if j < 0 {
			break
		}
		at := i + j
		i = at + 4
		before := l[:at]
		switch {
		case strings.HasSuffix(before, "your "), strings.HasSuffix(before, "owner's "), strings.HasSuffix(before, "owners' "), strings.HasSuffix(before, "cards in "):
		case reHandRead.MatchString(before):
		default:
			return true
		}
	}
	return strings.Contains(l, "graveyard") && reToHand.MatchString(l)
}
