package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// spellCase is a /judge pay question about a card: its answer is payable
// or not, saying says in its headline or a step, or a refusal saying
// refuse.
type spellCase struct {
	board, card, cost, x, player string
	payable                      bool
	says, refuse                 string
}

func checkSpellCases(t *testing.T, cases []spellCase) {
	t.Helper()
	for _, c := range cases {
		kv := []string{"board", c.board, "card", c.card, "cost", c.cost}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		if c.player != "" {
			kv = append(kv, "player", c.player)
		}
		r := ask(t, "judge pay", kv...)
		if c.refuse != "" {
			if r.Understood || !strings.Contains(r.Answer, c.refuse) {
				t.Errorf("%s, %s: want a refusal saying %q, got %s", c.board, c.card, c.refuse, r.Answer)
			}
			continue
		}
		// The headline, or a step where the headline says it shorter.
		said := r.Answer + "\n" + strings.Join(stepTexts(r), "\n")
		if !r.Understood || r.Payable == nil || *r.Payable != c.payable || !strings.Contains(said, c.says) {
			t.Errorf("%s, %s: want payable %v saying %q, got %s", c.board, c.card, c.payable, c.says, r.Answer)
			continue
		}
		if !headlineFits(r.Answer) {
			t.Errorf("%s, %s: the headline %q is longer than %d words", c.board, c.card, r.Answer, maxHeadlineWords)
		}
		if !c.payable && len(r.Payments) > 0 {
			t.Errorf("%s, %s: a spell that can't be cast lists %d ways to pay", c.board, c.card, len(r.Payments))
		}
	}
}

// CR 117.1a, 307.1, 302.1, 303.1: a spell other than an instant, without
// flash, is cast only in a main phase of its caster's turn with an empty
// stack: a Wrath of God on an opponent's turn, a Ponder in the upkeep and
// a Craw Wurm in combat can't be cast, so they can't be paid for, while a
// Lightning Bolt in combat and an Ambush Viper on an opponent's turn can.
// An effect that may give it flash (Leyline of Anticipation) stops the
// answer; a "no" from the mana stands beside it.
func TestRule117_1aSpellsCastOnlyWhenTheirTypeAllows(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 4x Plains; turn: opp", player: "me", card: "Wrath of God", cost: "{2}{W}{W}", says: "it is Opp's turn"},
		{board: "me: 4x Plains", card: "Wrath of God", cost: "{2}{W}{W}", payable: true, says: "Yes"},
		{board: "me: 4x Plains; step: main2", card: "Wrath of God", cost: "{2}{W}{W}", payable: true, says: "Yes"},
		{board: "me: Island; step: upkeep", card: "Ponder", cost: "{U}", says: "the board is in the upkeep step"},
		{board: "me: 6x Forest; step: combat", card: "Craw Wurm", cost: "{4}{G}{G}", says: "Craw Wurm is a creature spell without flash"},
		{board: "me: 2x Forest; turn: opp; step: end", player: "me", card: "Sylvan Library", cost: "{1}{G}", says: "an enchantment spell"},
		{board: "me: Mountain; step: combat", card: "Lightning Bolt", cost: "{R}", payable: true, says: "Yes"},
		{board: "me: 2x Forest; turn: opp", player: "me", card: "Ambush Viper", cost: "{1}{G}", payable: true, says: "Yes"},
		{board: "me: 4x Plains, Leyline of Anticipation; turn: opp", player: "me", card: "Wrath of God", cost: "{2}{W}{W}", refuse: "Leyline of Anticipation says"},
		{board: "me: 2x Plains, Leyline of Anticipation; turn: opp", player: "me", card: "Wrath of God", cost: "{2}{W}{W}", says: "No, you can't pay"},
		{board: "me: 2x Island, 2x Mountain; turn: opp", player: "me", card: "Fire // Ice", cost: "{1}{U}", payable: true, says: "Yes"},
	})
}

// CR 205.4e: a legendary sorcery can be cast only by a player who
// controls a legendary creature or planeswalker.
func TestRule205_4eLegendarySorcery(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 3x Mountain", card: "Jaya's Immolating Inferno", cost: "{X}{R}{R}", x: "1", says: "you control none"},
		{board: "me: 3x Mountain, Zurgo Helmsmasher", card: "Jaya's Immolating Inferno", cost: "{X}{R}{R}", x: "1", payable: true, says: "Yes"},
		{board: "me: 3x Mountain; opp: Zurgo Helmsmasher", card: "Jaya's Immolating Inferno", cost: "{X}{R}{R}", x: "1", says: "you control none"},
	})
}

