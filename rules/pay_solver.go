package rules

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// solver searches for the ways to pay a problem's cost.
type solver struct {
	p  *payProblem
	sp *space
	// spellReq is the cost's requirement by kind, spell by class.
	spellReq req
	spell    creq
	minMana  int
	ability  []*creq // by use id; nil when free
	made     []int32 // by use id, sp.n classes each (madeOf)
	madeN    []int
	ids      [][]int
	uses     []*payUse
	res      payResult
	// dead are the keys (stateKey) of the states known to lead to no
	// way.
	dead keySet
	buf  []byte
	// minimal: list only ways with no source to spare; without it the
	// first way found is taken (for the most mana).
	minimal bool
	// lazy: a way found keeps only its picks, to be described by wayOf
	// when it is wanted; its place in res.ways is left empty. Else every
	// way is described when the search is over. found holds the picks of
	// the ways found, one after another, way i's from foundAt[i] on.
	lazy    bool
	found   []int
	foundAt []int
	exact   *solver
	base    *payBase
	// orders counts the states of the orders feasible tries (tickOrder);
	// unbounded: this solver is not bounded by it.
	orders    int
	unbounded bool
	// scratch holds the pending uses of a way tested without one of its
	// picks (withoutPays, withFewerPays).
	scratch []int
	// memo and mbuf are feasible's, kept for the next call; order is
	// the state of its search while it runs; seq, after a call that
	// pays, is the order in which it activated the pending uses, last
	// first.
	memo  keySet
	order orderSearch
	mbuf  []byte
	seq   []int
	// alts are, for a use kept, the uses merged into it (mergeAlike),
	// by their numbers in the group: the alternatives of its picks.
	alts [][]int
	// fewer is, by use id, the id of the same use with one untap fewer
	// (payUse.fewer), -1 for none; nil where no use has one.
	fewer []int
	// plain is, by use id, for an untapper's use whose ability costs
	// mana, the use of the permanent it untaps that it makes again (a
	// tap with no untap), -1 for none; nil where no use has one.
	plain []int
	// lifeCheck: the life left before each untap is checked
	// (untapLethal); skip is the index of the pick a test leaves out, -1
	// for none.
	lifeCheck bool
	skip      int
	// lifeCap, when 0 or more, is the most life the cost's Phyrexian
	// symbols may take (solvePay).
	lifeCap int
	// freeTest: the cost is matched by its needs and lifeCap is off, so
	// free mana that meets every need pays (solve).
	freeTest bool
	// testAt is the next state at which tick tests the bound on states
	// and the context (tickTest).
	testAt int
	// The picks so far, as a stack: the use ids, those with mana costs,
	// the mana of the others (not capped), life paid and damage taken.
	picks   []int
	pending []int
	free    cvec
	life    int
	damage  int
	// needs are what the cost needs of sets of classes: a state that
	// can't meet them even with every source left is not searched.
	needs []need
	// net is each use's mana less the least mana its ability costs;
	// mostNet[g] and afterNet[g] are the most of that for group g and the
	// groups after it; pendNet is the sum for the pending uses.
	net      []int
	mostNet  []int
	afterNet []int
	pendNet  int
	// gain is what push(id) adds to pendNet + freeN: net[id] for a use
	// whose ability costs mana, else madeN[id].
	gain []int
	// The same sums by need, kept as the picks change: freeN is the free
	// mana in all; have[k] the mana of need k's classes picked, free or
	// pending; madeIn[id*len(needs)+k] use id's mana in need k's
	// classes (k from 1: need 0 is freeN's); needMost[g*len(needs)+k] and needAfter[g*len(needs)+k] the
	// most mana in need k's classes one source of group g, and all the
	// groups from g on, can make, by class (in each class, the most any
	// of its uses makes).
	freeN int
	// matched: every symbol of the cost is paid by one set of classes
	// alone, and any two of those sets are apart or one holds the
	// other, so that free mana meets the cost exactly when it meets
	// every need (spareAlready); false where feasible tests more than
	// the mana and life (lifeCheck).
	matched bool
	// later, where the cost is matched by its needs and no use's ability
	// costs mana, is how the needs nest, for spareLater; nil elsewhere.
	later     *needTree
	have      []int
	madeIn    []int
	needMost  []int
	needAfter []int
}

// need is a number of units of mana the cost needs from a set of classes.
type need struct {
	mask uint32
	n    int
}

// maxPending bounds the mana abilities with mana costs in one way to pay.
const maxPending = 16

// Long: it builds the solver's tables in one pass over the groups and uses,
// each table from the ones before.
func newSolver(p *payProblem, exact bool) *solver {
	return newSolverOf(p, exact, makeReq(p.cost, allKinds))
}

