package rules

import (
	"strings"
	"testing"
)

// CR 305.2, 602.2: Ward of Bones' and Limited Resources' "can't play
// lands" count lands, and a player may change the count at any time they
// have priority (Zuran Orb's "Sacrifice a land", a fetch land, Storm
// Cauldron returning a land tapped for mana, Mina and Denn's cost): how
// many lands may be played then is not the count the board shows, and
// the answer stops. So it does where a land played may be a creature that
// dies at once (March of the Machines makes an artifact land, or with
// Mycosynth Lattice any land, a 0/0: CR 704.5f, 117.5). Where nothing can
// change the count it stands.
func TestRule305_2LandCountAPlayerMayChange(t *testing.T) {
	for _, board := range []string{
		"me: Mycosynth Lattice, March of the Machines, Exploration; opp: Ward of Bones",
		"me: March of the Machines, Exploration, Forest; opp: Ward of Bones, Island, Island",
		"me: Mycosynth Lattice, March of the Machines, Limited Resources, 9x Dryad Arbor, Exploration",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may make a land played a creature") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Zuran Orb, Forest; opp: Ward of Bones",
		"me: Zuran Orb, 10x Forest, Limited Resources",
		"me: Storm Cauldron; opp: Ward of Bones",
		"me: 9x Forest, Limited Resources; opp: Storm Cauldron",
		"me: Exploration, Mina and Denn, Wildborn, Mountain, Forest; opp: Ward of Bones, Island",
		"me: Polluted Delta, Forest; opp: Ward of Bones",
		// The opponent's lands count too: their Sakura-Tribe Elder
		// puts one onto the battlefield.
		"me: Exploration, Forest; opp: Ward of Bones, Sakura-Tribe Elder",
	} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may change that count") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, c := range []struct {
		board string
		plays int
	}{
		{"me: 2x Forest; opp: Ward of Bones, Island", 0},
		{"me: 10x Forest, Limited Resources", 0},
		// The Gitrog Monster's trigger on lands put into a graveyard
		// moves none.
		{"me: 10x Forest, Limited Resources, The Gitrog Monster", 0},
		{"me: Forest, Ghirapur Orrery; opp: Ward of Bones, 3x Island", 2},
		// The Orb's controller has no land to sacrifice; Treetop
		// Village stays a land.
		{"me: Forest; opp: Ward of Bones, Zuran Orb", 0},
		{"me: Forest, Forest, Forest; opp: Ward of Bones, Forest, Treetop Village", 0},
	} {
		r := ask(t, "judge lands", "board", c.board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != c.plays {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
}

// CR 601.3, 602.2: Ward of Bones' "can't cast creature spells" counts
// creatures (artifacts, enchantments), and a sacrifice outlet may lower
// the count before the spell is cast: no "can't be cast" stands beside
// one. A sacrifice of lands changes no count of artifacts unless an
// artifact is a land (Seat of the Synod).
func TestRule601_3CastCountAPlayerMayChange(t *testing.T) {
	for _, q := range []struct{ cmd, board, card, cost string }{
		{"judge enters", "me: Llanowar Elves, Ashnod's Altar; opp: Ward of Bones", "Grizzly Bears", ""},
		{"judge pay", "me: Llanowar Elves, Ashnod's Altar, Forest, Forest; opp: Ward of Bones", "Grizzly Bears", "{1}{G}"},
		{"judge pay", "me: Mox Pearl, Seat of the Synod, Zuran Orb, Forest, Forest; opp: Ward of Bones", "Sol Ring", "{1}"},
		// Prodigal Sorcerer may kill the Elves first.
		{"judge pay", "me: Forest, Forest, Llanowar Elves, Prodigal Sorcerer; opp: Ward of Bones, Grizzly Bears", "Grizzly Bears", "{1}{G}"},
	} {
		kv := []string{"board", q.board, "card", q.card}
		if q.cost != "" {
			kv = append(kv, "cost", q.cost)
		}
		r := ask(t, q.cmd, kv...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may change that count before "+q.card+" is cast") {
			t.Errorf("%s: %s", q.board, r.Answer)
		}
	}
	r := ask(t, "judge pay", "board", "me: Mox Pearl, Mox Jet, Zuran Orb, Forest, Forest; opp: Ward of Bones", "card", "Sol Ring", "cost", "{1}")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable || !strings.Contains(r.Answer, "more artifacts") {
		t.Errorf("two artifacts beside Zuran Orb: %s", r.Answer)
	}
	r = ask(t, "judge enters", "board", "me: Llanowar Elves; opp: Ward of Bones", "card", "Grizzly Bears")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "can't be cast") {
		t.Errorf("no outlet: %s", r.Answer)
	}
}

// CR 117.3b, 608.2h: an upkeep trigger that counts permanents counts them
// as it resolves, and a player may sacrifice one while it waits (Zuran
// Orb's Swamp beside Karma, Ashnod's Altar's Zombie beside Graveborn
// Muse, Krark-Clan Ironworks' artifact beside Ancient Runes): the answer
// stops. Karma's ruling of 2004-10-04. A sacrifice of lands changes no
// count of Shrines.
func TestRule608_2hUpkeepCountASacrificeMayChange(t *testing.T) {
	for _, board := range []string{
		"me: hand 3, life 10, 3x Swamp, Zuran Orb; opp: Karma",
		"me: hand 0, life 20, Ghirapur Orrery, Graveborn Muse, Ashnod's Altar",
		"me: hand 3, life 10, Mox Jet, Sol Ring, Krark-Clan Ironworks; opp: Ancient Runes",
		"me: hand 3, life 10, 2x Swamp, Polluted Delta; opp: Karma",
		// Swamps tapped for mana go back to the hand first.
		"me: Swamp, Swamp, life 2; opp: Karma, Storm Cauldron",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "while it waits on the stack, may change them first") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: hand 3, life 10, 3x Swamp; opp: Karma",
		"me: hand 1, life 20, Honden of Seeing Winds, Honden of Cleansing Fire, Zuran Orb",
		// Celestial Colonnade becomes no Swamp.
		"me: Swamp, Swamp, life 20, Celestial Colonnade; opp: Karma",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), true)
	}
}

