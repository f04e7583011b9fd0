package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// drawsOf lists, outcome by outcome, what player drew, sorted.
func drawsOf(r *Ruling, player string) []int {
	var out []int
	for _, o := range r.Outcomes {
		out = append(out, o.Draws[player])
	}
	slices.Sort(out)
	return out
}

// CR 117.1b, 117.3b, 405.5 and 603.4, with Ghirapur Orrery's ruling of
// 2016-09-20 ("If the player has any cards in hand as Ghirapur Orrery's
// second ability resolves, the ability does nothing"): while the trigger
// waits, its controller may activate Sensei's Divining Top's draw, which
// resolves first; the card drawn is then in hand, and the trigger does
// nothing. Not activating it leaves the three cards.
func TestRule117_1bTopActivatedWhileOrreryWaits(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Sensei's Divining Top, hand 0")
	if !r.Understood {
		t.Fatalf("not understood: %s", r.Answer)
	}
	if got := drawsOf(r, "me"); !slices.Equal(got, []int{1, 3}) {
		t.Fatalf("draws %v, want [1 3]: %s", got, r.Answer)
	}
	for _, o := range r.Outcomes {
		acted := strings.HasPrefix(o.Choices[0], "activating Sensei's Divining Top, then resolving Ghirapur Orrery")
		if acted != (o.Draws["me"] == 1) {
			t.Errorf("outcome %v: choices %q", o.Draws, o.Choices)
		}
		if acted && !slices.ContainsFunc(o.Events, func(e string) bool { return strings.Contains(e, "you have 1 card in hand, so it does nothing") }) {
			t.Errorf("the trigger after Top's draw: events %q", o.Events)
		}
	}
	if !strings.Contains(r.Answer, "whether Sensei's Divining Top's ability is activated") {
		t.Errorf("answer %q does not say what the outcomes depend on", r.Answer)
	}
	wantRules(t, r, "117.1b", "117.3b", "405.5", "603.4")
}

// CR 117.3b, 405.5 and 603.4: the draw may come between two triggers as
// well as before both. Beside Phyrexian Arena: Top first, one card, the
// Orrery nothing, Arena one (2); the Orrery, Top, Arena (5); without Top,
// 4 or 1 by the order. A second Orrery draws again only if the hand is
// empty as it resolves (the Orrery's ruling of 2016-09-20).
func TestRule405_5TopBetweenUpkeepTriggers(t *testing.T) {
	for _, c := range []struct {
		board string
		me    []int
	}{
		{"me: Ghirapur Orrery, Sensei's Divining Top, Phyrexian Arena, hand 0", []int{1, 2, 4, 5}},
		{"me: 2x Ghirapur Orrery, Sensei's Divining Top, hand 0", []int{1, 3, 4}},
		{"me: Ghirapur Orrery, 2x Sensei's Divining Top, hand 0", []int{1, 2, 3}},
		// Alchemist's Apprentice's "Sacrifice this: Draw a card."
		{"me: Ghirapur Orrery, Alchemist's Apprentice, hand 0", []int{1, 3}},
		// A looter's draw and discard leave the hand empty, and the
		// Orrery draws three after it.
		{"me: Ghirapur Orrery, Thought Courier, hand 0", []int{3, 4}},
		{"me: Ghirapur Orrery, Merfolk Looter, Phyrexian Arena, hand 0", []int{1, 2, 4, 5}},
		// Mana paid by lands that do nothing else (CR 106.4): Jayemdae
		// Tome's {4}, Mind Stone's {1}; with three Islands the Tome
		// can't be activated.
		{"me: Ghirapur Orrery, Jayemdae Tome, 4x Island, hand 0", []int{1, 3}},
		{"me: Ghirapur Orrery, Jayemdae Tome, 3x Island, hand 0", []int{3}},
		{"me: Ghirapur Orrery, Mind Stone, Sol Ring, hand 0", []int{1, 3}},
		// Chromatic Sphere's mana, added as it resolves, is spent on
		// nothing and empties at the end of the step (CR 500.5).
		{"me: Ghirapur Orrery, Chromatic Sphere, Island, hand 0", []int{1, 3}},
		{"me: Ghirapur Orrery, Darkwater Egg, 2x Island, hand 0", []int{1, 3}},
		// Two abilities, each activated once or not at all, in either
		// order: Top and Archivist draw two; Thought Courier's loot
		// after Top leaves Top's card.
		{"me: Ghirapur Orrery, Sensei's Divining Top, Archivist, hand 0", []int{1, 2, 3}},
		{"me: Ghirapur Orrery, Sensei's Divining Top, Thought Courier, hand 0", []int{1, 2, 3, 4}},
		// Mana abilities change nothing here, and Top's "{1}: Look at
		// the top three cards" moves no card.
		{"me: Ghirapur Orrery, Sensei's Divining Top, Forest, Island, Birds of Paradise, hand 0", []int{1, 3}},
	} {
		wantUpkeepDraws(t, c.board, "me", c.me)
	}
}

