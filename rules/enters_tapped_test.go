package rules

import (
	"strings"
	"testing"
)

// CR 614.1c, 614.12, 603.2: /judge enters says whether the permanent
// enters tapped: by its own "enters tapped" (a bounce land, a Vivid land),
// not where Blood Moon has taken that text before it applies, and by an
// effect on the board read on its characteristics as it would exist
// there (Root Maze's lands, Kismet's permanents of an opponent's
// opponents), Amulet of Vigor's trigger then untapping it; a condition or
// a choice of its own (a shock land, a check land) leaves it unsaid.
// The answers said nothing of it.
func TestCR614_1cEntersTapped(t *testing.T) {
	for _, c := range []struct {
		card, board string
		tapped      *bool
		amulet      bool
	}{
		{"Simic Growth Chamber", "me: Amulet of Vigor", ptr(true), true},
		{"Simic Growth Chamber", "opp: Amulet of Vigor", ptr(true), false},
		{"Simic Growth Chamber", "me: Blood Moon, Amulet of Vigor", ptr(false), false},
		{"Vivid Crag", "me: Forest", ptr(true), false},
		{"Forest", "me: Amulet of Vigor", ptr(false), false},
		{"Forest", "opp: Root Maze", ptr(true), false},
		{"Hangarback Walker", "opp: Kismet", ptr(true), false},
		{"Hangarback Walker", "me: Kismet", ptr(false), false},
		{"Watery Grave", "me: Forest", nil, false},
		{"Glacial Fortress", "me: Forest", nil, false},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", "2", "board", c.board)
		if strings.Contains(c.card, "Grave") || strings.Contains(c.card, "Chamber") || strings.Contains(c.card, "Crag") || strings.Contains(c.card, "Fortress") || c.card == "Forest" {
			r = ask(t, "judge enters", "card", c.card, "board", c.board)
		}
		wantUnderstood(t, r, true)
		switch {
		case c.tapped == nil && r.EntersTapped != nil:
			t.Errorf("%s beside %s: enters_tapped %v, want unsaid (answer: %s)", c.card, c.board, *r.EntersTapped, r.Answer)
		case c.tapped != nil && (r.EntersTapped == nil || *r.EntersTapped != *c.tapped):
			t.Errorf("%s beside %s: enters_tapped %v, want %v (answer: %s)", c.card, c.board, r.EntersTapped, *c.tapped, r.Answer)
		}
		if got := strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it"); got != c.amulet {
			t.Errorf("%s beside %s: answer %q: want Amulet's untap said %v", c.card, c.board, r.Answer, c.amulet)
		}
	}
}

func ptr(b bool) *bool { return &b }

// CR 702.101a, 614.1c: extort triggers only on its controller's spell and
// resolves before it, making players lose and gain life, which changes
// nothing /judge enters asks unless it ends the game first; Blind
// Obedience's "Artifacts and creatures your opponents control enter the
// battlefield tapped" makes your Sol Ring enter tapped. Each board with an
// extort permanent was refused; one where the drain could bring an
// opponent to 0 life still is.
func TestCR702_101aExtortBearsOnEntersOnlyWhereItCouldEndTheGame(t *testing.T) {
	r := ask(t, "judge enters", "card", "Sol Ring", "board", "opp: Blind Obedience")
	wantUnderstood(t, r, true)
	if r.EntersTapped == nil || !*r.EntersTapped {
		t.Errorf("answer %q: want Sol Ring tapped", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Sol Ring", "board", "me: Blind Obedience; opp: life 5")
	wantUnderstood(t, r, true)
	if r.EntersTapped == nil || *r.EntersTapped {
		t.Errorf("answer %q: want Sol Ring untapped", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Sol Ring", "board", "me: Blind Obedience; opp: life 1")
	wantUnderstood(t, r, false)
}
