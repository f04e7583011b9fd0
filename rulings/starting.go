package rulings

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrStarting matches (errors.Is) the error of every method of a Store
// from OpenInBackground until its database has answered and been set up:
// the database is not there yet, and the Store tries it again.
var ErrStarting = errors.New("the database is starting: not yet connected and migrated")

// BackgroundOptions say how OpenInBackground tries the database.
type BackgroundOptions struct {
	// Log receives one line when the first try fails and one when a try
	// succeeds; nil means slog.Default().
	Log *slog.Logger
	// FirstWait is the wait after the first failed try; it doubles after
	// each failure up to MaxWait. 0 means 500 ms and 30 s.
	FirstWait, MaxWait time.Duration
	// TryTimeout bounds one try: connecting, migrating and loading the
	// reference data. 0 means 2 minutes.
	TryTimeout time.Duration
	// FirstTryWait is how long OpenInBackground waits for the first try
	// before it returns: a database that answers at once is ready from
	// the start. 0 means 20 s; a negative wait does not wait.
	FirstTryWait time.Duration
}

// starting is the state of a Store whose set-up runs in the background.
type starting struct {
	ready  atomic.Bool
	cancel context.CancelFunc
	done   chan struct{}
	// tried is closed once the first try has ended.
	tried     chan struct{}
	triedOnce sync.Once

	mu      sync.Mutex
	lastErr error // the last try's failure
	tries   int
}

// OpenInBackground returns a Store for the database at url, which it sets
// up as Open does (connecting, migrating, loading the reference data) in
// the background, trying again with a backoff until it succeeds or the
// Store is closed. It waits for the first try (at most
// opts.FirstTryWait), so that a database that answers is ready when it
// returns. Until the set-up succeeds every method fails with an error that
// matches ErrStarting, Ping's included, so a server can start and answer
// what needs no database while its database comes up. Only a url that
// cannot be read is an error.
func OpenInBackground(url string, opts BackgroundOptions) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("database url: %w", err)
	}
	st := &starting{done: make(chan struct{}), tried: make(chan struct{})}
	before := cfg.BeforeConnect
	cfg.BeforeConnect = func(ctx context.Context, cc *pgx.ConnConfig) error {
		if !st.ready.Load() {
			return st.err()
		}
		if before != nil {
			return before(ctx, cc)
		}
		return nil
	}
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	if err != nil {
		return nil, fmt.Errorf("database url: %w", err)
	}
	s := &Store{pool: pool, asks: newAskRecorder(pool), starting: st}
	ctx, cancel := context.WithCancel(context.Background())
	st.cancel = cancel
	go st.run(ctx, url, opts)
	wait := opts.FirstTryWait
	if wait == 0 {
		wait = 20 * time.Second
	}
	if wait > 0 {
		timer := time.NewTimer(wait)
		defer timer.Stop()
		select {
		case <-st.tried:
		case <-timer.C:
		}
	}
	return s, nil
}

// run tries to open the database at url until it succeeds or ctx ends.
func (st *starting) run(ctx context.Context, url string, opts BackgroundOptions) {
	defer close(st.done)
	// Closed last, once ready is set when the try succeeded.
	defer st.triedOnce.Do(func() { close(st.tried) })
	log := opts.Log
	if log == nil {
		log = slog.Default()
	}
	wait, maxWait, tryTimeout := opts.FirstWait, opts.MaxWait, opts.TryTimeout
	if wait <= 0 {
		wait = 500 * time.Millisecond
	}
	if maxWait <= 0 {
		maxWait = 30 * time.Second
	}
	if tryTimeout <= 0 {
		tryTimeout = 2 * time.Minute
	}
	began := time.Now()
	for {
		tryCtx, cancel := context.WithTimeout(ctx, tryTimeout)
		set, err := Open(tryCtx, url)
		cancel()
		if err == nil {
			set.Close() // its pool did the set-up; the Store's own takes over
			st.ready.Store(true)
			st.mu.Lock()
			tries := st.tries + 1
			st.mu.Unlock()
			if tries > 1 {
				log.Info("the database answers: connected, migrated and its reference data loaded; rulings are stored again",
					"tries", tries, "waited", time.Since(began).Round(time.Millisecond))
			}
			return
		}
		if ctx.Err() != nil {
			return
		}
		st.mu.Lock()
		st.tries++
		st.lastErr = err
		first := st.tries == 1
		st.mu.Unlock()
		if first {
			log.Warn("the database does not answer yet; it is tried again with a backoff while the server answers without storing (logged once until it answers)",
				"err", err, "max_wait", maxWait)
		}
		st.triedOnce.Do(func() { close(st.tried) })
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, maxWait)
	}
}

// err is the error of a method called before the database is set up.
func (st *starting) err() error {
	st.mu.Lock()
	last := st.lastErr
	st.mu.Unlock()
	if last == nil {
		return ErrStarting
	}
	return fmt.Errorf("%w (the last try: %v)", ErrStarting, last)
}

// stop ends the tries and waits for the one under way.
func (st *starting) stop() {
	st.cancel()
	<-st.done
}
