// Package catalog holds the cards Orrery knows: every card of Magic to July
// 2019 from MTGJSON, shipped inside the program (data/pool.gz, made by go
// generate from testdata/AtomicCards-2019-07.json.gz), with the curated
// cards of data/cards.txt (current Oracle text and rulings, checked by
// hand) in place of the same cards there. AttributionText says where the
// text comes from.
//
// Look a card or a face up by name; case, accents, punctuation, spacing
// and curly apostrophes do not matter:
//
//	c, ok := catalog.Lookup(name) // "Gaea’s Cradle", "lim dul the necromancer"
//	if !ok {
//		fmt.Println("unknown card; did you mean", catalog.Suggest(name, 3))
//	}
//
// Every face of a split, transform, modal double-faced, flip, adventure or
// meld card is known by its own name; Card.Faces lists a card's faces.
// Complete serves autocomplete, and NewInline makes a card a user writes
// into a board for anything the catalog lacks.
//
// Newer card data is read with ReadAtomicCards (MTGJSON's AtomicCards.json)
// or ReadScryfall (Scryfall's oracle-cards and rulings bulk files) into an
// Edition; NewPool lays editions over one another and Use makes a pool the
// one every lookup uses. Rulings record the pool's Edition name.
//
// The bundled pool is read once, on first use. Pools are safe for
// concurrent use; the cards they return are shared and must not be
// changed.
package catalog
