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
		if b == a || b.Text == a.Text {
			// The same ability, read as eachCounterAsX reads it.
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

// eachCounterAsX reads mana ability a of p whose whole cost is removing
// one counter of a kind and which adds one mana (Pentad Prism's "Remove
// a charge counter from this: Add one mana of any color.", Iceberg's
// "Remove an ice counter from this: Add {C}.") as what activating it
// again and again comes to: removing X of those counters, X up to the
// counters p has, adds X mana in any combination of the types one
// activation could add, each chosen as that activation resolves
// (CR 605.3a, 602.2b). It reads none that another ability of p puts or
// removes counters of that kind for, counters that change power and
// toughness, one with a rider, a restriction or an "Activate only" limit,
// nor one whose cost p can't pay now.
func eachCounterAsX(p *perm, a *Ability) (*Ability, bool) {
	if a.Kind != KindMana || !a.Understood || a.Mana == nil || len(a.Mana.Riders) > 0 || a.Mana.Spend != "" || a.Restriction.Text != "" {
		return nil, false
	}
	kind := a.Cost.RemoveKind
	if a.Cost != (Cost{RemoveCounters: 1, RemoveKind: kind}) || kind == "" || strings.Contains(kind, "/") || kind == "loyalty" || p.counters(kind) < 1 {
		return nil, false
	}
	var colors []Color
	switch m := a.Mana; {
	case m.Kind == ManaAnyColor && m.UnlessPaid == "" && !m.ChosenPlayer:
		colors = []Color{White, Blue, Black, Red, Green}
	case m.Kind == ManaFixed && m.Pool.Total() == 1 && len(m.InsteadIf) == 0 && m.InsteadCounter == "" && m.InsteadType == "" && !m.InsteadPlayed:
		for c, n := range m.Pool {
			if n == 1 {
				colors = []Color{Color(c)}
			}
		}
	default:
		return nil, false
	}
	for _, b := range p.abilities {
		if b == a || b.Kind == KindKeyword || b.Kind == KindEnters {
			// What it enters with (sunburst) was put on as it entered.
			continue
		}
		if b.Cost.RemoveKind == kind || b.Cost.PutCounter == kind || strings.Contains(strings.ToLower(b.Text), kind+" counter") || !b.Understood && b.Kind == KindMana {
			return nil, false
		}
	}
	c := *a
	c.Cost = Cost{RemoveX: true, RemoveKind: kind}
	c.Mana = &ManaSpec{Kind: ManaCombination, Colors: colors}
	return &c, true
}
