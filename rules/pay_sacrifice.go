package rules

import "strings"

// landOutlet reports whether a is a mana ability whose only cost is to
// sacrifice a land and that adds one mana of a type the sacrificed land
// could produce (Squandered Resources). The pay and mana questions read
// it as a use of each land: tapped for its own mana first or not, then
// sacrificed for one mana of a type it could produce.
func landOutlet(a *Ability) bool {
	if a.Kind != KindMana || !a.Understood || a.Mana == nil || a.Mana.Kind != ManaCould || a.Mana.Scope != "sacrificed" {
		return false
	}
	if len(a.Mana.Riders) > 0 || a.Mana.Spend != "" || a.Restriction.Text != "" {
		return false
	}
	return a.Cost == (Cost{Sacrifice: "land"})
}

// safeBeforeSacrifice are the mana abilities whose mana does not depend
// on the other permanents: one with a mana cost paid with the mana of a
// land sacrificed earlier makes the same mana as before it.
var safeBeforeSacrifice = map[ManaKind]bool{
	ManaFixed: true, ManaOneOf: true, ManaAnyColor: true, ManaChosenColor: true,
	ManaAnyOneColor: true, ManaCombination: true,
}

// landOutletOf finds a permanent player controls with a landOutlet
// ability that can be activated now. why says why the engine can't work
// out payments with it: a mana ability with a mana cost whose mana
// depends on other permanents might be paid with the mana of a land it
// counts, which the engine does not order.
func (w *world) landOutletOf(player string) (*perm, *Ability, string) {
	var out *perm
	var oa *Ability
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if !landOutlet(a) || out != nil {
				continue
			}
			if l := w.canActivate(p, a); l.ok && l.unknown == "" {
				out, oa = p, a
			}
		}
	}
	if out == nil {
		return nil, nil, ""
	}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind == KindMana && a.Cost.Mana != "" && (a.Mana == nil || !safeBeforeSacrifice[a.Mana.Kind]) {
				return nil, nil, Possessive(out.name) + " ability \u201c" + oa.Text + "\u201d sacrifices lands, and " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d costs mana and makes mana that depends on other permanents; the engine does not work out the order of such payments"
			}
		}
	}
	return out, oa, ""
}

// withSacrifice adds to the uses of land q those that then sacrifice it
// to outlet's ability for one mana of each type q could produce (CR
// 106.7): after each use that leaves it on the battlefield, and alone.
// Every land is tapped before any is sacrificed; lands whose mana looks
// at other lands (Reflecting Pool) are sacrificed first and lands whose
// static abilities change other lands (Urborg) last, so what each could
// produce is what it could with them all.
func (w *world) withSacrifice(q *perm, uses []payUse, could TypeSet, outlet *perm, a *Ability, asWhite bool) []payUse {
	if a.Mana.ColorsOnly {
		could &= AllColors
	}
	if could == 0 {
		return uses
	}
	snow := outlet.hasSuper("Snow")
	sac := "sacrifice " + q.name + " to " + outlet.name
	out := uses
	add := func(base *payUse, c Color) {
		u := payUse{action: sac + " for " + One(c).String(), ability: a.Text, pool: One(c)}
		if base != nil {
			u = *base
			u.pool = base.pool.Add(One(c))
			act := base.action
			if i := strings.LastIndex(act, " for "); i >= 0 {
				act = act[:i]
			}
			u.action = act + ", then " + sac + " for " + u.pool.String()
			u.choices = append([]string(nil), base.choices...)
			u.events = append([]string(nil), base.events...)
		}
		u.usable = u.usable.Add(One(c))
		spend := One(c)
		if asWhite {
			spend = spentAsWhite(spend)
		}
		u.made.addPool(spend, snow, false)
		u.choices = append(u.choices, outlet.name+": sacrifices "+q.name+", chooses "+c.Word())
		u.events = append(u.events, PlayerName(q.Controller)+" "+VerbFor(q.Controller, "sacrifices")+" "+q.name)
		out = append(out, u)
	}
	for _, c := range could.Colors() {
		for i := range uses {
			if sacrificesItself(uses[i]) {
				continue
			}
			add(&uses[i], c)
		}
		add(nil, c)
	}
	return out
}

// sacrificesItself reports whether a use sacrifices its source, by its
// cost or its effect (Gemstone Mine's last mining counter).
func sacrificesItself(u payUse) bool {
	if strings.Contains(u.action, "sacrifice ") {
		return true
	}
	for _, ev := range u.events {
		if l := strings.ToLower(ev); strings.Contains(l, "sacrifice") && !strings.Contains(l, "not sacrificed") {
			return true
		}
	}
	return false
}

// explainOutlet adds the step on a land outlet's ability.
func explainOutlet(e *explainer, outlet *perm, a *Ability) {
	e.step(Possessive(outlet.name)+" ability \u201c"+a.Text+"\u201d can be activated once for each land its controller controls: each land may be tapped for its own mana first, then sacrificed for one mana of a type it could produce; one that could produce none adds no mana", "605.3a", "106.7")
	e.cite(outlet.name, "2004-10-04", "")
}
