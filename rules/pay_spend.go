package rules

// How a player may spend mana, and what the cost being paid is, as the
// board's static abilities change them: Celestial Dawn's spending (CR
// 609.4b) and Damping Sphere's cost increase (CR 601.2f).

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// spendsAsWhite is the first permanent player controls that lets them
// spend white mana as though it were mana of any color and other mana
// only as though it were colorless (Celestial Dawn), or nil.
func (w *world) spendsAsWhite(player string) *perm {
	if w.asWhiteOf == player && w.asWhiteKnown {
		return w.asWhite
	}
	var by *perm
	for _, p := range w.perms {
		if p.Controller != player || by != nil {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind == KindStatic && a.Static != nil && a.Static.SpendAsWhite {
				by = p
				break
			}
		}
	}
	w.asWhite, w.asWhiteOf, w.asWhiteKnown = by, player, true
	return by
}

// spendsAsAny is the first permanent whose effect lets player spend mana
// as though it were mana of any color (Mycosynth Lattice's "Players may
// spend …", Chromatic Orrery's "You may spend …", CR 609.4b), or nil. An
// effect of a static ability its permanent lost no longer applies.
func (w *world) spendsAsAny(player string) *perm {
	if w.asAnyOf == player && w.asAnyKnown {
		return w.asAny
	}
	var by *perm
	for _, p := range w.perms {
		if by != nil || p.staticsGone() {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind == KindStatic && a.Static != nil && a.Static.SpendAsAny && (a.Static.SpendAnyAll || p.Controller == player) {
				by = p
				break
			}
		}
	}
	w.asAny, w.asAnyOf, w.asAnyKnown = by, player, true
	return by
}

// anyCost is a cost as a player pays it who may spend mana as though it
// were mana of any color: any mana, colorless too (Mycosynth Lattice's
// ruling of 2004-12-01), pays a colored symbol or a hybrid one, so each is
// read as generic mana; {C} and {S} are as they were, as are life and X.
// ok is false for a cost with a symbol that may be paid with two mana or
// with life ({2/W}, {W/P}), which that reading does not cover.
func anyCost(c ManaCost) (out ManaCost, ok bool) {
	out = ManaCost{Generic: c.Generic, X: c.X, Floor: c.Floor}
	for _, s := range c.Symbols {
		switch s.Kind {
		case SymColored, SymHybrid:
			out.Generic++
		case SymMonoHybrid, SymPhyrexian, SymHybridPhyrexian:
			return c, false
		default:
			out.Symbols = append(out.Symbols, s)
		}
	}
	return out, true
}

// hasColoredPart reports whether c has a symbol that a color pays.
func hasColoredPart(c ManaCost) bool {
	for _, s := range c.Symbols {
		if s.Kind != SymColorless && s.Kind != SymSnow {
			return true
		}
	}
	return false
}

// spentAsWhite is the mana of pool as it may be spent under such a
// permanent: white mana stays white (the cost's colored symbols are read
// as white, whiteCost), colorless stays colorless, and mana of any other
// color is spent only as though it were colorless (CR 609.4b).
func spentAsWhite(pool Pool) Pool {
	var out Pool
	for c, n := range pool {
		switch Color(c) {
		case White:
			out[White] += n
		default:
			out[Colorless] += n
		}
	}
	return out
}

// whiteCost is a cost as a player pays it who may spend white mana as
// though it were mana of any color and other mana only as though it were
// colorless: each colored part of a symbol can be paid only with white
// mana, so it is read as white; {C}, {S}, generic mana, life and the
// colorless half of a hybrid symbol ({C/W}, CR 107.4e) are as they were.
func whiteCost(c ManaCost) ManaCost {
	out := ManaCost{Generic: c.Generic, X: c.X, Floor: c.Floor}
	for _, s := range c.Symbols {
		switch s.Kind {
		case SymHybrid:
			if slices.Contains(s.Colors, Colorless) {
				s = CostSymbol{Kind: SymHybrid, Colors: []Color{Colorless, White}}
			} else {
				s = CostSymbol{Kind: SymColored, Colors: []Color{White}}
			}
		case SymColored:
			s = CostSymbol{Kind: SymColored, Colors: []Color{White}}
		case SymMonoHybrid, SymPhyrexian:
			s = CostSymbol{Kind: s.Kind, Colors: []Color{White}}
		case SymHybridPhyrexian:
			s = CostSymbol{Kind: SymPhyrexian, Colors: []Color{White}}
		}
		out.Symbols = append(out.Symbols, s)
	}
	return out
}

