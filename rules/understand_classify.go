package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// reLoyaltyBan is a prohibition of loyalty abilities alone.
var reLoyaltyBan = regexp.MustCompile(`^Players can't activate (?:planeswalkers' )?loyalty abilities\.$`)

// combatKeywords bear on no question: see the file's comment.
var combatKeywords = map[string]bool{
	"flying": true, "reach": true, "trample": true, "vigilance": true, "menace": true, "defender": true,
	"first strike": true, "double strike": true, "deathtouch": true, "lifelink": true,
	"indestructible": true, "flash": true, "exalted": true,
	"fear": true, "intimidate": true, "shadow": true, "horsemanship": true, "skulk": true,
	"islandwalk": true, "swampwalk": true, "forestwalk": true, "mountainwalk": true, "plainswalk": true,
	"flanking": true, "banding": true, "battle cry": true, "provoke": true, "melee": true,
	"myriad": true, "dethrone": true,
}

// damageResultKW are the keywords that change what the damage their
// permanent deals does, whoever it is dealt to and whether or not in
// combat: lifelink gains its controller that much life (120.3f,
// 702.15b), infect gives a player poison counters rather than making
// them lose life and puts -1/-1 counters on a creature (120.3b, 120.3d,
// 702.90b), wither puts -1/-1 counters on a creature (120.3d, 702.80a),
// and deathtouch destroys a creature it damages (702.2b, 704.5h).
var damageResultKW = map[string]bool{"lifelink": true, "infect": true, "wither": true, "deathtouch": true}

// damageKeyword classifies a keyword of damageResultKW on p: it bears
// where damage can be dealt in the question and p may be what deals it
// (an upkeep trigger of its own, Juzám Djinn's "deals 1 damage to you",
// or of what is attached to it, mayDealDamage); a p of -2 stands for
// permanents the engine cannot name (keywordAnywhere), any of which may
// have it: it bears where any permanent may deal damage. Where no damage
// is dealt, or p deals none, it changes nothing.
func (w *world) damageKeyword(k asking, p *perm) verdict {
	evs := k.events()
	if !hasEvent(evs, EventDamage) && !hasEvent(evs, EventPermDamaged) {
		return cannotBear
	}
	if w.saysFight() {
		// Any creature may be made to fight (701.14a).
		return bears
	}
	if p.i >= 0 {
		if w.mayDealDamage(k, p) {
			return bears
		}
		return cannotBear
	}
	// Any permanent may have it: it bears where any may deal damage.
	for _, q := range w.perms {
		if w.mayDealDamage(k, q) {
			return bears
		}
	}
	return cannotBear
}

// saysFight reports whether any text on the board has creatures fight
// (701.14a), which makes them deal damage.
func (w *world) saysFight() bool {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if containsFoldASCII(a.Text, "fight") {
				return true
			}
		}
	}
	return false
}

// mayDealDamage reports whether p may be the source of damage dealt in
// question k: an ability of its own, or of a permanent attached to it,
// that acts in the question and whose effect may deal damage
// (reSaysDamage): a mana ability (its cost or rider, Ancient Tomb's), or a
// triggered ability whose event can happen (Juzám Djinn's upkeep
// trigger). Keywords and reminder text, trigger conditions and what only
// limits damage (limitsDamageOnly) deal none, nor does a static ability,
// nor an activated ability that isn't a mana ability, which no question
// activates.
func (w *world) mayDealDamage(k asking, p *perm) bool {
	if w.dealsDamageItself(k, p) {
		return true
	}
	for _, q := range w.perms {
		if q.attached == p.i && w.dealsDamageItself(k, q) {
			return true
		}
	}
	return false
}

// dealsDamageItself is mayDealDamage for p's own abilities alone.
func (w *world) dealsDamageItself(k asking, p *perm) bool {
	for _, a := range p.abilities {
		if a.Kind != KindMana && a.Kind != KindTriggered && a.Kind != KindManaTrigger || !reSaysDamage.mayMatch(a.Text) {
			continue
		}
		if a.Kind != KindMana {
			evs := eventsOf(a)
			acts := evs == nil
			for _, ev := range evs {
				acts = acts || w.canHappen(k, p, ev)
			}
			if !acts {
				continue
			}
		}
		if reSaysDamage.re.MatchString(withoutReminders(effectText(a))) {
			return true
		}
	}
	return false
}