// newSolverOf is newSolver with the cost's requirement made already.
func newSolverOf(p *payProblem, exact bool, spellReq req) *solver {
	s := &solver{p: p, minimal: true, unbounded: exact, lifeCap: -1, skip: -1, spellReq: spellReq}
	base := p.base
	if base == nil {
		base = newPayBase(p)
	}
	s.base = base
	// The requirements whose symbols tell kinds apart; the exact space
	// tells every kind apart (newSpace).
	var reqArr [4]req
	reqs := reqArr[:0]
	if !exact {
		reqs = append(append(reqs, spellReq), base.costedReqs...)
	}
	limit := p.cost.MaxMana() + base.limit
	abilityReqs := base.abilityReqs
	nUses := len(base.uses)
	s.uses = base.uses
	s.ids = base.ids
	if !exact {
		// mergeAlike keeps its own lists, and the alternatives of each
		// use kept: one array holds both.
		lists := make([][]int, len(base.ids)+nUses)
		s.ids = lists[:copy(lists, base.ids):len(base.ids)]
		s.alts = lists[len(base.ids):]
	}
	nGroups := len(p.groups)
	s.sp = newSpace(reqs, exact, limit)
	// The searches of what pays what are bounded apart from the states:
	// a state of filter lands may take many steps of them, a board of
	// basic lands a few. The exact solver's, which describes the ways
	// found, has the same bound (wayOf).
	s.sp.workMax, s.sp.meter = maxSpaceWork, p.meter
	if exact {
		// Kinds past the last that any use makes are always 0: the
		// exact solver's loops stop before them.
		var all uint32
		for _, m := range base.kinds {
			all |= m
		}
		s.sp.n = bits.Len32(all)
	}
	s.spell = s.sp.classReq(spellReq)
	// Phyrexian symbols life can't pay must be paid with mana.
	s.minMana = p.cost.MinManaWithLife(p.life)
	s.needs = make([]need, 1, 1+len(s.spell.syms))
	s.needs[0] = need{mask: 1<<s.sp.n - 1, n: s.minMana}
	for _, alts := range s.spell.syms {
		if exact {
			// The exact solver does not search: it needs no needs
			// but the first.
			break
		}
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
	// The tables of numbers share one array, handed out by take.
	k := len(s.needs)
	total := 0
	for g := range p.groups {
		total += p.groups[g].count
	}
	size := 2*nUses + 2*total + k + nUses*k
	if !exact {
		size += nUses + 2*nGroups + 1 + nGroups*k + (nGroups+1)*k
	}
	nums := make([]int, size)
	take := func(n int) []int {
		out := nums[:n:n]
		nums = nums[n:]
		return out
	}
	// Each use's mana by class, sp.n numbers (madeOf).
	nc := s.sp.n
	s.made = make([]int32, nUses*nc)
	s.madeN, s.net = take(nUses), take(nUses)
	// The picks are at most one for each source.
	s.picks, s.pending = take(total)[:0], take(total)[:0]
	// Only the uses with costs have a requirement; they share one array.
	s.ability = make([]*creq, nUses)
	var creqs []creq
	if len(base.costedReqs) > 0 {
		creqs = make([]creq, 0, len(base.costedReqs))
	}
	for i, r := range abilityReqs {
		if s.uses[i].cost != nil {
			creqs = append(creqs, s.sp.classReq(r))
			s.ability[i] = &creqs[len(creqs)-1]
		}
		m := s.made[i*nc : i*nc+nc]
		n := 0
		made := &s.uses[i].made
		for rest := base.kinds[i]; rest != 0; rest &= rest - 1 {
			k := bits.TrailingZeros32(rest)
			if c := s.sp.of[k]; c >= 0 {
				m[c] += made[k]
				n += int(made[k])
			}
		}
		s.madeN[i] = n
	}
	for id, u := range s.uses {
		if u.fewer == 0 {
			continue
		}
		if s.fewer == nil {
			s.fewer = make([]int, len(s.uses))
			for i := range s.fewer {
				s.fewer[i] = -1
			}
		}
		s.fewer[id] = base.ids[base.useGroup[id]][u.fewer-1]
	}
	for id, u := range s.uses {
		if !u.paid || u.again == 0 {
			continue
		}
		if s.plain == nil {
			s.plain = make([]int, len(s.uses))
			for i := range s.plain {
				s.plain[i] = -1
			}
		}
		s.plain[id] = base.ids[u.again-1][u.againUse]
	}
	s.lifeCheck = s.untapLifeCheck()
	// Where the life before an untap is checked, feasible tests more
	// than the mana (untapLethal).
	s.matched = !exact && !s.lifeCheck && matchedByNeeds(s.spell.syms)
	if !exact {
		s.mergeAlike()
	}
	for id, u := range s.uses {
		n := s.madeN[id]
		if u.cost != nil {
			n -= u.cost.MinMana()
		}
		s.net[id] = n
	}
	s.have = take(k)
	// The first need, the least mana in all, is counted by freeN and
	// pendNet: its place in madeIn is left 0.
	s.madeIn = take(len(s.uses) * k)
	for id := range s.uses {
		for i := 1; i < k; i++ {
			s.madeIn[id*k+i] = s.inNeed(s.madeOf(id), s.needs[i].mask)
		}
	}
	if exact {
		// The exact solver only tests the payments of ways found
		// (wayOf): it does not search, so it needs no bounds.
		return s
	}
	s.later = s.needTreeOf()
	s.gain = take(nUses)
	for id := range s.uses {
		if s.costed(id) {
			s.gain[id] = s.net[id]
		} else {
			s.gain[id] = s.madeN[id]
		}
	}
	s.mostNet = take(nGroups)
	s.afterNet = take(nGroups + 1)
	s.needMost = take(nGroups * k)
	s.needAfter = take((nGroups + 1) * k)
	for g := len(p.groups) - 1; g >= 0; g-- {
		// The most mana of each class one source of the group makes.
		var most cvec
		for _, id := range s.ids[g] {
			for c := 0; c < s.sp.n; c++ {
				most[c] = max(most[c], s.made[id*nc+c])
			}
			s.mostNet[g] = max(s.mostNet[g], s.net[id])
		}
		count := p.groups[g].count
		s.afterNet[g] = s.afterNet[g+1] + count*s.mostNet[g]
		for i, nd := range s.needs {
			s.needMost[g*k+i] = s.inNeed(most[:nc], nd.mask)
			s.needAfter[g*k+i] = s.needAfter[(g+1)*k+i] + count*s.needMost[g*k+i]
		}
	}
	return s
}

// payBase is what the solvers of one problem's sources share, whatever
// the cost: the uses, numbered, by group, and the costs of their
// abilities.
type payBase struct {
	uses []*payUse
	ids  [][]int
	// abilityReqs are the uses' costs by use id (none when free);
	// costedReqs those that are not free; limit the most mana they
	// all can cost.
	abilityReqs []req
	costedReqs  []req
	limit       int
	// useGroup and useIndex are each use's group and its number among
	// the group's uses; kinds the kinds of mana each use makes, a bit
	// for each kind.
	useGroup []int
	useIndex []int
	kinds    []uint32
}

func newPayBase(p *payProblem) *payBase {
	nUses := 0
	for gi := range p.groups {
		nUses += len(p.groups[gi].uses)
	}
	nums := make([]int, 3*nUses)
	b := &payBase{uses: make([]*payUse, 0, nUses), ids: make([][]int, 0, len(p.groups)), abilityReqs: make([]req, 0, nUses),
		useGroup: nums[:0:nUses], useIndex: nums[nUses : nUses : 2*nUses], kinds: make([]uint32, 0, nUses)}
	all := nums[2*nUses : 2*nUses : 3*nUses]
	for gi := range p.groups {
		g := &p.groups[gi]
		ids := all[len(all) : len(all) : len(all)+len(g.uses)]
		for ui := range g.uses {
			u := &g.uses[ui]
			ids = append(ids, len(b.uses))
			b.uses = append(b.uses, u)
			b.useGroup = append(b.useGroup, gi)
			b.useIndex = append(b.useIndex, ui)
			var kinds uint32
			for k, x := range u.made {
				if x > 0 {
					kinds |= 1 << k
				}
			}
			b.kinds = append(b.kinds, kinds)
			var r req
			if u.cost != nil {
				r = makeReq(*u.cost, abilityKinds)
				b.costedReqs = append(b.costedReqs, r)
				b.limit += u.cost.MaxMana() * g.count
			}
			b.abilityReqs = append(b.abilityReqs, r)
		}
		all = all[:len(all)+len(ids)]
		b.ids = append(b.ids, ids)
	}
	return b
}

// mergeAlike makes the uses of a group that this cost can't tell apart
// one use: the same mana by class, the same costs, and, for uses of two
// of its abilities, the same events. Birds of Paradise paying {1} is one
// way, not five; Grove of the Burnwillows paying {1} is two, one of them
// giving each opponent 1 life.
func (s *solver) mergeAlike() {
	n := len(s.uses)
	// rep is each use's kept use; the kept uses' lists of alternatives,
	// by their numbers in the group, share one array, each capped, and
	// the kept uses by group another. s.alts has a place for each use
	// (newSolverOf).
	nums := make([]int, 4*n)
	rep, count, all := nums[:n:n], nums[n:2*n:2*n], nums[2*n:3*n:3*n]
	keptAll := nums[3*n : 3*n : 4*n]
	for g, ids := range s.ids {
		kept := keptAll[len(keptAll) : len(keptAll) : len(keptAll)+len(ids)]
		for _, id := range ids {
			u := s.uses[id]
			rep[id] = id
			for _, k := range kept {
				v := s.uses[k]
				if slices.Equal(s.madeOf(k), s.madeOf(id)) && u.life == v.life && u.damage == v.damage && u.later == v.later && (u.cost == nil) == (v.cost == nil) && (u.cost == nil || u.cost.String() == v.cost.String()) && (!s.lifeCheck || u.card == v.card && u.again == v.again) && (u.ability == v.ability || sameShownEvents(u.events, v.events)) && sameSacrifice(u, v) {
					rep[id] = k
					break
				}
			}
			if rep[id] == id {
				kept = append(kept, id)
			}
			count[rep[id]]++
		}
		keptAll = keptAll[:len(keptAll)+len(kept)]
		s.ids[g] = kept
	}
	at := 0
	for id := range s.uses {
		if rep[id] == id {
			s.alts[id] = all[at : at : at+count[id]]
			at += count[id]
		}
	}
	for id := range s.uses {
		k := rep[id]
		s.alts[k] = append(s.alts[k], s.base.useIndex[id])
	}
}

// sameSacrifice reports whether two uses sacrifice (or exile) their
// permanent alike: neither does, or both do it the same way. Tapping
// Birds of Paradise for {W} and tapping it and then sacrificing it to
// Ashnod's Altar for {W}{C}{C} are not one way, though only the {W} pays
// the cost: the second uses the Altar, sacrifices the Birds and leaves
// {C}{C}.
func sameSacrifice(u, v *payUse) bool {
	su, sv := sacrificesItself(u), sacrificesItself(v)
	if su != sv {
		return false
	}
	return !su || actionDoing(u.action) == actionDoing(v.action)
}

// actionDoing is an action without the mana it is done for: "tap Birds
// of Paradise and then sacrifice Birds of Paradise to Ashnod's Altar" of
// "… for {W}{C}{C}".
func actionDoing(action string) string {
	if i := strings.LastIndex(action, " for "); i >= 0 {
		return action[:i]
	}
	return action
}

// sameShownEvents reports whether two uses' events are the same where a
// payment shows them (shownEvent): the tapping and the mana added are
// the action's own.
func sameShownEvents(a, b []string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && !shownEvent(a[i]) {
			i++
		}
		for j < len(b) && !shownEvent(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i++
		j++
	}
}

// possible reports whether the picks, with the sources still to come
// (from copy j of group g on), could meet every need of the cost.
// The first need, the least mana in all, is met whenever the total is:
// the total counts each use's mana less its cost.
func (s *solver) possible(g, j int) bool {
	total := s.pendNet + s.freeN
	k := len(s.needs)
	if g >= len(s.p.groups) {
		if total < s.minMana {
			return false
		}
		for i, nd := range s.needs[1:] {
			if s.have[i+1] < nd.n {
				return false
			}
		}
		return true
	}
	left := s.p.groups[g].count - j
	total += left*s.mostNet[g] + s.afterNet[g+1]
	if total < s.minMana {
		return false
	}
	if k < 2 {
		return true
	}
	needs, have, most, after := s.needRows(g)
	for i, nd := range needs {
		if have[i]+left*most[i]+after[i] < nd.n {
			return false
		}
	}
	return true
}

// needRows returns, for group g, the needs after the first and, need by
// need, the mana the picks have, the most one copy of g adds and the most
// the groups after g add; each row is cut to the needs' length, so that
// the loops over them index without bounds checks.
func (s *solver) needRows(g int) (needs []need, have, most, after []int) {
	k := len(s.needs)
	needs = s.needs[1:k]
	have = s.have[1:k]
	have = have[:len(needs)]
	most = s.needMost[g*k+1 : g*k+k]
	most = most[:len(needs)]
	after = s.needAfter[(g+1)*k+1 : (g+1)*k+k]
	after = after[:len(needs)]
	return needs, have, most, after
}

// lacks is, for the state at copy j of group g with one more use of the
// group picked, what possible(g, j) would find it lacks but for that
// use's own mana: short, the mana in all, and lack[i-1] need i's, in buf
// when it has room (ok); without room, not ok: possibleWith asks.
func (s *solver) lacks(g, j int, buf []int) (short int, lack []int, ok bool) {
	left := s.p.groups[g].count - j
	short = s.minMana - (s.pendNet + s.freeN + left*s.mostNet[g] + s.afterNet[g+1])
	k := len(s.needs)
	if k-1 > cap(buf) {
		return short, nil, false
	}
	needs, have, most, after := s.needRows(g)
	lack = buf[:len(needs)]
	for i, nd := range needs {
		lack[i] = nd.n - (have[i] + left*most[i] + after[i])
	}
	return short, lack, true
}

// meets is possible(g, j) with use id of group g picked too, as push(id)
// would have it, from what the state lacks without it (lacks).
func (s *solver) meets(id, short int, lack []int) bool {
	if s.gain[id] < short {
		return false
	}
	k := len(s.needs)
	made := s.madeIn[id*k+1 : id*k+k]
	made = made[:len(lack)]
	for i, n := range lack {
		if made[i] < n {
			return false
		}
	}
	return true
}

// possibleWith is possible(g, j) with use id of group g picked too, as
// push(id) would have it.
func (s *solver) possibleWith(id, g, j int) bool {
	left := s.p.groups[g].count - j
	if s.pendNet+s.freeN+s.gain[id]+left*s.mostNet[g]+s.afterNet[g+1] < s.minMana {
		return false
	}
	k := len(s.needs)
	for i := 1; i < k; i++ {
		if s.have[i]+s.madeIn[id*k+i]+left*s.needMost[g*k+i]+s.needAfter[(g+1)*k+i] < s.needs[i].n {
			return false
		}
	}
	return true
}

// matchedByNeeds reports whether each symbol of a cost has one way to be
// paid, a unit of mana of a set of classes, and any two of those sets
// are apart or one holds the other. Free mana then pays the cost exactly
// when it has the least mana in all and, for each symbol's set, as many
// units in it as there are symbols whose sets it holds (Hall's condition:
// the sets of any group of symbols join into the largest of them, which
// are apart); what is left pays the generic mana, which any class may.
func matchedByNeeds(syms [][]alt) bool {
	for i, alts := range syms {
		if len(alts) != 1 || alts[0].mask == 0 || alts[0].generic != 0 || alts[0].life != 0 {
			return false
		}
		a := alts[0].mask
		for _, other := range syms[:i] {
			b := other[0].mask
			if a&b != 0 && a&^b != 0 && b&^a != 0 {
				return false
			}
		}
	}
	return true
}

// spareAlready reports whether the picks with use id of the current group
// picked too are known, without a search, to pay and to have a source to
// spare, where the cost is matched by its needs (matchedByNeeds) and
// none of the picks, id included, has a mana ability with a mana cost
// (free, which the caller has found): the life they pay is within reach,
// they meet every need, and without one of the sources already picked
// (one that is not id: without id the picks are the state's, which did
// not pay) they still do. Free mana is only more with more sources, so
// the picks with id then pay too.
func (s *solver) spareAlready(id int) bool {
	// over is what the picks with id have past the least mana in all,
	// over[n-1] past need n.
	over0 := s.freeN + s.madeN[id] - s.minMana
	k := len(s.needs)
	if over0 <= 0 || k > 9 {
		// Without any source that makes mana, too little.
		return false
	}
	var arr [8]int
	over := arr[:k-1]
	made := s.madeIn[id*k+1 : id*k+k]
	made = made[:len(over)]
	for i := range over {
		n := i + 1
		over[i] = s.have[n] + made[i] - s.needs[n].n
		if over[i] < 0 {
			return false
		}
	}
	life := s.life + s.uses[id].life
	if s.p.life >= 0 && life > s.p.life {
		return false
	}
	for i, y := range s.picks {
		if y == id || i > 0 && y == s.picks[i-1] || s.madeN[y] > over0 {
			continue
		}
		if s.p.life >= 0 && life-s.uses[y].life > s.p.life {
			continue
		}
		d := s.madeIn[y*k+1 : y*k+k]
		d = d[:len(over)]
		spare := true
		for n, x := range d {
			if x > over[n] {
				spare = false
				break
			}
		}
		if spare {
			return true
		}
	}
	return false
}

// needTree is how the needs of a cost matched by its needs nest: the
// sets of classes of any two are apart or one holds the other, so each
// need but the first (all classes) lies in one smallest other. Needs of
// the same set are one.
type needTree struct {
	// order lists one need of each set, the smaller sets first, need 0
	// (every class) last; parent is, by need, the need of the smallest
	// set that holds its set, -1 for need 0 and for the needs order
	// leaves out; n is, by need, the most mana its set needs, over the
	// needs of that set.
	order  []int
	parent []int
	n      []int
}

// needTreeOf is the needTree of the solver's cost where the cost is
// matched by its needs (matchedByNeeds) and no use's ability costs mana,
// so that more picks never leave less mana of any class; nil elsewhere,
// and where the needs are more than spareLater weighs.
func (s *solver) needTreeOf() *needTree {
	k := len(s.needs)
	if !s.matched || s.lifeCap >= 0 || k > 9 || s.fewer != nil || s.plain != nil {
		return nil
	}
	for id := range s.uses {
		if s.costed(id) {
			return nil
		}
	}
	t := &needTree{parent: make([]int, k), n: make([]int, k)}
	all := s.needs[0].mask
	t.n[0] = s.needs[0].n
	for i := 1; i < k; i++ {
		t.parent[i] = -1
		m := s.needs[i].mask
		if m == all {
			t.n[0] = max(t.n[0], s.needs[i].n)
			continue
		}
		first := slices.IndexFunc(s.needs[1:i], func(o need) bool { return o.mask == m }) + 1
		if first > 0 {
			t.n[first] = max(t.n[first], s.needs[i].n)
			continue
		}
		t.n[i] = s.needs[i].n
		t.order = append(t.order, i)
	}
	slices.SortStableFunc(t.order, func(a, b int) int {
		return bits.OnesCount32(s.needs[a].mask) - bits.OnesCount32(s.needs[b].mask)
	})
	for x, i := range t.order {
		t.parent[i] = 0
		for _, o := range t.order[x+1:] {
			m, om := s.needs[i].mask, s.needs[o].mask
			if m&^om == 0 && m != om {
				t.parent[i] = o
				break
			}
		}
	}
	t.order = append(t.order, 0)
	t.parent[0] = -1
	return t
}

// spareLater reports whether every way to pay that holds the picks and
// use id has a source to spare among them, so that none is a way to list
// (solver.minimal). The mana of each need's set that any way holding
// them has is at least the picks' and id's, and, for what they lack,
// as much as the needs within the set lack in all (their sets apart),
// and never less than the set itself lacks: more picks never take mana
// away, as none has a mana cost (needTreeOf). A picked source whose mana
// in each need's set is within what that set then has past its need is
// to spare in each of those ways: without it they still meet every need.
func (s *solver) spareLater(id int) bool {
	t := s.later
	k := len(s.needs)
	var sub, over [9]int
	for _, i := range t.order {
		h := s.freeN + s.madeN[id]
		if i > 0 {
			h = s.have[i] + s.madeIn[id*k+i]
		}
		add := max(t.n[i]-h, sub[i], 0)
		over[i] = h + add - t.n[i]
		if p := t.parent[i]; p >= 0 {
			sub[p] += add
		}
	}
	spare := func(y int) bool {
		if s.madeN[y] > over[0] {
			return false
		}
		for _, i := range t.order[:len(t.order)-1] {
			if s.madeIn[y*k+i] > over[i] {
				return false
			}
		}
		return true
	}
	if spare(id) {
		return true
	}
	for i, y := range s.picks {
		if i > 0 && y == s.picks[i-1] {
			continue
		}
		if spare(y) {
			return true
		}
	}
	return false
}

// freePays reports whether the picks, none of which has a mana ability
// with a mana cost, pay a cost matched by its needs (matchedByNeeds)
// with life paid, as feasible would: the life is within reach, and
// their mana meets every need, the least mana in all among them.
func (s *solver) freePays(life int) bool {
	if s.p.life >= 0 && life > s.p.life || s.freeN < s.minMana {
		return false
	}
	k := len(s.needs)
	for n := 1; n < k; n++ {
		if s.have[n] < s.needs[n].n {
			return false
		}
	}
	return true
}

// inNeed is the mana of v, by class, in the classes of mask.
func (s *solver) inNeed(v []int32, mask uint32) int {
	n := 0
	for c, x := range v {
		if mask&(1<<c) != 0 {
			n += int(x)
		}
	}
	return n
}

// madeOf is use id's mana by class.
func (s *solver) madeOf(id int) []int32 {
	n := s.sp.n
	return s.made[id*n : id*n+n : id*n+n]
}

// tick counts one state of the search and reports whether the search
// must stop: past the bound on states. A work budget checked per state
// belongs here.
func (s *solver) tick() bool {
	s.res.states++
	if s.res.states >= s.testAt || s.sp.over {
		s.tickTest()
	}
	return s.res.exhausted
}

// maxSpaceWork is how many steps the space's searches (payFirst,
// payAll) of one solver may take in all: about a second of work.
const maxSpaceWork = 1 << 18

// tickTest is tick's test of the bound on states and of the context, made
// on the states where one of them may stop the search: it sets testAt to
// the next such state.
func (s *solver) tickTest() {
	n := s.res.states
	if n > s.p.maxStates || s.sp.over {
		s.res.exhausted = true
	}
	if n%ctxEvery == 0 && s.p.meter != nil && !s.p.meter.checkCtx() {
		s.res.exhausted = true
	}
	s.testAt = (n/ctxEvery + 1) * ctxEvery
	if n > s.p.maxStates {
		s.testAt = n + 1
	} else if s.p.maxStates+1 < s.testAt {
		s.testAt = s.p.maxStates + 1
	}
}

// ordersPerState is how many states of the orders feasible tries the
// search may explore for each state of its own: a state is a set of
// sources, and trying the orders of its mana abilities with mana costs
// is lighter work.
const ordersPerState = 10

// tickOrder counts one state of the orders feasible tries and reports
// whether the search must stop; the exact solver, which only describes a
// way already found, is not bounded.
func (s *solver) tickOrder() bool {
	if s.unbounded {
		return false
	}
	s.orders++
	if s.orders > s.p.maxStates*ordersPerState {
		s.res.exhausted = true
	}
	if s.orders%ctxEvery == 0 && s.p.meter != nil && !s.p.meter.checkCtx() {
		s.res.exhausted = true
	}
	return s.res.exhausted
}

// tickOrders counts n states of the orders feasible tries, as tickOrder
// n times would, and reports whether the search must stop.
func (s *solver) tickOrders(n int) bool {
	if s.unbounded || n == 0 {
		return s.res.exhausted
	}
	before := s.orders
	s.orders += n
	if s.orders > s.p.maxStates*ordersPerState {
		s.res.exhausted = true
	}
	if s.orders/ctxEvery != before/ctxEvery && s.p.meter != nil && !s.p.meter.checkCtx() {
		s.res.exhausted = true
	}
	return s.res.exhausted
}

// enough is a quick test that the picks make at least the least mana the
// cost can take.
func (s *solver) enough() bool {
	return s.freeN+s.pendNet >= s.minMana
}

// costed reports whether use id's mana ability costs mana.
func (s *solver) costed(id int) bool {
	return s.ability[id] != nil
}

func (s *solver) push(id int) {
	s.picks = append(s.picks, id)
	if s.ability[id] != nil {
		s.pending = append(s.pending, id)
		s.pendNet += s.net[id]
	} else {
		m := s.madeOf(id)
		f := s.free[:len(m)]
		for c, x := range m {
			f[c] += x
		}
		s.freeN += s.madeN[id]
	}
	if k := len(s.needs); k > 1 {
		d := s.madeIn[id*k+1 : id*k+k]
		h := s.have[1:k]
		h = h[:len(d)]
		for i, x := range d {
			h[i] += x
		}
	}
	u := s.uses[id]
	s.life += u.life
	s.damage += u.damage
}

func (s *solver) pop() {
	id := s.picks[len(s.picks)-1]
	s.picks = s.picks[:len(s.picks)-1]
	if s.ability[id] != nil {
		s.pending = s.pending[:len(s.pending)-1]
		s.pendNet -= s.net[id]
	} else {
		m := s.madeOf(id)
		f := s.free[:len(m)]
		for c, x := range m {
			f[c] -= x
		}
		s.freeN -= s.madeN[id]
	}
	if k := len(s.needs); k > 1 {
		d := s.madeIn[id*k+1 : id*k+k]
		h := s.have[1:k]
		h = h[:len(d)]
		for i, x := range d {
			h[i] -= x
		}
	}
	u := s.uses[id]
	s.life -= u.life
	s.damage -= u.damage
}

// solve searches every way to pay, picking for each group how many of its
// sources are used in each way, in order, so that equal sources are never
// told apart; a state no way can complete is remembered and not searched
// again.
//
// A state that moves on to the next group has the picks of the state
// before it, which did not pay: again is then the states of the orders
// that test took (0 when it did not test), counted once more without
// testing the same picks again; it is -1 when the picks are new.
func (s *solver) solve() payResult {
	if s.res.ways == nil && s.p.maxWays > 0 {
		s.res.ways = make([]payWay, 0, min(s.p.maxWays, maxPayments+1))
	}
	// freeTest: a state whose picks have no mana ability with a mana
	// cost pays exactly when its free mana meets every need
	// (matchedByNeeds), and the search of the test tries no orders.
	s.freeTest = s.matched && s.lifeCap < 0
	s.walk(0, 0, 0, -1, false)
	if !s.lazy {
		s.describeAll()
	}
	return s.res
}

// walk searches the state at copy j of group g, uses from number from
// on (solve); met: possible(g, j) is known to be true (possibleWith).
func (s *solver) walk(g, j, from, again int, met bool) bool {
	if s.res.exhausted || s.tick() || !met && !s.possible(g, j) {
		return false
	}
	tested := 0
	if again >= 0 {
		tested = again
		s.tickOrders(again)
	} else if s.enough() && s.freeTest && len(s.pending) == 0 {
		if s.freePays(s.life) {
			s.record()
			return true
		}
	} else if s.enough() {
		before := s.orders
		if ok, _ := s.feasible(s.free, s.pending, s.life, s.damage); ok {
			s.record()
			return true
		}
		tested = s.orders - before
	}
	if g == len(s.p.groups) {
		return false
	}
	if s.dead.n > 0 && s.dead.has(s.stateKey(g, j, from)) {
		return false
	}
	found := false
	if ids := s.ids[g]; j < s.p.groups[g].count && from < len(ids) {
		// Every pick below is undone before the next: what the state
		// with one more pick lacks but for the pick's own mana is the
		// same for each (lacks).
		var short int
		var lack []int
		fits := false
		if len(ids)-from > 1 {
			var arr [8]int
			short, lack, fits = s.lacks(g, j+1, arr[:0])
		}
		// free: the picks have no mana ability with a mana cost, and
		// the cost is matched by its needs (spareAlready).
		free := s.minimal && s.freeTest && len(s.pending) == 0
		for o, id := range ids[from:] {
			var met bool
			if fits {
				met = s.meets(id, short, lack)
			} else {
				met = s.possibleWith(id, g, j+1)
			}
			if !met {
				// The state with it picked is counted, and goes no
				// further, as walk would.
				if !s.res.exhausted {
					s.tick()
				}
				if s.done() {
					return true
				}
				continue
			}
			if free && !s.costed(id) && s.spareAlready(id) {
				// The picks with it pay and have a source to spare: the
				// state is counted, and found to pay and not recorded,
				// as walk would.
				if !s.res.exhausted && !s.tick() {
					found = true
				}
				if s.done() {
					return true
				}
				continue
			}
			if free && s.later != nil && s.spareLater(id) {
				// No way with it picked has no source to spare: it is not
				// searched. Whether one that pays is below is not known,
				// so the state is not taken to be dead.
				if !s.res.exhausted && !s.tick() {
					found = true
				}
				if s.done() {
					return true
				}
				continue
			}
			s.push(id)
			ok := s.walk(g, j+1, from+o, -1, true)
			s.pop()
			found = found || ok
			if s.done() {
				return true
			}
		}
	}
	// With every copy of the group picked, what the state could still
	// meet (possible) is what the next group's first state could: it
	// was found true for this one.
	if s.walk(g+1, 0, 0, tested, j == s.p.groups[g].count) {
		found = true
	}
	if !found && !s.res.exhausted && !s.lifeCheck {
		// Where the life before an untap is checked, whether a way pays
		// depends on which sources made the state, not only on what the
		// key keeps.
		s.dead.add(s.stateKey(g, j, from))
	}
	return found
}

// stateKey is the state of the search at copy j of group g, uses from
// number from on: the mana so far (capped), life and damage, and the mana
// abilities with costs picked. It is written into s.buf.
func (s *solver) stateKey(g, j, from int) []byte {
	life, damage := 0, 0
	if s.p.life >= 0 {
		life, damage = min(s.life, s.p.life+1), min(s.damage, s.p.life+1)
	}
	if key, ok := s.smallStateKey(g, j, from, life, damage); ok {
		return key
	}
	return s.varintStateKey(g, j, from, life, damage)
}

// varintStateKey is stateKey, each number written by AppendUvarint.
func (s *solver) varintStateKey(g, j, from, life, damage int) []byte {
	s.buf = s.sp.key(s.buf[:0], s.sp.capped(s.free))
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

// smallStateKey is stateKey where every number of the key is below 0x80,
// each then one byte as AppendUvarint writes it; not ok where one is not.
func (s *solver) smallStateKey(g, j, from, life, damage int) ([]byte, bool) {
	const one = 0x80
	n := s.sp.n
	if g|j|from|life|damage|len(s.pending) >= one || g|j|from|life|damage < 0 {
		return nil, false
	}
	size := n + 6 + len(s.pending)
	if cap(s.buf) < size {
		s.buf = make([]byte, 0, max(2*size, 64))
	}
	b := s.buf[:size]
	for i, x := range s.free[:n] {
		c := int(x)
		if c > s.sp.limit {
			c = s.sp.limit
		}
		if c < 0 || c >= one {
			return nil, false
		}
		b[i] = byte(c)
	}
	b[n], b[n+1], b[n+2], b[n+3], b[n+4], b[n+5] = byte(g), byte(j), byte(from), byte(life), byte(damage), byte(len(s.pending))
	for i, id := range s.pending {
		if id < 0 || id >= one {
			return nil, false
		}
		b[n+6+i] = byte(id)
	}
	s.buf = b
	return b, true
}

func (s *solver) done() bool {
	return s.res.more || s.res.exhausted || (!s.minimal && len(s.res.ways) > 0)
}

// solvePay searches the ways to pay p.
//
// Paying a Phyrexian symbol with mana and paying it with life are two
// ways (CR 107.4f): the sources a way needs depend on how much life it
// pays. So a cost with Phyrexian symbols is searched once for each most
// life its symbols may take, from all of them down to none, and the ways
// are those of every search, each set of sources once.
func solvePay(p *payProblem) payResult {
	phy := countLifeSymbols(p.cost)
	if phy == 0 || p.life >= 0 && p.life < 2 {
		return newSolver(p, false).solve()
	}
	var out payResult
	seen := map[string]bool{}
	for l := 2 * phy; l >= 0; l -= 2 {
		q := *p
		q.maxWays = p.maxWays - len(out.ways)
		if q.maxWays <= 0 {
			// Every way to list is found: a search paying less life
			// is made only to learn whether it finds one more, which
			// is one not found yet among its first maxWays+1.
			q.maxWays = p.maxWays + 1
		}
		s := newSolver(&q, false)
		if l < 2*phy {
			s.lifeCap = l
		}
		r := s.solve()
		out.states += r.states
		out.untapLife = out.untapLife || r.untapLife
		out.untapDropped = out.untapDropped || r.untapDropped
		if r.exhausted {
			out.exhausted = true
			return out
		}
		if len(r.ways) == 0 && l == 2*phy {
			// With all the life it may pay, it can't be paid.
			return r
		}
		for _, w := range r.ways {
			k := waySetKey(w)
			if seen[k] {
				continue
			}
			seen[k] = true
			if len(out.ways) >= p.maxWays {
				out.more = true
				break
			}
			out.ways = append(out.ways, w)
		}
		out.more = out.more || r.more
		if out.more {
			break
		}
	}
	return out
}

// waySetKey is the same for two ways that use the same sources the same
// ways.
func waySetKey(w payWay) string {
	var b []byte
	for _, pk := range w.picks {
		b = fmt.Appendf(b, "%d.%d.%d;", pk.group, pk.use, pk.count)
	}
	return string(b)
}

// maxPayable is the most n for which the cost costOf(n) can be paid with
// the sources, searching up to hi; exhausted when the search went past
// its bound. costOf must ask more for a greater n.
func maxPayable(p payProblem, hi int, costOf func(int) ManaCost) (int, payResult, bool) {
	return searchMost(p, hi, costOf, true)
}

// mostPayable is maxPayable without the way to pay the most; its
// payResult says only why the search stopped.
func mostPayable(p payProblem, hi int, costOf func(int) ManaCost) (int, payResult, bool) {
	return searchMost(p, hi, costOf, false)
}

// searchMost is maxPayable; with describe, the way it gives is described
// (wayOf), else it is left empty.
func searchMost(p payProblem, hi int, costOf func(int) ManaCost, describe bool) (int, payResult, bool) {
	lo := 0
	var best payResult
	var bestBy *solver
	p.maxWays = 1
	p.base = newPayBase(&p)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		q := p
		q.cost = costOf(mid)
		s := newSolver(&q, false)
		s.minimal, s.lazy = false, true
		r := s.solve()
		if r.exhausted || r.untapLife {
			// A most that an untap's life may or may not allow is not
			// known either.
			return 0, r, true
		}
		if len(r.ways) > 0 {
			lo = mid
			best, bestBy = r, s
		} else {
			hi = mid - 1
		}
	}
	if bestBy != nil && describe {
		// Only the way of the most is described.
		best.ways[0] = bestBy.wayOf(bestBy.foundPicks(0), nil)
	}
	return lo, best, false
}
