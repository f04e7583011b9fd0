package rules

import (
	"strings"
	"testing"
)

const wheelText = "[Test Wheel: Enchantment — Whenever a player draws a card, that player discards a card.]"

// CR 603.3: a triggered ability is put on the stack "the next time a
// player would receive priority", and 603.4: Ghirapur Orrery's
// intervening "if" is checked again as it resolves. With a draw-triggered
// discard, the cards the first Orrery trigger draws are discarded before
// the second resolves, so the second sees an empty hand and draws three
// more.
func TestRule603_3DrawTriggeredDiscardBetweenOrreryTriggers(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: 2x Ghirapur Orrery, hand 0, "+wheelText)
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=6")
	if len(r.Outcomes) != 1 || r.Outcomes[0].Hand["me"] != 0 {
		t.Errorf("outcomes %+v: want one, with an empty hand", r.Outcomes)
	}
	wantRules(t, r, "121.2", "603.3", "603.4")
	// Without the discards the second trigger sees three cards.
	r = ask(t, "judge upkeep", "board", "me: 2x Ghirapur Orrery, hand 0")
	wantDraws(t, r, []string{"me"}, "me=3")
	// "Whenever an opponent draws a card": my own draws don't trigger it.
	r = ask(t, "judge upkeep", "board", "me: 2x Ghirapur Orrery, hand 0; opp: [Test Pit: Enchantment — Whenever you draw a card, discard a card.]")
	wantDraws(t, r, []string{"me"}, "me=3")
}

// A trigger between the Orrery triggers that the engine does not
// understand stops the answer (CR 603.3: it would resolve before the next
// Orrery trigger).
func TestRule603_3NotUnderstoodDrawTriggerIsRefused(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: 2x Ghirapur Orrery, hand 0, [Test Odd: Enchantment — Whenever a player draws a card, that player puts a card from their hand on top of their library.]")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Test Odd") {
		t.Errorf("answer %q: want the text named", r.Answer)
	}
	// A life-gain trigger bears when an upkeep trigger gains life; with
	// none on the board no player gains life, and it cannot bear.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, [Test Odd: Enchantment — Whenever a player gains life, that player draws a card.], [Test Spring: Enchantment — At the beginning of your upkeep, you gain 1 life.]")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, [Test Odd: Enchantment — Whenever a player gains life, that player draws a card.]")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, [Test Odd: Enchantment — Players can't draw more than two cards each turn.]")
	wantUnderstood(t, r, false)
	// Text that can't bear on the upkeep is classified, not refused: a
	// dies trigger, a draw-step trigger, cast triggers.
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Hangarback Walker (1 +1/+1), Sylvan Library, Zendikar Resurgent, Unbound Flourishing")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
}

// CR 503.1a: "Any abilities that trigger during the untap step and any
// abilities that triggered at the beginning of the upkeep are put onto the
// stack before the active player gets priority". Simple upkeep triggers
// written inline are answered.
func TestRule503_1aSimpleUpkeepTriggers(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: [Test Sage: Creature — Human 1/1 — At the beginning of your upkeep, draw a card.], hand 2")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=1")
	r = ask(t, "judge upkeep", "board", "me: [Test Feast: Enchantment — At the beginning of your upkeep, each player draws a card.], hand 2; opp: hand 3")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me", "opp"}, "me=1,opp=1")
	if !strings.Contains(r.Answer, "Opp draws one card") {
		t.Errorf("answer %q: want opp's draw", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: [Test Toll: Enchantment — At the beginning of your upkeep, you lose 1 life.], life 20")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "you lose 1 life") {
		t.Errorf("outcomes %+v", r.Outcomes)
	}
	// Order matters with the Orrery: drawing first turns it off (603.4).
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, [Test Sage: Creature — Human 1/1 — At the beginning of your upkeep, draw a card.]")
	wantDraws(t, r, []string{"me"}, "me=1", "me=4")
	// Each player's upkeep, that player discards at random: the hand is
	// empty after it, but the Orrery checked it as the upkeep began and
	// did not trigger (603.4).
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 1; opp: [Test Pit: Enchantment — At the beginning of each player's upkeep, that player discards a card at random.]")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=0")
	if len(r.Outcomes) != 1 || r.Outcomes[0].Hand["me"] != 0 {
		t.Errorf("outcomes %+v: want an empty hand", r.Outcomes)
	}
	// Text it cannot read exactly is refused.
	r = ask(t, "judge upkeep", "board", "me: [Test Odd: Enchantment — At the beginning of your upkeep, draw a card for each Elf you control.], hand 0")
	wantUnderstood(t, r, false)
}

// upkeepActions reads exactly the clauses it knows and nothing else.
func TestUpkeepActionsReadsExactly(t *testing.T) {
	ok := []string{"draw a card.", "you draw two cards.", "each player draws a card.", "you lose 1 life.", "that player discards a card at random.", "this deals 2 damage to that player.", "you draw a card and you lose 1 life.", "each opponent loses 2 life and you gain 2 life."}
	for _, s := range ok {
		if _, read := upkeepActions(s); !read {
			t.Errorf("%q not read", s)
		}
	}
	bad := []string{"draw a card", "draw a card for each Elf you control.", "you draw a card unless you pay {1}.", "target player draws a card.", "you lose life equal to its mana value.", "you gain X life.", "draw a card at random.", "you lose 1 card.", "this deals 1001 damage to that player.", "you draw 1001 cards."}
	for _, s := range bad {
		if _, read := upkeepActions(s); read {
			t.Errorf("%q read, want refused", s)
		}
	}
}

// FuzzUpkeepActions: the reader of upkeep effects never panics, and what
// it reads is a known verb, a known subject and a bounded count.
func FuzzUpkeepActions(f *testing.F) {
	for _, s := range []string{"draw a card.", "each opponent loses 2 life and you gain 2 life.", "this deals 2 damage to that player.", "that player discards a card at random.", "you draw a card, then discard a card."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		acts, ok := upkeepActions(s)
		if !ok {
			return
		}
		for _, a := range acts {
			switch a.verb {
			case "draw", "discard", "lose", "gain", "create":
			default:
				t.Fatalf("%q: verb %q", s, a.verb)
			}
			switch a.who {
			case "you", "that player", "each player", "each opponent":
			default:
				t.Fatalf("%q: subject %q", s, a.who)
			}
			if a.n < 0 || a.n > maxUpkeepCount {
				t.Fatalf("%q: count %d", s, a.n)
			}
		}
	})
}
