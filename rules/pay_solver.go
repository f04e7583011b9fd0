package rules

import (
	"encoding/binary"
	"sort"
)

// The solver of /judge pay and /judge mana works on units of mana of 24
// kinds: the six types (CR 106.1), each made by a snow source or not
// (CR 107.4h), and each spendable on anything or only on the spell being
// cast (a restriction such as "Spend this mana only to cast creature
// spells" that the spell meets: such mana can't pay a mana ability's
// cost).
const (
	kindSnow      = 6
	kindSpellOnly = 12
	numKinds      = 24
)

// unitKind is the kind of a unit of mana of type c.
func unitKind(c Color, snow, spellOnly bool) int {
	k := int(c)
	if snow {
		k += kindSnow
	}
	if spellOnly {
		k += kindSpellOnly
	}
	return k
}

// kindVec counts mana by kind.
type kindVec [numKinds]int

// pool is the mana of the vector by type.
func (v kindVec) pool() Pool {
	var p Pool
	for k, n := range v {
		p[k%6] += n
	}
	return p
}

// addPool adds a pool of mana of one snow and restriction status.
func (v *kindVec) addPool(p Pool, snow, spellOnly bool) {
	for c, n := range p {
		v[unitKind(Color(c), snow, spellOnly)] += n
	}
}

func (v kindVec) total() int {
	n := 0
	for _, x := range v {
		n += x
	}
	return n
}

// payUse is one way of using one mana source: which ability, the choices
// made, the mana it makes and what it costs.
type payUse struct {
	// action says it in words: "tap Forest for {G}"; ability is the
	// mana ability's text.
	action  string
	ability string
	choices []string
	events  []string
	// made is the mana that can be spent on this cost, by kind; pool is
	// all the mana it makes, spendable here or not.
	made kindVec
	pool Pool
	// cost is the mana its ability costs (a filter land's {W/U}), nil for
	// none; life the life it costs; damage the damage its effect deals to
	// its controller before any cost is paid with life.
	cost   *ManaCost
	life   int
	damage int
}

// payGroup is a number of equal mana sources: permanents that can be
// used in the same ways, searched as one source with a count.
type payGroup struct {
	name  string
	count int
	uses  []payUse
}

// payProblem is a cost to pay with the mana of some sources.
type payProblem struct {
	groups []payGroup
	cost   ManaCost
	// life is the life the player can pay; -1 when the board does not say.
	life int
	// maxWays is how many ways to list; maxStates bounds the search.
	maxWays   int
	maxStates int
}

// payPick is count uses of use number use of group number group; alts
// are the uses of the group that pay this cost alike and are merged with
// it (use among them).
type payPick struct {
	group, use, count int
	alts              []int
}

// payWay is one way to pay: the sources used, the mana left over, and the
// life paid for Phyrexian symbols.
type payWay struct {
	picks    []payPick
	left     kindVec
	phyLife  int
	spellPay kindVec
}

// payResult is what the search found.
type payResult struct {
	ways []payWay
	// more: there are more ways than maxWays.
	more bool
	// exhausted: the search went past maxStates, so a "no" is not known.
	exhausted bool
	states    int
}

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
	for _, s := range c.Symbols {
		var alts []alt
		switch s.Kind {
		case SymColored:
			alts = []alt{{mask: colorMask(s.Colors, allowed)}}
		case SymColorless:
			alts = []alt{{mask: colorMask([]Color{Colorless}, allowed)}}
		case SymHybrid:
			alts = []alt{{mask: colorMask(s.Colors, allowed)}}
		case SymMonoHybrid:
			alts = []alt{{mask: colorMask(s.Colors, allowed)}, {generic: 2}}
		case SymPhyrexian, SymHybridPhyrexian:
			alts = []alt{{mask: colorMask(s.Colors, allowed)}, {life: 2}}
		case SymSnow:
			var m uint32
			for k := 0; k < numKinds; k++ {
				if k%kindSpellOnly >= kindSnow {
					m |= 1 << k
				}
			}
			alts = []alt{{mask: m & allowed}}
		}
		r.syms = append(r.syms, alts)
	}
	sort.SliceStable(r.syms, func(i, j int) bool { return len(r.syms[i]) < len(r.syms[j]) })
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
}

// classMask is the classes of the kinds in mask.
func (sp *space) classMask(mask uint32) uint32 {
	var m uint32
	for k := 0; k < numKinds; k++ {
		if mask&(1<<k) != 0 && sp.of[k] >= 0 {
			m |= 1 << sp.of[k]
		}
	}
	return m
}

