package rules

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

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

// maxEntersResults bounds the different numbers of counters one enters
// question lists.
const maxEntersResults = 64

// counterReplacements applies the counters replacement effects of the
// board to the counters the card enters with (CR 122.6, 614.1c, 614.12),
// in every order its controller may choose (616.1), merging orders that
// give the same counters. Identical effects commute, so they are counted,
// not ordered.
// Long: the search over orders keeps its memo, bounds and merging in one
// place, where they are seen together.
// ent is the permanent as it would exist on the battlefield (enteringPerm):
// its card types and subtypes decide which of them apply.
func (w *world) counterReplacements(ent *perm, kinds []string, start map[string]int, e *explainer) ([]entersResult, []string, string) {
	types := ent.types
	var reps []*counterRep
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if !a.Understood || a.Replacement == nil || (a.Replacement.Kind != ReplaceCountersPlus && a.Replacement.Kind != ReplaceCountersTimes) {
				continue
			}
			if !countersReplacementFor(w.b, a.Replacement, p.Controller, Me) {
				continue
			}
			sub := a.Replacement.Subtype
			if a.Replacement.ChosenSubtype {
				t, ok := creatureTypeFold(p.Named)
				if !ok {
					return nil, nil, fmt.Sprintf("%s has \u201c%s\u201d, and the board does not say which creature type was chosen as it entered (write it as \u201c%s (named Elf)\u201d)", p.name, a.Text, p.name)
				}
				sub = t
			}
			if sub != "" && !ent.hasSub(sub) {
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
	if _, printed, _ := splitTypes(ent.Card); !slices.Equal(printed, ent.types) && len(kinds) > 0 && (len(reps) > 0 || w.noCountersOn(ent.types) != "") {
		// An effect on the board changes its card types as it enters
		// (Mycosynth Lattice): those decide which effects apply.
		e.step(fmt.Sprintf("As it would exist on the battlefield, with the continuous effects that already exist applied, %s is %s, not only %s as printed, and its characteristics there decide which replacement effects apply to it", ent.name, cardTypesWords(ent.types), cardTypesWords(printed)), "614.12", "613.1d")
		for _, r := range reps {
			e.citeAbout(r.name, "become an artifact or a creature")
		}
	}
	for _, r := range reps {
		if r.spec.Additional && r.kind != "" && !slices.Contains(kinds, r.kind) {
			// It enters with an additional counter of its kind
			// (+1/+1, loyalty) where it would enter with none.
			kinds = append(kinds[:len(kinds):len(kinds)], r.kind)
			base[r.kind] = 0
		}
	}
	if by := w.noCountersOn(types); by != "" && len(kinds) > 0 {
		// Counters can't be put on it (Solemnity): none is, whatever
		// would modify how many (614.1c; a replacement effect does not
		// apply to an event that can't happen).
		for k := range base {
			base[k] = 0
		}
		e.step(fmt.Sprintf("%s says counters can't be put on permanents of its card types, so it enters with none", by), "101.2", "122.6", "614.1c")
		return []entersResult{{counts: base}}, kinds, ""
	}
	if self := noCountersSelf(ent); self != nil && len(kinds) > 0 {
		// Its own "can't have counters put on it" applies as it enters
		// (614.12): it enters without the counters it would have
		// (Melira's Keepers' and Tatterkite's rulings).
		for k := range base {
			base[k] = 0
		}
		e.step(fmt.Sprintf("%s has \u201c%s\u201d, which applies as it enters: it enters without the counters it would have entered with", ent.name, self.Text), "614.12", "101.2", "122.6")
		e.citeAbout(ent.Card.Name, "enter the battlefield with")
		return []entersResult{{counts: base}}, kinds, ""
	}
	if len(reps) == 0 || len(kinds) == 0 {
		return []entersResult{{counts: base}}, kinds, ""
	}
	states := 1
	for _, r := range reps {
		states *= r.count + 1
		if states > maxCounterOrders {
			return nil, nil, fmt.Sprintf("%d different counters replacement effects can apply in more orders than the engine explores (at most %d states)", len(reps), maxCounterOrders)
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
	none := true
	for _, k := range kinds {
		none = none && base[k] == 0
	}
	for _, r := range reps {
		none = none && !r.spec.Additional
	}
	if none {
		// X is 0 (Hardened Scales beside Walking Ballista cast for
		// X = 0): no counter would be put, so no effect that modifies
		// how many would applies (122.6, 614.1c).
		e.step("It would enter with no counters, and an effect that modifies how many counters would be put on a permanent ("+strings.Join(names, ", ")+") applies only where one or more would be put, so it enters with none", "122.6", "614.1c")
		return []entersResult{{counts: base}}, kinds, ""
	}
	e.step("The counters a permanent enters with are put on it as it enters, so effects that modify how many counters would be put on a permanent apply to them ("+strings.Join(names, ", ")+"); each applies once, in the order the permanent's controller chooses, and every order is considered", "122.6", "614.1c", "614.12", "616.1")
	// maxOrderWords bounds the bytes of an order a result says.
	const maxOrderWords = 240
	type key struct {
		left string
		vec  string
	}
	memo := map[key][]entersResult{}
	vecKey := func(v []int) string { return fmt.Sprint(v) }
	var tooMany, tooLong bool
	// visited bounds the states the search works out, each an order of
	// the effects so far and the counters it leads to: the counters make
	// them more than the orders alone (maxCounterOrders bounds those).
	visited := 0
	var walk func(left []int, vec []int) []entersResult
	walk = func(left []int, vec []int) []entersResult {
		k := key{fmt.Sprint(left), vecKey(vec)}
		if r, ok := memo[k]; ok {
			return r
		}
		if visited++; visited > maxCounterOrders {
			tooLong = true
			return nil
		}
		var out []entersResult
		any := false
		for i, r := range reps {
			if left[i] == 0 {
				continue
			}
			next := append([]int(nil), vec...)
			for j, kind := range kinds {
				if r.kind != "" && r.kind != kind || next[j] == 0 && !r.spec.Additional {
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
			if slices.Equal(next, vec) {
				// Not applicable now (no counter it modifies): it may
				// become applicable once another has applied (616.1f).
				continue
			}
			any = true
			left[i]--
			for _, sub := range walk(left, next) {
				order := r.name
				res := entersResult{counts: sub.counts}
				for _, o := range sub.orders {
					if len(o) > maxOrderWords && strings.LastIndex(o[:maxOrderWords], ", then ") > 0 {
						// A long order is said by its first effects:
						// its words would otherwise grow with each
						// effect, for every state (the question's
						// memory bound).
						o = o[:strings.LastIndex(o[:maxOrderWords], ", then ")] + ", then \u2026"
					}
					res.orders = append(res.orders, prependOrder(order, o))
				}
				out = mergeEnters(out, res)
			}
			left[i]++
			if len(out) > maxEntersResults {
				tooLong = true
			}
			if tooMany || tooLong {
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
	if tooLong {
		return nil, nil, fmt.Sprintf("%d different counters replacement effects can apply in more orders, giving more different numbers of counters, than the engine explores (at most %d states and %d results)", len(reps), maxCounterOrders, maxEntersResults)
	}
	if tooMany {
		return nil, nil, fmt.Sprintf("the counters would be more than %d; the engine counts up to that bound with machine integers and does not use arbitrary precision, so it refuses rather than overflow", maxEntersCount)
	}
	for i := range res {
		for j, o := range res[i].orders {
			res[i].orders[j] = "applying " + o
		}
		if len(res) == 1 {
			res[i].orders = []string{"every order gives this result"}
		}
	}
	return res, kinds, ""
}

// maxEntersOrders bounds the orders listed for one result.
const maxEntersOrders = 8

// mergeEnters adds r to list, merging results with the same counters.
func mergeEnters(list []entersResult, r entersResult) []entersResult {
	return mergeResult(list, r, maxEntersOrders,
		func(e entersResult) string { return fmt.Sprint(e.counts) },
		func(e *entersResult) *[]string { return &e.orders })
}

// counterWords says the counters in words: "three +1/+1 counters".
func counterWords(kinds []string, counts map[string]int) string {
	var parts []string
	for _, k := range kinds {
		parts = append(parts, plural(counts[k], k+" counter"))
	}
	return joinAnd(parts)
}

// noCountersSelf is ent's own understood "can't have counters put on it"
// (Melira's Keepers), nil for none.
func noCountersSelf(ent *perm) *Ability {
	if ent.lostText {
		return nil
	}
	for _, a := range ent.abilities {
		if a.Understood && a.Static != nil && a.Static.Kind == StaticNoCountersSelf {
			return a
		}
	}
	return nil
}

// noCountersOn names a permanent whose effect says counters can't be put on
// permanents of a card type among types (Solemnity), "" for none.
func (w *world) noCountersOn(types []string) string {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindStatic || a.Static == nil || a.Static.Kind != StaticNoCounters || !a.Understood {
				continue
			}
			for _, t := range types {
				if strings.Contains(a.Static.Affected, strings.ToLower(t)+"s") {
					return p.name
				}
			}
		}
	}
	return ""
}

// countersReplacementFor reports whether a counters replacement effect of
// a permanent controller controls applies to a permanent owner controls:
// one on permanents "you control" to the controller's own (Hardened
// Scales), one on permanents "your team controls" to the team's, a
// teammate's in Two-Headed Giant among them (Pir, Imaginative Rascal,
// 810.2), one that names no controller to every player's (Primal Vigor).
func countersReplacementFor(b *Board, r *ReplacementSpec, controller, owner string) bool {
	switch {
	case strings.HasSuffix(r.Applies, " you control"):
		return controller == owner
	case strings.HasSuffix(r.Applies, " your team controls"):
		return slices.Contains(teamOrSelf(b, controller), owner)
	}
	return true
}

// enteringPerm is card as it would exist on the battlefield entering under
// your control: its characteristics with the continuous effects that
// already exist applied, and those of its own static abilities that would
// apply to it there (CR 614.12). They decide which replacement effects
// modify the counters it enters with: Mycosynth Lattice makes a
// planeswalker an artifact, so Winding Constrictor's effect adds a loyalty
// counter and Solemnity's keeps them all off it (Winding Constrictor's
// ruling of 2017-09-29). why says what the engine can't tell: types that
// depend on an order of effects the board does not record (CR 613.7).
func enteringPerm(ctx context.Context, b *Board, card *catalog.Card) (ent *perm, why string) {
	c := *b
	c.Permanents = append(append([]*Permanent(nil), b.Permanents...), &Permanent{Card: card, Controller: Me})
	idx := len(b.Permanents)
	for _, w := range buildWorlds(ctx, &c) {
		p := w.perms[idx]
		if ent == nil {
			ent = p
			continue
		}
		if !slices.Equal(p.types, ent.types) || !slices.Equal(p.subtypes, ent.subtypes) || p.everyCreatureType != ent.everyCreatureType {
			return nil, fmt.Sprintf("the card types or subtypes %s would have as it enters depend on the timestamp order of the type-changing effects, which the board does not record, and they decide which effects modify the counters it enters with (CR 613.7, 614.12)", card.Name)
		}
	}
	return ent, ""
}

// cardTypesWords says card types with an article: "an artifact planeswalker".
func cardTypesWords(types []string) string {
	// In the order type lines give them: "Artifact Creature",
	// "Artifact Land", "Enchantment Creature".
	w := strings.ToLower(strings.Join(slices.Sorted(slices.Values(types)), " "))
	if w == "" {
		return "no card type"
	}
	return article(w)
}

// prependOrder is the order of effects o with name applied before it, a
// run of one effect said once with how many ("Hardened Scales \u00d73,
// then Doubling Season").
func prependOrder(name, o string) string {
	switch {
	case o == "":
		return name
	case o == name:
		return name + " \u00d72"
	case strings.HasPrefix(o, name+", then "):
		return name + " \u00d72" + o[len(name):]
	case strings.HasPrefix(o, name+" \u00d7"):
		rest := o[len(name+" \u00d7"):]
		digits := len(rest) - len(strings.TrimLeft(rest, "0123456789"))
		if n, err := strconv.Atoi(rest[:digits]); err == nil {
			return name + " \u00d7" + strconv.Itoa(n+1) + rest[digits:]
		}
	}
	return name + ", then " + o
}
