package rules

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// upTrigger is one upkeep triggered ability that triggered: its source,
// controller, the player it is for, and what it does.
type upTrigger struct {
	source     string
	controller string
	player     string
	spec       *TriggerSpec
	key        string
	// steps are what it does, read from its effect (upkeepActions), for
	// an effect that is not a plain draw; nil otherwise.
	steps []upStep
	// age is the age counters on its permanent as the upkeep begins, for
	// cumulative upkeep paid in life (it puts one more on first).
	age int
	// grantedBy names the permanent that gives its source the ability
	// (Kataki, War's Wage), "" for an ability of its own.
	grantedBy string
	// canSacrifice: its controller controls another creature to
	// sacrifice (elseDamage).
	canSacrifice bool
	// whose: another trigger's source has its name and another
	// controller, so events name its controller too (said).
	whose bool
}

// said is its source as an event names it: with its controller where
// another trigger's source has the same name and another controller
// ("Opp's Ghirapur Orrery", "Your Ghirapur Orrery"), the name alone
// otherwise. Events begin with it.
func (t *upTrigger) said() string {
	if t.whose {
		return Capital(PlayerPossessive(t.controller)) + " " + t.source
	}
	return t.source
}

// name says which ability it is, for answers and orders: its source's
// name, or for an ability another permanent gives it, that ("Ghirapur
// Orrery's ability from Kataki, War's Wage").
func (t *upTrigger) name() string {
	if t.grantedBy != "" {
		return Possessive(t.source) + " ability from " + t.grantedBy
	}
	return t.source
}

// lifeCost is the life the trigger lets its controller pay (PaysLife):
// for cumulative upkeep, for each age counter once it has put one more.
func (t *upTrigger) lifeCost() int {
	if t.spec.Cumulative {
		return t.spec.PaysLife * (t.age + 1)
	}
	return t.spec.PaysLife
}

func (t *upTrigger) label() string {
	if t.controller != t.player {
		return t.name() + " (controlled by " + PlayerName(t.controller) + ", for " + PlayerName(t.player) + ")"
	}
	return t.name() + " (for " + PlayerName(t.player) + ")"
}

// upState is the game state as upkeep triggers resolve: for each player
// (in the order of players) their hand, cards drawn, library and life;
// unknown marks a number the board does not give.
type upState struct {
	players []string
	vals    []int // upFields per player: hand, draws, library, life, lost, life change
	// team is each player's team in Two-Headed Giant (an index into the
	// board's teams), -1 elsewhere: the members of a team share one life
	// total (CR 810.9). It is the same for every state of a question.
	team []int
	// noGain names, for each player who can't gain life (CR 119.7), the
	// permanent whose effect stops it (noLifeGain); "" for the others. It
	// is the same for every state.
	noGain []string
	// gainTwice names, for each player, the permanents whose effects
	// double the life that player would gain ("If you would gain life,
	// you gain twice that much life instead": Alhammarret's Archive),
	// each doubling it again (CR 614.1a, 614.5); it is the same for
	// every state.
	gainTwice [][]string
	// draws are the effects on drawing cards (drawRules), nil for none.
	// They are the same for every state.
	draws *drawRules
	// save is what keeps each player from losing or winning the game
	// (savingOf); the same for every state.
	save saving
	// floor names, for each player, the permanent by whose effect
	// damage can't reduce their life total to less than 1 (lifeFloors);
	// "" for none. The same for every state.
	floor []string
	// responses are the abilities players may activate while the
	// triggers wait (followedResponse), each at most once; the same for
	// every state.
	responses []upResponse
	// seat, shared by every state of a question, says why the order of
	// the players' draws by one effect, the nonactive players' in turn
	// order (CR 121.2c), decided who won or lost where the board does
	// not record the seating (applySteps); "" where none did.
	seat *string
}

// The fields of upState, and the mark of a number not given.
const (
	fHand = iota
	fDraws
	fLibrary
	fLife
	// fLost is 1 once the player has lost the game: they attempted to
	// draw from an empty library or their life fell to 0 or less (CR
	// 704.5a, 704.5b). It keeps apart orders that end alike otherwise.
	fLost
	// fLifeChange is the life the player has gained (more than 0) or
	// lost (less than 0) in all, known where the board does not give
	// the life total: orders that change a life total by different
	// amounts are different outcomes either way (Storm World before or
	// after Ghirapur Orrery's draw: CR 608.2h).
	fLifeChange
	// fMilled is how many cards the player has put from the top of
	// their library into their graveyard (CR 701.17a), which keeps apart
	// outcomes whose libraries the board does not give.
	fMilled
	// fSearched is how many cards the player has put from their library
	// into their hand by a search (Land Tax's, not a draw: CR 121.1),
	// which keeps apart outcomes whose hands the board does not give.
	fSearched
	// fRevealed is 1 once the player's ability has revealed a card whose
	// mana value, which the board does not show, they lose as life, with
	// so little life that the loss may end the game (resolveTrigger).
	fRevealed
	// fActedAfter, of the first player only, is 1 once an ability
	// resolved and changed something after such a reveal: that order is
	// kept apart from one that did the same before it, since the game may
	// have ended first (revealLossMatters). Outcomes do not show it.
	fActedAfter
	upFields
	unknown = math.MinInt32
)

func newUpState(players []string) upState {
	team := make([]int, len(players))
	for i := range team {
		team[i] = -1
	}
	n := len(players)
	return upState{players: players, vals: make([]int, upFields*n), team: team, noGain: make([]string, n), gainTwice: make([][]string, n), save: saving{any: make([]string, n), life: make([]string, n), win: make([]string, n)}, floor: make([]string, n), seat: new(string)}
}

// addLife has who gain (d > 0) or lose (d < 0) life: their life total
// changes where the board gives it, and the change is counted either way.
// In Two-Headed Giant the result is applied to the team's shared life
// total, which every member of the team holds (CR 810.9).
func (s upState) addLife(who string, d int) {
	i := s.idx(who)
	if i < 0 || d > 0 && s.noGain[i] != "" {
		return
	}
	l, ok := s.get(fLife, who)
	c, _ := s.get(fLifeChange, who)
	for j, p := range s.players {
		if j == i || (s.team[i] >= 0 && s.team[j] == s.team[i]) {
			s.set(fLifeChange, p, c+d)
			if ok {
				s.set(fLife, p, l+d)
			}
		}
	}
}

// teammates are the players of who's team in Two-Headed Giant, who
// included, in the order of players; who alone elsewhere.
func (s upState) teammates(who string) []string {
	i := s.idx(who)
	if i < 0 || s.team[i] < 0 {
		return []string{who}
	}
	var out []string
	for j, p := range s.players {
		if s.team[j] == s.team[i] {
			out = append(out, p)
		}
	}
	return out
}

func (s upState) idx(who string) int {
	for i, p := range s.players {
		if p == who {
			return i
		}
	}
	return -1
}

// get returns a player's number and whether the board gives it.
func (s upState) get(f int, who string) (int, bool) {
	i := s.idx(who)
	if i < 0 {
		return 0, false
	}
	v := s.vals[upFields*i+f]
	return v, v != unknown
}

func (s upState) set(f int, who string, v int) {
	if i := s.idx(who); i >= 0 {
		s.vals[upFields*i+f] = v
	}
}

func (s upState) clone() upState {
	return upState{players: s.players, vals: append([]int(nil), s.vals...), team: s.team, noGain: s.noGain, gainTwice: s.gainTwice, draws: s.draws, save: s.save, floor: s.floor, responses: s.responses, seat: s.seat}
}

// key is the state as a string, for merging equal states.
func (s upState) key() string {
	return string(s.appendKey(make([]byte, 0, 4*len(s.vals))))
}

// outcomeKey is the key of the outcome s ends in: its key without
// fActedAfter.
func (s upState) outcomeKey() string {
	if len(s.vals) == 0 || s.vals[fActedAfter] == 0 {
		return s.key()
	}
	t := s.clone()
	t.vals[fActedAfter] = 0
	return t.key()
}

// actedAfterReveal marks next, the state after an ability resolved from
// st, where a card revealed before it may have ended the game (fRevealed)
// and it changed something.
func actedAfterReveal(st, next upState) {
	if len(st.vals) == 0 || next.vals[fActedAfter] != 0 {
		return
	}
	revealed := false
	for i := range st.players {
		revealed = revealed || st.vals[upFields*i+fRevealed] != 0
	}
	if !revealed {
		return
	}
	for i, v := range st.vals {
		if f := i % upFields; f != fRevealed && f != fActedAfter && next.vals[i] != v {
			next.vals[fActedAfter] = 1
			return
		}
	}
}

// appendKey appends the state's key to b.
func (s upState) appendKey(b []byte) []byte {
	for _, v := range s.vals {
		b = append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	}
	return b
}

// field returns one field for every player whose number is known.
func (s upState) field(f int) map[string]int {
	out := map[string]int{}
	for i, p := range s.players {
		if v := s.vals[upFields*i+f]; v != unknown {
			out[p] = v
		}
	}
	return out
}

