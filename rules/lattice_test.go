package rules

import (
	"strings"
	"testing"
)

// CR 613.1d, 613.8a: Mycosynth Lattice makes every permanent an artifact
// in layer 4, and Enchanted Evening every permanent an enchantment: a
// Forest is then an artifact Null Rod and Karn, the Great Creator stop;
// March of the Machines, which depends on the Lattice whatever their
// order on the board, makes it a 0/0 artifact creature that is put into
// the graveyard (704.5f), as Opalescence does after Enchanted Evening;
// Mox Opal counts lands as artifacts. Each was refused.
func TestCR613_1dMycosynthLatticeMakesEveryPermanentAnArtifact(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
		mana        []string
	}{
		{"me: Forest, Mycosynth Lattice", "Forest", true, []string{"{G}"}},
		{"me: Forest, Mycosynth Lattice, Null Rod", "Forest", false, nil},
		{"me: Forest; opp: Mycosynth Lattice, Karn, the Great Creator", "Forest", false, nil},
		{"me: Forest, Mycosynth Lattice, March of the Machines", "Forest", false, nil},
		{"me: Forest, March of the Machines, Mycosynth Lattice", "Forest", false, nil},
		{"me: Gaea's Cradle, Llanowar Elves, March of the Machines, Mycosynth Lattice", "Gaea's Cradle", false, nil},
		{"me: Sol Ring, Forest, March of the Machines, Mycosynth Lattice", "Sol Ring", true, []string{"{C}{C}"}},
		{"me: Forest, Opalescence, Enchanted Evening", "Forest", false, nil},
		{"me: Forest, Enchanted Evening, Opalescence", "Forest", false, nil},
		{"me: Mox Opal, Forest, Mycosynth Lattice", "Mox Opal", true, []string{"{W}", "{U}", "{B}", "{R}", "{G}"}},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		if c.legal {
			wantMana(t, r, c.mana...)
		}
	}
	r := ask(t, "judge activate", "board", "me: Mox Opal, Forest, Island", "card", "Mox Opal")
	wantLegal(t, r, false)
}

// CR 613.1e, 105.2c: Mycosynth Lattice makes every permanent colorless in
// layer 5, so Meteor Crater finds no color; beside Celestial Dawn, which
// makes the same permanents white, the later timestamp decides, which the
// board does not record. Its spending ("as though it were mana of any
// color") and its colorless spells change what pays a cost, which pay
// follows (mana_spend_any_test.go); no other question reads them.
func TestCR613_1eMycosynthLatticeMakesPermanentsColorless(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Meteor Crater, Llanowar Elves, Mycosynth Lattice", "card", "Meteor Crater")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
	r = ask(t, "judge tap", "board", "me: Meteor Crater, Llanowar Elves, Mycosynth Lattice, Celestial Dawn", "card", "Meteor Crater")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "timestamps") {
		t.Errorf("answer %q: want the timestamps named", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Forest, Mycosynth Lattice", "cost", "{U}")
	wantUnderstood(t, r, true)
	r = ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, Mycosynth Lattice")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("max mana %v, want 2 (answer: %s)", r.MaxMana, r.Answer)
	}
}
