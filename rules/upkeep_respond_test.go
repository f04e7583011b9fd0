package rules

import (
	"strings"
	"testing"
)

// CR 117.3b and 603.4, and Ghirapur Orrery's rulings of 2016-09-20: the
// players get priority while the Orrery's trigger waits on the stack, and
// one that then draws a card, or returns one to the hand, makes the
// trigger do nothing as it resolves; a second Orrery draws again only if
// the hand is emptied after the first resolves. Beyond the abilities the
// upkeep follows (upkeep_activated.go), the engine does not work out
// players acting in the upkeep, so it refuses where such an ability can
// be activated, and answers where it can't: tapped, a creature with
// summoning sickness, an ability that functions only from a graveyard,
// or a hand the trigger doesn't read.
func TestRule603_4AbilitiesActivatedInResponseToOrrery(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0, Arcanis the Omnipotent", false},
		// Sensei's Divining Top's draw is followed
		// (TestRule117_1bTopActivatedWhileOrreryWaits).
		{"me: Ghirapur Orrery, hand 0, Sensei's Divining Top", true},
		{"me: Ghirapur Orrery, hand 0, Sensei's Divining Top (tapped)", true},
		{"me: Ghirapur Orrery, hand 0, Cavern Harpy", false},
		// A discard empties a hand only where something puts a card in
		// it first: a second Orrery, or another trigger that draws.
		{"me: Ghirapur Orrery, hand 0, Wild Mongrel", true},
		{"me: 2x Ghirapur Orrery, hand 0, Wild Mongrel", false},
		{"me: Ghirapur Orrery, Phyrexian Arena, hand 0, Wild Mongrel", false},
		// An opponent's draw for themselves reads no hand the Orrery
		// reads; one with a hand the Orrery can't trigger on changes
		// nothing.
		{"me: Ghirapur Orrery, hand 0; opp: Arcanis the Omnipotent", true},
		{"me: Ghirapur Orrery, hand 1, Arcanis the Omnipotent", true},
		{"me: Ghirapur Orrery, hand 0, Skarrgan Firebird", true},
		// Humble Defector's "Activate only during your turn", an
		// opponent's: not in your upkeep.
		{"me: Ghirapur Orrery, hand 0; opp: Humble Defector", true},
		{"me: Ghirapur Orrery, hand 0, Humble Defector", false},
		// Phyrexian Arena reads no hand.
		{"me: Phyrexian Arena, hand 0, Arcanis the Omnipotent", true},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v: %s", c.board, r.Understood, c.understood, r.Answer)
			continue
		}
		if !c.understood && !strings.Contains(r.Answer, "603.4") {
			t.Errorf("%s: answer %q does not cite 603.4", c.board, r.Answer)
		}
	}
}

// CR 117.3b and 603.4: an opponent's ability that returns a permanent to
// its owner's hand (Crystal Shard, Seal of Removal) can put one of the
// upkeep player's permanents into their hand while Ghirapur Orrery's
// trigger waits, and the trigger then does nothing; with no permanent it
// can target, it changes nothing.
func TestRule603_4OpponentReturnsPermanentToHandBeforeOrrery(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Crystal Shard, 2x Island", false},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Seal of Removal", false},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Seal of Removal, Crystal Shard (tapped)", false},
		// Seal of Removal targets a creature: Ghirapur Orrery is none.
		{"me: Ghirapur Orrery, hand 0; opp: Seal of Removal", true},
		// "to their owners' hands": Alexi, Zephyr Mage's X target
		// creatures; Disappear's enchanted creature, where it is yours.
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Alexi, Zephyr Mage, 4x Island", false},
		{"me: Ghirapur Orrery, hand 0; opp: Alexi, Zephyr Mage, 4x Island", true},
		// Alexi's own cost discards two cards, which an empty hand can't
		// pay.
		{"me: Ghirapur Orrery, Alexi, Zephyr Mage, 4x Island, hand 0", true},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Disappear (on Grizzly Bears), Island", false},
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Disappear (on Savannah Lions), Savannah Lions, Island", true},
		// Arcanis returns only itself, to its owner's hand.
		{"me: Ghirapur Orrery, Grizzly Bears, hand 0; opp: Arcanis the Omnipotent", true},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v: %s", c.board, r.Understood, c.understood, r.Answer)
			continue
		}
		if !c.understood && !strings.Contains(r.Answer, "603.4") {
			t.Errorf("%s: answer %q does not cite 603.4", c.board, r.Answer)
		}
	}
}

