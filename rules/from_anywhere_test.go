package rules

import "testing"

// CR 603.6c and 603.10a: "When this is put into a graveyard from
// anywhere" (Vigor) triggers for a permanent on the board only as it
// leaves the battlefield, which no mana question does unless it is
// sacrificed or dies: beside a Forest it bears on nothing, and where an
// Altar can sacrifice it the answer is refused.
func TestRule603_10aPutIntoAGraveyardFromAnywhere(t *testing.T) {
	if got := mostMana(t, "me: Forest, Vigor"); got != 1 {
		t.Errorf("most mana %d, want 1", got)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Kozilek, Butcher of Truth"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Vigor, Ashnod's Altar"), false)
}

// CR 702.16a and 702.16c: protection from colored spells (Emrakul, the
// Aeons Torn) is a quality of spells; an Aura on the battlefield is a
// permanent, so Rancor stays attached.
func TestRule702_16ProtectionFromColoredSpells(t *testing.T) {
	for _, board := range []string{"me: Forest, Emrakul, the Aeons Torn", "me: Forest, Emrakul, the Aeons Torn, Rancor (on Emrakul, the Aeons Torn)"} {
		if got := mostMana(t, board); got != 1 {
			t.Errorf("%s: most mana %d, want 1", board, got)
		}
	}
}
