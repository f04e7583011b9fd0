package rules

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/bits"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Pay answers whether player can pay the mana cost now with the mana
// abilities of the permanents they control, and every distinct way to
// (CR 601.2g–h, 605.3a, 107.4, 118.3). cost is in Oracle symbols
// ("{2}{G}{G}"); card names the spell being paid for, "" for none, found
// with FindCard; x is the value of {X}, -1 when not given; player is as
// for Lands.
func Pay(ctx context.Context, b *Board, cost, card, player string, x int) (*Ruling, error) {
	name, err := boardPlayer(ctx, b, player)
	if err != nil {
		return nil, err
	}
	return metered(ctx, b, &Ruling{Question: "pay", Board: boardField(b)}, func(ctx context.Context, r *Ruling) error {
		return payQuestion(ctx, b, name, cost, strings.TrimSpace(card), x, r)
	})
}

// Mana answers the most mana player can make now, in all and of each
// type, and one way to make it; player is as for Lands.
func Mana(ctx context.Context, b *Board, player string) (*Ruling, error) {
	name, err := boardPlayer(ctx, b, player)
	if err != nil {
		return nil, err
	}
	return metered(ctx, b, &Ruling{Question: "mana", Board: boardField(b)}, func(ctx context.Context, r *Ruling) error {
		return manaQuestion(ctx, b, name, r)
	})
}

