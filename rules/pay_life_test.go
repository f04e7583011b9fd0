package rules

import (
	"strings"
	"testing"
)

// CR 119.4: "If a cost or effect allows a player to pay an amount of life
// greater than 0, the player may do so only if their life total is greater
// than or equal to the amount of the payment." Two Mana Confluences at 1
// life make one mana, not two: pay says why and cites the rule, and mana
// cites it where its most is held down by life.
func TestRule119_4ManaConfluenceLifeLimitIsCited(t *testing.T) {
	r := pay(t, "me: Mana Confluence, Mana Confluence, life 1", "{R}{G}")
	wantPayable(t, r, false)
	wantRules(t, r, "119.4")
	if !strings.Contains(r.Answer, "your 1 life limits Mana Confluence's mana") {
		t.Errorf("answer %q does not say the life total", r.Answer)
	}
	r = pay(t, "me: Forest; opp: Mana Confluence, Mana Confluence, life 1", "{R}{G}", "player", "opp")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "Opp's 1 life limits Mana Confluence's mana") {
		t.Errorf("answer %q does not say Opp's life total", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Mana Confluence, Mana Confluence, Mana Confluence, life 2")
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Fatalf("max mana %v, want 2 (%s)", r.MaxMana, r.Answer)
	}
	wantRules(t, r, "119.4")
	// City of Brass deals damage, it costs no life: at 1 life both tap.
	r = ask(t, "judge mana", "board", "me: City of Brass, City of Brass, life 1")
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Fatalf("max mana %v, want 2 (%s)", r.MaxMana, r.Answer)
	}
}

// CR 119.4a and 810.9a: in Two-Headed Giant, life is paid from the team's
// shared life total. Two Mana Confluences with a shared total of 2 make
// two mana, and the answer cites the Two-Headed Giant rules.
func TestRule119_4aManaConfluenceTwoHeadedGiantSharedLife(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	r := ask(t, "judge mana", "board", teams+"me: Mana Confluence, Mana Confluence, Mana Confluence, life 2")
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Fatalf("max mana %v, want 2 (%s)", r.MaxMana, r.Answer)
	}
	wantRules(t, r, "119.4a", "810.9a")
	r = pay(t, teams+"me: Mana Confluence, Mana Confluence, life 1", "{R}{G}")
	wantPayable(t, r, false)
	wantRules(t, r, "119.4a", "810.9a")
}

// CR 119.4, 605.3a: Ancient Tomb's damage as its mana ability resolves
// lowers the life total at once: at 1 life, Mana Confluence's life is paid
// before the Tomb is tapped, and the way shown lists it first, so that it
// can be followed in its order; with life to spare the order is kept.
func TestRule119_4WayPaysLifeBeforeDamage(t *testing.T) {
	for _, c := range []struct{ board, first string }{
		{"me: Ancient Tomb, Mana Confluence, life 1", "Mana Confluence"},
		{"me: Forest, Overabundance, Mana Confluence, life 1", "Mana Confluence"},
		{"me: Ancient Tomb, Mana Confluence, life 5", "Ancient Tomb"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		if len(r.Payments) == 0 || len(r.Payments[0].Sources) != 2 {
			t.Fatalf("%s: ways %+v (%s)", c.board, r.Payments, r.Answer)
		}
		if got := r.Payments[0].Sources[0].Card; got != c.first {
			t.Errorf("%s: the way starts with %s, want %s", c.board, got, c.first)
		}
	}
	r := pay(t, "me: Ancient Tomb, Mana Confluence, life 1", "{2}{W}")
	wantPayable(t, r, true)
	if len(r.Payments) == 0 || r.Payments[0].Sources[0].Card != "Mana Confluence" {
		t.Errorf("ways %+v, want Mana Confluence first", r.Payments)
	}
}

// CR 810.9a, 119.4a: in Two-Headed Giant a team has one life total; a
// board that writes its players with different ones doesn't say it, and
// tap and activate, as pay and mana do, can't rule on paying life from it.
func TestRule810_9aTeammatesWithDifferentLifeTotals(t *testing.T) {
	board := "format: 2hg; teams: me+ally vs opp+opp2; me: Spire of Industry, Sol Ring, life 1; ally: life 2; opp: Island; opp2: Island"
	for _, q := range [][]string{{"judge tap", "card", "Spire of Industry"}, {"judge activate", "card", "Spire of Industry", "ability", "2"}, {"judge mana"}} {
		r := ask(t, q[0], append([]string{"board", board}, q[1:]...)...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "different life totals") {
			t.Errorf("%s: answer %q", q[0], r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", strings.Replace(board, "life 2", "life 1", 1), "card", "Spire of Industry")
	wantUnderstood(t, r, true)
}
