package rules

import (
	"strings"
	"testing"
)

// CR 605.1a: an activated ability whose cost or effect moves a card to or
// from a library is not a mana ability, even though it adds mana
// (Chromatic Sphere's "Draw a card", the Eggs, Millikin and Deranged
// Assistant's milled card). Its permanent is not tapped for mana (106.12):
// Mana Reflection doubles nothing of it, /judge tap says why, and
// /judge activate still answers that it can be activated. A draw in a
// delayed trigger (Barbed Sextant) moves no card as the ability resolves,
// so that ability is a mana ability.
func TestRule605_1aAbilityMovingALibraryCardIsNotAManaAbility(t *testing.T) {
	for _, card := range []string{"Chromatic Sphere", "Mossfire Egg", "Millikin", "Deranged Assistant"} {
		r := ask(t, "judge tap", "board", "me: "+card+", Mana Reflection, library 10", "card", card)
		wantUnderstood(t, r, true)
		if r.Legal == nil || *r.Legal || len(r.Outcomes) != 0 {
			t.Errorf("%s tapped for mana: %s", card, r.Answer)
		}
		wantRules(t, r, "605.1a")
		if !strings.Contains(strings.Join(stepTexts(r), "\n"), "is not a mana ability") {
			t.Errorf("%s: no step says its ability is not a mana ability: %+v", card, r.Steps)
		}
		r = ask(t, "judge activate", "board", "me: "+card+", library 10", "card", card)
		wantUnderstood(t, r, true)
		if r.Legal == nil || !*r.Legal {
			t.Errorf("%s's ability can't be activated: %s", card, r.Answer)
		}
		if !strings.Contains(strings.Join(stepTexts(r), "\n"), "adds mana but is not a mana ability") {
			t.Errorf("%s: activate has no step that says it is not a mana ability: %+v", card, r.Steps)
		}
		// Its mana is made on the stack, which pay and mana do not
		// model, and the refusal says so.
		r = ask(t, "judge mana", "board", "me: Forest, Forest, library 10, "+card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "adds mana but is not a mana ability") || !strings.Contains(r.Answer, "counts only the mana of mana abilities") {
			t.Errorf("%s: the refusal does not say why: %s", card, r.Answer)
		}
	}
	for _, card := range []string{"Barbed Sextant", "Chromatic Star"} {
		r := ask(t, "judge tap", "board", "me: "+card+", Mana Reflection", "card", card)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) == 0 || !strings.Contains(r.Answer, "{G}{G}") {
			t.Errorf("%s, a mana ability, beside Mana Reflection: %s", card, r.Answer)
		}
	}
}
