package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// legality is whether an ability can be activated now, and why not.
type legality struct {
	ok  bool
	why string
	// short is why, short enough for a headline; "" when why is.
	short   string
	rules   []string
	rulings []rulingRef
	unknown string
	// perTurn: the only thing unknown is whether an "Activate only once
	// each turn" ability was already activated this turn (unknown says
	// so); a question of one activation takes it as not.
	perTurn bool
	// few: it needs several different targets, and some but too few,
	// or none, can be them (CR 115.3).
	few bool
	// note, with noteRules, says what a "yes" rests on beyond the
	// ability's own costs and restrictions: a tapped target there is only
	// once another permanent is tapped for mana first.
	note      string
	noteRules []string
	// tapFirstUnknown is why the answer is not known where that note
	// can't be relied on (two targets).
	tapFirstUnknown string
}

// untapSickRuling is a fragment of Pili-Pala's and Order of Whiteclay's
// ruling of 2008-05-01 on a {Q} ability of a creature not controlled
// since its controller's most recent turn began (CR 302.6).
const untapSickRuling = "been under your control since your most recent turn began"

// counterlessRuling is a fragment of an official ruling that a permanent
// whose last counter was removed otherwise can't activate the ability
// that removes one (Gemstone Mine's of 2022-12-08).
const counterlessRuling = "its ability can't be activated"

// canActivate checks an activated ability's costs and restrictions against
// the board (CR 602.2, 107.5, 107.6, 302.6, 702.10).
func (w *world) canActivate(p *perm, a *Ability) legality {
	if a.Cost.FromHand || a.FromZone != "" {
		// It works only in another zone (113.6m), whatever stops the
		// abilities of permanents.
		return w.activationChecks(p, a)
	}
	if l, stopped := prohibited(p, a); stopped {
		return l
	}
	rule, permits := unreadActivationRule(a)
	if permits {
		// It may let the ability be activated where the rules would not
		// (602.1b): no "no" stands.
		return legality{ok: true, unknown: fmt.Sprintf("%s ability says \u201c%s\u201d, a rule on activating it the engine does not read (CR 602.1b)", Possessive(p.name), rule)}
	}
	l := w.canActivateRead(p, a)
	if l.ok && l.unknown == "" && len(a.Modes) > 0 {
		// A modal ability is activated for modes that can be chosen:
		// each with a target needs a legal one (700.2a, 601.2c), which
		// the engine reads only where a mode takes no target and one
		// mode is chosen.
		free := slices.ContainsFunc(a.Modes, func(m *Ability) bool { return !strings.Contains(strings.ToLower(m.Text), "target") })
		if !free || !strings.Contains(strings.ToLower(a.Text), "choose one") {
			return legality{ok: true, unknown: fmt.Sprintf("%s ability \u201c%s\u201d is activated only for modes that can be chosen, each with a legal target where it has one, and the engine does not read its modes' targets (CR 700.2a, 601.2c)", Possessive(p.name), a.Text)}
		}
	}
	if l.ok && l.unknown == "" && rule != "" {
		// A restriction or an additional cost only adds to what
		// activating it takes: a "no" stands, a "yes" does not.
		return legality{ok: true, unknown: fmt.Sprintf("%s ability says \u201c%s\u201d, a rule on activating it the engine does not read (CR 602.1b, 602.5)", Possessive(p.name), rule)}
	}
	return l
}

// reActivationWords is text that speaks of activating an ability or of
// its costs; reActivationRule a sentence that is a rule of activating it
// ("Activate …", "This ability can …", "As an additional cost to
// activate …"), not an effect that counts activations ("If this ability
// has been activated four or more times this turn") or spends mana;
// rePermitsActivation one that may allow what the rules would not.
var (
	reActivationWords = regexp.MustCompile(`(?i)\bactivat|\badditional cost\b|\bthis ability\b`)
	// reAbilityCostChange: "This ability costs {1} less to activate for
	// each …": the mana of a cost activate takes as payable (602.2).
	reAbilityCostChange = regexp.MustCompile(`(?i)^this ability costs \{[0-9X]+\} (?:more|less) to activate\b`)
	reActivationRule    = regexp.MustCompile(`(?i)^(?:activate\b|only\b[^.]*\bmay activate\b|as an additional cost to activate\b|you may activate\b|(?:this|that|the) abilit(?:y|ies)\b[^.]*\b(?:can|may|must)\b|it can(?:'t|not| not)? (?:only )?be activated\b)|\bactivate only\b|\bactivate this ability\b|\bthis ability\b[^.]*\b(?:only|can|may|must|costs?)\b|\bto activate\b|\bactivating this\b|\b(?:play|use) this ability\b`)
	rePermitsActivation = regexp.MustCompile(`(?i)\bmay activate\b|\bas though\b|\bcan be activated\b[^.]*\b(?:any time|as though|instant)`)
	reAnyPlayerActivate = regexp.MustCompile(`(?i)^any player may activate this ability\.?$`)
	reAnyPlayerAnywhere = regexp.MustCompile(`(?i)\s*\bany player may activate this ability\.?`)
	// reFewTimesEachTurn: "Activate this ability no more than twice each
	// turn." The board records no activation this turn (602.5b), so the
	// first is allowed, as for "Activate only once each turn".
	reFewTimesEachTurn = regexp.MustCompile(`^Activate (?:this ability )?no more than (?:once|twice|(?:two|three|four) times) each turn\.$`)
)

// unreadActivationRule is a sentence of a's text, besides its cost and
// the restriction the engine reads (a.Restriction), that speaks of
// activating it, a rule of its activation (CR 602.1b, 602.5): "This
// ability can only be activated during your turn.", "As an additional
// cost to activate this ability, pay 3 life.", a lower-case "activate
// only …"; "" for none. permits: it may let the ability be activated
// where the rules would not ("You may activate this ability as though
// this creature had haste."). Who may activate it is read apart
// (onlyOthersActivate, anyPlayerMay).
func unreadActivationRule(a *Ability) (sentence string, permits bool) {
	if a.Kind != KindActivated {
		// A mana ability's every sentence is read as it is compiled.
		return "", false
	}
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok || !reActivationWords.MatchString(effect) {
		return "", false
	}
	// The riders compiling reads (a.Restriction) end the text, in the
	// words of now; what is left is not read.
	effect = strings.TrimSpace(withoutQuoted(withoutReminders(eraReplacer.Replace(effect))))
	effect = reAnyPlayerAnywhere.ReplaceAllString(effect, ".")
	for _, re := range []*regexp.Regexp{reNoMoreThan, reAnyPlayerOnly, reActivateOnly} {
		if m := re.FindStringIndex(effect); m != nil {
			effect = strings.TrimSpace(effect[:m[0]])
		}
	}
	for _, s := range strings.SplitAfter(effect, ".") {
		s = strings.TrimSpace(s)
		if s == "" || !reActivationRule.MatchString(s) || reAnyPlayerActivate.MatchString(s) || onlyOthersActivate(s) || reFewTimesEachTurn.MatchString(s) || strings.HasPrefix(s, "Spend ") || strings.HasPrefix(s, "If ") || reAbilityCostChange.MatchString(s) {
			continue
		}
		return s, rePermitsActivation.MatchString(s)
	}
	return "", false
}

