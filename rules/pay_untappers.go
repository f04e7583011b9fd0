package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// An untapper is an activated ability whose cost is {T}, or {T} and
// mana, and whose effect untaps one target permanent: Arbor Elf's "{T}:
// Untap target Forest.", Voyaging Satyr's "{T}: Untap target land.",
// Kiora's Follower's "{T}: Untap another target permanent.", Wirewood
// Lodge's "{G}, {T}: Untap target Elf.", Minamo's "{U}, {T}: Untap target
// legendary permanent.". It is not a mana ability (it has a target, CR
// 605.1a), so it is not activated while a cost is paid (601.2g); but it
// can be activated before, its mana paid with mana already made (602.2b,
// 601.2g–h), and the mana made first stays in the mana pool until the end
// of the step or phase (106.4, 500.5). Each activation lets one permanent
// the player controls that it can target be tapped for mana once more: a
// permanent tapped for mana, untapped, tapped again; or one tapped before
// the question, untapped and tapped. In the search it is a source whose
// uses are the uses of the permanents it can target, made a second time,
// with the untapper's mana added to their cost.
var reUntapTarget = regexp.MustCompile(`^Untap (another )?target (basic |legendary )?([A-Za-z]+)( you control)?\.$`)

// untapTarget is what an untapper can target, and what it costs.
type untapTarget struct {
	another bool
	// super is "Basic" or "Legendary" where the target must have that
	// supertype, else "".
	super string
	// word is "land", "creature", "artifact", "enchantment",
	// "permanent" or a subtype as printed ("Forest").
	word string
	// cost is the mana the ability costs besides {T}, nil for none; it
	// has only generic, colored and colorless symbols.
	cost *ManaCost
}

// untapTargetOfMatch is what a match of reUntapTarget can target.
func untapTargetOfMatch(m []string) untapTarget {
	return untapTarget{another: m[1] != "", super: strings.Title(strings.TrimSpace(m[2])), word: m[3]} //nolint:staticcheck // one ASCII word
}

// untapperOf reads ability a as an untapper; ok is false when it is not
// one.
func untapperOf(a *Ability) (untapTarget, bool) {
	if a.Kind != KindActivated {
		return untapTarget{}, false
	}
	c := a.Cost
	mana := c.Mana
	c.Mana = ""
	if c != (Cost{Tap: true}) {
		return untapTarget{}, false
	}
	var cost *ManaCost
	if mana != "" {
		mc, err := ParseManaCost(mana)
		if err != nil || mc.X > 0 || mc.MinMana() == 0 {
			return untapTarget{}, false
		}
		for _, sym := range mc.Symbols {
			if sym.Kind != SymColored && sym.Kind != SymColorless {
				return untapTarget{}, false
			}
		}
		cost = &mc
	}
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return untapTarget{}, false
	}
	m := reUntapTarget.FindStringSubmatch(strings.TrimSpace(effect))
	if m == nil {
		return untapTarget{}, false
	}
	t := untapTargetOfMatch(m)
	t.cost = cost
	return t, true
}

// matches reports whether q can be the target of p's untapper: of the
// type, subtype or supertype it names; not one with shroud (702.18a; a
// permanent's hexproof does not stop its own controller, 702.11b, and p's
// controller controls q), nor one with protection from a quality p has
// (702.16b). unknown says why that is not known: protection the engine
// does not read, or p's colors unsure.
func (t untapTarget) matches(q, p *perm) (ok bool, unknown string) {
	if !t.names(q, p) {
		return false, ""
	}
	if hasKeyword(q, "shroud") {
		return false, ""
	}
	if hasKeyword(q, "protection from ") {
		hit, _, read := protectedFrom(q, p)
		if !read || p.colorsUnsure() {
			return false, q.name + " has protection, which may or may not stop " + p.name + " targeting it (CR 702.16b)"
		}
		if hit {
			return false, ""
		}
	}
	return true, ""
}

// names reports whether q is a permanent p's untapper names: of its type,
// subtype or supertype, and not p where it says "another".
func (t untapTarget) names(q, p *perm) bool {
	if t.another && q == p || t.super != "" && !q.hasSuper(t.super) {
		return false
	}
	switch t.word {
	case "permanent":
		return true
	case "land", "creature", "artifact", "enchantment", "planeswalker":
		return q.is(strings.ToUpper(t.word[:1]) + t.word[1:])
	}
	return q.hasSub(t.word)
}

