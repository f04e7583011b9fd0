// Package app is what every front end of Orrery shares: asking the engine,
// storing the ruling, and the links that cite it. The terminal, Discord and
// the web pages all answer through an App, so a question gets the same
// ruling and the same id wherever it is asked.
//
// A ruling is answered even when the database is away: the Result says it
// was not stored, and App.Pending, when set, keeps it in memory and stores
// it once the database answers again.
package app

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// App answers questions and keeps the rulings.
type App struct {
	// Store keeps rulings; nil means rulings are answered but not stored.
	Store *rulings.Store
	// Log receives what goes wrong; nil means slog.Default(). Its lines
	// about a request carry the attributes of the request's context (the
	// Discord interaction's id) when its handler is a logging.Contextual
	// one, as the loggers of logging.New are.
	Log *slog.Logger
	// PublicURL is where the web pages are served, for ruling links
	// ("https://orrery.example.org"); "" means no links.
	PublicURL string
	// Phraser rewords finished rulings for players; nil means phrasing is
	// off and nothing about it runs.
	Phraser Phraser
	// Pending keeps the rulings the store failed to save, and saves them
	// once it answers again; nil means such a ruling is answered and not
	// stored.
	Pending *Pending
	// StoreTimeout bounds saving one ruling; past it the ruling is
	// answered as not stored. 0 means DefaultStoreTimeout.
	StoreTimeout time.Duration
	// Observe, when set, is called once for each ruling Answer gives: a
	// hook for metrics. It must be quick and safe for concurrent use.
	Observe func(Answered)
	// Remember is how many rulings Answer keeps in memory, the most
	// recently asked, to answer the same question again without asking
	// the engine: the engine answers a question the same way every time.
	// 0 means DefaultRemember; a negative number means none.
	Remember int

	rememberOnce sync.Once
	remembered   *lru.Cache[string, *rules.Ruling]
}

// DefaultRemember is how many rulings an App keeps in memory when
// App.Remember is 0.
const DefaultRemember = 1024

// The largest ruling an App keeps in memory: rulings of larger boards are
// asked of the engine each time, so that what is kept stays small.
const (
	maxRememberedBoard    = 2000 // bytes of canonical notation
	maxRememberedOutcomes = 64
	maxRememberedSteps    = 64
)

// DefaultStoreTimeout bounds saving one ruling when App.StoreTimeout is 0:
// long enough for a busy database, short enough that a player waiting for
// a ruling gets it, marked not stored, when the database hangs.
const DefaultStoreTimeout = 5 * time.Second

// Answered is what App.Observe is told of one ruling.
type Answered struct {
	// Command is the command's path: "judge tap", "orrery upkeep".
	Command string
	// Source is where it was asked.
	Source rulings.Source
	Ruling *rules.Ruling
	// Engine is how long the engine took; Save how long storing took (0
	// without a store).
	Engine, Save time.Duration
	// Stored, StoreErr and Pending are as in Result.
	Stored   bool
	StoreErr error
	Pending  bool
}

// Phraser rewords a finished ruling in friendly prose. It never changes the
// ruling: text that fails its checks is not returned.
type Phraser interface {
	// Explain returns the explanation to show a player for r: an accepted
	// rewording, or (Fallback true) the engine's own wording when the
	// rewording failed, timed out or was rejected.
	Explain(ctx context.Context, r *rules.Ruling) (Explanation, error)
}

// Explanation is what a player is shown when they ask for an explanation.
type Explanation struct {
	Text string
	// Fallback is true when Text is the engine's own wording.
	Fallback bool
	// Model names the model that wrote an accepted Text.
	Model string
}

// Result is a ruling as a front end shows it.
type Result struct {
	Ruling *rules.Ruling
	// Stored is true when the ruling is in the store under Ruling.ID.
	Stored bool
	// StoreErr is why a ruling that should have been stored was not; the
	// ruling is still right, and the user is told it was not stored.
	StoreErr error
	// Pending is true when a ruling that was not stored waits in
	// App.Pending to be stored once the database answers again; the user
	// is told it will be.
	Pending bool
}

// IsEngineCommand reports whether the engine answers the command
// (/judge …, /orrery …).
func IsEngineCommand(name string) bool {
	return strings.HasPrefix(name, "judge ") || strings.HasPrefix(name, "orrery ")
}

