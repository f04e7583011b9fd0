package present

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules"
)

// Result says in words what came out of an outcome: the mana produced
// ("{G}{G}", or "no mana"), the cards each player draws and holds after
// ("you draw 3, Opp draws 0", the players named as rules.PlayerName names them), the life
// totals an upkeep changes ("you are at 18 life"), those joined by "; ", or, when there is
// none of these, what happened. An outcome with nothing to say is
// "nothing happens".
func Result(o rules.Outcome) string {
	var parts []string
	if o.Mana != nil {
		if *o.Mana == "" {
			parts = append(parts, "no mana")
		} else {
			parts = append(parts, *o.Mana)
		}
	}
	if len(o.Draws) > 0 {
		parts = append(parts, playerCounts(o.Draws, "draws %d"))
	}
	if len(o.Hand) > 0 {
		parts = append(parts, playerCounts(o.Hand, "has %d in hand"))
	}
	if len(o.Life) > 0 {
		parts = append(parts, playerCounts(o.Life, "is at %d life"))
	}
	if len(parts) == 0 && len(o.Events) > 0 {
		parts = append(parts, strings.Join(o.Events, "; "))
	}
	line := strings.Join(parts, "; ")
	if line == "" {
		line = "nothing happens"
	}
	return line
}

// OutcomeLine is an outcome on one line: its Result, then, when choices
// lead there, sep and the choices separated by " / ".
func OutcomeLine(o rules.Outcome, sep string) string {
	line := Result(o)
	if len(o.Choices) > 0 {
		line += sep + strings.Join(o.Choices, " / ")
	}
	return line
}

// ComparePlayers orders players as rulings show them: me (rules.Me) first,
// then the others by name. It suits slices.SortFunc.
func ComparePlayers(a, b string) int {
	switch {
	case a == b:
		return 0
	case a == rules.Me:
		return -1
	case b == rules.Me:
		return 1
	}
	return strings.Compare(a, b)
}

// playerCounts writes a number for each player, like "you draw 3, Opp
// draws 0", with format a verb phrase in the third person taking the
// number, the players in the order of ComparePlayers.
func playerCounts(m map[string]int, format string) string {
	players := slices.SortedFunc(maps.Keys(m), ComparePlayers)
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = rules.PlayerDoes(p, fmt.Sprintf(format, m[p]))
	}
	return strings.Join(parts, ", ")
}
