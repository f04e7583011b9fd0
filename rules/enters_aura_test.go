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

// CR 704.5f, 704.5m, 603.3 and 400.7: an Aura that gives the creature it
// enters attached to -2/-2 kills a 2/2, and is then attached to nothing,
// both by state-based actions before Amulet of Vigor's trigger is put on
// the stack: it is put into its owner's graveyard and the Amulet untaps
// nothing. Where some creature it may go on survives (Craw Wurm), it
// untaps it only if it stays; where every one does, it stays and untaps.
func TestRule704_5mAuraThatKillsItsCreature(t *testing.T) {
	r := ask(t, "judge enters", "card", "Dead Weight", "board", "me: Amulet of Vigor, Orb of Dreams; opp: Grizzly Bears")
	wantUnderstood(t, r, true)
	wantRules(t, r, "704.5f", "704.5m")
	if !strings.Contains(r.Answer, "then is put into its owner's graveyard") || strings.Contains(r.Answer, "untaps it") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Dead Weight", "board", "me: Amulet of Vigor, Orb of Dreams; opp: Llanowar Elves, Craw Wurm")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "if it stays on the battlefield, Amulet of Vigor's ability untaps it") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Weakness", "board", "me: Amulet of Vigor, Orb of Dreams; opp: Grizzly Bears")
	if !strings.Contains(r.Answer, "It enters tapped, and Amulet of Vigor's ability untaps it.") || strings.Contains(r.Answer, "graveyard") {
		t.Errorf("Weakness on a 2/2: answer %q", r.Answer)
	}
}

// CR 704.5f, 704.5m, 303.4a: where whether the creature dies is not
// worked out (Tarmogoyf's toughness, which the board does not fix),
// Amulet of Vigor untaps the Aura only if it stays; where the state-based
// actions took every permanent of the board (Nightmare with no Swamp),
// the Aura has nothing to target, as it would beside no creature, and is
// not taken as asked with no board.
func TestRule704_5mAuraCreatureUnknownOrBoardEmptied(t *testing.T) {
	r := ask(t, "judge enters", "card", "Dead Weight", "board", "me: Tarmogoyf, Amulet of Vigor, Orb of Dreams")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "if it stays on the battlefield, Amulet of Vigor's ability untaps it") {
		t.Errorf("Tarmogoyf: answer %q", r.Answer)
	}
	for _, board := range []string{"me: Nightmare", "me: Llanowar Elves, Dead Weight (on Llanowar Elves)"} {
		r := ask(t, "judge enters", "card", "Dead Weight", "board", board)
		if !strings.HasPrefix(r.Answer, "Dead Weight can't be cast") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
}
