package rules

import "testing"

// CR 702.33d, 614.1c: what a kicked permanent enters with is applied as
// it enters. Its +1/+1 counters are the board's to say, and keywords of
// combat it entered with (Kavu Titan's trample, Faerie Squadron's flying)
// bear on no question: beside a Forest, mana and upkeep answer. Haste it
// may have entered with (Pouncing Kavu) can let it tap (302.6), and that
// text still refuses.
func TestRule702_33dKickedEntersWith(t *testing.T) {
	for _, card := range []string{"Kavu Titan", "Faerie Squadron", "Benalish Lancer"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Pouncing Kavu"), false)
	for s, want := range map[string]bool{
		"If this was kicked, it enters with three +1/+1 counters on it and with trample.":                           true,
		"If this was kicked with its {1}{R} kicker, it enters with two +1/+1 counters on it and with first strike.": true,
		"If this was kicked, it enters with two +1/+1 counters on it and with haste.":                               false,
		"If this was kicked, it enters with two +1/+1 counters on it and with flying and hexproof.":                 false,
	} {
		a := &Ability{Text: s}
		got := compileEnters(a, s) && a.Why == "the engine does not read what this enters with if it was kicked"
		if got != want {
			t.Errorf("%q: read %v, want %v", s, got, want)
		}
	}
}
