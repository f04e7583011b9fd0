package rules

import "testing"

// CR 301.5, 702.6a, 602.5d: what an Equipment gives "equipped creature"
// affects no object while it is attached to none. The engine does not
// read "Equipped creature gets +3/+0 and is every creature type." (Amorphous
// Axe) or "gets +10/+10 and loses flying" (Colossus Hammer), but where
// the Equipment is attached to nothing and can't be attached during the
// question (equip only as a sorcery: never in an upkeep; in pay and mana,
// not while its controller has no creature to equip), it bears on
// nothing, where it was refused as text the engine did not read. Attached,
// or with a creature to equip in a main phase, it still stops the answer.
func TestRule301_5EquippedCreatureTextUnattachedAffectsNothing(t *testing.T) {
	for _, card := range []string{"Amorphous Axe", "Colossus Hammer", "Silverskin Armor", "Angelic Armaments"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, Amorphous Axe, step: upkeep"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Llanowar Elves; opp: Amorphous Axe"), true)
	for _, board := range []string{
		"me: Forest, Llanowar Elves, Amorphous Axe (on Llanowar Elves)",
		"me: Forest, Llanowar Elves, Amorphous Axe",
		"me: Forest, Mutavault, Amorphous Axe",
	} {
		if r := ask(t, "judge mana", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for s, want := range map[string]bool{
		"Equipped creature gets +3/+0 and is every creature type.":                        true,
		"Equipped creature gets +1/+1 and is an artifact in addition to its other types.": true,
		"Equipped creature gets +2/+2 and you have hexproof.":                             false,
		"Equipped creature gets +1/+1. Other creatures you control get -1/-1.":            false,
		"Equipped creature gets +1/+1 and each other creature gets -1/-1.":                false,
	} {
		a := &Ability{Text: s}
		if got := compileEquippedUnread(a, s); got != want {
			t.Errorf("%q: read %v, want %v", s, got, want)
		}
	}
}
