package app

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// Saver stores a ruling with who asked; *rulings.Store is one.
type Saver interface {
	Save(ctx context.Context, r *rules.Ruling, who rulings.Asker) (string, error)
}

// Defaults of PendingOptions.
const (
	DefaultPendingMax      = 1000
	DefaultPendingRetry    = time.Second
	DefaultPendingMaxRetry = 30 * time.Second
	// pendingSaveTimeout bounds one attempt to store a waiting ruling.
	pendingSaveTimeout = 10 * time.Second
)

// PendingOptions configure a Pending.
type PendingOptions struct {
	// Max is the most rulings kept waiting; 0 means DefaultPendingMax.
	// A ruling that finds the queue full is not kept, and its asker is
	// told it was not stored.
	Max int
	// Retry is the wait before the first new attempt, doubled after each
	// failed one up to MaxRetry; 0 means DefaultPendingRetry and
	// DefaultPendingMaxRetry.
	Retry, MaxRetry time.Duration
	// Log receives what becomes of waiting rulings; nil means
	// slog.Default().
	Log *slog.Logger
	// Observe, when set, is called each time a ruling is kept, stored or
	// given up, with how many are then waiting: a hook for metrics. It
	// must be quick and safe for concurrent use.
	Observe func(e PendingEvent, waiting int)
	// Spool, when set, is a file (in the data folder) where each ruling
	// kept is written before Add returns, so that a crash or a stop while
	// the store is away loses none: the next Pending on the same file
	// stores them. "" keeps them in memory only.
	Spool string
}

// PendingEvent is what became of a ruling waiting to be stored.
type PendingEvent string

// What can become of a ruling waiting to be stored.
const (
	// PendingKept: the store failed; the ruling waits to be stored.
	PendingKept PendingEvent = "kept"
	// PendingStored: a waiting ruling was stored.
	PendingStored PendingEvent = "stored"
	// PendingFull: the store failed and the queue was full; the ruling is
	// not stored.
	PendingFull PendingEvent = "full"
	// PendingLost: the program stopped before the store came back; the
	// ruling is not stored.
	PendingLost PendingEvent = "lost"
)

// PendingEvents lists every PendingEvent, for metrics that want each label
// from the start.
var PendingEvents = []PendingEvent{PendingKept, PendingStored, PendingFull, PendingLost}

// Pending keeps, in memory, the rulings a store failed to save, and saves
// them once it answers again, with who asked and when: a database that
// restarts or goes away for a while loses no ruling that was answered
// meanwhile. It is bounded (PendingOptions.Max), and lives only as long
// as the process: Close tries once more, and logs each ruling it could
// not store.
//
// A goroutine retries, with a wait that doubles after each failure, while
// rulings wait; Wake retries at once (call it when the store is seen to
// answer). A ruling whose save failed after the database had in fact
// stored it is stored once all the same: ids are content addresses; only
// its ask may be counted twice.
type Pending struct {
	store Saver
	opts  PendingOptions
	log   *slog.Logger

	mu      sync.Mutex
	asks    []pendingAsk
	running bool // the retrying goroutine is alive
	closed  bool
	wake    chan struct{}
	stop    chan struct{} // closed by Close
	worker  sync.WaitGroup
	spool   *spool // nil: the rulings waiting are kept in memory only
	// spoolFailed is set once writing the spool failed, so that it is
	// logged once, not for each ruling.
	spoolFailed bool
}

// pendingAsk is one ruling waiting to be stored.
type pendingAsk struct {
	ruling *rules.Ruling
	who    rulings.Asker
	seq    int64 // its number in the spool, 0 without one
}

// NewPending returns an empty Pending that saves into store.
func NewPending(store Saver, opts PendingOptions) *Pending {
	if opts.Max <= 0 {
		opts.Max = DefaultPendingMax
	}
	if opts.Retry <= 0 {
		opts.Retry = DefaultPendingRetry
	}
	if opts.MaxRetry <= 0 {
		opts.MaxRetry = DefaultPendingMaxRetry
	}
	opts.MaxRetry = max(opts.MaxRetry, opts.Retry)
	p := &Pending{store: store, opts: opts, log: opts.Log, wake: make(chan struct{}, 1), stop: make(chan struct{})}
	if p.log == nil {
		p.log = slog.Default()
	}
	if opts.Spool != "" {
		sp, waiting, err := openSpool(opts.Spool)
		if err != nil {
			p.log.Error("the spool of rulings waiting to be stored cannot be used; they are kept in memory only", "spool", opts.Spool, "err", err)
			return p
		}
		p.spool = sp
		if len(waiting) > 0 {
			p.log.Info("rulings answered while the database was away, before the last stop, wait to be stored", "waiting", len(waiting), "spool", opts.Spool)
			p.asks = waiting
			p.running = true
			p.worker.Add(1)
			go p.retry()
		}
	}
	return p
}

