package rules

import (
	"context"
	"fmt"
	"iter"
	"math/bits"
	"strconv"
	"strings"
)

// branch is one way a mana ability's effect can go: the choice that led
// there, the mana it adds, and what else happened.
type branch struct {
	choices []string
	pool    Pool
	events  []string
	// cost is what paying the part of the cost this branch chose does
	// ("removes 2 storage counters"), before the mana is added.
	cost    []string
	rules   []string
	rulings []rulingRef
	// undefined: the mana was of an undefined type (CR 106.5).
	undefined bool
	// x is the X its cost chose plus one ("Sacrifice X Goats"), 0 for
	// none: the riders' X is that number (107.3a).
	x int
}

// rulingRef names an official ruling by card and date.
type rulingRef struct{ card, date, fragment string }

// noCommanderEvent is the event of a mana ability that adds mana of its
// controller's commander's color identity where the board names no
// commander (CR 903.4f).
const noCommanderEvent = "the board names no commander, and the color identity of a commander a player doesn't have is undefined, so it adds no mana"

// noCommanderRulings are the dates of the rulings that say a card's mana of
// its controller's commander's color identity is none "In formats other
// than Commander".
var noCommanderRulings = map[string]string{
	"Commander's Sphere": "2014-11-07",
	"Opal Palace":        "2013-10-17",
}

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
	// Only abilities that look at what lands could produce (ManaCould)
	// read cur: what the others give is known after the first round.
	// Those whose every round counts against the budget (ManaCombination)
	// are read again too, so the budget is spent as it was.
	looks := make([]bool, len(w.perms))
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind == KindMana && a.Understood && a.Mana != nil && (a.Mana.Kind == ManaCould || a.Mana.Kind == ManaCombination) {
				looks[p.i] = true
			}
			if a.Kind == KindTriggered && a.ResolvesMana != nil && a.ResolvesMana.Kind == ManaCould {
				looks[p.i] = true
			}
		}
	}
	var one [1]branch
	for round, changed := 0, true; changed; round++ {
		changed = false
		for _, p := range w.perms {
			if !m.state(1) {
				return cur
			}
			if round > 0 && !looks[p.i] {
				continue
			}
			t := cur[p.i]
			for _, a := range p.abilities {
				if a.Kind == KindTriggered && a.ResolvesMana != nil {
					// What a triggered ability would add if it resolved
					// now (CR 106.7); it taps nothing, so no effect on a
					// permanent tapped for mana applies (106.12).
					t |= w.triggerTypes(ctx, p, a, cur)
					continue
				}
				if a.Kind != KindMana || !a.Understood || a.Mana == nil {
					continue
				}
				brs, ok := w.sharedBranches(p, a, cur, &one)
				if !ok {
					brs = w.produce(ctx, p, a, cur, true)
				}
				for _, br := range brs {
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

// triggerTypes are the types of mana triggered ability a of p would add
// if it resolved now (Ability.ResolvesMana), given what each permanent
// could produce.
func (w *world) triggerTypes(ctx context.Context, p *perm, a *Ability, could []TypeSet) TypeSet {
	as := *a
	as.Kind, as.Mana = KindMana, a.ResolvesMana
	var t TypeSet
	for _, br := range w.produce(ctx, p, &as, could, true) {
		t |= br.pool.Types()
	}
	return t
}

// produce lists the ways ability a of p can add mana, given what each
// permanent could produce. With ignoreCosts, choices that depend on paying
// a cost (which land to sacrifice) are all taken. Past the question's
// budget it stops with what it has, and the meter says so.
// Long: one case per kind of mana ability, each short.
func (w *world) produce(ctx context.Context, p *perm, a *Ability, could []TypeSet, ignoreCosts bool) []branch {
	m := a.Mana
	if br, ok := w.produceCounted(ctx, p, a, could, ignoreCosts); ok {
		return br
	}
	switch m.Kind {
	case ManaFixed:
		pool := m.Pool
		if len(m.InsteadIf) > 0 && w.controlsAllTypes(p.Controller, m.InsteadIf) {
			// Its own "instead" is a self-replacement effect, applied
			// before any other (CR 614.15, 616.1a); its official
			// rulings say the larger amount is not optional and that
			// land types, not names, are read (Urza's Mine).
			var refs []rulingRef
			for _, f := range []string{"instead of just one", "land types, not the names"} {
				for _, r := range rulingsAbout(p.Card.Name, f) {
					refs = append(refs, rulingRef{r.Card, r.Date, f})
				}
			}
			return []branch{{pool: m.InsteadPool, events: []string{PlayerDoes(p.Controller, "controls") + " " + strings.Join(m.InsteadIf, " and ") + ", so it adds " + m.InsteadPool.words() + " instead"}, rules: []string{"614.15"}, rulings: refs}}
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
		switch m.Scope {
		case "you", "opponent":
			types := w.couldTypes(p, m, could)
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
		n, what := w.forEachCount(p, m)
		return []branch{{pool: m.Pool.Times(n), events: []string{what}}}
	case ManaExiledColor:
		// Chrome Mox: one of the colors of the card it exiled, chosen as
		// it resolves; with none, no mana (Chrome Mox's rulings of
		// 2016-06-08). exiledUnread stops the question first where the
		// board does not give the card, or its colors are not known.
		if p.Exiled == "" {
			return []branch{{events: []string{"the board does not say which card " + p.name + " exiled"}}}
		}
		c, _ := lookupCatalog(p.Exiled)
		colors, _ := exiledColors(c)
		if colors == 0 {
			return []branch{{events: []string{"the card " + p.name + " exiled, " + c.Name + ", has no color, so it adds no mana"}, rulings: []rulingRef{{"Chrome Mox", "2016-06-08", ""}}}}
		}
		return colorBranches(colors, "chooses ")
	case ManaPermColor:
		var colors TypeSet
		some := false
		for _, q := range w.perms {
			if q.Controller == p.Controller && (!m.Legends || q.is("Planeswalker") || q.is("Creature") && q.hasSuper("Legendary")) {
				colors |= q.colors
				some = true
			}
		}
		if !some && m.Legends {
			return []branch{{events: []string{PlayerDoes(p.Controller, "controls") + " no legendary creature or planeswalker, so it adds no mana"}}}
		}
		if colors == 0 && m.Legends {
			return []branch{{events: []string{"no legendary creature or planeswalker " + PlayerDoes(p.Controller, "controls") + " has a color, so it adds no mana"}}}
		}
		if colors == 0 {
			return []branch{{undefined: true, events: []string{"no permanent " + PlayerDoes(p.Controller, "controls") + " has a color, so the mana's type is undefined and it adds no mana"}, rules: []string{"106.5"}}}
		}
		return colorBranches(colors, "chooses ")
	case ManaEachColor:
		// Bloom Tender: one mana of each color among the permanents its
		// controller controls, as their colors are now (105.2, 613.1e).
		var colors TypeSet
		for _, q := range w.perms {
			if q.Controller == p.Controller {
				colors |= q.colors
			}
		}
		var pool Pool
		var words []string
		for _, c := range colors.Colors() {
			pool = pool.Add(One(c))
			words = append(words, c.Word())
		}
		ev := "no permanent " + PlayerDoes(p.Controller, "controls") + " has a color, so it adds no mana"
		if len(words) > 0 {
			ev = "the colors among the permanents " + PlayerDoes(p.Controller, "controls") + " are " + joinAnd(words)
		}
		return []branch{{pool: pool, events: []string{ev}}}
	case ManaCommander:
		// The color identity of a commander the player doesn't have is
		// undefined, and that part of the ability does nothing (CR
		// 903.4f); the cards' rulings say so of formats other than
		// Commander, which every format a board has is.
		refs := []rulingRef{{"Command Tower", "2020-11-10", "have a commander"}}
		if date, ok := noCommanderRulings[p.Card.Name]; ok {
			refs = append(refs, rulingRef{p.Card.Name, date, "In formats other than Commander"})
		}
		return []branch{{events: []string{noCommanderEvent}, rules: []string{"903.4f"}, rulings: refs}}
	case ManaCombination:
		// Every X up to the counters there are, every combination: the
		// budget, not a cap on X, bounds the work.
		// With ignoreCosts (106.7: "Ignore whether any costs of the
		// ability could or could not be paid"), X is not held to the
		// counters there are: X of 1 shows every type it could add.
		meter := meterOf(ctx)
		var out []branch
		top := p.counters(a.Cost.RemoveKind)
		if ignoreCosts && top < 1 {
			top = 1
		}
		for x := 0; x <= top; x++ {
			for pool := range combinations(m.Colors, x) {
				if !meter.state(1) || !meter.alloc(x*len("{W}")+64) {
					return out
				}
				br := branch{choices: []string{"X is " + strconv.Itoa(x) + ", adds " + pool.words()}, pool: pool}
				if x > 0 && a.Cost.RemoveX && !ignoreCosts {
					br.cost = []string{"removes " + plural(x, a.Cost.RemoveKind+" counter") + " from " + p.name}
					if t, ok := toughnessRemoving(p, a.Cost.RemoveKind, x); ok && t <= 0 {
						// Workhorse's last +1/+1 counter removed (CR
						// 704.5f): after its mana is made.
						br.cost = append(br.cost, fmt.Sprintf("%s then has toughness %d and is put into its owner's graveyard the next time state-based actions are checked", p.name, t))
					}
				}
				out = append(out, br)
			}
		}
		return out
	}
	return nil
}

// forEachCount is how many permanents a ManaForEach ability counts as it
// resolves (608.2h), and that in words ("you control 2 creatures").
func (w *world) forEachCount(p *perm, m *ManaSpec) (int, string) {
	n := 0
	for _, q := range w.perms {
		if q.Controller == p.Controller && (q.is(firstWord(m.ForEach)) || q.hasSub(firstWord(m.ForEach))) && (m.ForEachKeyword == "" || hasKeyword(q, m.ForEachKeyword)) {
			n++
		}
	}
	what := plural(n, firstWord(m.ForEach))
	if m.ForEachKeyword != "" {
		what += " with " + m.ForEachKeyword
	}
	return n, PlayerDoes(p.Controller, "controls") + " " + what
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
	return strconv.Itoa(n) + " " + noun + "s"
}

func colorBranches(t TypeSet, verb string) []branch {
	n := bits.OnesCount8(uint8(t))
	if n == 0 {
		return nil
	}
	// One allocation for the branches and, but for the commonest choice,
	// one for their choices; each branch's choices are capped, so that
	// appending to them copies (and none is written over).
	out := make([]branch, 0, n)
	var choices []string
	if verb != "chooses " {
		choices = make([]string, n)
	}
	for c := White; c <= Colorless; c++ {
		if !t.Has(c) {
			continue
		}
		br := branch{pool: One(c)}
		if verb == "chooses " {
			br.choices = choosesColor[c][:]
		} else {
			i := len(out)
			choices[i] = verb + c.Word()
			br.choices = choices[i : i+1 : i+1]
		}
		out = append(out, br)
	}
	return out
}

// couldTypes are the types of mana the lands that ability m of p looks
// at could produce (CR 106.7), given what each permanent could produce:
// those of p's controller or of its opponents, as m's scope says; only
// colors where m adds only colored mana.
func (w *world) couldTypes(p *perm, m *ManaSpec, could []TypeSet) TypeSet {
	var types TypeSet
	for _, q := range w.perms {
		// A permanent that could produce no type not already found adds
		// nothing, whoever's it is. Else whose it is, then whether it is
		// a land, the dearer question.
		if could[q.i]&^types == 0 {
			continue
		}
		if (m.Scope == "you" && q.Controller == p.Controller) || (m.Scope == "opponent" && w.b.opponents(p.Controller, q.Controller)) {
			if q.is("Land") {
				types |= could[q.i]
			}
		}
	}
	if m.ColorsOnly {
		types &= AllColors
	}
	return types
}

// chooseBranches are, for each set of types, the ways to add one mana of
// a type of it, colorBranches(types, "chooses "), made once: they are
// only read.
var chooseBranches = func() (out [AllTypes + 1][]branch) {
	for t := range out {
		out[t] = colorBranches(TypeSet(t), "chooses ")
	}
	return out
}()

// sharedBranches are the ways ability a of p adds mana, as produce lists
// them given what each permanent could produce, where they are ways any
// source may share: a fixed amount with nothing "instead" (written into
// one), one mana of any color with no one paying instead, or one mana of
// a type the lands it looks at could produce, where they could produce
// some. They are for a caller that only reads them; ok is false for any
// other ability.
func (w *world) sharedBranches(p *perm, a *Ability, could []TypeSet, one *[1]branch) (branches []branch, ok bool) {
	switch m := a.Mana; {
	case m.Kind == ManaFixed && m.InsteadType == "" && m.InsteadCounter == "" && len(m.InsteadIf) == 0 && !m.InsteadPlayed:
		one[0] = branch{pool: m.Pool}
		return one[:], true
	case m.Kind == ManaAnyColor && m.UnlessPaid == "" && !m.ChosenPlayer:
		return chooseBranches[AllColors], true
	case m.Kind == ManaCould && m.InsteadCounter == "" && m.ScopeType == "" && (m.Scope == "you" || m.Scope == "opponent"):
		if types := w.couldTypes(p, m, could); types != 0 && types <= AllTypes {
			return chooseBranches[types], true
		}
	}
	return nil, false
}

// choosesColor is "chooses " and each type's word, the commonest choice,
// each a list of one that branches share.
var choosesColor = func() (s [6][1]string) {
	for c := White; c <= Colorless; c++ {
		s[c][0] = "chooses " + c.Word()
	}
	return s
}()

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