// canActivateRead is canActivate for what the engine reads of a.
func (w *world) canActivateRead(p *perm, a *Ability) legality {
	b := w.b
	if a.Cost.Tap && a.Cost.Untap {
		// Snow Mercy's "{T}, {Q}, {T}, {Q}, {T}": the parts of a cost are
		// paid in the order its controller chooses, so each {T} and {Q}
		// reads the permanent as the part before left it.
		return legality{ok: true, unknown: fmt.Sprintf("the cost of %s ability \u201c%s\u201d has both {T} and {Q}, which are paid in an order its controller chooses, each reading the permanent as the part paid before left it, and the engine does not work out that order (CR 601.2h, 602.2b, 107.5, 107.6)", Possessive(p.name), a.Text)}
	}
	if a.Cost.Tap && p.Tapped {
		return legality{why: p.name + " is already tapped, and a tapped permanent can't be tapped again to pay a {T} cost", short: p.name + " is already tapped", rules: []string{"107.5"}}
	}
	if a.Cost.Untap && !p.Tapped {
		if how := w.tappableFirst(p); how != "" {
			return legality{ok: true, unknown: fmt.Sprintf("%s is untapped, so the {Q} in the cost of %s ability “%s” can't be paid as the board stands, but %s could first be tapped %s, and it is then tapped at once; the engine does not work that out (CR 107.6, 605.3a, 117.3c)", p.name, Possessive(p.name), a.Text, p.name, how)}
		}
		r := legality{why: p.name + " is untapped, and an untapped permanent can't be untapped again to pay a {Q} cost", short: p.name + " is already untapped", rules: []string{"107.6"}}
		if p.name == "Pili-Pala" || p.name == "Order of Whiteclay" {
			r.rulings = []rulingRef{{p.name, "2008-05-01", "already untapped"}}
		}
		return r
	}
	if a.Cost.Untap {
		if why := stunned(p); why != "" {
			return legality{ok: true, unknown: why}
		}
	}
	if (a.Cost.Tap || a.Cost.Untap) && p.is("Creature") && p.Sick && !p.haste && p.asHaste == "" {
		sym := "{T}"
		if a.Cost.Untap {
			sym = "{Q}"
		}
		r := legality{why: p.name + " is a creature its controller has not controlled continuously since their most recent turn began, it has no haste, and the ability has " + sym + " in its cost", short: p.name + " has summoning sickness (no haste), and the ability has " + sym + " in its cost", rules: []string{"302.6", "702.10c"}}
		if a.Cost.Untap && (p.name == "Pili-Pala" || p.name == "Order of Whiteclay") {
			r.rulings = []rulingRef{{p.name, "2008-05-01", untapSickRuling}}
		}
		return r
	}
	if a.Cost.RemoveCounters > 0 && p.counters(a.Cost.RemoveKind) < a.Cost.RemoveCounters {
		l := legality{why: fmt.Sprintf("the cost removes %s from %s, and it has %d", plural(a.Cost.RemoveCounters, a.Cost.RemoveKind+" counter"), p.name, p.counters(a.Cost.RemoveKind)), rules: []string{"118.3", "602.2b"}}
		for _, cr := range rulingsAbout(p.Card.Name, counterlessRuling) {
			// Gemstone Mine's: its last counter removed otherwise, it
			// stays, and its ability can't be activated.
			l.rulings = append(l.rulings, rulingRef{cr.Card, cr.Date, counterlessRuling})
		}
		return l
	}
	if onlyOthersActivate(a.Text) {
		// 602.2's exception the other way: not its controller, or not
		// only; who may activate it now the engine does not work out.
		return legality{ok: true, unknown: "it says who may activate it (\u201c" + a.Text + "\u201d), and the engine does not work out whether that player can now (CR 602.2)"}
	}
	payer := w.activator(p, a)
	if a.Cost.PayLife > 0 {
		// A player can pay life only while their life total is at least
		// the payment; in Two-Headed Giant, their team's (CR 119.4,
		// 119.4a).
		life, why := payerLife(b, payer, nil, false)
		if why != "" {
			// Two-Headed Giant teammates written with different life
			// totals: the team's is not known.
			return legality{ok: true, unknown: why}
		}
		if life >= 0 && life < a.Cost.PayLife {
			// The total as the board gives it, below 0 too (payerLife
			// gives that as 0).
			if total, given, _ := boardLife(b, payer, nil, false); given {
				life = total
			}
			if b.Format == Format2HG {
				return legality{why: fmt.Sprintf("the cost pays %d life and %s team has %d", a.Cost.PayLife, PlayerPossessive(payer), life), rules: []string{"118.3", "119.4a", "810.9a", "602.2b"}}
			}
			return legality{why: fmt.Sprintf("the cost pays %d life and %s %d", a.Cost.PayLife, PlayerDoes(payer, "has"), life), rules: []string{"118.3", "119.4", "602.2b"}}
		}
	}
	if l, stop := w.costBanned(p, a); stop {
		// Platinum Emperion, Angel of Jubilation (life_ban.go).
		return l
	}
	if a.Cost.Sacrifice != "" && a.Cost.Sacrifice != "this" {
		n := w.controlCount(payer, a.Cost.Sacrifice)
		if a.Cost.SacrificeOther && p.Controller == payer && isA(p, a.Cost.Sacrifice) {
			// "Sacrifice another creature": not its own (Yahenni).
			n--
		}
		if n <= 0 {
			what, none := article(a.Cost.Sacrifice), "none"
			if a.Cost.SacrificeOther {
				what, none = "another "+a.Cost.Sacrifice, "no other"
			}
			return legality{why: "the cost sacrifices " + what + " and " + PlayerDoes(payer, "controls") + " " + none, rules: []string{"118.3", "602.2b"}}
		}
	}
	if a.Cost.Loyalty {
		if l := w.loyaltyLegal(p, a); !l.ok || l.unknown != "" {
			return l
		}
	}
	r := a.Restriction
	checks := w.activationChecks(p, a)
	if !checks.ok || checks.unknown != "" && !checks.perTurn {
		return checks
	}
	if r.Sorcery {
		if r.AnyPlayer {
			// Any player may activate it as a sorcery: the player asking,
			// in their own main phase.
			if !b.activeTeam(Me) || (b.Step != StepMain1 && b.Step != StepMain2) {
				return legality{why: "any player may activate it, but only as a sorcery: in that player's own main phase, with an empty stack, and it is not your main phase", short: "any player may activate it, but only as a sorcery, in their own main phase", rules: []string{"602.5d"}}
			}
		} else if b.activeTeam(p.Controller) == false || (b.Step != StepMain1 && b.Step != StepMain2) {
			return legality{why: "it can be activated only as a sorcery: in its controller's main phase, with an empty stack", rules: sorceryRules(a)}
		}
	}
	if r.Step != "" {
		in, ok := restrictionSteps[r.Step]
		if !ok {
			return legality{ok: true, unknown: "it can be activated only during the " + r.Step + " step, a step the engine does not place in the board's steps"}
		}
		if b.Step != in {
			return legality{why: "it can be activated only during the " + r.Step + " step, and the board is in the " + stepWords(b.Step), short: "it can be activated only during the " + r.Step + " step, not in the " + stepWords(b.Step), rules: []string{"602.1b", "602.5", "602.5b"}}
		}
		if in == StepCombat {
			if l := w.targetsAvailable(p, a); !l.ok && l.unknown == "" && w.speakerOf(nil, "become") == nil {
				// No legal target in any step of combat (the board
				// holds no creature, and no text that may have made a
				// permanent one, a land that attacks as a creature
				// until end of turn, Mutavault): whichever step it is,
				// it can't be activated.
				return l
			}
			return legality{ok: true, unknown: "it can be activated only during the " + r.Step + " step; the board says combat, which does not say which step of combat"}
		}
	}
	if b.Step == StepUntap {
		return legality{why: "no player gets priority during the untap step, so no ability can be activated", rules: []string{"502.4"}}
	}
	targets := w.targetsAvailable(p, a)
	if !targets.ok || targets.unknown != "" {
		return targets
	}
	if b.Step == StepCleanup && !w.afterSBA {
		// 514.3: normally no player gets priority in the cleanup step,
		// and no mana is paid there (605.3a); after state-based actions
		// the active player does (514.3a).
		return legality{ok: true, unknown: "in the cleanup step players get priority, and so can activate abilities, only if a state-based action or a trigger happens then (CR 514.3, 514.3a), which the board does not say"}
	}
	checks.note, checks.noteRules = targets.note, targets.noteRules
	return checks
}

