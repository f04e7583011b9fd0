package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// usedApart reports whether a, a mana ability of p with no {T} in its
// cost, is one the pay and mana questions use once and apart from p's
// other mana abilities: its cost is mana and removing X counters of a
// kind no other ability of p uses, and it adds X mana in any combination
// of colors (Calciform Pools: "{1}, Remove X storage counters from this
// land: Add X mana in any combination of {W} and/or {U}."). Its cost
// shares nothing with a {T} ability of p, so both may be activated; and
// one activation removing all the counters more activations would make
// every mana they could, for less mana, so once is enough.
func usedApart(p *perm, a *Ability) bool {
	if a.Kind != KindMana || a.Mana == nil || a.Mana.Kind != ManaCombination || a.Mana.Amount != 0 || len(a.Mana.Riders) > 0 {
		return false
	}
	c := a.Cost
	if !c.RemoveX || c.RemoveKind == "" {
		return false
	}
	c.Mana, c.RemoveX, c.RemoveKind = "", false, ""
	if c != (Cost{}) {
		return false
	}
	for _, b := range p.abilities {
		if b == a || b.Text == a.Text {
			// The same ability, read as eachCounterAsX reads it.
			continue
		}
		if b.Cost.RemoveKind == a.Cost.RemoveKind || b.Cost.Sacrifice == "this" || !b.Understood && b.Kind == KindMana {
			return false
		}
	}
	return true
}

// onceApart reports whether mana ability a of p, which may be activated
// only once each turn (CR 602.5b) and has neither {T} nor {Q} in its cost
// (Wall of Roots' "Put a -0/-1 counter on this: Add {G}. Activate only
// once each turn."), is used at most once, apart from p's other mana
// abilities: its cost is mana, life or counters of a kind no other ability
// of p puts or removes, and p's other mana abilities are understood.
func onceApart(p *perm, a *Ability) bool {
	if a.Kind != KindMana || a.Mana == nil || a.Restriction.PerTurn != 1 {
		return false
	}
	c := a.Cost
	kind := c.PutCounter
	if c.RemoveCounters > 0 && !c.RemoveX && !c.RemoveAny {
		if kind != "" {
			return false
		}
		kind = c.RemoveKind
		c.RemoveCounters, c.RemoveKind = 0, ""
	}
	c.Mana, c.PayLife, c.PutCounter = "", 0, ""
	if c != (Cost{}) || a.Cost.PayLife < 0 {
		return false
	}
	for _, b := range p.abilities {
		if b == a {
			continue
		}
		if kind != "" && (strings.EqualFold(b.Cost.RemoveKind, kind) || strings.EqualFold(b.Cost.PutCounter, kind)) || b.Cost.Sacrifice == "this" || !b.Understood && b.Kind == KindMana {
			return false
		}
	}
	return true
}

// eachCounterTemplate reports whether a, a mana ability of p, has the
// form eachCounterAsX reads: its whole cost is removing one counter of a
// kind, other than loyalty, and it adds one mana, of one type or of any
// color, with no rider, restriction or "Activate only" limit (Pentad
// Prism's "Remove a charge counter from this: Add one mana of any color.",
// Iceberg's "Remove an ice counter from this: Add {C}.", Workhorse's
// "Remove a +1/+1 counter from this: Add {C}."). It returns the kind and
// the types one activation may add; it reads nothing of the board.
func eachCounterTemplate(a *Ability) (kind string, colors []Color, ok bool) {
	if a.Kind != KindMana || !a.Understood || a.Mana == nil || len(a.Mana.Riders) > 0 || a.Mana.Spend != "" || a.Restriction.Text != "" {
		return "", nil, false
	}
	kind = a.Cost.RemoveKind
	if a.Cost != (Cost{RemoveCounters: 1, RemoveKind: kind}) || kind == "" || kind == "loyalty" {
		return "", nil, false
	}
	if strings.Contains(kind, "/") && !rePTCounter.MatchString(kind) {
		return "", nil, false
	}
	switch m := a.Mana; {
	case m.Kind == ManaAnyColor && m.UnlessPaid == "" && !m.ChosenPlayer:
		colors = []Color{White, Blue, Black, Red, Green}
	case m.Kind == ManaFixed && m.Pool.Total() == 1 && len(m.InsteadIf) == 0 && m.InsteadCounter == "" && m.InsteadType == "" && !m.InsteadPlayed:
		for c, n := range m.Pool {
			if n == 1 {
				colors = []Color{Color(c)}
			}
		}
	default:
		return "", nil, false
	}
	return kind, colors, true
}

