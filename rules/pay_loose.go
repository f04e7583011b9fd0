package rules

// solvePayLoose searches for ways to pay p where solvePay, which lists
// every way with no source to spare, went past its bound: on a board of
// many sources that each make any color, the sets of sources that pay
// with some to spare are far more than those that don't, and solvePay
// walks through them.
//
// It walks the same states, leaving a source out before it tries it in,
// so that small sets of sources come first, and each set found to pay is
// cut down to one with no source to spare (each source left out in turn
// while the rest still pay); that way is kept, each once. So it finds some ways early where solvePay finds none: its result
// says the cost can be paid as soon as one way is found. Its ways are
// ways solvePay would list too, not necessarily its first ones. When it
// too goes past the bound, exhausted is set and the ways found are kept:
// a "yes" is still known, a "no" is not.
func solvePayLoose(p *payProblem) payResult {
	s := newSolver(p, false)
	if s.res.ways == nil && p.maxWays > 0 {
		s.res.ways = make([]payWay, 0, min(p.maxWays, maxPayments+1))
	}
	seen := map[string]bool{}
	var walk func(g, j, from int) bool
	walk = func(g, j, from int) bool {
		if s.res.exhausted || s.tick() || !s.possible(g, j) {
			return false
		}
		if s.enough() {
			if ok, _ := s.feasible(s.free, s.pending, s.life, s.damage); ok {
				s.recordCut(seen)
				return true
			}
		}
		if g == len(s.p.groups) {
			return false
		}
		if s.dead.n > 0 && s.dead.has(s.stateKey(g, j, from)) {
			return false
		}
		found := walk(g+1, 0, 0)
		if s.res.more || s.res.exhausted {
			return true
		}
		if j < s.p.groups[g].count {
			for o := from; o < len(s.ids[g]); o++ {
				s.push(s.ids[g][o])
				ok := walk(g, j+1, o)
				s.pop()
				found = found || ok
				if s.res.more || s.res.exhausted {
					return true
				}
			}
		}
		if !found && !s.res.exhausted && !s.lifeCheck {
			s.dead.add(s.stateKey(g, j, from))
		}
		return found
	}
	walk(0, 0, 0)
	return s.res
}

// recordCut keeps the way the picks, which pay, come to when each source
// that can be left out is (the first that can, again and again), unless
// it is one already kept (seen). The picks are as they were after.
func (s *solver) recordCut(seen map[string]bool) {
	was := append([]int(nil), s.picks...)
	cut := append([]int(nil), s.picks...)
	for changed := true; changed; {
		changed = false
		for i := range s.picks {
			// Each test of a pick left out is a state of the search.
			if s.tick() {
				s.repick(was)
				return
			}
			if s.withoutPays(i) {
				cut = append(cut[:i], cut[i+1:]...)
				s.repick(cut)
				changed = true
				break
			}
		}
	}
	// A way that pays with a Monolith untapped fewer times is not one of
	// solvePay's: the smaller is found where its picks are.
	keep := true
	for i := range s.picks {
		if s.withFewerPays(i) {
			keep = false
			break
		}
	}
	if keep {
		w := s.wayOf(s.picks, nil)
		if k := waySetKey(w); !seen[k] {
			seen[k] = true
			if len(s.res.ways) >= s.p.maxWays {
				s.res.more = true
			} else {
				s.res.ways = append(s.res.ways, w)
			}
		}
	}
	s.repick(was)
}

// repick makes the picks picks.
func (s *solver) repick(picks []int) {
	for len(s.picks) > 0 {
		s.pop()
	}
	for _, id := range picks {
		s.push(id)
	}
}
