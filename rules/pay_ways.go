package rules

// record keeps the way picked if no use in it can be left out (a way with
// a source it does not need is not listed: the way without it is).
func (s *solver) record() {
	if g := s.p.must - 1; g >= 0 {
		n := 0
		for _, id := range s.picks {
			if s.base.useGroup[id] == g {
				n++
			}
		}
		if n < s.p.groups[g].count {
			return
		}
	}
	if s.minimal {
		for i, id := range s.picks {
			if i > 0 && id == s.picks[i-1] {
				continue
			}
			if s.withoutPays(i) || s.withFewerPays(i) || s.withoutPaidUntapPays(i) {
				return
			}
		}
	}
	if len(s.res.ways) >= s.p.maxWays {
		s.res.more = true
		return
	}
	// The picks are kept, one way after another, in one array; the ways
	// are described when the search is over (describeAll). The array is
	// made for as many ways as may be listed, each as long as the first.
	if s.foundAt == nil {
		n := min(s.p.maxWays, maxPayments+1)
		s.foundAt = make([]int, 0, n)
		s.found = make([]int, 0, n*len(s.picks))
	}
	s.foundAt = append(s.foundAt, len(s.found))
	s.found = append(s.found, s.picks...)
	s.res.ways = append(s.res.ways, payWay{})
}

// foundPicks are the picks of way i found.
func (s *solver) foundPicks(i int) []int {
	end := len(s.found)
	if i+1 < len(s.foundAt) {
		end = s.foundAt[i+1]
	}
	return s.found[s.foundAt[i]:end]
}

// describeAll describes every way found (wayOf), their picks by group in
// one array.
func (s *solver) describeAll() {
	n := 0
	for i := range s.foundAt {
		picks := s.foundPicks(i)
		for j, id := range picks {
			if j == 0 || id != picks[j-1] {
				n++
			}
		}
	}
	all := make([]payPick, n)
	for i := range s.foundAt {
		s.res.ways[i] = s.wayOf(s.foundPicks(i), &all)
	}
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
	if s.costed(id) {
		n -= s.net[id]
	} else {
		n -= s.madeN[id]
	}
	if n < s.minMana {
		return false
	}
	if !s.costed(id) && len(pending) == 0 {
		// Without it, too little mana of some set of classes the cost
		// needs.
		k := len(s.needs)
		for j := 1; j < k; j++ {
			if s.have[j]-s.madeIn[id*k+j] < s.needs[j].n {
				return false
			}
		}
		if s.matched && s.lifeCap < 0 {
			// Enough of every need pays (matchedByNeeds), with the
			// life in reach.
			return s.p.life < 0 || s.life-u.life <= s.p.life
		}
	}
	if s.costed(id) {
		pending = s.scratch[:0]
		skipped := false
		for _, x := range s.pending {
			if x == id && !skipped {
				skipped = true
				continue
			}
			pending = append(pending, x)
		}
		s.scratch = pending
	} else {
		for c, x := range s.madeOf(id) {
			free[c] -= x
		}
	}
	s.skip = i
	ok, _ := s.feasible(free, pending, s.life-u.life, s.damage-u.damage)
	s.skip = -1
	return ok
}

// withFewerPays reports whether the picks pay with pick i's use replaced
// by the same use with one untap fewer (payUse.fewer).
func (s *solver) withFewerPays(i int) bool {
	if s.fewer == nil {
		return false
	}
	f := s.fewer[s.picks[i]]
	if f < 0 {
		return false
	}
	return s.swappedPays(i, -1, f)
}

// withoutPaidUntapPays reports whether the picks pay with pick i, an
// untap that costs mana (Voltaic Key's {1}, Thousand-Year Elixir's) of a
// permanent not tapped before the question, left out and its permanent
// tapped once for the mana the untap makes again: where a permanent of
// its group is left unused, that one is tapped; else the pick of the
// group is made that use. Such a way pays for the untap only to make
// what a plain tap makes: the way without the untapper is listed
// (Birds of Paradise tapped for {G}, not tapped for {W} that pays to
// untap it and tapped again for {G}).
func (s *solver) withoutPaidUntapPays(i int) bool {
	if s.plain == nil {
		return false
	}
	f := s.plain[s.picks[i]]
	if f < 0 {
		return false
	}
	g := s.base.useGroup[f]
	n, j := 0, -1
	for k, x := range s.picks {
		if s.base.useGroup[x] == g {
			n++
			if j < 0 {
				j = k
			}
		}
	}
	if n < s.p.groups[g].count {
		j = -1
	}
	return s.swappedPays(i, j, f)
}

// swappedPays reports whether the picks pay with picks i and j (-1 for
// none) left out and use f picked in their place: their mana, mana
// costs, life and damage taken away and f's put in.
func (s *solver) swappedPays(i, j, f int) bool {
	free := s.free
	pending := s.scratch[:0]
	lifeDrop, damageDrop := 0, 0
	for k, x := range s.picks {
		if k != i && k != j {
			if s.costed(x) {
				pending = append(pending, x)
			}
			continue
		}
		if !s.costed(x) {
			for c, m := range s.madeOf(x) {
				free[c] -= m
			}
		}
		lifeDrop += s.uses[x].life
		damageDrop += s.uses[x].damage
	}
	if s.costed(f) {
		pending = append(pending, f)
	} else {
		for c, m := range s.madeOf(f) {
			free[c] += m
		}
	}
	s.scratch = pending
	v := s.uses[f]
	ok, _ := s.feasible(free, pending, s.life-lifeDrop+v.life, s.damage-damageDrop+v.damage)
	return ok
}

