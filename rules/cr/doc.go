// Package cr holds the Comprehensive Rules text the engine cites: an
// excerpt of the edition named by Edition, embedded in the program from
// data/cr-excerpt.txt, and a parser for the full rules file Wizards of the
// Coast publishes, so a newer edition can be imported.
//
// Look a rule up by number, or search by number or words:
//
//	r, ok := cr.Lookup("CR 106.7") // also "106.7", "106.7.", "rule 106.12a"
//	for _, r := range cr.Search("intervening if", 5) {
//		fmt.Println(r.Number, r.Text)
//	}
//
// Complete gives rule numbers for autocomplete, Section a section's title
// and Define a glossary entry. Parse reads a whole rules file into a
// Document with the same methods; the package-level functions use the
// embedded excerpt. Documents are safe for concurrent reading.
package cr
