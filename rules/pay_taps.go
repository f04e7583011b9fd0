package rules

import "strings"

// tapsClash says why the engine can't rule when mana abilities of player
// tap other untapped permanents as a cost ("Tap an untapped creature you
// control": Springleaf Drum) and those permanents may be wanted twice: by
// more such costs than there are of them, or for mana of their own. A
// permanent tapped to pay one cost can't be tapped to pay another (CR
// 107.5, 602.2b). It returns "" when every such cost can be paid at once
// with permanents that make no mana now, so each source is independent of
// the others.
func (w *world) tapsClash(player string) string {
	demand := 0
	var kind, name string
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Cost.TapUntapped == 0 || !w.canActivate(p, a).ok {
				continue
			}
			if kind != "" && !strings.EqualFold(kind, a.Cost.TapType) {
				return Possessive(name) + " and " + Possessive(p.name) + " mana abilities tap other permanents of different types as a cost, and the engine does not work out which permanents each taps"
			}
			kind, name = a.Cost.TapType, p.name
			demand += a.Cost.TapUntapped
		}
	}
	if demand == 0 {
		return ""
	}
	free := 0
	for _, q := range w.perms {
		if q.Controller != player || q.Tapped || !isA(q, kind) || w.makesManaNow(q) {
			continue
		}
		free++
	}
	if free >= demand {
		return ""
	}
	return Possessive(name) + " mana ability taps an untapped " + strings.ToLower(kind) + " " + PlayerDoes(player, "controls") + " as a cost, and the permanents it could tap are wanted elsewhere (for mana of their own, or by another such cost); the engine does not work out payments that use up other sources"
}

// makesManaNow is whether q has a mana ability that could be activated
// now.
func (w *world) makesManaNow(q *perm) bool {
	for _, a := range q.abilities {
		if a.Kind == KindMana && w.canActivate(q, a).ok {
			return true
		}
	}
	return false
}
