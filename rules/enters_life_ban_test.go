package rules

import (
	"strings"
	"testing"
)

// CR 119.8, 119.4b, 810.9h: a player whose life total can't change
// (Platinum Emperion's, in Two-Headed Giant a teammate's too) can pay no
// life other than 0, so a shock land's "you may pay 2 life" is no choice:
// it enters tapped. Angel of Jubilation stops only life paid to cast a
// spell or activate an ability (its rulings of 2012-05-01), and an
// opponent's Emperion only its controller's life: the choice stays.
// /judge enters refused beside either, and beside any permanent entering.
func TestCR119_8ShockLandBesidePlatinumEmperion(t *testing.T) {
	for _, c := range []struct {
		card, board string
		tapped      *bool
	}{
		{"Watery Grave", "me: Platinum Emperion, life 20", ptr(true)},
		{"Watery Grave", "format: 2hg; teams: me+ally vs opp+opp2; ally: Platinum Emperion", ptr(true)},
		{"Watery Grave", "me: life 20; opp: Platinum Emperion", nil},
		{"Watery Grave", "me: Angel of Jubilation, life 20", nil},
		{"Forest", "opp: Angel of Jubilation", ptr(false)},
		{"Hangarback Walker", "me: Platinum Emperion", ptr(false)},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		wantEntersTapped(t, r, c.card, c.board, c.tapped)
		if c.tapped == nil && !strings.Contains(r.Answer, "unless you pay 2 life") {
			t.Errorf("%s beside %s: answer %q, want the choice of 2 life said", c.card, c.board, r.Answer)
		}
		if c.card == "Watery Grave" && c.tapped != nil && !has(r.Rules, "119.8") {
			t.Errorf("%s beside %s: rules %v, want 119.8", c.card, c.board, r.Rules)
		}
	}
	// A card whose own cost or text may pay life or sacrifice is still
	// refused: whether it can be cast at all is not worked out.
	for _, c := range []struct{ card, board string }{
		{"Griselbrand", "me: Platinum Emperion"},
		{"Gitaxian Probe", "opp: Angel of Jubilation"},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, false)
	}
}

// CR 305.2: the land plays a player has are counted from the effects
// that give or stop them; a life total that can't change, or an effect
// that stops life paid for costs, changes none. /judge lands refused
// beside Platinum Emperion and Angel of Jubilation.
func TestCR305_2LandPlaysBesideLifeBans(t *testing.T) {
	for _, board := range []string{"me: Platinum Emperion, Exploration", "me: Exploration; opp: Angel of Jubilation"} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != 2 {
			t.Errorf("%s: land_plays %v, want 2 (answer: %s)", board, r.LandPlays, r.Answer)
		}
	}
}

// CR 119.3: a life total that can't change (Platinum Emperion) bears on
// an upkeep only where some text on the board gains, loses, pays or deals
// damage: beside Ghirapur Orrery alone the three cards are drawn; beside
// Phyrexian Arena the engine still does not rule. So does a ban on paying
// life (Angel of Jubilation), where nothing sacrifices either.
func TestRule119_3LifeFixedBesideUpkeepDrawsOnly(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Platinum Emperion")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you draw three cards") {
		t.Errorf("Orrery beside Platinum Emperion: %s", r.Answer)
	}
	if r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Platinum Emperion, Phyrexian Arena, life 1"); r.Understood {
		t.Errorf("Phyrexian Arena beside Platinum Emperion: %s", r.Answer)
	}
	// Angel of Jubilation bans sacrificing creatures too: beside a
	// sacrifice outlet it still bears.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Angel of Jubilation"), true)
	if r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Angel of Jubilation, Carrion Feeder"); r.Understood {
		t.Errorf("Angel of Jubilation beside Carrion Feeder: %s", r.Answer)
	}
}
