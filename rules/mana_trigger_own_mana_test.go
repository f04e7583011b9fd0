package rules

import (
	"strings"
	"testing"
)

// CR 605.1b, 605.4a, Contamination's ruling of 2004-10-04: a triggered
// mana ability that adds mana of its own (Wild Growth's {G}, Utopia
// Sprawl's chosen color) reads nothing of the mana the land produced,
// which Contamination turns to {B}; the step said it resolved "reading
// the mana actually produced", as Mana Flare's, which adds a type that
// land produced, does.
func TestRule605_4aOwnManaTriggerReadsNoProducedMana(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Wild Growth (on Forest), Utopia Sprawl (on Forest, chose blue), Contamination, Mana Flare", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}{B}{B}{G}")
	for _, name := range []string{"Wild Growth", "Utopia Sprawl"} {
		s := stepWith(r, name+"'s ability is a triggered mana ability")
		if s == nil {
			t.Fatalf("no step on %s's trigger: %+v", name, r.Steps)
		}
		if !strings.Contains(s.Text, "adding its own mana, whatever mana Forest produced") || strings.Contains(s.Text, "reading the mana") {
			t.Errorf("%s: step %q", name, s.Text)
		}
	}
	s := stepWith(r, "Mana Flare's ability is a triggered mana ability")
	if s == nil || !strings.Contains(s.Text, "reading the mana actually produced") {
		t.Errorf("Mana Flare: step %+v", s)
	}
	wantRules(t, r, "605.1b", "605.4a")
}

// CR 607.2d: each Utopia Sprawl's trigger adds the color its own entering
// ability chose; with two on one Forest and neither color recorded, the
// outcomes' choices said "if Utopia Sprawl's chosen color is white; if
// Utopia Sprawl's chosen color is blue", which doesn't tell the two apart:
// they are numbered as a board's CARDREF numbers namesakes.
func TestRule607_2dTwoSprawlsChosenColorsNamedApart(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, 2x Utopia Sprawl (on Forest), Mana Reflection", "card", "Forest")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 15 {
		t.Fatalf("%d outcomes, want 15", len(r.Outcomes))
	}
	for _, o := range r.Outcomes {
		for _, c := range o.Choices {
			if strings.Contains(c, "if Utopia Sprawl's") || !strings.Contains(c, "if Utopia Sprawl #1's chosen color is ") || !strings.Contains(c, "if Utopia Sprawl #2's chosen color is ") {
				t.Errorf("choice %q", c)
			}
		}
	}
	// One Sprawl keeps its name alone.
	r = ask(t, "judge tap", "board", "me: Forest, Utopia Sprawl (on Forest)", "card", "Forest")
	for _, o := range r.Outcomes {
		for _, c := range o.Choices {
			if !strings.Contains(c, "if Utopia Sprawl's chosen color is ") {
				t.Errorf("one Sprawl: choice %q", c)
			}
		}
	}
}