// untapsNoTarget reports whether a, an ability of p, untaps first one
// target permanent of a kind no permanent on the battlefield is (Griffin
// Canyon's "{T}: Untap target Griffin. If it's a creature, it gets +1/+1
// until end of turn." with no Griffin): an ability with a target can't be
// activated without one (CR 601.2c, 602.2b, 115.1), so it does nothing,
// whatever the rest of it says.
func (w *world) untapsNoTarget(a *Ability, p *perm) bool {
	t, _, _, ok := untapTargetOf(a)
	if !ok {
		return false
	}
	// Whose permanent it may be is not read: every permanent counts.
	for _, q := range w.perms {
		if t.names(q, p) {
			return false
		}
	}
	return true
}

// untapTargetOf reads the first sentence of ability a's effect as one
// that untaps one target permanent (reUntapTarget): what it can target,
// whether it must be its controller's (mine), and the words that say it
// ("target Elf"). ok is false when it does not.
func untapTargetOf(a *Ability) (t untapTarget, mine bool, phrase string, ok bool) {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return untapTarget{}, false, "", false
	}
	first, _, _ := strings.Cut(strings.TrimSpace(withoutReminders(effect)), ". ")
	if !strings.HasSuffix(first, ".") {
		first += "."
	}
	m := reUntapTarget.FindStringSubmatch(first)
	if m == nil {
		return untapTarget{}, false, "", false
	}
	return untapTargetOfMatch(m), m[4] != "", strings.TrimSuffix(strings.TrimPrefix(m[0], "Untap "), "."), true
}

// explainUntapsNoTarget says, for each ability of player's permanents
// that untapsNoTarget reads, that it is left out.
func (w *world) explainUntapsNoTarget(player string, e *explainer) {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindActivated || !w.untapsNoTarget(a, p) {
				continue
			}
			if untaps, _ := untapsOf(a, p); !untaps {
				continue
			}
			_, _, phrase, _ := untapTargetOf(a)
			e.step(Possessive(p.name)+" ability “"+a.Text+"” needs a target (“"+phrase+"”), and no permanent on the battlefield can be one, so it can't be activated and untaps nothing here", "601.2c", "602.2b", "115.1")
		}
	}
}

// untapsSomething reports whether q has an activated ability, other than a
// mana ability, that untaps a permanent.
func untapsSomething(q *perm) bool {
	for _, a := range q.abilities {
		if a.Kind != KindActivated {
			continue
		}
		if untaps, _ := untapsOf(a, q); untaps {
			return true
		}
	}
	return false
}

// untapKey marks the group of an untapper's uses.
const untapKey = "untap:"

