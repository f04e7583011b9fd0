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
	out := uses[:0:0]
	for i := range uses {
		dominated := false
		for j := range uses {
			if i != j && dominates(&uses[j], &uses[i]) {
				dominated = true
				break
			}
		}
		if !dominated {
			out = append(out, uses[i])
		}
	}
	return out
}

// dominates reports whether use a does what b does for less: the same
// mana, life, damage and mana paid, and what else it does a strict part
// of what b does.
func dominates(a, b *payUse) bool {
	if a.made != b.made || a.pool != b.pool || a.usable != b.usable || a.life != b.life || a.damage != b.damage {
		return false
	}
	if (a.cost == nil) != (b.cost == nil) || (a.cost != nil && a.cost.String() != b.cost.String()) {
		return false
	}
	if len(a.events) >= len(b.events) {
		return false
	}
	left := map[string]int{}
	for _, ev := range b.events {
		left[ev]++
	}
	for _, ev := range a.events {
		if left[ev] == 0 {
			return false
		}
		left[ev]--
	}
	return true
}
