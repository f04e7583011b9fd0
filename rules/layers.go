package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

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

// orderLabel says in words which timestamp order an order of effects is.
func orderLabel(order []*typeEffect) string {
	names := make([]string, len(order))
	for i, e := range order {
		names[i] = e.src.name
	}
	return "if the timestamps run " + strings.Join(names, ", then ")
}

// typeEffectNote is the reasoning step for one land-type effect applied
// to the permanents hit; already[i] says that hit[i] had its land types
// before, so that the effect changes nothing on it (a Plains under
// Celestial Dawn, a Swamp under Urborg), which the step leaves out of
// what the effect makes of the others.
func typeEffectNote(e *typeEffect, hit []*perm, already []bool) Reason {
	var names, same []string
	for i, p := range hit {
		switch {
		case slices.Contains(names, p.name) || slices.Contains(same, p.name):
		case already[i]:
			same = append(same, p.name)
		default:
			names = append(names, p.name)
		}
	}
	if len(names) == 0 && len(same) == 0 {
		return Reason{Text: Possessive(e.src.name) + " type-changing effect (layer 4) applies to no permanent on the board", Rules: []string{"613.1d"}}
	}
	types := joinAnd(e.spec.LandTypes)
	set := e.spec.Kind == StaticSetLandType
	rules := []string{"613.1d", "305.6"}
	// Blood Moon's ruling on what its lands lose and gain; Urborg's and
	// Dryad of the Ilysian Grove's on the mana abilities their lands have.
	rulings := append(rulingsAbout(e.src.Card.Name, "Swamp has the ability"), rulingsAbout(e.src.Card.Name, "mana ability of each basic land type")...)
	if set {
		rules = []string{"613.1d", "305.7", "305.6"}
		rulings = rulingsAbout(e.src.Card.Name, "lose any other land types and abilities")
	}
	if len(names) == 0 {
		return Reason{
			Text:    Possessive(e.src.name) + " effect (layer 4) applies to " + joinAnd(same) + ", which " + map[bool]string{true: "is", false: "are"}[len(same) == 1] + " " + landTypesNoun(e.spec.LandTypes, len(same)) + " already: it changes nothing",
			Rules:   rules,
			Rulings: rulings,
		}
	}
	made := Possessive(e.src.name) + " effect (layer 4) makes " + joinAnd(names) + " " + landTypesNoun(e.spec.LandTypes, len(names))
	if set {
		return Reason{
			Text:    made + ": setting a land's subtype, it loses its other land types and the abilities of its rules text, and has the intrinsic mana ability of " + types,
			Rules:   rules,
			Rulings: rulings,
		}
	}
	its, has := "its", "it has"
	if len(names) > 1 {
		its, has = "their", "each has"
	}
	of := "ability of " + types
	switch {
	case len(e.spec.LandTypes) == len(basicLandTypes):
		of = "abilities of all five"
	case len(e.spec.LandTypes) > 1:
		of = "abilities of " + types
	}
	return Reason{
		Text:    made + " in addition to " + its + " other types, so " + has + " the intrinsic mana " + of + " as well",
		Rules:   rules,
		Rulings: rulings,
	}
}

// landTypesNoun names lands of the given land types, n of them: "a
// Plains", "Mountains", "every basic land type", "Plains and Islands".
func landTypesNoun(types []string, n int) string {
	if len(types) == len(basicLandTypes) {
		return "every basic land type"
	}
	words := make([]string, len(types))
	for i, t := range types {
		switch {
		case n == 1 && len(types) == 1:
			words[i] = article(t)
		case strings.HasSuffix(t, "s"):
			words[i] = t
		default:
			words[i] = t + "s"
		}
	}
	return joinAnd(words)
}

