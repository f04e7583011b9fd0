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
const AttributionText = "Magic: The Gathering Comprehensive Rules, effective September 25, 2026, " +
	"© Wizards of the Coast (magic.wizards.com/rules)."

// File is the name of the embedded rules file, as Wizards of the Coast
// publishes it.
const File = "MagicCompRules-20260925.txt"

// text is the complete Comprehensive Rules, © Wizards of the Coast.
//
//go:embed data/MagicCompRules-20260925.txt
var text string

// Text returns the embedded rules file as published: the introduction,
// contents, every rule and example, the glossary and the credits.
func Text() string { return text }

var (
	embeddedOnce sync.Once
	embeddedDoc  *Document
)

// Embedded returns the rules built into the program: the complete
// Comprehensive Rules of the edition named by Edition, with the glossary.
// The file is read once, on first use (a few tens of milliseconds; see
// BenchmarkLoad); the document is shared and must not be changed.
func Embedded() *Document {
	embeddedOnce.Do(func() {
		doc, err := Parse(strings.NewReader(text))
		if err != nil {
			panic(fmt.Sprintf("cr: embedded %s: %v", File, err))
		}
		if doc.Edition != Edition {
			panic(fmt.Sprintf("cr: embedded %s is effective %s, but Edition is %s", File, doc.Edition, Edition))
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
