package rules

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// triggeredMana works out the triggered mana abilities that trigger when p
// is tapped for mana by ability a and produces pool (CR 106.12a, 605.4a).
func (w *world) triggeredMana(ctx context.Context, p *perm, a *Ability, pool Pool, e *explainer) ([]manaRun, string) {
	m := meterOf(ctx)
	runs := []manaRun{{}}
	if !a.Cost.Tap {
		// Only an ability that taps p taps it for mana; a trigger on any
		// ability of a land (Caged Sun) would read this one too.
		for _, q := range w.perms {
			for _, t := range q.abilities {
				if t.Kind == KindManaTrigger && t.Trigger != nil && t.Trigger.AnyAbility && w.manaTriggerWatches(q, t.Trigger, p) {
					return nil, fmt.Sprintf("%s has \u201c%s\u201d, which triggers on %s ability \u201c%s\u201d, and the engine models it only for abilities that tap the land", q.name, t.Text, Possessive(p.name), a.Text)
				}
			}
		}
		return runs, ""
	}
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.DamageTapper > 0 && t.Understood && w.manaTriggerWatches(q, t.Trigger, p) {
				runs = w.damageTapperTriggers(q, t, p, pool, runs, e)
				continue
			}
			if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.NextUntapOnly && t.Understood && t.Trigger.Whose != "" && w.manaTriggerWatches(q, t.Trigger, p) {
				runs = w.nextUntapTriggers(q, t, p, pool, runs, e)
				continue
			}
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
				e.step(Possessive(q.name)+" ability triggers only when "+p.name+" is tapped for mana and produces mana; it produced none, so it doesn't trigger", "106.12a")
				for i := range runs {
					runs[i].events = append(runs[i].events, Possessive(q.name)+" ability doesn't trigger: no mana was produced")
				}
				continue
			}
			if t.Trigger.OfChosen {
				e.step(Possessive(q.name)+" ability is a triggered mana ability: it triggers when "+Possessive(p.name)+" ability makes mana of the color chosen as "+q.name+" entered, once however much of it, and resolves at once, reading the mana actually produced", "106.12a", "605.1b", "605.4a", "607.2d")
			} else if t.Trigger.ProducedType {
				e.step(Possessive(q.name)+" ability is a triggered mana ability: it triggers when "+p.name+" is tapped for mana and produces mana, and resolves at once, reading the mana actually produced", "106.12a", "605.1b", "605.4a")
			} else {
				// Wild Growth, Overgrowth, Utopia Sprawl: the mana it adds
				// is its own, whatever the land made (Contamination's
				// ruling of 2004-10-04).
				e.step(Possessive(q.name)+" ability is a triggered mana ability: it triggers when "+p.name+" is tapped for mana and produces mana, and resolves at once, adding its own mana, whatever mana "+p.name+" produced", "106.12a", "605.1b", "605.4a")
			}
			e.citeOn(onManaTrigger, q.name, 1)
			for _, r := range w.replacementsFor(p) {
				for _, name := range r.names {
					e.citeOn(onReplacedTrigger, name, r.count)
				}
			}
			var opts []branch
			switch {
			case t.Trigger.OfChosen:
				opts = w.chosenColorBranches(q, p, pool)
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
						opts = append(opts, branch{choices: []string{"if " + Possessive(w.refName(q)) + " chosen color is " + c.Word()}, pool: One(c)})
					}
				}
			}
			// Runs that come out with the same mana are merged as they are
			// found, so many triggers with choices stay polynomial: the
			// first run of each pool is kept. The runs kept are found
			// first, then made, each list at its length, so that a land
			// under many triggers copies each run's lists once a trigger.
			type pick struct{ r, o int }
			var picks []pick
			seen := make(map[Pool]struct{}, len(runs))
			for ri, r := range runs {
				for oi, o := range opts {
					pool := r.pool.Add(o.pool)
					if _, ok := seen[pool]; ok {
						continue
					}
					if !m.state(1) {
						return nil, m.why()
					}
					seen[pool] = struct{}{}
					picks = append(picks, pick{ri, oi})
				}
			}
			// What each option adds, and the damage each trigger deals,
			// said once for every run.
			evs := make([]string, len(opts))
			for oi, o := range opts {
				evs[oi] = Possessive(q.name) + " triggered mana ability adds " + o.pool.words()
				if len(o.events) > 0 {
					evs[oi] = o.events[0]
				}
			}
			var dealt []string
			if d := t.Trigger.ManaDamage; d > 0 {
				dealt = []string{q.name + " deals " + strconv.Itoa(d) + " damage to " + PlayerName(p.Controller)}
			}
			if t.Trigger.NoUntapNext {
				// Made as it resolves, it bears on a later untap
				// step only (502.3).
				dealt = append(dealt, p.name+" doesn't untap during "+PlayerPossessive(p.Controller)+" next untap step, by "+Possessive(q.name)+" triggered mana ability")
			}
			next := make([]manaRun, 0, len(picks))
			for _, pk := range picks {
				r, o := &runs[pk.r], &opts[pk.o]
				n := manaRun{pool: r.pool.Add(o.pool), damage: r.damage + t.Trigger.ManaDamage, later: r.later}
				if k := len(r.choices) + len(o.choices); k > 0 {
					n.choices = append(append(make([]string, 0, k), r.choices...), o.choices...)
				}
				n.events = append(append(append(make([]string, 0, len(r.events)+1+len(dealt)), r.events...), evs[pk.o]), dealt...)
				next = append(next, n)
			}
			runs = next
		}
	}
	return runs, ""
}

