package discord

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/discord/discordtest"
)

// TestGatewayAnswersAnInteraction runs the bot against a fake Discord on
// loopback: it asks the REST API for the gateway's address, connects,
// identifies with its token and shard, receives READY and an
// INTERACTION_CREATE for /orrery upkeep hand:0, and POSTs the interaction
// response whose embed says the player draws three cards. When the
// connection drops it resumes and goes on answering; it shuts down when
// its context is cancelled.
func TestGatewayAnswersAnInteraction(t *testing.T) {
	const token = "gateway-test-token"
	gw := fake.Gateway(token, "290926798626357999", "290926798626357998")
	b := newBot(t, &app.App{}, Config{Token: token, ShardID: 1, ShardCount: 2})

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.RunGateway(ctx) }()

	var ident struct {
		Token   string `json:"token"`
		Shard   [2]int `json:"shard"`
		Intents int    `json:"intents"`
	}
	select {
	case raw := <-gw.Identify:
		if err := json.Unmarshal(raw, &ident); err != nil {
			t.Fatal(err)
		}
	case err := <-done:
		t.Fatalf("RunGateway returned before identifying: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("the bot did not identify within 30s")
	}
	if ident.Token != "Bot "+token || ident.Shard != [2]int{1, 2} {
		t.Errorf("identified with token %q and shard %v; want the bot token and shard [1 2]", ident.Token, ident.Shard)
	}
	if ident.Intents&int(discordgo.IntentsGuilds) == 0 {
		t.Errorf("intents %b lack the guilds intent, which keeps the guild count", ident.Intents)
	}

	body := recordedBody(t, "orrery_upkeep.json")
	body = bytes.ReplaceAll(body, []byte("tok-orrery-upkeep"), []byte("tok-gateway-upkeep"))
	gw.Events <- discordtest.Event{Type: "INTERACTION_CREATE", Data: body}

	got := fake.WaitFor(t, "/interactions/1200000000000000001/tok-gateway-upkeep/callback", 1)
	var resp responseJSON
	if err := json.Unmarshal(got[0].Body, &resp); err != nil {
		t.Fatal(err)
	}
	if got[0].Method != http.MethodPost || resp.Type != discordgo.InteractionResponseChannelMessageWithSource ||
		len(resp.Data.Embeds) != 1 || !strings.Contains(resp.Data.Embeds[0].Description, "draw three cards") {
		t.Errorf("callback %s %s", got[0].Method, got[0].Body)
	}
	if got[0].Auth != "Bot "+token {
		t.Errorf("callback sent with authorization %q, want the bot token", got[0].Auth)
	}

	// The connection drops; the bot reconnects, resumes its session and
	// answers what comes next.
	gw.Drop()
	select {
	case <-gw.Resume:
	case <-time.After(30 * time.Second):
		t.Fatal("the bot did not resume within 30s of losing its connection")
	}
	body = bytes.ReplaceAll(body, []byte("tok-gateway-upkeep"), []byte("tok-gateway-resumed"))
	gw.Events <- discordtest.Event{Type: "INTERACTION_CREATE", Data: body}
	fake.WaitFor(t, "/tok-gateway-resumed/callback", 1)

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("RunGateway: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("RunGateway did not return within 30s of its context ending")
	}
	if !b.Close(10 * time.Second) {
		t.Error("interactions still in flight after the gateway closed")
	}
}

