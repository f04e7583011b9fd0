package rules

import "testing"

// CR 602.1 and 604.3: an activated ability that is not a mana ability
// does nothing unless activated, so its effect reading power (Jagged-Scar
// Archers' "deals damage equal to its power") doesn't make the Archers'
// own power and toughness, which count the Elves their controller
// controls, bear on a mana question: the state-based actions work out
// its toughness (704.5f).
func TestRule602_1ActivatedEffectReadingPowerBearsOnNoManaQuestion(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: Forest, Jagged-Scar Archers", 1},
		{"me: Forest, Llanowar Elves, Jagged-Scar Archers", 2},
		{"me: Forest, Llanowar Elves, Jagged-Scar Archers; opp: Elesh Norn, Grand Cenobite", 1},
	} {
		if got := mostMana(t, c.board); got != c.want {
			t.Errorf("%s: most mana %d, want %d", c.board, got, c.want)
		}
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Jagged-Scar Archers"), true)
}
