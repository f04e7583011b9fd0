package catalog

import (
	"slices"
	"strings"
	"testing"
)

// Creature types folded into others after the card data's edition take
// their current names (CR 205.3m): in the subtypes, the type line and the
// text, but not in a card's own name.
func TestCurrentTypesRenamesFoldedCreatureTypes(t *testing.T) {
	p := Bundled()
	for _, c := range []struct{ name, typeLine, text string }{
		{"Naga Vitalist", "Creature \u2014 Snake Druid", ""},
		{"Mongrel Pack", "Creature \u2014 Dog", "create four 1/1 green Dog creature tokens"},
		{"Aboshan, Cephalid Emperor", "Legendary Creature \u2014 Octopus", "Tap an untapped Octopus you control"},
	} {
		card, ok := p.Lookup(c.name)
		if !ok {
			t.Fatalf("%s not found", c.name)
		}
		if card.TypeLine != c.typeLine {
			t.Errorf("%s: type line %q, want %q", c.name, card.TypeLine, c.typeLine)
		}
		if slices.ContainsFunc(card.Subtypes, func(s string) bool { return renamedTypes[s] != "" }) {
			t.Errorf("%s: subtypes %v keep a folded type", c.name, card.Subtypes)
		}
		if c.text != "" && !strings.Contains(card.Oracle, c.text) {
			t.Errorf("%s: text %q does not say %q", c.name, card.Oracle, c.text)
		}
		if card.Name != c.name {
			t.Errorf("name %q changed to %q", c.name, card.Name)
		}
	}
}
