package rules

import "testing"

// CR 305.2: Fastbond lets its controller play any number of lands on
// each of their turns, whatever they have played and whatever other
// effects add; a "can't play lands" effect still beats it (101.2), and on
// another player's turn no land is played (305.3). Its damage on each land
// played changes no count. Each board with Fastbond was refused.
func TestCR305_2FastbondAnyNumberOfLands(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Oracle of Mul Daya, Fastbond, lands played 5")
	wantUnderstood(t, r, true)
	if !r.LandsAnyNumber || r.LandPlays != nil || r.LandsLeft != nil {
		t.Errorf("lands_any_number %v, land_plays %v, lands_left %v: want any number (answer: %s)", r.LandsAnyNumber, r.LandPlays, r.LandsLeft, r.Answer)
	}
	wantRuling(t, r, "Fastbond", "2004-10-04")
	r = ask(t, "judge lands", "board", "me: Exploration; opp: Fastbond")
	wantUnderstood(t, r, true)
	wantInt(t, "land_plays", r.LandPlays, 2)
	r = ask(t, "judge lands", "board", "turn: opp; me: Fastbond")
	wantUnderstood(t, r, true)
	if r.LandsAnyNumber {
		t.Errorf("Opp's turn: Fastbond is yours (answer: %s)", r.Answer)
	}
	r = ask(t, "judge lands", "board", "me: Fastbond; opp: Territorial Dispute")
	wantUnderstood(t, r, true)
	wantInt(t, "land_plays", r.LandPlays, 0)
	if r.LandsAnyNumber {
		t.Errorf("Territorial Dispute: no land (answer: %s)", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Fastbond")
	wantUnderstood(t, r, true)
}