// addUntappers adds the uses of the untappers player can activate now,
// whose uses are the uses of the permanents each can target made again
// (see reUntapTarget); groupOf gives each permanent's group, -1 for none.
// An untapper that is also a mana source (Wirewood Lodge's "{T}: Add
// {C}.") taps itself for either, so its untapping uses join the uses of
// its group; one that is not gets a group of its own, of equal ones. It
// says why the engine can't rule where untapping can do more than that:
// an untapper that can target another permanent that untaps (a chain), a
// permanent whose mana ability can't simply be activated again (it
// sacrifices it, removes counters, or untaps it), or an untapper with a
// mana ability it can use without tapping.
func (w *world) addUntappers(ctx context.Context, player string, card *catalog.Card, forMax bool, e *explainer, out *paySources, groupOf []int) string {
	byKey := newGroupIndex(0)
	joined := map[int]bool{}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			t, ok := untapperOf(a)
			if !ok {
				continue
			}
			l := w.canActivate(p, a)
			if !l.ok {
				continue
			}
			if l.unknown != "" && !l.perTurn {
				// Pithing Needle with no name written: whether the
				// untap, no mana ability, can be activated is not known.
				// The ways without it pay; a "no" and the most mana
				// can't be said.
				if forMax {
					return l.unknown
				}
				if out.untapUnread == "" {
					out.untapUnread = l.unknown
				}
				continue
			}
			unknown := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps a permanent so that it can make mana again, and the engine does not work out activating it before paying"
			own := -1
			if w.makesManaNow(p) {
				if why := untapperManaUnread(p, a); why != "" {
					return unknown + ": " + why
				}
				own = groupOf[p.i]
			}
			var uses []payUse
			for _, q := range w.perms {
				if q.Controller != player || q == p {
					// Untapping itself, an untapper only undoes the {T}
					// of its own cost: nothing is made again.
					continue
				}
				ok, why := t.matches(q, p)
				if why != "" {
					return unknown + ": " + why
				}
				if !ok {
					continue
				}
				if untapsSomething(q) {
					return unknown + ": it can untap " + q.name + ", which untaps permanents too"
				}
				gi := groupOf[q.i]
				again, why := w.usesAgain(ctx, q, gi, card, forMax, out, unknown)
				if why != "" {
					return why
				}
				for ui, u := range again {
					c := untapUse(u, q, p, t.cost)
					// again is 1 + the group made again, 0 for a permanent
					// tapped before the question, which has none.
					c.again, c.againUse = gi+1, ui
					if i := slices.IndexFunc(uses, func(v payUse) bool { return v.action == c.action && v.made == c.made && v.pool == c.pool }); i >= 0 {
						if uses[i].again == 0 {
							uses[i].again, uses[i].againUse = c.again, c.againUse
						}
						continue
					}
					uses = append(uses, c)
				}
			}
			if len(uses) == 0 {
				continue
			}
			step := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d is not a mana ability, since it has a target, so it can't be activated while the cost is paid; but it can be activated before, and the mana already made stays in the mana pool: each activation lets a permanent it untaps be tapped for mana once more"
			rules := []string{"605.1a", "601.2g", "106.4"}
			if t.cost != nil {
				step += "; its " + t.cost.String() + " is paid with mana made before, which empties from the pool only at the end of the step or phase, so the mana made before and after the untap can all pay the cost"
				rules = append(rules, "602.2b", "500.5")
			}
			if own >= 0 {
				step += "; tapping " + p.name + " is part of that ability's cost, so it either makes its own mana or untaps another permanent"
			}
			e.step(step, rules...)
			out.untappers = true
			out.joinUses(own, joined, p.name, untapKey, uses, &byKey)
		}
	}
	return w.addTapCostUntaps(ctx, player, card, forMax, e, out, groupOf)
}

// allyUntaps says why the engine can't say "no" to a cost, or give the
// most mana, where, in Two-Headed Giant, a teammate's ability that untaps
// a target permanent (Ley Druid's) can untap one of player's: the
// teammate may activate it before the cost is paid, as teams have
// priority, not players (CR 805.5), and the mana player's permanent makes
// once more is not worked out; "" where there is none. The ways found
// without it still pay.
func (w *world) allyUntaps(player string) string {
	if w.b.Format != Format2HG {
		return ""
	}
	for _, p := range w.perms {
		if p.Controller == player || w.b.opponents(p.Controller, player) {
			continue
		}
		for _, a := range p.abilities {
			t, ok := untapperOf(a)
			if !ok || !w.canActivate(p, a).ok {
				continue
			}
			for _, q := range w.perms {
				if q.Controller != player {
					continue
				}
				if ok, why := t.matches(q, p); ok || why != "" {
					return fmt.Sprintf("%s teammate %s controls %s, whose ability \u201c%s\u201d can untap %s before the cost is paid, as teams have priority, not players (CR 805.5, 605.3a), and the engine does not work out a teammate's actions", PlayerPossessive(player), p.Controller, p.name, a.Text, q.name)
				}
			}
		}
	}
	return ""
}

