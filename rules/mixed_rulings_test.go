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

// CR 800.4i, 603.4: in a game of more than two players, Asylum Visitor's
// trigger for a player who has since left the game still resolves: its
// intervening "if" reads what was last known of that player's hand, and
// its effect falls on its controller, who draws a card in every order.
func TestRule800_4iAsylumVisitorReadsLastKnownHand(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "format: multiplayer; me: hand 3, Asylum Visitor; opp: hand 3, Ghirapur Orrery; opp2: hand 0, library 0; turn: opp2")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 {
		t.Fatalf("outcomes %+v: want one", r.Outcomes)
	}
	if got := drawSet(r, "me"); len(got) != 1 || got[0] != "me=1" {
		t.Errorf("draws %v: want you draw one", got)
	}
}

// CR 614.10, 504.1: a player who skips their draw step draws no card in
// it, so a lands question before the main phase counts no draw-step draw
// from their library (Dragon Appeasement); where a trigger may take the
// permanent away first, it does.
func TestRule614_10ASkippedDrawStepDrawsNothing(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Dragon Appeasement, hand 0, library 0; opp: hand 1; step: untap")
	wantUnderstood(t, r, true)
	r = ask(t, "judge lands", "board", "me: Ghirapur Orrery, Dragon Appeasement, hand 0, library 3; opp: hand 1; step: untap")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("land plays %v: want 2", r.LandPlays)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: hand 0, library 0; opp: hand 1; step: untap"), false)
}

