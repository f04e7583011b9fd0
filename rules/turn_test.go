package rules

import "testing"

// Ghirapur Orrery's Oracle text: each player may play an additional land.
func TestGhirapurOrreryOracleLandPlays(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery")
	if *r.LandPlays != 2 || *r.LandsLeft != 2 {
		t.Errorf("land_plays %d, lands_left %d; want 2, 2", *r.LandPlays, *r.LandsLeft)
	}
	wantRules(t, r, "305.2")
	// Each player: an opponent's Orrery counts for me.
	r = ask(t, "judge lands", "board", "opp: Ghirapur Orrery; turn: me")
	if *r.LandPlays != 2 {
		t.Errorf("land_plays %d, want 2", *r.LandPlays)
	}
}

// Ghirapur Orrery ruling 2016-09-20: "Ghirapur Orrery's first ability
// allows a player to play an additional land during their main phase.
// Doing so follows the normal timing rules for playing lands."
func TestRulingGhirapurOrrery20160920NormalTiming(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery")
	wantRuling(t, r, "Ghirapur Orrery", "2016-09-20")
	wantRules(t, r, "505.6b")
	r = ask(t, "judge lands", "board", "me: Ghirapur Orrery; step: upkeep")
	if *r.LandPlays != 2 {
		t.Errorf("land_plays %d, want 2 (the count does not depend on the step)", *r.LandPlays)
	}
	if !containsText(r.Answer, "main phase") {
		t.Errorf("the answer should say lands are played in a main phase: %s", r.Answer)
	}
}

// Ghirapur Orrery ruling 2016-09-20: "Ghirapur Orrery's first ability is
// cumulative if more than one is on the battlefield."
func TestRulingGhirapurOrrery20160920Cumulative(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: 2x Ghirapur Orrery, lands played 1")
	if *r.LandPlays != 3 || *r.LandsLeft != 2 {
		t.Errorf("land_plays %d, lands_left %d; want 3, 2", *r.LandPlays, *r.LandsLeft)
	}
	r = ask(t, "orrery lands", "orreries", "2")
	if *r.LandPlays != 3 {
		t.Errorf("land_plays %d, want 3", *r.LandPlays)
	}
	if r.Board != "me: 2x Ghirapur Orrery" {
		t.Errorf("the shortcut records its board: %q", r.Board)
	}
}

// CR 305.3: a player can't play a land if it isn't their turn; "you"
// effects count for their controller only.
func TestRule305_3OnlyOnYourTurn(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, Exploration; opp: Exploration", "player", "opp")
	if *r.LandPlays != 0 {
		t.Errorf("off turn: land_plays %d, want 0", *r.LandPlays)
	}
	wantRules(t, r, "305.3")
	for _, c := range r.Rules {
		if c == "305.2b" {
			t.Errorf("off turn cites 305.2b (lands already played), not only 305.3: %v", r.Rules)
		}
	}
	r = ask(t, "judge lands", "board", "me: Ghirapur Orrery, Exploration; opp: Exploration, Azusa, Lost but Seeking; turn: opp")
	if *r.LandPlays != 5 {
		t.Errorf("opp's turn: land_plays %d, want 1+1 (Orrery)+1 (Exploration)+2 (Azusa) = 5", *r.LandPlays)
	}
	r = ask(t, "judge lands", "board", "me: 2x Oracle of Mul Daya, Dryad of the Ilysian Grove, lands played 4")
	if *r.LandPlays != 4 || *r.LandsLeft != 0 {
		t.Errorf("land_plays %d lands_left %d, want 4, 0", *r.LandPlays, *r.LandsLeft)
	}
}

// Exploration and Azusa rulings: cumulative with other effects.
func TestRulingExplorationAzusaCumulative(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, Exploration, Azusa, Lost but Seeking")
	if *r.LandPlays != 5 {
		t.Errorf("land_plays %d, want 5", *r.LandPlays)
	}
	wantRuling(t, r, "Exploration", "2020-08-07")
	wantRuling(t, r, "Azusa, Lost but Seeking", "2020-06-23")
}

