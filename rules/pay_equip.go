package rules

import "slices"

// equipsNothing reports whether Equipment p is also a creature, and so
// can't equip a creature (CR 301.5c): its equip ability, activated,
// attaches it to nothing (701.3b). Reconfigure's own rule is left to the
// card.
func (p *perm) equipsNothing() bool {
	return p.is("Creature") && !hasKeyword(p, "reconfigure")
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
	b := w.b
	if (b.Step != StepMain1 && b.Step != StepMain2) || !b.activeTeam(player) {
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
			if slices.Contains(a.Keywords, "equip") && a.Understood {
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
