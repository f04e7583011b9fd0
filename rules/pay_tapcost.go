package rules

import (
	"fmt"
	"slices"
	"strings"
)

// A mana ability whose cost taps one other untapped permanent of a type
// its controller controls: Springleaf Drum's "{T}, Tap an untapped
// creature you control: Add one mana of any color.", Seton, Krosan
// Protector's "Tap an untapped Druid you control: Add {G}.". It is a
// mana ability (CR 605.1a), activated while a cost is paid (605.3a). The
// permanent tapped for its cost need not have been under its
// controller's control since the turn began: 302.6 stops only a
// creature's own abilities with {T} or {Q} in their costs. Once tapped,
// that permanent can't be tapped for its own mana (602.2b: a tapped
// permanent can't pay a {T} cost). Each activation is so a use of the
// permanent tapped for the cost, beside its own mana abilities: with no
// {T} of its own (Seton), the ability can be activated once for each such
// permanent; with {T} (Springleaf Drum), once for each equal permanent
// that has it, which is exact where there are at least as many of those
// as permanents it can tap.

// tapCostUses are the uses of ability a of p, before the permanent its
// cost taps is named.
type tapCostUses struct {
	p    *perm
	a    *Ability
	uses []payUse
}

// tapCostMana reports whether the engine reads mana ability a of p as one
// whose cost taps one other untapped permanent of a type, or with no {T}
// two or more (addTapManyIdle), with at most {T} and mana besides; with
// {T}, p's other mana abilities must cost {T} alone and be understood
// (Holdout Settlement's "{T}: Add {C}."): each use of p is then one of
// them or an activation of a, never both (addTapManyIdle).
func tapCostMana(p *perm, a *Ability) bool {
	if a.Kind != KindMana || !a.Understood {
		return false
	}
	c := a.Cost
	// An ability that taps two or more (Heritage Druid) is read only
	// without {T} of its own.
	if c.TapUntapped < 1 || c.TapUntapped > 1 && c.Tap || c.TapType == "" {
		return false
	}
	c.TapUntapped, c.TapType, c.Tap, c.Mana = 0, "", false, ""
	if c != (Cost{}) {
		return false
	}
	if a.Cost.Tap {
		for _, b := range p.abilities {
			if b == a {
				continue
			}
			if b.Kind == KindIntrinsic || b.Kind == KindMana && (!b.Understood || b.Cost != (Cost{Tap: true})) {
				return false
			}
		}
	}
	return true
}

// stashTapCost keeps use u of ability a of p among the uses of out's
// tapCost, merging the choices of equal uses.
func stashTapCost(out *paySources, p *perm, a *Ability, u payUse) {
	i := slices.IndexFunc(out.tapCost, func(t tapCostUses) bool { return t.p == p && t.a == a })
	if i < 0 {
		out.tapCost = append(out.tapCost, tapCostUses{p: p, a: a})
		i = len(out.tapCost) - 1
	}
	t := &out.tapCost[i]
	for j := range t.uses {
		if t.uses[j].action == u.action && t.uses[j].made == u.made && t.uses[j].pool == u.pool {
			for _, c := range u.choices {
				if !slices.Contains(t.uses[j].choices, c) && len(t.uses[j].choices) < maxPaths {
					t.uses[j].choices = append(slices.Clip(t.uses[j].choices), c)
				}
			}
			return
		}
	}
	t.uses = append(t.uses, u)
}

