package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// apnapGroups splits the triggers into the groups that are put on the
// stack one after another: the active player's (active team's) first,
// then each other player's in turn order (CR 603.3b, 101.4, 805.7).
func apnapGroups(b *Board, player string, active []string, trigs []*upTrigger) [][]*upTrigger {
	var order [][]string
	if b.Format == Format2HG {
		t := b.teamOf(player)
		order = append(order, b.Teams[t], b.Teams[1-t])
	} else {
		order = append(order, []string{player})
		// Turn order is not recorded; the others follow in board order.
		idx := 0
		for i, p := range b.Players {
			if p.Name == player {
				idx = i
			}
		}
		for k := 1; k < len(b.Players); k++ {
			order = append(order, []string{b.Players[(idx+k)%len(b.Players)].Name})
		}
	}
	var groups [][]*upTrigger
	for _, who := range order {
		var g []*upTrigger
		for _, t := range trigs {
			if has(who, t.controller) {
				g = append(g, t)
			}
		}
		if len(g) > 0 {
			groups = append(groups, g)
		}
	}
	return groups
}

// maxTurnOrders bounds the turn orders of nonactive players tried.
const maxTurnOrders = 24

// turnOrders lists the APNAP groups in every turn order of the nonactive
// players (CR 101.4), which the board does not record: the active
// player's group, if any, first, then every permutation of the others.
// It returns nil past maxTurnOrders.
func turnOrders(groups [][]*upTrigger, active string) [][][]*upTrigger {
	var head [][]*upTrigger
	rest := groups
	if len(groups) > 0 && groups[0][0].controller == active {
		head, rest = groups[:1], groups[1:]
	}
	n := 1
	for k := 2; k <= len(rest); k++ {
		if n *= k; n > maxTurnOrders {
			return nil
		}
	}
	var out [][][]*upTrigger
	var perm func(done, left [][]*upTrigger)
	perm = func(done, left [][]*upTrigger) {
		if len(left) == 0 {
			out = append(out, append(append([][]*upTrigger(nil), head...), done...))
			return
		}
		for i := range left {
			next := append(append([][]*upTrigger(nil), left[:i]...), left[i+1:]...)
			perm(append(append([][]*upTrigger(nil), done...), left[i]), next)
		}
	}
	perm(nil, rest)
	return out
}

// upResult is one distinct result of resolving the upkeep triggers: the
// state, what happened (events) and the orders that lead there (paths),
// as lists that share their tails, so long chains of triggers cost
// linear memory.
type upResult struct {
	state  upState
	events *chain
	paths  []*chain
}

// upResultsBytes is about the memory the results of one state of the
// search keep, with its key in the memo: each result's state, its events'
// first text and the chains of its paths, whose tails are mostly shared.
func upResultsBytes(key string, results []upResult) int {
	n := len(key) + 48
	for _, r := range results {
		n += 96 + 8*len(r.state.vals) + 40*len(r.paths)
		if r.events != nil {
			n += 32 + len(r.events.text)
		}
	}
	return n
}

// chain is a list of texts sharing its tail with other lists.
type chain struct {
	text string
	next *chain
}

// texts lists the chain's texts, at most max of them (0: all) and a note
// of how many were left out; one past max that ends the game for a
// player (a loss, a win) is listed all the same, since the answer reads
// it there.
func (c *chain) texts(max int) []string {
	var out []string
	n := 0
	for ; c != nil; c = c.next {
		if max > 0 && len(out) >= max && !strings.Contains(c.text, " the game") {
			n++
			continue
		}
		out = append(out, c.text)
	}
	if n > 0 {
		out = append(out, fmt.Sprintf("and %d more", n))
	}
	return out
}

// order prints a resolution order, runs of the same trigger as one
// ("Ghirapur Orrery (for me) ×3").
func (c *chain) order() string {
	return strings.Join(c.runs(), ", then ")
}

