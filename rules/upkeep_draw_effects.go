package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Effects on drawing cards, as the upkeep's draws meet them: a limit on
// how many cards a player may draw each turn (Spirit of the Labyrinth,
// Narset, Parter of Veils: CR 121.2b), a player who can't draw at all
// (Omen Machine), each card drawn becoming two (Thought Reflection,
// Alhammarret's Archive: 614.1a, 121.6), and an opponent's draws drawn by
// another player instead (Notion Thief). The upkeep is the start of a
// turn: no player has drawn a card this turn before it. Its draws are not
// the first of a draw step, which Alhammarret's Archive and Notion Thief
// spare.
var (
	reDrawLimit      = regexp.MustCompile(`^(Each player|Each opponent|Your opponents|Players|You) can't draw (more than one card each turn|cards)\.$`)
	reDrawTwice      = regexp.MustCompile(`^If you would draw a card( except the first one you draw in each of your draw steps)?, draw two cards instead\.$`)
	reDrawChains     = regexp.MustCompile(`^If a player would draw a card except the first one they draw in their draw step each turn, that player discards a card instead\. If the player discards a card this way, they draw a card\. If the player doesn't discard a card this way, they put the top card of their library into their graveyard\.$`)
	reDrawScrivener  = regexp.MustCompile(`^If you would draw a card while you have no cards in hand, instead draw two cards and lose 1 life\.$`)
	reDrawLookGY     = regexp.MustCompile(`^If you would draw a card, instead look at the top three cards of your library, then put one into your hand and the rest into your graveyard\.$`)
	reDrawLookBottom = regexp.MustCompile(`^If you would draw a card, look at the top three cards of your library instead\. Put one of those cards into your hand and the rest on the bottom of your library in any order\.$`)
	reDrawWin        = regexp.MustCompile(`^If you would draw a card while your library has no cards in it, you win the game instead\.$`)
	reDrawSteal      = regexp.MustCompile(`^If an opponent would draw a card except the first one they draw in each of their draw steps, instead that player skips that draw and you draw a card\.$`)
	reDrawAlms       = regexp.MustCompile(`^If an opponent would draw two or more cards, instead you and that player each draw a card\.$`)
)

// compileDrawEffect reads the effects above.
func compileDrawEffect(a *Ability, s string) bool {
	st := &StaticSpec{Kind: StaticDrawEffect, DrawLimit: -1}
	switch {
	case reDrawLimit.MatchString(s):
		m := reDrawLimit.FindStringSubmatch(s)
		st.DrawWho = map[string]string{"Each player": "each player", "Players": "each player", "Each opponent": "each opponent", "Your opponents": "each opponent", "You": "you"}[m[1]]
		st.DrawLimit = 0
		if m[2] != "cards" {
			st.DrawLimit = 1
		}
	case reDrawTwice.MatchString(s):
		st.DrawWho, st.DrawFactor = "you", 2
		st.DrawNotFirst = reDrawTwice.FindStringSubmatch(s)[1] != ""
	case reDrawChains.MatchString(s):
		st.DrawWho, st.DrawChains, st.DrawNotFirst = "each player", true, true
	case reDrawLookGY.MatchString(s):
		st.DrawWho, st.DrawLook, st.DrawLookToGraveyard = "you", 3, true
	case reDrawLookBottom.MatchString(s):
		st.DrawWho, st.DrawLook = "you", 3
	case reDrawScrivener.MatchString(s):
		st.DrawWho, st.DrawScrivener = "you", true
	case reDrawWin.MatchString(s):
		st.DrawWho, st.DrawWin = "you", true
	case reDrawSteal.MatchString(s):
		st.DrawWho, st.DrawSteal, st.DrawNotFirst = "each opponent", true, true
	case reDrawAlms.MatchString(s):
		st.DrawWho, st.DrawAlms = "each opponent", true
	default:
		return false
	}
	a.Kind = KindStatic
	a.Static = st
	return true
}

// maxDrawFactor bounds what one card drawn may become (twenty Thought
// Reflections make it 2^20), so that the counts stay exact.
const maxDrawFactor = 1 << 20

