//go:build unix

package pgembed

import (
	"bufio"
	"context"

	"errors"
	"fmt"

	"maps"
	"net"

	"os"

	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"syscall"
	"time"
)

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
