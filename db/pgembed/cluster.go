//go:build unix

package pgembed

import (
	"context"

	"errors"
	"fmt"

	"log/slog"

	"net"
	"net/url"
	"os"
	"os/exec"

	"path/filepath"

	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// Superuser is the name of the cluster's superuser, the role the bot
// connects as.
const Superuser = "orrery"

// DefaultDatabase is the database Start creates and URL points at.
const DefaultDatabase = "orrery"

// Options configure Start.
type Options struct {
	// Dir is the data folder; the cluster lives in Dir/postgres. Empty
	// means DefaultDir().
	Dir string
	// BinDir is a folder that holds initdb, pg_ctl and postgres. Empty
	// means search for them (see FindBinaries).
	BinDir string
	// RunAs is the user the server runs as when this process runs as root.
	// Empty means the owner of an existing cluster, else "postgres" if
	// that user exists, else "nobody".
	RunAs string
	// Database is the database Start creates if missing and URL points
	// at. Empty means DefaultDatabase.
	Database string
	// Settings are server settings (name → value, as written in
	// postgresql.conf) added to the cluster's configuration at each start,
	// such as {"fsync": "off"} for throwaway test clusters (with fsync
	// off, initdb does not wait for the disk either).
	Settings map[string]string
	// Logger receives a line at level Info when the cluster is created,
	// started or stopped, at level Debug when a running server is used
	// again or left running for other processes, and Supervise's lines
	// about an outage. Nil means slog.Default().
	Logger *slog.Logger
}

// Cluster is a running private Postgres server. Close it when done.
type Cluster struct {
	dir       string
	pgdata    string
	bin       Binaries
	port      int
	socketDir string
	password  string
	database  string
	cred      *syscall.Credential
	log       *slog.Logger

	lock  *os.File // held exclusively while starting or stopping
	users *os.File // held shared while this Cluster is open

	closeOnce sync.Once
	closeErr  error

	settings map[string]string // opts.Settings, for starting the server again

	superviseOnce   sync.Once
	stopSupervising context.CancelFunc
	supervised      chan struct{} // closed when Supervise has ended
	statusMu        sync.Mutex
	status          error
}

// DefaultDir is the data folder used when none is configured: /var/lib/orrery
// when running as root, else $XDG_DATA_HOME/orrery, else
// ~/.local/share/orrery, else ./data.
func DefaultDir() string {
	if os.Geteuid() == 0 {
		return "/var/lib/orrery"
	}
	if x := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(x) {
		return filepath.Join(x, "orrery")
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		return filepath.Join(home, ".local", "share", "orrery")
	}
	return "data"
}

// Start starts the cluster in opts.Dir, creating it the first time, or uses
// the server already running there. The server runs until the last Cluster
// on the folder is closed.
func Start(ctx context.Context, opts Options) (*Cluster, error) {
	dir := opts.Dir
	if dir == "" {
		dir = DefaultDir()
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("data folder %q: %w", opts.Dir, err)
	}
	c := &Cluster{
		dir:      dir,
		pgdata:   filepath.Join(dir, "postgres"),
		database: opts.Database,
		log:      opts.Logger,
	}
	if c.database == "" {
		c.database = DefaultDatabase
	}
	if c.log == nil {
		c.log = slog.Default()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("making the data folder: %w", err)
	}
	want := ""
	if v, err := os.ReadFile(filepath.Join(c.pgdata, "PG_VERSION")); err == nil {
		want = strings.TrimSpace(string(v))
	}
	if c.bin, err = FindBinaries(ctx, opts.BinDir, want); err != nil {
		return nil, err
	}

	if c.lock, err = os.OpenFile(filepath.Join(dir, "postgres.lock"), os.O_CREATE|os.O_RDWR, 0o600); err != nil {
		return nil, fmt.Errorf("opening the cluster's lock: %w", err)
	}
	if err := flockWait(ctx, c.lock, syscall.LOCK_EX); err != nil {
		c.lock.Close()
		return nil, fmt.Errorf("waiting for another process to finish starting or stopping the cluster in %s: %w", dir, err)
	}
	defer syscall.Flock(int(c.lock.Fd()), syscall.LOCK_UN)
	if c.users, err = os.OpenFile(filepath.Join(dir, "postgres.users"), os.O_CREATE|os.O_RDWR, 0o600); err != nil {
		c.lock.Close()
		return nil, fmt.Errorf("opening the cluster's user lock: %w", err)
	}
	if err := syscall.Flock(int(c.users.Fd()), syscall.LOCK_SH); err != nil {
		c.lock.Close()
		c.users.Close()
		return nil, fmt.Errorf("locking the cluster for use: %w", err)
	}
	if err := c.start(ctx, opts); err != nil {
		c.users.Close()
		c.lock.Close()
		return nil, err
	}
	return c, nil
}

func (c *Cluster) start(ctx context.Context, opts Options) error {
	c.settings = opts.Settings
	if err := c.chooseUser(opts.RunAs); err != nil {
		return err
	}
	if err := c.initdb(ctx, opts.Settings["fsync"] == "off"); err != nil {
		return err
	}
	if pw, err := os.ReadFile(c.passwordFile()); err == nil {
		c.password = strings.TrimSpace(string(pw))
	}
	running, err := c.running(ctx)
	if err != nil {
		return err
	}
	if running {
		c.log.Debug("using the Postgres server already running", "dir", c.pgdata, "port", c.port)
	} else {
		if err := c.startServer(ctx, opts.Settings); err != nil {
			return err
		}
	}
	return c.createDatabase(ctx)
}

// run runs a server program, as the server's user when running as root,
// in a process group of its own so that a terminal's Ctrl-C reaches only
// this program, which then closes the cluster.
func (c *Cluster) run(ctx context.Context, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = c.pgdata
	cmd.Env = serverEnv()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Credential: c.cred}
	cmd.WaitDelay = 5 * time.Second
	return cmd.CombinedOutput()
}

