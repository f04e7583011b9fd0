package rules

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// perm is a permanent with its characteristics after continuous effects
// (CR 613): types, colors and abilities.
type perm struct {
	i int
	*Permanent
	name       string
	types      []string
	subtypes   []string
	supertypes []string
	colors     TypeSet
	// printed are the abilities compiled from its rules text.
	printed []*Ability
	// abilities are its abilities now: rules text (unless lost), intrinsic
	// mana abilities of its basic land types, and granted abilities.
	abilities []*Ability
	// lostText: an effect set its land subtype, so it lost the abilities
	// of its rules text (CR 305.7).
	lostText bool
	haste    bool
	// hasteUnsure says why the engine cannot tell whether it has haste
	// from an effect ("" when it can).
	hasteUnsure string
	attached    int
	// ptManaValue: an effect sets its power and toughness each to its mana
	// value (layer 7b, CR 613.4b).
	ptManaValue bool
	// becameCreature names the effect that made it a creature ("" for
	// none).
	becameCreature string
	// boost is the power and toughness effects add in layer 7c.
	boost [2]int
}

// toughness is p's toughness after the effects of layer 7, or why the
// engine cannot compute it.
func (p *perm) toughness() (int, string) {
	t := 0
	if p.Card.Toughness != "" {
		n, ok := parseDigits(p.Card.Toughness)
		if !ok {
			return 0, p.name + "'s toughness is " + p.Card.Toughness + ", which the engine does not compute"
		}
		t = n
	}
	if p.ptManaValue {
		t = manaValue(p.Card.ManaCost)
	}
	return t + p.boost[1] + p.counters("+1/+1") - p.counters("-1/-1"), ""
}

// powers is p's power before the effects of layer 7 (as printed, 0 for a
// permanent with none) and after them (layer 7b setting, 7c counters),
// or why the engine cannot compute it.
func (p *perm) powers() (before, after int, why string) {
	if p.Card.Power != "" {
		n, ok := parseDigits(p.Card.Power)
		if !ok {
			return 0, 0, p.name + "'s power is " + p.Card.Power + ", which the engine does not compute"
		}
		before = n
	}
	after = before
	if p.ptManaValue {
		after = manaValue(p.Card.ManaCost)
	}
	after += p.boost[0] + p.counters("+1/+1") - p.counters("-1/-1")
	return before, after, ""
}

func (p *perm) is(t string) bool       { return has(p.types, t) }
func (p *perm) hasSub(t string) bool   { return has(p.subtypes, t) }
func (p *perm) hasSuper(t string) bool { return has(p.supertypes, t) }

