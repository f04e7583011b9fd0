package rules

import (
	"strings"
	"testing"
)

// CR 601.2f; Trinisphere rulings 2004-12-01: while Trinisphere is
// untapped, a spell whose total cost, after every increase and
// reduction, is less than three mana costs three, the rest generic: a
// Lightning Bolt takes three Mountains, a Grizzly Bears under Helm of
// Awakening still three, and one under two Spheres of Resistance its own
// {3}{G}; a Phyrexian symbol paid with mana is one mana of the three
// (Gitaxian Probe: {2}{U}), and paid with life none (TestRule601_2b...);
// a tapped Trinisphere changes nothing.
func TestRule601_2fTrinisphereSetsTheLeastTotalCost(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: 2x Mountain, Trinisphere", "{R}", "Lightning Bolt", false},
		{"me: 3x Mountain; opp: Trinisphere", "{R}", "Lightning Bolt", true},
		{"me: Mountain; opp: Trinisphere (tapped)", "{R}", "Lightning Bolt", true},
		{"me: 2x Forest, Trinisphere, Helm of Awakening", "{1}{G}", "Grizzly Bears", false},
		{"me: 3x Forest, Trinisphere, Helm of Awakening", "{1}{G}", "Grizzly Bears", true},
		{"me: 3x Forest, Trinisphere, 2x Sphere of Resistance", "{1}{G}", "Grizzly Bears", false},
		{"me: 4x Forest, Trinisphere, 2x Sphere of Resistance", "{1}{G}", "Grizzly Bears", true},
		{"me: 3x Island, Trinisphere, life 1", "{U/P}", "Gitaxian Probe", true},
		{"me: 2x Island, Trinisphere, life 1", "{U/P}", "Gitaxian Probe", false},
		{"me: 2x Island, Trinisphere", "{0}", "Memnite", false},
		{"me: 3x Island, Trinisphere", "{0}", "Memnite", true},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
	}
	r := pay(t, "me: 3x Swamp, Trinisphere", "{2/B}{2/B}{2/B}", "card", "Beseech the Queen")
	wantPayable(t, r, true)
}

// CR 601.2f, 107.4e: under Trinisphere a monocolored hybrid symbol paid
// with two generic mana is one mana more than with its color, which the
// mana Trinisphere adds takes back while it lasts: {2/W} costs {3}, paid
// {2} and raised to three, and {2/W}{2/W} {W}{2} or {4}; Spectral
// Procession, three mana already, is {W}{W}{W}, {W}{W}{2}, ... as
// printed. Each was refused. Symbols that differ, of which the floor
// reaches only some, are still refused: which is paid so is the payer's
// choice.
func TestRule601_2fTrinisphereAndMonocoloredHybrid(t *testing.T) {
	for _, c := range []struct {
		board, cost, card string
		payable           bool
	}{
		{"me: 3x Island, Trinisphere", "{2/W}", "", true},
		{"me: 2x Island, Trinisphere", "{2/W}", "", false},
		{"me: Plains, 2x Island, Trinisphere", "{2/W}{2/W}", "", true},
		{"me: 3x Island, Trinisphere", "{2/W}{2/W}", "", false},
		{"me: 4x Island, Trinisphere", "{2/W}{2/W}", "", true},
		{"me: 3x Plains, Trinisphere", "{2/W}{2/W}{2/W}", "Spectral Procession", true},
		{"me: 2x Plains, Island, Trinisphere", "{2/W}{2/W}{2/W}", "Spectral Procession", false},
		{"me: 3x Island, Trinisphere, Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", false},
		{"me: 5x Island, Trinisphere, Helm of Awakening", "{2/W}{2/W}{2/W}", "Spectral Procession", true},
	} {
		r := pay(t, c.board, c.cost, "card", c.card)
		wantPayable(t, r, c.payable)
	}
	r := pay(t, "me: Plains, 2x Island, Trinisphere", "{2/W}{2/U}")
	wantUnderstood(t, r, false)
}