// choice says a resolution order as the choice that leads to an outcome:
// "resolving A, then B", with the abilities activated while the triggers
// wait where they are ("resolving A, then activating Sensei's Divining
// Top, then resolving B"); responses: some may be, and an order without
// them says so.
func (c *chain) choice(responses bool) string {
	runs := c.runs()
	acted := false
	for i, p := range runs {
		if strings.HasPrefix(p, activatingLabel) {
			acted = true
			continue
		}
		if i == 0 || strings.HasPrefix(runs[i-1], activatingLabel) {
			runs[i] = "resolving " + p
		}
	}
	s := strings.Join(runs, ", then ")
	if responses && !acted {
		s += ", with no ability activated while they wait"
	}
	return s
}

// runs lists a resolution order's triggers, runs of the same one as one.
func (c *chain) runs() []string {
	var parts []string
	for c != nil {
		n := 1
		for c.next != nil && c.next.text == c.text {
			n++
			c = c.next
		}
		if n > 1 {
			parts = append(parts, fmt.Sprintf("%s \u00d7%d", c.text, n))
		} else {
			parts = append(parts, c.text)
		}
		c = c.next
	}
	return parts
}

// maxEvents bounds the events listed for one outcome.
const maxEvents = 40

// resolveUpkeep resolves the groups: the last group put on the stack
// resolves first; within a group its controller chose any order. Equal
// states are merged as they are found (memoised on the state and the
// triggers left), so identical triggers do not multiply the work. Past
// the question's budget it stops with what it has (the meter says so).
//
// A player whose life total falls to 0 or less loses the game the next
// time state-based actions are checked, before the next trigger resolves
// (CR 704.5a, 704.3); so does one who drew from an empty library (704.5b).
// In Two-Headed Giant a team whose shared life total falls to 0 or less
// loses, and a player who loses takes their team with them (810.8a,
// 810.8c). With two sides (two players, or the two teams of Two-Headed
// Giant) the game is then over and the other triggers never resolve
// (104.2a): the order stops there. With more, the events say so and go on.
//
// unsure says why the result may depend on an order of draw triggers the
// engine does not follow (resolveDrawTriggers); the results are then not
// to be given.
func resolveUpkeep(ctx context.Context, groups [][]*upTrigger, start upState, drawTrigs []*drawTrig, twoSides bool) (_ []upResult, unsure string) {
	m := meterOf(ctx)
	choices := hasDrawChoices(drawTrigs)
	memo := map[string][]upResult{}
	// used: the bits of the responses (st.responses) already activated.
	var walk func(g int, kinds []*upTrigger, left []int, st upState, used uint) []upResult
	walk = func(g int, kinds []*upTrigger, left []int, st upState, used uint) []upResult {
		remaining := 0
		for _, n := range left {
			remaining += n
		}
		if remaining == 0 {
			if g == 0 {
				return []upResult{{state: st, paths: []*chain{nil}}}
			}
			nk, nl := groupLeft(groups[g-1])
			return walk(g-1, nk, nl, st, used)
		}
		kb := make([]byte, 0, 3+4*len(left)+4*len(st.vals))
		kb = appendCounts(append(kb, byte(g), byte(g>>8), byte(used)), left)
		kb = st.appendKey(kb)
		key := string(kb)
		if r, ok := memo[key]; ok {
			return r
		}
		if !m.state(1) {
			return nil
		}
		var results []upResult
		for i, rp := range st.responses {
			// An ability activated while the triggers wait resolves
			// before them (CR 117.3b, 405.5).
			if used&(1<<i) != 0 || st.gone(rp.controller) {
				continue
			}
			next := st.clone()
			ev := rp.activate(next)
			actedAfterReveal(st, next)
			notes, lost := lossNotes(st, next)
			ev += notes
			if lost && (twoSides || sidesLeft(next) <= 1 || next.won() != "") {
				ev += "; the game is over, so the triggered abilities never resolve"
				results = mergeUp(results, upResult{state: next, events: &chain{ev, nil}, paths: []*chain{{rp.label(), nil}}})
				continue
			}
			for _, sub := range walk(g, kinds, left, next, used|1<<i) {
				res := upResult{state: sub.state, events: &chain{ev, sub.events}}
				for _, p := range sub.paths {
					res.paths = append(res.paths, &chain{rp.label(), p})
				}
				results = mergeUp(results, res)
			}
		}
		for k, t := range kinds {
			if left[k] == 0 {
				continue
			}
			for _, pay := range lifeChoices(t, st) {
				next := st.clone()
				var ev string
				label := t.label()
				switch {
				case pay == flipWon:
					ev, label = fmt.Sprintf("%s ability (for %s) resolves: %s the flip, and it deals no damage", Possessive(t.said()), PlayerName(t.player), PlayerDoes(t.controller, "wins")), label+","+pay
				case pay == flipLost:
					ev, label = resolveTrigger(t, next), label+","+pay
				case strings.HasPrefix(pay, " finding "):
					found, _ := searchFound(pay)
					ev, label = resolveSearch(t, next, found), label+","+pay
				case pay == notDrawing:
					ev, label = fmt.Sprintf("%s ability (for %s) resolves: %s not to draw", Possessive(t.said()), PlayerName(t.player), PlayerDoes(drawerOf(t), "chooses")), label+","+pay
				case pay == drawing:
					ev, label = resolveTrigger(t, next), label+","+pay
				case pay == discarding:
					ev, label = fmt.Sprintf("%s ability resolves: %s", Possessive(t.said()), discard(next, t.controller, 1)), label+","+pay
				case pay == notDiscarding:
					ev, label = fmt.Sprintf("%s ability resolves: %s no card and %s %s", Possessive(t.said()), PlayerDoes(t.controller, "discards"), VerbFor(t.controller, "sacrifices"), t.source), label+","+pay
				case pay != "":
					ev, label = payLife(t, next, pay != notPaying), label+","+pay
				default:
					ev = resolveTrigger(t, next)
				}
				// What the cards drawn set off resolves before the
				// next upkeep trigger (603.3): one way, or, where
				// their controllers choose, each way they may.
				branches := []upResult{{state: next, paths: []*chain{nil}}}
				if choices {
					var why string
					branches, why = resolveDrawChoices(m, drawTrigs, st, next, twoSides, 0)
					if unsure == "" {
						unsure = why
					}
				} else {
					dev, why := resolveDrawTriggers(drawTrigs, st, next, twoSides)
					if dev != "" {
						branches[0].events = &chain{strings.TrimPrefix(dev, "; then "), nil}
					}
					if unsure == "" {
						unsure = why
					}
				}
				for _, br := range branches {
					next := br.state
					actedAfterReveal(st, next)
					ev := ev
					if br.events != nil {
						ev += "; then " + strings.Join(br.events.texts(0), "; then ")
					}
					notes, lost := lossNotes(st, next)
					ev += notes
					if lost && (twoSides || sidesLeft(next) <= 1 || next.won() != "") && (remaining > 1 || g > 0) {
						ev += "; the game is over, so the other triggered abilities never resolve"
						res := upResult{state: next, events: &chain{ev, nil}}
						for _, bp := range br.paths {
							res.paths = append(res.paths, &chain{label, bp})
						}
						results = mergeUp(results, res)
						continue
					}
					left[k]--
					for _, sub := range walk(g, kinds, left, next, used) {
						res := upResult{state: sub.state, events: &chain{ev, sub.events}}
						for _, bp := range br.paths {
							for _, p := range sub.paths {
								res.paths = append(res.paths, &chain{label, appendChain(bp, p)})
							}
						}
						results = mergeUp(results, res)
					}
					left[k]++
				}
			}
		}
		if !m.alloc(upResultsBytes(key, results)) {
			return nil
		}
		memo[key] = results
		return results
	}
	if len(groups) == 0 {
		return []upResult{{state: start}}, ""
	}
	top := len(groups) - 1
	kinds, left := groupLeft(groups[top])
	res := walk(top, kinds, left, start, 0)
	if len(groups) == 1 && len(groups[0]) == 1 && !groups[0][0].spec.chooses() && !choicesMade(res) && len(start.responses) == 0 {
		for i := range res {
			res[i].paths = nil
		}
	}
	return res, unsure
}

