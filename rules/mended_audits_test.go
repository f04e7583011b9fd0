package rules

import (
	"strings"
	"testing"
)

// CR 106.4, 602.2b, 605.3a: the mana Basalt Monolith and Grim Monolith make
// stays in the pool while their untap is activated, so their own mana may
// pay for it (Basalt Monolith's ruling of 2004-10-04: "It can be untapped
// as often as you can pay for it"), and a Forest's {G} paying part of it
// is made into colorless mana. A payment shows all the Monolith makes, and
// the untaps' whole cost.
func TestRule106_4AMonolithsOwnManaPaysItsUntap(t *testing.T) {
	r := pay(t, "me: Basalt Monolith, Forest", "{C}{C}{C}{C}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 || !strings.Contains(r.Payments[0].Mana, "{C}{C}{C}{C}{C}{C}") || r.Payments[0].Spent != "{C}{C}{C}{C}" {
		t.Errorf("ways %+v: want the Monolith's six, four of them spent", r.Payments)
	}
	wantPayable(t, pay(t, "me: Grim Monolith, 3x Forest", "{C}{C}{C}{C}{C}"), true)
	wantPayable(t, pay(t, "me: Grim Monolith, 3x Forest", "{C}{C}{C}{C}{C}{C}"), false)
	m := ask(t, "judge mana", "board", "me: Basalt Monolith, Forest")
	wantMostMana(t, m, 4)
	if m.MaxByType["C"] != 4 {
		t.Errorf("max_by_type %v: want four colorless", m.MaxByType)
	}
	m = ask(t, "judge mana", "board", "me: Forest, Forest, Grim Monolith, Wastes")
	if m.MaxByType["C"] != 5 {
		t.Errorf("max_by_type %v: want five colorless", m.MaxByType)
	}
	// Tapped, it is untapped first, with other mana only.
	wantPayable(t, pay(t, "me: Basalt Monolith (tapped), 3x Forest", "{C}{C}{C}"), true)
	wantPayable(t, pay(t, "me: Basalt Monolith (tapped), 2x Forest", "{C}{C}{C}"), false)
}

// CR 106.6, 605.3a: a tapped source whose mana is restricted, which an
// untapper can untap, counts as an untapped one does: without card: a
// "no" can't be said where its mana may pay.
func TestRule106_6ARestrictedSourceUntappedFirst(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Ancient Ziggurat (tapped), Voyaging Satyr", "{G}"), false)
	wantUnderstood(t, pay(t, "me: Mishra's Workshop (tapped), Voyaging Satyr", "{2}"), false)
	wantPayable(t, pay(t, "me: Ancient Ziggurat (tapped), Voyaging Satyr", "{G}", "card", "Llanowar Elves"), true)
}

// CR 120.3, 603.2: Ancient Tomb's and a painland's damage is dealt to a
// player and moves no permanent, so a trigger on a creature dying (Blood
// Artist, Hangarback Walker) can't trigger as the mana is made. Gemstone
// Mine's sacrifice still can set one off.
func TestRule603_2DamageToYouMovesNoPermanent(t *testing.T) {
	wantMostMana(t, ask(t, "judge mana", "board", "me: Ancient Tomb, Forest, Hangarback Walker (2 +1/+1)"), 3)
	wantPayable(t, pay(t, "me: Swamp, Talisman of Dominance, Blood Artist", "{1}{B}", "card", "Demonic Tutor"), true)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Gemstone Mine (1 mining), Hangarback Walker (2 +1/+1)", "card", "Gemstone Mine"), false)
}

// CR 106.7: a triggered mana ability of the permanent asked about counts
// in what it could produce where its mana is named: Fertile Ground's one
// mana of any color, Caged Sun's and Gauntlet of Power's chosen color.
func TestRule106_7TriggeredManaOfItsOwnNamedColors(t *testing.T) {
	wantTypes(t, ask(t, "judge could-produce", "board", "me: Fertile Ground (on Forest), Forest", "card", "Fertile Ground"), "W", "U", "B", "R", "G")
	wantTypes(t, ask(t, "judge could-produce", "board", "me: Caged Sun (chose red)", "card", "Caged Sun"), "R")
	wantTypes(t, ask(t, "judge could-produce", "board", "me: Gauntlet of Power (chose red)", "card", "Gauntlet of Power"), "R")
}

