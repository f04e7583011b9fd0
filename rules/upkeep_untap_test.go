package rules

import (
	"strings"
	"testing"
)

// CR 502.3, 302.6: the upkeep of a player whose turn the board's is not
// is that of their next turn, after their untap step: a tapped Archivist
// untaps, and one written sick has no summoning sickness then, so either
// may draw while Ghirapur Orrery's trigger waits. A sick Deranged
// Hermit's echo still triggers, as it came after their last upkeep began.
func TestRule502_3UpkeepOfANextTurnComesAfterItsUntapStep(t *testing.T) {
	for _, mark := range []string{"tapped", "sick"} {
		board := "turn: opp; me: Ghirapur Orrery, Archivist (" + mark + "), hand 0; opp: hand 3"
		r := ask(t, "judge upkeep", "board", board, "player", "me")
		wantUnderstood(t, r, true)
		if got := drawsOf(r, "me"); !equalInts(got, []int{1, 3}) {
			t.Errorf("%s: you draw %v, want 1 or 3", board, got)
		}
		if !stepSays(r, "untap step") {
			t.Errorf("%s: no step says the untap step comes first: %q", board, r.Steps)
		}
		// On the board's own turn, the board is as the upkeep begins.
		own := strings.Replace(board, "turn: opp", "turn: me", 1)
		r = ask(t, "judge upkeep", "board", own)
		wantUnderstood(t, r, true)
		if got := drawsOf(r, "me"); !equalInts(got, []int{3}) {
			t.Errorf("%s: you draw %v, want 3", own, got)
		}
	}
	r := ask(t, "judge upkeep", "board", "turn: opp; me: hand 2, Deranged Hermit (sick)", "player", "me")
	wantUnderstood(t, r, true)
	if !strings.HasPrefix(r.Answer, "Only Deranged Hermit's echo triggers") {
		t.Errorf("sick Hermit: %q", r.Answer)
	}
}

// CR 502.3, 101.4: what may change the untap step (Winter Orb, Mana
// Vault's "doesn't untap", inspired) is not followed through it, and with
// more than two players the seating the board does not record decides
// whether a third player untaps first: each is refused, saying why.
func TestRule502_3UntapStepTheEngineDoesNotFollowIsRefused(t *testing.T) {
	for _, c := range []struct{ board, says string }{
		{"turn: opp; me: Ghirapur Orrery, Archivist (tapped), hand 0; opp: Winter Orb", "Winter Orb"},
		{"turn: opp; me: Ghirapur Orrery, Mana Vault (tapped), hand 0; opp: hand 1", "Mana Vault"},
		{"turn: opp; me: Ghirapur Orrery, Archivist (tapped), hand 0; opp: hand 3; opp2: Forest (tapped)", "seating"},
	} {
		r := ask(t, "judge upkeep", "board", c.board, "player", "me")
		if r.Understood || !strings.Contains(r.Answer, c.says) || !strings.Contains(r.Answer, "502.3") {
			t.Errorf("%s: %v %q, want a refusal naming %s", c.board, r.Understood, r.Answer, c.says)
		}
	}
	// Nothing tapped and nothing sick: the untap step changes nothing.
	r := ask(t, "judge upkeep", "board", "turn: opp; me: Ghirapur Orrery, hand 0; opp: Winter Orb", "player", "me")
	wantUnderstood(t, r, true)
	// An untapped Grim Monolith's own "doesn't untap" bears on nothing.
	r = ask(t, "judge upkeep", "board", "turn: opp; me: Grim Monolith, Phyrexian Arena (tapped), hand 2", "player", "me")
	wantUnderstood(t, r, true)
}