// choicesMade reports whether a path of the results holds more than the
// upkeep trigger's own label: an ability that triggered on drawing a card
// and offered a choice (resolveDrawChoices).
func choicesMade(res []upResult) bool {
	for _, r := range res {
		for _, p := range r.paths {
			if p != nil && p.next != nil {
				return true
			}
		}
	}
	return false
}

// maxOrderStates bounds the orders of upkeep triggers explored: the
// product, over each kind of trigger, of one more than its count (for one
// that lets its controller pay life, of the ways to have resolved and
// paid for some of them).
const maxOrderStates = 20000

func orderStates(groups [][]*upTrigger) int {
	n := 1
	for _, g := range groups {
		kinds, left := groupLeft(g)
		for i, c := range left {
			if kinds[i].spec.chooses() {
				// How many resolved, and of those how many paid life.
				n *= (c + 1) * (c + 2) / 2
			} else {
				n *= c + 1
			}
			if n > maxOrderStates {
				return n
			}
		}
	}
	return n
}

func distinctKinds(groups [][]*upTrigger) int {
	n := 0
	for _, g := range groups {
		kinds, _ := groupLeft(g)
		n += len(kinds)
	}
	return n
}

// groupLeft lists a group's distinct triggers (in a fixed order) and how
// many of each there are.
func groupLeft(g []*upTrigger) ([]*upTrigger, []int) {
	var kinds []*upTrigger
	var left []int
	for _, t := range g {
		found := false
		for i, k := range kinds {
			if k.key == t.key {
				left[i]++
				found = true
				break
			}
		}
		if !found {
			kinds = append(kinds, t)
			left = append(left, 1)
		}
	}
	return kinds, left
}

