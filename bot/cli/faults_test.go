package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/discord/discordtest"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
)

// The faults an operator meets, each against the real parts: a Postgres
// that stops and starts again, a language model that hangs or is gone,
// and (in shutdown_test.go and concurrency_test.go) SIGTERM under load and
// a thousand interactions at once.

// pgCluster is a private Postgres in a folder of its own, which a test
// stops and starts again as an outage would.
type pgCluster struct {
	t   *testing.T
	dir string
	c   *pgembed.Cluster
}

// newPGCluster starts a cluster for t, stopped and removed when t ends.
func newPGCluster(t *testing.T) *pgCluster {
	t.Helper()
	// Under root the server runs as another user, who must reach the
	// folder; t.TempDir nests it in one that user cannot enter.
	dir, err := os.MkdirTemp("", "orrery-faults-")
	if err != nil {
		t.Fatal(err)
	}
	c := &pgCluster{t: t, dir: dir}
	t.Cleanup(func() {
		c.stop()
		os.RemoveAll(dir)
	})
	c.start()
	return c
}

func (c *pgCluster) start() {
	c.t.Helper()
	pc, err := pgembed.Start(context.Background(), pgembed.Options{Dir: c.dir, Settings: pgtest.Settings, Logger: slog.New(slog.DiscardHandler)})
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(c.t, err)
	}
	if err != nil {
		c.t.Fatal(err)
	}
	c.c = pc
}

// stop stops the server (pg_ctl stop -m fast): every connection to it is
// cut.
func (c *pgCluster) stop() {
	if c.c != nil {
		if err := c.c.Close(); err != nil {
			c.t.Errorf("stopping the cluster: %v", err)
		}
		c.c = nil
	}
}

// interaction is an interaction as Discord sends it: n makes its id, token
// its token, user the member who caused it.
func interaction(n int, token, user string, typ int, data any) []byte {
	body, err := json.Marshal(map[string]any{
		"id":             fmt.Sprintf("13%017d", n),
		"application_id": "1100000000000000000",
		"type":           typ,
		"token":          token,
		"version":        1,
		"guild_id":       "290926798626357999",
		"channel_id":     "290926798626357250",
		"member": map[string]any{
			"user":        map[string]any{"id": user, "username": "player" + user, "discriminator": "0"},
			"roles":       []string{},
			"permissions": "0",
		},
		"locale": "en-US",
		"data":   data,
	})
	if err != nil {
		panic(err)
	}
	return body
}

// upkeepInteraction is /orrery upkeep hand:HAND.
func upkeepInteraction(n, hand int, token, user string) []byte {
	return interaction(n, token, user, 2, map[string]any{
		"id": "1300000000000000001", "name": "orrery", "type": 1,
		"options": []any{map[string]any{"name": "upkeep", "type": 1,
			"options": []any{map[string]any{"name": "hand", "type": 4, "value": hand}}}},
	})
}

// buttonInteraction is a press of the button with customID.
func buttonInteraction(n int, customID, token, user string) []byte {
	return interaction(n, token, user, 3, map[string]any{"custom_id": customID, "component_type": 2})
}