// payQuestion answers /judge pay: whether player can pay the mana cost
// now with the mana abilities of the permanents they control, and every
// distinct way to (CR 601.2g–h, 605.3a, 107.4, 118.3). card names the
// spell being paid for ("" for none); x is the value of X, -1 when not
// given.
// Long: a question's steps run in order, each writing into the ruling
// the step it explains.
func payQuestion(ctx context.Context, b *Board, player string, costText, cardText string, x int, r *Ruling) error {
	cost, err := ParseManaCost(costText)
	// given is the cost as given, with its Phyrexian symbols; addLife is
	// the life a spell's additional cost pays besides (checkSpell).
	given, addLife := cost, 0
	if err != nil {
		return aboutOption(err, "cost")
	}
	if cost.X > 0 && x < 0 {
		return &InputError{Option: "x", Message: "the cost has {X}: give the value of X with x:, a whole number 0 or more"}
	}
	if cost.X == 0 && x >= 0 {
		return &InputError{Option: "x", Input: costText, Message: "x: is the value of {X}, and the cost " + cost.String() + " has no {X}"}
	}
	var card *catalog.Card
	if cardText != "" {
		if card, err = FindCard(b, cardText); err != nil {
			return err
		}
		if why := notTheSpellCast(card); why != "" {
			e := newExplainer()
			explainCost(e, cost, x)
			return notUnderstood(r, e, why)
		}
		if why, how := paidOtherwise(card, ""); why != "" && how == otherwiseRefuse {
			e := newExplainer()
			explainCost(e, cost, x)
			return notUnderstood(r, e, why)
		}
		if _, line, ok := xSpentOnly(card); ok && cost.X == 0 {
			// The cost given has no {X}: which of it is X is not said.
			e := newExplainer()
			explainCost(e, cost, x)
			return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d, and the cost given has no {X}, so which of its mana is X the engine does not know: give the cost with {X} and x:", card.Name, line))
		}
	}
	if noPriorityInCleanup(ctx, b) {
		r.Question = "pay"
		e := newExplainer()
		explainCleanup(e)
		f := false
		r.Understood, r.Payable = true, &f
		subject := PlayerName(player)
		if cost.MaxMana() == 0 && !hasLifeSymbol(cost) {
			t := true
			r.Payable = &t
			r.Answer = fmt.Sprintf("Yes, %s can pay %s: it costs no mana.", subject, cost.String())
		} else {
			r.Answer = fmt.Sprintf("No, %s can't pay %s: no player gets priority in the cleanup step, so no mana ability can be activated.", subject, cost.String())
		}
		e.fill(r)
		return nil
	}
	if card != nil {
		// Abilities that trigger on the state-based actions wait on the
		// stack: a spell that needs an empty stack is cast only after
		// they resolve, and what they do may change whether any spell
		// can be cast then (117.1a, 603.3).
		if boards, why := settleBoard(ctx, b, !hasLost(ctx, b, player)); why == "" && boards != nil {
			if why := sbaLeaveTrigger(ctx, b, boards, false); why != "" {
				e := newExplainer()
				explainCost(e, cost, x)
				when := "; what it does may change whether " + card.Name + " can be cast once it has resolved"
				if needsEmptyStack(card) {
					when = "; " + card.Name + " can be cast only with an empty stack, after that ability resolves (CR 117.1a)"
				}
				return notUnderstood(r, e, why+when)
			}
		}
	}
	r.Question = "pay"
	if done, err := settleFirstBy(ctx, b, nil, r, player, func(b *Board, _ CardRef, r *Ruling) error {
		return payQuestion(afterSBA(ctx), b, player, costText, cardText, x, r)
	}); done {
		return err
	}
	full := cost.WithX(max(x, 0))
	r.Question = "pay"
	e := newExplainerOf(16)
	explainCost(e, cost, x)
	explainXDoubledAfter(e, b, player, cost)
	why, err := chosenColorMatters(ctx, b, func(b *Board, r *Ruling) error {
		return payQuestion(ctx, b, player, costText, cardText, x, r)
	})
	if err != nil {
		return err
	}
	if why != "" {
		return notUnderstood(r, e, why)
	}
	if len(unchosenColors(ctx, b)) > 0 {
		e.step("The board does not say which color was chosen for a permanent as it entered; with each color, the answer is the same", "607.2d")
	}
	worlds := buildWorlds(ctx, b)
	// asked is the cost as asked: a player who can't pay life pays its
	// Phyrexian symbols with mana (life_ban.go).
	asked := cost.String()
	ban, banWhy := lifeBanIn(worlds, player)
	if banWhy != "" {
		return notUnderstood(r, e, banWhy)
	}
	if ban.by != nil {
		if card != nil {
			if why := ban.spellWhy(player, card); why != "" {
				return notUnderstood(r, e, why)
			}
		}
		if hasLifeSymbol(cost) {
			ban.explainLifeSymbols(e, player, cost)
			cost = withoutLifeSymbols(cost)
			full = cost.WithX(max(x, 0))
		}
	}
	life, lifeWhy := payerLife(b, player, e, hasLifeSymbol(cost))
	if lifeWhy != "" {
		return notUnderstood(r, e, lifeWhy)
	}
	// shownLife is the life total the answer's words give, below 0 too.
	shownLife, _ := belowZero(b, player, life, e)
	if ban.fixed {
		// No life is paid, and damage changes no life total: no way
		// leaves the player at 0 life or less.
		life, shownLife = -1, -1
	}
	// floorBy names the player's Worship, where the life total is given
	// and a source deals damage (life_floor.go); floorRead: it is known.
	floorBy, floorRead := "", false
	subject := PlayerName(player)
	subj := Capital(subject)
	// costShown is the cost as the answer gives it: with its total where
	// effects make the spell cost more or less (spellCostChanges).
	costShown := asked
	// costMid and costShort are costShown said shorter, for a "no" whose
	// reason leaves no room for the rest (noAnswer): its life
	// alternative in fewer words, then its total alone.
	costMid, costShort := asked, asked
	// costTotal is the total alone ("{1}{S} in all"), the shortest.
	costTotal := asked
	// written is the cost with X's value, to tell whether effects
	// change it.
	written := cost.WithX(max(x, 0)).String()
	ways := worldWays{worlds: len(worlds)}
	payable, more, first := false, false, true
	// lifeBinds: some world's "no" would be a "yes" with life enough
	// for its Phyrexian symbols, so life gained first may change it.
	lifeBinds := false
	saidUntapDropped := false
	// partial: the ways listed are some of them, how many more unknown.
	partial := false
	why, whyShort := "", ""
	// mayGrow says why a "no" may not stand: the spell's own reduction
	// counts what an ability could add to first.
	mayGrow := ""
	// whyBy is why's reason again, where what the player makes at most
	// is also what the raise says (the mana of lands made creatures
	// first); nil where why has none.
	var whyBy func(raise raiseMost, once []animation) string
	// tapsWorked is the spell's convoke or improvise where every world
	// works out its taps as sources (addTapsToPay); tapsNot why a world
	// did not.
	tapsWorked, tapsNot := "", ""
	// storage is what the cost is where it has added to it the mana of
	// abilities activated first (storageMode), 0 elsewhere.
	storage, _ := ctx.Value(firstCostKey{}).(storageMode)
	// cast is the spell as cast: one half of a split card for that
	// half's own mana cost, both halves fused for both costs (709.3a,
	// 702.102b), whose colors and types the mana's restrictions read.
	cast := card
	if card != nil {
		if h := halfCast(card, cost); h != nil {
			cast = h
		} else if fusedCast(card, cost) {
			cast = fusedSpell(card)
		}
	}
	// faceUp is the keyword (morph, megamorph, disguise) whose cost,
	// written, turns the card face up (castAsOther); "" where it is not.
	faceUp := ""
	// allyWhy says why a "no" can't be said: a teammate's untapper
	// (allyUntaps).
	allyWhy := ""
	// untapWhy says why a "no" can't be said: an ability of the
	// player's that untaps a permanent, which the ways leave out
	// (paySources.untapUnread).
	untapWhy := ""
	for _, w := range worlds {
		e.notes(w.notes)
		w.explainSpellTax(e)
		w.explainOneSpell(player, e)
		card := w.spellAs(player, cast, e)
		var asWhy, kw string
		var up bool
		if cast != nil {
			asWhy, kw, up = castAsOther(cast, written, max(x, 0))
		}
		full, hybridLeft, costWhy := full, 0, ""
		if storage != storageForMana {
			// Mana of a type asked for no spell is no spell's cost.
			full, hybridLeft, costWhy = w.spellCostChanges(player, card, max(x, 0), full, e)
		}
		if costWhy != "" {
			return notUnderstood(r, e, costWhy)
		}
		total := full.String()
		costChanged := total != written || full.Floor > 0 || hybridLeft > 0
		if cast != nil {
			if up {
				// The morph cost turns the card face up: a special
				// action, no spell cast.
				faceUp = kw
			}
			if asWhy != "" && !up {
				if no, shorts, rules := castOtherCant(b, worlds, player, cast, kw, written); no != "" {
					e.step(no, rules...)
					f := false
					r.Understood, r.Payable, r.Payments = true, &f, nil
					heads := []string{fmt.Sprintf("No, %s can't cast %s for %s now, so %s can't pay it: %s", subject, cast.Name, written, subject, endSentence(no))}
					for _, sh := range shorts {
						heads = append(heads, fmt.Sprintf("No, %s can't cast %s for %s now: %s", subject, cast.Name, written, endSentence(sh)))
					}
					r.Answer = firstFitting(append(heads, fmt.Sprintf("No, %s can't cast %s for %s now; the steps say why.", subject, cast.Name, written))...)
					e.fill(r)
					return nil
				}
			}
			switch {
			case asWhy == "":
			case up:
				// An effect that changes only other spells' costs
				// (Thalia's noncreature spells) or abilities' changes no
				// special action's; where the card's own total as a
				// spell changes, or mana whose spending is restricted
				// may or may not pay it, the answer stops.
				if costChanged || w.spendsRestricted(player) {
					return notUnderstood(r, e, asWhy)
				}
			case costChanged || costsChange(w) || w.spendsRestricted(player):
				// What changes the cost (or may: Thalia raises only
				// the bestowed Aura's), or restricts the mana, reads
				// the spell as cast.
				return notUnderstood(r, e, asWhy)
			case kw == "bestow" && !w.creatureTargetSure():
				// Bestowed, it targets a creature as it is cast
				// (303.4a, 601.2c): with none that surely can be, it
				// may not be cast so.
				return notUnderstood(r, e, fmt.Sprintf("%s is not %s mana cost, and %s has bestow: cast for that cost it is an Aura spell that targets a creature (CR 702.103b, 303.4a, 601.2c), and the engine does not work out whether a creature on the board can be its target", written, Possessive(cast.Name), cast.Name))
			}
		}
		if card != nil && mayGrow == "" && faceUp == "" {
			mayGrow = w.ownReductionMayGrow(player, card)
		}
		if card != nil && mayGrow == "" && faceUp == "" {
			mayGrow = w.producedOnlyPaysCosts(player, card)
		}
		if total != written || full.Floor > 0 {
			var parts, mid, short []string
			if total != written {
				costTotal = total + " in all"
				parts = append(parts, total+" in all")
				mid = append(mid, total+" in all")
				short = append(short, total+" in all")
			}
			if paid, life := full.withLifeOnly(); life > 0 {
				or := ""
				if len(parts) > 0 {
					or = "or "
				}
				parts = append(parts, fmt.Sprintf("%s%s and %d life with %s paid with life", or, paid.String(), life, map[bool]string{true: "its Phyrexian symbol", false: "its Phyrexian symbols"}[life == 2]))
				mid = append(mid, fmt.Sprintf("%s%s and %d life", or, paid.String(), life))
			}
			if card == nil {
				// Without card:, the cost may be a spell's or an
				// ability's: it is taken as a spell's, and says so.
				parts = append(parts, "as a spell's cost")
				mid = append(mid, "as a spell's cost")
				short = append(short, "as a spell's cost")
				if first {
					e.step("No card: is given, so the cost is taken as a spell's, which the effects on spells change; an activated ability's cost is changed only by effects on abilities", "601.2f", "602.2b")
				}
			}
			if len(parts) > 0 {
				costShown = asked + " (" + strings.Join(parts, ", ") + ")"
				costMid = asked + " (" + strings.Join(mid, ", ") + ")"
			}
			if len(short) > 0 {
				costShort = asked + " (" + strings.Join(short, ", ") + ")"
			}
		}
		if line := abilityXOnly(card, cost); line != "" {
			// card: is the spell being cast (106.6); its mana cost has
			// no X, and its ability's has.
			return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d, and card: is taken to be the spell being cast, whose mana cost (%s) has no X: the cost asked has X, as the ability's does, and the engine does not pay an ability's cost with its restriction on the mana spent on X", card.Name, line, card.ManaCost))
		}
		if xColors, xLine, ok := xOnly(card, cost); ok && x > 0 {
			if full.String() != cost.WithX(x).String() || full.Floor > 0 {
				// A reduction may take from X (Drain Life's ruling of
				// 2004-10-04), an increase does not add to it.
				return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d, and effects change its total cost, so which of its generic mana is X the engine does not work out", card.Name, xLine))
			}
			if d := w.spendsAsWhite(player); d != nil {
				return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d, and with %s white mana is spent as though it were mana of any color; whether that pays X the engine does not work out (CR 609.4b)", card.Name, xLine, d.name))
			}
			if d := w.spendsAsAny(player); d != nil {
				return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d, and with %s mana is spent as though it were mana of any color; whether that pays X the engine does not work out (CR 609.4b)", card.Name, xLine, d.name))
			}
			explainSpendOnX(e, card, xLine, cost.X*x, xColors)
			full = spendOnlyOnX(full, cost.X*x, xColors)
		}
		coloredAsked := hasColoredPart(full)
		full, spendWhy := w.explainSpending(player, full, e)
		if spendWhy != "" {
			return notUnderstood(r, e, spendWhy)
		}
		// The cost paid contains {X} where the cost written does, or
		// the card's mana cost does (its total cost then does).
		w.costX = 2
		if cost.X > 0 || card != nil && strings.Contains(card.ManaCost, "{X}") {
			w.costX = 1
		}
		w.costC = 2
		if hasColorlessSymbol(cost) || card != nil && strings.Contains(card.ManaCost, "{C}") {
			w.costC = 1
		}
		w.onlyMana = hasColorlessSymbol(full) || hasSnowSymbol(full)
		w.costLife = hasLifeSymbol(full) || card != nil && containsFoldASCII(card.Oracle, "life")
		src := w.paySourcesOf(ctx, player, card, false, e)
		if src.unknown != "" {
			return notUnderstood(r, e, src.unknown)
		}
		if allyWhy == "" {
			allyWhy = w.allyUntaps(player)
		}
		if untapWhy == "" {
			untapWhy = src.untapUnread
		}
		if why := readFloor(ctx, b, player, life, &src, &floorBy, &floorRead); why != "" {
			return notUnderstood(r, e, why)
		}
		explainSources(e, player, src)
		if storage == storageForSpell {
			// Mana that can't be spent on the spell (src.notHere) pays
			// neither it nor the ability.
			var spendOnly []string
			for _, n := range src.spendOnly {
				if card != nil && !slices.Contains(src.notHere, Possessive(n)+" mana") && !slices.Contains(src.notHere, Possessive(n)+" restricted mana") {
					spendOnly = append(spendOnly, n)
				}
			}
			if why := storageWhyNotSpell(costChanged, spendOnly, src.tapsToPay); why != "" {
				return notUnderstood(r, e, why)
			}
		}
		switch {
		case src.tapsToPay != "":
			if tapsWorked == "" {
				explainTapsToPay(e, card, player)
			}
			tapsWorked = src.tapsToPay
		case src.tapsToPayWhy != "":
			tapsNot = src.tapsToPayWhy
		}
		if tapsWorked != "" && tapsNot != "" {
			return notUnderstood(r, e, "whether "+card.Name+"'s "+tapsWorked+" is worked out depends on the land-type-changing effects' timestamp order, which the board doesn't record")
		}
		if card != nil && len(src.spendOnly) > 0 && first {
			// A restriction reads the spell: say what card: is read as.
			e.step(card.Name+" is taken to be the spell being cast, whose cost this is; the cost of an ability of "+card.Name+" is asked without card:, and then mana spent only on some spells is not counted", "106.6", "601.2h")
		}
		if life < 0 && (hasLifeSymbol(cost) || src.payLife()) {
			e.step("The board does not give "+possessiveOf(subject)+" life total, so it is taken to be enough for any life paid", "119.4")
		}
		explainLifeCosts(e, src, shownLife, subject, b.Format == Format2HG)
		p := payProblem{groups: src.groups, cost: full, life: life, maxWays: maxPayments, maxStates: maxPayStates, meter: meterOf(ctx),
			triggers: triggersBeforeOf(worlds, player, card)}
		saved, savedWhy := untapSaved(ctx, b, player, life, src.untappers)
		if savedWhy != "" {
			return notUnderstood(r, e, savedWhy)
		}
		p.cantLose = saved
		if src.tapsToPay != "" {
			// A creature of two colors convokes for either: ways that
			// differ only in that are one (ways.merge), so more are
			// searched for as many to list.
			p.maxWays = 4 * maxPayments
		}
		splits, splitWhy := src.tapManySplitsOf()
		if splitWhy != "" {
			return notUnderstood(r, e, splitWhy)
		}
		if len(splits) > 1 {
			if why := tapManyBeside(src, hybridLeft, storage); why != "" {
				return notUnderstood(r, e, why)
			}
			// The splits share the bound on states.
			p.maxStates = maxPayStates / len(splits)
		}
		res := solvePay(&p)
		if len(res.ways) == 0 && !res.exhausted && life >= 0 && hasLifeSymbol(full) && !lifeBinds {
			q := p
			q.life, q.maxWays = -1, 1
			lifeBinds = len(solvePay(&q).ways) > 0
		}
		if res.untapLife && (len(res.ways) == 0 || len(splits) > 1) {
			return notUnderstood(r, e, untapLifeWhy(subject))
		}
		if res.untapLife {
			// Some ways pay for certain: a way whose untap may or may
			// not leave the player alive is not listed, so the list may
			// be short.
			e.step("A way that uses an ability that untaps a permanent is not listed where the mana abilities activated before the untap may leave "+strings.ToLower(subject)+" at 0 life or less, which the engine does not work out (state-based actions are checked before the untap resolves); the ways listed need no such check", "117.5", "704.5a")
			partial = true
		}
		// The ways of the other splits, each of which taps for the
		// ability some permanents that make mana of their own.
		var splitRes []payResult
		for _, sp := range splits[1:] {
			if res.exhausted {
				break
			}
			q := p
			q.groups, q.must = sp.groups, sp.must+1
			sr := solvePay(&q)
			if sr.untapLife {
				return notUnderstood(r, e, untapLifeWhy(subject))
			}
			if sr.exhausted {
				return notUnderstood(r, e, fmt.Sprintf("working out the ways to pay went past the engine's bound of %d states", maxPayStates))
			}
			splitRes = append(splitRes, sr)
		}
		if res.exhausted && len(splits) > 1 {
			return notUnderstood(r, e, fmt.Sprintf("working out the ways to pay went past the engine's bound of %d states", maxPayStates))
		}
		if res.exhausted {
			// Too many sets of sources pay with some to spare to list
			// the ways with none: a way found, cut down to no source to
			// spare, still says the cost can be paid.
			res = solvePayLoose(&p)
			if len(res.ways) == 0 {
				return notUnderstood(r, e, fmt.Sprintf("working out the ways to pay went past the engine's bound of %d states", maxPayStates))
			}
			e.step(fmt.Sprintf("Listing every way to pay goes past the engine's bound of %d states, so the ways listed are those a shorter search found first: each set of sources it found to pay, with every source it can do without left out", maxPayStates), "601.2h")
			partial = partial || res.exhausted
		}
		ok := len(res.ways) > 0
		for _, sr := range splitRes {
			ok = ok || len(sr.ways) > 0
		}
		if !ok && (len(src.restricted) > 0 || len(src.castFirst) > 0) {
			wide := w.paySourcesOf(ctx, player, card, true, newExplainer())
			q := p
			q.groups, q.maxWays = wide.groups, 1
			if alt := solvePay(&q); alt.exhausted || len(alt.ways) > 0 {
				if len(src.castFirst) > 0 {
					// Does it pay with the restrictions read as they
					// are, cast from elsewhere?
					w.castFromElsewhere = true
					elsewhere := w.paySourcesOf(ctx, player, card, false, newExplainer())
					w.castFromElsewhere = false
					q.groups = elsewhere.groups
					if alt := solvePay(&q); elsewhere.unknown == "" && (alt.exhausted || len(alt.ways) > 0) {
						return notUnderstood(r, e, "whether it can be paid depends on where "+card.Name+" is cast from: "+src.castFirst[0])
					}
				}
				if len(src.restricted) > 0 {
					return notUnderstood(r, e, "whether it can be paid depends on mana with a restriction on how it is spent: "+src.restricted[0])
				}
			}
		}
		for _, why := range src.castFirst {
			e.step(card.Name+" is taken to be cast from "+possessiveOf(subject)+" hand, and "+why+": ways that use that ability are not listed", "117.1a", "601.2g")
		}
		if hybridLeft > 0 {
			// The rest of the reduction lowers a {2/B} symbol paid with
			// two generic mana: a "no" is not known, and the ways that
			// pay so are not among those found.
			hybrid := fmt.Sprintf("effects take {%d} more from the spell's cost than its generic mana has, and that applies to a monocolored hybrid symbol if it is paid with two generic mana (CR 601.2f, 107.4e)", hybridLeft)
			if !ok {
				return notUnderstood(r, e, hybrid+"; the engine does not work out each way of paying those symbols")
			}
			e.step(Capital(hybrid)+"; the ways listed pay each such symbol with its color or with two generic mana without that reduction, and ways that use it are not listed", "601.2f", "107.4e")
		}
		dropped := res.untapDropped
		for _, sr := range splitRes {
			dropped = dropped || sr.untapDropped
		}
		if dropped && !saidUntapDropped {
			saidUntapDropped = true
			later := slices.ContainsFunc(src.groups, func(g payGroup) bool {
				return slices.ContainsFunc(g.uses, func(u payUse) bool { return u.later > 0 })
			})
			explainUntapDropped(e, subject, card, later && p.triggers == triggersResolve)
		}
		if !first && ok != payable {
			return notUnderstood(r, e, "whether it can be paid depends on the land-type-changing effects' timestamp order, which the board doesn't record")
		}
		payable, first = ok, false
		// An untapper's way may be written as another found too
		// (normalized): the ways are merged.
		ways.merge = ways.merge || src.untappers || src.tapsToPay != "" || src.split || src.namesTwice()
		if !res.more {
			res.ways = src.mergeWaysAlike(res.ways)
		}
		ways.ways = slices.Grow(ways.ways, len(res.ways))
		src.reserve(res.ways)
		for _, way := range res.ways {
			if src.splitAside(way.picks) {
				continue
			}
			if parts := src.altsApart(way); parts != nil {
				for _, part := range parts {
					ways.add(src.payment(part, ""), w.label)
				}
				continue
			}
			ways.add(src.payment(way, ""), w.label)
		}
		more = more || res.more
		for i, sr := range splitRes {
			sp := splits[i+1]
			saved, savedAlts := src.groups, src.shownAlts
			src.groups, src.shownAlts = sp.groups, nil
			src.reserve(sr.ways)
			for _, way := range sr.ways {
				if src.splitAside(way.picks) {
					continue
				}
				pay := src.payment(way, "")
				sp.shown(&pay)
				ways.add(pay, w.label)
			}
			src.groups, src.shownAlts = saved, savedAlts
			more = more || sr.more
		}
		if ok && len(src.restricted) > 0 {
			e.step("Ways that spend mana with a restriction not known to allow this cost are not listed: "+src.restricted[0], "106.6")
		}
		if !ok && why == "" {
			whyP, whySrc := p, src
			if len(src.restricted) > 0 && len(src.castFirst) == 0 && len(splits) < 2 {
				// No way pays even with the mana whose spending is not
				// known (above): what the player makes at most counts it
				// (Chandra's Embercat's {R} for an Elemental spell).
				w.spendUnknownOK = true
				wide := w.paySourcesOf(ctx, player, card, false, newExplainer())
				w.spendUnknownOK = false
				if wide.unknown == "" {
					wide.floor = src.floor
					whyP.groups, whySrc = wide.groups, wide
				}
			}
			why = whyUnpayable(whyP, full, whySrc, life, shownLife, subject, splits)
			if len(src.groups) == 0 && len(src.unusable) > 0 {
				whyShort = strings.Replace(why, joinReasons(src.unusable), joinReasons(src.unusableShort), 1)
			}
			notes := w.unpayableNotes(&src, player, card, coloredAsked)
			why += notes
			full, splits, src, w := full, splits, src, w
			whyBy = func(raise raiseMost, once []animation) string {
				notes := notes
				if len(once) > 0 {
					// The mana of lands that can be made creatures
					// first can be spent on it once they are.
					s := src
					s.notHere = nil
					for _, n := range src.notHere {
						if !slices.ContainsFunc(once, func(an animation) bool { return n == Possessive(an.name)+" mana" }) {
							s.notHere = append(s.notHere, n)
						}
					}
					for _, an := range once {
						s.creatureOnce = append(s.creatureOnce, an.name)
					}
					notes = w.unpayableNotes(&s, player, card, coloredAsked)
				}
				return whyUnpayableBy(whyP, full, whySrc, life, shownLife, subject, splits, raise) + notes
			}
		}
	}
	if card != nil && faceUp != "" {
		e.step(fmt.Sprintf("%s is %s %s cost, paid to turn it face up: a special action, which its controller may take any time they have priority, and no spell cast, so when %s may be cast does not matter", written, Possessive(card.Name), faceUp, card.Name), "702.37e", "116.2b")
	}
	if card != nil && faceUp == "" {
		// Every world's text that bears is understood (unknownFor): an
		// effect that prohibits the spell answers "no" (601.3).
		// A card cast as one of its halves, for that half's own mana
		// cost: only that half is evaluated (709.3a).
		spell := cast
		switch {
		case cast == card:
		case cast.CardName != "":
			e.step(fmt.Sprintf("%s is the mana cost of %s, the half of %s cast for it: only the half chosen is evaluated to see if it can be cast", cost.String(), cast.Name, card.Name), "709.3a")
		default:
			// Both halves, fused: one spell with both halves' text and
			// targets, their colors and the mana value of both costs
			// (702.102b, 709.4d, 202.3d).
			e.step(fmt.Sprintf("%s is the mana cost of both halves of %s, cast fused: the spell has both halves' text and targets, both halves' colors, and a mana value of %d", cost.String(), card.Name, cost.MaxMana()), "702.102b", "709.4d", "202.3d")
		}
		asCast := spell
		switch _, kw, up := castAsOther(cast, written, max(x, 0)); {
		case kw != "" && kw != "bestow" && kw != "prototype" && written == "{3}" && !up:
			// Cast face down, it is a nameless colorless 2/2 creature
			// spell: a prohibition reads that (702.37c).
			asCast = faceDownSpell
			e.step(fmt.Sprintf("Cast face down for {3}, %s is a 2/2 creature spell with no name, mana cost or color, and what prohibits casting spells reads it so, not the card face up", spell.Name), "702.37c")
		case kw == "bestow":
			// Bestowed, it is an Aura spell and no creature spell
			// (702.103b; Nimbus Naiad's ruling of 2013-09-15).
			asCast = bestowedSpell(spell)
			e.step(fmt.Sprintf("Cast bestowed, %s is an Aura enchantment spell with enchant creature, not a creature spell, and what prohibits casting spells reads it so", spell.Name), "702.103b", "601.3a")
		}
		why, unsure := castProhibited(worlds, player, asCast, x, e)
		if unsure != "" {
			return notUnderstood(r, e, unsure)
		}
		if why != "" {
			why = strings.TrimPrefix(why, asCast.Name+" can't be cast: ")
			f := false
			r.Understood, r.Payable, r.Payments = true, &f, nil
			r.Answer = firstFitting(
				fmt.Sprintf("No, %s can't cast %s, so %s can't pay %s for it: %s", subject, spell.Name, subject, costShown, endSentence(why)),
				fmt.Sprintf("No, %s can't cast %s: %s", subject, spell.Name, endSentence(why)),
				fmt.Sprintf("No, %s can't cast %s now; the steps say why.", subject, spell.Name))
			e.fill(r)
			return nil
		}
		// When the spell may be cast, and its own conditions and
		// additional costs: a "no" stands, as they only add to what
		// casting it takes.
		c := checkSpell(b, worlds, player, spell)
		if len(c.cantWhy) > 0 {
			e.step(Capital(joinAnd(c.cantWhy)), c.cantRules...)
			f := false
			r.Understood, r.Payable, r.Payments = true, &f, nil
			r.Answer = firstFitting(
				fmt.Sprintf("No, %s can't cast %s now, so %s can't pay %s for it: %s", subject, spell.Name, subject, costShown, endSentence(c.cantWhy[0])),
				fmt.Sprintf("No, %s can't cast %s now: %s", subject, spell.Name, endSentence(c.cantShort[0])),
				fmt.Sprintf("No, %s can't cast %s now; the steps say why.", subject, spell.Name))
			e.fill(r)
			return nil
		}
		if c.unsure != "" && payable {
			return notUnderstood(r, e, c.unsure)
		}
		if c.costUnsure != "" && payable {
			return notUnderstood(r, e, c.costUnsure)
		}
		if c.life > 0 && payable {
			if hasLifeSymbol(given) {
				return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d, and its Phyrexian symbols may be paid with life too, which the engine does not weigh together", spell.Name, c.line))
			}
			addLife = c.life
			e.step(fmt.Sprintf("%s says \u201c%s\u201d: that life is paid with the mana, as part of the total cost, so each way pays %d life besides", spell.Name, c.line, c.life), "118.8", "601.2h", "119.4")
		}
		// Its targets are chosen before its costs are paid (601.2c).
		why, rules, unsure, few := spellTargets(ctx, b, worlds, player, spell, x)
		if kicked, ok := kickedTargets(spell, cost); !ok {
			// The cost given may be the kicked spell's, whose targets
			// the reading above leaves out (601.2c, 702.33d): a "no"
			// from the mana stands, and nothing else is said.
			if payable {
				return notUnderstood(r, e, kicked)
			}
			why, rules, unsure = "", nil, ""
		}
		if unsure != "" && payable {
			return notUnderstood(r, e, unsure)
		}
		if why != "" {
			e.step(why, rules...)
			f := false
			r.Understood, r.Payable, r.Payments = true, &f, nil
			short := "it has no legal target"
			if few {
				short = "it has too few legal targets"
			}
			r.Answer = firstFitting(
				fmt.Sprintf("No, %s can't cast %s now, so %s can't pay %s for it: %s", subject, spell.Name, subject, costShown, endSentence(strings.TrimPrefix(why, spell.Name+" can't be cast: "))),
				fmt.Sprintf("No, %s can't cast %s now: %s.", subject, spell.Name, short))
			e.fill(r)
			return nil
		}
		if unseen := unseenTargets(spell); len(unseen) == 1 {
			e.step(fmt.Sprintf("%s target %s is no permanent or player, and the board does not show it: it is taken as there to be chosen", Possessive(spell.Name), quote(unseen[0])), "601.2c", "115.1")
		} else if len(unseen) > 1 {
			e.step(fmt.Sprintf("%s targets %s are no permanents or players, and the board does not show them: they are taken as there to be chosen", Possessive(spell.Name), joinAnd(quoteEach(unseen))), "601.2c", "115.1")
		}
	}
	// A spell that may be paid for otherwise than with mana, or cost less
	// than its mana cost, can be cast by paying that cost with mana: a
	// "yes" from the mana stands, a "no" does not.
	// One whose own text may raise its total cost: a "no" stands, and a
	// "yes" where only targets beyond the first raise it, with one target.
	otherWhy, how := "", otherwiseRefuse
	if card != nil && faceUp == "" {
		otherWhy, how = paidOtherwise(card, tapsWorked)
	}
	if !payable && mayGrow != "" {
		return notUnderstood(r, e, mayGrow)
	}
	if !payable && how == otherwiseLowers {
		if step := affinityForNone(ctx, b, player, card); step != "" {
			// It costs no less now, so a "no" from its mana cost stands.
			rule := reCitedRule.FindStringSubmatch(step)[1]
			e.step(strings.TrimSuffix(step, " (CR "+rule+")"), rule, "601.2f")
			otherWhy = ""
		}
	}
	switch {
	case otherWhy == "":
	case !payable && how == otherwiseLowers, payable && how == otherwiseRaises:
		explainAlternativeCost(e, card)
		return notUnderstood(r, e, otherWhy)
	case how == otherwiseRaises || how == otherwiseRaisesPerTarget:
		if payable {
			e.step(fmt.Sprintf("%s costs more for each target beyond the first: with one target its total cost is the cost paid here, and each more target adds to it", card.Name), "601.2f")
		} else {
			e.step(fmt.Sprintf("%s's own text can only raise its total cost above its mana cost, never lower it, so what can't pay that can't pay the spell", card.Name), "601.2f")
		}
	}
	if allyWhy != "" {
		if !payable {
			return notUnderstood(r, e, allyWhy)
		}
		e.step("Ways that use a teammate's ability that untaps a permanent are not listed: "+strings.Replace(allyWhy, " (CR 805.5, 605.3a)", "", 1), "805.5", "605.3a")
	}
	if untapWhy != "" {
		if !payable {
			return notUnderstood(r, e, untapWhy)
		}
		e.step("Ways that first activate an ability that untaps a permanent, the mana already made staying in the pool, are not listed: "+untapWhy, "106.4", "605.3a")
	}
	if !payable {
		if tapsWorked != "" {
			if why := tapsMayGrow(ctx, b, player, card, tapsWorked); why != "" {
				return notUnderstood(r, e, why)
			}
		}
		if why := unreadAnimation(ctx, b, player); why != "" {
			return notUnderstood(r, e, why)
		}
		if why := beforePayingUnread(ctx, b, player); why != "" {
			return notUnderstood(r, e, why)
		}
		if lifeBinds {
			// Life gained first may pay a Phyrexian symbol (119.4).
			if why := lifeGainedFirstUnread(ctx, b, player); why != "" {
				return notUnderstood(r, e, why)
			}
		}
		if why := tappedCostUnread(ctx, b, player, card, max(x, 0)); why != "" {
			return notUnderstood(r, e, why)
		}
		if why := sacrificedCostUnread(ctx, b, player, card, max(x, 0)); why != "" {
			return notUnderstood(r, e, why)
		}
		if producedByCreatures(card) {
			ok, unknown, err := payCreatureMana(ctx, b, player, cost, full, cardText, card, r)
			if err != nil || ok {
				return err
			}
			if unknown != "" {
				return notUnderstood(r, e, unknown)
			}
			if sick := spendSick(ctx, b, player); len(sick) > 0 {
				one := len(sick) == 1
				e.step(fmt.Sprintf("%s can be made %s first, but %s came under %s control this turn, so as %s %s can't be tapped for mana, and %s mana is no creature's", joinAnd(sick), map[bool]string{true: "a creature", false: "creatures"}[one], map[bool]string{true: "it", false: "they"}[one], possessiveOf(subject), map[bool]string{true: "a creature", false: "creatures"}[one], map[bool]string{true: "it", false: "they"}[one], map[bool]string{true: "its", false: "their"}[one]), "302.6", "106.6")
			}
			if once := spendOnce(ctx, b, player); whyBy != nil && len(once) > 0 {
				// What the player can spend on it at most counts the
				// mana of lands made creatures first.
				raise, errp := raiser(func(n int, sym *CostSymbol) (int, bool, error) {
					return creatureManaMost(ctx, b, player, cardText, n, sym)
				})
				raised := whyBy(raise, once)
				if err := *errp; err != nil {
					return err
				}
				why, whyShort = raised, ""
				e.step(animatedNone(player, once), "601.2g", "602.2", "106.6")
			}
		} else if anims := animations(ctx, b, player); len(anims) > 0 {
			ok, unknown, err := payAnimated(ctx, b, player, cost, full, cardText, anims, r)
			if err != nil || ok {
				return err
			}
			if unknown != "" {
				return notUnderstood(r, e, unknown)
			}
			if whyBy != nil && !producedByCreatures(card) {
				// What the player makes at most counts the mana made
				// once the lands are creatures, less their abilities'.
				raise, errp := raiser(func(n int, sym *CostSymbol) (int, bool, error) {
					return animatedMost(ctx, b, player, anims, n, sym)
				})
				raised := whyBy(raise, nil)
				if err := *errp; err != nil {
					return err
				}
				if raised != why {
					why, whyShort = raised, ""
				}
				e.step(animatedNone(player, anims), "601.2g", "602.2")
			}
		}
		if sf := storageFirsts(ctx, b, player); len(sf) > 0 {
			ok, unknown, err := payStorage(ctx, b, player, cost, full, cardText, sf, r)
			if err != nil || ok {
				return err
			}
			if unknown != "" {
				return notUnderstood(r, e, unknown)
			}
			// What the mana alone makes (at most so much of a type) is
			// not all there is: a counter put first makes more of one.
			var names []string
			for _, f := range sf {
				names = append(names, f.name)
			}
			why = fmt.Sprintf("no combination of the mana %s can make pays every symbol at once, also after first putting a counter on %s", subject, joinAnd(names))
			whyShort = ""
		}
	}
	r.Understood = true
	r.Payable = &payable
	if payable {
		payments := ways.payments()
		if len(payments) > maxPayments {
			payments, more = payments[:maxPayments], true
		} else if more && ways.merge {
			// The search stopped at its number of ways, some of which
			// were one way: how many more there are is not known.
			more, partial = false, true
		}
		for i := range payments {
			// The additional cost's life (checkSpell).
			payments[i].Life += addLife
		}
		r.Payments = payments
		// The headline: the way to pay where it fits, else how many ways
		// there are (the payments list them).
		count := payCount(subject, costShown, payments, more)
		yes := append(payAnswer(subject, costShown, payments, more, count), count)
		if addLife > 0 {
			// "…: tap Swamp for {B} (×2), and pay 3 life for its
			// additional cost."
			for i := range yes[:len(yes)-1] {
				if yes[i] != count {
					yes[i] = strings.TrimSuffix(yes[i], ".") + fmt.Sprintf(", and pay %d life for its additional cost.", addLife)
				}
			}
		}
		if partial && !more {
			yes = []string{partialAnswer(subject, costShown, len(payments)), fmt.Sprintf("Yes, %s can pay %s; there may be more ways than those listed.", subject, costShown)}
		}
		target := ""
		if how == otherwiseRaisesPerTarget {
			target = " That is with one target: each target beyond the first costs more."
		}
		ban.explainDamage(e, player, payments)
		var lethal lethalNotes
		if life >= 0 {
			saver, why := lifeSaver(ctx, b, player)
			if why != "" {
				return notUnderstood(r, e, why)
			}
			weighed := payments
			if floorBy != "" {
				explainFloor(e, payments, player, floorBy)
				if weighed, why = floored(payments, life, floorBy); why != "" {
					return notUnderstood(r, e, why)
				}
			}
			// The life total itself, below 0 too, for what a way leaves
			// it at.
			lethal = noteLethalWays(e, weighed, more, shownLife, subject, costShown, b.Format == Format2HG, saver, laterResponder(ctx, b, player, weighed))
			if lethal.long != "" && saver == "" {
				// Life gained first may leave the player above 0.
				if why := lifeGainedFirstUnread(ctx, b, player); why != "" {
					return notUnderstood(r, e, why)
				}
			}
		}
		var heads []string
		for _, y := range yes {
			for _, note := range []string{lethal.long, lethal.short, lethal.lean} {
				heads = append(heads, y+target+note)
			}
		}
		heads = append(heads, lethal.bare...)
		r.Answer = firstFitting(heads...)
		e.step(subj+" can activate those mana abilities and pay the total cost with the mana they make", "601.2g", "601.2h")
		if otherWhy != "" && how == otherwiseLowers {
			// The lowering is the player's to use or a reduction, which
			// only makes the cost smaller: the whole cost paid with
			// mana casts the spell all the same.
			explainAlternativeCost(e, card)
			note := strings.TrimSuffix(otherWhy, ", and the engine works out paying with mana only")
			note = strings.TrimSuffix(note, ", and the engine does not work out by how much")
			cited := []string{"601.2f"}
			if m := reCitedRule.FindStringSubmatch(note); m != nil && m[1] != "601.2f" {
				cited = append(cited, m[1])
			}
			e.step(note+"; that is not needed here, where mana pays the whole cost", cited...)
		}
	} else {
		if whyShort == "" {
			whyShort = why
		}
		r.Answer = noAnswer(subject, []string{costShown, costMid, costShort, costTotal}, why, shortWhy(whyShort))
		e.step(subj+" can't pay the cost: "+why, "118.3")
	}
	e.fill(r)
	return nil
}