// CR 704.5b and 121.4: with one card in the library, Top's draw takes it
// and Top goes on top of the library, so the Orrery (which then does
// nothing) draws none; without Top, the Orrery's second draw meets an
// empty library and its controller loses. With none, Top's draw itself
// is from an empty library, and the game ends before the Orrery resolves.
func TestRule704_5bTopAndALibraryGiven(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Sensei's Divining Top, hand 0, library 1")
	if !r.Understood || len(r.Outcomes) != 2 {
		t.Fatalf("want 2 outcomes: %s", r.Answer)
	}
	for _, o := range r.Outcomes {
		lost := slices.ContainsFunc(o.Events, func(e string) bool { return strings.Contains(e, "you lose the game") })
		acted := strings.HasPrefix(o.Choices[0], "activating")
		if lost == acted {
			t.Errorf("outcome %q: lost %v", o.Choices, lost)
		}
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Sensei's Divining Top, hand 0, library 0")
	if !r.Understood || !strings.Contains(r.Answer, "In every outcome, you lose the game") {
		t.Errorf("library 0: %s", r.Answer)
	}
}

// CR 614.1a and 805.4d: Top's draw meets the effects on drawing (Notion
// Thief's: Opp draws instead, and the hand stays empty, so the Orrery
// draws for Opp too), and in Two-Headed Giant a teammate's Top empties
// nothing of the other player's.
func TestRule614_1aTopDrawReplaced(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Sensei's Divining Top, hand 0; opp: Notion Thief")
	if got := drawsOf(r, "opp"); !r.Understood || !slices.Equal(got, []int{3, 4}) {
		t.Errorf("Notion Thief: opp draws %v, want [3 4]: %s", got, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: Sensei's Divining Top, hand 0; opp: hand 1; opp2: hand 1")
	if !r.Understood {
		t.Fatalf("2HG: %s", r.Answer)
	}
	var got []string
	for _, o := range r.Outcomes {
		got = append(got, fmt.Sprintf("me %d ally %d", o.Draws["me"], o.Draws["ally"]))
	}
	slices.Sort(got)
	if want := []string{"me 3 ally 1", "me 3 ally 3", "me 3 ally 4"}; !slices.Equal(got, want) {
		t.Errorf("2HG: %v, want %v", got, want)
	}
}

// CR 117.3b: what the upkeep does not follow still stops the answer: a
// draw that sets off another ability (Underworld Dreams), a trigger that
// reveals the card Top put on the library (Dark Confidant), mana paid
// with damage (City of Brass), a draw that costs mana beside another
// (they would share the mana), a draw for a target player (Cephalid Looter), a discard that sets
// off another ability (Drake Haven), a Pithing Needle whose name is not given, which may
// stop Top's ability (602.5), and any other ability that can be activated
// meanwhile: an untapper that lets a {T} draw be activated again
// (Voltaic Key), a copy of it (Rings of Brighthearth), a discard that
// empties the hand again (Wild Mongrel).
func TestRule117_3bResponsesNotFollowedRefused(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Sensei's Divining Top, Underworld Dreams, hand 0",
		"me: Ghirapur Orrery, Sensei's Divining Top, Dark Confidant, hand 0",
		"me: Ghirapur Orrery, Cephalid Looter, hand 0",
		"me: Ghirapur Orrery, Thought Courier, Drake Haven, hand 0",
		"me: Ghirapur Orrery, Mind Stone, City of Brass, hand 0",
		"me: Ghirapur Orrery, Mind Stone, Sensei's Divining Top, Island, hand 0",
		"me: Ghirapur Orrery, Sensei's Divining Top, Pithing Needle, hand 0",
		"me: Ghirapur Orrery, Archivist, Voltaic Key, 2x Island, hand 0",
		"me: Ghirapur Orrery, Urza's Blueprints, Rings of Brighthearth, 2x Island, hand 0",
		"me: Ghirapur Orrery, Sensei's Divining Top, Wild Mongrel, hand 0",
		"me: Ghirapur Orrery, Archivist, Kiora's Follower, hand 0",
	} {
		wantUpkeepRefused(t, board, "117.3b")
	}
	// Named, it can't be activated: the Orrery alone.
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Sensei's Divining Top, Pithing Needle (named Sensei's Divining Top), hand 0")
	if got := drawsOf(r, "me"); !r.Understood || !slices.Equal(got, []int{3}) {
		t.Errorf("Needle naming Top: draws %v: %s", got, r.Answer)
	}
}

// CR 614.1a and 117.3b: another player's draw may put a card into the
// upkeep player's hand: with Notion Thief, an opponent's Sensei's
// Divining Top, activated while the Orrery's trigger waits, has its
// controller skip the draw and the Thief's controller draw instead, so
// the trigger then does nothing; with Alms Collector, an opponent's
// Bazaar of Baghdad's two cards become one each.
func TestRule614_1aOpponentsDrawStolenWhileOrreryWaits(t *testing.T) {
	for _, c := range []struct {
		board string
		me    []int
	}{
		{"me: Ghirapur Orrery, Notion Thief, hand 0; opp: Sensei's Divining Top", []int{1, 3}},
		{"me: Ghirapur Orrery, Notion Thief, hand 0; opp: Jayemdae Tome, 4x Island", []int{1, 3}},
		{"me: Ghirapur Orrery, Alms Collector, hand 0; opp: Bazaar of Baghdad, hand 2", []int{1, 3}},
		// The opponent's Thief steals nothing of its controller's.
		{"me: Ghirapur Orrery, hand 0; opp: Notion Thief, Sensei's Divining Top", []int{0}},
	} {
		r := wantUpkeepDraws(t, c.board, "me", c.me)
		if r == nil {
			continue
		}
		for _, o := range r.Outcomes {
			if o.Draws["me"] == 1 && o.Hand["me"] != 1 {
				t.Errorf("%s: hand %v after the stolen draw", c.board, o.Hand)
			}
		}
	}
}

// CR 601.2f and 602.2b: an effect that makes activated abilities cost
// more (Suppression Field's {2}) adds mana to a cost of {T} alone, which
// may then not be paid: the draw is not followed, and the refusal says
// the ability may be activated, not that it can be.
func TestRule602_2bCostIncreaseOnTapDrawRefused(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Sensei's Divining Top, Suppression Field, hand 0",
		"me: Ghirapur Orrery, Archivist, Suppression Field, 2x Island, hand 0",
	} {
		wantUpkeepRefused(t, board, "may be activated (an effect on the board may change what it costs")
	}
}

