package rulings_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// Asking a question already stored: one ask row, no new ruling.
func BenchmarkSaveAskedAgain(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	for b.Loop() {
		if _, err := s.Save(ctx, landsRuling(2), cli); err != nil {
			b.Fatal(err)
		}
	}
}

// Asking a new question each time: a new ruling row and an ask row.
func BenchmarkSaveNewQuestion(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	i := 0
	for b.Loop() {
		r := landsRuling(2)
		r.Canonical = fmt.Sprintf("%s #%d", r.Canonical, i)
		i++
		if _, err := s.Save(ctx, r, cli); err != nil {
			b.Fatal(err)
		}
	}
}

// Many askers at once.
func BenchmarkSaveParallel(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := s.Save(ctx, landsRuling(2), cli); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

func BenchmarkGet(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	id, err := s.Save(ctx, reflectionRuling(), cli)
	if err != nil {
		b.Fatal(err)
	}
	for range 3 {
		s.Review(ctx, id, rulings.Review{Verdict: rulings.Correct})
	}
	for b.Loop() {
		if _, err := s.Get(ctx, id); err != nil {
			b.Fatal(err)
		}
	}
}

// A search by card and words among 1,000 stored rulings.
func BenchmarkSearch(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	for i := range 1000 {
		r := landsRuling(1 + i%5)
		if i%2 == 0 {
			r = reflectionRuling()
		}
		r.Canonical = fmt.Sprintf("%s #%d", r.Canonical, i)
		if _, err := s.Save(ctx, r, cli); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		p, err := s.Search(ctx, rulings.Query{Card: "Ghirapur Orrery", Text: "lands"})
		if err != nil || p.Total != 500 {
			b.Fatal(p.Total, err)
		}
	}
}
