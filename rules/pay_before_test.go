package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 601.2g, 106.4: abilities that are not mana abilities are activated,
// and resolve, before a spell is cast, and the mana already made stays in
// the pool. A fetch land cracked first puts an untapped land onto the
// battlefield that makes mana of its own: with Windswept Heath and a
// Forest in the library, {G} can be paid. The board does not say what
// the library holds, so pay and mana can't rule; a land that is put onto
// the battlefield tapped (Evolving Wilds) changes nothing unless
// something triggers on its entering (Amulet of Vigor untaps it).
func TestRule601_2gFetchLandCrackedBeforePaying(t *testing.T) {
	for _, c := range []struct{ cmd, board, cost string }{
		{"judge mana", "me: Windswept Heath", ""},
		{"judge pay", "me: Windswept Heath", "{G}"},
		{"judge pay", "me: Windswept Heath, Forest; turn: opp", "{G}{G}"},
		{"judge pay", "me: Forest, Elvish Piper", "{G}{G}"},
		{"judge mana", "me: Evolving Wilds, Amulet of Vigor", ""},
	} {
		kv := []string{"board", c.board, "player", "me"}
		if c.cost != "" {
			kv = append(kv, "cost", c.cost)
		}
		if r := ask(t, c.cmd, kv...); r.Understood {
			t.Errorf("%s %s %s: %s", c.cmd, c.board, c.cost, r.Answer)
		} else if !strings.Contains(r.Answer, "before any mana is spent") {
			t.Errorf("%s %s: %s", c.cmd, c.board, r.Answer)
		}
	}
	// Already payable: what the fetch land adds changes no "yes".
	wantPayable(t, pay(t, "me: Windswept Heath, Forest", "{G}"), true)
	// Tapped, it can't be cracked.
	wantPayable(t, pay(t, "me: Windswept Heath (tapped), Forest", "{G}{G}"), false)
	r := ask(t, "judge mana", "board", "me: Evolving Wilds, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("Evolving Wilds beside a Forest: %s", r.Answer)
	}
}

// CR 305.7: a land given a basic land type has that type's mana ability
// and no other. Elsewhere Flask or Mystic Compass, activated before a
// cost is paid, can make an Island tap for {G}.
func TestRule305_7LandTypeChangedBeforePaying(t *testing.T) {
	for _, board := range []string{"me: Island, Elsewhere Flask", "me: Island, Wastes, Mystic Compass"} {
		if r := pay(t, board, "{G}"); r.Understood {
			t.Errorf("%s pays {G}: %s", board, r.Answer)
		}
	}
	// Under Blood Moon a Watery Grave is a Mountain and still makes {R}:
	// it pays Mystic Compass's {1}, and the other becomes an Island.
	if r := pay(t, "me: Watery Grave, Watery Grave, Mystic Compass; opp: Blood Moon", "{U}"); r.Understood {
		t.Errorf("Blood Moon: %s", r.Answer)
	}
	// A fetch land under Blood Moon has lost its ability (CR 305.7).
	r := ask(t, "judge mana", "board", "me: Polluted Delta; opp: Blood Moon")
	wantUnderstood(t, r, true)
	// CR 107.4h: Arcum's Weathervane makes a basic land snow, whose mana
	// pays {S}.
	if r := pay(t, "me: 3x Forest, Arcum's Weathervane", "{S}"); r.Understood {
		t.Errorf("Weathervane pays {S}: %s", r.Answer)
	}
}

