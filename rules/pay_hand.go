package rules

import (
	"fmt"
	"strings"
)

// shareHand bounds the uses whose costs take cards from the hand (Bog
// Witch's "Discard a card", Overeager Apprentice's) by the cards the hand
// holds, which they share: a cost can't be paid without them (CR 118.3,
// 602.2b). While a spell from that hand is cast (casting), it is not one
// of them: it is on the stack, or, for mana made before, to be cast. A
// hand the board does not give stopped the answer before (canActivate).
func (out *paySources) shareHand(b *Board, player string, casting bool, e *explainer) string {
	pl := b.Player(player)
	if pl == nil || pl.Hand == nil {
		return ""
	}
	have := *pl.Hand
	besides := ""
	if casting {
		have = max(0, have-1)
		besides = ", besides the spell being cast,"
	}
	whose := PlayerPossessive(player)
	return out.share(func(u *payUse) int { return u.hand }, have, func(g *payGroup, h, n int) {
		e.step(fmt.Sprintf("%s hand holds %s%s, and each activation of %s ability takes %s from it as its cost: at most %s of them can be activated", capitalize(whose), plural(have, "card"), besides, Possessive(g.name), plural(h, "card"), countWord(n)), "118.3", "602.2b")
	}, func(names string) string {
		return fmt.Sprintf("the costs of the mana abilities of %s take cards from %s hand, more than the %s it holds%s, and the engine does not work out which of them to activate", names, whose, plural(have, "card"), besides)
	})
}

// shareEnergy bounds the uses whose costs pay energy (Servant of the
// Conduit's "{T}, Pay {E}") by the energy counters the player has, which
// they share: paying {E} removes one (CR 107.14), and a cost can't be paid
// without it (118.3, 602.2b). Energy the board does not give stopped the
// answer before (canActivate).
func (out *paySources) shareEnergy(b *Board, player string, e *explainer) string {
	pl := b.Player(player)
	if pl == nil || pl.Energy == nil {
		return ""
	}
	have := *pl.Energy
	subj := PlayerDoes(player, "has")
	return out.share(func(u *payUse) int { return u.energy }, have, func(g *payGroup, n, most int) {
		e.step(fmt.Sprintf("%s %s, and each activation of %s ability pays %s as its cost: at most %s of them can be activated", Capital(subj), plural(have, "energy counter"), Possessive(g.name), strings.Repeat("{E}", n), countWord(most)), "107.14", "118.3", "602.2b")
	}, func(names string) string {
		return fmt.Sprintf("the costs of the mana abilities of %s pay energy, more than the %s %s, and the engine does not work out which of them to activate", names, plural(have, "energy counter"), PlayerDoes(player, "has"))
	})
}

// share bounds the uses that take some of a resource their player has,
// have of it (of says how much a use takes), which they share. Where they
// all can be used at once, nothing changes. Where every use of one group
// takes the same amount and no other group takes any, the group's count
// is cut to what have pays for, and cut says so (the group, the amount
// each use takes, the count); where it is not so, the answer stops, with
// refuse's reason (given the names of the sources that take it).
func (out *paySources) share(of func(*payUse) int, have int, cut func(g *payGroup, each, n int), refuse func(names string) string) string {
	total, taking := 0, -1
	var names []string
	for gi := range out.groups {
		g := &out.groups[gi]
		most := 0
		for ui := range g.uses {
			most = max(most, of(&g.uses[ui]))
		}
		if most == 0 {
			continue
		}
		total += most * g.count
		if taking == -1 {
			taking = gi
		} else {
			taking = -2
		}
		if !has(names, g.name) {
			names = append(names, g.name)
		}
	}
	if total <= have {
		return ""
	}
	if taking >= 0 {
		g := &out.groups[taking]
		each := of(&g.uses[0])
		same := !g.apart && !g.untap && !g.repeat && !g.activations
		for ui := range g.uses {
			same = same && of(&g.uses[ui]) == each
		}
		if same {
			n := have / each
			cut(g, each, n)
			g.count = n
			return ""
		}
	}
	return refuse(joinAnd(names))
}