// upkeepQuestion answers /judge upkeep: what triggers at the beginning of
// the player's upkeep (or the active team's, in Two-Headed Giant), every
// order the triggers can resolve in, and who draws how many.
func upkeepQuestion(ctx context.Context, b *Board, player string, r *Ruling) error {
	if ctx.Value(untapStepKey{}) == nil {
		nb, step, why := untapBeforeUpkeep(ctx, b, player)
		if why != "" {
			return notUnderstood(r, newExplainer(), why)
		}
		ctx = context.WithValue(ctx, untapStepKey{}, step)
		if nb != nil {
			b = nb
		}
	}
	// A player at 0 life in a multiplayer game has left it before the
	// upkeep begins; the upkeep of a player still in the game is
	// answered of the game the others play on (CR 704.5a, 800.4a).
	before := len(b.Players)
	if done, err := settleFirstFor(context.WithValue(ctx, upkeepOfKey{}, player), b, r, player, func(nb *Board, _ CardRef, r *Ruling) error {
		c := ctx
		if len(nb.Players) < before {
			c = context.WithValue(ctx, playersLeftKey{}, true)
		}
		return upkeepQuestion(c, nb, player, r)
	}); done {
		return err
	}
	e := newExplainer()
	if u, _ := ctx.Value(untapStepKey{}).(untapStep); u.says != "" {
		e.step(u.says, u.rules...)
	}
	worlds := buildWorlds(ctx, b)
	if ctx.Value(playersLeftKey{}) != nil {
		for _, p := range worlds[0].perms {
			for _, a := range p.abilities {
				if a.Trigger != nil && a.Trigger.Event == TriggerUpkeep && a.Trigger.Whose == "chosen player" {
					// The opponent it chose may be one who left; then
					// it does nothing (Black Vise's ruling).
					return notUnderstood(r, e, fmt.Sprintf("%s affects the opponent chosen as it entered, who may be a player who left the game, and the board does not record which was chosen", p.name))
				}
			}
		}
	}
	var responses []upResponse
	for i, w := range worlds {
		m := &respondMemo{ctx: ctx}
		if u := w.unknownFor(asking{kind: askUpkeep, player: player, respond: m}); u != "" {
			return notUnderstood(r, e, u)
		}
		if i == 0 {
			responses = m.responses
		} else if fmt.Sprint(m.responses) != fmt.Sprint(responses) {
			return notUnderstood(r, e, "which abilities can be activated while the upkeep's triggered abilities wait depends on the timestamp order of the effects on the board, which the board does not record")
		}
	}
	w := worlds[0]
	active := []string{player}
	if b.Format == Format2HG {
		active = b.Teams[b.teamOf(player)]
		e.step("In Two-Headed Giant the team takes its turn together: the upkeep belongs to "+PlayerNames(active)+", and an ability that triggers at the beginning of \u201ceach player's\u201d upkeep and refers to \u201cthat player\u201d triggers once for each of them", "805.4a", "805.4d")
	}
	if why := untapStepTriggered(w, active); why != "" {
		return notUnderstood(r, e, why)
	}
	skip, why, err := upkeepSkipped(b, worlds, active)
	if err != nil {
		return err
	}
	if why != "" {
		return notUnderstood(r, e, why)
	}
	skipBy := skip.by
	trigs, notTriggered, unknownTrig, err := upkeepTriggers(b, w, active)
	if err != nil && skipBy == "" {
		return err
	}
	for _, n := range skip.kept {
		e.step(n, "614.10")
	}
	if skipBy != "" {
		// The upkeep step is skipped (614.10): nothing triggers at its
		// beginning (Eon Hub's rulings of 2004-12-01).
		trigs, notTriggered, unknownTrig = nil, nil, ""
		if skip.owner == "" {
			e.step(fmt.Sprintf("With %s, players skip their upkeep steps: the turn goes from the untap step to the draw step, and no ability triggers at the beginning of the upkeep", skipBy), "614.1b", "614.10")
			e.cite(skipBy, "2004-12-01", "Upkeep-triggered abilities")
		} else {
			rules := []string{"614.1b", "614.10"}
			team := ""
			if len(active) > 1 {
				// A step one player of a team skips, the team skips
				// (805.8).
				rules = append(rules, "805.8")
				team = "; in Two-Headed Giant the team skips it"
			}
			e.step(fmt.Sprintf("With %s, %s %s upkeep step if %s have no cards in hand, and %s have none as it would begin: the turn goes from the untap step to the draw step, and no ability triggers at the beginning of the upkeep%s", skipBy, PlayerDoes(skip.owner, "skips"), theirFor(skip.owner), theyFor(skip.owner), theyFor(skip.owner), team), rules...)
			e.cite(skipBy, "2007-05-01", "")
		}
	}
	if len(active) > 1 {
		for _, t := range trigs {
			if oncePerTeam(t.spec) {
				e.step(fmt.Sprintf("%s ability triggers at the beginning of %s upkeep but does not refer to the player it triggers for (\u201cthat player\u201d), so it triggers once for the team's upkeep, not once for each player", Possessive(t.source), t.spec.Whose+"'s"), "805.4d")
			}
		}
	}
	if unknownTrig == "" {
		unknownTrig = elseDamage(w, trigs)
	}
	if unknownTrig != "" {
		return notUnderstood(r, e, unknownTrig)
	}
	drawTrigs, unknownDraw := w.drawTriggers(b)
	if unknownDraw != "" && len(trigs) > 0 {
		return notUnderstood(r, e, unknownDraw)
	}
	if len(trigs) == 0 {
		drawTrigs = nil
	}
	if why, step := w.landTaxStopper(trigs, responses); why != "" {
		if step != "" {
			e.step(step, "603.4", "117.3b")
		}
		return notUnderstood(r, e, why)
	}
	explainSearches(trigs, e)
	for _, t := range trigs {
		if t.spec.FlipDamage > 0 {
			e.step(fmt.Sprintf("%s ability has %s flip a coin as it resolves; the result is not known, so winning and losing the flip are each an outcome, and only a lost flip deals the damage", Possessive(t.source), PlayerName(t.controller)), "705.2")
			break
		}
	}
	if why := responsesFollowed(responses, trigs, drawTrigs); why != "" {
		return notUnderstood(r, e, why)
	}
	if loop := drawLoop(drawTrigs); loop != "" {
		return notUnderstood(r, e, loop)
	}
	if why := colorIfKept(drawTrigs, trigs); why != "" {
		return notUnderstood(r, e, why)
	}
	if skipBy == "" {
		explainUpkeepChecks(b, w, trigs, drawTrigs, notTriggered, e)
		explainResponses(responses, e)
	}
	explainWins(trigs, e)
	// APNAP: groups of triggers in the order they go on the stack.
	groups := apnapGroups(b, player, active, trigs)
	nonactive := 0
	for _, g := range groups {
		if g[0].controller != player {
			nonactive++
		}
	}
	seatings := [][][]*upTrigger{groups}
	if b.Format != Format2HG && nonactive > 1 {
		// The board does not record the seating: every turn order of
		// the nonactive players whose abilities triggered may be the
		// one APNAP follows.
		seatings = turnOrders(groups, player)
		e.step("The board does not record the seating, so every turn order of the nonactive players is considered: each puts their triggered abilities on the stack after the active player's, in turn order, and the outcomes hold what each turn order leads to", "101.4")
	}
	r.Triggers = []Trigger{}
	for _, t := range trigs {
		r.Triggers = append(r.Triggers, Trigger{Source: t.source, Controller: t.controller, Player: t.player, From: t.grantedBy})
	}
	// An echo that surely triggers (a permanent written sick) triggers
	// as the others do (702.30a), though what it does bears on nothing
	// the outcomes hold.
	for _, who := range noteSources(notTriggered, echoSureTrigger) {
		for _, p := range w.perms {
			if Possessive(p.name) == who && p.Sick && slices.Contains(active, p.Controller) {
				r.Triggers = append(r.Triggers, Trigger{Source: p.name, Controller: p.Controller, Player: p.Controller})
				break
			}
		}
	}
	if len(trigs) > 0 {
		e.step("The triggered abilities are put on the stack before the active player gets priority: first the active player's (the active team's, in Two-Headed Giant) in any order they choose, then each other player's in turn order, so the last ones put on the stack resolve first", "503.1a", "603.3b", "101.4")
		if b.Format == Format2HG {
			e.step("In Two-Headed Giant the active team puts all the triggered abilities its players control on the stack in any order it chooses, then the nonactive team", "805.7")
		}
	}
	start, why := upkeepStart(b)
	start.responses = responses
	if why == "" {
		why = noLifeGain(b, w, start, e)
	}
	if why == "" {
		drawing := drawers(trigs)
		for _, dt := range drawTrigs {
			for _, a := range append(dt.acts, upAction{verb: map[bool]string{true: "draw"}[dt.eff.mayDraw > 0]}) {
				if a.verb == "draw" {
					// A draw trigger that draws: any player may draw.
					for _, x := range start.players {
						drawing[x] = true
					}
				}
			}
		}
		start.draws, why = newDrawRules(b, w, start, drawing, e)
	}
	if why == "" {
		start.save = savingOf(b, w, start.players)
		for _, o := range worlds[1:] {
			if fmt.Sprint(savingOf(b, o, start.players)) != fmt.Sprint(start.save) {
				why = "whether an effect keeps a player from losing or winning the game depends on the timestamp order of the effects on the board, which the board does not record"
			}
		}
	}
	if why == "" {
		why = lifeFloors(b, w, start, trigs, drawTrigs, notTriggered, e)
	}
	if why == "" {
		why = sacrificedReads(w, trigs, start)
	}
	if why == "" {
		why = drawSourceMayLeave(w, trigs, drawTrigs)
	}
	if why == "" {
		isActive := map[string]bool{}
		for _, a := range active {
			isActive[a] = true
		}
		why = echoLeaves(w, trigs, drawTrigs, start, isActive)
	}
	var removed []removable
	if why == "" {
		removed = activatedRemovesRead(w, asking{kind: askUpkeep, player: player}, trigs, drawTrigs, start)
		for _, rm := range removed {
			if !rm.drawsOnly {
				why = rm.why
				break
			}
		}
		if len(removed) > maxRemovedAsked && why == "" {
			why = removed[0].why
		}
	}
	if why == "" {
		for _, st := range savedSteps(ctx, b) {
			e.step(st.Text, st.Rules...)
		}
	}
	if why != "" {
		return notUnderstood(r, e, why)
	}
	noted := map[string]bool{}
	// revealers: the players a revealed card's unknown mana value may make
	// lose the game while other abilities wait (revealWhy says so).
	revealers, revealWhy := map[string]bool{}, ""
	// lastReveal: only reveal-and-lose-life abilities of one player
	// trigger, and only the last to resolve can take the last of their
	// life (revealsLoseLast).
	lastReveal := revealsLoseLast(b, trigs, drawTrigs, start)
	for _, groups := range seatings {
		for gi, g := range groups {
			for _, t := range g {
				if !t.spec.RevealToHand || (gi == 0 && len(g) == 1) {
					continue
				}
				life, ok := start.get(fLife, t.controller)
				if lib, known := start.get(fLibrary, t.controller); known && lib == 0 {
					// An empty library reveals no card, and no life is
					// lost: no trigger puts a card into it (one an
					// activated ability puts there while the triggers
					// wait is libraryResponse's).
					continue
				}
				if start.save.atLife(start.idx(t.controller)) != "" {
					// Its controller can't lose for having 0 or less
					// life: the loss ends nothing.
					continue
				}
				if ok && life > 0 && revealLossBounded(groups, t.controller, life, b.Format == Format2HG) {
					if !noted[t.controller] {
						noted[t.controller] = true
						e.step(fmt.Sprintf("%s ability has %s lose life equal to the mana value of the card it reveals, at most %d (Draco's; a silver-bordered card is outside the rules), so with %d life and the other triggers' known life loss %s can't lose the game before every triggered ability resolves", Possessive(t.source), PlayerName(t.controller), maxManaValue, life, PlayerName(t.controller)), "704.5a", "202.3", "100.7")
					}
					continue
				}
				if ok && life > 0 && lastReveal != "" {
					continue
				}
				if ok && life > 0 {
					// The life lost is the revealed card's mana value,
					// which the board does not show: it may end the
					// game before the abilities still on the stack
					// under it resolve (CR 704.5a). That matters only
					// where one of them then does something
					// (revealLossMatters, once the orders are known).
					revealers[t.controller] = true
					if revealWhy != "" {
						continue
					}
					revealWhy = fmt.Sprintf("%s ability has %s lose life equal to the mana value of the card it reveals, which the board does not show, and with %d life that may make %s lose the game before the other triggered abilities resolve (CR 704.5a)", Possessive(t.source), PlayerName(t.controller), life, PlayerName(t.controller))
				}
			}
		}
	}
	if states := orderStates(groups) << len(responses); states > maxOrderStates {
		return notUnderstood(r, e, fmt.Sprintf("%d triggered abilities %s can resolve in more orders than the engine explores (about %d states; at most %d)", len(trigs), ofKinds(distinctKinds(groups)), states, maxOrderStates))
	} else if len(seatings) == 0 || states*len(seatings) > maxOrderStates {
		return notUnderstood(r, e, fmt.Sprintf("the triggered abilities of %d nonactive players go on the stack in turn order, which the board does not record, and their turn orders and the orders of the abilities are more than the engine explores (at most %d states)", nonactive, maxOrderStates))
	}
	for _, d := range drawTrigs {
		d.active = has(active, d.controller)
	}
	outs, unknownLosers, revealMatters, unsure := upkeepOutcomes(ctx, seatings, start, drawTrigs, notTriggered, b.Format == Format1v1 || b.Format == Format2HG, revealers)
	if unsure == "" {
		unsure = leaversRead(b, w, start, outs, drawTrigs)
	}
	if unsure == "" {
		unsure = w.libraryResponse(ctx, active[0], outs, responses)
	}
	if unsure == "" {
		var step string
		if unsure, step = w.lifeResponse(ctx, player, trigs, start, outs); step != "" {
			e.step(step, "117.3b", "615.1", "119.3", "704.5a")
		}
	}
	if unsure == "" {
		var step string
		if unsure, step = w.gameEndResponse(ctx, player, trigs, start, outs, responses); step != "" {
			e.step(step, "117.3b", "104.2a", "704.3")
		}
	}
	if unsure == "" && revealWhy != "" {
		if revealMatters {
			unsure = revealWhy
		} else {
			e.step("The card revealed may cost its controller the last of their life and end the game before the abilities under it resolve, but in each order those abilities then do nothing, so the outcome is the same whether or not the game goes on", "704.5a", "603.4")
		}
	}
	if unsure != "" {
		return notUnderstood(r, e, unsure)
	}
	if lastReveal != "" {
		for i := range outs {
			if n := len(outs[i].Events); n > 0 {
				outs[i].Events[n-1] += "; " + lastReveal
			}
		}
		e.step(fmt.Sprintf("Each of the %d abilities that reveal a card has %s lose life equal to its mana value, at most %d (Draco's), so none but the last to resolve can take the last of %s life, and the last, whose card's mana value the board does not show, can only after every other has resolved", len(trigs), PlayerName(trigs[0].controller), maxManaValue, PlayerPossessive(trigs[0].controller)), "704.5a", "202.3", "100.7")
	}
	r.Outcomes = outs
	r.Understood = true
	var acted []string
	for _, rp := range responses {
		if !slices.Contains(acted, rp.source) {
			acted = append(acted, rp.source)
		}
	}
	r.Answer = upkeepAnswer(b, active, trigs, r.Outcomes, hasDrawChoices(drawTrigs), acted)
	if skipBy != "" {
		whose := PlayerPossessive(active[0])
		if len(active) > 1 {
			whose = "the team's"
		}
		r.Answer = Capital(fmt.Sprintf("%s upkeep step is skipped, by %s, so nothing triggers at its beginning.", whose, skipBy))
	}
	if sure := noteSources(notTriggered, echoSureTrigger); len(sure) > 0 {
		// Echo triggers (702.30a), its cost paid or not.
		triggers, it, perm := "echo triggers", "it", "the permanent"
		if len(sure) > 1 {
			triggers, it, perm = "echo abilities trigger", "them", "the permanents"
		}
		if len(trigs) == 0 && strings.HasPrefix(r.Answer, "Nothing triggers") {
			r.Answer = fmt.Sprintf("Only %s %s; paying %s or sacrificing %s changes no hand, library or draw.", joinAnd(sure), triggers, it, perm)
		} else {
			r.Answer = strings.TrimSuffix(r.Answer, ".") + fmt.Sprintf(". %s %s too; paying %s or sacrificing %s changes no hand, library or draw.", joinAnd(sure), triggers, it, perm)
		}
	}
	if echoes := echoSources(notTriggered); len(echoes) > 0 {
		// Echo may trigger too (702.30a); the board does not say.
		r.Answer = strings.TrimSuffix(r.Answer, ".") + fmt.Sprintf(". %s echo may trigger as well, if it came under its controller's control since their last upkeep began; paying it or sacrificing the permanent changes no hand, library or draw.", joinAnd(echoes))
		if len(trigs) == 0 {
			r.Answer = strings.Replace(strings.Replace(r.Answer, "Nothing triggers", "Nothing is sure to trigger", 1), " may trigger as well,", " may trigger,", 1)
		}
	}
	if wolves := noteSources(notTriggered, transformMayTrigger); len(wolves) > 0 {
		// A werewolf may transform too (701.27a); the board does not
		// say what was cast last turn.
		// The note names them in the possessive ("Gatstaf Shepherd's").
		names := make([]string, len(wolves))
		for i, w := range wolves {
			names[i] = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
		}
		r.Answer = strings.TrimSuffix(r.Answer, ".") + fmt.Sprintf(". %s may transform too, as last turn's spells decide; that changes no draw.", joinAnd(names))
		if len(trigs) == 0 {
			r.Answer = strings.Replace(strings.Replace(r.Answer, "Nothing triggers", "Nothing is sure to trigger", 1), " may transform too,", " may transform,", 1)
		}
	}
	for _, o := range r.Outcomes {
		if slicesContainsPart(o.Events, " tried to draw from an empty library") {
			e.step("A player who attempted to draw a card from a library with no cards in it loses the game the next time state-based actions are checked", "121.4", "704.5b")
			if b.Format == Format2HG {
				e.step("In Two-Headed Giant a player who loses the game takes their team with them, and with one team gone the game is over: the other triggered abilities never resolve", "810.8a", "104.2a")
			}
			break
		}
	}
	for _, o := range r.Outcomes {
		if b.Format == Format2HG && (slicesContainsPart(o.Events, "; the shared life total of ") || slicesContainsPart(o.Events, " life, the team of ")) {
			e.step("In Two-Headed Giant life lost by a player comes off the team's shared life total, and a team with 0 or less life loses the game the next time state-based actions are checked, which is before the next triggered ability resolves; with one team gone the game is over", "810.9", "810.8c", "810.8a", "704.3", "104.2a")
			break
		}
		if slicesContainsPart(o.Events, " life total is now ") || slicesContainsPart(o.Events, " the game the next time state-based actions are checked if that card's mana value is ") {
			e.step("A player with 0 or less life loses the game the next time state-based actions are checked, which is before the next triggered ability resolves (each player gets priority after one resolves)", "704.5a", "704.3", "117.3b")
			break
		}
	}
	if b.Format == Format2HG && slices.ContainsFunc(r.Outcomes, func(o Outcome) bool { return len(o.Life) > 0 }) && !e.rules["810.9"] {
		e.step("In Two-Headed Giant each team has one shared life total: life a player loses or gains changes it, and each player's life total is the team's", "810.9")
	}
	explainSaved(b, start.save, r.Outcomes, e)
	teamSaid := map[int]bool{}
	for _, who := range unknownLosers {
		if b.Format == Format2HG {
			// Life lost by a player comes off the team's shared total
			// (810.9a): one step for the team, not one for each of
			// its players.
			t := b.teamOf(who)
			if teamSaid[t] {
				continue
			}
			teamSaid[t] = true
			e.step(fmt.Sprintf("The board does not give the shared life total of %s team, and it loses life here: the outcomes are those where it stays above 0 while the abilities resolve; a team at 0 or less life loses the game before the next one resolves (write \u201c%s: life N\u201d to follow it)", PlayerPossessive(who), who), "810.9a", "810.8c", "704.3")
			continue
		}
		// A life total not given is not read: the outcomes are those
		// of a player who stays above 0 (CR 704.5a).
		e.step(fmt.Sprintf("The board does not give %s life total, and %s life here: the outcomes are those where it stays above 0 while the abilities resolve; a player at 0 or less life loses the game before the next one resolves (write \u201c%s: life N\u201d to follow it)", PlayerPossessive(who), PlayerDoes(who, "loses"), who), "704.5a", "704.3")
	}
	for _, o := range r.Outcomes {
		if slicesContainsPart(o.Events, "; "+gameDrawn) {
			e.step("If all the players remaining in a game lose at the same time, the game is a draw (in a game between teams, if all remaining teams do)", "104.4a", "104.4d")
			break
		}
	}
	for _, o := range r.Outcomes {
		if slicesContainsPart(o.Events, " the only player left in the game, so ") {
			e.step("A player still in the game wins it once all their opponents have left it, and the game is over: the other triggered abilities never resolve", "104.2a")
			break
		}
	}
	for _, o := range r.Outcomes {
		if slicesContainsPart(o.Events, " left the game") {
			e.step("In a game of more than two players the game goes on without a player who lost: the abilities they controlled on the stack cease to exist, and the abilities still to resolve do nothing to them", "800.4a", "104.2a")
			break
		}
	}
	// Of the layers, the upkeep says only which creatures lost their
	// abilities: their triggers are gone.
	e.notes(w.lostAllNotes)
	if len(trigs) > 0 {
		explainHandsUnknown(b, e)
	}
	explainDrawStep(b, w, trigs, r.Outcomes, e)
	citeUpkeep(w, trigs, e)
	// A permanent whose effect changes only how many cards who draws,
	// that an ability may take away first: where the upkeep without it
	// gives the same draws and hands, that choice changes nothing.
	for _, rm := range removed {
		if !sameWithout(ctx, w.b, rm.q, player, r.Outcomes) {
			return notUnderstood(r, e, rm.why)
		}
	}
	e.fill(r)
	return nil
}

