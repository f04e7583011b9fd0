package rulingstest_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

func TestMain(m *testing.M) {
	rulingstest.Main(m)
}

// TestOpenHoldsTheReferenceData: a test's store has the rules text and
// the cards from the start, and saves rulings.
func TestOpenHoldsTheReferenceData(t *testing.T) {
	ctx := context.Background()
	s, _ := rulingstest.Open(t)
	r, err := s.CRRule(ctx, "603.4")
	if err != nil {
		t.Fatalf("CRRule(603.4): %v", err)
	}
	if r.Text == "" {
		t.Error("603.4 has no text")
	}
	board, err := rules.ParseBoard("me: Ghirapur Orrery")
	if err != nil {
		t.Fatal(err)
	}
	lands, err := rules.Lands(ctx, board, "me")
	if err != nil {
		t.Fatal(err)
	}
	lands.Command, lands.Canonical = "/orrery lands", `/judge lands board:"me: Ghirapur Orrery"`
	id, err := s.Save(ctx, lands, rulings.Asker{Source: rulings.SourceCLI})
	if err != nil {
		t.Fatalf("Save: %v", err)
	}
	if _, err := s.Get(ctx, id); err != nil {
		t.Errorf("Get(%s): %v", id, err)
	}
}

// TestOpenGivesEachTestItsOwnDatabase: what one test writes, another test's
// database does not have, and the store is closed when the test ends.
func TestOpenGivesEachTestItsOwnDatabase(t *testing.T) {
	ctx := context.Background()
	var first *rulings.Store
	var firstURL string
	t.Run("first", func(t *testing.T) {
		first, firstURL = rulingstest.Open(t)
		conn, err := pgx.Connect(ctx, firstURL)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "create table marker (n int)"); err != nil {
			t.Fatal(err)
		}
	})
	_, url := rulingstest.Open(t)
	if url == firstURL {
		t.Fatalf("two tests share the database %s", url)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, "select count(*) from pg_tables where tablename = 'marker'").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Error("a table made in one test's database is in another's")
	}
	if first == nil {
		t.Skip("the first test did not run")
	}
	if err := first.Ping(ctx); err == nil {
		t.Error("the first test's store is still open after it ended")
	}
}
