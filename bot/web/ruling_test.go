package web_test

import (
	"context"
	"html"
	"net/http"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/web"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// The Orrery's upkeep ruling, on its page: everything a judge needs to
// cite it.
func TestRulingPageShowsTheWholeRuling(t *testing.T) {
	s := newSite(t)
	r := s.answer("/orrery upkeep hand:0")
	resp := s.get("/r/" + r.ID)
	wantStatus(t, "ruling page", resp, http.StatusOK)
	body := html.UnescapeString(resp.body)

	wantContains(t, "ruling page", body,
		// The command, the answer and the outcome.
		"<code>/orrery upkeep hand:0</code>",
		"Ghirapur Orrery triggers: you draw three cards.",
		`<h1 class="answer tone-plain">`,
		"<th scope=\"col\">Draws</th>",
		"<tr><th scope=\"row\">You</th><td>3</td><td>3</td></tr>",
		"Ghirapur Orrery's ability (for you) resolves: you draw three cards",
		// The facts the question asked for.
		"Triggers", "Ghirapur Orrery, for you",
		// The board, in notation and by player.
		`<pre class="notation"><code>me: hand 0, Ghirapur Orrery</code></pre>`,
		"<h3>You <span class=\"badge\">your turn</span></h3>",
		"0 cards in hand",
		`<a class="card" href="/ask?q=%2Fcard+name%3A%22Ghirapur+Orrery%22">Ghirapur Orrery</a>`,
		// The steps, linking to the rules they rest on.
		"An ability with an intervening “if” clause checks its condition",
		`<a href="#cr-603.4">603.4</a>`,
		// Every cited rule, with its full text.
		`<dt id="cr-603.4">`,
		"This rule is referred to as the “intervening ‘if’ clause” rule.",
		`<dt id="cr-101.4">`,
		"Active Player, Nonactive Player (APNAP) order",
		// The official rulings cited.
		"No player may take actions in a turn before Ghirapur Orrery's second ability checks",
		"The draw step is after the upkeep step",
		`<li id="official-3"><blockquote><p>The draw step is after the upkeep step`,
		// Each step links to the official rulings it rests on.
		`<a href="#official-1">Ghirapur Orrery, 2016-09-20 [1]</a>; <a href="#official-2">Ghirapur Orrery, 2016-09-20 [2]</a>`,
		`<a href="#official-3">Ghirapur Orrery, 2016-09-20 [3]</a>`,
		// Reviews (none yet), engine and CR edition.
		"No judge has reviewed this ruling yet.",
		"Engine "+rules.EngineVersion, "Comprehensive Rules of "+rules.CREdition,
		"asked 1 time",
	)
	for _, n := range r.Rules {
		wantContains(t, "ruling page", body, `<dt id="cr-`+n+`">`)
	}

	// Link previews and the citation.
	link := publicURL + "/r/" + r.ID
	if got := metaContent(resp.body, "og:url"); got != link {
		t.Errorf("og:url = %q, want %q", got, link)
	}
	if got := html.UnescapeString(metaContent(resp.body, "og:title")); !strings.Contains(got, r.ID) || !strings.Contains(got, "you draw three cards") {
		t.Errorf("og:title = %q, want the id and the answer", got)
	}
	for _, key := range []string{"og:description", "description"} {
		if got := html.UnescapeString(metaContent(resp.body, key)); !strings.HasPrefix(got, r.Answer) || !strings.Contains(got, "/orrery upkeep hand:0") {
			t.Errorf("%s = %q, want the answer then the command", key, got)
		}
	}
	wantContains(t, "ruling page", body,
		"<title>Ruling "+r.ID+": Ghirapur Orrery triggers: you draw three cards. · Orrery</title>",
		`<meta name="viewport" content="width=device-width, initial-scale=1">`,
		`<link rel="canonical" href="`+link+`">`,
		`<p class="citation" id="citation">`+r.Answer+" — Orrery ruling "+r.ID+" (/orrery upkeep hand:0; engine "+rules.EngineVersion+", CR "+rules.CREdition+") "+link+"</p>",
		`<button type="button" class="copy" data-copy="citation" hidden>Copy citation</button>`,
	)
	if got := resp.header.Get("Content-Security-Policy"); got != web.ContentSecurityPolicy {
		t.Errorf("Content-Security-Policy = %q", got)
	}
	if got := resp.header.Get("Content-Type"); got != "text/html; charset=utf-8" {
		t.Errorf("Content-Type = %q", got)
	}
}

// A ruling asked with a board lists each player's part of it, in the
// order the canonical board gives them.
func TestRulingPageListsTheBoardByPlayer(t *testing.T) {
	s := newSite(t)
	r := s.answer(`/judge upkeep board:"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2; opp: 2x Forest (tapped), Llanowar Elves (sick, 1 +1/+1), life 17"`)
	resp := s.get("/r/" + r.ID)
	wantStatus(t, "ruling page", resp, http.StatusOK)
	body := html.UnescapeString(resp.body)
	wantContains(t, "ruling page", body,
		"Two-Headed Giant: You + Ally vs Opp + Opp 2 · Your turn, first main phase",
		"<h3>Ally</h3>", "2 cards in hand",
		"<h3>Opp</h3>", "17 life",
		`<span class="count">2×</span> <a class="card" href="/ask?q=%2Fcard+name%3AForest">Forest</a> <span class="attrs">(tapped)</span>`,
		"Llanowar Elves</a> <span class=\"attrs\">(came under its controller's control this turn, 1 +1/+1 counter)</span>",
		"<h3>Opp 2</h3>", "Nothing given.",
		"Ally draws no cards",
	)
	order := []string{"<h3>You ", "<h3>Ally</h3>", "<h3>Opp</h3>", "<h3>Opp 2</h3>"}
	last := -1
	for _, h := range order {
		i := strings.Index(body, h)
		if i < last {
			t.Errorf("%q comes before the player listed before it", h)
		}
		last = i
	}
}

// An upkeep that changes a life total the board gives shows it in each
// outcome's table: Mana Crypt's two outcomes differ only there.
func TestRulingPageShowsTheLifeAnUpkeepChanges(t *testing.T) {
	s := newSite(t)
	r := s.answer(`/judge upkeep board:"me: Mana Crypt, hand 2, life 20; opp: hand 1"`)
	resp := s.get("/r/" + r.ID)
	wantStatus(t, "ruling page", resp, http.StatusOK)
	body := html.UnescapeString(resp.body)
	wantContains(t, "ruling page", body,
		`<th scope="col">Life after</th>`,
		`<tr><th scope="row">You</th><td>0</td><td>2</td><td>20</td></tr>`,
		`<tr><th scope="row">You</th><td>0</td><td>2</td><td>17</td></tr>`,
		`<tr><th scope="row">Opp</th><td>0</td><td>1</td><td></td></tr>`,
	)
}

// Reviews are shown latest first, with the verdict, the judge and the
// note.
func TestRulingPageShowsReviewsLatestFirst(t *testing.T) {
	s := newSite(t)
	r := s.answer("/orrery lands orreries:2")
	ctx := context.Background()
	if err := s.store.Review(ctx, r.ID, rulings.Review{Verdict: rulings.Unclear, Note: "Checking with the head judge.", ReviewerName: "Ana"}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.Review(ctx, r.ID, rulings.Review{Verdict: rulings.Correct, Note: "Confirmed: one extra land per Orrery.", ReviewerName: "Bo"}); err != nil {
		t.Fatal(err)
	}
	resp := s.get("/r/" + r.ID)
	wantStatus(t, "ruling page", resp, http.StatusOK)
	body := resp.body
	wantContains(t, "ruling page", body,
		`<li class="review verdict-correct"><p><strong class="verdict">correct</strong> · Bo · <time`,
		`<p class="note">Confirmed: one extra land per Orrery.</p>`,
		`<li class="review verdict-unclear"><p><strong class="verdict">unclear</strong> · Ana · <time`,
	)
	wantLacks(t, "ruling page", body, "No judge has reviewed this ruling yet.")
	if strings.Index(body, "Confirmed: one extra land") > strings.Index(body, "Checking with the head judge.") {
		t.Error("the older review is shown before the newer one")
	}
}

// A ruling that a newer engine answers differently says so, and links to
// the new ruling; the new ruling's page has no such notice.
func TestRulingPageSaysWhenSuperseded(t *testing.T) {
	s := newSite(t)
	old := s.answer("/orrery upkeep hand:0")
	// A newer engine that rules the other way: the store re-checks with it
	// and marks the old ruling superseded.
	newer := func(canonical string) (*rules.Ruling, error) {
		inv, err := command.Parse(canonical)
		if err != nil {
			return nil, err
		}
		r, err := inv.Answer(context.Background())
		if err != nil {
			return nil, err
		}
		r.Engine = rules.EngineVersion + "-next"
		r.Answer = "Ghirapur Orrery triggers: you draw two cards."
		r.Outcomes[0].Draws = map[string]int{"me": 2}
		r.Outcomes[0].Hand = map[string]int{"me": 2}
		return r, nil
	}
	rep, err := s.store.Recheck(context.Background(), newer)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Superseded) != 1 || rep.Superseded[0].Old != old.ID {
		t.Fatalf("Recheck superseded %+v, want %s", rep.Superseded, old.ID)
	}
	newID := rep.Superseded[0].New

	resp := s.get("/r/" + old.ID)
	wantStatus(t, "old ruling page", resp, http.StatusOK)
	wantContains(t, "old ruling page", resp.body,
		`<div class="notice superseded" role="note">`,
		`See <a href="/r/`+newID+`">ruling `+newID+`</a> for the current answer.`,
	)
	if got := metaContent(resp.body, "description"); !strings.HasPrefix(got, "Superseded by ruling "+newID+".") {
		t.Errorf("description = %q, want it to say it is superseded", got)
	}

	resp = s.get("/r/" + newID)
	wantStatus(t, "new ruling page", resp, http.StatusOK)
	wantContains(t, "new ruling page", resp.body, "you draw two cards.", "Engine "+rules.EngineVersion+"-next")
	wantLacks(t, "new ruling page", resp.body, "notice superseded")
}

func TestRulingPageUnknownAndMalformedIDs(t *testing.T) {
	s := newSite(t)
	r := s.answer("/orrery upkeep hand:0")

	resp := s.get("/r/ZZZZZZZZ")
	wantStatus(t, "unknown id", resp, http.StatusNotFound)
	wantContains(t, "unknown id", resp.body, "<h1>Ruling not found</h1>", "No stored ruling has the id ZZZZZZZZ.")
	if got := metaContent(resp.body, "robots"); got != "noindex" {
		t.Errorf("the not found page has robots %q, want noindex", got)
	}

	resp = s.get("/r/not-an-id!")
	wantStatus(t, "malformed id", resp, http.StatusBadRequest)
	wantContains(t, "malformed id", resp.body, "<h1>Not a ruling id</h1>")

	// An id written another way goes to the one link of the ruling.
	lower := strings.ToLower(r.ID[:4]) + "-" + strings.ToLower(r.ID[4:])
	resp = s.get("/r/" + lower)
	wantStatus(t, "id in lower case", resp, http.StatusMovedPermanently)
	if got := resp.header.Get("Location"); got != "/r/"+r.ID {
		t.Errorf("%s redirects to %q, want /r/%s", lower, got, r.ID)
	}
}

// A server with no store says so instead of failing.
func TestRulingPageWithoutStore(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/r/ABCDEFGH")
	wantStatus(t, "ruling page without a store", resp, http.StatusNotFound)
	wantContains(t, "ruling page without a store", resp.body, "This server does not store rulings")
}
