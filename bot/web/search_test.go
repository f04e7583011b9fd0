package web_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// resultIDs lists the ids of the rulings a search page shows, in order.
func resultIDs(body string) []string {
	var ids []string
	for _, m := range regexp.MustCompile(`<a class="id" href="/r/([0-9A-Z]+)">`).FindAllStringSubmatch(body, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

// Stored rulings are found by card and by words, newest first, ten to a
// page, with links to the pages around.
func TestSearchPaginatesNewestFirst(t *testing.T) {
	s := newSite(t)
	var ids []string // oldest first
	for n := range 12 {
		ids = append(ids, s.answer(fmt.Sprintf("/orrery upkeep hand:%d", n)).ID)
	}
	tap := s.answer(`/judge tap board:"me: Forest, Mana Reflection" card:Forest`).ID

	resp := s.get("/search?card=orrery")
	wantStatus(t, "page 1", resp, http.StatusOK)
	got := resultIDs(resp.body)
	if len(got) != 10 {
		t.Fatalf("page 1 shows %d rulings, want 10", len(got))
	}
	for i, id := range got {
		if want := ids[11-i]; id != want {
			t.Errorf("page 1, result %d is %s, want %s (newest first)", i+1, id, want)
		}
	}
	wantContains(t, "page 1", html.UnescapeString(resp.body),
		"12 rulings, newest first · page 1 of 2",
		`<a rel="next" href="/search?card=orrery&page=2">Older →</a>`,
		`<span aria-current="page">1</span>`,
		`<code>/orrery upkeep hand:11</code>`,
	)
	wantLacks(t, "page 1", resp.body, `rel="prev"`)

	resp = s.get("/search?card=orrery&page=2")
	wantStatus(t, "page 2", resp, http.StatusOK)
	if got := resultIDs(resp.body); len(got) != 2 || got[0] != ids[1] || got[1] != ids[0] {
		t.Errorf("page 2 shows %v, want %v", got, []string{ids[1], ids[0]})
	}
	wantContains(t, "page 2", html.UnescapeString(resp.body), `<a rel="prev" href="/search?card=orrery">← Newer</a>`)
	wantLacks(t, "page 2", resp.body, `rel="next"`)

	resp = s.get("/search?card=orrery&page=3")
	wantStatus(t, "page 3", resp, http.StatusOK)
	wantContains(t, "page 3", resp.body, "There is no page 3: the results fill 2 pages.")

	// Smaller pages keep their size in the links.
	resp = s.get("/search?card=orrery&per=5&page=2")
	wantStatus(t, "five to a page", resp, http.StatusOK)
	if got := resultIDs(resp.body); len(got) != 5 || got[0] != ids[6] {
		t.Errorf("page 2 of 5 shows %v", got)
	}
	wantContains(t, "five to a page", html.UnescapeString(resp.body), `href="/search?card=orrery&page=3&per=5"`)

	// By words, and by another card.
	resp = s.get("/search?q=" + "Reflection")
	wantStatus(t, "by words", resp, http.StatusOK)
	if got := resultIDs(resp.body); len(got) != 1 || got[0] != tap {
		t.Errorf("a search for Reflection shows %v, want [%s]", got, tap)
	}
	resp = s.get("/search?card=Mana+Reflection&q=orrery")
	wantStatus(t, "by card and words", resp, http.StatusOK)
	wantContains(t, "by card and words", html.UnescapeString(resp.body), "No stored ruling matches “Mana Reflection” and “orrery”.")

	// Without a filter: every ruling, newest first.
	resp = s.get("/search")
	wantStatus(t, "everything", resp, http.StatusOK)
	if got := resultIDs(resp.body); len(got) != 10 || got[0] != tap {
		t.Errorf("the newest rulings start with %v, want %s", got, tap)
	}
	wantContains(t, "everything", resp.body, "13 rulings, newest first")
}

// A superseded ruling and a reviewed one say so in the results.
func TestSearchMarksSupersededAndReviewed(t *testing.T) {
	s := newSite(t)
	old := s.answer("/orrery upkeep hand:0").ID
	other := s.answer("/orrery lands").ID
	execDB(t, s.dbURL, `update rulings set superseded_by = $1, superseded_at = now() where id = $2`, other, old)
	execDB(t, s.dbURL, `insert into reviews (ruling_id, verdict) values ($1, 'correct')`, other)
	resp := s.get("/search?card=orrery")
	wantStatus(t, "search", resp, http.StatusOK)
	wantContains(t, "search", resp.body,
		`<span class="badge superseded">superseded by `+other+`</span>`,
		`<span class="badge verdict-correct">reviewed: correct</span>`,
	)
}

func TestSearchRejectsBadPages(t *testing.T) {
	s := newSite(t)
	for _, q := range []string{"page=0", "page=two", "page=-1", "per=1000", "per=x", "page=1001",
		"page=99999999999999999999999", "page=9223372036854775807"} {
		resp := s.get("/search?card=orrery&" + q)
		wantStatus(t, q, resp, http.StatusBadRequest)
		wantContains(t, q, resp.body, `<p class="notice">`)
	}
}

// A very long search is refused with 400 before it reaches Postgres (where
// it once exceeded the stack depth limit), and the page that says so does
// not echo the whole query back.
func TestSearchRejectsLongQueries(t *testing.T) {
	s := newSite(t)
	long := strings.Repeat("orrery ", 130_000) // about 900 KB
	for _, field := range []string{"q", "card"} {
		resp := s.get("/search?" + field + "=" + url.QueryEscape(long))
		wantStatus(t, field, resp, http.StatusBadRequest)
		wantContains(t, field, resp.body, "at most 200 characters")
		if len(resp.body) > 64<<10 {
			t.Errorf("%s: the refusal is %d bytes long; it should not echo the query", field, len(resp.body))
		}
	}
}

func TestSearchWithoutStore(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/search?card=orrery")
	wantStatus(t, "search without a store", resp, http.StatusOK)
	wantContains(t, "search without a store", resp.body, "This server does not store rulings.")
}

// execDB runs a statement on the test database.
func execDB(t *testing.T, dbURL, sql string, args ...any) {
	t.Helper()
	if err := execSQL(dbURL, sql, args...); err != nil {
		t.Fatalf("%s: %v", strings.Fields(sql)[0], err)
	}
}
