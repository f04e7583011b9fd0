package rules

import (
	"fmt"
	"regexp"
	"slices"
)

// An effect that makes creatures lose all abilities and sets their base
// power and toughness: Humility's "All creatures lose all abilities and
// have base power and toughness 1/1", Kasmina's Transmutation's
// "Enchanted creature loses all abilities and has base power and
// toughness 1/1". The abilities go in layer 6 (CR 613.1f): after the
// type-changing effects of layer 4 have said which permanents are
// creatures, and after the effects of layers 1 to 5, which apply even
// where the ability that makes them is lost later (613.6). A creature
// that loses all abilities loses its mana abilities, its triggered
// abilities and its keywords, the intrinsic mana ability of a basic land
// type included. The power and toughness are set in layer 7b (613.4b),
// under the counters and boosts of layers 7c and 7d.
//
// Where the order of the effects decides the outcome and the board does
// not record it, the engine refuses: another effect of layer 6 that gives
// such a creature an ability, another that sets its power and toughness
// in layer 7b to other values (Living Plane's 1/1 beside Humility is 1/1
// in either order) (613.7). Beside an effect that makes a permanent a
// creature with power and toughness equal to its mana value (Opalescence,
// March of the Machines), the creature loses all abilities either way,
// Humility itself among them when it is one (its effect, begun, still
// applies: 613.6), and its power and toughness are one of two
// (ptEitherBy), which the state-based actions and the readers of power
// and toughness take as unknown unless its least toughness is above 0.
// Haste, given
// by an effect (Fires of Yavimaya) or written on the board, matters only
// to a creature's own {T} abilities (302.6), which such a creature has
// none of, so either order gives the same answers.

// reLoseNonMana: Blood Sun's "All lands lose all abilities except mana
// abilities." The lands keep their mana abilities (605.1), and what a
// land's ability does in layers 1 to 5 (Urborg's Swamps) still applies,
// as Blood Sun's rulings of 2018-01-19 say.
var reLoseNonMana = regexp.MustCompile(`^(.+?) (?:loses|lose) all abilities except mana abilities\.$`)

var reLoseAll = regexp.MustCompile(`^(.+?) (?:loses|lose) all abilities and (?:has|have) base power and toughness ([0-9]+)/([0-9]+)\.$`)

// compileLoseAll reads the effect into st.
func compileLoseAll(st *StaticSpec, s string) bool {
	if m := reLoseNonMana.FindStringSubmatch(s); m != nil {
		sub, ok := parseSubject(m[1])
		if !ok || sub.Self || len(sub.Types) != 1 || sub.Types[0] != "Land" || sub.Counter != "" || sub.ChosenName {
			return false
		}
		st.Kind = StaticLoseAll
		st.Subject = &sub
		st.KeepsMana = true
		return true
	}
	m := reLoseAll.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	sub, ok := parseSubject(m[1])
	if !ok || sub.Self || sub.Counter != "" || sub.PowerAtMost != nil || sub.PowerAtLeast != nil || sub.ChosenName {
		return false
	}
	p, ok1 := parseDigits(m[2])
	t, ok2 := parseDigits(m[3])
	if !ok1 || !ok2 {
		return false
	}
	st.Kind = StaticLoseAll
	st.Subject = &sub
	st.SetPT = &[2]int{p, t}
	return true
}