// cleanupSBAStep says why abilities can be activated in a cleanup step
// after state-based actions.
const cleanupSBAStep = "State-based actions were performed in the cleanup step, so the active player gets priority, and abilities can be activated"

// cleanupAnswer answers tap or activate in a cleanup step in which no
// player gets priority (CR 514.3, noPriorityInCleanup): nothing can be
// activated. tail follows the permanent's name in the answer, or its
// possessive where tail starts with "abilities".
func cleanupAnswer(b *Board, ref CardRef, r *Ruling, tail string) error {
	target, err := b.Find(ref)
	if err != nil {
		return err
	}
	e := newExplainer()
	explainCleanup(e)
	f := false
	r.Understood, r.Legal = true, &f
	r.Answer = target.Card.Name + tail
	if strings.HasPrefix(tail, "abilities") {
		r.Answer = Possessive(target.Card.Name) + " " + tail
	}
	e.fill(r)
	return nil
}

// oneActivation is a legality for a question of one activation (activate,
// tap): an "Activate only once each turn" ability is taken as not yet
// activated this turn, which the board records nowhere.
func oneActivation(l legality) legality {
	if l.perTurn {
		l.unknown = ""
	}
	return l
}

// restrictionSteps places the step an "Activate only during the … step"
// names among the steps a board is written in (CR 500.1, 506.1).
var restrictionSteps = map[string]Step{
	"upkeep": StepUpkeep, "draw": StepDraw, "end": StepEnd, "cleanup": StepCleanup,
	"beginning of combat": StepCombat, "declare attackers": StepCombat, "declare blockers": StepCombat,
	"combat damage": StepCombat, "end of combat": StepCombat,
}

// activeTeam reports whether it is name's turn (or their team's turn in
// Two-Headed Giant).
func (b *Board) activeTeam(name string) bool {
	if b.Turn == name {
		return true
	}
	if b.Format == Format2HG {
		t := b.teamOf(name)
		return t >= 0 && t == b.teamOf(b.Turn)
	}
	return false
}

// cantNow explains why an ability can't be activated now: what, then the
// reason, with the rules and official rulings it rests on.
func (e *explainer) cantNow(what string, l legality) {
	e.step(what+l.why, l.rules...)
	for _, rr := range l.rulings {
		e.cite(rr.card, rr.date, rr.fragment)
	}
}

