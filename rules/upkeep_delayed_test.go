package rules

import (
	"strings"
	"testing"
)

// CR 603.7, 603.7a: "When Pyknite enters, draw a card at the beginning of
// the next turn's upkeep" made a delayed triggered ability as it resolved,
// which triggers in the upkeep after it: Opp's Carrier Pigeons cast in
// Opp's last turn has Opp draw a card in your upkeep, and your own
// Pyknite that entered in the turn before may have you draw one before
// Ghirapur Orrery's trigger resolves, which then does nothing. The board
// does not record when the ability resolved: the answer is refused,
// where three cards drawn was answered. A delayed ability that returns
// the permanent itself (Phytotitan) waits only while the card is away.
func TestCR603_7aDelayedUpkeepTriggerMayWait(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Pyknite",
		"me: hand 0; opp: Ghirapur Orrery, hand 0, Carrier Pigeons",
		"me: Ghirapur Orrery, hand 0, Hazezon Tamar",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "delayed triggered ability") || !strings.Contains(r.Answer, "603.7") {
			t.Errorf("%s: answer %q, want the delayed trigger named", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Phytotitan")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	// "Until the beginning of your next upkeep" is a duration.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Elkin Bottle")
	wantUnderstood(t, r, true)
	// Other questions are not concerned.
	r = ask(t, "judge mana", "board", "me: Forest, Pyknite")
	wantUnderstood(t, r, true)
}

// CR 603.7, 603.7a, 702.88a, 702.62a: an activated ability that sets up
// what triggers at the beginning of a later upkeep may have been
// activated in its controller's last turn: Narset Transcendent's −2 gives
// a spell rebound, cast again at the beginning of your next upkeep (above
// Ghirapur Orrery's trigger, a Divination draws first and the Orrery's
// intervening "if" then fails, 603.4); Kaya, Ghost Assassin's [0] returns
// the card it exiled then (a Wall of Omens draws as it enters); Jhoira of
// the Ghitu's suspended card is cast as its last time counter is removed.
// The board does not record it: the upkeep is refused, where three cards
// drawn was answered, and so are the land plays before the first main
// phase (Kaya may return Oracle of Mul Daya). An ability whose cost takes
// its own permanent away (Mishra's Bauble's) was not activated by the one
// on the board; a quoted ability granted (Obsidian Fireheart's blaze) is
// no delayed trigger; "your next upkeep" on another player's turn is not
// this one; and after the upkeep, in the draw step, it is past.
func TestCR603_7aActivatedAbilityMaySetUpThisUpkeep(t *testing.T) {
	for board, says := range map[string]string{
		"me: Ghirapur Orrery, Narset Transcendent, hand 0":                                                                     "702.88a",
		"me: Ghirapur Orrery, Kaya, Ghost Assassin, hand 0":                                                                    "603.7",
		"me: Ghirapur Orrery, Jhoira of the Ghitu, hand 0":                                                                     "702.62a",
		"me: Ghirapur Orrery, [Delay Rod: Artifact \u2014 {1}, {T}: Draw a card at the beginning of the next upkeep.], hand 0": "603.7",
		"turn: opp; opp: hand 0, Kaya, Ghost Assassin; me: Ghirapur Orrery, hand 0":                                            "603.7",
	} {
		wantUpkeepRefused(t, board, says)
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, Mishra's Bauble, hand 0",
		"me: Ghirapur Orrery, Obsidian Fireheart, hand 0",
		"turn: opp; opp: hand 0; me: Ghirapur Orrery, Kaya, Ghost Assassin, hand 0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if strings.HasPrefix(board, "turn: opp") {
			wantDraws(t, r, []string{"opp"}, "opp=3")
		} else {
			wantDraws(t, r, []string{"me"}, "me=3")
		}
	}
	for _, board := range []string{
		"me: Kaya, Ghost Assassin, hand 0; step: untap",
		"me: Exploration, Narset Transcendent; step: upkeep",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "before its first main phase") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Exploration, Narset Transcendent; step: draw",
		"me: Exploration, Narset Transcendent; step: main1",
		"turn: opp; opp: hand 1; me: Exploration, Kaya, Ghost Assassin; step: untap",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), true)
	}
}
