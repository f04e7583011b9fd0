package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A storage land puts a counter on itself with one ability ("{1}, {T}: Put
// a storage counter on this land.") and removes any number of them with a
// mana ability ("{1}, Remove X storage counters from this land: Add X mana
// in any combination of {W} and/or {U}.", Calciform Pools). Before a cost
// is paid its controller may activate the first, its {1} paid with mana
// made first, which stays in the pool (CR 601.2g, 106.4, 602.2b): the land
// is then tapped, with one more counter for its mana ability to remove.
// That never makes more mana in all (the {1} and the land's own {T} mana
// buy one counter, worth one mana), but it may make more of a type, and
// pay a cost mana alone can't. The pay and mana questions work it out as
// the animations are (pay_animate.go): on the boards where some of the
// player's storage lands had that counter put first, the cost raised by
// the abilities' mana.

// storageKey marks the context of a question asked of a board on which
// storage counters were put first (storageBoard).
type storageKey struct{}

// firstCostKey marks the context of a question whose cost has added to it
// the mana of abilities activated first (a storage counter put, payStorage
// and manaStorage; a land made a creature, payAnimated and manaAnimated);
// its value is a storageMode.
type firstCostKey struct{}

// storageMode says what the cost asked on such a board is: a spell's
// total cost with the abilities' mana added, or mana of a type with it
// added, for no spell. The abilities' mana is no part of a spell's cost:
// no effect on spells changes it, no mana spent only on the spell and no
// tap for convoke or improvise pays it.
type storageMode int

const (
	storageForSpell storageMode = iota + 1
	storageForMana
)

// storageWhyNotSpell says why a spell's cost with a storage ability's mana
// added is not worked out as one cost, "" where it is: an effect changes
// the spell's cost (changed), mana may be spent only on some spells
// (spendOnly), or creatures or artifacts are tapped for the spell
// (tapsToPay).
func storageWhyNotSpell(changed bool, spendOnly []string, tapsToPay string) string {
	switch {
	case changed:
		return "effects change the spell's cost, and not the mana paid for that ability, which the engine does not tell apart"
	case len(spendOnly) > 0:
		return Possessive(joinAnd(spendOnly)) + " mana can be spent only as it says, and on that ability or not, which the engine does not tell apart"
	case tapsToPay != "":
		return "what is tapped to " + tapsToPay + " pays only the spell, not that ability, which the engine does not tell apart"
	}
	return ""
}

// storageFirst is a permanent whose ability puts a counter on itself that
// its own mana ability removes: its index on the board, the generic mana
// the ability costs, its name, the counter's kind and the ability's text.
// tap says its cost taps it, so that it is activated at most once; times
// is how many times it may be activated (1 where it taps), at most the
// mana the player's permanents make over its cost where it does not
// (Gemstone Array's "{2}: Put a charge counter on this.").
type storageFirst struct {
	index   int
	generic int
	name    string
	kind    string
	ability string
	tap     bool
	times   int
}

// rePutOwnCounter is an effect that puts one counter of a kind on its own
// permanent: "Put a storage counter on this land."
var rePutOwnCounter = regexp.MustCompile(`^Put an? ([a-z+/-]+) counter on (.+)\.$`)

// storageCounterOf reports whether a, an activated ability of p, costs
// generic mana and nothing else but {T}, and puts one counter of a kind on
// p that p's mana ability reads: with {T}, one that removes X of them
// (usedApart, a storage land's); without, of at least {1}, one that
// removes one of them for one mana (eachCounterTemplate: Gemstone Array's
// "{2}: Put a charge counter on this.", Iceberg's "{3}: Put an ice counter
// on this."). It returns the kind, the mana it costs and whether it taps.
func storageCounterOf(p *perm, a *Ability) (kind string, generic int, tap, ok bool) {
	if a.Kind != KindActivated {
		return "", 0, false, false
	}
	if a.Cost != (Cost{Mana: a.Cost.Mana, Tap: a.Cost.Tap}) || a.Cost.Mana == "" {
		return "", 0, false, false
	}
	c, err := ParseManaCost(a.Cost.Mana)
	if err != nil || len(c.Symbols) > 0 || c.X > 0 || c.Generic < 1 {
		return "", 0, false, false
	}
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return "", 0, false, false
	}
	m := rePutOwnCounter.FindStringSubmatch(strings.TrimSpace(withoutReminders(effect)))
	if m == nil || !slices.Contains([]string{"this land", "this artifact", "this permanent", p.name, p.Card.Name}, m[2]) {
		return "", 0, false, false
	}
	for _, b := range p.abilities {
		if b.Kind != KindMana {
			continue
		}
		if a.Cost.Tap && usedApart(p, b) && strings.EqualFold(b.Cost.RemoveKind, m[1]) {
			return m[1], c.Generic, true, true
		}
		if k, _, each := eachCounterTemplate(b); !a.Cost.Tap && each && strings.EqualFold(k, m[1]) {
			return m[1], c.Generic, false, true
		}
	}
	return "", 0, false, false
}

