package rules

import "testing"

// CR 305.2: Contamination's upkeep trigger, "sacrifice this enchantment
// unless you sacrifice a creature", keeps it or takes a permanent, which
// changes no land play and ends no game: /judge lands in the upkeep is
// answered beside it. Phyrexian Arena's loss of life may end the game
// there, and still stops the answer.
func TestRule305_2SacrificeUnlessChangesNoLandPlay(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, Contamination; step: upkeep")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("land plays: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Ghirapur Orrery, Phyrexian Arena; step: upkeep"), false)
	for _, text := range []string{
		"sacrifice this enchantment unless you sacrifice a creature.",
		"sacrifice this creature unless you pay {U}{U}.",
	} {
		if !reSacrificeUnless.MatchString(text) {
			t.Errorf("not read: %q", text)
		}
	}
	if reSacrificeUnless.MatchString("sacrifice this creature unless you pay 2 life.") {
		t.Error("a life payment read as mana")
	}
}
