package discord

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/rules"
)

// signer signs requests as Discord does: ed25519 over the timestamp
// followed by the body.
type signer struct {
	pub  ed25519.PublicKey
	priv ed25519.PrivateKey
}

func newSigner(t *testing.T) signer {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return signer{pub, priv}
}

func (s signer) hexKey() string { return hex.EncodeToString(s.pub) }

// post sends body to the endpoint, signed with s at time at.
func (s signer) post(t *testing.T, url string, body []byte, at time.Time) *http.Response {
	t.Helper()
	ts := strconv.FormatInt(at.Unix(), 10)
	sig := ed25519.Sign(s.priv, append([]byte(ts), body...))
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
	req.Header.Set("X-Signature-Timestamp", ts)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

// interactionsServer serves a Bot's interactions endpoint over real HTTP.
func interactionsServer(t *testing.T, b *Bot) string {
	mux := http.NewServeMux()
	mux.Handle("/interactions", b.InteractionsHandler())
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + "/interactions"
}

func recordedBody(t *testing.T, name string) []byte {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("testdata", "interactions", name))
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// responseJSON is an interaction response as read back from JSON
// (discordgo can write components but not read them back).
type responseJSON struct {
	Type discordgo.InteractionResponseType `json:"type"`
	Data *struct {
		Content    string                    `json:"content"`
		Embeds     []*discordgo.MessageEmbed `json:"embeds"`
		Components json.RawMessage           `json:"components"`
		Flags      discordgo.MessageFlags    `json:"flags"`
	} `json:"data"`
}

func decodeResponse(t *testing.T, resp *http.Response) *responseJSON {
	t.Helper()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	var r responseJSON
	if err := json.Unmarshal(body, &r); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	return &r
}

func TestInteractionsEndpointChecksSignatures(t *testing.T) {
	key := newSigner(t)
	b := newBot(t, &app.App{}, Config{PublicKey: key.hexKey()})
	url := interactionsServer(t, b)
	ping := recordedBody(t, "ping.json")
	upkeep := recordedBody(t, "orrery_upkeep.json")

	t.Run("valid PING gets PONG", func(t *testing.T) {
		r := decodeResponse(t, key.post(t, url, ping, time.Now()))
		if r.Type != discordgo.InteractionResponsePong {
			t.Errorf("type %d, want PONG", r.Type)
		}
	})
	t.Run("valid command gets its ruling", func(t *testing.T) {
		r := decodeResponse(t, key.post(t, url, upkeep, time.Now()))
		if r.Type != discordgo.InteractionResponseChannelMessageWithSource || len(r.Data.Embeds) != 1 ||
			!strings.Contains(r.Data.Embeds[0].Description, "draw three cards") {
			t.Errorf("response: %s", mustJSON(t, r))
		}
	})

	refused := []struct {
		name string
		send func() *http.Response
		code int
	}{
		{"tampered body", func() *http.Response {
			// Signed for one body, sent with another: hand:0 made hand:1.
			ts := strconv.FormatInt(time.Now().Unix(), 10)
			sig := ed25519.Sign(key.priv, append([]byte(ts), upkeep...))
			tampered := bytes.Replace(upkeep, []byte(`"value": 0`), []byte(`"value": 1`), 1)
			if bytes.Equal(tampered, upkeep) {
				t.Fatal("the test body has no hand:0 to change")
			}
			return send(t, url, tampered, map[string]string{"X-Signature-Ed25519": hex.EncodeToString(sig), "X-Signature-Timestamp": ts})
		}, http.StatusUnauthorized},
		{"wrong key", func() *http.Response {
			return newSigner(t).post(t, url, ping, time.Now())
		}, http.StatusUnauthorized},
		{"missing headers", func() *http.Response {
			return send(t, url, ping, nil)
		}, http.StatusUnauthorized},
		{"missing timestamp", func() *http.Response {
			sig := ed25519.Sign(key.priv, ping)
			return send(t, url, ping, map[string]string{"X-Signature-Ed25519": hex.EncodeToString(sig)})
		}, http.StatusUnauthorized},
		{"signature not hex", func() *http.Response {
			return send(t, url, ping, map[string]string{"X-Signature-Ed25519": "zz", "X-Signature-Timestamp": strconv.FormatInt(time.Now().Unix(), 10)})
		}, http.StatusUnauthorized},
		{"stale timestamp", func() *http.Response {
			// Correctly signed, but six minutes old: a replay.
			return key.post(t, url, ping, time.Now().Add(-6*time.Minute))
		}, http.StatusUnauthorized},
		{"timestamp from the future", func() *http.Response {
			return key.post(t, url, ping, time.Now().Add(6*time.Minute))
		}, http.StatusUnauthorized},
		{"oversized body", func() *http.Response {
			big := append(bytes.Repeat([]byte(" "), MaxInteractionBody), ping...)
			return key.post(t, url, big, time.Now())
		}, http.StatusRequestEntityTooLarge},
		{"signed but not an interaction", func() *http.Response {
			return key.post(t, url, []byte(`{"type": "ping"`), time.Now())
		}, http.StatusBadRequest},
		{"GET", func() *http.Response {
			resp, err := http.Get(url)
			if err != nil {
				t.Fatal(err)
			}
			return resp
		}, http.StatusMethodNotAllowed},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			resp := tt.send()
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.code {
				t.Errorf("status %d, want %d: %s", resp.StatusCode, tt.code, body)
			}
			if bytes.Contains(body, []byte(`"type"`)) {
				t.Errorf("a refused request got an interaction response: %s", body)
			}
		})
	}
}

