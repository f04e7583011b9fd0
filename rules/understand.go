package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
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
//     no question asks about combat or damage. None, but where a mana
//     ability on the board counts the creatures with one (defender for
//     Overgrown Battlement and Axebane Guardian): given to permanents the
//     engine cannot name, it bears on the mana questions
//     (keywordAnywhere), and given by an ability that can be activated
//     before a cost is paid, on pay and mana (pay_before.go).
//   - exalted: a trigger when a creature attacks alone (702.83a); no
//     question has an attack. None.
//   - the other evasion and combat keywords (fear, intimidate, shadow,
//     horsemanship, skulk, landwalk, flanking, banding, battle cry,
//     provoke, melee, myriad, dethrone, bushido N, annihilator N,
//     rampage N, afflict N: 702.13–702.130): they change who can block,
//     or trigger on attacking or blocking. No question has combat. None.
//   - indestructible: it stops destruction (702.12b); no question
//     destroys anything, and 704.5f (toughness 0) still applies. None.
//   - flash: when a spell may be cast (702.8a); enters asks about a spell
//     that was cast. None.
//   - haste: modelled by tap, activate, pay and mana (302.6, 702.10c) for
//     a permanent its controller has not controlled continuously since
//     their most recent turn began (sick); for any other it changes
//     nothing asked. could-produce ignores costs (106.7); lands, upkeep
//     and enters read no {T} cost. None of those.
//   - hexproof, hexproof from a quality, shroud: what can be targeted
//     (702.11b, 702.11d, 702.18a). An
//     ability that targets (its text says "target", CR 115.1) may have
//     no legal target: an activate question about one reads them where
//     it reads every target of the ability (targetsRead: a permanent of
//     one type, or a target a player can always be, "any target"), and
//     they bear on it otherwise; mana abilities never target (605.1a).
//     None elsewhere.
//   - protection from …: targeting as hexproof, and an Aura or Equipment
//     of that quality attached to the permanent is put into the
//     graveyard as a state-based action (702.16c–d, 704.5m–n): with
//     something attached to its permanent, the state-based actions read
//     it (protectedFrom) where the engine reads the quality and the
//     colors of what is attached; otherwise it bears on every question.
//   - enchant …: the Aura's restriction (303.4c). An Aura attached to a
//     permanent it can't enchant would be put into the graveyard by a
//     state-based action (704.5m): the question is refused
//     (illegalAttachment); attached legally, it bears on nothing more.
//   - infect, wither, renown N: what a creature's damage does, or a
//     trigger on combat damage; no creature deals damage in a question.
//     None.
//   - cycling, landcycling, transmute, dredge, suspend: they function
//     only from a hand, a graveyard or exile (113.6). None.
//   - morph, megamorph (a permanent the board names is face up), ascend
//     (only abilities that check the city's blessing read it), hideaway
//     (as the land enters). None.
//   - persist, undying (dying), evolve (a creature entering), prowess (a
//     spell cast), cumulative upkeep and echo (an upkeep): triggers that
//     bear where their event can happen.
//   - equip, crew: activated abilities (below).
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
//     only on an activate question about itself, and on an upkeep where
//     a trigger with an intervening "if" reads a hand as it resolves
//     (Ghirapur Orrery): every player gets priority while it waits on
//     the stack (117.3b), and an ability that can be activated then and
//     puts a card into that hand, or takes one out where something may
//     put one in first, changes what it does (603.4; respondsToHand). A
//     mana ability whose cost takes a card from that hand bears there
//     too. One whose cost or
//     effect is not understood, and whose effect may add mana (106.3: an
//     effect that makes mana tells a player to "add" it) and has no
//     target (605.1a), may be a mana ability, and is taken as one.
//     Pay and mana ask what mana can be made while paying (601.2g), when
//     only mana abilities can be activated; but "now" includes what the
//     player does before the cost is paid, the mana made staying in the
//     pool (106.4): an ability that untaps a mana source (pay_untaps.go,
//     pay_untappers.go), puts a permanent onto the battlefield, changes a
//     land's type, puts counters a mana ability reads, moves an
//     Equipment, gives haste, gains control or makes a token that makes
//     mana (pay_before.go), or makes a land a creature where mana counts
//     creatures (pay_animate.go) is read or stops the answer there. Any
//     other activated ability bears on neither.
//
// Triggered abilities (CR 603): a triggered ability can change an answer
// only if its trigger event can happen while the question's actions are
// carried out. The compiler reads the trigger condition into events
// (trigger_events.go); a condition it cannot read may name any event and
// bears on everything. The events that can happen, per question, are in
// questionEvents below, with why. A trigger whose event can happen is
// modelled where the engine models it (upkeep triggers in upkeep, "becomes
// tapped" and triggered mana abilities in the mana questions, doubling X
// in enters) and bears otherwise. A trigger whose whole effect is its
// controller drawing cards bears on no mana question (it adds no mana, and
// waits for the stack, 603.3): the question counts its draw instead, and a
// cost that takes a card from a hand stops pay and mana there (106.4). An
// intervening "if" clause the compiler
// reads narrows the events: Unbound Flourishing's copy trigger needs {X}
// in the activation cost (603.4). A triggered mana ability of a permanent
// that could-produce reads is an ability of that permanent (106.7) and
// bears on could-produce. The "•" modes of a modal triggered ability are
// read as that ability (compile_modes.go): they are carried out only when
// it resolves (700.2a), and bear where its trigger event can happen. A
// Saga's chapter ability triggers only when lore counters are put on its
// Saga (714.2b): it bears where counters may be put on a permanent, and
// its chapter numbers give the Saga's final chapter number, which a
// state-based action reads (704.5s; compileChapter).
//
// Static abilities (CR 604): the ones the engine models (land-type and
// card-type changes, granted abilities, colors, power and toughness
// boosts in layer 7c, additional land plays, doubling X, abilities that
// can't be activated) are read where they apply; keywords granted to permanents whose subject or condition
// is not read bear as those keywords would on any permanent; those the compiler classifies
// as having no effect on any question (compileStatic) bear on none. A
// boost not computed whose numbers are all at least 0 (compile_raise.go)
// never lowers a toughness (613.4c): the state-based actions refuse on it
// where a toughness is 0 or less (704.5f), and it bears where any text on
// the board speaks of power or toughness, and on nothing else. A
// prevention effect on damage dealt only to permanents bears on none: no
// question deals damage to a permanent (the damage of mana abilities and
// upkeep triggers is dealt to players); one that may prevent damage to a
// player, and "Damage can't be prevented", bear where damage can be dealt
// in the question and in an upkeep whose trigger asks for mana (615,
// 120.3a; compile_prevent.go). A
// restriction on casting spells the engine does not read (601.3: Meddling
// Mage, Rule of Law, Teferi, Time Raveler) bears only where a spell is
// cast, pay and enters with a spell cast, and there only where it may
// restrict the caster: mana abilities are activated, not cast (605.3a), a
// land is played, not cast (305.1), and no spell in a hand is known.
// Torpor Orb's "Creatures entering the battlefield don't cause abilities
// to trigger." bears only where a permanent may enter or a trigger on the
// board watches permanents entering (603.2), and Ground Seal's "Cards in
// graveyards can't be the targets of spells or abilities." only where a
// target may be chosen (115.1; a mana ability has none, 605.1a), as a
// restriction on what can target a permanent ("this can't be the target
// of Aura spells.") does. What a
// condition the board does not give (threshold, hellbent) gives its
// permanent bears where any part of it would: a boost that only raises
// where power or toughness is read, keywords as on any permanent, a
// trigger where its event can happen, anything else always
// (compile_cond.go). An Equipment's unread text about "equipped creature"
// bears only where it is attached, or may be attached during the question
// (compile_equipped.go). A
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
// A choice made as it entered ("choose an opponent", "choose two colors")
// does nothing itself: the text that reads the choice bears on its own,
// and a reader the engine models reads the board's record of it.
// What a kicked permanent enters with ("If this was kicked, it enters
// with two +1/+1 counters on it and with flying"), where the keywords are
// of combat: the board says its counters, and the keywords bear on none
// (702.33d).
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
// (120.3), where some text on the board can deal damage at all
// (said: asking.noDamage). Where a cost or rider removes counters or sacrifices a
// permanent, which leaves the battlefield (701.21; a creature dies,
// 700.4), or a cost discards a card (701.9a), those events count too
// (asking.events), and so does a card drawn where a mana ability draws one
// or a trigger that only draws may trigger (Chromatic Star, noteDraws); an
// ability whose effect draws is not a mana ability since 2024 (Chromatic
// Sphere, CR 605.1a, compile_mana.go). Where pay and mana may activate first an ability
// that untaps its own permanent (Grim Monolith, Devoted Druid:
// addSelfUntaps), an ability that isn't a mana ability is activated, and
// a counter its cost puts is put on a permanent; where they may activate
// first an untapper (Arbor Elf: addUntappers), an ability that isn't a
// mana ability is activated and a permanent becomes its target. Nothing
// is cast, nothing enters, no step begins, there is no combat, nothing
// else is targeted (605.1a) and no damage is dealt to a
// permanent (the damage of the mana abilities the engine reads is dealt to
// their controllers; an ability activated before a cost is paid that deals
// damage is read where a trigger watches for it, pay_before.go).
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
	askLands: {EventEnters, EventState},
	// upkeep: the upkeep begins (503.1a); the modelled triggers draw
	// cards, put a card into a hand and make a player lose life. Where an
	// upkeep trigger does anything else (Contamination makes a player
	// sacrifice a permanent, which leaves the battlefield), sacrifice and
	// leaving the battlefield count too; a card is discarded only where
	// an upkeep or draw trigger, or a cost paid for one, says so (Bottomless
	// Pit; a draw trigger that discards, 603.3, 603.4) (asking.events).
	askUpkeep: {EventUpkeep, EventDraw, EventLifeLoss, EventState},
	// enters: the spell is cast (601.2i) when it is cast. Abilities that
	// trigger on its entering trigger after it has entered (603.2, 603.6a)
	// and cannot change the X it entered with, the counters it entered
	// with (those are replacement effects, 614.1c) or its mana value.
	askEnters: {EventCast, EventState},
}

