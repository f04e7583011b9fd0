package rules

import (
	"strings"
	"testing"
)

// CR 701.17a: "that player sacrifices an artifact, creature, or land."
// (Braids, Cabal Minion) and "sacrifice a creature." (Abhorrent Overlord)
// have the player sacrifice one of their choice, which changes no hand,
// library or draw: Braids beside Ghirapur Orrery draws three cards, where
// each such card was refused; a permanent whose effect the upkeep reads
// that may be sacrificed (Spirit of the Labyrinth, Platinum Angel), or one
// whose dying sets off a trigger, still stops the answer.
func TestCR701_17aUpkeepSacrificeOfTheirChoice(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Braids, Cabal Minion, Ghirapur Orrery, hand 0; opp: Forest")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "you sacrifice an artifact, creature, or land of your choice") {
		t.Errorf("outcomes %+v: want three cards and the sacrifice", r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Forest; ally: Forest; opp: Braids, Cabal Minion")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 2 {
		t.Errorf("triggers %+v: want one for each player of the active team", r.Triggers)
	}
	for _, board := range []string{
		"me: Braids, Cabal Minion, Spirit of the Labyrinth, Ghirapur Orrery, hand 0",
		"me: Abhorrent Overlord, Platinum Angel, Phyrexian Arena, life 1",
		"me: Abhorrent Overlord, Solemn Simulacrum, Phyrexian Arena",
	} {
		r = ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
}

// CR 701.8a: The Abyss destroys a nonartifact creature of the player's
// choice, which changes no hand, library or draw: beside Ghirapur Orrery
// three cards are drawn, where the board was refused; a creature whose
// effect the upkeep reads, or whose dying sets off a trigger, still
// refuses.
func TestCR701_8aUpkeepDestroyOfTheirChoice(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Grizzly Bears, Ghirapur Orrery, hand 0; opp: The Abyss")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
		t.Errorf("outcomes %+v: want three cards", r.Outcomes)
	}
	for _, board := range []string{
		"me: Spirit of the Labyrinth, Ghirapur Orrery, hand 0; opp: The Abyss",
		"me: Solemn Simulacrum, Ghirapur Orrery, hand 0; opp: The Abyss",
	} {
		r = ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
}

// CR 608.2h: Lord of the Pit's "sacrifice a creature other than Lord of
// the Pit. If you can't, Lord of the Pit deals 7 damage to you." reads the
// creatures its controller controls as it resolves: alone at 7 life, the
// damage leaves 0 and its controller loses; beside Grizzly Bears the Bears
// are sacrificed. Each was refused. Where another trigger may change the
// creatures first, or Worship reads whether a creature is controlled, it
// still refuses.
func TestCR608_2hLordOfThePitSacrificesOrDeals7(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Lord of the Pit, life 7")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("answer %q: alone at 7 life the damage makes you lose", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Lord of the Pit, Grizzly Bears, life 7")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "lose the game") || len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "sacrifice a creature other than Lord of the Pit") {
		t.Errorf("answer %q, outcomes %+v: want the Bears sacrificed", r.Answer, r.Outcomes)
	}
	for _, board := range []string{
		"me: Lord of the Pit, Worship, life 7",
		"me: Lord of the Pit, Bitterblossom, life 20",
		"me: Lord of the Pit, Lord of the Pit, Grizzly Bears, life 20",
	} {
		r = ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
}
