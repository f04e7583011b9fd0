package rules

import (
	"strings"
	"testing"
)

// CR 704.5a: a player whose upkeep trigger brings their life total to 0
// loses the game the next time state-based actions are checked; the
// answer said only "you draw one card".
func TestRule704_5aLifeToZeroInTheUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, life 1")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("answer %q does not say the player loses", r.Answer)
	}
	wantRules(t, r, "704.5a")
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, life 2")
	if strings.Contains(r.Answer, "lose the game") {
		t.Errorf("life 2 to 1: %q", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Ghirapur Orrery, hand 0, life 1")
	if !strings.Contains(r.Answer, "In every order, you lose the game at 0 or less life") {
		t.Errorf("answer %q does not say the player loses in every order", r.Answer)
	}
}

// CR 704.3, 104.2a: in a two-player game, once a player has lost to a
// state-based action between two upkeep triggers, the game is over and the
// other triggers never resolve: with two Phyrexian Arenas and an Orrery at
// 1 life the most drawn is four (Orrery, then an Arena), not five.
func TestRule704_3GameOverBetweenUpkeepTriggers(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: 2x Phyrexian Arena, Ghirapur Orrery, hand 0, life 1")
	wantUnderstood(t, r, true)
	for _, o := range r.Outcomes {
		if o.Draws["me"] > 4 {
			t.Errorf("an outcome draws %d after the game is over: %+v", o.Draws["me"], o)
		}
	}
	// In multiplayer the game goes on; the events still say who lost.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, life 1; opp: life 3; opp2: life 3")
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("multiplayer: %q", r.Answer)
	}
}

// CR 704.5b: two orders that leave the same hand and library, one of them
// after drawing from an empty library, are two outcomes: they were merged,
// and the answer said only "you draw one card" (Orrery first, with one card
// in the library, loses the game).
func TestRule704_5bEmptyLibraryOrderNotMerged(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Ghirapur Orrery, hand 0, library 1")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 {
		t.Fatalf("outcomes %+v, want 2", r.Outcomes)
	}
	if !strings.Contains(r.Answer, "In some orders, you lose the game for drawing from an empty library") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 121.4, 704.5b: a trigger that has several players draw (or one player
// draw more than their library holds, Seizan) marks each player who drew
// from an empty library: the answer said only "Opp draws no cards (the
// library was empty)".
func TestRule704_5bEachPlayerDrawsFromAnEmptyLibrary(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: [Test Well: Artifact — At the beginning of your upkeep, each player draws a card.], library 5; opp: library 0")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "Opp loses the game for drawing from an empty library") {
		t.Errorf("answer %q", r.Answer)
	}
	if strings.Contains(r.Answer, "you lose") {
		t.Errorf("answer %q: you drew from a library of 5", r.Answer)
	}
	wantRules(t, r, "704.5b")
	r = ask(t, "judge upkeep", "board", "me: Seizan, Perverter of Truth, library 1, life 3")
	if !strings.Contains(r.Answer, "you lose the game for drawing from an empty library") {
		t.Errorf("Seizan: answer %q", r.Answer)
	}
}

// CR 704.3, 104.2a: the game ends between triggers of different players
// too: the opponent's Orrery resolves first (APNAP, 603.3b), Underworld
// Dreams takes the last of your life, and your Phyrexian Arena never
// resolves; the answer said you draw four cards.
func TestRule704_3GameOverBeforeTheActivePlayersTriggers(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, hand 0, life 2; opp: Underworld Dreams, Ghirapur Orrery")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
}

