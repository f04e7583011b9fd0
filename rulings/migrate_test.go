package rulings_test

import (
	"context"
	"io/fs"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/db"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

func migrations(t *testing.T) int {
	files, err := fs.Glob(db.Migrations(), "*.sql")
	if err != nil || len(files) == 0 {
		t.Fatalf("no migrations: %v", err)
	}
	return len(files)
}

func TestMigrateConcurrentlyAndTwice(t *testing.T) {
	url := pgtest.EmptyURL(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Go(func() {
			conn, err := pgx.Connect(ctx, url)
			if err != nil {
				errs[i] = err
				return
			}
			defer conn.Close(ctx)
			errs[i] = rulings.Migrate(ctx, conn)
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("migration %d: %v", i, err)
		}
	}
	want := migrations(t)
	if v := count(t, url, "select version from "+rulings.VersionTable); v != want {
		t.Errorf("schema version %d, want %d", v, want)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if err := rulings.Migrate(ctx, conn); err != nil {
		t.Errorf("migrating again: %v", err)
	}
	if n := count(t, url, "select count(*) from "+rulings.VersionTable); n != 1 {
		t.Errorf("%d rows in the version table", n)
	}
	for _, table := range []string{"rulings", "asks", "reviews", "cards", "card_rulings", "cr_rules", "cr_editions", "cr_glossary"} {
		if n := count(t, url, "select count(*) from pg_tables where schemaname = 'public' and tablename = $1", table); n != 1 {
			t.Errorf("table %s missing", table)
		}
	}
}

// Two processes opening the same empty database at once both succeed.
func TestOpenConcurrently(t *testing.T) {
	url := pgtest.EmptyURL(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() {
			s, err := rulings.Open(ctx, url)
			if err == nil {
				err = s.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("open %d: %v", i, err)
		}
	}
	if n := count(t, url, "select count(*) from cards where name = 'Ghirapur Orrery'"); n != 1 {
		t.Errorf("Ghirapur Orrery stored %d times", n)
	}
}

func TestMigrateRefusesNewerSchema(t *testing.T) {
	_, url := rulingstest.Open(t)
	exec(t, url, "update "+rulings.VersionTable+" set version = 999")
	_, err := rulings.Open(context.Background(), url)
	if err == nil {
		t.Fatal("opened a database whose schema is newer than the program")
	}
	t.Log(err)
}
