package rules

import (
	"strings"
	"testing"
)

// CR 705.2: Mana Crypt's "flip a coin. If you lose the flip, Mana Crypt
// deals 3 damage to you." is won or lost, each an outcome: at 3 life the
// loss ends the game before Ghirapur Orrery's ability resolves, or after
// it; won, nothing is dealt. Every board with Mana Crypt was refused.
func TestRule705_2ManaCryptFlipEachOutcome(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Mana Crypt, hand 0, life 3")
	wantUnderstood(t, r, true)
	wantRules(t, r, "705.2", "704.5a")
	if len(r.Outcomes) != 3 || !strings.Contains(r.Answer, "by their order and the coin flip. In some outcomes, you lose the game") {
		t.Fatalf("answer %q, outcomes %+v", r.Answer, r.Outcomes)
	}
	lost := 0
	for _, o := range r.Outcomes {
		ev := strings.Join(o.Events, "|")
		if strings.Contains(ev, "you win the flip") && strings.Contains(ev, "deals 3 damage") {
			t.Errorf("a won flip dealt damage: %q", ev)
		}
		if strings.Contains(ev, "Mana Crypt deals 3 damage to you; your life total is now 0") {
			lost++
		}
	}
	if lost != 2 {
		t.Errorf("%d outcomes lose the flip at 3 life, want 2: %+v", lost, r.Outcomes)
	}
	// Worship keeps the damage from taking the last life (614.1a).
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Mana Crypt, Worship, Grizzly Bears, hand 0, life 3")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "lose the game") {
		t.Errorf("beside Worship: %q", r.Answer)
	}
	// An opponent's Mana Crypt doesn't trigger in your upkeep.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 3; opp: Mana Crypt")
	if len(r.Triggers) != 1 || r.Triggers[0].Source != "Ghirapur Orrery" {
		t.Errorf("opponent's Mana Crypt: triggers %+v", r.Triggers)
	}
}
