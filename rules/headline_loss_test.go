package rules

import (
	"strings"
	"testing"
)

// CR 810.8c (a team with 0 or less life loses) and 704.5a: in Two-Headed
// Giant, tapping City of Brass at 1 life makes the team lose once its
// damage resolves. The headline keeps the loss, leaving the words on
// choices to the outcomes, where both don't fit in 25 words.
func TestRule810_8cTeamLossKeptInTapHeadline(t *testing.T) {
	const board = "format: 2hg; teams: me+ally vs opp+opp2; me: City of Brass, life 1"
	for _, cmd := range []string{"judge tap", "judge activate"} {
		r := ask(t, cmd, "board", board, "card", "City of Brass")
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "your team loses") || !strings.Contains(r.Answer, "{W}, {U}, {B}, {R} or {G}") {
			t.Errorf("%s: %q: want the mana and the team's loss", cmd, r.Answer)
		}
		if !headlineFits(r.Answer) {
			t.Errorf("%s: %q: more than %d words", cmd, r.Answer, maxHeadlineWords)
		}
		wantRules(t, r, "810.8c", "704.5a")
	}
	// Where both fit, both are said.
	r := ask(t, "judge tap", "board", "me: City of Brass, life 1", "card", "City of Brass")
	if !strings.Contains(r.Answer, "depending on the choices made; then you lose") {
		t.Errorf("1v1: %q", r.Answer)
	}
}
