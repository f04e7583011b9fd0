package rules

import (
	"strings"
	"testing"
)

// The official rulings an answer cites are those that bear on its board:
// for each question kind, a board, the rulings it must cite and those it
// must not (each a card and a fragment of the ruling's text).
func TestCitedRulingsBearOnTheBoard(t *testing.T) {
	type cite struct{ card, fragment string }
	for _, c := range []struct {
		cmd     string
		kv      []string
		want    []cite
		wantNot []cite
	}{
		{"judge tap", []string{"board", "me: Reflecting Pool, Vivid Crag", "card", "Reflecting Pool"},
			[]cite{{"Reflecting Pool", "check their costs"}}, []cite{{"Reflecting Pool", "Multiple Reflecting Pools"}}},
		{"judge tap", []string{"board", "me: Reflecting Pool, Reflecting Pool", "card", "Reflecting Pool"},
			[]cite{{"Reflecting Pool", "Multiple Reflecting Pools"}}, []cite{{"Reflecting Pool", "check their costs"}}},
		{"judge tap", []string{"board", "me: Fellwar Stone; opp: Mountain (tapped)", "card", "Fellwar Stone"},
			[]cite{{"Fellwar Stone", "lands are tapped"}}, []cite{{"Fellwar Stone", "colorless"}}},
		{"judge could-produce", []string{"board", "me: Exotic Orchard; opp: Wastes", "card", "Exotic Orchard"},
			[]cite{{"Exotic Orchard", "colorless"}}, []cite{{"Exotic Orchard", "help each other"}}},
		{"judge could-produce", []string{"board", "me: Exotic Orchard; opp: Forest, Contamination", "card", "Exotic Orchard"},
			[]cite{{"Exotic Orchard", "replacement effects"}}, []cite{{"Exotic Orchard", "help each other"}, {"Exotic Orchard", "check their costs"}}},
		{"judge activate", []string{"board", "me: Pili-Pala (tapped), Mana Reflection", "card", "Pili-Pala"},
			[]cite{{"Pili-Pala", "untapping it for mana"}}, []cite{{"Mana Reflection", "cumulative"}}},
		{"judge lands", []string{"board", "me: Ghirapur Orrery"},
			[]cite{{"Ghirapur Orrery", "normal timing"}}, []cite{{"Ghirapur Orrery", "cumulative"}}},
		{"judge lands", []string{"board", "me: 2x Ghirapur Orrery"},
			[]cite{{"Ghirapur Orrery", "cumulative"}}, nil},
		{"judge upkeep", []string{"board", "me: Ghirapur Orrery, hand 1"},
			[]cite{{"Ghirapur Orrery", "No player may take actions"}},
			[]cite{{"Ghirapur Orrery", "as Ghirapur Orrery's second ability resolves"}, {"Ghirapur Orrery", "Two-Headed Giant"}}},
		{"judge upkeep", []string{"board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 0"},
			[]cite{{"Ghirapur Orrery", "Two-Headed Giant"}, {"Ghirapur Orrery", "as Ghirapur Orrery's second ability resolves"}}, nil},
		{"judge enters", []string{"card", "Hangarback Walker", "x", "2"},
			[]cite{{"Hangarback Walker", "must be equal"}}, nil},
		{"judge pay", []string{"board", "me: Reflecting Pool, Vivid Crag", "cost", "{U}{R}"},
			[]cite{{"Reflecting Pool", "check their costs"}}, []cite{{"Reflecting Pool", "Multiple Reflecting Pools"}}},
		{"judge pay", []string{"board", "me: Forest, Mana Reflection", "cost", "{G}{G}"},
			nil, []cite{{"Mana Reflection", "triggers"}, {"Mana Reflection", "cumulative"}}},
		{"judge mana", []string{"board", "me: Forest, Mana Reflection, Mana Flare"},
			[]cite{{"Mana Reflection", "triggers"}, {"Mana Flare", "triggered mana ability"}}, []cite{{"Mana Reflection", "cumulative"}}},
		{"judge mana", []string{"board", "me: Forest, 2x Mana Reflection"},
			[]cite{{"Mana Reflection", "cumulative"}}, []cite{{"Mana Reflection", "triggers"}}},
	} {
		r := ask(t, c.cmd, c.kv...)
		cited := func(x cite) bool {
			for _, cr := range r.Rulings {
				if cr.Card == x.card && strings.Contains(foldQuotes(cr.Text), x.fragment) {
					return true
				}
			}
			return false
		}
		for _, x := range c.want {
			if !cited(x) {
				t.Errorf("/%s %v: the ruling of %s on %q is not cited; cited %v", c.cmd, c.kv, x.card, x.fragment, r.Rulings)
			}
		}
		for _, x := range c.wantNot {
			if cited(x) {
				t.Errorf("/%s %v: the ruling of %s on %q is cited, and does not bear on this board", c.cmd, c.kv, x.card, x.fragment)
			}
		}
	}
}