// hasColorlessSymbol reports whether c has a {C}, or a hybrid symbol
// with a colorless half ({C/W}).
func hasColorlessSymbol(c ManaCost) bool {
	for _, s := range c.Symbols {
		if s.Kind == SymColorless || s.Kind == SymHybrid && slices.Contains(s.Colors, Colorless) {
			return true
		}
	}
	return false
}

// explainSpending adds the steps on how player may spend mana, and says
// the cost as they pay it; why, where not "", says why the engine can't.
func (w *world) explainSpending(player string, cost ManaCost, e *explainer) (ManaCost, string) {
	if p := w.spendsAsAny(player); p != nil {
		if d := w.spendsAsWhite(player); d != nil {
			return cost, fmt.Sprintf("with %s, %s may spend mana as though it were mana of any color, and with %s other mana than white only as though it were colorless mana; the engine does not work out how the two apply together (CR 609.4b)", p.name, PlayerName(player), d.name)
		}
		if !hasColoredPart(cost) {
			return cost, ""
		}
		paid, ok := anyCost(cost)
		if !ok {
			return cost, fmt.Sprintf("with %s, %s may spend mana as though it were mana of any color, and the engine does not work out a cost with a symbol that may be paid with two mana or with life (%s) that way (CR 609.4b)", p.name, PlayerName(player), cost.String())
		}
		e.step(fmt.Sprintf("With %s, %s may spend mana as though it were mana of any color, colorless mana too, so any mana pays each colored or hybrid symbol: %s is paid as %s would be; the cost and the mana made don't change, and restrictions on spending mana still apply", p.name, PlayerName(player), cost.String(), paid.String()), "609.4b")
		e.cite(p.name, "2004-12-01", "spend even colorless mana")
		return paid, ""
	}
	p := w.spendsAsWhite(player)
	if p == nil {
		return cost, ""
	}
	e.step(Capital(PlayerDoes(player, "controls"))+" "+p.name+": "+PlayerName(player)+" may spend white mana as though it were mana of any color, and other mana only as though it were colorless mana, so only white mana pays a colored symbol; the cost and the mana made don't change", "609.4b")
	e.cite(p.name, "2006-09-25", "Llanowar Elves will produce")
	return whiteCost(cost), ""
}

// explainSpellTax adds a step for each permanent that makes each spell
// cost more for the other spells its caster has cast this turn: the
// board records no spell cast this turn, so the increase is {0}.
func (w *world) explainSpellTax(e *explainer) {
	seen := map[string]bool{}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindStatic || a.Static == nil || !a.Static.SpellTax || seen[p.name] {
				continue
			}
			seen[p.name] = true
			e.step(p.name+" makes each spell cost {1} more for each other spell its caster has cast this turn; the board records no spell cast this turn, so it adds {0} to the total cost", "601.2f")
			e.cite(p.name, "2022-12-08", "counts spells that were cast")
		}
	}
}

// explainOneSpell adds a step for each permanent whose effect lets player
// cast no more than one spell each turn, or one of a kind (Rule of Law,
// Ethersworn Canonist): the board records no spell cast this turn, so
// the spell asked about is the first, which it allows (CR 601.3).
func (w *world) explainOneSpell(player string, e *explainer) {
	var seen map[string]bool
	for _, p := range w.perms {
		for _, a := range p.abilities {
			st := a.Static
			if a.Kind != KindStatic || st == nil || !st.OneSpell || seen[p.name] {
				continue
			}
			if !w.castLimitApplies(st, p, player) {
				continue
			}
			if seen == nil {
				seen = map[string]bool{}
			}
			seen[p.name] = true
			e.step(fmt.Sprintf("%s says \u201c%s\u201d; the board records no spell cast this turn, so the spell is the first and it doesn't prohibit casting it", p.name, a.Text), "601.3")
		}
	}
}

// spentOfWhite is the mana spent on the cost and the mana left, by type,
// of a way to pay found under spentAsWhite: usable is the mana made that
// may be spent on the cost; spent and left are by the kind it was spent
// as, so their colorless stands for mana of any type but white. That
// mana is spent on the cost first, mana of a color before colorless;
// what the sources' own costs took is neither spent nor left.
func spentOfWhite(usable, spent, left Pool) (Pool, Pool) {
	var outSpent, outLeft Pool
	outSpent[White], outLeft[White] = spent[White], left[White]
	other := usable
	other[White] = 0
	take := func(n int) Pool {
		var got Pool
		for _, c := range []Color{Blue, Black, Red, Green, Colorless} {
			k := min(n, other[c])
			got[c] += k
			other[c] -= k
			n -= k
		}
		return got
	}
	outSpent = outSpent.Add(take(spent[Colorless]))
	abilities := other.Total() - left[Colorless]
	take(max(abilities, 0))
	outLeft = outLeft.Add(other)
	return outSpent, outLeft
}

