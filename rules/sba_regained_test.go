package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 302.6, 611.2b, 800.4a: a creature that comes back under a player's
// control as the effect that gave it away ends (Control Magic put into
// the graveyard by protection, 704.5m, or its controller leaving a
// multiplayer game) has not been under that player's control since their
// most recent turn began: it has summoning sickness. Llanowar Elves was
// said to tap for {G}.
func TestCR302_6ControlRegainedDuringStateBasedActions(t *testing.T) {
	for _, board := range []string{
		"me: Llanowar Elves; opp: Control Magic (on my Llanowar Elves), life 0; opp2: life 5",
		"me: Llanowar Elves; opp: Control Magic (on my Llanowar Elves), Sword of Body and Mind (on my Llanowar Elves)",
	} {
		r := ask(t, "judge tap", "board", board, "card", "Llanowar Elves")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		if !strings.Contains(strings.Join(stepTexts(r), " | "), "controlled by you again") {
			t.Errorf("%s: steps %q, want the regained control said", board, stepTexts(r))
		}
		m := ask(t, "judge mana", "board", board)
		if m.MaxMana == nil || *m.MaxMana != 0 {
			t.Errorf("%s: max mana %v, want 0", board, m.MaxMana)
		}
	}
	// Haste still lets it tap.
	r := ask(t, "judge tap", "board", "me: Llanowar Elves, Concordant Crossroads; opp: Control Magic (on my Llanowar Elves), life 0; opp2: life 5", "card", "Llanowar Elves")
	wantLegal(t, r, true)
}

// CR 302.6, 611.3a: only a creature has summoning sickness; a land given
// back when the player who took it leaves the game is not said to have it.
func TestRule302_6RegainedNoncreatureHasNoSummoningSickness(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest; opp: life 0, Annex (on my Forest); opp2: life 5", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	if rulingSays(r, "it has summoning sickness") || slices.Contains(r.Rules, "611.2b") {
		t.Errorf("a regained Forest: %q %v", stepTexts(r), r.Rules)
	}
}