// "you" in a triggered ability is its controller (CR 109.5): Asylum
// Visitor's and Baleful Force's "you draw a card and you lose 1 life" has
// their controller draw in another player's upkeep; the player whose
// upkeep it was was answered as drawing.
func TestRule109_5YouDrawInAnotherPlayersUpkeep(t *testing.T) {
	for _, board := range []string{
		"me: Asylum Visitor, hand 1; opp: hand 0; turn: opp",
		"me: Baleful Force, hand 1; opp: hand 1; turn: opp",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me", "opp"}, "me=1,opp=0")
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: hand 0; turn: opp")
	wantDraws(t, r, []string{"me", "opp"}, "me=0,opp=3")
}

// CR 810.9, 810.8c, 810.8a: in Two-Headed Giant life lost by a player
// comes off the team's shared life total, the team loses when it falls to
// 0 or less, and the game is then over. Two Phyrexian Arenas at a shared
// total of 1 draw one card, not one each, and the answer says the team
// loses; the loss was not seen at all.
func TestRule810_8cSharedLifeInTheUpkeep(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	r := ask(t, "judge upkeep", "board", teams+"me: Phyrexian Arena, hand 2, life 1; ally: Phyrexian Arena, hand 2")
	wantUnderstood(t, r, true)
	for _, o := range r.Outcomes {
		if o.Draws["me"]+o.Draws["ally"] != 1 {
			t.Errorf("an outcome draws past the team's loss: %+v", o)
		}
	}
	if !strings.Contains(r.Answer, "In every order, your team loses the game at 0 or less life") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRules(t, r, "810.8c", "810.9")
	// The loss of the life of one member counts against the other's total.
	r = ask(t, "judge upkeep", "board", teams+"me: Phyrexian Arena, hand 2; ally: Phyrexian Arena, hand 2, life 2")
	wantDraws(t, r, []string{"me", "ally"}, "me=1,ally=1")
	if !strings.Contains(r.Answer, "your team loses the game at 0 or less life") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", teams+"me: Phyrexian Arena, hand 2, life 3; ally: Phyrexian Arena, hand 2")
	if strings.Contains(r.Answer, "loses the game") {
		t.Errorf("3 to 1: %q", r.Answer)
	}
	// A player who draws from an empty library takes the team with them.
	r = ask(t, "judge upkeep", "board", teams+"me: Phyrexian Arena, hand 2; ally: Phyrexian Arena, hand 2, library 0")
	for _, o := range r.Outcomes {
		if o.Draws["me"] == 1 && strings.HasPrefix(o.Choices[0], "resolving Phyrexian Arena (for Ally)") {
			t.Errorf("you drew after the team lost: %+v", o)
		}
	}
	wantRules(t, r, "810.8a")
	// The members of a team written with two totals: no answer.
	r = ask(t, "judge upkeep", "board", teams+"me: Phyrexian Arena, life 3; ally: life 4")
	wantUnderstood(t, r, false)
}

// CR 800.4a: in a game of more than two players, a player who loses
// leaves it: the abilities they controlled on the stack cease to exist,
// and nothing more happens to them. An opponent's Sulfuric Vortex that
// takes your last life resolves before your Orrery's trigger (APNAP), so
// you draw nothing; you were answered as drawing three cards.
func TestRule800_4aLostPlayersTriggersCeaseToExist(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 2; opp: Sulfuric Vortex; opp2: hand 3")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=0")
	wantRules(t, r, "800.4a", "704.5a")
	// An opponent's trigger for a player who has left does nothing to them.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Ghirapur Orrery, hand 0, life 1; opp: hand 2; opp2: hand 2")
	for _, o := range r.Outcomes {
		if o.Draws["me"] > 4 {
			t.Errorf("an outcome draws %d after you left the game: %+v", o.Draws["me"], o)
		}
	}
	// Who has not lost is answered as before.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, hand 0, life 1; opp: Ghirapur Orrery; opp2: hand 3")
	wantDraws(t, r, []string{"me"}, "me=4")
}

// CR 603.3b, 101.4, 704.3, 104.2a: the abilities that trigger on drawing
// cards go on the stack the next time a player would receive priority,
// the active player's first, so the other player's resolve first, one at
// a time with state-based actions checked between them. Both players at 1
// life and each drawing a card beside Fate Unraveler (for the other's
// draw) and Underworld Dreams: the nonactive player's ability makes the
// active player lose, and the game is over; it was answered as a draw,
// both abilities resolving before state-based actions were checked.
func TestRule603_3bDrawTriggersOfTheNonactivePlayerResolveFirst(t *testing.T) {
	const bell = "[Test Bell: Enchantment — At the beginning of each upkeep, each player draws a card.]"
	for _, c := range []struct {
		turn, loser, unresolved string
	}{
		{"me", "you have 0 or less life", "Fate Unraveler's ability triggers once, for the card Opp drew, and never resolves"},
		{"opp", "Opp has 0 or less life", "Underworld Dreams' ability triggers once, for the card you drew, and never resolves"},
	} {
		r := ask(t, "judge upkeep", "board", "turn: "+c.turn+"; me: hand 2, life 1, library 5, Fate Unraveler, "+bell+"; opp: hand 2, life 1, library 5, Underworld Dreams")
		wantUnderstood(t, r, true)
		ev := strings.Join(upkeepEventLines(r), "|")
		if len(r.Outcomes) != 1 || strings.Contains(ev, gameDrawn) || !strings.Contains(ev, c.loser) || !strings.Contains(ev, c.unresolved) {
			t.Errorf("turn %s: events %q; want %q, and %q", c.turn, ev, c.loser, c.unresolved)
		}
	}
	// Phyrexian Arena's own life loss makes you lose before Underworld
	// Dreams' ability is put on the stack.
	r := ask(t, "judge upkeep", "board", "me: hand 2, life 1, library 5, Phyrexian Arena; opp: Underworld Dreams")
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "Underworld Dreams' ability triggers once, for the card you drew, and never resolves") || strings.Contains(ev, "you lose 1 life; your life total is now -1") {
		t.Errorf("Phyrexian Arena at 1 life: events %q", ev)
	}
	// Abilities that do the same thing to the same player resolve in any
	// order alike; ones that do not, where a player loses before all
	// resolve, depend on an order the engine does not follow.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, life 2, library 5, Ghirapur Orrery; opp: Underworld Dreams, Nekusar, the Mindrazer"), true)
	r = ask(t, "judge upkeep", "board", "me: hand 2, life 1, library 5, Fate Unraveler, Underworld Dreams, "+bell+"; opp: hand 2, life 1, library 5, Spiteful Visions")
	wantUnderstood(t, r, false)
}

