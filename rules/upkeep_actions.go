package rules

import (
	"fmt"
	"regexp"
	"slices"
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
	// damage: the life is lost to damage (upAction's), dealt by the
	// source of the ability; times is how many abilities deal n between
	// them, each an equal part (a draw trigger's batch), 0 for one.
	damage bool
	times  int
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
	// seatUnsure: a draw step of one of two or more nonactive players
	// drawing by one effect, whose order is the turn order (CR 121.2c),
	// which a game of more than two players does not record.
	seatUnsure bool
	// teamOrder: a draw of one of the two players of the active team in
	// Two-Headed Giant drawing by one effect, who draw in the order the
	// team chooses (121.2d).
	teamOrder bool
}

// upkeepSteps reads what the upkeep trigger t does, player by player; nil
// when it is not an effect upkeepActions reads (or is a plain draw).
func upkeepSteps(b *Board, t *upTrigger) []upStep {
	s := t.spec
	if s.Draw > 0 || s.RevealToHand {
		return nil
	}
	body := s.Effect
	if _, rest, ok := handIf(body, s.Whose == "you"); ok {
		body = rest
	}
	acts, ok := upkeepActions(body)
	if !ok {
		return nil
	}
	var out []upStep
	for _, a := range acts {
		players := whoIs(b, a.who, t.controller, t.player)
		unsure, teamOrder := false, false
		if a.verb == "draw" && len(players) > 1 {
			players, unsure = drawOrder(b, players)
			if b.Format == Format2HG {
				n := 0
				for _, p := range players {
					if b.activeTeam(p) {
						n++
					}
				}
				teamOrder = n > 1
			}
		}
		for _, p := range players {
			st := upStep{player: p, verb: a.verb, n: a.n, what: a.what, byHand: a.byHand, handFrom: a.handFrom, handMinus: a.handMinus, countWhat: a.countWhat, damage: a.damage, seatUnsure: unsure && !b.activeTeam(p), teamOrder: teamOrder && b.activeTeam(p)}
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

// drawOrder puts players who draw by one effect in the order they draw:
// the active player first (in Two-Headed Giant the active team's), then
// the others in turn order (CR 121.2c, 121.2d, 805.6a); unsure where two
// or more of the others draw and the board, of more than two players,
// does not record the turn order.
func drawOrder(b *Board, players []string) ([]string, bool) {
	var first, rest []string
	for _, p := range players {
		if b.activeTeam(p) {
			first = append(first, p)
		} else {
			rest = append(rest, p)
		}
	}
	unsure := len(rest) > 1 && len(b.Players) > 2
	if b.Format == Format2HG {
		// The nonactive team's players draw in turn order too; a team is
		// two players, and which of them comes first is not recorded.
		unsure = len(rest) > 1
	}
	return append(first, rest...), unsure
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
// libraries and hands follow) and says what happened; damage is said as
// dealt by source, the permanent whose ability it is (CR 120.3a: the
// damage causes the loss of life, but the event is damage).
func applySteps(source string, steps []upStep, st upState) string {
	var parts []string
	// A player who drew from an empty library, or whose life fell to 0,
	// in this effect loses only as the state-based actions are checked
	// after it (CR 704.3, 704.5a, 704.5b): the rest of the effect still
	// happens to them (608.2c), Graveborn Muse's life loss after its
	// draw. Only a player who lost before it resolved has left.
	var left []string
	for _, x := range steps {
		if st.gone(x.player) && !slices.Contains(left, x.player) {
			left = append(left, x.player)
		}
	}
	for _, x := range steps {
		if st.won() != "" {
			// A player won: the game is over (CR 104.1).
			break
		}
		if slices.Contains(left, x.player) {
			// A player who lost the game has left it (CR 800.4a).
			continue
		}
		switch x.verb {
		case "draw":
			_, part := drawFor(st, x.player, x.n)
			parts = append(parts, part)
			// A draw from an empty library loses the game only as the
			// state-based actions are checked, after the effect (704.5b),
			// whatever the order; a player who wins instead ends the game
			// then (104.1), before the others draw.
			if x.seatUnsure && st.won() != "" && st.seat != nil && *st.seat == "" {
				*st.seat = fmt.Sprintf("%s in turn order among the nonactive players who draw by %s ability, and that draw wins the game before the others draw, but the board does not record the seating (CR 121.2c, 101.4, 104.1)", PlayerDoes(x.player, "draws"), Possessive(source))
			}
			if x.teamOrder && st.won() != "" && st.seat != nil && *st.seat == "" {
				*st.seat = fmt.Sprintf("the active team's players draw by %s ability in the order the team chooses, and %s draw wins the game before the other's, so which draws first changes what happens; the engine does not follow that choice (CR 121.2d, 104.1)", Possessive(source), PlayerPossessive(x.player))
			}
		case "discard":
			parts = append(parts, discard(st, x.player, x.n))
		case "mill":
			parts = append(parts, mill(st, x.player, x.n))
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
				if x.verb == "lose" && x.damage {
					loss, floor := st.damageLoss(x.player, n)
					st.addLife(x.player, -loss)
					parts = append(parts, dealsDamage(source, x, n, loss, floor, how))
					continue
				}
				if x.verb == "lose" {
					st.addLife(x.player, -n)
				} else if by := st.cantGain(x.player); n > 0 && by != "" {
					parts = append(parts, fmt.Sprintf("%s no life (%s; %s stops it)", PlayerDoes(x.player, "gains"), how, by))
					continue
				} else {
					var twice string
					if n, twice = st.gained(x.player, n); twice != "" {
						how += "; " + twice
					}
					st.addLife(x.player, n)
				}
				parts = append(parts, fmt.Sprintf("%s %d life (%s)", PlayerDoes(x.player, x.verb+"s"), n, how))
				continue
			}
			if by := st.cantGain(x.player); x.verb == "gain" && x.n > 0 && by != "" {
				parts = append(parts, fmt.Sprintf("%s no life (%s stops it)", PlayerDoes(x.player, "gains"), by))
				continue
			}
			if x.verb == "lose" && x.damage {
				loss, floor := st.damageLoss(x.player, x.n)
				st.addLife(x.player, -loss)
				parts = append(parts, dealsDamage(source, x, x.n, loss, floor, ""))
				continue
			}
			if x.verb == "lose" {
				st.addLife(x.player, -x.n)
				parts = append(parts, fmt.Sprintf("%s %d life", PlayerDoes(x.player, "loses"), x.n))
				continue
			}
			n, twice := st.gained(x.player, x.n)
			st.addLife(x.player, n)
			if twice != "" {
				parts = append(parts, fmt.Sprintf("%s %d life (%s)", PlayerDoes(x.player, "gains"), n, twice))
			} else {
				parts = append(parts, fmt.Sprintf("%s %d life", PlayerDoes(x.player, "gains"), n))
			}
		}
	}
	return strings.Join(sameSourceDamage(source, parts), ", ")
}

// sameSourceDamage says the damage one effect of source deals to several
// players once: "Rumbling Slum deals 1 damage to you and 1 damage to
// Opp", where the parts said each as dealt by source. A part that says
// more (how the amount was worked out, a floor on the life total) is
// left as it is.
func sameSourceDamage(source string, parts []string) []string {
	prefix := source + " deals "
	plain := func(s string) bool {
		return strings.HasPrefix(s, prefix) && !strings.ContainsAny(s[len(prefix):], "(,")
	}
	var out []string
	for i := 0; i < len(parts); {
		j := i + 1
		for j < len(parts) && plain(parts[i]) && plain(parts[j]) {
			j++
		}
		if j-i == 1 {
			out = append(out, parts[i])
			i = j
			continue
		}
		each := make([]string, 0, j-i)
		for _, s := range parts[i:j] {
			each = append(each, s[len(prefix):])
		}
		out = append(out, prefix+joinAnd(each))
		i = j
	}
	return out
}

// dealsDamage says a damage step: source deals n damage to the player
// ("Black Vise deals 2 damage to you"), how the amount was worked out in
// brackets, where an effect on damage keeps it from reducing their life
// total to less than 1 that effect (floor) and the life they lose. A
// source that would deal 0 damage deals none (CR 120.8). A batch of
// abilities each deals its part ("Underworld Dreams deals 1 damage to you
// 3 times").
func dealsDamage(source string, x upStep, n, loss int, floor, how string) string {
	var s string
	switch {
	case n == 0:
		s = fmt.Sprintf("%s deals no damage to %s", source, PlayerName(x.player))
	case x.times > 1 && n%x.times == 0:
		s = fmt.Sprintf("%s deals %d damage to %s %s", source, n/x.times, PlayerName(x.player), times(x.times))
	default:
		s = fmt.Sprintf("%s deals %d damage to %s", source, n, PlayerName(x.player))
	}
	if how != "" {
		s += " (" + how + ")"
	}
	if floor != "" {
		s += fmt.Sprintf(", which can't reduce %s life total to less than 1, by %s: %s %d life", theirFor(x.player), floor, PlayerDoes(x.player, "loses"), loss)
	}
	return s
}

// discard has who discard n cards, as far as their hand allows.
func discard(st upState, who string, n int) string {
	h, ok := st.get(fHand, who)
	if !ok {
		return fmt.Sprintf("%s %s (as far as %s hand allows)", PlayerDoes(who, "discards"), plural(n, "card"), theirFor(who))
	}
	d := min(n, h)
	st.set(fHand, who, h-d)
	if h == 0 {
		return fmt.Sprintf("%s no card in hand to discard", PlayerDoes(who, "has"))
	}
	if d < n {
		return fmt.Sprintf("%s %s (%s had only %s)", PlayerDoes(who, "discards"), plural(d, "card"), theyFor(who), plural(h, "card"))
	}
	return fmt.Sprintf("%s %s", PlayerDoes(who, "discards"), plural(d, "card"))
}

// mill has who put the top n cards of their library into their
// graveyard, as many as the library holds (CR 701.17a, 701.17b): an empty
// library loses no game, which only a draw from it does (704.5b).
func mill(st upState, who string, n int) string {
	top := "the top " + numberWord(n)
	if n == 1 {
		top = "the top card"
	}
	what := fmt.Sprintf("%s %s of %s library into %s graveyard", PlayerDoes(who, "puts"), top, theirFor(who), theirFor(who))
	lib, ok := st.get(fLibrary, who)
	if ok {
		if lib == 0 {
			return fmt.Sprintf("%s library is empty, so %s no card into %s graveyard", PlayerPossessive(who), VerbFor(who, "puts"), theirFor(who))
		}
		if lib < n {
			all := "the only card"
			if lib > 1 {
				all = "all " + plural(lib, "card")
			}
			what = fmt.Sprintf("%s %s of %s library into %s graveyard (it had only %s)", PlayerDoes(who, "puts"), all, theirFor(who), theirFor(who), plural(lib, "card"))
			n = lib
		}
		st.set(fLibrary, who, lib-n)
	}
	m, _ := st.get(fMilled, who)
	st.set(fMilled, who, m+n)
	return what
}

// drawTrig is a triggered ability on drawing a card that the upkeep
// machine models: whom it watches and what it does each time.
type drawTrig struct {
	source     string
	controller string
	watches    map[string]bool
	acts       []upAction
	// eff is what it does each time (drawEffectOf), and effect its
	// text.
	eff    drawEffect
	effect string
	// ifHolds: its intervening "if" on the colors of its controller's
	// permanents is true as the upkeep begins (eff.ifColor).
	ifHolds bool
	b       *Board
	// active: its controller is the active player (in Two-Headed Giant,
	// on the active team), who puts triggered abilities on the stack
	// first, so theirs resolve after the other players' (CR 603.3b,
	// 101.4, 805.7).
	active bool
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
			eff, _ := drawEffectOf(a.Trigger.Effect)
			d := &drawTrig{source: p.name, controller: p.Controller, watches: map[string]bool{}, acts: eff.acts, eff: eff, effect: a.Trigger.Effect, b: b}
			if eff.ifColor != "" {
				holds, why := controlsColor(w, p.Controller, eff.ifColor)
				if why != "" {
					return nil, fmt.Sprintf("%s ability triggers only if %s a %s permanent (CR 603.4), and %s", Possessive(p.name), PlayerDoes(p.Controller, "controls"), eff.ifColor, why)
				}
				// Checked as the card is drawn: false, it never
				// triggers (603.4).
				d.ifHolds = holds
				if !holds {
					out = append(out, d)
					continue
				}
			}
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

// controlsColor reports whether who controls a permanent of the color
// word; why says why the engine can't tell: a permanent of theirs whose
// colors may not be its mana cost's, or an effect sets.
func controlsColor(w *world, who, color string) (bool, string) {
	c := Color(slices.Index(colorWords[:], color))
	holds := false
	for _, q := range w.perms {
		if q.Controller != who {
			continue
		}
		if q.colorsUnsure() || q.colorBy != "" {
			return false, fmt.Sprintf("the colors of %s may not be those of its mana cost, which the engine does not read", q.name)
		}
		holds = holds || q.colors.Has(c)
	}
	return holds, ""
}

// drawBatch is one draw trigger's abilities for the cards one player
// drew: it triggered n times.
type drawBatch struct {
	t   *drawTrig
	who string
	n   int
}

// steps are what k of the batch's abilities do.
func (d drawBatch) steps(k int) []upStep {
	var steps []upStep
	for _, a := range d.t.acts {
		for _, p := range whoIs(d.t.b, a.who, d.t.controller, d.who) {
			steps = append(steps, upStep{player: p, verb: a.verb, n: a.n * k, damage: a.damage, times: k})
		}
	}
	return steps
}

// resolveDrawTriggers resolves the draw triggers for the cards drawn
// between state before and state after (which it changes), and says what
// happened; unsure says why the result may depend on an order the players
// choose, which the engine does not follow.
//
// They are put on the stack the next time a player would receive
// priority: the active player's first, so the other players' resolve
// first (CR 603.3b, 101.4; in Two-Headed Giant by team, 805.7). They
// resolve one at a time, and state-based actions are checked between
// them (CR 117.5, 704.3): a player whose life falls to 0 or less, or who
// drew from an empty library, loses before the next one resolves. With two
// sides the game is then over and the rest never resolve (104.2a); with
// more, those the player controlled cease to exist (800.4a). Where a
// player loses while the abilities of one side do not all do the same
// thing to the same players, the order that side chose (its players' in turn order, which the board does
// not record, in a game of more than two) could change who loses first:
// unsure says so.
func resolveDrawTriggers(trigs []*drawTrig, before, after upState, twoSides bool) (ev string, unsure string) {
	if len(trigs) == 0 {
		return "", ""
	}
	groups := drawBatches(trigs, before, after)
	var events []string
	// The ability that made the cards be drawn may itself have made a
	// player lose (Phyrexian Arena's life loss, a draw from an empty
	// library): state-based actions are checked before the draw
	// triggers are put on the stack (117.5).
	// A player who won the game instead of drawing (Laboratory Maniac)
	// ended it at once (104.1).
	over := len(drawLosers(before, after)) > 0 && (twoSides || sidesLeft(after) <= 1) || after.won() != ""
	for _, g := range groups {
		for _, d := range g {
			each := fmt.Sprintf("once for each card %s drew", PlayerName(d.who))
			if d.n == 1 {
				each = fmt.Sprintf("for the card %s drew", PlayerName(d.who))
			}
			head := fmt.Sprintf("%s ability triggers %s, %s", Possessive(d.t.source), times(d.n), each)
			switch {
			case over:
				never := ", and never resolves: the game is over"
				if d.n > 1 {
					never = ", and none of them resolves: the game is over"
				}
				events = append(events, head+never)
				continue
			case after.gone(d.t.controller):
				events = append(events, fmt.Sprintf("%s, and ceases to exist: %s left the game", head, PlayerName(d.t.controller)))
				continue
			}
			if len(d.steps(1)) == 0 && !d.t.eff.inert {
				// "each opponent" where there is none.
				events = append(events, head+", and does nothing: there is no player it affects")
				continue
			}
			if d.t.eff.inert {
				// A counter on the permanent itself: nothing the
				// upkeep follows changes, and no player can lose.
				events = append(events, head+", and "+map[bool]string{true: "resolves", false: "each resolves"}[d.n == 1]+saysFor(d.t.controller, inertEvent(d.t)))
				continue
			}
			// One at a time, state-based actions checked between them.
			at := after.clone()
			k := 0
			var losers []string
			for k < d.n && len(losers) == 0 {
				prev := after.clone()
				applySteps(d.t.source, d.steps(1), after)
				k++
				losers = drawLosers(prev, after)
			}
			how := "and resolves"
			if len(losers) > 0 && k < d.n {
				how = fmt.Sprintf("and they resolve one at a time, state-based actions checked between them: %s resolve before %s, and", countWord(k), PlayerDoes(losers[0], "loses"))
				if k == 1 {
					how = fmt.Sprintf("and they resolve one at a time, state-based actions checked between them: the first makes %s lose, and", PlayerName(losers[0]))
				}
			} else {
				how += ":"
			}
			did := applySteps(d.t.source, d.steps(k), at)
			if did == "" {
				// Each player it affects has left the game (800.4a).
				events = append(events, head+", and does nothing: each player it affects has left the game")
				continue
			}
			text := head + ", " + how + " " + did
			// In a game of more than two the others play on without the
			// player who lost (800.4a, 104.2a): the rest of these
			// abilities still resolve, one at a time.
			last := losers
			for len(last) > 0 && k < d.n && !twoSides && sidesLeft(after) > 1 && !after.gone(d.t.controller) && after.won() == "" {
				seg := after.clone()
				j := 0
				var more []string
				for k < d.n && len(more) == 0 {
					prev := after.clone()
					applySteps(d.t.source, d.steps(1), after)
					k++
					j++
					more = drawLosers(prev, after)
				}
				rest := fmt.Sprintf("; the game goes on without %s, and %s more resolve", PlayerNames(last), countWord(j))
				if j == 1 {
					rest = fmt.Sprintf("; the game goes on without %s, and one more resolves", PlayerNames(last))
				}
				if len(more) > 0 && k < d.n {
					rest += " before " + PlayerDoes(more[0], "loses")
				}
				if did := applySteps(d.t.source, d.steps(j), seg); did != "" {
					text += rest + ": " + did
				} else if j == 1 {
					text += rest + " and does nothing: each player it affects has left the game"
				} else {
					text += rest + " and do nothing: each player they affect has left the game"
				}
				losers = append(losers, more...)
				last = more
			}
			events = append(events, text)
			if len(losers) == 0 {
				continue
			}
			if !alike(g, after) && unsure == "" {
				unsure = fmt.Sprintf("the abilities of %s that trigger on drawing a card go on the stack in an order their controllers choose, and %s the game before all of them resolve, so that order could change who loses first and what the others do (CR 603.3b, 704.5a)", joinAnd(batchSources(g)), PlayerDoes(losers[0], "loses"))
			}
			if twoSides || sidesLeft(after) <= 1 {
				over = true
			}
		}
	}
	if len(events) == 0 {
		return "", unsure
	}
	return "; then " + strings.Join(events, "; "), unsure
}

// inertEvent says what a draw trigger whose effect changes nothing the
// upkeep follows does, as its text says it, naming its source for "this"
// ("put a +1/+1 counter on Chasm Skulker").
func inertEvent(t *drawTrig) string {
	return strings.TrimSuffix(reThisObject.ReplaceAllString(t.effect, t.source+"$1"), ".")
}

// alike reports whether each ability of the batches does the same thing
// to the same players (Underworld Dreams and Nekusar, the Mindrazer, each
// dealing 1 damage to the player who drew): then the order they resolve in
// changes nothing.
func alike(g []drawBatch, st upState) bool {
	// Damage and life lost otherwise differ only for a player an effect
	// on damage protects (lifeFloors).
	g = slices.DeleteFunc(slices.Clone(g), func(d drawBatch) bool { return d.t.eff.inert })
	if len(g) == 0 {
		return true
	}
	same := func(d drawBatch) string {
		steps := d.steps(1)
		for i, x := range steps {
			if j := st.idx(x.player); j < 0 || st.floor[j] == "" {
				steps[i].damage = false
			}
		}
		return fmt.Sprint(steps)
	}
	first := same(g[0])
	for _, d := range g[1:] {
		if same(d) != first {
			return false
		}
	}
	return true
}

// batchSources names the sources of the batches, each once.
func batchSources(g []drawBatch) []string {
	var out []string
	for _, d := range g {
		if !has(out, d.t.source) {
			out = append(out, d.t.source)
		}
	}
	return out
}

// drawLosers are the players who lose the game the next time state-based
// actions are checked after one draw trigger resolved from before to
// after: whose known life fell to 0 or less, or who drew from an empty
// library (CR 704.5a, 704.5b). It marks them as out of the game, so that
// the abilities they controlled cease to exist and what is left to
// resolve does nothing to them (800.4a).
func drawLosers(before, after upState) []string {
	var out []string
	for _, who := range after.players {
		b, _ := before.get(fLost, who)
		a, _ := after.get(fLost, who)
		l0, ok0 := before.get(fLife, who)
		l1, ok1 := after.get(fLife, who)
		switch {
		case a&lostLibrary != 0 && b&lostLibrary == 0:
		case ok0 && ok1 && l0 > 0 && l1 <= 0 && after.save.atLife(after.idx(who)) == "":
			after.set(fLost, who, a|lostLowLife)
		default:
			continue
		}
		out = append(out, who)
	}
	return out
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

// drawBatches lists, for the cards each player drew between before and
// after, the draw triggers that watch that player and whose controller is
// still in the game: the other players' first, then the active player's
// (CR 603.3b).
func drawBatches(trigs []*drawTrig, before, after upState) [2][]drawBatch {
	var groups [2][]drawBatch
	for _, who := range after.players {
		d0, _ := before.get(fDraws, who)
		d1, _ := after.get(fDraws, who)
		if d1 <= d0 {
			continue
		}
		for _, t := range trigs {
			if !t.watches[who] || after.gone(t.controller) {
				continue
			}
			g := 0
			if t.active {
				g = 1
			}
			groups[g] = append(groups[g], drawBatch{t: t, who: who, n: d1 - d0})
		}
	}
	return groups
}

// appendCounts appends each count of left to key, four bytes each: a part
// of a memo's key for the abilities still to resolve.
func appendCounts(key []byte, left []int) []byte {
	for _, n := range left {
		key = append(key, byte(n), byte(n>>8), byte(n>>16), byte(n>>24))
	}
	return key
}