// ErrNotEngine is returned by Answer for a command the engine does not
// answer (/ruling, /cr, /card, /help): each front end answers those itself.
var ErrNotEngine = errors.New("not a question for the engine")

// Answer asks the engine and, when there is a store, stores the ruling with
// who asked. Bad input is a *rules.InputError. A store that fails does not
// lose the answer: the Result carries the ruling and StoreErr, and the
// ruling waits in Pending, when there is one, to be stored later.
func (a *App) Answer(ctx context.Context, inv command.Invocation, who rulings.Asker) (*Result, error) {
	if !IsEngineCommand(inv.Name) {
		return nil, ErrNotEngine
	}
	start := time.Now()
	// The engine works within the question's budget (rules.Budget), its
	// time counted from now. A ruling refused for time is neither kept nor
	// stored, since another try may have the time it needs.
	askCtx, cancel := context.WithTimeout(ctx, rules.BudgetOf(ctx).Time)
	defer cancel()
	r, err := a.ask(askCtx, inv)
	engine := time.Since(start)
	if err != nil {
		return nil, err
	}
	res := &Result{Ruling: r}
	var save time.Duration
	if a.Store != nil && askCtx.Err() == nil {
		save = a.save(ctx, res, who, start)
	}
	if a.Observe != nil {
		a.Observe(Answered{Command: inv.Name, Source: who.Source, Ruling: r, Engine: engine, Save: save,
			Stored: res.Stored, StoreErr: res.StoreErr, Pending: res.Pending})
	}
	return res, nil
}

// ask asks the engine, or answers from the rulings kept in memory. The
// ruling returned is the caller's own: a copy of the one kept, whose
// fields the caller may set (Save sets its ID); the slices in it are
// shared and never changed. Once ctx is done, what the engine answered is
// not kept.
func (a *App) ask(ctx context.Context, inv command.Invocation) (*rules.Ruling, error) {
	a.rememberOnce.Do(func() {
		n := a.Remember
		if n == 0 {
			n = DefaultRemember
		}
		if n > 0 {
			a.remembered, _ = lru.New[string, *rules.Ruling](n)
		}
	})
	if a.remembered == nil {
		return rules.AskContext(ctx, inv.Question())
	}
	q := inv.Question()
	if kept, ok := a.remembered.Get(q.Asked); ok {
		r := *kept
		return &r, nil
	}
	r, err := rules.AskContext(ctx, q)
	if err != nil {
		return nil, err
	}
	if ctx.Err() == nil && len(r.Board) <= maxRememberedBoard && len(r.Outcomes) <= maxRememberedOutcomes && len(r.Steps) <= maxRememberedSteps {
		kept := *r
		kept.ID = ""
		a.remembered.Add(q.Asked, &kept)
	}
	return r, nil
}

// save stores res's ruling, or keeps it in Pending when the store fails,
// and returns how long storing took. asked is when the question came.
func (a *App) save(ctx context.Context, res *Result, who rulings.Asker, asked time.Time) time.Duration {
	r := res.Ruling
	timeout := a.StoreTimeout
	if timeout <= 0 {
		timeout = DefaultStoreTimeout
	}
	saveCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), timeout)
	start := time.Now()
	id, err := a.Store.Save(saveCtx, r, who)
	took := time.Since(start)
	cancel()
	if err != nil {
		res.StoreErr = err
		if a.Pending != nil {
			if who.AskedAt.IsZero() {
				who.AskedAt = asked
			}
			res.Pending = a.Pending.Add(r, who)
		}
		a.log().ErrorContext(ctx, "storing a ruling", "err", err, "question", rulings.Canonical(r),
			"waits_to_be_stored", res.Pending)
		return took
	}
	r.ID = id
	res.Stored = true
	if a.Pending != nil && a.Pending.Len() > 0 {
		a.Pending.Wake() // the store answers again
	}
	return took
}

// RulingURL is the permanent link of a stored ruling, "" without a public
// URL or an id.
func (a *App) RulingURL(id string) string {
	if a.PublicURL == "" || id == "" {
		return ""
	}
	return strings.TrimRight(a.PublicURL, "/") + "/r/" + id
}

func (a *App) log() *slog.Logger {
	if a.Log != nil {
		return a.Log
	}
	return slog.Default()
}
