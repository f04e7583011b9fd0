package rules

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Simple upkeep triggers written in any phrasing the compiler reads
// exactly (upkeepActions), triggers on drawing a card (a draw-triggered
// discard empties the hand a later Ghirapur Orrery trigger checks: CR
// 603.3, 603.4), and which abilities the engine does not understand can
// bear on the upkeep.

// upStep is one thing a trigger does to one player.
type upStep struct {
	player string
	verb   string // "draw", "discard", "lose", "gain", "create"
	n      int
	// what is the token a "create" step makes, as the text says it.
	what string
	// byHand, handFrom and handMinus: as upAction's, counted from
	// player's hand.
	byHand    bool
	handFrom  bool
	handMinus int
	// countWhat and countPlayer: n is the number of permanents of that
	// kind countPlayer controls (upkeepTriggers counts them).
	countWhat   string
	countPlayer string
}

// upkeepSteps reads what the upkeep trigger t does, player by player; nil
// when it is not an effect upkeepActions reads (or is a plain draw).
func upkeepSteps(b *Board, t *upTrigger) []upStep {
	s := t.spec
	if s.Draw > 0 || s.RevealToHand {
		return nil
	}
	body := strings.TrimPrefix(s.Effect, "if that player has no cards in hand, ")
	if m := reIfHandAtMost.FindStringSubmatch(body); m != nil && s.IfHandAtMost {
		body = body[len(m[0]):]
	}
	acts, ok := upkeepActions(body)
	if !ok {
		return nil
	}
	var out []upStep
	for _, a := range acts {
		for _, p := range whoIs(b, a.who, t.controller, t.player) {
			st := upStep{player: p, verb: a.verb, n: a.n, what: a.what, byHand: a.byHand, handFrom: a.handFrom, handMinus: a.handMinus, countWhat: a.countWhat}
			if a.countWhat != "" {
				if ps := whoIs(b, a.countWhose, t.controller, t.player); len(ps) == 1 {
					st.countPlayer = ps[0]
				}
			}
			out = append(out, st)
		}
	}
	return out
}

// whoIs lists the players a subject names: "you" is the controller,
// "that player" the player the trigger is for (or who drew).
func whoIs(b *Board, who, controller, player string) []string {
	switch who {
	case "you":
		return []string{controller}
	case "that player":
		return []string{player}
	case "each player":
		var out []string
		for _, p := range b.Players {
			out = append(out, p.Name)
		}
		return out
	case "each opponent":
		var out []string
		for _, p := range b.Players {
			if b.opponents(controller, p.Name) {
				out = append(out, p.Name)
			}
		}
		return out
	}
	return nil
}

// applySteps performs the steps on the state (draws through draw, so
// libraries and hands follow) and says what happened.
func applySteps(steps []upStep, st upState) string {
	var parts []string
	for _, x := range steps {
		if st.gone(x.player) {
			// A player who lost the game has left it (CR 800.4a).
			continue
		}
		switch x.verb {
		case "draw":
			n := draw(st, x.player, x.n)
			part := PlayerDoes(x.player, "draws") + " " + numberWord(n)
			if n < x.n {
				part += " (" + libraryHad(n) + ")"
			}
			parts = append(parts, part)
		case "discard":
			parts = append(parts, discard(st, x.player, x.n))
		case "create":
			parts = append(parts, PlayerDoes(x.player, "creates")+" "+x.what)
		case "lose", "gain":
			if x.byHand {
				// Counted as it resolves (CR 608.2h); a negative
				// count is 0 (CR 107.1b). The hand is on the board:
				// upkeepTriggers refuses a board without it.
				h, _ := st.get(fHand, x.player)
				n, how := max(0, h-x.handMinus), fmt.Sprintf("%s in hand, minus %d", plural(h, "card"), x.handMinus)
				if x.handFrom {
					n, how = max(0, x.handMinus-h), fmt.Sprintf("%d minus %s in hand", x.handMinus, plural(h, "card"))
				}
				if x.verb == "lose" {
					st.addLife(x.player, -n)
				} else {
					st.addLife(x.player, n)
				}
				parts = append(parts, fmt.Sprintf("%s %d life (%s)", PlayerDoes(x.player, x.verb+"s"), n, how))
				continue
			}
			if x.verb == "lose" {
				st.addLife(x.player, -x.n)
			} else {
				st.addLife(x.player, x.n)
			}
			parts = append(parts, fmt.Sprintf("%s %d life", PlayerDoes(x.player, x.verb+"s"), x.n))
		}
	}
	return strings.Join(parts, ", ")
}

