package rules

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// A creature whose printed toughness is * or N+* has a
// characteristic-defining ability that gives its toughness (CR 604.3,
// 613.4a): "Dakkon Blackblade's power and toughness are each equal to the
// number of lands you control". cdaToughness reads it, so that the
// state-based action of 704.5f can be checked: the toughness is worked out
// where the board holds what it counts, or bounded below where it counts
// what the board does not hold (a count is never less than 0).

var (
	// reCDABoth, reCDAToughness: the ability, with the card's name written
	// "this" and any ability word taken off (CR 207.2c).
	reCDABoth      = regexp.MustCompile(`^this's power and toughness are each equal to (.+)\.$`)
	reCDAToughness = regexp.MustCompile(`^this's toughness is equal to (.+)\.$`)
	// reCDAThatNumber: Tarmogoyf, Lhurgoyf: "this's power is equal to the
	// number of … and its toughness is equal to that number plus 1."
	reCDAThatNumber = regexp.MustCompile(`^this's power is equal to (.+?) and its toughness is equal to that number plus (\w+)\.$`)
	// reDefinesPT is any of them, or one of power alone, as compiled.
	reDefinesPT     = regexp.MustCompile(`^(?:[A-Z][a-z]+(?: [a-z]+)? (?:\x{2014}|-) )?this's (?:power and toughness are each|power is|toughness is) equal to [^.]+\.$`)
	reCDAWord       = regexp.MustCompile(`^[A-Z][a-z]+(?: [a-z]+)? (?:\x{2014}|-) `)
	reCountPlus     = regexp.MustCompile(`^(\w+) plus (.+)$`)
	reCountCounters = regexp.MustCompile(`^([+\-0-9/a-z]+) counters on (?:it|this)$`)
)

// cdaValue is what a characteristic-defining ability gives: n, exactly
// or (floor) at least; how says it in words, for a step.
type cdaValue struct {
	n     int
	floor bool
	how   string
}

// cdaToughness is the toughness p's characteristic-defining ability gives
// it, before counters and other effects; why names what the engine can't
// read ("" when it can).
func (w *world) cdaToughness(p *perm) (cdaValue, string) {
	name := p.Card.Name
	for _, a := range p.printed {
		text := reCDAWord.ReplaceAllString(a.Text, "")
		text = strings.ReplaceAll(text, name, "this")
		if p.name != name {
			text = strings.ReplaceAll(text, p.name, "this")
		}
		var expr string
		plus := 0
		switch {
		case reCDABoth.MatchString(text):
			expr = reCDABoth.FindStringSubmatch(text)[1]
		case reCDAToughness.MatchString(text):
			expr = reCDAToughness.FindStringSubmatch(text)[1]
		case reCDAThatNumber.MatchString(text):
			m := reCDAThatNumber.FindStringSubmatch(text)
			n, ok := wordNumber(m[2])
			if !ok {
				continue
			}
			expr, plus = m[1], n
		default:
			continue
		}
		v, ok := w.cdaCount(p, expr)
		if !ok {
			return cdaValue{}, fmt.Sprintf("%s has \u201c%s\u201d, a characteristic-defining ability of its toughness that the engine does not compute", p.name, a.Text)
		}
		v.n += plus
		v.how = fmt.Sprintf("%s has \u201c%s\u201d, which defines its toughness wherever it is, and %s", p.name, a.Text, v.how)
		return v, ""
	}
	return cdaValue{}, ""
}

// cdaCount works out a count a characteristic-defining ability names, for
// p: exactly where the board holds what it counts, else at least 0 (or
// the number it adds); ok is false for an expression that is not a count
// the engine reads ("7 minus that number", "your life total").
func (w *world) cdaCount(p *perm, expr string) (cdaValue, bool) {
	if m := reCountPlus.FindStringSubmatch(expr); m != nil {
		if n, ok := wordNumber(m[1]); ok {
			v, ok := w.cdaCount(p, m[2])
			if !ok {
				return v, false
			}
			v.n += n
			return v, true
		}
	}
	if rest, ok := strings.CutPrefix(expr, "twice "); ok {
		v, ok := w.cdaCount(p, rest)
		if !ok {
			return v, false
		}
		v.n *= 2
		return v, true
	}
	if first, second, ok := strings.Cut(expr, " plus the number of "); ok {
		a, ok1 := w.cdaCount(p, first)
		b, ok2 := w.cdaCount(p, "the number of "+second)
		if !ok1 || !ok2 {
			return cdaValue{}, false
		}
		return cdaValue{n: a.n + b.n, floor: a.floor || b.floor, how: a.how + ", and " + b.how}, true
	}
	what, ok := strings.CutPrefix(expr, "the number of ")
	if !ok {
		return cdaValue{}, false
	}
	for _, op := range []string{" minus ", " plus ", " times ", "half ", " less ", " divided "} {
		if strings.Contains(what, op) {
			return cdaValue{}, false
		}
	}
	if what == "cards in your hand" {
		if pl := w.b.Player(p.Controller); pl != nil && pl.Hand != nil {
			n := *pl.Hand
			return cdaValue{n: n, how: fmt.Sprintf("%s hand holds %s", PlayerPossessive(p.Controller), plural(n, "card"))}, true
		}
		return cdaValue{floor: true, how: "the board does not say how many cards " + PlayerPossessive(p.Controller) + " hand holds, at least 0"}, true
	}
	if m := reCountCounters.FindStringSubmatch(what); m != nil {
		n := p.counters(m[1])
		return cdaValue{n: n, how: fmt.Sprintf("%s has %s on it", p.name, plural(n, m[1]+" counter"))}, true
	}
	if what == "basic land types among lands you control" {
		n := len(w.basicLandTypes(p.Controller))
		return cdaValue{n: n, how: fmt.Sprintf("the lands %s have %s among them", PlayerDoes(p.Controller, "controls"), plural(n, "basic land type"))}, true
	}
	phrase, all := strings.CutSuffix(what, " on the battlefield")
	phrase, named := strings.CutSuffix(phrase, " named this")
	if sub, ok := parseSubject(phrase); ok && (all || sub.Control != "") && !sub.Self && !sub.Equipped && !sub.Enchanted {
		n := 0
		for _, q := range w.perms {
			in, why := sub.matches(w.b, p, q)
			if why != "" {
				return cdaValue{floor: true, how: "that count is at least 0 (" + why + ")"}, true
			}
			if in && (!named || catalog.Key(q.Card.Name) == catalog.Key(p.Card.Name)) {
				n++
			}
		}
		return cdaValue{n: n, how: fmt.Sprintf("that count is %d on this board", n)}, true
	}
	// A count of what the board does not hold (cards in graveyards, a
	// chosen player's permanents) is at least 0.
	for _, zone := range []string{"graveyard", "exile", "librar", "hand", "chosen"} {
		if strings.Contains(what, zone) {
			return cdaValue{floor: true, how: "the board does not record what it counts, which is at least 0"}, true
		}
	}
	return cdaValue{floor: true, how: "the engine does not count what it counts, which is at least 0"}, true
}
