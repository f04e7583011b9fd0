package rules

import (
	"fmt"
)

// controlEffect is one control-changing effect of layer 2: src's "You
// control enchanted creature." on the permanent it is attached to.
type controlEffect struct {
	src, t *perm
}

// applyControl applies the control-changing effects of layer 2 (CR
// 613.1b), before any other layer the engine models: "You control
// enchanted creature." gives the controller of its permanent control of
// the permanent that one is attached to, whatever that is (303.4m); an
// Aura on something it can't enchant is put into its owner's graveyard
// by the state-based actions, which build the world again without it
// (303.4c, 704.5m). The board writes each permanent under the player
// who controls it without such effects; the permanent with the effect
// keeps its own controller (303.4e). An effect whose permanent another
// such effect gives to someone applies after it (613.8a); two effects
// that would give one permanent to different players apply in timestamp
// order, which the board does not record, and a loop of them applies in
// timestamp order too (613.7, 613.8b): unknown says so.
//
// A permanent given to another player came under their control when
// the effect began to apply to it: with the effect's permanent or itself
// written new this turn (`sick`), or where the effects of the permanents
// not written new gave it to someone else as this turn began, it has
// summoning sickness for its new controller; so does a permanent given
// back this turn to the player the board writes it under. Otherwise they
// have controlled it continuously since their most recent turn began, as
// a board takes every permanent not written new to have been (302.6).
func applyControl(base []*perm) (notes []Reason, unknown string) {
	var effs []controlEffect
	for _, p := range base {
		if p.attached < 0 || p.attached == p.i {
			continue
		}
		for _, a := range p.printed {
			if a.Understood && a.Static != nil && a.Static.Kind == StaticControl {
				effs = append(effs, controlEffect{src: p, t: base[p.attached]})
				break
			}
		}
	}
	if len(effs) == 0 {
		return nil, ""
	}
	ctl, by, why := settleControl(effs)
	if why != "" {
		return nil, why
	}
	// The controllers as this turn began: the effects of permanents
	// written new this turn, or on one, did not apply yet.
	var old []controlEffect
	for _, e := range effs {
		if !e.src.Sick && !e.t.Sick {
			old = append(old, e)
		}
	}
	began, beganBy, why := settleControl(old)
	if why != "" {
		return nil, why
	}
	// The permanents given to another player, or given back this turn,
	// in board order; each gets its own copy of its board item with the
	// new controller.
	for _, t := range base {
		who, ok := ctl[t]
		if !ok {
			continue
		}
		was, wasBy := t.Controller, ""
		if w, ok := began[t]; ok {
			was, wasBy = w, beganBy[t].name
		}
		src := by[t]
		c := *t.Permanent
		var text string
		switch {
		case who == t.Controller && (t.Sick || was == who):
			continue
		case who == t.Controller:
			// Given away before this turn and back this turn: it has not
			// been theirs all along (302.6).
			c.Sick = true
			text = fmt.Sprintf("%s effect gives %s control of %s, which the board writes under %s (layer 2); %s keeps its own controller; %s controlled %s as this turn began (by %s effect), so %s control of it back this turn and %s not controlled it continuously since %s most recent turn began", Possessive(src.name), PlayerName(who), t.name, PlayerName(t.Controller), src.name, PlayerName(was), t.name, Possessive(wasBy), PlayerDoes(who, "gains"), VerbFor(who, "has"), theirFor(who))
		default:
			c.Controller = who
			text = fmt.Sprintf("%s effect gives %s control of %s, which the board writes under %s (layer 2); %s keeps its own controller", Possessive(src.name), PlayerName(who), t.name, PlayerName(t.Controller), src.name)
			switch {
			case t.Sick:
				text += fmt.Sprintf("; %s is new to the battlefield or to its controller this turn, so %s not controlled it continuously since %s most recent turn began", t.name, PlayerDoes(who, "has"), theirFor(who))
			case src.Sick:
				c.Sick = true
				text += fmt.Sprintf("; %s is written new this turn, so %s gained control of %s this turn and %s not controlled it continuously since %s most recent turn began", src.name, PlayerName(who), t.name, VerbFor(who, "has"), theirFor(who))
			case was != who:
				c.Sick = true
				text += fmt.Sprintf("; %s controlled %s as this turn began, so %s gained control of it this turn and %s not controlled it continuously since %s most recent turn began", PlayerName(was), t.name, PlayerName(who), VerbFor(who, "has"), theirFor(who))
			default:
				text += fmt.Sprintf("; neither is written new this turn, so %s controlled %s continuously since %s most recent turn began", PlayerDoes(who, "has"), t.name, theirFor(who))
			}
		}
		t.Permanent = &c
		t.controlBy = src.name
		notes = append(notes, Reason{Text: text, Rules: []string{"613.1b", "303.4e", "303.4m", "302.6"}})
	}
	return notes, ""
}

// settleControl applies the control-changing effects effs: ctl is each
// permanent they hit and its controller after them, by the effect that
// gives it. Each round applies every effect with the controllers of the
// round before: an effect whose source another changes reads the new
// controller a round later, so the rounds settle in at most one per
// effect unless the effects form a loop, which why says, as it says two
// effects that give one permanent to different players.
func settleControl(effs []controlEffect) (ctl map[*perm]string, by map[*perm]*perm, why string) {
	ctl = map[*perm]string{}
	by = map[*perm]*perm{}
	of := func(p *perm) string {
		if c, ok := ctl[p]; ok {
			return c
		}
		return p.Controller
	}
	for round := 0; ; round++ {
		if round > len(effs) {
			return nil, nil, fmt.Sprintf("the control-changing effects of %s depend on one another in a loop, so they apply in timestamp order, which the board does not record (CR 613.8b, 613.7)", joinAnd(controlSources(effs)))
		}
		next := map[*perm]string{}
		nextBy := map[*perm]*perm{}
		for _, e := range effs {
			who := of(e.src)
			if prev, ok := next[e.t]; ok && prev != who {
				return nil, nil, fmt.Sprintf("%s and %s would each give control of %s to a different player, and which applies last depends on their timestamps, which the board does not record (CR 613.1b, 613.7)", nextBy[e.t].name, e.src.name, e.t.name)
			}
			next[e.t] = who
			nextBy[e.t] = e.src
		}
		same := len(next) == len(ctl)
		for t, who := range next {
			if ctl[t] != who {
				same = false
			}
		}
		ctl, by = next, nextBy
		if same {
			return ctl, by, ""
		}
	}
}

// controlSources names the permanents of effs, each once.
func controlSources(effs []controlEffect) []string {
	var out []string
	for _, e := range effs {
		if !has(out, e.src.name) {
			out = append(out, e.src.name)
		}
	}
	return out
}
