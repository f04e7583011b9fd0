package rules

import (
	"context"
	"fmt"
	"iter"
	"math/big"
	"slices"
	"strings"
)

// branch is one way a mana ability's effect can go: the choice that led
// there, the mana it adds, and what else happened.
type branch struct {
	choices []string
	pool    Pool
	events  []string
	rules   []string
	rulings []rulingRef
	// undefined: the mana was of an undefined type (CR 106.5).
	undefined bool
}

// rulingRef names an official ruling by card and date.
type rulingRef struct{ card, date string }

// couldProduce computes, for every permanent, the types of mana it could
// produce (CR 106.7) as a least fixpoint: start from nothing and let
// every ability look at what the others could produce so far, until
// nothing changes. Permanents that only look at each other get nothing,
// as the Exotic Orchard ruling of 2009-02-01 says. Past the question's
// budget it stops with what it has (the meter says so) and keeps nothing.
func (w *world) couldProduce(ctx context.Context) []TypeSet {
	if w.couldSeen {
		return w.could
	}
	m := meterOf(ctx)
	cur := make([]TypeSet, len(w.perms))
	for changed := true; changed; {
		changed = false
		for _, p := range w.perms {
			if !m.state(1) {
				return cur
			}
			t := cur[p.i]
			for _, a := range p.abilities {
				if a.Kind != KindMana || !a.Understood || a.Mana == nil {
					continue
				}
				for _, br := range w.produce(ctx, p, a, cur, true) {
					t |= w.replacedTypes(ctx, p, a, br.pool)
				}
			}
			if t != cur[p.i] {
				cur[p.i] = t
				changed = true
			}
		}
	}
	w.could = cur
	w.couldSeen = true
	return cur
}

// produce lists the ways ability a of p can add mana, given what each
// permanent could produce. With ignoreCosts, choices that depend on paying
// a cost (which land to sacrifice) are all taken. Past the question's
// budget it stops with what it has, and the meter says so.
func (w *world) produce(ctx context.Context, p *perm, a *Ability, could []TypeSet, ignoreCosts bool) []branch {
	m := a.Mana
	if br, ok := w.produceCounted(ctx, p, a, could, ignoreCosts); ok {
		return br
	}
	switch m.Kind {
	case ManaFixed:
		pool := m.Pool
		if len(m.InsteadIf) > 0 && w.controlsAllTypes(p.Controller, m.InsteadIf) {
			return []branch{{pool: m.InsteadPool, events: []string{"you control " + strings.Join(m.InsteadIf, " and ") + ", so it adds " + m.InsteadPool.words() + " instead"}}}
		}
		return []branch{{pool: pool}}
	case ManaOneOf:
		var out []branch
		for _, o := range m.Options {
			out = append(out, branch{choices: []string{"adds " + o.String()}, pool: o})
		}
		return out
	case ManaAnyColor:
		return colorBranches(AllColors, "chooses ")
	case ManaChosenColor:
		return colorBranches(AllColors, "chooses ")
	case ManaCould:
		var types TypeSet
		var sources []string
		switch m.Scope {
		case "you", "opponent":
			for _, q := range w.perms {
				if !q.is("Land") {
					continue
				}
				if (m.Scope == "you" && q.Controller == p.Controller) || (m.Scope == "opponent" && w.b.opponents(p.Controller, q.Controller)) {
					types |= could[q.i]
					if could[q.i] != 0 {
						sources = append(sources, q.name)
					}
				}
			}
			if m.ColorsOnly {
				types &= AllColors
			}
			if types == 0 {
				return []branch{{events: []string{"no land it looks at could produce a " + kindWord(m.ColorsOnly) + " of mana, so it adds no mana"}, rules: []string{"106.7"}}}
			}
			return colorBranches(types, "chooses ")
		case "sacrificed":
			var out []branch
			for _, q := range w.perms {
				if !q.is("Land") || q.Controller != p.Controller {
					continue
				}
				t := could[q.i]
				if m.ColorsOnly {
					t &= AllColors
				}
				ch := "sacrifices " + q.name
				if t == 0 {
					out = append(out, branch{choices: []string{ch}, events: []string{q.name + " could produce no mana, so it adds no mana"}, rules: []string{"106.7"}})
					continue
				}
				for _, br := range colorBranches(t, "chooses ") {
					br.choices = append([]string{ch}, br.choices...)
					out = append(out, br)
				}
			}
			if len(out) == 0 {
				return nil
			}
			return out
		}
	case ManaForEach:
		n := 0
		for _, q := range w.perms {
			if q.Controller == p.Controller && (q.is(firstWord(m.ForEach)) || q.hasSub(firstWord(m.ForEach))) {
				n++
			}
		}
		br := branch{pool: m.Pool.Times(n), events: []string{"you control " + plural(n, firstWord(m.ForEach))}}
		return []branch{br}
	case ManaPermColor:
		var colors TypeSet
		for _, q := range w.perms {
			if q.Controller == p.Controller {
				colors |= q.colors
			}
		}
		if colors == 0 {
			return []branch{{undefined: true, events: []string{"no permanent you control has a color, so the mana's type is undefined and it adds no mana"}, rules: []string{"106.5"}}}
		}
		return colorBranches(colors, "chooses ")
	case ManaCommander:
		return []branch{{events: []string{"the board names no commander, so it adds no mana"}, rules: []string{"903.4"}, rulings: []rulingRef{{"Command Tower", "2020-11-10"}}}}
	case ManaCombination:
		// Every X up to the counters there are, every combination: the
		// budget, not a cap on X, bounds the work.
		meter := meterOf(ctx)
		var out []branch
		for x := 0; x <= p.counters(a.Cost.RemoveKind); x++ {
			for pool := range combinations(m.Colors, x) {
				if !meter.state(1) || !meter.alloc(x*len("{W}")+64) {
					return out
				}
				out = append(out, branch{choices: []string{"X is " + itoa(x) + ", adds " + pool.words()}, pool: pool})
			}
		}
		return out
	}
	return nil
}

