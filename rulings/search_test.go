package rulings_test

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// saveAll saves rulings in order, oldest first, and returns their ids.
func saveAll(t *testing.T, s *rulings.Store, rs ...*rules.Ruling) []string {
	t.Helper()
	var ids []string
	for _, r := range rs {
		id, err := s.Save(context.Background(), r, cli)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

func pageIDs(p rulings.Page) []string {
	var ids []string
	for _, r := range p.Rulings {
		ids = append(ids, r.ID)
	}
	return ids
}

func TestSearchByCardNewestFirst(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	ids := saveAll(t, s, landsRuling(1), reflectionRuling(), landsRuling(2), landsRuling(3))
	orreries := []string{ids[3], ids[2], ids[0]} // newest first

	for _, card := range []string{"Ghirapur Orrery", "ghirapur orrery", "orrery", "GHIRAPUR"} {
		p, err := s.Search(ctx, rulings.Query{Card: card})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(pageIDs(p), orreries) || p.Total != 3 {
			t.Errorf("card %q: %v (total %d), want %v", card, pageIDs(p), p.Total, orreries)
		}
	}
	p, err := s.Search(ctx, rulings.Query{Card: "Mana Reflection"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(pageIDs(p), []string{ids[1]}) {
		t.Errorf("Mana Reflection: %v, want %v", pageIDs(p), ids[1:2])
	}
	if got := p.Rulings[0]; got.Question != "tap" || got.Board != "me: Forest, Mana Reflection" || !slices.Contains(got.Cards, "Forest") {
		t.Errorf("summary %+v", got)
	}
	p, err = s.Search(ctx, rulings.Query{Card: "Contamination"})
	if err != nil || p.Total != 0 || len(p.Rulings) != 0 || p.Rulings == nil {
		t.Errorf("a card no ruling mentions: %+v, %v", p, err)
	}
}

func TestSearchByWords(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	ids := saveAll(t, s, landsRuling(1), reflectionRuling(), landsRuling(2))
	cases := []struct {
		text string
		want []string
	}{
		{"doubles", []string{ids[1]}},           // in the answer
		{"tap", []string{ids[1]}},               // the question
		{"lands", []string{ids[2], ids[0]}},     // question and answer, stemmed
		{"orrery", []string{ids[2], ids[0]}},    // the board and card names
		{"forest -orrery", []string{ids[1]}},    // web search syntax
		{`"mana reflection"`, []string{ids[1]}}, // a phrase
		{"nothing matches this", nil},
	}
	for _, c := range cases {
		p, err := s.Search(ctx, rulings.Query{Text: c.text})
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		if !slices.Equal(pageIDs(p), c.want) || p.Total != len(c.want) {
			t.Errorf("words %q: %v (total %d), want %v", c.text, pageIDs(p), p.Total, c.want)
		}
	}
	// Card and words together.
	p, err := s.Search(ctx, rulings.Query{Card: "Forest", Text: "doubles"})
	if err != nil || !slices.Equal(pageIDs(p), []string{ids[1]}) {
		t.Errorf("card Forest and words doubles: %v, %v", pageIDs(p), err)
	}
	p, err = s.Search(ctx, rulings.Query{Card: "Ghirapur Orrery", Text: "doubles"})
	if err != nil || p.Total != 0 {
		t.Errorf("card Ghirapur Orrery and words doubles: %v, %v", pageIDs(p), err)
	}
}

func TestSearchPages(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	var rs []*rules.Ruling
	for n := 1; n <= 5; n++ {
		rs = append(rs, landsRuling(n))
	}
	ids := saveAll(t, s, rs...)
	slices.Reverse(ids) // newest first
	var all []string
	for page := 1; page <= 3; page++ {
		p, err := s.Search(ctx, rulings.Query{Card: "orrery", Page: page, PerPage: 2})
		if err != nil {
			t.Fatal(err)
		}
		if p.Total != 5 || p.Pages() != 3 || p.Page != page || p.PerPage != 2 {
			t.Errorf("page %d: total %d, pages %d, page %d, per page %d", page, p.Total, p.Pages(), p.Page, p.PerPage)
		}
		want := min(2, 5-(page-1)*2)
		if len(p.Rulings) != want {
			t.Errorf("page %d has %d rulings, want %d", page, len(p.Rulings), want)
		}
		all = append(all, pageIDs(p)...)
	}
	if !slices.Equal(all, ids) {
		t.Errorf("pages give %v, want newest first %v", all, ids)
	}
	p, err := s.Search(ctx, rulings.Query{Page: 4, PerPage: 2})
	if err != nil || len(p.Rulings) != 0 || p.Total != 5 {
		t.Errorf("past the last page: %+v, %v", p, err)
	}
	p, err = s.Search(ctx, rulings.Query{})
	if err != nil || p.PerPage != rulings.DefaultPerPage || p.Page != 1 || len(p.Rulings) != 5 {
		t.Errorf("no query: %+v, %v", p, err)
	}
	long := strings.Repeat("é", rulings.MaxQueryRunes+1)
	for _, q := range []rulings.Query{{Page: -1}, {PerPage: -1}, {PerPage: rulings.MaxPerPage + 1},
		{Page: rulings.MaxPage + 1}, {Page: math.MaxInt}, {Text: long}, {Card: long}} {
		if _, err := s.Search(ctx, q); !errors.Is(err, rulings.ErrInvalid) {
			t.Errorf("%+v: err = %v, want ErrInvalid", q, err)
		}
	}
}

// A search result shows the latest verdict and whether the ruling was
// superseded.
func TestSearchShowsVerdictAndSupersession(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	ids := saveAll(t, s, reflectionRuling())
	for _, v := range []rulings.Verdict{rulings.Incorrect, rulings.Correct} {
		if err := s.Review(ctx, ids[0], rulings.Review{Verdict: v}); err != nil {
			t.Fatal(err)
		}
	}
	p, err := s.Search(ctx, rulings.Query{Card: "Mana Reflection"})
	if err != nil || len(p.Rulings) != 1 {
		t.Fatal(p, err)
	}
	if p.Rulings[0].Verdict != "correct" || p.Rulings[0].SupersededBy != nil {
		t.Errorf("summary %+v, want latest verdict correct and not superseded", p.Rulings[0])
	}
}
