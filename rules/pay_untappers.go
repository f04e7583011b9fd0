package rules

import (
	"context"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// An untapper is an activated ability whose whole cost is {T} and whose
// effect untaps one target permanent: Arbor Elf's "{T}: Untap target
// Forest.", Voyaging Satyr's "{T}: Untap target land.", Kiora's
// Follower's "{T}: Untap another target permanent.". It is not a mana
// ability (it has a target, CR 605.1a), so it is not activated while a
// cost is paid (601.2g); but it can be activated before, and the mana made
// first stays in the mana pool (106.4). Each activation lets one permanent
// the player controls that it can target be tapped for mana once more: a
// permanent tapped for mana, untapped, tapped again; or one tapped before
// the question, untapped and tapped. In the search it is a source whose
// uses are the uses of the permanents it can target, made a second time.
var reUntapTarget = regexp.MustCompile(`^Untap (another )?target (basic )?([A-Za-z]+)( you control)?\.$`)

// untapTarget is what an untapper can target.
type untapTarget struct {
	another, basic bool
	// word is "land", "creature", "artifact", "enchantment",
	// "permanent" or a subtype as printed ("Forest").
	word string
}

// untapperOf reads ability a as an untapper; ok is false when it is not
// one.
func untapperOf(a *Ability) (untapTarget, bool) {
	if a.Kind != KindActivated || a.Cost != (Cost{Tap: true}) {
		return untapTarget{}, false
	}
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return untapTarget{}, false
	}
	m := reUntapTarget.FindStringSubmatch(strings.TrimSpace(effect))
	if m == nil {
		return untapTarget{}, false
	}
	return untapTarget{another: m[1] != "", basic: m[2] != "", word: m[3]}, true
}

// matches reports whether q can be the target of p's untapper.
func (t untapTarget) matches(q, p *perm) bool {
	if t.another && q == p || t.basic && !q.hasSuper("Basic") {
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

// addUntappers adds a group for the untappers player can activate now, of
// equal ones, whose uses are the uses of the permanents each can target
// made again (see reUntapTarget); groupOf gives each permanent's group, -1
// for none. It says why the engine can't rule where untapping can do
// more than that: an untapper that can target another permanent that
// untaps (a chain), or a permanent whose mana ability can't simply be
// activated again (it sacrifices it, removes counters, or untaps it).
func (w *world) addUntappers(ctx context.Context, player string, card *catalog.Card, forMax bool, e *explainer, out *paySources, groupOf []int) string {
	byKey := newGroupIndex(0)
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			t, ok := untapperOf(a)
			if !ok || !w.canActivate(p, a).ok {
				continue
			}
			unknown := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps a permanent so that it can make mana again, and the engine does not work out activating it before paying"
			if w.makesManaNow(p) {
				return unknown + ": " + p.name + " can also be tapped for mana"
			}
			var uses []payUse
			for _, q := range w.perms {
				if q.Controller != player || !t.matches(q, p) {
					continue
				}
				if q != p && untapsSomething(q) {
					return unknown + ": it can untap " + q.name + ", which untaps permanents too"
				}
				gi := groupOf[q.i]
				var again []payUse
				switch {
				case gi >= 0:
					again = out.groups[gi].uses
				case q.Tapped:
					var why string
					if again, why = w.usesUntapped(ctx, q, card, forMax); why != "" {
						return why
					}
				}
				for ui, u := range again {
					if sacrificesItself(u) || strings.Contains(u.action, "remove ") || strings.Contains(u.action, "untap ") {
						return unknown + ": " + q.name + " used as \u201c" + u.action + "\u201d can't simply be used again once it is untapped"
					}
					// The source shown is the permanent that makes the
					// mana again, its ability the mana ability used; the
					// action says how it is untapped.
					c := u
					c.shown = nil
					c.card = q.name
					c.action = "untap " + q.name + " with " + p.name + ", then " + u.action
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
			e.step(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d is not a mana ability, since it has a target, so it can't be activated while the cost is paid; but it can be activated before, and the mana already made stays in the mana pool: each activation lets a permanent it untaps be tapped for mana once more", "605.1a", "601.2g", "106.4")
			out.untappers = true
			out.addGroup(p.name, untapKey, uses, &byKey)
		}
	}
	return ""
}

// normalized is the picks of a way with each use of an untapper that
// makes a permanent's mana again turned into that permanent's own use
// where one of its group is left unused: untapping a permanent that was
// not tapped for mana first adds nothing (a Forest tapped once, not an
// Arbor Elf untapping an untapped Forest). It is picks itself when there
// is nothing to turn.
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
		if u.again == 0 {
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
