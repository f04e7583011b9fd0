package rules

import (
	"fmt"
	"slices"
	"strings"
)

// upkeepAnswer is the headline of an upkeep ruling: what triggers and who
// draws how many, in one short sentence. With several outcomes it says how
// many there are (the outcomes themselves are listed beside it), or, when
// only the active player's draws differ, the numbers they can draw.
func upkeepAnswer(b *Board, active []string, trigs []*upTrigger, outs []Outcome) string {
	if len(trigs) == 0 {
		if len(active) > 1 {
			return "Nothing triggers at the beginning of the upkeep of " + PlayerNames(active) + "."
		}
		return "Nothing triggers at the beginning of " + PlayerPossessive(active[0]) + " upkeep."
	}
	ans := Capital(whatTriggers(trigs))
	switch len(outs) {
	case 0:
		return ans + "."
	case 1:
		ans += ": " + drawsIn(b, active, outs[0])
		for _, p := range b.Players {
			if drewFromEmpty(outs[0], p.Name) {
				ans += "; " + emptyLibraryLoss(p.Name)
			}
		}
		for _, l := range lifeLosers(b) {
			if l.lost(outs[0]) {
				ans += "; " + l.says
			}
		}
		for _, m := range savedNotes(outs[0]) {
			ans += "; " + m
		}
		if slicesContainsPart(outs[0].Events, "; "+gameDrawn) {
			ans += "; " + gameDrawn
		}
		for _, m := range revealLosses(outs[0]) {
			ans += "; " + m
		}
		for _, p := range b.Players {
			if slicesContainsPart(outs[0].Events, "; "+lastStanding(p.Name)) {
				ans += "; " + lastStanding(p.Name)
			}
			if slicesContainsPart(outs[0].Events, "; "+winsTheGame(p.Name)) {
				ans += "; " + winsTheGame(p.Name)
			}
		}
		return ans + "."
	}
	// What the outcomes depend on: the order, and the choices made as a
	// trigger resolves (paying life or not, CR 119.4).
	by, leads := "the order they resolve in", "leads"
	every, some := " In every order, ", " In some orders, "
	for _, t := range trigs {
		if t.spec.chooses() {
			by, leads = "the order they resolve in and the choices made", "lead"
			every, some = " In every outcome, ", " In some outcomes, "
			if len(trigs) == 1 {
				by, leads = "the choice made as it resolves", "leads"
			}
		}
	}
	if n, ok := onlyDrawsVary(b, active, outs); ok {
		ans = fmt.Sprintf("%s; depending on %s, %s %s.", ans, by, PlayerDoes(active[0], "draws"), n)
	} else {
		ans = fmt.Sprintf("%s; %s %s to %d different outcomes.", ans, by, leads, len(outs))
	}
	// tell says what follows in every outcome, or in some, where holds.
	tell := func(holds func(Outcome) bool, says string) {
		n := 0
		for _, o := range outs {
			if holds(o) {
				n++
			}
		}
		switch {
		case n == len(outs):
			ans += every + says + "."
		case n > 0:
			ans += some + says + "."
		}
	}
	inEvents := func(part string) func(Outcome) bool {
		return func(o Outcome) bool { return slicesContainsPart(o.Events, part) }
	}
	for _, p := range b.Players {
		tell(func(o Outcome) bool { return drewFromEmpty(o, p.Name) }, emptyLibraryLoss(p.Name))
	}
	for _, l := range lifeLosers(b) {
		tell(l.lost, l.says)
	}
	// Each distinct note the outcomes hold, said of those that hold it.
	for _, notesOf := range []func(Outcome) []string{savedNotes, revealLosses} {
		var notes []string
		for _, o := range outs {
			for _, m := range notesOf(o) {
				if !slices.Contains(notes, m) {
					notes = append(notes, m)
				}
			}
		}
		for _, m := range notes {
			tell(func(o Outcome) bool { return slices.Contains(notesOf(o), m) }, m)
		}
	}
	tell(inEvents("; "+gameDrawn), gameDrawn)
	for _, p := range b.Players {
		tell(inEvents("; "+winsTheGame(p.Name)), winsTheGame(p.Name))
	}
	for _, p := range b.Players {
		tell(inEvents("; "+lastStanding(p.Name)), lastStanding(p.Name))
	}
	return ans
}

// lifeLoser is a player, or in Two-Headed Giant a team, whose life total
// may fall to 0 or less: mark is how lossNotes says it in the events, and
// says is how the answer says what follows (CR 704.5a, 810.8c).
type lifeLoser struct {
	mark, says string
}

