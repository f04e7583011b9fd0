//go:build unix

package pgembed_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// tempDir is a fresh folder for a cluster, removed when t ends. (Under
// root the server's user must reach it; t.TempDir nests it in a folder
// that user cannot enter.)
func tempDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "orrery-pgembed-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// start starts a cluster in dir, skipping t (failing it under CI) when
// this machine has no Postgres binaries.
func start(t *testing.T, dir string) *pgembed.Cluster {
	t.Helper()
	c, err := pgembed.Start(context.Background(), pgembed.Options{Dir: dir, Logger: quiet, Settings: pgtest.Settings})
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(t, err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func exec(t *testing.T, url, sql string) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connecting to %s: %v", url, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

func query(t *testing.T, url, sql string) string {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connecting to %s: %v", url, err)
	}
	defer conn.Close(ctx)
	var s string
	if err := conn.QueryRow(ctx, sql).Scan(&s); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return s
}

func serverRunning(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "postgres", "postmaster.pid"))
	return err == nil
}

func TestDataSurvivesRestart(t *testing.T) {
	dir := tempDir(t)
	c := start(t, dir)
	exec(t, c.URL(), "create table judged (what text); insert into judged values ('Ghirapur Orrery')")
	port := c.Port()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if serverRunning(dir) {
		t.Fatal("the server still runs after the only Cluster closed")
	}
	c = start(t, dir)
	defer c.Close()
	if got := query(t, c.URL(), "select what from judged"); got != "Ghirapur Orrery" {
		t.Errorf("after restart: %q", got)
	}
	if c.Port() != port {
		t.Errorf("port %d after restart, was %d: a free port is kept", c.Port(), port)
	}
	// The loopback port takes the cluster's password.
	if got := query(t, c.TCPURL("orrery"), "select current_user"); got != pgembed.Superuser {
		t.Errorf("over TCP: user %q", got)
	}
	u, err := url.Parse(c.TCPURL("orrery"))
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.UserPassword(pgembed.Superuser, "wrong")
	bad := u.String()
	if conn, err := pgx.Connect(context.Background(), bad); err == nil {
		conn.Close(context.Background())
		t.Error("the loopback port let in a wrong password")
	}
}

