package rulings_test

import (
	"context"
	"os"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// useBundledAfter puts the built-in cards back in use when t ends, for the
// tests that make an imported edition the one in use.
func useBundledAfter(t *testing.T) {
	t.Cleanup(func() { catalog.Use(nil) })
}

func atomicTestEdition(t *testing.T) *catalog.Edition {
	t.Helper()
	f, err := os.Open("../rules/catalog/testdata/import/AtomicCards.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ed, err := catalog.ReadAtomicCards(f)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

// Importing an edition stores it once; a store opened afterwards uses it,
// laid over the built-in cards, and mirrors it for searching.
func TestImportCardsIsIdempotentAndTheNewestIsUsed(t *testing.T) {
	useBundledAfter(t)
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	ed := atomicTestEdition(t)
	e, added, err := s.ImportCards(ctx, ed, "AtomicCards.json")
	if err != nil || !added {
		t.Fatalf("ImportCards: %+v, added %v, %v", e, added, err)
	}
	if e.Cards != 5 || e.Source != "AtomicCards.json" || len(e.Digest) != 64 || e.Name != "MTGJSON AtomicCards 2026-11-30 ("+e.Digest[:8]+")" {
		t.Errorf("edition %+v", e)
	}
	again, added, err := s.ImportCards(ctx, atomicTestEdition(t), "copy.json")
	if err != nil || added || again.ID != e.ID || again.Source != "AtomicCards.json" {
		t.Errorf("importing it again: %+v, added %v, %v", again, added, err)
	}
	if n := count(t, url, "select count(*) from card_editions"); n != 1 {
		t.Errorf("%d editions stored, want 1", n)
	}
	if catalog.Current() != catalog.Bundled() {
		t.Fatal("importing changed the catalog of this process before its next start")
	}
	// A running process follows the import when it next looks.
	if changed, err := s.RefreshCards(ctx); err != nil || !changed || catalog.EditionName() != e.Name {
		t.Fatalf("RefreshCards: %v, %v; catalog %q", changed, err, catalog.EditionName())
	}
	if changed, err := s.RefreshCards(ctx); err != nil || changed {
		t.Errorf("RefreshCards again: %v, %v", changed, err)
	}
	catalog.Use(nil)

	s2, err := rulings.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	cur := catalog.Current()
	if cur.Edition() != e.Name {
		t.Fatalf("after Open the catalog in use is %q, want %q", cur.Edition(), e.Name)
	}
	if c, ok := catalog.Lookup("Stomp"); !ok || c.CardName != "Bonecrusher Giant // Stomp" {
		t.Errorf("Stomp: %+v, %v", c, ok)
	}
	if _, ok := catalog.Lookup("Lightning Bolt"); !ok {
		t.Error("a built-in card the edition lacks is no longer known")
	}
	if c, _ := catalog.Lookup("Sylvan Caryatid"); c.Oracle != "Defender, hexproof\n{T}: Add one mana of any color." {
		t.Errorf("Sylvan Caryatid reads %q", c.Oracle)
	}
	if n := count(t, url, "select count(*) from cards"); n != cur.Len() {
		t.Errorf("%d cards mirrored, want %d", n, cur.Len())
	}
	if n := count(t, url, "select count(*) from cards where name = 'Bonecrusher Giant // Stomp'"); n != 1 {
		t.Errorf("the imported card is mirrored %d times", n)
	}
	eds, err := s2.CardEditions(ctx)
	if err != nil || len(eds) != 1 || eds[0].Name != e.Name {
		t.Errorf("CardEditions: %+v, %v", eds, err)
	}
	pool, ok, err := s2.CardsOf(ctx, e.Name)
	if err != nil || !ok || pool.Edition() != e.Name {
		t.Errorf("CardsOf(%q): %v, %v", e.Name, ok, err)
	}
	if _, ok, err := s2.CardsOf(ctx, "no such edition"); ok || err != nil {
		t.Errorf("CardsOf(unknown) = %v, %v", ok, err)
	}
}