// reCounterChange is text that may change how many counters an effect
// puts ("twice that many", "an additional", "that many plus one") or stop
// it ("Counters can't be put on artifacts, creatures, enchantments, or
// lands."): with it on the board, a storage counter put first is not
// worked out.
var reCounterChange = regexp.MustCompile(`(?i)\bcounters?\b[^.]*\b(?:twice that many|half that many|additional|plus one|instead|can't|cannot)\b|\bwould put\b[^.]*\bcounters?\b|\bcan't (?:get|have)\b[^.]*\bcounters?\b`)

// storageFirsts lists player's permanents whose storage counter may be
// put first (storageCounterOf) and whose ability can be activated now;
// none inside a question already asked of such a board, on a board of
// more than one order of effects, where an effect may change how many
// counters are put, or where an ability of the player's may untap a
// permanent.
func storageFirsts(ctx context.Context, b *Board, player string) []storageFirst {
	sf, _ := storageFirstsWhy(ctx, b, player)
	return sf
}

// storageFirstsWhy is storageFirsts, with why the engine does not work
// out the counters put first where that is for the life the mana that
// pays for them costs, or for an ability that puts a counter without
// tapping its permanent (storageCounterOf): it is activated too many
// times, beside another such ability, or beside an ability that untaps a
// permanent; "" elsewhere.
func storageFirstsWhy(ctx context.Context, b *Board, player string) ([]storageFirst, string) {
	if ctx.Value(storageKey{}) != nil || b.Step == StepUntap || b.Step == StepCleanup {
		return nil, ""
	}
	worlds := buildWorlds(ctx, b)
	if len(worlds) != 1 {
		return nil, ""
	}
	w := worlds[0]
	var out []storageFirst
	repeats := false
	for _, q := range w.perms {
		if q.Controller != player {
			continue
		}
		for _, a := range q.abilities {
			kind, generic, tap, ok := storageCounterOf(q, a)
			if !ok {
				continue
			}
			l := w.canActivate(q, a)
			if !l.ok {
				continue
			}
			if l.unknown != "" {
				// An unnamed Pithing Needle may name it (CR 602.5).
				return nil, "whether " + Possessive(q.name) + " ability \u201c" + a.Text + "\u201d can be activated is not known: " + l.unknown
			}
			times := 1
			if !tap {
				// Each activation takes {N} of mana made first: at most
				// the most the permanents make, its own counters' mana
				// counted too, over N.
				most, _, ok := w.manaBound(ctx, player)
				if !ok {
					return nil, "an ability that untaps a permanent may make more mana to pay for it, or the engine can't read a permanent's mana, so how many times it can be activated is not known"
				}
				if times = most / generic; times == 0 {
					continue
				}
				repeats = true
			}
			out = append(out, storageFirst{index: q.i, generic: generic, name: q.name, kind: kind, ability: a.Text, tap: tap, times: times})
		}
	}
	if len(out) == 0 || len(out) > maxStorageFirsts {
		return nil, ""
	}
	if life, why := payerLife(b, player, nil, false); life >= 0 || why != "" {
		// The mana that pays for an ability activated first is made
		// with priority: the life it costs, and the damage it deals,
		// its triggers' too, which resolve before that ability, are
		// weighed by state-based actions before the spell is cast
		// (CR 117.5, 704.5a), which the ways, whose mana is all made
		// while the spell is cast, do not say.
		if _, loss, ok := w.manaBound(ctx, player); !ok || loss > 0 && (why != "" || loss >= life) {
			return nil, "the mana that pays for it is made with priority, before the spell is cast, and the life that mana costs, or the damage it deals, may end the game first (CR 117.5, 704.5a), which the engine does not work out"
		}
	}
	switch {
	case repeats && len(out) > 1:
		// Only one such ability is worked out, alone: the mana its
		// counters make never pays for its own activations to gain
		// (N mana buy one counter, worth one), and the fewest
		// activations that pay a cost are paid with the other
		// permanents' mana alone, which another such ability's
		// counters, put first in turn, would not be.
		return nil, "the engine does not work it out beside " + Possessive(out[1].name) + " ability that puts counters first too"
	case repeats && out[0].times > maxStorageRepeats:
		return nil, fmt.Sprintf("the mana of the permanents could pay for it up to %d times, more than the %d the engine works out", out[0].times, maxStorageRepeats)
	}
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if reCounterChange.MatchString(a.Text) {
				return nil, ""
			}
			// An ability of the player's that untaps a permanent may
			// untap a storage land tapped for its counter, for another
			// (Deserted Temple's "{1}, {T}: Untap target land."): that
			// is not worked out.
			if q.Controller == player && (a.Kind == KindActivated || a.Kind == KindMana) && w.untapsStorage(q, a, out) {
				return nil, ""
			}
		}
	}
	return out, ""
}

