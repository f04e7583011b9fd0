package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
)

// "Damage that would reduce your life total to less than 1 reduces it to
// 1 instead." (Ali from Cairo, Fortune Thief, Sustaining Spirit) and
// Worship's "If you control a creature, damage that would reduce your
// life total to less than 1 reduces it to 1 instead.": a replacement of
// the result of damage dealt to the player (CR 614.1a, 120.3a). It does
// not prevent the damage, and it does not apply to life lost any other
// way (Worship's and Ali from Cairo's rulings of 2004-10-04). The upkeep
// reads it where its triggers deal damage (lifeFloors).

var reLifeFloor = regexp.MustCompile(`^(If you control a creature, d|D)amage that would reduce your life total to less than 1 reduces it to 1 instead\.$`)

// compileLifeFloor reads the effect above.
func compileLifeFloor(a *Ability, s string) bool {
	m := reLifeFloor.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	a.Kind = KindStatic
	a.Static = &StaticSpec{Kind: StaticLifeFloor, IfCreature: m[1] != "D"}
	return true
}

// damageLoss is the life who loses to n damage, and the name of the
// effect on the board that keeps the damage from reducing their life
// total to less than 1 where it does (lifeFloors has made sure their
// life total is given and at least 1 where one may apply).
func (s upState) damageLoss(who string, n int) (int, string) {
	i := s.idx(who)
	if i < 0 || s.floor[i] == "" {
		return n, ""
	}
	l, ok := s.get(fLife, who)
	if !ok || l-n >= 1 {
		return n, ""
	}
	loss := max(l-1, 0)
	return loss, s.floor[i]
}

// lifeFloors marks in start the players an effect above protects, and
// says it as a step where a trigger may deal them damage; why says what
// the engine does not work out: a life total the board does not give
// (the result depends on it), one already below 1 (the rulings say only
// that damage does not raise it), a Two-Headed Giant team's shared life
// total, and Worship's condition where a trigger may change the
// creatures its controller controls (tokens created, permanents
// sacrificed, a creature whose toughness counts cards that change).
func lifeFloors(b *Board, w *world, start upState, trigs []*upTrigger, drawTrigs []*drawTrig, notTriggered []string, e *explainer) string {
	damaged := map[string]bool{}
	// stable: no trigger may change the permanents on the battlefield.
	stable := !slicesContainsPart(notTriggered, echoMayTrigger) && !slicesContainsPart(notTriggered, transformMayTrigger)
	for _, t := range trigs {
		if t.spec.ElseDamage > 0 {
			damaged[t.controller] = true
		}
		cards := t.spec.Draw > 0 || t.spec.RevealToHand || t.steps != nil
		for _, x := range t.steps {
			if x.damage {
				damaged[x.player] = true
			}
			switch x.verb {
			case "draw", "discard", "lose", "gain":
			default:
				cards = false
			}
		}
		if !cards || t.spec.PaysMana || t.spec.PaysLife > 0 || t.spec.Cumulative {
			stable = false
		}
	}
	for _, d := range drawTrigs {
		for _, a := range append(d.acts, upAction{damage: d.eff.mayDamage > 0}) {
			if a.damage {
				for _, p := range d.b.Players {
					damaged[p.Name] = true
				}
			}
		}
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			st := a.Static
			if st == nil || st.Kind != StaticLifeFloor || !a.Understood {
				continue
			}
			who := p.Controller
			i := start.idx(who)
			if i < 0 || !damaged[who] || start.floor[i] != "" {
				continue
			}
			if b.Format == Format2HG {
				return fmt.Sprintf("%s has \u201c%s\u201d, and in Two-Headed Giant the life total it reads is the team's, shared with a teammate who may be dealt damage too (CR 810.9a), which the engine does not work out", p.name, a.Text)
			}
			if st.IfCreature {
				if !stable || creatureCountsCards(w, who) {
					return fmt.Sprintf("%s has \u201c%s\u201d, and the upkeep's triggered abilities may change whether %s a creature before damage is dealt, which the engine does not follow", p.name, a.Text, PlayerDoes(who, "controls"))
				}
				if !controlsCreature(w, who) {
					e.step(fmt.Sprintf("%s applies only while %s a creature, and %s none: damage dealt to %s reduces %s life total as usual", Possessive(p.name)+" effect", PlayerDoes(who, "controls"), PlayerDoes(who, "controls"), PlayerName(who), theirFor(who)), "614.1a")
					continue
				}
			}
			l, ok := start.get(fLife, who)
			if !ok {
				return fmt.Sprintf("%s has \u201c%s\u201d, and the board does not say %s life total, on which what the damage dealt to %s does depends (write \u201c%s: life N\u201d)", p.name, a.Text, PlayerPossessive(who), PlayerName(who), who)
			}
			if l < 1 {
				return fmt.Sprintf("%s has \u201c%s\u201d, and %s life total is already less than 1, where what damage does to it is not one the engine rules on", p.name, a.Text, PlayerPossessive(who))
			}
			start.floor[i] = p.name
			e.step(fmt.Sprintf("With %s, damage dealt to %s can't reduce %s life total to less than 1: the damage is still dealt, and life lost any other way is not changed", p.name, PlayerName(who), theirFor(who)), "614.1a", "120.3a")
			e.citeAbout(p.name, "loss of life")
		}
	}
	return ""
}

