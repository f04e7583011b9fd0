package rules

import (
	"slices"
	"strings"
	"testing"
)

// upkeepEventLines lists each outcome's events joined, sorted.
func upkeepEventLines(r *Ruling) []string {
	var out []string
	for _, o := range r.Outcomes {
		out = append(out, strings.Join(o.Events, "; "))
	}
	slices.Sort(out)
	return out
}

// CR 608.2h, 107.1b: Ivory Tower counts the cards in hand as its ability
// resolves, so a draw resolved before it counts, and four or fewer cards
// gain no life (its ruling). It was refused as an effect not modelled.
func TestRule608_2hIvoryTowerCountsTheHandAsItResolves(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 6, life 20, Ivory Tower")
	wantUnderstood(t, r, true)
	if ev := upkeepEventLines(r); len(ev) != 1 || !strings.Contains(ev[0], "you gain 2 life") {
		t.Errorf("six cards: events %q, want a gain of 2 life", ev)
	}
	wantRules(t, r, "608.2h", "107.1b")
	wantRuling(t, r, "Ivory Tower", "2004-10-04")
	r = ask(t, "judge upkeep", "board", "me: hand 3, life 20, Ivory Tower")
	if ev := upkeepEventLines(r); len(ev) != 1 || !strings.Contains(ev[0], "you gain 0 life") {
		t.Errorf("three cards: events %q, want a gain of 0 life", ev)
	}
	// Phyrexian Arena's draw, resolved first, is counted (603.3b).
	r = ask(t, "judge upkeep", "board", "me: hand 4, library 10, life 20, Ivory Tower, Phyrexian Arena")
	wantUnderstood(t, r, true)
	ev := upkeepEventLines(r)
	if len(ev) != 2 || !strings.Contains(strings.Join(ev, "|"), "you gain 0 life (4 cards") || !strings.Contains(strings.Join(ev, "|"), "you gain 1 life (5 cards") {
		t.Errorf("with Phyrexian Arena: events %q, want a gain of 0 before the draw and of 1 after it", ev)
	}
	// Without the hand the count can't be known.
	r = ask(t, "judge upkeep", "board", "me: life 20, Ivory Tower")
	wantUnderstood(t, r, false)
}

