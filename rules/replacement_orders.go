package rules

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"
)

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

// emptyPaths is the one order, empty, in which no replacement effect
// applies. It is shared: nothing changes it.
var emptyPaths = [][]string{nil}

// replaces reports whether any replacement effect can modify pool, made
// by ability a of p (see replace): only mana made by tapping for it is.
func (w *world) replaces(p *perm, a *Ability, pool Pool) bool {
	return a.Cost.Tap && pool.Total() > 0 && len(w.replacementsFor(p)) > 0
}

// replacementsFor lists the replacement effects that could modify mana
// produced by tapping p for mana (CR 106.12b). Effects that do the same
// thing are one group with a count: which of them applies first cannot
// change the result, so the order among them is not explored.
func (w *world) replacementsFor(p *perm) []*replacement {
	if w.noReplacements() {
		return nil
	}
	key := p.Controller + "|" + boolKey(p.is("Land")) + boolKey(p.hasSuper("Basic"))
	for _, t := range basicLandTypes {
		key += boolKey(p.hasSub(t))
	}
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
			case ReplaceCountersPlus, ReplaceCountersTimes, ReplaceTokens, ReplacePlayerCounters, ReplaceDiscard, ReplaceRegenerateSelf:
				// They replace putting counters, creating tokens,
				// discarding or destruction, never producing mana (CR
				// 614.1a).
				continue
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
			case ReplaceByLandType:
				// Read for p's basic land types: one color, or a
				// choice among the colors of its types (the rulings of
				// Naked Singularity and Reality Twist of 2013-04-15).
				if !p.is("Land") {
					continue
				}
				var colors TypeSet
				for _, tc := range r.ByLandType {
					if p.hasSub(tc.Type) {
						colors |= 1 << tc.Color
					}
				}
				switch cs := colors.Colors(); len(cs) {
				case 0:
					continue
				case 1:
					r = &ReplacementSpec{Kind: ReplaceSetType, Pool: One(cs[0]), Applies: r.Applies}
				default:
					r = &ReplacementSpec{Kind: ReplaceColorAmong, Colors: colors, Applies: r.Applies}
				}
			}
			k := fmt.Sprintf("%s|%d|%v|%d|%d", r.Kind, r.Factor, r.Pool, r.MinAmount, r.Colors)
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

// liveReplacements is replacementsFor(p) cut to the effects that apply, in
// some order of the others (CR 616.1, 616.1f), to mana ability a of p as it
// makes any of its mana now: Damping Sphere's, which asks for two or more
// mana, applies to a Forest only after Mana Reflection has doubled its
// mana, and no effect modifies mana that is not made. With ignoreCosts,
// the mana is what a could make whatever its costs (CR 106.7).
func (w *world) liveReplacements(ctx context.Context, p *perm, a *Ability, ignoreCosts bool) []*replacement {
	reps := w.replacementsFor(p)
	if len(reps) == 0 || a.Mana == nil {
		return nil
	}
	s := newRepSearch(ctx, reps)
	seen := make([]bool, len(reps))
	visited := map[string]bool{}
	used := make([]int, len(reps))
	for _, br := range w.manaBranches(ctx, p, a, ignoreCosts) {
		s.applying(br.pool.capped(), used, seen, visited)
	}
	var out []*replacement
	for i, r := range reps {
		if seen[i] {
			out = append(out, r)
		}
	}
	return out
}

// manaBranches are the ways mana ability a of p makes its mana now, before
// any replacement effect; with ignoreCosts, whatever its costs (CR 106.7).
func (w *world) manaBranches(ctx context.Context, p *perm, a *Ability, ignoreCosts bool) []branch {
	var could []TypeSet
	if a.Mana.Kind == ManaCould {
		could = w.couldProduce(ctx)
	}
	var one [1]branch
	branches, plain := w.sharedBranches(p, a, could, &one)
	if !plain {
		branches = w.produce(ctx, p, a, could, ignoreCosts)
	}
	return branches
}

