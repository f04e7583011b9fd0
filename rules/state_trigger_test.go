package rules

import "testing"

// CR 603.8: a state trigger ("When you control no Islands, sacrifice
// Vodalian Knights") triggers as soon as its condition is true and is put
// on the stack the next time a player would receive priority; mana
// abilities, and paying a spell's costs, are done before that (605.3a,
// 603.3), so it changes no mana made now. It resolves within a turn's land
// plays, where it still refuses; in an upkeep, one that only sacrifices its
// own permanent is read (TestRule603_8StateTriggerThatOnlySacrificesItself).
func TestRule603_8StateTriggerWaitsForPriority(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Vodalian Knights")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("max mana %v, want 1: %s", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Forest, Task Mage Assembly", "cost", "{G}")
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable {
		t.Errorf("payable %v, want yes: %s", r.Payable, r.Answer)
	}
	for _, c := range [][]string{
		{"judge lands", "board", "me: Forest, Vodalian Knights"},
	} {
		r := ask(t, c[0], c[1:]...)
		wantUnderstood(t, r, false)
	}
}
