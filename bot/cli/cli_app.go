package cli

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/orrery-judge/orrery/bot/app"
)

// cliApps are the Apps a CLI makes for itself when CLI.App is nil.
type cliApps struct {
	// storing stores rulings in the database; storeErr is why it cannot
	// (it answers without storing then).
	storing  *app.App
	storeErr error
	// plain stores nothing: bot ask --no-store, and a CLI without a
	// database.
	plain *app.App
}

// app returns the App that answers the terminal's commands. Without
// store it is one that stores nothing (bot ask --no-store). With store it
// is CLI.App when set, else one whose store is the database, opened on
// first use so that questions that store nothing need none. The error is
// why the database cannot be opened; the App returned with it answers
// without storing.
func (c *CLI) app(ctx context.Context, store bool) (*app.App, error) {
	// The terminal reports what goes wrong itself, on Stderr.
	quiet := slog.New(slog.DiscardHandler)
	if !store {
		if c.apps.plain == nil {
			c.apps.plain = &app.App{Log: quiet}
		}
		return c.apps.plain, nil
	}
	if c.App != nil {
		return c.App, nil
	}
	if c.apps.storing == nil {
		db, err := c.rulingStore(ctx)
		c.apps.storing = &app.App{Store: db, Log: quiet}
		c.apps.storeErr = err
	}
	return c.apps.storing, c.apps.storeErr
}

// appOrFail returns the App with the store of rulings, or says why there
// is none and returns nil.
func (c *CLI) appOrFail(ctx context.Context, name string) *app.App {
	a, err := c.app(ctx, true)
	if err == nil && a.Store == nil {
		err = errNoDatabase
	}
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot %s: %v\n", name, err)
		return nil
	}
	return a
}
