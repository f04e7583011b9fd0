package rules

import "testing"

// CR 305.2, 305.3: a land played from the top of a library (Courser of
// Kruphix, Future Sight) uses one of the turn's land plays like any other,
// and gaining life or drawing a card as a land enters gives none, so the
// count is the board's: one, two beside Ghirapur Orrery. Both refused.
func TestRule305_2LandFromLibraryTopUsesALandPlay(t *testing.T) {
	for board, want := range map[string]int{
		"me: Llanowar Elves, Courser of Kruphix":      1,
		"me: Ghirapur Orrery, Courser of Kruphix":     2,
		"me: Future Sight":                            1,
		"me: Ghirapur Orrery, Horn of Greed":          2,
		"me: Magus of the Future, Courser of Kruphix": 1,
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != want {
			t.Errorf("%s: land plays %v, want %d: %s", board, r.LandPlays, want, r.Answer)
		}
	}
}