// damageTapperTriggers adds to runs what q's trigger t does when p is
// tapped for mana and produces pool: it triggers only if mana was produced
// (106.12a), and, being no mana ability, goes on the stack and deals its
// damage to the player who tapped p when it resolves, after the mana is
// made (605.1b, 603.3): the mana is the same.
func (w *world) damageTapperTriggers(q *perm, t *Ability, p *perm, pool Pool, runs []manaRun, e *explainer) []manaRun {
	ev := Possessive(q.name) + " ability doesn't trigger: no mana was produced"
	if pool.Total() > 0 {
		ev = Possessive(q.name) + " triggered ability (\u201c" + t.Text + "\u201d) triggers because " + p.name + " was tapped for mana; it goes on the stack and deals " + strconv.Itoa(t.Trigger.DamageTapper) + " damage to " + PlayerName(p.Controller) + " when it resolves"
		e.step(Possessive(q.name)+" ability triggers when "+p.name+" is tapped for mana and produces mana; it adds no mana, so it is not a mana ability: it goes on the stack the next time a player would receive priority and deals its damage when it resolves, which doesn't change the mana made", "106.12a", "605.1b", "603.3")
	}
	for i := range runs {
		runs[i].events = append(runs[i].events, ev)
		if pool.Total() > 0 {
			runs[i].later += t.Trigger.DamageTapper
		}
	}
	return runs
}

// nextUntapTriggers adds to runs what q's trigger t does when p is tapped
// for mana and produces pool (Vorinclex, Voice of Hunger's "Whenever an
// opponent taps a land for mana, that land doesn't untap during its
// controller's next untap step."): it triggers only if mana was produced
// (106.12a), adds no mana, so it is no mana ability and goes on the stack
// (605.1b, 603.3), and what it does happens only in a later untap step
// (502.3): the mana is the same.
func (w *world) nextUntapTriggers(q *perm, t *Ability, p *perm, pool Pool, runs []manaRun, e *explainer) []manaRun {
	ev := Possessive(q.name) + " ability doesn't trigger: no mana was produced"
	if pool.Total() > 0 {
		ev = Possessive(q.name) + " triggered ability (\u201c" + t.Text + "\u201d) triggers because " + p.name + " was tapped for mana; it goes on the stack, and once it resolves " + p.name + " doesn't untap during " + PlayerPossessive(p.Controller) + " next untap step"
		e.step(Possessive(q.name)+" ability triggers when "+p.name+" is tapped for mana and produces mana; it adds no mana, so it is not a mana ability: it goes on the stack the next time a player would receive priority, and what it does happens only in a later untap step, which doesn't change the mana made", "106.12a", "605.1b", "603.3", "502.3")
	}
	for i := range runs {
		runs[i].events = append(runs[i].events, ev)
	}
	return runs
}