// minus is the pool less q, each type at least 0.
func (p Pool) minus(q Pool) Pool {
	for c := range p {
		p[c] = max(0, p[c]-q[c])
	}
	return p
}

// triggerSnow says whether the triggered mana abilities that add mana
// when p is tapped for mana by a have snow sources (CR 107.4h: mana is
// from the source of the ability that made it); why is not "" when some
// are snow and some are not, which the engine does not tell apart.
func (w *world) triggerSnow(p *perm, a *Ability) (bool, string) {
	if !a.Cost.Tap || w.noManaTriggers() {
		return false, ""
	}
	var snow, seen bool
	var first string
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind != KindManaTrigger || t.Trigger == nil || !w.manaTriggerWatches(q, t.Trigger, p) {
				continue
			}
			s := q.hasSuper("Snow")
			if seen && s != snow {
				return false, first + " and " + q.name + " add mana when " + p.name + " is tapped for mana, and only some of them are snow sources; the engine does not tell that mana apart"
			}
			snow, seen, first = s, true, q.name
		}
	}
	return snow, ""
}

// triggerRulings are the official rulings that say a triggered mana
// ability's mana does not take the restriction of the land's mana.
var triggerRulings = map[string][2]string{
	"Heartbeat of Spring": {"2020-08-07", "doesn't care about any restrictions"},
	"Mana Flare":          {"2007-09-16", "Does not copy any restrictions"},
}

// explainUnrestrictedTriggers adds a step when triggered mana abilities
// add mana as p, whose mana is restricted, is tapped by a: their mana is
// theirs, with no restriction.
func (w *world) explainUnrestrictedTriggers(p *perm, a *Ability, e *explainer) {
	if !a.Cost.Tap {
		return
	}
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind != KindManaTrigger || t.Trigger == nil || !w.manaTriggerWatches(q, t.Trigger, p) {
				continue
			}
			e.step("The mana "+Possessive(q.name)+" triggered mana ability adds is not "+Possessive(p.name)+" mana, and can be spent without its restriction", "106.6", "605.1b")
			if r, ok := triggerRulings[q.Card.Name]; ok {
				e.cite(q.name, r[0], r[1])
			}
		}
	}
}

