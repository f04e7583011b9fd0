package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A static ability whose effect applies only as long as a condition holds
// that the board shows (CR 611.3a: a static ability's effect applies at
// any moment to what its text says, so while the condition does not hold
// it does nothing):
//
//	As long as it's your turn, EFFECT.          (Hardy Veteran, Gruul Spellbreaker)
//	As long as it's not your turn, EFFECT.      (Warden of the Wall)
//	As long as this has a KIND counter on it, EFFECT.  (Arixmethes, Slumbering Isle)
//
// EFFECT is one sentence, a quoted ability last in it at most; "it" at its
// start is the permanent itself. "Your turn" is the turn of its
// controller's team (CR 805.4). Compiled, the ability is StaticWhile,
// never understood; on a board (applyWhile) it is what EFFECT compiles to
// while the condition holds, understood or not, and a static ability with
// no effect while it does not.
var (
	reWhile = regexp.MustCompile(`^As long as (it's your turn|it's not your turn|this has an? ([a-z]+) counter on it), ([^."]+(?:\.|"[^"]+\."))$`)
	// reWhileIt: "it" beginning the effect, the permanent itself.
	reWhileIt = regexp.MustCompile(`^it(?:'s| is)? `)
	// reOwnCardType: "this is a land." (Arixmethes): its card type set,
	// and no other; a permanent it makes no land changes no subject that
	// reads lands (subjectOnlyBears).
	reOwnCardType = regexp.MustCompile(`^this is an? (land)\.$`)
	// reOwnArtifactCreature: "this is a 2/3 Gargoyle artifact creature
	// with flying." (Warden of the Wall): an artifact creature with those
	// creature types and base power and toughness, which keeps its other
	// card types (205.1b), with the keywords.
	reOwnArtifactCreature = regexp.MustCompile(`^this is an? ([0-9]+)/([0-9]+) ((?:[A-Z][a-z]+ )*)artifact creature(?: with ([a-z ,]+))?\.$`)
)

// WhileCond is the condition of a static ability that applies only as
// long as it holds, and what the ability is then.
type WhileCond struct {
	// Text is the condition as printed ("it's not your turn").
	Text string
	// Turn: "yours" (as long as it's its controller's turn), "not yours",
	// or "" for a condition on counters.
	Turn string
	// Counter is the kind of counter the permanent must have on it ("" for
	// a condition on the turn).
	Counter string
	// Then is the ability while the condition holds: the effect's text
	// compiled, with the ability's number and printed text.
	Then *Ability
	// Keywords are keywords the effect gives the permanent itself besides
	// Then (Warden of the Wall's flying).
	Keywords []string
}