// hasLandTypes reports whether p already is what a land-type-changing
// effect makes it: for one that sets the land type, it has exactly those
// land types and no rules text of its own left to lose (a basic land, or
// one whose subtype an earlier effect set); for one that adds, it has
// them all.
func hasLandTypes(s *StaticSpec, p *perm) bool {
	for _, t := range s.LandTypes {
		if !p.hasSub(t) {
			return false
		}
	}
	if s.Kind != StaticSetLandType {
		return true
	}
	return len(landSubtypes(p.subtypes)) == len(s.LandTypes) && (p.hasSuper("Basic") || p.lostText)
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
				k.WriteString(strconv.Itoa(p.i) + ",")
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

// cardTypeEffect is an effect of layer 4 that adds card types: src's
// static ability a.
type cardTypeEffect struct {
	src *perm
	a   *Ability
}

// cardTypeOrder orders the effects of layer 4 that add card types of
// perms: each applies after the effects it depends on, those whose
// applying would change which permanents it applies to (Mycosynth
// Lattice's artifacts before March of the Machines' noncreature
// artifacts; Opalescence's creatures before them too), the order found
// again after each is applied (CR 613.8a, 613.8b, 613.8c). Effects that
// depend on none of the others left apply in board order: each only adds
// types, so their order does not change the types (the power and
// toughness and colors they set are checked where they are applied). A
// loop of dependencies is refused, its timestamps not recorded.
// maxCardTypeEffects bounds the effects that add card types whose order
// cardTypeOrder works out.
const maxCardTypeEffects = 24

func cardTypeOrder(b *Board, perms []*perm) ([]cardTypeEffect, []Reason, string) {
	var effs []cardTypeEffect
	for _, src := range perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if a.Understood && a.Static != nil && a.Static.Kind == StaticAddType && a.Static.Subject != nil {
				effs = append(effs, cardTypeEffect{src: src, a: a})
			}
		}
	}
	if len(effs) < 2 {
		return effs, nil, ""
	}
	if len(effs) > maxCardTypeEffects {
		// Ordering them by dependency compares each pair on a copy of
		// the board: the work grows with the cube of their number.
		return nil, nil, fmt.Sprintf("%d effects add card types (%s among them), more than the %d whose order by dependency the engine works out (CR 613.8)", len(effs), effs[0].src.name, maxCardTypeEffects)
	}
	// hits says which permanents of ps e applies to.
	hits := func(e cardTypeEffect, ps []*perm) string {
		var k strings.Builder
		for _, p := range ps {
			if ok, _ := e.a.Static.Subject.matches(b, ps[e.src.i], p); ok {
				k.WriteString(strconv.Itoa(p.i) + ",")
			}
		}
		return k.String()
	}
	// apply adds e's types, subtypes and color to the permanents of ps it
	// applies to, found before any is changed (613.6).
	apply := func(e cardTypeEffect, ps []*perm) {
		var hit []*perm
		for _, p := range ps {
			if ok, _ := e.a.Static.Subject.matches(b, ps[e.src.i], p); ok {
				hit = append(hit, p)
			}
		}
		for _, p := range hit {
			for _, t := range e.a.Static.Types {
				if !p.is(t) {
					p.types = append(p.types, t)
				}
			}
			for _, t := range addedSubtypes(e.a.Static, ps[e.src.i]) {
				if !p.hasSub(t) {
					p.subtypes = append(p.subtypes, t)
				}
			}
			if c := e.a.Static.StillColor; c != nil {
				p.colors = 1 << *c
			}
		}
	}
	copyOf := func(ps []*perm) []*perm {
		out := make([]*perm, len(ps))
		for i, p := range ps {
			c := *p
			c.types = append([]string(nil), p.types...)
			c.subtypes = append([]string(nil), p.subtypes...)
			out[i] = &c
		}
		return out
	}
	cur := copyOf(perms)
	var out []cardTypeEffect
	var notes []Reason
	rest := effs
	for len(rest) > 0 {
		pick := -1
		for i, e := range rest {
			depends := false
			for j, f := range rest {
				if i == j {
					continue
				}
				after := copyOf(cur)
				apply(f, after)
				if hits(e, cur) != hits(e, after) {
					depends = true
					break
				}
			}
			if !depends {
				pick = i
				break
			}
		}
		if pick < 0 {
			pick = identicalLoop(b, rest, cur, hits, apply, copyOf)
			if pick >= 0 {
				var names []string
				for _, f := range rest {
					if sameTypeEffect(rest[pick], f) {
						names = append(names, f.src.name)
					}
				}
				notes = append(notes, Reason{
					Text:  "The effects of " + joinAnd(names) + " depend on one another in a loop, so they apply in timestamp order, which the board does not record; each makes the same change of the board, so every order leaves the same result",
					Rules: []string{"613.8a", "613.8b", "613.7"},
				})
			}
		}
		if pick < 0 {
			var names []string
			for _, e := range rest {
				if !slices.Contains(names, e.src.name) {
					names = append(names, e.src.name)
				}
			}
			return nil, nil, fmt.Sprintf("the type-changing effects of %s depend on one another in a loop, so they apply in timestamp order, which the board does not record (CR 613.8b, 613.7)", joinAnd(names))
		}
		apply(rest[pick], cur)
		out = append(out, rest[pick])
		rest = append(rest[:pick:pick], rest[pick+1:]...)
	}
	return out, notes, ""
}

