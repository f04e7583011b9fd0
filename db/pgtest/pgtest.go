package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/db/pgembed"
)

// Prepare readies the template database at url; every test's database is
// a copy of it. It must close its connections before it returns.
type Prepare func(ctx context.Context, url string) error

var (
	prepare  Prepare
	once     sync.Once
	setupErr error
	admin    string // URL of a database to run CREATE DATABASE from
	template string
	cluster  *pgembed.Cluster
	tempDir  string
	counter  atomic.Int64
	prefix   string
)

// Main runs the tests of m, and afterwards drops the template database and
// stops the cluster if it started one. Call it from TestMain. The server is
// started, and prepare run, on the first call to URL.
func Main(m *testing.M, p Prepare) {
	prepare = p
	code := m.Run()
	teardown()
	os.Exit(code)
}

// URL returns the connection URL of a new database for t, a copy of the
// prepared template, dropped when t ends. Without a server it skips t, or
// fails it when CI=true.
func URL(t testing.TB) string {
	t.Helper()
	once.Do(setup) // sets template, which must be read after setup
	return create(t, template)
}

// EmptyURL returns the connection URL of a new, empty database for t (a
// copy of template0, not prepared), dropped when t ends.
func EmptyURL(t testing.TB) string {
	t.Helper()
	return create(t, "template0")
}

func create(t testing.TB, from string) string {
	t.Helper()
	once.Do(setup)
	if setupErr != nil {
		Unavailable(t, setupErr)
	}
	name := fmt.Sprintf("%s_%d", prefix, counter.Add(1))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := exec(ctx, admin, "create database "+ident(name)+" template "+ident(from)); err != nil {
		t.Fatalf("creating test database %s: %v", name, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := exec(ctx, admin, "drop database if exists "+ident(name)+" with (force)"); err != nil {
			t.Errorf("dropping test database %s: %v", name, err)
		}
	})
	return withDatabase(admin, name)
}

// Unavailable ends t for want of a Postgres server: it fails t when the
// environment has CI=true, where every test must run, and skips it
// otherwise.
func Unavailable(t testing.TB, err error) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("no Postgres server for this test (CI=true, so this fails rather than skips): %v", err)
	}
	t.Skipf("no Postgres server for this test; set DATABASE_URL or install Postgres: %v", err)
}

// Settings are the server settings of the throwaway test cluster: nothing
// in it needs to survive a crash of the machine.
var Settings = map[string]string{
	"fsync":              "off",
	"synchronous_commit": "off",
	"full_page_writes":   "off",
	"max_connections":    "200",
}

func setup() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var b [4]byte
	rand.Read(b[:])
	prefix = fmt.Sprintf("t%d_%s", os.Getpid(), hex.EncodeToString(b[:]))
	template = prefix + "_template"
	if u := os.Getenv("DATABASE_URL"); u != "" {
		admin = u
	} else {
		tempDir, setupErr = os.MkdirTemp("", "orrery-pgtest-")
		if setupErr != nil {
			return
		}
		quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
		cluster, setupErr = pgembed.Start(ctx, pgembed.Options{Dir: tempDir, Settings: Settings, Logger: quiet})
		if setupErr != nil {
			return
		}
		admin = cluster.DatabaseURL("postgres")
	}
	if setupErr = exec(ctx, admin, "create database "+ident(template)); setupErr != nil {
		setupErr = fmt.Errorf("creating the template database: %w", setupErr)
		return
	}
	if prepare != nil {
		if err := prepare(ctx, withDatabase(admin, template)); err != nil {
			setupErr = fmt.Errorf("preparing the template database: %w", err)
		}
	}
}

func teardown() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if admin != "" && template != "" {
		exec(ctx, admin, "drop database if exists "+ident(template)+" with (force)")
	}
	if cluster != nil {
		cluster.Close()
	}
	if tempDir != "" {
		os.RemoveAll(tempDir)
	}
}

func exec(ctx context.Context, url, sql string) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, sql)
	return err
}

func ident(name string) string { return pgx.Identifier{name}.Sanitize() }

// withDatabase points a connection string, URL or keyword/value, at
// another database.
func withDatabase(conn, database string) string {
	if strings.HasPrefix(conn, "postgres://") || strings.HasPrefix(conn, "postgresql://") {
		u, err := url.Parse(conn)
		if err == nil {
			u.Path = "/" + database
			u.RawPath = ""
			return u.String()
		}
	}
	return conn + " dbname='" + strings.ReplaceAll(database, "'", `\'`) + "'"
}

// LockTable takes a lock on table in mode ("share", "access exclusive"),
// in a transaction of its own on the database at url, and holds it until
// unlock is called or t ends: the statements that need the table wait, as
// on a database under load or one that hangs.
func LockTable(t testing.TB, url, table, mode string) (unlock func()) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := conn.Begin(ctx)
	if err != nil {
		conn.Close(ctx)
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, "lock table "+ident(table)+" in "+mode+" mode"); err != nil {
		conn.Close(ctx)
		t.Fatal(err)
	}
	var once sync.Once
	unlock = func() {
		once.Do(func() {
			tx.Rollback(ctx)
			conn.Close(ctx)
		})
	}
	t.Cleanup(unlock)
	return unlock
}
