package metrics_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/discord"
	"github.com/orrery-judge/orrery/bot/metrics"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/phrasing"
)

// scrape reads the metrics as Prometheus does.
func scrape(t *testing.T, h http.Handler) string {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return string(body)
}

func hasLine(t *testing.T, text, line string) {
	t.Helper()
	for _, l := range strings.Split(text, "\n") {
		if l == line {
			return
		}
	}
	t.Errorf("no line %q in the metrics", line)
}

func TestMetrics(t *testing.T) {
	m := metrics.New()
	// Rulings, through a real App without a store, and one with a store
	// that failed.
	a := &app.App{Observe: m.Answered}
	for _, q := range []string{
		`/judge tap board:"me: Forest" card:Forest`,
		`/judge activate board:"me: Llanowar Elves (sick)" card:"Llanowar Elves"`,
		`/orrery upkeep hand:0`,
		`/orrery upkeep hand:0`,
	} {
		inv, err := command.Parse(q)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.Answer(context.Background(), inv, rulings.Asker{Source: rulings.SourceDiscord}); err != nil {
			t.Fatal(err)
		}
	}
	m.Answered(app.Answered{Command: "judge lands", Source: rulings.SourceWeb, Ruling: mustAsk(t, "/judge lands board:\"me: Forest\""),
		Save: 5 * time.Second, StoreErr: errors.New("the database went away"), Pending: true})
	m.Pending(app.PendingKept, 1)
	m.StoreError("ping")

	m.Interaction(discord.Report{Kind: "command", Path: "orrery upkeep", Outcome: "ok", Ruling: "478XQA9F", Duration: 3 * time.Millisecond})
	m.Interaction(discord.Report{Kind: "command", Path: "judge tap", Outcome: "rate limited", Duration: time.Millisecond})
	m.Interaction(discord.Report{Kind: "button", Path: "button explain", Outcome: "ok", Deferred: true, Duration: 2 * time.Second})
	m.Interaction(discord.Report{Kind: "command", Path: "no such command", Outcome: "refused"})

	m.Phrasing(phrasing.ResultTimeout, "")
	m.Phrasing(phrasing.ResultRejected, phrasing.ReasonNumber)
	m.Phrasing(phrasing.ResultAccepted, "")

	text := scrape(t, m.Handler())
	for _, line := range []string{
		`orrery_rulings_total{legal="yes",question="judge tap",source="discord",understood="true"} 1`,
		`orrery_rulings_total{legal="no",question="judge activate",source="discord",understood="true"} 1`,
		`orrery_rulings_total{legal="n/a",question="orrery upkeep",source="discord",understood="true"} 2`,
		`orrery_rulings_total{legal="n/a",question="judge lands",source="web",understood="true"} 1`,
		`orrery_engine_seconds_count{question="orrery upkeep"} 2`,
		`orrery_engine_seconds_count{question="judge enters"} 0`,
		`orrery_store_save_seconds_count{result="error"} 1`,
		`orrery_store_save_seconds_count{result="ok"} 0`,
		`orrery_store_errors_total{operation="save"} 1`,
		`orrery_store_errors_total{operation="ping"} 1`,
		`orrery_pending_rulings 1`,
		`orrery_pending_rulings_total{event="kept"} 1`,
		`orrery_pending_rulings_total{event="lost"} 0`,
		`orrery_discord_interactions_total{kind="command",outcome="ok",path="orrery upkeep"} 1`,
		`orrery_discord_interactions_total{kind="command",outcome="rate limited",path="judge tap"} 1`,
		`orrery_discord_interactions_total{kind="button",outcome="ok",path="button explain"} 1`,
		`orrery_discord_interactions_total{kind="command",outcome="refused",path="other"} 1`,
		`orrery_discord_rate_limited_total{kind="command"} 1`,
		`orrery_discord_deferred_total{kind="button"} 1`,
		`orrery_discord_interaction_seconds_count{kind="command"} 3`,
		`orrery_llm_explanations_total{reason="",result="timeout"} 1`,
		`orrery_llm_explanations_total{reason="number",result="rejected"} 1`,
		`orrery_llm_explanations_total{reason="verdict",result="rejected"} 0`,
		`orrery_llm_explanations_total{reason="",result="accepted"} 1`,
	} {
		hasLine(t, text, line)
	}
	for _, family := range []string{"go_goroutines", "process_resident_memory_bytes"} {
		if !strings.Contains(text, "\n"+family+" ") {
			t.Errorf("no %s in the metrics", family)
		}
	}

	// Each Metrics counts on its own.
	if other := scrape(t, metrics.New().Handler()); strings.Contains(other, `question="orrery upkeep",source="discord"`) {
		t.Error("a new Metrics shares counts with another")
	}
}

func TestInstrumentCountsRequests(t *testing.T) {
	m := metrics.New()
	h := m.Instrument(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/missing" {
			http.NotFound(w, r)
		}
	}))
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, p := range []string{"/", "/", "/missing"} {
		resp, err := http.Get(srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	text := scrape(t, m.Handler())
	hasLine(t, text, `orrery_http_requests_total{code="200",method="get"} 2`)
	hasLine(t, text, `orrery_http_requests_total{code="404",method="get"} 1`)
}

func mustAsk(t *testing.T, q string) *rules.Ruling {
	t.Helper()
	inv, err := command.Parse(q)
	if err != nil {
		t.Fatal(err)
	}
	res, err := (&app.App{}).Answer(context.Background(), inv, rulings.Asker{Source: rulings.SourceWeb})
	if err != nil {
		t.Fatal(err)
	}
	return res.Ruling
}

// orrery_database_state reads the state at each scrape: 1 for the
// current state, 0 for the others.
func TestDatabaseState(t *testing.T) {
	m := metrics.New()
	state := metrics.DatabaseStarting
	m.WatchDatabase(func() string { return state })
	for _, now := range []string{metrics.DatabaseStarting, metrics.DatabaseOK, metrics.DatabaseDiskFull, metrics.DatabaseDown} {
		state = now
		text := scrape(t, m.Handler())
		for _, s := range []string{metrics.DatabaseOK, metrics.DatabaseStarting, metrics.DatabaseDown, metrics.DatabaseDiskFull} {
			v := "0"
			if s == now {
				v = "1"
			}
			hasLine(t, text, `orrery_database_state{state="`+s+`"} `+v)
		}
	}
}
