package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/discord"
	"github.com/orrery-judge/orrery/bot/metrics"
	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/rulings"
)

// Server is Orrery running for people: one HTTP server for the web pages,
// Discord's HTTP interactions and health checks, and optionally the
// Discord gateway, all answering through one App.
type Server struct {
	App *app.App
	// Discord answers Discord's interactions; nil when Discord is not
	// configured.
	Discord *discord.Bot
	// Gateway says whether to connect to Discord's gateway (Discord must
	// have a token).
	Gateway bool
	// Pages serves the web pages at the root; nil means none.
	Pages http.Handler
	Log   *slog.Logger
	// Metrics are served at GET /metrics and count every request; nil
	// means no metrics.
	Metrics *metrics.Metrics
}

// Timeouts of shutting down.
const (
	// shutdownHTTP is how long requests in progress may take to finish.
	shutdownHTTP = 15 * time.Second
	// shutdownInteractions is how long deferred Discord replies may take
	// to be sent.
	shutdownInteractions = 30 * time.Second
	// healthTimeout bounds the database check of /healthz.
	healthTimeout = 2 * time.Second
	// shutdownPending is how long the rulings waiting for the database
	// may take to be stored at shutdown.
	shutdownPending = 10 * time.Second
)

// Handler routes the server's requests: POST /interactions to Discord's
// interactions endpoint when a public key is configured, GET /healthz to
// the health check, GET /metrics to the metrics when there are some, and
// everything else to the web pages.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", s.healthz)
	if s.Metrics != nil {
		mux.Handle("GET /metrics", s.Metrics.Handler())
	}
	if s.Discord != nil && s.Discord.HasPublicKey() {
		mux.Handle("/interactions", s.Discord.InteractionsHandler())
	}
	if s.Pages != nil {
		mux.Handle("/", s.Pages)
	}
	if s.Metrics != nil {
		return s.Metrics.Instrument(mux)
	}
	return mux
}

// health is the body of /healthz.
type health struct {
	// Status is "ok", or "unavailable" when the database does not answer.
	Status string `json:"status"`
	// Database is "ok", "unreachable", "disk_full" (the private
	// Postgres stopped, or cannot start, for want of disk), "starting" (a configured
	// database not yet connected and migrated; unhealthy), or "none" when
	// rulings are not stored.
	Database string `json:"database"`
	// Gateway is the Discord gateway's state when it is run:
	// "connecting", "retrying" (it failed to connect and is tried again;
	// unhealthy) or "ready".
	Gateway string `json:"gateway,omitempty"`
}

// healthz answers whether the process is up and its database reachable:
// 200 when it is, 503 when the database does not answer.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	h, code := health{Status: "ok", Database: "none"}, http.StatusOK
	if s.App.Store != nil {
		ctx, cancel := context.WithTimeout(r.Context(), healthTimeout)
		defer cancel()
		if err := s.App.Store.Ping(ctx); errors.Is(err, rulings.ErrStarting) {
			// The store logs its tries itself, once.
			h, code = health{Status: "unavailable", Database: "starting"}, http.StatusServiceUnavailable
		} else if err != nil {
			s.Log.Warn("health check: the database does not answer", "err", err)
			h, code = health{Status: "unavailable", Database: "unreachable"}, http.StatusServiceUnavailable
			if errors.Is(err, pgembed.ErrDiskFull) {
				h.Database = "disk_full"
			}
			if s.Metrics != nil {
				s.Metrics.StoreError("ping")
			}
		} else {
			h.Database = "ok"
			if p := s.App.Pending; p != nil && p.Len() > 0 {
				p.Wake() // the database answers again: store what waits
			}
		}
	}
	if s.Gateway && s.Discord != nil {
		h.Gateway = s.Discord.GatewayState()
		if h.Gateway == discord.GatewayRetrying {
			h.Status, code = "unavailable", http.StatusServiceUnavailable
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(h)
}

// Run serves on ln and runs the gateway if asked, until ctx is cancelled
// or one of them fails; then it shuts down cleanly: the HTTP server stops
// taking requests and finishes those in progress, the gateway closes, and
// Discord interactions in flight send their replies. ready, when not nil,
// is called once the server is serving.
func (s *Server) Run(ctx context.Context, ln net.Listener, ready func()) error {
	srv := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(s.Log.Handler(), slog.LevelWarn),
	}
	failed := make(chan error, 2)
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			failed <- fmt.Errorf("the HTTP server: %w", err)
		}
	}()

	gatewayCtx, stopGateway := context.WithCancel(context.WithoutCancel(ctx))
	defer stopGateway()
	var gateway sync.WaitGroup
	if s.Gateway && s.Discord != nil {
		gateway.Go(func() {
			if err := s.Discord.RunGateway(gatewayCtx); err != nil {
				failed <- err
			}
		})
	}
	if ready != nil {
		ready()
	}

	var err error
	select {
	case <-ctx.Done():
		s.Log.Info("shutting down", "cause", context.Cause(ctx).Error())
	case err = <-failed:
		s.Log.Error("shutting down", "err", err)
	}

	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownHTTP)
	defer cancel()
	if e := srv.Shutdown(shutdownCtx); e != nil {
		s.Log.Warn("requests still in progress at shutdown", "err", e)
	}
	stopGateway()
	gateway.Wait()
	if s.Discord != nil && !s.Discord.Close(shutdownInteractions) {
		s.Log.Warn("some Discord replies were not sent before shutdown")
	}
	if p := s.App.Pending; p != nil {
		// Nothing answers any more: a last chance for the rulings that
		// wait for the database.
		if n := p.Len(); n > 0 {
			s.Log.Info("storing the rulings that wait for the database", "waiting", n)
		}
		pendingCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownPending)
		if lost := p.Close(pendingCtx); lost > 0 {
			s.Log.Error("rulings answered while the database was away were not stored", "lost", lost)
		}
		cancel()
	}
	s.Log.Info("stopped serving")
	return err
}
