package rules

import (
	"strings"
	"testing"
)

// CR 107.4f: a Phyrexian symbol can be paid with one mana of its color or
// with 2 life. A way whose sources make mana for every symbol pays none
// with life: Forest and two Mountains pay {2/G}{G/P} with {R}{R} and {G},
// so at 2 life that way leaves the player where they were, where it was
// said to pay 2 life, leave {R}{R} unspent and lose the game with the
// others (CR 119.4, 704.5a).
func TestRule107_4fPhyrexianPaidWithManaWhereTheWayMakesIt(t *testing.T) {
	r := pay(t, "me: Forest, 2x Mountain, life 2", "{2/G}{G/P}")
	wantPayable(t, r, true)
	if strings.Contains(r.Answer, "Every way") {
		t.Errorf("answer %q says every way loses", r.Answer)
	}
	if len(r.Payments) != 3 {
		t.Fatalf("%d ways, want 3: %+v", len(r.Payments), r.Payments)
	}
	found := false
	for _, p := range r.Payments {
		if len(p.Sources) != 2 {
			if p.Life != 2 {
				t.Errorf("way %+v pays %d life, want 2", p, p.Life)
			}
			continue
		}
		found = true
		if p.Life != 0 || p.Spent != "{R}{R}{G}" || p.Left != "" {
			t.Errorf("way with Forest and the Mountains: life %d, spent %q, left %q; want no life, {R}{R}{G} spent, none left", p.Life, p.Spent, p.Left)
		}
	}
	if !found {
		t.Errorf("no way uses Forest and both Mountains: %+v", r.Payments)
	}
	// Two Phyrexian symbols: the way with both Forests and both
	// Mountains pays them with {G}{G} and {2/G} with {R}{R}.
	r = pay(t, "me: 2x Forest, 2x Mountain, life 20", "{2/G}{G/P}{G/P}")
	for _, p := range r.Payments {
		if p.Mana == "{R}{R}{G}{G}" && (p.Life != 0 || p.Left != "") {
			t.Errorf("way %+v pays %d life and leaves %q, want none", p, p.Life, p.Left)
		}
	}
}

// CR 107.4f, 616.1: a Phyrexian symbol paid with life or with mana are
// two kinds of way, searched one after the other. Where the ways paying
// life alone fill the list (each land makes {B} or {C} as the controller
// orders Ritual of Subdual and Contamination), the ways paying mana
// instead are still counted: the answer says "more than 24 ways", and at
// 2 life it does not say that every way loses the game, since the ways
// paying no life do not.
func TestRule107_4fPhyrexianWaysPastTheListAreCounted(t *testing.T) {
	for _, life := range []string{"20", "2", "1"} {
		r := pay(t, "me: Mountain, Nykthos, Shrine to Nyx, Island, Swamp, Ritual of Subdual, Contamination, life "+life+"; opp: Island, Collector Ouphe", "{2}{B/P}")
		wantPayable(t, r, true)
		if !strings.Contains(r.Answer, "in more than 24 ways") || strings.Contains(r.Answer, "lose the game") {
			t.Errorf("life %s: answer %q", life, r.Answer)
		}
	}
}