// CR 502.3, 603.4: Howling Mine tapped in the draw step, or another
// player's tapped in the active player's untap step, stays tapped, and
// its intervening "if" keeps it from drawing (its ruling of 2004-10-04);
// of two Ghirapur Orreries only the first draws, the hand no longer empty
// as the second resolves (its ruling of 2016-09-20), unless text on the
// board may empty the hand first.
func TestRule603_4DrawsBeforeTheMainPhaseThatCantHappen(t *testing.T) {
	for _, c := range []struct {
		board string
		plays int
	}{
		{"me: hand 1, library 0, Exploration, Howling Mine (tapped); step: draw", 2},
		{"me: hand 1, library 1, Exploration; opp: Howling Mine (tapped); step: untap", 2},
		{"me: 2x Ghirapur Orrery, hand 0, library 4; step: upkeep", 3},
		{"me: hand 0, library 4, Exploration; opp: 2x Ghirapur Orrery; step: upkeep", 4},
	} {
		r := ask(t, "judge lands", "board", c.board)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != c.plays {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: hand 1, library 1, Exploration, Howling Mine (tapped); step: untap",
		"me: 2x Ghirapur Orrery, hand 0, library 3; step: upkeep",
		"me: 2x Ghirapur Orrery, hand 0, library 4, Bazaar of Baghdad; step: upkeep",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), false)
	}
}

