package rules

import "testing"

// CR 700.2, 603.3: the modes of a modal triggered ability ("When this
// enters, choose one -" and its "•" lines) are chosen and carried out only
// when it triggers and resolves: they bear where its trigger event can
// happen and nowhere else. Beside a Forest, mana answers with Knight of
// Autumn (enters), Retreat to Kazandu (a land entering) and Demonic Pact
// (an upkeep), and an upkeep answers with the first two; Demonic Pact's
// modes in the upkeep and Retreat to Kazandu's when a land is played still
// refuse. The modes of an activated ability (Skinshifter) are not read.
func TestRule700_2ModesOfATrigger(t *testing.T) {
	for _, card := range []string{"Knight of Autumn", "Retreat to Kazandu", "Demonic Pact"} {
		wantOneManaBesideForest(t, card)
	}
	for _, card := range []string{"Knight of Autumn", "Retreat to Kazandu"} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Knight of Autumn"), true)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Demonic Pact"), false)
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Retreat to Kazandu"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Skinshifter"), false)
}
