package rules

import (
	"context"
	"fmt"
	"strings"
)

// outcomeSet gathers outcomes, merging those that come out the same.
type outcomeSet struct {
	list  []*Outcome
	index map[string]int
	more  []int
}

func (s *outcomeSet) add(key string, choice string, o Outcome) {
	if i, ok := s.index[key]; ok {
		if choice != "" && !contains(s.list[i].Choices, choice) {
			if len(s.list[i].Choices) < maxPaths {
				s.list[i].Choices = append(s.list[i].Choices, choice)
			} else {
				s.more[i]++
			}
		}
		return
	}
	if choice != "" {
		o.Choices = []string{choice}
	} else {
		o.Choices = []string{}
	}
	if s.index == nil {
		s.index = map[string]int{}
	}
	s.index[key] = len(s.list)
	s.list = append(s.list, &o)
	s.more = append(s.more, 0)
}

// addRuns adds the results of a mana ability as outcomes, their choices
// led by the world's timestamp order and which ability it was.
func (s *outcomeSet) addRuns(w *world, which []string, runs []manaRun) {
	for _, run := range runs {
		var choices []string
		if w.label != "" {
			choices = append(choices, w.label)
		}
		choices = append(append(choices, which...), run.choices...)
		mana := run.pool.String()
		s.add(run.key, strings.Join(choices, "; "), Outcome{Mana: &mana, Events: run.events})
	}
}

