package rules

import (
	"context"
	"fmt"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// entersQuestion answers /judge enters: the X of the permanent's enters
// abilities and replacement effects, its X on the battlefield, counters as
// it enters, and its mana value on the stack and on the battlefield
// (CR 107.3m, 202.3).
func entersQuestion(ctx context.Context, b *Board, card *catalog.Card, x int, cast bool, r *Ruling) error {
	e := newExplainer()
	abil := Compile(card)
	for _, a := range abil {
		if !a.Understood && (a.Kind == KindEnters || a.Kind == KindUnknown && mentionsEnters(a.Text)) {
			return notUnderstood(r, e, fmt.Sprintf("%s's ability \u201c%s\u201d is not understood (%s)", card.Name, a.Text, a.Why))
		}
	}
	w := buildWorlds(ctx, b)[0]
	if u := w.boardUnknown(func(a *Ability) bool { return mentionsEnters(a.Text) }); u != "" {
		return notUnderstood(r, e, u)
	}
	xSymbols := strings.Count(strings.ToUpper(card.ManaCost), "{X}")
	baseMV := manaValue(card.ManaCost)
	spellX := 0
	if cast {
		spellX = x
		if xSymbols == 0 {
			e.step(card.Name+" has no {X} in its mana cost, so no value of X is chosen for it as it is cast", "107.3a")
			spellX = 0
		} else {
			e.step(fmt.Sprintf("%s is cast with X = %d", card.Name, x), "107.3a")
			doublers := 0
			for _, p := range w.perms {
				if p.Controller != Me || p.lostText {
					continue
				}
				for _, a := range p.abilities {
					if a.Static != nil && a.Static.Kind == StaticDoubleX {
						doublers++
					}
				}
			}
			if doublers > 0 {
				for i := 0; i < doublers; i++ {
					spellX *= 2
				}
				e.step(fmt.Sprintf("Unbound Flourishing's ability triggers when the spell is cast and doubles X for each Unbound Flourishing (%d): X becomes %d", doublers, spellX), "603.2")
				e.cite("Unbound Flourishing", "2019-06-14", "multiplied by four")
				e.cite("Unbound Flourishing", "2019-06-14", "you don't pay any more mana")
			}
		}
	} else {
		e.step(card.Name+" was put onto the battlefield without being cast, so no value of X was chosen and X is 0 for its enters abilities", "107.3m", "107.3g")
	}
	counters := map[string]int{}
	var counterText []string
	for _, a := range abil {
		if a.Enters == nil || a.Enters.CounterKind == "" {
			continue
		}
		n := a.Enters.Counters
		if a.Enters.CountersX {
			n = spellX
			e.step(fmt.Sprintf("\u201c%s\u201d refers to X: the X of the spell that became the permanent as it resolved, %d, even though X is 0 for the permanent", a.Text, spellX), "107.3m")
		}
		counters[a.Enters.CounterKind] += n
		counterText = append(counterText, plural(n, a.Enters.CounterKind+" counter"))
	}
	switch card.Name {
	case "Hangarback Walker":
		e.cite(card.Name, "2015-06-22", "must be equal")
	case "Walking Ballista":
		e.cite(card.Name, "2020-08-07", "pay twice X")
	case "Chalice of the Void":
		e.cite(card.Name, "2021-03-19", "pay twice X")
	}
	zero := 0
	etb := spellX
	mv := baseMV
	mvStack := baseMV + xSymbols*spellX
	r.EtbX = &etb
	r.PermanentX = &zero
	r.ManaValue = &mv
	r.ManaValueOnStack = &mvStack
	r.Counters = counters
	e.step(fmt.Sprintf("On the battlefield X is 0, so its mana value there is %d; on the stack X is %d, so its mana value there is %d", mv, spellX, mvStack), "202.3e", "107.3g")
	r.Understood = true
	ans := fmt.Sprintf("%s: X is %d for its enters abilities", card.Name, etb)
	if len(counterText) > 0 {
		ans += ", so it enters with " + joinAnd(counterText)
	}
	ans += fmt.Sprintf("; X is 0 on the battlefield, where its mana value is %d (%d on the stack).", mv, mvStack)
	r.Answer = ans
	e.fill(r)
	return nil
}

func mentionsEnters(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "enters") || strings.Contains(l, "counters on it") || strings.Contains(l, "value of x")
}

// manaValue is the total mana in a mana cost with X as 0 (CR 202.3).
func manaValue(cost string) int {
	n := 0
	for cost != "" {
		i := strings.IndexByte(cost, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(cost[i:], '}')
		if j < 0 {
			break
		}
		sym := cost[i+1 : i+j]
		cost = cost[i+j+1:]
		if d, ok := parseDigits(sym); ok {
			n += d
			continue
		}
		if sym == "X" || sym == "Y" || sym == "Z" {
			continue
		}
		n++
	}
	return n
}