// untapsStorage reports whether a, an ability of q, may untap one of the
// storage lands sf: it untaps a target that may be one of them, or itself
// where q is one, or something the engine does not read, and it can be
// activated.
func (w *world) untapsStorage(q *perm, a *Ability, sf []storageFirst) bool {
	untaps, self := untapsOf(a, q)
	if !untaps || !w.canActivate(q, a).ok {
		return false
	}
	t, _, _, ok := untapTargetOf(a)
	for _, s := range sf {
		i := slices.IndexFunc(w.perms, func(x *perm) bool { return x.i == s.index })
		if i < 0 {
			return true
		}
		p := w.perms[i]
		switch {
		case self:
			if p == q {
				return true
			}
		case !ok || t.names(p, q):
			return true
		}
	}
	return false
}

// maxStorageFirsts bounds the storage lands whose counters put first are
// worked out: each set of them is a board asked again.
const maxStorageFirsts = 3

// maxStorageRepeats bounds the activations worked out of an ability that
// puts a counter first and does not tap its permanent: each number of
// them is a board asked again.
const maxStorageRepeats = 6

// storageBoards is how many boards storageBoard makes of sf: each
// permanent's activations from none to its times, in every combination.
func storageBoards(sf []storageFirst) int {
	n := 1
	for _, s := range sf {
		n *= s.times + 1
	}
	return n
}

// storageCounts reads code as the number of activations of each of sf,
// the first the fastest to change: 0 is none of them, and where each
// taps, bit i of code is whether sf[i]'s is activated.
func storageCounts(sf []storageFirst, code int) []int {
	counts := make([]int, len(sf))
	for i, s := range sf {
		counts[i] = code % (s.times + 1)
		code /= s.times + 1
	}
	return counts
}

