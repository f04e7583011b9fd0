package rules

import (
	"fmt"
	"math/rand"
	"testing"
)

// A mana ability's cost of generic mana can be paid with any mana (CR
// 107.4b, 605.3a): payAll lists each remainder of paying it once, every
// amount taken from every kind, as a search of every way to take the mana
// finds them.
func TestManaAbilityGenericCostEveryRemainderOnce(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	sp := newSpace(nil, true, 0)
	for trial := 0; trial < 500; trial++ {
		n := rng.Intn(5)
		r := sp.classReq(makeReq(ManaCost{Generic: n}, abilityKinds))
		var v cvec
		for c := 0; c < 6+rng.Intn(4); c++ {
			v[rng.Intn(numKinds)] += int32(rng.Intn(4))
		}
		want := map[string]bool{}
		var take func(c, n int, v cvec)
		take = func(c, n int, v cvec) {
			if n == 0 {
				want[fmt.Sprint(v)] = true
				return
			}
			if c == numKinds {
				return
			}
			for k := int32(0); k <= v[c] && int(k) <= n; k++ {
				w := v
				w[c] -= k
				if r.genMask&(1<<c) != 0 || k == 0 {
					take(c+1, n-int(k), w)
				}
			}
		}
		take(0, n, v)
		got := sp.payAll(v, &r, 0)
		seen := map[string]bool{}
		for _, g := range got {
			k := fmt.Sprint(g)
			if seen[k] {
				t.Fatalf("%v less {%d}: %v listed twice", v, n, g)
			}
			seen[k] = true
			if !want[k] {
				t.Fatalf("%v less {%d}: %v is no remainder", v, n, g)
			}
		}
		if len(seen) != len(want) {
			t.Fatalf("%v less {%d}: %d remainders, want %d", v, n, len(seen), len(want))
		}
	}
}

// The search remembers the states that lead to no way to pay (CR 601.2h
// asks for one that pays): a state's key is written a byte a number where
// every number is small, and is then the same key as written in full.
func TestPayStateKeySmallIsTheFullKey(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	small := 0
	for trial := 0; trial < 5000; trial++ {
		big := func(n int) int {
			if rng.Intn(8) == 0 {
				return rng.Intn(400)
			}
			return rng.Intn(n)
		}
		s := &solver{p: &payProblem{life: big(40) - 1}, sp: &space{n: 1 + rng.Intn(numKinds), limit: big(100)}}
		for c := range s.sp.n {
			s.free[c] = int32(big(130))
		}
		for range rng.Intn(4) {
			s.pending = append(s.pending, big(100))
		}
		s.life, s.damage = big(50), big(50)
		g, j, from := big(20), big(20), big(20)
		want := string(s.varintStateKey(g, j, from, min(s.life, s.p.life+1), min(s.damage, s.p.life+1)))
		if s.p.life < 0 {
			want = string(s.varintStateKey(g, j, from, 0, 0))
		}
		if got := string(s.stateKey(g, j, from)); got != want {
			t.Fatalf("state key %x, want %x", got, want)
		}
		life, damage := 0, 0
		if s.p.life >= 0 {
			life, damage = min(s.life, s.p.life+1), min(s.damage, s.p.life+1)
		}
		if _, ok := s.smallStateKey(g, j, from, life, damage); ok {
			small++
		}
	}
	if small < 100 || small > 4900 {
		t.Errorf("%d of 5000 keys written small: the test does not try both ways", small)
	}
}
