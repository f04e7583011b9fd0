package rules

import "slices"

// mergeWaysAlike makes one way of the ways that differ only in which
// alternative one source makes, where they pay the cost alike: the same
// mana pays the cost, the same is left and the same life is paid, and the
// alternatives are uses of one ability with the same costs and events.
// Birds of Paradise paying Azorius Signet's {1} is one way whatever color
// it makes (docs/contract.md, payments): the search tells its colors
// apart where one could pay the cost, which in that way none does. The
// merged way keeps the first way's pick, with both alternatives.
func (src *paySources) mergeWaysAlike(ways []payWay) []payWay {
	if len(ways) < 2 || src.untappers || src.split || src.tapsToPay != "" {
		return ways
	}
	out := ways[:0:0]
	for _, w := range ways {
		merged := false
		for i := range out {
			if k := src.alikeBut(out[i], w); k >= 0 {
				pk := out[i].picks[k]
				same := (pk.sameLeft || src.onePool(pk)) && src.onePool(w.picks[k])
				out[i] = withAlts(out[i], k, w.picks[k], same)
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, w)
		}
	}
	if len(out) == len(ways) {
		return ways
	}
	return out
}

// alikeBut is the index of the one pick in which a and b differ, where
// they are alike but for the alternative that pick makes; -1 where they
// are not.
func (src *paySources) alikeBut(a, b payWay) int {
	if len(a.picks) != len(b.picks) || a.left != b.left || a.spellPay != b.spellPay || a.phyLife != b.phyLife || len(a.costOrder) != len(b.costOrder) {
		return -1
	}
	k := -1
	for i, p := range a.picks {
		q := b.picks[i]
		if p.group != q.group || p.count != q.count {
			return -1
		}
		if p.use == q.use && slices.Equal(p.alts, q.alts) {
			continue
		}
		if k >= 0 {
			return -1
		}
		k = i
	}
	if k < 0 {
		return -1
	}
	for i, p := range a.costOrder {
		q := b.costOrder[i]
		if p.group != q.group || p.count != q.count || p.use != q.use && p.group != a.picks[k].group {
			return -1
		}
	}
	uses := src.groups[a.picks[k].group].uses
	for _, x := range append(altsOf(a.picks[k]), altsOf(b.picks[k])...) {
		u, v := &uses[x], &uses[a.picks[k].use]
		if u.ability != v.ability || u.card != "" || u.tapsFor || u.tapsToPay || sacrificesItself(u) || u.life != v.life || u.damage != v.damage || u.later != v.later ||
			(u.cost == nil) != (v.cost == nil) || u.cost != nil && u.cost.String() != v.cost.String() || !sameShownEvents(u.events, v.events) {
			return -1
		}
	}
	return k
}

// altsOf is the uses a pick stands for: its alternatives, or its use.
func altsOf(p payPick) []int {
	if len(p.alts) > 0 {
		return p.alts
	}
	return []int{p.use}
}

// onePool reports whether the alternatives of pick p all make the same
// mana.
func (src *paySources) onePool(p payPick) bool {
	uses := src.groups[p.group].uses
	for _, x := range altsOf(p) {
		if uses[x].pool != uses[p.use].pool {
			return false
		}
	}
	return true
}

// withAlts is w with pick k standing also for the alternatives of q;
// same says that what is left over is w's whichever alternative is made:
// each pick's alternatives made one mana, or were merged so before.
func withAlts(w payWay, k int, q payPick, same bool) payWay {
	picks := slices.Clone(w.picks)
	alts := slices.Clone(altsOf(picks[k]))
	for _, x := range altsOf(q) {
		if !slices.Contains(alts, x) {
			alts = append(alts, x)
		}
	}
	picks[k].alts = alts
	picks[k].sameLeft = same
	w.picks = picks
	return w
}