// activateQuestion answers /judge activate: whether the ability can be
// activated now, and the mana it makes if it is a mana ability.
// Long: a question's steps run in order, each writing into the ruling
// the step it explains.
func activateQuestion(ctx context.Context, b *Board, ref CardRef, abilityN int, r *Ruling) error {
	if noPriorityInCleanup(ctx, b) {
		return cleanupAnswer(b, ref, r, "abilities can't be activated now: no player gets priority in the cleanup step.")
	}
	if done, err := settleFirst(ctx, b, &ref, r, func(b *Board, ref CardRef, r *Ruling) error {
		return activateQuestion(afterSBA(ctx), b, ref, abilityN, r)
	}); done {
		return err
	}
	target, err := b.Find(ref)
	if err != nil {
		return err
	}
	e := newExplainer()
	set := &outcomeSet{}
	legalAny, saw, mana, lost := false, false, false, false
	// anyone, ownerOnly: an ability asked about says any player may
	// activate it; one does not.
	anyone, ownerOnly := false, false
	// lostBy names an effect that took its abilities (Humility, Blood
	// Sun), "" for none.
	lostBy := ""
	var whyNot []string
	var okText []string
	worlds := buildWorlds(ctx, b)
	if err := noSuchAbility(ctx, b, target, worlds, abilityN); err != nil {
		return err
	}
	legalWorlds := 0
	// heads: what each mana ability's life says in the headline
	// (explainTapLife), nil for one that leaves its controller in the game.
	var heads [][]string
	// dies: what the headline adds where paying an ability's cost leaves
	// its creature with toughness 0 or less (costLeavesDying).
	var dies []string
	// equipsNothing names an Equipment that is a creature, whose equip
	// ability can be activated yet attaches it to nothing (CR 301.5c).
	equipsNothing := ""
	for _, w := range worlds {
		legalHere := false
		w.afterSBA = ctx.Value(settledKey{}) != nil
		w.askerActivates = true
		if w.afterSBA && b.Step == StepCleanup && !hasStep(e.steps, cleanupSBAStep) {
			e.step(cleanupSBAStep, "514.3a")
		}
		e.notes(w.notes)
		p := w.perms[indexOf(b, target)]
		lost = lost || p.lostText
		if p.lostAll || p.lostNonMana {
			lostBy = p.lostAllBy + p.lostNonManaBy
		}
		k := asking{kind: askActivate, target: p, abilityN: abilityN}
		for _, a := range p.abilities {
			if abilityN != 0 && a.Index != abilityN || a.Kind != KindMana && a.Kind != KindActivated || a.ModeOf != nil {
				// A mode is its ability's (700.2a).
				continue
			}
			if abilityN != 0 {
				k.ability = a
			}
			k.mana = k.mana || a.Kind == KindMana || !a.Understood && mayAddMana(a)
			k.costEffects(p, a)
			idle := targetsSomething(a) && w.cantWhateverTargets(p, a)
			k.targets = k.targets || targetsSomething(a) && !targetsRead(a) && !selfTargetable(p, a) && !idle
			if targetsSomething(a) {
				k.targetsLive = k.targetsLive || !idle
				// Its controller is a target for it unless they have
				// shroud (702.18a).
				own, _ := w.playerKeyword(w.activator(p, a), w.activator(p, a))
				k.selfTarget = (!k.targetsAny || k.selfTarget) && controllerTargetable(a) && own == ""
				k.playersOnly = (!k.targetsAny || k.playersOnly) && playersOnlyTargets(a)
				k.targetsAny = true
			}
		}
		if u := w.unknownFor(k); u != "" {
			return notUnderstood(r, e, u)
		}
		for _, a := range p.abilities {
			if abilityN != 0 && a.Index != abilityN || a.ModeOf != nil {
				continue
			}
			if a.Kind != KindMana && a.Kind != KindActivated {
				if abilityN != 0 && !a.Understood && a.Kind == KindUnknown {
					return notUnderstood(r, e, fmt.Sprintf("%s ability %d, \u201c%s\u201d, is not understood (%s)", Possessive(p.name), a.Index, a.Text, a.Why))
				}
				continue
			}
			saw = true
			if anyoneActivates(a) {
				anyone = true
			} else {
				ownerOnly = true
			}
			if !a.Understood {
				if l, idle := w.idleUnread(p, a); idle {
					// Grim Lavamancer tapped: its cost has {T}, which
					// can't be paid, whatever the rest of it asks.
					e.cantNow("\u201c"+a.Text+"\u201d can't be activated now: ", l)
					whyNot = append(whyNot, l.headline())
					continue
				}
				return notUnderstood(r, e, fmt.Sprintf("%s ability \u201c%s\u201d is not understood (%s)", Possessive(p.name), a.Text, a.Why))
			}
			l := oneActivation(w.canActivate(p, a))
			if l.unknown != "" {
				return notUnderstood(r, e, l.unknown)
			}
			if !l.ok {
				e.cantNow("\u201c"+a.Text+"\u201d can't be activated now: ", l)
				whyNot = append(whyNot, l.headline())
				continue
			}
			legalAny, legalHere = true, true
			okText = append(okText, a.Text)
			e.step(w.activationReason(p, a), w.activationRules(p, a)...)
			if l.note != "" {
				e.step(l.note, l.noteRules...)
			}
			if step, head := w.costLeavesDying(p, a); step != "" {
				e.step(step, "602.2b", "704.3", "704.5f")
				dies = append(dies, head)
			}
			if step, head, rules := w.costLeavesLosing(ctx, p, a); step != "" {
				e.step(step, rules...)
				if head != "" {
					dies = append(dies, head)
				}
			}
			if slices.Contains(a.Keywords, "equip") && p.equipsNothing() {
				// It can be activated, targeting a creature, but an
				// Equipment that is also a creature can't equip one.
				e.step(fmt.Sprintf("%s is an Equipment that is also a creature, and such an Equipment can't equip a creature: activated, the ability attaches it to nothing", p.name), "301.5c", "701.3b")
				equipsNothing = p.name
			}
			if a.Cost.CrewPower > 0 {
				for _, rr := range rulingsAbout(p.Card.Name, "just came under your control") {
					e.cite(rr.Card, rr.Date, "just came under your control")
				}
			}
			if a.Cost.Untap && (p.name == "Pili-Pala" || p.name == "Order of Whiteclay") {
				e.cite(p.name, "2008-05-01", "untap")
				if p.Sick && p.is("Creature") {
					e.cite(p.name, "2008-05-01", untapSickRuling)
				}
			}
			if a.Cost.Loyalty && mayAddMana(a) {
				e.step("It is a loyalty ability, so it is not a mana ability even though it adds mana: it goes on the stack, and the mana is added when it resolves", "605.1a", "606.2")
			}
			if a.NotManaAbility != "" && addsMana(a) {
				e.step("It adds mana but is not a mana ability, since "+a.NotManaAbility+": it goes on the stack, and the mana is added when it resolves", "605.1a")
			}
			if a.Kind != KindMana {
				continue
			}
			mana = true
			for _, c := range p.cantActivate {
				// Pithing Needle, Sorcerous Spyglass: named, and spared.
				if c.nonManaOnly {
					e.step(Possessive(c.src)+" effect (\u201c"+c.text+"\u201d) applies to "+p.name+", but it stops only activated abilities that aren't mana abilities, and \u201c"+a.Text+"\u201d is a mana ability, so it can still be activated", "602.5", "605.1a")
					e.cite(c.src, "2005-06-01", "mana ability can be activated")
				}
			}
			if a.Cost.Untap || !a.Cost.Tap {
				e.step("Activating it is not tapping "+p.name+" for mana, since its cost has no {T}, so effects that apply when a permanent is tapped for mana don't apply", "106.12")
				if p.name == "Pili-Pala" {
					e.cite(p.name, "2008-05-01", "untapping it for mana")
				}
				w.citeTappedForMana(e)
			}
			runs, unknown := w.runManaAbility(ctx, p, a, e)
			if unknown != "" {
				return notUnderstood(r, e, unknown)
			}
			w.citeReplacements(ctx, p, a, e, false)
			w.explainSpend(e, p, a)
			if why := w.riderLossElsewhere(p, a); why != "" {
				return notUnderstood(r, e, why)
			}
			h := w.explainTapLife(ctx, p, a, runs, e)
			if len(runs) > 0 {
				heads = append(heads, h)
			}
			set.addRuns(w, nil, runs)
		}
		if legalHere {
			legalWorlds++
		}
	}
	if legalAny && legalWorlds < len(worlds) {
		// Activated in one timestamp order and not in another: the
		// answer would hide the order in which it can't be (CR 613.7).
		return notUnderstood(r, e, "whether "+Possessive(target.Card.Name)+" ability can be activated depends on the land-type-changing effects' timestamp order, which the board doesn't record")
	}
	r.Understood = true
	legal := legalAny
	r.Legal = &legal
	// Its controller after layer 2 (a control-changing effect gives
	// every world the same one: applyControl).
	controller := worlds[0].perms[indexOf(b, target)].Controller
	if saw && controller != Me && ownerOnly {
		// 602.2: only its controller activates an object's ability.
		e.step("Only a permanent's controller can activate its abilities, so this is whether "+PlayerName(controller)+", who controls "+target.Card.Name+", can activate it; you can't", "602.2")
	}
	if saw && controller != Me && anyone {
		// 602.2's exception: the object says otherwise.
		e.step("Any player may activate it, though "+PlayerName(controller)+" controls "+target.Card.Name+", so this is whether you can activate it, paying its costs yourself", "602.2")
	}
	switch {
	case !saw && lostBy != "" && printsActivated(target, abilityN):
		r.Answer = fmt.Sprintf("%s has lost its activated abilities by %s effect, so they can't be activated.", target.Card.Name, Possessive(lostBy))
		if abilityN != 0 {
			r.Answer = fmt.Sprintf("%s has lost ability %d by %s effect, so it can't be activated.", target.Card.Name, abilityN, Possessive(lostBy))
		}
	case !saw && lost && (printsActivated(target, abilityN) || abilityN != 0 && printsIntrinsic(target, abilityN)):
		// Blood Moon, Celestial Dawn: a land whose subtype an effect sets
		// loses the abilities of its rules text.
		r.Answer = target.Card.Name + " has lost the abilities of its rules text, so they can't be activated."
		if abilityN != 0 {
			r.Answer = fmt.Sprintf("%s has lost the abilities of its rules text, ability %d among them, so it can't be activated.", target.Card.Name, abilityN)
		}
		e.step("An effect sets "+Possessive(target.Card.Name)+" land subtype, so it loses every ability of its rules text and has only the intrinsic mana ability of its new land type", "305.7")
	case !saw && abilityN != 0 && notActivatedAnswer(e, worlds[0].perms[indexOf(b, target)], abilityN, r):
	case !saw:
		r.Answer = target.Card.Name + " has no activated ability"
		if abilityN != 0 {
			r.Answer += " numbered " + strconv.Itoa(abilityN)
		}
		r.Answer += "."
		if kw, zone, rule := elsewhereActivated(worlds[0].perms[indexOf(b, target)]); kw != "" && abilityN == 0 {
			// Granitic Titan's cycling, Dreg Mangler's scavenge: activated
			// abilities, but of the card in another zone.
			r.Answer = fmt.Sprintf("%s has no activated ability that can be activated while it is on the battlefield: %s works only while the card is in %s.", target.Card.Name, kw, zone)
			e.step(fmt.Sprintf("%s is an activated ability that functions only while the card is in %s, not on the battlefield", Capital(kw), zone), rule, "113.6")
		}
	case !legalAny:
		first, _, _ := strings.Cut(whyNot[0], ", and ")
		r.Answer = firstFitting(Possessive(target.Card.Name)+" ability can't be activated now: "+whyNot[0]+".",
			Possessive(target.Card.Name)+" ability can't be activated now: "+first+".")
	default:
		r.Answer = Possessive(target.Card.Name) + " ability"
		if len(okText) == 1 && len(strings.Fields(okText[0])) <= 6 {
			// A short ability is named in full; a long one is in the steps.
			r.Answer += " \u201c" + okText[0] + "\u201d"
		}
		r.Answer += " can be activated now."
		if equipsNothing != "" && len(okText) == 1 {
			r.Answer = firstFitting(
				strings.TrimSuffix(r.Answer, ".")+", but it attaches "+equipsNothing+" to nothing: an Equipment that is a creature can't equip a creature.",
				strings.TrimSuffix(r.Answer, ".")+", but it attaches "+equipsNothing+" to nothing.",
				r.Answer)
		}
		if mana {
			r.Outcomes = set.outcomes()
			r.Answer = withLifeHead(strings.TrimSuffix(r.Answer, ".")+"; "+manaAnswer("it", r.Outcomes), heads)
		}
		if len(okText) == 1 && len(dies) == 1 {
			r.Answer = firstFitting(strings.TrimSuffix(r.Answer, ".")+dies[0], r.Answer)
		}
	}
	if saw && controller != Me && anyone {
		// Asked about as activated by you (602.2's exception): the
		// headline says so, as its controller may activate it too.
		r.Answer = strings.Replace(strings.Replace(r.Answer, " can't be activated now", " can't be activated by you now", 1), " can be activated now", " can be activated by you now", 1)
	} else if saw && controller != Me {
		// Only its controller may activate it (602.2): the headline
		// names them.
		who := PlayerName(controller)
		r.Answer = strings.Replace(strings.Replace(r.Answer, " can't be activated now", " can't be activated by "+who+" now", 1), " can be activated now", " can be activated by "+who+" now", 1)
	}
	e.fill(r)
	return nil
}

