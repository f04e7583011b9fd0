package rules

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// A spell that lets only mana produced by creatures be spent to cast it
// (Myr Superion) may be paid with the mana of a land made a creature first
// (Mutavault): its ability is activated before the spell is cast, paid
// with mana made then, and the mana the land makes once it is a creature is
// produced by a creature (CR 601.2g, 602.2, 106.6; Myr Superion's ruling of
// 2011-06-01). Only the spell's cost is restricted: the mana that pays for
// the land's ability may be any, a Forest's too, but it is made before the
// land is a creature, so the land's own mana pays for it only as a land's
// (one that came under its controller's control this turn can't be tapped
// as a creature, CR 302.6).
//
// The pay question works that out on the boards where some of those lands
// were made creatures (a mask of them) and some of those were tapped for
// mana first (a subset): the permanents that are no creatures then, and the
// lands tapped first, make their mana before, and pay as much of the
// abilities' mana as they can (no part of the spell); the rest, and the
// spell, are paid on the board where the lands are creatures, with the
// spell's restriction. That is exact where each of those permanents makes
// its mana by {T} alone, with nothing that adds to or replaces it, and,
// where creatures pay part of the abilities' mana, where no creature makes
// other mana once the lands are creatures.

// spendAnimations lists the lands of player's that the pay question of a
// spell paid only with creatures' mana may make creatures first; why says
// why it can't weigh them.
func spendAnimations(w *world, player string) (anims []animation, why string) {
	for _, q := range w.permsOf(player) {
		for _, a := range q.abilities {
			if an, ok := landAnimation(q, a); ok {
				anims = append(anims, an)
			}
		}
	}
	if len(anims) == 0 {
		return nil, ""
	}
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind == KindStatic && a.Static != nil && a.Static.Kind == StaticCantActivate {
				return anims, Possessive(q.name) + " ability \u201c" + a.Text + "\u201d may stop an ability once its permanent is a creature"
			}
			if a.Kind == KindMana && a.Mana != nil && a.Mana.Spend != "" && q.Controller == player {
				return anims, Possessive(q.name) + " mana can be spent only as it says, and on that ability or not, which the engine does not tell apart"
			}
		}
	}
	if len(anims) > 3 {
		return anims, "more than three lands of " + possessiveOf(PlayerName(player)) + " can be made creatures first, which the engine does not weigh"
	}
	return anims, ""
}

// spendFirst is a permanent tapped for mana before the lands are made
// creatures: its name and the mana it makes.
type spendFirst struct {
	name string
	pool Pool
}

// manaBefore is what the permanents of player's that are no creatures on
// w0, but for the lands of anims in mask, and the lands in tapped, make
// before those lands are made creatures: each tapped once for the most it
// can make by an ability whose cost is {T} alone, with what triggers on it
// and replaces its mana (Wild Growth, Mana Reflection). other says why
// some may make more otherwise (a Treasure sacrificed, Springleaf Drum
// tapping a creature, City of Brass's damage), which it does not count;
// why says why the engine can't tell.
func manaBefore(ctx context.Context, w0 *world, player string, anims []animation, mask, tapped int) (most int, firsts []spendFirst, other, why string) {
	in := func(i, set int) bool {
		for k, an := range anims {
			if set&(1<<k) != 0 && an.index == i {
				return true
			}
		}
		return false
	}
	var lands, others []spendFirst
	for _, q := range w0.permsOf(player) {
		first := in(q.i, tapped)
		if !first && (q.is("Creature") || in(q.i, mask) || q.Tapped) {
			continue
		}
		best := spendFirst{name: q.name}
		for _, a := range q.abilities {
			if a.Kind != KindMana && a.Kind != KindIntrinsic || a.Mana == nil {
				continue
			}
			if l := w0.canActivate(q, a); l.unknown != "" {
				return 0, nil, "", l.unknown
			} else if !l.ok {
				continue
			}
			if a.Cost != (Cost{Tap: true}) || len(a.Mana.Riders) > 0 || a.Mana.Spend != "" {
				if other == "" {
					other = Possessive(q.name) + " mana ability \u201c" + a.Text + "\u201d does more than tap it for mana, and the engine does not weigh its mana paying for the ability"
				}
				continue
			}
			runs, unknown := w0.runMana(ctx, q, a, newExplainer(), false, nil)
			if unknown != "" {
				return 0, nil, "", unknown
			}
			for _, run := range runs {
				if run.damage > 0 || run.later > 0 {
					if other == "" {
						other = q.name + " deals damage as it is tapped for mana, and the engine does not weigh its mana paying for the ability"
					}
					continue
				}
				if run.pool.Total() > best.pool.Total() {
					best.pool = run.pool
				}
			}
		}
		if best.pool.Total() == 0 {
			continue
		}
		most += best.pool.Total()
		if first {
			lands = append(lands, best)
		} else {
			others = append(others, best)
		}
	}
	return most, append(lands, others...), other, ""
}