// CR 118.8, 601.2f, 601.2h, 118.3: a spell's own additional cost is paid
// with its mana cost, and one that can't be paid stops the spell: Natural
// Order with no green creature (its ruling of 2016-06-08), Bone Splinters
// with no creature, Withering Boon at 2 life (119.4), Tormenting Voice
// with no card in hand besides itself. A creature tapped for mana can
// still be sacrificed (Natural Order beside Llanowar Elves is cast); a
// permanent that may become a creature first (Mutavault), a hand or life
// not given, an additional cost the engine does not read (Silvergill
// Adept's reveal or {3}) stop the answer where the mana pays.
func TestRule118_8OwnAdditionalCosts(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 4x Forest", card: "Natural Order", cost: "{2}{G}{G}", says: "you control no green creature"},
		{board: "me: 4x Forest, Serra Angel", card: "Natural Order", cost: "{2}{G}{G}", says: "you control no green creature"},
		{board: "me: 3x Forest, Llanowar Elves", card: "Natural Order", cost: "{2}{G}{G}", payable: true, says: "Yes"},
		{board: "me: Swamp", card: "Bone Splinters", cost: "{B}", says: "you control no creature"},
		{board: "me: Swamp, Grizzly Bears", card: "Bone Splinters", cost: "{B}", payable: true, says: "Yes"},
		{board: "me: Swamp, Mutavault", card: "Bone Splinters", cost: "{B}", refuse: "works out paying with mana only"},
		{board: "me: 3x Island", card: "Tinker", cost: "{2}{U}", says: "you control no artifact"},
		{board: "me: Plains, Island", card: "Abjure", cost: "{U}", says: "you control no blue permanent"},
		{board: "me: 2x Swamp, life 2", card: "Withering Boon", cost: "{1}{B}", says: "you have 2 life"},
		{board: "me: 2x Swamp, life 5", card: "Withering Boon", cost: "{1}{B}", payable: true, says: "Yes"},
		{board: "me: 2x Mountain, hand 1", card: "Tormenting Voice", cost: "{1}{R}", says: "your hand holds 0 cards besides the spell being cast"},
		{board: "me: 2x Mountain, hand 2", card: "Tormenting Voice", cost: "{1}{R}", payable: true, says: "Yes"},
		{board: "me: 2x Mountain", card: "Tormenting Voice", cost: "{1}{R}", refuse: "write hand N"},
		{board: "me: Mountain", card: "Tormenting Voice", cost: "{1}{R}", says: "No, you can't pay"},
		{board: "me: 2x Island", card: "Silvergill Adept", cost: "{1}{U}", refuse: "reveal a Merfolk card"},
	})
}

// CR 601.3: a spell's own condition on when it may be cast: Rock Jockey
// after a land was played this turn, Berserk after combat.
func TestRule601_3OwnCastingConditions(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 3x Mountain, lands played 1", card: "Rock Jockey", cost: "{2}{R}", says: "you have played 1 land this turn"},
		{board: "me: 3x Mountain", card: "Rock Jockey", cost: "{2}{R}", payable: true, says: "Yes"},
		{board: "me: Forest, Grizzly Bears; step: end", card: "Berserk", cost: "{G}", says: "in the end step"},
		{board: "me: Forest, Grizzly Bears", card: "Berserk", cost: "{G}", payable: true, says: "Yes"},
		{board: "me: Forest, Grizzly Bears; step: combat", card: "Berserk", cost: "{G}", refuse: "only before the combat damage step"},
	})
}

// CR 601.3: "Cast this spell only if you control …" counts what the
// caster controls: Blizzard needs a snow land, Feast of Blood two
// Vampires (the plural read as the creature type).
func TestRule601_3CastOnlyIfYouControl(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Forest", card: "Blizzard", cost: "{G}{G}", says: "you control too few"},
		{board: "me: Forest, Snow-Covered Forest", card: "Blizzard", cost: "{G}{G}", payable: true, says: "Yes"},
		{board: "me: 2x Swamp, 2x Vampire Nighthawk", card: "Feast of Blood", cost: "{1}{B}", payable: true, says: "Yes"},
		{board: "me: 2x Swamp, Vampire Nighthawk", card: "Feast of Blood", cost: "{1}{B}", says: "you control too few"},
		{board: "me: Swamp, 2x Grizzly Bears; opp: Sol Ring", card: "Phyrexian Tribute", cost: "{2}{B}", says: "No, you can't pay"},
		{board: "me: 3x Swamp, 2x Grizzly Bears; opp: Sol Ring", card: "Phyrexian Tribute", cost: "{2}{B}", payable: true, says: "Yes"},
	})
}

// CR 709.3, 709.3a: a split card cast for one half's own mana cost is
// that half: only it is evaluated to see if it can be cast, so Threat, a
// sorcery, can't be cast on an opponent's turn or beside Gaddock Teeg,
// while Thrash, an instant, can where it has its targets (601.2c); Ice,
// an instant, can on any turn.
func TestRule709_3aSplitHalfPaidFor(t *testing.T) {
	const b = "me: 2x Forest, 2x Mountain, 2x Island, 2x Plains, 2x Swamp"
	checkSpellCases(t, []spellCase{
		{board: b + "; turn: opp", player: "me", card: "Thrash // Threat", cost: "{2}{R}{G}", says: "can't cast Threat now"},
		{board: b + ", Grizzly Bears; opp: Grizzly Bears; turn: opp", player: "me", card: "Thrash // Threat", cost: "{R/G}{R/G}", payable: true, says: "Yes"},
		{board: b + "; turn: opp", player: "me", card: "Thrash // Threat", cost: "{R/G}{R/G}", says: "no legal target"},
		{board: b + ", Gaddock Teeg", card: "Thrash // Threat", cost: "{2}{R}{G}", says: "can't cast Threat"},
		{board: b + "; turn: opp", player: "me", card: "Fire // Ice", cost: "{1}{U}", payable: true, says: "Yes"},
		{board: b + "; turn: opp", player: "me", card: "Fire // Ice", cost: "{1}{R}", payable: true, says: "Yes"},
	})
}

// CR 117.1b, 601.3: an activated ability may give its controller what a
// spell's condition or additional cost asks for before it is cast
// (Amoeboid Changeling's creature types, Willow Satyr's control, Crew),
// so a "no" from counting what they control now doesn't stand.
func TestRule601_3AbilityMayMakeWhatItNeedsFirst(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Swamp, Amoeboid Changeling, Grizzly Bears", card: "Feast of Blood", cost: "{1}{B}", refuse: "an ability may make or change first"},
		{board: "me: Willow Satyr, 5x Plains; opp: Isamaru, Hound of Konda", card: "Urza's Ruinous Blast", cost: "{4}{W}", refuse: "Willow Satyr may make or change one first"},
		{board: "me: Vedalken Shackles, 2x Island, Swamp; opp: Grizzly Bears", card: "Bone Splinters", cost: "{B}", refuse: "works out paying with mana only"},
		{board: "me: 2x Mountain, hand 0", card: "Tormenting Voice", cost: "{1}{R}", says: "gives your hand as empty"},
	})
}