// CR 117.3b and 608.2h: Black Vise counts the cards in the player's hand
// as its trigger resolves (its ruling of 2009-10-01), so a player who can
// discard (Wild Mongrel) or draw while it waits changes the damage; a
// hand no ability can change is counted as given.
func TestRule608_2hHandCountedAsResolvingAfterResponses(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: hand 6, Wild Mongrel; opp: Black Vise", false},
		{"me: hand 6, Arcanis the Omnipotent; opp: Black Vise", false},
		// An opponent's Wild Mongrel discards from their own hand.
		{"me: hand 6, Grizzly Bears; opp: Black Vise, Wild Mongrel", true},
		{"me: hand 6; opp: Black Vise", true},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v: %s", c.board, r.Understood, c.understood, r.Answer)
			continue
		}
		if !c.understood && !strings.Contains(r.Answer, "608.2h") {
			t.Errorf("%s: answer %q does not cite 608.2h", c.board, r.Answer)
		}
	}
}

// CR 503.1a and 603.4: Lavaborn Muse triggers only in an opponent's
// upkeep, so in its controller's own upkeep no trigger reads their hand
// and Arcanis the Omnipotent's draw changes nothing; in the opponent's
// upkeep it does.
func TestRule603_4HandTriggerOfAnotherPlayersUpkeepDoesNotWait(t *testing.T) {
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Lavaborn Muse, Arcanis the Omnipotent; opp: hand 3"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 2, Arcanis the Omnipotent; opp: Lavaborn Muse"), false)
}

// respondCases asks each board's upkeep and checks whether it is
// answered; a refusal must name the ability and cite 603.4.
func respondCases(t *testing.T, cases []struct {
	board      string
	understood bool
}) {
	t.Helper()
	for _, c := range cases {
		r := ask(t, "judge upkeep", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v: %s", c.board, r.Understood, c.understood, r.Answer)
			continue
		}
		if !c.understood && !strings.Contains(r.Answer, "603.4") {
			t.Errorf("%s: answer %q does not cite 603.4", c.board, r.Answer)
		}
	}
}

