package rulings

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The asks of rulings already stored are written in group commits, by the
// Saves themselves. A Save that finds a writer's place free writes its ask
// at once (nothing waits while a place is free). Saves that come while
// maxGroupsAtOnce groups are being written wait together; when a writer is
// done, it hands every ask waiting then (up to maxAsksPerGroup) to the
// first of them, whose Save writes them all in one statement, so one
// commit. There is no timer, and no goroutine of its own.
const (
	// maxAsksPerGroup is the most asks one statement writes.
	maxAsksPerGroup = 256
	// maxGroupsAtOnce is the most groups written at once. One: while a
	// group commits, the asks that come wait and make the next group, so
	// that under load one commit serves many asks. (Measured under load on
	// two CPUs with the private Postgres: Postgres spent about 50 µs of
	// processor time an ask with one group at a time, 80 with two and
	// 140 with four.)
	maxGroupsAtOnce = 1
	// groupTimeout bounds the writing of a group none of whose asks has a
	// deadline.
	groupTimeout = 10 * time.Second
)

// errClosed is the error of a Save after Close.
var errClosed = errors.New("the store is closed")

// The statements that record asks commit without waiting for the disk
// (synchronous_commit off, for their own transaction only): the reply
// that shows a stored ruling does not wait for a flush, which is most of
// the time of a commit. A ruling itself is always flushed to disk before
// its id is shown (see insertRuling); what a crash of the machine could
// lose is the asks of its last fraction of a second (Postgres flushes
// them within three times wal_writer_delay, 0.6 s by default), never a
// ruling and never the database's consistency.
const asyncCommit = `(select set_config('synchronous_commit', 'off', true)) as async_commit`

// recordAsk writes a group of one ask: it inserts the ask and returns the
// id of its ruling, or no row when the ruling is not stored.
const recordAsk = `insert into asks (ruling_id, command, source, user_id, user_name, guild_id, channel_id, asked_at)
	select id, $2, $3, $4, $5, $6, $7, coalesce($8, now()) from rulings, ` + asyncCommit + ` where digest = $1
	returning ruling_id`

// recordAsks writes a group of asks in one statement: for each position
// (from 1) whose digest has a stored ruling, it inserts the ask and
// returns the position with the ruling's id. Positions without a stored
// ruling are not returned and nothing is written for them.
//
// Each ruling is looked up by its digest's index, one ask after another
// (the limit keeps the planner from turning the lookups into one join,
// which it may plan as a scan of every ruling).
const recordAsks = `with stored as (
	select a.place, a.command, a.source, a.user_id, a.user_name, a.guild_id, a.channel_id, a.asked_at, r.id as ruling_id
	from unnest($1::bytea[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
		with ordinality as a(digest, command, source, user_id, user_name, guild_id, channel_id, asked_at, place)
	cross join lateral (select id from rulings where rulings.digest = a.digest limit 1) r
	cross join ` + asyncCommit + `
), recorded as (
	insert into asks (ruling_id, command, source, user_id, user_name, guild_id, channel_id, asked_at)
	select ruling_id, command, source, user_id, user_name, guild_id, channel_id, coalesce(asked_at, now())
	from stored
)
select place, ruling_id from stored`

// ask is one ask waiting to be written with others.
type ask struct {
	ctx       context.Context // the Save's
	digest    []byte
	command   string
	source    string
	userID    string
	userName  string
	guildID   string
	channelID string
	askedAt   *time.Time // nil: now(), by the database's clock

	done chan askOutcome // what became of the ask, or the group to write
	// taken and dropped are guarded by the recorder's mu: a waiting ask
	// is either taken into a group, or dropped when its ctx ends first.
	taken, dropped bool
	told           bool // its outcome was sent; only its group's writer uses it
}

