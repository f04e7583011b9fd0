package rules

import "testing"

// CR 113.6m, 701.9a: channel's and bloodrush's "Discard this" moves the
// card from its owner's hand, so the ability functions only there: on
// the battlefield it can't be activated.
func TestRule113_6mDiscardThisWorksFromHand(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Ghost-Lit Raider", "Ghost-Lit Raider", "2"},
		{"me: Ghor-Clan Rampager", "Ghor-Clan Rampager", ""},
	} {
		r := activateOf(t, c.board, c.card, c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		wantRules(t, r, "113.6m", "701.9a")
	}
	// Its other ability is answered.
	wantLegal(t, activateOf(t, "me: Ghost-Lit Raider", "Ghost-Lit Raider", ""), true)
}
