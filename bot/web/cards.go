package web

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Card name suggestions: how many GET /api/cards returns by default and
// at most.
const (
	defaultCardNames = 10
	maxCardNames     = 25
)

// cardNames serves GET /api/cards?q=PREFIX&n=N: up to n card names for
// what a user has typed, as a JSON array of strings (catalog.Complete:
// names that start with it first, then near misses).
func (s *server) cardNames(w http.ResponseWriter, r *http.Request) {
	n := defaultCardNames
	if v := r.URL.Query().Get("n"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k < 1 {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			json.NewEncoder(w).Encode(map[string]string{"error": "n must be a whole number from 1 to " + strconv.Itoa(maxCardNames)})
			return
		}
		n = min(k, maxCardNames)
	}
	names := catalog.Complete(r.URL.Query().Get("q"), n)
	if names == nil {
		names = []string{}
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "public, max-age=3600")
	json.NewEncoder(w).Encode(names)
}

// pageCardNames are the card names a page offers before any script runs:
// the curated cards, which the engine knows best. Every other name comes
// from GET /api/cards as it is typed; listing the whole pool would put
// twenty thousand names into every page.
func pageCardNames() []string {
	var names []string
	for _, c := range catalog.Curated() {
		names = append(names, c.Name)
	}
	return names
}