// identicalLoop finds, among effects that all depend on one another's
// applying (a loop, CR 613.8b), a set of identical effects, the same
// ability read from the same player's permanents with the same choices,
// each depending on no effect outside the set. They apply in timestamp
// order, which the board does not record; but each is one and the same
// change of the board, so whichever applies first the board is the same
// after it and the others left are the same: it returns the first of
// them in board order, or -1 when no such set is found.
func identicalLoop(b *Board, rest []cardTypeEffect, cur []*perm, hits func(cardTypeEffect, []*perm) string, apply func(cardTypeEffect, []*perm), copyOf func([]*perm) []*perm) int {
	for i, e := range rest {
		if !readsNoSource(e) {
			continue
		}
		closed := true
		for j, f := range rest {
			if i == j || sameTypeEffect(e, f) {
				continue
			}
			after := copyOf(cur)
			apply(f, after)
			if hits(e, cur) != hits(e, after) {
				closed = false
				break
			}
		}
		// Every effect identical to e reads the board as e does, so
		// depends on the others as e does.
		if closed {
			return i
		}
	}
	return -1
}

// readsNoSource reports whether an effect that adds card types reads of
// its source only its controller and the choices written on it: its
// subject is not the source itself, nor "other", nor what the source is
// attached to.
func readsNoSource(e cardTypeEffect) bool {
	s := e.a.Static.Subject
	return !s.Self && !s.Other && !s.Equipped && !s.Enchanted
}

// sameTypeEffect reports whether two effects that add card types are the
// same change of the board: the same ability text, read of the same
// player's permanents (where it says whose) with the same choices, neither reading its source
// otherwise (readsNoSource).
func sameTypeEffect(e, f cardTypeEffect) bool {
	return readsNoSource(e) && readsNoSource(f) && e.a.Text == f.a.Text &&
		(e.a.Static.Subject.Control == "" || e.src.Controller == f.src.Controller) &&
		e.src.Named == f.src.Named && e.src.Chose == f.src.Chose
}

