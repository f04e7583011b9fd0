package rules

import (
	"fmt"
	"strings"
)

// illegalAttachment says why p, an Aura or Equipment, is attached to a
// permanent it can't be attached to, which a state-based action undoes
// (CR 303.4c, 704.5m, 704.5n, 301.5c); "" when it is not, or is attached
// to nothing. The engine does not answer as if it stayed.
func (w *world) illegalAttachment(p *perm) string {
	if p.attached < 0 {
		return ""
	}
	host := w.perms[p.attached]
	if p.hasSub("Equipment") && !host.is("Creature") {
		return fmt.Sprintf("%s is an Equipment attached to %s, which is not a creature, so it becomes unattached as a state-based action (CR 301.5c, 704.5n), which the engine does not apply", p.name, host.name)
	}
	if !p.hasSub("Aura") {
		return ""
	}
	for _, a := range p.abilities {
		for _, kw := range a.Keywords {
			if !strings.HasPrefix(kw, "enchant ") {
				continue
			}
			ok, known := enchantable(w, p, host, strings.TrimPrefix(kw, "enchant "))
			switch {
			case !known:
				return fmt.Sprintf("%s has \u201c%s\u201d, and the engine does not read whether %s is a legal object for it (CR 303.4c, 704.5m)", p.name, kw, host.name)
			case !ok:
				return fmt.Sprintf("%s can't enchant %s (\u201c%s\u201d), so it is put into its owner's graveyard as a state-based action (CR 303.4c, 704.5m), which the engine does not apply", p.name, host.name, kw)
			}
		}
	}
	return ""
}

// enchantable reports whether host is a legal object for "enchant what",
// and whether the engine can tell.
func enchantable(w *world, aura, host *perm, what string) (ok, known bool) {
	if reEnchantMV.MatchString(what) || strings.Contains(what, " or ") {
		// A bound on mana value (Threads of Disloyalty), or
		// alternatives ("artifact or creature", Encrust), is read as
		// the state-based actions read it.
		return w.matchesObject(host, aura, capitalizeLandTypes(what))
	}
	// Who controls it ("Mountain you control", Chained to the Rocks) is
	// read after the type.
	whose := ""
	for _, q := range []string{" you control", " you don't control", " an opponent controls"} {
		if strings.HasSuffix(what, q) {
			what, whose = strings.TrimSuffix(what, q), q
			break
		}
	}
	words := strings.Fields(what)
	if len(words) == 0 {
		return false, false
	}
	// Subtypes are written with a capital letter; the keyword was read in
	// lower case.
	last := words[len(words)-1]
	if _, isType := cardTypeWords[last]; !isType {
		words[len(words)-1] = strings.ToUpper(last[:1]) + last[1:]
	}
	sub, parsed := parseSubject("each " + strings.Join(words, " ") + whose)
	if !parsed {
		return false, false
	}
	in, why := sub.matches(w.b, aura, host)
	return in, why == ""
}

// readSet is the permanents whose mana abilities a mana question reads:
// the permanent asked about (every permanent of the player, for pay and
// mana), and the lands each "could produce" ability among them looks at,
// until nothing new is added (106.7).
func (w *world) readSet(k asking) permSet {
	set := make(permSet, len(w.perms))
	if !k.manaQuestion() {
		return set
	}
	var todo []*perm
	add := func(p *perm) {
		if !set[p.i] {
			set[p.i] = true
			todo = append(todo, p)
		}
	}
	switch k.kind {
	case askPay, askMana:
		for _, p := range w.perms {
			if p.Controller == k.player {
				add(p)
			}
		}
	default:
		add(k.target)
	}
	for len(todo) > 0 {
		p := todo[0]
		todo = todo[1:]
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Kind != ManaCould {
				continue
			}
			for _, q := range w.perms {
				in := (a.Mana.Scope == "you" || a.Mana.Scope == "sacrificed") && q.Controller == p.Controller ||
					a.Mana.Scope == "opponent" && w.b.opponents(p.Controller, q.Controller)
				if in && q.is("Land") {
					add(q)
				}
			}
		}
	}
	return set
}

// tapped is the permanents a mana question taps for mana.
func (w *world) tapped(k asking, p *perm) bool {
	switch k.kind {
	case askTap, askActivate:
		return p == k.target
	case askPay, askMana:
		return p.Controller == k.player
	}
	return false
}

// permSet is a set of the permanents of a world, by their index.
type permSet []bool

// has reports whether p is in the set.
func (s permSet) has(p *perm) bool {
	return s[p.i]
}