// usesAgain gives the uses of permanent q, of group gi (-1 for none),
// that an untap lets it make again: its group's, or for a permanent
// tapped before the question, those it would have untapped. why, where
// not empty, is why the engine can't rule: a tapped q's uses are not
// known, or one of its uses can't simply be made again once it is
// untapped (it sacrifices q, removes counters or untaps), said after
// unknown, the untapper's own reason.
func (w *world) usesAgain(ctx context.Context, q *perm, gi int, card *catalog.Card, forMax bool, out *paySources, unknown string) (again []payUse, why string) {
	if why := stunned(q); why != "" {
		return nil, unknown + ": " + why
	}
	if a := countersChangeUse(q); a != nil {
		return nil, unknown + ": " + Possessive(q.name) + " ability \u201c" + a.Text + "\u201d changes the counters on it that its mana reads, and what " + q.name + " makes once it is untapped and tapped again, with the counters the first use left, is not worked out"
	}
	switch {
	case gi >= 0:
		again = out.groups[gi].uses
	case q.Tapped:
		// What restricts its mana's spending counts as it does for an
		// untapped source: without card: a "no" can't be said where
		// that mana may pay (restricted, spendOnly, notHere).
		var seen paySources
		if again, why = w.usesUntappedInto(ctx, q, card, forMax, &seen); why != "" {
			return nil, why
		}
		out.restricted = appendMissing(out.restricted, seen.restricted)
		out.spendOnly = appendMissing(out.spendOnly, seen.spendOnly)
		out.notHere = appendMissing(out.notHere, seen.notHere)
	}
	for _, u := range again {
		if sacrificesItself(&u) || strings.Contains(u.action, "remove ") || strings.Contains(u.action, "untap ") {
			return nil, unknown + ": " + q.name + " used as \u201c" + u.action + "\u201d can't simply be used again once it is untapped"
		}
	}
	return again, ""
}

// appendMissing is dst with each of src that it does not hold yet.
func appendMissing(dst, src []string) []string {
	for _, x := range src {
		if !slices.Contains(dst, x) {
			dst = append(dst, x)
		}
	}
	return dst
}

// rePutsCounter is an effect that puts a counter on its own permanent
// ("Put a storage counter on this", "Put a brick counter on Pyramid of
// the Pantheon").
var rePutsCounter = regexp.MustCompile(`(?i)\bput (?:a|an|one|two|three|\w+) ([a-z+/\-0-9]+) counters? on\b`)

// countersChangeUse is q's ability whose use, made again after an untap,
// would not be the same use: a mana ability with {T} whose cost removes
// counters (a second use finds fewer: Gemstone Mine, a storage land, a
// Mana Battery), or an activated ability that puts on q counters of a
// kind one of its mana abilities reads (a storage land's "{T}: Put a
// storage counter on this" before an untap, Pyramid of the Pantheon's
// brick counter). nil where none: the counters its mana reads are the
// same for every use (Everflowing Chalice, Gyre Sage), or none.
func countersChangeUse(q *perm) *Ability {
	reads := func(kind string) bool {
		for _, m := range q.abilities {
			// Its own putting is no reading (Land Cap's depletion
			// counter).
			if m.Kind == KindMana && (m.Cost.RemoveKind == kind || strings.Contains(strings.ToLower(rePutsCounter.ReplaceAllString(m.Text, "")), kind+" counter")) {
				return true
			}
		}
		return false
	}
	for _, a := range q.abilities {
		if a.Kind == KindMana && a.Cost.Tap && a.Cost.RemoveKind != "" {
			return a
		}
		if a.Kind != KindMana && a.Kind != KindActivated {
			continue
		}
		for _, m := range rePutsCounter.FindAllStringSubmatch(a.Text, -1) {
			if reads(strings.ToLower(m[1])) {
				return a
			}
		}
	}
	return nil
}

// untapUse is use u of q made again by p's untapper, which costs cost
// (nil for none): the source shown is q, its ability the mana ability
// used; the action says how it is untapped, and what the untap costs is
// part of the use's cost, paid with the mana made before it (601.2g–h).
func untapUse(u payUse, q, p *perm, cost *ManaCost) payUse {
	c := u
	c.shown = nil
	c.card = q.name
	c.action = "untap " + q.name + " with " + p.name + ", then " + u.action
	if cost == nil {
		return c
	}
	c.paid = true
	c.untapCost = cost
	c.action = "untap " + q.name + " with " + p.name + ", paying " + cost.String() + ", then " + u.action
	total := ManaCost{Generic: cost.Generic, Symbols: slices.Clone(cost.Symbols)}
	if u.cost != nil {
		total.Generic += u.cost.Generic
		total.X += u.cost.X
		total.Symbols = append(total.Symbols, u.cost.Symbols...)
	}
	c.cost = &total
	c.events = append([]string{PlayerDoes(p.Controller, "pays") + " " + cost.String()}, u.events...)
	return c
}