// CR 602.2b, 601.2g-h, 118.3: an ability is activated only if its whole
// cost is paid, the mana for it made by mana abilities activated before
// the costs are paid. While Ghirapur Orrery's trigger waits, an ability
// whose cost its controller can't pay changes nothing: mana the
// permanents can't make (their colors counted, and a permanent's own {T}
// mana ability not where the cost has {T}), counters, a land to
// sacrifice, untapped Birds, life, or "exactly seven cards in hand".
// Where it can be paid, its draw is followed (upkeep_activated.go).
func TestCR602_2bUpkeepResponseNeedsPayableCost(t *testing.T) {
	respondCases(t, []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0, Abzan Banner", true},
		{"me: Ghirapur Orrery, hand 0, Abzan Banner, Plains, Swamp", true},
		{"me: Ghirapur Orrery, hand 0, Abzan Banner, Plains, Swamp, Forest", true},
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome, 3x Forest", true},
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome, 4x Forest", true},
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome, 4x Forest (tapped)", true},
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome, Forest, Llanowar Elves (sick), Sol Ring", true},
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome, Forest, Llanowar Elves, Sol Ring", true},
		{"me: Ghirapur Orrery, hand 0, Azorius Locket, 3x Island", true},
		{"me: Ghirapur Orrery, hand 0, Azorius Locket, 4x Island", true},
		{"me: Ghirapur Orrery, hand 0, Mind Stone", true},
		{"me: Ghirapur Orrery, hand 0, Mind Stone, Forest", true},
		{"me: Ghirapur Orrery, hand 0, Angelheart Vial", true},
		{"me: Ghirapur Orrery, hand 0, Angelheart Vial (3 charge), 3x Forest", true},
		{"me: Ghirapur Orrery, hand 0, Angelheart Vial (4 charge), 2x Forest", false},
		{"me: Ghirapur Orrery, hand 0, Aggressive Mining", true},
		{"me: Ghirapur Orrery, hand 0, Aggressive Mining, Forest", false},
		{"me: Ghirapur Orrery, hand 0, Crookclaw Elder", true},
		{"me: Ghirapur Orrery, hand 0, Crookclaw Elder, Birds of Paradise", false},
		{"me: Ghirapur Orrery, hand 0, Library of Alexandria", true},
		{"me: Ghirapur Orrery, hand 0, life 1, Book of Rass, 2x Forest", true},
		{"me: Ghirapur Orrery, hand 0, life 2, Book of Rass, 2x Forest", false},
		// A life total the board does not give is taken as enough.
		{"me: Ghirapur Orrery, hand 0, Book of Rass, 2x Forest", false},
		// "Sacrifice a permanent": Barrin is one.
		{"me: Ghirapur Orrery, hand 0, Barrin, Master Wizard", true},
		{"me: Ghirapur Orrery, hand 0, Barrin, Master Wizard, 2x Island", false},
		// An effect that lowers what abilities cost (Heartstone's {1}
		// less): the engine does not take the cost as unpayable.
		{"me: Ghirapur Orrery, hand 0, Azure Mage, 3x Island", true},
		{"me: Ghirapur Orrery, hand 0, Azure Mage, Heartstone, 3x Island", false},
		// An effect that stops it (Null Rod, 602.5).
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome, 4x Forest; opp: Null Rod", true},
	})
}

// CR 601.2c, 602.2b, 608.2b: an ability with a target can't be activated
// without a legal one, and a target gone as it resolves is not returned:
// Broken Fall with no creature to regenerate, Kami of Twisted Reflection
// and Aven Augur, sacrificed as they are activated, with no other
// creature to return, Spurnmage Advocate with no attacking creature.
func TestCR601_2cUpkeepResponseNeedsTarget(t *testing.T) {
	respondCases(t, []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0, Broken Fall", true},
		{"me: Ghirapur Orrery, hand 0, Broken Fall, Grizzly Bears", false},
		{"me: Ghirapur Orrery, hand 0, Kami of Twisted Reflection", true},
		{"me: Ghirapur Orrery, hand 0, Kami of Twisted Reflection, Grizzly Bears", false},
		{"me: Ghirapur Orrery, hand 0, Aven Augur", true},
		{"me: Ghirapur Orrery, hand 0, Aven Augur, Grizzly Bears", false},
		{"me: Ghirapur Orrery, hand 0, Spurnmage Advocate", true},
		{"me: Ghirapur Orrery, hand 0, Galecaster Colossus", true},
	})
}

