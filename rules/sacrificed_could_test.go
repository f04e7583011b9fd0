package rules

import "testing"

// CR 106.7, 608.2h: Squandered Resources adds a type the one land
// sacrificed for it could produce, as it last existed on the battlefield;
// the steps say so, where they spoke of "the lands it looks at" and of
// lands that only look at each other, as for Reflecting Pool.
func TestRule608_2hSquanderedResourcesSaysTheSacrificedLand(t *testing.T) {
	for _, q := range [][]string{
		{"judge activate", "board", "me: Squandered Resources, Forest", "card", "Squandered Resources"},
		{"judge could-produce", "board", "me: Squandered Resources, Forest", "card", "Squandered Resources"},
	} {
		r := ask(t, q[0], q[1:]...)
		if !rulingSays(r, "that the land sacrificed for it could produce as it last existed on the battlefield") {
			t.Errorf("%v: want a step on the land sacrificed for it", q)
		}
		if rulingSays(r, "lands that only look at each other") {
			t.Errorf("%v: speaks of lands that look at each other, which Squandered Resources does not", q)
		}
		wantRules(t, r, "608.2h")
	}
	r := ask(t, "judge activate", "board", "me: Squandered Resources, Forest", "card", "Squandered Resources")
	wantMana(t, r, "{G}")
	// Reflecting Pool still looks at lands.
	r = ask(t, "judge tap", "board", "me: Reflecting Pool, Forest", "card", "Reflecting Pool")
	if !rulingSays(r, "that the lands it looks at could produce") {
		t.Errorf("Reflecting Pool: want the step on the lands it looks at")
	}
}
