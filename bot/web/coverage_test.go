package web_test

import (
	"net/http"
	"regexp"
	"testing"
)

// /coverage lists what the engine understands of the card data: each kind
// of ability with how many it reads, and wordings it does not read yet.
func TestCoveragePage(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/coverage")
	wantStatus(t, "/coverage", resp, http.StatusOK)
	wantContains(t, "/coverage", resp.body,
		"What Orrery understands of its card data",
		"mana abilities: ", "upkeep triggers: ", "land-play effects: ",
		"(e.g. ",
	)
	for _, kind := range []string{"mana abilities", "upkeep triggers"} {
		if !regexp.MustCompile(kind + `: [0-9]+ of [0-9]+ understood`).MatchString(resp.body) {
			t.Errorf("/coverage does not count %s:\n%.2000s", kind, resp.body)
		}
	}
}
