package cli

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/discord"
	"github.com/orrery-judge/orrery/bot/discord/discordtest"
	"github.com/orrery-judge/orrery/bot/metrics"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
)

// TestThousandInteractionsAtOnce sends a thousand signed interactions at
// the same moment, five hundred questions each asked twice, to a server
// on loopback with a real Postgres: every one gets a response with its
// ruling, every ruling acknowledged is stored exactly once with both its
// asks, and once the server has stopped no goroutine is left behind.
func TestThousandInteractionsAtOnce(t *testing.T) {
	n := 1000
	if raceDetector {
		n = 200 // a thousand at once, ten times slower, would pass the server's read timeouts
	}
	url := pgtest.URL(t) // starts the test cluster, if it is not running yet
	ctx := context.Background()
	fake := discordtest.New() // where deferred replies are edited
	if err := discord.UseAPIBase(fake.URL()); err != nil {
		t.Fatal(err)
	}
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	settle()
	baseline := runtime.NumGoroutine()

	store, err := rulings.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	logBuf := newSyncBuffer()
	log := slog.New(slog.NewJSONHandler(logBuf, &slog.HandlerOptions{Level: slog.LevelWarn}))
	m := metrics.New()
	a := &app.App{Store: store, Log: log, Observe: m.Answered}
	a.Pending = app.NewPending(store, app.PendingOptions{Log: log, Observe: m.Pending})
	b, err := discord.New(a, discord.Config{PublicKey: key.PublicKeyHex(), Observe: m.Interaction,
		Limits: discord.Limits{UserPerMinute: -1, GuildPerMinute: -1}})
	if err != nil {
		t.Fatal(err)
	}
	srv := &Server{App: a, Discord: b, Log: log, Metrics: m}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	stopped := make(chan error, 1)
	go func() { stopped <- srv.Run(runCtx, ln, nil) }()

	// Every request on a connection of its own, all sent at once.
	transport := &http.Transport{DisableKeepAlives: true}
	client := &http.Client{Transport: transport, Timeout: 2 * time.Minute}
	type result struct {
		code int
		body []byte
		err  error
	}
	results := make([]result, n)
	bodies := make([][]byte, n)
	for i := range n {
		bodies[i] = upkeepInteraction(1000+i, i/2, fmt.Sprintf("tok-load-%d", i), fmt.Sprintf("7%017d", i))
	}
	go1 := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-go1
			r := &results[i]
			r.code, r.body, r.err = signedPost(client, key, base+"/interactions", bodies[i])
		})
	}
	close(go1)
	wg.Wait()

	// Every interaction got its ruling: in the response, or in the edit
	// of a deferred one. Its id, when it has one, is acknowledged.
	acked := map[string]int{} // ruling id → interactions that showed it
	idOfHand := map[int]string{}
	pending := 0
	for i, r := range results {
		if r.err != nil || r.code != http.StatusOK {
			t.Fatalf("interaction %d: %d %s %v", i, r.code, r.body, r.err)
		}
		reply := r.body
		switch typ := responseType(t, r.body); typ {
		case 4:
		case 5:
			reply = fake.WaitFor(t, fmt.Sprintf("/tok-load-%d/messages/@original", i), 1)[0].Body
		default:
			t.Fatalf("interaction %d: response of type %d: %s", i, typ, r.body)
		}
		if !strings.Contains(string(reply), fmt.Sprintf("/orrery upkeep hand:%d", i/2)) {
			t.Fatalf("interaction %d: not its ruling: %s", i, reply)
		}
		id := rulingIDIn(reply)
		if id == "" {
			if !strings.Contains(string(reply), "Not stored yet") {
				t.Fatalf("interaction %d: no id, and no note saying it will be stored: %s", i, reply)
			}
			pending++
			continue
		}
		acked[id]++
		if other, ok := idOfHand[i/2]; ok && other != id {
			t.Errorf("hand:%d got ids %s and %s", i/2, other, id)
		}
		idOfHand[i/2] = id
	}
	if pending > 0 {
		// On a busy machine a save may wait past App.StoreTimeout for a
		// connection: the ruling is answered, and stored from Pending.
		t.Logf("%d rulings were answered before they could be stored", pending)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for a.Pending.Len() > 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}

	stop()
	select {
	case err := <-stopped:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("the server did not stop within two minutes")
	}
	if got := metric2(m, `orrery_discord_interactions_total{kind="command",outcome="ok",path="orrery upkeep"}`); got != float64(n) {
		t.Errorf("%v interactions answered, want %d", got, n)
	}
	if lost := metric2(m, `orrery_pending_rulings_total{event="lost"}`) + metric2(m, `orrery_pending_rulings_total{event="full"}`); lost != 0 {
		t.Errorf("%v rulings not stored", lost)
	}

	// Stored exactly once, each with its two asks.
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	count := func(sql string, args ...any) int {
		t.Helper()
		var c int
		if err := conn.QueryRow(ctx, sql, args...).Scan(&c); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		return c
	}
	if c := count(`select count(*) from rulings`); c != n/2 {
		t.Errorf("%d rulings stored, want %d", c, n/2)
	}
	if c := count(`select count(*) from asks`); c != n {
		t.Errorf("%d asks stored, want %d", c, n)
	}
	if c := count(`select count(*) from (select digest from rulings group by digest having count(*) > 1) d`); c != 0 {
		t.Errorf("%d questions stored more than once", c)
	}
	for id := range acked {
		if c := count(`select count(*) from rulings where id = $1`, id); c != 1 {
			t.Errorf("ruling %s stored %d times", id, c)
		}
		if c := count(`select count(*) from asks where ruling_id = $1`, id); c != 2 {
			t.Errorf("ruling %s has %d asks, want 2", id, c)
		}
	}
	conn.Close(ctx)

	// Nothing is left running: the server, the interactions, the store's
	// connections and the clients' are all gone.
	store.Close()
	fake.Close()
	transport.CloseIdleConnections()
	http.DefaultTransport.(*http.Transport).CloseIdleConnections()
	deadline = time.Now().Add(30 * time.Second)
	for runtime.NumGoroutine() > baseline {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Fatalf("%d goroutines left, %d before:\n%s", runtime.NumGoroutine(), baseline, buf)
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Logf("%d goroutines before, %d after; %v replies deferred", baseline, runtime.NumGoroutine(),
		metric2(m, `orrery_discord_deferred_total{kind="command"}`))
	if t.Failed() {
		t.Logf("log:\n%s", logBuf.String())
	}
}

// settle lets goroutines that are ending end, before counting them.
func settle() {
	for range 10 {
		runtime.Gosched()
		time.Sleep(10 * time.Millisecond)
	}
}

// metric2 reads one series of m, as metric does through a server.
func metric2(m *metrics.Metrics, series string) float64 {
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	for _, line := range strings.Split(rec.Body.String(), "\n") {
		if v, ok := strings.CutPrefix(line, series+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err == nil {
				return f
			}
		}
	}
	return -1
}
