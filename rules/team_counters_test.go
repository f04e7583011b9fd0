package rules

import "testing"

// CR 614.1a, 122.6, 810.2: "If one or more counters would be put on a
// permanent your team controls, that many plus one of each of those kinds
// of counters are put on that permanent instead" (Pir, Imaginative
// Rascal) is read like Hardened Scales for every kind of counter, so
// Chalice of the Void cast with X = 1 enters with two charge counters and
// Hangarback Walker with X = 2 with three +1/+1 counters, where the
// answer was refused; in Two-Headed Giant a teammate's Pir applies too,
// and a teammate's Hardened Scales ("you control") does not.
func TestCR614_1aTeamCountersReplacement(t *testing.T) {
	for _, c := range []struct {
		card, x, board, kind string
		n                    int
	}{
		{"Chalice of the Void", "1", "me: Pir, Imaginative Rascal", "charge", 2},
		{"Hangarback Walker", "2", "me: Pir, Imaginative Rascal", "+1/+1", 3},
		{"Hangarback Walker", "2", "opp: Pir, Imaginative Rascal", "+1/+1", 2},
		{"Hangarback Walker", "2", "format: 2hg; teams: me+ally vs opp+opp2; ally: Pir, Imaginative Rascal", "+1/+1", 3},
		{"Hangarback Walker", "2", "format: 2hg; teams: me+ally vs opp+opp2; ally: Hardened Scales", "+1/+1", 2},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", c.x, "board", c.board)
		wantUnderstood(t, r, true)
		if r.Counters[c.kind] != c.n {
			t.Errorf("%s beside %s: counters %v, want %d %s", c.card, c.board, r.Counters, c.n, c.kind)
		}
	}
}

// CR 614.1a, 616.1: a counters replacement effect that names no
// controller ("If one or more +1/+1 counters would be put on a creature,
// twice that many +1/+1 counters are put on that creature instead.",
// Primal Vigor) applies to every player's creatures, an opponent's Primal
// Vigor doubling the counters Hangarback Walker enters with, in the order
// its controller chooses beside their own Hardened Scales, where the
// answer was refused; its tokens half changes no answer without tokens.
func TestCR614_1aCountersReplacementOfEveryPlayer(t *testing.T) {
	r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "2", "board", "opp: Primal Vigor")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 4 {
		t.Errorf("counters %v, want 4 +1/+1", r.Counters)
	}
	r = ask(t, "judge enters", "card", "Chalice of the Void", "x", "2", "board", "opp: Primal Vigor")
	if r.Counters["charge"] != 2 {
		t.Errorf("Chalice: counters %v, want 2 charge", r.Counters)
	}
	r = ask(t, "judge enters", "card", "Hangarback Walker", "x", "1", "board", "opp: Primal Vigor; me: Hardened Scales")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 {
		t.Errorf("outcomes %+v, want 3 or 4 +1/+1 counters by the order chosen", r.Outcomes)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Primal Vigor", "card", "Forest"), "{G}")
}
