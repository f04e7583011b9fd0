package web_test

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/web"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// hostileCard is an inline card whose name is a script. Parentheses would
// end the name in board notation, so it calls alert with a template
// literal, which runs just the same if it ever reached a page unescaped.
const hostileCard = "<script>alert`1`</script>"

// tags are the opening tags of a page. Text that html/template escaped
// has no "<" left, so only markup the templates wrote is found.
var tags = regexp.MustCompile(`<[a-zA-Z][^>]*>`)

var (
	quoted  = regexp.MustCompile(`"[^"]*"`)
	handler = regexp.MustCompile(`\son[a-z]+\s*=`)
)

// wantOnlyOwnMarkup fails the test if the page has markup that user text
// could have brought in, or that the Content-Security-Policy would block:
// a script that is not the site's own, an event handler attribute, an
// inline style, a javascript: link.
// ownImage is the source of one of the site's own pictures: the icon or
// a mana symbol.
var ownImage = regexp.MustCompile(`^<img src="/static/(?:icon|mana-[0-9a-z-]+)\.svg\?v=[0-9a-f]+"`)

func wantOnlyOwnMarkup(t testing.TB, what, body string) {
	t.Helper()
	for _, tag := range tags.FindAllString(body, -1) {
		lower := strings.ToLower(tag)
		// Attribute names, without the values: a value holds escaped text
		// and no quote of its own.
		names := quoted.ReplaceAllString(lower, `""`)
		switch {
		case strings.HasPrefix(lower, "<script") && !strings.HasPrefix(lower, `<script src="/static/orrery.js?v=`):
			t.Errorf("%s has a script that is not the site's: %s", what, tag)
		case handler.MatchString(names):
			t.Errorf("%s has an event handler attribute: %s", what, tag)
		case strings.Contains(names, " style="):
			t.Errorf("%s has an inline style: %s", what, tag)
		case strings.Contains(lower, "javascript:"):
			t.Errorf("%s has a javascript: link: %s", what, tag)
		case strings.HasPrefix(lower, "<img") && !ownImage.MatchString(lower):
			t.Errorf("%s has an image that is not the site's: %s", what, tag)
		}
	}
	if n := strings.Count(body, "<script"); n != 1 {
		t.Errorf("%s has %d script tags, want the site's one", what, n)
	}
}

