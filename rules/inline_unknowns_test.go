package rules

import (
	"strings"
	"testing"
)

// CR 105.2, 202.2: an object's colors are those of its mana cost and
// color indicator; an inline card is written without either, so its
// colors and devotion are not known. Mox Amber beside an inline legendary
// creature, Sapseep Forest's "two or more green permanents" and Nykthos
// beside an inline creature stop the answer, where they had counted the
// inline card as colorless; an inline land is colorless, as every land
// but Dryad Arbor is.
func TestRule202_2InlineCardColorsAreNotKnown(t *testing.T) {
	for _, c := range []struct{ cmd, board, card, want string }{
		{"judge tap", "me: Mox Amber, [Boss: Legendary Creature — Human — Trample.]", "Mox Amber", "inline card"},
		{"judge activate", "me: Sapseep Forest, [Green Elf: Creature — Elf — Trample.]", "Sapseep Forest", "Green Elf"},
		{"judge tap", "me: Nykthos, Shrine to Nyx, [Beast: Creature — Beast — Trample.]", "Nykthos, Shrine to Nyx", "700.5"},
	} {
		r := ask(t, c.cmd, "board", c.board, "card", c.card)
		if r.Understood || !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: %s (understood %v), want a refusal naming %q", c.board, r.Answer, r.Understood, c.want)
		}
	}
	r := ask(t, "judge tap", "board", "me: Nykthos, Shrine to Nyx, [Mystery Land: Land — {T}: Add {R} or {G}.], Forest", "card", "Nykthos, Shrine to Nyx")
	if !r.Understood {
		t.Errorf("Nykthos beside an inline land: %s", r.Answer)
	}
}

// CR 710.1c: a flipped flip card keeps its mana cost, so it counts toward
// devotion. Kenzo the Hardhearted (Bushi Tenderfoot flipped, {W}) gives
// Nykthos {W}; Dokai, Weaver of Life (Budoka Gardener, {1}{G}) gives
// Karametra's Acolyte {G}{G}.
func TestRule710_1cFlippedCardKeepsItsManaCostForDevotion(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Karametra's Acolyte, Dokai, Weaver of Life", "card", "Karametra's Acolyte")
	if !strings.Contains(r.Answer, "{G}{G}") {
		t.Errorf("Karametra's Acolyte beside Dokai: %s, want {G}{G}", r.Answer)
	}
	r = pay(t, "me: Nykthos, Shrine to Nyx, Forest, Forest, Kenzo the Hardhearted", "{W}")
	wantPayable(t, r, true)
	r = ask(t, "judge could-produce", "board", "me: Nykthos, Shrine to Nyx, Kenzo the Hardhearted", "card", "Nykthos, Shrine to Nyx")
	if !strings.Contains(r.Answer, "white") {
		t.Errorf("Nykthos beside Kenzo could produce: %s, want white", r.Answer)
	}
}

// CR 704.5f: an inline creature written without power and toughness is
// taken to stay, but with -1/-1 counters its toughness could be 0 or
// less: the answer stops, as it does for damage marked on it.
func TestRule704_5fInlineCreatureWithMinusCountersStopsTheAnswer(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, [Mystery Beast: Creature — Beast — Trample.] (5 -1/-1)", "card", "Gaea's Cradle")
	if r.Understood || !strings.Contains(r.Answer, "704.5f") {
		t.Errorf("%s (understood %v), want a refusal citing 704.5f", r.Answer, r.Understood)
	}
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, [Mystery Beast: Creature — Beast — Trample.] (5 +1/+1)", "card", "Gaea's Cradle")
	if !r.Understood || !strings.Contains(r.Answer, "{G}") {
		t.Errorf("with +1/+1 counters: %s", r.Answer)
	}
}