// drawRules are the effects on each player's draws, by the index of the
// player in the upkeep's state.
type drawRules struct {
	// limit is the most cards the player may draw this turn, -1 for no
	// limit; limitBy names the permanent.
	limit   []int
	limitBy []string
	// factor is what each card the player would draw becomes (1: itself);
	// factorBy names the permanents.
	factor   []int
	factorBy [][]string
	// to is the index of the player who draws each card instead, -1 for
	// none; toBy names the permanent.
	to   []int
	toBy []string
	// winBy names the permanent by which the player wins the game
	// instead of drawing from an empty library, "" for none.
	winBy []string
	// chainsBy and scrivenerBy name the permanents of those effects on
	// the player's draws, "" for none.
	chainsBy, scrivenerBy []string
	// lookBy names the permanent whose effect looks at cards instead of
	// drawing (Underrealm Lich, Tomorrow), lookN how many, lookGY
	// whether the rest go to the graveyard.
	lookBy []string
	lookN  []int
	lookGY []bool
	// alms is the index of the player who draws one card of an
	// instruction to draw two or more, the player drawing the other,
	// -1 for none; almsBy names the permanent (Alms Collector).
	alms   []int
	almsBy []string
}

// newDrawRules reads the effects on drawing of the board, and says them
// as steps; why says what the engine does not work out: a player's draws
// that one effect gives to another player and another effect changes,
// where the order chosen, or the draws a limit disallows, decide (CR
// 616.1, the rulings of Notion Thief and Narset). Only the draws of a
// player who may draw in the upkeep (drawing) are asked about: effects
// that would meet on another player's draws change nothing.
func newDrawRules(b *Board, w *world, start upState, drawing map[string]bool, e *explainer) (*drawRules, string) {
	n := len(start.players)
	// conflict says, for each player, why the engine does not work out
	// their draws; stealers are the players who may draw their cards
	// instead.
	conflict, stealers := make([]string, n), make([][]int, n)
	clash := func(i int, why string) {
		if conflict[i] == "" {
			conflict[i] = why
		}
	}
	d := &drawRules{limit: make([]int, n), limitBy: make([]string, n), factor: make([]int, n), factorBy: make([][]string, n), to: make([]int, n), toBy: make([]string, n), winBy: make([]string, n), chainsBy: make([]string, n), scrivenerBy: make([]string, n), lookBy: make([]string, n), lookN: make([]int, n), lookGY: make([]bool, n), alms: make([]int, n), almsBy: make([]string, n)}
	any := false
	for i := range d.limit {
		d.limit[i], d.factor[i], d.to[i], d.alms[i] = -1, 1, -1, -1
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			st := a.Static
			if st == nil || st.Kind != StaticDrawEffect || !a.Understood {
				continue
			}
			any = true
			for i, x := range start.players {
				applies := false
				switch st.DrawWho {
				case "you":
					applies = x == p.Controller
				case "each opponent":
					applies = b.opponents(p.Controller, x)
				case "each player":
					applies = true
				}
				if !applies {
					continue
				}
				switch {
				case st.DrawLimit >= 0:
					if d.limit[i] < 0 || st.DrawLimit < d.limit[i] {
						d.limit[i], d.limitBy[i] = st.DrawLimit, p.name
					}
				case st.DrawFactor > 0:
					if d.factor[i] > maxDrawFactor/st.DrawFactor {
						return nil, fmt.Sprintf("the effects that multiply %s draws would make each card more than %d cards, more than the engine counts", PlayerPossessive(x), maxDrawFactor)
					}
					d.factor[i] *= st.DrawFactor
					d.factorBy[i] = append(d.factorBy[i], p.name)
				case st.DrawWin:
					d.winBy[i] = p.name
				case st.DrawChains:
					if d.chainsBy[i] != "" {
						clash(i, fmt.Sprintf("%s and %s each replace %s draws, and the order chosen decides, which the engine does not work out (CR 616.1)", d.chainsBy[i], p.name, PlayerPossessive(x)))
					}
					d.chainsBy[i] = p.name
				case st.DrawScrivener:
					if d.scrivenerBy[i] != "" {
						clash(i, fmt.Sprintf("%s and %s each replace %s draws, and the order chosen decides, which the engine does not work out (CR 616.1)", d.scrivenerBy[i], p.name, PlayerPossessive(x)))
					}
					d.scrivenerBy[i] = p.name
				case st.DrawLook > 0:
					if d.lookBy[i] != "" && (d.lookN[i] != st.DrawLook || d.lookGY[i] != st.DrawLookToGraveyard) {
						clash(i, fmt.Sprintf("%s and %s each replace %s draws, and the order chosen decides, which the engine does not work out (CR 616.1)", d.lookBy[i], p.name, PlayerPossessive(x)))
					}
					// Two alike do nothing more (Tomorrow's ruling of
					// 2005-02-01): the first applied leaves no draw.
					d.lookBy[i], d.lookN[i], d.lookGY[i] = p.name, st.DrawLook, st.DrawLookToGraveyard
				case st.DrawSteal:
					stealers[i] = append(stealers[i], start.idx(p.Controller))
					if d.to[i] >= 0 {
						clash(i, fmt.Sprintf("%s and %s each have %s draws drawn by another player instead, and which applies is chosen as each card is drawn (Notion Thief's ruling of 2018-03-16), which the engine does not work out", d.toBy[i], p.name, PlayerPossessive(x)))
						continue
					}
					d.to[i], d.toBy[i] = start.idx(p.Controller), p.name
				case st.DrawAlms:
					stealers[i] = append(stealers[i], start.idx(p.Controller))
					if d.alms[i] >= 0 {
						clash(i, fmt.Sprintf("%s and %s each have another player draw one of %s cards when %s would draw two or more, and %s which applies (Alms Collector's ruling of 2017-08-25), which the engine does not work out", d.almsBy[i], p.name, PlayerPossessive(x), PlayerName(x), PlayerDoes(x, "chooses")))
						continue
					}
					d.alms[i], d.almsBy[i] = start.idx(p.Controller), p.name
				}
			}
		}
	}
	if !any {
		return nil, ""
	}
	// Two players who each draw the other's cards instead (a Notion
	// Thief on each side): a card one of them would draw is drawn by the
	// other instead, and that draw by the first again, as each effect
	// applies to the draw once (614.5, 616.1f): the first draws it after
	// all (Notion Thief's ruling of 2018-03-16). Where another effect
	// changes either player's draws, the order still decides.
	plain := func(k int) bool {
		return conflict[k] == "" && len(stealers[k]) == 1 && d.alms[k] < 0 && d.limit[k] < 0 && d.factor[k] == 1 && d.winBy[k] == "" && d.chainsBy[k] == "" && d.scrivenerBy[k] == "" && d.lookBy[k] == ""
	}
	// A third player whose draws go to either of them: the draw passes
	// on along both effects (Notion Thief's ruling), which the checks
	// below refuse; the two are left as they are.
	drawnBy := func(i, j int) bool {
		for k := range start.players {
			if k != i && k != j && (slices.Contains(stealers[k], i) || slices.Contains(stealers[k], j)) {
				return true
			}
		}
		return false
	}
	for i, x := range start.players {
		j := d.to[i]
		if j < 0 || j == i || d.to[j] != i || !plain(i) || !plain(j) || drawnBy(i, j) {
			continue
		}
		y := start.players[j]
		e.step(fmt.Sprintf("With %s %s and %s %s, a card either would draw in the upkeep is drawn by the other instead, and that draw by the first again: each effect applies to a draw only once, so the player who would draw it draws it (Notion Thief's ruling of 2018-03-16)", PlayerPossessive(x), d.toBy[j], PlayerPossessive(y), d.toBy[i]), "614.5", "616.1f")
		d.to[i], d.to[j], d.toBy[i], d.toBy[j], stealers[i], stealers[j] = -1, -1, "", "", nil, nil
	}
	// A player who draws another's cards instead may draw too, and so
	// on along the players who may draw theirs.
	for grew := true; grew; {
		grew = false
		for i, x := range start.players {
			for _, j := range stealers[i] {
				if drawing[x] && !drawing[start.players[j]] {
					drawing[start.players[j]], grew = true, true
				}
			}
		}
	}
	for i, x := range start.players {
		if !drawing[x] {
			continue
		}
		if conflict[i] != "" {
			return nil, conflict[i]
		}
		// A limit on drawing leaves a draw it allows replaced, and a
		// card looked at instead is no draw (Spirit of the Labyrinth's
		// ruling of 2014-02-01): lookInstead follows it.
		if d.lookBy[i] != "" && (d.chainsBy[i] != "" || d.scrivenerBy[i] != "" || d.winBy[i] != "" || d.factor[i] != 1 || d.to[i] >= 0) {
			return nil, fmt.Sprintf("%s replaces %s draws, and another effect changes them too: the order they apply in decides, which the engine does not work out (CR 616.1)", d.lookBy[i], PlayerPossessive(x))
		}
		if d.chainsBy[i] != "" || d.scrivenerBy[i] != "" {
			by := d.chainsBy[i] + d.scrivenerBy[i]
			if d.chainsBy[i] != "" && d.scrivenerBy[i] != "" {
				return nil, fmt.Sprintf("%s and %s each replace %s draws: the order they apply in decides, which the engine does not work out (CR 616.1)", d.chainsBy[i], d.scrivenerBy[i], PlayerPossessive(x))
			}
			if d.winBy[i] != "" || d.factor[i] != 1 || d.to[i] >= 0 {
				return nil, fmt.Sprintf("%s replaces %s draws, and another effect changes them too: the order they apply in decides, which the engine does not work out (CR 616.1)", by, PlayerPossessive(x))
			}
			if h, ok := start.get(fHand, x); (!ok || h == unknown) && drawing[x] {
				return nil, fmt.Sprintf("%s replaces %s draws by the cards in %s hand, and the board does not say how many there are (write \u201c%s: hand N\u201d)", by, PlayerPossessive(x), theirFor(x), x)
			}
		}
		// A limit on drawing leaves the draws it forbids unreplaced
		// (Spirit of the Labyrinth's ruling of 2014-02-01): a draw
		// from an empty library that is allowed wins, as does one of
		// the cards a draw became (Thought Reflection), whichever
		// replacement the player applies first.
		if d.alms[i] >= 0 {
			// A card drawn becoming two (Thought Reflection, Blood
			// Scrivener) is an instruction to draw two that it may
			// replace in turn; a limit leaves draws it can't replace
			// (Spirit of the Labyrinth's ruling of 2014-02-01); a win
			// instead of a draw ends the game before the other draw.
			other := d.scrivenerBy[i] + strings.Join(d.factorBy[i], " and ") + d.limitBy[i] + d.winBy[i]
			if other == "" {
				other = d.winBy[d.alms[i]]
			}
			if other != "" {
				return nil, fmt.Sprintf("%s has %s and %s each draw a card when %s would draw two or more, and %s changes those draws too: the order they apply in, or whether a draw that can't happen is replaced, decides, which the engine does not work out (CR 616.1, 121.2b)", d.almsBy[i], PlayerName(start.players[d.alms[i]]), PlayerName(x), PlayerName(x), other)
			}
		}
		if d.winBy[i] != "" && d.to[i] >= 0 {
			return nil, fmt.Sprintf("%s replaces a draw from %s empty library, and another effect changes %s draws: the order they apply in decides, which the engine does not work out (CR 616.1)", d.winBy[i], PlayerPossessive(x), PlayerPossessive(x))
		}
		if d.to[i] < 0 {
			continue
		}
		// A limit on the player's draws leaves each draw it allows
		// replaced, and a draw skipped is no draw, so the next is
		// allowed too (Spirit of the Labyrinth's ruling of 2014-02-01):
		// drawFor follows it. A card drawn becoming two is a
		// replacement of its own, and the order decides.
		if d.factor[i] != 1 {
			return nil, fmt.Sprintf("%s has another player draw %s cards instead, and %s changes them too: the order they apply in decides, which the engine does not work out (CR 616.1)", d.toBy[i], PlayerPossessive(x), strings.Join(d.factorBy[i], " and "))
		}
		if d.to[d.to[i]] >= 0 {
			return nil, fmt.Sprintf("%s has %s draw %s cards instead, and another effect gives %s draws to another player in turn, which the engine does not work out (CR 616.1)", d.toBy[i], PlayerName(start.players[d.to[i]]), PlayerPossessive(x), PlayerPossessive(start.players[d.to[i]]))
		}
	}
	for i, x := range start.players {
		if !drawing[x] {
			// No effect on their draws bears.
			continue
		}
		switch {
		case d.limit[i] == 0:
			e.step(fmt.Sprintf("With %s, %s can't draw cards: an instruction to draw draws none, and an empty library is not drawn from", d.limitBy[i], PlayerName(x)), "121.2b", "101.2")
		case d.limit[i] == 1:
			e.step(fmt.Sprintf("With %s, %s can't draw more than one card each turn; the upkeep begins the turn, so %s may draw one card in it, and the draws after that are ignored (an empty library is not drawn from); a card drawn in the upkeep leaves none for the draw step", d.limitBy[i], PlayerName(x), PlayerName(x)), "121.2b", "101.2")
		}
		if d.factor[i] != 1 {
			e.step(fmt.Sprintf("With %s, each card %s would draw is %d cards instead (each applies to the cards the one before made, CR 614.5); an upkeep's draws are not the first card of a draw step", joinAnd(d.factorBy[i]), PlayerName(x), d.factor[i]), "614.1a", "121.6", "614.5")
		}
		if d.lookBy[i] != "" {
			rest := "on the bottom of " + theirFor(x) + " library"
			if d.lookGY[i] {
				rest = "into " + theirFor(x) + " graveyard"
			}
			e.step(fmt.Sprintf("With %s, each card %s would draw is replaced: %s at the top %s of %s library and %s one into %s hand and the rest %s, which is no draw, so nothing that triggers on drawing triggers; with fewer cards in the library %s at what there is, and with none does nothing, so an empty library loses no game", d.lookBy[i], PlayerName(x), PlayerDoes(x, "looks"), plural(d.lookN[i], "card"), theirFor(x), VerbFor(x, "puts"), theirFor(x), rest, VerbFor(x, "looks")), "614.1a", "121.5", "121.6a")
		}
		if d.chainsBy[i] != "" {
			e.step(fmt.Sprintf("With %s, each card %s would draw in the upkeep (not the first card of a draw step) is replaced: %s a card instead and then %s one, or, with no card in hand to discard, %s the top card of %s library into %s graveyard, which is no draw; the card drawn after a discard is not replaced again", d.chainsBy[i], PlayerName(x), PlayerDoes(x, "discards"), VerbFor(x, "draws"), VerbFor(x, "puts"), theirFor(x), theirFor(x)), "614.1a", "121.6", "614.5")
		}
		if d.scrivenerBy[i] != "" {
			e.step(fmt.Sprintf("With %s, a card %s would draw with no cards in hand is replaced: %s two cards and %s 1 life instead; those two are not replaced again, and once %s hand holds cards the draws are as usual", d.scrivenerBy[i], PlayerName(x), PlayerDoes(x, "draws"), VerbFor(x, "loses"), theirFor(x)), "614.1a", "121.6", "614.5")
		}
		if d.winBy[i] != "" {
			e.step(fmt.Sprintf("With %s, a card %s would draw while %s library has no cards in it is replaced: %s the game instead (a replacement applies even where no card could be drawn); where the board does not give the library, it is taken to hold the cards drawn", d.winBy[i], PlayerName(x), theirFor(x), PlayerDoes(x, "wins")), "614.1a", "121.6a", "104.2b", "104.1")
		}
		if d.alms[i] >= 0 {
			e.step(fmt.Sprintf("With %s, an instruction to have %s draw two or more cards is replaced as a whole, before any effect on the cards one at a time: %s and %s each draw a card instead (Alms Collector's ruling of 2017-08-25)", d.almsBy[i], PlayerName(x), PlayerName(start.players[d.alms[i]]), PlayerName(x)), "614.1a", "121.6", "616.1")
		}
		if d.to[i] >= 0 {
			e.step(fmt.Sprintf("With %s, %s each card %s would draw in the upkeep, and %s a card instead; an upkeep's draws are not the first card of a draw step", d.toBy[i], PlayerDoes(x, "skips"), PlayerName(x), PlayerDoes(start.players[d.to[i]], "draws")), "614.1a", "121.6")
		}
	}
	return d, ""
}

