package app_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
)

// cluster is a private Postgres in a folder of its own, which a test can
// stop and start again.
type cluster struct {
	t   *testing.T
	dir string
	c   *pgembed.Cluster
}

func newCluster(t *testing.T) *cluster {
	t.Helper()
	// Under root the server's user must reach the folder; t.TempDir nests
	// it in one that user cannot enter.
	dir, err := os.MkdirTemp("", "orrery-app-")
	if err != nil {
		t.Fatal(err)
	}
	c := &cluster{t: t, dir: dir}
	t.Cleanup(func() {
		c.stop()
		os.RemoveAll(dir)
	})
	c.start()
	return c
}

func (c *cluster) start() {
	c.t.Helper()
	quiet := slog.New(slog.DiscardHandler)
	pc, err := pgembed.Start(context.Background(), pgembed.Options{Dir: c.dir, Settings: pgtest.Settings, Logger: quiet})
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(c.t, err)
	}
	if err != nil {
		c.t.Fatal(err)
	}
	c.c = pc
}

func (c *cluster) stop() {
	if c.c != nil {
		if err := c.c.Close(); err != nil {
			c.t.Errorf("stopping the cluster: %v", err)
		}
		c.c = nil
	}
}

func ask(t *testing.T, a *app.App, text string) *app.Result {
	t.Helper()
	inv, err := command.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Answer(context.Background(), inv, rulings.Asker{Source: rulings.SourceDiscord, UserID: "42", GuildID: "7"})
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return res
}

// waitFor polls cond until it holds, failing t after a minute (only to
// stop a hang).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited a minute for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// events records what Pending reports.
type events struct {
	mu  sync.Mutex
	got map[app.PendingEvent]int
}

func (e *events) observe(ev app.PendingEvent, waiting int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.got[ev]++
}

func (e *events) count(ev app.PendingEvent) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.got[ev]
}

