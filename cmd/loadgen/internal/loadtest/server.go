package loadtest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// ServerConfig says how StartServer runs bot serve.
type ServerConfig struct {
	// Bin is the bot program (go build -o orrery ./cmd/bot).
	Bin string
	// DataDir is the private Postgres's data folder; "" means a new
	// temporary folder, removed by Stop.
	DataDir string
	// PublicKey is the public key the bot checks signatures with, in hex.
	PublicKey string
	// Config is more configuration, TOML, added to the file StartServer
	// writes. The file turns the rate limits off unless Config sets
	// [limits] itself.
	Config string
	// Stderr receives the bot's log; nil discards it.
	Stderr io.Writer
}

// Server is bot serve running as a separate process on a loopback port.
type Server struct {
	// URL is where it serves: "http://127.0.0.1:PORT".
	URL string
	// Ready is the time from starting the process to its first 200 from
	// /healthz.
	Ready time.Duration

	cmd     *exec.Cmd
	dataDir string
	tempDir string
	exited  chan struct{}
	waitErr error
	api     *http.Server
	edits   atomic.Int64
}

// StartServer starts bot serve with the embedded Postgres and waits until
// /healthz answers 200. Discord's REST API, which deferred replies are
// edited through, is a stand-in on loopback that accepts everything
// (Edits counts what it received). Stop the Server when done.
func StartServer(ctx context.Context, c ServerConfig) (*Server, error) {
	if c.Bin == "" {
		return nil, errors.New("the bot program is needed: go build -o orrery ./cmd/bot")
	}
	tmp, err := os.MkdirTemp("", "orrery-load-")
	if err != nil {
		return nil, err
	}
	s := &Server{tempDir: tmp, dataDir: c.DataDir, exited: make(chan struct{})}
	// Run as root, the bot runs Postgres as another user, who must reach
	// the data folder inside.
	if err := os.Chmod(tmp, 0o755); err != nil {
		return nil, err
	}
	if s.dataDir == "" {
		s.dataDir = filepath.Join(tmp, "data")
	}
	fail := func(err error) (*Server, error) {
		s.Stop()
		return nil, err
	}
	apiURL, err := s.startAPI()
	if err != nil {
		return fail(err)
	}
	port, err := freePort()
	if err != nil {
		return fail(err)
	}
	config := c.Config
	if !strings.Contains(config, "[limits]") {
		config += "\n[limits]\nuser_per_minute = 0\nguild_per_minute = 0\n"
	}
	configPath := filepath.Join(tmp, "config.toml")
	if err := os.WriteFile(configPath, []byte(config), 0o600); err != nil {
		return fail(err)
	}

	s.URL = "http://127.0.0.1:" + strconv.Itoa(port)
	s.cmd = exec.Command(c.Bin, "--config", configPath, "serve", "--listen", "127.0.0.1:"+strconv.Itoa(port))
	s.cmd.Env = append(cleanEnv(os.Environ()),
		"DISCORD_PUBLIC_KEY="+c.PublicKey,
		"ORRERY_DATA_DIR="+s.dataDir,
		"DISCORD_API_URL="+apiURL,
	)
	s.cmd.Stderr = c.Stderr
	start := time.Now()
	if err := s.cmd.Start(); err != nil {
		return fail(fmt.Errorf("starting %s: %w", c.Bin, err))
	}
	go func() {
		s.waitErr = s.cmd.Wait()
		close(s.exited)
	}()
	if err := s.waitReady(ctx); err != nil {
		return fail(err)
	}
	s.Ready = time.Since(start)
	return s, nil
}

// waitReady polls /healthz until it answers 200.
func (s *Server) waitReady(ctx context.Context) error {
	client := &http.Client{Timeout: 2 * time.Second}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		resp, err := client.Get(s.URL + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-s.exited:
			return fmt.Errorf("bot serve exited before it was ready: %v", s.waitErr)
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(2 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return errors.New("bot serve was not ready within 2 minutes")
		}
	}
}

// PID is the bot's process id.
func (s *Server) PID() int { return s.cmd.Process.Pid }

// Edits is how many requests the bot made to Discord's REST API: edits of
// deferred replies and follow-up messages.
func (s *Server) Edits() int64 { return s.edits.Load() }

// Stop sends SIGTERM, waits for the bot to finish (it stops its
// Postgres), and removes the temporary folder. It returns the bot's exit
// error, nil when it exited with status 0.
func (s *Server) Stop() error {
	var err error
	if s.cmd != nil && s.cmd.Process != nil {
		s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
			err = s.waitErr
		case <-time.After(time.Minute):
			s.cmd.Process.Kill()
			<-s.exited
			err = errors.New("bot serve did not stop within a minute of SIGTERM")
		}
	}
	if s.api != nil {
		s.api.Close()
	}
	os.RemoveAll(s.tempDir)
	return err
}

