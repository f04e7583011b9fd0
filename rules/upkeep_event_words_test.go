package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 201.5: text that refers to the object it is on by name means that
// object. An upkeep trigger whose effect the engine reads as it is written
// names its permanent in the event ("If you do, untap Mana Vault."),
// where the event said "untap this." as the compiler writes the name.
func TestRule201_5UpkeepEventNamesItsPermanent(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Mana Vault, hand 0")
	wantUnderstood(t, r, true)
	var ev []string
	for _, o := range r.Outcomes {
		ev = append(ev, o.Events...)
	}
	if !slices.Contains(ev, "Mana Vault's ability resolves: you may pay {4}. If you do, untap Mana Vault.") {
		t.Errorf("events %q", ev)
	}
}

// CR 701.9a: a player told to discard a card with none in hand discards
// nothing. The event says so ("you have no card in hand to discard"),
// where it said "you discard 0 cards (you had only 0 cards)".
func TestRule701_9aDiscardWithNoCardInHand(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 20; opp: Gibbering Descent")
	wantUnderstood(t, r, true)
	var ev []string
	for _, o := range r.Outcomes {
		ev = append(ev, o.Events...)
	}
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 || !slices.Contains(ev, "Gibbering Descent's ability (for you) resolves: you lose 1 life, you have no card in hand to discard") {
		t.Errorf("outcomes %+v, events %q", r.Outcomes, ev)
	}
}

// CR 701.17a, Chains of Mephistopheles: a player with no card in hand who would draw
// one mills a card instead. One card milled is "the top card" of the
// library, where the event said "the top 1 card".
func TestRule701_17aChainsMillsTheTopCard(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, hand 0, life 20; opp: Chains of Mephistopheles")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || !slices.Contains(r.Outcomes[0].Events, "Phyrexian Arena's ability (for you) resolves: you draw no cards (you have no card in hand to discard, so put the top card of your library into your graveyard instead, by Chains of Mephistopheles); you lose 1 life") {
		t.Errorf("outcomes %+v", r.Outcomes)
	}
}

// CR 101.4, 603.3b: beside an opponent's Ghirapur Orrery, the two
// abilities that trigger in your upkeep are put on the stack yours first,
// so the opponent's resolves first and yours finds three cards in hand
// (Ghirapur Orrery's ruling of 2016-09-20). The events name whose Orrery
// each is, as the choices do; two of one player's name neither.
func TestRule101_4OrreriesOfTwoPlayersEventsSayWhose(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Ghirapur Orrery")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	want := []string{
		"Opp's Ghirapur Orrery's ability (for you) resolves: you draw three cards",
		"Your Ghirapur Orrery's ability (for you) resolves: you have 3 cards in hand, so it does nothing",
	}
	if len(r.Outcomes) != 1 || !slices.Equal(r.Outcomes[0].Events, want) {
		t.Errorf("outcomes %+v, want one with events %q", r.Outcomes, want)
	}
	r = ask(t, "judge upkeep", "board", "me: 2x Ghirapur Orrery, hand 0")
	for _, o := range r.Outcomes {
		for _, ev := range o.Events {
			if strings.HasPrefix(ev, "Your ") {
				t.Errorf("two of your Orreries: event %q names whose", ev)
			}
		}
	}
}
