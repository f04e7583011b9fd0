package discord

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/discord/discordtest"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// fake is the Discord every test of the package talks to.
var fake *discordtest.Server

// TestMain points discordgo at a fake Discord on loopback, and gives tests
// that need the store a database copied from a migrated template.
func TestMain(m *testing.M) {
	fake = discordtest.New()
	if err := UseAPIBase(fake.URL()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	rulingstest.Main(m)
}

// testLog is a logger that writes to the test's log, so a failing test
// shows what the bot logged.
// Lines logged after the test has ended (by goroutines of the Discord
// library that outlive a closed session) are dropped: the testing package
// panics on a log after completion.
func testLog(t *testing.T) *slog.Logger {
	w := &testWriter{t: t}
	t.Cleanup(func() {
		w.mu.Lock()
		w.done = true
		w.mu.Unlock()
	})
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

type testWriter struct {
	t    *testing.T
	mu   sync.Mutex
	done bool
}

func (w *testWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.t.Helper()
		w.t.Log(string(p[:len(p)-1]))
	}
	return len(p), nil
}

var _ io.Writer = (*testWriter)(nil)

// discardLog is a logger that drops everything, for fuzzing.
func discardLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// newBot makes a Bot for a test. Replies are not deferred, nor rate
// limited, unless cfg says otherwise, so the outcome does not depend on
// the machine's speed.
func newBot(t *testing.T, a *app.App, cfg Config) *Bot {
	t.Helper()
	if a.Log == nil {
		a.Log = testLog(t)
	}
	if a.PublicURL == "" {
		a.PublicURL = "https://orrery.example.org"
	}
	if cfg.DeferAfter == 0 {
		cfg.DeferAfter = time.Hour
	}
	if cfg.Limits == (Limits{}) {
		// Rate limits are tested on their own.
		cfg.Limits = Limits{UserPerMinute: -1, GuildPerMinute: -1}
	}
	b, err := New(a, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readInteraction reads an interaction recorded as Discord sends it.
func readInteraction(t *testing.T, name string) *discordgo.Interaction {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "interactions", name))
	if err != nil {
		t.Fatal(err)
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(data, &i); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return &i
}

// capture is a Responder that keeps the initial responses it is given.
type capture struct {
	mu    sync.Mutex
	resps []*discordgo.InteractionResponse
	got   chan struct{} // receives once per response
}

func newCapture() *capture { return &capture{got: make(chan struct{}, 8)} }

func (c *capture) Respond(ctx context.Context, r *discordgo.InteractionResponse) error {
	c.mu.Lock()
	c.resps = append(c.resps, r)
	c.mu.Unlock()
	c.got <- struct{}{}
	return nil
}

func (c *capture) all() []*discordgo.InteractionResponse {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]*discordgo.InteractionResponse(nil), c.resps...)
}

// handle runs one interaction through the bot and returns the one initial
// response it sent.
func handle(t *testing.T, b *Bot, i *discordgo.Interaction) *discordgo.InteractionResponse {
	t.Helper()
	c := newCapture()
	b.Handle(context.Background(), i, c)
	resps := c.all()
	if len(resps) != 1 {
		t.Fatalf("%d initial responses, want 1: %s", len(resps), mustJSON(t, resps))
	}
	return resps[0]
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