// CR 117.3a, 117.3c, 602.2b: the active player gets priority as the
// upkeep begins, and again after activating an ability, so a cost that
// can't be paid now may be paid once another ability has been
// activated, or another upkeep trigger has resolved, while the Orrery's
// trigger still waits: Thousand-Year
// Elixir untaps Archivist, Phyrexian Arena's card may be one that makes
// mana, Manabarbs' damage puts a charge counter on Angelheart Vial,
// Fountain of Renewal's trigger gains the life Book of Rass pays. The
// engine takes an unpaid cost as unpayable only where nothing but mana
// abilities can act first; a Prodigal Pyromancer's damage changes no
// cost.
func TestCR117_3cUpkeepResponseAfterAnotherAbility(t *testing.T) {
	respondCases(t, []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0, Archivist (tapped), Forest", true},
		{"me: Ghirapur Orrery, hand 0, Archivist (tapped), Thousand-Year Elixir, 2x Forest", false},
		{"me: Ghirapur Orrery, hand 0, Archivist (sick), Prodigal Pyromancer", true},
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome", true},
		{"me: Ghirapur Orrery, hand 0, Jayemdae Tome, Phyrexian Arena", false},
		{"me: Ghirapur Orrery, hand 0, Angelheart Vial (3 charge), 3x Forest, Manabarbs", false},
		// Fountain of Renewal's trigger gains the 1 life that lets
		// Book of Rass's cost be paid; its own {3} can't be.
		{"me: Ghirapur Orrery, hand 0, Fountain of Renewal", true},
		{"me: Ghirapur Orrery, hand 0, life 1, Book of Rass, 2x Forest", true},
		{"me: Ghirapur Orrery, hand 0, life 1, Book of Rass, 2x Forest, Fountain of Renewal", false},
		// In Two-Headed Giant the Orrery triggers for each player with
		// an empty hand (805.4d): the three cards one draws first are
		// not known while the other's trigger waits.
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, Jayemdae Tome; ally: hand 3", true},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, Jayemdae Tome; ally: hand 0", false},
	})
}

// CR 113.6m: a card in a hand may make mana (Simian Spirit Guide's
// ability works from the hand), so the mana in a cost is taken as
// unpayable only for a player whose hand is given as empty; and an
// opponent's ability that draws only for its controller, or names a
// hand only to count its cards (Bargaining Table, Keeper of the Mind),
// changes no hand the Orrery reads, where "Target opponent may draw a
// card" (Phelddagrif) does.
func TestCR113_6mUpkeepResponseOfAPlayerWithCards(t *testing.T) {
	respondCases(t, []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0; opp: hand 0, Xira Arien", true},
		{"me: Ghirapur Orrery, hand 0; opp: hand 0, Xira Arien, Badlands, Taiga", true},
		{"me: Ghirapur Orrery, hand 0; opp: hand 0, Xira Arien, Badlands, Taiga, Bayou", false},
		{"me: Ghirapur Orrery, hand 0; opp: hand 2, Xira Arien", false},
		{"me: Ghirapur Orrery, hand 0; opp: Xira Arien", false},
		{"me: Ghirapur Orrery, hand 0; opp: Bargaining Table, 5x Island", true},
		{"me: Ghirapur Orrery, hand 0; opp: Keeper of the Mind, Island", true},
		{"me: Ghirapur Orrery, hand 0; opp: Ring of Renewal, 5x Island", true},
		{"me: Ghirapur Orrery, hand 0; opp: Phelddagrif, Island", false},
		{"me: Ghirapur Orrery, hand 0; opp: Soldevi Sentry, Island", false},
		{"me: Ghirapur Orrery, hand 0; opp: Cephalid Looter", false},
	})
}

// CR 602.2b, 701.21a: "Sacrifice a permanent" may sacrifice the
// permanent whose ability it is, and every permanent is one: Barrin,
// Master Wizard alone can pay it, where it was said its controller
// controls no permanent.
func TestCR602_2bSacrificeAPermanentCountsItself(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Barrin, Master Wizard, Grizzly Bears", "card", "Barrin, Master Wizard")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Barrin, Master Wizard", "card", "Barrin, Master Wizard")
	wantLegal(t, r, true)
}

