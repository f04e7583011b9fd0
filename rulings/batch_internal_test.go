package rulings

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rules"
)

// These tests hold the asks table locked so that every writer waits, and
// watch the recorder's queue to know when the Saves they start wait in
// it: the groups they form are then known, not left to chance.

// A group that mixes asks of stored rulings with asks of rulings not yet
// stored writes the former in one statement and sends the latter to be
// stored, each once.
func TestGroupMixesStoredAndNewRulings(t *testing.T) {
	s, url := openForGroups(t)
	ctx := context.Background()
	for _, n := range []int{1, 2} {
		if _, err := s.Save(ctx, question(n), Asker{Source: SourceCLI}); err != nil {
			t.Fatal(err)
		}
	}
	unlock := lockAsksTable(t, url)
	blockers := s.fillWriters(t, question(1))

	type save struct {
		n    int
		want string
		id   string
		err  error
	}
	var saves []*save
	var done sync.WaitGroup
	for i := range 12 {
		sv := &save{n: 1 + i%4, want: FullID(question(1 + i%4))[:IDLength]}
		saves = append(saves, sv)
		done.Go(func() {
			sv.id, sv.err = s.Save(ctx, question(sv.n), Asker{Source: SourceDiscord, UserID: fmt.Sprintf("mix%d", i)})
		})
	}
	s.waitForQueue(t, len(saves))
	unlock()
	done.Wait()
	blockers.Wait()

	for i, sv := range saves {
		if sv.err != nil || sv.id != sv.want {
			t.Errorf("save %d (question %d): %q, %v; want %s", i, sv.n, sv.id, sv.err, sv.want)
		}
	}
	if n := countRows(t, url, "select count(*) from rulings"); n != 4 {
		t.Errorf("%d rulings stored, want 4", n)
	}
	for q := 1; q <= 4; q++ {
		if n := countRows(t, url, "select count(*) from asks where user_id like 'mix%' and ruling_id = $1", FullID(question(q))[:IDLength]); n != 3 {
			t.Errorf("question %d: %d asks, want 3", q, n)
		}
	}
	// The six asks of stored rulings waited together: one statement,
	// one transaction.
	if n := countRows(t, url, "select count(distinct xmin::text) from asks where user_id like 'mix%' and ruling_id = any($1)",
		[]string{FullID(question(1))[:IDLength], FullID(question(2))[:IDLength]}); n != 1 {
		t.Errorf("the asks of stored rulings that waited together were written in %d transactions, want 1", n)
	}
	s.asks.mu.Lock()
	defer s.asks.mu.Unlock()
	if s.asks.writing != 0 || len(s.asks.waiting) != 0 {
		t.Errorf("after the Saves: %d groups being written, %d asks waiting", s.asks.writing, len(s.asks.waiting))
	}
}

// A Save whose context ends while its ask waits returns at once, while
// the writers still wait, and its ask is never written; the asks waiting
// with it are.
func TestSaveLeavesTheQueueWhenItsContextEnds(t *testing.T) {
	s, url := openForGroups(t)
	ctx := context.Background()
	if _, err := s.Save(ctx, question(1), Asker{Source: SourceCLI}); err != nil {
		t.Fatal(err)
	}
	unlock := lockAsksTable(t, url)
	blockers := s.fillWriters(t, question(1))

	var others sync.WaitGroup
	for i := range 3 {
		others.Go(func() {
			if _, err := s.Save(ctx, question(1), Asker{Source: SourceWeb, UserID: fmt.Sprintf("other%d", i)}); err != nil {
				t.Errorf("other %d: %v", i, err)
			}
		})
	}
	s.waitForQueue(t, 3)

	// One Save is cancelled while it waits; another's deadline passes,
	// while it waits or before.
	cancelled, cancel := context.WithCancel(ctx)
	errs := make(chan error, 2)
	go func() {
		_, err := s.Save(cancelled, question(1), Asker{Source: SourceWeb, UserID: "gone"})
		errs <- err
	}()
	s.waitForQueue(t, 4)
	expiring, cancel2 := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel2()
	go func() {
		_, err := s.Save(expiring, question(1), Asker{Source: SourceWeb, UserID: "gone"})
		errs <- err
	}()
	cancel()
	for range 2 {
		select {
		case err := <-errs:
			if !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("Save whose context ended while waiting: %v, want the context's error", err)
			}
		case <-time.After(time.Minute): // only to stop a hang
			t.Fatal("a Save whose context ended still waits with the writers")
		}
	}
	unlock()
	others.Wait()
	blockers.Wait()
	if n := countRows(t, url, "select count(*) from asks where user_id = 'gone'"); n != 0 {
		t.Errorf("%d asks written for Saves that ended, want none", n)
	}
	if n := countRows(t, url, "select count(*) from asks where user_id like 'other%'"); n != 3 {
		t.Errorf("%d asks written for the 3 Saves that waited on, want 3", n)
	}
}

