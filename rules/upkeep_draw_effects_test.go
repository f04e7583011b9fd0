package rules

import (
	"strings"
	"testing"
)

// CR 121.2b: "can't draw more than one card each turn" applies to each
// card drawn, and an instruction to draw more is carried out in part; the
// upkeep begins the turn, so Ghirapur Orrery's three cards are one beside
// Spirit of the Labyrinth, or an opponent's Narset, Parter of Veils
// (Narset's ruling of 2019-05-03). Narset spares its controller. A player
// who can't draw cards (Omen Machine) draws none and does not draw from an
// empty library (121.3); a draw the limit ignores is not drawn either.
func TestRule121_2bDrawLimitInTheUpkeep(t *testing.T) {
	for board, want := range map[string]string{
		"me: Ghirapur Orrery, hand 0, Spirit of the Labyrinth":      "me=1",
		"me: Ghirapur Orrery, hand 0; opp: Narset, Parter of Veils": "me=1",
		"me: Ghirapur Orrery, hand 0, Narset, Parter of Veils":      "me=3",
		// Leovold's trigger on becoming a target can't trigger in the
		// upkeep (nothing targets).
		"me: Ghirapur Orrery, hand 0; opp: Leovold, Emissary of Trest":    "me=1",
		"me: Ghirapur Orrery, hand 0, Omen Machine, library 0":            "me=0",
		"me: Ghirapur Orrery, hand 0, Spirit of the Labyrinth, library 1": "me=1",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, want)
		for _, o := range r.Outcomes {
			if strings.Contains(strings.Join(o.Events, " "), "empty library") {
				t.Errorf("%s: %v: no card beyond the limit is drawn, so none from an empty library", board, o.Events)
			}
		}
		if want != "me=3" {
			wantRules(t, r, "121.2b")
		}
	}
}

// CR 614.1a, 121.6, 614.5: Thought Reflection makes each card drawn two,
// and two make it four (its ruling of 2008-05-01: "The effects of multiple
// Thought Reflections are cumulative"); Alhammarret's Archive spares only
// the first card of a draw step, and the upkeep's draws are not that.
// Notion Thief has an opponent skip each such draw and its controller
// draw instead, and what that player's draws trigger follows.
func TestRule614_1aDrawReplacementsInTheUpkeep(t *testing.T) {
	for board, want := range map[string]string{
		"me: Ghirapur Orrery, hand 0, Thought Reflection":                               "me=6,opp=0",
		"me: Ghirapur Orrery, hand 0, Thought Reflection, Thought Reflection":           "me=12,opp=0",
		"me: Ghirapur Orrery, hand 0, Alhammarret's Archive":                            "me=6,opp=0",
		"me: Ghirapur Orrery, hand 0; opp: Notion Thief":                                "me=0,opp=3",
		"me: Ghirapur Orrery, hand 0, Thought Reflection; opp: Narset, Parter of Veils": "me=1,opp=0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me", "opp"}, strings.Fields(want)...)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 20; opp: Notion Thief, Psychosis Crawler, hand 2")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "you lose 3 life") {
		t.Errorf("outcomes %+v: Opp draws three, and Psychosis Crawler makes you lose 3 life", r.Outcomes)
	}
	// Which effect applies first is the drawing player's choice (616.1):
	// not worked out.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Thought Reflection; opp: Notion Thief")
	wantUnderstood(t, r, false)
}

// CR 614.1a, 121.6a, 104.2b, 104.1: Laboratory Maniac replaces a draw from an
// empty library, even where no card could be drawn: with two cards in the
// library, Ghirapur Orrery draws them and its third card wins the game
// instead, which ends it. With three cards, or a library the board does
// not give, the three are drawn.
func TestRule121_6aLaboratoryManiacWinsInsteadOfDrawing(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Laboratory Maniac, library 2")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=2")
	if !strings.Contains(r.Answer, "you win the game") || strings.Contains(r.Answer, "empty library, so you lose") {
		t.Errorf("answer %q: want the win, and no loss", r.Answer)
	}
	wantRules(t, r, "121.6a", "104.2b", "104.1")
	for _, board := range []string{"me: Ghirapur Orrery, hand 0, Laboratory Maniac, library 3", "me: Ghirapur Orrery, hand 0, Laboratory Maniac"} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
		if strings.Contains(r.Answer, "win") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
}