// wayOf describes a way to pay: its picks by group and use, and, worked
// out again with every kind of mana told apart, what is left over. The
// picks by group are taken from the front of *buf when it has room for
// them, else from a new array.
func (s *solver) wayOf(picks []int, buf *[]payPick) payWay {
	n := 0
	for i, id := range picks {
		if i == 0 || id != picks[i-1] {
			n++
		}
	}
	var w payWay
	if buf != nil && len(*buf) >= n {
		w.picks, *buf = (*buf)[:0:n], (*buf)[n:]
	} else {
		w.picks = make([]payPick, 0, n)
	}
	for i, id := range picks {
		if i > 0 && id == picks[i-1] {
			w.picks[len(w.picks)-1].count++
			continue
		}
		pk := payPick{group: s.base.useGroup[id], use: s.base.useIndex[id], count: 1}
		if s.alts != nil {
			pk.alts = s.alts[id]
		}
		w.picks = append(w.picks, pk)
	}
	if s.exact == nil {
		q := *s.p
		q.base = s.base
		s.exact = newSolverOf(&q, true, s.spellReq)
	}
	// The exact solver keeps the picks of the way it described last: the
	// ways found one after another share their first picks, which stay.
	ex := s.exact
	same := 0
	for same < len(picks) && same < len(ex.picks) && ex.picks[same] == picks[same] {
		same++
	}
	for len(ex.picks) > same {
		ex.pop()
	}
	for _, id := range picks[same:] {
		ex.push(id)
	}
	got, order := ex.leastLifePaid(s.lifeCap)
	w.costOrder = order
	if ex.sp.over {
		// Working out what the way pays went past the bound: it is not
		// described, and the search is taken to have gone past its own.
		s.res.exhausted = true
	}
	// The exact space's classes are the kinds, and none past the last
	// any use makes holds mana (newSolver).
	for k, c := 0, 0; k < ex.sp.n; k++ {
		w.left[c] += int(got.rem[k])
		w.spellPay[c] += int(got.before[k] - got.rem[k])
		if c++; c == 6 {
			c = 0
		}
	}
	w.phyLife = got.life
	return w
}

// leastLifePaid is what paying the cost with the exact solver's picks
// leaves and pays, with the least life its Phyrexian symbols may take:
// each symbol is paid with mana where the picks make enough of it, so
// that a way whose sources pay the whole cost with mana is not said to
// pay life for it (CR 107.4f, 119.4). capped, when 0 or more, is the most
// life the search that found the way let the symbols take.
func (s *solver) leastLifePaid(capped int) (paid, []payPick) {
	top := 2 * countLifeSymbols(s.p.cost)
	if capped >= 0 && capped < top {
		top = capped
	}
	defer func(c int) { s.lifeCap = c }(s.lifeCap)
	// More life allowed never pays less: the least that pays is found by
	// halving, in steps of 2 life (a Phyrexian symbol's).
	pays := func(l int) (paid, []payPick, bool) {
		s.lifeCap = l
		if ok, by := s.feasible(s.free, s.pending, s.life, s.damage); ok && by != nil {
			return *by, s.activated(), true
		}
		return paid{}, nil, false
	}
	if top >= 0 {
		// With no life to weigh (top 0), one test.
		if got, seq, ok := pays(0); ok {
			return got, seq
		}
		if last, lastSeq, ok := pays(top - top%2); ok && top >= 2 {
			lo, hi := 1, (top-top%2)/2 // in symbols: lo-1 does not pay, hi does
			for lo < hi {
				mid := (lo + hi) / 2
				if got, seq, ok := pays(2 * mid); ok {
					hi, last, lastSeq = mid, got, seq
				} else {
					lo = mid + 1
				}
			}
			return last, lastSeq
		}
	}
	s.lifeCap = -1
	var got paid
	var order []payPick
	if _, by := s.feasible(s.free, s.pending, s.life, s.damage); by != nil {
		got, order = *by, s.activated()
	}
	return got, order
}

// activated is the order the last call of feasible that paid activated
// the pending uses in (its seq is last first), as picks of one activation
// each: nil where there were none.
func (s *solver) activated() []payPick {
	if len(s.seq) == 0 {
		return nil
	}
	out := make([]payPick, len(s.seq))
	for i, id := range s.seq {
		out[len(s.seq)-1-i] = payPick{group: s.base.useGroup[id], use: s.base.useIndex[id], count: 1}
	}
	return out
}

// slab hands out parts of larger arrays, so that the many small lists of
// the ways found are a few allocations. Each part is capped: appending to
// one copies it rather than write over the next.
type slab[T any] struct{ buf []T }

// reserve makes room for n more elements in one array.
func (s *slab[T]) reserve(n int) {
	if n > cap(s.buf)-len(s.buf) {
		s.buf = make([]T, 0, n)
	}
}

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
