package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 605.3a, 701.21a, 302.6: Phyrexian Tower's "{T}, Sacrifice a
// creature: Add {B}{B}." is a mana ability whose cost sacrifices a
// creature its controller controls, summoning sick or not; the creature
// may be tapped for its own mana first, a tapped permanent being still
// sacrificed, and the Tower is tapped once, for {C} or for {B}{B}. With a
// Swamp and Llanowar Elves it makes {G}, {B}{B} and {B}; with no creature
// of its controller's, only {C}. Gaea's Cradle counts the creature before
// it is sacrificed. Lake of the Dead's Swamp and Krark-Clan Stoker's
// artifact are made the same way.
func TestRule701_21aPhyrexianTowerSacrificesACreatureAfterItsMana(t *testing.T) {
	r := wantMost(t, "me: Phyrexian Tower, Llanowar Elves, Swamp", 4, map[string]int{"B": 3, "G": 1, "C": 1})
	wantRules(t, r, "605.3a", "701.21a")
	r = pay(t, "me: Phyrexian Tower, Llanowar Elves, Swamp", "{B}{B}{B}")
	wantPayable(t, r, true)
	want := []string{"tap Swamp for {B}, tap Phyrexian Tower, sacrifice a creature for {B}{B}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	if ev := r.Payments[0].Events; !slices.Contains(ev, "you sacrifice a creature") {
		t.Errorf("events %q", ev)
	}
	// The Elves tapped for {G}, then sacrificed: the Tower is listed
	// after them.
	r = pay(t, "me: Phyrexian Tower, Llanowar Elves", "{B}{B}{G}")
	wantPayable(t, r, true)
	want = []string{"tap Llanowar Elves for {G}, tap Phyrexian Tower, sacrifice a creature for {B}{B}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	wantPayable(t, pay(t, "me: Phyrexian Tower, Llanowar Elves", "{B}{B}{C}"), false)
	wantMost(t, "me: Forest, Phyrexian Tower", 2, map[string]int{"G": 1, "C": 1, "B": 0})
	wantMost(t, "me: Phyrexian Tower, Grizzly Bears (sick)", 2, map[string]int{"B": 2, "C": 1})
	wantMost(t, "me: Phyrexian Tower; opp: Grizzly Bears", 1, map[string]int{"B": 0, "C": 1})
	wantMost(t, "me: Phyrexian Tower (tapped), Grizzly Bears", 0, nil)
	wantMost(t, "me: Phyrexian Tower, Llanowar Elves (sick), Gaea's Cradle", 3, map[string]int{"B": 2, "G": 1})
	wantMost(t, "me: Lake of the Dead, Swamp, Island", 6, map[string]int{"B": 5, "U": 1})
	wantMost(t, "me: Krark-Clan Stoker, Sol Ring", 4, map[string]int{"R": 2, "C": 2})
}

// CR 601.2g-h, 611.3b, 603.2: where the engine can't say which permanent
// such an outlet sacrifices, or in which order, the answer stops: beside
// another outlet that may want the same creature, more untapped outlets
// than permanents to sacrifice, a creature whose mana ability costs mana
// the Tower's could pay, one whose static ability stops applying, a
// trigger on a creature dying, an untapper, and a land that can become a
// creature first.
func TestRule601_2gTapOutletRefusesWhatItDoesNotOrder(t *testing.T) {
	for _, c := range []struct{ board, why string }{
		{"me: Phyrexian Tower, Llanowar Elves, Ashnod's Altar", "which sacrifices too"},
		{"me: 2x Krark-Clan Stoker, Sol Ring", "there is one artifact to sacrifice"},
		{"me: Phyrexian Tower, Agent of Stromgald", "costs mana"},
		{"me: Phyrexian Tower, Elvish Archdruid, Llanowar Elves (1 damage)", "stops applying"},
		{"me: Phyrexian Tower, Llanowar Elves, Pawn of Ulamog", "Pawn of Ulamog"},
		{"me: Phyrexian Tower, Llanowar Elves, Wirewood Lodge", "untaps"},
		{"me: Phyrexian Tower, Llanowar Elves, Mishra's Factory", "can be activated first"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		if r.Understood {
			t.Errorf("%s: answered %q", c.board, r.Answer)
			continue
		}
		if !strings.Contains(r.Answer, c.why) {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
}