// A gateway that refuses the bot at first (Discord away, or not yet
// knowing it) is tried again, waiting longer each time, and logged once;
// GatewayState says "retrying" meanwhile and "ready" once connected.
func TestGatewayRetriesUntilItConnects(t *testing.T) {
	const token = "gateway-retry-token"
	var logs bytes.Buffer
	var mu sync.Mutex
	a := &app.App{Log: slog.New(slog.NewTextHandler(lockedWriter{&mu, &logs}, nil))}
	b := newBot(t, a, Config{Token: token})
	b.gatewayRetry = 20 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.RunGateway(ctx) }()
	deadline := time.Now().Add(30 * time.Second)
	for b.GatewayState() != GatewayRetrying {
		if time.Now().After(deadline) {
			t.Fatalf("state %q, want retrying", b.GatewayState())
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // a few attempts more
	gw := fake.Gateway(token, "290926798626357997")
	select {
	case <-gw.Identify:
	case err := <-done:
		t.Fatalf("RunGateway returned: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("the bot did not identify within 30s of the gateway taking it")
	}
	for b.GatewayState() != GatewayReady {
		if time.Now().After(deadline) {
			t.Fatalf("state %q, want ready", b.GatewayState())
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("RunGateway: %v", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if n := strings.Count(logs.String(), "connecting to the Discord gateway failed"); n != 1 {
		t.Errorf("the failure is logged %d times, want once:\n%s", n, logs.String())
	}
	if !strings.Contains(logs.String(), "connected to the Discord gateway after failing") {
		t.Errorf("the connection after failing is not logged:\n%s", logs.String())
	}
}

// lockedWriter is a log destination safe for the gateway's goroutines.
type lockedWriter struct {
	mu *sync.Mutex
	w  *bytes.Buffer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func TestGatewayNeedsAToken(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	if err := b.RunGateway(context.Background()); err == nil || !strings.Contains(err.Error(), "token") {
		t.Errorf("RunGateway without a token: %v", err)
	}
}

// TestRegisterSendsOneBulkOverwrite: registering the commands is one PUT
// of every command, globally or in one guild, and doing it again sends
// the same commands.
func TestRegisterSendsOneBulkOverwrite(t *testing.T) {
	s, err := newSession("register-test-token")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ app, guild, path string }{
		{"1110000000000000001", "", "/applications/1110000000000000001/commands"},
		{"1110000000000000002", "290926798626357999", "/applications/1110000000000000002/guilds/290926798626357999/commands"},
	} {
		for range 2 {
			n, err := Register(context.Background(), s, tt.app, tt.guild)
			if err != nil {
				t.Fatal(err)
			}
			if n != 6 {
				t.Errorf("Register: %d commands, want 6 (judge, orrery, ruling, cr, card, help)", n)
			}
		}
		got := fake.Matching("/applications/" + tt.app + "/")
		if len(got) != 2 {
			t.Fatalf("%d requests for application %s, want 2 (one per Register): %v", len(got), tt.app, got)
		}
		if got[0].Method != http.MethodPut || got[0].Path != tt.path || got[0].Auth != "Bot register-test-token" {
			t.Errorf("request %s %s (auth %q), want PUT %s", got[0].Method, got[0].Path, got[0].Auth, tt.path)
		}
		if !bytes.Equal(got[0].Body, got[1].Body) {
			t.Error("registering twice sent different commands")
		}
		var cmds []struct {
			Name    string `json:"name"`
			Options []struct {
				Type int    `json:"type"`
				Name string `json:"name"`
			} `json:"options"`
		}
		if err := json.Unmarshal(got[0].Body, &cmds); err != nil {
			t.Fatal(err)
		}
		paths := map[string]bool{}
		for _, c := range cmds {
			subs := 0
			for _, o := range c.Options {
				if o.Type == int(discordgo.ApplicationCommandOptionSubCommand) {
					paths[c.Name+" "+o.Name] = true
					subs++
				}
			}
			if subs == 0 {
				paths[c.Name] = true
			}
		}
		for _, spec := range command.Specs() {
			if !paths[spec.Name] {
				t.Errorf("the overwrite lacks /%s", spec.Name)
			}
		}
		if len(paths) != len(command.Specs()) {
			t.Errorf("the overwrite has %d commands, want %d", len(paths), len(command.Specs()))
		}
	}
}

func TestRegisterNeedsTheApplicationID(t *testing.T) {
	s, _ := newSession("x")
	if _, err := Register(context.Background(), s, "", ""); err == nil || !strings.Contains(err.Error(), "application id") {
		t.Errorf("Register without an application id: %v", err)
	}
}