// worldWays gathers the ways to pay found in each order of the
// land-type-changing effects' timestamps (buildWorlds): a way found in
// several orders is one way, and it says in which orders it pays unless
// it pays in all of them (CR 613.7).
type worldWays struct {
	worlds int
	// merge: merge equal ways even with one order.
	merge  bool
	ways   []Payment
	labels [][]string
	index  map[string]int
}

// namesTwice reports whether two groups of sources have one name: equal
// permanents but for being tapped or summoning-sick (a Forest and a tapped
// Forest), whose ways may read alike ("sacrifice Forest to Squandered
// Resources" of either), and are then one way (payments).
func (src *paySources) namesTwice() bool {
	plain := func(g *payGroup) bool { return !g.apart && !g.untap && !g.repeat && !g.activations && g.split == 0 }
	for i := range src.groups {
		for j := range i {
			if src.groups[i].name == src.groups[j].name && plain(&src.groups[i]) && plain(&src.groups[j]) {
				return true
			}
		}
	}
	return false
}

// add records way, found in the order label ("" with one order).
func (ws *worldWays) add(way Payment, label string) {
	if ws.worlds == 1 && !ws.merge {
		// One order: the solver's ways are distinct already, and pay in
		// every order (payments).
		ws.ways = append(ws.ways, way)
		return
	}
	k := paymentKey(way)
	if i, ok := ws.index[k]; ok {
		if !slices.Contains(ws.labels[i], label) {
			ws.labels[i] = append(ws.labels[i], label)
		}
		return
	}
	if ws.index == nil {
		ws.index = map[string]int{}
	}
	ws.index[k] = len(ws.ways)
	ws.ways = append(ws.ways, way)
	ws.labels = append(ws.labels, []string{label})
}

// paymentKey is the same for two payments exactly when they are equal:
// the same sources used the same times for the same mana, choices and
// events, in whatever order they are listed (two orders of the same
// activations are one way to pay, CR 601.2g-h).
func paymentKey(p Payment) string {
	field := func(b *strings.Builder, s string) {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	}
	var b strings.Builder
	sorted := func(n int, each func(i int, b *strings.Builder)) {
		parts := make([]string, n)
		for i := range parts {
			var pb strings.Builder
			each(i, &pb)
			parts[i] = pb.String()
		}
		slices.Sort(parts)
		field(&b, strconv.Itoa(n))
		for _, part := range parts {
			field(&b, part)
		}
	}
	sorted(len(p.Sources), func(i int, b *strings.Builder) {
		s := p.Sources[i]
		field(b, s.Card)
		field(b, strconv.Itoa(s.Count))
		field(b, s.Ability)
		field(b, s.Action)
		field(b, s.Mana)
	})
	field(&b, p.Mana)
	sorted(len(p.Choices), func(i int, b *strings.Builder) { b.WriteString(p.Choices[i]) })
	field(&b, p.Spent)
	field(&b, p.Left)
	field(&b, strconv.Itoa(p.Life))
	sorted(len(p.Events), func(i int, b *strings.Builder) { b.WriteString(p.Events[i]) })
	return b.String()
}

// payments are the ways, in the order found, each with the orders it
// pays in when that is not every order.
func (ws *worldWays) payments() []Payment {
	if ws.worlds == 1 && !ws.merge {
		return ws.ways
	}
	out := make([]Payment, 0, len(ws.ways))
	for i, p := range ws.ways {
		if len(ws.labels[i]) < ws.worlds {
			var choices []string
			for _, l := range ws.labels[i] {
				if l != "" {
					choices = append(choices, l)
				}
			}
			p.Choices = append(choices, p.Choices...)
		}
		out = append(out, p)
	}
	return out
}

// explainCost adds the steps that say how the cost's symbols are paid.
func explainCost(e *explainer, c ManaCost, x int) {
	e.step("Mana abilities are activated before the total cost is paid, and while a cost is being paid a player may activate mana abilities to pay it", "601.2g", "601.2h", "605.3a")
	if c.X > 0 {
		e.step(fmt.Sprintf("X is %d, so each {X} is %d generic mana", x, x), "107.3")
	}
	if c.Generic > 0 || c.X > 0 {
		e.step("Generic mana in a cost can be paid with any type of mana", "107.4b")
	}
	// Each kind of symbol is explained once; {C/W}, a hybrid symbol with a
	// colorless half, is explained apart from {G/W}.
	type symbolWay struct {
		kind      SymbolKind
		colorless bool
	}
	seen := map[symbolWay]bool{}
	for _, s := range c.Symbols {
		way := symbolWay{s.Kind, s.Kind == SymHybrid && s.Colors[0] == Colorless}
		if seen[way] {
			continue
		}
		seen[way] = true
		switch s.Kind {
		case SymColorless:
			e.step("{C} can be paid only with colorless mana", "107.4c")
		case SymHybrid:
			if way.colorless {
				e.step("A monocolored hybrid symbol such as "+s.String()+" can be paid with one colorless mana or with one mana of its color", "107.4c", "107.4e")
				continue
			}
			e.step("A hybrid symbol such as "+s.String()+" can be paid with one mana of either of its colors", "107.4e")
		case SymMonoHybrid:
			e.step("A monocolored hybrid symbol such as "+s.String()+" can be paid with one mana of its color or with two generic mana", "107.4e")
		case SymPhyrexian:
			e.step("A Phyrexian symbol such as "+s.String()+" can be paid with one mana of its color or with 2 life; a player can pay life only if their life total is at least the payment", "107.4f", "119.4")
		case SymHybridPhyrexian:
			e.step("A hybrid Phyrexian symbol such as "+s.String()+" can be paid with one mana of either of its colors or with 2 life; a player can pay life only if their life total is at least the payment", "107.4f", "119.4")
		case SymSnow:
			e.step("{S} can be paid only with mana made by a snow source", "107.4h")
		}
	}
}

// explainSources adds a step that lists the sources that can make mana.
// A permanent that makes no mana of its own now, only tapped for another's
// mana ability (Springleaf Drum's, Urza, Lord High Artificer's), is listed
// as one that can be tapped for that ability's cost.
func explainSources(e *explainer, player string, src paySources) {
	// The groups named, by index into src.groups: those that make mana,
	// those tapped only for another's cost (costOf names the cards), and
	// those tapped only to convoke or improvise.
	var listedBuf [16]string
	var makeBuf, forBuf, tapsBuf [16]int
	listed, makes, tappedFor, tapsOnly := listedBuf[:0], makeBuf[:0], forBuf[:0], tapsBuf[:0]
	var costOf []string
	for i, g := range src.groups {
		// A permanent's ability used apart from its others, or again and
		// again, is the same permanent: it is named once.
		if g.untap || (g.apart || g.repeat) && slices.Contains(listed, g.name) {
			continue
		}
		if g.split != 0 {
			// Copies of another group (share): named with it.
			continue
		}
		listed = append(listed, g.name)
		if len(g.uses) > 0 && !slices.ContainsFunc(g.uses, func(u payUse) bool { return !u.tapsToPay }) {
			// It makes no mana: it is tapped for convoke or improvise.
			tapsOnly = append(tapsOnly, i)
			continue
		}
		if len(g.uses) > 0 && !slices.ContainsFunc(g.uses, func(u payUse) bool { return !u.tapsFor || u.card != g.uses[0].card }) {
			if c := g.uses[0].card; !slices.Contains(costOf, c) {
				costOf = append(costOf, c)
			}
			tappedFor = append(tappedFor, i)
			continue
		}
		makes = append(makes, i)
	}
	who := PlayerDoes(player, "controls")
	var sb strings.Builder
	sb.WriteString("The permanents ")
	sb.WriteString(who)
	sb.WriteByte(' ')
	start := sb.Len()
	// clause writes one kind of permanent and the groups of that kind
	// (of those tapped for card's cost, where card is given).
	clause := func(head string, groups []int, card string) {
		if sb.Len() > start {
			sb.WriteString("; and those ")
		}
		sb.WriteString(head)
		k := 0
		for _, i := range groups {
			g := &src.groups[i]
			if card != "" && g.uses[0].card != card {
				continue
			}
			if k > 0 {
				sb.WriteString(", ")
			}
			k++
			if n := src.copies(i); n > 1 && !g.repeat && !g.activations {
				sb.WriteString(strconv.Itoa(n))
				sb.WriteString(" × ")
			}
			sb.WriteString(g.name)
		}
	}
	if len(makes) > 0 {
		clause("that can make mana now: ", makes, "")
	}
	for _, c := range costOf {
		clause("that can be tapped for "+Possessive(c)+" cost: ", tappedFor, c)
	}
	if len(tapsOnly) > 0 {
		clause("that can be tapped only to "+src.tapsToPay+": ", tapsOnly, "")
	}
	if sb.Len() == start {
		if src.untappers {
			e.step("No permanent "+who+" can make mana now unless it is untapped first", "605.1a")
			return
		}
		e.step("No permanent "+who+" can make mana now", "605.1a")
		return
	}
	sb.WriteString("; equal permanents are counted together and each is used at most once")
	if src.untappers {
		sb.WriteString(", and once more for each time it is untapped")
	}
	for _, g := range src.groups {
		if g.repeat {
			sb.WriteString(", but a mana ability with no {T} in its cost whose cost is mana or life is activated as often as its cost can be paid")
			break
		}
	}
	e.step(sb.String(), "605.1a", "106.12")
}

// tapManyBeside says why the splits of an ability that taps two or more
// (tapManySplitsOf) are not worked out beside what else the answer
// weighs: a hybrid symbol a reduction may lower, an ability activated
// first, mana whose spending is not known or a source used only before
// the spell is cast, each of which the engine reads only with the
// groups as they are; "" where none is.
func tapManyBeside(src paySources, hybridLeft int, storage storageMode) string {
	t := src.tapMany
	what := ""
	switch {
	case hybridLeft > 0:
		what = "a reduction that may lower a hybrid symbol"
	case storage != 0:
		what = "an ability activated before the cost is paid"
	case len(src.restricted) > 0:
		what = "mana with a restriction on how it is spent"
	case len(src.castFirst) > 0:
		what = "a source used only before the spell is cast"
	default:
		return ""
	}
	return fmt.Sprintf("%s ability \u201c%s\u201d %s for its cost, some of those it may tap can make mana of their own, and the engine does not work out which to tap for which beside %s", Possessive(t.tc.p.name), t.tc.a.Text, t.taps(), what)
}

// whyUnpayable says in a player's terms why no way pays the cost: the
// first symbol or amount the mana the player can make falls short of.
func whyUnpayable(p payProblem, cost ManaCost, src paySources, life, shown int, subject string, splits []tapManySplit) string {
	return whyUnpayableBy(p, cost, src, life, shown, subject, splits, nil)
}

