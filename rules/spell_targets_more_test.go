package rules

import (
	"strings"
	"testing"
)

// CR 601.2c, 601.2d, 603.12, 303.4a, 115.1: what a spell's targets are,
// read from its text. Damage divided among any number of target attacking
// creatures needs one, and none attacks outside combat (Arrow Volley Trap's
// ruling of 2009-10-01); a reflexive trigger's target is not the spell's
// (Hypothesizzle's ruling of 2018-10-05); a delayed trigger's target named
// in the spell is (Graceful Reprieve's ruling of 2017-03-14); an Aura whose
// enchant line the engine does not read has no target where nothing of its
// kind is on the board.
func TestRule601_2cSpellTargetsReadFromTheirText(t *testing.T) {
	cases := []struct {
		board, card, cost string
		payable           bool
		understood        bool
	}{
		{"me: Mountain, Mountain, Mountain, Plains, Plains", "Arrow Volley Trap", "{3}{W}{W}", false, true},
		{"me: Mountain, Mountain, Mountain, Plains, Plains; step: combat", "Arrow Volley Trap", "{3}{W}{W}", false, false},
		{"me: Island, Island, Island, Mountain, Mountain; opp: Slippery Bogle", "Hypothesizzle", "{3}{U}{R}", true, true},
		{"me: Plains, Plains", "Graceful Reprieve", "{1}{W}", false, true},
		{"me: Plains, Plains, Grizzly Bears", "Graceful Reprieve", "{1}{W}", true, true},
		{"me: Plains, Plains, Plains, Plains", "Captured by the Consulate", "{3}{W}", false, true},
		{"me: Plains, Plains, Plains, Plains, Grizzly Bears", "Captured by the Consulate", "{3}{W}", false, false},
		{"me: Island, Island", "Runner's Bane", "{1}{U}", false, true},
	}
	for _, c := range cases {
		r := ask(t, "judge pay", "board", c.board, "card", c.card, "cost", c.cost)
		wantUnderstood(t, r, c.understood)
		if c.understood {
			wantPayable(t, r, c.payable)
		}
	}
}

// CR 613.1f: an inline card's granted ability written in single quotes,
// as a board inside board:"…" must, is read as the quoted ability.
func TestRule613_1fGrantedAbilityInSingleQuotes(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Zork: Enchantment — Lands you control have '{T}: Add {B}.'], Forest", "card", "Forest")
	wantMana(t, r, "{G}", "{B}")
	r = ask(t, "judge mana", "board", "me: [Zork: Enchantment — Lands you control have '{T}: Add {B}.'], Forest")
	wantMostMana(t, r, 1)
	// Without quotation marks the grant is not read, and every question
	// stops, tap among them: it is no ability of Zork's own.
	for _, text := range []string{"Lands you control have {T}: Add {B}.", "Each Forest has {T}: Add {B}."} {
		board := "me: [Zork: Enchantment — " + text + "], Forest"
		for _, r := range []*Ruling{ask(t, "judge tap", "board", board, "card", "Forest"), ask(t, "judge mana", "board", board)} {
			wantUnderstood(t, r, false)
			if !strings.Contains(r.Answer, "written without quotation marks") {
				t.Errorf("%s: answer %q", text, r.Answer)
			}
		}
	}
}

// CR 502.4, 514.3, 601.3, 117.1a: enters asks about a spell cast now: none
// is cast in the untap step, nor in a cleanup step without priority, flash
// or not, nor where its own condition fails (Blizzard without a snow land).
func TestRule601_3EntersReadsWhenAndWhetherItIsCast(t *testing.T) {
	for _, c := range [][3]string{
		{"Snapcaster Mage", "step: untap", "(no player gets priority in the untap step)"},
		{"Snapcaster Mage", "step: cleanup", "(no player gets priority in the cleanup step)"},
		{"Blizzard", "me: Forest", ": it says \u201cCast this spell only if you control a snow land.\u201d"},
	} {
		r := ask(t, "judge enters", "card", c[0], "board", c[1])
		if !strings.HasPrefix(r.Answer, c[0]+" can't be cast now "+strings.TrimPrefix(c[2], ": ")) && !strings.HasPrefix(r.Answer, c[0]+" can't be cast now"+c[2]) {
			t.Errorf("%s on %q: %q", c[0], c[1], r.Answer)
		}
	}
	if r := ask(t, "judge enters", "card", "Blizzard", "board", "me: Snow-Covered Forest"); !strings.HasPrefix(r.Answer, "Blizzard enters") {
		t.Errorf("with a snow land: %q", r.Answer)
	}
}

