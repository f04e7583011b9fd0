package rules

// record keeps the way picked if no use in it can be left out (a way with
// a source it does not need is not listed: the way without it is).
func (s *solver) record() {
	if s.minimal {
		for i, id := range s.picks {
			if i > 0 && id == s.picks[i-1] {
				continue
			}
			if s.withoutPays(i) || s.withFewerPays(i) {
				return
			}
		}
	}
	if len(s.res.ways) >= s.p.maxWays {
		s.res.more = true
		return
	}
	if s.lazy {
		s.found = append(s.found, append([]int(nil), s.picks...))
		s.res.ways = append(s.res.ways, payWay{})
		return
	}
	s.res.ways = append(s.res.ways, s.wayOf(s.picks))
}

// withoutPays reports whether the picks without pick i still pay.
func (s *solver) withoutPays(i int) bool {
	id := s.picks[i]
	u := s.uses[id]
	free := s.free
	pending := s.pending
	// Without it, too little mana for the cost: it can't pay (the test
	// the search makes before it tries a payment).
	n := s.pendNet + s.freeN
	if s.costed[id] {
		n -= s.net[id]
	} else {
		n -= s.madeN[id]
	}
	if n < s.minMana {
		return false
	}
	if !s.costed[id] && len(pending) == 0 {
		// Without it, too little mana of some set of classes the cost
		// needs.
		k := len(s.needs)
		for j := 1; j < k; j++ {
			if s.have[j]-s.madeIn[id*k+j] < s.needs[j].n {
				return false
			}
		}
	}
	if s.costed[id] {
		pending = nil
		skipped := false
		for _, x := range s.pending {
			if x == id && !skipped {
				skipped = true
				continue
			}
			pending = append(pending, x)
		}
	} else {
		for c := 0; c < s.sp.n; c++ {
			free[c] -= s.made[id][c]
		}
	}
	ok, _ := s.feasible(free, pending, s.life-u.life, s.damage-u.damage)
	return ok
}

// withFewerPays reports whether the picks pay with pick i's use replaced
// by the same use with one untap fewer (payUse.fewer).
func (s *solver) withFewerPays(i int) bool {
	if s.fewer == nil {
		return false
	}
	id := s.picks[i]
	f := s.fewer[id]
	if f < 0 {
		return false
	}
	free := s.free
	pending := make([]int, 0, len(s.pending)+1)
	skipped := !s.costed[id]
	if skipped {
		for c := 0; c < s.sp.n; c++ {
			free[c] -= s.made[id][c]
		}
	}
	for _, x := range s.pending {
		if x == id && !skipped {
			skipped = true
			continue
		}
		pending = append(pending, x)
	}
	if s.costed[f] {
		pending = append(pending, f)
	} else {
		for c := 0; c < s.sp.n; c++ {
			free[c] += s.made[f][c]
		}
	}
	u, v := s.uses[id], s.uses[f]
	ok, _ := s.feasible(free, pending, s.life-u.life+v.life, s.damage-u.damage+v.damage)
	return ok
}

// wayOf describes a way to pay: its picks by group and use, and, worked
// out again with every kind of mana told apart, what is left over.
func (s *solver) wayOf(picks []int) payWay {
	w := payWay{picks: s.pickSlab.take(len(picks))[:0]}
	// The alternatives of every pick share one array.
	var alts []int
	if s.alts != nil {
		n := 0
		for i, id := range picks {
			if i == 0 || id != picks[i-1] {
				n += len(s.alts[id])
			}
		}
		alts = s.altSlab.take(n)[:0]
	}
	for _, id := range picks {
		g, u := s.base.useGroup[id], s.base.useIndex[id]
		n := len(w.picks)
		if n > 0 && w.picks[n-1].group == g && w.picks[n-1].use == u {
			w.picks[n-1].count++
			continue
		}
		pk := payPick{group: g, use: u, count: 1}
		if s.alts != nil {
			from := len(alts)
			for _, a := range s.alts[id] {
				alts = append(alts, s.base.useIndex[a])
			}
			pk.alts = alts[from:len(alts):len(alts)]
		}
		w.picks = append(w.picks, pk)
	}
	if s.exact == nil {
		q := *s.p
		q.base = s.base
		s.exact = newSolver(&q, true)
	}
	ex := s.exact
	ex.picks, ex.pending, ex.free, ex.pendMade, ex.pendNet, ex.life, ex.damage = ex.picks[:0], ex.pending[:0], cvec{}, cvec{}, 0, 0, 0
	ex.freeN = 0
	clear(ex.have)
	for _, id := range picks {
		ex.push(id)
	}
	_, paidBy := ex.feasible(ex.free, ex.pending, ex.life, ex.damage)
	var got paid
	if paidBy != nil {
		got = *paidBy
	}
	for k := range got.rem {
		w.left[k%6] += int(got.rem[k])
		w.spellPay[k%6] += int(got.before[k] - got.rem[k])
	}
	w.phyLife = got.life
	return w
}

// slab hands out parts of larger arrays, so that the many small lists of
// the ways found are a few allocations. Each part is capped: appending to
// one copies it rather than write over the next.
type slab[T any] struct{ buf []T }

// take returns n elements, zeroed: never nil. Each array holds twice the
// last, from 16 elements up to 256, so that a short answer takes little.
func (s *slab[T]) take(n int) []T {
	if s.buf == nil || n > cap(s.buf)-len(s.buf) {
		s.buf = make([]T, 0, max(n, min(2*cap(s.buf), 256), 16))
	}
	i := len(s.buf)
	s.buf = s.buf[:i+n]
	return s.buf[i : i+n : i+n]
}
