package rules

import (
	"strings"
	"testing"
)

// CR 702.6a, 702.10c, 302.6: in a main phase of their turn a player may
// equip Lightning Greaves or Swiftfoot Boots to a summoning-sick creature
// first, and it then has haste: tap and activate no longer say that its
// {T} ability can't be activated, but that the engine does not work out
// the equip first. In the upkeep, on another player's turn, where the
// equip can target only a legendary creature, or where the creature has
// shroud, the "can't" stands. The pay and mana questions work it out
// themselves.
func TestRule702_6aEquipGivingHasteFirst(t *testing.T) {
	for _, c := range []struct{ cmd, board, card string }{
		{"judge tap", "me: Llanowar Elves (sick), Lightning Greaves; turn: me; step: main1", "Llanowar Elves"},
		{"judge tap", "me: Llanowar Elves (sick), Birds of Paradise, Lightning Greaves (on Birds of Paradise); step: main2", "Llanowar Elves"},
		{"judge activate", "me: Royal Assassin (sick), Swiftfoot Boots, Forest; opp: Grizzly Bears (tapped)", "Royal Assassin"},
	} {
		r := ask(t, c.cmd, "board", c.board, "card", c.card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may first equip") {
			t.Errorf("%s: answer %q: want the equip named", c.board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Llanowar Elves (sick), Lightning Greaves; step: upkeep",
		"me: Llanowar Elves (sick), Lightning Greaves; turn: opp",
		"me: Llanowar Elves (sick); opp: Lightning Greaves",
		"me: Llanowar Elves (sick), [Speed Boots: Artifact — Equipment — Equipped creature has haste. | Equip legendary creature {1}]",
	} {
		r := ask(t, "judge tap", "board", board, "card", "Llanowar Elves")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
	r := pay(t, "me: Llanowar Elves (sick), Lightning Greaves", "{G}")
	wantPayable(t, r, true)
}

// CR 602.2b, 117.3c, 601.2c: a creature tapped to pay the cost of an
// ability that is no mana ability (Merfolk Looter's "{T}: Draw a card,
// then discard a card.") is tapped while that ability waits on the
// stack, and its controller gets priority again: it may then be the
// target of Royal Assassin's "Destroy target tapped creature". Equipment
// that gives the only such creature shroud may be moved first, in a main
// phase of its controller's turn (702.6a). Neither is worked out, and the
// engine no longer says there is nothing to target; a summoning-sick
// Looter, or one whose Greaves can't move on another player's turn, still
// leaves nothing.
func TestRule117_3cACreatureTappedForAnAbilityBecomesATappedTarget(t *testing.T) {
	for _, c := range []struct{ board, named string }{
		{"me: Royal Assassin, Merfolk Looter", "Merfolk Looter could first be tapped"},
		{"me: Royal Assassin, Prodigal Sorcerer; turn: opp", "Prodigal Sorcerer could first be tapped"},
		{"me: Royal Assassin, Grizzly Bears (tapped), Lightning Greaves (on Grizzly Bears); step: main1", "Lightning Greaves"},
		{"me: Royal Assassin, Llanowar Elves, Lightning Greaves (on Llanowar Elves); step: main1", "Llanowar Elves could first be tapped"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Royal Assassin")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.named) {
			t.Errorf("%s: answer %q: want %q", c.board, r.Answer, c.named)
		}
	}
	for _, board := range []string{
		"me: Royal Assassin, Merfolk Looter (sick)",
		"me: Royal Assassin, Grizzly Bears (tapped), Lightning Greaves (on Grizzly Bears); turn: opp",
		"me: Royal Assassin; opp: Grizzly Bears (tapped), Lightning Greaves (on Grizzly Bears)",
	} {
		r := ask(t, "judge activate", "board", board, "card", "Royal Assassin")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
}