// raiseMost, where not nil, is the most of a symbol's mana (nil: any
// mana), up to n, the player can make otherwise than with the sources
// read (animatedMost: lands made creatures first); unknown where that is
// not known.
type raiseMost func(n int, sym *CostSymbol) (most int, unknown bool)

// whyUnpayableBy is whyUnpayable, where what the player can make at most
// of each symbol is also what raise says.
func whyUnpayableBy(p payProblem, cost ManaCost, src paySources, life, shown int, subject string, splits []tapManySplit, raise raiseMost) string {
	p.maxWays = 1
	if len(src.groups) == 0 {
		return noSourceWhy(cost, src, life, shown, subject)
	}
	need := map[Color]int{}
	colorless := 0
	snow := 0
	for _, s := range cost.Symbols {
		switch s.Kind {
		case SymColored:
			need[s.Colors[0]]++
		case SymColorless:
			colorless++
		case SymSnow:
			snow++
		}
	}
	// With sources whose abilities cost no mana and whose life costs can
	// all be paid together, each permanent makes the most it can of what
	// is asked, apart from the others: counted, not searched.
	_, apart := independentMost(src.groups, life)
	// Where permanents are tapped for an ability that taps two or more
	// (tapManySplitsOf), the most is the most of any split.
	apart = apart && len(splits) < 2
	// sym nil is generic mana.
	mostRead := func(n int, sym *CostSymbol) (int, bool) {
		costOf := func(k int) ManaCost { return ManaCost{Generic: k} }
		if sym != nil {
			costOf = func(k int) ManaCost { return repeatSymbol(*sym, k) }
		}
		if len(splits) > 1 {
			most := 0
			for _, sp := range splits {
				q := p
				q.groups, q.base = sp.groups, nil
				k, _, ex := mostPayable(q, n, costOf)
				if ex {
					return 0, true
				}
				most = max(most, k)
			}
			return most, false
		}
		if !apart {
			k, _, ex := mostPayable(p, n, costOf)
			return k, ex
		}
		mask := allKinds
		if r := makeReq(costOf(1), allKinds); len(r.syms) > 0 {
			mask = r.syms[0][0].mask
		}
		got := 0
		for _, g := range src.groups {
			best := 0
			for ui := range g.uses {
				u := &g.uses[ui]
				m := 0
				for k, x := range u.made {
					if mask&(1<<k) != 0 {
						m += int(x)
					}
				}
				best = max(best, m)
			}
			got += best * g.count
		}
		return min(got, n), false
	}
	mostOf := func(n int, sym *CostSymbol) (int, bool) {
		got, ex := mostRead(n, sym)
		if ex || raise == nil || got >= n {
			return got, ex
		}
		more, unknown := raise(n, sym)
		return max(got, more), unknown
	}
	// Where mana abilities cost life, the life total bounds what they
	// make: the answers about one type say so too.
	srcLife := ""
	if names := src.lifeSources(); life >= 0 && len(names) > 0 {
		srcLife = fmt.Sprintf(" (%s %s %d life, and %s)", subject, haveWord(subject), shown, lifeCostWords(names))
	}
	// lifeBound is srcLife where more life would make more than got of
	// n of sym.
	lifeBound := func(n int, sym *CostSymbol, got int) string {
		if srcLife == "" || apart {
			return ""
		}
		saved := p.life
		p.life = -1
		more, ex := mostOf(n, sym)
		p.life = saved
		if ex || more <= got {
			return ""
		}
		return srcLife
	}
	// lifeLimits: where mana abilities cost life, more life would make
	// more of the mana the cost needs, in all (n of it) or of a color it
	// asks for; only then does a reason say the life total limits it.
	lifeLimits := func(n int) bool {
		if srcLife == "" || apart {
			return false
		}
		limits := func(n int, sym *CostSymbol) bool {
			got, ex := mostOf(n, sym)
			return !ex && got < n && lifeBound(n, sym, got) != ""
		}
		if n > 0 && limits(n, nil) {
			return true
		}
		for c := White; c <= Green; c++ {
			if need[c] > 0 && limits(need[c], &CostSymbol{Kind: SymColored, Colors: []Color{c}}) {
				return true
			}
		}
		return false
	}
	for c := White; c <= Green; c++ {
		n := need[c]
		if n > 0 && life >= 0 && life < 2 {
			// Under 2 life, life pays no Phyrexian symbol (119.4): those
			// of this color take its mana too.
			for _, s := range cost.Symbols {
				if s.Kind == SymPhyrexian && s.Colors[0] == c {
					n++
				}
			}
		}
		if n > 0 {
			got, ex := mostOf(n, &CostSymbol{Kind: SymColored, Colors: []Color{c}})
			if !ex && got < n {
				return fmt.Sprintf("%s, and it needs %s%s", canMake(subject, manaWord(got, c.Symbol())), countWord(n), lifeBound(n, &CostSymbol{Kind: SymColored, Colors: []Color{c}}, got))
			}
		}
	}
	// A hybrid symbol ({G/W}, {C/W}) with the symbols that take only its
	// halves: together they need as much mana of those types.
	for i, s := range cost.Symbols {
		if s.Kind != SymHybrid || slices.ContainsFunc(cost.Symbols[:i], func(o CostSymbol) bool { return o.String() == s.String() }) {
			continue
		}
		n, most := 0, 0
		for _, o := range cost.Symbols {
			in := false
			switch o.Kind {
			case SymColorless:
				// Only colorless mana pays {C} (107.4c): it asks for
				// this symbol's mana only where colorless is a half.
				in = slices.Contains(s.Colors, Colorless)
			case SymColored, SymHybrid:
				in = len(o.Colors) > 0 && !slices.ContainsFunc(o.Colors, func(c Color) bool { return !slices.Contains(s.Colors, c) })
			case SymPhyrexian:
				// Under 2 life, life pays none of it (119.4): its mana
				// is asked for.
				in = life >= 0 && life < 2 && len(o.Colors) > 0 && !slices.ContainsFunc(o.Colors, func(c Color) bool { return !slices.Contains(s.Colors, c) })
			}
			if in {
				n++
			}
		}
		for _, c := range s.Colors {
			if c == Colorless {
				most = max(most, colorless)
			} else {
				most = max(most, need[c])
			}
		}
		if n <= most {
			// No more than a symbol of one type alone asks for.
			continue
		}
		got, ex := mostOf(n, &CostSymbol{Kind: SymHybrid, Colors: s.Colors})
		if !ex && got < n {
			var halves []string
			for _, c := range s.Colors {
				halves = append(halves, c.Symbol())
			}
			what := manaWord(got, strings.Join(halves, " or "))
			return fmt.Sprintf("%s, and it needs %s%s", canMake(subject, what), countWord(n), lifeBound(n, &CostSymbol{Kind: SymHybrid, Colors: s.Colors}, got))
		}
	}
	if colorless > 0 {
		got, ex := mostOf(colorless, &CostSymbol{Kind: SymColorless})
		if !ex && got < colorless {
			return fmt.Sprintf("only colorless mana pays {C}; %s, and it needs %s%s", canMake(subject, countWord(got)+" colorless mana"), countWord(colorless), lifeBound(colorless, &CostSymbol{Kind: SymColorless}, got))
		}
	}
	if snow > 0 {
		got, ex := mostOf(snow, &CostSymbol{Kind: SymSnow})
		if !ex && got < snow {
			return fmt.Sprintf("only mana from snow sources pays {S}; %s, and it needs %s%s", canMake(subject, countWord(got)+" such mana"), countWord(snow), lifeBound(snow, &CostSymbol{Kind: SymSnow}, got))
		}
	}
	lifeNote := ""
	phy := 0
	for _, s := range cost.Symbols {
		if s.Kind == SymPhyrexian || s.Kind == SymHybridPhyrexian {
			phy++
		}
	}
	if phy == 0 && lifeLimits(cost.MinManaWithLife(life)) {
		lifeNote = srcLife
	}
	if phy > 0 && life >= 0 {
		have := "has"
		if subject == "you" {
			have = "have"
		}
		damage := ""
		for _, g := range src.groups {
			for ui := range g.uses {
				u := &g.uses[ui]
				// An untapper's use deals the damage of the permanent
				// it untaps, not its own.
				name := g.name
				if u.card != "" {
					name = u.card
				}
				if u.damage > 0 && !strings.Contains(damage, Possessive(name)+" damage") {
					damage += fmt.Sprintf(", %s damage comes before life is paid", Possessive(name))
				}
			}
		}
		lifeNote = fmt.Sprintf(" (%s %s %d life%s, and each Phyrexian symbol paid with life takes 2)", subject, have, shown, damage)
	}
	minMana := cost.MinManaWithLife(life)
	if minMana > 0 {
		got, ex := mostOf(minMana, nil)
		if !ex && got < minMana {
			return fmt.Sprintf("%s, and it needs %s%s", canMake(subject, countWord(got)+" mana"), countWord(minMana), lifeNote)
		}
	}
	// Phyrexian symbols of one color, more than the life pays for (2
	// each, CR 107.4f, 119.4): the rest take mana of that color, beside
	// the cost's own symbols of it.
	if c, ok := onePhyrexianColor(cost); ok && life >= 0 && phy > life/2 {
		n := need[c] + phy - life/2
		sym := &CostSymbol{Kind: SymColored, Colors: []Color{c}}
		if got, ex := mostOf(n, sym); !ex && got < n {
			return fmt.Sprintf("%s, and it needs %s%s", canMake(subject, manaWord(got, c.Symbol())), countWord(n), lifeNote)
		}
	}
	// Colored symbols of several colors, each of which can be made, but
	// not as many of them together: a source that makes one of two
	// colors (Pillar of the Paruns, Taiga under Mana Flare) counts once.
	if why := colorsTogetherWhy(need, subject, mostOf); why != "" {
		return why + lifeNote
	}
	mono := ""
	for _, s := range cost.Symbols {
		if s.Kind == SymMonoHybrid && mono == "" {
			c := s.Colors[0].Symbol()
			mono = fmt.Sprintf("; each {2/%s} is paid with one %s or with two mana of any type", c[1:2], c)
		}
	}
	if lifeNote == "" && mono == "" && snow == 0 && len(splits) < 2 && raise == nil {
		// Few enough ways to use every source, none of which costs
		// anything but tapping: what each makes, which none pays.
		if why := src.productionsWhy(cost, subject, life); why != "" {
			return why
		}
	}
	return "no combination of the mana " + subject + " can make pays every symbol at once" + lifeNote + mono
}

// colorsTogetherWhy says, for the colors the cost's colored symbols
// need, the fewest of them together that the mana the player can make
// falls short of, the smaller sets first: "you can make at most one mana
// that is {R} or {W}, and it needs two". mostOf is whyUnpayable's.
func colorsTogetherWhy(need map[Color]int, subject string, mostOf func(int, *CostSymbol) (int, bool)) string {
	var colors []Color
	for c := White; c <= Green; c++ {
		if need[c] > 0 {
			colors = append(colors, c)
		}
	}
	for size := 2; size <= len(colors); size++ {
		for set := 1; set < 1<<len(colors); set++ {
			if bits.OnesCount(uint(set)) != size {
				continue
			}
			var cs []Color
			var syms []string
			n := 0
			for i, c := range colors {
				if set&(1<<i) != 0 {
					cs = append(cs, c)
					syms = append(syms, c.Symbol())
					n += need[c]
				}
			}
			if got, ex := mostOf(n, &CostSymbol{Kind: SymHybrid, Colors: cs}); !ex && got < n {
				return fmt.Sprintf("%s, and it needs %s", canMake(subject, countWord(got)+" mana that is "+joinOr(syms)), countWord(n))
			}
		}
	}
	return ""
}

// onePhyrexianColor is the color of cost's Phyrexian symbols where it
// has some and they are all {C/P} of one color C, none of two colors.
func onePhyrexianColor(cost ManaCost) (Color, bool) {
	var c Color
	found := false
	for _, s := range cost.Symbols {
		switch {
		case s.Kind == SymHybridPhyrexian:
			return c, false
		case s.Kind != SymPhyrexian:
		case found && s.Colors[0] != c:
			return c, false
		default:
			c, found = s.Colors[0], true
		}
	}
	return c, found
}

func repeatSymbol(s CostSymbol, n int) ManaCost {
	c := ManaCost{}
	for i := 0; i < n; i++ {
		c.Symbols = append(c.Symbols, s)
	}
	return c
}

