package rules

import (
	"strings"
	"testing"
)

// CR 101.2, 305.2: "Players can't play lands" beats every effect that lets
// a player play more (Territorial Dispute ruling 2004-10-04: it stops only
// the action of playing a land).
func TestRule101_2TerritorialDisputeNoLandPlays(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, Exploration; opp: Territorial Dispute")
	wantUnderstood(t, r, true)
	if *r.LandPlays != 0 || *r.LandsLeft != 0 {
		t.Errorf("land_plays %d, lands_left %d; want 0, 0 (%s)", *r.LandPlays, *r.LandsLeft, r.Answer)
	}
	wantRules(t, r, "101.2")
	wantRuling(t, r, "Territorial Dispute", "2004-10-04")
}

// Aggressive Mining ruling 2014-07-18: "You can't play lands" stops its
// controller only.
func TestRulingAggressiveMiningOnlyItsController(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Aggressive Mining, Exploration")
	if *r.LandPlays != 0 || *r.LandsLeft != 0 {
		t.Errorf("its controller: land_plays %d, lands_left %d; want 0, 0", *r.LandPlays, *r.LandsLeft)
	}
	r = ask(t, "judge lands", "board", "me: Exploration; opp: Aggressive Mining")
	if *r.LandPlays != 2 || *r.LandsLeft != 2 {
		t.Errorf("its controller's opponent: land_plays %d, lands_left %d; want 2, 2", *r.LandPlays, *r.LandsLeft)
	}
}

// Limited Resources: players can't play lands as long as ten or more lands
// are on the battlefield, counted over every player's.
func TestRulingLimitedResourcesTenLands(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Limited Resources, 5x Forest; opp: 4x Island")
	if *r.LandPlays != 1 || *r.LandsLeft != 1 {
		t.Errorf("nine lands: land_plays %d, lands_left %d; want 1, 1", *r.LandPlays, *r.LandsLeft)
	}
	r = ask(t, "judge lands", "board", "me: Limited Resources, 5x Forest; opp: 5x Island")
	if *r.LandPlays != 0 || *r.LandsLeft != 0 {
		t.Errorf("ten lands: land_plays %d, lands_left %d; want 0, 0", *r.LandPlays, *r.LandsLeft)
	}
}

// Ward of Bones ruling 2008-08-01: each opponent who controls more lands
// than its controller can't play lands; more creatures, can't cast
// creature spells.
func TestRulingWardOfBonesMoreLands(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Forest; opp: Ward of Bones, Island")
	if *r.LandPlays != 1 {
		t.Errorf("as many lands: land_plays %d, want 1", *r.LandPlays)
	}
	r = ask(t, "judge lands", "board", "me: 2x Forest, Exploration; opp: Ward of Bones, Island")
	if *r.LandPlays != 0 || *r.LandsLeft != 0 {
		t.Errorf("more lands: land_plays %d, lands_left %d; want 0, 0", *r.LandPlays, *r.LandsLeft)
	}
	wantRuling(t, r, "Ward of Bones", "2008-08-01")
	r = ask(t, "judge lands", "board", "me: 2x Forest, Ward of Bones; opp: Island")
	if *r.LandPlays != 1 {
		t.Errorf("its controller: land_plays %d, want 1", *r.LandPlays)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: Grizzly Bears, Llanowar Elves; opp: Ward of Bones, Grizzly Bears")
	wantUnderstood(t, r, true)
	if r.Counters != nil {
		t.Errorf("more creatures: the creature spell can't be cast, yet enters with %v (%s)", r.Counters, r.Answer)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: Grizzly Bears; opp: Ward of Bones, Grizzly Bears")
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("as many creatures: counters %v, want 2 +1/+1 (%s)", r.Counters, r.Answer)
	}
}

// CR 305.2b: no land is played once the number played reaches the number
// that may be played.
func TestRule305_2bNoneLeft(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, lands played 2")
	if *r.LandPlays != 2 || *r.LandsLeft != 0 {
		t.Errorf("land_plays %d, lands_left %d; want 2, 0", *r.LandPlays, *r.LandsLeft)
	}
	wantRules(t, r, "305.2a", "305.2b")
}

// Oracle of Mul Daya ruling 2009-10-01: a land played from the top of the
// library follows the normal timing and counts as one of the turn's land
// plays (CR 305.2a).
func TestRulingOracleOfMulDayaTopOfLibraryIsALandPlay(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Oracle of Mul Daya, lands played 1")
	if *r.LandPlays != 2 || *r.LandsLeft != 1 {
		t.Errorf("land_plays %d, lands_left %d; want 2, 1", *r.LandPlays, *r.LandsLeft)
	}
	wantRuling(t, r, "Oracle of Mul Daya", "2009-10-01")
}

// Worms of the Earth ruling 2004-10-04: lands can't enter the battlefield,
// and players can't play lands (CR 101.2, 305.1). A "can't play lands"
// effect bears on no mana question; enters of a land played says it can't
// be.
func TestRulingWormsOfTheEarthNoLandPlays(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Worms of the Earth, Exploration")
	wantUnderstood(t, r, true)
	if *r.LandPlays != 0 {
		t.Errorf("land_plays %d, want 0", *r.LandPlays)
	}
	// Its "Lands can't enter the battlefield" stops effects too: no step
	// says lands can still be put onto the battlefield.
	steps := strings.Join(stepTexts(r), "\n")
	if strings.Contains(steps, "can still be put onto the battlefield") || !strings.Contains(steps, "no effect can put one onto it either") {
		t.Errorf("Worms of the Earth: steps do not say lands can't enter the battlefield:\n%s", steps)
	}
	r = ask(t, "judge lands", "board", "me: Aggressive Mining")
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "can still be put onto the battlefield") {
		t.Errorf("Aggressive Mining: no step says lands can still be put onto the battlefield: %+v", r.Steps)
	}
	r = ask(t, "judge tap", "board", "me: Forest, Territorial Dispute", "card", "Forest")
	wantUnderstood(t, r, true)
	// A land played: enters asks lands whether it can be (305.2).
	r = ask(t, "judge enters", "card", "Forest", "x", "0", "board", "opp: Territorial Dispute")
	wantUnderstood(t, r, true)
	if !strings.HasPrefix(r.Answer, "Forest can't be played now: you can't play lands this turn (Territorial Dispute)") {
		t.Errorf("enters: %s", r.Answer)
	}
}

