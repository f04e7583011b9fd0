package rules

import "testing"

// The rule that decides each answer is cited: a Command Tower that could
// produce nothing as no commander is named (CR 903.4f), read by
// could-produce and by Reflecting Pool's tap; a Two-Headed Giant team's
// shared life total an upkeep changes (810.9); the loss of the game Dark
// Confidant's revealed card may bring (704.5a); a "total power 8 or
// greater" restriction not met (602.1b). Each was left out.
func TestRulesCitedWhereTheyDecide(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Command Tower", "card", "Command Tower")
	wantUnderstood(t, r, true)
	wantRules(t, r, "106.7", "903.4f")
	r = ask(t, "judge tap", "board", "me: Reflecting Pool, Command Tower", "card", "Reflecting Pool")
	wantUnderstood(t, r, true)
	wantRules(t, r, "106.7", "903.4f")
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, hand 2, life 10; ally: life 10, hand 1; opp: Forest; opp2: Forest; format: 2hg; teams: me+ally vs opp+opp2")
	wantUnderstood(t, r, true)
	wantRules(t, r, "810.9")
	r = ask(t, "judge upkeep", "board", "me: Dark Confidant, life 1, hand 3")
	wantUnderstood(t, r, true)
	wantRules(t, r, "704.5a")
	r = ask(t, "judge activate", "board", "me: Atarka Beastbreaker, Llanowar Elves", "card", "Atarka Beastbreaker")
	wantLegal(t, r, false)
	wantRules(t, r, "602.1b")
}
