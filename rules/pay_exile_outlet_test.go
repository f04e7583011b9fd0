package rules

import (
	"strings"
	"testing"
)

// CR 605.1a, 605.3a: Food Chain's "Exile a creature you control: Add X mana
// of any one color, …" has no target and adds mana, so it is a mana
// ability, activated while paying once for each creature its controller
// controls. Llanowar Elves (X = 2) and Grizzly Bears (X = 3) beside a
// Forest make at most seven mana, five of one color, the Elves tapped for
// their own {G} first.
func TestRule605_1aFoodChainExilesForMana(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Food Chain, Llanowar Elves, Grizzly Bears, Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 7)
	for _, c := range []string{"W", "U", "B", "R"} {
		if r.MaxByType[c] != 5 {
			t.Errorf("most %s %d, want 5 (%v)", c, r.MaxByType[c], r.MaxByType)
		}
	}
	if r.MaxByType["G"] != 7 {
		t.Errorf("most G %d, want 7", r.MaxByType["G"])
	}
	if !strings.Contains(r.Answer, "can be spent only as Food Chain says") {
		t.Errorf("answer does not say the mana is restricted: %s", r.Answer)
	}
	wantRules(t, r, "605.1a", "202.3", "106.6")
	r = pay(t, "me: Food Chain, Llanowar Elves, Forest", "{3}{G}", "card", "Craw Wurm")
	wantPayable(t, r, true)
	found := false
	for _, a := range actions(r) {
		found = found || strings.Contains(a, "tap Llanowar Elves, then exile Llanowar Elves with Food Chain for {G}{G}{G}")
	}
	if !found {
		t.Errorf("no way taps and then exiles the Elves: %q", actions(r))
	}
	// Each creature is exiled once, and there is no other: Craw Wurm's
	// {4}{G}{G} is one more than they make.
	wantPayable(t, pay(t, "me: Food Chain, Llanowar Elves, Forest", "{4}{G}{G}", "card", "Craw Wurm"), false)
}

// CR 602.2b, 118.3: a creature may be tapped for its own mana and then
// exiled to pay the outlet's cost, and a permanent exiled can't pay
// another cost: Tinder Wall, which sacrifices itself for {R}{R}, is
// either sacrificed or exiled (X = 2), never both; two Grizzly Bears are
// two activations (3 + 3).
func TestRule602_2bFoodChainCostExilesEachCreatureOnce(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Food Chain, Llanowar Elves", 3},
		{"me: Food Chain, Tinder Wall", 2},
		{"me: Food Chain, 2x Grizzly Bears", 6},
		{"me: Food Chain, Ashnod's Altar, Llanowar Elves", 3},
		// Food Chain made a 3/3 creature exiles itself last (X = 4).
		{"me: Food Chain, Opalescence, Llanowar Elves", 7},
		// What counts creatures (Gaea's Cradle) is tapped first.
		{"me: Food Chain, Llanowar Elves, Gaea's Cradle", 4},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
	}
	wantRules(t, ask(t, "judge mana", "board", "me: Food Chain, Llanowar Elves"), "602.2b", "118.3", "605.3a")
}

// CR 106.6: the mana can be spent only to cast creature spells. It pays
// a creature spell named with card:; it pays no other (Shock), while
// exiling a creature for it is still read where the creature's leaving
// may change something (Soulblade Djinn's trigger); with no card: named,
// a way that spends it is not listed, and a cost only it could pay gets
// "I can't rule on this", as for any restricted mana.
func TestRule106_6FoodChainManaCastsOnlyCreatureSpells(t *testing.T) {
	wantPayable(t, pay(t, "me: Food Chain, Grizzly Bears", "{1}{G}", "card", "Grizzly Bears"), true)
	r := pay(t, "me: Food Chain, Grizzly Bears, Soulblade Djinn", "{R}", "card", "Shock")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "Food Chain's mana can't be spent on it") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = pay(t, "me: Food Chain, Llanowar Elves, Forest", "{G}")
	wantPayable(t, r, true)
	for _, a := range actions(r) {
		if strings.Contains(a, "exile") {
			t.Errorf("a way spends Food Chain's mana with no spell named: %q", a)
		}
	}
	r = pay(t, "me: Food Chain, Llanowar Elves, Forest", "{G}{G}{G}")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "give it with card:") {
		t.Errorf("answer: %s", r.Answer)
	}
	wantRules(t, pay(t, "me: Food Chain, Grizzly Bears", "{1}{G}", "card", "Grizzly Bears"), "106.6")
}

