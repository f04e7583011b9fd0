package rules

import (
	"strings"
	"testing"
)

// CR 613.1d, 613.1f, 205.1a: Alpine Moon's "Lands your opponents control
// with the chosen name lose all land types and abilities, and they gain
// "{T}: Add one mana of any color."" acts only on the lands of its
// subject, and what it does makes no permanent one of them. The engine
// does not model it, but where the board shows no permanent of that
// subject (no land an opponent controls with the name written `named`,
// or none at all), it changes nothing: Alpine Moon itself has no mana
// ability, and its controller's own Gaea's Cradle taps as printed. Beside
// an opponent's land with the chosen name, or an opponent's land where
// the board does not say the name, the answer stops.
func TestRule613_1dAlpineMoonWithNothingToChange(t *testing.T) {
	sub, ok := parseSubject("Lands your opponents control with the chosen name")
	if !ok || !sub.ChosenName || sub.Control != "opponents" || strings.Join(sub.Types, ",") != "Land" {
		t.Fatalf("subject read as %+v, %v", sub, ok)
	}
	for _, board := range []string{"me: Alpine Moon (named Gaea's Cradle)", "me: Alpine Moon"} {
		r := ask(t, "judge tap", "board", board, "card", "Alpine Moon")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		if !strings.Contains(r.Answer, "has no mana ability with {T} in its cost") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Alpine Moon (named Gaea's Cradle), Gaea's Cradle, Llanowar Elves", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	for _, board := range []string{
		"me: Alpine Moon (named Gaea's Cradle); opp: Gaea's Cradle",
		"me: Alpine Moon; opp: Gaea's Cradle",
	} {
		r := ask(t, "judge tap", "board", board, "card", "Alpine Moon")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Lands your opponents control with the chosen name") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
