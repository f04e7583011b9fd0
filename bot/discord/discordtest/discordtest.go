// Package discordtest is a Discord for tests, on loopback: the REST
// endpoints a bot calls and a websocket gateway that speaks enough of the
// protocol for discordgo to connect, identify and receive events, and a
// Signer that signs HTTP interactions the way Discord does.
//
//	fake := discordtest.New()
//	defer fake.Close()
//	discord.UseAPIBase(fake.URL()) // discordgo's REST and gateway go to fake
//	gw := fake.Gateway("TOKEN")    // the bot with that token gets READY, then gw.Events
//	gw.Events <- discordtest.Event{Type: "INTERACTION_CREATE", Data: body}
//	got := fake.WaitFor(t, "/callback", 1)
//
// Every request is recorded. Tests tell theirs apart by the interaction
// token or application id in the path, so several can share one Server.
package discordtest

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

// apiPath is where discordgo expects the REST API, under the base URL.
var apiPath = "/api/v" + discordgo.APIVersion + "/"

// Server is Discord on loopback: the REST endpoints a bot calls
// (interaction callbacks, webhook edits and follow-ups, command
// registration, the gateway's address) and a websocket gateway.
type Server struct {
	srv *httptest.Server

	mu       sync.Mutex
	requests []Request
	changed  chan struct{} // closed and replaced on every request
	// gateways are the scripts of gateway sessions, by bot token.
	gateways map[string]*Gateway
}

// Request is one request the Server received.
type Request struct {
	Method string
	// Path is the path under the API's version ("/interactions/ID/TOKEN/callback").
	Path string
	// Body is the JSON body, nil for none.
	Body json.RawMessage
	// Auth is the Authorization header ("Bot TOKEN"), "" for none.
	Auth string
}

// New starts a Server on a loopback port. Close stops it.
func New() *Server {
	f := &Server{changed: make(chan struct{}), gateways: map[string]*Gateway{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+apiPath+"gateway", f.gatewayURL)
	mux.HandleFunc("GET "+apiPath+"gateway/bot", f.gatewayURL)
	mux.HandleFunc("GET /gateway-ws/", f.serveGateway)
	mux.HandleFunc(apiPath, f.serveREST)
	f.srv = httptest.NewServer(mux)
	return f
}

// URL is the base URL to give discord.UseAPIBase.
func (f *Server) URL() string { return f.srv.URL + "/" }

// Close stops the Server.
func (f *Server) Close() { f.srv.Close() }

func (f *Server) record(r *http.Request, body []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	rec := Request{Method: r.Method, Path: strings.TrimPrefix(r.URL.Path, strings.TrimSuffix(apiPath, "/")), Auth: r.Header.Get("Authorization")}
	if len(body) > 0 {
		rec.Body = json.RawMessage(body)
	}
	f.requests = append(f.requests, rec)
	close(f.changed)
	f.changed = make(chan struct{})
}

// Matching returns the requests whose path contains part, in the order
// they came.
func (f *Server) Matching(part string) []Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []Request
	for _, r := range f.requests {
		if strings.Contains(r.Path, part) {
			out = append(out, r)
		}
	}
	return out
}

// WaitFor waits until n requests whose path contains part have come, and
// returns them. It fails t after 30 seconds.
func (f *Server) WaitFor(t testing.TB, part string, n int) []Request {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		f.mu.Lock()
		ch := f.changed
		f.mu.Unlock()
		if got := f.Matching(part); len(got) >= n {
			return got
		}
		select {
		case <-ch:
		case <-deadline:
			t.Fatalf("waited 30s for %d requests to %q; got %v", n, part, f.Matching(part))
		}
	}
}

func (f *Server) serveREST(w http.ResponseWriter, r *http.Request) {
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

func (f *Server) gatewayURL(w http.ResponseWriter, r *http.Request) {
	f.record(r, nil)
	w.Header().Set("Content-Type", "application/json")
	url := "ws" + strings.TrimPrefix(f.srv.URL, "http") + "/gateway-ws/"
	fmt.Fprintf(w, `{"url":%q,"shards":1,"session_start_limit":{"total":1000,"remaining":1000,"reset_after":0,"max_concurrency":1}}`, url)
}

// Gateway scripts the gateway sessions of one bot: after the bot
// identifies, it gets READY with the Gateway's guilds, then the Events
// sent; a bot that resumes gets RESUMED, then the Events. Heartbeats are
// acknowledged.
type Gateway struct {
	guilds []string
	// Events are sent to the bot, in order, after READY or RESUMED.
	Events chan Event
	// Identify receives the payload of each Identify the bot sends.
	Identify chan json.RawMessage
	// Resume receives the payload of each Resume the bot sends.
	Resume chan json.RawMessage
	drop   chan struct{}
}

// Drop closes the bot's connection without a close frame, as a network
// failure does; the bot is expected to reconnect and resume.
func (g *Gateway) Drop() { g.drop <- struct{}{} }

// Event is a dispatch event: its type ("INTERACTION_CREATE") and data.
type Event struct {
	Type string
	Data json.RawMessage
}

// Gateway registers the script for the bot with the given token (without
// "Bot "), and the guilds it is in.
func (f *Server) Gateway(token string, guilds ...string) *Gateway {
	g := &Gateway{guilds: guilds, Events: make(chan Event, 16), Identify: make(chan json.RawMessage, 4),
		Resume: make(chan json.RawMessage, 4), drop: make(chan struct{})}
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

// serveGateway speaks the gateway protocol: Hello, then Identify (or
// Resume) from the bot, READY (or RESUMED), the scripted events, and
// heartbeat acknowledgements.
func (f *Server) serveGateway(w http.ResponseWriter, r *http.Request) {
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
	// The bot identifies (op 2) or resumes a session (op 6).
	var id gatewayPayload
	if err := conn.ReadJSON(&id); err != nil || (id.Op != 2 && id.Op != 6) {
		return
	}
	var ident struct {
		Token     string `json:"token"`
		SessionID string `json:"session_id"`
		Seq       int64  `json:"seq"`
	}
	json.Unmarshal(id.Data, &ident)
	f.mu.Lock()
	g := f.gateways[ident.Token]
	f.mu.Unlock()
	if g == nil || (id.Op == 6 && ident.SessionID != "fake-session") {
		conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(4004, "Authentication failed."))
		return
	}
	seq := int64(1)
	if id.Op == 6 {
		g.Resume <- id.Data
		seq = ident.Seq + 1
		if err := send(gatewayPayload{Op: 0, Type: "RESUMED", Seq: seq, Data: json.RawMessage(`{}`)}); err != nil {
			return
		}
	} else {
		g.Identify <- id.Data
		var guilds []string
		for _, gid := range g.guilds {
			guilds = append(guilds, fmt.Sprintf(`{"id":%q,"unavailable":true}`, gid))
		}
		ready := fmt.Sprintf(`{"v":10,"session_id":"fake-session","user":{"id":"1100000000000000000","username":"Orrery","discriminator":"0","bot":true},"guilds":[%s],"application":{"id":"1100000000000000000","flags":0}}`, strings.Join(guilds, ","))
		if err := send(gatewayPayload{Op: 0, Type: "READY", Seq: seq, Data: json.RawMessage(ready)}); err != nil {
			return
		}
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
		case e := <-g.Events:
			seq++
			if err := send(gatewayPayload{Op: 0, Type: e.Type, Seq: seq, Data: e.Data}); err != nil {
				return
			}
		case <-g.drop:
			return // the deferred Close drops the connection
		case <-done:
			return
		}
	}
}