// classify says how ability a of p stands to the question k.
// Long: one case per kind of ability; each case is a verdict with its
// reason.
func (w *world) classify(k asking, reads permSet, p *perm, a *Ability) verdict {
	if strings.HasPrefix(a.Text, "Players can't activate") && reLoyaltyBan.MatchString(a.Text) && !slices.ContainsFunc(w.perms, func(q *perm) bool { return q.is("Planeswalker") }) && (k.kind != askEnters || !k.cast) {
		// The Immortal Sun's "Players can't activate planeswalkers'
		// loyalty abilities." stops only loyalty abilities (606.3), and
		// no planeswalker is on the battlefield to have one.
		return cannotBear
	}
	if a.While != nil && a.While.Turn != "" && k.kind == askUpkeep && !w.b.activeTeam(k.player) {
		// The upkeep asked about is of a turn that is not the board's:
		// whose turn it is then is not the board's turn.
		return bears
	}
	if a.While != nil && a.While.Counter != "" && countersMayChange(k) {
		// It applies only while its permanent has a counter of a kind
		// (compile_while.go), and counters may be put or removed in the
		// question: whether it applies may change.
		return bears
	}
	if (a.Kind == KindTriggered || a.Kind == KindEnters) && w.detainMayLast(k, p, a) {
		// Archon of the Triumvirate's attack, Azorius Arrester's
		// entering, in its controller's last turn: what it detained
		// can't have its activated abilities activated until their next
		// turn (701.35a, 611.2a). The board does not say it did.
		return bears
	}
	switch a.Kind {
	case KindIntrinsic:
		if k.manaQuestion() && reads.has(p) {
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
		if k.manaQuestion() && reads.has(p) {
			return modelled
		}
		if !a.Understood && strings.HasPrefix(a.Why, "the rider ") {
			// A sentence after its mana the engine does not read ("Add
			// {G}. You may play an additional land on each of your
			// turns."): it may do anything, for any question.
			return bears
		}
		if w.respondsToHand(k, p, a) {
			return bears
		}
		if w.upkeepLaterMayTrigger(k, p, a) {
			// Activated in an earlier turn, it may have set up what
			// triggers at the beginning of this upkeep (603.7).
			return bears
		}
		if k.kind == askUpkeep && k.paysMana && drawsRider(a) && slices.Contains(k.payers, p.Controller) {
			// Its controller may activate it while paying for an upkeep
			// trigger (605.3a), and the card it draws changes what the
			// upkeep answers: who draws, and a hand an intervening "if"
			// reads (603.4).
			return bears
		}
		if k.kind == askUpkeep && k.paysMana && slices.Contains(k.payers, p.Controller) && (a.Cost.Discard > 0 || a.Cost.DiscardHand || a.Cost.ExileFromHand > 0) {
			// Paying an upkeep trigger's mana with it takes cards from
			// its controller's hand (Skirge Familiar), which the upkeep
			// answers (605.3a).
			return bears
		}
		if k.kind == askUpkeep && k.paysMana && (slices.Contains(k.payers, p.Controller) || othersMayActivate(a)) && costsLife(a) && w.payLifeAtRisk(k) {
			// Its controller may activate it while paying for an upkeep
			// trigger (605.3a), and it costs life or deals damage as it
			// makes mana (a painland, Ancient Tomb, Mana Confluence):
			// paying may change who loses (119.4, 704.5a).
			return bears
		}
		if (k.kind == askPay || k.kind == askMana) && p.Controller != k.player && othersMayActivate(a) {
			// Another player's mana ability that any player may activate
			// (Mana Cache, CR 602.2): the player asked about may make its
			// mana too, which the engine does not weigh.
			return bears
		}
		if k.kind == askActivate && p == k.target && (k.ability == nil || k.ability == a) {
			return modelled
		}
		return cannotBear
	case KindActivated:
		if k.kind == askActivate && p == k.target && (k.ability == nil || k.ability == a) {
			if w.stoppedItself(p, a) {
				// Xathrid Gorgon's petrification, activated in an
				// earlier turn with the Gorgon its own target: its
				// activated abilities still can't be activated (611.2a).
				return bears
			}
			return modelled
		}
		if w.respondsToHand(k, p, a) {
			return bears
		}
		if !a.Understood && mayAddMana(a) && k.manaQuestion() && reads.has(p) {
			return bears
		}
		if (a.Cost.Loyalty || a.NotManaAbility != "" || !a.Understood) && addsMana(a) && (k.kind == askCould && addsOwnMana(a) || k.kind == askPay || k.kind == askMana) && reads.has(p) && !(k.kind != askCould && w.loyaltyIdle(p, a)) {
			// A loyalty ability that adds mana, or an ability that adds
			// mana and has a target (Chandra, Bold Pyromancer's "[+1]:
			// Add {R}{R}. … 2 damage to target player", Priest of
			// Forgotten Gods), or one whose cost or effect moves a card
			// to or from a library (Chromatic Sphere, Millikin): not a
			// mana ability (605.1a), but one whose
			// mana "could produce" counts (106.7), and whose mana may be
			// made, on the stack, before a cost is paid: neither is
			// modelled.
			return bears
		}
		if (k.kind == askPay || k.kind == askMana) && speaksOfMana(a) && reads.has(p) && !w.loyaltyIdle(p, a) {
			return bears
		}
		if (k.kind == askPay || k.kind == askMana) && p.Controller != k.player && othersMayActivate(a) && (mayAddMana(a) || speaksOfMana(a)) {
			return bears
		}
		if w.earlierActivationBears(k, reads, p, a) {
			return bears
		}
		return cannotBear
	case KindManaTrigger:
		if k.kind == askUpkeep && w.responseTrigger(k, p, a) {
			return bears
		}
		switch {
		case k.kind == askUpkeep && k.paysMana:
			// An upkeep trigger asks for mana, and its controller may tap
			// lands for it as it resolves (605.3a): one that only adds
			// mana changes no draw, hand or life; any other (Manabarbs'
			// damage) may.
			if a.Understood && a.Trigger != nil && (a.Trigger.Mana != nil || a.Trigger.ProducedType) && (!reLifeOrDamage.MatchString(a.Text) || !w.payLifeAtRisk(k)) {
				return cannotBear
			}
			return bears
		case k.kind == askCould:
			if p == k.target && a.Understood {
				if _, ok := triggerManaTypes(p, a); ok {
					// Its own triggered mana ability adds mana of a
					// type it names (Wild Growth): read by the
					// question (CR 106.7).
					return modelled
				}
			}
			if reads.has(p) {
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
		if a.Trigger != nil && hasEvent(a.Trigger.On, EventInGraveyard) {
			// It works only while its card is in a graveyard (Nether
			// Traitor, Squee): it bears where its permanent may go
			// there in the question (sacrificed to Ashnod's Altar as a
			// mana ability, 605.3a), and what triggers it may happen
			// then, while mana stays in the pool (113.6k, 106.4). The
			// beginning of an upkeep is no such event: it has passed
			// before a player can put a permanent into a graveyard
			// (503.1a; Pyre Zombie sacrificed in an opponent's upkeep).
			evs := a.Trigger.GraveyardOn
			if w.mayLeaveBy(k, p, false) && (evs == nil || slices.ContainsFunc(evs, func(ev GameEvent) bool { return ev != EventUpkeep && hasEvent(k.events(), ev) })) {
				return bears
			}
			return cannotBear
		}
		if w.lastingCopy(p, a) {
			// Resolved in an earlier turn, it may have made its
			// permanent a copy of another creature (Cryptoplasm's "you
			// may have Cryptoplasm become a copy of another target
			// creature", at the beginning of an upkeep that is past),
			// which it still is (707.2, 611.2a): the board names the
			// permanent by its own card, and its abilities may be any.
			return bears
		}
		if a.Trigger != nil && a.Trigger.AfterMana {
			// War's Toll, Storm Cauldron: it resolves after the mana is
			// made, and a player may activate every mana ability they
			// want first (603.3, 605.3a, 117.3c): it changes no mana
			// made, no cost paid, nothing that can be activated now.
			// Where an upkeep trigger asks for mana, what it taps or
			// takes may leave a later one unpaid; a land it returns
			// changes a count of lands (countChanger), and may be played
			// and tapped again (landReplay).
			if k.kind == askUpkeep && (k.paysMana || w.responseTrigger(k, p, a)) {
				// Storm Cauldron's land returned to a hand while a
				// trigger that reads it waits.
				return bears
			}
			return cannotBear
		}
		if (k.kind == askPay && k.spell || k.kind == askEnters && k.cast) && reCastBanLasts.MatchString(effectText(a)) {
			// Azor, the Lawbringer's "… can't cast instant or sorcery
			// spells during that player's next turn", Reflector Mage's
			// "… until your next turn": done as its permanent entered,
			// which the board does not date, it may prohibit the spell
			// now (611.2a, 601.3).
			return bears
		}
		if w.stepEffectLingers(k, p, a) != "" {
			// What it did at the beginning of a step of this turn, or
			// of an earlier turn, lasts (611.2a).
			return bears
		}
		if w.attackEffectLingers(k, p, a) {
			// Cheering Fanatic's "Spells with the chosen name cost {1}
			// less to cast this turn", after combat may have begun.
			return bears
		}
		if k.kind == askUpkeep && w.responseTrigger(k, p, a) {
			// It may trigger on what a player does while a trigger
			// that reads a hand waits, and resolve first (603.3b).
			return bears
		}
		if k.kind == askUpkeep && !a.Understood && a.Trigger != nil && a.Trigger.Event == TriggerUpkeep && !mayTriggerNow(w.b, w, p, a.Trigger, upkeepActive(w.b, k.player)) {
			// It doesn't trigger in this upkeep (another player's "your
			// upkeep", an intervening "if" that is false: CR 603.4), so
			// what it would do can't happen.
			return cannotBear
		}
		if k.ahead != "" && a.Trigger != nil && (a.Trigger.Event == TriggerUpkeep || a.Trigger.Event == TriggerDrawStep) && !mayTriggerNow(w.b, w, p, a.Trigger, upkeepActive(w.b, w.b.Turn)) {
			// A lands question before the turn's first main phase: it
			// triggers in no upkeep or draw step of this turn (another
			// player's "your upkeep").
			return cannotBear
		}
		if k.ahead != "" && a.Trigger != nil && a.Trigger.Event == TriggerDrawStep && reMayDrawFirst.MatchString(a.Trigger.Effect) && !containsFoldASCII(a.Trigger.Effect, "land") && !containsFoldASCII(a.Trigger.Effect, "discard") && w.drawSpeaker(a) == nil {
			// A lands question before the main phase: Sylvan Library's
			// "you may draw two additional cards. If you do, …": its
			// controller may decline, and what follows the draw only
			// puts cards back or pays life, which changes no land play
			// (305.2); no other text on the board triggers on a draw or
			// replaces one (what only draws as a step begins, Howling
			// Mine's, Ghirapur Orrery's, does neither).
			return cannotBear
		}
		if k.ahead != "" && a.Trigger != nil && (a.Trigger.DrawsOnly || reStepDrawsOnly.MatchString(a.Trigger.Effect)) && eventsOf(a) != nil {
			// It only draws cards as a step begins (Howling Mine,
			// Ghirapur Orrery): a card drawn changes no count of land
			// plays (305.2); what triggers on a draw bears, and a
			// library the draws may empty stops the answer
			// (drawsBeforeMain).
			return cannotBear
		}
		if k.kind == askUpkeep && a.Trigger != nil && a.Trigger.SacrificesSelfOnly && inertOtherwise(p, a) {
			// "When you control no Islands, sacrifice this." (603.8):
			// whether or not it triggers during the upkeep, it only
			// sacrifices its own permanent, which changes no hand,
			// library, draw or life; what triggers on a permanent
			// leaving bears, the question counting sacrifice
			// (unknownFor), and the permanent has no other ability
			// whose stopping could change the answer (inertOtherwise).
			return cannotBear
		}
		if a.Understood && a.Trigger != nil && a.Trigger.NextUntapOnly {
			// It changes only a later untap step (502.3): every question
			// is answered before one (the upkeep comes after the untap
			// step, 503.1), and it does not touch the mana made.
			return cannotBear
		}
		if k.manaQuestion() && k.kind != askCould && a.Trigger != nil && a.Trigger.DrawsOnly && eventsOf(a) != nil && !(reAttachedBecomesTapped.MatchString(a.Text) && w.tappedByAnothersCost(p)) {
			// It only draws cards: no mana ability (it adds no mana,
			// 605.1b), it goes on the stack after the mana is made
			// (603.3), and a card drawn changes no mana. Where it may
			// trigger, the question counts the draw as a card drawn
			// while mana is made (noteDraws): what triggers on a draw,
			// and a cost that takes a card from the hand, bear on it.
			return cannotBear
		}
		if (k.kind == askPay || k.kind == askMana) && !a.Understood && eventsOf(a) != nil && (w.lifeOnlyChangesNoMana(p, effectText(a)) || w.plusCountersChangeNoMana(p, effectText(a))) {
			// Blood Artist's "target player loses 1 life and you gain 1
			// life", Blood Cultist's "put a +1/+1 counter on this": no
			// mana ability (it adds no mana, 605.1b), it goes on the
			// stack after the mana is made (603.3), and whenever it
			// resolves, a life total or a counter nothing on the board
			// reads changes no mana (lifeOnlyChangesNoMana,
			// plusCountersChangeNoMana).
			return cannotBear
		}
		if k.kind == askEnters && castDrawsOnly(a) && !w.drawMayEmpty(k, p, a) {
			// "Whenever you cast a creature spell, draw a card"
			// (Zendikar Resurgent): it resolves before the spell
			// (603.3; Zendikar Resurgent's ruling of 2016-01-22), and a
			// card drawn changes none of the spell's X, its counters
			// or its mana value. What triggers on the draw bears
			// (landDraws).
			return cannotBear
		}
		if k.kind == askLands && a.Trigger != nil && a.Trigger.PutsLandFromHand && !w.landPlaysStopped() {
			// A land played may trigger it, and the land it puts onto
			// the battlefield gives no land play (no land card does) and
			// changes no count of land plays where nothing stops land
			// plays (305.2, 305.4).
			return cannotBear
		}
		if k.kind == askLands && a.Kind == KindTriggered && reSacrificeUnless.MatchString(withoutReminders(effectText(a))) && w.sacrificeUnlessLeaver(k, reads, p, a) == nil {
			// Contamination's "sacrifice this enchantment unless you
			// sacrifice a creature": its controller keeps it or loses a
			// permanent whose leaving gives or takes no land play and
			// ends no game (305.2). Where what it may sacrifice bears on
			// land plays (Ghirapur Orrery given "sacrifice this artifact
			// unless you pay {2}" by Energy Flux), it is not read here:
			// whether it triggers before a land can be played is weighed
			// below.
			return cannotBear
		}
		if k.kind == askLands && a.Trigger != nil && a.Trigger.NoLandPlays {
			// A land played may trigger it, but what it does changes
			// no count of land plays (305.2).
			return cannotBear
		}
		if e := withoutReminders(effectText(a)); k.kind == askLands && a.Trigger != nil && hasEvent(eventsOf(a), EventEnters) && !slices.ContainsFunc(sentences(e), func(s string) bool { return !reLasts.MatchString(s) }) && w.combatOnly(p, e, false) {
			// A land played may trigger it (Goldnight Commander's
			// "creatures you control get +1/+1 until end of turn"), but
			// what it does, each sentence a raise where no text reads
			// power or keywords of combat until end of turn, changes no
			// count of land plays (305.2).
			return cannotBear
		}
		if k.kind == askUpkeep && delayedToNextUpkeep(p.name, a) {
			// What it makes waits for an upkeep (603.7): its own event
			// is past, but the delayed ability may trigger in this one.
			return bears
		}
		if (k.ahead == StepUntap || k.ahead == StepUpkeep) && delayedToNextUpkeep(p.name, a) && !delayedDrawOnly(a) {
			// A lands question before the turn's upkeep: the delayed
			// ability may trigger in it, before a land can be played
			// (Hazezon Tamar's tokens). One that only draws (Pyknite's)
			// counts among the draws before the main phase
			// (drawsBeforeMain), and what triggers on a draw bears.
			return bears
		}
		if k.kind == askEnters && !a.Understood && hasEvent(eventsOf(a), EventEnters) && reTapsOrUntaps.MatchString(effectText(a)) && !reUntapEnteredTapped.MatchString(a.Text) {
			// It triggers on the permanent entering and taps or untaps
			// (Intruder Alarm's "untap all creatures"): whether what
			// enters tapped stays so, which the answer says (603.2);
			// Amulet of Vigor's untap is read (enteredTapped).
			return bears
		}
		if (k.kind == askActivate && k.targetsAny && k.targetsLive || k.kind == askEnters && k.auraTargets || k.kind == askPay && k.spell) && !a.Understood && reLastingShield.MatchString(a.Text) && !reLasts.MatchString(a.Text) {
			// What it did when it resolved, long since, may still keep
			// its permanent from being targeted: Council Guardian's
			// voted protection lasts while it is on the battlefield
			// (611.2a, 702.16b), and the board does not say it.
			return bears
		}
		if !a.Understood && w.lastingLossBears(k, p, a) {
			// Whatever it triggers on, it may have resolved long since,
			// and what it took away lasts (611.2a): Elder Land Wurm's
			// defender, lost as it blocked, beside Overgrown Battlement's
			// count of creatures with defender.
			return bears
		}
		if !a.Understood && lastingGrant(p, a) {
			// Whatever it triggers on, it may have resolved long since,
			// and what it gave or made a permanent lasts (611.2a):
			// Veiled Apparition become a creature with an upkeep
			// trigger, Maelstrom Djinn given vanishing when turned face
			// up. The board does not say it.
			return bears
		}
		evs := eventsOf(a)
		if evs == nil {
			return bears
		}
		v := cannotBear
		for _, ev := range evs {
			if !w.canHappen(k, p, ev) {
				continue
			}
			// "if that ability's activation cost contains {X}" (603.4):
			// it does not trigger on an ability without {X} in its cost.
			if ev == EventActivate && a.Trigger.OnlyXCost && !k.xCost {
				continue
			}
			if ev == EventLeaves && k.onlyExiles() && diesOnlyTrigger(a) {
				// Only Food Chain's exile takes a permanent from the
				// battlefield, and a creature exiled does not die (CR
				// 700.4): "When … dies" does not trigger.
				continue
			}
			v = worst(v, triggerModelled(k, a, ev))
		}
		if v == cannotBear && a.ResolvesMana != nil && k.manaQuestion() && reads.has(p) {
			// It can't trigger in the question, but what it would add if
			// it resolved now is mana its permanent could produce (CR
			// 106.7), which the question reads (couldProduce).
			return modelled
		}
		if v == cannotBear && a.ResolvesMana == nil && k.kind == askCould && reads.has(p) && triggerMayAddMana(a) {
			// Mana it would add if it resolved now, which the engine
			// does not read, is mana its permanent could produce.
			return bears
		}
		return v
	case KindReplacement:
		if a.Replacement == nil {
			l := strings.ToLower(normalize(p.Card, a.Text))
			switch {
			case reCombatDamageReplacement.MatchString(l):
				// Szadek, Lord of Secrets' "If this would deal combat
				// damage to a player, instead …": no question has
				// combat, and no creature deals combat damage in one
				// (510.2).
				return cannotBear
			case reSelfDiesReplacement.MatchString(l):
				// Nissa's Chosen's "If this would die, put it on the
				// bottom of its owner's library instead", Progenitus's
				// "If this would be put into a graveyard from anywhere,
				// … shuffle it into its owner's library instead": it
				// applies only as its own permanent would go to a
				// graveyard (614.1a), where the question may sacrifice,
				// destroy or deal damage, its permanent has damage
				// marked, or the legend rule may choose (704.5g, 704.5j).
				if w.mayDie(k, p) {
					return bears
				}
				return cannotBear
			}
			return bears
		}
		if a.Replacement.Kind == ReplaceTokens && k.enters {
			// It changes how many tokens an upkeep trigger creates.
			return bears
		}
		if a.Replacement.Kind == ReplaceRegenerateSelf {
			// It replaces only its own permanent being destroyed
			// (701.19a, 614.8). Nothing in a question destroys a
			// permanent but the state-based actions, on lethal damage
			// (704.5g, 704.5h): it bears where its permanent has damage
			// marked, or where damage may be dealt to a permanent in
			// the question; a "destroy" effect of an ability the
			// question may see resolve is not read, and stops the
			// answer by itself.
			if p.Permanent != nil && p.Permanent.Damage > 0 || hasEvent(k.events(), EventPermDamaged) || hasEvent(k.responseEvents, EventPermDamaged) {
				return bears
			}
			return cannotBear
		}
		if a.Replacement.Kind == ReplaceMinusCounters {
			// Vizier of Remedies: it bears only where a -1/-1 counter
			// may be put on a creature, which text that speaks of -1/-1
			// counters does: the entering card's or one on the board.
			if strings.Contains(k.entering, "-1/-1") || w.speakerOf(a, "-1/-1") != nil {
				return bears
			}
			return cannotBear
		}
		if a.Replacement.Kind == ReplaceExtraTurn {
			// A turn begins in no question (500.7, 614.10).
			return cannotBear
		}
		if a.Replacement.Kind == ReplaceGraveyardExile {
			// A card it exiles instead leaves no other trace in a
			// question than the graveyard it never reaches: it bears
			// where text on the board speaks of graveyards, of dying,
			// or of what returns from a graveyard (persist, undying).
			if w.spokenBesides(p, reGraveyardWords) {
				return bears
			}
			return cannotBear
		}
		if a.Replacement.Kind == ReplaceDiscard {
			// It applies only as a card is discarded (701.9a): where a
			// cost or an upkeep's draw may make a player discard.
			if hasEvent(k.events(), EventDiscard) {
				return bears
			}
			return cannotBear
		}
		if k.kind == askUpkeep && (a.Replacement.Kind == ReplaceCountersTimes || a.Replacement.Kind == ReplaceCountersPlus) && w.upkeepPutsCounters(k, p, a.Replacement) {
			// Doubling Season beside cumulative upkeep: the age counters
			// put decide what is paid (702.24a, 614.1a).
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
		if a.Static != nil && a.Static.Kind == StaticSearchLimit {
			// It changes only what a search finds (701.23): an ability
			// that searches can still be activated (Stranglehold's
			// rulings of 2011-09-22), and it bears only where other
			// text on the board searches and the question follows what
			// it does (an upkeep trigger, an enters trigger, a land found
			// changing the mana).
			if k.kind == askActivate || !w.spokenBesides(p, reSearchWord) {
				return cannotBear
			}
			return bears
		}
		if a.Static != nil && a.Static.Kind == StaticEquippedUnread {
			// What an Equipment gives the creature it is attached to
			// (compile_equipped.go).
			return w.equippedUnreadBears(k, p)
		}
		if a.Static != nil && a.Static.Kind == StaticCondUnread {
			// What it gives its permanent while a condition the board
			// does not give holds (compile_cond.go).
			return w.condUnreadBears(k, p, a.Static)
		}
		if a.Static != nil && a.Static.Kind == StaticDefinesPT {
			// Its own power and toughness (604.3): the toughness is
			// checked by the state-based actions, which work it out or
			// refuse (sba_cda.go); its power matters only to text that
			// reads power. In an upkeep, what it counts may change as the
			// triggers resolve (a card discarded, a permanent sacrificed,
			// counters moved), and with it whether it survives.
			if w.readsPT() != "" || k.kind == askUpkeep && (k.discards || k.sacrifices || k.counters || k.enters) {
				return bears
			}
			return cannotBear
		}
		if a.Static != nil && a.Static.Kind == StaticAllLegendary {
			// Nonland permanents made legendary: only the legend rule
			// (704.5j) and text that reads "legendary" see it.
			if w.legendaryMatters(p) {
				return bears
			}
			return cannotBear
		}
		if a.Static != nil && a.Static.Kind == StaticKeepsMana {
			// Mana kept from earlier steps (compile_keeps_mana.go): it
			// changes no mana a permanent makes as it is tapped, nor
			// what it could produce, nor a land play; it may pay for what
			// pay, mana and activate ask about, and for what players do
			// in the upkeep, for the players who keep it.
			switch {
			case k.kind == askTap || k.kind == askCould || k.kind == askLands:
				return cannotBear
			case (k.kind == askPay || k.kind == askMana) && a.Static.Who == "you" && p.Controller != k.player:
				return cannotBear
			}
			return bears
		}
		if a.Static != nil && a.Static.Kind == StaticSubjectOnly {
			return w.subjectOnlyBears(p, a.Static)
		}
		if a.Static != nil && a.Static.Kind == StaticRaisesPT {
			// A boost that only raises power and toughness
			// (compile_raise.go): no toughness the engine computes above
			// 0 falls to 0 (704.5f), and power matters only to text that
			// reads it.
			if w.readsPT() != "" {
				return bears
			}
			return cannotBear
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
		case StaticNoLandPlays:
			// It counts in lands, and in enters of a land played, which
			// asks lands whether it can be (playNow); a land put onto
			// the battlefield is not played; nothing else plays a land.
			switch k.kind {
			case askLands:
				return modelled
			case askEnters:
				if k.land && k.played {
					return modelled
				}
				if k.land && reLandsCantEnter.MatchString(a.Text) {
					// Worms of the Earth's "Lands can't enter the
					// battlefield.": put there, it doesn't (enters reads
					// it, landsCantEnter).
					return modelled
				}
			}
			return cannotBear
		case StaticNoEffect:
			// Spending mana as though it were another type (609.4b) and
			// a cost increase on spells (601.2f) change what pays a cost:
			// the pay question reads both (pay_spend.go).
			if (a.Static.SpendAsWhite || a.Static.SpellTax) && k.kind == askPay {
				return modelled
			}
			if a.Static.SpendAsAny && (k.kind == askPay || k.kind == askMana) {
				// Spending mana as though it were mana of any color
				// changes what pays a cost, and what pays an ability's
				// colored mana cost (Selvala, Heart of the Wilds' {G}):
				// the pay and mana questions read it (spendsAsAny), for
				// the players it applies to.
				if !a.Static.SpendAnyAll && p.Controller != k.player {
					return cannotBear
				}
				return modelled
			}
			if a.Static.NoLandsIfCast {
				// Rock Jockey: cast this turn, it entered this turn, and
				// the board writes it sick; one that is not was not cast
				// this turn. It stops only land plays (305.2).
				if (k.kind == askLands || k.kind == askEnters && k.played) && p.Permanent != nil && p.Permanent.Sick {
					return bears
				}
				return cannotBear
			}
			if a.Static.SpendOneAs && k.kind == askPay {
				// Spending mana of one color as though it were another
				// changes what pays a cost; the pay question does not
				// read it.
				return bears
			}
			if a.Static.SpendOneAs && k.kind == askMana && w.coloredAbilityCost() != "" {
				// It changes what pays an ability's colored mana cost,
				// which the mana question does not read; with no such
				// cost, the most mana made is the same however it may
				// be spent.
				return bears
			}
			return cannotBear
		case StaticColor:
			// The world sets the colors of permanents in layer 5
			// (finish). A spell made colorless (Mycosynth Lattice) may
			// change what a spending restriction or a cost effect reads
			// of the spell paid for, which the pay question does not
			// follow.
			if a.Static.AllColorless && k.kind == askPay && w.spellColorSet() == nil {
				// The pay question reads it of the spell paid for
				// (spellAs), where it is the one effect that sets the
				// spell's color.
				return bears
			}
			if a.Static.AddChosenColor && k.kind == askEnters {
				// A spell of the chosen color: what "can't be
				// countered" or a trigger on casting reads of it, which
				// the enters question does not follow.
				return bears
			}
			if a.Static.AddChosenColor && k.kind == askPay && k.spell && w.spellColorClash(k.player) {
				// The pay question reads the color it adds to the spell
				// paid for (spellAs), except beside an effect that sets
				// that spell's color, where the order of the two is not
				// known (613.7). Without a spell, the cost may be an
				// ability's, which has no color.
				return bears
			}
			return modelled
		case StaticSpellCost:
			// It changes a spell's total cost (601.2f), which the pay
			// question reads (spellCostChanges); no mana made, no mana
			// value (202.3), no land play and no trigger.
			return w.spellCostBears(k, p, a.Static)
		case StaticAbilityCost:
			return w.abilityCostBears(k, p, a.Static)
		case StaticSkipUpkeep:
			// The upkeep is skipped (614.10): the upkeep question reads
			// it (upkeepSkipped). No other question has an upkeep to
			// come; a board written in the upkeep step is in it.
			if k.kind == askUpkeep {
				return modelled
			}
			return cannotBear
		case StaticSkipDraw:
			// Its controller skips their draw step (614.10): the upkeep
			// question says what comes after the upkeep and reads it
			// (explainDrawStep); no other question has a draw step to
			// come.
			if k.kind == askUpkeep {
				return modelled
			}
			return cannotBear
		case StaticUncounterable:
			// It functions on the stack (113.6g); a permanent is not a
			// spell.
			return cannotBear
		case StaticNoCounters:
			// Counters can't be put on permanents of its card types
			// (Solemnity): the enters question reads it for the
			// counters a permanent enters with (noCountersOn); elsewhere
			// it bears only where a cost or trigger of the question may
			// put a counter on a permanent.
			if k.kind == askEnters {
				return modelled
			}
			if k.counters || k.nonMana {
				return bears
			}
			return cannotBear
		case StaticNoCountersSelf:
			// Only a counter put on its own permanent changes (122.1):
			// the enters question asks about another object entering;
			// elsewhere it bears only where a cost or trigger of the
			// question may put a counter on a permanent, as Solemnity's
			// does.
			if k.kind != askEnters && (k.counters || k.nonMana || hasEvent(k.events(), EventCounters) || hasEvent(k.responseEvents, EventCounters)) {
				return bears
			}
			return cannotBear
		case StaticSpellsUncounterable:
			// Only the enters question casts a spell, which a trigger on
			// the board may counter as it is cast (counteredAsCast): the
			// engine does not read which spells it keeps from being
			// countered, so it bears there where such a trigger is, and
			// on nothing else.
			if k.kind == askEnters && w.countersAsCast() {
				// Read where its text is (spellsUncounterable).
				if uncounterableRead(normalize(nil, a.Text)) {
					return modelled
				}
				return bears
			}
			return cannotBear
		case StaticCantActivate:
			// It stops activated abilities (602.5), which canActivate
			// reads for tap, activate, pay and mana. What a permanent
			// could produce does not ask whether its abilities can be
			// activated now (106.7; Fellwar Stone's ruling of
			// 2004-10-04: "It only checks what kinds of mana can be
			// produced, not if the abilities that produce them are usable
			// right now"). Lands, upkeep and enters activate nothing
			// whose activation changes their answers: a mana payment an
			// upkeep trigger asks for changes no hand, library or draw.
			switch k.kind {
			case askTap, askActivate, askPay, askMana:
				return modelled
			}
			if a.Static.Cast != nil && k.kind == askEnters && k.cast {
				// Grand Abolisher's "can't cast spells": read with
				// every "can't be cast" effect (cantBeCast).
				return modelled
			}
			return cannotBear
		case StaticPlayerDamage:
			// Damage to a player is life lost (120.3a): it bears where
			// damage can be dealt in the question (compile_prevent.go),
			// and in an upkeep where a trigger asks for mana, whose
			// sources may deal damage as they make it (Ancient Tomb).
			// "Damage can't be prevented" changes only what a
			// prevention effect does (615.12): with none on the board
			// it bears on nothing.
			if rePreventNone.MatchString(a.Text) && !w.anyPrevention(a) {
				return cannotBear
			}
			if hasEvent(k.events(), EventDamage) || k.paysMana {
				return bears
			}
			return cannotBear
		case StaticDrawEffect:
			// The upkeep draws with it (drawRules). A mana question
			// where a card may be drawn does not.
			switch {
			case k.kind == askUpkeep:
				return modelled
			case k.manaQuestion() && k.draws:
				return bears
			}
			return cannotBear
		case StaticControl:
			// The world applies it in layer 2 (applyControl), before
			// every other effect: whatever reads a controller reads the
			// one it gives.
			return modelled
		case StaticLoseAll:
			// The world applies it (loseAll); a card entering that
			// loses its abilities to it enters without what they say
			// (614.12, enteringLosesAll).
			return modelled
		case StaticLifeFloor:
			// It changes only what damage dealt to its controller does
			// to their life total (614.1a, 120.3a): the upkeep reads it
			// for its triggers' damage (lifeFloors), and refuses where a
			// trigger asks for mana, whose sources may deal damage as
			// they make it. Elsewhere it bears where damage may be
			// dealt, whose answers say the life left (noteLethalWays).
			if k.kind == askUpkeep && !k.paysMana {
				return modelled
			}
			if k.kind == askLands {
				// A landfall trigger's damage (Fastbond's, Ankh of
				// Mishra's) changes a life total and no land play
				// (305.2); enters weighs the game lost for its untap
				// (damageFloored).
				return cannotBear
			}
			if (k.kind == askPay || k.kind == askMana) && hasEvent(k.events(), EventDamage) {
				// The damage pay and mana follow is dealt to the player
				// whose mana abilities are activated, by their riders
				// and by triggers on their sources being tapped: another
				// player's floor bears on none of it. The payer's is
				// read where no creature may leave the battlefield
				// (creatureMayLeave, paymentFloor), outside Two-Headed
				// Giant.
				if p.Controller != k.player {
					return cannotBear
				}
				if !w.creatureMayLeave(k.player) && w.b.Format != Format2HG {
					return modelled
				}
				return bears
			}
			if hasEvent(k.events(), EventDamage) || k.paysMana {
				return bears
			}
			return cannotBear
		case StaticCantLose:
			// Only a player losing or winning the game can change
			// (104.2b, 104.3): the state-based actions read it for a
			// player with 0 or less life on the board (stillLosing),
			// and the upkeep question as its triggers resolve
			// (savingOf). Elsewhere a player may lose only by the life
			// a mana ability costs or the damage it deals, which pay
			// and mana say (noteLethalWays, lifeSaver); tap and
			// activate say whether an ability can be activated, and
			// lands, enters and could-produce have no life lost.
			switch k.kind {
			case askUpkeep, askPay, askMana:
				return modelled
			}
			return cannotBear
		case StaticAltCostSpells:
			// It changes only what a spell's caster pays (118.9): pay
			// works out paying with mana and can't rule beside it where
			// its controller, or any player, casts the spell; enters
			// reads a spell's X. The cards in a hand are not known, so
			// no other question has a spell cast.
			switch k.kind {
			case askPay:
				if p.Controller == k.player || strings.HasPrefix(a.Text, "Any player") || strings.HasPrefix(a.Text, "Rather than") {
					return bears
				}
				return cannotBear
			case askEnters:
				return bears
			}
			return cannotBear
		case StaticNoEntersTriggers, StaticMoreEntersTriggers:
			// It changes only what triggers as a creature enters the
			// battlefield, or how often (603.2, 603.2d, 603.6a;
			// Panharmonicon, Yarok; Torpor Orb's ruling that it
			// stops only triggered abilities, not replacement effects
			// such as entering with counters, 614.1c). It bears where
			// a permanent may enter in the question (a land played, a
			// token an upkeep trigger creates, what a player does while
			// an upkeep trigger waits), and where an ability on
			// the board triggers on another permanent entering, which
			// the engine may read as having triggered or as triggering
			// (entersTrigger). Nothing enters in the others: enters
			// asks what the permanent enters with, which no trigger on
			// its entering changes.
			// In lands the lands played are not known cards: with no
			// ability on the board that triggers on a permanent
			// entering, no trigger of their entering is on the board
			// for it to stop or repeat.
			if k.kind == askLands && w.entersTrigger() == "" {
				return cannotBear
			}
			if k.kind == askEnters && !w.entersTriggerBears(k, reads) {
				// What enters answers reads of the triggers on its
				// permanent entering is Amulet of Vigor's untapping,
				// which it works out beside Torpor Orb, and which untaps
				// no more for triggering twice; another trigger it
				// modifies bears on enters only where that trigger does.
				return cannotBear
			}
			if hasEvent(k.events(), EventEnters) || hasEvent(k.responseEvents, EventEnters) || w.entersTrigger() != "" {
				return bears
			}
			return cannotBear
		case StaticMoreDiesTriggers:
			// It changes only how often an ability of a permanent
			// triggers as a creature dies (603.2d, 700.4): it bears
			// where an ability on the board may trigger on a permanent
			// leaving the battlefield or being sacrificed, or on what
			// the engine can't tell (diesTrigger); with none, nothing
			// triggers again whatever dies.
			if w.diesTrigger() != "" {
				return bears
			}
			return cannotBear
		case StaticGraveyardUntargetable:
			// It changes only which cards in graveyards a spell or
			// ability can target (115.1). A mana ability never targets
			// (605.1a), and the untappers pay and mana may activate
			// first target permanents, not cards; could-produce ignores
			// costs and targets (106.7). It bears on activate where the
			// ability asked about targets, and on upkeep where any text
			// on the board speaks of a target (a trigger, or an ability
			// activated while a trigger waits); on pay, enters and
			// lands, where a spell is cast or a land's trigger may
			// target, it bears.
			switch k.kind {
			case askTap, askCould, askMana:
				return cannotBear
			case askActivate:
				if !k.targets {
					return cannotBear
				}
			case askUpkeep:
				if !w.speaksOfTargets(a) {
					return cannotBear
				}
			}
			return bears
		case StaticTargetLimit:
			// Its subject is permanents, never a player: an ability
			// whose targets are all players it bars nothing.
			// Like hexproof, it changes only which targets may be chosen
			// (115.1): a mana ability has none (605.1a), could-produce
			// ignores costs and targets (106.7), and pay and mana read
			// no target but the permanents untappers target, which
			// targeting restrictions on their sources the engine does
			// not follow: it bears there where an untapper may be
			// activated first. It bears on activate where the ability
			// asked about targets, and on upkeep, lands and enters
			// where any text on the board speaks of a target.
			switch k.kind {
			case askTap, askCould:
				return cannotBear
			case askPay, askMana:
				if k.untapTargets {
					return bears
				}
				return cannotBear
			case askActivate:
				// "Gaea's Revenge can't be the target of nongreen spells
				// or abilities from nongreen sources": the targets the
				// engine reads are read without it. One on spells alone
				// (Dense Foliage), or on abilities from sources of a
				// color the ability's source is not (Rebel Informer's
				// white ones beside Royal Assassin), bars none.
				if !k.targetsAny || !k.targetsLive || k.playersOnly || !targetLimitBars(a.Static.TargetLimit, k.target) {
					return cannotBear
				}
			default:
				if !w.speaksOfTargets(a) {
					return cannotBear
				}
			}
			return bears
		case StaticCastLimit:
			// It restricts only casting spells (601.3, 101.2). Mana
			// abilities are activated, not cast (605.3a), a land is
			// played, not cast (305.1), and no card in a hand is known,
			// so no spell is cast in tap, could-produce, activate, mana,
			// lands or upkeep (none is taken to be cast while upkeep
			// triggers wait). Pay asks for a spell's cost, and enters
			// about a spell that was cast: it bears there where it may
			// restrict the caster.
			if a.Static.OneSpell {
				// The board records no spell cast this turn (as it
				// records no land played unless it says so): the spell
				// asked about is the first, which it allows
				// (explainOneSpell).
				return cannotBear
			}
			var caster string
			switch {
			case k.kind == askPay:
				caster = k.player
			case k.kind == askEnters && k.cast:
				caster = Me
			default:
				return cannotBear
			}
			switch a.Static.Who {
			case "opponents":
				if !w.b.opponents(p.Controller, caster) {
					return cannotBear
				}
			case "you":
				if p.Controller != caster {
					return cannotBear
				}
			}
			return bears
		case StaticLifeFixed, StaticNoLifeCosts:
			// Costs that pay life, or sacrifice a creature, can't be
			// paid (119.8, 810.9h; Angel of Jubilation's rulings): tap,
			// activate, pay and mana read them where an ability is
			// activated (costBanned) and a Phyrexian symbol paid
			// (withoutLifeSymbols), and a life total that can't change
			// where damage is dealt or life paid (lifeFixedOf). What a
			// permanent could produce ignores costs (106.7). Elsewhere
			// a player's life, or a cost paid as a trigger resolves or
			// a permanent enters, may change: the engine does not read
			// them there.
			return w.lifeBanBears(k, p, a)
		case StaticPlayerKeyword:
			// It changes only which players can be targets (702.11c,
			// 702.18a): activate reads it for the ability asked about
			// (playerTargetable); an upkeep trigger's target it bears
			// on; nothing else here targets a player.
			switch {
			case k.kind == askActivate && k.targetsAny:
				return modelled
			case k.kind == askUpkeep && k.targets:
				return bears
			}
			return cannotBear
		case StaticCantGainLife:
			// Only a player gaining life can change (119.7); in the
			// questions, only an upkeep trigger can make one, and the
			// upkeep question reads who can't gain life (noLifeGain),
			// refusing another effect on gaining life itself.
			if k.kind == askUpkeep {
				return modelled
			}
			if k.lifeGain {
				return bears
			}
			return cannotBear
		}
		return modelled
	case KindEnters:
		return cannotBear
	}
	return bears
}

// extortCouldEndGame reports whether the extort abilities of player's
// permanents, each draining each opponent of 1 life as one of their
// spells is cast, could bring an opponent whose life the board writes to
// 0 or less.
func (w *world) extortCouldEndGame(player string) bool {
	n := 0
	for _, q := range w.perms {
		if q.Controller != player {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind == KindKeyword && has(a.Keywords, "extort") {
				n++
			}
		}
	}
	for _, pl := range w.b.Players {
		if w.b.opponents(player, pl.Name) && pl.Life != nil && *pl.Life <= n {
			return true
		}
	}
	return false
}

// reCombatDamageReplacement is a replacement effect that applies only as
// combat damage would be dealt; reSelfDiesReplacement one that applies
// only as its own permanent would die or be put into a graveyard (its
// name written "this").
var (
	reCombatDamageReplacement = regexp.MustCompile(`^if [^,.]+ would deal combat damage to [^,.]+, [^"]+$`)
	reSelfDiesReplacement     = regexp.MustCompile(`^if this(?: creature)? would (?:die|be put into (?:a|your|its owner's) graveyard from (?:anywhere|the battlefield)), [^"]+$`)
)

// tappedByAnothersCost reports whether the permanent Aura or Equipment q
// is attached to may be tapped by another permanent's mana ability's cost
// (Springleaf Drum's "Tap an untapped creature you control", Heritage
// Druid's): what triggers on its becoming tapped (Betrayal's draw) is then
// not said where it is tapped for its own mana (waitingEvents).
func (w *world) tappedByAnothersCost(q *perm) bool {
	if q.attached < 0 || q.attached >= len(w.perms) {
		return false
	}
	on := w.perms[q.attached]
	return w.manaCostTaps(on, on)
}

// mayLeave reports whether p may leave the battlefield in question k, so
// that what triggers on its own dying may (persist, undying, modular): a
// permanent may leave in it, and it may be p. Where the only permanents
// the question's costs sacrifice are the sources that sacrifice
// themselves (Lotus Petal, Gemstone Mine's last counter), and no other
// may leave, a creature that is none of them does not (Kitchen Finks
// beside Gemstone Mine).
func (w *world) mayLeave(k asking, p *perm) bool {
	return w.mayLeaveBy(k, p, true)
}

// mayLeaveBy is mayLeave, counting a cost that exiles a permanent (Food
// Chain's) only where exiled: what watches its card in a graveyard
// reads only p put there.
func (w *world) mayLeaveBy(k asking, p *perm, exiled bool) bool {
	if hasEvent(k.responseEvents, EventLeaves) {
		return true
	}
	if !hasEvent(k.events(), EventLeaves) {
		return false
	}
	if hasEvent(questionEvents[k.kind], EventLeaves) || k.otherSacs || exiled && k.exiles || k.otherCounters {
		return true
	}
	// Counters changed on its own sources only: p's own ability may
	// remove its last +1/+1 counter (Workhorse's), or put a -1/-1 one.
	return slices.Contains(k.selfSacs, p) || k.counters && slices.ContainsFunc(p.abilities, func(a *Ability) bool {
		return a.Kind == KindMana && (a.Cost.RemoveCounters > 0 || a.Cost.RemoveX || a.Cost.RemoveAny || a.Cost.PutCounter != "")
	})
}

// mayDie reports whether p may go to a graveyard from the battlefield in
// question k: an event of the question (a cost or effect that sacrifices,
// a permanent leaving, damage dealt) may take it, it has damage marked or
// -1/-1 counters, or another permanent has its legendary name (704.5j).
func (w *world) mayDie(k asking, p *perm) bool {
	for _, ev := range []GameEvent{EventLeaves, EventSacrifice, EventPermDamaged} {
		if hasEvent(k.events(), ev) || hasEvent(k.responseEvents, ev) {
			return true
		}
	}
	if p.Permanent != nil && (p.Permanent.Damage > 0 || p.counters("-1/-1") > 0) {
		return true
	}
	return p.hasSuper("Legendary") && slices.ContainsFunc(w.perms, func(q *perm) bool { return q != p && q.name == p.name })
}

// keyword classifies one keyword of p.
func (w *world) keyword(k asking, p *perm, kw string) verdict {
	switch {
	case damageResultKW[kw]:
		return w.damageKeyword(k, p)
	case combatKeywords[kw], numberedCombatKW.MatchString(kw):
		return cannotBear
	case reDashKeyword.MatchString(kw):
		// A keyword with a cost after a dash: kicker is paid as the spell
		// is cast, morph is for a face-down card, the others function
		// only from a hand, a graveyard or as the spell is cast
		// (compile_elsewhere.go, 113.6).
		return cannotBear
	case kickerKW.MatchString(kw):
		// Kicker and multikicker are paid as the spell is cast (702.33a);
		// on a permanent they do nothing. What a kicked spell does as it
		// enters is its own text ("if it was kicked"), read by enters.
		return cannotBear
	case faceDownKW.MatchString(kw):
		// Morph lets a card be cast face down and a face-down permanent
		// be turned face up (702.37c, 702.37e); a permanent the board
		// names is face up, and the keyword does nothing for it.
		return cannotBear
	case kw == "persist" || kw == "undying":
		// A trigger on its creature dying (702.79a, 702.93a), with an
		// intervening "if" (603.4): persist does nothing for a creature
		// with a -1/-1 counter, undying for one with a +1/+1 counter,
		// where no counter may be put or removed in the question.
		if countersStopTrigger([]*perm{p}) != "" && !countersMayChange(k) {
			return cannotBear
		}
		if w.mayLeave(k, p) {
			return bears
		}
		return cannotBear
	case kw == "evolve":
		// A trigger on a creature entering (702.100a). A +1/+1
		// counter on its own creature changes no land play (305.2).
		if hasEvent(k.events(), EventEnters) && k.kind != askLands {
			return bears
		}
		return cannotBear
	case kw == "prowess":
		// A trigger on its controller casting a noncreature spell
		// (702.108a).
		if hasEvent(k.events(), EventCast) {
			return bears
		}
		return cannotBear
	case countersKW.MatchString(kw):
		// The counters it enters with are the board's once it is on
		// the battlefield (the enters question reads them). Modular
		// triggers as it dies (702.43a), graft as another creature
		// enters (702.58a), fading and vanishing in its controller's
		// upkeep (702.32a, 702.63a).
		switch countersKW.FindStringSubmatch(kw)[1] {
		case "modular":
			if w.mayLeave(k, p) {
				return bears
			}
		case "graft":
			if hasEvent(k.events(), EventEnters) {
				return bears
			}
		default:
			if k.kind == askUpkeep {
				return modelled
			}
			if upkeepAheadFor(k, w.b, p) {
				// Lands before the main phase: in its controller's
				// upkeep still to come, the last counter removed
				// sacrifices it (702.32a, 702.63a).
				return bears
			}
		}
		return cannotBear
	case isUpkeepKeyword(kw):
		// Cumulative upkeep and echo trigger at the beginning of an
		// upkeep (702.24a, 702.30a). Cumulative upkeep paid in mana is
		// modelled; echo triggers only if the permanent came under its
		// controller's control since their last upkeep, which the board
		// does not record.
		if k.kind == askUpkeep {
			if _, ok := keywordUpkeep(kw); ok {
				return modelled
			}
			return bears
		}
		if upkeepAheadFor(k, w.b, p) {
			// Lands before the main phase: its controller's upkeep is
			// still to come, and its permanent may be sacrificed there
			// unless the cost is paid (702.24a, 702.30a).
			return bears
		}
		return cannotBear
	case damageKW.MatchString(kw):
		// What the creature's damage does, or a trigger on combat
		// damage: no question has combat, and no creature deals damage
		// in one.
		return cannotBear
	case handKW.MatchString(kw):
		// It functions only while the card is in a hand or a graveyard
		// (113.6, 702.29a): a permanent's does nothing.
		return cannotBear
	case castKW.MatchString(kw):
		// It functions only as its spell is cast or on the stack
		// (113.6): a permanent is no spell.
		return cannotBear
	case bestowKW.MatchString(kw):
		// Bestow is a cost paid as the spell is cast (702.103a): on a
		// permanent that is attached to nothing it does nothing. One
		// attached was cast bestowed and is an Aura, no creature
		// (702.103e), which the engine does not read from its card.
		if p.attached >= 0 {
			return bears
		}
		return cannotBear
	case kw == "changeling":
		// A characteristic-defining ability: it is every creature type
		// (702.73a, 604.3), as every subtype the engine reads says
		// (hasSub).
		return modelled
	case kw == "phasing":
		// A permanent phases in or out as its controller's untap step
		// begins (702.26a, 502.1): the board says what is there now.
		return cannotBear
	case kw == "mentor" || kw == "ingest":
		// Triggers on attacking and on combat damage (702.134a,
		// 702.115a): no question has combat.
		return cannotBear
	case enteredKW.MatchString(kw):
		switch {
		case strings.HasPrefix(kw, "soulbond"):
			if hasEvent(k.events(), EventEnters) {
				return bears
			}
		case strings.HasPrefix(kw, "champion"):
			// The card it exiled is not on the board: returned as it
			// leaves (702.72a), it may do anything as it enters, also
			// while an upkeep trigger that reads a hand waits.
			if hasEvent(k.events(), EventLeaves) || hasEvent(k.responseEvents, EventLeaves) {
				return bears
			}
		case strings.HasPrefix(kw, "haunt"), strings.HasPrefix(kw, "soulshift"), strings.HasPrefix(kw, "afterlife"):
			if hasEvent(k.events(), EventLeaves) {
				return bears
			}
		}
		return cannotBear
	case kw == "partner with":
		// Its trigger is on its own permanent entering (702.124j): a
		// permanent on the board has entered, and one an enters
		// question is about has entered with its X and counters before
		// the trigger is put on the stack (603.6a). The rest is a rule
		// for building a deck.
		return cannotBear
	case kw == "hideaway":
		// It enters tapped, and its trigger is on entering (702.75a):
		// a permanent on the board has already entered.
		return cannotBear
	case kw == "ascend":
		// The city's blessing (702.131) matters only to abilities that
		// check it, which the engine does not read: they stop the
		// answer themselves where they bear.
		return cannotBear
	case kw == "devoid":
		// A characteristic-defining ability: the object is colorless
		// (702.114a, 604.3); the colors the engine reads are so.
		return cannotBear
	case kw == "extort":
		// A trigger on its controller casting a spell (702.101a): it can
		// happen only where a spell is cast.
		if !hasEvent(k.events(), EventCast) {
			return cannotBear
		}
		if k.kind == askEnters {
			// Only its controller's spell sets it off, and it resolves
			// before the spell, making players lose and gain life, which
			// changes none of what enters asks, unless the life lost
			// ends the game first: an opponent written at no more life
			// than the extorts drain (104.3a, 704.5a).
			if p.Controller != Me || !w.extortCouldEndGame(p.Controller) {
				return cannotBear
			}
		}
		return bears
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
	case kw == "hexproof" || kw == "shroud" || hexproofFromKW.MatchString(kw):
		// An upkeep's draw trigger that targets a player (Jace's
		// Erasure) may have no legal target among them.
		if (k.kind == askActivate || k.kind == askUpkeep) && k.targets {
			return bears
		}
		if k.kind == askActivate && k.targetsAny && k.targetsLive && p.i < 0 && !(kw == "hexproof" && k.selfTarget) {
			// Given to permanents or players the engine cannot name
			// (Shalai's "You, planeswalkers you control, and other
			// creatures you control have hexproof", Whispersilk Cloak,
			// Leyline of Sanctity's "You have hexproof"): the targets
			// the engine reads are read without it (702.11b, 702.18a).
			return bears
		}
		return cannotBear
	case strings.HasPrefix(kw, "protection from "):
		v := w.protectionAttached(p)
		if v == bears {
			return bears
		}
		if (k.kind == askActivate || k.kind == askUpkeep) && k.targets || k.kind == askActivate && k.targetsAny && k.targetsLive && p.i < 0 {
			return bears
		}
		return v
	case strings.HasPrefix(kw, "enchant "):
		return modelled
	}
	return bears
}

// protectionAttached is how p's protection bears through what is attached
// to it: an Aura or Equipment of the quality attached to it is put into
// the graveyard or becomes unattached (702.16c-d, 704.5m, 704.5n), which
// the state-based actions read (protectedFrom) where they can read it
// and the colors of what is attached: modelled; bears where they can't;
// cannotBear with nothing attached. It is worked out once for each
// permanent of the world, whatever protection it has: a creature with a
// thousand Swords has two thousand.
func (w *world) protectionAttached(p *perm) verdict {
	if v, ok := w.protAttached[p]; ok {
		return v
	}
	v := cannotBear
	for _, q := range w.perms {
		if q.attached != p.i {
			continue
		}
		if _, _, read := protectedFrom(p, q); !read || q.colorsUnsure() {
			v = bears
			break
		}
		v = modelled
	}
	if w.protAttached == nil {
		w.protAttached = map[*perm]verdict{}
	}
	w.protAttached[p] = v
	return v
}

// combatKeywordsOnly reports whether every granted ability is a keyword
// line of combat keywords (combatKeywords).
func combatKeywordsOnly(list []*Ability) bool {
	if !keywordsOnly(list) {
		return false
	}
	for _, g := range list {
		for _, kw := range g.Keywords {
			if !combatKeywords[kw] {
				return false
			}
		}
	}
	return true
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
	if k.manaQuestion() && w.countsKeyword(kw) {
		// A mana ability on the board counts the creatures with it
		// (Overgrown Battlement, Axebane Guardian): given to permanents
		// the engine cannot name, it may change that count.
		return bears
	}
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

// countsKeyword reports whether a mana ability on the board counts the
// permanents with keyword kw ("for each creature with defender you
// control", "where X is the number of creatures with defender you
// control").
func (w *world) countsKeyword(kw string) bool {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if m := a.Mana; a.Kind == KindMana && m != nil && (m.ForEachKeyword == kw || m.Count != nil && m.Count.Keyword == kw) {
				return true
			}
		}
	}
	return false
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

// canHappen reports whether the event ev of a trigger of p can happen
// during the question k. p itself becomes tapped only where a permanent
// can, and p has an ability whose cost taps it ({T}: 107.5), or some text
// on the board, apart from trigger conditions, taps a permanent by a cost
// or an effect ("Tap an untapped creature you control", crew, "tap target
// creature", 701.26a), or the question pays for a spell, whose convoke or
// improvise may tap a creature or an artifact (702.51a, 702.126a). It
// becomes untapped only where a permanent can, and some text untaps one or
// has {Q} in a cost (701.26b, 107.6): the untap step, which untaps
// permanents otherwise (502.3), comes before every question.
func (w *world) canHappen(k asking, p *perm, ev GameEvent) bool {
	switch ev {
	case EventSelfTapped:
		if !hasEvent(k.events(), EventTapped) {
			return false
		}
		if k.kind == askPay && (p.is("Creature") || p.is("Artifact")) || w.saidFor(k, reSaysTap) {
			return true
		}
		for _, a := range p.abilities {
			if strings.Contains(a.Text, "{T}") || a.Cost.Tap || a.Kind == KindIntrinsic {
				return true
			}
		}
		return false
	case EventSelfUntapped:
		return hasEvent(k.events(), EventTapped) && w.saidFor(k, reSaysUntap)
	case EventExploits:
		return w.canHappen(k, p, EventEntersSelf)
	case EventExplores, EventSurveils, EventScries, EventClashes, EventDice:
		return w.saidFor(k, reSaysAction[ev])
	case EventMonstrous:
		return hasEvent(k.events(), EventActivateNonMana) && w.saidFor(k, reSaysAction[ev])
	}
	return hasEvent(k.events(), ev)
}

// reSaysAction: text that has a player or a creature perform a keyword
// action, which happens only where an effect says so.
var reSaysAction = map[GameEvent]*saying{
	EventExplores: says(`(?i)\bexplores?\b`, "explore"),
	EventSurveils: says(`(?i)\bsurveils?\b`, "surveil"),
	EventScries:   says(`(?i)\bscry\b|\bscries\b`, "scr"),
	EventClashes:  says(`(?i)\bclash(?:es)?\b`, "clash"),
	// A die is rolled, or a coin flipped, only where an effect says so
	// (706.1, 705.1).
	EventDice:      says(`(?i)\brolls?\b|\bcoins?\b`, "roll", "coin"),
	EventMonstrous: says(`(?i)\bmonstrosity\b|\bmonstrous\b`, "monstr"),
}

// reSaysTap, reSaysUntap: text that taps or untaps a permanent other than
// by its own {T} (reSaysTap) or that untaps one ({Q} untaps its own).
var (
	reSaysTap   = says(`(?i)\btaps?\b|\bcrew\b|\bconvoke\b|\bimprovise\b`, "tap", "crew", "convoke", "improvise")
	reSaysUntap = says(`(?i)\buntaps?\b|\{Q\}`, "untap", "{q}")
)

// reStepDrawsOnly is the effect of a trigger at the beginning of a step
// that only has a player draw cards, if a condition holds: "if this
// artifact is untapped, that player draws an additional card" (Howling
// Mine), "if that player has no cards in hand, that player draws three
// cards" (Ghirapur Orrery).
var reStepDrawsOnly = regexp.MustCompile(`^(?:if [^,.]+, )?(?:you|that player|each player|target player) (?:may )?draws? (?:a card|an additional card|(?:two|three|four|X) (?:additional )?cards)\.$`)

// reCastBanLasts is a triggered ability's effect that prohibits casting
// spells for a time that may reach past the turn it resolved in.
var reCastBanLasts = regexp.MustCompile(`(?i)\bcan't cast\b[^.]*\b(?:next turn|until your next|until their next)\b`)

// triggerModelled says whether the engine models a trigger whose event ev
// can happen during the question.
func triggerModelled(k asking, a *Ability, ev GameEvent) verdict {
	t := a.Trigger
	switch {
	case k.kind == askUpkeep && ev == EventUpkeep && t.Event == TriggerUpkeep:
		return modelled
	// A trigger with a target is no mana ability (605.1a): it waits for
	// the stack, after the mana is made and the cost paid (603.3), and a
	// token for an opponent changes neither.
	case k.manaQuestion() && ev == EventSelfTapped && t.Event != TriggerBecomesTap && t.Event != TriggerTapForMana && (t.DamageOpponents || t.DrawsOnly) && strings.HasPrefix(t.Effect, "Whenever this becomes tapped, "):
		// Spireside Infiltrator, Fallowsage: what it does waits for the
		// stack, but the answer's events would leave it out.
		return bears
	case k.manaQuestion() && (t.OpponentToken || t.DamageOpponents):
		return cannotBear
	case k.manaQuestion() && ev == EventTapped && t.Event == TriggerBecomesTap:
		return modelled
	// Manabarbs: what it does waits for the stack, after the mana is
	// made (603.3); the runs say it triggers.
	case k.manaQuestion() && t.Event == TriggerTapForMana && t.DamageTapper > 0:
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

// triggerMayAddMana reports whether a triggered ability's effect may add
// mana (CR 106.3): it says "add" and speaks of mana.
func triggerMayAddMana(a *Ability) bool {
	effect := withoutReminders(effectText(a))
	return reAddsMana.MatchString(effect) && (strings.Contains(effect, "mana") || strings.Contains(effect, "{"))
}

// mayAddMana reports whether an activated ability the compiler did not
// understand may be a mana ability: its effect may add mana (an effect
// that makes mana tells a player to add it, CR 106.3) and it has no
// target (605.1a; a target is named by the word "target", 115.1).
func mayAddMana(a *Ability) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return true
	}
	// A quoted ability it grants or an emblem has (a token's "{T}: Add
	// {G}.") is no mana this ability adds.
	effect = withoutQuoted(effect)
	return reAddsMana.MatchString(effect) && !reTargets.MatchString(effect)
}

var (
	reReminder  = regexp.MustCompile(`\([^)]*\)`)
	reManaNoun  = regexp.MustCompile(`(?:converted )?mana (?:cost|value)`)
	reSpendOnly = regexp.MustCompile(`Spend only [^.]*\.`)
	reManaWord  = regexp.MustCompile(`\bmana\b`)
)

// speaksOfMana reports whether an activated ability read as not making
// mana may still make it, and so be a mana ability its controller
// activates while paying (CR 605.1a): with no target, its effect speaks of
// mana other than a mana cost or value (Doubling Cube doubles the mana a
// player has).
func speaksOfMana(a *Ability) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok || reTargets.MatchString(effect) {
		return false
	}
	effect = reReminder.ReplaceAllString(effect, "")
	effect = reManaNoun.ReplaceAllString(effect, "")
	effect = reSpendOnly.ReplaceAllString(effect, "")
	return reManaWord.MatchString(effect)
}

// othersMayActivate reports whether an ability's text lets a player other
// than its controller activate it ("Any player may activate this
// ability", CR 602.2).
func othersMayActivate(a *Ability) bool {
	l := strings.ToLower(a.Text)
	return strings.Contains(l, "player may activate") || strings.Contains(l, "opponent may activate")
}

// addsOwnMana reports whether an activated ability's effect itself adds
// mana, not only an ability in quotes it gives a token or an emblem
// (Freyalise, Llanowar's Fury's "[+2]: Create a 1/1 green Elf Druid
// creature token with \"{T}: Add {G}.\""): that mana is the token's, and
// the ability would produce none as it resolves (CR 106.7, 113.1).
func addsOwnMana(a *Ability) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	return ok && reAddsMana.MatchString(withoutGranted(withoutReminders(effect)))
}

// addsMana reports whether an activated ability's effect adds mana (CR
// 106.3: an effect that makes mana tells a player to add it), with a
// target or without one.
func addsMana(a *Ability) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	return ok && reAddsMana.MatchString(withoutReminders(effect))
}

// addsManaItself is addsMana of the ability's own words, leaving out those
// of an ability it grants or a token it creates has, in quotation marks
// (Freyalise, Llanowar's Fury's Elf Druid with "{T}: Add {G}.").
func addsManaItself(a *Ability) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return false
	}
	effect = withoutReminders(effect)
	var own strings.Builder
	quoted := false
	for _, r := range effect {
		switch r {
		case '"', '\u201c', '\u201d':
			quoted = !quoted
			continue
		}
		if !quoted {
			own.WriteRune(r)
		}
	}
	return reAddsMana.MatchString(own.String())
}