// manaBound is at most how much mana player's permanents make, each the
// most of one of its mana abilities, an ability's used apart (counters
// removed) included, and at most how much life making it costs them, paid
// or dealt as damage, triggers' included; ok is false where an ability of
// theirs untaps a permanent, which may make its mana again, or the engine
// can't read a permanent's mana.
func (w *world) manaBound(ctx context.Context, player string) (mana, loss int, ok bool) {
	mine := w.permsOf(player)
	if len(w.untappersIn(mine)) > 0 {
		return 0, 0, false
	}
	own := map[*perm]int{}
	var tapCost []tapCostUses
	for _, s := range mine {
		out := &paySources{}
		uses, why := w.usesOf(ctx, s, nil, true, newExplainer(), out)
		if why != "" {
			return 0, 0, false
		}
		tapCost = append(tapCost, out.tapCost...)
		most, lost := 0, 0
		for _, list := range [][]payUse{uses, out.apart, out.repeat} {
			for ui := range list {
				u := &list[ui]
				most = max(most, u.pool.Total())
				lost = max(lost, u.life+u.damage+u.later)
			}
		}
		for _, t := range out.tapCost {
			for ui := range t.uses {
				u := &t.uses[ui]
				lost = max(lost, u.life+u.damage+u.later)
			}
		}
		own[s] = most
		mana += most
		loss += lost
	}
	if len(tapCost) > 0 {
		mana += w.tapCostMost(nil, false, mine, own, tapCost)
	}
	return mana, loss, true
}

// storageCovered reports whether the question works out the storage
// counters player may put first (storageFirsts), so that their abilities
// need not stop the answer (beforePaying).
func storageCovered(ctx context.Context, b *Board, player string) bool {
	return ctx.Value(storageKey{}) != nil || len(storageFirsts(ctx, b, player)) > 0
}

// storageBoard is b with the counters of the permanents of sf put as code
// says (storageCounts): each that taps tapped, each with one more counter
// for each activation; extra is the mana the activations cost, names the
// permanents' names.
func storageBoard(b *Board, sf []storageFirst, code int) (c Board, extra int, names []string) {
	c = *b
	c.Permanents = append([]*Permanent(nil), b.Permanents...)
	for i, k := range storageCounts(sf, code) {
		if k == 0 {
			continue
		}
		s := sf[i]
		p := *c.Permanents[s.index]
		p.Tapped = p.Tapped || s.tap
		p.Counters = append([]Counter(nil), p.Counters...)
		found := false
		for j := range p.Counters {
			if strings.EqualFold(p.Counters[j].Kind, s.kind) {
				p.Counters[j].N += k
				found = true
			}
		}
		if !found {
			p.Counters = append(p.Counters, Counter{Kind: s.kind, N: k})
		}
		c.Permanents[s.index] = &p
		extra += k * s.generic
		names = append(names, s.name)
	}
	return c, extra, names
}

// storageWhy says why the engine can't rule where it can't on a board
// where the permanents names had a counter put first.
func storageWhy(names []string, why string) string {
	return Possessive(joinAnd(names)) + " ability can first put a counter on it (CR 601.2g, 106.4), and then " + why
}

// storageRepeated says, of the permanent of sf whose ability does not tap
// it and is activated more than once as code says, how many times, for a
// step: "; activated twice, it puts 2 charge counters on it"; "" where
// none is.
func storageRepeated(sf []storageFirst, code int) string {
	for i, k := range storageCounts(sf, code) {
		if k > 1 && !sf[i].tap {
			return fmt.Sprintf("; activated %s, it puts %s on it", timesWord(k), countNoun(k, sf[i].kind+" counter"))
		}
	}
	return ""
}

// storageCounters is k counters of kind, in words: "a charge counter", "2
// charge counters".
func storageCounters(k int, kind string) string {
	if k == 1 {
		return article(kind + " counter")
	}
	return countNoun(k, kind+" counter")
}

// storageCosts is what the abilities of sf activated as code says cost, in
// the words of a step: "({1}, {T})", all they cost where they tap, and
// "({2})", what one activation costs, where one does not.
func storageCosts(sf []storageFirst, code int, extra int) string {
	if len(sf) == 1 && !sf[0].tap {
		return fmt.Sprintf("({%d})", sf[0].generic)
	}
	return fmt.Sprintf("({%d}, {T})", extra)
}

