package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// CR 603.4: Land Tax's "At the beginning of your upkeep, if an opponent
// controls more lands than you, …" doesn't trigger where no opponent
// controls more lands than its controller as the upkeep begins, and an
// opponent's Land Tax doesn't trigger in your upkeep: what it would do
// can't happen, so Ghirapur Orrery's three cards stand, where both boards
// were refused. A board that names no opponent is refused; where an
// opponent controls more lands, see TestRule603_4LandTaxSearchIsFollowed.
func TestRule603_4LandTaxDoesNotTriggerWithoutMoreLands(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Land Tax, Forest, hand 0; opp: Forest",
		"me: Ghirapur Orrery, hand 0; opp: Land Tax",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, Land Tax, Forest, hand 0; ally: hand 0, 3x Forest; opp: Forest",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
			t.Errorf("%s: outcomes %+v", board, r.Outcomes)
		}
		for _, tr := range r.Triggers {
			if tr.Source == "Land Tax" {
				t.Errorf("%s: Land Tax triggered", board)
			}
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Land Tax, Forest, hand 0; opp: Forest")
	wantRules(t, r, "603.4")
	if !strings.Contains(strings.Join(r.Outcomes[0].Events, "|"), "Land Tax's ability doesn't trigger: no opponent controls more lands than you") {
		t.Errorf("events %q", r.Outcomes[0].Events)
	}
	// A board that names no opponent does not say what they control.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Land Tax, hand 0"), false)
}

// CR 603.4, 701.23b, 121.1: Land Tax that triggers (an opponent controls
// more lands) puts none to three basic land cards into its controller's
// hand, as many as they find and the library holds, none of them drawn;
// resolved first with one or more, it leaves Ghirapur Orrery's intervening
// "if" false. The board was refused. Where something may change the lands
// before it resolves (Braids, Cabal Minion's sacrifice, Zuran Orb's
// "Sacrifice a land"), its condition is not followed, and the board is
// still refused.
func TestRule603_4LandTaxSearchIsFollowed(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Land Tax, Forest, hand 0; opp: 2x Forest")
	wantUnderstood(t, r, true)
	wantRules(t, r, "603.4", "701.23b", "121.1")
	wantRuling(t, r, "Land Tax", "2009-10-01")
	// Each outcome as "draws/hand".
	want := []string{"0/1", "0/2", "0/3", "3/3", "3/4", "3/5", "3/6"}
	var outs []string
	for _, o := range r.Outcomes {
		outs = append(outs, fmt.Sprintf("%d/%d", o.Draws["me"], o.Hand["me"]))
	}
	slices.Sort(outs)
	if !slices.Equal(outs, want) {
		t.Errorf("outcomes (draws, hand) %v, want %v", outs, want)
	}
	// The library's two cards: found first, none is left for the Orrery
	// to draw, which then does nothing; drawn first, the Orrery's third
	// draw meets an empty library, and the game is over.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Land Tax, Forest, hand 0, library 2; opp: 2x Forest")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 3 || !strings.Contains(r.Answer, "In some outcomes, you lose the game for drawing from an empty library") {
		t.Errorf("library 2: %s %+v", r.Answer, r.Outcomes)
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, Land Tax, hand 0; opp: hand 0; opp2: Forest",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Land Tax, Ghirapur Orrery, hand 0, Plains; ally: hand 0; opp: 2x Forest",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), true)
	}
	for _, board := range []string{
		"me: Land Tax, Ghirapur Orrery, Braids, Cabal Minion, hand 0, Plains; opp: 3x Forest",
		"me: Land Tax, Ghirapur Orrery, hand 0, Plains; opp: 3x Forest, Zuran Orb",
		"me: Land Tax, Ghirapur Orrery, hand 0, Plains; opp: 3x Forest, Polluted Delta",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may change the lands before Land Tax's ability checks them again") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 603.2: an ability that triggers "at the beginning of each opponent's
// upkeep" doesn't trigger in its controller's own upkeep (in Two-Headed
// Giant, their team's), whatever it would do: beside Bottled Cloister in
// its controller's upkeep the answer names the ability that triggers
// there, where it named the one that can't.
func TestRule603_2OpponentsUpkeepTriggerNotInOwnUpkeep(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Bottled Cloister, hand 0",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 0, Bottled Cloister",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "At the beginning of your upkeep, return all cards") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Bottled Cloister")
	if !strings.Contains(r.Answer, "At the beginning of each opponent's upkeep") {
		t.Errorf("opponent's Cloister: %s", r.Answer)
	}
}

