package web

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/ratelimit"
)

// Config is what the pages are served with.
type Config struct {
	// App answers questions and keeps the rulings cited with the
	// playground's "Get a citable id". Its Store may be nil: the
	// playground then offers no id, and ruling pages and search say that
	// this server keeps no rulings. Its PublicURL, when
	// set, makes the links in citations and preview tags absolute; without
	// it they are relative, and pages carry no canonical link.
	App *app.App
	// Log receives what goes wrong inside; nil means App.Log, or
	// slog.Default() when that is nil too.
	Log *slog.Logger
	// AskPerMinute and AskBurst limit the questions one client address
	// may ask the playground: AskPerMinute a minute, AskBurst at once.
	// Past them the answer is 429 with Retry-After. 0 takes the default
	// (DefaultAskPerMinute, DefaultAskBurst); a negative rate turns the
	// limit off. The address is the connection's: behind a reverse proxy
	// every client shares the proxy's, so limit there instead.
	AskPerMinute float64
	AskBurst     int
	// MaxPermanents is the largest board, in permanents, the playground
	// answers (as [limits] max_permanents is Discord's); a larger one is
	// bad input. 0 means no limit beyond the notation's own.
	MaxPermanents int
}

// The default limits of the playground, per client address.
const (
	DefaultAskPerMinute = 30
	DefaultAskBurst     = 10
)

// ContentSecurityPolicy is sent with every response: scripts, styles and
// requests only from the site itself, no inline script or style, no
// frames, forms posting only to the site.
const ContentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; " +
	"img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// maxFormBytes is the largest form body POST /ask and /cite read: a command is at
// most 64 KiB, and form encoding can triple it.
const maxFormBytes = 256 << 10

// server holds what every handler shares.
type server struct {
	app   *app.App
	asks  *ratelimit.Keyed // the playground's questions, per client address
	log   *slog.Logger
	pages *pages
	// maxPermanents is Config.MaxPermanents.
	maxPermanents int
}

// New returns the handler that serves every page of the site, described in
// the package documentation. cfg.App must not be nil.
func New(cfg Config) http.Handler {
	if cfg.App == nil {
		panic("web.New: Config.App is nil")
	}
	log := cfg.Log
	if log == nil {
		log = cfg.App.Log
	}
	if log == nil {
		log = slog.Default()
	}
	s := &server{app: cfg.App, log: log, pages: loadPages(), maxPermanents: cfg.MaxPermanents}
	perMinute, burst := cfg.AskPerMinute, cfg.AskBurst
	if perMinute == 0 {
		perMinute = DefaultAskPerMinute
	}
	if burst == 0 {
		burst = DefaultAskBurst
	}
	s.asks = ratelimit.New(perMinute, burst, time.Now)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.playground)
	mux.HandleFunc("GET /ask", s.limited(s.ask))
	mux.HandleFunc("POST /ask", s.limited(s.ask))
	mux.HandleFunc("POST /cite", s.limited(s.cite))
	mux.HandleFunc("GET /r/{id}", s.rulingPage)
	mux.HandleFunc("GET /cr/{number}", s.rulePage)
	mux.HandleFunc("GET /search", s.search)
	mux.HandleFunc("GET /coverage", s.coveragePage)
	mux.HandleFunc("GET /api/cards", s.cardNames)
	mux.HandleFunc("GET /api/complete", s.complete)
	mux.HandleFunc("GET /static/{file}", serveStatic)
	mux.HandleFunc("GET /robots.txt", serveRobots)
	mux.HandleFunc("/", s.notFound)
	return securityHeaders(mux)
}

// robots is the site's robots.txt: crawlers may read the playground and
// the pages of stored rulings, never ask questions or page through
// searches, each of which costs the engine or the database.
const robots = `User-agent: *
Disallow: /ask
Disallow: /cite
Disallow: /search
Disallow: /api/
`

func serveRobots(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=86400")
	io.WriteString(w, robots)
}