// maxRemovedAsked bounds the permanents an upkeep question asks again
// without (sameWithout).
const maxRemovedAsked = 3

// sameWithout reports whether the upkeep of player on b without q gives
// the same draws and hands as outs, in every outcome.
func sameWithout(ctx context.Context, b *Board, q *perm, player string, outs []Outcome) bool {
	if q.i < 0 || q.i >= len(b.Permanents) {
		return false
	}
	nb := *b
	nb.Permanents = slices.Delete(slices.Clone(b.Permanents), q.i, q.i+1)
	r := &Ruling{Question: "upkeep"}
	if err := upkeepQuestion(ctx, &nb, player, r); err != nil || !r.Understood || len(r.Outcomes) != len(outs) {
		return false
	}
	key := func(list []Outcome) []string {
		var ks []string
		for _, o := range list {
			ks = append(ks, fmt.Sprint(o.Draws, o.Hand))
		}
		slices.Sort(ks)
		return ks
	}
	return slices.Equal(key(r.Outcomes), key(outs))
}

// playersLeftKey marks the context of an upkeep question asked of a
// multiplayer game after a player at 0 life left it.
type playersLeftKey struct{}

// upkeepTriggers lists what triggers at the beginning of the upkeep of
// the active players, and the steps saying which abilities an
// intervening "if" keeps from triggering; unknown names an upkeep
// ability the engine does not understand.
func upkeepTriggers(b *Board, w *world, active []string) (trigs []*upTrigger, notTriggered []string, unknown string, err error) {
	isActive := map[string]bool{}
	for _, p := range active {
		isActive[p] = true
	}
	// What triggers, checked as the upkeep begins, before anyone can act.
	needHand := map[string]bool{}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			spec := a.Trigger
			if a.Kind == KindKeyword && a.Understood {
				// Cumulative upkeep is a triggered ability (702.24a).
				for _, kw := range a.Keywords {
					if cu, ok := keywordUpkeep(kw); ok {
						spec = cu
					}
				}
			}
			if spec == nil || spec.Event != TriggerUpkeep {
				continue
			}
			if !a.Understood && !mayTriggerNow(b, w, p, spec, isActive) {
				// It doesn't trigger in this upkeep: what it would do
				// can't happen (CR 603.4).
				if spec.IfOpponentMoreLands && isActive[p.Controller] {
					notTriggered = append(notTriggered, fmt.Sprintf("%s ability doesn't trigger: %s", Possessive(p.name), moreLandsState(b, w, p.Controller)))
				}
				if why := interveningFalse(b, w, p, spec.Effect); why != "" && (spec.Whose != "you" || isActive[p.Controller]) {
					notTriggered = append(notTriggered, fmt.Sprintf("%s ability doesn't trigger: %s as the upkeep begins", Possessive(p.name), why))
				}
				continue
			}
			if !a.Understood {
				return nil, nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand (%s)", p.name, a.Text, a.Why), nil
			}
			if spec.TransformMaybe {
				// Whether it triggers reads the spells cast last turn,
				// which the board does not record; if it does, the
				// permanent becomes its other face, whose abilities
				// must change nothing the upkeep answers.
				other, why := transformedInert(w, p)
				if why != "" {
					return nil, nil, why, nil
				}
				notTriggered = append(notTriggered, fmt.Sprintf("%s"+transformMayTrigger+"on the spells cast last turn, which the board does not record; if it does, %s transforms into %s, whose abilities change no hand, library, life or draw", Possessive(p.name), p.name, other))
				continue
			}
			if spec.EchoMaybe {
				// Whether it triggers is not recorded; either way what
				// it does changes no hand, library or draw (its
				// controller may pay with mana abilities: k.paysMana
				// has what those do bear as it would).
				if isActive[p.Controller] && p.Sick {
					// Written sick, it came under its controller's
					// control this turn, after their last upkeep began.
					notTriggered = append(notTriggered, fmt.Sprintf("%s"+echoSureTrigger+"%s came under %s control this turn (it is written sick), since the beginning of %s last upkeep; %s, which changes no hand, library or draw", Possessive(p.name), p.name, theirFor(p.Controller), theirFor(p.Controller), spec.Effect))
				} else if isActive[p.Controller] {
					notTriggered = append(notTriggered, fmt.Sprintf("%s"+echoMayTrigger+"%s came under %s control since the beginning of %s last upkeep, which the board does not record; if it does, %s, which changes no hand, library or draw", Possessive(p.name), p.name, theirFor(p.Controller), theirFor(p.Controller), spec.Effect))
				}
				continue
			}
			var fors []string
			switch spec.Whose {
			case "you":
				if isActive[p.Controller] {
					fors = []string{p.Controller}
				}
			case "each player":
				fors = active
			case "enchanted's controller":
				// The controller of the permanent it is attached to
				// (an Aura attached to nothing has left by the
				// state-based actions, 704.5m).
				if p.attached >= 0 && isActive[w.perms[p.attached].Controller] {
					fors = []string{w.perms[p.attached].Controller}
				}
			case "enchanted player":
				// The player the Aura enchants (CR 303.4a); one written
				// attached to none has stopped the question first
				// (auraIllegal).
				if isActive[p.OnPlayer] {
					fors = []string{p.OnPlayer}
				}
			case "each upkeep":
				// Once each upkeep, whoever's it is (in Two-Headed
				// Giant, once for the team).
				fors = active[:1]
			case "chosen player":
				// The opponent chosen as it entered (its ruling: the
				// choice stays if it changes controllers). With one
				// opponent, it is that one; the board records no other.
				chosen, why := chosenOpponent(b, p)
				if why != "" && p.controlBy == "" && !slices.ContainsFunc(active, func(x string) bool { return b.opponents(p.Controller, x) }) {
					// Its controller chose an opponent as it entered,
					// and no player whose upkeep this is is an opponent
					// of theirs: whoever was chosen, it is not this
					// upkeep's.
					whose := "the upkeep of " + PlayerNames(active)
					if len(active) == 1 {
						whose = PlayerPossessive(active[0]) + " upkeep"
					}
					note := fmt.Sprintf("%s ability doesn't trigger: it triggers only in the upkeep of the player chosen as it entered, one of %s opponents, and this is %s", Possessive(p.name), PlayerPossessive(p.Controller), whose)
					if !slices.Contains(notTriggered, note) {
						notTriggered = append(notTriggered, note)
					}
					continue
				}
				if why != "" {
					return nil, nil, why, nil
				}
				if isActive[chosen] {
					fors = []string{chosen}
				}
			case "each opponent":
				for _, x := range active {
					if b.opponents(p.Controller, x) {
						fors = append(fors, x)
					}
				}
			}
			if strings.Contains(spec.Effect, " or a planeswalker that player controls") {
				// Curse of the Pierced Heart: its controller may have
				// the damage dealt to a planeswalker instead, which the
				// engine does not follow; with none, it is the player's.
				for _, f := range fors {
					if slices.ContainsFunc(w.perms, func(q *perm) bool { return q.Controller == f && q.is("Planeswalker") }) {
						return nil, nil, fmt.Sprintf("%s ability deals its damage to %s or a planeswalker %s controls, as its controller chooses, and the engine does not follow damage to a planeswalker", Possessive(p.name), PlayerName(f), PlayerName(f)), nil
					}
				}
			}
			if len(fors) > 1 && oncePerTeam(spec) {
				// In Two-Headed Giant an ability that refers to no
				// player it triggers for triggers once for the team's
				// upkeep (CR 805.4d).
				fors = fors[:1]
			}
			for _, f := range fors {
				if spec.IfTapped && !p.Tapped || spec.IfUntapped && p.Tapped {
					state := "untapped"
					if p.Tapped {
						state = "tapped"
					}
					notTriggered = append(notTriggered, fmt.Sprintf("%s ability doesn't trigger: %s is %s as the upkeep begins", Possessive(p.name), p.name, state))
					continue
				}
				if spec.IfTimeCounter && p.counters("time") == 0 {
					notTriggered = append(notTriggered, fmt.Sprintf("%s vanishing doesn't trigger: it has no time counter on it", Possessive(p.name)))
					continue
				}
				t := &upTrigger{source: p.name, controller: p.Controller, player: f, spec: spec}
				if a.Source != "" && a.Source != p.name && a.Kind != KindIntrinsic {
					t.grantedBy = a.Source
				}
				t.steps = upkeepSteps(b, t)
				if spec.FlipDamage > 0 {
					// Dealt where the flip is lost (lifeChoices).
					t.steps = []upStep{{player: p.Controller, verb: "lose", n: spec.FlipDamage, damage: true}}
				}
				t.key = t.source + "|" + t.controller + "|" + t.player + "|" + a.Text
				if spec.Cumulative {
					t.age = p.counters("age")
					t.key += "|" + strconv.Itoa(t.age)
				}
				if cumulativeSpec(spec) {
					for _, o := range trigs {
						if cumulativeSpec(o.spec) && o.source == p.name && o.controller == p.Controller && o.player == f {
							// Gallowbraid under Mana Chains: each puts an
							// age counter on it, and each cost counts them
							// all as it resolves (702.24b).
							return nil, nil, fmt.Sprintf("%s has more than one cumulative upkeep ability; each puts an age counter on it, and each one's cost counts every age counter on it as it resolves, which the engine does not work out (CR 702.24b)", p.name), nil
						}
					}
				}
				for i, x := range t.steps {
					if x.countWhat != "" {
						// n: the count, times what each one counted
						// gives where the effect says so ("2 life for
						// each Shrine").
						n := countPermanents(w, x.countPlayer, x.countWhat) * max(x.n, 1)
						if x.countPlayer == "" || n > maxUpkeepCount {
							return nil, nil, fmt.Sprintf("%s ability counts %s, and the engine does not count them here", Possessive(p.name), x.countWhat), nil
						}
						t.steps[i].n = n
					}
					if !x.byHand {
						continue
					}
					// The count is of the hand as it resolves (CR
					// 608.2h): without the hand it can't be known.
					if pl := b.Player(x.player); pl == nil || pl.Hand == nil {
						return nil, nil, fmt.Sprintf("the board does not say how many cards %s in hand, and %s ability counts them as it resolves (write \u201c%s: hand N\u201d)", PlayerDoes(x.player, "has"), Possessive(p.name), x.player), nil
					}
					needHand[x.player] = true
				}
				if spec.DiscardUnless {
					if pl := b.Player(p.Controller); pl == nil || pl.Hand == nil {
						return nil, nil, fmt.Sprintf("the board does not say how many cards %s in hand, and %s ability lets %s discard one instead of sacrificing it only if %s one (write \u201c%s: hand N\u201d)", PlayerDoes(p.Controller, "has"), Possessive(p.name), PlayerName(p.Controller), PlayerDoes(p.Controller, "has"), p.Controller), nil
					}
				}
				if spec.WinIf != "" {
					holds, why := winHoldsOnBoard(b, spec, p.Controller)
					if why != "" {
						return nil, nil, fmt.Sprintf("%s ability checks %s as the upkeep begins, and %s", Possessive(p.name), spec.winWhat(), why), nil
					}
					if !holds {
						notTriggered = append(notTriggered, fmt.Sprintf("%s ability doesn't trigger: %s as the upkeep begins", Possessive(p.name), winState(b, spec, p.Controller)))
						continue
					}
				}
				if spec.IfOpponentMoreLands {
					// An intervening "if" (CR 603.4), read on the lands
					// as the upkeep begins; a board that names no
					// opponent does not say what they control.
					named := slices.ContainsFunc(b.Players, func(o *Player) bool { return b.opponents(p.Controller, o.Name) })
					if !named {
						return nil, nil, fmt.Sprintf("%s ability checks whether an opponent controls more lands than %s, and the board names no opponent", Possessive(p.name), objectFor(p.Controller)), nil
					}
					if !mayTriggerNow(b, w, p, spec, isActive) {
						notTriggered = append(notTriggered, fmt.Sprintf("%s ability doesn't trigger: %s", Possessive(p.name), moreLandsState(b, w, p.Controller)))
						continue
					}
				}
				if limit, ok := spec.handLimit(); ok {
					pl := b.Player(f)
					if (pl == nil || pl.Hand == nil) && spec.IfHandAtMost {
						return nil, nil, fmt.Sprintf("the board does not say how many cards %s in hand, and %s ability checks it as the upkeep begins (write \u201c%s: hand N\u201d)", PlayerDoes(f, "has"), Possessive(p.name), f), nil
					}
					if pl == nil || pl.Hand == nil {
						return nil, nil, "", &InputError{Option: "board", Message: fmt.Sprintf("the board does not say how many cards %s in hand, and %s ability checks it (write \u201c%s: hand N\u201d)", PlayerDoes(f, "has"), Possessive(p.name), f)}
					}
					needHand[f] = true
					if *pl.Hand > limit {
						notTriggered = append(notTriggered, fmt.Sprintf("%s ability doesn't trigger for %s: %s %s in hand as the upkeep begins", Possessive(p.name), PlayerName(f), PlayerDoes(f, "has"), plural(*pl.Hand, "card")))
						continue
					}
				}
				trigs = append(trigs, t)
			}
		}
	}
	// A count of permanents is made as the ability resolves (CR 608.2h):
	// it is the board's only where no ability resolving before it can
	// put a permanent onto the battlefield or take one off it. An active
	// player's ability is put on the stack before every nonactive
	// player's, and resolves after it (603.3b): Energy Flux's sacrifice
	// in your upkeep comes after Opp's Ancient Runes counts artifacts.
	for _, t := range trigs {
		for _, x := range t.steps {
			if x.countWhat == "" {
				continue
			}
			for _, o := range trigs {
				if !isActive[t.controller] && isActive[o.controller] {
					continue
				}
				if o.movesPermanents() {
					return nil, nil, fmt.Sprintf("%s ability counts %s as it resolves, and %s ability could change the permanents on the battlefield before then", Possessive(t.source), x.countWhat, Possessive(o.source)), nil
				}
			}
			k := upCounted[x.countWhat]
			if q, a := w.countChanger(cmp.Or(k[0], k[1]), x.countPlayer); q != nil {
				// Zuran Orb beside Karma: a Swamp sacrificed while the
				// trigger waits is not counted (117.3b; Karma's ruling
				// of 2004-10-04).
				return nil, nil, fmt.Sprintf("%s ability counts %s as it resolves, and %s ability \u201c%s\u201d, %s while it waits on the stack, may change them first (CR 117.3b, 608.2h)", Possessive(t.source), x.countWhat, Possessive(q.name), a.Text, firstHow(a)), nil
			}
		}
	}
	for _, t := range trigs {
		t.whose = slices.ContainsFunc(trigs, func(o *upTrigger) bool { return o.source == t.source && o.controller != t.controller })
	}
	return trigs, notTriggered, "", nil
}

