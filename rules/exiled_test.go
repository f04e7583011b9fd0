package rules

import (
	"strings"
	"testing"
)

// CR 607.2a: Chrome Mox's mana ability refers to the card its imprint
// ability exiled, which the board writes "exiled CARD": it adds one mana of
// any of that card's colors (a split card's two halves' together, 709.4b),
// none for a colorless card (its ruling of 2016-06-08), and two Moxes with
// different cards are not alike; with no card written it is refused, where
// every Chrome Mox was, as it is beside an effect on the colors of cards
// outside the battlefield (Celestial Dawn, Mycosynth Lattice). Semblance Anvil lowers the cost of spells that
// share a card type with its card. A card Chrome Mox can't exile is an
// error in the board.
func TestRule607_2aExiledCardIsWritten(t *testing.T) {
	for _, exiled := range []string{"Fire // Ice", "Fire"} {
		// A half's name names the whole card, which is what is exiled.
		r := ask(t, "judge mana", "board", "me: Chrome Mox (exiled "+exiled+")")
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 || r.MaxByType["U"] != 1 || r.MaxByType["R"] != 1 || r.MaxByType["G"] != 0 {
			t.Errorf("Chrome Mox exiling %s: max %v, by type %v; want one {U} or {R}", exiled, r.MaxMana, r.MaxByType)
		}
	}
	wantPayable(t, pay(t, "me: Chrome Mox (exiled Lightning Bolt), Chrome Mox (exiled Counterspell)", "{U}{R}"), true)
	wantPayable(t, pay(t, "me: Chrome Mox (exiled Lightning Bolt), Chrome Mox (exiled Counterspell)", "{U}{U}"), false)
	wantPayable(t, pay(t, "me: Chrome Mox (exiled Ghostfire)", "{1}"), false)
	r := ask(t, "judge mana", "board", "me: Chrome Mox")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "exiled Counterspell") {
		t.Errorf("refusal does not say how to write the card: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: Island, Semblance Anvil (exiled Rampant Growth)", "{2}{U}", "card", "Divination"), true)
	wantPayable(t, pay(t, "me: 2x Island, Semblance Anvil (exiled Grizzly Bears)", "{2}{U}", "card", "Divination"), false)
	wantUnderstood(t, pay(t, "me: 2x Island, Semblance Anvil", "{2}{U}", "card", "Divination"), false)
	// Celestial Dawn makes the nonland cards its controller owns outside
	// the battlefield white, Mycosynth Lattice makes them colorless: the
	// exiled card's colors are not its printed ones.
	for _, board := range []string{"me: Chrome Mox (exiled Counterspell), Celestial Dawn", "me: Chrome Mox (exiled Counterspell); opp: Mycosynth Lattice"} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
	for _, board := range []string{"me: Chrome Mox (exiled Forest)", "me: Chrome Mox (exiled Sol Ring)", "me: Forest (exiled Counterspell)"} {
		if _, err := ParseBoard(board); err == nil {
			t.Errorf("%s: no error", board)
		}
	}
}

// CR 607.2a, 605.1b: Extraplanar Lens' triggered mana ability watches
// every player's lands with the name of the land it exiled, written
// "exiled CARD": each such land tapped for mana adds one more mana of a
// type it produced, from the Lens, so no snow mana; with no card written,
// a mana question that taps a land is refused, where every question
// beside the Lens was.
func TestRule607_2aExtraplanarLensWatchesTheExiledName(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Extraplanar Lens (exiled Snow-Covered Forest), 2x Snow-Covered Forest, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 5 {
		t.Errorf("two Snow-Covered Forests doubled and a Forest: max %v, want 5", r.MaxMana)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Island; opp: Extraplanar Lens (exiled Forest)")
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("an opponent's Lens on Forests: max %v, want 3", r.MaxMana)
	}
	wantPayable(t, pay(t, "me: Extraplanar Lens (exiled Snow-Covered Forest), Snow-Covered Forest", "{S}{S}"), false)
	wantPayable(t, pay(t, "me: Extraplanar Lens (exiled Snow-Covered Forest), Snow-Covered Forest", "{S}{G}"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Extraplanar Lens, Forest"), false)
	wantUnderstood(t, ask(t, "judge could-produce", "board", "me: Extraplanar Lens, Forest", "card", "Forest"), true)
}
