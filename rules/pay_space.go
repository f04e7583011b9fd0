package rules

import (
	"cmp"
	"encoding/binary"
	"math/bits"
	"slices"
)

// alt is one way to pay a mana symbol: a unit of a kind in mask, generic
// mana, or life.
type alt struct {
	mask    uint32
	generic int
	life    int
}

// req is a cost as the solver pays it: a list of alternatives for each
// symbol that is not generic, and the generic mana with the kinds that
// may pay it.
type req struct {
	syms    [][]alt
	generic int
	genMask uint32
}

func colorMask(cols []Color, allowed uint32) uint32 {
	var m uint32
	for k := 0; k < numKinds; k++ {
		for _, c := range cols {
			if k%6 == int(c) {
				m |= 1 << k
			}
		}
	}
	return m & allowed
}

// allKinds and abilityKinds are the kinds that may pay a spell's cost and
// a mana ability's cost.
const (
	allKinds     uint32 = 1<<numKinds - 1
	abilityKinds uint32 = 1<<kindSpellOnly - 1
)

// makeReq turns a cost into the alternatives of its symbols, the most
// restrictive first.
func makeReq(c ManaCost, allowed uint32) req {
	r := req{generic: c.Generic, genMask: allowed}
	if len(c.Symbols) == 0 {
		return r
	}
	// Every symbol's alternatives share one array, each capped.
	buf := make([]alt, 0, 2*len(c.Symbols))
	r.syms = make([][]alt, 0, len(c.Symbols))
	// Under a Floor, the Phyrexian symbols paid with life past the first
	// lifeFree each take a generic mana too (CR 601.2f).
	free := c.lifeFree()
	for _, s := range c.Symbols {
		from := len(buf)
		switch s.Kind {
		case SymColored, SymHybrid:
			buf = append(buf, alt{mask: colorMask(s.Colors, allowed)})
		case SymColorless:
			buf = append(buf, alt{mask: colorMask([]Color{Colorless}, allowed)})
		case SymMonoHybrid:
			buf = append(buf, alt{mask: colorMask(s.Colors, allowed)}, alt{generic: 2})
		case SymPhyrexian, SymHybridPhyrexian:
			life := alt{life: 2}
			if free--; free < 0 {
				life.generic = 1
			}
			buf = append(buf, alt{mask: colorMask(s.Colors, allowed)}, life)
		case SymSnow:
			var m uint32
			for k := 0; k < numKinds; k++ {
				if k%kindSpellOnly >= kindSnow {
					m |= 1 << k
				}
			}
			buf = append(buf, alt{mask: m & allowed})
		}
		var alts []alt
		if len(buf) > from {
			alts = buf[from:len(buf):len(buf)]
		}
		r.syms = append(r.syms, alts)
	}
	slices.SortStableFunc(r.syms, func(a, b []alt) int { return len(a) - len(b) })
	return r
}

// space maps kinds onto classes: kinds that every symbol treats alike are
// one class, so the search does not tell apart mana no symbol tells
// apart. Kinds no symbol can use are dropped. Counts are capped at the
// most mana any payment can spend.
type space struct {
	n     int
	of    [numKinds]int
	limit int
	first firstPay
	// keep: payFirst gives what it paid (for showing a way, in the exact
	// space); else it only says whether it can pay.
	keep bool
	// alls, seen and abuf are payAll's, kept for the next call; allReq
	// and all its cost and its list while it runs, allDistinct that no
	// two remainders of that cost are the same.
	alls        [][]cvec
	seen        keySet
	abuf        []byte
	allReq      *creq
	all         []cvec
	allDistinct bool
	// work counts the steps of payFirst's and payAll's searches, and
	// over is set once it passes workMax (0: no bound) or the meter's
	// context is done: the searches then stop, and the solver that owns
	// the space takes its own search to have gone past its bound.
	work, workMax int
	meter         *meter
	over          bool
}

// workEvery is how many steps of the space's searches pass between looks
// at the context.
const workEvery = 1 << 12

// step counts one step of a search of the space and reports whether it
// may go on.
func (sp *space) step() bool {
	if sp.over {
		return false
	}
	sp.work++
	if sp.workMax > 0 && sp.work > sp.workMax || sp.work%workEvery == 0 && sp.meter != nil && !sp.meter.checkCtx() {
		sp.over = true
		return false
	}
	return true
}

