package rulings

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/tern/v2/migrate"
	"github.com/orrery-judge/orrery/db"
)

// VersionTable is the table where the schema's migration version is kept.
const VersionTable = "public.schema_version"

// migrateLock is the key of the advisory lock held while migrating, on top
// of tern's own, so that creating tern's version table is covered too.
const migrateLock = int64(0x6f72726572790001) // "orrery" 1

// Migrate brings the database's schema up to date with the migrations in
// db/migrations. It holds a Postgres advisory lock while it works, so
// several processes starting at once migrate one after the other, and a
// database already up to date is left as it is.
func Migrate(ctx context.Context, conn *pgx.Conn) (err error) {
	if _, err := conn.Exec(ctx, "select pg_advisory_lock($1)", migrateLock); err != nil {
		return fmt.Errorf("migrating the database: taking the migration lock: %w", err)
	}
	defer func() {
		if _, uerr := conn.Exec(context.WithoutCancel(ctx), "select pg_advisory_unlock($1)", migrateLock); uerr != nil && err == nil {
			err = fmt.Errorf("migrating the database: releasing the migration lock: %w", uerr)
		}
	}()
	m, err := migrate.NewMigrator(ctx, conn, VersionTable)
	if err != nil {
		return fmt.Errorf("migrating the database: %w", err)
	}
	if err := m.LoadMigrations(db.Migrations()); err != nil {
		return fmt.Errorf("migrating the database: loading the migrations: %w", err)
	}
	current, err := m.GetCurrentVersion(ctx)
	if err != nil {
		return fmt.Errorf("migrating the database: %w", err)
	}
	if int(current) > len(m.Migrations) {
		return fmt.Errorf("migrating the database: its schema is at version %d, newer than this program's %d; run a newer Orrery", current, len(m.Migrations))
	}
	if err := m.Migrate(ctx); err != nil {
		return fmt.Errorf("migrating the database: %w", err)
	}
	return nil
}

// SchemaVersion is the number of the last migration applied to the
// database.
func (s *Store) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	if err := s.pool.QueryRow(ctx, "select version from "+VersionTable).Scan(&v); err != nil {
		return 0, fmt.Errorf("reading the schema version: %w", err)
	}
	return v, nil
}