// asking is a question and what it reads.
type asking struct {
	kind questionKind
	// ptAtStake: a creature's toughness decides whether it survives the
	// state-based actions (lingeringRaise), so a raise of toughness that
	// may still apply bears however little else reads it.
	ptAtStake bool
	// ahead: for a lands question of the player whose turn it is, on a
	// board in the turn's untap, upkeep or draw step, that step: the
	// steps still to begin before the first main phase, when a land can
	// first be played (505.6b), and what triggers as they begin, which
	// resolves first (503.1a, 504.2, 505.4). In the upkeep or draw step
	// the board does not say whether that step's triggers have resolved,
	// so they are taken as still to come.
	ahead Step
	// target is the permanent a tap, could-produce or activate question
	// is about.
	target *perm
	// ability is the ability an activate question is about; nil for every
	// activated ability of target.
	ability *Ability
	// abilityN is the number of the ability an activate question asks
	// about; 0 for every activated ability of target.
	abilityN int
	// mana: an activate question considers a mana ability.
	mana bool
	// noTap: a tap question's permanent has no ability the question may
	// activate (tapsNothing): no mana ability with {T} in its cost, and
	// no ability not understood that may be one. Nothing is activated,
	// tapped or added (CR 106.12), so no event happens.
	noTap bool
	// targets: an activate question considers an ability with a target
	// whose legal choices the engine does not read (CR 115.1).
	targets bool
	// targetsAny: an activate question considers an ability that targets
	// anything, a permanent or a player, read or not: what makes a
	// permanent or player untargetable and is not on that permanent
	// (a grant, "can't be the target of", a player's hexproof) bears on
	// it.
	targetsAny bool
	// targetsLive: of the abilities that target an activate question
	// considers, one may be activated for all the board shows besides
	// its targets (cantWhateverTargets): what only keeps permanents or
	// players from being targets, not on them, bears only then.
	targetsLive bool
	// selfTarget: every target of the ability an activate question
	// considers may be its controller ("any target", "target player"),
	// whom hexproof never keeps from being a target of their own
	// abilities (702.11b-c).
	selfTarget bool
	// playersOnly: every target of the ability an activate question
	// considers is a player ("target player", "target opponent").
	playersOnly bool
	// player is whose permanents pay and mana read.
	player string
	// ctx, for pay and mana, meters the work of reading whether an
	// ability's mana cost can be paid at all (unaffordable); nil for
	// the other questions.
	ctx context.Context
	// spell: pay names the spell whose cost is paid (card:); without it
	// the cost may be an ability's. spellCard is that card.
	spell     bool
	spellCard *catalog.Card
	// cast: enters asks about a spell that was cast; castTypes are its
	// card types, which a trigger on casting may name.
	cast      bool
	castTypes []string
	// entering is the Oracle text of the card enters asks about.
	entering string
	// auraTargets: enters asks about a spell that targets as it is cast
	// (an Aura spell, 303.4a): what triggers on a permanent or player
	// becoming a target resolves before it (Phantasmal Bear, 601.2c).
	auraTargets bool
	// sacrifices, counters: a mana ability the question activates
	// sacrifices a permanent, or removes counters, by its cost or a rider.
	sacrifices, counters bool
	// selfSacs are the permanents whose own mana abilities sacrifice
	// them ("Sacrifice this"); otherSacs: something else may be
	// sacrificed (an outlet's "Sacrifice a creature", a rider, text not
	// read, an upkeep trigger). Where only selfSacs are, what triggers
	// on another permanent dying can't (mayLeave).
	selfSacs  []*perm
	otherSacs bool
	// otherCounters: a cost or rider may put or remove counters on a
	// permanent other than its own (where each speaks only of "this",
	// counters change only on the sources, which selfSacs or their own
	// abilities read).
	otherCounters bool
	// creatureDies: a creature's own mana ability puts -1/-1 counters on
	// it or removes its +1/+1 counters, and it may die (704.5f).
	creatureDies bool
	// exiles: one exiles a creature its controller controls (Food
	// Chain's cost): a permanent leaves the battlefield.
	exiles bool
	// xCost: a mana ability the question activates has {X} in its cost.
	xCost bool
	// nonMana: pay and mana may activate an ability that is not a mana
	// ability, one that untaps its own permanent for mana
	// (addSelfUntaps), before the cost is paid.
	nonMana bool
	// untapTargets: pay and mana may activate an untapper, which targets
	// a permanent, before the cost is paid (addUntappers).
	untapTargets bool
	// draws: a card may be drawn as mana is made: a mana ability the
	// question may activate draws one (none in print since CR 605.1a
	// took such abilities out of mana abilities), or a trigger whose whole effect is drawing may trigger on what the
	// question does (Chromatic Star's "When this is put into a graveyard
	// from the battlefield, draw a card"); noteDraws sets it.
	draws bool
	// saids remembers what said found on the board (saidFor), for one
	// classification of its text (unknownFor).
	saids *sayMemo
	// act is what the legality of the abilities an activate question
	// considers reads (activationReadOf), once worked out.
	act *activationRead
	// payers: the players an upkeep trigger asks for a mana payment
	// (paysMana).
	payers []string
	// discards: a mana ability the question may activate discards a card
	// by its cost (Bog Witch's "Discard a card", Lion's Eye Diamond's
	// "Discard your hand", 701.9a), or an upkeep or draw trigger on the
	// board makes a player discard.
	discards bool
	// lifeGain, damage, untaps: an upkeep trigger on the board may make a
	// player gain life, deal damage, or untap a permanent.
	lifeGain, damage, untaps bool
	// landfallMana: a trigger a land entering sets off may add mana or
	// untap a permanent (reNoLandPlays).
	landfallMana bool
	// landDraws: in lands, a trigger a land entering sets off may draw a
	// card; in enters, a trigger the spell being cast sets off may
	// (castDrawsOnly).
	landDraws bool
	// landCounters: in lands, a trigger a land entering sets off may put
	// counters on a permanent.
	landCounters bool
	// paysMana: an upkeep trigger asks for a mana payment, and its
	// controller may tap permanents for mana as it resolves.
	paysMana bool
	// handIf names an upkeep trigger with an intervening "if" that reads
	// a hand as it resolves (Ghirapur Orrery's "if that player has no
	// cards in hand", CR 603.4); "" for none.
	handIf string
	// handIfs counts such triggers; upkeepDraws: an upkeep or draw
	// trigger on the board draws cards, which a hand read after it holds.
	handIfs     int
	upkeepDraws bool
	// handCount names an upkeep trigger whose effect counts the cards in
	// a hand as it resolves (Black Vise's "where X is the number of cards
	// in their hand minus 4", CR 608.2h); "" for none.
	handCount string
	// enters: an upkeep trigger creates tokens, which enter the
	// battlefield.
	enters bool
	// land: enters asks about a land card, which is played; played: it
	// is played, not put onto the battlefield (cast:false).
	land, played bool
	// lifeRead: enters asks about a card whose only text on life or
	// sacrifice is a choice to pay life as it enters (a shock land's
	// "As this enters, you may pay 2 life"), with no Phyrexian symbol in
	// its mana cost (entersLifeRead): nothing else it asks pays life.
	lifeRead bool
	// noLifeLoss: no text on the board can deal damage or have a
	// player lose or pay life (said), and a pay question's cost has no
	// Phyrexian symbol (world.costLife), so no player loses life in a
	// mana question (CR 119.3).
	noLifeLoss bool
	// noDamage: no text on the board can deal damage (said), so no
	// damage is dealt while the question's actions are carried out.
	noDamage bool
	// noPhasing: no text on the board has a permanent phase in or out
	// (said).
	noPhasing bool
	// responseEvents: in upkeep, the events players may bring about
	// while a trigger that reads a hand waits on the stack
	// (noteResponses); nil where none waits.
	responseEvents []GameEvent
	// respond: in upkeep, what cantRespond works out of the abilities
	// that can be activated while a hand-reading trigger waits; nil
	// where it is not worked out (every such ability is taken as one
	// that can be).
	respond *respondMemo
}

// onlyCardsAndLife reports whether an upkeep trigger's effect, read by
// upkeepActions, only has players draw or discard cards and gain or lose
// life ("each player draws a card", Master of the Feast's "each opponent
// draws a card"): no permanent leaves the battlefield by it.
func onlyCardsAndLife(t *TriggerSpec) bool {
	body := t.Effect
	if _, rest, ok := handIf(body, t.Whose == "you"); ok {
		body = rest
	}
	acts, ok := upkeepActions(body)
	if !ok {
		return false
	}
	for _, a := range acts {
		switch a.verb {
		case "draw", "discard", "lose", "gain":
		default:
			return false
		}
	}
	return true
}

