package rules

import (
	"encoding/binary"
	"math/bits"
)

// feasible reports whether the uses picked pay the cost: the free mana,
// then the mana abilities with costs in some order that can pay each in
// turn, then the cost itself (CR 601.2g–h, 605.3a). It gives what is
// left and the life paid for Phyrexian symbols (in the exact space; nil
// when it does not pay, or elsewhere). The search skips it where the
// cost is matched by its needs (spareAlready, pay_solver.go): a test
// added here of more than mana and life must turn matched off, as
// lifeCheck does.
func (s *solver) feasible(free cvec, pending []int, life, damage int) (bool, *paid) {
	if s.p.life >= 0 && life > s.p.life {
		return false, nil
	}
	if s.lifeCheck {
		drop, unsure := s.untapLethal(s.skip)
		if unsure {
			s.res.untapLife = true
		}
		if drop {
			s.res.untapDropped = true
		}
		if drop || unsure {
			return false, nil
		}
	}
	s.sp.capIn(&free)
	spellLife := -1
	if s.p.life >= 0 {
		spellLife = max(0, s.p.life-life-damage)
	}
	if s.lifeCap >= 0 && (spellLife < 0 || spellLife > s.lifeCap) {
		spellLife = s.lifeCap
	}
	s.seq = s.seq[:0]
	if len(pending) == 0 {
		return s.payable(&free, spellLife)
	}
	if len(pending) > maxPending {
		s.res.exhausted = true
		return false, nil
	}
	s.memo.clear()
	s.order = orderSearch{pending: pending, all: uint32(1)<<len(pending) - 1, life: spellLife, seq: s.seq}
	ok := s.payInOrder(0, free)
	found := s.order.found
	s.seq = s.order.seq
	s.order = orderSearch{}
	if ok {
		return true, found
	}
	return false, nil
}

// orderSearch is the state of feasible's search of the orders of the
// mana abilities with mana costs: the pending uses, the set of all of
// them, the most life the spell's cost may take, what paid it and the
// order that did, last first.
type orderSearch struct {
	pending []int
	all     uint32
	life    int
	found   *paid
	seq     []int
}

// payInOrder reports whether, with the pending uses in done activated
// and v left, the others can be activated in some order and then the
// spell's cost paid.
func (s *solver) payInOrder(done uint32, v cvec) bool {
	o := &s.order
	if done == o.all {
		ok, got := s.payable(&v, o.life)
		o.found = got
		return ok
	}
	// The first state, with none activated, is searched once in each
	// call of feasible: it is not remembered.
	if done != 0 {
		s.mbuf = binary.AppendUvarint(s.sp.key(s.mbuf[:0], v), uint64(done))
		if s.memo.has(s.mbuf) {
			return false
		}
	}
	if s.tickOrder() {
		return false
	}
	if done != 0 {
		s.memo.add(s.mbuf)
	}
	pending := o.pending
	for i, id := range pending {
		if done&(1<<i) != 0 || (i > 0 && pending[i-1] == id && done&(1<<(i-1)) == 0) {
			continue
		}
		for _, rest := range s.sp.payAll(v, s.ability[id], bits.OnesCount32(done)) {
			for c, x := range s.madeOf(id) {
				rest[c] += x
			}
			if s.payInOrder(done|1<<i, s.sp.capped(rest)) {
				o.seq = append(o.seq, id)
				return true
			}
		}
	}
	return false
}

// payable reports whether the spell's cost can be paid from v with at
// most life life, and what was paid in the exact space (see payFirst).
func (s *solver) payable(v *cvec, life int) (bool, *paid) {
	got, ok := s.sp.payFirst(v, &s.spell, life)
	return ok, got
}

// keySet is a set of keys each of which tells its own length, as a
// series of numbers whose count is read from the numbers themselves
// (stateKey, feasible's): padded with zeros to a fixed length, no two
// are the same, so the short ones are kept as arrays, which a map holds
// without allocating each.
type keySet struct {
	short map[shortKey]struct{}
	long  map[string]struct{}
	// n counts the keys added.
	n int
}

type shortKey [32]byte

func (ks *keySet) has(key []byte) bool {
	if ks.n == 0 {
		return false
	}
	if len(key) <= len(shortKey{}) {
		var k shortKey
		copy(k[:], key)
		_, ok := ks.short[k]
		return ok
	}
	_, ok := ks.long[string(key)]
	return ok
}

func (ks *keySet) add(key []byte) {
	ks.n++
	if len(key) <= len(shortKey{}) {
		if ks.short == nil {
			ks.short = map[shortKey]struct{}{}
		}
		var k shortKey
		copy(k[:], key)
		ks.short[k] = struct{}{}
		return
	}
	if ks.long == nil {
		ks.long = map[string]struct{}{}
	}
	ks.long[string(key)] = struct{}{}
}

// clear empties the set, keeping its maps' memory.
func (ks *keySet) clear() {
	if ks.n == 0 {
		return
	}
	clear(ks.short)
	clear(ks.long)
	ks.n = 0
}