// spellCostChanges applies to cost the effects on the board that make
// player's spell cost more or less (CR 601.2f): increases first, then
// reductions, which lower only generic mana, but for a reduction of
// colored mana that reduces only colored mana (Edgewalker). card is the
// spell, nil when the question does not name it: then an effect on only
// some spells leaves the total cost unknown, and why says so; x is the
// X chosen, for a spell's mana value. left is the generic mana a
// reduction takes that the cost's generic mana did not have, where the
// cost has monocolored hybrid symbols: a reduction applies to one paid
// with two generic mana (Beseech the Queen's and Reaper King's ruling of
// 2008-05-01), so where left is more than 0 the total cost depends on how
// each is paid, which the engine does not work out.
func (w *world) spellCostChanges(player string, card *catalog.Card, x int, cost ManaCost, e *explainer) (ManaCost, int, string) {
	more, less := 0, 0
	// added are colored symbols added to the total cost, taken the colored
	// ones an effect that reduces only colored mana takes from it.
	var added, taken []Color
	// floor is the least total cost, in mana, and floorBy the permanents
	// that set it (Trinisphere).
	floor := 0
	var floorBy []string
	for _, p := range w.perms {
		for _, a := range p.abilities {
			st := a.Static
			if a.Kind != KindStatic || st == nil || st.Kind != StaticSpellCost {
				continue
			}
			if st.SpellCostAtLeast > 0 {
				if p.Tapped {
					e.step(fmt.Sprintf("%s is tapped, so it doesn't change the total cost", p.name), "601.2f")
					continue
				}
				floor = max(floor, st.SpellCostAtLeast)
				if !slices.Contains(floorBy, p.name) {
					floorBy = append(floorBy, p.name)
				}
				continue
			}
			switch st.SpellWhose {
			case "you":
				if p.Controller != player {
					continue
				}
			case "opponents":
				if !w.b.opponents(p.Controller, player) {
					continue
				}
			}
			if st.SpellCostNotOwnTurn && w.b.activeTeam(player) {
				e.step(fmt.Sprintf("%s makes spells cost more except during their controller's turn, and this is %s turn", p.name, possessiveOf(PlayerName(player))), "601.2f")
				continue
			}
			if st.SpellCostOwnTurnOnly && !w.b.activeTeam(p.Controller) {
				e.step(fmt.Sprintf("%s makes spells cost more only during %s turn, and this is not it", p.name, possessiveOf(PlayerName(p.Controller))), "601.2f")
				continue
			}
			if st.SpellCostWhileTapped && !p.Tapped {
				e.step(fmt.Sprintf("%s is untapped, so it doesn't change the total cost", p.name), "601.2f")
				continue
			}
			applies, why := true, ""
			if st.Spells != nil {
				applies, why = spellFilterApplies(st.Spells, st.SpellKind, p, card, x)
			}
			if why != "" && card == nil && st.SpellCost < 0 && st.SpellCostMana == "" && st.SpellCostUnknown == "" && !st.SpellCostUpTo && cost.Generic == 0 && cost.X == 0 && !w.spellCostMayRise() &&
				!slices.ContainsFunc(cost.Symbols, func(s CostSymbol) bool { return s.Kind == SymMonoHybrid }) {
				// Goblin Warchief's "Goblin spells you cast cost {1}
				// less": a reduction takes only generic mana, and this
				// cost has none, whatever the spell (118.7, 601.2f).
				e.step(fmt.Sprintf("%s makes some spells cost less to cast, which takes only generic mana from the total cost, and this cost has none: whatever the spell, it changes nothing", p.name), "601.2f", "118.7")
				continue
			}
			if why != "" && card == nil && st.SpellCostColoredOnly && st.SpellCostUnknown == "" && !colorsReduced(cost, st.SpellCostMana) && !w.spellCostMayRise() {
				// Edgewalker's "Cleric spells you cast cost {W}{B} less
				// to cast. This effect reduces only the amount of
				// colored mana you pay.": this cost has no symbol of
				// those colors (118.7).
				e.step(fmt.Sprintf("%s makes some spells cost %s less to cast, which takes only mana of those colors from the total cost, and this cost has none: whatever the spell, it changes nothing", p.name, st.SpellCostMana), "601.2f", "118.7")
				continue
			}
			if why != "" {
				return cost, 0, why
			}
			if !applies {
				continue
			}
			what := st.SpellKind
			switch st.SpellWhose {
			case "you":
				what += " " + PlayerName(p.Controller) + " " + VerbFor(p.Controller, "casts")
			case "opponents":
				what += " " + possessiveOf(PlayerName(p.Controller)) + " opponents cast"
			}
			if st.Spells != nil {
				what = strings.ReplaceAll(what+st.Spells.Words, " this", " "+p.name)
			}
			if st.SpellCostUnknown != "" {
				return cost, 0, fmt.Sprintf("%s makes %s cost less or more to cast: %s", p.name, what, st.SpellCostUnknown)
			}
			if st.Spells != nil && st.Spells.First {
				// Conduit of Ruin: the board records no spell cast this
				// turn, as it records no land played.
				what = "the first " + strings.TrimSuffix(st.SpellKind, "s") + " " + PlayerName(player) + " " + VerbFor(player, "casts") + " each turn"
				e.step(fmt.Sprintf("The board records no spell cast this turn, so %s is %s", card.Name, what), "601.2f")
			}
			n := st.SpellCost
			each := ""
			switch {
			case st.SpellCostPerCounter != "":
				c := p.counters(st.SpellCostPerCounter)
				each = fmt.Sprintf(" for each %s counter on it, and it has %d", st.SpellCostPerCounter, c)
				n *= c
			case st.SpellCostPerArtifact:
				c := 0
				for _, q := range w.perms {
					if q.Controller == player && q.is("Artifact") {
						c++
					}
				}
				each = fmt.Sprintf(" for each artifact its controller controls, and %s %s %d", PlayerName(player), VerbFor(player, "controls"), c)
				n *= c
			}
			if st.SpellCostMana != "" {
				syms, _ := ParseManaCost(st.SpellCostMana)
				var colors []Color
				for _, sym := range syms.Symbols {
					colors = append(colors, sym.Colors[0])
				}
				if st.SpellCost == 0 && !st.SpellCostColoredOnly {
					added = append(added, colors...)
					e.step(fmt.Sprintf("%s makes %s cost %s more to cast: that is added to the total cost", p.name, what, st.SpellCostMana), "601.2f")
				} else {
					taken = append(taken, colors...)
					e.step(fmt.Sprintf("%s makes %s cost %s less to cast, and reduces only colored mana: each is taken from a symbol of its color in the total cost, if it has one", p.name, what, st.SpellCostMana), "601.2f", "118.7")
				}
				continue
			}
			upTo := ""
			if st.SpellCostUpTo {
				upTo = "up to "
			}
			if st.SpellCost > 0 {
				more += n
				e.step(fmt.Sprintf("%s makes %s cost {%d} more to cast%s: that is added to the total cost", p.name, what, st.SpellCost, each), "601.2f")
			} else {
				less -= n
				e.step(fmt.Sprintf("%s makes %s cost %s{%d} less to cast%s: that is taken from the generic mana of the total cost, after any increase", p.name, what, upTo, -st.SpellCost, each), "601.2f")
				if st.SpellCostUpTo {
					e.step(fmt.Sprintf("Its controller chooses how much of the %s reduction to apply; the most, {%d}, leaves the least to pay, and is what is worked out here", p.name, -n), "601.2f")
				}
			}
		}
	}
	if card != nil {
		less += w.ownReduction(player, card, e)
	}
	if more == 0 && less == 0 && floor == 0 && len(added) == 0 && len(taken) == 0 {
		return cost, 0, ""
	}
	cost.Symbols = slices.Clone(cost.Symbols)
	for _, c := range added {
		cost.Symbols = append(cost.Symbols, CostSymbol{Kind: SymColored, Colors: []Color{c}})
	}
	var rest []Color
	for _, c := range taken {
		i := slices.IndexFunc(cost.Symbols, func(s CostSymbol) bool { return s.Kind == SymColored && s.Colors[0] == c })
		if i >= 0 {
			cost.Symbols = slices.Delete(cost.Symbols, i, i+1)
		} else {
			rest = append(rest, c)
		}
	}
	if why := takeFromHybrid(&cost, rest); why != "" {
		return cost, 0, why
	}
	left := 0
	monoHybrid := slices.ContainsFunc(cost.Symbols, func(s CostSymbol) bool { return s.Kind == SymMonoHybrid })
	if monoHybrid {
		left = max(0, less-cost.Generic-more)
	}
	cost.Generic = max(0, cost.Generic+more-less)
	if left > 0 {
		cost, left = reduceMonoHybrid(cost, left, e)
	}
	if floor > 0 {
		// Applied after every increase and reduction (Trinisphere ruling
		// 2004-12-01); each symbol other than generic mana is one mana.
		// A Phyrexian symbol paid with life is none: the payer chose so
		// before the total cost is determined (601.2b), and the floor
		// then asks for generic mana in its place (cost.Floor).
		refuse := fmt.Sprintf("%s sets the least mana a spell's total cost is, and a monocolored hybrid symbol is one mana or two as it is paid (CR 601.2f, 107.4e): the engine does not work out each way of paying it", joinAnd(floorBy))
		if left > 0 {
			return cost, 0, refuse
		}
		if n := cost.Generic + len(cost.Symbols); n < floor {
			d := floor - n
			cost.Generic += d
			e.step(fmt.Sprintf("%s makes each spell that would cost less than %d mana to cast cost %d mana, after every increase and reduction: the rest is generic mana", joinAnd(floorBy), floor, floor), "601.2f")
			var why string
			if cost, why = floorMonoHybrid(cost, d, e); why != "" {
				return cost, 0, refuse
			}
		} else {
			e.step(fmt.Sprintf("%s makes each spell that would cost less than %d mana to cast cost %d mana; this one already costs %d", joinAnd(floorBy), floor, floor, n), "601.2f")
		}
		if phy := countLifeSymbols(cost); phy > 0 {
			cost.Floor = floor
			free := cost.lifeFree()
			if free > 0 && free < phy && !phyrexianAlike(cost) {
				return cost, 0, fmt.Sprintf("%s sets the least mana a spell's total cost is, and its Phyrexian symbols, of different colors, are no mana where paid with life (CR 601.2f, 107.4f): the engine does not work out which to pay with life", joinAnd(floorBy))
			}
			if free < phy {
				e.step(fmt.Sprintf("A Phyrexian symbol paid with 2 life is no mana of the total cost, as its payer chose before the total is determined; where that leaves less than %d mana, %s makes it %d mana all the same, the rest generic mana: each Phyrexian symbol paid with life %stakes one generic mana in its place", floor, joinAnd(floorBy), floor, map[bool]string{true: "", false: fmt.Sprintf("after the first %s ", countWord(free))}[free == 0]), "601.2b", "601.2f", "107.4f")
			}
		}
	}
	e.step("The total cost to pay is "+cost.String(), "601.2f")
	return cost, left, ""
}