// askOutcome is what became of an ask: written for the ruling rulingID,
// not written because its ruling is not stored (rulingID empty), or not
// written because of err. Or, when lead is set, the ask was taken into
// the group lead, which its Save is to write.
type askOutcome struct {
	rulingID string
	err      error
	lead     []*ask
}

// askRecorder writes the asks of stored rulings in group commits, and
// keeps count of the Saves under way so that Close can wait for them.
type askRecorder struct {
	pool      *pgxpool.Pool
	maxGroups int

	mu      sync.Mutex
	writing int    // groups being written
	waiting []*ask // asks waiting for a writer; some may be dropped
	closed  bool
	saves   sync.WaitGroup // Saves under way, counted while !closed
}

// newAskRecorder returns the recorder of asks into pool's database.
func newAskRecorder(pool *pgxpool.Pool) *askRecorder {
	return &askRecorder{pool: pool, maxGroups: max(1, min(maxGroupsAtOnce, int(pool.Config().MaxConns)))}
}

// begin counts a Save under way, or fails after close. Each begin that
// returns nil is followed by one end.
func (w *askRecorder) begin() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return errClosed
	}
	w.saves.Add(1)
	return nil
}

// end ends a Save begun.
func (w *askRecorder) end() { w.saves.Done() }

// close refuses new Saves and waits for those under way: the asks waiting
// are written, or fail. Later calls do nothing more.
func (w *askRecorder) close() {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
	w.saves.Wait()
}

// record writes a's ask, with the asks waiting alongside, and returns the
// id of its ruling, or "" when the ruling is not stored (nothing was
// written). When ctx ends before the ask is taken into a group, record
// returns ctx's error at once and the ask is not written; once taken,
// record waits for the group's outcome.
func (w *askRecorder) record(ctx context.Context, a *ask) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	a.ctx = ctx
	a.done = make(chan askOutcome, 1)
	w.mu.Lock()
	if w.writing < w.maxGroups {
		// Nothing waits while a writer's place is free.
		w.writing++
		a.taken = true
		w.mu.Unlock()
		return w.lead([]*ask{a}, a)
	}
	w.waiting = append(w.waiting, a)
	w.mu.Unlock()

	var o askOutcome
	select {
	case o = <-a.done:
	case <-ctx.Done():
		w.mu.Lock()
		if !a.taken {
			a.dropped = true
			w.mu.Unlock()
			return "", ctx.Err()
		}
		w.mu.Unlock()
		o = <-a.done
	}
	if o.lead != nil {
		return w.lead(o.lead, a)
	}
	return o.rulingID, o.err
}

// lead writes group, in which is a, hands the asks waiting by then to the
// first of them to write, and returns what became of a.
func (w *askRecorder) lead(group []*ask, a *ask) (string, error) {
	defer w.handOver()
	w.write(group)
	o := <-a.done
	return o.rulingID, o.err
}

// handOver ends a writer's turn: the asks waiting go, as the next group,
// to the first of them to write, or the writer's place is freed.
func (w *askRecorder) handOver() {
	w.mu.Lock()
	next := w.take()
	if len(next) == 0 {
		w.writing--
	}
	w.mu.Unlock()
	if len(next) > 0 {
		next[0].done <- askOutcome{lead: next}
	}
}

// take takes up to maxAsksPerGroup asks waiting, in order, leaving out
// those dropped. w.mu is held.
func (w *askRecorder) take() []*ask {
	var group []*ask
	n := 0
	for ; n < len(w.waiting) && len(group) < maxAsksPerGroup; n++ {
		a := w.waiting[n]
		if !a.dropped {
			a.taken = true
			group = append(group, a)
		}
	}
	clear(w.waiting[:n])
	w.waiting = w.waiting[n:]
	if len(w.waiting) == 0 {
		w.waiting = nil
	}
	return group
}

