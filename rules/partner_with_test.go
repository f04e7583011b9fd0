package rules

import "testing"

// CR 702.124j: "Partner with [name]" is a rule for building a deck and a
// trigger on its own permanent entering, which a permanent on the board
// has done, so it bears on no question, where every board holding one
// (Blaring Captain, Pir, Imaginative Rascal, whose partner's name holds a
// comma) was refused.
func TestCR702_124jPartnerWithBearsOnNoQuestion(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Blaring Captain")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
		t.Errorf("outcomes %+v, want one where you draw three cards", r.Outcomes)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Chakram Slinger", "card", "Forest"), "{G}")
	// Its draw trigger puts a +1/+1 counter on itself, which bears on
	// nothing asked (CR 122.1), and it doesn't leave the battlefield.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Toothy, Imaginary Friend")
	wantUnderstood(t, r, true)
}
