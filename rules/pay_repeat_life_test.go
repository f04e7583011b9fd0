package rules

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// CR 119.4: "If a cost or effect allows a player to pay an amount of life
// greater than 0, the player may do so only if their life total is greater
// than or equal to the amount of the payment." Treasonous Ogre's "Pay 3
// life: Add {R}." has no {T} in its cost and can be activated again and
// again (605.3a), as long as the life pays: at 7 life twice, and at 6
// life twice too, down to 0. Life runs out before the engine's bound of
// activations. Each way says the life it pays.
func TestRule119_4LifeCostRepeatedBoundedByLife(t *testing.T) {
	r := pay(t, "me: Mountain, Treasonous Ogre, life 7", "{R}{R}{R}")
	wantPayable(t, r, true)
	if got := actions(r); !slices.Equal(got, []string{"tap Mountain for {R}, pay 3 life, activate Treasonous Ogre for {R} (×2)"}) {
		t.Errorf("ways %q", got)
	}
	if r.Payments[0].Life != 6 {
		t.Errorf("life paid %d, want 6", r.Payments[0].Life)
	}
	if !strings.Contains(r.Answer, "pay 3 life") {
		t.Errorf("answer %q does not say the life paid", r.Answer)
	}
	wantRules(t, r, "119.4", "605.3a")
	r = pay(t, "me: Mountain, Treasonous Ogre, life 7", "{R}{R}{R}{R}")
	wantPayable(t, r, false)
	wantRules(t, r, "119.4")
	wantPayable(t, pay(t, "me: Mountain, Treasonous Ogre, life 6", "{R}{R}{R}"), true)
	wantPayable(t, pay(t, "me: Mountain, Treasonous Ogre, life 5", "{R}{R}{R}"), false)
	r = wantMost(t, "me: Mountain, Treasonous Ogre, life 7", 3, map[string]int{"R": 3})
	wantRules(t, r, "119.4")
	if r.Payments[0].Life != 6 {
		t.Errorf("the way to the most pays %d life, want 6", r.Payments[0].Life)
	}
	// Life shared with another source's life cost (Mana Confluence's 1)
	// and with the mana of another repeated ability (Agent of Stromgald
	// turns the Ogre's {R} into {B}).
	wantPayable(t, pay(t, "me: Mana Confluence, Treasonous Ogre, life 4", "{R}{G}"), true)
	wantPayable(t, pay(t, "me: Mana Confluence, Treasonous Ogre, life 3", "{R}{G}"), false)
	wantPayable(t, pay(t, "me: Treasonous Ogre, Agent of Stromgald, life 6", "{B}{B}"), true)
	wantPayable(t, pay(t, "me: Treasonous Ogre, Agent of Stromgald, life 5", "{B}{B}"), false)
	wantMost(t, "me: Treasonous Ogre, Agent of Stromgald, life 9", 3, map[string]int{"R": 3, "B": 3})
}

// CR 119.4 and 605.3a: Blood Celebrant's "{B}, Pay 1 life: Add one mana
// of any color." is bounded by both: at 1 life it turns one {B} into
// another color, whatever the Swamps make; at 20 life, by the Swamps'
// mana.
func TestRule119_4ManaAndLifeCostRepeated(t *testing.T) {
	wantPayable(t, pay(t, "me: 3x Swamp, Blood Celebrant, life 1", "{U}{B}"), true)
	r := pay(t, "me: 3x Swamp, Blood Celebrant, life 1", "{U}{G}")
	wantPayable(t, r, false)
	wantRules(t, r, "119.4")
	wantMost(t, "me: 3x Swamp, Blood Celebrant, life 1", 3, map[string]int{"U": 1, "B": 3})
	r = pay(t, "me: 2x Swamp, Blood Celebrant, life 20", "{U}{G}")
	wantPayable(t, r, true)
	if r.Payments[0].Life != 2 {
		t.Errorf("life paid %d, want 2", r.Payments[0].Life)
	}
	wantMost(t, "me: 2x Swamp, Blood Celebrant, life 20", 2, map[string]int{"U": 2, "G": 2, "B": 2})
}