// movesPermanents reports whether t's effect may put a permanent onto
// the battlefield or take one off it: it asks for mana (which a permanent
// sacrificed may make), sacrifices, or creates tokens.
func (t *upTrigger) movesPermanents() bool {
	return t.spec.PaysMana || strings.Contains(t.spec.Effect, "sacrific") || strings.Contains(t.spec.Effect, "create") || strings.Contains(t.spec.Effect, "token")
}

// upkeepActive is the set of players whose upkeep it is when it is
// player's: in Two-Headed Giant, their team (CR 805.4a).
func upkeepActive(b *Board, player string) map[string]bool {
	active := map[string]bool{player: true}
	if b.Format == Format2HG {
		for _, p := range b.Teams[b.teamOf(player)] {
			active[p] = true
		}
	}
	return active
}

// mayTriggerNow reports whether an upkeep trigger the engine does not
// understand may trigger at the beginning of the active players' upkeep:
// one of its controller's own upkeep ("your upkeep") triggers only where
// its controller is active, one of "each opponent's upkeep" only where an
// opponent of its controller is, and one with the intervening "if an opponent
// controls more lands than you" only where that holds as the upkeep
// begins (CR 603.4). Other triggers may.
func mayTriggerNow(b *Board, w *world, p *perm, spec *TriggerSpec, isActive map[string]bool) bool {
	if w != nil && spec.Event == TriggerUpkeep && interveningFalse(b, w, p, spec.Effect) != "" {
		// Checked as the upkeep begins, with no priority since the
		// untap step (502.4); a draw step's is checked after players
		// get priority in the upkeep, which may change it.
		return false
	}
	if spec.Whose == "each opponent" {
		// "each opponent's upkeep": only an opponent's (Bottled
		// Cloister's first ability).
		for x := range isActive {
			if b.opponents(p.Controller, x) {
				return true
			}
		}
		return false
	}
	if spec.Whose != "you" {
		return true
	}
	if !isActive[p.Controller] {
		return false
	}
	if spec.IfOpponentMoreLands {
		// A board that names no opponent does not say what they control.
		mine, named := landsOf(w, p.Controller), false
		for _, o := range b.Players {
			if b.opponents(p.Controller, o.Name) {
				named = true
				if landsOf(w, o.Name) > mine {
					return true
				}
			}
		}
		return !named
	}
	return true
}