func has(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func (p *perm) counters(kind string) int {
	for _, c := range p.Counters {
		if strings.EqualFold(c.Kind, kind) {
			return c.N
		}
	}
	return 0
}

// world is the board with every continuous effect applied, under one
// order of timestamps where the order matters.
type world struct {
	b     *Board
	perms []*perm
	// label says which timestamp order this world assumes; "" when every
	// order gives the same characteristics.
	label string
	// orders are the labels of every timestamp order that gives this
	// world (nil when there is one world).
	orders []string
	// unknown says why the engine cannot build this world faithfully (""
	// when it can).
	unknown string
	// notes are reasoning steps about how characteristics were found.
	notes []Reason
	// could is the least fixpoint of "could produce" (CR 106.7), per
	// permanent, computed on first use.
	could     []TypeSet
	couldSeen bool
	// repCache holds the replacement effects by what they depend on.
	repCache  map[string][]*replacement
	typeCache map[string]TypeSet
}

// maxOrderedEffects bounds the type-changing effects whose orders are all
// tried (5! = 120 orders); with more, board order stands for timestamp
// order and the ruling says so.
const maxOrderedEffects = 5

// typeEffect is a type-changing effect in layer 4 (CR 613.1d).
type typeEffect struct {
	src   *perm
	spec  *StaticSpec
	key   string
	alive bool
}

// buildWorlds applies continuous effects to the board. Effects in layer 4
// whose relative order is decided by timestamps the board does not record
// are tried in every order; each distinct result is one world. Each world
// counts against the question's budget as one state per permanent; past
// it, no more worlds are built (the meter says so).
func buildWorlds(ctx context.Context, b *Board) []*world {
	m := meterOf(ctx)
	base := make([]*perm, len(b.Permanents))
	for i, p := range b.Permanents {
		base[i] = newPerm(i, p)
	}
	for _, p := range base {
		p.attached = attachedIndex(b, p)
	}
	var effects []*typeEffect
	for _, p := range base {
		for _, a := range p.printed {
			if a.Understood && a.Static != nil && (a.Static.Kind == StaticSetLandType || a.Static.Kind == StaticAddLandType) {
				effects = append(effects, &typeEffect{src: p, spec: a.Static, key: a.Text + "/" + p.Controller, alive: true})
			}
		}
	}
	var notes []Reason
	// Dependency (CR 613.8): an effect whose source is a land that a
	// land-type-setting effect affects loses its ability, so it no longer
	// exists (Urborg under Blood Moon).
	for changed := true; changed; {
		changed = false
		for _, e := range effects {
			if !e.alive || !e.src.is("Land") {
				continue
			}
			for _, s := range effects {
				if s != e && s.alive && s.spec.Kind == StaticSetLandType && affects(b, s, e.src) {
					e.alive = false
					changed = true
					notes = append(notes, Reason{
						Text:  e.src.name + " is affected by " + s.src.name + "'s effect, which sets its land type, so it loses its own ability and " + e.src.name + "'s effect does not apply (dependency)",
						Rules: []string{"305.7", "613.8a"},
					})
					break
				}
			}
		}
	}
	// Distinct live effects: identical effects from the same controller
	// commute, so only one ordering of them is tried.
	var distinct []*typeEffect
	seen := map[string]bool{}
	for _, e := range effects {
		if e.alive && !seen[e.key] {
			seen[e.key] = true
			distinct = append(distinct, e)
		}
	}
	orders := [][]*typeEffect{distinct}
	needOrder := false
	for _, e := range distinct {
		if e.spec.Kind == StaticSetLandType && len(distinct) > 1 {
			needOrder = true
		}
	}
	if needOrder && len(distinct) <= maxOrderedEffects {
		// An effect that depends on another applies after it, whatever
		// the timestamps (CR 613.8a, 613.8b); only orders that keep every
		// such pair are tried. Effects in a dependency loop apply in
		// timestamp order (613.8b), so every order of them is tried.
		deps := dependencies(b, base, distinct)
		orders = nil
		for _, order := range permutations(distinct) {
			if keepsDependencies(order, deps) {
				orders = append(orders, order)
			}
		}
		for _, d := range deps {
			if !d.loop {
				notes = append(notes, Reason{
					Text:  d.later.src.name + "'s effect depends on " + d.first.src.name + "'s: applying " + d.first.src.name + "'s changes what " + d.later.src.name + "'s applies to, so it applies after it whatever their timestamps",
					Rules: []string{"613.8a", "613.8b"},
				})
			}
		}
	}
	tooMany := ""
	if needOrder && len(distinct) > maxOrderedEffects {
		tooMany = fmt.Sprintf("%d land-type-changing effects apply in timestamp order (CR 613.7), which the board does not record, and the engine tries every order of at most %d", len(distinct), maxOrderedEffects)
		needOrder = false
	}
	var worlds []*world
	sigs := map[string]*world{}
	for _, order := range orders {
		if !m.state(len(base)) && len(worlds) > 0 {
			break
		}
		w := &world{b: b, notes: append([]Reason(nil), notes...), unknown: tooMany}
		if len(orders) == 1 {
			// One order: the world is the base, changed in place.
			w.perms = base
		} else {
			w.perms = make([]*perm, len(base))
			for i, p := range base {
				c := *p
				c.types = append([]string(nil), p.types...)
				c.subtypes = append([]string(nil), p.subtypes...)
				w.perms[i] = &c
			}
		}
		for _, e := range order {
			for _, e2 := range effects {
				if e2.key != e.key || !e2.alive {
					continue
				}
				var hit []*perm
				for _, p := range w.perms {
					if affects(b, e2, p) {
						hit = append(hit, p)
					}
				}
				for _, p := range hit {
					applyTypeEffect(e2.spec, p)
				}
				w.notes = append(w.notes, typeEffectNote(e2, hit))
			}
		}
		w.notes = append(w.notes, applyCardTypeEffects(b, w.perms)...)
		sig := w.signature()
		if first, ok := sigs[sig]; ok {
			if needOrder {
				first.orders = append(first.orders, orderLabel(order))
			}
			continue
		}
		if needOrder {
			w.label = orderLabel(order)
			w.orders = []string{w.label}
		}
		sigs[sig] = w
		worlds = append(worlds, w)
	}
	if len(worlds) == 1 {
		worlds[0].label = ""
		worlds[0].orders = nil
		if len(distinct) > 1 && tooMany == "" {
			worlds[0].notes = append(worlds[0].notes, Reason{
				Text:  "The land-type-changing effects apply in layer 4 in timestamp order, after any they depend on; every order gives the same result here",
				Rules: []string{"613.1d", "613.7", "613.8a"},
			})
		}
	} else {
		for _, w := range worlds {
			for i := len(notes); i < len(w.notes); i++ {
				w.notes[i].Text = "I" + w.label[1:] + ": " + strings.ToLower(w.notes[i].Text[:1]) + w.notes[i].Text[1:]
			}
			w.notes = append(w.notes, Reason{
				Text:  "The land-type-changing effects apply in timestamp order, which the board does not record, and different orders give different results; each outcome says which order it assumes",
				Rules: []string{"613.7", "613.1d"},
			})
		}
	}
	for _, w := range worlds {
		w.finish()
	}
	return worlds
}

// orderLabel says in words which timestamp order an order of effects is.
func orderLabel(order []*typeEffect) string {
	names := make([]string, len(order))
	for i, e := range order {
		names[i] = e.src.name
	}
	return "if the timestamps run " + strings.Join(names, ", then ")
}

// typeEffectNote is the reasoning step for one land-type effect applied
// to the permanents hit.
func typeEffectNote(e *typeEffect, hit []*perm) Reason {
	var names []string
	for _, p := range hit {
		if !slices.Contains(names, p.name) {
			names = append(names, p.name)
		}
	}
	if len(names) == 0 {
		return Reason{Text: e.src.name + "'s type-changing effect (layer 4) applies to no permanent on the board", Rules: []string{"613.1d"}}
	}
	types := joinAnd(e.spec.LandTypes)
	if e.spec.Kind == StaticSetLandType {
		return Reason{
			Text:  e.src.name + "'s effect (layer 4) makes " + joinAnd(names) + " " + types + ": setting a land's subtype, it loses its other land types and the abilities of its rules text, and has the intrinsic mana ability of " + types,
			Rules: []string{"613.1d", "305.7", "305.6"},
		}
	}
	return Reason{
		Text:  e.src.name + "'s effect (layer 4) makes " + joinAnd(names) + " " + types + " in addition to its other types, so it has the intrinsic mana ability of each",
		Rules: []string{"613.1d", "305.6"},
	}
}

func newPerm(i int, p *Permanent) *perm {
	c := p.Card
	q := &perm{i: i, Permanent: p, name: c.Name, attached: -1}
	q.supertypes, q.types, q.subtypes = splitTypes(c)
	q.colors = costColors(c.ManaCost)
	q.printed = Compile(c)
	return q
}

func splitTypes(c *catalog.Card) (sup, typ, sub []string) {
	if len(c.Types) > 0 {
		return append([]string(nil), c.Supertypes...), append([]string(nil), c.Types...), append([]string(nil), c.Subtypes...)
	}
	return catalog.SplitTypeLine(c.TypeLine)
}

// costColors is the colors of a mana cost's colored symbols (CR 202.2).
func costColors(cost string) TypeSet {
	var s TypeSet
	for i := 0; i < len(cost); i++ {
		if cost[i] != '{' {
			continue
		}
		end := strings.IndexByte(cost[i:], '}')
		if end < 0 {
			break
		}
		for _, r := range cost[i+1 : i+end] {
			if c, ok := colorFromLetter(string(r)); ok && c != Colorless {
				s |= 1 << c
			}
		}
		i += end
	}
	return s
}

func attachedIndex(b *Board, p *perm) int {
	if p.On == nil {
		return -1
	}
	q, err := b.AttachedTo(p.Permanent)
	if err != nil || q == nil {
		return -1
	}
	return indexOf(b, q)
}

func indexOf(b *Board, q *Permanent) int {
	for i, p := range b.Permanents {
		if p == q {
			return i
		}
	}
	return -1
}

// affects reports whether a land-type-changing effect applies to p: a
// land in its subject (CR 305.7 applies to lands).
func affects(b *Board, e *typeEffect, p *perm) bool {
	if !p.is("Land") || e.spec.Subject == nil {
		return false
	}
	ok, _ := e.spec.Subject.matches(b, e.src, p)
	return ok
}

// dependency is one effect that depends on another (CR 613.8a).
type dependency struct {
	first, later *typeEffect
	loop         bool
}

// dependencies finds, among the land-type effects, those that depend on
// another: applying the other first changes which permanents it applies
// to (CR 613.8a). Both depending on each other is a loop (613.8b).
func dependencies(b *Board, base []*perm, effects []*typeEffect) []dependency {
	affected := func(e *typeEffect, perms []*perm) string {
		var k strings.Builder
		for _, p := range perms {
			if affects(b, e, p) {
				k.WriteString(itoa(p.i) + ",")
			}
		}
		return k.String()
	}
	after := func(first *typeEffect) []*perm {
		out := make([]*perm, len(base))
		for i, p := range base {
			c := *p
			c.types = append([]string(nil), p.types...)
			c.subtypes = append([]string(nil), p.subtypes...)
			out[i] = &c
		}
		var hit []*perm
		for _, p := range out {
			if affects(b, first, p) {
				hit = append(hit, p)
			}
		}
		for _, p := range hit {
			applyTypeEffect(first.spec, p)
		}
		return out
	}
	dep := func(later, first *typeEffect) bool {
		return affected(later, base) != affected(later, after(first))
	}
	var out []dependency
	for i, x := range effects {
		for j, y := range effects {
			if i == j || !dep(x, y) {
				continue
			}
			loop := dep(y, x)
			if loop && i > j {
				continue
			}
			out = append(out, dependency{first: y, later: x, loop: loop})
		}
	}
	return out
}

// keepsDependencies reports whether an order applies each effect after
// those it depends on (loops excepted).
func keepsDependencies(order []*typeEffect, deps []dependency) bool {
	pos := map[*typeEffect]int{}
	for i, e := range order {
		pos[e] = i
	}
	for _, d := range deps {
		if !d.loop && pos[d.first] > pos[d.later] {
			return false
		}
	}
	return true
}

// applyCardTypeEffects applies the effects of layer 4 that add card types
// ("Each noncreature artifact is an artifact creature …"), after the
// land-type effects: adding card types never changes which permanents a
// land-type effect applies to, nor the reverse, so neither depends on the
// other and their order does not change the result (CR 613.8a). The
// permanents each applies to are found before any is applied (613.6).
// Such an effect also sets power and toughness in layer 7b (613.4b).
func applyCardTypeEffects(b *Board, perms []*perm) []Reason {
	var notes []Reason
	for _, src := range perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticAddType || a.Static.Subject == nil {
				continue
			}
			var hit []*perm
			for _, p := range perms {
				if ok, _ := a.Static.Subject.matches(b, src, p); ok {
					hit = append(hit, p)
				}
			}
			for _, p := range hit {
				for _, t := range a.Static.Types {
					if !p.is(t) {
						p.types = append(p.types, t)
						if t == "Creature" {
							p.becameCreature = src.name
						}
					}
				}
				if a.Static.PTManaValue {
					p.ptManaValue = true
				}
			}
			if len(hit) > 0 {
				var names []string
				for _, p := range hit {
					if !slices.Contains(names, p.name) {
						names = append(names, p.name)
					}
				}
				text := src.name + "'s effect (layer 4) makes " + joinAnd(names) + " " + strings.ToLower(strings.Join(a.Static.Types, " ")) + " in addition to its other types"
				rules := []string{"613.1d"}
				if a.Static.PTManaValue {
					text += ", with power and toughness each equal to its mana value (layer 7b); a creature's {T} abilities need its controller to have controlled it continuously since their most recent turn began, however long it has been a creature"
					rules = append(rules, "613.4b", "302.6")
				}
				notes = append(notes, Reason{Text: text, Rules: rules})
			}
		}
	}
	return notes
}

