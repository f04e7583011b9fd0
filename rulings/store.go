package rulings

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/orrery-judge/orrery/db/pgembed"
)

// Store keeps rulings, asks and reviews in Postgres, with the reference
// data (cards, their official rulings, the Comprehensive Rules) they cite.
// It is safe for concurrent use. The asks of rulings already stored are
// written in group commits (see Save).
type Store struct {
	pool    *pgxpool.Pool
	asks    *askRecorder
	cluster *pgembed.Cluster // the private cluster Connect started, if any
	// starting is set for a Store from OpenInBackground: its set-up runs
	// in the background, and its pool connects only once it is done.
	starting *starting
}

// Open connects to the Postgres database at url (a postgres:// URL or a
// keyword/value string), brings its schema up to date (Migrate), makes the
// newest card data imported the catalog in use (UseNewestCards) and loads
// the reference data (LoadReference).
func Open(ctx context.Context, url string) (*Store, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("database url: %w", err)
	}
	s := &Store{pool: pool}
	if err := s.setUp(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	s.asks = newAskRecorder(pool)
	return s, nil
}

func (s *Store) setUp(ctx context.Context) error {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("connecting to the database: %w", err)
	}
	err = Migrate(ctx, conn.Conn())
	conn.Release()
	if err != nil {
		return err
	}
	if err := s.UseNewestCards(ctx); err != nil {
		return err
	}
	return s.LoadReference(ctx)
}

// Options say which database Connect uses.
type Options struct {
	// URL is the database to use. Empty means a private cluster in DataDir.
	URL string
	// DataDir is the private cluster's data folder; empty means
	// pgembed.DefaultDir().
	DataDir string
	// BinDir is the folder of the Postgres binaries for the private
	// cluster; empty means search for them.
	BinDir string
	// RunAs is the user the private cluster's server runs as when this
	// process is root; empty means the default (see pgembed.Options).
	RunAs string
	// Logger receives what the private cluster does; nil means
	// slog.Default().
	Logger *slog.Logger
}

// Connect opens the store in the database opts.URL names, or, with no URL,
// in a private Postgres cluster started in opts.DataDir (see db/pgembed),
// which is started again whenever it stops (pgembed's Supervise) and which
// Close stops.
func Connect(ctx context.Context, opts Options) (*Store, error) {
	if opts.URL != "" {
		return Open(ctx, opts.URL)
	}
	c, err := pgembed.Start(ctx, pgembed.Options{Dir: opts.DataDir, BinDir: opts.BinDir, RunAs: opts.RunAs, Logger: opts.Logger})
	if err != nil {
		return nil, err
	}
	s, err := Open(ctx, c.URL())
	if err != nil {
		return nil, errors.Join(err, c.Close())
	}
	s.cluster = c
	c.Supervise(0)
	return s, nil
}

// Close waits for the Saves under way (the asks waiting to be written are
// written, or fail), closes the store's connections, and stops the private
// cluster if Connect started one and no other process uses it. A Save
// after Close fails; closing again does nothing more.
func (s *Store) Close() error {
	if s.starting != nil {
		s.starting.stop()
	}
	s.asks.close()
	s.pool.Close()
	if s.cluster != nil {
		return s.cluster.Close()
	}
	return nil
}

// Status says what keeps the database away, without asking it: an error
// matching ErrStarting while a Store from OpenInBackground is being set
// up, the private cluster's pgembed Status (pgembed.ErrDiskFull among
// them) while its server is down, nil otherwise. It is cheap: a metric
// reads it at every scrape.
func (s *Store) Status() error {
	if s.starting != nil && !s.starting.ready.Load() {
		return s.starting.err()
	}
	if s.cluster != nil {
		return s.cluster.Status()
	}
	return nil
}

// Ping checks that the database answers, and says why the private
// cluster is down (a full disk among the reasons) while it is. For a
// Store from OpenInBackground whose database is not yet set up, the error
// matches ErrStarting.
func (s *Store) Ping(ctx context.Context) error {
	if s.starting != nil && !s.starting.ready.Load() {
		return fmt.Errorf("database: %w", s.starting.err())
	}
	if s.cluster != nil {
		if err := s.cluster.Status(); err != nil {
			return fmt.Errorf("database: %w", err)
		}
	}
	if err := s.pool.Ping(ctx); err != nil {
		return fmt.Errorf("database: %w", err)
	}
	return nil
}