// spendBoard is b with the lands of anims in mask made creatures, those in
// tapped tapped (for mana, before), the others as summoning sick as they
// are (CR 302.6); the generic mana their abilities cost, and their names.
func spendBoard(b *Board, anims []animation, mask, tapped int) (c Board, extra int, names []string) {
	return boardAnimated(b, anims, mask, func(i int, p *Permanent) {
		if tapped&(1<<i) != 0 {
			p.Tapped = true
		}
	})
}

// spendTries calls try for each mask of anims made creatures and each
// subset of them, untapped, tapped for mana first, until try says to stop.
func spendTries(w0 *world, anims []animation, try func(mask, tapped int) bool) {
	for mask := 1; mask < 1<<len(anims); mask++ {
		for tapped := 0; tapped < 1<<len(anims); tapped++ {
			if tapped&^mask != 0 {
				continue
			}
			untapped := true
			for i, an := range anims {
				if tapped&(1<<i) != 0 && w0.perms[an.index].Tapped {
					untapped = false
				}
			}
			if untapped && try(mask, tapped) {
				return
			}
		}
	}
}

// spendCase is one board spendTries weighs, made: the sub-question's
// board and cost, the mana of the abilities, the part of it the
// permanents tapped first pay, and those permanents.
type spendCase struct {
	// mask and tapped are the lands made creatures and those of them
	// tapped for mana first (spendTries).
	mask, tapped int
	board        Board
	extra        int
	paid         int
	names        []string
	firsts       []spendFirst
	cost         ManaCost
	// exact: the cost is the spell's alone, asked as any spell's.
	exact bool
	// unsure says why a "no" on this board does not stand: mana
	// manaBefore does not count may pay the rest of the abilities'.
	unsure string
}

