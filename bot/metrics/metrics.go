package metrics

import (
	"net/http"
	"regexp"
	"slices"
	"strconv"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/discord"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/phrasing"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics are Orrery's Prometheus metrics, in a registry of their own.
// Its methods are safe for concurrent use.
type Metrics struct {
	reg *prometheus.Registry

	rulings       *prometheus.CounterVec
	engine        *prometheus.HistogramVec
	storeSave     *prometheus.HistogramVec
	storeErrors   *prometheus.CounterVec
	pending       prometheus.Gauge
	pendingEvents *prometheus.CounterVec
	interactions  *prometheus.CounterVec
	interactionT  *prometheus.HistogramVec
	deferred      *prometheus.CounterVec
	rateLimited   *prometheus.CounterVec
	llm           *prometheus.CounterVec
	httpRequests  *prometheus.CounterVec
}

// Outcomes of an interaction, as discord.Report gives them.
var interactionOutcomes = []string{"ok", "invalid input", "refused", "rate limited", "internal error", "not sent"}

// interactionKinds are the kinds of interaction, as discord.Report gives
// them.
var interactionKinds = []string{"command", "autocomplete", "button", "modal", "ping"}

// New makes the metrics, registered in a new registry with the Go runtime's
// and the process's.
//
// It is long because it declares every metric, one after another, each with its
// help text.
func New() *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.rulings = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_rulings_total",
		Help: "Rulings given, by command, whether the engine could rule, whether the answer is that it can be done (yes, no, n/a), and where asked.",
	}, []string{"question", "understood", "legal", "source"})
	m.engine = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "orrery_engine_seconds",
		Help:    "Time the engine took for one ruling, by command.",
		Buckets: prometheus.ExponentialBuckets(5e-6, 4, 10), // 5µs to 1.3s
	}, []string{"question"})
	m.storeSave = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "orrery_store_save_seconds",
		Help:    "Time storing one ruling took, by result (ok, error).",
		Buckets: prometheus.ExponentialBuckets(2.5e-4, 2, 16), // 0.25ms to 8s
	}, []string{"result"})
	m.storeErrors = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_store_errors_total",
		Help: "Failures of the database, by operation (save: storing a ruling; ping: the health check).",
	}, []string{"operation"})
	m.pending = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "orrery_pending_rulings",
		Help: "Rulings answered while the database was away, waiting to be stored.",
	})
	m.pendingEvents = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_pending_rulings_total",
		Help: "Rulings the database failed to store, by what became of them: kept to be stored later, stored, full (not kept: too many waiting), lost (the program stopped first).",
	}, []string{"event"})
	m.interactions = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_discord_interactions_total",
		Help: "Discord interactions answered, by kind, command or button, and outcome.",
	}, []string{"kind", "path", "outcome"})
	m.interactionT = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "orrery_discord_interaction_seconds",
		Help:    "Time from receiving a Discord interaction to its reply being sent (edited, when deferred), by kind.",
		Buckets: prometheus.ExponentialBuckets(5e-4, 2.5, 12), // 0.5ms to 30s
	}, []string{"kind"})
	m.deferred = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_discord_deferred_total",
		Help: "Discord replies deferred (Discord shows the bot thinking), then edited, by kind.",
	}, []string{"kind"})
	m.rateLimited = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_discord_rate_limited_total",
		Help: "Discord interactions refused by the per-user or per-server rate limits, by kind.",
	}, []string{"kind"})
	m.llm = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_llm_explanations_total",
		Help: "Requests for an explanation, by result (accepted, reused, rejected, timeout, server_error, ...) and, for a rejected phrasing, the check it failed.",
	}, []string{"result", "reason"})
	m.httpRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "orrery_http_requests_total",
		Help: "HTTP requests served, by status code and method.",
	}, []string{"code", "method"})

	m.reg.MustRegister(m.rulings, m.engine, m.storeSave, m.storeErrors, m.pending, m.pendingEvents,
		m.interactions, m.interactionT, m.deferred, m.rateLimited, m.llm, m.httpRequests,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))

	// Every label value known from the start, so that a rate over a
	// series that has not moved yet is 0, not absent.
	for _, s := range command.Specs() {
		if app.IsEngineCommand(s.Name) {
			m.engine.WithLabelValues(s.Name)
		}
	}
	for _, r := range []string{"ok", "error"} {
		m.storeSave.WithLabelValues(r)
	}
	for _, op := range []string{"save", "ping"} {
		m.storeErrors.WithLabelValues(op)
	}
	for _, e := range app.PendingEvents {
		m.pendingEvents.WithLabelValues(string(e))
	}
	for _, k := range interactionKinds {
		m.interactionT.WithLabelValues(k)
		m.deferred.WithLabelValues(k)
		m.rateLimited.WithLabelValues(k)
	}
	for _, r := range phrasing.Results {
		if r == phrasing.ResultRejected {
			for _, reason := range phrasing.Reasons {
				m.llm.WithLabelValues(string(r), string(reason))
			}
			continue
		}
		m.llm.WithLabelValues(string(r), "")
	}
	return m
}