// Close waits for the Saves under way, so the asks waiting are written; a
// Save that comes while Close waits fails at once.
func TestCloseWritesTheAsksWaiting(t *testing.T) {
	s, url := openForGroups(t)
	ctx := context.Background()
	if _, err := s.Save(ctx, question(1), Asker{Source: SourceCLI}); err != nil {
		t.Fatal(err)
	}
	unlock := lockAsksTable(t, url)
	blockers := s.fillWriters(t, question(1))
	var waiting sync.WaitGroup
	for i := range 10 {
		n := 1
		if i%2 == 1 {
			n = 10 + i // not stored: stored on the slow path after the group
		}
		waiting.Go(func() {
			if _, err := s.Save(ctx, question(n), Asker{Source: SourceWeb, UserID: fmt.Sprintf("waiting%d", i)}); err != nil {
				t.Errorf("waiting %d: %v", i, err)
			}
		})
	}
	s.waitForQueue(t, 10)

	closed := make(chan error, 1)
	go func() { closed <- s.Close() }()
	deadline := time.Now().Add(time.Minute) // only to stop a hang
	for {
		s.asks.mu.Lock()
		c := s.asks.closed
		s.asks.mu.Unlock()
		if c {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("Close did not start")
		}
		time.Sleep(time.Millisecond)
	}
	if _, err := s.Save(ctx, question(1), Asker{Source: SourceWeb, UserID: "late"}); err == nil || !strings.Contains(err.Error(), "saving ruling: the store is closed") {
		t.Errorf("Save while closing: %v, want an error saying the store is closed", err)
	}
	select {
	case err := <-closed:
		t.Fatalf("Close returned (%v) while Saves wait", err)
	default:
	}
	unlock()
	if err := <-closed; err != nil {
		t.Fatal(err)
	}
	waiting.Wait()
	blockers.Wait()
	if n := countRows(t, url, "select count(*) from asks where user_id like 'waiting%'"); n != 10 {
		t.Errorf("%d asks of the 10 waiting at Close were written", n)
	}
	if n := countRows(t, url, "select count(*) from asks where user_id = 'late'"); n != 0 {
		t.Errorf("%d asks written for a Save after Close", n)
	}
}

// A group with asks the database refuses (a time it cannot hold, a name
// that is not UTF-8) fails those asks alone.
func TestRefusedAskFailsAlone(t *testing.T) {
	s, url := openForGroups(t)
	ctx := context.Background()
	if _, err := s.Save(ctx, question(1), Asker{Source: SourceCLI}); err != nil {
		t.Fatal(err)
	}
	unlock := lockAsksTable(t, url)
	blockers := s.fillWriters(t, question(1))
	errs := make([]error, 6)
	var waiting sync.WaitGroup
	for i := range errs {
		who := Asker{Source: SourceWeb, UserID: fmt.Sprintf("waiting%d", i)}
		switch i {
		case 3:
			who.AskedAt = time.Date(-5000, 1, 1, 0, 0, 0, 0, time.UTC) // before timestamptz's range
		case 4:
			who.UserName = "player \xff"
		}
		waiting.Go(func() { _, errs[i] = s.Save(ctx, question(1), who) })
	}
	s.waitForQueue(t, len(errs))
	unlock()
	waiting.Wait()
	blockers.Wait()
	for i, err := range errs {
		if refused := i == 3 || i == 4; (err != nil) != refused {
			t.Errorf("save %d: %v", i, err)
		}
	}
	if n := countRows(t, url, "select count(*) from asks where user_id like 'waiting%'"); n != 4 {
		t.Errorf("%d asks written, want the 4 the database accepts", n)
	}
}

// openForGroups opens a store on a new database for t, closed when t
// ends, and returns it with the database's URL.
func openForGroups(t *testing.T) (*Store, string) {
	t.Helper()
	url := pgtest.URL(t)
	s, err := Open(context.Background(), url)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s, url
}

