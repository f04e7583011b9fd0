package rules

import "testing"

// CR 514.3: normally no player gets priority in the cleanup step, so no
// mana ability is activated: a Forest pays nothing and makes no mana.
// Where a state-based action is performed then, the active player gets
// priority (514.3a), and the engine does not answer that as no.
func TestRule514_3NoPriorityInTheCleanupStep(t *testing.T) {
	r := pay(t, "me: Forest; step: cleanup", "{G}")
	wantPayable(t, r, false)
	wantRules(t, r, "514.3")
	r = ask(t, "judge mana", "board", "me: Forest, Island; step: cleanup")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("max mana %v in the cleanup step", r.MaxMana)
	}
	r = pay(t, "me: Forest, Wild Growth; step: cleanup", "{G}")
	if r.Understood && r.Payable != nil && !*r.Payable {
		t.Errorf("after a state-based action in the cleanup step: %q", r.Answer)
	}
	r = pay(t, "me: Forest; step: end", "{G}")
	wantPayable(t, r, true)
}
