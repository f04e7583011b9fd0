package rules

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// maxEntersCount bounds X and the counters of an enters question. The
// engine counts with machine integers up to this bound and refuses to rule
// past it (it does not use arbitrary precision), so nothing overflows.
const maxEntersCount = 1_000_000_000_000

// entersQuestion answers /judge enters: the X of the permanent's enters
// abilities and replacement effects, its X on the battlefield, counters as
// it enters, and its mana value on the stack and on the battlefield
// (CR 107.3m, 202.3). A spell that can't be cast or is countered as it is
// cast never enters, and the ruling says so.
func entersQuestion(ctx context.Context, b *Board, card *catalog.Card, x int, cast bool, r *Ruling) error {
	if done, err := settleFirst(ctx, b, nil, r, func(b *Board, _ CardRef, r *Ruling) error { return entersQuestion(ctx, b, card, x, cast, r) }); done {
		return err
	}
	e := newExplainer()
	abil := Compile(card)
	if u := entersUnknown(card.Name, abil, cast); u != "" {
		return notUnderstood(r, e, u)
	}
	worlds := buildWorlds(ctx, b)
	for _, w := range worlds {
		if u := w.unknownFor(asking{kind: askEnters, cast: cast}); u != "" {
			return notUnderstood(r, e, u)
		}
	}
	w := worlds[0]
	xSymbols := strings.Count(strings.ToUpper(card.ManaCost), "{X}")
	baseMV := manaValue(card.ManaCost)
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
		if why := w.cantBeCast(card, mvCast, e); why != "" {
			return neverEnters(r, e, card, baseMV, mvCast, why)
		}
		if why := w.counteredAsCast(card, mvCast, spellX, e); why != "" {
			return neverEnters(r, e, card, baseMV, mvCast, why)
		}
		if xSymbols > 0 {
			doublers := 0
			for _, p := range w.perms {
				if p.Controller != Me || p.lostText {
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
		e.step(card.Name+" was put onto the battlefield without being cast, so no value of X was chosen and X is 0 for its enters abilities", "107.3m", "107.3g")
	}
	counters := map[string]int{}
	var kinds []string
	for _, a := range abil {
		if a.Enters == nil || a.Enters.CounterKind == "" {
			continue
		}
		n := a.Enters.Counters
		if a.Enters.CountersX {
			n = spellX
			e.step(fmt.Sprintf("\u201c%s\u201d refers to X: the X of the spell that became the permanent as it resolved, %d, even though X is 0 for the permanent", a.Text, spellX), "107.3m")
		}
		if _, ok := counters[a.Enters.CounterKind]; !ok {
			kinds = append(kinds, a.Enters.CounterKind)
		}
		counters[a.Enters.CounterKind] += n
	}
	results, why := w.counterReplacements(card, kinds, counters, e)
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
	e.step(fmt.Sprintf("On the battlefield X is 0, so its mana value there is %d; on the stack X is %d, so its mana value there is %d", mv, spellX, mvStack), "202.3e", "107.3g")
	r.Understood = true
	ans := fmt.Sprintf("%s: X is %d for its enters abilities", card.Name, etb)
	var with []string
	for _, res := range results {
		if w := counterWords(kinds, res.counts); w != "" {
			with = append(with, w)
		}
	}
	if len(results) == 1 {
		r.Counters = results[0].counts
		if len(with) == 1 {
			ans += ", so it enters with " + with[0]
		}
	} else {
		for _, res := range results {
			r.Outcomes = append(r.Outcomes, Outcome{Choices: res.orders, Events: []string{card.Name + " enters with " + counterWords(kinds, res.counts)}})
		}
		ans += ", so it enters with " + strings.Join(with, ", or ") + ", depending on the order its controller applies the replacement effects in"
	}
	ans += fmt.Sprintf("; X is 0 on the battlefield, where its mana value is %d (%d on the stack).", mv, mvStack)
	r.Answer = ans
	e.fill(r)
	return nil
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

// spellFilter reads the spells a "can't be cast" effect names: "spells",
// "creature spells", "noncreature spells with mana value 4 or greater".
var spellFilter = regexp.MustCompile(`^(non)?([a-z]+ )?spells(?: with mana value (\w+) or (greater|less))?$`)

// cantBeCast names an effect on the board that says the card can't be
// cast by me with mana value mv (CR 101.2, 601.3); "" if none.
func (w *world) cantBeCast(card *catalog.Card, mv int, e *explainer) string {
	_, types, _ := splitTypes(card)
	for _, p := range w.perms {
		if p.lostText {
			continue
		}
		for _, a := range p.abilities {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticCantCast {
				continue
			}
			s := a.Static
			who := s.Who == "each player" || s.Who == "you" && p.Controller == Me || s.Who == "opponents" && w.b.opponents(p.Controller, Me)
			if !who {
				continue
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
			if !match {
				continue
			}
			e.step(fmt.Sprintf("%s's \u201c%s\u201d prohibits it: a player can begin to cast a spell only if no rule or effect prohibits it, and a \u201ccan't\u201d effect takes precedence over one that allows", p.name, a.Text), "601.3", "101.2")
			return fmt.Sprintf("%s can't be cast: %s's \u201c%s\u201d", card.Name, p.name, a.Text)
		}
	}
	return ""
}

// counteredAsCast names a triggered ability on the board that counters the
// spell as it is cast (Chalice of the Void); "" if none.
func (w *world) counteredAsCast(card *catalog.Card, mv, x int, e *explainer) string {
	for _, p := range w.perms {
		if p.lostText {
			continue
		}
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
				e.step(fmt.Sprintf("%s's ability doesn't trigger: %s's mana value on the stack is %d (X counts as %d there) and %s has %s", p.name, card.Name, mv, x, p.name, plural(n, "charge counter")), "202.3e", "603.2")
				continue
			}
			e.step(fmt.Sprintf("%s's mana value on the stack is %d, since X is %d there, and %s (controlled by %s) has %s: its ability triggers as the spell becomes cast, and when it resolves the spell is countered and put into its owner's graveyard", card.Name, mv, x, p.name, p.Controller, plural(n, "charge counter")), "202.3e", "601.2i", "603.2", "701.6a")
			e.cite(p.name, "2021-03-19", "matters only at the time the spell is cast")
			if n == 0 {
				e.cite(p.name, "2021-03-19", "zero charge counters")
			}
			return fmt.Sprintf("%s is countered by %s's triggered ability", card.Name, p.name)
		}
	}
	return ""
}

// neverEnters answers an enters question about a spell that never
// becomes a permanent.
func neverEnters(r *Ruling, e *explainer, card *catalog.Card, mv, mvStack int, why string) error {
	e.step("A spell that is countered, or can't be cast, never resolves, so it never enters the battlefield: no enters ability or replacement effect applies to it and it gets no counters", "701.6a", "608.3")
	r.Understood = true
	r.ManaValue = &mv
	r.ManaValueOnStack = &mvStack
	r.Answer = why + ", so it never enters the battlefield and never enters with any counters."
	e.fill(r)
	return nil
}

// entersResult is one distinct result of the counters replacement effects:
// the counters by kind and the orders of applying them that lead there.
type entersResult struct {
	counts map[string]int
	orders []string
}

// counterRep is one distinct counters replacement effect that applies to
// the entering permanent, and how many copies of it there are.
type counterRep struct {
	name  string
	spec  *ReplacementSpec
	kind  string
	count int
}

// maxCounterOrders bounds the states explored when ordering counters
// replacement effects: the product over distinct effects of one more
// than their count.
const maxCounterOrders = 20000

// counterReplacements applies the counters replacement effects of the
// board to the counters the card enters with (CR 122.6, 614.1c, 614.12),
// in every order its controller may choose (616.1), merging orders that
// give the same counters. Identical effects commute, so they are counted,
// not ordered.
func (w *world) counterReplacements(card *catalog.Card, kinds []string, start map[string]int, e *explainer) ([]entersResult, string) {
	_, types, _ := splitTypes(card)
	var reps []*counterRep
	for _, p := range w.perms {
		if p.lostText || p.Controller != Me {
			continue
		}
		for _, a := range p.abilities {
			if !a.Understood || a.Replacement == nil || (a.Replacement.Kind != ReplaceCountersPlus && a.Replacement.Kind != ReplaceCountersTimes) {
				continue
			}
			kind, applies := counterApplies(a.Replacement)
			ok := false
			for _, t := range applies {
				ok = ok || t == "" || has(types, t)
			}
			if !ok {
				continue
			}
			found := false
			for _, r := range reps {
				if r.name == p.name && r.spec.Kind == a.Replacement.Kind && r.spec.Factor == a.Replacement.Factor && r.spec.Applies == a.Replacement.Applies {
					r.count++
					found = true
				}
			}
			if !found {
				reps = append(reps, &counterRep{name: p.name, spec: a.Replacement, kind: kind, count: 1})
			}
		}
	}
	base := map[string]int{}
	for k, v := range start {
		base[k] = v
	}
	if len(reps) == 0 || len(kinds) == 0 {
		return []entersResult{{counts: base}}, ""
	}
	states := 1
	for _, r := range reps {
		states *= r.count + 1
		if states > maxCounterOrders {
			return nil, fmt.Sprintf("%d different counters replacement effects can apply in more orders than the engine explores (at most %d states)", len(reps), maxCounterOrders)
		}
	}
	var names []string
	for _, r := range reps {
		n := r.name
		if r.count > 1 {
			n = strconv.Itoa(r.count) + " \u00d7 " + n
		}
		names = append(names, n)
	}
	e.step("The counters a permanent enters with are put on it as it enters, so effects that modify how many counters would be put on a permanent apply to them ("+strings.Join(names, ", ")+"); each applies once, in the order the permanent's controller chooses, and every order is considered", "122.6", "614.1c", "614.12", "616.1")
	type key struct {
		left string
		vec  string
	}
	memo := map[key][]entersResult{}
	vecKey := func(v []int) string { return fmt.Sprint(v) }
	var tooMany bool
	var walk func(left []int, vec []int) []entersResult
	walk = func(left []int, vec []int) []entersResult {
		k := key{fmt.Sprint(left), vecKey(vec)}
		if r, ok := memo[k]; ok {
			return r
		}
		var out []entersResult
		any := false
		for i, r := range reps {
			if left[i] == 0 {
				continue
			}
			any = true
			next := append([]int(nil), vec...)
			for j, kind := range kinds {
				if r.kind != "" && r.kind != kind || next[j] == 0 {
					continue
				}
				if r.spec.Kind == ReplaceCountersPlus {
					next[j] += r.spec.Factor
				} else {
					next[j] *= r.spec.Factor
				}
				if next[j] > maxEntersCount {
					tooMany = true
					return nil
				}
			}
			left[i]--
			for _, sub := range walk(left, next) {
				order := r.name
				res := entersResult{counts: sub.counts}
				for _, o := range sub.orders {
					if o != "" {
						res.orders = append(res.orders, order+", then "+o)
					} else {
						res.orders = append(res.orders, order)
					}
				}
				out = mergeEnters(out, res)
			}
			left[i]++
			if tooMany {
				return nil
			}
		}
		if !any {
			counts := map[string]int{}
			for j, kind := range kinds {
				counts[kind] = vec[j]
			}
			out = []entersResult{{counts: counts, orders: []string{""}}}
		}
		memo[k] = out
		return out
	}
	left := make([]int, len(reps))
	for i, r := range reps {
		left[i] = r.count
	}
	vec := make([]int, len(kinds))
	for j, k := range kinds {
		vec[j] = start[k]
	}
	res := walk(left, vec)
	if tooMany {
		return nil, fmt.Sprintf("the counters would be more than %d; the engine counts up to that bound with machine integers and does not use arbitrary precision, so it refuses rather than overflow", maxEntersCount)
	}
	for i := range res {
		for j, o := range res[i].orders {
			res[i].orders[j] = "applying " + o
		}
		if len(res) == 1 {
			res[i].orders = []string{"every order gives this result"}
		}
	}
	return res, ""
}

// maxEntersOrders bounds the orders listed for one result.
const maxEntersOrders = 8

func mergeEnters(list []entersResult, r entersResult) []entersResult {
	k := fmt.Sprint(r.counts)
	for i := range list {
		if fmt.Sprint(list[i].counts) == k {
			for _, o := range r.orders {
				if len(list[i].orders) < maxEntersOrders {
					list[i].orders = append(list[i].orders, o)
				}
			}
			return list
		}
	}
	if len(r.orders) > maxEntersOrders {
		r.orders = r.orders[:maxEntersOrders]
	}
	return append(list, r)
}

// counterWords says the counters in words: "three +1/+1 counters".
func counterWords(kinds []string, counts map[string]int) string {
	var parts []string
	for _, k := range kinds {
		parts = append(parts, plural(counts[k], k+" counter"))
	}
	return joinAnd(parts)
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
