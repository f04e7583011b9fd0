package rules

import "testing"

// CR 302.6 and 702.10c: a creature's {T} ability can't be activated unless
// it has been under its controller's control continuously since their most
// recent turn began, and haste lets it be. Where pay and mana tap a creature
// that came under its controller's control this turn, they say it has haste
// and cite both rules, as activate does.
func TestRule702_10cPayAndManaCiteHasteForSickCreature(t *testing.T) {
	for _, board := range []string{
		"me: Llanowar Elves (sick), Forest, Concordant Crossroads",
		"me: Llanowar Elves (sick, haste), Forest",
		"me: Llanowar Elves (sick), Forest, Lightning Greaves (on Llanowar Elves)",
	} {
		r := pay(t, board, "{G}{G}")
		wantPayable(t, r, true)
		wantRules(t, r, "302.6", "702.10c")
		r = ask(t, "judge mana", "board", board)
		if r.MaxMana == nil || *r.MaxMana != 2 {
			t.Fatalf("%s: max mana %v, want 2 (%s)", board, r.MaxMana, r.Answer)
		}
		wantRules(t, r, "302.6", "702.10c")
	}
	// A creature its controller has controlled since the turn began needs
	// no haste, and the answer cites neither rule.
	r := pay(t, "me: Llanowar Elves, Forest", "{G}{G}")
	wantPayable(t, r, true)
	for _, rule := range r.Rules {
		if rule == "302.6" || rule == "702.10c" {
			t.Errorf("cites %s for a creature that needs no haste", rule)
		}
	}
}
