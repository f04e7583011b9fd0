package rules

import "testing"

// CR 113.6k, 113.6m: a triggered ability that returns its own card from
// a graveyard (Squee, Goblin Nabob; Bloodghast's landfall), or does
// anything only "if this is in your graveyard" (Nether Shadow, Genesis),
// or triggers on its card being put into a graveyard from a library
// (Narcomoeba), functions only where its card is: a permanent on the
// board never triggers it. Each was refused in upkeep beside Ghirapur
// Orrery, and Bloodghast in lands. An Aura's, whose condition is what it
// enchants leaving (Genju of the Cedars), functions on the battlefield
// and is still read as a trigger.
func TestRule113_6mAbilitiesOfACardInAGraveyard(t *testing.T) {
	for _, card := range []string{"Squee, Goblin Nabob", "Nether Shadow", "Genesis", "Narcomoeba", "Bloodghast", "Ichorid"} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, "+card+", hand 0")
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{Me}, "me=3")
		r = ask(t, "judge lands", "board", "me: "+card)
		wantUnderstood(t, r, true)
	}
	for _, a := range Compile(mustCard(t, "Genju of the Cedars")) {
		if a.Trigger != nil && a.Why == whyFromGraveyard {
			t.Errorf("Genju of the Cedars: %q read as working only in a graveyard", a.Text)
		}
	}
}
