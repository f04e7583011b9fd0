package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

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

// CR 700.2, 113.3c: a mode that would read alone as a static ability
// ("• Target creature can't block this turn.", Retreat to Valakut's
// second) is a mode of the trigger before it all the same: /card and
// /judge activate call it a triggered ability's mode, never a static
// ability "simply true" while the card is on the battlefield.
func TestRule700_2ModeThatReadsAsStatic(t *testing.T) {
	c, ok := catalog.Lookup("Retreat to Valakut")
	if !ok {
		t.Fatal("Retreat to Valakut is not in the catalog")
	}
	abil := Compile(c)
	if len(abil) != 3 {
		t.Fatalf("Retreat to Valakut compiles to %d abilities, want 3", len(abil))
	}
	for _, a := range abil[1:] {
		if a.Kind != KindTriggered || a.Understood || !strings.Contains(a.Why, "a mode of Retreat to Valakut's triggered ability") {
			t.Errorf("%q: kind %v, understood %v (%s); want a mode of the trigger", a.Text, a.Kind, a.Understood, a.Why)
		}
	}
	r := ask(t, "judge activate", "board", "me: Retreat to Valakut, Mountain", "card", "Retreat to Valakut", "ability", "3")
	wantLegal(t, r, false)
	if s := stepsText(r); strings.Contains(s, "static") || !strings.Contains(s, "triggered ability") {
		t.Errorf("steps %q, want a triggered ability's mode", s)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: Retreat to Valakut"), false)
}
