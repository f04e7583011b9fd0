package rules

import (
	"strings"
	"testing"
)

// CR 603.4: an upkeep trigger the engine does not otherwise read, whose
// intervening "if" the board makes false as the upkeep begins, doesn't
// trigger, and the answer says so: Serrated Arrows with arrowhead
// counters on it, Hellkite Tyrant with fewer than twenty artifacts, a
// life condition the board's life total fails. Where the "if" holds
// (Serrated Arrows with none), what it does stops the answer.
func TestRule603_4InterveningIfTheBoardMakesFalse(t *testing.T) {
	for _, c := range []struct{ board, step string }{
		{"me: Ghirapur Orrery, hand 0, Serrated Arrows (3 arrowhead)", "Serrated Arrows' ability doesn't trigger: Serrated Arrows has 3 arrowhead counters on it"},
		{"me: Ghirapur Orrery, hand 0, Hellkite Tyrant", "Hellkite Tyrant's ability doesn't trigger: you control 1 artifact"},
		{"me: Ghirapur Orrery, hand 0, life 20, [Heights: Enchantment — At the beginning of your upkeep, if you have 40 or more life, you lose 5 life.]", "Heights' ability doesn't trigger: you have 20 life"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "you draw three cards") {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
		if steps := strings.Join(stepTexts(r), "\n"); !strings.Contains(steps, c.step) {
			t.Errorf("%s: no %q in\n%s", c.board, c.step, steps)
		}
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Serrated Arrows",
		"me: Ghirapur Orrery, hand 0, life 40, [Heights: Enchantment — At the beginning of your upkeep, if you have 40 or more life, you lose 5 life.]",
	} {
		if r := ask(t, "judge upkeep", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 104.2a, 704.5b, 810.8a: in the upkeep, an opponent whose library the
// board gives may draw from it empty before the main phase (Notion
// Thief's replaced draws, Alms Collector's, their own trigger on another
// player's upkeep): in a game of two players or two teams the game then
// ends, and no land is played, so the lands question is not answered.
// With a third player the game goes on, and the lands question is
// answered unless the permanents of the player who loses speak of lands
// (800.4a); an opponent's Ghirapur Orrery
// draws only for the active player, and Consecrated Sphinx's draw may be
// declined.
func TestRule704_5bOpponentsDrawBeforeTheMainPhase(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, library 10; opp: Notion Thief, library 0; step: upkeep",
		"me: Ghirapur Orrery, hand 0, library 10; opp: Alms Collector, library 0; step: untap",
		"me: hand 3, library 10; opp: library 0, [Giver: Artifact — At the beginning of each opponent's upkeep, you draw a card.]; step: upkeep",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, library 10; ally: hand 2, library 10; opp: Notion Thief, library 0; step: upkeep",
		// With three players the game goes on, but the Orrery that
		// gives the additional land leaves it with the player who loses.
		"me: Howling Mine, library 10, hand 2; opp: Notion Thief, Ghirapur Orrery, library 0; opp2: library 10; step: upkeep",
	} {
		r := ask(t, "judge lands", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "may draw from an empty library") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, library 10; opp: Notion Thief, library 0; opp2: library 10; step: upkeep",
		"me: Ghirapur Orrery, hand 0, library 10; opp: Notion Thief, library 40; step: upkeep",
		"me: hand 0, library 10; opp: Ghirapur Orrery, library 0; step: upkeep",
		"me: Ghirapur Orrery, hand 0, library 10; opp: Consecrated Sphinx, library 0; step: upkeep",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != 2 {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 603.2b, 603.4, 117.5, 502.4: an intervening "if" that counts
// permanents is checked as the upkeep begins, before the state-based
// actions take a 0/0 away, and not where text may have made a permanent
// another type the board does not show (Xenic Poltergeist's "until your
// next upkeep"): the engine does not rule. A draw step's trigger is
// checked after players get priority in the upkeep, so the lands
// question in the upkeep does not read its "if" on the board.
func TestRule603_4InterveningCountsTheBoardDoesNotFix(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Hanweir Militia Captain, 2x Grizzly Bears, [Zero: Creature — Elf 0/0]",
		"me: Ghirapur Orrery, hand 0, Hellkite Tyrant, Sol Ring; opp: Xenic Poltergeist",
	} {
		if r := ask(t, "judge upkeep", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	board := "me: Ghirapur Orrery, hand 0, life 11, [Sac4: Enchantment — At the beginning of your draw step, if you have 10 or less life, sacrifice Ghirapur Orrery.]; opp: Forest, Prodigal Pyromancer; step: upkeep"
	if r := ask(t, "judge lands", "board", board); r.Understood {
		t.Errorf("%s: %s", board, r.Answer)
	}
}

// CR 603.4: Davriel, Rogue Shadowmage's "At the beginning of each
// opponent's upkeep, if that player has one or fewer cards in hand, …"
// does not trigger where that player has two: nothing triggers. With one
// card it triggers, and its damage, which the engine does not read,
// stops the answer.
func TestRule603_4OneOrFewerCardsInHand(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Davriel, Rogue Shadowmage (2 loyalty); opp: hand 2, life 2; turn: opp")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 0 {
		t.Errorf("triggers %v (%s), want none", r.Triggers, r.Answer)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Davriel, Rogue Shadowmage (2 loyalty); opp: hand 1, life 2; turn: opp"), false)
}