// CR 601.2c, 115.1, 303.4a: a spell's targets are chosen before its costs
// are paid, so one with no legal target can't be cast: Giant Growth when
// the only creature has shroud (Lightning Greaves' ruling of 2020-08-07),
// Naturalize with no artifact or enchantment, Utopia Sprawl with no
// Forest. A spell is taken as a target (Counterspell), "any number of
// targets" may be none (Fireball's ruling of 2017-11-17), and the cost of
// targets beyond the first is no target.
func TestRule601_2cSpellWithNoLegalTarget(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: Forest, Grizzly Bears, Lightning Greaves (on Grizzly Bears)", card: "Giant Growth", cost: "{G}", says: "Grizzly Bears has shroud"},
		{board: "me: Forest, Grizzly Bears", card: "Giant Growth", cost: "{G}", payable: true, says: "Yes"},
		{board: "me: 2x Forest", card: "Naturalize", cost: "{1}{G}", says: "Naturalize needs a target"},
		{board: "me: 2x Forest; opp: Sol Ring", card: "Naturalize", cost: "{1}{G}", payable: true, says: "Yes"},
		{board: "me: Birds of Paradise, Island", card: "Utopia Sprawl", cost: "{G}", says: "Enchant Forest"},
		{board: "me: 2x Island", card: "Counterspell", cost: "{U}{U}", payable: true, says: "Yes"},
		{board: "me: 2x Mountain", card: "Fireball", cost: "{X}{R}", x: "1", payable: true, says: "Yes"},
		{board: "me: Plains", card: "Ajani's Presence", cost: "{W}", payable: true, says: "Yes"},
	})
}

// CR 704.3, 603.3, 117.1a: an ability that triggers on the state-based
// actions the board needs (Hangarback Walker's and Doomed Traveler's
// tokens as they die, Hangarback's ruling of 2015-06-22) waits on the
// stack; a spell that needs an empty stack is cast only after it
// resolves, and what it does may change what can be cast, so the answer
// stops.
func TestRule603_3DeathTriggerBeforeTheSpell(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: Gaea's Cradle, Forest, Hangarback Walker (2 +1/+1, 2 damage)", card: "Naga Vitalist", cost: "{G}{G}", refuse: "can be cast only with an empty stack"},
		{board: "me: Gaea's Cradle, Forest, Doomed Traveler (1 damage)", card: "Giant Growth", cost: "{G}", refuse: "may change whether Giant Growth can be cast"},
		{board: "me: Gaea's Cradle, Forest, Grizzly Bears", card: "Naga Vitalist", cost: "{G}{G}", payable: true, says: "Yes"},
	})
}

// CR 603.3, 605.3a, 117.1a: without card:, and for the most mana, the
// same death trigger stops the answer: mana abilities may be activated
// while it waits on the stack, and once Wurmcoil Engine's Wurms are on
// the battlefield Gaea's Cradle makes {G}{G}. A creature that dies with
// no such trigger changes nothing but the count, and an Aura that returns
// itself to its owner's hand changes no mana and no land play.
func TestRule603_3DeathTriggerBeforeThePayment(t *testing.T) {
	for _, c := range []struct{ q, board, cost string }{
		{"judge pay", "me: Wurmcoil Engine (6 damage), Gaea's Cradle", "{G}{G}"},
		{"judge pay", "me: Doomed Traveler (1 damage), Gaea's Cradle, Forest", "{G}{G}"},
		{"judge mana", "me: Wurmcoil Engine (6 damage), Gaea's Cradle", ""},
	} {
		opts := []string{"board", c.board}
		if c.cost != "" {
			opts = append(opts, "cost", c.cost)
		}
		r := ask(t, c.q, opts...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "mana abilities can be activated while it waits on the stack") {
			t.Errorf("%s %q: %q, want the trigger that waits named", c.q, c.board, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Grizzly Bears (2 damage), Gaea's Cradle")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("Grizzly Bears with lethal damage beside Gaea's Cradle: %q, want no mana", r.Answer)
	}
	// Rancor off a Forest (704.5m) returns only itself to its owner's
	// hand: no mana and no land play changes.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Rancor (on Forest)"), true)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Forest, Rancor (on Forest)", "cost", "{G}"), true)
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Forest, Rancor (on Forest)"), true)
	// Beside a discard cost (Bog Witch) the card in hand may make mana.
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Bog Witch, Swamp, Forest, Rancor (on Forest), hand 0"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Swamp, Forest, Rancor (on Forest), hand 0; opp: Bog Witch"), true)
}

// CR 117.1a, 702.8a: a text that lets spells be cast as though they had
// flash helps only its controller ("You may cast …") and only the spells
// it names: Winding Canyons' creature spells are no Wrath of God, and an
// opponent's Vedalken Orrery is no help; Prophet of Kruphix's may be.
// CR 205.4e: a permanent that may make only a nonlegendary creature
// (Mutavault) doesn't stop a legendary sorcery's "no".
func TestRule702_8aFlashGrantsAndLegendaryMakers(t *testing.T) {
	const b = "me: 2x Plains, 2x Island, 2x Swamp, 2x Mountain, 2x Forest"
	checkSpellCases(t, []spellCase{
		{board: b + ", Winding Canyons; turn: opp", player: "me", card: "Wrath of God", cost: "{2}{W}{W}", says: "a sorcery is cast only in its caster's main phase"},
		{board: b + "; opp: Vedalken Orrery; turn: opp", player: "me", card: "Grizzly Bears", cost: "{1}{G}", says: "it is Opp's turn"},
		{board: b + ", Prophet of Kruphix; turn: opp", player: "me", card: "Grizzly Bears", cost: "{1}{G}", refuse: "Prophet of Kruphix says"},
		{board: "me: 5x Plains, Mutavault", card: "Urza's Ruinous Blast", cost: "{4}{W}", says: "no legendary creature or planeswalker"},
	})
}