// makesMana reports whether mana ability a of p makes any mana now, in
// some way (see manaBranches).
func (w *world) makesMana(ctx context.Context, p *perm, a *Ability, ignoreCosts bool) bool {
	if a.Mana == nil {
		return false
	}
	for _, br := range w.manaBranches(ctx, p, a, ignoreCosts) {
		if br.pool.Total() > 0 {
			return true
		}
	}
	return false
}

// applying marks in seen each effect group that applies in some order from
// the state (pool, used). used is restored before it returns.
func (s *repSearch) applying(pool Pool, used []int, seen []bool, visited map[string]bool) {
	key := poolKey(pool) + usedKey(used)
	if visited[key] || !s.m.state(1) {
		return
	}
	visited[key] = true
	for mv := range s.moves(pool, used) {
		seen[mv.i] = true
		s.applying(mv.next, used, seen, visited)
	}
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
	// The effects read p's basic land types too (Naked Singularity,
	// Reality Twist): the key is replacementsFor's, with the pool.
	ck := p.Controller + "|" + boolKey(p.is("Land")) + boolKey(p.hasSuper("Basic"))
	for _, t := range basicLandTypes {
		ck += boolKey(p.hasSub(t))
	}
	ck += poolKey(pool)
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
	if !w.replaces(p, a, pool) {
		return []replaced{{pool: pool, paths: emptyPaths}}
	}
	reps := w.replacementsFor(p)
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
	return string(appendPoolKey(b[:0], p))
}

// appendPoolKey appends poolKey(p) to b.
func appendPoolKey(b []byte, p Pool) []byte {
	for _, v := range p {
		b = append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	}
	return b
}

func usedKey(used []int) string {
	var b strings.Builder
	for _, u := range used {
		b.WriteString(strconv.Itoa(u))
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
	case ReplaceAnyColor, ReplaceColorAmong:
		n := capped(pool.Total())
		out := make([]Pool, 0, 5)
		for _, c := range r.choiceColors() {
			var q Pool
			q[c] = n
			out = append(out, q)
		}
		return out
	}
	return []Pool{pool}
}

// choiceColors are the colors among which the player tapping the land
// chooses, for ReplaceAnyColor and ReplaceColorAmong: the k-th of
// nextPools' pools is of the k-th of them.
func (r *ReplacementSpec) choiceColors() []Color {
	if r.Kind == ReplaceColorAmong {
		return r.Colors.Colors()
	}
	return AllColors.Colors()
}

// replacementNote says in words what effect r did when it made pool into
// next by its choice k.
func replacementNote(r *ReplacementSpec, k int, pool, next Pool) string {
	choice := ""
	if r.Kind == ReplaceAnyColor || r.Kind == ReplaceColorAmong {
		choice = " (choosing " + r.choiceColors()[k].Word() + ")"
	}
	return choice + ": " + pool.words() + " becomes " + next.words()
}

// noReplacements reports whether no permanent of the world has a
// replacement effect the engine understands, worked out once.
func (w *world) noReplacements() bool {
	if w.reps == 0 {
		w.reps = 1
		for _, q := range w.perms {
			for _, a := range q.abilities {
				if a.Kind == KindReplacement && a.Understood && a.Replacement != nil {
					w.reps = 2
				}
			}
		}
	}
	return w.reps == 1
}

// noManaTriggers reports whether no permanent of the world has a
// triggered mana ability, or a trigger on a land tapped for mana that
// deals damage (Manabarbs, damageTapperTriggers), worked out once.
func (w *world) noManaTriggers() bool {
	if w.trigs == 0 {
		w.trigs = 1
		for _, q := range w.perms {
			for _, a := range q.abilities {
				if a.Kind == KindManaTrigger || a.Trigger != nil && a.Trigger.DamageTapper > 0 {
					w.trigs = 2
				}
			}
		}
	}
	return w.trigs == 1
}
