package rules

import "testing"

// CR 602.2b and 107.5: a cost that taps another untapped creature
// (Springleaf Drum) can't tap one already tapped to pay another cost, so
// the Drum and the creature it taps are not two independent sources. With
// a creature that makes no mana it is one mana; when the creature it could
// tap makes mana itself, or two Drums share one creature, the engine says
// it can't rule rather than count the creature twice.
func TestRule602_2bTapAnotherCreatureUsesItUp(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Springleaf Drum, Grizzly Bears")
	if !r.Understood || r.MaxMana == nil || *r.MaxMana != 1 {
		t.Fatalf("Drum and Bears: %s", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Springleaf Drum, Springleaf Drum, Grizzly Bears, Grizzly Bears, Forest")
	if !r.Understood || r.MaxMana == nil || *r.MaxMana != 3 {
		t.Fatalf("two Drums, two Bears and a Forest: %s", r.Answer)
	}
	for _, board := range []string{
		"me: Springleaf Drum, Llanowar Elves",
		"me: Springleaf Drum, Springleaf Drum, Grizzly Bears",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood {
			t.Errorf("%s: ruled %s, counting a creature twice", board, r.Answer)
		}
		r = pay(t, board, "{G}{W}")
		if r.Understood && r.Payable != nil && *r.Payable {
			t.Errorf("%s pays {G}{W}: %s", board, r.Answer)
		}
	}
}

// CR 119.4a and 810.9a: in a Two-Headed Giant game life is paid from the
// team's shared life total, written on either player of the team; two
// different totals for one team are not ruled on.
func TestRule119_4aTwoHeadedGiantPaysFromTheTeamsLife(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	wantPayable(t, pay(t, teams+"ally: life 3", "{G/P}{G/P}"), false)
	wantPayable(t, pay(t, teams+"ally: life 4", "{G/P}{G/P}"), true)
	wantPayable(t, pay(t, teams+"me: life 1", "{G/P}", "player", "ally"), false)
	wantPayable(t, pay(t, teams+"opp: life 1", "{G/P}"), true)
	if r := pay(t, teams+"me: life 5; ally: life 3", "{G/P}"); r.Understood {
		t.Errorf("two life totals for one team: ruled %s", r.Answer)
	}
}

// CR 605.1a: an activated ability without a target that could add mana
// is a mana ability, whatever its words; Doubling Cube's "Double the
// amount of each type of unspent mana you have" is one (its 2004-12-01
// ruling). With seven mana, paying {3} for it leaves four, doubled to
// eight: the engine, which does not work that out, says it can't rule
// rather than that {8} can't be paid.
func TestRule605_1aDoublingCubeIsAManaAbility(t *testing.T) {
	const board = "me: Doubling Cube, Sol Ring, 5x Forest"
	if r := pay(t, board, "{8}"); r.Understood {
		t.Errorf("pay {8}: ruled %s", r.Answer)
	}
	if r := ask(t, "judge mana", "board", board); r.Understood {
		t.Errorf("mana: ruled %s", r.Answer)
	}
	// The opponent's Cube is not the player's to activate.
	wantPayable(t, pay(t, "me: Forest; opp: Doubling Cube", "{G}"), true)
}

// CR 500.4 and 605.1a: mana stays in the pool while an ability that is not
// a mana ability resolves, so before paying a player may untap a mana
// source and tap it again (Ley Druid on a Forest: {G}{G}; Voltaic Key on
// Sol Ring: {3}; Grim Monolith untapped with four Forests' mana makes
// {C}{C}{C}). The engine says it can't rule there; a lone Basalt Monolith,
// whose untap costs all it makes, still makes three mana.
func TestRule500_4UntapBeforePaying(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: Forest, Ley Druid", "{G}{G}"},
		{"me: Sol Ring, Voltaic Key", "{3}"},
		{"me: Grim Monolith (tapped), 4x Forest", "{C}"},
		{"me: Basalt Monolith, Mana Reflection", "{7}"},
	} {
		if r := pay(t, c.board, c.cost); r.Understood {
			t.Errorf("%s pays %s: ruled %s", c.board, c.cost, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Basalt Monolith")
	if !r.Understood || r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("Basalt Monolith alone: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: Basalt Monolith", "{4}"), false)
	wantPayable(t, pay(t, "me: Sol Ring, Voltaic Key (tapped)", "{3}"), false)
	wantPayable(t, pay(t, "me: Forest, Ley Druid (sick)", "{G}"), true)
}
