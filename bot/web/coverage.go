package web

import (
	"bytes"
	"net/http"
	"strconv"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/coverage"
)

// coverageReport is what the engine understands of the card pool, as bot
// cards coverage prints it: measured once, at the first request, since it
// compiles every card (most of a second) and the pool does not change
// while the program runs.
var coverageReport = sync.OnceValue(func() []byte {
	var b bytes.Buffer
	b.WriteString("What Orrery understands of its card data (" + catalog.EditionName() + ").\n")
	b.WriteString("For each kind of card text that bears on its questions: how many abilities it reads,\n")
	b.WriteString("then the commonest wordings it does not read yet, with a card that has each.\n")
	b.WriteString("An ability it does not read makes it say it can't rule, never guess.\n\n")
	if err := coverage.Measure(catalog.All()).Write(&b); err != nil {
		return nil
	}
	return b.Bytes()
})

// coveragePage serves the coverage report as plain text.
func (s *server) coveragePage(w http.ResponseWriter, r *http.Request) {
	body := coverageReport()
	if body == nil {
		s.fail(w, r, http.StatusInternalServerError, "No report", "The coverage report could not be written.")
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "public, max-age=3600")
	w.Write(body)
}
