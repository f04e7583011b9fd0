package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// cite serves POST /cite, the playground's "Get a citable id": it answers
// the command in q, stores the ruling as asked on the web, and sends the
// browser to the ruling's page (303). It is the only request of the site
// that writes, so it is a POST from the site's own pages, limited per
// address like every question.
func (s *server) cite(w http.ResponseWriter, r *http.Request) {
	if !s.sameOrigin(r) {
		s.fail(w, r, http.StatusForbidden, "Asked from another site",
			"A ruling is stored only when its button on this site's own playground is pressed. Open the playground and ask there.")
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "Unreadable form", "The form could not be read: it is too large or malformed.")
		return
	}
	q := strings.TrimSpace(r.PostForm.Get("q"))
	if q == "" {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	p, inv, ok := s.askedPage(w, r, q)
	if !ok {
		return
	}
	if !app.IsEngineCommand(inv.Name) {
		s.inputError(w, r, p, &rules.InputError{Message: "only a ruling of the engine (/judge …, /orrery …) gets a citable id; /" + inv.Name + " is answered on the playground"})
		return
	}
	if s.app.Store == nil {
		s.fail(w, r, http.StatusNotFound, "Rulings are not stored here",
			"This server does not store rulings, so no ruling gets an id or a page of its own. The playground still answers every question.")
		return
	}
	question, err := s.readQuestion(inv)
	if err != nil {
		s.inputError(w, r, p, err)
		return
	}
	rep, err := s.app.Do(r.Context(), app.Request{Inv: inv, Question: question, Who: rulings.Asker{Source: rulings.SourceWeb}})
	if err != nil {
		s.inputError(w, r, p, err)
		return
	}
	res := rep.Result
	if res.Stored {
		http.Redirect(w, r, rulingPath(res.Ruling.ID), http.StatusSeeOther)
		return
	}
	p.Ruling = s.newRulingView(r.Context(), res.Ruling, "")
	p.Description = shorten(200, res.Ruling.Answer)
	if res.StoreErr == nil {
		// Not a failure of the store: the engine stopped short of a
		// ruling (its time ran out), which is never stored.
		p.Ruling.NotStored = "This answer is not a finished ruling, so it gets no id."
		s.render(w, r, http.StatusOK, "playground", p)
		return
	}
	p.Ruling.NotStored = "This ruling could not be stored just now, so it has no id yet. The answer above is complete; please ask for its id again in a moment."
	if res.Pending {
		p.Ruling.NotStored = "This ruling could not be stored just now; it will be stored when the database answers again. The answer above is complete; ask for its id again in a moment to open its page."
	}
	w.Header().Set("Retry-After", "10")
	s.render(w, r, http.StatusServiceUnavailable, "playground", p)
}

// readQuestion reads the engine's question of inv, refusing a board with
// more permanents than the playground answers for before the engine is
// asked.
func (s *server) readQuestion(inv command.Invocation) (command.Question, error) {
	limit := s.maxPermanents
	if n, ok := inv.Int("orreries"); ok && limit > 0 && n > limit {
		return nil, &rules.InputError{Option: "orreries", Input: strconv.Itoa(n),
			Message: fmt.Sprintf("that is %d Ghirapur Orreries; the playground answers for boards of at most %d permanents", n, limit)}
	}
	q, err := inv.Read()
	if err != nil {
		return nil, err
	}
	if n := len(q.Board().Permanents); limit > 0 && n > limit {
		return nil, &rules.InputError{Option: "board",
			Message: fmt.Sprintf("that board has %d permanents; the playground answers for boards of at most %d permanents. Leave out the permanents the question does not depend on", n, limit)}
	}
	return q, nil
}

// sameOrigin reports whether a browser sent r from this site's own pages,
// to refuse a form another site posts in its visitor's name. A browser
// says where a request comes from in Sec-Fetch-Site and Origin; each is
// checked when present. A request with neither comes from a program, not
// a browser, and speaks for no visitor of another site.
func (s *server) sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false // "null" and the unreadable
	}
	if strings.EqualFold(u.Host, r.Host) {
		return true
	}
	if pub, err := url.Parse(s.baseURL()); err == nil && pub.Host != "" {
		return strings.EqualFold(u.Host, pub.Host) && u.Scheme == pub.Scheme
	}
	return false
}
