package rules

import (
	"fmt"
	"strings"
)

// Triggers on drawing a card whose controller chooses as each resolves
// (CR 603.5): Consecrated Sphinx's "you may draw two cards", Jace's
// Erasure's "you may have target player put the top card of their library
// into their graveyard". Each card drawn is a separate draw, so each
// triggers once for each card (121.2, 603.2c); the abilities are put on
// the stack the next time a player would receive priority, the active
// player's first (603.3b), and resolve one at a time, each player having
// put their own in the order they chose. Cards an ability draws set off
// more abilities, put on the stack above the ones waiting, which resolve
// first (603.3). resolveDrawChoices follows every order and every choice.

// hasDrawChoices reports whether any of the draw triggers offers its
// controller a choice as it resolves.
func hasDrawChoices(trigs []*drawTrig) bool {
	for _, t := range trigs {
		if t.eff.choices() {
			return true
		}
	}
	return false
}

// drawLoop names two draw triggers of which each may have its controller
// draw cards that set off the other (two Consecrated Sphinxes, one on
// each side, or one that triggers on its own controller's draws): they
// may trigger each other until a player chooses not to draw, which the
// engine does not follow; "" for none.
func drawLoop(trigs []*drawTrig) string {
	for _, a := range trigs {
		if a.eff.mayDraw == 0 {
			continue
		}
		for _, b := range trigs {
			if b.eff.mayDraw == 0 || !b.watches[a.controller] {
				continue
			}
			if a == b {
				return fmt.Sprintf("%s ability \u201c%s\u201d may have %s draw cards that trigger it again, without end until %s chooses not to draw, which the engine does not follow (CR 603.2, 603.5)", Possessive(a.source), a.effect, PlayerName(a.controller), PlayerName(a.controller))
			}
			return fmt.Sprintf("%s %s and %s %s each may have their controller draw cards that trigger the other's ability, so they may trigger each other until a player chooses not to draw (Consecrated Sphinx's ruling of 2017-11-17), which the engine does not follow (CR 603.2, 603.5)", PlayerPossessive(a.controller), a.source, PlayerPossessive(b.controller), b.source)
		}
	}
	return ""
}

// maxDrawDepth bounds how deep abilities that trigger on the draws of
// other such abilities are followed (drawLoop refuses a loop).
const maxDrawDepth = 4

