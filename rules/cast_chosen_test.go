package rules

import (
	"strings"
	"testing"
)

// CR 601.3, 101.2: "A player can begin to cast a spell only if a rule or
// effect allows that player to cast it and no rule or effect prohibits
// that player from casting it." Meddling Mage's "Spells with the chosen
// name can't be cast." prohibits the card it named as it entered, written
// `(named CARD)`, and no other; with its choice not written, the answer
// stops and says how to write it. Of a split card, only the half cast is
// evaluated (709.3a): Meddling Mage naming Fire leaves Ice.
func TestRule601_3MeddlingMageProhibitsTheNamedCard(t *testing.T) {
	r := pay(t, "me: Forest, Island; opp: Meddling Mage (named Grizzly Bears)", "{1}{G}", "card", "Grizzly Bears")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "Meddling Mage named it") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRules(t, r, "601.3")
	wantPayable(t, pay(t, "me: Forest, Island; opp: Meddling Mage (named Llanowar Elves)", "{1}{G}", "card", "Grizzly Bears"), true)
	wantPayable(t, pay(t, "me: Mountain, Island; opp: Meddling Mage (named Fire)", "{1}{U}", "card", "Ice"), true)
	wantPayable(t, pay(t, "me: Mountain, Island; opp: Meddling Mage (named Fire)", "{1}{R}", "card", "Fire"), false)

	r = pay(t, "me: Forest, Island; opp: Meddling Mage", "{1}{G}", "card", "Grizzly Bears")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Meddling Mage (named Grizzly Bears)") {
		t.Errorf("answer %q: want how to write the name", r.Answer)
	}
	// Without card:, no spell is named, and the cost is paid as it is.
	wantPayable(t, pay(t, "me: Forest, Island; opp: Meddling Mage", "{1}{G}"), true)

	r = ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: Forest; opp: Meddling Mage (named Grizzly Bears)")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "never enters") {
		t.Errorf("enters: %q", r.Answer)
	}
}

// CR 601.3: Archon of Valor's Reach's "Players can't cast spells of the
// chosen type." prohibits the card type it named.
func TestRule601_3ArchonProhibitsTheNamedCardType(t *testing.T) {
	board := "me: Mountain, Island; opp: Archon of Valor's Reach (named instant)"
	wantPayable(t, pay(t, board, "{R}", "card", "Lightning Bolt"), false)
	wantPayable(t, pay(t, board, "{R}", "card", "Shock"), false)
	wantPayable(t, pay(t, "me: Mountain, Island; opp: Archon of Valor's Reach (named sorcery)", "{R}", "card", "Lightning Bolt"), true)
}

// CR 307.5, 601.3: with Teferi, Time Raveler, its controller's opponents
// cast spells only when they could cast a sorcery: in a main phase of
// their own turn, with the stack empty (the board records nothing on it).
// An instant on the opponent's turn, or in their own upkeep, can't be
// cast; in their main phase it can, and Teferi's controller is not
// restricted.
func TestRule307_5TeferiLetsOpponentsCastOnlyAtSorcerySpeed(t *testing.T) {
	r := pay(t, "me: Mountain; opp: Teferi, Time Raveler; turn: opp", "{R}", "card", "Lightning Bolt", "player", "me")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "only when a sorcery could be cast") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRules(t, r, "307.5", "601.3")
	wantPayable(t, pay(t, "me: Mountain; opp: Teferi, Time Raveler; step: upkeep", "{R}", "card", "Lightning Bolt"), false)
	wantPayable(t, pay(t, "me: Mountain; opp: Teferi, Time Raveler", "{R}", "card", "Lightning Bolt"), true)
	wantPayable(t, pay(t, "me: Mountain, Teferi, Time Raveler; turn: opp", "{R}", "card", "Lightning Bolt", "player", "me"), true)
}

// CR 601.3: Rule of Law's "Each player can't cast more than one spell each
// turn." and Ethersworn Canonist's limit on nonartifact spells prohibit
// only a second spell; the board records no spell cast this turn, as the
// contract says, so the spell asked about is the first, and a step says
// so.
func TestRule601_3OneSpellEachTurnAllowsTheFirst(t *testing.T) {
	for _, board := range []string{"me: Forest, Island, Rule of Law", "me: Forest, Island; opp: Ethersworn Canonist", "me: Forest, Island, Arcane Laboratory"} {
		r := pay(t, board, "{1}{G}", "card", "Grizzly Bears")
		wantPayable(t, r, true)
		found := false
		for _, s := range r.Steps {
			found = found || strings.Contains(s.Text, "the board records no spell cast this turn")
		}
		if !found {
			t.Errorf("%s: no step on the spells cast this turn", board)
		}
		r = ask(t, "judge enters", "card", "Grizzly Bears", "board", board)
		wantUnderstood(t, r, true)
	}
}

