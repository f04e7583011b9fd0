package rules

import (
	"context"
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// maxEntersCount bounds X and the counters of an enters question. The
// engine counts with machine integers up to this bound and refuses to rule
// past it (it does not use arbitrary precision), so nothing overflows.
const maxEntersCount = 1_000_000_000_000

// playedKey marks the context of the enters question of a copy whose
// Clone was cast: the permanent was played though its copy is asked of
// as put onto the battlefield.
type playedKey struct{}

// entersQuestion answers /judge enters: the X of the permanent's enters
// abilities and replacement effects, its X on the battlefield, counters as
// it enters, and its mana value on the stack and on the battlefield
// (CR 107.3m, 202.3). A spell that can't be cast or is countered as it is
// cast never enters, and the ruling says so.
// Long: a question's steps run in order, each writing into the ruling
// the step it explains.
func entersQuestion(ctx context.Context, b *Board, card *catalog.Card, x int, cast bool, r *Ruling) error {
	if done, err := settleFirst(ctx, b, nil, r, func(b *Board, _ CardRef, r *Ruling) error { return entersQuestion(ctx, b, card, x, cast, r) }); done {
		return err
	}
	e := newExplainer()
	_, cardTypes, _ := splitTypes(card)
	// played: cast, or for a land played (CR 305.1), not put onto the
	// battlefield.
	played := cast || ctx.Value(playedKey{}) != nil
	landPlayed := cast && has(cardTypes, "Land")
	if cast && len(card.Faces) > 1 && card != card.Faces[0] && (card.Layout == "transform" || card.Layout == "meld") {
		// A double-faced card is cast with its front face up (CR
		// 712.8c): its back face is no spell of its own. In a hand it
		// has only its front face's characteristics (712.8a), so a land
		// back face (Azcanta, the Sunken Ruin) is not played either.
		if has(cardTypes, "Land") {
			return notUnderstood(r, e, fmt.Sprintf("%s is the back face of %s, and in a hand a double-faced card has only its front face's characteristics, so it can't be played as a land (CR 712.8a, 305.1): ask about %s, or about %s put onto the battlefield (cast:false)", card.Name, card.WholeName(), card.Faces[0].Name, card.Name))
		}
		return notUnderstood(r, e, fmt.Sprintf("%s is the back face of %s, and a double-faced card is cast with its front face up (CR 712.8c): ask about %s, or about %s put onto the battlefield without being cast (cast:false)", card.Name, card.WholeName(), card.Faces[0].Name, card.Name))
	}
	if cast && has(cardTypes, "Land") {
		// A land is played, not cast (305.1, 305.9): it is never a
		// spell, so nothing that counters a spell or stops one being
		// cast can touch it.
		e.step(card.Name+" is a land: a land is played, not cast, and it is never a spell, so no effect that stops a spell being cast, and no ability that triggers on a spell being cast or counters it, applies to it", "305.1", "305.9")
		cast = false
	}
	if (has(cardTypes, "Instant") || has(cardTypes, "Sorcery")) && !strings.Contains(card.Name, "//") {
		return nonPermanentEnters(ctx, b, card, cardTypes, x, cast, r, e)
	}
	if len(card.Faces) > 1 && card != card.Faces[0] && card.Layout == "flip" {
		// A flip card is unflipped everywhere but on the battlefield
		// once it flips (CR 710.2): it is cast and enters as its top half.
		return notUnderstood(r, e, fmt.Sprintf("%s is the flipped half of %s, and a flip card is cast and enters the battlefield unflipped (CR 710.2): ask about %s", card.Name, card.WholeName(), card.Faces[0].Name))
	}
	abil := Compile(card)
	if !cast {
		// Solemnity keeps counters off it however it came.
		counters := buildWorlds(ctx, b)[0].noCountersOn(cardTypes) == ""
		for _, l := range strings.Split(card.Oracle, "\n") {
			n := normalize(card, strings.TrimSpace(l))
			if counters && reOwnDiscard.MatchString(n) && strings.Contains(n, " counter") {
				// Put onto the battlefield by its own replacement or
				// trigger on being discarded, it enters with counters;
				// otherwise it does not.
				return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d: put onto the battlefield without being cast, it enters with counters if that is how, and not otherwise, and the question does not say how", card.Name, strings.TrimSpace(l)))
			}
			if how := ownReturn(n, counters); how != "" && !played {
				// Undying, persist, or "Return this from your graveyard
				// to the battlefield tapped": by its own ability it
				// comes back with a counter or tapped (702.93a,
				// 702.79a, 122.6), and otherwise not.
				return notUnderstood(r, e, fmt.Sprintf("%s says \u201c%s\u201d: put onto the battlefield without being cast, it enters %s if that is how, and not otherwise, and the question does not say how", card.Name, strings.TrimSpace(l), how))
			}
		}
	}
	if isCloneOnly(card, abil) {
		// Clone and Vesuva are cast or played as any card is: where
		// they can't be now, they never enter.
		if why, unsure, err := notNow(ctx, b, card, landPlayed, cast, r, e); err != nil || unsure != "" || why != "" {
			if unsure != "" {
				return notUnderstood(r, e, unsure)
			}
			return err
		}
		return cloneEnters(ctx, b, card, cast, r, e)
	}
	if u := entersUnknown(card.Name, abil, cast); u != "" {
		return notUnderstood(r, e, u)
	}
	worlds := buildWorlds(ctx, b)
	for _, w := range worlds {
		if u := w.unknownFor(asking{kind: askEnters, cast: cast, castTypes: cardTypes, entering: card.Oracle, auraTargets: cast && has(cardTypes, "Enchantment") && slices.Contains(card.Subtypes, "Aura"), land: has(cardTypes, "Land"), played: played && has(cardTypes, "Land"), lifeRead: entersLifeRead(card, abil)}); u != "" {
			return notUnderstood(r, e, u)
		}
	}
	w := worlds[0]
	xSymbols := strings.Count(strings.ToUpper(card.ManaCost), "{X}")
	baseMV, mvWhy := faceManaValue(card)
	if mvWhy != "" {
		return notUnderstood(r, e, mvWhy)
	}
	if by := w.landsCantEnter(); by != "" && has(cardTypes, "Land") {
		// Worms of the Earth: played or put, it never enters.
		e.step(fmt.Sprintf("%s says lands can't enter the battlefield, so %s can't be put onto it, played or by an effect, and an effect that would put it there does nothing", by, card.Name), "614.17d", "101.2")
		e.cite(by, "2004-10-04", "won't do anything")
		r.Understood = true
		r.ManaValue = &baseMV
		r.Answer = fmt.Sprintf("%s can't enter the battlefield (%s), so it never enters and never enters with any counters.", card.Name, by)
		e.fill(r)
		return nil
	}
	if landPlayed {
		if why, unsure := playNow(ctx, b, w, card, e); unsure != "" {
			return notUnderstood(r, e, unsure)
		} else if why != "" {
			return landNeverPlayed(r, e, baseMV, why)
		}
	}
	if why := ownEntersX(card, abil, xSymbols); why != "" {
		return notUnderstood(r, e, why)
	}
	spellX := 0
	if cast {
		spellX = x
		if xSymbols == 0 {
			e.step(card.Name+" has no {X} in its mana cost, so no value of X is chosen for it as it is cast", "107.3a")
			spellX = 0
		} else {
			e.step(fmt.Sprintf("%s is cast with X = %d", card.Name, x), "107.3a")
		}
		mvCast := baseMV + xSymbols*spellX
		if why := w.cantBeCast(Me, card, mvCast, e); why != "" {
			return neverEnters(r, e, card, baseMV, mvCast, why)
		}
		if u := w.castChoiceUnknown(Me, card); u != "" {
			return notUnderstood(r, e, u)
		}
		// No spell is cast where no player gets priority: the untap
		// step (502.4), and a cleanup step with nothing to set it off
		// (514.3, 514.3a).
		if why, unsure := castNow(ctx, b, worlds, card, e); unsure != "" {
			return notUnderstood(r, e, unsure)
		} else if why != "" {
			return neverEnters(r, e, card, baseMV, mvCast, why)
		}
		if card.HasSubtype("Aura") && len(b.Permanents) == 0 && b.String() == "" && !b.emptied {
			// No board: the question is about the card alone.
			e.step("No board is given, so what "+card.Name+" enchants is taken to be there to be chosen as its target; give the board to have that checked", "303.4a", "601.2c")
		}
		if why, rules, unsure := auraHasNothing(ctx, b, card, true); unsure != "" {
			return notUnderstood(r, e, unsure)
		} else if why != "" {
			e.step(why, rules...)
			return neverEnters(r, e, card, baseMV, mvCast, why)
		}
		why, unsure := w.counteredAsCast(card, mvCast, spellX, e)
		if unsure != "" {
			return notUnderstood(r, e, unsure)
		}
		if why != "" {
			return neverEnters(r, e, card, baseMV, mvCast, why)
		}
		if xSymbols > 0 {
			doublers := 0
			for _, p := range w.perms {
				if p.Controller != Me {
					continue
				}
				for _, a := range p.abilities {
					if a.Static != nil && a.Static.Kind == StaticDoubleX {
						doublers++
					}
				}
			}
			if doublers > 0 {
				for i := 0; i < doublers && spellX > 0; i++ {
					if spellX > maxEntersCount/2 {
						return notUnderstood(r, e, fmt.Sprintf("X would be more than %d once the %d Unbound Flourishing triggers double it (%d doublings of %d); the engine counts up to that bound with machine integers and does not use arbitrary precision, so it refuses rather than overflow", maxEntersCount, doublers, doublers, x))
					}
					spellX *= 2
				}
				e.step(fmt.Sprintf("Unbound Flourishing's ability triggers when the spell is cast and doubles X for each Unbound Flourishing (%d): X becomes %d", doublers, spellX), "603.2")
				e.cite("Unbound Flourishing", "2019-06-14", "multiplied by four")
				e.cite("Unbound Flourishing", "2019-06-14", "you don't pay any more mana")
			}
		}
	} else {
		if landPlayed {
			e.step(card.Name+" is played, not cast, so no value of X is chosen and X is 0 for its enters abilities", "305.1", "107.3m", "107.3g")
		} else {
			e.step(card.Name+" was put onto the battlefield without being cast, so no value of X was chosen and X is 0 for its enters abilities", "107.3m", "107.3g")
		}
		if why, rules, unsure := auraHasNothing(ctx, b, card, false); unsure != "" {
			return notUnderstood(r, e, unsure)
		} else if why != "" {
			e.step(why, rules...)
			r.Understood = true
			r.ManaValue, r.ManaValueOnStack = &baseMV, &baseMV
			r.Answer = why + "; it never enters the battlefield and never enters with any counters."
			e.fill(r)
			return nil
		}
	}
	lostText := false
	if has(cardTypes, "Land") {
		lost, unsure, by := enteringLandLosesText(ctx, b, card)
		if unsure {
			return notUnderstood(r, e, fmt.Sprintf("whether %s keeps the abilities of its rules text as it enters depends on the timestamp order of the land-type-changing effects (%s), which the board does not record (CR 613.7, 614.12)", card.Name, joinAnd(by)))
		}
		if lost {
			sets := "sets"
			if len(by) > 1 {
				sets = "set"
			}
			e.step(fmt.Sprintf("%s enters as a land whose land type %s %s, so it has lost the abilities of its rules text before they can apply: an ability that says how it enters (with counters, tapped) does not apply", card.Name, joinAnd(by), sets), "614.12", "305.7", "613.1d")
			citeEntersLosingText(e, by)
			lostText = true
		}
	}
	if !lostText {
		lost, nonMana, why := enteringLosesAll(ctx, b, card)
		if why != "" {
			return notUnderstood(r, e, why)
		}
		if lost != "" && nonMana {
			e.step(fmt.Sprintf("%s enters as a land that loses all abilities except mana abilities by %s effect, so it has lost the others before they can apply: an ability that says how it enters (with counters, tapped) is not a mana ability, and does not apply", card.Name, Possessive(lost)), "614.12", "613.1f", "605.1a")
			e.citeAbout(lost, "cause it to enter the battlefield tapped")
			lostText = true
		}
		if lost != "" && !nonMana && (has(cardTypes, "Planeswalker") || has(cardTypes, "Battle")) {
			// Made a creature as it enters (Mycosynth Lattice and March
			// of the Machines), it loses its abilities by lost's
			// effect; whether that takes the intrinsic ability that
			// gives its loyalty or defense counters is not worked out.
			return notUnderstood(r, e, fmt.Sprintf("%s enters as a creature that loses all abilities by %s effect, and the engine does not work out whether that removes the intrinsic ability that gives it its %s counters as it enters (CR 306.5b, 310.4b, 613.1f, 614.12)", card.Name, Possessive(lost), map[bool]string{true: "loyalty", false: "defense"}[has(cardTypes, "Planeswalker")]))
		}
		if lost != "" && !nonMana {
			e.step(fmt.Sprintf("%s enters as a creature that loses all abilities by %s effect, so it has lost them before they can apply: an ability that says how it enters (with counters, tapped) does not apply", card.Name, Possessive(lost)), "614.12", "613.1f")
			lostText = true
		}
	}
	counters := map[string]int{}
	var kinds []string
	for _, a := range abil {
		if a.Kind == KindKeyword {
			for _, kw := range a.Keywords {
				m := countersKW.FindStringSubmatch(kw)
				if m == nil {
					continue
				}
				n, _ := parseDigits(m[2])
				kind := map[string]string{"modular": "+1/+1", "graft": "+1/+1", "fading": "fade", "vanishing": "time"}[m[1]]
				rule := map[string]string{"modular": "702.43a", "graft": "702.58a", "fading": "702.32a", "vanishing": "702.63a"}[m[1]]
				if lostText {
					n = 0
				} else {
					e.step(fmt.Sprintf("%s %d means it enters with %s on it", Capital(m[1]), n, plural(n, kind+" counter")), rule, "614.1c")
				}
				if _, ok := counters[kind]; !ok {
					kinds = append(kinds, kind)
				}
				counters[kind] += n
			}
		}
		if a.Enters == nil || a.Enters.CounterKind == "" {
			continue
		}
		n := a.Enters.Counters
		if lostText {
			n = 0
		} else if a.Enters.CountersX {
			n = a.Enters.xCounters(spellX)
			if cast {
				e.step(fmt.Sprintf("\u201c%s\u201d refers to X: the X of the spell that became the permanent as it resolved, %d, even though X is 0 for the permanent; an ability that says a permanent enters with counters is a replacement effect", a.Text, spellX), "107.3m", "614.1c")
				if at := a.Enters.XMoreAt; at > 0 {
					if spellX >= at {
						e.step(fmt.Sprintf("X is %d or more, so it enters with X more: %s in all", at, plural(n, a.Enters.CounterKind+" counter")), "614.1c")
					} else {
						e.step(fmt.Sprintf("X is less than %d, so it enters with no more than X", at), "614.1c")
					}
					e.cite(card.Name, "2009-02-01", "if X is 5")
				}
			} else {
				e.step(fmt.Sprintf("\u201c%s\u201d refers to X: no spell became the permanent, so X is 0 for it as it is for the permanent; an ability that says a permanent enters with counters is a replacement effect", a.Text), "107.3m", "107.3g", "614.1c")
			}
		}
		if _, ok := counters[a.Enters.CounterKind]; !ok {
			kinds = append(kinds, a.Enters.CounterKind)
		}
		counters[a.Enters.CounterKind] += n
	}
	if has(cardTypes, "Planeswalker") || has(cardTypes, "Battle") {
		// A planeswalker enters with its printed loyalty in loyalty
		// counters, a battle with its printed defense in defense
		// counters: an intrinsic replacement effect, which effects
		// that modify counters modify (CR 306.5b, 310.4b, 614.1c).
		kind, rule, printed := "loyalty", "306.5b", card.Loyalty
		if !has(cardTypes, "Planeswalker") {
			kind, rule, printed = "defense", "310.4b", ""
		}
		n, ok := parseDigits(strings.TrimSpace(printed))
		if strings.TrimSpace(printed) == "X" {
			n, ok = spellX, true
		}
		if !ok {
			return notUnderstood(r, e, fmt.Sprintf("%s enters with as many %s counters as its printed %s (CR %s), and the card data the engine has does not give that number", card.Name, kind, map[string]string{"loyalty": "loyalty", "defense": "defense"}[kind], rule))
		}
		e.step(fmt.Sprintf("%s has the intrinsic ability \u201cThis permanent enters with a number of %s counters on it equal to its printed %s number\u201d (%s), a replacement effect", card.Name, kind, kind, printed), rule, "614.1c")
		if _, ok := counters[kind]; !ok {
			kinds = append(kinds, kind)
		}
		counters[kind] += n
	}
	if slices.Contains(card.Subtypes, "Saga") {
		// A Saga without read ahead enters with a lore counter, an
		// intrinsic replacement effect, which effects that modify
		// counters modify (CR 714.3a, 614.1c); with read ahead its
		// controller chooses how many (714.3b).
		if strings.Contains(strings.ToLower(card.Oracle), "read ahead") {
			return notUnderstood(r, e, fmt.Sprintf("%s has read ahead: its controller chooses how many lore counters it enters with (CR 714.3b, 702.155), which the question does not say", card.Name))
		}
		e.step(fmt.Sprintf("%s is a Saga: it has the intrinsic ability “This Saga enters with a lore counter on it.”, a replacement effect", card.Name), "714.3a", "614.1c")
		if _, ok := counters["lore"]; !ok {
			kinds = append(kinds, "lore")
		}
		counters["lore"]++
	}
	ent, why := enteringPerm(ctx, b, card)
	if why != "" {
		return notUnderstood(r, e, why)
	}
	results, kinds, why := w.counterReplacements(ent, kinds, counters, e)
	if why != "" {
		return notUnderstood(r, e, why)
	}
	switch card.Name {
	case "Hangarback Walker":
		e.cite(card.Name, "2015-06-22", "must be equal")
	case "Walking Ballista":
		e.cite(card.Name, "2020-08-07", "pay twice X")
	case "Chalice of the Void":
		e.cite(card.Name, "2021-03-19", "pay twice X")
	}
	if spellX > (maxEntersCount-baseMV)/max(xSymbols, 1) {
		return notUnderstood(r, e, fmt.Sprintf("its mana value on the stack would be more than %d; the engine counts up to that bound with machine integers and does not use arbitrary precision", maxEntersCount))
	}
	zero := 0
	etb := spellX
	mv := baseMV
	mvStack := baseMV + xSymbols*spellX
	r.EtbX = &etb
	r.PermanentX = &zero
	r.ManaValue = &mv
	r.ManaValueOnStack = &mvStack
	if cast && spellX != x && xSymbols > 0 {
		e.step(fmt.Sprintf("On the battlefield X is 0, so its mana value there is %d; on the stack X is %d once doubled, so its mana value there is then %d, and it was %d as the spell was cast, with X = %d, which is what an ability that triggers on a spell being cast reads (Chalice of the Void)", mv, spellX, mvStack, baseMV+xSymbols*x, x), "202.3e", "107.3g", "601.2i")
	} else if cast {
		e.step(fmt.Sprintf("On the battlefield X is 0, so its mana value there is %d; on the stack X is %d, so its mana value there is %d", mv, spellX, mvStack), "202.3e", "107.3g")
	} else if landPlayed {
		e.step(fmt.Sprintf("On the battlefield X is 0, so its mana value there is %d; a land is played without using the stack, so it is never on it", mv), "202.3e", "305.1")
	} else {
		e.step(fmt.Sprintf("On the battlefield X is 0, so its mana value there is %d; it was not cast, so no value was chosen for X on the stack", mv), "202.3e", "107.3g")
	}
	r.Understood = true
	// The state-based actions once it is on the battlefield (704.3),
	// for each count of counters the orders of effects give: where they
	// agree, as for one; where they don't, each outcome says its own.
	dies, unsure, kept := enteredSettles(ctx, b, card, results[0].counts)
	settled := make([][3]string, len(results))
	settled[0] = [3]string{dies, unsure, kept}
	differ := false
	for i := 1; i < len(results); i++ {
		d, u, k := enteredSettles(ctx, b, card, results[i].counts)
		settled[i] = [3]string{d, u, k}
		differ = differ || settled[i] != settled[0]
	}
	for _, st := range settled {
		if strings.HasPrefix(st[1], card.Name+" has toughness ") && strings.Contains(st[1], unlessBoost) {
			// A boost on the board the engine can't tell applies to it
			// (one of the creature type, color or card name chosen as
			// its source entered, which the board does not give)
			// decides whether it stays: other questions refuse that
			// board too (704.5f, 607.2d).
			return notUnderstood(r, e, fmt.Sprintf("whether %s stays on the battlefield once it is there is not worked out here: %s", card.Name, st[1]))
		}
	}
	if differ {
		dies, unsure, kept = "", "", ""
		for _, st := range settled {
			if st[1] != "" {
				return notUnderstood(r, e, fmt.Sprintf("whether %s stays on the battlefield once it is there is not worked out here: %s", card.Name, st[1]))
			}
		}
		e.step(fmt.Sprintf("Once %s is on the battlefield, before any player gets priority, state-based actions are performed: in some of the orders above they put it into its owner's graveyard or apply the legend rule, and in others they don't, as each outcome says", card.Name), "704.3", "704.5f", "704.5j")
	}
	tapped, tappedKnown, untappers, unless, tappedBy := enteredTapped(ctx, b, card, abil, lostText, played, dies != "", e)
	if tappedKnown {
		r.EntersTapped = &tapped
	}
	r.tappedBy = tappedBy
	var with []string
	for _, res := range results {
		if w := counterWords(kinds, res.counts); w != "" {
			with = append(with, w)
		}
	}
	legend := ""
	if len(results) > 1 {
		for i, res := range results {
			events := []string{card.Name + " enters with " + counterWords(kinds, res.counts)}
			switch d, k := settled[i][0], settled[i][2]; {
			case !differ:
			case d != "":
				events = append(events, card.Name+" is put into its owner's graveyard: "+d)
			case k != "":
				events = append(events, "by the legend rule, its controller keeps one of their legendary permanents named "+card.Name)
			}
			r.Outcomes = append(r.Outcomes, Outcome{Choices: res.orders, Events: events})
		}
	}
	if len(results) == 1 || !differ {
		if len(results) == 1 {
			r.Counters = results[0].counts
		}
		if kept != "" && dies == "" {
			legend = fmt.Sprintf(legendThen+" its controller chooses one of their legendary permanents named %s to keep, and the others are put into their owners' graveyards.", card.Name)
			e.step(fmt.Sprintf("Once %s is on the battlefield, before any player gets priority, its controller controls two or more legendary permanents named %s: they choose one, and the rest are put into their owners' graveyards as a state-based action, %s among them if they choose", card.Name, card.Name, card.Name), "704.3", "704.5j")
		}
		if unsure != "" {
			e.step(fmt.Sprintf("Whether %s stays on the battlefield once it is there is not worked out here: %s", card.Name, unsure), "704.3")
		}
		if n := min(r.Counters["+1/+1"], r.Counters["-1/-1"]); n > 0 && dies == "" && len(results) == 1 {
			// Grim Poppet beside Metallic Mimic: the pairs go at once.
			left := "none of either"
			switch {
			case r.Counters["+1/+1"] > n:
				left = plural(r.Counters["+1/+1"]-n, "+1/+1 counter")
			case r.Counters["-1/-1"] > n:
				left = plural(r.Counters["-1/-1"]-n, "-1/-1 counter")
			}
			e.step(fmt.Sprintf("Once %s is on the battlefield, before any player gets priority, %s and %s are removed from it as a state-based action, leaving %s; the counters given here are those it enters with", card.Name, plural(n, "+1/+1 counter"), plural(n, "-1/-1 counter"), left), "704.3", "704.5q")
		}
		if dies != "" {
			rules := []string{"704.3", "704.5f"}
			switch dies {
			case "it has 0 loyalty":
				rules = []string{"704.3", "704.5i"}
			case "it has 0 defense":
				rules = []string{"704.3", "704.5v"}
			}
			if strings.HasSuffix(dies, "is attached to nothing") {
				// An Aura whose creature died of it (auraSettles).
				rules = append(rules, "704.5m")
			}
			for _, a := range abil {
				if a.Static != nil && a.Static.Kind == StaticDefinesPT {
					dies = fmt.Sprintf("%s, by “%s” on this board", dies, a.Text)
					rules = append(rules, "604.3", "613.4a")
				}
			}
			e.step(fmt.Sprintf("Once %s is on the battlefield, before any player gets priority, it is put into its owner's graveyard by a state-based action: %s", card.Name, dies), rules...)
			e.citeAbout(card.Name, "no loyalty")
		}
	}
	for _, a := range abil {
		if a.Kind == KindEnters && a.Why == whyEntersChoice && !lostText {
			e.step(fmt.Sprintf("\u201c%s\u201d is a choice made as %s enters, which does nothing itself: it sets no X, counter or mana value", a.Text, card.Name), "614.12", "614.1c")
		}
	}
	r.Answer = entersAnswer(card.Name, etb, with, mv, mvStack, cast, mentionsX(card, abil))
	if dies != "" && len(results) > 1 {
		// Whatever the order, it goes (the headline gives no mana value
		// to follow).
		if ent.is("Creature") {
			r.Answer += " Either way, it then dies."
		} else {
			r.Answer += " Either way, it is then put into its owner's graveyard."
		}
	} else if dies != "" {
		// Only a creature dies (CR 700.4).
		if ent.is("Creature") {
			r.Answer = strings.Replace(r.Answer, "; its mana value", ", then dies; its mana value", 1)
		} else {
			full := strings.Replace(r.Answer, "; its mana value", ", then is put into its owner's graveyard; its mana value", 1)
			short := strings.Replace(r.Answer, "; its mana value", ", then goes to the graveyard; its mana value", 1)
			r.Answer = firstFitting(full, short, strings.Replace(short, fmt.Sprintf(" (%d on the stack)", mvStack), "", 1))
		}
	}
	// Where the legend rule may take it first, an untapper's trigger
	// untaps it only if it is the one kept: the state-based action comes
	// before the trigger is put on the stack (704.3, 603.3, 400.7).
	untapAfterLegend := ""
	// remover is another permanent's entering trigger that may take it
	// first; removerMine, one its controller orders with the untapper's.
	remover, removerMine := "", false
	if len(untappers) > 0 {
		// A land an effect makes a creature enters as one (Living
		// Lands): what triggers on a creature entering triggers on it.
		remover, removerMine = enterRemover(b, worlds, untappers, card, card.HasType("Creature") || ent != nil && ent.is("Creature"), landPlayed)
		if why := enterLoser(ctx, b, worlds, untappers, card, ent, landPlayed); why != "" && (tappedKnown && tapped || unless != "") {
			return notUnderstood(r, e, why)
		}
	}
	if legend != "" && len(untappers) > 0 && (tappedKnown && tapped || unless != "") {
		untapAfterLegend = fmt.Sprintf(" If it is the one kept, %s ability untaps it.", Possessive(untappers[0]))
		if remover != "" {
			// The one kept may still be taken by another trigger
			// first (an opponent's Aether Flash on a second Isamaru).
			untapAfterLegend = fmt.Sprintf(" If it is the one kept and it stays on the battlefield, %s ability untaps it.", Possessive(untappers[0]))
		}
		e.step(fmt.Sprintf("The legend rule is applied as a state-based action before %s triggered ability is put on the stack, so that ability untaps %s only if it is the one kept; if it is put into the graveyard, the ability untaps nothing", Possessive(untappers[0]), card.Name), "704.3", "603.3", "400.7")
		untappers = nil
	}
	tappedSaid := false
	if len(untappers) > 0 && (tappedKnown && tapped || unless != "") && !differ && unsure == "" {
		ownT, ownKnown := enteringToughness(worlds, card)
		if own := ownRemover(card, abil, ownT, ownKnown); own != nil {
			// Its own trigger and the untapper's are both its
			// controller's, who orders them (603.3b): the untapper
			// untaps it if it resolves first (a bounce land's "return a
			// land you control" may return itself, 400.7).
			untapIfFirst(e, r, fmt.Sprintf("%s own ability \u201c%s\u201d also triggers as it enters", Possessive(card.Name), own.Text), Possessive(card.Name)+" own", card.Name, untappers[0], tappedKnown && tapped, unless)
			untappers, unless, tappedSaid = nil, "", true
		} else if remover != "" && removerMine {
			// Both triggers are its controller's, who orders them
			// (603.3b), as with its own.
			untapIfFirst(e, r, fmt.Sprintf("%s ability also triggers on %s entering", Possessive(remover), card.Name), Possessive(remover), card.Name, untappers[0], tappedKnown && tapped, unless)
			untappers, unless, tappedSaid = nil, "", true
		}
	}
	if len(untappers) == 0 {
		remover = ""
	}
	if (differ || unsure != "" || remover != "") && len(untappers) > 0 && (tappedKnown && tapped || unless != "") {
		// Where the state-based actions may take it first, an untapper's
		// trigger untaps it only where it stays (704.3, 603.3, 400.7).
		where, stays := "in the outcomes where it stays on the battlefield", "where it stays on the battlefield"
		if !differ {
			// Whether it stays is not worked out (unsure).
			where, stays = "if it stays on the battlefield", "if it stays on the battlefield"
		}
		if remover != "" && !differ && unsure == "" {
			e.step(fmt.Sprintf("%s ability also triggers on %s entering and may resolve before %s (the active player's triggers are put on the stack first, CR 603.3b), and what it does may take %s from the battlefield, so %s ability untaps it only %s", Possessive(remover), card.Name, Possessive(untappers[0]), card.Name, Possessive(untappers[0]), where), "603.3b", "400.7")
		} else {
			e.step(fmt.Sprintf("State-based actions are performed before %s triggered ability is put on the stack, so that ability untaps %s only %s", Possessive(untappers[0]), card.Name, where), "704.3", "603.3", "400.7")
		}
		if tappedKnown && tapped {
			r.Answer += " It enters tapped, and " + stays + ", " + Possessive(untappers[0]) + " ability untaps it."
		} else {
			r.Answer += " It enters tapped unless " + unless + "; if it enters tapped and stays on the battlefield, " + Possessive(untappers[0]) + " ability untaps it."
		}
		untappers, unless, tappedSaid = nil, "", true
	}
	if tappedKnown && tapped && !tappedSaid {
		r.Answer += " It enters tapped"
		if len(untappers) > 0 {
			r.Answer += ", and " + Possessive(untappers[0]) + " ability untaps it"
			r.untappedBy = untappers[:1]
		}
		r.Answer += "."
	}
	if tappedKnown && !tapped && unless == "" && slices.ContainsFunc(abil, func(a *Ability) bool { return reOwnEntersTapped.MatchString(a.Text) }) {
		// Its own text may make it enter tapped, and here it does not
		// (a check land beside an Island, any such land beside Blood
		// Moon): the headline says so.
		r.Answer += " It enters untapped."
	}
	if !tappedKnown && unless == "" && !tappedSaid && slices.ContainsFunc(abil, func(a *Ability) bool { return reOwnEntersTapped.MatchString(a.Text) }) {
		// Its own text may make it enter tapped, on a condition the
		// engine does not follow (Game Trail's reveal): the headline
		// says it may, the steps why it is not known.
		r.Answer = firstFitting(r.Answer+" It may enter tapped, which the engine does not work out.", r.Answer)
	}
	if unless != "" {
		r.Answer += " It enters tapped unless " + unless
		if len(untappers) > 0 {
			r.Answer += "; if it enters tapped, " + Possessive(untappers[0]) + " ability untaps it"
		}
		r.Answer += "."
	}
	if !headlineFits(r.Answer) {
		// mana_value_on_stack says it: the headline as much as fits.
		r.Answer = strings.Replace(r.Answer, fmt.Sprintf(" (%d on the stack)", mvStack), "", 1)
	}
	if legend != "" {
		// The step says the legend rule whole, and mana_value_on_stack
		// the mana value on the stack; the headline as much as fits.
		r.Answer = firstFitting(
			r.Answer+legend+untapAfterLegend,
			r.Answer+fmt.Sprintf(legendThen+" its controller keeps one named %s.", card.Name)+untapAfterLegend,
			r.Answer+legendThen+" one stays."+untapAfterLegend,
			strings.Replace(r.Answer, fmt.Sprintf(" (%d on the stack)", mvStack), "", 1)+legendThen+" one stays."+untapAfterLegend)
	}
	e.fill(r)
	return nil
}

// reWordX is an X in an ability's words, "{X}" included.
var reWordX = regexp.MustCompile(`\bX\b`)

// reXChosenOnResolution is an X its ability has its controller choose as
// it resolves: a cost paid then, or cards revealed then.
var reXChosenOnResolution = regexp.MustCompile(`(?i)\bpay \{X\}|\breveal X\b|\bchoose (?:a number )?X\b`)

// reXDefined is an X its ability defines itself.
var reXDefined = regexp.MustCompile(`(?i)\bwhere X is\b|\bX is the\b`)

// ownEntersX says why the engine gives no X for a triggered ability of
// card on its own entering, "" where it does: CR 107.3m gives such an
// ability the X of the spell that became the permanent only where a value
// of X was chosen for that spell's costs. One that defines its own X
// ("where X is your devotion to black", counted as it resolves: 608.2h),
// one whose X is chosen as it resolves ("you may pay {X}": Rise of the
// Hobgoblins ruling 2008-08-01), and one of a card with no {X} in its mana
// cost (an X chosen for kicker {X}) have an X the engine does not work out.
func ownEntersX(card *catalog.Card, abil []*Ability, xSymbols int) string {
	for _, a := range abil {
		if a.Kind != KindTriggered || !hasEvent(eventsOf(a), EventEntersSelf) {
			continue
		}
		t := normalize(card, a.Text)
		if !reWordX.MatchString(t) {
			continue
		}
		switch {
		case reXChosenOnResolution.MatchString(t):
			return fmt.Sprintf("the X of %s enters ability \u201c%s\u201d is chosen as that ability resolves, not as the spell is cast: CR 107.3m gives an enters ability the X of the spell only where one was chosen for the spell's costs, and the engine does not choose this one", Possessive(card.Name), a.Text)
		case reXDefined.MatchString(t):
			return fmt.Sprintf("%s enters ability \u201c%s\u201d defines its own X, counted as it resolves (CR 608.2h), not the X of the spell (107.3m), and the engine does not count it", Possessive(card.Name), a.Text)
		case xSymbols == 0:
			return fmt.Sprintf("%s enters ability \u201c%s\u201d refers to an X, and %s has no {X} in its mana cost: that X is one chosen for another of the spell's costs (kicker {X}, CR 107.3m), which the engine does not read", Possessive(card.Name), a.Text, card.Name)
		}
	}
	return ""
}

// enteredThenGone says why card, a permanent that entered under your
// control with counts counters, has toughness 0 or less on the board and
// is put into its owner's graveyard by a state-based action (CR 704.5f),
// "" when it stays or the engine can't tell; unsure says why the engine
// can't tell, where that is about card itself.
func enteredThenGone(ctx context.Context, b *Board, card *catalog.Card, counts map[string]int) (gone, unsure string) {
	gone, unsure, _ = enteredSettles(ctx, b, card, counts)
	return gone, unsure
}

// legendThen begins the sentence of an enters answer that says the
// legend rule applies once the permanent is on the battlefield.
const legendThen = " Then, by the legend rule,"

// enteredSettles is enteredThenGone, and says besides "the legend rule"
// where that rule has the player keep either card or a permanent of
// theirs with its name (CR 704.5j), "" otherwise.
func enteredSettles(ctx context.Context, b *Board, card *catalog.Card, counts map[string]int) (gone, unsure, kept string) {
	// Not only a creature card: an effect may make it one on the
	// battlefield (March of the Machines: a Chalice of the Void is a 0/0
	// artifact creature there, its X 0), read by the state-based actions
	// after the layers (613.1d, 704.5f).
	np := &Permanent{Card: card, Controller: Me, entering: true}
	for _, k := range slices.Sorted(maps.Keys(counts)) {
		// No loyalty or defense counter is written "0 loyalty", "0
		// defense": a planeswalker or battle entering with none has
		// none, and is put into its owner's graveyard (704.5i, 704.5v).
		if counts[k] > 0 || k == "loyalty" || k == "defense" {
			np.Counters = append(np.Counters, Counter{Kind: k, N: counts[k]})
		}
	}
	c := *b
	c.Permanents = append(append([]*Permanent(nil), b.Permanents...), np)
	if shrinks(card) {
		return auraSettles(ctx, &c, np)
	}
	boards, why := settleBoard(ctx, &c, false)
	if why != "" {
		if strings.HasPrefix(why, card.Name+" ") {
			// What the engine can't tell is about the card itself (a
			// toughness it can only bound): said as a step.
			return "", why, ""
		}
		return "", "", ""
	}
	reason, stays, goes := "", 0, 0
	for _, s := range boards {
		if s.gone[np] == "the legend rule" {
			kept = "the legend rule"
		}
		for _, p := range b.Permanents {
			if s.gone[p] == "the legend rule" && p.Controller == Me && catalog.Key(p.Card.Name) == catalog.Key(card.Name) {
				kept = "the legend rule"
			}
		}
		if s.now[np] != nil || !leavesAsEntered(s.gone[np]) {
			stays++
			continue
		}
		goes++
		reason = s.gone[np]
	}
	switch {
	case goes > 0 && stays > 0:
		// Its toughness is not fixed by the board (sbaRound).
		return "", card.Name + "'s toughness could be 0 or less, and the board does not say whether it is", kept
	case stays > 0:
		return "", "", kept
	}
	return reason, "", ""
}

// shrinks reports whether card is an Aura that lowers the toughness of
// the creature it enchants ("Enchanted creature gets -2/-2."): the
// creature it enters attached to may die of it, and the Aura with it.
func shrinks(card *catalog.Card) bool {
	if !slices.Contains(card.Subtypes, "Aura") {
		return false
	}
	for _, a := range Compile(card) {
		if st := a.Static; a.Understood && st != nil && st.Affected == "enchanted creature" && st.Boost != nil && st.Boost[1] < 0 {
			return true
		}
	}
	return false
}

// maxAuraHosts bounds the permanents, told apart by what the board says
// of them, that an Aura which lowers toughness is tried on as it enters.
const maxAuraHosts = 64

// auraSettles is enteredSettles for an Aura np that lowers the toughness
// of what it enchants, on b (np the last of its permanents): it is tried
// attached to each creature it may enter attached to, and the state-based
// actions put it into its owner's graveyard once that creature is put
// there (704.5f, 704.5m). Where every such creature dies, it goes (gone);
// where only some do, which one it enters attached to decides, which is
// not worked out (unsure).
func auraSettles(ctx context.Context, b *Board, np *Permanent) (gone, unsure, kept string) {
	name := np.Card.Name
	hosts := b.Permanents[:len(b.Permanents)-1]
	att := attachments(b)
	seen := map[string]bool{}
	var dies, lives []string
	for _, h := range hosts {
		sig := permSignature(b, h, att)
		if seen[sig] {
			continue
		}
		seen[sig] = true
		if len(seen) > maxAuraHosts {
			return "", fmt.Sprintf("%s gives the creature it enchants less toughness, and the board has more than %d kinds of permanent it may enter attached to, which the engine does not try one by one", name, maxAuraHosts), ""
		}
		// A board of its own for each: what settles is remembered by
		// board.
		on := *np
		on.On = refTo(b, h)
		c := *b
		c.Permanents = append(slices.Clone(hosts), &on)
		boards, why := settleBoard(ctx, &c, false)
		if why != "" {
			// Whether it dies is not worked out (a toughness the board
			// does not fix, a choice as it entered): nor whether the
			// Aura stays.
			return "", fmt.Sprintf("%s gives the creature it enchants less toughness, and whether %s then dies is not worked out: %s", name, h.Card.Name, why), ""
		}
		if len(boards) == 0 {
			// No state-based action applies: it stays, attached to h.
			lives = append(lives, h.Card.Name)
			continue
		}
		// Each outcome of the state-based actions (a toughness the board
		// does not fix gives two): h dies in some, the Aura stays on it
		// in others, or it can't be attached to h at all (704.5m).
		died, stayed := false, false
		for _, s := range boards {
			switch {
			case strings.Contains(s.gone[h], "toughness"):
				died = true
			case s.now[&on] != nil:
				stayed = true
			}
		}
		switch {
		case died && stayed:
			return "", fmt.Sprintf("%s gives the creature it enchants less toughness, and whether %s then dies rests on a toughness the board does not fix", name, h.Card.Name), ""
		case died:
			dies = append(dies, h.Card.Name)
		case stayed:
			lives = append(lives, h.Card.Name)
		}
	}
	switch {
	case len(dies) > 0 && len(lives) > 0:
		return "", fmt.Sprintf("%s gives the creature it enchants less toughness: attached to %s, that creature dies and %s follows it, attached to %s, it stays; the board does not say which it enters attached to", name, joinOr(dedup(dies)), name, joinOr(dedup(lives))), ""
	case len(dies) > 0:
		return fmt.Sprintf("the creature it enters attached to, %s, then has toughness 0 or less and is put into its owner's graveyard, so %s is attached to nothing", joinOr(dedup(dies)), name), "", ""
	}
	return "", "", ""
}

// leavesAsEntered reports whether a state-based action's reason for
// putting a permanent that just entered into its owner's graveyard is one
// the enters question says: a toughness of 0 or less, no loyalty or no
// defense (CR 704.5f, 704.5i, 704.5v). A Saga's lore counters don't make
// it sacrificed as it enters: its chapter abilities have just triggered
// (714.4).
func leavesAsEntered(why string) bool {
	return strings.Contains(why, "toughness") || why == "it has 0 loyalty" || why == "it has 0 defense"
}

// entersAnswer is the headline of an enters ruling: the counters it enters
// with and X as it enters, then its mana value on the battlefield; with
// several results, each number of counters and no mana value (the facts
// give it). A card with no X in its mana cost or its abilities (hasX
// false) is said without X, which is 0 for it (CR 107.3): "Glacial
// Fortress enters with no counters".
func entersAnswer(name string, etb int, with []string, mv, mvStack int, cast, hasX bool) string {
	onField := fmt.Sprintf("its mana value is %d on the battlefield (%d on the stack)", mv, mvStack)
	if !cast {
		onField = fmt.Sprintf("its mana value is %d on the battlefield", mv)
	}
	x := fmt.Sprintf(" (X = %d)", etb)
	if !hasX {
		x = ""
	}
	switch len(with) {
	case 0:
		if !hasX {
			return fmt.Sprintf("%s enters with no counters; %s.", name, onField)
		}
		return fmt.Sprintf("%s enters with X = %d; %s.", name, etb, onField)
	case 1:
		return fmt.Sprintf("%s enters with %s%s; %s.", name, with[0], x, onField)
	}
	return firstFitting(fmt.Sprintf("%s enters with %s%s, depending on the order its controller applies the replacement effects in.", name, joinOr(with), x),
		fmt.Sprintf("%s enters with %s%s, by the order of the replacement effects.", name, joinOr(with), x),
		fmt.Sprintf("%s enters with one of %d counts of counters%s, by the order of the replacement effects.", name, len(with), x))
}

// mentionsX reports whether card has an X in its mana cost or printed
// loyalty, or in one of its abilities abil that is no activated or mana
// ability: Calciform Pools' "Remove X storage counters" and Ugin's "−X"
// choose an X of their own as they are activated (CR 107.3a), none as the
// card enters; and an X its own text defines (Cavalier of Flame's "where X
// is the number of land cards in your graveyard") is chosen by no one.
func mentionsX(card *catalog.Card, abil []*Ability) bool {
	if strings.Contains(card.ManaCost, "{X}") || strings.Contains(card.Loyalty, "X") {
		return true
	}
	return slices.ContainsFunc(abil, func(a *Ability) bool {
		return a.Kind != KindActivated && a.Kind != KindMana && a.Kind != KindManaTrigger && reWordX.MatchString(a.Text) && !reXDefined.MatchString(a.Text)
	})
}

// reOwnEntersTapped is a card's own text by which it may enter tapped.
var reOwnEntersTapped = regexp.MustCompile(`(?i)\benters(?: the battlefield)? tapped\b`)

// faceManaValue is the mana value of a card, or of the face of one that
// a permanent shows, with X as 0: the back face of a transforming
// double-faced card has its front face's (CR 202.3b, 712.8e), the flipped
// half of a flip card the card's (710.1c). why says why the engine can't
// tell: a melded permanent's is the sum of its two front faces' (202.3c),
// which the card data does not pair.
func faceManaValue(c *catalog.Card) (mv int, why string) {
	if len(c.Faces) > 1 && c != c.Faces[0] && (c.Layout == "transform" || c.Layout == "flip") {
		return manaValue(c.Faces[0].ManaCost), ""
	}
	if c.Layout == "meld" && c.ManaCost == "" && !has(splitTypesOf(c), "Land") {
		return 0, c.Name + " is a melded permanent, whose mana value is the total of its two front faces' mana costs (CR 202.3c, 712.8g), and the card data the engine has does not say which cards those are"
	}
	if strings.Contains(strings.ToUpper(c.ManaCost), "{H") {
		// Little Girl's {HW}: half a white mana, which the rules
		// don't define (an Un-card's own symbol).
		return 0, fmt.Sprintf("%s has a half mana symbol in its mana cost (%s), which gives it a mana value that is not a whole number, and the Comprehensive Rules do not define that symbol (CR 107.4, 202.3)", c.Name, c.ManaCost)
	}
	return manaValue(c.ManaCost), ""
}

// permManaCost is the mana cost of a permanent that is card c: a flipped
// flip card's is that of its unflipped half (CR 710.1c, 710.2). An inline
// card is written without one (devotionUnread).
func permManaCost(c *catalog.Card) string {
	if c.Layout == "flip" && len(c.Faces) > 1 && c != c.Faces[0] {
		return c.Faces[0].ManaCost
	}
	return c.ManaCost
}

// splitWhole is the mana cost of the split card whose half c is, its
// halves' together (CR 709.4b): "{1}{R}{1}{U}" for Fire; ok false where c
// is no half of a split card.
func splitWhole(c *catalog.Card) (string, bool) {
	if len(c.Faces) < 2 || c.Layout != "split" && c.Layout != "aftermath" {
		return "", false
	}
	whole := ""
	for _, f := range c.Faces {
		whole += f.ManaCost
	}
	return whole, true
}

// manaValue is the total mana in a mana cost with X as 0 (CR 202.3).
func manaValue(cost string) int {
	n := 0
	for cost != "" {
		i := strings.IndexByte(cost, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(cost[i:], '}')
		if j < 0 {
			break
		}
		sym := cost[i+1 : i+j]
		cost = cost[i+j+1:]
		if d, ok := parseDigits(sym); ok {
			n += d
			continue
		}
		if sym == "X" || sym == "Y" || sym == "Z" {
			continue
		}
		if strings.Contains(sym, "/") {
			// A hybrid symbol counts its largest component (202.3f):
			// {2/W} is 2, {G/W} 1; a Phyrexian one counts 1 (202.3g).
			most := 1
			for _, part := range strings.Split(sym, "/") {
				if d, ok := parseDigits(part); ok && d > most {
					most = d
				}
			}
			n += most
			continue
		}
		n++
	}
	return n
}

// reOwnEvent is a trigger condition on an event of the object itself on
// the battlefield (CR 113.6: its other abilities function only there).
var reOwnEvent = regexp.MustCompile(`^(?:When|Whenever) this (?:dies|attacks|blocks|becomes tapped|becomes blocked|deals (?:combat )?damage|is dealt damage|leaves the battlefield|is put into a graveyard from the battlefield),`)

// bearsOnEntering reports whether an ability the engine does not
// understand could change whether or how a permanent spell enters. An
// activated ability (mana or not) does nothing unless activated, which the
// question does not do. A triggered ability can do nothing to how the
// permanent enters (that is for replacement effects, 614.1c); when the
// spell is cast, one could trigger on the cast and counter it or change X,
// unless its trigger condition is an event of its own source on the
// battlefield (dies, attacks, …), the beginning of a step, or tapping,
// which casting is not. The entering
// card's own abilities function only on the battlefield (113.6), except
// those that modify how it enters or is cast, which are not triggered or
// activated abilities. Anything else could.
func bearsOnEntering(a *Ability, cast, own bool) bool {
	switch a.Kind {
	case KindActivated, KindMana:
		return false
	case KindTriggered, KindManaTrigger:
		if a.Kind == KindManaTrigger || a.Trigger != nil && onAnotherEvent[a.Trigger.Event] {
			return false
		}
		if t := normalize(nil, a.Text); reOwnEvent.MatchString(t) || reOtherStep.MatchString(t) {
			return false
		}
		if own {
			return reCastTriggerOwn.MatchString(normalize(nil, a.Text))
		}
		return cast
	}
	return true
}

// onAnotherEvent are the trigger events the compiler reads that neither
// casting a spell nor a permanent entering is: the beginning of the upkeep
// or the draw step, tapping for mana, becoming tapped.
var onAnotherEvent = map[TriggerEvent]bool{TriggerUpkeep: true, TriggerDrawStep: true, TriggerTapForMana: true, TriggerBecomesTap: true}

// reCastTriggerOwn is a card's trigger on its own casting, which functions
// on the stack (CR 113.6k).
var reCastTriggerOwn = regexp.MustCompile(`(?i)^When(?:ever)? you cast (?:this|it)\b`)

// neverEnters answers an enters question about a spell that never
// becomes a permanent.
func neverEnters(r *Ruling, e *explainer, card *catalog.Card, mv, mvStack int, why string) error {
	e.step("A spell that is countered, or can't be cast, never resolves, so it never enters the battlefield: no enters ability or replacement effect applies to it and it gets no counters", "701.6a", "608.3")
	r.Understood = true
	r.ManaValue = &mv
	r.ManaValueOnStack = &mvStack
	r.Answer = firstFitting(why+", so it never enters the battlefield and never enters with any counters.",
		why+", so it never enters the battlefield.")
	e.fill(r)
	return nil
}

// nonPermanentEnters answers enters for an instant or sorcery card: it
// can't enter the battlefield (CR 304.4, 307.4); its mana value is its
// mana cost's, with X as cast while it is a spell on the stack (202.3e).
// What the board holds still stops the answer where it is not understood.
func nonPermanentEnters(ctx context.Context, b *Board, card *catalog.Card, types []string, x int, cast bool, r *Ruling, e *explainer) error {
	worlds := buildWorlds(ctx, b)
	for _, w := range worlds {
		if u := w.unknownFor(asking{kind: askEnters, cast: cast}); u != "" {
			return notUnderstood(r, e, u)
		}
	}
	kind, rule := "an instant", "304.4"
	if has(types, "Sorcery") {
		kind, rule = "a sorcery", "307.4"
	}
	xSymbols := strings.Count(strings.ToUpper(card.ManaCost), "{X}")
	mv := manaValue(card.ManaCost)
	mvStack := mv
	if cast && xSymbols > 0 {
		if x > (maxEntersCount-mv)/xSymbols {
			return notUnderstood(r, e, fmt.Sprintf("its mana value on the stack would be more than %d; the engine counts up to that bound with machine integers and does not use arbitrary precision", maxEntersCount))
		}
		mvStack = mv + xSymbols*x
	}
	e.step(fmt.Sprintf("%s is %s: it can't enter the battlefield; cast as a spell, it is put into its owner's graveyard as it resolves, if it resolves", card.Name, kind), rule, "608.2n")
	if whole, ok := splitWhole(card); ok {
		// A half of a split card: off the stack the card's mana value
		// is its halves' together; on the stack, the half cast's.
		mv = manaValue(whole)
		e.step(fmt.Sprintf("%s is half of a split card, whose mana cost off the stack is its halves' together, %s, so its mana value there is %d; on the stack, cast as %s, it is that half's", card.Name, whole, mv, card.Name), "709.4b", "202.3d")
	}
	e.step(fmt.Sprintf("Off the stack X is 0, so its mana value is %d; on the stack X is the value chosen, so its mana value there is %d", mv, mvStack), "202.3e", "107.3g")
	r.Understood = true
	r.ManaValue = &mv
	r.ManaValueOnStack = &mvStack
	r.Answer = fmt.Sprintf("%s is %s card, so it never enters the battlefield; its mana value is %d (%d on the stack).", card.Name, kind, mv, mvStack)
	e.fill(r)
	return nil
}

// enteringLosesAll names the permanent whose effect makes card, entering
// the battlefield under your control, a creature that loses all abilities
// (Humility), "" for none: its characteristics as it would exist on the
// battlefield, the continuous effects that already exist applied, decide
// which replacement effects apply (CR 614.12, 613.1f), so an ability that
// says it enters with counters does not. why says what the engine can't
// tell: an order of effects on it that the board does not record.
func enteringLosesAll(ctx context.Context, b *Board, card *catalog.Card) (by string, nonMana bool, why string) {
	any := false
	for _, p := range b.Permanents {
		for _, a := range Compile(p.Card) {
			any = any || a.Static != nil && a.Static.Kind == StaticLoseAll
		}
	}
	if !any {
		return "", false, ""
	}
	c := *b
	c.Permanents = append(append([]*Permanent(nil), b.Permanents...), &Permanent{Card: card, Controller: Me})
	idx := len(b.Permanents)
	some, all := "", true
	for _, w := range buildWorlds(ctx, &c) {
		if w.unknown != "" {
			// The effect may not be applied to it (another effect
			// setting its power and toughness, March of the Machines'):
			// whether it loses its abilities is not known.
			return "", false, w.unknown
		}
		p := w.perms[idx]
		if p.ptEitherBy != "" {
			// It loses its abilities either way, and its power and
			// toughness, which the timestamps decide, may put it into
			// the graveyard as it arrives.
			return "", false, fmt.Sprintf("%s would enter as a creature whose power and toughness %s each set in layer 7b, in the order of their timestamps, which the board does not record (CR 613.7, 614.12)", card.Name, p.ptEitherBy)
		}
		switch {
		case p.lostAll:
			some = p.lostAllBy
		case p.lostNonMana:
			// Blood Sun: a land loses all abilities but its mana
			// abilities, an ability that says how it enters among them.
			some, nonMana = p.lostNonManaBy, true
		default:
			all = false
		}
	}
	switch {
	case some == "":
		return "", false, ""
	case !all:
		return "", false, fmt.Sprintf("whether %s loses all abilities by %s effect as it enters depends on an order of effects the board does not record (CR 613.7, 614.12)", card.Name, Possessive(some))
	}
	return some, nonMana, ""
}

// citeEntersLosingText cites, for each card whose effect sets the land
// type of a land as it enters, its official ruling that the land loses an
// ability that makes it enter tapped before it applies (Blood Moon's,
// Magus of the Moon's, Celestial Dawn's).
func citeEntersLosingText(e *explainer, by []string) {
	for _, name := range by {
		e.citeAbout(name, "enter the battlefield tapped")
	}
}

// enteringLandLosesText reports whether card, a land entering the
// battlefield under your control, loses the abilities of its rules text to
// an effect that sets its land type before they can apply: its
// characteristics as it would exist on the battlefield decide which
// replacement effects apply, taking into account the continuous effects
// that already exist (CR 614.12, 305.7). lost is true when it loses them
// in every timestamp order of the land-type-changing effects, unsure when
// in some orders only; by names the effects' sources that set land types.
func enteringLandLosesText(ctx context.Context, b *Board, card *catalog.Card) (lost, unsure bool, by []string) {
	c := *b
	c.Permanents = append(append([]*Permanent(nil), b.Permanents...), &Permanent{Card: card, Controller: Me})
	idx := len(b.Permanents)
	some, all := false, true
	for _, w := range buildWorlds(ctx, &c) {
		if w.perms[idx].lostText {
			some = true
		} else {
			all = false
		}
	}
	if !some {
		return false, false, nil
	}
	for _, p := range c.Permanents[:idx] {
		for _, a := range Compile(p.Card) {
			if a.Understood && a.Static != nil && a.Static.Kind == StaticSetLandType && !has(by, p.Card.Name) {
				by = append(by, p.Card.Name)
			}
		}
	}
	return all, !all, by
}

// reOwnReturn is an ability of a card that returns it from its owner's
// graveyard to the battlefield tapped or with something, in lower case.
var reOwnReturn = regexp.MustCompile(`\breturn this(?: card)? from (?:your|its owner's) graveyard to the battlefield(?: under [a-z' ]+ control)? (tapped|with)\b`)

// ownReturn says how a card's own ability that returns it to the
// battlefield (line n, normalized) makes it enter: "with a +1/+1
// counter" (undying, 702.93a), "with a -1/-1 counter" (persist, 702.79a)
// where counters can be put on it, "tapped" ("Return this from your
// graveyard to the battlefield tapped"); "" for a line that doesn't.
func ownReturn(n string, counters bool) string {
	l := strings.ToLower(n)
	switch {
	case counters && (l == "undying" || strings.HasPrefix(l, "undying ")):
		return "with a +1/+1 counter, returned by its own undying,"
	case counters && (l == "persist" || strings.HasPrefix(l, "persist ")):
		return "with a -1/-1 counter, returned by its own persist,"
	}
	switch m := reOwnReturn.FindStringSubmatch(l); {
	case m == nil:
	case m[1] == "tapped":
		return "tapped, returned by its own ability,"
	case counters:
		return "with what its own ability returns it with"
	}
	return ""
}

// enterRemover names a permanent, not one of the untappers, with a
// triggered ability that triggers on the permanent card entering under
// its caster's control and may take it from the battlefield (Aether
// Flash's "deals 2 damage to it", where that is at least its toughness),
// and that may resolve before the untapper's trigger: one controlled by a
// player other than the active player is put on the stack after the
// active player's, and resolves first; the untapper's controller orders
// their own (603.3b). "" for none.
func enterRemover(b *Board, worlds []*world, untappers []string, card *catalog.Card, creature, played bool) (name string, mine bool) {
	toughness, known := enteringToughness(worlds, card)
	for _, w := range worlds {
		// The damage and -N/-N of every such trigger add up (two
		// Aether Flashes on a 6/4): by whom, and whether all are mine.
		hurt, by, allMine := 0, "", true
		for _, q := range w.perms {
			if slices.Contains(untappers, q.name) {
				continue
			}
			if q.Controller != Me && b.activeTeam(q.Controller) && !b.activeTeam(Me) {
				// Its trigger goes on the stack first, and resolves
				// after the untapper's.
				continue
			}
			for _, a := range q.abilities {
				if !triggersOnEntering(q, a, card, creature, played) {
					continue
				}
				effect := effectText(a)
				removes := reRemovesOtherwise.MatchString(effect) && mayRemoveEntering(q.Card, a, card, false, q.Controller == Me)
				if m := reShrinks.FindStringSubmatch(effect); removes && m != nil && !reRemovesOtherwise.MatchString(reShrinks.ReplaceAllString(effect, "")) {
					// Only -N/-N: counted with the damage (Noxious
					// Ghoul's -1/-1 on a 6/4 is not enough alone).
					if n, err := strconv.Atoi(m[1]); err == nil {
						hurt += n
					} else {
						known = false
					}
					by, allMine = firstName(by, q.name), allMine && ordersWithMe(b, q.Controller)
					continue
				}
				if removes {
					return q.name, ordersWithMe(b, q.Controller)
				}
				if reFights.MatchString(effect) {
					// "that creature fights target creature an
					// opponent controls" (Gruul Ragebeast).
					known = false
					by, allMine = firstName(by, q.name), allMine && ordersWithMe(b, q.Controller)
					continue
				}
				// Only damage may remove it: damage to what entered
				// that may be enough, not damage to a player (Ankh of
				// Mishra's "to that land's controller").
				m := reDamageToIt.FindStringSubmatch(effect)
				if m == nil {
					continue
				}
				if n, err := strconv.Atoi(m[1]); err == nil {
					hurt += n
				} else {
					known = false
				}
				by, allMine = firstName(by, q.name), allMine && ordersWithMe(b, q.Controller)
			}
		}
		if by != "" && (!known || hurt >= toughness) {
			return by, allMine
		}
	}
	return "", false
}

// rePlaysALand is a trigger on a land being played.
var rePlaysALand = regexp.MustCompile(`(?i)^whenever (you|a player|an opponent) plays? (?:a|another) land\b`)

// triggersOnEntering reports whether a, an ability of q, triggers on card
// entering the battlefield under my control (played: a land played): "under your control" only
// where q is mine, "under an opponent's control" only where it is not,
// "a creature" only on a creature (Aether Flash does not trigger on a
// Forest).
func triggersOnEntering(q *perm, a *Ability, card *catalog.Card, creature, played bool) bool {
	if a.Kind != KindTriggered || !hasEvent(eventsOf(a), EventEnters) {
		return false
	}
	if m := rePlaysALand.FindStringSubmatch(a.Text); m != nil {
		// "Whenever a player plays a land" (Horn of Greed): a land put
		// onto the battlefield is not played (305.1). "Whenever you
		// play a land" (Fastbond) is its controller's land only.
		if !played || strings.EqualFold(m[1], "you") && q.Controller != Me || strings.EqualFold(m[1], "an opponent") && q.Controller == Me {
			return false
		}
	}
	if strings.Contains(a.Text, "under your control") && q.Controller != Me || strings.Contains(a.Text, "under an opponent's control") && q.Controller == Me {
		return false
	}
	if m := reEntersSubject.FindStringSubmatch(a.Text); m != nil && strings.Contains(strings.ToLower(m[1]), "creature") && !creature && !strings.Contains(strings.ToLower(m[1]), "or") {
		return false
	}
	return true
}

// enterLoser says why an untapper's ability may never resolve: a
// triggered ability on card entering, of a player not on my team, who is
// not the active player, so that it resolves before my untapper's, deals
// damage to me or makes me lose life, and where the board gives my life
// total, all such triggers together may leave me (in Two-Headed Giant my
// team) at 0 life or less, so that I lose the game before the untapper's
// ability resolves (Zo-Zu the Punisher's "deals 2 damage to that land's
// controller" at 2 life: CR 603.3b, 704.5a, 810.8c). A trigger that may
// make me lose the game otherwise, or by an amount the board does not
// settle, is the same. "" where none may.
func enterLoser(ctx context.Context, b *Board, worlds []*world, untappers []string, card *catalog.Card, ent *perm, played bool) string {
	life, given, _ := boardLife(b, Me, nil, false)
	// In Two-Headed Giant what each player or each opponent loses
	// comes off the team's life once for each teammate (810.9a).
	each := 1
	if b.Format == Format2HG {
		each = 2
	}
	for _, w := range worlds {
		hurt, unknown, otherwise, by := 0, false, false, ""
		// harmText is the effects that hurt (reLosesLife reads whether
		// any is a loss of life, not damage).
		harmText := ""
		otherTrigs := false
		draws, drawBy := 0, ""
		var mateDraws map[string]int
		mateBy := ""
		// byMine, drawMine: the trigger named by by or drawBy is mine or
		// a teammate's, ordered with the untapper's.
		byMine, drawMine := false, false
		// What an opponent's trigger does to that opponent ("you lose 1
		// life"), where their loss would end the game (oppHarm.loses).
		var opp oppHarm
		// oppEnds: a trigger of mine hurts an opponent, who may lose a
		// game that then ends (mayEndForOpponent); oppEndsBy names it.
		oppEnds, oppEndsBy := false, ""
		// The entering permanent's own trigger on entering (Eviscerator's
		// "you lose 5 life") is mine, ordered with the untapper's too.
		perms := w.perms
		if ent != nil {
			perms = append(perms[:len(perms):len(perms)], ent)
		}
		for _, q := range perms {
			if q != ent && slices.Contains(untappers, q.name) || !ordersWithMe(b, q.Controller) && b.activeTeam(q.Controller) && !b.activeTeam(Me) {
				// The active player's, put on the stack first and
				// resolved after mine. Mine I order with the untapper's
				// (603.3b): it may resolve first too.
				continue
			}
			for _, a := range q.abilities {
				if q == ent && !(a.Kind == KindTriggered && hasEvent(eventsOf(a), EventEntersSelf)) || q != ent && !triggersOnEntering(q, a, card, card.HasType("Creature") || ent != nil && ent.is("Creature"), played) {
					continue
				}
				effect := withoutGranted(normalize(q.Card, effectText(a)))
				if notFirstLand(a.Text) && b.Player(q.Controller) != nil && b.Player(q.Controller).LandsPlayed == 0 {
					// Fastbond's "if it wasn't the first land you played
					// this turn" (CR 603.4): this is the first.
					continue
				}
				if q != ent {
					effect = w.withoutCountFalse(q, card, effect)
				}
				hit := false
				if reLosesGame.MatchString(effect) {
					otherwise, hit = true, true
				}
				// harms is effect less the losses read below as parts
				// of a life total (reAllButOne, reFractionLoss).
				harms := reFractionLoss.ReplaceAllString(reAllButOne.ReplaceAllString(effect, ""), "")
				if !ordersWithMe(b, q.Controller) {
					opp.add(q, effect)
				} else {
					// "You" is that trigger's controller: me, or in
					// Two-Headed Giant a teammate, whose life is the
					// team's (810.9a).
					n, unsure, any := youHurt(harms)
					hurt += n
					hit, unknown = hit || any, unknown || unsure
				}
				for _, m := range reDrawsYou.FindAllStringSubmatch(effect, -1) {
					// Tatyova, Benthic Druid's "you gain 1 life and draw
					// a card": in Two-Headed Giant a teammate's draw is
					// from their own library, and where they lose, the
					// team does (810.8a). An opponent's draw is weighed
					// below (oppHarm).
					if !ordersWithMe(b, q.Controller) {
						break
					}
					if q.Controller == Me {
						draws += drawCount(m[1], m[2] != "")
						drawMine = drawMine || drawBy == ""
						drawBy = firstName(drawBy, q.name)
					} else {
						if mateDraws == nil {
							mateDraws = map[string]int{}
						}
						mateDraws[q.Controller] += drawCount(m[1], m[2] != "")
						mateBy = firstName(mateBy, q.name)
					}
				}
				for _, m := range reHurtsEntering.FindAllStringSubmatch(effect, -1) {
					n, who := m[1]+m[4], strings.ToLower(m[2]+m[3])
					if strings.Contains(who, "opponent") && !b.opponents(q.Controller, Me) {
						continue
					}
					if m[5] != "" {
						// "loses 1 life for each land they control".
						n = "X"
					}
					hit = true
					times := 1
					if strings.HasPrefix(who, "each ") {
						times = each
					}
					if v, err := strconv.Atoi(n); err == nil {
						hurt += v * times
					} else {
						unknown = true
					}
				}
				for _, m := range reDamageAlsoEachPlayer.FindAllStringSubmatch(effect, -1) {
					// Cloudthresher's "2 damage to each creature with
					// flying and each player".
					hit = true
					if v, err := strconv.Atoi(m[1]); err == nil {
						hurt += v * each
					} else {
						unknown = true
					}
				}
				if reAllButOne.MatchString(effect) {
					// Soulgorger Orgg's "you lose all but 1 life"
					// leaves 1 (CR 119.3).
					hit = true
				}
				for _, m := range reFractionLoss.FindAllStringSubmatch(effect, -1) {
					// Dire Fleet Ravager's "each player loses a third of
					// their life, rounded up": the part of the life the
					// board gives.
					if strings.Contains(strings.ToLower(m[1]), "opponent") && !b.opponents(q.Controller, Me) {
						continue
					}
					hit = true
					if given {
						k := 3
						if strings.EqualFold(m[2], "half") {
							k = 2
						}
						hurt += (life + k - 1) / k
					}
				}
				if ordersWithMe(b, q.Controller) {
					// "Target opponent loses 3 life" (Vampire
					// Sovereign's) harms no one on my team, but may end
					// a game of two players or teams first (104.2a).
					if !reYouAndOpponent.MatchString(harms) {
						harms = reOpponentHarmed.ReplaceAllString(harms, "")
					}
					if !oppEnds && mayEndForOpponent(b, effect) {
						oppEnds, oppEndsBy = true, q.name
					}
				}
				if !hit && reHarmsPlayer.MatchString(harms) {
					// Damage or a loss of life to a player by an amount
					// not written as a number ("equal to", "half").
					hit, unknown = true, true
				}
				for _, m := range reDrawsEntering.FindAllStringSubmatch(effect, -1) {
					if strings.Contains(strings.ToLower(m[1]), "opponent") && !b.opponents(q.Controller, Me) {
						continue
					}
					// A draw from an empty library (704.5b): Kavu Lair's
					// "its controller draws a card", Horn of Greed's.
					draws += drawCount(m[2], m[3] != "")
					drawMine = drawMine || drawBy == "" && ordersWithMe(b, q.Controller)
					drawBy = firstName(drawBy, q.name)
				}
				if hit {
					byMine = byMine || by == "" && ordersWithMe(b, q.Controller)
					by = firstName(by, q.name)
					harmText += " " + effect
				} else {
					// Another trigger on its entering, which may resolve
					// first and take a creature or Worship away.
					otherTrigs = true
				}
			}
		}
		orderOf := func(mine bool) string {
			if mine {
				return "you put your triggers on the stack in the order you choose, CR 603.3b"
			}
			return "triggers are put on the stack in turn order from the active player's, each player's in the order they choose, and the last put there resolve first, CR 603.3b, 101.4"
		}
		if pl := b.Player(Me); drawBy != "" && pl != nil && pl.Library != nil && draws > *pl.Library {
			return fmt.Sprintf("%s triggered ability also triggers on %s entering and may resolve before %s (%s); it has you draw from a library of %s, and a player who draws from an empty library loses the game the next time state-based actions are checked, before %s ability resolves (CR 121.4, 704.5b), which the engine does not work out here", Possessive(drawBy), card.Name, Possessive(untappers[0]), orderOf(drawMine), plural(*pl.Library, "card"), Possessive(untappers[0]))
		}
		for who, n := range mateDraws {
			if pl := b.Player(who); pl != nil && pl.Library != nil && n > *pl.Library {
				return fmt.Sprintf("%s triggered ability also triggers on %s entering and may resolve before %s (%s); it has %s draw from a library of %s, and a player who draws from an empty library loses the game the next time state-based actions are checked, and in Two-Headed Giant their team loses with them, before %s ability resolves (CR 121.4, 704.5b, 810.8a), which the engine does not work out here", Possessive(mateBy), card.Name, Possessive(untappers[0]), orderOf(true), who, plural(*pl.Library, "card"), Possessive(untappers[0]))
			}
		}
		if why := opp.loses(b, card, untappers[0]); why != "" {
			return why
		}
		if oppEnds {
			return fmt.Sprintf("%s triggered ability also triggers on %s entering and may resolve before %s (you put your triggers on the stack in the order you choose, CR 603.3b); what it does to an opponent may leave them at 0 life or less, and with two players or two teams the game then ends before %s ability resolves (CR 104.2a, 704.5a); the engine does not work out that game here", Possessive(oppEndsBy), card.Name, Possessive(untappers[0]), Possessive(untappers[0]))
		}
		if by == "" || !otherwise && (!given || !unknown && hurt < life) {
			continue
		}
		if saver, unsure := lifeSaver(ctx, b, Me); saver != "" && unsure == "" && !otherwise {
			// An effect keeps me in the game at 0 life (Platinum
			// Angel).
			continue
		}
		if !otherwise && !otherTrigs && !reLosesLife.MatchString(harmText) && !strings.Contains(strings.ToLower(harmText), "creature") && w.damageFloored(card) {
			// Only damage to players, which Worship's effect keeps from
			// reducing my life below 1 while I control a creature
			// (614.1a), and no other trigger on its entering that may
			// take the creature or Worship away first.
			continue
		}
		first := fmt.Sprintf("%s triggered ability also triggers on %s entering and may resolve before %s (%s)", Possessive(by), card.Name, Possessive(untappers[0]), orderOf(byMine))
		if otherwise {
			return fmt.Sprintf("%s; what it does may make you lose the game before %s ability resolves (CR 104.3), which the engine does not work out here", first, Possessive(untappers[0]))
		}
		who, loser, rules := "you", "a player", "CR 704.5a"
		if b.Format == Format2HG {
			who, loser, rules = "your team", "a team", "CR 704.5a, 810.8c"
		}
		return fmt.Sprintf("%s; what it does may leave %s at 0 life or less (%d now), and %s with 0 or less life loses the game the next time state-based actions are checked, before %s ability resolves (%s), which the engine does not work out here", first, who, life, loser, Possessive(untappers[0]), rules)
	}
	return ""
}

// oppHarm is what opponents' triggers on a permanent entering, which
// resolve before the untapper's, do to their own controllers: life lost
// (unknown where not a number), cards drawn, and the first trigger's
// permanent, by player.
type oppHarm struct {
	hurt, draws map[string]int
	unknown     map[string]bool
	by          map[string]string
}

// add reads effect, an entering trigger's of q, an opponent's permanent:
// "you" is q's controller.
func (o *oppHarm) add(q *perm, effect string) {
	who := q.Controller
	if o.hurt == nil {
		o.hurt, o.draws, o.unknown, o.by = map[string]int{}, map[string]int{}, map[string]bool{}, map[string]string{}
	}
	n, unsure, any := youHurt(effect)
	o.hurt[who] += n
	o.unknown[who] = o.unknown[who] || unsure
	// "Each player" is that opponent too (Wretched Anurid's is "you").
	for _, m := range reHurtsEntering.FindAllStringSubmatch(effect, -1) {
		if !strings.EqualFold(m[2]+m[3], "each player") {
			continue
		}
		any = true
		if v, err := strconv.Atoi(m[1] + m[4]); err == nil && m[5] == "" {
			o.hurt[who] += v
		} else {
			o.unknown[who] = true
		}
	}
	for _, m := range reDrawsYou.FindAllStringSubmatch(effect, -1) {
		any = true
		o.draws[who] += drawCount(m[1], m[2] != "")
	}
	for _, m := range reDrawsEntering.FindAllStringSubmatch(effect, -1) {
		if strings.EqualFold(m[1], "each player") {
			any = true
			o.draws[who] += drawCount(m[2], m[3] != "")
		}
	}
	if any && o.by[who] == "" {
		o.by[who] = q.name
	}
}

// loses says why the untapper's ability may never resolve: an opponent's
// trigger, resolving first, may make that opponent lose the game (0 life
// or less, a draw from an empty library) where the game then ends, as it
// does with two players or two teams (CR 104.2a, 704.5a, 704.5b,
// 810.8a). "" where none may.
func (o *oppHarm) loses(b *Board, card *catalog.Card, untapper string) string {
	if o.by == nil || b.Format != Format2HG && len(b.Players) != 2 {
		return ""
	}
	for _, pl := range b.Players {
		who, by := pl.Name, o.by[pl.Name]
		if by == "" {
			continue
		}
		life, given, _ := boardLife(b, who, nil, false)
		lifeOut := given && (o.unknown[who] || o.hurt[who] > 0 && o.hurt[who] >= life)
		drawOut := pl.Library != nil && o.draws[who] > *pl.Library
		if !lifeOut && !drawOut {
			continue
		}
		return fmt.Sprintf("%s triggered ability also triggers on %s entering and resolves before %s (triggers are put on the stack in turn order from the active player's, and the last put there resolve first, CR 603.3b, 101.4); it may make %s lose the game, at 0 life or less or drawing from an empty library, and with two players or two teams the game then ends before %s ability resolves (CR 104.2a, 704.5a, 704.5b); the engine does not work out that game here", Possessive(by), card.Name, Possessive(untapper), PlayerName(who), Possessive(untapper))
	}
	return ""
}

// reHurtsEntering is damage or loss of life an entering trigger deals to a
// player: 1 or 4 is how much, 2 or 3 whom, 5 a count it is multiplied by
// ("for each land they control"). reWhoHurt is whom.
var reHurtsEntering = regexp.MustCompile(`(?i)\b(\d+|X) damage to (` + reWhoHurt + `)\b|\b(` + reWhoHurt + `) (?:loses|lose) (\d+|X) life\b( for each\b)?`)

const reWhoHurt = `that (?:land|creature|permanent|artifact|enchantment)'s (?:controller|owner)|the (?:land|creature|permanent)'s controller|its controller|that player|each player|each other player|each opponent|target player|target opponent|any target|each of your opponents|them`

// reHarmsPlayer is damage or a loss of life to a player however much:
// "deals damage equal to … to that player", "that player loses half
// their life", "each opponent's life total becomes".
var reHarmsPlayer = regexp.MustCompile(`(?i)\bdamage\b[^.]*\bto (?:that (?:land|creature|permanent|artifact|enchantment)'s controller|its controller|that player|each player|each opponent|target player|target opponent|any target|each of your opponents)\b|\b(?:that (?:land|creature|permanent|artifact|enchantment)'s controller|that player|its controller|each player|each opponent|target player|target opponent)(?:'s life total becomes| loses? [^.]*\blife\b)`)

// mayEndForOpponent reports whether effect, an entering trigger of mine,
// may leave an opponent whose life total the board gives at 0 life or less
// (reOpponentHarmed, damage to each player, a part of a life total: by the
// amounts written, added up, or any where none is) in a game of two
// players or two teams, which then ends (CR 104.2a).
func mayEndForOpponent(b *Board, effect string) bool {
	if b.Format != Format2HG && len(b.Players) != 2 {
		return false
	}
	for _, m := range reFractionLoss.FindAllStringSubmatch(effect, -1) {
		// A third or half of a life total, rounded up, takes the last
		// life only at 1 (Dire Fleet Ravager's).
		if strings.EqualFold(m[1], "you") {
			continue
		}
		for _, pl := range b.Players {
			if life, given, _ := boardLife(b, pl.Name, nil, false); b.opponents(Me, pl.Name) && given && life <= 1 {
				return true
			}
		}
	}
	total := 0
	var harms []string
	harms = append(harms, reOpponentHarmed.FindAllString(effect, -1)...)
	for _, m := range reDamageAlsoEachPlayer.FindAllStringSubmatch(effect, -1) {
		harms = append(harms, m[0])
	}
	for _, m := range reHurtsEntering.FindAllStringSubmatch(effect, -1) {
		if strings.EqualFold(m[2]+m[3], "each player") {
			harms = append(harms, m[0])
		}
	}
	for _, m := range harms {
		v, err := strconv.Atoi(reFirstNumber.FindString(m))
		if strings.Contains(m, " for each") {
			err = strconv.ErrSyntax
		}
		if b.Format == Format2HG && (strings.Contains(strings.ToLower(m), "each opponent") || strings.Contains(strings.ToLower(m), "each player")) {
			// Each member of the opposing team, whose life is the
			// team's (810.9a).
			v *= 2
		}
		if err != nil {
			// "Life total becomes 10", X damage.
			v = math.MaxInt / 2
		}
		// The harms of one trigger add up.
		total = min(total+v, math.MaxInt/2)
	}
	if len(harms) == 0 {
		return false
	}
	for _, pl := range b.Players {
		if !b.opponents(Me, pl.Name) {
			continue
		}
		// As for my own life, a life total not given is taken to
		// outlast what the triggers do.
		if life, given, _ := boardLife(b, pl.Name, nil, false); given && total >= life {
			return true
		}
	}
	return false
}

// reFirstNumber is a number written in digits.
var reFirstNumber = regexp.MustCompile(`\d+`)

// reYouAndOpponent is a loss or damage shared by its controller and
// opponents ("you and each opponent lose 1 life"): it harms that player.
var reYouAndOpponent = regexp.MustCompile(`(?i)\byou and (?:each|target|an) opponents?\b`)

// reDamageAlsoEachPlayer is damage dealt to each player after another
// recipient ("2 damage to each creature with flying and each player"): 1
// is how much. reAllButOne is a loss of all but 1 life, which leaves 1.
var (
	reDamageAlsoEachPlayer = regexp.MustCompile(`(?i)\b(\d+|X) damage to [^.]*?\band each player\b`)
	reAllButOne            = regexp.MustCompile(`(?i)\byou lose all but 1 life\b`)
	// reFractionLoss is a loss of a part of a life total, rounded up: 1
	// is whose, 2 the part.
	reFractionLoss = regexp.MustCompile(`(?i)\b(each player|you|each opponent|target opponent) loses? (a third|half) of (?:their|your|his or her) life,? rounded up\b`)
)

// reOpponentHarmed is damage or a loss of life a trigger deals only to
// its controller's opponents.
var reOpponentHarmed = regexp.MustCompile(`(?i)\b(?:target opponent|each opponent|each of your opponents)(?: loses? [^.,]*?\blife\b|'s life total becomes [^.,]*)|\b(?:(?:\d+|X) )?damage to (?:target opponent|each opponent|each of your opponents)\b`)

// reDrawsEntering is an entering trigger's draw for the entering
// permanent's controller; 2 is how many ("" for "cards equal to" a
// count), 3 a count it is multiplied by.
var reDrawsEntering = regexp.MustCompile(`(?i)\b(that (?:land|creature|permanent|artifact|enchantment)'s (?:controller|owner)|its controller|its owner|that player|each player|each opponent|target player|target opponent) (?:may )?draws? (?:(a|one|two|three|four|X|\d+) cards?( for each\b)?|cards equal\b)`)

// reHurtsYou is damage or loss of life an entering trigger deals to its
// own controller (hurtYou reads it): "1 damage to you", "you lose 1 life
// for each land you control", "and lose 1 life" with "you" before it,
// "you and each opponent each lose 1 life".
var reHurtsYou = regexp.MustCompile(`(?i)\b(\d+|X) damage to you\b|\byou (?:may )?lose (\d+|X) life\b( for each\b)?|\band lose (\d+|X) life\b( for each\b)?|\byou and [^.]*? each lose (\d+|X) life\b( for each\b)?`)

// youHurt reads the damage and loss of life effect, an entering
// trigger's, deals to its own controller: the life it takes where written
// as numbers, unsure where some is not (multiplied by a count, "half your
// life"), and any where it takes some (reHurtsYou, reHarmsYou).
func youHurt(effect string) (n int, unsure, any bool) {
	for _, m := range reHurtsYou.FindAllStringSubmatch(effect, -1) {
		any = true
		v, err := strconv.Atoi(m[1] + m[2] + m[4] + m[6])
		if err != nil || m[3]+m[5]+m[7] != "" {
			unsure = true
			continue
		}
		n += v
	}
	if !any && reHarmsYou.MatchString(effect) {
		any, unsure = true, true
	}
	return n, unsure, any
}

// reHarmsYou is damage or a loss of life to the trigger's own controller
// however much: "deals damage equal to its power to you", "you lose half
// your life", "your life total becomes".
var reHarmsYou = regexp.MustCompile(`(?i)\bdamage\b[^.]*\bto you\b|\byour life total becomes\b|\byou (?:may )?lose [^.]*\blife\b`)

// reDrawsYou is an entering trigger's draw for its own controller: "you
// draw a card", "you gain 1 life and draw a card", "If you control eight
// or more lands, draw a card.", "then draw another card"; 1 is how many
// ("" for "cards equal to" a count), 2 a count it is multiplied by.
var reDrawsYou = regexp.MustCompile(`(?i)(?:\byou (?:may )?|\byou and [^.]*? each |\band (?:then )?|(?:^|[.,] )(?:then )?)draws? (?:(a|one|two|three|four|X|\d+|another) cards?( for each\b)?|cards equal\b)`)

// drawCount is the number of cards a draw of n ("a", "two", "X") draws;
// a large number where it is X or multiplied by a count (each), which the
// engine does not work out.
func drawCount(n string, each bool) int {
	k, ok := wordNumber(strings.ToLower(n))
	if strings.EqualFold(n, "a") || strings.EqualFold(n, "another") {
		k, ok = 1, true
	}
	if !ok || each {
		return 1000
	}
	return k
}

// notFirstLand reports whether a trigger on a land played has Fastbond's
// intervening if, "if it wasn't the first land you played this turn".
func notFirstLand(text string) bool {
	return strings.Contains(strings.ToLower(text), "if it wasn't the first land you played this turn")
}

// reCountIf is a sentence of an effect done only where its controller
// controls enough permanents of a type: Omnath, Locus of the Roil's "If
// you control eight or more lands, draw a card."
var reCountIf = regexp.MustCompile(`(?i)(?:^|\. )If you control (\w+) or more (lands|creatures|artifacts|enchantments), [^.]*\.`)

// withoutCountFalse is effect, an entering trigger's of q, without its
// sentences done only where q's controller controls enough permanents of
// a type (reCountIf) that they don't on the board with card entered under
// my control: the condition is checked as the trigger resolves (CR
// 608.2c), and no card is taken to be cast from a hand while it waits.
func (w *world) withoutCountFalse(q *perm, card *catalog.Card, effect string) string {
	return reCountIf.ReplaceAllStringFunc(effect, func(sentence string) string {
		m := reCountIf.FindStringSubmatch(sentence)
		n, ok := wordNumber(strings.ToLower(m[1]))
		if !ok {
			return sentence
		}
		typ := strings.TrimSuffix(capitalize(strings.ToLower(m[2])), "s")
		have := 0
		for _, p := range w.perms {
			if p.Controller == q.Controller && p.is(typ) {
				have++
			}
		}
		if q.Controller == Me && card.HasType(typ) {
			have++
		}
		if have >= n {
			return sentence
		}
		if strings.HasPrefix(sentence, ". ") {
			return "."
		}
		return ""
	})
}

// reLosesLife is an effect that makes a player lose life, or sets a life
// total, not by damage.
var reLosesLife = regexp.MustCompile(`(?i)\blos(?:e|es|ing) [^.]*\blife\b|\blife total becomes\b`)

// damageFloored reports whether damage can't reduce my life total below 1
// on this world (Worship's "If you control a creature, damage that would
// reduce your life total to less than 1 reduces it to 1 instead.", with a
// creature of mine on the board or card entering as one).
func (w *world) damageFloored(card *catalog.Card) bool {
	for _, p := range w.perms {
		if p.Controller != Me {
			continue
		}
		for _, a := range p.abilities {
			if a.Static == nil || a.Static.Kind != StaticLifeFloor || !a.Understood {
				continue
			}
			if !a.Static.IfCreature || card.HasType("Creature") || slices.ContainsFunc(w.perms, func(q *perm) bool { return q.Controller == Me && q.is("Creature") }) {
				return true
			}
		}
	}
	return false
}

// reLosesGame is an effect that makes a player lose the game otherwise
// than by life: "loses the game", poison counters.
var reLosesGame = regexp.MustCompile(`(?i)\bloses? the game\b|\bpoison counters?\b`)

// reEntersSubject is what a trigger on entering names: 1 in "Whenever a
// nontoken creature enters".
var reEntersSubject = regexp.MustCompile(`(?i)^(?:when|whenever) (?:a|an|another|one or more) ([^,]+?) enters\b`)

// ordersWithMe reports whether who's triggers and mine are put on the
// stack together, in the order the entering permanent's controller's team
// chooses: mine, or in Two-Headed Giant a teammate's (CR 603.3b, 805.7).
func ordersWithMe(b *Board, who string) bool {
	return who == Me || b.Format == Format2HG && !b.opponents(Me, who)
}

// firstName is by, or name where by is "".
func firstName(by, name string) string {
	if by == "" {
		return name
	}
	return by
}

// enteringToughness is card's toughness as it enters, where the engine
// may weigh damage against it: its printed toughness; known is false
// where that is no number, where its text may give it -1/-1 counters
// (Grim Poppet), or where an effect on the board may lower toughness
// (Night of Souls' Betrayal, Elesh Norn). An anthem that raises it is
// not counted, which only hedges more.
func enteringToughness(worlds []*world, card *catalog.Card) (int, bool) {
	n, err := strconv.Atoi(card.Toughness)
	if err != nil || strings.Contains(card.Oracle, "-1/-1 counter") {
		return 0, false
	}
	for _, w := range worlds {
		for _, q := range w.perms {
			for _, a := range q.abilities {
				if a.Kind != KindTriggered && reLowersToughness.MatchString(a.Text) {
					return n, false
				}
			}
		}
	}
	return n, true
}

// reLowersToughness is a static effect that may lower creatures'
// toughness: "All creatures get -1/-1", "get -2/-2".
var reLowersToughness = regexp.MustCompile(`(?i)\bgets? [+-]?\d+/-\d+|\bgets? [+-]?\d+/-X\b`)

// untapIfFirst says, where a trigger that what names, which its
// controller orders with untapper's, may take name from the battlefield,
// that untapper's ability untaps it if it resolves first, and only if it
// stays if by's resolves first (CR 603.3b, 400.7); the headline says it
// of a permanent that enters tapped, or tapped unless unless.
func untapIfFirst(e *explainer, r *Ruling, what, by, name, untapper string, tapped bool, unless string) {
	e.step(fmt.Sprintf("%s, and you put it and %s triggered ability on the stack in the order you choose; what it does may take %s from the battlefield: if %s ability resolves first, it untaps %s, and if %s ability resolves first, %s untaps it only if it stays on the battlefield", what, Possessive(untapper), name, Possessive(untapper), name, by, Possessive(untapper)), "603.3b", "400.7")
	if tapped {
		r.Answer += " It enters tapped; if " + Possessive(untapper) + " ability resolves first, it untaps it."
	} else {
		r.Answer += " It enters tapped unless " + unless + "; if it enters tapped and " + Possessive(untapper) + " ability resolves first, it untaps it."
	}
}

// reShrinks is a -N/-N an effect gives; 1 is N.
var reShrinks = regexp.MustCompile(`-(\d+)/-\d+`)

// ownRemover is an entering permanent's own trigger on its entering that
// may take it from the battlefield (a bounce land's "return a land you
// control to its owner's hand", "sacrifice it unless"), among its
// abilities abil; nil for none.
//
// Its damage to a target creature or any target, or to each creature, may
// be dealt to it (Flametongue Kavu as the only creature, its ruling of
// 2004-10-04), and is weighed against its toughness (known, as
// enteringToughness gives it); so may a fight.
func ownRemover(card *catalog.Card, abil []*Ability, toughness int, known bool) *Ability {
	for _, a := range abil {
		if a.Kind != KindTriggered || !hasEvent(eventsOf(a), EventEntersSelf) {
			continue
		}
		if mayRemoveEntering(card, a, card, true, true) {
			return a
		}
		effect := withoutGranted(normalize(card, effectText(a)))
		if reFights.MatchString(effect) {
			return a
		}
		if m := reDamageToIt.FindStringSubmatch(effect); m != nil || reDamageEach.MatchString(effect) {
			n, err := 0, error(nil)
			if m != nil {
				n, err = strconv.Atoi(m[1])
			} else {
				n, err = strconv.Atoi(reDamageEach.FindStringSubmatch(effect)[1])
			}
			if err != nil || !known || n >= toughness {
				return a
			}
		}
	}
	return nil
}

// reFights is an effect by which creatures fight (701.14a).
var reFights = regexp.MustCompile(`(?i)\bfights?\b`)

// reDamageEach is damage to each creature; 1 is how much.
var reDamageEach = regexp.MustCompile(`(?i)deals (\d+|X) damage to each creature\b`)

// mayRemoveEntering reports whether a triggered ability of src, a, may
// take entering, the permanent that entered under its caster's control,
// from the battlefield otherwise than by damage: a sentence of its effect
// that destroys, exiles, sacrifices, returns or puts somewhere, unless
// what it acts on surely is not entering: "another" or "other" permanent
// (Flickerwisp, Ambush Krotiq), cards in a graveyard or a library (Bojuka
// Bog, Eternal Witness, Primeval Titan's search), what an opponent
// controls where src's controller is entering's (mine), a nonland
// permanent where entering is a land. own is src being entering itself,
// whose "this" is then entering. Reminder text and the abilities in
// quotes it gives (a Treasure's, an Eldrazi Scion's) are not its effect.
func mayRemoveEntering(src *catalog.Card, a *Ability, entering *catalog.Card, own, mine bool) bool {
	effect := withoutGranted(normalize(src, effectText(a)))
	for _, sentence := range strings.Split(effect, ". ") {
		// "Return that card to the battlefield" brings back what was
		// exiled (Flickerwisp): it removes nothing.
		sentence = reBackToBattlefield.ReplaceAllString(sentence, "")
		if !reRemovesOtherwise.MatchString(sentence) {
			continue
		}
		if own && reRemovesThis.MatchString(sentence) || reRemovesIt.MatchString(sentence) && !strings.Contains(sentence, "search") {
			// It acts on the entering permanent by name or as "it"
			// (Harvest Wurm's "sacrifice it unless you return a basic
			// land card from your graveyard"); a search's "it" is the
			// card found.
			return true
		}
		if strings.Contains(strings.ToLower(sentence), "search") {
			// What a search finds, puts and shuffles are cards of a
			// library.
			continue
		}
		// Each clause on its own: Lord of Tresserhorn's "you sacrifice
		// two creatures" beside "target opponent draws two cards".
		for _, clause := range reClauses.Split(sentence, -1) {
			switch {
			case !reRemovesOtherwise.MatchString(clause):
			case reNotEntering.MatchString(clause):
			case mine && reOpponentsOnly.MatchString(clause):
			case entering.HasType("Land") && strings.Contains(strings.ToLower(clause), "nonland"):
			default:
				return true
			}
		}
	}
	return false
}

// reClauses splits a sentence into its clauses: at commas, "and" and
// "then".
var reClauses = regexp.MustCompile(`,? and |, then |, |; `)

// reBackToBattlefield is an effect's return of what it exiled to the
// battlefield.
var reBackToBattlefield = regexp.MustCompile(`(?i)\breturn (?:that card|those cards|the exiled cards?|it|them) to the battlefield\b[^.,]*`)

// reRemovesIt is a removal of "it" or "that creature": the entering
// permanent, in an entering trigger.
var reRemovesIt = regexp.MustCompile(`(?i)\b(?:destroy|exile|sacrifice|return|shuffle|put) (?:it|that creature|that permanent|that land)\b`)

// reRemovesThis is a removal of "this", the card itself, in a normalised
// text ("return this to its owner's hand"); "until this leaves", "other
// than this" are not.
var reRemovesThis = regexp.MustCompile(`(?i)\b(?:destroy|exile|sacrifice|return|shuffle|put|deals [^.]*? damage to) this\b`)

// reNotEntering finds, in a sentence of an effect that removes
// something, words by which it acts on something other than the
// permanent that just entered: another permanent, cards in a graveyard
// or a library, a search.
var reNotEntering = regexp.MustCompile(`(?i)\b(?:an)?other\b|\bthat card\b|\bthose cards\b|\bfrom (?:a|your|their|target player's|target opponent's|that player's|an opponent's|each opponent's) hand\b|\bcards? from it\b|\bother than\b|\bcards? (?:from|in)\b|\bfrom (?:a|target player's|target opponent's|your|their|its owner's|an opponent's|each player's|that player's) (?:graveyard|library)\b|\ball cards from\b|\bsearch\b|\btop (?:\w+ )?cards? of\b`)

// reOpponentsOnly is what an opponent of the ability's controller
// controls.
var reOpponentsOnly = regexp.MustCompile(`(?i)\ban opponent controls\b|\byour opponents control\b|\byou don't control\b|\btarget opponent\b|\beach opponent\b|\bopponents? sacrifices?\b`)

// reDamageToIt is damage an entering trigger deals to what entered.
var reDamageToIt = regexp.MustCompile(`(?i)deals (\d+|X|damage equal to [^.]*?) (?:damage )?to (?:it|that creature|that permanent|target creature|any target|this)\b|deals (damage) to (?:it|that creature|that permanent|target creature|any target|this) equal to\b`)

// reRemovesOtherwise is an entering trigger's effect that may take what
// entered from the battlefield otherwise than by damage.
var reRemovesOtherwise = regexp.MustCompile(`(?i)\bdestroy|\bexile|\bsacrifice|\breturn\b|\bshuffle [^.]*\binto\b|-\d+/-\d+|\bput [^.]* into [^.]*(?:graveyard|library|hand)|\bput [^.]* on (?:the )?(?:top|bottom) of\b`)

// playNow says why the land card can't be played now, as enters asks
// (why: "Forest can't be played now (it is Opp's turn)"), adding the
// step, or why the engine can't tell (unsure): a land is played only in
// a main phase of its player's turn, with the stack empty (305.1, 505.6b,
// 305.3), and only while a land play is left (305.2, 305.2b), as /judge
// lands counts them where the board says lands were played this turn or w
// holds an effect that stops land plays. A board built with no turn (no
// board given) asks about the card alone.
func playNow(ctx context.Context, b *Board, w *world, card *catalog.Card, e *explainer) (why, unsure string) {
	if b.Turn == "" {
		return "", ""
	}
	if !b.activeTeam(Me) {
		e.step(fmt.Sprintf("A player can't play a land, for any reason, if it isn't their turn, and it is %s turn", PlayerPossessive(b.Turn)), "305.3")
		return card.Name + " can't be played now (it is " + PlayerPossessive(b.Turn) + " turn)", ""
	}
	if b.Step != StepMain1 && b.Step != StepMain2 {
		e.step("A player may play a land only during a main phase of their turn, when the stack is empty, and the board is in the "+stepWords(b.Step), "305.1", "505.6b")
		return card.Name + " can't be played now (not in a main phase)", ""
	}
	if pl := b.Player(Me); (pl == nil || pl.LandsPlayed == 0) && !w.landPlaysStopped() {
		return "", ""
	}
	lr := &Ruling{}
	if err := landsQuestion(ctx, b, Me, lr); err != nil || !lr.Understood {
		if err == nil && lr.Answer != "" {
			return "", "whether a land play is left is not worked out: " + strings.TrimSuffix(strings.TrimPrefix(lr.Answer, "I can't rule on this, because "), ".")
		}
		return "", "the engine does not work out whether a land play is left"
	}
	if lr.LandsLeft != nil && *lr.LandsLeft == 0 && !lr.LandsAnyNumber {
		if lr.LandPlays != nil && *lr.LandPlays == 0 {
			// "You can't play lands." (Aggressive Mining).
			e.step(lr.Answer, "305.2", "101.2")
			return card.Name + " can't be played now: " + strings.TrimSuffix(lowerFirst(lr.Answer), "."), ""
		}
		if more := w.activatedLandPlays(Me); len(more) > 0 {
			// Kiora, the Crashing Wave's −1, activated first, gives
			// another land play.
			return "", fmt.Sprintf("no land play is left this turn, but %s “%s” may be activated first and give another (CR 305.2, 606.3)", Possessive(more[0].name), more[0].text)
		}
		e.step(fmt.Sprintf("You have played %s this turn and have no land play left, and a player can't play a land once they have used all their land plays", plural(b.Player(Me).LandsPlayed, "land")), "305.2", "305.2b")
		return card.Name + " can't be played now (no land play is left this turn)", ""
	}
	return "", ""
}

// castNow says why card can't be cast now, as enters asks (why: "Grizzly
// Bears can't be cast now (it is Opp's turn)"), adding the step, or why
// the engine can't tell (unsure): no spell is cast where no player gets
// priority (the untap step, 502.4; a cleanup step with nothing to set it
// off, 514.3, 514.3a); one without flash only in its caster's main phase
// with the stack empty (117.1a), as pay reads it; and its own conditions
// and additional costs (601.3, 118.8), where they surely fail (enters pays
// no cost, so one the engine can't weigh does not stop it). A board built
// with no turn (no board given) asks about the card alone.
func castNow(ctx context.Context, b *Board, worlds []*world, card *catalog.Card, e *explainer) (why, unsure string) {
	if b.Turn == "" {
		return "", ""
	}
	if b.Step == StepUntap || b.Step == StepCleanup && noPriorityInCleanup(ctx, b) {
		if b.Step == StepCleanup {
			explainCleanup(e)
		} else {
			e.step("No player gets priority during the untap step, so no spell can be cast then", "502.4", "117.1a")
		}
		return card.Name + " can't be cast now (no player gets priority in the " + stepWords(b.Step) + ")", ""
	}
	if why, _, rule, unsure := castTiming(b, worlds, Me, card, ownLines(card)); unsure != "" {
		return "", unsure
	} else if why != "" {
		e.step(why, "117.1a", rule)
		when := "not in a main phase"
		if !b.activeTeam(Me) {
			when = "it is " + PlayerPossessive(b.Turn) + " turn"
		}
		return card.Name + " can't be cast now (" + when + ")", ""
	}
	c := checkSpell(b, worlds, Me, card)
	switch {
	case c.unsure != "":
		return "", c.unsure
	case len(c.cantWhy) > 0:
		e.step(Capital(joinAnd(c.cantWhy)), c.cantRules...)
		return card.Name + " can't be cast now: " + c.cantShort[0], ""
	}
	return "", ""
}

// landNeverPlayed answers that a land that can't be played now, as why
// says, never enters.
func landNeverPlayed(r *Ruling, e *explainer, mv int, why string) error {
	e.step("A land that can't be played is never put onto the battlefield: no enters ability or replacement effect applies to it and it gets no counters", "305.1", "305.2b")
	r.Understood = true
	r.ManaValue = &mv
	r.Answer = firstFitting(why+", so it never enters the battlefield and never enters with any counters.",
		why+", so it never enters the battlefield.")
	e.fill(r)
	return nil
}

// notNow answers, for a card that enters as a copy (Clone, Vesuva), where
// it can't be played (landPlayed) or cast (cast) now: why says it, and
// the ruling is filled; unsure says why the engine can't tell. Both are
// "" where it can be.
func notNow(ctx context.Context, b *Board, card *catalog.Card, landPlayed, cast bool, r *Ruling, e *explainer) (why, unsure string, err error) {
	if !landPlayed && !cast {
		return "", "", nil
	}
	mv, mvWhy := faceManaValue(card)
	if mvWhy != "" {
		return "", mvWhy, nil
	}
	worlds := buildWorlds(ctx, b)
	if landPlayed {
		if why, unsure = playNow(ctx, b, worlds[0], card, e); unsure != "" || why == "" {
			return "", unsure, nil
		}
		return why, "", landNeverPlayed(r, e, mv, why)
	}
	if why, unsure = castNow(ctx, b, worlds, card, e); unsure != "" || why == "" {
		return "", unsure, nil
	}
	return why, "", neverEnters(r, e, card, mv, mv, why)
}
