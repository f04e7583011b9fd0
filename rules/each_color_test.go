package rules

import "testing"

// CR 105.2, 613.1e: Bloom Tender adds one mana of each color among the
// permanents its controller controls, by their colors now: a land is
// colorless, Watchwolf is green and white, and Celestial Dawn makes
// nonland permanents white.
func TestRule105_2BloomTenderAddsEachColorAmongYourPermanents(t *testing.T) {
	for _, c := range []struct{ board, mana string }{
		{"me: Bloom Tender, Forest", "{G}"},
		{"me: Bloom Tender, Watchwolf", "{W}{G}"},
		{"me: Bloom Tender, Celestial Dawn", "{W}"},
		{"me: Bloom Tender; opp: Watchwolf", "{G}"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Bloom Tender")
		wantUnderstood(t, r, true)
		wantMana(t, r, c.mana)
	}
	r := ask(t, "judge tap", "board", "me: Bloom Tender (sick)", "card", "Bloom Tender")
	wantLegal(t, r, false)
	r = ask(t, "judge could-produce", "board", "me: Bloom Tender, Watchwolf", "card", "Bloom Tender")
	if got := r.ManaTypes; len(got) != 2 || got[0] != "W" || got[1] != "G" {
		t.Errorf("could produce %v, want W G", got)
	}
	r = ask(t, "judge pay", "board", "me: Bloom Tender, Watchwolf", "cost", "{G}{W}")
	wantPayable(t, r, true)
}