// CR 601.2c, 702.33d: a cost that is not the spell's mana cost may be
// its kicked cost, and a kicked spell's targets are chosen too (Orim's
// Thunder's "target creature", Fight with Fire's "any number of targets
// instead"), which the engine reads only unkicked: the answer stops. At
// its mana cost the spell is unkicked.
func TestRule702_33dKickedCostTargets(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Plateau, Plains, Mountain; opp: Sol Ring", card: "Orim's Thunder", cost: "{2}{W}{R}", refuse: "may be kicked"},
		{board: "me: 2x Plateau, Plains, Mountain; opp: Sol Ring", card: "Orim's Thunder", cost: "{2}{W}", payable: true, says: "Yes"},
		{board: "me: 10x Mountain", card: "Fight with Fire", cost: "{7}{R}{R}", refuse: "may be kicked"},
		{board: "me: 3x Mountain", card: "Fight with Fire", cost: "{2}{R}", says: "no legal target"},
	})
}

// CR 702.102b, 709.4d: a split card with fuse cast for both halves' mana
// costs is one spell with both halves' text, so each half's target needs
// a legal choice: Far has none beside a lone Slippery Bogle, Tear none
// beside no enchantment; each half cast alone for its own cost is judged
// alone (709.3a).
func TestRule702_102bFusedSplitSpellTargetsBothHalves(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Island, 3x Swamp; opp: Slippery Bogle", card: "Far // Away", cost: "{3}{U}{B}", says: "Far // Away needs a target"},
		{board: "me: 2x Island, 3x Swamp; opp: Grizzly Bears", card: "Far // Away", cost: "{3}{U}{B}", payable: true, says: "cast fused"},
		{board: "me: 2x Island, 3x Swamp; opp: Slippery Bogle", card: "Far // Away", cost: "{2}{B}", payable: true, says: "Yes"},
		{board: "me: 2x Mountain, Plains; opp: Sol Ring", card: "Wear // Tear", cost: "{1}{R}{W}", says: "no legal target"},
		{board: "me: 2x Mountain, Plains; opp: Sol Ring, Propaganda", card: "Wear // Tear", cost: "{1}{R}{W}", payable: true, says: "Yes"},
	})
}

// CR 709.4d, 202.3d, 702.16b: cast fused, a split card is one spell with
// both halves' colors and the mana value of both costs, a cost paying its
// hybrid symbols one way included (Beck // Call for {4}{G}{W}{U}{U}):
// Gaddock Teeg stops it where it stops neither half alone, and protection
// from black or red stops the blue half's target too (Beck // Call and
// Far // Away's rulings of 2013-04-15).
func TestRule709_4dFusedSpellCombinedCharacteristics(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: Forest, 4x Island, 3x Plains; opp: Gaddock Teeg", card: "Beck // Call", cost: "{4}{G}{W}{U}{U}", says: "Gaddock Teeg"},
		{board: "me: 2x Island, 3x Swamp; opp: Gaddock Teeg, Grizzly Bears", card: "Far // Away", cost: "{3}{U}{B}", says: "Gaddock Teeg"},
		{board: "me: 2x Island, 3x Swamp; opp: Gaddock Teeg, Grizzly Bears", card: "Far // Away", cost: "{1}{U}", payable: true, says: "Yes"},
		{board: "me: 2x Island, 3x Swamp; opp: White Knight", card: "Far // Away", cost: "{3}{U}{B}", says: "no legal target"},
		{board: "me: 3x Island, 2x Mountain; opp: Kor Firewalker", card: "Turn // Burn", cost: "{3}{U}{R}", says: "no legal target"},
		{board: "me: 2x Island, 3x Swamp; opp: White Knight", card: "Far // Away", cost: "{1}{U}", payable: true, says: "Yes"},
	})
}

// CR 303.4a, 115.1b, 702.11c, 702.18a: an Aura spell with "Enchant
// player" targets a player, so where no player can be a target (shroud
// from Ivory Mask or True Believer, hexproof from Leyline of Sanctity for
// the opponent), it can't be cast; the caster is a target of their own
// beside an opponent's Leyline.
func TestRule303_4aEnchantPlayerAuraTargetsAPlayer(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Mountain, Ivory Mask; opp: Leyline of Sanctity", card: "Curse of the Pierced Heart", cost: "{1}{R}", says: "no player can be one"},
		{board: "me: 2x Mountain, True Believer; opp: True Believer", card: "Curse of the Pierced Heart", cost: "{1}{R}", says: "no player can be one"},
		{board: "me: 2x Mountain; opp: Leyline of Sanctity", card: "Curse of the Pierced Heart", cost: "{1}{R}", payable: true, says: "Yes"},
		{board: "me: 2x Mountain, Ivory Mask; opp: Grizzly Bears", card: "Curse of the Pierced Heart", cost: "{1}{R}", payable: true, says: "Yes"},
	})
}

// CR 601.2c, 115.1: a spell's target that is no permanent or player (a
// spell, a card in a graveyard, an ability) is not on the board, and the
// answer says it is taken as there: Counterspell's "target spell", Raise
// Dead's "target creature card from your graveyard"; a target that may be
// none ("up to three target cards") is not said.
func TestRule601_2cUnseenTargetsTakenAsThere(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Island", card: "Counterspell", cost: "{U}{U}", payable: true, says: "Counterspell's target \u201ctarget spell\u201d is no permanent or player"},
		{board: "me: Swamp", card: "Raise Dead", cost: "{B}", payable: true, says: "\u201ctarget creature card from your graveyard\u201d is no permanent or player"},
		{board: "me: Island", card: "Stifle", cost: "{U}", payable: true, says: "\u201ctarget activated or triggered ability\u201d"},
	})
	r := ask(t, "judge pay", "board", "me: 2x Island", "card", "Memory's Journey", "cost", "{1}{U}")
	if strings.Contains(stepsText(r), "board does not show") {
		t.Errorf("Memory's Journey's \"up to three target cards\" said as taken as there:\n%s", stepsText(r))
	}
}