// compileWhile reads the texts above into a; it returns false for any
// other text, and for an effect that compiles to no static ability.
func compileWhile(a *Ability, s string) bool {
	m := reWhile.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	cond := &WhileCond{Text: m[1], Counter: m[2]}
	switch m[1] {
	case "it's your turn":
		cond.Turn = "yours"
	case "it's not your turn":
		cond.Turn = "not yours"
	}
	effect := m[3]
	if loc := reWhileIt.FindStringIndex(effect); loc != nil {
		if strings.HasPrefix(effect, "it's ") || strings.HasPrefix(effect, "it is ") {
			effect = "this is " + effect[loc[1]:]
		} else {
			effect = "this " + effect[loc[1]:]
		}
	}
	then := &Ability{Index: a.Index, Text: a.Text}
	switch {
	case reOwnCardType.MatchString(effect):
		t := reOwnCardType.FindStringSubmatch(effect)[1]
		then.Kind, then.Understood = KindStatic, true
		then.Static = &StaticSpec{Kind: StaticSetOwnType, Types: []string{strings.ToUpper(t[:1]) + t[1:]}}
	case reOwnArtifactCreature.MatchString(effect):
		c := reOwnArtifactCreature.FindStringSubmatch(effect)
		subs := strings.Fields(c[3])
		var kws []string
		ok := true
		for _, t := range subs {
			ok = ok && isCreatureType(t)
		}
		if c[4] != "" {
			kws, ok = keywordList(c[4])
		}
		then.Kind, then.Understood = KindStatic, ok
		sub := Subject{Text: "this", Self: true}
		st := &StaticSpec{Kind: StaticAddType, Subject: &sub, Affected: "this", Types: []string{"Artifact", "Creature"}, StillSubtypes: subs}
		pw, _ := strconv.Atoi(c[1])
		tg, _ := strconv.Atoi(c[2])
		st.SetPT = &[2]int{pw, tg}
		then.Static = st
		if !ok {
			then.Why = "a creature type or keyword of \u201c" + effect + "\u201d is not one the engine knows"
		}
		cond.Keywords = kws
	default:
		if effect != "" && !strings.HasPrefix(effect, "this") {
			effect = strings.ToUpper(effect[:1]) + effect[1:]
		}
		compileText(then, effect)
		if then.Kind != KindStatic && then.Kind != KindUnknown {
			return false
		}
		then.Index, then.Text = a.Index, a.Text
		if then.Kind == KindUnknown {
			then.Kind = KindStatic
		}
	}
	cond.Then = then
	a.Kind = KindStatic
	a.Static = &StaticSpec{Kind: StaticWhile}
	a.While = cond
	a.Understood = false
	a.Why = "it applies only as long as " + cond.Text + ", which the engine reads on a board"
	if !then.Understood {
		a.Why = "it applies only as long as " + cond.Text + ", and what it does then is not understood (" + cmpOr(then.Why, "no template matches this text") + ")"
	}
	return true
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// whileHolds reports whether p's condition c holds on board b: the turn
// of p's controller's team (CR 805.4), or a counter of the kind on p.
func whileHolds(b *Board, p *perm, c *WhileCond) bool {
	switch c.Turn {
	case "yours":
		return b.activeTeam(p.Controller)
	case "not yours":
		return !b.activeTeam(p.Controller)
	}
	return p.counters(c.Counter) > 0
}

// applyWhile replaces each ability of p that applies only while a
// condition holds (compileWhile) with what it is on board b: while the
// condition holds, the ability its effect compiles to (and the keywords it
// gives p); while it does not, a static ability with no effect (CR
// 611.3a). It says which, for the answer's steps. p.printed, shared with
// the card's compiled abilities, is copied, not changed.
func (p *perm) applyWhile(b *Board) []Reason {
	var notes []Reason
	var out []*Ability
	for i, a := range p.printed {
		if a.While == nil {
			if out != nil {
				out = append(out, a)
			}
			continue
		}
		if out == nil {
			out = append(make([]*Ability, 0, len(p.printed)+1), p.printed[:i]...)
		}
		c := a.While
		if !whileHolds(b, p, c) {
			out = append(out, &Ability{Index: a.Index, Text: a.Text, Kind: KindStatic, Understood: true, While: c,
				Static: &StaticSpec{Kind: StaticNoEffect, KeepsPT: true}})
			notes = append(notes, Reason{Text: fmt.Sprintf("%s \u201c%s\u201d does nothing now: %s", Possessive(p.name), a.Text, whileWhy(c, false)), Rules: whileRules(c)})
			continue
		}
		on := *c.Then
		on.While = c
		if st := on.Static; on.Understood && st != nil && st.Kind == StaticAddType && st.Subject != nil && st.Subject.Self && len(st.StillSubtypes) > 0 && hasOtherCreatureType(p, st.StillSubtypes) {
			// "a 2/3 Gargoyle artifact creature" replaces its creature
			// types (205.1b), which StaticAddType does not do.
			on.Understood = false
			on.Why = "it sets the creature types of a permanent that has others (CR 205.1b), which the engine does not model"
		}
		out = append(out, &on)
		if !on.Understood {
			continue
		}
		notes = append(notes, Reason{Text: fmt.Sprintf("%s \u201c%s\u201d applies now: %s", Possessive(p.name), a.Text, whileWhy(c, true)), Rules: whileRules(c)})
		if len(c.Keywords) > 0 {
			out = append(out, &Ability{Index: a.Index, Text: a.Text, Kind: KindKeyword, Keywords: c.Keywords, Understood: true, While: c})
		}
	}
	if out != nil {
		p.printed = out
	}
	return notes
}

// whileWhy says whether c holds (holds) and why.
func whileWhy(c *WhileCond, holds bool) string {
	switch {
	case c.Turn == "yours" && holds, c.Turn == "not yours" && !holds:
		return "it is its controller's turn"
	case c.Turn != "":
		return "it is not its controller's turn"
	case holds:
		return "it has " + article(c.Counter) + " counter on it"
	}
	return "it has no " + c.Counter + " counter on it"
}

// whileRules are the rules a note of applyWhile cites: a static ability's
// effect applies at any moment to what its text says (611.3a); a team's
// turn is each of its players' (805.4), and a counter is read as the board
// writes it (122.1).
func whileRules(c *WhileCond) []string {
	if c.Turn != "" {
		return []string{"611.3a"}
	}
	return []string{"611.3a", "122.1"}
}

// applyOwnTypeEffects applies in layer 4 each StaticSetOwnType that
// applies now (Arixmethes, Slumbering Isle with a slumber counter on it:
// "it's a land"): its permanent's card types become those it names, and
// its subtypes of no such card type go (CR 205.1a, 613.1d); it is no
// creature, so no summoning sickness stops its {T} abilities (302.6).
// Beside any other effect that changes card or land types, which applies
// last, or depends on which, is not worked out: unknown says so (613.7,
// 613.8).
func applyOwnTypeEffects(perms []*perm) (notes []Reason, unknown string) {
	for _, p := range perms {
		if p.lostText {
			continue
		}
		for _, a := range p.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticSetOwnType {
				continue
			}
			if other := typeChanger(perms, a); other != "" {
				return notes, fmt.Sprintf("%s \u201c%s\u201d sets its card type, and %s changes card or land types too: which applies last, or whether one depends on the other, the engine does not work out (CR 613.7, 613.8)", Possessive(p.name), a.Text, other)
			}
			types := append([]string(nil), a.Static.Types...)
			var subs []string
			for _, t := range p.subtypes {
				if has(types, "Land") && isLandSubtype(t) || has(types, "Artifact") && slices.Contains(artifactTypes, t) || has(types, "Enchantment") && slices.Contains(enchantmentTypes, t) {
					subs = append(subs, t)
				}
			}
			p.types, p.subtypes = types, subs
			p.everyCreatureType = false
			notes = append(notes, Reason{Text: fmt.Sprintf("%s is %s, and no other card type (layer 4)", p.name, article(strings.ToLower(strings.Join(types, " ")))), Rules: []string{"205.1a", "613.1d"}})
		}
	}
	return notes, ""
}

// typeChanger names a permanent with an ability other than a that
// changes card or land types (layer 4), "" where none does.
func typeChanger(perms []*perm, a *Ability) string {
	for _, q := range perms {
		for _, b := range q.printed {
			if b == a || b.Static == nil {
				continue
			}
			switch b.Static.Kind {
			case StaticSetLandType, StaticAddLandType, StaticAddType, StaticNotCreatureDevotion, StaticSetOwnType:
				return q.name
			}
		}
	}
	return ""
}

// hasOtherCreatureType reports whether p has a creature type not among
// types, or every creature type (changeling).
func hasOtherCreatureType(p *perm, types []string) bool {
	if p.everyCreatureType {
		return true
	}
	for _, t := range p.subtypes {
		if isCreatureType(t) && !has(types, t) {
			return true
		}
	}
	return false
}