// targetsSomething reports whether an ability's text names a target
// (CR 115.1).
func targetsSomething(a *Ability) bool {
	// Equip: "Attach to target creature you control" (702.6a), though
	// its text says only "Equip {1}".
	return reTargets.MatchString(a.Text) || len(a.Keywords) == 1 && a.Keywords[0] == "equip"
}

// rePreventOwnDamage is a prevention effect on damage dealt to the
// permanent itself (Protean Hydra, Phantom Centaur).
var rePreventOwnDamage = regexp.MustCompile(`^If damage would be dealt to this(?: while it has a \+1/\+1 counter on it)?, prevent that damage(?:[.,]| and )`)

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
			if a.Why == whyEntersChoice {
				// A choice made as it enters that does nothing else
				// (614.12) sets no X, counter or mana value; the text
				// that reads the choice bears on its own.
				v = cannotBear
			}
			if !cast && castOnlyCounters(a) {
				// Converge's colors spent to cast it, a kick, "if you
				// cast it from your hand": put onto the battlefield
				// without being cast, it gets none of those counters.
				v = cannotBear
			}
		case KindKeyword, KindActivated, KindMana, KindIntrinsic, KindManaTrigger:
			v = cannotBear
		case KindReplacement:
			v = bears
			if a.Understood && a.Replacement != nil && manaReplacement(a.Replacement.Kind) {
				// It changes the mana a permanent tapped for mana
				// produces (106.12b, 614.1a), once it is on the
				// battlefield; no permanent is tapped for mana as the
				// spell is cast with its X and enters.
				v = cannotBear
			}
		case KindTriggered:
			// Its other triggered abilities function only once it is on
			// the battlefield (113.6), after it has entered.
			evs := eventsOf(a)
			if a.Understood && a.Trigger != nil && a.Trigger.CastDrawGainOnly {
				// Drawing cards and gaining life before the spell
				// resolves change none of what enters asks.
				break
			}
			if evs == nil || cast && hasEvent(evs, EventCastSelf) {
				v = bears
				if a.Static != nil && a.Static.Kind == StaticDoubleX {
					v = modelled
				}
			}
		case KindStatic:
			if a.Static != nil && !a.Understood && a.Static.Kind == StaticGrant && a.Static.Boost == nil && combatKeywordsOnly(a.Static.Granted) {
				// Combat keywords granted under a condition not read
				// ("has trample as long as it has ten or more +1/+1
				// counters on it"): they change no X, counter or mana
				// value.
				break
			}
			if a.Static == nil || !a.Understood {
				v = bears
			} else if a.Static.Kind == StaticUncounterable && cast {
				// A spell that can't be countered (113.6g): a counter
				// trigger on the board does nothing to it
				// (counteredAsCast).
				v = modelled
			}
		default:
			v = bears
		}
		if v == bears && rePreventOwnDamage.MatchString(strings.ReplaceAll(a.Text, name, "this")) {
			// Damage dealt to it once it is on the battlefield (615):
			// no damage is dealt as a spell is cast and enters.
			v = cannotBear
		}
		if v == cannotBear || v == modelled && a.Understood {
			continue
		}
		why := a.Why
		if why == "" {
			why = "the engine does not model it for this question"
		}
		return fmt.Sprintf("%s ability \u201c%s\u201d is not understood (%s)", Possessive(name), a.Text, why)
	}
	return ""
}

