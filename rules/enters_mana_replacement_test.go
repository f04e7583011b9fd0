package rules

import "testing"

// CR 106.12b, 614.1a, 202.3e: a replacement effect on the mana a
// permanent tapped for mana produces (Damping Sphere, Mana Reflection,
// Contamination, Pulse of Llanowar, Nyxbloom Ancient) applies once its
// permanent is on the battlefield and something is tapped for mana;
// none is as its own spell is cast and enters, so it changes no X,
// counter or mana value there: Nyxbloom Ancient enters with mana value 7.
func TestRule614_1aManaReplacementOfTheCardEnteringBearsOnNothing(t *testing.T) {
	for _, c := range []struct {
		card string
		mv   int
	}{
		{"Damping Sphere", 2},
		{"Mana Reflection", 6},
		{"Contamination", 3},
		{"Pulse of Llanowar", 4},
		{"Nyxbloom Ancient", 7},
	} {
		r := ask(t, "judge enters", "card", c.card)
		wantUnderstood(t, r, true)
		if r.ManaValue == nil || *r.ManaValue != c.mv {
			t.Errorf("%s: mana value %v, want %d", c.card, r.ManaValue, c.mv)
		}
	}
}