// untapperManaUnread says why the engine does not read untapper a of p,
// which can also make mana now, beside p's mana abilities ("" when it
// does): each of those must have {T} in its cost, so that p is used for
// its mana or for a once, and p must have no other ability that untaps.
func untapperManaUnread(p *perm, a *Ability) string {
	for _, b := range p.abilities {
		switch {
		case b.Kind == KindMana && !b.Cost.Tap:
			return p.name + " can also make mana without tapping"
		case b != a && b.Kind == KindActivated:
			if untaps, _ := untapsOf(b, p); untaps {
				return p.name + " has another ability that untaps"
			}
		}
	}
	return ""
}

// normalized is the picks of a way with each use of an untapper that
// makes a permanent's mana again turned into that permanent's own use
// where one of its group is left unused: untapping a permanent that was
// not tapped for mana first adds nothing (a Forest tapped once, not an
// Arbor Elf untapping an untapped Forest). An untap that costs mana is
// not turned: the way pays for it, and is one that can be done as
// written. It is picks itself when there is nothing to turn.
func (src *paySources) normalized(picks []payPick) []payPick {
	if !src.untappers {
		return picks
	}
	used := map[int]int{}
	for _, pk := range picks {
		used[pk.group] += pk.count
	}
	var out []payPick
	changed := false
	for _, pk := range picks {
		u := &src.groups[pk.group].uses[pk.use]
		if u.again == 0 || u.paid {
			// An untap that costs mana is kept as it is: targeting a
			// permanent not tapped before is legal, and the mana paid
			// for it is part of the way.
			out = append(out, pk)
			continue
		}
		g := u.again - 1
		turn := min(src.groups[g].count-used[g], pk.count)
		if turn <= 0 {
			out = append(out, pk)
			continue
		}
		changed = true
		used[g] += turn
		if pk.count > turn {
			rest := pk
			rest.count -= turn
			out = append(out, rest)
		}
		if i := slices.IndexFunc(out, func(o payPick) bool { return o.group == g && o.use == u.againUse }); i >= 0 {
			out[i].count += turn
			continue
		}
		out = append(out, payPick{group: g, use: u.againUse, count: turn, alts: []int{u.againUse}})
	}
	if !changed {
		return picks
	}
	slices.SortStableFunc(out, func(a, b payPick) int {
		if a.group != b.group {
			return a.group - b.group
		}
		return a.use - b.use
	})
	return out
}