// castDrawsOnly reports whether a is a trigger on a spell being cast by
// some player whose whole effect is drawing cards ("Whenever you cast a
// creature spell, draw a card").
// drawMayEmpty reports whether a's draw, its controller's, may be from a
// library the board gives as holding fewer cards than it draws: that
// player loses (121.4, 704.5b) before the spell resolves. An optional
// draw ("you may draw") is declined.
func (w *world) drawMayEmpty(k asking, p *perm, a *Ability) bool {
	pl := w.b.Player(p.Controller)
	if pl == nil || pl.Library == nil || reYouMayDraw.MatchString(effectText(a)) || !k.cast {
		return false
	}
	if m := reCastDrawTrigger.FindStringSubmatch(a.Text); m != nil && k.castTypes != nil {
		// The spell cast, the asking player's: a trigger on another
		// player's casting, or on a spell of another type, doesn't
		// trigger.
		who, kind := strings.ToLower(m[1]), strings.ToLower(m[2])
		if who == "you" && p.Controller != Me || who == "an opponent" && !w.b.opponents(p.Controller, Me) {
			return false
		}
		if t, non := strings.CutPrefix(kind, "non"); kind != "" && has(k.castTypes, t) == non {
			return false
		}
	}
	return *pl.Library < cardsNamed(effectText(a))
}