// resolveDrawChoices resolves the draw triggers for the cards drawn
// between state before and state after, in every order their controllers
// may put them on the stack and with every choice they offer, and lists
// the distinct results: each with its state, what happened (events) and
// the abilities resolved in order, with the choice made for each (paths).
// unsure says why the engine does not follow the orders (the turn order
// of the nonactive players, which the board does not record).
//
// State-based actions are checked after each ability resolves (CR 117.5,
// 704.3): a player whose life fell to 0 or less, or who drew from an empty
// library, loses; with two sides the game is then over and nothing more
// resolves (104.2a); with more, the loser's abilities cease to exist
// (800.4a).
func resolveDrawChoices(m *meter, trigs []*drawTrig, before, after upState, twoSides bool, depth int) ([]upResult, string) {
	groups := drawBatches(trigs, before, after)
	if len(groups[0])+len(groups[1]) == 0 {
		return []upResult{{state: after, paths: []*chain{nil}}}, ""
	}
	if depth > maxDrawDepth {
		return nil, fmt.Sprintf("abilities that trigger on drawing a card may keep triggering on the cards such abilities have players draw (an effect that has another player draw them instead, as Notion Thief's, can close the loop), more than %d deep, which the engine does not follow (CR 603.2, 603.5)", maxDrawDepth)
	}
	var heads []string
	for _, g := range groups {
		for _, d := range g {
			each := fmt.Sprintf("once for each card %s drew", PlayerName(d.who))
			if d.n == 1 {
				each = fmt.Sprintf("for the card %s drew", PlayerName(d.who))
			}
			heads = append(heads, fmt.Sprintf("%s ability triggers %s, %s", Possessive(d.t.source), times(d.n), each))
		}
	}
	// The ability that made the cards be drawn may itself have made a
	// player lose; state-based actions are checked before the draw
	// triggers are put on the stack (117.5), and a player who won
	// instead of drawing ended the game at once (104.1).
	if len(drawLosers(before, after)) > 0 && (twoSides || sidesLeft(after) <= 1) || after.won() != "" {
		return []upResult{{state: after, events: &chain{strings.Join(heads, "; ") + ", and none of them resolves: the game is over", nil}, paths: []*chain{nil}}}, ""
	}
	for _, g := range groups {
		if len(g) == 0 {
			continue
		}
		for _, d := range g[1:] {
			a, b := after.idx(g[0].t.controller), after.idx(d.t.controller)
			if a != b && (after.team[a] < 0 || after.team[a] != after.team[b]) {
				return nil, fmt.Sprintf("%s and %s each control abilities that trigger on drawing a card, which go on the stack in turn order (CR 101.4, 603.3b), and with choices as they resolve the order decides; the board does not record the turn order", PlayerName(g[0].t.controller), PlayerName(d.t.controller))
			}
		}
	}
	var unsure string
	memo := map[string][]upResult{}
	var walk func(gi int, left []int, st upState) []upResult
	walk = func(gi int, left []int, st upState) []upResult {
		g := groups[gi]
		done := true
		for _, n := range left {
			done = done && n == 0
		}
		if done {
			if gi == len(groups)-1 {
				return []upResult{{state: st, paths: []*chain{nil}}}
			}
			next := make([]int, len(groups[gi+1]))
			for k, d := range groups[gi+1] {
				next[k] = d.n
			}
			return walk(gi+1, next, st)
		}
		key := string(appendCounts([]byte{byte(gi)}, left)) + st.key()
		if r, ok := memo[key]; ok {
			return r
		}
		if !m.state(1) {
			return nil
		}
		var results []upResult
		// Results with the same state are merged, found by their key;
		// each result met is work (Jace's Erasure's targets spread
		// over many players make many).
		at := map[string]int{}
		merge := func(list []upResult, r upResult) []upResult {
			m.state(1)
			k := r.state.key()
			if i, ok := at[k]; ok {
				for _, p := range r.paths {
					if len(list[i].paths) < maxPaths {
						list[i].paths = append(list[i].paths, p)
					}
				}
				return list
			}
			at[k] = len(list)
			if len(r.paths) > maxPaths {
				r.paths = r.paths[:maxPaths]
			}
			return append(list, r)
		}
		for k, d := range g {
			if left[k] == 0 {
				continue
			}
			for _, c := range drawChoicesOf(d, st) {
				next := st.clone()
				ev, label := c(next)
				rest := 0
				for j, n := range left {
					rest += n
					if j == k {
						rest--
					}
				}
				for _, h := range groups[gi+1:] {
					for _, x := range h {
						rest += x.n
					}
				}
				if losers := drawLosers(st, next); len(losers) > 0 && (twoSides || sidesLeft(next) <= 1) || next.won() != "" {
					if rest > 0 {
						ev += ", and the game is over before the other abilities resolve"
					}
					results = merge(results, upResult{state: next, events: &chain{ev, nil}, paths: []*chain{{label, nil}}})
					continue
				}
				// The cards it drew set off more abilities, which
				// resolve before those still waiting (603.3).
				subs, why := resolveDrawChoices(m, trigs, st, next, twoSides, depth+1)
				if why != "" && unsure == "" {
					unsure = why
				}
				left[k]--
				for _, sub := range subs {
					over := sub.state.won() != "" || sidesLeft(sub.state) < sidesLeft(st) && (twoSides || sidesLeft(sub.state) <= 1)
					var tails []upResult
					if over {
						tails = []upResult{{state: sub.state, paths: []*chain{nil}}}
					} else {
						tails = walk(gi, left, sub.state)
					}
					for _, tail := range tails {
						evs := appendChain(sub.events, tail.events)
						res := upResult{state: tail.state, events: &chain{ev, evs}}
						for _, sp := range sub.paths {
							for _, tp := range tail.paths {
								res.paths = append(res.paths, &chain{label, appendChain(sp, tp)})
							}
						}
						results = merge(results, res)
					}
				}
				left[k]++
			}
		}
		if m != nil && m.over != "" {
			return nil
		}
		memo[key] = results
		return results
	}
	left := make([]int, len(groups[0]))
	for k, d := range groups[0] {
		left[k] = d.n
	}
	gi := 0
	if len(groups[0]) == 0 {
		gi = 1
		left = make([]int, len(groups[1]))
		for k, d := range groups[1] {
			left[k] = d.n
		}
	}
	res := walk(gi, left, after.clone())
	if m != nil && m.over != "" {
		// Past the budget: the question is refused whole.
		return nil, unsure
	}
	for i := range res {
		res[i].events = &chain{strings.Join(heads, "; "), res[i].events}
	}
	return res, unsure
}

