package rules

import "testing"

// CR 614.1a, 121.6: "If an opponent would draw two or more cards,
// instead you and that player each draw a card" (Alms Collector) replaces
// an instruction to draw two or more as a whole, before the effects on
// the cards one at a time (Alms Collector's rulings of 2017-08-25):
// Ghirapur Orrery's three cards become one for you and one for Opp, where
// the answer was refused; Phyrexian Arena's one card is not replaced; the
// card left to you meets Opp's Notion Thief, and in Two-Headed Giant each
// player's three cards are replaced apart.
func TestCR614_1aAlmsCollectorInstructionToDrawTwoOrMore(t *testing.T) {
	for _, c := range []struct {
		board   string
		players []string
		draws   []string
	}{
		{"me: Ghirapur Orrery, hand 0; opp: Alms Collector", []string{"me", "opp"}, []string{"me=1,opp=1"}},
		{"me: Ghirapur Orrery, hand 0, Alms Collector; opp: hand 0", []string{"me", "opp"}, []string{"me=3,opp=0"}},
		{"me: Ghirapur Orrery, hand 0, Phyrexian Arena; opp: Alms Collector", []string{"me", "opp"}, []string{"me=1,opp=0", "me=2,opp=1"}},
		{"me: Ghirapur Orrery, hand 0; opp: Alms Collector, Notion Thief", []string{"me", "opp"}, []string{"me=0,opp=2"}},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 0; opp: Alms Collector", []string{"me", "ally", "opp"}, []string{"me=1,ally=1,opp=2"}},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, c.players, c.draws...)
	}
	// Where an effect makes one card two (Thought Reflection), or a
	// limit leaves draws it can't replace, or two Alms Collectors apply,
	// the order or the choice decides.
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Thought Reflection; opp: Alms Collector",
		"me: Ghirapur Orrery, hand 0, Spirit of the Labyrinth; opp: Alms Collector",
		"me: Ghirapur Orrery, hand 0; opp: Alms Collector; opp2: Alms Collector",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
}
