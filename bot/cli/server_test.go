package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/config"
	"github.com/orrery-judge/orrery/bot/discord/discordtest"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// TestMain gives tests that need a database one each, copied from a
// migrated template (see rulings/rulingstest).
func TestMain(m *testing.M) {
	var err error
	if interactionsDir, err = filepath.Abs(filepath.Join("..", "discord", "testdata", "interactions")); err != nil {
		panic(err)
	}
	rulingstest.Main(m)
}

func TestHealthz(t *testing.T) {
	store, _ := rulingstest.Open(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	get := func(s *Server) (int, health) {
		t.Helper()
		srv := httptest.NewServer(s.Handler())
		defer srv.Close()
		resp, err := http.Get(srv.URL + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var h health
		if err := json.NewDecoder(resp.Body).Decode(&h); err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, h
	}
	if code, h := get(&Server{App: &app.App{Store: store}, Log: log}); code != http.StatusOK || h != (health{Status: "ok", Database: "ok"}) {
		t.Errorf("with the database up: %d %+v", code, h)
	}
	store.Close()
	if code, h := get(&Server{App: &app.App{Store: store}, Log: log}); code != http.StatusServiceUnavailable || h != (health{Status: "unavailable", Database: "unreachable"}) {
		t.Errorf("with the database closed: %d %+v", code, h)
	}
	if code, h := get(&Server{App: &app.App{}, Log: log}); code != http.StatusOK || h != (health{Status: "ok", Database: "none"}) {
		t.Errorf("without a database: %d %+v", code, h)
	}
}

// Run by bot with a token, the gateway's state is part of /healthz: while
// Discord cannot be reached (here a fake Discord that refuses the token)
// the server serves the rest, says "retrying" and is unhealthy.
func TestHealthzSaysTheGatewayRetries(t *testing.T) {
	fake := discordtest.New()
	t.Cleanup(fake.Close)
	bot := start(t, map[string]string{"DISCORD_TOKEN": "a-token-the-fake-refuses", "DISCORD_API_URL": fake.URL(),
		"DATABASE_URL": pgtest.URL(t), "ORRERY_HTTP_LISTEN": "127.0.0.1:0"})
	deadline := time.Now().Add(time.Minute)
	for {
		code, body := getBody(t, bot.url+"/healthz")
		if code == http.StatusServiceUnavailable && strings.Contains(body, `"gateway":"retrying"`) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("/healthz: %d %s; want 503 with the gateway retrying", code, body)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if code, _ := getBody(t, bot.url+"/"); code != http.StatusOK {
		t.Errorf("the web pages answer %d while the gateway retries", code)
	}
}

// running is bot running in the background, as a person starts it.
type running struct {
	url    string // where it serves, from what it printed
	stdout chan string
	stderr *syncBuffer
	cancel context.CancelFunc
	exit   chan struct{} // closed when Main has returned code
	code   int
}

type syncBuffer struct {
	mu chan struct{}
	b  bytes.Buffer
}

func newSyncBuffer() *syncBuffer { return &syncBuffer{mu: make(chan struct{}, 1)} }

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu <- struct{}{}
	defer func() { <-s.mu }()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu <- struct{}{}
	defer func() { <-s.mu }()
	return s.b.String()
}

// servingAt finds where the program serves in its standard error: the
// words for a person, or the "serving" log line, as text or JSON.
var servingAt = regexp.MustCompile(`(?:open |url=|"url":")(http://127\.0\.0\.1:[0-9]+)`)

// start runs Main with args in a folder without a configuration file,
// with env set, and waits until it says where it serves.
func start(t *testing.T, env map[string]string, args ...string) *running {
	t.Helper()
	t.Chdir(t.TempDir())
	for _, k := range []string{"ORRERY_CONFIG", "DISCORD_TOKEN", "DISCORD_APP_ID", "DISCORD_PUBLIC_KEY", "DISCORD_DEV_GUILD",
		"ORRERY_HTTP_LISTEN", "ORRERY_PUBLIC_URL", "OPENAI_BASE_URL", "DISCORD_API_URL", "ORRERY_LOG_FORMAT"} {
		t.Setenv(k, "")
	}
	// A data folder of its own: with DATABASE_URL the server keeps there
	// the rulings waiting for the database (the spool), which the default
	// folder would share with every other server of the tests.
	if _, ok := env["ORRERY_DATA_DIR"]; !ok {
		t.Setenv("ORRERY_DATA_DIR", t.TempDir())
	}
	for k, v := range env {
		t.Setenv(k, v)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{stdout: make(chan string, 100), stderr: newSyncBuffer(), cancel: cancel, exit: make(chan struct{})}
	pr, pw := io.Pipe()
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			r.stdout <- sc.Text()
		}
	}()
	go func() {
		r.code = Main(ctx, args, strings.NewReader(""), pw, r.stderr)
		pw.Close()
		close(r.exit)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-r.exit:
		case <-time.After(time.Minute):
			t.Error("bot did not stop within a minute")
		}
	})
	deadline := time.After(time.Minute)
	for r.url == "" {
		if m := servingAt.FindStringSubmatch(r.stderr.String()); m != nil {
			r.url = m[1]
			break
		}
		select {
		case <-r.exit:
			t.Fatalf("bot exited with %d before serving:\n%s", r.code, r.stderr.String())
		case <-deadline:
			t.Fatalf("bot did not say where it serves within a minute:\n%s", r.stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	return r
}

// stop sends the equivalent of SIGINT and returns the exit code.
func (r *running) stop(t *testing.T) int {
	t.Helper()
	r.cancel()
	select {
	case <-r.exit:
		return r.code
	case <-time.After(time.Minute):
		t.Fatalf("bot did not stop within a minute:\n%s", r.stderr.String())
	}
	return -1
}

func getBody(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// interactionsDir holds the interactions recorded in Discord's shapes that
// package discord's tests use.
var interactionsDir string

func recordedInteraction(t *testing.T, name string) []byte {
	t.Helper()
	body, err := os.ReadFile(filepath.Join(interactionsDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// TestServe runs bot serve as an operator would, with a database and a
// public key: it serves the web pages, /healthz and Discord's signed
// interactions, stores the rulings it gives, and stops cleanly.
func TestServe(t *testing.T) {
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	url := pgtest.URL(t)
	bot := start(t, map[string]string{"DATABASE_URL": url, "DISCORD_PUBLIC_KEY": key.PublicKeyHex(), "ORRERY_PUBLIC_URL": "https://orrery.example.org",
		"ORRERY_LOG_FORMAT": "json"},
		"serve", "--listen", "127.0.0.1:0")

	if code, body := getBody(t, bot.url+"/healthz"); code != http.StatusOK || !strings.Contains(body, `"database":"ok"`) {
		t.Errorf("/healthz: %d %s", code, body)
	}
	// bot health, as a container's health check runs it: by --url, and by
	// http.listen; a server that does not answer is unhealthy.
	if code, out, errOut := run(t, "", "health", "--url", bot.url+"/healthz"); code != ExitOK || !strings.Contains(out, `"database":"ok"`) {
		t.Errorf("bot health --url: exit %d, %q, %q", code, out, errOut)
	}
	t.Setenv("ORRERY_HTTP_LISTEN", strings.Replace(strings.TrimPrefix(bot.url, "http://"), "127.0.0.1", "0.0.0.0", 1))
	if code, out, errOut := run(t, "", "health"); code != ExitOK || !strings.Contains(out, `"status":"ok"`) {
		t.Errorf("bot health by http.listen: exit %d, %q, %q", code, out, errOut)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String() + "/healthz"
	ln.Close()
	if code, _, errOut := run(t, "", "health", "--url", closed); code != ExitFailure || !strings.Contains(errOut, "does not answer") {
		t.Errorf("bot health with nothing listening: exit %d, %q", code, errOut)
	}
	if code, body := getBody(t, bot.url+"/"); code != http.StatusOK || !strings.Contains(body, "<html") {
		t.Errorf("/: %d %.200s", code, body)
	}

	post := func(body []byte) (int, string) {
		req, err := key.Request(bot.url+"/interactions", body, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := post(recordedInteraction(t, "ping.json")); code != http.StatusOK || body != `{"type":1}` {
		t.Errorf("PING: %d %s", code, body)
	}
	code, body := post(recordedInteraction(t, "orrery_upkeep.json"))
	id := regexp.MustCompile(`"Ruling ([0-9A-Z]{8,}) · https://orrery.example.org/r/`).FindStringSubmatch(body)
	if code != http.StatusOK || !strings.Contains(body, "draw three cards") || id == nil {
		t.Fatalf("/orrery upkeep hand:0: %d %s", code, body)
	}
	if code := bot.stop(t); code != ExitOK {
		t.Errorf("exit %d after SIGINT:\n%s", code, bot.stderr.String())
	}
	for _, want := range []string{"shutting down", "stopped serving"} {
		if !strings.Contains(bot.stderr.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, bot.stderr.String())
		}
	}
	// The log is JSON, one object a line; the interaction's line names
	// the interaction and the ruling.
	found := false
	for _, line := range strings.Split(strings.TrimSpace(bot.stderr.String()), "\n") {
		var entry map[string]any
		if err := json.Unmarshal([]byte(line), &entry); err != nil {
			t.Errorf("log line is not JSON: %s", line)
			continue
		}
		if entry["msg"] == "interaction" && entry["path"] == "orrery upkeep" {
			found = entry["interaction"] == "1200000000000000001" && entry["ruling"] == id[1] && entry["outcome"] == "ok"
		}
	}
	if !found {
		t.Errorf("no log line for the interaction with its id and the ruling's:\n%s", bot.stderr.String())
	}

	// The ruling was stored: it is there after the server stopped.
	store, err := rulings.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	sr, err := store.Get(context.Background(), id[1])
	if err != nil || sr.Asks != 1 {
		t.Errorf("stored ruling %s: %+v, %v", id[1], sr, err)
	}
}

// TestPlainBotRunsTheGateway: plain "bot" with a token connects to the
// gateway (a fake Discord on loopback), answers an interaction, and
// closes the connection when stopped.
func TestPlainBotRunsTheGateway(t *testing.T) {
	fake := discordtest.New()
	defer fake.Close()
	gw := fake.Gateway("plain-bot-token", "290926798626357999")
	bot := start(t, map[string]string{
		"DATABASE_URL": pgtest.URL(t), "DISCORD_TOKEN": "plain-bot-token", "DISCORD_API_URL": fake.URL(),
		"ORRERY_HTTP_LISTEN": "127.0.0.1:0",
	})
	select {
	case <-gw.Identify:
	case <-time.After(30 * time.Second):
		t.Fatalf("the bot did not identify:\n%s", bot.stderr.String())
	}
	body := bytes.ReplaceAll(recordedInteraction(t, "orrery_upkeep.json"), []byte("tok-orrery-upkeep"), []byte("tok-plain-bot"))
	gw.Events <- discordtest.Event{Type: "INTERACTION_CREATE", Data: body}
	got := fake.WaitFor(t, "/tok-plain-bot/callback", 1)
	if !bytes.Contains(got[0].Body, []byte("draw three cards")) {
		t.Errorf("callback: %s", got[0].Body)
	}
	if code := bot.stop(t); code != ExitOK {
		t.Errorf("exit %d:\n%s", code, bot.stderr.String())
	}
	if log := bot.stderr.String(); !strings.Contains(log, "gateway ready") || !strings.Contains(log, "guilds=1") || !strings.Contains(log, "gateway closed") {
		t.Errorf("the log does not show the gateway's guilds and its close:\n%s", log)
	}
}

func TestRegisterCommand(t *testing.T) {
	fake := discordtest.New()
	defer fake.Close()
	t.Chdir(t.TempDir())
	for k, v := range map[string]string{"ORRERY_CONFIG": "", "DISCORD_TOKEN": "register-token", "DISCORD_APP_ID": "1120000000000000000",
		"DISCORD_DEV_GUILD": "", "DISCORD_API_URL": fake.URL()} {
		t.Setenv(k, v)
	}
	var out, errOut strings.Builder
	code := Main(context.Background(), []string{"register"}, strings.NewReader(""), &out, &errOut)
	if code != ExitOK || !strings.Contains(out.String(), "Registered 6 commands for every server") {
		t.Fatalf("bot register: exit %d\n%s%s", code, out.String(), errOut.String())
	}
	out.Reset()
	code = Main(context.Background(), []string{"register", "--guild", "290926798626357999"}, strings.NewReader(""), &out, &errOut)
	if code != ExitOK || !strings.Contains(out.String(), "in server 290926798626357999") {
		t.Fatalf("bot register --guild: exit %d\n%s%s", code, out.String(), errOut.String())
	}
	got := fake.Matching("/applications/1120000000000000000/")
	if len(got) != 2 || got[0].Method != http.MethodPut || got[0].Path != "/applications/1120000000000000000/commands" ||
		got[1].Path != "/applications/1120000000000000000/guilds/290926798626357999/commands" {
		t.Fatalf("requests: %v", got)
	}
	var cmds []struct{ Name string }
	json.Unmarshal(got[0].Body, &cmds)
	var names []string
	for _, c := range cmds {
		names = append(names, c.Name)
	}
	if strings.Join(names, " ") != "judge orrery ruling cr card help" {
		t.Errorf("commands registered: %v", names)
	}

	t.Setenv("DISCORD_APP_ID", "")
	if code := Main(context.Background(), []string{"register"}, strings.NewReader(""), &out, &errOut); code != ExitInvalid || !strings.Contains(errOut.String(), "application id") {
		t.Errorf("without an application id: exit %d, %s", code, errOut.String())
	}
}

// TestListenTakesAFreePortWhenTheDefaultIsTaken: a second local copy
// still starts; an address asked for explicitly is not replaced.
func TestListenTakesAFreePortWhenTheDefaultIsTaken(t *testing.T) {
	cfg := config.Default()
	if held, err := net.Listen("tcp", cfg.HTTP.Listen); err == nil {
		defer held.Close()
	} // else something else holds it, which serves as well
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ln, err := listen(cfg, "", log)
	if err != nil {
		t.Fatalf("listen with the default taken: %v", err)
	}
	defer ln.Close()
	if ln.Addr().String() == cfg.HTTP.Listen || !strings.HasPrefix(ln.Addr().String(), "127.0.0.1:") {
		t.Errorf("listening on %s", ln.Addr())
	}
	if ln2, err := listen(cfg, cfg.HTTP.Listen, log); err == nil {
		ln2.Close()
		t.Error("an address given explicitly and taken was replaced")
	}
}

// bot serve --no-store answers without a database: none is reached (the
// configured one does not even exist), /healthz says there is none, and
// the playground answers. --interactions-only (or http.web_pages = false)
// serves no web pages, only /healthz, /metrics and the interactions.
func TestServeWithoutStoreOrPages(t *testing.T) {
	unreachable := "postgres://orrery:x@127.0.0.1:1/none?connect_timeout=1"
	bot := start(t, map[string]string{"DATABASE_URL": unreachable}, "serve", "--listen", "127.0.0.1:0", "--no-store")
	if code, body := getBody(t, bot.url+"/healthz"); code != http.StatusOK || !strings.Contains(body, `"database":"none"`) {
		t.Errorf("/healthz without a store: %d %s", code, body)
	}
	if code, body := getBody(t, bot.url+"/ask?q="+url.QueryEscape("/orrery upkeep hand:0")); code != http.StatusOK || !strings.Contains(body, "draw three cards") {
		t.Errorf("the playground without a store: %d %.300s", code, body)
	}
	if code := bot.stop(t); code != ExitOK {
		t.Errorf("exit %d", code)
	}

	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	for _, way := range []struct {
		env  map[string]string
		args []string
	}{
		{map[string]string{"DISCORD_PUBLIC_KEY": key.PublicKeyHex()}, []string{"--interactions-only"}},
		{map[string]string{"DISCORD_PUBLIC_KEY": key.PublicKeyHex(), "ORRERY_WEB_PAGES": "false"}, nil},
	} {
		bot := start(t, way.env, append([]string{"serve", "--listen", "127.0.0.1:0", "--no-store"}, way.args...)...)
		for path, want := range map[string]int{"/": http.StatusNotFound, "/ask?q=x": http.StatusNotFound, "/search": http.StatusNotFound,
			"/healthz": http.StatusOK, "/metrics": http.StatusOK} {
			if code, _ := getBody(t, bot.url+path); code != want {
				t.Errorf("%v %v: %s answered %d, want %d", way.env, way.args, path, code, want)
			}
		}
		req, err := key.Request(bot.url+"/interactions", []byte(`{"id":"1","type":1,"application_id":"2","token":"t","version":1}`), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%v %v: a signed PING answered %d", way.env, way.args, resp.StatusCode)
		}
		bot.stop(t)
	}
}