// TestRulingsAskedWhileTheDatabaseIsAwayAreStoredWhenItComesBack stops the
// database under an App: rulings are still answered, marked not stored;
// those Pending keeps are stored when the database is back, with the time
// they were asked; one that finds Pending full is not, and says so; what
// was stored before is still there. Stopped again, Close gives up on what
// waits, and logs it.
func TestRulingsAskedWhileTheDatabaseIsAwayAreStoredWhenItComesBack(t *testing.T) {
	db := newCluster(t)
	ctx := context.Background()
	store, err := rulings.Open(ctx, db.c.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var logBuf bytes.Buffer
	var logMu sync.Mutex
	log := slog.New(slog.NewTextHandler(lockedWriter{&logMu, &logBuf}, nil))
	ev := &events{got: map[app.PendingEvent]int{}}
	pending := app.NewPending(store, app.PendingOptions{Max: 2, Retry: 20 * time.Millisecond, MaxRetry: 200 * time.Millisecond, Log: log, Observe: ev.observe})
	a := &app.App{Store: store, Log: log, Pending: pending}
	var answered []app.Answered
	var answeredMu sync.Mutex
	a.Observe = func(e app.Answered) {
		answeredMu.Lock()
		defer answeredMu.Unlock()
		answered = append(answered, e)
	}

	before := ask(t, a, "/orrery upkeep hand:0")
	if !before.Stored || before.Ruling.ID == "" {
		t.Fatalf("with the database up: %+v", before)
	}

	db.stop()
	outageStart := time.Now()
	kept1 := ask(t, a, "/orrery upkeep hand:1")
	kept2 := ask(t, a, "/orrery upkeep hand:0") // asked before: one more ask
	full := ask(t, a, "/orrery upkeep hand:2")
	for name, res := range map[string]*app.Result{"kept1": kept1, "kept2": kept2, "full": full} {
		if res.Stored || res.StoreErr == nil || res.Ruling.ID != "" || res.Ruling.Answer == "" {
			t.Errorf("%s, with the database away: stored %t, err %v, id %q, answer %q", name, res.Stored, res.StoreErr, res.Ruling.ID, res.Ruling.Answer)
		}
	}
	if !kept1.Pending || !kept2.Pending || full.Pending {
		t.Errorf("kept: %t %t, and with Pending full: %t", kept1.Pending, kept2.Pending, full.Pending)
	}
	if n := pending.Len(); n != 2 {
		t.Errorf("%d rulings wait, want 2", n)
	}

	db.start()
	waitFor(t, "the waiting rulings to be stored", func() bool { return pending.Len() == 0 })
	if ev.count(app.PendingKept) != 2 || ev.count(app.PendingFull) != 1 || ev.count(app.PendingStored) != 2 {
		t.Errorf("events %v", ev.got)
	}
	sr, err := store.Get(ctx, before.Ruling.ID)
	if err != nil || sr.Asks != 2 {
		t.Errorf("the ruling stored before the outage, asked again during it: %+v, %v", sr, err)
	}
	id1 := rulings.FullID(kept1.Ruling)[:rulings.IDLength]
	sr, err = store.Get(ctx, id1)
	if err != nil || sr.Asks != 1 || sr.CreatedAt.After(outageStart.Add(time.Second)) {
		t.Errorf("the ruling first asked during the outage: %+v, %v (asked at %v)", sr, err, outageStart)
	}
	if kept1.Ruling.ID != "" {
		t.Errorf("storing later changed the ruling shown: id %q", kept1.Ruling.ID)
	}
	idFull := rulings.FullID(full.Ruling)[:rulings.IDLength]
	if _, err := store.Get(ctx, idFull); !errors.Is(err, rulings.ErrNotFound) {
		t.Errorf("the ruling that found Pending full: %v, want not found", err)
	}

	// The database answers again: a ruling is stored at once.
	after := ask(t, a, "/orrery upkeep hand:3")
	if !after.Stored {
		t.Errorf("after the database came back: %+v", after)
	}
	// The outage was logged once, not once for each of its three rulings,
	// and its end with the count.
	logMu.Lock()
	if n := strings.Count(logBuf.String(), "storing rulings fails"); n != 1 || !strings.Contains(logBuf.String(), `msg="storing rulings works again" failed_meanwhile=3`) {
		t.Errorf("the outage is logged %d times (want once, then its end with failed_meanwhile=3):\n%s", n, logBuf.String())
	}
	if n := strings.Count(logBuf.String(), "the database still does not answer"); n != 1 {
		t.Errorf("the retries logged %d times, want once an outage", n)
	}
	logMu.Unlock()
	answeredMu.Lock()
	if len(answered) != 5 || answered[0].Command != "orrery upkeep" || !answered[0].Stored || answered[1].StoreErr == nil || !answered[1].Pending {
		t.Errorf("observed %+v", answered)
	}
	answeredMu.Unlock()

	// Away again, and the program stops before it comes back.
	db.stop()
	lost := ask(t, a, "/orrery upkeep hand:4")
	if !lost.Pending {
		t.Fatalf("not kept: %+v", lost)
	}
	closeCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if n := pending.Close(closeCtx); n != 1 {
		t.Errorf("Close lost %d rulings, want 1", n)
	}
	if ev.count(app.PendingLost) != 1 {
		t.Errorf("events %v", ev.got)
	}
	logMu.Lock()
	logged := logBuf.String()
	logMu.Unlock()
	if !strings.Contains(logged, "could not be stored before stopping") || !strings.Contains(logged, `orrery upkeep hand:4`) {
		t.Errorf("the lost ruling is not logged with its question:\n%s", logged)
	}
	if pending.Add(lost.Ruling, rulings.Asker{Source: rulings.SourceWeb}) {
		t.Error("Add kept a ruling after Close")
	}
}

type lockedWriter struct {
	mu *sync.Mutex
	w  *bytes.Buffer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// With a spool, rulings answered while the database is away survive the
// program: Close keeps them in the file instead of losing them, and the
// next Pending on the same file stores them, with the time they were
// asked, and empties it. A record cut short by a crash is dropped.
func TestSpoolKeepsWaitingRulingsAcrossAStop(t *testing.T) {
	db := newCluster(t)
	ctx := context.Background()
	store, err := rulings.Open(ctx, db.c.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	path := filepath.Join(t.TempDir(), "data", "pending.jsonl")
	var logBuf bytes.Buffer
	var logMu sync.Mutex
	log := slog.New(slog.NewTextHandler(lockedWriter{&logMu, &logBuf}, nil))
	opts := app.PendingOptions{Retry: 20 * time.Millisecond, MaxRetry: 100 * time.Millisecond, Log: log, Spool: path}
	pending := app.NewPending(store, opts)
	a := &app.App{Store: store, Log: log, Pending: pending}

	db.stop()
	asked := time.Now()
	kept := []*app.Result{ask(t, a, "/orrery upkeep hand:5"), ask(t, a, "/orrery upkeep hand:6")}
	for _, res := range kept {
		if !res.Pending {
			t.Fatalf("not kept: %+v", res)
		}
	}
	closeCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if n := pending.Close(closeCtx); n != 0 {
		t.Errorf("Close lost %d rulings with a spool, want none", n)
	}
	logMu.Lock()
	if !strings.Contains(logBuf.String(), "kept in the spool") {
		t.Errorf("the stop does not say the rulings are kept:\n%s", logBuf.String())
	}
	logMu.Unlock()

	// A crash while writing the next record leaves half a line.
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"op":"add","seq":99,"ruling":{"command":"/orr`)
	f.Close()

	time.Sleep(1100 * time.Millisecond) // stored later than asked
	db.start()
	again := app.NewPending(store, opts)
	defer again.Close(ctx)
	waitFor(t, "the spooled rulings to be stored", func() bool { return again.Len() == 0 })
	for _, res := range kept {
		sr, err := store.Get(ctx, rulings.FullID(res.Ruling)[:rulings.IDLength])
		if err != nil || sr.Asks != 1 || sr.CreatedAt.After(asked.Add(time.Second)) {
			t.Errorf("%s: %+v, %v (asked at %v)", res.Ruling.Command, sr, err, asked)
		}
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() != 0 {
		t.Errorf("the spool after every ruling is stored: %v, %v; want it empty", fi, err)
	}
}

// A spool that cannot be read (a line that is not a record, in the
// middle) is left untouched for the operator, and the rulings of this run
// are kept in memory.
func TestUnreadableSpoolLeftAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pending.jsonl")
	text := "not a record\n" + `{"op":"done","seq":1}` + "\n"
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	var logBuf bytes.Buffer
	p := app.NewPending(nil, app.PendingOptions{Spool: path, Log: slog.New(slog.NewTextHandler(&logBuf, nil))})
	defer p.Close(context.Background())
	if got, _ := os.ReadFile(path); string(got) != text {
		t.Errorf("the spool was changed: %q", got)
	}
	if !strings.Contains(logBuf.String(), "pending.jsonl:1: not a spool record") {
		t.Errorf("the log does not say where the spool is unreadable:\n%s", logBuf.String())
	}
}

// One spool belongs to one process at a time: a second Pending on the
// same file keeps its rulings in memory and leaves the file to the first.
func TestSpoolTakenByOneAtATime(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pending.jsonl")
	first := app.NewPending(nil, app.PendingOptions{Spool: path, Log: slog.New(slog.DiscardHandler)})
	defer first.Close(context.Background())
	var logBuf bytes.Buffer
	second := app.NewPending(nil, app.PendingOptions{Spool: path, Log: slog.New(slog.NewTextHandler(&logBuf, nil))})
	defer second.Close(context.Background())
	if !strings.Contains(logBuf.String(), "another process uses") {
		t.Errorf("the second Pending does not say the spool is taken:\n%s", logBuf.String())
	}
}