// An intervening "if" (CR 603.4) the board decides, at the start of an
// effect the engine does not otherwise read: counters on its own
// permanent, the permanents of a type its controller controls, its
// controller's life.
var (
	reIfNoCountersOn = regexp.MustCompile(`(?i)^if there are no ([a-z-]+) counters on ([^,]+), `)
	reIfHasNoCounter = regexp.MustCompile(`(?i)^if ([^,]+?) has no ([a-z-]+) counters on it, `)
	reIfControlMore  = regexp.MustCompile(`(?i)^if you control (\w+) or more (artifacts|creatures|lands|enchantments), `)
	reIfLife         = regexp.MustCompile(`(?i)^if you have (\w+) or (more|less) life, `)
	reIfHandMore     = regexp.MustCompile(`(?i)^if (that player|you) (?:has|have) (\w+) or (more|fewer) cards in (?:hand|their hand|your hand), `)
)

// interveningFalse says why the intervening "if" that begins effect, a
// trigger of p, is false on the board as the trigger event happens, so
// that it doesn't trigger (CR 603.4); "" where it holds, has none, or the
// board does not decide it.
func interveningFalse(b *Board, w *world, p *perm, effect string) string {
	self := func(s string) bool {
		switch strings.ToLower(strings.TrimSpace(s)) {
		case strings.ToLower(p.name), strings.ToLower(p.Card.Name), "this", "this artifact", "this creature", "this enchantment", "this land", "this permanent", "it":
			return true
		}
		return false
	}
	counterKind, on := "", ""
	if m := reIfNoCountersOn.FindStringSubmatch(effect); m != nil {
		counterKind, on = m[1], m[2]
	} else if m := reIfHasNoCounter.FindStringSubmatch(effect); m != nil {
		counterKind, on = m[2], m[1]
	}
	if counterKind != "" && self(on) {
		if n := p.counters(counterKind); n > 0 {
			return fmt.Sprintf("%s has %s on it", p.name, plural(n, counterKind+" counter"))
		}
		return ""
	}
	if m := reIfControlMore.FindStringSubmatch(effect); m != nil && w.unknown == "" && !b.sbaLeft && w.speakerOf(nil, "become") == nil {
		// A count read on the board as written, before the state-based
		// actions take anything away (the step's triggers trigger
		// first, 603.2b), and with no text that may have made a
		// permanent another type the board does not show ("becomes an
		// artifact creature until your next upkeep", Memnarch's
		// "becomes an artifact").

		need, ok := ifNumber(m[1])
		if !ok {
			return ""
		}
		kind := strings.TrimSuffix(strings.ToLower(m[2]), "s")
		if n := w.controlCount(p.Controller, kind); n < need {
			return fmt.Sprintf("%s %s", PlayerDoes(p.Controller, "controls"), plural(n, kind))
		}
		return ""
	}
	if m := reIfHandMore.FindStringSubmatch(effect); m != nil && b.Turn != "" {
		// Ebony Owl Netsuke's "if that player has seven or more cards
		// in hand", Davriel, Rogue Shadowmage's "one or fewer": the hand
		// of the player whose upkeep it is, or of its controller, as the
		// upkeep begins, when no player has had priority since the untap
		// step (502.4).
		need, ok := ifNumber(m[2])
		if !ok {
			return ""
		}
		var whose []string
		for _, pl := range b.Players {
			if strings.EqualFold(m[1], "you") && FoldPlayer(pl.Name) == FoldPlayer(p.Controller) || !strings.EqualFold(m[1], "you") && b.activeTeam(pl.Name) {
				whose = append(whose, pl.Name)
			}
		}
		if len(whose) == 0 {
			return ""
		}
		var said []string
		for _, name := range whose {
			pl := b.Player(name)
			if pl == nil || pl.Hand == nil || strings.EqualFold(m[3], "more") && *pl.Hand >= need || strings.EqualFold(m[3], "fewer") && *pl.Hand <= need {
				return ""
			}
			said = append(said, fmt.Sprintf("%s %s in hand", PlayerDoes(name, "has"), plural(*pl.Hand, "card")))
		}
		return strings.Join(said, " and ")
	}
	if m := reIfLife.FindStringSubmatch(effect); m != nil && b.Format != Format2HG {
		need, ok := ifNumber(m[1])
		pl := b.Player(p.Controller)
		if !ok || pl == nil || pl.Life == nil {
			return ""
		}
		if life := *pl.Life; strings.EqualFold(m[2], "more") && life < need || strings.EqualFold(m[2], "less") && life > need {
			return fmt.Sprintf("%s %d life", PlayerDoes(p.Controller, "has"), life)
		}
	}
	return ""
}

// ifNumber reads a number of an intervening "if": "3", "three", "twenty".
func ifNumber(s string) (int, bool) {
	if n, ok := wordNumber(s); ok {
		return n, true
	}
	for i, w := range []string{"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"} {
		if strings.EqualFold(s, w) {
			return 11 + i, true
		}
	}
	return 0, false
}

// moreLandsState says, for the intervening "if an opponent controls more
// lands than you" that is false, how many lands player controls.
func moreLandsState(b *Board, w *world, player string) string {
	return fmt.Sprintf("no opponent controls more lands than %s as the upkeep begins (%s %s)", objectFor(player), PlayerDoes(player, "controls"), plural(landsOf(w, player), "land"))
}

// landsOf counts the lands player controls.
func landsOf(w *world, player string) int {
	n := 0
	for _, p := range w.perms {
		if p.Controller == player && p.is("Land") {
			n++
		}
	}
	return n
}

// countPermanents counts the permanents of a kind of upCounted that player
// controls.
func countPermanents(w *world, player, what string) int {
	k := upCounted[what]
	n := 0
	for _, p := range w.perms {
		if p.Controller == player && (k[0] != "" && p.is(k[0]) || k[1] != "" && p.hasSub(k[1])) {
			n++
		}
	}
	return n
}

// oncePerTeam reports whether an ability that triggers at the beginning
// of each player's (or opponent's) upkeep refers to no player it triggers
// for, so that it triggers once for a Two-Headed Giant team's upkeep, not
// once for each player of the team (CR 805.4d).
func oncePerTeam(spec *TriggerSpec) bool {
	return (spec.Whose == "each player" || spec.Whose == "each opponent") && !namesThatPlayer(spec.Effect)
}

// namesThatPlayer reports whether an effect of an ability that triggers
// at the beginning of each player's (or opponent's) upkeep refers to the
// player it triggers for: "that player", "that opponent" or "they"; such
// an ability triggers once for each player of a Two-Headed Giant team
// (CR 805.4d).
func namesThatPlayer(effect string) bool {
	for _, w := range []string{"that player", "that opponent", "they ", "their ", "them"} {
		if strings.Contains(effect, w) {
			return true
		}
	}
	return false
}

// upkeepStart is the state of the players as the upkeep begins. In
// Two-Headed Giant each member of a team holds the team's shared life
// total, written on any of them (CR 810.9); why says what stops the answer
// when the board gives the members of one team different totals.
func upkeepStart(b *Board) (start upState, why string) {
	names := make([]string, len(b.Players))
	for i, p := range b.Players {
		names[i] = p.Name
	}
	start = newUpState(names)
	for i, p := range b.Players {
		start.set(fHand, p.Name, orUnknown(p.Hand))
		start.set(fLibrary, p.Name, orUnknown(p.Library))
		life := orUnknown(p.Life)
		if b.Format == Format2HG {
			start.team[i] = b.teamOf(p.Name)
			l, w := payerLife(b, p.Name, nil, false)
			if w != "" {
				return start, w
			}
			life = unknown
			if l >= 0 {
				life = l
			}
		}
		start.set(fLife, p.Name, life)
	}
	return start, ""
}

// upkeepMayRemove reports whether an upkeep trigger may take p off the
// battlefield: its own that may sacrifice it (Solitary Confinement's
// "sacrifice this unless you discard a card", a life or mana payment
// refused, cumulative upkeep), or one that has its controller sacrifice
// or lose a permanent of their choice of a kind p is (Braids, Cabal
// Minion's "that player sacrifices an artifact, creature, or land",
// Contamination's "unless you sacrifice a creature").
func upkeepMayRemove(w *world, trigs []*upTrigger, p *perm) bool {
	for _, t := range trigs {
		if t.source == p.name && t.controller == p.Controller && upkeepSacrificesSource(t.spec) {
			return true
		}
		if t.maySacrificeOther(p) {
			return true
		}
	}
	return false
}

// maySacrificeOther reports whether t has its controller, or another
// player, sacrifice or lose a permanent of their choice of a kind p is
// (Braids, Lord of the Pit's other creature, Contamination's "unless you
// sacrifice a creature"), so that p may be the one.
func (t *upTrigger) maySacrificeOther(p *perm) bool {
	if t.spec.Sacrifices != "" && t.mayBeSacrificed(p) {
		return true
	}
	m := reSacOther.FindStringSubmatch(t.spec.Effect)
	return m != nil && p.Controller == t.controller && p.is(capitalize(m[1]))
}

// sacrificedIn reports whether outcome o's events have player sacrifice
// the permanent named name (upkeep_orders' "you discard no card and
// sacrifice Solitary Confinement").
func sacrificedIn(o Outcome, player, name string) bool {
	said := VerbFor(player, "sacrifices") + " " + name
	for _, ev := range o.Events {
		for i := strings.Index(ev, said); i >= 0; {
			end := i + len(said)
			if end == len(ev) || !unicode.IsLetter(rune(ev[end])) {
				return true
			}
			next := strings.Index(ev[end:], said)
			if next < 0 {
				break
			}
			i = end + next
		}
	}
	return false
}

// explainHandsUnknown says that a card a player may hold is not taken to
// be cast or activated while the upkeep's triggers wait: the board shows
// no card in a hand (CR 117.3a, 117.1a).
func explainHandsUnknown(b *Board, e *explainer) {
	var who []string
	for _, pl := range b.Players {
		if pl.Hand == nil || *pl.Hand > 0 {
			who = append(who, PlayerPossessive(pl.Name))
		}
	}
	if len(who) == 0 {
		return
	}
	hands := "hand holds"
	if len(who) > 1 {
		hands = "hands hold"
	}
	e.step("What "+joinAnd(who)+" "+hands+" is not known: no card is taken to be cast or activated from a hand while the triggers wait, though each player gets priority then, and an instant that draws a card, returns a permanent or mills would change the outcomes", "117.3a", "117.1a")
}