// spendCaseOf makes the case of mask and tapped for cost; why says why the
// engine can't rule on it.
func spendCaseOf(ctx context.Context, b *Board, w0 *world, player string, anims []animation, mask, tapped int, cost ManaCost) (sc spendCase, why string) {
	sc.mask, sc.tapped = mask, tapped
	sc.board, sc.extra, sc.names = spendBoard(b, anims, mask, tapped)
	most, firsts, other, why := manaBefore(ctx, w0, player, anims, mask, tapped)
	if why != "" {
		return sc, why
	}
	if most < sc.extra {
		// Other mana may pay the rest: a "no" on this board does not
		// stand.
		sc.unsure = other
	}
	sc.paid = min(most, sc.extra)
	sc.cost = cost
	sc.cost.Generic += sc.extra - sc.paid
	sc.exact = sc.paid == sc.extra
	// The permanents whose mana pays for the abilities, in turn, as
	// many as it takes.
	got := 0
	for i, f := range firsts {
		if got >= sc.paid {
			sc.firsts = firsts[:i]
			break
		}
		got += f.pool.Total()
		sc.firsts = firsts[:i+1]
	}
	if sc.exact {
		return sc, ""
	}
	// Creatures pay the rest of the abilities' mana, made before the
	// lands are creatures, and a land made one may have paid for its own
	// as a land: what they make must be the same on the board where the
	// lands are creatures.
	ws := buildWorlds(ctx, &sc.board)
	if len(ws) != 1 {
		return sc, "the board is more than one, which the engine does not weigh"
	}
	w := ws[0]
	// runs is what ability a of p makes on w, with what triggers on it and
	// replaces it; nil where it can't be activated there.
	runs := func(w *world, p *perm, a *Ability) ([]Pool, string) {
		if l := w.canActivate(p, a); l.unknown != "" {
			return nil, l.unknown
		} else if !l.ok {
			return nil, ""
		}
		rs, unknown := w.runMana(ctx, p, a, newExplainer(), false, nil)
		var out []Pool
		for _, r := range rs {
			out = append(out, r.pool)
		}
		return out, unknown
	}
	mana := func(p *perm) []*Ability {
		var out []*Ability
		for _, a := range p.abilities {
			if (a.Kind == KindMana || a.Kind == KindIntrinsic) && a.Mana != nil {
				out = append(out, a)
			}
		}
		return out
	}
	for i, an := range anims {
		if mask&(1<<i) == 0 || tapped&(1<<i) != 0 {
			continue
		}
		// A land made a creature, not tapped first: where its mana as a
		// creature pays part of the abilities', it may be tapped for
		// mana as a land before instead, making as much.
		q0, q := w0.perms[an.index], w.perms[an.index]
		land := 0
		for _, a := range mana(q0) {
			pools, why := runs(w0, q0, a)
			if why != "" {
				return sc, why
			}
			for _, p := range pools {
				land = max(land, p.Total())
			}
		}
		for _, a := range mana(q) {
			pools, why := runs(w, q, a)
			if why != "" {
				return sc, why
			}
			for _, p := range pools {
				if p.Total() > min(land, 1) {
					return sc, Possessive(q0.name) + " mana as a creature is more than it makes as a land, and creatures pay part of the mana of the abilities before"
				}
			}
		}
	}
	for _, q0 := range w0.permsOf(player) {
		if !q0.is("Creature") {
			continue
		}
		q := w.perms[q0.i]
		before, after := mana(q0), mana(q)
		same := len(before) == len(after)
		for j := 0; same && j < len(before); j++ {
			a0, a := before[j], after[j]
			if same = a0.Text == a.Text && a0.Kind == a.Kind; !same {
				break
			}
			pre, why := runs(w0, q0, a0)
			if why != "" {
				return sc, why
			}
			post, why := runs(w, q, a)
			if why != "" {
				return sc, why
			}
			// What it can't make on w (a land that came this turn,
			// as a creature, CR 302.6) pays nothing there.
			same = post == nil || slices.Equal(pre, post)
		}
		if !same {
			return sc, Possessive(q0.name) + " mana changes once the lands are creatures, and creatures pay part of the mana of their abilities before"
		}
	}
	return sc, ""
}

