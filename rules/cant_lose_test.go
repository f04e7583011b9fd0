package rules

import (
	"strings"
	"testing"
)

// CR 101.2, 104.3b, 704.5a: a player who can't lose the game stays in it
// at 0 or less life. Platinum Angel beside Phyrexian Arena at 1 life: the
// Arena's life loss leaves you at 0, and you play on, where it was refused
// as text the engine did not understand; with Humility the Angel has lost
// its ability, and you lose.
func TestCR104_3bPlayerWhoCantLoseStaysAtZeroLife(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, Platinum Angel, life 1")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 1 {
		t.Fatalf("outcomes %+v, want one drawing a card", r.Outcomes)
	}
	if strings.Contains(r.Answer, "you lose the game") || !strings.Contains(r.Answer, "you don't lose the game, by Platinum Angel") {
		t.Errorf("answer %q: want you staying in the game by Platinum Angel", r.Answer)
	}
	wantRules(t, r, "101.2", "104.3b")
	wantRuling(t, r, "Platinum Angel", "2009-10-01")
	// Sulfuric Vortex, an opponent's, at 2 life: the same.
	r = ask(t, "judge upkeep", "board", "me: Platinum Angel, life 2; opp: Sulfuric Vortex")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("answer %q: Platinum Angel keeps you in the game", r.Answer)
	}
	// Abyssal Persecutor keeps its controller's opponents in the game.
	r = ask(t, "judge upkeep", "board", "me: Abyssal Persecutor, Sulfuric Vortex; opp: life 1; turn: opp")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "Opp loses the game") || !strings.Contains(r.Answer, "Opp doesn't lose the game, by Abyssal Persecutor") {
		t.Errorf("answer %q: want Opp staying in the game by Abyssal Persecutor", r.Answer)
	}
	// Humility takes the Angel's ability away (613.1f).
	r = ask(t, "judge upkeep", "board", "me: Platinum Angel, Humility, life 1, Phyrexian Arena")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("answer %q: under Humility Platinum Angel has no ability, and you lose", r.Answer)
	}
}

// CR 104.3c, 704.5b, 101.2: a player who can't lose the game doesn't lose
// it for drawing from an empty library; "for having 0 or less life" spares
// that loss alone (Phyrexian Unlife's ruling of 2011-06-01).
func TestCR104_3cPlayerWhoCantLoseDrawsFromEmptyLibrary(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Phyrexian Arena, library 0, Platinum Angel")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "you lose the game") || !strings.Contains(r.Answer, "you can't lose the game, by Platinum Angel") {
		t.Errorf("answer %q: want you staying in the game by Platinum Angel", r.Answer)
	}
	wantRules(t, r, "104.3c", "704.5b")
}

// CR 704.5a, 101.2: a player with 0 or less life on the board whom an
// effect keeps in the game is not taken as having lost: Platinum Angel at
// 0 life answers the upkeep, where it was refused as a game after a player
// had lost. An ability the engine does not understand that could keep the
// player in the game is named, where the refusal said the player loses.
func TestCR704_5aZeroLifeWithEffectThatKeepsPlayerIn(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Platinum Angel, life 0, Phyrexian Arena")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 1 {
		t.Fatalf("outcomes %+v, want one drawing a card", r.Outcomes)
	}
	found := false
	for _, s := range r.Steps {
		found = found || strings.Contains(s.Text, "You have 0 life, but you don't lose the game, by Platinum Angel")
	}
	if !found {
		t.Errorf("steps %+v do not say Platinum Angel keeps you in the game", r.Steps)
	}
	// An opponent's Platinum Angel keeps only its controller in.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Arena, life 0; opp: Platinum Angel")
	wantUnderstood(t, r, false)
	// Abyssal Persecutor keeps its controller's opponent in.
	r = ask(t, "judge upkeep", "board", "me: Abyssal Persecutor, Phyrexian Arena; opp: life 0")
	wantUnderstood(t, r, true)
	// Phyrexian Unlife's other ability is not understood: refused, and
	// not as a player who lost.
	r = ask(t, "judge upkeep", "board", "me: Phyrexian Unlife, life 0; opp: Sulfuric Vortex")
	wantUnderstood(t, r, false)
	if strings.Contains(r.Answer, "so you lose the game") || !strings.Contains(r.Answer, "could keep you from losing the game") {
		t.Errorf("answer %q: want the refusal to name what could keep you in the game", r.Answer)
	}
}

// CR 810.8a: in Two-Headed Giant the team of a player who can't lose the
// game can't lose it: Ally's Platinum Angel keeps the team in at 0 life.
func TestCR810_8aTeamOfPlayerWhoCantLose(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: life 2, Seizan, Perverter of Truth; ally: Platinum Angel")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "so it loses the game") || !strings.Contains(r.Answer, "it doesn't lose the game, by Platinum Angel") {
		t.Errorf("answer %q: want the team staying in the game", r.Answer)
	}
	wantRules(t, r, "810.8a")
}