func orUnknown(p *int) int {
	if p == nil {
		return unknown
	}
	return *p
}

// mergeUp adds r to list, merging results with the same state.
func mergeUp(list []upResult, r upResult) []upResult {
	for i := range list {
		if slices.Equal(list[i].state.vals, r.state.vals) {
			to := &list[i].paths
			for _, p := range r.paths {
				if len(*to) < maxPaths {
					*to = append(*to, p)
				}
			}
			return list
		}
	}
	if len(r.paths) > maxPaths {
		r.paths = r.paths[:maxPaths]
	}
	return append(list, r)
}

// resolveTrigger resolves one upkeep trigger against the state and says
// what happened.
func resolveTrigger(t *upTrigger, st upState) string {
	s := t.spec
	who := t.player
	// In a game of more than two players the game goes on without a
	// player who lost: the abilities they controlled on the stack cease
	// to exist, and nothing more happens to them (CR 800.4a).
	if st.gone(t.controller) {
		return fmt.Sprintf("%s ability (for %s) ceases to exist: %s left the game", Possessive(t.said()), PlayerName(t.player), PlayerName(t.controller))
	}
	if st.gone(who) && !s.ControllerDraws {
		return fmt.Sprintf("%s ability (for %s) resolves: %s left the game, so it does nothing", Possessive(t.said()), PlayerName(who), PlayerName(who))
	}
	// A trigger whose effect falls on its controller (Asylum Visitor's
	// "you draw a card") still resolves after the player whose upkeep
	// it is has left: its intervening "if" reads what was last known of
	// them (CR 800.4i).
	lki := ""
	if st.gone(who) {
		lki = fmt.Sprintf(" (%s left the game; its intervening \u201cif\u201d reads what was last known of %s, CR 800.4i)", PlayerName(who), PlayerName(who))
	}
	if limit, ok := s.handLimit(); ok {
		// An intervening "if" is checked again as it resolves (CR 603.4).
		if h, _ := st.get(fHand, who); h > limit {
			return fmt.Sprintf("%s ability (for %s) resolves: %s %s in hand, so it does nothing%s", Possessive(t.said()), PlayerName(who), PlayerDoes(who, "has"), plural(h, "card"), lki)
		}
	}
	if s.ControllerDraws {
		// "you" is the trigger's controller, whoever's upkeep it is.
		who = t.controller
	}
	switch {
	case s.WinIf != "":
		return resolveWin(t, st)
	case s.Sacrifices != "":
		return resolveSacrifice(t, st)
	case s.Draw == 0 && !s.RevealToHand && t.steps != nil:
		return Possessive(t.said()) + " ability (for " + PlayerName(who) + ") resolves: " + applySteps(t.source, t.steps, st)
	case s.Draw > 0:
		_, what := drawFor(st, who, s.Draw)
		ev := fmt.Sprintf("%s ability (for %s) resolves%s: %s", Possessive(t.said()), PlayerName(t.player), lki, what)
		if s.LoseLife > 0 && st.won() == "" {
			// A player who won instead of drawing ended the game
			// (104.1): nothing after the draw happens.
			st.addLife(who, -s.LoseLife)
			if strings.Contains(what, " instead") {
				// The draw was replaced: the sentence before is about
				// another player's draw, so the loss names its player.
				ev += fmt.Sprintf("; %s %d life", PlayerDoes(who, "loses"), s.LoseLife)
			} else {
				ev += fmt.Sprintf(" and %s %d life", VerbFor(who, "loses"), s.LoseLife)
			}
		}
		return ev
	case s.RevealToHand:
		lib, known := st.get(fLibrary, who)
		if known && lib == 0 {
			return fmt.Sprintf("%s ability resolves: %s library is empty, so nothing is revealed", Possessive(t.said()), PlayerPossessive(who))
		}
		if known {
			st.set(fLibrary, who, lib-1)
		}
		if h, ok := st.get(fHand, who); ok {
			st.set(fHand, who, h+1)
		}
		ev := fmt.Sprintf("%s ability resolves: %s the top card of %s library and %s it into %s hand (not a draw), and %s life equal to its mana value", Possessive(t.said()), PlayerDoes(who, "reveals"), theirFor(who), VerbFor(who, "puts"), theirFor(who), VerbFor(who, "loses"))
		if l, ok := st.get(fLife, who); ok && l > 0 && l <= maxManaValue && st.save.atLife(st.idx(who)) == "" {
			// The card is not on the board: whether the loss ends the
			// game depends on it (CR 704.5a); in Two-Headed Giant the
			// loss comes off the team's shared life total, and the
			// team loses (810.9, 810.8c).
			if team := st.teammates(who); len(team) > 1 && !slices.ContainsFunc(team, func(p string) bool { return st.save.atLife(st.idx(p)) != "" }) {
				ev += "; " + teamRevealMayLose(team, l)
				st.set(fRevealed, who, 1)
			} else if len(team) == 1 {
				ev += "; " + revealMayLose(who, l)
				st.set(fRevealed, who, 1)
			}
		}
		return ev
	}
	return Possessive(t.said()) + " ability resolves" + saysFor(t.controller, reThisObject.ReplaceAllString(s.Effect, t.source+"$1"))
}