// applyCardTypeEffects applies the effects of layer 4 that add card types
// ("Each noncreature artifact is an artifact creature …"), after the
// land-type effects: adding card types never changes which permanents a
// land-type effect applies to, nor the reverse, so neither depends on the
// other and their order does not change the result (CR 613.8a). The
// permanents each applies to are found before any is applied (613.6).
// Such an effect also sets power and toughness in layer 7b (613.4b), and
// may add a creature type (layer 4) and set a color (layer 5, 613.1e):
// its subject is lands, which no other color-setting effect the engine
// models reaches, but two such effects that set different colors on one
// land apply in timestamp order, which the board does not record: unknown
// says so.
func applyCardTypeEffects(b *Board, perms []*perm) (notes []Reason, unknown string) {
	colorBy := map[*perm]string{}
	order, notes, loop := cardTypeOrder(b, perms)
	if loop != "" {
		return nil, loop
	}
	for _, e := range order {
		src := e.src
		for _, a := range []*Ability{e.a} {
			var hit []*perm
			var either []Reason
			for _, p := range perms {
				if ok, _ := a.Static.Subject.matches(b, src, p); ok {
					hit = append(hit, p)
				} else if t := a.Static.StillAlso; t != "" && p.hasSub(t) && unknown == "" {
					unknown = fmt.Sprintf("%s is a %s, which %s makes a Forest land and a creature, and the engine does not model a permanent made a land", p.name, t, src.name)
				}
			}
			for _, p := range hit {
				for _, t := range a.Static.Types {
					if t == "Creature" {
						p.creatureBy = src.name
					}
					if !p.is(t) {
						p.types = append(p.types, t)
						if t == "Creature" {
							p.becameCreature = src.name
						}
					}
				}
				if a.Static.ChosenCreatureType && addedSubtypes(a.Static, src) == nil && unknown == "" {
					unknown = fmt.Sprintf("%s has \u201c%s\u201d, and the board does not say which creature type was chosen as it entered (write it as \u201c%s (named Elf)\u201d)", src.name, a.Text, src.name)
				}
				for _, t := range addedSubtypes(a.Static, src) {
					if !p.hasSub(t) {
						p.subtypes = append(p.subtypes, t)
					}
				}
				if c := a.Static.StillColor; c != nil {
					if by, ok := colorBy[p]; ok && p.colors != 1<<*c && unknown == "" {
						unknown = fmt.Sprintf("%s and %s each set the color of %s, and which applies last depends on their timestamps, which the board does not record (CR 613.7)", by, src.name, p.name)
					}
					p.colors = 1 << *c
					colorBy[p] = src.name
					p.colorBy = src.name
				}
				if a.Static.PTManaValue {
					p.ptManaValue = true
				}
				if a.Static.SetPT != nil {
					switch {
					case p.ptSet == nil || *p.ptSet == *a.Static.SetPT:
					case p.ptSetAlt == nil && !p.ptManaValue && p.ptSetBy != "" && p.ptSetBy != src.name:
						// Two settings in layer 7b, in a timestamp
						// order the board does not record (613.7):
						// it is one of the two.
						alt := *p.ptSet
						p.ptSetAlt = &alt
						p.ptEitherBy = p.ptSetBy + " and " + src.name
						set := *a.Static.SetPT
						either = append(either, Reason{
							Text:  fmt.Sprintf("%s and %s each set the base power and toughness of %s in layer 7b, in the order of their timestamps, which the board does not record: it is %d/%d or %d/%d", p.ptSetBy, src.name, p.name, alt[0], alt[1], set[0], set[1]),
							Rules: []string{"613.4b", "613.7"},
						})
					default:
						p.ptManaValue = true // more settings: toughness refuses
					}
					p.ptSet = a.Static.SetPT
					p.ptSetBy = src.name
				}
			}
			if len(hit) > 0 {
				var names []string
				for _, p := range hit {
					if !slices.Contains(names, p.name) {
						names = append(names, p.name)
					}
				}
				words := strings.ToLower(strings.Join(a.Static.Types, " "))
				if a.Static.ChosenCreatureType {
					// "is the chosen type in addition": the type named
					// on the board, where it is.
					chosen := strings.Join(addedSubtypes(a.Static, src), " ")
					if chosen == "" {
						chosen = "the chosen creature type"
					}
					words = strings.TrimSpace(words + " " + chosen)
				}
				text := Possessive(src.name) + " effect (layer 4) makes " + joinAnd(names) + " " + addedTypes(words, len(names))
				rules := []string{"613.1d"}
				if pt := a.Static.SetPT; pt != nil {
					kind := strings.Join(a.Static.StillSubtypes, " ")
					if c := a.Static.StillColor; c != nil {
						kind = strings.TrimSpace(c.Word() + " " + kind)
					}
					if kind != "" {
						kind += " "
					}
					lands := true
					for _, p := range hit {
						lands = lands && p.is("Land")
					}
					what := "%d/%d " + kind + "creatures that are still lands"
					switch {
					case !lands && len(hit) == 1:
						what = "a %d/%d " + kind + "creature in addition to its other types"
					case !lands:
						what = "%d/%d " + kind + "creatures in addition to their other types"
					case len(hit) == 1:
						what = "a %d/%d " + kind + "creature that is still a land"
					}
					text = fmt.Sprintf("%s effect makes %s "+what+" (layer 4, and layer 7b for power and toughness)", Possessive(src.name), joinAnd(names), pt[0], pt[1])
					if a.Static.StillColor != nil {
						text += "; its color is set in layer 5"
						rules = append(rules, "613.1e")
					}
				}
				if a.Static.PTManaValue {
					text += ", with power and toughness each equal to " + theirOwn(len(names)) + " mana value (layer 7b); a creature's {T} abilities need its controller to have controlled it continuously since their most recent turn began, however long it has been a creature"
					rules = append(rules, "613.4b", "302.6")
				}
				if a.Static.SetPT != nil {
					text += "; a creature's {T} abilities need its controller to have controlled it continuously since their most recent turn began, however long it has been a creature"
					rules = append(rules, "613.4b", "302.6")
				}
				notes = append(notes, Reason{Text: text, Rules: rules})
			}
			notes = append(notes, either...)
		}
	}
	return notes, unknown
}