// untapsLast is picks with the uses that untap a permanent and tap it
// again after the others, in their order: a way is written in an order it
// can be done in, each permanent tapped before it is untapped. An
// untapper's own group is last already; one that makes mana too holds its
// untapping uses in its group of mana sources (addUntappers). A use that
// untaps a permanent tapped before the question stays where it is, and
// one that untaps only permanents whose uses cost no mana comes before
// the first use that does: the mana it makes may pay a Signet's {1}
// listed after it (CR 605.3a).
func (src *paySources) untapsLast(picks []payPick) []payPick {
	if !src.untappers {
		return picks
	}
	again := func(pk payPick) bool {
		u := &src.groups[pk.group].uses[pk.use]
		return u.card != "" && u.again != 0
	}
	costed := func(pk payPick) bool { return src.groups[pk.group].uses[pk.use].cost != nil }
	first := slices.IndexFunc(picks, costed)
	if first < 0 || !slices.ContainsFunc(picks, again) {
		return picksLast(picks, again)
	}
	picks, first = src.untapsSwapped(picks, first, again)
	// targets are the groups of the permanents pk may untap.
	targets := func(pk payPick) []int {
		g := []int{src.groups[pk.group].uses[pk.use].again - 1}
		for _, ui := range pk.alts {
			g = append(g, src.groups[pk.group].uses[ui].again-1)
		}
		return g
	}
	// usedFrom: a permanent of a group in gs is used, not by an untap,
	// from picks[i] on.
	usedFrom := func(i int, gs []int) bool {
		return slices.ContainsFunc(picks[i:], func(o payPick) bool { return slices.Contains(gs, o.group) && !again(o) })
	}
	// early: an untap that makes mana costing nothing, of permanents each
	// used only before first, or not at all but for this untap.
	early := func(pk payPick) bool {
		return !costed(pk) && !usedFrom(first, targets(pk))
	}
	// kept: an untap whose mana ability costs mana, in the order the
	// search found, with no use of a permanent it may untap after it.
	kept := func(i int) bool {
		return i >= first && costed(picks[i]) && !usedFrom(i+1, targets(picks[i]))
	}
	out := make([]payPick, 0, len(picks))
	for _, pk := range picks[:first] {
		if !again(pk) {
			out = append(out, pk)
		}
	}
	for i, pk := range picks {
		if again(pk) && !kept(i) && early(pk) {
			out = append(out, pk)
		}
	}
	for i, pk := range picks[first:] {
		if !again(pk) || kept(first+i) {
			out = append(out, pk)
		}
	}
	for i, pk := range picks {
		if !again(pk) || kept(i) || early(pk) {
			continue
		}
		if costed(pk) {
			out = append(out, pk)
			continue
		}
		// An untap that makes mana costing nothing, of permanents used
		// for mana that costs mana too: right after the first use of
		// the last of them, so that its mana is there as soon as each
		// alternative can be.
		at := -1
		for _, g := range targets(pk) {
			at = max(at, slices.IndexFunc(out, func(o payPick) bool { return o.group == g && !again(o) }))
		}
		out = slices.Insert(out, at+1, pk)
	}
	return out
}

// untapsSwapped is picks where an untap that makes mana costing nothing
// ("untap Wooded Bastion with Ley Druid, then tap Wooded Bastion for
// {C}") is of a permanent whose other use costs mana ("pay {G/W}, tap
// Wooded Bastion for {G}{G}"): the two trade places, so that the mana
// costing nothing is made first, where it may pay a cost listed after it,
// and the use that costs mana comes with the untap, in its place among
// picks from first on, which cost mana. Where both cost mana and the
// untap comes first, the untap goes with the later of the two. first is
// where the picks that cost mana begin after.
func (src *paySources) untapsSwapped(picks []payPick, first int, again func(payPick) bool) ([]payPick, int) {
	var out, plain []payPick
	for i, pk := range picks {
		if !again(pk) || pk.count != 1 {
			continue
		}
		u := &src.groups[pk.group].uses[pk.use]
		if u.paid || len(pk.alts) > 1 {
			// Of alternatives, none is chosen here: each is a way.
			continue
		}
		g := u.again - 1
		t := slices.IndexFunc(picks, func(o payPick) bool { return o.group == g && !again(o) })
		if t < first || picks[t].count != 1 || u.cost != nil && t < i ||
			out != nil && (out[t].group != picks[t].group || out[t].use != picks[t].use) {
			// Not a use that already traded places with another untap.
			continue
		}
		swapped := src.untapOf(pk.group, picks[t], u.card)
		if swapped.count == 0 {
			continue
		}
		if out == nil {
			out = slices.Clone(picks)
		}
		out[t] = swapped
		if u.cost != nil {
			out[i] = payPick{group: g, use: u.againUse, count: 1}
			continue
		}
		plain = append(plain, payPick{group: g, use: u.againUse, count: 1})
		out[i] = payPick{group: -1}
	}
	if out == nil {
		return picks, first
	}
	out = slices.Insert(out, first, plain...)
	out = slices.DeleteFunc(out, func(pk payPick) bool { return pk.group < 0 })
	return out, slices.IndexFunc(out, func(pk payPick) bool { return src.groups[pk.group].uses[pk.use].cost != nil })
}

