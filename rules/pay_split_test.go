package rules

import "testing"

// CR 709.3b: while on the stack only the characteristics of the half of a
// split card being cast exist, so a half named in card: has the colors of
// its own mana cost, the second half's as the first's: Intervention
// ({2}{R}{W}) is a multicolored spell that Pillar of the Paruns' mana can
// pay for, and Ice ({1}{U}) is a monocolored one it can't.
func TestRule709_3bSplitHalfHasItsOwnColors(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Pillar of the Paruns, Mountain, 2x Forest", "cost", "{2}{R}{W}", "card", "Intervention")
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable {
		t.Errorf("Intervention with Pillar of the Paruns: payable %v, want true (%s)", r.Payable, r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Pillar of the Paruns, Island", "cost", "{1}{U}", "card", "Ice")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable {
		t.Errorf("Ice with Pillar of the Paruns: payable %v, want false (%s)", r.Payable, r.Answer)
	}
}
