package rules

import (
	"strings"
	"testing"
)

// CR 503.1a: abilities that triggered during the untap step are put on
// the stack with those that trigger at the beginning of the upkeep.
// Teferi's Imp phased in or out in its controller's untap step (502.1,
// 702.26a), and an untapped Pain Seer may have become untapped then
// (502.3): the board records neither, and the answer stops, where it had
// said nothing triggers. An opponent's Imp did not phase, and a tapped
// Pain Seer did not untap.
func TestRule503_1aUntapStepTriggersWait(t *testing.T) {
	for _, board := range []string{"me: Teferi's Imp, hand 2", "me: Pain Seer, hand 2"} {
		r := ask(t, "judge upkeep", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "503.1a") {
			t.Errorf("%s: %s (understood %v), want a refusal citing 503.1a", board, r.Answer, r.Understood)
		}
	}
	// Ertai's Familiar triggers only on phasing out, which a permanent
	// phased in on the board did not do (702.26b).
	for _, board := range []string{"me: hand 2; opp: Teferi's Imp", "me: Pain Seer (tapped), hand 2", "me: Ertai's Familiar, library 5"} {
		r := ask(t, "judge upkeep", "board", board)
		if !r.Understood {
			t.Errorf("%s: %s, want an answer", board, r.Answer)
		}
	}
}

// CR 121.2b: "If an effect offers a player a choice to draw multiple
// cards and that player is under such a restriction, they can't choose
// to do so." Under Spirit of the Labyrinth, Bringer of the Blue Dawn's
// "you may draw two cards" is not drawing: no card is drawn, and an empty
// library loses no game; without the limit both choices are outcomes.
func TestRule121_2bMayDrawTwoUnderALimitIsNotDrawing(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Spirit of the Labyrinth, Bringer of the Blue Dawn, hand 0, library 0")
	if !r.Understood || len(r.Outcomes) != 1 || strings.Contains(r.Answer, "lose") {
		t.Fatalf("%s: %d outcomes, want one where no card is drawn", r.Answer, len(r.Outcomes))
	}
	r = ask(t, "judge upkeep", "board", "me: Bringer of the Blue Dawn, hand 0, library 0")
	if len(r.Outcomes) != 2 || !strings.Contains(r.Answer, "lose") {
		t.Errorf("without a limit: %s, %d outcomes, want two, one losing", r.Answer, len(r.Outcomes))
	}
}

// CR 810.9a: in Two-Headed Giant life lost by a player comes off the
// team's shared life total. Where the board gives none, the upkeep says
// so once for the team, and does not say a teammate who loses no life
// loses life.
func TestRule810_9aUnknownSharedLifeIsTheTeams(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Phyrexian Arena, hand 1; ally: hand 1")
	n := 0
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "loses life here") {
			n++
			if !strings.Contains(s.Text, "shared life total of your team") {
				t.Errorf("step %q does not speak of the team's total", s.Text)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d steps say life is lost, want 1", n)
	}
}

// CR 603.2b, 704.3, 113.7a: abilities that trigger "at the beginning of"
// the upkeep trigger as it begins, before the first check of state-based
// actions, and resolve even once their source is gone. Dark Confidant
// under an opponent's Elesh Norn, and two Hondens of Seeing Winds before
// the legend rule, trigger; the engine answers the board the check
// leaves, and so stops, where it had said nothing triggers or counted
// one Honden. A Llanowar Elves dying beside them changes nothing.
func TestRule603_2bUpkeepTriggersBeforeStateBasedActions(t *testing.T) {
	for _, board := range []string{
		"me: Dark Confidant, library 5, life 10; opp: Elesh Norn, Grand Cenobite",
		"me: Honden of Seeing Winds, Honden of Seeing Winds, library 5, life 10; opp: life 20",
		"me: Dark Confidant, library 5, life 10; opp: life 0, Control Magic (on my Dark Confidant); opp2: life 5",
	} {
		r := ask(t, "judge upkeep", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "603.2b") {
			t.Errorf("%s: %s (understood %v), want a refusal citing 603.2b", board, r.Answer, r.Understood)
		}
	}
	// A "your upkeep" trigger does not trigger in an opponent's upkeep
	// (603.2b): the board the check leaves answers it.
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Llanowar Elves (2 -1/-1)",
		"turn: opp; me: Scrounging Bandar, hand 2, life 20, library 30; opp: Ghirapur Orrery, life 20, hand 0, library 30",
	} {
		r := ask(t, "judge upkeep", "board", board)
		if !r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 603.2b, 704.3, 800.4a: an effect that applies as the upkeep begins
// shapes what triggers then, though the first check of state-based
// actions takes it away with its player: Humility of a player at 0 life
// leaves Dark Confidant no ability as the step begins, and Kataki, War's
// Wage gave Sol Ring its trigger. Those answers stop; a player who leaves
// with no such effect does not.
func TestRule603_2bEffectGoneAtFirstCheck(t *testing.T) {
	for _, board := range []string{
		"me: Dark Confidant, library 5, life 10; opp: life 0, Humility; opp2: life 5",
		"me: Sol Ring, life 10; opp: life 0, Kataki, War's Wage; opp2: life 5",
	} {
		r := ask(t, "judge upkeep", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "before the first check of state-based actions") {
			t.Errorf("%s: want a refusal, got %s", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Dark Confidant, library 5, life 10; opp: life 0; opp2: life 5")
	if !r.Understood {
		t.Errorf("a player leaving with nothing: %s", r.Answer)
	}
}

// CR 603.2b, 704.3, 113.7a: an Aura attached to nothing whose trigger is
// "at the beginning of your upkeep" (Parasitic Implant), cumulative
// upkeep on such an Aura (Brand of Ill Omen), fading on a 0/0 (Rusting
// Golem) and two legendary Gallowbraids all trigger before the first
// check of state-based actions takes them: the answer stops.
func TestRule603_2bUpkeepKeywordsBeforeStateBasedActions(t *testing.T) {
	for _, board := range []string{
		"me: Parasitic Implant, Grizzly Bears",
		"me: Brand of Ill Omen, Island",
		"me: Rusting Golem, library 20",
		"me: Gallowbraid, Gallowbraid, life 20",
	} {
		r := ask(t, "judge upkeep", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "603.2b") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
