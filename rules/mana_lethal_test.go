package rules

import (
	"strings"
	"testing"
)

// CR 117.3c, 117.5, 704.5a: a player who activates a mana ability while
// holding priority receives priority again, and state-based actions are
// checked first; two Ancient Tombs at 2 life make four mana only while a
// cost is being paid, and leave the player at -2 life, so the answer says
// so, as /judge pay does. At 5 life there is nothing to say.
func TestRule117_3cMostManaThatLeavesNoLife(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: 2x Ancient Tomb, life 2")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 || !strings.Contains(r.Answer, "leaves you at -2 life") || !strings.Contains(r.Answer, "lose the game") {
		t.Errorf("max %v, answer %q: want four mana, -2 life and the loss", r.MaxMana, r.Answer)
	}
	wantRules(t, r, "117.3c", "704.5a")
	r = ask(t, "judge mana", "board", "me: 2x Ancient Tomb, life 5")
	if strings.Contains(r.Answer, "life") {
		t.Errorf("answer %q: at 5 life four mana leaves 1", r.Answer)
	}
}