// Hostile card names, notes and queries appear as text, escaped, on
// every page that shows them.
func TestHostileTextIsEscaped(t *testing.T) {
	s := newSite(t)
	board := "me: [" + hostileCard + ": Land — {T}: Add {G}.]; opp: hand 2"
	cmd := `/judge tap board:"` + board + `" card:"` + hostileCard + `"`

	// Asked on the playground, shown, and stored with its button.
	resp := s.get(askPath(cmd))
	wantStatus(t, "hostile card on the playground", resp, http.StatusOK)
	wantOnlyOwnMarkup(t, "hostile card on the playground", resp.body)
	wantContains(t, "hostile card on the playground", resp.body, "&lt;script&gt;alert")
	link := s.citeLink(cmd)

	// A judge's review with a hostile note and name.
	id := strings.TrimPrefix(link, "/r/")
	err := s.store.Review(context.Background(), id, rulings.Review{
		Verdict:      rulings.Incorrect,
		Note:         `<img src=x onerror=alert(1)> "quoted" & more`,
		ReviewerName: `"><script>alert(2)</script>`,
	})
	if err != nil {
		t.Fatal(err)
	}
	resp = s.get(link)
	wantStatus(t, "hostile ruling page", resp, http.StatusOK)
	wantOnlyOwnMarkup(t, "hostile ruling page", resp.body)
	wantContains(t, "hostile ruling page", resp.body,
		"&lt;script&gt;alert",
		`<p class="note">&lt;img src=x onerror=alert(1)&gt; &#34;quoted&#34; &amp; more</p>`,
		"&#34;&gt;&lt;script&gt;alert(2)&lt;/script&gt;",
	)
	wantLacks(t, "hostile ruling page", resp.body, "<img src=x", "<script>alert")
	// The text is all there, once unescaped: nothing was dropped.
	wantContains(t, "hostile ruling page", html.UnescapeString(resp.body),
		"Tapping "+hostileCard+" for mana produces {G}.",
		`<img src=x onerror=alert(1)> "quoted" & more`,
	)
	// Even in the preview tags.
	if got := html.UnescapeString(metaContent(resp.body, "og:description")); !strings.HasPrefix(got, "Tapping "+hostileCard) {
		t.Errorf("og:description = %q", got)
	}

	// In search, by that card and by hostile words.
	resp = s.get("/search?" + url.Values{"card": {hostileCard}}.Encode())
	wantStatus(t, "hostile search", resp, http.StatusOK)
	wantOnlyOwnMarkup(t, "hostile search", resp.body)
	if got := resultIDs(resp.body); len(got) != 1 || got[0] != id {
		t.Errorf("a search for the hostile card shows %v, want [%s]", got, id)
	}
	resp = s.get("/search?" + url.Values{"q": {`"><img src=x onerror=alert(4)>`}}.Encode())
	wantOnlyOwnMarkup(t, "hostile words in search", resp.body)

	// Echoed back in an error, with a caret: the name the notation refuses.
	resp = s.get(askPath(`/judge tap board:"me: [<script>alert(1)</script>: Land — {T}: Add {G}.]" card:Forest`))
	wantStatus(t, "hostile error", resp, http.StatusBadRequest)
	wantOnlyOwnMarkup(t, "hostile error", resp.body)
	wantContains(t, "hostile error", resp.body, `<pre class="caret"><code>me: [&lt;script&gt;alert(1)&lt;/script&gt;`)

	// And in the path of a page that does not exist.
	resp = s.get("/%3Cscript%3Ealert(5)%3C/script%3E")
	wantStatus(t, "hostile path", resp, http.StatusNotFound)
	wantOnlyOwnMarkup(t, "hostile path", resp.body)
}

// Every page carries the security headers, and no page needs inline
// script or style that the policy would block.
func TestEveryPageHasTheSecurityHeaders(t *testing.T) {
	s := newSite(t)
	r := s.answer("/orrery upkeep hand:0")
	for _, path := range []string{"/", askPath("/orrery upkeep hand:0"), askPath(`/card name:"Gaea's Cradle"`), askPath("/cr rule:106.7"),
		askPath("/judge tap"), "/r/" + r.ID, "/r/ZZZZZZZZ", "/search", "/search?card=orrery", "/nowhere", "/api/cards?q=for", "/api/complete?q=%2Fju"} {
		resp := s.get(path)
		h := resp.header
		if got := h.Get("Content-Security-Policy"); got != web.ContentSecurityPolicy {
			t.Errorf("%s: Content-Security-Policy %q", path, got)
		}
		if got := h.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options %q", path, got)
		}
		if got := h.Get("X-Frame-Options"); got != "DENY" {
			t.Errorf("%s: X-Frame-Options %q", path, got)
		}
		if strings.HasPrefix(h.Get("Content-Type"), "text/html") {
			wantOnlyOwnMarkup(t, path, resp.body)
			wantContains(t, path, resp.body, `<meta name="viewport" content="width=device-width, initial-scale=1">`)
		}
	}
}