// loseAll marks the creatures that lose all abilities, and sets their
// power and toughness, before layer 6 is built (finish); it returns why
// the engine can't tell, where the order of effects decides.
func (w *world) loseAll() string {
	for _, src := range w.perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticLoseAll {
				continue
			}
			var hit []string
			if a.Static.KeepsMana {
				for _, p := range w.perms {
					ok, why := a.Static.Subject.matches(w.b, src, p)
					if why != "" {
						return fmt.Sprintf("the engine cannot tell whether %s \u201c%s\u201d applies to %s: %s", Possessive(src.name), a.Text, p.name, why)
					}
					if !ok || !p.is("Land") {
						continue
					}
					p.lostNonMana, p.lostNonManaBy = true, src.name
					if !slices.Contains(hit, p.name) {
						hit = append(hit, p.name)
					}
				}
				if len(hit) > 0 {
					note := Reason{
						Text:  fmt.Sprintf("%s effect makes %s lose all abilities except mana abilities (layer 6): what %s other abilities did in the layers before still applies", Possessive(src.name), joinAnd(hit), map[bool]string{true: "its", false: "their"}[len(hit) == 1]),
						Rules: []string{"613.1f", "605.1a", "613.6"},
					}
					w.notes = append(w.notes, note)
					w.lostAllNotes = append(w.lostAllNotes, note)
				}
				continue
			}
			for _, p := range w.perms {
				if !p.is("Creature") {
					continue
				}
				ok, why := a.Static.Subject.matches(w.b, src, p)
				if why != "" {
					return fmt.Sprintf("the engine cannot tell whether %s \u201c%s\u201d applies to %s: %s", Possessive(src.name), a.Text, p.name, why)
				}
				if !ok {
					continue
				}
				either, alt := "", (*[2]int)(nil)
				switch {
				case p.ptManaValue && p.ptSet == nil && p.creatureBy != "":
					// Another effect sets its power and toughness to its
					// mana value in layer 7b (Opalescence), and made it a
					// creature in layer 4, which this effect depends on:
					// it loses all abilities in layer 6 either way, the
					// source itself too, whose effect, begun, still
					// applies (613.6); in layer 7b the two apply in
					// timestamp order, which the board does not record
					// (613.7): its power and toughness are one of two.
					either = p.creatureBy
				case p != src && p.ptSet != nil && !p.ptManaValue && p.ptSetAlt == nil && p.ptSetBy != "" && *p.ptSet != *a.Static.SetPT:
					// Another effect sets other values in layer 7b
					// (a Zendikon, Living Lands): the two apply in
					// timestamp order, which the board does not record
					// (613.7): its power and toughness are one of two.
					either = p.ptSetBy
					v := *p.ptSet
					alt = &v
				case p == src:
					return fmt.Sprintf("%s is a creature, and its own \u201c%s\u201d applies to it: which effects apply to it, and in which order, depends on their timestamps, which the board does not record (CR 613.7)", src.name, a.Text)
				case p.ptManaValue && (p.ptSet == nil || *p.ptSet != *a.Static.SetPT) || p.ptSet != nil && *p.ptSet != *a.Static.SetPT:
					// Another effect sets other values in layer 7b; where
					// it sets the same (Living Plane's 1/1, a second
					// Humility's), either order gives them.
					by := p.creatureBy
					if p.lostAllBy != "" {
						by = p.lostAllBy
					}
					return fmt.Sprintf("%s and %s each set the power and toughness of %s (layer 7b), and which applies last depends on their timestamps, which the board does not record (CR 613.7)", src.name, by, p.name)
				}
				for _, b := range p.printed {
					if b.Understood && b.Static != nil && b.Static.Kind == StaticNotCreatureDevotion {
						return fmt.Sprintf("%s loses all abilities by %s effect, and its own \u201c%s\u201d says whether it is a creature at all, which the engine does not work out beside it (CR 613.8)", p.name, Possessive(src.name), b.Text)
					}
				}
				p.lostAll = true
				p.lostAllBy = src.name
				set := *a.Static.SetPT
				p.ptSet = &set
				if alt != nil {
					p.ptSetAlt = alt
					p.ptEitherBy = src.name + " and " + either
					note := Reason{
						Text:  fmt.Sprintf("%s and %s each set the base power and toughness of %s in layer 7b, in the order of their timestamps, which the board does not record: it is %d/%d or %d/%d", src.name, either, p.name, set[0], set[1], alt[0], alt[1]),
						Rules: []string{"613.4b", "613.7"},
					}
					w.notes = append(w.notes, note)
				} else if either != "" {
					p.ptEitherBy = src.name + " and " + either
					mv, _ := faceManaValue(p.Card)
					note := Reason{
						Text:  fmt.Sprintf("%s and %s each set the base power and toughness of %s in layer 7b, in the order of their timestamps, which the board does not record: it is %d/%d or %d/%d", src.name, either, p.name, set[0], set[1], mv, mv),
						Rules: []string{"613.4b", "613.7"},
					}
					w.notes = append(w.notes, note)
				}
				if !slices.Contains(hit, p.name) {
					hit = append(hit, p.name)
				}
			}
			if len(hit) > 0 {
				pt := a.Static.SetPT
				note := Reason{
					Text:  fmt.Sprintf("%s effect makes %s lose all abilities (layer 6), %s mana abilities, triggered abilities and keywords among them, and have base power and toughness %d/%d (layer 7b)", Possessive(src.name), joinAnd(hit), map[bool]string{true: "its", false: "their"}[len(hit) == 1], pt[0], pt[1]),
					Rules: []string{"613.1f", "613.4b"},
				}
				w.notes = append(w.notes, note)
				w.lostAllNotes = append(w.lostAllNotes, note)
			}
		}
	}
	return ""
}
