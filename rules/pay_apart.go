package rules

// usedApart reports whether a, a mana ability of p with no {T} in its
// cost, is one the pay and mana questions use once and apart from p's
// other mana abilities: its cost is mana and removing X counters of a
// kind no other ability of p uses, and it adds X mana in any combination
// of colors (Calciform Pools: "{1}, Remove X storage counters from this
// land: Add X mana in any combination of {W} and/or {U}."). Its cost
// shares nothing with a {T} ability of p, so both may be activated; and
// one activation removing all the counters more activations would make
// every mana they could, for less mana, so once is enough.
func usedApart(p *perm, a *Ability) bool {
	if a.Kind != KindMana || a.Mana == nil || a.Mana.Kind != ManaCombination || a.Mana.Amount != 0 || len(a.Mana.Riders) > 0 {
		return false
	}
	c := a.Cost
	if !c.RemoveX || c.RemoveKind == "" {
		return false
	}
	c.Mana, c.RemoveX, c.RemoveKind = "", false, ""
	if c != (Cost{}) {
		return false
	}
	for _, b := range p.abilities {
		if b == a {
			continue
		}
		if b.Cost.RemoveKind == a.Cost.RemoveKind || b.Cost.Sacrifice == "this" || !b.Understood && b.Kind == KindMana {
			return false
		}
	}
	return true
}
