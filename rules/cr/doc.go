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
// Document.Find looks a query up as judges ask: by rule or section number,
// by keyword or title ("trample" gives 702.19 and the glossary's entry), by
// glossary term ("APNAP order") and by words, and gives the rules nearest a
// number the rules do not hold. Suggest autocompletes numbers, titles and
// glossary terms; Subrules, Next, Previous and Nearest walk the rules.
//
// Complete gives rule numbers for autocomplete, Section a section's title
// and Define a glossary entry. Parse reads a whole rules file into a
// Document with the same methods, and refuses a file that is not laid out
// as the rules are, saying on which line. The package-level functions use
// the rules in use: the embedded text, or a newer edition given to Use
// (the one imported into the database). Documents are safe for concurrent
// reading.
package cr
