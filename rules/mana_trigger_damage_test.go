package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 605.1b, 605.4a, 106.12a: Overabundance's ability is one triggered
// mana ability: the player who taps a land for mana adds one mana of a
// type it produced and is dealt 1 damage as it resolves, at once, before
// any life is paid later; it triggers only when the land produces mana.
// Its damage stops an untap that needs priority at 0 life (704.5a), but
// not mana abilities activated after it.
func TestCR605_1bOverabundanceAddsManaAndDealsDamage(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Overabundance", "card", "Forest")
	wantMana(t, r, "{G}{G}")
	if len(r.Outcomes) != 1 || !slices.Contains(r.Outcomes[0].Events, "Overabundance deals 1 damage to you") {
		t.Errorf("events %v, want Overabundance's damage", r.Outcomes)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Overabundance; opp: Contamination", "card", "Forest"), "{B}{B}")
	wantMana(t, ask(t, "judge tap", "board", "me: Gaea's Cradle, Overabundance", "card", "Gaea's Cradle"), "")
	wantMost(t, "me: 3x Forest, Overabundance, life 1", 6, map[string]int{"G": 6})
	wantMost(t, "me: Forest; opp: Overabundance, Forest", 2, map[string]int{"G": 2})
	// Mana Confluence's life is paid first, at 1 life; its land makes
	// two mana with Overabundance.
	wantMost(t, "me: Forest, Overabundance, Mana Confluence, life 1", 4, map[string]int{"G": 4, "W": 2})
	// Voyaging Satyr's untap goes on the stack: at 0 life after the
	// Forest's damage, its controller loses before it resolves.
	wantMost(t, "me: Forest, Overabundance, Voyaging Satyr, life 1", 2, map[string]int{"G": 2})
	wantMost(t, "me: Forest, Overabundance, Voyaging Satyr, life 2", 4, map[string]int{"G": 4})
	wantPayable(t, pay(t, "me: Forest, Overabundance, Mana Confluence, life 1", "{G}{G}{W}{W}"), true)
}

// CR 603.2, 603.3, 120.3a: Spireside Infiltrator's "Whenever Spireside
// Infiltrator becomes tapped, it deals 1 damage to each opponent."
// triggers as it is tapped for mana (Cryptolith Rite's) or for Springleaf
// Drum's cost; the engine does not model what it does, so those answers
// stop, and one where it is not tapped does not.
func TestRule603_2BecomesTappedDamageToOpponents(t *testing.T) {
	for _, c := range []struct{ q, board, card string }{
		{"judge tap", "me: Spireside Infiltrator, Cryptolith Rite; opp: life 1", "Spireside Infiltrator"},
		{"judge tap", "me: Springleaf Drum, Spireside Infiltrator; opp: life 1", "Springleaf Drum"},
	} {
		r := ask(t, c.q, "board", c.board, "card", c.card)
		if r.Understood || !strings.Contains(r.Answer, "Spireside Infiltrator") {
			t.Errorf("%s: want a refusal naming Spireside Infiltrator, got %s", c.board, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Spireside Infiltrator, Forest", "card", "Forest")
	if !r.Understood {
		t.Errorf("Forest beside Spireside Infiltrator: %s", r.Answer)
	}
}
