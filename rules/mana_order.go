package rules

import (
	"fmt"
	"regexp"
)

// A mana ability that counts permanents as it resolves (608.2h) makes
// the same mana whichever of its controller's other mana abilities are
// activated with it, unless one of them removes a permanent it counts
// from the battlefield or changes a power it reads: then the order in
// which they are activated changes its mana, and the pay and mana
// questions, which take each source's mana as the board gives it, do not
// work that order out (orderMatters).

// rePutCounterRider is a mana ability's rider that puts a counter on its
// permanent ("Put a +1/+1 counter on this.").
var rePutCounterRider = regexp.MustCompile(`^Put an? ([+\-0-9/a-z]+) counter on this\.$`)

// touches says what activating mana ability b of q does to permanent r
// besides tapping it: whether it may remove r from the battlefield (a
// cost or rider that sacrifices it or returns it to a hand) and whether it
// may change r's power (a power and toughness counter put on or removed
// from it).
func touches(q *perm, b *Ability, r *perm) (leaves, power bool) {
	c := b.Cost
	mine := r.Controller == q.Controller
	switch {
	case r == q && (c.Sacrifice == "this" || c.ReturnToHand):
		leaves = true
	case c.Sacrifice != "" && c.Sacrifice != "this" && mine && isA(r, c.Sacrifice):
		leaves = true
	case c.SacrificeX != "" && mine && isA(r, c.SacrificeX):
		leaves = true
	}
	if r != q {
		return leaves, false
	}
	kinds := []string{c.PutCounter, c.RemoveKind}
	if b.Mana != nil {
		for _, rd := range b.Mana.Riders {
			if reSacRider.MatchString(rd) {
				leaves = true
			}
			if m := rePutCounterRider.FindStringSubmatch(rd); m != nil {
				kinds = append(kinds, m[1])
			}
		}
	}
	for _, k := range kinds {
		if m := rePTCounter.FindStringSubmatch(k); m != nil && m[1] != "+0" && m[1] != "-0" {
			power = true
		}
	}
	return leaves, power
}

// countReads is what mana ability a of p reads of a permanent as it
// resolves, for the abilities orderMatters weighs: whether r's leaving
// the battlefield, and whether a change of r's power, may change a's
// mana. ok is false for an ability it does not weigh.
func (w *world) countReads(p *perm, a *Ability) (reads func(r *perm) (leaving, power bool), ok bool) {
	m := a.Mana
	if a.Kind != KindMana || m == nil || m.Count == nil {
		return nil, false
	}
	c := m.Count
	if !(m.Kind == ManaCombination && m.Amount == 0) && c.Keyword == "" {
		// The counts of "for each" and "X mana of any one color" are
		// taken as the board gives them.
		return nil, false
	}
	switch {
	case c.Type != "":
		return func(r *perm) (bool, bool) {
			counted := (c.All || r.Controller == p.Controller) && isA(r, c.Type) && (c.Keyword == "" || hasKeyword(r, c.Keyword))
			return counted, false
		}, true
	case c.LandTypes:
		return func(r *perm) (bool, bool) {
			if r.Controller != p.Controller || !r.is("Land") {
				return false, false
			}
			for _, t := range basicLandTypes {
				if r.hasSub(t) {
					return true, false
				}
			}
			return false, false
		}, true
	}
	return nil, false
}

// orderMatters says why the pay and mana questions can't use ability a of
// p: another mana ability of its controller's permanents removes from the
// battlefield, or changes the power of, a permanent a reads as it
// resolves, so which is activated first changes a's mana (608.2h,
// 605.3a). "" when none does, or a reads no permanent.
func (w *world) orderMatters(p *perm, a *Ability) string {
	reads, ok := w.countReads(p, a)
	if !ok {
		return ""
	}
	for _, q := range w.perms {
		if q.Controller != p.Controller {
			continue
		}
		for _, b := range q.abilities {
			if b == a || b.Kind != KindMana {
				continue
			}
			for _, r := range w.perms {
				leaves, power := touches(q, b, r)
				if !leaves && !power {
					continue
				}
				readLeaving, readPower := reads(r)
				what := ""
				switch {
				case leaves && readLeaving:
					what = "may remove " + r.name + " from the battlefield"
				case power && readPower:
					what = "changes the power of " + r.name
				default:
					continue
				}
				return fmt.Sprintf("%s ability \u201c%s\u201d %s, which %s ability \u201c%s\u201d reads as it resolves, so which is activated first changes the mana %s makes; the engine does not work out that order (CR 608.2h, 605.3a)",
					Possessive(q.name), b.Text, what, Possessive(p.name), a.Text, p.name)
			}
		}
	}
	return ""
}