// costEffects notes what activating a (a mana ability the question may
// activate) does besides tapping and adding mana.
func (k *asking) costEffects(p *perm, a *Ability) {
	var riders []string
	if a.Mana != nil {
		riders = a.Mana.Riders
	}
	if a.Cost.Sacrifice != "" || slices.ContainsFunc(riders, riderMayMove) || !a.Understood {
		k.sacrifices = true
		// Only its own permanent: "Sacrifice this", Gemstone Mine's "If
		// there are no mining counters on this land, sacrifice it."
		self := a.Understood && (a.Cost.Sacrifice == "" || a.Cost.Sacrifice == "this") &&
			!slices.ContainsFunc(riders, func(r string) bool { return riderMayMove(r) && !reSacrificesItself.MatchString(r) })
		if self {
			k.selfSacs = append(k.selfSacs, p)
		} else {
			k.otherSacs = true
		}
	}
	if p.is("Creature") && (strings.HasPrefix(a.Cost.PutCounter, "-") || (a.Cost.RemoveCounters > 0 || a.Cost.RemoveX || a.Cost.RemoveAny) && a.Cost.RemoveKind == "+1/+1") && mayDieOfCounters(p, a) {
		// Devoted Druid's -1/-1 counter, Workhorse's last +1/+1 counter:
		// the creature may die as state-based actions are next checked
		// (704.5f), setting off what triggers on its dying (Pitiless
		// Plunderer's Treasure).
		k.creatureDies = true
	}
	if a.Cost.RemoveCounters > 0 || a.Cost.RemoveX || a.Cost.PutCounter != "" || !a.Understood || slices.ContainsFunc(riders, riderPutsCounter) {
		k.counters = true
		if !a.Understood || !ownCountersOnly(a.Text) {
			k.otherCounters = true
		}
	}
	if strings.Contains(a.Cost.Mana, "{X}") || !a.Understood {
		k.xCost = true
	}
	if a.Cost.Discard > 0 || a.Cost.DiscardHand || !a.Understood {
		k.discards = true
	}
	if drawsRider(a) {
		k.draws = true
	}
}

// noteManaCosts notes, for pay and mana, what activating each mana
// ability of the player's permanents does besides adding mana
// (costEffects): every one may be activated.
func (w *world) noteManaCosts(k *asking) {
	w.noteManaAbilityCosts(k, k.player)
	for _, p := range w.perms {
		if p.Controller != k.player {
			continue
		}
		for _, a := range p.abilities {
			if _, ok := untapperOf(a); ok && w.canActivate(p, a).ok {
				// An untapper activated before paying (addUntappers) is
				// not a mana ability, and it targets the permanent it
				// untaps (605.1a, 115.1).
				k.nonMana, k.untapTargets = true, true
				continue
			}
			if _, self, ok := tapCostUntapOf(a, p); ok && w.canActivate(p, a).ok {
				// Earthcraft, Honor-Worn Shaku (addTapCostUntaps).
				k.nonMana = true
				k.untapTargets = k.untapTargets || !self
				continue
			}
			if a.Kind == KindActivated && (selfUntapRepeat(a, p) || counterUntapRepeat(a, p)) && w.canActivate(p, a).ok {
				// Activated before paying, it is activated and its
				// cost paid as for any ability (602.2): a counter put
				// as the cost is put on.
				k.nonMana = true
				if a.Cost.PutCounter != "" {
					k.counters = true
					// Devoted Druid's -1/-1 counters may kill it.
					k.creatureDies = k.creatureDies || p.is("Creature") && strings.HasPrefix(a.Cost.PutCounter, "-") && mayDieOfCounters(p, a)
				}
			}
		}
	}
}

// noteManaAbilityCosts notes what activating each mana ability of
// player's permanents, and each activated ability not understood that may
// add mana, does besides adding mana (costEffects).
func (w *world) noteManaAbilityCosts(k *asking, player string) {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if (k.kind == askPay || k.kind == askMana) && exileOutletAbility(a) {
				// Food Chain's cost exiles a creature: it leaves the
				// battlefield, and nothing else (pay_exile_outlet.go).
				k.exiles = true
				continue
			}
			if a.Kind == KindMana || a.Kind == KindActivated && !a.Understood && mayAddMana(a) {
				k.costEffects(p, a)
			}
		}
	}
}

// reRiderKeepsAll is a rider of a mana ability (compile_mana.go) that
// moves no permanent as the ability resolves: damage dealt to its
// controller, life gained or lost, a card drawn (noteDraws), or what a
// delayed trigger does in a later step or turn (CR 603.7). Any other rider
// (Gemstone Mine's sacrifice, a counter put) may make a permanent leave
// the battlefield, and what triggers on that bears.
var reRiderKeepsAll = regexp.MustCompile(`^(?:(?:This|this|It|it) deals \w+ damage to you(?: if you don't control an? [A-Z][a-z]+)?\.|(?:You|Each player|Each opponent) (?:gain|gains|lose|loses) \w+ life\.|If you control an? [A-Za-z ]+, you gain \w+ life\.|Draw a card(?: at the beginning of the next turn's upkeep)?\.|(?:This|this) doesn't untap during your next untap step\.|If this ability has been activated \w+ or more times this turn, sacrifice this at the beginning of the next end step\.|An opponent gains control of this at the beginning of the next end step\.|During your next untap step, as you untap your permanents, return this to its owner's hand\.|Use toys to represent the tokens\.)$`)

// mayDieOfCounters reports whether creature p may die of the counters its
// own ability a puts on it or removes from it (704.5f): where a may be
// activated again and again, any -1/-1 or -0/-1 counters may bring its
// toughness to 0; once each turn, or removing +1/+1 counters, only where
// one activation may (Workhorse's last counter, Wall of Roots at 1
// toughness). A toughness the engine does not read may.
func mayDieOfCounters(p *perm, a *Ability) bool {
	t, why := p.toughness()
	if why != "" {
		return true
	}
	if strings.HasPrefix(a.Cost.PutCounter, "-") {
		if !containsFoldASCII(a.Text, "only once each turn") {
			return true
		}
		return t <= 1
	}
	// Removing +1/+1 counters: it dies once they are gone where its
	// toughness without them is 0 or less.
	_, fromCounters := p.ptCounters()
	return t-fromCounters <= 0
}

// reSacrificesItself is a rider that sacrifices only the ability's own
// permanent (Gemstone Mine's).
var reSacrificesItself = regexp.MustCompile(`^(?:If there are no [a-z-]+ counters on this(?: [a-z]+)?, sacrifice (?:it|this(?: [a-z]+)?)|Sacrifice this(?: [a-z]+)?)\.$`)

// reCounterPlace is where text puts or removes counters: the word after
// "counter from" or "counter on".
var reCounterPlace = regexp.MustCompile(`counters? (?:from|on) ([A-Za-z]+)`)

// ownCountersOnly reports whether every counter text puts or removes is
// on its own permanent: "Remove a mining counter from this land", "Put a
// -1/-1 counter on this creature".
func ownCountersOnly(text string) bool {
	ms := reCounterPlace.FindAllStringSubmatch(text, -1)
	for _, m := range ms {
		if m[1] != "this" {
			return false
		}
	}
	return len(ms) > 0
}

// riderMayMove reports whether the rider r of a mana ability may move a
// permanent as the ability resolves (reRiderKeepsAll).
func riderMayMove(r string) bool { return !reRiderKeepsAll.MatchString(r) }

// riderPutsCounter reports whether a rider puts a counter ("Put a -1/-1
// counter on this.").
func riderPutsCounter(r string) bool { return strings.HasPrefix(r, "Put ") }

// drawsRider reports whether a mana ability's effect draws a card besides
// the mana. Since 2024 such an ability is not a mana ability (CR 605.1a:
// Chromatic Sphere's "Add one mana of any color. Draw a card." compiles as
// an activated ability); this still reads a granted ability so worded.
func drawsRider(a *Ability) bool {
	if a.Mana == nil {
		return false
	}
	for _, r := range a.Mana.Riders {
		if strings.HasPrefix(r, "Draw a card") {
			return true
		}
	}
	return false
}

// noteDraws sets k.draws where a trigger whose whole effect is drawing
// cards (DrawsOnly) may trigger on an event of the mana question k, and
// names what makes a card be drawn ("" for nothing). Its draw comes after
// the mana is made (603.3) but before the cost is paid, as the mana stays
// in the pool (106.4).
func (w *world) noteDraws(k *asking) string {
	if !k.manaQuestion() || k.kind == askCould {
		return ""
	}
	for _, p := range w.perms {
		if k.player != "" && p.Controller != k.player || k.target != nil && p != k.target {
			continue
		}
		for _, a := range p.abilities {
			if (a.Kind == KindMana || a.Kind == KindActivated && !a.Understood) && drawsRider(a) {
				k.draws = true
				return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d draws a card as it makes mana"
			}
		}
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindTriggered || a.Trigger == nil || !a.Trigger.DrawsOnly {
				continue
			}
			for _, ev := range eventsOf(a) {
				if w.canHappen(*k, p, ev) {
					k.draws = true
					return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d may trigger as mana is made, and resolve once it is made (CR 603.3)"
				}
			}
		}
	}
	return ""
}