func (w *world) manaTriggerWatches(q *perm, t *TriggerSpec, p *perm) bool {
	switch t.Whose {
	case "any player":
		return p.is("Land")
	case "you":
		return p.is("Land") && p.Controller == q.Controller
	case "opponent land":
		return p.is("Land") && w.b.opponents(q.Controller, p.Controller)
	case "enchanted":
		return q.attached == p.i
	case "basic land":
		return p.is("Land") && p.hasSuper("Basic")
	case "exiled name":
		// Any player's land with the name of the card q exiled;
		// exiledTriggerUnread stops the question where the board does
		// not give it.
		return p.is("Land") && q.Exiled != "" && catalog.Key(p.Card.Name) == catalog.Key(q.Exiled)
	}
	if strings.HasPrefix(t.Whose, "you:") {
		return p.Controller == q.Controller && isA(p, strings.TrimPrefix(t.Whose, "you:"))
	}
	if strings.HasPrefix(t.Whose, "type:") {
		return p.hasSub(strings.TrimPrefix(t.Whose, "type:"))
	}
	if types, ok := strings.CutPrefix(t.Whose, "types:"); ok {
		for _, ty := range strings.Split(types, ",") {
			if p.is("Land") && p.hasSub(ty) {
				return true
			}
		}
		return false
	}
	if t.Whose == "snow land" {
		return p.is("Land") && p.hasSuper("Snow")
	}
	if t.Whose == "nonbasic land" {
		return p.is("Land") && !p.hasSuper("Basic")
	}
	return false
}

// chosenColorBranches are the ways a triggered mana ability of q that
// triggers on mana of its chosen color (Caged Sun, Gauntlet of Power)
// resolves when p's ability produced pool: one more mana of that color if
// pool has any (CR 106.12a: the mana actually produced, after
// replacement effects), else it doesn't trigger. Where the board does not
// record the color, each color is a choice: those pool has add one of
// it, the others together add nothing.
func (w *world) chosenColorBranches(q, p *perm, pool Pool) []branch {
	none := func(choices []string) branch {
		return branch{choices: choices, events: []string{Possessive(q.name) + " ability doesn't trigger: " + p.name + " produced no mana of its chosen color"}}
	}
	if c, ok := colorFromWord(q.Chose); ok {
		if pool[c] == 0 {
			return []branch{none(nil)}
		}
		return []branch{{pool: One(c)}}
	}
	var out []branch
	var absent []string
	for _, c := range AllColors.Colors() {
		if pool[c] == 0 {
			absent = append(absent, c.Word())
			continue
		}
		out = append(out, branch{choices: []string{"if " + Possessive(w.refName(q)) + " chosen color is " + c.Word()}, pool: One(c)})
	}
	if len(absent) > 0 {
		out = append(out, none([]string{"if " + Possessive(w.refName(q)) + " chosen color is " + joinOr(absent)}))
	}
	return out
}

// refName is how a choice names p: its name, numbered among its namesakes
// in board order as a board's CARDREF is ("Utopia Sprawl #2") where
// another permanent has that name, so that the chosen colors of two
// Utopia Sprawls on one Forest are told apart.
func (w *world) refName(p *perm) string {
	n, k := 0, 0
	for _, q := range w.perms {
		if q.Card.Name == p.Card.Name {
			n++
			if q.i <= p.i {
				k++
			}
		}
	}
	if n < 2 {
		return p.name
	}
	return p.name + " #" + strconv.Itoa(k)
}
