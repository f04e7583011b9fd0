package rules

import (
	"strings"
	"testing"
)

// CR 614.1a, 120.3a; Worship's rulings of 2004-10-04: "It reduces your
// life total to 1, not the damage to 1", and "Worship does not prevent
// loss of life". Beside a creature its controller controls, Ancient
// Tomb's, City of Brass's and a painland's damage at 1 life leave the
// player in the game, where without Worship pay says they lose; life paid
// for Mana Confluence still ends the game.
func TestRule614_1aWorshipKeepsPayerAtOneLife(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: Worship, Llanowar Elves, Ancient Tomb, life 1", "{2}"},
		{"me: Worship, Llanowar Elves, City of Brass, life 1", "{U}"},
		{"me: Worship, Llanowar Elves, Adarkar Wastes, life 1", "{U}"},
		{"me: Worship, Llanowar Elves, Ancient Tomb, Mana Confluence, life 2", "{2}{U}"},
		{"me: Ali from Cairo, Ancient Tomb, City of Brass, life 2", "{2}{R}"},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, true)
		if strings.Contains(r.Answer, "lose") {
			t.Errorf("%s: answer %q says the player loses", c.board, r.Answer)
		}
		wantRules(t, r, "614.1a")
		without := pay(t, strings.NewReplacer("Worship, ", "", "Ali from Cairo, ", "").Replace(c.board), c.cost)
		if !strings.Contains(without.Answer, "lose") {
			t.Errorf("%s without the floor: answer %q does not say the player loses", c.board, without.Answer)
		}
	}
	// At 3 life the Confluence's life is paid before the Tomb's damage,
	// as the way lists it: the other order would end the game.
	r := pay(t, "me: Worship, Llanowar Elves, Ancient Tomb, Mana Confluence, life 3", "{2}{U}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 || r.Payments[0].Sources[0].Card != "Mana Confluence" {
		t.Errorf("ways %+v, want Mana Confluence first", r.Payments)
	}
	r = pay(t, "me: Worship, Llanowar Elves, Mana Confluence, life 1", "{U}")
	wantPayable(t, r, true)
	if !strings.Contains(r.Answer, "you lose the game") {
		t.Errorf("life paid: answer %q does not say the player loses", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Worship, Llanowar Elves, City of Brass, Ancient Tomb, life 1")
	if r.MaxMana == nil || *r.MaxMana != 4 || strings.Contains(r.Answer, "lose") {
		t.Errorf("max mana %v, answer %q; want 4, no loss", r.MaxMana, r.Answer)
	}
	// Another player's Worship keeps only its controller's life.
	r = pay(t, "opp: Worship, Llanowar Elves; me: Ancient Tomb, life 1", "{2}")
	if !strings.Contains(r.Answer, "lose") {
		t.Errorf("an opponent's Worship: answer %q does not say the player loses", r.Answer)
	}
}

// Worship applies only while its controller controls a creature; where
// one may leave the battlefield as mana is made (a sacrifice outlet), an
// untap is checked with state-based actions, or a way pays all the life
// there is and deals damage too, what it does is not worked out, and the
// answer says so.
func TestRule614_1aWorshipRefusedWhereNotWorkedOut(t *testing.T) {
	for _, c := range []struct{ board, cost, why string }{
		{"me: Worship, Ancient Tomb, life 1", "{2}", "you control none now"},
		{"me: Worship, Llanowar Elves, Ashnod's Altar, Ancient Tomb, life 1", "{2}", "Worship"},
		{"me: Worship, Llanowar Elves, Llanowar Wastes, Deserted Temple, Forest, life 1", "{B}{B}", "untaps a permanent"},
		{"me: Worship, Llanowar Elves, Ancient Tomb, Mana Confluence, life 1", "{2}{U}", "pays 1 life of the 1 there is"},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, false)
		if r.Payable != nil || len(r.Payments) > 0 {
			t.Errorf("%s: a refusal gives payable %v and %d ways", c.board, r.Payable, len(r.Payments))
		}
		if !strings.Contains(r.Answer, c.why) {
			t.Errorf("%s: answer %q does not say %q", c.board, r.Answer, c.why)
		}
	}
	// Without damage, Worship bears on nothing.
	r := pay(t, "me: Worship, Forest, life 5", "{G}")
	wantPayable(t, r, true)
}
