package rules

import "fmt"

// shareHand bounds the uses whose costs take cards from the hand (Bog
// Witch's "Discard a card", Overeager Apprentice's) by the cards the hand
// holds, which they share: a cost can't be paid without them (CR 118.3,
// 602.2b). While a spell from that hand is cast (casting), it is not one
// of them: it is on the stack, or, for mana made before, to be cast. Where
// every use of one group takes the same number and no other group takes
// any, its count is cut to what the hand pays for, and a step says so;
// where several groups share too small a hand, the answer stops. A hand
// the board does not give stopped the answer before (canActivate).
func (out *paySources) shareHand(b *Board, player string, casting bool, e *explainer) string {
	total, taking := 0, -1
	var names []string
	for gi := range out.groups {
		g := &out.groups[gi]
		most := 0
		for ui := range g.uses {
			most = max(most, g.uses[ui].hand)
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
	if total == 0 {
		return ""
	}
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
	if total <= have {
		return ""
	}
	whose := PlayerPossessive(player)
	if taking >= 0 {
		g := &out.groups[taking]
		h := g.uses[0].hand
		same := !g.apart && !g.untap && !g.repeat && !g.activations
		for ui := range g.uses {
			same = same && g.uses[ui].hand == h
		}
		if same {
			n := have / h
			e.step(fmt.Sprintf("%s hand holds %s%s, and each activation of %s ability takes %s from it as its cost: at most %s of them can be activated", capitalize(whose), plural(have, "card"), besides, Possessive(g.name), plural(h, "card"), countWord(n)), "118.3", "602.2b")
			g.count = n
			return ""
		}
	}
	return fmt.Sprintf("the costs of the mana abilities of %s take cards from %s hand, more than the %s it holds%s, and the engine does not work out which of them to activate", joinAnd(names), whose, plural(have, "card"), besides)
}
