package rules

import "testing"

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

// CR 500.5 and 605.1a: mana stays in the pool while an ability that is not
// a mana ability resolves, so before paying a player may untap a mana
// source and tap it again (Ley Druid on a Forest: {G}{G}, read in
// pay_untappers_test.go; Voltaic Key on Sol Ring: {3}; Grim Monolith
// untapped with four Forests' mana makes {C}{C}{C}, read as its untap
// repeated). The engine says it can't rule where the untap is of another
// permanent for mana, or makes more than it costs (Basalt Monolith beside
// Mana Reflection); a Basalt Monolith, whose untap costs all it makes,
// alone or beside colorless mana only, changes nothing.
func TestRule500_4UntapBeforePaying(t *testing.T) {
	wantPayable(t, pay(t, "me: Forest, Ley Druid", "{G}{G}"), true)
	// Grim Monolith untapped with four Forests' mana (pay_untaps.go).
	wantPayable(t, pay(t, "me: Grim Monolith (tapped), 4x Forest", "{C}"), true)
	wantPayable(t, pay(t, "me: Grim Monolith (tapped), 3x Forest", "{C}"), false)
	wantPayable(t, pay(t, "me: Grim Monolith, 8x Forest", "{C}{C}{C}{C}{C}{C}{C}{C}{C}"), true)
	wantPayable(t, pay(t, "me: Grim Monolith, 8x Forest", "{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}"), false)
	// Untapping it twice where once pays is not a way of its own.
	if r := pay(t, "me: Grim Monolith, 8x Forest", "{C}{C}{C}{C}{C}{C}"); len(r.Payments) != 1 {
		t.Errorf("ways %q", actions(r))
	}
	// Voltaic Key untaps Sol Ring for {1}: {C}{C}, less {1}, then
	// {C}{C} (pay_untappers.go).
	wantPayable(t, pay(t, "me: Sol Ring, Voltaic Key", "{3}"), true)
	wantPayable(t, pay(t, "me: Sol Ring, Voltaic Key", "{4}"), false)
	if r := pay(t, "me: Basalt Monolith, Mana Reflection", "{7}"); r.Understood {
		t.Errorf("Basalt Monolith beside Mana Reflection pays {7}: ruled %s", r.Answer)
	}
	for board, want := range map[string]int{"me: Basalt Monolith": 3, "me: Sol Ring, Grim Monolith": 5} {
		r := ask(t, "judge mana", "board", board)
		if !r.Understood || r.MaxMana == nil || *r.MaxMana != want {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	wantPayable(t, pay(t, "me: Basalt Monolith", "{4}"), false)
	wantPayable(t, pay(t, "me: Sol Ring, Voltaic Key (tapped)", "{3}"), false)
	wantPayable(t, pay(t, "me: Forest, Ley Druid (sick)", "{G}"), true)
}
