package rules

// How a player may spend mana, and what the cost being paid is, as the
// board's static abilities change them: Celestial Dawn's spending (CR
// 609.4b) and Damping Sphere's cost increase (CR 601.2f).

// spendsAsWhite is the first permanent player controls that lets them
// spend white mana as though it were mana of any color and other mana
// only as though it were colorless (Celestial Dawn), or nil.
func (w *world) spendsAsWhite(player string) *perm {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind == KindStatic && a.Static != nil && a.Static.SpendAsWhite {
				return p
			}
		}
	}
	return nil
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
// mana, so it is read as white; {C}, {S}, generic mana and life are as
// they were.
func whiteCost(c ManaCost) ManaCost {
	out := ManaCost{Generic: c.Generic, X: c.X}
	for _, s := range c.Symbols {
		switch s.Kind {
		case SymColored, SymHybrid:
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

// hasColorlessSymbol reports whether c has a {C}.
func hasColorlessSymbol(c ManaCost) bool {
	for _, s := range c.Symbols {
		if s.Kind == SymColorless {
			return true
		}
	}
	return false
}

// explainSpending adds the steps on how player may spend mana, and says
// the cost as they pay it.
func (w *world) explainSpending(player string, cost ManaCost, e *explainer) ManaCost {
	p := w.spendsAsWhite(player)
	if p == nil {
		return cost
	}
	e.step(Capital(PlayerDoes(player, "controls"))+" "+p.name+": "+PlayerName(player)+" may spend white mana as though it were mana of any color, and other mana only as though it were colorless mana, so only white mana pays a colored symbol; the cost and the mana made don't change", "609.4b")
	e.cite(p.name, "2006-09-25", "Llanowar Elves will produce")
	return whiteCost(cost)
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
