package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 106.12a, 605.1b, 603.3: Scald ("Whenever a player taps an Island for
// mana") and Burning Earth ("… a nonbasic land …") trigger as Manabarbs
// does, on the lands they name only: the trigger adds no mana, so it is no
// mana ability; it goes on the stack and deals its damage when it
// resolves, which doesn't change the mana made. Both were refused as
// triggers not modelled.
func TestRule605_1bScaldAndBurningEarthTriggerOnTheirLands(t *testing.T) {
	for _, c := range []struct {
		board, card, mana string
		triggers          bool
	}{
		{"me: Island, Scald", "Island", "{U}", true},
		{"me: Forest, Scald", "Forest", "{G}", false},
		{"me: Taiga, Burning Earth", "Taiga", "{R}", true},
		{"me: Forest, Burning Earth", "Forest", "{G}", false},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) == 0 || *r.Outcomes[0].Mana != c.mana {
			t.Errorf("%s: outcomes %+v, want %s first", c.board, r.Outcomes, c.mana)
			continue
		}
		got := slices.ContainsFunc(r.Outcomes[0].Events, func(e string) bool { return strings.Contains(e, "goes on the stack and deals 1 damage to you") })
		if got != c.triggers {
			t.Errorf("%s: events %v, trigger %v, want %v", c.board, r.Outcomes[0].Events, got, c.triggers)
		}
	}
	wantMost(t, "me: Island, Scald, Voyaging Satyr, life 1", 2, map[string]int{"U": 2})
	wantMost(t, "me: Taiga, Forest, Burning Earth", 2, map[string]int{"R": 1, "G": 2})
}
