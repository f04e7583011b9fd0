package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// While the upkeep's triggered abilities wait on the stack, players get
// priority (CR 117.3b) and may activate abilities. An ability that draws
// a card changes what a trigger with an intervening "if" on its
// controller's hand does as it resolves (603.4: Ghirapur Orrery's "if
// that player has no cards in hand", checked again then). The engine
// follows such an ability where all of this is sure:
//   - its cost is {T}, sacrificing the permanent itself, or both, with
//     or without mana, and it can be paid in every world of the upkeep
//     (untapped, no summoning sickness without haste: 107.5, 302.6), with
//     no "Activate only" rider and no other player who may activate it;
//     its mana, where it has some, is one the pay solver finds its
//     controller's permanents pay, every way with no life paid, no damage
//     and nothing sacrificed, and it is then the only such ability (two
//     would share the mana);
//   - its effect is only that its controller draws one to three cards,
//     then, possibly, discards one to three (a looter's "Draw a card,
//     then discard a card.", which leaves the hand as it was) or, for
//     Sensei's Divining Top, puts the permanent on top of its owner's
//     library, which is its controller's: one a control-changing effect
//     gives to its controller is not followed, as the board does not
//     record its owner;
//   - every upkeep trigger does no more than draw cards and lose life,
//     and nothing triggers on a card drawn;
//   - nothing else on the board can act meanwhile but mana abilities
//     and abilities that only look at a library (onlyFollowedActs).
// Each such ability is activated at most once ({T}, or the permanent
// sacrificed) at any point while a trigger is still on the stack, and it
// resolves before the triggers under it (117.1b, 405.5). Anything else
// that a player can activate then and that changes a hand still stops
// the answer (respondsToHand).

// maxUpResponses bounds the abilities followed in one upkeep: each
// doubles the ways the triggers can resolve.
const maxUpResponses = 3

// upResponse is an ability activated while the upkeep triggers wait.
type upResponse struct {
	perm       int
	source     string
	controller string
	text       string
	draw       int
	// discard is how many cards its controller then discards.
	discard int
	// toLibrary: the permanent is put on top of its owner's library
	// after the draw.
	toLibrary bool
	// mana is the mana its cost asks for, "" for none.
	mana string
	// adds: it adds mana before the draw.
	adds bool
}

// reResponseDraw is an effect upResponse follows: a draw of one to three
// cards, then, possibly, a discard of one to three or the permanent
// (written "this") put on top of its owner's library.
//
// It may add mana first (Chromatic Sphere's "Add one mana of any color.
// Draw a card."): nothing else can be activated then to spend it on
// (onlyFollowedActs), and it empties from the pool at the end of the step
// (CR 500.5).
var reResponseDraw = regexp.MustCompile(`^(add one mana of any color\. |add (?:\{[wubrgc]\})+\. )?draw (a|one|two|three) cards?(?:(, then put this on top of its owner's library)|, then discard (a|one|two|three) cards?)?\.$`)

