package catalog

import (
	_ "embed"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// AttributionText says where the card data comes from, for showing with it.
const AttributionText = "Oracle text and rulings are Wizards of the Coast's, " +
	"from MTGJSON's copy of Scryfall's WotC Gatherer rulings."

//go:embed data/cards.txt
var cardsTxt string

var (
	loadOnce sync.Once
	all      []*Card          // sorted by Key(Name)
	allKeys  []string         // Key(Name) of each card of all
	keyed    map[string]*Card // Key(Name) → card
)

// load parses the embedded card data once. The data ships with the program
// and is checked by the tests, so a failure here is a broken build.
func load() {
	loadOnce.Do(func() {
		cards, err := Parse(strings.NewReader(cardsTxt))
		if err != nil {
			panic(fmt.Sprintf("catalog: embedded data/cards.txt: %v", err))
		}
		keyed = make(map[string]*Card, len(cards))
		for _, c := range cards {
			keyed[Key(c.Name)] = c
		}
		all = append([]*Card(nil), cards...)
		sort.Slice(all, func(i, j int) bool { return Key(all[i].Name) < Key(all[j].Name) })
		allKeys = make([]string, len(all))
		for i, c := range all {
			allKeys[i] = Key(c.Name)
		}
	})
}

// Lookup finds a card of the catalog by name. Case, straight and curly
// apostrophes, and runs of spaces do not matter. The card is shared: callers
// must not change it.
func Lookup(name string) (*Card, bool) {
	load()
	c, ok := keyed[Key(name)]
	return c, ok
}

// Key folds a card name for comparison: lower case, curly apostrophes and
// quotes made straight, dashes made plain, runs of white space made one space.
func Key(name string) string {
	return strings.Join(strings.Fields(strings.ToLower(keyReplacer.Replace(name))), " ")
}

var keyReplacer = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "—", "-", "–", "-")

// All returns every card of the catalog, sorted by name. The slice is new;
// the cards are shared and must not be changed.
func All() []*Card {
	load()
	return append([]*Card(nil), all...)
}

// Names returns the names of every card of the catalog, sorted.
func Names() []string {
	load()
	names := make([]string, len(all))
	for i, c := range all {
		names[i] = c.Name
	}
	return names
}