// drawFor has who draw n cards as the effects on drawing allow, as far as
// the library allows, and returns how many who drew and what happened in
// words ("you draw three cards", "you draw one card (… by Spirit of the
// Labyrinth)", "you skip three draws, and Opp draws three cards instead,
// by Notion Thief").
func drawFor(st upState, who string, n int) (int, string) {
	d := st.draws
	i := st.idx(who)
	if d != nil && i >= 0 && n >= 2 && d.alms[i] >= 0 {
		// The instruction as a whole is replaced first; each of the
		// two cards then meets the effects on single draws.
		other := st.players[d.alms[i]]
		_, theirs := drawFor(st, other, 1)
		got, mine := drawFor(st, who, 1)
		return got, fmt.Sprintf("instead of %s drawing %s (by %s): %s; %s", PlayerName(who), numberWord(n), d.almsBy[i], mine, theirs)
	}
	if d != nil && i >= 0 && n > 0 && d.to[i] >= 0 {
		if d.limit[i] >= 0 {
			if drawn, _ := st.get(fDraws, who); drawn >= d.limit[i] {
				// No draw is allowed, so nothing replaces one.
				return 0, fmt.Sprintf("%s no cards (%s, by %s, so nothing replaces the draws)", PlayerDoes(who, "draws"), cantDrawMore(who, d.limit[i]), d.limitBy[i])
			}
		}
		thief := st.players[d.to[i]]
		_, what := drawFor(st, thief, n)
		draws := countWord(n) + " draws"
		if n == 1 {
			draws = "one draw"
		}
		if strings.Contains(what, " by ") {
			// What the other player draws is itself replaced or
			// limited: the thief is named first, so that each "by"
			// reads with its own effect.
			return 0, fmt.Sprintf("%s %s, and instead, by %s, %s", PlayerDoes(who, "skips"), draws, d.toBy[i], what)
		}
		return 0, fmt.Sprintf("%s %s, and %s instead, by %s", PlayerDoes(who, "skips"), draws, what, d.toBy[i])
	}
	want, note := n, ""
	if d != nil && i >= 0 && n > 0 {
		want = n * d.factor[i]
		if d.factor[i] != 1 {
			note = fmt.Sprintf("%s instead of %s, by %s", numberWord(want), numberWord(n), joinAnd(d.factorBy[i]))
		}
		if d.limit[i] >= 0 {
			drawn, _ := st.get(fDraws, who)
			if left := max(0, d.limit[i]-drawn); left < want {
				if note != "" {
					note += "; "
				}
				if d.limit[i] == 0 {
					note += fmt.Sprintf("%s can't draw cards, by %s", PlayerName(who), d.limitBy[i])
				} else {
					note += fmt.Sprintf("%s can't draw more than %s each turn, by %s", PlayerName(who), plural(d.limit[i], "card"), d.limitBy[i])
				}
				want = left
			}
		}
	}
	if d != nil && i >= 0 && n > 0 && d.lookBy[i] != "" {
		if d.limit[i] >= 0 {
			if drawn, _ := st.get(fDraws, who); drawn >= d.limit[i] {
				// No draw is allowed, so nothing replaces one.
				return 0, fmt.Sprintf("%s no cards (%s, by %s, so nothing replaces the draws)", PlayerDoes(who, "draws"), cantDrawMore(who, d.limit[i]), d.limitBy[i])
			}
		}
		return lookInstead(st, who, n, d.lookBy[i], d.lookN[i], d.lookGY[i])
	}
	if d != nil && i >= 0 && n > 0 && (d.chainsBy[i] != "" || d.scrivenerBy[i] != "") {
		return drawEach(st, who, n, d.chainsBy[i], d.scrivenerBy[i], d.limit[i], d.limitBy[i])
	}
	if d != nil && i >= 0 && d.winBy[i] != "" {
		if lib, ok := st.get(fLibrary, who); ok && lib < want {
			got := drawPlain(st, who, lib)
			if by := st.save.win[i]; by != "" {
				// The draw is still replaced, and no card is drawn
				// from the empty library (Laboratory Maniac's ruling
				// of 2018-12-07).
				return got, fmt.Sprintf("%s %s, then would draw a card with no cards in %s library and win the game instead, by %s, but %s win it, by %s (the draw is still replaced, so %s no card and %s the game for it)", PlayerDoes(who, "draws"), numberWord(got), theirFor(who), d.winBy[i], VerbFor(who, "can't"), by, PlayerDoes(who, "draws"), VerbFor(who, "doesn't lose"))
			}
			l, _ := st.get(fLost, who)
			st.set(fLost, who, l|wonGame)
			return got, fmt.Sprintf("%s %s, then would draw a card with no cards in %s library, and %s the game instead, by %s", PlayerDoes(who, "draws"), numberWord(got), theirFor(who), VerbFor(who, "wins"), d.winBy[i])
		}
	}
	lost, _ := st.get(fLost, who)
	got := drawPlain(st, who, want)
	what := PlayerDoes(who, "draws") + " " + numberWord(got)
	if now, _ := st.get(fLost, who); now&triedEmpty != 0 && lost&triedEmpty == 0 {
		if note != "" {
			note += "; "
		}
		note += libraryHad(got)
	}
	if note != "" {
		what += " (" + note + ")"
	}
	return got, what
}