// rePutOwnKind is an effect that puts one counter of a kind, a power and
// toughness kind among them, on its own permanent: "Put a +1/+1 counter on
// this creature."
var rePutOwnKind = regexp.MustCompile(`^Put an? ([a-z0-9+/-]+) counter on (.+)\.$`)

// putsOwnCounter reports whether b, an ability of p that is no mana
// ability, only puts one counter of kind on p, and its cost puts or
// removes no counter (Gemstone Array's "{2}: Put a charge counter on
// this.", Iceberg's "{3}: Put an ice counter on this."). It waits on the
// stack, so it is never activated while a cost is paid, only before
// (CR 602.2, 605.3a): storageFirsts works that out, or beforePaying stops
// the answer where it may bear on it.
func putsOwnCounter(p *perm, b *Ability, kind string) bool {
	c := b.Cost
	if b.Kind != KindActivated || !b.Understood || c.RemoveCounters > 0 || c.RemoveX || c.RemoveAny || c.PutCounter != "" || c.Loyalty {
		return false
	}
	_, effect, ok := splitCost(oracleFolder.Replace(b.Text))
	if !ok {
		return false
	}
	m := rePutOwnKind.FindStringSubmatch(strings.TrimSpace(withoutReminders(effect)))
	return m != nil && strings.EqualFold(m[1], kind) && slices.Contains([]string{"this land", "this artifact", "this creature", "this permanent", p.name, p.Card.Name}, m[2])
}

// eachCounterAsX reads mana ability a of p of the form eachCounterTemplate
// reads as what activating it again and again comes to: removing X of
// those counters, X up to the counters p has, adds X mana in any
// combination of the types one activation could add, each chosen as that
// activation resolves (CR 605.3a, 602.2b, 118.3: it can't be activated
// once no counter is left). It reads none that another ability of p puts
// or removes counters of that kind for, or speaks of them, but for an
// ability that puts one such counter and waits on the stack
// (putsOwnCounter), what it enters with, and a trigger on combat, which
// no question has (Druids' Repository's "Whenever a creature you control
// attacks, put a charge counter on this."). Counters that change power
// and toughness are read as removedPTUnread says. each is nil where a is
// not of that form; why says what stops the answer where it is but the
// engine can't read it, and note what a step says of its power and
// toughness.
func (w *world) eachCounterAsX(p *perm, a *Ability) (each *Ability, note, why string) {
	kind, colors, ok := eachCounterTemplate(a)
	if !ok || p.counters(kind) < 1 {
		return nil, "", ""
	}
	for _, b := range p.abilities {
		if b == a || b.Kind == KindKeyword || b.Kind == KindEnters {
			// What it enters with (sunburst) was put on as it entered.
			continue
		}
		if putsOwnCounter(p, b, kind) {
			continue
		}
		if b.Kind == KindTriggered && b.Trigger != nil && onlyCombat(b.Trigger.On) {
			continue
		}
		if b.Cost.RemoveKind == kind || b.Cost.PutCounter == kind || strings.Contains(strings.ToLower(b.Text), kind+" counter") || !b.Understood && b.Kind == KindMana {
			return nil, "", ""
		}
	}
	if rePTCounter.MatchString(kind) {
		if note, why = w.removedPTUnread(p, a, kind, p.counters(kind)); why != "" {
			return nil, "", why
		}
	}
	c := *a
	c.Cost = Cost{RemoveX: true, RemoveKind: kind}
	c.Mana = &ManaSpec{Kind: ManaCombination, Colors: colors}
	return &c, note, ""
}

// ptDelta is the power and toughness one counter of kind adds (CR
// 122.1a); ok is false for a kind that changes neither.
func ptDelta(kind string) (dp, dt int, ok bool) {
	m := rePTCounter.FindStringSubmatch(kind)
	if m == nil {
		return 0, 0, false
	}
	dp, _ = strconv.Atoi(m[1])
	dt, _ = strconv.Atoi(m[2])
	return dp, dt, dp != 0 || dt != 0
}

// toughnessRemoving is the toughness p, a creature, has once x counters of
// kind are removed from it, where removing them lowers its toughness and
// the engine computes it; ok is false elsewhere.
func toughnessRemoving(p *perm, kind string, x int) (int, bool) {
	_, dt, ok := ptDelta(kind)
	if !ok || dt <= 0 || !p.is("Creature") || p.boostUnsure != "" {
		return 0, false
	}
	t, why := p.toughness()
	if why != "" {
		return 0, false
	}
	return t - x*dt, true
}