// manaQuestion answers /judge mana: the most mana player can make now, in
// all and of each type, and one way to make it (CR 605, 106).
// Long: a question's steps run in order, each writing into the ruling
// the step it explains.
func manaQuestion(ctx context.Context, b *Board, player string, r *Ruling) error {
	r.Question = "mana"
	if noPriorityInCleanup(ctx, b) {
		e := newExplainer()
		explainCleanup(e)
		zero := 0
		r.Understood, r.MaxMana, r.MaxByType = true, &zero, map[string]int{}
		r.Answer = Capital(PlayerName(player)) + " can make no mana now: no player gets priority in the cleanup step."
		e.fill(r)
		return nil
	}
	if done, err := settleFirstBy(ctx, b, nil, r, player, func(b *Board, _ CardRef, r *Ruling) error { return manaQuestion(afterSBA(ctx), b, player, r) }); done {
		return err
	}
	e := newExplainerOf(16)
	e.step("A player makes mana by activating mana abilities; each permanent's ability with {T} in its cost can be activated once, and a mana ability with a mana cost is paid with mana made by others", "605.1a", "605.3a", "106.12")
	// A color chosen as a permanent entered that the board does not
	// record (607.2d) may change how much mana there is (Caged Sun).
	why, err := chosenColorChanges(ctx, b, "the most mana "+PlayerName(player)+" can make", func(b *Board, r *Ruling) error {
		return manaQuestion(ctx, b, player, r)
	}, func(r *Ruling) (string, bool) {
		if r.MaxMana == nil {
			return "", false
		}
		// The most of each type too: it is the most of that type that
		// can be made, which pay would confirm (fmt prints a map's keys
		// in order).
		return fmt.Sprint(*r.MaxMana, r.MaxByType), true
	})
	if err != nil {
		return err
	}
	if why != "" {
		return notUnderstood(r, e, why)
	}
	if len(unchosenColors(ctx, b)) > 0 {
		e.step("The board does not say which color was chosen for a permanent as it entered; with each color, the most mana, in all and of each type, is the same", "607.2d")
	}
	fixed, why := lifeFixedOf(ctx, b, player)
	if why != "" {
		return notUnderstood(r, e, why)
	}
	// floorBy names the player's Worship, where the life total is given
	// and a source deals damage (life_floor.go); floorRead: it is known.
	floorBy, floorRead := "", false
	floorLife, floorWhy := payerLife(b, player, nil, false)
	if floorWhy != "" || fixed.by != nil {
		floorLife = -1
	}
	subject := Capital(PlayerName(player))
	var best *Payment
	total := -1
	var byType map[string]int
	// sameByType refuses where the most of some type differs from one
	// timestamp order to another, as a total that differs does: the most
	// of a type is what pay would confirm, and pay refuses there.
	sameByType := func(here map[string]int) bool {
		if byType == nil {
			byType = here
			return true
		}
		return maps.Equal(byType, here)
	}
	const byOrder = "the most mana of some type depends on the land-type-changing effects' timestamp order, which the board doesn't record"
	// spendOnly names the sources whose mana may be spent only as they
	// say: the answer says so.
	var spendOnly []string
	// lethalOf is, on a board of one world whose sources are not split,
	// its groups and their bound: the most of each type is weighed again
	// without a way that leaves the player at 0 life (mostOfTypeAlive).
	var lethalOf []payGroup
	var lethalBound manaBound
	worlds := buildWorlds(ctx, b)
	for _, w := range worlds {
		e.notes(w.notes)
		here := map[string]int{}
		src := w.paySourcesOf(ctx, player, nil, true, e)
		if src.unknown != "" {
			return notUnderstood(r, e, src.unknown)
		}
		if why := w.allyUntaps(player); why != "" {
			return notUnderstood(r, e, why)
		}
		if why := readFloor(ctx, b, player, floorLife, &src, &floorBy, &floorRead); why != "" {
			return notUnderstood(r, e, why)
		}
		for _, n := range src.spendOnly {
			if !slices.Contains(spendOnly, n) {
				spendOnly = append(spendOnly, n)
			}
		}
		explainSources(e, player, src)
		splits, why := src.tapManySplitsOf()
		if why != "" {
			return notUnderstood(r, e, why)
		}
		// bounds are, split by split, what its groups make if each
		// source makes the most it can (mostBound).
		bounds := make([]manaBound, len(splits))
		for i, sp := range splits {
			hi, hiType := mostBound(sp.groups)
			bounds[i] = manaBound{hi, hiType}
			if hi > maxMana {
				return notUnderstood(r, e, fmt.Sprintf("the mana %s permanents make, each counted at its most before any is spent on the others' costs, adds up to more than %d, more than the engine works out", PlayerPossessive(player), maxMana))
			}
		}
		life, lifeWhy := payerLife(b, player, nil, false)
		if lifeWhy != "" {
			return notUnderstood(r, e, lifeWhy)
		}
		if fixed.by != nil {
			// No life is paid, and damage changes no life total
			// (life_ban.go).
			life = -1
		}
		shown, _ := belowZero(b, player, life, e)
		explainLifeCosts(e, src, shown, PlayerName(player), b.Format == Format2HG)
		cantLose, savedWhy := untapSaved(ctx, b, player, life, src.untappers)
		if savedWhy != "" {
			return notUnderstood(r, e, savedWhy)
		}
		// The splits share the bound on states.
		states := maxPayStates / len(splits)
		n := -1
		var nWay payWay
		nAt := 0
		for i, sp := range splits {
			m, mostHere, way, why := mostOfGroups(sp.groups, bounds[i], life, cantLose, states, meterOf(ctx), subject)
			if why != "" {
				return notUnderstood(r, e, why)
			}
			if m > n {
				n, nWay, nAt = m, way, i
			}
			for c, k := range mostHere {
				here[c] = max(here[c], k)
			}
		}
		if len(worlds) == 1 && len(splits) == 1 {
			lethalOf, lethalBound = splits[0].groups, bounds[0]
		}
		if total >= 0 && n != total {
			return notUnderstood(r, e, "the most mana depends on the land-type-changing effects' timestamp order, which the board doesn't record")
		}
		total = n
		if n > 0 && best == nil {
			saved, savedAlts := src.groups, src.shownAlts
			src.groups, src.shownAlts = splits[nAt].groups, nil
			pay := src.payment(nWay, w.label)
			src.groups, src.shownAlts = saved, savedAlts
			if nAt > 0 {
				splits[nAt].shown(&pay)
			}
			best = &pay
		}
		if why := mostUntapBounds(src.untapBounds, n, here, e); why != "" {
			return notUnderstood(r, e, why)
		}
		if !sameByType(here) {
			return notUnderstood(r, e, byOrder)
		}
	}
	if byType == nil {
		byType = map[string]int{}
	}
	if why := unreadAnimation(ctx, b, player); why != "" {
		return notUnderstood(r, e, why)
	}
	if why := beforePayingUnread(ctx, b, player); why != "" {
		return notUnderstood(r, e, why)
	}
	if anims := animations(ctx, b, player); len(anims) > 0 {
		why, err := manaAnimated(ctx, b, player, anims, &total, byType, &best, e)
		if err != nil {
			return err
		}
		if why != "" {
			return notUnderstood(r, e, why)
		}
	}
	if sf := storageFirsts(ctx, b, player); len(sf) > 0 {
		why, err := manaStorage(ctx, b, player, sf, &total, byType, e)
		if err != nil {
			return err
		}
		if why != "" {
			return notUnderstood(r, e, why)
		}
	}
	r.Understood = true
	r.MaxMana = &total
	r.MaxByType = byType
	if total == 0 {
		r.Answer = subject + " can make no mana now."
		if q, kind := emptyCounterSource(ctx, b, player); q != "" {
			// Astral Cornucopia written with no charge counters: its
			// ability adds one mana for each (CR 122.1).
			r.Answer = subject + " can make no mana now: " + q + " has no " + kind + " counters, and its mana is one for each."
		}
		if b.Step == StepUntap {
			// Every mana ability waits for priority (CR 502.4); the
			// headline says why, as it does in the cleanup step.
			r.Answer = subject + " can make no mana now: no player gets priority during the untap step."
		}
		e.fill(r)
		return nil
	}
	var parts, syms []string
	for c := White; c <= Colorless; c++ {
		if n := byType[c.Letter()]; n > 0 {
			parts = append(parts, manaAmount(n, c.Symbol()))
			syms = append(syms, c.Symbol())
		}
	}
	r.Payments = []Payment{*best}
	each := "; of each type at most " + joinAnd(parts)
	sum := 0
	for _, n := range byType {
		sum += n
	}
	if sum > total {
		// The most of each type competes for the same sources.
		each += ", not all at once"
	}
	if len(parts) == 1 {
		each = ", all of it " + syms[0]
	}
	main := fmt.Sprintf("%s can make at most %s mana now", subject, countWord(total))
	spend, spendShort := "", ""
	if len(spendOnly) > 0 {
		// The most counts mana that may be spent only on some spells
		// or abilities (CR 106.6).
		say := " says."
		if len(spendOnly) > 1 {
			say = " say."
		}
		spend = " Some mana counted here can be spent only as " + joinAnd(spendOnly) + say
		// Shorter, where the names do not fit: the steps name them.
		spendShort = " Some mana counted here can be spent only as " + countWord(len(spendOnly)) + " of the sources say."
		if len(spendOnly) == 1 {
			spendShort = " Some mana counted here can be spent only as one source says."
		}
	}
	e.step("The most mana is the most generic mana the sources can pay for at once, after the costs of their own mana abilities", "601.2h", "107.4b")
	lethal := []string{""}
	fixed.explainDamage(e, player, []Payment{*best})
	if life, why := payerLife(b, player, nil, false); why == "" && life > 0 && fixed.by == nil {
		saver, why := lifeSaver(ctx, b, player)
		if why != "" {
			return notUnderstood(r, e, why)
		}
		weighed := []Payment{*best}
		if floorBy != "" {
			explainFloor(e, weighed, player, floorBy)
			if weighed, why = floored(weighed, life, floorBy); why != "" {
				return notUnderstood(r, e, why)
			}
		}
		responder := laterResponder(ctx, b, player, weighed)
		w0 := weighed[0]
		if left := life - w0.Life - w0.damage - w0.later; left <= 0 && floorBy == "" && saver == "" && b.Format != Format2HG && lethalOf != nil {
			// The way found pays life or takes damage to 0; another may
			// make as much and leave the player above 0 (Mana
			// Confluence's free {B} under Urborg, a Forest beside a
			// Horizon Canopy): then making it all loses nothing.
			safe, why := safeMost(lethalOf, lethalBound, life, meterOf(ctx), PlayerName(player))
			if why != "" {
				return notUnderstood(r, e, why)
			}
			if safe >= total {
				e.step(fmt.Sprintf("The most mana can also be made in a way that leaves %s above 0 life: not every way to make it loses the game", PlayerName(player)), "119.4", "120.3a", "704.5a")
				w0.Life, w0.damage, w0.later = 0, 0, 0
			}
		}
		lethal = noteLethalMost(e, w0, life, PlayerName(player), b.Format == Format2HG, saver, responder)
		if saver == "" && slices.ContainsFunc(lethal, func(s string) bool { return s != "" }) {
			// Life gained first may leave the player above 0.
			if why := lifeGainedFirstUnread(ctx, b, player); why != "" {
				return notUnderstood(r, e, why)
			}
		}
		if floorBy == "" && saver == "" && responder == "" && b.Format != Format2HG && lethalOf != nil {
			if why := noteLethalTypes(e, lethalOf, lethalBound, byType, life, meterOf(ctx), PlayerName(player)); why != "" {
				return notUnderstood(r, e, why)
			}
		}
	}
	// The headline: the most of each type, what restricts spending, and
	// what making it all costs, as much of it as fits: the most of each
	// type goes to the steps first, then the restriction (which a step
	// says already), then words of the note on life.
	var heads []string
	for _, note := range lethal {
		heads = append(heads, main+each+"."+spend+note, main+"."+spend+note, main+"."+spendShort+note, main+"."+note)
	}
	r.Answer = firstFitting(heads...)
	if !strings.Contains(r.Answer, each) {
		if rest, ok := strings.CutPrefix(each, "; of each type at most "); ok {
			e.step(fmt.Sprintf("Of each type, %s can make at most %s", PlayerName(player), rest), "106.1")
		} else {
			e.step(fmt.Sprintf("All the mana %s can make now is %s", PlayerName(player), syms[0]), "106.1")
		}
	}
	e.fill(r)
	return nil
}

// noteLethalTypes says, where the most of some type (byType) can be made
// only in a way whose life paid and damage dealt, by its mana abilities
// or by triggers on its sources being tapped, leave the player at 0 life
// or less, how much of that type they can make and stay above 0: at 1
// life, Talisman of Indulgence's {B} deals the damage that loses the game
// (CR 119.4, 120.3a, 704.5a). It weighs the groups again with each use's
// damage counted as life it pays, from the life total less 1; not where
// a use untaps a permanent or is repeated, whose life left is checked
// otherwise. why says why the engine can't rule, "" else.
// safeMost is the most mana the groups make leaving the player above 0
// life, damage counted as life paid (noteLethalTypes' reading): -1 where
// a source's use untaps or repeats, which it does not weigh.
func safeMost(groups []payGroup, bound manaBound, life int, m *meter, name string) (int, string) {
	safe := make([]payGroup, len(groups))
	for gi, g := range groups {
		if g.untap || g.repeat {
			return -1, ""
		}
		uses := make([]payUse, len(g.uses))
		for ui, u := range g.uses {
			if u.card != "" || u.again != 0 {
				return -1, ""
			}
			u.life += u.damage + u.later
			u.damage, u.later = 0, 0
			uses[ui] = u
		}
		g.uses = uses
		safe[gi] = g
	}
	n, _, _, why := mostOfGroups(safe, bound, life-1, false, maxPayStates, m, Capital(name))
	return n, why
}

func noteLethalTypes(e *explainer, groups []payGroup, bound manaBound, byType map[string]int, life int, m *meter, name string) (why string) {
	hurts := 0
	safe := make([]payGroup, len(groups))
	for gi, g := range groups {
		if g.untap || g.repeat {
			return ""
		}
		most := 0
		uses := make([]payUse, len(g.uses))
		for ui, u := range g.uses {
			if u.card != "" || u.again != 0 {
				return ""
			}
			most = max(most, u.life+u.damage+u.later)
			u.life += u.damage + u.later
			u.damage, u.later = 0, 0
			uses[ui] = u
		}
		hurts += most * g.count
		g.uses = uses
		safe[gi] = g
	}
	if hurts < life {
		// No way pays that much life or takes that much damage.
		return ""
	}
	_, here, _, why := mostOfGroups(safe, bound, life-1, false, maxPayStates, m, Capital(name))
	if why != "" {
		return why
	}
	var lower []string
	for c := White; c <= Colorless; c++ {
		if n := byType[c.Letter()]; n > here[c.Letter()] {
			lower = append(lower, manaAmount(n, c.Symbol())+" ("+canMake(name, manaWord(here[c.Letter()], c.Symbol()))+" and stay above 0 life)")
		}
	}
	if len(lower) == 0 {
		return ""
	}
	who, loses, rules := losingSubject(name, false, "119.4", "120.3a", "704.3", "704.5a")
	e.step(fmt.Sprintf("Making the most of some types takes life paid or damage dealt that leaves %s at 0 life or less, and %s then %s the game: %s", who, who, loses, joinAnd(lower)), rules...)
	return ""
}

// manaBound is what groups make if each source makes the most it can, in
// all and of each type (mostBound).
type manaBound struct {
	hi     int
	hiType [6]int
}

// mostBound is what groups make if each source makes the most it can,
// in all and of each type: a bound on the most mana.
func mostBound(groups []payGroup) (hi int, hiType [6]int) {
	for _, g := range groups {
		m := 0
		var mt [6]int
		for i := range g.uses {
			u := &g.uses[i]
			m = max(m, u.made.total())
			pool := u.made.pool()
			for c := range mt {
				mt[c] = max(mt[c], pool[c])
			}
		}
		hi += g.count * m
		for c := range hiType {
			hiType[c] += g.count * mt[c]
		}
	}
	return hi, hiType
}

// mostOfGroups is the most mana groups can make, in all and of each type
// (by letter, types they can't make left out), and a way to make the
// most; why says why it is not known: a search past its bound of
// maxStates, or an untap's life (untapLethal).
func mostOfGroups(groups []payGroup, bound manaBound, life int, cantLose bool, maxStates int, m *meter, subject string) (total int, here map[string]int, best payWay, why string) {
	here = map[string]int{}
	hi, hiType := bound.hi, bound.hiType
	if way, ok := independentMost(groups, life); ok {
		// Sources that cost nothing but {T} (and life enough for all)
		// don't compete: the most of a type is each source's most.
		for c := White; c <= Colorless; c++ {
			if hiType[c] > 0 {
				here[c.Letter()] = hiType[c]
			}
		}
		return way.total, here, way.way, ""
	}
	p := payProblem{groups: groups, life: life, maxStates: maxStates, meter: m, cantLose: cantLose}
	n, res, ex := maxPayable(p, hi, func(k int) ManaCost { return ManaCost{Generic: k} })
	if ex && res.untapLife {
		return 0, nil, payWay{}, untapLifeWhy(subject)
	}
	if ex {
		return 0, nil, payWay{}, fmt.Sprintf("working out the most mana went past the engine's bound of %d states", maxPayStates)
	}
	if n > 0 {
		best = res.ways[0]
	}
	for c := White; c <= Colorless; c++ {
		if hiType[c] == 0 {
			continue
		}
		sym := CostSymbol{Kind: SymColored, Colors: []Color{c}}
		if c == Colorless {
			sym = CostSymbol{Kind: SymColorless}
		}
		k, kr, ex := mostPayable(p, hiType[c], func(k int) ManaCost { return repeatSymbol(sym, k) })
		if ex && kr.untapLife {
			return 0, nil, payWay{}, untapLifeWhy(subject)
		}
		if ex {
			return 0, nil, payWay{}, fmt.Sprintf("working out the most mana went past the engine's bound of %d states", maxPayStates)
		}
		if k > 0 {
			here[c.Letter()] = k
		}
	}
	return n, here, best, ""
}

// mostWay is the most mana of sources that don't compete, and a way to
// make it.
type mostWay struct {
	total int
	way   payWay
}

// independentMost is the most mana when no source's ability costs mana
// and the player has life enough for every life cost: each source is
// used the way that makes the most. ok is false otherwise, and where the
// life total is given and a use untaps a permanent.
func independentMost(groups []payGroup, life int) (mostWay, bool) {
	var m mostWay
	lifeCost := 0
	for gi, g := range groups {
		if g.count == 0 {
			// A split's group whose permanents are all tapped for
			// another's cost (tapManySplit).
			continue
		}
		best, bestN, most := -1, -1, 0
		for ui := range g.uses {
			u := &g.uses[ui]
			if u.cost != nil {
				return mostWay{}, false
			}
			if life >= 0 && u.card != "" {
				// The life left before an untap resolves is checked
				// way by way (untapLethal).
				return mostWay{}, false
			}
			// Life enough for every use: the most of each type is each
			// source's most (here, from the bounds).
			most = max(most, u.life)
			if n := u.made.total(); n > bestN || n == bestN && u.life+u.damage+u.later < g.uses[best].life+g.uses[best].damage+g.uses[best].later {
				// Of equal mana, the use that costs the least life
				// (Mana Confluence's free {B} under Urborg).
				best, bestN = ui, n
			}
		}
		lifeCost += most * g.count
		if bestN <= 0 {
			continue
		}
		m.total += bestN * g.count
		m.way.picks = append(m.way.picks, payPick{group: gi, use: best, count: g.count})
		for k, n := range g.uses[best].made {
			m.way.spellPay[k%6] += int(n) * g.count
		}
	}
	if life >= 0 && lifeCost > life {
		return mostWay{}, false
	}
	return m, true
}

// manaAmount is an amount of one type of mana, short: "{G}", "{G}{G}{G}",
// and "7 {G}" past four.
func manaAmount(n int, sym string) string {
	if n <= 4 {
		return strings.Repeat(sym, n)
	}
	return strconv.Itoa(n) + " " + sym
}

// payAnswer is the headline of a payable cost: the way to pay it when
// there is one way of three actions at most, else how many ways there are
// (the ruling's payments list them, and count says it: payCount); where
// it says the life paid in all, a shorter one after it does not.
func payAnswer(subject, cost string, payments []Payment, more bool, count string) []string {
	if more || len(payments) > 1 || len(payments[0].Sources) > 3 {
		return append(make([]string, 0, 2), count)
	}
	how := actionList(payments[0])
	// The sources' life is in their actions ("tap Mana Confluence, pay
	// 1 life for {U}"); the Phyrexian symbols' is said apart, with the
	// life in all where both are paid.
	inAll := ""
	if p := payments[0]; p.phyLife > 0 {
		phy := fmt.Sprintf("pay %d life for the Phyrexian %s", p.phyLife, map[bool]string{true: "symbol", false: "symbols"}[p.phyLife == 2])
		if how == "" {
			// Life alone pays it: "pay 4 life for the Phyrexian
			// symbols, and no mana".
			how = phy + ", and no mana"
		} else {
			how += ", and " + phy
		}
		if p.Life > p.phyLife {
			inAll = fmt.Sprintf(" (%d life in all)", p.Life)
		}
	} else if how == "" {
		how = "it costs no mana"
	}
	return []string{
		fmt.Sprintf("Yes, %s can pay %s: %s%s.", subject, cost, how, inAll),
		fmt.Sprintf("Yes, %s can pay %s: %s.", subject, cost, how),
	}
}

// noAnswer is the headline of a cost that can't be paid: why, where it
// fits, else why said short (shortWhy), else without its notes in
// parentheses or after a semicolon, else only its first clause; each with
// the first of costs (the cost as shown) and then with the others (shorter
// forms of it) before the reason is left out; the step says why whole.
func noAnswer(subject string, costs []string, why, whyShort string) string {
	heads := []string{why, whyShort}
	for _, w := range []string{why, whyShort} {
		kept := true
		for strings.HasSuffix(w, ")") {
			open := openingParen(w)
			if open < 1 || w[open-1] != ' ' {
				break
			}
			notes := w[open+1 : len(w)-1]
			// Without the note on mana that can't be spent, the mana
			// counted reads as all there is: it stays.
			restricted := strings.Contains(notes, " can't be spent on it")
			for i := strings.LastIndex(notes, "; "); i >= 0; i = strings.LastIndex(notes, "; ") {
				// The last of several notes goes first.
				notes = notes[:i]
				if restricted && !strings.Contains(notes, " can't be spent on it") {
					break
				}
				heads = append(heads, w[:open+1]+notes+")")
			}
			if restricted {
				kept = false
				break
			}
			w = w[:open-1]
			heads = append(heads, w)
		}
		if !kept {
			continue
		}
		// A note after a semicolon may go; the reasons each permanent
		// can't make mana (joinReasons) stay together.
		if before, _, ok := strings.Cut(w, "; "); ok && !strings.Contains(before, " can't make mana now: ") {
			heads = append(heads, before)
		}
	}
	// A summoning-sick creature's name may leave no room for the rest:
	// that it is sick is the reason.
	if sick := reSickTap.ReplaceAllString(whyShort, "$1 has summoning sickness and no haste"); sick != whyShort {
		heads = append(heads, sick)
	}
	if lead, _, ok := strings.Cut(whyShort, ": "); ok {
		heads = append(heads, lead)
	}
	// The cost is said whole where the reason fits beside it, else
	// shorter (Trinisphere's life alternative in fewer words, or left to
	// the steps), before the reason goes.
	var lines []string
	for _, cost := range costs {
		for _, h := range heads {
			lines = append(lines, fmt.Sprintf("No, %s can't pay %s: %s.", subject, cost, h))
		}
	}
	return firstFitting(append(lines, fmt.Sprintf("No, %s can't pay %s.", subject, costs[0]))...)
}