// CR 202.3: X is 1 plus the exiled creature's mana value, the total mana
// in its mana cost: Craw Wurm's {4}{G}{G} gives 7; the {X} of Endless One
// counts 0 on the battlefield (202.3e), so 1; a predefined token has no
// mana cost (202.3a), so a Treasure made a creature gives 1. An inline
// creature, whose mana cost the board does not give, and a back face,
// which may be a transformed card or a copy (202.3b), stop the answer.
func TestRule202_3FoodChainXIsOnePlusManaValue(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Food Chain, Craw Wurm", 7},
		{"me: Food Chain, Endless One (X=3, 3 +1/+1)", 1},
		{"me: Food Chain, Treasure, March of the Machines, Glorious Anthem", 1},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
		wantRules(t, r, "202.3")
	}
	for _, c := range []struct{ board, says string }{
		{"me: Food Chain, [Goblin: Creature — Goblin 1/1]", "inline card"},
		{"me: Food Chain, Insectile Aberration", "back face"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
}

// CR 118.3, 611.3b, 603.2: what the engine can't weigh beside the outlet
// still stops the answer, saying why: a trigger on a permanent leaving
// the battlefield that it does not read (Soulgorger Orgg), an Aura that
// returns as it is put into a graveyard (Rancor), an effect that may stop activated
// abilities (Pithing Needle), another outlet with {T} (Phyrexian Tower),
// a static ability that stops applying (Magus of the Moon's).
func TestRule118_3FoodChainStillRefusedBesideWhatItCantWeigh(t *testing.T) {
	for _, c := range []struct{ board, says string }{
		{"me: Food Chain, Soulgorger Orgg", "Soulgorger Orgg"},
		{"me: Food Chain, Llanowar Elves, Rancor (on Llanowar Elves)", "Rancor"},
		{"me: Food Chain, Llanowar Elves, Pithing Needle (named Food Chain)", "Pithing Needle"},
		{"me: Food Chain, Llanowar Elves, Phyrexian Tower", "which exiles too"},
		{"me: Food Chain, Magus of the Moon, Tropical Island", "may exile Magus of the Moon"},
		// Cast again from exile with the mana and exiled again, each
		// time for more than it costs (Eternal Scourge's ruling of
		// 2016-07-13).
		{"me: Food Chain, Eternal Scourge", "from exile"},
		{"me: Food Chain, Misthollow Griffin, Forest", "from exile"},
		{"me: Food Chain, Squee, the Immortal", "from exile"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
}

// CR 700.4: "dies" means "is put into a graveyard from the battlefield",
// and a creature exiled is not: where only Food Chain's exile may take a
// permanent from the battlefield, a trigger on a creature dying the
// engine does not read (Fecundity's, Su-Chi's own) does not trigger. Where
// a creature may die too (Ashnod's Altar's sacrifice, Channeler
// Initiate's -1/-1 counter), it still stops the answer.
func TestRule700_4FoodChainExiledCreatureDoesNotDie(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Food Chain, Llanowar Elves, Fecundity", 3},
		{"me: Food Chain, Su-Chi", 5},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
	}
	for _, board := range []string{
		"me: Food Chain, Llanowar Elves, Ashnod's Altar, Fecundity",
		"me: Food Chain, Llanowar Elves, Fecundity, Channeler Initiate",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Fecundity") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
