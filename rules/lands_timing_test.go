package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 505.1, 505.6b: lands are played in a main phase. In the end step
// (and cleanup) no main phase is left in the turn, so the answer says no
// more can be played this turn, while the counts stay those of 305.2.
func TestRule505_6bNoMainPhaseLeftInTheEndStep(t *testing.T) {
	for _, step := range []string{"end", "cleanup"} {
		r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, lands played 1; step: "+step)
		wantUnderstood(t, r, true)
		if *r.LandPlays != 2 || *r.LandsLeft != 1 {
			t.Errorf("%s: land_plays %d, lands_left %d; want 2, 1", step, *r.LandPlays, *r.LandsLeft)
		}
		if !strings.Contains(r.Answer, "no main phase is left this turn") || strings.Contains(r.Answer, "but only in a main phase") {
			t.Errorf("%s: answer %q, want it to say no main phase is left", step, r.Answer)
		}
		wantRules(t, r, "505.1")
	}
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery; step: combat")
	if !strings.Contains(r.Answer, "but only in a main phase (the board is in the combat phase)") {
		t.Errorf("combat: answer %q, want the postcombat main phase still to come", r.Answer)
	}
}

// Kiora, the Crashing Wave ruling 2014-02-01: her −1 lets you play an
// additional land this turn once it resolves. The board records no
// ability activated this turn, so the count is 1, and a step says what
// the ability would add (CR 305.2, 606.3).
func TestRule305_2ActivatedAbilityThatWouldAddALandPlay(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Kiora, the Crashing Wave")
	wantUnderstood(t, r, true)
	if *r.LandPlays != 1 || *r.LandsLeft != 1 {
		t.Errorf("land_plays %d, lands_left %d; want 1, 1", *r.LandPlays, *r.LandsLeft)
	}
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "would let you play 1 more land this turn") {
		t.Errorf("no step says what Kiora's −1 would add: %+v", r.Steps)
	}
	wantRules(t, r, "606.3")
	// CR 602.1, 606.1: an ability with {T} in its cost is no loyalty
	// ability, and 606.3 is not cited for it.
	r = ask(t, "judge lands", "board", "me: [Zork Idol: Artifact — {2}, {T}: You may play an additional land this turn.]")
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "would let you play 1 more land this turn") {
		t.Errorf("no step says what Zork Idol's ability would add: %+v", r.Steps)
	}
	if slices.Contains(r.Rules, "606.3") {
		t.Errorf("606.3 cited for an ability that is not a loyalty ability: %v", r.Rules)
	}
	r = ask(t, "judge lands", "board", "opp: Kiora, the Crashing Wave")
	if strings.Contains(strings.Join(stepTexts(r), "\n"), "would let") {
		t.Errorf("an opponent's Kiora is named for your land plays: %+v", r.Steps)
	}
}

// CR 503.1a, 504.2, 505.6b: before the turn's first main phase, in its
// untap, upkeep or draw step, the upkeep and draw step triggers still to
// come resolve before a land can be played, and may change the count:
// Territorial Dispute sacrificed, Azusa destroyed by The Abyss, The
// Gitrog Monster sacrificed. Such a board refuses, where it had counted
// the permanents as they are. A trigger of another player's upkeep, one
// that only draws cards (Howling Mine, Ghirapur Orrery), and the draw step
// for an upkeep trigger leave the count answered; so do the same boards
// in the main phase, and on another player's turn.
func TestRule505_6bUpkeepTriggersBeforeTheMainPhase(t *testing.T) {
	for _, board := range []string{
		"me: Territorial Dispute, hand 0; step: untap",
		"me: The Gitrog Monster, hand 0; step: untap",
		"me: Azusa, Lost but Seeking, hand 0; opp: The Abyss; step: upkeep",
		"me: Exploration, hand 0; opp: Smokestack (1 soot); step: untap",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), false)
	}
	for _, c := range []struct {
		board string
		plays int
	}{
		{"me: Exploration, Howling Mine; step: untap", 2},
		{"me: Exploration, Ghirapur Orrery, hand 0; step: upkeep", 3},
		{"me: Exploration, hand 0; opp: Smokestack (1 soot); step: draw", 2},
		{"me: Azusa, Lost but Seeking; opp: [Vise: Artifact — At the beginning of your upkeep, destroy target creature.]; step: untap", 3},
		{"me: The Gitrog Monster, hand 0; step: main1", 2},
		{"turn: opp; me: Exploration, Territorial Dispute; step: untap", 0},
	} {
		r := ask(t, "judge lands", "board", c.board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != c.plays {
			t.Errorf("%s: land_plays %v, want %d", c.board, r.LandPlays, c.plays)
		}
	}
}