// altsApart is way written as several, where an untap's alternatives
// ("untap Wooded Bastion …, then tap it for {C} or untap Flooded Grove
// …") can't all be written in one order: an untap that makes mana costing
// nothing, of a permanent whose other use in the way costs mana, is
// written before that use with the two trading places (untapsSwapped),
// and an untap of any other permanent before the first use that costs
// mana. Each alternative of the first kind is then a way of its own, and
// those of the second kind one way together. nil where way needs no
// parting (the usual case).
func (src *paySources) altsApart(way payWay) []payWay {
	if !src.untappers || src.split || len(way.costOrder) == 0 {
		return nil
	}
	for j, pk := range way.picks {
		uses := src.groups[pk.group].uses
		if len(pk.alts) < 2 || uses[pk.use].card == "" {
			continue
		}
		var plain, paid []int
		for _, ui := range pk.alts {
			u := &uses[ui]
			g := u.again - 1
			if u.cost != nil || u.paid {
				return nil
			}
			if slices.ContainsFunc(way.picks, func(o payPick) bool {
				v := &src.groups[o.group].uses[o.use]
				return o.group == g && v.cost != nil && v.again == 0
			}) {
				paid = append(paid, ui)
			} else {
				plain = append(plain, ui)
			}
		}
		if len(paid) == 0 {
			continue
		}
		var out []payWay
		part := func(alts []int) {
			w := way
			w.picks = slices.Clone(way.picks)
			w.picks[j].use, w.picks[j].alts = alts[0], alts
			out = append(out, w)
		}
		if len(plain) > 0 {
			part(plain)
		}
		for _, ui := range paid {
			part([]int{ui})
		}
		return out
	}
	return nil
}

// untapOf is the pick of untapper group gi that untaps card, the
// permanent of pick pk, and makes again what pk makes, each of pk's
// alternatives too; count 0 where the group has no such use.
func (src *paySources) untapOf(gi int, pk payPick, card string) payPick {
	uses := src.groups[gi].uses
	find := func(use int) int {
		return slices.IndexFunc(uses, func(v payUse) bool { return v.again == pk.group+1 && v.againUse == use && v.card == card })
	}
	out := payPick{use: find(pk.use), group: gi, count: 1}
	if out.use < 0 {
		return payPick{}
	}
	for _, a := range pk.alts {
		k := find(a)
		if k < 0 {
			return payPick{}
		}
		out.alts = append(out.alts, k)
	}
	return out
}

// picksLast is picks (a way's picks, or its events) with those last
// reports true of after the others, each list in its order; picks itself
// where there are none.
func picksLast[T any](picks []T, last func(T) bool) []T {
	if !slices.ContainsFunc(picks, last) {
		return picks
	}
	out := make([]T, 0, len(picks))
	for _, pk := range picks {
		if !last(pk) {
			out = append(out, pk)
		}
	}
	for _, pk := range picks {
		if last(pk) {
			out = append(out, pk)
		}
	}
	return out
}

// tapCostUntapOf reads ability a of p as one whose whole cost is tapping
// one untapped permanent of a type its controller controls, and whose
// effect untaps one target permanent (Earthcraft's "Tap an untapped
// creature you control: Untap target basic land.") or p itself; self
// says which. ok is false when it is not one.
func tapCostUntapOf(a *Ability, p *perm) (t untapTarget, self, ok bool) {
	if a.Kind != KindActivated || !a.Understood {
		return untapTarget{}, false, false
	}
	c := a.Cost
	if c.TapUntapped != 1 || c.TapType == "" {
		return untapTarget{}, false, false
	}
	c.TapUntapped, c.TapType = 0, ""
	if c != (Cost{}) {
		return untapTarget{}, false, false
	}
	if untaps, s := untapsOf(a, p); untaps && s {
		return untapTarget{}, true, true
	}
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return untapTarget{}, false, false
	}
	m := reUntapTarget.FindStringSubmatch(strings.TrimSpace(effect))
	if m == nil {
		return untapTarget{}, false, false
	}
	return untapTargetOfMatch(m), false, true
}

