package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 704.5s, 714.2d, 714.4: a Saga with at least as many lore counters as
// its final chapter number is sacrificed by a state-based action, unless
// one of its chapter abilities waits on the stack, which a board does not
// hold. Its chapter abilities were text no template matched, and every
// board with a Saga was refused: they are now triggered abilities that
// trigger only when lore counters are put on it (714.2b). Serra's Sanctum
// counts the enchantments left: Fall of the Thran at 3 lore counters is
// gone, at 2 or 1 it stays.
func TestRule704_5sSagaAtItsFinalChapterIsSacrificed(t *testing.T) {
	for _, c := range []struct {
		lore string
		want int
		gone bool
	}{
		{" (3 lore)", 3, true},
		{" (2 lore)", 4, false},
		{"", 4, false},
	} {
		board := "me: Serra's Sanctum, Fall of the Thran" + c.lore + ", Utopia Sprawl (on Forest, chose white), Forest"
		r := wantMost(t, board, c.want, nil)
		if gone := slices.Contains(r.Rules, "704.5s"); gone != c.gone {
			t.Errorf("%s: rules %v, want 704.5s cited %v", board, r.Rules, c.gone)
		}
	}
	// A Forest beside a Saga is tapped for mana, where it was refused.
	r := ask(t, "judge tap", "board", "me: Forest, The Eldest Reborn (1 lore)", "card", "Forest")
	wantUnderstood(t, r, true)
	// What triggers on a permanent being sacrificed may trigger: the
	// land plays, which such a trigger resolves before, are refused.
	r = ask(t, "judge lands", "board", "me: Fall of the Thran (3 lore), Mayhem Devil")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Mayhem Devil") {
		t.Errorf("answer %q: want Mayhem Devil's trigger named", r.Answer)
	}
}

// CR 714.2b, 611.2a: a chapter ability whose number is at most the Saga's
// lore counters has triggered and resolved, the board holding no stack;
// what it did may still apply where it lasts (Song of Freyalise's "until
// your next turn" makes creatures able to tap for mana) or changes what an
// object is, and the board does not show it: the answer stops. A chapter
// done once it resolves (History of Benalia's tokens, Fall of the Thran's
// lands) left only what the board shows. Song of Freyalise at 1 lore
// counter was answered as if Grizzly Bears had no mana ability.
func TestRule714_2bResolvedChapterThatLastsStops(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: Song of Freyalise (1 lore), Grizzly Bears, Forest", false},
		{"me: Song of Freyalise, Grizzly Bears, Forest", true},
		{"me: History of Benalia (2 lore), Forest", true},
		{"me: History of Benalia (3 lore), Forest", false},
		{"me: Phyrexian Scriptures (1 lore), Forest", false},
		{"me: Fall of the Thran (2 lore), Forest", true},
		{"me: Chainer's Torment (2 lore), Forest", true},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, c.understood)
		if !c.understood && !strings.Contains(r.Answer, "714.2b") {
			t.Errorf("%s: answer %q, want the resolved chapter named (CR 714.2b)", c.board, r.Answer)
		}
	}
}

// CR 714.3a, 614.1c, 122.6: a Saga enters with a lore counter, an
// intrinsic replacement effect, and Doubling Season doubles it; the
// enters answer counted none (its chapter abilities refused it first).
func TestRule714_3aSagaEntersWithALoreCounter(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"", 1},
		{"me: Doubling Season", 2},
		{"me: Hardened Scales", 1},
	} {
		kv := []string{"card", "History of Benalia"}
		if c.board != "" {
			kv = append(kv, "board", c.board)
		}
		r := ask(t, "judge enters", kv...)
		wantUnderstood(t, r, true)
		if r.Counters["lore"] != c.want {
			t.Errorf("%s: counters %v, want %d lore", c.board, r.Counters, c.want)
		}
		wantRules(t, r, "714.3a")
	}
}
