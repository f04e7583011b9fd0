package rules

import (
	"strings"
	"testing"
)

// CR 614.10, 611.3b: "Skip your draw step." is a replacement effect of a
// static ability, which applies only while its permanent is on the
// battlefield. Solitary Confinement's own upkeep trigger may sacrifice
// it, and then the draw step is not skipped: beside Ghirapur Orrery with
// no cards in hand, the step said "you skip your draw step" in every
// outcome, where two of the three ways sacrifice it. Alone with no cards
// in hand it is sacrificed in every outcome, and Necropotence, which no
// trigger takes away, skips it as before. In Two-Headed Giant the team
// skips the step a player skips (805.8).
func TestRule614_10DrawStepSkippedOnlyWhileItsSourceStays(t *testing.T) {
	skipStep := func(r *Ruling) string {
		for _, s := range r.Steps {
			if strings.Contains(s.Text, "draw step, so") || strings.Contains(s.Text, "draw step is not skipped") {
				return s.Text
			}
		}
		return ""
	}
	for _, c := range []struct {
		board string
		want  []string
		not   string
	}{
		{"me: Ghirapur Orrery, Solitary Confinement, hand 0", []string{"where it is still on the battlefield", "then the draw step is not skipped"}, ""},
		{"me: Solitary Confinement, hand 0", []string{"sacrificed in the upkeep in every outcome", "the draw step is not skipped"}, "so you draw no card"},
		{"me: Ghirapur Orrery, Necropotence, hand 0, life 20", []string{"With Necropotence, you skip your draw step, so you draw no card for it"}, "not skipped"},
		{"turn: opp; me: hand 0; opp: Solitary Confinement, Ghirapur Orrery, hand 0", []string{"Opp skips their draw step, so they draw no card for it, where it is still"}, ""},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, Necropotence, hand 0, life 20; ally: hand 1", []string{"your team skips it, 805.8"}, ""},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		got := skipStep(r)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: step %q, want %q", c.board, got, w)
			}
		}
		if c.not != "" && strings.Contains(got, c.not) {
			t.Errorf("%s: step %q, want no %q", c.board, got, c.not)
		}
	}
}
