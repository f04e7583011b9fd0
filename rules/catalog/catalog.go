package catalog

import (
	"strings"
)

// Lookup finds a card of the catalog by name. Case, straight and curly
// apostrophes, and runs of spaces do not matter.
func Lookup(name string) (*Card, bool) {
	c, ok := byKey()[Key(name)]
	return c, ok
}

// Key folds a card name for comparison: lower case, curly apostrophes and
// quotes made straight, dashes made plain, runs of white space made one space.
func Key(name string) string {
	r := strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "—", "-", "–", "-")
	return strings.Join(strings.Fields(strings.ToLower(r.Replace(name))), " ")
}

// byKey is filled by the catalog loader.
var byKey = func() map[string]*Card { return nil }