// discard has who discard n cards, as far as their hand allows.
func discard(st upState, who string, n int) string {
	h, ok := st.get(fHand, who)
	if !ok {
		return fmt.Sprintf("%s %s (as far as %s hand allows)", PlayerDoes(who, "discards"), plural(n, "card"), theirFor(who))
	}
	d := min(n, h)
	st.set(fHand, who, h-d)
	if d < n {
		return fmt.Sprintf("%s %s (%s had only %s)", PlayerDoes(who, "discards"), plural(d, "card"), theyFor(who), plural(h, "card"))
	}
	return fmt.Sprintf("%s %s", PlayerDoes(who, "discards"), plural(d, "card"))
}

// drawTrig is a triggered ability on drawing a card that the upkeep
// machine models: whom it watches and what it does each time.
type drawTrig struct {
	source     string
	controller string
	watches    map[string]bool
	acts       []upAction
	b          *Board
}

// drawTriggers lists the draw triggers on the board, and names one the
// engine does not understand.
func (w *world) drawTriggers(b *Board) ([]*drawTrig, string) {
	var out []*drawTrig
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Trigger == nil || a.Trigger.Event != TriggerDraw {
				continue
			}
			if !a.Understood {
				return nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand (%s), and it triggers when a player draws a card", p.name, a.Text, a.Why)
			}
			acts, _ := upkeepActions(a.Trigger.Effect)
			d := &drawTrig{source: p.name, controller: p.Controller, watches: map[string]bool{}, acts: acts, b: b}
			for _, q := range b.Players {
				switch a.Trigger.Whose {
				case "a player":
					d.watches[q.Name] = true
				case "an opponent":
					d.watches[q.Name] = b.opponents(p.Controller, q.Name)
				case "you":
					d.watches[q.Name] = q.Name == p.Controller
				}
			}
			out = append(out, d)
		}
	}
	return out, ""
}

// resolveDrawTriggers resolves the draw triggers for the cards drawn
// between state before and state after (which it changes), and says what
// happened.
func resolveDrawTriggers(trigs []*drawTrig, before, after upState) string {
	if len(trigs) == 0 {
		return ""
	}
	var events []string
	for _, who := range after.players {
		d0, _ := before.get(fDraws, who)
		d1, _ := after.get(fDraws, who)
		drawn := d1 - d0
		if drawn <= 0 {
			continue
		}
		watching := 0
		for _, t := range trigs {
			if t.watches[who] && !after.gone(t.controller) {
				watching++
			}
		}
		for _, t := range trigs {
			if !t.watches[who] || after.gone(t.controller) {
				continue
			}
			each := fmt.Sprintf("once for each card %s drew", PlayerName(who))
			if drawn == 1 {
				each = fmt.Sprintf("for the card %s drew", PlayerName(who))
			}
			resolved, how := drawn, "and resolves"
			if watching == 1 && drawn > 1 {
				// The triggers resolve one at a time, state-based
				// actions checked between them (CR 117.5, 704.3): one
				// that leaves its one player at 0 life or less is the
				// last to do anything.
				if k, victim := resolvedBeforeLoss(t, who, after); k < drawn {
					resolved, how = k, fmt.Sprintf("and they resolve one at a time, state-based actions checked between them: %s resolve before %s, and ", countWord(k), PlayerDoes(victim, "loses"))
				}
			}
			var steps []upStep
			for _, a := range t.acts {
				for _, p := range whoIs(t.b, a.who, t.controller, who) {
					steps = append(steps, upStep{player: p, verb: a.verb, n: a.n * resolved})
				}
			}
			if resolved < drawn {
				events = append(events, fmt.Sprintf("%s ability triggers %s, %s, %s%s", Possessive(t.source), times(drawn), each, how, applySteps(steps, after)))
				continue
			}
			events = append(events, fmt.Sprintf("%s ability triggers %s, %s, %s: %s", Possessive(t.source), times(drawn), each, how, applySteps(steps, after)))
		}
	}
	if len(events) == 0 {
		return ""
	}
	return "; then " + strings.Join(events, "; ")
}