// controlsCreature reports whether who controls a creature in w.
func controlsCreature(w *world, who string) bool {
	for _, p := range w.perms {
		if p.Controller == who && p.is("Creature") {
			return true
		}
	}
	return false
}

// creatureCountsCards reports whether a creature who controls has its
// toughness defined by a characteristic-defining ability (CR 604.3), which
// may count what the upkeep changes (the cards in a hand).
func creatureCountsCards(w *world, who string) bool {
	for _, p := range w.perms {
		if p.Controller != who || !p.is("Creature") {
			continue
		}
		for _, a := range p.abilities {
			if a.Static != nil && a.Static.Kind == StaticDefinesPT {
				return true
			}
		}
	}
	return false
}

// paymentFloor is the effect above of player's own, for pay and mana
// (their damage is dealt only to player): the name of its permanent where
// it applies in every timestamp order of the board's effects, "" for
// none; why says what the engine does not work out: a floor that
// applies only while they control a creature where they control none
// (whether one is made while paying is not followed), a life total below
// 1 already, and orders that disagree. The classification has made sure
// that no creature leaves the battlefield and that the game is not
// Two-Headed Giant.
func paymentFloor(ctx context.Context, b *Board, player string, life int) (by, why string) {
	for i, w := range buildWorlds(ctx, b) {
		name := ""
		for _, p := range w.perms {
			if p.Controller != player {
				continue
			}
			for _, a := range p.abilities {
				st := a.Static
				if st == nil || st.Kind != StaticLifeFloor || !a.Understood {
					continue
				}
				if st.IfCreature && !controlsCreature(w, player) {
					return "", fmt.Sprintf("%s has \u201c%s\u201d, which applies only while %s a creature, and %s none now; whether one is made while mana is made the engine does not follow", p.name, a.Text, PlayerDoes(player, "controls"), PlayerDoes(player, "controls"))
				}
				if life >= 0 && life < 1 {
					return "", fmt.Sprintf("%s has \u201c%s\u201d, and %s life total is already less than 1, where what damage does to it is not one the engine rules on", p.name, a.Text, PlayerPossessive(player))
				}
				if name == "" {
					name = p.name
				}
			}
		}
		if i == 0 {
			by = name
		} else if name != by {
			return "", fmt.Sprintf("whether an effect keeps damage from reducing %s life total to less than 1 depends on the timestamp order of the effects on the board, which the board does not record", PlayerPossessive(player))
		}
	}
	return by, ""
}

// floorSourcesWhy says why the engine does not work out payments with
// src beside by's floor on life, where the life total is given: an untap
// with a source that deals damage (state-based actions are checked
// before the untap resolves, untapLethal, and the damage counted there
// would not lower the life total below 1), or a mana ability that pays
// life and mana (Blood Celebrant's "{B}, Pay 1 life"), whose mana may
// come from a source whose damage comes first, so that the order decides
// whether the life total stays at 1 or more. "" for neither.
func floorSourcesWhy(src paySources, by string) string {
	untaps, damage := false, false
	for _, g := range src.groups {
		for _, u := range g.uses {
			untaps = untaps || g.untap || u.again > 0 || u.card != ""
			damage = damage || u.damage+u.later > 0
			if u.life > 0 && u.cost != nil {
				return fmt.Sprintf("%s mana ability pays life and mana, and the mana may come from a source that deals damage first, so whether %s effect keeps the life total at 1 or more depends on the order, which the engine does not work out", Possessive(g.name), Possessive(by))
			}
			if u.life > 0 && (u.tapsFor || u.card != "" || u.again > 0) {
				return fmt.Sprintf("a use of %s pays life and may have to come after a source that deals damage, so whether %s effect keeps the life total at 1 or more depends on the order, which the engine does not work out", g.name, Possessive(by))
			}
		}
	}
	if untaps && damage {
		return fmt.Sprintf("an ability that untaps a permanent is activated and resolves with priority, after state-based actions are checked, and the engine does not work out the life left then beside %s effect on damage", Possessive(by))
	}
	return ""
}