// elsewhereKW are the keywords that are activated abilities functioning
// only in a hand or a graveyard: the zone and the rule that says so.
var elsewhereKW = []struct{ kw, zone, rule string }{
	{"cycling", "a player's hand", "702.29a"},
	{"transmute", "a player's hand", "702.53a"},
	{"ninjutsu", "a player's hand", "702.49a"},
	{"reinforce", "a player's hand", "702.77a"},
	{"unearth", "a graveyard", "702.84a"},
	{"scavenge", "a graveyard", "702.97a"},
	{"embalm", "a graveyard", "702.128a"},
	{"eternalize", "a graveyard", "702.129a"},
}

// elsewhereActivated is the first keyword of p that is an activated
// ability functioning only in a hand or a graveyard ("cycling",
// "basic landcycling"), with that zone and its rule; "" where it has
// none.
func elsewhereActivated(p *perm) (kw, zone, rule string) {
	for _, a := range p.abilities {
		for _, k := range a.Keywords {
			for _, e := range elsewhereKW {
				word := strings.Fields(strings.SplitN(k, "-", 2)[0])
				for i, w := range word {
					if strings.HasSuffix(w, e.kw) {
						return strings.Join(word[:i+1], " "), e.zone, e.rule
					}
				}
			}
		}
	}
	return "", "", ""
}

// keywordElsewhere reports whether a keyword ability of a is one that
// functions only while its card is in a hand or a graveyard (cycling).
func keywordElsewhere(a *Ability) bool {
	kw, _, _ := elsewhereActivated(&perm{abilities: []*Ability{a}})
	return kw != ""
}

// reOpeningHand is the text of an ability a card has in its owner's
// opening hand (CR 103.6).
var reOpeningHand = regexp.MustCompile(`\b(?:in|from) your opening hand\b`)

// notActivatedAnswer answers an ability: number that names an ability of
// p that is no activated ability (Grim Monolith's "doesn't untap during
// your untap step", a static ability): the answer says what kind of
// ability it is, and the numbers of the abilities p can activate (CR
// 113.3b-d). It reports false where p has no ability numbered n.
func notActivatedAnswer(e *explainer, p *perm, n int, r *Ruling) bool {
	var named *Ability
	var nums []int
	for _, a := range p.abilities {
		if a.Index == n && named == nil {
			named = a
		}
		if (a.Kind == KindMana || a.Kind == KindActivated) && !slices.Contains(nums, a.Index) {
			nums = append(nums, a.Index)
		}
	}
	if named == nil {
		return false
	}
	// In the order of its text (an intrinsic ability's reminder line
	// first, Moonring Island's "({T}: Add {U}.)").
	slices.Sort(nums)
	can := make([]string, len(nums))
	for i, x := range nums {
		can[i] = strconv.Itoa(x)
	}
	what, why, rules := "not an ability that can be activated while "+p.name+" is on the battlefield", "", []string{"113.3b"}
	head := "can't be activated while it is on the battlefield"
	switch {
	case reOpeningHand.MatchString(named.Text):
		// Gemstone Caverns, Chancellor of the Tangle: what it lets a
		// player do with the card in their opening hand is done before
		// the game begins (CR 103.6), and not on the battlefield.
		what, why, rules = "an ability of the card in its owner's opening hand, not an activated one", ": it is used, if at all, from the opening hand before the game begins", []string{"113.3b", "103.6"}
		head = "is no activated ability: it works from the opening hand, before the game begins"
	case named.Kind == KindStatic || named.Kind == KindReplacement:
		what, why, rules = "a static ability, not an activated one", ": it is simply true while "+p.name+" is on the battlefield", []string{"113.3b", "113.3d"}
		head = "is " + what
	case named.Kind == KindKeyword && !keywordElsewhere(named):
		// Flying, lifelink: keyword abilities that no one activates
		// (702.1); cycling and the like, which work from another zone,
		// keep the answer above.
		what, why, rules = "a keyword ability that is not activated", ": "+strings.Join(named.Keywords, ", ")+" is not an ability with a cost and an effect that a player activates", []string{"113.3b", "702.1"}
		head = "is " + what
	case named.Kind == KindTriggered || named.Kind == KindManaTrigger:
		what, why, rules = "a triggered ability, not an activated one", ": it triggers on its event", []string{"113.3b", "113.3c"}
		head = "is " + what
	case named.Kind == KindEnters:
		what = "an ability that applies as " + p.name + " enters the battlefield, not an activated one"
		head = "applies as it enters the battlefield, and is not an activated ability"
	}
	r.Answer = fmt.Sprintf("%s ability %d %s", Possessive(p.name), n, head)
	switch len(can) {
	case 0:
		r.Answer += "; it has no activated ability."
	case 1:
		r.Answer += "; its activated ability is ability " + can[0] + "."
	default:
		r.Answer += "; its activated abilities are abilities " + joinAnd(can) + "."
	}
	e.step(fmt.Sprintf("\u201c%s\u201d is %s%s; only an activated ability, written \u201c[Cost]: [Effect.]\u201d, can be activated", named.Text, what, why), rules...)
	return true
}

