package rules

import "fmt"

// repeatKey marks the group of the uses of a mana ability that can be
// activated again and again (repeatable).
const repeatKey = "*"

// maxRepeats is the most activations of such abilities one answer weighs.
const maxRepeats = maxPending

// repeatable reports whether mana ability a has no {T} in its cost and a
// cost of mana alone, which its controller may pay again and again as
// long as they have the mana (CR 605.3a, 602.2b): Agent of Stromgald's
// "{R}: Add {B}.", Llanowar Envoy's "{1}{G}: Add one mana of any color.".
func repeatable(a *Ability) bool {
	if a.Kind != KindMana || a.Cost.Mana == "" {
		return false
	}
	c := a.Cost
	c.Mana = ""
	if c != (Cost{}) {
		return false
	}
	m, err := ParseManaCost(a.Cost.Mana)
	return err == nil && m.X == 0 && !hasLifeSymbol(m) && m.MinMana() > 0
}

// boundRepeats sets how many activations of each repeatable ability the
// search weighs: each costs mana the other sources make, so no more than
// all their mana pays for (their most, over the least an activation
// costs). An activation that makes more mana than it costs could be
// repeated without end: the engine says it can't rule.
func (out *paySources) boundRepeats(e *explainer) string {
	others := out.mostMana(func(g *payGroup) bool { return !g.repeat })
	for gi := range out.groups {
		g := &out.groups[gi]
		if !g.repeat {
			continue
		}
		least, gain := 0, 0
		for i, u := range g.uses {
			c := u.cost.MinMana()
			if i == 0 || c < least {
				least = c
			}
			gain = max(gain, u.pool.Total()-c)
		}
		if gain > 0 {
			return fmt.Sprintf("%s's mana ability makes more mana than it costs and can be activated again and again, and the engine does not work out mana without end", g.name)
		}
		n := others / least
		if n > maxRepeats {
			return fmt.Sprintf("%s's mana ability can be activated again and again, up to %d times with the mana the other sources make, more than the %d activations the engine works out", g.name, n, maxRepeats)
		}
		e.step(fmt.Sprintf("%s's mana ability (\u201c%s\u201d) has no {T} in its cost: it can be activated again and again, each time for its cost; the other sources make at most %d mana, so at most %d activations are weighed", g.name, g.uses[0].ability, others, n), "605.3a", "602.2b")
		g.count = n
	}
	return ""
}

// mostMana is the most mana the groups that count make at once, each
// permanent by the use that makes the most, less what it costs: a bound,
// not a payment.
func (out *paySources) mostMana(counts func(g *payGroup) bool) int {
	total := 0
	for gi := range out.groups {
		g := &out.groups[gi]
		if !counts(g) {
			continue
		}
		most := 0
		for _, u := range g.uses {
			n := u.pool.Total()
			if u.cost != nil {
				n -= u.cost.MinMana()
			}
			most = max(most, n)
		}
		total += g.count * most
	}
	return total
}
