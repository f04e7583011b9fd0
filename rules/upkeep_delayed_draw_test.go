package rules

import (
	"strings"
	"testing"
)

// CR 603.7, 603.4: Mishra's Bauble's "Draw a card at the beginning of the
// next turn's upkeep." makes a delayed triggered ability as the Bauble's
// ability resolves; activated while Ghirapur Orrery's trigger waits, it
// draws in the next turn's upkeep and puts no card into the hand the
// trigger reads in this one, so the Orrery draws three. The upkeep was
// refused, saying the card it draws changes whether the trigger's
// intervening "if" holds. An ability that returns a card to a hand as it
// resolves is still refused where a delayed draw follows it (Scarab of the
// Unseen's Auras), and so is one that draws now.
func TestRule603_7BaubleDrawsInTheNextTurnsUpkeep(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Mishra's Bauble",
		"me: Ghirapur Orrery, hand 0, Urza's Bauble",
		"me: Ghirapur Orrery, hand 0, Barbed Sextant, Island",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Phyrexian Arena, hand 0, life 20, Mishra's Bauble")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=1", "me=4")
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Scarab of the Unseen, Forest, Wild Growth (on Forest)")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Scarab of the Unseen") {
		t.Errorf("answer %q, want Scarab of the Unseen named", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Arcanis the Omnipotent")
	wantUnderstood(t, r, false)
}

// CR 121.4, 704.5b, 603.7: with a library of two, Ghirapur Orrery's draw of
// three meets the library's end; Mishra's Bauble, activated while the
// trigger waits, looks at the top card, which stays, and draws only in the
// next turn's upkeep: it moves no card of the library, so the answer is
// the one without it, where it was refused as moving cards out of it. An
// ability that does move them (Sensei's Divining Top's draw) still stops
// the answer.
func TestRule121_4BaubleMovesNoCardOfTheLibraryNow(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, library 2, Mishra's Bauble",
		"me: Ghirapur Orrery, hand 0, library 2, Urza's Bauble",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=2")
		if !strings.Contains(r.Answer, "drawing from an empty library") {
			t.Errorf("%s: %q, want the loss for drawing from an empty library", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 2, Sensei's Divining Top, Island")
	wantUnderstood(t, r, false)
}
