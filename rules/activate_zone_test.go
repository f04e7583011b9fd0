package rules

import "testing"

// CR 113.6m: an ability whose effect moves the card with it out of its
// owner's graveyard functions only there, so on the battlefield it can't
// be activated (Reassembling Skeleton, Chronosavant, Kuldotha Phoenix in
// its controller's upkeep beside three artifacts).
func TestRule113_6mReturnFromGraveyardOnlyThere(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Reassembling Skeleton", "Reassembling Skeleton", ""},
		{"me: Chronosavant", "Chronosavant", ""},
		{"me: Kuldotha Phoenix, 3x Sol Ring; step: upkeep", "Kuldotha Phoenix", ""},
		// "Put Champion of Stray Souls on top of your library from your
		// graveyard."
		{"me: Champion of Stray Souls, 7x Swamp", "Champion of Stray Souls", "2"},
	} {
		r := activateOf(t, c.board, c.card, c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		wantRules(t, r, "113.6m")
	}
}
