package rules

import "testing"

// CR 603.4: Shrieking Affliction's "if that player has one or fewer cards
// in hand, they lose 3 life" is an intervening "if" on the hand of the
// opponent whose upkeep it is, "they" being that player. Beside a
// Ghirapur Orrery its controller orders, the Orrery resolving first leaves
// three cards in that hand, and the Affliction does nothing; it was
// refused as an effect the engine did not read.
func TestRule603_4ShriekingAfflictionTheyIsThatPlayer(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "turn: opp; me: Ghirapur Orrery, Shrieking Affliction; opp: hand 0, life 20")
	wantUnderstood(t, r, true)
	wantRules(t, r, "603.4", "603.3b")
	if len(r.Triggers) != 2 {
		t.Fatalf("triggers %+v, want Orrery and Shrieking Affliction", r.Triggers)
	}
	lost, nothing := false, false
	for _, o := range r.Outcomes {
		for _, ev := range o.Events {
			lost = lost || ev == "Shrieking Affliction's ability (for Opp) resolves: Opp loses 3 life"
			nothing = nothing || ev == "Shrieking Affliction's ability (for Opp) resolves: Opp has 3 cards in hand, so it does nothing"
		}
	}
	if !lost || !nothing {
		t.Errorf("outcomes %+v: want one where Opp loses 3 life and one where the Affliction does nothing", r.Outcomes)
	}

	r = ask(t, "judge upkeep", "board", "turn: opp; me: Shrieking Affliction; opp: hand 1, life 3")
	wantUnderstood(t, r, true)
	if !rulingSays(r, "Opp loses the game") {
		t.Errorf("Opp at 3 life losing 3: %s", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "turn: opp; me: Shrieking Affliction; opp: hand 2, life 3")
	if len(r.Triggers) != 0 {
		t.Errorf("two cards in hand: triggers %+v, want none", r.Triggers)
	}
}

// CR 603.4: Hollowborn Barghest's "At the beginning of your upkeep, if you
// have no cards in hand, each opponent loses 2 life" checks its
// controller's hand as the upkeep begins and as it resolves (its ruling of
// 2008-05-01): after Ghirapur Orrery's three cards it does nothing, and
// with a card in hand it doesn't trigger. It was refused.
func TestRule603_4HollowbornBarghestOwnHand(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Hollowborn Barghest, Ghirapur Orrery, hand 0; opp: life 20")
	wantUnderstood(t, r, true)
	wantRules(t, r, "603.4")
	wantRuling(t, r, "Hollowborn Barghest", "2008-05-01")
	if len(r.Triggers) != 2 {
		t.Fatalf("triggers %+v, want two", r.Triggers)
	}
	if !rulingSays(r, "Hollowborn Barghest's ability (for you) resolves: you have 3 cards in hand, so it does nothing") || !rulingSays(r, "Hollowborn Barghest's ability (for you) resolves: Opp loses 2 life") {
		t.Errorf("outcomes %+v", r.Outcomes)
	}
	r = ask(t, "judge upkeep", "board", "me: Hollowborn Barghest, hand 1; opp: life 20")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 0 {
		t.Errorf("a card in hand: triggers %+v, want none", r.Triggers)
	}
	// Its second ability, "they lose 2 life", in the opponent's upkeep.
	r = ask(t, "judge upkeep", "board", "turn: opp; me: Hollowborn Barghest, hand 3; opp: hand 0, life 2")
	wantUnderstood(t, r, true)
	if !rulingSays(r, "Opp loses the game") {
		t.Errorf("Opp at 2 life: %s", r.Answer)
	}
}

// "they" in a trigger at the beginning of its controller's own upkeep
// stands for no player the trigger names: it is not read.
func TestRule603_4TheyInOwnUpkeepNotRead(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: [Odd Charm: Enchantment — At the beginning of your upkeep, they lose 3 life.], hand 0")
	wantUnderstood(t, r, false)
}