// The stylesheet and script are served with their version in the link,
// kept for a year at that version and checked with an ETag.
func TestStaticFilesAreCached(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	page := s.get("/").body
	for _, file := range []struct{ name, ctype string }{
		{"style.css", "text/css; charset=utf-8"},
		{"orrery.js", "text/javascript; charset=utf-8"},
		{"icon.svg", "image/svg+xml"},
	} {
		m := regexp.MustCompile(`/static/` + regexp.QuoteMeta(file.name) + `\?v=([0-9a-f]+)`).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("the page does not link %s with a version", file.name)
		}
		resp := s.get(m[0])
		wantStatus(t, m[0], resp, http.StatusOK)
		if got := resp.header.Get("Content-Type"); got != file.ctype {
			t.Errorf("%s: Content-Type %q, want %q", file.name, got, file.ctype)
		}
		if got := resp.header.Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
			t.Errorf("%s: Cache-Control %q", m[0], got)
		}
		etag := resp.header.Get("ETag")
		if etag != `"`+m[1]+`"` {
			t.Errorf("%s: ETag %q, want the version", file.name, etag)
		}

		resp = s.get("/static/" + file.name + "?v=old")
		if got := resp.header.Get("Cache-Control"); got != "public, max-age=300" {
			t.Errorf("%s at another version: Cache-Control %q", file.name, got)
		}

		req, _ := http.NewRequest(http.MethodGet, s.server.URL+m[0], nil)
		req.Header.Set("If-None-Match", etag)
		res, err := s.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusNotModified {
			t.Errorf("%s with its ETag: status %d, want 304", file.name, res.StatusCode)
		}
	}
	resp := s.get("/static/nothing.css")
	wantStatus(t, "unknown static file", resp, http.StatusNotFound)
}

func TestUnknownPathIsNotFound(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/no/such/page")
	wantStatus(t, "unknown path", resp, http.StatusNotFound)
	wantContains(t, "unknown path", resp.body, "<h1>Page not found</h1>", "There is no page at /no/such/page.")
}

// failures counts the errors a check reports, in place of a test.
type failures struct {
	testing.TB
	n int
}

func (f *failures) Helper()               {}
func (f *failures) Errorf(string, ...any) { f.n++ }

