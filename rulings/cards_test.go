package rulings

import (
	"slices"
	"testing"

	"github.com/orrery-judge/orrery/rules"
)

func TestCardsIn(t *testing.T) {
	r := &rules.Ruling{
		Canonical: `/judge tap board:"me: Forest, Mana Reflection, [Mystery Land: Land — {T}: Add {R} or {G}.]; opp: Exotic Orchard" card:Forest`,
		Board:     "me: Forest, Mana Reflection, [Mystery Land: Land — {T}: Add {R} or {G}.]; opp: Exotic Orchard",
		Rulings:   []rules.CitedRuling{{Card: "Ghirapur Orrery"}},
	}
	got := cardsIn(r)
	want := []string{"Exotic Orchard", "Forest", "Ghirapur Orrery", "Mana Reflection", "Mystery Land"}
	if !slices.Equal(got, want) {
		t.Errorf("cardsIn = %q, want %q", got, want)
	}
	// A name inside a longer word is not that card.
	r = &rules.Ruling{Canonical: `/judge lands board:"me: Forestwalker"`}
	if got := cardsIn(r); slices.Contains(got, "Forest") {
		t.Errorf("cardsIn found Forest in Forestwalker: %q", got)
	}
}
