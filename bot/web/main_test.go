package web_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/web"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// TestMain gives every test a database copied from one migrated template
// that holds the reference data.
func TestMain(m *testing.M) {
	rulingstest.Main(m)
}

// publicURL is the public URL the test sites are configured with.
const publicURL = "https://orrery.example.org"

// site is the web pages served over real HTTP on loopback, with a store
// on a fresh database.
type site struct {
	t      *testing.T
	store  *rulings.Store
	dbURL  string
	app    *app.App
	server *httptest.Server
	client *http.Client
}

// newSite serves the pages with a store on a fresh database.
func newSite(t *testing.T) *site {
	t.Helper()
	store, dbURL := rulingstest.Open(t)
	s := serve(t, &app.App{Store: store, PublicURL: publicURL})
	s.store, s.dbURL = store, dbURL
	return s
}

// serve serves the pages of a, with no limit on the questions one address
// asks (TestPlaygroundRateLimit tests the limit).
func serve(t *testing.T, a *app.App) *site {
	t.Helper()
	return serveConfig(t, web.Config{App: a, AskPerMinute: -1})
}

// serveConfig serves the pages with cfg.
func serveConfig(t *testing.T, cfg web.Config) *site {
	t.Helper()
	a := cfg.App
	srv := httptest.NewServer(web.New(cfg))
	t.Cleanup(srv.Close)
	client := srv.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &site{t: t, app: a, server: srv, client: client}
}

// response is what a request got.
type response struct {
	status int
	header http.Header
	body   string
}

// get requests path and reads the whole response.
func (s *site) get(path string) response {
	s.t.Helper()
	return s.do(http.MethodGet, path, nil, "")
}

func (s *site) do(method, path string, body io.Reader, ctype string) response {
	s.t.Helper()
	req, err := http.NewRequest(method, s.server.URL+path, body)
	if err != nil {
		s.t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := s.client.Do(req)
	if err != nil {
		s.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		s.t.Fatalf("%s %s: reading the body: %v", method, path, err)
	}
	return response{status: resp.StatusCode, header: resp.Header, body: string(b)}
}

// askPath is the playground's link for a command.
func askPath(cmd string) string {
	return "/ask?" + url.Values{"q": {cmd}}.Encode()
}

// answer asks a command through the app, as the terminal or Discord
// would, and returns the stored ruling.
func (s *site) answer(text string) *rules.Ruling {
	s.t.Helper()
	inv, err := command.Parse(text)
	if err != nil {
		s.t.Fatalf("Parse(%q): %v", text, err)
	}
	res, err := s.app.Answer(context.Background(), inv, rulings.Asker{Source: rulings.SourceCLI})
	if err != nil {
		s.t.Fatalf("Answer(%q): %v", text, err)
	}
	if !res.Stored {
		s.t.Fatalf("Answer(%q) was not stored: %v", text, res.StoreErr)
	}
	return res.Ruling
}

// wantStatus fails the test unless the response has the status.
func wantStatus(t *testing.T, what string, r response, status int) {
	t.Helper()
	if r.status != status {
		t.Fatalf("%s: status %d, want %d; body:\n%s", what, r.status, status, r.body)
	}
}

// wantContains fails the test for each piece the body lacks.
func wantContains(t *testing.T, what, body string, pieces ...string) {
	t.Helper()
	for _, p := range pieces {
		if !strings.Contains(body, p) {
			t.Errorf("%s lacks %q", what, p)
		}
	}
}

// wantLacks fails the test for each piece the body has.
func wantLacks(t *testing.T, what, body string, pieces ...string) {
	t.Helper()
	for _, p := range pieces {
		if strings.Contains(body, p) {
			t.Errorf("%s has %q, which it must not", what, p)
		}
	}
}

// metaContent returns the content of the meta tag with that name or
// property, "" if there is none.
func metaContent(body, key string) string {
	re := regexp.MustCompile(`<meta (?:name|property)="` + regexp.QuoteMeta(key) + `" content="([^"]*)">`)
	m := re.FindStringSubmatch(body)
	if m == nil {
		return ""
	}
	return m[1]
}

// symbolMarkup is a mana symbol drawn on a page: its picture and its text.
var symbolMarkup = regexp.MustCompile(`<span class="ms" title="([^"]*)"><img src="/static/mana-[0-9a-z-]+\.svg\?v=[0-9a-f]+" alt="" width="16" height="16"><span class="visually-hidden">([^<]*)</span></span>`)

// unsymbol replaces each mana symbol drawn in a page by its text, and
// checks that its title and its text are the same symbol.
func unsymbol(t *testing.T, body string) string {
	t.Helper()
	return symbolMarkup.ReplaceAllStringFunc(body, func(m string) string {
		sub := symbolMarkup.FindStringSubmatch(m)
		if sub[1] != sub[2] {
			t.Errorf("a symbol titled %q reads %q", sub[1], sub[2])
		}
		return sub[2]
	})
}

// rulingLink finds the link to a stored ruling's page in a page.
func rulingLink(body string) string {
	m := regexp.MustCompile(`<a class="permalink" href="(/r/[0-9A-Z]+)"`).FindStringSubmatch(body)
	if m == nil {
		return ""
	}
	return m[1]
}

// cite presses the answer's "Get a citable id" button: it posts cmd to
// /cite with the headers given (name, value, …) and returns the response.
func (s *site) cite(cmd string, headers ...string) response {
	s.t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.server.URL+"/cite", strings.NewReader(url.Values{"q": {cmd}}.Encode()))
	if err != nil {
		s.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := s.client.Do(req)
	if err != nil {
		s.t.Fatalf("POST /cite: %v", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		s.t.Fatalf("POST /cite: reading the body: %v", err)
	}
	return response{status: resp.StatusCode, header: resp.Header, body: string(b)}
}

// citeLink presses the button for cmd and returns the ruling page it
// is sent to, failing unless the answer is 303 to a ruling.
func (s *site) citeLink(cmd string) string {
	s.t.Helper()
	resp := s.cite(cmd)
	wantStatus(s.t, "POST /cite "+cmd, resp, http.StatusSeeOther)
	loc := resp.header.Get("Location")
	if !regexp.MustCompile(`^/r/[0-9A-Z]+$`).MatchString(loc) {
		s.t.Fatalf("POST /cite %s: sent to %q, want a ruling's page", cmd, loc)
	}
	return loc
}

// execSQL runs a statement on the database at dbURL.
func execSQL(dbURL, sql string, args ...any) error {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, sql, args...)
	return err
}

// queryRow reads one row of a query on the database at dbURL into dest.
func queryRow(dbURL, sql string, dest ...any) error {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	return conn.QueryRow(ctx, sql).Scan(dest...)
}
