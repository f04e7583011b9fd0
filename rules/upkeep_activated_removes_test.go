package rules

import (
	"strings"
	"testing"
)

// CR 117.3b, 605.3a, 611.3b, 603.2: while the upkeep's triggers wait,
// players may activate abilities, mana abilities too, and one that takes
// a permanent the triggers read off the battlefield changes what they
// do: Notion Thief dealt damage by Prodigal Pyromancer, Spirit of the
// Labyrinth or Blood Scrivener sacrificed to Ashnod's Altar, Fate
// Unraveler destroyed by Royal Assassin, the creature Lord of the Pit
// would sacrifice. Whether a player does is a choice the engine does not
// follow, so each is refused; each had been answered as if nothing were
// activated. An ability that can't be activated (summoning sickness), or
// can't take that permanent (damage to an enchantment), changes nothing.
func TestCR117_3bActivatedAbilityMayRemoveReadPermanent(t *testing.T) {
	for _, c := range []struct{ board, by, taken string }{
		{"me: Ghirapur Orrery, hand 0, Prodigal Pyromancer; opp: Notion Thief", "Prodigal Pyromancer", "Notion Thief"},
		{"me: Ghirapur Orrery, hand 0, Spirit of the Labyrinth, Ashnod's Altar, Phyrexian Arena", "Ashnod's Altar", "Spirit of the Labyrinth"},
		{"me: Ghirapur Orrery, hand 0, Royal Assassin, life 3; opp: Fate Unraveler (tapped)", "Royal Assassin", "Fate Unraveler"},
		{"me: Ghirapur Orrery, hand 0, Blood Scrivener, Ashnod's Altar, life 1", "Ashnod's Altar", "Blood Scrivener"},
		{"me: hand 0, Blood Scrivener, Ghirapur Orrery; opp: Mogg Fanatic", "Mogg Fanatic", "Blood Scrivener"},
		{"me: Ghirapur Orrery, hand 0, Lord of the Pit, Grizzly Bears, Ashnod's Altar, life 7", "Ashnod's Altar", "Grizzly Bears"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 0, Prodigal Pyromancer; opp: Notion Thief", "Prodigal Pyromancer", "Notion Thief"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, Possessive(c.by)+" ability") || !strings.Contains(r.Answer, "take "+c.taken+" off the battlefield") {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	for _, c := range []struct{ board, answer string }{
		{"me: Ghirapur Orrery, hand 0, Prodigal Pyromancer (sick); opp: Notion Thief", "Ghirapur Orrery triggers: you draw no cards, Opp draws three cards."},
		{"me: Ghirapur Orrery, hand 0, Prodigal Pyromancer; opp: Chains of Mephistopheles", "Ghirapur Orrery triggers: you draw no cards."},
		{"me: Ghirapur Orrery, hand 0, Ashnod's Altar; opp: Notion Thief", "Ghirapur Orrery triggers: you draw no cards, Opp draws three cards."},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if r.Answer != c.answer {
			t.Errorf("%s: %s\nwant: %s", c.board, r.Answer, c.answer)
		}
	}
}

// The refusal above stands only where taking the permanent away may
// change the answer: with nothing triggering (an upkeep skipped), with a
// creature whose toughness is more than the damage that can be dealt to
// it, or with an effect only on how many cards who draws where the upkeep
// without it gives the same draws and hands (Spirit of the Labyrinth when
// no one draws more than one card), the answer is given.
func TestCR117_3bRemovalThatChangesNothing(t *testing.T) {
	for _, board := range []string{
		"me: hand 1, Phyrexian Arena, Spirit of the Labyrinth, Ashnod's Altar",
		"me: Ghirapur Orrery, hand 0, Prodigal Pyromancer; opp: Consecrated Sphinx",
		"me: hand 1, Gibbering Descent, Spirit of the Labyrinth, Ashnod's Altar, Phyrexian Arena",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Spirit of the Labyrinth, Ashnod's Altar")
	wantUnderstood(t, r, false)
}

// CR 601.1a: a Clone that was cast was played, so "Creatures played by
// your opponents enter tapped" (Uphill Battle) taps it as the copy it
// enters as; put onto the battlefield, it was not played.
func TestCR601_1aCastCloneWasPlayed(t *testing.T) {
	for _, c := range []struct {
		cast   string
		tapped bool
	}{{"true", true}, {"false", false}} {
		r := ask(t, "judge enters", "card", "Clone", "cast", c.cast, "board", "opp: Grizzly Bears, Uphill Battle")
		wantUnderstood(t, r, true)
		if len(r.Outcomes) == 0 || strings.Contains(r.Outcomes[0].Events[0], "It enters tapped") != c.tapped {
			t.Errorf("cast:%s: %+v", c.cast, r.Outcomes)
		}
	}
}
