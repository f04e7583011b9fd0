package web_test

import (
	"html"
	"net/http"
	"net/url"
	"testing"
)

// /judge pay on the web shows the first way to pay as a short list and
// the others behind "show all".
func TestPlaygroundShowsWaysToPay(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/ask?" + url.Values{"q": {`/judge pay board:"me: 2x Forest, Island" cost:{1}{G}`}}.Encode())
	wantStatus(t, "pay", resp, http.StatusOK)
	body := html.UnescapeString(unsymbol(t, resp.body))
	wantContains(t, "pay", body,
		"<h2>2 ways to pay</h2>",
		`<p class="payment">Tap Forest for {G} (×2)</p>`,
		"<summary>Show all 2 ways</summary>",
		"<li>Tap Forest for {G}, tap Island for {U}</li>",
		"Can be paid now",
	)
	resp = s.get("/ask?" + url.Values{"q": {`/judge mana board:"me: Forest, Island"`}}.Encode())
	wantStatus(t, "mana", resp, http.StatusOK)
	wantContains(t, "mana", html.UnescapeString(unsymbol(t, resp.body)),
		"<h2>One way to make it</h2>",
		`<p class="payment">Tap Forest for {G}, tap Island for {U}</p>`,
		"Most mana it can make now",
	)
}
