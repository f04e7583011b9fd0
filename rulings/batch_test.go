package rulings_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// The asks of rulings already stored are written in group commits: many
// Saves at once, for stored rulings and new ones, by different askers,
// each get the right id, and each leaves exactly one ask row with its own
// asker, command and time; each ruling is stored once; and asks waiting
// together share one statement, so one transaction.
func TestConcurrentSavesShareCommits(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	stored := []*rules.Ruling{landsRuling(1), landsRuling(2), reflectionRuling()}
	for _, r := range stored {
		if _, err := s.Save(ctx, r, cli); err != nil {
			t.Fatal(err)
		}
	}
	var fresh []*rules.Ruling
	for k := range 10 {
		r := landsRuling(3)
		r.Canonical = fmt.Sprintf("%s #%d", r.Canonical, k)
		fresh = append(fresh, r)
	}
	before := dbNow(t, url)

	// While the asks table is locked, every writer waits, and the Saves
	// that come meanwhile wait together.
	unlock := rulings.LockAsksTable(t, url)
	const n = 500
	sources := []rulings.Source{rulings.SourceCLI, rulings.SourceDiscord, rulings.SourceWeb}
	asked := time.Date(2026, 3, 14, 15, 9, 26, 0, time.UTC)
	type save struct {
		ruling *rules.Ruling
		who    rulings.Asker
		want   string
		id     string
		err    error
	}
	saves := make([]save, n)
	for i := range saves {
		src := stored[i%3]
		if i%5 >= 3 {
			src = fresh[(i/5)%len(fresh)]
		}
		r := *src
		r.Command = fmt.Sprintf("%s #%d", src.Command, i)
		who := rulings.Asker{
			Source:    sources[i%len(sources)],
			UserID:    fmt.Sprintf("u%d", i),
			UserName:  fmt.Sprintf("player %d", i),
			GuildID:   fmt.Sprintf("g%d", i%4),
			ChannelID: fmt.Sprintf("c%d", i%6),
		}
		if i%7 == 0 {
			who.AskedAt = asked.Add(time.Duration(i) * time.Second)
		}
		saves[i] = save{ruling: &r, who: who, want: rulings.FullID(&r)[:rulings.IDLength]}
	}
	var started, done sync.WaitGroup
	started.Add(n)
	for i := range saves {
		done.Go(func() {
			started.Done()
			saves[i].id, saves[i].err = s.Save(ctx, saves[i].ruling, saves[i].who)
		})
	}
	started.Wait()
	waitForLockWaiters(t, url, 1)
	unlock()
	done.Wait()
	after := dbNow(t, url)

	for i, sv := range saves {
		if sv.err != nil {
			t.Fatalf("save %d: %v", i, sv.err)
		}
		if sv.id != sv.want || sv.ruling.ID != sv.want {
			t.Errorf("save %d: id %s (ruling.ID %s), want %s", i, sv.id, sv.ruling.ID, sv.want)
		}
	}
	if got := count(t, url, "select count(*) from rulings"); got != len(stored)+len(fresh) {
		t.Errorf("%d ruling rows, want %d", got, len(stored)+len(fresh))
	}
	if got := count(t, url, "select count(*) from asks where user_id like 'u%'"); got != n {
		t.Errorf("%d ask rows, want %d", got, n)
	}
	rows := asksOf(t, url, "user_id like 'u%'")
	if len(rows) != n {
		t.Fatalf("%d askers have ask rows, want %d (one each)", len(rows), n)
	}
	for i, sv := range saves {
		got, ok := rows[sv.who.UserID]
		if !ok {
			t.Errorf("save %d: no ask row", i)
			continue
		}
		want := askRow{RulingID: sv.want, Command: sv.ruling.Command, Source: string(sv.who.Source), UserName: sv.who.UserName,
			GuildID: sv.who.GuildID, ChannelID: sv.who.ChannelID}
		at := got.AskedAt
		got.AskedAt, got.Xmin = time.Time{}, ""
		if got != want {
			t.Errorf("save %d: ask row %+v, want %+v", i, got, want)
		}
		switch {
		case !sv.who.AskedAt.IsZero() && !at.Equal(sv.who.AskedAt):
			t.Errorf("save %d: asked at %v, want the time given, %v", i, at, sv.who.AskedAt)
		case sv.who.AskedAt.IsZero() && (at.Before(before) || at.After(after)):
			t.Errorf("save %d: asked at %v, want the database's time of writing, between %v and %v", i, at, before, after)
		}
	}
	// The asks of stored rulings that waited together were written
	// together: fewer transactions than asks.
	storedIDs := []string{stored[0].ID, stored[1].ID, stored[2].ID}
	askedAgain := count(t, url, "select count(*) from asks where user_id like 'u%' and ruling_id = any($1)", storedIDs)
	commits := count(t, url, "select count(distinct xmin::text) from asks where user_id like 'u%' and ruling_id = any($1)", storedIDs)
	if commits >= askedAgain {
		t.Errorf("%d asks of stored rulings were written in %d transactions: no group commit", askedAgain, commits)
	}
	t.Logf("%d asks of stored rulings written in %d transactions", askedAgain, commits)
}