// events are the events that can happen during the question.
func (k asking) events() []GameEvent {
	switch {
	case k.kind == askActivate && !k.mana:
		return nil
	case k.kind == askTap && k.noTap:
		return nil
	case k.kind == askEnters && !k.cast:
		return nil
	}
	evs := questionEvents[k.kind]
	if k.kind == askEnters && k.auraTargets {
		evs = append(evs[:len(evs):len(evs)], EventTargeted)
	}
	if k.manaQuestion() && k.kind != askCould || k.kind == askUpkeep {
		if k.sacrifices {
			evs = append(evs[:len(evs):len(evs)], EventSacrifice, EventLeaves)
		} else if k.exiles {
			evs = append(evs[:len(evs):len(evs)], EventLeaves)
		}
		if k.counters {
			evs = append(evs[:len(evs):len(evs)], EventCounters)
		}
		if k.creatureDies && !k.sacrifices && !k.exiles {
			evs = append(evs[:len(evs):len(evs)], EventLeaves)
		}
		if k.discards {
			evs = append(evs[:len(evs):len(evs)], EventDiscard)
		}
		if k.draws && k.kind != askUpkeep {
			evs = append(evs[:len(evs):len(evs)], EventDraw)
		}
		if k.nonMana {
			evs = append(evs[:len(evs):len(evs)], EventActivateNonMana)
		}
		if k.untapTargets {
			evs = append(evs[:len(evs):len(evs)], EventTargeted)
		}
	}
	if k.lifeGain {
		evs = append(evs[:len(evs):len(evs)], EventLifeGain)
	}
	if k.landDraws {
		evs = append(evs[:len(evs):len(evs)], EventDraw)
	}
	switch k.ahead {
	case StepUntap, StepUpkeep:
		evs = append(evs[:len(evs):len(evs)], EventUpkeep, EventDrawStep, EventDraw, EventOtherStep)
	case StepDraw:
		evs = append(evs[:len(evs):len(evs)], EventDrawStep, EventDraw, EventOtherStep)
	}
	if k.enters {
		evs = append(evs[:len(evs):len(evs)], EventEnters)
	}
	if k.damage {
		// An upkeep trigger's damage may be dealt to a creature.
		evs = append(evs[:len(evs):len(evs)], EventDamage, EventPermDamaged)
		if k.kind == askLands {
			// A landfall trigger's: damage to a player is life lost
			// (120.3a), and a creature dealt damage may die.
			evs = append(evs, EventLifeLoss, EventLeaves)
		}
	}
	if k.landCounters {
		evs = append(evs[:len(evs):len(evs)], EventCounters)
	}
	if k.paysMana && !k.noDamage {
		// A mana ability activated to pay for an upkeep trigger may deal
		// damage to its controller (a painland, 605.3a).
		evs = append(evs[:len(evs):len(evs)], EventDamage)
	}
	if (k.manaQuestion() && k.kind != askCould || k.kind == askUpkeep) && !k.noPhasing {
		evs = append(evs[:len(evs):len(evs)], EventPhases)
	}
	if k.noDamage && hasEvent(evs, EventDamage) {
		evs = slices.DeleteFunc(slices.Clone(evs), func(ev GameEvent) bool { return ev == EventDamage || ev == EventPermDamaged })
	}
	if k.noLifeLoss && k.kind != askUpkeep && hasEvent(evs, EventLifeLoss) {
		evs = slices.DeleteFunc(slices.Clone(evs), func(ev GameEvent) bool { return ev == EventLifeLoss })
	}
	if k.untaps || k.landfallMana || k.paysMana {
		evs = append(evs[:len(evs):len(evs)], EventTapped)
	}
	if k.landfallMana || k.paysMana {
		evs = append(evs[:len(evs):len(evs)], EventManaAdded)
	}
	return evs
}

// reSaysDamage: text that may deal damage: an effect that deals it
// (120.1, 120.2), has creatures fight (701.14a) or redirects it (614.9),
// all of which speak of damage or fighting.
var reSaysDamage = says(`(?i)\bdamage\b|\bfights?\b`, "damage", "fight")

// mayGainLifeNow reports whether an ability a player may activate while
// mana is made, or before a cost is paid, may gain life: one that says so
// (Soulmender's "{T}: You gain 1 life."), or one that deals damage from a
// permanent with lifelink (702.15b).
func (w *world) mayGainLifeNow() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			switch a.Kind {
			case KindActivated, KindMana, KindManaTrigger:
			default:
				continue
			}
			if containsFoldASCII(a.Text, "gain") && containsFoldASCII(a.Text, "life") && reGainsLife.MatchString(a.Text) {
				return true
			}
			if a.Kind == KindActivated && containsFoldASCII(a.Text, "damage") && hasKeyword(p, "lifelink") {
				return true
			}
		}
	}
	return false
}

// watchesLifeLoss reports whether a triggered ability on the board
// triggers on a player losing life (noLifeLoss is read only then).
func (w *world) watchesLifeLoss() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Trigger != nil && hasEvent(eventsOf(a), EventLifeLoss) {
				return true
			}
		}
	}
	return false
}

// reSaysLifeLoss: text that has a player lose or pay life, or a cost
// with a Phyrexian symbol, which may be paid with life (107.4f).
var reSaysLifeLoss = says(`(?i)\b(?:lose|loses|pay|pays)\s+(?:\d+|x|that much|an amount of|one|two|three|four|five|half)\b[^.]*\blife\b|\blife total\b|/P\}`, "life", "/p}")

// reSaysPhasing: an effect that has a permanent phase in or out
// (702.26); "can't phase out" has none do so, and phasing itself acts
// only as an untap step begins (702.26a).
var reSaysPhasing = says(`(?i)(?:\bcan't |\bcannot )?\bphases? (?:in|out)\b`, "phase")

// said reports whether any ability on the board, apart from the trigger
// conditions of triggered abilities (which do nothing), has text that re
// matches, other than a match that begins with "can't" or "cannot".
// Outside combat, which no question has, damage is dealt only by an
// effect or a cost that says so (120.1, 120.2, 701.14a), and a permanent
// phases in or out during a question only where an effect says so
// (702.26a): where no text on the board does, none is dealt, and none
// phases. Anything that may do so counts, whether or not it can act in
// the question.
func (w *world) said(s *saying) bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if !s.mayMatch(a.Text) {
				continue
			}
			if s == reSaysDamage && limitsDamageOnly(a) {
				continue
			}
			text := effectText(a)
			if s == reSaysPhasing {
				// Phasing's reminder says what the keyword does as an
				// untap step begins (702.26a).
				text = withoutReminders(text)
			}
			for _, m := range s.re.FindAllString(text, -1) {
				if l := strings.ToLower(m); !strings.HasPrefix(l, "can't ") && !strings.HasPrefix(l, "cannot ") {
					return true
				}
			}
		}
	}
	return false
}

// limitsDamageOnly reports whether a is a static ability the engine
// reads as one that only changes what damage dealt by other sources does:
// a prevention effect (615; Circle of Protection's shield, Energy Field)
// or a floor on the life total damage can leave (Worship, Ali from
// Cairo). A static ability deals no damage itself: damage is dealt by
// sources, through the effects of spells and abilities and in combat
// (120.1, 120.2), and these only prevent or change damage something else
// deals. So it does not make damage possible in a question (said).
func limitsDamageOnly(a *Ability) bool {
	if a.Kind != KindStatic || a.Static == nil || !a.Understood || a.Unsure != "" {
		return false
	}
	switch a.Static.Kind {
	case StaticPlayerDamage, StaticLifeFloor:
		return true
	case StaticNoEffect:
		_, ok := preventToWhom(normalize(nil, a.Text))
		return ok
	}
	return false
}

// effectText is a's text without a triggered ability's trigger
// condition, which does nothing itself: what follows its first comma.
func effectText(a *Ability) string {
	if a.Kind == KindTriggered || a.Kind == KindManaTrigger {
		if _, effect, ok := strings.Cut(a.Text, ", "); ok {
			return effect
		}
	}
	return a.Text
}

// saying is a pattern that said looks for, with words of which every
// match holds one (in any case), so that text holding none of them is
// passed by without running the pattern; i numbers it for sayMemo.
type saying struct {
	re    *regexp.Regexp
	words []string
	i     int
}

// sayings counts the patterns made by says.
var sayings int

// says makes a saying; only package variables are made with it, so that
// each has its place in a sayMemo.
func says(pattern string, words ...string) *saying {
	s := &saying{regexp.MustCompile(pattern), words, sayings}
	sayings++
	return s
}

// maxSayings bounds the patterns a sayMemo holds.
const maxSayings = 16

// sayMemo is what said found on one board for each pattern, while the
// question's text is classified: 0 not yet asked, 1 not said, 2 said.
type sayMemo [maxSayings]uint8

// saidFor is said, remembered in k's memo where it has one.
func (w *world) saidFor(k asking, s *saying) bool {
	if k.saids == nil {
		return w.said(s)
	}
	if m := k.saids[s.i]; m != 0 {
		return m == 2
	}
	found := w.said(s)
	k.saids[s.i] = 1
	if found {
		k.saids[s.i] = 2
	}
	return found
}

// mayMatch is false only where s.re cannot match text: text holds none of
// s's words, in ASCII letters of either case, nor a letter that (?i) folds
// onto one of them (the long s, the Kelvin sign).
func (s *saying) mayMatch(text string) bool {
	for _, w := range s.words {
		if containsFoldASCII(text, w) {
			return true
		}
	}
	if i := strings.IndexByte(text, "\u017f"[0]); i >= 0 && strings.Contains(text[i:], "\u017f") {
		return true
	}
	if i := strings.IndexByte(text, "\u212a"[0]); i >= 0 && strings.Contains(text[i:], "\u212a") {
		return true
	}
	return false
}

// speakerOf is the first permanent on the board with an ability other than
// except whose text holds one of words (lower-case ASCII, either case in
// the text: containsFoldASCII), nil where none does.
func (w *world) speakerOf(except *Ability, words ...string) *perm {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a == except {
				continue
			}
			for _, word := range words {
				if containsFoldASCII(a.Text, word) {
					return q
				}
			}
		}
	}
	return nil
}