// appendChain is chain a followed by chain b, a copied.
func appendChain(a, b *chain) *chain {
	if a == nil {
		return b
	}
	return &chain{a.text, appendChain(a.next, b)}
}

// drawChoicesOf lists what one ability of batch d may do as it resolves
// on st: each applies it to a state and says what happened and the label
// of the choice.
func drawChoicesOf(d drawBatch, st upState) []func(upState) (string, string) {
	src := Possessive(d.t.source) + " ability"
	label := d.t.source
	if st.gone(d.t.controller) {
		return []func(upState) (string, string){func(upState) (string, string) {
			return fmt.Sprintf("%s ceases to exist: %s left the game", src, PlayerName(d.t.controller)), label
		}}
	}
	e := d.t.eff
	you := d.t.controller
	switch {
	case e.inert:
		return []func(upState) (string, string){func(upState) (string, string) {
			return src + " resolves" + saysFor(d.t.controller, inertEvent(d.t)), label
		}}
	case e.mayDraw > 0:
		no := func(upState) (string, string) {
			return fmt.Sprintf("%s resolves: %s not to draw", src, PlayerDoes(you, "chooses")), fmt.Sprintf("%s (%s)", label, PlayerDoes(you, "doesn't draw"))
		}
		if !mayChooseToDraw(st, you, e.mayDraw) {
			return []func(upState) (string, string){func(upState) (string, string) {
				return fmt.Sprintf("%s resolves: %s can't choose to draw %s (%s, by %s)", src, PlayerName(you), numberWord(e.mayDraw), cantDrawMore(you, st.draws.limit[st.idx(you)]), st.draws.limitBy[st.idx(you)]), label
			}}
		}
		yes := func(s upState) (string, string) {
			_, what := drawFor(s, you, e.mayDraw)
			return src + " resolves: " + what, fmt.Sprintf("%s (%s %s)", label, PlayerDoes(you, "draws"), numberWord(e.mayDraw))
		}
		return []func(upState) (string, string){yes, no}
	case e.mayDamage > 0:
		no := func(upState) (string, string) {
			return fmt.Sprintf("%s resolves: %s not to have %s deal damage", src, PlayerDoes(you, "chooses"), d.t.source), fmt.Sprintf("%s (no damage)", label)
		}
		if st.gone(d.who) {
			return []func(upState) (string, string){no}
		}
		yes := func(s upState) (string, string) {
			return src + " resolves: " + applySteps(d.t.source, []upStep{{player: d.who, verb: "lose", n: e.mayDamage, damage: true}}, s), fmt.Sprintf("%s (damage to %s)", label, PlayerName(d.who))
		}
		return []func(upState) (string, string){yes, no}
	case e.mayMill:
		out := []func(upState) (string, string){func(upState) (string, string) {
			return fmt.Sprintf("%s resolves: %s not to have a player put a card into their graveyard", src, PlayerDoes(you, "chooses")), fmt.Sprintf("%s (no card)", label)
		}}
		for _, p := range st.players {
			if st.gone(p) {
				continue
			}
			out = append(out, func(s upState) (string, string) {
				return fmt.Sprintf("%s, targeting %s, resolves: %s", src, PlayerName(p), mill(s, p, 1)), fmt.Sprintf("%s (%s a card)", label, PlayerDoes(p, "mills"))
			})
		}
		return out
	}
	return []func(upState) (string, string){func(s upState) (string, string) {
		if len(d.steps(1)) == 0 {
			return src + " resolves and does nothing: there is no player it affects", label
		}
		did := applySteps(d.t.source, d.steps(1), s)
		if did == "" {
			return src + " resolves and does nothing: each player it affects has left the game", label
		}
		return src + " resolves: " + did, label
	}}
}

