//go:build unix

package pgembed_test

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
)

// lockedBuffer is a log destination safe to read while the supervisor
// writes to it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A postmaster killed outright (as the kernel's OOM killer or an operator
// might) is started again by Supervise on the same port, so the URL handed
// out before works again without restarting the program; the outage is
// logged once when found and once when over.
func TestSuperviseRestartsAKilledServer(t *testing.T) {
	dir := tempDir(t)
	var logs lockedBuffer
	// Commits wait for the WAL (as in production), so what was committed
	// survives the kill; fsync stays off, as only the process dies here.
	c, err := pgembed.Start(context.Background(), pgembed.Options{Dir: dir, Settings: map[string]string{"fsync": "off"},
		Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		pgtest.Unavailable(t, err)
	}
	defer c.Close()
	exec(t, c.URL(), "create table kept (what text); insert into kept values ('Ghirapur Orrery')")
	url := c.URL()
	c.Supervise(50 * time.Millisecond)

	for round := 1; round <= 2; round++ {
		data, err := os.ReadFile(filepath.Join(dir, "postgres", "postmaster.pid"))
		if err != nil {
			t.Fatal(err)
		}
		pid, err := strconv.Atoi(strings.SplitN(string(data), "\n", 2)[0])
		if err != nil {
			t.Fatal(err)
		}
		if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(2 * time.Minute)
		for syscall.Kill(pid, 0) == nil && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond) // until the killed postmaster is gone
		}
		for {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			conn, err := pgx.Connect(ctx, url)
			if err == nil {
				var got string
				err = conn.QueryRow(ctx, "select what from kept").Scan(&got)
				conn.Close(ctx)
				cancel()
				if err == nil && got == "Ghirapur Orrery" {
					break
				}
			} else {
				cancel()
			}
			if time.Now().After(deadline) {
				t.Fatalf("round %d: the server was not back within 2 minutes: %v\nlog:\n%s", round, err, logs.String())
			}
			time.Sleep(50 * time.Millisecond)
		}
		// The supervisor logs the end of the outage once the server runs.
		for strings.Count(logs.String(), "the private Postgres server is running again") < round && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		if err := c.Status(); err != nil {
			t.Errorf("round %d: Status = %v after the server is back", round, err)
		}
	}
	for _, line := range []string{"the private Postgres server stopped; starting it again", "the private Postgres server is running again"} {
		if n := strings.Count(logs.String(), line); n != 2 {
			t.Errorf("%q logged %d times for two outages, want 2\nlog:\n%s", line, n, logs.String())
		}
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if serverRunning(dir) {
		t.Error("the server runs after Close: the supervisor started it again")
	}
	if !strings.Contains(logs.String(), "the private Postgres server stopped\"") && !strings.Contains(logs.String(), "msg=\"the private Postgres server stopped\"") {
		t.Errorf("the stop is not logged:\n%s", logs.String())
	}
}
