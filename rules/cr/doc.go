// Package cr holds the Comprehensive Rules the engine cites: the complete
// text of the edition named by Edition (every rule, subrule and example,
// and the glossary), embedded in the program from the file Wizards of the
// Coast publishes, data/MagicCompRules-20260925.txt, © Wizards of the
// Coast (AttributionText says so wherever the text is shown), and a parser
// for that file, so a newer edition can be imported.
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
// Document with the same methods, and refuses a file that is not laid out
// as the rules are, saying on which line; the package-level functions use
// the embedded text. Documents are safe for concurrent reading.
package cr