// reYou is "you" or "your" in an ability's text, which mean its
// controller (CR 109.5).
var reYou = regexp.MustCompile(`(?i)\byour?\b`)

// saysFor is what an event puts after "… ability resolves" to say what
// the ability's text does: the text itself, where "you" in it is the
// player asking; for another player's ability, the text in quotes with
// the player who does it named, since an answer's "you" is always the
// player asking (CR 109.5: "you" in an ability's text is its
// controller).
func saysFor(controller, text string) string {
	if controller == Me || !reYou.MatchString(text) {
		return ": " + text
	}
	return ", " + PlayerName(controller) + " doing as it says: \u201c" + Capital(strings.TrimSuffix(text, ".")) + ".\u201d"
}

// reThisObject is "this" standing for the permanent itself at the end of a
// clause ("untap this.", "put a doom counter on this.") or before "gets"
// ("this gets +1/+1"), as the compiler writes its own name: the event
// names it.
var reThisObject = regexp.MustCompile(`\bthis([.,;]|$| gets\b)`)

// The bits of fLost: how a player lost the game.
const (
	lostLibrary = 1 << iota // drew from an empty library (CR 704.5b)
	lostLowLife             // life total 0 or less (CR 704.5a)
	// wonGame: the player won the game (Laboratory Maniac), which ends
	// it for every player (CR 104.2a, 104.3h).
	wonGame
	// triedEmpty: the player attempted to draw from an empty library,
	// lost or not (an effect may keep them from losing: cant_lose.go).
	triedEmpty
	// outOfGame are the bits of a player who has left the game, or
	// ended it.
	outOfGame = lostLibrary | lostLowLife | wonGame
)