// CR 603.4: Lavaborn Muse's intervening "if" is checked as the upkeep
// begins and again as it resolves (its ruling): three cards in hand, no
// trigger; a draw resolved before it, and it does nothing. It was refused
// as an effect not modelled.
func TestRule603_4LavabornMuseChecksTheHandTwice(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 3, life 20; opp: Lavaborn Muse")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 0 {
		t.Errorf("three cards in hand: triggers %+v, want none", r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 2, life 20; opp: Lavaborn Muse")
	wantUnderstood(t, r, true)
	if ev := upkeepEventLines(r); len(ev) != 1 || !strings.Contains(ev[0], "Lavaborn Muse deals 3 damage to you") {
		t.Errorf("two cards: events %q, want 3 damage dealt", ev)
	}
	wantRules(t, r, "603.4")
	wantRuling(t, r, "Lavaborn Muse", "2004-10-04")
	// Its controller orders it with a trigger that has the player draw:
	// after the draw the player has three cards, and it does nothing.
	r = ask(t, "judge upkeep", "board", "me: hand 2, library 5, life 20; opp: Lavaborn Muse, [Test Gift: Enchantment — At the beginning of each opponent's upkeep, that player draws a card.]")
	wantUnderstood(t, r, true)
	ev := upkeepEventLines(r)
	if len(ev) != 2 || !strings.Contains(strings.Join(ev, "|"), "Lavaborn Muse deals 3 damage to you") || !strings.Contains(strings.Join(ev, "|"), "you have 3 cards in hand, so it does nothing") {
		t.Errorf("with a draw: events %q, want 3 damage dealt before it and nothing after it", ev)
	}
	r = ask(t, "judge upkeep", "board", "me: life 20; opp: Lavaborn Muse")
	wantUnderstood(t, r, false)
}

// upkeepActions reads a count of the hand only of the player who gains.
func TestUpkeepActionsReadsTheHandCountExactly(t *testing.T) {
	if a, ok := upkeepActions("you gain X life, where X is the number of cards in your hand minus 4."); !ok || len(a) != 1 || !a[0].byHand || a[0].handMinus != 4 || a[0].who != "you" {
		t.Errorf("Ivory Tower's effect read as %+v, %v", a, ok)
	}
	for _, s := range []string{"you gain X life, where X is the number of cards in their hand minus 4.", "you gain X life, where X is the number of cards in your hand.", "you lose X life, where X is the number of cards in your hand minus 4.", "you gain X life, where X is the number of cards in your hand minus 1001."} {
		if _, ok := upkeepActions(s); ok {
			t.Errorf("%q read, want refused", s)
		}
	}
}

// CR 608.2h, 107.1b: Black Vise and The Rack deal damage counted from the
// chosen player's hand as the ability resolves; with one opponent that
// player is the opponent chosen (their ruling: the choice stays if the
// permanent changes controllers). With more opponents, or no hand on the
// board, the answer is refused. Each was refused as a trigger not modelled.
func TestRule608_2hBlackViseAndTheRackCountTheChosenPlayersHand(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 6, life 20, library 5, Phyrexian Arena; opp: Black Vise")
	wantUnderstood(t, r, true)
	// Opp's trigger goes on the stack last and resolves first (603.3b).
	if ev := upkeepEventLines(r); len(ev) != 1 || !strings.Contains(ev[0], "Black Vise deals 2 damage to you (6 cards in hand, minus 4)") {
		t.Errorf("Black Vise, six cards: events %q, want 2 damage dealt before the draw", ev)
	}
	wantRuling(t, r, "Black Vise", "2004-10-04")
	r = ask(t, "judge upkeep", "board", "me: hand 1, life 20; opp: The Rack")
	wantUnderstood(t, r, true)
	if ev := upkeepEventLines(r); len(ev) != 1 || !strings.Contains(ev[0], "The Rack deals 2 damage to you (3 minus 1 card in hand)") {
		t.Errorf("The Rack, one card: events %q, want 2 damage dealt", ev)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 4, life 20; opp: The Rack")
	if ev := upkeepEventLines(r); len(ev) != 1 || !strings.Contains(ev[0], "The Rack deals no damage to you (3 minus 4 cards in hand)") {
		t.Errorf("The Rack, four cards: events %q, want no damage dealt", ev)
	}
	// Its controller's own upkeep is not the chosen player's.
	r = ask(t, "judge upkeep", "board", "me: hand 6, life 20, Black Vise; opp: hand 6")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 0 {
		t.Errorf("Black Vise in its controller's upkeep: triggers %+v, want none", r.Triggers)
	}
	for _, board := range []string{
		"format: multiplayer; me: hand 1, life 20; opp: The Rack; opp2: hand 2",
		"me: life 20; opp: Black Vise",
	} {
		if r := ask(t, "judge upkeep", "board", board); r.Understood {
			t.Errorf("%s: answered %q, want refused", board, r.Answer)
		}
	}
}

// CR 608.2h: Karma, Ancient Runes, Honden of Seeing Winds and Graveborn
// Muse count permanents as their abilities resolve (Karma's ruling); where
// no ability resolving in the upkeep can change the permanents, that is
// the number the board shows after its effects (Blood Moon's Bayou is no
// Swamp, 305.7; a changeling is a Zombie, 702.73a). Where one could
// (Bitterblossom's token), the answer is refused. Each was refused as an
// effect not modelled.
func TestRule608_2hUpkeepCountsOfPermanents(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 1, life 20, library 10, Karma, 2x Swamp, Ancient Runes, Sol Ring, Honden of Seeing Winds, Graveborn Muse, Changeling Outcast; opp: Swamp, Sol Ring")
	wantUnderstood(t, r, true)
	ev := strings.Join(upkeepEventLines(r), "|")
	for _, want := range []string{"Karma's ability (for you) resolves: Karma deals 2 damage to you", "Ancient Runes' ability (for you) resolves: Ancient Runes deals 1 damage to you", "Honden of Seeing Winds' ability (for you) resolves: you draw one card", "Graveborn Muse's ability (for you) resolves: you draw two cards, you lose 2 life"} {
		if !strings.Contains(ev, want) {
			t.Errorf("events %q: want %q", ev, want)
		}
	}
	wantDraws(t, r, []string{"me"}, "me=3")
	wantRuling(t, r, "Karma", "2004-10-04")
	r = ask(t, "judge upkeep", "board", "me: hand 1, life 20, Karma, Bayou; opp: Blood Moon")
	wantUnderstood(t, r, true)
	if ev := upkeepEventLines(r); len(ev) != 1 || !strings.Contains(ev[0], "Karma deals no damage to you") {
		t.Errorf("Karma beside a Bayou under Blood Moon: events %q, want no damage dealt", ev)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 1, life 20, library 10, Karma, Swamp, Bitterblossom")
	wantUnderstood(t, r, false)
	for _, s := range []string{"draw a card for each Elf you control.", "this deals damage to that player equal to the number of creatures they control.", "you draw X cards and you lose X life, where X is the number of Elves you control."} {
		if _, ok := upkeepActions(s); ok {
			t.Errorf("%q read, want refused", s)
		}
	}
}

// CR 603.3b, 608.2h: the active player's triggered abilities are put on
// the stack first and a nonactive player's last, so Opp's Ancient Runes
// counts your artifacts before the sacrifice Energy Flux gives Ghirapur
// Orrery resolves: 1 damage, the Orrery counted. It was refused, saying
// the Orrery's ability could change the permanents before then. With
// Ancient Runes your own, you may order the sacrifice first, and the
// answer stops.
func TestRule603_3bNonactiveCountResolvesBeforeActiveSacrifice(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Energy Flux, hand 1, life 20; opp: Ancient Runes")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Life["me"] != 19 {
		t.Errorf("outcomes %+v, want one, your life 19 (%s)", r.Outcomes, r.Answer)
	}
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "Ancient Runes deals 1 damage to you") {
		t.Errorf("events %q", ev)
	}
	wantRules(t, r, "603.3b", "608.2h")
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Energy Flux, Ancient Runes, hand 1, life 20")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "could change the permanents on the battlefield before then") {
		t.Errorf("Ancient Runes your own: %s", r.Answer)
	}
}