// fillWriters starts Saves of r, a stored ruling, until every writer's
// place is taken; the table of asks is locked, so each waits. The
// returned group ends when they have.
func (s *Store) fillWriters(t *testing.T, r *rules.Ruling) *sync.WaitGroup {
	t.Helper()
	var wg sync.WaitGroup
	for i := range s.asks.maxGroups {
		wg.Go(func() {
			r := *r // Save sets its ID
			if _, err := s.Save(context.Background(), &r, Asker{Source: SourceCLI, UserID: fmt.Sprintf("writer%d", i)}); err != nil {
				t.Errorf("writer %d: %v", i, err)
			}
		})
	}
	deadline := time.Now().Add(time.Minute) // only to stop a hang
	for {
		s.asks.mu.Lock()
		writing := s.asks.writing
		s.asks.mu.Unlock()
		if writing == s.asks.maxGroups {
			return &wg
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d groups being written, want %d", writing, s.asks.maxGroups)
		}
		time.Sleep(time.Millisecond)
	}
}

// waitForQueue waits until n asks wait for a writer.
func (s *Store) waitForQueue(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute) // only to stop a hang
	for {
		s.asks.mu.Lock()
		waiting := 0
		for _, a := range s.asks.waiting {
			if !a.dropped {
				waiting++
			}
		}
		s.asks.mu.Unlock()
		if waiting == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d asks wait, want %d", waiting, n)
		}
		time.Sleep(time.Millisecond)
	}
}

// lockAsksTable locks the asks table against writes until the returned
// function is called (or t ends).
func lockAsksTable(t *testing.T, url string) (unlock func()) {
	return pgtest.LockTable(t, url, "asks", "share")
}

// countRows runs a count query against the database at url.
func countRows(t *testing.T, url, sql string, args ...any) int {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// question is a ruling on a question of its own, n.
func question(n int) *rules.Ruling {
	return &rules.Ruling{
		Command:    fmt.Sprintf("/judge lands board:\"me: %dx Forest\"", n),
		Canonical:  fmt.Sprintf("/judge lands board:\"me: %dx Forest\"", n),
		Question:   "lands",
		Board:      fmt.Sprintf("me: %dx Forest", n),
		Understood: true,
		Answer:     "me may play 1 land this turn.",
		Engine:     rules.EngineVersion,
		CR:         rules.CREdition,
	}
}

// TestGroupLooksRulingsUpByIndex: with many rulings stored, a group of
// asks finds each ruling through the index on digests, never by reading
// every ruling.
func TestGroupLooksRulingsUpByIndex(t *testing.T) {
	s, url := openForGroups(t)
	ctx := context.Background()
	const stored, group = 3000, 64
	var wg sync.WaitGroup
	work := make(chan int)
	for range 8 {
		wg.Go(func() {
			for n := range work {
				if _, err := s.Save(ctx, question(n), Asker{Source: SourceCLI}); err != nil {
					t.Error(err)
				}
			}
		})
	}
	for n := range stored {
		work <- n + 1
	}
	close(work)
	wg.Wait()
	if t.Failed() {
		return
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `analyze rulings`); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, `prepare ask_group as `+recordAsks); err != nil {
		t.Fatal(err)
	}
	var digests, texts []string
	for n := range group {
		d := Digest(question(n*40 + 1))
		digests = append(digests, fmt.Sprintf(`'\x%x'::bytea`, d[:]))
		texts = append(texts, "'x'")
	}
	list := func(items []string) string { return "array[" + strings.Join(items, ",") + "]" }
	plan := ""
	rows, err := conn.Query(ctx, fmt.Sprintf(`explain execute ask_group(%s, %s, %s, %s, %s, %s, %s, array_fill(null::timestamptz, array[%d]))`,
		list(digests), list(texts), list(texts), list(texts), list(texts), list(texts), list(texts), group))
	if err != nil {
		t.Fatal(err)
	}
	var line string
	if _, err := pgx.ForEachRow(rows, []any{&line}, func() error { plan += line + "\n"; return nil }); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(plan, "Seq Scan on rulings") || !strings.Contains(plan, "Index") {
		t.Errorf("a group of %d asks among %d rulings is planned as:\n%s", group, stored, plan)
	}
}