// explainDrawStep says where the draw step's draw comes, after the
// upkeep triggers, and whether an effect skips it.
func explainDrawStep(b *Board, w *world, trigs []*upTrigger, outs []Outcome, e *explainer) {
	drawStep := "After the upkeep comes the draw step, where the active player draws a card as a turn-based action"
	rules := []string{"503.1", "504.1"}
	if b.Format == Format2HG {
		drawStep += " (each player on the active team draws, 805.4b)"
		rules = append(rules, "805.4b")
	}
	drawStep += "; that draw comes after the upkeep triggers, so it does not change whether they trigger. "
	switch b.Format {
	case Format2HG:
		drawStep += "In Two-Headed Giant the team who plays first skips the draw step of their first turn"
		rules = append(rules, "103.8b", "810.6")
	case FormatMultiplayer:
		drawStep += "In a game of more than two players no player skips the draw step of their first turn"
		rules = append(rules, "103.8c")
	default:
		drawStep += "In a two-player game the player who plays first skips the draw step of their first turn"
		rules = append(rules, "103.8a")
	}
	e.step(drawStep, rules...)
	// Each active player's permanents that skip their draw step: one
	// that no upkeep trigger may take off the battlefield skips it; where
	// each may leave first (Solitary Confinement's own "sacrifice this
	// unless you discard a card"), the step is skipped only while one
	// stays (CR 614.10, 611.3b).
	skips := map[string][]*perm{}
	var players []string
	for _, p := range w.perms {
		if !b.activeTeam(p.Controller) {
			continue
		}
		for _, a := range p.abilities {
			if a.Static != nil && a.Static.Kind == StaticSkipDraw {
				if len(skips[p.Controller]) == 0 {
					players = append(players, p.Controller)
				}
				skips[p.Controller] = append(skips[p.Controller], p)
				break
			}
		}
	}
	for _, pl := range players {
		ps := skips[pl]
		var stays *perm
		for _, p := range ps {
			if !upkeepMayRemove(w, trigs, p) {
				stays = p
				break
			}
		}
		skipsIt := PlayerDoes(pl, "skips") + " " + theirFor(pl) + " draw step, so " + theyFor(pl) + " draw no card for it"
		skipRules := []string{"614.1b", "614.10"}
		if b.Format == Format2HG {
			// A player's team skips the step the player skips.
			skipsIt += " (in Two-Headed Giant " + theirFor(pl) + " team skips it, 805.8)"
			skipRules = append(skipRules, "805.8")
		}
		mayEnd := append(slices.Clone(skipRules), "611.3b")
		switch {
		case stays != nil:
			e.step("With "+stays.name+", "+skipsIt, skipRules...)
		case len(ps) == 1 && len(outs) > 0 && slices.IndexFunc(outs, func(o Outcome) bool { return !sacrificedIn(o, pl, ps[0].name) }) < 0:
			e.step(ps[0].name+" would have "+PlayerName(pl)+" skip "+theirFor(pl)+" draw step, but it is sacrificed in the upkeep in every outcome, and its effect ends with it: the draw step is not skipped", mayEnd...)
		case len(ps) == 1:
			e.step("With "+ps[0].name+", "+skipsIt+", where it is still on the battlefield as the draw step would begin; an upkeep trigger may take it off the battlefield first, and then the draw step is not skipped", mayEnd...)
		default:
			var names []string
			for _, p := range ps {
				if !slices.Contains(names, p.name) {
					names = append(names, p.name)
				}
			}
			e.step("With "+joinAnd(names)+", "+skipsIt+", where one of those permanents is still on the battlefield as the draw step would begin; upkeep triggers may take each off the battlefield first, and where none is left the draw step is not skipped", mayEnd...)
		}
	}
	if hasName(w, "Ghirapur Orrery") {
		e.cite("Ghirapur Orrery", "2016-09-20", "draw step is after the upkeep")
	}
	var drawStepTrigs []string
	for _, p := range w.perms {
		if has(drawStepTrigs, p.name) {
			continue
		}
		for _, a := range p.abilities {
			if a.Trigger != nil && a.Trigger.Event == TriggerDrawStep {
				drawStepTrigs = append(drawStepTrigs, p.name)
				break
			}
		}
	}
	if len(drawStepTrigs) > 0 {
		e.step("What triggers at the beginning of the draw step ("+joinAnd(drawStepTrigs)+") is not among the upkeep's triggers: it is put on the stack after the draw for the turn, when the active player gets priority", "504.1", "504.2")
		if has(drawStepTrigs, "Howling Mine") {
			e.cite("Howling Mine", "2013-04-15", "")
		}
		if has(drawStepTrigs, "Sylvan Library") {
			e.cite("Sylvan Library", "2016-06-08", "normal draw before")
		}
	}
}

// upkeepOutcomes resolves the triggers in every order from start, for
// each of the seatings (the APNAP groups in each turn order the board
// allows), and lists the distinct results, each with the orders that give
// it, and the players whose life total the board does not give who lose
// life in some of them. revealMatters says whether, in some order, an
// ability resolves and does something after one of revealers' abilities
// reveals a card whose mana value the board does not show
// (revealLossMatters), read on each order's own events: orders that end
// alike are one outcome, which shows the events of only one of them.
func upkeepOutcomes(ctx context.Context, seatings [][][]*upTrigger, start upState, drawTrigs []*drawTrig, notTriggered []string, twoSides bool, revealers map[string]bool) (outs []Outcome, unknownLosers []string, revealMatters bool, unsure string) {
	set := &outcomeSet{}
	for _, groups := range seatings {
		results, unsure := resolveUpkeep(ctx, groups, start, drawTrigs, twoSides)
		if unsure == "" && start.seat != nil {
			unsure = *start.seat
		}
		if unsure != "" {
			return nil, nil, false, unsure
		}
		for _, res := range results {
			for _, who := range res.state.players {
				_, known := start.get(fLife, who)
				if c, _ := res.state.get(fLifeChange, who); !known && c < 0 && !has(unknownLosers, who) {
					unknownLosers = append(unknownLosers, who)
				}
			}
			o := Outcome{Draws: res.state.field(fDraws), Hand: res.state.field(fHand), Events: res.events.texts(maxEvents), lives: res.state.field(fLife)}
			if len(revealers) > 0 && !revealMatters {
				revealMatters = revealLossMatters([]Outcome{o}, revealers)
			}
			if len(o.Hand) == 0 {
				o.Hand = nil
			}
			key := res.state.outcomeKey()
			for _, c := range res.paths {
				set.add(key, c.choice(len(start.responses) > 0), o)
			}
			if len(res.paths) == 0 {
				set.add(key, "", o)
			}
		}
	}
	outs = set.outcomes()
	// The players who reveal a card and lose life equal to its mana
	// value (Dark Confidant): their life after is not known.
	revealing := map[string]bool{}
	for _, groups := range seatings {
		for _, g := range groups {
			for _, t := range g {
				if lib, known := start.get(fLibrary, t.controller); t.spec.RevealToHand && !(known && lib == 0) {
					revealing[t.controller] = true
				}
			}
		}
	}
	showLives(outs, start, revealing)
	if len(outs) == 1 && len(outs[0].Choices) > 1 {
		outs[0].Choices = []string{"every order gives this result"}
		if len(start.responses) > 0 {
			outs[0].Choices[0] += ", whether or not an ability is activated while the triggers wait"
		}
	}
	for i := range outs {
		evs := append([]string(nil), notTriggered...)
		outs[i].Events = append(evs, outs[i].Events...)
	}
	return outs, unknownLosers, revealMatters, ""
}

// showLives gives each outcome the life totals (Outcome.Life) of the
// players whose life total start gives and some outcome changes, but for
// the teams of revealing, whose loss is the mana value of a card revealed
// (Dark Confidant's), which the board does not show.
func showLives(outs []Outcome, start upState, revealing map[string]bool) {
	for _, who := range start.players {
		was, known := start.get(fLife, who)
		if !known || !slices.ContainsFunc(outs, func(o Outcome) bool { l, ok := o.lives[who]; return ok && l != was }) {
			continue
		}
		if slices.ContainsFunc(start.teammates(who), func(p string) bool { return revealing[p] }) {
			continue
		}
		for i := range outs {
			if l, ok := outs[i].lives[who]; ok {
				if outs[i].Life == nil {
					outs[i].Life = map[string]int{}
				}
				outs[i].Life[who] = l
			}
		}
	}
}

// explainUpkeepChecks says when draw triggers and intervening "if"
// clauses are checked, and which abilities did not trigger.
func explainUpkeepChecks(b *Board, w *world, trigs []*upTrigger, drawTrigs []*drawTrig, notTriggered []string, e *explainer) {
	if len(drawTrigs) > 0 {
		var names []string
		for _, d := range drawTrigs {
			names = append(names, d.source)
		}
		if hasDrawChoices(drawTrigs) {
			e.step(joinAnd(names)+" triggers each time a player it watches draws a card, and each card drawn is a separate draw; those triggers are put on the stack the next time a player would receive priority, after the ability that made the player draw has finished resolving and above the upkeep triggers still waiting, so they resolve before the next upkeep trigger does, each player's in the order that player chooses; an ability with \u201cmay\u201d is put on the stack either way, and its controller chooses as it resolves; cards it draws trigger more, which resolve before the abilities still waiting; the outcomes hold every order and every choice", "121.2", "603.2", "603.3", "603.3b", "603.5")
		} else {
			e.step(joinAnd(names)+" triggers each time a player it watches draws a card, and each card drawn is a separate draw; those triggers are put on the stack the next time a player would receive priority, after the ability that made the player draw has finished resolving and above the upkeep triggers still waiting, so they resolve before the next upkeep trigger does; as they only discard cards or change life totals, their own order makes no difference", "121.2", "603.2", "603.3")
		}
		explainDrawEffects(drawTrigs, e)
	}
	handIf := false
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Trigger != nil && a.Trigger.Event == TriggerUpkeep {
				if _, reads := a.Trigger.handLimit(); reads {
					handIf = true
				}
			}
		}
	}
	if hasName(w, "Ghirapur Orrery") || handIf {
		e.step("An ability with an intervening \u201cif\u201d clause checks its condition when the trigger event happens and triggers only if it is true, then checks it again as it resolves and does nothing if it is no longer true", "603.4")
	}
	if hasName(w, "Lavaborn Muse") {
		e.cite("Lavaborn Muse", "2004-10-04", "checked both at the beginning of upkeep")
	}
	if hasName(w, "Hollowborn Barghest") {
		e.cite("Hollowborn Barghest", "2008-05-01", "first ability checks")
		e.cite("Hollowborn Barghest", "2008-05-01", "second ability behaves")
	}
	byHand := false
	for _, t := range trigs {
		for _, x := range t.steps {
			byHand = byHand || x.byHand
		}
	}
	if byHand {
		e.step("A number of cards in hand an effect counts is counted as it resolves, after the abilities that resolved before it; where the number it works out from that count is less than 0, 0 is used", "608.2h", "107.1b")
		if hasName(w, "Ivory Tower") {
			e.cite("Ivory Tower", "2004-10-04", "four or fewer cards")
		}
		if hasName(w, "Black Vise") {
			e.cite("Black Vise", "2009-10-01", "four or fewer cards")
		}
	}
	counts, moves := false, false
	for _, t := range trigs {
		for _, x := range t.steps {
			counts = counts || x.countWhat != ""
		}
		moves = moves || t.movesPermanents()
	}
	if counts && moves {
		// upkeepTriggers refused where a count may come after them.
		e.step("A number of permanents an effect counts is counted as it resolves; the nonactive players' abilities are put on the stack after the active player's and resolve first, so no ability that resolves before it puts a permanent onto the battlefield or takes one off it, and it is the number the board shows", "608.2h", "603.3b")
	} else if counts {
		e.step("A number of permanents an effect counts is counted as it resolves; no ability that resolves during this upkeep puts a permanent onto the battlefield or takes one off it, so it is the number the board shows", "608.2h")
		if hasName(w, "Karma") {
			e.cite("Karma", "2004-10-04", "determined when the ability resolves")
		}
	}
	seenChosen := map[string]bool{}
	for _, t := range trigs {
		if t.spec.Whose != "chosen player" || seenChosen[t.source] {
			continue
		}
		seenChosen[t.source] = true
		e.step(fmt.Sprintf("%s affects only the opponent chosen as it entered, and the choice stays if it changes controllers; %s one opponent, %s, taken as the player chosen, as the board records no change of control", t.source, PlayerDoes(t.controller, "has"), PlayerName(t.player)), "614.12")
		e.cite(t.source, "2004-10-04", "choice is not changed")
	}
	if hasName(w, "Ghirapur Orrery") {
		e.cite("Ghirapur Orrery", "2016-09-20", "No player may take actions")
		for _, t := range trigs {
			if t.source == "Ghirapur Orrery" {
				e.cite("Ghirapur Orrery", "2016-09-20", "as Ghirapur Orrery's second ability resolves")
				break
			}
		}
		if b.Format == Format2HG {
			e.cite("Ghirapur Orrery", "2016-09-20", "Two-Headed Giant")
		}
	}
	for _, n := range notTriggered {
		if strings.Contains(n, echoMayTrigger) {
			e.step(n, "702.30a", "603.4")
			continue
		}
		if strings.Contains(n, echoSureTrigger) {
			e.step(n, "702.30a", "302.6")
			continue
		}
		if strings.Contains(n, transformMayTrigger) {
			e.step(n, "603.4", "701.27a")
			continue
		}
		e.step(n, "603.4")
	}
}

