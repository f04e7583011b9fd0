package rulingstest

import (
	"context"
	"testing"

	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
)

// Main runs the tests of m, each database a copy of a template readied by
// Prepare. Call it from TestMain; it does not return.
func Main(m *testing.M) {
	pgtest.Main(m, Prepare)
}

// Prepare readies the template database at url as rulings.Open does: it
// applies the migrations and loads the reference data (the Comprehensive
// Rules and the cards). It is a pgtest.Prepare.
func Prepare(ctx context.Context, url string) error {
	s, err := rulings.Open(ctx, url)
	if err != nil {
		return err
	}
	return s.Close()
}

// Open returns a store on a new database for t, a copy of the template,
// and the database's URL. The store is closed and the database dropped
// when t ends. Without a server it skips t, or fails it when CI=true.
func Open(t testing.TB) (*rulings.Store, string) {
	t.Helper()
	url := pgtest.URL(t)
	s, err := rulings.Open(context.Background(), url)
	if err != nil {
		t.Fatalf("rulings.Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s, url
}