// reSickTap is the short reason a summoning-sick creature can't be
// tapped for mana (question_activate.go's legality).
var reSickTap = regexp.MustCompile(`(.+?) has summoning sickness \(no haste\), and the ability has \{T\} in its cost`)

// shortWhy says why a cost can't be paid (whyUnpayable) in fewer words,
// for the headline; the step says it whole.
func shortWhy(why string) string {
	for _, r := range shortWhys {
		why = r.re.ReplaceAllStringFunc(why, func(m string) string {
			return r.to(r.re.FindStringSubmatch(m))
		})
	}
	return why
}

var shortWhys = []struct {
	re *regexp.Regexp
	to func(m []string) string
}{
	{regexp.MustCompile(`^(?:you control|(.+?) controls) no permanent that can make mana now, and paying its Phyrexian symbols with life takes (-?\d+) life`), func(m []string) string {
		who := m[1]
		if who == "" {
			who = "you"
		}
		return who + " can make no mana now, and its Phyrexian symbols take " + m[2] + " life"
	}},
	{regexp.MustCompile(`^(.+?) can't make mana now: .+?, and paying its Phyrexian symbols with life takes (-?\d+) life`), func(m []string) string {
		return m[1] + " can make no mana now, and its Phyrexian symbols take " + m[2] + " life"
	}},
	{regexp.MustCompile(`no combination of the mana (.+?) can make pays every symbol at once`), func(m []string) string {
		return m[1] + " can't make mana that pays every symbol at once"
	}},
	{regexp.MustCompile(` \((.+?) (?:have|has) (-?\d+) life, and (.+)'s mana ability costs life\)`), func(m []string) string {
		return fmt.Sprintf(" (%s %s life limits %s mana)", possessiveOf(m[1]), m[2], Possessive(m[3]))
	}},
	{regexp.MustCompile(` \((.+?) (?:have|has) (-?\d+) life, and the mana abilities of (.+) cost life\)`), func(m []string) string {
		return fmt.Sprintf(" (%s %s life limits the mana of %s)", possessiveOf(m[1]), m[2], m[3])
	}},
	{regexp.MustCompile(` \(([^()]+) can't be spent on it\)`), func(m []string) string {
		return " (not with " + m[1] + ")"
	}},
	{regexp.MustCompile(` \((?:([^();]+) can't be spent on it; )?([^();]+) can be spent on it only once (it is a creature|they are creatures)\)`), func(m []string) string {
		as := map[bool]string{true: "a creature", false: "creatures"}[m[3] == "it is a creature"]
		if m[1] == "" {
			return " (" + m[2] + " only as " + as + ")"
		}
		return " (not with " + m[1] + "; " + strings.ReplaceAll(m[2], " mana", "") + " only as " + as + ")"
	}},
	{regexp.MustCompile(` \(with (.+), only white mana pays a colored symbol\)`), func(m []string) string {
		return " (" + m[1] + ": only white mana pays colored symbols)"
	}},
	{regexp.MustCompile(`; each \{2/(.)\} is paid with one (\{.\}) or with two mana of any type`), func(m []string) string {
		return fmt.Sprintf("; {2/%s} takes one %s or two mana", m[1], m[2])
	}},
	{regexp.MustCompile(` \((?:.+?) (?:have|has) (-?\d+) life((?:, .+? damage comes before life is paid)*), and each Phyrexian symbol paid with life takes 2\)`), func(m []string) string {
		damage := strings.ReplaceAll(strings.ReplaceAll(m[2], ", ", ", after "), " damage comes before life is paid", " damage")
		return fmt.Sprintf(" (at %s life%s, each Phyrexian symbol takes 2 life)", m[1], damage)
	}},
}

// payCount is the headline of a payable cost that says how many ways
// there are, and not what they are.
func payCount(subject, cost string, payments []Payment, more bool) string {
	switch {
	case more:
		return "Yes, " + subject + " can pay " + cost + ", in more than " + strconv.Itoa(len(payments)) + " ways."
	case len(payments) > 1:
		return "Yes, " + subject + " can pay " + cost + ", in " + strconv.Itoa(len(payments)) + " ways."
	}
	return "Yes, " + subject + " can pay " + cost + ", in one way."
}

// partialAnswer is the answer where the search for ways to pay went past
// its bound after n ways were found (solvePayLoose): the cost can be paid,
// and there may be more ways than those listed.
func partialAnswer(subject, cost string, n int) string {
	ways := countWord(n) + " ways"
	if n == 1 {
		ways = "way"
	}
	return fmt.Sprintf("Yes, %s can pay %s; the engine lists the %s it found before reaching its bound, and there may be more.", subject, cost, ways)
}

// canMake is "you can make at most two {G}", or "you can make no {G}".
func canMake(subject, what string) string {
	if strings.HasPrefix(what, "no ") {
		return subject + " can make " + what
	}
	return subject + " can make at most " + what
}

// possessiveOf is "your" for you, else "opp's".
func possessiveOf(subject string) string {
	if subject == "you" {
		return "your"
	}
	return subject + "'s"
}

// lifeSources names the sources some use of which pays life, once each.
func (src *paySources) lifeSources() []string {
	var names []string
	for _, g := range src.groups {
		for ui := range g.uses {
			u := &g.uses[ui]
			if u.life > 0 && !slices.Contains(names, g.name) {
				names = append(names, g.name)
			}
		}
	}
	return names
}

// lifeCostWords says that those sources' mana abilities cost life.
func lifeCostWords(names []string) string {
	if len(names) == 1 {
		return Possessive(names[0]) + " mana ability costs life"
	}
	return "the mana abilities of " + joinAnd(names) + " cost life"
}

func haveWord(subject string) string {
	if subject == "you" {
		return "have"
	}
	return "has"
}

// belowZero is the life total the board gives player where it is below
// 0 (a player Platinum Angel keeps in the game), with a step saying that
// no life can be paid from it (CR 119.4); otherwise life, and below is
// false. payerLife gives such a total as 0, from which no life is paid
// either; the answer's words give the total itself.
func belowZero(b *Board, player string, life int, e *explainer) (shown int, below bool) {
	total, given, why := boardLife(b, player, nil, false)
	if !given || why != "" || total >= 0 {
		return life, false
	}
	subject := PlayerName(player)
	e.step(fmt.Sprintf("%s %s %d life, and a player can pay life only if their life total is at least the payment, so %s can pay no life", Capital(subject), haveWord(subject), total, subject), "119.4")
	return total, true
}

// explainLifeCosts says, where some mana ability costs life and the
// board gives the life total, that life can be paid only while the life
// total is at least the payment (CR 119.4); in Two-Headed Giant, the
// team's shared life total (119.4a, 810.9a).
func explainLifeCosts(e *explainer, src paySources, life int, subject string, twoHG bool) {
	names := src.lifeSources()
	if life < 0 || len(names) == 0 {
		return
	}
	if twoHG {
		e.step(fmt.Sprintf("%s, and in a Two-Headed Giant game life is paid from the team's shared life total, %d, and only if it is at least the life paid", Capital(lifeCostWords(names)), life), "119.4a", "810.9a")
		return
	}
	e.step(fmt.Sprintf("%s, and a player can pay life only if their life total is at least the payment: %s %s %d life", Capital(lifeCostWords(names)), subject, haveWord(subject), life), "119.4")
}

// lethalNotes are what a headline adds where paying leaves the player at
// 0 life or less: long, or short, after the way or ways; bare is a whole
// headline that says only that; all "" where no note is needed.
type lethalNotes struct {
	long, short, lean string
	bare              []string
}

// noteLethalWays says where paying leaves the player at 0 life or less:
// the life paid and the damage the mana abilities deal as they resolve
// lower the life total while the cost is paid, and state-based actions are
// not checked until a player would next receive priority, once the cost is
// paid; then a player (in Two-Headed Giant, a team) with 0 or less life
// loses the game (CR 117.5, 704.3, 704.5a, 810.8c). The step says it
// whole; the notes returned are for the headline.
func noteLethalWays(e *explainer, payments []Payment, more bool, life int, subject, cost string, twoHG bool, saver, responder string) lethalNotes {
	lethal, left, late := 0, 0, 0
	for _, p := range payments {
		// A way that pays no life and deals no damage leaves nobody at
		// 0 life: a player already there is kept in the game (sayKept).
		if l := life - p.Life - p.damage; l <= 0 && p.Life+p.damage > 0 {
			if lethal == 0 {
				left = l
			}
			lethal++
		} else if p.later > 0 && l-p.later <= 0 {
			late++
		}
	}
	if late > 0 {
		return noteLethalLater(e, payments, more, life, lethal, late, subject, cost, twoHG, saver, responder)
	}
	if lethal == 0 {
		return lethalNotes{}
	}
	who, loses, rules := losingSubject(subject, twoHG, "117.5", "704.3", "704.5a")
	then := fmt.Sprintf("%s the game when state-based actions are next checked, once the cost is paid", loses)
	shortThen := fmt.Sprintf("%s the game once the cost is paid", loses)
	leanThen := "which loses the game"
	conj := "and"
	if saver != "" {
		// An effect keeps the player in the game (cant_lose.go).
		conj = "but"
		then = fmt.Sprintf("%s the game, by %s", notLosing(loses), saver)
		shortThen = strings.TrimSuffix(then, ", by "+saver)
		leanThen = "but " + who + " " + shortThen
		rules = append(rules, "101.2")
	}
	switch {
	case len(payments) == 1 && !more:
		e.step(fmt.Sprintf("Paying this way leaves %s at %d life: life paid and damage dealt as the cost is paid lower the life total at once, and state-based actions are not checked until a player would next receive priority, so the cost can be paid, %s %s %s", who, left, conj, who, then), rules...)
		return lethalNotes{
			long:  fmt.Sprintf(" That leaves %s at %d life, %s %s %s.", who, left, conj, who, then),
			short: fmt.Sprintf(" That leaves %s at %d life, %s %s %s.", who, left, conj, who, shortThen),
			lean:  fmt.Sprintf(" That leaves %s at %d life, %s %s %s.", who, left, map[string]string{"and": "so", "but": "but"}[conj], who, strings.TrimSuffix(shortThen, " once the cost is paid")),
			bare: []string{
				fmt.Sprintf("Yes, %s can pay %s, leaving %s at %d life, %s %s %s.", subject, cost, who, left, conj, who, shortThen),
				fmt.Sprintf("Yes, %s can pay %s, leaving %s at %d life, %s.", subject, cost, who, left, leanThen),
			},
		}
	case lethal == len(payments) && !more:
		e.step(fmt.Sprintf("Every way to pay leaves %s at 0 life or less: life paid and damage dealt as the cost is paid lower the life total at once, and state-based actions are not checked until a player would next receive priority, so the cost can be paid, %s %s %s", who, conj, who, then), rules...)
		return lethalNotes{
			long:  fmt.Sprintf(" Every way leaves %s at 0 life or less, %s %s %s.", who, conj, who, then),
			short: fmt.Sprintf(" Every way leaves %s at 0 life or less, %s %s %s.", who, conj, who, shortThen),
			lean:  fmt.Sprintf(" Every way leaves %s at 0 life or less, %s %s %s.", who, map[string]string{"and": "so", "but": "but"}[conj], who, strings.TrimSuffix(shortThen, " once the cost is paid")),
			bare: []string{
				fmt.Sprintf("Yes, %s can pay %s, but every way leaves %s at 0 life or less, %s %s %s.", subject, cost, who, conj, who, shortThen),
				fmt.Sprintf("Yes, %s can pay %s, but every way leaves %s at 0 life or less, %s.", subject, cost, who, leanThen),
			},
		}
	default:
		e.step(fmt.Sprintf("%s of the ways listed %s %s at 0 life or less: life paid and damage dealt as the cost is paid lower the life total at once, and state-based actions are not checked until a player would next receive priority, so the cost can be paid that way, %s %s then %s", Capital(countWord(lethal)), map[bool]string{true: "leaves", false: "leave"}[lethal == 1], who, conj, who, then), rules...)
	}
	return lethalNotes{}
}

// noteLethalLater is noteLethalWays where late of the ways leave the
// player at 0 life or less only once the triggered abilities that deal
// damage as the sources are tapped resolve (City of Brass, Manabarbs), and
// lethal others once the cost is paid: those abilities are not mana
// abilities, and go on the stack the next time a player would receive
// priority, once the cost is paid, and deal their damage as they resolve;
// then the player (in Two-Headed Giant, the team) loses the game the next
// time state-based actions are checked (CR 603.3, 605.1b, 120.3a, 704.3,
// 704.5a, 810.8c), unless an effect keeps them in it (101.2).
func noteLethalLater(e *explainer, payments []Payment, more bool, life, lethal, late int, subject, cost string, twoHG bool, saver, responder string) lethalNotes {
	who, loses, rules := losingSubject(subject, twoHG, "603.3", "120.3a", "704.3", "704.5a")
	then := loses + " the game the next time state-based actions are checked"
	shortThen, conj, so := loses+" the game", "and", "so"
	if saver != "" {
		conj, so = "but", "but"
		shortThen = notLosing(loses) + " the game"
		then = shortThen + ", by " + saver
		rules = append(rules, "101.2")
	}
	how := "they go on the stack the next time a player would receive priority, once the cost is paid, and deal their damage as they resolve"
	if responder != "" {
		// An ability the player may activate while they wait on the
		// stack may keep them in the game: no headline says they lose.
		if lethal > 0 {
			now := make([]Payment, len(payments))
			for i, p := range payments {
				now[i] = p
				now[i].later = 0
			}
			noteLethalWays(e, now, more, life, subject, cost, twoHG, saver, "")
		}
		ways := fmt.Sprintf("%s of the ways listed %s", Capital(countWord(late)), map[bool]string{true: "leaves", false: "leave"}[late == 1])
		if len(payments) == 1 && !more {
			ways = "Paying this way leaves"
		}
		e.step(fmt.Sprintf("%s %s at 0 life or less once the triggered abilities that deal damage resolve: %s%s", ways, who, how, respondedWhy(who, responder)), rules...)
		return lethalNotes{}
	}
	switch {
	case len(payments) == 1 && !more:
		n := life - payments[0].Life - payments[0].damage - payments[0].later
		left := fmt.Sprintf("%d life", n)
		if n < 0 && saver == "" {
			// The triggers resolve one at a time, and state-based
			// actions are checked between them: the player loses as
			// the first leaves them at 0 or less, and the rest never
			// resolve (CR 117.3b, 704.3, 800.4a).
			left = "0 life or less"
			rules = append(rules, "117.3b", "800.4a")
		}
		e.step(fmt.Sprintf("Paying this way leaves %s at %s once the triggered abilities that deal damage resolve: %s; then %s %s", who, left, how, who, then), rules...)
		return lethalNotes{
			long:  fmt.Sprintf(" Once the triggered damage resolves, that leaves %s at %s, %s %s %s.", who, left, conj, who, then),
			short: fmt.Sprintf(" Once the triggered damage resolves, that leaves %s at %s, %s %s %s.", who, left, conj, who, shortThen),
			lean:  fmt.Sprintf(" The triggered damage then leaves %s at %s, %s %s %s.", who, left, so, who, shortThen),
			bare: []string{
				fmt.Sprintf("Yes, %s can pay %s, but the triggered damage then leaves %s at %s, %s %s %s.", subject, cost, who, left, conj, who, shortThen),
				fmt.Sprintf("Yes, %s can pay %s, but the triggered damage then leaves %s at %s.", subject, cost, who, left),
			},
		}
	case lethal+late == len(payments) && !more:
		when := "once the triggered abilities that deal damage resolve"
		short := "once the triggered damage resolves"
		if lethal > 0 {
			when = "once the cost is paid, or once the triggered abilities that deal damage resolve"
			short = "at the latest once the triggered damage resolves"
		}
		if lethal > 0 {
			e.step(fmt.Sprintf("Every way to pay leaves %s at 0 life or less %s: life paid and damage dealt as the cost is paid lower the life total at once, and the triggered abilities are not mana abilities, so %s; then %s %s", who, when, how, who, then), append(rules, "117.5")...)
		} else {
			e.step(fmt.Sprintf("Every way to pay leaves %s at 0 life or less %s: %s; then %s %s", who, when, how, who, then), rules...)
		}
		return lethalNotes{
			long:  fmt.Sprintf(" Every way leaves %s at 0 life or less %s, %s %s %s.", who, short, conj, who, then),
			short: fmt.Sprintf(" Every way leaves %s at 0 life or less %s, %s %s %s.", who, short, conj, who, shortThen),
			lean:  fmt.Sprintf(" Every way leaves %s at 0 life or less, %s %s %s.", who, so, who, shortThen),
			bare: []string{
				fmt.Sprintf("Yes, %s can pay %s, but every way leaves %s at 0 life or less %s, %s %s %s.", subject, cost, who, short, conj, who, shortThen),
				fmt.Sprintf("Yes, %s can pay %s, but every way leaves %s at 0 life or less.", subject, cost, who),
			},
		}
	}
	if lethal > 0 {
		// Those that leave the player at 0 life or less once the cost is
		// paid, as noteLethalWays says of them without triggered damage.
		now := make([]Payment, len(payments))
		for i, p := range payments {
			now[i] = p
			now[i].later = 0
		}
		noteLethalWays(e, now, more, life, subject, cost, twoHG, saver, "")
	}
	e.step(fmt.Sprintf("%s of the ways listed %s %s at 0 life or less once the triggered abilities that deal damage resolve: %s; then %s %s", Capital(countWord(late)), map[bool]string{true: "leaves", false: "leave"}[late == 1], who, how, who, then), rules...)
	return lethalNotes{}
}