// signedPost sends body to url signed with key as Discord does, and
// returns the response's status and body.
func signedPost(client *http.Client, key *discordtest.Signer, url string, body []byte) (int, []byte, error) {
	req, err := key.Request(url, body, time.Now())
	if err != nil {
		return 0, nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

// mustPost is signedPost that fails t on an error or a status other than
// 200.
func mustPost(t *testing.T, key *discordtest.Signer, url string, body []byte) []byte {
	t.Helper()
	code, b, err := signedPost(&http.Client{Timeout: time.Minute}, key, url, body)
	if err != nil || code != http.StatusOK {
		t.Fatalf("POST %s: %d %s %v", url, code, b, err)
	}
	return b
}

// responseType is the type of an interaction response (4: a message, 5:
// deferred).
func responseType(t *testing.T, body []byte) int {
	t.Helper()
	var r struct{ Type int }
	if err := json.Unmarshal(body, &r); err != nil {
		t.Fatalf("not an interaction response: %s", body)
	}
	return r.Type
}

var rulingInFooter = regexp.MustCompile(`"Ruling ([0-9A-Z]{8,})\b`)

// rulingIDIn is the id of the ruling a reply shows in its footer, "" for
// none.
func rulingIDIn(body []byte) string {
	if m := rulingInFooter.FindSubmatch(body); m != nil {
		return string(m[1])
	}
	return ""
}

// metric reads one series of /metrics, such as
// `orrery_pending_rulings` or `orrery_store_errors_total{operation="save"}`;
// -1 when it is not there.
func metric(t *testing.T, base, series string) float64 {
	t.Helper()
	code, body := getBody(t, base+"/metrics")
	if code != http.StatusOK {
		t.Fatalf("/metrics: %d", code)
	}
	sc := bufio.NewScanner(strings.NewReader(body))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), series+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("%s: %v", sc.Text(), err)
			}
			return f
		}
	}
	return -1
}

// eventually polls cond until it holds; the minute is only to stop a
// hang, never a measure.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited a minute for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestPostgresGoesAwayWhileServing stops the database under a running
// server and starts it again: rulings asked meanwhile are answered, marked
// "not stored yet" for the user, /healthz says 503, the server reconnects
// by itself, the rulings of the outage are stored once the database is
// back, and nothing stored before is lost.
func TestPostgresGoesAwayWhileServing(t *testing.T) {
	db := newPGCluster(t)
	url := db.c.URL() // the same after a restart: same folder, same port
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	bot := start(t, map[string]string{"DATABASE_URL": url, "DISCORD_PUBLIC_KEY": key.PublicKeyHex(), "ORRERY_LOG_FORMAT": "json"},
		"serve", "--listen", "127.0.0.1:0")
	endpoint := bot.url + "/interactions"

	// Before: stored, with an id.
	before := mustPost(t, key, endpoint, upkeepInteraction(1, 0, "tok-before", "80351110224678912"))
	idBefore := rulingIDIn(before)
	if responseType(t, before) != 4 || idBefore == "" || bytes.Contains(before, []byte("Not stored")) {
		t.Fatalf("with the database up: %s", before)
	}

	db.stop()
	if code, body := getBody(t, bot.url+"/healthz"); code != http.StatusServiceUnavailable || !strings.Contains(body, `"database":"unreachable"`) {
		t.Errorf("/healthz with the database stopped: %d %s", code, body)
	}
	// During: answered in full, marked not stored yet, with a note.
	var outage []string
	for i, hand := range []int{1, 0} { // a new question, and the one stored before
		token := fmt.Sprintf("tok-outage-%d", i)
		body := mustPost(t, key, endpoint, upkeepInteraction(10+i, hand, token, "80351110224678912"))
		if responseType(t, body) != 4 || rulingIDIn(body) != "" || !bytes.Contains(body, []byte(`"Not stored yet"`)) ||
			!bytes.Contains(body, []byte("It will be stored when the database is back")) ||
			!bytes.Contains(body, []byte(fmt.Sprintf(`"title":"/orrery upkeep hand:%d","description":"`, hand))) {
			t.Errorf("hand:%d with the database stopped: %s", hand, body)
		}
		outage = append(outage, fmt.Sprintf("13%017d", 10+i))
	}
	if n := metric(t, bot.url, "orrery_pending_rulings"); n != 2 {
		t.Errorf("orrery_pending_rulings %v during the outage, want 2", n)
	}
	if n := metric(t, bot.url, `orrery_store_errors_total{operation="save"}`); n != 2 {
		t.Errorf("store errors on save %v, want 2", n)
	}
	if n := metric(t, bot.url, `orrery_store_errors_total{operation="ping"}`); n < 1 {
		t.Errorf("store errors on ping %v, want at least 1", n)
	}

	// After: the server finds the database again by itself, and stores
	// what waited.
	db.start()
	eventually(t, "/healthz to say 200", func() bool {
		code, _ := getBody(t, bot.url+"/healthz")
		return code == http.StatusOK
	})
	eventually(t, "the rulings of the outage to be stored", func() bool {
		return metric(t, bot.url, "orrery_pending_rulings") == 0
	})
	if n := metric(t, bot.url, `orrery_pending_rulings_total{event="stored"}`); n != 2 {
		t.Errorf("%v rulings stored after the outage, want 2", n)
	}
	after := mustPost(t, key, endpoint, upkeepInteraction(20, 1, "tok-after", "80351110224678912"))
	idAfter := rulingIDIn(after)
	if idAfter == "" || bytes.Contains(after, []byte("Not stored")) {
		t.Fatalf("after the database came back: %s", after)
	}

	if code := bot.stop(t); code != ExitOK {
		t.Errorf("exit %d:\n%s", code, bot.stderr.String())
	}
	store, err := rulings.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for id, asks := range map[string]int{idBefore: 2, idAfter: 2} { // each asked once during the outage
		sr, err := store.Get(context.Background(), id)
		if err != nil || sr.Asks != asks {
			t.Errorf("ruling %s: %+v, %v; want %d asks", id, sr, err, asks)
		}
	}

	// The log says what happened, each line about an interaction naming
	// it: the store's failure too, which package app logs once an outage
	// (with the first interaction it failed for), and its end with the
	// count.
	var failures []string
	ended := false
	for _, e := range jsonLines(t, bot.stderr.String()) {
		msg, _ := e["msg"].(string)
		if strings.HasPrefix(msg, "storing rulings fails") && e["waits_to_be_stored"] == true {
			id, _ := e["interaction"].(string)
			failures = append(failures, id)
		}
		if msg == "storing rulings works again" && e["failed_meanwhile"] == float64(len(outage)) {
			ended = true
		}
	}
	if len(failures) != 1 || failures[0] != outage[0] || !ended {
		t.Errorf("the store's failure is logged for interactions %v (want once, for %s) and its end with the count %t:\n%s",
			failures, outage[0], ended, bot.stderr.String())
	}
}