// CR 400.3 and 108.3: Sensei's Divining Top goes on top of its owner's
// library. One that Steal Artifact gives to its controller may be owned
// by another player, whose library it then goes to, and the board does
// not record its owner: its draw is not followed (with a library of 1 and
// a second Top, the order of the two would decide whether the second
// draw meets an empty library). Alchemist's Apprentice, given by Control
// Magic, goes to no library and is still followed.
func TestRule400_3StolenTopNotFollowed(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Sensei's Divining Top, Steal Artifact (on opp's Sensei's Divining Top), hand 0, library 1; opp: Sensei's Divining Top",
		"me: Ghirapur Orrery, Steal Artifact (on opp's Sensei's Divining Top), hand 0; opp: Sensei's Divining Top",
	} {
		wantUpkeepRefused(t, board, "117.3b")
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Control Magic (on opp's Alchemist's Apprentice), hand 0; opp: Alchemist's Apprentice")
	if got := drawsOf(r, "me"); !r.Understood || !slices.Equal(got, []int{1, 3}) {
		t.Errorf("Control Magic on Alchemist's Apprentice: draws %v: %s", got, r.Answer)
	}
}

// CR 104.1 and 104.2b: a game ends at once when a player wins. Sensei's
// Divining Top's draw from an empty library beside Laboratory Maniac
// wins the game instead, and the rest of its effect, putting Top on top
// of the library, is never done; the Orrery's trigger never resolves.
func TestRule104_1WinEndsTheRespondingAbility(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Sensei's Divining Top, Laboratory Maniac, hand 0, library 0")
	if !r.Understood || !strings.Contains(r.Answer, "you win the game") {
		t.Fatalf("want the win: %s", r.Answer)
	}
	for _, o := range r.Outcomes {
		for _, e := range o.Events {
			if strings.Contains(e, "activates Sensei's Divining Top") || strings.Contains(e, "activate Sensei's Divining Top") {
				if strings.Contains(e, "on top of your library") {
					t.Errorf("the game ended, yet Top is put on the library: %q", e)
				}
				if !strings.Contains(e, "win the game instead") {
					t.Errorf("event %q does not say the win", e)
				}
			}
		}
	}
	wantRules(t, r, "104.2b", "104.1")
}

