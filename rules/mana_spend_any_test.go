package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 609.4b: "If an effect allows a player to spend mana 'as though it
// were mana of any [type or color],' this affects only how the player may
// pay a cost. It doesn't change that cost, and it doesn't change what
// mana was actually spent." With Mycosynth Lattice any mana, colorless
// too (its ruling of 2004-12-01), pays a colored or hybrid symbol; {C}
// still takes colorless mana; the mana spent is the mana made.
func TestRule609_4bMycosynthLatticeLetsAnyManaPayAColoredSymbol(t *testing.T) {
	r := pay(t, "me: Forest, Mycosynth Lattice", "{U}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || got[0] != "tap Forest for {G}" {
		t.Errorf("ways %q", got)
	}
	if r.Payments[0].Spent != "{G}" {
		t.Errorf("spent %q, want the {G} made", r.Payments[0].Spent)
	}
	wantRules(t, r, "609.4b")
	wantRuling(t, r, "Mycosynth Lattice", "2004-12-01")

	r = pay(t, "me: Sol Ring, Mycosynth Lattice", "{G}{W/U}")
	wantPayable(t, r, true)
	if r.Payments[0].Spent != "{C}{C}" {
		t.Errorf("spent %q, want {C}{C}", r.Payments[0].Spent)
	}

	r = pay(t, "me: Forest, Mycosynth Lattice", "{C}")
	wantPayable(t, r, false)

	r = pay(t, "me: Island, Forest, Mycosynth Lattice", "{R}{R}{R}")
	wantPayable(t, r, false)
	var steps []string
	for _, s := range r.Steps {
		steps = append(steps, s.Text)
	}
	for _, want := range []string{"at most two mana, and it needs three", "with Mycosynth Lattice, any mana pays a colored symbol"} {
		if !strings.Contains(strings.Join(steps, "\n"), want) {
			t.Errorf("steps %q: want %q", r.Steps, want)
		}
	}
}

// CR 609.4b: "You may spend mana as though it were mana of any color."
// applies to its controller only; an opponent's changes nothing of what
// pays the player's cost.
func TestRule609_4bSpendingAsAnyColorIsItsControllers(t *testing.T) {
	lens := "[Spectrum Lens: Artifact — You may spend mana as though it were mana of any color.]"
	wantPayable(t, pay(t, "me: Forest, "+lens, "{U}"), true)
	wantPayable(t, pay(t, "me: Forest; opp: "+lens, "{U}"), false)
	// Mycosynth Lattice's "Players may spend …" is every player's.
	wantPayable(t, pay(t, "me: Forest; opp: Mycosynth Lattice", "{U}"), true)
}

// CR 609.4b, 106.6: spending mana as though it were mana of any color
// leaves restrictions on that mana as they were: Vedalken Engineer's
// mana doesn't pay for Grizzly Bears beside Mycosynth Lattice (its ruling
// of 2004-12-01), and pays the {W} of Etched Champion, an artifact spell.
func TestRule609_4bSpendingAsAnyColorKeepsRestrictions(t *testing.T) {
	r := pay(t, "me: Mycosynth Lattice, Vedalken Engineer, Forest", "{1}{G}", "card", "Grizzly Bears")
	wantPayable(t, r, false)
	r = pay(t, "me: Mycosynth Lattice, Vedalken Engineer, 2x Island", "{3}{W}", "card", "Etched Champion")
	wantPayable(t, r, true)
}

// CR 609.4b, 605.3a: a mana ability's own colored cost is paid the same
// way: the Forest's {G} pays Mystic Gate's {W/U} beside Mycosynth Lattice
// (no {W} without it), and the Island's {U} pays Selvala, Heart of the
// Wilds' {G}, whose ability then makes six mana.
func TestRule609_4bSpendingAsAnyColorPaysAbilityCosts(t *testing.T) {
	wantPayable(t, pay(t, "me: Forest, Mystic Gate", "{W}{W}"), false)
	r := pay(t, "me: Mycosynth Lattice, Forest, Mystic Gate", "{W}{W}")
	wantPayable(t, r, true)
	if !slices.Contains(actions(r), "tap Forest for {G}, pay {W/U}, tap Mystic Gate for {W}{W}, {W}{U} or {U}{U}") {
		t.Errorf("ways %q: want the Forest's {G} paying Mystic Gate's {W/U}", actions(r))
	}
	r = ask(t, "judge mana", "board", "me: Mycosynth Lattice, Island, Selvala, Heart of the Wilds, Craw Wurm")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 6)
	r = ask(t, "judge mana", "board", "me: Island, Selvala, Heart of the Wilds, Craw Wurm")
	wantMostMana(t, r, 1)
	r = ask(t, "judge mana", "board", "me: Mycosynth Lattice, Island, Forest, Llanowar Elves")
	wantMostMana(t, r, 3)
}

