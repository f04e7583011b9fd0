package web_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules/catalog"
)

func newAppWithoutStore() *app.App {
	return &app.App{}
}

// The playground has the command field, help for every command from the
// command specs, examples and card names.
func TestPlaygroundShowsHelpExamplesAndCardNames(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/")
	wantStatus(t, "playground", resp, http.StatusOK)
	body := html.UnescapeString(resp.body)
	wantContains(t, "playground", body,
		`<form class="ask-form" method="get" action="/ask" role="search">`,
		`<input type="text" id="q" name="q" value=""`,
		`<a href="/ask?q=%2Forrery+upkeep+hand%3A0"><code>/orrery upkeep hand:0</code></a>`,
		`<datalist id="card-names">`,
	)
	// The help as written, without the links to the rules it mentions.
	plain := regexp.MustCompile(`<a class="rule-ref" href="[^"]*">([^<]*)</a>`).ReplaceAllString(unsymbol(t, body), "$1")
	for _, sp := range command.Specs() {
		wantContains(t, "playground help", plain, "<dt><code>"+sp.Usage()+"</code></dt>", sp.Description)
		for _, o := range sp.Options {
			wantContains(t, "playground help", plain, "<code>"+o.Name+":</code> "+o.Help())
		}
	}
	// Each option's line says its default once: "(default 1)", not
	// "(default 1) (default 1)".
	for _, li := range regexp.MustCompile(`<li><code>[a-z_]+:</code>.*</li>`).FindAllString(plain, -1) {
		if n := strings.Count(strings.ToLower(li), "default"); n > 1 {
			t.Errorf("an option's help says default %d times: %s", n, li)
		}
	}
	for _, c := range catalog.Curated() {
		wantContains(t, "playground card names", body, `<option value="`+c.Name+`"></option>`)
	}
	if got := metaContent(body, "og:url"); got != "" && !strings.HasSuffix(got, "/") {
		t.Errorf("og:url = %q", got)
	}
}

// Every example and every "Try" command the playground links to gets an
// answer: a page (200), or for /ruling search the search page (303).
func TestPlaygroundExamplesAllAnswer(t *testing.T) {
	s := newSite(t)
	body := s.get("/").body
	links := regexp.MustCompile(`href="(/ask\?q=[^"]+)"`).FindAllStringSubmatch(body, -1)
	if len(links) < 10 {
		t.Fatalf("the playground links to %d commands, want the examples and one per command", len(links))
	}
	for _, m := range links {
		path := html.UnescapeString(m[1])
		resp := s.get(path)
		q, _ := url.ParseQuery(strings.TrimPrefix(path, "/ask?"))
		switch {
		case strings.HasPrefix(q.Get("q"), "/ruling search"):
			wantStatus(t, q.Get("q"), resp, http.StatusSeeOther)
		default:
			wantStatus(t, q.Get("q"), resp, http.StatusOK)
			wantLacks(t, q.Get("q"), resp.body, `class="error"`)
		}
	}
}

