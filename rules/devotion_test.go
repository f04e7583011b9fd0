package rules

import (
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// CR 700.5, 613.1d: a Theros god isn't a creature while its controller's
// devotion to its color is below the number; hybrid symbols count once for
// a two-color devotion (700.5a). Gaea's Cradle counts it only while it is
// a creature.
func TestRule700_5DevotionMakesAGodACreature(t *testing.T) {
	cradle := func(board string) string {
		t.Helper()
		r := ask(t, "judge tap", "board", "me: Gaea's Cradle, "+board, "card", "Gaea's Cradle")
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil {
			t.Fatalf("%s: outcomes %+v", board, r.Outcomes)
		}
		return *r.Outcomes[0].Mana
	}
	// Nylea {3}{G} and Llanowar Elves {G}: devotion 2, Nylea is no creature.
	if got := cradle("Nylea, God of the Hunt, Llanowar Elves"); got != "{G}" {
		t.Errorf("devotion 2: Gaea's Cradle makes %s, want {G}", got)
	}
	// With Leatherback Baloth {G}{G}{G}: devotion 5, Nylea is a creature.
	if got := cradle("Nylea, God of the Hunt, Llanowar Elves, Leatherback Baloth"); got != "{G}{G}{G}" {
		t.Errorf("devotion 5: Gaea's Cradle makes %s, want {G}{G}{G}", got)
	}
	// An opponent's green permanents add nothing to my devotion.
	if got := cradle("Nylea, God of the Hunt, Llanowar Elves; opp: Leatherback Baloth"); got != "{G}" {
		t.Errorf("the opponent's Baloth: Gaea's Cradle makes %s, want {G}", got)
	}
	r := ask(t, "judge tap", "board", "me: Nykthos, Shrine to Nyx, Erebos, God of the Dead, Gray Merchant of Asphodel", "card", "Nykthos, Shrine to Nyx")
	wantUnderstood(t, r, true)
	found := false
	for _, o := range r.Outcomes {
		found = found || o.Mana != nil && *o.Mana == "{B}{B}{B}"
	}
	if !found {
		t.Errorf("Nykthos with devotion 3 to black: outcomes %+v, want {B}{B}{B}", r.Outcomes)
	}
}

// CR 700.5a: a symbol that is either of two colors counts once.
func TestRule700_5aHybridSymbolsCountOnce(t *testing.T) {
	perms := []*perm{{Permanent: &Permanent{Controller: "me", Card: &catalog.Card{Name: "Test", ManaCost: "{2}{W/B}{B}{R}"}}}}
	if n := devotionAmong(perms, "me", []Color{Black, Red}); n != 3 {
		t.Errorf("devotion to black and red of {2}{W/B}{B}{R} = %d, want 3", n)
	}
	if n := devotionAmong(perms, "me", []Color{White}); n != 1 {
		t.Errorf("devotion to white of {2}{W/B}{B}{R} = %d, want 1", n)
	}
}