// reduceMonoHybrid applies the rest of a reduction, left, that the cost's
// generic mana could not take, to its monocolored hybrid symbols: a
// {2/W} paid with two generic mana is reduced (Beseech the Queen's and
// Reaper King's rulings of 2008-05-01), and paying it so is never harder
// than with {W} once it is reduced at all, so each of as many symbols as
// the rest reaches is read as the generic mana left of its {2}. Where the
// symbols differ, which are paid with generic mana is the payer's choice,
// and the rest is given back, unless it reduces every symbol to nothing.
func reduceMonoHybrid(cost ManaCost, left int, e *explainer) (ManaCost, int) {
	var mono []int
	for i, s := range cost.Symbols {
		if s.Kind == SymMonoHybrid {
			mono = append(mono, i)
		}
	}
	if len(mono) == 0 {
		return cost, left
	}
	alike := true
	for _, i := range mono {
		alike = alike && cost.Symbols[i].String() == cost.Symbols[mono[0]].String()
	}
	if !alike && left < 2*len(mono) {
		return cost, left
	}
	sym := cost.Symbols[mono[0]].String()
	n := 0
	out := cost
	out.Symbols = nil
	rest := left
	for i, s := range cost.Symbols {
		if s.Kind == SymMonoHybrid && rest > 0 {
			d := min(rest, 2)
			rest -= d
			out.Generic += 2 - d
			n++
			continue
		}
		out.Symbols = append(out.Symbols, cost.Symbols[i])
	}
	what := sym
	if !alike {
		what = "monocolored hybrid symbol"
	}
	e.step(fmt.Sprintf("The rest of the reduction, {%d}, applies to a %s paid with two generic mana (CR 601.2f, 107.4e): %s of them %s read as the generic mana left after it, which pays them at least as easily as their color", left, what, countWord(n), map[bool]string{true: "is", false: "are"}[n == 1]), "601.2f", "107.4e", "118.7")
	return out, 0
}