// reMayDrawFirst is an effect that begins with an optional draw: "you may
// draw two additional cards".
var reMayDrawFirst = regexp.MustCompile(`(?i)^you may draw\b`)

// reCastDrawTrigger is a trigger on casting a spell: m[1] who casts it, m[2]
// the card type it names ("creature", "noncreature"), if any.
var reCastDrawTrigger = regexp.MustCompile(`(?i)^whenever (you|an opponent|a player) casts? (?:an? )?(?:((?:non)?(?:creature|artifact|enchantment|instant|sorcery|planeswalker|land)) )?spell\b`)

func castDrawsOnly(a *Ability) bool {
	if a.Kind != KindTriggered || a.Trigger == nil || !a.Trigger.DrawsOnly {
		return false
	}
	evs := eventsOf(a)
	return len(evs) > 0 && !slices.ContainsFunc(evs, func(ev GameEvent) bool { return ev != EventCast && ev != EventCastNonPerm })
}

// respondsToHand reports whether, in an upkeep whose trigger reads a hand
// as it resolves (k.handIf), the activated ability a of p can be
// activated while that trigger waits on the stack (every player gets
// priority in the upkeep, CR 117.3b; a mana ability whenever its
// controller has priority, 605.3a) and takes a card into or out of a hand
// the trigger reads: a draw, a discard, a card returned to a hand or put
// from one onto the battlefield, in its cost or its effect. A hand read
// is an upkeep player's: the ability's controller's when they are one,
// else one its text can reach by naming a player or an opponent.
func (w *world) respondsToHand(k asking, p *perm, a *Ability) bool {
	if k.kind != askUpkeep || k.handIf == "" && k.handCount == "" {
		return false
	}
	if a.Kind != KindActivated && a.Kind != KindMana {
		return false
	}
	return w.changesReadHand(k, p, a) && !w.cantRespond(k, p, a)
}

// changesReadHand reports whether ability a of p, activated while a
// trigger of k that reads a hand waits, takes a card into or out of a
// hand that trigger reads: see respondsToHand. Whether it can be
// activated then is cantRespond's.
func (w *world) changesReadHand(k asking, p *perm, a *Ability) bool {
	ours := !w.b.opponents(p.Controller, k.player)
	l := strings.ToLower(a.Text)
	// A card into the hand: drawn, or returned to it. One out of it only
	// changes a read that something else puts a card before: another
	// trigger that draws, or an earlier trigger of two that read hands.
	// What a delayed trigger puts there later ("Put that card into your
	// hand at the beginning of your next end step", Necropotence) is
	// not in it now.
	// A card the board does not show put onto the battlefield (Order of
	// Whiteclay's from a graveyard) may have an ability that triggers as
	// it enters and draws for any player (Soaring Show-Off's "each player
	// draws a card").
	unseen := reUnseenEnters.MatchString(l)
	if pl := w.b.Player(p.Controller); unseen && pl != nil && pl.Hand != nil && *pl.Hand == 0 && strings.Contains(l, "from your hand") && !strings.Contains(l, "graveyard") {
		// Elvish Piper's "from your hand" with an empty hand puts none:
		// a card put into it first is another ability's, stopped itself.
		unseen = false
	}
	adds := a.Cost.ReturnToHand || putsInHandNow(l) || unseen
	takes := strings.Contains(l, "discard") || strings.Contains(l, "from your hand") || strings.Contains(l, "from their hand") || a.Cost.DiscardHand || a.Cost.Discard > 0 || a.Cost.ExileFromHand > 0 || a.Cost.FromHand
	// A count of the cards in a hand (Black Vise) changes with any card
	// in or out of it.
	if !adds && !(takes && (k.handIfs > 1 || k.upkeepDraws || k.handCount != "")) {
		return false
	}
	if ours {
		if !takes && w.returnsOnlyTargets(a, l) && !w.returnTargetExists(k, p, a, l) {
			// It puts a card into a hand only by returning a target
			// permanent, and none it can target stays for it to return
			// (Aven Augur beside no other creature: it is sacrificed
			// as the ability is activated, 601.2h, 608.2b).
			return false
		}
		return true
	}
	if reachesOtherHands(l) || unseen {
		return true
	}
	if strings.Contains(l, "draw") && w.drawGoesToUpkeepSide(k, p.Controller) {
		return true
	}
	// Another player's ability that returns a permanent to its owner's
	// hand (Crystal Shard's "Return target creature to its owner's
	// hand"): a permanent of an upkeep player it can target goes to
	// their hand.
	return (strings.Contains(l, "owner's hand") || strings.Contains(l, "owners' hands")) && w.upkeepSideHasTarget(k, p, l)
}

// reUnseenEnters is an effect that puts onto the battlefield a nonland
// card from a zone the board does not show: "return target creature card
// … from your graveyard to the battlefield", "put a creature card from
// your hand onto the battlefield" (lower case). A land a fetch land finds
// is a basic land type's, and is read as the search is.
var reUnseenEnters = regexp.MustCompile(`\b(?:return|put)s? (?:target |a |an |up to one target |any number of target )?(?:[a-z]+ )?(?:creature|artifact|enchantment|permanent|planeswalker|nonland)[^.]*\bcards?\b[^.]*\b(?:to|onto) the battlefield\b`)

// putsInHandNow reports whether ability text l, as it resolves, draws a
// card or puts one into a hand: a sentence that speaks of a draw other
// than one a delayed triggered ability makes for a later upkeep (Mishra's
// Bauble's "Draw a card at the beginning of the next turn's upkeep.", CR
// 603.7), which, activated while an upkeep trigger waits, draws in the
// next turn's upkeep, or one that puts a card into a hand other than at
// the beginning of a later step (Necropotence's "Put that card into your
// hand at the beginning of your next end step."). Each sentence is read
// for itself: Scarab of the Unseen returns Auras to their owners' hands
// now, and only its draw waits.
func putsInHandNow(l string) bool {
	for _, s := range strings.Split(l, ". ") {
		if strings.Contains(s, "draw") && !reNextUpkeep.MatchString(s) {
			return true
		}
		if reToHand.MatchString(s) && !strings.Contains(s, "at the beginning of") {
			return true
		}
	}
	return false
}

// drawGoesToUpkeepSide reports whether a card player would draw may be
// drawn instead by a player of the upkeep of k.player (their team's in
// Two-Headed Giant): an effect of theirs that has an opponent's draw
// drawn by them (Notion Thief's "instead that player skips that draw and
// you draw a card", Alms Collector's "instead you and that player each
// draw a card": CR 614.1a, 614.11). Another player's draw then changes
// the hand the upkeep's trigger reads.
func (w *world) drawGoesToUpkeepSide(k asking, player string) bool {
	for _, q := range w.perms {
		if w.b.opponents(q.Controller, k.player) || !w.b.opponents(q.Controller, player) {
			continue
		}
		for _, x := range q.abilities {
			if st := x.Static; st != nil && st.Kind == StaticDrawEffect && (st.DrawSteal || st.DrawAlms) {
				return true
			}
		}
	}
	return false
}

// reBounceTarget is the object an ability returns to its owner's hand:
// "return target creature", "return target nonland permanent".
var reBounceTarget = regexp.MustCompile(`return (?:up to )?(?:one |two |three |x )?(?:another )?target (non)?(artifact|creature|enchantment|land|planeswalker|permanent)`)

// upkeepSideHasTarget reports whether a player of the upkeep of k.player
// (their team's in Two-Headed Giant) controls a permanent an ability of
// text l, controlled by another player, can return to its owner's hand:
// one of the type it targets, or any where it returns each or all of a
// kind.
func (w *world) upkeepSideHasTarget(k asking, p *perm, l string) bool {
	m := reBounceTarget.FindStringSubmatch(l)
	for _, q := range w.perms {
		same := !w.b.opponents(q.Controller, k.player)
		if !same {
			continue
		}
		switch {
		case m == nil && strings.Contains(l, "return enchanted") && p.attached == q.i:
			// An Aura that returns the permanent it enchants
			// (Disappear).
			return true
		case m == nil:
			// No target: its own permanent ("Return Arcanis the
			// Omnipotent to its owner's hand"), unless it returns
			// each or all of some kind.
			if strings.Contains(l, "return each ") || strings.Contains(l, "return all ") {
				return true
			}
		case m[2] == "permanent" || q.is(Capital(m[2])) != (m[1] == "non"):
			return true
		}
	}
	return false
}

// handMayBeAtMost reports whether a player of the upkeep of player (their
// team's in Two-Headed Giant) may have at most limit cards in hand as it
// begins: the board gives no hand, or one that small.
func (w *world) handMayBeAtMost(player string, limit int) bool {
	for _, pl := range w.b.Players {
		same := !w.b.opponents(pl.Name, player)
		if same && (pl.Hand == nil || *pl.Hand <= limit) {
			return true
		}
	}
	return false
}

// reToHand is an effect that puts a card into a hand ("return it to its
// owner's hand", "put that card into your hand").
var reToHand = regexp.MustCompile(`\b(?:to|into) (?:its owner's|their owner's|their owners'|your|their|that player's|owner's) hands?\b`)

// reNextUpkeep: an effect that makes a delayed triggered ability for the
// beginning of a later upkeep (CR 603.7): "draw a card at the beginning of
// the next turn's upkeep" (Pyknite), "at the beginning of your next
// upkeep" (Hazezon Tamar). "Until the beginning of your next upkeep" is a
// duration, no trigger.
var reNextUpkeep = regexp.MustCompile(`(?i)\bat the beginning of (?:the next turn's|your next|the next|their next|that player's next) upkeep\b`)

// delayedToNextUpkeep reports whether triggered ability a of the
// permanent named name makes a delayed triggered ability for a later
// upkeep that may still wait for the upkeep asked about, as the board
// does not record when a resolved (603.7a). One that returns the
// permanent itself to the battlefield (Phytotitan, Obzedat, Ghost
// Council) waits only while the card is away: a permanent on the
// battlefield has none waiting (400.7).
func delayedToNextUpkeep(name string, a *Ability) bool {
	if a.Kind != KindTriggered || !reNextUpkeep.MatchString(a.Text) {
		return false
	}
	t := strings.ReplaceAll(a.Text, name, "this")
	return !strings.Contains(t, "return it to the battlefield") && !strings.Contains(t, "return this to the battlefield")
}

// reDelayedDrawOnly is a trigger whose whole effect makes a delayed
// triggered ability that only draws: Pyknite's "draw a card at the
// beginning of the next turn's upkeep".
var reDelayedDrawOnly = regexp.MustCompile(`^draw (?:a card|(?:two|three) cards) at the beginning of the next turn's upkeep\.$`)

// delayedDrawOnly reports whether a's whole effect is reDelayedDrawOnly.
func delayedDrawOnly(a *Ability) bool {
	return a.Kind == KindTriggered && reDelayedDrawOnly.MatchString(withoutReminders(effectText(a)))
}

// reUpkeepLater is an activated ability's text, reminder text included,
// that sets up what may trigger at the beginning of a later upkeep: a
// delayed triggered ability for it (Kaya, Ghost Assassin's "Return that
// card to the battlefield … at the beginning of your next upkeep", CR
// 603.7), rebound given to a spell (Narset Transcendent's −2, whose
// delayed ability casts it again at the beginning of your next upkeep,
// 702.88a), suspend given to a card (Jhoira of the Ghitu's, whose last
// time counter is removed at the beginning of an upkeep, 702.62a).
var reUpkeepLater = regexp.MustCompile(`(?i)\bat the beginning of [^.]*\bupkeep\b|\brebound\b|\bsuspend\b`)

// reYourUpkeep is an upkeep reUpkeepLater names that is only its
// controller's: "your next upkeep", "your upkeep".
var reYourUpkeep = regexp.MustCompile(`(?i)\bat the beginning of your (?:next )?upkeep\b`)

// reReboundSuspend is rebound and suspend named (702.88a, 702.62a).
var reReboundSuspend = regexp.MustCompile(`(?i)\b(?:rebound|suspend)\b`)

// upkeepLaterMayTrigger reports whether what p's activated ability a may
// have set up (upkeepLaterActivated) may trigger at the beginning of the
// upkeep question k looks at: where each upkeep it names is "your" upkeep,
// and rebound's and suspend's, which are the upkeeps of the player who
// cast or exiled the card, its controller's (702.88a, 702.62a), only in
// its controller's, as the board gives it, as reUntilYourNextTurn is read.
func (w *world) upkeepLaterMayTrigger(k asking, p *perm, a *Ability) bool {
	if upkeepLaterActivated(p, a) == "" {
		return false
	}
	whose := w.b.Turn
	switch {
	case k.kind == askUpkeep:
		whose = k.player
	case k.ahead != StepUntap && k.ahead != StepUpkeep:
		return false
	}
	if rest := reReboundSuspend.ReplaceAllString(reYourUpkeep.ReplaceAllString(reQuoted.ReplaceAllString(a.Text, ""), ""), ""); !reUpkeepLater.MatchString(rest) {
		// Every upkeep it names is its controller's.
		return upkeepActive(w.b, whose)[p.Controller]
	}
	return true
}

// reCostLeaves is an activated ability's cost that takes its own
// permanent from the battlefield ("Sacrifice this", "Exile this", "Return
// this to its owner's hand").
var reCostLeaves = regexp.MustCompile(`(?i)\b(?:sacrifice|exile|return) this\b`)

// upkeepLaterActivated says what p's activated ability a, activated in an
// earlier turn, may have set up to trigger at the beginning of the upkeep
// a question looks at (reUpkeepLater): "rebound", "suspend", "delayed",
// or "" for nothing. The board does not record abilities activated in
// earlier turns (603.7a). One whose cost takes its own permanent from the
// battlefield was not activated by the permanent on the board, a new
// object if it came back (400.7; Mishra's Bauble's "Sacrifice this").
func upkeepLaterActivated(p *perm, a *Ability) string {
	text := reQuoted.ReplaceAllString(a.Text, "")
	if a.Kind != KindActivated && a.Kind != KindMana || !reUpkeepLater.MatchString(text) || strings.Contains(text, "in the next game") {
		// An ability it grants, quoted, is no delayed trigger (Obsidian
		// Fireheart's land's "At the beginning of your upkeep, …"); one
		// for the next game (Time Machine's) is not in this one.
		return ""
	}
	if cost, _, ok := splitCost(a.Text); ok && reCostLeaves.MatchString(normalize(p.Card, cost)) {
		return ""
	}
	m := strings.ToLower(reUpkeepLater.FindString(text))
	switch {
	case strings.Contains(strings.ToLower(text), "rebound"):
		return "rebound"
	case m == "suspend":
		return "suspend"
	}
	return "delayed"
}

