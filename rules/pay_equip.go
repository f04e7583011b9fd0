package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// equipsNothing reports whether Equipment p is also a creature, and so
// can't equip a creature (CR 301.5c): its equip ability, activated,
// attaches it to nothing (701.3b). Reconfigure's own rule is left to the
// card.
func (p *perm) equipsNothing() bool {
	return p.is("Creature") && !hasKeyword(p, "reconfigure")
}

// equipTime reports whether it is a time player may activate an equip
// ability: a main phase of their turn (CR 702.6a: equip only as a
// sorcery; the board records no spell on the stack).
func (w *world) equipTime(player string) bool {
	return (w.b.Step == StepMain1 || w.b.Step == StepMain2) && w.b.activeTeam(player)
}

// equipActivatable reports whether an equip ability of p can be
// activated now, as far as what stops abilities being activated goes
// (Null Rod, Pithing Needle naming it: 602.5); unknown says why the
// engine can't tell (Pithing Needle naming no card).
func (w *world) equipActivatable(p *perm) (can bool, unknown string) {
	for _, a := range p.abilities {
		if !slices.Contains(a.Keywords, "equip") {
			continue
		}
		l := w.canActivate(p, a)
		if l.unknown != "" {
			unknown = l.unknown
		} else if l.ok {
			can = true
		}
	}
	return can, unknown
}

// equipHasteNow finds an Equipment player controls that gives the
// creature it is attached to haste and whose equip ability costs {0},
// when player may equip now: in a main phase of their turn (CR 702.6a:
// equip only as a sorcery; the board records no spell on the stack),
// and it is no creature itself (301.5c: March of the Machines).
// It can be attached to each of their creatures in turn, each tapped for
// mana while it has haste (702.10c): the mana stays in the pool until
// the step ends (106.4).
func (w *world) equipHasteNow(player string) *perm {
	if !w.equipTime(player) {
		return nil
	}
	for _, p := range w.perms {
		if p.Controller != player || !p.is("Artifact") || !p.hasSub("Equipment") {
			continue
		}
		if p.equipsNothing() {
			continue
		}
		free, haste := false, false
		for _, a := range p.abilities {
			if slices.Contains(a.Keywords, "equip") && a.Understood && a.EquipQuality == "" {
				// Only an equip ability that can be activated now
				// (Null Rod, Pithing Needle naming it: 602.5), and
				// that may target any creature its controller controls
				// (not "Equip legendary creature", 702.6c).
				if l := w.canActivate(p, a); !l.ok || l.unknown != "" {
					continue
				}
				if c, err := ParseManaCost(a.Cost.Mana); err == nil && c.X == 0 && c.MaxMana() == 0 && len(c.Symbols) == 0 {
					free = true
				}
			}
			st := a.Static
			if a.Kind == KindStatic && a.Understood && st != nil && st.Kind == StaticGrant && st.Affected == "equipped creature" && st.Condition == nil {
				for _, g := range st.Granted {
					if slices.Contains(g.Keywords, "haste") {
						haste = true
					}
				}
			}
		}
		if free && haste {
			return p
		}
	}
	return nil
}

// equipForHaste lets player's summoning-sick creatures that eq can be
// attached to be tapped for mana as though they had haste, and says so.
func (w *world) equipForHaste(player string, e *explainer) {
	eq := w.equipHasteNow(player)
	if eq == nil {
		return
	}
	var names []string
	for _, p := range w.perms {
		if p.Controller != player || !p.is("Creature") || !p.Sick || p.haste || p.asHaste != "" || hasKeyword(p, "shroud") {
			continue
		}
		p.asHaste = eq.name
		if !slices.Contains(names, p.name) {
			names = append(names, p.name)
		}
	}
	if len(names) == 0 {
		return
	}
	e.step(Capital(PlayerDoes(player, "may"))+" equip "+eq.name+" now ({0}, as a sorcery) to "+joinAnd(names)+", one after another: each then has haste and can be tapped for mana before it moves on, and the mana stays until the step ends", "702.6a", "702.10c", "106.4")
}

// equipUnread says why the engine can't rule where an equip ability of an
// Equipment player controls can't be told to be activatable or not now
// (Pithing Needle naming no card), or where player may equip now an
// Equipment that gives shroud while an ability of theirs untaps a target
// permanent: a creature that has haste from it can't then be the target
// (702.18a), and moving it off a creature lets that one be targeted, which
// the engine does not work out (Lightning Greaves beside Voltaic Key or
// Kiora's Follower); "" where neither is so.
func (w *world) equipUnread(player string) string {
	if !w.equipTime(player) {
		return ""
	}
	for _, p := range w.perms {
		if p.Controller != player || !p.is("Artifact") || !p.hasSub("Equipment") {
			continue
		}
		can, unknown := w.equipActivatable(p)
		if unknown != "" {
			return unknown
		}
		shroud := false
		for _, a := range p.abilities {
			if st := a.Static; a.Kind == KindStatic && st != nil && st.Kind == StaticGrant && st.Affected == "equipped creature" {
				for _, g := range st.Granted {
					if g != nil && slices.Contains(g.Keywords, "shroud") {
						shroud = true
					}
				}
			}
		}
		if !can || !shroud {
			continue
		}
		for _, q := range w.perms {
			if q.Controller != player {
				continue
			}
			for _, a := range q.abilities {
				if a.Kind == KindActivated && reUntapsTarget.MatchString(strings.ToLower(a.Text)) {
					return fmt.Sprintf("%s may equip %s now, which gives shroud, and %s ability \u201c%s\u201d untaps a target permanent: which permanents it can target as %s moves from creature to creature the engine does not work out (CR 702.6a, 702.18a)", PlayerName(player), p.name, Possessive(q.name), a.Text, p.name)
				}
			}
		}
	}
	return ""
}

// reUntapsTarget is an effect that untaps a target permanent.
var reUntapsTarget = regexp.MustCompile(`\buntap (?:another )?target\b`)