// takeFromHybrid takes from cost, for each color of colors, a hybrid
// symbol with that color (CR 118.7): its payer chose that symbol's half of
// that color before the total cost was determined (Edgewalker's and
// Morophon's rulings of 2008-08-01 and 2019-06-14), which leaves no more
// to pay than another choice. Where the symbols that could go differ, the
// total cost is the payer's choice, and why says so; the engine reads a
// reduction of a Phyrexian symbol's color neither.
func takeFromHybrid(cost *ManaCost, colors []Color) string {
	var sym string
	for _, s := range cost.Symbols {
		if !slices.ContainsFunc(colors, func(c Color) bool { return slices.Contains(s.Colors, c) }) {
			continue
		}
		if s.Kind != SymHybrid && s.Kind != SymMonoHybrid {
			return "an effect reduces the colored mana of a Phyrexian symbol, and the engine does not work out how"
		}
		if sym != "" && sym != s.String() {
			return "an effect reduces the colored mana of hybrid symbols of different colors, and which it takes is its payer's choice, which the engine does not work out"
		}
		sym = s.String()
	}
	for _, c := range colors {
		i := slices.IndexFunc(cost.Symbols, func(s CostSymbol) bool { return s.String() == sym && slices.Contains(s.Colors, c) })
		if i >= 0 {
			cost.Symbols = slices.Delete(cost.Symbols, i, i+1)
		}
	}
	return ""
}

// phyrexianAlike reports whether the Phyrexian symbols of c are all the
// same symbol, so that which of them is paid with life makes no
// difference.
func phyrexianAlike(c ManaCost) bool {
	first := ""
	for _, s := range c.Symbols {
		if s.Kind != SymPhyrexian && s.Kind != SymHybridPhyrexian {
			continue
		}
		if first == "" {
			first = s.String()
		} else if s.String() != first {
			return false
		}
	}
	return true
}

// floorMonoHybrid reads the monocolored hybrid symbols of a cost that a
// floor on the mana (Trinisphere) raised by d generic mana, each counted
// as one mana: one paid with two generic mana instead is one mana more,
// which the floor's d takes back while it lasts, so each of the first d
// so paid takes one generic mana, never harder to pay than its color, and
// is read so; the others are as they were. Where the symbols differ and
// the floor reaches only some, which is the payer's choice: why says so.
// A cost with Phyrexian symbols too is not worked out.
func floorMonoHybrid(cost ManaCost, d int, e *explainer) (ManaCost, string) {
	var mono []int
	for i, s := range cost.Symbols {
		if s.Kind == SymMonoHybrid {
			mono = append(mono, i)
		}
	}
	if len(mono) == 0 || d <= 0 {
		return cost, ""
	}
	if countLifeSymbols(cost) > 0 {
		return cost, "Phyrexian and monocolored hybrid symbols under a floor"
	}
	alike := true
	for _, i := range mono {
		alike = alike && cost.Symbols[i].String() == cost.Symbols[mono[0]].String()
	}
	if !alike && d < len(mono) {
		return cost, "monocolored hybrid symbols that differ"
	}
	out := cost
	out.Symbols = nil
	n := 0
	for _, s := range cost.Symbols {
		if s.Kind == SymMonoHybrid && n < d {
			out.Generic++
			n++
			continue
		}
		out.Symbols = append(out.Symbols, s)
	}
	e.step(fmt.Sprintf("A monocolored hybrid symbol paid with two generic mana is one mana more than paid with its color, which the generic mana the floor adds takes back: %s of them %s read as one generic mana, which pays at least as easily as its color", countWord(n), map[bool]string{true: "is", false: "are"}[n == 1]), "601.2f", "107.4e")
	return out, ""
}

