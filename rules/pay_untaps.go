package rules

import (
	"context"
	"fmt"
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
	// Reminder text is not rules text (CR 207.2): Order of Whiteclay's
	// "({Q} is the untap symbol.)" untaps nothing.
	effect = withoutReminders(effect)
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
				if selfUntapRepeat(a, p) {
					// Read as a repeated use (addSelfUntaps).
					continue
				}
				return unknown + " (it may turn mana into more, or into mana of its own type)"
			}
		}
	}
	return ""
}

// mostFromTapping is the most mana p makes once, untapped, less the mana
// its own ability costs, and the types of mana it can make.
func (w *world) mostFromTapping(ctx context.Context, p *perm, card *catalog.Card, forMax bool) (int, Pool) {
	uses, why := w.usesUntapped(ctx, p, card, forMax)
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

// usesUntapped is usesOf for p as though it were untapped (its mana once
// something untaps it), without steps.
func (w *world) usesUntapped(ctx context.Context, p *perm, card *catalog.Card, forMax bool) ([]payUse, string) {
	tapped := p.Tapped
	p.Tapped = false
	defer func() { p.Tapped = tapped }()
	return w.usesOf(ctx, p, card, forMax, newExplainer(), &paySources{})
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

// selfUntapRepeat reports whether ability a of p untaps p for a cost of
// mana alone, and p has mana abilities with {T} and no other cost part
// that stops their use again (Grim Monolith's "{4}: Untap Grim
// Monolith."): each activation lets p be tapped for mana once more, a
// use that can be repeated as long as there is mana for it
// (addSelfUntaps).
func selfUntapRepeat(a *Ability, p *perm) bool {
	untaps, self := untapsOf(a, p)
	if !untaps || !self || a.Cost.Mana == "" {
		return false
	}
	c := a.Cost
	c.Mana = ""
	if c != (Cost{}) {
		return false
	}
	tap := false
	for _, b := range p.abilities {
		if b.Kind != KindMana {
			continue
		}
		if !b.Cost.Tap || b.Cost.Sacrifice != "" || b.Cost.RemoveCounters > 0 || b.Cost.RemoveX || b.Cost.Untap {
			return false
		}
		tap = true
	}
	return tap
}

// addSelfUntaps reads, for each permanent player controls with an ability
// selfUntapRepeat reads, how many times it can be untapped and tapped for
// mana again: each use of it becomes the uses of it tapped once and then
// untapped and tapped again k times, k up to what the other sources' mana
// pays for (one use, so that it is never untapped before it was tapped);
// a tapped one, untapped first. Uses whose mana is a choice are not
// multiplied out, and mana without end (Basalt Monolith beside Mana
// Reflection) is refused.
func (w *world) addSelfUntaps(ctx context.Context, player string, card *catalog.Card, forMax bool, out *paySources, byKey *groupIndex, groupOf []int, e *explainer) string {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindActivated || !selfUntapRepeat(a, p) || !w.canActivate(p, a).ok {
				continue
			}
			most, made := w.mostFromTapping(ctx, p, card, forMax)
			c, _ := ParseManaCost(a.Cost.Mana)
			if most <= c.MinMana() && !w.otherMakes(ctx, p, made, card, forMax) {
				// It changes nothing (untapsClash).
				continue
			}
			unknown := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps it so that it can make mana again"
			if most > c.MinMana() {
				return unknown + ", and it makes more mana than the untap costs: mana without end, which the engine does not work out"
			}
			gi := groupOf[p.i]
			uses, why := w.usesUntapped(ctx, p, card, forMax)
			if why != "" {
				return why
			}
			var own *payGroup
			if gi >= 0 {
				own = &out.groups[gi]
			}
			others := out.mostMana(func(g *payGroup) bool { return g != own })
			n := (others + most) / c.MinMana()
			if n == 0 {
				// Never mana enough to untap it.
				continue
			}
			if n > maxRepeats {
				return unknown + fmt.Sprintf(", up to %d times, more than the %d the engine works out", n, maxRepeats)
			}
			var all []payUse
			first := 1
			if !p.Tapped {
				first = 0
			}
			again := func(times int) string {
				s := fmt.Sprintf("pay %s, untap %s and tap it again", a.Cost.Mana, p.name)
				if times > 1 {
					s += fmt.Sprintf(" (%s times)", countWord(times))
				}
				return s
			}
			for _, u := range uses {
				if len(u.choices) > 0 {
					return unknown + ", and its mana is a choice each time, which the engine does not multiply out"
				}
				prev := 0 // 1 + the index in all of this use with one untap fewer
				for k := first; k <= n; k++ {
					if k == 0 {
						all = append(all, u)
						prev = len(all)
						continue
					}
					// k untaps: a tapped one is untapped first.
					taps := k + 1
					if p.Tapped {
						taps = k
					}
					v := u.times(taps)
					total := repeatCost(c, k)
					if u.cost != nil {
						more := repeatCost(*u.cost, taps)
						total.Generic += more.Generic
						total.Symbols = append(total.Symbols, more.Symbols...)
					}
					v.cost = &total
					if p.Tapped {
						v.action = fmt.Sprintf("pay %s, untap %s, then %s", a.Cost.Mana, p.name, u.action)
						if k > 1 {
							v.action += ", then " + again(k-1)
						}
					} else {
						v.action = u.action + ", then " + again(k)
					}
					v.fewer = prev
					all = append(all, v)
					prev = len(all)
				}
			}
			e.step(fmt.Sprintf("%s ability \u201c%s\u201d untaps it for mana: it can be tapped for mana, untapped and tapped again, as often as the mana of the other sources pays for: up to %s times here", Possessive(p.name), a.Text, countWord(n)), "605.3a", "602.2b", "106.4")
			if gi >= 0 {
				out.groups[gi].uses = all
				continue
			}
			out.addGroup(p.name, selfUntapKey, all, byKey)
		}
	}
	return ""
}

// selfUntapKey marks the group of the uses of a permanent tapped before
// the question that untaps itself for mana (addSelfUntaps).
const selfUntapKey = "untap-self:"

// times is use u made n times over: its mana, life and damage (its cost
// is the caller's).
func (u payUse) times(n int) payUse {
	u.shown = nil
	u.pool = u.pool.Times(n)
	for k := range u.made {
		u.made[k] *= n
	}
	u.usable = u.usable.Times(n)
	u.life, u.damage = u.life*n, u.damage*n
	return u
}

// repeatCost is cost c paid n times.
func repeatCost(c ManaCost, n int) ManaCost {
	out := ManaCost{Generic: n * c.Generic, X: n * c.X}
	for i := 0; i < n; i++ {
		out.Symbols = append(out.Symbols, c.Symbols...)
	}
	return out
}
