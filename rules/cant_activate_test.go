package rules

import (
	"strings"
	"testing"
)

// CR 602.5: "A player can't begin to activate an ability that's
// prohibited from being activated." Karn, the Great Creator stops the
// activated abilities of the artifacts its controller's opponents
// control, their mana abilities among them (605.1a: a mana ability is an
// activated ability); its controller's own artifacts are not stopped.
func TestRule602_5KarnStopsOpponentsArtifacts(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Karn, the Great Creator; opp: Sol Ring", "card", "opp's Sol Ring")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "602.5")
	wantRuling(t, r, "Karn, the Great Creator", "2019-05-03")
	r = ask(t, "judge tap", "board", "me: Sol Ring, Karn, the Great Creator", "card", "Sol Ring")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantMana(t, r, "{C}{C}")
	r = ask(t, "judge activate", "board", "me: Mind Stone; opp: Karn, the Great Creator", "card", "Mind Stone", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	// The most mana and a payment count no stopped artifact.
	r = ask(t, "judge mana", "board", "me: Forest, Sol Ring, Mind Stone; opp: Karn, the Great Creator")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("the most mana %v, want 1 (Forest alone)", r.MaxMana)
	}
	r = ask(t, "judge pay", "board", "me: Forest, Sol Ring; opp: Karn, the Great Creator", "cost", "{2}")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable {
		t.Errorf("{2} with Sol Ring stopped: payable %v, want false", r.Payable)
	}
	// Karn is no artifact: its loyalty abilities are its controller's.
	r = ask(t, "judge activate", "board", "me: Karn, the Great Creator; opp: Karn, the Great Creator", "card", "Karn, the Great Creator", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
}

// Null Rod's ruling (2013-07-01): "This effect applies to all activated
// abilities of artifacts, including mana abilities." Stony Silence
// (2017-03-14: "No abilities of artifacts can be activated, including
// mana abilities.") and Collector Ouphe say the same; they stop their own
// controller's artifacts too. Linvala, Keeper of Silence (2017-03-14) and
// Cursed Totem (2004-10-04: "Cursed Totem can prevent mana abilities from
// being activated.") stop creatures.
func TestRulingNullRod20130701StopsManaAbilities(t *testing.T) {
	cases := []struct {
		board, card, src, date string
	}{
		{"me: Sol Ring; opp: Null Rod", "Sol Ring", "Null Rod", "2013-07-01"},
		{"me: Sol Ring, Null Rod", "Sol Ring", "Null Rod", "2013-07-01"},
		{"me: Mind Stone; opp: Stony Silence", "Mind Stone", "Stony Silence", "2017-03-14"},
		{"me: Sol Ring; opp: Collector Ouphe", "Sol Ring", "Collector Ouphe", "2019-06-14"},
		{"me: Llanowar Elves; opp: Linvala, Keeper of Silence", "Llanowar Elves", "Linvala, Keeper of Silence", "2017-03-14"},
		{"me: Llanowar Elves, Cursed Totem", "Llanowar Elves", "Cursed Totem", "2004-10-04"},
	}
	for _, c := range cases {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		wantRuling(t, r, c.src, c.date)
		if !strings.Contains(r.Answer, c.src) {
			t.Errorf("%s: answer %q does not name %s", c.board, r.Answer, c.src)
		}
	}
	// Linvala stops only her controller's opponents' creatures.
	r := ask(t, "judge tap", "board", "me: Llanowar Elves, Linvala, Keeper of Silence", "card", "Llanowar Elves")
	wantLegal(t, r, true)
}

// CR 106.7 and Fellwar Stone's ruling (2004-10-04: "It only checks what
// kinds of mana can be produced, not if the abilities that produce them
// are usable right now."): what a permanent could produce does not ask
// whether its abilities can be activated, so Reflecting Pool still reads
// Seat of the Synod's {U} under Karn; the other questions activate
// nothing it stops.
func TestRulingFellwarStone20041004CouldProduceIgnoresCantActivate(t *testing.T) {
	board := "me: Sol Ring, Seat of the Synod, Reflecting Pool, hand 2; opp: Karn, the Great Creator"
	r := ask(t, "judge could-produce", "board", board, "card", "Sol Ring")
	wantUnderstood(t, r, true)
	wantTypes(t, r, "C")
	r = ask(t, "judge tap", "board", board, "card", "Reflecting Pool")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}")
	for _, q := range [][]string{
		{"judge upkeep", "board", board},
		{"judge lands", "board", board},
		{"judge enters", "card", "Sol Ring", "x", "0", "board", board},
	} {
		r := ask(t, q[0], q[1:]...)
		if !r.Understood {
			t.Errorf("%s: %s", q[0], r.Answer)
		}
	}
}

