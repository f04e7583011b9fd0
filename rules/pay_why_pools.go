package rules

// maxProductions bounds the combinations of uses everyProduction tries:
// past it the answer says why in more general terms.
const maxProductions = 64

// everyProduction lists the mana the player can make using every source,
// where each source is used once in one of its ways and none of them
// costs mana, taps or untaps another permanent or pays for the spell
// otherwise, and, where the life total bounds the life paid (life 0 or
// more), none costs life or deals damage: then a cost no way pays is paid
// by none of these, and they say why to a player ("you can make {U}{U} or
// {G}{G}"). It lists up to most pools, each once; ok is false where there
// are more, or where a source is not so simple.
func (src *paySources) everyProduction(most, life int) (pools []Pool, ok bool) {
	if src.white != nil || len(src.groups) == 0 {
		return nil, false
	}
	combos := 1
	for gi := range src.groups {
		g := &src.groups[gi]
		if g.apart || g.untap || g.repeat || g.activations || len(g.uses) == 0 {
			return nil, false
		}
		for ui := range g.uses {
			u := &g.uses[ui]
			if u.cost != nil || u.tapsFor || u.tapsToPay || u.again != 0 || u.card != "" || life >= 0 && (u.life != 0 || u.damage != 0 || u.later != 0) {
				return nil, false
			}
		}
		// The ways to use count equal sources, each in one of n ways:
		// multisets of count uses, C(count+n-1, n-1).
		k := multisets(g.count, len(g.uses), maxProductions+1)
		combos *= k
		if combos > maxProductions {
			return nil, false
		}
	}
	var walk func(gi, from, left int, sum Pool) bool
	walk = func(gi, from, left int, sum Pool) bool {
		if gi == len(src.groups) {
			for _, p := range pools {
				if p == sum {
					return true
				}
			}
			pools = append(pools, sum)
			return len(pools) <= most
		}
		g := &src.groups[gi]
		if left == 0 {
			next := 0
			if gi+1 < len(src.groups) {
				next = src.groups[gi+1].count
			}
			return walk(gi+1, 0, next, sum)
		}
		for ui := from; ui < len(g.uses); ui++ {
			if !walk(gi, ui, left-1, sum.Add(g.uses[ui].usable)) {
				return false
			}
		}
		return true
	}
	if !walk(0, 0, src.groups[0].count, Pool{}) {
		return nil, false
	}
	return pools, true
}

// multisets is the number of multisets of k items of n kinds, or bound
// where it is more.
func multisets(k, n, bound int) int {
	// C(k+n-1, k), built up one factor at a time: each partial product
	// is itself a binomial coefficient, so the division is exact.
	c := 1
	for i := 1; i <= k; i++ {
		c = c * (n - 1 + i) / i
		if c > bound {
			return bound
		}
	}
	return c
}

// productionsWhy says, where everyProduction lists what the player can
// make, that none of it pays the cost: "you can make at most {U}{U}
// or {G}{G}, and neither pays {U}{G}"; "" where it does not list it.
func (src *paySources) productionsWhy(cost ManaCost, subject string, life int) string {
	pools, ok := src.everyProduction(4, life)
	if !ok || len(pools) < 2 {
		return ""
	}
	words := make([]string, len(pools))
	for i, p := range pools {
		words[i] = p.String()
	}
	none := "none of these pays "
	if len(pools) == 2 {
		none = "neither pays "
	}
	return canMake(subject, joinOr(words)) + ", and " + none + cost.String()
}