func (l lifeLoser) lost(o Outcome) bool {
	for _, ev := range o.Events {
		// An effect may keep the player in the game at 0 or less life
		// (cant_lose.go): then the event says the mark, not the loss.
		if strings.Contains(ev, l.mark) && strings.Contains(ev, l.says) {
			return true
		}
	}
	return false
}

// lifeLosers are the board's players, or in Two-Headed Giant its teams
// with their members in the order of the board's players.
func lifeLosers(b *Board) []lifeLoser {
	var out []lifeLoser
	if b.Format == Format2HG {
		for i := range b.Teams {
			var team []string
			for _, p := range b.Players {
				if b.teamOf(p.Name) == i {
					team = append(team, p.Name)
				}
			}
			if len(team) > 0 {
				out = append(out, lifeLoser{"; the shared life total of " + PlayerNames(team) + " is now ", teamLostAtZeroLife(team)})
			}
		}
		return out
	}
	for _, p := range b.Players {
		out = append(out, lifeLoser{"; " + PlayerPossessive(p.Name) + " life total is now ", lostAtZeroLife(p.Name)})
	}
	return out
}

// whatTriggers is "Ghirapur Orrery triggers", "Ghirapur Orrery triggers
// twice", "Ghirapur Orrery and Phyrexian Arena trigger", or, for more than
// three kinds, "7 abilities trigger".
func whatTriggers(trigs []*upTrigger) string {
	count := map[string]int{}
	var order []string
	for _, t := range trigs {
		if count[t.name()] == 0 {
			order = append(order, t.name())
		}
		count[t.name()]++
	}
	if len(order) > 3 {
		return fmt.Sprintf("%d abilities trigger", len(trigs))
	}
	if len(order) == 1 {
		if n := count[order[0]]; n > 1 {
			return order[0] + " triggers " + times(n)
		}
		return order[0] + " triggers"
	}
	var what []string
	for _, n := range order {
		if count[n] > 1 {
			what = append(what, fmt.Sprintf("%s (%s)", n, times(count[n])))
		} else {
			what = append(what, n)
		}
	}
	return joinAnd(what) + " trigger"
}

// drawsIn is who draws how many in one outcome: every active player, and
// any other player who draws.
func drawsIn(b *Board, active []string, o Outcome) string {
	var d []string
	for _, p := range b.Players {
		if has(active, p.Name) || o.Draws[p.Name] > 0 {
			d = append(d, PlayerDoes(p.Name, "draws")+" "+numberWord(o.Draws[p.Name]))
		}
	}
	return strings.Join(d, ", ")
}

// onlyDrawsVary reports whether, across the outcomes, only the one active
// player draws anything, and then the numbers they may draw in words: "one
// or four cards".
func onlyDrawsVary(b *Board, active []string, outs []Outcome) (string, bool) {
	if len(active) != 1 {
		return "", false
	}
	var ns []int
	for _, o := range outs {
		for p, n := range o.Draws {
			if p != active[0] && n > 0 {
				return "", false
			}
		}
		if n := o.Draws[active[0]]; !slices.Contains(ns, n) {
			ns = append(ns, n)
		}
	}
	if len(ns) != len(outs) {
		return "", false
	}
	slices.Sort(ns)
	words := make([]string, len(ns))
	for i, n := range ns {
		words[i] = strings.TrimSuffix(strings.TrimSuffix(numberWord(n), " cards"), " card")
	}
	words[len(words)-1] = numberWord(ns[len(ns)-1])
	if ns[0] == 0 {
		words[0] = "no cards"
	}
	return joinOr(words), true
}

// drewFromEmpty reports whether, in outcome o, player attempted to draw a
// card from an empty library (CR 121.4): lossNotes says so.
func drewFromEmpty(o Outcome, player string) bool {
	for _, ev := range o.Events {
		if strings.Contains(ev, "; "+emptyLibraryLoss(player)) {
			return true
		}
	}
	return false
}

// revealLosses are what the outcome's events say of a player who may lose
// the game by the mana value of a card revealed (revealMayLose), each once.
func revealLosses(o Outcome) []string {
	var out []string
	for _, ev := range o.Events {
		for _, part := range strings.Split(ev, "; ") {
			if strings.HasPrefix(part, "with ") && strings.Contains(part, " if that card's mana value is ") && !slices.Contains(out, part) {
				out = append(out, part)
			}
		}
	}
	return out
}
