package rules

import (
	"fmt"
	"regexp"
	"slices"
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
	if kind, _, ok := eachCounterTemplate(b); ok {
		// Activated once for each counter (eachCounterAsX), removing the
		// last may leave a creature with toughness 0 (Workhorse): with
		// priority, state-based actions then put it into its owner's
		// graveyard (704.5f, 117.5).
		if t, ok := toughnessRemoving(q, kind, q.counters(kind)); ok && t <= 0 {
			leaves = true
		}
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

// countChanged is a permanent whose leaving the battlefield (those
// in gone) or change of power (those in shrunk) may change what mana
// ability a of p counts as it resolves, for the abilities orderMatters
// weighs; nil for none. ok is false for an ability it does not weigh.
func (w *world) countChanged(p *perm, a *Ability, gone, shrunk map[*perm]bool) (changed *perm, ok bool) {
	m := a.Mana
	if pr := a.Restriction.Power; pr != nil && a.Kind == KindMana && a.Cost.Mana != "" {
		// Its restriction on power is checked as it is activated, after
		// its mana cost's mana is made (602.2b, 601.2g).
		for _, q := range w.perms {
			if q.Controller == p.Controller && q.is("Creature") && (pr.Of != "this" || q == p) && (gone[q] || shrunk[q]) {
				return q, true
			}
		}
		if m == nil || m.Count == nil {
			return nil, true
		}
	}
	costed := a.Kind == KindMana && m != nil && a.Cost.Mana != "" && (m.Devotion || m.Count != nil && m.Count.Type != "")
	if costed {
		// Its mana cost is paid with mana its controller's other mana
		// abilities make as it is paid, so before it resolves (601.2g-h,
		// 602.2b): a permanent sacrificed for that mana is gone when it
		// counts (Generator Servant paying Nykthos's {2}, Dwarven Ruins
		// under Urborg paying Cabal Coffers'), where another order keeps
		// it.
		for _, r := range w.perms {
			if !gone[r] {
				continue
			}
			if m.Devotion && r.Controller == p.Controller && devotionAmong([]*perm{r}, p.Controller, []Color{White, Blue, Black, Red, Green}) > 0 {
				return r, true
			}
			if c := m.Count; c != nil && c.Type != "" && (c.All || r.Controller == p.Controller) && isA(r, c.Type) && (c.Keyword == "" || hasKeyword(r, c.Keyword)) {
				return r, true
			}
		}
	}
	if a.Kind != KindMana || m == nil || m.Count == nil {
		return nil, costed
	}
	c := m.Count
	if !(m.Kind == ManaCombination && m.Amount == 0) && c.Keyword == "" && !c.LandTypes && !c.GreatestPower {
		// The counts of "for each" and "X mana of any one color" of
		// permanents of a type and of counters are taken as the board
		// gives them, but for a permanent gone as its cost is paid.
		return nil, costed
	}
	mine := func(q *perm, t string) bool { return q.Controller == p.Controller && q.is(t) }
	switch {
	case c.Type != "":
		for _, r := range w.perms {
			if gone[r] && (c.All || r.Controller == p.Controller) && isA(r, c.Type) && (c.Keyword == "" || hasKeyword(r, c.Keyword)) {
				return r, true
			}
		}
	case c.GreatestPower:
		// Any change of a power may change the greatest; leaving lowers
		// it where no creature that stays has it.
		most, stays := 0, 0
		var who *perm
		first, firstStays := true, true
		for _, q := range w.perms {
			if !mine(q, "Creature") {
				continue
			}
			if shrunk[q] {
				return q, true
			}
			_, n, _ := q.powers()
			if first || n > most {
				most, first = n, false
			}
			if gone[q] {
				if who == nil {
					who = q
				}
				continue
			}
			if firstStays || n > stays {
				stays, firstStays = n, false
			}
		}
		if who != nil && (firstStays || stays < most) {
			return who, true
		}
	case c.LandTypes:
		// Leaving lowers the count where no land that stays has a basic
		// land type the lands have now.
		for _, t := range basicLandTypes {
			had, kept := false, false
			var who *perm
			for _, q := range w.perms {
				if !mine(q, "Land") || !q.hasSub(t) {
					continue
				}
				had = true
				if gone[q] {
					who = q
				} else {
					kept = true
				}
			}
			if had && !kept {
				return who, true
			}
		}
	}
	return nil, true
}

// orderMatters says why the pay and mana questions can't use ability a of
// p: another mana ability of its controller's permanents removes from the
// battlefield, or changes the power of, a permanent a reads as it
// resolves, so which is activated first changes a's mana (608.2h,
// 605.3a). "" when none does, or a reads no permanent.
func (w *world) orderMatters(p *perm, a *Ability) string {
	if _, ok := w.countChanged(p, a, nil, nil); !ok {
		return ""
	}
	gone, shrunk := map[*perm]bool{}, map[*perm]bool{}
	by := map[*perm][]string{}
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
				if leaves || power {
					by[r] = append(by[r], Possessive(q.name)+" ability \u201c"+b.Text+"\u201d")
				}
				if leaves {
					gone[r] = true
				}
				if power {
					shrunk[r] = true
				}
			}
		}
	}
	r, _ := w.countChanged(p, a, gone, shrunk)
	if r == nil {
		return ""
	}
	what := "may remove " + r.name + " from the battlefield"
	if shrunk[r] {
		what = "may change the power of " + r.name
	}
	return fmt.Sprintf("%s %s, which %s ability \u201c%s\u201d reads as it resolves, so which is activated first changes the mana %s makes; the engine does not work out that order (CR 608.2h, 605.3a)",
		joinAnd(dedup(by[r])), what, Possessive(p.name), a.Text, p.name)
}

// dedup is s without repeats, in order.
func dedup(s []string) []string {
	var out []string
	for _, x := range s {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}
