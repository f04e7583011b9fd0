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