// activator is the player who activates p's ability a and pays its costs:
// its controller (CR 602.2), or, where the ability says any player may
// activate it and the question is whether the player asking can
// (/judge activate), that player.
func (w *world) activator(p *perm, a *Ability) string {
	if w.askerActivates && anyoneActivates(a) {
		return Me
	}
	return p.Controller
}

// anyoneActivates reports whether a says that any player may activate it
// ("Any player may activate this ability.", "… but only …"), the
// exception 602.2 makes; "Any" or "any" (its first letter is not looked
// for).
func anyoneActivates(a *Ability) bool {
	return a.Restriction.AnyPlayer || strings.Contains(a.Text, "ny player may activate this ability")
}

// onlyOthersActivate reports whether text says that only a player other
// than its controller may activate it ("Only any opponent may activate
// this ability.", "only its owner"); each phrase is looked for without
// its first letter, which is a capital where it begins a sentence.
func onlyOthersActivate(text string) bool {
	return strings.Contains(text, "nly any opponent may activate") || strings.Contains(text, "nly its owner may activate") || strings.Contains(text, "nly an opponent may activate")
}

// anyPlayerMay reports whether p's card says that a player other than its
// controller may activate one of its abilities ("Any player may activate
// this ability"), the exception 602.2 makes.
func anyPlayerMay(p *Permanent) bool {
	return strings.Contains(p.Card.Oracle, "player may activate")
}

// printsActivated reports whether the card of p prints an activated
// ability (numbered n, or any when n is 0).
func printsActivated(p *Permanent, n int) bool {
	for _, a := range Compile(p.Card) {
		if (n == 0 || a.Index == n) && (a.Kind == KindMana || a.Kind == KindActivated) {
			return true
		}
	}
	return false
}

func (w *world) activationReason(p *perm, a *Ability) string {
	if a.Cost.Loyalty {
		return loyaltyReason(p, a)
	}
	var parts []string
	if a.Cost.Tap {
		parts = append(parts, p.name+" is untapped")
	}
	if a.Cost.Untap {
		parts = append(parts, p.name+" is tapped, so it can be untapped to pay {Q}")
	}
	if (a.Cost.Tap || a.Cost.Untap) && p.is("Creature") {
		if p.Sick && !p.haste && p.asHaste != "" {
			parts = append(parts, p.asHaste+" lets its controller activate it as though it had haste, so it doesn't matter that it came under their control this turn")
		} else if p.Sick {
			parts = append(parts, "it has haste, so it doesn't matter that it came under its controller's control this turn")
		} else {
			parts = append(parts, "its controller has controlled it continuously since their most recent turn began")
		}
	}
	if (a.Cost.Tap || a.Cost.Untap) && !p.is("Creature") && p.Sick {
		parts = append(parts, "it is not a creature, so it doesn't matter that it came under its controller's control this turn")
	}
	if a.Cost.Mana != "" {
		parts = append(parts, "the mana in its cost ("+a.Cost.Mana+") is taken as payable")
	}
	if n := a.Cost.PayLife; n > 0 {
		payer := w.activator(p, a)
		switch life, _ := payerLife(w.b, payer, nil, false); {
		case life < 0:
			parts = append(parts, fmt.Sprintf("the %d life in its cost is taken as payable, the board giving no life total", n))
		case w.b.Format == Format2HG:
			parts = append(parts, fmt.Sprintf("%s team has %d life, at least the %d its cost pays", PlayerPossessive(payer), life, n))
		default:
			parts = append(parts, fmt.Sprintf("%s %d life, at least the %d its cost pays", PlayerDoes(payer, "has"), life, n))
		}
	}
	if n := a.Cost.CrewPower; n > 0 {
		total := 0
		for _, q := range w.perms {
			if q != p && q.Controller == p.Controller && !q.Tapped && q.is("Creature") {
				_, pw, _ := q.powers()
				total += max(pw, 0)
			}
		}
		parts = append(parts, fmt.Sprintf("the other untapped creatures %s have total power %d, at least the %d its cost taps, summoning sick or not", PlayerDoes(p.Controller, "controls"), total, n))
	}
	if a.Restriction.PerTurn > 0 {
		parts = append(parts, "it says \u201c"+a.Restriction.Text+"\u201d, and it is taken as not yet activated this turn, the board recording none")
	}
	if r := a.Restriction; r.OppType != "" || r.MoreLands > 0 || r.ControlNone != "" {
		_, words := w.countRestriction(p, r)
		parts = append(parts, "it says \u201c"+r.Text+"\u201d, and "+words)
	}
	if pr := a.Restriction.Power; pr != nil {
		_, words := w.powerRestriction(p, pr)
		parts = append(parts, "it says \u201c"+restrictionText(p, a.Restriction)+"\u201d, and "+words)
	}
	switch r := a.Restriction; {
	case r.Sorcery:
		// Its timing restriction, met now (602.5d).
		whose := "its controller's"
		if w.activator(p, a) != p.Controller {
			whose = "your"
		}
		parts = append(parts, "it may be activated only as a sorcery, and it is a main phase of "+whose+" turn")
	case r.Step != "":
		parts = append(parts, "it may be activated only during the "+r.Step+" step, and the board is in it")
	case r.Instant:
		parts = append(parts, "it may be activated any time its activator could cast an instant, which is whenever they have priority")
	case r.Text != "" && r.PerTurn == 0 && r.OppType == "" && r.MoreLands == 0 && r.ControlNone == "" && r.Power == nil:
		// Its other restrictions ("only during your turn, before
		// attackers are declared"), met now (602.5).
		parts = append(parts, "it says \u201c"+restrictionText(p, r)+"\u201d, and that is met now")
	}
	if len(parts) == 0 {
		if w.activator(p, a) != p.Controller {
			return "\u201c" + a.Text + "\u201d can be activated whenever you have priority"
		}
		return "\u201c" + a.Text + "\u201d can be activated whenever its controller has priority"
	}
	return "\u201c" + a.Text + "\u201d can be activated: " + strings.Join(parts, "; ")
}

