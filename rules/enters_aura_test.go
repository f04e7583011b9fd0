package rules

import (
	"strings"
	"testing"
)

// CR 303.4a, 115.1b, 601.2c: an Aura spell targets what its enchant
// ability names, so with no such permanent on the board, or only ones
// that shroud, hexproof or protection bar, it can't be cast and never
// enters. Utopia Sprawl beside only an Island, Wild Growth beside only a
// creature and Pacifism beside an opponent's hexproof creature were said
// to enter. With no board given the question is about the card alone.
func TestCR303_4aAuraSpellNeedsSomethingToTarget(t *testing.T) {
	for _, c := range []struct{ card, board, want string }{
		{"Utopia Sprawl", "me: Island", "Utopia Sprawl can't be cast"},
		{"Wild Growth", "me: Llanowar Elves", "Wild Growth can't be cast"},
		{"Pacifism", "me: Forest", "Pacifism can't be cast"},
		{"Pacifism", "me: Forest; opp: Troll Ascetic", "Troll Ascetic has hexproof"},
		{"Cartouche of Solidarity", "me: Forest; opp: Llanowar Elves", "Cartouche of Solidarity can't be cast"},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.want) || !strings.Contains(r.Answer, "never enters") {
			t.Errorf("%s on %q: %q, want %q and that it never enters", c.card, c.board, r.Answer, c.want)
		}
		wantRules(t, r, "303.4a", "115.1b")
	}
	for _, c := range []struct{ card, board string }{
		{"Utopia Sprawl", ""},
		{"Utopia Sprawl", "me: Island; opp: Forest"},
		{"Pacifism", "me: Forest; opp: Tel-Jilad Chosen"},
		{"Pacifism", "me: Troll Ascetic"},
		{"Curse of the Pierced Heart", "me: Forest"},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "enters with no counters") {
			t.Errorf("%s on %q: %q, want it to enter", c.card, c.board, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Animate Dead", "board", "me: Forest"), false)
}

// CR 303.4f, 303.4g: an Aura put onto the battlefield without being cast
// does not target; its controller chooses a legal object as it enters,
// and with none it stays where it was. Hexproof does not stop it.
func TestCR303_4gAuraWithNothingToEnchantStaysWhereItWas(t *testing.T) {
	r := ask(t, "judge enters", "card", "Utopia Sprawl", "board", "me: Island", "cast", "false")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "never enters") {
		t.Errorf("answer %q, want that it never enters", r.Answer)
	}
	wantRules(t, r, "303.4f", "303.4g")
	r = ask(t, "judge enters", "card", "Pacifism", "board", "opp: Troll Ascetic", "cast", "false")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "enters with no counters") {
		t.Errorf("answer %q, want it to enter", r.Answer)
	}
}

// CR 303.4a, 115.1b: cast, an Aura spell targets what it enchants, so
// text the engine does not read for a spell's targets (Gaea's Revenge,
// Dense Foliage, Bartel Runeaxe's "can't be the target of Aura spells",
// its ruling of 2004-10-04) stops the answer, as pay's does; put onto the
// battlefield, it targets nothing (303.4f).
func TestCR303_4aAuraSpellTargetTextUnread(t *testing.T) {
	for _, c := range []struct {
		card, board string
		cast        bool
		understood  bool
	}{
		{"Pacifism", "opp: Gaea's Revenge", true, false},
		{"Rancor", "me: Grizzly Bears, Dense Foliage", true, false},
		{"Pacifism", "opp: Bartel Runeaxe", true, false},
		{"Pacifism", "opp: Gaea's Revenge", false, true},
		{"Rancor", "me: Grizzly Bears", true, true},
	} {
		kv := []string{"board", c.board, "card", c.card, "x", "0"}
		if !c.cast {
			kv = append(kv, "cast", "false")
		}
		r := ask(t, "judge enters", kv...)
		if r.Understood != c.understood {
			t.Errorf("%s on %s (cast %v): understood %v, want %v: %s", c.card, c.board, c.cast, r.Understood, c.understood, r.Answer)
		}
	}
}