// CR 117.1a and 702.35a: the card an ability draws while the triggers
// wait is not shown by the board; the outcomes take it not to be cast,
// and, discarded by a looter, not to be cast for its madness cost (an
// Obsessive Search would draw again and make the Orrery's trigger do
// nothing): a step says so, citing madness where a card is discarded.
func TestRule702_35aDrawnCardNotCastStep(t *testing.T) {
	for _, c := range []struct {
		board   string
		madness bool
	}{
		{"me: Ghirapur Orrery, Merfolk Looter, Island, hand 0", true},
		{"me: Ghirapur Orrery, Sensei's Divining Top, Island, hand 0", false},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if !r.Understood {
			t.Fatalf("%s: %s", c.board, r.Answer)
		}
		found := false
		for _, s := range r.Steps {
			if strings.HasPrefix(s.Text, "The cards drawn while the triggers wait are not known") {
				found = true
				if got := strings.Contains(s.Text, "madness") && slices.Contains(s.Rules, "702.35a"); got != c.madness {
					t.Errorf("%s: madness said %v, want %v: %q %v", c.board, got, c.madness, s.Text, s.Rules)
				}
			}
		}
		if !found {
			t.Errorf("%s: no step on the cards drawn", c.board)
		}
		wantRules(t, r, "117.1a")
	}
	// Nothing activated while the triggers wait: no such step.
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0")
	for _, s := range r.Steps {
		if strings.HasPrefix(s.Text, "The cards drawn while the triggers wait") {
			t.Errorf("no ability can be activated, yet: %q", s.Text)
		}
	}
}

