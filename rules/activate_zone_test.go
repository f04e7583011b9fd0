package rules

import "testing"

// CR 113.6m: an ability whose effect moves the card with it out of its
// owner's graveyard functions only there, so on the battlefield it can't
// be activated (Reassembling Skeleton, Chronosavant, Kuldotha Phoenix in
// its controller's upkeep beside three artifacts).
func TestRule113_6mReturnFromGraveyardOnlyThere(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Reassembling Skeleton", "Reassembling Skeleton"},
		{"me: Chronosavant", "Chronosavant"},
		{"me: Kuldotha Phoenix, 3x Sol Ring; step: upkeep", "Kuldotha Phoenix"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		wantRules(t, r, "113.6m")
	}
}
