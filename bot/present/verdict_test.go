package present_test

import (
	"testing"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

func TestVerdictOf(t *testing.T) {
	for _, c := range []struct {
		r    rules.Ruling
		want present.Verdict
	}{
		{rules.Ruling{Understood: true, Legal: new(true)}, present.VerdictYes},
		{rules.Ruling{Understood: true, Legal: new(false)}, present.VerdictNo},
		{rules.Ruling{Understood: true}, present.VerdictPlain},
		{rules.Ruling{Understood: false, Legal: new(true)}, present.VerdictUnclear},
		{rules.Ruling{Understood: false}, present.VerdictUnclear},
	} {
		if got := present.VerdictOf(&c.r); got != c.want {
			t.Errorf("VerdictOf(understood %v, legal %v) = %q, want %q", c.r.Understood, c.r.Legal, got, c.want)
		}
	}
}

// TestVerdictOfTheEngine: Llanowar Elves cannot tap for mana the turn it
// came under its controller's control (CR 302.6), but can with haste.
func TestVerdictOfTheEngine(t *testing.T) {
	for q, want := range map[string]present.Verdict{
		`/judge activate board:"me: Llanowar Elves (sick)" card:"Llanowar Elves"`:        present.VerdictNo,
		`/judge activate board:"me: Llanowar Elves (sick, haste)" card:"Llanowar Elves"`: present.VerdictYes,
		"/orrery upkeep hand:0": present.VerdictPlain,
	} {
		if got := present.VerdictOf(ask(t, q)); got != want {
			t.Errorf("%s: %q, want %q", q, got, want)
		}
	}
}
