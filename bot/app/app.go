// Package app is what every front end of Orrery shares: asking the engine,
// storing the ruling, and the links that cite it. The terminal, Discord and
// the web pages all answer through an App, so a question gets the same
// ruling and the same id wherever it is asked.
package app

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// App answers questions and keeps the rulings.
type App struct {
	// Store keeps rulings; nil means rulings are answered but not stored.
	Store *rulings.Store
	// Log receives what goes wrong; nil means slog.Default().
	Log *slog.Logger
	// PublicURL is where the web pages are served, for ruling links
	// ("https://orrery.example.org"); "" means no links.
	PublicURL string
	// Phraser rewords finished rulings for players; nil means phrasing is
	// off and nothing about it runs.
	Phraser Phraser
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
// lose the answer: the Result carries the ruling and StoreErr.
func (a *App) Answer(ctx context.Context, inv command.Invocation, who rulings.Asker) (*Result, error) {
	if !IsEngineCommand(inv.Name) {
		return nil, ErrNotEngine
	}
	r, err := rules.Ask(inv.Question())
	if err != nil {
		return nil, err
	}
	res := &Result{Ruling: r}
	if a.Store == nil {
		return res, nil
	}
	id, err := a.Store.Save(ctx, r, who)
	if err != nil {
		a.log().Error("storing a ruling", "err", err, "question", r.Question)
		res.StoreErr = err
		return res, nil
	}
	r.ID = id
	res.Stored = true
	return res, nil
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
