package rules

import (
	"fmt"
	"strings"
	"testing"
)

// CR 602.2: only an object's controller can activate its abilities,
// unless it says otherwise. Asked of an opponent's Pili-Pala, the answer
// is whether that opponent can, and says you can't; a card whose ability
// any player may activate is not said to be its controller's alone.
func TestRule602_2OnlyTheControllerActivates(t *testing.T) {
	r := ask(t, "judge activate", "board", "opp: Pili-Pala (tapped)", "card", "opp's Pili-Pala")
	wantLegal(t, r, true)
	wantRules(t, r, "602.2")
	if !strings.Contains(fmt.Sprint(r.Steps), "you can't") {
		t.Errorf("opp's Pili-Pala: no step says you can't activate it: %v", r.Steps)
	}
	r = ask(t, "judge activate", "board", "me: Pili-Pala (tapped)", "card", "Pili-Pala")
	if strings.Contains(fmt.Sprint(r.Steps), "you can't") {
		t.Errorf("your own Pili-Pala: a step says you can't activate it: %v", r.Steps)
	}
	r = ask(t, "judge activate", "board", "opp: [Vapors: Enchantment — Sacrifice this enchantment: Destroy all creatures. Any player may activate this ability.]", "card", "opp's Vapors")
	if strings.Contains(fmt.Sprint(r.Steps), "you can't") {
		t.Errorf("an ability any player may activate: a step says you can't: %v", r.Steps)
	}
}
