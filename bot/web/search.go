package web

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rulings"
)

// searchData is the data of the search page.
type searchData struct {
	layout
	Card, Q string
	// Searched is true when the page was asked for with a filter; without
	// one it lists the newest rulings.
	Searched bool
	Results  []summaryView
	Total    int
	Page     int
	Pages    int
	// Prev and Next are the links to the pages around this one, "" at
	// the ends; Links are the numbered pages near this one.
	Prev, Next string
	Links      []pageLink
	// Message says why there are no results to show, when there are none.
	Message string
	// CardNames feed the card field's suggestions.
	CardNames []string
}

// summaryView is one ruling in the results.
type summaryView struct {
	ID           string
	Path         string
	Command      string
	Answer       string
	Understood   bool
	Cards        []string
	CreatedAt    time.Time
	SupersededBy string
	Verdict      string
}

// pageLink is one numbered page of the results.
type pageLink struct {
	N       int
	Path    string
	Current bool
	// Gap is true for the "…" between distant page numbers.
	Gap bool
}

// search serves GET /search?card=&q=&page=: stored rulings that mention a
// card or words, newest first.
//
// It is long because it reads and checks each query parameter in turn, then
// fills the page's view; every part is a few lines.
func (s *server) search(w http.ResponseWriter, r *http.Request) {
	qs := r.URL.Query()
	p := searchData{
		layout:    s.layout(r, "Stored rulings", "Search the rulings Orrery has given, by card or by words, newest first."),
		Card:      strings.TrimSpace(qs.Get("card")),
		Q:         strings.TrimSpace(qs.Get("q")),
		CardNames: pageCardNames(),
	}
	p.Section = "search"
	p.Searched = p.Card != "" || p.Q != ""
	// A search longer than the store takes is refused, and shown cut to
	// that length rather than echoed back whole.
	long := false
	for _, f := range []*string{&p.Card, &p.Q} {
		if utf8.RuneCountInString(*f) > rulings.MaxQueryRunes {
			*f, long = string([]rune(*f)[:rulings.MaxQueryRunes]), true
		}
	}
	if p.Searched {
		p.NoIndex = true
		p.Title = "Rulings for " + searchTitle(p.Card, p.Q)
	}
	if long {
		s.searchFail(w, r, p, fmt.Sprintf("a search is at most %d characters of card name and %d of words", rulings.MaxQueryRunes, rulings.MaxQueryRunes))
		return
	}
	page, err := intParam(qs, "page", 1)
	if err != nil || page < 1 || page > rulings.MaxPage {
		s.searchFail(w, r, p, "page must be a whole number from 1 to "+strconv.Itoa(rulings.MaxPage)+", like page=2")
		return
	}
	per, err := intParam(qs, "per", 0)
	if err != nil || per < 0 || per > rulings.MaxPerPage {
		s.searchFail(w, r, p, "per must be a whole number from 1 to "+strconv.Itoa(rulings.MaxPerPage))
		return
	}
	if s.app.Store == nil {
		p.Message = "This server does not store rulings."
		s.render(w, r, http.StatusOK, "search", p)
		return
	}
	res, err := s.app.SearchRulings(r.Context(), rulings.Query{Card: p.Card, Text: p.Q, Page: page, PerPage: per})
	if errors.Is(err, rulings.ErrInvalid) {
		s.searchFail(w, r, p, err.Error())
		return
	}
	if err != nil {
		s.internalError(w, r, "searching rulings", err)
		return
	}
	p.Total, p.Page, p.Pages = res.Total, res.Page, res.Pages()
	for _, sm := range res.Rulings {
		v := summaryView{
			ID:         sm.ID,
			Path:       rulingPath(sm.ID),
			Command:    sm.Command,
			Answer:     sm.Answer,
			Understood: sm.Understood,
			Cards:      sm.Cards,
			CreatedAt:  sm.CreatedAt,
			Verdict:    sm.Verdict,
		}
		if sm.SupersededBy != nil {
			v.SupersededBy = *sm.SupersededBy
		}
		p.Results = append(p.Results, v)
	}
	link := func(n int) string {
		v := url.Values{}
		if p.Card != "" {
			v.Set("card", p.Card)
		}
		if p.Q != "" {
			v.Set("q", p.Q)
		}
		if per != 0 {
			v.Set("per", strconv.Itoa(per))
		}
		if n > 1 {
			v.Set("page", strconv.Itoa(n))
		}
		if len(v) == 0 {
			return "/search"
		}
		return "/search?" + v.Encode()
	}
	if p.Page > 1 && p.Pages > 0 {
		p.Prev = link(min(p.Page-1, p.Pages))
	}
	if p.Page < p.Pages {
		p.Next = link(p.Page + 1)
	}
	p.Links = pageLinks(p.Page, p.Pages, link)
	switch {
	case p.Total == 0 && p.Searched:
		p.Message = "No stored ruling matches " + searchTitle(p.Card, p.Q) + "."
	case p.Total == 0:
		p.Message = "No rulings are stored yet. Ask a question on the playground, and it will be listed here."
	case len(p.Results) == 0:
		p.Message = "There is no page " + strconv.Itoa(p.Page) + ": the results fill " + count(p.Pages, "page", "pages") + "."
	}
	s.render(w, r, http.StatusOK, "search", p)
}

// searchFail shows the search page with what was wrong, with status 400.
func (s *server) searchFail(w http.ResponseWriter, r *http.Request, p searchData, msg string) {
	p.Message = msg
	p.NoIndex = true
	s.render(w, r, http.StatusBadRequest, "search", p)
}

// searchTitle says what was searched for.
func searchTitle(card, q string) string {
	switch {
	case card != "" && q != "":
		return "“" + card + "” and “" + q + "”"
	case card != "":
		return "“" + card + "”"
	}
	return "“" + q + "”"
}

// intParam reads a whole-number query parameter, def when it is absent.
func intParam(qs url.Values, name string, def int) (int, error) {
	v := strings.TrimSpace(qs.Get(name))
	if v == "" {
		return def, nil
	}
	return strconv.Atoi(v)
}

// pageLinks numbers the pages around the current one: the first, the
// last, and two on each side, with gaps between.
func pageLinks(cur, pages int, link func(int) string) []pageLink {
	if pages <= 1 {
		return nil
	}
	var out []pageLink
	last := 0
	for n := 1; n <= pages; n++ {
		if n != 1 && n != pages && (n < cur-2 || n > cur+2) {
			continue
		}
		if last != 0 && n > last+1 {
			out = append(out, pageLink{Gap: true})
		}
		out = append(out, pageLink{N: n, Path: link(n), Current: n == cur})
		last = n
	}
	return out
}
