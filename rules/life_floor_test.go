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
	if strings.Contains(r.Answer, "lose the game") || len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "Sulfuric Vortex deals 2 damage to you, which can't reduce your life total to less than 1, by Worship: you lose 1 life") {
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

// CR 120.1, 120.2, 615.1: a prevention effect or a floor on the life total
// deals no damage; it changes only damage something else deals. On a
// board where nothing else can deal damage, tapping lands for mana deals
// none, and Worship, Ali from Cairo, Energy Field and Circle of
// Protection: Red bear on no mana question there (they were refused as
// though their own text could deal damage). Beside City of Brass, whose
// trigger deals damage, and Sulfurous Springs, whose ability does, they
// bear: pay and mana read them (life_floor_pay_test.go), tap does not.
func TestRule120_1DamageLimitsDealNoDamage(t *testing.T) {
	for _, c := range [][]string{
		{"judge mana", "board", "me: Worship, Grizzly Bears, Forest"},
		{"judge mana", "board", "me: Ali from Cairo, Forest"},
		{"judge mana", "board", "me: Energy Field, Forest"},
		{"judge pay", "board", "me: Ali from Cairo, Forest, Island", "cost", "{G}{U}"},
		{"judge tap", "board", "me: Worship, Llanowar Elves", "card", "Llanowar Elves"},
	} {
		r := ask(t, c[0], c[1:]...)
		wantUnderstood(t, r, true)
		if r.Question == "mana" && (r.MaxMana == nil || *r.MaxMana != 1) {
			t.Errorf("%v: answer %q, want one mana at most", c, r.Answer)
		}
		if r.Question == "pay" && (r.Payable == nil || !*r.Payable) {
			t.Errorf("%v: answer %q, want payable", c, r.Answer)
		}
	}
	for _, c := range [][]string{
		{"judge mana", "board", "me: Worship, Grizzly Bears, City of Brass, life 1"},
		{"judge pay", "board", "me: Ali from Cairo, Sulfurous Springs, life 1", "cost", "{B}"},
	} {
		r := ask(t, c[0], c[1:]...)
		wantUnderstood(t, r, true)
		if strings.Contains(r.Answer, "lose") || !rulingSays(r, "can't reduce your life total to less than 1") {
			t.Errorf("%v: answer %q, want no loss and a step on the floor", c, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Worship, Grizzly Bears, City of Brass, life 1", "card", "City of Brass")
	wantUnderstood(t, r, false)
}