// Add keeps r, asked by who, to be stored when the store answers again,
// and reports whether it was kept: not when the queue is full or Pending
// is closed. Pending keeps a copy of r; r itself is not changed. A zero
// who.AskedAt is set to now.
func (p *Pending) Add(r *rules.Ruling, who rulings.Asker) bool {
	cp := *r
	cp.ID = ""
	if who.AskedAt.IsZero() {
		who.AskedAt = time.Now()
	}
	p.mu.Lock()
	if p.closed || len(p.asks) >= p.opts.Max {
		waiting := len(p.asks)
		p.mu.Unlock()
		p.observe(PendingFull, waiting)
		return false
	}
	a := pendingAsk{ruling: &cp, who: who}
	if p.spool != nil {
		seq, err := p.spool.add(a.ruling, a.who)
		switch {
		case err == nil:
			a.seq = seq
		case !p.spoolFailed:
			p.spoolFailed = true
			p.log.Error("writing a ruling waiting to be stored to the spool failed; it is kept in memory only", "spool", p.spool.path, "err", err)
		}
	}
	p.asks = append(p.asks, a)
	waiting := len(p.asks)
	if !p.running {
		p.running = true
		p.worker.Add(1)
		go p.retry()
	}
	p.mu.Unlock()
	p.observe(PendingKept, waiting)
	return true
}

// Len is the number of rulings waiting to be stored.
func (p *Pending) Len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.asks)
}

// Wake makes the next attempt now instead of after its wait: the store was
// just seen to answer.
func (p *Pending) Wake() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// retry is the goroutine that stores waiting rulings, until none wait or
// Pending is closed.
func (p *Pending) retry() {
	defer p.worker.Done()
	wait := p.opts.Retry
	warned := false // the outage was logged
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-p.wake:
		case <-timer.C:
		}
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			select {
			case <-p.stop:
				cancel()
			case <-ctx.Done():
			}
		}()
		left, err := p.flush(ctx)
		cancel()
		if left == 0 {
			p.mu.Lock()
			if len(p.asks) == 0 { // none came meanwhile
				p.running = false
				p.mu.Unlock()
				return
			}
			p.mu.Unlock()
		}
		if err == nil {
			wait = p.opts.Retry
		} else {
			wait = min(2*wait, p.opts.MaxRetry)
			if !warned {
				warned = true
				p.log.Warn("the database still does not answer; rulings wait to be stored (logged once; each is logged as it is stored)", "waiting", left, "retry_in", wait.String(), "err", err)
			}
		}
		timer.Reset(wait)
	}
}

// flush stores the waiting rulings in order, until one fails. It returns
// how many are left, and the error that stopped it.
func (p *Pending) flush(ctx context.Context) (left int, err error) {
	for {
		p.mu.Lock()
		if len(p.asks) == 0 {
			p.mu.Unlock()
			return 0, nil
		}
		a := p.asks[0]
		p.mu.Unlock()

		saveCtx, cancel := context.WithTimeout(ctx, pendingSaveTimeout)
		id, err := p.store.Save(saveCtx, a.ruling, a.who)
		cancel()

		p.mu.Lock()
		if err != nil {
			left := len(p.asks)
			p.mu.Unlock()
			return left, err
		}
		p.asks[0] = pendingAsk{}
		p.asks = p.asks[1:]
		waiting := len(p.asks)
		p.spoolDone(a.seq, waiting)
		p.mu.Unlock()
		p.log.Info("stored a ruling after the database came back", "ruling", id,
			"asked_at", a.who.AskedAt, "source", string(a.who.Source), "waiting", waiting)
		p.observe(PendingStored, waiting)
	}
}

// Close stops retrying and makes one last attempt to store the rulings
// waiting, until ctx is done. Each ruling it could not store is logged,
// with its question, and counted as lost; Close returns how many. After
// Close, Add keeps nothing.
func (p *Pending) Close(ctx context.Context) int {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return 0
	}
	p.closed = true
	close(p.stop)
	p.mu.Unlock()
	p.worker.Wait()
	defer func() {
		p.mu.Lock()
		if p.spool != nil {
			p.spool.close()
			p.spool = nil
		}
		p.mu.Unlock()
	}()

	if p.Len() == 0 {
		return 0
	}
	left, err := p.flush(ctx)
	if left == 0 {
		return 0
	}
	p.mu.Lock()
	lost := p.asks
	p.asks = nil
	sp := p.spool
	p.spool = nil
	p.mu.Unlock()
	if sp != nil && !p.spoolFailed {
		sp.close()
		p.log.Info("rulings answered while the database was away are kept in the spool, to be stored at the next start",
			"waiting", len(lost), "spool", sp.path, "err", err)
		return 0
	}
	for i, a := range lost {
		p.log.Error("a ruling answered while the database was away could not be stored before stopping",
			"question", a.ruling.Canonical, "command", a.ruling.Command, "asked_at", a.who.AskedAt,
			"source", string(a.who.Source), "user", a.who.UserID, "guild", a.who.GuildID, "err", err)
		p.observe(PendingLost, len(lost)-i-1)
	}
	return len(lost)
}

// spoolDone marks a stored ruling done in the spool, and empties the
// spool when none wait. p.mu is held.
func (p *Pending) spoolDone(seq int64, waiting int) {
	if p.spool == nil || seq == 0 {
		return
	}
	err := p.spool.done(seq)
	if err == nil && waiting == 0 {
		err = p.spool.empty()
	}
	if err != nil && !p.spoolFailed {
		p.spoolFailed = true
		p.log.Error("writing the spool of rulings waiting to be stored failed", "spool", p.spool.path, "err", err)
	}
}

func (p *Pending) observe(e PendingEvent, waiting int) {
	if p.opts.Observe != nil {
		p.opts.Observe(e, waiting)
	}
}
