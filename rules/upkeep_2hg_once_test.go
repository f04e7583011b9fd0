package rules

import "testing"

// CR 805.4d: in Two-Headed Giant an ability that triggers at the beginning
// of "each player's" or "each opponent's" upkeep triggers once for each
// player of the active team only where it refers to "that player"; one that
// doesn't triggers once. "At the beginning of each player's upkeep, you
// draw a card." was answered as triggering twice, two cards drawn.
func TestRule805_4dTriggersOnceWithoutThatPlayer(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	for _, c := range []struct {
		board, who string
	}{
		{teams + "me: [Oddity: Enchantment — At the beginning of each player's upkeep, you draw a card.], hand 0; ally: hand 0", "me"},
		{teams + "opp: [Oddity: Enchantment — At the beginning of each opponent's upkeep, you draw a card.]; me: hand 0; ally: hand 0", "opp"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if len(r.Triggers) != 1 || len(r.Outcomes) != 1 || r.Outcomes[0].Draws[c.who] != 1 {
			t.Errorf("%s: triggers %+v, outcomes %+v; want one trigger, %s drawing one card", c.board, r.Triggers, r.Outcomes, c.who)
		}
		wantRules(t, r, "805.4d")
	}
	// One that refers to that player still triggers for each of them.
	r := ask(t, "judge upkeep", "board", teams+"opp: [Oddity: Enchantment — At the beginning of each opponent's upkeep, that player draws a card.]; me: hand 0; ally: hand 0")
	if len(r.Triggers) != 2 || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 1 || r.Outcomes[0].Draws["ally"] != 1 {
		t.Errorf("that player: triggers %+v, outcomes %+v; want two, each drawing one card", r.Triggers, r.Outcomes)
	}
}
