package rulings_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

func referenceCounts(t *testing.T, url string) [4]int {
	return [4]int{
		count(t, url, "select count(*) from cards"),
		count(t, url, "select count(*) from card_rulings"),
		count(t, url, "select count(*) from cr_rules"),
		count(t, url, "select count(*) from cr_glossary"),
	}
}

func TestLoadReferenceIsIdempotent(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	rulingsInCatalog := 0
	for _, c := range catalog.All() {
		rulingsInCatalog += len(c.Rulings)
	}
	doc := cr.Embedded()
	want := [4]int{len(catalog.All()), rulingsInCatalog, len(doc.Rules), len(doc.Glossary)}
	if got := referenceCounts(t, url); got != want {
		t.Fatalf("after Open: cards, card rulings, rules, glossary = %v, want %v", got, want)
	}
	for range 2 {
		if err := s.LoadReference(ctx); err != nil {
			t.Fatal(err)
		}
		if got := referenceCounts(t, url); got != want {
			t.Errorf("loaded again: %v, want %v", got, want)
		}
	}
	// Changed data (here: a card lost, a rule edited) is loaded again.
	exec(t, url, "delete from cards where name = 'Ghirapur Orrery'")
	exec(t, url, "update cr_rules set text = 'edited' where number = '106.7'")
	exec(t, url, "update reference_loads set digest = 'old'")
	if err := s.LoadReference(ctx); err != nil {
		t.Fatal(err)
	}
	if got := referenceCounts(t, url); got != want {
		t.Errorf("reloaded: %v, want %v", got, want)
	}
	if n := count(t, url, "select count(*) from card_rulings where card = 'Ghirapur Orrery'"); n != 6 {
		t.Errorf("Ghirapur Orrery has %d official rulings stored, want 6", n)
	}
	r, err := s.CRRule(ctx, "106.7")
	if err != nil || !strings.HasPrefix(r.Text, "Some abilities produce mana") {
		t.Errorf("106.7 after reload: %+v, %v", r, err)
	}
	// The reference data is searchable in full text.
	if n := count(t, url, "select count(*) from cr_rules where search @@ websearch_to_tsquery('english', 'intervening if clause')"); n == 0 {
		t.Error("no rule found for the words intervening if clause")
	}
	if n := count(t, url, "select count(*) from cards where search @@ websearch_to_tsquery('english', 'additional land')"); n == 0 {
		t.Error("no card found for the words additional land")
	}
}

func TestCRRule(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	for _, number := range []string{"603.4", "CR 603.4", "rule 603.4.", " 603.4 "} {
		r, err := s.CRRule(ctx, number)
		if err != nil {
			t.Fatalf("CRRule(%q): %v", number, err)
		}
		if r.Number != "603.4" || r.Edition != cr.Edition || !strings.Contains(r.Text, "intervening") {
			t.Errorf("CRRule(%q) = %+v", number, r)
		}
	}
	r, err := s.CRRule(ctx, "106.5")
	if err != nil || len(r.Examples) != 1 || !strings.Contains(r.Examples[0], "Meteor Crater") {
		t.Errorf("106.5 with its example: %+v, %v", r, err)
	}
	if _, err := s.CRRule(ctx, "999.9z"); !errors.Is(err, rulings.ErrNotFound) {
		t.Errorf("a rule not in the text: err = %v, want ErrNotFound", err)
	}
	if _, err := s.CRRule(ctx, "mana"); !errors.Is(err, rulings.ErrInvalid) {
		t.Errorf("not a number: err = %v, want ErrInvalid", err)
	}
}

func TestImportCR(t *testing.T) {
	s, url := rulingstest.Open(t)
	t.Cleanup(func() { cr.Use(nil) }) // the import makes its edition the rules in use
	ctx := context.Background()
	f, err := os.Open("testdata/cr-2027-02-12.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ed, err := s.ImportCR(ctx, f, "cr-2027-02-12.txt")
	if err != nil {
		t.Fatal(err)
	}
	if ed.Edition != "2027-02-12" || ed.Source != "cr-2027-02-12.txt" || ed.Rules != 3 || ed.Terms != 1 {
		t.Errorf("imported %+v", ed)
	}
	// A rule the newer edition has is cited from it; one it lacks, from
	// the built-in edition.
	if r, err := s.CRRule(ctx, "106.7"); err != nil || r.Edition != "2027-02-12" {
		t.Errorf("106.7: %+v, %v; want the 2027-02-12 edition", r, err)
	}
	if r, err := s.CRRule(ctx, "603.4"); err != nil || r.Edition != cr.Edition {
		t.Errorf("603.4: %+v, %v; want the %s edition", r, err, cr.Edition)
	}
	eds, err := s.CREditions(ctx)
	if err != nil || len(eds) != 2 || eds[0].Edition != "2027-02-12" || eds[1].Source != rulings.SourceEmbedded {
		t.Errorf("editions %+v, %v", eds, err)
	}
	// Importing again changes nothing; starting again keeps the import.
	f.Seek(0, 0)
	if _, err := s.ImportCR(ctx, f, "cr-2027-02-12.txt"); err != nil {
		t.Fatal(err)
	}
	if err := s.LoadReference(ctx); err != nil {
		t.Fatal(err)
	}
	if n := count(t, url, "select count(*) from cr_rules where edition = '2027-02-12'"); n != 3 {
		t.Errorf("%d rules of the imported edition, want 3", n)
	}
}

// An edition imported for the built-in edition's date is not replaced by
// the built-in text at the next start.
func TestImportCRKeepsFullEditionOverExcerpt(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	text, err := os.ReadFile("testdata/cr-2027-02-12.txt")
	if err != nil {
		t.Fatal(err)
	}
	same := strings.Replace(string(text), "February 12, 2027", "September 25, 2026", 1)
	if _, err := s.ImportCR(ctx, strings.NewReader(same), "MagicCompRules 20260925.txt"); err != nil {
		t.Fatal(err)
	}
	exec(t, url, "delete from reference_loads where kind = 'catalog'")
	if err := s.LoadReference(ctx); err != nil {
		t.Fatal(err)
	}
	if n := count(t, url, "select count(*) from cr_rules where edition = $1", cr.Edition); n != 3 {
		t.Errorf("%d rules in edition %s, want the 3 imported", n, cr.Edition)
	}
}

func TestImportCRRefusesOtherFiles(t *testing.T) {
	s, _ := rulingstest.Open(t)
	_, err := s.ImportCR(context.Background(), strings.NewReader("this is not the rules\n"), "notes.txt")
	var perr *cr.ParseError
	if !errors.As(err, &perr) {
		t.Errorf("err = %v, want a *cr.ParseError", err)
	}
}
