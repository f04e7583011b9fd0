package rules

import (
	"fmt"
	"strings"
)

// produceCounted lists the ways the mana abilities that count, choose an
// amount or a recorded color can add mana; ok is false for the kinds
// produce reads itself. With ignoreCosts, a choice made in paying the cost
// (how many counters to remove) is taken as one, which gives every type
// the ability could produce (CR 106.7).
func (w *world) produceCounted(p *perm, a *Ability, ignoreCosts bool) ([]branch, bool) {
	m := a.Mana
	switch m.Kind {
	case ManaChosenColor:
		if c, ok := colorFromWord(p.Chose); ok {
			return []branch{{pool: One(c), events: []string{p.name + "'s chosen color is " + c.Word()}}}, true
		}
		var out []branch
		for _, c := range AllColors.Colors() {
			out = append(out, branch{choices: []string{"if " + p.name + "'s chosen color is " + c.Word()}, pool: One(c)})
		}
		return out, true
	case ManaAnyOneColor:
		var out []branch
		for _, c := range AllColors.Colors() {
			out = append(out, branch{choices: []string{"chooses " + c.Word()}, pool: One(c).Times(m.Amount)})
		}
		return out, true
	case ManaCombination:
		if m.Amount == 0 {
			return nil, false
		}
		var out []branch
		for _, pool := range combinations(m.Colors, m.Amount) {
			out = append(out, branch{choices: []string{"adds " + pool.String()}, pool: pool})
		}
		return out, true
	case ManaPerCount:
		return w.producePerCount(p, m, ignoreCosts), true
	}
	return nil, false
}

func (w *world) producePerCount(p *perm, m *ManaSpec, ignoreCosts bool) []branch {
	c := m.Count
	switch {
	case c.Type != "":
		n := 0
		for _, q := range w.perms {
			if (c.All || q.Controller == p.Controller) && isA(q, c.Type) && (!c.Basic || q.hasSuper("Basic")) {
				n++
			}
		}
		what := c.Type
		if c.Basic {
			what = "basic " + what
		}
		ev := "you control " + countNoun(n, what)
		if c.All {
			ev = "there are " + countNoun(n, what) + " on the battlefield"
		}
		return []branch{{pool: c.Base.Add(scaled(m.Pool, n)), events: []string{ev}}}
	case c.Removed:
		max := p.counters(c.Counter)
		if ignoreCosts {
			return []branch{{pool: c.Base.Add(m.Pool)}}
		}
		if max > maxMana {
			max = maxMana + 1
		}
		var out []branch
		for n := 0; n <= max; n++ {
			ev := "removes " + plural(n, c.Counter+" counter") + " from " + p.name
			out = append(out, branch{choices: []string{"removes " + plural(n, c.Counter+" counter")}, pool: c.Base.Add(scaled(m.Pool, n)), events: []string{ev}})
		}
		return out
	default:
		n := p.counters(c.Counter)
		return []branch{{pool: c.Base.Add(scaled(m.Pool, n)), events: []string{p.name + " has " + plural(n, c.Counter+" counter") + " on it"}}}
	}
}

// countNoun is "1 Swamp", "3 Swamps", "2 Elves".
func countNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	switch {
	case strings.HasSuffix(noun, "f"):
		noun = noun[:len(noun)-1] + "ves"
	case strings.HasSuffix(noun, "s"), strings.HasSuffix(noun, "x"), strings.HasSuffix(noun, "ch"):
		noun += "es"
	case strings.HasSuffix(noun, "y") && !strings.HasSuffix(noun, "ey"):
		noun = noun[:len(noun)-1] + "ies"
	default:
		noun += "s"
	}
	return itoa(n) + " " + noun
}

// isA reports whether q has the card type or subtype word, in any case.
func isA(q *perm, word string) bool {
	return q.is(word) || q.hasSub(word)
}

// controlCount is how many permanents player controls that have the card
// type or subtype word.
func (w *world) controlCount(player, word string) int {
	n := 0
	for _, q := range w.perms {
		if q.Controller == player && isA(q, word) {
			n++
		}
	}
	return n
}

// restrictionMet checks the "Activate only if you control …" and "only any
// time you could cast an instant" restrictions of ability a of p.
func (w *world) restrictionMet(p *perm, r Restriction) legality {
	if r.ControlType != "" {
		need := r.AtLeast
		if need == 0 {
			need = 1
		}
		if got := w.controlCount(p.Controller, r.ControlType); got < need {
			what := "no " + strings.ToLower(r.ControlType)
			if r.AtLeast > 0 {
				what = fmt.Sprintf("%d, fewer than %d", got, need)
			}
			return legality{why: "it says \u201c" + r.Text + "\u201d and " + p.Controller + " controls " + what, rules: []string{"602.5b"}}
		}
	}
	if r.Instant && w.b.Step == StepCleanup {
		return legality{ok: true, unknown: "it can be activated only any time its controller could cast an instant, and in the cleanup step players get priority only if something happens then (CR 514.3), which the board does not say"}
	}
	return legality{ok: true}
}

// chosenUnknown names a mana ability of q that adds the color chosen as q
// entered when the board does not say which color was chosen: what q could
// produce depends on it.
func chosenUnknown(q *perm) string {
	if _, ok := colorFromWord(q.Chose); ok {
		return ""
	}
	for _, a := range q.abilities {
		if a.Kind == KindMana && a.Mana != nil && a.Mana.Kind == ManaChosenColor {
			return fmt.Sprintf("%s adds mana of the color chosen as it entered, and the board does not say which color was chosen (write it as \u201c%s (chose green)\u201d)", q.name, q.name)
		}
	}
	return ""
}

// scaled is the pool times n, each amount stopping just past maxMana.
func scaled(p Pool, n int) Pool {
	if n <= 0 {
		return Pool{}
	}
	return p.timesCapped(n)
}
