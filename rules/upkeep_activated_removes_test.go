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
