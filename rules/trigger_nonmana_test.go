package rules

import "testing"

// CR 605.1a, 603.2: Immolation Shaman's "Whenever an opponent activates an
// ability of an artifact, creature, or land that isn't a mana ability"
// never triggers on a mana ability, as Harsh Mentor's "…, if it isn't a
// mana ability," doesn't: tapping a Forest, or the most mana, is answered
// beside either. A non-mana ability's activation still sees it.
func TestRule605_1aNonManaActivationTriggerIgnoresManaAbilities(t *testing.T) {
	for _, opp := range []string{"Immolation Shaman", "Harsh Mentor"} {
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest; opp: "+opp, "card", "Forest"), true)
		r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves; opp: "+opp)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 2 {
			t.Errorf("%s: most mana %v (%s)", opp, r.MaxMana, r.Answer)
		}
	}
	abil := Compile(mustCard(t, "Immolation Shaman"))
	if tr := abil[0].Trigger; tr == nil || len(tr.On) != 1 || tr.On[0] != EventActivateNonMana {
		t.Errorf("Immolation Shaman's trigger: %+v", tr)
	}
}