// CR 601.2b, 601.2f, 107.4f: the payer chooses to pay a Phyrexian symbol
// with 2 life before the total cost is determined, so that life is no
// mana of the total cost, and Trinisphere raises what is left to three
// mana all the same: Gitaxian Probe paid with life costs {3} and 2 life,
// so two Islands, where it was {2} and 2 life, can't pay it; Dismember
// costs {1}{B}{B}, {2}{B} and 2 life, or {3} and 4 life. With Sphere of
// Resistance it costs {2}{B/P}{B/P}: one symbol may be paid with life
// for no mana more, the second takes {1} in its place.
func TestRule601_2bPhyrexianLifeIsNoManaUnderTrinisphere(t *testing.T) {
	for _, c := range []struct {
		board, card string
		payable     bool
		life        int
	}{
		{"me: 2x Island, Trinisphere", "Gitaxian Probe", false, 0},
		{"me: 2x Mountain, Trinisphere", "Gitaxian Probe", false, 0},
		{"me: 3x Mountain, Trinisphere", "Gitaxian Probe", true, 2},
		{"me: 2x Island; opp: Trinisphere (tapped)", "Gitaxian Probe", true, 2},
		{"me: 3x Swamp, Trinisphere; opp: Grizzly Bears", "Dismember", true, 0},
		{"me: 2x Mountain, Swamp, Trinisphere; opp: Grizzly Bears", "Dismember", true, 2},
		{"me: 3x Mountain, Trinisphere; opp: Grizzly Bears", "Dismember", true, 4},
		{"me: 3x Mountain, Trinisphere, life 3; opp: Grizzly Bears", "Dismember", false, 0},
		{"me: 2x Mountain, Trinisphere; opp: Grizzly Bears", "Dismember", false, 0},
		{"me: 3x Mountain, Trinisphere, Sphere of Resistance; opp: Grizzly Bears", "Dismember", true, 4},
		{"me: 2x Mountain, Trinisphere, Sphere of Resistance; opp: Grizzly Bears", "Dismember", false, 0},
		{"me: 3x Mountain, Trinisphere", "Birthing Pod", true, 2},
	} {
		cost := map[string]string{"Gitaxian Probe": "{U/P}", "Dismember": "{1}{B/P}{B/P}", "Birthing Pod": "{3}{G/P}"}[c.card]
		r := pay(t, c.board, cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
		if c.payable && r.Payments[0].Life != c.life {
			t.Errorf("%s, %s: first way pays %d life, want %d", c.board, c.card, r.Payments[0].Life, c.life)
		}
	}
	r := pay(t, "me: 2x Mountain, Trinisphere", "{U/P}", "card", "Gitaxian Probe")
	if !strings.Contains(r.Answer, "{3} and 2 life") {
		t.Errorf("answer %q does not give the total cost with life", r.Answer)
	}
	// Symbols of two colors, one of which may be paid with life for no
	// mana more: which is the payer's choice, not worked out.
	r = pay(t, "me: Plains, Mountain, Swamp, Trinisphere, Sphere of Resistance", "{1}{W/P}{B/P}")
	wantUnderstood(t, r, false)
}

// CR 601.2f, 106.4: the total cost is determined as the spell is cast, so
// a permanent whose effect on costs applies only while it is tapped
// (Centaur Omenreader) or untapped (Trinisphere) may be tapped first, for
// mana or by an ability, its mana staying in the pool: Omenreader tapped
// for mana with Cryptolith Rite's ability makes Craw Wurm cost {2}{G}{G},
// which four Forests pay, where the answer was "no" at {4}{G}{G}. Such a
// "no" is refused; where nothing of the player's can tap it (sick, or the
// opponent's), the "no" stands.
func TestRule601_2fCostChangerTappedBeforeCasting(t *testing.T) {
	for _, board := range []string{
		"me: Centaur Omenreader, Cryptolith Rite, 4x Forest",
		"me: Centaur Omenreader, Springleaf Drum, 4x Forest",
		"me: Trinisphere, Springleaf Drum, Mountain; opp: March of the Machines",
		"me: 2x Mountain, Icy Manipulator; opp: Trinisphere",
	} {
		card := map[bool]string{true: "Lightning Bolt", false: "Craw Wurm"}[strings.Contains(board, "Trinisphere")]
		cost := map[bool]string{true: "{R}", false: "{4}{G}{G}"}[strings.Contains(board, "Trinisphere")]
		r := pay(t, board, cost, "card", card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "can tap it before the spell is cast") {
			t.Errorf("%s: answer %q does not say why", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Centaur Omenreader (sick), Cryptolith Rite, 4x Forest",
		"me: 4x Forest; opp: Centaur Omenreader, Cryptolith Rite",
		"me: Centaur Omenreader, 3x Forest",
	} {
		r := pay(t, board, "{4}{G}{G}", "card", "Craw Wurm")
		wantPayable(t, r, false)
	}
	r := pay(t, "me: Trinisphere, Springleaf Drum, Mountain, Grizzly Bears", "{R}", "card", "Lightning Bolt")
	wantPayable(t, r, false)
	// Master Decoy taps only a creature, which Trinisphere is not.
	r = pay(t, "me: 2x Mountain, Master Decoy; opp: Trinisphere", "{R}", "card", "Lightning Bolt")
	wantPayable(t, r, false)
}

// CR 601.2f, 106.4, 611.3b: a permanent whose effect reduces spells'
// costs, sacrificed for mana while the spell is cast, still reduces it,
// its total cost locked in: Goblin Electromancer sacrificed to Ashnod's
// Altar beside an Island pays Divination's {1}{U}, and the most mana is
// counted, where both were refused. One that raises them (Thalia) may be
// sacrificed before the spell is cast instead: a "yes" with its increase
// stands, and a "no" is refused.
func TestRule601_2fSacrificedCostChanger(t *testing.T) {
	r := pay(t, "me: Goblin Electromancer, Ashnod's Altar, Island", "{2}{U}", "card", "Divination")
	wantPayable(t, r, true)
	r = ask(t, "judge mana", "board", "me: Goblin Electromancer, Ashnod's Altar, Island")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("max mana %v, want 3", r.MaxMana)
	}
	r = pay(t, "me: Thalia, Guardian of Thraben, Ashnod's Altar, Mountain", "{R}", "card", "Lightning Bolt")
	wantPayable(t, r, true)
	r = pay(t, "me: Thalia, Guardian of Thraben, Ashnod's Altar", "{R}", "card", "Lightning Bolt")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "can sacrifice Thalia, Guardian of Thraben before the spell is cast") {
		t.Errorf("answer %q does not say why", r.Answer)
	}
	// Thalia's increase is on noncreature spells: a creature spell's
	// "no" stands, and Centaur Omenreader's reduction is on creature
	// spells alone.
	r = pay(t, "me: Thalia, Guardian of Thraben, Ashnod's Altar", "{4}{G}{G}", "card", "Craw Wurm")
	wantPayable(t, r, false)
	r = pay(t, "me: Centaur Omenreader, Cryptolith Rite, 3x Forest", "{4}{G}{G}", "card", "Craw Wurm")
	wantUnderstood(t, r, false)
	r = pay(t, "me: Centaur Omenreader, Cryptolith Rite, Forest", "{2}{U}", "card", "Divination")
	wantPayable(t, r, false)
}

// CR 118.3, 601.2f: a "no" says why. Beside Trinisphere, Gitaxian Probe's
// total cost with its life alternative left no room in the headline for
// the reason, which it dropped ("No, you can't pay {U/P} ({2}{U/P} in all,
// or {3} and 2 life with its Phyrexian symbol paid with life)."); the cost
// is now said shorter and the reason kept. Without card:, the cost taken
// as a spell's says so still.
func TestRule118_3NoBesideTrinisphereSaysWhy(t *testing.T) {
	for _, c := range []struct{ board, card, want string }{
		{"me: 2x Island, Trinisphere, life 2", "Gitaxian Probe", "No, you can't pay {U/P} ({2}{U/P} in all, or {3} and 2 life): you can make at most two mana, and it needs three."},
		{"me: 2x Mountain, Trinisphere", "", "No, you can't pay {U/P} ({2}{U/P} in all, as a spell's cost): you can make at most two mana, and it needs three."},
	} {
		var r *Ruling
		if c.card != "" {
			r = pay(t, c.board, "{U/P}", "card", c.card)
		} else {
			r = pay(t, c.board, "{U/P}")
		}
		wantUnderstood(t, r, true)
		wantPayable(t, r, false)
		if r.Answer != c.want {
			t.Errorf("%s: answer %q, want %q", c.board, r.Answer, c.want)
		}
	}
}
