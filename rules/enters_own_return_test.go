package rules

import (
	"strings"
	"testing"
)

// CR 702.93a, 702.79a, 122.6: a card put onto the battlefield without
// being cast may come back by its own undying or persist, with a counter
// that Hardened Scales or Doubling Season changes, or by its own "Return
// this from your graveyard to the battlefield tapped" (Amulet of Vigor's
// ruling of 2010-03-01): which way the question does not say, so the
// answer stops. Cast, or played as a land, it is answered; beside
// Solemnity no counter is put on it either way.
func TestRule702_93aOwnReturnWithoutBeingCast(t *testing.T) {
	for _, c := range []struct{ card, board, says string }{
		{"Strangleroot Geist", "me: Hardened Scales", "undying"},
		{"Kitchen Finks", "me: Doubling Season", "persist"},
		{"Reassembling Skeleton", "me: Amulet of Vigor", "tapped, returned by its own ability"},
		{"Drownyard Temple", "me: Amulet of Vigor", "tapped, returned by its own ability"},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", "0", "cast", "false", "board", c.board)
		if r.Understood || !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s cast:false beside %s: want a refusal saying %q, got %s", c.card, c.board, c.says, r.Answer)
		}
	}
	for _, c := range []struct{ card, cast, board string }{
		{"Strangleroot Geist", "true", "me: Hardened Scales"},
		{"Strangleroot Geist", "false", "me: Solemnity"},
		{"Drownyard Temple", "true", "me: Amulet of Vigor"},
		{"Thawing Glaciers", "false", "me: Forest"},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", "0", "cast", c.cast, "board", c.board)
		if !r.Understood {
			t.Errorf("%s cast:%s beside %s: %s", c.card, c.cast, c.board, r.Answer)
		}
	}
}

// CR 704.3, 704.5f, 704.5j, 603.3, 400.7: where the order of replacement
// effects gives more than one count of counters, the state-based actions
// are performed for each: Chainbreaker dies in every order, Wickerbough
// Elder in one, and Amulet of Vigor's trigger untaps only one that stays;
// a second Mikaeus, the Lunarch meets the legend rule in every order.
func TestRule704_3StateBasedActionsForEachOrder(t *testing.T) {
	r := ask(t, "judge enters", "card", "Chainbreaker", "x", "0", "board", "me: Winding Constrictor, Doubling Season, Amulet of Vigor; opp: Kismet")
	if !strings.Contains(r.Answer, "Either way, it then dies") || strings.Contains(r.Answer, "untaps it") {
		t.Errorf("Chainbreaker: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Wickerbough Elder", "x", "0", "board", "me: Winding Constrictor, Doubling Season, Amulet of Vigor; opp: Kismet")
	if !strings.Contains(r.Answer, "where it stays on the battlefield, Amulet of Vigor's ability untaps it") || r.EntersTapped == nil || !*r.EntersTapped {
		t.Errorf("Wickerbough Elder: %s, enters_tapped %v", r.Answer, r.EntersTapped)
	}
	gone := 0
	for _, o := range r.Outcomes {
		if len(o.Events) == 2 && strings.Contains(o.Events[1], "graveyard") {
			gone++
		}
	}
	if len(r.Outcomes) != 2 || gone != 1 {
		t.Errorf("Wickerbough Elder: want one of two outcomes to put it into the graveyard, got %+v", r.Outcomes)
	}
	r = ask(t, "judge enters", "card", "Mikaeus, the Lunarch", "x", "2", "board", "me: Mikaeus, the Lunarch (2 +1/+1), Hardened Scales, Doubling Season, Amulet of Vigor; opp: Kismet")
	if !strings.Contains(r.Answer, "by the legend rule") || !strings.Contains(r.Answer, "If it is the one kept") {
		t.Errorf("Mikaeus: %s", r.Answer)
	}
	wantRules(t, r, "704.5j")
}
