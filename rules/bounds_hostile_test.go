package rules

import (
	"strings"
	"testing"
)

// Every question's work is bounded: the orders of many counter-modifying
// replacement effects, whose counters make the states the search works
// out many more than the orders alone (sixteen permanents kept the
// process busy for minutes), and the dependency order of many effects that
// add card types (199 Kormus Bells took seconds, a thousand minutes) are
// refused past their bounds, with the bound said.
func TestBoundsCounterOrdersAndCardTypeEffects(t *testing.T) {
	r := ask(t, "judge enters", "card", "Endless One", "x", "7", "board", "me: 10x Doubling Season, 10x Hardened Scales, 10x Corpsejack Menace, 10x Winding Constrictor")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "more orders") {
		t.Errorf("answer %q, want the bound said", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Swamp, 199x Kormus Bell", "card", "Swamp")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "more than the 24") {
		t.Errorf("answer %q, want the bound said", r.Answer)
	}
	// Under the bounds they are answered.
	wantUnderstood(t, ask(t, "judge enters", "card", "Endless One", "x", "3", "board", "me: 2x Doubling Season, 2x Hardened Scales"), true)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Swamp, 3x Kormus Bell", "card", "Swamp"), true)
}

// A thousand creatures whose survival hangs on their toughness (Lurking
// Automaton, with no counters, is 0/0 unless a raise still applies) read
// what may raise each other's toughness once for each ability, not once
// for each pair, and the question is answered (it took over a minute);
// a hundred and fifty Darkheart Slivers, each giving every other its
// ability, count their reading of one another against the budget and are
// refused by it, with the bound said, where they took minutes; fifty are
// answered (they took seconds).
func TestBoundsManyCreaturesReadingEachOther(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, 1000x Lurking Automaton", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge mana", "board", "me: Forest, 150x Darkheart Sliver")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "100,000 states") {
		t.Errorf("answer %q, want the bound said", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, 50x Darkheart Sliver")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
}
