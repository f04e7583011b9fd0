package rules

import (
	"fmt"
	"slices"
	"strconv"
)

// repeatKey marks the group of the uses of a mana ability that can be
// activated again and again (repeatable).
const repeatKey = "*"

// maxRepeats is the most activations of such abilities one answer weighs.
const maxRepeats = maxPending

// repeatable reports whether mana ability a has no {T} in its cost and a
// cost of mana, life or both, which its controller may pay again and
// again as long as they have the mana and the life (CR 605.3a, 602.2b,
// 119.4): Agent of Stromgald's "{R}: Add {B}.", Llanowar Envoy's
// "{1}{G}: Add one mana of any color.", Treasonous Ogre's "Pay 3 life:
// Add {R}.", Blood Celebrant's "{B}, Pay 1 life: Add one mana of any
// color.".
func repeatable(a *Ability) bool {
	if a.Kind != KindMana || a.Cost.Mana == "" && a.Cost.PayLife <= 0 {
		return false
	}
	c := a.Cost
	c.Mana, c.PayLife = "", 0
	if c != (Cost{}) || a.Cost.PayLife < 0 {
		return false
	}
	if a.Cost.Mana == "" {
		return true
	}
	m, err := ParseManaCost(a.Cost.Mana)
	return err == nil && m.X == 0 && !hasLifeSymbol(m) && (m.MinMana() > 0 || a.Cost.PayLife > 0)
}

// payerLimit is the life a player can pay for the question's costs, as
// the repeated activations read it.
type payerLimit struct {
	// life is the player's life total, or their team's shared one in
	// Two-Headed Giant (twoHG); -1 when the board does not give it.
	life  int
	twoHG bool
	// subject is the player in words ("you", "Opp").
	subject string
}

// lifeWords says what bounds the life paid: "you have 10 life", "your
// team's shared life total is 10".
func (l payerLimit) lifeWords() string {
	if l.twoHG {
		return possessiveOf(l.subject) + " team's shared life total is " + strconv.Itoa(l.life)
	}
	return l.subject + " " + haveWord(l.subject) + " " + strconv.Itoa(l.life) + " life"
}

// lifeRules are the rules on paying life from that total.
func (l payerLimit) lifeRules() []string {
	if l.twoHG {
		return []string{"119.4", "119.4a", "810.9a"}
	}
	return []string{"119.4"}
}

// repeatBound is how many times one repeatable ability of a group may be
// activated: its life cost and its mana cost each bound it.
type repeatBound struct {
	ability    string
	life, cost int
	// n is the bound; byLife: the life is what bounds it (or would, past
	// the engine's bound); unbounded: nothing the engine reads bounds it.
	n         int
	byLife    bool
	unbounded bool
	// gain: an activation makes more mana than it costs.
	gain bool
}

// boundRepeats sets how many activations of the repeatable abilities of
// each group the search weighs. An ability that costs life can be
// activated only while the player's life total is at least the life it
// costs (119.4; in Two-Headed Giant the team's shared total, 119.4a), so
// no more times than the life pays for. One that costs mana costs mana
// the other sources make, so no more times than all their mana pays for
// (their most, with what the abilities that cost life alone make, over
// what an activation costs). One bounded by neither, one that makes more
// mana than it costs and costs no life, and one bounded past the
// engine's bound of activations get "I can't rule on this", which says
// which.
// Long: the abilities that cost life alone are bounded first, as their
// mana then bounds the others; each bound is explained in a step.
func (out *paySources) boundRepeats(e *explainer, limit payerLimit) string {
	bounds := make([][]repeatBound, len(out.groups))
	for gi := range out.groups {
		g := &out.groups[gi]
		if !g.repeat {
			continue
		}
		for ui := range g.uses {
			u := &g.uses[ui]
			i := slices.IndexFunc(bounds[gi], func(b repeatBound) bool { return b.ability == u.ability })
			if i < 0 {
				c := 0
				if u.cost != nil {
					c = u.cost.MinMana()
				}
				bounds[gi] = append(bounds[gi], repeatBound{ability: u.ability, life: u.life, cost: c})
				i = len(bounds[gi]) - 1
			}
			b := &bounds[gi][i]
			b.gain = b.gain || u.pool.Total() > b.cost
		}
	}
	// The abilities that cost life alone, bounded by life only.
	lifeOnlyMana := 0
	for gi := range out.groups {
		for bi := range bounds[gi] {
			b := &bounds[gi][bi]
			if b.cost > 0 {
				continue
			}
			b.boundByLife(limit)
			if b.unbounded || b.n > maxRepeats {
				continue
			}
			most := 0
			for ui := range out.groups[gi].uses {
				u := &out.groups[gi].uses[ui]
				if u.ability == b.ability {
					most = max(most, u.pool.Total())
				}
			}
			lifeOnlyMana += b.n * most
		}
	}
	others := out.mostMana(func(g *payGroup) bool { return !g.repeat }) + lifeOnlyMana
	for gi := range out.groups {
		g := &out.groups[gi]
		if !g.repeat {
			continue
		}
		total := 0
		for bi := range bounds[gi] {
			b := &bounds[gi][bi]
			if b.cost > 0 {
				byMana := others / b.cost
				b.boundByLife(limit)
				switch {
				case b.gain && b.life == 0:
					return fmt.Sprintf("%s mana ability makes more mana than it costs and can be activated again and again, and the engine does not work out mana without end", Possessive(g.name))
				case b.gain:
					// Its mana pays for itself: only life bounds it.
				case b.unbounded || byMana <= b.n:
					b.n, b.byLife, b.unbounded = byMana, false, false
				}
			}
			if why := b.refusal(g.name, limit); why != "" {
				return why
			}
			b.explain(e, g.name, limit, others)
			total += b.n
		}
		if total > maxRepeats {
			return fmt.Sprintf("%s mana abilities can be activated again and again, up to %d times in all, more than the %d activations the engine works out", Possessive(g.name), total, maxRepeats)
		}
		g.count = total
	}
	return ""
}