// CR 603.3b, 704.3: Psychosis Crawler's "Whenever you draw a card, each
// opponent loses 1 life" resolves after the draw that set it off, with the
// other players' draw triggers first: at 1 life each beside Underworld
// Dreams, the Crawler's controller loses first when it is the nonactive
// player. It was refused as an effect not modelled.
func TestRule603_3bEachOpponentLosesLifeOnADraw(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Psychosis Crawler, hand 1, life 20; opp: life 1")
	wantUnderstood(t, r, true)
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "Psychosis Crawler's ability triggers once, for the card you drew, and resolves: Opp loses 1 life") || !strings.Contains(ev, "Opp has 0 or less life") {
		t.Errorf("events %q", ev)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 2, life 1, library 5, [Test Bell: Enchantment — At the beginning of each upkeep, each player draws a card.]; opp: Psychosis Crawler, hand 2, life 1, library 5, Underworld Dreams")
	wantUnderstood(t, r, true)
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "you have 0 or less life") || strings.Contains(ev, "Opp has 0 or less life") {
		t.Errorf("the nonactive player's draw triggers first: events %q", ev)
	}
	// In Two-Headed Giant each opponent loses 1 life: 2 from the team's
	// shared life total.
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Phyrexian Arena, Psychosis Crawler, hand 1; ally: hand 1; opp: hand 1, life 2; opp2: hand 1")
	wantUnderstood(t, r, true)
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "the team of Opp and Opp 2 has 0 or less life") {
		t.Errorf("Two-Headed Giant: events %q", ev)
	}
}

// CR 104.1: a player who wins the game instead of drawing (Laboratory
// Maniac) ends it at once: the abilities that triggered on the cards drawn
// never resolve. Underworld Dreams' was answered as resolving and doing
// nothing to a player who had left the game.
func TestRule104_1DrawTriggersNeverResolveAfterAWin(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 0, life 1, library 1, Ghirapur Orrery, Laboratory Maniac; opp: Underworld Dreams")
	wantUnderstood(t, r, true)
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "Underworld Dreams' ability triggers once, for the card you drew, and never resolves: the game is over") {
		t.Errorf("events %q", ev)
	}
}

// CR 704.5a, 704.5b: with Ghirapur Orrery, Phyrexian Arena and
// Contamination at 1 life and a library of 2, the Orrery first draws from
// an empty library and the Arena first leaves 0 life: the player loses in
// every order, for one reason or the other, where the answer said "In
// some orders, you lose the game".
func TestRule704_5LosesInEveryOrderForDifferentReasons(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Phyrexian Arena, Contamination, hand 0, life 1, library 2")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 {
		t.Fatalf("outcomes %+v, want 2", r.Outcomes)
	}
	if !strings.Contains(r.Answer, "In every order, you lose the game") || strings.Contains(r.Answer, "In some orders, you lose") {
		t.Errorf("answer %q does not say the player loses in every order", r.Answer)
	}
	wantRules(t, r, "704.5a", "704.5b")
	// At 2 life the Arena first loses nothing, and its card stops the
	// Orrery: the player loses in some orders only.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Phyrexian Arena, Contamination, hand 0, life 2, library 2")
	if strings.Contains(r.Answer, "In every order, you lose") || !strings.Contains(r.Answer, "In some orders, you lose") {
		t.Errorf("life 2: answer %q", r.Answer)
	}
	// At 1 life with a library of 3 the Arena leaves 0 life in every
	// order: said once.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Phyrexian Arena, Contamination, hand 0, life 1, library 3")
	if strings.Count(r.Answer, "In every order, you lose") != 1 {
		t.Errorf("library 3: answer %q", r.Answer)
	}
}