// CR 702.6a: equip is activated as a sorcery, before a spell is cast.
// Paradise Mantle moved to an untapped creature gives it "{T}: Add one
// mana of any color", so a Forest and a Grizzly Bears can pay {U} (the
// Forest's {G} pays the equip cost); Swiftfoot Boots ({1}) gives haste to
// a Priest of Titania with summoning sickness. Off its controller's main
// phase, equip can't be activated and changes nothing.
func TestRule702_6aEquipBeforePaying(t *testing.T) {
	for _, c := range []struct{ cmd, board, cost string }{
		{"judge pay", "me: Forest, Grizzly Bears, Paradise Mantle", "{U}"},
		{"judge pay", "me: Forest, Grizzly Bears (tapped), Llanowar Elves, Paradise Mantle (on Grizzly Bears)", "{U}"},
		{"judge mana", "me: Forest, Priest of Titania (sick), 3x Llanowar Elves, Swiftfoot Boots", ""},
	} {
		kv := []string{"board", c.board}
		if c.cost != "" {
			kv = append(kv, "cost", c.cost)
		}
		if r := ask(t, c.cmd, kv...); r.Understood {
			t.Errorf("%s %s %s: %s", c.cmd, c.board, c.cost, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (sick), Swiftfoot Boots; turn: opp", "player", "me")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("off its controller's turn: %s", r.Answer)
	}
	// Lightning Greaves' equip {0} is read (equipForHaste).
	r = ask(t, "judge mana", "board", "me: Forest, Priest of Titania (sick), 3x Llanowar Elves, Lightning Greaves")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 8 {
		t.Errorf("Lightning Greaves: %s", r.Answer)
	}
}

// CR 702.10c: a creature with haste can be tapped for mana the turn it
// came under its controller's control. An ability that gives haste,
// activated before paying, lets a Llanowar Elves with summoning sickness
// make {G}.
func TestRule702_10cHasteGivenBeforePaying(t *testing.T) {
	helper := "[Hasty Helper: Creature — Goblin — {1}: Target creature gains haste until end of turn.]"
	if r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (sick), "+helper); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, "+helper)
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("no creature with summoning sickness: %s", r.Answer)
	}
}

// CR 601.2g, 106.4: Gemstone Array's "{2}: Put a charge counter" and a
// storage land's "{1}, {T}: Put a storage counter", activated before
// paying, give the mana ability that removes the counters more to remove:
// two Wastes and a Gemstone Array pay {G}, and two Wastes and Calciform
// Pools pay {W} (TestCR601_2gStorageCounterPutFirst). Where the other
// sources can't pay for the counter, the answer stands
// (TestRule605_3aCalciformPoolsTapsToPayItsStorageAbility).
func TestRule601_2gCountersPutBeforePaying(t *testing.T) {
	r := pay(t, "me: 2x Wastes, Gemstone Array", "{G}")
	wantPayable(t, r, true)
	if !strings.Contains(r.Answer, "after first paying {2} to put a charge counter on Gemstone Array") {
		t.Errorf("Gemstone Array pays {G}: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: 2x Wastes, Calciform Pools", "{W}"), true)
	wantPayable(t, pay(t, "me: Wastes, Gemstone Array", "{G}"), false)
}

// CR 601.2g, 122.1, 704.5q: counters an ability puts before paying help
// only a mana ability that reads them. Mage-Ring Network's "{1}, {T}: Put
// a storage counter on Mage-Ring Network." puts it on itself, tapped, so
// no other land's mana ability (Calciform Pools') removes it: the most
// mana is answered, {W}{W}{W} with Calciform Pools' own counter put first.
// Oran-Rief's +1/+1 counters give Channeler Initiate no -1/-1 counter to
// remove (a +1/+1 counter and a -1/-1 counter on one permanent are both
// removed). The counters Gemstone Array puts on itself make no more mana
// in all, but more of a color (TestRule601_2gGemstoneArrayTurnsTwoManaIntoOne).
func TestRule601_2gCountersPutOnlyHelpManaThatReadsThem(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Mage-Ring Network (3 storage), Calciform Pools (1 storage), Plains")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 5 || r.MaxByType["W"] != 3 || r.MaxByType["U"] != 2 || r.MaxByType["C"] != 4 {
		t.Errorf("Mage-Ring Network beside Calciform Pools: %s %v", r.Answer, r.MaxByType)
	}
	r = ask(t, "judge mana", "board", "me: Oran-Rief, the Vastwood, Blossoming Sands, Channeler Initiate (2 -1/-1)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("Oran-Rief beside Channeler Initiate: %s", r.Answer)
	}
	wantMost(t, "me: 2x Wastes, Gemstone Array", 2, map[string]int{"W": 1, "G": 1, "C": 2})
}

