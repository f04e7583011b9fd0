package rules

import (
	"strings"
	"testing"
)

// CR 602.5b, 500.1, 508.1: "Activate only during your turn, before
// attackers are declared" (Alaborn Veteran) is met in its controller's
// beginning phase and precombat main phase, not after the declare
// attackers step (the postcombat main phase, the end step); the board's
// combat step does not say whether attackers were declared yet.
func TestRule602_5bBeforeAttackersAreDeclared(t *testing.T) {
	const vet = "me: Alaborn Veteran, Grizzly Bears"
	for _, c := range []struct {
		board string
		legal bool
	}{
		{vet, true},
		{vet + "; step: upkeep", true},
		{vet + "; step: draw", true},
		{vet + "; step: main2", false},
		{vet + "; step: end", false},
		{vet + "; turn: opp", false},
		{vet + "; turn: opp; step: upkeep", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Alaborn Veteran")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	wantUnderstood(t, ask(t, "judge activate", "board", vet+"; step: combat", "card", "Alaborn Veteran"), false)
	// Without "during your turn" (Arcum's Whistle's wording), any
	// player's turn before attackers are declared.
	const any = "me: [Test Horn: Artifact — {T}: You gain 1 life. Activate only before attackers are declared.]"
	wantLegal(t, ask(t, "judge activate", "board", any+"; turn: opp", "card", "Test Horn"), true)
	wantLegal(t, ask(t, "judge activate", "board", any+"; turn: opp; step: end", "card", "Test Horn"), false)
}

// CR 602.5b, 506.1: "Activate only during combat" (Jade Statue) is met in
// the combat phase alone.
func TestRule602_5bActivateOnlyDuringCombat(t *testing.T) {
	for _, c := range []struct {
		step  string
		legal bool
	}{{"main1", false}, {"combat", true}, {"main2", false}, {"upkeep", false}} {
		r := ask(t, "judge activate", "board", "me: Jade Statue; turn: opp; step: "+c.step, "card", "Jade Statue")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 602.5b, 805.4a: Ghost Town's "Activate only if it's not your turn" is
// met in an opponent's turn, not in its controller's or, in Two-Headed
// Giant, a teammate's.
func TestRule602_5bActivateOnlyIfNotYourTurn(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: Ghost Town", false},
		{"me: Ghost Town; turn: opp", true},
		{"me: Ghost Town (tapped); turn: opp", true},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghost Town; turn: ally", false},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghost Town; turn: opp2", true},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Ghost Town", "ability", "2")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 602.5b: "Activate only if you have exactly seven cards in hand"
// (Library of Alexandria) and "only if you have no cards in hand"
// (hellbent) read the board's hand; a board that gives none gets "I can't
// rule on this". "Activate only during any upkeep step" is met in every
// player's upkeep.
func TestRule602_5bActivateOnlyByHandAndAnyUpkeep(t *testing.T) {
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		{"me: Library of Alexandria, hand 7", "Library of Alexandria", "2", true},
		{"me: Library of Alexandria, hand 6", "Library of Alexandria", "2", false},
		{"me: Library of Alexandria, hand 8", "Library of Alexandria", "2", false},
		{"me: Keldon Megaliths, hand 0", "Keldon Megaliths", "3", true},
		{"me: Keldon Megaliths, hand 1", "Keldon Megaliths", "3", false},
		{"me: Tolaria, Grizzly Bears; step: upkeep; turn: opp", "Tolaria", "2", true},
		{"me: Tolaria, Grizzly Bears", "Tolaria", "2", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Library of Alexandria", "card", "Library of Alexandria", "ability", "2"), false)
}

// CR 602.5b: "Activate only during your upkeep and only once each turn"
// (Ebon Praetor) is both restrictions; the board records no activation
// this turn (the contract), so in its controller's upkeep it can be.
func TestRule602_5bActivateOnlyTwoRestrictions(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: Ebon Praetor, Grizzly Bears; step: upkeep", true},
		{"me: Ebon Praetor, Grizzly Bears", false},
		{"me: Ebon Praetor, Grizzly Bears; step: upkeep; turn: opp", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Ebon Praetor", "ability", "3")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	// Two restrictions of one kind are not read.
	if _, ok := parseRestriction("during your turn and only during your upkeep"); ok {
		t.Error("two turn restrictions were read as one")
	}
}

// CR 602.5b: "Activate only during an opponent's upkeep" (Trade Caravan)
// is met in the upkeep step of an opponent's turn alone; it was refused as
// a restriction not modelled.
func TestRule602_5bActivateOnlyDuringAnOpponentsUpkeep(t *testing.T) {
	const caravan = "me: Trade Caravan (2 currency), Forest (tapped)"
	for _, c := range []struct {
		board string
		legal bool
	}{
		{caravan + "; turn: opp; step: upkeep", true},
		{caravan + "; turn: opp; step: draw", false},
		{caravan + "; turn: opp", false},
		{caravan + "; step: upkeep", false},
		{"me: Trade Caravan (1 currency), Forest (tapped); turn: opp; step: upkeep", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Trade Caravan")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 805.4a and 109.5: in Two-Headed Giant the team takes its turns, so a
// teammate's turn is one's own: Ghost Town's "only if it's not your turn"
// is not met, and the reason says the team shares the turn, never that it
// is only the teammate's.
func TestRule805_4aTeammatesTurnIsYourTurn(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghost Town; turn: ally", "Ghost Town"},
		{"format: 2hg; teams: me+ally vs opp+opp2; ally: Ghost Town; turn: me", "ally's Ghost Town"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", "2")
		wantLegal(t, r, false)
		wantRules(t, r, "805.4a")
		if !strings.Contains(stepsText(r), "you and Ally, who share their turns") || !strings.Contains(r.Answer, "team's turn") {
			t.Errorf("%s: answer %q", c.board, r.Answer)
		}
	}
	wantLegal(t, ask(t, "judge activate", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghost Town; turn: opp", "card", "Ghost Town", "ability", "2"), true)
}

// CR 602.5b, 505.1: "Activate only during your main phase" is met in
// either main phase of its controller's turn; "during your precombat main
// phase", "during your draw step" and "during your end step" only in
// that step of its controller's turn.
func TestRule602_5bDuringYourMainPhaseOrStep(t *testing.T) {
	rock := func(when string) string {
		return "me: [Test Rock: Artifact — {T}: Add {G}. Activate only during your " + when + ".]"
	}
	for _, c := range []struct {
		when, board string
		legal       bool
	}{
		{"main phase", "", true},
		{"main phase", "; step: main2", true},
		{"main phase", "; step: combat", false},
		{"main phase", "; step: upkeep", false},
		{"main phase", "; opp: Forest; turn: opp", false},
		{"precombat main phase", "", true},
		{"precombat main phase", "; step: main2", false},
		{"postcombat main phase", "; step: main2", true},
		{"postcombat main phase", "", false},
		{"draw step", "; step: draw", true},
		{"draw step", "", false},
		{"end step", "; step: end", true},
		{"end step", "; step: main2", false},
	} {
		r := ask(t, "judge tap", "board", rock(c.when)+c.board, "card", "Test Rock")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		if !c.legal && !strings.Contains(r.Answer, "Activate only during your "+c.when) {
			t.Errorf("%s%s: %s", c.when, c.board, r.Answer)
		}
	}
}