// CR 601.3, 105.2: Iona, Shield of Emeria's "Your opponents can't cast
// spells of the chosen color." prohibits an opponent's spell of the color
// it chose, written `(chose COLOR)`; a spell Mycosynth Lattice makes
// colorless has no color (105.2c), and Iona's controller is not
// restricted.
func TestRule601_3IonaProhibitsTheChosenColor(t *testing.T) {
	r := pay(t, "me: 2x Island; opp: Iona, Shield of Emeria (chose blue)", "{U}{U}", "card", "Counterspell")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "Iona, Shield of Emeria chose blue") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: 2x Island; opp: Iona, Shield of Emeria (chose red)", "{U}{U}", "card", "Counterspell"), true)
	wantPayable(t, pay(t, "me: 2x Island, Iona, Shield of Emeria (chose blue)", "{U}{U}", "card", "Counterspell"), true)
	wantPayable(t, pay(t, "me: 2x Island, Mycosynth Lattice; opp: Iona, Shield of Emeria (chose blue)", "{U}{U}", "card", "Counterspell"), true)
	r = pay(t, "me: 2x Island; opp: Iona, Shield of Emeria", "{U}{U}", "card", "Counterspell")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "(chose blue)") {
		t.Errorf("answer %q: want how to write the color", r.Answer)
	}
}

// CR 601.3: effects that prohibit casting spells at some times, read
// against the board's turn and step: Dragonlord Dromoka's opponents
// can't cast spells during its controller's turn, Basandra's players
// during combat, Dosan's players during another player's turn.
func TestRule601_3CastingProhibitedAtSomeTimes(t *testing.T) {
	for _, c := range []struct {
		board  string
		player string
		ok     bool
	}{
		{"me: Mountain; opp: Dragonlord Dromoka; turn: opp", "me", false},
		{"me: Mountain; opp: Dragonlord Dromoka", "", true},
		{"me: Mountain, Dragonlord Dromoka; turn: opp", "me", true},
		{"me: Mountain; opp: Basandra, Battle Seraph; step: combat", "", false},
		{"me: Mountain; opp: Basandra, Battle Seraph", "", true},
		{"me: Mountain; opp: Dosan the Falling Leaf; turn: opp", "me", false},
		{"me: Mountain, Dosan the Falling Leaf; step: upkeep", "", true},
	} {
		kv := []string{"card", "Lightning Bolt"}
		if c.player != "" {
			kv = append(kv, "player", c.player)
		}
		r := pay(t, c.board, "{R}", kv...)
		wantPayable(t, r, c.ok)
		if !c.ok {
			wantRules(t, r, "601.3")
		}
	}
}

// CR 601.3: every prohibition on the board is read, in any order: one
// that doesn't apply now (Dragonlord Dromoka on its controller's
// opponent's turn, Basandra outside combat) hides none written after it.
func TestRule601_3EveryProhibitionIsRead(t *testing.T) {
	for _, c := range []struct{ board, cost, card string }{
		{"me: 2x Tundra, 2x Taiga; opp: Dragonlord Dromoka, Meddling Mage (named Lightning Bolt)", "{R}", "Lightning Bolt"},
		{"me: 2x Tundra, 2x Taiga, Basandra, Battle Seraph; opp: Iona, Shield of Emeria (chose red)", "{R}", "Lightning Bolt"},
		{"me: 2x Tundra, 2x Taiga, Basandra, Battle Seraph, Steel Golem", "{1}{G}", "Grizzly Bears"},
		{"me: 2x Tundra, 2x Taiga, Dosan the Falling Leaf; opp: Teferi, Time Raveler; step: upkeep", "{R}", "Lightning Bolt"},
	} {
		wantPayable(t, pay(t, c.board, c.cost, "card", c.card), false)
	}
	r := ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: 2x Tundra; opp: Dragonlord Dromoka, Meddling Mage (named Grizzly Bears)")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "never enters") {
		t.Errorf("enters: %q", r.Answer)
	}
}

