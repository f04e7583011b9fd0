package rules

import (
	"fmt"
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
// as the Exotic Orchard ruling of 2009-02-01 says.
func (w *world) couldProduce() []TypeSet {
	if w.couldSeen {
		return w.could
	}
	cur := make([]TypeSet, len(w.perms))
	for changed := true; changed; {
		changed = false
		for _, p := range w.perms {
			t := cur[p.i]
			for _, a := range p.abilities {
				if a.Kind != KindMana || !a.Understood || a.Mana == nil {
					continue
				}
				for _, br := range w.produce(p, a, cur, true) {
					t |= w.replacedTypes(p, a, br.pool)
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
// a cost (which land to sacrifice) are all taken.
func (w *world) produce(p *perm, a *Ability, could []TypeSet, ignoreCosts bool) []branch {
	m := a.Mana
	switch m.Kind {
	case ManaFixed:
		pool := m.Pool
		if len(m.InsteadIf) > 0 && w.controlsAllTypes(p.Controller, m.InsteadIf) {
			return []branch{{pool: m.InsteadPool, events: []string{"you control " + strings.Join(m.InsteadIf, " and ") + ", so it adds " + m.InsteadPool.String() + " instead"}}}
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
		max := p.counters(a.Cost.RemoveKind)
		if max > 12 {
			max = 12
		}
		var out []branch
		for x := 0; x <= max; x++ {
			for _, pool := range combinations(m.Colors, x) {
				out = append(out, branch{choices: []string{"X is " + itoa(x) + ", adds " + orNone(pool.String())}, pool: pool})
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

// combinations lists every pool of n mana made of the given colors.
func combinations(colors []Color, n int) []Pool {
	if len(colors) == 0 {
		return nil
	}
	if len(colors) == 1 {
		var p Pool
		p[colors[0]] = n
		return []Pool{p}
	}
	var out []Pool
	for k := n; k >= 0; k-- {
		for _, rest := range combinations(colors[1:], n-k) {
			rest[colors[0]] += k
			out = append(out, rest)
		}
	}
	return out
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
	pool    Pool
	paths   [][]string
	applied []string
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
			case ReplaceSetMana:
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
				if !contains(e.names, q.name) {
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
// replacement effects, in any order (CR 106.7). It is replace without the
// account of choices, cached per pool.
func (w *world) replacedTypes(p *perm, a *Ability, pool Pool) TypeSet {
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
	memo := map[string]TypeSet{}
	used := make([]int, len(reps))
	var walk func(pool Pool) TypeSet
	walk = func(pool Pool) TypeSet {
		key := poolKey(pool) + usedKey(used)
		if t, ok := memo[key]; ok {
			return t
		}
		var t TypeSet
		any := false
		for i, r := range reps {
			if used[i] >= r.count || !applies(r.spec, pool) {
				continue
			}
			any = true
			for _, next := range applyReplacement(r.spec, pool) {
				used[i]++
				t |= walk(next.pool)
				used[i]--
			}
		}
		if !any {
			t = pool.Types()
		}
		memo[key] = t
		return t
	}
	t := walk(pool)
	if w.typeCache == nil {
		w.typeCache = map[string]TypeSet{}
	}
	w.typeCache[ck] = t
	return t
}

// replace applies the replacement effects to mana produced by ability a of
// p, in every order its controller may choose (CR 616.1): one effect at a
// time, each at most once, checking after each which still apply (616.1f).
// Equal states are merged as they are found, so identical effects do not
// multiply the work.
func (w *world) replace(p *perm, a *Ability, pool Pool) []replaced {
	if !a.Cost.Tap || pool.Total() == 0 {
		return []replaced{{pool: pool, paths: [][]string{nil}}}
	}
	reps := w.replacementsFor(p)
	if len(reps) == 0 {
		return []replaced{{pool: pool, paths: [][]string{nil}}}
	}
	memo := map[string][]replaced{}
	used := make([]int, len(reps))
	var walk func(pool Pool) []replaced
	walk = func(pool Pool) []replaced {
		key := poolKey(pool) + usedKey(used)
		if r, ok := memo[key]; ok {
			return r
		}
		var results []replaced
		any := false
		for i, r := range reps {
			if used[i] >= r.count || !applies(r.spec, pool) {
				continue
			}
			any = true
			for _, next := range applyReplacement(r.spec, pool) {
				used[i]++
				step := r.name + " applies" + next.note
				for _, sub := range walk(next.pool) {
					var paths [][]string
					for _, path := range sub.paths {
						paths = append(paths, append([]string{step}, path...))
					}
					results = mergeReplaced(results, replaced{pool: sub.pool, paths: paths, applied: append([]string{step}, sub.applied...)})
				}
				used[i]--
			}
		}
		if !any {
			results = []replaced{{pool: pool, paths: [][]string{nil}}}
		}
		memo[key] = results
		return results
	}
	return walk(pool)
}

// maxPaths bounds how many orders are listed for one merged result.
const maxPaths = 8

func mergeReplaced(list []replaced, r replaced) []replaced {
	for i := range list {
		if list[i].pool == r.pool {
			for _, p := range r.paths {
				if len(list[i].paths) < maxPaths {
					list[i].paths = append(list[i].paths, p)
				}
			}
			return list
		}
	}
	if len(r.paths) > maxPaths {
		r.paths = r.paths[:maxPaths]
	}
	return append(list, r)
}

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

type nextPool struct {
	pool Pool
	note string
}

func applyReplacement(r *ReplacementSpec, pool Pool) []nextPool {
	switch r.Kind {
	case ReplaceMultiply:
		more := pool.timesCapped(r.Factor)
		return []nextPool{{pool: more, note: ": " + pool.String() + " becomes " + more.String()}}
	case ReplaceSetMana:
		return []nextPool{{pool: r.Pool, note: ": " + pool.String() + " becomes " + r.Pool.String()}}
	case ReplaceAnyColor:
		var out []nextPool
		n := pool.Total()
		for c := White; c <= Green; c++ {
			var q Pool
			q[c] = n
			out = append(out, nextPool{pool: q, note: " (choosing " + c.Word() + "): " + pool.String() + " becomes " + q.String()})
		}
		return out
	}
	return []nextPool{{pool: pool}}
}

// maxMana is the most mana a ruling writes out. Doubling effects can make
// more (forty Mana Reflections: 2^40); past this the engine says it can't
// rule rather than write it all.
const maxMana = 1000

// timesCapped multiplies the pool by k, each amount stopping just past
// maxMana: types and "two or more" are kept, and nothing overflows.
func (p Pool) timesCapped(k int) Pool {
	for i := range p {
		if p[i] > maxMana/k {
			p[i] = maxMana + 1
		} else {
			p[i] *= k
		}
	}
	return p
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