// CR 601.2g, 602.5: a land made a creature before a cost is paid
// (Mutavault) may be tapped for mana before it becomes one, and Linvala
// stops it only after; the engine does not weigh that order and says so.
func TestRule602_5CantActivateThatIsNotWeighed(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Mutavault, Gaea's Cradle, 2x Forest; opp: Linvala, Keeper of Silence", "cost", "{4}")
	wantUnderstood(t, r, false)
}

// CR 605.1a and Damping Matrix's ruling (2017-03-14: "A mana ability is an
// ability that produces mana, not an ability that costs mana."): "Activated
// abilities of artifacts and creatures can't be activated unless they're
// mana abilities" stops Mind Stone's draw and leaves its {T}: Add {C}, and
// Llanowar Elves' mana ability, alone.
func TestRulingDampingMatrix20170314LeavesManaAbilities(t *testing.T) {
	board := "me: Llanowar Elves, Mind Stone, Forest; opp: Damping Matrix"
	r := ask(t, "judge tap", "board", board, "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge activate", "board", board, "card", "Mind Stone", "ability", "1")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", board, "card", "Mind Stone", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRuling(t, r, "Damping Matrix", "2017-03-14")
	r = ask(t, "judge mana", "board", board)
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("the most mana %v, want 3", r.MaxMana)
	}
}

// CR 602.5, 303.4: an Aura that says "its activated abilities can't be
// activated" stops those of the permanent it enchants alone (Arrest, mana
// abilities among them); "unless they're mana abilities" leaves those
// (Faith's Fetters); the restriction on attacking or blocking beside it
// bears on no question here.
func TestRule602_5EnchantedPermanentCantActivate(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves; opp: Arrest (on Llanowar Elves)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "602.5")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, Llanowar Elves; opp: Arrest (on Llanowar Elves #2)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Sol Ring; opp: Faith's Fetters (on Sol Ring)", "card", "Sol Ring")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantMana(t, r, "{C}{C}")
	r = ask(t, "judge activate", "board", "me: Mutavault; opp: Faith's Fetters (on Mutavault)", "card", "Mutavault", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: Birds of Paradise; opp: Detainment Spell (on Birds of Paradise)", "card", "Birds of Paradise")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge mana", "board", "me: Birds of Paradise, Forest; opp: Arrest (on Birds of Paradise)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("the most mana %v, want 1 (Forest alone)", r.MaxMana)
	}
	// A toughness changed beside it is not read: still refused.
	r = ask(t, "judge tap", "board", "me: Birds of Paradise; opp: Viper's Kiss (on Birds of Paradise)", "card", "Birds of Paradise")
	wantUnderstood(t, r, false)
}

