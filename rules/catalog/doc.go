// Package catalog holds the cards Orrery knows: their Oracle text, type
// lines and official rulings, embedded in the program from data/cards.txt
// (see AttributionText for where that text comes from).
//
// Look a card up by name; case, curly apostrophes and extra spaces do not
// matter:
//
//	c, ok := catalog.Lookup(name) // "Gaea’s Cradle" finds Gaea's Cradle
//	if !ok {
//		fmt.Println("unknown card; did you mean", catalog.Suggest(name, 3))
//	}
//
// Complete serves autocomplete, and NewInline makes a card a user writes
// into a board for anything the catalog lacks. The catalog is read once, on
// first use, and is safe for concurrent use; the cards it returns are shared
// and must not be changed.
package catalog