// startAPI serves a stand-in for Discord's REST API on loopback: every
// request is answered 200 with an empty JSON object.
func (s *Server) startAPI() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	s.api = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		s.edits.Add(1)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, "{}")
	})}
	go s.api.Serve(ln)
	return "http://" + ln.Addr().String() + "/", nil
}

// freePort is a loopback port nothing listens on just now.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// cleanEnv is the environment without the variables that configure Orrery,
// so that the bot uses only what StartServer gives it.
func cleanEnv(env []string) []string {
	var out []string
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "ORRERY_") || strings.HasPrefix(name, "DISCORD_") || strings.HasPrefix(name, "OPENAI_") || name == "DATABASE_URL" {
			continue
		}
		out = append(out, kv)
	}
	return out
}

// Memory is the resident memory of the bot and of its Postgres.
type Memory struct {
	// RSS and Peak are the bot process's VmRSS and VmHWM, in bytes.
	RSS, Peak int64
	// Postgres is the proportional set size (Pss) of the Postgres server
	// and its backends added up, in bytes: shared memory counted once.
	Postgres int64
}

// Memory reads the bot's resident memory, and its Postgres's, from /proc.
func (s *Server) Memory() (Memory, error) {
	m, err := s.BotMemory()
	if err != nil {
		return m, err
	}
	m.Postgres, err = s.PostgresMemory()
	return m, err
}

// BotMemory reads the bot's VmRSS and VmHWM from /proc/PID/status, which
// is cheap enough to sample under load; Postgres is left 0.
func (s *Server) BotMemory() (Memory, error) {
	status, err := readKB(fmt.Sprintf("/proc/%d/status", s.PID()), "VmRSS:", "VmHWM:")
	if err != nil {
		return Memory{}, err
	}
	return Memory{RSS: status[0], Peak: status[1]}, nil
}

// PostgresMemory adds up the Pss of the Postgres server and its backends,
// from /proc/PID/smaps_rollup. Reading it walks the processes' page
// tables: sample it between rounds, not under load.
func (s *Server) PostgresMemory() (int64, error) {
	pm, err := postmasterPID(filepath.Join(s.dataDir, "postgres", "postmaster.pid"))
	if err != nil {
		return 0, err
	}
	var total int64
	for _, pid := range append([]int{pm}, children(pm)...) {
		if pss, err := readKB(fmt.Sprintf("/proc/%d/smaps_rollup", pid), "Pss:"); err == nil {
			total += pss[0]
		}
	}
	return total, nil
}

// CPU is the processor time (user and system) the bot, and its Postgres
// server with its backends, have spent so far. Backends that have exited
// are not counted; the bot's connections stay open, so the difference of
// two readings is what serving cost in between.
func (s *Server) CPU() (bot, postgres time.Duration, err error) {
	if bot, err = processTime(s.PID()); err != nil {
		return 0, 0, err
	}
	pm, err := postmasterPID(filepath.Join(s.dataDir, "postgres", "postmaster.pid"))
	if err != nil {
		return 0, 0, err
	}
	for _, pid := range append([]int{pm}, children(pm)...) {
		if t, err := processTime(pid); err == nil {
			postgres += t
		}
	}
	return bot, postgres, nil
}

// clockTicks is the unit of the times in /proc/PID/stat (USER_HZ), 100 a
// second on Linux.
const clockTicks = 100

// processTime reads a process's user and system time from /proc/PID/stat.
func processTime(pid int) (time.Duration, error) {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	f := statFields(stat)
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: too short", pid)
	}
	// After pid and (comm): state is field 0, utime 11 and stime 12.
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("/proc/%d/stat: bad times %q %q", pid, f[11], f[12])
	}
	return time.Duration(utime+stime) * time.Second / clockTicks, nil
}

// statFields are the fields of /proc/PID/stat after the command name,
// which may hold spaces and parentheses.
func statFields(stat []byte) []string {
	i := strings.LastIndexByte(string(stat), ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(string(stat[i+1:]))
}

// readKB reads the values in kB of the named fields of a /proc file, in
// bytes.
func readKB(path string, fields ...string) ([]int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := make([]int64, len(fields))
	found := 0
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		words := strings.Fields(lines.Text())
		for i, name := range fields {
			if len(words) >= 2 && words[0] == name {
				kb, err := strconv.ParseInt(words[1], 10, 64)
				if err != nil {
					return nil, fmt.Errorf("%s: %s: %w", path, name, err)
				}
				out[i] = kb << 10
				found++
			}
		}
	}
	if found < len(fields) {
		return nil, fmt.Errorf("%s: missing %s", path, strings.Join(fields, " or "))
	}
	return out, lines.Err()
}

// postmasterPID is the Postgres server's process id, the first line of
// postmaster.pid.
func postmasterPID(path string) (int, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	first, _, _ := strings.Cut(string(b), "\n")
	return strconv.Atoi(strings.TrimSpace(first))
}

// children are the processes whose parent is pid.
func children(pid int) []int {
	entries, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...
		if f := statFields(stat); len(f) >= 2 && f[1] == strconv.Itoa(pid) {
			out = append(out, child)
		}
	}
	return out
}