// send POSTs body with the given headers and no signature of its own.
func send(t *testing.T, url string, body []byte, headers map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

func TestNewRefusesABadPublicKey(t *testing.T) {
	for _, key := range []string{"abc", strings.Repeat("zz", 32), strings.Repeat("ab", 31)} {
		if _, err := New(&app.App{}, Config{PublicKey: key}); err == nil || !strings.Contains(err.Error(), "public key") {
			t.Errorf("New with public key %q: %v, want an error about the public key", key, err)
		}
	}
}

// explainer rewords a ruling the slow way a language model does: it
// waits until the test lets it answer.
type explainer struct {
	release chan struct{}
}

func (e explainer) Explain(ctx context.Context, r *rules.Ruling) (app.Explanation, error) {
	select {
	case <-e.release:
	case <-ctx.Done():
		return app.Explanation{}, ctx.Err()
	}
	return app.Explanation{Text: "Your Orrery sees an empty hand, so you draw three.", Model: "test-model"}, nil
}

// TestSlowReplyIsDeferredThenEdited: over HTTP, a slow answer (here the
// Explain button, which waits for a language model) is deferred in the
// response to Discord's request, and the reply arrives later as an edit of
// the original response through the REST API.
func TestSlowReplyIsDeferredThenEdited(t *testing.T) {
	key := newSigner(t)
	ex := explainer{release: make(chan struct{})}
	b := newBot(t, &app.App{Phraser: ex}, Config{PublicKey: key.hexKey()})
	url := interactionsServer(t, b)

	body := recordedBody(t, "button_steps.json")
	body = bytes.Replace(body, []byte(`"steps:`), []byte(`"explain:`), 1)
	body = bytes.ReplaceAll(body, []byte("tok-btn-steps"), []byte("tok-http-explain"))

	r := decodeResponse(t, key.post(t, url, body, time.Now()))
	if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || r.Data == nil || r.Data.Flags != discordgo.MessageFlagsEphemeral {
		t.Fatalf("first response %s, want an ephemeral deferral", mustJSON(t, r))
	}
	if got := fake.Matching("tok-http-explain"); len(got) != 0 {
		t.Fatalf("edited before the answer was ready: %v", got)
	}
	close(ex.release)
	edits := fake.WaitFor(t, "/webhooks/1100000000000000000/tok-http-explain/messages/@original", 1)
	if edits[0].Method != http.MethodPatch || !bytes.Contains(edits[0].Body, []byte("you draw three")) ||
		!bytes.Contains(edits[0].Body, []byte("Reworded by test-model")) {
		t.Errorf("edit: %s %s", edits[0].Method, edits[0].Body)
	}
	if !b.Close(10 * time.Second) {
		t.Error("the interaction did not finish")
	}
}

// A signed body nested far deeper than any interaction (30,000 arrays in
// an option's value) is refused with 400 at once, before a JSON decoder
// spends seconds on it; an interaction as deep as Discord's deepest is
// read as before.
func TestDeeplyNestedBodyRefused(t *testing.T) {
	key := newSigner(t)
	b := newBot(t, &app.App{}, Config{PublicKey: key.hexKey()})
	url := interactionsServer(t, b)
	upkeep := recordedBody(t, "orrery_upkeep.json")
	deep := bytes.Replace(upkeep, []byte(`"value": 0`),
		[]byte(`"value": `+strings.Repeat("[", 30_000)+strings.Repeat("]", 30_000)), 1)
	if bytes.Equal(deep, upkeep) {
		t.Fatal("the test body has no hand:0 to change")
	}
	resp := key.post(t, url, deep, time.Now())
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusBadRequest || !bytes.Contains(body, []byte("nests deeper")) {
		t.Errorf("status %d: %s", resp.StatusCode, body)
	}
	for depth, want := range map[int]bool{0: true, 1: true, maxJSONDepth: true, maxJSONDepth + 1: false} {
		text := strings.Repeat(`{"a":[`, depth/2) + strings.Repeat("[", depth%2) + `"]}[{"` + strings.Repeat("]", depth%2) + strings.Repeat(`]}`, depth/2)
		if got := jsonDepthWithin([]byte(text), maxJSONDepth); got != want {
			t.Errorf("depth %d (%s): within = %v, want %v", depth, text, got, want)
		}
	}
	r := decodeResponse(t, key.post(t, url, upkeep, time.Now()))
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource {
		t.Errorf("the ordinary interaction after it: type %d", r.Type)
	}
}