// CR 302.6, 602.2b and 117.3b: an Archivist that can't be activated as
// the upkeep begins (summoning sick, named by Pithing Needle, beside
// Cursed Totem) is read to stay so only where nothing but mana abilities
// can act first, and Sensei's Divining Top's ability can: the refusal
// says so and names it, where it said Archivist's ability can be
// activated. An untapped Archivist beside Top is followed.
func TestRule302_6UnactivatableDrawRefusalSaysWhy(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, Sensei's Divining Top, Archivist (sick), hand 0",
		"me: Ghirapur Orrery, Archivist (sick), Sensei's Divining Top, hand 0",
		"me: Ghirapur Orrery, Sensei's Divining Top, Archivist, Pithing Needle (named Archivist), hand 0",
		"me: Ghirapur Orrery, Sensei's Divining Top, Archivist, Cursed Totem, hand 0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		if r.Understood {
			t.Errorf("%s: answered: %s", board, r.Answer)
			continue
		}
		if !strings.Contains(r.Answer, "Archivist's ability \u201c{T}: Draw a card.\u201d can't be activated as the upkeep begins, but the engine reads that it stays so while Ghirapur Orrery's trigger waits on the stack only where nothing but mana abilities can act first") || !strings.Contains(r.Answer, "it does not rule out that Sensei's Divining Top's \u201c{T}: Draw a card, then put Sensei's Divining Top on top of its owner's library.\u201d changes that") || strings.Contains(r.Answer, "can be activated while") {
			t.Errorf("%s: the refusal does not say why: %s", board, r.Answer)
		}
		if !strings.Contains(r.Answer, "(CR 117.3b, 602.2b, 603.4)") {
			t.Errorf("%s: rules cited: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Sensei's Divining Top, Archivist, hand 0")
	if !r.Understood {
		t.Errorf("an untapped Archivist beside Top: %s", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Archivist (sick), hand 0")
	if got := drawsOf(r, "me"); !r.Understood || !slices.Equal(got, []int{3}) {
		t.Errorf("a summoning-sick Archivist alone: draws %v: %s", got, r.Answer)
	}
}

// CR 601.2f and 602.2b: Eye of Ugin's "Colorless Eldrazi spells you cast
// cost {2} less" is an effect that may change what spells cost, beside
// which the engine does not read whether the {7} of its ability can be
// paid: the refusal says the ability may be activated and why that is
// not known, where it said it can be (with no mana on the board, it
// can't).
func TestRule601_2fManaUnreadBesideCostChangeRefusalSaysWhy(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Eye of Ugin, hand 0")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "may be activated (an effect on the board may change what spells or abilities cost, so whether its mana can be paid is not known)") || strings.Contains(r.Answer, "can be activated while") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Loreseeker's Stone, hand 0")
	if !strings.Contains(r.Answer, "may be activated (an effect on the board may change what it costs") {
		t.Errorf("Loreseeker's Stone: %s", r.Answer)
	}
}

// CR 603.2 and 117.3b: a draw activated while Ghirapur Orrery's trigger
// waits is followed only where nothing else on the board can act or
// trigger meanwhile; beside Megrim, whose trigger on a discard the
// engine does not rule out, the refusal names Megrim's ability, where it
// said only that the engine does not work out players acting in the
// upkeep.
func TestRule603_2RefusalNamesWhatMayTriggerMeanwhile(t *testing.T) {
	for _, c := range []struct{ board, source string }{
		{"me: Ghirapur Orrery, Megrim, Thought Courier, hand 0", "Thought Courier's"},
		{"me: Ghirapur Orrery, Megrim, Sensei's Divining Top, hand 0", "Sensei's Divining Top's"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.source+" ability") || !strings.Contains(r.Answer, "it does not rule out that Megrim's \u201cWhenever an opponent discards a card, Megrim deals 2 damage to that player.\u201d acts or triggers then") {
			t.Errorf("%s: answer: %s", c.board, r.Answer)
		}
	}
}

// wantUpkeepDraws asks board's upkeep and wants it answered, with the
// outcomes' draws of player, sorted, as want; it returns the ruling, nil
// where it was refused.
func wantUpkeepDraws(t *testing.T, board, player string, want []int) *Ruling {
	t.Helper()
	r := ask(t, "judge upkeep", "board", board)
	if !r.Understood {
		t.Errorf("%s: not understood: %s", board, r.Answer)
		return nil
	}
	if got := drawsOf(r, player); !slices.Equal(got, want) {
		t.Errorf("%s: draws of %s %v, want %v", board, player, got, want)
	}
	return r
}

// wantUpkeepRefused asks board's upkeep and wants "I can't rule on this"
// with a reason that holds says.
func wantUpkeepRefused(t *testing.T, board, says string) {
	t.Helper()
	r := ask(t, "judge upkeep", "board", board)
	if r.Understood || !strings.Contains(r.Answer, says) {
		t.Errorf("%s: want a refusal saying %q: %s", board, says, r.Answer)
	}
}

// CR 117.3b, 603.4: an ability that puts a card the board does not show
// onto the battlefield (Order of Whiteclay's creature card from a
// graveyard), activated while Ghirapur Orrery's trigger waits, may put
// one there whose ability draws as it enters (Soaring Show-Off's "each
// player draws a card"), so the hand the trigger reads may not stay
// empty: the answer stops, for the Order of either player. An untapped
// Order can't pay {Q}, and a fetch land's basic land is read as its
// search is.
func TestRule603_4UnseenCardPutOntoTheBattlefieldWhileOrreryWaits(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0; opp: Order of Whiteclay (tapped), 3x Plains, hand 2",
		"me: Ghirapur Orrery, hand 0, Order of Whiteclay (tapped), 3x Plains",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "which the board does not show") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Order of Whiteclay, 3x Plains, hand 2"), true)
	// Elvish Piper puts a card from its controller's hand: with that hand
	// empty, none; an opponent's, with cards in hand, may.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Elvish Piper, Forest"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Forest; opp: Elvish Piper, Forest, hand 2"), false)
	if !reUnseenEnters.MatchString("{2}{g}, {t}: you may put a creature card from your hand onto the battlefield.") || reUnseenEnters.MatchString("search your library for an island or swamp card, put it onto the battlefield, then shuffle.") {
		t.Error("reUnseenEnters reads Elvish Piper or a fetch land wrongly")
	}
}