// CR 709.4a, 709.4d, 702.102: a fused split spell has both its halves'
// names, so a name prohibition on either half stops it (Meddling Mage's
// ruling of 2009-05-01: "both halves, if the split card has fuse").
func TestRule709_4dFusedSpellHasBothNames(t *testing.T) {
	board := "me: 2x Tundra, 2x Taiga, 2x Volcanic Island; opp: Grizzly Bears, Meddling Mage (named Burn)"
	wantPayable(t, pay(t, board, "{3}{U}{R}", "card", "Turn // Burn"), false)
	wantPayable(t, pay(t, board, "{2}{U}", "card", "Turn // Burn"), true)
}

// CR 702.37c: a card cast face down for {3} is a 2/2 creature spell with
// no name and no color, and a prohibition reads it so (Meddling Mage's
// ruling of 2009-05-01: the named card "may still be cast face down"):
// Meddling Mage naming it and Iona's color don't stop it; "You can't cast
// creature spells" does.
func TestRule702_37cFaceDownSpellHasNoNameOrColor(t *testing.T) {
	wantPayable(t, pay(t, "me: 2x Tundra, 2x Taiga; opp: Meddling Mage (named Willbender)", "{3}", "card", "Willbender"), true)
	wantPayable(t, pay(t, "me: 2x Tundra, 2x Taiga; opp: Iona, Shield of Emeria (chose white)", "{3}", "card", "Exalted Angel"), true)
	wantPayable(t, pay(t, "me: 2x Tundra, 2x Taiga, Steel Golem", "{3}", "card", "Exalted Angel"), false)
	wantPayable(t, pay(t, "me: 2x Tundra, 2x Taiga; opp: Meddling Mage (named Willbender)", "{1}{U}", "card", "Willbender"), false)
}

// CR 201.4, 201.4b: Alhammarret, High Arbiter chooses "the name of a
// nonland card", written with any number of words; a split card's name
// is one half's, not both.
func TestRule201_4ChosenCardNames(t *testing.T) {
	wantPayable(t, pay(t, "me: 2x Taiga; opp: Alhammarret, High Arbiter (named Lightning Bolt)", "{R}", "card", "Lightning Bolt"), false)
	for _, board := range []string{
		"me: 2x Taiga; opp: Alhammarret, High Arbiter (named Elf)",
		"me: 2x Taiga; opp: Meddling Mage (named Fire // Ice)",
	} {
		if _, err := ParseBoard(board); err == nil {
			t.Errorf("%s: no error", board)
		}
	}
}

// Where the board does not write a choice, the answer stops only where
// the choice could matter: a colorless spell is of no color Iona could
// choose, Archon of Valor's Reach chooses no creature, and a decisive
// prohibition stands beside an unwritten choice.
func TestRule601_3UnwrittenChoiceStopsOnlyWhereItMatters(t *testing.T) {
	wantPayable(t, pay(t, "me: 2x Taiga; opp: Iona, Shield of Emeria", "{1}", "card", "Sol Ring"), true)
	wantPayable(t, pay(t, "me: 2x Taiga; opp: Archon of Valor's Reach", "{1}{G}", "card", "Grizzly Bears"), true)
	wantUnderstood(t, pay(t, "me: 2x Taiga; opp: Archon of Valor's Reach", "{R}", "card", "Lightning Bolt"), false)
	wantPayable(t, pay(t, "me: 2x Taiga; opp: Meddling Mage, Teferi, Time Raveler; turn: opp", "{R}", "card", "Lightning Bolt", "player", "me"), false)
}

// CR 709.3a, 601.3, 117.1a: a split card cast for a cost that is neither
// half's can be cast only as a half that no effect prohibits and whose
// type lets it be cast now: Meddling Mage naming Thrash leaves Threat, a
// sorcery, which can't be cast in an opponent's upkeep.
func TestRule709_3aEachHalfIsReadWhole(t *testing.T) {
	board := "me: 2x Tundra, 2x Taiga, 2x Volcanic Island, Grizzly Bears; opp: Grizzly Bears, Meddling Mage (named Thrash); turn: opp; step: upkeep"
	wantPayable(t, pay(t, board, "{R}{G}", "card", "Thrash // Threat", "player", "me"), false)
	wantPayable(t, pay(t, "me: 2x Tundra, 2x Taiga, 2x Volcanic Island, Grizzly Bears; opp: Grizzly Bears; turn: opp; step: upkeep", "{R}{G}", "card", "Thrash // Threat", "player", "me"), true)
}

