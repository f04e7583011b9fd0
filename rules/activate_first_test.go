package rules

import (
	"strings"
	"testing"
)

// CR 602.2b, 117.3c, 601.2c: a creature tapped to pay the cost of an
// ability that is no mana ability (Merfolk Looter's "{T}: Draw a card,
// then discard a card.") is tapped while that ability waits on the
// stack, and its controller gets priority again: it may then be the
// target of Royal Assassin's "Destroy target tapped creature". That is
// not worked out, and the engine no longer says there is nothing to
// target; a summoning-sick Looter still leaves nothing, and so does
// Equipment that gives the only tapped creature shroud (Lightning
// Greaves): moved by equip, which resolves first, it is not what the
// board shows now (docs/contract.md, activate).
func TestRule117_3cACreatureTappedForAnAbilityBecomesATappedTarget(t *testing.T) {
	for _, c := range []struct{ board, named string }{
		{"me: Royal Assassin, Merfolk Looter", "Merfolk Looter could first be tapped"},
		{"me: Royal Assassin, Prodigal Sorcerer; turn: opp", "Prodigal Sorcerer could first be tapped"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Royal Assassin")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.named) {
			t.Errorf("%s: answer %q: want %q", c.board, r.Answer, c.named)
		}
	}
	for _, board := range []string{
		"me: Royal Assassin, Merfolk Looter (sick)",
		"me: Royal Assassin, Grizzly Bears (tapped), Lightning Greaves (on Grizzly Bears); step: main1",
		"me: Royal Assassin, Llanowar Elves, Lightning Greaves (on Llanowar Elves); step: main1",
		"me: Royal Assassin; opp: Grizzly Bears (tapped), Lightning Greaves (on Grizzly Bears)",
	} {
		r := ask(t, "judge activate", "board", board, "card", "Royal Assassin")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
}

// CR 107.6, 605.3a, 117.3c: an untapped permanent can't pay {Q}, but its
// controller may first tap it for mana (Llanowar Elves under Umbral
// Mantle, "{3}, {Q}: This creature gets +2/+2"), or tap it for the cost
// of another's mana ability (Patrol Signaler beside Springleaf Drum), and
// then it is tapped at once: the engine says it does not work that out
// rather than "can't". Pili-Pala alone, with no way to be tapped, still
// can't.
func TestRule107_6AnUntappedPermanentTappedFirstForItsUntapCost(t *testing.T) {
	for _, c := range []struct{ board, card, ability, named string }{
		{"me: Llanowar Elves, Umbral Mantle (on Llanowar Elves)", "Llanowar Elves", "2", "tapped for mana"},
		{"me: Patrol Signaler, Springleaf Drum", "Patrol Signaler", "1", "Springleaf Drum"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.named) {
			t.Errorf("%s: answer %q: want %q", c.board, r.Answer, c.named)
		}
	}
	for _, c := range []struct{ board, card, ability string }{
		{"me: Pili-Pala", "Pili-Pala", "1"},
		{"me: Patrol Signaler", "Patrol Signaler", "1"},
		{"me: Llanowar Elves (sick), Umbral Mantle (on Llanowar Elves)", "Llanowar Elves", "2"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
}

// CR 113.6m: an ability that puts its own card onto the battlefield from
// the command zone works only there (Derevi, Empyrial Tactician's
// "{1}{G}{W}{U}: Put Derevi onto the battlefield from the command zone.",
// its ruling of 2013-10-17): on the battlefield it can't be activated.
func TestRule113_6mAnAbilityFromTheCommandZone(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Derevi, Empyrial Tactician", "card", "Derevi, Empyrial Tactician", "ability", "3")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "113.6m")
}

// CR 605.3a, 107.6, 601.2g: Springleaf Drum's "Tap an untapped creature
// you control" may tap Pili-Pala after Pili-Pala's own mana ability, "{2},
// {Q}: Add one mana of any color.", untaps it: with Pili-Pala tapped and
// no other creature, the Drum's mana is not "none", and pay, mana, tap and
// activate say the engine does not work that out. A tapped Grizzly Bears,
// which nothing untaps, still leaves the Drum no creature to tap.
func TestRule605_3aACreatureUntappedByItsOwnManaAbilityTappedAgain(t *testing.T) {
	board := "me: Pili-Pala (tapped), Springleaf Drum, 2x Forest"
	for _, r := range []*Ruling{
		pay(t, board, "{U}{R}"),
		ask(t, "judge mana", "board", board),
		ask(t, "judge tap", "board", board, "card", "Springleaf Drum"),
		ask(t, "judge activate", "board", board, "card", "Springleaf Drum"),
		pay(t, "me: Pili-Pala (tapped), Holdout Settlement, 2x Forest", "{U}{R}"),
	} {
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Pili-Pala is tapped, but its mana ability") {
			t.Errorf("%s: answer %q", r.Command, r.Answer)
		}
	}
	wantPayable(t, pay(t, "me: Grizzly Bears (tapped), Springleaf Drum, 2x Forest", "{U}"), false)
}

// CR 605.1a, 107.5, 302.6: Soldevi Adnate's "{T}, Sacrifice a black or
// artifact creature: Add …" is a mana ability whose cost the engine does
// not read: tapped, or summoning-sick, it can't be tapped for mana, and
// the answer says why, not that it has no mana ability; untapped, the
// engine does not rule.
func TestRule106_12AnUnreadManaAbilityTappedOrSick(t *testing.T) {
	for _, c := range []struct{ board, why string }{
		{"me: Soldevi Adnate (tapped)", "already tapped"},
		{"me: Soldevi Adnate (sick)", "summoning sickness"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Soldevi Adnate")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		if !strings.Contains(r.Answer, c.why) || strings.Contains(r.Answer, "no mana ability") {
			t.Errorf("%s: answer %q, want it to say %q", c.board, r.Answer, c.why)
		}
	}
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Soldevi Adnate", "card", "Soldevi Adnate"), false)
}
