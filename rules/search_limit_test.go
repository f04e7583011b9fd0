package rules

import "testing"

// CR 701.23, 602.2: an effect that stops or narrows searching libraries
// (Stranglehold, Mindlock Orb, Leonin Arbiter, Aven Mindcensor, Ashiok,
// Dream Render) changes only what a search finds: a fetch land's ability
// can still be activated (Stranglehold's rulings of 2011-09-22), and
// Stranglehold's skipped extra turns bear on no question. Beside text
// that searches, in a question that follows what it does (Land Tax in an
// upkeep), it still stops the answer.
func TestRule701_23SearchLimitStopsNoActivation(t *testing.T) {
	for _, c := range []string{"Stranglehold", "Aven Mindcensor", "Leonin Arbiter", "Ashiok, Dream Render", "Mindlock Orb"} {
		r := ask(t, "judge activate", "board", "me: Polluted Delta, life 20; opp: "+c, "card", "Polluted Delta")
		wantUnderstood(t, r, true)
		if r.Legal == nil || !*r.Legal {
			t.Errorf("%s: %s", c, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Forest; opp: Mindlock Orb")
	wantUnderstood(t, r, true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Land Tax, hand 1; opp: Mindlock Orb, 3x Island"), false)
}
