package rules

import "strings"

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

// onceApart reports whether mana ability a of p, which may be activated
// only once each turn (CR 602.5b) and has neither {T} nor {Q} in its cost
// (Wall of Roots' "Put a -0/-1 counter on this: Add {G}. Activate only
// once each turn."), is used at most once, apart from p's other mana
// abilities: its cost is mana, life or counters of a kind no other ability
// of p puts or removes, and p's other mana abilities are understood.
func onceApart(p *perm, a *Ability) bool {
	if a.Kind != KindMana || a.Mana == nil || a.Restriction.PerTurn != 1 {
		return false
	}
	c := a.Cost
	kind := c.PutCounter
	if c.RemoveCounters > 0 && !c.RemoveX && !c.RemoveAny {
		if kind != "" {
			return false
		}
		kind = c.RemoveKind
		c.RemoveCounters, c.RemoveKind = 0, ""
	}
	c.Mana, c.PayLife, c.PutCounter = "", 0, ""
	if c != (Cost{}) || a.Cost.PayLife < 0 {
		return false
	}
	for _, b := range p.abilities {
		if b == a {
			continue
		}
		if kind != "" && (strings.EqualFold(b.Cost.RemoveKind, kind) || strings.EqualFold(b.Cost.PutCounter, kind)) || b.Cost.Sacrifice == "this" || !b.Understood && b.Kind == KindMana {
			return false
		}
	}
	return true
}
