package cli

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/bot/discord/discordtest"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
)

// postmasterPID reads the pid of the private Postgres server of dataDir.
func postmasterPID(t *testing.T, dataDir string) int {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dataDir, "postgres", "postmaster.pid"))
	if err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(string(b), "\n")
	pid, err := strconv.Atoi(strings.TrimSpace(first))
	if err != nil {
		t.Fatalf("postmaster.pid: %v", err)
	}
	return pid
}

// TestPostmasterKilledUnderLoad runs the program as built, with its
// private Postgres, under signed interactions from several clients, and
// kills the Postgres server's postmaster (SIGKILL) while they keep
// coming: every interaction is answered; the server starts Postgres
// again by itself, /healthz is 200 again without restarting the program,
// and every ruling answered, before, during and after, is stored, each
// asked once.
func TestPostmasterKilledUnderLoad(t *testing.T) {
	bin := buildBot(t)
	if _, err := pgembed.FindBinaries(context.Background(), "", ""); err != nil {
		pgtest.Unavailable(t, err)
	}
	dataDir, err := os.MkdirTemp("", "orrery-kill-") // reachable by the server's user under root
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

	// The load: clients asking a new question each time, until told to
	// stop, each pausing a little between questions so that the rulings
	// answered while Postgres is away stay within what the server keeps
	// waiting (app.DefaultPendingMax); past that they are answered as
	// not stored, by design, and this test would not see every one stored.
	var (
		mu       sync.Mutex
		answered []int // the interactions (and hands) answered with a ruling
		failures []string
		next     atomic.Int64
		withID   atomic.Int64
		notYet   atomic.Int64 // answered while the database was away
	)
	stop := make(chan struct{})
	client := &http.Client{Timeout: 2 * time.Minute}
	var clients sync.WaitGroup
	for range 3 {
		clients.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				time.Sleep(25 * time.Millisecond)
				n := int(next.Add(1))
				code, body, err := signedPost(client, key, endpoint, upkeepInteraction(n, n, fmt.Sprintf("tok-kill-%d", n), fmt.Sprintf("8%017d", n)))
				if err == nil && code == http.StatusOK && responseType(t, body) == 5 {
					edits := fake.Matching(fmt.Sprintf("/tok-kill-%d/messages/@original", n))
					if len(edits) != 1 {
						err = fmt.Errorf("deferred and edited %d times", len(edits))
					} else {
						body = edits[0].Body
					}
				}
				mu.Lock()
				switch {
				case err != nil || code != http.StatusOK:
					failures = append(failures, fmt.Sprintf("interaction %d: %d %s %v", n, code, body, err))
				case rulingIDIn(body) != "":
					answered = append(answered, n)
					withID.Add(1)
				case strings.Contains(string(body), "It will be stored when the database is back"):
					answered = append(answered, n)
					notYet.Add(1)
				default:
					failures = append(failures, fmt.Sprintf("interaction %d: neither stored nor waiting: %s", n, body))
				}
				mu.Unlock()
			}
		})
	}
	defer func() {
		select {
		case <-stop:
		default:
			close(stop)
		}
		clients.Wait()
	}()

	eventually(t, "100 rulings stored before the kill", func() bool { return withID.Load() >= 100 })
	pid := postmasterPID(t, dataDir)
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatalf("killing the postmaster %d: %v", pid, err)
	}
	killedAt := withID.Load()
	eventually(t, "a ruling answered while the database is away", func() bool { return notYet.Load() > 0 })
	eventually(t, "/healthz to say 200 again", func() bool {
		code, _ := getBody(t, bot.url+"/healthz")
		return code == http.StatusOK
	})
	after := withID.Load()
	eventually(t, "100 more rulings stored after the restart", func() bool { return withID.Load() >= after+100 })
	close(stop)
	clients.Wait()
	eventually(t, "the rulings that waited to be stored", func() bool {
		return metric(t, bot.url, "orrery_pending_rulings") == 0
	})
	if n := metric(t, bot.url, `orrery_database_state{state="ok"}`); n != 1 {
		t.Errorf(`orrery_database_state{state="ok"} %v after the restart, want 1`, n)
	}
	if newPID := postmasterPID(t, dataDir); newPID == pid {
		t.Errorf("the postmaster is still %d: it was not started again", pid)
	}
	mu.Lock()
	if len(failures) > 0 {
		t.Errorf("%d interactions failed, the first: %s", len(failures), failures[0])
	}
	want := append([]int(nil), answered...)
	mu.Unlock()
	t.Logf("%d interactions answered: %d stored at once (%d before the kill), %d while the database was away",
		len(want), withID.Load(), killedAt, notYet.Load())

	// Every ruling answered is stored, each asked once: read through the
	// running server's own Postgres.
	c, err := pgembed.Start(context.Background(), pgembed.Options{Dir: dataDir, Settings: pgtest.Settings, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, c.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `select a.command, count(*) from asks a group by a.command`)
	if err != nil {
		t.Fatal(err)
	}
	asked := map[string]int64{}
	for rows.Next() {
		var cmd string
		var n int64
		if err := rows.Scan(&cmd, &n); err != nil {
			t.Fatal(err)
		}
		asked[cmd] = n
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	missing := 0
	for _, n := range want {
		cmd := fmt.Sprintf("/orrery upkeep hand:%d", n)
		if asked[cmd] != 1 {
			if missing < 5 {
				t.Errorf("%s was answered, and is stored asked %d times, want once", cmd, asked[cmd])
			}
			missing++
		}
	}
	if missing > 0 || len(asked) != len(want) {
		t.Errorf("%d of %d answered rulings are not stored once; %d questions are stored", missing, len(want), len(asked))
	}
	if stderr := bot.stderr.String(); strings.Count(stderr, "the private Postgres server stopped; starting it again") != 1 ||
		!strings.Contains(stderr, "the private Postgres server is running again") {
		t.Errorf("the log does not say once that Postgres stopped and that it runs again:\n%.4000s", stderr)
	}
	bot.terminate(t)
}
