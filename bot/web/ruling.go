package web

import (
	"errors"
	"net/http"

	"github.com/orrery-judge/orrery/rulings"
)

// rulingPageData is the data of a stored ruling's page.
type rulingPageData struct {
	layout
	Ruling *rulingView
}

// rulingPage serves GET /r/{id}: a stored ruling. An id written another
// way (lower case, hyphens, O for 0) is sent to its one canonical link.
func (s *server) rulingPage(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("id")
	id, err := rulings.NormalizeID(raw)
	if err != nil {
		s.fail(w, r, http.StatusBadRequest, "Not a ruling id", err.Error())
		return
	}
	if id != raw {
		http.Redirect(w, r, rulingPath(id), http.StatusMovedPermanently)
		return
	}
	if s.app.Store == nil {
		s.fail(w, r, http.StatusNotFound, "Ruling not found", "This server does not store rulings, so it has no ruling "+id+".")
		return
	}
	sr, err := s.app.Ruling(r.Context(), id)
	if errors.Is(err, rulings.ErrNotFound) {
		s.fail(w, r, http.StatusNotFound, "Ruling not found", "No stored ruling has the id "+id+". Check the id, or search the stored rulings.")
		return
	}
	if err != nil {
		s.internalError(w, r, "reading a stored ruling", err)
		return
	}
	url := s.rulingURL(id)
	v := s.newRulingView(r.Context(), sr.Ruling, url)
	v.Stored = newStoredView(sr)
	v.Heading = true
	p := rulingPageData{layout: s.layout(r, "Ruling "+id+": "+shorten(80, sr.Ruling.Answer), description(sr)), Ruling: v}
	p.URL = s.canonicalURL(rulingPath(id))
	s.render(w, r, http.StatusOK, "ruling", p)
}

// description is the ruling page's meta description, which link previews
// show: the answer, then the command, and whether it is superseded.
func description(sr *rulings.StoredRuling) string {
	d := sr.Ruling.Answer
	if sr.SupersededBy != "" {
		d = "Superseded by ruling " + sr.SupersededBy + ". " + d
	}
	return shorten(300, d+" Asked as "+sr.Ruling.Command+". Engine "+sr.Ruling.Engine+", Comprehensive Rules "+sr.Ruling.CR+".")
}
