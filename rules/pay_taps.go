package rules

import (
	"context"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// costsClash says why the engine can't rule on what player's permanents
// make because one mana source's use takes another's: tapsClash and
// untapsClash.
func (w *world) costsClash(ctx context.Context, player string, card *catalog.Card, forMax bool) string {
	if u := w.tapsClash(player); u != "" {
		return u
	}
	return w.untapsClash(ctx, player, card, forMax)
}

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

var reUntapWord = regexp.MustCompile(`\b[Uu]ntaps?\b`)

// untapsOf reads an activated ability that is not a mana ability: whether
// its effect untaps something, and whether that is only p itself ("{3}:
// Untap Basalt Monolith.").
func untapsOf(a *Ability, p *perm) (untaps, self bool) {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok || !reUntapWord.MatchString(effect) {
		return false, false
	}
	effect = strings.TrimSpace(effect)
	for _, who := range []string{p.name, "this artifact", "this creature", "this land", "this permanent"} {
		if strings.EqualFold(effect, "Untap "+who+".") {
			return true, true
		}
	}
	return true, false
}

// untapsClash says why the engine can't rule when player can activate,
// before paying, an ability that untaps a mana source so that it makes
// mana again (Voltaic Key on Sol Ring, Ley Druid on a land; mana stays in
// the pool while such an ability resolves, CR 500.4). An ability that
// untaps only its own permanent changes nothing when the permanent is the
// player's only source of mana and the untap costs at least the mana it
// then makes (Basalt Monolith alone: {3} to untap, {C}{C}{C} to tap);
// otherwise it may turn other mana into more, or into colorless (Grim
// Monolith untapped with four Forests' mana), and stops the answer.
func (w *world) untapsClash(ctx context.Context, player string, card *catalog.Card, forMax bool) string {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindActivated {
				continue
			}
			untaps, self := untapsOf(a, p)
			if !untaps || !w.canActivate(p, a).ok {
				continue
			}
			unknown := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps a permanent so that it can make mana again, and the engine does not work out activating it before paying"
			if !self || a.Cost.Tap || a.Cost.Sacrifice != "" || a.Cost.PayLife > 0 || a.Cost.TapUntapped > 0 {
				return unknown
			}
			cost, err := ParseManaCost(a.Cost.Mana)
			if err != nil || cost.X > 0 {
				return unknown
			}
			if w.otherSource(p) || w.mostFromTapping(ctx, p, card, forMax) > cost.MinMana() {
				return unknown + " (the mana it makes may be of a type the mana paid to untap it is not)"
			}
		}
	}
	return ""
}

// mostFromTapping is the most mana p makes once, untapped, less the mana
// its own ability costs.
func (w *world) mostFromTapping(ctx context.Context, p *perm, card *catalog.Card, forMax bool) int {
	tapped := p.Tapped
	p.Tapped = false
	defer func() { p.Tapped = tapped }()
	var scratch paySources
	uses, why := w.usesOf(ctx, p, card, forMax, newExplainer(), &scratch)
	if why != "" {
		return 1 << 20
	}
	most := 0
	for _, u := range uses {
		n := u.pool.Total()
		if u.cost != nil {
			n -= u.cost.MinMana()
		}
		most = max(most, n)
	}
	return most
}

// otherSource is whether p's controller controls another permanent that
// can make mana now.
func (w *world) otherSource(p *perm) bool {
	for _, q := range w.perms {
		if q != p && q.Controller == p.Controller && w.makesManaNow(q) {
			return true
		}
	}
	return false
}