// CR 601.2c, 700.2: "Choose target creature." and "Choose two target
// players." name targets; only "Choose one —" and its kin begin modes.
// Arcbond has no target without a creature, Cabal Therapy none where no
// player can be one, Scheming Symmetry none without two players who can
// be (115.3).
func TestRule601_2cChooseTargetIsNoModeHeader(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 3x Mountain", card: "Arcbond", cost: "{2}{R}", says: "no legal target"},
		{board: "me: 3x Mountain; opp: Grizzly Bears", card: "Arcbond", cost: "{2}{R}", payable: true, says: "Yes"},
		{board: "me: Swamp, True Believer; opp: Leyline of Sanctity", card: "Cabal Therapy", cost: "{B}", says: "no legal target"},
		{board: "me: Swamp, True Believer; opp: Leyline of Sanctity", card: "Scheming Symmetry", cost: "{B}", says: "too few legal targets"},
		{board: "me: Swamp; opp: Leyline of Sanctity", card: "Scheming Symmetry", cost: "{B}", says: "only one player can be one"},
		{board: "me: Swamp", card: "Scheming Symmetry", cost: "{B}", payable: true, says: "Yes"},
		// "the spell could target" is no target of Radiate's own.
		{board: "me: 5x Mountain", card: "Radiate", cost: "{3}{R}{R}", payable: true, says: "\u201ctarget instant or sorcery spell\u201d is no permanent or player"},
	})
}

// CR 115.3, 601.2c: "Choose target player and another target player."
// needs two different players who can be targets (Cruel Entertainment);
// "target spell or nonland permanent" may be a permanent on the board, so
// no step says it is taken as there (Commit // Memory).
func TestRule115_3AnotherTargetPlayer(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 7x Swamp, Ivory Mask; opp: life 20", card: "Cruel Entertainment", cost: "{6}{B}", says: "only one player can be one: you have shroud from Ivory Mask"},
		{board: "me: 7x Swamp; opp: Leyline of Sanctity", card: "Cruel Entertainment", cost: "{6}{B}", says: "two different players"},
		{board: "me: 7x Swamp; opp: life 20", card: "Cruel Entertainment", cost: "{6}{B}", payable: true, says: "Yes"},
	})
	r := ask(t, "judge pay", "board", "me: 4x Island; opp: Grizzly Bears", "card", "Commit // Memory", "cost", "{3}{U}")
	if !r.Understood || strings.Contains(stepsText(r), "board does not show") {
		t.Errorf("Commit: %s\n%s", r.Answer, stepsText(r))
	}
}

// CR 702.11b, 601.2c: text that may let a spell target what hexproof
// otherwise keeps from being one (Glaring Spotlight's "as though they
// didn't have hexproof", its ruling of 2013-01-24; Kaya, Bane of the
// Dead) is not read for spells, so a "no legal target" beside it stops
// the answer, in pay and in enters; an opponent's Spotlight, which helps
// only its controller, leaves the "no".
func TestRule702_11bHexproofIgnoredUnreadForSpells(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Swamp, Glaring Spotlight; opp: Slippery Bogle", card: "Doom Blade", cost: "{1}{B}", refuse: "may let Doom Blade target what it otherwise couldn't"},
		{board: "me: 2x Swamp, Kaya, Bane of the Dead (7 loyalty); opp: Slippery Bogle", card: "Doom Blade", cost: "{1}{B}", refuse: "may let Doom Blade target"},
		{board: "me: 2x Swamp; opp: Slippery Bogle, Glaring Spotlight", card: "Doom Blade", cost: "{1}{B}", says: "no legal target"},
	})
	r := ask(t, "judge enters", "board", "opp: Slippery Bogle; me: Glaring Spotlight", "card", "Pacifism", "x", "0")
	wantUnderstood(t, r, false)
}

// CR 115.3, 601.2c: "two target creatures" is one instance of the word
// "target", so it needs two different permanents that can be targets
// (Switcheroo, Curtains' Call), while "one or two target creatures"
// (Counterintelligence) needs one, and words that narrow the pair more
// ("controlled by the same player") stop the answer.
func TestRule115_3TwoTargetPermanents(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 5x Island; opp: Hill Giant", card: "Switcheroo", cost: "{4}{U}", says: "only one permanent on the board can be one"},
		{board: "me: 5x Island; opp: Grizzly Bears, Hill Giant", card: "Switcheroo", cost: "{4}{U}", payable: true, says: "Yes"},
		{board: "me: 6x Swamp; opp: Slippery Bogle, Grizzly Bears", card: "Curtains' Call", cost: "{5}{B}", says: "too few legal targets"},
		{board: "me: 4x Island; opp: Grizzly Bears", card: "Counterintelligence", cost: "{2}{U}{U}", payable: true, says: "Yes"},
		{board: "me: 2x Island, 2x Swamp; opp: Grizzly Bears, Hill Giant", card: "Barrin's Spite", cost: "{2}{U}{B}", refuse: "I can't rule on this"},
		{board: "me: 4x Island; opp: Slippery Bogle", card: "Counterintelligence", cost: "{2}{U}{U}", says: "no legal target"},
	})
}