// A Save whose context has already ended returns its error and records
// nothing: no ask, and no ruling.
func TestSaveWithEndedContextRecordsNothing(t *testing.T) {
	s, url := rulingstest.Open(t)
	if _, err := s.Save(context.Background(), landsRuling(2), cli); err != nil {
		t.Fatal(err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	expired, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	for _, c := range []struct {
		name string
		ctx  context.Context
		want error
	}{
		{"cancelled", cancelled, context.Canceled},
		{"expired", expired, context.DeadlineExceeded},
	} {
		for name, r := range map[string]*rules.Ruling{"stored": landsRuling(2), "new": reflectionRuling()} {
			who := rulings.Asker{Source: rulings.SourceDiscord, UserID: c.name + " " + name}
			id, err := s.Save(c.ctx, r, who)
			if !errors.Is(err, c.want) || id != "" || r.ID != "" {
				t.Errorf("%s context, %s ruling: Save = %q, %v (ruling.ID %q); want %v and no id", c.name, name, id, err, r.ID, c.want)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "saving ruling: ") {
				t.Errorf("%s context, %s ruling: error %q does not say what failed", c.name, name, err)
			}
			if n := count(t, url, "select count(*) from asks where user_id = $1", who.UserID); n != 0 {
				t.Errorf("%s context, %s ruling: %d ask rows, want none", c.name, name, n)
			}
		}
	}
	if n := count(t, url, "select count(*) from rulings"); n != 1 {
		t.Errorf("%d ruling rows, want 1 (the new ruling was stored)", n)
	}
}

// Close while Saves are under way: each Save returns, stored or failed;
// a Save that failed left no ask and one that succeeded left its ask;
// a Save after Close fails with a clear error; no goroutine is left.
func TestCloseWhileSaving(t *testing.T) {
	url := pgtest.URL(t)
	ctx := context.Background()
	settleGoroutines()
	baseline := runtime.NumGoroutine()
	s, err := rulings.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Save(ctx, landsRuling(1), cli); err != nil {
		t.Fatal(err)
	}

	// Each asker asks again and again until a Save fails: the Saves
	// under way at Close finish, and those after it fail.
	const askers, most = 100, 20
	type save struct {
		user string
		id   string
		err  error
	}
	saves := make([][]save, askers)
	var succeeded atomic.Int64
	var done sync.WaitGroup
	for i := range askers {
		done.Go(func() {
			for k := range most {
				r := landsRuling(1 + (i+k)%3)
				if k%5 == 4 {
					r.Canonical = fmt.Sprintf("%s #%d-%d", r.Canonical, i, k)
				}
				sv := save{user: fmt.Sprintf("u%d-%d", i, k)}
				sv.id, sv.err = s.Save(ctx, r, rulings.Asker{Source: rulings.SourceWeb, UserID: sv.user})
				saves[i] = append(saves[i], sv)
				if sv.err != nil {
					return
				}
				succeeded.Add(1)
			}
		})
	}
	deadline := time.Now().Add(time.Minute) // only to stop a hang
	for succeeded.Load() < askers && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	done.Wait()

	_, err = s.Save(ctx, landsRuling(1), cli)
	if err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("Save after Close: %v, want an error saying the store is closed", err)
	}
	rows := asksOf(t, url, "user_id like 'u%'")
	var ok, failed int
	for _, each := range saves {
		for _, sv := range each {
			_, written := rows[sv.user]
			switch {
			case sv.err == nil && !written:
				t.Errorf("save %s succeeded (%s) with no ask row", sv.user, sv.id)
			case sv.err != nil && written:
				t.Errorf("save %s failed (%v) with an ask row", sv.user, sv.err)
			case sv.err != nil && !strings.Contains(sv.err.Error(), "closed"):
				t.Errorf("save %s failed: %v, want an error saying the store is closed", sv.user, sv.err)
			}
			if sv.err == nil {
				ok++
			} else {
				failed++
			}
		}
	}
	if len(rows) != ok {
		t.Errorf("%d ask rows for %d Saves that succeeded", len(rows), ok)
	}
	t.Logf("%d Saves stored, %d failed after Close", ok, failed)

	deadline = time.Now().Add(30 * time.Second)
	for runtime.NumGoroutine() > baseline {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Fatalf("%d goroutines left after Close, %d before:\n%s", runtime.NumGoroutine(), baseline, buf)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// While the database is down, each Save fails because it is down (not
// for want of time); when it is back, Saves succeed again, and every ask
// stored is there once.
func TestSavesWhileDatabaseRestarts(t *testing.T) {
	// Under root the server runs as another user, who must reach the
	// folder; t.TempDir nests it in one that user cannot enter.
	dir, err := os.MkdirTemp("", "orrery-batch-restart-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	opts := pgembed.Options{Dir: dir, Settings: pgtest.Settings, Logger: slog.New(slog.DiscardHandler)}
	ctx := context.Background()
	c, err := pgembed.Start(ctx, opts)
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(t, err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if c != nil {
			c.Close()
		}
	})
	url := c.URL()
	s, err := rulings.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Save(ctx, landsRuling(2), cli); err != nil {
		t.Fatal(err)
	}

	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	c = nil
	saveAll := func(n int, user string) []error {
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				defer cancel()
				_, errs[i] = s.Save(ctx, landsRuling(2), rulings.Asker{Source: rulings.SourceDiscord, UserID: fmt.Sprintf("%s%d", user, i)})
			})
		}
		wg.Wait()
		return errs
	}
	down := saveAll(50, "down")
	t.Logf("with the database down: %v", down[0])
	for i, err := range down {
		if err == nil || errors.Is(err, context.DeadlineExceeded) || !strings.HasPrefix(err.Error(), "saving ruling: ") {
			t.Errorf("save %d with the database down: %v, want the database's error", i, err)
		}
	}

	if c, err = pgembed.Start(ctx, opts); err != nil {
		t.Fatal(err)
	}
	if c.URL() != url {
		t.Skipf("the restarted server has another address (%s, was %s): the port was taken meanwhile", c.URL(), url)
	}
	// The pool may hold a connection cut by the stop; a Save on it fails
	// once, then the pool connects again.
	var recovered bool
	for range 20 {
		if _, err := s.Save(ctx, landsRuling(2), rulings.Asker{Source: rulings.SourceCLI, UserID: "back"}); err == nil {
			recovered = true
			break
		}
	}
	if !recovered {
		t.Fatal("no Save succeeded after the database came back")
	}
	for i, err := range saveAll(100, "up") {
		if err != nil {
			t.Errorf("save %d after the database came back: %v", i, err)
		}
	}
	if n := count(t, url, "select count(*) from asks where user_id like 'down%'"); n != 0 {
		t.Errorf("%d asks stored from Saves that failed, want none", n)
	}
	if n := count(t, url, "select count(*) from asks where user_id like 'up%'"); n != 100 {
		t.Errorf("%d asks stored from 100 Saves after the restart", n)
	}
	if n := count(t, url, "select count(distinct user_id) from asks where user_id like 'up%'"); n != 100 {
		t.Errorf("%d askers recorded of 100", n)
	}
}