// containsFoldASCII reports whether s holds word, a lower-case ASCII word,
// with its letters in either case. Each place its first letter is found
// in either case is compared.
func containsFoldASCII(s, word string) bool {
	n := len(word)
	if n == 0 {
		return true
	}
	lower, upper := word[0], word[0]
	if 'a' <= lower && lower <= 'z' {
		upper -= 'a' - 'A'
	}
	for i := 0; i+n <= len(s); i++ {
		// The next place of the first letter, in either case.
		rest := s[i : len(s)-n+1]
		j := strings.IndexByte(rest, lower)
		if upper != lower {
			if k := strings.IndexByte(rest, upper); k >= 0 && (j < 0 || k < j) {
				j = k
			}
		}
		if j < 0 {
			return false
		}
		i += j
		if equalFoldASCII(s[i+1:i+n], word[1:]) {
			return true
		}
	}
	return false
}

// equalFoldASCII reports whether s is word, a lower-case ASCII word of
// its length, with its letters in either case.
func equalFoldASCII(s, word string) bool {
	for j := 0; j < len(word); j++ {
		c := s[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != word[j] {
			return false
		}
	}
	return true
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
// Long: one block per question kind's extra reads, then every ability on
// the board.
// lostUnread says why the engine can't rule where a permanent that loses
// its abilities in layer 6 (Humility, Blood Sun's lands) has printed text
// the engine does not understand that is not an activated or triggered
// ability: what such text does in the layers before, changing types,
// colors or control, still applies (CR 613.1, 613.6: Humility's and
// Blood Sun's rulings), so it is not gone for the answer. "" where none
// has.
func lostUnread(p *perm) string {
	if !p.lostAll && !p.lostNonMana {
		return ""
	}
	for _, a := range p.printed {
		if a.Understood {
			continue
		}
		switch a.Kind {
		case KindActivated, KindMana, KindTriggered, KindManaTrigger, KindEnters:
			// Removed in layer 6, it does nothing; an enters ability
			// applied as it entered.
			continue
		}
		if p.lostNonMana && !p.lostAll && a.Kind == KindIntrinsic {
			continue
		}
		by := p.lostAllBy
		if !p.lostAll {
			by = p.lostNonManaBy
		}
		return fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand (%s); %s effect removes its abilities in layer 6, but what that text does in the layers before it (types, colors, control) would still apply (CR 613.1, 613.6), and it could change the answer", p.name, a.Text, a.Why, Possessive(by))
	}
	return ""
}

// lostLasting says why the engine can't rule where a permanent that has
// lost its abilities (Humility) has a printed activated or triggered
// ability that, activated or resolved before they were lost, may have
// made a land or an artifact a creature, given a land a land type, or
// detained a permanent, for a time that reaches now (Quirion Druid's,
// Skilled Animator's, Orcish Farmer's, Lavinia's; earlierActivationBears,
// detainMayLast): losing
// the ability ends no effect it already made (CR 611.2a, 611.2c; Humility's
// ruling of 2007-02-01 on animated lands). "" where none may.
func (w *world) lostLasting(k asking, reads permSet, p *perm) string {
	if !p.lostAll && !p.lostNonMana && !p.lostText {
		return ""
	}
	for _, a := range p.printed {
		if a.Kind != KindActivated && a.Kind != KindTriggered || slices.ContainsFunc(p.abilities, func(b *Ability) bool { return b.Text == a.Text }) {
			continue
		}
		// The reminder of how long its effect lasts ("(This effect
		// lasts indefinitely.)") is kept: effectLasts reads it.
		text := a.Text
		if a.Kind == KindTriggered {
			_, rest, ok := strings.Cut(text, ", ")
			if !ok {
				continue
			}
			text = "Effect: " + rest
		}
		b := &Ability{Kind: KindActivated, Text: text, Cost: a.Cost}
		if a.Kind == KindActivated {
			b = a
		}
		if w.earlierActivationBears(k, reads, p, b) || a.Kind != KindActivated && w.detainMayLast(k, p, a) {
			return fmt.Sprintf("%s has lost its abilities, but what its ability \u201c%s\u201d did before then may still apply (CR 611.2a, 611.2c), and the board does not say whether it did", p.name, a.Text)
		}
	}
	return ""
}

func (w *world) unknownFor(k asking) string {
	if w.unknown != "" {
		return w.unknown
	}
	k.saids = &sayMemo{}
	k.noDamage = !w.saidFor(k, reSaysDamage)
	k.noLifeLoss = k.noDamage && w.watchesLifeLoss() && !w.saidFor(k, reSaysLifeLoss) && !(k.kind == askPay && w.costLife)
	if k.manaQuestion() && k.kind != askCould {
		// An ability activated first, or a mana ability, may gain life
		// (Soulmender, lifelink damage), which sets off what triggers on
		// life gained (Lich's Mastery's draw).
		k.lifeGain = w.mayGainLifeNow()
	}
	k.noPhasing = !w.saidFor(k, reSaysPhasing)
	if k.kind == askActivate {
		act := w.activationReadOf(k)
		k.act = &act
	}
	if k.kind == askPay || k.kind == askMana {
		w.noteManaCosts(&k)
	}
	if k.kind == askUpkeep {
		for _, p := range w.perms {
			for _, a := range p.abilities {
				if a.Static != nil && a.Static.Kind == StaticDrawEffect && a.Static.DrawChains {
					// Chains of Mephistopheles has a player discard
					// instead of drawing.
					k.discards = true
				}
				t := a.Trigger
				if a.Kind == KindKeyword {
					for _, kw := range a.Keywords {
						if cu, ok := keywordUpkeep(kw); ok {
							t = cu
						}
					}
				}
				// An effect that asks for mana ("sacrifice this unless you
				// pay {G}{G}", Mana Vault's "you may pay {4}. If you do,
				// untap this").
				if t != nil && t.Event == TriggerUpkeep && (t.PaysMana || strings.Contains(strings.ToLower(t.Effect), "pay {")) {
					// Its controller may activate mana abilities as it
					// resolves (605.3a): what those do besides adding mana.
					k.paysMana = true
					k.payers = append(k.payers, p.Controller)
					w.noteManaAbilityCosts(&k, p.Controller)
				}
				if t != nil && t.SacrificesSelfOnly {
					// A state trigger may sacrifice its permanent
					// during the upkeep (603.8).
					k.sacrifices, k.otherSacs = true, true
				}
				if t == nil || t.Event != TriggerUpkeep && t.Event != TriggerDraw {
					continue
				}
				if limit, reads := t.handLimit(); reads && t.Event == TriggerUpkeep && w.handMayBeAtMost(k.player, limit) && w.mayTriggerInUpkeepOf(p, t, k.player) {
					if k.handIf == "" {
						k.handIf = p.name
					}
					k.handIfs++
				}
				if le := strings.ToLower(t.Effect); t.Event == TriggerUpkeep && k.handCount == "" && w.mayTriggerInUpkeepOf(p, t, k.player) && strings.Contains(le, "number of cards in") && strings.Contains(le, " hand") {
					k.handCount = p.name
				}
				if _, reads := t.handLimit(); !reads && (t.Draw > 0 || t.RevealToHand || t.SearchToHand > 0 || strings.Contains(strings.ToLower(t.Effect), "draw")) {
					k.upkeepDraws = true
				}
				if t.Event == TriggerUpkeep && t.Draw == 0 && !t.RevealToHand && !onlyCardsAndLife(t) {
					k.sacrifices, k.otherSacs = true, true
				}
				// What the upkeep's triggers do can trigger more: a
				// player gaining life, damage dealt (CR 120.3a).
				effect := strings.ToLower(t.Effect)
				k.lifeGain = k.lifeGain || strings.Contains(effect, "gain")
				k.damage = k.damage || strings.Contains(effect, "damage")
				// A card discarded (701.9a): nothing else in an upkeep
				// discards one, no hand being over its maximum size
				// before the cleanup step (514.1).
				k.discards = k.discards || strings.Contains(effect, "discard")
				// Counters put or removed, a permanent untapped.
				k.counters = k.counters || strings.Contains(effect, "counter")
				k.untaps = k.untaps || strings.Contains(effect, "untap") || strings.Contains(effect, "taps it")
				// Tokens created enter the battlefield.
				k.enters = k.enters || strings.Contains(effect, "create")
				// A target chosen (Jace's Erasure's player): hexproof
				// and shroud decide who can be (702.11b, 702.18a), and
				// a player or permanent becomes a target (115.1).
				if t.Event == TriggerDraw && strings.Contains(effect, "target") {
					k.targets, k.untapTargets = true, true
				}
			}
		}
	}
	if k.kind == askUpkeep && (k.handIf != "" || k.handCount != "") {
		w.noteResponses(&k)
	}
	if k.kind == askLands {
		switch w.b.Step {
		case StepUntap, StepUpkeep, StepDraw:
			if w.b.activeTeam(k.player) {
				k.ahead = w.b.Step
			}
		}
		for _, p := range w.perms {
			for _, a := range p.abilities {
				k.landfallMana = k.landfallMana || a.Trigger != nil && a.Trigger.NoLandPlays
				if a.Trigger != nil && a.Trigger.NoLandPlays {
					// What a land entering sets off can itself trigger
					// more: a player gaining life, a card drawn.
					effect := strings.ToLower(a.Trigger.Effect)
					k.lifeGain = k.lifeGain || strings.Contains(effect, " gain")
					k.landDraws = k.landDraws || strings.Contains(effect, " draw")
					// Ankh of Mishra's damage (a life lost, a creature
					// that may die), Hamletback Goliath's counters.
					k.damage = k.damage || strings.Contains(effect, " damage")
					k.landCounters = k.landCounters || strings.Contains(effect, " counter")
				}
			}
		}
	}
	if k.kind == askEnters && k.cast {
		for _, p := range w.perms {
			for _, a := range p.abilities {
				if castDrawsOnly(a) {
					// A card it draws may set off what triggers on a
					// draw, which resolves before the spell too.
					k.landDraws = true
				}
			}
		}
	}
	drawer := w.noteDraws(&k)
	reads := w.readSet(k)
	if k.kind == askPay || k.kind == askMana {
		if why := w.manaInPool(k.player); why != "" {
			return why
		}
		if why := w.handReadAfterDraw(k, drawer); why != "" {
			return why
		}
	}
	if why := w.hasteThisTurn(k); why != "" {
		return why
	}
	if why := w.colorsUnread(reads); why != "" {
		return why
	}
	if why := w.devotionUnread(); why != "" {
		return why
	}
	if why := w.exiledUnread(reads); why != "" {
		return why
	}
	if why := w.revealUnread(k, reads); why != "" {
		return why
	}
	if why := w.exiledTriggerUnread(k); why != "" {
		return why
	}
	if why := w.powerUnread(reads); why != "" {
		return why
	}
	for _, p := range w.perms {
		if why := effectCounter(p); why != "" {
			return why
		}
		// A creature an effect makes 0/0 or less (an artifact of mana
		// value 0 made a creature, a -1/-1 effect).
		// One a raise the board does not show keeps on the battlefield
		// (sbaRound), or may have reached, is above 0: the state-based
		// actions followed it.
		if (p.ptManaValue || p.ptSet != nil || p.boost[1] < 0) && p.is("Creature") && p.raisedUnsure == "" {
			t, why := p.toughness()
			if why != "" && p.ptEitherBy != "" {
				// Above 0 in either timestamp order (Humility beside
				// Opalescence): what it is exactly is read only where
				// power or toughness is (powerNowUnread).
				if least, lwhy := p.toughnessLeast(); lwhy == "" && least > 0 {
					t, why = least, ""
				}
			}
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
		if why := lostUnread(p); why != "" {
			return why
		}
		if why := w.lostLasting(k, reads, p); why != "" {
			return why
		}
		for _, a := range p.abilities {
			if a.ModeOf != nil && k.kind == askActivate {
				// A mode does what it does only as its ability resolves;
				// whether that ability can be activated for it is the
				// ability's question (canActivate reads its modes).
				continue
			}
			v := w.classify(k, reads, p, a)
			if v == cannotBear || v == modelled && a.Understood && a.Unsure == "" {
				continue
			}
			if (k.kind == askPay || k.kind == askMana) && (a.Kind == KindMana || a.Kind == KindActivated) && (w.idleNow(p, a) || w.unaffordable(k, p, a)) && (a.Kind != KindActivated || !w.earlierActivationBears(k, reads, p, a)) {
				// A tapped Doubling Cube: it can't be activated now. Nor
				// can one beside two Forests, which make less than its
				// {3}. What it did in an earlier turn may still apply,
				// whether or not it can be activated now.
				continue
			}
			if (k.kind == askPay || k.kind == askMana) && !a.Understood && w.exileIdle(p, a, k.spellCard) {
				// Food Chain with no creature to exile, or whose mana
				// can't pay for the spell (usesOf says so).
				continue
			}
			if (k.kind == askPay || k.kind == askMana) && p.Controller == k.player && w.exileOutletRead(p, a, k.spellCard) {
				// Food Chain read as an outlet that exiles (sacOutletsOf
				// says where it can't be).
				continue
			}
			if a.Kind == KindActivated && a.FromZone != "" && !a.Understood && k.kind != askCould {
				// It functions only in a graveyard, a hand or exile
				// (113.6m), not on the battlefield.
				continue
			}
			has := p.name + " has \u201c" + a.Text + "\u201d"
			if a.Source != "" && a.Kind != KindIntrinsic {
				has = p.name + " has \u201c" + a.Text + "\u201d from " + a.Source
			}
			switch {
			case v == cannotBear:
				continue
			case v == bears && (k.kind == askUpkeep || k.ahead == StepUntap || k.ahead == StepUpkeep) && delayedToNextUpkeep(p.name, a):
				when := "this upkeep"
				if k.kind == askLands {
					when = "this turn's upkeep, before its first main phase,"
				}
				return fmt.Sprintf("%s ability \u201c%s\u201d makes a delayed triggered ability for the beginning of a later upkeep as it resolves; if it resolved since the last upkeep, that one triggers at the beginning of %s too (CR 603.7, 603.7a), and the board does not record when it did", Possessive(p.name), a.Text, when)
			case v == bears && k.kind == askLands && a.Kind == KindTriggered && reSacrificeUnless.MatchString(withoutReminders(effectText(a))) && w.sacrificeUnlessLeaver(k, reads, p, a) != nil:
				// Ghirapur Orrery given "sacrifice this artifact unless
				// you pay {2}" by Energy Flux, before the main phase.
				q := w.sacrificeUnlessLeaver(k, reads, p, a)
				return fmt.Sprintf("%s, which may trigger in the upkeep, before the turn's first main phase, and take %s off the battlefield, which may change the land plays counted here; whether it does depends on what %s and can pay as it resolves, which the engine does not work out (CR 503.1a, 603.2, 305.2)", has, q.name, PlayerDoes(p.Controller, "chooses"))
			case v == bears && w.upkeepLaterMayTrigger(k, p, a):
				return w.upkeepLaterWhy(k, p, a)
			case v == bears && w.stepEffectLingers(k, p, a) != "":
				return w.stepEffectLingers(k, p, a)
			case v == bears && w.attackEffectLingers(k, p, a):
				return fmt.Sprintf("%s trigger on attacking or blocking (\u201c%s\u201d) may have resolved in this turn's combat, and what it did lasts this turn (CR 611.2a)", Possessive(p.name), a.Text)
			case a.Unsure != "":
				return a.Unsure
			case v == bears && k.kind == askUpkeep && w.respondsToHand(k, p, a):
				if w.followedResponse(k, p, a) {
					// The upkeep follows it (upkeepQuestion).
					continue
				}
				from := ""
				if a.Source != "" {
					from = " from " + a.Source
				}
				read, waiting, readRule := "whether that trigger's intervening \u201cif\u201d holds", k.handIf, "603.4"
				if k.handIf == "" {
					read, waiting, readRule = "the number of cards in hand that trigger counts", k.handCount, "608.2h"
				}
				if m := k.respond; m != nil && m.gate == 2 && w.cantActivateNow(k, p, a) {
					if first := w.manaActsStopper(k); first != "" {
						if first == Possessive(p.name)+" \u201c"+a.Text+"\u201d changes that" {
							// A mana ability whose other effect the gate
							// does not follow (Astrolabe's delayed draw).
							first = "this ability itself, a mana ability (CR 605.1a) that does more than add mana, changes that"
							if a.Kind != KindMana {
								first = "this ability itself, activated first, changes that"
							}
						}
						// It can't be activated as the upkeep begins, and
						// that is read to hold only where nothing but mana
						// abilities can act first (cantRespond).
						return fmt.Sprintf("%s ability \u201c%s\u201d%s can't be activated as the upkeep begins, but the engine reads that it stays so while %s trigger waits on the stack only where nothing but mana abilities can act first, as players get priority in the upkeep, and it does not rule out that %s; activated then, a card it draws, discards or returns to a hand would change %s as it resolves (CR 117.3b, 602.2b, %s)", Possessive(p.name), a.Text, from, Possessive(waiting), first, read, readRule)
					}
				}
				can := "can be activated"
				if !a.Understood && strings.HasPrefix(a.Why, "the cost ") {
					// Whether a cost the engine does not read can be
					// paid is not known: the ability may be activated.
					can = "may be activated (" + a.Why + ", so whether it can be paid is not known)"
				} else if abilityCostsChange(w) {
					// Suppression Field's "Activated abilities cost {2}
					// more": a cost of {T} alone may then not be paid.
					can = "may be activated (an effect on the board may change what it costs, so whether it can be paid is not known)"
				} else if a.Cost.Mana != "" && costsChange(w) {
					// Eye of Ugin's "Colorless Eldrazi spells you cast
					// cost {2} less": the pay solver then does not
					// read whether its mana can be paid (manaUnpayable).
					can = "may be activated (an effect on the board may change what spells or abilities cost, so whether its mana can be paid is not known)"
				}
				tail := "the engine does not work out players acting in the upkeep"
				if q, x := w.followStopper(k, p, a); q != nil && k.handIf != "" && k.handCount == "" && responseShape(p, a) != nil {
					// The upkeep would follow it (followedResponse) but
					// for what q may do meanwhile.
					name := q.name
					if q != p && q.name == p.name {
						// A second Clue beside the first.
						name = "another " + q.name
					}
					of := name + ", whose abilities any player may activate,"
					if x != nil {
						of = Possessive(name) + " \u201c" + x.Text + "\u201d"
					}
					tail = "the engine follows such an ability only where nothing else on the board can act or trigger meanwhile, and it does not rule out that " + of + " acts or triggers then"
				}
				moves := "a card it draws, discards or returns to a hand"
				if reUnseenEnters.MatchString(strings.ToLower(a.Text)) {
					// Order of Whiteclay: the card is not known.
					moves = "the card it puts onto the battlefield, which the board does not show, may have an ability that draws as it enters, and a card drawn"
				}
				return fmt.Sprintf("%s ability \u201c%s\u201d%s %s while %s trigger waits on the stack, as players get priority in the upkeep, and %s changes %s as it resolves (CR 117.3b, %s); %s", Possessive(p.name), a.Text, from, can, Possessive(waiting), moves, read, readRule, tail)
			case v == bears && k.kind == askUpkeep && w.responseTrigger(k, p, a):
				read := "whether that trigger's intervening \u201cif\u201d holds"
				waiting := k.handIf
				if k.handIf == "" {
					read, waiting = "the number of cards in hand that trigger counts", k.handCount
				}
				changes := "a card it draws, discards or returns to a hand changes " + read + " as it resolves (CR 117.3b, 603.3b, 603.4)"
				if w.responseChange(k, p, a) == "outcome" {
					changes = "what it does (a draw, damage, a life total changed, an ability copied) changes the outcomes of that activation (CR 117.3b, 603.2, 603.3b)"
				}
				return fmt.Sprintf("%s has \u201c%s\u201d, which may trigger on what a player does while %s trigger waits on the stack, as players get priority in the upkeep (an ability activated, a permanent sacrificed), and resolve first, and %s; the engine does not work out players acting in the upkeep", p.name, a.Text, Possessive(waiting), changes)
			case v == bears && a.Understood && k.kind == askUpkeep && hasEcho(a):
				return fmt.Sprintf("%s has echo, which triggers in its controller's upkeep only if it came under their control since the beginning of their last upkeep (CR 702.30a), and the board does not record when it did", p.name)
			case v == bears && a.Understood && a.Kind == KindActivated && a.Cost.Loyalty && addsManaItself(a) && (k.kind == askPay || k.kind == askMana) && !w.loyaltyLegal(p, a).ok && !containsFoldASCII(a.Text, "emblem"):
				// Chandra, Torch of Defiance's "[+1]: Add {R}{R}." in
				// the end step, or on another player's turn: a loyalty
				// ability is activated only in a main phase of its
				// controller's turn (606.3), and Koth's −2 only with two
				// loyalty counters (606.6), so it adds nothing now; the
				// mana it added before is gone (500.4), but an emblem
				// made before is not on the board (Liliana of the Dark
				// Realms' −6).
				continue
			case v == bears && a.Understood && a.Kind == KindActivated && (a.NotManaAbility != "" || a.Cost.Loyalty) && addsManaItself(a) && (k.kind == askPay || k.kind == askMana || k.kind == askCould):
				// Chromatic Sphere, Millikin, a loyalty ability that
				// adds mana: not a mana ability (605.1a).
				not := a.NotManaAbility
				if not == "" {
					not = "it is a loyalty ability"
				}
				if k.kind == askCould && p == k.target && a.ResolvesMana != nil {
					// The mana it adds as it resolves is what its
					// permanent could produce (couldProduceQuestion).
					continue
				}
				if k.kind == askCould {
					return fmt.Sprintf("%s, which adds mana but is not a mana ability (%s; CR 605.1a), and the engine does not work out what such an ability could produce (CR 106.7)", has, not)
				}
				return fmt.Sprintf("%s, which adds mana but is not a mana ability (%s; CR 605.1a): it uses the stack and adds its mana as it resolves, and the engine counts only the mana of mana abilities", has, not)
			case v == bears && !a.Understood && a.Kind == KindTriggered && w.lastingLossBears(k, p, a):
				return has + ": resolved in an earlier turn, what it took away still is gone (CR 611.2a), and the board does not say whether it did"
			case v == bears && w.lastingCopy(p, a):
				// Its ability, activated or resolved in an earlier turn,
				// may have made a permanent a copy of another object,
				// which it still is, with that object's name and
				// abilities; the board names each permanent by its own
				// card.
				if n := normalize(p.Card, a.Text); reThisBecomesCopy.MatchString(n) {
					return p.name + " may still be a copy of another object, made in an earlier turn (CR 707.2, 611.2a)"
				}
				return "a permanent may still be a copy of another object, made by " + Possessive(p.name) + " ability in an earlier turn (CR 707.2, 611.2a)"
			case v == bears && k.kind == askActivate && a.Kind == KindActivated && p == k.target && tapStopsAll(k):
				// Xathrid Gorgon tapped, asked about its {T} ability:
				// none of its own can be activated now, and what one
				// did in an earlier turn can't untap it.
				continue
			case v == bears && a.Understood && k.kind == askActivate && a.Kind == KindActivated && (p == k.target && w.stoppedItself(p, a) || p != k.target && w.earlierActivationBears(k, reads, p, a)):
				// Memnarch beside Null Rod, Mu Yanling's "-5/-0" beside
				// formidable, Xathrid Gorgon's own petrification.
				return has + ": activated in an earlier turn, what it did may still apply (CR 611.2a), and it could change whether the ability asked about can be activated; the board does not say whether it was"
			case v == bears && a.While != nil && a.While.Turn != "" && k.kind == askUpkeep && !w.b.activeTeam(k.player):
				return fmt.Sprintf("%s, which applies only as long as %s, and the board is of another player's turn than the upkeep asked about, which the engine does not follow for it (CR 611.3a)", has, a.While.Text)
			case v == bears && a.While != nil && a.While.Counter != "" && countersMayChange(k):
				return fmt.Sprintf("%s, which applies only while it has %s counter on it, and counters may be put on or removed from permanents here, which the engine does not follow for it (CR 122.1, 611.3a)", has, article(a.While.Counter))
			case v == bears && a.Understood:
				return has + ", which the engine does not model for this question, and it could change the answer"
			case !a.Understood && v == modelled && a.Kind == KindTriggered && a.ResolvesMana != nil && k.manaQuestion():
				// What it adds as it resolves is read as mana its
				// permanent could produce (couldProduce); what else it
				// does can't happen in the question (classify).
				continue
			case !a.Understood && k.kind == askCould && p == k.target && a.ResolvesMana != nil && a.Kind == KindActivated && a.Source == "":
				// Only its cost is not understood, and what it would
				// add, costs ignored, is what its permanent could
				// produce (couldProduceQuestion).
				continue
			case !a.Understood && (k.kind == askActivate || k.kind == askTap) && p == k.target && (a.Kind == KindActivated || a.Kind == KindMana) && w.idleUnreadOK(p, a):
				// Its cost has {T}, which can't be paid now whatever
				// else it asks: the question says so (idleUnread).
				continue
			case !a.Understood:
				why := a.Why
				if why == "" {
					why = "it is not understood"
				}
				if p == k.target && a.Source == "" {
					return fmt.Sprintf("%s ability \u201c%s\u201d is not understood (%s)", Possessive(p.name), a.Text, why)
				}
				return fmt.Sprintf("%s, which the engine does not understand (%s), and it could change the answer", has, why)
			}
		}
	}
	return ""
}

// handReadAfterDraw names a mana ability of the player asked about whose
// cost takes a card from their hand (Bog Witch's "Discard a card",
// Cadaverous Bloom's "Exile a card from your hand") where drawer (a
// permanent's ability) may make them draw a card as mana is made: the
// card drawn may pay that cost, and the engine counts only the cards the
// board says are in the hand. "" when there is none, or nothing draws.
func (w *world) handReadAfterDraw(k asking, drawer string) string {
	if drawer == "" {
		return ""
	}
	for _, p := range w.perms {
		if p.Controller != k.player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind == KindMana && a.Mana != nil && a.Mana.Count != nil && a.Mana.Count.Revealed != "" {
				return fmt.Sprintf("%s: %s may draw a card before the cost is paid, while the mana stays in the pool (CR 106.4), and %s ability \u201c%s\u201d adds mana for each card of a kind revealed from that hand; the engine does not know what card is drawn", drawer, PlayerName(k.player), Possessive(p.name), a.Text)
			}
			if a.Kind == KindMana && (a.Cost.Discard > 0 || a.Cost.ExileFromHand > 0) {
				return fmt.Sprintf("%s: %s may draw a card before the cost is paid, while the mana stays in the pool (CR 106.4), and %s ability \u201c%s\u201d takes a card from that hand as its cost; the engine counts only the cards the board says are in it", drawer, PlayerName(k.player), Possessive(p.name), a.Text)
			}
		}
	}
	return ""
}

// colorsUnread names a permanent whose colors a mana ability the question
// reads counts (Meteor Crater, Mox Amber, Bloom Tender) and the engine
// cannot tell (colorsUnsure), "" when there is none. A color-setting
// effect (Celestial Dawn) would settle them; it is not looked for.
func (w *world) colorsUnread(reads permSet) string {
	for _, p := range w.perms {
		if !reads.has(p) {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Kind != ManaPermColor && a.Mana.Kind != ManaEachColor {
				continue
			}
			for _, q := range w.perms {
				if q.Controller != p.Controller || !q.colorsUnsure() {
					continue
				}
				if a.Mana.Legends && !q.is("Planeswalker") && !(q.is("Creature") && q.hasSuper("Legendary")) {
					continue
				}
				return fmt.Sprintf("%s reads the colors of the permanents its controller controls, and %s", Possessive(p.name)+" ability", q.colorsUnsureWhy())
			}
		}
	}
	return ""
}

// devotionUnread says why an answer stops where an ability reads a
// player's devotion (CR 700.5) and that player controls an inline card
// other than a land, which is written without a mana cost; "" when none
// does.
func (w *world) devotionUnread() string {
	for _, q := range w.perms {
		if !q.Card.Inline || q.is("Land") && !q.is("Creature") {
			continue
		}
		for _, p := range w.perms {
			for _, a := range p.abilities {
				if !reDevotion.MatchString(a.Text) || q.Controller != p.Controller && !strings.Contains(strings.ToLower(a.Text), "each player") {
					continue
				}
				return fmt.Sprintf("%s ability \u201c%s\u201d reads devotion, the mana symbols in the mana costs of permanents (CR 700.5), and %s is an inline card, which the board writes without a mana cost", Possessive(p.name), a.Text, q.name)
			}
		}
	}
	return ""
}

// reDevotion finds an ability that reads devotion.
var reDevotion = regexp.MustCompile(`(?i)\bdevotion\b`)

// hasEcho reports whether a keyword ability is echo (702.30a).
func hasEcho(a *Ability) bool {
	for _, kw := range a.Keywords {
		if strings.HasPrefix(kw, "echo ") || strings.HasPrefix(kw, "echo-") || strings.HasPrefix(kw, "echo—") {
			return true
		}
	}
	return false
}

// powerUnread says why the engine cannot compute a power that a mana
// ability the question reads counts, "" when it can: the power of its own
// permanent where it adds mana equal to it (Marwyn, the Nurturer), and of
// every creature its controller controls where it counts the greatest
// power among them (Selvala, Heart of the Wilds). A power is its printed
// power, the effects of layer 7 the engine reads and its counters
// (613.4), with no text the engine does not read that could change it.
func (w *world) powerUnread(reads permSet) string {
	for _, p := range w.perms {
		if !reads.has(p) {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Count == nil {
				continue
			}
			what := ""
			switch c := a.Mana.Count; {
			case c.Power:
				if why := w.powerNowUnread(p); why != "" {
					return why
				}
				what = "its power"
			case c.GreatestPower:
				for _, q := range w.perms {
					if q.Controller != p.Controller || !q.is("Creature") {
						continue
					}
					if why := w.powerNowUnread(q); why != "" {
						return why
					}
				}
				what = "the greatest power among the creatures its controller controls"
			default:
				continue
			}
			if u := w.couldChangeToughness(); u != "" {
				return Possessive(p.name) + " ability adds mana equal to " + what + ", and " + strings.Replace(u, "as it bears on toughness", "as it bears on power and toughness", 1)
			}
		}
	}
	return ""
}

// powerNowUnread says why the engine cannot compute q's power after layer
// 7 from q alone (a power it does not compute, two effects that set it),
// "" when it can; couldChangeToughness names the text elsewhere that
// could change it.
func (w *world) powerNowUnread(q *perm) string {
	if _, _, why := q.powers(); why != "" {
		return why
	}
	if q.ptManaValue && q.ptSet != nil {
		return "two effects set " + Possessive(q.name) + " power, and which applies last depends on their timestamps, which the board does not record"
	}
	return ""
}

// effectCounters are the kinds of counter that an effect of another card,
// which the board does not record, reads on the permanent it put them on:
// a land with a flood counter is an Island (Quicksilver Fountain,
// Aquitect's Will), with a mire counter a Swamp (Cyclopean Tomb), with an
// awakening counter an 8/8 creature (Liege of the Tangle); a land with a
// blaze counter has an upkeep trigger (Obsidian Fireheart), a creature
// with a feather counter is 3/1 with flying (Aven Mimeomancer). Such an
// effect lasts "for as long as" the counter stays (CR 611.2b), even
// after its source has left.
var effectCounters = map[string]string{
	"flood":     "is an Island for as long as it has it (Quicksilver Fountain, Aquitect's Will)",
	"mire":      "is a Swamp for as long as it has it (Cyclopean Tomb)",
	"awakening": "is an 8/8 Elemental creature for as long as it has it (Liege of the Tangle)",
	"blaze":     "has \u201cAt the beginning of your upkeep, this land deals 1 damage to you\u201d for as long as it has it (Obsidian Fireheart)",
	"feather":   "has base power and toughness 3/1 and flying for as long as it has it (Aven Mimeomancer)",
	// A creature given a counter and an ability with it, which lasts
	// though the ability's source has left (611.2a).
	"matrix":       "may have \u201cRemove a matrix counter from this creature: Regenerate this creature.\u201d (Life Matrix)",
	"paralyzation": "may have \u201c{4}: Remove a paralyzation counter from this creature.\u201d and not untap for as long as it has one (Dread Wight)",
	"fungus":       "may have \u201cAt the beginning of your upkeep, remove a fungus counter from this creature.\u201d and not untap for as long as it has one (Mindbender Spores)",
	"glyph":        "may have \u201cAt the beginning of your upkeep, remove a glyph counter from this creature.\u201d and not untap for as long as it has one (Glyph of Delusion)",
	"music":        "may have \u201cAt the beginning of your upkeep, destroy this creature unless you pay {1} for each music counter on it.\u201d (Musician)",
	// Xathrid Gorgon's effect does not depend on the counter, and lasts
	// with no end (its ruling of 2012-07-01).
	"petrification": "may have defender, be a colorless artifact in addition to its other types, and have activated abilities that can't be activated, even after the counter is removed (Xathrid Gorgon)",
}

// creatureCounters are the kinds of effectCounters that an effect puts on
// creatures; the others it puts on lands.
var creatureCounters = map[string]bool{"feather": true, "matrix": true, "paralyzation": true, "fungus": true, "glyph": true, "music": true, "petrification": true}

// effectCounter says why a permanent's counters stop every question: a
// counter of a kind in effectCounters, or a hone counter on an attached
// Equipment; "" when it has none.
func effectCounter(p *perm) string {
	for _, c := range p.Counters {
		if c.Kind == "hone" && c.N > 0 && p.hasSub("Equipment") && p.attached >= 0 {
			return fmt.Sprintf("%s has a hone counter on it, and a hone counter on an Equipment gives +1/+0 to the creature it is attached to (CR 122.1j), which the engine does not model", p.name)
		}
		// Those effects put flood, mire, awakening and blaze counters on
		// lands and feather counters on creatures; on another permanent
		// (Bounty of the Luxa's own flood counters) they mean nothing.
		if c.Kind == "feather" && !p.is("Creature") || !creatureCounters[c.Kind] && !p.is("Land") {
			// A granted ability lasts on what is no longer a creature
			// (Mishra's Factory with fungus counters, 611.2c); the
			// feather's 3/1 is a creature's.
			continue
		}
		if what, ok := effectCounters[c.Kind]; ok && c.N > 0 {
			noun := "land"
			if creatureCounters[c.Kind] {
				noun = "creature"
				if !p.is("Creature") {
					noun = "permanent"
				}
			}
			return fmt.Sprintf("%s has %s counter on it: a %s with one %s (CR 122.1, 611.2a, 611.2b), and the engine does not model that effect", p.name, article(c.Kind), noun, what)
		}
	}
	return ""
}

// reGivesHaste: a triggered ability's effect that gives haste.
var reGivesHaste = regexp.MustCompile(`(?i)\bhaste\b`)

// hasteThisTurn names a triggered ability that may already have given
// haste, this turn, to a creature with summoning sickness whose {T} or
// {Q} ability the question may use: an ability that triggers on its own
// permanent entering, which entered this turn (Goblin Bushwhacker), or on
// another permanent entering, where one entered this turn (Ogre
// Battledriver). Its effect lasts until end of turn (CR 611.2a), and the
// board does not record whether it applies. "" when there is none, or no
// question of tap, activate, pay or mana.
func (w *world) hasteThisTurn(k asking) string {
	switch k.kind {
	case askTap, askActivate, askPay, askMana:
	default:
		return ""
	}
	var sick *perm
	entered := false
	for _, q := range w.perms {
		entered = entered || q.Sick
		if sick != nil || !q.Sick || q.haste || q.asHaste != "" || !q.is("Creature") {
			continue
		}
		switch k.kind {
		case askTap, askActivate:
			if q != k.target {
				continue
			}
		default:
			if q.Controller != k.player || !tapsForMana(q) {
				continue
			}
		}
		sick = q
	}
	if sick == nil {
		return ""
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindTriggered || a.Trigger == nil || !reGivesHaste.MatchString(a.Text) {
				continue
			}
			evs := eventsOf(a)
			if hasEvent(evs, EventEntersSelf) && p.Sick || hasEvent(evs, EventEnters) && entered {
				return fmt.Sprintf("%s has \u201c%s\u201d, which may have given %s haste this turn, until end of turn (CR 702.10c, 611.2a); the board does not say whether it did (write \u201c%s (sick, haste)\u201d if so)", p.name, a.Text, sick.name, sick.name)
			}
		}
	}
	return ""
}

// tapsForMana reports whether p has a mana ability with {T} or {Q} in its
// cost, which summoning sickness stops (CR 302.6).
func tapsForMana(p *perm) bool {
	for _, a := range p.abilities {
		if a.Kind == KindMana && (a.Cost.Tap || a.Cost.Untap) {
			return true
		}
	}
	return false
}

// mayTriggerInUpkeepOf reports whether p's upkeep trigger t may trigger in
// the upkeep of player (their team's, in Two-Headed Giant): false only for
// "your upkeep" of another side's player and "each opponent's upkeep" of
// the controller's own side (CR 503.1a).
func (w *world) mayTriggerInUpkeepOf(p *perm, t *TriggerSpec, player string) bool {
	side := !w.b.opponents(p.Controller, player)
	switch t.Whose {
	case "you":
		return side
	case "each opponent":
		return !side
	}
	return true
}

// tapStopsAll reports whether the permanent an activate question asks
// about is tapped and each ability asked about has {T} in its cost: none
// can be activated (CR 107.5), whatever an ability activated in an
// earlier turn still does to it (Xathrid Gorgon's petrification).
func tapStopsAll(k asking) bool {
	p := k.target
	if p == nil || !p.Tapped {
		return false
	}
	if k.ability != nil {
		return k.ability.Cost.Tap
	}
	n := 0
	for _, a := range p.abilities {
		if a.Kind == KindActivated || a.Kind == KindMana {
			if !a.Cost.Tap {
				return false
			}
			n++
		}
	}
	return n > 0
}
