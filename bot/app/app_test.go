package app_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

func invocation(t *testing.T, text string) command.Invocation {
	t.Helper()
	inv, err := command.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return inv
}

// TestAnswerRemembers: a question asked again is answered from memory with
// the ruling the engine gives, each caller getting a ruling of its own;
// different questions, and bad input, are never answered from memory.
func TestAnswerRemembers(t *testing.T) {
	// Two kept: the third question puts out the first.
	a := &app.App{Remember: 2}
	who := rulings.Asker{Source: rulings.SourceCLI}
	questions := []string{
		"/orrery upkeep hand:0",
		"/orrery upkeep hand:1",
		"/orrery upkeep hand:0 orreries:2",
		`/judge tap board:"me: Forest, Mana Reflection" card:Forest`,
	}
	for _, q := range questions {
		for round := range 3 {
			res, err := a.Answer(context.Background(), invocation(t, q), who)
			if err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			want, err := invocation(t, q).Answer(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(res.Ruling, want) {
				t.Errorf("round %d, %s: answered\n%+v\nthe engine says\n%+v", round, q, res.Ruling, want)
			}
			// The caller's ruling is its own: an id set on it is not
			// seen by the next caller.
			res.Ruling.ID = "SETBYTHECALLER"
			res.Ruling.Answer = "changed by the caller"
		}
	}
	for range 2 {
		_, err := a.Answer(context.Background(), invocation(t, `/judge tap board:"me: Frest" card:Frest`), who)
		if _, ok := err.(*rules.InputError); !ok {
			t.Errorf("bad input: %v, want an input error", err)
		}
	}
}

// TestAnswerRemembersConcurrently: many askers of the same questions at
// once (run with -race).
func TestAnswerRemembersConcurrently(t *testing.T) {
	a := &app.App{}
	who := rulings.Asker{Source: rulings.SourceCLI}
	want, err := invocation(t, "/orrery upkeep hand:0 orreries:3").Answer(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 32 {
		wg.Go(func() {
			for range 20 {
				res, err := a.Answer(context.Background(), invocation(t, "/orrery upkeep hand:0 orreries:3"), who)
				if err != nil {
					t.Error(err)
					return
				}
				if res.Ruling.Answer != want.Answer || len(res.Ruling.Outcomes) != len(want.Outcomes) {
					t.Errorf("answered %q, want %q", res.Ruling.Answer, want.Answer)
				}
				res.Ruling.ID = "X"
			}
		})
	}
	wg.Wait()
}

// Every error an App's caller meets has its code: bad input from the
// command or the engine, the store's kinds, and the rest as internal.
func TestErrorCode(t *testing.T) {
	_, parseErr := command.Parse("/judge tap board:x")
	_, engineErr := invocation(t, `/judge tap board:"me: Forest" card:Island`).Answer(context.Background())
	cases := []struct {
		err  error
		want app.Code
	}{
		{parseErr, app.Invalid},
		{engineErr, app.Invalid},
		{fmt.Errorf("reviewing: %w", rulings.ErrInvalid), app.Invalid},
		{fmt.Errorf("ruling X: %w", rulings.ErrNotFound), app.NotFound},
		{app.ErrNoStore, app.Unavailable},
		{app.ErrNotEngine, app.Invalid},
		{context.DeadlineExceeded, app.Unavailable},
		{errors.New("connection refused"), app.Internal},
	}
	for _, c := range cases {
		if got := app.ErrorCode(c.err); got != c.want {
			t.Errorf("app.ErrorCode(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}