// CR 502.3: in the untap step of the asking player's own turn, the
// untapping is still to come: a tapped Archivist untaps before the upkeep
// and may draw while Ghirapur Orrery's trigger waits. In the main phase
// the board is as the upkeep begins, and it stays tapped.
func TestRule502_3TheUntapStepOfTheAskingPlayersOwnTurn(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Archivist (tapped), hand 0; step: untap")
	wantUnderstood(t, r, true)
	if got := drawsOf(r, "me"); !equalInts(got, []int{1, 3}) {
		t.Errorf("step: untap: you draw %v, want 1 or 3", got)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Archivist (tapped), hand 0")
	if got := drawsOf(r, "me"); !equalInts(got, []int{3}) {
		t.Errorf("main phase: you draw %v, want 3", got)
	}
	// On another player's turn, a step says the rest of it is not
	// followed, whatever untaps.
	r = ask(t, "judge upkeep", "board", "turn: opp; me: Ghirapur Orrery, hand 0", "player", "me")
	if !stepSays(r, "the rest of Opp's turn is not followed") {
		t.Errorf("no step says the rest of Opp's turn is not followed: %q", r.Steps)
	}
}

// CR 605.3a, 117.3b, 603.3b: while an upkeep trigger that reads a hand
// waits, a mana ability may be activated, and what triggers on it
// resolves first: Storm Cauldron returns the land tapped to its owner's
// hand (so Lavaborn Muse's "if" may be false), and Springleaf Drum tapping
// Night Market Lookout drains an opponent at 1 life. The engine does not
// follow either, and says so.
func TestRule605_3aManaAbilitiesWhileAnUpkeepTriggerWaits(t *testing.T) {
	for _, c := range []struct{ board, names string }{
		{"me: Storm Cauldron, Forest, hand 2, life 3; opp: Lavaborn Muse", "Storm Cauldron"},
		{"me: Ghirapur Orrery, Storm Cauldron, Forest, hand 0", "Storm Cauldron"},
		{"me: Springleaf Drum, Night Market Lookout, hand 2, life 3; opp: Lavaborn Muse, life 1", "Springleaf Drum"},
		{"me: Llanowar Elves, hand 0, life 2; opp: Hollowborn Barghest, Betrayal (on Llanowar Elves), library 0", "Llanowar Elves"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood || !strings.Contains(r.Answer, c.names) {
			t.Errorf("%s: %v %q, want a refusal naming %s", c.board, r.Understood, r.Answer, c.names)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Forest, hand 0")
	wantUnderstood(t, r, true)
}

// CR 502.1, 702.26a, 502.3: the asked player's untap step phases out
// their permanents with phasing whatever is tapped (Teferi's Isle), which
// the engine does not follow: refused. It untaps what they control after
// control effects: a tapped Archivist of the opponent's under your Control
// Magic untaps, and may draw while Ghirapur Orrery's trigger waits.
func TestRule502_1PhasingAndControlInTheUntapStep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "turn: opp; me: Land Tax, Plains, Teferi's Isle, hand 3; opp: 2x Island", "player", "me")
	if r.Understood || !strings.Contains(r.Answer, "Teferi's Isle") {
		t.Errorf("Teferi's Isle: %v %q, want a refusal naming it", r.Understood, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "turn: opp; me: Control Magic (on opp's Archivist), hand 0; opp: Archivist (tapped), Ghirapur Orrery", "player", "me")
	wantUnderstood(t, r, true)
	if got := drawsOf(r, "me"); !equalInts(got, []int{1, 3}) {
		t.Errorf("Control Magic on a tapped Archivist: you draw %v, want 1 or 3", got)
	}
}

// CR 117.3b, 605.3a: City of Brass's damage to its own controller as it
// is tapped while Phyrexian Arena's trigger waits ends no game at 20 life:
// the upkeep is answered.
func TestRule117_3bCityOfBrassBesideAnUpkeepTrigger(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, life 30; opp: City of Brass, life 20; step: upkeep")
	wantUnderstood(t, r, true)
}

// CR 302.6: what a player controls by an effect given this turn (Control
// Magic written sick) has no summoning sickness in their next turn: Opp's
// Archivist, yours under their Control Magic, may draw while Ghirapur
// Orrery's trigger waits in their next upkeep.
func TestRule302_6ControlGivenThisTurnInTheNextUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 2, Archivist; opp: Control Magic (on Archivist, sick), hand 0", "player", "opp")
	wantUnderstood(t, r, true)
	if got := drawsOf(r, "opp"); !equalInts(got, []int{1, 3}) {
		t.Errorf("Opp draws %v, want 1 or 3", got)
	}
}