// drawEach has who draw n cards one at a time, each replaced as Chains of
// Mephistopheles (chains) or Blood Scrivener (scrivener) says by the
// cards in hand as it is drawn (CR 121.2, 614.5), and says what happened.
// Where limit (by limitBy; -1 for none) leaves no draw this turn, a card
// is not drawn and nothing replaces it (121.2b; Spirit of the Labyrinth's
// ruling of 2014-02-01): a draw replaced by a discard or by putting a card
// into the graveyard is no draw, and leaves the next allowed.
func drawEach(st upState, who string, n int, chains, scrivener string, limit int, limitBy string) (int, string) {
	got, discarded, milled, emptyMills, doubled, forbidden := 0, 0, 0, 0, 0, 0
	lost, _ := st.get(fLost, who)
	left := func() int {
		if limit < 0 {
			return n * 2
		}
		drawn, _ := st.get(fDraws, who)
		return max(0, limit-drawn)
	}
	for range n {
		h, _ := st.get(fHand, who)
		if left() == 0 {
			forbidden++
			continue
		}
		switch {
		case chains != "" && h > 0:
			st.set(fHand, who, h-1)
			discarded++
			got += drawPlain(st, who, 1)
		case chains != "":
			// Putting the top card of an empty library into a graveyard
			// does nothing, and is no draw (121.4 does not apply).
			lib, ok := st.get(fLibrary, who)
			if ok && lib > 0 {
				st.set(fLibrary, who, lib-1)
			}
			if !ok || lib > 0 {
				milled++
			} else {
				emptyMills++
			}
		case h == 0:
			got += drawPlain(st, who, min(2, left()))
			st.addLife(who, -1)
			doubled++
		default:
			got += drawPlain(st, who, 1)
		}
	}
	var notes []string
	if discarded > 0 {
		notes = append(notes, fmt.Sprintf("%s %s first, by %s", VerbFor(who, "discards"), plural(discarded, "card"), chains))
	}
	if milled > 0 {
		top := "the top " + plural(milled, "card")
		if milled == 1 {
			top = "the top card"
		}
		notes = append(notes, fmt.Sprintf("%s no card in hand to discard, so %s %s of %s library into %s graveyard instead, by %s", PlayerDoes(who, "has"), VerbFor(who, "puts"), top, theirFor(who), theirFor(who), chains))
	}
	if emptyMills > 0 {
		notes = append(notes, emptyForTheRest(who, emptyMills)+", and no card is drawn")
	}
	if doubled > 0 {
		notes = append(notes, fmt.Sprintf("with no cards in hand, %s %s two cards and 1 life lost instead, by %s", plural(doubled, "draw"), map[bool]string{true: "is", false: "are each"}[doubled == 1], scrivener))
	}
	if forbidden > 0 {
		notes = append(notes, fmt.Sprintf("%s, by %s, so %s %s not drawn and nothing replaces %s", cantDrawMore(who, limit), limitBy, plural(forbidden, "card"), map[bool]string{true: "is", false: "are"}[forbidden == 1], map[bool]string{true: "it", false: "them"}[forbidden == 1]))
	}
	if now, _ := st.get(fLost, who); now&triedEmpty != 0 && lost&triedEmpty == 0 {
		notes = append(notes, libraryHad(got))
	}
	what := PlayerDoes(who, "draws") + " " + numberWord(got)
	if len(notes) > 0 {
		what += " (" + strings.Join(notes, "; ") + ")"
	}
	return got, what
}

