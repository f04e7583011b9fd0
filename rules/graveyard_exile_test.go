package rules

import (
	"strings"
	"testing"
)

// CR 614.1a: Rest in Peace's, Leyline of the Void's and Anafenza's
// "exile it instead" changes only where a card put into a graveyard goes:
// it bears where text on the board speaks of graveyards or of dying
// (Blood Artist's "dies"), and nowhere else (a Forest entering, Llanowar
// Elves tapped for mana, Ghirapur Orrery's draws).
func TestRule614_1aExiledInsteadOfAGraveyard(t *testing.T) {
	r := ask(t, "judge enters", "board", "me: Plains, Rest in Peace", "card", "Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, Leyline of the Void", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge upkeep", "board", "me: Rest in Peace, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	for _, board := range []string{
		"me: Forest, Rest in Peace, Blood Artist",
		"me: Forest, Anafenza, the Foremost, Llanowar Elves; opp: Blood Artist",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "instead") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 603.2, 603.6a: Torpor Orb stops only what a creature entering
// triggers, and Panharmonicon and Yarok repeat only their controller's
// triggers: beside Amulet of Vigor, which enters works out, a land that
// is no creature is untapped (Torpor Orb's ruling of 2011-06-01, Hushwing
// Gryff's of 2014-07-18), Dryad Arbor is not, and a second Amulet trigger
// untaps nothing more.
func TestRule603_2EntersTriggerModifiersBesideAmulet(t *testing.T) {
	for _, c := range []struct {
		board, card, want string
	}{
		{"me: Plains, Amulet of Vigor, Torpor Orb; opp: Kismet", "Forest", "Amulet of Vigor's ability untaps it"},
		{"me: Plains, Amulet of Vigor; opp: Hushwing Gryff, Kismet", "Forest", "Amulet of Vigor's ability untaps it"},
		{"me: Plains, Amulet of Vigor; opp: Yarok, the Desecrated, Kismet", "Forest", "Amulet of Vigor's ability untaps it"},
		{"me: Plains, Amulet of Vigor, Panharmonicon; opp: Kismet", "Grizzly Bears", "Amulet of Vigor's ability untaps it"},
		{"me: Plains, Amulet of Vigor, Torpor Orb; opp: Kismet", "Dryad Arbor", "It enters tapped."},
	} {
		r := ask(t, "judge enters", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s, %s: %s", c.board, c.card, r.Answer)
		}
	}
}

// CR 614.1a, 122.1: Vizier of Remedies puts one fewer -1/-1 counter on its
// controller's creatures: it bears only where text speaks of -1/-1
// counters (Grim Poppet entering, Devoted Druid's cost), and a creature
// entering with +1/+1 counters is answered beside it (its ruling of
// 2017-04-18).
func TestRule614_1aFewerMinusCounters(t *testing.T) {
	r := ask(t, "judge enters", "board", "me: Vizier of Remedies", "card", "Walking Ballista", "x", "1")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 1 {
		t.Errorf("Walking Ballista: %s", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, Vizier of Remedies", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantUnderstood(t, ask(t, "judge enters", "board", "me: Vizier of Remedies", "card", "Grim Poppet"), false)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Devoted Druid, Vizier of Remedies", "card", "Devoted Druid"), false)
}
