package rules

import (
	"strings"
	"testing"
)

// CR 601.3, 101.2: a restriction on casting spells (Meddling Mage's
// "Spells with the chosen name can't be cast.", Rule of Law's "Each player
// can't cast more than one spell each turn.", Teferi, Time Raveler's "Each
// opponent can cast spells only any time they could cast a sorcery.")
// changes only whether a spell may be cast. Mana abilities are activated,
// not cast (605.3a), and no spell is cast in /judge mana, tap or upkeep:
// it bears on none of them, where it was refused as text the engine did
// not read. /judge pay and /judge enters with a spell cast read it
// (cast_chosen_test.go); one the engine does not read (Void Winnower's
// even mana values) still stops them where it may restrict the caster,
// and not beside one that restricts only another player.
func TestRule601_3CastRestrictionBearsOnlyWhereASpellIsCast(t *testing.T) {
	for _, board := range []string{
		"me: Forest, Meddling Mage",
		"me: Forest, Rule of Law",
		"me: Forest; opp: Teferi, Time Raveler",
		"me: Forest, Void Winnower",
		"me: Forest, Ethersworn Canonist",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: most mana %v, want 1 (%s)", board, r.MaxMana, r.Answer)
		}
		r = ask(t, "judge tap", "board", board, "card", "Forest")
		wantUnderstood(t, r, true)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Arcane Laboratory, hand 0")
	wantUnderstood(t, r, true)
	for _, c := range []struct{ board, card string }{
		{"me: Forest, Meddling Mage", "Llanowar Elves"},
		{"me: Forest; opp: Void Winnower", "Llanowar Elves"},
		{"me: Forest; opp: Void Winnower", ""},
	} {
		args := []string{"board", c.board, "cost", "{G}"}
		if c.card != "" {
			args = append(args, "card", c.card)
		}
		if r := ask(t, "judge pay", args...); r.Understood {
			t.Errorf("pay %s: %s", c.board, r.Answer)
		}
	}
	// Void Winnower restricts only its controller's opponents.
	r = ask(t, "judge pay", "board", "me: Forest, Void Winnower", "card", "Llanowar Elves", "cost", "{G}")
	wantPayable(t, r, true)
	if r := ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: Forest; opp: Meddling Mage"); r.Understood {
		t.Errorf("enters: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Grizzly Bears", "cast", "false", "board", "me: Forest; opp: Meddling Mage")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Grizzly Bears", "board", "me: Forest, Teferi, Time Raveler")
	wantUnderstood(t, r, true)
}

// CR 601.3, 602.5, 305.1: a restriction that names more than casting
// spells (Null Chamber's on playing lands) is not read as one on casting
// alone, and still stops the answers it may change.
func TestRule601_3CastRestrictionWithMoreIsNotReadAsOne(t *testing.T) {
	if r := ask(t, "judge lands", "board", "me: Forest, Null Chamber"); r.Understood {
		t.Errorf("Null Chamber: %s", r.Answer)
	}
}

// CR 601.3, 602.5: Grand Abolisher's "During your turn, your opponents
// can't cast spells or activate abilities of artifacts, creatures, or
// enchantments." stops, on its controller's turn, their opponents' spells
// and the abilities of their artifacts, creatures and enchantments, mana
// abilities too, and leaves their lands' abilities; on another turn it
// stops nothing.
func TestRule602_5GrandAbolisher(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Llanowar Elves; opp: Grand Abolisher; turn: opp", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal {
		t.Errorf("Elves on Opp's turn: %s", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Llanowar Elves; opp: Grand Abolisher; turn: me", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	if r.Legal == nil || !*r.Legal {
		t.Errorf("Elves on my turn: %s", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Sol Ring, Llanowar Elves; opp: Grand Abolisher; turn: opp", "player", "me")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("mana on Opp's turn: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Forest, Island; opp: Grand Abolisher; turn: opp", "cost", "{U}", "card", "Brainstorm", "player", "me")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "Grand Abolisher prohibits it, as it is Opp's turn") {
		t.Errorf("pay on Opp's turn: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Forest, Island; opp: Grand Abolisher; turn: me", "cost", "{U}", "card", "Brainstorm")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	r = ask(t, "judge enters", "board", "me: Forest; opp: Grand Abolisher; turn: opp", "card", "Grizzly Bears")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "can't be cast") {
		t.Errorf("enters on Opp's turn: %s", r.Answer)
	}
}
