package rules

import (
	"strings"
	"testing"
)

// CR 614.1a, 120.3a: "Damage that would reduce your life total to less
// than 1 reduces it to 1 instead." changes what damage does to its
// controller's life total, and not life lost otherwise (Worship's rulings
// of 2004-10-04). Sulfuric Vortex's 2 damage leaves you at 1 beside
// Worship and a creature, where every board with Worship or Ali from
// Cairo was refused; Phyrexian Arena's life loss still takes you to 0.
func TestCR614_1aDamageCantReduceLifeBelowOne(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Worship, Grizzly Bears, life 2; opp: Sulfuric Vortex")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "lose the game") || len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "you lose 1 life (2 damage") {
		t.Errorf("answer %q, outcomes %+v: want you at 1 life", r.Answer, r.Outcomes)
	}
	wantRules(t, r, "614.1a", "120.3a")
	wantRuling(t, r, "Worship", "2004-10-04")
	// Life lost, not damage dealt, goes below 1.
	r = ask(t, "judge upkeep", "board", "me: Worship, Grizzly Bears, life 3, Phyrexian Arena; opp: Sulfuric Vortex")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("answer %q: the Arena's life loss after the Vortex's damage takes you to 0", r.Answer)
	}
	// Without a creature Worship does nothing.
	r = ask(t, "judge upkeep", "board", "me: Worship, life 2; opp: Sulfuric Vortex")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("answer %q: without a creature Worship does nothing", r.Answer)
	}
	// Ali from Cairo needs no creature; damage from draw triggers too.
	r = ask(t, "judge upkeep", "board", "me: Ali from Cairo, life 1, hand 0, Ghirapur Orrery; opp: Underworld Dreams")
	wantUnderstood(t, r, true)
	if strings.Contains(r.Answer, "lose the game") || len(r.Outcomes) != 1 || r.Outcomes[0].Draws["me"] != 3 {
		t.Errorf("answer %q, outcomes %+v: want three cards drawn at 1 life", r.Answer, r.Outcomes)
	}
	// Refused: no life total given, a token that may make Worship
	// apply, and a Two-Headed Giant team's shared life total.
	for _, board := range []string{
		"me: Worship, Grizzly Bears; opp: Sulfuric Vortex",
		"me: Worship, Bitterblossom, life 3; opp: Sulfuric Vortex",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ali from Cairo, life 2; opp: Sulfuric Vortex",
	} {
		r = ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
}