// Asking on the playground answers and stores nothing, however many times
// and however it is asked; the answer's "Get a citable id" button posts
// the command to /cite, which stores the ruling as asked on the web and
// sends the browser to its page, which shows the same ruling.
func TestPlaygroundAskStoresNothingUntilCited(t *testing.T) {
	s := newSite(t)
	resp := s.get(askPath("/orrery upkeep hand:0"))
	wantStatus(t, "ask", resp, http.StatusOK)
	wantContains(t, "ask", resp.body,
		`value="/orrery upkeep hand:0"`,
		`<h2 class="answer tone-plain">Ghirapur Orrery triggers: you draw three cards.</h2>`,
		"<dt id=\"cr-603.4\">",
		`<form class="cite-form" method="post" action="/cite">`,
		`<input type="hidden" name="q" value="/orrery upkeep hand:0">`,
		"Get a citable id",
	)
	wantLacks(t, "ask", resp.body, `class="permalink"`, `id="citation"`, "could not be stored")
	if got := metaContent(resp.body, "robots"); got != "noindex" {
		t.Errorf("an answer on the playground has robots %q, want noindex", got)
	}

	// A flood of questions, by GET and by POST, stores nothing.
	for n := range 200 {
		q := fmt.Sprintf("/orrery upkeep hand:%d", n%7)
		if n%2 == 0 {
			wantStatus(t, "ask", s.get(askPath(q)), http.StatusOK)
		} else {
			wantStatus(t, "ask by POST", s.do(http.MethodPost, "/ask", strings.NewReader(url.Values{"q": {q}}.Encode()), "application/x-www-form-urlencoded"), http.StatusOK)
		}
	}
	wantStatus(t, "ask a card", s.get(askPath(`/card name:"Ghirapur Orrery"`)), http.StatusOK)
	wantStatus(t, "search", s.get("/search?card=Orrery"), http.StatusOK)
	var stored, asks int
	if err := queryRow(s.dbURL, `select count(*) from rulings`, &stored); err != nil {
		t.Fatal(err)
	}
	if err := queryRow(s.dbURL, `select count(*) from asks`, &asks); err != nil {
		t.Fatal(err)
	}
	if stored != 0 || asks != 0 {
		t.Fatalf("after 200 questions and no citation, %d rulings and %d asks are stored, want none", stored, asks)
	}

	link := s.citeLink("/orrery upkeep hand:0")
	id := strings.TrimPrefix(link, "/r/")
	page := s.get(link)
	wantStatus(t, "the ruling's page", page, http.StatusOK)
	wantContains(t, "the ruling's page", page.body,
		`<h1 class="answer tone-plain">Ghirapur Orrery triggers: you draw three cards.</h1>`,
		"Ruling <span class=\"id\">"+id+"</span>",
	)
	wantContains(t, "the ruling's page", html.UnescapeString(page.body), "Orrery ruling "+id+" (/orrery upkeep hand:0; engine", publicURL+link)

	// The ask was recorded as coming from the web, once.
	var source, cmd string
	if err := queryRow(s.dbURL, `select source, command from asks where ruling_id = '`+id+`'`, &source, &cmd); err != nil {
		t.Fatal(err)
	}
	if source != "web" || cmd != "/orrery upkeep hand:0" {
		t.Errorf("the ask was stored with source %q and command %q, want web and the command", source, cmd)
	}

	// Cited again, the same ruling.
	if got := s.citeLink("/orrery upkeep hand:0"); got != link {
		t.Errorf("cited again, sent to %q, want %q", got, link)
	}
	// A command that is not the engine's gets no id, and says why.
	resp = s.cite("/cr rule:106.7")
	wantStatus(t, "cite /cr", resp, http.StatusBadRequest)
	wantContains(t, "cite /cr", resp.body, "only a ruling of the engine")
	resp = s.cite(`/judge tap board:"me: Forrest" card:Forest`)
	wantStatus(t, "cite bad input", resp, http.StatusBadRequest)
	if err := queryRow(s.dbURL, `select count(*) from rulings`, &stored); err != nil {
		t.Fatal(err)
	}
	if stored != 1 {
		t.Errorf("%d rulings stored, want the one cited", stored)
	}
}

// A form another site posts to /cite in its visitor's name is refused;
// the site's own pages, and programs that say nothing of where they
// come from, are not.
func TestCiteRefusesOtherSites(t *testing.T) {
	s := newSite(t)
	const cmd = "/orrery upkeep hand:1"
	for _, h := range [][]string{
		{"Origin", "https://evil.example"},
		{"Origin", "null"},
		{"Sec-Fetch-Site", "cross-site"},
		{"Sec-Fetch-Site", "same-site"},
		{"Origin", s.server.URL, "Sec-Fetch-Site", "cross-site"},
	} {
		resp := s.cite(cmd, h...)
		wantStatus(t, fmt.Sprint("cite with ", h), resp, http.StatusForbidden)
		wantContains(t, fmt.Sprint("cite with ", h), resp.body, "Asked from another site")
	}
	var stored int
	if err := queryRow(s.dbURL, `select count(*) from rulings`, &stored); err != nil {
		t.Fatal(err)
	}
	if stored != 0 {
		t.Fatalf("%d rulings stored by other sites' forms", stored)
	}
	for _, h := range [][]string{
		{"Origin", s.server.URL, "Sec-Fetch-Site", "same-origin"},
		{"Origin", publicURL},
		{"Sec-Fetch-Site", "same-origin"},
		nil,
	} {
		resp := s.cite(cmd, h...)
		wantStatus(t, fmt.Sprint("cite with ", h), resp, http.StatusSeeOther)
	}
}

