package rules

import "testing"

// CR 704.5j: with two Gaea's Cradles, their controller chooses which one
// stays. Asked whether they can pay, or how much they can make, the
// answer is what their best choice gives: keeping the untapped Cradle
// pays {G}{G}. A choice another player makes leaves the answer as each
// choice's.
func TestRule704_5jTheLegendRuleChoiceIsThePayersOwn(t *testing.T) {
	r := pay(t, "me: Gaea's Cradle (tapped), Gaea's Cradle, Llanowar Elves", "{G}{G}")
	wantPayable(t, r, true)
	wantRules(t, r, "704.5j")
	r = pay(t, "me: Gaea's Cradle (tapped), Gaea's Cradle, Llanowar Elves", "{G}{G}{G}")
	wantPayable(t, r, false)
	r = ask(t, "judge mana", "board", "me: Urborg, Tomb of Yawgmoth (tapped), Urborg, Tomb of Yawgmoth, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["B"] != 2 || r.MaxByType["G"] != 1 {
		t.Errorf("max mana %v %v: %q", r.MaxMana, r.MaxByType, r.Answer)
	}
	r = pay(t, "me: Forest; opp: Gaea's Cradle (tapped), Gaea's Cradle, Llanowar Elves", "{G}")
	wantPayable(t, r, true)
}