// CR 614.1a, 614.5, 121.6: Chains of Mephistopheles replaces each card
// drawn in the upkeep; with no card in hand to discard, the top card of
// the library goes to the graveyard instead, which is no draw: Ghirapur
// Orrery's three cards are three cards milled, and an empty library is not
// drawn from. Blood Scrivener makes a card drawn with no cards in hand two
// and 1 life: the Orrery's three cards are four, and 1 life is lost.
func TestRule614_5HandReadDrawReplacements(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Chains of Mephistopheles, library 2")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=0")
	if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "top 2 cards of your library into your graveyard") || strings.Contains(r.Answer, "lose the game") {
		t.Errorf("outcomes %+v, answer %q: want two cards milled and no loss", r.Outcomes, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Blood Scrivener, life 1")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=4")
	if !strings.Contains(r.Answer, "0 or less life") {
		t.Errorf("answer %q: at 1 life the life lost ends the game", r.Answer)
	}
	// The hand decides what Chains does: a board that does not give the
	// hand of a player who draws is refused.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Chains of Mephistopheles")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Chains of Mephistopheles, hand 2")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=1")
}

// CR 104.1: a player who wins instead of drawing ends the game at once:
// Phyrexian Arena's life loss, which comes after the draw, never happens.
func TestRule104_1NothingAfterTheWinningDraw(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Laboratory Maniac, library 0, hand 1, life 1")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you win the game") || strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "lose 1 life") {
		t.Errorf("answer %q, outcomes %+v: the win ends the game before the life loss", r.Answer, r.Outcomes)
	}
}

// CR 121.5, 121.6a: Underrealm Lich and Tomorrow, Azami's Familiar replace
// each card drawn with looking at the top three and putting one into the
// hand, which is no draw: Ghirapur Orrery puts three cards into the hand
// and draws none, so Spiteful Visions deals no damage; with four cards in
// the library the Lich keeps two (three, then one, looked at) and the
// last replaced draw does nothing, which loses no game (the Lich's ruling
// of 2018-10-05).
func TestRule121_5LookingInsteadOfDrawing(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Underrealm Lich; opp: Spiteful Visions")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=0,opp=0")
	if len(r.Outcomes) != 1 || r.Outcomes[0].Hand["me"] != 3 || strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "Spiteful Visions") {
		t.Errorf("outcomes %+v: three cards into the hand, none drawn, no trigger", r.Outcomes)
	}
	for board, hand := range map[string]int{
		"me: Ghirapur Orrery, hand 0, Underrealm Lich, library 4":            2,
		"me: Ghirapur Orrery, hand 0, Tomorrow, Azami's Familiar, library 2": 2,
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 || r.Outcomes[0].Hand["me"] != hand || strings.Contains(r.Answer, "lose the game") {
			t.Errorf("%s: outcomes %+v, answer %q: want %d cards in hand and no loss", board, r.Outcomes, r.Answer, hand)
		}
	}
}

// An effect on drawing changes no toughness (CR 704.5f): Psychosis Crawler
// with no cards in hand is 0/0 beside Thought Reflection too, and more
// Thought Reflections than the engine counts exactly (2^20 cards a card)
// are refused, not wrapped around.
func TestRule704_5fDrawEffectsChangeNoToughness(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Gaea's Cradle, Psychosis Crawler, Thought Reflection, hand 0")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("max mana %v: Psychosis Crawler is 0/0: %s", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: 21x Thought Reflection, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "more than the engine counts") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 616.1: Chains of Mephistopheles and Blood Scrivener both replace the
// same draw, so the order decides; the refusal names both, apart.
func TestRule616_1ChainsAndScrivenerNamedApart(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Blood Scrivener, hand 0; opp: Chains of Mephistopheles")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Chains of Mephistopheles and Blood Scrivener each replace your draws") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 614.1a and 101.2: Sulfuric Vortex's "gains no life instead" is a
// replacement effect, said as one; Erebos's "can't gain life" is a
// "can't", which beats an effect that says it happens.
func TestRule614_1aVortexReplacesLifeGain(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ivory Tower, hand 7, life 3; opp: Sulfuric Vortex")
	wantUnderstood(t, r, true)
	s := stepsText(r)
	if !strings.Contains(s, "With Sulfuric Vortex, each time a player would gain life, that player gains none instead") || strings.Contains(s, "Sulfuric Vortex, you and Opp can't gain life") {
		t.Errorf("steps %q", s)
	}
	r = ask(t, "judge upkeep", "board", "me: Ivory Tower, hand 7, life 3; opp: Erebos, God of the Dead")
	if s := stepsText(r); !strings.Contains(s, "you can't gain life: an effect that would have you gain life gives you none") {
		t.Errorf("steps %q", s)
	}
	wantRules(t, r, "101.2")
}