// Bad input shows what was wrong, the text with a caret under the place,
// and the closest card names, with status 400.
func TestPlaygroundShowsErrorsWithACaret(t *testing.T) {
	s := newSite(t)
	resp := s.get(askPath(`/judge tap board:"me: Forrest" card:Forest`))
	wantStatus(t, "unknown card", resp, http.StatusBadRequest)
	body := html.UnescapeString(resp.body)
	wantContains(t, "unknown card", body,
		`<section class="error" role="alert">`,
		`<code>board:</code> unknown card "Forrest"`,
		"<pre class=\"caret\"><code>me: Forrest\n    ^</code></pre>",
		`Did you mean <a href="/ask?q=%2Fcard+name%3AForest">Forest</a>`,
		`value="/judge tap board:"me: Forrest" card:Forest"`,
	)

	resp = s.get(askPath("/judge tap card:Forest"))
	wantStatus(t, "missing option", resp, http.StatusBadRequest)
	wantContains(t, "missing option", resp.body, "board")

	resp = s.get(askPath("/nonsense"))
	wantStatus(t, "unknown command", resp, http.StatusBadRequest)

	resp = s.get(askPath("/card name:Orery"))
	wantStatus(t, "unknown card name", resp, http.StatusBadRequest)
	wantContains(t, "unknown card name", resp.body, "Did you mean <a href=", ">Ghirapur Orrery</a>")

	resp = s.get(askPath("/ruling review id:ABCDEFGH verdict:correct"))
	wantStatus(t, "review on the web", resp, http.StatusBadRequest)
	wantContains(t, "review on the web", resp.body, "for judges, in Discord")

	resp = s.get("/ask?q=")
	wantStatus(t, "empty command", resp, http.StatusSeeOther)
	if got := resp.header.Get("Location"); got != "/" {
		t.Errorf("an empty command goes to %q, want /", got)
	}
}

// /cr, /card and /help are answered on the playground too.
func TestPlaygroundAnswersRulesCardsAndHelp(t *testing.T) {
	s := serve(t, newAppWithoutStore())

	resp := s.get(askPath("/cr rule:106.7"))
	wantStatus(t, "/cr by number", resp, http.StatusOK)
	wantContains(t, "/cr by number", html.UnescapeString(resp.body),
		`<dt id="cr-106.7"><a href="/cr/106.7#cr-106.7">106.7</a> <span class="section">Mana</span></dt>`,
		"Some abilities produce mana based on the type of mana another permanent or permanents “could produce.”",
		"<em>Example:</em> Exotic Orchard has the ability",
		"Comprehensive Rules, effective September 25, 2026",
	)

	resp = s.get(askPath(`/cr rule:"intervening if"`))
	wantStatus(t, "/cr by words", resp, http.StatusOK)
	wantContains(t, "/cr by words", html.UnescapeString(resp.body), "Rules that match “intervening if”, best first", `<dt id="cr-603.4">`)

	resp = s.get(askPath(`/card name:"Ghirapur Orrery"`))
	wantStatus(t, "/card", resp, http.StatusOK)
	wantContains(t, "/card", html.UnescapeString(resp.body),
		`<h2>Ghirapur Orrery <span class="mana-cost"><span class="ms" title="{4}"><img src="/static/mana-4.svg?v=`,
		"Each player may play an additional land on each of their turns.",
		"<strong>Ability 2</strong> · understood, triggered ability",
		"The draw step is after the upkeep step",
		`<a href="/search?card=Ghirapur+Orrery">`,
	)

	// The card finder's field asks /card.
	resp = s.get("/ask?card=exploration")
	wantStatus(t, "the card finder", resp, http.StatusOK)
	wantContains(t, "the card finder", resp.body, "<h2>Exploration", "additional land")

	resp = s.get(askPath("/help"))
	wantStatus(t, "/help", resp, http.StatusOK)
	wantContains(t, "/help", html.UnescapeString(resp.body), "<h2>How to ask</h2>", command.Help()[:40])
}

