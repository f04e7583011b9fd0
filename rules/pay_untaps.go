package rules

import (
	"context"
	"fmt"
	"math/bits"
	"regexp"
	"slices"
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

// reNoUntap is a phrase with the word "untap" that untaps nothing: a
// permanent that doesn't untap, an untap step skipped or limited
// ("Target permanent doesn't untap during its controller's next untap
// step.", "You skip your next untap step.").
var reNoUntap = regexp.MustCompile(`(?i)\b(?:doesn't|don't|does not|do not|can't|cannot) untap\b|\buntap steps?\b`)

// untapsOf reads an activated ability that is not a mana ability: whether
// its effect untaps something, and whether that is only p itself ("{3}:
// Untap Basalt Monolith.").
func untapsOf(a *Ability, p *perm) (untaps, self bool) {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	// Reminder text is not rules text (CR 207.2): Order of Whiteclay's
	// "({Q} is the untap symbol.)" untaps nothing.
	effect = withoutReminders(effect)
	if !ok || !reUntapWord.MatchString(reNoUntap.ReplaceAllString(effect, "")) {
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
// the pool while such an ability resolves, CR 500.5). An ability that
// untaps only its own permanent changes nothing when the untap costs at
// least the mana it then makes and no other source makes mana of a type
// it does not (Basalt Monolith: {3} to untap, {C}{C}{C} to tap, beside
// Sol Ring); otherwise it may turn other mana into more, or into its own
// type (Grim Monolith untapped with four Forests' mana makes {C}{C}{C}),
// and stops the answer.
func (w *world) untapsClash(ctx context.Context, player string, card *catalog.Card, forMax bool) string {
	for p, a := range w.activatedOf(player) {
		if _, ok := untapperOf(a); ok {
			// Read as a source of its own (addUntappers).
			continue
		}
		if _, _, ok := tapCostUntapOf(a, p); ok {
			// Read as uses of the permanents it taps, or refused
			// there (addTapCostUntaps).
			continue
		}
		if counterUntapRepeat(a, p) {
			// Read as a repeated use, or refused there
			// (addSelfUntaps).
			continue
		}
		untaps, self := untapsOf(a, p)
		if !untaps || !w.canActivate(p, a).ok || w.untapsNoTarget(a, p) || !w.affordable(ctx, p, a, w.permsOf(player), 0) {
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
	for ui := range uses {
		u := &uses[ui]
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
	return w.usesUntappedInto(ctx, p, card, forMax, &paySources{})
}

// usesUntappedInto is usesUntapped, what it finds of the mana's spending
// (restricted, spendOnly, notHere) kept in seen.
func (w *world) usesUntappedInto(ctx context.Context, p *perm, card *catalog.Card, forMax bool, seen *paySources) ([]payUse, string) {
	tapped := p.Tapped
	p.Tapped = false
	defer func() { p.Tapped = tapped }()
	return w.usesOf(ctx, p, card, forMax, newExplainer(), seen)
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
		var out paySources
		uses, why := w.usesOf(ctx, q, card, forMax, newExplainer(), &out)
		if why != "" {
			return true
		}
		// The uses of an ability used apart from the others, or again
		// and again (Pentad Prism's counters), make mana too.
		uses = append(append(uses, out.apart...), out.repeat...)
		for ui := range uses {
			u := &uses[ui]
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
	return tapsAgain(p)
}

// counterUntapRepeat reports whether ability a of p untaps p for a cost
// that is only putting a -1/-1 counter on p (Devoted Druid's "Put a -1/-1
// counter on Devoted Druid: Untap Devoted Druid."), and p's mana
// abilities are as tapsAgain reads them: each activation lets p be tapped
// for mana once more, as long as its toughness lasts (addSelfUntaps).
func counterUntapRepeat(a *Ability, p *perm) bool {
	untaps, self := untapsOf(a, p)
	if !untaps || !self || a.Cost.PutCounter != "-1/-1" {
		return false
	}
	c := a.Cost
	c.PutCounter = ""
	if c != (Cost{}) {
		return false
	}
	return tapsAgain(p)
}

// tapsAgain reports whether p has mana abilities, all with {T} and no
// other cost part that stops their use again once p is untapped.
func tapsAgain(p *perm) bool {
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
// selfUntapRepeat or counterUntapRepeat reads, how many times it can be
// untapped and tapped for mana again: each use of it becomes the uses of
// it tapped once and then untapped and tapped again k times, k up to what
// the other sources' mana pays for, or for a -1/-1 counter as its cost up
// to what its toughness bears (counterUntaps); one use, so that it is
// never untapped before it was tapped; a tapped one, untapped first. A
// permanent with more than one use (its mana a choice) is not multiplied
// out, and mana without end (Basalt Monolith beside Mana Reflection) is
// refused.
func (w *world) addSelfUntaps(ctx context.Context, player string, card *catalog.Card, forMax bool, out *paySources, byKey *groupIndex, groupOf []int, e *explainer) string {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindActivated {
				continue
			}
			l := w.canActivate(p, a)
			if !l.ok {
				continue
			}
			if l.unknown != "" && !l.perTurn && (selfUntapRepeat(a, p) || counterUntapRepeat(a, p)) {
				// Pithing Needle with no name written: whether the
				// untap, no mana ability, can be activated is not known.
				// The ways without it pay; a "no" and the most mana
				// can't be said.
				if forMax {
					return l.unknown
				}
				if out.untapUnread == "" {
					out.untapUnread = l.unknown
				}
				continue
			}
			var r selfUntap
			switch {
			case selfUntapRepeat(a, p):
				var why string
				if r, why = w.manaUntaps(ctx, p, a, card, forMax, out, groupOf); why != "" {
					return why
				}
			case counterUntapRepeat(a, p):
				var why string
				if r, why = w.counterUntaps(ctx, p, a, card, forMax, e); why != "" {
					return why
				}
			default:
				continue
			}
			if r.n == 0 {
				continue
			}
			if why := stunned(p); why != "" {
				return why
			}
			if why := w.repeatSelfUntap(ctx, p, a, r, card, forMax, out, byKey, groupOf, e); why != "" {
				return why
			}
		}
	}
	return ""
}

// stunned says why an answer that untaps p stops where p has a stun
// counter: "If a permanent with a stun counter on it would become
// untapped, instead remove a stun counter from it" (CR 122.1d). "" where
// it has none.
func stunned(p *perm) string {
	n := p.counters("stun")
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%s has %s on it, so untapping it instead removes one (CR 122.1d), and the engine does not work out untapping it", p.name, plural(n, "stun counter"))
}

// selfUntap is how a permanent's ability that untaps itself is repeated:
// n times at most (0: it changes nothing), each time for cost and in
// words how ("pay {4}", "put a -1/-1 counter on Devoted Druid"); counter
// is the kind of counter each untap puts on it ("" for none).
type selfUntap struct {
	n       int
	cost    ManaCost
	how     string
	counter string
	// toughness is its toughness before the first untap, where counter
	// bounds n.
	toughness int
}

// manaUntaps is how often p can be untapped by a, whose cost is mana
// (selfUntapRepeat): as often as the other sources' mana and its own pay
// for.
func (w *world) manaUntaps(ctx context.Context, p *perm, a *Ability, card *catalog.Card, forMax bool, out *paySources, groupOf []int) (selfUntap, string) {
	most, made := w.mostFromTapping(ctx, p, card, forMax)
	c, _ := ParseManaCost(a.Cost.Mana)
	if most <= c.MinMana() && !w.otherMakes(ctx, p, made, card, forMax) {
		// It changes nothing (untapsClash).
		return selfUntap{}, ""
	}
	unknown := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps it so that it can make mana again"
	if most > c.MinMana() {
		return selfUntap{}, unknown + ", and it makes more mana than the untap costs: mana without end, which the engine does not work out"
	}
	var own *payGroup
	if gi := groupOf[p.i]; gi >= 0 {
		own = &out.groups[gi]
	}
	others := out.mostMana(func(g *payGroup) bool { return g != own })
	n := (others + most) / c.MinMana()
	if n > maxRepeats {
		return selfUntap{}, unknown + fmt.Sprintf(", up to %d times, more than the %d the engine works out", n, maxRepeats)
	}
	return selfUntap{n: n, cost: c, how: "pay " + a.Cost.Mana}, ""
}

// counterUntaps is how often p can be untapped by a, whose cost puts a
// -1/-1 counter on it (counterUntapRepeat): the counter is put as the
// ability is activated (602.2b, 601.2h), and a creature with toughness 0
// or less is put into its owner's graveyard before the ability resolves
// (704.3, 704.5f), so p with toughness T is untapped at most T - 1 times;
// a +1/+1 counter it has and a -1/-1 counter put on it leave the
// battlefield together (704.5q), its toughness as it would be with both.
// Where the engine does not compute that toughness, or what the counters
// change besides, it says why.
func (w *world) counterUntaps(ctx context.Context, p *perm, a *Ability, card *catalog.Card, forMax bool, e *explainer) (selfUntap, string) {
	uses, why := w.usesUntapped(ctx, p, card, forMax)
	if why != "" {
		return selfUntap{}, why
	}
	if len(uses) == 0 {
		// It makes no mana untapped (summoning sickness): untapping it
		// changes nothing.
		return selfUntap{}, ""
	}
	has := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps it so that it can make mana again, each time putting a -1/-1 counter on it"
	if why := w.counterUntapUnread(ctx, p, a); why != "" {
		return selfUntap{}, has + ", and " + why
	}
	t, why := w.toughnessRead(p)
	if why != "" {
		return selfUntap{}, has + ", as long as its toughness stays above 0, and " + why
	}
	n := max(t-1, 0)
	if p.Damage > 0 && !hasKeyword(p, "indestructible") {
		// Damage marked on it stays (120.6): once its toughness is no
		// more than that damage, it is destroyed before the untap
		// resolves (704.5g; Devoted Druid's ruling of 2018-12-07).
		n = max(t-1-p.Damage, 0)
	}
	if n > maxRepeats {
		return selfUntap{}, has + fmt.Sprintf(", and its toughness %d lets it be untapped %d times, more than the %d the engine works out", t, n, maxRepeats)
	}
	switch {
	case n == 0 && t-1 > 0:
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d would untap it for mana, putting a -1/-1 counter on it as the cost; with toughness %d and %d damage marked on it, its toughness would then be no more than that damage and it would be destroyed before the untap resolved, so it makes no more mana", Possessive(p.name), a.Text, t, p.Damage), "602.2b", "704.3", "704.5g")
	case n == 0:
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d would untap it for mana, putting a -1/-1 counter on it as the cost; with toughness %d it would then have toughness 0 and be put into its owner's graveyard before the untap resolved, so it makes no more mana", Possessive(p.name), a.Text, t), "602.2b", "704.3", "704.5f")
	case p.Damage > 0 && n < t-1:
		e.step(fmt.Sprintf("%s has %d damage marked on it, which stays as -1/-1 counters lower its toughness: it is destroyed as soon as its toughness is no more than that damage, before the untap resolves, so it can be untapped %s", p.name, p.Damage, timesWord(n)), "120.6", "704.3", "704.5g")
	}
	return selfUntap{n: n, how: "put a -1/-1 counter on " + p.name, counter: "-1/-1", toughness: t}, ""
}

// counterUntapUnread says what on the board the -1/-1 counters a puts on
// p may change that the engine does not work out, "" for nothing: an
// effect that changes how many counters are put on p (Winding
// Constrictor; Doubling Season's "If an effect would put" does not apply
// to counters put as a cost, per its ruling of 2018-12-07 on loyalty
// costs, nor does one on +1/+1 counters only), a mana ability that reads
// counters or power, and a static ability whose subject or condition
// reads counters or power (Rishkar's "with a counter on it").
func (w *world) counterUntapUnread(ctx context.Context, p *perm, a *Ability) string {
	var mine []*perm
	for _, q := range w.perms {
		if q.Controller == p.Controller {
			mine = append(mine, q)
		}
	}
	for _, q := range w.perms {
		for _, b := range q.abilities {
			r := b.Replacement
			if !b.Understood || r == nil || r.Kind != ReplaceCountersPlus && r.Kind != ReplaceCountersTimes {
				continue
			}
			if !countersReplacementFor(w.b, r, q.Controller, p.Controller) {
				continue
			}
			if strings.HasPrefix(b.Text, "If an effect would put ") {
				continue
			}
			kind, types := counterApplies(r)
			if kind != "" {
				continue
			}
			for _, t := range types {
				if t == "" || p.is(t) {
					return Possessive(q.name) + " ability \u201c" + b.Text + "\u201d changes how many -1/-1 counters are put on it (CR 614.1a), which the engine does not work out"
				}
			}
		}
	}
	if q, what := powerMana(mine); q != "" {
		return "each counter lowers its power, which may change " + what + " (CR 613.4c); the engine does not work that out"
	}
	// The counters go on p alone (Gemstone Caverns' luck counters are
	// its own).
	if q := w.counterMana(ctx, p, a, mine, countersPut{own: true, kind: "-1/-1"}); q != "" {
		return Possessive(q) + " mana ability reads counters, which the engine does not work out beside them"
	}
	if q, b := w.staticReadingCountersOrPower(); q != nil {
		return Possessive(q.name) + " ability \u201c" + b.Text + "\u201d reads counters or power, which the counters may change (CR 613.1, 613.4c); the engine does not work that out"
	}
	return ""
}

// staticReadingCountersOrPower is the first static ability on the board,
// with its permanent, whose subject or condition reads counters or power
// ("creatures with +1/+1 counters on them", "as long as its power is 4 or
// greater"); nil where none does.
func (w *world) staticReadingCountersOrPower() (*perm, *Ability) {
	for _, q := range w.perms {
		if q.staticsGone() {
			continue
		}
		for _, b := range q.printed {
			st := b.Static
			if !b.Understood || st == nil {
				continue
			}
			for _, s := range append([]*Subject{st.Subject, st.Condition}, st.OrSubjects...) {
				if s != nil && (s.Counter != "" || s.PowerAtMost != nil || s.PowerAtLeast != nil) {
					return q, b
				}
			}
		}
	}
	return nil, nil
}

// repeatSelfUntap makes each use of p the uses of it tapped once and then
// untapped by a and tapped again k times, k up to r.n (addSelfUntaps).
func (w *world) repeatSelfUntap(ctx context.Context, p *perm, a *Ability, r selfUntap, card *catalog.Card, forMax bool, out *paySources, byKey *groupIndex, groupOf []int, e *explainer) string {
	unknown := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps it so that it can make mana again"
	uses, why := w.usesUntapped(ctx, p, card, forMax)
	if why != "" {
		return why
	}
	var all []payUse
	first := 1
	if !p.Tapped {
		first = 0
	}
	again := func(times int) string {
		s := fmt.Sprintf("%s, untap %s and tap it again", r.how, p.name)
		if times > 1 {
			s += fmt.Sprintf(" (%s times)", countWord(times))
		}
		return s
	}
	if len(uses) > 1 {
		// Tapped again, it may be used another way each time.
		return unknown + ", and its mana is a choice each time, which the engine does not multiply out"
	}
	if r.counter == "" && len(uses) == 1 {
		own, why := ownPaysUntap(uses[0], r.cost)
		if why == "" && own && spendRestricted(p) {
			why = "and its mana may be spent only as it says, which the engine does not work out for paying the untap"
		}
		if why != "" {
			return unknown + ", " + why
		}
		if own {
			if why := w.untapPaidLethal(out); why != "" {
				// The ways that don't untap it pay as they are; a "no"
				// and the most mana can't be said.
				if forMax {
					return unknown + ", " + why
				}
				if out.untapUnread == "" {
					out.untapUnread = unknown + ", " + why
				}
				return ""
			}
			if g := out.costedOther(groupOf[p.i]); g != "" {
				// A Signet's {1} paid with the Monolith's mana, whose
				// mana then pays the untap: not worked out. The ways
				// found pay; a "no" can't be said.
				why := unknown + ", and " + g + " ability may turn its mana into mana that pays the untap, which the engine does not work out"
				kind := uses[0].pool.Types().Colors()[0]
				if forMax && r.cost.X == 0 && r.cost.Generic >= uses[0].pool.Total() && !out.costsPayableBy(groupOf[p.i], kind) {
					// Each untap costs at least the mana it makes
					// again: the most mana is made without it, and
					// the most of its type too where the mana in all,
					// less what one untap loses, is no more than the
					// most of that type made without it
					// (mostUntapBounds).
					out.untapBounds = append(out.untapBounds, untapBound{why: why, name: p.name, text: a.Text, cost: r.cost.Generic, makes: uses[0].pool.Total(), kind: kind})
					var plain []payUse
					if !p.Tapped {
						plain = uses[:1]
					}
					if gi := groupOf[p.i]; gi >= 0 {
						out.groups[gi].uses = plain
						return ""
					}
					out.addGroup(p.name, selfUntapKey, plain, byKey)
					return ""
				}
				if forMax {
					return why
				}
				if out.untapUnread == "" {
					out.untapUnread = why
				}
			}
			all = keptUses(uses[0], p, r, again)
			uses = nil
		}
	}
	for _, u := range uses {
		prev := 0 // 1 + the index in all of this use with one untap fewer
		for k := first; k <= r.n; k++ {
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
			total := repeatCost(r.cost, k)
			if u.cost != nil {
				more := repeatCost(*u.cost, taps)
				total.Generic += more.Generic
				total.Symbols = append(total.Symbols, more.Symbols...)
			}
			v.cost = &total
			if p.Tapped {
				v.action = fmt.Sprintf("%s, untap %s, then %s", r.how, p.name, u.action)
				if k > 1 {
					v.action += ", then " + again(k-1)
				}
			} else {
				v.action = u.action + ", then " + again(k)
			}
			if r.counter != "" {
				put := "a " + r.counter + " counter"
				if k > 1 {
					put = countNoun(k, r.counter+" counter")
				}
				v.events = append(slices.Clip(u.events), "puts "+put+" on "+p.name)
			}
			v.fewer = prev
			all = append(all, v)
			prev = len(all)
		}
	}
	if r.counter != "" {
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d untaps it for mana, putting a %s counter on it as the cost each time, and the mana made stays in the pool while the untap resolves; a creature with toughness 0 or less is put into its owner's graveyard before the untap resolves, so with toughness %d it can be tapped for mana, untapped and tapped again up to %s here", Possessive(p.name), a.Text, r.counter, r.toughness, timesWord(r.n)), "605.3a", "602.2b", "704.3", "704.5f", "106.4")
	} else {
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d untaps it for mana: it can be tapped for mana, untapped and tapped again, as often as mana pays for, up to %s here; the mana it made stays in the pool while the untap is activated, so its own mana may pay for the untap, and mana of the other sources paying for it in its place is made into its mana", Possessive(p.name), a.Text, timesWord(r.n)), "605.3a", "602.2b", "106.4")
	}
	gi := groupOf[p.i]
	if gi >= 0 && r.counter != "" && w.toughnessDiffers(p, r.toughness, gi, groupOf) {
		// Permanents whose uses are equal are one group, but each one's
		// toughness bounds its own untaps: it leaves the group for one of
		// those with its uses now.
		out.groups[gi].count--
		groupOf[p.i] = -1
		gi = -1
	}
	if gi >= 0 {
		out.groups[gi].uses = all
		return ""
	}
	out.addGroup(p.name, selfUntapKey, all, byKey)
	return ""
}

// toughnessDiffers reports whether another permanent of group gi has a
// toughness other than t.
func (w *world) toughnessDiffers(p *perm, t, gi int, groupOf []int) bool {
	for _, q := range w.perms {
		if q == p || q.i >= len(groupOf) || groupOf[q.i] != gi {
			continue
		}
		if u, why := q.toughness(); why != "" || u != t {
			return true
		}
	}
	return false
}

// timesWord is "once", "twice", "three times".
func timesWord(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return countWord(n) + " times"
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
		u.made[k] *= int32(n)
	}
	u.usable = u.usable.Times(n)
	u.life, u.damage, u.later = u.life*n, u.damage*n, u.later*n
	return u
}

// ownPaysUntap reports whether the mana u makes, tapping its permanent
// once, may pay for part of the untap's cost c: the mana made stays in
// the pool while the untap is activated (CR 106.4, 602.2b). why says what
// the engine does not work out: mana of more than one type, mana whose
// spending is restricted, a mana ability that costs mana itself, or an
// untap cost with colored symbols its mana may pay.
func ownPaysUntap(u payUse, c ManaCost) (bool, string) {
	types := u.pool.Types()
	if u.pool.Total() == 0 {
		return false, ""
	}
	if u.cost != nil && (c.Generic > 0 || c.X > 0) {
		return false, "and its mana ability costs mana too, which the engine does not work out beside its own mana paying for part of the untap's " + c.String()
	}
	for _, sym := range c.Symbols {
		if sym.Kind != SymColored || len(sym.Colors) != 1 || types.Has(sym.Colors[0]) {
			return false, "and its own mana may pay for part of the untap's " + c.String() + ", which the engine does not work out"
		}
	}
	if c.Generic == 0 && c.X == 0 {
		return false, ""
	}
	if len(c.Symbols) > 0 || bits.OnesCount32(uint32(types)) != 1 || u.usable != u.pool {
		return false, "and its own mana may pay for part of the untap's " + c.String() + ", which the engine does not work out for mana of more than one type, restricted mana, or a cost with colored symbols"
	}
	return true, ""
}

// spendRestricted reports whether a mana ability of p restricts how its
// mana is spent (CR 106.6).
func spendRestricted(p *perm) bool {
	for _, a := range p.abilities {
		if a.Kind == KindMana && a.Mana != nil && (a.Mana.Spend != "" || a.Restriction.Text != "") {
			return true
		}
	}
	return false
}

// untapPaidLethal says why the engine can't rule where the mana that pays
// a self-untap, an activated ability that is no mana ability and resolves
// only after state-based actions are checked (CR 117.5, 704.5a), may cost
// the player life or deal them damage enough to end the game first: the
// board gives their life, and the life paid and damage dealt by the uses
// of the other sources reach it. "" where it can't.
func (w *world) untapPaidLethal(out *paySources) string {
	if out.life < 0 {
		return ""
	}
	loss := 0
	for gi := range out.groups {
		g := &out.groups[gi]
		most := 0
		for ui := range g.uses {
			u := &g.uses[ui]
			most = max(most, u.life+u.damage+u.later)
		}
		loss += most * g.count
	}
	if loss < out.life {
		return ""
	}
	return "and the mana that pays for the untap may cost life or deal damage that ends the game before the untap resolves (CR 117.5, 704.5a), which the engine does not work out"
}

// costedOther names the first group of out other than skip whose uses
// have a mana cost (a Signet's {1}, a filter land's {W/U}), not that of a
// self-untap repeated (fewer); "" for none.
func (out *paySources) costedOther(skip int) string {
	for gi := range out.groups {
		if gi == skip {
			continue
		}
		for ui := range out.groups[gi].uses {
			// A self-untap's cost (another Monolith's) makes no mana of
			// another type.
			if u := &out.groups[gi].uses[ui]; u.cost != nil && u.fewer == 0 && !strings.Contains(u.action, "untap "+out.groups[gi].name) {
				return Possessive(out.groups[gi].name)
			}
		}
	}
	return ""
}

// untapBound is a self-untap the most mana leaves out (repeatSelfUntap):
// "{cost}: Untap this." of the permanent name, one use of which makes
// mana of kind in the amount makes, no more than the cost. It may still raise the most of kind,
// which mostUntapBounds weighs; why says what is not worked out where it
// may.
type untapBound struct {
	why, name, text string
	cost, makes     int
	kind            Color
}

// costsPayableBy reports whether a cost of a use of another group than
// skip has a symbol that mana of kind may pay, other than generic mana:
// mana of that kind made again by an untap might pay it where the mana
// the untap took could not.
func (out *paySources) costsPayableBy(skip int, kind Color) bool {
	for gi := range out.groups {
		if gi == skip {
			continue
		}
		for _, u := range out.groups[gi].uses {
			if u.cost == nil {
				continue
			}
			for _, sym := range u.cost.Symbols {
				switch sym.Kind {
				case SymColored, SymHybrid:
					if slices.Contains(sym.Colors, kind) {
						return true
					}
				case SymColorless:
					if kind == Colorless {
						return true
					}
				default:
					return true
				}
			}
		}
	}
	return false
}

// mostUntapBounds says why the most of each type can't be said, where the
// most mana in all is total and byType the most of each type, both made
// without the self-untaps of bounds: an untap costing c and making m
// again leaves at least c−m less in all, so with it no more than total −
// (c−m) of any type is left; where that is more than the most of its
// kind without it, it may make more of that kind (Grim Monolith's {4}
// paid with three Forests' mana and a Signet's). "" where no untap can.
func mostUntapBounds(bounds []untapBound, total int, byType map[string]int, e *explainer) string {
	for _, u := range bounds {
		left := total - (u.cost - u.makes)
		if left > byType[u.kind.Letter()] {
			return u.why
		}
		e.step(fmt.Sprintf("Untapping %s with “%s” costs {%d} and lets it make %s again, so each untap leaves at least %d less mana in all: with %d at most without it, no more than %s is left, which is no more than the most %s made without it", u.name, u.text, u.cost, manaAmount(u.makes, u.kind.Symbol()), u.cost-u.makes, total, manaAmount(max(left, 0), u.kind.Symbol()), u.kind.Symbol()), "605.3a", "602.2b", "106.4")
	}
	return ""
}

// keptUses are the uses of p, whose use u makes M mana of one type, when
// the untap r (a cost of generic mana alone) may be paid with its own mana
// (ownPaysUntap): tapped T times and untapped k times (T = k+1, or k
// where p starts tapped), it makes T×M, and up to (T−1)×M of that, the
// mana of its taps before the last untap, may pay for the untaps. Each
// use keeps an amount of its mana, from the least more than k−1 untaps
// keep to T×M, and its cost is what of the k untaps its own mana does not
// pay: the mana of the other sources spent so is made into its mana.
// Each use's fewer is the one that keeps one mana less.
func keptUses(u payUse, p *perm, r selfUntap, again func(int) string) []payUse {
	m := u.pool.Total()
	var all []payUse
	prevMax := 0
	first := 1
	if !p.Tapped {
		first = 0
	}
	for k := first; k <= r.n; k++ {
		taps := k + 1
		if p.Tapped {
			taps = k
		}
		maxKept := taps * m
		ownUsable := (taps - 1) * m
		for kept := prevMax + 1; kept <= maxKept; kept++ {
			j := maxKept - kept
			if j > ownUsable || k == 0 && kept != m {
				continue
			}
			v := u.times(taps)
			scaleKept(&v, kept)
			if k > 0 {
				total := repeatCost(r.cost, k)
				total.Generic -= j
				v.cost = &total
				switch {
				case p.Tapped:
					v.action = fmt.Sprintf("%s, untap %s, then %s", r.how, p.name, u.action)
					if k > 1 {
						v.action += ", then " + again(k-1)
					}
				default:
					v.action = u.action + ", then " + again(k)
				}
				if j > 0 {
					v.ownPaid = partOf(u.pool, j)
					v.action += fmt.Sprintf(", %s of the mana it makes paying for the untap", v.ownPaid.String())
				}
			}
			v.fewer = len(all)
			all = append(all, v)
		}
		prevMax = maxKept
	}
	return all
}

// scaleKept makes the mana of v, of one type, kept.
func scaleKept(v *payUse, kept int) {
	for i, x := range v.pool {
		if x != 0 {
			v.pool[i] = kept
		}
	}
	for i, x := range v.usable {
		if x != 0 {
			v.usable[i] = kept
		}
	}
	for i, x := range v.made {
		if x != 0 {
			v.made[i] = int32(kept)
		}
	}
}

// partOf is n mana of the one type of pool.
func partOf(pool Pool, n int) Pool {
	var out Pool
	for i, x := range pool {
		if x != 0 {
			out[i] = n
		}
	}
	return out
}

// repeatCost is cost c paid n times.
func repeatCost(c ManaCost, n int) ManaCost {
	out := ManaCost{Generic: n * c.Generic, X: n * c.X}
	for i := 0; i < n; i++ {
		out.Symbols = append(out.Symbols, c.Symbols...)
	}
	return out
}