// CR 104.2b, 101.2, 614.1a: a player who can't win the game doesn't win
// when Laboratory Maniac says so, and the draw is still replaced: no card
// is drawn from the empty library and the player doesn't lose for it
// (Laboratory Maniac's ruling of 2018-12-07).
func TestCR104_2bPlayerWhoCantWinDrawsWithLaboratoryManiac(t *testing.T) {
	for _, board := range []string{
		"me: Laboratory Maniac, Phyrexian Arena, library 0; opp: Platinum Angel",
		"me: Laboratory Maniac, Abyssal Persecutor, Phyrexian Arena, library 0",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		if strings.Contains(r.Answer, "win") || strings.Contains(r.Answer, "lose the game") {
			t.Errorf("%s: answer %q: nobody wins or loses", board, r.Answer)
		}
		if len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "the draw is still replaced") {
			t.Errorf("%s: outcomes %+v", board, r.Outcomes)
		}
		wantRuling(t, r, "Laboratory Maniac", "2018-12-07")
	}
}

// CR 101.2, 704.5a: pay and mana say where the mana leaves the player at
// 0 or less life; beside Platinum Angel the player doesn't lose, so the
// most mana can be made at any time. Every pay and mana question beside
// Platinum Angel was refused; tap reads no life total.
func TestCR704_5aManaLeavingZeroLifeBesideCantLose(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: 2x Ancient Tomb, Platinum Angel, life 2")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "but you don't lose the game") || !rulingSays(r, "Platinum Angel") || rulingSays(r, "only while a cost is being paid") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: 2x Ancient Tomb, Platinum Angel, life 2", "cost", "{4}")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "but you don't lose the game") || !rulingSays(r, "the game, by Platinum Angel") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: 2x Ancient Tomb, Platinum Angel, Humility, life 2")
	if !strings.Contains(r.Answer, "you then lose the game") {
		t.Errorf("under Humility: answer %q", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest, Platinum Angel", "card", "Forest")
	wantUnderstood(t, r, true)
}

// CR 704.3, 704.5a: state-based actions are performed at once and checked
// again until none apply: Platinum Angel with toughness 0 keeps you in the
// game at the first check, and is put into the graveyard by it, so you
// lose at the next. Where no creature dies, a 0-toughness creature beside
// the Angel no longer stops the answer.
func TestCR704_3PlayerKeptInLosesOnceItsSaverLeaves(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Platinum Angel (4 -1/-1), life 0, Phyrexian Arena")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "so you lose the game when they are checked again") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Platinum Angel, Llanowar Elves (1 -1/-1), Phyrexian Arena, life 1")
	wantUnderstood(t, r, true)
}

// CR 704.5a, 101.2: a player at 0 life whom Platinum Angel keeps in the
// game is said to be kept in it by every question, not only the upkeep,
// and tapping a Forest, which lowers no life, does not "leave" them at 0
// life: tap and activate said "Activating it leaves you at 0 life:
// lowers your life total at once", and pay "Paying this way leaves you at
// 0 life", of a way that pays no life and deals no damage. Ancient Tomb's
// damage still leaves them at -2.
func TestRule704_5aKeptInGameAtZeroLifeTapLowersNoLife(t *testing.T) {
	const kept = "You have 0 life, but you don't lose the game, by Platinum Angel"
	wantKept := func(r *Ruling) {
		t.Helper()
		wantUnderstood(t, r, true)
		if len(r.Steps) == 0 || !strings.HasPrefix(r.Steps[0].Text, kept) {
			t.Errorf("%s: first step %+v, want %q", r.Question, r.Steps, kept)
		}
		wantRules(t, r, "704.5a", "101.2")
		for _, s := range r.Steps {
			if strings.Contains(s.Text, "leaves you at 0 life") {
				t.Errorf("%s: step %q: the Forest lowers no life", r.Question, s.Text)
			}
		}
		if strings.Contains(r.Answer, "leaves you at") || strings.Contains(r.Answer, "keeps you in the game at 0 life") {
			t.Errorf("%s: answer %q: the Forest lowers no life", r.Question, r.Answer)
		}
	}
	const board = "me: Platinum Angel, Forest, life 0"
	for _, q := range [][]string{
		{"judge tap", "board", board, "card", "Forest"},
		{"judge activate", "board", board, "card", "Forest"},
		{"judge could-produce", "board", board, "card", "Forest"},
		{"judge pay", "board", board, "cost", "{G}"},
		{"judge mana", "board", board},
		{"judge lands", "board", board},
	} {
		wantKept(ask(t, q[0], q[1:]...))
	}
	r := ask(t, "judge tap", "board", "me: Platinum Angel, Ancient Tomb, life 0", "card", "Ancient Tomb")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "leaves you at -2 life") {
		t.Errorf("answer %q: Ancient Tomb's damage leaves you at -2 life", r.Answer)
	}
}
