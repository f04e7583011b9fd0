package rules

import (
	"strings"
	"testing"
)

// CR 704.5j: a legendary permanent entering under the control of a player
// who controls another with its name meets the legend rule before any
// player gets priority: they keep one and the others go to the graveyard.
// Kami of the Crescent Moon beside your own says so, as does Clone copying
// it and Vesuva copying your Urborg, Tomb of Yawgmoth (the tapped copy
// said first); the answers said only what it entered with. Beside an
// opponent's namesake, or alone, nothing is said.
func TestCR704_5jEntersMeetsLegendRule(t *testing.T) {
	for _, c := range []struct {
		args   []string
		legend bool
	}{
		{[]string{"card", "Kami of the Crescent Moon", "board", "me: Kami of the Crescent Moon"}, true},
		{[]string{"card", "Narset, Parter of Veils", "board", "me: Narset, Parter of Veils (1 loyalty)"}, true},
		{[]string{"card", "Kami of the Crescent Moon", "board", "opp: Kami of the Crescent Moon"}, false},
		{[]string{"card", "Kami of the Crescent Moon"}, false},
	} {
		r := ask(t, "judge enters", c.args...)
		wantUnderstood(t, r, true)
		if got := strings.Contains(r.Answer, "by the legend rule"); got != c.legend {
			t.Errorf("%v: %s; want the legend rule %v", c.args, r.Answer, c.legend)
		}
		if c.legend {
			wantRules(t, r, "704.5j")
		}
	}
	r := ask(t, "judge enters", "card", "Clone", "board", "me: Kami of the Crescent Moon")
	if len(r.Outcomes) != 2 || !strings.Contains(r.Outcomes[0].Events[0], "by the legend rule") {
		t.Errorf("Clone: %+v, want the copy to meet the legend rule", r.Outcomes)
	}
	r = ask(t, "judge enters", "card", "Vesuva", "cast", "false", "board", "me: Urborg, Tomb of Yawgmoth")
	if len(r.Outcomes) != 2 || !strings.Contains(r.Outcomes[0].Events[0], "as Vesuva says. Then, by the legend rule") {
		t.Errorf("Vesuva: %+v, want the tapped copy said, then the legend rule", r.Outcomes)
	}
}

// CR 704.3, 603.3, 400.7: the legend rule is applied before Amulet of
// Vigor's trigger is put on the stack; the answer says the new Urborg is
// untapped only if it is the one kept.
func TestRule704_3LegendRuleBeforeAmuletUntaps(t *testing.T) {
	r := ask(t, "judge enters", "card", "Urborg, Tomb of Yawgmoth", "board", "me: Urborg, Tomb of Yawgmoth, Amulet of Vigor; opp: Kismet")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "untaps it. Then, by the legend rule") || !strings.Contains(r.Answer, "If it is the one kept, Amulet of Vigor's ability untaps it.") {
		t.Errorf("headline %q", r.Answer)
	}
	wantRules(t, r, "400.7")
}
