package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/cr"
)

// Every ruling the engine cites by date and fragment exists in the
// catalog: a typo would silently cite nothing.
func TestCitedRulingsExist(t *testing.T) {
	for topic, cards := range rulingsOn {
		for card, bs := range cards {
			for _, b := range bs {
				e := newExplainer()
				e.step("x")
				e.cite(card, b.date, b.fragment)
				if len(e.rulings) != 1 {
					t.Errorf("%s: %s %s %q cites nothing", topic, card, b.date, b.fragment)
				}
			}
		}
	}
}

// CR rule numbers sort as the Comprehensive Rules do.
func TestSortRules(t *testing.T) {
	got := sortRules(map[string]bool{"106.12a": true, "106.7": true, "616.1": true, "106.12": true, "101.4": true})
	want := []string{"101.4", "106.7", "106.12", "106.12a", "616.1"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

// Every rule a ruling can cite has its text in the embedded Comprehensive
// Rules, so it can be shown with the ruling.
func TestCitedRulesHaveText(t *testing.T) {
	boards := []struct{ cmd, board, card string }{
		{"judge tap", "me: Forest, Mana Reflection, Wild Growth (on Forest); opp: Contamination, Mana Flare", "Forest"},
		{"judge tap", "me: Meteor Crater, Sol Ring", "Meteor Crater"},
		{"judge tap", "me: Taiga, Dryad of the Ilysian Grove, Blood Moon, Urborg, Tomb of Yawgmoth", "Taiga"},
		{"judge activate", "me: Pili-Pala, Llanowar Elves (sick)", "Pili-Pala"},
		{"judge activate", "me: Llanowar Elves (sick, haste)", "Llanowar Elves"},
		{"judge activate", "me: Lightning Greaves, Desert, Spire of Industry, Vivid Crag; turn: opp", "Lightning Greaves"},
		{"judge activate", "me: Vivid Crag", "Vivid Crag"},
		{"judge activate", "me: Desert", "Desert"},
		{"judge activate", "me: Forest; step: untap", "Forest"},
		{"judge could-produce", "me: Reflecting Pool, Exotic Orchard; opp: Exotic Orchard", "Reflecting Pool"},
		{"judge tap", "me: Command Tower", "Command Tower"},
	}
	check := func(r *Ruling) {
		t.Helper()
		for _, n := range r.Rules {
			if _, ok := ruleText(n); !ok {
				t.Errorf("%s: rule %s is cited but has no text", r.Canonical, n)
			}
		}
	}
	for _, c := range boards {
		check(ask(t, c.cmd, "board", c.board, "card", c.card))
	}
	check(ask(t, "judge lands", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, lands played 1"))
	check(ask(t, "judge lands", "board", "me: Exploration; opp: hand 1", "player", "opp"))
	check(ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, Dark Confidant, Contamination, hand 0; ally: hand 1"))
	check(ask(t, "judge enters", "card", "Walking Ballista", "x", "2", "board", "me: Unbound Flourishing"))
	check(ask(t, "judge enters", "card", "Endless One", "x", "2", "cast", "false"))
}

// ruleText is the text of a rule in the embedded Comprehensive Rules.
func ruleText(number string) (string, bool) {
	r, ok := cr.Lookup(number)
	return r.Text, ok
}

// A caret line never carries control characters to a terminal.
func TestCaretHidesControlCharacters(t *testing.T) {
	e := &InputError{Input: "me: For\x1b[2Jest", Offset: 4, Message: "unknown card"}
	c := e.Caret()
	if strings.ContainsRune(c, '\x1b') {
		t.Errorf("caret line has ESC: %q", c)
	}
	if c != "me: For\uFFFD[2Jest\n    ^" {
		t.Errorf("caret %q", c)
	}
}