// winsTheGame is what follows when who wins the game, as events and
// answers say it.
func winsTheGame(who string) string {
	return PlayerDoes(who, "wins") + " the game, which ends it"
}

// won names the player who has won the game, "" for none.
func (s upState) won() string {
	for _, who := range s.players {
		if l, _ := s.get(fLost, who); l&wonGame != 0 {
			return who
		}
	}
	return ""
}

// lossNotes says which players lost the game by the resolution that led
// from before to after: a player who attempted to draw from an empty
// library (draw marks it), or whose life total went from more than 0 to 0
// or less. Each loses the game the next time state-based actions are
// checked, before the next trigger resolves (CR 704.5a, 704.5b, 704.3).
// In Two-Headed Giant the members of a team hold its shared life total,
// and the team loses when it falls to 0 or less (810.8c): the note names
// the team once. A life total the board does not give is not read.
func lossNotes(before, after upState) (string, bool) {
	if w := after.won(); w != "" && before.won() == "" {
		return "; " + winsTheGame(w), true
	}
	var out string
	lost := false
	for _, who := range after.players {
		b, _ := before.get(fLost, who)
		a, _ := after.get(fLost, who)
		if a&lostLibrary != 0 && b&lostLibrary == 0 {
			out += "; " + emptyLibraryLoss(who)
			lost = true
		} else if a&triedEmpty != 0 && b&triedEmpty == 0 {
			out += "; " + notLosingEmptyLibrary(who, after.save.any[after.idx(who)])
		}
		l0, ok0 := before.get(fLife, who)
		l1, ok1 := after.get(fLife, who)
		if !ok0 || !ok1 || l0 <= 0 || l1 > 0 {
			continue
		}
		if by := after.save.atLife(after.idx(who)); by != "" {
			team := after.teammates(who)
			switch {
			case len(team) == 1:
				out += fmt.Sprintf("; %s life total is now %d: %s", PlayerPossessive(who), l1, notLosingAtLife(who, by))
			case team[0] == who:
				out += fmt.Sprintf("; the shared life total of %s is now %d: %s", PlayerNames(team), l1, teamNotLosingAtLife(team, by))
			}
			continue
		}
		after.set(fLost, who, a|lostLowLife)
		lost = true
		team := after.teammates(who)
		switch {
		case len(team) == 1:
			out += fmt.Sprintf("; %s life total is now %d: %s", PlayerPossessive(who), l1, lostAtZeroLife(who))
		case team[0] == who:
			out += fmt.Sprintf("; the shared life total of %s is now %d: %s", PlayerNames(team), l1, teamLostAtZeroLife(team))
		}
	}
	if lost && allSidesLost(before, after) {
		out += "; " + gameDrawn
	} else if lost && sidesLeft(after) == 1 && (sideCount(after) > 2 || !after.teams()) {
		for _, who := range after.players {
			if !after.gone(who) {
				out += "; " + lastStanding(who)
				break
			}
		}
	}
	return out, lost
}

// teams reports whether the players play in teams (Two-Headed Giant).
func (s upState) teams() bool {
	for i := range s.players {
		if s.team[i] >= 0 {
			return true
		}
	}
	return false
}