// CR 105.2c, 613.1e, 601.2f: Mycosynth Lattice makes every spell
// colorless, so Gloom's "White spells cost {3} more to cast." doesn't
// raise Savannah Lions' cost, and any mana pays its {W}.
func TestRule105_2cMycosynthLatticeMakesTheSpellColorless(t *testing.T) {
	r := pay(t, "me: Forest, 3x Mountain; opp: Gloom", "{W}", "card", "Savannah Lions")
	wantPayable(t, r, false)
	r = pay(t, "me: Forest, 3x Mountain, Mycosynth Lattice; opp: Gloom", "{W}", "card", "Savannah Lions")
	wantPayable(t, r, true)
	if len(r.Payments) != 2 {
		t.Errorf("ways %q, want a Forest or a Mountain", actions(r))
	}
	wantRules(t, r, "105.2c", "609.4b")
}

// What the engine does not work out beside such an effect stops the
// answer, and says so: a Phyrexian or monocolored hybrid symbol (one mana
// of any type, or 2 life or two mana), Celestial Dawn's spending beside
// it, convoke (a creature tapped is no mana), and Sunglasses of Urza's
// spending of one color as another.
func TestRule609_4bSpendingAsAnyColorRefusals(t *testing.T) {
	for _, c := range []struct{ board, cost, card, says string }{
		{"me: Island, Mycosynth Lattice", "{R/P}", "", "{R/P}"},
		{"me: Island, Mycosynth Lattice", "{2/R}", "", "{2/R}"},
		{"me: Forest, Mycosynth Lattice, Celestial Dawn", "{G}", "", "Celestial Dawn"},
		{"me: Forest, Llanowar Elves, Grizzly Bears, Mycosynth Lattice", "{3}{G}{G}", "Siege Wurm", "convoke"},
		{"me: Sunglasses of Urza, Plains", "{R}", "", "Sunglasses of Urza"},
	} {
		kv := []string{}
		if c.card != "" {
			kv = append(kv, "card", c.card)
		}
		r := pay(t, c.board, c.cost, kv...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s %s: answer %q, want %q named", c.board, c.cost, r.Answer, c.says)
		}
	}
}

// CR 613.7, 105.2c: two Mycosynth Lattices both make every spell
// colorless, so their order does not matter: the question is answered.
// A "no" keeps the note that says which mana can't be spent on the spell
// (CR 106.6), so it never reads as if no mana could be made.
func TestRule609_4bTwoLatticesAgree(t *testing.T) {
	wantPayable(t, pay(t, "me: Forest, Mycosynth Lattice; opp: Mycosynth Lattice", "{U}"), true)
	wantPayable(t, pay(t, "me: 2x Forest, 2x Mycosynth Lattice", "{1}{G}", "card", "Grizzly Bears"), true)
	r := pay(t, "me: Mishra's Workshop, Mycosynth Lattice", "{1}{G}", "card", "Grizzly Bears")
	wantPayable(t, r, false)
	if strings.Contains(r.Answer, "no mana") && !strings.Contains(r.Answer, "can't be spent on it") {
		t.Errorf("answer %q: says no mana is made, and not that Mishra's Workshop's can't be spent", r.Answer)
	}
}

// CR 105.3, 613.1e: Painter's Servant makes every spell the chosen color
// in addition to its own, so Gloom's "White spells cost {3} more to
// cast." raises Grizzly Bears' cost beside a Servant that chose white,
// and not beside one that chose blue. Without card: the cost may be an
// ability's, which has no color, and the Servant does not stop the
// answer. Beside Celestial Dawn, which sets the color of its
// controller's spells, the order of the two effects decides (CR 613.7).
func TestRule105_3PaintersServantColorsTheSpellPaidFor(t *testing.T) {
	r := pay(t, "me: Forest, 3x Mountain, Painter's Servant (chose white); opp: Gloom", "{1}{G}", "card", "Grizzly Bears")
	wantPayable(t, r, false)
	wantRules(t, r, "105.3", "613.1e")
	wantPayable(t, pay(t, "me: Forest, 4x Mountain, Painter's Servant (chose white); opp: Gloom", "{1}{G}", "card", "Grizzly Bears"), true)
	wantPayable(t, pay(t, "me: Forest, Mountain, Painter's Servant (chose blue); opp: Gloom", "{1}{G}", "card", "Grizzly Bears"), true)
	wantPayable(t, pay(t, "me: Forest, Island, Painter's Servant (chose blue)", "{1}{G}"), true)
	r = pay(t, "me: Forest, 3x Mountain, Painter's Servant (chose blue), Celestial Dawn", "{1}{G}", "card", "Grizzly Bears")
	wantUnderstood(t, r, false)
	wantPayable(t, pay(t, "me: 2x Forest, Painter's Servant (chose white), Celestial Dawn", "{1}{W}", "card", "Grizzly Bears"), true)
}