// payLife reports whether any way of using the sources pays life.
func (src *paySources) payLife() bool {
	for _, g := range src.groups {
		for ui := range g.uses {
			u := &g.uses[ui]
			if u.life > 0 {
				return true
			}
		}
	}
	return false
}

// aboutOption marks an input error as about an option, its Input left for
// the caller to fill with the text the user gave.
func aboutOption(err error, option string) error {
	var ie *InputError
	if errors.As(err, &ie) {
		c := *ie
		c.Option = option
		return &c
	}
	return &InputError{Option: option, Message: err.Error()}
}

// otherPayments are keywords of a spell that pay part of its cost
// otherwise than with mana, or lower it, with the rule for each.
var otherPayments = []struct{ keyword, how, rule string }{
	{"convoke", "each creature its controller taps pays for {1} or one mana of that creature's color", "702.51a"},
	{"improvise", "each artifact its controller taps pays for {1}", "702.126a"},
	{"delve", "each card exiled from its controller's graveyard pays for {1}", "702.66a"},
	{"assist", "another player may pay some of its generic mana", "702.132a"},
	{"affinity for", "it costs {1} less for each permanent of that kind its controller controls", "702.41a"},
	{"emerge", "its emerge cost is lowered by the mana value of the creature sacrificed", "702.119a"},
	{"undaunted", "it costs {1} less for each opponent its controller has", "702.125a"},
	// Alternative costs in keywords (118.9): the spell may be cast paying
	// that cost rather than its mana cost.
	{"evoke", "it may be cast for its evoke cost rather than its mana cost", "702.74a"},
	{"prowl", "it may be cast for its prowl cost rather than its mana cost", "702.76a"},
	{"overload", "it may be cast for its overload cost rather than its mana cost", "702.96a"},
	{"bestow", "it may be cast for its bestow cost rather than its mana cost", "702.103a"},
	{"dash", "it may be cast for its dash cost rather than its mana cost", "702.109a"},
	{"surge", "it may be cast for its surge cost rather than its mana cost", "702.117a"},
	{"spectacle", "it may be cast for its spectacle cost rather than its mana cost", "702.137a"},
	{"mutate", "it may be cast for its mutate cost rather than its mana cost", "702.140a"},
	{"blitz", "it may be cast for its blitz cost rather than its mana cost", "702.152a"},
	{"freerunning", "it may be cast for its freerunning cost rather than its mana cost", "702.173a"},
	{"impending", "it may be cast for its impending cost rather than its mana cost", "702.176a"},
	{"prototype", "it may be cast prototyped, with the mana cost its prototype gives", "702.160a"},
	{"morph", "it may be cast face down as a 2/2 creature for {3}", "702.37c"},
	{"megamorph", "it may be cast face down as a 2/2 creature for {3}", "702.37c"},
	{"disguise", "it may be cast face down as a 2/2 creature for {3}", "702.168a"},
}

// explainAlternativeCost adds a step that quotes the alternative cost of
// card's own text (CR 118.9), where it has one.
func explainAlternativeCost(e *explainer, card *catalog.Card) {
	for _, line := range strings.Split(card.Oracle, "\n") {
		if alternativeCost(strings.ToLower(line), strings.ToLower(card.Name)) {
			e.step(fmt.Sprintf("%s says \u201c%s\u201d: that is an alternative cost, which its caster may pay rather than its mana cost", card.Name, strings.TrimSpace(line)), "118.9")
			return
		}
	}
}

// alternativeCost reports whether a line of a spell's text, in lower case,
// gives it an alternative cost of its own (CR 118.9): "You may pay 1 life
// and exile a blue card from your hand rather than pay this spell's mana
// cost." (Force of Will), "… you may cast this spell without paying its
// mana cost."; name is the card's name, in lower case, as older texts say.
func alternativeCost(l, name string) bool {
	for _, own := range []string{"this spell's", name + "'s", "its"} {
		if strings.Contains(l, "rather than pay "+own+" mana cost") || strings.Contains(l, "rather than paying "+own+" mana cost") {
			return true
		}
	}
	return strings.Contains(l, "cast this spell without paying its mana cost") || strings.Contains(l, "cast "+name+" without paying its mana cost")
}

// reAffinity is the affinity keyword and what it counts: "affinity for
// artifacts", "affinity for plains".
var reAffinity = regexp.MustCompile(`^affinity for (artifacts|plains|islands|swamps|mountains|forests)\b`)

// affinityForNone says, for a spell whose only way to cost less is
// affinity, convoke or improvise (CR 702.41a, 702.51a, 702.126a), that it
// costs no less now: player controls no permanent of the kind it counts
// or taps, in any order of the board's effects,
// and no activated ability of theirs could make or change one before the
// total cost is locked in (601.2f: a token, a permanent put onto the
// battlefield, a permanent that becomes an artifact or a land); "" where
// that is not so.
func affinityForNone(ctx context.Context, b *Board, player string, card *catalog.Card) string {
	kind, kw, rule := "", "", ""
	for _, line := range strings.Split(card.Oracle, "\n") {
		l := strings.ToLower(strings.TrimSpace(line))
		if m := reAffinity.FindStringSubmatch(l); m != nil {
			if kind != "" {
				return ""
			}
			kind = strings.TrimSuffix(m[1], "s")
			if kind == "plain" {
				kind = "plains"
			}
			kw, rule = m[0], "702.41a"
			continue
		}
		if k, r, ok := tapsToPay(l); ok {
			// Convoke taps creatures, improvise artifacts (702.51a,
			// 702.126a): with none, neither pays anything.
			if kind != "" {
				return ""
			}
			kind, kw, rule = k, strings.Fields(l)[0], r
			continue
		}
		if strings.HasPrefix(l, "emerge ") || reOffering.MatchString(l) {
			// Emerge and offering sacrifice a creature, or a permanent
			// of the offering's subtype, as the spell is cast (702.119a,
			// 702.48a): with none, the cost is not lowered.
			if kind != "" {
				return ""
			}
			kind, kw, rule = "creature", "emerge", "702.119a"
			if m := reOffering.FindString(l); m != "" {
				kind, kw, rule = strings.TrimSuffix(m, " offering"), m, "702.48a"
			}
			continue
		}
		for _, o := range otherPayments {
			if l == o.keyword || strings.HasPrefix(l, o.keyword+" ") {
				return ""
			}
		}
		if strings.Contains(l, "less to cast") {
			return ""
		}
	}
	if kind == "" {
		return ""
	}
	word := strings.Title(kind) //nolint:staticcheck // one ASCII word
	for _, w := range buildWorlds(ctx, b) {
		if w.controlCount(player, word) > 0 {
			return ""
		}
		for _, p := range w.perms {
			if p.Controller != player {
				continue
			}
			for _, a := range p.abilities {
				if makesOrChanges(a) {
					return ""
				}
			}
		}
	}
	return fmt.Sprintf("%s has %s, and %s no %s, so it costs no less than its mana cost (CR %s)", card.Name, kw, PlayerDoes(player, "controls"), strings.ToLower(word), rule)
}

// tapsToPay reads a line of a spell's text that is convoke or improvise:
// the kind of permanent its caster taps to pay, and the rule.
func tapsToPay(l string) (kind, rule string, ok bool) {
	switch {
	case l == "convoke" || strings.HasPrefix(l, "convoke ("):
		return "creature", "702.51a", true
	case l == "improvise" || strings.HasPrefix(l, "improvise ("):
		return "artifact", "702.126a", true
	}
	return "", "", false
}

// reMakesOrChanges is an ability that could give its controller a
// permanent of a kind before a spell is cast: one that creates a token,
// puts or returns a permanent to the battlefield, makes one become
// something or gain creature types, gains or exchanges control of one,
// flips, transforms or copies one, or crews a Vehicle.
var reMakesOrChanges = regexp.MustCompile(`(?i)\bcreate\b|\b(?:on)?to the battlefield|\bbecomes?\b|\bgains? control\b|\bexchange control\b|\bcreature types?\b|\bflip\b|\bcrew\b|\bcopy\b|\btransform\b|\bis every\b|\bgets? all\b`)

// makesOrChanges reports whether an ability its controller may activate
// before a spell is cast may make or change a permanent first
// (reMakesOrChanges).
func makesOrChanges(a *Ability) bool {
	return (a.Kind == KindActivated || a.Kind == KindMana || a.Kind == KindUnknown) && reMakesOrChanges.MatchString(a.Text)
}

// reCitedRule finds the rule a reason cites: "(CR 702.51a)".
var reCitedRule = regexp.MustCompile(`\(CR ([0-9]+\.[0-9]+[a-z]?)\)`)

// reOffering is the offering keyword ("Snake offering"), which lowers a
// spell's total cost by the mana cost of the permanent sacrificed.
var reOffering = regexp.MustCompile(`^[a-z]+ offering\b`)

// reCostAbilityWord is an ability word before a cost reduction ("Domain
// — This spell costs {2} less…"): it has no rules meaning (CR 207.2c).
var reCostAbilityWord = regexp.MustCompile(`^[a-z][a-z' ]* [-—] `)

// otherwise is how a spell's own text changes what pays for it, as
// paidOtherwise reads it.
type otherwise int

const (
	// otherwiseRefuse: pay does not answer from the mana cost at all.
	otherwiseRefuse otherwise = iota
	// otherwiseLowers: the text only lowers what must be paid with mana,
	// so paying the mana cost in full still casts the spell: a "yes" from
	// the mana cost stands.
	otherwiseLowers
	// otherwiseRaises: the text only raises the total cost (601.2f): a
	// "no" from the mana cost stands.
	otherwiseRaises
	// otherwiseRaisesPerTarget: it raises the total cost only for each
	// target beyond the first (Fireball, strive): with one target the
	// total is the mana cost, and both answers stand.
	otherwiseRaisesPerTarget
)

// reMorePerTarget is a cost increase for each target beyond the first.
var reMorePerTarget = regexp.MustCompile(`^this spell costs ((?:\{[0-9wubrgc]\})+) more to cast for each target beyond the first\.$`)

// paidOtherwise says why the engine can't rule on paying for spell card
// from its mana cost alone, when it can be paid for otherwise than with
// mana, or costs less or more, in a way pay does not work out: convoke,
// improvise, delve, assist, affinity, emerge, "This spell costs … less to
// cast" or "… more to cast" (CR 601.2f), or a restriction on the mana
// spent (601.2h); how says what of an answer from the mana cost stands.
// A text that both lowers and raises is refused. worked is the convoke or
// improvise worked out as sources (addTapsToPay), "" for none.
func paidOtherwise(card *catalog.Card, worked string) (why string, how otherwise) {
	lowerWhy, raiseWhy, perTarget := "", "", true
	// The reductions the engine counts (ownReductions) are applied to the
	// total cost with the board's effects (spellCostChanges).
	var counted []string
	if rs, read := ownReductions(card); read {
		for _, r := range rs {
			counted = append(counted, r.text)
		}
	}
	for _, line := range strings.Split(card.Oracle, "\n") {
		if slices.Contains(counted, strings.TrimSpace(line)) {
			continue
		}
		l := strings.ToLower(strings.TrimSpace(line))
		if _, _, ok := tapsToPay(l); ok && worked != "" {
			// Its taps are worked out as sources (addTapsToPay).
			continue
		}
		for _, o := range otherPayments {
			if l == o.keyword || strings.HasPrefix(l, o.keyword+" ") {
				// The keyword as written, its first letter in lower
				// case: "evoke {2}{U}".
				t := strings.TrimSpace(line)
				kw, _, _ := strings.Cut(strings.ToLower(t[:1])+t[1:], " (")
				lowerWhy = fmt.Sprintf("%s has %s: %s (CR %s), and the engine works out paying with mana only", card.Name, kw, o.how, o.rule)
			}
		}
		if alternativeCost(l, strings.ToLower(card.Name)) {
			// The line itself is said in a step (explainAlternativeCost).
			lowerWhy = fmt.Sprintf("%s has an alternative cost (CR 118.9), and the engine works out paying with mana only", card.Name)
		}
		if reOffering.MatchString(l) {
			kw, _, _ := strings.Cut(l, " (")
			lowerWhy = fmt.Sprintf("%s has %s: its controller may sacrifice a permanent of that kind and pay only the difference between the mana costs (CR 702.48a), and the engine works out paying with mana only", card.Name, kw)
		}
		// A reduction may follow an ability word or a condition ("If an
		// opponent controls seven or more lands, this spell costs {6}
		// less to cast", "Domain — This spell costs {2} less…", "As an
		// additional cost …. This spell costs {2} less … for each
		// creature sacrificed this way"); reminder text is not rules text.
		l = withoutReminders(reCostAbilityWord.ReplaceAllString(l, ""))
		if strings.Contains(l, "less to cast") && (strings.Contains(l, "this spell costs") || strings.Contains(l, strings.ToLower(card.Name)+" costs")) {
			lowerWhy = fmt.Sprintf("%s says \u201c%s\u201d: its total cost may be less than its mana cost (CR 601.2f), and the engine does not work out by how much", card.Name, strings.TrimSpace(line))
		}
		if strings.Contains(l, "more to cast") && (strings.Contains(l, "this spell costs") || strings.Contains(l, strings.ToLower(card.Name)+" costs")) {
			// Fireball's "This spell costs {1} more to cast for each
			// target beyond the first": the total depends on choices
			// made as it is cast (601.2b–f), which the question does not
			// give; it is never less than the mana cost.
			raiseWhy = fmt.Sprintf("%s says \u201c%s\u201d: its total cost may be more than its mana cost (CR 601.2f), and the engine does not work out by how much", card.Name, strings.TrimSpace(line))
			perTarget = perTarget && reMorePerTarget.MatchString(strings.TrimSpace(l))
		}
		if spendsOnly(l) && strings.Contains(l, "can't spend mana to cast") {
			// Hogaak: no mana pays any of it; convoke and delve do.
			return fmt.Sprintf("%s says \u201c%s\u201d: no mana may be spent to cast it (CR 601.2h), so its cost is paid only in the other ways its text gives, which the engine does not work out", card.Name, strings.TrimSpace(line)), otherwiseRefuse
		}
		if spendsOnly(l) && !reSpendOnX.MatchString(strings.TrimSpace(line)) && !reSpendProduced.MatchString(strings.TrimSpace(line)) {
			return fmt.Sprintf("%s says \u201c%s\u201d: only some mana may pay its cost (CR 601.2h), and the engine does not work out which", card.Name, strings.TrimSpace(line)), otherwiseRefuse
		}
	}
	switch {
	case lowerWhy != "" && raiseWhy != "":
		return lowerWhy, otherwiseRefuse
	case lowerWhy != "":
		return lowerWhy, otherwiseLowers
	case raiseWhy != "" && perTarget:
		return raiseWhy, otherwiseRaisesPerTarget
	case raiseWhy != "":
		return raiseWhy, otherwiseRaises
	}
	return "", otherwiseRefuse
}

// castsAsOther are the keywords whose cost casts a spell with other
// characteristics than its card's: bestowed it is an Aura spell, not a
// creature spell (CR 702.103b); face down a colorless 2/2 creature spell
// with no name or mana cost (702.37c, 702.168b, 708.2); prototyped it has
// the prototype's mana cost and color (702.160a).
var castsAsOther = []struct{ keyword, becomes, rule string }{
	{"bestow", "an Aura spell with enchant creature, not a creature spell", "702.103b"},
	{"megamorph", "a face-down colorless 2/2 creature spell with no name, mana cost or subtypes", "702.37c"},
	{"morph", "a face-down colorless 2/2 creature spell with no name, mana cost or subtypes", "702.37c"},
	{"disguise", "a face-down colorless 2/2 creature spell with no name, mana cost or subtypes", "702.168b"},
	{"prototype", "a spell with the prototype's mana cost, color, power and toughness", "702.160a"},
}

// castAsOther says why the spell card, paying written (X as x) where that
// is not its mana cost, may be cast for a cost that makes it another spell
// (castsAsOther), as what changes what spells cost or restricts the mana
// spent reads it; "" where it has no such keyword, or written is its mana
// cost. faceUp: written is the mana cost its morph, megamorph or disguise
// cost prints, paid to turn it face up.
func castAsOther(card *catalog.Card, written string, x int) (why, keyword string, faceUp bool) {
	if own, err := ParseManaCost(card.ManaCost); err == nil && card.ManaCost != "" && own.WithX(x).String() == written {
		return "", "", false
	}
	for _, line := range strings.Split(card.Oracle, "\n") {
		l := strings.ToLower(strings.TrimSpace(line))
		for _, o := range castsAsOther {
			if l == o.keyword || strings.HasPrefix(l, o.keyword+" ") || strings.HasPrefix(l, o.keyword+"\u2014") {
				faceDown := o.keyword != "bestow" && o.keyword != "prototype"
				printed := printedCost(o.keyword, l)
				switch {
				case faceDown && written == "{3}", costIs(printed, written, x) && !faceDown:
					return fmt.Sprintf("%s is not %s mana cost, and %s has %s: cast for that cost it is %s (CR %s), and the engine does not work out what the effects on the board that change what spells cost, or restrict the mana spent, do to that spell", written, Possessive(card.Name), card.Name, o.keyword, o.becomes, o.rule), o.keyword, faceDown && printed == written
				case faceDown && costIs(printed, written, x):
					// Exalted Angel's "Morph {2}{W}{W}": paid to turn it
					// face up, a special action, not a spell cast. A
					// morph cost that is no mana ("Morph—Pay 5 life") may
					// be anything: faceUp only where the mana cost
					// written is its.
					return fmt.Sprintf("%s is not %s mana cost but its %s cost, paid to turn it face up, a special action and no spell cast (CR 702.37e, 116.2b), and the engine does not work out what the effects on the board that change what spells cost, or restrict the mana spent, do to that payment", written, Possessive(card.Name), o.keyword), o.keyword, printed != "" && costIs(printed, written, x)
				}
				// Neither its mana cost nor this keyword's: a cost
				// with more added (a kicker), which the face-up card
				// pays.
			}
		}
	}
	return "", "", false
}

