package rules

import (
	"strings"
	"testing"
)

// CR 500.5, 106.4: mana empties from a pool only as a step or phase ends.
// In the precombat main phase, the {B}{B} Black Market (two charge
// counters) added as the phase began may still be in its controller's
// pool, and Eladamri's Vineyard's {G}{G} in the active player's; a
// Sakura-Tribe Springcaller's {G} stays until the end of the turn. The
// board records no mana pool: pay and mana can't rule. In the postcombat
// main phase, or on another player's turn, that mana is gone.
func TestRule500_4ManaAddedAsThisStepBeganMayStillBeInThePool(t *testing.T) {
	for _, c := range []struct{ cmd, board string }{
		{"judge pay", "me: Black Market (2 charge)"},
		{"judge mana", "me: Eladamri's Vineyard"},
		{"judge mana", "me: Forest; opp: Eladamri's Vineyard"},
		{"judge mana", "me: Sakura-Tribe Springcaller; step: combat"},
	} {
		kv := []string{"board", c.board}
		if c.cmd == "judge pay" {
			kv = append(kv, "cost", "{B}{B}")
		}
		if r := ask(t, c.cmd, kv...); r.Understood {
			t.Errorf("%s %s: %s", c.cmd, c.board, r.Answer)
		}
	}
	for _, board := range []string{"me: Black Market (2 charge); step: main2", "me: Forest; opp: Eladamri's Vineyard; turn: opp"} {
		r := ask(t, "judge mana", "board", board, "player", "me")
		wantUnderstood(t, r, true)
	}
}

// CR 500.5, 106.4: Burning-Tree Emissary's "When it enters, add {R}{G}"
// and Lotus Cobra's landfall mana are added as a permanent enters; where
// one entered this turn (written new), that mana may still be in the
// pool within the step it entered in. Where nothing entered this turn,
// the answer stands.
func TestRule500_4ManaAddedAsAPermanentEnteredThisTurn(t *testing.T) {
	for _, board := range []string{"me: Burning-Tree Emissary (sick)", "me: Lotus Cobra, Forest (sick)"} {
		if r := ask(t, "judge mana", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Lotus Cobra, Forest")
	wantUnderstood(t, r, true)
	// A token that makes mana is on the board if it was made.
	r = ask(t, "judge mana", "board", "me: Forest, Brood Monitor (sick)")
	wantUnderstood(t, r, true)
}

// CR 505.1, 500.5: Carpet of Flowers triggers "At the beginning of each of
// your main phases", and its mana empties as that phase ends. In its
// controller's precombat or postcombat main phase the mana may still be in
// the pool, and the board records none: mana can't rule. In their upkeep
// or combat, or on another player's turn, it can neither trigger while
// mana is made nor have left mana in a pool, and bears on nothing.
func TestRule500_4CarpetOfFlowersOutsideItsMainPhases(t *testing.T) {
	for _, board := range []string{
		"me: Carpet of Flowers, Forest; opp: Island",
		"me: Carpet of Flowers, Forest; opp: Island; step: main2",
	} {
		if r := ask(t, "judge mana", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Carpet of Flowers, Forest; opp: Island; step: upkeep",
		"me: Carpet of Flowers, Forest; opp: Island; step: combat",
		"me: Carpet of Flowers, Forest; opp: Island; turn: opp",
		"me: Forest; opp: Carpet of Flowers, Island",
	} {
		r := ask(t, "judge mana", "board", board, "player", "me")
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: most mana %v, want 1 (%s)", board, r.MaxMana, r.Answer)
		}
	}
}

// CR 106.6: the most mana counts mana whose spending is restricted, and
// the headline says so even where the sources' names do not fit in it
// (three restricted sources beside a Forest): it counts them, and the
// steps name each.
func TestRule106_6ManaHeadlineKeepsTheRestriction(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Eldrazi Temple, Cavern of Souls, Ancient Ziggurat, Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 5)
	if !strings.HasSuffix(r.Answer, " Some mana counted here can be spent only as three of the sources say.") {
		t.Errorf("answer %q, want it to say three sources' mana is restricted", r.Answer)
	}
	for _, name := range []string{"Eldrazi Temple", "Cavern of Souls", "Ancient Ziggurat"} {
		if !stepSays(r, name+"' mana can be spent only as it says") && !stepSays(r, name+"'s mana can be spent only as it says") {
			t.Errorf("no step says %s's mana is restricted: %v", name, r.Steps)
		}
	}
}

// CR 500.5, 106.4: mana a trigger on attacking or combat damage added may
// still be in the pool during combat, and after it where it is kept until
// end of turn (Savage Ventmaw, Sakiko, Mother of Summer): the board
// records no mana pool. Before combat, or on another player's turn, it
// can't be.
func TestRule500_5CombatManaMayBeInThePool(t *testing.T) {
	for _, board := range []string{
		"me: Forest, Savage Ventmaw; step: combat",
		"me: Forest, Savage Ventmaw; step: main2",
		"me: Forest, Savage Ventmaw; step: end",
		"me: Forest, Sakiko, Mother of Summer; step: main2",
		"me: Forest, Mossfire Egg, Savage Ventmaw; step: main2",
	} {
		r := ask(t, "judge pay", "board", board, "cost", "{R}")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may still be in your mana pool") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	// Conduit of Storms' delayed trigger adds its {R} at the beginning of
	// the postcombat main phase, not in combat.
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Forest, Conduit of Storms; step: main2", "cost", "{R}"), false)
	wantPayable(t, ask(t, "judge pay", "board", "me: Forest, Conduit of Storms; step: combat", "cost", "{R}"), false)
	wantPayable(t, ask(t, "judge pay", "board", "me: Forest, Savage Ventmaw; step: main1", "cost", "{R}"), false)
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Savage Ventmaw; step: main1"), 1)
}

// CR 603.3, 605.3a, 500.5, 106.4: a trigger at the beginning of a step
// that untaps permanents (Wilderness Reclamation, Tidal Force) goes on the
// stack with priority, and its controller may tap lands for mana in
// response: in that step the mana may still be in the pool, which the
// board does not record, and pay and mana stop. In another step, or at
// another player's, they stand.
func TestRule500_5ManaBeforeAnUntapTrigger(t *testing.T) {
	for _, board := range []string{
		"me: 3x Forest, Wilderness Reclamation; step: end",
		"me: Gaea's Cradle, 3x Llanowar Elves, Tidal Force; step: upkeep",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may still be in your mana pool") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	for _, board := range []string{"me: 3x Forest, Wilderness Reclamation; step: main2", "me: 3x Forest; opp: Wilderness Reclamation; step: end"} {
		wantMostMana(t, ask(t, "judge mana", "board", board), 3)
	}
}
