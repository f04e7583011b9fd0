package rules

import (
	"fmt"
	"regexp"
	"strings"
)

// A restriction on power ("Activate only if you control a creature with
// power 4 or greater", "… if creatures you control have total power 8 or
// greater", "… if this's power is 4 or greater") is checked as the
// ability is activated (602.5b), with each power as it is then, after
// layer 7 (613.4); a negative power counts as it is in a total (Circle of
// Elders' ruling of 2015-02-25), and a permanent that is not a creature
// has none (208.3). Once activated, the ability resolves whatever the
// powers become.

// powerRestriction says whether the restriction pr of an ability of p is
// met, and what the board shows of it in words: "you control Craw Wurm,
// with power 6", "the creatures you control have total power 7".
func (w *world) powerRestriction(p *perm, pr *PowerRestriction) (met bool, words string) {
	controls := PlayerDoes(p.Controller, "controls")
	switch pr.Of {
	case "this":
		if !p.is("Creature") {
			return false, p.name + " is not a creature, so it has no power"
		}
		_, n, _ := p.powers()
		return n >= pr.AtLeast, fmt.Sprintf("%s power is %d", Possessive(p.name), n)
	case "total":
		total := 0
		for _, q := range w.perms {
			if q.Controller == p.Controller && q.is("Creature") {
				_, n, _ := q.powers()
				total += n
			}
		}
		return total >= pr.AtLeast, fmt.Sprintf("the creatures %s have total power %d", controls, total)
	}
	var best *perm
	most := 0
	for _, q := range w.perms {
		if q.Controller != p.Controller || !q.is("Creature") {
			continue
		}
		if _, n, _ := q.powers(); best == nil || n > most {
			best, most = q, n
		}
	}
	if best == nil || most < pr.AtLeast {
		return false, fmt.Sprintf("%s no creature with power %d or greater", controls, pr.AtLeast)
	}
	return true, fmt.Sprintf("%s %s, with power %d", controls, best.name, most)
}

// powerRestrictionUnread says why the engine cannot tell whether the
// restriction pr of an ability of p is met: a power it reads that the
// engine does not compute, or text on the board that could change one;
// "" when it can.
func (w *world) powerRestrictionUnread(p *perm, pr *PowerRestriction) string {
	return w.powersUnread(func(q *perm) bool {
		return q.is("Creature") && (pr.Of != "this" || q == p) && q.Controller == p.Controller
	})
}

// powersUnread names why the engine cannot read the power of the
// creatures in picks, or what on the board could change it; "" where it
// can, or where in picks none.
func (w *world) powersUnread(in func(q *perm) bool) string {
	reads := false
	for _, q := range w.perms {
		if !in(q) {
			continue
		}
		reads = true
		if why := w.powerNowUnread(q); why != "" {
			return why
		}
	}
	if !reads {
		return ""
	}
	if u := w.couldChangeToughness(); u != "" {
		return strings.Replace(u, "as it bears on toughness", "as it bears on power and toughness", 1)
	}
	return ""
}

// powerRestrictionMet checks the restriction on power of ability a of p
// (r.Power).
func (w *world) powerRestrictionMet(p *perm, r Restriction) legality {
	says := "it says \u201c" + restrictionText(p, r) + "\u201d"
	if why := w.powerRestrictionUnread(p, r.Power); why != "" {
		return legality{ok: true, unknown: says + ", and " + why}
	}
	met, words := w.powerRestriction(p, r.Power)
	if !met {
		return legality{why: says + " and " + words, rules: []string{"602.1b", "602.5b", "613.4"}, rulings: powerRestrictionRulings(p, r.Power)}
	}
	return legality{ok: true}
}

// powerRestrictionRulings are the official rulings of p's card on how a
// total power counts (Circle of Elders').
func powerRestrictionRulings(p *perm, pr *PowerRestriction) []rulingRef {
	if pr.Of != "total" {
		return nil
	}
	for _, r := range rulingsAbout(p.Card.Name, "actual power") {
		return []rulingRef{{r.Card, r.Date, "actual power"}}
	}
	return nil
}

// restrictionText is the restriction as the card prints it, its own name
// for "this's" ("Activate only if Bloodshot Trainee's power is 4 or
// greater.").
func restrictionText(p *perm, r Restriction) string {
	// "this ability", "this turn": not the permanent.
	return namedForThis(reThisSelf, r.Text, p.name)
}

// reThisSelf is "this" in a normalised rider, the permanent's name as
// printed ("Activate only if this's power is 4 or greater.", "three or
// more brick counters on this"), or followed by a noun that is not it.
var reThisSelf = regexp.MustCompile(`\bthis(?:'s)?\b(?: (?:ability|turn|way|spell|game)\b)?`)