// Where the life total would allow more activations than the engine's
// bound, the bound, not the life, stops the answer, and the engine says
// so, for pay and mana alike.
func TestRule119_4LifeCostRepeatedPastTheBound(t *testing.T) {
	for _, r := range []*Ruling{
		ask(t, "judge mana", "board", "me: Mountain, Treasonous Ogre, life 60"),
		pay(t, "me: Mountain, Treasonous Ogre, life 60", "{R}"),
	} {
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "60 life, up to 20 times, more than the 16 activations") {
			t.Errorf("answer %q does not say the bound stops it", r.Answer)
		}
	}
	// 48 life pays for 16 activations: within the bound.
	wantMost(t, "me: Mountain, Treasonous Ogre, life 48", 17, map[string]int{"R": 17})
}

// CR 119.4: where the board gives no life total, a life cost is taken to
// be payable, as for one payment (Mana Confluence). An ability whose cost
// is mana and life is then bounded by the mana, and the step says the
// life was taken to be enough; one whose cost is life alone is bounded by
// nothing the engine reads, and it says it can't rule.
func TestRule119_4RepeatedLifeCostWithoutLifeTotal(t *testing.T) {
	r := pay(t, "me: 2x Swamp, Blood Celebrant", "{U}{G}")
	wantPayable(t, r, true)
	found := false
	for _, s := range r.Steps {
		found = found || strings.Contains(s.Text, "taken to be enough")
	}
	if !found {
		t.Errorf("no step says the life is taken to be enough: %v", r.Steps)
	}
	wantMost(t, "me: 2x Swamp, Blood Celebrant", 2, map[string]int{"U": 2})
	for _, r := range []*Ruling{
		ask(t, "judge mana", "board", "me: Mountain, Treasonous Ogre"),
		pay(t, "me: Mountain, Treasonous Ogre", "{R}{R}"),
	} {
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "does not give your life total") {
			t.Errorf("answer %q", r.Answer)
		}
	}
}

// CR 119.4a and 810.9a: in Two-Headed Giant, life is paid from the team's
// shared life total, written on either player of the team; 7 life pays
// for two activations of Treasonous Ogre, and the answer cites the
// Two-Headed Giant rules. A team written with two totals is refused.
func TestRule119_4aLifeCostRepeatedTwoHeadedGiant(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	r := pay(t, teams+"me: Mountain, Treasonous Ogre; ally: life 7", "{R}{R}{R}")
	wantPayable(t, r, true)
	wantRules(t, r, "119.4a", "810.9a")
	found := false
	for _, s := range r.Steps {
		found = found || strings.Contains(s.Text, "your team's shared life total is 7")
	}
	if !found {
		t.Errorf("no step gives the shared life total: %v", r.Steps)
	}
	wantPayable(t, pay(t, teams+"me: Mountain, Treasonous Ogre; ally: life 7", "{R}{R}{R}{R}"), false)
	r = ask(t, "judge mana", "board", teams+"ally: Mountain, Treasonous Ogre; me: life 7", "player", "ally")
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("Ally's most mana %v, want 3 (%s)", r.MaxMana, r.Answer)
	}
	wantRules(t, r, "119.4a", "810.9a")
	r = pay(t, teams+"me: Mountain, Treasonous Ogre, life 7; ally: life 9", "{R}")
	wantUnderstood(t, r, false)
}

// CR 119.4 over many boards: beside m Mountains at life l, Treasonous
// Ogre makes m + l/3 red mana at most (while that is within the engine's
// bound of activations), and {R} repeated n times can be paid exactly when
// n is no more. Blood Celebrant beside s Swamps at life l turns at most
// min(s, l) of their black mana into blue.
func TestRule119_4RepeatedLifeCostsMatchTheirBound(t *testing.T) {
	for m := 0; m <= 2; m++ {
		for l := 1; l <= 3*maxRepeats; l += 2 {
			board := "me: " + strings.Repeat("Mountain, ", m) + "Treasonous Ogre, life " + strconv.Itoa(l)
			most := m + l/3
			wantMost(t, board, most, map[string]int{"R": most})
			for _, n := range []int{most, most + 1} {
				if n == 0 {
					continue
				}
				r := pay(t, board, strings.Repeat("{R}", n))
				if !r.Understood || r.Payable == nil || *r.Payable != (n <= most) {
					t.Errorf("%s: pay %d red: %s", board, n, r.Answer)
				}
			}
		}
	}
	for s := 1; s <= 3; s++ {
		for l := 1; l <= 4; l++ {
			board := "me: " + strconv.Itoa(s) + "x Swamp, Blood Celebrant, life " + strconv.Itoa(l)
			wantMost(t, board, s, map[string]int{"B": s, "U": min(s, l)})
		}
	}
}
