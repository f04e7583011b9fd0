package rules

import (
	"context"
	"fmt"
	"strings"
)

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
	e.step("The types of mana a permanent could produce are the types any of its abilities would produce if it resolved now, with replacement effects in any possible order, ignoring whether its costs could be paid; chains of \u201ccould produce\u201d abilities are followed until nothing new appears", "106.7")
	var types TypeSet
	worlds := buildWorlds(ctx, b)
	var per []TypeSet
	var labels [][]string
	for _, w := range worlds {
		e.notes(w.notes)
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
		w.couldProduce(ctx) // kept by the world; the rulings cited read it
		for _, a := range p.abilities {
			if a.Kind == KindMana {
				w.explainProduce(p, a, e)
				w.citeReplacements(ctx, p, a, e, true)
			}
		}
		w.noCommanderSteps(p, e, true)
		t := w.couldProduce(ctx)[p.i]
		for _, a := range p.abilities {
			if a.Kind != KindManaTrigger {
				continue
			}
			if own, ok := triggerManaTypes(p, a); ok {
				t |= own
				e.step(fmt.Sprintf("%s triggered mana ability (\u201c%s\u201d) would add %s if it resolved now: it is an ability of %s, so its mana counts; a replacement effect on a permanent tapped for mana doesn't apply to it, as it taps nothing", Possessive(p.name), a.Text, typesWords(own), p.name), "106.7", "605.1b")
			}
		}
		t |= w.resolvesManaTypes(ctx, p, e)
		w.explainTriggerMana(p, e)
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
		var parts, kinds []string
		for i, t := range per {
			r.Outcomes = append(r.Outcomes, Outcome{Choices: labels[i], ManaTypes: t.Letters(), Events: []string{}})
			parts = append(parts, typesWords(t)+" "+strings.Join(labels[i], " or "))
			kinds = append(kinds, typesWords(t))
		}
		e.step(Possessive(target.Card.Name)+" types of mana depend on the order in which the type-changing effects apply, their timestamp order, which the board does not record: "+strings.Join(parts, "; "), "613.7", "613.1d")
		// The headline: each order's types where they fit, else the
		// types alone, else that they depend on the order; the step and
		// the outcomes say each.
		r.Answer = firstFitting(
			target.Card.Name+" could produce "+strings.Join(parts, "; or ")+"; the board does not record the order.",
			target.Card.Name+" could produce "+strings.Join(kinds, "; or ")+", by timestamp order, which the board does not record.",
			fmt.Sprintf("%s types of mana depend on the timestamp order, which the board does not record: %d outcomes.", Possessive(target.Card.Name), len(per)))
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
	return joinAnd(colorWordsOf(t)) + " mana"
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

// triggerManaTypes are the types of mana triggered mana ability a of p adds
// whatever triggers it, where it names them: a fixed mana (Wild Growth's
// {G}, Vernal Bloom's) or the color chosen as p entered, where the board
// records it (Utopia Sprawl, and Caged Sun, which triggers on mana of that
// color and adds one more of it), or one mana of any color (Fertile
// Ground). One that adds a type the tapped land produced (Mana Flare)
// names none until it triggers: ok is false.
func triggerManaTypes(p *perm, a *Ability) (TypeSet, bool) {
	t := a.Trigger
	if t == nil || t.Mana == nil || t.ProducedType {
		return 0, false
	}
	switch t.Mana.Kind {
	case ManaAnyColor, ManaAnyOneColor:
		return AllColors, true
	case ManaFixed:
		if len(t.Mana.InsteadIf) > 0 || t.Mana.Pool.Total() == 0 {
			return 0, false
		}
		return t.Mana.Pool.Types(), true
	case ManaChosenColor:
		if c, ok := colorFromWord(p.Chose); ok {
			return One(c).Types(), true
		}
	}
	return 0, false
}

// explainTriggerMana says, for each triggered ability of q that is no mana
// ability but adds mana as it resolves (Ability.ResolvesMana), that what
// it would add counts in what q could produce. It reads the types the
// world has found (couldProduce), and says nothing before they are.
func (w *world) explainTriggerMana(q *perm, e *explainer) {
	if !w.couldSeen {
		return
	}
	for _, a := range q.abilities {
		if a.Kind != KindTriggered || a.ResolvesMana == nil {
			continue
		}
		t := w.triggerTypes(context.Background(), q, a, w.could)
		e.step(fmt.Sprintf("%s triggered ability (\u201c%s\u201d) is no mana ability, since it doesn't trigger on a mana ability, but it would add %s if it resolved now, and it is an ability of %s, so that mana counts in what %s could produce, whether or not it can trigger; it taps nothing, so no effect on a permanent tapped for mana applies to it", Possessive(q.name), a.Text, typesWords(t), q.name, q.name), "106.7", "605.1b", "106.12")
	}
}

// resolvesManaTypes are the types of mana p's activated abilities the
// engine does not use as sources of mana (Ability.ResolvesMana) would add
// if they resolved now: each is an ability of p, so its mana counts, its
// costs ignored (CR 106.7). None is tapping a permanent for mana
// (106.12), so no replacement effect on a permanent tapped for mana
// applies to it.
func (w *world) resolvesManaTypes(ctx context.Context, p *perm, e *explainer) TypeSet {
	var t TypeSet
	for _, a := range p.abilities {
		if a.ResolvesMana == nil || a.Kind != KindActivated || a.Source != "" {
			continue
		}
		as := *a
		as.Kind, as.Mana = KindMana, a.ResolvesMana
		var own TypeSet
		for _, br := range w.produce(ctx, p, &as, w.couldProduce(ctx), true) {
			own |= br.pool.Types()
		}
		if !a.Understood {
			// Only its cost is not understood (unknownFor).
			e.step(fmt.Sprintf("%s ability \u201c%s\u201d has a cost the engine does not model (%s), but what a permanent could produce ignores whether its costs could be paid: it would add %s if it resolved now; its cost has no {T}, so activating it is not tapping a permanent for mana, and no replacement effect on a permanent tapped for mana applies to it", Possessive(p.name), a.Text, a.Why, typesWords(own)), "106.7", "106.12")
			t |= own
			continue
		}
		not := a.NotManaAbility
		if not == "" {
			not = "it is a loyalty ability"
		}
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d is not a mana ability (%s), and uses the stack; it would add %s if it resolved now, and it is an ability of %s, so its mana counts; activating it is not tapping a permanent for mana, so no replacement effect on a permanent tapped for mana applies to it", Possessive(p.name), a.Text, not, typesWords(own), p.name), "106.7", "605.1a", "106.12")
		t |= own
	}
	return t
}
