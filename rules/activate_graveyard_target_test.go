package rules

import (
	"strings"
	"testing"
)

// CR 702.18a, 702.11b, 115.1: shroud and hexproof make a permanent no
// legal target; a target that is a card in a graveyard is no permanent,
// and the board, which shows no graveyard, takes it as available. Order
// of Whiteclay equipped with Lightning Greaves (haste and shroud), summoning
// sick and tapped, can activate its {Q} ability, whose target is "target
// creature card ... from your graveyard"; untapped it still can't (107.6).
// Its official ruling of 2008-05-01 on a {Q} ability of a creature not
// controlled since its controller's most recent turn began is cited
// whether haste lets it be activated or not.
func TestRule702_18aGraveyardCardTargetBesideShroud(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: Order of Whiteclay (tapped, sick), Lightning Greaves (on Order of Whiteclay)", true},
		{"me: Order of Whiteclay (tapped), Lightning Greaves (on Order of Whiteclay); turn: opp", true},
		{"me: Order of Whiteclay, Lightning Greaves (on Order of Whiteclay)", false},
		{"me: Order of Whiteclay (tapped, sick)", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Order of Whiteclay")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		if strings.Contains(c.board, "sick") {
			wantRules(t, r, "302.6", "702.10c")
			cited := false
			for _, cr := range r.Rulings {
				cited = cited || cr.Card == "Order of Whiteclay" && strings.Contains(foldQuotes(cr.Text), "hasn't been under your control")
			}
			if !cited {
				t.Errorf("%s: the ruling on a sick creature's {Q} ability is not cited: %+v", c.board, r.Rulings)
			}
		}
	}
}

// graveyardCardTarget reads one target that is a card in a graveyard, and
// no target beside it.
func TestRule115_1GraveyardCardTargetWords(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"target creature card with mana value 3 or less from your graveyard to the battlefield.", true},
		{"target card in a graveyard.", true},
		{"target artifact or creature card from an opponent's graveyard.", true},
		{"target creature. Return target creature card from your graveyard.", false},
		{"target creature and target creature card from your graveyard.", false},
		{"target creature card in your hand.", false},
		{"target creature spell.", false},
	} {
		if got := graveyardCardTarget(c.text); got != c.want {
			t.Errorf("graveyardCardTarget(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// CR 106.12: a permanent is tapped for mana only by a mana ability with
// {T} in its cost. Heritage Druid's "Tap three untapped Elves you
// control: Add {G}{G}{G}." and Pili-Pala's {Q} ability are not, so
// Nyxbloom Ancient and Mana Reflection leave their mana alone, and the
// answer cites their official rulings that say so.
func TestRule106_12NoTapSymbolCitesTappedForManaRulings(t *testing.T) {
	for _, c := range []struct {
		board, card, mana string
		cites             []string
	}{
		{"me: Heritage Druid, 2x Llanowar Elves, Nyxbloom Ancient", "Heritage Druid", "{G}{G}{G}", []string{"Nyxbloom Ancient"}},
		{"me: Pili-Pala (tapped), Mana Reflection, Nyxbloom Ancient", "Pili-Pala", "{G}", []string{"Mana Reflection", "Nyxbloom Ancient"}},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
		found := false
		for _, o := range r.Outcomes {
			found = found || o.Mana != nil && *o.Mana == c.mana
		}
		if !found {
			t.Errorf("%s: no outcome makes %s: %+v", c.board, c.mana, r.Outcomes)
		}
		for _, card := range c.cites {
			cited := false
			for _, cr := range r.Rulings {
				cited = cited || cr.Card == card && strings.Contains(foldQuotes(cr.Text), tappedForManaRuling)
			}
			if !cited {
				t.Errorf("%s: %s's ruling on tapping a permanent for mana is not cited: %+v", c.board, card, r.Rulings)
			}
		}
	}
}

// CR 118.3, 602.2b: a cost that removes a counter can't be paid without
// one. Gemstone Mine with no mining counter can't be tapped for mana, and
// the answer cites its official ruling of 2022-12-08 that its ability
// then can't be activated.
func TestRule118_3GemstoneMineWithoutCountersCitesItsRuling(t *testing.T) {
	for _, cmd := range []string{"judge tap", "judge activate"} {
		r := ask(t, cmd, "board", "me: Gemstone Mine (0 mining)", "card", "Gemstone Mine")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		wantRuling(t, r, "Gemstone Mine", "2022-12-08")
	}
}

// CR 115.1, 601.2c, 602.2b: Ground Seal says cards in graveyards can't be
// the targets of spells or abilities, whoever controls it: Order of
// Whiteclay's ability, which must target a creature card in its
// controller's graveyard, has no legal target and can't be activated.
func TestRule601_2cGroundSealBarsGraveyardTargets(t *testing.T) {
	for _, board := range []string{"me: Order of Whiteclay (tapped), Ground Seal", "me: Order of Whiteclay (tapped); opp: Ground Seal"} {
		r := ask(t, "judge activate", "board", board, "card", "Order of Whiteclay")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		if !strings.Contains(r.Answer, "there is nothing it can target") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
	r := ask(t, "judge activate", "board", "me: Order of Whiteclay (tapped)", "card", "Order of Whiteclay")
	wantLegal(t, r, true)
}
