package rules

import (
	"strings"
	"testing"
)

// CR 118.3, 602.2b: a cost that takes a card from the hand can't be paid
// without one, and the mana abilities of one payment share the hand: with
// one card, only one of two Bog Witches discards for {B}{B}{B}, and only
// one Overeager Apprentice. A spell cast from the hand is not one of its
// cards to discard. Two kinds of such sources sharing too small a hand
// stop the answer.
func TestRule118_3DiscardCostsShareTheHand(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: hand 1, 2x Bog Witch, 4x Swamp", 6},
		{"me: hand 3, 2x Bog Witch, 4x Swamp", 8},
		{"me: hand 1, 2x Overeager Apprentice", 3},
		{"me: hand 0, 2x Overeager Apprentice, Swamp", 1},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: max mana %v, want %d (%s)", c.board, r.MaxMana, c.most, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: hand 1, 2x Bog Witch, 4x Swamp")
	wantRules(t, r, "118.3")
	r = pay(t, "me: hand 1, 2x Bog Witch, 2x Swamp", "{B}{B}{B}{B}{B}{B}")
	wantPayable(t, r, false)
	for _, c := range []struct {
		hand    string
		payable bool
	}{{"hand 2", false}, {"hand 3", true}} {
		r := ask(t, "judge pay", "board", "me: "+c.hand+", 2x Bog Witch, 2x Swamp", "cost", "{B}{B}{B}{B}{B}{B}", "card", "Phyrexian Arena")
		wantPayable(t, r, c.payable)
	}
	r = ask(t, "judge mana", "board", "me: hand 1, Bog Witch, Overeager Apprentice, 4x Swamp")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "hand") {
		t.Errorf("answer %q", r.Answer)
	}
}
