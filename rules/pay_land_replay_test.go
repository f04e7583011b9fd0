package rules

import (
	"strings"
	"testing"
)

// CR 305.2, 116.2a, 106.4, 601.2g: in a main phase of their turn, with a
// land play left, a player may tap a land for mana, return it to their
// hand (Trade Routes, Meloku's cost, Storm Cauldron's trigger, an
// opponent's Cauldron too) or put it into a graveyard they may play lands
// from (Zuran Orb or Squandered Resources beside Crucible of Worlds), play
// it again and tap it again (from the top of the library beside Oracle of
// Mul Daya too), the first mana staying in the pool (Storm
// Cauldron's ruling of 2004-10-04). The engine does not work out those
// plays: pay and mana stop. With no land play left, in the upkeep, or
// with nothing that moves a land, the answer stands.
func TestRule305_2LandPlayedAgainAfterItLeaves(t *testing.T) {
	for _, board := range []string{
		"me: Forest, Storm Cauldron",
		"me: Forest; opp: Storm Cauldron",
		"me: Forest (tapped), Sol Ring, Trade Routes",
		"me: Forest (tapped), Sol Ring, Meloku the Clouded Mirror",
		"me: Forest, Crucible of Worlds, Zuran Orb",
		"me: Forest, Crucible of Worlds, Squandered Resources",
		"me: Dryad Arbor, Crucible of Worlds, Ashnod's Altar",
		"me: Forest, Crucible of Worlds, Evolving Wilds",
		"me: Forest, Oracle of Mul Daya, [Bouncer: Creature — Elf 1/1 — {T}: Put target land you control on top of its owner's library.]",
		// A mana ability that sacrifices a Swamp, beside Crucible.
		"me: Swamp, Forest, Crucible of Worlds, Lake of the Dead",
		// A land that returns itself (Oboro), a land card searched for or
		// returned from a graveyard into the hand (Renegade Map,
		// Petrified Field after Zuran Orb's sacrifice).
		"me: Forest, Oboro, Palace in the Clouds",
		"me: Forest, Sol Ring, Renegade Map",
		"me: Forest, Zuran Orb, Petrified Field",
	} {
		r := pay(t, board, "{G}{G}{G}")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may play a land now") {
			t.Errorf("%s: %s", board, r.Answer)
		}
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
	for _, board := range []string{
		"me: Forest, Storm Cauldron; lands played 2",
		"me: Forest, Storm Cauldron; step: upkeep",
		"me: Forest (tapped), Sol Ring, Trade Routes; lands played 1",
		"me: Forest; opp: Storm Cauldron; turn: opp",
		"me: Forest, Crucible of Worlds",
		"me: Forest, Zuran Orb",
		// No land goes to the graveyard: Ashnod's Altar sacrifices
		// creatures, Mind Stone itself; Storm Cauldron returns no land
		// of a player who controls none.
		"me: Forest, Crucible of Worlds, Ashnod's Altar, Llanowar Elves",
		"me: Forest, Crucible of Worlds, Mind Stone",
		"me: Llanowar Elves, Storm Cauldron",
	} {
		r := pay(t, board, "{G}{G}{G}", "player", "me")
		wantUnderstood(t, r, true)
		wantPayable(t, r, false)
	}
}

// CR 606.3: The Immortal Sun's "Players can't activate planeswalkers'
// loyalty abilities." stops only loyalty abilities: with no planeswalker
// on the battlefield it changes no mana, and its "Spells you cast cost
// {1} less" lowers Grizzly Bears' total to {G} (601.2f). Beside Chandra,
// whose +1 adds {R}{R}, the answer stops.
func TestRule606_3LoyaltyBanWithNoPlaneswalker(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, The Immortal Sun")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
	r = pay(t, "me: Forest, The Immortal Sun", "{1}{G}", "card", "Grizzly Bears")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, The Immortal Sun, Chandra, Torch of Defiance"), false)
}

// CR 119.4, 601.2g, 704.5a: a player pays life only while their life
// total is at least the payment, and an ability activated first may gain
// them life (Bottle Gnomes, Soulmender): beside Treasonous Ogre's "Pay 3
// life", or Ancient Tomb's damage that would leave them at 0, the answer
// stops. With no life taken, or no life total given, it stands; so it
// does where the life total is more than all the life the mana abilities
// can take, each once (Nomad Stadium's 1 damage at 20 life, a painland's).
func TestRule119_4LifeGainedFirst(t *testing.T) {
	wantMostMana(t, ask(t, "judge mana", "board", "me: Nomad Stadium, Plains, life 20"), 2)
	wantPayable(t, pay(t, "me: Adarkar Wastes, Soulmender, life 20", "{U}"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Nomad Stadium, Plains, life 1"), false)
	wantUnderstood(t, pay(t, "me: Adarkar Wastes, Soulmender, Mana Confluence, life 2", "{U}{B}"), false)
	// An untapper may let a land that deals damage be tapped again (Ley
	// Druid beside Ancient Tomb); life gained first, or lifelink damage
	// dealt first (Blood Cultist wearing Basilisk Collar), may pay a
	// Phyrexian symbol (107.4f, 702.15b).
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Ancient Tomb, Ley Druid, Soulmender, life 4"), false)
	for _, board := range []string{
		"me: Soulmender, Forest, life 1",
		"me: Blood Cultist, Basilisk Collar (on Blood Cultist), Grizzly Bears, Forest, life 1",
	} {
		wantUnderstood(t, pay(t, board, "{G/P}{G}"), false)
	}
	wantPayable(t, pay(t, "me: Forest, life 1", "{G/P}{G}"), false)
	// Nor is a way said to leave the player at 0 life where life can be
	// gained first; a "no" that no life pays stands.
	for _, c := range []struct{ board, cost string }{
		{"me: Soulmender, Ancient Tomb, life 4", "{G/P}{G/P}"},
		{"me: Soulmender, life 2", "{G/P}"},
	} {
		wantUnderstood(t, pay(t, c.board, c.cost), false)
	}
	wantPayable(t, pay(t, "me: Soulmender, Voltaic Key, Forest, Forest, Forest, life 1", "{B}{G/P}"), false)
	// A mana ability that gains life (Pristine Talisman's) resolves before
	// life is paid (601.2g-h).
	wantUnderstood(t, pay(t, "me: Pristine Talisman, life 1", "{1}{G/P}"), false)
	// A tapped or summoning-sick Soulmender can't be activated while City
	// of Brass's trigger waits (302.6, 602.5a): the player loses.
	for _, board := range []string{"me: Soulmender (tapped), City of Brass, life 1", "me: Soulmender (sick), City of Brass, life 1"} {
		r := pay(t, board, "{W}")
		wantPayable(t, r, true)
		if !strings.Contains(r.Answer, "you lose the game") {
			t.Errorf("%s: %q, want the loss said", board, r.Answer)
		}
	}
	wantUnderstood(t, pay(t, "me: 2x Mountain, Treasonous Ogre, Bottle Gnomes, life 5", "{R}{R}{R}{R}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: 2x Mountain, Treasonous Ogre, Soulmender, life 5"), false)
	wantUnderstood(t, pay(t, "me: Ancient Tomb, Soulmender, life 2", "{2}"), false)
	wantPayable(t, pay(t, "me: Forest, Soulmender, life 2", "{G}"), true)
	wantPayable(t, pay(t, "me: Ancient Tomb, Soulmender", "{2}"), true)
}