// lastStanding is what follows when who is the only player left, in a
// game of two players or more: they win the game (CR 104.2a).
func lastStanding(who string) string {
	return PlayerDoes(who, "is") + " the only player left in the game, so " + PlayerDoes(who, "wins") + " the game"
}

// side is the side a player plays for: their team in Two-Headed Giant,
// themselves elsewhere.
func (s upState) side(i int) int {
	if s.team[i] >= 0 {
		return s.team[i]
	}
	return -1 - i
}

// sideCount is how many sides the game began with.
func sideCount(s upState) int {
	sides := map[int]bool{}
	for i := range s.players {
		sides[s.side(i)] = true
	}
	return len(sides)
}

// sidesLeft is how many sides have a player still in the game: with one
// left, it wins, and with none the game is a draw (CR 104.2a, 104.4a).
func sidesLeft(s upState) int {
	in := map[int]bool{}
	for i, who := range s.players {
		side := s.side(i)
		if _, seen := in[side]; !seen {
			in[side] = true
		}
		// A player who loses takes their team with them (810.8a).
		if s.gone(who) {
			in[side] = false
		}
	}
	n := 0
	for _, ok := range in {
		if ok {
			n++
		}
	}
	return n
}

// gameDrawn is what follows when every player still in the game loses at
// the same check of state-based actions (CR 104.4a, 104.4d).
const gameDrawn = "every player still in the game loses at the same time, so the game is a draw"

// allSidesLost reports whether every side still in the game before (a
// player, or in Two-Headed Giant a team) has a player who lost by after:
// they all lose at the same check of state-based actions, and the game is
// a draw (CR 104.4a, 104.4d).
func allSidesLost(before, after upState) bool {
	return sidesLeft(before) >= 2 && sidesLeft(after) == 0
}

// emptyLibraryLoss is what a player who attempted to draw from an empty
// library suffers, as events and answers say it.
func emptyLibraryLoss(who string) string {
	return PlayerName(who) + " tried to draw from an empty library, so " + PlayerDoes(who, "loses") + " the game the next time state-based actions are checked"
}

// lostAtZeroLife is what a player whose life total fell to 0 or less
// suffers, as events and answers say it.
func lostAtZeroLife(who string) string {
	return PlayerDoes(who, "has") + " 0 or less life, so " + PlayerDoes(who, "loses") + " the game the next time state-based actions are checked"
}

// teamLostAtZeroLife is what a Two-Headed Giant team whose shared life
// total fell to 0 or less suffers (CR 810.8c).
func teamLostAtZeroLife(team []string) string {
	return "the team of " + PlayerNames(team) + " has 0 or less life, so it loses the game the next time state-based actions are checked"
}

// gone reports whether who has lost the game and so left it (CR 800.4a).
func (s upState) gone(who string) bool {
	l, _ := s.get(fLost, who)
	return l&outOfGame != 0
}

// drawPlain has who draw n cards, as far as their library allows, and
// returns how many were drawn; drawFor applies the effects on drawing
// first.
func drawPlain(st upState, who string, n int) int {
	if lib, ok := st.get(fLibrary, who); ok {
		if lib < n {
			n = lib
			l, _ := st.get(fLost, who)
			if st.save.any[st.idx(who)] == "" {
				l |= lostLibrary
			}
			st.set(fLost, who, l|triedEmpty)
		}
		st.set(fLibrary, who, lib-n)
	}
	d, _ := st.get(fDraws, who)
	st.set(fDraws, who, d+n)
	if h, ok := st.get(fHand, who); ok {
		st.set(fHand, who, h+n)
	}
	return n
}

// revealMayLose says that who, with life, loses the game if the card a
// reveal-and-lose-life ability reveals (Dark Confidant's) has mana value
// life or more (CR 704.5a, 202.3).
func revealMayLose(who string, life int) string {
	return fmt.Sprintf("with %d life, %s the game the next time state-based actions are checked if that card's mana value is %d or more", life, PlayerDoes(who, "loses"), life)
}

