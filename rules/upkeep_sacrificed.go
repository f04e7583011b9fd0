package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// reSacOther is the effect of an upkeep trigger that lets its controller
// sacrifice another permanent of a type instead of its own (reSacUnless:
// Contamination's "sacrifice this unless you sacrifice a creature").
var reSacOther = regexp.MustCompile(`^its controller sacrifices (?:a|an) ([a-z]+) or sacrifices it$`)

// sacrificedReads says why the engine can't follow the upkeep where a
// trigger may sacrifice a permanent whose effect the upkeep reads (a limit
// on drawing, a card drawn becoming two, a player kept in the game, damage
// kept from taking a player below 1 life, life gain stopped or doubled):
// once it is gone, the abilities that resolve after change, and which
// permanent is sacrificed is its controller's choice, which the engine
// does not follow (CR 608.2h, 611.2a; Spirit of the Labyrinth sacrificed
// to Contamination before Ghirapur Orrery resolves lets three cards be
// drawn). "" where no such permanent can be sacrificed.
func sacrificedReads(w *world, trigs []*upTrigger, start upState) string {
	read := upkeepReads(w, start)
	if len(read) == 0 {
		return ""
	}
	for _, t := range trigs {
		if read[t.source] && upkeepSacrificesSource(t.spec) {
			return fmt.Sprintf("%s ability may have %s sacrifice %s, whose effect changes what the other triggered abilities do once it is gone, and the engine does not follow that", Possessive(t.source), PlayerName(t.controller), t.source)
		}
		if t.spec.Sacrifices != "" {
			for _, q := range w.perms {
				if read[q.name] && t.mayBeSacrificed(q) {
					how := fmt.Sprintf("has %s sacrifice %s", PlayerName(t.sacrificer()), t.sacrificeWhat())
					if t.spec.Destroys {
						how = fmt.Sprintf("destroys %s of %s choice", t.sacrificeWhat(), PlayerPossessive(t.sacrificer()))
					}
					return fmt.Sprintf("%s ability %s, and %s may be the one, whose effect changes what the other triggered abilities do once it is gone; which permanent leaves is a choice the engine does not follow", Possessive(t.source), how, q.name)
				}
			}
			continue
		}
		m := reSacOther.FindStringSubmatch(t.spec.Effect)
		if m == nil {
			continue
		}
		for _, q := range w.perms {
			if q.Controller == t.controller && read[q.name] && q.is(capitalize(m[1])) {
				return fmt.Sprintf("%s ability lets %s sacrifice %s instead of %s, and %s is one, whose effect changes what the other triggered abilities do once it is gone; which permanent is sacrificed is a choice the engine does not follow", Possessive(t.source), PlayerName(t.controller), article(m[1]), t.source, q.name)
			}
		}
	}
	return ""
}