// Database states, as orrery_database_state gives them.
const (
	DatabaseOK       = "ok"
	DatabaseStarting = "starting"
	DatabaseDown     = "down"
	DatabaseDiskFull = "disk_full"
)

// databaseStates are the values of orrery_database_state's label.
var databaseStates = []string{DatabaseOK, DatabaseStarting, DatabaseDown, DatabaseDiskFull}

// WatchDatabase adds orrery_database_state, read from state at each
// scrape: 1 for the state state returns (DatabaseOK, DatabaseStarting,
// DatabaseDown or DatabaseDiskFull), 0 for the others. Call it once.
func (m *Metrics) WatchDatabase(state func() string) {
	m.reg.MustRegister(&databaseCollector{state: state, desc: prometheus.NewDesc("orrery_database_state",
		"The database's state as the server knows it without asking it, 1 for the current one: ok; starting (a configured database not yet connected and migrated); down (the private Postgres stopped, and is being started again); disk_full (it stopped, or cannot start, because its disk is full).",
		[]string{"state"}, nil)})
}

// databaseCollector reports orrery_database_state.
type databaseCollector struct {
	state func() string
	desc  *prometheus.Desc
}

func (c *databaseCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

func (c *databaseCollector) Collect(ch chan<- prometheus.Metric) {
	now := c.state()
	for _, s := range databaseStates {
		v := 0.0
		if s == now {
			v = 1
		}
		ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, v, s)
	}
}

// Registry is where the metrics are registered, for adding more.
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Handler serves the metrics in Prometheus's text format (GET /metrics).
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// Instrument counts the requests h serves, by status code and method.
func (m *Metrics) Instrument(h http.Handler) http.Handler {
	return promhttp.InstrumentHandlerCounter(m.httpRequests, h)
}

// Answered counts a ruling; it is an app.App's Observe.
func (m *Metrics) Answered(a app.Answered) {
	legal := "n/a"
	if a.Ruling.Legal != nil {
		legal = "no"
		if *a.Ruling.Legal {
			legal = "yes"
		}
	}
	source := string(a.Source)
	switch a.Source {
	case rulings.SourceCLI, rulings.SourceDiscord, rulings.SourceWeb:
	default:
		source = "other"
	}
	question := a.Command
	if !app.IsEngineCommand(question) {
		question = "other"
	}
	m.rulings.WithLabelValues(question, strconv.FormatBool(a.Ruling.Understood), legal, source).Inc()
	m.engine.WithLabelValues(question).Observe(a.Engine.Seconds())
	if a.Save > 0 || a.Stored || a.StoreErr != nil {
		result := "ok"
		if a.StoreErr != nil {
			result = "error"
			m.storeErrors.WithLabelValues("save").Inc()
		}
		m.storeSave.WithLabelValues(result).Observe(a.Save.Seconds())
	}
}

// StoreError counts a failure of the database in operation ("ping").
func (m *Metrics) StoreError(operation string) {
	m.storeErrors.WithLabelValues(operation).Inc()
}

// Pending counts what became of a ruling the database failed to store;
// it is an app.PendingOptions's Observe.
func (m *Metrics) Pending(e app.PendingEvent, waiting int) {
	m.pendingEvents.WithLabelValues(string(e)).Inc()
	m.pending.Set(float64(waiting))
}

// buttonPath is the path of a button as discord.Report gives it.
var buttonPath = regexp.MustCompile(`^button [a-z]{1,16}$`)

// Interaction counts a Discord interaction; it is a discord.Config's
// Observe.
func (m *Metrics) Interaction(r discord.Report) {
	kind := r.Kind
	if !slices.Contains(interactionKinds, kind) {
		kind = "other"
	}
	path := r.Path
	if _, ok := command.Lookup(path); !ok && path != "ping" && !buttonPath.MatchString(path) {
		path = "other" // a command no longer declared, or something odd
	}
	outcome := r.Outcome
	if !slices.Contains(interactionOutcomes, outcome) {
		outcome = "other"
	}
	m.interactions.WithLabelValues(kind, path, outcome).Inc()
	m.interactionT.WithLabelValues(kind).Observe(r.Duration.Seconds())
	if r.Deferred {
		m.deferred.WithLabelValues(kind).Inc()
	}
	if outcome == "rate limited" {
		m.rateLimited.WithLabelValues(kind).Inc()
	}
}

// Phrasing counts a request for an explanation; it is a phrasing.Config's
// Observe.
func (m *Metrics) Phrasing(result phrasing.Result, reason phrasing.Reason) {
	r := string(result)
	if !slices.Contains(phrasing.Results, result) {
		r = "other"
	}
	why := ""
	if result == phrasing.ResultRejected {
		why = string(reason)
		if !slices.Contains(phrasing.Reasons, reason) {
			why = "other"
		}
	}
	m.llm.WithLabelValues(r, why).Inc()
}
