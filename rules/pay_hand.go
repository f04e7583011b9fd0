package rules

import (
	"fmt"
	"slices"
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
		besides = ", besides the spell being cast"
	}
	whose := PlayerPossessive(player)
	return out.share(func(u *payUse) int { return u.hand }, have, func(g *payGroup, h, n int, others bool) {
		e.step(fmt.Sprintf("%s hand holds %s%s, and each activation of %s ability takes %s from it as its cost: at most %s of them can be activated%s", capitalize(whose), plural(have, "card"), besides, Possessive(g.name), plural(h, "card"), countWord(n), usedOtherwise(others)), "118.3", "602.2b")
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
	return out.share(func(u *payUse) int { return u.energy }, have, func(g *payGroup, n, most int, others bool) {
		e.step(fmt.Sprintf("%s %s, and each activation of %s ability pays %s as its cost: at most %s of them can be activated%s", Capital(subj), plural(have, "energy counter"), Possessive(g.name), strings.Repeat("{E}", n), countWord(most), usedOtherwise(others)), "107.14", "118.3", "602.2b")
	}, func(names string) string {
		return fmt.Sprintf("the costs of the mana abilities of %s pay energy, more than the %s %s, and the engine does not work out which of them to activate", names, plural(have, "energy counter"), PlayerDoes(player, "has"))
	})
}

// share bounds the uses that take some of a resource their player has,
// have of it (of says how much a use takes), which they share. Where they
// all can be used at once, nothing changes. Where the uses of one group
// that take any all take the same amount and no other group takes any,
// only as many of the group's copies as have pays for may use them, and
// cut says so (the group, the amount each use takes, that many, and
// whether the other copies can still be used otherwise): the
// group is split, its other copies a group of their own with only the
// uses that take none (a Bog Witch tapped to convoke, an Aether Hub
// tapped for {C}), or none where there are no such uses. Where it is not
// so, the answer stops, with refuse's reason (given the names of the
// sources that take it).
func (out *paySources) share(of func(*payUse) int, have int, cut func(g *payGroup, each, n int, others bool), refuse func(names string) string) string {
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
	if taking < 0 {
		return refuse(joinAnd(names))
	}
	g := &out.groups[taking]
	each := 0
	var free []int
	for ui := range g.uses {
		switch n := of(&g.uses[ui]); {
		case n == 0:
			free = append(free, ui)
		case each == 0:
			each = n
		case n != each:
			return refuse(joinAnd(names))
		}
	}
	if g.apart || g.untap || g.repeat || g.activations || g.split != 0 {
		return refuse(joinAnd(names))
	}
	n := have / each
	rest := g.count - n
	cut(g, each, n, len(free) > 0)
	g.count = n
	if len(free) == 0 {
		return ""
	}
	uses := make([]payUse, len(free))
	for i, ui := range free {
		uses[i] = g.uses[ui]
		uses[i].shown = nil
	}
	out.groups = append(out.groups, payGroup{name: g.name, count: rest, uses: uses, split: taking + 1, splitUses: free})
	out.split = true
	return ""
}

// unsplit is picks with each pick of a group split off by share written
// as the same use of the group it was split from, merged with a pick of
// that use there with the same alternatives: the copies are equal
// permanents, used the same way. It is picks itself where no group was
// split.
func (src *paySources) unsplit(picks []payPick) []payPick {
	if !src.split {
		return picks
	}
	out := make([]payPick, 0, len(picks))
	for _, pk := range picks {
		g := &src.groups[pk.group]
		if g.split == 0 {
			out = append(out, pk)
			continue
		}
		to := src.unsplitPick(pk)
		to.alts = nil
		for _, a := range pk.alts {
			to.alts = append(to.alts, g.splitUses[a])
		}
		if i := slices.IndexFunc(out, func(o payPick) bool {
			return o.group == to.group && o.use == to.use && slices.Equal(o.alts, to.alts)
		}); i >= 0 {
			out[i].count += to.count
			continue
		}
		out = append(out, to)
	}
	slices.SortStableFunc(out, func(a, b payPick) int {
		if a.group != b.group {
			return a.group - b.group
		}
		return a.use - b.use
	})
	return out
}

// usedOtherwise is what a step of share adds where the copies that can't use
// the resource can still be used otherwise (others).
func usedOtherwise(others bool) string {
	if !others {
		return ""
	}
	return ", and the others can still be used in the ways that take none"
}

// splitAside reports whether picks use a copy of a group split off by
// share while a copy of the group it was split from is left unused: the
// way is then the same as the one with that copy used instead, which the
// search finds too, and is not listed twice.
func (src *paySources) splitAside(picks []payPick) bool {
	if !src.split {
		return false
	}
	for _, pk := range picks {
		from := src.groups[pk.group].split - 1
		if from < 0 {
			continue
		}
		used := 0
		for _, o := range picks {
			if o.group == from {
				used += o.count
			}
		}
		if used < src.groups[from].count {
			return true
		}
	}
	return false
}

// copies is the number of permanents group gi stands for: its count, and
// those of the groups split off from it (share).
func (src *paySources) copies(gi int) int {
	n := src.groups[gi].count
	if !src.split {
		return n
	}
	for _, g := range src.groups {
		if g.split == gi+1 {
			n += g.count
		}
	}
	return n
}

// unsplitPick is pk as a pick of the group it was split from (unsplit),
// its alternatives left as they are; pk itself where it was not split.
func (src *paySources) unsplitPick(pk payPick) payPick {
	if !src.split {
		return pk
	}
	g := &src.groups[pk.group]
	if g.split == 0 {
		return pk
	}
	pk.group, pk.use = g.split-1, g.splitUses[pk.use]
	return pk
}