func applyTypeEffect(s *StaticSpec, p *perm) {
	switch s.Kind {
	case StaticSetLandType:
		p.subtypes = append([]string(nil), s.LandTypes...)
		p.lostText = true
	case StaticAddLandType:
		for _, t := range s.LandTypes {
			if !p.hasSub(t) {
				p.subtypes = append(p.subtypes, t)
			}
		}
	}
}

func (w *world) signature() string {
	var b strings.Builder
	for _, p := range w.perms {
		s := append([]string(nil), p.subtypes...)
		sort.Strings(s)
		b.WriteString(strings.Join(s, ","))
		if p.lostText {
			b.WriteString("!")
		}
		b.WriteString(";")
	}
	return b.String()
}

// finish applies layers 5 and 6: colors, abilities, haste.
func (w *world) finish() {
	// Layer 5: color-setting effects (Celestial Dawn).
	for _, src := range w.perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if a.Understood && a.Static != nil && a.Static.Kind == StaticColor {
				for _, p := range w.perms {
					if p.Controller == src.Controller && !p.is("Land") {
						p.colors = 1 << a.Static.Color
					}
				}
			}
		}
	}
	// Layer 6: abilities. Rules-text abilities unless lost, the intrinsic
	// ability of each basic land type (CR 305.6), granted abilities.
	for _, p := range w.perms {
		var abil []*Ability
		extra := len(p.printed)
		if !p.lostText {
			for _, a := range p.printed {
				if a.Kind == KindIntrinsic {
					continue
				}
				abil = append(abil, a)
			}
		}
		if p.is("Land") {
			for _, t := range basicLandTypes {
				if !p.hasSub(t) {
					continue
				}
				idx := 0
				if !p.lostText {
					for _, a := range p.printed {
						if a.Kind == KindIntrinsic && has(p.Card.Subtypes, t) {
							idx = a.Index
						}
					}
				}
				if idx == 0 {
					extra++
					idx = extra
				}
				abil = append(abil, intrinsicAbility(t, idx))
			}
		}
		p.abilities = abil
		p.haste = p.Haste
	}
	// Boosts (layer 7c, CR 613.4c) are found first: a grant whose subject
	// reads power compares the power before and after layer 7.
	for _, src := range w.perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Boost == nil || a.Static.Subject == nil || !w.conditionHolds(src, a.Static) {
				continue
			}
			for _, p := range w.perms {
				if ok, _ := a.Static.Subject.matches(w.b, src, p); ok && p.is("Creature") {
					p.boost[0] += a.Static.Boost[0]
					p.boost[1] += a.Static.Boost[1]
				}
			}
		}
	}
	// Granted abilities (layer 6, CR 613.1f): each to the permanents of
	// its subject, while its condition holds. A grant whose subject the
	// engine cannot decide for a permanent gives it the ability marked
	// Unsure, which stops a question it bears on.
	for _, src := range w.perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticGrant || a.Static.Subject == nil {
				continue
			}
			if !w.conditionHolds(src, a.Static) {
				continue
			}
			for _, p := range w.perms {
				ok, why := a.Static.Subject.matches(w.b, src, p)
				if !ok && why == "" {
					continue
				}
				for _, g := range a.Static.Granted {
					c := *g
					c.Source = src.name
					c.Index = len(p.printed) + 1 + countGranted(p)
					if why != "" {
						c.Unsure = "the engine cannot tell whether " + p.name + " has \u201c" + g.Text + "\u201d from " + src.name + ": " + why
					}
					p.abilities = append(p.abilities, &c)
				}
			}
		}
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			for _, k := range a.Keywords {
				if k != "haste" {
					continue
				}
				if a.Unsure == "" {
					p.haste = true
				} else if p.hasteUnsure == "" {
					p.hasteUnsure = a.Unsure
				}
			}
		}
	}
}

