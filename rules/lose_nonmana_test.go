package rules

import (
	"strings"
	"testing"
)

// CR 613.1f, 605.1a, 613.6: Blood Sun's lands lose all abilities but
// their mana abilities: City of Brass's trigger that deals damage as it
// becomes tapped is gone, so at 1 life it still makes one mana and no
// damage follows; Mutavault can't become a creature; Cabal Coffers and
// Urborg keep what they do (Blood Sun's rulings of 2018-01-19: Urborg's
// effect applies before its abilities are removed). An ability given to
// such a land that is not a mana ability depends on timestamps.
func TestRule613_1fBloodSunLandsKeepManaAbilities(t *testing.T) {
	for _, c := range []struct {
		board string
		max   int
	}{
		{"me: City of Brass, Blood Sun, life 1", 1},
		{"me: Cabal Coffers, 2x Swamp, Blood Sun", 2},
		{"me: Urborg, Tomb of Yawgmoth, Forest, Blood Sun", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.max {
			t.Errorf("%s: max mana %v, want %d: %s", c.board, r.MaxMana, c.max, r.Answer)
		}
		if strings.Contains(r.Answer, "life") {
			t.Errorf("%s: answer %q: no damage is dealt", c.board, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Urborg, Tomb of Yawgmoth, Forest, Blood Sun")
	if r.MaxByType["B"] != 2 {
		t.Errorf("max by type %v: the Forest is still a Swamp", r.MaxByType)
	}
	r = ask(t, "judge activate", "board", "me: Mutavault, Blood Sun", "card", "Mutavault", "ability", "2")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal {
		t.Errorf("legal %v: Mutavault's animation is lost: %s", r.Legal, r.Answer)
	}
	wantRules(t, r, "613.1f")
	if !strings.Contains(r.Answer, "lost ability 2 by Blood Sun's effect") {
		t.Errorf("answer %q", r.Answer)
	}
}