// CR 504.1, 121.4, 704.5b: before the first main phase a player whose
// library, as the board gives it, is smaller than the draws still to
// come (the draw step's, Ghirapur Orrery's three, Howling Mine's one,
// Font of Mythos' two additional) may lose the game and play no land: the answer stops. A library large
// enough, none given, or the draw step's own draw already made, leave
// the count answered.
func TestRule704_5bDrawsBeforeTheMainPhase(t *testing.T) {
	for _, board := range []string{
		"step: upkeep; me: Exploration, Ghirapur Orrery, library 0, hand 0",
		"step: upkeep; me: Exploration, Ghirapur Orrery, library 3, hand 0",
		"step: untap; me: Exploration, Howling Mine, library 1",
		"step: untap; me: Exploration, library 0",
		// Font of Mythos' "draws two additional cards": three draws.
		"step: upkeep; me: hand 0, library 2; opp: Font of Mythos",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may run out in") && !strings.Contains(r.Answer, "library is empty as") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
	for _, board := range []string{
		"step: upkeep; me: Exploration, Ghirapur Orrery, library 4, hand 0",
		"step: untap; me: Exploration, Howling Mine, library 5",
		"step: draw; me: Exploration, library 0",
		"me: Exploration, library 0",
		// Ghirapur Orrery's "if that player has no cards in hand" is
		// false with a card in hand: only the draw step's draw is left.
		"step: upkeep; me: Ghirapur Orrery, hand 1, library 1",
		"step: untap; me: Ghirapur Orrery, Dryad of the Ilysian Grove, hand 2, library 1",
		"step: upkeep; me: hand 0, library 3; opp: Font of Mythos",
		"step: upkeep; me: Ghirapur Orrery, Font of Mythos, hand 0, library 6",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), true)
	}
}

// CR 805.4b, 810.8a: in Two-Headed Giant each player on the active team
// draws in the team's draw step, and if either loses the team loses: a
// teammate's library that may run out before the main phase stops the
// count of the player asked about too.
func TestRule810_8aTeammateDrawsBeforeTheMainPhase(t *testing.T) {
	for _, board := range []string{
		"format: 2hg; teams: me+ally vs opp+opp2; me: library 0; ally: Exploration; step: upkeep",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, library 2; ally: hand 3, library 20; step: upkeep",
	} {
		r := ask(t, "judge lands", "board", board, "player", "ally")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "810.8a") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge lands", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: library 5; ally: Exploration; step: upkeep", "player", "ally")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("library 5: %s", r.Answer)
	}
}