// CR 307.5, 601.2c: with Teferi, Time Raveler an opponent casts spells
// only when a sorcery could be cast, with the stack empty: an instant
// that targets a spell or ability then has no legal target (Teferi's
// ruling of 2019-05-03). A modal spell may choose another mode, a spell
// that may target a permanent instead may target one, and a permanent
// spell's own abilities target nothing as it is cast.
func TestRule307_5TeferiLeavesNoSpellToTarget(t *testing.T) {
	wantPayable(t, pay(t, "me: 2x Island; opp: Teferi, Time Raveler", "{U}{U}", "card", "Counterspell"), false)
	wantPayable(t, pay(t, "me: 2x Island; opp: Teferi, Time Raveler", "{U}", "card", "Stifle"), false)
	wantPayable(t, pay(t, "me: 2x Island, Teferi, Time Raveler", "{U}{U}", "card", "Counterspell"), true)
	wantPayable(t, pay(t, "me: 6x Island; opp: Teferi, Time Raveler", "{3}{U}", "card", "Glen Elendra Archmage"), true)
	// Commit's "target spell or nonland permanent" may be Teferi.
	wantPayable(t, pay(t, "me: 4x Island; opp: Teferi, Time Raveler", "{3}{U}", "card", "Commit"), true)
}

// CR 702.48c: a card with offering may be cast any time its caster could
// cast an instant by sacrificing a permanent of that kind: with a Snake,
// Patron of the Orochi on an opponent's turn is not refused for its type;
// with none, a creature is cast only in its caster's main phase.
func TestRule702_48cOfferingGivesInstantTiming(t *testing.T) {
	wantUnderstood(t, pay(t, "me: 7x Forest, Sakura-Tribe Elder; turn: opp", "{6}{G}{G}", "card", "Patron of the Orochi", "player", "me"), false)
	wantPayable(t, pay(t, "me: 8x Forest; turn: opp", "{6}{G}{G}", "card", "Patron of the Orochi", "player", "me"), false)
}

// CR 611.2a, 601.3: Azor, the Lawbringer's enters trigger ("each opponent
// can't cast instant or sorcery spells during that player's next turn")
// and Reflector Mage's ("… until your next turn") made a prohibition that
// may still apply, as the board does not say when they entered: a spell
// cast (pay with card:, enters) is not ruled on beside them, and a
// question that casts no spell is answered.
func TestRule611_2aEntersCastBanMayStillApply(t *testing.T) {
	for _, board := range []string{"me: 2x Mountain; opp: Azor, the Lawbringer", "me: 2x Mountain; opp: Reflector Mage"} {
		wantUnderstood(t, pay(t, board, "{R}", "card", "Lightning Bolt"), false)
		wantPayable(t, pay(t, board, "{R}"), true)
		wantMostMana(t, ask(t, "judge mana", "board", board), 2)
	}
}

// CR 204, 105.2: a colored card whose mana cost is {0} has a color
// indicator (the Pacts' rulings of 2013-06-07), which the card data
// records: where a spell's colors matter (Iona, Chill, Gloom) they are
// read; where they don't, or the card is a colorless artifact (Memnite),
// the answer stands as well.
func TestRule204ColorIndicatorOfAZeroCostSpell(t *testing.T) {
	for _, c := range []struct{ board, card, says string }{
		{"me: Island (tapped); opp: Chill", "Pact of the Titan", "({2} in all)"},
		{"me: Island (tapped); opp: Gloom", "Intervention Pact", "({3} in all)"},
		{"me: Forest; opp: Iona, Shield of Emeria (chose green)", "Summoner's Pact", "Iona, Shield of Emeria chose green"},
	} {
		r := ask(t, "judge pay", "board", c.board, "card", c.card, "cost", "{0}")
		wantUnderstood(t, r, true)
		wantPayable(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: %s", c.card, r.Answer)
		}
	}
	// Another color's prohibition leaves it be.
	r := ask(t, "judge pay", "board", "me: Forest; opp: Iona, Shield of Emeria (chose blue)", "card", "Summoner's Pact", "cost", "{0}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	for _, c := range []struct{ board, card string }{
		{"me: Island", "Pact of Negation"},
		{"me: Island; opp: Chill", "Memnite"},
	} {
		r := ask(t, "judge pay", "board", c.board, "card", c.card, "cost", "{0}")
		wantUnderstood(t, r, true)
		wantPayable(t, r, true)
	}
}
