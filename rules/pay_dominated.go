package rules

// dropDominated removes a permanent's uses that another of its uses
// makes pointless: the same mana, spendable the same way, for the same
// life, damage and mana, and with only some of what else the use does.
// (A use that pays life the other does not is another way to pay, and
// stays.)
// Vivid Crag under Chromatic Lantern makes {U} with the Lantern's "{T}:
// Add one mana of any color." as well as with its own ability, which
// also removes a charge counter: the way to pay taps it with the
// Lantern's ability (its abilities are kept beside the granted one,
// Chromatic Lantern's ruling of 2018-10-05).
func dropDominated(uses []payUse) []payUse {
	if len(uses) < 2 {
		return uses
	}
	// Which are dominated is found first, among all the uses; then the
	// others are moved up in place (uses is the caller's own list).
	var drop []bool
	mark := func(i int) {
		if drop == nil {
			drop = make([]bool, len(uses))
		}
		drop[i] = true
	}
	if len(uses) >= indexUsesFrom {
		// Only uses with the same mana, life and damage can dominate one
		// another: each is compared with those alone.
		byMana := make(map[dominanceKey][]int, len(uses))
		for i := range uses {
			k := dominanceKeyOf(&uses[i])
			byMana[k] = append(byMana[k], i)
		}
		for i := range uses {
			for _, j := range byMana[dominanceKeyOf(&uses[i])] {
				if i != j && dominates(&uses[j], &uses[i]) {
					mark(i)
					break
				}
			}
		}
	} else {
		for i := range uses {
			for j := range uses {
				if i != j && dominates(&uses[j], &uses[i]) {
					mark(i)
					break
				}
			}
		}
	}
	if drop == nil {
		return uses[:len(uses):len(uses)]
	}
	out := uses[:0]
	for i := range uses {
		if !drop[i] {
			out = append(out, uses[i])
		}
	}
	clear(uses[len(out):])
	return out[:len(out):len(out)]
}

// dominanceKey is what a use that dominates another shares with it
// (dominates).
type dominanceKey struct {
	made         kindVec
	pool, usable Pool
	life, damage int
}

func dominanceKeyOf(u *payUse) dominanceKey {
	return dominanceKey{u.made, u.pool, u.usable, u.life, u.damage}
}

// dominates reports whether use a does what b does for less: the same
// mana, life, damage and mana paid, and what else it does a strict part
// of what b does.
func dominates(a, b *payUse) bool {
	if len(a.events) >= len(b.events) {
		return false
	}
	if dominanceKeyOf(a) != dominanceKeyOf(b) {
		return false
	}
	if (a.cost == nil) != (b.cost == nil) || (a.cost != nil && a.cost.String() != b.cost.String()) {
		return false
	}
	// Each of a's events is matched with one of b's not matched yet.
	var small [16]bool
	used := small[:0]
	if len(b.events) <= len(small) {
		used = small[:len(b.events)]
	} else {
		used = make([]bool, len(b.events))
	}
	for _, ev := range a.events {
		k := -1
		for j, other := range b.events {
			if !used[j] && other == ev {
				k = j
				break
			}
		}
		if k < 0 {
			return false
		}
		used[k] = true
	}
	return true
}
