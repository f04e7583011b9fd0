package rules

import "testing"

// CR 113.6k, 113.6m: a triggered ability that returns its own card from
// a graveyard (Squee, Goblin Nabob; Bloodghast's landfall), or does
// anything only "if this is in your graveyard" (Nether Shadow, Genesis),
// or triggers on its card being put into a graveyard from a library
// (Narcomoeba), functions only where its card is: a permanent on the
// board never triggers it, unless the question may put it into the
// graveyard (a sacrifice to Ashnod's Altar, as a mana ability). Each was refused in upkeep beside Ghirapur
// Orrery, and Bloodghast in lands. An Aura's, whose condition is what it
// enchants leaving (Genju of the Cedars), and one "if this is in your
// graveyard or on the battlefield" (Firemane Angel), function on the
// battlefield and are still read as triggers.
func TestRule113_6mAbilitiesOfACardInAGraveyard(t *testing.T) {
	for _, card := range []string{"Squee, Goblin Nabob", "Nether Shadow", "Genesis", "Narcomoeba", "Bloodghast", "Ichorid"} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, "+card+", hand 0")
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{Me}, "me=3")
		r = ask(t, "judge lands", "board", "me: "+card)
		wantUnderstood(t, r, true)
	}
	// Sacrificed to Ashnod's Altar as a mana ability, Nether Traitor is
	// in the graveyard as another creature is sacrificed, and may return
	// to be sacrificed again: refused (its permanent may go there).
	for _, board := range []string{
		"me: Nether Traitor, Ashnod's Altar, Grizzly Bears, Swamp",
		"me: Bridge from Below, Opalescence, Ashnod's Altar, Grizzly Bears",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
	wantUnderstood(t, pay(t, "me: Boneyard Scourge, Shivan Dragon, Ashnod's Altar, 2x Swamp", "{C}{C}{C}{C}{C}{C}"), false)
	wantMostMana(t, ask(t, "judge mana", "board", "me: Nether Traitor, Swamp, Llanowar Elves"), 2)
	// Pyre Zombie, which its controller may sacrifice while Ghirapur
	// Orrery's trigger waits, returns only as an upkeep begins, which
	// has passed by then (503.1a).
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Pyre Zombie")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{Me}, "me=3")
	for _, card := range []string{"Genju of the Cedars", "Firemane Angel"} {
		for _, a := range Compile(mustCard(t, card)) {
			if a.Trigger != nil && a.Why == whyFromGraveyard {
				t.Errorf("%s: %q read as working only in a graveyard", card, a.Text)
			}
		}
	}
}

// CR 702.16a, 702.16b, 702.16c: "True-Name Nemesis has protection from
// the chosen player." is a protection of its own permanent, with a
// quality the board does not record: it bears only where a target is
// chosen or an Aura or Equipment is attached, and stopped every question.
func TestRule702_16aProtectionFromTheChosenPlayer(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, True-Name Nemesis")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, True-Name Nemesis, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{Me}, "me=3")
	r = ask(t, "judge activate", "board", "me: True-Name Nemesis (tapped); opp: Royal Assassin", "card", "opp's Royal Assassin")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: Forest, True-Name Nemesis; opp: Pacifism (on me's True-Name Nemesis)")
	wantUnderstood(t, r, false)
}
