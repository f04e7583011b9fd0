package rulings_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
)

// syncBuffer is a log's output, safe to write from the background tries
// and read from the test.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startCluster starts a private Postgres cluster in dir.
func startCluster(t *testing.T, dir string) *pgembed.Cluster {
	t.Helper()
	c, err := pgembed.Start(context.Background(), pgembed.Options{Dir: dir, Settings: pgtest.Settings, Logger: slog.New(slog.DiscardHandler)})
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(t, err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A Store opened in the background before its database answers fails
// every call as starting, tries again with a backoff (logged once, not
// once a try), and once the database comes up is migrated, loaded and
// stores rulings, with no call to make and nothing to restart.
func TestOpenInBackgroundWaitsForTheDatabase(t *testing.T) {
	// Under root the server runs as another user, who must reach the
	// folder; t.TempDir nests it in one that user cannot enter.
	dir, err := os.MkdirTemp("", "orrery-late-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	// The cluster is made, then stopped: its address is known, and
	// nothing answers there.
	c := startCluster(t, dir)
	url := c.URL()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}

	var logs syncBuffer
	s, err := rulings.OpenInBackground(url, rulings.BackgroundOptions{
		Log:       slog.New(slog.NewTextHandler(&logs, nil)),
		FirstWait: 20 * time.Millisecond, MaxWait: 100 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if err := s.Ping(ctx); !errors.Is(err, rulings.ErrStarting) {
		t.Fatalf("Ping before the database answers: %v, want ErrStarting", err)
	}
	if _, err := s.Save(ctx, landsRuling(1), cli); !errors.Is(err, rulings.ErrStarting) {
		t.Fatalf("Save before the database answers: %v, want ErrStarting", err)
	}
	if _, err := s.Get(ctx, "ABCDEFGH"); !errors.Is(err, rulings.ErrStarting) {
		t.Fatalf("Get before the database answers: %v, want ErrStarting", err)
	}
	time.Sleep(time.Second) // many tries
	if n := strings.Count(logs.String(), "does not answer yet"); n != 1 {
		t.Fatalf("the failing tries were logged %d times, want once:\n%s", n, logs.String())
	}

	c = startCluster(t, dir)
	defer c.Close()
	if c.URL() != url {
		t.Fatalf("the cluster came back at %s, not %s", c.URL(), url)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for s.Ping(ctx) != nil {
		if time.Now().After(deadline) {
			t.Fatalf("two minutes after the database came up the store still says: %v", s.Ping(ctx))
		}
		time.Sleep(50 * time.Millisecond)
	}
	id, err := s.Save(ctx, landsRuling(2), cli)
	if err != nil {
		t.Fatalf("Save once the database answers: %v", err)
	}
	got, err := s.Get(ctx, id)
	if err != nil || got.Ruling.Answer != landsRuling(2).Answer {
		t.Fatalf("Get(%s) = %+v, %v", id, got, err)
	}
	if !strings.Contains(logs.String(), "the database answers") {
		t.Errorf("no line says the database answers:\n%s", logs.String())
	}
}

// Closing a Store whose database never answered ends its tries at once.
func TestOpenInBackgroundClosesWhileStarting(t *testing.T) {
	s, err := rulings.OpenInBackground("postgres://orrery:x@127.0.0.1:1/none?connect_timeout=1",
		rulings.BackgroundOptions{Log: slog.New(slog.DiscardHandler), FirstWait: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	done := make(chan error, 1)
	go func() { done <- s.Close() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Close: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Close waited for the tries to end")
	}
	if _, err := rulings.OpenInBackground("not a url", rulings.BackgroundOptions{}); err == nil {
		t.Error("an unreadable url was accepted")
	}
}

// A database that answers at once is ready when OpenInBackground returns:
// the first ruling is stored, not kept waiting.
func TestOpenInBackgroundIsReadyWhenTheDatabaseAnswers(t *testing.T) {
	s, err := rulings.OpenInBackground(pgtest.EmptyURL(t), rulings.BackgroundOptions{Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if err := s.Ping(ctx); err != nil {
		t.Fatalf("Ping as OpenInBackground returns: %v", err)
	}
	if _, err := s.Save(ctx, landsRuling(1), cli); err != nil {
		t.Fatalf("the first Save: %v", err)
	}
}