// llmServer is an OpenAI-compatible API on loopback that never answers: a
// model that hangs. down closes it, so that its port refuses connections,
// as a model server that is down does.
func llmServer(t *testing.T) (url string, calls func() int, down func()) {
	t.Helper()
	release := make(chan struct{})
	var mu sync.Mutex
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		n++
		mu.Unlock()
		// With the body read, the server notices the caller hanging up.
		io.Copy(io.Discard, r.Body)
		select {
		case <-r.Context().Done(): // the caller gave up
		case <-release:
		}
	}))
	var once sync.Once
	down = func() {
		once.Do(func() {
			close(release)
			srv.Close()
		})
	}
	t.Cleanup(down)
	return srv.URL, func() int {
		mu.Lock()
		defer mu.Unlock()
		return n
	}, down
}

// TestExplainWhenTheLanguageModelHangsOrIsDown presses Explain under a
// stored ruling while the model hangs, then while it is down: the reply is
// deferred at once, then edited once with the engine's own wording when
// the timeout passes (a model that hangs would otherwise hang the test),
// or at once when the model cannot be reached.
func TestExplainWhenTheLanguageModelHangsOrIsDown(t *testing.T) {
	fake := discordtest.New()
	defer fake.Close()
	llmURL, calls, llmDown := llmServer(t)
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	cfgPath := filepath.Join(t.TempDir(), "config.toml")
	cfg := fmt.Sprintf("log_format = \"json\"\n[llm]\nenabled = true\nbase_url = %q\nmodel = \"judge-model\"\ntimeout = \"2s\"\n", llmURL+"/v1")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	bot := start(t, map[string]string{"ORRERY_CONFIG": cfgPath, "DATABASE_URL": pgtest.URL(t),
		"DISCORD_PUBLIC_KEY": key.PublicKeyHex(), "DISCORD_API_URL": fake.URL()},
		"serve", "--listen", "127.0.0.1:0")
	endpoint := bot.url + "/interactions"

	ruling := mustPost(t, key, endpoint, upkeepInteraction(1, 0, "tok-ruling", "80351110224678912"))
	id := rulingIDIn(ruling)
	if id == "" || !bytes.Contains(ruling, []byte(`"custom_id":"explain:`+id+`"`)) {
		t.Fatalf("a stored ruling with an Explain button: %s", ruling)
	}

	press := func(n int, token string) {
		t.Helper()
		body := mustPost(t, key, endpoint, buttonInteraction(n, "explain:"+id, token, "80351110224678912"))
		if responseType(t, body) != 5 || !bytes.Contains(body, []byte(`"flags":64`)) {
			t.Errorf("Explain is not deferred at once, privately: %s", body)
		}
		edit := fake.WaitFor(t, "/"+token+"/messages/@original", 1)[0]
		if edit.Method != http.MethodPatch || !bytes.Contains(edit.Body, []byte("draw three cards")) ||
			!bytes.Contains(edit.Body, []byte("The engine's own words.")) || !bytes.Contains(edit.Body, []byte("603.4")) {
			t.Errorf("the edit does not show the engine's wording: %s %s", edit.Method, edit.Body)
		}
	}
	explained := func(want float64) func() bool {
		return func() bool {
			return metric(t, bot.url, `orrery_discord_interactions_total{kind="button",outcome="ok",path="button explain"}`) == want
		}
	}

	press(2, "tok-explain-hangs")
	eventually(t, "the Explain interaction to finish", explained(1))
	if calls() != 1 {
		t.Errorf("the model was called %d times, want 1", calls())
	}
	llmDown() // nothing listens on its port any more
	press(3, "tok-explain-down")
	eventually(t, "the second Explain interaction to finish", explained(2))

	// Each interaction got its deferral and one edit: no second edit, no
	// follow-up message.
	for _, token := range []string{"tok-explain-hangs", "tok-explain-down"} {
		if got := fake.Matching("/" + token + "/"); len(got) != 1 {
			t.Errorf("%s: %d requests to Discord, want the one edit: %v", token, len(got), got)
		}
	}
	for series, want := range map[string]float64{
		`orrery_llm_explanations_total{reason="",result="timeout"}`:      1,
		`orrery_llm_explanations_total{reason="",result="server_error"}`: 1,
		`orrery_llm_explanations_total{reason="",result="accepted"}`:     0,
		`orrery_discord_deferred_total{kind="button"}`:                   2,
	} {
		if got := metric(t, bot.url, series); got != want {
			t.Errorf("%s = %v, want %v", series, got, want)
		}
	}
	bot.stop(t)
	// The phraser's lines name the interaction and the ruling.
	named := 0
	for _, e := range jsonLines(t, bot.stderr.String()) {
		if e["msg"] == "phrasing failed; showing the engine's wording" && e["ruling"] == id &&
			(e["interaction"] == fmt.Sprintf("13%017d", 2) || e["interaction"] == fmt.Sprintf("13%017d", 3)) {
			named++
		}
	}
	if named != 2 {
		t.Errorf("%d lines of the phraser's failures name the interaction and the ruling, want 2:\n%s", named, bot.stderr.String())
	}
}