// CR 608.2h: Storm World counts the hand as its ability resolves, so
// resolved before Ghirapur Orrery's draw it deals 4 damage and after it 1.
// Without a life total on the board the two orders are still different
// outcomes; they were merged as one ("every order gives this result"),
// with the events of one order only.
func TestRule608_2hOrdersThatChangeLifeDifferentlyStayApartWithoutALifeTotal(t *testing.T) {
	for _, board := range []string{
		"me: hand 0, Ghirapur Orrery, Storm World",
		"me: hand 0, life 20, Ghirapur Orrery, Storm World",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		ev := strings.Join(upkeepEventLines(r), "|")
		if len(r.Outcomes) != 2 || !strings.Contains(ev, "Storm World deals 4 damage to you (4 minus 0 cards") || !strings.Contains(ev, "Storm World deals 1 damage to you (4 minus 3 cards") {
			t.Errorf("%s: %d outcomes, events %q; want two, 4 damage dealt before the draw and 1 after it", board, len(r.Outcomes), ev)
		}
	}
	// Orders that change the life total alike still merge.
	r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Sulfuric Vortex")
	if len(r.Outcomes) != 1 {
		t.Errorf("Sulfuric Vortex: %d outcomes, want one", len(r.Outcomes))
	}
}

// CR 101.2, 614.1a, 810.9g: a player who can't gain life ("Players can't gain
// life", "Your opponents can't gain life", Sulfuric Vortex's "If a player
// would gain life, that player gains no life instead") gains none from an
// upkeep trigger; each such effect refused every upkeep with a life gain.
// Another effect on gaining life (Tainted Remedy's loss instead) still
// refuses.
func TestRule101_2NoLifeGainedFromAnUpkeepTrigger(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Ivory Tower, hand 6, life 10; opp: Sulfuric Vortex", "you gain no life (6 cards in hand, minus 4; Sulfuric Vortex stops it)"},
		{"me: Nyx-Fleece Ram, hand 1, life 10; opp: Erebos, God of the Dead", "you gain no life (Erebos, God of the Dead stops it)"},
		{"me: Ivory Tower, hand 6, life 10, Witch Hunt", "you gain no life"},
		{"turn: opp; me: Erebos, God of the Dead, hand 1; opp: Nyx-Fleece Ram, hand 1, life 5", "Opp gains no life"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, c.want) {
			t.Errorf("%s: events %q, want %q", c.board, ev, c.want)
		}
	}
	// Erebos stops only its controller's opponents.
	r := ask(t, "judge upkeep", "board", "me: Nyx-Fleece Ram, Erebos, God of the Dead, hand 1, life 10")
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "you gain 1 life") {
		t.Errorf("own Erebos: events %q", ev)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ivory Tower, hand 6, life 10; opp: Tainted Remedy"), false)
	// In Two-Headed Giant, a teammate who can't gain life stops the team.
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: hand 1, life 20, Nyx-Fleece Ram; ally: hand 1, [Test Curse: Enchantment — You can't gain life.]; opp: hand 1; opp2: hand 1")
	wantUnderstood(t, r, true)
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, "you gain no life (Test Curse stops it)") {
		t.Errorf("Two-Headed Giant: events %q", ev)
	}
}

