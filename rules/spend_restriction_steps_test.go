package rules

import "testing"

// CR 106.6: mana whose ability restricts how it is spent (Eldrazi
// Temple's second ability, Pillar of the Paruns) is still of its type; a
// tap question says the restriction and cites the rule, and where Mana
// Reflection doubles it, every mana made is restricted (106.6a, Mana
// Reflection's ruling of 2020-08-07). A rider that gives the spell an
// effect (Generator Servant) restricts nothing.
func TestRule106_6RestrictedManaKeepsItsType(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Eldrazi Temple", "card", "Eldrazi Temple")
	wantMana(t, r, "{C}", "{C}{C}")
	wantRules(t, r, "106.6")
	r = ask(t, "judge tap", "board", "me: Eldrazi Temple, Mana Reflection", "card", "Eldrazi Temple")
	wantMana(t, r, "{C}{C}", "{C}{C}{C}{C}")
	wantRules(t, r, "106.6", "106.6a")
	r = ask(t, "judge activate", "board", "me: Pillar of the Paruns", "card", "Pillar of the Paruns")
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	wantRules(t, r, "106.6")
	r = ask(t, "judge tap", "board", "me: Generator Servant", "card", "Generator Servant")
	for _, c := range r.Rules {
		if c == "106.6" {
			t.Errorf("Generator Servant's rider cited 106.6: %v", r.Rules)
		}
	}
}