// boundByLife sets b's bound by the life the player can pay.
func (b *repeatBound) boundByLife(limit payerLimit) {
	switch {
	case b.life <= 0:
		b.unbounded = true
	case limit.life < 0:
		// The board does not give the life total: it is taken to be
		// enough for any life paid, as for a single payment.
		b.unbounded, b.byLife = true, true
	default:
		b.n, b.byLife = limit.life/b.life, true
	}
}

// refusal says why the engine can't rule where b's bound is not one it
// works out: none, or past its bound of activations; "" when it is.
func (b *repeatBound) refusal(name string, limit payerLimit) string {
	has := fmt.Sprintf("%s mana ability (\u201c%s\u201d) can be activated again and again", Possessive(name), b.ability)
	switch {
	case b.unbounded && b.byLife:
		return fmt.Sprintf("%s, each time for %d life, and the board does not give %s life total, which bounds how often; with life taken to be enough for any life paid, that is more than the %d activations the engine works out (write it, like \u201clife 20\u201d)", has, b.life, possessiveOf(limit.subject), maxRepeats)
	case b.n > maxRepeats && b.byLife:
		return fmt.Sprintf("%s, each time for %d life: as %s, up to %d times, more than the %d activations the engine works out", has, b.life, limit.lifeWords(), b.n, maxRepeats)
	case b.n > maxRepeats:
		return fmt.Sprintf("%s, up to %d times with the mana the other sources make, more than the %d activations the engine works out", has, b.n, maxRepeats)
	}
	return ""
}

// explain adds the step that says how often b's ability is weighed.
func (b *repeatBound) explain(e *explainer, name string, limit payerLimit, others int) {
	has := fmt.Sprintf("%s mana ability (\u201c%s\u201d) has no {T} in its cost: it can be activated again and again, each time for its cost", Possessive(name), b.ability)
	rules := []string{"605.3a", "602.2b"}
	var why string
	switch {
	case b.byLife:
		why = fmt.Sprintf("; each activation pays %d life, and a player can pay life only if their life total is at least the payment: as %s, at most %s %s weighed", b.life, limit.lifeWords(), plural(b.n, "activation"), isAre(b.n))
		rules = append(rules, limit.lifeRules()...)
	case b.life > 0 && limit.life < 0:
		why = fmt.Sprintf("; the other sources make at most %d mana, so at most %s %s weighed, with %s life total, which the board does not give, taken to be enough for the life they pay", others, plural(b.n, "activation"), isAre(b.n), possessiveOf(limit.subject))
		rules = append(rules, "119.4")
	case b.life > 0:
		why = fmt.Sprintf("; the other sources make at most %d mana, so at most %s %s weighed, no more than the life pays for (%s)", others, plural(b.n, "activation"), isAre(b.n), limit.lifeWords())
		rules = append(rules, limit.lifeRules()...)
	default:
		why = fmt.Sprintf("; the other sources make at most %d mana, so at most %s %s weighed", others, plural(b.n, "activation"), isAre(b.n))
	}
	e.step(has+why, rules...)
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
		for ui := range g.uses {
			u := &g.uses[ui]
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

// isAre is the verb for n things.
func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}