// CR 702.24a, 702.30a, 702.32a, 702.63a: before the main phase, in the
// untap or upkeep step, the asking player's cumulative upkeep, echo,
// fading and vanishing are still to trigger and may sacrifice what the
// count reads (Krovikan Whispers' stolen Azusa, Glacial Chasm beside
// Limited Resources): the count stops. An opponent's, or one in the main
// phase, changes nothing.
func TestRule702_24aUpkeepKeywordsBeforeTheMainPhase(t *testing.T) {
	for _, board := range []string{
		"opp: Azusa, Lost but Seeking; me: Krovikan Whispers (on opp's Azusa, Lost but Seeking), hand 0; step: untap",
		"me: Limited Resources, 9x Forest, Glacial Chasm, life 1; step: untap",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), false)
	}
	for _, board := range []string{"me: Exploration, Mystic Remora; step: main1", "me: Exploration; opp: Mystic Remora; step: upkeep"} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != 2 {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 606.3, 505.1: an activated ability that would give a land play is
// noted only where it could still be activated and a main phase follows:
// not under Pithing Needle, not in the end step. "Lands can't enter." is
// read as "can't enter the battlefield"; with no land play left in the
// end step, the headline says no main phase is needed.
func TestRule606_3ActivatedLandPlayNotes(t *testing.T) {
	note := "is not counted: the board records no ability activated this turn"
	for board, want := range map[string]bool{
		"me: Kiora, the Crashing Wave (3 loyalty)":                                                  true,
		"me: Kiora, the Crashing Wave (3 loyalty), Pithing Needle (named Kiora, the Crashing Wave)": false,
		"me: Kiora, the Crashing Wave (3 loyalty); step: end":                                       false,
	} {
		r := ask(t, "judge lands", "board", board)
		if got := strings.Contains(stepsText(r), note); got != want {
			t.Errorf("%s: note %v, want %v", board, got, want)
		}
	}
	r := ask(t, "judge lands", "board", "me: Forest; opp: [Dirt Worms: Enchantment \u2014 Lands can't enter.]")
	if st := stepsText(r); strings.Contains(st, "can still be put onto the battlefield") || !strings.Contains(st, "no effect can put one onto it") {
		t.Errorf("Dirt Worms: %s", st)
	}
	r = ask(t, "judge lands", "board", "me: Ghirapur Orrery, lands played 2; step: end")
	if r.Answer != "You may play 2 lands this turn in all (1 + 1 from Ghirapur Orrery), and have 0 left." {
		t.Errorf("end step, 0 left: %s", r.Answer)
	}
}

// CR 603.4, 502.3: in the upkeep step the untap step is past, so a tapped
// Howling Mine stays tapped as the draw step begins where no text on the
// board untaps it, and its intervening "if" keeps it from triggering (its
// ruling of 2004-10-04): a library of four holds the Orrery's three cards
// and the draw step's one. Untapped, beside Voltaic Key or Mirage Mirror,
// or in the untap step, its draw may empty the library, and the engine
// does not rule.
func TestRule603_4TappedHowlingMineInTheUpkeep(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, Howling Mine (tapped), library 4, hand 0; step: upkeep")
	wantUnderstood(t, r, true)
	for _, board := range []string{
		"me: Ghirapur Orrery, Howling Mine, library 4, hand 0; step: upkeep",
		"me: Ghirapur Orrery, Howling Mine (tapped), Voltaic Key, library 4, hand 0; step: upkeep",
		"me: Ghirapur Orrery, Howling Mine (tapped), library 4, hand 0; step: untap",
		// An untapped copy of it (Mirage Mirror), or it exiled and
		// returned, a new object (400.7), would trigger.
		"me: Ghirapur Orrery, Howling Mine (tapped), library 4, hand 0; opp: Mirage Mirror; step: upkeep",
	} {
		if r := ask(t, "judge lands", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 707.2, 502.4: a permanent that becomes a copy of Howling Mine in the
// upkeep (Mirage Mirror) is on the battlefield as the draw step begins,
// and its trigger draws a card too: a library of two may run out (the
// draw step's card and two Mines'), one of three may not. No copy made
// in the upkeep triggers at its beginning: beside Ghirapur Orrery alone a
// library of four holds its three cards and the draw step's one.
func TestRule707_2CopiedHowlingMineBeforeTheDrawStep(t *testing.T) {
	if r := ask(t, "judge lands", "board", "me: Howling Mine, library 2; step: upkeep; opp: Mirage Mirror, 2x Island"); r.Understood {
		t.Errorf("library 2 beside Mirage Mirror: %s", r.Answer)
	}
	for _, board := range []string{
		"me: Howling Mine, library 3; step: upkeep; opp: Mirage Mirror, 2x Island",
		"me: Ghirapur Orrery, hand 0, library 4; step: upkeep; opp: Mirage Mirror",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), true)
	}
}

// CR 305.2, 603.2: Sylvan Library's optional draw changes no land play
// beside an ability that only draws as a step begins (Howling Mine,
// Ghirapur Orrery), which neither triggers on a draw nor replaces one;
// beside Underworld Dreams, which triggers on a draw, it still stops the
// count.
func TestRule305_2SylvanLibraryBesideStepDraws(t *testing.T) {
	for _, c := range []struct {
		board string
		plays int
	}{
		{"me: hand 1, library 8, Exploration, Howling Mine (tapped), Sylvan Library; step: upkeep", 2},
		{"me: hand 0, library 8, Exploration, Ghirapur Orrery, Sylvan Library; step: upkeep", 3},
	} {
		r := ask(t, "judge lands", "board", c.board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != c.plays {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: hand 1, library 8, Exploration, Sylvan Library; opp: Underworld Dreams; step: upkeep"), false)
}

// CR 305.2, 302.6: Rock Jockey's "You can't play lands if you've cast this
// this turn." stops nothing where the board does not write it sick: it
// did not come under its controller's control this turn, so it was not
// cast this turn. Written sick, it may have been, and the answer stops.
func TestRule305_2RockJockeyNotCastThisTurn(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Rock Jockey")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("not sick: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Rock Jockey (sick)"), false)
	wantUnderstood(t, ask(t, "judge enters", "board", "me: Rock Jockey (new)", "card", "Forest"), false)
}

// CR 603.7, 504.1, 704.5b: Pyknite's "draw a card at the beginning of the
// next turn's upkeep", resolved in the turn before, draws in this upkeep:
// with the draw step's card, a library of one may run out before the main
// phase, and the count stops, where it was 2; a library of two holds both,
// and in the draw step the upkeep is past. Hazezon Tamar's delayed tokens
// are no draw, and stop the count in the upkeep, not in the draw step.
func TestRule704_5bDelayedDrawBeforeTheMainPhase(t *testing.T) {
	for _, board := range []string{
		"me: Exploration, Pyknite, library 1; step: untap",
		"me: Exploration, Hazezon Tamar, library 10; step: upkeep",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Pyknite's") && !strings.Contains(r.Answer, "603.7") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Exploration, Pyknite, library 2; step: untap",
		"me: Exploration, Pyknite, library 1; step: draw",
		"me: Exploration, Hazezon Tamar, library 10; step: draw",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != 2 {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