func citeUpkeep(w *world, trigs []*upTrigger, e *explainer) {
	cumulative, pays := false, false
	for _, t := range trigs {
		cumulative = cumulative || cumulativeSpec(t.spec)
		pays = pays || t.spec.PaysMana
	}
	for _, t := range trigs {
		switch {
		case strings.HasPrefix(t.spec.Effect, "a fade counter"):
			e.step("Fading is a triggered ability: at the beginning of its controller's upkeep a fade counter is removed from the permanent; if none can be, it is sacrificed", "702.32a")
		case strings.HasPrefix(t.spec.Effect, "a time counter"):
			e.step("Vanishing's upkeep trigger has an intervening \u201cif\u201d: it triggers only if the permanent has a time counter on it, and removes one; when the last is removed, another ability has it sacrificed", "702.63a", "603.4")
		}
	}
	if cumulative {
		e.step("Cumulative upkeep is a triggered ability: at the beginning of its controller's upkeep an age counter is put on the permanent, then they may pay its cost once for each age counter on it; if they don't, they sacrifice it", "702.24a")
	}
	if pays {
		e.step("A player asked for a mana payment as an ability resolves may activate mana abilities then; paying or sacrificing changes no hand, library or draw", "605.3a")
	}
	for _, t := range trigs {
		if strings.HasPrefix(t.spec.Effect, cumulativeAdds) {
			e.step(fmt.Sprintf("%s cumulative upkeep cost adds mana: paying it puts that mana into %s mana pool, which empties at the end of the upkeep step, and paying or sacrificing changes no hand, library or draw", Possessive(t.source), PlayerPossessive(t.controller)), "702.24a", "500.5")
			e.cite(t.source, "2009-10-01", "very unusual card")
			break
		}
	}
	for _, t := range trigs {
		if t.spec.MayDraw {
			e.step(fmt.Sprintf("%s ability says \u201cmay\u201d: whether to draw is chosen as it resolves, and each choice is an outcome", Possessive(t.source)), "603.5")
			break
		}
	}
	for _, t := range trigs {
		if t.spec.PaysLife > 0 {
			e.step("A player may pay life only if their life total is at least the payment, and paying life is losing that much life; whether to pay is chosen as the ability resolves, and each choice is an outcome", "119.4")
			break
		}
	}
	if triggeredFrom(trigs, "Dark Confidant") {
		e.step("Dark Confidant's ability puts the revealed card into its controller's hand (it is not a draw) and they lose life equal to its mana value, which the board does not show", "202.3")
		e.cite("Dark Confidant", "2020-08-07", "")
	}
	if triggeredFrom(trigs, "Contamination") {
		e.step("Contamination's upkeep ability has its controller sacrifice a creature or Contamination, chosen as it resolves", "118.12a", "608.2d")
		e.cite("Contamination", "2004-10-04", "You choose whether to sacrifice")
	}
}

// triggeredFrom reports whether an ability of a permanent named name is
// among the upkeep's triggers (one that lost its abilities has none).
func triggeredFrom(trigs []*upTrigger, name string) bool {
	for _, t := range trigs {
		if t.source == name {
			return true
		}
	}
	return false
}

func numberWord(n int) string {
	words := []string{"no cards", "one card", "two cards", "three cards", "four cards", "five cards", "six cards", "seven cards", "eight cards", "nine cards", "ten cards"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n) + " cards"
}

// slicesContainsPart reports whether a text of list contains part.
func slicesContainsPart(list []string, part string) bool {
	for _, s := range list {
		if strings.Contains(s, part) {
			return true
		}
	}
	return false
}

// chosenOpponent is the player "the chosen player" of p names, where p
// chose an opponent as it entered and its controller has only one: that
// opponent. why says what stops the answer otherwise.
func chosenOpponent(b *Board, p *perm) (string, string) {
	choose := false
	for _, a := range p.abilities {
		if strings.HasPrefix(a.Text, "As ") && strings.HasSuffix(a.Text, "enters the battlefield, choose an opponent.") {
			choose = true
		}
	}
	if !choose {
		return "", fmt.Sprintf("%s has an ability that triggers at the beginning of the chosen player's upkeep, and the board does not record which player was chosen", p.name)
	}
	if p.controlBy != "" {
		// The opponent was chosen by the player who controlled it as it
		// entered, before the effect gave it to its controller.
		return "", fmt.Sprintf("%s affects the opponent chosen as it entered, chosen by the player who controlled it then, and %s effect has given it to %s since, so the board does not record which player was chosen", p.name, Possessive(p.controlBy), PlayerName(p.Controller))
	}
	var opps []string
	for _, q := range b.Players {
		if b.opponents(p.Controller, q.Name) {
			opps = append(opps, q.Name)
		}
	}
	if len(opps) == 0 {
		return "", fmt.Sprintf("%s affects the opponent chosen as it entered, and the board shows no opponent of %s", p.name, PlayerName(p.Controller))
	}
	if len(opps) != 1 || b.Format == Format2HG {
		return "", fmt.Sprintf("%s affects the opponent chosen as it entered, and the board does not record which of %s opponents was chosen", p.name, PlayerPossessive(p.Controller))
	}
	return opps[0], ""
}

// maxManaValue is the greatest mana value of a card the rules cover: Draco's
// 16 (Gleemax's 1,000,000 is a silver-bordered card's, outside the rules,
// CR 100.7).
const maxManaValue = 16

// revealLossBounded reports whether who, with life, keeps more than 0 life
// whatever the cards Dark Confidant's abilities reveal: each loses at most
// maxManaValue, and every other trigger of the upkeep that affects who is
// a draw whose loss of life is known (Phyrexian Arena's 1). Any other
// trigger, or a Two-Headed Giant team's shared life, is not bounded here.
func revealLossBounded(groups [][]*upTrigger, who string, life int, twoHG bool) bool {
	if twoHG {
		return false
	}
	loss := 0
	for _, g := range groups {
		for _, t := range g {
			s := t.spec
			target := t.player
			if s.ControllerDraws {
				target = t.controller
			}
			switch {
			case t.steps != nil || s.Draw == 0 && !s.RevealToHand:
				return false
			case target != who:
			case s.RevealToHand:
				loss += maxManaValue
			default:
				loss += s.LoseLife
			}
		}
	}
	return life > loss
}

// gained is the life who gains where an effect says they gain n, as
// the effects that double it make it, and those effects in words ("" for
// none). A player who gains life individually has it doubled by their own
// effects only, in Two-Headed Giant too (CR 810.9).
func (s upState) gained(who string, n int) (int, string) {
	i := s.idx(who)
	if i < 0 || n <= 0 || len(s.gainTwice[i]) == 0 {
		return n, ""
	}
	m := n
	for range s.gainTwice[i] {
		m *= 2
	}
	return m, fmt.Sprintf("%d instead of %d, by %s", m, n, joinAnd(s.gainTwice[i]))
}

// cantGain names the permanent whose effect stops who gaining life, ""
// where none does (noGain).
func (s upState) cantGain(who string) string {
	if i := s.idx(who); i >= 0 {
		return s.noGain[i]
	}
	return ""
}

// noLifeGain marks in start the players who can't gain life by an effect
// on the board: "Players can't gain life" (Witch Hunt), "Your opponents
// can't gain life" (Erebos, God of the Dead), "You can't gain life", and
// Sulfuric Vortex's "If a player would gain life, that player gains no
// life instead" (CR 101.2, 614.1a; in Two-Headed Giant the whole team,
// 810.9g). why names another effect on gaining
// life ("If an opponent would gain life, that player loses that much life
// instead"), which the engine does not follow, where an upkeep trigger
// makes a player gain life.
func noLifeGain(b *Board, w *world, start upState, e *explainer) string {
	gains := lifeGainPossible(w)
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Static == nil || a.Static.Kind != StaticCantGainLife {
				continue
			}
			var who func(string) bool
			switch normalize(nil, a.Text) {
			case "Players can't gain life.", "If a player would gain life, that player gains no life instead.":
				who = func(string) bool { return true }
			case "Your opponents can't gain life.", "Each opponent can't gain life.":
				who = func(x string) bool { return b.opponents(p.Controller, x) }
			case "You can't gain life.":
				who = func(x string) bool { return x == p.Controller }
			case "If you would gain life, you gain twice that much life instead.":
				// A replacement of the controller's own gains (614.1a),
				// each such effect applying once (614.5); a player who
				// can't gain life gains none however much it would be.
				if i := start.idx(p.Controller); i >= 0 {
					start.gainTwice[i] = append(start.gainTwice[i], p.name)
					if gains {
						e.step(fmt.Sprintf("With %s, each time %s would gain life, %s twice that much instead; each such effect doubles it again", p.name, PlayerName(p.Controller), PlayerDoes(p.Controller, "gains")), "614.1a", "614.5")
					}
				}
				continue
			default:
				if gains {
					return fmt.Sprintf("%s has \u201c%s\u201d, and the engine does not follow that effect on a player gaining life, which an upkeep trigger may make one do", p.name, a.Text)
				}
				continue
			}
			var names []string
			for i, x := range start.players {
				// In Two-Headed Giant no player on the team of a
				// player who can't gain life can (810.9g).
				if (who(x) || slices.ContainsFunc(start.teammates(x), who)) && start.noGain[i] == "" {
					start.noGain[i] = p.name
					names = append(names, x)
				}
			}
			if gains && len(names) > 0 {
				rules := []string{"101.2", "614.1a"}
				if b.Format == Format2HG {
					rules = append(rules, "810.9g")
				}
				if strings.Contains(a.Text, "gains no life instead") {
					// Sulfuric Vortex: a replacement effect, no
					// "can't" (614.1a).
					who, gains := "a player", "that player gains"
					if len(names) == 1 {
						who, gains = PlayerName(names[0]), PlayerDoes(names[0], "gains")
					}
					e.step(fmt.Sprintf("With %s, each time %s would gain life, %s none instead", p.name, who, gains), "614.1a")
				} else {
					them := "them"
					if len(names) == 1 {
						them = objectFor(names[0])
					}
					e.step(fmt.Sprintf("With %s, %s can't gain life: an effect that would have %s gain life gives %s none, as a \u201ccan't\u201d beats an effect that says it happens", p.name, PlayerNames(names), them, them), rules...)
				}
			}
		}
	}
	return ""
}

// transformMayTrigger joins a permanent's name, in the possessive, to the
// rest of the note upkeepTriggers writes of a werewolf's transform
// trigger, which may trigger or not.
const transformMayTrigger = " transform trigger depends "

// transformedInert names the face p transforms into, and why the engine
// can't answer when that face has an ability that may bear on the upkeep:
// one other than keywords of combat, a static of combat only and its own
// transform trigger, or a lower toughness (704.5f).
func transformedInert(w *world, p *perm) (other, why string) {
	c := p.Card
	if len(c.Faces) != 2 || c.Layout != "transform" {
		return "", fmt.Sprintf("%s transforms, and the card data does not give it two faces", p.name)
	}
	face := c.Faces[1]
	if c == c.Faces[1] {
		face = c.Faces[0]
	}
	may := fmt.Sprintf("%s may transform in the upkeep, which depends on the spells cast last turn, which the board does not record, into %s", p.name, face.Name)
	for _, a := range Compile(face) {
		ok := false
		switch {
		case a.Kind == KindKeyword && a.Understood:
			ok = true
			for _, kw := range a.Keywords {
				ok = ok && (combatKeywords[kw] || numberedCombatKW.MatchString(kw))
			}
		case a.Kind == KindTriggered && a.Understood && a.Trigger != nil && a.Trigger.TransformMaybe:
			ok = true
		case a.Kind == KindTriggered:
			// A trigger only at a later step or in combat ("At the
			// beginning of your end step, create a 2/2 green Wolf"),
			// whatever it does.
			evs := eventsOf(a)
			ok = len(evs) > 0 && !slices.ContainsFunc(evs, func(ev GameEvent) bool {
				return ev != EventOtherStep && ev != EventCombat && ev != EventDrawStep
			})
		case a.Kind == KindActivated:
			// It does nothing unless activated (understand.go); one
			// that can put a card into a hand or take one out could
			// change what a trigger reads (respondsToHand).
			l := strings.ToLower(a.Text)
			ok = !strings.Contains(l, "hand") && !strings.Contains(l, "draw") && !strings.Contains(l, "discard")
		case a.Kind != KindStatic || a.Static == nil:
		case a.Understood && a.Static.Kind == StaticNoEffect:
			// No effect on any question (compileStatic): combat only.
			ok = true
		case a.Static.Kind == StaticGrant && a.Static.Boost == nil && combatKeywordsOnly(a.Static.Granted):
			// Keywords of combat, whoever gets them.
			ok = true
		case a.Static.Kind == StaticRaisesPT:
			// It only raises power and toughness (compile_raise.go):
			// it matters only where the board reads them.
			ok = w.readsPT() == ""
		}
		if !ok {
			return "", fmt.Sprintf("%s, whose \u201c%s\u201d the engine does not follow there", may, a.Text)
		}
	}
	// A face with less toughness may die to what the board lowers it by
	// (704.5f).
	from, err1 := strconv.Atoi(c.Toughness)
	to, err2 := strconv.Atoi(face.Toughness)
	lower := p.boost[1] + p.counters("+1/+1") - p.counters("-1/-1") - p.Damage
	if err1 != nil || err2 != nil || to < from && (to+lower <= 0 || p.boostUnsure != "" || p.boostMaybeLower) {
		return "", fmt.Sprintf("%s, with toughness %s, which the engine does not follow", may, face.Toughness)
	}
	if why := transformedToughness(w, p, face); why != "" {
		return "", may + ", and then " + why
	}
	return face.Name, ""
}