// upkeepSacrificesSource reports whether an upkeep trigger's effect may
// sacrifice its own permanent: "sacrifice this unless you pay …",
// cumulative upkeep, a life payment refused, fading and vanishing.
func upkeepSacrificesSource(s *TriggerSpec) bool {
	return s.PaysMana || s.PaysLife > 0 || s.Cumulative || strings.Contains(s.Effect, "sacrific")
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// upkeepReads are the permanents whose effects the upkeep reads as its
// triggers resolve (start's): effects on gaining life, on losing or
// winning the game, on damage, and on drawing (on gaining life only where
// a trigger may make a player gain some).
func upkeepReads(w *world, start upState) map[string]bool {
	read := upkeepReadsBut(w, start)
	for _, n := range drawCountReads(start) {
		read[n] = true
	}
	return read
}

// drawCountReads name the permanents whose effects change only how many
// cards who draws: a limit, a draw that becomes another player's, draws
// multiplied.
func drawCountReads(start upState) []string {
	d := start.draws
	if d == nil {
		return nil
	}
	out := slices.Concat(d.limitBy, d.toBy)
	for _, f := range d.factorBy {
		out = append(out, f...)
	}
	return slices.DeleteFunc(out, func(n string) bool { return n == "" })
}

// upkeepReadsBut are the permanents upkeepReads names for what they do
// other than change how many cards who draws (drawCountReads): life,
// losing or winning, damage, discards instead of draws, a look at a
// library.
func upkeepReadsBut(w *world, start upState) map[string]bool {
	read := map[string]bool{}
	add := func(names ...string) {
		for _, n := range names {
			if n != "" {
				read[n] = true
			}
		}
	}
	if lifeGainPossible(w) {
		add(start.noGain...)
		for _, g := range start.gainTwice {
			add(g...)
		}
	}
	add(start.save.any...)
	add(start.save.life...)
	add(start.save.win...)
	add(start.floor...)
	if d := start.draws; d != nil {
		add(d.winBy...)
		add(d.chainsBy...)
		add(d.scrivenerBy...)
		add(d.lookBy...)
	}
	return read
}

// leaversRead says why the engine can't follow the upkeep where, in a
// game of more than two players, a player who controls or owns a
// permanent whose effect it reads may lose the game before the last
// trigger resolves:
// their permanents leave the game with them (CR 800.4a), and the effect
// stops for the abilities that resolve after. "" where none may.
func leaversRead(b *Board, w *world, start upState, outs []Outcome, drawTrigs []*drawTrig) string {
	if b.Format != FormatMultiplayer {
		return ""
	}
	read := upkeepReads(w, start)
	// A trigger on a draw triggers only while its permanent is on the
	// battlefield (603.2); the outcomes follow its controller leaving,
	// not its owner (Confiscate).
	drawn := map[string]bool{}
	for _, d := range drawTrigs {
		drawn[d.source] = true
	}
	for _, q := range w.perms {
		// Its owner, the player the board writes it under, may be
		// another than its controller (Confiscate): it leaves with
		// either (800.4a).
		owner := q.Controller
		if q.i >= 0 && q.i < len(b.Permanents) {
			owner = b.Permanents[q.i].Controller
		}
		var leavers []string
		switch {
		case read[q.name]:
			leavers = []string{q.Controller, owner}
		case drawn[q.name] && owner != q.Controller:
			leavers = []string{owner}
		default:
			continue
		}
		for _, o := range outs {
			for _, who := range leavers {
				if !slicesContainsPart(o.Events, lostAtZeroLife(who)) && !slicesContainsPart(o.Events, emptyLibraryLoss(who)) {
					continue
				}
				them := "them"
				if who == Me {
					them = "you"
				}
				return fmt.Sprintf("%s may lose the game before the other triggered abilities resolve, and %s leaves the game with %s (CR 800.4a), so its effect stops for the abilities that resolve after, which the engine does not follow", PlayerName(who), q.name, them)
			}
		}
	}
	return ""
}

// drawSourceMayLeave says why the engine can't follow the upkeep where
// an upkeep trigger may take a permanent with a draw trigger (Fate
// Unraveler's "Whenever an opponent draws a card") off the battlefield
// before a card is drawn: resolved first, it leaves that draw untriggered
// (CR 603.2, 603.3b), and which order the triggers resolve in, and which
// permanent leaves, are choices the engine does not follow. "" where none
// may leave, or no card may be drawn.
func drawSourceMayLeave(w *world, trigs []*upTrigger, drawTrigs []*drawTrig) string {
	if len(drawers(trigs)) == 0 {
		return ""
	}
	for _, d := range drawTrigs {
		for _, p := range w.perms {
			if p.name != d.source || p.Controller != d.controller || !upkeepMayRemove(w, trigs, p) {
				continue
			}
			return fmt.Sprintf("an upkeep trigger may take %s off the battlefield before a card is drawn in this upkeep, and then its ability that triggers on drawing (\u201c%s\u201d) does not trigger for that draw; the order the triggers resolve in, and what leaves, are choices the engine does not follow (CR 603.2, 603.3b)", p.name, d.effect)
		}
	}
	return ""
}

// echoLeaves says why the engine can't follow the upkeep where a
// permanent whose echo may trigger (the board does not record whether it
// came under its controller's control since their last upkeep began) is
// one another trigger reads: sacrificed for echo unpaid before that
// trigger resolves, it changes what it does (Lord of the Pit finding no
// other creature to sacrifice; a draw trigger or an effect on drawing
// gone). CR 702.30a, 603.3b. "" where none is.
func echoLeaves(w *world, trigs []*upTrigger, drawTrigs []*drawTrig, start upState, active map[string]bool) string {
	read := upkeepReads(w, start)
	for _, p := range w.perms {
		if !active[p.Controller] || !permHasEcho(p) {
			continue
		}
		by := ""
		if read[p.name] {
			by = p.name + "'s own effect on the upkeep"
		}
		for _, d := range drawTrigs {
			if by == "" && d.source == p.name && d.controller == p.Controller && len(drawers(trigs)) > 0 {
				by = Possessive(p.name) + " ability \u201c" + d.effect + "\u201d"
			}
		}
		for _, t := range trigs {
			if by != "" {
				break
			}
			if t.maySacrificeOther(p) {
				by = Possessive(t.source) + " ability"
			}
		}
		if by != "" && p.Sick {
			return fmt.Sprintf("%s echo triggers (%s is written sick, so it came under %s control this turn), and if its echo cost is not paid %s is sacrificed, which changes what %s does once it is gone; the order the triggers resolve in is a choice the engine does not follow (CR 702.30a, 603.3b)", Possessive(p.name), p.name, theirFor(p.Controller), p.name, by)
		}
		if by != "" {
			return fmt.Sprintf("%s echo may trigger (the board does not record whether %s came under %s control since the beginning of %s last upkeep), and if its echo cost is not paid %s is sacrificed, which changes what %s does once it is gone; the order the triggers resolve in is a choice the engine does not follow (CR 702.30a, 603.3b)", Possessive(p.name), p.name, theirFor(p.Controller), theirFor(p.Controller), p.name, by)
		}
	}
	return ""
}

// permHasEcho reports whether p has echo, whose upkeep trigger may
// trigger (702.30a).
func permHasEcho(p *perm) bool {
	for _, a := range p.abilities {
		if !a.Understood || a.Kind != KindKeyword {
			continue
		}
		for _, kw := range a.Keywords {
			if cu, ok := keywordUpkeep(kw); ok && cu.EchoMaybe {
				return true
			}
		}
	}
	return false
}

// reRemovesTarget is an activated ability's effect that may take a
// permanent off the battlefield: destroyed, exiled, sacrificed, returned
// or put somewhere. reHarmsTarget is one that may, for a creature,
// planeswalker or battle only: damage (704.5g, 704.5i, 704.5v), -N/-N.
// What either may take is read from the card types it names
// (removedKinds).
var (
	reRemovesTarget = regexp.MustCompile(`\b(?:destroy|exile|sacrifice|return)s? [^.]*?\b(?:target|each|all|another)\b|\bputs? (?:target|each|all|another)\b[^.]*\b(?:into|on top|on the bottom)\b`)
	reHarmsTarget   = regexp.MustCompile(`\bdamage to (?:any|each|target|another|up to)\b|\bgets? -\d+/-\d+|-\d+/-\d+ counters? on\b`)
)

// removedKinds are the card types an effect names, nil for one that
// names none or any permanent (any permanent may then be the one).
func removedKinds(effect string) []string {
	if strings.Contains(effect, "permanent") {
		return nil
	}
	var kinds []string
	for _, k := range catalog.CardTypes {
		if strings.Contains(effect, strings.ToLower(k)) {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// takenKinds are the card types of the permanents an activated ability's
// effect may take off the battlefield, nil for any; ok false for none.
func takenKinds(effect string) (kinds []string, ok bool) {
	if reRemovesTarget.MatchString(effect) && !strings.Contains(effect, " graveyard to ") {
		return removedKinds(effect), true
	}
	if !reHarmsTarget.MatchString(effect) {
		return nil, false
	}
	harmed := []string{"Creature", "Planeswalker", "Battle"}
	if named := removedKinds(effect); named != nil && !strings.Contains(effect, "any target") {
		harmed = slices.DeleteFunc(harmed, func(k string) bool { return !slices.Contains(named, k) })
	}
	return harmed, true
}

// activatedRemovesRead says why the engine can't follow the upkeep where
// an ability a player may activate while the upkeep's triggers wait (CR
// 117.3b; a mana ability whenever they have priority, 605.3a) may take a
// permanent the triggers read off the battlefield first: a permanent with
// an effect on drawing, life or losing the game (upkeepReads), one whose
// ability triggers on the draws (Fate Unraveler), or a creature a trigger
// needs to sacrifice (Lord of the Pit). Once it is gone its effect stops
// (611.3b) and its ability no longer triggers (603.2), so the triggers do
// otherwise: Spirit of the Labyrinth sacrificed to Ashnod's Altar, or
// Notion Thief dealt damage by Prodigal Pyromancer, before Ghirapur
// Orrery's trigger resolves. Whether such an ability is activated is a
// choice the engine does not follow. "" where none may.
func activatedRemovesRead(w *world, k asking, trigs []*upTrigger, drawTrigs []*drawTrig, start upState) []removable {
	if len(trigs) == 0 {
		// Nothing triggers: nothing reads the permanent.
		return nil
	}
	read := map[*perm]string{}
	drawsOnly := map[*perm]bool{}
	otherReads := upkeepReadsBut(w, start)
	onDraws := map[string]bool{}
	for _, n := range drawCountReads(start) {
		onDraws[n] = true
	}
	drawn := len(drawers(trigs)) > 0
	for _, q := range w.perms {
		switch {
		case otherReads[q.name] || onDraws[q.name]:
			read[q] = "its effect changes what the triggers do"
			// An effect only on how many cards who draws (a limit, a
			// draw that becomes another's or two): what it changes shows
			// in the draws and hands (upkeepQuestion compares them).
			drawsOnly[q] = onDraws[q.name] && !otherReads[q.name]
		case drawn && slices.ContainsFunc(drawTrigs, func(d *drawTrig) bool { return d.source == q.name && d.controller == q.Controller }):
			read[q] = "its ability that triggers on drawing does not trigger once it is gone"
		}
	}
	for _, t := range trigs {
		if t.spec.ElseDamage == 0 {
			continue
		}
		for _, q := range w.perms {
			if q.Controller == t.controller && q.name != t.source && q.is("Creature") {
				read[q] = Possessive(t.source) + " ability has " + PlayerName(t.controller) + " sacrifice another creature or be dealt damage"
				drawsOnly[q] = false
			}
		}
	}
	if len(read) == 0 {
		return nil
	}
	// harm is the most damage the abilities that can be activated may
	// deal to one permanent, -1 for no bound (one that can be activated
	// again and again, or deals damage the engine does not count).
	harm := 0
	type taker struct {
		p     *perm
		a     *Ability
		kinds []string
		harms bool // only by damage or -N/-N
		any   bool // any permanent its effect may name
	}
	var takers []taker
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindActivated && a.Kind != KindMana || w.cantByTiming(k, p, a) {
				continue
			}
			if l := w.canActivate(p, a); !l.ok && l.unknown == "" {
				continue
			}
			_, effect, split := splitCost(a.Text)
			le := strings.ToLower(withoutReminders(effect))
			kinds, removes := takenKinds(le)
			harms := removes && !reRemovesTarget.MatchString(le)
			if !split {
				kinds, removes, harms = nil, true, false
			}
			if harms && harm >= 0 {
				m := reDealsN.FindStringSubmatch(le)
				n, counted := 0, false
				if m != nil && a.Cost.Tap && !strings.Contains(le, "-") {
					// Once: {T} pays for it once while the triggers wait.
					n, counted = wordNumber(m[1])
				}
				if counted {
					harm += n
				} else {
					harm = -1
				}
			}
			takers = append(takers, taker{p, a, kinds, harms, removes})
		}
	}
	var out []removable
	for _, t := range takers {
		p, a := t.p, t.a
		for _, q := range w.perms {
			why, isRead := read[q]
			if !isRead || slices.ContainsFunc(out, func(r removable) bool { return r.q == q }) {
				continue
			}
			taken := a.Cost.ReturnToHand && q == p || a.Cost.Sacrifice == "this" && q == p
			if s := a.Cost.Sacrifice; s != "" && s != "this" && q.Controller == p.Controller {
				taken = taken || isA(q, s) || !slices.Contains(catalog.CardTypes, capitalize(s))
			}
			if s := a.Cost.SacrificeX; s != "" && q.Controller == p.Controller {
				taken = true
			}
			if t.any && (t.kinds == nil || slices.ContainsFunc(t.kinds, q.is)) {
				if !t.harms || !survives(q, harm) {
					taken = true
				}
			}
			if taken {
				out = append(out, removable{q: q, drawsOnly: drawsOnly[q], why: fmt.Sprintf("%s ability \u201c%s\u201d may be activated while the upkeep's triggered abilities wait, and take %s off the battlefield before they resolve: %s (CR 117.3b, 611.3b, 603.2); whether it is activated is a choice the engine does not follow", Possessive(p.name), a.Text, q.name, why)})
			}
		}
	}
	return out
}

// removable is a permanent the upkeep's triggers read that an ability
// may take off the battlefield first (activatedRemovesRead): why says
// so; drawsOnly, that what it changes shows in the draws and hands.
type removable struct {
	q         *perm
	drawsOnly bool
	why       string
}

// reDealsN is an effect that deals a number of damage.
var reDealsN = regexp.MustCompile(`deals (\w+) damage to`)

// survives reports whether q, a creature or planeswalker, stays on the
// battlefield after harm damage (-1: no bound) all dealt to it: its
// toughness less the damage it has, or its loyalty, is more.
func survives(q *perm, harm int) bool {
	if harm < 0 {
		return false
	}
	if q.is("Creature") {
		t, why := q.toughness()
		return why == "" && t-q.Damage > harm
	}
	if q.is("Planeswalker") && !q.is("Creature") {
		return q.counters("loyalty") > harm
	}
	return false
}
