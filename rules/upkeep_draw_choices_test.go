package rules

import (
	"strings"
	"testing"
)

// CR 603.5, 121.2, 603.2c: Consecrated Sphinx triggers once for each card
// an opponent draws, and each time its controller draws two cards or none
// (its rulings of 2017-11-17): with the Orrery's three draws, Opp draws 0,
// 2, 4 or 6 cards, and each outcome lists the choices that lead to it.
func TestRule603_5ConsecratedSphinxMayDrawTwoForEachCard(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Consecrated Sphinx, hand 3")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0", "me=3,opp=2", "me=3,opp=4", "me=3,opp=6")
	wantRules(t, r, "603.5", "121.2", "603.3b")
	wantRuling(t, r, "Consecrated Sphinx", "2017-11-17")
	for _, o := range r.Outcomes {
		if o.Hand["opp"] != 3+o.Draws["opp"] {
			t.Errorf("outcome %+v: Opp's hand is not 3 plus the cards drawn", o)
		}
		if len(o.Choices) == 0 || !strings.Contains(o.Choices[0], "Consecrated Sphinx (Opp") {
			t.Errorf("outcome %+v: the choices do not name the Sphinx's", o)
		}
	}
	if !strings.Contains(r.Answer, "Opp draws no cards, two, four or six cards") {
		t.Errorf("answer %q", r.Answer)
	}
	// Mine, with my own draws, doesn't trigger: it watches opponents.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Consecrated Sphinx")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
}

// CR 704.5b, 704.3: a player who chooses to draw from a library too small
// loses the next time state-based actions are checked, and the game is
// over before the other abilities resolve (104.2a).
func TestRule704_5bConsecratedSphinxDrawsFromEmptyLibrary(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Consecrated Sphinx, library 3")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0", "me=3,opp=2", "me=3,opp=3")
	lost := 0
	for _, o := range r.Outcomes {
		ev := strings.Join(o.Events, "; ")
		if o.Draws["opp"] == 3 {
			lost++
			if !strings.Contains(ev, emptyLibraryLoss("opp")) || !strings.Contains(ev, "the game is over before the other abilities resolve") {
				t.Errorf("events %q: Opp drew from an empty library and loses, the third never resolving", ev)
			}
		} else if strings.Contains(ev, "loses the game") {
			t.Errorf("events %q: no one loses", ev)
		}
	}
	if lost != 1 || !strings.Contains(r.Answer, "In some outcomes, Opp loses the game") {
		t.Errorf("answer %q, %d losing outcomes", r.Answer, lost)
	}
}

// CR 603.3, 603.3b: cards a Sphinx ability draws set off the other
// player's Underworld Dreams, whose abilities go on the stack above the
// Sphinx abilities still waiting and resolve first; at 3 life, Opp loses
// to the third damage, and the last Sphinx ability never resolves.
func TestRule603_3DrawsOfADrawTriggerTriggerMoreFirst(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Underworld Dreams; opp: Consecrated Sphinx, hand 3, life 3")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0", "me=3,opp=2", "me=3,opp=4")
	for _, o := range r.Outcomes {
		ev := strings.Join(o.Events, "; ")
		if o.Draws["opp"] == 4 && (!strings.Contains(ev, "Opp has 0 or less life") || strings.Count(ev, "deals 1 damage to Opp") != 3) {
			t.Errorf("events %q: three damage, then Opp loses", ev)
		}
		if o.Draws["opp"] == 2 && strings.Contains(ev, "loses the game") {
			t.Errorf("events %q: Opp at 1 life does not lose", ev)
		}
	}
}

// CR 603.2, 603.5: a Consecrated Sphinx on each side triggers the other's
// until a player chooses not to draw (its ruling of 2017-11-17): the
// engine does not follow it, and says so.
func TestRule603_2SphinxesTriggeringEachOtherAreRefused(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Consecrated Sphinx; opp: Consecrated Sphinx")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "trigger each other") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, [Test Well: Enchantment — Whenever you draw a card, you may draw a card.]")
	wantUnderstood(t, r, false)
	// My Notion Thief has me draw the cards Opp's Sphinx would have Opp
	// draw, which trigger the Sphinx again.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Notion Thief; opp: Consecrated Sphinx")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Notion Thief") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 121.2b: "if an effect offers the player a choice to draw multiple
// cards, the affected player can't choose to do so" where they can't
// draw more than one card each turn: Spirit of the Labyrinth leaves the
// Sphinx's controller no choice to draw two.
func TestRule121_2bSphinxCantChooseToDrawPastALimit(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Consecrated Sphinx, Spirit of the Labyrinth")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=1,opp=0")
	wantRules(t, r, "121.2b")
}

// CR 101.4, 603.3b: in a game of more than two players the nonactive
// players put their abilities on the stack in turn order, which the board
// does not record; where the abilities offer choices, that order decides.
func TestRule603_3bDrawChoicesOfTwoNonactivePlayersAreRefused(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Consecrated Sphinx; opp2: Underworld Dreams")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "turn order") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 115.1, 603.5, 701.17b: Jace's Erasure targets a player as it is put
// on the stack, and its controller may have them put the top card of
// their library into their graveyard; an empty library has none, and
// loses no game. Each choice is an outcome.
func TestRule701_17bJacesErasureMillsTargetPlayer(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 4, Jace's Erasure; opp: library 1")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
	wantRules(t, r, "115.1", "603.5", "701.17b")
	wantRuling(t, r, "Jace's Erasure", "2010-08-15")
	// You: 1 card left, milled or not; Opp: 1 card, milled or not.
	if len(r.Outcomes) != 4 {
		t.Errorf("%d outcomes, want 4: %+v", len(r.Outcomes), r.Outcomes)
	}
	for _, o := range r.Outcomes {
		if ev := strings.Join(o.Events, "; "); strings.Contains(ev, "loses the game") {
			t.Errorf("events %q: milling loses no game", ev)
		}
	}
	// A player with hexproof can't be its target: the engine does not
	// read "You have hexproof", and stops.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Jace's Erasure; opp: Leyline of Sanctity")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Leyline of Sanctity") {
		t.Errorf("answer %q", r.Answer)
	}
	// Without a trigger that targets, it bears on nothing the upkeep asks.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Leyline of Sanctity")
	wantUnderstood(t, r, true)
}

