package rules

import (
	"slices"
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
// it there, or it returns changing no mana (beside Viscera Seer), it bears
// on nothing, and neither does Shard Phoenix's return to the hand where no
// cost takes a card from it.
func TestRule113_6mAReturnFromTheGraveyardAfterASacrifice(t *testing.T) {
	for _, board := range []string{
		"me: Reassembling Skeleton, Ashnod's Altar, Swamp",
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
		// Viscera Seer may put it there, but it returns tapped and
		// nothing it changes makes mana.
		{"me: Reassembling Skeleton, Viscera Seer, Swamp, Swamp", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
	}
}

// CR 702.135a, 608.2h: Ministrant of Obligation sacrificed to Viscera
// Seer, Carrion Feeder or High Market, abilities that are no mana
// abilities, makes two Spirits, which Gaea's Cradle then counts: refused,
// not "at most two mana".
func TestRule702_135aAfterlifeTokensCountedAfterASacrificeActivatedFirst(t *testing.T) {
	for _, board := range []string{
		"me: Ministrant of Obligation, Viscera Seer, Gaea's Cradle",
		"me: Ministrant of Obligation, Carrion Feeder, Gaea's Cradle",
		"me: Ministrant of Obligation, High Market, Gaea's Cradle",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Ministrant of Obligation's ability") {
			t.Errorf("%s: %q: want the afterlife named", board, r.Answer)
		}
	}
}

// CR 704.5f, 122.1: Vampire Hexmage's "Remove all counters from target
// permanent" and Thrull Parasite's "Remove a counter", activated first,
// take the -1/-1 counters off Devoted Druid, which can then put more on to
// untap and tap again: refused, not "at most two mana". Beside no
// permanent whose cost puts counters, the Hexmage changes nothing.
func TestRule704_5fCountersRemovedFirstLetDevotedDruidUntapAgain(t *testing.T) {
	for _, board := range []string{
		"me: Devoted Druid, Vampire Hexmage",
		"me: Devoted Druid (1 -1/-1), Vampire Hexmage",
		"me: Devoted Druid, Thrull Parasite, life 20",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
	r := ask(t, "judge mana", "board", "me: Vampire Hexmage, Forest, Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
}

// CR 603.2, 111.1, 119.4: Krenko, Mob Boss's Goblin token, created first,
// sets off Soul Warden's life gain, and the life gained pays a Phyrexian
// symbol or Treasonous Ogre's cost: refused, not "no". A trigger on a
// land entering (Field of the Dead's) or on a Dragon (Dragon's Hoard's)
// is not set off by a Goblin creature token.
func TestRule603_2ATokenCreatedFirstSetsOffAnEntersTrigger(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Soul Warden, Krenko, Mob Boss, life 1", "{G/P}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Soul Warden, Krenko, Mob Boss, Treasonous Ogre, life 5"), false)
	for _, board := range []string{
		"me: Krenko, Mob Boss, Field of the Dead, Forest",
		"me: Krenko, Mob Boss, Dragon's Hoard, Forest",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, 2)
	}
}

// CR 608.2h, 701.21a: a way is written in an order it can be carried out
// in. Elvish Archdruid's "{G} for each Elf you control" counts Llanowar
// Elves only while the Elves is on the battlefield, so beside Ashnod's
// Altar the Archdruid is tapped first, and each sacrifice waits for the
// mana that counts permanents; two Priests of Titania are both tapped
// before either is sacrificed.
func TestRule608_2hCountingManaBeforeTheSacrificesInAWay(t *testing.T) {
	r := pay(t, "me: Ashnod's Altar, Elvish Archdruid, Llanowar Elves", "{G}{G}{G}{C}{C}{C}{C}")
	wantPayable(t, r, true)
	if len(r.Payments) == 0 || len(r.Payments[0].Sources) == 0 {
		t.Fatalf("%q: want a way", r.Answer)
	}
	first := r.Payments[0].Sources[0].Action
	if !strings.HasPrefix(first, "tap Elvish Archdruid, then, once the mana that counts permanents is made, sacrifice") {
		t.Errorf("first use %q: want Elvish Archdruid tapped first, its sacrifice after the counting mana", first)
	}
	r = pay(t, "me: Ashnod's Altar, 2x Priest of Titania", "{G}{G}{G}{G}{C}{C}{C}{C}")
	wantPayable(t, r, true)
	if a := r.Payments[0].Sources[0].Action; !strings.Contains(a, "once the mana that counts permanents is made") {
		t.Errorf("%q: want the sacrifices to wait for both Priests' mana", a)
	}
	// The way's events say the counts before the sacrifices.
	r = pay(t, "me: Elvish Archdruid, Priest of Titania, Llanowar Elves, Ashnod's Altar", "{G}{G}{G}{G}{G}{G}{C}{C}{C}{C}{C}{C}")
	wantPayable(t, r, true)
	evs := r.Payments[0].Events
	if i, j := slices.Index(evs, "there are 3 Elves on the battlefield"), slices.Index(evs, "you sacrifice Elvish Archdruid"); i < 0 || j < 0 || j < i {
		t.Errorf("events %q: want the count of Elves before any sacrifice", evs)
	}
	// Where no permanent an outlet may sacrifice counts permanents, a
	// use is written as before.
	r = pay(t, "me: Ashnod's Altar, Llanowar Elves", "{G}{C}{C}")
	if a := r.Payments[0].Sources[0].Action; a != "tap Llanowar Elves, then sacrifice Llanowar Elves to Ashnod's Altar for {G}{C}{C}" {
		t.Errorf("%q: want the plain tap and sacrifice", a)
	}
}

// CR 702.79a, 603.4: persist's "if it had no -1/-1 counters on it" is an
// intervening "if": Kitchen Finks with a -1/-1 counter, sacrificed to
// Ashnod's Altar, stays in the graveyard, and the answer stands, Gaea's
// Cradle counting it before it is sacrificed. Without the counter it is
// refused, as it returns.
func TestRule603_4PersistOnACreatureWithAMinusCounter(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Kitchen Finks (1 -1/-1), Ashnod's Altar, Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Kitchen Finks, Ashnod's Altar"), false)
	// Vampire Hexmage may remove the counter first: persist returns
	// Finks again.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Kitchen Finks (1 -1/-1), Ashnod's Altar, Vampire Hexmage, Gaea's Cradle"), false)
}

// CR 113.6m, 702.84a, 702.128a: unearth and embalm are activated only
// while the card is in a graveyard. Beside Ashnod's Altar, whose
// sacrifice puts it there, Dregscape Zombie returns to be sacrificed
// again, and Sacred Cat's token is: refused, not "no". Where no ability of
// the player's can put it there, or what returns changes no mana
// (Vithian Stinger pinging itself beside lands), the answer stands.
func TestRule113_6mUnearthAndEmbalmAfterASacrifice(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Dregscape Zombie, Ashnod's Altar, Swamp", "{C}{C}{C}{C}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Sacred Cat, Ashnod's Altar, Plains; turn: me; step: main1"), false)
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Dregscape Zombie, Swamp", 1},
		{"me: Forest, Island, Vithian Stinger", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
	}
}

// CR 704.5i, 611.3b: Vampire Hexmage's "Remove all counters from target
// permanent", activated first, puts an opponent's Karn, the Great
// Creator into the graveyard, and its "Activated abilities of artifacts
// your opponents control can't be activated" ends: refused, not "no
// mana". Thrull Parasite's "target nonland permanent" can't take Gemstone
// Mine's counters, and the answer stands.
func TestRule704_5iLoyaltyRemovedFirst(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Vampire Hexmage, Sol Ring; opp: Karn, the Great Creator")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "704.5i") {
		t.Errorf("%q: want CR 704.5i cited", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Gemstone Mine (2 mining), Thrull Parasite")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
}

// CR 704.5g, 701.14a, 613.1d: damage equal to a power (Karplusan Yeti), a
// -1/-1 counter (Serrated Biskelion) and a fight (Ulvenwald Tracker),
// activated first, may kill a creature: an opponent's Magus of the Moon,
// after which Tropical Island makes {U} again, or Llanowar Elves, whose
// dying makes Pitiless Plunderer's Treasure. Refused, not "no"; beside
// nothing such a death changes, the answer stands.
func TestRule704_5gACreatureKilledFirstOtherwiseThanByDestruction(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: Karplusan Yeti, Tropical Island; opp: Magus of the Moon", "{U}"},
		{"me: Serrated Biskelion, Pitiless Plunderer, Llanowar Elves, Forest", "{3}"},
		{"me: Ulvenwald Tracker, Pitiless Plunderer, Llanowar Elves, Forest", "{W}"},
	} {
		wantUnderstood(t, pay(t, c.board, c.cost), false)
	}
	r := ask(t, "judge mana", "board", "me: Karplusan Yeti, Forest, Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
}

// CR 704.5f, 704.5q: Devoted Druid's "Put a -1/-1 counter on Devoted
// Druid: Untap Devoted Druid." can be paid while its toughness stays above
// 0. A +1/+1 counter put first (Mikaeus, the Lunarch, Dragon Blood), an
// Equipment equipped first (Short Sword) or a counter moved off it
// (Everythingamajig) lets it untap more: refused, not "no".
func TestRule704_5qToughnessRaisedFirstBesideDevotedDruid(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: Devoted Druid, Mikaeus, the Lunarch (1 +1/+1)", "{G}{G}{G}"},
		{"me: Devoted Druid, Short Sword, Wastes", "{G}{G}{G}"},
		{"me: Devoted Druid (1 -1/-1), Dragon Blood, 3x Wastes", "{G}{G}"},
	} {
		wantUnderstood(t, pay(t, c.board, c.cost), false)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Devoted Druid (1 -1/-1), Everythingamajig, 2x Wastes"), false)
	r := ask(t, "judge mana", "board", "me: Devoted Druid, Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
	// Short Sword already on the Druid can only lower it by moving.
	r = ask(t, "judge mana", "board", "me: Devoted Druid, Short Sword (on Devoted Druid)")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
}

// CR 704.5q, 603.4: a +1/+1 counter put first on Kitchen Finks with a
// -1/-1 counter cancels it, and persist returns Finks again (Unspeakable
// Symbol, Extruder beside Ashnod's Altar): refused. Where nothing can put
// one, Viscera Seer's sacrifice of that Finks only lowers Gaea's Cradle's
// count.
func TestRule704_5qACounterPutFirstBringsBackPersist(t *testing.T) {
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Ashnod's Altar, Kitchen Finks (1 -1/-1), Unspeakable Symbol, Forest, life 20"), false)
	wantUnderstood(t, pay(t, "me: Ashnod's Altar, Kitchen Finks (1 -1/-1), Extruder, Mind Stone", "{7}"), false)
	r := ask(t, "judge mana", "board", "me: Forest, Viscera Seer, Gaea's Cradle, Kitchen Finks (1 -1/-1)")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 3)
}

// CR 106.4, 601.2g: Basalt Monolith's "{3}: Untap Basalt Monolith." may
// be paid with mana a source makes apart from the others: Pentad Prism's
// counters, a storage land's. The Monolith tapped again makes {C}{C}{C}
// more, so {C}{C}{C}{C} can be paid, not "no".
func TestRule106_4AMonolithUntapPaidWithCountersMana(t *testing.T) {
	wantPayable(t, pay(t, "me: Basalt Monolith, Pentad Prism (3 charge)", "{C}{C}{C}{C}"), true)
	wantPayable(t, pay(t, "me: Grim Monolith, Pentad Prism (4 charge)", "{C}{C}{C}{C}{C}{C}"), true)
	wantPayable(t, pay(t, "me: Grim Monolith, Devoted Druid (tapped), Calciform Pools (2 storage)", "{C}{C}{C}{C}{C}"), true)
	wantPayable(t, pay(t, "me: Basalt Monolith, Pentad Prism (3 charge)", "{C}{C}{C}{C}{C}{C}{C}"), false)
}

// CR 701.3a, 106.4: Simic Guildmage's "Attach target Aura attached to a
// permanent to another permanent with the same controller", activated
// first, moves Overgrowth or Wild Growth, once its Forest is tapped, onto
// an untapped Forest, which then makes the Aura's mana too: refused, not
// "no". Skullclamp on Devoted Druid raises its toughness only by moving to
// another creature: beside none, the answer stands.
func TestRule701_3aAManaAuraMovedFirst(t *testing.T) {
	wantUnderstood(t, pay(t, "me: 2x Forest, 2x Island, Simic Guildmage, Overgrowth (on Forest)", "{G}{G}{G}{G}{G}{G}"), false)
	wantUnderstood(t, pay(t, "me: 2x Forest, Island, Island, Simic Guildmage, Wild Growth (on Forest)", "{G}{G}{G}{G}"), false)
	r := ask(t, "judge mana", "board", "me: 2x Forest, 2x Island, Simic Guildmage")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 4)
	r = ask(t, "judge mana", "board", "me: Devoted Druid, Skullclamp (on Devoted Druid)")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Devoted Druid, Skullclamp (on Devoted Druid), Grizzly Bears"), false)
}
