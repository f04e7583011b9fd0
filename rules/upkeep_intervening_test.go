package rules

import "testing"

// CR 603.4: "At the beginning of your upkeep, if this land is tapped, put
// a storage counter on it" has an intervening if: an untapped Hollow Trees
// does not trigger at all. It was answered as triggering.
func TestRule603_4StorageLandTriggersOnlyTapped(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Hollow Trees, hand 1")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 0 {
		t.Errorf("untapped Hollow Trees triggered: %+v", r.Triggers)
	}
	wantRules(t, r, "603.4")
	r = ask(t, "judge upkeep", "board", "me: Hollow Trees (tapped), hand 1")
	if len(r.Triggers) != 1 {
		t.Errorf("tapped Hollow Trees: triggers %+v, want one", r.Triggers)
	}
}