// CR 117.3b, 603.2, 603.4: a permanent's own "Whenever this becomes
// tapped, draw a card" (Fallowsage) may trigger while Ghirapur Orrery's
// trigger waits, where a mana ability can tap it (Springleaf Drum's cost,
// a land's own {T}), and its draw would leave the hand not empty: the
// answer stops. With nothing to tap it, or the Drum tapped, it answers.
func TestRule603_4SelfTappedDrawWhileOrreryWaits(t *testing.T) {
	for board, understood := range map[string]bool{
		"me: Fallowsage, Springleaf Drum, Ghirapur Orrery, hand 0, library 10":                                                       false,
		"me: [Selfdraw: Land — {T}: Add {C}.\nWhenever this land becomes tapped, draw a card.], Ghirapur Orrery, hand 0, library 10": false,
		"me: Fallowsage, Ghirapur Orrery, hand 0, library 10":                                                                        true,
		"me: Fallowsage, Springleaf Drum (tapped), Ghirapur Orrery, hand 0, library 10":                                              true,
		// Abilities that aren't mana abilities may tap it too: Earthcraft's
		// cost, an opponent's Icy Manipulator, crewing.
		"me: Fallowsage, Earthcraft, Forest, Ghirapur Orrery, hand 0, library 10":   false,
		"me: Fallowsage, Ghirapur Orrery, hand 0, library 10; opp: Icy Manipulator": false,
		"me: Fallowsage, Ghirapur Orrery, hand 0, library 10, Smuggler's Copter":    false,
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), understood)
	}
}

// CR 603.2, 603.3b, 117.3b: while Ghirapur Orrery's trigger waits,
// activating Archivist triggers what triggers on an ability that is no
// mana ability being activated: Harsh Mentor's damage, Burning-Tree
// Shaman's, Runic Armasaur's draw, Rings of Brighthearth's copy. Each
// resolves before Archivist's draw and changes the outcomes, and the
// engine, which does not follow them, says so.
func TestRule603_2TriggersOnAnActivationWhileOrreryWaits(t *testing.T) {
	for _, c := range []struct{ board, names string }{
		{"me: Ghirapur Orrery, Archivist, hand 0, life 1; opp: Harsh Mentor", "Harsh Mentor"},
		{"me: Ghirapur Orrery, Archivist, hand 0, Burning-Tree Shaman", "Burning-Tree Shaman"},
		{"me: Ghirapur Orrery, Archivist, hand 0; opp: Runic Armasaur", "Runic Armasaur"},
		{"me: Ghirapur Orrery, Jayemdae Tome, 4x Island, 2x Mountain, Rings of Brighthearth, hand 0", "Rings of Brighthearth"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood || !strings.Contains(r.Answer, c.names) {
			t.Errorf("%s: %v %q, want a refusal naming %s", c.board, r.Understood, r.Answer, c.names)
		}
	}
	// What only pumps its creature changes nothing the outcomes hold.
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Jayemdae Tome, 4x Island, hand 0; opp: Crackdown Construct")
	wantUnderstood(t, r, true)
}
