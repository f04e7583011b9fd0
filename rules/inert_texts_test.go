package rules

import "testing"

// Texts that act only where no question is asked: the untap step of
// another player's turn (CR 502.3: Seedborn Muse, Prophet of Kruphix,
// Murkfiend Liege), casting a spell at instant speed (702.8a: Prophet of
// Kruphix, Leyline of Anticipation), a permanent entering tapped (603.2:
// Amulet of Vigor; nothing enters while mana is made), and fabricate's
// trigger as its permanent enters (702.123a: Marionette Master, on the
// battlefield already). Mana, tap, upkeep and lands answer beside them;
// enters about a card with fabricate can't say its counters.
func TestRule502_3TextsThatActWhereNoQuestionIs(t *testing.T) {
	for _, card := range []string{"Seedborn Muse", "Prophet of Kruphix", "Murkfiend Liege", "Leyline of Anticipation", "Amulet of Vigor", "Marionette Master"} {
		r := ask(t, "judge mana", "board", "me: Forest, "+card)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: %s", card, r.Answer)
		}
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest"), true)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Marionette Master"), false)
	r := ask(t, "judge enters", "card", "Walking Ballista", "x", "2", "board", "me: Amulet of Vigor, Leyline of Anticipation")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("counters %v", r.Counters)
	}
}
