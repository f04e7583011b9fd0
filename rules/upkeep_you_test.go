package rules

import (
	"strings"
	"testing"
)

// CR 109.5: "you" in an ability's text is its controller, and an answer's
// "you" is always the player asking: the event for another player's
// upkeep trigger that the engine tells in its own words (Winnower
// Patrol, Serra's Hymn) quotes the text and names the player who does
// it; the asker's own trigger is told plainly.
func TestRule109_5AnotherPlayersTriggerTextNamesThePlayer(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 2; opp: Winnower Patrol, Serra's Hymn, hand 2; turn: opp")
	wantUnderstood(t, r, true)
	evs := strings.Join(r.Outcomes[0].Events, "\n")
	for _, w := range []string{
		"Winnower Patrol's ability resolves, Opp doing as it says: \u201cYou may look at the top card of your library.",
		"Serra's Hymn's ability resolves, Opp doing as it says: \u201cYou may put a verse counter on Serra's Hymn.\u201d",
	} {
		if !strings.Contains(evs, w) {
			t.Errorf("events %q do not say %q", evs, w)
		}
	}
	r = ask(t, "judge upkeep", "board", "me: Serra's Hymn, hand 2")
	if evs := strings.Join(r.Outcomes[0].Events, "\n"); !strings.Contains(evs, "Serra's Hymn's ability resolves: you may put a verse counter on Serra's Hymn.") {
		t.Errorf("own trigger: events %q", evs)
	}
}
