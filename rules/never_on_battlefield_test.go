package rules

import (
	"strings"
	"testing"
)

// CR 304.4, 307.4, 605.5b: an instant or a sorcery is never on the
// battlefield, and one that adds mana (Dark Ritual) is a spell, cast and
// resolved, not a mana ability: a question that names it as a permanent
// says so, and where it adds mana, that /judge pay asks about its cost.
func TestRule605_5bSpellThatAddsManaIsNoPermanent(t *testing.T) {
	for _, c := range []struct {
		cmd, card, want string
		mana            bool
	}{
		{"judge tap", "Dark Ritual", "an instant card is never on the battlefield (CR 304.4)", true},
		{"judge activate", "Seething Song", "an instant card is never on the battlefield (CR 304.4)", true},
		{"judge could-produce", "Lightning Bolt", "an instant card is never on the battlefield (CR 304.4)", false},
		{"judge tap", "Explore", "a sorcery card is never on the battlefield (CR 307.4)", false},
	} {
		_, err := askOpts(c.cmd, map[string]string{"board": "me: Forest", "card": c.card})
		if err == nil {
			t.Fatalf("%s %s: no error", c.cmd, c.card)
		}
		msg := err.Error()
		if !strings.Contains(msg, c.want) {
			t.Errorf("%s %s: %q, want it to say %q", c.cmd, c.card, msg, c.want)
		}
		if got := strings.Contains(msg, "not a mana ability's (CR 605.5b)"); got != c.mana {
			t.Errorf("%s %s: says it adds mana %v, want %v: %q", c.cmd, c.card, got, c.mana, msg)
		}
	}
	// A permanent card not on the board is named as before.
	_, err := askOpts("judge tap", map[string]string{"board": "me: Forest", "card": "Llanowar Elves"})
	if err == nil || !strings.Contains(err.Error(), "there is no Llanowar Elves on the board; it has Forest") {
		t.Errorf("Llanowar Elves: %v", err)
	}
}