// teamRevealMayLose is revealMayLose for a Two-Headed Giant team whose
// shared life total is life (CR 810.9, 810.8c).
func teamRevealMayLose(team []string, life int) string {
	return fmt.Sprintf("with %d life, the team of %s loses the game the next time state-based actions are checked if that card's mana value is %d or more", life, PlayerNames(team), life)
}

// lifeChoices are the choices a trigger that lets its controller pay life
// (PaysLife) offers as it resolves, as label suffixes: paying, where their
// life total is at least the payment or not given (CR 119.4), or not
// paying; one "" for any other trigger.
func lifeChoices(t *upTrigger, st upState) []string {
	if t.spec.SearchToHand > 0 && !st.gone(t.controller) {
		return searchChoices(t, st)
	}
	if t.spec.FlipDamage > 0 && !st.gone(t.controller) {
		// The flip's result is not known: each is an outcome (705.2).
		return []string{flipWon, flipLost}
	}
	if t.spec.MayDraw && !st.gone(t.controller) && !st.gone(t.player) {
		who := t.player
		if t.spec.ControllerDraws {
			who = t.controller
		}
		if !mayChooseToDraw(st, who, t.spec.Draw) {
			// A player who can't draw that many this turn can't choose
			// to (CR 121.2b).
			return []string{notDrawing}
		}
		return []string{drawing, notDrawing}
	}
	if t.spec.DiscardUnless && !st.gone(t.controller) {
		// A player with no cards in hand can't discard one (CR 701.9a).
		if h, ok := st.get(fHand, t.controller); ok && h == 0 {
			return []string{notDiscarding}
		}
		return []string{discarding, notDiscarding}
	}
	if t.spec.PaysLife == 0 || st.gone(t.controller) {
		return []string{""}
	}
	cost := t.lifeCost()
	var out []string
	if l, ok := st.get(fLife, t.controller); !ok || l >= cost {
		out = append(out, fmt.Sprintf(" paying %d life", cost))
	}
	return append(out, notPaying)
}

// notPaying is the choice not to pay life (lifeChoices).
const notPaying = " not paying life"

// drawing and notDrawing are the choices of an optional draw (MayDraw);
// discarding and notDiscarding those of DiscardUnless.
const (
	drawing       = " drawing"
	notDrawing    = " not drawing"
	discarding    = " discarding a card"
	notDiscarding = " sacrificing it"
	// flipWon and flipLost are the results of a coin flip (FlipDamage).
	flipWon  = " winning the flip"
	flipLost = " losing the flip"
)

// chooses reports whether the trigger offers its controller a choice as
// it resolves (lifeChoices): paying life, or an optional draw.
func (t *TriggerSpec) chooses() bool {
	return t.PaysLife > 0 || t.MayDraw || t.DiscardUnless || t.SearchToHand > 0 || t.FlipDamage > 0
}

// drawerOf is the player an upkeep trigger has draw.
func drawerOf(t *upTrigger) string {
	if t.spec.ControllerDraws {
		return t.controller
	}
	return t.player
}

// payLife resolves a trigger that lets its controller pay life, paying it
// or not, and says what happened. Paying life is losing that much life
// (CR 119.4).
func payLife(t *upTrigger, st upState, pay bool) string {
	cost := t.lifeCost()
	ev := Possessive(t.said()) + " ability resolves: "
	if t.spec.Cumulative {
		ev += fmt.Sprintf("an age counter is put on it (%d in all), then ", t.age+1)
	}
	if pay {
		st.addLife(t.controller, -cost)
		return ev + fmt.Sprintf("%s %d life", PlayerDoes(t.controller, "pays"), cost)
	}
	what := "sacrifices"
	if strings.HasPrefix(t.spec.Effect, "its controller pays") && strings.HasSuffix(t.spec.Effect, "or taps it") {
		what = "taps"
	}
	return ev + fmt.Sprintf("%s no life and %s %s", PlayerDoes(t.controller, "pays"), VerbFor(t.controller, what), t.source)
}