// CR 605.3a, 603.3b, 603.4: while Ghirapur Orrery's trigger waits, a
// player may activate mana abilities, and what that does may trigger an
// ability that is put on the stack above the Orrery's and resolves
// first: Chromatic Star's draw after its mana (paid for by a Forest),
// Grim Haruspex's after Blood Pet, Sakura-Tribe Elder sacrificed, or any
// mana ability with "Whenever you activate an ability, draw a card". A
// card drawn so makes the Orrery's trigger do nothing. Where nothing can
// set it off (Chromatic Star with no mana to pay its {1}), or it draws
// for another player, it changes nothing.
func TestCR603_3bTriggerOnAResponseResolvesFirst(t *testing.T) {
	respondCases(t, []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0, Chromatic Star", true},
		{"me: Ghirapur Orrery, hand 0, Chromatic Star, Forest", false},
		{"me: Ghirapur Orrery, hand 0, Grim Haruspex, Forest", true},
		{"me: Ghirapur Orrery, hand 0, Blood Pet, Grim Haruspex", false},
		{"me: Ghirapur Orrery, hand 0, Blood Pet (tapped), Grim Haruspex", false},
		{"me: Ghirapur Orrery, hand 0, Forest, Sakura-Tribe Elder, Grim Haruspex", false},
		{"me: Ghirapur Orrery, hand 0, Forest; opp: Grim Haruspex, Blood Pet", true},
		{"me: Ghirapur Orrery, hand 0, Forest, [Test Activate Watch: Enchantment — Whenever you activate an ability, draw a card.]", false},
		{"me: Ghirapur Orrery, hand 0, [Test Activate Watch: Enchantment — Whenever you activate an ability, draw a card.]", true},
		// Yavimaya Elder's own "{2}, Sacrifice" can't be paid, and its
		// dies trigger can't be set off alone; Ashnod's Altar sacrifices
		// it for mana, and the two basic lands it finds reach the hand
		// first.
		{"me: Ghirapur Orrery, hand 0, Yavimaya Elder", true},
		{"me: Ghirapur Orrery, hand 0, Yavimaya Elder, Ashnod's Altar", false},
		// Living weapon and ascend work only as a permanent enters.
		{"me: Ghirapur Orrery, hand 0, Batterskull", true},
		{"me: Ghirapur Orrery, hand 0, Arch of Orazca", true},
	})
}

// CR 602.2b: every part of an activation cost is paid, so a part the
// engine reads (its mana, {T}) that can't be paid keeps the ability from
// being activated even where another part is not read ("Discard a land
// card"), as does "Sacrifice another creature" with no other creature;
// where the parts read can be
// paid, or the cost is a choice between parts (Crystal Shard's "{3}, {T}
// or {U}, {T}"), it is taken as one that can be.
func TestCR602_2bUpkeepResponseCostReadInParts(t *testing.T) {
	respondCases(t, []struct {
		board      string
		understood bool
	}{
		{"me: Ghirapur Orrery, hand 0, Izoni, Thousand-Eyed", true},
		// Its mana can be paid, and no other creature is there to
		// sacrifice; beside one it may draw while Orrery waits.
		{"me: Ghirapur Orrery, hand 0, Izoni, Thousand-Eyed, Forest, Swamp", true},
		{"me: Ghirapur Orrery, hand 0, Izoni, Thousand-Eyed, Forest, Swamp, Grizzly Bears", false},
		{"me: Ghirapur Orrery, hand 0, Trade Routes", true},
		{"me: Ghirapur Orrery, hand 0, Cabal Surgeon, 4x Swamp", false},
		{"me: Ghirapur Orrery, hand 0, Cabal Surgeon, 4x Swamp (tapped)", true},
		{"me: Ghirapur Orrery, hand 0, Cabal Surgeon (tapped), 4x Swamp", true},
		{"me: Ghirapur Orrery, hand 0, Crystal Shard, Grizzly Bears", false},
		// An ability word before the cost ("Hellbent —").
		{"me: Ghirapur Orrery, hand 0, Nihilistic Glee", true},
	})
}

// CR 117.3b, 603.4: an ability whose cost the engine does not read
// (Wirewood Symbiote's "Return an Elf you control to its owner's hand")
// may or may not be payable while Ghirapur Orrery's trigger waits; the
// refusal says it may be activated and why that is not known, where it
// said it can be (with no Elf on the board, it can't).
func TestRule117_3bUnreadCostMayBeActivated(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Wirewood Symbiote, hand 0")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "may be activated (the cost \u201cReturn an Elf you control to its owner's hand\u201d is not one the engine models") || strings.Contains(r.Answer, "can be activated") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Azami, Lady of Scrolls, hand 0")
	if !strings.Contains(r.Answer, "can be activated while") {
		t.Errorf("Azami, whose cost is read: %s", r.Answer)
	}
}