// removedPTUnread says why the engine can't read mana ability a of p
// activated once for each of its n counters of kind, a kind that changes
// power and toughness (Workhorse's +1/+1, Morselhoarder's -1/-1), "" where
// it can. Each activation changes p's power and toughness (CR 122.1a,
// 613.4c): that stops the answer where a mana ability on the board reads
// power (powerMana), a static ability reads counters or power, p has
// counters of another such kind (704.5q), or, where removing them lowers
// its toughness, the engine does not compute it, it has damage marked on
// it that the lowered toughness may reach (704.5g), or it would have
// toughness 0 before its last counter is removed: making mana with
// priority, state-based actions are checked after each activation
// (117.3c, 117.5), and while a spell is cast they are not (601.2g), which
// the engine does not tell apart. A creature left with toughness 0 is put
// into its owner's graveyard the next time they are checked, after its
// mana is made (704.5f): that stops the answer where its dying may set
// off a triggered ability or its leaving may lift a restriction on mana
// (restrictsFor). note says what the step says of it.
func (w *world) removedPTUnread(p *perm, a *Ability, kind string, n int) (note, why string) {
	dp, dt, _ := ptDelta(kind)
	has := fmt.Sprintf("%s ability \u201c%s\u201d can be activated once for each %s counter on it, and each one removed changes its power and toughness", Possessive(p.name), a.Text, kind)
	for _, c := range p.Counters {
		if c.N > 0 && !strings.EqualFold(c.Kind, kind) && rePTCounter.MatchString(c.Kind) {
			return "", fmt.Sprintf("%s; it also has %s counters, and the engine does not work out the counters of two such kinds together (CR 704.5q)", has, c.Kind)
		}
	}
	mine := w.permsOf(p.Controller)
	if q, what := powerMana(mine); q != "" && dp != 0 {
		return "", has + ", which may change " + what + " (CR 613.4c); the engine does not work that out"
	}
	if q, b := w.staticReadingCountersOrPower(); q != nil {
		return "", has + "; " + Possessive(q.name) + " ability \u201c" + b.Text + "\u201d reads counters or power, which that may change (CR 613.1, 613.4c), and the engine does not work that out"
	}
	change := fmt.Sprintf("changes its power by %+d and its toughness by %+d", -dp, -dt)
	switch {
	case dp == dt && dp > 0:
		change = fmt.Sprintf("lowers its power and toughness by %d", dp)
	case dp == dt && dp < 0:
		change = fmt.Sprintf("raises its power and toughness by %d", -dp)
	}
	note = fmt.Sprintf("; each %s counter removed %s, and no mana ability or static ability on the board reads its power or counters", kind, change)
	if dt <= 0 || !p.is("Creature") {
		return note, ""
	}
	t, unknown := w.toughnessRead(p)
	if unknown != "" {
		return "", has + ", and a creature with toughness 0 or less is put into its owner's graveyard; " + unknown
	}
	end := t - n*dt
	if p.Damage > 0 && !hasKeyword(p, "indestructible") && end <= p.Damage {
		return "", fmt.Sprintf("%s: with %d damage marked on it, removing them may leave its toughness no more than that damage, and whether it is destroyed before its last counter is removed depends on whether the mana is made with priority, when state-based actions are checked after each activation, or while a spell is cast, when they are not (CR 117.5, 704.5g, 601.2g); the engine does not work that out", has, p.Damage)
	}
	if t-(n-1)*dt <= 0 {
		return "", fmt.Sprintf("%s: with toughness %d, it would have toughness 0 or less before its last counter is removed, and whether it is put into its owner's graveyard then depends on whether the mana is made with priority, when state-based actions are checked after each activation, or while a spell is cast, when they are not (CR 117.5, 704.5f, 601.2g); the engine does not work that out", has, t)
	}
	if end > 0 {
		return note, ""
	}
	if q := w.triggerSetOffBy([]*perm{p}, false, map[*perm]bool{p: true}); q != "" {
		return "", fmt.Sprintf("%s: removing all %d leaves it with toughness %d, and it is put into its owner's graveyard the next time state-based actions are checked (CR 704.5f), which may set off %s ability; the engine does not weigh that (CR 603.6c)", has, n, end, Possessive(q))
	}
	if restrictsFor(p, p.Controller) {
		return "", fmt.Sprintf("%s: removing all %d leaves it with toughness %d, and it is put into its owner's graveyard the next time state-based actions are checked (CR 704.5f), which ends the effect it has on the mana a player can make or spend; the engine does not work that out", has, n, end)
	}
	note += fmt.Sprintf("; removing all %d leaves it with toughness %d, and a creature with toughness 0 or less is put into its owner's graveyard the next time state-based actions are checked: after the mana is made, which a mana ability makes at once, and while a spell is cast only once it is cast; no ability on the board triggers on that", n, end)
	return note, ""
}
