package rules

import "testing"

// CR 702.72a: champion is two triggered abilities, one as its permanent
// enters, which a permanent on the board has done, and one as it leaves
// the battlefield, which returns the card it exiled. The board does not
// say which card that is: where a permanent may leave (a mana ability
// that sacrifices a creature), or may while Ghirapur Orrery's trigger
// waits (an ability that deals damage), the answer is refused; elsewhere it bears on nothing, where the
// keyword was refused as text the engine did not read.
func TestRule702_72aChampionBearsWhereItsPermanentMayLeave(t *testing.T) {
	for _, card := range []string{"Changeling Berserker", "Nova Chaser", "Wren's Run Packmaster"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantOneManaBesideForest(t, "Lightning Crafter")
	// Lightning Crafter's "{T}: deal 3 damage to any target" may be
	// activated while the trigger waits, and may destroy it.
	if r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Lightning Crafter"); r.Understood {
		t.Errorf("upkeep beside Lightning Crafter: %s", r.Answer)
	}
	if r := ask(t, "judge mana", "board", "me: Forest, Changeling Berserker, Ashnod's Altar"); r.Understood {
		t.Errorf("mana beside Ashnod's Altar: %s", r.Answer)
	}
	if r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Changeling Berserker, Ashnod's Altar"); r.Understood {
		t.Errorf("upkeep beside Ashnod's Altar: %s", r.Answer)
	}
	for kw, want := range map[string]bool{
		"champion a creature":             true,
		"champion an elemental":           true,
		"champion a goblin or shaman":     true,
		"champion a creature you control": false,
	} {
		if got := enteredKW.MatchString(kw); got != want {
			t.Errorf("%q: read %v, want %v", kw, got, want)
		}
	}
}