// addTapCostUntaps adds the uses of the abilities tapCostUntapOf reads
// that player can activate now. Such an ability is not a mana ability
// (it has a target, or adds no mana: CR 605.1a), so it is activated
// before paying, the mana made first staying in the pool (106.4); each
// activation taps one untapped permanent of the type it names, which
// need not have been under its controller's control since the turn
// began (302.6 stops only a creature's own {T} abilities), and lets the
// permanent it untaps be tapped for mana once more. Each use is a use of
// the permanent tapped for the cost: it joins that permanent's group of
// mana sources, as either is done by tapping it, or makes a group of its
// own. Where the engine does not read the uses so, it says why: another
// ability that untaps beside it (one may untap what the other tapped), a
// permanent that may be both tapped for the cost and untapped, or one
// tapped for the cost with a mana ability that needs no {T}.
func (w *world) addTapCostUntaps(ctx context.Context, player string, card *catalog.Card, forMax bool, e *explainer, out *paySources, groupOf []int) string {
	type tapCost struct {
		p    *perm
		a    *Ability
		t    untapTarget
		self bool
	}
	var abilities []tapCost
	var other string
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindActivated || !w.canActivate(p, a).ok {
				continue
			}
			if t, self, ok := tapCostUntapOf(a, p); ok {
				abilities = append(abilities, tapCost{p, a, t, self})
				continue
			}
			if untaps, _ := untapsOf(a, p); untaps && !w.untapsNoTarget(a, p) && other == "" {
				other = Possessive(p.name) + " ability \u201c" + a.Text + "\u201d"
			}
		}
	}
	if len(abilities) == 0 {
		return ""
	}
	first := abilities[0]
	unknown := Possessive(first.p.name) + " ability \u201c" + first.a.Text + "\u201d untaps a permanent so that it can make mana again, and the engine does not work out activating it before paying"
	if other != "" {
		return unknown + " beside " + other + ", which untaps too"
	}
	byPayer := map[int][]payUse{}
	for _, tc := range abilities {
		var targets []*perm
		for _, q := range w.perms {
			if q.Controller != player {
				continue
			}
			if tc.self {
				if q == tc.p {
					targets = append(targets, q)
				}
				continue
			}
			ok, why := tc.t.matches(q, tc.p)
			if why != "" {
				return unknown + ": " + why
			}
			if ok {
				targets = append(targets, q)
			}
		}
		used := false
		for _, x := range w.perms {
			if x.Controller != player || x.Tapped || !isA(x, tc.a.Cost.TapType) {
				continue
			}
			if slices.Contains(targets, x) {
				return unknown + ": " + x.name + " may be both tapped for its cost and untapped"
			}
			for _, b := range x.abilities {
				if b.Kind == KindMana && !b.Cost.Tap {
					return unknown + ": " + x.name + ", tapped for its cost, can also make mana without tapping"
				}
			}
			for _, q := range targets {
				gi := groupOf[q.i]
				again, why := w.usesAgain(ctx, q, gi, card, forMax, out, unknown)
				if why != "" {
					return why
				}
				for ui, u := range again {
					c := u
					c.shown = nil
					c.card = q.name
					with := tc.p.name
					if q == tc.p {
						with = "its own ability"
					}
					c.action = "untap " + q.name + " with " + with + ", tapping " + x.name + ", then " + u.action
					c.events = append([]string{PlayerDoes(player, "taps") + " " + x.name}, u.events...)
					c.again, c.againUse = gi+1, ui
					if slices.ContainsFunc(byPayer[x.i], func(v payUse) bool { return v.action == c.action }) {
						continue
					}
					byPayer[x.i] = append(byPayer[x.i], c)
					used = true
				}
			}
		}
		if !used {
			continue
		}
		why := "it has a target"
		if tc.self {
			why = "it adds no mana"
		}
		e.step(Possessive(tc.p.name)+" ability \u201c"+tc.a.Text+"\u201d is not a mana ability, since "+why+", so it can't be activated while the cost is paid; but it can be activated before, and the mana already made stays in the mana pool: each activation taps an untapped "+strings.ToLower(tc.a.Cost.TapType)+", which need not have been under "+theirFor(player)+" control since the turn began, and lets a permanent it untaps be tapped for mana once more", "605.1a", "602.2b", "106.4", "302.6")
		out.untappers = true
	}
	byKey := newGroupIndex(0)
	joined := map[int]bool{}
	for _, x := range w.perms {
		uses := byPayer[x.i]
		if len(uses) == 0 {
			continue
		}
		out.joinUses(groupOf[x.i], joined, x.name, untapKey, uses, &byKey)
	}
	return ""
}