// CR 805.4c: in Two-Headed Giant each player on the active team has their
// own land plays.
func TestRule805_4cTwoHeadedGiantLands(t *testing.T) {
	board := "format: 2hg; teams: me+ally vs opp+opp2; me: Exploration, lands played 1; ally: Ghirapur Orrery"
	r := ask(t, "judge lands", "board", board, "player", "ally")
	if *r.LandPlays != 2 || *r.LandsLeft != 2 {
		t.Errorf("ally: %d/%d, want 2/2", *r.LandPlays, *r.LandsLeft)
	}
	r = ask(t, "judge lands", "board", board)
	if *r.LandPlays != 3 || *r.LandsLeft != 2 {
		t.Errorf("me: %d/%d, want 3/2", *r.LandPlays, *r.LandsLeft)
	}
	r = ask(t, "judge lands", "board", board, "player", "opp2")
	if *r.LandPlays != 0 {
		t.Errorf("nonactive team: %d, want 0", *r.LandPlays)
	}
}

// Ghirapur Orrery Oracle: with an empty hand, its controller draws three.
func TestGhirapurOrreryOracleUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0")
	wantDraws(t, r, []string{"me"}, "me=3")
	wantRules(t, r, "603.4")
	if len(r.Triggers) != 1 || r.Triggers[0] != (Trigger{Source: "Ghirapur Orrery", Controller: "me", Player: "me"}) {
		t.Errorf("triggers %v", r.Triggers)
	}
	if r.Outcomes[0].Hand["me"] != 3 {
		t.Errorf("hand %v, want me=3", r.Outcomes[0].Hand)
	}
}

// Ghirapur Orrery ruling 2016-09-20: "No player may take actions in a turn
// before Ghirapur Orrery's second ability checks to see if it should
// trigger. If the player whose turn it is has any cards in hand, it won't
// trigger."
func TestRulingGhirapurOrrery20160920ChecksBeforeActions(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 1")
	wantDraws(t, r, []string{"me"}, "me=0")
	if len(r.Triggers) != 0 {
		t.Errorf("nothing triggers with a card in hand: %v", r.Triggers)
	}
	wantRuling(t, r, "Ghirapur Orrery", "2016-09-20")
}

// Ghirapur Orrery ruling 2016-09-20: "If the player has any cards in hand
// as Ghirapur Orrery's second ability resolves, the ability does nothing.
// Notably, a second Ghirapur Orrery won't have a player draw another three
// cards unless the player empties their hand after resolving the first
// one's trigger."
func TestRulingGhirapurOrrery20160920SecondOrrery(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: 2x Ghirapur Orrery, hand 0")
	wantDraws(t, r, []string{"me"}, "me=3")
	if len(r.Triggers) != 2 {
		t.Errorf("both Orreries trigger: %v", r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "me: 3x Ghirapur Orrery, hand 0; opp: Ghirapur Orrery, hand 4")
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
}

// Ghirapur Orrery ruling 2016-09-20: "The draw step is after the upkeep
// step, so drawing a card as a turn-based action won't affect whether
// Ghirapur Orrery's second ability triggers."
func TestRulingGhirapurOrrery20160920DrawStepAfter(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0")
	wantRules(t, r, "504.1")
	found := false
	for _, c := range r.Rulings {
		if c.Card == "Ghirapur Orrery" && containsText(c.Text, "draw step is after the upkeep") {
			found = true
		}
	}
	if !found {
		t.Errorf("the draw-step ruling is not cited: %v", r.Rulings)
	}
}

// Ghirapur Orrery ruling 2016-09-20: "In a Two-Headed Giant game, Ghirapur
// Orrery's second ability triggers for each player on a team separately.
// If one player has cards in hand, it can still trigger for the other
// player." (CR 805.4d)
func TestRulingGhirapurOrrery20160920TwoHeadedGiant(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2; opp: hand 1; opp2: hand 1")
	wantDraws(t, r, []string{"me", "ally"}, "me=3,ally=0")
	wantRules(t, r, "805.4d")
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; opp: Ghirapur Orrery; me: hand 0; ally: hand 0")
	wantDraws(t, r, []string{"me", "ally"}, "me=3,ally=3")
	if len(r.Triggers) != 2 {
		t.Errorf("it triggers once for each player on the active team: %v", r.Triggers)
	}
	r = ask(t, "orrery upkeep", "hand", "0", "format", "2hg", "ally_hand", "1")
	wantDraws(t, r, []string{"me", "ally"}, "me=3,ally=0")
}

// Ghirapur Orrery's trigger is for the player whose upkeep it is, whoever
// controls the Orrery.
func TestGhirapurOrreryOracleEachPlayersUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 0; opp: Ghirapur Orrery, hand 5; turn: me")
	wantDraws(t, r, []string{"me", "opp"}, "me=3,opp=0")
	if r.Triggers[0].Controller != "opp" || r.Triggers[0].Player != "me" {
		t.Errorf("triggers %v", r.Triggers)
	}
}

