package rules

import "testing"

// CR 118.3, 602.2b: counters removed to pay a mana ability's cost are
// gone when its permanent is untapped and tapped again, and counters its
// abilities put on it are there for the next use. Fountain of Cho with
// three storage counters makes {W}{W}{W} once, not twice, beside Ley
// Druid; a Mana Battery beside Kiora's Follower or Voltaic Key, and
// Pyramid of the Pantheon, whose first use adds the brick counter its
// other ability needs, are the same. The engine does not work out such a
// second use, and says so, where it had counted the first use twice.
func TestRule118_3CountersChangedByAUseStopAnUntapper(t *testing.T) {
	for _, board := range []string{
		"me: Ley Druid, Fountain of Cho (3 storage)",
		"me: Ley Druid, Fountain of Cho",
		"me: Kiora's Follower, Black Mana Battery (2 charge)",
		"me: Voltaic Key, Green Mana Battery (3 charge)",
		"me: Kiora's Follower, Pyramid of the Pantheon (2 brick), Forest, Forest",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood {
			t.Errorf("%s: understood, max %v (%s); want a refusal", board, r.MaxMana, r.Answer)
		}
	}
	r := pay(t, "me: Ley Druid, Fountain of Cho (3 storage)", "{W}{W}{W}{W}{W}{W}")
	if r.Understood {
		t.Errorf("pay: understood (%s), want a refusal", r.Answer)
	}
	// A permanent whose mana reads counters no use changes, or whose use
	// puts counters no mana ability reads, is still made again:
	// Everflowing Chalice with two charge counters makes {C}{C} twice,
	// Land Cap {W} twice; a land with nothing to do with counters too.
	for board, want := range map[string]int{
		"me: Ley Druid, Forest, Island":                        3,
		"me: Kiora's Follower, Everflowing Chalice (2 charge)": 4,
		"me: Ley Druid, Land Cap":                              2,
		"me: Seeker of Skybreak, Gyre Sage (2 +1/+1)":          4,
	} {
		r = ask(t, "judge mana", "board", board)
		if r.MaxMana == nil || *r.MaxMana != want {
			t.Errorf("%s: max %v, want %d (%s)", board, r.MaxMana, want, r.Answer)
		}
	}
}
