//go:build unix

package pgembed

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
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

// chooseUser decides, when running as root, which user runs the server,
// and makes the data folder reachable for it.
func (c *Cluster) chooseUser(runAs string) error {
	if os.Geteuid() != 0 {
		return nil
	}
	var u *user.User
	var err error
	switch {
	case runAs != "":
		if u, err = user.Lookup(runAs); err != nil {
			return fmt.Errorf("database.run_as: user %q: %w", runAs, err)
		}
	default:
		if fi, err := os.Stat(c.pgdata); err == nil {
			if st, ok := fi.Sys().(*syscall.Stat_t); ok && st.Uid != 0 {
				u, _ = user.LookupId(strconv.FormatUint(uint64(st.Uid), 10))
			}
		}
		for _, name := range []string{"postgres", "nobody"} {
			if u != nil {
				break
			}
			u, _ = user.Lookup(name)
		}
		if u == nil {
			return errors.New("running as root, and there is no user to run the Postgres server as (initdb and postgres refuse root): create a user \"postgres\", or set database.run_as")
		}
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err1 != nil || err2 != nil {
		return fmt.Errorf("user %q has a uid or gid that is not a number (%s, %s)", u.Username, u.Uid, u.Gid)
	}
	if uid == 0 {
		return fmt.Errorf("database.run_as: %q is root; the Postgres server refuses to run as root", u.Username)
	}
	c.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}
	return c.makeReachable()
}

// makeReachable lets the server's user into the data folder: it adds
// search permission to the data folder itself when it is closed, and
// reports a closed folder above it, which it does not change.
func (c *Cluster) makeReachable() error {
	fi, err := os.Stat(c.dir)
	if err != nil {
		return err
	}
	if !canSearch(fi, c.cred) {
		if err := os.Chmod(c.dir, fi.Mode().Perm()|0o001); err != nil {
			return fmt.Errorf("letting the Postgres server's user into the data folder: %w", err)
		}
	}
	for d := filepath.Dir(c.dir); ; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		if err != nil {
			return err
		}
		if !canSearch(fi, c.cred) {
			return fmt.Errorf("the Postgres server runs as uid %d (it refuses root), which cannot reach the data folder %s: folder %s (mode %v) is closed to it; choose a data folder it can reach (database.data_dir, for example /var/lib/orrery), or set database.url",
				c.cred.Uid, c.dir, d, fi.Mode().Perm())
		}
		if d == filepath.Dir(d) {
			return nil
		}
	}
}

// canSearch tells whether the user cred may pass through the folder fi.
func canSearch(fi os.FileInfo, cred *syscall.Credential) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return true
	}
	mode := fi.Mode().Perm()
	switch {
	case st.Uid == cred.Uid:
		return mode&0o100 != 0
	case st.Gid == cred.Gid:
		return mode&0o010 != 0
	default:
		return mode&0o001 != 0
	}
}

func (c *Cluster) passwordFile() string { return filepath.Join(c.dir, "postgres.password") }