// mayChooseToDraw reports whether who may choose to draw n cards: an
// effect that says they can't draw more than a number of cards each turn
// (or can't draw) forbids a choice to draw more than it allows (CR
// 121.2b).
func mayChooseToDraw(st upState, who string, n int) bool {
	if st.draws == nil {
		return true
	}
	i := st.idx(who)
	if i < 0 || st.draws.limit[i] < 0 {
		return true
	}
	drawn, _ := st.get(fDraws, who)
	return drawn+n <= st.draws.limit[i]
}

// explainDrawEffects says what the draw triggers' effects the engine
// added to the upkeep's do, with the rules and rulings behind them: a
// counter on the permanent itself, cards put from a library into a
// graveyard, an optional draw and an optional target.
func explainDrawEffects(trigs []*drawTrig, e *explainer) {
	seen := map[string]bool{}
	for _, t := range trigs {
		if seen[t.source] {
			continue
		}
		seen[t.source] = true
		switch {
		case t.eff.inert:
			e.step(fmt.Sprintf("%s ability puts a counter on %s itself: it changes no hand, library, draw or life total, and a counter of that kind can't make a permanent leave the battlefield, so it bears on nothing the upkeep follows", Possessive(t.source), t.source), "122.1", "704.5f")
		case t.eff.mayDraw > 0:
			e.step(fmt.Sprintf("%s ability lets %s draw %s or none as each resolves (not some of them); with an effect that says %s can't draw more than a number of cards each turn, %s can't choose to draw more than it allows", Possessive(t.source), PlayerName(t.controller), numberWord(t.eff.mayDraw), PlayerName(t.controller), PlayerName(t.controller)), "603.5", "121.2b")
			e.cite(t.source, "2017-11-17", "either draw two cards")
			e.cite(t.source, "2017-11-17", "once for each card")
		case t.eff.mayDamage > 0 && !t.ifHolds:
			e.step(fmt.Sprintf("%s ability has an intervening \u201cif\u201d: %s no %s permanent, so it doesn't trigger", Possessive(t.source), PlayerDoes(t.controller, "controls"), t.eff.ifColor), "603.4")
		case t.eff.mayDamage > 0:
			e.step(fmt.Sprintf("%s ability has an intervening \u201cif\u201d, checked as the card is drawn and again as it resolves: %s a %s permanent, and no upkeep trigger here takes a permanent off the battlefield, so it holds both times; %s may have it deal the damage or not", Possessive(t.source), PlayerDoes(t.controller, "controls"), t.eff.ifColor, PlayerName(t.controller)), "603.4", "603.5")
			e.cite(t.source, "2009-02-01", "intervening")
		case t.eff.mayMill:
			e.step(fmt.Sprintf("%s ability targets a player as it is put on the stack, and as it resolves %s may have that player put the top card of their library into their graveyard; an empty library has none to put there, and only a draw from it loses the game", Possessive(t.source), PlayerName(t.controller)), "115.1", "603.5", "701.17b", "704.5b")
			e.cite(t.source, "2010-08-15", "triggers that many times")
		}
		for _, a := range t.acts {
			if a.verb == "mill" {
				e.step(fmt.Sprintf("%s ability has players put cards from the top of their library into their graveyard: as many as the library holds, and an empty library loses no game by it, only a draw from it does", Possessive(t.source)), "701.17a", "701.17b", "704.5b")
				break
			}
		}
	}
}

// colorIfKept names an upkeep trigger that may take a permanent off the
// battlefield beside a draw trigger whose intervening "if" reads the
// colors of its controller's permanents (Kederekt Parasite's "if you
// control a red permanent"), checked again as it resolves (CR 603.4),
// which the engine does not follow; "" for none.
func colorIfKept(drawTrigs []*drawTrig, trigs []*upTrigger) string {
	for _, d := range drawTrigs {
		if d.eff.ifColor == "" || !d.ifHolds {
			continue
		}
		for _, t := range trigs {
			s := t.spec
			l := strings.ToLower(s.Effect)
			if upkeepSacrificesSource(s) || s.Sacrifices != "" || strings.Contains(l, "destroy") || strings.Contains(l, "exile") || strings.Contains(l, "return") {
				return fmt.Sprintf("%s ability triggers only if %s a %s permanent, checked again as it resolves (CR 603.4), and %s ability may take a permanent off the battlefield before then, which the engine does not follow", Possessive(d.source), PlayerDoes(d.controller, "controls"), d.eff.ifColor, Possessive(t.source))
			}
		}
	}
	return ""
}