// CR 702.8a, 601.2g: Alchemist's Refuge's "You may cast spells this turn
// as though they had flash." lets no card be cast that the hand does not
// hold, and no spell from the hand is cast before paying (its cards are
// not known): the most mana is answered beside it, where it was refused
// as a card the board does not show. Isochron Scepter's copy still stops
// the answer.
func TestRule702_8aFlashGrantCastsNoCardFirst(t *testing.T) {
	for _, board := range []string{"me: Alchemist's Refuge, Forest, Island, hand 0", "me: Winding Canyons, Forest, Island"} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 3 {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	if r := ask(t, "judge mana", "board", "me: Isochron Scepter (exiled Dark Ritual), 2x Swamp"); r.Understood {
		t.Errorf("Isochron Scepter: %s", r.Answer)
	}
}

// CR 602.2: "Any player may activate this ability" lets a player activate
// another's ability: Opp's Mana Cache can make mana for me in my turn, so
// what I can pay depends on it.
func TestRule602_2ManaCacheAnyPlayerMayActivate(t *testing.T) {
	if r := pay(t, "me: Forest; opp: Mana Cache (2 charge)", "{2}"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	if r := ask(t, "judge mana", "board", "me: Forest; opp: Mana Cache (2 charge)"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
}

// CR 601.2g, 106.4: Aladdin, activated before paying, gains control of
// an opponent's untapped Sol Ring, which can then be tapped for {C}{C};
// Shapesharer makes a Shapeshifter a copy of Llanowar Elves, with its
// mana ability. Three Mountains and Aladdin can pay {4} beside Opp's Sol
// Ring: the engine does not work that out, and says so.
func TestRule601_2gControlGainedBeforePaying(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: 3x Mountain, Aladdin; opp: Sol Ring", "{4}"},
		{"me: 3x Island, Shapesharer, Changeling Outcast, Llanowar Elves", "{G}{G}"},
	} {
		if r := pay(t, c.board, c.cost); r.Understood {
			t.Errorf("%s pays %s: %s", c.board, c.cost, r.Answer)
		}
	}
}

// CR 613.4, 601.2g: Marwyn, the Nurturer adds {G} equal to its power; an
// ability that gives it +1/+0, activated before paying, turns {R} into
// more {G}. Proliferate adds a counter to Everflowing Chalice, whose mana
// counts its charge counters.
func TestRule613_4PowerRaisedBeforePaying(t *testing.T) {
	pump := "[Pump Mage: Creature — Human — {R}: Target creature gets +1/+0 until end of turn.]"
	if r := pay(t, "me: 2x Mountain, Marwyn, the Nurturer, "+pump, "{G}{G}{G}"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	if r := ask(t, "judge mana", "board", "me: 4x Wastes, Everflowing Chalice (2 charge), Contagion Clasp"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	r := ask(t, "judge mana", "board", "me: Marwyn, the Nurturer, Forest")
	wantUnderstood(t, r, true)
	// Bonesplitter equipped first (the Forest pays {1}) makes Marwyn's
	// power 3: {G}{G}{G}, not {G}{G}.
	if r := ask(t, "judge mana", "board", "me: Marwyn, the Nurturer, Forest, Bonesplitter"); r.Understood {
		t.Errorf("Bonesplitter: %s", r.Answer)
	}
	// A boost changes no count of Elves.
	r = ask(t, "judge mana", "board", "me: Elvish Archdruid, Llanowar Elves, Bonesplitter")
	wantUnderstood(t, r, true)
}

// CR 605.1a, 106.7, 601.2g: an ability that adds mana and has a target is
// no mana ability, yet it adds its mana when it resolves, before a cost
// is paid: Chandra, Bold Pyromancer's "[+1]: Add {R}{R}. … deals 2 damage
// to target player" and Priest of Forgotten Gods' "You add {B}{B}" may
// pay for {R} and {B}{B}{B}; Chandra could produce red mana.
func TestRule605_1aManaFromAnAbilityWithATarget(t *testing.T) {
	if r := pay(t, "me: Forest, Island, Chandra, Bold Pyromancer (5 loyalty)", "{R}"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	if r := pay(t, "me: Priest of Forgotten Gods, 2x Grizzly Bears, Swamp", "{B}{B}{B}"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	if r := ask(t, "judge could-produce", "board", "me: Chandra, Bold Pyromancer (5 loyalty)", "card", "Chandra, Bold Pyromancer"); !r.Understood || !slices.Equal(r.ManaTypes, []string{"R"}) {
		t.Errorf("could-produce: understood %v, mana types %v, want red (%s)", r.Understood, r.ManaTypes, r.Answer)
	}
}

// CR 710, 601.2g: Sasaya, Orochi Ascendant flips, before a cost is paid,
// if its controller reveals seven land cards: Sasaya's Essence then adds
// mana for each other land of the same name. The board does not say what
// the hand holds.
func TestRule710FlippedBeforePaying(t *testing.T) {
	if r := ask(t, "judge mana", "board", "me: Sasaya, Orochi Ascendant, 2x Forest, hand 7"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
}

// CR 601.2g, 106.4: Isochron Scepter's ability, activated before paying,
// casts a copy of the instant it holds (a Dark Ritual adds {B}{B}{B}, a
// Dramatic Reversal untaps Gilded Lotus); the board does not say which.
// With only a Forest, its {2} can't be paid and the answer stands.
func TestRule601_2gSpellCastBeforePaying(t *testing.T) {
	if r := ask(t, "judge mana", "board", "me: Gilded Lotus, Isochron Scepter"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	r := ask(t, "judge mana", "board", "me: Forest, Isochron Scepter")
	wantUnderstood(t, r, true)
	// Shelldock Isle plays the card its hideaway exiled (CR 702.75a): a
	// land, a Mana Vault or a Dark Ritual makes more mana.
	if r := ask(t, "judge mana", "board", "me: Shelldock Isle, 2x Island"); r.Understood {
		t.Errorf("Shelldock Isle: %s", r.Answer)
	}
}

// CR 601.2g, 603.2: Eldrazi Displacer exiles Peregrine Drake and returns
// it, before a cost is paid: the Drake's "When this enters, untap up to
// five lands" triggers again, each time for more mana than the {2}{C} it
// costs. Beside a creature with no enters ability, the answer stands.
func TestRule603_2FlickeredBeforePaying(t *testing.T) {
	if r := ask(t, "judge mana", "board", "me: Eldrazi Displacer, Peregrine Drake, 5x Wastes"); r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	r := ask(t, "judge mana", "board", "me: Eldrazi Displacer, Grizzly Bears, 5x Wastes")
	wantUnderstood(t, r, true)
}

// CR 601.2g: an ability that only puts a card from its controller's hand
// onto the battlefield (Aether Vial, Elvish Piper) may bring a mana
// source first, so pay and mana can't rule when the hand is unknown or
// holds cards; with no cards in hand it puts nothing and bears on
// nothing.
func TestRule601_2gFromAnEmptyHandBeforePaying(t *testing.T) {
	for _, c := range []struct {
		board string
		want  bool
	}{
		{"me: Forest, Aether Vial", false},
		{"me: Forest, Aether Vial, hand 2", false},
		{"me: Forest, Aether Vial, hand 0", true},
		{"me: Forest, Elvish Piper, hand 0", true},
		{"me: Forest, Elvish Piper, hand 1", false},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, c.want)
		if c.want && (r.MaxMana == nil || *r.MaxMana != 1) {
			t.Errorf("%s: max mana %v, want 1 (%s)", c.board, r.MaxMana, r.Answer)
		}
	}
	// The opponent's empty hand says nothing of mine.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Aether Vial; opp: hand 0"), false)
	wantPayable(t, pay(t, "me: Forest, Aether Vial, hand 0", "{G}"), true)
	// When it may be activated ("Activate only as a sorcery and only once
	// each turn") changes nothing where it does nothing: Gaea's Touch.
	r := ask(t, "judge mana", "board", "me: Gaea's Touch, Forest, hand 0, life 20")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("Gaea's Touch: max mana %v, want 3 (%s)", r.MaxMana, r.Answer)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Gaea's Touch, Forest, hand 1, life 20"), false)
}

// CR 701.46a, 601.2g: "Adapt N" puts +1/+1 counters only on a permanent
// that has none. Incubation Druid with a +1/+1 counter already makes three
// mana of a type, and its adapt can't change that: the most mana and a
// "no" are answered, where they were refused as counters put before
// paying. Without a counter the adapt may still change what it makes
// (five Forests pay for it, and the Druid then makes {U}{U}{U}).
func TestRule701_46aAdaptOnCreatureWithCounterPutsNone(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Incubation Druid (1 +1/+1), Forest, Island")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 5 || r.MaxByType["U"] != 4 || r.MaxByType["G"] != 4 {
		t.Errorf("Incubation Druid with a counter: %s %v", r.Answer, r.MaxByType)
	}
	r = pay(t, "me: Incubation Druid (1 +1/+1), Forest, Island", "{U}{U}{U}{G}{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	if r := pay(t, "me: Incubation Druid, 5x Forest, Island", "{U}{U}{U}"); r.Understood {
		t.Errorf("Incubation Druid without a counter, adapted first: %s", r.Answer)
	}
}

// CR 601.2g, 613.1d: an ability activated before a cost is paid that may
// take from the battlefield what changes the mana (Seal of Cleansing
// against Contamination, Qasali Pridemage against Blood Moon, Walking
// Ballista against Magus of the Moon) stops a "no"; with nothing to take
// it changes nothing.
func TestRule601_2gRemovalBeforePaying(t *testing.T) {
	for _, board := range []string{
		"me: Seal of Cleansing, Forest; opp: Contamination",
		"me: Qasali Pridemage, Volcanic Island; opp: Blood Moon",
		"me: Walking Ballista (1 +1/+1), Volcanic Island; opp: Magus of the Moon",
	} {
		r := ask(t, "judge pay", "board", board, "cost", "{U}{G}")
		if r.Understood || !strings.Contains(r.Answer, "can be activated first, before any mana is spent, and it may take") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Qasali Pridemage, Forest", "cost", "{G}"), true)
}

// CR 601.2g, 122.1: counters an ability puts on its own permanent (Blast
// Zone's "Put X charge counters on Blast Zone") help no other permanent's
// mana ability that removes or counts charge counters: Mirrodin's Core,
// White Mana Battery and Astral Cornucopia make what their own counters
// give.
func TestRule601_2gOwnCountersHelpNoOtherSource(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Mirrodin's Core (1 charge), Blast Zone, life 20", 2},
		{"me: White Mana Battery (1 charge), Blast Zone, Plains, life 20", 4},
		{"me: Astral Cornucopia (2 charge), Blast Zone, Forest, life 20", 4},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: max mana %v, want %d (%s)", c.board, r.MaxMana, c.most, r.Answer)
		}
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Mirrodin's Core (1 charge), Blast Zone, Forest, life 20", "card", "Counterspell", "cost", "{U}{U}"), false)
}

// CR 601.2g: a card drawn first fills an empty hand: beside Mind Stone's
// "Draw a card", Gaea's Touch at hand 0 may put a Forest onto the
// battlefield before the cost is paid.
func TestRule601_2gADrawFirstFillsTheEmptyHand(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Gaea's Touch, Forest, Mind Stone, hand 0")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Mind Stone's ability \u201c{1}, {T}, Sacrifice Mind Stone: Draw a card.\u201d may first put a card into the hand") {
		t.Errorf("the answer does not name the draw: %q", r.Answer)
	}
	// A tapped Mind Stone draws nothing now (CR 302.6): Gaea's Touch
	// still puts nothing, and sacrificed makes {G}{G}.
	wantMostMana(t, ask(t, "judge mana", "board", "me: Gaea's Touch, Forest, Mind Stone (tapped), hand 0"), 3)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Gaea's Touch, Forest, Arcanis the Omnipotent, hand 0", "cost", "{G}{G}{G}{G}"), false)
	// A trigger may draw first too (Skullclamp's, on a creature dying).
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Gaea's Touch, Forest, hand 0; opp: Skullclamp"), false)
}
