package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 301.5c, 704.5n, 701.3b: an Equipment that is also a creature can't
// equip a creature. Beside March of the Machines, Lightning Greaves is an
// artifact creature: it becomes unattached, and its equip ability,
// activated, attaches it to nothing, so a summoning-sick Llanowar Elves
// gets no haste from it and makes no mana. /judge mana said one {G}
// ("You may equip Lightning Greaves now"), and /judge pay refused for an
// equip that could change the mana; without March of the Machines the
// free equip still gives haste.
func TestRule301_5cCreatureEquipmentGivesNoHasteForMana(t *testing.T) {
	for _, c := range []struct {
		board string
		max   int
	}{
		{"me: Llanowar Elves (sick), Lightning Greaves (on Llanowar Elves), March of the Machines", 0},
		{"me: Llanowar Elves (sick), Lightning Greaves, March of the Machines", 0},
		{"me: Llanowar Elves (sick), Lightning Greaves", 1},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.max {
			t.Errorf("%s: max_mana %v, want %d (answer: %s)", c.board, r.MaxMana, c.max, r.Answer)
		}
	}
	r := ask(t, "judge pay", "board", "me: Llanowar Elves (sick), Lightning Greaves, March of the Machines", "cost", "{G}")
	wantUnderstood(t, r, true)
	if !strings.HasPrefix(r.Answer, "No") {
		t.Errorf("pay {G} with a creature Lightning Greaves: %q, want No", r.Answer)
	}
}

// CR 301.5c, 701.3b: /judge activate says that the equip ability of an
// Equipment that is also a creature, which can be activated, attaches it
// to nothing; without March of the Machines it says only that it can be
// activated.
func TestRule301_5cEquipOfACreatureEquipmentAttachesNothing(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Llanowar Elves (sick), Lightning Greaves, March of the Machines", "card", "Lightning Greaves")
	wantUnderstood(t, r, true)
	wantRules(t, r, "301.5c")
	if want := "Lightning Greaves' ability “Equip {0}” can be activated now, but it attaches Lightning Greaves to nothing."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	r = ask(t, "judge activate", "board", "me: Llanowar Elves (sick), Lightning Greaves", "card", "Lightning Greaves")
	if strings.Contains(r.Answer, "nothing") || slices.Contains(r.Rules, "301.5c") {
		t.Errorf("without March of the Machines: %q %v", r.Answer, r.Rules)
	}
}

// CR 702.6a, 301.5c, 115.5: equip targets "creature you control", so an
// Equipment that is itself a creature (March of the Machines, Ensoul
// Artifact) is a legal target even when it is the only creature: the
// ability can be activated, and it attaches to nothing (March of the
// Machines' ruling of 2004-12-01).
func TestRule702_6aEquipmentCreatureTargetsItself(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Lightning Greaves, March of the Machines", "Lightning Greaves"},
		{"me: Bonesplitter, Ensoul Artifact (on Bonesplitter)", "Bonesplitter"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantLegal(t, r, true)
		if !strings.Contains(r.Answer, "to nothing") {
			t.Errorf("%s: answer %q does not say it attaches to nothing", c.board, r.Answer)
		}
	}
	r := ask(t, "judge activate", "board", "me: Bonesplitter", "card", "Bonesplitter")
	wantLegal(t, r, false)
}
