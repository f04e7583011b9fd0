package rules

import "testing"

// CR 702 (threshold, an ability word, 207.2c), 603.2, 613.4c: the board
// does not say how many cards a graveyard holds, so what threshold gives
// its permanent ("As long as seven or more cards are in your graveyard,
// this gets +2/+2 and has \"When this dies, you lose 6 life.\"") may or
// may not apply. Each part is classified as if it did: a boost that only
// raises bears only where power or toughness is read, and a trigger only
// where its event can happen. Beside a Forest, mana answers with
// Treacherous Vampire, Cephalid Sage and Crashing Centaur, and upkeep
// with them; Chlorophant's granted upkeep trigger stops the upkeep, and
// Treacherous Vampire's dies trigger stops mana beside Ashnod's Altar,
// which may sacrifice it. A granted activated ability is not read.
func TestRule603_2ConditionNotGivenBearsAsWhatItGives(t *testing.T) {
	for _, card := range []string{"Treacherous Vampire", "Cephalid Sage", "Crashing Centaur", "Mystic Familiar"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantOneManaBesideForest(t, "Chlorophant")
	for _, c := range []struct{ q, board string }{
		{"judge upkeep", "me: hand 0, Ghirapur Orrery, Chlorophant"},
		{"judge mana", "me: Forest, Treacherous Vampire, Ashnod's Altar"},
		{"judge mana", "me: Forest, Fledgling Dragon"},
		{"judge mana", "me: Forest, Gobhobbler Rats"},
		{"judge mana", "me: Marwyn, the Nurturer (3 +1/+1), Treacherous Werewolf"},
	} {
		if r := ask(t, c.q, "board", c.board); r.Understood {
			t.Errorf("%s %s: %s", c.q, c.board, r.Answer)
		}
	}
	for s, want := range map[string]bool{
		"As long as seven or more cards are in your graveyard, this gets +2/+2 and has \"When this dies, you lose 6 life.\"": true,
		"As long as seven or more cards are in your graveyard, this gets +1/+1 and has protection from black.":               true,
		"As long as you have no cards in hand, this gets +1/+0 and has \"{B}: Regenerate this.\"":                            true,
		"As long as seven or more cards are in your graveyard, this gets +1/+1, is black, and has \"{T}: Draw a card.\"":     false,
		"As long as seven or more cards are in your graveyard, this gets -1/-1.":                                             false,
		"As long as you control a Forest, this gets +1/+1 and has trample.":                                                  false,
	} {
		a := &Ability{Text: s}
		if got := compileCondUnread(a, &StaticSpec{}, s); got != want {
			t.Errorf("%q: read %v, want %v", s, got, want)
		}
	}
}