// floored is payments as their damage bears on whether the player loses,
// beside an effect by which damage can't reduce their life total, life,
// to less than 1: the life each way pays is paid first, as it can be
// (lifeFirst), and where that leaves them at 1 or more the damage after
// it leaves them there; a way's damage is then none. Where a way pays
// life down to 0 or less and deals damage, what the damage does to a
// life total below 1 is not one the engine rules on, and why says so.
// A way that pays life with a mana cost of its own is not worked out
// (floorSourcesWhy).
func floored(payments []Payment, life int, by string) ([]Payment, string) {
	out := make([]Payment, len(payments))
	for i, p := range payments {
		out[i] = p
		if p.damage+p.later == 0 {
			continue
		}
		if life-p.Life < 1 {
			return nil, fmt.Sprintf("a way pays %d life of the %d there is and deals damage too, and what damage does to a life total already less than 1 beside %s effect is not one the engine rules on", p.Life, life, Possessive(by))
		}
		out[i].damage, out[i].later = 0, 0
	}
	return out, ""
}

// explainFloor says, where some of payments deal damage, that by's
// effect keeps it from reducing the player's life total to less than 1
// (Worship's and Ali from Cairo's rulings of 2004-10-04: it does not
// prevent damage, and life paid is not damage).
func explainFloor(e *explainer, payments []Payment, player, by string) {
	if !slices.ContainsFunc(payments, func(p Payment) bool { return p.damage+p.later > 0 }) {
		return
	}
	e.step(fmt.Sprintf("With %s, damage dealt to %s can't reduce %s life total to less than 1: the damage is still dealt, and life paid is not damage, so paying the life first, the damage leaves %s at 1 life or more", by, PlayerName(player), theirFor(player), PlayerName(player)), "614.1a", "120.3a", "119.4")
	e.citeAbout(by, "loss of life")
}

// creatureMayLeave reports whether a mana ability of player's permanents
// may take a permanent off the battlefield, so that Worship's "If you
// control a creature" may stop holding while mana is made: a cost that
// sacrifices or returns a permanent, or a rider other than damage to its
// controller, a life gained or lost, or a restriction on spending.
func (w *world) creatureMayLeave(player string) bool {
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana {
				continue
			}
			if !a.Understood || a.Cost.Sacrifice != "" || a.Cost.SacrificeX != "" || a.Cost.ReturnToHand {
				return true
			}
			if a.Mana == nil {
				continue
			}
			for _, r := range a.Mana.Riders {
				if !reDamageRider.MatchString(r) && !reSpendRider.MatchString(r) && !reLifeRider.MatchString(r) {
					return true
				}
			}
		}
	}
	return false
}

// dealsDamage reports whether a use of src deals damage to its
// controller, as its mana ability resolves or by a trigger.
func (src paySources) dealsDamage() bool {
	for _, g := range src.groups {
		for _, u := range g.uses {
			if u.damage+u.later > 0 {
				return true
			}
		}
	}
	return false
}

// readFloor reads, the first time a world's sources deal damage (read
// says whether it was read), the effect that keeps damage from reducing
// player's life, life (-1 where the board does not give it), below a
// floor (paymentFloor; by names it, "" for none), and marks src as
// paying under it; why says why the engine can't rule.
func readFloor(ctx context.Context, b *Board, player string, life int, src *paySources, by *string, read *bool) (why string) {
	if life >= 0 && !*read && src.dealsDamage() {
		f, why := paymentFloor(ctx, b, player, life)
		if why != "" {
			return why
		}
		*by, *read = f, true
	}
	if *by != "" {
		if why := floorSourcesWhy(*src, *by); why != "" {
			return why
		}
		src.floor = true
	}
	return ""
}
