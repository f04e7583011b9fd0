package rules

import (
	"context"
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
	attached int
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
				if s != e && s.alive && s.spec.Kind == StaticSetLandType && affects(s, e.src) {
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
		orders = permutations(distinct)
	}
	if needOrder && len(distinct) > maxOrderedEffects {
		notes = append(notes, Reason{
			Text:  "More land-type-changing effects apply than the engine tries in every order, so board order is taken as their timestamp order",
			Rules: []string{"613.7"},
		})
		needOrder = false
	}
	var worlds []*world
	sigs := map[string]*world{}
	for _, order := range orders {
		if !m.state(len(base)) && len(worlds) > 0 {
			break
		}
		w := &world{b: b, notes: append([]Reason(nil), notes...)}
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
				for _, p := range w.perms {
					if affects(e2, p) {
						applyTypeEffect(e2.spec, p)
					}
				}
			}
		}
		sig := w.signature()
		if _, ok := sigs[sig]; ok {
			continue
		}
		if needOrder {
			names := make([]string, len(order))
			for i, e := range order {
				names[i] = e.src.name
			}
			w.label = "if the timestamps run " + strings.Join(names, ", then ")
		}
		sigs[sig] = w
		worlds = append(worlds, w)
	}
	if len(worlds) == 1 {
		worlds[0].label = ""
	} else {
		for _, w := range worlds {
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

// affects reports whether a type-changing effect applies to p.
func affects(e *typeEffect, p *perm) bool {
	if !p.is("Land") {
		return false
	}
	switch e.spec.Affected {
	case "nonbasic lands":
		return !p.hasSuper("Basic")
	case "lands you control":
		return p.Controller == e.src.Controller
	case "each land":
		return true
	}
	return false
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
	for _, src := range w.perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil {
				continue
			}
			switch a.Static.Kind {
			case StaticGrant:
				for _, p := range w.perms {
					if p.is("Land") && p.Controller == src.Controller {
						g := *a.Static.Granted
						g.Source = src.name
						g.Index = len(p.printed) + 1 + countGranted(p)
						p.abilities = append(p.abilities, &g)
					}
				}
			case StaticHaste:
				for _, p := range w.perms {
					switch a.Static.Affected {
					case "all creatures":
						if p.is("Creature") {
							p.haste = true
						}
					case "creatures you control":
						if p.is("Creature") && p.Controller == src.Controller {
							p.haste = true
						}
					case "equipped creature":
						if src.attached == p.i {
							p.haste = true
						}
					}
				}
			}
		}
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			for _, k := range a.Keywords {
				if k == "haste" {
					p.haste = true
				}
			}
		}
	}
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
