package rules

import (
	"strings"
	"testing"
)

// CR 603.3, 605.1b, 106.4: Chromatic Star's "When Chromatic Star is put
// into a graveyard from the battlefield, draw a card" adds no mana, so it
// is no mana ability: it goes on the stack after the mana is made, and the
// card drawn changes no mana. Like Chromatic Sphere's ability, which draws
// as it resolves (not a mana ability: 605.1a), it may still draw before a
// cost is paid,
// while the mana stays in the pool: what triggers on a draw (Niv-Mizzet),
// a cost that takes a card from the hand (Bog Witch) and a hand the board
// gives as empty (Elvish Piper) bear on pay and mana beside either. In an
// upkeep whose trigger asks for mana (Mystic Remora), the Star draws
// while the payment is made, which changes who draws and the hand
// Ghirapur Orrery's intervening "if" reads (603.4): the upkeep still
// refuses.
func TestRule603_3ADrawOnLeavingWaitsForTheStack(t *testing.T) {
	for _, card := range []string{"Chromatic Star", "Terrarion", "Fallowsage"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	r := ask(t, "judge pay", "board", "me: Forest, Forest, Chromatic Star", "cost", "{U}")
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable {
		t.Errorf("{U} from two Forests and Chromatic Star: %s", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest, Chromatic Star", "card", "Chromatic Star")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) == 0 || !strings.Contains(strings.Join(r.Outcomes[0].Events, "; "), "you draw a card when it resolves") {
		t.Errorf("Chromatic Star's outcomes do not say its trigger draws: %+v", r.Outcomes)
	}
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Forest, Chromatic Star", "card", "Chromatic Star"), true)
	wantUnderstood(t, ask(t, "judge could-produce", "board", "me: Forest, Chromatic Star", "card", "Chromatic Star"), true)

	for _, card := range []string{"Chromatic Star", "Chromatic Sphere"} {
		for _, board := range []string{
			"me: Forest, Niv-Mizzet, the Firemind, ",
			"me: Swamp, Swamp, Bog Witch, hand 0, ",
			"me: Forest, Forest, Elvish Piper, hand 0, ",
		} {
			wantUnderstood(t, ask(t, "judge mana", "board", board+card), false)
		}
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Mystic Remora, Forest, Chromatic Star"), false)
	// Chromatic Sphere's ability draws a card, so it is not a mana
	// ability (605.1a): it can't be activated while the Remora's
	// cumulative upkeep is paid (605.3a), and the upkeep is answered.
	// (With no cards in hand, it could be activated while Ghirapur
	// Orrery's trigger waits, which the engine refuses: 603.4.)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, Mystic Remora, Forest, Chromatic Sphere"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Mystic Remora, Forest, Chromatic Sphere"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Forest, Elvish Piper, hand 0"), true)
	// An opponent's Chromatic Sphere pays for nothing of yours.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Mystic Remora, Forest; opp: Chromatic Sphere"), true)
}

// CR 605.1a, 113.3c: a sentence that begins as a triggered ability
// ("When this land enters, draw a card." written on the line of a mana
// ability in a user's card, a reflexive "When you do, target player draws
// a card", 603.12) is no draw nor target of that ability's effect: the
// ability is not taken for one that isn't a mana ability, and the
// sentence, which the engine does not read as a rider, stops the answer.
// Chromatic Sphere's own "Draw a card." still makes its ability no mana
// ability.
func TestRule605_1aATriggerOnTheLineIsNoDrawOfTheEffect(t *testing.T) {
	for _, rider := range []string{"When this land enters, draw a card.", "Whenever you cast a spell, draw a card.", "When you do, target player draws a card."} {
		r := ask(t, "judge tap", "board", "me: [One Line: Land — {T}: Add {C}. "+rider+"], Forest", "card", "One Line")
		wantUnderstood(t, r, false)
		if strings.Contains(r.Answer, "no mana ability") {
			t.Errorf("%q: %s", rider, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Chromatic Sphere, Forest", "card", "Chromatic Sphere")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "no mana ability") {
		t.Errorf("Chromatic Sphere: %s", r.Answer)
	}
}