// CR 603.3b and 603.4: the controller orders their own triggers; an
// Orrery resolving before or after Phyrexian Arena changes the result.
func TestRule603_3bOrreryAndPhyrexianArena(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Phyrexian Arena, hand 0")
	wantDraws(t, r, []string{"me"}, "me=4", "me=1")
	wantRules(t, r, "603.3b", "603.4")
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Dark Confidant, hand 0, library 20")
	wantDraws(t, r, []string{"me"}, "me=3", "me=0")
	hands := map[int]bool{}
	for _, o := range r.Outcomes {
		hands[o.Hand["me"]] = true
	}
	if !hands[4] || !hands[1] {
		t.Errorf("hands %v, want 4 (Orrery first) and 1 (Confidant first)", hands)
	}
}

// CR 101.4 (APNAP): the nonactive player's triggers go on the stack last
// and resolve first.
func TestRule101_4APNAP(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, hand 0; opp: Ghirapur Orrery")
	// opp's Orrery (for me) resolves first: 3, then the Arena: 1.
	wantDraws(t, r, []string{"me"}, "me=4")
}

// An upkeep question needs the hand sizes the Orrery checks.
func TestUpkeepNeedsHandSize(t *testing.T) {
	e := askErr(t, "judge upkeep", "board", "me: Ghirapur Orrery")
	if !containsText(e.Message, "me") || !containsText(e.Message, "hand") {
		t.Errorf("the error should name the player and the hand: %s", e.Message)
	}
	e = askErr(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0")
	if !containsText(e.Message, "ally") {
		t.Errorf("the error should name ally: %s", e.Message)
	}
	// No Orrery, no hand needed.
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena")
	wantDraws(t, r, []string{"me"}, "me=1")
}

// A library too small to draw from: fewer cards drawn, and it says so.
func TestUpkeepSmallLibrary(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 2")
	wantDraws(t, r, []string{"me"}, "me=2")
}

// Contamination's upkeep trigger is reported.
func TestRulingContamination20041004Upkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Contamination, Llanowar Elves")
	if len(r.Triggers) != 1 || r.Triggers[0].Source != "Contamination" {
		t.Errorf("triggers %v", r.Triggers)
	}
	wantRuling(t, r, "Contamination", "2004-10-04")
}

func containsText(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// A thousand Orreries still draw three, and the answer stays short: runs
// of the same trigger are told once.
func TestRulingGhirapurOrrery20160920ManyOrreries(t *testing.T) {
	r := ask(t, "orrery upkeep", "hand", "0", "orreries", "1000")
	wantDraws(t, r, []string{"me"}, "me=3")
	if len(r.Outcomes) != 1 || len(r.Outcomes[0].Events) > maxEvents+1 {
		t.Errorf("outcomes %d, events %d", len(r.Outcomes), len(r.Outcomes[0].Events))
	}
	if len(r.Answer) > 200 {
		t.Errorf("answer too long: %d bytes", len(r.Answer))
	}
}

// Five hundred Orreries and five hundred Arenas are too many orders to
// explore: the engine says so, in bounded time and memory.
func TestUpkeepTooManyOrders(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: 500x Ghirapur Orrery, 500x Phyrexian Arena, hand 0")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: 100x Ghirapur Orrery, 100x Phyrexian Arena, hand 0")
	wantUnderstood(t, r, true)
}
