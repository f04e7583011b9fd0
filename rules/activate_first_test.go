package rules

import (
	"strings"
	"testing"
)

// CR 602.2b, 117.3c, 601.2c: a creature tapped to pay the cost of an
// ability that is no mana ability (Merfolk Looter's "{T}: Draw a card,
// then discard a card.") is tapped while that ability waits on the
// stack, and its controller gets priority again: it may then be the
// target of Royal Assassin's "Destroy target tapped creature". That is
// not worked out, and the engine no longer says there is nothing to
// target; a summoning-sick Looter still leaves nothing, and so does
// Equipment that gives the only tapped creature shroud (Lightning
// Greaves): moved by equip, which resolves first, it is not what the
// board shows now (docs/contract.md, activate).
func TestRule117_3cACreatureTappedForAnAbilityBecomesATappedTarget(t *testing.T) {
	for _, c := range []struct{ board, named string }{
		{"me: Royal Assassin, Merfolk Looter", "Merfolk Looter could first be tapped"},
		{"me: Royal Assassin, Prodigal Sorcerer; turn: opp", "Prodigal Sorcerer could first be tapped"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Royal Assassin")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.named) {
			t.Errorf("%s: answer %q: want %q", c.board, r.Answer, c.named)
		}
	}
	for _, board := range []string{
		"me: Royal Assassin, Merfolk Looter (sick)",
		"me: Royal Assassin, Grizzly Bears (tapped), Lightning Greaves (on Grizzly Bears); step: main1",
		"me: Royal Assassin, Llanowar Elves, Lightning Greaves (on Llanowar Elves); step: main1",
		"me: Royal Assassin; opp: Grizzly Bears (tapped), Lightning Greaves (on Grizzly Bears)",
	} {
		r := ask(t, "judge activate", "board", board, "card", "Royal Assassin")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
}
