package discord

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// fakeDiscord is Discord on loopback: the REST endpoints the bot calls
// (interaction callbacks, webhook edits and follow-ups, command
// registration, the gateway's address) and a websocket gateway. It
// records every request; tests tell theirs apart by the interaction token
// or application id in the path, so they can run side by side.
// apiPath is where discordgo expects the REST API, under the base URL.
var apiPath = "/api/v" + discordgo.APIVersion + "/"

type fakeDiscord struct {
	srv *httptest.Server

	mu       sync.Mutex
	requests []recorded
	changed  chan struct{} // closed and replaced on every request
	// gateways are the scripts of gateway sessions, by bot token.
	gateways map[string]*fakeGateway
}

// recorded is one request the fake received.
type recorded struct {
	Method string
	Path   string
	Body   json.RawMessage
	Auth   string
}

func newFakeDiscord() *fakeDiscord {
	f := &fakeDiscord{changed: make(chan struct{}), gateways: map[string]*fakeGateway{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+apiPath+"gateway", f.gatewayURL)
	mux.HandleFunc("GET "+apiPath+"gateway/bot", f.gatewayURL)
	mux.HandleFunc("GET /gateway-ws/", f.serveGateway)
	mux.HandleFunc(apiPath, f.serveREST)
	f.srv = httptest.NewServer(mux)
	return f
}

func (f *fakeDiscord) record(r *http.Request, body []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	rec := recorded{Method: r.Method, Path: strings.TrimPrefix(r.URL.Path, strings.TrimSuffix(apiPath, "/")), Auth: r.Header.Get("Authorization")}
	if len(body) > 0 {
		rec.Body = json.RawMessage(body)
	}
	f.requests = append(f.requests, rec)
	close(f.changed)
	f.changed = make(chan struct{})
}

// matching returns the requests whose path contains part.
func (f *fakeDiscord) matching(part string) []recorded {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []recorded
	for _, r := range f.requests {
		if strings.Contains(r.Path, part) {
			out = append(out, r)
		}
	}
	return out
}

// waitFor waits until n requests whose path contains part have come, and
// returns them.
func (f *fakeDiscord) waitFor(t *testing.T, part string, n int) []recorded {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		f.mu.Lock()
		ch := f.changed
		f.mu.Unlock()
		if got := f.matching(part); len(got) >= n {
			return got
		}
		select {
		case <-ch:
		case <-deadline:
			t.Fatalf("waited 30s for %d requests to %q; got %v", n, part, f.matching(part))
		}
	}
}

func (f *fakeDiscord) serveREST(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	f.record(r, body)
	path := strings.TrimPrefix(r.URL.Path, strings.TrimSuffix(apiPath, "/"))
	w.Header().Set("Content-Type", "application/json")
	switch {
	case strings.HasSuffix(path, "/callback"):
		w.WriteHeader(http.StatusNoContent)
	case strings.HasPrefix(path, "/webhooks/") && r.Method == http.MethodDelete:
		w.WriteHeader(http.StatusNoContent)
	case strings.HasPrefix(path, "/webhooks/"):
		// Edits and follow-ups answer with the message.
		fmt.Fprintf(w, `{"id":"%d","channel_id":"1","content":""}`, time.Now().UnixNano())
	case strings.HasPrefix(path, "/applications/") && strings.HasSuffix(path, "/commands") && r.Method == http.MethodPut:
		// A bulk overwrite answers with the commands, ids added.
		var cmds []map[string]any
		if err := json.Unmarshal(body, &cmds); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			fmt.Fprintf(w, `{"message":"bad body","code":50035}`)
			return
		}
		for i, c := range cmds {
			c["id"] = fmt.Sprint(9000 + i)
		}
		json.NewEncoder(w).Encode(cmds)
	default:
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprintf(w, `{"message":"404: Not Found","code":0}`)
	}
}

func (f *fakeDiscord) gatewayURL(w http.ResponseWriter, r *http.Request) {
	f.record(r, nil)
	w.Header().Set("Content-Type", "application/json")
	url := "ws" + strings.TrimPrefix(f.srv.URL, "http") + "/gateway-ws/"
	fmt.Fprintf(w, `{"url":%q,"shards":1,"session_start_limit":{"total":1000,"remaining":1000,"reset_after":0,"max_concurrency":1}}`, url)
}

// fakeGateway scripts one bot's gateway session: after the bot
// identifies, it sends READY and then the events queued.
type fakeGateway struct {
	guilds   []string
	events   chan gatewayEvent
	identify chan json.RawMessage // the identify payloads received
}

type gatewayEvent struct {
	Type string
	Data json.RawMessage
}

// gateway registers the script for the bot with the given token.
func (f *fakeDiscord) gateway(token string, guilds ...string) *fakeGateway {
	g := &fakeGateway{guilds: guilds, events: make(chan gatewayEvent, 16), identify: make(chan json.RawMessage, 4)}
	f.mu.Lock()
	f.gateways["Bot "+token] = g
	f.mu.Unlock()
	return g
}

var upgrader = websocket.Upgrader{}

type gatewayPayload struct {
	Op   int             `json:"op"`
	Data json.RawMessage `json:"d"`
	Seq  int64           `json:"s,omitempty"`
	Type string          `json:"t,omitempty"`
}

// serveGateway speaks the gateway protocol: Hello, then Identify from the
// bot, READY, the scripted events, and heartbeat acknowledgements.
func (f *fakeDiscord) serveGateway(w http.ResponseWriter, r *http.Request) {
	conn, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	var writeMu sync.Mutex
	send := func(p gatewayPayload) error {
		writeMu.Lock()
		defer writeMu.Unlock()
		return conn.WriteJSON(p)
	}
	if err := send(gatewayPayload{Op: 10, Data: json.RawMessage(`{"heartbeat_interval":45000}`)}); err != nil {
		return
	}
	var id gatewayPayload
	if err := conn.ReadJSON(&id); err != nil || id.Op != 2 {
		return
	}
	var ident struct {
		Token string `json:"token"`
	}
	json.Unmarshal(id.Data, &ident)
	f.mu.Lock()
	g := f.gateways[ident.Token]
	f.mu.Unlock()
	if g == nil {
		conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(4004, "Authentication failed."))
		return
	}
	g.identify <- id.Data
	var guilds []string
	for _, gid := range g.guilds {
		guilds = append(guilds, fmt.Sprintf(`{"id":%q,"unavailable":true}`, gid))
	}
	ready := fmt.Sprintf(`{"v":10,"session_id":"fake-session","user":{"id":"1100000000000000000","username":"Orrery","discriminator":"0","bot":true},"guilds":[%s],"application":{"id":"1100000000000000000","flags":0}}`, strings.Join(guilds, ","))
	seq := int64(1)
	if err := send(gatewayPayload{Op: 0, Type: "READY", Seq: seq, Data: json.RawMessage(ready)}); err != nil {
		return
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			var p gatewayPayload
			if err := conn.ReadJSON(&p); err != nil {
				return
			}
			if p.Op == 1 {
				send(gatewayPayload{Op: 11})
			}
		}
	}()
	for {
		select {
		case e := <-g.events:
			seq++
			if err := send(gatewayPayload{Op: 0, Type: e.Type, Seq: seq, Data: e.Data}); err != nil {
				return
			}
		case <-done:
			return
		}
	}
}
