package rules

import (
	"fmt"
	"regexp"
)

// Upkeep triggers that win the game on a condition of their controller's
// life total or library: "At the beginning of your upkeep, if you have 50
// or more life, you win the game." (Test of Endurance, Felidar
// Sovereign), "if you have exactly 1 life" (Near-Death Experience), "if
// you have 200 or more cards in your library" (Battle of Wits). The
// condition is an intervening "if": checked as the upkeep begins, and
// again as the ability resolves, after the abilities that resolved before
// it (CR 603.4). A player who can't win the game doesn't win (101.2,
// cant_lose.go).

var reUpkeepWin = regexp.MustCompile(`^if you have (?:(\w+) or more life|exactly (\w+) life|(\w+) or more cards in your library), you win the game\.$`)

// compileUpkeepWin reads the effect above into t.
func compileUpkeepWin(t *TriggerSpec, body string) bool {
	m := reUpkeepWin.FindStringSubmatch(body)
	if m == nil {
		return false
	}
	for i, kind := range []string{"life at least", "life exactly", "library at least"} {
		if m[i+1] == "" {
			continue
		}
		n, ok := wordNumber(m[i+1])
		if !ok {
			return false
		}
		t.WinIf, t.WinN = kind, n
	}
	t.Effect = "its controller wins the game"
	return true
}

// winWhat says what the condition reads.
func (t *TriggerSpec) winWhat() string {
	if t.WinIf == "library at least" {
		return "the cards in its controller's library"
	}
	return "its controller's life total"
}

// winHolds reports whether the condition holds for a life total or
// library of n.
func (t *TriggerSpec) winHolds(n int) bool {
	switch t.WinIf {
	case "life at least", "library at least":
		return n >= t.WinN
	case "life exactly":
		return n == t.WinN
	}
	return false
}

// winField is the upkeep state's field the condition reads.
func (t *TriggerSpec) winField() int {
	if t.WinIf == "library at least" {
		return fLibrary
	}
	return fLife
}

// winHoldsOnBoard checks the condition as the upkeep begins; why says
// what the board does not give.
func winHoldsOnBoard(b *Board, t *TriggerSpec, who string) (bool, string) {
	if b.Format == Format2HG && t.winField() == fLife {
		return false, "in Two-Headed Giant that is the team's shared life total (CR 810.9a), which the engine does not read here"
	}
	pl := b.Player(who)
	var n *int
	if pl != nil {
		n = pl.Life
		if t.winField() == fLibrary {
			n = pl.Library
		}
	}
	if n == nil {
		item := "life N"
		if t.winField() == fLibrary {
			item = "library N"
		}
		return false, fmt.Sprintf("the board does not give it (write \u201c%s: %s\u201d)", who, item)
	}
	return t.winHolds(*n), ""
}

// winState says the number the condition read as the upkeep began.
func winState(b *Board, t *TriggerSpec, who string) string {
	pl := b.Player(who)
	if t.winField() == fLibrary {
		return fmt.Sprintf("%s %s in %s library", PlayerDoes(who, "has"), plural(*pl.Library, "card"), theirFor(who))
	}
	return fmt.Sprintf("%s %d life", PlayerDoes(who, "has"), *pl.Life)
}

// resolveWin resolves such a trigger: the condition checked again, and
// its controller wins unless they can't.
func resolveWin(t *upTrigger, st upState) string {
	who := t.controller
	head := fmt.Sprintf("%s ability (for %s) resolves: ", Possessive(t.said()), PlayerName(t.player))
	n, ok := st.get(t.spec.winField(), who)
	if !ok {
		return head + "its condition can't be read"
	}
	if !t.spec.winHolds(n) {
		what := fmt.Sprintf("%d life", n)
		if t.spec.winField() == fLibrary {
			what = plural(n, "card") + " in " + theirFor(who) + " library"
		}
		return head + fmt.Sprintf("%s %s now, so it does nothing", PlayerDoes(who, "has"), what)
	}
	if by := st.save.win[st.idx(who)]; by != "" {
		return head + fmt.Sprintf("%s win the game, by %s, so it does nothing", PlayerDoes(who, "can't"), by)
	}
	l, _ := st.get(fLost, who)
	st.set(fLost, who, l|wonGame)
	return head + "its condition still holds"
}

// explainWins says how a trigger that wins the game on a condition works,
// for each such trigger that triggered.
func explainWins(trigs []*upTrigger, e *explainer) {
	for _, t := range trigs {
		if t.spec.WinIf == "" {
			continue
		}
		e.step(fmt.Sprintf("%s ability checks %s as the upkeep begins and triggers only if its condition holds, then checks it again as it resolves, after the abilities that resolved before it; if it still holds, %s the game, which ends it at once", Possessive(t.source), t.spec.winWhat(), PlayerDoes(t.controller, "wins")), "603.4", "104.2b", "104.1")
	}
}
