package rules

import "testing"

// CR 701.26a, 701.26b, 107.5, 107.6, 502.3, 603.2: a trigger on its own
// permanent becoming tapped ("Whenever Emmara becomes tapped") or
// untapped (inspired) triggers only where something taps or untaps that
// permanent: its own {T} cost, a cost or effect that taps another
// permanent (Springleaf Drum's "Tap an untapped creature you control"),
// an ability granted to it (Cryptolith Rite's "{T}: Add one mana of any
// color"), convoke while paying, an untapper (Arbor Elf, Amulet of Vigor).
// The untap step comes before every question. Beside a Forest alone
// none of them can, and mana answers; beside each of those it refuses.
func TestRule701_26SelfTappedOnlyWhereSomethingTapsIt(t *testing.T) {
	wantEvents(t, map[string]GameEvent{
		"this becomes tapped":   EventSelfTapped,
		"this becomes untapped": EventSelfUntapped,
	})
	for _, card := range []string{"Emmara, Soul of the Accord", "Aerie Worshippers", "Vampire Envoy", "Key to the City"} {
		wantOneManaBesideForest(t, card)
	}
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, Emmara, Soul of the Accord", "card", "Forest"), true)
	for _, board := range []string{
		"me: Forest, Emmara, Soul of the Accord, Springleaf Drum",
		"me: Forest, Emmara, Soul of the Accord, Cryptolith Rite",
		"me: Forest, Aerie Worshippers, Arbor Elf",
		"me: Forest, Key to the City, Amulet of Vigor",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
	// Convoke may tap a creature as the spell is paid for (702.51a).
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Forest, Emmara, Soul of the Accord", "cost", "{G}"), false)
}