// CR 609.4b: spending mana as though it were mana of any color for some
// costs only (Oath of Nissa's planeswalker spells) changes what pays a
// cost, never what a permanent makes: tap answers, pay stops.
func TestRule609_4bSpendingForSomeCostsOnly(t *testing.T) {
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Oath of Nissa", "card", "Forest"), "{G}")
	wantUnderstood(t, pay(t, "me: Forest, Oath of Nissa", "{G}"), false)
}

// CR 111.1, 702.20, 702.15: Teysa Karlov's "Creature tokens you control
// have vigilance and lifelink." grants keywords of combat to tokens,
// which changes no mana.
func TestRule111_1TokensAsASubject(t *testing.T) {
	wantMana(t, ask(t, "judge tap", "board", "me: Plains, Adarkar Wastes, Teysa Karlov", "card", "Plains"), "{W}")
	sub, ok := parseSubject("Creature tokens you control")
	if !ok || !sub.Token || sub.Control != "you" || len(sub.Types) != 1 || sub.Types[0] != "Creature" {
		t.Errorf("parseSubject: %+v %v", sub, ok)
	}
	sub, ok = parseSubject("nontoken creatures you control")
	if !ok || !sub.NotToken {
		t.Errorf("parseSubject nontoken: %+v %v", sub, ok)
	}
}

// CR 611.2a, 613.4c: Craterhoof Behemoth's enters trigger gives trample
// and +X/+X until end of turn, which bears only where text reads power or
// toughness (Selvala).
func TestRule611_2aCraterhoofsRaiseReadOnlyByPower(t *testing.T) {
	wantMana(t, ask(t, "judge tap", "board", "me: 4x Forest, Craterhoof Behemoth (sick)", "card", "Forest"), "{G}")
	wantUnderstood(t, ask(t, "judge mana", "board", "me: 4x Forest, Craterhoof Behemoth (sick), Selvala, Heart of the Wilds"), false)
}

// CR 305.7, 700.5, 603.2: a basic land card a fetch land finds is no
// creature and has no mana cost, so it sets off no "another creature
// enters" trigger (Soul Warden) and changes no devotion (Karametra's
// Acolyte); where a land may be a creature (Living Lands), it may.
func TestRule603_2ABasicLandFetchedIsNoCreature(t *testing.T) {
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Island, Swamp, Evolving Wilds, Soul Warden"), 3)
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Island, Swamp, Evolving Wilds, Karametra's Acolyte"), 4)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Island, Swamp, Evolving Wilds, Soul Warden, Living Lands"), false)
}

// CR 611.2a, 611.2c, 305.7: what an ability did in an earlier turn may
// still apply: a land made a creature for as long as it stays on the
// battlefield (Wakeroot Elemental) beside Cursed Totem, a land made a
// Forest (Thelonite Monk), an opponent's Swamp until its controller's
// next untap step (Orcish Farmer) on that opponent's turn, and an
// animation of a permanent that has since lost its abilities to Humility
// (Quirion Druid, Skilled Animator).
func TestRule611_2aEffectsOfEarlierTurnsLast(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Forest, Wakeroot Elemental, Cursed Totem; opp: Island; turn: me; step: main1", "Forest"},
		{"me: Island, Thelonite Monk; opp: Mountain; turn: me; step: main1", "Island"},
		{"me: Island; opp: Mountain, Orcish Farmer; turn: opp; step: main1", "Island"},
		{"me: Forest, Quirion Druid, Humility; opp: Island; turn: me; step: main1", "Forest"},
		{"me: Sol Ring, Skilled Animator, Humility; opp: Island; turn: me; step: main1", "Sol Ring"},
	} {
		wantUnderstood(t, ask(t, "judge tap", "board", c.board, "card", c.card), false)
	}
	// On its own controller's turn, past the untap step, the Island is
	// no Swamp; a Sol Ring is no land.
	wantMana(t, ask(t, "judge tap", "board", "me: Island; opp: Mountain, Orcish Farmer; turn: me; step: main1", "card", "Island"), "{U}")
	wantMana(t, ask(t, "judge tap", "board", "me: Sol Ring, Thelonite Monk", "card", "Sol Ring"), "{C}{C}")
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Llanowar Elves, Humility", "card", "Forest"), "{G}")
}