// conditionHolds reports whether a static ability's "as long as you
// control a …" condition holds (true when it has none).
func (w *world) conditionHolds(src *perm, st *StaticSpec) bool {
	if st.Condition == nil {
		return true
	}
	for _, q := range w.perms {
		if ok, _ := st.Condition.matches(w.b, src, q); ok {
			return true
		}
	}
	return false
}

func countGranted(p *perm) int {
	n := 0
	for _, a := range p.abilities {
		if a.Source != "" && a.Kind != KindIntrinsic {
			n++
		}
	}
	return n
}

// intrinsicCache holds the intrinsic abilities by land type and number, so
// boards of basic lands do not make them again; they are never changed.
var intrinsicCache sync.Map

func intrinsicAbility(t string, idx int) *Ability {
	key := t + "#" + itoa(idx)
	if a, ok := intrinsicCache.Load(key); ok {
		return a.(*Ability)
	}
	a := newIntrinsic(t, idx)
	intrinsicCache.Store(key, a)
	return a
}

func newIntrinsic(t string, idx int) *Ability {
	c := basicLandColor[t]
	return &Ability{
		Index:      idx,
		Text:       "{T}: Add " + c.Symbol() + ".",
		Kind:       KindMana,
		Understood: true,
		Source:     "its land type " + t,
		Cost:       Cost{Tap: true},
		Mana:       &ManaSpec{Kind: ManaFixed, Pool: One(c)},
	}
}

func permutations[T any](xs []T) [][]T {
	if len(xs) <= 1 {
		return [][]T{append([]T(nil), xs...)}
	}
	var out [][]T
	for i := range xs {
		rest := make([]T, 0, len(xs)-1)
		rest = append(rest, xs[:i]...)
		rest = append(rest, xs[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]T{xs[i]}, p...))
		}
	}
	return out
}

// opponents reports whether players a and b are opponents: in Two-Headed
// Giant, players on different teams; otherwise any two different players.
func (b *Board) opponents(x, y string) bool {
	if x == y {
		return false
	}
	if b.Format == Format2HG {
		return b.teamOf(x) != b.teamOf(y)
	}
	return true
}

// teamOf is the index of the player's team, or -1.
func (b *Board) teamOf(name string) int {
	for i, t := range b.Teams {
		for _, p := range t {
			if p == name {
				return i
			}
		}
	}
	return -1
}
