package rules

import (
	"slices"
	"strings"
	"testing"
)

// Urborg's ruling (2021-03-19): "If an effect such as that of Magus of
// the Moon causes Urborg to lose its abilities by setting it to a basic
// land type not in addition to its other types, it won't turn lands into
// Swamps, no matter in what order those effects started to apply."
// Blood Moon does that (CR 305.7, 613.8a). Every question that works it
// out cites that ruling and Blood Moon's on what its lands lose, and its
// rules list holds every rule its steps cite.
func TestRulingUrborg20210319BloodMoonLeavesNoSwampsCitedByEveryQuestion(t *testing.T) {
	board := "me: Blood Moon, Urborg, Tomb of Yawgmoth, Forest"
	for _, r := range []*Ruling{
		ask(t, "judge mana", "board", board),
		pay(t, board, "{G}"),
		ask(t, "judge tap", "board", board, "card", "Forest"),
		ask(t, "judge could-produce", "board", board, "card", "Forest"),
		ask(t, "judge activate", "board", board, "card", "Forest"),
	} {
		wantUnderstood(t, r, true)
		wantRuling(t, r, "Urborg, Tomb of Yawgmoth", "2021-03-19")
		wantRuling(t, r, "Blood Moon", "2020-08-07")
		for _, s := range r.Steps {
			for _, rule := range s.Rules {
				if !slices.Contains(r.Rules, rule) {
					t.Errorf("%s: step %q cites %s, which the ruling's rules %v lack", r.Question, s.Text, rule, r.Rules)
				}
			}
		}
		if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "(dependency)") }) {
			t.Errorf("%s: no step says Urborg's effect depends on Blood Moon's: %+v", r.Question, r.Steps)
		}
	}
}

// Pili-Pala's ruling (2008-05-01): "Using this creature's ability means
// you're untapping it for mana, not tapping it for mana. Mana Reflection
// won't cause it to produce extra mana." Pay and mana, which leave its
// mana undoubled, say why and cite it, with Mana Reflection's ruling on
// what tapping for mana is (CR 106.12).
func TestRulingPiliPala20080501UntappingForManaCitedByPayAndMana(t *testing.T) {
	board := "me: Pili-Pala (tapped), 2x Forest, Mana Reflection"
	r := ask(t, "judge mana", "board", board)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("max mana %v, want 4 (the Forests' {G}{G} each)", r.MaxMana)
	}
	for _, r := range []*Ruling{r, pay(t, board, "{W}")} {
		wantRuling(t, r, "Pili-Pala", "2008-05-01")
		wantRuling(t, r, "Mana Reflection", "2020-08-07")
		wantRules(t, r, "106.12")
	}
	// Without an effect on tapping for mana there is nothing to explain.
	r = pay(t, "me: Pili-Pala (tapped), 2x Forest", "{W}")
	for _, c := range r.Rulings {
		if c.Card == "Pili-Pala" && strings.Contains(c.Text, "not tapping it for mana") {
			t.Errorf("cited %q with no Mana Reflection on the board", c.Text)
		}
	}
}

// The rulings on what a land-type-changing effect does to the mana
// abilities of the lands it changes (CR 305.6, 305.7) are cited where it
// changes a land: Blood Moon's ("Nonbasic lands will lose any other land
// types and abilities they had. They will gain the land type Mountain and
// gain the ability '{T}: Add {R}.'", 2020-08-07), Urborg's and Dryad of
// the Ilysian Grove's on the basic land types' abilities their lands have.
func TestRulingBloodMoon20200807CitedWhereItChangesALand(t *testing.T) {
	for _, c := range []struct{ board, card, date string }{
		{"me: Taiga, Blood Moon", "Blood Moon", "2020-08-07"},
		{"me: Forest, Urborg, Tomb of Yawgmoth", "Urborg, Tomb of Yawgmoth", "2021-03-19"},
		{"me: Island, Dryad of the Ilysian Grove", "Dryad of the Ilysian Grove", "2020-01-24"},
	} {
		wantRuling(t, ask(t, "judge mana", "board", c.board), c.card, c.date)
		wantRuling(t, pay(t, c.board, "{1}"), c.card, c.date)
	}
}