// askRow is one row of asks.
type askRow struct {
	RulingID, Command, Source, UserName, GuildID, ChannelID string
	AskedAt                                                 time.Time
	Xmin                                                    string
}

// asksOf reads the asks that match where, by user id; it fails t when a
// user has more than one.
func asksOf(t *testing.T, url, where string) map[string]askRow {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `select user_id, ruling_id, command, source, user_name, guild_id, channel_id, asked_at, xmin::text from asks where `+where)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]askRow{}
	var user string
	var r askRow
	_, err = pgx.ForEachRow(rows, []any{&user, &r.RulingID, &r.Command, &r.Source, &r.UserName, &r.GuildID, &r.ChannelID, &r.AskedAt, &r.Xmin}, func() error {
		if _, dup := got[user]; dup {
			t.Errorf("user %s has more than one ask row", user)
		}
		got[user] = r
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// dbNow is the database's clock.
func dbNow(t *testing.T, url string) time.Time {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var now time.Time
	if err := conn.QueryRow(ctx, "select now()").Scan(&now); err != nil {
		t.Fatal(err)
	}
	return now
}

// waitForLockWaiters waits until at least n statements wait for the lock
// on asks.
func waitForLockWaiters(t *testing.T, url string, n int) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	deadline := time.Now().Add(time.Minute) // only to stop a hang
	for {
		var waiting int
		if err := conn.QueryRow(ctx, "select count(*) from pg_locks where relation = 'asks'::regclass and not granted").Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d statements wait for the lock on asks, want %d", waiting, n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// settleGoroutines waits a little for goroutines that are ending (those of
// connections just closed) to end.
func settleGoroutines() {
	for range 20 {
		n := runtime.NumGoroutine()
		time.Sleep(10 * time.Millisecond)
		if runtime.NumGoroutine() >= n {
			return
		}
	}
}

// TestAsksCommitWithoutWaitingForTheDisk: the asks of stored rulings are
// committed with synchronous_commit off, alone or in a group; a new
// ruling, and the ask that comes with it, are committed waiting for the
// disk as usual.
func TestAsksCommitWithoutWaitingForTheDisk(t *testing.T) {
	_, url := rulingstest.Open(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	// Test clusters run with synchronous_commit off, for speed; this
	// database has the default, on, for the sessions of the store opened
	// below.
	var db string
	if err := conn.QueryRow(ctx, `select current_database()`).Scan(&db); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, `alter database `+pgx.Identifier{db}.Sanitize()+` set synchronous_commit = on`); err != nil {
		t.Fatal(err)
	}
	s, err := rulings.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// Each row written into asks notes the setting its transaction
	// commits with.
	_, err = conn.Exec(ctx, `
		create table commit_settings (setting text not null);
		create function note_commit_setting() returns trigger language plpgsql as $$
		begin
			insert into commit_settings values (current_setting('synchronous_commit'));
			return new;
		end $$;
		create trigger note_commit_setting after insert on asks for each row execute function note_commit_setting()`)
	if err != nil {
		t.Fatal(err)
	}
	settings := func() map[string]int {
		t.Helper()
		rows, _ := conn.Query(ctx, `select setting, count(*) from commit_settings group by setting`)
		m := map[string]int{}
		var setting string
		var n int
		if _, err := pgx.ForEachRow(rows, []any{&setting, &n}, func() error { m[setting] = n; return nil }); err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, `truncate commit_settings`); err != nil {
			t.Fatal(err)
		}
		return m
	}

	if _, err := s.Save(ctx, landsRuling(1), cli); err != nil {
		t.Fatal(err)
	}
	if got := settings(); got["on"] != 1 || len(got) != 1 {
		t.Errorf("a new ruling's ask committed with %v, want synchronous_commit on", got)
	}
	if _, err := s.Save(ctx, landsRuling(1), cli); err != nil {
		t.Fatal(err)
	}
	if got := settings(); got["off"] != 1 || len(got) != 1 {
		t.Errorf("an ask of a stored ruling committed with %v, want synchronous_commit off", got)
	}
	// Many at once, so that some go in groups.
	var wg sync.WaitGroup
	for range 64 {
		wg.Go(func() {
			if _, err := s.Save(ctx, landsRuling(1), cli); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if got := settings(); got["off"] != 64 || len(got) != 1 {
		t.Errorf("asks of a stored ruling saved at once committed with %v, want synchronous_commit off", got)
	}
}
