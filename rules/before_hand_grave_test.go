package rules

import (
	"strings"
	"testing"
)

// CR 601.2g, 118.3: an ability that is not a mana ability, activated
// before the mana is made, may put a card into a hand that a mana ability
// takes as its cost. Mind Stone's draw lets Bog Witch discard with an
// empty hand ({B}{B}{B} from a Swamp), and Skullclamp equipped to Llanowar
// Elves kills it, whose dying draws two. Where the hand already holds a
// card for each such cost, the draw changes nothing, and the answer
// stands.
func TestRule118_3ACardDrawnFirstPaysADiscardCost(t *testing.T) {
	for _, board := range []string{
		"me: Mind Stone, Bog Witch, Swamp, Swamp, hand 0",
		"me: Skullclamp, Llanowar Elves, Bog Witch, Swamp, hand 0",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Mind Stone") && !strings.Contains(r.Answer, "Skullclamp") {
			t.Errorf("%s: %q: want the ability that draws named", board, r.Answer)
		}
		wantUnderstood(t, pay(t, board, "{B}{B}{B}"), false)
	}
	r := ask(t, "judge mana", "board", "me: Mind Stone, Bog Witch, Swamp, Swamp, hand 3")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 5)
	r = ask(t, "judge mana", "board", "me: Skullclamp, Grizzly Bears, Bog Witch, Swamp, hand 2")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
	// Without a cost that takes a card, a card drawn changes no mana.
	r = ask(t, "judge mana", "board", "me: Mind Stone, Swamp")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
}

// CR 702.79a, 603.6c: Kitchen Finks sacrificed to Viscera Seer returns
// with persist and gains 2 life as it enters, which Treasonous Ogre's
// "Pay 3 life" spends: it is refused, not answered as if Finks stayed.
// Aerie Ouphes, whose persist returns a creature with no mana ability
// and nothing on the board reading creatures entering, changes no mana,
// and neither does Rootrunner's soulshift where no cost takes a card from
// the hand.
func TestRule702_79aPersistAfterASacrificeActivatedFirst(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Kitchen Finks, Viscera Seer, Treasonous Ogre, life 3")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Kitchen Finks' ability") {
		t.Errorf("%q: want Kitchen Finks' persist named", r.Answer)
	}
	for _, c := range []struct{ board, cost string }{
		{"me: Oran-Rief, the Vastwood, Wastes, Forest, Aerie Ouphes", "{W}{B}{C}"},
		{"me: High Market, Vine Trellis, Wastes, Mountain, Rootrunner", "{W}{W}"},
	} {
		wantPayable(t, pay(t, c.board, c.cost), false)
	}
	// A tapped Finks returns untapped, and convoke may tap it then.
	r = pay(t, "me: Viscera Seer, Kitchen Finks (tapped), Forest", "{2}{G}", "card", "Chord of Calling")
	wantUnderstood(t, r, false)
	wantPayable(t, pay(t, "me: Kitchen Finks (tapped), Forest", "{2}{G}", "card", "Chord of Calling"), false)
}

// CR 113.6m: Reassembling Skeleton's "Return Reassembling Skeleton from
// your graveyard to the battlefield tapped" works only while its card is
// in a graveyard. Beside Ashnod's Altar, whose sacrifice puts it there,
// it may return and be sacrificed again ({C}{C}{C} in all, not the {C}{C}
// of one sacrifice): refused. Where nothing the player controls can put
// it there, it bears on nothing, and neither does Shard Phoenix's return
// to the hand where no cost takes a card from it.
func TestRule113_6mAReturnFromTheGraveyardAfterASacrifice(t *testing.T) {
	for _, board := range []string{
		"me: Reassembling Skeleton, Ashnod's Altar, Swamp",
		"me: Reassembling Skeleton, Viscera Seer, Swamp, Swamp",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "113.6m") {
			t.Errorf("%s: %q: want CR 113.6m cited", board, r.Answer)
		}
	}
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Reassembling Skeleton, Swamp, Swamp", 2},
		{"me: Forest, Island, Shard Phoenix", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
	}
}