// castOtherCant says why player can't now cast card as the other spell
// its keyword kw's cost written casts (castAsOther), where that is sure,
// and shorts, that said shorter and shorter for a headline:
// bestowed it is an Aura spell and face down a creature spell, each cast
// only in its caster's main phase with an empty stack (CR 117.1a, 303.1,
// 302.1), and a bestowed Aura spell targets a creature, so with no
// creature on the battlefield and no text on it that speaks of creatures
// it can't be cast so (702.103b, 303.4a, 601.2c). Turning a card face up
// is a special action, taken any time its controller has priority
// (702.37e, 116.2b): nothing here. "" where it may be cast, or the engine
// can't tell.
func castOtherCant(b *Board, worlds []*world, player string, card *catalog.Card, kw, written string) (why string, shorts, rules []string) {
	var as, rule, kwRule string
	switch {
	case kw == "bestow":
		as, rule, kwRule = "an Aura spell", "303.1", "702.103b"
	case kw != "prototype" && written == "{3}":
		as, rule, kwRule = "a face-down creature spell", "302.1", map[string]string{"disguise": "702.168b"}[kw]
		if kwRule == "" {
			kwRule = "702.37c"
		}
	default:
		return "", nil, nil
	}
	if no, _, _, unsure := castTiming(b, worlds, player, card, ownLines(card)); no != "" && unsure == "" {
		when := no[strings.LastIndex(no, ", and ")+len(", and "):]
		short := as + " is cast only in its caster's main phase"
		if kw != "bestow" {
			short = "face down it is cast only in its caster's main phase"
		}
		return fmt.Sprintf("Cast for %s, %s is %s without flash, which can be cast only in a main phase of its caster's turn, when the stack is empty, and %s", written, card.Name, as, when),
			[]string{short + ", and " + when, short}, []string{kwRule, "117.1a", rule}
	}
	if kw != "bestow" {
		return "", nil, nil
	}
	for _, w := range worlds {
		for _, p := range w.perms {
			if p.is("Creature") {
				return "", nil, nil
			}
			for _, a := range p.abilities {
				if strings.Contains(strings.ToLower(a.Text), "creature") {
					return "", nil, nil
				}
			}
		}
	}
	return fmt.Sprintf("Cast for %s, %s is an Aura spell with enchant creature, which targets a creature as it is cast, and there is no creature on the battlefield", written, card.Name),
		[]string{"bestowed it targets a creature, and there is none"}, []string{"702.103b", "303.4a", "601.2c"}
}

// printedCost is the cost written after keyword in line (lower case):
// "bestow {2}{r}", "prototype {1}{r} — 2/1", "morph {2}{w}{w}"; "" where
// none is written so.
func printedCost(keyword, line string) string {
	rest := strings.TrimSpace(strings.TrimPrefix(line, keyword))
	end := 0
	for end < len(rest) && rest[end] == '{' {
		j := strings.IndexByte(rest[end:], '}')
		if j < 0 {
			break
		}
		end += j + 1
	}
	return strings.ToUpper(rest[:end])
}

// costIs reports whether kw, a printed cost, is written (X as x); a cost
// that can't be read may be.
func costIs(kw, written string, x int) bool {
	c, err := ParseManaCost(kw)
	if err != nil || kw == "" {
		return true
	}
	return c.WithX(x).String() == written
}

// creatureTargetSure reports whether a creature is on the battlefield and
// no text on the board speaks of what keeps a permanent from being a
// target (hexproof, shroud, protection, "can't be the target"): a spell
// that targets a creature then surely has one.
func (w *world) creatureTargetSure() bool {
	creature := false
	for _, p := range w.perms {
		creature = creature || p.is("Creature")
		for _, a := range p.abilities {
			l := strings.ToLower(a.Text)
			if strings.Contains(l, "hexproof") || strings.Contains(l, "shroud") || strings.Contains(l, "protection") || strings.Contains(l, "target") && strings.Contains(l, "can't be") {
				return false
			}
		}
	}
	return creature
}

// spendsRestricted reports whether a mana ability of a permanent player
// controls, which may be activated now, says how its mana may be spent
// (not a rider on what the mana does once spent: Hall of the Bandit
// Lord's haste).
func (w *world) spendsRestricted(player string) bool {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Mana == nil || spendRestriction(a.Mana.Spend) == "" || p.Tapped && a.Cost.Tap || w.surelyInactive(p, a) {
				continue
			}
			return true
		}
	}
	return false
}

// spendsOnly reports whether a line of a spell's text restricts the mana
// spent to cast it ("Spend only black mana on X", "Spend only mana
// produced by basic lands to cast Imperiosaur", "You can't spend mana to
// cast this spell"), not the mana an ability of it makes or the cost of an
// ability of it: a line that is no activated ability (no cost before a
// colon), no mode of one ("• …") and no triggered ability.
func spendsOnly(l string) bool {
	if !strings.Contains(l, "spend only") && !strings.Contains(l, "can't spend mana to cast") {
		return false
	}
	if strings.HasPrefix(l, "\u2022") || strings.HasPrefix(l, "when") || strings.HasPrefix(l, "at ") {
		return false
	}
	if _, _, ok := splitCost(l); ok {
		return false
	}
	return true
}

// notTheSpellCast says why card is never the spell cast: a land card,
// which is played (CR 305.9), the back face of a double-faced card, which
// is cast with its front face up (712.8c), or the flipped half of a flip
// card, which is cast unflipped (710.2); "" for a card that may be.
func notTheSpellCast(card *catalog.Card) string {
	if _, types, _ := splitTypes(card); slices.Contains(types, "Land") {
		// A land is played, never cast, even one of another type too
		// (Dryad Arbor).
		return fmt.Sprintf("%s is a land card, and a land is played, not cast as a spell (CR 305.1, 305.9)", card.Name)
	}
	if len(card.Faces) < 2 || card == card.Faces[0] {
		return ""
	}
	switch card.Layout {
	case "transform", "meld":
		return fmt.Sprintf("%s is the back face of %s, and a double-faced card is cast with its front face up (CR 712.8c): give card:%q", card.Name, card.WholeName(), card.Faces[0].Name)
	case "flip":
		return fmt.Sprintf("%s is the flipped half of %s, and a flip card is cast unflipped (CR 710.2): give card:%q", card.Name, card.WholeName(), card.Faces[0].Name)
	}
	return ""
}

// noteLethalMost says where making the most mana the way given leaves the
// player at 0 life or less (Ancient Tomb's damage, life paid): a player
// who activates a mana ability while holding priority receives priority
// again afterward, and state-based actions are checked first, so that
// much can be made only while a cost is being paid, when they are not
// checked until it is paid; then the player (in Two-Headed Giant, the
// team) loses the game (CR 117.3c, 117.5, 601.2h, 704.3, 704.5a, 810.8c).
func noteLethalMost(e *explainer, way Payment, life int, subject string, twoHG bool, saver, responder string) []string {
	left := life - way.Life - way.damage
	if left > 0 && left-way.later <= 0 {
		return noteLethalMostLater(e, left-way.later, subject, twoHG, saver, responder)
	}
	if left > 0 {
		return []string{""}
	}
	who, loses, rules := losingSubject(subject, twoHG, "117.3c", "117.5", "601.2h", "704.3", "704.5a")
	if saver != "" {
		// An effect keeps the player in the game (cant_lose.go): the
		// state-based actions take nothing away.
		doesnt := notLosing(loses)
		e.step(fmt.Sprintf("Making the most mana this way leaves %s at %d life, and with %s %s %s the game for it, so state-based actions checked between the mana abilities take nothing away", who, left, saver, who, doesnt), append(rules, "101.2")...)
		return []string{
			fmt.Sprintf(" Making all of it this way leaves %s at %d life, but %s %s the game, by %s.", who, left, who, doesnt, saver),
			fmt.Sprintf(" Making all of it leaves %s at %d life, but %s %s the game, by %s.", who, left, who, doesnt, saver),
			fmt.Sprintf(" Making all of it leaves %s at %d life, but %s %s the game.", who, left, who, doesnt),
		}
	}
	e.step(fmt.Sprintf("Making the most mana this way leaves %s at %d life. A player who activates a mana ability while holding priority receives priority again afterward, and state-based actions are checked before that, so outside a payment %s would lose the game once the life total reached 0; while a cost is being paid they are not checked until it is paid, and then %s %s the game", who, left, who, who, loses), rules...)
	return []string{
		fmt.Sprintf(" Making all of it this way leaves %s at %d life: it can be made only while a cost is being paid, and %s then %s the game.", who, left, who, loses),
		fmt.Sprintf(" Making all of it leaves %s at %d life, and %s then %s the game.", who, left, who, loses),
		fmt.Sprintf(" Making all of it leaves %s at %d life, which loses the game.", who, left),
	}
}

// losingSubject is who loses the game for the player subject ("you",
// "Opp"), in Two-Headed Giant the team (810.8c, added to rules), and the
// verb that agrees with it.
func losingSubject(subject string, twoHG bool, rules ...string) (who, loses string, cited []string) {
	who, loses = subject, "loses"
	if subject == "you" {
		loses = "lose"
	}
	if twoHG {
		who, loses = possessiveOf(subject)+" team", "loses"
		rules = append(rules, "810.8c")
	}
	return who, loses, rules
}

// notLosing is loses denied: "don't lose" for "lose", "doesn't lose" for
// "loses".
func notLosing(loses string) string {
	if loses == "lose" {
		return "don't lose"
	}
	return "doesn't lose"
}

// noteLethalMostLater is noteLethalMost where making the most mana the way
// given leaves the player at left life, 0 or less, only once the triggered
// abilities that deal damage as the sources are tapped resolve (City of
// Brass, Manabarbs): they are not mana abilities, go on the stack the next
// time a player would receive priority, and deal their damage as they
// resolve; then the player (in Two-Headed Giant, the team) loses the game
// the next time state-based actions are checked (CR 603.3, 605.1b,
// 120.3a, 704.3, 704.5a, 810.8c), unless an effect keeps them in it
// (101.2).
func noteLethalMostLater(e *explainer, left int, subject string, twoHG bool, saver, responder string) []string {
	who, loses, rules := losingSubject(subject, twoHG, "603.3", "605.1b", "120.3a", "704.3", "704.5a")
	how := "they are not mana abilities, so they go on the stack the next time a player would receive priority, after the mana is made, and deal their damage as they resolve"
	if responder != "" {
		e.step(fmt.Sprintf("Making the most mana this way leaves %s at %d life once the triggered abilities that deal damage resolve: %s%s", who, left, how, respondedWhy(who, responder)), rules...)
		return []string{""}
	}
	if saver != "" {
		doesnt := notLosing(loses)
		e.step(fmt.Sprintf("Making the most mana this way leaves %s at %d life once the triggered abilities that deal damage resolve: %s; with %s %s %s the game for it", who, left, how, saver, who, doesnt), append(rules, "101.2")...)
		return []string{
			fmt.Sprintf(" Making all of it this way leaves %s at %d life once the triggered damage resolves, but %s %s the game, by %s.", who, left, who, doesnt, saver),
			fmt.Sprintf(" Making all of it leaves %s at %d life once the triggered damage resolves, but %s %s the game.", who, left, who, doesnt),
			fmt.Sprintf(" The triggered damage leaves %s at %d life, but %s %s the game.", who, left, who, doesnt),
		}
	}
	at := fmt.Sprintf("%d life", left)
	if left < 0 {
		// The triggers resolve one at a time, and state-based actions
		// are checked between them: the player loses as the first
		// leaves them at 0 or less, and the rest never resolve (CR
		// 117.3b, 704.3, 800.4a).
		at = "0 life or less"
		rules = append(rules, "117.3b", "800.4a")
	}
	e.step(fmt.Sprintf("Making the most mana this way leaves %s at %s once the triggered abilities that deal damage resolve: %s; then %s %s the game the next time state-based actions are checked", who, at, how, who, loses), rules...)
	return []string{
		fmt.Sprintf(" Making all of it this way leaves %s at %s once the triggered damage resolves, and %s then %s the game.", who, at, who, loses),
		fmt.Sprintf(" Making all of it leaves %s at %s once the triggered damage resolves, and %s then %s the game.", who, at, who, loses),
		fmt.Sprintf(" The triggered damage then leaves %s at %s, which loses the game.", who, at),
	}
}

// damageTriggerers are the permanents with a triggered ability that deals
// damage as a permanent becomes tapped or is tapped for mana (City of
// Brass, Manabarbs): every one that may deal the damage a payment leaves
// for later, and more; nil for none.
func (w *world) damageTriggerers() []*perm {
	var out []*perm
	for _, p := range w.perms {
		for _, t := range p.abilities {
			if t.Kind == KindTriggered && t.Trigger != nil && (t.Trigger.Event == TriggerBecomesTap && t.Trigger.Damage > 0 || t.Trigger.DamageTapper > 0) {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// laterResponder is damageResponder for player where a payment leaves
// damage to be dealt by triggered abilities once it is made; "" otherwise.
func laterResponder(ctx context.Context, b *Board, player string, payments []Payment) string {
	for _, p := range payments {
		if p.later > 0 {
			for _, w := range buildWorlds(ctx, b) {
				if r := w.damageResponder(player, w.damageTriggerers()); r != "" {
					return r
				}
			}
			return ""
		}
	}
	return ""
}

// explainXDoubledAfter says, where the player controls a permanent that
// doubles X as a spell is cast (Unbound Flourishing), that it does so once
// the spell is cast, its cost paid with the X chosen (CR 601.2f, 601.2h,
// 603.2), and cites its ruling that no more mana is paid.
func explainXDoubledAfter(e *explainer, b *Board, player string, cost ManaCost) {
	if cost.X == 0 {
		return
	}
	said := map[string]bool{}
	for _, p := range b.Permanents {
		if p.Card == nil || p.Controller != player || said[p.Card.Name] || !strings.Contains(p.Card.Oracle, "double the value of X") {
			continue
		}
		said[p.Card.Name] = true
		e.step(fmt.Sprintf("%s ability triggers once the spell has been cast or the ability activated, its total cost paid with the X chosen: a doubled X or a copy costs no more mana", Possessive(p.Card.Name)), "601.2f", "601.2h", "603.2")
		e.citeAbout(p.Card.Name, "don't pay any more mana")
	}
}

// emptyCounterSource names a permanent of player's whose mana ability adds
// one mana for each counter of a kind on it, and the kind, where it has
// none (Astral Cornucopia written with no charge counters); "" where no
// permanent is such.
func emptyCounterSource(ctx context.Context, b *Board, player string) (string, string) {
	for _, w := range buildWorlds(ctx, b) {
		for _, p := range w.permsOf(player) {
			for _, a := range p.abilities {
				if a.Kind == KindMana && a.Mana != nil && a.Mana.Count != nil && a.Mana.Count.Counter != "" && p.counters(a.Mana.Count.Counter) == 0 {
					return p.name, a.Mana.Count.Counter
				}
			}
		}
	}
	return "", ""
}

// unpayableNotes is what a "no" from src adds in parentheses: the
// permanents tapped for convoke or improvise it counts, the sources whose
// mana can't be spent on the spell, and how the player may spend mana
// (Celestial Dawn; Mycosynth Lattice, where the cost asked has a colored
// symbol); "" where there is none of these.
func (w *world) unpayableNotes(src *paySources, player string, card *catalog.Card, coloredAsked bool) string {
	var notes []string
	if src.tapsToPay != "" {
		kind, _, _, _ := tapsToPayOf(card)
		notes = append(notes, "counting each "+kind+" tapped to "+src.tapsToPay)
	}
	if len(src.notHere) > 0 {
		notes = append(notes, joinAnd(src.notHere)+" can't be spent on it")
	}
	if n := len(src.creatureOnce); n > 0 {
		own := make([]string, n)
		for i, name := range src.creatureOnce {
			own[i] = Possessive(name) + " mana"
		}
		notes = append(notes, joinAnd(own)+" can be spent on it only once "+map[bool]string{true: "it is a creature", false: "they are creatures"}[n == 1])
	}
	if d := w.spendsAsWhite(player); d != nil {
		notes = append(notes, "with "+d.name+", only white mana pays a colored symbol")
	}
	if d := w.spendsAsAny(player); d != nil && coloredAsked {
		notes = append(notes, "with "+d.name+", any mana pays a colored symbol")
	}
	if len(notes) == 0 {
		return ""
	}
	return " (" + strings.Join(notes, "; ") + ")"
}

// raiser is most as whyBy's raise asks for it, and where the last error
// it met is kept.
func raiser(most func(n int, sym *CostSymbol) (int, bool, error)) (func(int, *CostSymbol) (int, bool), *error) {
	var err error
	return func(n int, sym *CostSymbol) (int, bool) {
		m, unknown, e := most(n, sym)
		if e != nil {
			err = e
		}
		return m, unknown
	}, &err
}
