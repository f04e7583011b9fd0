// Package app is what every front end of Orrery shares. The terminal,
// Discord and the web pages all answer through an App, so a question gets
// the same ruling and the same id wherever it is asked. Do answers any
// command by the handler its command.Spec names: Answer asks the engine
// (/judge, /orrery) and stores the ruling with who asked; Ruling,
// SearchRulings and Review are /ruling show, search and review; Rule and
// Card are /cr and /card. (/help is the command table's own, command.Help.)
// Suggest offers the values of an option as it is typed, for Discord's
// autocomplete and the playground's command box alike.
// ErrorCode gives every error a kind, which each front end maps to its
// reply in one place.
//
// A ruling is answered even when the database is away: the Result says it
// was not stored, and App.Pending, when set, keeps it in memory and stores
// it once the database answers again.
//
// docs/architecture.md shows where App sits and how a request flows
// through it.
package app

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/phrasing"
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

	// outageFails counts the rulings the store failed to save since it
	// last worked, and outageSince is when the first failed.
	outageMu    sync.Mutex
	outageFails int
	outageSince time.Time
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

// Explanation is what a player is shown when they ask for an
// explanation: Text, whether it is the engine's own wording (Fallback),
// and the model that wrote it. It is declared by rulings/phrasing, whose
// *Phraser is a Phraser.
type Explanation = phrasing.Explanation

var _ Phraser = (*phrasing.Phraser)(nil)

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
// (/judge …, /orrery …): whether its command.Spec reads a question.
func IsEngineCommand(name string) bool {
	return command.IsEngine(name)
}

// ErrNotEngine is returned by Answer for a command the engine does not
// answer (/ruling, /cr, /card, /help).
var ErrNotEngine = command.ErrNotEngine

// Answer asks the engine and, when there is a store, stores the ruling with
// who asked. Bad input is a *rules.InputError. A store that fails does not
// lose the answer: the Result carries the ruling and StoreErr, and the
// ruling waits in Pending, when there is one, to be stored later.
func (a *App) Answer(ctx context.Context, inv command.Invocation, who rulings.Asker) (*Result, error) {
	return a.answer(ctx, inv, nil, who, true)
}

func (a *App) answer(ctx context.Context, inv command.Invocation, q command.Question, who rulings.Asker, store bool) (*Result, error) {
	if !IsEngineCommand(inv.Name) {
		return nil, ErrNotEngine
	}
	start := time.Now()
	// The engine works within the question's budget (rules.Budget), its
	// time counted from now. A ruling refused for time is neither kept nor
	// stored, since another try may have the time it needs.
	askCtx, cancel := context.WithTimeout(ctx, rules.BudgetOf(ctx).Time)
	defer cancel()
	r, err := a.ask(askCtx, inv, q)
	engine := time.Since(start)
	if err != nil {
		return nil, err
	}
	res := &Result{Ruling: r}
	var save time.Duration
	if store && a.Store != nil && askCtx.Err() == nil {
		save = a.save(ctx, res, who, start)
	}
	if a.Observe != nil {
		a.Observe(Answered{Command: inv.Name, Source: who.Source, Ruling: r, Engine: engine, Save: save,
			Stored: res.Stored, StoreErr: res.StoreErr, Pending: res.Pending})
	}
	return res, nil
}

// ask asks the engine q (read from inv when nil), or answers from the
// rulings kept in memory. The ruling returned is the caller's own: a copy
// of the one kept, whose fields the caller may set (Save sets its ID); the
// slices in it are shared and never changed. Once ctx is done, what the
// engine answered is not kept.
func (a *App) ask(ctx context.Context, inv command.Invocation, q command.Question) (*rules.Ruling, error) {
	a.rememberOnce.Do(func() {
		n := a.Remember
		if n == 0 {
			n = DefaultRemember
		}
		if n > 0 {
			a.remembered, _ = lru.New[string, *rules.Ruling](n)
		}
	})
	var asked string
	if a.remembered != nil {
		asked = inv.String()
		if kept, ok := a.remembered.Get(asked); ok {
			r := *kept
			return &r, nil
		}
	}
	if q == nil {
		var err error
		if q, err = inv.Read(); err != nil {
			return nil, err
		}
	}
	r, err := inv.AnswerQuestion(ctx, q)
	if err != nil {
		return nil, err
	}
	if a.remembered != nil && ctx.Err() == nil && len(r.Board) <= maxRememberedBoard && len(r.Outcomes) <= maxRememberedOutcomes && len(r.Steps) <= maxRememberedSteps {
		kept := *r
		kept.ID = ""
		a.remembered.Add(asked, &kept)
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
		a.storeFailed(ctx, r, err, res.Pending)
		return took
	}
	r.ID = id
	res.Stored = true
	a.storeWorks(ctx)
	if a.Pending != nil && a.Pending.Len() > 0 {
		a.Pending.Wake() // the store answers again
	}
	return took
}

// storeFailed logs the first ruling the store fails to save in an outage,
// and counts the others: one line an outage, however many questions come
// meanwhile.
func (a *App) storeFailed(ctx context.Context, r *rules.Ruling, err error, pending bool) {
	a.outageMu.Lock()
	a.outageFails++
	first := a.outageFails == 1
	if first {
		a.outageSince = time.Now()
	}
	a.outageMu.Unlock()
	if first {
		a.log().ErrorContext(ctx, "storing rulings fails; each is answered, and kept to be stored later while there is room (logged once until storing works again)",
			"err", err, "question", rulings.Canonical(r), "waits_to_be_stored", pending)
	}
}

// storeWorks ends an outage: it logs how many rulings failed to be saved
// during it.
func (a *App) storeWorks(ctx context.Context) {
	a.outageMu.Lock()
	failed, since := a.outageFails, a.outageSince
	a.outageFails = 0
	a.outageMu.Unlock()
	if failed > 0 {
		a.log().InfoContext(ctx, "storing rulings works again", "failed_meanwhile", failed, "down_for", time.Since(since).Round(time.Millisecond))
	}
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