// applyDevotionTypeEffects applies the layer 4 effects of the Theros gods:
// "As long as your devotion to black is less than five, this isn't a
// creature." Devotion counts the mana symbols of those colors in the mana
// costs of the permanents its controller controls, a hybrid symbol once
// (CR 700.5, 700.5a); mana costs are not changed by any effect the engine
// models, so it depends on no other effect. Each applies to its own
// permanent only. Where another effect makes that permanent a creature
// (Opalescence), which applies last depends on their timestamps (613.7),
// which the board does not record: unknown says so.
func applyDevotionTypeEffects(perms []*perm) (notes []Reason, unknown string) {
	for _, p := range perms {
		if p.lostText {
			continue
		}
		for _, a := range p.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticNotCreatureDevotion {
				continue
			}
			n := devotionAmong(perms, p.Controller, a.Static.Devotion)
			var words []string
			for _, c := range a.Static.Devotion {
				words = append(words, c.Word())
			}
			devotion := fmt.Sprintf("its controller's devotion to %s is %d", strings.Join(words, " and "), n)
			if n >= a.Static.Below {
				notes = append(notes, Reason{Text: fmt.Sprintf("%s is a creature: %s, not less than %d", p.name, devotion, a.Static.Below), Rules: []string{"700.5", "613.1d"}})
				continue
			}
			if p.creatureBy != "" {
				return notes, fmt.Sprintf("%s isn't a creature by its own ability (%s, less than %d), and %s effect makes it one: which applies last depends on their timestamps, which the board does not record (CR 613.7)", p.name, devotion, a.Static.Below, Possessive(p.creatureBy))
			}
			types := make([]string, 0, len(p.types))
			for _, t := range p.types {
				if t != "Creature" {
					types = append(types, t)
				}
			}
			p.types = types
			notes = append(notes, Reason{Text: fmt.Sprintf("%s isn't a creature: %s, less than %d (layer 4)", p.name, devotion, a.Static.Below), Rules: []string{"700.5", "613.1d"}})
		}
	}
	return notes, ""
}

// devotionAmong is player's devotion to colors among perms: the mana
// symbols in the mana costs of the permanents they control that are of
// any of those colors, each symbol once (CR 700.5a).
func devotionAmong(perms []*perm, player string, colors []Color) int {
	n := 0
	for _, q := range perms {
		if q.Controller != player {
			continue
		}
		for _, sym := range manaSymbols(permManaCost(q.Card)) {
			for _, c := range colors {
				if c != Colorless && strings.Contains(sym, c.Letter()) {
					n++
					break
				}
			}
		}
	}
	return n
}

// manaSymbols splits a mana cost into its symbols without braces:
// "{2}{W/B}{B}" is "2", "W/B", "B".
func manaSymbols(cost string) []string {
	var out []string
	for {
		i := strings.IndexByte(cost, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(cost[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, cost[i+1:i+j])
		cost = cost[i+j+1:]
	}
}

func applyTypeEffect(s *StaticSpec, p *perm) {
	switch s.Kind {
	case StaticSetLandType:
		// It loses its land types only (CR 305.7): a creature type
		// stays (Dryad Arbor's ruling of 2011-09-22: it "continues to be
		// a creature and a Dryad"), as do artifact and enchantment types.
		subs := append([]string(nil), s.LandTypes...)
		for _, t := range p.subtypes {
			if !slices.Contains(subs, t) && !isLandSubtype(t) {
				subs = append(subs, t)
			}
		}
		p.subtypes = subs
		p.lostText = true
	case StaticAddLandType:
		for _, t := range s.LandTypes {
			if !p.hasSub(t) {
				p.subtypes = append(p.subtypes, t)
			}
		}
	}
}

// isLandSubtype reports whether a subtype of a land is one of its land
// types: any but a creature, artifact or enchantment type (CR 205.3).
func isLandSubtype(t string) bool {
	return !isCreatureType(t) && !slices.Contains(artifactTypes, t) && !slices.Contains(enchantmentTypes, t)
}

// landSubtypes are the land types among subs.
func landSubtypes(subs []string) []string {
	var out []string
	for _, t := range subs {
		if isLandSubtype(t) {
			out = append(out, t)
		}
	}
	return out
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

// addedSubtypes are the creature types a StaticAddType of src adds: those
// its text names, or the one chosen as src entered, which the board
// records as "named TYPE" (nil where it does not say one).
func addedSubtypes(st *StaticSpec, src *perm) []string {
	if !st.ChosenCreatureType {
		return st.StillSubtypes
	}
	if t, ok := creatureTypeFold(src.Named); ok {
		return []string{t}
	}
	return nil
}

// theirOwn is "its" for one permanent, "their" for more.
func theirOwn(n int) string {
	if n == 1 {
		return "its"
	}
	return "their"
}

// addedTypes says the types an effect adds to n permanents, words ("artifact
// creature", "Elf"): "an artifact creature in addition to its other types"
// for one, "artifact creatures in addition to their other types" for
// more; "the chosen creature type" takes no article and no plural.
func addedTypes(words string, n int) string {
	switch {
	case strings.HasPrefix(words, "the "):
		if n == 1 {
			return words + " in addition to its other types"
		}
		return words + " in addition to their other types"
	case n == 1:
		return article(words) + " in addition to its other types"
	}
	return words + "s in addition to their other types"
}
