package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 704.5a: Dark Confidant's life loss is the mana value of the card it
// reveals, which the board does not show. At 1 life with a Phyrexian Arena,
// resolving Dark Confidant first may end the game before the Arena
// resolves (no card drawn) or not (one drawn); one card was answered for
// that order, the life loss taken as 0.
func TestRule704_5aDarkConfidantLifeLossUnknown(t *testing.T) {
	for _, board := range []string{
		"me: Dark Confidant, Phyrexian Arena, life 1, hand 0",
		// In Two-Headed Giant a teammate's reveal costs the team's
		// life (810.9): resolved first, it may end the game before the
		// Orrery gives you three cards, which the order that resolves
		// the Orrery first ends alike with.
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, life 3; ally: Dark Confidant, hand 5, life 3",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "mana value of the card it reveals") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
	// Without a life total, or where it resolves last, it is answered.
	for _, board := range []string{
		"me: Dark Confidant, Phyrexian Arena, hand 0",
		"me: Dark Confidant, hand 0, life 3; opp: Sulfuric Vortex",
		"me: Dark Confidant, hand 0, life 2; opp: Sulfuric Vortex",
		// Resolved first, the Confidant leaves the Orrery's intervening
		// "if" false (CR 603.4): it does nothing whether or not the game
		// went on (revealLossMatters).
		"me: Dark Confidant, Ghirapur Orrery, life 1, hand 0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
	}
}

// CR 704.5a, 202.3, 100.7: Dark Confidant's loss is at most 16, the
// greatest mana value of a card the rules cover (Draco's): with more life
// than that and the other triggers' known losses, the game can't end
// before the triggers resolve, and the orders are answered; at 16, or
// beside a trigger whose loss is not bounded here, it is refused.
func TestRule704_5aDarkConfidantLossBoundedByTheGreatestManaValue(t *testing.T) {
	for _, c := range []struct {
		board string
		ok    bool
	}{
		{"me: Dark Confidant, Ghirapur Orrery, hand 0, life 20", true},
		{"me: Dark Confidant, Ghirapur Orrery, hand 0, life 17", true},
		{"me: Dark Confidant, Phyrexian Arena, hand 0, life 18", true},
		{"me: Dark Confidant, Phyrexian Arena, hand 0, life 17", false},
		{"me: 2x Dark Confidant, Ghirapur Orrery, hand 0, life 20", false},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, c.ok)
		if c.ok && !strings.Contains(strings.Join(stepTexts(r), "\n"), "at most 16") {
			t.Errorf("%s: no step bounds the loss: %q", c.board, stepTexts(r))
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Dark Confidant, Ghirapur Orrery, hand 0, life 20")
	if r.Answer != "Dark Confidant and Ghirapur Orrery trigger; depending on the order they resolve in, you draw no cards or three cards." {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 704.5a, 202.3: at 16 life or less, the card Dark Confidant reveals
// may make its controller lose the game: the answer says so, with the
// life left as the ability resolves; it said only that no card was drawn.
func TestRule704_5aDarkConfidantMayMakeItsControllerLose(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Dark Confidant, hand 2, life 1", "you lose the game if the card revealed has mana value 1 or more"},
		{"me: Dark Confidant, hand 2, life 3; opp: Sulfuric Vortex", "you lose the game if the card revealed has mana value 1 or more"},
		{"me: Dark Confidant, hand 2, life 16", "has mana value 16 or more"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: answer %q, want %q", c.board, r.Answer, c.want)
		}
	}
	for _, board := range []string{"me: Dark Confidant, hand 2, life 17", "me: Dark Confidant, hand 2", "me: Dark Confidant, hand 2, life 1, library 0"} {
		if r := ask(t, "judge upkeep", "board", board); strings.Contains(r.Answer, "lose the game") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
}

// CR 704.5a, 202.3, 100.7: two Dark Confidants at 20 life reveal two
// cards, each of mana value 16 at most (Draco's), so the first can't take
// the last of the life, and only the second, with no ability left to
// resolve after it, can: the answer says the player loses if the two
// cards total 20 or more, where it was refused. Where the first may take
// it all (16 life), or the board's library holds only one card, or
// another ability waits (the Orrery), it is refused still.
func TestRule704_5aTwoDarkConfidantsLoseOnlyAsTheLastResolves(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: 2x Dark Confidant, life 20, hand 1")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game if the two cards revealed total mana value 20 or more") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRules(t, r, "704.5a", "202.3")
	r = ask(t, "judge upkeep", "board", "me: 3x Dark Confidant, life 40, hand 1")
	if !strings.Contains(r.Answer, "if the three cards revealed total mana value 40 or more") {
		t.Errorf("three: answer %q", r.Answer)
	}
	for _, board := range []string{
		"me: 2x Dark Confidant, life 16, hand 1",
		"me: 2x Dark Confidant, Ghirapur Orrery, life 20, hand 0",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	// With one card in the library the second reveals nothing, so
	// whether the first ends the game changes nothing (revealLossMatters).
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: 2x Dark Confidant, life 20, hand 1, library 1"), true)
}

// CR 704.5a, 603.4: the card Dark Confidant reveals may cost the last of
// its controller's life, and the game may end before the abilities under
// it resolve; where each of those then does nothing (Ghirapur Orrery, its
// intervening "if" false with the revealed card in hand), the outcome is
// the same either way, and the orders are answered, with the loss said,
// where they were refused. Where one of them then does something (Phyrexian
// Arena's draw, a teammate's Orrery draw), it is refused still.
func TestRule704_5aRevealLossBeforeAbilitiesThatDoNothing(t *testing.T) {
	for _, c := range []struct {
		board string
		draws []int
	}{
		{"me: Dark Confidant, Ghirapur Orrery, hand 0, life 3", []int{0, 3}},
		{"me: Dark Confidant, Ghirapur Orrery, hand 0, life 16", []int{0, 3}},
		{"me: Dark Confidant, Ghirapur Orrery, hand 0, life 3; opp: hand 1; opp2: hand 2", []int{0, 3}},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Dark Confidant, Ghirapur Orrery, hand 0, life 4; ally: hand 1", []int{0, 3}},
		{"me: Dark Confidant, Ghirapur Orrery, hand 0, life 20; opp: Sulfuric Vortex", []int{0, 3}},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		var got []int
		for _, o := range r.Outcomes {
			got = append(got, o.Draws[Me])
		}
		slices.Sort(got)
		if !slices.Equal(got, c.draws) {
			t.Errorf("%s: draws %v, want %v", c.board, got, c.draws)
		}
		if !strings.Contains(c.board, "Vortex") && !strings.Contains(r.Answer, "if the card revealed has mana value") && !strings.Contains(r.Answer, "if the revealed card has mana value") {
			t.Errorf("%s: answer %q", c.board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Dark Confidant, Phyrexian Arena, hand 0, life 3",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Dark Confidant, Ghirapur Orrery, hand 0, life 4; ally: hand 0",
		"me: 2x Dark Confidant, Ghirapur Orrery, hand 0, life 10",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
}

// CR 121.4, 704.5a: Dark Confidant reveals nothing from an empty library,
// and its controller loses no life, so at low life beside another trigger
// it can't end the game before that one resolves: the orders are answered
// where they were refused.
func TestRule704_5aDarkConfidantEmptyLibraryLosesNoLife(t *testing.T) {
	for _, board := range []string{
		"me: Dark Confidant, Phyrexian Arena, life 1, hand 0, library 0",
		"me: Dark Confidant, Ghirapur Orrery, life 2, hand 0, library 0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		for _, o := range r.Outcomes {
			if o.Hand[Me] != 0 || o.Draws[Me] != 0 || !strings.Contains(strings.Join(o.Events, " "), "nothing is revealed") {
				t.Errorf("%s: outcome %+v", board, o)
			}
		}
	}
	// With a card in the library it may be revealed first, and the game
	// may end before the other ability resolves.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Dark Confidant, Phyrexian Arena, life 1, hand 0, library 1"), false)
}

// CR 810.9, 810.8c: in Two-Headed Giant the life Dark Confidant's
// controller loses comes off the team's shared life total, written on
// either player, and the team loses at 0 or less: the answer says that the
// team may lose by the card revealed, as it says it of a player elsewhere;
// it said only that no card was drawn.
func TestRule810_9DarkConfidantLossComesOffTheTeamsLife(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Dark Confidant; ally: life 3", "your team loses if the revealed card has mana value 3 or more"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Dark Confidant, life 5", "your team loses if the revealed card has mana value 5 or more"},
		{"format: 2hg; teams: me+ally vs opp+opp2; opp2: Dark Confidant; opp: life 2; turn: opp", "Opp's team loses if the revealed card has mana value 2 or more"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: answer %q, want %q", c.board, r.Answer, c.want)
		}
		if !slices.Contains(r.Rules, "810.9") || !slices.Contains(r.Rules, "810.8c") {
			t.Errorf("%s: rules %v", c.board, r.Rules)
		}
	}
	// With more life than any card's mana value, nothing is said.
	r := ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Dark Confidant, life 17")
	if strings.Contains(r.Answer, "loses the game") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 117.3b, 401.3: while Dark Confidant's trigger waits, Sensei's
// Divining Top's "{T}: Draw a card, then put Sensei's Divining Top on top
// of its owner's library." can be activated, and Dark Confidant then
// reveals the Top: the card revealed, and the life lost for it, may be
// another, which the engine does not work out. Tapped, with no mana for
// its other ability, the Top can do nothing, and the answer stands.
func TestRule117_3bTopChangesTheCardDarkConfidantReveals(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Dark Confidant, Sensei's Divining Top, hand 0, life 2")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "the card revealed") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Dark Confidant, Sensei's Divining Top (tapped), hand 0, life 2")
	wantUnderstood(t, r, true)
}
