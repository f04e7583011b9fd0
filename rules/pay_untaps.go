package rules

import (
	"context"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

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
// untaps only its own permanent changes nothing when the untap costs at
// least the mana it then makes and no other source makes mana of a type
// it does not (Basalt Monolith: {3} to untap, {C}{C}{C} to tap, beside
// Sol Ring); otherwise it may turn other mana into more, or into its own
// type (Grim Monolith untapped with four Forests' mana makes {C}{C}{C}),
// and stops the answer.
func (w *world) untapsClash(ctx context.Context, player string, card *catalog.Card, forMax bool) string {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindActivated {
				continue
			}
			if _, ok := untapperOf(a); ok {
				// Read as a source of its own (addUntappers).
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
			most, made := w.mostFromTapping(ctx, p, card, forMax)
			if most > cost.MinMana() || w.otherMakes(ctx, p, made, card, forMax) {
				return unknown + " (it may turn mana into more, or into mana of its own type)"
			}
		}
	}
	return ""
}

// mostFromTapping is the most mana p makes once, untapped, less the mana
// its own ability costs, and the types of mana it can make.
func (w *world) mostFromTapping(ctx context.Context, p *perm, card *catalog.Card, forMax bool) (int, Pool) {
	tapped := p.Tapped
	p.Tapped = false
	defer func() { p.Tapped = tapped }()
	uses, why := w.usesOf(ctx, p, card, forMax, newExplainer(), &paySources{})
	if why != "" {
		return 1 << 20, Pool{}
	}
	most := 0
	var made Pool
	for _, u := range uses {
		n := u.pool.Total()
		if u.cost != nil {
			n -= u.cost.MinMana()
		}
		most = max(most, n)
		made = made.Add(u.pool)
	}
	return most, made
}

// otherMakes is whether another permanent of p's controller can make
// mana of a type p does not make (made), or not from a snow source where
// p is one: mana that untapping p and tapping it again could turn into
// p's type.
func (w *world) otherMakes(ctx context.Context, p *perm, made Pool, card *catalog.Card, forMax bool) bool {
	for _, q := range w.perms {
		if q == p || q.Controller != p.Controller || !w.makesManaNow(q) {
			continue
		}
		if p.hasSuper("Snow") && !q.hasSuper("Snow") {
			return true
		}
		uses, why := w.usesOf(ctx, q, card, forMax, newExplainer(), &paySources{})
		if why != "" {
			return true
		}
		for _, u := range uses {
			for c := range u.pool {
				if u.pool[c] > 0 && made[c] == 0 {
					return true
				}
			}
		}
	}
	return false
}