// write writes group in one statement and tells each ask what became of
// it. An ask whose Save's context has ended by now is not written. The
// statement runs until the latest deadline among the asks, counting
// groupTimeout from now for an ask without one.
func (w *askRecorder) write(group []*ask) {
	defer func() {
		// Should writing panic, no ask is left waiting for its outcome.
		if p := recover(); p != nil {
			for _, a := range group {
				if !a.told {
					a.tell(askOutcome{err: fmt.Errorf("recording asks: %v", p)})
				}
			}
			panic(p)
		}
	}()
	live := make([]*ask, 0, len(group))
	var deadline time.Time
	for _, a := range group {
		if err := a.ctx.Err(); err != nil {
			a.tell(askOutcome{err: err})
			continue
		}
		live = append(live, a)
		d, ok := a.ctx.Deadline()
		if !ok {
			d = time.Now().Add(groupTimeout)
		}
		if d.After(deadline) {
			deadline = d
		}
	}
	if len(live) == 0 {
		return
	}
	ctx, cancel := context.WithDeadline(context.Background(), deadline)
	defer cancel()
	ids, err := w.insert(ctx, live)
	if err != nil && len(live) > 1 && refused(err) {
		// The database refused what one ask holds (text that is not
		// UTF-8, a time out of range), and the statement wrote nothing:
		// write each ask alone, so that only that one fails.
		for _, a := range live {
			ids, err := w.insert(ctx, []*ask{a})
			o := askOutcome{err: err}
			if err == nil {
				o.rulingID = ids[0]
			}
			a.tell(o)
		}
		return
	}
	for i, a := range live {
		o := askOutcome{err: err}
		if err == nil {
			o.rulingID = ids[i]
		}
		a.tell(o)
	}
}

// tell tells a's Save what became of a. Only the writer of a's group
// calls it, once.
func (a *ask) tell(o askOutcome) {
	a.told = true
	a.done <- o
}

// insert writes group in one statement and returns, for each ask, the id
// of its ruling, or "" when that ruling is not stored.
func (w *askRecorder) insert(ctx context.Context, group []*ask) ([]string, error) {
	if len(group) == 1 {
		a := group[0]
		var id string
		err := w.pool.QueryRow(ctx, recordAsk, a.digest, a.command, a.source, a.userID, a.userName, a.guildID, a.channelID, a.askedAt).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			return []string{""}, nil
		}
		if err != nil {
			return nil, err
		}
		return []string{id}, nil
	}
	n := len(group)
	digests := make([][]byte, n)
	commands := make([]string, n)
	sources := make([]string, n)
	userIDs := make([]string, n)
	userNames := make([]string, n)
	guildIDs := make([]string, n)
	channelIDs := make([]string, n)
	askedAt := make([]pgtype.Timestamptz, n)
	for i, a := range group {
		digests[i] = a.digest
		commands[i] = a.command
		sources[i] = a.source
		userIDs[i] = a.userID
		userNames[i] = a.userName
		guildIDs[i] = a.guildID
		channelIDs[i] = a.channelID
		if a.askedAt != nil {
			askedAt[i] = pgtype.Timestamptz{Time: *a.askedAt, Valid: true}
		}
	}
	rows, err := w.pool.Query(ctx, recordAsks, digests, commands, sources, userIDs, userNames, guildIDs, channelIDs, askedAt)
	if err != nil {
		return nil, err
	}
	ids := make([]string, n)
	var place int64
	var id string
	_, err = pgx.ForEachRow(rows, []any{&place, &id}, func() error {
		if place < 1 || place > int64(n) {
			return fmt.Errorf("recording asks: the database returned position %d of %d", place, n)
		}
		ids[place-1] = id
		return nil
	})
	if err != nil {
		return nil, err
	}
	return ids, nil
}

// refused reports whether err is the database refusing the data of a
// statement (SQLSTATE classes 22, data exception, and 23, integrity
// constraint violation): the statement wrote nothing, and running it again
// with other data may succeed.
func refused(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (strings.HasPrefix(pgErr.Code, "22") || strings.HasPrefix(pgErr.Code, "23"))
}
