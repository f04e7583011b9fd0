package rules

import (
	"strings"
	"testing"
)

// CR 105.1 and 106.1a: Mox Amber and Chrome Mox add mana of colors only.
// Where Mox Amber adds none, its ruling of 2018-04-27 on why is cited
// (no legendary creature or planeswalker; all of them colorless), and
// where Chrome Mox's exiled card has no color, its ruling of 2016-06-08
// that it never adds colorless mana; a multicolored exiled card cites the
// one on choosing a color each time.
func TestRule105_1MoxRulingsOnNoMana(t *testing.T) {
	for _, c := range []struct{ board, card, want string }{
		{"me: Mox Amber, Forest", "Mox Amber", "If you control no legendary creatures or planeswalkers"},
		{"me: Mox Amber, Karn Liberated (6 loyalty)", "Mox Amber", "all colorless"},
		{"me: Chrome Mox (exiled Ghostfire)", "Chrome Mox", "never add colorless"},
		{"me: Chrome Mox (exiled Lightning Helix)", "Chrome Mox", "multicolored card"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantLegal(t, r, true)
		found := false
		for _, cr := range r.Rulings {
			found = found || strings.Contains(strings.ReplaceAll(cr.Text, "\u2019", "'"), c.want)
		}
		if !found {
			t.Errorf("%s: no ruling cited with %q: %v", c.board, c.want, r.Rulings)
		}
	}
	r := ask(t, "judge tap", "board", "me: Mox Amber, Forest", "card", "Mox Amber")
	if ev := strings.Join(r.Outcomes[0].Events, "; "); !strings.Contains(ev, "you control no legendary creature or planeswalker") {
		t.Errorf("Mox Amber alone: %q", ev)
	}
}

// CR 305.6: a dual land's two intrinsic mana abilities are not printed,
// and share the number the ability: option takes: each outcome of
// tapping Bayou says which land type gives the ability it used, as an
// ability Chromatic Lantern grants says where it comes from.
func TestRule305_6TapChoicesNameTheLandType(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Bayou", "card", "Bayou")
	want := map[string]string{"{B}": "from its land type Swamp", "{G}": "from its land type Forest"}
	for _, o := range r.Outcomes {
		if o.Mana == nil || !strings.Contains(strings.Join(o.Choices, "; "), want[*o.Mana]) {
			t.Errorf("Bayou: %v", o)
		}
	}
	r = ask(t, "judge tap", "board", "me: Forest, Chromatic Lantern", "card", "Forest")
	for _, o := range r.Outcomes {
		if o.Mana != nil && *o.Mana == "{W}" && !strings.Contains(strings.Join(o.Choices, "; "), "from Chromatic Lantern") {
			t.Errorf("Forest beside Chromatic Lantern: %v", o.Choices)
		}
	}
}

// CR 122.1: Land Cap's "Put a depletion counter on this." is done by its
// controller as the ability resolves: its event says who puts the counter
// where, "you put a depletion counter on Land Cap", where it read "Land
// Cap: Put a depletion counter on this.".
func TestRule122_1LandCapPutsADepletionCounter(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Land Cap", "card", "Land Cap")
	wantLegal(t, r, true)
	for _, o := range r.Outcomes {
		if ev := strings.Join(o.Events, "; "); !strings.Contains(ev, "you put a depletion counter on Land Cap") {
			t.Errorf("%v: %q", o.Choices, ev)
		}
	}
}