// The markup check finds what it is there to find.
func TestOnlyOwnMarkupCheckFindsInjections(t *testing.T) {
	page := s0 + `<script src="/static/orrery.js?v=1"></script>`
	for _, bad := range []string{
		`<script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`<a href="javascript:alert(1)">x</a>`,
		`<p style="color:red">x</p>`,
		`<div onclick="go()">x</div>`,
		`<script src="https://evil.example/x.js"></script>`,
	} {
		f := &failures{TB: t}
		wantOnlyOwnMarkup(f, "a page", page+bad)
		if f.n == 0 {
			t.Errorf("the check passes a page with %s", bad)
		}
	}
	f := &failures{TB: t}
	wantOnlyOwnMarkup(f, "a page", page+`<p title="x onclick=y">&lt;script&gt; onerror=alert(1)</p>`)
	if f.n != 0 {
		t.Error("the check fails a page whose hostile text is escaped")
	}
}

const s0 = `<!doctype html><html><head><title>x</title></head><body>`

// Without a configured public URL the pages link relatively: the Host
// header, which anyone can write, never reaches a canonical, og:url or
// citation link.
func TestHostHeaderIsNotReflected(t *testing.T) {
	store, _ := rulingstest.Open(t)
	s := serve(t, &app.App{Store: store})
	get := func(path string) response {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, s.server.URL+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = "evil.example"
		resp, err := s.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return response{status: resp.StatusCode, header: resp.Header, body: string(b)}
	}
	link := s.citeLink("/orrery upkeep hand:0")
	for _, path := range []string{"/", askPath("/orrery upkeep hand:0"), link} {
		resp := get(path)
		wantStatus(t, path, resp, http.StatusOK)
		wantLacks(t, path, resp.body, "evil.example")
		if got := metaContent(resp.body, "og:url"); got != "" {
			t.Errorf("%s: og:url = %q without a public URL, want none", path, got)
		}
	}
}

// robots.txt keeps crawlers off the pages that ask the engine or search
// the database, and lets them read the rest.
func TestRobots(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/robots.txt")
	wantStatus(t, "robots.txt", resp, http.StatusOK)
	if ct := resp.header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("robots.txt has Content-Type %q", ct)
	}
	wantContains(t, "robots.txt", resp.body, "User-agent: *", "Disallow: /ask\n", "Disallow: /cite\n", "Disallow: /search\n")
	wantLacks(t, "robots.txt", resp.body, "Disallow: /\n", "Disallow: /r/")
}

// One address asking faster than the limit gets 429 with Retry-After, and
// its questions past the burst are neither answered nor stored; the pages
// that do not ask the engine are not limited.
func TestPlaygroundRateLimit(t *testing.T) {
	store, dbURL := rulingstest.Open(t)
	s := serveConfig(t, web.Config{App: &app.App{Store: store}, AskPerMinute: 6, AskBurst: 3})
	for n := 1; n <= 5; n++ {
		resp := s.get(askPath(fmt.Sprintf("/orrery upkeep hand:%d", n)))
		if n <= 3 {
			wantStatus(t, fmt.Sprint("question ", n), resp, http.StatusOK)
			continue
		}
		wantStatus(t, fmt.Sprint("question ", n), resp, http.StatusTooManyRequests)
		if ra := resp.header.Get("Retry-After"); ra != "10" {
			t.Errorf("question %d: Retry-After %q, want 10 (6 a minute)", n, ra)
		}
		wantContains(t, "429", resp.body, "ask again in 10 seconds")
	}
	post := s.do(http.MethodPost, "/ask", strings.NewReader("q="+url.QueryEscape("/orrery upkeep hand:9")), "application/x-www-form-urlencoded")
	wantStatus(t, "POST past the limit", post, http.StatusTooManyRequests)
	// Asking for a citable id counts against the same limit.
	wantStatus(t, "cite past the limit", s.cite("/orrery upkeep hand:1"), http.StatusTooManyRequests)
	for _, path := range []string{"/", "/search", "/robots.txt"} {
		wantStatus(t, path, s.get(path), http.StatusOK)
	}
	var stored int
	if err := queryRow(dbURL, `select count(*) from rulings`, &stored); err != nil {
		t.Fatal(err)
	}
	if stored != 0 {
		t.Errorf("%d rulings stored; questions on the playground store nothing, and the citation past the limit was refused", stored)
	}
}

// The playground answers for boards no larger than Discord does
// ([limits] max_permanents): a larger board, or more Orreries, is bad
// input, refused before the engine is asked and never stored.
func TestPlaygroundLimitsTheBoard(t *testing.T) {
	store, dbURL := rulingstest.Open(t)
	s := serveConfig(t, web.Config{App: &app.App{Store: store}, AskPerMinute: -1, MaxPermanents: 3})
	big := `/judge tap board:"me: Forest, Forest, Forest, Mana Reflection" card:Forest`
	resp := s.get(askPath(big))
	wantStatus(t, "a board of 4", resp, http.StatusBadRequest)
	wantContains(t, "a board of 4", resp.body, "that board has 4 permanents; the playground answers for boards of at most 3 permanents")
	resp = s.get(askPath("/orrery lands orreries:5"))
	wantStatus(t, "5 Orreries", resp, http.StatusBadRequest)
	wantContains(t, "5 Orreries", resp.body, "that is 5 Ghirapur Orreries")
	resp = s.cite(big)
	wantStatus(t, "citing a board of 4", resp, http.StatusBadRequest)
	wantContains(t, "citing a board of 4", resp.body, "at most 3 permanents")

	resp = s.get(askPath(`/judge tap board:"me: Forest, Forest, Mana Reflection" card:Forest`))
	wantStatus(t, "a board of 3", resp, http.StatusOK)
	wantStatus(t, "3 Orreries", s.get(askPath("/orrery lands orreries:3")), http.StatusOK)
	var stored int
	if err := queryRow(dbURL, `select count(*) from rulings`, &stored); err != nil {
		t.Fatal(err)
	}
	if stored != 0 {
		t.Errorf("%d rulings stored", stored)
	}
}