// CR 603.3b, 400.7: an opponent's entering trigger that may remove what
// entered makes Amulet of Vigor's untap hang on its staying only where it
// can remove it (2 damage to a 1/1, not to Craw Wurm) and may resolve
// first; Purphoros, which sees only its controller's creatures, and Ankh of
// Mishra, which damages a player, change nothing.
func TestRule603_3bAmuletBesideEnteringTriggers(t *testing.T) {
	for _, c := range []struct {
		card, board string
		hedged      bool
	}{
		{"Llanowar Elves", "me: Amulet of Vigor; opp: Kismet, Aether Flash", true},
		{"Craw Wurm", "me: Amulet of Vigor; opp: Kismet, Aether Flash", false},
		{"Llanowar Elves", "me: Amulet of Vigor; opp: Kismet, Purphoros, God of the Forge", false},
		{"Forest", "me: Amulet of Vigor; opp: Kismet, Ankh of Mishra", false},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		if got := strings.Contains(r.Answer, "if it stays on the battlefield"); got != c.hedged || !strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it") {
			t.Errorf("%s beside %q: %q", c.card, c.board, r.Answer)
		}
	}
}

// CR 117.3b, 104.2a, 605.3a, 508.1, 109.5: while the upkeep's triggers
// wait, any ability that may end the game another way stops the answer
// (Pestilence, Spikeshot Goblin, Door to Nothingness, Royal Assassin
// beside Blood Artist, an opponent's pinger beside Worship, Apprentice
// Sorcerer's "before attackers are declared"); Skirge Familiar's discard
// paying Mystic Remora changes a hand; and an opponent's "your turn"
// restriction names whose turn it is.
func TestRule117_3bUpkeepAbilitiesThatMayEndTheGame(t *testing.T) {
	for _, board := range []string{
		"me: life 1, hand 2, Phyrexian Arena; opp: life 1, Pestilence, Swamp",
		"me: life 1, hand 2, Phyrexian Arena, Spikeshot Goblin, Mountain; opp: life 1",
		"me: life 1, hand 2, Phyrexian Arena, Door to Nothingness, 5x Swamp",
		"me: life 1, hand 2, Phyrexian Arena, Royal Assassin, Blood Artist; opp: Grizzly Bears (tapped)",
		"me: life 1, Worship, Grizzly Bears, Phyrexian Arena; opp: Prodigal Pyromancer",
		"me: life 1, hand 2, Phyrexian Arena, Apprentice Sorcerer; opp: life 1",
		"me: hand 2, Mystic Remora, Skirge Familiar",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	r := ask(t, "judge activate", "board", "me: Grizzly Bears (tapped); opp: King's Assassin", "card", "opp's King's Assassin")
	wantLegal(t, r, false)
	if !strings.Contains(r.Answer, "and it is your turn, not Opp's") {
		t.Errorf("%q", r.Answer)
	}
}

// CR 616.1: many counter-changing effects in every order are worked out
// by state; an order the answer says is cut short after its first
// effects, so its words do not grow with the effects (the question's
// memory bound).
func TestRule616_1LongOrdersAreSaidShort(t *testing.T) {
	r := ask(t, "judge enters", "card", "Walking Ballista", "x", "1", "board", "me: 100x Hardened Scales, 99x Winding Constrictor")
	wantUnderstood(t, r, true)
	for _, o := range r.Outcomes {
		for _, c := range o.Choices {
			if len(c) > 400 {
				t.Errorf("an order of %d bytes: %.80s…", len(c), c)
			}
		}
	}
	if r.Counters["+1/+1"] != 200 {
		t.Errorf("counters %v, want 200 +1/+1", r.Counters)
	}
}

// The board notation: "named" writes a type or a card name chosen as a
// permanent entered; on one that chooses a color it is an error that says
// how to write it, and on one that chooses a player an error too.
func TestNamedOnColorOrPlayerChoosers(t *testing.T) {
	e := askErr(t, "judge tap", "board", "me: Forest, Utopia Sprawl (on Forest, named Red)", "card", "Forest")
	if e == nil || !strings.Contains(e.Message, "(chose red)") {
		t.Errorf("Utopia Sprawl named: %v", e)
	}
	e = askErr(t, "judge upkeep", "board", "me: Black Vise (named Me); opp: hand 6")
	if e == nil || !strings.Contains(e.Message, "chooses a player") {
		t.Errorf("Black Vise named: %v", e)
	}
}

// CR 115.3, 601.2c: "any other target" after a target of the same spell
// is another than that one (Bond of Passion): with both players shrouded
// and one creature, it has too few legal targets; with two creatures, or a
// player who can be a target, it may be cast.
func TestRule115_3AnyOtherTargetAfterAFirst(t *testing.T) {
	for _, c := range []struct {
		board   string
		payable bool
	}{
		{"me: 6x Mountain, Ivory Mask; opp: Ivory Mask, Grizzly Bears", false},
		{"me: 6x Mountain, Ivory Mask; opp: Ivory Mask, Grizzly Bears, Hill Giant", true},
		{"me: 6x Mountain; opp: Grizzly Bears", true},
	} {
		r := ask(t, "judge pay", "board", c.board, "card", "Bond of Passion", "cost", "{4}{R}{R}")
		wantPayable(t, r, c.payable)
		if !c.payable && !strings.Contains(r.Answer, "too few legal targets") {
			t.Errorf("%s: %q", c.board, r.Answer)
		}
	}
}