// CR 101.2, 305.2: a "can't play lands" effect that does not apply yet
// applies once the lands played raise the count it reads: at nine lands,
// Limited Resources lets one more be played whatever Exploration or
// Fastbond allow, and Ward of Bones stops a player once they control more
// lands than its controller.
func TestRule101_2CantPlayLandsOnceCountReached(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Limited Resources, Exploration, 9x Forest")
	wantUnderstood(t, r, true)
	if *r.LandPlays != 2 || *r.LandsLeft != 1 {
		t.Errorf("nine lands, Exploration: land_plays %d, lands_left %d; want 2, 1 (%s)", *r.LandPlays, *r.LandsLeft, r.Answer)
	}
	wantRules(t, r, "101.2")
	r = ask(t, "judge lands", "board", "me: Limited Resources, Fastbond, 5x Forest")
	if !r.LandsAnyNumber || r.LandsLeft == nil || *r.LandsLeft != 5 {
		t.Errorf("five lands, Fastbond: any number %v, lands_left %v; want true, 5 (%s)", r.LandsAnyNumber, r.LandsLeft, r.Answer)
	}
	r = ask(t, "judge lands", "board", "me: Limited Resources, Exploration, 8x Forest")
	if *r.LandPlays != 2 || *r.LandsLeft != 2 {
		t.Errorf("eight lands, Exploration: land_plays %d, lands_left %d; want 2, 2 (%s)", *r.LandPlays, *r.LandsLeft, r.Answer)
	}
	r = ask(t, "judge lands", "board", "me: Forest, Exploration; opp: Ward of Bones, Island")
	if *r.LandPlays != 2 || *r.LandsLeft != 1 {
		t.Errorf("as many lands as Ward of Bones' controller, Exploration: land_plays %d, lands_left %d; want 2, 1 (%s)", *r.LandPlays, *r.LandsLeft, r.Answer)
	}
	r = ask(t, "judge lands", "board", "me: Fastbond; opp: Aggressive Mining")
	if !r.LandsAnyNumber || r.LandsLeft != nil {
		t.Errorf("an opponent's Aggressive Mining: any number %v, lands_left %v; want true, none (%s)", r.LandsAnyNumber, r.LandsLeft, r.Answer)
	}
}

// CR 305.2, 101.2: an activated ability that would stop a player playing
// lands this turn (Pardic Miner's "Target player can't play lands this
// turn.") is not counted, the board recording no ability activated, as
// Kiora's −1 is not; a step names it, as it names Kiora's. The answer
// said nothing of an opponent's Pardic Miner.
func TestCR305_2ActivatedLandStopNamed(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Forest; opp: Pardic Miner")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 || r.LandsLeft == nil || *r.LandsLeft != 1 {
		t.Fatalf("land_plays %v, lands_left %v, want 1 and 1 (answer: %s)", r.LandPlays, r.LandsLeft, r.Answer)
	}
	if !stepSays(r, "Pardic Miner", "if Opp activates it this turn, targeting you") {
		t.Errorf("no step names Pardic Miner's ability: %v", r.Steps)
	}
	// Not on the player's turn, nothing is counted and nothing named.
	r = ask(t, "judge lands", "board", "turn: opp; me: Forest; opp: Pardic Miner", "player", "me")
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "Pardic Miner") {
			t.Errorf("step %q names Pardic Miner where no land can be played", s.Text)
		}
	}
}

// CR 702.11c, 702.18a, 602.5: Pardic Miner's note (an activation this turn
// would stop the player's land plays) is said only where it could be
// activated targeting them: not beside the player's Leyline of Sanctity or
// True Believer, nor under Pithing Needle or Cursed Totem.
func TestRule305_2PardicMinerNoteOnlyWhereItCouldBeActivated(t *testing.T) {
	note := func(board string) bool {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		return strings.Contains(stepsText(r), "Pardic Miner's ability")
	}
	if !note("me: Forest; opp: Pardic Miner") {
		t.Error("no note beside a plain Pardic Miner")
	}
	for _, mine := range []string{"Leyline of Sanctity", "True Believer", "Pithing Needle (named Pardic Miner)", "Cursed Totem"} {
		if note("me: Forest, " + mine + "; opp: Pardic Miner") {
			t.Errorf("beside %s: a note of an activation that can't be", mine)
		}
	}
}

// CR 614.17d, Worms of the Earth's ruling of 2004-10-04: "Land can't
// enter the battlefield, so an effect that puts a land onto the
// battlefield won't do anything": played or put, a land never enters.
func TestRule614_17dLandsCantEnter(t *testing.T) {
	for _, cast := range []string{"true", "false"} {
		r := ask(t, "judge enters", "card", "Forest", "board", "me: Worms of the Earth", "cast", cast)
		wantUnderstood(t, r, true)
		if !strings.HasPrefix(r.Answer, "Forest can't enter the battlefield (Worms of the Earth), so it never enters") {
			t.Errorf("cast:%s: %s", cast, r.Answer)
		}
	}
}