// spellColorSet is the one permanent whose effect sets the color of every
// spell (Mycosynth Lattice's "All cards that aren't on the battlefield,
// spells, and permanents are colorless."), where no other effect sets or
// adds to a spell's color (Celestial Dawn, Painter's Servant): which of
// two applies last depends on their timestamps (CR 613.7), which a board
// does not give. nil where there is none, or where another effect is.
func (w *world) spellColorSet() *perm {
	var by *perm
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindStatic || a.Static == nil || a.Static.Kind != StaticColor {
				continue
			}
			switch {
			case a.Static.AllColorless:
				// Two such effects agree.
				if by == nil {
					by = p
				}
			case a.Static.AddChosenColor, a.Static.Affected == dawnAffected:
				return nil
			}
		}
	}
	return by
}

// spellAs is card as the spell player casts it in w: where player controls
// a permanent whose effect makes the spells they control a color
// (Celestial Dawn's "Nonland permanents you control are white. The same
// is true for spells you control …", CR 105.3, 613.1e), a copy of the card
// of that color only, which the spell's cost effects and restrictions on
// spending read; else card itself.
func (w *world) spellAs(player string, card *catalog.Card, e *explainer) *catalog.Card {
	if card == nil {
		return nil
	}
	if p := w.spellColorSet(); p != nil {
		// Mycosynth Lattice: every spell is colorless (CR 105.2c,
		// 613.1e).
		c := *card
		c.SpellColors = []string{}
		e.step(fmt.Sprintf("%s makes every spell colorless, so %s is a colorless spell, whatever its mana cost", p.name, card.Name), "105.2c", "613.1e")
		return &c
	}
	for _, p := range w.perms {
		if p.Controller != player || p.staticsGone() {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindStatic || a.Static == nil || a.Static.Kind != StaticColor || a.Static.Affected != dawnAffected {
				continue
			}
			c := *card
			c.SpellColors = []string{a.Static.Color.Word()}
			e.step(fmt.Sprintf("%s makes the spells %s %s, so %s is a %s spell and no other color, whatever its mana cost", p.name, PlayerDoes(player, "controls"), a.Static.Color.Word(), card.Name, a.Static.Color.Word()), "105.3", "613.1e")
			return &c
		}
	}
	if added, by := w.spellColorsAdded(); added != 0 {
		// Painter's Servant: every spell is the chosen color in
		// addition to its own (CR 105.3, 613.1e). A spell whose own
		// colors the engine can't see stays as it is: what reads them
		// says so.
		colors, why := spellColors(card)
		if why != "" {
			return card
		}
		c := *card
		c.SpellColors = colorWordsOf(colors | added)
		e.step(fmt.Sprintf("%s makes every spell %s in addition to its other colors, so %s is %s", by.name, joinAnd(colorWordsOf(added)), card.Name, joinAnd(c.SpellColors)), "105.3", "613.1e")
		return &c
	}
	return card
}

// colorWordsOf says the colors of t, in the order white, blue, black,
// red, green.
func colorWordsOf(t TypeSet) []string {
	words := []string{}
	for _, c := range t.Colors() {
		words = append(words, c.Word())
	}
	return words
}

// spellColorsAdded are the colors that effects add to every spell
// (Painter's Servant's "All cards that aren't on the battlefield, spells,
// and permanents are the chosen color in addition to their other
// colors."), and the first permanent with such an effect; 0 where there
// is none, or where the color chosen is not given (finish then stops the
// answer).
func (w *world) spellColorsAdded() (TypeSet, *perm) {
	var added TypeSet
	var by *perm
	for _, p := range w.perms {
		// A color effect applies in layer 5, before Humility takes
		// abilities away in layer 6 (CR 613.1e-f), as finish reads it.
		if p.lostText {
			continue
		}
		for _, a := range p.printed {
			if !a.Understood || a.Kind != KindStatic || a.Static == nil || a.Static.Kind != StaticColor || !a.Static.AddChosenColor {
				continue
			}
			if c, ok := colorFromWord(p.Chose); ok {
				added |= 1 << c
				if by == nil {
					by = p
				}
			}
		}
	}
	return added, by
}