// classMask is the classes of the kinds in mask, of those below sp.n:
// the exact space leaves out the kinds past the last that any use makes
// (newSolver), which no search takes from, so that a symbol of one color
// is paid by one class (byClass).
func (sp *space) classMask(mask uint32) uint32 {
	var m uint32
	for rest := mask & allKinds; rest != 0; rest &= rest - 1 {
		if c := sp.of[bits.TrailingZeros32(rest)]; c >= 0 && c < sp.n {
			m |= 1 << c
		}
	}
	return m
}

// newSpace builds the classes for a problem's requirements; with exact,
// every kind is its own class and nothing is capped (for showing a way).
func newSpace(reqs []req, exact bool, limit int) *space {
	sp := &space{limit: limit}
	if exact {
		sp.keep = true
		sp.n = numKinds
		for k := range sp.of {
			sp.of[k] = k
		}
		sp.limit = 1 << 30
		return sp
	}
	var masks []uint32
	for _, r := range reqs {
		if r.generic > 0 {
			masks = append(masks, r.genMask)
		}
		for _, alts := range r.syms {
			for _, a := range alts {
				if a.mask != 0 {
					masks = append(masks, a.mask)
				}
				if a.generic > 0 {
					masks = append(masks, r.genMask)
				}
			}
		}
	}
	// Masks that are equal tell no kinds apart: each is kept once. A
	// kind's signature is the set of masks that hold it, exactly: two
	// kinds some symbol treats differently are never one class.
	var buf [16]uint32
	distinct := buf[:0]
	for _, m := range masks {
		if !slices.Contains(distinct, m) {
			distinct = append(distinct, m)
		}
	}
	words := (len(distinct) + 63) / 64
	// The signatures of the classes so far, by class, words numbers each.
	var sigBuf [numKinds]uint64
	sigs := sigBuf[:0]
	if words > 1 {
		sigs = make([]uint64, 0, numKinds*words)
	}
	n := 0
	for k := 0; k < numKinds; k++ {
		from := len(sigs)
		sigs = append(sigs, make([]uint64, words)...)
		sig := sigs[from:]
		any := false
		for i, m := range distinct {
			if m&(1<<k) != 0 {
				sig[i/64] |= 1 << (i % 64)
				any = true
			}
		}
		if !any {
			sigs = sigs[:from]
			sp.of[k] = -1
			continue
		}
		id := -1
		for c := 0; c < n; c++ {
			if slices.Equal(sigs[c*words:(c+1)*words], sig) {
				id = c
				break
			}
		}
		if id >= 0 {
			sigs = sigs[:from]
		} else {
			id = n
			n++
		}
		sp.of[k] = id
	}
	sp.n = n
	return sp
}

// cvec counts mana by class.
type cvec [numKinds]int32

func (sp *space) project(v kindVec) cvec {
	var c cvec
	for k, n := range v {
		if n > 0 && sp.of[k] >= 0 {
			c[sp.of[k]] += int32(n)
		}
	}
	return sp.capped(c)
}

func (sp *space) capped(c cvec) cvec {
	for i := 0; i < sp.n; i++ {
		if int(c[i]) > sp.limit {
			c[i] = int32(sp.limit)
		}
	}
	return c
}

// capIn is capped, in place.
func (sp *space) capIn(c *cvec) {
	for i := 0; i < sp.n; i++ {
		if int(c[i]) > sp.limit {
			c[i] = int32(sp.limit)
		}
	}
}

func (sp *space) key(buf []byte, c cvec) []byte {
	for i := 0; i < sp.n; i++ {
		buf = binary.AppendUvarint(buf, uint64(c[i]))
	}
	return buf
}

// creq is a req in classes. same[i] marks a symbol paid the same ways
// as the one before it, so the classes paying a run of equal symbols are
// chosen in order and never in every order.
type creq struct {
	syms    [][]alt
	same    []bool
	generic int
	genMask uint32
	// each, when every symbol is paid by one class only (byClass),
	// counts the symbols of each class: the cost is paid by taking those
	// and then the generic mana.
	each    cvec
	byClass bool
}