// payCreatureMana tries card's cost, whose mana only creatures may produce
// (producedByCreatures), on the boards where lands of player's were made
// creatures first (spendTries), and answers r with the first that pays
// it. ok is false where none does; why says why the engine can't rule,
// where it can't on one of them.
func payCreatureMana(ctx context.Context, b *Board, player string, asked, cost ManaCost, cardText string, card *catalog.Card, r *Ruling) (ok bool, why string, err error) {
	if ctx.Value(animateKey{}) != nil {
		return false, "", nil
	}
	worlds := buildWorlds(ctx, b)
	if len(worlds) == 0 {
		return false, "", nil
	}
	if anims, _ := spendAnimations(worlds[0], player); len(anims) > 0 && len(worlds) > 1 {
		return false, spendWhy(card, "the board is more than one, which the engine does not weigh"), nil
	}
	w0 := worlds[0]
	anims, why := spendAnimations(w0, player)
	if len(anims) == 0 {
		return false, "", nil
	}
	if why != "" {
		return false, spendWhy(card, why), nil
	}
	ctx = context.WithValue(ctx, animateKey{}, true)
	var sub *Ruling
	var sc spendCase
	spendTries(w0, anims, func(mask, tapped int) bool {
		c, cwhy := spendCaseOf(ctx, b, w0, player, anims, mask, tapped, cost)
		if cwhy != "" {
			if why == "" {
				why = animatedWhy(c.names, cwhy)
			}
			return false
		}
		s := &Ruling{Question: "pay"}
		sctx, text := ctx, c.cost.String()
		if !c.exact {
			// The rest of the abilities' mana is no part of the
			// spell's cost (payStorage's).
			sctx = context.WithValue(ctx, firstCostKey{}, storageForSpell)
		} else {
			// The spell's own cost, with X as asked.
			text = ""
		}
		if text == "" {
			text = cost.String()
		}
		if err = payQuestion(sctx, &c.board, player, text, cardText, -1, s); err != nil {
			return true
		}
		if !s.Understood {
			if why == "" {
				why = animatedWhy(c.names, s.why)
			}
			return false
		}
		if s.Payable != nil && *s.Payable {
			sub, sc = s, c
			return true
		}
		if c.unsure != "" && why == "" {
			why = animatedWhy(c.names, c.unsure)
		}
		return false
	})
	if err != nil || sub == nil {
		if why != "" {
			why = spendWhy(card, why)
		}
		return false, why, err
	}
	*r = *sub
	r.Board = b.String()
	// The mana made first, each permanent's said once with how many
	// made it: "Forest's {G} (×2)", and the taps that make it.
	var made, taps []string
	for i := 0; i < len(sc.firsts); {
		f, n := sc.firsts[i], 1
		for i+n < len(sc.firsts) && sc.firsts[i+n] == f {
			n++
		}
		times := ""
		if n > 1 {
			times = fmt.Sprintf(" (\u00d7%d)", n)
		}
		made = append(made, Possessive(f.name)+" "+f.pool.String()+times)
		taps = append(taps, "tap "+f.name+" for "+f.pool.String()+times)
		i += n
	}
	rest := sc.extra - sc.paid
	with := ""
	switch {
	case len(made) > 0 && rest > 0:
		with = fmt.Sprintf(" with %s and {%d} of the mana below", joinAnd(made), rest)
	case len(made) > 0:
		with = " with " + joinAnd(made)
	}
	shown := fmt.Sprintf("%s after paying {%d} for %s%s", asked.String(), sc.extra, abilitiesOf(sc.names), with)
	notes := ""
	if _, after, ok := strings.Cut(sub.Answer, ". "); ok {
		notes = " " + after
	}
	yes := fmt.Sprintf("Yes, %s can pay %s.", PlayerName(player), shown)
	askedShown := cost.String()
	if !sc.exact {
		askedShown = sc.cost.String()
	}
	r.Answer = firstFitting(strings.Replace(sub.Answer, askedShown, shown, 1), yes+notes, yes)
	var event string
	switch {
	case len(taps) > 0 && rest > 0:
		event = fmt.Sprintf("first, %s; that mana and {%d} of this mana pay for %s: %s until end of turn", joinAnd(taps), rest, abilitiesOf(sc.names), becomes(sc.names))
	case len(taps) > 0:
		event = fmt.Sprintf("first, %s; that mana pays for %s: %s until end of turn", joinAnd(taps), abilitiesOf(sc.names), becomes(sc.names))
	default:
		event = fmt.Sprintf("first, {%d} of this mana pays for %s: %s until end of turn", rest, abilitiesOf(sc.names), becomes(sc.names))
	}
	for i := range r.Payments {
		pay := &r.Payments[i]
		pay.Events = append([]string{event}, pay.Events...)
		if !sc.exact {
			if spent, ok := withoutExtra(spentPool(pay.Spent), cost, rest, pay.phyLife); ok {
				pay.Spent = spent.String()
			}
		}
	}
	_, _, line := producedOnly(card)
	how := "with mana made before the spell is cast, which may be any"
	if len(taps) > 0 {
		how = "with the mana of " + joinAnd(uniq(firstNames(sc.firsts))) + ", made before the spell is cast, which may pay for it though it can pay no part of the spell"
	}
	text := fmt.Sprintf("%s says \u201c%s\u201d, and %s can first activate %s %s: %s until end of turn", card.Name, line, PlayerName(player), abilitiesOf(sc.names), how, becomes(sc.names))
	var as []string
	for i, an := range anims {
		q := w0.perms[an.index]
		if sc.mask&(1<<i) != 0 && sc.tapped&(1<<i) == 0 && !q.Tapped && (!q.Sick || q.haste || q.asHaste != "") {
			as = append(as, an.name)
		}
	}
	if len(as) > 0 {
		text += fmt.Sprintf("; %s %s been under %s control since %s turn began, so %s can be tapped for mana as %s, and that mana is produced by a creature", joinAnd(uniq(as)), map[bool]string{true: "has", false: "have"}[len(as) == 1], possessiveOf(PlayerName(player)), possessiveOf(PlayerName(player)), map[bool]string{true: "it", false: "they"}[len(as) == 1], map[bool]string{true: "a creature", false: "creatures"}[len(as) == 1])
	}
	var before []string
	for i, an := range anims {
		if sc.tapped&(1<<i) != 0 && slices.ContainsFunc(sc.firsts, func(f spendFirst) bool { return f.name == an.name }) {
			before = append(before, an.name)
		}
	}
	if len(before) > 0 {
		one := len(uniq(before)) == 1 && len(before) == 1
		text += fmt.Sprintf("; %s %s tapped for mana as %s first, and %s a creature as the other mana is made", joinAnd(uniq(before)), map[bool]string{true: "is", false: "are"}[one], map[bool]string{true: "a land", false: "lands"}[one], map[bool]string{true: "is", false: "are"}[one])
	}
	step := Reason{Text: text, Rules: []string{"601.2g", "602.2", "302.6", "106.6"}}
	for _, name := range sc.names {
		step.Rulings = append(step.Rulings, rulingsAbout(name, "continuously controlled that permanent")...)
	}
	step.Rulings = append(step.Rulings, rulingsAbout(card.Name, "produced by the abilities of one or more creatures")...)
	for _, cr := range step.Rulings {
		if !slices.Contains(r.Rulings, cr) {
			r.Rulings = append(r.Rulings, cr)
		}
	}
	r.Steps = append([]Reason{step}, r.Steps...)
	r.Rules = sortRules(ruleSet(append(r.Rules, step.Rules...)))
	return true, "", nil
}

