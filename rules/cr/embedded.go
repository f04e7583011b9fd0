package cr

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"
)

// Edition is the date, as YYYY-MM-DD, of the Comprehensive Rules edition
// the embedded text comes from.
const Edition = "2026-09-25"

// AttributionText says where the rules text comes from, for showing with it.
const AttributionText = "Magic: The Gathering Comprehensive Rules, effective September 25, 2026 (excerpt), " +
	"© Wizards of the Coast."

//go:embed data/cr-excerpt.txt
var excerpt string

var (
	embeddedOnce sync.Once
	embeddedDoc  *Document
)

// Embedded returns the rules text built into the program: an excerpt of
// the edition named by Edition, covering the rules the engine cites. It is
// read once, on first use; the document is shared and must not be changed.
func Embedded() *Document {
	embeddedOnce.Do(func() {
		doc, err := Parse(strings.NewReader(excerpt))
		if err != nil {
			panic(fmt.Sprintf("cr: embedded data/cr-excerpt.txt: %v", err))
		}
		if doc.Edition != Edition {
			panic(fmt.Sprintf("cr: embedded data/cr-excerpt.txt is effective %s, but Edition is %s", doc.Edition, Edition))
		}
		embeddedDoc = doc
	})
	return embeddedDoc
}

// Lookup finds a rule of the embedded text by number; see Document.Lookup.
func Lookup(number string) (Rule, bool) { return Embedded().Lookup(number) }

// Search finds rules of the embedded text by number or words; see
// Document.Search.
func Search(query string, n int) []Rule { return Embedded().Search(query, n) }

// Complete returns rule numbers of the embedded text for autocomplete; see
// Document.Complete.
func Complete(prefix string, n int) []string { return Embedded().Complete(prefix, n) }

// Section returns the title of the section a number belongs to in the
// embedded text; see Document.Section.
func Section(number string) (title string, ok bool) { return Embedded().Section(number) }

// Define returns a glossary entry of the embedded text; see
// Document.Define.
func Define(term string) (Term, bool) { return Embedded().Define(term) }