// CR 701.17a, 701.17b: Psychic Corrosion has each opponent put the top two
// cards of their library into their graveyard for each card its
// controller draws, as many as the library holds; a draw from the
// emptied library then loses (704.5b).
func TestRule701_17aPsychicCorrosionMillsEachOpponent(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Psychic Corrosion; opp: library 3")
	wantUnderstood(t, r, true)
	wantRules(t, r, "701.17a", "701.17b")
	if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, "; "), "Opp puts all 3 cards of their library into their graveyard") {
		t.Errorf("outcomes %+v", r.Outcomes)
	}
	// Opp's Sphinx abilities, put on the stack after mine, resolve
	// first: Opp draws before the Corrosion mills, and with five cards
	// loses only by choosing to draw a third time.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Psychic Corrosion; opp: library 5, Consecrated Sphinx")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0", "me=3,opp=2", "me=3,opp=4", "me=3,opp=5")
	for _, o := range r.Outcomes {
		ev := strings.Join(o.Events, "; ")
		if lost := strings.Contains(ev, emptyLibraryLoss("opp")); lost != (o.Draws["opp"] == 5) {
			t.Errorf("events %q: Opp loses only drawing a third time", ev)
		}
	}
}

// CR 122.1, 704.5f: a draw trigger that puts a counter on its own
// permanent (Chasm Skulker's +1/+1 counter, Hoofprints of the Stag's
// hoofprint counter) changes no hand, library, draw or life total: the
// Orrery's answer stands, and the events say what it did.
func TestRule122_1DrawTriggerCounterOnItselfBearsOnNothing(t *testing.T) {
	for _, card := range []string{"Chasm Skulker", "Jace's Projection", "Oneirophage", "Toothy, Imaginary Friend", "Lorescale Coatl", "Hoofprints of the Stag"} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, "+card)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
		if ev := strings.Join(r.Outcomes[0].Events, "; "); !strings.Contains(ev, "triggers 3 times") || !strings.Contains(ev, "counter on "+card) {
			t.Errorf("%s: events %q", card, ev)
		}
		wantRules(t, r, "122.1")
	}
	// A -1/-1 counter can kill it (704.5f): that is no inert effect.
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, [Test Rot: Creature — Zombie 3/3 — Whenever you draw a card, put a -1/-1 counter on this.]")
	wantUnderstood(t, r, false)
}

// Every question's work is bounded: a thousand cards drawn, each setting
// off a Consecrated Sphinx, or Jace's Erasure's targets over four players
// for sixty cards, are more than one question explores, and are refused.
func TestRule603_5DrawChoicesAreBounded(t *testing.T) {
	for _, board := range []string{
		"me: [Test Flood: Enchantment — At the beginning of your upkeep, you draw 1000 cards.]; opp: Consecrated Sphinx",
		"me: [Test Flood: Enchantment — At the beginning of your upkeep, you draw 60 cards.], Jace's Erasure; opp: library 5; opp2: library 5; opp3: library 3",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "states of search") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
}

// CR 603.4, 603.5: Kederekt Parasite's intervening "if you control a red
// permanent" is checked as the card is drawn and as the ability resolves:
// with no red permanent it doesn't trigger; with one, its controller may
// have it deal 1 damage to the player who drew (its ruling of
// 2009-02-01). At 2 life, two of the three make you lose.
func TestRule603_4KederektParasiteIfRedPermanent(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 2; opp: Kederekt Parasite, Mountain")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || strings.Contains(strings.Join(r.Outcomes[0].Events, "; "), "Kederekt") {
		t.Errorf("outcomes %+v: with no red permanent it doesn't trigger", r.Outcomes)
	}
	wantRules(t, r, "603.4")
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 2; opp: Kederekt Parasite, Goblin Guide")
	wantUnderstood(t, r, true)
	wantRuling(t, r, "Kederekt Parasite", "2009-02-01")
	var lost, damage []int
	for _, o := range r.Outcomes {
		ev := strings.Join(o.Events, "; ")
		damage = append(damage, strings.Count(ev, "Kederekt Parasite deals 1 damage to you"))
		if strings.Contains(ev, "you lose the game") {
			lost = append(lost, strings.Count(ev, "Kederekt Parasite deals 1 damage to you"))
		}
	}
	if len(r.Outcomes) != 3 || len(lost) != 1 || lost[0] != 2 {
		t.Errorf("damage %v, lost after %v: want 0, 1 or 2 damage, losing at the second", damage, lost)
	}
	// An upkeep trigger that may sacrifice a permanent could take the red
	// one away before the ability resolves.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, [Test Toll: Enchantment — At the beginning of your upkeep, sacrifice this unless you pay {1}.]; opp: Kederekt Parasite, Goblin Guide")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "603.4") {
		t.Errorf("answer %q", r.Answer)
	}
}
