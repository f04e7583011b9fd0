package rules

import "testing"

// CR 305.7, 613.1d: the step on a land-type-setting effect names the
// lands it changes, "a Plains" or "Mountains", and leaves out a land
// that already is what it makes (a Plains under Celestial Dawn), where it
// read "makes Plains and Forest Plains".
func TestRule305_7CelestialDawnStepNamesTheLandsItChanges(t *testing.T) {
	cases := []struct{ board, card, want string }{
		{"me: Celestial Dawn, Plains, Forest, Reflecting Pool", "Forest", "Celestial Dawn's effect (layer 4) makes Forest and Reflecting Pool Plains: setting a land's subtype"},
		{"me: Celestial Dawn, Plains, Forest", "Forest", "Celestial Dawn's effect (layer 4) makes Forest a Plains: setting a land's subtype"},
		{"me: Celestial Dawn, Plains", "Plains", "Celestial Dawn's effect (layer 4) applies to Plains, which is a Plains already: it changes nothing"},
		{"me: Blood Moon, Mountain, Gaea's Cradle", "Gaea's Cradle", "Blood Moon's effect (layer 4) makes Gaea's Cradle a Mountain: setting"},
		{"me: Blood Moon, Urza's Tower, Urza's Mine", "Urza's Tower", "Blood Moon's effect (layer 4) makes Urza's Tower and Urza's Mine Mountains: setting"},
	}
	for _, c := range cases {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		if stepWith(r, c.want) == nil {
			t.Errorf("%s: no step %q; steps %+v", c.board, c.want, r.Steps)
		}
		if stepWith(r, "makes Plains") != nil || stepWith(r, "makes Mountain ") != nil {
			t.Errorf("%s: a step still names a land that is already what the effect makes; steps %+v", c.board, r.Steps)
		}
	}
}

// CR 305.7's last sentence, 305.6: a land that gains a land type keeps
// its own; Urborg's step names the lands that become Swamps, not the
// Swamps, and Dryad of the Ilysian Grove's says every basic land type.
func TestRule305_7UrborgStepNamesTheLandsThatBecomeSwamps(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Cabal Coffers, Urborg, Tomb of Yawgmoth, 2x Swamp", "card", "Cabal Coffers")
	want := "Urborg, Tomb of Yawgmoth's effect (layer 4) makes Cabal Coffers and Urborg, Tomb of Yawgmoth Swamps in addition to their other types, so each has the intrinsic mana ability of Swamp as well"
	if stepWith(r, want) == nil {
		t.Errorf("no step %q; steps %+v", want, r.Steps)
	}
	wantRuling(t, r, "Urborg, Tomb of Yawgmoth", "2021-03-19")
	r = ask(t, "judge tap", "board", "me: Dryad of the Ilysian Grove, Forest", "card", "Forest")
	want = "Dryad of the Ilysian Grove's effect (layer 4) makes Forest every basic land type in addition to its other types, so it has the intrinsic mana abilities of all five as well"
	if stepWith(r, want) == nil {
		t.Errorf("no step %q; steps %+v", want, r.Steps)
	}
}