// transformedToughness applies the board's effects again with p turned to
// face, whose types, colors and abilities are its own (CR 712.8, 613.1):
// why the engine can't answer where a creature then has toughness 0 or
// less that had more (704.5f) — an effect on creatures of a type or color
// the face has and the other did not (Engineered Plague naming Human), or
// a static ability the other face had (Mayor of Avabruck's) — or one whose
// toughness it can't compute; "" where none does.
func transformedToughness(w *world, p *perm, face *catalog.Card) string {
	b := *w.b
	b.Permanents = slices.Clone(w.b.Permanents)
	turned := *b.Permanents[p.i]
	turned.Card = face
	b.Permanents[p.i] = &turned
	before := map[int]bool{}
	for _, q := range w.perms {
		if t, why := q.toughnessLeast(); q.is("Creature") && (why != "" || t > 0) {
			before[q.i] = true
		}
	}
	for _, nw := range buildWorlds(context.Background(), &b) {
		for _, q := range nw.perms {
			if !q.is("Creature") || !before[q.i] && q.i != p.i {
				continue
			}
			t, why := q.toughnessLeast()
			switch {
			case why != "":
				return why + " (CR 704.5f)"
			case t <= 0 || q.boostUnsure != "":
				return fmt.Sprintf("%s may have toughness %d, and a creature with toughness 0 or less is put into its owner's graveyard, which the engine does not follow there (CR 704.5f)", q.name, t)
			}
		}
	}
	return ""
}

// echoMayTrigger joins a permanent's name, in the possessive, to the rest
// of the note upkeepTriggers writes of an echo that may trigger; the steps
// and the answer find those notes by it.
const echoMayTrigger = " echo triggers only if "

// echoSureTrigger is echoMayTrigger for a permanent written sick, whose
// echo triggers.
const echoSureTrigger = " echo triggers, as "

// echoSources are the permanents whose echo may trigger, named in the
// notes of notTriggered, in the possessive ("Acridian's").
func echoSources(notTriggered []string) []string {
	return noteSources(notTriggered, echoMayTrigger)
}

// noteSources are the permanents, in the possessive, that the notes of
// notTriggered joined by marker name.
func noteSources(notTriggered []string, marker string) []string {
	var out []string
	for _, n := range notTriggered {
		if who, _, ok := strings.Cut(n, marker); ok && !slices.Contains(out, who) {
			out = append(out, who)
		}
	}
	return out
}

// upkeepSkip says whether the upkeep step is skipped (CR 614.10), and by
// what.
type upkeepSkip struct {
	// by names the permanent by whose effect it is skipped; "" for none.
	by string
	// owner is the player whose own upkeep step it skips where it skips
	// only its controller's while they have no cards in hand (Gibbering
	// Descent's hellbent); "" where it skips every player's (Eon Hub).
	owner string
	// kept says of each such effect that does not apply why it doesn't.
	kept []string
}

// skipsEveryUpkeep reports whether p has players skip every upkeep step
// (Eon Hub).
func skipsEveryUpkeep(p *perm) bool {
	for _, a := range p.abilities {
		if a.Understood && a.Static != nil && a.Static.Kind == StaticSkipUpkeep && !a.Static.SkipOwnNoHand {
			return true
		}
	}
	return false
}

// upkeepSkipped says by whose effect the upkeep of the active players is
// skipped (Eon Hub, or Gibbering Descent's hellbent with no cards in its
// controller's hand as the step would begin; in Two-Headed Giant the team
// skips a step one of its players skips, CR 805.8). why says where the
// worlds disagree (an effect that takes the ability away in some
// timestamp orders); err asks for a hand the board does not give.
func upkeepSkipped(b *Board, worlds []*world, active []string) (skip upkeepSkip, why string, err error) {
	for i, w := range worlds {
		var s upkeepSkip
		for _, p := range w.perms {
			for _, a := range p.abilities {
				if s.by != "" || !a.Understood || a.Static == nil || a.Static.Kind != StaticSkipUpkeep {
					continue
				}
				if !a.Static.SkipOwnNoHand {
					s.by = p.name
					continue
				}
				if !slices.Contains(active, p.Controller) {
					continue
				}
				pl := b.Player(p.Controller)
				if pl == nil || pl.Hand == nil {
					if slices.ContainsFunc(w.perms, skipsEveryUpkeep) {
						// Every upkeep step is skipped whatever the hand.
						continue
					}
					return upkeepSkip{}, "", &InputError{Option: "board", Message: fmt.Sprintf("the board does not say how many cards %s in hand, and %s ability checks it as the upkeep step would begin (write \u201c%s: hand N\u201d)", PlayerDoes(p.Controller, "has"), Possessive(p.name), p.Controller)}
				}
				if *pl.Hand > 0 {
					s.kept = append(s.kept, fmt.Sprintf("%s \u201c%s\u201d does not apply: %s %s in hand as the upkeep step would begin", Possessive(p.name), a.Text, PlayerDoes(p.Controller, "has"), plural(*pl.Hand, "card")))
					continue
				}
				s.by, s.owner = p.name, p.Controller
			}
		}
		if i == 0 {
			skip = s
		} else if s.by != skip.by || s.owner != skip.owner {
			return upkeepSkip{}, "whether the upkeep step is skipped depends on the timestamp order of the effects on the board, which the board does not record", nil
		}
	}
	if skip.by != "" {
		skip.kept = nil
	}
	return skip, "", nil
}

// lifeGainPossible reports whether an upkeep or draw trigger on the board
// may make a player gain life.
func lifeGainPossible(w *world) bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			t := a.Trigger
			if t != nil && (t.Event == TriggerUpkeep || t.Event == TriggerDraw) && strings.Contains(strings.ToLower(t.Effect), "gain") {
				return true
			}
		}
	}
	return false
}

// revealsLoseLast says, where every triggered ability of the upkeep reveals
// a card and has one player lose life equal to its mana value (Dark
// Confidant), none resolves in the draw step, and the player's life total
// is more than the most the others but one can take (maxManaValue each),
// that the player loses the game only if the cards revealed take it all:
// the loss can come only as the last resolves, when no ability is left to
// resolve after it (CR 704.5a, 202.3). "" otherwise, and where the board
// gives the library and it holds fewer cards than there are abilities, or
// a player's loss at 0 life is kept off by an effect, or in Two-Headed
// Giant.
func revealsLoseLast(b *Board, trigs []*upTrigger, drawTrigs []*drawTrig, start upState) string {
	if len(trigs) < 2 || len(drawTrigs) > 0 || b.Format == Format2HG {
		return ""
	}
	who := trigs[0].controller
	for _, t := range trigs {
		if !t.spec.RevealToHand || t.controller != who || t.steps != nil {
			return ""
		}
	}
	life, ok := start.get(fLife, who)
	if !ok || life <= maxManaValue*(len(trigs)-1) || life > maxManaValue*len(trigs) || start.save.atLife(start.idx(who)) != "" {
		return ""
	}
	if lib, known := start.get(fLibrary, who); known && lib < len(trigs) {
		return ""
	}
	return fmt.Sprintf("with %d life, %s the game the next time state-based actions are checked if the %s cards revealed have a total mana value of %d or more", life, PlayerDoes(who, "loses"), countWord(len(trigs)), life)
}

// revealLossMatters reports whether, in some outcome, an ability resolves
// and does something after a card is first revealed for one of the
// revealers (Dark Confidant), whose loss of life equal to its mana value
// the board does not show and may end the game there (CR 704.5a): the
// outcome then depends on that card. Where every ability after it does
// nothing whatever the card (Ghirapur Orrery with cards in hand, CR 603.4;
// a library found empty), the game ending there or not changes no draw
// and no hand.
func revealLossMatters(outs []Outcome, revealers map[string]bool) bool {
	for _, o := range outs {
		if truncatedEvents(o) {
			// The events past the bound are not listed: what follows a
			// reveal there is not known.
			return true
		}
		after := false
		for _, ev := range o.Events {
			// Only what the revealed card's mana value can't change
			// does nothing here: a count of cards in hand, an empty
			// library, a player gone. A condition on life (Near-Death
			// Experience's "exactly 1 life") may hold after the loss
			// where it did not before.
			if after && !strings.Contains(ev, " in hand, so it does nothing") && !strings.Contains(ev, ", so nothing is revealed") && !strings.Contains(ev, " left the game, so it does nothing") {
				return true
			}
			for p := range revealers {
				after = after || strings.Contains(ev, PlayerDoes(p, "reveals")+" the top card of ")
			}
		}
	}
	return false
}

// truncatedEvents reports whether o's events were cut at maxEvents, the
// last saying how many more there were (chain.texts).
func truncatedEvents(o Outcome) bool {
	if len(o.Events) == 0 {
		return false
	}
	last := o.Events[len(o.Events)-1]
	return strings.HasPrefix(last, "and ") && strings.HasSuffix(last, " more")
}

// upkeepOfKey carries, to the first check of state-based actions, the
// player whose upkeep the question asks about (upkeepTriggerBeforeState).
type upkeepOfKey struct{}

// untapStepTriggered says why the upkeep's answer stops where an ability
// of an active player's permanent may have triggered during the untap
// step: it waits, and is put on the stack with the upkeep's triggered
// abilities (CR 503.1a). A permanent with phasing phased in or out then
// (502.1, 702.26a), and an untapped permanent may have become untapped
// then (502.3); the board, the state as the upkeep begins, records
// neither. "" where no such ability is on the board.
func untapStepTriggered(w *world, active []string) string {
	for _, p := range w.perms {
		if !slices.ContainsFunc(active, func(a string) bool { return FoldPlayer(a) == FoldPlayer(p.Controller) }) {
			continue
		}
		for _, a := range p.abilities {
			if a.Trigger == nil {
				continue
			}
			for _, ev := range eventsOf(a) {
				switch {
				case ev == EventPhases && hasKeyword(p, "phasing") && strings.Contains(a.Text, " phases in"):
					// On the board it is phased in: it did not phase out
					// in this untap step (702.26b), and may have phased
					// in.
					return fmt.Sprintf("%s has phasing, and the board does not record whether it phased in during %s untap step (CR 502.1, 702.26a): if it did, its ability \u201c%s\u201d triggered then and waits to be put on the stack in the upkeep (503.1a), which the engine does not work out", p.name, theirFor(p.Controller), a.Text)
				case ev == EventSelfUntapped && !p.Tapped:
					return fmt.Sprintf("%s is untapped, and the board does not record whether it became untapped during %s untap step (CR 502.3): if it did, its ability \u201c%s\u201d triggered then and waits to be put on the stack in the upkeep (503.1a), which the engine does not work out", p.name, theirFor(p.Controller), a.Text)
				}
			}
		}
	}
	return ""
}

// cumulativeSpec reports whether an upkeep trigger is a cumulative
// upkeep: every one keywordUpkeep reads puts an age counter on its
// permanent first (702.24a).
func cumulativeSpec(spec *TriggerSpec) bool {
	return strings.HasPrefix(spec.Effect, "an age counter")
}

// ofKinds says how many kinds of triggered abilities there are: "of one
// kind", "of 3 different kinds".
func ofKinds(n int) string {
	if n == 1 {
		return "of one kind"
	}
	return fmt.Sprintf("of %d different kinds", n)
}