// CR 603.4: the intervening "if an opponent controls more lands than you"
// is read only to find that an ability doesn't trigger; one that may
// trigger, whatever its effect (an inline card's "you draw a card"), is
// refused, as the condition is checked again as it resolves. Such a card
// drew a card where no opponent controlled more lands.
func TestRule603_4MoreLandsConditionIsNotIgnored(t *testing.T) {
	card := "[Tax Test: Enchantment — At the beginning of your upkeep, if an opponent controls more lands than you, you draw a card.]"
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, "+card+", hand 0, Forest; opp: Forest")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
		t.Errorf("equal lands: triggers %+v, outcomes %+v", r.Triggers, r.Outcomes)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, "+card+", hand 0; opp: Forest"), false)
}

// CR 603.4: Land Tax's intervening "if" is checked again as it resolves,
// and what may resolve first and change the lands stops the answer; Aura
// Flux's "sacrifice this enchantment unless you pay {2}" on Land Tax
// changes no land count (the lands tapped for {2} stay lands), so the
// upkeep is answered, beside Lotus Petal too, which sacrifices no land.
// Beside Crystal Vein, whose mana sacrifices a land, it is not, and the
// refusal names the ability Aura Flux gives.
func TestRule603_4LandTaxBesideAuraFlux(t *testing.T) {
	for _, board := range []string{
		"me: Aura Flux, Land Tax, 2x Plains, hand 0; opp: 3x Forest",
		"me: Aura Flux, Land Tax, 2x Plains, Lotus Petal, hand 0; opp: 3x Forest",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), true)
	}
	// The trigger Aura Flux gives names its giver (contract: triggers'
	// from).
	r := ask(t, "judge upkeep", "board", "me: Aura Flux, Land Tax, 2x Plains, hand 0; opp: 3x Forest")
	if len(r.Triggers) != 2 || r.Triggers[0].From+r.Triggers[1].From != "Aura Flux" {
		t.Errorf("triggers: %+v", r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "me: Aura Flux, Land Tax, Plains, Crystal Vein, hand 0; opp: 3x Forest")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Land Tax's ability from Aura Flux may change the lands") {
		t.Errorf("beside Crystal Vein: %s", r.Answer)
	}
}

// CR 701.23b, 121.1: where the board gives no hand, Land Tax putting
// none, one, two or three basic land cards into it are four outcomes,
// not one that says none was found.
func TestRule701_23bLandTaxOutcomesApartWithNoHandGiven(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Land Tax, 2x Forest; opp: 3x Island")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 4 {
		t.Fatalf("%d outcomes (%s), want 4", len(r.Outcomes), r.Answer)
	}
}

// CR 603.4, 603.2b, 704.3: Land Tax's "if" counts lands as the upkeep
// begins, before the first check of state-based actions: a Dryad Arbor
// that check takes away is still counted then, and not as the ability
// resolves. The engine does not follow the board of both moments, and
// says so rather than count the lands of the board after the check.
func TestRule603_4LandTaxCountsLandsBeforeStateBasedActions(t *testing.T) {
	for _, board := range []string{
		"me: Land Tax, Forest, Dryad Arbor (1 -1/-1); opp: 2x Forest; step: untap",
		"me: Land Tax, Zuran Orb, Forest; opp: Forest, Dryad Arbor (1 -1/-1); step: untap",
		"me: Land Tax, 2x Gaea's Cradle; opp: 2x Forest",
	} {
		r := ask(t, "judge upkeep", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "603.4") {
			t.Errorf("%s: %v %q, want a refusal citing 603.4", board, r.Understood, r.Answer)
		}
	}
	// A creature that is no land leaves no count changed.
	r := ask(t, "judge upkeep", "board", "me: Land Tax, Forest; opp: 3x Forest, Grizzly Bears (1 -1/-1)")
	wantUnderstood(t, r, true)
}