// followedResponse reports whether ability a of p, which can be activated
// while a trigger of k that reads a hand waits (respondsToHand), is one
// the upkeep follows as it resolves (see the file's comment), and notes
// it in k.respond.
func (w *world) followedResponse(k asking, p *perm, a *Ability) bool {
	m := k.respond
	if m == nil || m.ctx == nil || k.handIf == "" || k.handCount != "" {
		return false
	}
	g := responseShape(p, a)
	if g == nil || !w.onlyFollowedActs(k, p, a) {
		return false
	}
	worlds := m.upkeepWorlds(w.b, k.player)
	if len(worlds) == 0 {
		return false
	}
	for _, uw := range worlds {
		if uw.unknown != "" || p.i >= len(uw.perms) {
			return false
		}
		q := uw.perms[p.i]
		x := sameAbility(q, a)
		if x == nil {
			return false
		}
		if g[3] != "" && (p.controlBy != "" || q.controlBy != "") {
			// Put on top of its owner's library: another player's
			// effect gives it to its controller (Steal Artifact), and
			// the board does not record who owns it (CR 108.3, 400.3).
			return false
		}
		if l := uw.canActivate(q, x); !l.ok || l.unknown != "" {
			// It may be that it can't be activated (Pithing Needle
			// with no name given): the answer stays refused.
			return false
		}
	}
	count := map[string]int{"a": 1, "one": 1, "two": 2, "three": 3}
	if abilityCostsChange(w) {
		// An effect that changes what abilities cost may add mana to
		// a cost of {T} alone (Suppression Field's "Activated
		// abilities cost {2} more to activate"), which then may not be
		// paid (CR 601.2f, 602.2b).
		return false
	}
	if a.Cost.Mana != "" && !w.manaPaidPlainly(k, p, a) {
		return false
	}
	r := upResponse{perm: p.i, source: p.name, controller: p.Controller, text: a.Text, adds: g[1] != "", draw: count[g[2]], toLibrary: g[3] != "", discard: count[g[4]], mana: a.Cost.Mana}
	for _, o := range m.responses {
		if o.perm == r.perm && o.text == r.text {
			return true
		}
	}
	m.responses = append(m.responses, r)
	return true
}

// responseShape is, for an ability of p whose cost and effect are ones
// the upkeep follows (see the file's comment), the parts of its effect
// reResponseDraw finds; nil for any other.
func responseShape(p *perm, a *Ability) []string {
	if a.Kind != KindActivated || a.Unsure != "" || a.FromZone != "" || a.Restriction != (Restriction{}) || anyPlayerMay(p.Permanent) {
		return nil
	}
	bare := a.Cost
	bare.Mana = ""
	switch bare {
	case Cost{Tap: true}, Cost{Sacrifice: "this"}, Cost{Tap: true, Sacrifice: "this"}:
	default:
		return nil
	}
	_, effect, ok := splitCost(a.Text)
	if !ok {
		return nil
	}
	l := strings.ToLower(withoutReminders(strings.TrimSpace(effect)))
	l = strings.ReplaceAll(l, strings.ToLower(p.Card.Name), "this")
	return reResponseDraw.FindStringSubmatch(l)
}

// responsesFollowed says why the upkeep can't follow the abilities
// players may activate while its triggers wait, "" where it can: every
// trigger only draws cards and loses life, nothing triggers on a card
// drawn, and there are at most maxUpResponses of them.
func responsesFollowed(resp []upResponse, trigs []*upTrigger, drawTrigs []*drawTrig) string {
	if len(resp) == 0 {
		return ""
	}
	what := fmt.Sprintf("%s ability \u201c%s\u201d can be activated while the upkeep's triggered abilities wait on the stack, as players get priority (CR 117.3b), and", Possessive(resp[0].source), resp[0].text)
	if len(resp) > maxUpResponses {
		return fmt.Sprintf("%s %d such abilities can be; the engine follows at most %d", what, len(resp), maxUpResponses)
	}
	if len(resp) > 1 && slices.ContainsFunc(resp, func(r upResponse) bool { return r.mana != "" }) {
		return fmt.Sprintf("%s %d such abilities can be, one of which costs mana; the engine follows one that costs mana only where it is the only one", what, len(resp))
	}
	if len(drawTrigs) > 0 {
		return fmt.Sprintf("%s the card it draws sets off %s ability; the engine does not follow both", what, Possessive(drawTrigs[0].source))
	}
	for _, t := range trigs {
		s := t.spec
		if s.Draw == 0 || s.RevealToHand || s.WinIf != "" || s.Sacrifices != "" || t.steps != nil {
			return fmt.Sprintf("%s the engine follows that only beside upkeep triggers that draw cards, not beside %s", what, Possessive(t.source)+" ability")
		}
	}
	return ""
}

