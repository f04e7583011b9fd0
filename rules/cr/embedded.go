package cr

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"
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

// current is the edition in use, set by Use; nil means the embedded one.
var current atomic.Pointer[Document]

// Use makes doc the edition the package-level functions (Lookup, Search,
// Section, Define, Complete) and Current give, for the whole program: an
// edition newer than the embedded one, imported into the database, is
// used by every process that reads it there. Use(nil) goes back to the
// embedded edition. doc must not be changed after.
func Use(doc *Document) {
	current.Store(doc)
}

// Current returns the edition in use: the one given to Use, or else the
// embedded one.
func Current() *Document {
	if d := current.Load(); d != nil {
		return d
	}
	return Embedded()
}

// Attribution says where the rules text in use comes from, for showing
// with it: AttributionText for the embedded edition.
func Attribution() string {
	ed := Current().Edition
	if ed == Edition {
		return AttributionText
	}
	if t, err := time.Parse("2006-01-02", ed); err == nil {
		ed = t.Format("January 2, 2006")
	}
	return "Magic: The Gathering Comprehensive Rules, effective " + ed + ", © Wizards of the Coast (magic.wizards.com/rules)."
}

// Lookup finds a rule of the rules in use by number; see Document.Lookup.
func Lookup(number string) (Rule, bool) { return Current().Lookup(number) }

// Search finds rules of the rules in use by number or words; see
// Document.Search.
func Search(query string, n int) []Rule { return Current().Search(query, n) }

// Complete returns rule numbers of the rules in use for autocomplete; see
// Document.Complete.
func Complete(prefix string, n int) []string { return Current().Complete(prefix, n) }

// Section returns the title of the section a number belongs to in the
// rules in use; see Document.Section.
func Section(number string) (title string, ok bool) { return Current().Section(number) }

// Define returns a glossary entry of the rules in use; see
// Document.Define.
func Define(term string) (Term, bool) { return Current().Define(term) }