// newSpace builds the classes for a problem's requirements; with exact,
// every kind is its own class and nothing is capped (for showing a way).
func newSpace(reqs []req, exact bool, limit int) *space {
	sp := &space{limit: limit}
	if exact {
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
	sigs := map[uint64]int{}
	for k := 0; k < numKinds; k++ {
		var sig uint64
		for i, m := range masks {
			if m&(1<<k) != 0 {
				sig |= 1 << (i % 64)
				if i >= 64 {
					sig ^= uint64(i) << 32
				}
			}
		}
		if sig == 0 {
			sp.of[k] = -1
			continue
		}
		id, ok := sigs[sig]
		if !ok {
			id = len(sigs)
			sigs[sig] = id
		}
		sp.of[k] = id
	}
	sp.n = len(sigs)
	return sp
}

// cvec counts mana by class.
type cvec [numKinds]int

func (sp *space) project(v kindVec) cvec {
	var c cvec
	for k, n := range v {
		if n > 0 && sp.of[k] >= 0 {
			c[sp.of[k]] += n
		}
	}
	return sp.capped(c)
}

func (sp *space) capped(c cvec) cvec {
	for i := 0; i < sp.n; i++ {
		if c[i] > sp.limit {
			c[i] = sp.limit
		}
	}
	return c
}

func (sp *space) add(a, b cvec) cvec {
	for i := 0; i < sp.n; i++ {
		a[i] += b[i]
	}
	return sp.capped(a)
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
}

func (sp *space) classReq(r req) creq {
	c := creq{generic: r.generic, genMask: sp.classMask(r.genMask)}
	sort.SliceStable(r.syms, func(i, j int) bool {
		if len(r.syms[i]) != len(r.syms[j]) {
			return len(r.syms[i]) < len(r.syms[j])
		}
		return r.syms[i][0].mask < r.syms[j][0].mask
	})
	for i, alts := range r.syms {
		var ca []alt
		for _, a := range alts {
			ca = append(ca, alt{mask: sp.classMask(a.mask), generic: a.generic, life: a.life})
		}
		c.syms = append(c.syms, ca)
		same := i > 0 && len(alts) == len(r.syms[i-1])
		for k := range alts {
			same = same && alts[k] == r.syms[i-1][k]
		}
		c.same = append(c.same, same)
	}
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
// any). Equal symbols take their classes in order; states that failed
// are remembered once the search grows past a few steps.
func (sp *space) payFirst(v cvec, r creq, life int) (paid, bool) {
	before := v
	var failed map[string]bool
	var buf []byte
	calls := 0
	var got paid
	var walk func(i, from int, v cvec, gen, lifeUsed int) bool
	walk = func(i, from int, v cvec, gen, lifeUsed int) bool {
		if life >= 0 && lifeUsed > life {
			return false
		}
		if i == len(r.syms) {
			rem, ok := sp.takeGeneric(v, r.genMask, gen)
			if ok {
				got = paid{rem: rem, before: before, life: lifeUsed}
			}
			return ok
		}
		if !r.same[i] {
			from = 0
		}
		calls++
		var key string
		if calls > 64 {
			if failed == nil {
				failed = map[string]bool{}
			}
			buf = sp.key(buf[:0], v)
			for _, x := range []int{i, from, gen, lifeUsed} {
				buf = binary.AppendUvarint(buf, uint64(x))
			}
			if failed[string(buf)] {
				return false
			}
			key = string(buf)
		}
		for ai, a := range r.syms[i] {
			switch {
			case a.life > 0:
				if walk(i+1, len(r.syms[i])*numKinds+ai, v, gen, lifeUsed+a.life) {
					return true
				}
			case a.generic > 0:
				if walk(i+1, len(r.syms[i])*numKinds+ai, v, gen+a.generic, lifeUsed) {
					return true
				}
			default:
				for c := 0; c < sp.n; c++ {
					if ai*numKinds+c < from || a.mask&(1<<c) == 0 || v[c] == 0 {
						continue
					}
					v[c]--
					ok := walk(i+1, ai*numKinds+c, v, gen, lifeUsed)
					v[c]++
					if ok {
						return true
					}
				}
			}
		}
		if key != "" {
			failed[key] = true
		}
		return false
	}
	ok := walk(0, 0, v, r.generic, 0)
	return got, ok
}

// takeGeneric takes n units from the classes in mask, in class order.
func (sp *space) takeGeneric(v cvec, mask uint32, n int) (cvec, bool) {
	for c := 0; c < sp.n && n > 0; c++ {
		if mask&(1<<c) == 0 {
			continue
		}
		t := min(n, v[c])
		v[c] -= t
		n -= t
	}
	return v, n == 0
}

// payAll lists every distinct remainder of paying r from v (a mana
// ability's cost: no life).
func (sp *space) payAll(v cvec, r creq) []cvec {
	var out []cvec
	seen := map[string]bool{}
	var buf []byte
	var walk func(i, from int, v cvec, gen int)
	walk = func(i, from int, v cvec, gen int) {
		if i == len(r.syms) {
			sp.payGeneric(v, r.genMask, gen, func(rem cvec) bool {
				buf = sp.key(buf[:0], rem)
				if !seen[string(buf)] {
					seen[string(buf)] = true
					out = append(out, rem)
				}
				return false
			})
			return
		}
		if !r.same[i] {
			from = 0
		}
		for ai, a := range r.syms[i] {
			switch {
			case a.life > 0:
			case a.generic > 0:
				walk(i+1, len(r.syms[i])*numKinds+ai, v, gen+a.generic)
			default:
				for c := 0; c < sp.n; c++ {
					if ai*numKinds+c < from || a.mask&(1<<c) == 0 || v[c] == 0 {
						continue
					}
					v[c]--
					walk(i+1, ai*numKinds+c, v, gen)
					v[c]++
				}
			}
		}
	}
	walk(0, 0, v, r.generic)
	return out
}

// payGeneric calls each with every way to take n units from the classes
// in mask, until each returns true.
func (sp *space) payGeneric(v cvec, mask uint32, n int, each func(cvec) bool) bool {
	have := 0
	for c := 0; c < sp.n; c++ {
		if mask&(1<<c) != 0 {
			have += v[c]
		}
	}
	if have < n {
		return false
	}
	var walk func(c, n int) bool
	walk = func(c, n int) bool {
		if n == 0 {
			return each(v)
		}
		for ; c < sp.n; c++ {
			if mask&(1<<c) == 0 || v[c] == 0 {
				continue
			}
			for take := min(n, v[c]); take >= 1; take-- {
				v[c] -= take
				stop := walk(c+1, n-take)
				v[c] += take
				if stop {
					return true
				}
			}
		}
		return false
	}
	return walk(0, n)
}

// solver searches for the ways to pay a problem's cost.
type solver struct {
	p       *payProblem
	sp      *space
	spell   creq
	minMana int
	ability []creq // by use id; no symbols when free
	costed  []bool
	made    []cvec
	madeN   []int
	ids     [][]int
	uses    []*payUse
	res     payResult
	dead    map[string]bool
	buf     []byte
	// minimal: list only ways with no source to spare; without it the
	// first way found is taken (for the most mana).
	minimal bool
	exact   *solver
	// alts are, for a use kept, the uses merged into it (mergeAlike).
	alts [][]int
	// The picks so far, as a stack: the use ids, those with mana costs,
	// the mana of the others (not capped), life paid and damage taken.
	picks    []int
	pending  []int
	free     cvec
	pendMade cvec
	life     int
	damage   int
	// needs are what the cost needs of sets of classes, and most[g] and
	// after[g] the most mana of each class one source of group g, and all
	// the groups after g, can make: a state that can't meet the needs
	// even with every source left is not searched.
	needs []need
	most  []cvec
	after []cvec
	// net is each use's mana less the least mana its ability costs;
	// mostNet[g] and afterNet[g] are the most of that for group g and the
	// groups after it; pendNet is the sum for the pending uses.
	net      []int
	mostNet  []int
	afterNet []int
	pendNet  int
}

// need is a number of units of mana the cost needs from a set of classes.
type need struct {
	mask uint32
	n    int
}

// maxPending bounds the mana abilities with mana costs in one way to pay.
const maxPending = 16

func newSolver(p *payProblem, exact bool) *solver {
	s := &solver{p: p, dead: map[string]bool{}, minimal: true}
	spellReq := makeReq(p.cost, allKinds)
	reqs := []req{spellReq}
	limit := p.cost.MaxMana()
	var abilityReqs []req
	for gi := range p.groups {
		g := &p.groups[gi]
		var ids []int
		for ui := range g.uses {
			u := &g.uses[ui]
			ids = append(ids, len(s.uses))
			s.uses = append(s.uses, u)
			var r req
			if u.cost != nil {
				r = makeReq(*u.cost, abilityKinds)
				reqs = append(reqs, r)
				limit += u.cost.MaxMana() * g.count
			}
			abilityReqs = append(abilityReqs, r)
		}
		s.ids = append(s.ids, ids)
	}
	s.sp = newSpace(reqs, exact, limit)
	s.spell = s.sp.classReq(spellReq)
	s.minMana = p.cost.MinMana()
	if p.life >= 0 {
		phy := 0
		for _, sym := range p.cost.Symbols {
			if sym.Kind == SymPhyrexian || sym.Kind == SymHybridPhyrexian {
				phy++
			}
		}
		// Phyrexian symbols life can't pay must be paid with mana.
		s.minMana += max(0, phy-p.life/2)
	}
	s.needs = append(s.needs, need{mask: 1<<s.sp.n - 1, n: s.minMana})
	for _, alts := range s.spell.syms {
		if len(alts) != 1 || alts[0].mask == 0 {
			continue
		}
		m := alts[0].mask
		n := 0
		for _, other := range s.spell.syms {
			if len(other) == 1 && other[0].mask != 0 && other[0].mask&^m == 0 {
				n++
			}
		}
		s.needs = append(s.needs, need{mask: m, n: n})
	}
	for i, r := range abilityReqs {
		s.ability = append(s.ability, s.sp.classReq(r))
		s.costed = append(s.costed, s.uses[i].cost != nil)
		var m cvec
		n := 0
		for k, x := range s.uses[i].made {
			if x > 0 && s.sp.of[k] >= 0 {
				m[s.sp.of[k]] += x
				n += x
			}
		}
		s.made = append(s.made, m)
		s.madeN = append(s.madeN, n)
	}
	if !exact {
		s.mergeAlike()
	}
	s.most = make([]cvec, len(p.groups))
	s.after = make([]cvec, len(p.groups)+1)
	s.mostNet = make([]int, len(p.groups))
	s.afterNet = make([]int, len(p.groups)+1)
	for id, u := range s.uses {
		n := s.madeN[id]
		if u.cost != nil {
			n -= u.cost.MinMana()
		}
		s.net = append(s.net, n)
	}
	for g := len(p.groups) - 1; g >= 0; g-- {
		for _, id := range s.ids[g] {
			for c := 0; c < s.sp.n; c++ {
				s.most[g][c] = max(s.most[g][c], s.made[id][c])
			}
			s.mostNet[g] = max(s.mostNet[g], s.net[id])
		}
		s.afterNet[g] = s.afterNet[g+1] + p.groups[g].count*s.mostNet[g]
		for c := 0; c < s.sp.n; c++ {
			s.after[g][c] = s.after[g+1][c] + p.groups[g].count*s.most[g][c]
		}
	}
	return s
}

// mergeAlike makes the uses of a group that this cost can't tell apart
// one use: the same mana by class, the same costs. Birds of Paradise
// paying {1} is one way, not five.
func (s *solver) mergeAlike() {
	s.alts = make([][]int, len(s.uses))
	for g, ids := range s.ids {
		var kept []int
		for _, id := range ids {
			u := s.uses[id]
			merged := false
			for _, k := range kept {
				v := s.uses[k]
				if s.made[k] == s.made[id] && u.life == v.life && u.damage == v.damage && (u.cost == nil) == (v.cost == nil) && (u.cost == nil || u.cost.String() == v.cost.String()) {
					s.alts[k] = append(s.alts[k], id)
					merged = true
					break
				}
			}
			if !merged {
				kept = append(kept, id)
				s.alts[id] = []int{id}
			}
		}
		s.ids[g] = kept
	}
}

// possible reports whether the picks, with the sources still to come
// (from copy j of group g on), could meet every need of the cost.
func (s *solver) possible(g, j int) bool {
	total := s.pendNet
	for c := 0; c < s.sp.n; c++ {
		total += s.free[c]
	}
	if g < len(s.p.groups) {
		total += (s.p.groups[g].count-j)*s.mostNet[g] + s.afterNet[g+1]
	}
	if total < s.minMana {
		return false
	}
	var avail cvec
	for c := 0; c < s.sp.n; c++ {
		avail[c] = s.free[c] + s.pendMade[c]
		if g < len(s.p.groups) {
			avail[c] += (s.p.groups[g].count-j)*s.most[g][c] + s.after[g+1][c]
		}
	}
	for _, nd := range s.needs {
		have := 0
		for c := 0; c < s.sp.n; c++ {
			if nd.mask&(1<<c) != 0 {
				have += avail[c]
			}
		}
		if have < nd.n {
			return false
		}
	}
	return true
}

// tick counts one state of the search and reports whether the search
// must stop: past the bound on states. A work budget checked per state
// belongs here.
func (s *solver) tick() bool {
	s.res.states++
	if s.res.states > s.p.maxStates {
		s.res.exhausted = true
	}
	return s.res.exhausted
}

// feasible reports whether the uses picked pay the cost: the free mana,
// then the mana abilities with costs in some order that can pay each in
// turn, then the cost itself (CR 601.2g–h, 605.3a). It gives what is
// left and the life paid for Phyrexian symbols.
func (s *solver) feasible(free cvec, pending []int, life, damage int) (bool, paid) {
	if s.p.life >= 0 && life > s.p.life {
		return false, paid{}
	}
	free = s.sp.capped(free)
	spellLife := -1
	if s.p.life >= 0 {
		spellLife = max(0, s.p.life-life-damage)
	}
	if len(pending) == 0 {
		got, ok := s.sp.payFirst(free, s.spell, spellLife)
		return ok, got
	}
	if len(pending) > maxPending {
		s.res.exhausted = true
		return false, paid{}
	}
	all := uint32(1)<<len(pending) - 1
	memo := map[string]bool{}
	var buf []byte
	var found paid
	var walk func(done uint32, v cvec) bool
	walk = func(done uint32, v cvec) bool {
		if done == all {
			got, ok := s.sp.payFirst(v, s.spell, spellLife)
			found = got
			return ok
		}
		buf = binary.AppendUvarint(s.sp.key(buf[:0], v), uint64(done))
		if memo[string(buf)] {
			return false
		}
		memo[string(buf)] = true
		for i, id := range pending {
			if done&(1<<i) != 0 || (i > 0 && pending[i-1] == id && done&(1<<(i-1)) == 0) {
				continue
			}
			for _, rest := range s.sp.payAll(v, s.ability[id]) {
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
	return false, paid{}
}

// enough is a quick test that the picks make at least the least mana the
// cost can take.
func (s *solver) enough() bool {
	n := 0
	for c := 0; c < s.sp.n; c++ {
		n += s.free[c]
	}
	return n+s.pendNet >= s.minMana
}

func (s *solver) push(id int) {
	u := s.uses[id]
	s.picks = append(s.picks, id)
	if s.costed[id] {
		s.pending = append(s.pending, id)
		s.pendNet += s.net[id]
		for c := 0; c < s.sp.n; c++ {
			s.pendMade[c] += s.made[id][c]
		}
	} else {
		for c := 0; c < s.sp.n; c++ {
			s.free[c] += s.made[id][c]
		}
	}
	s.life += u.life
	s.damage += u.damage
}

func (s *solver) pop() {
	id := s.picks[len(s.picks)-1]
	u := s.uses[id]
	s.picks = s.picks[:len(s.picks)-1]
	if s.costed[id] {
		s.pending = s.pending[:len(s.pending)-1]
		s.pendNet -= s.net[id]
		for c := 0; c < s.sp.n; c++ {
			s.pendMade[c] -= s.made[id][c]
		}
	} else {
		for c := 0; c < s.sp.n; c++ {
			s.free[c] -= s.made[id][c]
		}
	}
	s.life -= u.life
	s.damage -= u.damage
}

// solve searches every way to pay, picking for each group how many of its
// sources are used in each way, in order, so that equal sources are never
// told apart; a state no way can complete is remembered and not searched
// again.
func (s *solver) solve() payResult {
	var walk func(g, j, from int) bool
	walk = func(g, j, from int) bool {
		if s.res.exhausted || s.tick() || !s.possible(g, j) {
			return false
		}
		if s.enough() {
			if ok, _ := s.feasible(s.free, s.pending, s.life, s.damage); ok {
				s.record()
				return true
			}
		}
		if g == len(s.p.groups) {
			return false
		}
		if s.dead[string(s.stateKey(g, j, from))] {
			return false
		}
		found := false
		if j < s.p.groups[g].count {
			for o := from; o < len(s.ids[g]); o++ {
				s.push(s.ids[g][o])
				ok := walk(g, j+1, o)
				s.pop()
				found = found || ok
				if s.done() {
					return true
				}
			}
		}
		if walk(g+1, 0, 0) {
			found = true
		}
		if !found && !s.res.exhausted {
			s.dead[string(s.stateKey(g, j, from))] = true
		}
		return found
	}
	walk(0, 0, 0)
	return s.res
}

// stateKey is the state of the search at copy j of group g, uses from
// number from on: the mana so far (capped), life and damage, and the mana
// abilities with costs picked. It is written into s.buf.
func (s *solver) stateKey(g, j, from int) []byte {
	s.buf = s.sp.key(s.buf[:0], s.sp.capped(s.free))
	life, damage := 0, 0
	if s.p.life >= 0 {
		life, damage = min(s.life, s.p.life+1), min(s.damage, s.p.life+1)
	}
	s.buf = binary.AppendUvarint(s.buf, uint64(g))
	s.buf = binary.AppendUvarint(s.buf, uint64(j))
	s.buf = binary.AppendUvarint(s.buf, uint64(from))
	s.buf = binary.AppendUvarint(s.buf, uint64(life))
	s.buf = binary.AppendUvarint(s.buf, uint64(damage))
	s.buf = binary.AppendUvarint(s.buf, uint64(len(s.pending)))
	for _, id := range s.pending {
		s.buf = binary.AppendUvarint(s.buf, uint64(id))
	}
	return s.buf
}

func (s *solver) done() bool {
	return s.res.more || s.res.exhausted || (!s.minimal && len(s.res.ways) > 0)
}

// record keeps the way picked if no use in it can be left out (a way with
// a source it does not need is not listed: the way without it is).
func (s *solver) record() {
	if s.minimal {
		for i, id := range s.picks {
			if i > 0 && id == s.picks[i-1] {
				continue
			}
			if s.withoutPays(i) {
				return
			}
		}
	}
	if len(s.res.ways) >= s.p.maxWays {
		s.res.more = true
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

// wayOf describes a way to pay: its picks by group and use, and, worked
// out again with every kind of mana told apart, what is left over.
func (s *solver) wayOf(picks []int) payWay {
	var w payWay
	for _, id := range picks {
		g, u := s.groupOf(id)
		n := len(w.picks)
		if n > 0 && w.picks[n-1].group == g && w.picks[n-1].use == u {
			w.picks[n-1].count++
			continue
		}
		pk := payPick{group: g, use: u, count: 1}
		if s.alts != nil {
			for _, a := range s.alts[id] {
				_, au := s.groupOf(a)
				pk.alts = append(pk.alts, au)
			}
		}
		w.picks = append(w.picks, pk)
	}
	if s.exact == nil {
		s.exact = newSolver(s.p, true)
	}
	ex := s.exact
	ex.picks, ex.pending, ex.free, ex.pendMade, ex.pendNet, ex.life, ex.damage = ex.picks[:0], ex.pending[:0], cvec{}, cvec{}, 0, 0, 0
	for _, id := range picks {
		ex.push(id)
	}
	_, got := ex.feasible(ex.free, ex.pending, ex.life, ex.damage)
	w.left = kindVec(got.rem)
	for k := range w.spellPay {
		w.spellPay[k] = got.before[k] - got.rem[k]
	}
	w.phyLife = got.life
	return w
}

// groupOf is the group of use id and its number among the group's uses.
func (s *solver) groupOf(id int) (int, int) {
	for g := range s.p.groups {
		first := s.first(g)
		if id >= first && id < first+len(s.p.groups[g].uses) {
			return g, id - first
		}
	}
	return -1, -1
}

// first is the id of group g's first use.
func (s *solver) first(g int) int {
	n := 0
	for i := 0; i < g; i++ {
		n += len(s.p.groups[i].uses)
	}
	return n
}

// solvePay searches the ways to pay p.
func solvePay(p *payProblem) payResult {
	return newSolver(p, false).solve()
}

// maxPayable is the most n for which the cost costOf(n) can be paid with
// the sources, searching up to hi; exhausted when the search went past
// its bound. costOf must ask more for a greater n.
func maxPayable(p payProblem, hi int, costOf func(int) ManaCost) (int, payResult, bool) {
	lo := 0
	var best payResult
	p.maxWays = 1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		p.cost = costOf(mid)
		s := newSolver(&p, false)
		s.minimal = false
		r := s.solve()
		if r.exhausted {
			return 0, r, true
		}
		if len(r.ways) > 0 {
			lo = mid
			best = r
		} else {
			hi = mid - 1
		}
	}
	return lo, best, false
}