// activate resolves response r against the state (it was activated with
// the triggers waiting, so it resolves first) and says what happened.
func (r upResponse) activate(st upState) string {
	was, _ := st.get(fLost, r.controller)
	_, what := drawFor(st, r.controller, r.draw)
	now, _ := st.get(fLost, r.controller)
	won := now&wonGame != 0 && was&wonGame == 0
	paying := ""
	if r.mana != "" {
		paying = ", paying " + r.mana + ","
	}
	if r.adds {
		what = PlayerDoes(r.controller, "adds") + " its mana, which nothing else here spends and which empties at the end of the step, and " + strings.TrimPrefix(what, PlayerName(r.controller)+" ")
	}
	ev := fmt.Sprintf("%s %s ability%s while the triggers wait, and it resolves: %s", PlayerDoes(r.controller, "activates"), Possessive(r.source), paying, what)
	if won {
		// The game ends as its controller wins (Laboratory Maniac's
		// draw from an empty library): the rest of the effect is never
		// done (CR 104.1).
		return ev
	}
	if r.discard > 0 {
		ev += ", then " + discard(st, r.controller, r.discard)
	}
	if r.toLibrary {
		if lib, ok := st.get(fLibrary, r.controller); ok {
			st.set(fLibrary, r.controller, lib+1)
		}
		ev += fmt.Sprintf(", then %s %s on top of %s library", VerbFor(r.controller, "puts"), r.source, theirFor(r.controller))
	}
	return ev
}

// activatingLabel begins the label of a response in a resolution order.
const activatingLabel = "activating "

// label is how a resolution order names r's activation.
func (r upResponse) label() string {
	return activatingLabel + r.source
}

// explainResponses says which abilities the outcomes follow as players
// act while the triggers wait, and that the cards they draw, which the
// board does not show, are taken not to be cast: from the hand (an
// instant), or, discarded, for a madness cost (CR 702.35a).
func explainResponses(resp []upResponse, e *explainer) {
	discards := false
	for _, r := range resp {
		e.step(fmt.Sprintf("While the triggered abilities wait on the stack, players get priority, and %s ability \u201c%s\u201d can be activated: it resolves before the abilities under it, and the card it draws is in hand as those resolve; the outcomes hold each point at which it may be activated, and not activating it", Possessive(r.source), r.text), "117.1b", "117.3b", "405.5")
		discards = discards || r.discard > 0
	}
	if len(resp) == 0 {
		return
	}
	if discards {
		e.step("The cards drawn while the triggers wait are not known: none is taken to be cast or activated then, and none discarded to be cast for its madness cost, though a player may do so, and an instant or a madness card that draws a card would change the outcomes", "117.1a", "702.35a")
		return
	}
	e.step("The cards drawn while the triggers wait are not known: none is taken to be cast or activated then, though a player may do so, and an instant that draws a card would change the outcomes", "117.1a")
}

// reLookBack is an effect that only looks at the top of its
// controller's library and puts the cards back (Sensei's Divining Top's
// "{1}: Look at the top three cards of your library, then put them back
// in any order."): it moves no card into or out of a hand or library.
var reLookBack = regexp.MustCompile(`^look at the top (?:one|two|three|four|five) cards? of your library, then put them back in any order\.$`)

// onlyFollowedActs reports whether, while the upkeep's triggers wait,
// nothing on the board can act but mana abilities and abilities the
// upkeep may follow, a of p and, where none costs mana, others like it:
// no other activated ability can be activated in this upkeep at all (it could untap p and let a be
// activated again, copy it, or discard the card it draws), but one
// whose timing excludes it (cantByTiming) or one that only looks at the
// top of a library; no triggered ability may trigger on what is done
// then (triggerOutOfReach) but the upkeep's own and those on drawing,
// which the upkeep reads apart (responsesFollowed); and every ability
// and keyword is one the engine knows.
func (w *world) onlyFollowedActs(k asking, p *perm, a *Ability) bool {
	q, _ := w.followStopper(k, p, a)
	return q == nil
}