func (sp *space) classReq(r req) creq {
	c := creq{generic: r.generic, genMask: sp.classMask(r.genMask)}
	// Sorted apart, where they are not in order: r's symbols may be
	// shared (payBase).
	order := func(a, b []alt) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		return cmp.Compare(a[0].mask, b[0].mask)
	}
	if !slices.IsSortedFunc(r.syms, order) {
		r.syms = append([][]alt(nil), r.syms...)
		slices.SortStableFunc(r.syms, order)
	}
	c.syms = make([][]alt, 0, len(r.syms))
	c.same = make([]bool, 0, len(r.syms))
	n := 0
	for _, alts := range r.syms {
		n += len(alts)
	}
	buf := make([]alt, 0, n)
	for i, alts := range r.syms {
		from := len(buf)
		for _, a := range alts {
			buf = append(buf, alt{mask: sp.classMask(a.mask), generic: a.generic, life: a.life})
		}
		c.syms = append(c.syms, buf[from:len(buf):len(buf)])
		same := i > 0 && len(alts) == len(r.syms[i-1])
		for k := range alts {
			same = same && alts[k] == r.syms[i-1][k]
		}
		c.same = append(c.same, same)
	}
	var each cvec
	for _, alts := range c.syms {
		if len(alts) != 1 || alts[0].generic != 0 || alts[0].life != 0 || bits.OnesCount32(alts[0].mask) != 1 {
			return c
		}
		each[bits.TrailingZeros32(alts[0].mask)]++
	}
	c.each, c.byClass = each, true
	return c
}

// paid is what is left after paying a cost, what there was before, and
// the life paid.
type paid struct {
	rem    cvec
	before cvec
	life   int
}

// payFirst finds one way to pay r from v with at most life life (-1:
// any), and gives what it paid (until its next call) when the space
// keeps it, else nil; v is as it was when it returns. Equal symbols
// take their classes in order; states that failed are remembered once
// the search grows past a few steps.
func (sp *space) payFirst(v *cvec, r *creq, life int) (*paid, bool) {
	f := &sp.first
	if r.byClass {
		// Each symbol's class is the only one it takes: what is left is
		// the same in any order, and the generic mana is paid if the
		// classes that pay it have enough left.
		have := 0
		for c := 0; c < sp.n; c++ {
			d := v[c] - r.each[c]
			if d < 0 {
				return nil, false
			}
			if r.genMask&(1<<c) != 0 {
				have += int(d)
			}
		}
		if have < r.generic {
			return nil, false
		}
		if !sp.keep {
			return nil, true
		}
		rem := *v
		for c := 0; c < sp.n; c++ {
			rem[c] -= r.each[c]
		}
		rem, _ = sp.takeGeneric(rem, r.genMask, r.generic)
		f.got = paid{rem: rem, before: *v}
		return &f.got, true
	}
	f.r, f.life, f.calls = r, life, 0
	if sp.keep {
		f.before = *v
	}
	f.failed.clear()
	ok := sp.walkFirst(0, 0, v, r.generic, 0)
	if !sp.keep || !ok {
		return nil, ok
	}
	return &f.got, ok
}

// firstPay is the state of payFirst's search, kept in the space so that
// its memory is reused from one call to the next.
type firstPay struct {
	r      *creq
	life   int
	before cvec
	got    paid
	calls  int
	failed keySet
	buf    []byte
}

// walkFirst pays symbol i on from v, the classes of a run of equal
// symbols taken in order from from on.
func (sp *space) walkFirst(i, from int, v *cvec, gen, lifeUsed int) bool {
	f := &sp.first
	r := f.r
	if f.life >= 0 && lifeUsed > f.life {
		return false
	}
	if i == len(r.syms) {
		rem, ok := sp.takeGeneric(*v, r.genMask, gen)
		if ok && sp.keep {
			f.got = paid{rem: rem, before: f.before, life: lifeUsed}
		}
		return ok
	}
	if !r.same[i] {
		from = 0
	}
	if !sp.step() {
		return false
	}
	f.calls++
	keyed := f.calls > 64
	var key [40]byte
	var keyLen int
	var long string
	if keyed {
		f.buf = sp.key(f.buf[:0], *v)
		for _, x := range [...]int{i, from, gen, lifeUsed} {
			f.buf = binary.AppendUvarint(f.buf, uint64(x))
		}
		if f.failed.has(f.buf) {
			return false
		}
		// The key is kept while the search goes deeper, which writes
		// over f.buf.
		if len(f.buf) <= len(key) {
			keyLen = copy(key[:], f.buf)
		} else {
			keyLen, long = -1, string(f.buf)
		}
	}
	for ai, a := range r.syms[i] {
		switch {
		case a.life > 0:
			if sp.walkFirst(i+1, len(r.syms[i])*numKinds+ai, v, gen+a.generic, lifeUsed+a.life) {
				return true
			}
		case a.generic > 0:
			if sp.walkFirst(i+1, len(r.syms[i])*numKinds+ai, v, gen+a.generic, lifeUsed) {
				return true
			}
		default:
			for c := 0; c < sp.n; c++ {
				if ai*numKinds+c < from || a.mask&(1<<c) == 0 || v[c] == 0 {
					continue
				}
				v[c]--
				ok := sp.walkFirst(i+1, ai*numKinds+c, v, gen, lifeUsed)
				v[c]++
				if ok {
					return true
				}
			}
		}
	}
	if keyed {
		if keyLen >= 0 {
			f.failed.add(key[:keyLen])
		} else {
			f.failed.add([]byte(long))
		}
	}
	return false
}