// limited refuses a request past its client address's limit with 429 and
// Retry-After, before the engine or the database sees it.
func (s *server) limited(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		addr, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			addr = r.RemoteAddr
		}
		if ok, wait := s.asks.Allow(addr); !ok {
			secs := int(math.Ceil(wait.Seconds()))
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			s.fail(w, r, http.StatusTooManyRequests, "Too many questions",
				fmt.Sprintf("This address has asked more questions than the playground answers in a minute. Please ask again in %d seconds.", secs))
			return
		}
		next(w, r)
	}
}

// securityHeaders sets the headers every response carries.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", ContentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		next.ServeHTTP(w, r)
	})
}

// render writes a page with the status, or a plain error when the template
// fails (which tests rule out).
func (s *server) render(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	var buf bytes.Buffer
	if err := s.pages.execute(&buf, name, data); err != nil {
		s.log.Error("rendering a page", "page", name, "path", r.URL.Path, "err", err)
		http.Error(w, "Something went wrong on our side while writing this page.", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	if h.Get("Cache-Control") == "" {
		h.Set("Cache-Control", "no-cache")
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(buf.Bytes())
	}
}

// errorPage is the data of a page that says what went wrong.
type errorPage struct {
	layout
	Status  int
	Heading string
	Message string
}

// fail writes an error page. Only messages meant for people go in message;
// internal detail is logged by the caller, never shown.
func (s *server) fail(w http.ResponseWriter, r *http.Request, status int, heading, message string) {
	p := errorPage{
		layout:  s.layout(r, heading, message),
		Status:  status,
		Heading: heading,
		Message: message,
	}
	p.NoIndex = true
	s.render(w, r, status, "error", p)
}

// internalError logs err and writes a page that says the fault is ours.
func (s *server) internalError(w http.ResponseWriter, r *http.Request, what string, err error) {
	s.log.Error(what, "path", r.URL.Path, "err", err)
	s.fail(w, r, http.StatusInternalServerError, "Something went wrong",
		"Something went wrong on our side, and it has been logged. Please try again in a moment.")
}

func (s *server) notFound(w http.ResponseWriter, r *http.Request) {
	s.fail(w, r, http.StatusNotFound, "Page not found",
		"There is no page at "+r.URL.Path+". Ask a question on the playground, or search the stored rulings.")
}

// baseURL is where the site is served: the configured public URL, or ""
// when none is configured. The Host header a request came with is never
// used: anyone can write it, and a link built from it could point a
// reader of a cited ruling anywhere.
func (s *server) baseURL() string {
	return strings.TrimRight(s.app.PublicURL, "/")
}

// canonicalURL is the absolute link of the page at path, "" without a
// configured public URL (the page then has no canonical link).
func (s *server) canonicalURL(path string) string {
	if base := s.baseURL(); base != "" {
		return base + path
	}
	return ""
}

// rulingURL is the link of a stored ruling: absolute with a configured
// public URL, else its path on this site.
func (s *server) rulingURL(id string) string {
	if u := s.app.RulingURL(id); u != "" {
		return u
	}
	return rulingPath(id)
}

// rulingPath is the path of a stored ruling's page.
func rulingPath(id string) string {
	return "/r/" + url.PathEscape(id)
}

// layout is what every page's frame shows: its title, preview tags and
// the links of the navigation.
type layout struct {
	// Title is the page's own title; the site's name is added after it.
	Title string
	// Description is the meta and Open Graph description.
	Description string
	// URL is the page's absolute canonical link, "" for pages that have
	// none.
	URL string
	// Section is the navigation entry to mark current: "ask", "search".
	Section string
	// NoIndex asks search engines not to index the page.
	NoIndex bool
	Static  staticLinks
}

func (s *server) layout(r *http.Request, title, description string) layout {
	return layout{Title: title, Description: description, Static: links}
}

// errorsAs is errors.As for a target type, returning the match.
func errorsAs[T error](err error) (T, bool) {
	var t T
	ok := errors.As(err, &t)
	return t, ok
}
