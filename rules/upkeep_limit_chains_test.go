package rules

import "testing"

// CR 121.2b, 614.1a: a draw a limit forbids does not happen, and no
// replacement effect applies to it (Spirit of the Labyrinth's ruling of
// 2014-02-01); a draw replaced by a discard, or by putting the top card of
// a library into a graveyard, is no draw and leaves the next allowed.
// Ghirapur Orrery's three cards beside Opp's Chains of Mephistopheles and
// Spirit of the Labyrinth, with no card in hand, are three cards put into
// the graveyard; Phyrexian Arena's card is a discard and a draw, and
// Seizan's two after it are not drawn; Blood Scrivener's two cards for the
// first are one. All were refused as if the order of the effects decided.
func TestCR121_2bLimitBesideChainsOfMephistopheles(t *testing.T) {
	for _, c := range []struct {
		board string
		draws string
		hand  int
	}{
		{"me: Ghirapur Orrery, hand 0; opp: Chains of Mephistopheles, Spirit of the Labyrinth", "me=0", 0},
		{"me: Phyrexian Arena, Seizan, Perverter of Truth, hand 2, life 10; opp: Chains of Mephistopheles, Spirit of the Labyrinth", "me=1", 2},
		{"me: Seizan, Perverter of Truth, hand 2, life 10; opp: Chains of Mephistopheles, Omen Machine", "me=0", 2},
		{"me: Ghirapur Orrery, hand 0, Blood Scrivener, Spirit of the Labyrinth, life 10", "me=1", 1},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, c.draws)
		for _, o := range r.Outcomes {
			if o.Hand["me"] != c.hand {
				t.Errorf("%s: hand %d, want %d", c.board, o.Hand["me"], c.hand)
			}
		}
	}
}

// CR 121.2b, 121.5: a card looked at and put into a hand instead of a
// draw (Underrealm Lich, Tomorrow, Azami's Familiar) is no draw, so a
// limit of one card each turn leaves every one of Ghirapur Orrery's three
// draws allowed and replaced: three cards are put into the hand. A player
// who can't draw at all (Omen Machine) has no draw to replace (Narset,
// Parter of Veils' ruling of 2019-05-03 says so of Underrealm Lich). Both
// were refused as if the order of the effects decided.
func TestCR121_2bLimitBesideLookInstead(t *testing.T) {
	for _, c := range []struct {
		board string
		hand  int
	}{
		{"me: Ghirapur Orrery, hand 0, Underrealm Lich, Spirit of the Labyrinth", 3},
		{"me: Ghirapur Orrery, hand 0, Underrealm Lich, Omen Machine", 0},
		{"me: Ghirapur Orrery, hand 0, Tomorrow, Azami's Familiar, library 2; opp: Leovold, Emissary of Trest", 2},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=0")
		for _, o := range r.Outcomes {
			if o.Hand["me"] != c.hand {
				t.Errorf("%s: hand %d, want %d", c.board, o.Hand["me"], c.hand)
			}
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Underrealm Lich, Thought Reflection")
	wantUnderstood(t, r, false)
}

// CR 121.2b, 614.1a: a draw Notion Thief replaces did not happen, so a
// limit on the player who would have drawn stops none of the next ones
// (Narset, Parter of Veils' ruling of 2019-05-03: "if an opponent's first
// draw is replaced … that draw didn't happen and Narset won't stop the
// next draw"), and the player who draws instead meets the limits on their
// own draws. Beside Opp's Notion Thief and Narset, Ghirapur Orrery's three
// cards are all Opp's; beside Spirit of the Labyrinth, which limits Opp
// too, Opp draws one and the other two are lost; with Omen Machine no draw
// is allowed, and none is replaced. All were refused. Thought Reflection,
// a replacement of its own, still leaves the order to the player.
func TestCR121_2bLimitBesideNotionThief(t *testing.T) {
	for _, c := range []struct{ board, draws string }{
		{"me: Ghirapur Orrery, hand 0; opp: Notion Thief, Narset, Parter of Veils (3 loyalty)", "me=0,opp=3"},
		{"me: Ghirapur Orrery, hand 0; opp: Notion Thief, Spirit of the Labyrinth", "me=0,opp=1"},
		{"me: Ghirapur Orrery, hand 0, Omen Machine; opp: Notion Thief", "me=0,opp=0"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me", "opp"}, c.draws)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Thought Reflection; opp: Notion Thief")
	wantUnderstood(t, r, false)
}
