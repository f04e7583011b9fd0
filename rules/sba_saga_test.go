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
// counts the enchantments left: History of Benalia at 3 lore counters is
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
		board := "me: Serra's Sanctum, History of Benalia" + c.lore + ", Utopia Sprawl (on Forest, chose white), Forest"
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
	r = ask(t, "judge lands", "board", "me: History of Benalia (3 lore), Mayhem Devil")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Mayhem Devil") {
		t.Errorf("answer %q: want Mayhem Devil's trigger named", r.Answer)
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