// CR 117.3b, 305.2, 601.3, 608.2h: understanding is positive: an ability
// a player may use before a count of permanents is read is taken to
// change it unless the engine reads it as unable to. Mutavault made a
// creature and sacrificed to Ashnod's Altar, Westvale Abbey transformed,
// Boggart Loggers destroying a Forest, a fight, -1/-1 counters, a counter
// removed from Spike Soldier, phasing, power and toughness switched, an
// Aura that goes with the creature sacrificed, Elsewhere Flask's land
// type, and Amoeboid Changeling's creature types each stop the answer.
// Another player's sacrifice outlet takes only what they control, and
// Treetop Village and Celestial Colonnade stay lands of no counted type.
func TestRule117_3bCountChangersArePositivelyRead(t *testing.T) {
	for _, q := range []struct{ cmd, board, card, cost string }{
		{"judge lands", "me: Mutavault, Ashnod's Altar, Forest, Forest; opp: Ward of Bones, Island, Island", "", ""},
		{"judge lands", "me: Westvale Abbey, 5x Grizzly Bears, 5x Forest; opp: Ward of Bones, 5x Island", "", ""},
		{"judge lands", "me: Boggart Loggers, Forest, Forest, Forest, Swamp; opp: Ward of Bones, Island, Island, Island", "", ""},
		{"judge pay", "me: Grizzly Bears, Ulvenwald Tracker, 4x Forest; opp: Ward of Bones, Craw Wurm", "Grizzly Bears", "{1}{G}"},
		{"judge pay", "me: Grizzly Bears, Llanowar Elves, Fevered Convulsions, 4x Swamp, 2x Forest; opp: Ward of Bones, Craw Wurm", "Grizzly Bears", "{1}{G}"},
		{"judge pay", "me: Grizzly Bears, Spike Soldier (1 +1/+1), 4x Forest; opp: Ward of Bones, Craw Wurm", "Grizzly Bears", "{1}{G}"},
		{"judge pay", "me: Grizzly Bears, Rainbow Efreet, Island, Island, Forest, Forest; opp: Ward of Bones, Craw Wurm", "Grizzly Bears", "{1}{G}"},
		{"judge pay", "me: Grizzly Bears, Ornithopter, Merfolk Thaumaturgist, Forest, Forest; opp: Ward of Bones, Craw Wurm, Llanowar Elves", "Grizzly Bears", "{1}{G}"},
		{"judge pay", "me: Grizzly Bears, Unholy Strength (on Grizzly Bears), Ashnod's Altar, 3x Swamp; opp: Ward of Bones, Llanowar Elves", "Unholy Strength", "{B}"},
		{"judge upkeep", "me: Graveborn Muse, Mutavault, Swamp, life 20; opp: Island", "", ""},
		{"judge upkeep", "me: Graveborn Muse, Amoeboid Changeling, Swamp", "", ""},
		{"judge upkeep", "me: Elsewhere Flask, Swamp, Swamp, life 20; opp: Karma", "", ""},
		// A land played first can be sacrificed to Zuran Orb.
		{"judge lands", "me: Exploration, Zuran Orb; opp: Ward of Bones", "", ""},
		// A mana ability that sacrifices its land (Gemstone Mine), a
		// "When" trigger on tapping (Blight, Steam Vines), a cost the
		// engine does not read whole (Infernal Tribute, Destructive
		// Digger, Sunspring Expedition), and an ability any player may
		// activate (Excavation).
		{"judge lands", "me: 9x Forest, Gemstone Mine (1 mining); opp: Limited Resources", "", ""},
		{"judge lands", "me: 10x Forest, Blight (on Forest); opp: Limited Resources", "", ""},
		{"judge lands", "me: 3x Forest; opp: Ward of Bones, 2x Island, Steam Vines (on Forest)", "", ""},
		{"judge lands", "me: 10x Forest, Destructive Digger; opp: Limited Resources", "", ""},
		{"judge upkeep", "me: 3x Swamp, Infernal Tribute, hand 2, life 20; opp: Karma", "", ""},
		{"judge upkeep", "me: 3x Swamp, hand 2, life 20; opp: Karma, Excavation", "", ""},
		{"judge pay", "me: 3x Plains, Sunspring Expedition (3 quest), Glorious Anthem; opp: Ward of Bones, Glorious Anthem", "Glorious Anthem", "{1}{W}{W}"},
	} {
		kv := []string{"board", q.board}
		if q.card != "" {
			kv = append(kv, "card", q.card, "cost", q.cost)
		}
		r := ask(t, q.cmd, kv...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may change") {
			t.Errorf("%s: %s", q.board, r.Answer)
		}
	}
	for _, q := range []struct{ cmd, board string }{
		{"judge upkeep", "me: Swamp, Swamp, life 20; opp: Karma, Zuran Orb, Swamp"},
		{"judge upkeep", "me: Graveborn Muse, Swamp, life 20; opp: Ashnod's Altar, Gravecrawler"},
		{"judge upkeep", "me: Ancient Runes, Sol Ring, life 20; opp: Krark-Clan Ironworks, Ornithopter"},
		{"judge lands", "me: Forest, Forest, Forest; opp: Ward of Bones, Forest, Treetop Village"},
		{"judge upkeep", "me: Swamp, Swamp, life 20, Celestial Colonnade; opp: Karma"},
	} {
		wantUnderstood(t, ask(t, q.cmd, "board", q.board), true)
	}
}