// payStorage tries the cost on the boards where some of player's storage
// lands had a counter put first: the first that pays it answers r, with a
// step that says which. ok is false when none does; why then says why the
// engine can't rule where it can't on one of those boards.
func payStorage(ctx context.Context, b *Board, player string, asked, full ManaCost, cardText string, sf []storageFirst, into *Ruling) (bool, string, error) {
	ctx = context.WithValue(context.WithValue(ctx, storageKey{}, true), firstCostKey{}, storageForSpell)
	board := func(code int) (Board, int, []string) { return storageBoard(b, sf, code) }
	sub, code, extra, names, unknown, err := payOnBoards(ctx, storageBoards(sf), board, storageWhy, player, full, cardText)
	if err != nil || sub == nil {
		return false, unknown, err
	}
	// r is written only once the ways are read.
	out := *sub
	r := &out
	r.Board = b.String()
	// The ways are listed below it: the answer says only what comes
	// first.
	them := "it"
	if len(names) > 1 {
		them = "each"
	}
	counts := storageCounts(sf, code)
	r.Answer = fmt.Sprintf("Yes, %s can pay %s, after first paying {%d} and tapping %s to put a counter on %s.", PlayerName(player), asked.String(), extra, joinAnd(names), them)
	if len(sf) == 1 && !sf[0].tap {
		r.Answer = fmt.Sprintf("Yes, %s can pay %s, after first paying {%d} to put %s on %s.", PlayerName(player), asked.String(), extra, storageCounters(counts[0], sf[0].kind), sf[0].name)
	}
	// Each way's first source is the ability that puts the counter,
	// its mana spent on it, not on the cost.
	var firsts []PaymentSource
	for i, f := range sf {
		switch k := counts[i]; {
		case k == 0:
		case f.tap:
			firsts = append(firsts, PaymentSource{Card: f.name, Count: 1, Ability: f.ability, Action: fmt.Sprintf("pay {%d} and tap %s to put a %s counter on it, first", f.generic, f.name, f.kind)})
		case k == 1:
			firsts = append(firsts, PaymentSource{Card: f.name, Count: 1, Ability: f.ability, Action: fmt.Sprintf("pay {%d} to put %s on %s, first", f.generic, storageCounters(1, f.kind), f.name)})
		default:
			firsts = append(firsts, PaymentSource{Card: f.name, Count: 1, Ability: f.ability, Action: fmt.Sprintf("activate %s ability %s, paying {%d} each time, to put %s on it, first", Possessive(f.name), timesWord(k), f.generic, storageCounters(k, f.kind))})
		}
	}
	for i := range r.Payments {
		pay := &r.Payments[i]
		spent, ok := withoutExtra(spentPool(pay.Spent), full, extra, pay.phyLife)
		if !ok {
			return false, storageWhy(names, "which of the mana spent pays its ability the engine does not work out"), nil
		}
		pay.Spent = spent.String()
		pay.Sources = append(append([]PaymentSource(nil), firsts...), pay.Sources...)
	}
	step := Reason{Text: fmt.Sprintf("%s can first activate %s ability %s before the spell is cast, the mana that pays it made first and the rest staying in the pool: it puts a counter on it, which its mana ability can then remove%s; the ways to pay include that {%d}", Capital(PlayerName(player)), Possessive(joinAnd(names)), storageCosts(sf, code, extra), storageRepeated(sf, code), extra), Rules: []string{"601.2g", "106.4", "602.2b"}}
	r.Steps = append([]Reason{step}, r.Steps...)
	r.Rules = sortRules(ruleSet(append(r.Rules, step.Rules...)))
	*into = out
	return true, "", nil
}