// firstNames are the names of firsts.
func firstNames(firsts []spendFirst) []string {
	var out []string
	for _, f := range firsts {
		out = append(out, f.name)
	}
	return out
}

// becomes is "Mutavault becomes a creature", "Mutavault and Mishra's
// Factory become creatures".
func becomes(names []string) string {
	if len(names) == 1 {
		return names[0] + " becomes a creature"
	}
	if len(uniq(names)) == 1 {
		return "each " + names[0] + " becomes a creature"
	}
	return joinAnd(names) + " become creatures"
}

// spendWhy says why the engine can't rule on a spell paid only with
// creatures' mana where lands can be made creatures first.
func spendWhy(card *catalog.Card, why string) string {
	_, _, line := producedOnly(card)
	return fmt.Sprintf("%s says \u201c%s\u201d, and a land can be made a creature first, whose mana is then produced by a creature (CR 601.2g, 106.6), but %s", card.Name, line, why)
}

// creatureManaMost is the most of sym's mana (nil: any), up to n, that
// player can spend on card (producedByCreatures) on the boards where lands
// of player's were made creatures first, beside the mana of their
// abilities; unknown where one of them can't be ruled on.
func creatureManaMost(ctx context.Context, b *Board, player, cardText string, n int, sym *CostSymbol) (most int, unknown bool, err error) {
	if sym != nil && (sym.Kind == SymHybrid && len(sym.Colors) != 2 || sym.Kind != SymColored && sym.Kind != SymColorless && sym.Kind != SymHybrid && sym.Kind != SymSnow) {
		return 0, true, nil
	}
	worlds := buildWorlds(ctx, b)
	if len(worlds) != 1 {
		return 0, true, nil
	}
	w0 := worlds[0]
	anims, why := spendAnimations(w0, player)
	if why != "" {
		return 0, true, nil
	}
	ctx = context.WithValue(context.WithValue(ctx, animateKey{}, true), firstCostKey{}, storageForSpell)
	spendTries(w0, anims, func(mask, tapped int) bool {
		for k := n; k > most; k-- {
			cost := ManaCost{Generic: k}
			if sym != nil {
				cost = repeatSymbol(*sym, k)
			}
			c, cwhy := spendCaseOf(ctx, b, w0, player, anims, mask, tapped, cost)
			if cwhy != "" {
				unknown = true
				return true
			}
			s := &Ruling{Question: "pay"}
			if err = payQuestion(ctx, &c.board, player, c.cost.String(), cardText, -1, s); err != nil {
				return true
			}
			if !s.Understood || s.Payable != nil && !*s.Payable && !strings.HasPrefix(s.Answer, "No, "+PlayerName(player)+" can't pay ") {
				// A "no" for other reasons than the mana (the spell
				// can't be cast on that board) does not count it.
				unknown = true
				return true
			}
			if s.Payable != nil && *s.Payable {
				most = k
				break
			}
			if c.unsure != "" {
				unknown = true
				return true
			}
		}
		return false
	})
	return most, unknown, err
}