// CR 603.4: Ebony Owl Netsuke's "if that player has seven or more cards in
// hand" is false as the upkeep begins with a hand of two: it doesn't
// trigger.
func TestRule603_4NetsukeDoesNotTriggerOnASmallHand(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Ebony Owl Netsuke, hand 2")
	wantUnderstood(t, r, true)
	if got := drawSet(r, "me"); len(got) != 1 || got[0] != "me=3" {
		t.Errorf("draws %v: want three", got)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery; opp: Ebony Owl Netsuke, hand 2"), false)
}

// CR 117.5, 704.5a: a Monolith's untap is no mana ability; state-based
// actions are checked before it resolves, so where the mana that pays for
// it may cost the player their last life (Mana Confluence at 1 life), the
// engine does not answer. At 20 life the way pays.
func TestRule704_5aAMonolithsUntapPaidWithLastLife(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Basalt Monolith, Mana Confluence, life 1", "{C}{C}{C}{C}"), false)
	wantUnderstood(t, pay(t, "me: Basalt Monolith, City of Brass, life 1", "{C}{C}{C}{C}", "card", "Grizzly Bears"), false)
	wantPayable(t, pay(t, "me: Basalt Monolith, Mana Confluence, life 20", "{C}{C}{C}{C}"), true)
}

// The Monolith's untap beside a Signet whose {1} its own mana may pay, and
// whose mana may then pay the untap, is not worked out: "no" and the most
// mana stop. A Needle with no name written may have named the Monolith or
// Voyaging Satyr, whose untaps are no mana abilities. Mana that may be
// spent only on artifact spells pays no untap.
func TestRule602_5AMonolithsUntapNotWorkedOut(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Basalt Monolith, Azorius Signet", "{C}{C}{C}{C}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Basalt Monolith, Azorius Signet"), false)
	wantUnderstood(t, pay(t, "me: Basalt Monolith, Forest; opp: Pithing Needle", "{C}{C}{C}{C}"), false)
	wantUnderstood(t, pay(t, "me: Forest, Voyaging Satyr; opp: Pithing Needle", "{G}{G}"), false)
	wantUnderstood(t, pay(t, "me: [Restricted Monolith: Artifact — {T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells. {3}: Untap Restricted Monolith.], Forest", "{C}{C}{C}{C}", "card", "Sol Ring"), false)
}

// CR 111.1: a token a card defines is written inline, and the notation
// marks no token: whether Virulent Plague's "Creature tokens get -2/-2."
// kills an inline Eldrazi Spawn is not known.
func TestRule111_1InlineTokenUnknown(t *testing.T) {
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, [Eldrazi Spawn: Creature — Eldrazi Spawn 0/1 — Sacrifice this token: Add {C}.]; opp: Virulent Plague"), false)
}

// CR 701.35a, 611.2a: a permanent detained in its detainer's controller's
// last turn can't have its activated abilities, mana abilities among
// them, activated until that player's next turn: Archon of the
// Triumvirate's attack on my turn may have detained Llanowar Elves, not a
// Forest (nonland); on the Archon's controller's turn it has ended.
func TestRule701_35aDetainOfAnEarlierTurn(t *testing.T) {
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Llanowar Elves; opp: Archon of the Triumvirate; turn: me", "card", "Llanowar Elves"), false)
	wantMana(t, ask(t, "judge tap", "board", "me: Forest; opp: Archon of the Triumvirate; turn: me", "card", "Forest"), "{G}")
	wantMana(t, ask(t, "judge tap", "board", "me: Llanowar Elves; opp: Archon of the Triumvirate; turn: opp", "card", "Llanowar Elves"), "{G}")
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Sol Ring; opp: Lavinia of the Tenth; turn: me"), false)
}

// CR 106.4, 500.5: Lotus Cobra's landfall adds mana only as a land
// enters: with the Cobra itself the only permanent new this turn, no mana
// of it can be in the pool. A land played this turn may have added some.
func TestRule500_5LandfallManaNeedsALandEntered(t *testing.T) {
	wantPayable(t, pay(t, "me: 3x Forest, Island, Lotus Cobra (sick)", "{1}"), true)
	wantUnderstood(t, pay(t, "me: 3x Forest, Island, Lotus Cobra (sick), lands played 1", "{1}"), false)
}

// CR 115.1, 601.2c: Strip Mine and Wasteland destroy only a target land:
// they can't take Thalia or Grand Abolisher from the battlefield.
func TestRule115_1StripMineTargetsOnlyLands(t *testing.T) {
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Island, Wasteland, Thalia, Guardian of Thraben"), 3)
	wantPayable(t, pay(t, "me: Strip Mine, Forest, Island, Grand Abolisher", "{U}{U}", "card", "Counterspell"), false)
}

// CR 106.6: Cavern of Souls' colored mana pays only for a creature spell
// of the chosen type: whatever that type, it pays for no Counterspell.
func TestRule106_6CavernPaysNoNoncreatureSpell(t *testing.T) {
	r := pay(t, "me: Forest, Island, Cavern of Souls", "{U}{U}", "card", "Counterspell")
	wantPayable(t, r, false)
}

// CR 611.2a, 613.1d, 613.1f: Memnarch's "becomes an artifact … (This
// effect lasts indefinitely.)" activated in an earlier turn may have made
// a Forest an artifact, whose mana ability Null Rod then stops; Soul
// Sculptor's "loses all abilities until a player casts a creature spell"
// may still apply to Llanowar Elves, the board recording no spell cast.
// Whether they could be activated now does not matter. Without text that
// speaks of artifacts, Memnarch changes no Forest's mana.
func TestRule611_2aLastingTypeAndAbilityChanges(t *testing.T) {
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest; opp: Memnarch, Null Rod", "card", "Forest"), false)
	wantMana(t, ask(t, "judge tap", "board", "me: Forest; opp: Memnarch", "card", "Forest"), "{G}")
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Llanowar Elves; opp: Soul Sculptor", "card", "Llanowar Elves"), false)
	wantMana(t, ask(t, "judge tap", "board", "me: Forest; opp: Soul Sculptor", "card", "Forest"), "{G}")
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Stalking Stones, Forest, Cursed Totem"), false)
}

// CR 611.2a: changes made in an earlier turn that last: Alchor's Tomb may
// have made Bloom Tender another color, which its mana reads; Quarum
// Trench Gnomes may have made a Plains tap for colorless; Figure of
// Destiny's base power, which Selvala reads; Arcum's Weathervane's snow,
// which {S} reads. A Forest beside Alchor's Tomb taps for {G}.
func TestRule611_2aLastingColorsManaPowerSnow(t *testing.T) {
	for _, c := range []struct{ cmd, board, card, cost string }{
		{"judge tap", "me: Bloom Tender, Forest, Alchor's Tomb", "Bloom Tender", ""},
		{"judge tap", "me: Plains; opp: Quarum Trench Gnomes", "Plains", ""},
		{"judge tap", "me: Selvala, Heart of the Wilds, Figure of Destiny", "Selvala, Heart of the Wilds", ""},
		{"judge pay", "me: Forest, Arcum's Weathervane", "", "{S}"},
	} {
		kv := []string{"board", c.board}
		if c.card != "" {
			kv = append(kv, "card", c.card)
		}
		if c.cost != "" {
			kv = append(kv, "cost", c.cost)
		}
		wantUnderstood(t, ask(t, c.cmd, kv...), false)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Alchor's Tomb", "card", "Forest"), "{G}")
}

// CR 603.2, 601.2g: Lotus Cobra's landfall adds mana as a land enters;
// Flagstones of Trokair sacrificed to Zuran Orb puts a Plains onto the
// battlefield before the cost is paid: that mana is not worked out.
func TestRule603_2LandfallManaFromALandPutNow(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Forest, Lotus Cobra (sick), Zuran Orb, Flagstones of Trokair", "{R}"), false)
	wantUnderstood(t, pay(t, "me: Forest, Lotus Cobra, Strip Mine, Flagstones of Trokair", "{R}"), false)
}

// CR 614.10, 611.3b: a skipped draw step is read only where the permanent
// that skips it stays: Aura Flux's granted "sacrifice this enchantment
// unless you pay {2}" may take Dragon Appeasement away in the upkeep.
func TestRule614_10ASkipThatMayBeSacrificed(t *testing.T) {
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Dragon Appeasement, hand 0, library 0; opp: Aura Flux, hand 1; step: untap"), false)
	// Its own "Whenever you sacrifice a creature" sets off nothing a
	// fetched land does.
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Island, Evolving Wilds, Dragon Appeasement"), 2)
}

// CR 106.4, 602.2b: where the untap of a Monolith can't be worked out (an
// unnamed Pithing Needle may have named it; the mana that pays it may
// cost the last life), ways that don't untap it still pay, and a step says
// the others are not listed; a "no" can't be said.
func TestRule106_4MonolithUntapLeftOut(t *testing.T) {
	wantPayable(t, pay(t, "me: Basalt Monolith, Forest; opp: Pithing Needle", "{G}"), true)
	wantPayable(t, pay(t, "me: Basalt Monolith, Mana Confluence, life 1", "{3}"), true)
	wantPayable(t, pay(t, "me: Forest, Island, Voyaging Satyr; opp: Pithing Needle", "{G}{U}"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Island, Voyaging Satyr; opp: Pithing Needle"), false)
}

// CR 701.35a, 611.2a, 611.2c: an attack this turn may have detained, on
// the attacker's controller's turn once combat may have begun; Humility
// ends no detain already made, nor Orcish Farmer's Swamp.
func TestRule701_35aDetainThisTurnAndUnderHumility(t *testing.T) {
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Sol Ring; opp: Archon of the Triumvirate (tapped); turn: opp; step: end", "card", "Sol Ring"), false)
	wantMana(t, ask(t, "judge tap", "board", "me: Sol Ring; opp: Archon of the Triumvirate; turn: opp; step: main1", "card", "Sol Ring"), "{C}{C}")
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Sol Ring; opp: Lavinia of the Tenth, Humility; turn: me; step: main1", "card", "Sol Ring"), false)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Island, Humility; opp: Orcish Farmer (tapped); turn: me; step: main1", "card", "Island"), false)
}

// CR 613.1e, 613.1f: Painter's Servant's color applies in layer 5, before
// Humility takes its abilities in layer 6: Divination is red, and Chill
// raises it.
func TestRule613_1ePaintersColorUnderHumility(t *testing.T) {
	wantPayable(t, pay(t, "me: 3x Island, Painter's Servant (chose red), Humility; opp: Chill", "{2}{U}", "card", "Divination"), false)
}

// What can't bear stays out: Soul Sculptor beside no other creature with
// an ability, Quarum Trench Gnomes beside no Plains, Arcum's Weathervane
// beside a cost with no {S}.
func TestRule611_2aLastingChangesThatCantBear(t *testing.T) {
	for _, board := range []string{
		"me: Forest, Island, Swamp, Soul Sculptor",
		"me: Forest, Island, Swamp, Quarum Trench Gnomes",
		"me: Forest, Island, Swamp, Arcum's Weathervane",
	} {
		wantPayable(t, pay(t, board, "{1}{G}{U}"), true)
	}
}

// CR 614.10: a draw step skipped has no beginning, so Howling Mine's
// draw-step trigger draws nothing in it; the Orrery's upkeep draws still
// come from the library.
func TestRule614_10HowlingMineInASkippedDrawStep(t *testing.T) {
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Dragon Appeasement, Howling Mine, hand 0, library 0; opp: hand 1; step: untap"), true)
	r := ask(t, "judge lands", "board", "me: Dragon Appeasement, Howling Mine, Ghirapur Orrery, hand 0, library 2; opp: hand 1; step: untap")
	wantUnderstood(t, r, false)
	if strings.Contains(r.Answer, "draw step's draw") {
		t.Errorf("answer %q: names a draw step that is skipped", r.Answer)
	}
}
