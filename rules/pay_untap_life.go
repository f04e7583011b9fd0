package rules

import "strings"

// An untapper's ability is not a mana ability (it has a target, CR
// 605.1a): it is activated while its controller has priority, before the
// spell is cast, and it must resolve before the permanent it untaps is
// tapped again. Each time a player would receive priority, state-based
// actions are checked first (117.5, 704.3), and a player at 0 or less life
// loses (704.5a); so the mana abilities activated before the untap
// resolves (the first tap of the permanent it untaps, the sources whose
// mana pays the untap's cost) must leave the player's life above 0. Only
// mana abilities activated while the spell is cast escape that check
// until the spell is cast (601.2g).

// untapLifeCheck reports whether the solver must check the life left
// before an untap resolves: the board gives the life total and some use
// untaps a permanent to make its mana again.
func (s *solver) untapLifeCheck() bool {
	if s.p.life < 0 {
		return false
	}
	for _, u := range s.uses {
		if u.card != "" {
			return true
		}
	}
	return false
}

// untapLethal checks the picks, all but the one at index skip (-1 for
// none), for the life lost before an untap resolves: drop when the uses
// that must come before it take the player's life to 0 or less, so the
// way can't be done; unsure when some order of them may and the engine
// does not work out whether another is left.
func (s *solver) untapLethal(skip int) (drop, unsure bool) {
	life := s.p.life
	total, untaps := 0, 0
	var one *payUse
	for i, id := range s.picks {
		if i == skip {
			continue
		}
		u := s.uses[id]
		total += u.life + u.damage
		if u.card != "" {
			untaps++
			one = u
		}
	}
	if untaps == 0 || total < life {
		return false, false
	}
	// first is the least life the first tap of each permanent untapped
	// takes: one of the picks of its group that untaps nothing, where
	// the way has one (an untap of a permanent not tapped first makes no
	// second tap, and needs none before it).
	first := 0
	seen := map[int]bool{}
	firstAt := -1
	for i, id := range s.picks {
		u := s.uses[id]
		if i == skip || u.card == "" || u.again == 0 || seen[u.again] {
			continue
		}
		seen[u.again] = true
		least, at := -1, -1
		for j, jd := range s.picks {
			v := s.uses[jd]
			if j == skip || v.card != "" || s.base.useGroup[jd] != u.again-1 {
				continue
			}
			if least < 0 || v.life+v.damage < least {
				least, at = v.life+v.damage, j
			}
		}
		if least > 0 {
			first += least
		}
		firstAt = at
	}
	if first >= life {
		return true, false
	}
	if untaps > 1 {
		// Which uses come before which untap is not worked out.
		return false, true
	}
	if one.untapCost == nil {
		// Only the first tap comes before the untap.
		return false, false
	}
	if total-one.life-one.damage < life {
		// All the others may come before it.
		return false, false
	}
	// The untap's cost is paid with mana made before it. Where the first
	// tap's mana and that of sources that cost nothing and take no life
	// don't pay it, at least one source that takes life does, the one
	// that takes least at best. Else which mana pays the untap and which
	// the spell is not worked out.
	var pool Pool
	least := -1
	for i, id := range s.picks {
		v := s.uses[id]
		if i == skip || v.card != "" || v.cost != nil {
			continue
		}
		if i != firstAt && v.life+v.damage > 0 {
			if least < 0 || v.life+v.damage < least {
				least = v.life + v.damage
			}
			continue
		}
		pool = pool.Add(spendable(v))
	}
	if !poolPays(pool, *one.untapCost) && least >= 0 && first+least >= life {
		return true, false
	}
	return false, true
}

// spendable is the mana of use u that can pay an ability's cost: not
// mana spendable only on the spell.
func spendable(u *payUse) Pool {
	var p Pool
	for k := 0; k < kindSpellOnly; k++ {
		p[k%6] += int(u.made[k])
	}
	return p
}

// poolPays reports whether pool pays cost, whose symbols are generic,
// colored and colorless mana only.
func poolPays(pool Pool, cost ManaCost) bool {
	for _, sym := range cost.Symbols {
		c := Colorless
		switch sym.Kind {
		case SymColored:
			if len(sym.Colors) != 1 {
				return false
			}
			c = sym.Colors[0]
		case SymColorless:
		default:
			return false
		}
		if pool[c] == 0 {
			return false
		}
		pool[c]--
	}
	return pool.Total() >= cost.Generic
}

// untapLifeWhy says why the engine can't rule where the life lost before
// an untap resolves may or may not leave the player alive (untapLethal).
func untapLifeWhy(subject string) string {
	return "a way to make the mana uses an ability that untaps a permanent, which is activated and resolves before the spell is cast, so the mana abilities activated before it are each followed by a check of state-based actions and " + strings.ToLower(subject) + " would lose at 0 life (CR 117.5, 704.3, 704.5a); the damage and life loss of those mana abilities may reach " + possessiveOf(strings.ToLower(subject)) + " life total, and the engine does not work out which of them must come before the untap"
}