// TestSecretsStayOutOfTheLogs runs everything at the debug level, in JSON,
// with every secret set: the gateway's token, a database URL with a
// password, and an API key that the model server echoes back in its
// error, as hosted APIs do. Through a ruling, an explanation, an
// interaction over the gateway and an outage of the database, no secret
// reaches the output.
func TestSecretsStayOutOfTheLogs(t *testing.T) {
	const token = "MTEwMDAwMDAwMDAwMDAwMDAwMA.secret-gateway-token.x9"
	const apiKey = "sk-secret-api-key-0123456789abcdef"
	db := newPGCluster(t)
	dbURL := db.c.TCPURL(pgembed.DefaultDatabase) // with the cluster's password
	password := ""
	if u, err := neturl.Parse(dbURL); err == nil {
		password, _ = u.User.Password()
	}
	if len(password) < 8 {
		t.Fatalf("the database URL has no password to keep secret: %s", dbURL)
	}
	llm := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		fmt.Fprintf(w, `{"error":{"message":"Incorrect API key provided: %s","type":"invalid_request_error","code":"invalid_api_key"}}`,
			strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "))
	}))
	defer llm.Close()
	fake := discordtest.New()
	defer fake.Close()
	gw := fake.Gateway(token, "290926798626357999")
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	bot := start(t, map[string]string{
		"DATABASE_URL": dbURL, "DISCORD_TOKEN": token, "DISCORD_PUBLIC_KEY": key.PublicKeyHex(), "DISCORD_API_URL": fake.URL(),
		"OPENAI_BASE_URL": llm.URL + "/v1", "OPENAI_API_KEY": apiKey, "OPENAI_MODEL": "judge-model",
		"ORRERY_HTTP_LISTEN": "127.0.0.1:0", "ORRERY_LOG_LEVEL": "debug", "ORRERY_LOG_FORMAT": "json",
	})
	select {
	case <-gw.Identify:
	case <-time.After(30 * time.Second):
		t.Fatalf("the bot did not identify:\n%s", bot.stderr.String())
	}
	endpoint := bot.url + "/interactions"
	id := rulingIDIn(mustPost(t, key, endpoint, upkeepInteraction(1, 0, "tok-secret-ruling", "80351110224678912")))
	if id == "" {
		t.Fatal("no ruling stored")
	}
	mustPost(t, key, endpoint, buttonInteraction(2, "explain:"+id, "tok-secret-explain", "80351110224678912"))
	fake.WaitFor(t, "/tok-secret-explain/messages/@original", 1)
	gw.Events <- discordtest.Event{Type: "INTERACTION_CREATE", Data: upkeepInteraction(3, 1, "tok-secret-gateway", "80351110224678912")}
	fake.WaitFor(t, "/tok-secret-gateway/callback", 1)
	db.stop()
	mustPost(t, key, endpoint, upkeepInteraction(4, 2, "tok-secret-outage", "80351110224678912"))
	getBody(t, bot.url+"/healthz")
	if code := bot.stop(t); code != ExitOK {
		t.Errorf("exit %d", code)
	}

	var stdout strings.Builder
	for len(bot.stdout) > 0 {
		stdout.WriteString(<-bot.stdout + "\n")
	}
	output := stdout.String() + bot.stderr.String()
	for name, secret := range map[string]string{"the Discord token": token, "the database password": password, "the API key": apiKey} {
		if strings.Contains(output, secret) {
			t.Errorf("the output shows %s:\n%s", name, output)
		}
	}
	// The paths that could leak were taken: the model's error (with the
	// key it echoed, redacted) and the database's.
	echoed, storeFailed := false, false
	for _, e := range jsonLines(t, bot.stderr.String()) {
		if err, _ := e["err"].(string); e["msg"] == "phrasing failed; showing the engine's wording" && strings.Contains(err, "Incorrect API key provided: [redacted]") {
			echoed = true
		}
		if msg, _ := e["msg"].(string); strings.HasPrefix(msg, "storing rulings fails") {
			storeFailed = true
		}
	}
	if !echoed || !storeFailed {
		t.Errorf("the log lacks the model's error with the key redacted (%t) or the store's error (%t):\n%s", echoed, storeFailed, bot.stderr.String())
	}
}
