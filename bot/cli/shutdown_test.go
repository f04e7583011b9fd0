package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/discord/discordtest"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
)

// moduleRoot is the repository's root, for building the program.
var moduleRoot = func() string {
	dir, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		panic(err)
	}
	return dir
}()

// buildBot builds the program as an operator does, into a folder of t.
func buildBot(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no go command to build the program: %v", err)
		}
		t.Skipf("no go command to build the program: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "orrery")
	cmd := exec.Command(goTool, "build", "-o", bin, "./cmd/bot")
	cmd.Dir = moduleRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// process is the built program running as a server.
type process struct {
	cmd    *exec.Cmd
	url    string
	stderr *syncBuffer
	exited chan struct{} // closed once it has exited
	err    error         // how it exited
}

// runBot starts the program with the configuration file cfg and waits
// until it says where it serves. Variables of the environment that would
// change its configuration are left out.
func runBot(t *testing.T, bin, cfg string) *process {
	t.Helper()
	cmd := exec.Command(bin, "--config", cfg, "serve")
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "DISCORD_") || strings.HasPrefix(name, "ORRERY_") || strings.HasPrefix(name, "OPENAI_") || name == "DATABASE_URL" {
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	p := &process{cmd: cmd, stderr: newSyncBuffer(), exited: make(chan struct{})}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	urls := make(chan string, 1)
	go func() {
		for {
			if m := servingAt.FindStringSubmatch(p.stderr.String()); m != nil {
				urls <- m[1]
				return
			}
			select {
			case <-p.exited:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	go func() {
		p.err = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			cmd.Process.Kill()
			<-p.exited
		}
	})
	select {
	case p.url = <-urls:
	case <-p.exited:
		t.Fatalf("the program exited before serving (%v):\n%s", p.err, p.stderr.String())
	case <-time.After(2 * time.Minute):
		t.Fatalf("the program did not say where it serves within two minutes:\n%s", p.stderr.String())
	}
	return p
}

// terminate sends SIGTERM and waits for the program to exit, which it
// must do with status 0.
func (p *process) terminate(t *testing.T) {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	p.wait(t)
}

func (p *process) wait(t *testing.T) {
	t.Helper()
	select {
	case <-p.exited:
	case <-time.After(2 * time.Minute):
		t.Fatalf("the program did not exit within two minutes of SIGTERM:\n%s", p.stderr.String())
	}
	if p.err != nil {
		t.Errorf("the program exited with %v:\n%s", p.err, p.stderr.String())
	}
}

// TestSIGTERMUnderLoad runs the program as built, with its private
// Postgres, sends it signed interactions from several clients at once, and
// SIGTERMs it while they keep coming: the server stops taking connections,
// the interactions it took get their replies, it exits with status 0
// after stopping Postgres cleanly, and a restart finds every ruling whose
// id a user was shown.
func TestSIGTERMUnderLoad(t *testing.T) {
	bin := buildBot(t)
	binaries, err := pgembed.FindBinaries(context.Background(), "", "")
	if err != nil {
		pgtest.Unavailable(t, err)
	}
	dataDir, err := os.MkdirTemp("", "orrery-sigterm-") // reachable by the server's user under root
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dataDir) })
	fake := discordtest.New() // where a deferred reply is edited
	defer fake.Close()
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(cfg, []byte(fmt.Sprintf(`log_format = "json"
[discord]
public_key = %q
api_url = %q
[database]
data_dir = %q
[http]
listen = "127.0.0.1:0"
[limits]
user_per_minute = 0
guild_per_minute = 0
`, key.PublicKeyHex(), fake.URL(), dataDir)), 0o600); err != nil {
		t.Fatal(err)
	}

	bot := runBot(t, bin, cfg)
	endpoint := bot.url + "/interactions"

	// The load: clients asking new questions without pause, each on a
	// connection of its own, until the server no longer takes them.
	type outcome struct {
		n         int
		code      int
		body      []byte
		err       error
		afterTERM bool
	}
	var (
		mu       sync.Mutex
		outcomes []outcome
		next     atomic.Int64
		acked    atomic.Int64
	)
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 2 * time.Minute}
	enough := make(chan struct{})
	var enoughOnce sync.Once
	var clients sync.WaitGroup
	for range 8 {
		clients.Go(func() {
			for {
				n := int(next.Add(1))
				code, body, err := signedPost(client, key, endpoint, upkeepInteraction(n, n, fmt.Sprintf("tok-term-%d", n), fmt.Sprintf("8%017d", n)))
				mu.Lock()
				outcomes = append(outcomes, outcome{n: n, code: code, body: body, err: err})
				mu.Unlock()
				if err != nil {
					return // no longer taken: the server stopped listening
				}
				if rulingIDIn(body) != "" && acked.Add(1) >= 200 {
					enoughOnce.Do(func() { close(enough) })
				}
			}
		})
	}
	select {
	case <-enough:
	case <-time.After(2 * time.Minute):
		t.Fatalf("fewer than 200 rulings in two minutes:\n%s", bot.stderr.String())
	}
	bot.terminate(t)
	clients.Wait()

	// Every interaction the server took (it logs each) got its whole
	// reply; those it did not take failed: refused, or reset while they
	// waited to be accepted when it closed its port. A user saw an id only
	// for a stored ruling.
	took := map[string]bool{}
	for _, line := range strings.Split(bot.stderr.String(), "\n") {
		var e struct{ Msg, Interaction string }
		if json.Unmarshal([]byte(line), &e) == nil && e.Msg == "interaction" {
			took[e.Interaction] = true
		}
	}
	ids := map[string]int{} // id → the question it answers (hand:N)
	taken, refused := 0, 0
	for _, o := range outcomes {
		if o.err != nil {
			if took[fmt.Sprintf("13%017d", o.n)] {
				t.Errorf("interaction %d was taken, but its reply did not arrive: %v", o.n, o.err)
			}
			refused++
			continue
		}
		taken++
		if o.code != http.StatusOK {
			t.Errorf("interaction %d: %d %s", o.n, o.code, o.body)
			continue
		}
		reply := o.body
		switch typ := responseType(t, o.body); typ {
		case 4:
		case 5:
			edits := fake.Matching(fmt.Sprintf("/tok-term-%d/messages/@original", o.n))
			if len(edits) != 1 {
				t.Errorf("interaction %d was deferred and edited %d times", o.n, len(edits))
				continue
			}
			reply = edits[0].Body
		default:
			t.Errorf("interaction %d: response of type %d: %s", o.n, typ, o.body)
			continue
		}
		if id := rulingIDIn(reply); id != "" {
			ids[id] = o.n
		} else if !strings.Contains(string(reply), "I'm restarting") {
			t.Errorf("interaction %d: neither a stored ruling nor a request to ask again: %s", o.n, reply)
		}
	}
	if len(took) != taken {
		t.Errorf("the server answered %d interactions, and %d replies arrived", len(took), taken)
	}
	t.Logf("%d interactions taken, %d with a ruling id; %d not taken once it stopped", taken, len(ids), refused)

	// Postgres was stopped cleanly: no server left, and its control file
	// says so.
	pgdata := filepath.Join(dataDir, "postgres")
	if _, err := os.Stat(filepath.Join(pgdata, "postmaster.pid")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Postgres is still running after the program exited (postmaster.pid: %v)", err)
	}
	if out, err := exec.Command(filepath.Join(binaries.Dir, "pg_controldata"), "-D", pgdata).CombinedOutput(); err != nil {
		t.Logf("pg_controldata could not run (%v), so the cluster's state is not checked:\n%s", err, out)
	} else if !regexp.MustCompile(`(?m)^Database cluster state:\s+shut down$`).Match(out) {
		t.Errorf("the cluster was not shut down cleanly:\n%s", out)
	}
	for _, want := range []string{`"msg":"shutting down"`, `"msg":"stopped serving"`} {
		if !strings.Contains(bot.stderr.String(), want) {
			t.Errorf("the log lacks %s:\n%s", want, bot.stderr.String())
		}
	}
	if strings.Contains(bot.stderr.String(), "interactions still in flight at shutdown") {
		t.Errorf("interactions were cut off at shutdown:\n%s", bot.stderr.String())
	}

	// Started again, it shows every ruling a user was given the id of.
	bot = runBot(t, bin, cfg)
	for id := range ids {
		if code, body := getBody(t, bot.url+"/r/"+id); code != http.StatusOK {
			t.Errorf("after a restart, /r/%s: %d %.300s", id, code, body)
		}
	}
	bot.terminate(t)

	// And in the store each was asked exactly once.
	c, err := pgembed.Start(context.Background(), pgembed.Options{Dir: dataDir, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	store, err := rulings.Open(context.Background(), c.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for id, n := range ids {
		sr, err := store.Get(context.Background(), id)
		if err != nil || sr.Asks != 1 || !strings.Contains(sr.Ruling.Command, fmt.Sprintf("hand:%d", n)) {
			t.Errorf("ruling %s (hand:%d): %+v, %v", id, n, sr, err)
		}
	}
}