// landPlaysStopped reports whether some permanent has an effect that stops
// land plays ("Players can't play lands as long as ten or more lands are
// on the battlefield.", Ward of Bones), whose count another land may
// change.
func (w *world) landPlaysStopped() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Static != nil && a.Static.Kind == StaticNoLandPlays {
				return true
			}
		}
	}
	return false
}

// manaReplacement reports whether a replacement effect of this kind
// changes only the mana a permanent tapped for mana produces (Mana
// Reflection, Contamination, Damping Sphere, Pulse of Llanowar).
func manaReplacement(k ReplacementKind) bool {
	switch k {
	case ReplaceMultiply, ReplaceSetMana, ReplaceAnyColor, ReplaceSetType, ReplaceByLandType, ReplaceColorAmong:
		return true
	}
	return false
}

// speaksOfTargets reports whether an ability on the board other than not
// speaks of a target (CR 115.1): a trigger that may target, or an
// ability that may be activated while an upkeep trigger waits
// (respondsToHand).
func (w *world) speaksOfTargets(not *Ability) bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a != not && strings.Contains(strings.ToLower(a.Text), "target") {
				return true
			}
		}
	}
	return false
}

// inertOtherwise reports whether every ability of p but a is one whose
// leaving the battlefield with p changes no answer: a keyword or a static
// ability with no effect on any question (compileStatic), or an activated
// ability (nothing of it goes on unless activated).
func inertOtherwise(p *perm, a *Ability) bool {
	for _, b := range p.abilities {
		switch {
		case b == a:
		case b.Kind == KindKeyword && b.Understood:
		case b.Kind == KindActivated:
		case b.Kind == KindStatic && b.Understood && b.Static != nil && b.Static.Kind == StaticNoEffect:
		default:
			return false
		}
	}
	return true
}

// anyPrevention reports whether an ability on the board other than except
// speaks of preventing damage (a Circle of Protection's shield, Urza's
// Armor): what "Damage can't be prevented" changes (615.12).
func (w *world) anyPrevention(except *Ability) bool {
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if b == except {
				continue
			}
			l := strings.ToLower(b.Text)
			if strings.Contains(l, "prevent") && !rePreventNone.MatchString(b.Text) {
				return true
			}
		}
	}
	return false
}

// coloredAbilityCost names a permanent with an activated or mana ability
// whose mana cost has a colored, hybrid or Phyrexian symbol, "" where
// there is none.
func (w *world) coloredAbilityCost() string {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindMana && a.Kind != KindActivated || a.Cost.Mana == "" {
				continue
			}
			c, err := ParseManaCost(a.Cost.Mana)
			if err != nil {
				return p.name
			}
			for _, s := range c.Symbols {
				if s.Kind != SymColorless && s.Kind != SymSnow {
					return p.name
				}
			}
		}
	}
	return ""
}

// reLimitColor is a StaticTargetLimit on spells or abilities of a color,
// or not of it: "blue spells or abilities from blue sources", "nongreen
// spells or abilities from nongreen sources".
var reLimitColor = regexp.MustCompile(`^(non)?(white|blue|black|red|green) spells or abilities from (?:non)?(?:white|blue|black|red|green) sources$`)

// targetLimitBars reports whether a StaticTargetLimit's limit may keep an
// ability of src from targeting: it speaks of abilities, and of their
// source's color only where src has it (or lacks it, for "non").
func targetLimitBars(limit string, src *perm) bool {
	l := strings.ToLower(limit)
	if !strings.Contains(l, "abilit") {
		return false
	}
	m := reLimitColor.FindStringSubmatch(l)
	if m == nil || src == nil || src.colorsUnsure() {
		return true
	}
	c, ok := colorFromWord(m[2])
	if !ok {
		return true
	}
	return src.colors.Has(c) != (m[1] == "non")
}

// reSaidLifeLoss is damage dealt or life lost by a number: "deals 2
// damage", "loses 1 life" (an upkeep trigger's, or an ability's that may
// end the game for an opponent: opponentMayFall).
var reSaidLifeLoss = regexp.MustCompile(`\bdeals (\d+) damage\b|\blose[s]? (\d+) life\b`)

// reLifeOrDamage is text that deals damage or changes a life total.
var reLifeOrDamage = regexp.MustCompile(`(?i)\bdamage\b|\blife\b`)

// costsLife reports whether mana ability a costs life or, as it makes
// mana, deals damage or makes a player lose life.
func costsLife(a *Ability) bool {
	if a.Cost.PayLife > 0 {
		return true
	}
	if a.Mana != nil {
		for _, r := range a.Mana.Riders {
			if reLifeOrDamage.MatchString(r) {
				return true
			}
		}
	}
	return false
}

// payLifeAtRisk reports whether a player an upkeep trigger asks for mana
// (k.payers) may lose the game by what paying it costs: their life total
// is given and is at most the life the mana abilities they may activate
// could cost or deal to them, each permanent tapped once (one that costs
// life or deals damage without {T} in its cost bounds nothing), and what
// triggered mana abilities deal per land (Overabundance), added to the
// most life the upkeep's triggers could take (their damage, life lost and
// life paid; one whose effect speaks of life or damage in words not read
// bounds nothing). A life total not given is not read (704.5a): the
// upkeep's outcomes are those of a player who stays above 0.
func (w *world) payLifeAtRisk(k asking) bool {
	const unbounded = 1 << 30
	type payerAt struct {
		name string
		life int
	}
	var payers []payerAt
	for _, payer := range slices.Compact(slices.Clone(k.payers)) {
		if life, given, _ := boardLife(w.b, payer, nil, false); given {
			payers = append(payers, payerAt{payer, life})
		}
	}
	if len(payers) == 0 {
		return false
	}
	triggers := 0
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind == KindKeyword && strings.Contains(strings.ToLower(a.Text), "upkeep") && reLifeOrDamage.MatchString(a.Text) {
				// Cumulative upkeep paid with life (Glacial Chasm)
				// grows with its age counters.
				return true
			}
			t := a.Trigger
			if t == nil || t.Event != TriggerUpkeep {
				continue
			}
			n := t.LoseLife + t.Damage + t.ElseDamage + t.PaysLife + t.FlipDamage
			if n == 0 && reLifeOrDamage.MatchString(t.Effect) {
				// "This deals 2 damage to that player." (Sulfuric
				// Vortex); life lost by an amount not written as a
				// number bounds nothing.
				ms := reSaidLifeLoss.FindAllStringSubmatch(t.Effect, -1)
				if len(ms) == 0 || len(reLifeOrDamage.FindAllString(t.Effect, -1)) != len(ms) {
					return true
				}
				for _, m := range ms {
					d, _ := strconv.Atoi(m[1] + m[2])
					n += d
				}
			}
			triggers += n
		}
	}
	for _, payer := range payers {
		cost, lands := 0, 0
		for _, p := range w.perms {
			if p.Controller == payer.name && p.is("Land") {
				lands++
			}
		}
		for _, p := range w.perms {
			most, bounded := w.lifeTakenBy(p, payer.name)
			if !bounded {
				return true
			}
			for _, a := range p.abilities {
				switch {
				case a.Kind == KindManaTrigger && reLifeOrDamage.MatchString(a.Text):
					per := 1
					if a.Trigger != nil && a.Trigger.ManaDamage > 0 {
						per = a.Trigger.ManaDamage
					}
					cost = min(unbounded, cost+per*lands)
				}
			}
			cost += most
		}
		if payer.life <= cost+triggers {
			return true
		}
	}
	return false
}

// reLastingShield is a triggered ability's effect that gives a permanent
// what keeps spells and abilities from targeting it.
// reLastingGrant is an effect that gives a permanent an ability or makes
// it something: "it gains vanishing", "becomes a 3/3 Illusion creature".
var reLastingGrant = regexp.MustCompile(`(?i)\b(?:gains?|becomes?)\b`)

// reGrantOnBoard is what an effect makes that the board says itself, or
// that no question reads, which reLastingGrant leaves out: life gained or
// a life total set, control gained, the monarch, and what a trigger's
// event says happens to a permanent.
var reGrantOnBoard = regexp.MustCompile(`(?i)\bgains? (?:\d+|x|that much|[a-z]+) life\b|\bgains? life\b|\bgains? control\b|\bexchange control\b|\blife totals? becomes?\b|\bbecomes? the monarch\b|\bbecomes? (?:tapped|untapped|blocked|the target|monstrous)\b`)

// lastingGrant reports whether a triggered ability of p gives a permanent
// an ability, a type or a color, or makes it a copy, with no end (CR
// 611.2a): what it did when it resolved, before the board was written,
// lasts. Effects that last only the turn or the combat are left out.
func lastingGrant(p *perm, a *Ability) bool {
	n := normalize(p.Card, a.Text)
	if a.Kind == KindTriggered {
		if _, effect, ok := strings.Cut(n, ", "); ok {
			n = effect
		}
	}
	n = withoutGranted(n)
	return reLastingGrant.MatchString(reGrantOnBoard.ReplaceAllString(n, "")) && !reLasts.MatchString(n) && !reUntilCombatEnds.MatchString(n)
}

// reLosesKeywords is an effect that takes abilities away: all of them, or
// the keywords it lists.
var reLosesKeywords = regexp.MustCompile(`(?i)\bloses? (all (?:other )?abilities|[a-z ]+(?:, [a-z ]+)*(?:,? and [a-z ]+)?)(?:\.|$| until\b| for as long\b)`)

// reLostNoAbility is what a player or permanent loses that is no ability:
// life, the game, a flip, counters, mana, control.
var reLostNoAbility = regexp.MustCompile(`(?i)\blife\b|\bgame\b|\bflips?\b|\bcounters?\b|\bmana\b|\bcontrol\b`)

// lastingLossBears reports whether a triggered ability of p takes
// abilities away with no end (CR 611.2a) and that may bear on question
// k: all of them, a word the engine does not read as a keyword, or a
// keyword that bears where some permanent may lack it (keywordAnywhere:
// defender beside Overgrown Battlement's count, haste beside a sick
// creature).
func (w *world) lastingLossBears(k asking, p *perm, a *Ability) bool {
	n := normalize(p.Card, a.Text)
	if _, effect, ok := strings.Cut(n, ", "); ok {
		n = effect
	}
	m := reLosesKeywords.FindStringSubmatch(n)
	if m == nil || reLostNoAbility.MatchString(m[1]) || reLasts.MatchString(n) || reUntilCombatEnds.MatchString(n) {
		return false
	}
	for _, kw := range strings.FieldsFunc(strings.ReplaceAll(strings.ToLower(m[1]), " and ", ","), func(r rune) bool { return r == ',' }) {
		kw = strings.TrimSpace(kw)
		if kw == "" {
			continue
		}
		if !keywordWords[kw] || w.keywordAnywhere(k, kw) != cannotBear {
			return true
		}
	}
	return false
}

// reUntilCombatEnds is a duration that ends with combat.
var reUntilCombatEnds = regexp.MustCompile(`(?i)\buntil end of combat\b`)

var reLastingShield = regexp.MustCompile(`(?i)\bgains? (?:protection|hexproof|shroud)\b|can't be the targets? of`)

// reTapsOrUntaps is an effect that taps or untaps permanents.
var reTapsOrUntaps = regexp.MustCompile(`(?i)\b(?:un)?tap\b`)

// upkeepAheadFor reports whether the upkeep of p's controller is still to
// come before the main phase a lands question asks about (k.ahead).
func upkeepAheadFor(k asking, b *Board, p *perm) bool {
	return (k.ahead == StepUntap || k.ahead == StepUpkeep) && b.activeTeam(p.Controller) && (b.Format == Format2HG || p.Controller == b.Turn)
}

// reUntilYourNextTurn is an effect that lasts until its controller's next
// turn.
var reUntilYourNextTurn = regexp.MustCompile(`(?i)\buntil your next turn\b`)

// reGraveyardWords is text that speaks of graveyards, of dying, or of a
// keyword that works from a graveyard or as a creature dies.
var reGraveyardWords = regexp.MustCompile(`(?i)graveyard|\bdies\b|\bdie\b|\bdredge|\bmadness\b|\bthreshold\b|\bdelirium\b|\bflashback\b|\bunearth\b|\bpersist\b|\bundying\b|\bscavenge\b|\bretrace\b|\bembalm\b|\beternalize\b|\bescape\b|\baftermath\b|\bjump-start\b|\bencore\b|\bdisturb\b|\bput into\b`)

// drawSpeaker finds a permanent with text other than except's that speaks
// of drawing, but for a trigger that only draws as a step begins (Howling
// Mine, Ghirapur Orrery), which neither triggers on a draw nor replaces
// one; nil where none does.
func (w *world) drawSpeaker(except *Ability) *perm {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a == except || !containsFoldASCII(a.Text, "draw") {
				continue
			}
			if t := a.Trigger; t != nil && (t.Event == TriggerUpkeep || t.Event == TriggerDrawStep) && (t.DrawsOnly || reStepDrawsOnly.MatchString(t.Effect)) {
				continue
			}
			return q
		}
	}
	return nil
}

// spokenBesides reports whether text on the board other than p's, or a
// keyword, matches re: text that searches (reSearchWord) beside what stops
// searching, or speaks of graveyards or dying (reGraveyardWords) beside
// Rest in Peace.
func (w *world) spokenBesides(p *perm, re *regexp.Regexp) bool {
	for _, q := range w.perms {
		if q == p {
			continue
		}
		for _, a := range q.abilities {
			if re.MatchString(a.Text) || slices.ContainsFunc(a.Keywords, re.MatchString) {
				return true
			}
		}
	}
	return false
}

// reSearchWord is text that speaks of searching a library.
var reSearchWord = regexp.MustCompile(`(?i)search`)

// entersTriggerBears reports whether an ability on the board that may
// trigger on a permanent entering, other than Amulet of Vigor's untapping
// (which enters works out), bears on question k.
func (w *world) entersTriggerBears(k asking, reads permSet) bool {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindTriggered && a.Kind != KindManaTrigger {
				continue
			}
			if evs := eventsOf(a); evs != nil && !hasEvent(evs, EventEnters) {
				continue
			}
			if a.Understood && reUntapEnteredTapped.MatchString(a.Text) {
				continue
			}
			if w.classify(k, reads, q, a) != cannotBear {
				return true
			}
		}
	}
	return false
}

// reLastsUntil is wording that ends an effect: at the end of the turn,
// at a later turn or step, or when a condition ends.
var reLastsUntil = regexp.MustCompile(`(?i)\buntil\b|\bthis turn\b|\bfor as long as\b|\bas long as\b`)

// reAnimateTarget is the target of an effect that makes a permanent a
// creature: its card type, and whether its controller's.
var reAnimateTarget = regexp.MustCompile(`(?i)\btarget (?:noncreature )?(artifact|land)s?( you control)?\b`)

// reMadeCreature is an effect that makes a permanent a creature: "becomes
// a 5/5 Elemental creature", "becomes an artifact creature", "They become
// 6/6 Elemental creatures".
var reMadeCreature = regexp.MustCompile(`(?i)\bbecomes? (?:an? |\d+/\d+ )(?:[^.\s]+ ){0,6}?creatures?\b`)

// reCreatureAbilities is text of a static or mana ability that speaks of
// creatures' abilities or mana: what a permanent made a creature may or
// may not do (Cursed Totem, Linvala, Damping Matrix, Citanul Hierophants).
var reCreatureAbilities = regexp.MustCompile(`(?i)\bactivat|\babilit|\{T\}|\badd\b|\bmana\b|\btap`)

// reUntilYourNextUpkeep is an effect that lasts until its controller's
// next upkeep (Xenic Poltergeist).
var reUntilYourNextUpkeep = regexp.MustCompile(`(?i)\buntil your next upkeep\b`)

// becomesCreatureLasts reports whether p's activated ability a makes a
// permanent a creature for a time that, from an earlier turn, may reach
// now: with no end (Tezzeret, Agent of Bolas' "Target artifact becomes an
// artifact creature", Nissa, Worldwaker's 4/4 land), until its
// controller's next turn on another player's turn (Nissa, Vital Force,
// Karn, the Great Creator), or until their next upkeep before it (Xenic
// Poltergeist) (CR 611.2a). What lasts this turn the board records none
// of, as it records no ability activated this turn.
func (w *world) becomesCreatureLasts(p *perm, a *Ability) bool {
	_, effect, ok := splitCost(a.Text)
	if !ok {
		return false
	}
	if m := reMadeCreature.FindString(effect); m == "" || strings.Contains(m, " with ") {
		// Not made a creature ("becomes an Aura enchantment with
		// enchant creature", "life total becomes the number of
		// creatures").
		return false
	}
	if m := reAnimateTarget.FindStringSubmatch(effect); m != nil && !slices.ContainsFunc(w.perms, func(q *perm) bool {
		return q.is(Capital(strings.ToLower(m[1]))) && (m[2] == "" || q.Controller == p.Controller)
	}) {
		// Tezzeret's target artifact with no artifact on the board:
		// nothing it could have made a creature is there.
		return false
	}
	return w.effectLasts(p, effect)
}