// spellColorClash reports whether an effect that sets the color of
// player's spells (Celestial Dawn) and one that adds a color to every
// spell (Painter's Servant) both apply, with colors that differ: which
// applies last depends on their timestamps (CR 613.7), which a board does
// not record.
func (w *world) spellColorClash(player string) bool {
	added, _ := w.spellColorsAdded()
	if added == 0 {
		return false
	}
	for _, p := range w.perms {
		if p.Controller != player || p.staticsGone() {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind == KindStatic && a.Static != nil && a.Static.Kind == StaticColor && a.Static.Affected == dawnAffected && added != 1<<a.Static.Color {
				return true
			}
		}
	}
	return false
}

// exileCostIdle says why p's mana ability a, whose cost exiles a
// permanent of a kind its controller controls (Food Chain's "Exile a
// creature you control: Add X mana of any one color, … Spend this mana
// only to cast creature spells."), and which the engine does not read,
// can change no payment and no most mana now: its controller controls no
// permanent of that kind, so the cost can't be paid (CR 118.3, 602.2b),
// and no text on the board makes or animates one; or, paying for card, its
// mana can't be spent on it (106.6), and exiling any permanent it may
// changes no other mana: each has only mana abilities and keywords, and
// no triggered ability on the board may trigger on a permanent leaving.
// "" where it may bear; cites are the rules the reason rests on.
func (w *world) exileCostIdle(p *perm, a *Ability, card *catalog.Card) (why string, cites []string) {
	if a.Kind != KindMana && a.Kind != KindActivated {
		return "", nil
	}
	m := reExileOwnCost.FindStringSubmatch(a.Text)
	if m == nil {
		return "", nil
	}
	kind := m[1]
	var victims []*perm
	for _, q := range w.perms {
		if q.Controller == p.Controller && isA(q, kind) {
			victims = append(victims, q)
		}
	}
	if len(victims) == 0 {
		if w.mayMakePermanent() {
			return "", nil
		}
		return fmt.Sprintf("%s ability \u201c%s\u201d can't be activated now: %s %s no %s to exile", Possessive(p.name), a.Text, PlayerName(p.Controller), VerbFor(p.Controller, "controls"), kind), []string{"602.2b", "118.3"}
	}
	spend := reSpendThisOnly.FindString(a.Text)
	if card == nil || spend == "" {
		return "", nil
	}
	if k, _ := spendFor(spend, p, card); k != spendNot {
		return "", nil
	}
	for _, q := range victims {
		if slices.ContainsFunc(q.abilities, func(b *Ability) bool { return b.Kind != KindMana && b.Kind != KindKeyword && b.Kind != KindIntrinsic }) {
			return "", nil
		}
	}
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if b.Kind != KindTriggered && b.Kind != KindManaTrigger {
				continue
			}
			if evs := eventsOf(b); evs == nil || hasEvent(evs, EventLeaves) {
				return "", nil
			}
		}
	}
	return fmt.Sprintf("%s mana can't be spent on %s (\u201c%s\u201d), and exiling a %s for it changes no other mana", Possessive(p.name), card.Name, spend, kind), []string{"106.6"}
}

// exileIdle reports whether exileCostIdle gives a reason.
func (w *world) exileIdle(p *perm, a *Ability, card *catalog.Card) bool {
	why, _ := w.exileCostIdle(p, a, card)
	return why != ""
}

// reExileOwnCost is a cost that exiles a permanent of a kind its
// controller controls; reSpendThisOnly a sentence that restricts how mana is
// spent.
var (
	reExileOwnCost  = regexp.MustCompile(`^Exile an? (creature|artifact|enchantment|land|permanent) you control: Add `)
	reSpendThisOnly = regexp.MustCompile(`Spend this mana only [^.]*\.`)
)

// spellCostMayRise reports whether an effect on the board may make a
// spell cost more (Sphere of Resistance's {1}, Alabaster Leech's {W}), or
// by an amount the engine does not read: a reduction applies to the total
// cost, after the increases (601.2f), so a cost with no generic mana, or
// no symbol of a color, may have some by then.
func (w *world) spellCostMayRise() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			st := a.Static
			if a.Kind == KindStatic && st != nil && st.Kind == StaticSpellCost && (st.SpellCost > 0 || st.SpellCostUnknown != "" || st.SpellCostMana != "" && !st.SpellCostColoredOnly) {
				return true
			}
		}
	}
	return false
}

// colorsReduced reports whether cost has a symbol a reduction of only the
// colored mana reduce ("{W}{B}") may take: one of those colors, alone or
// in a hybrid or Phyrexian symbol.
func colorsReduced(cost ManaCost, reduce string) bool {
	syms, _ := ParseManaCost(reduce)
	var colors []Color
	for _, sym := range syms.Symbols {
		colors = append(colors, sym.Colors...)
	}
	return slices.ContainsFunc(cost.Symbols, func(s CostSymbol) bool {
		return slices.ContainsFunc(s.Colors, func(c Color) bool { return slices.Contains(colors, c) })
	})
}