// /ruling show and /ruling search go to the pages that answer them.
func TestPlaygroundRulingCommandsGoToTheirPages(t *testing.T) {
	s := newSite(t)
	r := s.answer("/orrery upkeep hand:0")

	resp := s.get(askPath("/ruling show id:" + strings.ToLower(r.ID)))
	wantStatus(t, "/ruling show", resp, http.StatusSeeOther)
	if got := resp.header.Get("Location"); got != "/r/"+r.ID {
		t.Errorf("/ruling show goes to %q, want /r/%s", got, r.ID)
	}
	resp = s.get(askPath("/ruling show id:!!"))
	wantStatus(t, "/ruling show with a bad id", resp, http.StatusBadRequest)

	resp = s.get(askPath(`/ruling search card:Orrery text:"draw three"`))
	wantStatus(t, "/ruling search", resp, http.StatusSeeOther)
	if got := resp.header.Get("Location"); got != "/search?card=Orrery&q=draw+three" {
		t.Errorf("/ruling search goes to %q", got)
	}
}

// Without a store the playground still answers, and says the answer has
// no page of its own.
func TestPlaygroundWithoutStore(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get(askPath("/orrery upkeep hand:0"))
	wantStatus(t, "ask without a store", resp, http.StatusOK)
	wantContains(t, "ask without a store", resp.body, "you draw three cards.", "This server does not store rulings")
	wantLacks(t, "ask without a store", resp.body, `class="permalink"`, `id="citation"`, "Get a citable id")
	resp = s.cite("/orrery upkeep hand:0")
	wantStatus(t, "cite without a store", resp, http.StatusNotFound)
	wantContains(t, "cite without a store", resp.body, "This server does not store rulings")
}

// The card name suggestions the script asks for.
func TestCardNamesAPI(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/api/cards?q=orrery")
	wantStatus(t, "card names", resp, http.StatusOK)
	if got := resp.header.Get("Content-Type"); got != "application/json" {
		t.Errorf("Content-Type = %q", got)
	}
	if !strings.HasPrefix(resp.body, `["Ghirapur Orrery"`) {
		t.Errorf("card names for orrery = %s", resp.body)
	}
	resp = s.get("/api/cards?q=Forrest&n=1")
	wantStatus(t, "card names with a typo", resp, http.StatusOK)
	if strings.TrimSpace(resp.body) != `["Forest"]` {
		t.Errorf("card names for Forrest = %s, want [\"Forest\"]", resp.body)
	}
	resp = s.get("/api/cards?q=zzzzzzzzzzzz")
	if strings.TrimSpace(resp.body) != `[]` {
		t.Errorf("card names for nonsense = %s, want []", resp.body)
	}
	resp = s.get("/api/cards?q=a&n=lots")
	wantStatus(t, "card names with a bad n", resp, http.StatusBadRequest)
}

// When the store fails, the answer is still shown, and says it has no page
// yet; the failure is not shown.
func TestPlaygroundWhenTheStoreFails(t *testing.T) {
	s := newSite(t)
	s.store.Close()
	resp := s.get(askPath("/orrery upkeep hand:0"))
	wantStatus(t, "ask with a closed store", resp, http.StatusOK)
	wantContains(t, "ask with a closed store", resp.body, "you draw three cards.", "Get a citable id")
	wantLacks(t, "ask with a closed store", resp.body, `class="permalink"`, "closed")
	resp = s.cite("/orrery upkeep hand:0")
	wantStatus(t, "cite with a closed store", resp, http.StatusServiceUnavailable)
	wantContains(t, "cite with a closed store", resp.body, "you draw three cards.", "This ruling could not be stored just now")
	wantLacks(t, "cite with a closed store", resp.body, `class="permalink"`, "closed")

	resp = s.get("/search")
	wantStatus(t, "search with a closed store", resp, http.StatusInternalServerError)
	wantContains(t, "search with a closed store", resp.body, "Something went wrong on our side")
	wantLacks(t, "search with a closed store", resp.body, "closed")
}