// drawers are the players an upkeep trigger of trigs may have draw.
func drawers(trigs []*upTrigger) map[string]bool {
	out := map[string]bool{}
	for _, t := range trigs {
		if t.spec.Draw > 0 {
			if t.spec.ControllerDraws {
				out[t.controller] = true
			} else {
				out[t.player] = true
			}
		}
		for _, x := range t.steps {
			if x.verb == "draw" {
				out[x.player] = true
			}
		}
	}
	return out
}

// lookInstead has who, for each of n cards they would draw, look at the
// top look cards of their library and put one into their hand and the
// rest into their graveyard (gy) or on the bottom: no card is drawn
// (CR 121.5), and a library with no cards gives nothing and loses no
// game (121.6a; Underrealm Lich's ruling of 2018-10-05). It returns 0
// cards drawn and what happened.
func lookInstead(st upState, who string, n int, by string, look int, gy bool) (int, string) {
	kept, empty := 0, 0
	for range n {
		lib, ok := st.get(fLibrary, who)
		if ok && lib == 0 {
			empty++
			continue
		}
		if ok {
			left := lib - 1
			if gy {
				left = lib - min(look, lib)
			}
			st.set(fLibrary, who, left)
		}
		if h, ok := st.get(fHand, who); ok {
			st.set(fHand, who, h+1)
		}
		kept++
	}
	rest := "the rest on the bottom of " + theirFor(who) + " library"
	if gy {
		rest = "the rest into " + theirFor(who) + " graveyard"
	}
	what := fmt.Sprintf("%s no cards: %s at the top cards of %s library instead and %s %s into %s hand and %s, by %s", PlayerDoes(who, "draws"), PlayerDoes(who, "looks"), theirFor(who), VerbFor(who, "puts"), plural(kept, "card"), theirFor(who), rest, by)
	if empty > 0 {
		what += "; " + emptyForTheRest(who, empty)
	}
	return 0, what
}

// emptyForTheRest says that who's library held no card for the last n of
// the draws an effect replaced, which did nothing.
func emptyForTheRest(who string, n int) string {
	if n == 1 {
		return PlayerPossessive(who) + " library is empty for the last one, which does nothing"
	}
	return fmt.Sprintf("%s library is empty for the last %d, which do nothing", PlayerPossessive(who), n)
}

// cantDrawMore says that who can't draw more than limit cards each turn,
// or can't draw cards.
func cantDrawMore(who string, limit int) string {
	if limit == 0 {
		return PlayerName(who) + " can't draw cards"
	}
	return fmt.Sprintf("%s can't draw more than %s each turn", PlayerName(who), plural(limit, "card"))
}