// CR 614.1a, 614.5, 810.9: "If you would gain life, you gain twice that
// much life instead" (Alhammarret's Archive, Rhox Faithmender, Boon
// Reflection) doubles the life its controller gains from an upkeep
// trigger, each such effect doubling it again; it does not double a
// teammate's gain in Two-Headed Giant, where each player gains life
// individually, and a player who can't gain life gains none. Each was
// refused as an effect on gaining life not followed.
func TestRule614_1aLifeGainDoubledInTheUpkeep(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Ivory Tower, hand 5, life 10, Alhammarret's Archive", "you gain 2 life (5 cards in hand, minus 4; 2 instead of 1, by Alhammarret's Archive)"},
		{"me: Ivory Tower, hand 6, life 10, Alhammarret's Archive, Boon Reflection", "you gain 8 life (6 cards in hand, minus 4; 8 instead of 2, by Alhammarret's Archive and Boon Reflection)"},
		{"me: Nyx-Fleece Ram, Rhox Faithmender, Ghirapur Orrery, hand 0", "you gain 2 life (2 instead of 1, by Rhox Faithmender)"},
		{"me: Nyx-Fleece Ram, hand 1, life 10; opp: Rhox Faithmender", "you gain 1 life"},
		{"me: Nyx-Fleece Ram, hand 1, life 10, Rhox Faithmender; opp: Witch Hunt", "you gain no life (Witch Hunt stops it)"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Nyx-Fleece Ram, hand 1, life 20; ally: hand 1, Rhox Faithmender; opp: hand 1; opp2: hand 1", "you gain 1 life"},
	} {
		r := ask(t, "judge upkeep", "board", c.board)
		wantUnderstood(t, r, true)
		if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(ev, c.want) {
			t.Errorf("%s: events %q, want %q", c.board, ev, c.want)
		}
	}
}

// CR 603.2, 614.12: Black Vise triggers in the upkeep of the opponent its
// controller chose as it entered, so never in its controller's own upkeep
// (nor, in Two-Headed Giant, a teammate's), whoever was chosen and
// whether or not the board shows an opponent. Beside Ghirapur Orrery it
// was refused. Under an effect that gave it to its controller, the player
// who chose may have been anyone: still refused.
func TestRule603_2BlackViseNeverInItsControllersUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Black Vise")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{Me}, "me=3")
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "Black Vise's ability doesn't trigger") }) {
		t.Errorf("steps %+v: want Black Vise not triggering", r.Steps)
	}
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0, Black Vise; ally: hand 2; opp: hand 1; opp2: hand 1")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{Me, "ally"}, "me=3,ally=0")
	r = ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Confiscate (on opp's Black Vise); opp: Black Vise")
	wantUnderstood(t, r, false)
}
