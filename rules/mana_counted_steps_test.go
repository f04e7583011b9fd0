package rules

import (
	"strings"
	"testing"
)

// stepWith is the first step whose text contains text, or nil.
func stepWith(r *Ruling, text string) *Reason {
	for i := range r.Steps {
		if strings.Contains(r.Steps[i].Text, text) {
			return &r.Steps[i]
		}
	}
	return nil
}

// CR 605.1a's example: "{T}: Add {G} for each creature you control." is
// still a mana ability if you control no creatures; the count is taken as
// the ability resolves (608.2h). Gaea's Cradle with no creature can be
// tapped and adds no mana, and a step says why; with creatures, the step
// gives the count.
func TestRule605_1aGaeasCradleWithNoCreaturesSaysWhyItAddsNoMana(t *testing.T) {
	for _, cmd := range []string{"judge tap", "judge activate", "judge could-produce"} {
		r := ask(t, cmd, "board", "me: Gaea's Cradle; opp: Grizzly Bears", "card", "Gaea's Cradle")
		wantUnderstood(t, r, true)
		if cmd != "judge could-produce" {
			wantLegal(t, r, true)
			wantMana(t, r, "")
		}
		s := stepWith(r, "counted as it resolves: you control no creatures, so it adds no mana; it is a mana ability all the same")
		if s == nil {
			t.Fatalf("%s: no step says why Gaea's Cradle adds no mana; steps %+v", cmd, r.Steps)
		}
		if !strings.Contains(strings.Join(s.Rules, ","), "605.1a") || !strings.Contains(strings.Join(s.Rules, ","), "608.2h") {
			t.Errorf("%s: the step cites %v, want 605.1a and 608.2h", cmd, s.Rules)
		}
	}
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves (sick), Grizzly Bears", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}{G}")
	if stepWith(r, "Gaea's Cradle's ability adds {G} for each creature you control, counted as it resolves: you control 2 creatures, so it adds {G}{G}") == nil {
		t.Errorf("no step counts the creatures; steps %+v", r.Steps)
	}
	wantRules(t, r, "608.2h")
}

// CR 608.2h: Cabal Coffers counts the Swamps, Urborg's among them, as it
// resolves; /judge mana says so in a step too.
func TestRule608_2hCabalCoffersCountsSwampsAsItResolves(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Cabal Coffers, Urborg, Tomb of Yawgmoth, 2x Swamp")
	if r.MaxMana == nil || *r.MaxMana != 5 {
		t.Fatalf("max mana %v, want 5", r.MaxMana)
	}
	if stepWith(r, "Cabal Coffers' ability adds {B} for each Swamp you control, counted as it resolves: you control 4 Swamps, so it adds {B}{B}{B}{B}") == nil {
		t.Errorf("no step counts the Swamps; steps %+v", r.Steps)
	}
}

// CR 700.5 and Nykthos, Shrine to Nyx's ruling of 2013-09-15: hybrid
// symbols count toward the devotion to each of their colors; the step
// gives the devotion to each color, and cites the ruling where a hybrid
// symbol counts.
func TestRule700_5NykthosStepGivesTheDevotion(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Nykthos, Shrine to Nyx, Kitchen Finks, Utopia Sprawl (on Forest, chose green), Forest", "card", "Nykthos, Shrine to Nyx")
	wantMana(t, r, "{C}", "{W}{W}", "", "{G}{G}{G}")
	if stepWith(r, "(white 2, blue 0, black 0, red 0, green 3)") == nil {
		t.Errorf("no step gives the devotion to each color; steps %+v", r.Steps)
	}
	wantRules(t, r, "700.5", "608.2h")
	wantRuling(t, r, "Nykthos, Shrine to Nyx", "2013-09-15")
	r = ask(t, "judge tap", "board", "me: Nykthos, Shrine to Nyx, Llanowar Elves", "card", "Nykthos, Shrine to Nyx")
	if len(r.Rulings) != 0 {
		t.Errorf("no hybrid symbol counts, yet it cites %v", r.Rulings)
	}
}
