package rules

import (
	"context"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// An untapper's ability is not a mana ability (it has a target, CR
// 605.1a): it is activated while its controller has priority, before the
// spell is cast, and it must resolve before the permanent it untaps is
// tapped again. Each time a player would receive priority, state-based
// actions are checked first (117.5, 704.3), and a player at 0 or less life
// loses (704.5a); so the mana abilities activated before the untap
// resolves (the first tap of the permanent it untaps, the sources whose
// mana pays the untap's cost) must leave the player's life above 0. Only
// mana abilities activated while the spell is cast escape that check
// until the spell is cast (601.2g).

// untapLifeCheck reports whether the solver must check the life left
// before an untap resolves: the board gives the life total and some use
// untaps a permanent to make its mana again.
func (s *solver) untapLifeCheck() bool {
	if s.p.life < 0 || s.p.cantLose {
		return false
	}
	for _, u := range s.uses {
		if u.card != "" {
			return true
		}
	}
	return false
}

// untapSaved reports whether player, whose life total life the board
// gives, does not lose the game at 0 life (Platinum Angel, CR 104.3b),
// where a source of theirs is untapped to make its mana again (untappers):
// then no untap's life is checked (untapLifeCheck). why says where the
// timestamps of the board's effects decide it.
func untapSaved(ctx context.Context, b *Board, player string, life int, untappers bool) (saved bool, why string) {
	if life < 0 || !untappers {
		return false, ""
	}
	saver, why := lifeSaver(ctx, b, player)
	return saver != "", why
}

// untapLethal checks the picks, all but the one at index skip (-1 for
// none), for the life lost before an untap resolves: drop when the uses
// that must come before it take the player's life to 0 or less, so the
// way can't be done; unsure when some order of them may and the engine
// does not work out whether another is left. Where the spell waits for
// an empty stack, the damage of the triggers of those uses comes before
// it too (triggersBefore).
func (s *solver) untapLethal(skip int) (drop, unsure bool) {
	switch s.p.triggers {
	case triggersWait:
		return s.untapLethalBy(skip, false)
	case triggersResolve:
		return s.untapLethalBy(skip, true)
	}
	// Where the way stands with the triggers' damage first, it stands
	// without it; where it falls either way, it falls.
	drop, unsure = s.untapLethalBy(skip, true)
	if !drop && !unsure {
		return false, false
	}
	if drop0, _ := s.untapLethalBy(skip, false); drop && drop0 {
		return true, false
	}
	return false, true
}

// triggersBeforeOf is whether the triggers of the mana abilities player
// activates before card is cast resolve before it is (triggersBefore).
func triggersBeforeOf(worlds []*world, player string, card *catalog.Card) triggersBefore {
	if card == nil {
		return triggersWait
	}
	if !needsEmptyStack(card) {
		// Teferi, Time Raveler's "Each opponent can cast spells only any
		// time they could cast a sorcery." makes an instant wait for an
		// empty stack too (307.1).
		for _, w := range worlds {
			for _, p := range w.perms {
				for _, a := range p.abilities {
					if !containsFoldASCII(a.Text, "cast spells only") || !containsFoldASCII(a.Text, "could cast a sorcery") {
						continue
					}
					if strings.HasPrefix(a.Text, "Each opponent") && w.b.opponents(p.Controller, player) {
						return triggersResolve
					}
					if !strings.HasPrefix(a.Text, "Each opponent") {
						return triggersMayResolve
					}
				}
			}
		}
		return triggersWait
	}
	for _, l := range ownLines(card) {
		if l = strings.ToLower(l); strings.Contains(l, "flash") || reOffering.MatchString(l) {
			return triggersMayResolve
		}
	}
	_, types, _ := splitTypes(card)
	if p, _ := flashGranter(worlds, player, types); p != nil {
		return triggersMayResolve
	}
	return triggersResolve
}

// untapLethalBy is untapLethal, counting the damage of the uses' triggers
// as coming before the spell where later.
func (s *solver) untapLethalBy(skip int, later bool) (drop, unsure bool) {
	lost := func(u *payUse) int {
		if later {
			return u.life + u.damage + u.later
		}
		return u.life + u.damage
	}
	life := s.p.life
	total, untaps := 0, 0
	var one *payUse
	for i, id := range s.picks {
		if i == skip {
			continue
		}
		u := s.uses[id]
		total += lost(u)
		if u.card != "" {
			untaps++
			one = u
		}
	}
	if untaps == 0 || total < life {
		return false, false
	}
	// first is the least life the first tap of each permanent untapped
	// takes: one of the picks of its group that untaps nothing, where
	// the way has one (an untap of a permanent not tapped first makes no
	// second tap, and needs none before it).
	first := 0
	seen := map[int]bool{}
	firstAt := -1
	for i, id := range s.picks {
		u := s.uses[id]
		if i == skip || u.card == "" || u.again == 0 || seen[u.again] {
			continue
		}
		seen[u.again] = true
		least, at := -1, -1
		for j, jd := range s.picks {
			v := s.uses[jd]
			if j == skip || v.card != "" || s.base.useGroup[jd] != u.again-1 {
				continue
			}
			if least < 0 || lost(v) < least {
				least, at = lost(v), j
			}
		}
		if least > 0 {
			first += least
		}
		firstAt = at
	}
	if first >= life {
		return true, false
	}
	if untaps > 1 {
		// Which uses come before which untap is not worked out.
		return false, true
	}
	if one.untapCost == nil {
		// Only the first tap comes before the untap.
		return false, false
	}
	if total-lost(one) < life {
		// All the others may come before it.
		return false, false
	}
	// The untap's cost is paid with mana made before it. Where the first
	// tap's mana and that of sources that cost nothing and take no life
	// don't pay it, at least one source that takes life does, the one
	// that takes least at best. Else which mana pays the untap and which
	// the spell is not worked out.
	var pool Pool
	least := -1
	for i, id := range s.picks {
		v := s.uses[id]
		if i == skip || v.card != "" || v.cost != nil {
			continue
		}
		if i != firstAt && lost(v) > 0 {
			if least < 0 || lost(v) < least {
				least = lost(v)
			}
			continue
		}
		pool = pool.Add(spendable(v))
	}
	if !poolPays(pool, *one.untapCost) && least >= 0 && first+least >= life {
		return true, false
	}
	return false, true
}

// spendable is the mana of use u that can pay an ability's cost: not
// mana spendable only on the spell.
func spendable(u *payUse) Pool {
	var p Pool
	for k := 0; k < kindSpellOnly; k++ {
		p[k%6] += int(u.made[k])
	}
	return p
}

// poolPays reports whether pool pays cost, whose symbols are generic,
// colored and colorless mana only.
func poolPays(pool Pool, cost ManaCost) bool {
	for _, sym := range cost.Symbols {
		c := Colorless
		switch sym.Kind {
		case SymColored:
			if len(sym.Colors) != 1 {
				return false
			}
			c = sym.Colors[0]
		case SymColorless:
		default:
			return false
		}
		if pool[c] == 0 {
			return false
		}
		pool[c]--
	}
	return pool.Total() >= cost.Generic
}

// explainUntapDropped says why ways that untap a permanent were left out:
// the mana abilities before the untap, and where the spell waits for an
// empty stack (triggers) their triggers, leave the player at 0 life
// (untapLethal).
func explainUntapDropped(e *explainer, subject string, card *catalog.Card, triggers bool) {
	who := strings.ToLower(subject)
	text := "A way that taps a permanent, untaps it and taps it again is not counted where the mana abilities activated before the untap leave " + who + " at 0 life or less: the untap resolves before the spell is cast, state-based actions are checked each time a player would receive priority, and " + who + " would lose the game"
	rules := []string{"117.5", "704.5a"}
	if triggers {
		text += "; and " + card.Name + " can be cast only when the stack is empty, so the triggered abilities of those mana abilities (damage dealt as they resolve) resolve before it is cast too"
		rules = append(rules, "117.1a", "603.3")
	}
	e.step(text, rules...)
}

// untapLifeWhy says why the engine can't rule where the life lost before
// an untap resolves may or may not leave the player alive (untapLethal).
func untapLifeWhy(subject string) string {
	return "a way to make the mana uses an ability that untaps a permanent, which is activated and resolves before the spell is cast, so the mana abilities activated before it are each followed by a check of state-based actions and " + strings.ToLower(subject) + " would lose at 0 life (CR 117.5, 704.3, 704.5a); the damage and life loss of those mana abilities may reach " + possessiveOf(strings.ToLower(subject)) + " life total, and the engine does not work out which of them must come before the untap"
}