// reWhileOnBattlefield is a duration that lasts as long as a permanent
// stays on the battlefield (Wakeroot Elemental's "(This effect lasts as
// long as that land remains on the battlefield.)", Skilled Animator's
// "for as long as Skilled Animator remains on the battlefield", Graceful
// Antelope's "until Graceful Antelope leaves the battlefield"): one on the
// board now still applies.
var reWhileOnBattlefield = regexp.MustCompile(`(?i)\(?(?:this effect lasts )?(?:for )?as long as [^.()]*? remains on the battlefield\.?\)?|\buntil [^.()]*? leaves the battlefield\b`)

// effectLasts reports whether effect, of p's ability resolved in an
// earlier turn, may still apply now (CR 611.2a): with no end, while a
// permanent stays on the battlefield, until its controller's next turn on
// another player's turn, or until their next upkeep before it.
func (w *world) effectLasts(p *perm, effect string) bool {
	switch {
	case reUntilYourNextTurn.MatchString(effect):
		return w.b.Turn != "" && !w.b.activeTeam(p.Controller)
	case reUntilYourNextUpkeep.MatchString(effect):
		return w.b.Turn != "" && (!w.b.activeTeam(p.Controller) || w.b.Step == StepUntap)
	}
	return !reLastsUntil.MatchString(reWhileOnBattlefield.ReplaceAllString(effect, ""))
}

// becomesLandTypeLasts reports whether p's activated ability a gives a
// land a land type for a time that, from an earlier turn, may reach now
// (Thelonite Monk's "Target land becomes a Forest. (This effect lasts
// indefinitely.)", CR 305.7, 611.2a), or until the land's controller's
// next untap step (Orcish Farmer's Swamp) where the board is not past
// the untap step of the turn of a player who controls a land question k
// reads: the one it asks about, one whose type its mana reads (reads),
// or the player's.
func (w *world) becomesLandTypeLasts(k asking, reads permSet, p *perm, a *Ability) bool {
	_, effect, ok := splitCost(a.Text)
	if !ok || !reBecomesLandType.MatchString(effect) {
		return false
	}
	// The lands the question reads: the one it asks about, or the
	// player's, or all.
	act := w.activationReadOf(k)
	if k.kind == askActivate && !k.mana && act.all == "" && act.self == "" {
		// Only mana abilities asked about, none of whose mana it
		// changes.
		return false
	}
	asked := func(q *perm) bool {
		switch {
		case !q.is("Land"):
			return false
		case k.target != nil:
			// A land asked about loses the abilities of its rules text
			// with a new land type (305.7); one whose land type the
			// ability's legality reads (an Island to control).
			return q == k.target || reads.has(q) || reBasicLandWords.MatchString(act.all)
		case k.player != "":
			return q.Controller == k.player
		}
		return true
	}
	if !slices.ContainsFunc(w.perms, asked) {
		return false
	}
	if p.Tapped && a.Cost.Tap {
		// Tapped, it may have been activated this turn, whatever its
		// effect's duration (Orcish Farmer after its controller's untap
		// step).
		return true
	}
	if reUntilNextUntapStep.MatchString(effect) {
		return w.b.Turn == "" || w.b.Step == StepUntap || slices.ContainsFunc(w.perms, func(q *perm) bool { return asked(q) && !w.b.activeTeam(q.Controller) })
	}
	return w.effectLasts(p, effect)
}

// earlierActivationBears reports whether p's activated ability a, which
// the board does not say was activated, may have been in an earlier turn
// (or this one, where its cost taps p and p is tapped), with an effect
// that lasts to now and bears on question k (CR 611.2a). It is read
// whether or not a could be activated now (unknownFor).
func (w *world) earlierActivationBears(k asking, reads permSet, p *perm, a *Ability) bool {
	if w.upkeepLaterMayTrigger(k, p, a) {
		// Activated in an earlier turn, it may have set up what
		// triggers at the beginning of this upkeep (603.7, 702.88a,
		// 702.62a): Kaya, Ghost Assassin's card returned, Narset
		// Transcendent's rebound. The board does not say it was.
		return true
	}
	if reUntilYourNextTurn.MatchString(a.Text) && w.b.Turn != "" && !w.b.activeTeam(p.Controller) && w.lastsToBear(k, p, a) {
		// Activated in its controller's last turn, what it did lasts
		// until their next (611.2a): Will Kenrith's "lose all
		// abilities", Nissa, Vital Force's 5/5 land beside Gaea's
		// Cradle. The board does not say it was.
		return true
	}
	if a.Kind == KindActivated && w.lastingCopy(p, a) && !(k.kind == askLands && reCopyOfLand.MatchString(a.Text)) {
		// Activated in an earlier turn, it may have made its permanent
		// a copy of another (Mizzium Transreliquat's "becomes a copy of
		// target artifact, except it has this ability", Dimir
		// Doppelganger), which it still is (707.2, 611.2a): the board
		// names the permanent by its own card, and its abilities may be
		// any. A land copied (Thespian's Stage's) changes no land play:
		// no land's text gives or takes one.
		return true
	}
	if (k.manaQuestion() || k.kind == askActivate) && w.lastingChangeBears(k, reads, p, a) {
		// Activated in an earlier turn, what it did may still apply
		// (611.2a): Memnarch's artifact beside Null Rod, Soul Sculptor's
		// enchantment with no abilities, Figure of Destiny's 8/8 beside
		// formidable. The board does not say it was.
		return true
	}
	if (k.manaQuestion() || k.kind == askActivate) && w.becomesLandTypeLasts(k, reads, p, a) {
		// Activated in an earlier turn, it may have given a land
		// another land type, with that type's mana ability (305.7,
		// 611.2a). The board does not say it did.
		return true
	}
	if w.becomesCreatureLasts(p, a) && (w.creaturesRead(k, reads) || w.animatedMayDie(k)) && w.animationReaches(k, a) {
		// Activated in an earlier turn, it may have made a land or
		// an artifact a creature that still is one (611.2a):
		// Tezzeret, Agent of Bolas' 5/5 artifact, Xenic
		// Poltergeist's until its controller's next upkeep, beside
		// Cursed Totem or Linvala, Keeper of Silence, which stop a
		// creature's abilities. The board does not say it did.
		return true
	}
	return false
}

// reBecomesCopy is an effect that makes a permanent a copy of another;
// reThisBecomesCopy one that makes its own permanent one ("you may have
// this become a copy of …").
var (
	reBecomesCopy     = regexp.MustCompile(`(?i)\bbecomes? a copy of\b`)
	reThisBecomesCopy = regexp.MustCompile(`(?i)\bthis becomes? a copy of\b`)
)

// reCopyOfLand is an effect that makes a permanent a copy of a land only.
var reCopyOfLand = regexp.MustCompile(`(?i)\bbecomes? a copy of target land\b`)

// lastingCopy reports whether p's activated or triggered ability a makes
// a permanent a copy of another for a time that, from an earlier turn,
// may reach now (copyLasts).
func (w *world) lastingCopy(p *perm, a *Ability) bool {
	var effect string
	switch a.Kind {
	case KindActivated:
		_, effect, _ = splitCost(a.Text)
	case KindTriggered:
		effect = effectText(a)
	}
	return effect != "" && w.copyLasts(p, effect)
}

// copyLasts reports whether effect, of an ability of p's, makes a
// permanent a copy of another for a time that, from an earlier turn, may
// reach now (effectLasts), and keeps its name ("except its name is …").
// A copy has the name of what it copies (707.2), and the board names each
// permanent by the name it has: Thespian's Stage written so is no copy of
// another land, and one that copied Gaea's Cradle is written Gaea's
// Cradle.
func (w *world) copyLasts(p *perm, effect string) bool {
	return reBecomesCopy.MatchString(effect) && reCopyKeepsName.MatchString(effect) && w.effectLasts(p, effect)
}

// reCopyKeepsName is a copy effect's exception that keeps the copy's own
// name.
var reCopyKeepsName = regexp.MustCompile(`(?i)\bexcept (?:its name is|it's named|it is named|it has (?:this|its) name)\b`)

// reBecomesArtifact is an effect that makes a permanent an artifact (Memnarch's
// "becomes an artifact in addition to its other types"); reUntilCast a
// duration that ends only when a player casts a spell (Soul Sculptor's
// "until a player casts a creature spell"), which the board does not
// record.
var (
	reBecomesArtifact = regexp.MustCompile(`(?i)\bbecomes? (?:an|a colorless) artifact(?: in addition\b|[.,])`)
	reUntilCast       = regexp.MustCompile(`(?i)\buntil a player casts\b[^.]*`)
)

// lastingChangeBears reports whether p's activated ability a, activated
// in an earlier turn, may have made a change that lasts to now and bears
// on question k (CR 611.2a): a permanent made an artifact beside text
// that speaks of artifacts
// (Memnarch beside Null Rod, Stony Silence, Tolarian Academy), or a
// creature that lost all its abilities until a player casts a spell
// (Soul Sculptor) beside a creature the question reads.
func (w *world) lastingChangeBears(k asking, reads permSet, p *perm, a *Ability) bool {
	_, effect, ok := splitCost(a.Text)
	if !ok {
		return false
	}
	effect = reUntilCast.ReplaceAllString(effect, "")
	if !w.effectLasts(p, effect) && !(p.Tapped && a.Cost.Tap) {
		return false
	}
	if k.kind == askActivate && w.activationReadsChange(k, p, effect) {
		// What the legality of an ability that is not a mana ability
		// reads: Memnarch's artifact beside Null Rod, Figure of
		// Destiny's 8/8 beside formidable, Alchor's Tomb's color beside
		// "target black permanent", Xathrid Gorgon's "can't be
		// activated" on the creature asked about.
		return true
	}
	if !k.manaQuestion() {
		return false
	}
	read := func(q *perm) bool {
		return q == k.target || reads.has(q) || k.target == nil && (k.player == "" || q.Controller == k.player)
	}
	if reBecomesArtifact.MatchString(effect) {
		// A permanent the question reads that is no artifact and that
		// the effect may have made one.
		made := slices.ContainsFunc(w.perms, func(q *perm) bool { return read(q) && !q.is("Artifact") && w.mayHaveAffected(q, p, effect) })
		for _, q := range w.perms {
			if q == p {
				continue
			}
			for _, b := range q.abilities {
				if !containsFoldASCII(withoutReminders(b.Text), "artifact") {
					continue
				}
				if b.Kind == KindStatic && reStopsActivating.MatchString(b.Text) && !made {
					// Null Rod's "Activated abilities of artifacts
					// can't be activated" reads only the permanents
					// whose abilities are activated, all artifacts
					// already or out of the effect's reach (Sol Ring
					// beside Xathrid Gorgon's "target creature").
					continue
				}
				return true
			}
		}
	}
	if reStopsActivating.MatchString(effect) && containsFoldASCII(effect, "target creature") && slices.ContainsFunc(w.perms, func(q *perm) bool {
		return q.is("Creature") && read(q) && slices.ContainsFunc(q.abilities, func(b *Ability) bool { return b.Kind == KindMana || b.Kind == KindActivated && mayAddMana(b) })
	}) {
		// Xathrid Gorgon's "Its activated abilities can't be activated"
		// on a creature whose mana ability is read, with no end and
		// whether or not the petrification counter stays (its ruling of
		// 2012-07-01).
		return true
	}
	switch {
	case reBasePT.MatchString(effect) && !reMadeCreature.MatchString(effect) && k.kind != askCould && w.readsPower():
		// Figure of Destiny's "becomes a Kithkin Spirit with base power
		// and toughness 4/4" beside Selvala; what makes a noncreature a
		// creature is becomesCreatureLasts'.
		return true
	case reLosesAbilities.MatchString(effect) && containsFoldASCII(effect, "target creature"):
		// A creature read that has an ability to lose, other than the
		// ability's own permanent.
		return slices.ContainsFunc(w.perms, func(q *perm) bool { return q != p && q.is("Creature") && read(q) && len(q.abilities) > 0 })
	case reBecomesColor.MatchString(effect) || reSetsColor.MatchString(effect):
		// Alchor's Tomb's "becomes the color of your choice" beside
		// Bloom Tender's colors among permanents: a mana ability that
		// reads colors. What a color changes besides (a Circle of
		// Protection's source) the answers read where they say so.
		for _, q := range w.perms {
			for _, b := range q.abilities {
				if (b.Kind == KindMana || b.Kind == KindManaTrigger) && reReadsColors.MatchString(withoutReminders(b.Text)) {
					return true
				}
			}
		}
	case reLastingMana.MatchString(effect) || reBecomesSnow.MatchString(effect) && k.kind == askPay && w.onlyMana:
		// Quarum Trench Gnomes' "If target Plains is tapped for mana, it
		// produces colorless mana instead", Arcum's Weathervane's snow
		// where the cost has {S} (onlyMana): a land read, of the
		// subtype the target names.
		sub := ""
		if m := reTargetLandType.FindStringSubmatch(effect); m != nil {
			sub = m[1]
		}
		return slices.ContainsFunc(w.perms, func(q *perm) bool { return q.is("Land") && read(q) && (sub == "" || q.hasSub(sub)) })
	}
	return false
}

// reBasePT is an effect that sets a permanent's base power and toughness;
// reBecomesColor one that sets a permanent's color; reReadsColors text
// that reads permanents' colors; reLastingMana an effect that changes
// what a land taps for; reBecomesSnow one that makes a land snow or not.
var (
	reBasePT         = regexp.MustCompile(`(?i)\bbase power and toughness\b|\bbecomes? an? \d+/\d+\b`)
	reBecomesColor   = regexp.MustCompile(`(?i)\bbecomes? (?:the color|white|blue|black|red|green|colorless)\b`)
	reReadsColors    = regexp.MustCompile(`(?i)\bcolors? among\b|\bshares? a color\b|\bof the chosen color\b|\b(?:white|blue|black|red|green|nonwhite|nonblue|nonblack|nonred|nongreen|colorless|multicolored|monocolored) (?:permanents?|creatures?|artifacts?|sources?)\b`)
	reTargetLandType = regexp.MustCompile(`\btarget (Plains|Island|Swamp|Mountain|Forest)\b`)
	reLastingMana    = regexp.MustCompile(`(?i)\btapped for mana\b|\bproduces?\b[^.]*\bmana\b`)
)

// reUntilNextUntapStep is an effect that lasts until a player's next
// untap step (Orcish Farmer's).
var reUntilNextUntapStep = regexp.MustCompile(`(?i)\buntil (?:its controller's|your|their) next untap step\b`)

// creaturesRead reports whether, for question k, a static or mana ability
// on the board speaks of creatures and of abilities or mana (Cursed
// Totem's "Activated abilities of creatures can't be activated.",
// Linvala's, Damping Matrix's, Humility's, Citanul Hierophants'): a
// permanent that is a creature may do what it otherwise would not.
func (w *world) creaturesRead(k asking, reads permSet) bool {
	if k.kind == askLands || k.kind == askEnters {
		return false
	}
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if b.Kind == KindMana && !reads.has(q) {
				// Gaea's Cradle's count, where the question makes no
				// mana of it.
				continue
			}
			if t := withoutReminders(b.Text); (b.Kind == KindStatic || b.Kind == KindMana) && containsFoldASCII(t, "creature") && reCreatureAbilities.MatchString(t) {
				return true
			}
		}
	}
	return false
}

// animatedMayDie reports whether, for question k, a land or an artifact
// that an earlier turn's animation may still make a creature could then
// be put into a graveyard by state-based actions (CR 704.5f, 704.5g): a
// noncreature land or artifact with damage marked on it (only a creature,
// a planeswalker or a battle is dealt damage, 120.1, so it was a creature
// this turn) or with -1/-1 counters, or an effect on the board that lowers
// creatures' toughness (Elesh Norn's -2/-2).
func (w *world) animatedMayDie(k asking) bool {
	if k.kind == askLands || k.kind == askEnters {
		return false
	}
	for _, q := range w.perms {
		if !q.is("Creature") && (q.is("Land") || q.is("Artifact")) && (q.Damage > 0 || q.counters("-1/-1") > 0) {
			return true
		}
		for _, b := range q.abilities {
			if b.Kind == KindStatic && containsFoldASCII(b.Text, "creature") && reLowersToughness.MatchString(b.Text) {
				return true
			}
		}
	}
	return false
}

// animationReaches reports whether what animation a may have made a
// creature bears on question k: for a question about one permanent (tap,
// could-produce, activate), only where that permanent is of the type a
// makes a creature (Nissa's land, Tezzeret's artifact) or its mana reads
// the permanents (Gaea's Cradle); Humility's own mana is no land's.
func (w *world) animationReaches(k asking, a *Ability) bool {
	if k.target == nil || k.kind != askTap && k.kind != askActivate && k.kind != askCould {
		return true
	}
	for _, b := range k.target.abilities {
		if b.Kind == KindMana && b.Mana != nil && b.Mana.Kind == ManaCould || len(readsPermanents(k.target, b)) > 0 {
			return true
		}
	}
	m := reAnimateTarget.FindStringSubmatch(a.Text)
	if m == nil {
		return true
	}
	return k.target.is(Capital(strings.ToLower(m[1])))
}

