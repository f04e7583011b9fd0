package rules

import (
	"strings"
	"testing"
)

// CR 305.7, 613.1d, 607.2d: Convincing Mirage's enchanted land is the
// basic land type chosen as it entered, which the board records as
// "named TYPE": it loses its other land types and the abilities of its
// rules text and has the chosen type's mana ability. Where the board does
// not say the type, the answer is refused; a type that is no basic land
// type is an input error.
func TestRule305_7ConvincingMirageSetsTheChosenType(t *testing.T) {
	wantMost(t, "me: Forest, Convincing Mirage (on Forest, named Island)", 1, map[string]int{"U": 1})
	wantMost(t, "me: Forest, Phantasmal Terrain (on Forest, named Swamp)", 1, map[string]int{"B": 1})
	wantMost(t, "me: Forest, Island, Convincing Mirage (on Forest, named Island), Convincing Mirage (on Island, named Swamp)", 2, map[string]int{"U": 1, "B": 1})
	// Urborg made an Island loses its ability: the Forest is no Swamp.
	wantMost(t, "me: Urborg, Tomb of Yawgmoth, Forest, Convincing Mirage (on Urborg, Tomb of Yawgmoth, named Island)", 2, map[string]int{"U": 1, "G": 1, "B": 0})
	wantMana(t, ask(t, "judge tap", "board", "me: Taiga, Convincing Mirage (on Taiga, named Island); opp: Blood Moon", "card", "Taiga"), "{R}", "{U}")
	r := ask(t, "judge mana", "board", "me: Forest, Convincing Mirage (on Forest)")
	wantUnderstood(t, r, false)
	askErr(t, "judge mana", "board", "me: Forest, Convincing Mirage (on Forest, named Elf)")
}

// CR 305.7, 205.1b, 607.2d: Realmwright's "Lands you control are the
// chosen type in addition to their other types." adds the basic land
// type it chose as it entered, written `named Island`, to its
// controller's lands, with its intrinsic mana ability; where the board
// does not say the choice, the answer says how to write it.
func TestRule305_6RealmwrightAddsTheChosenType(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Taiga, Realmwright (named Island)", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}", "{R}", "{G}")
	r = ask(t, "judge tap", "board", "me: Taiga; opp: Realmwright (named Island)", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{R}", "{G}")
	r = ask(t, "judge tap", "board", "me: Taiga, Realmwright", "card", "Taiga")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Realmwright (named Island)") {
		t.Errorf("no choice: %s", r.Answer)
	}
}