// manaStorage raises the most of each type of mana to what player can
// make on the boards where some of their storage lands had a counter put
// first, less the mana that costs; the most in all, which that never
// raises, is checked. why says what stops the answer.
func manaStorage(ctx context.Context, b *Board, player string, sf []storageFirst, total *int, byType map[string]int, e *explainer) (string, error) {
	ctx = context.WithValue(context.WithValue(ctx, storageKey{}, true), firstCostKey{}, storageForMana)
	for code := 1; code < storageBoards(sf); code++ {
		c, extra, names := storageBoard(b, sf, code)
		sub := &Ruling{Question: "mana"}
		if err := manaQuestion(ctx, &c, player, sub); err != nil {
			return "", err
		}
		if !sub.Understood || sub.MaxMana == nil {
			return storageWhy(names, sub.why), nil
		}
		if *sub.MaxMana-extra > *total {
			return storageWhy(names, "more mana may be made in all, which the engine does not work out"), nil
		}
		more, why, err := raiseByType(ctx, &c, player, extra, sub, byType)
		if err != nil {
			return "", err
		}
		if why != "" {
			return storageWhy(names, why), nil
		}
		if len(more) > 0 {
			e.step(fmt.Sprintf("%s can first activate %s ability %s, paying for it with mana made first, which stays in the pool: it puts a counter on it for its mana ability to remove%s. That makes no more mana in all, but more of a type: at most %s, less the {%d}", Capital(PlayerName(player)), Possessive(joinAnd(names)), storageCosts(sf, code, extra), storageRepeated(sf, code), joinAnd(more), extra), "601.2g", "106.4", "602.2b")
		}
	}
	return "", nil
}

// poolPaysExactly reports whether the pool pays the cost exactly, with the life
// given for Phyrexian symbols (CR 107.4, 118.3). Snow ({S}) is matched by
// any mana: the answer's mana does not say which source made it.
func poolPaysExactly(p Pool, c ManaCost, life int) bool {
	var try func(i int, p Pool, life int) bool
	try = func(i int, p Pool, life int) bool {
		if i == len(c.Symbols) {
			return p.Total() == c.Generic
		}
		s := c.Symbols[i]
		take := func(col Color, n int) bool {
			if p[col] < n {
				return false
			}
			q := p
			q[col] -= n
			return try(i+1, q, life)
		}
		switch s.Kind {
		case SymColored:
			return take(s.Colors[0], 1)
		case SymColorless:
			return take(Colorless, 1)
		case SymHybrid, SymHybridPhyrexian, SymPhyrexian:
			for _, col := range s.Colors {
				if take(col, 1) {
					return true
				}
			}
			if s.Kind != SymHybrid && life >= 2 && try(i+1, p, life-2) {
				return true
			}
			return false
		case SymMonoHybrid:
			if take(s.Colors[0], 1) {
				return true
			}
			for a := Color(0); a <= Colorless; a++ {
				for b := a; b <= Colorless; b++ {
					q := p
					q[a]--
					q[b]--
					if q[a] >= 0 && q[b] >= 0 && try(i+1, q, life) {
						return true
					}
				}
			}
			return false
		case SymSnow:
			for col := Color(0); col <= Colorless; col++ {
				if take(col, 1) {
					return true
				}
			}
			return false
		}
		return false
	}
	return try(0, p, life)
}

// withoutExtra is the part of a way's spent mana that pays cost, where
// extra generic mana of it paid for abilities activated first; ok is
// false where no part of it does.
func withoutExtra(spent Pool, cost ManaCost, extra, life int) (Pool, bool) {
	var try func(from Color, left int, p Pool) (Pool, bool)
	try = func(from Color, left int, p Pool) (Pool, bool) {
		if left == 0 {
			return p, poolPaysExactly(p, cost, life)
		}
		for c := from; c <= Colorless; c++ {
			if p[c] == 0 {
				continue
			}
			q := p
			q[c]--
			if r, ok := try(c, left-1, q); ok {
				return r, true
			}
		}
		return Pool{}, false
	}
	return try(White, extra, spent)
}

// spentPool reads a way's spent mana ("{W}{G}"); "" is none.
func spentPool(s string) Pool {
	p, _ := parseSymbols(s)
	return p
}
