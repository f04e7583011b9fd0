package rules

import (
	"encoding/binary"
	"math/bits"
)

// feasible reports whether the uses picked pay the cost: the free mana,
// then the mana abilities with costs in some order that can pay each in
// turn, then the cost itself (CR 601.2g–h, 605.3a). It gives what is
// left and the life paid for Phyrexian symbols (in the exact space; nil
// when it does not pay, or elsewhere).
func (s *solver) feasible(free cvec, pending []int, life, damage int) (bool, *paid) {
	if s.p.life >= 0 && life > s.p.life {
		return false, nil
	}
	free = s.sp.capped(free)
	spellLife := -1
	if s.p.life >= 0 {
		spellLife = max(0, s.p.life-life-damage)
	}
	if s.lifeCap >= 0 && (spellLife < 0 || spellLife > s.lifeCap) {
		spellLife = s.lifeCap
	}
	if len(pending) == 0 {
		return s.payable(&free, spellLife)
	}
	if len(pending) > maxPending {
		s.res.exhausted = true
		return false, nil
	}
	all := uint32(1)<<len(pending) - 1
	if s.memo == nil {
		s.memo = map[string]bool{}
	} else if len(s.memo) > 0 {
		clear(s.memo)
	}
	memo := s.memo
	buf := s.mbuf
	defer func() { s.mbuf = buf }()
	var found *paid
	var walk func(done uint32, v cvec) bool
	walk = func(done uint32, v cvec) bool {
		if done == all {
			ok, got := s.payable(&v, spellLife)
			found = got
			return ok
		}
		buf = binary.AppendUvarint(s.sp.key(buf[:0], v), uint64(done))
		if memo[string(buf)] || s.tickOrder() {
			return false
		}
		memo[string(buf)] = true
		for i, id := range pending {
			if done&(1<<i) != 0 || (i > 0 && pending[i-1] == id && done&(1<<(i-1)) == 0) {
				continue
			}
			for _, rest := range s.sp.payAll(v, s.ability[id], bits.OnesCount32(done)) {
				if walk(done|1<<i, s.sp.add(rest, s.made[id])) {
					return true
				}
			}
		}
		return false
	}
	if walk(0, free) {
		return true, found
	}
	return false, nil
}

// payable reports whether the spell's cost can be paid from v with at
// most life life, and what was paid in the exact space (see payFirst).
func (s *solver) payable(v *cvec, life int) (bool, *paid) {
	got, ok := s.sp.payFirst(v, &s.spell, life)
	return ok, got
}
