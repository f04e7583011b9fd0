package command

import (
	"fmt"
	"strings"
)

// Usage is the command written with its options: required ones as
// name:VALUE, optional ones in brackets.
//
//	/judge tap board:BOARD card:CARD [ability:N]
func (s Spec) Usage() string {
	var b strings.Builder
	b.WriteString("/" + s.Name)
	for _, o := range s.Options {
		if o.Required {
			fmt.Fprintf(&b, " %s:%s", o.Name, placeholder(o))
		} else {
			fmt.Fprintf(&b, " [%s:%s]", o.Name, placeholder(o))
		}
	}
	return b.String()
}

// Help is the answer to /help: how to write a command and a board, and
// every command with what it answers.
func Help() string {
	var b strings.Builder
	b.WriteString(`Ask Orrery about a board. Write the command, then its options as name:value,
with double quotes around a value that has spaces:

  /judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest
  /orrery upkeep hand:0

Commands:
`)
	for _, s := range specs {
		fmt.Fprintf(&b, "  %s\n      %s\n", s.Usage(), s.Description)
	}
	b.WriteString(`
A board is statements separated by ";" or new lines:
  [WHO:] ITEM, ITEM, ...   what WHO has (me, opp, or any other name; default me)
  turn: WHO                whose turn it is (default me)
  step: STEP               untap, upkeep, draw, main1, combat, main2, end or cleanup
  format: 1v1 | multiplayer | 2hg, and teams: me+ally vs opp+opp2 for 2hg
An item is "hand N", "library N", "life N", "energy N", "lands played N", or a permanent:
  [Nx] CARD [(tapped, sick, haste, X=N, 2 +1/+1, 1 damage, on CARD, chose COLOR, named TYPE, exiled CARD)]
  e.g. "me: 2x Ghirapur Orrery, Llanowar Elves (sick), hand 0; opp: hand 2"
`)
	return b.String()
}

// Help describes the option for a page of help: its description, then
// its choices and its default where the description does not already
// say them, so that nothing is said twice ("(default 1)" once).
func (o OptionSpec) Help() string {
	var b strings.Builder
	b.WriteString(o.Description)
	lower := strings.ToLower(o.Description)
	if len(o.Choices) > 0 {
		fmt.Fprintf(&b, " (one of %s)", strings.Join(choiceValues(o), ", "))
	}
	if o.Default != "" && !strings.Contains(lower, "default") {
		fmt.Fprintf(&b, " (default %s)", o.Default)
	}
	return b.String()
}
