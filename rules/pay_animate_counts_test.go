package rules

import "testing"

// CR 601.2g, 613.1d: Mutavault's "{1}: This land becomes a 2/2 creature"
// may be activated before a spell is cast, its {1} paid with its own {C},
// and then Leafkin Druid's "If you control four or more creatures, add
// {G}{G} instead." counts it: Leafkin Druid, two Llanowar Elves, Mutavault
// and a Forest make five {G} and pay {G}{G}{G}{G}{G}, where "no" was
// answered. Gilded Lotus' "three mana of any one color" counts nothing, so
// an ability that could make a permanent first changes none of its mana.
func TestRule601_2gLandMadeCreatureCountsForMoreInstead(t *testing.T) {
	r := pay(t, "me: Leafkin Druid, Llanowar Elves, Llanowar Elves, Mutavault, Forest", "{G}{G}{G}{G}{G}")
	wantPayable(t, r, true)
	m := ask(t, "judge mana", "board", "me: Leafkin Druid, Llanowar Elves, Llanowar Elves, Mutavault, Forest")
	if !m.Understood || m.MaxMana == nil || *m.MaxMana != 5 || m.MaxByType["G"] != 5 {
		t.Errorf("mana: %v %v (%s)", m.MaxMana, m.MaxByType, m.Answer)
	}
	for _, board := range []string{"me: Gilded Lotus, Mutavault, Forest", "me: Gilded Lotus, Forest, Ant Queen", "me: 5x Forest, Cascading Cataracts, Ant Queen", "me: Urza's Mine, Urza's Power-Plant, Urza's Tower, Mutavault"} {
		m := ask(t, "judge mana", "board", board)
		if !m.Understood {
			t.Errorf("%s: %s", board, m.Answer)
		}
	}
}
