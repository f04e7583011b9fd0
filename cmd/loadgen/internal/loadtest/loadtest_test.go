package loadtest_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/discord"
	"github.com/orrery-judge/orrery/cmd/loadgen/internal/loadtest"
)

// endpoint serves a Bot's interactions endpoint that checks signatures
// with key, answering without a database and without rate limits.
func endpoint(t *testing.T, key loadtest.Key) string {
	t.Helper()
	a := &app.App{Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	b, err := discord.New(a, discord.Config{PublicKey: key.PublicHex(), Limits: discord.Limits{UserPerMinute: -1, GuildPerMinute: -1}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/interactions", b.InteractionsHandler())
	srv := httptest.NewServer(mux)
	t.Cleanup(func() {
		srv.Close()
		b.Close(10 * time.Second)
	})
	return srv.URL + "/interactions"
}

func TestRunPingAndUpkeep(t *testing.T) {
	key := loadtest.NewKey()
	target := loadtest.Target{URL: endpoint(t, key), Key: key}

	ping, err := loadtest.Run(context.Background(), target, loadtest.Ping, loadtest.Load{Requests: 60, Concurrency: 4})
	if err != nil {
		t.Fatal(err)
	}
	if ping.Sent != 60 || ping.OK != 60 || ping.Types[1] != 60 || ping.Failed() != 0 || ping.FirstError != "" {
		t.Errorf("ping: %+v", ping)
	}
	upkeep, err := loadtest.Run(context.Background(), target, loadtest.Upkeep, loadtest.Load{Requests: 40, Concurrency: 8})
	if err != nil {
		t.Fatal(err)
	}
	// Without a database every ruling says it was not stored.
	if upkeep.Sent != 40 || upkeep.OK != 40 || upkeep.Types[4] != 40 || upkeep.NotStored != 40 || upkeep.FirstError != "" {
		t.Errorf("upkeep: %+v", upkeep)
	}
	for _, r := range []*loadtest.Result{ping, upkeep} {
		if len(r.Latencies) != r.Sent || !slices.IsSorted(r.Latencies) || r.Latencies[0] <= 0 {
			t.Errorf("%s: latencies %v", r.Scenario, r.Latencies)
		}
		if r.RPS() <= 0 || r.Elapsed <= 0 || r.Percentile(0.5) > r.Percentile(0.99) {
			t.Errorf("%s: %s", r.Scenario, r)
		}
	}
	if !strings.Contains(upkeep.String(), "not stored 40") {
		t.Errorf("the line does not say the rulings were not stored: %s", upkeep)
	}
}

// TestUpkeepMany: the questions go round ManyHands hand sizes, each
// answered.
func TestUpkeepMany(t *testing.T) {
	key := loadtest.NewKey()
	target := loadtest.Target{URL: endpoint(t, key), Key: key}
	r, err := loadtest.Run(context.Background(), target, loadtest.UpkeepMany, loadtest.Load{Requests: 30, Concurrency: 4})
	if err != nil {
		t.Fatal(err)
	}
	if r.Sent != 30 || r.OK != 30 || r.Types[4] != 30 || r.FirstError != "" {
		t.Errorf("upkeep-many: %+v", r)
	}
	for _, n := range []int{0, 1, loadtest.ManyHands - 1, loadtest.ManyHands, 2*loadtest.ManyHands + 5} {
		body := string(loadtest.UpkeepMany.Body(n))
		i := strings.Index(body, `"name":"hand","type":4,"value":`)
		if i < 0 {
			t.Fatalf("request %d has no hand: %s", n, body)
		}
		hand, _, _ := strings.Cut(body[i+len(`"name":"hand","type":4,"value":`):], "}")
		if want := strconv.Itoa(n % loadtest.ManyHands); hand != want {
			t.Errorf("request %d asks hand %s, want %s", n, hand, want)
		}
	}
}

// TestRunCountsRefusals: requests signed with another key are all refused,
// and the first refusal is described.
func TestRunCountsRefusals(t *testing.T) {
	url := endpoint(t, loadtest.NewKey())
	r, err := loadtest.Run(context.Background(), loadtest.Target{URL: url, Key: loadtest.NewKey()}, loadtest.Ping, loadtest.Load{Requests: 10, Concurrency: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Sent != 10 || r.OK != 0 || r.Statuses[http.StatusUnauthorized] != 10 || !strings.Contains(r.FirstError, "invalid request signature") {
		t.Errorf("%+v", r)
	}
	r, err = loadtest.Run(context.Background(), loadtest.Target{URL: "http://127.0.0.1:1/interactions", Key: loadtest.NewKey()}, loadtest.Ping, loadtest.Load{Requests: 3})
	if err != nil {
		t.Fatal(err)
	}
	if r.OK != 0 || r.Statuses[0] != 3 || !strings.Contains(r.FirstError, "connect") {
		t.Errorf("nothing listening: %+v", r)
	}
	if _, err := loadtest.Run(context.Background(), loadtest.Target{URL: url}, loadtest.Ping, loadtest.Load{}); err == nil {
		t.Error("a round of no requests ran")
	}
}

// TestRunStopsAtItsDuration: a round ends at its Duration, counting only
// the requests sent.
func TestRunStopsAtItsDuration(t *testing.T) {
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(20 * time.Millisecond)
		io.WriteString(w, `{"type":1}`)
	}))
	defer slow.Close()
	r, err := loadtest.Run(context.Background(), loadtest.Target{URL: slow.URL, Key: loadtest.NewKey()}, loadtest.Ping, loadtest.Load{Requests: 2000, Duration: 200 * time.Millisecond, Concurrency: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Sent == 0 || r.Sent >= 2000 || r.OK != r.Sent || len(r.Latencies) != r.Sent {
		t.Errorf("sent %d, OK %d, %d latencies", r.Sent, r.OK, len(r.Latencies))
	}
}

func TestPercentile(t *testing.T) {
	r := &loadtest.Result{}
	if r.Percentile(0.5) != 0 {
		t.Error("the percentile of nothing is not 0")
	}
	for i := 1; i <= 100; i++ {
		r.Latencies = append(r.Latencies, time.Duration(i)*time.Millisecond)
	}
	for p, want := range map[float64]time.Duration{0: time.Millisecond, 0.5: 50 * time.Millisecond, 0.99: 99 * time.Millisecond, 1: 100 * time.Millisecond} {
		if got := r.Percentile(p); got != want {
			t.Errorf("p%v = %s, want %s", p*100, got, want)
		}
	}
}

func TestKeyFromSeed(t *testing.T) {
	k := loadtest.NewKey()
	again, err := loadtest.KeyFromSeed(k.SeedHex())
	if err != nil || again.PublicHex() != k.PublicHex() || len(k.PublicHex()) != 64 {
		t.Errorf("KeyFromSeed(%s) = %s, %v; want %s", k.SeedHex(), again.PublicHex(), err, k.PublicHex())
	}
	for _, bad := range []string{"", "00", strings.Repeat("zz", 32)} {
		if _, err := loadtest.KeyFromSeed(bad); err == nil || !strings.Contains(err.Error(), "64 hexadecimal digits") {
			t.Errorf("KeyFromSeed(%q): %v", bad, err)
		}
	}
}

func oracleCases(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "..", "..", "testdata", "oracle", "public.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := loadtest.ReadCases(f)
	if err != nil || len(cases) < 10 {
		t.Fatalf("%d cases, %v", len(cases), err)
	}
	return cases
}

// TestQuestions: a batch is the same for the same seed, mixes every
// command of the cases, and is mostly questions the engine answers.
func TestQuestions(t *testing.T) {
	cases := oracleCases(t)
	qs, err := loadtest.Questions(cases, 2000, 7)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := loadtest.Questions(cases, 2000, 7)
	other, _ := loadtest.Questions(cases, 2000, 8)
	if len(qs) != 2000 || !slices.Equal(qs, again) || slices.Equal(qs, other) {
		t.Fatalf("%d questions; same for the same seed: %v; same for another seed: %v", len(qs), slices.Equal(qs, again), slices.Equal(qs, other))
	}
	commands := map[string]bool{}
	for _, c := range cases {
		if inv, err := command.Parse(c); err == nil {
			commands[inv.Name] = false
		}
	}
	answered, varied := 0, 0
	for _, q := range qs {
		if strings.Contains(q, "\n") {
			t.Fatalf("a question holds a new line: %q", q)
		}
		if !slices.Contains(cases, q) {
			varied++
		}
		inv, err := command.Parse(q)
		if err != nil {
			continue
		}
		commands[inv.Name] = true
		if _, err := inv.Answer(context.Background()); err == nil {
			answered++
		}
	}
	for name, seen := range commands {
		if !seen {
			t.Errorf("no /%s among the questions", name)
		}
	}
	if answered < 1800 || answered == 2000 {
		t.Errorf("%d of 2000 questions answered: want most, not all", answered)
	}
	if varied < 1000 {
		t.Errorf("only %d of 2000 questions are variations", varied)
	}
}

func TestReadCasesErrors(t *testing.T) {
	for _, bad := range []string{`{"ask": ""}`, `not json`, `{"id": "x"}`} {
		if _, err := loadtest.ReadCases(strings.NewReader("\n" + bad + "\n")); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%s: %v", bad, err)
		}
	}
	if _, err := loadtest.Questions(nil, 10, 1); err == nil {
		t.Error("questions from no cases")
	}
}