// Two users of one folder: the server runs until the last one closes.
func TestSharedFolder(t *testing.T) {
	dir := tempDir(t)
	first := start(t, dir)
	second := start(t, dir)
	if first.Port() != second.Port() {
		t.Errorf("two servers on one folder: ports %d and %d", first.Port(), second.Port())
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	if got := query(t, second.URL(), "select 'still here'"); got != "still here" {
		t.Errorf("after the first user closed: %q", got)
	}
	if err := second.Close(); err != nil {
		t.Fatal(err)
	}
	if serverRunning(dir) {
		t.Error("the server still runs after both users closed")
	}
}

// Two processes starting on a new folder at once: one creates the
// cluster, both use it.
func TestConcurrentStart(t *testing.T) {
	dir := tempDir(t)
	var wg sync.WaitGroup
	clusters := make([]*pgembed.Cluster, 2)
	errs := make([]error, 2)
	for i := range clusters {
		wg.Go(func() {
			clusters[i], errs[i] = pgembed.Start(context.Background(), pgembed.Options{Dir: dir, Logger: quiet, Settings: pgtest.Settings})
		})
	}
	wg.Wait()
	for i, err := range errs {
		if errors.Is(err, pgembed.ErrNoBinaries) {
			pgtest.Unavailable(t, err)
		}
		if err != nil {
			t.Fatalf("start %d: %v", i, err)
		}
	}
	for _, c := range clusters {
		if got := query(t, c.URL(), "select 'up'"); got != "up" {
			t.Errorf("query: %q", got)
		}
	}
	for _, c := range clusters {
		if err := c.Close(); err != nil {
			t.Error(err)
		}
	}
	if serverRunning(dir) {
		t.Error("the server still runs after both closed")
	}
}

// A postmaster.pid left by a server that crashed, naming a process that is
// not Postgres (its pid reused), does not stop the next start.
func TestStalePostmasterPID(t *testing.T) {
	dir := tempDir(t)
	c := start(t, dir)
	port := c.Port()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	pidFile := filepath.Join(dir, "postgres", "postmaster.pid")
	stale := fmt.Sprintf("%d\n%s\n1700000000\n%d\n%s\n127.0.0.1\n  1234  5678\nready   \n",
		os.Getpid(), filepath.Join(dir, "postgres"), port, filepath.Join(dir, "postgres"))
	if err := os.WriteFile(pidFile, []byte(stale), 0o600); err != nil {
		t.Fatal(err)
	}
	c = start(t, dir)
	defer c.Close()
	if got := query(t, c.URL(), "select 'restarted'"); got != "restarted" {
		t.Errorf("query: %q", got)
	}
	data, err := os.ReadFile(pidFile)
	if err != nil || strings.HasPrefix(string(data), strconv.Itoa(os.Getpid())+"\n") {
		t.Errorf("postmaster.pid still names this test process: %q, %v", data, err)
	}
}

// A server left running by a process that crashed is used again.
func TestUsesServerLeftRunning(t *testing.T) {
	dir := tempDir(t)
	c := start(t, dir)
	exec(t, c.URL(), "create table left_running (x int)")
	// Leave the server running, as a crashed process would: no Close.
	again := start(t, dir)
	defer again.Close()
	if got := query(t, again.URL(), "select count(*)::text from left_running"); got != "0" {
		t.Errorf("query: %q", got)
	}
	// The abandoned Cluster's locks go with its files.
	c.Close()
}

func TestNoBinaries(t *testing.T) {
	empty := t.TempDir()
	_, err := pgembed.FindBinaries(context.Background(), empty, "")
	if !errors.Is(err, pgembed.ErrNoBinaries) {
		t.Fatalf("err = %v, want ErrNoBinaries", err)
	}
	for _, want := range []string{"apt-get install postgresql", "brew install postgresql", "database.url", "DATABASE_URL", empty} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	_, err = pgembed.Start(context.Background(), pgembed.Options{Dir: tempDir(t), BinDir: empty, Logger: quiet})
	if !errors.Is(err, pgembed.ErrNoBinaries) {
		t.Errorf("Start: err = %v, want ErrNoBinaries", err)
	}
}

func TestRefusesFolderThatIsNotACluster(t *testing.T) {
	dir := tempDir(t)
	if err := os.MkdirAll(filepath.Join(dir, "postgres"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "postgres", "notes.txt"), []byte("mine"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := pgembed.Start(context.Background(), pgembed.Options{Dir: dir, Logger: quiet})
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(t, err)
	}
	if err == nil || !strings.Contains(err.Error(), "holds no Postgres cluster") {
		t.Errorf("err = %v, want a refusal to use the folder", err)
	}
}

// As root, the server runs as another user, and the cluster belongs to it.
func TestRootRunsServerAsAnotherUser(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("this machine's tests do not run as root")
	}
	dir := tempDir(t)
	c := start(t, dir)
	defer c.Close()
	fi, err := os.Stat(filepath.Join(dir, "postgres"))
	if err != nil {
		t.Fatal(err)
	}
	if uid := fi.Sys().(*syscall.Stat_t).Uid; uid == 0 {
		t.Error("the cluster folder belongs to root")
	}
	pid := strings.SplitN(query(t, c.URL(), "select pg_backend_pid()::text"), "\n", 2)[0]
	status, err := os.ReadFile("/proc/" + pid + "/status")
	if err != nil {
		t.Skip("no /proc to check the server's user:", err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(line, "Uid:") && strings.Fields(line)[1] == "0" {
			t.Errorf("the server runs as root: %s", line)
		}
	}
}

// As root, a data folder inside a folder the server's user cannot enter
// is refused with a message that says which folder and what to do.
func TestRootRefusesUnreachableFolder(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("this machine's tests do not run as root")
	}
	closed := tempDir(t)
	if err := os.Chmod(closed, 0o700); err != nil {
		t.Fatal(err)
	}
	_, err := pgembed.Start(context.Background(), pgembed.Options{Dir: filepath.Join(closed, "data"), Logger: quiet})
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(t, err)
	}
	if err == nil || !strings.Contains(err.Error(), closed) || !strings.Contains(err.Error(), "database.data_dir") {
		t.Errorf("err = %v, want it to name %s and database.data_dir", err, closed)
	}
}