// followStopper is what onlyFollowedActs stops on: the permanent, and
// the ability of it, nil where the permanent's abilities may be
// activated by any player; a nil permanent where nothing stops it.
func (w *world) followStopper(k asking, p *perm, a *Ability) (*perm, *Ability) {
	for _, q := range w.perms {
		if anyPlayerMay(q.Permanent) {
			return q, nil
		}
		for _, x := range q.abilities {
			if x.Unsure != "" || !x.Understood && x.Kind != KindActivated && x.Kind != KindTriggered && x.Kind != KindEnters || x.Kind == KindKeyword && len(x.Keywords) == 0 {
				return q, x
			}
			switch x.Kind {
			case KindActivated:
				if x.Cost.Discard > 0 || x.Cost.DiscardHand || x.Cost.ExileFromHand > 0 || x.Cost.FromHand {
					return q, x
				}
				if w.cantByTiming(k, q, x) || x.Cost.Mana != "" && x.Cost == (Cost{Mana: x.Cost.Mana}) && reLookBack.MatchString(lowerEffect(x.Text)) {
					continue
				}
				if q == p && x == a || x.Cost.Mana == "" && a.Cost.Mana == "" && responseShape(q, x) != nil {
					// a itself, or another ability the upkeep may
					// follow, which costs no mana they would share:
					// it is followed too, or refused.
					continue
				}
				return q, x
			case KindMana:
				if !x.Understood || x.Mana == nil || len(x.Mana.Riders) > 0 || x.Cost.PutCounter != "" || x.Cost.Untap {
					return q, x
				}
			case KindManaTrigger:
				if !x.Understood || x.Trigger == nil || x.Trigger.Mana == nil && !x.Trigger.ProducedType {
					return q, x
				}
			case KindTriggered:
				if x.Trigger != nil && (x.Trigger.Event == TriggerUpkeep || x.Trigger.Event == TriggerDraw) {
					continue
				}
				if !triggerOutOfReach(k, x) {
					return q, x
				}
			case KindKeyword:
				for _, kw := range x.Keywords {
					if !keywordOutOfReach(kw) {
						return q, x
					}
				}
			case KindStatic, KindIntrinsic, KindReplacement, KindEnters:
			default:
				return q, x
			}
		}
	}
	return nil, nil
}

// lowerEffect is the effect of an activated ability's text, lower case,
// without reminder text.
func lowerEffect(text string) string {
	_, effect, ok := splitCost(text)
	if !ok {
		return ""
	}
	return strings.ToLower(withoutReminders(strings.TrimSpace(effect)))
}

// manaPaidPlainly reports whether the mana of a's cost can be paid by its
// controller's other permanents in the upkeep of k.player, and every way
// to pay it (the pay solver's, all of them listed) costs no life, deals no damage and has nothing else
// happen: the outcomes then do not depend on how it is paid. An effect
// that changes what spells or abilities cost leaves it unknown: the pay
// solver reads the cost as a spell's.
func (w *world) manaPaidPlainly(k asking, p *perm, a *Ability) bool {
	if costsChange(w) {
		return false
	}
	c, err := ParseManaCost(a.Cost.Mana)
	if err != nil || c.X > 0 {
		return false
	}
	// Without p: its cost taps or sacrifices it, so its own mana
	// abilities pay only where they need no {T} and are activated before
	// it is sacrificed, and what counts permanents counts it. Where p has
	// nothing but activated and mana abilities, leaving it out may find
	// too little mana, never too much, and a "no" only keeps the answer
	// refused; one with an effect of its own on the board (a static or
	// replacement effect, a trigger) is not left out, and not followed.
	for _, x := range p.abilities {
		switch x.Kind {
		case KindActivated, KindMana:
		default:
			return false
		}
	}
	ub := upkeepBoard(w.b, k.player)
	ub.Permanents = slices.Delete(slices.Clone(ub.Permanents), p.i, p.i+1)
	r := &Ruling{Question: "pay"}
	if err := payQuestion(k.respond.ctx, ub, p.Controller, a.Cost.Mana, "", -1, r); err != nil {
		return false
	}
	if !r.Understood || r.Payable == nil || !*r.Payable || len(r.Payments) == 0 || len(r.Payments) >= maxPayments {
		return false
	}
	for _, pm := range r.Payments {
		if pm.Life != 0 || pm.damage != 0 || pm.later != 0 || len(pm.Events) > 0 {
			return false
		}
	}
	return true
}