// lastsToBear reports whether what activated ability a does until its
// controller's next turn may change an answer: it takes abilities away
// or sets power and toughness (Will Kenrith), or makes a permanent a
// creature where a mana ability on the board counts creatures (Nissa,
// Vital Force's land beside Gaea's Cradle, Karn's artifact beside
// Cryptolith Rite). Giving a permission to its controller (Teferi's
// flash), preventing damage or changing combat bears on none.
func (w *world) lastsToBear(k asking, p *perm, a *Ability) bool {
	_, effect, ok := splitCost(a.Text)
	if !ok {
		return false
	}
	if w.activationReadsChange(k, p, effect) {
		// Mu Yanling's "-5/-0" beside formidable's total power, Liliana,
		// the Last Hope's "-2/-1" beside Bloodshot Trainee's "Activate
		// only if … power is 4 or greater".
		return true
	}
	if reLosesAbilities.MatchString(effect) || reStopsActivating.MatchString(effect) && k.kind != askLands && k.kind != askEnters {
		// Dovin Baan's "its activated abilities can't be activated".
		return true
	}
	if rePreventsDamage.MatchString(effect) && (k.kind == askTap || k.kind == askMana || k.kind == askUpkeep || k.kind == askActivate) {
		// Gideon of the Trials', Kiora's prevention: damage a mana
		// ability or an upkeep trigger deals may be prevented.
		return true
	}
	if reChangesPower.MatchString(effect) && w.readsPower() {
		// Sorin, Solemn Visitor's "+1/+0" beside Selvala.
		return true
	}
	if !reBecomesCreature.MatchString(effect) {
		return false
	}
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if (b.Kind == KindMana || b.Kind == KindStatic) && strings.Contains(strings.ToLower(b.Text), "creature") && (reEffectAdds.MatchString(b.Text) || reManaWords.MatchString(b.Text)) {
				return true
			}
		}
	}
	return false
}

// reDetain is an effect that detains (CR 701.35a); reDetainOpponents one
// that detains only permanents its controller's opponents control, and
// reDetainNonland only nonland permanents.
var (
	reDetain          = regexp.MustCompile(`(?i)\bdetains?\b`)
	reDetainOpponents = regexp.MustCompile(`(?i)\bdetain[^.]*\b(?:your opponents control|an opponent controls)\b`)
	reDetainNonland   = regexp.MustCompile(`(?i)\bdetain[^.]*\bnonland\b`)
	reDetainCreature  = regexp.MustCompile(`(?i)\bdetain[^.]*?\b(?:target|each|up to \w+ target) creatures?\b`)
)

// detainMayLast reports whether p's triggered ability a, which detains,
// may have resolved in its controller's last turn, so that a permanent
// it detained still can't have its activated abilities activated, mana
// abilities among them (CR 701.35a, 611.2a): on another player's turn, or
// a board that does not say whose turn it is, where question k activates
// an ability of a permanent it could have detained. What it did this turn
// is entersEffectLingers' and attackEffectLingers'.
func (w *world) detainMayLast(k asking, p *perm, a *Ability) bool {
	text := withoutReminders(a.Text)
	if !reDetain.MatchString(text) {
		return false
	}
	if w.b.Turn != "" && w.b.activeTeam(p.Controller) {
		// On its controller's turn, only an attack this turn, once
		// combat may have begun, may have detained (its attack trigger
		// resolved in this turn's combat).
		cond, _ := triggerCondition(text)
		if !strings.Contains(cond, "attacks") || stepOrder[w.b.Step] < stepOrder[StepCombat] {
			return false
		}
	}
	switch k.kind {
	case askTap, askPay, askMana:
	case askActivate:
	default:
		return false
	}
	could := func(q *perm) bool {
		if reDetainOpponents.MatchString(text) && !w.b.opponents(p.Controller, q.Controller) {
			return false
		}
		if reDetainCreature.MatchString(text) && !q.is("Creature") {
			return false
		}
		return !reDetainNonland.MatchString(text) || !q.is("Land")
	}
	if k.target != nil {
		return could(k.target)
	}
	return slices.ContainsFunc(w.perms, func(q *perm) bool { return (k.player == "" || q.Controller == k.player) && could(q) })
}

// reStopsActivating is an effect that stops activated abilities.
var reStopsActivating = regexp.MustCompile(`(?i)\bcan't be activated\b|\bcan't activate\b`)

// rePreventsDamage is an effect that prevents damage.
var rePreventsDamage = regexp.MustCompile(`(?i)\bprevent\b[^.]*\bdamage\b`)

// reChangesPower is an effect that changes power or toughness.
var reChangesPower = regexp.MustCompile(`(?i)\bgets? [+-]\d+/[+-]\d+`)

// readsPower reports whether a mana ability or a trigger on the board
// reads a creature's power or toughness (Selvala, Marwyn, Gyre Sage).
func (w *world) readsPower() bool {
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if (b.Kind == KindMana || b.Kind == KindTriggered || b.Kind == KindManaTrigger) && reReadsPower.MatchString(b.Text) {
				return true
			}
		}
	}
	return false
}

// reReadsPower is text that reads power or toughness.
var reReadsPower = regexp.MustCompile(`(?i)\bpower\b|\btoughness\b`)

// reLosesAbilities is an effect that takes abilities away or sets power
// and toughness.
var reLosesAbilities = regexp.MustCompile(`(?i)\blos(?:e|es) all abilities\b|\bbase power and toughness\b`)

// idleNow reports whether ability a of p can't be activated now, nor
// before a cost is paid, for a reason no text on the board can change: its
// cost has {T} and p is tapped, or p is a creature with summoning sickness
// and no haste (CR 302.6, 602.5a). No permanent's text speaks of
// untapping, or of haste where p is sick, so nothing can untap p or give
// it haste first. What such an ability does, where it lasts no while,
// can't bear on the mana the player makes now.
func (w *world) idleNow(p *perm, a *Ability) bool {
	if !a.Cost.Tap || reLasts.MatchString(a.Text) {
		// What it did, if it was activated earlier, may last (611.2a).
		return false
	}
	for _, b := range p.abilities {
		if b.Cost.Untap {
			// Its own {Q} ability untaps it (107.6).
			return false
		}
	}
	sick := p.Sick && !p.haste && p.asHaste == "" && p.hasteUnsure == "" && p.is("Creature")
	if !p.Tapped && !sick {
		return false
	}
	if sick {
		return w.speakerOf(nil, "untap", "haste") == nil
	}
	return w.speakerOf(nil, "untap") == nil
}

// unaffordable reports, for pay and mana, whether the mana cost of a's
// ability of p is more than its controller's permanents can make, each
// its most, so that it can't be activated while the cost is paid (CR
// 602.2b, 601.2g): Doubling Cube's {3} beside two Forests. Its text, read
// or not, then bears on nothing (idleNow's rule for {T}). Where what
// abilities cost may change, a source's mana is not read, text on the
// board speaks of untapping or haste, or a teammate may help, it may be
// paid (affordable).
func (w *world) unaffordable(k asking, p *perm, a *Ability) bool {
	if w.priced[permAbility{p.i, a}] {
		// Found so by an earlier reading of this world.
		return true
	}
	if k.ctx == nil || a.Cost.Mana == "" || reLasts.MatchString(a.Text) || abilityCostsChange(w) || w.pricedTries >= maxPricedTries || !w.tapsOnlySources(p) {
		return false
	}
	if w.b.Format == Format2HG || w.speakerOf(nil, "untap", "haste") != nil {
		// A teammate's untapper (805.5a), Lightning Greaves equipped
		// first to a summoning-sick creature: more mana than each
		// source's most now.
		return false
	}
	// Each test reads every source of the controller: a board of many
	// such abilities gets a few tests, and the rest stop the answer.
	w.pricedTries++
	if w.affordable(k.ctx, p, a, w.permsOf(p.Controller), 0) {
		return false
	}
	if w.priced == nil {
		w.priced = map[permAbility]bool{}
	}
	w.priced[permAbility{p.i, a}] = true
	return true
}

// tapsOnlySources reports whether every mana ability of the permanents p's
// controller controls, other than p's, has {T} or {Q} in its cost, so that
// each makes its mana at most once and affordable's sum of each source's
// most is the most they make: no sacrifice outlet (Ashnod's Altar), life
// paid again and again (Treasonous Ogre), counters removed (Wall of Roots,
// Calciform Pools) or ability activated once each turn apart.
func (w *world) tapsOnlySources(p *perm) bool {
	for _, q := range w.perms {
		if q == p || q.Controller != p.Controller {
			continue
		}
		for _, b := range q.abilities {
			if b.Kind == KindMana && !b.Cost.Tap && !b.Cost.Untap {
				return false
			}
		}
	}
	return true
}

// maxPricedTries bounds the abilities of one world unaffordable tests.
const maxPricedTries = 8

// permAbility is one ability of one permanent, by the permanent's index:
// permanents of one card share their abilities.
type permAbility struct {
	i int
	a *Ability
}

// upkeepPutsCounters reports whether an upkeep trigger or keyword of a
// permanent of the upkeep's active player speaks of counters (cumulative
// upkeep's age counters, vanishing's time counters) that rep, a
// replacement effect of src on counters, may change: on a permanent its
// controller controls where it says "you control", a creature where it
// says so, and only its kind of counter where it names one ("+1/+1
// counters", Hardened Scales).
func (w *world) upkeepPutsCounters(k asking, src *perm, rep *ReplacementSpec) bool {
	applies := strings.ToLower(rep.Applies)
	active := upkeepActive(w.b, k.player)
	for _, q := range w.perms {
		if !active[q.Controller] || strings.Contains(applies, "you control") && q.Controller != src.Controller || strings.Contains(applies, "creature") && !q.is("Creature") {
			continue
		}
		for _, ab := range q.abilities {
			if !(ab.Kind == KindKeyword || ab.Trigger != nil && ab.Trigger.Event == TriggerUpkeep) || !containsFoldASCII(ab.Text, "counter") {
				continue
			}
			if kind := reCounterNames.FindString(applies); kind != "" && !strings.Contains(ab.Text, strings.TrimSuffix(strings.TrimSuffix(kind, "s"), " counter")) {
				continue
			}
			return true
		}
	}
	return false
}

// attackEffectLingers reports whether a, a trigger of p on attacking or
// blocking, may have resolved in this turn's combat and changed what
// spells cost this turn (Cheering Fanatic), which bears on a spell paid
// for: once combat may have begun, on a creature that may have attacked
// (cantHaveAttacked) (CR 611.2a, 601.2f).
func (w *world) attackEffectLingers(k asking, p *perm, a *Ability) bool {
	if !reAttackTrigger.MatchString(a.Text) || w.b.Step == "" || slices.Index(steps, w.b.Step) < slices.Index(steps, StepCombat) {
		return false
	}
	raw := withoutReminders(effectText(a))
	if !reCostsThisTurn.MatchString(raw) || w.cantHaveAttacked(p, a) {
		// What else such a trigger did is read where it bears
		// (lingeringRaise for a raise of toughness).
		return false
	}
	// A change of what spells cost: it bears only on a spell paid for
	// (601.2f).
	return k.kind == askPay && k.spell
}

// reCostsThisTurn is a change of what spells cost that lasts the turn:
// "Spells with the chosen name cost {1} less to cast this turn".
var reCostsThisTurn = regexp.MustCompile(`(?i)\bcosts? [^.]*?\b(?:less|more) to cast this turn\b`)

// loyaltyIdle reports whether a, a loyalty ability, can't be activated now
// (a main phase of its controller's turn, 606.3; enough loyalty, 606.6) and
// leaves nothing the board would not show had it been activated before:
// Freyalise, Llanowar's Fury's +2 in the end step makes no token with a
// mana ability now, and one made before is on the board. Its text, but for
// what a token it makes has in quotes, says nothing of a duration, a turn,
// an emblem (Liliana of the Dark Realms' −6, which the board can't show),
// or what a permanent becomes, gains, gets or has (Nissa, Worldwaker's
// land that stays a 4/4 creature).
func (w *world) loyaltyIdle(p *perm, a *Ability) bool {
	return a.Cost.Loyalty && a.Understood && !reLoyaltyLasts.MatchString(withoutQuoted(a.Text)) && !w.loyaltyLegal(p, a).ok
}

// reLoyaltyLasts is what a loyalty ability's text may leave that lasts
// beyond what the board shows (loyaltyIdle).
var reLoyaltyLasts = regexp.MustCompile(`(?i)\b(?:until|turns?|emblem|rest|becomes?|gains?|gets?|has|have|loses?|can't|can|may|don't|doesn't|instead|as though|each time|whenever|when|at the beginning)\b`)

// legendaryMatters reports whether nonland permanents made legendary by
// src could change anything: two nonland permanents of one name share a
// controller (the legend rule, CR 704.5j), or an ability on the board
// other than src's own reads "legendary".
func (w *world) legendaryMatters(src *perm) bool {
	seen := map[[2]string]bool{}
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if q != src && containsFoldASCII(a.Text, "legendary") {
				return true
			}
		}
		if q.is("Land") {
			continue
		}
		key := [2]string{q.Controller, q.name}
		if seen[key] {
			return true
		}
		seen[key] = true
	}
	return false
}

// sacrificeUnlessLeaver names a permanent that p's trigger a, whose whole
// effect is "sacrifice this … unless you sacrifice a … / pay {…}"
// (reSacrificeUnless), may take from the battlefield and whose leaving may
// change the lands question k: p itself, or a permanent of p's controller
// of the type it may sacrifice instead (every one of theirs where the type
// is not a card type the engine reads). Its leaving may change the answer
// where it is a land (a count of lands, Limited Resources', reads it) or
// has an ability, other than such a trigger, that the question does not
// positively set aside (classify: Ghirapur Orrery's, Exploration's or
// Oracle of Mul Daya's additional land play, which the question counts).
// nil where none may.
func (w *world) sacrificeUnlessLeaver(k asking, reads permSet, p *perm, a *Ability) *perm {
	cands := []*perm{p}
	if m := reSacrificeInstead.FindStringSubmatch(withoutReminders(effectText(a))); m != nil {
		typ := ""
		switch m[2] {
		case "creature", "artifact", "enchantment", "land", "planeswalker":
			typ = Capital(m[2])
		}
		for _, q := range w.perms {
			if q == p || q.Controller != p.Controller || typ != "" && !q.is(typ) {
				continue
			}
			cands = append(cands, q)
		}
	}
	for _, q := range cands {
		if q.is("Land") {
			return q
		}
		for _, b := range q.abilities {
			if b == a || sacrificeUnlessOnly(b) || b.Static != nil && b.Static.Kind == StaticGrant && b.Understood && len(b.Static.Granted) > 0 && !slices.ContainsFunc(b.Static.Granted, func(g *Ability) bool { return !sacrificeUnlessOnly(g) }) {
				// Such a trigger of its own is classified by itself;
				// one granted (Magus of the Tabernacle's "All creatures
				// have …") is classified on each permanent that has it,
				// and its leaving only takes those away.
				continue
			}
			if w.classify(k, reads, q, b) != cannotBear {
				return q
			}
		}
	}
	return nil
}

// sacrificeUnlessOnly reports whether a is a trigger whose whole effect is
// reSacrificeUnless.
func sacrificeUnlessOnly(a *Ability) bool {
	return a.Kind == KindTriggered && reSacrificeUnless.MatchString(withoutReminders(effectText(a)))
}

// reSacrificeInstead is what reSacrificeUnless may sacrifice instead of its
// own permanent: "unless you sacrifice a creature" (the card type, 2).
var reSacrificeInstead = regexp.MustCompile(`unless you sacrifice (a|an|another) ([a-z ]+)\.$`)

// reSacrificeUnless is a trigger's whole effect that sacrifices its own
// permanent unless its controller sacrifices another or pays mana:
// "sacrifice this enchantment unless you sacrifice a creature."
var reSacrificeUnless = regexp.MustCompile(`^sacrifice this(?: [a-z]+)? unless you (?:sacrifice (?:a|an|another) [a-z ]+|pay (?:\{[0-9WUBRGCXS]\})+)\.$`)

// upkeepLaterWhy is the reason question k stops at p's activated ability
// a, which may have set up what triggers at the beginning of this upkeep
// (upkeepLaterActivated).
func (w *world) upkeepLaterWhy(k asking, p *perm, a *Ability) string {
	what, rule := "makes a delayed triggered ability for the beginning of a later upkeep as it resolves", "603.7, 603.7a"
	switch upkeepLaterActivated(p, a) {
	case "rebound":
		what, rule = "gives a spell rebound, and a spell cast with rebound makes a delayed triggered ability as it resolves that lets its owner cast it again at the beginning of their next upkeep", "702.88a, 603.7"
	case "suspend":
		what, rule = "gives a card in exile suspend, whose time counters are removed and which is cast as the last is removed, at the beginning of its owner's upkeep", "702.62a"
	}
	when := "this upkeep"
	if k.kind == askLands {
		when = "this turn's upkeep, before its first main phase,"
	}
	return fmt.Sprintf("%s ability \u201c%s\u201d %s; if it was activated in an earlier turn, what it set up may trigger at the beginning of %s and do what the card it acts on does (CR %s), and the board does not record whether it was", Possessive(p.name), a.Text, what, when, rule)
}

// countersMayChange reports whether counters may be put on or removed
// from a permanent while the question's actions are carried out, or
// while players act in an upkeep.
func countersMayChange(k asking) bool {
	return hasEvent(k.events(), EventCounters) || hasEvent(k.responseEvents, EventCounters)
}