func (s *outcomeSet) outcomes() []Outcome {
	out := make([]Outcome, len(s.list))
	for i, o := range s.list {
		out[i] = *o
		if s.more[i] > 0 {
			out[i].Choices = append(out[i].Choices, fmt.Sprintf("and %d more ways", s.more[i]))
		}
		if out[i].Events == nil {
			out[i].Events = []string{}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// legality is whether an ability can be activated now, and why not.
type legality struct {
	ok      bool
	why     string
	rules   []string
	rulings []rulingRef
	unknown string
}

// canActivate checks an activated ability's costs and restrictions against
// the board (CR 602.2, 107.5, 107.6, 302.6, 702.10).
func (w *world) canActivate(p *perm, a *Ability) legality {
	b := w.b
	if a.Cost.Tap && p.Tapped {
		return legality{why: p.name + " is already tapped, and a tapped permanent can't be tapped again to pay a {T} cost", rules: []string{"107.5"}}
	}
	if a.Cost.Untap && !p.Tapped {
		r := legality{why: p.name + " is untapped, and an untapped permanent can't be untapped again to pay a {Q} cost", rules: []string{"107.6"}}
		if p.name == "Pili-Pala" || p.name == "Order of Whiteclay" {
			r.rulings = []rulingRef{{p.name, "2008-05-01"}}
		}
		return r
	}
	if (a.Cost.Tap || a.Cost.Untap) && p.is("Creature") && p.Sick && !p.haste {
		sym := "{T}"
		if a.Cost.Untap {
			sym = "{Q}"
		}
		return legality{why: p.name + " is a creature its controller has not controlled continuously since their most recent turn began, it has no haste, and the ability has " + sym + " in its cost", rules: []string{"302.6", "702.10c"}}
	}
	if a.Cost.RemoveCounters > 0 && p.counters(a.Cost.RemoveKind) < a.Cost.RemoveCounters {
		return legality{why: fmt.Sprintf("the cost removes %s from %s, and it has %d", plural(a.Cost.RemoveCounters, a.Cost.RemoveKind+" counter"), p.name, p.counters(a.Cost.RemoveKind)), rules: []string{"602.2b"}}
	}
	if a.Cost.PayLife > 0 {
		if pl := b.Player(p.Controller); pl != nil && pl.Life != nil && *pl.Life < a.Cost.PayLife && b.Format != Format2HG {
			return legality{why: fmt.Sprintf("the cost pays %d life and %s has %d", a.Cost.PayLife, p.Controller, *pl.Life), rules: []string{"602.2b"}}
		}
	}
	if a.Cost.Sacrifice != "" && a.Cost.Sacrifice != "this" {
		if w.controlCount(p.Controller, a.Cost.Sacrifice) == 0 {
			return legality{why: "the cost sacrifices a " + a.Cost.Sacrifice + " and " + p.Controller + " controls none", rules: []string{"602.2b"}}
		}
	}
	r := a.Restriction
	if l := w.activationChecks(p, a); !l.ok || l.unknown != "" {
		return l
	}
	if r.Sorcery {
		if b.activeTeam(p.Controller) == false || (b.Step != StepMain1 && b.Step != StepMain2) {
			return legality{why: "it can be activated only as a sorcery: in its controller's main phase, with an empty stack", rules: []string{"602.5d"}}
		}
	}
	if r.Step != "" {
		if b.Step != StepCombat {
			return legality{why: "it can be activated only during the " + r.Step + " step, and the board is in the " + string(b.Step) + " step", rules: []string{"602.5b"}}
		}
		return legality{ok: true, unknown: "it can be activated only during the " + r.Step + " step; the board says combat, which does not say which step of combat"}
	}
	if b.Step == StepUntap {
		return legality{why: "no player gets priority during the untap step, so no ability can be activated", rules: []string{"502.4"}}
	}
	return legality{ok: true}
}

// activeTeam reports whether it is name's turn (or their team's turn in
// Two-Headed Giant).
func (b *Board) activeTeam(name string) bool {
	if b.Turn == name {
		return true
	}
	if b.Format == Format2HG {
		t := b.teamOf(name)
		return t >= 0 && t == b.teamOf(b.Turn)
	}
	return false
}

// manaRun is one way of activating a mana ability: the choices made and
// the resulting mana and events.
type manaRun struct {
	choices []string
	pool    Pool
	events  []string
	key     string
}

// runManaAbility works out every way ability a of p can resolve: its
// effect, replacement effects on tapping for mana in every order, and the
// triggered mana abilities that trigger on the mana produced.
func (w *world) runManaAbility(ctx context.Context, p *perm, a *Ability, e *explainer) ([]manaRun, string) {
	m := meterOf(ctx)
	var could []TypeSet
	if a.Mana.Kind == ManaCould {
		// What the lands it looks at could produce, chains included, was
		// checked for text the engine does not understand (understand.go).
		could = w.couldProduce(ctx)
		if m.exceeded() {
			return nil, m.why()
		}
	}
	w.explainProduce(p, a, e)
	var runs []manaRun
	branches := w.produce(ctx, p, a, could, false)
	for _, br := range branches {
		if br.pool.Total() > maxMana {
			return nil, overMana(p, newBigPool(br.pool))
		}
		rrs := w.replace(ctx, p, a, br.pool)
		if m.exceeded() {
			return nil, m.why()
		}
		for _, rr := range rrs {
			for _, path := range rr.paths {
				base := manaRun{pool: rr.pool}
				base.choices = append(append([]string(nil), br.choices...), path...)
				base.events = append(base.events, costEvents(p, a)...)
				base.events = append(base.events, p.name+"'s ability adds "+br.pool.words())
				base.events = append(base.events, br.events...)
				base.events = append(base.events, path...)
				if len(br.rules) > 0 {
					e.step(sentence(br.events), br.rules...)
					for _, r := range br.rulings {
						e.cite(r.card, r.date, "")
					}
				}
				trigRuns, unknown := w.triggeredMana(ctx, p, a, rr.pool, e)
				if unknown != "" {
					return nil, unknown
				}
				for _, tr := range trigRuns {
					run := base
					run.choices = append(append([]string(nil), base.choices...), tr.choices...)
					run.events = append(append([]string(nil), base.events...), tr.events...)
					run.pool = base.pool.Add(tr.pool)
					run.events = append(run.events, riderEvents(w, p, a)...)
					if run.pool.Total() > maxMana {
						return nil, overMana(p, exactRun(rr, run.pool))
					}
					if !m.state(1) || !m.alloc(runBytes(run)) {
						return nil, m.why()
					}
					run.key = run.pool.String() + "|" + strings.Join(sideEffects(p, a), ";")
					runs = append(runs, run)
				}
			}
		}
	}
	return runs, ""
}

func sentence(events []string) string {
	if len(events) == 0 {
		return ""
	}
	s := strings.Join(events, "; ")
	return strings.ToUpper(s[:1]) + s[1:]
}

func costEvents(p *perm, a *Ability) []string {
	var ev []string
	if a.Cost.Tap {
		ev = append(ev, p.name+" becomes tapped")
	}
	if a.Cost.Untap {
		ev = append(ev, p.name+" becomes untapped")
	}
	if a.Cost.Mana != "" {
		ev = append(ev, p.Controller+" pays "+a.Cost.Mana)
	}
	if a.Cost.PayLife > 0 {
		ev = append(ev, fmt.Sprintf("%s pays %d life", p.Controller, a.Cost.PayLife))
	}
	if a.Cost.RemoveCounters > 0 {
		ev = append(ev, "removes "+plural(a.Cost.RemoveCounters, a.Cost.RemoveKind+" counter")+" from "+p.name)
	}
	return append(ev, moreCostEvents(p, a)...)
}

func sideEffects(p *perm, a *Ability) []string {
	return append(costEvents(p, a), a.Mana.Riders...)
}

func riderEvents(w *world, p *perm, a *Ability) []string {
	var ev []string
	for _, r := range a.Mana.Riders {
		ev = append(ev, p.name+": "+r)
	}
	for _, t := range p.abilities {
		if t.Trigger != nil && t.Trigger.Event == TriggerBecomesTap && a.Cost.Tap {
			ev = append(ev, p.name+"'s triggered ability (\u201c"+t.Text+"\u201d) triggers because it became tapped; it goes on the stack and deals "+itoa(t.Trigger.Damage)+" damage to "+p.Controller+" when it resolves")
		}
	}
	return ev
}

// triggeredMana works out the triggered mana abilities that trigger when p
// is tapped for mana by ability a and produces pool (CR 106.12a, 605.4a).
func (w *world) triggeredMana(ctx context.Context, p *perm, a *Ability, pool Pool, e *explainer) ([]manaRun, string) {
	m := meterOf(ctx)
	runs := []manaRun{{}}
	if !a.Cost.Tap {
		return runs, ""
	}
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind != KindManaTrigger || t.Trigger == nil {
				continue
			}
			if !w.manaTriggerWatches(q, t.Trigger, p) {
				continue
			}
			if !t.Understood {
				return nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand (%s)", q.name, t.Text, t.Why)
			}
			if pool.Total() == 0 {
				e.step(q.name+"'s ability triggers only when "+p.name+" is tapped for mana and produces mana; it produced none, so it doesn't trigger", "106.12a")
				for i := range runs {
					runs[i].events = append(runs[i].events, q.name+"'s ability doesn't trigger: no mana was produced")
				}
				continue
			}
			e.step(q.name+"'s ability is a triggered mana ability: it triggers when "+p.name+" is tapped for mana and produces mana, and resolves at once, reading the mana actually produced", "106.12a", "605.4a")
			e.citeOn(onManaTrigger, q.name, 1)
			var opts []branch
			switch {
			case t.Trigger.ProducedType:
				for _, c := range pool.Types().Colors() {
					opts = append(opts, branch{choices: []string{q.name + " adds " + c.Symbol()}, pool: One(c)})
				}
				if len(pool.Types().Colors()) == 1 {
					opts[0].choices = nil
				}
			case t.Trigger.Mana != nil && t.Trigger.Mana.Kind == ManaFixed:
				opts = []branch{{pool: t.Trigger.Mana.Pool}}
			case t.Trigger.Mana != nil && t.Trigger.Mana.Kind != ManaChosenColor:
				opts = w.additionalBranches(q, t.Trigger.Mana)
			case t.Trigger.Mana != nil && t.Trigger.Mana.Kind == ManaChosenColor:
				if c, ok := colorFromWord(q.Chose); ok {
					opts = []branch{{pool: One(c)}}
				} else {
					for _, c := range AllColors.Colors() {
						opts = append(opts, branch{choices: []string{"if " + q.name + "'s chosen color is " + c.Word()}, pool: One(c)})
					}
				}
			}
			// Runs that come out with the same mana are merged as they are
			// found, so many triggers with choices stay polynomial.
			var next []manaRun
			index := map[Pool]int{}
			for _, r := range runs {
				for _, o := range opts {
					pool := r.pool.Add(o.pool)
					if _, ok := index[pool]; ok {
						continue
					}
					if !m.state(1) {
						return nil, m.why()
					}
					n := manaRun{pool: pool}
					n.choices = append(append([]string(nil), r.choices...), o.choices...)
					n.events = append(append([]string(nil), r.events...), q.name+"'s triggered mana ability adds "+o.pool.words())
					index[pool] = len(next)
					next = append(next, n)
				}
			}
			runs = next
		}
	}
	return runs, ""
}

func (w *world) manaTriggerWatches(q *perm, t *TriggerSpec, p *perm) bool {
	switch t.Whose {
	case "any player":
		return p.is("Land")
	case "you":
		return p.is("Land") && p.Controller == q.Controller
	case "enchanted":
		return q.attached == p.i
	}
	if strings.HasPrefix(t.Whose, "you:") {
		return p.Controller == q.Controller && isA(p, strings.TrimPrefix(t.Whose, "you:"))
	}
	if strings.HasPrefix(t.Whose, "type:") {
		return p.hasSub(strings.TrimPrefix(t.Whose, "type:"))
	}
	return false
}

// explainProduce adds the steps that explain what ability a of p adds.
func (w *world) explainProduce(p *perm, a *Ability, e *explainer) {
	if a.Source != "" && strings.HasPrefix(a.Source, "its land type") {
		e.step(p.name+" has "+a.Source+", so it has the intrinsic ability \u201c"+a.Text+"\u201d", "305.6")
	} else if a.Source != "" {
		e.step(p.name+" has \u201c"+a.Text+"\u201d from "+a.Source, "613.1f")
		if a.Source == "Chromatic Lantern" {
			e.cite("Chromatic Lantern", "2018-10-05", "")
		}
	}
	m := a.Mana
	switch m.Kind {
	case ManaCould:
		e.step(p.name+"'s ability adds one mana of a "+kindWord(m.ColorsOnly)+" that the lands it looks at could produce: every mana ability of those lands counts, with replacement effects in any order and ignoring costs and whether they are tapped; lands that only look at each other give nothing", "106.7")
		switch p.name {
		case "Reflecting Pool":
			e.cite(p.name, "2008-05-01", "Multiple Reflecting Pools")
			e.cite(p.name, "2004-10-04", "replacement effects")
		case "Exotic Orchard":
			e.cite(p.name, "2009-02-01", "won't help each other")
			if m.ColorsOnly {
				e.cite(p.name, "2009-02-01", "colorless")
			}
		case "Fellwar Stone":
			e.cite(p.name, "2004-10-04", "tapped")
		case "Naga Vitalist":
			e.cite(p.name, "2017-04-18", "checks the effects")
		case "Squandered Resources":
			e.cite(p.name, "2004-10-04", "")
		}
	case ManaPermColor:
		e.step(p.name+"'s ability adds one mana of a color of a permanent its controller controls; if there is no such color, the mana's type is undefined and it adds no mana", "106.5")
		e.cite(p.name, "2004-10-04", "")
	}
}

// tapQuestion answers /judge tap: what tapping the permanent for mana
// produces (CR 106.12).
func tapQuestion(ctx context.Context, b *Board, ref CardRef, abilityN int, r *Ruling) error {
	if done, err := settleFirst(ctx, b, &ref, r, func(b *Board, ref CardRef, r *Ruling) error { return tapQuestion(ctx, b, ref, abilityN, r) }); done {
		return err
	}
	target, err := b.Find(ref)
	if err != nil {
		return err
	}
	e := newExplainer()
	worlds := buildWorlds(ctx, b)
	set := &outcomeSet{}
	legalAny, sawAbility := false, false
	var whyNot []string
	for _, w := range worlds {
		p := w.perms[indexOf(b, target)]
		e.steps = append(e.steps, w.notes...)
		for _, n := range w.notes {
			for _, x := range n.Rules {
				e.rules[x] = true
			}
		}
		k := asking{kind: askTap, target: p}
		for _, a := range p.abilities {
			if abilityN == 0 || a.Index == abilityN {
				k.costEffects(a)
			}
		}
		if u := w.unknownFor(k); u != "" {
			return notUnderstood(r, e, u)
		}
		e.step("To tap a permanent for mana is to activate one of its mana abilities with {T} in its cost", "106.12")
		for _, a := range p.abilities {
			if abilityN != 0 && a.Index != abilityN {
				continue
			}
			if a.Kind != KindMana || !a.Cost.Tap {
				if !a.Understood && a.Cost.Tap && abilityN != 0 {
					return notUnderstood(r, e, fmt.Sprintf("%s's ability \u201c%s\u201d is not understood (%s)", p.name, a.Text, a.Why))
				}
				continue
			}
			sawAbility = true
			if !a.Understood {
				return notUnderstood(r, e, fmt.Sprintf("%s's ability \u201c%s\u201d is not understood (%s)", p.name, a.Text, a.Why))
			}
			l := w.canActivate(p, a)
			if l.unknown != "" {
				return notUnderstood(r, e, l.unknown)
			}
			if !l.ok {
				e.step("It can't be tapped for mana now: "+l.why, l.rules...)
				for _, rr := range l.rulings {
					e.cite(rr.card, rr.date, "")
				}
				whyNot = append(whyNot, l.why)
				continue
			}
			legalAny = true
			e.step(activationReason(p, a), activationRules(p, a)...)
			runs, unknown := w.runManaAbility(ctx, p, a, e)
			if unknown != "" {
				return notUnderstood(r, e, unknown)
			}
			w.citeReplacements(p, a, e)
			var which []string
			if countTapAbilities(p, abilityN) > 1 {
				which = []string{"ability " + itoa(a.Index) + " (\u201c" + a.Text + "\u201d)"}
			}
			set.addRuns(w, which, runs)
		}
	}
	r.Understood = true
	legal := legalAny
	r.Legal = &legal
	switch {
	case !sawAbility:
		what := "has no mana ability with {T} in its cost"
		if abilityN != 0 {
			what = "has no ability " + itoa(abilityN) + " that is a mana ability with {T} in its cost"
		}
		r.Answer = target.Card.Name + " " + what + ", so it can't be tapped for mana."
		f := false
		r.Legal = &f
	case !legalAny:
		r.Answer = target.Card.Name + " can't be tapped for mana now: " + whyNot[0] + "."
	default:
		r.Outcomes = set.outcomes()
		r.Answer = manaAnswer("Tapping "+target.Card.Name+" for mana", r.Outcomes)
	}
	e.fill(r)
	return nil
}

func countTapAbilities(p *perm, n int) int {
	c := 0
	for _, a := range p.abilities {
		if a.Kind == KindMana && a.Cost.Tap && (n == 0 || a.Index == n) {
			c++
		}
	}
	return c
}

// manaAnswer says in a sentence what the outcomes produce.
func manaAnswer(what string, outs []Outcome) string {
	var list []string
	for _, o := range outs {
		if o.Mana == nil {
			continue
		}
		m := manaWords(*o.Mana)
		if !contains(list, m) {
			list = append(list, m)
		}
	}
	switch len(list) {
	case 0:
		return what + " produces no mana."
	case 1:
		return what + " produces " + list[0] + "."
	}
	return what + " produces one of: " + strings.Join(list, ", ") + ", depending on the choices made."
}

func (w *world) citeReplacements(p *perm, a *Ability, e *explainer) {
	if !a.Cost.Tap {
		return
	}
	reps := w.replacementsFor(p)
	if len(reps) == 0 {
		return
	}
	var names []string
	for _, r := range reps {
		n := r.name
		if r.count > 1 {
			n = itoa(r.count) + " × " + n
		}
		names = append(names, n)
	}
	e.step("Replacement effects modify the mana "+p.name+" produces as its ability resolves ("+strings.Join(names, ", ")+"); "+p.Controller+", who controls "+p.name+", chooses one to apply, then any that still apply, each applying once; every order is considered", "106.12b", "614.1a", "616.1", "616.1f")
	for _, r := range reps {
		for _, name := range r.names {
			e.citeOn(onReplacement, name, r.count)
		}
	}
}

// couldProduceQuestion answers /judge could-produce (CR 106.7).
func couldProduceQuestion(ctx context.Context, b *Board, ref CardRef, r *Ruling) error {
	if done, err := settleFirst(ctx, b, &ref, r, func(b *Board, ref CardRef, r *Ruling) error { return couldProduceQuestion(ctx, b, ref, r) }); done {
		return err
	}
	target, err := b.Find(ref)
	if err != nil {
		return err
	}
	e := newExplainer()
	e.step("The types of mana a permanent could produce are the types any of its mana abilities would produce if it resolved now, with replacement effects in any possible order, ignoring whether its costs could be paid; chains of \u201ccould produce\u201d abilities are followed until nothing new appears", "106.7")
	var types TypeSet
	worlds := buildWorlds(ctx, b)
	var per []TypeSet
	var labels [][]string
	for _, w := range worlds {
		e.steps = append(e.steps, w.notes...)
		for _, n := range w.notes {
			for _, x := range n.Rules {
				e.rules[x] = true
			}
		}
		p := w.perms[indexOf(b, target)]
		// A land whose chosen color the board does not record makes
		// mana the engine cannot name, here or for a "could produce"
		// ability that looks at it.
		for _, q := range w.perms {
			if q == p || q.is("Land") {
				if u := chosenUnknown(q); u != "" {
					return notUnderstood(r, e, u)
				}
			}
		}
		if u := w.unknownFor(asking{kind: askCould, target: p}); u != "" {
			return notUnderstood(r, e, u)
		}
		for _, a := range p.abilities {
			if a.Kind == KindMana {
				w.explainProduce(p, a, e)
				w.citeReplacements(p, a, e)
			}
		}
		t := w.couldProduce(ctx)[p.i]
		if m := meterOf(ctx); m.exceeded() {
			return notUnderstood(r, e, m.why())
		}
		types |= t
		found := false
		for i, x := range per {
			if x == t {
				labels[i] = append(labels[i], w.orders...)
				found = true
			}
		}
		if !found {
			per = append(per, t)
			labels = append(labels, append([]string(nil), w.orders...))
		}
	}
	r.Understood = true
	r.ManaTypes = types.Letters()
	if len(per) > 1 {
		// The timestamp order changes the answer: each order is an
		// outcome, and mana_types holds every type some order allows.
		var parts []string
		for i, t := range per {
			r.Outcomes = append(r.Outcomes, Outcome{Choices: labels[i], ManaTypes: t.Letters(), Events: []string{}})
			parts = append(parts, typesWords(t)+" "+strings.Join(labels[i], " or "))
		}
		e.step(target.Card.Name+"'s types of mana depend on the order in which the type-changing effects apply, their timestamp order, which the board does not record: "+strings.Join(parts, "; "), "613.7", "613.1d")
		r.Answer = target.Card.Name + " could produce " + strings.Join(parts, "; or ") + "; the board does not record the order."
		e.fill(r)
		return nil
	}
	r.Answer = target.Card.Name + " could produce " + typesWords(types) + "."
	e.fill(r)
	return nil
}

// typesWords says a set of mana types in words: "white and red mana", "no
// type of mana".
func typesWords(t TypeSet) string {
	if t == 0 {
		return "no type of mana"
	}
	var words []string
	for _, c := range t.Colors() {
		words = append(words, c.Word())
	}
	return joinAnd(words) + " mana"
}

func joinAnd(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	case 2:
		return words[0] + " and " + words[1]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// activateQuestion answers /judge activate: whether the ability can be
// activated now, and the mana it makes if it is a mana ability.
func activateQuestion(ctx context.Context, b *Board, ref CardRef, abilityN int, r *Ruling) error {
	if done, err := settleFirst(ctx, b, &ref, r, func(b *Board, ref CardRef, r *Ruling) error { return activateQuestion(ctx, b, ref, abilityN, r) }); done {
		return err
	}
	target, err := b.Find(ref)
	if err != nil {
		return err
	}
	e := newExplainer()
	set := &outcomeSet{}
	legalAny, saw, mana := false, false, false
	var whyNot []string
	var okText []string
	for _, w := range buildWorlds(ctx, b) {
		e.steps = append(e.steps, w.notes...)
		p := w.perms[indexOf(b, target)]
		k := asking{kind: askActivate, target: p}
		for _, a := range p.abilities {
			if abilityN != 0 && a.Index != abilityN || a.Kind != KindMana && a.Kind != KindActivated {
				continue
			}
			if abilityN != 0 {
				k.ability = a
			}
			k.mana = k.mana || a.Kind == KindMana || !a.Understood && mayAddMana(a)
			k.costEffects(a)
			k.targets = k.targets || targetsSomething(a)
		}
		if u := w.unknownFor(k); u != "" {
			return notUnderstood(r, e, u)
		}
		for _, a := range p.abilities {
			if abilityN != 0 && a.Index != abilityN {
				continue
			}
			if a.Kind != KindMana && a.Kind != KindActivated {
				if abilityN != 0 && !a.Understood && a.Kind == KindUnknown {
					return notUnderstood(r, e, fmt.Sprintf("%s's ability %d, \u201c%s\u201d, is not understood (%s)", p.name, a.Index, a.Text, a.Why))
				}
				continue
			}
			saw = true
			if !a.Understood {
				return notUnderstood(r, e, fmt.Sprintf("%s's ability \u201c%s\u201d is not understood (%s)", p.name, a.Text, a.Why))
			}
			l := w.canActivate(p, a)
			if l.unknown != "" {
				return notUnderstood(r, e, l.unknown)
			}
			if !l.ok {
				e.step("\u201c"+a.Text+"\u201d can't be activated now: "+l.why, l.rules...)
				for _, rr := range l.rulings {
					e.cite(rr.card, rr.date, "")
				}
				whyNot = append(whyNot, l.why)
				continue
			}
			legalAny = true
			okText = append(okText, a.Text)
			e.step(activationReason(p, a), activationRules(p, a)...)
			if a.Cost.Untap && (p.name == "Pili-Pala" || p.name == "Order of Whiteclay") {
				e.cite(p.name, "2008-05-01", "untap")
			}
			if a.Kind != KindMana {
				continue
			}
			mana = true
			if a.Cost.Untap || !a.Cost.Tap {
				e.step("Activating it is not tapping "+p.name+" for mana, since its cost has no {T}, so effects that apply when a permanent is tapped for mana don't apply", "106.12")
				if p.name == "Pili-Pala" {
					e.cite(p.name, "2008-05-01", "untapping it for mana")
				}
			}
			runs, unknown := w.runManaAbility(ctx, p, a, e)
			if unknown != "" {
				return notUnderstood(r, e, unknown)
			}
			w.citeReplacements(p, a, e)
			set.addRuns(w, nil, runs)
		}
	}
	r.Understood = true
	legal := legalAny
	r.Legal = &legal
	switch {
	case !saw:
		r.Answer = target.Card.Name + " has no activated ability"
		if abilityN != 0 {
			r.Answer += " numbered " + itoa(abilityN)
		}
		r.Answer += "."
	case !legalAny:
		r.Answer = target.Card.Name + "'s ability can't be activated now: " + whyNot[0] + "."
	default:
		r.Answer = target.Card.Name + "'s ability \u201c" + okText[0] + "\u201d can be activated now."
		if mana {
			r.Outcomes = set.outcomes()
			r.Answer += " " + manaAnswer("It", r.Outcomes)
		}
	}
	e.fill(r)
	return nil
}

func activationReason(p *perm, a *Ability) string {
	var parts []string
	if a.Cost.Tap {
		parts = append(parts, p.name+" is untapped")
	}
	if a.Cost.Untap {
		parts = append(parts, p.name+" is tapped, so it can be untapped to pay {Q}")
	}
	if (a.Cost.Tap || a.Cost.Untap) && p.is("Creature") {
		if p.Sick {
			parts = append(parts, "it has haste, so it doesn't matter that it came under its controller's control this turn")
		} else {
			parts = append(parts, "its controller has controlled it continuously since their most recent turn began")
		}
	}
	if (a.Cost.Tap || a.Cost.Untap) && !p.is("Creature") && p.Sick {
		parts = append(parts, "it is not a creature, so it doesn't matter that it came under its controller's control this turn")
	}
	if a.Cost.Mana != "" {
		parts = append(parts, "the mana in its cost ("+a.Cost.Mana+") is taken as payable")
	}
	if len(parts) == 0 {
		return "\u201c" + a.Text + "\u201d can be activated whenever its controller has priority"
	}
	return "\u201c" + a.Text + "\u201d can be activated: " + strings.Join(parts, "; ")
}

func activationRules(p *perm, a *Ability) []string {
	var rules []string
	if a.Cost.Tap {
		rules = append(rules, "107.5")
	}
	if a.Cost.Untap {
		rules = append(rules, "107.6")
	}
	if (a.Cost.Tap || a.Cost.Untap) && (p.is("Creature") || p.Sick) {
		rules = append(rules, "302.6")
		if p.Sick && p.haste {
			rules = append(rules, "702.10c")
		}
	}
	if len(rules) == 0 {
		rules = append(rules, "602.2")
	}
	return rules
}

// notUnderstood finishes a ruling the engine cannot make: understood false,
// the answer saying which text, no outcomes.
func notUnderstood(r *Ruling, e *explainer, why string) error {
	r.Understood = false
	r.Answer = "I can't rule on this, because " + why + "."
	r.Outcomes = nil
	r.Legal = nil
	e.fill(r)
	return nil
}