// addTapCostMana makes the uses tapCostMana's abilities left in out.tapCost
// uses of the permanents their costs tap (see above), joining each such
// permanent's group of mana sources, as it is tapped either for its own
// mana or for the cost, or making a group of its own. It says why the
// engine can't rule where the uses are not exact: two such abilities, or
// another ability whose cost taps permanents, that may want the same
// permanent; an ability that untaps, or a sacrifice outlet, which may use
// a permanent tapped for the cost again; a permanent it may tap that makes
// mana without tapping, can untap itself, or has an ability that triggers
// on its becoming tapped; fewer permanents with a {T} ability than
// permanents it may tap, where one of those could make mana of its own.
func (w *world) addTapCostMana(player string, out *paySources, byKey *groupIndex, groupOf []int, hasAttached []bool, outlets bool, e *explainer) string {
	if len(out.tapCost) == 0 {
		return ""
	}
	tc := out.tapCost[0]
	p, a := tc.p, tc.a
	out.tapCost = nil
	tapType := tapTypeWord(a.Cost.TapType)
	// With no {T} (Seton), it may tap its own permanent.
	another := "an"
	if a.Cost.Tap {
		another = "another"
	}
	tapped := another + " untapped " + tapType
	if n := a.Cost.TapUntapped; n > 1 {
		tapped = countWord(n) + " untapped " + outletPlural(tapType)
	}
	unknown := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d taps " + tapped + " for its cost, and the engine does not work out payments that use up other sources"
	// Summoning sickness matters to a creature's {T} alone (CR 302.6): a
	// noncreature Springleaf Drum that came this turn is an equal one.
	keyOf := func(q *perm) string {
		c := *q
		if !c.is("Creature") {
			c.Sick = false
		}
		return string(appendSourceKey(nil, &c, hasAttached[q.i]))
	}
	pKey := keyOf(p)
	equal := func(q *perm) bool {
		return q.Controller == player && q.name == p.name && keyOf(q) == pKey
	}
	if exiles := slices.ContainsFunc(out.outlets, func(o sacOutlet) bool { return o.exile }); outlets && exiles {
		return unknown + " beside an outlet that exiles creatures for mana, which may exile a permanent tapped for it"
	} else if outlets {
		return unknown + " beside a sacrifice outlet, which may sacrifice a permanent tapped for it"
	}
	// d is how many times the ability can be activated, -1 for as often
	// as there are permanents to tap.
	d := -1
	if a.Cost.Tap {
		d = 0
	}
	for _, q := range w.perms {
		if q.Controller != player {
			continue
		}
		for _, b := range q.abilities {
			if equal(q) && b.Text == a.Text && b.Kind == a.Kind {
				if a.Cost.Tap && !q.Tapped && w.canActivate(q, b).ok {
					d++
					out.tapCostTapped = append(out.tapCostTapped, q)
				}
				continue
			}
			if b.Cost.TapUntapped > 0 && (b.Kind == KindMana || b.Kind == KindActivated) && w.canActivate(q, b).ok {
				return unknown + " beside " + Possessive(q.name) + " ability \u201c" + b.Text + "\u201d, which taps untapped permanents too"
			}
			if b.Kind == KindMana || b.Kind == KindActivated {
				if untaps, _ := untapsOf(b, q); untaps && !w.untapsNoTarget(b, q) {
					return unknown + " beside " + Possessive(q.name) + " ability \u201c" + b.Text + "\u201d, which untaps"
				}
			}
			// What an ability that taps untapped permanents for its cost
			// reads there was weighed above (a tapped Springleaf Drum's);
			// its effect is read.
			text := b.Text
			if _, effect, ok := splitCost(oracleFolder.Replace(b.Text)); ok && b.Cost.TapUntapped > 0 && b.Understood {
				text = effect
			}
			if b.Kind == KindMana && strings.Contains(strings.ToLower(text), "tapped") {
				return unknown + " beside " + Possessive(q.name) + " ability \u201c" + b.Text + "\u201d, which reads tapped or untapped permanents"
			}
		}
	}
	var targets []*perm
	mana := false
	// idle counts the permanents it may tap that make no mana of their
	// own now.
	idle := 0
	for _, x := range w.perms {
		if x.Controller != player || x.Tapped || !isA(x, a.Cost.TapType) {
			continue
		}
		if a.Cost.Tap && x == p {
			// Its {T} taps it: it can't also be tapped for the cost
			// (activationChecks).
			continue
		}
		if a.Cost.Tap && equal(x) {
			return unknown + ": " + x.name + " may be both tapped for its {T} and tapped for another's cost"
		}
		for _, b := range x.abilities {
			switch {
			case b.Cost.TapUntapped > 0:
				// The ability itself (Seton tapping itself), or another
				// refused above.
			case b.Kind == KindMana && !b.Cost.Tap:
				return unknown + ": " + x.name + ", tapped for its cost, can also make mana without tapping"
			case b.Trigger != nil && b.Trigger.Event == TriggerBecomesTap:
				return unknown + ": " + x.name + " has an ability that triggers when it becomes tapped"
			}
		}
		if groupOf[x.i] >= 0 {
			mana = true
		} else {
			idle++
		}
		targets = append(targets, x)
	}
	if len(targets) == 0 {
		out.tapCostTapped = nil
		return ""
	}
	if n := a.Cost.TapUntapped; n > 1 {
		return w.addTapManyIdle(player, out, &tc, targets, groupOf, byKey, unknown, -1, -1, e)
	}
	if own := groupOf[p.i]; a.Cost.Tap && own >= 0 && d > 0 {
		// Its other mana abilities (Holdout Settlement's "{T}: Add
		// {C}.") are its group's: each permanent with the ability is
		// tapped for one of those or for it.
		g := out.groups[own]
		if g.count != d || g.apart || g.repeat || g.untap || g.activations || g.split != 0 {
			return unknown + ": the permanents with the ability are not all counted alike with their other mana abilities (one came this turn, or one is used apart), and the engine does not work out which is tapped for which"
		}
		return w.addTapManyIdle(player, out, &tc, targets, groupOf, byKey, unknown, d, own, e)
	}
	if d >= 0 && (d < len(targets) || mana && idle > 0) {
		if mana && idle < d {
			// Fewer of them make no mana of their own than there are
			// permanents with the ability: the splits say which of the
			// others are tapped for it (tapManySplitsOf).
			return w.addTapManyIdle(player, out, &tc, targets, groupOf, byKey, unknown, d, -1, e)
		}
		// At least as many of the permanents it may tap make no mana of
		// their own as there are permanents with the ability: each
		// activation taps one of those, which changes nothing, and each
		// permanent with the ability is used once. Tapping one that makes
		// mana instead makes no more, and no other mana: the one that
		// makes none could be tapped in its place, leaving the other free
		// for its own mana.
		for range d {
			out.addGroup(p.name, tapCostKey, tc.uses, byKey)
		}
		out.tapCostIdle = &tc
		if mana {
			e.step(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d taps an untapped "+tapType+" "+PlayerDoes(player, "controls")+" besides itself; as many of those as there are permanents with the ability can make no mana of their own now, so each activation taps one of them, and the others are tapped for their own mana", "605.1a", "602.2b")
			return ""
		}
		e.step(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d taps an untapped "+tapType+" "+PlayerDoes(player, "controls")+" besides itself; none of those can make mana of its own now, so it makes its mana for each permanent with the ability", "605.1a", "602.2b")
		return ""
	}
	prefix := strings.TrimSuffix(string(appendDoing(nil, p, a)), " for ")
	tapEvent := moreCostEvents(p, a)
	joined := map[int]bool{}
	for _, x := range targets {
		who := x.name
		if x == p {
			who = "itself"
		}
		uses := make([]payUse, 0, len(tc.uses))
		for _, u := range tc.uses {
			c := u
			c.shown = nil
			c.card = p.name
			c.tapsFor = true
			c.action = prefix + ", tapping " + who + ", for " + strings.TrimPrefix(u.action, prefix+" for ")
			c.events = nil
			for _, ev := range u.events {
				if len(tapEvent) > 0 && ev == tapEvent[0] {
					ev = PlayerDoes(player, "taps") + " " + x.name
				}
				c.events = append(c.events, ev)
			}
			uses = append(uses, c)
		}
		if groupOf[x.i] < 0 {
			// It makes no mana of its own: its group is the uses of it
			// tapped for the cost, which another way of tapping it
			// (convoke, addTapsToPay) joins, so that it is tapped once.
			groupOf[x.i] = out.addGroup(x.name, tapCostKey, uses, byKey)
			joined[groupOf[x.i]] = true
			continue
		}
		out.joinUses(groupOf[x.i], joined, x.name, tapCostKey, uses, byKey)
	}
	step := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d is a mana ability, activated while paying; each activation taps an untapped " + tapType + ", which need not have been under " + theirFor(player) + " control since the turn began, and which then can't be tapped for its own mana"
	if d >= 0 {
		step += "; there are as many permanents with the ability as " + tapType + "s it may tap, so each of those is tapped for its own mana or for the ability"
	} else {
		step += "; with no {T} in its cost, it can be activated once for each of them"
	}
	e.step(step, "605.1a", "605.3a", "602.2b", "302.6")
	return ""
}

// tapCostKey marks a group of the uses of a permanent tapped for another's
// mana ability (addTapCostMana).
const tapCostKey = "tapcost:"

// addTapManyIdle reads a mana ability with no {T} whose cost taps two or
// more untapped permanents of a type (Heritage Druid's "Tap three
// untapped Elves you control: Add {G}{G}{G}.", Birchlore Rangers' two).
// Like Seton's, it may tap permanents that came under its controller's
// control this turn, its own among them (CR 302.6, the cards' official
// rulings), and each permanent tapped for it then can't be tapped for its
// own mana (602.2b). Where none of the permanents it may tap, targets,
// can make mana of its own now, each activation taps any of them, and it
// can be activated as many times as they make up its cost, with nothing
// else given up. Where some of them can, the groups hold the activations
// that tap only the others, and out.tapMany what the pay and mana
// questions need to search each choice of which of them are tapped for
// it (tapManySplitsOf).
//
// With most at 0 or more, it reads an ability with {T} whose cost taps
// one other permanent (Springleaf Drum) beside fewer permanents it may
// tap that make no mana of their own than there are permanents with the
// ability, most of them: each activation taps one of those and one of
// the permanents it may tap, so it is activated at most most times.
// Those that make no mana of their own are tapped for it first, as
// above; the splits are then each number of activations up to most, and
// which of the others each taps. With own at 0 or more, the permanents
// with the ability have other mana abilities, whose uses are group own
// (Holdout Settlement's "{T}: Add {C}."): as many of them as there are
// permanents it may tap that make no mana of their own are tapped for
// one of those or for the ability, and the others for their own mana
// only, or, in a split, for the activations beyond those.
func (w *world) addTapManyIdle(player string, out *paySources, tc *tapCostUses, targets []*perm, groupOf []int, byKey *groupIndex, unknown string, most, own int, e *explainer) string {
	p, a := tc.p, tc.a
	n := a.Cost.TapUntapped
	tapTypes := outletPlural(tapTypeWord(a.Cost.TapType))
	var idle []*perm
	var elves []tapManyElves
	for _, x := range targets {
		gi := groupOf[x.i]
		if gi < 0 {
			idle = append(idle, x)
			continue
		}
		if i := slices.IndexFunc(elves, func(t tapManyElves) bool { return t.group == gi }); i >= 0 {
			elves[i].count++
			continue
		}
		elves = append(elves, tapManyElves{group: gi, count: 1, name: x.name})
	}
	for _, t := range elves {
		// Each permanent of the group is one it may tap: a group holds
		// no other (tapManySplit takes copies of it).
		if out.groups[t.group].count != t.count || out.groups[t.group].apart || out.groups[t.group].repeat || out.groups[t.group].untap {
			return unknown + ": " + t.name + ", one of the " + tapTypes + " it may tap, can make mana of its own now, beside equal permanents it may not tap, and the engine does not work out which are tapped for which"
		}
	}
	// Each use's event names the permanents tapped as the cost does.
	tapEvent := moreCostEvents(p, a)
	said := PlayerDoes(player, "taps") + " " + countWord(n) + " untapped " + tapTypes + " " + theyFor(player) + " control"
	uses := usesSaying(tc.uses, tapEvent, said, nil)
	k := len(idle) / n
	if most >= 0 {
		// Each activation is another permanent's with the ability, whose
		// uses say so already.
		uses = tc.uses
		k = min(k, most)
	}
	idleGroup, ownLeft := -1, -1
	switch {
	case own >= 0 && k == 0:
		ownLeft = own
	case own >= 0 && k == out.groups[own].count:
		// Each is tapped for its own mana or for the ability.
		out.groups[own].uses = slices.Concat(out.groups[own].uses, uses)
		idleGroup = own
	case own >= 0:
		// Fewer of those than permanents with the ability: the
		// activations that tap them are splits too (tapManySplitsOf),
		// each permanent in one group, so that no way is found twice.
		ownLeft = own
	default:
		for range k {
			if gi := out.addGroup(p.name, tapCostKey, uses, byKey); gi >= 0 {
				out.groups[gi].activations = most < 0
				idleGroup = gi
			}
		}
	}
	out.tapCostIdle = tc
	if ownLeft >= 0 {
		out.tapMany = &tapManySplits{tc: tc, n: n, idle: idle, idleGroup: idleGroup, elves: elves, player: player, most: most, own: ownLeft}
	}
	if own >= 0 && len(elves) == 0 {
		e.step(tapOneOwnStep(player, p, a, most, len(targets)), "605.1a", "605.3a", "602.2b", "302.6")
		e.citeAbout(p.name, "You can tap")
		return ""
	}
	if len(elves) > 0 {
		out.tapMany = &tapManySplits{tc: tc, n: n, idle: idle, idleGroup: idleGroup, elves: elves, player: player, most: most, own: ownLeft}
		if most >= 0 {
			e.step(tapOneSplitsStep(player, p, a, most, len(targets), idle, own >= 0), "605.1a", "605.3a", "602.2b", "302.6")
			e.citeAbout(p.name, "You can tap")
			return ""
		}
		mana := 0
		for _, t := range elves {
			mana += t.count
		}
		first := "; the ways are worked out for each number of activations and each choice of which of them are tapped for it"
		if len(idle) > 0 {
			first = ". Tapping one that makes no mana of its own (" + idleWords(idle) + ") gives up nothing, so the ways tap those for it first, and then, for each number of activations, each choice of which of the others are tapped for it"
		}
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d has no {T} in its cost: it may tap untapped %s that came under %s control this turn, itself among them; %s of the %s it may tap can make mana of %s own now, and each is tapped for its own mana or for the ability, never both%s", Possessive(p.name), a.Text, tapTypes, theirFor(player), countWord(mana), countWord(len(targets)), map[bool]string{true: "its", false: "their"}[mana == 1], first), "605.1a", "302.6", "602.2b")
		e.citeAbout(p.name, "symbol")
		e.citeAbout(p.name, "tap itself")
		return ""
	}
	can := "it can be activated " + timesWord(k)
	if k == 0 {
		can = fmt.Sprintf("there are fewer than the %d its cost taps, and it can't be activated", n)
	}
	e.step(fmt.Sprintf("%s ability \u201c%s\u201d has no {T} in its cost: it may tap untapped %s that came under %s control this turn, itself among them, and none of the %s it may tap can make mana of its own now; %s", Possessive(p.name), a.Text, tapTypes, theirFor(player), countWord(len(targets)), can), "605.1a", "302.6", "602.2b")
	e.citeAbout(p.name, "symbol")
	e.citeAbout(p.name, "tap itself")
	return ""
}

// usesSaying is a copy of uses, each to be shown anew, whose event that
// is the first of tapEvent (the tapping of a cost) says said instead, and
// whose action is action's of its own where action is not nil.
func usesSaying(uses []payUse, tapEvent []string, said string, action func(string) string) []payUse {
	out := make([]payUse, 0, len(uses))
	for _, u := range uses {
		c := u
		c.shown = nil
		if action != nil {
			c.action = action(u.action)
		}
		c.events = nil
		for _, ev := range u.events {
			if len(tapEvent) > 0 && ev == tapEvent[0] {
				ev = said
			}
			c.events = append(c.events, ev)
		}
		out = append(out, c)
	}
	return out
}

// tapOneSplitsStep says how the ways of an ability with {T} whose cost
// taps one other permanent (Springleaf Drum) are worked out where some of
// the permanents it may tap make mana of their own and fewer of the
// others than the most times it is activated (addTapManyIdle): most
// permanents with the ability, targets permanents it may tap, idle of
// those making no mana of their own.
func tapOneSplitsStep(player string, p *perm, a *Ability, most, targets int, idle []*perm, ownAbility bool) string {
	tapType := tapTypeWord(a.Cost.TapType)
	tapTypes := outletPlural(tapType)
	has := "is one permanent"
	if most > 1 {
		has = "are " + countWord(most) + " permanents"
	}
	mana := targets - len(idle)
	some := countWord(mana) + " of which"
	own := "their"
	switch {
	case targets == 1:
		some, own, tapTypes = "which", "its", tapType
	case mana == 1:
		own = "its"
	case mana == targets:
		some, own = "each of which", "its"
	}
	s := fmt.Sprintf("%s ability \u201c%s\u201d is a mana ability, activated while paying; each activation taps a permanent with the ability%s and another untapped %s %s, which need not have been under %s control since the turn began, and which then can't be tapped for its own mana. There %s with the ability and %s %s it may tap, %s can make mana of %s own now",
		Possessive(p.name), a.Text, ownWords(p, ownAbility), tapType, PlayerDoes(player, "controls"), theirFor(player), has, countWord(targets), tapTypes, some, own)
	if len(idle) > 0 {
		return s + fmt.Sprintf(". Tapping one that makes no mana of its own (%s) gives up nothing, so the ways tap those for it first, and then, for each number of activations up to %s, each choice of which of the others are tapped for it", idleWords(idle), countWord(most))
	}
	return s + fmt.Sprintf("; the ways are worked out for each number of activations up to %s and each choice of which of them are tapped for it", countWord(most))
}

// ownWords says, of a permanent with such an ability and other mana
// abilities (Holdout Settlement), that an activation's {T} is one of its
// uses.
func ownWords(p *perm, own bool) string {
	if !own {
		return ""
	}
	return " (which can't then be tapped for " + p.name + "'s other mana abilities too)"
}

// tapOneOwnStep says how an ability with {T} whose cost taps one other
// permanent, on permanents with other mana abilities (Holdout
// Settlement), is read where none of the permanents it may tap make mana
// of their own (addTapManyIdle): as many of the most permanents with it
// as there are of those, targets, are each tapped for one of their mana
// abilities.
func tapOneOwnStep(player string, p *perm, a *Ability, most, targets int) string {
	tapType := tapTypeWord(a.Cost.TapType)
	k := min(most, targets)
	which := "each of them"
	switch {
	case most == 1:
		which = "it"
	case k < most:
		which = fmt.Sprintf("%s of them", countWord(k))
	}
	tapTypes, none := outletPlural(tapType), "none of which"
	if targets == 1 {
		tapTypes, none = tapType, "which"
	}
	has := "is one permanent"
	if most > 1 {
		has = "are " + countWord(most) + " permanents"
	}
	return fmt.Sprintf("%s ability \u201c%s\u201d is a mana ability, activated while paying; each activation taps a permanent with the ability%s and another untapped %s %s, which need not have been under %s control since the turn began. There %s with the ability and %s %s it may tap, %s can make no mana of its own now, so %s is tapped for its other mana abilities or for this one",
		Possessive(p.name), a.Text, ownWords(p, true), tapType, PlayerDoes(player, "controls"), theirFor(player), has, countWord(targets), tapTypes, none, which)
}