func (w *world) activationRules(p *perm, a *Ability) []string {
	var rules []string
	if a.Cost.Loyalty {
		rules = append(rules, "606.3")
		if a.Cost.LoyaltyN < 0 || a.Cost.LoyaltyX {
			rules = append(rules, "606.6")
		}
	}
	if a.Cost.Tap {
		rules = append(rules, "107.5")
	}
	if a.Cost.Untap {
		rules = append(rules, "107.6")
	}
	if (a.Cost.Tap || a.Cost.Untap) && (p.is("Creature") || p.Sick) {
		rules = append(rules, "302.6")
		if p.Sick && (p.haste || p.asHaste != "") {
			rules = append(rules, "702.10c")
		}
	}
	if a.Cost.PayLife > 0 {
		rules = append(rules, "119.4")
		if w.b.Format == Format2HG {
			rules = append(rules, "119.4a", "810.9a")
		}
	}
	if a.Restriction.Power != nil {
		rules = append(rules, "602.1b", "602.5b", "613.4")
	}
	if r := a.Restriction; r.OppType != "" || r.MoreLands > 0 || r.ControlNone != "" {
		rules = append(rules, "602.1b", "602.5b")
	}
	if a.Cost.CrewPower > 0 {
		rules = append(rules, "702.122a")
	}
	if len(rules) == 0 {
		rules = append(rules, "602.2")
		if a.Kind == KindMana {
			// A mana ability is activated whenever its controller has
			// priority, or is asked to pay mana (605.3a).
			rules = append(rules, "605.3a")
		}
	}
	switch r := a.Restriction; {
	case r.Sorcery:
		rules = append(rules, sorceryRules(a)...)
	case r.Instant:
		rules = append(rules, "602.5e")
	case r.Step != "" || r.PerTurn > 0 || r.Text != "":
		// An instruction on when or how often it may be activated
		// ("Activate only during your upkeep", "only once each turn",
		// "only if you control five or more lands"), met (602.1b).
		if !slices.Contains(rules, "602.1b") {
			rules = append(rules, "602.1b")
		}
	}
	return rules
}

// sorceryRules are the rules of a's "Activate only as a sorcery", and of
// equip, whose ability says so (702.6a).
func sorceryRules(a *Ability) []string {
	if slices.Contains(a.Keywords, "equip") {
		return []string{"602.5d", "702.6a"}
	}
	return []string{"602.5d"}
}

// headline is why it can't be done, as short as the answer's headline
// wants it.
func (l legality) headline() string {
	if l.short != "" {
		return l.short
	}
	return l.why
}

// cantActivateRulings are the official rulings that say an effect that
// stops activated abilities stops mana abilities too, or what it stops.
var cantActivateRulings = map[string]string{
	"Null Rod":                   "2013-07-01",
	"Stony Silence":              "2017-03-14",
	"Collector Ouphe":            "2019-06-14",
	"Karn, the Great Creator":    "2019-05-03",
	"Linvala, Keeper of Silence": "2017-03-14",
	"Cursed Totem":               "2004-10-04",
	"Damping Matrix":             "2017-03-14",
}

// prohibited says whether an effect stops p's activated ability a
// (CR 602.5: "A player can't begin to activate an ability that's
// prohibited from being activated"); stopped is false when none does.
func prohibited(p *perm, a *Ability) (legality, bool) {
	for _, c := range p.cantActivate {
		if c.nonManaOnly && a.Kind == KindMana {
			continue
		}
		l := legality{why: Possessive(c.src) + " effect (\u201c" + c.text + "\u201d) applies to " + p.name + ", so its activated abilities, mana abilities among them, can't be activated", short: Possessive(c.src) + " effect stops " + Possessive(p.name) + " activated abilities", rules: []string{"602.5", "605.1a"}}
		if c.nonManaOnly {
			l.why = Possessive(c.src) + " effect (\u201c" + c.text + "\u201d) applies to " + p.name + ", so its activated abilities other than mana abilities can't be activated"
			l.short = Possessive(c.src) + " effect stops " + Possessive(p.name) + " activated abilities that aren't mana abilities"
		}
		if d, ok := cantActivateRulings[c.src]; ok {
			l.rulings = []rulingRef{{c.src, d, ""}}
		}
		return l, true
	}
	if p.cantActivateUnsure != "" {
		return legality{ok: true, unknown: p.cantActivateUnsure}, true
	}
	if p.cantActivateUnsureNonMana != "" && a.Kind != KindMana {
		return legality{ok: true, unknown: p.cantActivateUnsureNonMana}, true
	}
	return legality{}, false
}

// tappedForManaRuling is a fragment of the official rulings of Nyxbloom
// Ancient, Mana Reflection and Eloren Wilds: a permanent is tapped for
// mana only by a mana ability with {T} in its cost (CR 106.12).
const tappedForManaRuling = `"tapping a permanent for mana" only if`

// citeTappedForMana cites, for each permanent on the board whose card
// has it, the ruling that a permanent is tapped for mana only by an
// ability with {T} in its cost, where an ability without one is asked
// about.
func (w *world) citeTappedForMana(e *explainer) {
	for _, q := range w.perms {
		if q.Card == nil {
			continue
		}
		for _, cr := range rulingsAbout(q.Card.Name, tappedForManaRuling) {
			e.cite(cr.Card, cr.Date, tappedForManaRuling)
		}
	}
}

// costLeavesDying says, where a's cost puts a counter on its own
// permanent p, a creature, that leaves its toughness 0 or less (Devoted
// Druid's "Put a -1/-1 counter on this: Untap this." at toughness 1),
// that p is put into its owner's graveyard the next time state-based
// actions are checked: the cost is paid as the ability is activated
// (602.2b), a mana ability makes its mana at once (605.3a), and any
// other waits on the stack, the state-based actions coming first (704.3,
// 704.5f). It returns the step, and a clause for the headline; "" where
// the counter leaves the toughness above 0 or the engine does not
// compute it.
func (w *world) costLeavesDying(p *perm, a *Ability) (step, head string) {
	if a.Cost.PutCounter == "" || !p.is("Creature") {
		return "", ""
	}
	m := rePTCounter.FindStringSubmatch(a.Cost.PutCounter)
	if m == nil {
		return "", ""
	}
	dy, err := strconv.Atoi(m[2])
	if err != nil || dy >= 0 {
		return "", ""
	}
	t, why := p.toughness()
	if why != "" || p.boostUnsure != "" || p.boostMaybeLower || w.toughnessNowUnread(p) != "" || t+dy > 0 {
		return "", ""
	}
	step = fmt.Sprintf("Paying its cost puts a %s counter on %s, leaving it with toughness %d, and a creature with toughness 0 or less is put into its owner's graveyard the next time state-based actions are checked", a.Cost.PutCounter, p.name, t+dy)
	if a.Kind == KindMana {
		step += ": a mana ability makes its mana at once, so the mana is made first"
		head = ", then " + p.name + " is put into its owner's graveyard (toughness " + strconv.Itoa(t+dy) + ")."
		return step, head
	}
	step += ", before the ability, which waits on the stack, resolves"
	head = ", but " + p.name + " then has toughness " + strconv.Itoa(t+dy) + " and is put into its owner's graveyard before it resolves."
	return step, head
}

