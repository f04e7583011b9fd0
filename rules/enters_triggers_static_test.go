package rules

import "testing"

// CR 603.2, 603.6a: Torpor Orb's "Creatures entering the battlefield
// don't cause abilities to trigger." changes only what triggers as a
// creature enters. Nothing enters in /judge mana, nor in /judge upkeep
// where no trigger creates a token: it bears on neither, where it was
// refused as text the engine did not read. It stops no replacement
// effect (its ruling of 2011-06-01: a creature still enters with its
// counters), so /judge enters answers too, and /judge lands, whose lands
// played are no cards the board shows, where no ability on the board
// triggers on a permanent entering. Where one does (Amulet of Vigor), it
// still stops the answer.
func TestRule603_2NoEntersTriggersBearsOnlyWhereSomethingEnters(t *testing.T) {
	for _, board := range []string{"me: Forest, Torpor Orb", "me: Forest, Hushwing Gryff"} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: most mana %v, want 1 (%s)", board, r.MaxMana, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Torpor Orb, hand 0")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: Forest, Torpor Orb")
	wantUnderstood(t, r, true)
	r = ask(t, "judge lands", "board", "me: Forest, Torpor Orb")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("lands: %s", r.Answer)
	}
	if r := ask(t, "judge lands", "board", "me: Forest, Torpor Orb, Amulet of Vigor"); r.Understood {
		t.Errorf("lands beside Amulet of Vigor: %s", r.Answer)
	}
	if r := ask(t, "judge mana", "board", "me: Forest, Torpor Orb, Amulet of Vigor"); r.Understood {
		t.Errorf("mana beside Amulet of Vigor: %s", r.Answer)
	}
}

// CR 115.1, 605.1a: Ground Seal's "Cards in graveyards can't be the
// targets of spells or abilities." changes only what can be targeted. A
// mana ability never targets, so /judge mana and tap answer beside it,
// and /judge upkeep where no text on the board speaks of a target. A
// spell paid for may target a card in a graveyard: /judge pay can't rule.
func TestRule115_1GraveyardCardsUntargetableBearOnlyOnTargets(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Ground Seal")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("most mana %v, want 1 (%s)", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest, Underworld Cerberus", "card", "Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Ground Seal, hand 0")
	wantUnderstood(t, r, true)
	if r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Ground Seal, hand 0; opp: Goblin Arsonist"); r.Understood {
		t.Errorf("upkeep beside a trigger with a target: %s", r.Answer)
	}
	if r := ask(t, "judge pay", "board", "me: Forest, Ground Seal", "cost", "{G}"); r.Understood {
		t.Errorf("pay: %s", r.Answer)
	}
}