// CR 601.2c, 601.2d, 115.3: with X given, "X target creatures" is that
// many different targets (Icy Blast, Curse of the Swine; Thrive's ruling
// of 2004-10-04), none for X = 0, and "X target Mountains" is Mountains
// (Volcanic Eruption); damage "divided as you choose among one or two
// targets" needs one (Forked Bolt's ruling of 2010-06-15); multikicker's
// "Choose target creature, then choose another target creature for each
// time this spell was kicked" needs the first unkicked (Strength of the
// Tajuru's rulings of 2010-03-01).
func TestRule601_2cCountedTargets(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Island, 2x Wastes; opp: Grizzly Bears", card: "Curse of the Swine", cost: "{X}{U}{U}", x: "2", says: "only one permanent on the board can be one"},
		{board: "me: 2x Island, 2x Wastes; opp: Grizzly Bears, Hill Giant", card: "Curse of the Swine", cost: "{X}{U}{U}", x: "2", payable: true, says: "Yes"},
		{board: "me: 2x Island; opp: Grizzly Bears", card: "Curse of the Swine", cost: "{X}{U}{U}", x: "0", payable: true, says: "Yes"},
		{board: "me: 5x Island; opp: 2x Mountain", card: "Volcanic Eruption", cost: "{X}{U}{U}{U}", x: "2", payable: true, says: "Yes"},
		{board: "me: 5x Island; opp: Mountain", card: "Volcanic Eruption", cost: "{X}{U}{U}{U}", x: "2", says: "too few legal targets"},
		{board: "me: Mountain, Ivory Mask; opp: Leyline of Sanctity, Slippery Bogle", card: "Forked Bolt", cost: "{R}", says: "no legal target"},
		{board: "me: Mountain; opp: Grizzly Bears", card: "Forked Bolt", cost: "{R}", payable: true, says: "Yes"},
		{board: "me: 4x Forest", card: "Strength of the Tajuru", cost: "{X}{G}{G}", x: "1", says: "no legal target"},
		{board: "me: 4x Forest; opp: Grizzly Bears", card: "Strength of the Tajuru", cost: "{X}{G}{G}", x: "1", payable: true, says: "Yes"},
	})
}

// CR 601.2d, 115.3, 115.4: "to each of two targets" is two different
// players or permanents (Pinnacle of Rage's ruling of 2014-02-01), and
// damage "divided as you choose among any number of targets" gives each
// at least one, so it needs one (Pyrotechnics' ruling of 2014-11-24;
// Spreading Flames' "target creatures"); "X target" with words the
// engine does not read stops the answer where X is given (Avalanche's
// "X target snow lands").
func TestRule601_2dDividedAndEachOfTargets(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 4x Mountain, 2x Wastes, Ivory Mask; opp: Ivory Mask, Grizzly Bears", card: "Pinnacle of Rage", cost: "{4}{R}{R}", says: "too few legal targets"},
		{board: "me: 4x Mountain, 2x Wastes; opp: Grizzly Bears", card: "Pinnacle of Rage", cost: "{4}{R}{R}", payable: true, says: "Yes"},
		{board: "me: 5x Mountain, Ivory Mask; opp: Ivory Mask", card: "Pyrotechnics", cost: "{4}{R}", says: "no legal target"},
		{board: "me: 5x Mountain", card: "Pyrotechnics", cost: "{4}{R}", payable: true, says: "Yes"},
		{board: "me: 7x Mountain", card: "Spreading Flames", cost: "{6}{R}", says: "no legal target"},
		{board: "me: 10x Mountain", card: "Fireball", cost: "{X}{R}", x: "1", payable: true, says: "Yes"},
		{board: "me: 3x Wastes, 2x Mountain", card: "Avalanche", cost: "{X}{2}{R}{R}", x: "1", refuse: "X target snow lands"},
	})
}

// CR 105.3, 613.1e, 604.3, 702.16b, 702.11d: a spell's targets are chosen
// on the stack, where its colors are those it has there: Celestial Dawn
// makes Doom Blade white, so White Knight's protection from black and
// Knight of Grace's hexproof from black don't stop it, while Knight of
// Malice's hexproof from white stops Hands of Binding; Ghostfire is
// colorless, so Kor Firewalker's protection from red doesn't stop it.
func TestRule702_16bSpellColorsOnTheStack(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: Swamp, Swamp, Celestial Dawn; opp: White Knight", card: "Doom Blade", cost: "{1}{B}", payable: true, says: "Yes"},
		{board: "me: Swamp, Swamp, Celestial Dawn; opp: Knight of Grace", card: "Doom Blade", cost: "{1}{B}", payable: true, says: "Yes"},
		{board: "me: Island, Island, Celestial Dawn; opp: Knight of Malice", card: "Hands of Binding", cost: "{1}{U}", says: "no legal target"},
		{board: "me: Mountain, Mountain, Mountain, Ivory Mask; opp: Kor Firewalker, Ivory Mask", card: "Ghostfire", cost: "{2}{R}", payable: true, says: "Yes"},
		{board: "me: Swamp, Swamp; opp: White Knight", card: "Doom Blade", cost: "{1}{B}", says: "no legal target"},
	})
}

// CR 709.3a, 702.102b, 106.6: mana that can be spent only on a
// multicolored spell (Pillar of the Paruns) reads the spell as cast: Fire
// alone for {1}{R} is red, so it can't pay; Far // Away fused for
// {3}{U}{B} is blue and black, so it can. For a cost that is neither
// half's own, which half is cast is not known, and the answer says so and
// how to name the half.
func TestRule709_3aRestrictedManaReadsTheHalfCast(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: Pillar of the Paruns, Forest", card: "Fire // Ice", cost: "{1}{R}", says: "No"},
		{board: "me: Pillar of the Paruns, Island, Swamp, Swamp, Swamp; opp: Grizzly Bears", card: "Far // Away", cost: "{3}{U}{B}", payable: true, says: "Yes"},
		{board: "me: Pillar of the Paruns, Swamp, Swamp; opp: Grizzly Bears", card: "Far // Away", cost: "{2}{B}", says: "not with Pillar of the Paruns' mana"},
		{board: "me: Pillar of the Paruns, Island, Forest, Forest", card: "Fire // Ice", cost: "{2}{U}{R}", refuse: "give the half with card:"},
	})
}

