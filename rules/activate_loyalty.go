package rules

import "fmt"

// loyaltyLegal checks the rules of a loyalty ability (CR 606): only in a
// main phase of its controller's turn, and a negative cost needs that many
// loyalty counters (606.6). It says ok when those are met; that the stack
// is empty and that no loyalty ability of the permanent was activated this
// turn are taken as so, the board recording neither (as it records no land
// played unless it says so), and activationReason says it.
func (w *world) loyaltyLegal(p *perm, a *Ability) legality {
	b := w.b
	if when := b.notSorceryTime(p.Controller); when != "" {
		return legality{why: "a loyalty ability can be activated only in a main phase of its controller's turn, with an empty stack, and " + when, short: "a loyalty ability needs a main phase of its controller's turn, and " + when, rules: []string{"606.3"}}
	}
	if a.Cost.LoyaltyN < 0 {
		need := -a.Cost.LoyaltyN
		have := p.counters("loyalty")
		if have == 0 {
			return legality{ok: true, unknown: fmt.Sprintf("its cost removes %s from %s, and the board writes none on it; a planeswalker with none is put into its owner's graveyard (CR 704.5i), so the board does not say how many it has", plural(need, "loyalty counter"), p.name)}
		}
		if have < need {
			return legality{why: fmt.Sprintf("its cost removes %s from %s, which has %d, and a loyalty ability with a negative cost can't be activated unless the permanent has at least that many", plural(need, "loyalty counter"), p.name, have), short: fmt.Sprintf("its cost removes %s and %s has %d", plural(need, "loyalty counter"), p.name, have), rules: []string{"606.6"}}
		}
	}
	return legality{ok: true}
}

// loyaltyReason says why a loyalty ability can be activated now.
func loyaltyReason(p *perm, a *Ability) string {
	s := "\u201c" + a.Text + "\u201d is a loyalty ability, and it can be activated: it is a main phase of its controller's turn (the stack is taken as empty, and no loyalty ability of " + p.name + " has been activated yet this turn, the board recording none)"
	switch {
	case a.Cost.LoyaltyX:
		s += fmt.Sprintf("; X may be any number up to the %d loyalty counters on it", p.counters("loyalty"))
	case a.Cost.LoyaltyN < 0:
		s += fmt.Sprintf("; its cost removes %s, and it has %d", plural(-a.Cost.LoyaltyN, "loyalty counter"), p.counters("loyalty"))
	case a.Cost.LoyaltyN > 0:
		s += fmt.Sprintf("; its cost puts %s on it", plural(a.Cost.LoyaltyN, "loyalty counter"))
	}
	return s
}
