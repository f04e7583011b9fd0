package catalog

import (
	"reflect"
	"testing"
)

// An inline card's line splits where a sentence begins with a cost and
// its colon (CR 602.1a, 606.4), and nowhere else: not at a sentence that
// begins with a mana symbol but has no colon, nor inside quotation marks.
func TestSplitAbilitiesAtACostAndItsColon(t *testing.T) {
	for line, want := range map[string][]string{
		"{T}, Pay 1 life: Add {G} or {W}. {1}, {T}, Sacrifice this land: Draw a card.": {"{T}, Pay 1 life: Add {G} or {W}.", "{1}, {T}, Sacrifice this land: Draw a card."},
		"+1: Draw a card. −2: Add {R}{R}.":                                             {"+1: Draw a card.", "−2: Add {R}{R}."},
		"{T}: Add {C}. {C} spent this way can't pay for spells.":                       {"{T}: Add {C}. {C} spent this way can't pay for spells."},
		"Lands you control have \"{T}: Add {G}. {1}: Draw a card.\"":                   {"Lands you control have \"{T}: Add {G}. {1}: Draw a card.\""},
	} {
		if got := splitAbilities(line); !reflect.DeepEqual(got, want) {
			t.Errorf("splitAbilities(%q) = %q, want %q", line, got, want)
		}
	}
}