// spendOnce lists the lands of player's that, made creatures first, can
// be tapped for mana as creatures: untapped, and controlled since the
// turn began or with haste (CR 302.6). Their mana can pay a spell that
// allows only creatures' mana once they are creatures.
func spendOnce(ctx context.Context, b *Board, player string) []animation {
	if ctx.Value(animateKey{}) != nil {
		return nil
	}
	worlds := buildWorlds(ctx, b)
	if len(worlds) != 1 {
		return nil
	}
	anims, _ := spendAnimations(worlds[0], player)
	var out []animation
	for i, an := range anims {
		if q := worlds[0].perms[an.index]; q.Tapped || q.Sick && !q.haste && q.asHaste == "" {
			continue
		}
		// It makes mana as a creature (not under Humility).
		c, _, _ := spendBoard(b, anims, 1<<i, 0)
		ws := buildWorlds(ctx, &c)
		if len(ws) != 1 {
			continue
		}
		q := ws[0].perms[an.index]
		if slices.ContainsFunc(q.abilities, func(a *Ability) bool {
			return (a.Kind == KindMana || a.Kind == KindIntrinsic) && a.Mana != nil && ws[0].canActivate(q, a).ok
		}) {
			out = append(out, an)
		}
	}
	return out
}

// spendSick names the untapped lands of player's that can be made
// creatures first but came under player's control this turn, without
// haste: as creatures they can't be tapped for mana (CR 302.6).
func spendSick(ctx context.Context, b *Board, player string) []string {
	worlds := buildWorlds(ctx, b)
	if ctx.Value(animateKey{}) != nil || len(worlds) != 1 {
		return nil
	}
	anims, _ := spendAnimations(worlds[0], player)
	var out []string
	for _, an := range anims {
		if q := worlds[0].perms[an.index]; !q.Tapped && q.Sick && !q.haste && q.asHaste == "" {
			out = append(out, an.name)
		}
	}
	return uniq(out)
}

// uniq is names with each name once, in order.
func uniq(names []string) []string {
	var out []string
	for _, n := range names {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}