// CR 702.102b: a fused split card's cost is both halves' mana costs, a
// hybrid symbol among them paid as either of its colors; a cost of as
// much mana with other colors (Wear // Tear for {1}{G}{W}, whose halves
// cost {1}{R} and {W}) is not cast fused.
func TestRule702_102bFusedCostIsBothHalves(t *testing.T) {
	beck, _ := catalog.Lookup("Beck // Call")
	wear, _ := catalog.Lookup("Wear // Tear")
	for _, c := range []struct {
		card  *catalog.Card
		cost  string
		fused bool
	}{
		{beck, "{4}{G}{W}{U}{U}", true},
		{beck, "{4}{G}{W}{G}{U}", false},
		{beck, "{4}{R}{W}{G}{U}", false},
		{wear, "{1}{R}{W}", true},
		{wear, "{1}{G}{W}", false},
	} {
		cost, err := ParseManaCost(c.cost)
		if err != nil {
			t.Fatal(err)
		}
		if got := fusedCast(c.card, cost); got != c.fused {
			t.Errorf("%s for %s: fused %v, want %v", c.card.Name, c.cost, got, c.fused)
		}
	}
	// Hybrid symbols paid one way or the other.
	for _, c := range []struct {
		both, cost string
		paid       bool
	}{
		{"{G/U}{G/U}{4}{W}{U}", "{4}{G}{W}{U}{U}", true},
		{"{G/U}{G/U}{4}{W}{U}", "{4}{G}{G}{W}{U}", true},
		{"{G/U}{G/U}{4}{W}{U}", "{4}{G}{G}{W}{W}", false},
		{"{G/U}{G/U}{4}{W}{U}", "{4}{R}{G}{W}{U}", false},
	} {
		both, _ := ParseManaCost(c.both)
		cost, _ := ParseManaCost(c.cost)
		if got := hybridPaidAs(both, cost); got != c.paid {
			t.Errorf("%s paid as %s: %v, want %v", c.both, c.cost, got, c.paid)
		}
	}
}

// CR 601.2c, 115.6: "For any number of opponents, destroy target nonland
// permanent that player controls" (Windgrace's Judgment) may be cast for
// no opponent, so with no target: no legal target is no "no".
func TestRule601_2cAnyNumberMayBeNone(t *testing.T) {
	checkSpellCases(t, []spellCase{
		{board: "me: 2x Swamp, Forest, Island, Plains; opp: Island", card: "Windgrace's Judgment", cost: "{3}{B}{G}", payable: true, says: "Yes"},
	})
	if got := reForAnyNumber.FindString("For any number of opponents, destroy target nonland permanent that player controls."); got == "" {
		t.Error("reForAnyNumber reads nothing")
	}
}

// CR 702.11b: hexproof keeps only its controller's opponents' spells from
// targeting. Paradise Druid's "hexproof as long as it's untapped" leaves
// its controller's Giant Growth, Lightning Bolt and Doom Blade their
// targets; beside an opponent's Druid the engine still does not read it.
func TestRule702_11bOwnHexproofBarsNoOwnSpell(t *testing.T) {
	for _, c := range [][]string{
		{"me: Paradise Druid, 2x Forest, Island (tapped), Llanowar Elves (sick), life 20, hand 3; opp: Mountain, Grizzly Bears", "Giant Growth", "{G}"},
		{"me: Paradise Druid, Wirewood Elf, Forest, life 17, hand 2; opp: Grizzly Bears", "Doom Blade", "{1}{B}"},
		{"me: Forest, Grizzly Bears, [Veiled Ward: Enchantment — Creatures you control have hexproof.]", "Giant Growth", "{G}"},
	} {
		wantPayable(t, ask(t, "judge pay", "board", c[0], "card", c[1], "cost", c[2]), true)
	}
	wantUnderstood(t, ask(t, "judge pay", "board", "me: 2x Forest; opp: Paradise Druid, Grizzly Bears", "card", "Giant Growth", "cost", "{G}"), false)
	// A second clause after its condition is no hexproof alone.
	for _, text := range []string{
		"This creature has hexproof as long as it's untapped; creatures you control have shroud.",
		"This creature has hexproof as long as it's untapped and spells you cast cost {2} more.",
		"This creature has hexproof as long as it's untapped and shroud as long as it's tapped.",
		"This creature has hexproof or shroud.",
	} {
		wantUnderstood(t, ask(t, "judge pay", "board", "me: Forest, [Ward Elf: Creature — Elf 1/1 — "+text+"]", "card", "Giant Growth", "cost", "{G}"), false)
	}
	// Shroud keeps every player's spells away (702.18a).
	if r := ask(t, "judge pay", "board", "me: 2x Forest, Grizzly Bears, [Shroud Ward: Enchantment — Creatures you control have shroud.]", "card", "Giant Growth", "cost", "{G}"); !strings.Contains(r.Answer, "no legal target") {
		t.Errorf("shroud: %s", r.Answer)
	}
}