// takeGeneric takes n units from the classes in mask, in class order.
func (sp *space) takeGeneric(v cvec, mask uint32, n int) (cvec, bool) {
	for c := 0; c < sp.n && n > 0; c++ {
		if mask&(1<<c) == 0 {
			continue
		}
		t := min(n, int(v[c]))
		v[c] -= int32(t)
		n -= t
	}
	return v, n == 0
}

// payAll lists every distinct remainder of paying r from v (a mana
// ability's cost: no life), in a list that the next call at the same
// depth reuses.
func (sp *space) payAll(v cvec, r *creq, depth int) []cvec {
	// The list is kept for the next call at the same depth (a caller
	// reads it while it asks again one deeper); seen and buf for any.
	for len(sp.alls) <= depth {
		sp.alls = append(sp.alls, nil)
	}
	sp.allReq, sp.all = r, sp.alls[depth][:0]
	// A cost of generic mana alone is paid once for each amount taken
	// from each class (takeEach), and no two leave the same: only
	// costs with other symbols need the remainders told apart.
	sp.allDistinct = len(r.syms) == 0
	if !sp.allDistinct {
		sp.seen.clear()
	}
	sp.payAllFrom(0, 0, v, r.generic)
	out := sp.all
	sp.alls[depth], sp.all, sp.allReq = out, nil, nil
	return out
}

// payAllFrom is payAll from symbol i on, the classes of a run of equal
// symbols taken in order from from on, with gen generic mana to pay.
func (sp *space) payAllFrom(i, from int, v cvec, gen int) {
	r := sp.allReq
	if !sp.step() {
		return
	}
	if i == len(r.syms) {
		sp.payGeneric(&v, r.genMask, gen)
		return
	}
	if !r.same[i] {
		from = 0
	}
	for ai, a := range r.syms[i] {
		switch {
		case a.life > 0:
		case a.generic > 0:
			sp.payAllFrom(i+1, len(r.syms[i])*numKinds+ai, v, gen+a.generic)
		default:
			for c := 0; c < sp.n; c++ {
				if ai*numKinds+c < from || a.mask&(1<<c) == 0 || v[c] == 0 {
					continue
				}
				v[c]--
				sp.payAllFrom(i+1, ai*numKinds+c, v, gen)
				v[c]++
			}
		}
	}
}

// payGeneric adds to payAll's list every distinct remainder of taking n
// units from the classes in mask of v.
func (sp *space) payGeneric(v *cvec, mask uint32, n int) {
	have := 0
	for c := 0; c < sp.n; c++ {
		if mask&(1<<c) != 0 {
			have += int(v[c])
		}
	}
	if have < n {
		return
	}
	sp.takeEach(v, mask, 0, n)
}

// takeEach is payGeneric from class c on.
func (sp *space) takeEach(v *cvec, mask uint32, c, n int) {
	if n == 0 {
		if sp.allDistinct {
			sp.all = append(sp.all, *v)
			return
		}
		sp.abuf = sp.key(sp.abuf[:0], *v)
		if !sp.seen.has(sp.abuf) {
			sp.seen.add(sp.abuf)
			sp.all = append(sp.all, *v)
		}
		return
	}
	for ; c < sp.n; c++ {
		if mask&(1<<c) == 0 || v[c] == 0 {
			continue
		}
		for take := int32(min(n, int(v[c]))); take >= 1; take-- {
			v[c] -= take
			sp.takeEach(v, mask, c+1, n-int(take))
			v[c] += take
		}
	}
}
