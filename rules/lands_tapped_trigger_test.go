package rules

import (
	"strings"
	"testing"
)

// CR 305.2, 603.2: Storm Cauldron's "Each player may play an additional
// land during each of their turns" gives two land plays; its "Whenever a
// land is tapped for mana, return it to its owner's hand" triggers only on
// a land being tapped, which a lands question does not do, where it refused
// for that trigger. Where an upkeep cost may be paid in mana the trigger
// still stops the answer: what it returns may leave a later trigger
// unpaid. A tap answers beside it (TestRule605_1bTriggerAfterTheManaIsMade).
func TestRule305_2StormCauldronTapTriggerBearsOnNoLandPlay(t *testing.T) {
	r := ask(t, "judge lands", "board", "opp: Storm Cauldron; me: Exploration, lands played 1")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || r.LandsLeft == nil {
		t.Fatalf("no land plays: %s", r.Answer)
	}
	if *r.LandPlays != 3 || *r.LandsLeft != 2 {
		t.Errorf("land_plays %d, lands_left %d; want 3, 2 (%s)", *r.LandPlays, *r.LandsLeft, r.Answer)
	}
	r = ask(t, "judge lands", "board", "opp: Mana Web")
	wantUnderstood(t, r, true)
	for _, c := range []struct{ cmd, board, card string }{
		{"judge upkeep", "me: Storm Cauldron, Elephant Grass, Forest, Ghirapur Orrery, hand 0", ""},
	} {
		opts := []string{"board", c.board}
		if c.card != "" {
			opts = append(opts, "card", c.card)
		}
		r := ask(t, c.cmd, opts...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "is tapped for mana") {
			t.Errorf("%s %q: answer %q: want the tap trigger named", c.cmd, c.board, r.Answer)
		}
	}
}

// CR 305.2, 603.2: a landfall trigger that gains life and draws a card
// (Tatyova, Benthic Druid), gains life (Grazing Gladehart), draws a card
// paid for (Seer's Sundial), makes a creature token with flying (Emeria
// Angel), or boosts creatures (Steppe Lynx's +2/+2, Avenger of Zendikar's
// counters on Plants) triggers as a land is played but gives no land play
// and changes no count a land play reads: Ghirapur Orrery's two land plays
// stand, where each board was refused. One that can take a permanent
// (Roil Elemental's control, Admonition Angel's exile) still stops it.
func TestRule305_2LandfallThatGivesNoLandPlay(t *testing.T) {
	for _, c := range []string{"Tatyova, Benthic Druid", "Grazing Gladehart", "Seer's Sundial", "Emeria Angel", "Steppe Lynx", "Avenger of Zendikar"} {
		r := ask(t, "judge lands", "board", "me: Ghirapur Orrery, "+c+", lands played 1")
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || r.LandsLeft == nil || *r.LandPlays != 2 || *r.LandsLeft != 1 {
			t.Errorf("%s: %s", c, r.Answer)
		}
	}
	for _, c := range []string{"Roil Elemental", "Admonition Angel"} {
		wantUnderstood(t, ask(t, "judge lands", "board", "me: Ghirapur Orrery, "+c), false)
	}
}

// CR 305.4, 603.2: Burgeoning's "Whenever an opponent plays a land, you
// may put a land card from your hand onto the battlefield." triggers as a
// land is played, but the land it puts is not played and no land card
// gives land plays: Ghirapur Orrery's two land plays stand, where the
// board was refused. Beside an effect that stops land plays by a count
// of lands (Limited Resources, Ward of Bones), the land it puts may
// change that count, and the board is still refused.
func TestRule305_4BurgeoningGivesNoLandPlay(t *testing.T) {
	for _, board := range []string{"opp: Burgeoning; me: Ghirapur Orrery, lands played 1", "me: Burgeoning, Ghirapur Orrery, lands played 1"} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || r.LandsLeft == nil || *r.LandPlays != 2 || *r.LandsLeft != 1 {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge lands", "board", "opp: Burgeoning; me: Ghirapur Orrery")
	wantRules(t, r, "305.4")
	for _, board := range []string{"me: 8x Forest; opp: Limited Resources, Burgeoning", "me: Exploration, Forest; opp: Ward of Bones, Forest, Burgeoning"} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), false)
	}
}