func kindWord(colorsOnly bool) string {
	if colorsOnly {
		return "color"
	}
	return "type"
}

func orNone(s string) string {
	if s == "" {
		return "no mana"
	}
	return s
}

func firstWord(s string) string {
	if i := strings.IndexByte(s, ' '); i > 0 {
		s = s[:i]
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(n int, noun string) string {
	noun = strings.ToLower(noun)
	if n == 1 {
		return "1 " + noun
	}
	return itoa(n) + " " + noun + "s"
}

func colorBranches(t TypeSet, verb string) []branch {
	var out []branch
	for _, c := range t.Colors() {
		out = append(out, branch{choices: []string{verb + c.Word()}, pool: One(c)})
	}
	return out
}

// combinations yields every pool of n mana made of the given colors, most
// of the first color first, until yield returns false.
func combinations(colors []Color, n int) iter.Seq[Pool] {
	return func(yield func(Pool) bool) {
		var p Pool
		var fill func(i, left int) bool
		fill = func(i, left int) bool {
			c := colors[i]
			if i == len(colors)-1 {
				p[c] += left
				ok := yield(p)
				p[c] -= left
				return ok
			}
			for k := left; k >= 0; k-- {
				p[c] += k
				ok := fill(i+1, left-k)
				p[c] -= k
				if !ok {
					return false
				}
			}
			return true
		}
		if len(colors) > 0 {
			fill(0, n)
		}
	}
}

func (w *world) controlsAllTypes(player string, names []string) bool {
	for _, n := range names {
		found := false
		for _, q := range w.perms {
			if q.Controller != player {
				continue
			}
			all := true
			for _, word := range strings.Fields(n) {
				if !q.hasSub(word) {
					all = false
				}
			}
			if all {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// replacement is one replacement effect on the board that can modify the
// mana a permanent is tapped for, with how many identical copies there are.
type replacement struct {
	key   string
	name  string
	names []string
	spec  *ReplacementSpec
	count int
	src   *perm
}

// replaced is one result of applying replacement effects: the mana and the
// order of choices that led there.
type replaced struct {
	pool  Pool
	paths [][]string
	// exact is the mana of the first path in arbitrary precision, when
	// pool is more than maxMana (its amounts capped).
	exact *bigPool
}

// replacementsFor lists the replacement effects that could modify mana
// produced by tapping p for mana (CR 106.12b). Effects that do the same
// thing are one group with a count: which of them applies first cannot
// change the result, so the order among them is not explored.
func (w *world) replacementsFor(p *perm) []*replacement {
	key := p.Controller + "|" + boolKey(p.is("Land")) + boolKey(p.hasSuper("Basic"))
	if r, ok := w.repCache[key]; ok {
		return r
	}
	byKey := map[string]*replacement{}
	var out []*replacement
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindReplacement || !a.Understood || a.Replacement == nil {
				continue
			}
			r := a.Replacement
			switch r.Kind {
			case ReplaceMultiply:
				if q.Controller != p.Controller {
					continue
				}
			case ReplaceSetMana, ReplaceSetType:
				if !p.is("Land") {
					continue
				}
			case ReplaceAnyColor:
				if !p.is("Land") || !p.hasSuper("Basic") || q.Controller != p.Controller {
					continue
				}
			}
			k := fmt.Sprintf("%s|%d|%v|%d", r.Kind, r.Factor, r.Pool, r.MinAmount)
			if e, ok := byKey[k]; ok {
				e.count++
				if !slices.Contains(e.names, q.name) {
					e.names = append(e.names, q.name)
					e.name = strings.Join(e.names, " or ")
				}
				continue
			}
			e := &replacement{key: k, name: q.name, names: []string{q.name}, spec: r, count: 1, src: q}
			byKey[k] = e
			out = append(out, e)
		}
	}
	if w.repCache == nil {
		w.repCache = map[string][]*replacement{}
	}
	w.repCache[key] = out
	return out
}

func boolKey(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// replacedTypes is the set of mana types the mana can end up as after the
// replacement effects, in any order (CR 106.7): the types of the pools the
// search over replacement orders ends in, cached per pool. Past the
// question's budget it is what was found so far, and the meter says so.
func (w *world) replacedTypes(ctx context.Context, p *perm, a *Ability, pool Pool) TypeSet {
	if !a.Cost.Tap || pool.Total() == 0 {
		return pool.Types()
	}
	reps := w.replacementsFor(p)
	if len(reps) == 0 {
		return pool.Types()
	}
	ck := p.Controller + "|" + boolKey(p.is("Land")) + boolKey(p.hasSuper("Basic")) + poolKey(pool)
	if t, ok := w.typeCache[ck]; ok {
		return t
	}
	var t TypeSet
	s := newRepSearch(ctx, reps)
	for _, f := range s.finals(pool.capped(), make([]int, len(reps))) {
		t |= s.pools[f].Types()
	}
	if w.typeCache == nil {
		w.typeCache = map[string]TypeSet{}
	}
	w.typeCache[ck] = t
	return t
}

// replace applies the replacement effects to mana produced by ability a of
// p, in every order its controller may choose (CR 616.1): one effect at a
// time, each at most once, checking after each which still apply (616.1f).
// Each result lists up to maxPaths of the orders that lead to it.
func (w *world) replace(ctx context.Context, p *perm, a *Ability, pool Pool) []replaced {
	if !a.Cost.Tap || pool.Total() == 0 {
		return []replaced{{pool: pool, paths: [][]string{nil}}}
	}
	reps := w.replacementsFor(p)
	if len(reps) == 0 {
		return []replaced{{pool: pool, paths: [][]string{nil}}}
	}
	s := newRepSearch(ctx, reps)
	used := make([]int, len(reps))
	pool = pool.capped()
	var out []replaced
	for _, f := range s.finals(pool, used) {
		r := replaced{pool: s.pools[f]}
		s.paths(pool, used, f, nil, &r.paths)
		if r.pool.Total() > maxMana {
			exact := s.exactMana(pool, f)
			r.exact = &exact
		}
		out = append(out, r)
	}
	return out
}

// repSearch searches the orders in which replacement effects can apply to
// one event of producing mana. A state is the mana so far and how many
// effects of each group have applied: identical effects are one group
// with a count, so n copies of an effect make n+1 states, not n!
// orders, and orders that reach the same state are explored once.
type repSearch struct {
	reps []*replacement
	m    *meter
	// memo holds, per state, the pools the mana can end as from there,
	// each by its index in pools.
	memo  map[string][]int32
	pools []Pool
	index map[Pool]int32
}

func newRepSearch(ctx context.Context, reps []*replacement) *repSearch {
	return &repSearch{reps: reps, m: meterOf(ctx), memo: map[string][]int32{}, index: map[Pool]int32{}}
}

// repStateBytes is what one state of the search keeps, as the budget
// counts it, besides its key and its list of pools: its map entry.
const repStateBytes = 64

// final is the index of pool in s.pools, added if it is new.
func (s *repSearch) final(pool Pool) int32 {
	if i, ok := s.index[pool]; ok {
		return i
	}
	i := int32(len(s.pools))
	s.pools = append(s.pools, pool)
	s.index[pool] = i
	s.m.alloc(2 * len(Pool{}) * 8)
	return i
}

// finals lists the pools the mana can end as from the state (pool, used),
// in the order the orders are explored. used is restored before it
// returns. Past the budget it returns what it has.
func (s *repSearch) finals(pool Pool, used []int) []int32 {
	key := poolKey(pool) + usedKey(used)
	if f, ok := s.memo[key]; ok {
		return f
	}
	if !s.m.state(1) {
		return nil
	}
	var out []int32
	terminal := true
	for mv := range s.moves(pool, used) {
		terminal = false
		for _, f := range s.finals(mv.next, used) {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	if terminal {
		out = []int32{s.final(pool)}
	}
	if !s.m.alloc(repStateBytes + len(key) + len(out)*4) {
		return out
	}
	s.memo[key] = out
	return out
}

// move is one way the search can go on: effect group i applies, by its
// choice k, and makes the mana next.
type move struct {
	i, k int
	next Pool
}

// moves yields each move from the state (pool, used): each effect not yet
// applied that applies (CR 616.1f), by each of its choices. While a move
// is yielded, used counts its effect as applied.
func (s *repSearch) moves(pool Pool, used []int) iter.Seq[move] {
	return func(yield func(move) bool) {
		for i, r := range s.reps {
			if used[i] >= r.count || !applies(r.spec, pool) {
				continue
			}
			used[i]++
			for k, next := range nextPools(r.spec, pool) {
				if !yield(move{i, k, next}) {
					used[i]--
					return
				}
			}
			used[i]--
		}
	}
}

// paths appends to out the orders, up to maxPaths, that lead from the
// state (pool, used) to the final pool target, each step in words after
// prefix. It follows only steps from which target can still be reached,
// so each path costs its length.
func (s *repSearch) paths(pool Pool, used []int, target int32, prefix []string, out *[][]string) {
	terminal := true
	for mv := range s.moves(pool, used) {
		terminal = false
		if len(*out) >= maxPaths || s.m.exceeded() {
			break
		}
		if !slices.Contains(s.finals(mv.next, used), target) {
			continue
		}
		r := s.reps[mv.i]
		step := r.name + " applies" + replacementNote(r.spec, mv.k, pool, mv.next)
		if !s.m.alloc(len(step) + 16) {
			break
		}
		s.paths(mv.next, used, target, append(prefix, step), out)
	}
	if i, ok := s.index[pool]; terminal && ok && i == target && len(*out) < maxPaths {
		*out = append(*out, slices.Clone(prefix))
	}
}

// maxPaths bounds how many orders are listed for one merged result.
const maxPaths = 8

func poolKey(p Pool) string {
	var b [6 * 4]byte
	for i, v := range p {
		b[i*4] = byte(v)
		b[i*4+1] = byte(v >> 8)
		b[i*4+2] = byte(v >> 16)
		b[i*4+3] = byte(v >> 24)
	}
	return string(b[:])
}

func usedKey(used []int) string {
	var b strings.Builder
	for _, u := range used {
		b.WriteString(itoa(u))
		b.WriteByte(',')
	}
	return b.String()
}

func applies(r *ReplacementSpec, pool Pool) bool {
	if pool.Total() == 0 {
		return false
	}
	if r.Kind == ReplaceSetMana && pool.Total() < r.MinAmount {
		return false
	}
	return true
}

// nextPools lists what the mana can become when effect r applies to it,
// one pool per choice r offers. Amounts stop just past maxMana (see
// capped), so the states of a search are finite and nothing overflows.
func nextPools(r *ReplacementSpec, pool Pool) []Pool {
	switch r.Kind {
	case ReplaceMultiply:
		return []Pool{pool.timesCapped(r.Factor)}
	case ReplaceSetMana:
		return []Pool{r.Pool.capped()}
	case ReplaceSetType:
		return []Pool{scaled(r.Pool, pool.Total()).capped()}
	case ReplaceAnyColor:
		n := capped(pool.Total())
		out := make([]Pool, 0, 5)
		for c := White; c <= Green; c++ {
			var q Pool
			q[c] = n
			out = append(out, q)
		}
		return out
	}
	return []Pool{pool}
}

// replacementNote says in words what effect r did when it made pool into
// next by its choice k.
func replacementNote(r *ReplacementSpec, k int, pool, next Pool) string {
	choice := ""
	if r.Kind == ReplaceAnyColor {
		choice = " (choosing " + Color(k).Word() + ")"
	}
	return choice + ": " + pool.words() + " becomes " + next.words()
}

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

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