// serverEnv is this process's environment without the PG* variables that
// would point the server programs elsewhere.
func serverEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "PG") {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "LC_ALL=C")
}

// createDatabase creates the cluster's database if it is missing.
func (c *Cluster) createDatabase(ctx context.Context) error {
	conn, err := pgx.Connect(ctx, c.DatabaseURL("postgres"))
	if err != nil {
		return fmt.Errorf("connecting to the private Postgres server: %w", err)
	}
	defer conn.Close(context.Background())
	var exists bool
	if err := conn.QueryRow(ctx, "select exists (select 1 from pg_database where datname = $1)", c.database).Scan(&exists); err != nil {
		return fmt.Errorf("looking for database %q: %w", c.database, err)
	}
	if exists {
		return nil
	}
	if _, err := conn.Exec(ctx, "create database "+pgx.Identifier{c.database}.Sanitize()); err != nil {
		return fmt.Errorf("creating database %q: %w", c.database, err)
	}
	return nil
}

// URL is the connection URL of the cluster's database: through the unix
// socket when the cluster has one, else through the loopback port.
func (c *Cluster) URL() string { return c.DatabaseURL(c.database) }

// DatabaseURL is the connection URL of another database of the cluster.
func (c *Cluster) DatabaseURL(database string) string {
	if c.socketDir == "" {
		return c.TCPURL(database)
	}
	q := url.Values{"host": {c.socketDir}, "port": {strconv.Itoa(c.port)}, "sslmode": {"disable"}}
	u := url.URL{Scheme: "postgres", User: url.User(Superuser), Path: "/" + database, RawQuery: q.Encode()}
	return u.String()
}

// TCPURL is the connection URL of a database of the cluster through the
// loopback port, with the cluster's password, for tools that cannot use
// the socket.
func (c *Cluster) TCPURL(database string) string {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(Superuser, c.password),
		Host:     net.JoinHostPort("127.0.0.1", strconv.Itoa(c.port)),
		Path:     "/" + database,
		RawQuery: "sslmode=disable",
	}
	return u.String()
}

// Port is the loopback port the server listens on.
func (c *Cluster) Port() int { return c.port }

// Dir is the data folder.
func (c *Cluster) Dir() string { return c.dir }

// Close lets go of the cluster. The last Cluster open on the folder, in
// any process, stops the server (pg_ctl stop -m fast: open connections
// are closed and the data is written safely).
func (c *Cluster) Close() error {
	c.closeOnce.Do(func() { c.closeErr = c.close() })
	return c.closeErr
}

func (c *Cluster) close() error {
	c.stopSupervision()
	defer c.lock.Close()
	defer c.users.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := flockWait(ctx, c.lock, syscall.LOCK_EX); err != nil {
		return fmt.Errorf("waiting to stop the Postgres server: %w", err)
	}
	defer syscall.Flock(int(c.lock.Fd()), syscall.LOCK_UN)
	if err := syscall.Flock(int(c.users.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		c.log.Debug("leaving the private Postgres server running for other processes", "dir", c.pgdata)
		return nil
	}
	c.log.Info("stopping the private Postgres server", "dir", c.pgdata)
	out, err := c.run(ctx, c.bin.path("pg_ctl"), "stop", "-D", c.pgdata, "-m", "fast", "-w", "-t", "120", "-s")
	if err != nil {
		if _, statErr := os.Stat(filepath.Join(c.pgdata, "postmaster.pid")); errors.Is(statErr, os.ErrNotExist) {
			c.log.Info("the private Postgres server had already stopped", "dir", c.pgdata)
			return nil
		}
		return fmt.Errorf("stopping the Postgres server in %s: %w\n%s", c.pgdata, err, out)
	}
	c.log.Info("the private Postgres server stopped", "dir", c.pgdata)
	return nil
}

// flockWait takes a lock on f, waiting until ctx is done.
func flockWait(ctx context.Context, f *os.File, how int) error {
	for {
		err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
		if err == nil {
			return nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}