// CR 702.122a: crew taps any number of other untapped creatures its
// controller controls with total power N or greater, summoning sick or
// not (Smuggler's Copter's ruling of 2017-09-29: "even one that just
// came under your control"); an opponent's creatures, tapped ones and the
// Vehicle itself don't count; Null Rod and Pithing Needle stop it, Cursed
// Totem does not (the Vehicle is no creature).
func TestRule702_122aCrewCost(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: Smuggler's Copter, Llanowar Elves (sick)", true},
		{"me: Smuggler's Copter, Llanowar Elves (tapped)", false},
		{"me: Smuggler's Copter; opp: Llanowar Elves", false},
		{"me: Smuggler's Copter, Llanowar Elves; opp: Cursed Totem", true},
		{"me: Smuggler's Copter, Llanowar Elves; opp: Null Rod", false},
		{"me: Smuggler's Copter, Llanowar Elves; opp: Pithing Needle (named Smuggler's Copter)", false},
		{"me: Smuggler's Copter, March of the Machines", false},
		{"me: Smuggler's Copter, Smuggler's Copter, March of the Machines", true},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Smuggler's Copter")
		if !r.Understood || r.Legal == nil || *r.Legal != c.legal {
			t.Errorf("%s: understood %v, legal %v; want legal %v (%s)", c.board, r.Understood, r.Legal, c.legal, r.Answer)
		}
	}
	r := ask(t, "judge activate", "board", "me: Smuggler's Copter, Llanowar Elves (sick)", "card", "Smuggler's Copter")
	wantRules(t, r, "702.122a")
	wantRuling(t, r, "Smuggler's Copter", "2017-09-29")
}

// CR 303.4d, 704.5m: "Enchant artifact or creature" (Encrust) is read by
// its alternatives: on Sol Ring it stays and stops its activated
// abilities; on a land it is put into its owner's graveyard.
func TestRule303_4dEnchantAlternatives(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Sol Ring; opp: Encrust (on Sol Ring)", "card", "Sol Ring")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Mutavault; opp: Encrust (on Mutavault)", "card", "Mutavault", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
}

// CR 602.2b: a cost that sacrifices a permanent its controller doesn't
// control can't be paid, and the answer names it with its article
// (Dwarven Weaponsmith: "an artifact").
func TestRule602_2bSacrificeCostNone(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Dwarven Weaponsmith, Llanowar Elves; step: upkeep", "card", "Dwarven Weaponsmith")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	if !strings.Contains(r.Answer, "sacrifices an artifact") {
		t.Errorf("answer %q, want it to say the cost sacrifices an artifact", r.Answer)
	}
}

// CR 602.2b: a cost that taps untapped permanents of a type can't be paid
// with fewer; the answer names them in the plural ("3 untapped Elves").
func TestRule602_2bTapUntappedCostSaysThePlural(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Heritage Druid, Llanowar Elves (tapped)", "card", "Heritage Druid")
	wantLegal(t, r, false)
	if !strings.Contains(r.Answer, "taps 3 untapped Elves that you control, and there is 1") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 601.2h, 602.2b, 107.5, 107.6: the parts of a cost are paid in the
// order the player chooses, so Snow Mercy's "{T}, {Q}, {T}, {Q}, {T}" can
// be paid untapped (tap, untap, tap, untap, tap). "Snow Mercy is already
// untapped" was answered from the state before any part was paid; the
// engine now says it does not work out that order.
func TestCR601_2hTapAndUntapInOneCost(t *testing.T) {
	for _, board := range []string{"me: Snow Mercy", "me: Snow Mercy (tapped)"} {
		r := ask(t, "judge activate", "board", board, "card", "Snow Mercy")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "both {T} and {Q}") {
			t.Errorf("%s: %q, want the order of {T} and {Q} named", board, r.Answer)
		}
	}
}

// CR 118.3, 602.2b: "Sacrifice another creature" (Yahenni, Undying
// Partisan) can't be paid with no other creature its controller controls:
// not its own, nor an opponent's.
func TestRule118_3SacrificeAnother(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: Yahenni, Undying Partisan", false},
		{"me: Yahenni, Undying Partisan; opp: Grizzly Bears", false},
		{"me: Yahenni, Undying Partisan, Grizzly Bears", true},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", "Yahenni, Undying Partisan")
		wantUnderstood(t, r, true)
		if r.Legal == nil || *r.Legal != c.legal {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: [Odd Altar: Artifact Creature — Sacrifice another creature: Add {C}.], Grizzly Bears", "card", "Odd Altar")
	wantUnderstood(t, r, false)
}