// initdb creates the cluster if the folder has none.
func (c *Cluster) initdb(ctx context.Context, noSync bool) error {
	if _, err := os.Stat(filepath.Join(c.pgdata, "PG_VERSION")); err == nil {
		return nil
	}
	if entries, err := os.ReadDir(c.pgdata); err == nil && len(entries) > 0 {
		return fmt.Errorf("%s is not empty but holds no Postgres cluster (no PG_VERSION file); move it away or choose another data folder", c.pgdata)
	}
	if err := os.MkdirAll(c.pgdata, 0o700); err != nil {
		return fmt.Errorf("making the cluster folder: %w", err)
	}
	if err := c.chown(c.pgdata); err != nil {
		return err
	}
	password := randomPassword()
	if err := os.WriteFile(c.passwordFile(), []byte(password+"\n"), 0o600); err != nil {
		return fmt.Errorf("writing the cluster's password: %w", err)
	}
	// initdb reads the password as the server's user, and wants the
	// cluster folder empty: the file goes beside it.
	tmp := filepath.Join(c.dir, ".postgres-initdb-password")
	if err := os.WriteFile(tmp, []byte(password+"\n"), 0o600); err != nil {
		return fmt.Errorf("writing the cluster's password: %w", err)
	}
	if err := c.chown(tmp); err != nil {
		return err
	}
	defer os.Remove(tmp)
	c.log.Info("creating a private Postgres cluster", "dir", c.pgdata, "binaries", c.bin.Dir)
	args := []string{
		"-D", c.pgdata,
		"-U", Superuser,
		"--pwfile=" + tmp,
		"--auth-local=trust",
		"--auth-host=scram-sha-256",
		"-E", "UTF8",
		"--no-locale",
	}
	if noSync {
		args = append(args, "--no-sync")
	}
	out, err := c.run(ctx, c.bin.path("initdb"), args...)
	if err != nil {
		// Leave an empty folder so the next start tries again.
		entries, _ := os.ReadDir(c.pgdata)
		for _, e := range entries {
			os.RemoveAll(filepath.Join(c.pgdata, e.Name()))
		}
		return fmt.Errorf("initdb failed: %w\n%s", err, out)
	}
	conf, err := os.OpenFile(filepath.Join(c.pgdata, "postgresql.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, err = io.WriteString(conf, "\n# Settings written by Orrery at each start (port, socket, listen address).\ninclude_if_exists = 'orrery.conf'\n")
	if cerr := conf.Close(); err == nil {
		err = cerr
	}
	return err
}

func randomPassword() string {
	b := make([]byte, 20)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// chown gives path to the server's user when running as root.
func (c *Cluster) chown(path string) error {
	if c.cred == nil {
		return nil
	}
	if err := os.Chown(path, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
		return fmt.Errorf("giving %s to the Postgres server's user: %w", path, err)
	}
	return nil
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

// running tells whether a server is running on the cluster, waiting for
// one that is starting or stopping, and removes the lock files of a server
// that died without removing them.
func (c *Cluster) running(ctx context.Context) (bool, error) {
	pidFile := filepath.Join(c.pgdata, "postmaster.pid")
	deadline := time.Now().Add(60 * time.Second)
	for {
		pm, err := readPostmasterPID(pidFile)
		if errors.Is(err, os.ErrNotExist) {
			return false, nil
		}
		if err != nil || !processAlive(pm.pid) {
			c.log.Info("removing the lock file of a Postgres server that is no longer running", "file", pidFile)
			if err := os.Remove(pidFile); err != nil && !errors.Is(err, os.ErrNotExist) {
				return false, fmt.Errorf("removing stale %s: %w", pidFile, err)
			}
			c.removeStaleSocketLocks(pm)
			return false, nil
		}
		if pm.status == "ready" {
			c.port = pm.port
			c.socketDir = pm.socketDir
			return true, nil
		}
		if time.Now().After(deadline) {
			return false, fmt.Errorf("the Postgres server (pid %d) in %s has been %q for a minute; stop it (pg_ctl stop -D %s) and start again", pm.pid, c.pgdata, pm.status, c.pgdata)
		}
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// removeStaleSocketLocks removes the socket and its lock file left by a
// server that died.
func (c *Cluster) removeStaleSocketLocks(pm postmaster) {
	if pm.socketDir == "" || pm.port == 0 {
		return
	}
	sock := filepath.Join(pm.socketDir, ".s.PGSQL."+strconv.Itoa(pm.port))
	os.Remove(sock + ".lock")
	os.Remove(sock)
}

// postmaster is what postmaster.pid says about a running server.
type postmaster struct {
	pid       int
	port      int
	socketDir string
	status    string
}

// readPostmasterPID reads postmaster.pid: pid, data folder, start time,
// port, socket folder, listen address, shared memory key, status.
func readPostmasterPID(path string) (postmaster, error) {
	f, err := os.Open(path)
	if err != nil {
		return postmaster{}, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, strings.TrimSpace(sc.Text()))
	}
	var pm postmaster
	if len(lines) < 1 {
		return pm, errors.New("empty postmaster.pid")
	}
	if pm.pid, err = strconv.Atoi(lines[0]); err != nil || pm.pid <= 0 {
		return pm, fmt.Errorf("postmaster.pid: bad pid %q", lines[0])
	}
	if len(lines) > 3 {
		pm.port, _ = strconv.Atoi(lines[3])
	}
	if len(lines) > 4 {
		pm.socketDir = lines[4]
	}
	if len(lines) > 7 {
		pm.status = lines[7]
	}
	return pm, nil
}

// processAlive tells whether pid is a running postgres process. Where
// /proc shows the process's name, a process of another name (a pid reused
// after a crash) does not count.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	if err != nil && !errors.Is(err, syscall.EPERM) {
		return false
	}
	// A zombie (state Z in /proc/PID/stat, after the name in parentheses)
	// has exited; it only waits for its parent to collect it.
	if stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err == nil {
		if i := strings.LastIndexByte(string(stat), ')'); i >= 0 && strings.HasPrefix(strings.TrimSpace(string(stat[i+1:])), "Z") {
			return false
		}
	}
	if comm, err := os.ReadFile(fmt.Sprintf("/proc/%d/comm", pid)); err == nil {
		name := strings.TrimSpace(string(comm))
		return strings.HasPrefix(name, "postgres") || strings.HasPrefix(name, "postmaster")
	}
	return true
}

// maxSocketPath is the longest unix socket path that works everywhere
// (sun_path is 104 bytes on macOS and the BSDs, 108 on Linux).
const maxSocketPath = 103

// startServer writes the start-time settings and starts the server.
func (c *Cluster) startServer(ctx context.Context, settings map[string]string) error {
	port, err := c.choosePort()
	if err != nil {
		return err
	}
	for attempt := 0; ; attempt++ {
		c.port = port
		c.socketDir = c.pgdata
		if len(filepath.Join(c.socketDir, ".s.PGSQL."+strconv.Itoa(port)+".lock")) > maxSocketPath {
			c.socketDir = ""
		}
		if err := c.writeSettings(settings); err != nil {
			return err
		}
		logFile := filepath.Join(c.pgdata, "server.log")
		rotateLog(logFile)
		c.log.Info("starting the private Postgres server", "dir", c.pgdata, "port", c.port)
		out, err := c.run(ctx, c.bin.path("pg_ctl"), "start", "-D", c.pgdata, "-w", "-t", "120", "-s", "-l", logFile)
		if err == nil {
			return nil
		}
		tail := logTail(logFile, 20)
		// Someone took the port between choosing it and starting: choose again.
		if attempt < 3 && strings.Contains(tail, "Address already in use") {
			if port, err = freePort(); err != nil {
				return err
			}
			continue
		}
		return fmt.Errorf("starting the private Postgres server in %s failed: %w\n%s\nserver log (%s):\n%s", c.pgdata, err, strings.TrimSpace(string(out)), logFile, tail)
	}
}

// choosePort returns the port the cluster used last time if it is free,
// else a new free loopback port.
func (c *Cluster) choosePort() (int, error) {
	if data, err := os.ReadFile(filepath.Join(c.pgdata, "orrery.conf")); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			k, v, ok := strings.Cut(line, "=")
			if ok && strings.TrimSpace(k) == "port" {
				if p, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && portFree(p) {
					return p, nil
				}
			}
		}
	}
	return freePort()
}

func portFree(port int) bool {
	l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return false
	}
	l.Close()
	return true
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("finding a free loopback port for Postgres: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// writeSettings writes orrery.conf, which postgresql.conf includes.
func (c *Cluster) writeSettings(extra map[string]string) error {
	var b strings.Builder
	b.WriteString("# Written by Orrery at each start of its private Postgres server; changes\n# here are lost. Put lasting settings in postgresql.conf above the include.\n")
	fmt.Fprintf(&b, "listen_addresses = '127.0.0.1'\nport = %d\n", c.port)
	fmt.Fprintf(&b, "unix_socket_directories = %s\n", confQuote(c.socketDir))
	b.WriteString("unix_socket_permissions = 0700\n")
	for _, k := range slices.Sorted(maps.Keys(extra)) {
		fmt.Fprintf(&b, "%s = %s\n", k, confQuote(extra[k]))
	}
	path := filepath.Join(c.pgdata, "orrery.conf")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return c.chown(path)
}

// confQuote quotes a value for postgresql.conf.
func confQuote(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", "''") + "'"
}

// rotateLog keeps the server log from growing without end: past 10 MiB it
// becomes server.log.1.
func rotateLog(path string) {
	if fi, err := os.Stat(path); err == nil && fi.Size() > 10<<20 {
		os.Rename(path, path+".1")
	}
}

func logTail(path string, n int) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return "(no log: " + err.Error() + ")"
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
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