// CR 702.103b, 702.37c, 601.2f: a cost that is not the card's mana cost
// may be its bestow or morph cost, which casts another spell: bestowed,
// Everflame Eidolon is an Aura spell, which Planar Gate's "Creature spells
// you cast cost up to {2} less" does not lower; face down, Krumar
// Bond-Kin is colorless, which Jet Medallion's "Black spells" does not
// lower. Where an effect changes the cost or restricts the mana, the
// answer stops; where none does, mana pays either spell alike, and the
// mana cost itself is the spell cast face up.
func TestRule702_103bACostThatCastsAnotherSpell(t *testing.T) {
	for _, c := range [][]string{
		{"me: Planar Gate, Mountain", "{2}{R}", "Everflame Eidolon", "bestow"},
		{"me: Semblance Anvil (exiled Ornithopter), Mountain, Grizzly Bears", "{2}{R}", "Everflame Eidolon", "bestow"},
		{"me: Beastcaller Savant, 2x Mountain", "{2}{R}", "Everflame Eidolon", "bestow"},
		{"me: Jet Medallion, 2x Swamp", "{3}", "Krumar Bond-Kin", "morph"},
		// Thalia raises a noncreature spell's cost: the bestowed Aura's.
		{"me: Thalia, Guardian of Thraben, 6x Forest", "{5}{G}", "Nylea's Emissary", "bestow"},
	} {
		r := ask(t, "judge pay", "board", c[0], "cost", c[1], "card", c[2])
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "has "+c[3]+": cast for that cost it is") {
			t.Errorf("%s: %q", c[0], r.Answer)
		}
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: 3x Mountain, Grizzly Bears", "cost", "{2}{R}", "card", "Everflame Eidolon"), true)
	// Bestowed, it targets a creature (CR 303.4a, 601.2c): with only one
	// that may not be a target, it may not be cast so; with none, and no
	// text that speaks of creatures, it can't.
	for _, board := range []string{"me: 3x Mountain", "me: Semblance Anvil (exiled Ornithopter), Mountain"} {
		r := ask(t, "judge pay", "board", board, "cost", "{2}{R}", "card", "Everflame Eidolon")
		wantPayable(t, r, false)
		if !strings.Contains(r.Answer, "bestowed it targets a creature, and there is none") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	for _, board := range []string{"me: 3x Mountain, Slippery Bogle", "me: 3x Mountain, Grizzly Bears, Dense Foliage", "me: 3x Mountain, Mutavault"} {
		r := ask(t, "judge pay", "board", board, "cost", "{2}{R}", "card", "Everflame Eidolon")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "targets a creature") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Planar Gate, Mountain", "cost", "{1}{R}", "card", "Everflame Eidolon"), true)
	// Bestowed it is an Aura spell, and face down a creature spell: each
	// is cast only in its caster's main phase (CR 117.1a, 303.1, 302.1).
	for _, c := range [][]string{
		{"me: 3x Mountain, Grizzly Bears; turn: opp", "{2}{R}", "Everflame Eidolon", "an Aura spell is cast only in its caster's main phase, and it is Opp's turn"},
		{"me: 3x Swamp; turn: me; step: combat", "{3}", "Krumar Bond-Kin", "face down it is cast only in its caster's main phase."},
	} {
		r := ask(t, "judge pay", "board", c[0], "cost", c[1], "card", c[2], "player", "me")
		wantPayable(t, r, false)
		if !strings.Contains(r.Answer, c[3]) {
			t.Errorf("%s: %q", c[0], r.Answer)
		}
	}
	// Exalted Angel's morph cost {2}{W}{W} turns it face up, a special
	// action (CR 702.37e, 116.2b): Heartless Summoning's reduction of
	// creature spells doesn't apply.
	r := ask(t, "judge pay", "board", "me: 3x Plains, Heartless Summoning", "cost", "{2}{W}{W}", "card", "Exalted Angel")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "paid to turn it face up") {
		t.Errorf("Exalted Angel's morph cost: %q", r.Answer)
	}
	// With nothing that changes costs or restricts mana, the morph cost is
	// paid like any other, on any player's turn: turning a card face up
	// is no spell cast, and its own alternative costs don't matter.
	r = ask(t, "judge pay", "board", "me: 4x Plains; turn: opp", "cost", "{2}{W}{W}", "card", "Exalted Angel", "player", "me")
	wantPayable(t, r, true)
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "paid to turn it face up: a special action") {
		t.Errorf("Exalted Angel's morph cost on an opponent's turn: %v", stepTexts(r))
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: 3x Plains", "cost", "{2}{W}{W}", "card", "Exalted Angel"), false)
	// Thalia taxes noncreature spells, and turning a card face up is no
	// spell: the morph cost is paid as it is, on an opponent's turn too.
	wantPayable(t, ask(t, "judge pay", "board", "me: 4x Plains; opp: Thalia, Guardian of Thraben; turn: opp; step: combat", "cost", "{2}{W}{W}", "card", "Exalted Angel", "player", "me"), true)
	// Whetwheel's "Morph {3}" is paid to turn it face up on any turn, as
	// well as to cast it face down.
	wantPayable(t, ask(t, "judge pay", "board", "me: 3x Mountain; turn: opp", "cost", "{3}", "card", "Whetwheel", "player", "me"), true)
	// Zombie Cutthroat's "Morph—Pay 5 life" is no mana: {2}{W} is none
	// of its costs, and casting it waits for a main phase.
	r = ask(t, "judge pay", "board", "me: 5x Plains; turn: opp; step: end", "cost", "{2}{W}", "card", "Zombie Cutthroat", "player", "me")
	wantPayable(t, r, false)
	if strings.Contains(strings.Join(stepTexts(r), "\n"), "turn it face up: a special action") {
		t.Errorf("Zombie Cutthroat: %v", stepTexts(r))
	}
	// A cost that is neither its mana cost nor the keyword's ({3} face
	// down) is the face-up card's with more added.
	r = ask(t, "judge pay", "board", "me: Jet Medallion, 6x Swamp", "cost", "{4}{B}{B}", "card", "Krumar Bond-Kin")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "morph") {
		t.Errorf("Krumar Bond-Kin at {4}{B}{B}: %q", r.Answer)
	}
	// A rider on what the mana does once spent restricts nothing, and a
	// tapped restricted source makes no mana now.
	wantPayable(t, ask(t, "judge pay", "board", "me: Hall of the Bandit Lord, 6x Forest, Grizzly Bears, life 20", "cost", "{5}{G}", "card", "Nylea's Emissary"), true)
	wantPayable(t, ask(t, "judge pay", "board", "me: Ancient Ziggurat (tapped), 6x Forest, Grizzly Bears", "cost", "{5}{G}", "card", "Nylea's Emissary"), true)
}