// costLeavesLosing says, for an ability that is no mana ability whose cost
// pays all the life its controller has (in Two-Headed Giant, their
// team's), that paying it leaves them at 0 life, and that they lose the
// game the next time state-based actions are checked, as a player would
// receive priority, before the ability resolves (CR 119.4, 117.5, 704.3,
// 704.5a, 810.8c), unless an effect keeps them in it. "" where it
// doesn't, or the board does not give the life total. A mana ability's
// life is said with its mana (explainTapLife).
func (w *world) costLeavesLosing(ctx context.Context, p *perm, a *Ability) (step, head string, rules []string) {
	// The player activating it pays (CR 602.2a, 119.4): "Any player
	// may activate this ability" is the asker's to pay.
	payer := w.activator(p, a)
	if a.Kind == KindMana || a.Cost.PayLife <= 0 || w.lifeFixedBy(payer) != nil {
		return "", "", nil
	}
	life, why := payerLife(w.b, payer, nil, false)
	if why != "" || life < 0 || life > a.Cost.PayLife {
		return "", "", nil
	}
	saver, unsure := lifeSaver(ctx, w.b, payer)
	if unsure != "" {
		return "", "", nil
	}
	who, loses := PlayerName(payer), PlayerDoes(payer, "loses")
	rules = []string{"119.4", "117.5", "704.3", "704.5a"}
	if w.b.Format == Format2HG {
		who, loses = PlayerPossessive(payer)+" team", PlayerPossessive(payer)+" team loses"
		rules = append(rules, "810.8c")
	}
	step = fmt.Sprintf("Paying its %d life leaves %s at %d life", a.Cost.PayLife, who, life-a.Cost.PayLife)
	if saver != "" {
		step += fmt.Sprintf(", but %s effect keeps %s in the game", Possessive(saver), who)
		return step, "", append(rules, "101.2")
	}
	step += fmt.Sprintf(", and %s the game the next time state-based actions are checked, as a player would receive priority, before the ability, which waits on the stack, resolves", loses)
	lose := PlayerDoes(payer, "loses")
	if w.b.Format == Format2HG {
		lose = "it loses"
	}
	return step, fmt.Sprintf(", but paying its %d life leaves %s at 0 life: %s before it resolves.", a.Cost.PayLife, who, lose), rules
}

// idleUnread is, for an activated ability a of p whose cost the engine
// does not read, why it can't be activated now where its cost has {T} and
// p is tapped, or is a creature with summoning sickness and no haste, and
// no text on the board can change that (idleNow), or where it functions
// only in another zone (FromZone): the rest of the cost does not matter
// (CR 602.2b, 302.6, 113.6m). idle is false otherwise.
func (w *world) idleUnread(p *perm, a *Ability) (legality, bool) {
	if a.FromZone != "" {
		// Seasoned Pyromancer's "Exile this from your graveyard": it
		// functions only there (113.6m).
		return w.activationChecks(p, a), true
	}
	if !textCostTaps(a) {
		return legality{}, false
	}
	probe := *a
	probe.Cost = Cost{Tap: true}
	probe.Understood = true
	if !w.idleNow(p, &probe) {
		return legality{}, false
	}
	l := w.canActivate(p, &probe)
	if l.ok || l.unknown != "" {
		return legality{}, false
	}
	return l, true
}

// textCostTaps reports whether the cost written in a's text has {T},
// read or not.
func textCostTaps(a *Ability) bool {
	cost, _, ok := splitCost(a.Text)
	return a.Cost.Tap || ok && strings.Contains(cost, "{T}")
}

// idleUnreadOK reports whether idleUnread finds a idle.
func (w *world) idleUnreadOK(p *perm, a *Ability) bool {
	_, idle := w.idleUnread(p, a)
	return idle
}

// cantWhateverTargets reports whether p's ability a can't be activated
// now for a reason that is none of its targets, every target taken as
// available: its {T} with p tapped, a restriction not met ("Activate only
// if Sawback Manticore is attacking or blocking" outside combat). What
// keeps more permanents from being targets (shroud, hexproof, protection,
// "can't be the target of", CR 702.11b, 702.16b, 702.18a) only takes
// choices away, so it can't make it one that can be.
func (w *world) cantWhateverTargets(p *perm, a *Ability) bool {
	w.targetsTaken = true
	defer func() { w.targetsTaken = false }()
	if !a.Understood {
		return w.idleUnreadOK(p, a)
	}
	l := oneActivation(w.canActivate(p, a))
	return !l.ok && l.unknown == ""
}

// selfTargetable reports whether p's ability a has one target, of kinds
// one of which p is ("Destroy target creature or enchantment." of
// Ethersworn Adjudicator, a creature), which nothing narrows further
// (not "another", not "an opponent controls"), and p has neither shroud
// nor protection: p itself is then a legal target (CR 115.1, 702.11b),
// and what keeps other permanents from being targets changes nothing.
func selfTargetable(p *perm, a *Ability) bool {
	_, effect, ok := splitCost(a.Text)
	if !ok || strings.Count(strings.ToLower(effect), "target") != 1 || reOtherWord.MatchString(effect) {
		return false
	}
	loc := reTargetKinds.FindStringSubmatchIndex(effect)
	if loc == nil {
		return false
	}
	rest := effect[loc[1]:]
	if !strings.HasPrefix(rest, ".") && !strings.HasPrefix(rest, ",") && !strings.HasPrefix(rest, " and ") && !strings.HasPrefix(rest, " you control") {
		return false
	}
	for _, kw := range []string{"shroud", "protection"} {
		if slices.ContainsFunc(p.abilities, func(b *Ability) bool { return b.Kind == KindKeyword && containsFoldASCII(b.Text, kw) }) {
			return false
		}
	}
	for _, kind := range reKindSep.Split(effect[loc[2]:loc[3]], -1) {
		word := capitalize(kind)
		if permanentKind(word) && isA(p, word) {
			return true
		}
	}
	return false
}

// reTargetKinds is a single target of kinds joined by commas and "or":
// "target creature or enchantment"; reKindSep what joins them;
// reOtherWord a target that may not be the ability's own permanent.
var (
	reTargetKinds = regexp.MustCompile(`\btarget ((?:[a-z]+(?:, or |, | or ))*[a-z]+)`)
	reKindSep     = regexp.MustCompile(`, or |, | or `)
	reOtherWord   = regexp.MustCompile(`(?i)\b(?:another|other)\b`)
)

// tappableFirst says how p, untapped, could be tapped by its controller
// while they keep priority: for mana, by a mana ability of its own with
// {T} in its cost or, a creature, by another's cost that taps it
// (Springleaf Drum); or to pay the cost of an ability that is no mana
// ability, its own with {T} or another's that taps it, which goes on the
// stack with its controller getting priority again (CR 605.3a, 602.2b,
// 117.3c). "" where it can't be.
func (w *world) tappableFirst(p *perm) string {
	for _, a := range p.abilities {
		if !a.Cost.Tap || a.Cost.Untap {
			continue
		}
		if a.Kind == KindMana {
			if l := w.canActivate(p, a); l.ok {
				return "for mana by its ability \u201c" + a.Text + "\u201d"
			}
		}
		if a.Kind == KindActivated && (w.tapProbe || w.activatableProbing(p, a)) {
			return "to pay the cost of its ability \u201c" + a.Text + "\u201d"
		}
	}
	if !p.is("Creature") {
		return ""
	}
	for _, r := range w.perms {
		if r == p || r.Controller != p.Controller {
			continue
		}
		for _, a := range r.abilities {
			if a.Cost.TapUntapped == 0 || !isA(p, a.Cost.TapType) {
				continue
			}
			if a.Kind == KindMana {
				if l := w.canActivate(r, a); l.ok {
					return "to pay the cost of " + Possessive(r.name) + " mana ability \u201c" + a.Text + "\u201d"
				}
			}
			if a.Kind == KindActivated && (w.tapProbe || w.activatableProbing(r, a)) {
				return "to pay the cost of " + Possessive(r.name) + " ability \u201c" + a.Text + "\u201d"
			}
		}
	}
	return ""
}