// resolvedBeforeLoss is how many of t's triggers for the cards who drew
// resolve before one leaves a player at 0 life or less, and that player:
// where each only has one player, whose life is known, lose life, the one
// that takes it to 0 or less is the last; else every one (a large number).
func resolvedBeforeLoss(t *drawTrig, who string, st upState) (int, string) {
	const all = 1 << 30
	victim, loss := "", 0
	for _, a := range t.acts {
		players := whoIs(t.b, a.who, t.controller, who)
		if a.verb != "lose" || len(players) != 1 || victim != "" && players[0] != victim {
			return all, ""
		}
		victim = players[0]
		loss += a.n
	}
	life, ok := st.get(fLife, victim)
	if victim == "" || !ok || loss <= 0 || life <= 0 {
		return all, ""
	}
	return (life + loss - 1) / loss, victim
}

func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return strconv.Itoa(n) + " times"
}

// reOtherStep is a trigger at the beginning of a step or phase other than
// the upkeep, which can't trigger while upkeep triggers resolve.
var reOtherStep = regexp.MustCompile(`^At the beginning of (?:your |each player's |each opponent's |each |the |the next |your next |the chosen player's )?(?:end step|combat(?: on your turn)?|precombat main phase|postcombat main phase|draw step|end of combat|first main phase|second main phase)\b`)

// reCastEvent is a trigger on casting a spell: no spell is cast while the
// upkeep triggers resolve.
var reCastEvent = regexp.MustCompile(`^Whenever (?:you|a player|an opponent) casts? `)

// upkeepUnknown names an ability on the board the engine does not
// understand and cannot rule out bearing on the upkeep. What can't bear:
// activated and mana abilities (the answer is the triggers resolving; no
// player activates anything), abilities that apply as a permanent enters
// (nothing enters), triggers on tapping for mana, on becoming tapped, on
// casting a spell, on an event of their own source on the battlefield
// (dies, attacks, …), and at the beginning of other steps. Upkeep
// triggers are checked where they trigger, draw triggers where a draw
// happens. Anything else, static abilities and replacement effects
// included, could change what triggers or what a player draws.
func (w *world) upkeepUnknown() string {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Understood || !bearsOnUpkeep(a) {
				continue
			}
			return fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand (%s), and it could change the answer", q.name, a.Text, a.Why)
		}
	}
	return ""
}

func bearsOnUpkeep(a *Ability) bool {
	switch a.Kind {
	case KindActivated, KindMana, KindManaTrigger, KindEnters:
		return false
	}
	if a.Trigger != nil {
		switch a.Trigger.Event {
		case TriggerUpkeep, TriggerDraw, TriggerDrawStep, TriggerTapForMana, TriggerBecomesTap, TriggerCast:
			return false
		}
		s := normalize(nil, a.Text)
		if reOtherStep.MatchString(s) || reCastEvent.MatchString(s) || reOwnEvent.MatchString(s) {
			return false
		}
	}
	return true
}

// libraryHad says how many cards a library had when a draw asked for more:
// "the library was empty", "the library had only 2 cards".
func libraryHad(n int) string {
	if n == 0 {
		return "the library was empty"
	}
	return "the library had only " + plural(n, "card")
}
