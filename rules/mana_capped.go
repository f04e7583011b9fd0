package rules

import (
	"fmt"
	"math/big"
	"slices"
)

// maxMana is the most mana an outcome writes out, one symbol per mana as
// the contract says. Doubling effects can make far more (forty Mana
// Reflections: 2^40); past this the engine says it can't rule, and says
// how much mana it would be.
const maxMana = 4096

// capped is n, or maxMana+1 for any amount past maxMana: amounts in a
// search stop there, so that "more than maxMana" is one state and nothing
// overflows.
func capped(n int) int {
	if n > maxMana {
		return maxMana + 1
	}
	return n
}

// capped is the pool with each amount capped (see capped).
func (p Pool) capped() Pool {
	for i := range p {
		p[i] = capped(p[i])
	}
	return p
}

// timesCapped multiplies the pool by k, each amount stopping just past
// maxMana (see capped).
func (p Pool) timesCapped(k int) Pool {
	for i := range p {
		if k > 0 && p[i] > maxMana/k {
			p[i] = maxMana + 1
		} else {
			p[i] = capped(p[i] * k)
		}
	}
	return p
}

// exactMana is the mana, in arbitrary precision, that the first order of
// replacement effects leading from pool to target (a final pool of the
// search, whose amounts may be capped) produces.
func (s *repSearch) exactMana(pool Pool, target int32) bigPool {
	exact := newBigPool(pool)
	used := make([]int, len(s.reps))
	for !s.m.exceeded() {
		moved := false
		for mv := range s.moves(pool, used) {
			if slices.Contains(s.finals(mv.next, used), target) {
				exact.apply(s.reps[mv.i].spec, mv.k)
				used[mv.i]++ // moves takes back its own count as it stops
				pool, moved = mv.next, true
				break
			}
		}
		if !moved {
			break
		}
	}
	return exact
}

// runBytes is what an outcome made of run keeps, as the budget counts
// it: its mana written out twice (the outcome's and the key merging equal
// outcomes), its choices and events, their sentence in the answer, and
// the structures around them.
func runBytes(run manaRun) int {
	n := 512 + 3*run.pool.Total()*len("{G}")
	for _, c := range run.choices {
		n += len(c) + 16
	}
	for _, e := range run.events {
		n += len(e) + 16
	}
	return n
}

// overMana is why the engine can't rule on an outcome of a mana ability
// of p that is more than maxMana: exact, how much it would be.
func overMana(p *perm, exact bigPool) string {
	return fmt.Sprintf("%s would produce more mana than the %s an outcome writes out (one order of choices makes it %s)", p.name, thousands(maxMana), exact)
}

// exactRun is, in arbitrary precision, the mana of run: the result rr of
// the replacement effects, and what triggered mana abilities added to it.
func exactRun(rr replaced, run Pool) bigPool {
	exact := newBigPool(rr.pool)
	if rr.exact != nil {
		exact = *rr.exact
	}
	for i := range exact {
		exact[i].Add(exact[i], big.NewInt(int64(run[i]-rr.pool[i])))
	}
	return exact
}
