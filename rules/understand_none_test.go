package rules

import (
	"strings"
	"testing"
)

// CR 502.3: what keeps permanents from untapping acts in the untap step,
// which no question contains; the board says which are tapped.
// Claustrophobia's tapped Llanowar Elves makes nothing, and Meekstone and
// Magnetic Mountain change no answer.
func TestRule502_3UntapStepEffectsBearOnNoQuestion(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: Forest, Llanowar Elves (tapped), Claustrophobia (on Llanowar Elves)", 1},
		{"me: Forest, Llanowar Elves, Claustrophobia (on Llanowar Elves)", 2},
		{"me: Forest, Llanowar Elves; opp: Meekstone", 2},
		{"me: Forest, Llanowar Elves; opp: Magnetic Mountain", 2},
	} {
		if got := mostMana(t, c.board); got != c.want {
			t.Errorf("%s: most mana %d, want %d", c.board, got, c.want)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Meekstone")
	wantUnderstood(t, r, true)
}

// CR 402.3 and 100.2a: a hand played revealed (Telepathy) and a deck's
// number of copies (Relentless Rats) change no count, mana or trigger.
func TestRule402_3RevealedHandsAndDeckRulesBearOnNoQuestion(t *testing.T) {
	for _, board := range []string{"me: Forest, Telepathy", "me: Forest, Relentless Rats"} {
		if got := mostMana(t, board); got != 1 {
			t.Errorf("%s: most mana %d, want 1", board, got)
		}
		wantUnderstood(t, ask(t, "judge upkeep", "board", board+", Ghirapur Orrery, hand 0"), true)
	}
}

// CR 101.2: "Creature spells can't be countered." (Gaea's Herald) keeps
// a trigger like Chalice of the Void's from countering a creature spell;
// only the enters question reads it (spellsUncounterable), and no other
// question is changed by it.
func TestRule101_2SpellsCantBeCounteredBearOnlyWhereCountered(t *testing.T) {
	if got := mostMana(t, "me: Forest, Gaea's Herald"); got != 1 {
		t.Errorf("most mana %d, want 1", got)
	}
	r := ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: Gaea's Herald")
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("Endless One beside Gaea's Herald: %q", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Endless One", "x", "1", "board", "me: Gaea's Herald; opp: Chalice of the Void (1 charge)")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 1 || strings.Contains(r.Answer, "countered") {
		t.Errorf("Endless One beside Gaea's Herald and Chalice of the Void: %q", r.Answer)
	}
}

// CR 101.2: Gaea's Herald's "Creature spells can't be countered." applies
// to every player's creature spells: Chalice of the Void's trigger does
// nothing to Hangarback Walker cast with X = 0, which enters with no
// counters and dies; a noncreature spell (Chalice of the Void with X = 1)
// is still countered.
func TestRule101_2CreatureSpellsCantBeCounteredBesideChalice(t *testing.T) {
	for _, board := range []string{
		"me: Gaea's Herald; opp: Chalice of the Void (0 charge)",
		"opp: Gaea's Herald, Chalice of the Void (0 charge)",
	} {
		r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "0", "board", board)
		wantUnderstood(t, r, true)
		if strings.Contains(r.Answer, "is countered") || !strings.Contains(r.Answer, "dies") {
			t.Errorf("%s: answer %q, want Hangarback Walker entering and dying", board, r.Answer)
		}
	}
	r := ask(t, "judge enters", "card", "Chalice of the Void", "x", "1", "board", "me: Gaea's Herald; opp: Chalice of the Void (2 charge)")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "is countered") {
		t.Errorf("answer %q, want Chalice of the Void countered", r.Answer)
	}
}
