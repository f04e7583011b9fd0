package rules

import (
	"strings"
	"testing"
)

// CR 604.3, 613.4a, 107.3: Ulvenwald Hydra's power and toughness are
// defined by a characteristic-defining ability, which sets no X, counter
// or mana value: with no {X} in its cost it enters with no counters (X is
// 0) and mana value 6. Its toughness is the number of lands its controller controls:
// on a board with none it is 0/0 and dies (704.5f); beside a Forest it
// stays. It was refused for the ability not understood. Text that does
// more than define power and toughness still refuses.
func TestRule604_3PowerToughnessDefiningAbilityBearsOnNoEntersAnswer(t *testing.T) {
	r := ask(t, "judge enters", "card", "Ulvenwald Hydra", "x", "0")
	wantUnderstood(t, r, true)
	if r.EtbX == nil || *r.EtbX != 0 || r.ManaValue == nil || *r.ManaValue != 6 || len(r.Counters) != 0 {
		t.Errorf("etb_x %v, mana value %v, counters %v: want 0, 6, none", r.EtbX, r.ManaValue, r.Counters)
	}
	wantRules(t, r, "604.3", "107.3a", "704.5f")
	if !strings.Contains(r.Answer, "no counters, then dies") {
		t.Errorf("answer %q: want it to die, with no land", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Ulvenwald Hydra", "x", "0", "board", "me: Forest")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "dies") || !strings.Contains(r.Answer, "enters with no counters;") {
		t.Errorf("answer %q: want it to stay beside a Forest", r.Answer)
	}
	for s, want := range map[string]bool{
		"this's power and toughness are each equal to the number of lands you control.":                                 true,
		"this's power and toughness are each equal to the number of lands you control. It enters with a +1/+1 counter.": false,
		"this's power is equal to the number of lands you control.":                                                     true,
	} {
		if got := reDefinesPT.MatchString(s); got != want {
			t.Errorf("%q read as defining power and toughness: %v, want %v", s, got, want)
		}
	}
}
