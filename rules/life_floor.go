package rules

import (
	"fmt"
	"regexp"
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
